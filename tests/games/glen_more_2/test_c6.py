"""Chronicle 6 — the Dubious Book of Scottish History (rulebook 연대기 6 - 스코틀랜드 역사를 담은
수상쩍은 책), one test per clause and one per event (`test_every_event_has_a_test`).

The assembly halls' other values and the new landmarks' tiles are provisional: tests use fixture
tiles carrying the real card ids. The event tables (Inverness, Old Man of Storr) and Duart Castle's
exchange are provisional data read from `landmarks.json`.
"""

from __future__ import annotations

import sys

import pytest

from core.checks import play_checked
from games.glen_more_2 import scoring
from games.glen_more_2.chronicles import c6, modify, react
from games.glen_more_2.data_files import CLANS, LANDMARKS, TILES

NEW = ("c6-A01", "c6-B01", "c6-C01", "c6-D01", "c6-A02", "c6-B02", "c6-C02", "c6-D02")


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def hall(g) -> str:
    """An assembly hall: its activation is the event icon."""
    return g.tile(type="village", activation=[[{"kind": "event"}]])


def landmark_tile(g, card: str, type: str = "castle", **extra) -> str:
    return g.tile(type=type, once=[{"kind": "landmark"}], landmark=card, **extra)


def at_event(g, *cards: str, flipped: tuple = ()) -> int:
    """The deciding player holds `cards`, takes an assembly hall, places it south of the starting
    village and activates it: the event prompt."""
    seat = g.seat
    g.p(seat)["landmarks"] += list(cards)
    g.s["c6"]["flipped"][seat] += list(flipped)
    g.do("take", pos=offer(g, hall(g)))
    g.do("place", cell="0,1")
    g.do("activate", cell="0,1", alt=0)
    assert g.prompt["kind"] == "choice" and g.prompt["op"]["op"] == "event"
    return seat


def game(glen, players: int = 2, **options):
    return glen(players, 1, c6="on", die="off", **options)


def back_to_activation(g) -> None:
    assert g.prompt["kind"] == "activate", g.prompt


# --- set-up and the cards -------------------------------------------------------------------------------

def test_setup_the_eight_new_tiles_go_into_their_stacks(glen):
    """새로운 타일 8개 (집회장 A-D, 월래스 기념탑, 올드 맨 오브 스토르, 던비건 성, 조지 요새)를
    뒷면에 따라 각각 알맞은 타일 더미에 넣고 섞습니다; without the chronicle they are not used."""
    g = game(glen)
    for tile in NEW:
        assert TILES[tile]["chronicle"] == 6
        assert tile in g.s["stacks"][TILES[tile]["stack"]] + list(g.s["rondel"].values()) * (TILES[tile]["stack"] == "A")
    assert sum(1 for t in NEW if TILES[t]["activation"] == [[{"kind": "event"}]]) == 4, "the halls' icon"
    assert g.s["c6"] == {"flipped": [[], []], "tables": [[], []]}
    plain = glen(2, 1)
    assert not any(t in stack for stack in plain.s["stacks"].values() for t in NEW)


def test_every_landmark_card_is_a_landmark_event_card():
    """기본 규칙 랜드마크 사건 카드 11장, '해머 오브 더 스콧' 4장, 새 카드 4장: 19 cards, each with
    its event; the four new ones come with the chronicle's tiles."""
    assert len(LANDMARKS) == 19 and all(card.get("event") for card in LANDMARKS.values())
    new = {TILES[t]["landmark"] for t in NEW if TILES[t]["landmark"]}
    assert new == {"old_man_of_storr", "wallace_monument", "dunvegan_castle", "fort_george"}


def test_taking_a_card_does_its_landmark_effect_as_before(glen):
    """랜드마크 사건 카드를 얻으면 (기본 규칙 게임과 마찬가지로) 랜드마크 효과가 즉시 발휘됩니다."""
    g = game(glen)
    seat = g.seat
    coins = g.p(seat)["coins"]
    g.do("take", pos=offer(g, landmark_tile(g, "castle_stalker")))
    g.do("place", cell="0,1")
    assert g.p(seat)["coins"] == coins + 3 and g.p(seat)["landmarks"] == ["castle_stalker"]
    assert g.s["c6"]["flipped"][seat] == []


