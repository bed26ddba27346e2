"""Chronicle 8 — the nine base mobsters (rulebook 연대기 8, 페니 몹스터 목록), one test per clause at least.

Scenarios force the mobsters into the draw (`force`) and hand a card to a seat as the end-of-turn
choice does (`give`: `core.take_mobster`). The clan board's roads are provisional: tests placing
clan markers use their own graph (`flat`). Decisions C8-<n>: docs/rules-coverage/glen_more_2_c8.md.
"""

from __future__ import annotations

import json
import random

import pytest

from core.checks import play_checked
from core.match import Match
from core.rng import Rng
from games.glen_more_2 import clans, effects, rondel, rules, scoring, turns
from games.glen_more_2 import territory as terr
from games.glen_more_2.chronicles import modify, react
from games.glen_more_2.chronicles.c8 import base, core
from games.glen_more_2.data_files import CLANS, START_FIELD, TILES

WANDER, JOE, BRUCE, LEOD = base.WANDER, base.JOE, base.BRUCE, base.LEOD
KENNETH, FERGUS, SYBIL, DEREK, MIKE = base.KENNETH, base.FERGUS, base.SYBIL, base.DEREK, base.MIKE
END = next(t for t, tile in TILES.items() if tile.get("stack") == "end")


@pytest.fixture
def flat(monkeypatch):
    monkeypatch.setattr(clans, "GRAPH", {START_FIELD: [(f, 1) for f in CLANS], **{f: [(START_FIELD, 1)] for f in CLANS}})


# --- helpers -------------------------------------------------------------------------------------------

def force(g, *mobs: str) -> None:
    """These mobsters are in the game (the rest of the draw filled up), every card in jail."""
    s = g.s
    c = s["c8"]
    n = s["n"]
    rest = [m for m in core.candidates(n, s["chronicles"]) if m not in mobs]
    c["drawn"] = sorted(list(mobs) + rest[: core.IN_PLAY[n] - len(mobs)])
    c.update(jail=list(c["drawn"]), waiting=[], on_card={m: 0 for m in c["drawn"]}, control={})
    g.touch()


def give(g, mob: str, seat: int) -> list[dict]:
    """`seat` takes the mobster from jail (as at the end of a turn)."""
    if mob not in g.s["c8"]["drawn"]:
        force(g, mob, *[m for m in g.s["c8"]["control"]])
    events: list[dict] = []
    core.take_mobster(g.s, seat, mob, Rng(1), events)
    g.touch()
    return events


def game(glen, players: int = 2, seed: int = 1, *mobs: str, **options):
    g = glen(players, seed, c8="on", die=options.pop("die", "off"), **options)
    force(g, *mobs)
    return g


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def placed(g, tile: str, cell: str) -> int:
    seat = g.seat
    g.do("take", pos=offer(g, tile))
    g.do("place", cell=cell)
    return seat


def end(g) -> None:
    """End the turn, taking no mobster at its end."""
    g.do("end_turn")
    while g.prompt["kind"] == "chronicle" and g.prompt.get("step") == "end":
        g.do("c_mob_pass")


def of(g, atype: str) -> list[dict]:
    return [a for a in g.legal() if a["type"] == atype]


def restart_turn(g, seat: int) -> list[dict]:
    """`seat`'s turn begins (as `turns.begin_turn` starts it)."""
    events: list[dict] = []
    g.s["turn"] = turns.new_turn(seat)
    g.s["prompts"] = [{"kind": "take", "seat": seat}]
    react(g.s, seat, "turn_start", {}, Rng(1), events)
    g.touch()
    return events


def produces(res: str) -> list:
    return [[{"kind": "produce", "res": [res]}]]


def person(g) -> str:
    return g.tile(type="person", once=[{"kind": "clan_marker"}])


def room(g, mob: str) -> dict:
    return g.s["c8"]["mob"][mob]


def out_to(g, mob: str, seat: int, cell: str, source: str = "supply") -> None:
    """The controller, asked at once, sends the mobster's Scotsman to `seat`'s `cell`."""
    assert g.prompt["mob"] == mob and g.prompt["step"] == "gain"
    g.do("c_mob_scot", **{"from": source})
    if g.prompt.get("mob") == mob and g.prompt.get("step") == "to":
        g.do("c_mob_to", seat=seat, cell=cell)
    assert room(g, mob)["seat"] == seat and room(g, mob)["cell"] == cell


# --- every base mobster has its effect -------------------------------------------------------------------

def test_the_nine_base_cards_have_their_effects():
    """'기본 규칙과 결합되는 페니 몹스터 카드 9장' — every one is implemented here."""
    nine = {m for m, card in core.MOBSTERS.items() if card["chronicle"] is None}
    assert nine == set(base.BASE) and len(nine) == 9
    assert nine <= core.implemented()


def test_effects_only_while_controlled(glen):
    """'페니 몹스터 카드를 가져온 플레이어가 해당 페니 몹스터 카드를 통제한다고 취급합니다. 해당 페니 몹스터의
    효과는 즉시 활성화됩니다' — nothing before, at once after."""
    g = game(glen, 2, 1, JOE)
    assert not of(g, "c_mob_coins")
    give(g, JOE, g.seat)
    assert of(g, "c_mob_coins")


# --- Peggy McWander -----------------------------------------------------------------------------------------

def test_wander_two_tokens_on_empty_clan_fields_in_own_turn(glen):
    """'이 카드를 가져가면 '페기 맥원더' 토큰 2개를 받습니다. … 나중에 언제든 자기 차례에, 페기 맥원더 토큰
    1~2개를 클랜 판의 비어있는 클랜 필드에 놓을 수 있습니다.'"""
    g = game(glen, 2, 1, WANDER)
    owner = g.seat
    give(g, WANDER, 1 - owner)
    assert not of(g, "c_mob_field"), "not in another player's turn"
    g = game(glen, 2, 1, WANDER)
    g.s["clans"]["macleod"] = [1 - owner]
    give(g, WANDER, owner)
    assert g.s["c8"]["tokens"][WANDER] == [2, 3]
    assert {a["field"] for a in of(g, "c_mob_field")} == set(CLANS) - {"macleod"}, "empty fields only"
    g.do("c_mob_field", mob=WANDER, field="gunn")
    assert g.prompt["step"] == "token" and g.legal() == [{"type": "c_mob_token", "coins": 2}, {"type": "c_mob_token", "coins": 3}]
    g.do("c_mob_token", coins=3)
    assert g.s["c8"]["tokens"][WANDER] == [2] and room(g, WANDER)["fields"] == {"gunn": 3}
    assert g.prompt["kind"] == "take"
    assert {a["field"] for a in of(g, "c_mob_field")} == set(CLANS) - {"macleod", "gunn"}
    g.do("c_mob_field", mob=WANDER, field="ross")  # the last token: no question
    assert not of(g, "c_mob_field") and room(g, WANDER)["fields"] == {"gunn": 3, "ross": 2}


