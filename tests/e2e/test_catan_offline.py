"""Offline: after one visit the service worker has cached everything the page loaded, and a reload
with the network off starts the app and resumes the game."""

from __future__ import annotations

import time
from collections.abc import Callable
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, Page, expect

CACHED_PATHS = """async () => {
  const names = (await caches.keys()).filter((k) => k.startsWith("tabletop-"));
  const paths = [];
  for (const name of names) {
    for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
  }
  return paths;
}"""


def _until(check: Callable[[], bool], what: str, seconds: float = 30) -> None:
    """Poll from Python: wait_for_function would evaluate a string, which the page's CSP forbids."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.25)


def test_offline_reload_after_first_visit(page: Page, context: BrowserContext, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=catan&players=3&seed=4&lang=en")
    wait_ready(page)
    page.locator("[data-testid='handoff-continue']").click()
    page.locator("[data-action-index='0']").first.click()
    expect(page.locator("html")).to_have_attribute("data-action-count", "1")

    _until(lambda: page.evaluate("navigator.serviceWorker.controller !== null"), "the service worker")
    loaded = {
        urlsplit(url).path for url in page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
        if url.startswith(site_url)
    }
    assert "/assets/vendor/pyodide/pyodide.asm.wasm" in loaded
    # Everything the first visit loaded ends up in the cache (the page reports it to the worker).
    _until(lambda: loaded <= set(page.evaluate(CACHED_PATHS)), "the cache to hold every loaded file")

    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("data-game", "catan")
        expect(page.locator("html")).to_have_attribute("data-action-count", "1")
        expect(page.locator(".catan-board")).to_be_visible()
    finally:
        context.set_offline(False)
    assert page_watch.page_errors == [], page_watch.problems()
