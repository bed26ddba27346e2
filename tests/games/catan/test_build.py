"""Building: costs, piece limits, distance rule, connectivity, cities (§건설, §거리 규칙, §도로, §마을, §도시)."""

from __future__ import annotations

import pytest

from core.errors import IllegalAction
from games.catan import board

from .conftest import BEGINNER_HEX as H

ALL = {"brick": 9, "lumber": 9, "wool": 9, "grain": 9, "ore": 9}


def _path(start: int, length: int, avoid: set[int] = frozenset()) -> list[int]:
    """A simple path of `length` paths from `start` (deterministic DFS)."""
    def dfs(path):
        if len(path) == length + 1:
            return path
        for nxt in board.NODE_NEIGHBORS[path[-1]]:
            if nxt not in path and nxt not in avoid:
                found = dfs(path + [nxt])
                if found:
                    return found
        return None

    found = dfs([start])
    assert found, "no such path"
    return found


def test_costs_are_paid_to_the_bank(empty):
    sc = empty
    home = board.HEX_NODES[H["M3"]][0]
    sc.settle(0, home)
    sc.hand(0, **ALL)
    bank = list(sc.s["bank"])
    sc.act("build_road", edge=board.NODE_EDGES[home][0])
    assert sc.s["bank"] == [bank[0] + 1, bank[1] + 1, bank[2], bank[3], bank[4]]
    sc.act("build_city", node=home)
    assert sc.cards(0)["grain"] == 7 and sc.cards(0)["ore"] == 6
    sc.act("buy_dev")
    assert sc.cards(0) == {"brick": 8, "lumber": 8, "wool": 8, "grain": 6, "ore": 5}


def test_nothing_to_build_without_the_cards(empty):
    sc = empty
    home = board.HEX_NODES[H["M3"]][0]
    sc.settle(0, home)
    sc.hand(0, brick=1, wool=1, grain=1, ore=2)
    kinds = {a["type"] for a in sc.legal()}
    assert not kinds & {"build_road", "build_settlement", "build_city"}
    assert "buy_dev" in kinds
    with pytest.raises(IllegalAction):
        sc.act("build_road", edge=board.NODE_EDGES[home][0])


def test_road_must_join_own_network(empty):
    sc = empty
    home = board.HEX_NODES[H["M3"]][0]
    sc.settle(0, home)
    sc.hand(0, **ALL)
    assert {a["edge"] for a in sc.legal("build_road")} == set(board.NODE_EDGES[home])
    edge = board.NODE_EDGES[home][0]
    sc.act("build_road", edge=edge)
    far = [n for n in board.EDGE_NODES[edge] if n != home][0]
    expected = set(board.NODE_EDGES[home]) | set(board.NODE_EDGES[far])
    assert {a["edge"] for a in sc.legal("build_road")} == expected - {edge}


def test_opponent_settlement_breaks_road_continuity(empty):
    sc = empty
    nodes = _path(board.HEX_NODES[H["M3"]][0], 2)
    sc.road_path(0, nodes)
    sc.settle(1, nodes[2])
    sc.hand(0, **ALL)
    # Seat 0 may not continue through seat 1's settlement at the road's end.
    edges = {a["edge"] for a in sc.legal("build_road")}
    beyond = set(board.NODE_EDGES[nodes[2]]) - {board.edge_between(nodes[1], nodes[2])}
    assert not edges & beyond
    assert edges  # it can still build elsewhere from its road


def test_settlement_needs_own_road_and_distance(empty):
    sc = empty
    nodes = _path(board.HEX_NODES[H["Fi4"]][0], 3)
    sc.settle(0, nodes[0])
    sc.road_path(0, nodes)
    sc.hand(0, **ALL)
    spots = {a["node"] for a in sc.legal("build_settlement")}
    # §거리 규칙: not next to a building (nodes[1]); two steps away is fine when on the road.
    assert spots == {nodes[2], nodes[3]}
    # An opponent's building next door forbids the spot too.
    sc.settle(2, [n for n in board.NODE_NEIGHBORS[nodes[3]] if n != nodes[2]][0])
    assert {a["node"] for a in sc.legal("build_settlement")} == {nodes[2]}


def test_piece_limits_5_settlements_4_cities_15_roads(empty):
    sc = empty
    nodes = _path(board.HEX_NODES[H["Fi4"]][0], 3)
    sc.settle(0, nodes[0])
    sc.road_path(0, nodes)
    sc.hand(0, **ALL)
    sc.s["pieces"][0] = [0, 4, 12]
    sc.touch()
    assert not sc.legal("build_settlement")  # §건설: no piece left, nothing to build
    sc.s["pieces"][0] = [1, 0, 12]
    sc.touch()
    assert not sc.legal("build_city")
    sc.s["pieces"][0] = [1, 4, 0]
    sc.touch()
    assert not sc.legal("build_road")


def test_city_replaces_a_settlement_same_turn_and_returns_it(empty):
    sc = empty
    nodes = _path(board.HEX_NODES[H["Fi4"]][0], 2)
    sc.settle(0, nodes[0])
    sc.road_path(0, nodes)
    sc.hand(0, **ALL)
    sc.act("build_settlement", node=nodes[2])
    before = list(sc.s["pieces"][0])
    sc.act("build_city", node=nodes[2])  # "마을을 건설한 바로 그 턴에도 가능합니다"
    assert sc.s["node_level"][nodes[2]] == 2
    assert sc.s["pieces"][0] == [before[0] + 1, before[1] - 1, before[2]]
    assert not sc.has("build_city", node=nodes[2])


def test_only_own_settlements_become_cities(empty):
    sc = empty
    sc.settle(1, board.HEX_NODES[H["Fi4"]][0])
    sc.hand(0, **ALL)
    assert not sc.legal("build_city")