def test_wander_another_player_pays_the_token_first(glen, flat):
    """'페기 맥원더 토큰이 있는 클랜 필드에 누군가가 클랜 마커를 놓으려면, 그곳 토큰에 표시된 만큼의 동전을
    먼저 페기 맥원더 카드를 통제하는 플레이어에게 내야 합니다.' … '클랜 마커가 놓인 클랜 필드에서는 페기
    맥원더 토큰이 버려집니다.'"""
    g = game(glen, 2, 1, WANDER)
    seat, owner = g.seat, 1 - g.seat
    give(g, WANDER, owner)
    g.s["c8"]["tokens"][WANDER] = [2]
    room(g, WANDER)["fields"]["macleod"] = 3
    assert ("macleod", 1 + 3) in clans.open_fields(g.s, seat)
    g.p(seat)["coins"] = 4
    before = g.p(owner)["coins"]
    g.do("take", pos=offer(g, person(g)))
    g.do("clan", field="macleod")
    assert g.p(seat)["coins"] == 0 + 3  # 4 - (1 road + 3 token) + 3 (MacLeod's 3 coins)
    assert g.p(owner)["coins"] == before + 3
    assert room(g, WANDER)["fields"] == {}


def test_wander_no_coins_no_marker_there(glen, flat):
    """'그러지 않으면 그곳에는 클랜 마커를 놓지 못합니다.'"""
    g = game(glen, 2, 1, WANDER)
    seat, owner = g.seat, 1 - g.seat
    give(g, WANDER, owner)
    room(g, WANDER)["fields"]["macleod"] = 3
    g.p(seat)["coins"] = 3
    fields = dict(clans.open_fields(g.s, seat))
    assert "macleod" not in fields and fields["gunn"] == 1


def test_wander_controller_pays_only_the_road(glen, flat):
    """'페기 맥원더 카드를 통제하는 플레이어가 … 클랜 마커를 놓을 때에는 토큰에 표시된 비용을 낼 필요가 없습니다.
    하지만 원래 내야 할 비용(길에 표시된 비용)은 정상적으로 내야 합니다.' The token goes all the same."""
    g = game(glen, 2, 1, WANDER)
    owner = g.seat
    give(g, WANDER, owner)
    g.do("c_mob_field", mob=WANDER, field="gunn")
    g.do("c_mob_token", coins=3)
    assert ("gunn", 1) in clans.open_fields(g.s, owner)
    g.p(owner)["coins"] = 1
    g.do("take", pos=offer(g, person(g)))
    g.do("clan", field="gunn")
    assert g.p(owner)["coins"] == 0 and room(g, WANDER)["fields"] == {}


def test_wander_free_marker_of_another_chronicle_discards_the_token(glen):
    """C8-3: a marker another chronicle places for free (chronicle 6's Wade's Road) pays no token,
    and the token is discarded."""
    g = game(glen, 2, 1, WANDER)
    seat, owner = g.seat, 1 - g.seat
    give(g, WANDER, owner)
    room(g, WANDER)["fields"]["gunn"] = 2
    before = [p["coins"] for p in g.s["players"]]
    react(g.s, seat, "clan_marked", {"field": "gunn", "coins": 0}, None, [])
    assert [p["coins"] for p in g.s["players"]] == before and room(g, WANDER)["fields"] == {}


# --- Joe McDuff ------------------------------------------------------------------------------------------

def test_joe_takes_the_fullest_field_of_a_row_several_a_turn(glen):
    """'조 맥더프 토큰을 내고, 시장 가로줄 한 곳에서 '동전이 가장 많이 쌓인 칸'의 모든 동전을 가져올 수
    있습니다. … 한 차례 중에 조 맥더프 토큰을 여러 개 사용할 수도 있습니다.'"""
    g = game(glen, 2, 1, JOE)
    seat = g.seat
    give(g, JOE, seat)
    assert g.s["c8"]["tokens"][JOE] == 3
    g.s["market"]["wood"] = [1, 2, 0]
    g.s["market"]["stone"] = [0, 0, 0]
    assert {a["row"] for a in of(g, "c_mob_coins")} == {"barley", "wood", "sheep", "cattle"}, "rows with coins"
    coins = g.p(seat)["coins"]
    g.do("c_mob_coins", mob=JOE, row="wood")
    assert g.s["market"]["wood"] == [1, 0, 0] and g.p(seat)["coins"] == coins + 2
    g.do("c_mob_coins", mob=JOE, row="wood")
    assert g.s["market"]["wood"] == [0, 0, 0] and g.p(seat)["coins"] == coins + 3
    g.do("c_mob_coins", mob=JOE, row="barley")
    assert g.s["c8"]["tokens"][JOE] == 0 and not of(g, "c_mob_coins"), "three tokens"
    rules.check_invariants(g.s)


def test_joe_takes_the_england_row_too(glen):
    """'만약 '해머 오브 더 스콧' 연대기를 함께 사용할 경우, 잉글랜드 가로줄도 여기에 해당 됩니다.'"""
    g = game(glen, 3, 1, JOE, c4="on")
    seat = g.seat
    give(g, JOE, seat)
    g.s["c4"]["row"] = [1, 2, 3]
    assert "england" in {a["row"] for a in of(g, "c_mob_coins")}
    coins = g.p(seat)["coins"]
    g.do("c_mob_coins", mob=JOE, row="england")
    assert g.s["c4"]["row"] == [1, 2, 0] and g.p(seat)["coins"] == coins + 3
    g = game(glen, 2, 1, JOE)
    give(g, JOE, g.seat)
    assert "england" not in {a["row"] for a in of(g, "c_mob_coins")}


# --- Bruce McMail ---------------------------------------------------------------------------------------

def bruce_game(glen, res: str = "wood", type: str = "material"):
    """Bruce McMail with the other player; the deciding player activates a tile producing `res`."""
    g = game(glen, 2, 1, BRUCE)
    seat, owner = g.seat, 1 - g.seat
    give(g, BRUCE, owner)
    g.build(seat, g.tile(type=type, activation=produces(res)), "0,1")
    placed(g, g.tile(), "1,1")
    g.do("activate", cell="0,1", alt=0)
    return g, seat, owner


def test_bruce_three_coins_from_the_pool_on_the_card(glen):
    """'이 카드를 가져가면 중앙 공급처에서 동전 3개를 가져와 이 카드 위에 놓습니다.'"""
    g = game(glen, 2, 1, BRUCE)
    give(g, BRUCE, 0)
    assert g.s["c8"]["tokens"][BRUCE] == 3


