"""Goals: the four printed on the board and the ten on the expert tokens (§목표, §목표 토큰)."""

from __future__ import annotations

from . import board
from .data_files import LOCATIONS, conquer_effects


def achieved(state: dict, seat: int, goal: str) -> bool:
    player = state["players"][seat]
    slots = [slot for slot in player["slots"] if slot]
    scored = player["scored"]
    wild = sum(1 for manta in player["mantas"] if manta["wild"])
    kinds_all = [LOCATIONS[s["loc"]]["kind"] for s in slots] + [LOCATIONS[loc]["kind"] for loc in scored]
    checks = {
        "hand8": lambda: len(player["hand"]) >= 8,  # the king counts (§목표)
        "slots5": lambda: len(slots) == 5,
        "scored3": lambda: len(scored) >= 3,
        "wild2": lambda: wild >= 2,
        "locations11": lambda: len(slots) + len(scored) >= 11,
        "scored_vp15": lambda: sum(LOCATIONS[loc]["vp"] for loc in scored) >= 15,
        "wild3": lambda: wild >= 3,
        "discard_all_but_one": lambda: len(player["hand"]) == 1,
        "scored_four_kinds": lambda: len({LOCATIONS[loc]["kind"] for loc in scored}) >= 4,
        "same_kind4": lambda: any(kinds_all.count(kind) >= 4 for kind in set(kinds_all)),
        "discard10": lambda: len(player["discard"]) >= 10,
        "conquer_cards5": lambda: sum(conquer_effects(c) for c in player["hand"] + player["discard"]) >= 5,
        "fully_risen5": lambda: len(slots) == 5 and all(board.fully_raised(s) for s in slots),
        "hire_for5": lambda: player["hired_for5"],
    }
    return checks[goal]()