def test_landmark_old_man_of_storr_two_stone_on_its_tile(glen):
    """올드 맨 오브 스토르 랜드마크 효과: 즉시 중앙 공급처에서 돌 2개를 얻고 그 타일 위에 놓습니다."""
    g = game(glen)
    seat = g.seat
    g.do("take", pos=offer(g, landmark_tile(g, "old_man_of_storr", type="material")))
    g.do("place", cell="0,1")
    assert g.p(seat)["land"]["0,1"]["res"] == {"stone": 2}


def test_landmark_dunvegan_castle_two_sheep_on_its_tile(glen):
    """던비건 성 랜드마크 효과: 즉시 양 2마리를 얻고 '던비건 성' 타일에 놓습니다."""
    g = game(glen)
    seat = g.seat
    g.do("take", pos=offer(g, landmark_tile(g, "dunvegan_castle")))
    g.do("place", cell="0,1")
    assert g.p(seat)["land"]["0,1"]["res"] == {"sheep": 2}


def test_landmark_wallace_monument_activates_the_whole_land(glen):
    """월래스 기념탑 랜드마크 효과: 즉시 내 땅의 모든 타일을 활성화할 수 있습니다 (each once a turn)."""
    g = game(glen)
    seat = g.seat
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 1}]]), "4,4")
    g.do("take", pos=offer(g, landmark_tile(g, "wallace_monument")))
    g.do("place", cell="0,1")
    assert {"type": "activate", "cell": "4,4", "alt": 0} in g.legal()
    g.do("activate", cell="4,4", alt=0)
    assert not any(a.get("cell") == "4,4" for a in g.legal() if a["type"] == "activate")


def test_landmark_fort_george_any_number_of_scotsmen_home_free(glen):
    """조지 요새 랜드마크 효과: 스코츠맨들을 원하는 수만큼 자신의 고향 성으로 이동시킬 수 있습니다.
    이때 이동 점수를 소모하지 않습니다."""
    g = game(glen)
    seat = g.seat
    g.build(seat, g.tile(), "0,-1", scots=2)
    g.do("take", pos=offer(g, landmark_tile(g, "fort_george")))
    g.do("place", cell="0,1")
    assert g.prompt["op"]["op"] == "c6_home"
    assert g.legal() == [{"type": "cell", "cell": "0,-1"}, {"type": "cell", "cell": "0,0"}, {"type": "done"}]
    for cell in ("0,-1", "0,-1", "0,0"):
        g.do("cell", cell=cell)
    land = g.p(seat)["land"]
    assert land["1,0"]["scots"] == 3 and land["0,-1"]["scots"] == 0 and land["0,0"]["scots"] == 0
    assert g.s["turn"]["moves"] == 0
    back_to_activation(g)


# --- the event activation -----------------------------------------------------------------------------------

def test_the_event_icon_offers_each_unturned_card_to_carry_out_or_just_turn(glen):
    """사건 발생: 자신이 보유한 '사건 면으로 뒤집히지 않은' 카드 중 1장을 선택합니다 → 사건 효과를
    발휘 → 사건 면으로 뒤집습니다. 발휘할 수 없거나 발휘하기 싫을 경우 뒤집기만 해도 됩니다;
    the icon itself is optional (원한다면)."""
    g = game(glen)
    seat = at_event(g, "castle_stalker", "loch_morar", "loch_ness", flipped=("loch_ness",))
    assert g.legal() == [
        {"type": "event", "card": "castle_stalker"}, {"type": "flip", "card": "castle_stalker"},
        {"type": "flip", "card": "loch_morar"},  # 2 Scotsmen needed, 1 in the land: turning only
        {"type": "skip"},
    ]
    g.do("flip", card="loch_morar")
    assert g.s["c6"]["flipped"][seat] == ["loch_ness", "loch_morar"]
    assert g.p(seat)["vp"] == 0 and "loch_morar" in g.p(seat)["landmarks"]
    back_to_activation(g)


