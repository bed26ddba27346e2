"""Persons, clan markers and the clan board (rulebook 인물, 클랜 마커, 클랜 판; 부록 2 클랜 필드).

The printed road graph is not public, so these tests put their own graph in (`flat`: every field one
road of 1 coin from Start; `roads`: a small chain) instead of the provisional one. Each of the 23
clan fields has its own test.
"""

from __future__ import annotations

import pytest

from games.glen_more_2 import clans
from games.glen_more_2 import territory as terr
from games.glen_more_2.data_files import CLANS, HUME, START_FIELD
from games.glen_more_2.scoring import category_values


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def graph(*roads: tuple[str, str, int]) -> dict:
    out: dict = {}
    for a, b, cost in roads:
        out.setdefault(a, []).append((b, cost))
        out.setdefault(b, []).append((a, cost))
    return out


@pytest.fixture
def flat(monkeypatch):
    """Every clan field one road of 1 coin from Start."""
    monkeypatch.setattr(clans, "GRAPH", graph(*((START_FIELD, field, 1) for field in CLANS)))


def person(g) -> str:
    return g.tile(type="person", once=[{"kind": "clan_marker"}])


def mark(g, field: str, coins: int = 20) -> int:
    """The deciding player takes a Person and marks `field`; returns the seat."""
    seat = g.seat
    g.p(seat)["coins"] = coins
    g.touch()
    g.do("take", pos=offer(g, person(g)))
    g.do("clan", field=field)
    return seat


def acts(g) -> list[dict]:
    return [a for a in g.legal() if a["type"] == "activate"]


# --- persons and the board -------------------------------------------------------------------------


def test_a_person_is_kept_aside_activates_nothing_and_is_no_territory(glen, flat):
    """인물: not placed in the land but kept in one's supply; it activates no tile and does not count
    for the territory; its one-time effect places a clan marker."""
    g = glen(2, 1, die="off")
    seat = g.seat
    land = {cell: dict(spot) for cell, spot in g.p(seat)["land"].items()}
    tile = person(g)
    g.do("take", pos=offer(g, tile))
    assert g.p(seat)["persons"] == [tile]
    assert g.prompt["kind"] == "choice" and g.prompt["op"] == {"op": "clan"}
    g.do("skip")
    assert g.legal() == [{"type": "end_turn"}], "no tile activates"
    assert g.p(seat)["land"] == land and terr.tile_count(g.p(seat)["land"]) == 2


def test_the_marker_pays_the_cheapest_road_to_start_or_to_any_marked_field(glen, monkeypatch):
    """인물 2: pay the coins on a path from the field to Start or to a field holding anyone's marker;
    D4: the cheapest such path is charged."""
    monkeypatch.setattr(clans, "GRAPH", graph((START_FIELD, "macleod", 1), ("macleod", "mckenzie", 2),
                                              (START_FIELD, "mckenzie", 5), ("mckenzie", "munro", 3)))
    g = glen(2, 1, die="off")
    g.p(g.seat)["coins"] = 9
    assert dict(clans.open_fields(g.s, g.seat)) == {"macleod": 1, "mckenzie": 3, "munro": 6}
    a = mark(g, "macleod", coins=5)
    assert g.p(a)["coins"] == 5 - 1 + 3  # MacLeod gives 3 coins
    g.do("end_turn")
    assert dict(clans.open_fields(g.s, g.seat)) == {"mckenzie": 2, "munro": 5}, "from a's MacLeod marker"
    b = mark(g, "mckenzie", coins=4)
    assert b != a and g.p(b)["coins"] == 2


def test_a_field_one_cannot_pay_for_is_not_offered_and_markers_run_out(glen, monkeypatch):
    """인물 3: a field whose road cost cannot be paid cannot be chosen; 10 markers each."""
    monkeypatch.setattr(clans, "GRAPH", graph((START_FIELD, "macleod", 1), ("macleod", "mckenzie", 2)))
    g = glen(2, 1, die="off")
    g.p(g.seat)["coins"] = 2
    assert dict(clans.open_fields(g.s, g.seat)) == {"macleod": 1}
    g.p(g.seat)["markers"] = 0
    assert clans.open_fields(g.s, g.seat) == []


def test_each_field_takes_one_marker(glen, flat):
    """인물 6: every clan field takes one marker for the whole game."""
    g = glen(2, 1, die="off")
    a = mark(g, "macleod")
    assert "macleod" not in dict(clans.open_fields(g.s, 1 - a))
    assert "macleod" not in dict(clans.open_fields(g.s, a))
    assert "gunn" in dict(clans.open_fields(g.s, 1 - a))


