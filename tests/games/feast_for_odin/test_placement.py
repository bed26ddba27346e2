"""Placing items on boards and buildings, and the other any-time actions (rulebook pp.6-7, 12-13,
아무 때나 할 수 있는 행동; misplaced tiles p.23 감점).

Positions are shaped with the fixture helpers (and, for the misplaced-tile penalty, by putting
pieces straight onto a board with `placement.put`, which skips the legality check on purpose).
Legality is read off the `put` decisions the placement prompt offers.
"""

from __future__ import annotations

import pytest

from games.feast_for_odin import placement
from games.feast_for_odin.data_files import BOARDS
from games.feast_for_odin.geometry import SHAPES
from games.feast_for_odin.placement import income, misplaced_pairs, new_board, put
from games.feast_for_odin.scoring import score

EXPLORATION = [b for b, info in BOARDS.items() if info["kind"] == "exploration"]


def fresh(odin, players: int = 2):
    g = odin(players)
    for p in g.s["players"]:
        p["hand"] = []
        p["goods"] = {}
    g.turn(0)
    return g


def index_of(g, board_id: str, seat: int = 0) -> int:
    boards = g.p(seat)["boards"]
    if board_id == "home":
        return 0
    if not any(b["id"] == board_id for b in boards):
        g.board(seat, board_id)
    return next(i for i, b in enumerate(boards) if b["id"] == board_id)


def cells(item: str, rot: int, row: int, col: int) -> frozenset:
    return frozenset((row + dr, col + dc) for dr, dc in SHAPES[item][rot])


def positions(g, item: str, board: int) -> dict[frozenset, tuple[int, int, int]]:
    """Every placement the prompt offers for `item` on `board` (over all rotations), keyed by the
    cells it would cover; the prompt is left as it was."""
    g.do("place", item=item)
    if {"type": "to", "board": board} not in g.legal():
        g.do("back")
        return {}
    g.do("to", board=board)
    out: dict = {}
    seen = set()
    while g.prompt["rot"] not in seen:
        seen.add(g.prompt["rot"])
        for a in g.legal():
            if a["type"] == "put":
                out[cells(item, g.prompt["rot"], a["row"], a["col"])] = (g.prompt["rot"], a["row"], a["col"])
        if {"type": "rotate"} not in g.legal():
            break
        g.do("rotate")
    g.do("back")
    g.do("back")
    return out


def place(g, item: str, board: int, at: frozenset | None = None) -> frozenset:
    """Place `item` through the prompt, at the cells `at` (or the first position offered)."""
    offers = positions(g, item, board)
    assert offers, f"{item} fits nowhere"
    target = at if at is not None else next(iter(offers))
    rot, row, col = offers[target]
    g.do("place", item=item)
    g.do("to", board=board)
    while g.prompt["rot"] != rot:
        g.do("rotate")
    g.do("put", row=row, col=col)
    return target


def touches(a: frozenset, b: frozenset) -> bool:
    return any((r + dr, c + dc) in b for r, c in a for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)))


def grid_cells(board_id: str, chars: str) -> set[tuple[int, int]]:
    return {(r, c) for r, line in enumerate(BOARDS[board_id]["grid"]) for c, ch in enumerate(line) if ch in chars}


# --- colour rules ----------------------------------------------------------------------------------

@pytest.mark.parametrize("board_id", ["home", *EXPLORATION])
def test_green_never_edge_to_edge_with_green_blue_silver_and_ore_may_touch(odin, board_id):
    """p.12: green tiles never share an edge (corners are fine); blue tiles, silver and ore may
    touch anything. Exploration boards follow the home board's rules (p.13)."""
    g = fresh(odin)
    g.give(0, oil=2, runestone=1, silver=2, ore=1)
    b = index_of(g, board_id)
    runes = positions(g, "runestone", b)
    spot = next(pos for pos in positions(g, "oil", b)
                if any(touches(r, pos) and not r & pos for r in runes))  # a spot with room around it
    green = place(g, "oil", b, spot)
    oil = positions(g, "oil", b)
    assert oil and not any(touches(pos, green) for pos in oil)
    for item in ("runestone", "silver2", "ore"):
        assert any(touches(pos, green) for pos in positions(g, item, b)), item