def test_the_event_icon_may_be_left_unused(glen):
    """원한다면 사건을 발생시킬 수 있습니다: skipping turns nothing."""
    g = game(glen)
    seat = at_event(g, "castle_stalker")
    g.do("skip")
    assert g.s["c6"]["flipped"][seat] == []
    back_to_activation(g)


def test_without_unturned_cards_the_icon_does_nothing(glen):
    """Every card on its event side (or none held): nothing to choose, no question."""
    g = game(glen)
    seat = g.seat
    g.p(seat)["landmarks"] = ["loch_ness"]
    g.s["c6"]["flipped"][seat] = ["loch_ness"]
    g.do("take", pos=offer(g, hall(g)))
    g.do("place", cell="0,1")
    g.do("activate", cell="0,1", alt=0)
    back_to_activation(g)


def test_turned_cards_count_as_landmarks_and_score_one_more_at_every_scoring(glen):
    """모든 랜드마크 사건 카드는 어떤 면이든 '랜드마크 카드'로 취급합니다. 사건 면으로 뒤집힌 카드
    1장마다 승점 1점씩 추가로 얻습니다 — at a scoring, as the round's end fires it."""
    g = game(glen)
    p0 = g.p(0)
    p0["landmarks"] = ["loch_ness", "castle_moil"]
    g.s["c6"]["flipped"][0] = ["loch_ness"]
    events: list = []
    result = scoring.scoring(g.s, events)
    assert result["vp"]["landmarks"] == [2, 0], "the turned card still counts"
    react(g.s, -1, "scoring", {"stack": "A"}, None, events)
    assert p0["vp"] == 3 and g.s["scorings"][-1]["c6"] == [1, 0]


def _to_the_end(g) -> int:
    """Put The End just ahead of both pieces (out of stack D): the next two moves end the game."""
    g.s["stacks"]["D"].remove("END")
    end = min(int(p) for p in g.s["rondel"]) + 1
    g.s["rondel"][str(end)] = "END"
    g.touch()
    return end


def test_the_fourth_scoring_pays_a_turned_card_once(glen):
    """Defect (issue 11): the fourth scoring and the final scoring both paid the +1 of a turned card.
    '사건 면으로 뒤집힌 카드 1장마다 승점 1점씩 추가로 얻습니다' is a rule of the scorings (승점 계산),
    and there are four; the final scoring (게임 종료: territory, coins, end-game cards) is no fifth.
    Played through the real end: both pieces stop on The End."""
    g = game(glen)
    p0 = g.p(0)
    p0["landmarks"] = ["loch_ness"]
    g.s["c6"]["flipped"][0] = ["loch_ness"]
    end = _to_the_end(g)
    g.do("stop_end", pos=end)
    g.do("stop_end", pos=end)
    assert g.m.is_over() and len(g.s["scorings"]) == 1
    paid = [e for e in g.m.events[-1] if e["type"] == "c6_event_vp"]
    assert paid == [{"type": "c6_event_vp", "vp": [1, 0]}], "one +1 at the fourth scoring, none more"
    fourth, final = g.s["scorings"][-1], g.s["final"]
    base = sum(row[0] for row in fourth["vp"].values()) + final["territory"][0] + final["coins"][0] + final["landmarks"][0]
    assert p0["vp"] == base + 1


def test_a_card_turned_before_the_first_scoring_earns_four_vp_over_the_game():
    """연대기 6 승점 계산: +1 at each of the four scorings, so a card turned early earns 4 VP. Random
    games to their end: the +1s paid add up to the cards turned at each of the four scorings."""
    from core.match import Match
    from core.rng import Rng

    for seed in range(4):
        m = Match.new("glen_more_2", 2, seed, {"c6": "on", "die": "off"})
        m.state["players"][0]["landmarks"].append("loch_ness")
        m.state["c6"]["flipped"][0].append("loch_ness")  # turned before the first scoring
        policy = Rng(seed)
        while not m.is_over():
            legal = m.legal_actions()
            m.apply(legal[policy.below(len(legal))])
        paid = [e["vp"] for step in m.events for e in step if e["type"] == "c6_event_vp"]
        assert len(paid) == 4 == len(m.state["scorings"])
        assert [row["c6"] for row in m.state["scorings"]] == paid
        mine = [vp[0] for vp in paid]  # seat 0: 1 for Loch Ness, 1 more for each card turned since
        assert mine[0] >= 1 and mine == sorted(mine) and mine[-1] == len(m.state["c6"]["flipped"][0])


