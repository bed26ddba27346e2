"""The twelve phases of a round and the end of the game (rulebook pp.7-11, p.23 게임 종료).

Rounds are played by passing (and ending each feast at once), which changes nothing but what the
phases themselves do.
"""

from __future__ import annotations

import pytest

from games.feast_for_odin.data_files import COMPONENTS
from games.feast_for_odin.placement import income, put

ORANGE = ("peas", "flax", "beans", "grain", "cabbage", "fruits")


def fresh(odin, players: int = 2, **options):
    g = odin(players, **options)
    for p in g.s["players"]:
        p["hand"] = []
    g.turn(g.s["start"])
    return g


def finish_round(g) -> None:
    """Everyone passes and ends the feast at once; stops at the next round's actions (or the end)."""
    r = g.s["round"]
    while g.s["phase"] != "over" and g.s["round"] == r:
        kind = g.prompt["kind"]
        g.do({"turn": "pass", "after": "end_turn", "feast": "end_feast", "final": "finish"}[kind])


def to_feast(g) -> None:
    while g.prompt["kind"] in ("turn", "after"):
        g.do("pass" if g.prompt["kind"] == "turn" else "end_turn")


# --- 1: new viking ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("length", "thing", "rounds"), [("long", 5, 7), ("short", 6, 6)])
def test_setup_and_a_new_viking_every_round(odin, length, thing, rounds):
    """p.5: 12 vikings, one on each numbered table space (7 long, 6 short), the rest at the Thing;
    1단계: each round the leftmost joins the Thing, round 1 included."""
    g = fresh(odin, length=length)
    p = g.p(0)
    assert g.s["round"] == 1 and g.s["rounds"] == rounds
    assert p["thing"] == thing + 1 and p["table"] == [1] * (rounds - 1)
    g.s["occupied"] = {}
    finish_round(g)
    assert g.p(0)["thing"] == thing + 2 and g.p(0)["table"] == [1] * (rounds - 2)


def test_starting_kit(odin):
    """p.4: one bow, snare and spear card, one mead, one starting occupation; D1: no silver and an
    income of 0 as printed."""
    g = odin(3)
    for p in g.s["players"]:
        assert p["silver"] == 0 and p["goods"]["mead"] == 1 and len(p["hand"]) == 1
        weapons = dict(p["weapons"])
        assert sum(weapons.values()) == 4  # the kit and round 1's draw
        assert min(weapons["bow"], weapons["snare"], weapons["spear"]) >= 1
    assert len(g.s["strips"]) == 2


# --- 2: harvest --------------------------------------------------------------------------------------

HARVEST = {
    "long": [ORANGE[:3], ORANGE[:4], (), ORANGE[:5], (), ORANGE, ()],
    "short": [ORANGE[:3], (), ORANGE[:4], (), ORANGE[:5], ()],
}


@pytest.mark.parametrize("length", ["long", "short"])
def test_harvest_by_round(odin, length):
    """2단계 and the row under the banquet table: harvest numbers 1 / 1-2 / 1-3 / 1-4 in the marked
    rounds (long: 1, 2, 4, 6; short: 1, 3, 5), nothing in the others."""
    g = fresh(odin, length=length)
    got = [tuple(k for k in ORANGE if k in g.goods(0))]
    for _ in range(g.s["rounds"] - 1):
        before = g.goods(0)
        finish_round(g)
        after = g.goods(0)
        got.append(tuple(k for k in ORANGE if after.get(k, 0) - before.get(k, 0) == 1))
        assert all(after.get(k, 0) - before.get(k, 0) in (0, 1) for k in ORANGE)
    assert got == [tuple(h) for h in HARVEST[length]]


# --- 3: exploration boards --------------------------------------------------------------------------

def slots(g) -> dict:
    return {front: (slot["face"], slot["silver"]) for front, slot in g.s["explore"].items()}


