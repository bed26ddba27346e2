"""The 11 landmark cards (rulebook 부록 1 - 랜드마크 카드), one test each.

A landmark tile's one-time effect gives its card; the card's own one-time part comes before the
tile activates (부록 1). Fixture tiles carry the real card ids; the cards' effects are the rules.
"""

from __future__ import annotations

import pytest

from games.glen_more_2 import clans, scoring
from games.glen_more_2.data_files import CLANS, LANDMARKS, START_FIELD


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def landmark(g, card: str, type: str = "castle", **extra) -> str:
    return g.tile(type=type, once=[{"kind": "landmark"}], landmark=card, **extra)


def placed(g, tile: str, cell: str) -> int:
    seat = g.seat
    g.do("take", pos=offer(g, tile))
    g.do("place", cell=cell)
    return seat


def acts(g) -> list[dict]:
    return [a for a in g.legal() if a["type"] == "activate"]


def pass_turns(g, seat: int) -> None:
    """Play plain turns until `seat` decides again."""
    while g.seat != seat:
        g.do("take", pos=offer(g, g.tile()))
        g.do("place", cell=g.legal()[0]["cell"])
        g.do("end_turn")


@pytest.fixture
def flat(monkeypatch):
    roads: dict = {START_FIELD: [(field, 1) for field in CLANS]}
    for field in CLANS:
        roads[field] = [(START_FIELD, 1)]
    monkeypatch.setattr(clans, "GRAPH", roads)


def test_loch_ness_one_more_activation_anywhere_each_turn(glen):
    """네스 호 (ongoing): each of one's turns, one more tile of one's land with an activation icon may be
    activated, wherever it lies; still each tile once per turn."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 1}]]), "0,1")
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 2}]]), "0,2")
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 4}]]), "0,3")
    g.build(seat, g.tile(), "0,4")                       # no activation icon
    g.p(seat)["landmarks"].append("loch_ness")
    g.touch()
    placed(g, g.tile(), "1,1")                            # neighbours: 0,0, 1,0, 0,1, 0,2
    assert "0,3" not in {a["cell"] for a in acts(g) if not a.get("ness")}
    far = {a["cell"] for a in acts(g) if a.get("ness")}
    assert {"0,1", "0,2", "0,3"} <= far and "0,4" not in far
    g.do("activate", cell="0,1", alt=0)                  # a neighbour, the normal way
    assert "0,1" not in {a["cell"] for a in acts(g) if a.get("ness")}
    g.do("activate", cell="0,3", alt=0, ness=True)
    assert not any(a.get("ness") for a in acts(g)), "one extra tile per turn"
    assert g.p(seat)["vp"] == 5
    g.do("end_turn")
    pass_turns(g, seat)
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell=g.legal()[0]["cell"])
    assert any(a.get("ness") and a["cell"] == "0,3" for a in acts(g)), "again the next turn"


def test_loch_ness_costs_a_scotsman_from_the_land(glen):
    """네스 호: the tile costs a Scotsman from one's land, paid before it is placed."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.p(seat)["land"]["0,0"]["scots"] = 2
    ness = landmark(g, "loch_ness", type="loch", river=["W", "E"], cost={"scotsman": 1})
    placed(g, ness, "-1,0")
    assert g.p(seat)["land"]["0,0"]["scots"] == 1 and g.p(seat)["landmarks"] == ["loch_ness"]


def test_donan_castle_places_a_clan_marker_paying_the_road(glen, flat):
    """도난 성: at once place a clan marker; the road cost is paid as usual."""
    g = glen(2, 1, die="off")
    seat = g.seat
    coins = g.p(seat)["coins"]
    placed(g, landmark(g, "donan_castle"), "0,1")
    assert g.prompt["op"] == {"op": "clan"}
    assert not acts(g)
    g.do("clan", field="douglas")
    assert g.s["clans"]["douglas"] == [seat] and g.p(seat)["coins"] == coins - 1 and g.p(seat)["vp"] == 3


def test_duart_castle_places_a_clan_marker_then_gives_a_coin(glen, flat):
    """두어트 성: at once place a clan marker (road cost paid), then take 1 coin."""
    g = glen(2, 1, die="off")
    seat = g.seat
    coins = g.p(seat)["coins"]
    placed(g, landmark(g, "duart_castle"), "0,1")
    assert g.prompt["op"] == {"op": "clan"}
    g.do("clan", field="douglas")
    assert g.p(seat)["coins"] == coins - 1 + 1 and g.s["clans"]["douglas"] == [seat]


def test_loch_lochy_two_resources_of_choice_on_its_tile(glen):
    """로키 호: at once put any 2 resources on the Loch Lochy tile."""
    g = glen(2, 1, die="off")
    seat = placed(g, landmark(g, "loch_lochy", type="loch"), "0,1")
    g.do("resource", res="stone")
    g.do("resource", res="sheep")
    assert g.p(seat)["land"]["0,1"]["res"] == {"stone": 1, "sheep": 1}


def test_castle_moil_doubles_the_home_castle_scotsmen_at_every_scoring(glen):
    """마을(마올) 성 (ongoing): at every scoring the Scotsmen in one's home castle count double."""
    g = glen(2, 1, die="off")
    g.p(0)["land"]["1,0"]["scots"] = 3
    g.p(1)["land"]["1,0"]["scots"] = 3
    g.p(0)["landmarks"].append("castle_moil")
    values = scoring.category_values(g.s)
    assert values["castle"] == [6, 3]
    result = scoring.scoring(g.s, [])
    assert result["vp"]["castle"] == [3, 0]


