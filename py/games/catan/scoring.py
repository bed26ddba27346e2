"""Victory points, Longest Road and Largest Army (§가장 긴 도로, §가장 큰 군대, §승점)."""

from __future__ import annotations

from . import board
from .data_files import LARGEST_ARMY_MIN, LONGEST_ROAD_MIN, PIECES

_EDGE_NODES = board.EDGE_NODES
_NODE_EDGES = board.NODE_EDGES


def longest_road(state: dict, seat: int) -> int:
    """Length of the seat's longest continuous road.

    A road is a trail: no path segment counts twice, branches do not add, a loop counts in full
    (the official reading of "연속적인 도로"). An opponent's settlement or city on an intersection
    breaks the road there (§가장 긴 도로, 주의).
    """
    owner = state["edge_owner"]
    node_owner = state["node_owner"]
    mine = [e for e, o in enumerate(owner) if o == seat]
    if not mine:
        return 0
    best = 0
    used = set()

    def walk(node: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and node_owner[node] not in (-1, seat):
            return
        for e in _NODE_EDGES[node]:
            if owner[e] == seat and e not in used:
                used.add(e)
                a, b = _EDGE_NODES[e]
                walk(b if a == node else a, length + 1)
                used.discard(e)

    for node in _starts(mine, owner, node_owner, seat):
        walk(node, 0)
        if best == len(mine):
            break
    return best


def _starts(mine: list[int], owner: list[int], node_owner: list[int], seat: int) -> list[int]:
    """Where the longest trail can start: in every connected piece of the seat's roads, its dead
    ends, forks and intersections with an opponent's building; a piece with none of those is a
    plain closed loop, and one of its intersections will do.

    (A longest trail starting at a plain pass-through intersection must come back to it, so it is
    closed and can be started at any fork on it; with no fork on it, it is its whole piece.) Each
    piece needs a start of its own: a loop beside another road once went unwalked.
    """
    degree: dict[int, int] = {}
    for e in mine:
        for n in _EDGE_NODES[e]:
            degree[n] = degree.get(n, 0) + 1
    starts = [n for n, d in degree.items() if d != 2 or node_owner[n] not in (-1, seat)]
    reached: set[int] = set()

    def flood(node: int) -> None:
        reached.add(node)
        stack = [node]
        while stack:
            here = stack.pop()
            for e in _NODE_EDGES[here]:
                if owner[e] == seat:
                    a, b = _EDGE_NODES[e]
                    there = b if a == here else a
                    if there not in reached:
                        reached.add(there)
                        stack.append(there)

    for node in starts:
        if node not in reached:
            flood(node)
    for node in degree:
        if node not in reached:
            starts.append(node)
            flood(node)
    return starts


def update_longest_road(state: dict, seats: list[int]) -> None:
    """Recount the given seats' roads and move the Longest Road card by the rules.

    - Nobody holds it below 5 segments.
    - A challenger takes it only with strictly more segments than the holder (ties keep it).
    - If the holder's road is broken and the holder is no longer longest: the sole longest road of
      5+ takes the card; a tie among others (or nobody at 5+) sets the card aside.
    """
    lengths = state["road_length"]
    for seat in seats:
        lengths[seat] = longest_road(state, seat)
    holder = state["longest"]
    top = max(lengths)
    leaders = [s for s, length in enumerate(lengths) if length == top]
    if holder >= 0 and lengths[holder] == top and top >= LONGEST_ROAD_MIN:
        return
    state["longest"] = leaders[0] if top >= LONGEST_ROAD_MIN and len(leaders) == 1 else -1


def update_largest_army(state: dict, seat: int) -> None:
    """First to 3 played knights; another player must exceed the holder's count to take it."""
    knights = state["knights"]
    holder = state["army"]
    if knights[seat] >= LARGEST_ARMY_MIN and (holder < 0 or knights[seat] > knights[holder]):
        state["army"] = seat


def public_vp(state: dict, seat: int) -> int:
    """Points everyone can see: buildings, special cards, revealed victory point cards."""
    # Pieces off the board are on it: every settlement not in the supply scores 1, every city 2.
    settlements_left, cities_left, _ = state["pieces"][seat]
    points = (PIECES["settlement"] - settlements_left) + 2 * (PIECES["city"] - cities_left)
    points += 2 * (state["longest"] == seat) + 2 * (state["army"] == seat)
    return points + state["vp_revealed"][seat]


def total_vp(state: dict, seat: int) -> int:
    """All points, hidden victory point cards included (what decides the game)."""
    hidden = state["dev"][seat].count("victory_point") - state["vp_revealed"][seat]
    return public_vp(state, seat) + hidden
