"""embed=1: only the game, in an iframe, driven by postMessage (apply / load) with state and error
replies; clicks inside the frame report the new state to the embedding page too."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from core.match import Match

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 1100, "height": 900})

# The embedding page records every message it receives; it is served by a route on the site's
# origin (a test page, not part of the site), so the iframe is a plain same-origin embed.
HOST = """<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<script>window.msgs = []; addEventListener("message", (e) => window.msgs.push(e.data));</script></head>
<body><iframe id="game" title="game" width="1000" height="760" src="/?game=catan&players=3&seed=5&setup=variable&embed=1&lang=en"></iframe></body></html>"""


def _send(page: Page, message: Any) -> None:
    page.evaluate("m => document.getElementById('game').contentWindow.postMessage(m, '*')", message)


def _reply(page: Page, n: int) -> dict:
    """The n-th message (1-based) the host has received, leaving out the frame's resize messages."""
    page.wait_for_function("n => window.msgs.filter(m => m.type !== 'resize').length >= n", arg=n)
    return page.evaluate("n => window.msgs.filter(m => m.type !== 'resize')[n - 1]", n)


def test_embed_post_message_round_trip(page: Page, site_url: str, page_watch) -> None:
    page.route(f"{site_url}/embed-host.html", lambda route: route.fulfill(body=HOST, content_type="text/html"))
    page.goto(f"{site_url}/embed-host.html")
    frame = page.frame_locator("#game")
    expect(frame.locator("html[data-ready='true']")).to_be_attached()
    expect(frame.locator("html")).to_have_class("is-embed")
    expect(frame.locator("#app-header")).to_be_empty()
    expect(frame.locator("#app-footer")).to_be_empty()

    first = _reply(page, 1)
    mirror = Match.new("catan", 3, 5, {"setup": "variable"})
    assert first["type"] == "state" and first["game"] == "catan" and first["actionCount"] == 0
    assert first["legalActions"] == mirror.legal_actions()
    assert first["currentPlayer"] == mirror.current_player() and first["over"] is False
    assert "me" not in first["view"], "the embed state must be the public view"

    _send(page, {"type": "apply", "action": first["legalActions"][3]})
    state = _reply(page, 2)
    mirror.apply(mirror.legal_actions()[3])
    assert state["type"] == "state" and state["actionCount"] == 1
    assert state["legalActions"] == mirror.legal_actions()
    expect(frame.locator("html")).to_have_attribute("data-action-count", "1")

    # Bad messages get an error reply (or are ignored) and change nothing.
    _send(page, {"type": "apply", "action": {"type": "fly"}})
    assert _reply(page, 3)["type"] == "error"
    _send(page, {"type": "apply", "action": "roll"})
    assert _reply(page, 4)["type"] == "error"
    _send(page, {"type": "load", "save": "{not json"})
    error = _reply(page, 5)
    assert error["type"] == "error" and "JSON" in error["message"]
    _send(page, "hello")
    assert _reply(page, 6)["code"] == "bad-message", "every message gets a reply"
    _send(page, {"type": "get"})
    assert _reply(page, 7)["actionCount"] == 1
    expect(frame.locator("html")).to_have_attribute("data-action-count", "1")

    # Load a position prepared elsewhere (after set-up), then play one move by clicking in the frame.
    other = Match.new("catan", 3, 8, {"setup": "variable"})
    for _ in range(12):
        other.apply(other.legal_actions()[0])
    _send(page, {"type": "load", "save": other.to_json()})
    loaded = _reply(page, 8)
    assert loaded["type"] == "state" and loaded["actionCount"] == 12
    assert loaded["legalActions"] == [{"type": "roll"}]
    expect(frame.locator("html")).to_have_attribute("data-action-count", "12")
    frame.locator("[data-testid='handoff-continue']").click()
    frame.locator("[data-action-index='0']").click()
    clicked = _reply(page, 9)
    assert clicked["actionCount"] == 13 and clicked["view"]["dice"], "a click in the frame reports the roll"

    stored = page.evaluate("Object.keys(localStorage)")
    assert stored == [], "an embed stores nothing unless its host asks (persist=KEY)"
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()