def test_green_tiles_may_meet_at_a_corner(odin):
    g = fresh(odin)
    g.give(0, oil=2)
    place(g, "oil", 0, frozenset({(0, 0), (0, 1)}))
    assert frozenset({(1, 2), (1, 3)}) in positions(g, "oil", 0)
    assert frozenset({(1, 1), (1, 2)}) not in positions(g, "oil", 0)


@pytest.mark.parametrize("board_id", ["stone_house", "long_house"])
def test_houses_orange_not_next_to_orange_red_not_next_to_red(odin, board_id):
    """p.13 건물에 물품 놓기: orange, red, green, blue goods and silver; orange tiles never edge to
    edge, nor red tiles; orange next to red is fine. D5: green may touch green in a house."""
    g = fresh(odin)
    g.give(0, peas=2, mead=2, oil=2)
    b = index_of(g, board_id)
    orange = place(g, "peas", b)
    assert not any(touches(pos, orange) for pos in positions(g, "peas", b))
    next_to = [pos for pos in positions(g, "mead", b) if touches(pos, orange)]
    assert next_to
    red = place(g, "mead", b, next_to[0])
    assert not any(touches(pos, red) for pos in positions(g, "mead", b))
    assert any(touches(pos, red) for pos in positions(g, "peas", b)) or not positions(g, "peas", b)
    green = place(g, "oil", b)
    assert any(touches(pos, green) for pos in positions(g, "oil", b))


def test_houses_refuse_ore_boards_refuse_orange_and_red(odin):
    """p.7/p.12: houses take no ore; the home and exploration boards take no orange or red goods."""
    g = fresh(odin)
    g.give(0, ore=1, peas=1, mead=1, silver=1)
    house = index_of(g, "long_house")
    shed = index_of(g, "shed")
    g.do("place", item="ore")
    assert {"type": "to", "board": house} not in g.legal() and {"type": "to", "board": 0} in g.legal()
    g.do("back")
    for item in ("peas", "mead"):
        g.do("place", item=item)
        assert [a for a in g.legal() if a["type"] == "to"] == [{"type": "to", "board": house}]
        g.do("back")
    g.do("place", item="silver1")
    assert {"type": "to", "board": shed} not in g.legal()  # a shed holds only wood and stone
    assert {"type": "to", "board": house} in g.legal()


def test_animals_are_red_goods_in_a_house(odin):
    """D5: a sheep or cattle would count as a red good; none fits in either house, so none is
    offered one (the long house's pillars break every 4-wide run)."""
    g = fresh(odin)
    g.give(0, sheep=1, cattle=1)
    index_of(g, "long_house")
    index_of(g, "stone_house")
    assert not [a for a in g.legal() if a["type"] == "place"]


X_BOARDS = [b for b in [*EXPLORATION, "long_house"] if grid_cells(b, "X")]


@pytest.mark.parametrize("board_id", X_BOARDS)
def test_pillars_lakes_and_x_cells_are_never_covered(odin, board_id):
    """p.7: the long house's two pillars; p.13: uncoverable squares on exploration boards."""
    g = fresh(odin)
    g.give(0, silver=1)
    b = index_of(g, board_id)
    blocked = grid_cells(board_id, "X")
    offers = positions(g, "silver1", b)
    covered = set().union(*offers)
    assert offers and not covered & blocked
    assert covered <= grid_cells(board_id, ".-IB")


def test_long_house_pillars_are_where_the_reference_draws_them():
    assert grid_cells("long_house", "X") == {(1, 3), (1, 7)}


def test_nothing_outside_the_outline_and_nothing_on_top_of_a_piece(odin):
    """p.12: tiles stay inside the placement area and never overlap, even partly."""
    g = fresh(odin)
    g.give(0, runestone=2, ore=1)
    first = place(g, "runestone", 0, frozenset({(0, 0), (0, 1)}))
    for pos in positions(g, "runestone", 0):
        assert not pos & first and pos <= grid_cells("home", ".-IB")
    assert frozenset({(0, 12), (1, 12)}) in positions(g, "runestone", 0)  # the three cells at top right
    assert frozenset({(3, 12)}) not in positions(g, "ore", 0)  # '#': outside


