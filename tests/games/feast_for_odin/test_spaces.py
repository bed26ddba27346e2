"""Every printed action space (rulebook pp.14-21, 행동 칸): its cost and effect, that it is refused
when its requirement is missing, and its choices.

Each test shapes a position with the fixture helpers, places vikings with a legal `space` action and
compares what the player holds before and after (`change`). Hands are emptied first so that no
occupation card interferes; tests about occupations put known cards in the hand.
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from games.feast_for_odin.data_files import SPACES, SPECIALS

# --- helpers ---------------------------------------------------------------------------------------

# Occupations with no effect when played (they act after feasts, snares, whaling or houses),
# so playing them changes nothing but the hand.
QUIET_CARDS = (7, 126, 140, 98)  # Miller 3 VP, Trapper 2 VP, Blubber Cook 2 VP, Nobleman 2 VP
COVERED: set[str] = set()


def covers(*spaces: str):
    """Record which printed spaces a test is about (checked by `test_every_printed_space_has_a_test`)."""
    COVERED.update(spaces)

    def mark(fn):
        return fn

    return mark


def fresh(odin, players: int = 2, **options):
    g = odin(players, **options)
    for p in g.s["players"]:
        p["hand"] = []
    g.turn(0)
    return g


def holdings(g, seat: int = 0) -> Counter:
    p = g.p(seat)
    c = Counter({k: p[k] for k in ("silver", "wood", "stone", "ore")})
    c.update(p["goods"])
    c.update(p["weapons"])
    c.update(p["specials"])
    c.update("ship:" + s["kind"] for s in p["ships"])
    c.update("board:" + b["id"] for b in p["boards"])
    c.update("emigrated:" + k for k in p["emigrated"])
    c["hand"] = len(p["hand"])
    c["played"] = len(p["played"])
    return c


def change(before: Counter, after: Counter) -> dict:
    return {k: after[k] - before[k] for k in set(before) | set(after) if after[k] != before[k]}


def use(g, space: str, *decisions: dict, seat: int = 0) -> dict:
    """Place on `space`, answer `decisions` in order, return what the player's holdings changed by."""
    before = holdings(g, seat)
    g.space(space)
    for decision in decisions:
        g.do(**decision)
    return change(before, holdings(g, seat))


def offered(g, space: str) -> bool:
    return {"type": "space", "space": space} in g.legal()


def placed(g, space: str, seat: int = 0) -> int:
    spot = g.s["occupied"][space]
    assert spot["seat"] == seat
    return spot["vikings"]


def strips(g, *contents: list[str]) -> None:
    g.s["strips"] = [list(c) for c in contents]
    g.s["strip_ids"] = list(range(len(contents)))
    g.touch()


def no_goods(g, seat: int = 0) -> None:
    g.p(seat)["goods"] = {}
    g.touch()


# --- every space ---------------------------------------------------------------------------------

ALL_SPACES = sorted(SPACES)


def test_there_are_61_printed_spaces_in_four_columns():
    """Reference §8: 61 spaces, 18 / 18 / 16 / 9 by column."""
    assert len(SPACES) == 61
    assert Counter(s["col"] for s in SPACES.values()) == {1: 18, 2: 18, 3: 16, 4: 9}


@pytest.mark.parametrize("space", ALL_SPACES)
def test_a_space_needs_its_column_in_vikings_and_must_be_free(odin, space):
    """p.9 (5단계): column n takes n vikings; a space holding vikings is closed to everyone."""
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("knarr", 0), ("longship", 0), ("longship", 0))
    g.give(0, silver=20, wood=9, stone=9, ore=9, flax=2, hide=1, linen=1, oil=1, wool=1, silverware=1,
           sheep=2, cattle=2)
    g.p(0)["hand"] = [QUIET_CARDS[0]]
    col = SPACES[space]["col"]
    g.p(0)["thing"] = col
    g.touch()
    if space != "E3":  # no American face shows before round 4 (test_e3_… below)
        assert offered(g, space)
    g.p(0)["thing"] = col - 1
    g.touch()
    assert not offered(g, space)
    g.p(0)["thing"] = 6
    g.s["occupied"][space] = {"seat": 1, "vikings": col, "round": 1}
    g.touch()
    assert not offered(g, space)


@pytest.mark.parametrize("space", ["C2b", "H4", "M1a", "M1c", "M2b", "M4b", "O2a", "O4"])
def test_cancel_backs_out_before_anything_irreversible_and_changes_nothing(odin, space):
    """p.9: the vikings go down with the first decision; before it, backing out leaves the
    position exactly as it was."""
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("knarr", 0))
    g.give(0, silver=5, wood=2, stone=2, ore=1, peas=1)
    before = copy.deepcopy(g.s)
    g.space(space)
    assert g.prompt["kind"] == "space" and {"type": "cancel"} in g.legal()
    g.do("cancel")
    assert g.s == before


def test_cancel_is_not_offered_once_a_third_column_space_drew_its_card(odin):
    """p.21: the third column draws an occupation before the action; a card seen cannot go back."""
    g = fresh(odin)
    g.give(0, ore=1)
    g.space("C3a")
    assert len(g.p(0)["hand"]) == 1
    assert {"type": "cancel"} not in g.legal()


# --- building houses and ships -------------------------------------------------------------------

@covers("H1")
def test_h1_two_wood_build_a_shed(odin):
    g = fresh(odin)
    g.give(0, wood=2)
    assert use(g, "H1") == {"wood": -2, "board:shed": 1}
    assert placed(g, "H1") == 1 and g.s["buildings"]["shed"] == 2
    g = fresh(odin)
    g.give(0, wood=1)
    assert not offered(g, "H1")
    g.give(0, wood=2)
    g.s["buildings"]["shed"] = 0
    g.touch()
    assert not offered(g, "H1")  # p.14: buildings are limited


@covers("H2")
def test_h2_one_stone_builds_a_stone_house(odin):
    g = fresh(odin)
    g.give(0, stone=1)
    assert use(g, "H2") == {"stone": -1, "board:stone_house": 1}
    assert placed(g, "H2") == 2
    g = fresh(odin)
    assert not offered(g, "H2")
    g.give(0, stone=1)
    g.s["buildings"]["stone_house"] = 0
    g.touch()
    assert not offered(g, "H2")


