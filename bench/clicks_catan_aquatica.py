"""Clicks per scripted reference turn in Catan and Aquatica (issue 16 §1 "Fewer clicks per turn").

    .venv/bin/python bench/clicks_catan_aquatica.py            # both games, headless Chromium

Each game opens a position built here in CPython (a shared #pos= link) and plays a fixed reference
turn by clicks, the cheapest way the page offers: a composed control (`data-action-seq`, one click
for several legal actions) when one matches what is left of a step, a composer's +/− (`data-cmd=
compose`) when adjusting its suggestion costs fewer clicks than the single actions, otherwise the
single action's `data-action-index`. A CPython mirror checks every click against the engine.
Hand-off screens are not counted (the reference turns have none).

Catan (3 seats, seat 0 holds 13 cards and a Year of Plenty; a 7 was just rolled): discard 6 (3
lumber, 3 wool), move the robber, steal if there is someone to rob, play Year of Plenty for brick
and grain, offer 2 wool for 1 ore to everyone (counted until the offer is sent).
Aquatica (solo): turn A plays the Sea Horse, scouts and keeps 4 of the 6 locations, places the
Ichthyander, pays with a manta, conquers, ends the turn; turn B plays the Wave Reader, raises 2 and
ends the turn.

Before (ee4662e, one engine action per click):
    catan: 15 clicks  (discard 6 of 13: 6; robber: 1; Year of Plenty: 3; offer 2 wool for 1 ore: 5)
    aquatica: 13 clicks  (A: play Sea Horse, scout: 2; A: keep 4 of 6: 2; A: Ichthyander, manta,
              conquer: 3; A: end turn: 1; B: play Wave Reader, raise 2: 3; B: score, end turn: 2)
    aquatica, scout keeping the suggested 4: 4 clicks  (play, scout: 2; keep 4: 2)
After (the composers of issue 16 §1):
    catan: 6 clicks  (discard 6 of 13: 1; robber: 1; Year of Plenty: 2; offer 2 wool for 1 ore: 2 —
           the suggested offer asks for brick: one chip to ask for ore, then the offer)
    aquatica: 12 clicks  (… keep 4 of 6: 2 — this reference keeps other cards than the suggestion,
              so the single Discard buttons stay cheapest; … raise 2: 2 with "+2"; …)
    aquatica, scout keeping the suggested 4: 3 clicks  (play, scout: 2; keep 4 as suggested: 1)
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "py"))

import serve  # noqa: E402
from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402
from ui import urls  # noqa: E402
from ui.saves import dump_record, make_record  # noqa: E402

Step = tuple[str, list[dict], tuple[str, object] | None]  # (name, actions, (compose key, target) or None)


# --- positions ------------------------------------------------------------------------------------


def _roll(match: Match, total: int) -> None:
    match.rng.force(total // 2 - 1, total - total // 2 - 1)
    match.apply({"type": "roll"})


def _after_roll(match: Match, total: int) -> Match:
    copy = Match.from_json(match.to_json())
    _roll(copy, total)
    return copy


def catan_position(seed: int = 5, cards: int = 13) -> Match:
    """Three seats, random set-up; forced rolls feed seat 0 (the others stay under 8 cards) until it
    holds `cards` cards and a Year of Plenty bought on an earlier turn; then it rolls a 7."""
    m = Match.new("catan", 3, seed, {"setup": "variable"})
    r = Rng(seed)
    while m.state["phase"].startswith("setup"):
        legal = m.legal_actions()
        m.apply(legal[r.below(len(legal))])
    bought = False
    for _ in range(300):
        st = m.state
        seat = m.current_player()
        if st["phase"] == "pre_roll":
            if seat == 0 and bought and not st["dev_new"][0] and sum(st["hands"][0]) == cards:
                _roll(m, 7)
                return m
            best: tuple[float, int] | None = None
            for total in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
                t = _after_roll(m, total)
                hands = t.state["hands"]
                if any(sum(h) > 7 for h in hands[1:]) or sum(hands[0]) > cards or t.state["phase"] != "main":
                    continue
                score = sum((a - b) / (1 + b) for a, b in zip(hands[0], st["hands"][0], strict=True))
                if best is None or score > best[0]:
                    best = (score, total)
            assert best is not None
            _roll(m, best[1])
            continue
        if seat == 0 and not bought and {"type": "buy_dev"} in m.legal_actions():
            m.rng.force(st["deck"].index("year_of_plenty"))
            m.apply({"type": "buy_dev"})
            bought = True
            continue
        m.apply({"type": "end_turn"})
    raise RuntimeError("no reference position for this seed")


def catan_steps(m: Match) -> list[Step]:
    """The reference turn, step by step (the later steps depend on the mirror's position then)."""
    discard = [0, 3, 3, 0, 0]
    names = ("brick", "lumber", "wool", "grain", "ore")
    return [
        ("discard 6 of 13", [{"type": "discard", "resource": names[i]} for i in range(5) for _ in range(discard[i])],
         ("discard", discard)),
        ("robber", [], None),  # filled in when reached (the first hex, then a steal if offered)
        ("Year of Plenty", [{"type": "play_dev", "card": "year_of_plenty"}, {"type": "pick", "resource": "brick"},
                            {"type": "pick", "resource": "grain"}], ("plenty", [1, 0, 0, 1, 0])),
        ("offer 2 wool for 1 ore", [{"type": "trade_open"}] + [
            {"type": "trade_edit", "side": "give", "resource": "wool", "delta": 1}] * 2 + [
            {"type": "trade_edit", "side": "get", "resource": "ore", "delta": 1}, {"type": "trade_send"}],
         ("offer", {"give": [0, 0, 2, 0, 0], "get": [0, 0, 0, 0, 1]})),
    ]


def aquatica_position(seed: int = 5) -> Match:
    m = Match.new("aquatica", 1, seed, {})
    m.apply(m.legal_actions()[0])  # the king
    return m


# Played between the two reference turns (not counted): a few turns that leave a location with depths.
_BETWEEN = [
    {"type": "play", "card": "king1"}, {"type": "use_manta", "manta": 0}, {"type": "use_manta", "manta": 3},
    {"type": "buy", "loc": "L05"}, {"type": "raise", "slot": 1}, {"type": "use_manta", "manta": 2},
    {"type": "raise", "slot": 1}, {"type": "use_depth", "slot": 1}, {"type": "take_back", "card": "king1"},
    {"type": "end_turn"}, {"type": "play", "card": "agent_of_the_blue_water"}, {"type": "hire", "slot": 1},
    {"type": "end_turn"}, {"type": "play", "card": "king1"}, {"type": "end_turn"},
    {"type": "play", "card": "legionnaire"}, {"type": "use_manta", "manta": 4}, {"type": "conquer", "loc": "L19"},
    {"type": "end_turn"},
]

AQUATICA_A: list[Step] = [
    ("A: play Sea Horse, scout", [{"type": "play", "card": "sea_horse"}, {"type": "scout"}], None),
    ("A: keep 4 of 6", [{"type": "scout_drop", "loc": "L11"}, {"type": "scout_drop", "loc": "L48"}],
     ("scout_drop", ["L11", "L48"])),
    ("A: Ichthyander, manta, conquer", [{"type": "ichthy", "goal": 0}, {"type": "use_manta", "manta": 1},
                                        {"type": "conquer", "loc": "L15"}], None),
    ("A: end turn", [{"type": "end_turn"}], None),
]
AQUATICA_B: list[Step] = [
    ("B: play Wave Reader, raise 2", [{"type": "play", "card": "wave_reader"}, {"type": "raise", "slot": 2},
                                      {"type": "raise", "slot": 2}], None),
    ("B: score, end turn", [{"type": "score", "slot": 0}, {"type": "end_turn"}], None),
]


def aquatica_second_position() -> Match:
    """Where turn B starts: turn A and the turns of _BETWEEN played."""
    m = aquatica_position()
    for _, actions, _ in AQUATICA_A:
        for action in actions:
            m.apply(action)
    for action in _BETWEEN:
        m.apply(action)
    return m


# --- the clicker ----------------------------------------------------------------------------------


def _distance(a: object, b: object) -> int:
    """Clicks a composer needs from state a to state b: +/− per unit, one toggle per item."""
    if isinstance(a, dict) and isinstance(b, dict):
        return sum(_distance(a.get(k), b.get(k)) for k in set(a) | set(b))
    if isinstance(a, list) and isinstance(b, list) and all(isinstance(x, int) for x in a + b):
        return sum(abs(x - y) for x, y in zip(a, b, strict=False)) + abs(len(a) - len(b)) * 99
    if isinstance(a, list) and isinstance(b, list):
        return len(set(map(str, a)) ^ set(map(str, b)))
    return 0 if a == b else 99


class Clicker:
    def __init__(self, page, mirror: Match) -> None:
        self.page = page
        self.mirror = mirror
        self.clicks = 0

    def _wait(self, count: int) -> None:
        self.page.wait_for_function("c => document.documentElement.dataset.actionCount === String(c)",
                                    arg=count, timeout=20_000)

    def _handoff(self) -> None:
        button = self.page.locator("[data-testid='handoff-continue']")
        if button.count():
            button.click()
            self.page.wait_for_timeout(100)

    def _sequences(self) -> list[tuple[object, list[dict]]]:
        out = []
        for element in self.page.locator("main [data-action-seq]:visible").all():
            if element.is_enabled():
                out.append((element, json.loads(element.get_attribute("data-action-seq") or "[]")))
        return out

    def run(self, actions: list[dict], compose: tuple[str, object] | None) -> int:
        """Play `actions` by the fewest clicks on offer; the clicks it took."""
        before = self.clicks
        left = list(actions)
        while left:
            self._handoff()
            best = None
            for element, seq in self._sequences():
                if len(seq) >= 2 and sorted(map(json.dumps, seq)) == sorted(map(json.dumps, left[:len(seq)])):
                    if best is None or len(seq) > len(best[1]):
                        best = (element, seq)
            if best is not None:
                element, seq = best
                element.click()
                self.clicks += 1
                for action in seq:
                    self.mirror.apply(action)
                self._wait(len(self.mirror.log))
                left = left[len(seq):]
                continue
            if compose is not None and self._adjust(compose, len(left)):
                continue
            index = self.mirror.legal_actions().index(left[0])
            self.page.locator(f"main [data-action-index='{index}']").first.click()
            self.clicks += 1
            self.mirror.apply(left.pop(0))
            self._wait(len(self.mirror.log))
        return self.clicks - before

    def _adjust(self, compose: tuple[str, object], fine: int) -> bool:
        """One click on a composer control toward the target, if that way is cheaper."""
        key, target = compose
        root = self.page.locator(f"main [data-compose-key='{key}']")
        if not root.count():
            return False
        state = json.loads(root.first.get_attribute("data-compose-state") or "null")
        gap = _distance(state, target)
        if gap == 0 or gap + 1 >= fine:
            return False
        best = None
        for control in root.first.locator("[data-cmd='compose']").all():
            if not control.is_visible() or not control.is_enabled():
                continue
            after = _distance(json.loads(control.get_attribute("data-arg") or "{}").get(key), target)
            if after < gap and (best is None or after < best[0]):
                best = (after, control)
        if best is not None:
            best[1].click()
            self.clicks += 1
            self.page.wait_for_function(
                "([k, s]) => { const r = document.querySelector(`main [data-compose-key='${k}']`);"
                " return r && r.dataset.composeState !== s; }",
                arg=[key, json.dumps(state, separators=(",", ":"))], timeout=10_000)
            return True
        return False


def _open(page, base: str, match: Match, names: list[str]) -> None:
    seats = [{"name": n, "kind": "human"} for n in names]
    record = make_record(match, seats, "standard", None, "bench", time.time() * 1000)
    page.goto("about:blank")  # (a new load: the address may differ from the page's only in its fragment)
    page.goto(base + "/" + urls.shared_address("en", False, dump_record(record)))
    page.wait_for_selector("html[data-ready='true']", timeout=120_000)
    page.wait_for_function("c => document.documentElement.dataset.actionCount === String(c)",
                           arg=len(match.log), timeout=60_000)


def _catan(page, base: str) -> list[tuple[str, int]]:
    start = catan_position()
    mirror = Match.from_json(start.to_json())
    _open(page, base, start, ["Ana", "Bo", "Cy"])
    clicker = Clicker(page, mirror)
    out = []
    for name, actions, compose in catan_steps(mirror):
        if name == "robber":
            actions = [mirror.legal_actions()[0]]
            twin = Match.from_json(mirror.to_json())
            twin.apply(actions[0])
            if twin.state["phase"] == "steal":
                actions.append(twin.legal_actions()[0])
        out.append((name, clicker.run(actions, compose)))
    return out


AQUATICA_SUGGESTED: list[Step] = [  # keep 4 taking the page's suggestion (the fewest points, then the dearest)
    AQUATICA_A[0],
    ("A': keep 4 as suggested", [{"type": "scout_drop", "loc": "L48"}, {"type": "scout_drop", "loc": "L05"}],
     ("scout_drop", ["L48", "L05"])),
]


def _aquatica(page, base: str, suggested: bool = False) -> list[tuple[str, int]]:
    out = []
    runs = ((aquatica_position(), AQUATICA_SUGGESTED),) if suggested else (
        (aquatica_position(), AQUATICA_A), (aquatica_second_position(), AQUATICA_B))
    for start, steps in runs:
        mirror = Match.from_json(start.to_json())
        _open(page, base, start, ["Ana"])
        clicker = Clicker(page, mirror)
        out += [(name, clicker.run(actions, compose)) for name, actions, compose in steps]
    return out


def main() -> int:
    from playwright.sync_api import sync_playwright

    server = serve.make_server(port=0, quiet=True)
    serve.start_in_thread(server)
    base = serve.base_url(server)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for game, run in (("catan", _catan), ("aquatica", _aquatica),
                          ("aquatica, scout keeping the suggested 4", lambda pg, b: _aquatica(pg, b, True))):
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            steps = run(page, base)
            total = sum(n for _, n in steps)
            print(f"{game}: {total} clicks  (" + "; ".join(f"{name}: {n}" for name, n in steps) + ")")
            page.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
