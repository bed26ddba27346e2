"""One person against three computers, a whole Catan game, offline: the home page's "Play against
the computer" path, the bots thinking in their worker while the page stays usable, no hand-off
screen for a person alone, the computers' moves narrated, and a reload while a computer is to move.

The person's moves are chosen by an easy bot running here in CPython on the page's own autosave,
and clicked on the element the page offers for that action (every legal action has one)."""

from __future__ import annotations

from bot_play import autosave, settled, until
from offline import cached_paths, loaded_paths
from playwright.sync_api import BrowserContext, Page, expect

from bots import make_bot

HTML = "html"
HANDOFF = "[data-testid='handoff-continue']"


def test_one_person_plays_a_whole_game_against_three_computers_offline(
        page: Page, context: BrowserContext, site_url: str, wait_ready, page_watch) -> None:
    # A first visit caches the app (the bot worker included); everything after it is offline.
    page.goto(f"{site_url}/?lang=en&botdelay=0")  # the computers' pace: no pause between moves
    wait_ready(page)
    until(lambda: page.evaluate("navigator.serviceWorker.controller !== null"), "the service worker", 30)
    # "Ready to play offline" means it: everything the page loaded (PyScript's chunks are cached a
    # moment after the worker takes control, from the page's report) and the bot worker (precached)
    # are in the cache by the time it shows.
    expect(page.locator("[data-testid='offline-ready']")).to_be_visible(timeout=30_000)
    missing = (loaded_paths(page, site_url) | {"/assets/js/bot-worker.mjs"}) - cached_paths(page)
    assert not missing, f"'ready to play offline' while not cached: {sorted(missing)}"
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        expect(page.locator(".game-card.game-catan [data-cmd='computer']")).to_have_text("Play against the computer")
        page.locator(".game-card.game-catan [data-cmd='computer']").click()
        expect(page.locator(HTML)).to_have_attribute("data-game", "catan")
        me = make_bot("catan", "easy", seed=1)
        reloaded = False
        clicks = 0
        saw_thinking = False
        for _ in range(4000):
            if page.locator("[data-testid='game-over']").count():
                break
            saw_thinking = saw_thinking or page.locator("[data-testid='bot-thinking']").count() > 0
            until(lambda: settled(page), "the computers to finish their moves")
            assert page.locator(HANDOFF).count() == 0, "a person alone never sees a hand-off screen"
            if page.locator("[data-testid='game-over']").count():
                break
            match = autosave(page)
            assert match.current_player() == 0, "only the person's moves are offered"
            action = me.choose(match, budget_ms=200)
            count = len(match.log)
            page.locator(f"[data-action-index='{match.legal_actions().index(action)}']").first.click()
            expect(page.locator(HTML)).not_to_have_attribute("data-action-count", str(count))
            clicks += 1
            if clicks == 12 and not reloaded:
                # Reload while the computers are (or are about to be) on the move: they resume.
                page.reload()
                wait_ready(page)
                reloaded = True
        expect(page.locator("[data-testid='game-over']")).to_be_visible()
        final = autosave(page)
        assert final.is_over() and reloaded and saw_thinking
        assert sum(1 for e in final.log if e["seat"] != 0) > 100, "the computers played their share"
        assert "Computer (medium)" in page.locator(".log").inner_text()
    finally:
        context.set_offline(False)
    assert page_watch.page_errors == [], page_watch.problems()
    assert not page_watch.offsite, page_watch.problems()