@covers("H3")
def test_h3_two_stone_build_a_long_house(odin):
    g = fresh(odin)
    g.give(0, stone=2)
    assert use(g, "H3") == {"stone": -2, "board:long_house": 1, "hand": 1}
    assert placed(g, "H3") == 3
    g = fresh(odin)
    g.give(0, stone=1)
    assert not offered(g, "H3")
    g.give(0, stone=2)
    g.s["buildings"]["long_house"] = 0
    g.touch()
    assert not offered(g, "H3")


@covers("H4")
def test_h4_stone_house_and_longship_or_long_house_and_knarr(odin):
    """p.15: pay 2 stone + 2 wood, then choose stone house + longship or long house + knarr."""
    g = fresh(odin)
    g.give(0, stone=2, wood=2)
    g.space("H4")
    assert [a for a in g.legal() if a["type"] == "option"] == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    before = holdings(g)
    g.do("option", n=1)
    assert change(before, holdings(g)) == {"stone": -2, "wood": -2, "board:long_house": 1, "ship:knarr": 1}
    g = fresh(odin)
    g.give(0, stone=2, wood=2)
    assert use(g, "H4", {"type": "option", "n": 0}) == {"stone": -2, "wood": -2, "board:stone_house": 1,
                                                         "ship:longship": 1}
    assert placed(g, "H4") == 4


@covers("H4")
def test_h4_needs_the_building_and_a_free_berth_for_the_option_chosen(odin):
    """D10: an option is offered only if its building is left and its ship has a berth (p.14:
    4 large ships at most)."""
    g = fresh(odin)
    g.give(0, stone=2, wood=2)
    g.s["buildings"]["stone_house"] = 0
    g.touch()
    # only long house + knarr is left, so it is taken at once
    assert use(g, "H4") == {"stone": -2, "wood": -2, "board:long_house": 1, "ship:knarr": 1}
    g = fresh(odin)
    g.give(0, stone=2, wood=2)
    g.ships(0, *[("knarr", 0)] * 4)
    assert not offered(g, "H4")
    g.s["buildings"]["long_house"] = 0
    g.ships(0, *[("knarr", 0)] * 3)
    assert offered(g, "H4")
    assert use(g, "H4") == {"stone": -2, "wood": -2, "board:stone_house": 1, "ship:longship": 1}


@covers("S1")
def test_s1_one_wood_builds_a_whaling_boat_three_at_most(odin):
    g = fresh(odin)
    g.give(0, wood=1)
    assert use(g, "S1") == {"wood": -1, "ship:whaling_boat": 1}
    g = fresh(odin)
    g.give(0, wood=1)
    g.ships(0, *[("whaling_boat", 0)] * 3)
    assert not offered(g, "S1")  # p.14: three small berths
    g.ships(0, *[("longship", 0)] * 4)
    assert offered(g, "S1")  # large berths are separate
    g.give(0, wood=0)
    assert not offered(g, "S1")


@covers("S2")
def test_s2_two_wood_build_a_knarr(odin):
    g = fresh(odin)
    g.give(0, wood=2)
    assert use(g, "S2") == {"wood": -2, "ship:knarr": 1}
    assert placed(g, "S2") == 2
    g = fresh(odin)
    g.give(0, wood=2)
    g.ships(0, ("knarr", 0), ("longship", 0), ("longship", 0), ("knarr", 0))
    assert not offered(g, "S2")  # four large berths
    g.ships(0, *[("whaling_boat", 0)] * 3)
    g.give(0, wood=1)
    assert not offered(g, "S2")


@covers("S3")
def test_s3_two_wood_build_a_longship(odin):
    g = fresh(odin)
    g.give(0, wood=2)
    assert use(g, "S3") == {"wood": -2, "ship:longship": 1, "hand": 1}  # third column: a card first
    assert placed(g, "S3") == 3
    g = fresh(odin)
    g.give(0, wood=2)
    g.ships(0, *[("knarr", 0)] * 4)
    assert not offered(g, "S3")
    g.ships(0)
    g.give(0, wood=1)
    assert not offered(g, "S3")


# --- hunting, snares, whaling --------------------------------------------------------------------

@covers("HU1a")
def test_hu1a_hunting_pays_the_roll_in_bows_and_wood(odin):
    """p.19: roll the d8; pay the result in wood and bows to take hide + game meat."""
    g = fresh(odin)
    g.give(0, wood=5, bow=1)
    g.force(3)
    g.space("HU1a")
    pays = [a for a in g.legal() if a["type"] == "pay"]
    assert pays == [{"type": "pay", "weapon": 1, "wood": 2}, {"type": "pay", "weapon": 0, "wood": 3}]
    before = holdings(g)
    g.do("pay", weapon=1, wood=2)
    assert change(before, holdings(g)) == {"bow": -1, "wood": -2, "hide": 1, "game_meat": 1}
    assert placed(g, "HU1a") == 1


@covers("HU2a")
def test_hu2a_hunting_with_two_vikings_all_in_bows(odin):
    g = fresh(odin)
    g.give(0, wood=0, bow=2)
    g.force(2)
    g.space("HU2a")
    assert [a for a in g.legal() if a["type"] == "pay"] == [{"type": "pay", "weapon": 2, "wood": 0}]
    before = holdings(g)
    g.do("pay", weapon=2, wood=0)
    assert change(before, holdings(g)) == {"bow": -2, "hide": 1, "game_meat": 1}
    assert placed(g, "HU2a") == 2


@covers("HU2a")
def test_hunting_cannot_pay_more_than_it_has(odin):
    g = fresh(odin)
    g.give(0, wood=1, bow=1)
    g.force(5)
    g.space("HU2a")
    assert not [a for a in g.legal() if a["type"] == "pay"]
    assert {"type": "fail"} in g.legal() and {"type": "reroll"} in g.legal()


@covers("HU1b")
def test_hu1b_takes_one_stockfish(odin):
    g = fresh(odin)
    assert use(g, "HU1b") == {"stockfish": 1}
    assert placed(g, "HU1b") == 1


