"""Chronicle 4 — Hammer of the Scots (rulebook 연대기 4 - 해머 오브 더 스콧), 3-4 players.

One test per clause of the chronicle ("달라지는 게임 준비", "새로운 규칙", "새로운 타일과 랜드마크 카드").
The Englishman's turns are staged: the players' pieces beyond him, fixture tiles ahead of him.
"""

from __future__ import annotations

import pytest

from core.rng import Rng
from games.glen_more_2 import rondel, turns
from games.glen_more_2 import setup as setup_mod
from games.glen_more_2.data_files import TILES

C4_TILES = ("c4-A01", "c4-B01", "c4-C01", "c4-D01")


def englishman_turn(glen, holder: int | None = 0, at: int = 5, tiles: int = 6, players: int = 3, begin: bool = True,
                    **options):
    """The Englishman on `at`, fixture tiles on the next `tiles` spaces, the players' pieces after them:
    he is rearmost and his turn begins."""
    g = glen(players, 1, c4="on", die="off", **options)
    s = g.s
    s["rondel"] = {str(pos): g.tile() for pos in range(at + 1, at + 1 + tiles)}
    for seat in range(players):
        s["players"][seat]["pos"] = at + 1 + tiles + seat
    s["c4"].update(englishman=at, holder=holder, under=holder is None)
    s["prompts"], s["turn"] = [], None
    if begin:
        turns.begin_turn(s, Rng(1), [])
    g.touch()
    return g


def types(g) -> set[str]:
    return {a["type"] for a in g.legal()}


# --- components and set-up ------------------------------------------------------------------------------

def test_chronicle_4_is_for_three_or_four_players(glen):
    """'인원: 3~4명'."""
    with pytest.raises(ValueError):
        glen(2, 1, c4="on")
    assert 4 in setup_mod.IMPLEMENTED
    glen(3, 1, c4="on")
    glen(4, 1, c4="on")


def test_the_four_new_tiles_go_into_their_stacks(glen):
    """'새로운 타일들을 뒷면에 따라 각각 알맞은 타일 더미에 넣고 섞습니다.'"""
    def everywhere(g):
        return [t for st in g.s["stacks"].values() for t in st] + list(g.s["rondel"].values())
    on, off = everywhere(glen(3, 1, c4="on")), everywhere(glen(3, 1))
    assert all(t in on for t in C4_TILES)
    assert not any(t in off for t in C4_TILES)
    assert {TILES[t]["landmark"] for t in C4_TILES} == {"loch_lomond", "glenfinnan_church", "glenfinnan_monument", "wades_road"}


@pytest.mark.parametrize("players, die", [(3, "off"), (3, "on"), (4, "off"), (4, "on")])
def test_englishman_stands_on_the_first_a_place_with_the_token_under_him(glen, players, die):
    """'잉글랜드인 … 을 첫 번째 A타일이 놓일 자리에 그 타일 대신 놓습니다. 잉글랜드인 아래에는 잉글랜드
    토큰을 놓습니다.' — pieces, (die), S tiles, Englishman and token, A tiles, one gap."""
    g = glen(players, 2, c4="on", die=die)
    first = players + (1 if die == "on" else 0)
    pos = g.s["c4"]["englishman"]
    assert pos == first + 5
    assert str(pos) not in g.s["rondel"]
    assert all(TILES[g.s["rondel"][str(p)]]["stack"] == "S" for p in range(first, pos))
    assert TILES[g.s["rondel"][str(pos + 1)]]["stack"] == "A"
    assert g.s["c4"]["under"] and g.s["c4"]["holder"] is None
    assert "england" in rondel.pieces(g.s) and pos in rondel.occupied(g.s)
    # no tile is lost: the A tile he replaces stays in the stack
    plain = glen(players, 2, die=die)
    on_a = len(g.s["stacks"]["A"]) + sum(TILES[t]["stack"] == "A" and not TILES[t].get("chronicle") for t in g.s["rondel"].values())
    assert on_a + sum(1 for t in g.s["stacks"]["A"] if TILES[t].get("chronicle") == 4) >= len(plain.s["stacks"]["A"])


def test_the_england_row_starts_with_one_coin_on_its_leftmost_field(glen):
    """'시장의 아래쪽 빈 가로줄에 잉글랜드 시장 타일을 얹고, 이 가로줄의 가장 왼쪽 빈칸에 동전 1개를 놓습니다.'"""
    g = glen(4, 1, c4="on")
    assert g.s["c4"]["row"] == [1, 0, 0]
    assert "england" not in g.s["market"]


