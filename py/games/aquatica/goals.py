"""Goals: the four printed on the board and the ten on the expert tokens (§목표, §목표 토큰)."""

from __future__ import annotations

from collections.abc import Callable

from . import board
from .data_files import LOCATIONS, conquer_effects


def _wild(player: dict) -> int:
    return sum(1 for manta in player["mantas"] if manta["wild"])


def _same_kind4(player: dict) -> bool:
    kinds = [LOCATIONS[s["loc"]]["kind"] for s in board.occupied(player)] + [LOCATIONS[loc]["kind"] for loc in player["scored"]]
    return any(kinds.count(kind) >= 4 for kind in set(kinds))


def _fully_risen5(player: dict) -> bool:
    slots = board.occupied(player)
    return len(slots) == 5 and all(board.fully_raised(s) for s in slots)


# Each goal's test reads only what it needs: the playouts ask for every goal at every turn.
_CHECKS: dict[str, Callable[[dict], bool]] = {
    "hand8": lambda p: len(p["hand"]) >= 8,  # the king counts (§목표)
    "slots5": lambda p: len(board.occupied(p)) == 5,
    "scored3": lambda p: len(p["scored"]) >= 3,
    "wild2": lambda p: _wild(p) >= 2,
    "locations11": lambda p: len(board.occupied(p)) + len(p["scored"]) >= 11,
    "scored_vp15": lambda p: sum(LOCATIONS[loc]["vp"] for loc in p["scored"]) >= 15,
    "wild3": lambda p: _wild(p) >= 3,
    "discard_all_but_one": lambda p: len(p["hand"]) == 1,
    "scored_four_kinds": lambda p: len({LOCATIONS[loc]["kind"] for loc in p["scored"]}) >= 4,
    "same_kind4": _same_kind4,
    "discard10": lambda p: len(p["discard"]) >= 10,
    "conquer_cards5": lambda p: sum(conquer_effects(c) for c in p["hand"] + p["discard"]) >= 5,
    "fully_risen5": _fully_risen5,
    "hire_for5": lambda p: p["hired_for5"],
}


def achieved(state: dict, seat: int, goal: str) -> bool:
    return _CHECKS[goal](state["players"][seat])