@covers("HU2b")
def test_hu2b_laying_a_snare_gives_fur_and_a_snare_card(odin):
    """p.19 ***: a snare success gives 1 fur and 1 snare card."""
    g = fresh(odin)
    g.give(0, wood=2, snare=1)
    g.force(2)
    g.space("HU2b")
    before = holdings(g)
    g.do("pay", weapon=0, wood=2)
    assert change(before, holdings(g)) == {"wood": -2, "fur": 1, "snare": 1}
    assert placed(g, "HU2b") == 2


@covers("HU3")
def test_hu3_whaling_needs_a_whaling_boat_and_counts_its_printed_ore(odin):
    """p.19: ore on the boats used (the printed one included) lowers the d12 result."""
    g = fresh(odin)
    g.give(0, wood=5, spear=1)
    assert not offered(g, "HU3")
    g.ships(0, ("whaling_boat", 0))
    g.force(4)
    g.space("HU3")
    assert {"type": "pay", "weapon": 1, "wood": 2} in g.legal()  # 4 - 1 printed ore = 3
    assert {"type": "pay", "weapon": 0, "wood": 4} not in g.legal()
    before = holdings(g)
    g.do("pay", weapon=1, wood=2)
    assert change(before, holdings(g)) == {"spear": -1, "wood": -2, "oil": 1, "skin_and_bones": 1, "whale_meat": 1}
    assert placed(g, "HU3") == 3


@covers("HU4")
def test_hu4_whaling_counts_the_ore_of_one_boat_only(odin):
    """p.19 포경 행동 칸의 차이: the fourth-column whaling uses one boat, the third up to three."""
    g = fresh(odin)
    g.give(0, wood=9, spear=0)
    g.ships(0, ("whaling_boat", 1), ("whaling_boat", 1))
    g.force(7)
    g.space("HU4")
    assert [a for a in g.legal() if a["type"] == "pay"] == [{"type": "pay", "weapon": 0, "wood": 5}]  # 7 - 2
    g.do("pay", weapon=0, wood=5)
    assert placed(g, "HU4") == 4
    g = fresh(odin)
    g.give(0, wood=9, spear=0)
    g.ships(0, ("whaling_boat", 1), ("whaling_boat", 1))
    g.force(7)
    g.space("HU3")
    assert [a for a in g.legal() if a["type"] == "pay"] == [{"type": "pay", "weapon": 0, "wood": 3}]  # 7 - 4
    g = fresh(odin)
    assert not offered(g, "HU4")


# --- livestock market ----------------------------------------------------------------------------

@covers("L1a")
def test_l1a_one_silver_for_two_stockfish(odin):
    g = fresh(odin)
    g.give(0, silver=1)
    assert use(g, "L1a") == {"silver": -1, "stockfish": 2}
    g = fresh(odin)
    assert not offered(g, "L1a")


@covers("L1b")
def test_l1b_two_silver_for_two_salt_meat(odin):
    g = fresh(odin)
    g.give(0, silver=2)
    assert use(g, "L1b") == {"silver": -2, "salt_meat": 2}
    g = fresh(odin)
    g.give(0, silver=1)
    assert not offered(g, "L1b")


@covers("L2a")
def test_l2a_one_silver_for_a_sheep(odin):
    g = fresh(odin)
    g.give(0, silver=1)
    assert use(g, "L2a") == {"silver": -1, "sheep": 1}
    assert placed(g, "L2a") == 2
    g = fresh(odin)
    assert not offered(g, "L2a")


@covers("L2b")
def test_l2b_three_silver_for_a_cattle_and_milk(odin):
    """p.15 일반 규칙: 3 silver for 1 cattle and 1 milk."""
    g = fresh(odin)
    g.give(0, silver=3)
    assert use(g, "L2b") == {"silver": -3, "cattle": 1, "milk": 1}
    g = fresh(odin)
    g.give(0, silver=2)
    assert not offered(g, "L2b")


@covers("L3")
def test_l3_a_free_sheep_or_a_cattle_for_one_silver(odin):
    g = fresh(odin)
    g.give(0, silver=1)
    g.space("L3")
    assert [a for a in g.legal() if a["type"] == "option"] == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    before = holdings(g)
    g.do("option", n=1)
    assert change(before, holdings(g)) == {"silver": -1, "cattle": 1}
    g = fresh(odin)
    g.give(0, silver=1)
    assert use(g, "L3", {"type": "option", "n": 0}) == {"sheep": 1, "hand": 1}
    g = fresh(odin)
    g.give(0, silver=0)
    assert use(g, "L3") == {"sheep": 1, "hand": 1}  # the only option left is taken at once


@covers("L4")
def test_l4_three_silver_for_a_sheep_and_a_cattle(odin):
    g = fresh(odin)
    g.give(0, silver=3)
    assert use(g, "L4") == {"silver": -3, "sheep": 1, "cattle": 1}
    assert placed(g, "L4") == 4
    g = fresh(odin)
    g.give(0, silver=2)
    assert not offered(g, "L4")


# --- weekly market and products ------------------------------------------------------------------

@pytest.mark.parametrize(("space", "gain"), [
    ("W1", {"beans": 1, "silver": 1}),
    ("W2", {"flax": 1, "stockfish": 1, "silver": 1}),
    ("W3", {"fruits": 1, "oil": 1, "salt_meat": 1, "silver": 1, "hand": 1}),
    ("P2", {"mead": 2, "silver": 2}),
])
def test_weekly_market_and_mead_spaces_give_what_is_printed(odin, space, gain):
    g = fresh(odin)
    assert use(g, space) == gain
    assert placed(g, space) == SPACES[space]["col"]


covers("W1", "W2", "W3", "P2")


@covers("W4")
def test_w4_spices_and_silver_plus_milk_with_cattle_plus_wool_with_sheep(odin):
    """p.14: spices + 1 silver; 2 milk if you have a cattle; 1 wool if you have a sheep."""
    g = fresh(odin)
    assert use(g, "W4") == {"spices": 1, "silver": 1}
    g = fresh(odin)
    g.give(0, pregnant_cattle=1, sheep=3)
    assert use(g, "W4") == {"spices": 1, "silver": 1, "milk": 2, "wool": 1}
    assert placed(g, "W4") == 4


