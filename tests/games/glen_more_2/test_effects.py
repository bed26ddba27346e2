"""One-time effects and activation (rulebook 일회성 효과, 타일 활성화; R "Types of Activations").

Tests take a fixture tile from the rondel, place it and look at what the player may then do and
what each choice changes.
"""

from __future__ import annotations

from games.glen_more_2 import effects


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def placed(g, tile: str, cell: str) -> int:
    """The deciding player takes `tile` and puts it on `cell`; returns the seat."""
    seat = g.seat
    g.do("take", pos=offer(g, tile))
    g.do("place", cell=cell)
    return seat


def acts(g) -> list[dict]:
    return [a for a in g.legal() if a["type"] == "activate"]


def acts_at(g, cell: str) -> list[dict]:
    return [a for a in acts(g) if a["cell"] == cell]


def act_cells(g) -> set[str]:
    return {a["cell"] for a in acts(g)}


def produces(res: str, *more: str) -> list:
    return [[{"kind": "produce", "res": [res, *more]}]]


# --- one-time effects ------------------------------------------------------------------------------


def test_one_time_scotsman_comes_from_the_supply_onto_the_new_tile(glen):
    """일회성 효과 스코츠맨: one Scotsman from one's supply onto the new tile (none left, none placed)."""
    g = glen(2, 1, die="off")
    seat = placed(g, g.tile(once=[{"kind": "scotsman"}]), "0,1")
    assert g.p(seat)["land"]["0,1"]["scots"] == 1
    assert effects.supply_scotsmen(g.s, seat) == 10 - 1 - 2
    g.do("end_turn")

    g = glen(2, 1, die="off")
    g.p(g.seat)["land"]["0,0"]["scots"] = 9          # all ten are out: 9 in the land + the rondel piece
    g.touch()
    seat = placed(g, g.tile(once=[{"kind": "scotsman"}]), "0,1")
    assert g.p(seat)["land"]["0,1"]["scots"] == 0


def test_one_time_whisky_coin_and_victory_points(glen):
    """일회성 효과: a whisky cask into one's supply; a coin; the printed VP."""
    g = glen(2, 1, die="off")
    seat = g.seat
    before = dict(g.p(seat))
    placed(g, g.tile(once=[{"kind": "whisky"}, {"kind": "coin", "n": 1}, {"kind": "vp", "n": 3}]), "0,1")
    p = g.p(seat)
    assert (p["whisky"], p["coins"], p["vp"]) == (before["whisky"] + 1, before["coins"] + 1, before["vp"] + 3)


def test_one_time_any_resource_goes_on_the_new_tile_whisky_is_no_resource(glen):
    """일회성 효과 자원 아무거나: any one resource (barley, wood, stone, sheep, cattle — not whisky) onto
    the new tile; decided before any activation."""
    g = glen(2, 1, die="off")
    seat = placed(g, g.tile(once=[{"kind": "any_resource"}], activation=produces("wood")), "0,1")
    assert g.prompt["kind"] == "choice"
    assert sorted(a["res"] for a in g.legal()) == ["barley", "cattle", "sheep", "stone", "wood"]
    assert not acts(g), "one-time effects come before the activation"
    g.do("resource", res="cattle")
    assert g.p(seat)["land"]["0,1"]["res"] == {"cattle": 1}
    assert g.prompt["kind"] == "activate" and "0,1" in act_cells(g)


def test_one_time_landmark_card_is_kept(glen):
    """일회성 효과 랜드마크 카드: take the matching card and keep it with one's supply."""
    g = glen(2, 1, die="off")
    seat = placed(g, g.tile(type="castle", once=[{"kind": "landmark"}], landmark="castle_moil"), "0,1")
    assert g.p(seat)["landmarks"] == ["castle_moil"]


def test_one_time_clan_marker(glen):
    """일회성 효과 클랜 마커: place a clan marker on the clan board (the clan rules apply)."""
    g = glen(2, 1, die="off")
    seat = placed(g, g.tile(once=[{"kind": "clan_marker"}]), "0,1")
    assert g.prompt["kind"] == "choice" and g.prompt["op"] == {"op": "clan"}
    g.do("clan", field="macleod")
    assert g.s["clans"]["macleod"] == [seat] and g.p(seat)["markers"] == 9