# --- the events (사건 효과), one each -------------------------------------------------------------------------

def test_event_loch_lochy(glen):
    """로키 호: 즉시 소 1마리를 얻고 내 모든 가축 타일을 활성화합니다."""
    g = game(glen)
    seat = at_event(g, "loch_lochy")
    g.build(seat, g.tile(type="animal", activation=[[{"kind": "produce", "res": ["sheep"]}]]), "4,4")
    g.do("event", card="loch_lochy")
    assert g.prompt["op"] == {"op": "put_any", "res": "cattle"}
    g.do("cell", cell="1,0")
    assert g.p(seat)["land"]["1,0"]["res"] == {"cattle": 1}
    assert {"type": "activate", "cell": "4,4", "alt": 0} in g.legal(), "an animal tile far away"


def test_event_donan_castle(glen):
    """도난성: 다른 플레이어들의 타일 중 서로 다른 타일 2개를 활성화합니다. 이 랜드마크를 가진
    플레이어가 그 보상을 가져가며, 그 비용도 내야 합니다 (C6-4: produced resources onto one's tiles)."""
    g = game(glen)
    seat = g.seat
    other = 1 - seat
    g.build(other, g.tile(activation=[[{"kind": "produce", "res": ["wood"]}]]), "0,1")
    g.build(other, g.tile(type="trade", activation=[[{"kind": "trade", "pay": {"sheep": 1}, "vp": 2}]]), "1,1")
    g.build(seat, g.tile(), "0,-1", sheep=1)
    at_event(g, "donan_castle")
    g.do("event", card="donan_castle")
    assert g.prompt["op"]["op"] == "c6_donan"
    assert {"type": "tile", "seat": other, "cell": "0,1"} in g.legal()
    assert all(a.get("seat") != seat for a in g.legal()), "only other players' tiles"
    g.do("tile", seat=other, cell="0,1")
    g.do("activate", cell="0,1", alt=0)
    assert g.prompt["op"] == {"op": "put_any", "res": "wood"}
    g.do("cell", cell="0,-1")
    assert {"type": "tile", "seat": other, "cell": "0,1"} not in g.legal(), "two different tiles"
    g.do("tile", seat=other, cell="1,1")
    g.do("activate", cell="1,1", alt=0)
    land = g.p(seat)["land"]
    assert land["0,-1"]["res"] == {"wood": 1} and g.p(seat)["vp"] == 2, "the sheep paid, the VP taken"
    assert g.p(other)["land"]["0,1"]["res"] == {} and g.p(other)["vp"] == 0
    back_to_activation(g)


def test_event_castle_stalker(glen):
    """스토커 성: 즉시 스코츠맨 1명을 개인 공급처에 내고, 버림 더미에서 타일 1개를 골라 자신의 땅에
    공짜로 배치합니다 (인물이면 클랜 마커 비용은 원래대로)."""
    g = game(glen)
    seat = g.seat
    g.p(seat)["land"]["1,0"]["scots"] = 1
    pick = g.tile(cost={"stone": 3})
    g.s["discard"].append(pick)
    at_event(g, "castle_stalker")
    g.do("event", card="castle_stalker")
    assert g.prompt["op"]["op"] == "c6_return"
    assert g.legal() == [{"type": "cell", "cell": "0,0"}, {"type": "cell", "cell": "1,0"}]
    g.do("cell", cell="0,0")
    assert g.prompt["op"]["op"] == "munro" and {"type": "munro", "tile": pick} in g.legal()
    g.do("munro", tile=pick)
    cell = g.legal()[0]["cell"]
    g.do("place", cell=cell)
    land = g.p(seat)["land"]
    assert land[cell]["tiles"] == [pick] and land["0,0"]["scots"] == 0 and pick not in g.s["discard"]
    assert g.p(seat)["coins"] >= 0
    back_to_activation(g)