def test_flip_rounds_and_two_silver_on_the_other_unclaimed_boards_long_game(odin):
    """3단계: rounds 3-6 of the long game turn A-D; each turn puts 2 silver on every other
    unclaimed board; silver on a board that turns goes back; rounds 1, 2, 7 do nothing."""
    g = fresh(odin)
    assert slots(g) == {"shetland": ("shetland", 0), "faroe_islands": ("faroe_islands", 0),
                        "iceland": ("iceland", 0), "greenland": ("greenland", 0)}
    finish_round(g)  # round 2
    assert all(silver == 0 for _, silver in slots(g).values())
    finish_round(g)  # round 3: A
    assert slots(g) == {"shetland": ("bear_island", 0), "faroe_islands": ("faroe_islands", 2),
                        "iceland": ("iceland", 2), "greenland": ("greenland", 2)}
    finish_round(g)  # round 4: B (its 2 silver go back)
    assert slots(g) == {"shetland": ("bear_island", 2), "faroe_islands": ("baffin_island", 0),
                        "iceland": ("iceland", 4), "greenland": ("greenland", 4)}
    finish_round(g)  # round 5: C
    assert slots(g) == {"shetland": ("bear_island", 4), "faroe_islands": ("baffin_island", 2),
                        "iceland": ("labrador", 0), "greenland": ("greenland", 6)}
    finish_round(g)  # round 6: D
    assert slots(g) == {"shetland": ("bear_island", 6), "faroe_islands": ("baffin_island", 4),
                        "iceland": ("labrador", 2), "greenland": ("newfoundland", 0)}
    finish_round(g)  # round 7: nothing
    assert slots(g) == {"shetland": ("bear_island", 6), "faroe_islands": ("baffin_island", 4),
                        "iceland": ("labrador", 2), "greenland": ("newfoundland", 0)}


def test_flip_rounds_of_the_short_game(odin):
    """3단계: rounds 2-5 of the short game."""
    g = fresh(odin, length="short")
    faces = []
    for _ in range(5):
        finish_round(g)
        faces.append(tuple(slot["face"] for slot in g.s["explore"].values()))
    assert faces == [
        ("bear_island", "faroe_islands", "iceland", "greenland"),
        ("bear_island", "baffin_island", "iceland", "greenland"),
        ("bear_island", "baffin_island", "labrador", "greenland"),
        ("bear_island", "baffin_island", "labrador", "newfoundland"),
        ("bear_island", "baffin_island", "labrador", "newfoundland"),
    ]


def test_claimed_boards_get_no_silver_and_do_not_turn(odin):
    """3단계: a board someone took gets no silver; if the board due to turn is taken, the other
    unclaimed boards still get their 2 silver."""
    g = fresh(odin)
    finish_round(g)
    g.s["explore"]["shetland"]["owner"] = 1
    g.s["explore"]["iceland"]["owner"] = 0
    g.touch()
    finish_round(g)  # round 3: A is claimed
    assert slots(g) == {"shetland": ("shetland", 0), "faroe_islands": ("faroe_islands", 2),
                        "iceland": ("iceland", 0), "greenland": ("greenland", 2)}


# --- 4: weapons -------------------------------------------------------------------------------------

def test_one_new_weapon_card_each_round(odin):
    g = fresh(odin, players=3)
    counts = [sum(p["weapons"].values()) for p in g.s["players"]]
    assert counts == [4, 4, 4]
    deck = len(g.s["weapon_deck"])
    finish_round(g)
    assert [sum(p["weapons"].values()) for p in g.s["players"]] == [5, 5, 5]
    assert len(g.s["weapon_deck"]) == deck - 3


def test_an_empty_weapon_deck_is_rebuilt_from_the_discard_pile(odin):
    """p.22: the shuffled discard pile becomes the new deck."""
    g = fresh(odin)
    g.s["weapon_deck"] = []
    g.s["weapon_discard"] = ["long_sword", "long_sword"]
    g.touch()
    swords = sum(p["weapons"]["long_sword"] for p in g.s["players"])
    finish_round(g)
    assert sum(p["weapons"]["long_sword"] for p in g.s["players"]) == swords + 2
    assert g.s["weapon_discard"] == []


# --- 5/6: actions and the start player ------------------------------------------------------------

def test_the_last_to_place_vikings_starts_the_next_round(odin):
    """6단계: whoever placed last takes the elk."""
    g = fresh(odin)
    g.s["start"] = 0
    g.turn(0)
    g.do("pass")
    g.space("W1")
    if g.prompt["kind"] == "after":
        g.do("end_turn")
    g.do("pass")
    while g.s["round"] == 1:
        g.do("end_feast")
    assert g.s["start"] == 1 and g.prompt == {"kind": "turn", "seat": 1}


