"""The feast filler: the cheapest way to fill the open banquet spaces (rulebook pp.10-11).

Each open space takes food or a silver coin, or costs a Thing penalty (−3). Tiles lie along their
long or short side (one tile of each kind lengthwise), orange never next to orange, red never next
to red. A small exact search over the row (memoised on position, last colour and what is left)
finds the fill of least cost, where a tile's cost is what keeping it would be worth: orange food
is cheap (harvests bring more), red food less so (it upgrades into a board tile), animals dear
(points and breeding), a silver coin 1 point, an empty space 3.

Used by the bots' feast policy and by the screen's 'auto-fill the feast' suggestion (one click
that serves the whole plan); it decides nothing in the rules.
"""

from __future__ import annotations

from .banquet import food_kind, spans
from .data_files import GOODS

LEAVE = 3.0
SILVER = 1.0
NODE_CAP = 5_000


def eat_cost(good: str) -> float:
    info = GOODS[good]
    w, h = info["size"]
    if info.get("animal"):
        return info.get("vp", 2) + 3.5
    if info["color"] == "orange":
        return 0.35 + 0.06 * w * h
    return 0.6 + 0.12 * w * h


def plan(goods: dict, silver: int, pos: int, end: int, last: str | None, longs: list[str],
         barred: list[str], allowed_long: int = 1, cap: int = NODE_CAP) -> tuple[float, list[dict]]:
    """(cost, actions) of the cheapest fill of spaces pos..end."""
    kinds = sorted(g for g, n in goods.items() if n > 0 and GOODS[g]["color"] in ("orange", "red")
                   and g not in barred)
    counts0 = tuple(goods[g] for g in kinds)
    long_kinds = sorted({food_kind(g) for g in kinds})
    longs0 = tuple(longs.count(k) for k in long_kinds)
    # Each kind's lookups done once, not at every node of the search (the bots' play-outs plan a
    # feast serve by serve): (index, colour, cost, [(length, lengthwise slot or -1, action)]).
    table = []
    for i, good in enumerate(kinds):
        sp = spans(good)
        slot = long_kinds.index(food_kind(good))
        lays = [(length, slot if lay == "long" and "short" in sp else -1, {"type": "serve", "good": good, "lay": lay})
                for lay, length in sp.items()]
        table.append((i, GOODS[good]["color"], eat_cost(good), lays))
    end_feast = {"type": "end_feast"}
    coin = {"type": "serve", "good": "silver", "lay": "long"}
    leave = {"type": "leave"}
    memo: dict = {}
    nodes = [0]

    def solve(p: int, last: str | None, counts: tuple, used_long: tuple, silver: int) -> tuple[float, list]:
        room = end - p
        if room <= 0:
            return 0.0, []
        key = (p, last, counts, used_long, min(silver, room))
        found = memo.get(key)
        if found is not None:
            return found
        nodes[0] += 1
        best: tuple[float, list] = (LEAVE * room, [end_feast])
        if nodes[0] > cap:  # give the rest up to silver, then penalties
            coins = min(silver, room)
            return SILVER * coins + LEAVE * (room - coins), [coin] if coins else [end_feast]
        for i, color, eat, lays in table:
            if not counts[i] or color == last:
                continue
            new_counts = counts[:i] + (counts[i] - 1,) + counts[i + 1:]
            for length, slot, action in lays:
                if length > room:
                    continue
                new_long = used_long
                if slot >= 0:
                    if used_long[slot] >= allowed_long:
                        continue
                    new_long = used_long[:slot] + (used_long[slot] + 1,) + used_long[slot + 1:]
                cost, rest = solve(p + length, color, new_counts, new_long, silver)
                cost += eat
                if cost < best[0] - 1e-9:
                    best = (cost, [action, *rest])
        if silver > 0:
            cost, rest = solve(p + 1, "silver", counts, used_long, silver - 1)
            cost += SILVER
            if cost < best[0] - 1e-9:
                best = (cost, [coin, *rest])
        cost, rest = solve(p + 1, None, counts, used_long, silver)
        cost += LEAVE
        if cost < best[0] - 1e-9:
            best = (cost, [leave, *rest])
        memo[key] = best
        return best

    cost, actions = solve(pos, last, counts0, longs0, silver)
    return cost, [dict(action) for action in actions]  # (each its own dict: the search shares them)