def test_a_bonus_cell_may_be_covered(odin):
    """p.12: covering a cell with a printed good is allowed (the bonus is then lost)."""
    g = fresh(odin)
    g.give(0, silver=1)
    assert frozenset({(5, 0)}) in positions(g, "silver1", 0)


# --- income ----------------------------------------------------------------------------------------

def test_income_cell_needs_every_cell_left_and_below_covered(odin):
    """p.12: an income cell is covered only if every cell to its left, below it and in between is
    covered already or by the same piece; bonus cells count as covered."""
    g = fresh(odin)
    g.give(0, runestone=3)
    offers = positions(g, "runestone", 0)
    assert frozenset({(10, 1), (10, 2)}) not in offers  # (10,0), (11,0), (11,1) still open
    assert frozenset({(11, 0), (11, 1)}) in offers
    place(g, "runestone", 0, frozenset({(11, 0), (11, 1)}))
    assert income(g.p(0)["boards"][0]) == 1
    offers = positions(g, "runestone", 0)
    assert frozenset({(10, 1), (10, 2)}) not in offers  # (10,0) still open
    assert frozenset({(10, 0), (10, 1)}) in offers
    place(g, "runestone", 0, frozenset({(10, 0), (10, 1)}))
    assert income(g.p(0)["boards"][0]) == 2


@pytest.mark.parametrize("item", ["robe", "clothing"])
def test_one_tile_covers_three_income_cells_early_in_the_game(odin, item):
    """p.12: early on a single tile can cover three income numbers at once (the Korean book shows
    의류 = robe, the brief names clothing: both do); it covers the mead bonus too. Income 0 → 2."""
    g = fresh(odin)
    g.give(0, **{item: 1})
    home = g.p(0)["boards"][0]
    assert income(home) == 0  # D1: the printed 0
    target = cells(item, 0, 9, 0)
    assert target in positions(g, item, 0)
    place(g, item, 0, target)
    assert income(home) == 2 and {(11, 0), (10, 1), (9, 2), (9, 1)} <= target
    assert item not in g.goods(0)


def test_covering_an_income_cell_with_its_corner_open_is_refused(odin):
    g = fresh(odin)
    g.give(0, hide=1)
    offers = positions(g, "hide", 0)
    assert cells("hide", 0, 9, 2) not in offers  # would cover the 2 at (9,2) with (10,0)… open
    assert cells("hide", 1, 9, 0) in offers  # (9,0)-(11,0) covers the 0 only: fine


def test_income_is_the_lowest_uncovered_value_of_each_track_summed(odin):
    """p.9/p.12, D7: each board's income track pays its lowest uncovered value; exploration boards
    add theirs; a fully covered track pays the value printed past its end."""
    g = fresh(odin)
    home = g.p(0)["boards"][0]
    put(home, "robe", 0, 9, 0)
    assert income(home) == 2
    shetland = g.board(0, "shetland")
    assert income(shetland) == 0
    for r, c in [(7, 0), (7, 1), (8, 1), (6, 0), (6, 1)]:
        put(shetland, "silver1", 0, r, c)
    assert income(shetland) == 2  # 0 and 1 covered
    for r, c in [(8, 2), (6, 2), (5, 0), (5, 1), (5, 2)]:  # (7,2) is a bonus cell
        put(shetland, "silver1", 0, r, c)
    assert income(shetland) == 3  # the whole track: the value printed past its end
    greenland = g.board(0, "greenland")
    assert income(greenland) == 0  # two tracks, both at 0
    put(greenland, "silver1", 0, 2, 3)
    put(greenland, "silver1", 0, 6, 3)
    assert income(greenland) == 1 + 1
    labrador = g.board(0, "labrador")
    assert income(labrador) == 0  # no income track
    assert income(new_board("iceland")) == 1 and income(new_board("bear_island")) == 1  # no 0 printed


