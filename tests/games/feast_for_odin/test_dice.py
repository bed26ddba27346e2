"""Dice actions (rulebook pp.17-19, 습격·약탈·수렵): the rulebook's worked examples and the rules
around them — up to three rolls, each replacing the last; modifiers; success, failure, consolation
and the vikings a failure gives back.
"""

from __future__ import annotations

import pytest


def fresh(odin, players: int = 2):
    g = odin(players)
    for p in g.s["players"]:
        p["hand"] = []
    g.turn(0)
    return g


def kinds(g, kind: str) -> list[dict]:
    return [a for a in g.legal() if a["type"] == kind]


# --- rulebook examples ---------------------------------------------------------------------------

def test_failed_raid_rulebook_example(odin):
    """p.18 실패한 습격 예시: a longship (its ore ignored), rolls 4, 5, 3. Spending 2 stone and 1 long
    sword would make 6 (a runestone), but the player declares failure: 1 stone + 1 long sword."""
    g = fresh(odin)
    g.ships(0, ("longship", 2))
    g.give(0, stone=2, long_sword=1)
    g.force(4)
    g.space("SA1")
    assert g.prompt["sub"]["roll"] == 4 and not kinds(g, "loot")  # the ore does not count
    g.force(5)
    g.do("reroll")
    g.force(3)
    g.do("reroll")
    assert {"type": "reroll"} not in g.legal()
    assert not kinds(g, "loot")
    g.do("fail")
    p = g.p(0)
    assert p["stone"] == 3 and p["weapons"]["long_sword"] == 2
    assert g.s["occupied"]["SA1"]["vikings"] == 1  # a raid gives no viking back


def test_failed_raid_example_spending_would_have_taken_a_runestone(odin):
    """The same rolls, the other way: 3 + 2 stone + 1 long sword = 6 takes the runestone (sword 6)."""
    g = fresh(odin)
    g.ships(0, ("longship", 2))
    g.give(0, stone=2, long_sword=1)
    g.force(4)
    g.space("SA1")
    g.force(5)
    g.do("reroll")
    g.force(3)
    g.do("reroll")
    g.do("add", item="stone")
    g.do("add", item="stone")
    assert not kinds(g, "loot")  # 5: still a failure
    g.do("add", item="long_sword")
    assert [a["item"] for a in kinds(g, "loot")] == ["runestone"]
    g.do("loot", item="runestone")
    p = g.p(0)
    assert p["stone"] == 0 and p["weapons"]["long_sword"] == 0 and p["goods"]["runestone"] == 1


def test_successful_pillage_rulebook_example(odin):
    """p.18 성공한 약탈 예시: a longship with 2 ore, 1 more ore armed just before; rolls 4 then 6;
    one long sword spent: 6 + 3 + 1 = 10, and the jewelry is taken. The ore stays on the ship."""
    g = fresh(odin)
    g.ships(0, ("longship", 2))
    g.give(0, ore=1, long_sword=1)
    g.do("arm", ship="longship", ore=2)
    assert g.p(0)["ships"] == [{"kind": "longship", "ore": 3}] and g.p(0)["ore"] == 0
    g.force(4)
    g.space("SA2")
    g.force(6)
    g.do("reroll")
    assert {"type": "loot", "item": "jewelry"} not in g.legal()  # 9 so far
    g.do("add", item="long_sword")
    assert {"type": "reroll"} not in g.legal()  # D15: nothing is rolled after spending
    loot = {a["item"] for a in kinds(g, "loot")}
    assert "jewelry" in loot and "treasure_chest" not in loot and "throwing_axe" not in loot
    g.do("loot", item="jewelry")
    p = g.p(0)
    assert p["goods"]["jewelry"] == 1 and p["weapons"]["long_sword"] == 0
    assert p["ships"] == [{"kind": "longship", "ore": 3}]


def test_successful_whaling_rulebook_example(odin):
    """p.19 성공한 포경 예시: two whaling boats with 1 extra ore each and a third bought just before,
    5 ore in all (printed ones included). 8 would cost 3; the reroll 4 gives −1, counted as 0: an
    immediate success, no further roll, nothing paid."""
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 1), ("whaling_boat", 1))
    g.give(0, silver=3, wood=5, spear=1)
    g.do("buy", ship="whaling_boat")
    assert g.p(0)["silver"] == 0 and len(g.p(0)["ships"]) == 3
    g.force(8)
    g.space("HU3")
    pays = kinds(g, "pay")
    assert pays and all(a["weapon"] + a["wood"] == 3 for a in pays)
    g.force(4)
    g.do("reroll")
    p = g.p(0)
    assert p["goods"]["oil"] == 1 and p["goods"]["skin_and_bones"] == 1 and p["goods"]["whale_meat"] == 1
    assert p["wood"] == 5 and p["weapons"]["spear"] == 1
    assert g.prompt["kind"] != "space"


def test_a_low_result_of_zero_on_the_first_roll_ends_the_action_at_once(odin):
    """p.19: at 0 the player may neither reroll nor declare failure."""
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 1))
    g.force(2)
    g.space("HU4")
    assert g.p(0)["goods"]["whale_meat"] == 1
    assert g.prompt["kind"] != "space"
    assert g.s["occupied"]["HU4"]["vikings"] == 4


