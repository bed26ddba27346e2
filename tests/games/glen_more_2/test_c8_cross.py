"""Chronicle 8 — the seven Penny Mobsters of the other chronicles (rulebook 연대기 8, 페니 몹스터 목록):
Callum McQuirk and Bully McMuscle (chronicle 1), Elspeth McTrick (2), Erin McMalt (3), Fraser McStab
and Una McHaggis (5), John McClaim (6). One test per clause at least; decisions C8X-n are in
docs/rules-coverage/glen_more_2_c8_cross.md.

Scenario tests give the mobsters to the players directly (`control`: the jail left empty, so no
end-of-turn question comes between the steps). Prize tokens and dice are forced as in test_c1 and
test_c5; rondels are laid out as in test_c2 and test_c3.
"""

from __future__ import annotations

import pytest

from core.rng import Rng
from games.glen_more_2 import rules, scoring
from games.glen_more_2.chronicles import c1, c5, c6
from games.glen_more_2.chronicles.c8 import core, cross
from games.glen_more_2.data_files import RONDEL_SPACES

CALLUM, BULLY, FRASER, UNA = cross.CALLUM, cross.BULLY, cross.FRASER, cross.UNA
ELSPETH, ERIN, JOHN = cross.ELSPETH, cross.ERIN, cross.JOHN
VP2, COIN2, WHISKY, ANY, CLAN = "P01", "P08", "P11", "P13", "P15"  # provisional prize effects (test_c1)
ROLL = {1: 0, 2: 3, 3: 5}  # forced draw → the die's face (test_c5)
MOUNTAIN, SELLER = "c2-R01", "c3-B04"


def game(glen, players: int = 2, seed: int = 1, chronicles: tuple = (1,), **mobs: int):
    """A game with these chronicles and chapter 8, the mobsters given to the seats (jail empty)."""
    g = glen(players, seed, c8="on", die="off", **{f"c{n}": "on" for n in chronicles})
    control(g, **mobs)
    return g


def control(g, **mobs: int) -> None:
    c = g.s["c8"]
    c["drawn"], c["jail"], c["waiting"], c["on_card"] = sorted(mobs), sorted(mobs), [], {}
    for mob, seat in mobs.items():
        core.take_mobster(g.s, seat, mob, g.m.rng, [])
    g.touch()


def castle(g) -> list[int]:
    return list(g.s["c8"]["castle"])


# --- chronicle 1: the boat race ----------------------------------------------------------------------------

def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def activating(g, moves: int) -> int:
    """The deciding player takes and places a plain tile, the race on; they hold `moves` points."""
    seat = g.seat
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell=g.legal()[0]["cell"])
    g.s["c1"]["started"] = True
    g.s["turn"]["moves"] = moves
    g.touch()
    return seat


def boat(g, seat: int) -> dict:
    return g.s["c1"]["boats"][seat]


def next_land(g, land: str) -> str:
    ring = g.s["c1"]["ring"]
    return ring[(ring.index(land) + 1) % len(ring)]


def no_prizes(g) -> None:
    for land in g.s["c1"]["prizes"]:
        g.s["c1"]["box"] += g.s["c1"]["prizes"][land]
        g.s["c1"]["prizes"][land] = []


def give_prompt(g, seat: int, to: int) -> dict:
    return {"kind": "chronicle", "seat": seat, "chronicle": 8, "mob": CALLUM, "step": "give", "to": to}


def test_callum_overtaking_another_boat_the_controller_may_give_it_a_penny(glen):
    """'이 플레이어의 보트가 다른 플레이어의 보트를 앞지를 때 … 자신이 가지고 있는 '-1점' 페니 1개를 그
    플레이어에게 줄 수 있습니다.' C8X-1: reaching the other boat's tile is drawing level; moving on from it
    overtakes. C8X-2: the penny goes onto the other player's castle."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    other = 1 - seat
    control(g, callum_mcquirk=seat)
    no_prizes(g)
    boat(g, other).update(land=str(seat), cell="0,0")
    activating(g, moves=2)
    g.do("c_boat")
    assert g.prompt["kind"] == "activate", "level with it: no overtaking yet"
    g.do("c_boat")
    assert g.prompt == give_prompt(g, seat, other)
    assert g.legal() == [{"type": "c_mob_give", "mob": CALLUM}, {"type": "c_mob_keep", "mob": CALLUM}]
    g.do("c_mob_give", mob=CALLUM)
    assert g.s["c8"]["castle"][seat] == 6 and g.s["c8"]["castle"][other] == 8
    assert g.prompt == {"kind": "activate", "seat": seat}


def test_callum_overtaken_the_controller_is_asked_out_of_turn(glen):
    """'… 다른 플레이어의 보트가 이 플레이어의 보트를 앞지를 때' — the question goes to the controller at
    once, in the mover's turn; keeping the penny changes nothing."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    other = 1 - seat
    control(g, callum_mcquirk=other)
    no_prizes(g)
    boat(g, other).update(land=str(seat), cell="0,0")
    activating(g, moves=2)
    g.do("c_boat")
    g.do("c_boat")
    assert g.prompt == give_prompt(g, other, seat) and g.seat == other
    before = castle(g)
    g.do("c_mob_keep", mob=CALLUM)
    assert castle(g) == before and g.prompt == {"kind": "activate", "seat": seat}