def test_event_inverness(glen):
    """인버네스: 게임이 끝날 때까지 위스키 술통 승점을 이 카드의 사건 면 승점표로 계산합니다
    (provisional table)."""
    g = game(glen)
    seat = at_event(g, "inverness")
    g.do("event", card="inverness")
    assert g.s["c6"]["tables"][seat] == ["inverness"]
    table = LANDMARKS["inverness"]["event_table"]["diff_vp"]
    for diff in range(8):
        ctx = {"name": "whisky", "difference": diff}
        assert modify(g.s, seat, "category_vp", ctx, 0) == table[min(diff, 5)]
        assert modify(g.s, 1 - seat, "category_vp", ctx, 7) == 7, "the other player: the usual table"
        assert modify(g.s, seat, "category_vp", dict(ctx, name="castle"), 7) == 7


def test_event_tables_apply_in_the_scorings(glen):
    """The event tables change the scorings themselves."""
    g = game(glen)
    g.s["c6"]["tables"][0] = ["inverness", "old_man_of_storr"]
    g.p(0)["whisky"] = 3
    g.p(0)["land"]["1,0"]["scots"] = 4
    result = scoring.scoring(g.s, [])
    assert result["vp"]["whisky"] == [LANDMARKS["inverness"]["event_table"]["diff_vp"][3], 0]
    assert result["vp"]["castle"] == [LANDMARKS["old_man_of_storr"]["event_table"]["diff_vp"][4], 0]


def test_event_loch_shiel(glen):
    """샤이얼 호: 즉시 승점 1점을 중앙 공급처에 내고, 스코츠맨 2명을 얻고 '샤이얼 호' 타일에 놓습니다
    (no VP to give: turning only)."""
    g = game(glen)
    seat = g.seat
    g.build(seat, landmark_tile(g, "loch_shiel", type="loch"), "-1,1")
    at_event(g, "loch_shiel")
    assert {"type": "event", "card": "loch_shiel"} not in g.legal()
    g.p(seat)["vp"] = 4
    g.touch()
    g.do("event", card="loch_shiel")
    assert g.p(seat)["vp"] == 3 and g.p(seat)["land"]["-1,1"]["scots"] == 2


def test_event_duart_castle(glen, monkeypatch):
    """두어트 성: 즉시 승점 3점. 맥린 클랜 필드에 마커가 있다면 사건 카드의 일회성 교환을 한 번 할 수
    있습니다; 싱클레어 클랜의 효과도 이 교환에서 사용할 수 있습니다 (provisional exchange)."""
    g = game(glen)
    seat = g.seat
    trade = LANDMARKS["duart_castle"]["event_trade"]
    g.build(seat, g.tile(), "0,-1", **{res: n for res, n in trade["pay"].items() if res != "barley"})
    g.s["clans"] = {"maclean": [seat], "sinclair": [seat]}
    g.s["market"]["barley"] = [1, 2, 3]                      # no barley to buy
    at_event(g, "duart_castle")
    g.do("event", card="duart_castle")
    assert g.p(seat)["vp"] == 3
    # (and the switch "choose which tiles pay": the market could sell the rest instead, base D1)
    assert g.legal() == [{"type": "trade", "coin_for": "barley"}, {"type": "skip"}, {"type": "pay_choose", "on": True}]
    coins = g.p(seat)["coins"]
    g.do("trade", coin_for="barley")
    assert g.p(seat)["vp"] == 3 + trade["vp"] and g.p(seat)["coins"] == coins - 1
    assert g.p(seat)["land"]["0,-1"]["res"] == {}
    other = game(glen)
    at_event(other, "duart_castle")
    other.do("event", card="duart_castle")
    back_to_activation(other)                                # without MacLean: the 3 VP only


def test_event_loch_ness(glen):
    """네스호: 네스호 카드도 포함하여, 사건 면으로 뒤집힌 카드 1장마다 즉시 동전 1개씩 얻습니다."""
    g = game(glen)
    seat = at_event(g, "loch_ness", "castle_moil", "inverness", flipped=("castle_moil", "inverness"))
    coins = g.p(seat)["coins"]
    g.do("event", card="loch_ness")
    assert g.p(seat)["coins"] == coins + 3


