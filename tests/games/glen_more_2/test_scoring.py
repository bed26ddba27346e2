"""Scoring and the rulebook's worked examples (rulebook 4. 게임 종료: 승점 계산, 게임 종료; 타일 활성화
예시).

Known answers: the difference table 1→1, 2→2, 3→3, 4→5, 5→8 (R; 8 from 5 up), the landmark comparison
5/3/1 → 5, 2, 0, the territory example 15/13/16 → −6, 0, −9, and the Halkirk/Inverness activation
example.
"""

from __future__ import annotations

import pytest

from games.glen_more_2 import scoring
from games.glen_more_2 import territory as terr
from games.glen_more_2.data_files import HUME


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def grow(g, seat: int, tiles: int) -> None:
    """Give the player a land of `tiles` tiles (the home tile's two halves included)."""
    for i in range(tiles - 2):
        g.build(seat, g.tile(), f"{i},1")


def pass_turns(g, seat: int) -> None:
    while g.seat != seat:
        g.do("take", pos=offer(g, g.tile()))
        g.do("place", cell=g.legal()[0]["cell"])
        g.do("end_turn")


@pytest.mark.parametrize("difference,vp", [(0, 0), (1, 1), (2, 2), (3, 3), (4, 5), (5, 8), (6, 8), (11, 8)])
def test_the_difference_table(difference, vp):
    """승점 계산 (table in R): difference to the least 1 → 1, 2 → 2, 3 → 3, 4 → 5, 5 → 8; 5 or more → 8."""
    assert scoring.difference_vp(difference) == vp


def test_landmark_comparison_example_5_3_1_scores_5_2_0(glen):
    """승점 계산 예시: 5, 3 and 1 landmark cards score 5, 2 and 0 VP."""
    g = glen(3, 1)
    for seat, n in enumerate((5, 3, 1)):
        g.p(seat)["landmarks"] = [f"card{i}" for i in range(n)]
    result = scoring.scoring(g.s, [])
    assert result["vp"]["landmarks"] == [5, 2, 0]
    assert [g.p(seat)["vp"] for seat in range(3)] == [5, 2, 0]
    assert [len(g.p(seat)["landmarks"]) for seat in range(3)] == [5, 3, 1], "nothing is given back"


def test_territory_example_15_13_16_scores_minus_6_0_minus_9(glen):
    """게임 종료 예시: lands of 15, 13 and 16 tiles lose 6, 0 and 9 VP (−3 per tile above the least)."""
    g = glen(3, 1)
    for seat, n in enumerate((15, 13, 16)):
        grow(g, seat, n)
        g.p(seat)["coins"] = 0
        assert terr.tile_count(g.p(seat)["land"]) == n
    result = scoring.final(g.s, [])
    assert result["territory"] == [-6, 0, -9]


def test_the_territory_counts_stacks_once_the_home_tile_twice_and_no_persons(glen):
    """구성물: the home tile counts as 2 tiles; 인물: persons are no territory; R: a stack counts once."""
    g = glen(2, 1)
    g.build(0, g.tile(), "0,1")
    g.p(0)["land"]["0,1"]["tiles"].append(g.tile())
    g.p(0)["persons"] = [g.tile(type="person"), HUME]
    assert terr.tile_count(g.p(0)["land"]) == 3


def test_the_four_categories_each_against_the_least(glen):
    """승점 계산: 1. Scotsmen on one's home castle (not other castles), 2. landmark cards, 3. whisky
    casks, 4. person tiles (David Hume 2) — each scored by the difference to the player with least."""
    g = glen(3, 1)
    p0, p1, p2 = g.p(0), g.p(1), g.p(2)
    p0["land"]["1,0"]["scots"] = 4
    g.build(1, g.tile(type="castle"), "1,1", scots=5)          # another castle does not count
    p1["land"]["1,0"]["scots"] = 1
    p0["whisky"], p1["whisky"], p2["whisky"] = 2, 7, 4
    p2["persons"] = [HUME, g.tile(type="person")]
    p1["persons"] = [g.tile(type="person")]
    result = scoring.scoring(g.s, [])
    assert result["values"]["castle"] == [4, 1, 0]
    assert result["vp"] == {"castle": [5, 1, 0], "landmarks": [0, 0, 0], "whisky": [0, 8, 2], "persons": [0, 1, 3]}
    assert [p["vp"] for p in (p0, p1, p2)] == [5, 10, 5]
    assert len(g.s["scorings"]) == 1


def test_final_scoring_one_vp_per_coin(glen):
    """게임 종료: after the fourth scoring, +1 VP per coin."""
    g = glen(2, 1)
    g.p(0)["coins"], g.p(1)["coins"] = 7, 0
    result = scoring.final(g.s, [])
    assert result["coins"] == [7, 0] and g.p(0)["vp"] == 7


