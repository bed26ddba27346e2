"""Offline: after one visit the service worker has cached everything the page loaded and every
game's bundle, and a reload with the network off starts the app, resumes the game, and opens another
game whose code the first visit never fetched."""

from __future__ import annotations

from bot_play import until
from offline import cached_paths, loaded_paths
from playwright.sync_api import BrowserContext, Page, expect

from core import registry


def test_offline_reload_after_first_visit(page: Page, context: BrowserContext, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=catan&players=3&seed=4&lang=en")
    wait_ready(page)
    page.locator("[data-testid='handoff-continue']").click()
    page.locator("[data-action-index='0']").first.click()
    expect(page.locator("html")).to_have_attribute("data-action-count", "1")

    until(lambda: page.evaluate("navigator.serviceWorker.controller !== null"), "the service worker", 30)
    loaded = loaded_paths(page, site_url)
    assert "/assets/vendor/pyodide/pyodide.asm.wasm" in loaded and "/assets/app-catan.zip" in loaded
    assert "/assets/app-aquatica.zip" not in loaded
    # Everything the first visit loaded ends up in the cache (the page reports it to the worker),
    # and so does every game's bundle (precached).
    bundles = {f"/assets/app-{game}.zip" for game in registry.GAME_IDS}
    until(lambda: loaded | bundles <= cached_paths(page), "the cache to hold every loaded file", 30)

    # The home page says "ready to play offline" once (and only once) all that is in the cache.
    page.locator("[data-cmd='home']").first.click()
    expect(page.locator("[data-testid='offline-ready']")).to_be_visible()
    page.locator("[data-cmd='resume']").first.click()
    expect(page.locator("html")).to_have_attribute("data-game", "catan")  # the click's work is done

    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("data-game", "catan")
        expect(page.locator("html")).to_have_attribute("data-action-count", "1")
        expect(page.locator(".catan-board")).to_be_visible()
        page.locator("[data-cmd='home']").first.click()
        page.locator(".game-card.game-aquatica [data-cmd='new']").click()
        expect(page.locator("form[data-form='new']")).to_be_visible()
    finally:
        context.set_offline(False)
    assert page_watch.page_errors == [], page_watch.problems()