def test_income_phase_pays_every_board(odin):
    """7단계: the home board's and the exploration boards' incomes together."""
    g = fresh(odin)
    put(g.p(0)["boards"][0], "robe", 0, 9, 0)
    shetland = g.board(0, "shetland")
    for r, c in [(7, 0), (6, 0), (6, 1), (7, 1)]:
        put(shetland, "silver1", 0, r, c)
    g.give(0, silver=0)
    g.give(1, silver=0)
    g.do("pass")
    g.do("pass")
    assert g.prompt["kind"] == "feast"
    assert g.p(0)["silver"] == 2 + 2 and g.p(1)["silver"] == 0


# --- bonuses ---------------------------------------------------------------------------------------

def finish_round(g) -> None:
    r = g.s["round"]
    while g.s["phase"] != "over" and g.s["round"] == r:
        kind = g.prompt["kind"]
        g.do({"turn": "pass", "after": "end_turn", "feast": "end_feast", "final": "finish"}[kind])


def test_edge_bonus_needs_only_its_five_neighbours_on_the_board(odin):
    """p.11 10단계: cells outside the placement area count as covered, so the home board's ore
    bonus at the edge needs only its 5 neighbours."""
    g = fresh(odin)
    home = g.p(0)["boards"][0]
    for r, c in [(4, 0), (4, 1), (5, 1), (6, 0)]:
        put(home, "silver1", 0, r, c)
    g.give(0, ore=0)
    finish_round(g)
    assert g.p(0)["ore"] == 0  # (6,1) still open
    put(home, "silver1", 0, 6, 1)
    g.touch()
    finish_round(g)
    assert g.p(0)["ore"] == 1
    finish_round(g)
    assert g.p(0)["ore"] == 2  # every round


def test_bear_island_runestone_and_ore_bonus_needs_six_neighbours(odin):
    """p.13: Bear Island's runestone-and-ore bonus is had with only 6 cells around it."""
    g = fresh(odin)
    bear = g.board(0, "bear_island")
    around = [(5, 5), (5, 6), (5, 7), (6, 5), (7, 5), (7, 6)]
    assert {(r, c) for r, c in around} == {
        (6 + dr, 6 + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc)} & grid_cells("bear_island", ".-IB")
    for r, c in around[:-1]:
        put(bear, "silver1", 0, r, c)
    assert placement.bonuses(bear) == []
    put(bear, "silver1", 0, *around[-1])
    g.give(0, ore=0)
    g.touch()
    finish_round(g)
    assert g.p(0)["ore"] == 1 and g.goods(0).get("runestone") == 1


def test_a_covered_bonus_cell_gives_nothing(odin):
    g = fresh(odin)
    home = g.p(0)["boards"][0]
    for r, c in [(4, 0), (4, 1), (5, 1), (6, 0), (6, 1), (5, 0)]:
        put(home, "silver1", 0, r, c)
    g.give(0, ore=0)
    finish_round(g)
    assert g.p(0)["ore"] == 0