def test_ties_go_to_the_most_resources_left_then_are_shared(glen):
    """게임 종료: most VP wins; a tie goes to the most resources left; still tied, a shared win."""
    g = glen(3, 1)
    for seat in range(3):
        g.p(seat)["vp"] = 20
    g.p(2)["vp"] = 25
    assert scoring.winners(g.s) == [2]
    g.p(2)["vp"] = 20
    g.build(0, g.tile(), "0,1", wood=2)
    g.build(1, g.tile(), "0,1", stone=1, sheep=1)
    g.build(2, g.tile(), "0,1", cattle=1)
    assert scoring.winners(g.s) == [0, 1]
    g.p(1)["land"]["0,1"]["res"]["sheep"] = 2
    assert scoring.winners(g.s) == [1]


def test_a_whole_game_ends_with_the_fourth_and_the_final_scoring(glen):
    """게임 종료: the fourth scoring (the four categories) and then territory, coins and end-game
    landmark points; the winners are recorded."""
    g = glen(2, 1, die="off")
    g.s["stacks"]["D"].remove("END")
    g.s["rondel"][str(min(int(p) for p in g.s["rondel"]) + 1)] = "END"
    end = next(int(p) for p, t in g.s["rondel"].items() if t == "END")
    g.touch()
    a = g.seat
    g.p(a)["whisky"] = 2
    g.do("stop_end", pos=end)
    g.do("stop_end", pos=end)
    assert g.m.is_over()
    final_scoring = g.s["scorings"][-1]
    assert final_scoring["vp"]["whisky"][a] == 2
    coins = [g.p(seat)["coins"] for seat in range(2)]
    assert g.s["final"]["coins"] == coins
    assert [g.p(seat)["vp"] for seat in range(2)] == [coins[seat] + (2 if seat == a else 0) for seat in range(2)]
    assert g.m.winners() == [a]


def test_halkirk_and_inverness_activation_example(glen):
    """타일 활성화 예시: Halkirk goes next to the home castle; its one-time effect puts a new Scotsman on
    it; then Halkirk gives 1 movement, the home castle 1 and Inshriach 1 wood (onto Inshriach); the 2
    movement points move two Scotsmen one space each. Later Inverness covers Halkirk: landmark card +
    new Scotsman; Inverness and its neighbours give 2 movement points (Inverness, home castle) and
    1 wood (Inshriach)."""
    g = glen(2, 1, die="off")
    seat = g.seat
    inshriach = g.tile(type="material", activation=[[{"kind": "produce", "res": ["wood"]}]])
    g.build(seat, inshriach, "1,-1", scots=1)
    halkirk = g.tile(type="village", once=[{"kind": "scotsman"}], activation=[[{"kind": "move", "n": 1}]])
    g.do("take", pos=offer(g, halkirk))
    g.do("place", cell="2,-1")                                   # beside the castle (diagonally)
    land = g.p(seat)["land"]
    assert land["2,-1"]["scots"] == 1
    assert {a["cell"] for a in g.legal() if a["type"] == "activate"} == {"2,-1", "1,0", "1,-1"}
    for cell in ("2,-1", "1,0", "1,-1"):
        g.do("activate", cell=cell, alt=0)
    assert g.s["turn"]["moves"] == 2 and land["1,-1"]["res"] == {"wood": 1}
    g.do("move", **{"from": "2,-1", "to": "1,0"})
    g.do("move", **{"from": "1,-1", "to": "1,0"})
    assert land["1,0"]["scots"] == 2 and g.s["turn"]["moves"] == 0
    g.do("end_turn")

    pass_turns(g, seat)
    inverness = g.tile(type="village", expansion="village", once=[{"kind": "landmark"}, {"kind": "scotsman"}],
                       activation=[[{"kind": "move", "n": 1}]], landmark="inverness")
    g.do("take", pos=offer(g, inverness))
    assert "2,-1" in [a["cell"] for a in g.legal()]
    g.do("place", cell="2,-1")
    land = g.p(seat)["land"]
    assert land["2,-1"]["tiles"] == [halkirk, inverness]
    assert g.p(seat)["landmarks"] == ["inverness"] and land["2,-1"]["scots"] == 1
    assert {a["cell"] for a in g.legal() if a["type"] == "activate"} == {"2,-1", "1,0", "1,-1"}
    for cell in ("2,-1", "1,0", "1,-1"):
        g.do("activate", cell=cell, alt=0)
    assert g.s["turn"]["moves"] == 2 and land["1,-1"]["res"] == {"wood": 2}