def test_callum_overtakings_between_other_boats_or_finished_boats_ask_nothing(glen):
    """Only the controller's boat and the boat it passes or that passes it; a boat whose race is over
    (home, or an X card) is not overtaken (C8X-1); no "-1" penny left, no question."""
    g = game(glen, 3, chronicles=(1,))
    seat = g.seat
    a, b = [s for s in range(3) if s != seat]
    control(g, callum_mcquirk=a)
    no_prizes(g)
    boat(g, b).update(land=str(seat), cell="0,0")
    activating(g, moves=3)
    g.do("c_boat")
    g.do("c_boat")
    assert g.prompt["kind"] == "activate", "the controller's boat is not involved"
    boat(g, a).update(land=next_land(g, str(seat)), cell=c1.river_cells(g.s, next_land(g, str(seat)))[0])
    g.s["c1"]["results"][a] = "x"
    boat(g, seat).update(land=boat(g, a)["land"], cell=boat(g, a)["cell"])
    g.touch()
    g.do("c_boat")
    assert g.prompt["kind"] == "activate", "a boat with an X card is out of the race"
    g.s["c1"]["results"][a] = None
    g.s["c8"]["castle"][a] = 0
    boat(g, seat).update(land=boat(g, a)["land"], cell=boat(g, a)["cell"])
    g.s["turn"]["moves"] = 1
    g.touch()
    g.do("c_boat")
    assert g.prompt["kind"] == "activate", "no penny to give"


def test_callum_one_question_per_boat_passed_until_the_pennies_run_out(glen):
    """Passing two boats at once: a question for each (C8X-2); the last penny given, the rest go."""
    g = game(glen, 3, chronicles=(1,))
    seat = g.seat
    others = [s for s in range(3) if s != seat]
    control(g, callum_mcquirk=seat)
    no_prizes(g)
    for s in others:
        boat(g, s).update(land=str(seat), cell="0,0")
    activating(g, moves=2)
    g.do("c_boat")
    g.do("c_boat")
    assert g.prompt == give_prompt(g, seat, others[0])
    assert g.s["prompts"][-2] == give_prompt(g, seat, others[1])
    g.s["c8"]["castle"][seat] = 1
    g.do("c_mob_give", mob=CALLUM)
    assert g.s["c8"]["castle"][seat] == 0 and g.s["c8"]["castle"][others[0]] == 8
    assert g.prompt == {"kind": "activate", "seat": seat}


@pytest.mark.parametrize("mob", [CALLUM, BULLY])
def test_second_random_prize_once_per_game(glen, mob):
    """'게임 중 단 한 번, 자기 보트가 성에 도착하거나 성을 지나서 경품 토큰을 얻을 때, (경품 토큰 1개를
    선택한 뒤에) 무작위로 두 번째 경품 토큰도 가져갈 수 있습니다.' C8X-3: drawn from the tokens left on
    that castle; each choice of the prize prompt comes with or without it."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    control(g, **{mob: seat})
    neutral = next_land(g, str(seat))
    g.s["c1"]["prizes"][neutral] = [VP2, COIN2, WHISKY]
    activating(g, moves=4)
    g.do("c_boat")
    g.do("c_boat")
    assert g.legal() == [{"type": "c_prize", "token": t} for t in (VP2, COIN2, WHISKY)] + [
        {"type": "c_mob_prize2", "mob": mob, "token": t} for t in (VP2, COIN2, WHISKY)]
    vp, coins, whisky = g.p(seat)["vp"], g.p(seat)["coins"], g.p(seat)["whisky"]
    g.m.rng.force(1)  # of COIN2, WHISKY left: WHISKY
    g.do("c_mob_prize2", mob=mob, token=VP2)
    assert g.s["c1"]["taken"][seat] == [VP2, WHISKY] and g.s["c1"]["prizes"][neutral] == [COIN2]
    assert (g.p(seat)["vp"], g.p(seat)["coins"], g.p(seat)["whisky"]) == (vp + 2, coins, whisky + 1)
    assert mob in g.s["c8"]["used"] and g.prompt["kind"] == "activate"
    g.s["c1"]["prizes"][neutral] = [VP2, COIN2]
    boat(g, seat).update(land=str(seat), cell="0,0")
    g.do("c_boat")
    assert all(a["type"] == "c_prize" for a in g.legal()), "once per game"


def test_second_prize_needs_a_token_left_and_both_decisions_come_in_order(glen):
    """A castle with one token: nothing to draw. Two tokens needing decisions (a resource, a clan
    marker): the chosen one's first, then the drawn one's."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    control(g, callum_mcquirk=seat)
    neutral = next_land(g, str(seat))
    g.s["c1"]["prizes"][neutral] = [ANY]
    g.p(seat)["coins"] = 30
    activating(g, moves=4)
    g.do("c_boat")
    g.do("c_boat")
    assert g.legal() == [{"type": "c_prize", "token": ANY}]
    g.do("c_prize", token=ANY)
    g.do("skip")
    g.s["c1"]["prizes"][neutral] = [ANY, CLAN]
    boat(g, seat).update(land=str(seat), cell="0,0")
    g.do("c_boat")
    g.m.rng.force(0)
    g.do("c_mob_prize2", mob=CALLUM, token=ANY)
    assert g.s["c1"]["taken"][seat] == [ANY, ANY, CLAN]
    assert g.prompt["op"] == {"op": "c1_resource"}
    g.do("resource", res="wood")
    g.do("cell", cell="0,0")
    assert g.prompt["op"] == {"op": "clan"}


