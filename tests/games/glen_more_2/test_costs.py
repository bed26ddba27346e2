"""Paying for tiles and the market (rulebook 론델에서 타일 가져오기 2-3, 시장: 구매, 판매).

Costs are paid in coins, resources from one's own tiles (D1: by default before any market purchase,
from the tile holding the most; the player may instead choose which tiles pay and buy at the market
what they hold), resources bought at the market to pay at once (leftmost empty field, its printed
price 1/2/3), whisky casks, or Scotsmen standing in one's land.
"""

from __future__ import annotations

import pytest

from core.errors import IllegalAction
from games.glen_more_2 import effects, market


def offer(g, tile: str) -> int:
    """Put the tile on the nearest rondel space ahead holding a tile."""
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def take(g, tile: str) -> int:
    pos = offer(g, tile)
    g.do("take", pos=pos)
    return pos


def takeable(g, tile: str) -> bool:
    pos = offer(g, tile)
    return {"type": "take", "pos": pos} in g.legal()


# --- coins, own resources, whisky ------------------------------------------------------------------


def test_a_coin_cost_is_paid_from_the_purse(glen):
    """론델에서 타일 가져오기 2: a printed cost must be paid; coins from one's supply."""
    g = glen(2, 1, die="off")
    seat = g.seat
    coins = g.p(seat)["coins"]
    take(g, g.tile(cost={"coins": 2}))
    assert g.p(seat)["coins"] == coins - 2
    assert g.prompt["kind"] == "place"


def test_resources_are_paid_from_ones_tiles_the_fullest_first(glen):
    """론델에서 타일 가져오기 2: resources lying on one's tiles pay; D1: from the tile with the most."""
    g = glen(4, 1)
    seat = g.seat
    g.build(seat, g.tile(), "0,1", wood=1)
    g.build(seat, g.tile(), "1,1", wood=2, stone=1)
    coins = g.p(seat)["coins"]
    take(g, g.tile(cost={"wood": 1, "stone": 1}))
    land = g.p(seat)["land"]
    assert land["0,1"]["res"] == {"wood": 1}
    assert land["1,1"]["res"] == {"wood": 1}
    assert g.p(seat)["coins"] == coins and g.s["market"]["wood"] == [0, 0, 0]


def test_whisky_casks_pay_a_whisky_cost(glen):
    """Anatomy of the tiles (R): a cost may be whisky."""
    g = glen(2, 1, die="off")
    seat = g.seat
    assert not takeable(g, g.tile(cost={"whisky": 1}))
    g.p(seat)["whisky"] = 2
    g.touch()
    take(g, g.tile(cost={"whisky": 1}))
    assert g.p(seat)["whisky"] == 1


# --- buying at the market --------------------------------------------------------------------------


def test_missing_resources_are_bought_on_the_leftmost_empty_field_at_its_price(glen):
    """시장 구매: put the field's number of coins on the leftmost empty field of the row."""
    g = glen(4, 1)  # 4 players: the market starts empty
    seat = g.seat
    coins = g.p(seat)["coins"]
    take(g, g.tile(cost={"wood": 2}))
    assert g.s["market"]["wood"] == [1, 2, 0]
    assert g.p(seat)["coins"] == coins - 3
    assert all(not spot["res"] for spot in g.p(seat)["land"].values()), "nothing bought is kept"


def test_with_the_first_field_covered_buying_starts_at_two(glen):
    """게임 준비 (R): 2-3 players start with 1 coin on each "1" field, so the first purchase costs 2."""
    g = glen(2, 1, die="off")
    seat = g.seat
    coins = g.p(seat)["coins"]
    take(g, g.tile(cost={"stone": 2}))
    assert g.s["market"]["stone"] == [1, 2, 3]
    assert g.p(seat)["coins"] == coins - 5