def test_castle_of_mey_activates_the_whole_land(glen):
    """메이 성: instead of its neighbours, every tile of one's land may activate (each once)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    for cell, vp in (("0,1", 1), ("0,2", 2), ("0,3", 4)):
        g.build(seat, g.tile(activation=[[{"kind": "vp", "n": vp}]]), cell)
    placed(g, landmark(g, "castle_of_mey"), "0,-1")
    assert {"0,1", "0,2", "0,3", "1,0"} <= {a["cell"] for a in acts(g)}
    for cell in ("0,3", "0,2", "0,1"):
        g.do("activate", cell=cell, alt=0)
    assert g.p(seat)["vp"] == 7 and not any(a["cell"] in ("0,1", "0,2", "0,3") for a in acts(g))


def test_loch_morar_removes_up_to_two_tiles_itself_included(glen):
    """모랄 호: remove up to 2 tiles of one's land (itself too); none may be left touching only at a
    corner (D5); the contents go to the home castle; the home tiles stay; if it removed itself, its
    neighbours still activate (R)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1", scots=1, wood=1)
    g.build(seat, g.tile(), "1,1")
    g.build(seat, g.tile(), "1,2")
    placed(g, landmark(g, "loch_morar", type="loch"), "0,-1")
    assert g.prompt["op"]["op"] == "remove"
    assert g.legal() == [{"type": "remove", "cell": c} for c in ("0,-1", "0,1", "1,2")] + [{"type": "done"}]
    g.do("remove", cell="0,1")
    assert g.legal() == [{"type": "remove", "cell": c} for c in ("0,-1", "1,2")] + [{"type": "done"}]
    g.do("remove", cell="0,-1")
    land = g.p(seat)["land"]
    assert "0,1" not in land and "0,-1" not in land
    assert land["1,0"]["scots"] == 1 and land["1,0"]["res"] == {"wood": 1}
    assert g.p(seat)["landmarks"] == ["loch_morar"], "a removed landmark keeps its card"
    assert g.prompt["kind"] == "activate"
    cells = {a["cell"] for a in acts(g)}
    assert "1,0" in cells and cells <= {"0,0", "1,0"}, "its neighbours, not itself"


def test_loch_morar_may_stop_after_one_or_none(glen):
    """모랄 호: "up to" 2."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1")
    placed(g, landmark(g, "loch_morar", type="loch"), "0,-1")
    g.do("done")
    assert g.prompt["kind"] == "activate" and set(g.p(seat)["land"]) == {"0,0", "1,0", "0,1", "0,-1"}


def test_loch_morar_counts_its_two_removals_across_a_saved_position(glen):
    """모랄 호: at most 2 — also when the position was written out and read back between the two
    (the prompt and the queued effect are then separate copies)."""
    import json

    g = glen(2, 1, die="off")
    seat = g.seat
    for cell in ("0,1", "0,2", "0,3"):
        g.build(seat, g.tile(), cell)
    placed(g, landmark(g, "loch_morar", type="loch"), "0,-1")
    copy = json.loads(json.dumps(g.s))
    g.s.clear()
    g.s.update(copy)
    g.touch()
    g.do("remove", cell="0,3")
    g.do("remove", cell="0,2")
    assert g.prompt["kind"] == "activate", "two removals at most"


def test_loch_shiel_a_scotsman_on_its_tile_and_a_whisky(glen):
    """샤이얼 호: at once put 1 Scotsman on the Loch Shiel tile and take 1 whisky cask."""
    g = glen(2, 1, die="off")
    seat = placed(g, landmark(g, "loch_shiel", type="loch"), "0,1")
    assert g.p(seat)["land"]["0,1"]["scots"] == 1 and g.p(seat)["whisky"] == 1


def test_castle_stalker_three_coins(glen):
    """스토커 성: 3 coins (before the activation)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    coins = g.p(seat)["coins"]
    placed(g, landmark(g, "castle_stalker"), "0,1")
    assert g.p(seat)["coins"] == coins + 3 and g.prompt["kind"] == "activate"


@pytest.mark.parametrize("coins,extra", [(0, 0), (5, 5), (8, 8), (12, 8)])
def test_armadale_castle_one_more_vp_per_coin_at_most_8(glen, coins, extra):
    """알마데일 성 (end of game): in the final scoring 1 more VP per coin, at most 8 more."""
    g = glen(2, 1, die="off")
    g.p(0)["landmarks"].append("armadale_castle")
    g.p(0)["coins"], g.p(1)["coins"] = coins, coins
    result = scoring.final(g.s, [])
    assert result["coins"] == [coins, coins]
    assert result["landmarks"] == [extra, 0]


def test_inverness_a_barley_on_its_tile_and_a_whisky(glen):
    """인버네스: at once 1 barley onto the Inverness tile and 1 whisky cask."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(type="village"), "0,1", scots=1)
    placed(g, landmark(g, "inverness", type="village", expansion="village"), "0,1")
    assert g.p(seat)["land"]["0,1"]["res"] == {"barley": 1} and g.p(seat)["whisky"] == 1


def test_every_landmark_card_has_a_test():
    """부록 1: the 11 base cards are covered above."""
    import sys

    names = {name for name in dir(sys.modules[__name__]) if name.startswith("test_")}
    base = [card for card, data in LANDMARKS.items() if not data.get("chronicle")]
    assert len(base) == 11
    for card in base:
        assert any(name.startswith(f"test_{card}_") for name in names), card
