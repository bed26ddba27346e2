"""Placing tiles (rulebook 타일 배치 규칙, 증축 타일).

The home tile is two cells: the starting village at 0,0 and the home castle at 1,0, the river running
west-east through both, so the river's open ends are -1,0 and 2,0. Cells are "x,y", y growing south.
"""

from __future__ import annotations

from games.glen_more_2 import territory as terr


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def cells(g, tile: str) -> list[str]:
    """Where the deciding player could put `tile` (taking it from the rondel)."""
    pos = offer(g, tile)
    g.do("take", pos=pos)
    assert g.prompt["kind"] == "place"
    return sorted(a["cell"] for a in g.legal())


def land_cells(g, seat: int, tile: str) -> list[str]:
    return sorted(terr.placements(g.p(seat)["land"], tile))


def test_a_tile_must_touch_the_land_along_an_edge(glen):
    """배치 규칙: at least one side touches a placed tile; a corner is not enough."""
    g = glen(2, 1, die="off")
    seat = g.seat
    land = g.p(seat)["land"]
    land["0,0"]["scots"], land["1,0"]["scots"] = 0, 1
    g.build(seat, g.tile(), "1,1")
    got = land_cells(g, seat, g.tile())
    assert got == ["0,-1", "0,1", "1,-1", "2,1"]
    assert "2,-1" not in got, "2,-1 only touches the castle at a corner"


def test_a_tile_must_go_next_to_one_of_ones_scotsmen_diagonals_included(glen):
    """배치 규칙: the new tile must neighbour (diagonals count) one of one's Scotsmen."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "1,1")
    assert land_cells(g, seat, g.tile()) == ["0,-1", "0,1", "1,-1"], "the village's Scotsman: x within 1"
    g.p(seat)["land"]["1,1"]["scots"] = 1
    assert land_cells(g, seat, g.tile()) == ["0,-1", "0,1", "1,-1", "1,2", "2,1"]
    g.p(seat)["land"]["0,0"]["scots"] = 0
    assert land_cells(g, seat, g.tile()) == ["0,1", "1,2", "2,1"]


def test_the_placement_prompt_offers_exactly_the_legal_cells(glen):
    """배치 규칙 through the turn: taking a tile asks where, among the legal cells only."""
    g = glen(2, 1, die="off")
    assert cells(g, g.tile()) == ["0,-1", "0,1", "1,-1", "1,1"]


def test_a_river_tile_extends_the_river_at_either_end(glen):
    """배치 규칙: a river tile continues the river, on either side."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.p(seat)["land"]["1,0"]["scots"] = 1
    assert land_cells(g, seat, g.tile(river=["W", "E"])) == ["-1,0", "2,0"]
    g.build(seat, g.tile(river=["W", "E"]), "2,0")
    assert land_cells(g, seat, g.tile(river=["W", "E"])) == ["-1,0"], "3,0 is too far from the Scotsmen"
    g.p(seat)["land"]["2,0"]["scots"] = 1
    assert land_cells(g, seat, g.tile(river=["W", "E"])) == ["-1,0", "3,0"]