@covers("P1")
def test_p1_one_milk_per_cattle_at_most_three(odin):
    """p.14: 1 / 2 / 3+ cattle give 1 / 2 / 3 milk (pregnant ones are cattle too)."""
    g = fresh(odin)
    assert not offered(g, "P1")
    g.give(0, cattle=1)
    assert use(g, "P1") == {"milk": 1}
    g = fresh(odin)
    g.give(0, cattle=2, pregnant_cattle=2)
    assert use(g, "P1") == {"milk": 3}


@covers("P3")
def test_p3_one_wool_per_sheep_at_most_three(odin):
    g = fresh(odin)
    assert not offered(g, "P3")
    g.give(0, sheep=1, pregnant_sheep=1)
    assert use(g, "P3") == {"wool": 2, "hand": 1}
    g = fresh(odin)
    g.give(0, sheep=5)
    assert use(g, "P3") == {"wool": 3, "hand": 1}


# --- crafting ------------------------------------------------------------------------------------

@covers("C1a")
def test_c1a_flax_becomes_linen(odin):
    g = fresh(odin)
    g.give(0, flax=1)
    assert use(g, "C1a") == {"flax": -1, "linen": 1}
    g = fresh(odin)
    g.give(0, flax=0)
    assert not offered(g, "C1a")


@covers("C1b")
def test_c1b_stone_for_silver_and_a_runestone(odin):
    g = fresh(odin)
    g.give(0, stone=1)
    assert use(g, "C1b") == {"stone": -1, "silver": 1, "runestone": 1}
    g = fresh(odin)
    assert not offered(g, "C1b")


@covers("C2a")
def test_c2a_hide_and_linen_for_clothing_and_two_silver(odin):
    g = fresh(odin)
    g.give(0, hide=1, linen=1)
    assert use(g, "C2a") == {"hide": -1, "linen": -1, "clothing": 1, "silver": 2}
    g = fresh(odin)
    g.give(0, hide=1)
    assert not offered(g, "C2a")


@covers("C2b")
def test_c2b_wood_or_ore_for_silver_and_a_chest(odin):
    g = fresh(odin)
    g.give(0, wood=1, ore=1)
    g.space("C2b")
    assert [a for a in g.legal() if a["type"] == "option"] == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    before = holdings(g)
    g.do("option", n=1)
    assert change(before, holdings(g)) == {"ore": -1, "silver": 1, "chest": 1}
    g = fresh(odin)
    g.give(0, wood=1)
    assert use(g, "C2b") == {"wood": -1, "silver": 1, "chest": 1}
    g = fresh(odin)
    assert not offered(g, "C2b")


@covers("C3a")
def test_c3a_forge_one_ore_into_a_tongs_tile_crucifix_and_jewelry_included(odin):
    """p.15 대장간: the tiles with tongs, jewelry among the goods, and the crucifix (※) though it
    lies in the light part of the supply board; tiles without tongs are not forged."""
    g = fresh(odin)
    assert not offered(g, "C3a")
    g.give(0, ore=1)
    g.space("C3a")
    forged = {a["tile"] for a in g.legal() if a["type"] == "forge"}
    assert forged == {t for t, info in SPECIALS.items() if info["forge"]} | {"jewelry"}
    assert {"crucifix", "helmet", "jewelry"} <= forged and not {"belt", "english_crown", "chalice"} & forged
    before = holdings(g)
    g.do("forge", tile="crucifix")
    assert change(before, holdings(g)) == {"ore": -1, "crucifix": 1}
    assert "crucifix" not in g.s["specials"]
    g = fresh(odin)
    g.give(0, ore=1)
    assert use(g, "C3a", {"type": "forge", "tile": "jewelry"}) == {"ore": -1, "jewelry": 1, "hand": 1}


@covers("C3a")
def test_c3a_a_special_tile_taken_is_no_longer_forged(odin):
    g = fresh(odin)
    g.give(0, ore=1)
    g.s["specials"].remove("helmet")
    g.p(1)["specials"].append("helmet")
    g.touch()
    g.space("C3a")
    assert {"type": "forge", "tile": "helmet"} not in g.legal()


@covers("C3b")
def test_c3b_two_stone_two_wood_for_two_chests_and_two_runestones(odin):
    g = fresh(odin)
    g.give(0, stone=2, wood=2)
    assert use(g, "C3b") == {"stone": -2, "wood": -2, "chest": 2, "runestone": 2, "hand": 1}
    g = fresh(odin)
    g.give(0, stone=1, wood=2)
    assert not offered(g, "C3b")


@covers("C4")
def test_c4_four_silver_and_two_optional_exchanges(odin):
    """p.15: 4 silver; and wool → robe; and silverware → jewelry; both, one or neither."""
    g = fresh(odin)
    g.give(0, silver=0, wool=1, silverware=1)
    assert use(g, "C4", {"type": "option", "n": 0}, {"type": "option", "n": 0}) == {
        "silver": 4, "wool": -1, "robe": 1, "silverware": -1, "jewelry": 1}
    g = fresh(odin)
    g.give(0, silver=0, wool=1, silverware=1)
    assert use(g, "C4", {"type": "skip"}, {"type": "option", "n": 0}) == {
        "silver": 4, "silverware": -1, "jewelry": 1}
    g = fresh(odin)
    g.give(0, silver=0, wool=1, silverware=1)
    assert use(g, "C4", {"type": "skip"}, {"type": "skip"}) == {"silver": 4}
    g = fresh(odin)
    g.give(0, silver=0)
    assert use(g, "C4") == {"silver": 4}  # nothing to exchange: done at once
    assert placed(g, "C4") == 4


# --- mountains and upgrades ----------------------------------------------------------------------

@covers("M1a")
def test_m1a_up_to_two_items_from_one_strip_leftmost_first(odin):
    """p.15: items come off a strip from the arrow end; all from one strip."""
    g = fresh(odin)
    strips(g, ["ore", "stone", "wood"], ["wood"])
    g.space("M1a")
    takes = [a for a in g.legal() if a["type"] == "take"]
    assert takes == [{"type": "take", "strip": 0, "count": 1}, {"type": "take", "strip": 0, "count": 2},
                     {"type": "take", "strip": 1, "count": 1}]
    before = holdings(g)
    g.do("take", strip=0, count=2)
    assert change(before, holdings(g)) == {"ore": 1, "stone": 1}
    assert g.s["strips"] == [["wood"], ["wood"]]
    assert g.s["occupied"]["M1a"]["seat"] == 0