def test_event_armadale_castle(glen):
    """알마데일 성: 즉시 돌을 원하는 수량만큼 중앙 공급처에 내고, 낸 돌 1개당 승점 3점씩 얻습니다."""
    g = game(glen)
    seat = g.seat
    g.build(seat, g.tile(), "0,-1", stone=2)
    g.s["market"]["stone"] = [1, 2, 3]                       # nothing to buy
    at_event(g, "armadale_castle")
    g.do("event", card="armadale_castle")
    assert g.legal() == [{"type": "stone", "n": 1}, {"type": "stone", "n": 2}, {"type": "skip"}]
    g.do("stone", n=2)
    assert g.p(seat)["vp"] == 6 and g.p(seat)["land"]["0,-1"]["res"] == {}


def test_event_payments_may_come_from_the_tiles_the_player_chooses(glen):
    """Base D1 (issue 11): an event's payment is a payment like any other — with the switch on, the
    player names the tile each stone comes from (here the emptier one) or buys it instead."""
    g = game(glen)
    seat = g.seat
    g.build(seat, g.tile(), "0,-1", stone=2)
    g.build(seat, g.tile(), "1,-1", stone=1)
    g.s["market"]["stone"] = [1, 2, 3]
    at_event(g, "armadale_castle")
    g.do("event", card="armadale_castle")
    assert {"type": "pay_choose", "on": True} in g.legal()
    g.do("pay_choose", on=True)
    g.do("stone", n=1)
    assert g.prompt["kind"] == "pay" and g.legal() == [
        {"type": "pay_tile", "cell": "0,-1"}, {"type": "pay_tile", "cell": "1,-1"}, {"type": "pay_cancel"}]
    g.do("pay_tile", cell="1,-1")
    land = g.p(seat)["land"]
    assert land["1,-1"]["res"] == {} and land["0,-1"]["res"] == {"stone": 2} and g.p(seat)["vp"] == 3


def test_event_loch_morar(glen):
    """모랄호: 즉시 스코츠맨 2명을 개인 공급처에 내고, 승점 9점을 얻습니다."""
    g = game(glen)
    seat = g.seat
    g.p(seat)["land"]["1,0"]["scots"] = 1
    at_event(g, "loch_morar")
    g.do("event", card="loch_morar")
    assert g.p(seat)["vp"] == 9
    g.do("cell", cell="1,0")
    g.do("cell", cell="0,0")
    assert sum(spot["scots"] for spot in g.p(seat)["land"].values()) == 0
    back_to_activation(g)


def test_event_castle_moil(glen):
    """마올 성: 즉시 동전 2개를 얻습니다. 스코츠맨 1명을 자신의 땅 아무 곳에서 곧바로 고향 성으로
    이동시킬 수 있습니다 (비용 없음)."""
    g = game(glen)
    seat = at_event(g, "castle_moil")
    coins = g.p(seat)["coins"]
    g.do("event", card="castle_moil")
    assert g.p(seat)["coins"] == coins + 2
    assert g.legal() == [{"type": "cell", "cell": "0,0"}, {"type": "done"}]
    g.do("cell", cell="0,0")
    assert g.p(seat)["land"]["1,0"]["scots"] == 1
    back_to_activation(g)