def test_douglas_may_be_marked_by_each_player_once(glen, flat):
    """부록 2 더글라스: once per player — another player may mark it again; the same player not."""
    g = glen(2, 1, die="off")
    a = mark(g, "douglas")
    assert g.p(a)["vp"] == 3
    assert "douglas" not in dict(clans.open_fields(g.s, a))
    assert "douglas" in dict(clans.open_fields(g.s, 1 - a))


# --- the 23 clan fields, one test each -------------------------------------------------------------


@pytest.mark.parametrize("villages,vp", [(2, 0), (3, 5), (4, 8), (5, 8)])
def test_brodie_scores_villages(glen, flat, villages, vp):
    """브로디: 3 villages → 5 VP, 4 or more → 8 (the starting village counts; the top tile decides)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    for i in range(villages - 1):
        g.build(seat, g.tile(type="village"), f"{i},1")
    g.build(seat, g.tile(type="village"), "0,-1")
    g.p(seat)["land"]["0,-1"]["tiles"].append(g.tile(type="castle"))  # covered: no longer a village
    mark(g, "brodie")
    assert g.p(seat)["vp"] == vp


def test_cameron_one_trade_activation_and_three_movement_points(glen, flat):
    """카메론: activate 1 trade tile (anywhere; still once per turn) and gain 3 movement points."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1", wood=1)
    g.build(seat, g.tile(type="trade", activation=[[{"kind": "trade", "pay": {"wood": 1}, "vp": 3}]]), "0,2")
    g.build(seat, g.tile(type="material", activation=[[{"kind": "vp", "n": 1}]]), "0,3")
    mark(g, "cameron")
    assert g.s["turn"]["moves"] == 3
    assert [(a["cell"], a.get("extra")) for a in acts(g)] == [("0,2", 0)]
    g.do("activate", cell="0,2", alt=0, extra=0)
    assert g.p(seat)["vp"] == 3 and not acts(g)


def test_chisholm_one_barley_and_one_scotsman_onto_any_tiles(glen, flat):
    """치숌: 1 barley onto any tile; 1 Scotsman onto any tile."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1", wood=3)
    mark(g, "chisholm")
    assert g.prompt["op"]["op"] == "put_any"
    assert [a["cell"] for a in g.legal()] == ["0,0", "1,0"], "a tile holding 3 has no room"
    g.do("cell", cell="1,0")
    assert g.prompt["op"]["op"] == "scotsman_any"
    g.do("cell", cell="0,1")
    land = g.p(seat)["land"]
    assert land["1,0"]["res"] == {"barley": 1} and land["0,1"]["scots"] == 1


def test_douglas_three_victory_points(glen, flat):
    """더글라스: 3 VP at once."""
    g = glen(2, 1, die="off")
    seat = mark(g, "douglas")
    assert g.p(seat)["vp"] == 3


@pytest.mark.parametrize("tiles,vp", [(4, 0), (5, 5), (6, 8)])
def test_grant_scores_tiles_with_scotsmen(glen, flat, tiles, vp):
    """그랜트: Scotsmen on 5 different tiles → 5 VP, on 6 or more → 8."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.p(seat)["land"]["0,0"]["scots"] = 3  # several on one tile count once
    for i in range(tiles - 1):
        g.build(seat, g.tile(), f"{i},1", scots=1)
    mark(g, "grant")
    assert g.p(seat)["vp"] == vp


def test_gunn_one_sheep_and_one_cattle_onto_any_tiles(glen, flat):
    """(건 — the name is missing in 부록 2): 1 sheep and 1 cattle, onto the same or different tiles."""
    g = glen(2, 1, die="off")
    seat = mark(g, "gunn")
    assert (g.prompt["op"]["op"], g.prompt["op"]["res"]) == ("put_any", "sheep")
    g.do("cell", cell="0,0")
    assert g.prompt["op"]["res"] == "cattle"
    g.do("cell", cell="0,0")
    assert g.p(seat)["land"]["0,0"]["res"] == {"sheep": 1, "cattle": 1}


