"""As-soon-as occupations (green background, decks B and C): once, the first time their condition
holds, whether already true when played or later (rulebook p.22)."""

from __future__ import annotations

from .ops import metric
from .registry import card_state_of, gain, hook


@hook(181, "check")  # Sail Patcher: 3 large ships -> 3/2/1 wool by income at most 4/9/30
def _sail_patcher(state: dict, seat: int, ctx: dict) -> list[dict]:
    memory = card_state_of(state, seat, 181)
    if memory.get("done") or metric(state, seat, "large_ships") < 3:
        return []
    memory["done"] = True
    from ..placement import income

    paid = sum(income(board) for board in state["players"][seat]["boards"])
    wool = 3 if paid <= 4 else 2 if paid <= 9 else 1
    return [gain(wool=wool)]