# --- the token ------------------------------------------------------------------------------------------

def test_the_first_player_to_pass_the_englishman_gets_the_token(glen):
    """'잉글랜드인을 처음으로 지나가는 플레이어 … 는 잉글랜드 토큰을 얻습니다.'"""
    g = glen(3, 1, c4="on", die="off")
    seat = g.seat
    pos = g.s["c4"]["englishman"]
    g.s["rondel"][str(pos + 1)] = g.tile()
    g.touch()
    g.do("take", pos=pos + 1)
    assert g.s["c4"]["holder"] == seat and not g.s["c4"]["under"]
    # a later passer does not take it
    from games.glen_more_2.chronicles.c4 import _moved_piece
    _moved_piece(g.s, (seat + 1) % 3, {"from": 0, "pos": pos + 2}, None, [])
    assert g.s["c4"]["holder"] == seat


@pytest.mark.parametrize("tile", C4_TILES)
def test_taking_a_chronicle_4_landmark_card_takes_the_token(glen, tile):
    """'누군가가 잉글랜드 토큰 기호가 그려진 랜드마크 카드 4장 중 1장을 얻을 경우, 잉글랜드 토큰은 그
    플레이어에게 넘어갑니다.'"""
    g = glen(3, 1, c4="on", die="off")
    seat = g.seat
    g.s["c4"].update(holder=(seat + 1) % 3, under=False)
    g.p(seat)["whisky"] = 1
    g.p(seat)["coins"] = 10
    g.build(seat, g.tile(), "0,1", scots=1, stone=1)
    pos = g.offer(tile, ahead=3)
    g.do("take", pos=pos)
    while g.prompt["kind"] in ("place", "pay_scot", "choice"):
        g.do(g.legal()[0]["type"], **{k: v for k, v in g.legal()[0].items() if k != "type"})
    assert TILES[tile]["landmark"] in g.p(seat)["landmarks"]
    assert g.s["c4"]["holder"] == seat


# --- the Englishman's turn ------------------------------------------------------------------------------

def test_the_englishman_moves_when_rearmost_and_the_holder_decides(glen):
    """'잉글랜드인의 차례가 되면, 잉글랜드 토큰을 가지고 있는 플레이어가 잉글랜드인을 자신의 또 다른 론델
    표시말로 쓸 수 있습니다.'"""
    g = englishman_turn(glen, holder=1)
    assert rondel.rearmost(g.s) == "england"
    assert g.prompt == {"kind": "chronicle", "seat": 1, "chronicle": 4, "step": "englishman"}
    assert types(g) == {"c_england_take", "c_england_discard"}
    assert {a["pos"] for a in g.legal() if a["type"] == "c_england_take"} == set(range(6, 12))


def test_using_the_englishman_costs_the_england_rows_price_and_the_tiles_cost(glen):
    """'잉글랜드인을 움직이려면 (시장에서 자원을 구매할 때처럼) 시장의 잉글랜드 가로줄에 동전 1~3개를 놓아야
    합니다. 잉글랜드인으로 타일을 얻을 때도 타일의 비용은 반드시 내야 합니다.' — the price of the leftmost
    empty field (2 here: the 1 field has its set-up coin)."""
    g = englishman_turn(glen, holder=0)
    costly = g.tile(cost={"coins": 2})
    g.s["rondel"]["7"] = costly
    g.p(0)["coins"] = 4
    g.touch()
    assert {"type": "c_england_take", "pos": 7, "fee": 2} in g.legal()
    own = g.p(0)["pos"]
    g.do("c_england_take", pos=7, fee=2)
    assert g.s["c4"]["row"] == [1, 2, 0]
    assert g.p(0)["coins"] == 0
    assert g.s["c4"]["englishman"] == 7 and "7" not in g.s["rondel"]
    assert g.p(0)["pos"] == own  # his own piece stays
    assert g.prompt["kind"] == "place" and g.prompt["seat"] == 0