def test_macdonald_one_stone_and_one_wood_onto_any_tiles(glen, flat):
    """맥도날드: 1 stone and 1 wood onto any tiles."""
    g = glen(2, 1, die="off")
    seat = mark(g, "macdonald")
    g.do("cell", cell="0,0")
    g.do("cell", cell="1,0")
    land = g.p(seat)["land"]
    assert land["0,0"]["res"] == {"stone": 1} and land["1,0"]["res"] == {"wood": 1}


def extra_tiles(g, seat: int) -> None:
    """A material, a whisky and an animal tile away from everything, each giving VP when activated."""
    g.build(seat, g.tile(type="material", activation=[[{"kind": "vp", "n": 1}]]), "0,1")
    g.build(seat, g.tile(type="whisky", activation=[[{"kind": "vp", "n": 2}]]), "0,2")
    g.build(seat, g.tile(type="animal", activation=[[{"kind": "vp", "n": 4}]]), "0,3")


def test_macdonell_activates_one_material_and_one_whisky_tile(glen, flat):
    """맥도넬: activate 1 material tile and 1 whisky tile (their neighbours do not activate)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    extra_tiles(g, seat)
    mark(g, "macdonell")
    assert sorted((a["cell"], a["extra"]) for a in acts(g)) == [("0,1", 0), ("0,2", 1)]
    g.do("activate", cell="0,2", alt=0, extra=1)
    g.do("activate", cell="0,1", alt=0, extra=0)
    assert g.p(seat)["vp"] == 3 and not acts(g)


def test_maclean_activates_one_animal_and_one_whisky_tile(glen, flat):
    """맥린: activate 1 animal tile and 1 whisky tile."""
    g = glen(2, 1, die="off")
    seat = g.seat
    extra_tiles(g, seat)
    mark(g, "maclean")
    assert sorted((a["cell"], a["extra"]) for a in acts(g)) == [("0,2", 1), ("0,3", 0)]
    g.do("activate", cell="0,3", alt=0, extra=0)
    assert [(a["cell"], a["extra"]) for a in acts(g)] == [("0,2", 0)], "the whisky activation is left"
    g.do("activate", cell="0,2", alt=0, extra=0)
    assert g.p(seat)["vp"] == 6


def test_macgregor_a_whisky_activation_may_give_3_vp_instead_without_paying(glen, flat):
    """맥그레고르 (ongoing): activating a whisky tile that distils, one may take 3 VP instead of the
    cask — without paying its barley (R); not on a distillery that makes no cask."""
    g = glen(4, 1)
    seat = mark(g, "macgregor")
    g.p(seat)["coins"] = 0
    g.build(seat, g.tile(type="whisky", activation=[[{"kind": "distill"}]]), "0,1")
    g.build(seat, g.tile(type="whisky", activation=[[{"kind": "vp", "n": 1}]]), "1,1")
    g.p(seat)["landmarks"].append("loch_ness")  # activate them from afar
    g.touch()
    ways = [a for a in acts(g) if a["cell"] in ("0,1", "1,1")]
    assert {"type": "activate", "cell": "0,1", "alt": 0, "macgregor": True, "ness": True} in ways
    assert not any(a.get("macgregor") for a in ways if a["cell"] == "1,1")
    assert not any(a["cell"] == "0,1" and not a.get("macgregor") for a in ways), "no barley to distil"
    g.do("activate", cell="0,1", alt=0, macgregor=True, ness=True)
    assert g.p(seat)["vp"] == 3 and g.p(seat)["whisky"] == 0


def test_mackintosh_castles_count_like_scotsmen_for_placement(glen, flat):
    """매킨토시 (ongoing): new tiles may go next to one's castles as if a Scotsman stood there."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(type="castle"), "1,1")
    loose = g.tile()
    assert "2,1" not in terr.placements(g.p(seat)["land"], loose)
    mark(g, "mackintosh")
    g.do("end_turn")
    while g.seat != seat:
        g.do("take", pos=offer(g, g.tile()))
        g.do("place", cell=g.legal()[0]["cell"])
        g.do("end_turn")
    g.do("take", pos=offer(g, loose))
    cells = [a["cell"] for a in g.legal()]
    assert "2,1" in cells and "1,2" in cells


def test_maclachlan_unused_movement_points_become_victory_points(glen, flat):
    """매클라클런 (ongoing): every movement point left unused is worth 1 VP."""
    g = glen(2, 1, die="off")
    seat = mark(g, "maclachlan")
    g.s["turn"]["moves"] = 2
    g.touch()
    g.do("end_turn")
    assert g.p(seat)["vp"] == 2