def bully_rows(g) -> set[int]:
    return {a["steps"] for a in g.legal() if a["type"] == "c_mob_bully"}


def test_bully_passes_tiles_holding_other_boats_without_spending_points(glen):
    """'이 플레이어의 보트는 이동할 때, '다른 보트가 있는 타일'은 이동 점수를 소모하지 않고 지나갈 수
    있습니다.' C8X-4: one point takes the boat beyond the boat's tile (or stops on it, as usual)."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    other = 1 - seat
    control(g, bully_mcmuscle=seat)
    no_prizes(g)
    activating(g, moves=1)
    assert not bully_rows(g), "no boat ahead"
    boat(g, other).update(land=str(seat), cell="0,0")
    g.touch()
    assert bully_rows(g) == {2} and {"type": "c_boat"} in g.legal()
    g.do("c_mob_bully", mob=BULLY, steps=2)
    assert boat(g, seat) == {"land": next_land(g, str(seat)), "cell": "1,0", "home": False}
    assert g.s["turn"]["moves"] == 0


def test_bully_passes_a_run_of_boats_and_castles_passed_give_prizes(glen):
    """Three tiles with boats in a row (the left player's boat still on its castle): one point takes the
    boat beyond any of them; a castle passed gives its prize ('성을 지나갈 경우')."""
    g = game(glen, 4, chronicles=(1,))
    seat = g.seat
    left = str((seat + 1) % 4)
    b1, b2 = (seat + 2) % 4, (seat + 3) % 4
    control(g, bully_mcmuscle=seat)
    no_prizes(g)
    g.build(int(left), g.tile(river=["W", "E"]), "2,0")
    boat(g, b1).update(land=str(seat), cell="0,0")
    boat(g, b2).update(land=left, cell="2,0")
    g.s["c1"]["prizes"][left] = [VP2]
    activating(g, moves=1)
    assert boat(g, int(left)) == {"land": left, "cell": "1,0", "home": False}
    assert bully_rows(g) == {2, 3, 4}
    g.do("c_mob_bully", mob=BULLY, steps=4)
    assert boat(g, seat) == {"land": left, "cell": "0,0", "home": False}
    assert g.prompt["castle"] == left and g.s["turn"]["moves"] == 0


def test_bully_cannot_pass_its_own_home_castle(glen):
    """The race ends at home: another boat on one's home castle is not passed (C8X-4)."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    other = 1 - seat
    control(g, bully_mcmuscle=seat)
    no_prizes(g)
    ring = g.s["c1"]["ring"]
    before = ring[(ring.index(str(seat)) - 1) % len(ring)]
    boat(g, seat).update(land=before, cell=c1.river_cells(g.s, before)[-1])
    boat(g, other).update(land=str(seat), cell="1,0")
    activating(g, moves=1)
    assert not bully_rows(g)


def test_bully_and_callum_overtake_together(glen):
    """Bully's controller passing Callum's controller's boat: an overtaking like any other."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    other = 1 - seat
    control(g, bully_mcmuscle=seat, callum_mcquirk=other)
    no_prizes(g)
    boat(g, other).update(land=str(seat), cell="0,0")
    activating(g, moves=1)
    g.do("c_mob_bully", mob=BULLY, steps=2)
    assert g.prompt == give_prompt(g, other, seat)


# --- chronicle 5: the haggis scoring ----------------------------------------------------------------------

def give(g, seat: int, *values: int) -> None:
    c = g.s["c5"]
    for v in values:
        c["pool"].remove(v) if v in c["pool"] else c["up"].remove(v)
        c["tables"][seat].append(v)
    c["tables"][seat].sort()
    g.touch()


def haggis_scoring(g, after: int = 2) -> None:
    g.s["scorings"] = [{}] * after
    c5._after_scoring(g.s, -1, {"stack": "B"}, g.m.rng, [])
    g.touch()


def force_rolls(g, *faces: int) -> None:
    g.m.rng.force(*(ROLL[f] for f in faces))


def test_fraser_steals_a_token_before_the_dice_the_victim_chooses_which(glen):
    """'게임 중 단 한 번, 해기스 승점 계산을 할 때 주사위를 굴리기 전에, 다른 플레이어 한 명을 골라서
    해기스 토큰 1개를 빼앗을 수 있습니다 (해기스를 빼앗기는 플레이어가 어떤 해기스 토큰을 줄 것인지
    선택합니다). 빼앗은 해기스 토큰은 자기 식탁에 뒷면이 보이게 놓습니다.'"""
    g = game(glen, 3, chronicles=(5,))
    thief, victim, third = g.seat, (g.seat + 1) % 3, (g.seat + 2) % 3
    control(g, fraser_mcstab=thief)
    give(g, victim, 1, 3)
    haggis_scoring(g)
    assert g.prompt == {"kind": "chronicle", "seat": thief, "chronicle": 8, "mob": FRASER, "step": "steal"}
    assert g.s["c5"]["rolls"] == [], "before the dice"
    assert g.legal() == [{"type": "c_mob_steal", "mob": FRASER, "victim": victim},
                         {"type": "c_mob_keep", "mob": FRASER}], "a player without tokens has none to give"
    g.do("c_mob_steal", mob=FRASER, victim=victim)
    assert g.seat == victim and g.legal() == [{"type": "c_mob_hand", "mob": FRASER, "value": v} for v in (1, 3)]
    force_rolls(g, 3, 2, 2, 2)
    g.do("c_mob_hand", mob=FRASER, value=3)
    assert g.s["c5"]["tables"][victim] == [1] and g.s["c5"]["shown"][thief] == []
    assert g.s["c5"]["results"][-1]["rolls"] == [3, 2, 2, 2] and g.s["c5"]["results"][-1]["vp"][thief] == 3
    assert FRASER in g.s["c8"]["used"] and third not in (thief, victim)


def test_fraser_once_per_game_and_asked_again_until_used(glen):
    """Declining keeps the theft for a later haggis scoring; once used, no more questions; a victim with
    one kind of token is not asked."""
    g = game(glen, chronicles=(5,))
    thief, victim = g.seat, 1 - g.seat
    control(g, fraser_mcstab=thief)
    give(g, victim, 2, 2)
    haggis_scoring(g, 2)
    force_rolls(g, 1, 1, 1, 1)
    g.do("c_mob_keep", mob=FRASER)
    assert g.s["c5"]["done"] == [2] and FRASER not in g.s["c8"]["used"]
    haggis_scoring(g, 3)
    assert g.prompt["mob"] == FRASER
    force_rolls(g, 1, 1, 1, 1)
    g.do("c_mob_steal", mob=FRASER, victim=victim)
    assert g.s["c5"]["tables"] == [[2], [2]] and g.s["c5"]["done"] == [2, 3]
    haggis_scoring(g, 4)
    assert g.prompt["kind"] != "chronicle" and g.s["c5"]["done"] == [2, 3, 4]


def test_fraser_table_limit_a_full_table_gives_one_back_first(glen):
    """'단, 이때에도 한 식탁에 최대 5개까지만 해기스 토큰을 놓을 수 있다는 제한이 적용됩니다' — C8X-5: as
    for any new token, a full table gives one of its own back to the supply face down."""
    g = game(glen, chronicles=(5,))
    thief, victim = g.seat, 1 - g.seat
    control(g, fraser_mcstab=thief)
    give(g, thief, 1, 1, 1, 2, 2)
    give(g, victim, 3)
    haggis_scoring(g)
    assert g.legal() == [{"type": "c_mob_steal", "mob": FRASER, "victim": victim, "give": v} for v in (1, 2)] + [
        {"type": "c_mob_keep", "mob": FRASER}]
    pool = len(g.s["c5"]["pool"])
    force_rolls(g, 2, 2, 2, 2)
    g.do("c_mob_steal", mob=FRASER, victim=victim, give=1)
    assert g.s["c5"]["results"][-1]["shown"][thief] == [2, 2] and g.s["c5"]["tables"][thief] == [1, 1, 3]
    assert len(g.s["c5"]["pool"]) == pool + 1 + 2, "the token given back, then the two turned up"


def test_fraser_no_victim_no_question(glen):
    g = game(glen, chronicles=(5,))
    control(g, fraser_mcstab=g.seat)
    give(g, g.seat, 1)
    force_rolls(g, 1, 1, 1, 1)
    haggis_scoring(g)
    assert g.s["c5"]["done"] == [2] and g.prompt["kind"] == "take"


def test_una_rerolls_one_of_the_four_dice_each_haggis_scoring(glen):
    """'해기스 승점 계산을 할 때마다 한 번씩, 주사위 굴림 네 번 중에서 한 번을 다시 굴릴 수 있습니다.' C8X-6:
    the four dice are shown, she may re-roll one, then the tokens are turned up."""
    g = game(glen, chronicles=(5,))
    seat, other = g.seat, 1 - g.seat
    control(g, una_mchaggis=other)
    give(g, seat, 3, 3)
    give(g, other, 1)
    force_rolls(g, 3, 1, 1, 2)
    haggis_scoring(g)
    assert g.prompt == {"kind": "chronicle", "seat": other, "chronicle": 8, "mob": UNA, "step": "reroll"}
    assert g.s["c5"]["rolls"] == [3, 1, 1, 2] and g.s["c5"]["shown"] == [[], []]
    assert g.legal() == [{"type": "c_mob_reroll", "mob": UNA, "roll": i} for i in range(4)] + [
        {"type": "c_mob_keep", "mob": UNA}]
    g.m.rng.force(ROLL[2])
    g.do("c_mob_reroll", mob=UNA, roll=0)  # the opponent's 3 becomes a 2
    result = g.s["c5"]["results"][-1]
    assert result["rolls"] == [2, 1, 1, 2] and result["vp"][seat] == 0 and result["vp"][other] == 1
    force_rolls(g, 3, 3, 1, 1)
    haggis_scoring(g, 3)
    assert g.prompt["mob"] == UNA, "again in the next haggis scoring"
    g.do("c_mob_keep", mob=UNA)
    assert g.s["c5"]["results"][-1]["rolls"] == [3, 3, 1, 1]


def test_fraser_then_una_in_one_scoring(glen):
    """Fraser's theft before the dice, Una's re-roll after them."""
    g = game(glen, chronicles=(5,))
    seat, other = g.seat, 1 - g.seat
    control(g, fraser_mcstab=seat, una_mchaggis=other)
    give(g, other, 3)
    haggis_scoring(g)
    force_rolls(g, 1, 1, 1, 3)
    g.do("c_mob_steal", mob=FRASER, victim=other)
    assert g.prompt["mob"] == UNA and g.s["c5"]["tables"][seat] == [3]
    g.m.rng.force(ROLL[1])
    g.do("c_mob_reroll", mob=UNA, roll=3)
    assert g.s["c5"]["results"][-1]["vp"] == [0, 0]


# --- chronicle 2: the mountain ----------------------------------------------------------------------------

def mountain_game(glen, at: int = 5, **mobs: int):
    """As test_c2: pieces on 0..1, the mountain on `at`, free plain tiles elsewhere."""
    g = game(glen, chronicles=(2,))
    g.s["rondel"] = {str(pos): g.tile() for pos in range(2, RONDEL_SPACES - 1) if pos not in (at, at + 1)}
    g.s["rondel"][str(at)] = MOUNTAIN
    control(g, **{m: (g.seat if s == -1 else s) for m, s in mobs.items()})
    return g


def swap_prompt(seat: int, at: str) -> dict:
    return {"kind": "chronicle", "seat": seat, "chronicle": 8, "mob": ELSPETH, "step": "swap", "at": at}


def test_elspeth_passing_the_mountain_swaps_one_coin_or_resource_on_it(glen):
    """'산 타일을 지나갈 때나 … 산 타일에 놓인 동전 또는 자원 하나를 중앙 공급처의 자원(나무, 돌, 소, 양,
    보리) 중 하나와 교환할 수 있습니다.' C8X-7: the swap changes what lies there; the toll comes first."""
    g = mountain_game(glen, elspeth_mctrick=-1)
    seat = g.seat
    g.s["c2"].update(coins=1, res={"wood": 1})
    g.touch()
    g.do("c_mountain_pass", pos=5)  # the toll: a coin (coins only)
    assert g.s["c2"]["coins"] == 2 and g.prompt == swap_prompt(seat, "pass")
    swaps = [a for a in g.legal() if a["type"] == "c_mob_swap"]
    assert {(a["give"], a["get"]) for a in swaps} == {
        (give, get) for give in ("coins", "wood") for get in ("wood", "stone", "cattle", "sheep", "barley") if give != get}
    coins = g.p(seat)["coins"]
    g.do("c_mob_swap", mob=ELSPETH, give="coins", get="cattle")
    assert g.s["c2"]["coins"] == 1 and g.s["c2"]["res"] == {"wood": 1, "cattle": 1}
    assert g.p(seat)["coins"] == coins and g.p(seat)["pos"] == 6 and g.prompt == {"kind": "take", "seat": seat}


def test_elspeth_the_mountain_stops_her_move_even_with_nothing_to_pay(glen):
    """A player with nothing passes for free (chronicle 2), but something to swap stops her there first
    (C8X-7); an empty mountain does not; other players are not asked."""
    g = mountain_game(glen, elspeth_mctrick=-1)
    seat = g.seat
    g.p(seat)["coins"] = 0
    g.touch()
    assert "c_mountain_pass" not in {a["type"] for a in g.legal()}, "nothing on it, nothing to pay"
    g.s["c2"]["res"] = {"stone": 2}
    g.touch()
    assert 8 not in {a.get("pos") for a in g.legal() if a["type"] == "take"}
    g.do("c_mountain_pass", pos=5)
    assert g.prompt == swap_prompt(seat, "pass")
    g.do("c_mob_swap", mob=ELSPETH, give="stone", get="barley")
    assert g.s["c2"]["res"] == {"stone": 1, "barley": 1}
    g.do("take", pos=8)
    g.do("place", cell=g.legal()[0]["cell"])
    g.do("end_turn")
    assert g.seat != seat
    g.do("c_mountain_pass", pos=5)
    assert g.prompt["kind"] == "take", "only the controller swaps"


def test_elspeth_just_before_leaving_the_mountain(glen):
    """'산 타일을 떠나기 직전에': asked before the goods are taken (C2-1's moment); then they are taken."""
    g = mountain_game(glen, elspeth_mctrick=-1)
    holder = g.seat
    g.do("c_mountain_stop", pos=5)
    assert g.prompt["kind"] == "activate", "stopping on it is not passing"
    g.do("end_turn")
    g.p(g.seat)["coins"] = 0
    g.s["c2"].update(coins=2, res={})
    g.touch()
    g.do("take", pos=7)
    g.do("place", cell=g.legal()[0]["cell"])
    g.do("end_turn")
    assert g.prompt == swap_prompt(holder, "leave") and g.s["c2"]["coins"] == 2
    coins = g.p(holder)["coins"]
    g.do("c_mob_swap", mob=ELSPETH, give="coins", get="sheep")
    assert g.p(holder)["coins"] == coins + 1 and g.s["c2"] == {"coins": 0, "res": {}, "pending": [{"seat": holder, "res": "sheep"}]}
    assert g.prompt["chronicle"] == 2 and g.prompt["res"] == "sheep"
    g.do("c_mountain_put", cell="1,0")
    assert g.p(holder)["land"]["1,0"]["res"] == {"sheep": 1} and g.prompt == {"kind": "take", "seat": holder}


def test_elspeth_may_keep_the_mountain_as_it_is(glen):
    g = mountain_game(glen, elspeth_mctrick=-1)
    holder = g.seat
    g.do("c_mountain_stop", pos=5)
    g.do("end_turn")
    g.p(g.seat)["coins"] = 0
    g.s["c2"]["coins"] = 1
    g.touch()
    g.do("take", pos=7)
    g.do("place", cell=g.legal()[0]["cell"])
    coins = g.p(holder)["coins"]
    g.do("end_turn")
    g.do("c_mob_keep", mob=ELSPETH)
    assert g.p(holder)["coins"] == coins + 1 and g.prompt == {"kind": "take", "seat": holder}


# --- chronicle 3: whisky sellers ---------------------------------------------------------------------------

def seller_game(glen, players: int, **mobs: int):
    g = game(glen, players, chronicles=(3,))
    g.s["rondel"] = {str(pos): g.tile() for pos in range(players, RONDEL_SPACES - 1)}
    for stack in g.s["stacks"].values():
        if SELLER in stack:
            stack.remove(SELLER)
    control(g, **{m: (g.seat if s == -1 else s) for m, s in mobs.items()})
    return g


def casks(g, seat: int, slots: list[int]) -> None:
    c = g.s["c3"]["players"][seat]
    c["slots"] = list(slots) + [0] * (len(c["slots"]) - len(slots))
    g.p(seat)["whisky"] = sum(slots)
    g.touch()


def test_erin_passing_a_seller_also_sells_to_its_bonus_space(glen):
    """''위스키 판매처' 타일을 지나갈 때도 왼쪽 위 보너스 칸에 위스키 술통을 판매할 수 있습니다. 따라서
    위스키 술통 2개를 판매하는 것도 가능합니다.' (C8X-8: the lower-right sale first)"""
    g = seller_game(glen, 4, erin_mcmalt=-1)
    seat = g.seat
    casks(g, seat, [1, 0, 1, 1])
    g.s["rondel"]["6"] = SELLER
    g.touch()
    g.do("c_seller_pass", pos=6)
    vp = g.p(seat)["vp"]
    g.do("c_sell", slot=3)
    assert g.prompt["steps"] == ["bonus"]
    g.do("c_sell", slot=2)
    assert g.p(seat)["vp"] == vp + 3 + 2 and g.p(seat)["whisky"] == 1
    assert g.s["c3"]["sellers"][SELLER] == {"bonus": seat, "sales": [seat]}
    assert g.p(seat)["pos"] == 6 and g.prompt == {"kind": "take", "seat": seat}


def test_erin_a_seller_with_only_its_bonus_space_open_stops_her_not_the_others(glen):
    g = seller_game(glen, 2, erin_mcmalt=-1)
    seat = g.seat
    casks(g, seat, [0, 1])
    g.s["rondel"]["4"] = SELLER
    g.s["c3"]["sellers"][SELLER] = {"bonus": None, "sales": [9] * c3_capacity(2)}
    g.touch()
    assert "c_seller_pass" in {a["type"] for a in g.legal()}
    control(g, erin_mcmalt=1 - seat)
    assert "c_seller_pass" not in {a["type"] for a in g.legal()}


def c3_capacity(players: int) -> int:
    from games.glen_more_2.chronicles import c3

    return c3.CAPACITY[players]


# --- chronicle 6: landmark-event cards --------------------------------------------------------------------

def claims(g) -> list[str]:
    return {a["card"] for a in g.legal() if a["type"] == "c_mob_claim"}


def test_john_puts_tokens_on_other_players_unturned_cards_in_his_turn(glen):
    """'이 카드를 가져가면 '존 맥클레임' 토큰 3개를 받습니다. … 나중에 언제든 자기 차례에, 사건 면으로
    뒤집히지 않은 랜드마크 사건 카드들에 존 맥클레임 토큰들을 원하는 만큼 놓을 수 있습니다 (사건 면인
    카드에는 못 놓습니다).' C8X-9: other players' cards, one token each."""
    g = game(glen, 3, chronicles=(6,))
    seat = g.seat
    a, b = [s for s in range(3) if s != seat]
    control(g, john_mcclaim=seat)
    assert g.s["c8"]["tokens"][JOHN] == 3
    g.p(seat)["landmarks"] = ["loch_lochy"]
    g.p(a)["landmarks"] = ["loch_ness", "castle_moil"]
    g.p(b)["landmarks"] = ["inverness", "duart_castle"]
    g.s["c6"]["flipped"][b] = ["duart_castle"]
    g.touch()
    assert claims(g) == {"loch_ness", "castle_moil", "inverness"}
    g.do("c_mob_claim", mob=JOHN, card="castle_moil")
    g.do("c_mob_claim", mob=JOHN, card="inverness")
    assert claims(g) == {"loch_ness"} and g.s["c8"]["tokens"][JOHN] == 1
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell=g.legal()[0]["cell"])
    g.do("c_mob_claim", mob=JOHN, card="loch_ness")
    assert not claims(g) and g.s["c8"]["tokens"][JOHN] == 0
    g.do("end_turn")
    assert not claims(g), "only in his own turn"


