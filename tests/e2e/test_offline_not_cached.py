"""Offline before a game's first visit (issue 16): opening a game whose code this device never
fetched says so plainly, instead of "the engine failed to load"."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

# No service worker: nothing but what this page itself loaded is on the device.
pytestmark = pytest.mark.browser_context_args(service_workers="block")


def test_a_game_never_fetched_says_it_is_not_on_this_device(page: Page, context: BrowserContext, site_url: str,
                                                          wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?lang=en")
    wait_ready(page)
    context.set_offline(True)
    try:
        page.locator(".game-card.game-aquatica [data-cmd='new']").click()
        error = page.locator("[data-testid='error']")
        expect(error).to_be_visible()
        expect(error).to_contain_text("Aquatica is not on this device yet")
        expect(error).not_to_contain_text("failed to load")
    finally:
        context.set_offline(False)
    assert page_watch.page_errors == [], page_watch.problems()