def test_macleod_three_coins(glen, flat):
    """맥레오드: 3 coins at once (after paying the road)."""
    g = glen(2, 1, die="off")
    seat = mark(g, "macleod", coins=5)
    assert g.p(seat)["coins"] == 5 - 1 + 3


def test_macmillan_removes_one_tile_keeping_the_land_joined_contents_to_the_home_castle(glen, flat):
    """맥밀란: remove 1 tile of one's land (must); no tile may be left touching only at a corner (D5);
    an expansion stack goes whole; its resources and Scotsmen move to the home castle (D7: at most 3
    resources there, the rest is lost); the starting village and the home castle stay."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1", scots=1, wood=2)
    g.p(seat)["land"]["0,1"]["tiles"].append(g.tile())
    g.build(seat, g.tile(), "1,1")
    g.build(seat, g.tile(), "1,2")
    g.p(seat)["land"]["1,0"]["res"] = {"barley": 2}
    mark(g, "macmillan")
    assert g.prompt["op"]["op"] == "remove"
    assert g.legal() == [{"type": "remove", "cell": "0,1"}, {"type": "remove", "cell": "1,2"}]
    g.do("remove", cell="0,1")
    land = g.p(seat)["land"]
    assert "0,1" not in land
    assert land["1,0"]["scots"] == 1 and land["1,0"]["res"] == {"barley": 2, "wood": 1}
    assert g.prompt["kind"] == "activate"


def test_macmillan_may_remove_the_tile_placed_this_turn(glen, flat):
    """맥밀란: any tile of one's land but the home tile's halves — the one just placed included (here
    its activation placed the marker)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,-1", barley=1)
    g.p(seat)["coins"] = 20
    g.do("take", pos=offer(g, g.tile(activation=[[{"kind": "clan_for_resource"}]])))
    g.do("place", cell="0,1")
    g.do("activate", cell="0,1", alt=0, pay=["barley"])
    g.do("clan", field="macmillan")
    assert {"type": "remove", "cell": "0,1"} in g.legal()
    g.do("remove", cell="0,1")
    assert "0,1" not in g.p(seat)["land"]


