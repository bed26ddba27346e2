"""Chronicle 3 — Ol' Jamey's Single Cask Reserve (rulebook 연대기 3 - 올제이미의 싱글 캐스크 위스키).

One test per clause ("구성물", "달라지는 게임 준비", "위스키 확보 및 숙성", "새로운 타일 활성화 효과",
"새로운 저장고 짓기", "승점 계산", "'위스키 판매처' 타일"). Fixture tiles (`g.tile`) stand in for the
distilleries, whose printed effects are provisional; cellar values are printed (0-3, 4-8, 10-15),
cellar prices and seller capacities provisional (read from the data).
"""

from __future__ import annotations

import pytest

from games.glen_more_2 import market, scoring
from games.glen_more_2 import setup as setup_mod
from games.glen_more_2.chronicles import c3
from games.glen_more_2.data_files import CHRONICLES, RONDEL_SPACES, TILES

SELLER = "c3-B04"
PRICE = {card["id"]: card["price"] for card in CHRONICLES[3]["components"]["cellars"]["cards"]}
CAPACITY = CHRONICLES[3]["components"]["whisky_sellers"]["capacity_by_players"]


def game(glen, players: int = 2, seed: int = 1, **options: str):
    """Pieces on 0..n-1 (the die after them if on), free plain tiles on every other space up to the gap."""
    g = glen(players, seed, c3="on", **{"die": "off", **options})
    first = players + (1 if g.s["die"] is not None else 0)
    g.s["rondel"] = {str(pos): g.tile() for pos in range(first, RONDEL_SPACES - 1)}
    g.touch()
    return g


def casks(g, seat: int, slots: list[int]) -> None:
    """Give the player casks in these slots (over the cellars they own)."""
    c = g.s["c3"]["players"][seat]
    c["slots"] = list(slots) + [0] * (len(c["slots"]) - len(slots))
    g.p(seat)["whisky"] = sum(slots)
    g.touch()


def slots(g, seat: int) -> list[int]:
    return g.s["c3"]["players"][seat]["slots"]


def own(g, seat: int, *cards: str) -> None:
    c = g.s["c3"]["players"][seat]
    for card in cards:
        c["cellars"].append(card)
        c["slots"] += [0] * len(c3.CELLARS[card]["values"])
    g.touch()


def put_seller(g, pos: int, tile: str = SELLER) -> None:
    for stack in g.s["stacks"].values():
        if tile in stack:
            stack.remove(tile)
    g.s["rondel"][str(pos)] = tile
    g.touch()


def activate_new(g, seat: int, tile: str, cell: str | None = None) -> None:
    """Take `tile` from the rondel (2 spaces ahead) and put it in the land (the activation step)."""
    pos = g.offer(tile, 2)
    g.do("take", pos=pos)
    g.do("place", cell=cell or g.legal()[0]["cell"])


def place_and_end(g) -> None:
    if g.prompt["kind"] == "place":
        g.do("place", cell=g.legal()[0]["cell"])
    g.do("end_turn")


# --- components and set-up -------------------------------------------------------------------------


def test_this_chronicles_distilleries_replace_the_base_ones_and_two_new_ones_join(glen):
    """구성물 / 달라지는 게임 준비: '기본 규칙의 양조장 타일을 이 연대기 아이콘이 그려진 양조장 타일로
    대체합니다' (펄트니, 글렌 모르, 글렌로치, 에드라더, 밀번); 벤 위비스 (B) and 글렌 알빈 (C) are new; one
    whisky seller in each of B, C and D."""
    g = glen(3, 4, c3="on")
    held = set(g.s["rondel"].values()) | {t for stack in g.s["stacks"].values() for t in stack}
    replaced = {TILES[t]["replaces"] for t in TILES if TILES[t].get("replaces") and TILES[t]["chronicle"] == 3}
    assert len(replaced) == 5 and not replaced & held
    for t in replaced:
        twin = next(n for n in TILES if TILES[n].get("replaces") == t)
        assert twin in held and TILES[twin]["ko"] == TILES[t]["ko"] and TILES[twin]["stack"] == TILES[t]["stack"]
    assert {"c3-B03", "c3-C02"} <= held
    assert (TILES["c3-B03"]["stack"], TILES["c3-C02"]["stack"]) == ("B", "C")
    sellers = {t for t in held if TILES[t].get("role") == "whisky_seller"}
    assert sorted(TILES[t]["stack"] for t in sellers) == ["B", "C", "D"]
    assert all(t in g.s["stacks"][TILES[t]["stack"]] for t in sellers)
    base = glen(3, 4)
    assert replaced <= set(base.s["rondel"].values()) | {t for s in base.s["stacks"].values() for t in s}