def test_the_englishmans_fee_counts_when_the_player_chooses_which_tiles_pay(glen):
    """Base D1 (issue 11): taking a tile with the Englishman, the player may choose the sources of its
    cost — buying the wood they hold is offered only if the coins left after the fee pay for it."""
    g = englishman_turn(glen, holder=0)
    g.s["rondel"]["7"] = g.tile(cost={"wood": 1})
    g.build(0, g.tile(), "0,1", wood=1)
    g.build(0, g.tile(), "1,1", wood=1)
    g.p(0)["coins"] = 3  # fee 2; the wood row's first field is covered (3 players): buying costs 2
    g.touch()
    g.do("pay_choose", on=True)
    g.do("c_england_take", pos=7, fee=2)
    assert g.prompt["kind"] == "pay"
    assert g.legal() == [{"type": "pay_tile", "cell": "0,1"}, {"type": "pay_tile", "cell": "1,1"}, {"type": "pay_cancel"}]
    g.do("pay_tile", cell="1,1")
    assert g.p(0)["land"]["1,1"]["res"] == {} and g.p(0)["land"]["0,1"]["res"] == {"wood": 1}
    assert g.p(0)["coins"] == 1 and g.s["c4"]["row"] == [1, 2, 0] and g.prompt["kind"] == "place"


def test_a_tile_too_dear_with_the_fee_cannot_be_taken(glen):
    """The fee and the cost together must be paid ('비용은 반드시 내야 합니다')."""
    g = englishman_turn(glen, holder=0)
    g.s["rondel"]["7"] = g.tile(cost={"coins": 2})
    g.p(0)["coins"] = 3  # fee 2 + cost 2 = 4
    g.touch()
    assert 7 not in {a["pos"] for a in g.legal() if a["type"] == "c_england_take"}
    assert 7 in {a["pos"] for a in g.legal() if a["type"] == "c_england_discard"}


def test_a_full_england_row_leaves_only_discarding(glen):
    """'동전 1~3개': the row has three fields; when they are all filled he can no longer be used."""
    g = englishman_turn(glen, holder=0)
    g.s["c4"]["row"] = [1, 2, 3]
    g.p(0)["coins"] = 20
    g.touch()
    assert types(g) == {"c_england_discard"}


def test_the_tile_is_placed_and_activates_its_neighbours(glen):
    """'잉글랜드인으로 얻은 타일을 기본 규칙에 따라 자기 땅에 배치하고, 그에 따른 모든 효과를 발휘합니다
    (이 타일로 인해 인접한 모든 타일의 효과가 발휘됩니다).'"""
    g = englishman_turn(glen, holder=0)
    tile = g.tile(once=[{"kind": "coin", "n": 2}], activation=[[{"kind": "vp", "n": 1}]])
    g.s["rondel"]["6"] = tile
    g.build(0, g.tile(activation=[[{"kind": "vp", "n": 2}]]), "-1,0")
    g.p(0)["coins"] = 2
    g.touch()
    g.do("c_england_take", pos=6, fee=2)
    g.do("place", cell="0,1")
    assert g.p(0)["coins"] == 2 - 2 + 2  # fee 2, one-time 2
    cells = {a["cell"] for a in g.legal() if a["type"] == "activate"}
    assert {"0,1", "-1,0"} <= cells  # the new tile and its neighbour
    g.do("activate", cell="0,1", alt=0)
    assert g.p(0)["vp"] == 1
    g.do("end_turn")
    assert g.s["turn"] is None or g.s["turn"]["seat"] != 0 or not g.s["turn"].get("englishman")


def test_no_on_your_turn_effects_in_the_englishmans_turn(glen):
    """'잉글랜드인을 움직이는 차례에는 네스호의 효과 같이 '자기 차례'에 발휘되는 효과는 사용할 수 없으며,
    단지 잉글랜드인을 통해 얻은 타일을 사용하는 것만 가능합니다.'"""
    g = englishman_turn(glen, holder=0)
    g.p(0)["landmarks"].append("loch_ness")
    far = g.tile(activation=[[{"kind": "vp", "n": 5}]])
    g.build(0, far, "5,5")
    g.touch()
    g.do("c_england_take", pos=6, fee=2)
    g.do("place", cell="0,1")
    assert not any(a.get("ness") for a in g.legal())
    assert "5,5" not in {a.get("cell") for a in g.legal()}
    assert not any(a["type"].startswith("c_") for a in g.legal())


def test_the_englishman_never_stops_on_the_chronicle_4_tiles(glen):
    """'잉글랜드인은 … 새로운 타일들(로몬드 호, 글렌피넌 교회, 글렌피넌 기념탑, 웨이드 장군의 진군로)에 멈출
    수 없으며, 따라서 잉글랜드인으로는 이 타일들을 얻을 수 없습니다.'"""
    g = englishman_turn(glen, holder=0)
    g.p(0)["coins"] = 20
    g.p(0)["whisky"] = 3
    for pos, tile in zip(range(6, 10), C4_TILES):
        g.s["rondel"][str(pos)] = tile
    g.touch()
    assert not {a["pos"] for a in g.legal()} & {6, 7, 8, 9}
    assert {a["pos"] for a in g.legal()} == {10, 11}


