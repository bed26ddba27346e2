"""Issue 16 §3: a reload shows the last screen at once (assets/js/warm-paint.js), inert and marked
loading, until Python draws the same game for real; embeds and the home screen keep no snapshot."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route, expect


# No service worker: requests it serves would pass by page.route, which holds Python's start below.
@pytest.mark.browser_context_args(service_workers="block")
def test_a_reload_paints_the_last_screen_before_python_is_ready(page: Page, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=catan&players=3&seed=4&setup=beginner&lang=en")
    wait_ready(page)
    page.locator("[data-testid='handoff-continue']").click()
    page.locator("[data-action-index]").first.click()
    expect(page.locator("html")).to_have_attribute("data-action-count", "1")
    page.wait_for_function("() => (sessionStorage.getItem('tabletop:paint') || '').includes('data-action-index')")
    board = page.locator("main svg").first.inner_html()

    # Hold Python's start back (its configuration) to look at the page before it is ready.
    held: list[Route | None] = []

    def hold(route: Route) -> None:
        if held and held[0] is None:
            route.continue_()  # released
        else:
            held.append(route)

    page.route("**/pyscript.toml", hold)
    page.reload(wait_until="domcontentloaded")
    html = page.locator("html")
    expect(html).to_have_attribute("data-snapshot", "true")
    assert html.get_attribute("data-ready") is None
    assert page.locator("#app").evaluate("a => a.inert"), "nothing can be clicked before Python is ready"
    assert page.locator("main svg").first.inner_html() == board, "the same board, at once"
    waiting, held[:] = held[:], [None]
    for route in waiting:
        route.continue_()
    wait_ready(page)
    expect(html).not_to_have_attribute("data-snapshot", "true")
    assert not page.locator("#app").evaluate("a => a.inert")
    expect(html).to_have_attribute("data-action-count", "1")
    page.locator("[data-action-index]").first.click()
    expect(html).to_have_attribute("data-action-count", "2")

    page.locator("[data-cmd='home']").first.click()
    page.wait_for_function("() => sessionStorage.getItem('tabletop:paint') === null")
    assert page_watch.page_errors == [], page_watch.problems()
