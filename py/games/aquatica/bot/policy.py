"""A fast, sensible Aquatica policy: the easy bot, and the playout policy of the searching bots.

Each legal action gets a priority (what a thoughtful beginner would do first) plus a little noise,
and the highest wins. It reads only the acting player's own things and the public rows.

Solo, the game lasts until the Ichthyanders have placed their four mantas, one for each Matrona
played and each scout (§솔로 플레이 모드): so the policy plays Matrona only when the hand holds
nothing else, rarely scouts, and puts an Ichthyander manta first on a goal the player has already
claimed (where it costs nothing), then on the goal the player is furthest from.
"""

from __future__ import annotations

from core.rng import Rng

from .. import board
from ..data_files import LOCATIONS

BASE = {
    "claim": 100.0, "score": 60.0, "pick_king": 5.0, "conquer": 40.0, "buy": 40.0, "rise_full": 30.0,
    "raise": 25.0, "hire": 18.0, "take_back": 12.0, "use_depth": 14.0, "use_manta": 13.0, "play": 10.0,
    "scout": 6.0, "scout_drop": 5.0, "ichthy": 5.0, "skip": 2.0, "decline": 1.0, "end_turn": 0.0,
}


def _slot_of(state: dict, action: dict) -> dict | None:
    player = state["players"][state["actor"]]
    return player["slots"][action["slot"]] if 0 <= action["slot"] < len(player["slots"]) else None


def priority(state: dict, action: dict) -> float:
    kind = action["type"]
    value = BASE.get(kind, 3.0)
    solo = state["solo"]
    if kind == "play":
        if action["card"] == "matrona":
            hand = state["players"][state["actor"]]["hand"]
            others = sum(1 for card in hand if card != "matrona")
            value = 2.0 if others else 10.0
            if solo and others:
                value = -5.0
    elif kind == "scout" and solo:
        value = 0.5
    elif kind == "ichthy":
        player = state["players"][state["actor"]]
        if action["goal"] in player["goals"]:
            value += 30.0
        else:
            value += 5.0 * len(state["tracks"][action["goal"]])
    elif kind in ("conquer", "buy"):
        value += 3.0 * LOCATIONS[action["loc"]]["vp"]
    elif kind == "score":
        slot = _slot_of(state, action)
        value += 3.0 * LOCATIONS[slot["loc"]]["vp"] if slot else 0.0
    elif kind in ("raise", "rise_full"):
        slot = _slot_of(state, action)
        if slot:
            left = len(board.cells(slot)) - slot["depth"]
            value += 8.0 / max(1, left) + LOCATIONS[slot["loc"]]["vp"]
    elif kind == "scout_drop":
        value -= LOCATIONS[action["loc"]]["vp"]
    return value


def policy(state: dict, legal: list[dict], rng: Rng) -> dict:
    best, best_value = legal[0], float("-inf")
    for action in legal:
        value = priority(state, action) + rng.below(1000) * 0.012
        if value > best_value:
            best, best_value = action, value
    return best
