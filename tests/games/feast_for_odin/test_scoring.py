"""Final scoring (rulebook p.23, 게임 종료와 최종 점수 계산), one score-sheet row at a time, and the
winner (ties share the win)."""

from __future__ import annotations

import pytest

from games.feast_for_odin.data_files import BOARDS
from games.feast_for_odin.placement import put
from games.feast_for_odin.scoring import score


def fresh(odin, players: int = 2, **options):
    g = odin(players, **options)
    for p in g.s["players"]:
        p["hand"] = []
        p["goods"] = {}
        p["silver"] = 0
    g.turn(g.s["start"])
    return g


def row(g, name: str, seat: int = 0) -> int:
    return score(g.s, seat)[name]


def test_a_bare_position_scores_only_its_minus_cells(odin):
    """The home board prints 86 −1 cells; nothing else scores at the start."""
    g = fresh(odin)
    sheet = score(g.s, 0)
    assert sheet["boards_minus"] == -86
    assert sheet["total"] == -86
    assert {k for k, v in sheet.items() if v} == {"boards_minus", "total"}


def test_ships_three_five_eight(odin):
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 1), ("knarr", 0), ("longship", 3), ("longship", 0))
    assert row(g, "ships") == 3 + 5 + 8 + 8


def test_emigrated_knarr_18_longship_21(odin):
    g = fresh(odin)
    g.p(0)["emigrated"] = ["knarr", "longship", "longship"]
    assert row(g, "emigration") == 18 + 21 + 21 and row(g, "ships") == 0


@pytest.mark.parametrize(("board_id", "vp"), [
    ("shetland", 6), ("faroe_islands", 4), ("iceland", 16), ("greenland", 12), ("bear_island", 12),
    ("baffin_island", 12), ("labrador", 36), ("newfoundland", 38)])
def test_exploration_boards_score_their_printed_points_and_minus_cells(odin, board_id, vp):
    """p.23 탐사: 4 to 38 points; their −1 cells count with the boards' minus row."""
    g = fresh(odin)
    g.board(0, board_id)
    assert row(g, "exploration") == vp
    assert row(g, "boards_minus") == -86 - BOARDS[board_id]["minus"]


@pytest.mark.parametrize(("building", "vp", "minus"), [("shed", 8, 6), ("stone_house", 10, 9), ("long_house", 17, 15)])
def test_buildings_score_their_points_and_their_uncovered_minus(odin, building, vp, minus):
    """p.23 건물: shed 8, stone house 10, long house 17; their −1 cells (the shed's and stone
    house's empty wood and stone slots included) in the buildings' minus row."""
    g = fresh(odin)
    g.board(0, building)
    assert row(g, "buildings") == vp
    assert row(g, "buildings_minus") == -minus
    assert row(g, "boards_minus") == -86


def test_filled_slots_and_covered_cells_cancel_their_minus(odin):
    g = fresh(odin)
    shed = g.board(0, "shed")
    shed["slots"]["wood"] = 3
    shed["slots"]["stone"] = 1
    house = g.board(0, "stone_house")
    put(house, "silver1", 0, 0, 2)  # a −1 cell
    put(house, "silver1", 0, 0, 1)  # a plain cell
    assert row(g, "buildings_minus") == -(2 + 8)
    home = g.p(0)["boards"][0]
    put(home, "runestone", 0, 0, 0)
    put(home, "silver1", 0, 0, 12)  # the plain column at top right
    assert row(g, "boards_minus") == -84


def test_animals_two_three_three_four(odin):
    g = fresh(odin)
    g.give(0, sheep=2, pregnant_sheep=1, cattle=1, pregnant_cattle=1, wool=3)
    assert row(g, "animals") == 2 * 2 + 3 + 3 + 4


def test_occupations_played_count_not_those_in_hand(odin):
    g = fresh(odin)
    g.p(0)["played"] = [7, 126]  # Miller 3, Trapper 2
    g.p(0)["hand"] = [140]
    assert row(g, "occupations") == 5


def test_silver_in_supply_counts_not_silver_on_boards(odin):
    g = fresh(odin)
    g.give(0, silver=7)
    put(g.p(0)["boards"][0], "silver4", 0, 0, 0)
    assert row(g, "silver") == 7


def test_final_income_is_scored(odin):
    g = fresh(odin)
    put(g.p(0)["boards"][0], "robe", 0, 9, 0)
    shetland = g.board(0, "shetland")
    for r, c in [(7, 0), (7, 1), (8, 1), (6, 0), (6, 1)]:
        put(shetland, "silver1", 0, r, c)
    assert row(g, "income") == 2 + 2


def test_english_crown_two_points_in_supply_or_on_a_board(odin):
    """p.23 잉글랜드 왕관: 2 points wherever it lies."""
    g = fresh(odin)
    assert row(g, "crown") == 0
    g.p(0)["specials"] = ["english_crown"]
    assert row(g, "crown") == 2
    g.p(0)["specials"] = []
    put(g.p(0)["boards"][0], "english_crown", 0, 0, 0)
    assert row(g, "crown") == 2


def test_thing_penalties_three_points_each(odin):
    g = fresh(odin)
    g.p(0)["penalties"] = 4
    assert row(g, "thing_penalties") == -12


def test_the_total_adds_every_row(odin):
    g = fresh(odin)
    g.ships(0, ("knarr", 0))
    g.p(0)["emigrated"] = ["longship"]
    g.board(0, "shed")
    g.give(0, silver=3, cattle=1)
    g.p(0)["penalties"] = 1
    assert score(g.s, 0)["total"] == 5 + 21 + 8 - 6 + 3 + 3 - 86 - 3


def play_out(g) -> None:
    while not g.m.is_over():
        kind = g.prompt["kind"]
        g.do({"turn": "pass", "after": "end_turn", "feast": "end_feast", "final": "finish"}[kind])


def test_the_highest_total_wins_and_ties_share_the_win(odin):
    """p.23: several players with the highest score all win."""
    g = fresh(odin, 3, length="short")
    play_out(g)
    scores = g.m.scores()
    assert scores[0] == scores[1] == scores[2]
    assert g.m.winners() == [0, 1, 2]
    g = fresh(odin, 3, length="short")
    g.give(2, silver=1)
    play_out(g)
    assert g.m.winners() == [2] and g.m.scores()[2] == g.m.scores()[0] + 1
