"""The clan board (rulebook 인물, 클랜 마커, 클랜 판; appendix 2).

A marker goes on an empty clan field; its owner pays the coins printed on the roads of a path from
that field to the Start field or to any field already holding a marker (anyone's). We charge the
cheapest such path: no one would pay more. Each field takes one marker for the game; Douglas takes
one per player.
"""

from __future__ import annotations

import heapq

from .data_files import CLANS, ROADS, START_FIELD

MULTI = frozenset({"douglas"})
GRAPH: dict[str, list[tuple[str, int]]] = {}
for _road in ROADS:
    GRAPH.setdefault(_road["a"], []).append((_road["b"], _road["cost"]))
    GRAPH.setdefault(_road["b"], []).append((_road["a"], _road["cost"]))


def marked(state: dict) -> set[str]:
    return {field for field, owners in state["clans"].items() if owners}


def path_cost(state: dict, field: str) -> int:
    """The cheapest road cost from `field` to Start or to another field holding a marker."""
    sources = (marked(state) | {START_FIELD}) - {field}
    best = {field: 0}
    heap = [(0, field)]
    while heap:
        cost, here = heapq.heappop(heap)
        if here in sources:
            return cost
        if cost > best[here]:
            continue
        for there, price in GRAPH.get(here, ()):
            if cost + price < best.get(there, 1 << 30):
                best[there] = cost + price
                heapq.heappush(heap, (cost + price, there))
    return 1 << 30


def open_fields(state: dict, seat: int) -> list[tuple[str, int]]:
    """(field, coins) the player may mark now: empty (Douglas: not yet by them), affordable."""
    player = state["players"][seat]
    if player["markers"] <= 0:
        return []
    out = []
    for field in CLANS:
        owners = state["clans"].get(field, [])
        if owners and (field not in MULTI or seat in owners):
            continue
        cost = path_cost(state, field) + extra_cost(state, seat, field)
        if cost <= player["coins"]:
            out.append((field, cost))
    return out


def extra_cost(state: dict, seat: int, field: str) -> int:
    """Coins a chronicle adds to a field (Peggy McWonder's tokens, chronicle 8)."""
    from .chronicles import modify

    return modify(state, seat, "clan_extra", {"field": field}, 0)