@pytest.mark.parametrize("card", ["castle_of_mey", "fort_george"])
def test_event_castle_of_mey_and_fort_george(glen, card):
    """메이 성 / 조지 요새: 스코츠맨 1명을 개인 공급처에 내고, 즉시 자신의 땅에서 타일 2개를
    제거합니다 (꼭짓점만 맞닿은 타일이 생기면 안 됨; 증축 더미는 1개로; 랜드마크 카드는 그대로;
    자원과 스코츠맨은 고향 성으로; 시작 마을과 고향 성은 제거 불가)."""
    g = game(glen)
    seat = g.seat
    g.p(seat)["land"]["1,0"]["scots"] = 1
    g.build(seat, g.tile(), "1,1", wood=1)
    g.p(seat)["land"]["1,1"]["tiles"].append(g.tile())
    g.build(seat, g.tile(), "0,2", scots=1)
    at_event(g, card)                                          # the hall at 0,1 holds 0,2
    g.do("event", card=card)
    assert g.prompt["op"]["op"] == "c6_return"
    g.do("cell", cell="1,0")
    assert g.prompt["op"]["op"] == "remove"
    assert g.legal() == [{"type": "remove", "cell": "0,2"}, {"type": "remove", "cell": "1,1"}], "no 'done'"
    g.do("remove", cell="1,1")
    g.do("remove", cell="0,2")
    land = g.p(seat)["land"]
    assert set(land) == {"0,0", "1,0", "0,1"}
    assert land["1,0"]["res"] == {"wood": 1} and land["1,0"]["scots"] == 1
    back_to_activation(g)


def test_event_removals_spare_tiles_with_a_boat(glen):
    """With chronicle 1: '보트가 놓인 타일은 그 어떤 효과로도 절대 제거되지 않습니다' — the events'
    removals included."""
    g = glen(2, 1, c1="on", c6="on", die="off")
    seat = g.seat
    g.p(seat)["land"]["1,0"]["scots"] = 1
    g.build(seat, g.tile(), "1,1")
    g.build(seat, g.tile(), "0,2")
    g.s["c1"]["boats"][1 - seat].update(land=str(seat), cell="1,1")   # (as if on a river tile)
    at_event(g, "castle_of_mey")
    g.do("event", card="castle_of_mey")
    g.do("cell", cell="1,0")
    assert g.legal() == [{"type": "remove", "cell": "0,2"}]


def test_event_loch_lomond(glen):
    """로몬드 호 ('해머 오브 더 스콧'): 즉시 시장의 잉글랜드 가로줄에 쌓인 모든 동전을 얻습니다."""
    g = game(glen)
    g.s["c4"] = {"row": [1, 2, 0]}                              # chronicle 4's England market row
    seat = at_event(g, "loch_lomond")
    coins = g.p(seat)["coins"]
    g.do("event", card="loch_lomond")
    assert g.p(seat)["coins"] == coins + 3 and g.s["c4"]["row"] == [0, 0, 0]


def test_event_glenfinnan_church(glen):
    """글렌피넌 교회: 즉시 '글렌피넌 교회' 타일과 그 이웃 타일들을 활성화합니다 (each once a turn)."""
    g = game(glen)
    seat = g.seat
    g.build(seat, landmark_tile(g, "glenfinnan_church", activation=[[{"kind": "vp", "n": 1}]]), "4,4")
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 2}]]), "5,5")
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 4}]]), "6,6")
    at_event(g, "glenfinnan_church")
    g.do("event", card="glenfinnan_church")
    cells = {a["cell"] for a in g.legal() if a["type"] == "activate"}
    assert {"4,4", "5,5"} <= cells and "6,6" not in cells


def test_event_glenfinnan_monument(glen):
    """글렌피넌 기념탑: 즉시 론델에서 아무 타일 1개와 잉글랜드인의 위치를 서로 바꿀 수 있습니다."""
    g = game(glen)
    spot = max(int(pos) for pos in g.s["rondel"]) + 1
    g.s["c4"] = {"englishman": spot}
    seat = at_event(g, "glenfinnan_monument")
    g.do("event", card="glenfinnan_monument")
    choices = [a for a in g.legal() if a["type"] == "swap"]
    assert len(choices) == len(g.s["rondel"]) and {"type": "skip"} in g.legal()   # (no End yet)
    target = choices[0]["pos"]
    tile = g.s["rondel"][str(target)]
    g.do("swap", pos=target)
    assert g.s["c4"]["englishman"] == target and g.s["rondel"][str(spot)] == tile and str(target) not in g.s["rondel"]
    assert g.seat == seat


