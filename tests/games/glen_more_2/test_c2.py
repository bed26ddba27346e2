"""Chronicle 2 — Highlander: There Can Be Only One (rulebook 연대기 2 - 하이랜더 유아독존).

One test per clause of the chronicle's rules ("달라지는 게임 준비", "새로운 규칙", "주사위를 사용할 경우").
Most tests put the mountain where they need it and free plain tiles on the other rondel spaces.
"""

from __future__ import annotations

import pytest

from games.glen_more_2 import rondel
from games.glen_more_2 import setup as setup_mod
from games.glen_more_2.data_files import RONDEL_SPACES, TILES

MOUNTAIN = "c2-R01"


def tiles(g) -> dict[int, str]:
    return {int(pos): tile for pos, tile in g.s["rondel"].items()}


def game(glen, players: int = 2, seed: int = 1, at: int = 5, **options: str):
    """Pieces on 0..n-1 (the die after them if on), the mountain on `at` and `at + 1`, free plain tiles
    on every other space up to the gap (RONDEL_SPACES - 1)."""
    g = glen(players, seed, c2="on", **{"die": "off", **options})
    first = players + (1 if g.s["die"] is not None else 0)
    g.s["rondel"] = {str(pos): g.tile() for pos in range(first, RONDEL_SPACES - 1) if pos not in (at, at + 1)}
    g.s["rondel"][str(at)] = MOUNTAIN
    g.touch()
    return g


def seat_at(g, pos: int) -> int:
    return next(seat for seat in range(g.s["n"]) if g.p(seat)["pos"] == pos)


def types_at(g, pos: int) -> set[str]:
    return {a["type"] for a in g.legal() if a.get("pos") == pos}


def takes(g) -> set[int]:
    return {a["pos"] for a in g.legal() if a["type"] == "take"}


def place_and_end(g) -> None:
    if g.prompt["kind"] == "place":
        g.do("place", cell=g.legal()[0]["cell"])
    g.do("end_turn")


# --- set-up -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players, die", [(2, "on"), (2, "off"), (3, "off"), (3, "on"), (4, "off"), (4, "on")])
def test_the_mountain_takes_the_last_two_tile_places_of_the_rondel(glen, players, die):
    """달라지는 게임 준비: '론델에 마지막으로 놓이는 타일 2개 자리에 산 타일을 놓습니다. 산 타일은 론델에서
    두 칸을 차지합니다.' — the A tiles end two spaces earlier; the gap stays behind the last piece."""
    g = glen(players, 2, c2="on", die=die)
    r = tiles(g)
    last = RONDEL_SPACES - 3
    assert r[last] == MOUNTAIN and TILES[MOUNTAIN]["rondel_spaces"] == 2
    assert last + 1 not in r and RONDEL_SPACES - 1 not in r
    first = players + (1 if die == "on" else 0)
    assert [TILES[r[pos]]["stack"] for pos in range(first, first + 5)] == ["S"] * 5
    assert all(TILES[r[pos]]["stack"] == "A" for pos in range(first + 5, last))
    assert len(g.s["stacks"]["A"]) == 14 - (last - first - 5)
    assert rondel.covered(g.s) == {last + 1}
    assert g.s["c2"] == {"coins": 0, "res": {}, "pending": []}
    assert MOUNTAIN not in glen(players, 2, die=die).s["rondel"].values(), "only with the chronicle"


def test_the_chronicle_is_offered_for_two_to_four_players(glen):
    """연대기 2 인원: 2~4명."""
    assert setup_mod.OPTIONS["c2"] == ("off", "on")
    for players in (2, 3, 4):
        assert setup_mod.normalize_options(players, {"c2": "on"})["c2"] == "on"


# --- never taken, never removed --------------------------------------------------------------------


def test_nobody_takes_the_mountain_or_discards_it(glen):
    """'산 타일은 어떤 이유로도 제거되지 않으며, 어느 플레이어도 가져갈 수 없습니다' — not even by the
    "nothing can be taken" discard."""
    g = game(glen, at=5)
    assert types_at(g, 5) == {"c_mountain_stop", "c_mountain_pass"}
    for pos in list(g.s["rondel"]):
        if pos != "5":
            g.s["rondel"][pos] = g.tile(cost={"coins": 99})
    g.touch()
    legal = g.legal()
    assert not any(a["type"] == "take" for a in legal)
    assert {a["pos"] for a in legal if a["type"] == "discard"} == {2, 3, 4}
    assert types_at(g, 5) == {"c_mountain_stop", "c_mountain_pass"}