def test_placing_goes_on_until_everyone_passed(odin):
    """5단계: a player who passed places no more; the others go on; without vikings one must pass."""
    g = fresh(odin)
    g.s["start"] = 0
    g.turn(0)
    g.do("pass")
    g.space("W1")
    if g.prompt["kind"] == "after":
        g.do("end_turn")
    assert g.prompt == {"kind": "turn", "seat": 1}  # seat 0 passed: seat 1 again
    g.p(1)["thing"] = 1
    g.touch()
    assert {"type": "space", "space": "W2"} not in g.legal()
    g.space("HU1b")
    if g.prompt["kind"] == "after":
        g.do("end_turn")
    assert g.prompt["kind"] == "feast"  # seat 1 ran out of vikings: everybody is done


# --- 7: income --------------------------------------------------------------------------------------

def test_income_is_paid_every_round_but_the_last(odin):
    """7단계 and p.23 최종 수입: no silver in the last round; it is written down as final income."""
    g = fresh(odin, length="short")
    put(g.p(0)["boards"][0], "robe", 0, 9, 0)  # income 2
    g.give(0, silver=0)
    for r in range(1, 6):
        finish_round(g)
        assert g.p(0)["silver"] == 2 * r
    assert g.s["round"] == 6
    to_feast(g)
    assert g.p(0)["silver"] == 10
    finish_round(g)
    assert g.s["phase"] == "over"
    assert g.m.view(0)["players"][0]["score"]["income"] == 2


def test_starting_income_is_the_printed_zero(odin):
    """Ruling D1 (issue 11): the income is "the smallest uncovered income value" (p.9, "덮이지 않은
    수입 표시 중 가장 작은 값" / "最小且未被遮蓋的數值") and the income cells are numbered "0, 1, 2,
    3, ..." (p.12, both books); both home-board scans print 0 in the bottom-left cell. The Chinese
    book's sidebar "你遊戲一開始會有1個銀幣的收入" (you start with an income of 1) contradicts that and
    has no counterpart in the Korean book: an untouched home board pays 0 in round 1's income phase."""
    g = fresh(odin, length="long")
    assert [sum(income(b) for b in p["boards"]) for p in g.s["players"]] == [0, 0]
    for seat in range(2):
        g.give(seat, silver=0)
    events = []
    r = g.s["round"]
    while g.s["round"] == r and g.prompt["kind"] != "feast":
        kind = g.prompt["kind"]
        g.do({"turn": "pass", "after": "end_turn"}[kind])
        events += g.m.events[-1]
    assert [e["silver"] for e in events if e["type"] == "income"] == [0, 0]
    assert [p["silver"] for p in g.s["players"]] == [0, 0]


# --- 8: breeding ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("stable", "after"), [
    ({"sheep": 2, "pregnant_sheep": 1}, {"sheep": 4}),
    ({"sheep": 4}, {"sheep": 3, "pregnant_sheep": 1}),
    ({"pregnant_sheep": 1}, {"sheep": 2}),
    ({"sheep": 1}, {"sheep": 1}),
    ({"cattle": 2, "pregnant_cattle": 1, "sheep": 2}, {"cattle": 4, "sheep": 1, "pregnant_sheep": 1}),
])
def test_breeding_rulebook_examples(odin, stable, after):
    """p.10 가축 번식 예: 3 sheep, 1 pregnant → 4 sheep; 4 sheep → 1 turns pregnant; a lone
    pregnant sheep still gives birth (C'est la vie). A single animal does nothing; cattle alike."""
    g = fresh(odin)
    g.p(0)["goods"] = dict(stable)
    g.touch()
    to_feast(g)
    assert g.goods(0) == after


# --- 10: bonus; 11: mountains; 12: vikings back ------------------------------------------------------

