"""The four scorings and the final scoring (rulebook 4. 게임 종료).

Each category compares everyone with the player who has the least: the difference scores
0, 1, 2, 3, 5, 8 VP (8 from 5 up). Categories: Scotsmen on one's home castle (Castle Moil: double),
landmark cards, whisky casks, person tiles (David Hume counts 2). After the fourth: −3 VP per
territory tile above the smallest territory, +1 VP per coin (Armadale Castle: the first 8 twice),
and the landmark cards' end-game points. Ties: the most resources left, then shared.
Chronicles hook in through the modifiers `category` (a category's value), `category_vp` (ctx
{"name", "difference"}: the VP for a difference, e.g. chronicle 6's event tables) and `coin_vp`,
and add their end-game points at the moment `final` (ctx {"result"}: they may record their part in
it, e.g. chronicle 7's clan-gathering cards; rng is None there).
"""

from __future__ import annotations

from . import territory as terr
from .chronicles import modify, react
from .data_files import TILES

DIFFERENCE_VP = (0, 1, 2, 3, 5, 8)
CATEGORIES = ("castle", "landmarks", "whisky", "persons")


def difference_vp(difference: int) -> int:
    return DIFFERENCE_VP[min(difference, len(DIFFERENCE_VP) - 1)]


def category_values(state: dict) -> dict[str, list[int]]:
    out = {}
    for name in CATEGORIES:
        values = []
        for seat, p in enumerate(state["players"]):
            if name == "castle":
                value = p["land"]["1,0"]["scots"] * (2 if "castle_moil" in p["landmarks"] else 1)
            elif name == "landmarks":
                value = len(p["landmarks"])
            elif name == "whisky":
                value = p["whisky"]
            else:
                value = sum(TILES[person].get("counts_as", 1) for person in p["persons"])  # Hume: 2
            values.append(modify(state, seat, "category", {"name": name}, value))
        out[name] = values
    return out


def scoring(state: dict, events: list) -> dict:
    """One of the four scorings: VP per category against the least."""
    values = category_values(state)
    result = {"round": len(state["scorings"]) + 1, "values": values, "vp": {}}
    for name, row in values.items():
        least = min(row)
        gains = [modify(state, seat, "category_vp", {"name": name, "difference": v - least}, difference_vp(v - least))
                 for seat, v in enumerate(row)]  # a chronicle may score a category by its own table
        result["vp"][name] = gains
        for seat, vp in enumerate(gains):
            state["players"][seat]["vp"] += vp
    state["scorings"].append(result)
    events.append({"type": "scoring", "round": result["round"], "vp": result["vp"]})
    return result


def final(state: dict, events: list) -> dict:
    """After the fourth scoring: territory size, coins, end-game landmark points."""
    sizes = [terr.tile_count(p["land"]) for p in state["players"]]
    least = min(sizes)
    result = {"territory": [], "coins": [], "landmarks": []}
    for seat, p in enumerate(state["players"]):
        territory = -3 * (sizes[seat] - least)
        coins = modify(state, seat, "coin_vp", {}, p["coins"])
        extra = min(p["coins"], 8) if "armadale_castle" in p["landmarks"] else 0
        for key, vp in (("territory", territory), ("coins", coins), ("landmarks", extra)):
            result[key].append(vp)
            p["vp"] += vp
    react(state, -1, "final", {"result": result}, None, events)
    state["final"] = result
    events.append({"type": "final_scoring", **result})
    return result


def winners(state: dict) -> list[int]:
    best = max(p["vp"] for p in state["players"])
    top = [s for s, p in enumerate(state["players"]) if p["vp"] == best]
    left = {s: sum(terr.resources(state["players"][s]["land"]).values()) for s in top}
    most = max(left.values())
    return [s for s in top if left[s] == most]