def test_bruce_buys_one_produced_resource_onto_his_land(glen):
    """'다른 플레이어가 가축 타일이나 자재 타일을 활성화하여 자원을 생산할 경우, 이 카드 위의 동전 1개를 그
    플레이어에게 내고 해당 자원 중 1개를 받아올 수 있습니다. 이렇게 받은 자원은 자기 땅 타일 아무데나 놓거나
    시장에 판매합니다.'"""
    g, seat, owner = bruce_game(glen)
    assert g.seat == owner and g.prompt["step"] == "buy"
    offered = g.legal()
    assert {"type": "c_mob_skip"} in offered and {"type": "c_mob_buy", "res": "wood", "sell": True} in offered
    assert {a["cell"] for a in offered if a.get("cell")} == set(g.p(owner)["land"])
    coins = g.p(seat)["coins"]
    g.do("c_mob_buy", res="wood", cell="1,0")
    assert g.p(seat)["land"]["0,1"]["res"] == {} and g.p(owner)["land"]["1,0"]["res"] == {"wood": 1}
    assert g.p(seat)["coins"] == coins + 1 and g.s["c8"]["tokens"][BRUCE] == 2
    assert g.seat == seat and g.prompt["kind"] == "activate", "back to the producer's turn"
    rules.check_invariants(g.s)


def test_bruce_sells_the_resource(glen):
    g, seat, owner = bruce_game(glen, "sheep", "animal")
    coins = g.p(owner)["coins"]
    g.do("c_mob_buy", res="sheep", sell=True)
    assert g.p(owner)["coins"] == coins + 1 and g.s["market"]["sheep"] == [0, 0, 0]
    assert g.p(seat)["land"]["0,1"]["res"] == {}


def test_bruce_may_decline(glen):
    g, seat, owner = bruce_game(glen)
    g.do("c_mob_skip")
    assert g.p(seat)["land"]["0,1"]["res"] == {"wood": 1} and g.s["c8"]["tokens"][BRUCE] == 3


def test_bruce_only_others_animal_and_material_tiles_while_coins_last(glen):
    """Not the controller's own production, not another tile type, not with an empty card."""
    g, seat, owner = bruce_game(glen, "barley", "village")
    assert g.seat == seat, "a village is neither an animal nor a material tile"
    g = game(glen, 2, 1, BRUCE)
    seat = g.seat
    give(g, BRUCE, seat)
    g.build(seat, g.tile(activation=produces("wood")), "0,1")
    placed(g, g.tile(), "1,1")
    g.do("activate", cell="0,1", alt=0)
    assert g.prompt["kind"] == "activate", "one's own production"
    g = game(glen, 2, 1, BRUCE)
    seat = g.seat
    give(g, BRUCE, 1 - seat)
    g.s["c8"]["tokens"][BRUCE] = 0
    g.build(seat, g.tile(activation=produces("wood")), "0,1")
    placed(g, g.tile(), "1,1")
    g.do("activate", cell="0,1", alt=0)
    assert g.prompt["kind"] == "activate", "no coin left on the card"


# --- Peggy McLeod ----------------------------------------------------------------------------------------

def leod_game(glen, seed: int = 1, **options):
    g = game(glen, 2, seed, LEOD, **options)
    return g, g.seat


def reserve(g, owner: int, tile: str, coins: int = 2, ahead: int | None = None) -> int:
    """`owner` reserved `tile` (put on the nearest space ahead of the deciding player) earlier."""
    pos = offer(g, tile) if ahead is None else g.offer(tile, ahead)
    g.s["c8"]["tokens"][LEOD].remove(coins)
    room(g, LEOD)["res"] = {"pos": pos, "tile": tile, "coins": coins, "gone": False}
    g.touch()
    return pos


def test_leod_three_tokens_reserve_a_tile_ahead_in_own_turn(glen):
    """'이 카드를 가져가면 '페기 맥레오드' 토큰 3개를 받습니다. … 나중에 언제든 자기 차례에, 페기 맥레오드
    토큰 1개를 론델 위에서 자기 론델 표시말보다 앞쪽에 있는 아무 타일 1개에 놓을 수 있습니다.'"""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    assert g.s["c8"]["tokens"][LEOD] == [1, 2, 3]
    takeable = {a["pos"] for a in of(g, "take")}
    offered = of(g, "c_mob_reserve")
    assert {a["pos"] for a in offered} == takeable
    pos = offered[0]["pos"]
    g.do("c_mob_reserve", mob=LEOD, pos=pos)
    assert g.prompt["step"] == "token" and {a["coins"] for a in g.legal()} == {1, 2, 3}
    g.do("c_mob_token", coins=2)
    assert room(g, LEOD)["res"] == {"pos": pos, "tile": g.s["rondel"][str(pos)], "coins": 2, "gone": False}
    assert g.s["c8"]["tokens"][LEOD] == [1, 3] and not of(g, "c_mob_reserve"), "one reservation at a time (C8-5)"


def test_leod_only_a_tile_the_controller_could_take(glen):
    """C8-6: '반드시 다음 자기 차례가 왔을 때 정상적으로 얻을 수 있는 타일을 선점해야 합니다' — a tile they
    could take now."""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    dear = g.tile(cost={"coins": 50})
    pos = offer(g, dear)
    assert pos not in {a["pos"] for a in of(g, "c_mob_reserve")}


def test_leod_others_pay_the_token_to_take_it(glen):
    """'이 플레이어가 선점한 타일을 다른 플레이어가 가져가려면, 그곳 토큰에 표시된 만큼의 동전을 먼저 토큰을
    놓은 플레이어에게 줘야 합니다.'"""
    g, seat = leod_game(glen)
    owner = 1 - seat
    give(g, LEOD, owner)
    pos = reserve(g, owner, g.tile(), coins=3)
    g.p(seat)["coins"] = 2
    g.touch()
    assert pos not in {a["pos"] for a in of(g, "take")}, "3 coins first"
    g.p(seat)["coins"] = 5
    g.touch()
    before = g.p(owner)["coins"]
    g.do("take", pos=pos)
    assert g.p(seat)["coins"] == 2 and g.p(owner)["coins"] == before + 3
    assert room(g, LEOD)["res"] is None, "the token is spent (C8-7)"


def test_leod_controller_pays_nothing_for_it(glen):
    """'페기 맥레오드 카드를 통제하는 플레이어는 토큰에 표시된 비용을 낼 필요가 없습니다.'"""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    pos = reserve(g, owner, g.tile(), coins=3)
    coins = g.p(owner)["coins"]
    g.do("take", pos=pos)
    assert g.p(owner)["coins"] == coins and room(g, LEOD)["res"] is None