def test_discarding_takes_the_rightmost_filled_field(glen):
    """'잉글랜드인을 아무 타일 위로나 옮긴 뒤 그 타일을 버릴 수 있습니다. 만약 이렇게 했다면, 시장의
    잉글랜드 가로줄에 있는 칸 중 '동전이 쌓인 가장 오른쪽 칸'에서 모든 동전을 가져갑니다.'"""
    g = englishman_turn(glen, holder=2)
    g.s["c4"]["row"] = [1, 2, 0]
    coins = g.p(2)["coins"]
    tile = g.s["rondel"]["9"]
    g.touch()
    g.do("c_england_discard", pos=9)
    assert g.p(2)["coins"] == coins + 2
    assert g.s["c4"]["row"] == [1, 0, 0]
    assert tile in g.s["discard"] and g.s["c4"]["englishman"] == 9
    # still the rearmost piece: he moves again, as many turns in a row as he stays last (게임 진행)
    assert g.prompt["kind"] == "chronicle" and rondel.rearmost(g.s) == "england"


def test_discarding_with_an_empty_row_gives_nothing(glen):
    """'만약 잉글랜드 가로줄에 동전이 전혀 없다면, 타일은 버리지만 동전은 못 가져갑니다.'"""
    g = englishman_turn(glen, holder=1)
    g.s["c4"]["row"] = [0, 0, 0]
    coins = g.p(1)["coins"]
    g.touch()
    g.do("c_england_discard", pos=6)
    assert g.p(1)["coins"] == coins


def test_with_nobody_holding_the_token_he_discards_the_nearest_tile(glen):
    """D-C4-2: with the token still under him there is nobody to decide: he takes no coins and discards
    the nearest tile he may stop on."""
    from games.glen_more_2.chronicles.c4 import _piece_turn

    g = englishman_turn(glen, holder=None, begin=False)
    coins = [p["coins"] for p in g.s["players"]]
    _piece_turn(g.s, -1, {"piece": "england"}, Rng(1), [])
    assert g.s["c4"]["englishman"] == 6 and "6" not in g.s["rondel"]
    assert g.s["c4"]["row"] == [1, 0, 0] and not g.s["prompts"]
    assert [p["coins"] for p in g.s["players"]] == coins


def test_with_nowhere_to_go_before_the_end_he_leaves_the_rondel(glen):
    """D-C4-3: he never stops on The End or beyond it; with no tile left before it he leaves."""
    from games.glen_more_2.chronicles.c4 import _piece_turn

    g = englishman_turn(glen, holder=0, begin=False, tiles=2)
    end = next(t for t, tile in TILES.items() if tile["type"] == "end")
    g.s["rondel"] = {"6": end, "7": g.tile()}
    _piece_turn(g.s, -1, {"piece": "england"}, Rng(1), [])
    assert g.s["c4"]["englishman"] is None and "england" not in rondel.pieces(g.s)


def test_the_refill_leaves_the_gap_behind_the_englishman(glen):
    """게임 진행: the space behind the rearmost piece stays empty — the Englishman is a piece too."""
    g = englishman_turn(glen, holder=1)
    g.do("c_england_discard", pos=6)
    back = min(rondel.pieces(g.s).values())
    assert back == 6
    assert str(back - 1) not in g.s["rondel"]


# --- the new tiles ---------------------------------------------------------------------------------------

def _land_tile(glen, tile: str, **res):
    g = glen(3, 1, c4="on", die="off")
    seat = g.seat
    g.build(seat, tile, "0,1", **res)
    g.s["turn"]["allowed"] = ["0,1"]
    g.s["prompts"] = [{"kind": "activate", "seat": seat}]
    g.touch()
    return g, seat


def test_glenfinnan_church_turns_a_whisky_into_4_vp(glen):
    """'글렌피넌 교회: 활성화 효과로, 위스키 술통 1개를 내고 승점 4점을 얻을 수 있습니다.'"""
    g, seat = _land_tile(glen, "c4-B01")
    assert not [a for a in g.legal() if a["type"] == "activate"]
    g.p(seat)["whisky"] = 1
    g.touch()
    act = next(a for a in g.legal() if a["type"] == "activate")
    g.do("activate", **{k: v for k, v in act.items() if k != "type"})
    assert g.p(seat)["whisky"] == 0 and g.p(seat)["vp"] == 4