@covers("M1a")
def test_a_mountain_silver_space_is_one_item_worth_two_silver_and_an_empty_strip_leaves(odin):
    """p.15: the 2-silver coin counts as one item; taking the last one removes the strip (D18)."""
    g = fresh(odin)
    g.give(0, silver=0)
    strips(g, ["silver"], ["wood", "wood"])
    assert use(g, "M1a", {"type": "take", "strip": 0, "count": 1}) == {"silver": 2}
    assert g.s["strips"] == [["wood", "wood"]] and g.s["strip_ids"] == [1]


@covers("M1b")
def test_m1b_one_item_and_one_upgrade(odin):
    g = fresh(odin)
    no_goods(g)
    g.give(0, stockfish=1)
    strips(g, ["stone", "ore"])
    assert use(g, "M1b", {"type": "take", "strip": 0, "count": 1}, {"type": "upgrade", "good": "stockfish"}) == {
        "stone": 1, "stockfish": -1, "hide": 1}


@covers("M1c")
def test_m1c_two_upgrades_one_step_each(odin):
    """p.16: orange → red → green → blue, same shape; one step each."""
    g = fresh(odin)
    no_goods(g)
    g.give(0, peas=1, hide=1)
    g.space("M1c")
    assert {a["good"] for a in g.legal() if a["type"] == "upgrade"} == {"peas", "hide"}
    g.do("upgrade", good="peas")
    g.do("upgrade", good="hide")
    assert g.goods(0) == {"mead": 1, "silverware": 1}


@covers("M1c")
def test_an_action_never_upgrades_the_same_tile_twice(odin):
    """p.16: 'two goods up one step' cannot take one good up two steps; a good made by this
    action is not upgraded again, but another good of the same kind may be."""
    g = fresh(odin)
    no_goods(g)
    g.give(0, peas=1)
    g.space("M1c")
    g.do("upgrade", good="peas")
    assert g.goods(0) == {"mead": 1}  # the new mead may not go on to oil
    assert g.prompt["kind"] != "space"
    g = fresh(odin)
    no_goods(g)
    g.give(0, peas=1, mead=1)
    g.space("M1c")
    g.do("upgrade", good="peas")
    assert {"type": "upgrade", "good": "mead"} in g.legal()  # the mead it had before may go up
    g.do("upgrade", good="mead")
    assert g.goods(0) == {"mead": 1, "oil": 1}


@covers("M1c")
def test_animals_upgrade_to_the_green_tile_of_their_size(odin):
    """p.16: red to green of the same size: a sheep (pregnant or not) to fur, a cattle to clothing."""
    g = fresh(odin)
    no_goods(g)
    g.give(0, pregnant_sheep=1, cattle=1)
    g.space("M1c")
    g.do("upgrade", good="pregnant_sheep")
    g.do("upgrade", good="cattle")
    assert g.goods(0) == {"fur": 1, "clothing": 1}


@covers("M2a")
def test_m2a_one_wood_per_player_and_one_ore(odin):
    """p.14: 1 / 2 / 3 / 4 wood with 1 / 2 / 3 / 4 players, and 1 ore."""
    g = fresh(odin)
    assert use(g, "M2a") == {"wood": 2, "ore": 1}
    g = fresh(odin, 4)
    assert use(g, "M2a") == {"wood": 4, "ore": 1}


@covers("M2b")
def test_m2b_three_items_and_one_upgrade(odin):
    g = fresh(odin)
    no_goods(g)
    g.give(0, oil=1)
    strips(g, ["wood", "stone", "ore", "silver"])
    assert use(g, "M2b", {"type": "take", "strip": 0, "count": 3}, {"type": "upgrade", "good": "oil"}) == {
        "wood": 1, "stone": 1, "ore": 1, "oil": -1, "runestone": 1}
    assert placed(g, "M2b") == 2


@covers("M2c")
def test_m2c_three_upgrades(odin):
    g = fresh(odin)
    no_goods(g)
    g.give(0, beans=3, grain=1)
    assert use(g, "M2c", *[{"type": "upgrade", "good": "beans"}] * 3) == {"beans": -3, "milk": 3}
    g = fresh(odin)
    no_goods(g)
    assert not offered(g, "M2c")


@covers("M3a")
def test_m3a_three_from_one_strip_and_two_from_another(odin):
    """p.15: 3 + 2 from two strips, never 5 from one."""
    g = fresh(odin)
    strips(g, ["wood", "wood", "wood", "stone", "stone"], ["silver", "ore"])
    g.space("M3a")
    assert {"type": "take", "strip": 0, "count": 4} not in g.legal()
    g.do("take", strip=0, count=3)
    assert {a["strip"] for a in g.legal() if a["type"] == "take"} == {1}
    assert {"type": "take", "strip": 1, "count": 3} not in g.legal()
    g.do("take", strip=1, count=2)
    assert g.p(0)["wood"] == 3 and g.p(0)["silver"] == 2 and g.p(0)["ore"] == 1
    assert g.s["strips"] == [["stone", "stone"]]


@covers("M3b")
def test_m3b_three_upgrades_and_four_weapon_cards(odin):
    g = fresh(odin)
    no_goods(g)
    g.give(0, beans=1)
    weapons = sum(g.p(0)["weapons"].values())
    g.space("M3b")
    g.do("upgrade", good="beans")
    assert sum(g.p(0)["weapons"].values()) == weapons + 4
    assert g.goods(0) == {"milk": 1}


@covers("M3c")
def test_m3c_four_upgrades(odin):
    g = fresh(odin)
    no_goods(g)
    g.give(0, flax=2, stockfish=1, hide=1)
    # flax, flax -> 2 stockfish; the old stockfish -> hide; the old hide -> silverware
    assert use(g, "M3c", {"type": "upgrade", "good": "flax"}, {"type": "upgrade", "good": "flax"},
               {"type": "upgrade", "good": "stockfish"}, {"type": "upgrade", "good": "hide"}) == {
        "flax": -2, "stockfish": 1, "silverware": 1, "hand": 1}