def test_leod_next_turn_that_tile_only(glen):
    """'다른 누구도 선점한 타일을 가져가지 않았다면, … 다음 자기 차례에 반드시 그 타일을 가져가야 합니다(다른
    타일을 선택할 수 없습니다).' Nor may they stop on The End."""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    g.offer(END, 1)
    pos = reserve(g, owner, g.tile(), ahead=2)
    restart_turn(g, owner)
    assert room(g, LEOD)["bound"]
    assert [a for a in g.legal() if a["type"] in ("take", "discard", "stop_end")] == [{"type": "take", "pos": pos}]
    g.do("take", pos=pos)
    assert room(g, LEOD)["res"] is None and not room(g, LEOD)["bound"]
    assert LEOD not in g.s["c8"]["flipped"]


def test_leod_cannot_take_it_next_turn_the_card_flips(glen):
    """'만약, 다음 자기 차례에 그 타일을 정상적으로 얻지 못한다(예를 들어 … 비용으로 낼 자원을 구입하지 못하는
    경우 등), 페기 맥레오드 카드를 뒷면으로 뒤집고 남아있는 페기 맥레오드 토큰을 모두 버려야 합니다. 이렇게 되면
    게임이 끝날 때까지 페기 맥레오드의 효과를 사용할 수 없습니다.'"""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    pos = reserve(g, owner, g.tile(cost={"coins": 4}))
    g.p(owner)["coins"] = 3
    events = restart_turn(g, owner)
    assert LEOD in g.s["c8"]["flipped"] and g.s["c8"]["tokens"][LEOD] == []
    assert {"type": "c8_flipped", "seat": owner, "mobster": LEOD} in events
    assert any(a["type"] == "take" and a["pos"] != pos for a in g.legal()), "free to take another"
    assert not of(g, "c_mob_reserve")
    assert core.final_parts(g.s)["mobsters"][owner] == -core.MOBSTERS[LEOD]["vp_penalty"], "the penalty stays"


def test_leod_bound_piece_stopping_elsewhere_flips(glen):
    """C8-21: while the tile binds them, a move of their piece that does not take it (a discard, a
    chronicle's marker) means they could not take it."""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    pos = reserve(g, owner, g.tile(), ahead=2)
    restart_turn(g, owner)
    react(g.s, owner, "moved_piece", {"from": g.p(owner)["pos"], "pos": pos - 1}, Rng(1), [])
    react(g.s, -1, "after_action", {}, Rng(1), [])
    assert LEOD in g.s["c8"]["flipped"]


def test_leod_taken_by_another_no_obligation(glen):
    g, seat = leod_game(glen)
    owner = 1 - seat
    give(g, LEOD, owner)
    pos = reserve(g, owner, g.tile())
    g.do("take", pos=pos)
    restart_turn(g, owner)
    assert not room(g, LEOD).get("bound") and LEOD not in g.s["c8"]["flipped"]


def test_leod_tile_gone_without_a_taker_flips_it(glen):
    """Discarded by someone else (chronicle 4's Englishman) or passed over: nobody took it, and the
    controller cannot take it at their next turn."""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    pos = reserve(g, owner, g.tile())
    g.s["discard"].append(g.s["rondel"].pop(str(pos)))
    react(g.s, -1, "after_action", {}, Rng(1), [])
    assert room(g, LEOD)["res"]["gone"]
    restart_turn(g, owner)
    assert LEOD in g.s["c8"]["flipped"]


def test_leod_the_die_passes_over_a_reserved_tile(glen):
    """C8-8: the die does not discard a reserved tile."""
    g = game(glen, 2, 1, LEOD, die="on")
    owner = g.seat
    give(g, LEOD, owner)
    die = g.s["die"]
    first = min(int(p) for p in g.s["rondel"] if int(p) > die and int(p) not in rondel.occupied(g.s))
    tile = g.s["rondel"][str(first)]
    room(g, LEOD)["res"] = {"pos": first, "tile": tile, "coins": 1, "gone": False}
    assert modify(g.s, -1, "die_skip", {"pos": first}, False)

    class One:
        def below(self, n):
            return 0  # a roll of 1

    rondel.die_turn(g.s, One(), [])
    assert g.s["rondel"][str(first)] == tile and g.s["die"] > first


def test_leod_past_the_end_with_a_reservation_flips(glen):
    """'페기 맥레오드 카드를 통제하는 플레이어의 론델 표시말이 '세상의 끝' 타일을 통과해서 게임을 마쳤다면
    남아 있는 페기 맥레오드 토큰을 사용할 수 없습니다.' A reservation left then can never be taken."""
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    g.offer(END, 1)
    reserve(g, owner, g.tile(), ahead=2)
    g.do("stop_end", pos=g.p(owner)["pos"] + 1)
    assert LEOD in g.s["c8"]["flipped"]
    g, owner = leod_game(glen)
    give(g, LEOD, owner)
    g.s["turn"]["finishing"] = True
    assert not of(g, "c_mob_reserve")


# --- Kenneth McSnitch, Fergus McDarkie, Mike McCastle --------------------------------------------------

@pytest.mark.parametrize("mob", [KENNETH, FERGUS, MIKE])
def test_three_player_cards(glen, mob):
    """'이 카드는 3명 이상이 게임할 때만 사용되는 카드입니다.'"""
    assert core.MOBSTERS[mob]["min_players"] == 3 and mob not in core.candidates(2, [])


@pytest.mark.parametrize("mob", [KENNETH, FERGUS, MIKE])
def test_scotsman_sent_at_once_or_later(glen, mob):
    """'카드를 받은 즉시 또는 나중에 언제든 자기 차례에, 자기 개인 공급처나 자기 땅 타일 위에 있는 스코츠맨
    1명을 다른 플레이어 땅의 아무 타일 위에 놓을 수 있습니다' (Mike: '다른 플레이어의 고향 성')."""
    g = game(glen, 3, 1, mob)
    owner = g.seat
    give(g, mob, owner)
    assert g.prompt == {"kind": "chronicle", "seat": owner, "chronicle": 8, "mob": mob, "step": "gain"}
    assert g.legal() == [{"type": "c_mob_scot", "from": "supply"}, {"type": "c_mob_scot", "from": "0,0"},
                         {"type": "c_mob_skip"}]
    g.do("c_mob_skip")
    assert g.prompt["kind"] == "take"
    assert {"type": "c_mob_scot", "mob": mob, "from": "0,0"} in g.legal(), "later, in one's own turn"
    g.do("c_mob_scot", mob=mob, **{"from": "0,0"})
    assert g.p(owner)["land"]["0,0"]["scots"] == 0 and g.p(owner)["scots_away"] == 1
    assert effects.supply_scotsmen(g.s, owner) == 10 - 1 - 0 - 1
    others = [s for s in range(3) if s != owner]
    where = {(a["seat"], a["cell"]) for a in g.legal()}
    if mob == MIKE:
        assert where == {(s, "1,0") for s in others}
    else:
        assert where == {(s, c) for s in others for c in g.p(s)["land"]}
    g.do("c_mob_to", seat=others[0], cell="1,0")
    assert room(g, mob)["seat"] == others[0] and room(g, mob)["cell"] == "1,0"
    assert not any(a["type"] == "c_mob_scot" for a in g.legal()), "one token"
    rules.check_invariants(g.s)


