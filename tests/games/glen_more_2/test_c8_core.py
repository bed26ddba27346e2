"""Chronicle 8 — the Penny Mobs (rulebook 연대기 8 - 더 페니 몹스): set-up, the jail, the choice at
the end of each turn and the scoring. The mobsters' own effects: test_c8_base.py, test_c8_cross.py."""

from __future__ import annotations

import pytest

from games.glen_more_2.chronicles.c8 import core
from games.glen_more_2.data_files import TILES


def to_end_of_turn(g) -> int:
    """Play the deciding player's turn with the first legal choices up to its end_turn."""
    seat = g.seat
    while not (g.prompt["kind"] == "activate" and g.seat == seat):
        g.m.apply(g.legal()[0])
    g.do("end_turn")
    return seat


# --- 달라지는 게임 준비 --------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "drawn"), [(2, 3), (3, 4), (4, 6)])
def test_cards_drawn_by_player_count(glen, players, drawn):
    """'4명이 게임할 때: 6장 / 3명이 게임할 때: 4장 / 2명이 게임할 때: 3장'; each player 7 pennies, -1 side."""
    for seed in range(1, 8):
        c = glen(players, seed, c8="on").s["c8"]
        assert len(c["drawn"]) == drawn
        assert c["castle"] == [7] * players and c["plus"] == [0] * players
        assert sorted(c["jail"] + c["waiting"]) == c["drawn"]


def test_three_player_cards_never_with_two(glen):
    """'케네스 맥스니치, 퍼거스 맥다키, 마이크 맥캐슬은 3명 이상이 게임할 때만 사용할 수 있습니다!'"""
    assert not {"kenneth_mcsnitch", "fergus_mcdarkie", "mike_mccastle"} & set(core.candidates(2, [1, 2, 3, 5, 6]))
    assert {"kenneth_mcsnitch", "fergus_mcdarkie", "mike_mccastle"} <= set(core.candidates(3, []))
    seen = set()
    for seed in range(1, 60):
        seen |= set(glen(2, seed, c8="on").s["c8"]["drawn"])
    assert seen == set(core.candidates(2, []))  # every allowed card turns up, no other


def test_cross_cards_only_with_their_chronicle(glen):
    """'다른 연대기를 합쳐서 게임을 진행한다면, 해당 연대기와 결합되는 페니 몹스터 카드도 함께 준비합니다.'"""
    assert "callum_mcquirk" not in core.candidates(4, [])
    assert {"callum_mcquirk", "bully_mcmuscle"} <= set(core.candidates(4, [1]))
    assert {"fraser_mcstab", "una_mchaggis"} <= set(core.candidates(4, [5]))
    assert "elspeth_mctrick" in core.candidates(4, [2]) and "erin_mcmalt" in core.candidates(4, [3])
    assert "john_mcclaim" in core.candidates(4, [6])
    assert len(core.candidates(4, [1, 2, 3, 5, 6])) == 16


def test_s_cards_in_jail_b_cards_wait(glen):
    """'뒷면에 S라고 표시된 카드들은 … 감옥 안에 있다고 취급합니다.'"""
    for seed in range(1, 10):
        c = glen(4, seed, c8="on").s["c8"]
        assert all(core.MOBSTERS[m]["back"] == "S" for m in c["jail"])
        assert all(core.MOBSTERS[m]["back"] == "B" for m in c["waiting"])


def test_b_cards_enter_jail_with_the_first_b_tile(glen):
    """'뒷면에 B라고 표시된 카드들은 처음으로 B 타일이 론델에 놓일 때 감옥 안에 놓입니다.'"""
    g = next(g for g in (glen(4, seed, c8="on") for seed in range(1, 40)) if g.s["c8"]["waiting"])
    waiting = list(g.s["c8"]["waiting"])
    while g.s["c8"]["waiting"]:
        assert not any(TILES[t].get("stack") == "B" for t in g.s["rondel"].values())
        g.m.apply(g.legal()[0] if g.prompt["kind"] != "chronicle" else {"type": "c_mob_pass"})
    assert any(TILES[t].get("stack") == "B" for t in g.s["rondel"].values())
    assert set(waiting) <= set(g.s["c8"]["jail"])


# --- 새로운 규칙: the end of each turn -------------------------------------------------------------------

def test_end_of_turn_choice(glen):
    """At the end of each turn: a penny on a jailed mobster, or take one, or neither."""
    g = glen(2, 3, c8="on")
    seat = to_end_of_turn(g)
    assert g.prompt == {"kind": "chronicle", "seat": seat, "chronicle": 8, "step": "end"}
    jail = g.s["c8"]["jail"]
    assert {(a["type"], a.get("mobster")) for a in g.legal()} == (
        {("c_mob_penny", m) for m in jail} | {("c_mob_take", m) for m in jail} | {("c_mob_pass", None)})


