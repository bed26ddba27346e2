"""The bots' feast: the first decision of the cheapest fill (`feast_plan.plan`, rulebook pp.10-11)."""

from __future__ import annotations

from ..banquet import spans
from ..feast_plan import LEAVE, NODE_CAP, SILVER, eat_cost, plan

RUSHED_CAP = 200  # with no time left (a spent budget): a rough fill
# The fill's first action by everything `plan` reads (the food and silver, the row, the cap). The play-outs
# of one decision meet the same feast again and again (the same harvest, the same food), and every serve
# plans afresh: nine plans in ten were repeats, a tenth of a search's time (issue 14, forty-eighth pass).
_FIRST: dict[tuple, dict | None] = {}
MEMO_CAP = 50_000

__all__ = ["LEAVE", "NODE_CAP", "RUSHED_CAP", "SILVER", "eat_cost", "feast_action", "first_of_plan", "plan"]


def feast_action(state: dict, prompt: dict, legal: list[dict], cap: int = NODE_CAP) -> dict:
    """The first decision of the cheapest fill (recomputed from the position at every decision;
    `cap` bounds the search's nodes)."""
    player = state["players"][prompt["seat"]]
    if prompt["end"] - prompt["pos"] <= 0:
        return next((a for a in legal if a["type"] == "end_feast"), legal[0])
    first = first_of_plan(player, prompt, cap)
    if first is not None and first in legal:
        return next(a for a in legal if a == first)  # (legal's own copy: the memo's is never handed out)
    serves = [a for a in legal if a["type"] == "serve"]
    if serves:
        return max(serves, key=lambda a: spans(a["good"])[a["lay"]] if a["good"] != "silver" else 0.5)
    return next((a for a in legal if a["type"] == "end_feast"), legal[0])


def first_of_plan(player: dict, prompt: dict, cap: int = NODE_CAP) -> dict | None:
    """The first action of `plan`'s cheapest fill of the feast `prompt` (None when it has none), memoised."""
    key = (tuple(sorted((good, n) for good, n in player["goods"].items() if n)), player["silver"], prompt["pos"],
           prompt["end"], prompt["last"], tuple(prompt["long"]), tuple(prompt["barred"]), cap)
    if key in _FIRST:
        return _FIRST[key]
    _cost, actions = plan(player["goods"], player["silver"], prompt["pos"], prompt["end"], prompt["last"],
                          prompt["long"], prompt["barred"], cap=cap)
    if len(_FIRST) > MEMO_CAP:
        _FIRST.clear()
    found = _FIRST[key] = actions[0] if actions else None
    return found