# --- rolling ---------------------------------------------------------------------------------------

def test_three_rolls_at_most_each_replacing_the_last(odin):
    """p.17: up to 3 rolls; a new roll discards the previous result."""
    g = fresh(odin)
    g.give(0, wood=9, bow=0)
    g.force(2)
    g.space("HU1a")
    g.force(6)
    g.do("reroll")
    assert kinds(g, "pay") == [{"type": "pay", "weapon": 0, "wood": 6}]  # not 2
    g.force(5)
    g.do("reroll")
    assert {"type": "reroll"} not in g.legal()
    g.do("pay", weapon=0, wood=5)
    assert g.p(0)["wood"] == 4


def test_hunting_and_raiding_use_the_orange_d8_whaling_and_pillage_the_blue_d12(odin):
    """p.17: the orange die has 8 faces, the blue 12 (a forced 9 is only possible on the d12)."""
    g = fresh(odin)
    g.force(9)
    with pytest.raises(ValueError):
        g.space("HU1a")
    g = fresh(odin)
    g.ships(0, ("longship", 0))
    g.force(9)
    g.space("SA2")
    assert g.prompt["sub"]["roll"] == 9


def test_failure_may_be_declared_at_any_result(odin):
    g = fresh(odin)
    g.give(0, wood=5, bow=0)
    g.force(1)
    g.space("HU1a")
    assert {"type": "fail"} in g.legal()
    g.do("fail")
    assert g.p(0)["wood"] == 6 and g.p(0)["weapons"]["bow"] == 1


# --- failures: consolation and vikings back (D11) ---------------------------------------------------

@pytest.mark.parametrize(("space", "ships", "consolation", "back"), [
    ("HU1a", (), {"wood": 1, "bow": 1}, 0),
    ("HU2a", (), {"wood": 1, "bow": 1}, 0),
    ("HU2b", (), {"wood": 1, "snare": 1}, 1),
    ("HU3", (("whaling_boat", 0),), {"wood": 1, "spear": 1}, 2),
    ("HU4", (("whaling_boat", 0),), {"wood": 1, "spear": 1}, 2),
    ("SA1", (("longship", 0),), {"stone": 1, "long_sword": 1}, 0),
    ("SA2", (("longship", 0),), {"stone": 1, "long_sword": 1}, 1),
    ("SA3", (("longship", 0),), {"stone": 1, "long_sword": 1}, 1),
])
def test_a_failure_gives_its_consolation_and_its_vikings_back(odin, space, ships, consolation, back):
    """p.17-19: hunting and raiding give nothing back; a failed snare gives 1 viking back, a failed
    whaling 2, a failed pillage 1 — to be used later this round. The space stays occupied."""
    g = fresh(odin)
    g.ships(0, *ships)
    g.give(0, wood=0, stone=0, bow=0, snare=0, spear=0, long_sword=0)
    thing = g.p(0)["thing"]
    g.force(7)
    g.space(space)
    col = g.s["occupied"][space]["vikings"]
    g.do("fail")
    p = g.p(0)
    got = {k: p[k] for k in ("wood", "stone") if p[k]} | {k: v for k, v in p["weapons"].items() if v}
    assert got == consolation
    assert p["thing"] == thing - col + back
    assert g.s["occupied"][space] == {"seat": 0, "vikings": col - back, "round": 1}
    g.turn(1)
    assert {"type": "space", "space": space} not in g.legal()


def test_vikings_given_back_may_be_placed_again_this_round(odin):
    g = fresh(odin)
    g.ships(0, ("whaling_boat", 0))
    g.p(0)["thing"] = 3
    g.touch()
    g.force(12)
    g.space("HU3")
    assert g.p(0)["thing"] == 0
    g.do("fail")
    assert g.p(0)["thing"] == 2
    g.turn(0)
    assert {"type": "space", "space": "M2a"} in g.legal()


# --- the vikings "may" come back (issue 11, ruling D11) ------------------------------------------

def _failed_whaling(odin, *cards: int, thing: int = 4):
    g = fresh(odin)
    g.p(0)["played"] = list(cards)
    g.ships(0, ("whaling_boat", 0))
    g.give(0, thing=thing)
    g.force(9)
    g.space("HU3")
    return g


def test_card_161_whaling_assistant_failed_whaling_may_keep_its_vikings(odin):
    """p.18 (실패): "포경에 실패하면, 해당 행동 칸에 놓인 바이킹 2명을 의회 광장으로 되돌려 놓을 수
    있으며" — the player *may* take them back. With 161 Whaling Assistant (7+ vikings in the third
    column at the bonus phase) keeping them on HU3 can pay, so failure offers 2, 1 or 0 back."""
    g = _failed_whaling(odin, 161)
    wood, spears = g.p(0)["wood"], g.p(0)["weapons"]["spear"]
    assert kinds(g, "fail") == [{"type": "fail", "back": 2}, {"type": "fail", "back": 1}, {"type": "fail", "back": 0}]
    g.do("fail", back=0)
    assert g.s["occupied"]["HU3"]["vikings"] == 3 and g.p(0)["thing"] == 1
    assert (g.p(0)["wood"], g.p(0)["weapons"]["spear"]) == (wood + 1, spears + 1)  # the consolation all the same


