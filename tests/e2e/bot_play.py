"""Shared by the e2e games against computers: wait for the page, read its autosave, know when
the computers have finished moving. (tests/e2e is on sys.path: `from bot_play import ...`.)"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from playwright.sync_api import Page

from core.match import Match


def until(check: Callable[[], bool], what: str, seconds: float = 90) -> None:
    """Poll from Python (wait_for_function would evaluate a string, which the page's CSP forbids)."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def autosave(page: Page) -> Match:
    """The game the page has saved, as a Match (the person's moves are chosen on it)."""
    record = json.loads(page.evaluate("localStorage.getItem('tabletop:autosave')"))
    return Match.from_json(record["save"])


def settled(page: Page) -> bool:
    """Nothing under way: no computer thinking, and either the person's moves or the end shown."""
    if page.evaluate("document.documentElement.dataset.botThinking") == "true":
        return False
    return page.locator("[data-action-index], [data-testid='game-over']").count() > 0