def test_bonuses_are_paid_all_at_once(odin):
    """p.13: bonuses of one phase arrive together; the rulebook's board gives mead, wood, stone
    and ore each round (p.11 figure)."""
    g = fresh(odin)
    home = g.p(0)["boards"][0]
    ring = set()
    for r, c in [(5, 0), (9, 1), (7, 2), (10, 5)]:
        ring |= {(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc}
    for r, c in sorted(ring & grid_cells("home", ".-I")):
        put(home, "silver1", 0, r, c)
    g.give(0, ore=0, wood=0, stone=0)
    finish_round(g)
    p = g.p(0)
    assert (p["ore"], p["wood"], p["stone"], p["goods"].get("mead")) == (1, 1, 1, 1)


# --- misplaced tiles (p.23 감점) --------------------------------------------------------------------

def test_three_green_tiles_in_a_row_make_two_misplaced_pairs():
    """p.23: three green tiles in a row are 2 pairs breaking the rule: 2 Thing penalties (−6)."""
    board = new_board("home")
    put(board, "oil", 0, 0, 0)
    put(board, "oil", 0, 0, 2)
    put(board, "oil", 0, 0, 4)
    assert misplaced_pairs(board) == 2


def test_three_mutually_adjacent_green_tiles_make_three_pairs():
    """p.23: three green tiles each touching the other two: 3 pairs, 3 Thing penalties (−9)."""
    board = new_board("home")
    put(board, "oil", 0, 0, 0)  # (0,0)-(0,1)
    put(board, "oil", 0, 1, 0)  # (1,0)-(1,1)
    put(board, "oil", 1, 0, 2)  # (0,2)-(1,2)
    assert misplaced_pairs(board) == 3


def test_misplaced_pairs_cost_three_points_each_at_the_end(odin):
    g = fresh(odin)
    before = score(g.s, 0)["thing_penalties"]
    home = g.p(0)["boards"][0]
    put(home, "oil", 0, 0, 0)
    put(home, "oil", 0, 0, 2)
    put(home, "oil", 0, 0, 4)
    assert score(g.s, 0)["thing_penalties"] == before - 6


def test_misplaced_orange_and_red_pairs_in_houses():
    house = new_board("long_house")
    put(house, "peas", 0, 0, 0)
    put(house, "peas", 0, 0, 2)
    put(house, "mead", 0, 2, 0)
    put(house, "mead", 0, 2, 2)
    put(house, "oil", 0, 0, 4)
    put(house, "oil", 0, 0, 6)
    assert misplaced_pairs(house) == 2  # peas-peas and mead-mead; green in a house is free (D5)


# --- the placement prompt --------------------------------------------------------------------------

def test_placement_prompt_item_board_rotation_cell_with_back_at_each_step(odin):
    """D6: tiles turn (quarter turns) but are not flipped over. 'back' leaves each step; nothing
    happens until the piece is put down (p.13: trying a tile is allowed until the next action)."""
    g = fresh(odin)
    g.give(0, oil=1)
    shet = index_of(g, "shetland")
    g.do("place", item="oil")
    assert g.prompt["kind"] == "place"
    assert sorted(a["board"] for a in g.legal() if a["type"] == "to") == [0, shet]
    assert {"type": "back"} in g.legal()
    g.do("back")
    assert g.prompt["kind"] == "turn" and g.goods(0) == {"oil": 1}
    g.do("place", item="oil")
    g.do("to", board=0)
    assert g.prompt["rot"] == 0
    across = {(a["row"], a["col"]) for a in g.legal() if a["type"] == "put"}
    assert (0, 0) in across and (0, 12) not in across  # lying, it cannot start in the last column
    g.do("rotate")
    assert g.prompt["rot"] == 1
    upright = {(a["row"], a["col"]) for a in g.legal() if a["type"] == "put"}
    assert (0, 12) in upright and (2, 12) not in upright  # standing: (0,12)-(1,12)
    g.do("rotate")
    assert g.prompt["rot"] == 0  # only two distinct turns for a 2x1 tile
    g.do("back")
    assert g.prompt["kind"] == "place" and g.prompt["board"] is None
    g.do("to", board=shet)
    g.do("back")
    g.do("to", board=0)
    g.do("rotate")
    g.do("put", row=0, col=12)
    assert g.goods(0) == {}
    assert g.p(0)["boards"][0]["pieces"] == [{"item": "oil", "cells": [[0, 12], [1, 12]]}]
    assert g.prompt["kind"] == "turn"


def test_placing_changes_the_income(odin):
    g = fresh(odin)
    g.give(0, robe=1, silver=0)
    place(g, "robe", 0, cells("robe", 0, 9, 0))
    g.do("pass")
    g.do("pass")
    assert g.p(0)["silver"] == 2


def test_silver_coins_of_1_2_4_10_are_placed_for_their_value(odin):
    """p.13 은화 교환: coins of 1, 2, 4 and 10, sized to cover 1, 2, 4 and 10 cells."""
    g = fresh(odin)
    g.give(0, silver=9)
    items = {a["item"] for a in g.legal() if a["type"] == "place"}
    assert {"silver1", "silver2", "silver4"} <= items and "silver10" not in items
    placed = place(g, "silver4", 0)
    assert len(placed) == 4 and g.p(0)["silver"] == 5


def test_ore_and_special_tiles_are_placed_like_blue(odin):
    """p.12: special tiles count as blue goods; ore goes on boards."""
    g = fresh(odin)
    g.give(0, ore=1, oil=1)
    g.p(0)["specials"] = ["helmet"]
    g.touch()
    green = place(g, "oil", 0, frozenset({(0, 0), (0, 1)}))
    assert any(touches(pos, green) for pos in positions(g, "helmet", 0))
    place(g, "helmet", 0)
    place(g, "ore", 0)
    assert g.p(0)["specials"] == [] and g.p(0)["ore"] == 0


# --- other any-time actions ------------------------------------------------------------------------

def test_ships_are_bought_any_time_for_their_value(odin):
    """p.13 배 구매: whaling boat 3, knarr 5, longship 8 silver; small and large berths (3 / 4)."""
    g = fresh(odin)
    g.give(0, silver=16)
    assert {a["ship"] for a in g.legal() if a["type"] == "buy"} == {"whaling_boat", "knarr", "longship"}
    g.do("buy", ship="longship")
    g.do("buy", ship="knarr")
    g.do("buy", ship="whaling_boat")
    assert g.p(0)["silver"] == 0 and sorted(s["kind"] for s in g.p(0)["ships"]) == [
        "knarr", "longship", "whaling_boat"]
    g.give(0, silver=20)
    g.ships(0, *[("whaling_boat", 0)] * 3, *[("knarr", 0)] * 4)
    assert not [a for a in g.legal() if a["type"] == "buy"]


def test_arming_ore_onto_longships_and_whaling_boats_only(odin):
    """p.13 무장하기: ore goes onto a whaling boat (1 slot beside the printed one) or a longship
    (3 slots), never onto a knarr, and never comes back."""
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("knarr", 0), ("longship", 2))
    g.give(0, ore=5)
    arms = [a for a in g.legal() if a["type"] == "arm"]
    assert arms == [{"type": "arm", "ship": "whaling_boat", "ore": 0}, {"type": "arm", "ship": "longship", "ore": 2}]
    g.do("arm", ship="longship", ore=2)
    g.do("arm", ship="whaling_boat", ore=0)
    assert not [a for a in g.legal() if a["type"] == "arm"]
    assert g.p(0)["ore"] == 3