@covers("M4a")
def test_m4a_four_items_and_two_goods_up_two_steps(odin):
    """p.16: '물품 2개 ⇧⇧' takes orange to green and red to blue (green to blue allowed too)."""
    g = fresh(odin)
    no_goods(g)
    g.give(0, peas=1, milk=1)
    strips(g, ["wood", "stone", "ore", "silver", "wood"])
    assert use(g, "M4a", {"type": "take", "strip": 0, "count": 4}, {"type": "upgrade", "good": "peas"},
               {"type": "upgrade", "good": "milk"}) == {
        "wood": 1, "stone": 1, "ore": 1, "silver": 2, "peas": -1, "oil": 1, "milk": -1, "chest": 1}
    assert placed(g, "M4a") == 4


@covers("M4a")
def test_two_step_upgrade_of_a_green_good_goes_one_step_to_blue(odin):
    g = fresh(odin)
    no_goods(g)
    g.give(0, hide=1)
    strips(g, ["wood"])
    assert use(g, "M4a", {"type": "skip"}, {"type": "upgrade", "good": "hide"}) == {"hide": -1, "silverware": 1}


@covers("M4b")
def test_m4b_two_items_from_each_of_four_strips(odin):
    """p.15: 2+2+2+2 from four strips; never 4 or 6 from one."""
    g = fresh(odin)
    strips(g, ["wood", "wood", "wood"], ["stone", "stone"], ["ore", "ore"], ["silver", "wood"])
    g.space("M4b")
    assert [a for a in g.legal() if a["type"] == "option"] == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    g.do("option", n=0)
    g.do("take", strip=0, count=2)
    g.do("take", strip=1, count=2)  # strip 1 is now gone from the display
    assert {"type": "take", "strip": 0, "count": 2} not in g.legal()  # the first strip again: no
    g.do("take", strip=1, count=2)
    g.do("take", strip=1, count=2)
    assert (g.p(0)["wood"], g.p(0)["stone"], g.p(0)["ore"], g.p(0)["silver"]) == (3, 2, 2, 2)
    assert g.s["strips"] == [["wood"]]


@covers("M4b")
def test_m4b_or_three_goods_up_two_steps(odin):
    g = fresh(odin)
    no_goods(g)
    g.give(0, peas=2, mead=1)
    assert use(g, "M4b", {"type": "option", "n": 1}, {"type": "upgrade", "good": "peas"},
               {"type": "upgrade", "good": "peas"}, {"type": "upgrade", "good": "mead"}) == {
        "peas": -2, "oil": 2, "mead": -1, "runestone": 1}


# --- overseas trade and special sale (knarr) -----------------------------------------------------

@pytest.mark.parametrize("space", ["T1", "T2"])
def test_overseas_trade_one_silver_then_one_green_of_each_kind_to_blue(odin, space):
    """p.17 장거리 교역: needs a knarr; pay 1 silver, then turn any green goods blue, one per kind."""
    g = fresh(odin)
    no_goods(g)
    g.give(0, silver=1, oil=1, hide=1, linen=2)
    assert not offered(g, space)
    g.ships(0, ("knarr", 0))
    g.space(space)
    assert g.p(0)["silver"] == 0
    assert {a["good"] for a in g.legal() if a["type"] == "upgrade"} == {"oil", "hide", "linen"}
    g.do("upgrade", good="linen")
    assert {"type": "upgrade", "good": "linen"} not in g.legal()
    g.do("upgrade", good="oil")
    g.do("done")
    assert g.goods(0) == {"silk": 1, "linen": 1, "runestone": 1, "hide": 1}
    assert placed(g, space) == SPACES[space]["col"]
    g = fresh(odin)
    g.ships(0, ("knarr", 0))
    g.give(0, silver=0, oil=1)
    assert not offered(g, space)


covers("T1", "T2")


@covers("T1")
def test_overseas_trade_may_be_paid_without_turning_anything(odin):
    """p.17: paying the 1 silver alone is allowed (for occupations that trigger on it)."""
    g = fresh(odin)
    no_goods(g)
    g.ships(0, ("knarr", 0))
    g.give(0, silver=1)
    assert use(g, "T1") == {"silver": -1}


@covers("T3")
def test_t3_buy_up_to_two_special_tiles_never_the_crown(odin):
    """p.17 특별 판매: needs a knarr; up to 2 tiles at their printed price; the English crown has no
    price and cannot be bought."""
    g = fresh(odin)
    g.give(0, silver=100)
    assert not offered(g, "T3")
    g.ships(0, ("knarr", 0))
    g.space("T3")
    tiles = {a["tile"] for a in g.legal() if a["type"] == "buy_special"}
    assert tiles == set(SPECIALS) - {"english_crown"}
    g.do("buy_special", tile="round_shield")
    g.do("buy_special", tile="glass_beads")
    assert g.p(0)["silver"] == 94 and sorted(g.p(0)["specials"]) == ["glass_beads", "round_shield"]
    assert g.prompt["kind"] != "space"  # two at most
    g = fresh(odin)
    g.ships(0, ("knarr", 0))
    g.give(0, silver=1)
    g.space("T3")
    assert {a["tile"] for a in g.legal() if a["type"] == "buy_special"} == {"glass_beads", "helmet", "cloakpin"}


# --- sailing: raid, pillage, plunder --------------------------------------------------------------

@covers("SA1")
def test_sa1_raid_needs_a_longship_and_ignores_its_ore(odin):
    """p.17: a raid needs a longship; its ore does not count; result 6+ takes a blue tile."""
    g = fresh(odin)
    g.ships(0, ("knarr", 0))
    assert not offered(g, "SA1")
    g.ships(0, ("longship", 3))
    g.force(6)
    g.space("SA1")
    loot = {a["item"] for a in g.legal() if a["type"] == "loot"}
    assert loot == {"runestone"}  # 6, not 9
    before = holdings(g)
    g.do("loot", item="runestone")
    assert change(before, holdings(g)) == {"runestone": 1}
    assert placed(g, "SA1") == 1