def test_every_player_starts_with_the_first_cellar_the_others_lie_by_the_board(glen):
    """'각 플레이어는 첫째 저장고 카드(아래쪽에 0. 1. 2. 3이라고 적힌 카드)를 1장씩 가져갑니다. 둘째
    (4. 5. 6. 8), 셋째 (10. 12. 15) 저장고 카드는 게임판 옆에 모아둡니다.'"""
    g = glen(4, 1, c3="on")
    assert [c3.CELLARS[k]["values"] for k in c3.ORDER] == [[0, 1, 2, 3], [4, 5, 6, 8], [10, 12, 15]]
    for seat in range(4):
        assert g.s["c3"]["players"][seat] == {"cellars": ["first"], "slots": [0, 0, 0, 0]}
        assert c3.values(g.s, seat) == [0, 1, 2, 3]


def test_the_chronicle_is_offered_for_two_to_four_players():
    """연대기 3 인원: 2~4명."""
    assert setup_mod.OPTIONS["c3"] == ("off", "on")
    for players in (2, 3, 4):
        assert setup_mod.normalize_options(players, {"c3": "on"})["c3"] == "on"


# --- getting whisky, paying whisky -----------------------------------------------------------------


def test_a_new_cask_goes_into_the_leftmost_empty_1_to_3_slot_else_the_0_slot(glen):
    """'위스키 술통을 생산하거나 얻었다면, 그걸 첫째 저장고 카드에서 1~3이 표시된 칸 중에서 가장 왼쪽 빈칸에
    놓을 수 있습니다. 만약 그 칸들이 다 찼다면 0짜리 칸에 위스키 술통을 놓아야 합니다.' (C3-3: the 0 slot
    holds any number)"""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [0, 0, 1, 0])
    whisky = g.tile(once=[{"kind": "whisky"}])
    activate_new(g, seat, whisky)
    g.do("end_turn")
    assert slots(g, seat) == [0, 1, 1, 0]
    g.p(seat)["whisky"] += 3
    c3.sync(g.s, seat)
    assert slots(g, seat) == [2, 1, 1, 1]


def test_a_cask_paid_comes_from_any_slot_the_player_chooses(glen):
    """'위스키 술통을 내야 할 때는 아무 저장고 카드의 아무 칸에서나 위스키 술통을 꺼내 쓸 수 있습니다.'
    (C3-2: the player chooses as soon as they can be asked; here between turns)"""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [0, 1, 0, 1])
    inn = g.tile(type="trade", cost={"whisky": 1})
    activate_new(g, seat, inn)
    assert g.p(seat)["whisky"] == 1
    g.do("end_turn")
    assert g.prompt["kind"] == "chronicle" and g.prompt["seat"] == seat
    assert g.legal() == [{"type": "c_cask_paid", "slot": 1}, {"type": "c_cask_paid", "slot": 3}]
    g.do("c_cask_paid", slot=3)
    assert slots(g, seat) == [0, 1, 0, 0]
    assert g.prompt["kind"] == "take"


def test_with_casks_in_one_slot_only_the_payment_asks_nothing(glen):
    """No question without a choice (base D18): every cask in the 0 slot."""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [2])
    activate_new(g, seat, g.tile(type="trade", cost={"whisky": 1}))
    g.do("end_turn")
    assert g.prompt["kind"] == "take" and slots(g, seat) == [1, 0, 0, 0]


def test_single_malt_counts_as_whisky_casks_in_the_scorings(glen):
    """승점 계산: '저장고 안에 있는 싱글 몰트 위스키는 위스키 술통과 같은 것으로 취급하며, 이는 승점을
    계산할 때도 마찬가지입니다.' — every cask in every cellar and slot counts."""
    g = game(glen)
    a, b = 0, 1
    own(g, a, "second")
    casks(g, a, [1, 1, 0, 1, 0, 1])
    casks(g, b, [1])
    assert scoring.category_values(g.s)["whisky"] == [4, 1]


