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