@covers("SA1")
def test_a_raid_of_five_or_less_takes_nothing(odin):
    g = fresh(odin)
    g.ships(0, ("longship", 0))
    g.force(5)
    g.space("SA1")
    assert not [a for a in g.legal() if a["type"] == "loot"]


@pytest.mark.parametrize("space", ["SA2", "SA3"])
def test_pillage_adds_the_ore_of_the_best_longship(odin, space):
    """p.18 약탈: the d12 plus the ore on the longship carrying the most."""
    g = fresh(odin)
    assert not offered(g, space)
    g.ships(0, ("longship", 1), ("longship", 3))
    g.force(5)
    g.space(space)
    loot = {a["item"] for a in g.legal() if a["type"] == "loot"}
    assert "gold_brooch" not in loot and {"chest", "silk", "helmet", "belt"} <= loot  # 5 + 3 = 8
    g.do("loot", item="silk")
    assert g.goods(0)["silk"] == 1 and placed(g, space) == SPACES[space]["col"]


covers("SA2", "SA3")


@covers("SA4")
def test_sa4_plunder_needs_two_longships_and_gives_a_silver_hoard(odin):
    g = fresh(odin)
    g.ships(0, ("longship", 0), ("knarr", 0))
    assert not offered(g, "SA4")
    g.ships(0, ("longship", 0), ("longship", 0))
    assert use(g, "SA4") == {"silver_hoard": 1}
    assert placed(g, "SA4") == 4


# --- exploration ---------------------------------------------------------------------------------

@covers("E1")
def test_e1_reaches_shetland_and_faroe_with_any_ship(odin):
    """p.19 탐사: Shetland or the Faroes, with a whaling boat, knarr or longship, 1 viking."""
    g = fresh(odin)
    assert not offered(g, "E1")
    g.ships(0, ("whaling_boat", 0))
    assert offered(g, "E1")
    g.space("E1")
    assert {a["board"] for a in g.legal() if a["type"] == "explore"} == {"shetland", "faroe_islands"}
    g.do("explore", board="faroe_islands")
    assert [b["id"] for b in g.p(0)["boards"]] == ["home", "faroe_islands"]
    assert g.s["explore"]["faroe_islands"]["owner"] == 0
    assert g.p(0)["ships"] == [{"kind": "whaling_boat", "ore": 0}]  # the ship stays in the bay
    assert placed(g, "E1") == 1


@covers("E2")
def test_e2_reaches_iceland_greenland_and_bear_island_with_a_large_ship(odin):
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 0))
    assert not offered(g, "E2")
    g.ships(0, ("knarr", 0))
    g.s["explore"]["shetland"]["face"] = "bear_island"
    g.touch()
    g.space("E2")
    assert {a["board"] for a in g.legal() if a["type"] == "explore"} == {"iceland", "greenland", "bear_island"}
    g.do("explore", board="bear_island")
    assert g.s["explore"]["shetland"]["owner"] == 0
    assert [b["id"] for b in g.p(0)["boards"]] == ["home", "bear_island"]


@covers("E3")
def test_e3_reaches_the_american_faces_with_a_longship_and_takes_the_silver(odin):
    """p.19: Baffin Island, Labrador, Newfoundland need a longship and 3 vikings; silver lying on
    the board is taken with it."""
    g = fresh(odin)
    g.ships(0, ("knarr", 0))
    g.s["explore"]["iceland"].update(face="labrador", silver=0)
    g.s["explore"]["greenland"].update(face="newfoundland", silver=4)
    g.touch()
    assert not offered(g, "E3")
    g.ships(0, ("longship", 0))
    g.give(0, silver=0)
    g.space("E3")
    assert {a["board"] for a in g.legal() if a["type"] == "explore"} == {"labrador", "newfoundland"}
    g.do("explore", board="newfoundland")
    assert g.p(0)["silver"] == 4 and g.s["explore"]["greenland"]["silver"] == 0
    assert placed(g, "E3") == 3


@covers("E1")
def test_an_exploration_space_with_nothing_to_reach_is_refused(odin):
    g = fresh(odin)
    g.ships(0, ("longship", 0))
    for slot in ("shetland", "faroe_islands"):
        g.s["explore"][slot]["owner"] = 1
    g.touch()
    assert not offered(g, "E1")
    assert not offered(g, "E3")  # no American face is showing yet


# --- emigration ----------------------------------------------------------------------------------

@pytest.mark.parametrize("space", ["O2a", "O3a"])
def test_emigration_costs_the_round_in_silver_and_the_ore_on_the_ship_is_lost(odin, space):
    """p.17 이주: a knarr or longship turns over onto the banquet table; it costs as much silver as
    the round number; ore on it goes back to the supply."""
    g = fresh(odin)
    g.s["round"] = 3
    g.ships(0, ("whaling_boat", 0))
    g.give(0, silver=3, ore=0)
    assert not offered(g, space)  # a whaling boat never emigrates
    g.ships(0, ("knarr", 0), ("longship", 2))
    g.give(0, silver=2)
    assert not offered(g, space)
    g.give(0, silver=3)
    g.space(space)
    assert [a for a in g.legal() if a["type"] == "emigrate"] == [
        {"type": "emigrate", "ship": "knarr", "ore": 0}, {"type": "emigrate", "ship": "longship", "ore": 2}]
    g.do("emigrate", ship="longship", ore=2)
    p = g.p(0)
    assert p["silver"] == 0 and p["ore"] == 0 and p["ships"] == [{"kind": "knarr", "ore": 0}]
    assert p["emigrated"] == ["longship"]
    assert placed(g, space) == SPACES[space]["col"]


covers("O2a", "O3a")


@covers("O2a")
def test_no_emigration_once_the_table_is_covered(odin):
    """p.17: with no table space left for a ship, a player cannot emigrate any more."""
    g = fresh(odin)
    g.ships(0, ("knarr", 0))
    g.give(0, silver=9)
    g.p(0)["emigrated"] = ["knarr"] * 12
    g.touch()
    assert not offered(g, "O2a")