def test_the_mountain_stays_on_the_rondel_when_everyone_has_passed_it(glen):
    """'산 타일은 어떤 이유로도 제거되지 않으며': passed by every piece it is not discarded; it stays on its two
    spaces (one lap on in absolute positions), which are never refilled."""
    g = game(glen, at=3)
    first = g.seat
    g.p(first)["coins"] = 0  # nothing to pay: a plain move past it
    g.touch()
    g.do("take", pos=6)
    place_and_end(g)
    second = g.seat
    g.p(second)["coins"] = 0
    g.touch()
    g.do("take", pos=7)
    place_and_end(g)
    assert MOUNTAIN not in g.s["discard"]
    assert tiles(g)[3 + RONDEL_SPACES] == MOUNTAIN and 3 not in tiles(g)
    assert str(4 + RONDEL_SPACES) not in g.s["rondel"], "its second space is never refilled"


def _die_roll_past_mountain(glen, face: int) -> object:
    g = game(glen, at=4, die="on")
    other = seat_at(g, 1)
    del g.s["rondel"]["10"]
    g.p(other)["pos"] = 10
    g.touch()
    g.do("take", pos=3)
    g.do("place", cell=g.legal()[0]["cell"])
    g.m.rng.force(face)
    g.do("end_turn")  # the die is rearmost and rolls
    return g


@pytest.mark.parametrize("face, stop", [(0, 6), (3, 6), (5, 6)])
def test_the_die_never_stops_on_the_mountain_and_puts_a_coin_on_it_when_passing(glen, face, stop):
    """주사위를 사용할 경우: '주사위는 연대기 아이콘이 그려진 타일에 멈출 수 없습니다'; '주사위가 산 타일을
    지나갈 때는, 중앙 공급처에서 동전 1개를 가져와 산 타일에 놓습니다.' The die counts spaces ('론델
    표시말이 있는 칸은 제외하고 계산합니다') and '산 타일은 론델에서 두 칸을 차지합니다', so the mountain
    counts two (base D19): rolls 1, 2, 3 all end on the mountain's spaces or just past them → tile 6.
    Before the ruling the mountain counted one and a 3 went on to tile 7."""
    g = _die_roll_past_mountain(glen, face)
    assert g.s["die"] == stop
    assert tiles(g)[4] == MOUNTAIN
    assert g.s["c2"]["coins"] == 1


@pytest.mark.parametrize("face, stop", [(0, 6), (3, 7), (5, 8)])
def test_a_piece_on_the_mountain_takes_both_its_spaces_out_of_the_die_count(glen, face, stop):
    """D19: '론델 표시말이 있는 칸은 제외하고 계산합니다' — a piece standing on the mountain stands on the
    whole mountain (C2-5), so neither of its spaces counts: tile 3 and the mountain (4-5) hold pieces,
    rolls 1, 2, 3 → tiles 6, 7, 8. The die still passes the mountain: 1 coin on it."""
    g = game(glen, at=4, die="on")
    g.do("take", pos=3)
    place_and_end(g)
    g.do("c_mountain_stop", pos=4)
    g.m.rng.force(face)
    g.do("end_turn")  # the die is rearmost and rolls
    assert g.s["die"] == stop
    assert g.s["c2"]["coins"] == 1


# --- passing the mountain: the toll ------------------------------------------------------------------