def test_card_168_earl_of_lade_chooses_how_many_vikings_come_back(odin):
    """168 Earl of Lade pays each time the Thing becomes exactly 3: one viking back of two lets
    the player choose when that happens."""
    g = _failed_whaling(odin, 168, thing=4)
    assert g.p(0)["thing"] == 1
    silver = g.p(0)["silver"]
    assert {"type": "fail", "back": 1} in g.legal()
    g.do("fail", back=2)
    assert g.p(0)["thing"] == 3 and g.p(0)["silver"] == silver + 1


def test_card_162_flax_farmer_failed_snare_may_keep_its_viking(odin):
    """162 Flax Farmer counts the second column (the snare HU2b is there); 161 Whaling Assistant
    counts the third, so with it alone the snare's viking simply comes back."""
    for cards, asked in (((162,), True), ((161,), False)):
        g = fresh(odin)
        g.p(0)["played"] = list(cards)
        g.touch()
        g.force(8)
        g.space("HU2b")
        assert (kinds(g, "fail") == [{"type": "fail", "back": 1}, {"type": "fail", "back": 0}]) == asked
        assert (kinds(g, "fail") == [{"type": "fail"}]) == (not asked)


def test_without_such_a_card_the_vikings_simply_come_back(odin):
    """No card counts them: taking them back can only help (a player may always pass), so no extra
    question — one failure, with every viking back."""
    g = _failed_whaling(odin, 151)  # Thing Spokesman: more silver the more come back, never less
    assert kinds(g, "fail") == [{"type": "fail"}]
    g.do("fail")
    assert g.s["occupied"]["HU3"]["vikings"] == 1 and g.p(0)["thing"] == 3


def test_consolation_weapon_comes_from_the_discard_pile_first(odin):
    """p.19 ****: a consolation (or snare reward) card is searched in the discard pile, then in
    the deck (which is shuffled); D16: if neither has one it is an extra card."""
    g = fresh(odin)
    g.s["weapon_discard"] = ["bow", "snare"]
    deck = list(g.s["weapon_deck"])
    g.give(0, bow=0)
    g.force(8)
    g.space("HU1a")
    g.do("fail")
    assert g.s["weapon_discard"] == ["snare"] and g.s["weapon_deck"] == deck
    assert g.p(0)["weapons"]["bow"] == 1
    g = fresh(odin)
    g.s["weapon_discard"] = []
    g.s["weapon_deck"] = ["spear", "bow", "spear"]
    g.give(0, bow=0)
    g.force(8)
    g.space("HU1a")
    g.do("fail")
    assert sorted(g.s["weapon_deck"]) == ["spear", "spear"] and g.p(0)["weapons"]["bow"] == 1
    g = fresh(odin)
    g.s["weapon_discard"] = []
    g.s["weapon_deck"] = ["spear"]
    g.give(0, bow=0)
    g.force(8)
    g.space("HU1a")
    g.do("fail")
    assert g.p(0)["weapons"]["bow"] == 1 and g.s["weapons_extra"] == 1


def test_weapons_paid_go_to_the_discard_pile(odin):
    g = fresh(odin)
    g.s["weapon_discard"] = []
    g.give(0, wood=0, bow=2)
    g.force(2)
    g.space("HU1a")
    g.do("pay", weapon=2, wood=0)
    assert g.s["weapon_discard"] == ["bow", "bow"]


def test_raid_modifiers_one_each_and_no_loot_above_the_result(odin):
    """p.18: every stone or long sword spent adds 1 (past 8 too); any blue tile whose sword value
    is at most the result, ordinary blue goods or special tiles still on the supply board."""
    g = fresh(odin)
    g.ships(0, ("longship", 0))
    g.give(0, stone=3, long_sword=2)
    g.force(8)
    g.space("SA1")
    for item in ("stone", "stone", "stone", "long_sword", "long_sword"):
        g.do("add", item=item)
    loot = {a["item"] for a in kinds(g, "loot")}
    assert "round_shield" in loot and "silver_hoard" not in loot and "english_crown" not in loot  # 13
    g.s["specials"].remove("round_shield")
    g.touch()
    assert {"type": "loot", "item": "round_shield"} not in g.legal()
    g.do("loot", item="chalice")
    assert g.p(0)["specials"] == ["chalice"] and "chalice" not in g.s["specials"]


def test_the_crown_can_be_pillaged_at_sixteen(odin):
    """p.18: the English crown has the highest sword value, 16."""
    g = fresh(odin)
    g.ships(0, ("longship", 3))
    g.give(0, long_sword=1)
    g.force(12)
    g.space("SA3")
    assert {"type": "loot", "item": "english_crown"} not in g.legal()
    g.do("add", item="long_sword")
    g.do("loot", item="english_crown")
    assert g.p(0)["specials"] == ["english_crown"]