def test_glenfinnan_monument_gives_3_vp_and_costs_a_scotsman(glen):
    """'글렌피넌 기념탑: 활성화 효과로 승점 3점을 얻습니다. 하지만 이 타일의 비용이 스코츠맨입니다.'"""
    assert TILES["c4-C01"]["cost"] == {"scotsman": 1}
    g, seat = _land_tile(glen, "c4-C01")
    act = next(a for a in g.legal() if a["type"] == "activate")
    g.do("activate", **{k: v for k, v in act.items() if k != "type"})
    assert g.p(seat)["vp"] == 3


def test_wades_road_gives_a_scotsman_when_taken(glen):
    """'웨이드 장군의 진군로: 이 타일을 얻을 때, 일회성 효과로써 스코츠맨 1명을 얻습니다.'"""
    g = glen(3, 1, c4="on", die="off")
    seat = g.seat
    g.p(seat)["coins"] = 5
    pos = g.offer("c4-D01", ahead=3)
    g.do("take", pos=pos)
    g.do("place", cell=g.legal()[0]["cell"])
    while g.prompt["kind"] == "choice":
        g.do(g.legal()[0]["type"], **{k: v for k, v in g.legal()[0].items() if k != "type"})
    land = g.p(seat)["land"]
    assert sum(spot["scots"] for spot in land.values()) == 2
    assert g.s["c4"]["holder"] == seat


def test_loch_lomond_has_no_effect_but_its_card(glen):
    """'로몬드 호: 특별한 효과가 없습니다.'"""
    tile = TILES["c4-A01"]
    assert tile["activation"] == [] and {e["kind"] for e in tile["once"]} == {"landmark", "england_token"}


def test_the_die_skips_the_chronicle_4_tiles(glen):
    """'주사위는 연대기 아이콘이 그려진 타일에 멈출 수 없습니다.'"""
    assert all(TILES[t]["chronicle"] == 4 for t in C4_TILES)
    g = glen(3, 1, c4="on", die="on")
    s = g.s
    s["die"] = 0
    for seat in range(3):
        s["players"][seat]["pos"] = 30 + seat
    s["c4"]["englishman"] = 29
    s["rondel"] = {str(p): t for p, t in zip(range(1, 5), C4_TILES)}
    s["rondel"]["5"] = g.tile()
    rondel.die_turn(s, Rng(1), [])
    assert s["die"] == 5


def test_random_games_with_chronicle_4(glen):
    """Any game with the chronicle plays to its end (3 and 4 players, with and without the die)."""
    from core.checks import play_checked

    for players in (3, 4):
        for seed in range(3):
            play_checked("glen_more_2", players, seed, {"c4": "on", "die": "on" if seed % 2 else "off"}, deep_every=11)


# --- with other rules ----------------------------------------------------------------------------------

def test_the_englishman_passing_the_race_start_starts_the_race_at_once(glen):
    """Chronicle 1: '어떤 론델 표시말이 처음으로 시작 타일을 지나가면' — the Englishman is a rondel piece:
    his own move past the start tile starts the race then, not at the next move of someone else."""
    g = englishman_turn(glen, holder=0, begin=False, c1="on")
    start = next(t for t, tile in TILES.items() if tile.get("role") == "race_start")
    g.s["rondel"]["7"] = start
    g.s["c1"]["started"] = False
    g.s["c1"]["last"] = {"englishman": 5}
    turns.begin_turn(g.s, Rng(1), [])
    g.touch()
    g.do("c_england_discard", pos=9)
    assert g.s["c1"]["started"]


def test_maclachlan_scores_no_moves_after_an_englishman_turn(glen):
    """Clan MacLachlan turns unused movement points into VP at the end of one's own turn; the
    Englishman's turn is not the holder's own ('자기 차례'에 발휘되는 효과는 사용할 수 없으며)."""
    g = englishman_turn(glen, holder=0)
    g.s["clans"]["maclachlan"] = [0]
    g.s["rondel"]["6"] = g.tile(activation=[[{"kind": "move", "n": 2}]])
    g.touch()
    g.do("c_england_take", pos=6, fee=2)
    g.do("place", cell="0,1")
    g.do("activate", cell="0,1", alt=0)
    assert g.s["turn"]["moves"] == 2
    vp = g.p(0)["vp"]
    g.do("end_turn")
    assert g.p(0)["vp"] == vp
