"""The bots' feast: the first decision of the cheapest fill (`feast_plan.plan`, rulebook pp.10-11)."""

from __future__ import annotations

from functools import lru_cache

from ..banquet import spans
from ..feast_plan import LEAVE, NODE_CAP, SILVER, eat_cost, plan

RUSHED_CAP = 200  # with no time left (a spent budget): a rough fill

__all__ = ["LEAVE", "NODE_CAP", "RUSHED_CAP", "SILVER", "eat_cost", "feast_action", "first_of_plan", "plan"]


def feast_action(state: dict, prompt: dict, legal: list[dict], cap: int = NODE_CAP) -> dict:
    """The first decision of the cheapest fill (planned from the position at every decision, memoised:
    `first_of_plan`; `cap` bounds the search's nodes)."""
    player = state["players"][prompt["seat"]]
    if prompt["end"] - prompt["pos"] <= 0:
        return next((a for a in legal if a["type"] == "end_feast"), legal[0])
    first = first_of_plan(player, prompt, cap)
    found = next((a for a in legal if a == first), None)  # (legal's own copy: the memo's is never handed out)
    if found is not None:
        return found
    serves = [a for a in legal if a["type"] == "serve"]
    if serves:
        return max(serves, key=lambda a: spans(a["good"])[a["lay"]] if a["good"] != "silver" else 0.5)
    return next((a for a in legal if a["type"] == "end_feast"), legal[0])


def first_of_plan(player: dict, prompt: dict, cap: int = NODE_CAP) -> dict | None:
    """The first action of `plan`'s cheapest fill of the feast `prompt` (None when it has none). Memoised on
    everything `plan` reads (the food and silver, the row, the cap): the play-outs of one decision meet the
    same feast again and again (the same harvest, the same food), and each serve plans afresh; nine plans in
    ten were repeats, a tenth of a search's time (issue 14, forty-eighth pass)."""
    goods = tuple(sorted((good, n) for good, n in player["goods"].items() if n))
    return _first(goods, player["silver"], prompt["pos"], prompt["end"], prompt["last"], tuple(prompt["long"]),
                  tuple(prompt["barred"]), cap)


@lru_cache(maxsize=50_000)
def _first(goods: tuple, silver: int, pos: int, end: int, last: str | None, longs: tuple, barred: tuple,
           cap: int) -> dict | None:
    _cost, actions = plan(dict(goods), silver, pos, end, last, list(longs), list(barred), cap=cap)
    return actions[0] if actions else None