@covers("O4")
def test_o4_may_swap_a_whaling_boat_for_a_knarr_and_emigrate_it(odin):
    """p.15: before emigrating, a whaling boat may be exchanged for a knarr (its ore is lost), which
    may emigrate at once."""
    g = fresh(odin)
    g.s["round"] = 2
    g.ships(0, ("whaling_boat", 1))
    g.give(0, silver=2)
    g.space("O4")
    assert {"type": "swap", "ore": 1} in g.legal()
    g.do("swap", ore=1)
    assert g.p(0)["ships"] == [{"kind": "knarr", "ore": 0}]
    g.do("emigrate", ship="knarr", ore=0)
    p = g.p(0)
    assert p["ships"] == [] and p["emigrated"] == ["knarr"] and p["silver"] == 0
    assert placed(g, "O4") == 4


@covers("O4")
def test_o4_the_swap_is_optional(odin):
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("longship", 0))
    g.give(0, silver=1)
    g.space("O4")
    g.do("skip")
    g.do("emigrate", ship="longship", ore=0)
    assert g.p(0)["ships"] == [{"kind": "whaling_boat", "ore": 0}] and g.p(0)["emigrated"] == ["longship"]


# --- occupations ---------------------------------------------------------------------------------

@covers("O1a")
def test_o1a_draws_an_occupation_and_takes_one_silver(odin):
    g = fresh(odin)
    deck = list(g.s["occ_deck"])
    assert use(g, "O1a") == {"hand": 1, "silver": 1}
    assert g.p(0)["hand"] == [deck[-1]]


@covers("O1b")
def test_o1b_plays_one_occupation_for_a_stone_or_an_ore_then_one_silver(odin):
    g = fresh(odin)
    g.p(0)["hand"] = [7, 126]
    g.give(0, stone=1, ore=1, silver=0)
    g.space("O1b")
    plays = [a for a in g.legal() if a["type"] == "play"]
    assert plays == [{"type": "play", "card": 7, "pay": "stone"}, {"type": "play", "card": 7, "pay": "ore"},
                     {"type": "play", "card": 126, "pay": "stone"}, {"type": "play", "card": 126, "pay": "ore"}]
    g.do("play", card=7, pay="ore")
    p = g.p(0)
    assert p["hand"] == [126] and p["played"] == [7] and (p["ore"], p["stone"], p["silver"]) == (0, 1, 1)
    g = fresh(odin)
    g.p(0)["hand"] = [7]
    g.give(0, stone=0, ore=0)
    # no stone, no ore: no card, and the silver comes only with a card played (D17)
    assert {"type": "space", "space": "O1b"} not in g.legal()


@covers("O2b")
def test_o2b_plays_up_to_two_occupations(odin):
    g = fresh(odin)
    g.p(0)["hand"] = [7, 126, 140]
    g.touch()
    g.space("O2b")
    g.do("play", card=126)
    assert {"type": "done"} in g.legal()
    g.do("play", card=7)
    assert g.p(0)["played"] == [126, 7] and g.p(0)["hand"] == [140]
    assert g.prompt["kind"] != "space"
    g = fresh(odin)
    assert not offered(g, "O2b")  # nothing in hand


@covers("O3b")
def test_o3b_draws_first_then_plays_up_to_four_the_drawn_card_included(odin):
    """p.21 *: the third column's card is drawn before the action, so O3b can play it at once."""
    g = fresh(odin)
    g.p(0)["hand"] = [7, 126, 140]
    drawn = g.s["occ_deck"][-1]
    g.touch()
    g.space("O3b")
    assert g.p(0)["hand"] == [7, 126, 140, drawn]
    assert {"type": "play", "card": drawn} in g.legal()
    for card in (7, 126, 140):
        g.do("play", card=card)
    assert g.p(0)["played"] == [7, 126, 140]
    g.do("done")
    assert g.p(0)["hand"] == [drawn]


def test_third_column_draws_before_the_action(odin):
    """p.21 바이킹 3명 놓기에 따른 보너스: the card is drawn before the action is carried out."""
    g = fresh(odin)
    g.give(0, ore=1)
    g.space("C3a")
    assert len(g.p(0)["hand"]) == 1 and g.prompt["kind"] == "space"  # the forge choice still open


def test_fourth_column_plays_an_occupation_before_or_after_not_both(odin):
    """p.21 바이킹 4명 놓기에 따른 보너스: one occupation just before or right after the action."""
    g = fresh(odin)
    g.p(0)["hand"] = [7, 126]
    g.give(0, silver=3)
    g.touch()
    g.space("L4")
    assert {"type": "play", "card": 7} in g.legal() and {"type": "skip"} in g.legal()
    g.do("play", card=7)  # before: then the action (its only option, so at once), no second card
    assert g.goods(0)["sheep"] == 1 and g.goods(0)["cattle"] == 1
    assert g.p(0)["played"] == [7] and g.prompt["kind"] != "space"
    g = fresh(odin)
    g.p(0)["hand"] = [7, 126]
    g.give(0, silver=3)
    g.touch()
    g.space("L4")
    g.do("skip")
    assert g.goods(0)["sheep"] == 1  # the action is done, and the card may follow
    assert {"type": "play", "card": 126} in g.legal()
    g.do("play", card=126)
    assert g.p(0)["played"] == [126] and g.p(0)["hand"] == [7]


def test_every_printed_space_has_a_test():
    assert set(SPACES) - COVERED == set()


def test_fourth_column_occupation_does_not_replace_the_action(odin):
    """p.9 (5단계): "행동 칸에 바이킹을 놓으려면 해당 칸의 효과를 하나 이상 사용해야 합니다" — placing
    vikings on a space means using at least one effect *of that space*; p.21 (바이킹 4명 놓기에
    따른 보너스): the occupation is played "해당 행동을 수행하기 전이나 수행한 직후", before or right
    after carrying out the action — it comes with the action, it is not one of its effects.
    So the card never replaces the action: with a card played first, the action still follows."""
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
    g.turn(0)
    g.p(0)["hand"] = [7]
    g.give(0, silver=0)
    assert {"type": "space", "space": "L4"} not in g.legal()  # the card alone does not open L4
    g.give(0, silver=3)
    g.space("L4")
    g.do("play", card=7)
    assert {"type": "skip"} not in g.legal()