def test_passing_the_mountain_costs_a_resource_or_a_coin_of_ones_choice(glen):
    """'산타일을 그냥 지나갈 경우, 반드시 자신이 가지고 있는 자원(자기 땅에 놓인 양이나 소, 나무, 돌, 보리)
    1개나 동전 1개(개인 공급처에 있는)를 산 타일에 놓아야 합니다.' The move stops at the mountain first: the
    tiles beyond it are offered once the toll is paid."""
    g = game(glen, at=5)
    seat = g.seat
    land = g.p(seat)["land"]
    land["0,0"]["res"] = {"wood": 1}
    land["1,0"]["res"] = {"sheep": 2}
    g.touch()
    assert takes(g) == {2, 3, 4}, "beyond the mountain only after paying"
    g.do("c_mountain_pass", pos=5)
    assert g.prompt["kind"] == "chronicle" and g.prompt["op"] == "toll"
    assert {a["pay"] for a in g.legal()} == {"coins", "wood", "sheep"}, "a coin or any resource held, nothing else"
    coins = g.p(seat)["coins"]
    g.do("c_toll", pay="sheep")
    assert land["1,0"]["res"] == {"sheep": 1} and g.p(seat)["coins"] == coins
    assert g.s["c2"]["res"] == {"sheep": 1}
    assert g.p(seat)["pos"] == 6 and g.prompt == {"kind": "take", "seat": seat}
    assert takes(g) == set(range(7, RONDEL_SPACES - 1))

    g = game(glen, at=5)
    coins = g.p(g.seat)["coins"]
    g.do("c_mountain_pass", pos=5)  # coins only: no question
    assert g.p(g.seat)["coins"] == coins - 1 and g.s["c2"]["coins"] == 1


def test_the_toll_is_paid_before_the_tile_beyond_is_taken(glen):
    """The toll is left while passing, so it is paid before the cost of the tile the piece stops on:
    a player with 1 coin who pays it to the mountain cannot take a tile costing 1 coin beyond it."""
    g = game(glen, at=5)
    seat = g.seat
    g.p(seat)["coins"] = 1
    g.s["rondel"]["7"] = g.tile(cost={"coins": 1})
    g.touch()
    g.do("c_mountain_pass", pos=5)
    assert g.p(seat)["coins"] == 0 and g.s["c2"]["coins"] == 1
    assert 7 not in takes(g) and 8 in takes(g)


def test_a_player_with_nothing_passes_for_free(glen):
    """'가지고 있는 자원이나 돈이 없다면 아무것도 안 놓고 그냥 지나갑니다.'"""
    g = game(glen, at=5)
    seat = g.seat
    g.p(seat)["coins"] = 0
    g.touch()
    assert 8 in takes(g) and "c_mountain_pass" not in types_at(g, 5)
    g.do("take", pos=8)
    assert g.s["c2"] == {"coins": 0, "res": {}, "pending": []}
    assert g.p(seat)["pos"] == 8


def test_passing_a_mountain_with_a_piece_on_it_still_costs_the_toll(glen):
    """The toll is for passing the mountain tile, whoever stands on it; nobody may stop on it then."""
    g = game(glen, at=5)
    holder = g.seat
    g.do("c_mountain_stop", pos=5)
    g.do("end_turn")
    other = g.seat
    assert other != holder
    assert types_at(g, 5) == {"c_mountain_pass"}
    coins = g.p(other)["coins"]
    g.do("c_mountain_pass", pos=5)
    assert g.p(other)["coins"] == coins - 1 and g.s["c2"]["coins"] == 1


# --- standing on the mountain ------------------------------------------------------------------------


def test_a_player_may_stop_on_the_free_mountain_taking_no_tile_and_paying_nothing(glen):
    """'만약 현재 산 타일에 아무 론델 표시말도 없다면, 자기 차례에 자기 론델 표시말을 산 타일 위에 놓을 수
    있습니다. 이 플레이어는 산타일에 다른 어떤 것도 놓지 않으며' — the turn goes on without a tile."""
    g = game(glen, at=5)
    seat = g.seat
    coins = g.p(seat)["coins"]
    g.do("c_mountain_stop", pos=5)
    assert g.p(seat)["pos"] == 5 and g.p(seat)["coins"] == coins
    assert tiles(g)[5] == MOUNTAIN and g.s["c2"]["coins"] == 0
    assert g.prompt == {"kind": "activate", "seat": seat}
    assert g.legal()[-1] == {"type": "end_turn"}
    g.do("end_turn")
    assert g.seat != seat