# --- aging ---------------------------------------------------------------------------------------------


def age_tile(g) -> str:
    return g.tile(type="whisky", activation=[[{"kind": "age_whisky"}]])


def test_aging_moves_one_cask_one_slot_right_into_an_empty_slot(glen):
    """새로운 타일 활성화 효과: '아무 저장고의 위스키 술통 1개를 오른쪽으로 한 칸 옮길 수 있습니다. 옮겨갈
    칸은 빈칸이어야 하며, 다른 술통을 뛰어넘을 수 는 없습니다.' — optional."""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [2, 1, 1, 0])
    activate_new(g, seat, age_tile(g))
    g.do("activate", cell=g.s["turn"]["cell"], alt=0)
    assert g.prompt["kind"] == "choice" and g.prompt["op"]["op"] == "age_whisky"
    assert g.legal() == [{"type": "age", "slot": 2}, {"type": "skip"}], "slot 0 and 1 are blocked: no jumping"
    g.do("age", slot=2)
    assert slots(g, seat) == [2, 1, 0, 1]
    g = game(glen)
    casks(g, g.seat, [2, 0, 1, 0])
    activate_new(g, g.seat, age_tile(g))
    g.do("activate", cell=g.s["turn"]["cell"], alt=0)
    assert {a["slot"] for a in g.legal() if a["type"] == "age"} == {0, 2}
    g.do("skip")
    assert slots(g, g.seat) == [2, 0, 1, 0]


def test_a_cask_in_a_cellars_last_slot_ages_into_the_next_cellars_first(glen):
    """'어떤 저장고의 가장 오른쪽에 놓인 술통을 옮기면, 그 술통은 다음 저장고의 가장 왼쪽 칸으로
    이동합니다.' — and not further than the last cellar owned."""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [0, 0, 0, 1])
    assert c3.movable(g.s, seat) == [], "no second cellar: the 3 slot is the end"
    own(g, seat, "second")
    assert c3.movable(g.s, seat) == [3]
    activate_new(g, seat, age_tile(g))
    g.do("activate", cell=g.s["turn"]["cell"], alt=0)
    g.do("age", slot=3)
    assert slots(g, seat) == [0, 0, 0, 0, 1, 0, 0, 0]
    assert c3.values(g.s, seat)[4] == 4


def test_a_cask_paid_earlier_in_the_turn_is_taken_out_before_aging(glen):
    """C3-2: paying a cask, then aging in the same turn: the player first says which cask was paid."""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [1, 1, 0, 0])
    tile = g.tile(type="whisky", cost={"whisky": 1}, activation=[[{"kind": "age_whisky"}]])
    activate_new(g, seat, tile)
    g.do("activate", cell=g.s["turn"]["cell"], alt=0)
    assert g.legal() == [{"type": "cask_paid", "slot": 0}, {"type": "cask_paid", "slot": 1}]
    g.do("cask_paid", slot=1)
    assert slots(g, seat) == [1, 0, 0, 0]
    assert g.prompt["op"]["op"] == "age_whisky"
    assert g.legal() == [{"type": "age", "slot": 0}, {"type": "skip"}]
    g.do("age", slot=0)
    assert slots(g, seat) == [0, 1, 0, 0] and g.p(seat)["whisky"] == 1