def test_event_wades_road(glen):
    """웨이드 장군의 진군로: 클랜 판의 비어있는 보라색 클랜 필드 한 곳을 골라, 비용을 지불하지 않고
    자기 클랜 마커 1개를 놓습니다 (마땅한 곳이 없거나 싫다면 뒤집기만)."""
    g = game(glen)
    seat = g.seat
    purple = sorted(f for f in CLANS if CLANS[f].get("purple"))
    g.s["clans"] = {purple[0]: [1 - seat]}
    g.p(seat)["coins"] = 0
    at_event(g, "wades_road")
    g.do("event", card="wades_road")
    assert g.legal() == [{"type": "clan", "field": f} for f in purple[1:]] + [{"type": "skip"}]
    g.do("clan", field=purple[1])
    assert g.s["clans"][purple[1]] == [seat] and g.p(seat)["coins"] == 0 and g.p(seat)["markers"] == 9


def test_event_old_man_of_storr(glen):
    """올드 맨 오브 스토르: 스코츠맨 1명을 냅니다. 게임이 끝날 때까지 고향 성 스코츠맨 승점을 이
    카드의 사건 면 승점표로 계산합니다 (provisional table)."""
    g = game(glen)
    seat = at_event(g, "old_man_of_storr")
    g.do("event", card="old_man_of_storr")
    g.do("cell", cell="0,0")
    assert g.p(seat)["land"]["0,0"]["scots"] == 0
    table = LANDMARKS["old_man_of_storr"]["event_table"]["diff_vp"]
    assert modify(g.s, seat, "category_vp", {"name": "castle", "difference": 4}, 5) == table[4]
    assert modify(g.s, seat, "category_vp", {"name": "whisky", "difference": 4}, 5) == 5


def test_event_wallace_monument(glen):
    """월래스 기념탑: 랜드마크 사건 카드 1장을 사건 면으로 뒤집습니다. '윌리엄 월래스' 타일을 소유하고
    있다면 추가로 승점 4점을 얻습니다."""
    assert c6.WALLACE and TILES[c6.WALLACE[0]]["type"] == "person"
    g = game(glen)
    seat = g.seat
    g.p(seat)["persons"].append(c6.WALLACE[0])
    at_event(g, "wallace_monument", "castle_stalker", "loch_ness")
    g.do("event", card="wallace_monument")
    assert g.p(seat)["vp"] == 4
    assert g.legal() == [{"type": "card", "card": "castle_stalker"}, {"type": "card", "card": "loch_ness"}]
    coins = g.p(seat)["coins"]
    g.do("card", card="loch_ness")
    assert g.s["c6"]["flipped"][seat] == ["wallace_monument", "loch_ness"]
    assert g.p(seat)["coins"] == coins, "turned only: its event is not carried out"
    back_to_activation(g)


def test_event_dunvegan_castle(glen):
    """던비건 성: 즉시 소 2마리를 중앙 공급처에 내고 승점 7점을 얻습니다."""
    g = game(glen)
    seat = g.seat
    g.build(seat, g.tile(), "0,-1", cattle=2)
    at_event(g, "dunvegan_castle")
    g.do("event", card="dunvegan_castle")
    assert g.p(seat)["vp"] == 7 and g.p(seat)["land"]["0,-1"]["res"] == {}


def test_an_event_is_carried_out_once(glen):
    """A card on its event side is not offered again."""
    g = game(glen)
    seat = at_event(g, "castle_moil", "loch_ness")
    g.do("event", card="castle_moil")
    g.do("done")
    g.build(seat, hall(g), "1,1")
    g.s["turn"]["allowed"].append("1,1")
    g.do("activate", cell="1,1", alt=0)
    assert g.legal() == [{"type": "event", "card": "loch_ness"}, {"type": "flip", "card": "loch_ness"},
                         {"type": "skip"}]


def test_every_event_has_a_test():
    names = {name for name in dir(sys.modules[__name__]) if name.startswith("test_event_")}
    for card in LANDMARKS:
        assert any(card in name for name in names), card


# --- whole games -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_with_the_book(players):
    """Random games with chronicle 6 end under every invariant."""
    for seed in range(3):
        play_checked("glen_more_2", players, seed, {"c6": "on"}, deep_every=9)