def test_own_resources_go_first_then_the_market(glen):
    """D1: the resources on one's tiles pay first, only the shortfall is bought."""
    g = glen(4, 1)
    seat = g.seat
    g.build(seat, g.tile(), "0,1", sheep=1)
    coins = g.p(seat)["coins"]
    take(g, g.tile(cost={"sheep": 2}))
    assert g.p(seat)["land"]["0,1"]["res"] == {}
    assert g.s["market"]["sheep"] == [1, 0, 0] and g.p(seat)["coins"] == coins - 1


def test_a_full_row_sells_nothing_and_coins_must_cover_the_purchase(glen):
    """시장 구매: no empty field, no purchase (until one is emptied); a tile one cannot pay is refused."""
    g = glen(4, 1)
    seat = g.seat
    g.s["market"]["cattle"] = [1, 2, 3]
    assert not takeable(g, g.tile(cost={"cattle": 1}))
    g.s["market"]["cattle"] = [1, 2, 0]
    g.p(seat)["coins"] = 2
    assert not takeable(g, g.tile(cost={"cattle": 1}))
    g.p(seat)["coins"] = 3
    assert takeable(g, g.tile(cost={"cattle": 1}))
    g.p(seat)["coins"] = 3
    assert not takeable(g, g.tile(cost={"cattle": 1, "coins": 1}))


def test_there_is_no_buying_to_keep(glen):
    """시장 구매: only to pay a cost at once; bought resources are never stored."""
    g = glen(2, 1, die="off")
    assert not any(a["type"] == "buy" for a in g.legal())
    take(g, g.tile())
    g.do("place", cell="0,1")
    assert not any(a["type"] == "buy" for a in g.legal())
    assert market.cost_to_buy({"wood": [1, 0, 0]}, "wood", 2) == 5
    assert market.cost_to_buy({"wood": [1, 2, 0]}, "wood", 2) is None


# --- Scotsmen --------------------------------------------------------------------------------------


def test_a_scotsman_cost_comes_from_the_land_never_from_the_supply(glen):
    """론델에서 타일 가져오기 2: a Scotsman paid must stand in one's land (a Person costing one, so
    that placement plays no part); he goes back to the supply."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1", scots=1)
    g.p(seat)["land"]["0,0"]["scots"] = 0
    g.touch()
    assert effects.supply_scotsmen(g.s, seat) == 8
    take(g, g.tile(type="person", cost={"scotsman": 1}))
    assert g.p(seat)["land"]["0,1"]["scots"] == 0
    assert g.p(seat)["land"]["0,0"]["scots"] == 0
    assert effects.supply_scotsmen(g.s, seat) == 9, "D14: back to the player's supply"

    g = glen(2, 1, die="off")
    g.p(g.seat)["land"]["0,0"]["scots"] = 0
    g.touch()
    assert not takeable(g, g.tile(type="person", cost={"scotsman": 1})), "9 in the supply do not help"


def test_loch_ness_cannot_go_next_to_the_scotsman_that_paid_for_it(glen):
    """부록 1 네스 호: the Scotsman is paid before the tile is placed, so the tile cannot go next to
    where he stood — with the village's only Scotsman, nothing is left to place it by."""
    g = glen(2, 1, die="off")
    seat = g.seat
    ness = g.tile(type="loch", river=["W", "E"], cost={"scotsman": 1})
    assert not takeable(g, ness)
    g.p(seat)["land"]["0,0"]["scots"] = 2
    g.touch()
    take(g, ness)
    assert g.p(seat)["land"]["0,0"]["scots"] == 1
    assert g.legal() == [{"type": "place", "cell": "-1,0"}]