def test_john_claimed_cards_count_for_him_in_the_scorings(glen):
    """'존 맥클레임 토큰이 놓인 랜드마크 사건 카드는 승점 계산을 실시할 때 존 맥클레임 카드를 통제하는
    플레이어가 보유한 카드로 계산합니다 (본래 소유주의 카드로 계산하지 않습니다).'"""
    g = game(glen, 3, chronicles=(6,))
    seat = g.seat
    a, b = [s for s in range(3) if s != seat]
    control(g, john_mcclaim=seat)
    g.p(a)["landmarks"] = ["loch_ness", "castle_moil"]
    g.p(b)["landmarks"] = ["inverness"]
    g.touch()
    g.do("c_mob_claim", mob=JOHN, card="loch_ness")
    g.do("c_mob_claim", mob=JOHN, card="inverness")
    values = scoring.category_values(g.s)["landmarks"]
    assert [values[s] for s in (seat, a, b)] == [2, 1, 0]
    result = scoring.scoring(g.s, [])
    assert [result["vp"]["landmarks"][s] for s in (seat, a, b)] == [2, 1, 0]


def test_john_token_leaves_the_game_when_its_card_is_turned(glen):
    """'존 맥클레임 토큰이 놓인 랜드마크 사건 카드가 사건 면으로 뒤집히면, 그 위에 있던 존 맥클레임 토큰은
    게임에서 제거됩니다.' — the card counts for its holder again; the token does not come back."""
    g = game(glen, chronicles=(6,))
    seat, other = g.seat, 1 - g.seat
    control(g, john_mcclaim=seat)
    g.p(other)["landmarks"] = ["loch_ness"]
    g.touch()
    g.do("c_mob_claim", mob=JOHN, card="loch_ness")
    events: list = []
    c6.flip(g.s, other, "loch_ness", events)
    assert {"type": "c8_claim_lost", "card": "loch_ness"} in events
    assert cross.claims(g.s) == {"cards": [], "lost": 1} and g.s["c8"]["tokens"][JOHN] == 2
    assert scoring.category_values(g.s)["landmarks"][other] == 1
    cross._john_invariants(g.s, seat, -1, {}, None, [])


