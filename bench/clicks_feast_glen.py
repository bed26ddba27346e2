"""Clicks for a scripted reference turn in A Feast for Odin and Glen More II (issue 16 §1), counted in
headless Chromium against the page as it is. Where the page offers a composed control
(`data-action-seq`: one click applying several legal actions) the script uses it, else it clicks
the legal actions one by one — so the same script measures the page before and after the change.

    .venv/bin/python bench/clicks_feast_glen.py              # this checkout
    .venv/bin/python bench/clicks_feast_glen.py --root DIR   # another checkout (e.g. `git archive`)

Reference turns:
- A Feast for Odin, solo, seed 5: take "Upgrade flax to linen" (C1a), place the linen on the home
  board (the first position offered), take the 1-silver space (W1) as the next action, pass, and
  fill the feast (item by item with food first, or the page's suggestion).
- Glen More II, 2 players: a position reached by a seeded random game (seed 251, 125 actions; opened
  as a shared #pos= link) where the player may move Scotsmen 2 points and activate a trade paying 3
  resources of their choice (5 ways): move one Scotsman 2 steps, activate the trade, end the turn.

Measured (2026-11-25, headless Chromium; "before" = commit ee4662e served from a `git archive`):

    game              before  after
    A Feast for Odin      11      6   place: item, board, cell -> item, cell; 'end turn' then
                                      'W1' -> W1; 'end turn' then 'pass' -> pass; feast: 3
                                      serves (the table full) -> 1 suggestion
    Glen More II           4      3   2 one-step moves -> 1 path; the trade shows 1 default
                                      payment and 'choose another' instead of 5 buttons
"""

from __future__ import annotations

import argparse
import html
import importlib.util
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from core.match import Match  # noqa: E402
from games.glen_more_2 import territory as terr  # noqa: E402
from ui import urls  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
TIMEOUT_MS = 90_000


