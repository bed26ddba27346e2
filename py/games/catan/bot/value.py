"""A hand-tuned value of a Catan position for one seat (the bots' evaluation).

Units: one victory point = 100. The value adds what wins Catan over the rest of a game:
points now, expected production (pips: a 6 or 8 is 5 of 36 rolls), room to expand (free spots
reachable by road), harbours that fit the production, cards in hand that complete a build, the
development cards and knights held; and subtracts a share of each opponent's *public* strength,
more for the leaders. It reads opponents only through what every player sees (their buildings,
points, card counts), so it is safe on a determinized position.
"""

from __future__ import annotations

from .. import board
from ..actions import harbor_ratios
from ..data_files import COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, PRODUCES, RESOURCES, WIN_VP
from ..scoring import public_vp, total_vp

VP = 100.0
PIPS = (0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1)
_N_RES = len(RESOURCES)
_NODE_HEXES = board.NODE_HEXES
_NODE_EDGES = board.NODE_EDGES
_NODE_NEIGHBORS = board.NODE_NEIGHBORS
_EDGE_NODES = board.EDGE_NODES

# Base worth of one pip of each resource (brick, lumber, wool, grain, ore): grain and ore build
# cities and development cards, brick and lumber the early roads and settlements.
RES_WEIGHT = (1.0, 1.0, 0.8, 1.1, 1.05)
PIP_VALUE = 5.0  # points per pip of production at the start of a game
CARD_VALUE = 8.0  # a resource card in hand
SCARCE_CARD = 4.0  # extra for a card of a resource the seat does not produce
BUILDS = ((COST_CITY, 42.0), (COST_SETTLEMENT, 40.0), (COST_DEV, 14.0), (COST_ROAD, 6.0))
DEV_HELD = {"knight": 28.0, "road_building": 30.0, "year_of_plenty": 34.0, "monopoly": 30.0}
OPPONENT_DEV = 30.0  # an opponent's unplayed card: a fifth are victory points
WIN = 1e6

_tables: dict[tuple, tuple] = {}


def tables(state: dict) -> tuple:
    """Per map (cached): for each intersection, (hex, resource, pips) of its producing hexes, and
    its harbour (-2 none, -1 for 3:1, else the resource)."""
    key = (tuple(state["terrain"]), tuple(state["numbers"]), tuple(e for e, _ in state["harbors"]))
    found = _tables.get(key)
    if found is None:
        if len(_tables) > 64:
            _tables.clear()
        terrain, numbers = state["terrain"], state["numbers"]
        yields = tuple(
            tuple((h, PRODUCES[terrain[h]], PIPS[numbers[h]]) for h in _NODE_HEXES[n]
                  if numbers[h] and PRODUCES[terrain[h]] >= 0)
            for n in range(board.N_NODES)
        )
        harbor = [-2] * board.N_NODES
        for edge, kind in state["harbors"]:
            for n in _EDGE_NODES[edge]:
                harbor[n] = -1 if kind == "3:1" else RESOURCES.index(kind)
        found = _tables[key] = (yields, tuple(harbor))
    return found


def production(state: dict, seat: int, yields: tuple) -> list[float]:
    """Expected pips per resource; a hex under the robber counts for little while it stays."""
    prod = [0.0] * _N_RES
    owner, level, robber = state["node_owner"], state["node_level"], state["robber"]
    for n in range(board.N_NODES):
        if owner[n] == seat:
            lv = level[n]
            for h, res, pips in yields[n]:
                prod[res] += pips * lv * (0.35 if h == robber else 1.0)
    return prod


def spot_value(n: int, prod: list[float], yields: tuple, harbor: tuple) -> float:
    """What a settlement at intersection n would add: its pips (more for resources not produced
    yet) and its harbour, in points."""
    value = 0.0
    for _, res, pips in yields[n]:
        value += pips * RES_WEIGHT[res] * (1.5 if prod[res] == 0 else 1.0)
    value *= PIP_VALUE
    kind = harbor[n]
    if kind == -1:
        value += 6.0
    elif kind >= 0:
        value += 4.0 + 3.0 * prod[kind]
    return value


def expansion(state: dict, seat: int, prod: list[float], yields: tuple, harbor: tuple) -> float:
    """Worth of the best free spots within two roads of the seat's network (none without a
    settlement piece left): the engine of growth in the first half of a game."""
    if not state["pieces"][seat][0]:
        return 0.0
    owner, edge_owner = state["node_owner"], state["edge_owner"]
    frontier = set()
    for n in range(board.N_NODES):
        if owner[n] == seat:
            frontier.add(n)
    for e, o in enumerate(edge_owner):
        if o == seat:
            for n in _EDGE_NODES[e]:
                if owner[n] < 0 or owner[n] == seat:
                    frontier.add(n)
    dist = dict.fromkeys(frontier, 0)
    layer = frontier
    for d in (1, 2):
        nxt = set()
        for n in layer:
            for e in _NODE_EDGES[n]:
                if edge_owner[e] >= 0:
                    continue
                a, b = _EDGE_NODES[e]
                m = b if a == n else a
                if m not in dist and (owner[m] < 0):
                    dist[m] = d
                    nxt.add(m)
        layer = nxt
    best = second = 0.0
    factor = (0.55, 0.35, 0.2)
    for n, d in dist.items():
        if owner[n] >= 0 or any(owner[m] >= 0 for m in _NODE_NEIGHBORS[n]):
            continue
        v = spot_value(n, prod, yields, harbor) * factor[d]
        if v > best:
            best, second = v, best
        elif v > second:
            second = v
    return best + 0.5 * second