# --- all seven: registered, drawn only with their chronicle --------------------------------------------------

def test_every_cross_mobster_has_its_effect():
    assert {CALLUM, BULLY, FRASER, UNA, ELSPETH, ERIN, JOHN} <= core.implemented()
    for mob in (CALLUM, BULLY, FRASER, UNA, ELSPETH, ERIN, JOHN):
        assert core.MOBSTERS[mob]["chronicle"] in (1, 2, 3, 5, 6)


def test_an_inactive_mobster_does_nothing(glen):
    """Effects work only while the card is controlled and face up: in jail, no second prize."""
    g = game(glen, chronicles=(1,))
    seat = g.seat
    g.s["c8"]["jail"] = [CALLUM]
    g.s["c8"]["drawn"] = [CALLUM]
    neutral = next_land(g, str(seat))
    g.s["c1"]["prizes"][neutral] = [VP2, COIN2]
    activating(g, moves=2)
    g.do("c_boat")
    g.do("c_boat")
    assert all(a["type"] == "c_prize" for a in g.legal())


# --- random games ------------------------------------------------------------------------------------------

MINE = (CALLUM, BULLY, FRASER, UNA, ELSPETH, ERIN, JOHN)
USED = {  # an event that shows the mobster at work
    CALLUM: "c8_overtake", BULLY: "c8_bully", FRASER: "c8_haggis_stolen", UNA: "c8_reroll",
    ELSPETH: "c8_swap", ERIN: "c3_sale", JOHN: "c8_claim",
}