def test_slash_icons_give_one_effect_linked_icons_both(glen):
    """'두 활성화 효과가 빗금으로 구분되어 있다면, 둘 중 하나만 선택해야 합니다' (펄트니-like: distil / age);
    '두 활성화 아이콘이 연결돼 있다면, 두 효과 모두를 받습니다. 따라서, 나무 1개와 보리 1개를 내고, 위스키
    술통 1개를 생산하고, 위스키 술통 1개를 1칸 오른쪽으로 옮깁니다' (글렌 모르)."""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [0, 0, 1, 0])
    slash = g.tile(type="whisky", activation=[[{"kind": "distill"}], [{"kind": "age_whisky"}]])
    g.build(seat, slash, "0,1", barley=1)
    activate_new(g, seat, g.tile(), "1,1")
    cell = "0,1"
    options = [a for a in g.legal() if a["type"] == "activate" and a["cell"] == cell]
    assert {a["alt"] for a in options} == {0, 1}
    g.do("activate", cell=cell, alt=0)
    assert g.p(seat)["whisky"] == 2 and g.prompt["kind"] == "activate", "the distilling alternative: no aging"
    assert not [a for a in g.legal() if a["type"] == "activate" and a["cell"] == cell], "once per turn"
    assert c3.synced(g.s, seat) == [0, 1, 1, 0], "the new cask went into slot 1"

    g = game(glen)
    seat = g.seat
    own(g, seat, "second")
    casks(g, seat, [0, 1, 1, 0])
    linked = TILES["c3-B01"]
    assert linked["activation"] == [[{"kind": "distill", "pay": {"wood": 1, "barley": 1}}, {"kind": "age_whisky"}]]
    glen_mhor = g.tile(type="whisky", activation=linked["activation"])
    g.build(seat, glen_mhor, "0,1", wood=1, barley=1)
    activate_new(g, seat, g.tile(), "1,1")
    g.do("activate", cell="0,1", alt=0)
    assert g.p(seat)["whisky"] == 3 and g.p(seat)["land"]["0,1"]["res"] == {}
    assert g.prompt["op"]["op"] == "age_whisky"
    assert g.legal() == [{"type": "age", "slot": 3}, {"type": "skip"}], "the new cask went into slot 3"
    g.do("age", slot=3)
    assert slots(g, seat) == [0, 1, 1, 0, 1, 0, 0, 0]


# --- buying cellars ------------------------------------------------------------------------------------


def test_a_cellars_price_may_come_from_the_tiles_the_player_chooses(glen):
    """Base D1 (issue 11): a cellar's price is paid like any cost: with the switch on, the player
    names the tile the wood comes from."""
    g = game(glen)
    seat = g.seat
    g.p(seat)["coins"] = 20
    g.build(seat, g.tile(), "0,1", wood=2)
    g.build(seat, g.tile(), "1,1", wood=1)
    g.do("pay_choose", on=True)
    g.do("c_cellar", card="second")
    assert g.prompt["kind"] == "pay" and g.prompt["units"] == ["wood"]
    g.do("pay_tile", cell="1,1")
    assert g.p(seat)["land"]["1,1"]["res"] == {} and g.p(seat)["land"]["0,1"]["res"] == {"wood": 2}
    assert g.s["c3"]["players"][seat]["cellars"] == ["first", "second"] and g.prompt["kind"] == "take"


def test_cellars_are_bought_any_time_in_ones_turn_second_then_third_one_of_each(glen):
    """새로운 저장고 짓기: '자기 차례에 언제든 비용을 내고 저장고를 구입할 수 있습니다. … 새로 구입한
    저장고는 기존 저장고의 오른쪽에 놓아야 합니다 (첫째-둘째-셋째). 플레이어마다 한 종류의 저장고는 한
    장씩만 보유할 수 있습니다.' (prices provisional; C3-4: in order)"""
    g = game(glen)
    seat = g.seat
    g.p(seat)["coins"] = 20
    g.p(seat)["land"]["0,0"]["res"] = {"wood": 1, "stone": 2}
    g.touch()
    cellar_actions = [a for a in g.legal() if a["type"] == "c_cellar"]
    assert cellar_actions == [{"type": "c_cellar", "card": "second"}], "at the take step; the second first"
    g.do("c_cellar", card="second")
    assert g.p(seat)["coins"] == 20 - PRICE["second"].get("coins", 0)
    assert g.s["c3"]["players"][seat]["cellars"] == ["first", "second"] and len(slots(g, seat)) == 8
    assert [a for a in g.legal() if a["type"] == "c_cellar"] == [{"type": "c_cellar", "card": "third"}]
    g.do("take", pos=3)
    g.do("place", cell=g.legal()[0]["cell"])
    assert {"type": "c_cellar", "card": "third"} in g.legal(), "at the activation step too"
    g.do("c_cellar", card="third")
    assert c3.values(g.s, seat) == [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15]
    assert not [a for a in g.legal() if a["type"] == "c_cellar"], "one of each kind"