def test_kenneth_moves_with_movement_points_not_onto_a_guarded_tile(glen):
    """'자기 이동 점수를 사용해서 케네스 맥스니치를 이웃 타일로 이동시킬 수 있습니다. 단, 상대 스코츠맨이
    지키고 있는 타일로는 이동시킬 수 없습니다.'"""
    g = game(glen, 3, 1, KENNETH)
    owner = g.seat
    victim = (owner + 1) % 3
    g.build(victim, g.tile(), "1,1")
    g.build(victim, g.tile(), "0,1", scots=1)
    give(g, KENNETH, owner)
    out_to(g, KENNETH, victim, "1,0")
    assert not of(g, "c_mob_move"), "no movement points"
    g.s["turn"]["moves"] = 2
    g.touch()
    assert {a["to"] for a in of(g, "c_mob_move")} == {"1,1"}, "0,0 and 0,1 are guarded"
    g.do("c_mob_move", mob=KENNETH, to="1,1")
    assert room(g, KENNETH)["cell"] == "1,1" and g.s["turn"]["moves"] == 1


def test_kenneth_steals_then_leaves_for_another_land(glen):
    """'자원이 있는 타일 위로 케네스 맥스니치를 이동시키면, 그 자원 중 1개를 빼앗을(가져올) 수 있습니다.
    이렇게 빼앗은 자원을 자기 땅의 타일 위에 놓습니다. 케네스 맥스니치로 자원을 빼앗았다면 그 즉시 케네스
    맥스니치를 또 다른 플레이어 땅의 아무 타일 위에 놓습니다.'"""
    g = game(glen, 3, 1, KENNETH)
    owner = g.seat
    victim, third = (owner + 1) % 3, (owner + 2) % 3
    g.build(victim, g.tile(), "1,1", wood=2, stone=1)
    give(g, KENNETH, owner)
    out_to(g, KENNETH, victim, "1,0")
    g.s["turn"]["moves"] = 1
    g.touch()
    g.do("c_mob_move", mob=KENNETH, to="1,1")
    assert g.prompt["step"] == "steal" and {"type": "c_mob_skip"} in g.legal()
    assert {(a["res"], a["cell"]) for a in of(g, "c_mob_steal")} == {(r, c) for r in ("stone", "wood") for c in ("0,0", "1,0")}
    g.do("c_mob_steal", res="wood", cell="1,0")
    assert g.p(victim)["land"]["1,1"]["res"] == {"wood": 1, "stone": 1}
    assert g.p(owner)["land"]["1,0"]["res"] == {"wood": 1}
    assert g.prompt["step"] == "to" and {a["seat"] for a in g.legal()} == {third}, "another player than the victim (C8-10)"
    g.do("c_mob_to", seat=third, cell="0,0")
    assert (room(g, KENNETH)["seat"], room(g, KENNETH)["cell"]) == (third, "0,0")
    rules.check_invariants(g.s)


def test_kenneth_may_leave_the_resources(glen):
    g = game(glen, 3, 1, KENNETH)
    owner = g.seat
    victim = (owner + 1) % 3
    g.build(victim, g.tile(), "1,1", wood=2)
    give(g, KENNETH, owner)
    out_to(g, KENNETH, victim, "1,0")
    g.s["turn"]["moves"] = 1
    g.do("c_mob_move", mob=KENNETH, to="1,1")
    g.do("c_mob_skip")
    assert room(g, KENNETH)["cell"] == "1,1" and g.p(victim)["land"]["1,1"]["res"] == {"wood": 2}


def test_kenneth_steals_only_with_room_on_his_own_tiles(glen):
    """C8-9: the stolen resource must go on one of the controller's tiles."""
    g = game(glen, 3, 1, KENNETH)
    owner = g.seat
    victim = (owner + 1) % 3
    g.build(victim, g.tile(), "1,1", wood=2)
    for cell in g.p(owner)["land"]:
        g.p(owner)["land"][cell]["res"] = {"stone": 3}
    give(g, KENNETH, owner)
    out_to(g, KENNETH, victim, "1,0")
    g.s["turn"]["moves"] = 1
    g.do("c_mob_move", mob=KENNETH, to="1,1")
    assert g.prompt["kind"] == "take", "nothing to ask"


def send_out(glen, mob: str, at: str = "0,0"):
    """A 3-player game: the mobster's controller is not the deciding player, whose land holds it."""
    g = game(glen, 3, 1, mob)
    victim = g.seat
    owner = (victim + 1) % 3
    give(g, mob, owner)
    out_to(g, mob, victim, at)
    assert g.seat == victim
    return g, victim, owner


@pytest.mark.parametrize("mob", [KENNETH, FERGUS])
def test_an_opposing_scotsman_coming_in_sends_him_on(glen, mob):
    """'만약 상대 스코츠맨이 … 있는 타일로 들어오면 즉시 … 또 다른 플레이어의 땅에 놓아야 합니다.' A Scotsman
    already there when he came does not (C8-11)."""
    g, victim, owner = send_out(glen, mob, "0,0")
    assert room(g, mob)["guards"] == 1
    g.build(victim, g.tile(activation=[[{"kind": "move", "n": 2}]]), "0,1", scots=1)
    placed(g, g.tile(), "0,2")  # not next to 0,0
    g.do("activate", cell="0,1", alt=0)
    g.do("move", **{"from": "0,0", "to": "1,0"})
    assert room(g, mob)["seat"] == victim and room(g, mob)["guards"] == 0, "leaving is no coming in"
    g.do("move", **{"from": "0,1", "to": "0,0"})
    assert g.seat == owner and g.prompt["step"] == "to" and g.prompt["exclude"] == victim
    assert victim not in {a["seat"] for a in g.legal()} and owner not in {a["seat"] for a in g.legal()}
    third = 3 - victim - owner
    g.do("c_mob_to", seat=third, cell="1,0")
    assert room(g, mob)["seat"] == third and g.seat == victim
    rules.check_invariants(g.s)


