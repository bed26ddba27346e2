"""A Feast for Odin on a touch screen: placing a piece takes two taps — the first shows where it
goes and the income it would give, the second puts it down — so nothing is final unseen."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from core.match import Match

pytestmark = pytest.mark.browser_context_args(
    service_workers="block", viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)


def _index(m: Match, action: dict) -> int:
    return m.legal_actions().index(action)


def test_first_tap_previews_second_tap_places(page: Page, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=feast_for_odin&players=1&seed=4&length=short&lang=en")
    wait_ready(page)
    html = page.locator("html")
    mirror = Match.new("feast_for_odin", 1, 4, {"length": "short"})
    for action in ({"type": "space", "space": "W1"}, {"type": "place", "item": "silver1"}, {"type": "to", "board": 0}):
        count = str(len(mirror.log))
        page.locator(f"[data-action-index='{_index(mirror, action)}']").first.tap()
        mirror.apply(action)
        expect(html).not_to_have_attribute("data-action-count", count)
    put = next(a for a in mirror.legal_actions() if a["type"] == "put")
    cell = page.locator(f".ffo-place-svg .ffo-anchor[data-action-index='{_index(mirror, put)}']")
    count = str(len(mirror.log))
    cell.locator(".ffo-hit").tap()
    expect(cell).to_have_attribute("data-armed", "true")  # armed: its preview shows, nothing placed yet
    expect(cell.locator(".ffo-ghost")).to_be_visible()
    expect(html).to_have_attribute("data-action-count", count)
    cell.locator(".ffo-hit").tap()
    expect(html).to_have_attribute("data-action-count", str(len(mirror.log) + 1))
    mirror.apply(put)
    expect(page.locator(".ffo-me svg[data-board='home'] .ffo-piece")).to_have_count(1)
    assert not page_watch.page_errors, page_watch.problems()
