"""Issue 16 §4: layouts that must hold on real screens."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page


@pytest.mark.browser_context_args(viewport={"width": 1280, "height": 800})
def test_the_whole_catan_board_fits_the_first_screen_at_1280x800(page: Page, site_url: str, wait_ready,
                                                                pass_handoff) -> None:
    page.goto(f"{site_url}/?game=catan&players=4&seed=5&lang=en")
    wait_ready(page)
    pass_handoff(page)  # measure the board the click draws
    box = page.locator(".catan-board").bounding_box()
    harbors = page.locator(".catan-board [data-ref^='harbor:']")
    assert harbors.count() == 9
    bottom = max(harbors.nth(i).bounding_box()["y"] + harbors.nth(i).bounding_box()["height"] for i in range(9))
    assert box["y"] >= 0 and box["y"] + box["height"] <= 800, box
    assert bottom <= 800, "every harbour is on the first screen"


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}, service_workers="block")
def test_a_game_started_from_the_foot_of_the_form_opens_at_its_top_on_a_phone(page: Page, site_url: str,
                                                                             wait_ready) -> None:
    """On a phone the new-game form is taller than the screen: "Start game" is pressed scrolled
    down, and the game (another screen) must open at its top, its prompt in view, not wherever the
    form's scroll left the page."""
    page.goto(f"{site_url}/?lang=en")
    wait_ready(page)
    page.locator(".game-feast_for_odin [data-cmd='new']").click()
    form = page.locator("form[data-form='new']")
    form.locator("input[name='players'][value='1']").check()
    form.locator("button[type='submit']").scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 300
    form.locator("button[type='submit']").click()
    page.locator(".ffo-space").first.wait_for()
    page.wait_for_function("document.documentElement.dataset.screen === 'play'")
    assert page.evaluate("scrollY") == 0
    box = page.locator(".ffo-prompt").bounding_box()
    assert box["y"] < 844, box