def _serve_module(root: Path):
    spec = importlib.util.spec_from_file_location("bench_serve", root / "tools" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader
    spec.loader.exec_module(module)
    return module


class Clicker:
    """Clicks in the page while a CPython match mirrors every action; counts the clicks."""

    def __init__(self, page, mirror: Match) -> None:
        self.page = page
        self.mirror = mirror
        self.clicks = 0

    def sync(self) -> None:
        self.page.wait_for_selector(f'html[data-action-count="{len(self.mirror.log)}"]', timeout=TIMEOUT_MS)
        cont = self.page.locator("[data-testid='handoff-continue']")
        if cont.count():
            cont.click()  # (not a move: a hand-off between two people at one device)

    def act(self, action: dict) -> None:
        index = self.mirror.legal_actions().index(action)
        self.page.locator(f"[data-action-index='{index}']").first.click()
        self.clicks += 1
        self.mirror.apply(action)
        self.sync()

    def composed(self, selector: str, want=None) -> bool:
        """Click the first composed control matching `selector` (and `want(actions)`); False if none."""
        for element in self.page.locator(selector).all():
            actions = json.loads(html.unescape(element.get_attribute("data-action-seq") or "null") or "null")
            if actions and (want is None or want(actions)):
                element.click()
                self.clicks += 1
                for action in actions:
                    self.mirror.apply(action)
                self.sync()
                return True
        return False


def feast(page) -> int:
    mirror = Match.new("feast_for_odin", 1, 5, {})
    c = Clicker(page, mirror)
    c.sync()
    c.act({"type": "space", "space": "C1a"})
    while mirror.state["stack"][-1]["kind"] in ("space", "steps"):
        c.act(next(a for a in mirror.legal_actions() if a["type"] != "cancel"))
    c.act({"type": "place", "item": "linen"})
    probe = Match.from_json(mirror.to_json())
    probe.apply({"type": "to", "board": 0})
    cell = next(a for a in probe.legal_actions() if a["type"] == "put")
    if not c.composed(".ffo-anchor[data-action-seq]", lambda s: s[-1] == cell):
        c.act({"type": "to", "board": 0})
        c.act(cell)
    if not c.composed("[data-space='W1'][data-action-seq]"):
        c.act({"type": "end_turn"})
        c.act({"type": "space", "space": "W1"})
    while mirror.state["stack"][-1]["kind"] in ("space", "steps"):
        c.act(next(a for a in mirror.legal_actions() if a["type"] != "cancel"))
    if not c.composed(".ffo-pass[data-action-seq]"):
        c.act({"type": "end_turn"})
        c.act({"type": "pass"})
    assert mirror.state["stack"][-1]["kind"] == "feast", mirror.state["stack"][-1]
    if not c.composed("[data-testid='auto-feast']"):
        while mirror.state["stack"] and mirror.state["stack"][-1]["kind"] == "feast":
            legal = mirror.legal_actions()
            food = [a for a in legal if a["type"] == "serve" and a["good"] != "silver"]
            c.act(food[0] if food else next(a for a in legal if a["type"] == "end_feast"))
    assert not mirror.state["stack"] or mirror.state["stack"][-1]["kind"] != "feast"
    return c.clicks


GLEN_SEED, GLEN_ACTIONS = 251, 125


def glen_position() -> Match:
    """The reference position: a seeded random game (mostly not ending turns early)."""
    m = Match.new("glen_more_2", 2, GLEN_SEED, {})
    rng = random.Random(GLEN_SEED)
    while len(m.log) < GLEN_ACTIONS:
        legal = m.legal_actions()
        others = [a for a in legal if a["type"] != "end_turn"]
        m.apply(rng.choice(others) if others and rng.random() < 0.85 else rng.choice(legal))
    return m


def glen(page, base: str) -> int:
    mirror = glen_position()
    page.goto(base + "/" + urls.shared_address("en", False, mirror.to_json()))
    page.wait_for_selector('html[data-ready="true"]', timeout=TIMEOUT_MS)
    c = Clicker(page, mirror)
    c.sync()
    moves = [a for a in mirror.legal_actions() if a["type"] == "move"]
    first, second = next((a, b) for a in moves for b in _after(mirror, a).legal_actions()
                         if b["type"] == "move" and b["from"] == a["to"] and b["to"] != a["from"]
                         and b["to"] not in terr.neighbours8(a["from"]))
    if not c.composed(".gm-path[data-action-seq]",
                      lambda s: len(s) == 2 and s[0]["from"] == first["from"] and s[-1]["to"] == second["to"]):
        c.act(first)
        c.act(second)
    trades = [a for a in mirror.legal_actions() if a["type"] == "activate" and len(a.get("pay", [])) == 3]
    default = c.page.locator(".gm-pay-default")
    if default.count():
        index = int(default.first.get_attribute("data-action-index"))
        c.act(mirror.legal_actions()[index])
    else:
        c.act(trades[0])
    c.act({"type": "end_turn"})
    return c.clicks


def _after(m: Match, action: dict) -> Match:
    copy = Match.from_json(m.to_json())
    copy.apply(action)
    return copy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to serve (default: this one)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    serve = _serve_module(args.root)
    server = serve.make_server(port=0, root=args.root.resolve(), quiet=True)
    serve.start_in_thread(server)
    base = serve.base_url(server)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"])
            context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
            context.set_default_timeout(TIMEOUT_MS)
            page = context.new_page()
            page.goto(base + "/?game=feast_for_odin&players=1&seed=5&lang=en")
            page.wait_for_selector('html[data-ready="true"]', timeout=TIMEOUT_MS)
            ffo = feast(page)
            page = context.new_page()
            gm = glen(page, base)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"{'game':<18}{'clicks':>7}")
    print(f"{'A Feast for Odin':<18}{ffo:>7}")
    print(f"{'Glen More II':<18}{gm:>7}")


if __name__ == "__main__":
    main()
