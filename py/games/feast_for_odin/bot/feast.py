"""The bots' feast: the first decision of the cheapest fill (`feast_plan.plan`, rulebook pp.10-11)."""

from __future__ import annotations

from ..banquet import spans
from ..feast_plan import LEAVE, NODE_CAP, SILVER, eat_cost, plan

RUSHED_CAP = 200  # with no time left (a spent budget): a rough fill

__all__ = ["LEAVE", "NODE_CAP", "RUSHED_CAP", "SILVER", "eat_cost", "plan", "feast_action"]


def feast_action(state: dict, prompt: dict, legal: list[dict], cap: int = NODE_CAP) -> dict:
    """The first decision of the cheapest fill (recomputed from the position at every decision;
    `cap` bounds the search's nodes)."""
    player = state["players"][prompt["seat"]]
    if prompt["end"] - prompt["pos"] <= 0:
        return next((a for a in legal if a["type"] == "end_feast"), legal[0])
    _cost, actions = plan(player["goods"], player["silver"], prompt["pos"], prompt["end"], prompt["last"],
                          prompt["long"], prompt["barred"], cap=cap)
    for action in actions[:1]:
        if action in legal:
            return action
    serves = [a for a in legal if a["type"] == "serve"]
    if serves:
        return max(serves, key=lambda a: spans(a["good"])[a["lay"]] if a["good"] != "silver" else 0.5)
    return next((a for a in legal if a["type"] == "end_feast"), legal[0])