def test_penny_goes_plus_side_up_on_the_card_and_the_turn_ends(glen):
    g = glen(2, 3, c8="on")
    seat = to_end_of_turn(g)
    mob = g.s["c8"]["jail"][0]
    g.do("c_mob_penny", mobster=mob)
    assert g.s["c8"]["castle"][seat] == 6 and g.s["c8"]["on_card"][mob] == 1
    assert g.s["turn"]["seat"] != seat and g.prompt["kind"] == "take"


def test_no_penny_left_no_penny_choice(glen):
    """'가지고 있는 페니 1개를 …' — without pennies on the castle only taking a mobster is left."""
    g = glen(2, 3, c8="on")
    g.s["c8"]["castle"][g.seat] = 0
    g.s["c8"]["plus"][g.seat] = 7
    to_end_of_turn(g)
    assert {a["type"] for a in g.legal()} == {"c_mob_take", "c_mob_pass"}


def test_taking_a_mobster_takes_its_pennies(glen):
    """'감옥 안에 있는 페니 몹스터 카드 1장(과 그 위에 쌓인 모든 '+1점' 페니)을 가져와서 … 통제한다'"""
    g = glen(2, 3, c8="on")
    first = to_end_of_turn(g)
    mob = g.s["c8"]["jail"][0]
    g.do("c_mob_penny", mobster=mob)
    second = to_end_of_turn(g)
    assert second != first
    g.do("c_mob_take", mobster=mob)
    c = g.s["c8"]
    assert c["control"] == {mob: second} and mob not in c["jail"]
    assert c["plus"][second] == 1 and c["castle"][first] == 6


def test_pass_changes_nothing(glen):
    g = glen(2, 3, c8="on")
    to_end_of_turn(g)
    before = {k: v for k, v in g.s["c8"].items()}
    g.do("c_mob_pass")
    assert g.s["c8"] == before and g.prompt["kind"] == "take"


def test_empty_jail_no_question(glen):
    g = glen(2, 3, c8="on")
    g.s["c8"]["control"] = {m: 0 for m in g.s["c8"]["jail"]}
    g.s["c8"]["jail"] = []
    seat = to_end_of_turn(g)
    assert g.prompt["kind"] == "take" and g.s["turn"]["seat"] != seat


def test_choice_is_not_a_turn_action(glen):
    """The choice comes only at the turn's end, not in the middle of it."""
    g = glen(2, 3, c8="on")
    seat = g.seat
    while not (g.prompt["kind"] == "activate" and g.seat == seat):
        assert not any(a["type"].startswith("c_mob") for a in g.legal())
        g.m.apply(g.legal()[0])
    assert not any(a["type"].startswith("c_mob") for a in g.legal())


def test_illegal_choice_changes_nothing(glen):
    g = glen(2, 3, c8="on")
    to_end_of_turn(g)
    before = repr(g.s)
    with pytest.raises(ValueError):
        g.do("c_mob_take", mobster="no_such_mobster")
    assert repr(g.s) == before


# --- 승점 계산 --------------------------------------------------------------------------------------------

def test_fourth_scoring_parts(glen):
    """'자신이 통제하는 페니 몹스터 카드에 표시된 만큼 … 버립니다 / '-1점' 페니 수 만큼 … 버립니다 /
    '+1점' 페니 수만큼 승점을 얻습니다.'"""
    g = glen(2, 3, c8="on")
    c = g.s["c8"]
    mob = c["jail"][0]
    c["jail"].remove(mob)
    c["control"][mob] = 1
    c["castle"] = [2, 7]
    c["plus"] = [5, 0]
    assert core.final_parts(g.s) == {"mobsters": [0, -core.MOBSTERS[mob]["vp_penalty"]],
                                     "castle": [-2, -7], "plus": [5, 0]}
    result = {"territory": [0, 0], "coins": [0, 0], "landmarks": [0, 0]}
    vp = [p["vp"] for p in g.s["players"]]
    core._final(g.s, -1, {"result": result}, None, [])
    assert [p["vp"] for p in g.s["players"]] == [vp[0] + 3, vp[1] - 7 - core.MOBSTERS[mob]["vp_penalty"]]
    assert result["c8"] == g.s["c8"]["scores"]


def test_random_games_keep_pennies_and_cards(glen):
    """Whole random games with chronicle 8: every invariant after every action (pennies, cards)."""
    from core.rng import Rng
    from games.glen_more_2 import rules

    for players in (2, 3, 4):
        for seed in range(3):
            g = glen(players, 100 + seed, c8="on")
            rng = Rng(seed)
            steps = 0
            while not g.m.is_over() and steps < 3000:
                legal = g.legal()
                g.m.apply(legal[rng.below(len(legal))])
                rules.check_invariants(g.s)
                steps += 1
            assert g.m.is_over()
            assert "c8" in g.s["final"]