def test_leaving_the_mountain_the_player_takes_every_coin_and_resource_on_it(glen):
    """'나중에 산 타일을 떠날 때 산 타일에 모인 동전과 자원을 모두 가져갑니다 (동전은 개인 공급처에 놓고
    자원은 자기 땅의 아무 타일에나 놓습니다).' C2-1: at the start of the turn in which the piece leaves
    (it must move on), so the goods can pay for the tile it moves to."""
    g = game(glen, at=5)
    holder = g.seat
    g.do("c_mountain_stop", pos=5)
    g.do("end_turn")
    other = g.seat
    g.s["c2"]["res"] = {"stone": 1}
    g.do("c_mountain_pass", pos=5)  # pays a coin: coins only
    g.do("take", pos=8)
    place_and_end(g)
    assert g.s["c2"]["coins"] == 0 and g.s["c2"]["res"] == {}
    coins = g.p(holder)["coins"]
    assert g.prompt["kind"] == "chronicle" and g.prompt["seat"] == holder and g.prompt["res"] == "stone"
    assert {a["cell"] for a in g.legal()} == {"0,0", "1,0"}
    g.do("c_mountain_put", cell="1,0")
    assert g.p(holder)["land"]["1,0"]["res"] == {"stone": 1} and g.p(holder)["coins"] == coins
    assert g.prompt == {"kind": "take", "seat": holder}
    assert other != holder and g.s["c2"] == {"coins": 0, "res": {}, "pending": []}


def test_the_coins_from_the_mountain_can_pay_for_the_tile_the_holder_moves_to(glen):
    """C2-1: the goods are the holder's before the piece moves on, so a holder without coins of their own
    may take a tile costing the coins that lay on the mountain."""
    g = game(glen, at=5)
    holder = g.seat
    g.do("c_mountain_stop", pos=5)
    g.do("end_turn")
    g.p(g.seat)["coins"] = 0  # the other player passes for free (nothing to pay)
    g.p(holder)["coins"] = 0
    g.s["c2"]["coins"] = 2
    g.s["rondel"]["9"] = g.tile(cost={"coins": 2})
    g.touch()
    g.do("take", pos=7)
    place_and_end(g)
    assert g.seat == holder and g.p(holder)["coins"] == 2 and g.s["c2"]["coins"] == 0
    assert 9 in takes(g)


def test_goods_from_the_mountain_respect_three_per_tile(glen):
    """Resources on a tile: at most 3 (기본 규칙) — with one tile with room no question, with none lost."""
    g = game(glen, at=5)
    holder = g.seat
    g.do("c_mountain_stop", pos=5)
    g.do("end_turn")
    land = g.p(holder)["land"]
    land["0,0"]["res"] = {"wood": 3}
    land["1,0"]["res"] = {"wood": 2}
    g.s["c2"]["res"] = {"sheep": 2}
    g.p(g.seat)["coins"] = 0
    g.touch()
    g.do("take", pos=7)
    place_and_end(g)
    assert land["1,0"]["res"] == {"wood": 2, "sheep": 1}
    assert g.prompt == {"kind": "take", "seat": holder}
    assert g.s["c2"] == {"coins": 0, "res": {}, "pending": []}


def test_past_the_end_onto_the_mountain_the_player_stays_and_takes_it_all_at_the_end(glen):
    """'자기 론델 표시말을 세상의 끝 타일을 지나가 산 타일 위에 놓은 경우, 그 플레이어의 론델 표시말은 산
    타일에 계속 머문 채로 게임 종료 시점에 산 타일의 모든 동전과 자원을 가져갑니다.'"""
    g = game(glen, at=8)
    g.s["stacks"]["D"].remove("END")
    g.s["rondel"]["4"] = "END"
    holder = g.seat
    g.touch()
    g.do("c_mountain_stop", pos=8)
    g.do("end_turn")
    assert g.p(holder)["finished"] and g.p(holder)["pos"] == 8
    other = g.seat
    g.s["c2"]["coins"] = 3
    g.s["c2"]["res"] = {"wood": 1}
    coins = g.p(holder)["coins"]
    g.touch()
    g.do("stop_end", pos=4)
    assert g.s["phase"] == "over" and other != holder
    assert g.p(holder)["coins"] == coins + 3
    assert g.s["final"]["coins"][holder] == coins + 3, "the coins count in the final scoring"
    assert sum(spot["res"].get("wood", 0) for spot in g.p(holder)["land"].values()) == 1
    assert g.s["c2"]["coins"] == 0 and g.s["c2"]["res"] == {}
