"""The island, its components, beginner and variable set-up (§게임의 준비, §지도구성, §초기배치 단계)."""

from __future__ import annotations

from collections import Counter

import pytest

from core.match import Match
from games.catan import board
from games.catan.data_files import BEGINNER, COMPONENTS, DEV_CARDS, RESOURCES

from .conftest import node_at


def test_board_graph_has_19_hexes_54_intersections_72_paths():
    assert (board.N_HEXES, board.N_NODES, board.N_EDGES) == (19, 54, 72)
    assert all(len(set(nodes)) == 6 for nodes in board.HEX_NODES)
    assert Counter(len(h) for h in board.NODE_HEXES) == {1: 18, 2: 12, 3: 24}
    assert all(len(n) in (2, 3) for n in board.NODE_NEIGHBORS)


def test_component_counts_match_the_rulebook():
    assert sum(COMPONENTS["terrain_counts"].values()) == 19
    tokens = COMPONENTS["number_tokens_a_to_r"]
    assert len(tokens) == 18 and 7 not in tokens
    # "2와 12는 하나 밖에 없고, 7은 없습니다" (§숫자 마커)
    assert Counter(tokens) == {2: 1, 12: 1, **{n: 2 for n in (3, 4, 5, 6, 8, 9, 10, 11)}}
    assert DEV_CARDS == {"knight": 14, "victory_point": 5, "road_building": 2, "year_of_plenty": 2, "monopoly": 2}
    assert COMPONENTS["pieces"] == {"settlement": 5, "city": 4, "road": 15}
    assert sum(COMPONENTS["harbors"].values()) == 9 and COMPONENTS["harbors"]["3:1"] == 4


def test_beginner_map_is_the_printed_one():
    m = Match.new("catan", 4, 1, {})
    assert m.options["setup"] == "beginner"  # {} = the rulebook's first-game set-up
    s = m.state
    assert s["terrain"][:3] == ["mountains", "pasture", "forest"] and s["numbers"][:3] == [10, 2, 9]
    assert s["terrain"][9] == "desert" and s["numbers"][9] == 0 and s["robber"] == 9
    assert Counter(kind for _, kind in s["harbors"]) == {"3:1": 4, "brick": 1, "lumber": 1, "wool": 1, "grain": 1, "ore": 1}
    for edge, _ in s["harbors"]:
        board.side_of_edge(edge)  # raises unless the harbor path is on the coast


def test_beginner_pieces_and_starting_hands():
    m = Match.new("catan", 4, 1, {"setup": "beginner"})
    s = m.state
    colors = s["colors"]
    assert colors == ["red", "blue", "white", "orange"]
    for seat in range(4):
        assert s["node_owner"].count(seat) == 2 and s["edge_owner"].count(seat) == 2
        assert s["pieces"][seat] == [3, 4, 13]
    # Each colour takes one card per hex of its starred settlement (catan-beginner-setup.md).
    hands = {colors[seat]: dict(zip(RESOURCES, s["hands"][seat])) for seat in range(4)}
    assert hands["red"] == {"brick": 0, "lumber": 2, "wool": 0, "grain": 1, "ore": 0}
    assert hands["blue"] == {"brick": 1, "lumber": 1, "wool": 0, "grain": 0, "ore": 1}
    assert hands["white"] == {"brick": 0, "lumber": 1, "wool": 1, "grain": 0, "ore": 1}
    assert hands["orange"] == {"brick": 0, "lumber": 0, "wool": 0, "grain": 2, "ore": 1}
    assert s["bank"] == [18, 15, 18, 16, 16]
    # The oldest player (seat 0) starts, straight into the first roll.
    assert (s["turn"], s["phase"]) == (0, "pre_roll")
    assert s["node_owner"][node_at("M10", "P2", "H6")] == 0


def test_three_players_never_use_red():
    m = Match.new("catan", 3, 1, {})
    assert "red" not in m.state["colors"]
    assert m.state["bank"] == [18, 17, 18, 17, 16]
    with pytest.raises(ValueError, match="not offered"):
        Match.new("catan", 3, 1, {"colors": ["red", "blue", "white"]})
    with pytest.raises(ValueError):
        Match.new("catan", 5, 1, {})


def _spiral_corner(terrain: list[str], numbers: list[int]) -> int | None:
    tokens = COMPONENTS["number_tokens_a_to_r"]
    for corner in board.CORNER_HEXES:
        placed = [numbers[h] for h in board.spiral_from(corner) if terrain[h] != "desert"]
        if placed == tokens:
            return corner
    return None