def test_fergus_coin_for_a_tile_next_to_him_then_he_moves_on(glen):
    """'어떤 타일을 퍼거스 맥다키의 주변 팔방향 중 한 곳에 배치하려면, 그 플레이어는 먼저 퍼거스 맥다키 카드를
    통제하는 플레이어에게 동전 1개를 내야 합니다 … 동전을 받은 다음 퍼거스 맥다키를 또 다른 플레이어의 땅의
    아무 타일 위에 놓습니다.'"""
    g, victim, owner = send_out(glen, FERGUS, "0,0")
    coins = [g.p(s)["coins"] for s in range(3)]
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell="0,1")
    assert g.p(victim)["coins"] == coins[victim] - 1 and g.p(owner)["coins"] == coins[owner] + 1
    assert g.seat == owner and g.prompt["step"] == "to"
    third = 3 - victim - owner
    assert {a["seat"] for a in g.legal()} == {third}
    g.do("c_mob_to", seat=third, cell="1,0")
    assert g.seat == victim and g.prompt["kind"] == "activate"
    rules.check_invariants(g.s)


def test_fergus_far_away_costs_nothing(glen):
    g, victim, owner = send_out(glen, FERGUS, "1,0")
    g.build(victim, g.tile(), "-1,0")
    coins = g.p(victim)["coins"]
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell="-1,1")  # next to the village's Scotsman, two steps from Fergus
    assert g.p(victim)["coins"] == coins and room(g, FERGUS)["seat"] == victim


def test_fergus_no_coin_no_tile_next_to_him(glen):
    """'만약 동전을 낼 수 없다면, 퍼거스 맥다키의 팔방향 주변에는 타일을 배치할 수 없습니다' — the coin comes on
    top of the tile's cost ('론델에서 타일을 얻을 때 내는 추가 비용으로 간주합니다')."""
    g, victim, owner = send_out(glen, FERGUS, "0,0")
    g.p(victim)["coins"] = 2
    dear = g.tile(cost={"coins": 2})
    pos = offer(g, dear)
    assert pos not in {a["pos"] for a in of(g, "take")}, "every cell lies next to Fergus: 2 + 1 coins"
    g.p(victim)["coins"] = 3
    g.touch()
    g.do("take", pos=pos)
    assert of(g, "place")
    g = send_out(glen, FERGUS, "0,0")[0]
    g.p(g.seat)["coins"] = 0
    pos = offer(g, g.tile())
    assert pos not in {a["pos"] for a in of(g, "take")}, "a free tile, but no coin for Fergus"


def test_fergus_coin_for_a_munro_tile_too(glen):
    """C8-19: a tile built from the discard pile (clan Munro) next to him costs the coin as well."""
    g, victim, owner = send_out(glen, FERGUS, "0,0")
    tile = g.tile()
    g.p(victim)["coins"] = 0
    assert not set(turns.placement_cells(g.s, victim, tile)) & set(terr.neighbours8("0,0"))
    g.p(victim)["coins"] = 1
    assert "0,1" in turns.placement_cells(g.s, victim, tile)
    coins = g.p(owner)["coins"]
    turns._place(g.s, victim, tile, "0,1", Rng(1), [], True)
    assert g.p(victim)["coins"] == 0 and g.p(owner)["coins"] == coins + 1 and room(g, FERGUS)["jump"]


def test_fergus_is_not_moved_with_movement_points(glen):
    """'퍼거스 맥다키 카드를 통제하는 플레이어는 이동 점수를 사용해서 퍼거스 맥다키를 이동시킬 수 없습니다'
    (Mike McCastle likewise)."""
    for mob in (FERGUS, MIKE):
        g = game(glen, 3, 1, mob)
        owner = g.seat
        give(g, mob, owner)
        out_to(g, mob, (owner + 1) % 3, "1,0")
        g.s["turn"]["moves"] = 3
        g.touch()
        assert not of(g, "c_mob_move")


def test_mike_counts_for_his_controller_and_cancels_one_there(glen):
    """'승점 계산을 실시할 때, 마이크 맥캐슬이 있는 고향 성 타일의 스코츠맨 1명은 스코츠맨 승점 계산에서
    제외됩니다. 하지만 마이크 맥캐슬은 … 통제하는 플레이어의 고향 성에 있는 것으로 간주합니다.'"""
    g, victim, owner = send_out(glen, MIKE, "1,0")
    third = 3 - victim - owner
    g.p(victim)["land"]["1,0"]["scots"] = 2
    g.p(owner)["land"]["1,0"]["scots"] = 1
    g.p(third)["land"]["1,0"]["scots"] = 1
    castle = scoring.category_values(g.s)["castle"]
    assert castle[victim] == 1 and castle[owner] == 2 and castle[third] == 1
    g.p(victim)["land"]["1,0"]["scots"] = 0
    assert scoring.category_values(g.s)["castle"][victim] == 0, "none to cancel"


def test_mike_with_castle_moil_counts_double(glen):
    """C8-13: Castle Moil doubles him for its holder as it doubles their own Scotsmen."""
    g, victim, owner = send_out(glen, MIKE, "1,0")
    g.p(victim)["land"]["1,0"]["scots"] = 2
    g.p(victim)["landmarks"].append("castle_moil")
    g.p(owner)["landmarks"].append("castle_moil")
    castle = scoring.category_values(g.s)["castle"]
    assert castle[victim] == 2 and castle[owner] == 2


def test_mike_chased_to_the_last_castle_without_a_question(glen):
    """'만약 상대 스코츠맨이 마이크 맥캐슬이 있는 고향 성 타일로 들어오면, 즉시 마이크 맥캐슬을 또 다른 플레이어의
    고향 성에 놓아야 합니다' — with 3 players one castle is left: no question (D18)."""
    g, victim, owner = send_out(glen, MIKE, "1,0")
    g.build(victim, g.tile(activation=[[{"kind": "move", "n": 1}]]), "0,1")
    placed(g, g.tile(), "1,1")
    g.do("activate", cell="0,1", alt=0)
    g.do("move", **{"from": "0,0", "to": "1,0"})
    assert room(g, MIKE)["seat"] == 3 - victim - owner and g.seat == victim
    rules.check_invariants(g.s)


def test_a_removed_tile_sends_him_on(glen):
    """C8-12: his tile leaves the land (Loch Morar, MacMillan, Derek Anderson): he goes to another land."""
    g, victim, owner = send_out(glen, KENNETH, "1,0")
    g.build(victim, g.tile(), "2,0")
    room(g, KENNETH)["cell"] = "2,0"
    g.p(victim)["land"].pop("2,0")
    react(g.s, -1, "after_action", {}, Rng(1), [])
    assert room(g, KENNETH)["seat"] is None and g.prompt["step"] == "to" and g.prompt["exclude"] is None


# --- Sybil McSponge ---------------------------------------------------------------------------------------