def test_arming_waits_but_placing_and_buying_go_on_in_the_middle_of_a_space(odin):
    """D4 (issue 11): p.13 forbids only arming during an action ("행동 중에는 불가능"); placing and
    buying are any-time actions ("말 그대로 게임 중 아무 때나", p.12) and stay open mid-action."""
    g = fresh(odin)
    g.ships(0, ("longship", 0))
    g.give(0, ore=1, silver=9, runestone=1)
    g.force(3)
    g.space("SA2")
    types = {a["type"] for a in g.legal()}
    assert {"place", "buy"} <= types and "arm" not in types
    g.do("fail")
    g.turn(0)
    assert {"place", "buy", "arm"} <= {a["type"] for a in g.legal()}


def test_any_time_actions_during_the_feast(odin):
    """D4: also offered while feasting (p.12: 'any time')."""
    g = fresh(odin)
    g.give(0, silver=9, runestone=1)
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    g.do("pass")
    g.do("pass")
    assert g.prompt["kind"] == "feast"
    assert {"place", "buy"} <= {a["type"] for a in g.legal()}


def _normal(shape: frozenset) -> frozenset:
    r0 = min(r for r, _ in shape)
    c0 = min(c for _, c in shape)
    return frozenset((r - r0, c - c0) for r, c in shape)


def test_tiles_turn_but_are_not_flipped_over(odin):
    """D6: the helmet (a chiral five-cell tile) may lie in its four turns, never mirrored."""
    g = fresh(odin)
    g.p(0)["specials"] = ["helmet"]
    g.touch()
    shapes = {_normal(pos) for pos in positions(g, "helmet", 0)}
    printed = frozenset({(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)})  # XX / XX / X.
    mirrored = frozenset({(0, 0), (0, 1), (1, 0), (1, 1), (2, 1)})  # XX / XX / .X
    assert printed in shapes and mirrored not in shapes and len(shapes) == 4