@pytest.mark.parametrize("seed", range(12))
def test_variable_map_follows_the_rulebook(seed):
    s = Match.new("catan", 4, seed, {"setup": "variable"}).state
    assert Counter(s["terrain"]) == COMPONENTS["terrain_counts"]
    desert = s["terrain"].index("desert")
    assert s["numbers"][desert] == 0 and s["robber"] == desert
    # Tokens A–R from a corner, counter-clockwise, spiralling inward, skipping the desert (§지도구성 6).
    assert _spiral_corner(s["terrain"], s["numbers"]) is not None
    # Nine harbors on alternating places of the 18-hex sea frame, one sea hex between each (§지도구성 4).
    frame = _frame_ring()
    places = sorted(frame.index(board.sea_axial(edge)) for edge, _ in s["harbors"])
    assert len(places) == 9 and len({p % 2 for p in places}) == 1
    assert Counter(kind for _, kind in s["harbors"]) == Counter(
        {kind: n for kind, n in COMPONENTS["harbors"].items()}
    )


def _frame_ring() -> list[tuple[int, int]]:
    import math

    ring = [(q, r) for q in range(-3, 4) for r in range(-3, 4) if max(abs(q), abs(r), abs(q + r)) == 3]
    return sorted(ring, key=lambda qr: math.atan2(1.5 * qr[1], math.sqrt(3) * (qr[0] + qr[1] / 2)))


def test_variable_maps_differ_by_seed():
    maps = {tuple(Match.new("catan", 4, seed, {"setup": "variable"}).state["terrain"]) for seed in range(5)}
    assert len(maps) > 1


def test_variable_setup_is_a_snake_from_the_highest_roller(game):
    # The highest roller places first, clockwise; the second round runs back (§초기배치 단계).
    sc = game(players=4, setup="variable", seed=3)
    order = sc.s["setup_order"]
    first = order[0]
    n = 4
    assert order == [(first + i) % n for i in range(n)] + [(first + i) % n for i in reversed(range(n))]
    assert sc.s["turn"] == first and sc.s["phase"] == "setup_settlement"
    placed_first: dict[int, int] = {}
    for step, seat in enumerate(order):
        assert sc.m.current_player() == seat
        node = sc.legal("build_settlement")[0]["node"]
        hand_before = sum(sc.s["hands"][seat])
        sc.act("build_settlement", node=node)
        gained = sum(sc.s["hands"][seat]) - hand_before
        producing = sum(1 for h in board.NODE_HEXES[node] if sc.s["terrain"][h] != "desert")
        if step < n:
            assert gained == 0  # the first settlement pays nothing
            placed_first[seat] = node
        else:
            assert gained == producing  # one card per land hex next to the second settlement
        # The road must touch the settlement just placed.
        roads = sc.legal("build_road")
        assert roads and all(node in board.EDGE_NODES[a["edge"]] for a in roads)
        sc.act("build_road", edge=roads[-1]["edge"])
    # The last to place (the first player) starts the game.
    assert sc.s["phase"] == "pre_roll" and sc.s["turn"] == order[-1] == first


def test_first_player_is_the_highest_roller_with_ties_rolled_again():
    from core.rng import Rng
    from games.catan.setup import _highest_roller

    rng = Rng(0)
    # Seats roll 12, 3, 12, 6: seats 0 and 2 tie and roll again, 2 against 8: seat 2 starts.
    rng.force(5, 5, 0, 1, 5, 5, 2, 2, 0, 0, 3, 3)
    assert _highest_roller(4, rng) == 2


def test_setup_settlements_keep_the_distance_rule(game):
    sc = game(setup="variable", seed=5)
    node = sc.legal("build_settlement")[10]["node"]
    sc.act("build_settlement", node=node)
    sc.act("build_road", edge=sc.legal("build_road")[0]["edge"])
    spots = {a["node"] for a in sc.legal("build_settlement")}
    assert node not in spots
    assert not spots & set(board.NODE_NEIGHBORS[node])
    assert len(spots) == 54 - 1 - len(board.NODE_NEIGHBORS[node])


def test_beginner_data_is_marked_provisional():
    assert BEGINNER["status"] == "provisional" and "white" in BEGINNER["status_note"]
    assert COMPONENTS["status"] == "verified"
