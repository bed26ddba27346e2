"""Two tabs on one game (issue 16): when one tab moves the game on, the other says so at once
(the `storage` event), offers nothing to click, never overwrites the newer progress, and loads the
latest position on request."""

from __future__ import annotations

import json

from playwright.sync_api import BrowserContext, Page, expect

STALE = "[data-testid='stale-tab']"


def _saved_actions(page: Page) -> int:
    return json.loads(page.evaluate("localStorage.getItem('tabletop:autosave')"))["actions"]


def test_a_second_tab_never_overwrites_the_first(page: Page, context: BrowserContext, site_url: str,
                                                 wait_ready, page_watch, pass_handoff) -> None:
    page.goto(f"{site_url}/?game=catan&players=3&seed=4&setup=beginner&lang=en")
    wait_ready(page)
    pass_handoff(page)
    other = context.new_page()
    other.goto(f"{site_url}/?lang=en#play")
    wait_ready(other)  # (the autosave remembers whose view was on screen: no hand-off again)
    expect(other.locator("[data-action-index]").first).to_be_visible()
    # The first tab moves on: the second learns it without a click.
    page.locator("[data-action-index]").first.click()
    expect(page.locator("html")).to_have_attribute("data-action-count", "1")
    expect(other.locator(STALE)).to_be_visible()
    expect(other.locator(STALE)).to_contain_text("moved on in another tab")
    assert other.locator("[data-action-index]").count() == 0
    assert _saved_actions(page) == 1
    # Loading the latest position brings it up to date.
    other.locator(f"{STALE} [data-cmd='resume']").click()
    expect(other.locator("html")).to_have_attribute("data-action-count", "1")
    expect(other.locator(STALE)).to_have_count(0)
    assert page_watch.page_errors == [], page_watch.problems()
