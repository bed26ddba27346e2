"""Longest Road over loops (§가장 긴 도로: "도로를 연속적으로 5개 이상 연결한"), and the invariant
that recounts it independently of the engine's fast search.

A road is counted as a trail: every road segment at most once, an intersection as often as the
segments allow (so a loop with a tail is the tail plus the whole loop); an opponent's settlement or
city on an intersection breaks the road there (§가장 긴 도로, 주의).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.match import Match
from games.catan import board, rules, scoring

CENTRE = board.CENTER_HEX
FAR = 0  # a corner hex of the island: its intersections never touch the centre hex's


def _ring(h: int) -> list[int]:
    """The six intersections round a hex, closed (first repeated last)."""
    nodes = list(board.HEX_NODES[h])
    return nodes + nodes[:1]


def _separate_road(sc, seat: int, length: int) -> list[int]:
    """A settlement on the far corner hex with a road of `length` from it (like a set-up pair)."""
    nodes = _ring(FAR)[: length + 1]
    sc.settle(seat, nodes[0])
    return sc.road_path(seat, nodes)


def test_a_pure_loop_beside_another_road_counts_six(empty):
    """The audit's case: six roads round one hex and a separate short road elsewhere. The loop is
    6 continuous roads; the engine used to walk only the short road and report 2."""
    sc = empty
    ring = _ring(CENTRE)
    sc.settle(0, ring[0])
    sc.road_path(0, ring)
    _separate_road(sc, 0, 2)
    assert scoring.longest_road(sc.s, 0) == 6
    assert sc.s["road_length"][0] == 6


def test_building_elsewhere_does_not_take_the_card_from_a_loop(empty):
    """Through the engine: the loop holds the card; a road built on the other network keeps it."""
    sc = empty
    ring = _ring(CENTRE)
    sc.settle(0, ring[0])
    sc.road_path(0, ring)
    scoring.update_longest_road(sc.s, [0])
    assert sc.s["longest"] == 0
    nodes = _ring(FAR)
    sc.settle(0, nodes[0])
    sc.hand(0, brick=1, lumber=1)
    sc.act("build_road", edge=board.edge_between(nodes[0], nodes[1]))
    assert sc.s["road_length"][0] == 6 and sc.s["longest"] == 0


def test_a_loop_with_a_tail_counts_the_tail_and_the_whole_loop(empty):
    """Tail of 2 into the loop, round all 6 and back to the joining intersection (passed twice): 8."""
    sc = empty
    ring = _ring(CENTRE)
    sc.road_path(0, ring)
    join = ring[0]
    outside = [n for n in board.NODE_NEIGHBORS[join] if n not in ring][0]
    beyond = [n for n in board.NODE_NEIGHBORS[outside] if n != join][0]
    sc.road_path(0, [beyond, outside, join])
    assert scoring.longest_road(sc.s, 0) == 8
    # A second tail (1 road) at the opposite intersection: one trail cannot take both tails and the
    # whole loop (each road once), so the best is still one tail plus the loop, not 2 + 6 + 1.
    other = [n for n in board.NODE_NEIGHBORS[ring[3]] if n not in ring][0]
    sc.road_path(0, [ring[3], other])
    assert scoring.longest_road(sc.s, 0) == 8


def _adjacent_hexes() -> tuple[int, int]:
    for h in range(board.N_HEXES):
        for g in board.HEX_NEIGHBORS[h]:
            return h, g
    raise AssertionError


def test_a_figure_eight_counts_every_road(empty):
    """Two rings sharing one side: 11 roads, two forks of three; one trail uses every road."""
    sc = empty
    a, b = CENTRE, board.HEX_NEIGHBORS[CENTRE][0]
    sc.road_path(0, _ring(a))
    shared = set(board.HEX_NODES[a]) & set(board.HEX_NODES[b])
    ring_b = _ring(b)
    for x, y in zip(ring_b, ring_b[1:]):
        if not {x, y} <= shared:
            sc.road(0, board.edge_between(x, y))
    assert sc.s["edge_owner"].count(0) == 11
    assert scoring.longest_road(sc.s, 0) == 11
    # Beside a separate road the figure eight still counts in full.
    _separate_road(sc, 0, 1)
    assert scoring.longest_road(sc.s, 0) == 11


def test_a_loop_cut_by_an_opponents_settlement(empty):
    """One settlement on the loop opens it: the other 6 roads still run on from one side of it to
    the other (6). A second one opposite leaves two pieces of 3 (§가장 긴 도로, 주의)."""
    sc = empty
    ring = _ring(CENTRE)
    sc.road_path(0, ring)
    _separate_road(sc, 0, 1)
    sc.settle(1, ring[0])
    assert scoring.longest_road(sc.s, 0) == 6
    sc.settle(1, ring[3])
    assert scoring.longest_road(sc.s, 0) == 3
    # The player's own buildings never break their road.
    sc.s["node_owner"][ring[0]] = sc.s["node_owner"][ring[3]] = 0
    assert scoring.longest_road(sc.s, 0) == 6


def test_the_invariant_recounts_road_length_independently(empty):
    """check_invariants must not reuse the engine's search: a wrong cached length that the engine's
    own function would agree with is caught."""
    sc = empty
    ring = _ring(CENTRE)
    sc.settle(0, ring[0])
    sc.road_path(0, ring)
    _separate_road(sc, 0, 2)
    rules.check_invariants(sc.s)
    sc.s["road_length"][0] = 2  # the value the loop bug produced
    with pytest.raises(AssertionError, match="road length"):
        rules.check_invariants(sc.s)


def test_recorded_random_game_keeps_the_road_length_right_at_every_step():
    """A random game (tools/selfplay.py's 'random-no-offers' policy, seed 1032, 3 players, variable
    set-up) recorded before the fix: after action 282 seat 1 has a closed loop of 6 roads and a
    separate single road, which the engine used to count as 1. Replayed action by action, the
    cached length must equal the independent recount at every step."""
    case = json.loads((Path(__file__).parent / "data" / "loop-replay-1032.json").read_text(encoding="utf-8"))
    match = Match.new(case["game"], case["players"], case["seed"], case["options"])
    for step, action in enumerate(case["actions"]):
        match.apply(action)
        for seat in range(case["players"]):
            cached = match.state["road_length"][seat]
            assert cached == rules.road_length_by_search(match.state, seat), (step, seat)
    assert match.state["road_length"][1] == 6 and match.state["longest"] == 1