def test_sybil_one_vp_of_six_or_more_once_a_turn(glen):
    """'언제든 어떤 플레이어가 자기 차례에 한 가지 원인에서 승점 6점 이상을 얻은 경우, 그 플레이어는 그중 승점
    1점을 시빌 맥스폰지 카드를 통제하는 플레이어에게 줘야 합니다. 이 효과는 각 차례에 한 번씩만 쓸 수 있습니다.'"""
    g = game(glen, 2, 1, SYBIL)
    seat, owner = g.seat, 1 - g.seat
    give(g, SYBIL, owner)
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 5}]]), "-1,0")
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 6}]]), "1,1")
    g.build(seat, g.tile(activation=[[{"kind": "vp", "n": 7}]]), "-1,1")
    placed(g, g.tile(), "0,1")
    g.do("activate", cell="-1,0", alt=0)
    assert (g.p(seat)["vp"], g.p(owner)["vp"]) == (5, 0), "5 is not enough"
    g.do("activate", cell="1,1", alt=0)
    assert (g.p(seat)["vp"], g.p(owner)["vp"]) == (10, 1)
    g.do("activate", cell="-1,1", alt=0)
    assert (g.p(seat)["vp"], g.p(owner)["vp"]) == (17, 1), "once a turn"
    restart_turn(g, seat)
    effects.gain_vp(g.s, seat, 6, "tile", [])
    assert (g.p(seat)["vp"], g.p(owner)["vp"]) == (22, 2), "again the next turn"


def test_sybil_not_from_the_controller(glen):
    g = game(glen, 2, 1, SYBIL)
    seat = g.seat
    give(g, SYBIL, seat)
    effects.gain_vp(g.s, seat, 8, "tile", [])
    assert g.p(seat)["vp"] == 8


def test_sybil_in_every_scoring_every_source_of_every_player(glen):
    """'이 효과는 승점 계산을 실시할 때도 적용됩니다. 이 효과는 승점 계산을 실시할 때마다 여러 번 적용될 수
    있으며, 차례를 진행할 때와는 달리 각각의 플레이어에게도 여러 번 적용될 수 있습니다.'"""
    g = game(glen, 3, 1, SYBIL)
    owner = 0
    give(g, SYBIL, owner)
    for s, (castle, whisky) in enumerate([(5, 5), (5, 5), (0, 0)]):
        g.p(s)["land"]["1,0"]["scots"] = castle
        g.p(s)["whisky"] = whisky
    events: list[dict] = []
    scoring.scoring(g.s, events)
    react(g.s, -1, "scoring", {"stack": "A"}, Rng(1), events)
    record = g.s["scorings"][-1]
    assert record["vp"]["castle"] == [8, 8, 0] and record["vp"]["whisky"] == [8, 8, 0]
    assert record["c8"] == [2, -2, 0], "seat 1 gives 2 (castle, whisky); the controller nothing"
    assert [p["vp"] for p in g.s["players"]] == [16 + 2, 16 - 2, 0]


def test_sybil_in_the_final_scoring_each_part(glen):
    """The final scoring's parts: coins, landmark cards (Armadale Castle), the pennies… (C8-14)."""
    g = game(glen, 2, 1, SYBIL)
    seat, owner = g.seat, 1 - g.seat
    give(g, SYBIL, owner)
    g.p(seat)["coins"] = 9
    g.p(seat)["landmarks"].append("armadale_castle")
    g.s["c8"]["plus"][seat] = 6
    g.s["c8"]["castle"][seat] = 1
    events: list[dict] = []
    vp = [p["vp"] for p in g.s["players"]]
    result = scoring.final(g.s, events)
    assert result["coins"][seat] == 9 and result["landmarks"][seat] == 8
    assert result["c8"]["sybil"][seat] == -3 and result["c8"]["sybil"][owner] == 3
    parts = [result[k][seat] for k in ("territory", "coins", "landmarks")] + [v[seat] for v in result["c8"].values()]
    assert g.p(seat)["vp"] == vp[seat] + sum(parts)


def test_sybil_haggis_scoring_is_a_scoring(glen):
    """C8-14: chronicle 5's haggis scoring gains count each, even within a turn."""
    g = game(glen, 2, 1, SYBIL)
    seat, owner = g.seat, 1 - g.seat
    give(g, SYBIL, owner)
    effects.gain_vp(g.s, seat, 6, "haggis", [])
    effects.gain_vp(g.s, seat, 9, "haggis", [])
    assert g.p(owner)["vp"] == 2


# --- Derek Anderson ----------------------------------------------------------------------------------------

def derek_game(glen):
    g = game(glen, 2, 1, DEREK)
    owner, other = g.seat, 1 - g.seat
    give(g, DEREK, owner)
    return g, owner, other


def test_derek_moves_a_tile_once_ignoring_the_scotsman_rule(glen):
    """'게임 중 단 한 번. 자기 차례에, 아무 플레이어의 타일 1개를 빼앗아 다른 아무 플레이어의 땅에 배치할 수
    있습니다. … 주변에 스코츠맨이 있어야 한다는 규칙은 지키지 않아도 되지만, 다른 배치 규칙들은 반드시 지켜야
    합니다. 이렇게 배치되는 타일은 스스로 활성화되지도 않고 이웃 타일들을 활성화하지도 않습니다.'"""
    g, owner, other = derek_game(glen)
    moved = g.tile(activation=produces("wood"))
    g.build(other, moved, "0,1", scots=1, wood=2)
    g.build(other, g.tile(type="trade"), "2,0")
    sources = {(a["seat"], a["cell"]) for a in of(g, "c_mob_tile")}
    assert (other, "0,1") in sources and (other, "2,0") not in sources, "no trade tile"
    assert not any(cell in ("0,0", "1,0") for _, cell in sources), "never the home tile"
    g.do("c_mob_tile", mob=DEREK, seat=other, cell="0,1")
    assert g.prompt["step"] == "to" and other not in {a["seat"] for a in g.legal()}, "another land (C8-16)"
    g.p(owner)["land"]["0,0"]["scots"] = 0  # no Scotsman of the owner's in their land
    assert {a["cell"] for a in g.legal()} == {"0,-1", "1,-1", "0,1", "1,1"}, "not across the home river"
    g.do("c_mob_to", seat=owner, cell="1,1")
    assert "0,1" not in g.p(other)["land"] and g.p(other)["land"]["1,0"]["scots"] == 1, "Scotsmen home (C8-17)"
    assert g.p(owner)["land"]["1,1"] == {"tiles": [moved], "res": {"wood": 2}, "scots": 0}, "resources with it"
    assert g.prompt["kind"] == "take" and g.s["turn"]["allowed"] == [], "it activates nothing"
    assert not of(g, "c_mob_tile"), "once a game"
    rules.check_invariants(g.s)