def hand_value(state: dict, seat: int, hand: list[int], prod: list[float]) -> float:
    """Cards in hand: each is worth something, more so when it completes a build; a hand over 7
    risks losing half to the next 7."""
    value = 0.0
    total = 0
    for r in range(_N_RES):
        c = hand[r]
        total += c
        value += c * (CARD_VALUE + (SCARCE_CARD if prod[r] == 0 else 0.0))
    pieces = state["pieces"][seat]
    best = 0.0
    for cost, worth in BUILDS:
        if cost is COST_CITY and (not pieces[1] or pieces[0] == 5):
            continue
        if cost is COST_SETTLEMENT and not pieces[0]:
            continue
        if cost is COST_DEV and not state["deck"]:
            continue
        missing = 0
        for r in range(_N_RES):
            if cost[r] > hand[r]:
                missing += cost[r] - hand[r]
        bonus = worth if missing == 0 else worth * 0.45 if missing == 1 else worth * 0.15 if missing == 2 else 0.0
        if bonus > best:
            best = bonus
    value += best
    if total > 7:
        value -= 2.2 * total
    return value


def dev_value(state: dict, seat: int) -> float:
    held = state["dev"][seat]
    return sum(DEV_HELD.get(card, 0.0) for card in held)


def road_army(state: dict, seat: int) -> float:
    """Progress towards the two 2-point cards that the points do not count yet."""
    value = 0.0
    lengths = state["road_length"]
    mine = lengths[seat]
    holder = state["longest"]
    if holder != seat:
        target = max(5, lengths[holder] + 1 if holder >= 0 else 5)
        gap = target - mine
        if gap <= 2 and state["pieces"][seat][2] >= gap:
            value += (40.0, 25.0, 10.0)[max(gap, 0)]
    value += 2.0 * mine
    knights = state["knights"]
    value += 12.0 * knights[seat]
    holder = state["army"]
    if holder != seat:
        target = max(3, knights[holder] + 1 if holder >= 0 else 3)
        held = state["dev"][seat].count("knight")
        gap = target - knights[seat]
        if 0 < gap <= held + 1:
            value += 30.0 / gap
    return value


def own_strength(state: dict, seat: int, yields: tuple, harbor: tuple, stage: float) -> float:
    prod = production(state, seat, yields)
    value = VP * total_vp(state, seat)
    growth = 0.0
    for r in range(_N_RES):
        growth += RES_WEIGHT[r] * prod[r]
        if prod[r] > 0:
            growth += 2.0
    ratios = harbor_ratios(state, seat)
    for r in range(_N_RES):
        if ratios[r] == 2:
            growth += 0.5 * prod[r]
        elif ratios[r] == 3:
            growth += 0.12 * prod[r]
    value += PIP_VALUE * growth * stage
    value += expansion(state, seat, prod, yields, harbor) * stage
    value += hand_value(state, seat, state["hands"][seat], prod)
    value += dev_value(state, seat)
    value += road_army(state, seat)
    return value


def public_strength(state: dict, seat: int, yields: tuple, stage: float) -> float:
    """An opponent as everyone sees them: points, production, cards and unplayed developments."""
    prod = production(state, seat, yields)
    value = VP * public_vp(state, seat)
    value += PIP_VALUE * stage * sum(prod)
    value += CARD_VALUE * sum(state["hands"][seat])
    value += OPPONENT_DEV * (len(state["dev"][seat]) - state["vp_revealed"][seat])
    value += 12.0 * state["knights"][seat] + 2.0 * state["road_length"][seat]
    return value


def evaluate(state: dict, seat: int) -> float:
    """The value of `state` for `seat` (higher is better)."""
    if state["phase"] == "over":
        return WIN if state["winner"] == seat else -WIN
    yields, harbor = tables(state)
    n = state["n"]
    vps = [public_vp(state, s) for s in range(n)]
    top = max(vps)
    stage = min(1.0, max(0.3, (WIN_VP - top) / 7.0))
    value = own_strength(state, seat, yields, harbor, stage)
    for s in range(n):
        if s != seat:
            weight = 0.18 + 0.08 * max(0, vps[s] - 5)
            if vps[s] >= WIN_VP - 2:
                weight += 0.25
            value -= weight * public_strength(state, s, yields, stage)
    return value