def test_mountain_strips_lose_their_leftmost_item_empty_ones_go_and_a_new_one_comes(odin):
    """11단계: every strip loses the item nearest its arrow; empty strips leave; one new strip."""
    g = fresh(odin)
    g.s["strips"] = [["wood", "stone", "silver"], ["silver"]]
    g.s["strip_ids"] = [0, 1]
    g.s["strip_deck"] = [5, 6]
    g.touch()
    finish_round(g)
    assert g.s["strips"] == [["stone", "silver"], COMPONENTS["mountains"][5]]
    assert g.s["strip_ids"] == [0, 5] and g.s["strip_deck"] == [6]


def test_four_player_long_game_shows_no_new_strip_for_round_seven(odin):
    """11단계: with 4 players there are not enough strips for round 7: none is added after round 6."""
    g = fresh(odin, players=4)
    assert len(g.s["strips"]) == 3
    added = []
    for _ in range(6):
        deck = len(g.s["strip_deck"])
        finish_round(g)
        added.append(deck - len(g.s["strip_deck"]))
    assert added == [1, 1, 1, 1, 1, 0]


def test_vikings_come_back_after_the_round(odin):
    g = fresh(odin)
    g.s["start"] = 0
    g.turn(0)
    g.space("M2a")
    if g.prompt["kind"] == "after":
        g.do("end_turn")
    assert g.p(0)["thing"] == 4
    finish_round(g)
    assert g.s["occupied"] == {} and g.p(0)["thing"] == 7


# --- the end ----------------------------------------------------------------------------------------

def test_no_bonus_after_the_last_round(odin):
    """p.23: the game ends after the last feast; the bonus phase is not reached."""
    g = fresh(odin, length="short")
    home = g.p(0)["boards"][0]
    for r, c in [(4, 0), (4, 1), (5, 1), (6, 0), (6, 1)]:
        put(home, "silver1", 0, r, c)
    g.give(0, ore=0)
    for _ in range(5):
        finish_round(g)
    assert g.p(0)["ore"] == 5
    finish_round(g)
    assert g.s["phase"] == "over" and g.p(0)["ore"] == 5


def test_the_game_ends_after_the_last_feast_and_the_final_placement(odin):
    """p.23: after the last feast each player may still put wood and stone into the shed and stone
    house slots and place what they hold; then the game is scored."""
    g = fresh(odin, length="short")
    for _ in range(5):
        finish_round(g)
    g.board(0, "shed")
    g.give(0, wood=4, stone=1, runestone=1)
    to_feast(g)
    while g.prompt["kind"] == "feast":
        g.do("end_feast")
    assert g.s["phase"] == "final" and g.prompt["kind"] == "final"
    first = g.prompt["seat"]
    if first != 0:
        g.do("finish")
    assert g.prompt == {"kind": "final", "seat": 0}
    assert {"type": "slot", "board": 1, "res": "wood"} in g.legal()
    assert {"type": "place", "item": "runestone"} in g.legal()
    for _ in range(3):
        g.do("slot", board=1, res="wood")
    assert {"type": "slot", "board": 1, "res": "wood"} not in g.legal()  # 3 wood slots
    g.do("slot", board=1, res="stone")
    assert g.p(0)["wood"] == 1 and g.p(0)["stone"] == 0
    assert g.m.view(0)["players"][0]["score"]["buildings_minus"] == -2
    g.do("finish")
    if g.s["phase"] != "over":
        g.do("finish")
    assert g.s["phase"] == "over" and g.m.is_over()
    assert g.legal() == []


def test_slots_are_filled_only_at_the_end(odin):
    g = fresh(odin)
    g.board(0, "shed")
    g.give(0, wood=3)
    assert not [a for a in g.legal() if a["type"] == "slot"]


def test_final_income_is_counted_after_the_final_placement(odin):
    """D13: what is placed in the final placement step still raises the final income (p.23)."""
    g = fresh(odin, length="short")
    for _ in range(5):
        finish_round(g)
    g.p(0)["goods"] = {"robe": 1}
    g.touch()
    to_feast(g)
    while g.prompt["kind"] == "feast":
        g.do("end_feast")
    if g.prompt["seat"] != 0:
        g.do("finish")
    g.do("place", item="robe")
    g.do("to", board=0)
    g.do("put", row=9, col=0)
    g.do("finish")
    if g.s["phase"] != "over":
        g.do("finish")
    assert g.m.view(0)["players"][0]["score"]["income"] == 2
