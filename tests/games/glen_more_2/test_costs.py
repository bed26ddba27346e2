"""Paying for tiles and the market (rulebook 론델에서 타일 가져오기 2-3, 시장: 구매, 판매).

Costs are paid in coins, resources from one's own tiles (D1: before any market purchase, from the
tile holding the most), resources bought at the market to pay at once (leftmost empty field, its
printed price 1/2/3), whisky casks, or Scotsmen standing in one's land.
"""

from __future__ import annotations

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