def test_a_tile_without_river_never_stands_at_a_river_end(glen):
    """배치 규칙: a tile without river never goes beside a river tile where the river runs on (it would
    cut the river)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.p(seat)["land"]["1,0"]["scots"] = 1
    got = land_cells(g, seat, g.tile())
    assert "-1,0" not in got and "2,0" not in got
    assert got == ["0,-1", "0,1", "1,-1", "1,1"]


def test_one_river_only_a_river_tile_never_starts_a_second_one(glen):
    """배치 규칙: one river per land; a river tile must join the river, so none goes beside the land
    elsewhere, and none whose river would run into a tile."""
    g = glen(2, 1, die="off")
    seat = g.seat
    land = g.p(seat)["land"]
    land["1,0"]["scots"] = 1
    g.build(seat, g.tile(), "1,1")
    g.build(seat, g.tile(), "2,1", scots=1)
    g.build(seat, g.tile(), "3,1")
    g.build(seat, g.tile(), "3,0")             # blocks the river's east end from afar
    assert land_cells(g, seat, g.tile(river=["W", "E"])) == ["-1,0"], "2,0 would run into 3,0"
    assert "2,0" not in land_cells(g, seat, g.tile())
    assert "1,2" not in land_cells(g, seat, g.tile(river=["W", "E"]))


def test_tiles_never_turn(glen):
    """배치 규칙 참고: every tile keeps its orientation; a river bend fits only the end it matches."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.p(seat)["land"]["1,0"]["scots"] = 1
    assert land_cells(g, seat, g.tile(river=["N", "S"])) == []
    assert land_cells(g, seat, g.tile(river=["W", "N"])) == ["2,0"]
    assert land_cells(g, seat, g.tile(river=["E", "S"])) == ["-1,0"]


# --- expansion tiles -------------------------------------------------------------------------------


def test_an_expansion_goes_on_a_tile_of_its_type_with_the_same_river_never_on_bare_land(glen):
    """증축 타일: only on a tile of the same type already in one's land, the river unchanged (none
    added, none cut); never on its own. The home tile's halves may be covered too (R)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(type="village"), "0,1", scots=1)
    g.build(seat, g.tile(type="material"), "1,1")
    assert land_cells(g, seat, g.tile(type="village", expansion="village")) == ["0,1"]
    assert land_cells(g, seat, g.tile(type="village", expansion="village", river=["W", "E"])) == ["0,0"]
    assert land_cells(g, seat, g.tile(type="castle", expansion="castle", river=["W", "E"])) == ["1,0"]
    assert land_cells(g, seat, g.tile(type="animal", expansion="animal")) == []
    assert land_cells(g, seat, g.tile(type="material", expansion="material")) == ["1,1"]


def test_an_expansion_needs_a_scotsman_on_or_next_to_the_covered_tile(glen):
    """증축 타일 / 배치 규칙 (R: a Scotsman on the covered tile suffices)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "1,1")
    g.build(seat, g.tile(type="village"), "2,1")
    expansion = g.tile(type="village", expansion="village")
    assert land_cells(g, seat, expansion) == []
    g.p(seat)["land"]["2,1"]["scots"] = 1
    assert land_cells(g, seat, expansion) == ["2,1"]


def test_resources_and_scotsmen_move_up_and_only_the_top_tile_counts(glen):
    """증축 타일: the covered tile's resources and Scotsmen go onto the expansion; from then on only the
    top tile exists there (its activation, its type); expansions may cover expansions."""
    g = glen(2, 1, die="off")
    seat = g.seat
    base = g.tile(type="material", activation=[[{"kind": "produce", "res": ["wood"]}]])
    g.build(seat, base, "0,1", scots=2, wood=2)
    first = g.tile(type="material", expansion="material", activation=[[{"kind": "produce", "res": ["stone"]}]])
    assert cells(g, first) == ["0,1"]
    g.do("place", cell="0,1")
    spot = g.p(seat)["land"]["0,1"]
    assert spot["tiles"] == [base, first] and spot["scots"] == 2 and spot["res"] == {"wood": 2}
    assert terr.top(g.p(seat)["land"], "0,1")["id"] == first
    g.do("activate", cell="0,1", alt=0)
    assert spot["res"] == {"wood": 2, "stone": 1}
    assert terr.tile_count(g.p(seat)["land"]) == 3, "a stack is one tile of territory"
    g.do("end_turn")

    g2 = g.seat
    g.p(g2)["land"] = {k: dict(v, tiles=list(v["tiles"]), res=dict(v["res"])) for k, v in g.p(seat)["land"].items()}
    second = g.tile(type="material", expansion="material")
    assert cells(g, second) == ["0,1"]
    g.do("place", cell="0,1")
    assert g.p(g2)["land"]["0,1"]["tiles"] == [base, first, second]