@pytest.mark.parametrize("count,vp", [(1, 0), (2, 5), (3, 8)])
def test_macpherson_scores_expansion_tiles_covered_ones_included(glen, flat, count, vp):
    """맥퍼슨: expansion tiles in one's land, those covered by another included: 2 → 5 VP, 3+ → 8."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(type="village"), "0,1")
    for _ in range(min(count, 2)):
        g.p(seat)["land"]["0,1"]["tiles"].append(g.tile(type="village", expansion="village"))
    if count == 3:
        g.build(seat, g.tile(type="material", expansion="material"), "1,1")
    mark(g, "macpherson")
    assert g.p(seat)["vp"] == vp


def test_mckay_takes_david_hume_who_counts_as_two_persons(glen, flat):
    """맥케이: take the David Hume tile; it counts as 2 persons in the scorings."""
    g = glen(2, 1, die="off")
    seat = mark(g, "mckay")
    assert HUME in g.p(seat)["persons"] and g.s["hume"] == seat
    assert category_values(g.s)["persons"][seat] == 3  # the Person taken + Hume (2)


def test_mckenzie_one_barley_onto_any_tile_and_one_whisky(glen, flat):
    """맥켄지: 1 barley onto any tile and 1 whisky cask."""
    g = glen(2, 1, die="off")
    seat = mark(g, "mckenzie")
    g.do("cell", cell="1,0")
    assert g.p(seat)["land"]["1,0"]["res"] == {"barley": 1} and g.p(seat)["whisky"] == 1


def test_mckinnon_one_scotsman_onto_any_tile_and_two_coins(glen, flat):
    """맥키넌: 1 Scotsman onto any tile and 2 coins."""
    g = glen(2, 1, die="off")
    seat = mark(g, "mckinnon", coins=5)
    g.do("cell", cell="1,0")
    assert g.p(seat)["land"]["1,0"]["scots"] == 1
    assert g.p(seat)["coins"] == 5 - 1 + 2


def test_munro_builds_a_tile_from_the_discard_pile_for_free(glen, flat):
    """먼로: pick a tile from the discard pile and place it in one's land without paying its cost; its
    one-time effects happen (D8: it does not activate); a Person picked still pays the road."""
    g = glen(2, 1, die="off")
    seat = g.seat
    dear = g.tile(cost={"coins": 9}, once=[{"kind": "vp", "n": 2}], activation=[[{"kind": "vp", "n": 5}]])
    folk = person(g)
    g.s["discard"] += [dear, folk]
    mark(g, "munro", coins=3)
    assert {a.get("tile") for a in g.legal()} == {dear, folk, None}
    g.do("munro", tile=dear)
    assert g.prompt["kind"] == "place"
    g.do("place", cell="0,1")
    p = g.p(seat)
    assert p["land"]["0,1"]["tiles"] == [dear] and dear not in g.s["discard"]
    assert p["coins"] == 2 and p["vp"] == 2
    assert "0,1" not in {a["cell"] for a in acts(g)}


def test_munro_may_pick_a_person_whose_clan_marker_pays_the_road(glen, flat):
    """먼로: a Person from the discard pile places its clan marker as usual, road cost included."""
    g = glen(2, 1, die="off")
    seat = g.seat
    folk = person(g)
    g.s["discard"].append(folk)
    mark(g, "munro", coins=3)
    g.do("munro", tile=folk)
    assert folk in g.p(seat)["persons"]
    assert g.prompt["op"] == {"op": "clan"}
    g.do("clan", field="douglas")
    assert g.p(seat)["coins"] == 1 and g.p(seat)["vp"] == 3


@pytest.mark.parametrize("coins,vp", [(9, 0), (10, 5), (12, 5), (13, 8)])
def test_oliphant_scores_coins(glen, flat, coins, vp):
    """올리펀트: 9-11 coins → 5 VP, 12+ → 8 (counted after paying the road: 1 coin here)."""
    g = glen(2, 1, die="off")
    seat = mark(g, "oliphant", coins=coins)
    assert g.p(seat)["vp"] == vp


def test_ross_two_scotsmen_onto_any_tiles(glen, flat):
    """로스: 2 Scotsmen onto any tiles (the same or different)."""
    g = glen(2, 1, die="off")
    seat = mark(g, "ross")
    g.do("cell", cell="1,0")
    g.do("cell", cell="1,0")
    assert g.p(seat)["land"]["1,0"]["scots"] == 2


def test_sinclair_one_resource_of_a_trade_paid_with_a_coin(glen, flat):
    """싱클레어 (ongoing): activating a trade tile, one resource of its cost may be paid with 1 coin —
    once per activation, one resource only."""
    g = glen(4, 1)
    seat = mark(g, "sinclair", coins=3)
    g.s["market"]["stone"] = [1, 2, 3]
    g.s["market"]["wood"] = [1, 2, 3]
    g.build(seat, g.tile(), "0,1", wood=1)
    g.build(seat, g.tile(type="trade", activation=[[{"kind": "trade", "pay": {"wood": 1, "stone": 1}, "vp": 5}]]), "0,2")
    g.build(seat, g.tile(type="trade", activation=[[{"kind": "trade", "pay": {"stone": 2}, "vp": 6}]]), "0,3")
    g.p(seat)["landmarks"].append("loch_ness")
    g.touch()
    ways = [a for a in acts(g) if a["cell"] in ("0,2", "0,3")]
    assert ways == [{"type": "activate", "cell": "0,2", "alt": 0, "coin_for": "stone", "ness": True}]
    g.do("activate", cell="0,2", alt=0, coin_for="stone", ness=True)
    assert g.p(seat)["vp"] == 5 and g.p(seat)["coins"] == 1 and g.p(seat)["land"]["0,1"]["res"] == {}


@pytest.mark.parametrize("rivers,vp", [(3, 0), (4, 5), (5, 5), (6, 8)])
def test_sutherland_scores_river_tiles(glen, flat, rivers, vp):
    """서덜랜드: river tiles in one's land (the home tile's two halves included): 4-5 → 5 VP, 6+ → 8."""
    g = glen(2, 1, die="off")
    seat = g.seat
    for i in range(rivers - 2):
        g.build(seat, g.tile(river=["W", "E"]), f"{2 + i},0")
    mark(g, "sutherland")
    assert g.p(seat)["vp"] == vp


def test_every_clan_field_has_a_test():
    """부록 2: all 23 clan fields are covered above."""
    import sys

    names = {name for name in dir(sys.modules[__name__]) if name.startswith("test_")}
    for field in CLANS:
        assert any(name.startswith(f"test_{field}_") for name in names), field
    assert len(CLANS) == 23