def test_a_covered_tiles_one_time_gains_are_kept(glen):
    """증축 타일: covering a tile with a one-time effect does not undo it (a landmark card stays)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(type="castle", landmark="castle_moil"), "0,1", scots=1)
    g.p(seat)["landmarks"].append("castle_moil")
    placed(g, g.tile(type="castle", expansion="castle"), "0,1")
    assert g.p(seat)["landmarks"] == ["castle_moil"]


# --- which tiles activate --------------------------------------------------------------------------


def test_the_new_tile_and_its_up_to_eight_neighbours_activate_each_optional_any_order(glen):
    """타일 활성화: the new tile and all its (up to 8) neighbours, in the order one likes, each optional;
    a tile farther away does not activate."""
    g = glen(2, 1, die="off")
    seat = g.seat
    for cell in ("0,1", "1,1", "2,1", "-1,1", "-1,2", "-1,3", "1,2", "2,2"):
        g.build(seat, g.tile(activation=produces("wood")), cell)
    g.p(seat)["land"]["1,1"]["scots"] = 1
    placed(g, g.tile(activation=produces("stone")), "0,2")
    assert act_cells(g) == {"0,1", "1,1", "-1,1", "-1,2", "-1,3", "1,2", "0,2"}, "not 2,1, 2,2, 0,0, 1,0"
    assert {"type": "end_turn"} in g.legal()
    g.do("activate", cell="1,2", alt=0)
    g.do("activate", cell="0,2", alt=0)
    assert "1,2" not in act_cells(g) and "0,2" not in act_cells(g), "each tile once per turn"
    g.do("end_turn")
    land = g.p(seat)["land"]
    assert land["1,2"]["res"] == {"wood": 1} and land["0,2"]["res"] == {"stone": 1}
    assert land["0,1"]["res"] == {} and land["2,1"]["res"] == {}


# --- activation kinds ------------------------------------------------------------------------------


def test_produce_one_or_two_shown_resources_at_most_three_per_tile(glen):
    """활성화: produce the shown resource(s) onto the activated tile; at most 3 per tile (the rest is lost)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(activation=produces("sheep", "cattle")), "0,1", barley=2)
    placed(g, g.tile(activation=produces("wood")), "1,1")
    g.do("activate", cell="1,1", alt=0)
    g.do("activate", cell="0,1", alt=0)
    land = g.p(seat)["land"]
    assert land["1,1"]["res"] == {"wood": 1}
    assert land["0,1"]["res"] == {"barley": 2, "sheep": 1}, "the cattle finds no room"


def test_produce_any_resource(glen):
    """활성화: one resource of one's choice (not whisky) onto the tile."""
    g = glen(2, 1, die="off")
    seat = placed(g, g.tile(activation=[[{"kind": "produce_any"}]]), "0,1")
    assert sorted(a["res"] for a in acts(g) if a["cell"] == "0,1") == ["barley", "cattle", "sheep", "stone", "wood"]
    g.do("activate", cell="0,1", alt=0, res="stone")
    assert g.p(seat)["land"]["0,1"]["res"] == {"stone": 1}


def test_trade_two_or_four_different_resources(glen):
    """활성화 (R): 2 or 4 different resources → 4 or 8 VP; two alike do not make a pair."""
    g = glen(4, 1)
    seat = g.seat
    g.p(seat)["coins"] = 0  # no coins: only what lies on the tiles (market purchases: below)
    g.build(seat, g.tile(), "0,1", wood=2, stone=1)
    g.build(seat, g.tile(), "0,-1", sheep=1, cattle=1)
    trade = g.tile(type="trade", activation=[[{"kind": "trade_different", "n": 2, "vp": 4}],
                                             [{"kind": "trade_different", "n": 4, "vp": 8}]])
    placed(g, trade, "1,1")
    pairs = sorted(tuple(a["pay"]) for a in acts_at(g, "1,1") if a["alt"] == 0)
    assert ("wood", "wood") not in pairs and ("wood", "stone") in pairs
    assert len(pairs) == 6  # 2 of the 4 kinds held
    fours = [a["pay"] for a in acts_at(g, "1,1") if a["alt"] == 1]
    assert sorted(fours) == [["wood", "stone", "sheep", "cattle"]]
    g.do("activate", cell="1,1", alt=1, pay=["wood", "stone", "sheep", "cattle"])
    assert g.p(seat)["vp"] == 8
    assert g.p(seat)["land"]["0,1"]["res"] == {"wood": 1} and g.p(seat)["land"]["0,-1"]["res"] == {}


def test_trade_exactly_the_shown_resources(glen):
    """활성화 (R): exactly the shown resources → the VP shown (the example 1 sheep + 2 cattle → 8)."""
    g = glen(4, 1)
    seat = g.seat
    g.p(seat)["coins"] = 0
    g.build(seat, g.tile(), "0,1", sheep=1, cattle=1)
    butcher = g.tile(type="trade", activation=[[{"kind": "trade", "pay": {"sheep": 1, "cattle": 2}, "vp": 8}]])
    placed(g, butcher, "1,1")
    assert not acts_at(g, "1,1"), "one cattle short and no coin to buy it"
    g.p(seat)["land"]["0,1"]["res"]["cattle"] = 2
    g.touch()
    g.do("activate", cell="1,1", alt=0)
    assert g.p(seat)["vp"] == 8 and g.p(seat)["land"]["0,1"]["res"] == {}


def test_trade_any_three_resources(glen):
    """활성화 (R): any combination of 3 resources → 7 VP (the example 1 sheep + 2 stone)."""
    g = glen(4, 1)
    seat = g.seat
    g.p(seat)["coins"] = 0
    g.build(seat, g.tile(), "0,1", sheep=1, stone=2)
    placed(g, g.tile(type="trade", activation=[[{"kind": "trade_any", "n": 3, "vp": 7}]]), "1,1")
    assert [a["pay"] for a in acts_at(g, "1,1")] == [["stone", "stone", "sheep"]]
    g.do("activate", cell="1,1", alt=0, pay=["stone", "stone", "sheep"])
    assert g.p(seat)["vp"] == 7 and g.p(seat)["land"]["0,1"]["res"] == {}