def test_a_cellar_one_cannot_pay_for_is_not_offered_and_the_market_helps_pay(glen):
    """The cellar's price is a cost like any other: resources from one's tiles, the rest bought at the
    market (시장 구매) if the coins suffice."""
    g = game(glen)
    seat = g.seat
    price = PRICE["second"]
    g.p(seat)["coins"] = price.get("coins", 0) - 1
    g.touch()
    assert not [a for a in g.legal() if a["type"] == "c_cellar"]
    g.p(seat)["coins"] = 10
    g.touch()
    bought = sum(market.cost_to_buy(g.s["market"], res, n) for res, n in price.items() if res != "coins")
    g.do("c_cellar", card="second")
    assert g.p(seat)["coins"] == 10 - price.get("coins", 0) - bought


# --- whisky sellers -------------------------------------------------------------------------------------


def test_nobody_takes_a_seller_and_the_die_never_stops_on_it(glen):
    """A seller is no tile for the land (C3-6): not taken, not discarded by the "nothing to take" rule;
    주사위: '주사위는 연대기 아이콘이 그려진 타일에 멈출 수 없습니다.'"""
    g = game(glen)
    put_seller(g, 4)
    assert {a["type"] for a in g.legal() if a.get("pos") == 4} == {"c_seller_stop"}
    for pos in list(g.s["rondel"]):
        if pos != "4":
            g.s["rondel"][pos] = g.tile(cost={"coins": 99})
    g.touch()
    assert 4 not in {a["pos"] for a in g.legal() if a["type"] == "discard"}

    g = game(glen, die="on")  # pieces 0, 1, die 2; a seller on 3
    put_seller(g, 3)
    other = next(s for s in (0, 1) if g.p(s)["pos"] == 1)
    del g.s["rondel"]["10"]
    g.p(other)["pos"] = 10
    g.touch()
    g.do("take", pos=4)
    g.do("place", cell=g.legal()[0]["cell"])
    doomed = g.s["rondel"]["5"]
    g.m.rng.force(0)  # a 1: the seller counts as the first tile but the die goes on to the next
    g.do("end_turn")
    assert g.s["die"] == 5 and doomed in g.s["discard"] and SELLER not in g.s["discard"]


def test_passing_a_seller_one_may_sell_one_cask_for_the_vp_of_its_cellar_slot(glen):
    """'자기 론델 표시말로 이 타일을 지나가면, 위스키 술통 1개를 이곳에 판매할 수 있습니다. 즉, 자기
    저장고에 있는 위스키 술통 1개를, 이 타일의 오른쪽 아래 세 칸 중 하나에 놓을 수 있습니다. 그러고 나서
    저장고에 있는, 방금 놓은 위스키 술통이 있던 칸에 표시된 승점을 얻습니다.'"""
    g = game(glen, players=4)
    seat = g.seat
    casks(g, seat, [1, 0, 1, 1])
    put_seller(g, 6)
    assert {a["pos"] for a in g.legal() if a["type"] == "take"} == {4, 5}, "the move stops at the seller first"
    g.do("c_seller_pass", pos=6)
    assert g.prompt["kind"] == "chronicle"
    assert g.legal() == [{"type": "c_sell", "slot": 0}, {"type": "c_sell", "slot": 2},
                         {"type": "c_sell", "slot": 3}, {"type": "c_no_sale"}]
    vp = g.p(seat)["vp"]
    g.do("c_sell", slot=3)
    assert g.p(seat)["vp"] == vp + 3 and g.p(seat)["whisky"] == 2 and slots(g, seat) == [1, 0, 1, 0]
    assert g.s["c3"]["sellers"][SELLER] == {"bonus": None, "sales": [seat]}
    assert g.p(seat)["pos"] == 6 and g.prompt == {"kind": "take", "seat": seat}
    assert min(a["pos"] for a in g.legal() if a["type"] == "take") == 7