def force_draw(g, players: int, seed: int) -> list[str]:
    """This game's drawn cards: some of the seven cross mobsters, the first two controlled already,
    the others in jail (taken in play)."""
    c = g.s["c8"]
    k = core.IN_PLAY[players]
    mobs = [MINE[(seed + i) % len(MINE)] for i in range(k)] if k < len(MINE) else list(MINE[:k])
    c["drawn"], c["jail"], c["waiting"], c["on_card"], c["control"] = sorted(mobs), sorted(mobs), [], {}, {}
    for i, mob in enumerate(mobs[:2]):
        core.take_mobster(g.s, i % players, mob, g.m.rng, [])
    if {CALLUM, BULLY} & set(mobs):  # the race under way, the boats together: overtakings come soon
        g.s["c1"]["started"] = True
        for boat in g.s["c1"]["boats"][1:]:
            boat.update(land="0", cell="0,0")
    g.touch()
    return mobs


def play(g, rng: Rng, seen: set) -> int:
    """Random legal actions, the mobsters' own preferred; invariants after every action. The switch
    "choose which tiles pay" is left out (it only changes where a payment comes from, and this
    coverage check was tuned on the games played without it)."""
    steps = 0
    while not g.m.is_over() and steps < 4000:
        legal = [a for a in g.legal() if a["type"] != "pay_choose"]
        mine = [a for a in legal if a["type"].startswith("c_mob_") and a["type"] not in ("c_mob_keep", "c_mob_pass")]
        rows = [a for a in legal if a["type"] == "c_boat"]  # boats move often: overtakings, Bully's passes
        pool = mine if mine and rng.below(3) else rows if rows and rng.below(2) else legal
        g.m.apply(pool[rng.below(len(pool))])
        for event in g.m.events[-1]:
            if event["type"].startswith("c8_") or event["type"] == "c3_sale":
                seen.add(event["type"] if event["type"] != "c3_sale" else
                         ("c3_sale" if event["where"] == "bonus" else "c3_other"))
        rules.check_invariants(g.s)
        steps += 1
    return steps


def test_random_games_with_the_cross_mobsters(glen):
    """Whole games with chronicles 1, 2, 3, 5, 6 and 8, the cross mobsters drawn, taken and used:
    every invariant after every action, and every game ends."""
    seen: set = set()
    for players in (2, 3, 4):
        for seed in range(4):
            g = glen(players, 300 + seed, c8="on", c1="on", c2="on", c3="on", c5="on", c6="on")
            force_draw(g, players, seed)
            play(g, Rng(seed), seen)
            assert g.m.is_over()
            assert "c8" in g.s["final"]
    used = {mob for mob, event in USED.items() if event in seen}
    assert used >= {CALLUM, BULLY, FRASER, UNA, ELSPETH, JOHN}, seen
    assert {"c8_second_prize", "c8_penny_given", "c8_claim_lost"} <= seen, seen