def test_a_trade_may_be_paid_with_resources_bought_at_the_market(glen):
    """시장 구매: buying to pay at once includes an exchange tile's cost."""
    g = glen(4, 1)
    seat = g.seat
    g.p(seat)["coins"] = 3
    placed(g, g.tile(type="trade", activation=[[{"kind": "trade", "pay": {"wood": 2}, "vp": 5}]]), "1,1")
    g.do("activate", cell="1,1", alt=0)
    assert g.p(seat)["vp"] == 5 and g.p(seat)["coins"] == 0 and g.s["market"]["wood"] == [1, 2, 0]


def test_one_resource_for_a_clan_marker(glen):
    """활성화 (R): return any 1 resource and place a clan marker (the clan rules apply)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1", barley=1)
    placed(g, g.tile(activation=[[{"kind": "clan_for_resource"}]]), "1,1")
    assert {"type": "activate", "cell": "1,1", "alt": 0, "pay": ["barley"]} in acts_at(g, "1,1")
    g.do("activate", cell="1,1", alt=0, pay=["barley"])
    assert g.p(seat)["land"]["0,1"]["res"] == {}
    assert g.prompt["kind"] == "choice" and g.prompt["op"] == {"op": "clan"}
    g.do("clan", field="douglas")
    assert g.p(seat)["vp"] == 3


def test_distill_one_barley_into_one_whisky_cask(glen):
    """활성화 (R): 1 barley → 1 whisky cask."""
    g = glen(4, 1)
    seat = g.seat
    g.p(seat)["coins"] = 0
    g.build(seat, g.tile(), "0,1", barley=1)
    placed(g, g.tile(type="whisky", activation=[[{"kind": "distill"}]]), "1,1")
    g.do("activate", cell="1,1", alt=0)
    assert g.p(seat)["whisky"] == 1 and g.p(seat)["land"]["0,1"]["res"] == {}
    g.do("end_turn")
    g2 = g.seat
    g.p(g2)["coins"] = 0
    g.touch()
    placed(g, g.tile(type="whisky", activation=[[{"kind": "distill"}]]), "1,1")
    assert not acts_at(g, "1,1"), "no barley, no coins: nothing to distil"


def test_a_distillery_printing_its_own_input_costs_that_input(glen):
    """활성화 (data schema: `distill` may print its input, e.g. 1 wood + 1 barley → 1 whisky)."""
    g = glen(4, 1)
    seat = g.seat
    g.p(seat)["coins"] = 0
    g.build(seat, g.tile(), "0,1", barley=1)
    still = g.tile(type="whisky", activation=[[{"kind": "distill", "pay": {"wood": 1, "barley": 1}}]])
    placed(g, still, "1,1")
    assert not acts_at(g, "1,1"), "the wood is missing"
    g.p(seat)["land"]["0,1"]["res"]["wood"] = 1
    g.touch()
    g.do("activate", cell="1,1", alt=0)
    assert g.p(seat)["whisky"] == 1 and g.p(seat)["land"]["0,1"]["res"] == {}


def test_victory_points_on_activation(glen):
    """활성화 (R): gain the VP shown."""
    g = glen(2, 1, die="off")
    seat = placed(g, g.tile(activation=[[{"kind": "vp", "n": 2}]]), "0,1")
    g.do("activate", cell="0,1", alt=0)
    assert g.p(seat)["vp"] == 2


def test_movement_points_move_scotsmen_one_step_diagonals_too_and_lapse(glen):
    """활성화 이동 점수: each point moves one Scotsman one step (orthogonal or diagonal) inside one's
    land; points may be split; unused points are lost at the end of the turn."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(activation=[[{"kind": "move", "n": 1}]]), "0,1")
    placed(g, g.tile(activation=[[{"kind": "move", "n": 1}]]), "1,1")
    g.do("activate", cell="1,1", alt=0)
    g.do("activate", cell="0,1", alt=0)
    g.do("activate", cell="1,0", alt=0)             # the home castle: 1 movement
    assert g.s["turn"]["moves"] == 3
    moves = {(a["from"], a["to"]) for a in g.legal() if a["type"] == "move"}
    assert moves == {("0,0", "1,0"), ("0,0", "0,1"), ("0,0", "1,1")}, "inside the land only, diagonals too"
    g.do("move", **{"from": "0,0", "to": "1,1"})
    g.do("move", **{"from": "1,1", "to": "1,0"})
    land = g.p(seat)["land"]
    assert land["0,0"]["scots"] == 0 and land["1,0"]["scots"] == 1
    g.do("end_turn")
    g.do("take", pos=offer(g, g.tile()))
    assert g.s["turn"]["moves"] == 0
    assert seat != g.seat