def test_selling_when_passing_is_optional(glen):
    """'판매할 수 있습니다' — the player may pass without selling."""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [0, 1])
    put_seller(g, 4)
    g.do("c_seller_pass", pos=4)
    g.do("c_no_sale")
    assert g.p(seat)["whisky"] == 1 and g.p(seat)["pos"] == 4 and g.prompt["kind"] == "take"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_casks_a_seller_takes_depend_on_the_player_count(glen, players):
    """'판매할 수 있는 위스키 술통의 수는 플레이어 수에 따라 다릅니다. 이 타일의 각 칸에는 위스키 술통이
    1개씩만 놓일 수 있습니다.' (C3-5: open lower-right slots provisional) — a full seller is passed freely."""
    g = game(glen, players=players)
    seat = g.seat
    casks(g, seat, [0, 1])
    put_seller(g, players + 2)
    open_slots = CAPACITY[str(players)]
    g.s["c3"]["sellers"][SELLER] = {"bonus": None, "sales": [9] * (open_slots - 1)}
    g.touch()
    assert "c_seller_pass" in {a["type"] for a in g.legal()}
    g.s["c3"]["sellers"][SELLER]["sales"].append(9)
    g.touch()
    assert "c_seller_pass" not in {a["type"] for a in g.legal()}
    assert players + 3 in {a["pos"] for a in g.legal() if a["type"] == "take"}


def test_stopping_on_a_seller_sells_one_or_two_casks_bonus_slot_included(glen):
    """'자기 론델 표시말을 이 타일 위에 놓았다면, 위스키 술통 1개나 2개를 이곳에 판매할 수 있습니다. 왼쪽 위
    보너스 칸에 1개, 오른쪽 아래의 세 칸 중에 빈칸이 있다면 그 빈칸에 1개를 놓습니다.' — no tile is taken;
    the turn goes on."""
    g = game(glen)
    seat = g.seat
    own(g, seat, "second")
    casks(g, seat, [0, 0, 1, 0, 0, 0, 1, 0])
    put_seller(g, 4)
    g.do("c_seller_stop", pos=4)
    assert g.p(seat)["pos"] == 4 and g.s["rondel"]["4"] == SELLER
    vp = g.p(seat)["vp"]
    assert {a.get("slot") for a in g.legal()} == {2, 6, None}
    g.do("c_sell", slot=6)  # the bonus slot
    g.do("c_sell", slot=2)  # a lower-right slot
    assert g.p(seat)["vp"] == vp + 6 + 2 and g.p(seat)["whisky"] == 0
    assert g.s["c3"]["sellers"][SELLER] == {"bonus": seat, "sales": [seat]}
    assert g.prompt == {"kind": "activate", "seat": seat}


def test_casks_stay_on_the_seller_and_go_back_to_the_supply_when_it_is_discarded(glen):
    """'이 타일에 놓인 위스키 술통은 옮겨지지 않습니다. 이 타일이 버려지면 이 타일 위에 놓인 위스키
    술통들은 중앙공급처에 되돌려 놓습니다.' — the seller leaves the game (C3-6), the VP stay."""
    g = game(glen)
    seat = g.seat
    casks(g, seat, [0, 1])
    put_seller(g, 3)
    g.do("c_seller_pass", pos=3)
    g.do("c_sell", slot=1)
    g.do("take", pos=5)
    place_and_end(g)
    assert SELLER in g.s["c3"]["sellers"]
    vp = g.p(seat)["vp"]
    g.do("take", pos=6)  # the other player passes it too (no cask: no stop)
    place_and_end(g)
    assert SELLER not in g.s["rondel"].values() and SELLER not in g.s["discard"]
    assert SELLER not in g.s["c3"]["sellers"] and g.p(seat)["vp"] == vp


def test_only_sellers_give_extra_vp_casks_left_in_the_cellars_score_as_whisky(glen):
    """'게임이 끝날 때 저장고에 남은 위스키 술통에는 일반적인 승점 계산 규칙이 적용됩니다. 위스키 판매처
    타일을 통해서만 추가 승점을 얻을 수 있습니다.' — the final scoring adds nothing for the slots."""
    g = game(glen)
    casks(g, 0, [0, 0, 0, 1])
    casks(g, 1, [0, 0, 0, 0])
    before = [g.p(s)["vp"] for s in (0, 1)]
    scoring.final(g.s, [])
    assert [g.p(s)["vp"] - before[s] - g.s["final"]["coins"][s] - g.s["final"]["territory"][s] for s in (0, 1)] == [0, 0]