def test_only_a_scotsman_whose_leaving_still_lets_the_tile_be_placed_may_pay(glen):
    """부록 1 네스 호: the payer is chosen among the Scotsmen whose leaving keeps a place for the tile;
    with one such Scotsman he pays without a question."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(river=["W", "E"]), "-1,0")         # the river's west end is now -2,0
    g.build(seat, g.tile(), "1,1", scots=1)                  # next to the east end 2,0
    ness = g.tile(type="loch", river=["W", "E"], cost={"scotsman": 1})
    take(g, ness)
    land = g.p(seat)["land"]
    assert land["0,0"]["scots"] == 0 and land["1,1"]["scots"] == 1
    assert g.prompt["kind"] == "place" and g.legal() == [{"type": "place", "cell": "2,0"}]

    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(river=["W", "E"]), "-1,0")
    g.build(seat, g.tile(), "1,1", scots=2)
    take(g, g.tile(type="loch", river=["W", "E"], cost={"scotsman": 1}))
    assert g.prompt["kind"] == "pay_scot"
    assert g.legal() == [{"type": "scot", "cell": "0,0"}, {"type": "scot", "cell": "1,1"}]
    g.do("scot", cell="1,1")
    assert g.p(seat)["land"]["1,1"]["scots"] == 1
    assert g.legal() == [{"type": "place", "cell": "2,0"}]


def test_a_cost_of_two_scotsmen_is_paid_one_by_one(glen):
    """론델에서 타일 가져오기 2 (data schema: a cost of n Scotsmen): each from the land, each chosen
    so that the tile can still be placed; not takeable with fewer in the land."""
    g = glen(2, 1, die="off")
    seat = g.seat
    assert not takeable(g, g.tile(type="person", cost={"scotsman": 2}))
    g.build(seat, g.tile(), "0,1", scots=1)
    take(g, g.tile(type="person", cost={"scotsman": 2}))
    assert g.prompt == {"kind": "pay_scot", "seat": seat, "due": 2}
    g.do("scot", cell="0,1")
    land = g.p(seat)["land"]
    assert land["0,0"]["scots"] == 0 and land["0,1"]["scots"] == 0, "the last one paid without a question"
    assert g.prompt["kind"] == "activate"


def test_the_events_of_an_automatic_scotsman_payment_are_kept(glen):
    """론델에서 타일 가져오기 2: with one possible payer the Scotsman pays without a question; what
    follows in that same step (here a Person's one-time VP) is still reported."""
    g = glen(2, 1, die="off")
    seat = g.seat
    take(g, g.tile(type="person", cost={"scotsman": 1}, once=[{"kind": "vp", "n": 2}]))
    assert g.p(seat)["vp"] == 2
    assert {"type": "vp", "seat": seat, "vp": 2, "why": "tile"} in g.m.events[-1]


# --- selling ---------------------------------------------------------------------------------------


def test_selling_takes_the_coins_of_the_rightmost_filled_field(glen):
    """시장 판매: return 1 resource, take all coins of the row's rightmost field holding coins."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(), "0,1", wood=2, barley=1)
    g.s["market"]["wood"] = [1, 2, 0]
    g.s["market"]["barley"] = [0, 0, 0]
    g.touch()
    coins = g.p(seat)["coins"]
    assert {"type": "sell", "cell": "0,1", "res": "barley"} not in g.legal(), "an empty row buys nothing"
    g.do("sell", cell="0,1", res="wood")
    assert g.p(seat)["coins"] == coins + 2 and g.s["market"]["wood"] == [1, 0, 0]
    g.do("sell", cell="0,1", res="wood")
    assert g.p(seat)["coins"] == coins + 3 and g.s["market"]["wood"] == [0, 0, 0]
    assert g.p(seat)["land"]["0,1"]["res"] == {"barley": 1}


def test_selling_just_before_an_activation_makes_room_on_a_full_tile(glen):
    """시장 판매: one may sell just before activating, to make room on a tile that is full."""
    g = glen(2, 1, die="off")
    seat = g.seat
    g.build(seat, g.tile(activation=[[{"kind": "produce", "res": ["wood"]}]]), "0,1", wood=3)
    take(g, g.tile())
    g.do("place", cell="1,1")
    assert {"type": "sell", "cell": "0,1", "res": "wood"} in g.legal()
    g.do("sell", cell="0,1", res="wood")
    g.do("activate", cell="0,1", alt=0)
    assert g.p(seat)["land"]["0,1"]["res"] == {"wood": 3}
    assert g.s["market"]["wood"] == [0, 0, 0]


# --- choosing which tiles pay (론델에서 타일 가져오기 2; D1) -------------------------------------------------
# '비용을 내기 위해 자신의 개인 공급처에 있는 동전이나 자기 타일 위에 올려진 자원을 내도 되고, 시장에서 필요한
# 자원을 구매해서 내도 됩니다.' The default payment stays one action; the switch "pay_choose" opens a
# prompt that asks for each resource unit where it comes from, only when that choice can matter.

SWITCH_ON = {"type": "pay_choose", "on": True}


def two_wood_tiles(g) -> int:
    """The deciding player: 1 wood on 0,1 and 2 wood on 1,1 (4 players: the market starts empty)."""
    seat = g.seat
    g.build(seat, g.tile(), "0,1", wood=1)
    g.build(seat, g.tile(), "1,1", wood=2)
    return seat


def test_the_switch_is_offered_only_when_the_choice_can_matter(glen):
    """No resource cost, or one tile holding the resource and a market that cannot sell it: nothing
    to choose, no switch. Wood on two tiles (or the market able to sell the wood one holds): the switch."""
    g = glen(4, 1)
    seat = g.seat
    g.build(seat, g.tile(), "0,1", wood=1)
    g.s["market"]["wood"] = [1, 2, 3]  # full: nothing to buy
    offer(g, g.tile(cost={"wood": 1}))
    assert SWITCH_ON not in g.legal(), "one tile, no market: the payment has one way"
    offer(g, g.tile(cost={"coins": 1}))
    assert SWITCH_ON not in g.legal()
    g.s["market"]["wood"] = [0, 0, 0]
    g.touch()
    assert SWITCH_ON in g.legal(), "buying the wood instead of one's own"
    g.s["market"]["wood"] = [1, 2, 3]
    g.build(seat, g.tile(), "1,1", wood=1)
    assert SWITCH_ON in g.legal(), "which of two tiles gives the wood"


def test_the_default_payment_is_still_one_action(glen):
    """With a choice to make, taking the tile without the switch pays at once as D1 says."""
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    assert SWITCH_ON in g.legal()
    take(g, g.tile(cost={"wood": 1}))
    assert g.prompt["kind"] == "place"
    assert g.p(seat)["land"]["0,1"]["res"] == {"wood": 1} and g.p(seat)["land"]["1,1"]["res"] == {"wood": 1}


def test_the_player_chooses_which_tile_pays(glen):
    """Issue 11: the engine always took from the fullest tile; now the player may name the tile."""
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    coins = g.p(seat)["coins"]
    pos = offer(g, g.tile(cost={"wood": 1}))
    g.do("pay_choose", on=True)
    assert g.prompt.get("choose_pay") is True and {"type": "pay_choose", "on": False} in g.legal()
    g.do("take", pos=pos)
    assert g.prompt["kind"] == "pay" and g.prompt["units"] == ["wood"]
    assert g.legal() == [{"type": "pay_tile", "cell": "0,1"}, {"type": "pay_tile", "cell": "1,1"},
                         {"type": "pay_market"}, {"type": "pay_cancel"}]
    g.do("pay_tile", cell="0,1")
    land = g.p(seat)["land"]
    assert land["0,1"]["res"] == {} and land["1,1"]["res"] == {"wood": 2}, "the tile named, not the fullest"
    assert g.prompt["kind"] == "place" and g.p(seat)["coins"] == coins
    assert "pay_plan" not in g.s


def test_the_player_may_buy_at_the_market_instead_of_using_their_own(glen):
    """R: "You don't need to spend your existing resources first to use the market"."""
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    coins = g.p(seat)["coins"]
    pos = offer(g, g.tile(cost={"wood": 2}))
    g.do("pay_choose", on=True)
    g.do("take", pos=pos)
    g.do("pay_market")
    assert g.prompt["kind"] == "pay" and len(g.prompt["plan"]) == 1, "one unit at a time"
    g.do("pay_tile", cell="0,1")
    land = g.p(seat)["land"]
    assert land["0,1"]["res"] == {} and land["1,1"]["res"] == {"wood": 2}
    assert g.s["market"]["wood"] == [1, 0, 0] and g.p(seat)["coins"] == coins - 1
    assert g.prompt["kind"] == "place"


def test_going_back_from_the_payment_changes_nothing(glen):
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    pos = offer(g, g.tile(cost={"wood": 2}))
    before = [dict(spot["res"]) for spot in g.p(seat)["land"].values()]
    g.do("pay_choose", on=True)
    g.do("take", pos=pos)
    g.do("pay_tile", cell="1,1")
    g.do("pay_cancel")
    assert g.prompt["kind"] == "take" and g.prompt.get("choose_pay") is True
    assert [dict(spot["res"]) for spot in g.p(seat)["land"].values()] == before
    g.do("pay_choose", on=False)
    assert "choose_pay" not in g.prompt
    with pytest.raises(IllegalAction):
        g.do("pay_tile", cell="1,1")


def test_a_unit_with_one_possible_source_is_not_asked(glen):
    """D18: stone on one tile and a full stone row: the stone is paid without a question; only the
    wood is asked."""
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    g.build(seat, g.tile(), "2,1", stone=1)
    g.s["market"]["stone"] = [1, 2, 3]
    pos = offer(g, g.tile(cost={"wood": 1, "stone": 1}))
    g.do("pay_choose", on=True)
    g.do("take", pos=pos)
    assert g.prompt["kind"] == "pay" and g.prompt["units"] == ["wood", "stone"]
    g.do("pay_tile", cell="1,1")
    land = g.p(seat)["land"]
    assert land["1,1"]["res"] == {"wood": 1} and land["2,1"]["res"] == {} and land["0,1"]["res"] == {"wood": 1}
    assert g.prompt["kind"] == "place"


def test_only_sources_that_leave_the_rest_payable_are_offered(glen):
    """Buying the wood one holds is offered only with the coins for it and for what must still be
    bought (the stone here): 1 coin, the stone costs 1 → the wood cannot be bought."""
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    g.p(seat)["coins"] = 1
    pos = offer(g, g.tile(cost={"wood": 1, "stone": 1}))
    g.do("pay_choose", on=True)
    g.do("take", pos=pos)
    assert g.legal() == [{"type": "pay_tile", "cell": "0,1"}, {"type": "pay_tile", "cell": "1,1"}, {"type": "pay_cancel"}]
    g.do("pay_tile", cell="1,1")
    assert g.p(seat)["coins"] == 0 and g.s["market"]["stone"] == [1, 0, 0] and g.prompt["kind"] == "place"


def test_an_activation_cost_may_be_paid_from_the_tiles_the_player_chooses(glen):
    """The same for a tile's activation (an exchange tile's cost)."""
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    g.do("take", pos=offer(g, g.tile(type="trade", activation=[[{"kind": "trade", "pay": {"wood": 1}, "vp": 2}]])))
    g.do("place", cell="0,-1")
    assert g.prompt["kind"] == "activate" and SWITCH_ON in g.legal()
    g.do("pay_choose", on=True)
    g.do("activate", cell="0,-1", alt=0)
    assert g.prompt["kind"] == "pay"
    g.do("pay_tile", cell="0,1")
    assert g.p(seat)["land"]["0,1"]["res"] == {} and g.p(seat)["vp"] == 2
    assert g.prompt["kind"] == "activate" and g.prompt.get("choose_pay") is True


def test_the_payment_plan_fits_what_pay_checks(glen):
    """effects.pay with a plan refuses a tile without the resource and a purchase it cannot afford."""
    g = glen(4, 1)
    seat = two_wood_tiles(g)
    g.s["pay_plan"] = {"seat": seat, "units": ["wood"], "sources": ["0,0"]}
    with pytest.raises(ValueError):
        effects.pay(g.s, seat, {"wood": 1}, [])
    g.p(seat)["coins"] = 0
    g.s["pay_plan"] = {"seat": seat, "units": ["wood"], "sources": ["market"]}
    with pytest.raises(ValueError):
        effects.pay(g.s, seat, {"wood": 1}, [])