def test_derek_an_overbuilt_stack_moves_whole_own_tile_to_another_land(glen):
    """'이 방식으로 증축 타일을 빼앗았다면, 그 아래에 놓인 타일들도 함께 빼앗습니다'; '자기 타일을 다른
    플레이어의 땅에 배치할 수도 있고'."""
    g, owner, other = derek_game(glen)
    low, high = g.tile(), g.tile(expansion="material")
    g.build(owner, low, "0,1")
    g.build(owner, high, "0,1")
    g.do("c_mob_tile", mob=DEREK, seat=owner, cell="0,1")
    g.do("c_mob_to", seat=other, cell="0,-1")
    assert g.p(other)["land"]["0,-1"]["tiles"] == [low, high] and "0,1" not in g.p(owner)["land"]


def test_derek_not_a_tile_holding_the_land_together_nor_a_kept_one(glen):
    """A tile whose leaving splits the land stays (as for every removal); so do tiles with a trade
    tile in their stack (C8-15)."""
    g, owner, other = derek_game(glen)
    g.build(other, g.tile(), "0,1")
    g.build(other, g.tile(), "0,2")
    g.build(other, g.tile(type="trade"), "2,0")
    g.build(other, g.tile(expansion="trade"), "2,0")
    sources = {(a["seat"], a["cell"]) for a in of(g, "c_mob_tile")}
    assert (other, "0,2") in sources and (other, "0,1") not in sources and (other, "2,0") not in sources


def test_derek_the_river_rule_holds(glen):
    """'다른 배치 규칙들은 반드시 지켜야 합니다' — a river tile goes only where its river fits."""
    g, owner, other = derek_game(glen)
    g.build(other, g.tile(river=["N", "S"]), "0,1")
    assert not of(g, "c_mob_tile"), "a north-south river fits nowhere in the other land"
    g.build(other, g.tile(river=["W", "E"]), "0,-1")
    g.do("c_mob_tile", mob=DEREK, seat=other, cell="0,-1")
    assert {a["cell"] for a in g.legal()} == {"-1,0", "2,0"}, "the ends of the home river only"


# --- the turn actions and the others' questions ------------------------------------------------------

def test_turn_actions_only_in_the_controllers_own_turn(glen):
    """'나중에 언제든 자기 차례에' — never in another's turn, nor in a turn with chronicle 4's Englishman."""
    g = game(glen, 3, 1, JOE, DEREK, c4="on")
    seat = g.seat
    g.build(seat, g.tile(), "0,1")
    for mob in (JOE, DEREK):
        give(g, mob, (seat + 1) % 3)
    assert not [a for a in g.legal() if a.get("mob")]
    g.s["c8"]["control"] = {JOE: seat, DEREK: seat}
    g.touch()
    assert {a["mob"] for a in g.legal() if a.get("mob")} == {JOE, DEREK}
    g.s["turn"]["englishman"] = True
    g.touch()
    assert not [a for a in g.legal() if a.get("mob")]


def test_a_card_taken_at_the_end_of_a_turn_asks_at_once(glen):
    """Taken in the end-of-turn choice: the 'at once' question comes before the next turn."""
    g = game(glen, 3, 1, KENNETH)
    seat = g.seat
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell="0,1")
    g.do("end_turn")
    g.do("c_mob_take", mobster=KENNETH)
    assert g.prompt["mob"] == KENNETH and g.seat == seat
    g.do("c_mob_scot", **{"from": "supply"})
    g.do("c_mob_to", seat=(seat + 1) % 3, cell="0,0")
    assert g.prompt["kind"] == "take" and (g.seat != seat or g.s["turn"]["seat"] == seat)
    rules.check_invariants(g.s)


# --- whole games -----------------------------------------------------------------------------------------

GROUPS = {
    2: [(WANDER, JOE, BRUCE), (LEOD, SYBIL, DEREK)],
    3: [(KENNETH, FERGUS, MIKE, LEOD), (WANDER, JOE, BRUCE, DEREK), (SYBIL, KENNETH, LEOD, MIKE)],
    4: [(KENNETH, FERGUS, MIKE, WANDER, JOE, BRUCE), (LEOD, SYBIL, DEREK, KENNETH, FERGUS, MIKE)],
}
OTHERS = [{}, {"c4": "on", "c6": "on"}, {"c1": "on", "c2": "on"}, {"c3": "on", "c5": "on", "c7": "on"}]


def _play(players: int, seed: int, mobs: tuple, options: dict, seen: set) -> None:
    if players < 3:
        options = {k: v for k, v in options.items() if k != "c4"}
    m = Match.new("glen_more_2", players, seed, {"c8": "on", **options})
    g = type("G", (), {"s": m.state, "touch": lambda self: setattr(m, "_legal", None)})()
    force(g, *mobs)
    pick = random.Random(seed * 31 + players)
    for mob in mobs[:2]:  # two cards controlled from the start, the others taken in play
        events: list[dict] = []
        core.take_mobster(g.s, pick.randrange(players), mob, Rng(seed), events)
        m._legal = None
    steps = 0
    while not m.is_over():
        legal = m.legal_actions()
        assert legal, f"no legal action at step {steps}"
        mobbing = [a for a in legal if a["type"].startswith("c_mob") and a["type"] not in ("c_mob_pass", "c_mob_penny")]
        action = pick.choice(mobbing) if mobbing and pick.random() < 0.6 else pick.choice(legal)
        m.apply(action)
        seen.update(e["type"] for e in m.events[-1] if e["type"].startswith("c8_"))
        rules.check_invariants(m.state)
        if steps % 25 == 0:
            assert json.loads(json.dumps(m.state)) == m.state
        steps += 1
        assert steps < 5000
    assert "c8" in m.state["final"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_the_base_mobsters(players):
    """Random games with the base mobsters forced into the draw (two controlled from the start), with
    other chronicles too: every invariant after every action, every game ends, the effects happen."""
    seen: set[str] = set()
    for i, mobs in enumerate(GROUPS[players]):
        for seed, options in enumerate(OTHERS):
            _play(players, 10 * i + seed, mobs, dict(options), seen)
    expect = {"c8_take", "c8_reserve", "c8_field", "c8_market_coins", "c8_tile_moved"} if players == 2 else \
        {"c8_take", "c8_scotsman", "c8_field", "c8_market_coins", "c8_tile_moved", "c8_reserve"}
    assert expect <= seen, expect - seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deep_checks_with_chronicle_8(players):
    """Random games with chronicle 8 as drawn (base and cross mobsters) under the engine's deep checks:
    unique legal actions, rejected actions change nothing, JSON-native state, views, replay."""
    for seed in range(3):
        options = {"c8": "on", **({"c6": "on", "c7": "on"} if seed == 1 else {}), **({"c4": "on"} if seed == 2 and players > 2 else {})}
        play_checked("glen_more_2", players, seed, options, deep_every=7)
