"""Occupations around dice actions (rulebook pp.17-19 for the dice, pp.21-22 for card types): roll
and loot modifiers, what a card does before the first roll, and bonuses once a hunt, snare,
whaling, raid or pillage is settled."""

from __future__ import annotations


def _play(g, card: int, seat: int = 0) -> None:
    """Play `card` from hand through the 2-viking occupation space (O2b)."""
    g.p(seat)["hand"] = [card]
    g.turn(seat)
    g.space("O2b")
    g.do("play", card=card)


def fresh(odin, card: int):
    """A 2-player game where seat 0 has played `card` and may place 6 more vikings."""
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
    _play(g, card)
    g.turn(0)
    g.give(0, thing=6, silver=0, wood=0, stone=0, ore=0, bow=0, snare=0, spear=0, long_sword=0)
    g.p(0)["goods"] = {}
    return g


def kinds(g, kind: str) -> list[dict]:
    return [a for a in g.legal() if a["type"] == kind]


def loot(g) -> set[str]:
    return {a["item"] for a in kinds(g, "loot")}


# --- roll modifiers ------------------------------------------------------------------------------

def test_card_4_hunter_lowers_every_roll(odin):
    """4 Hunter: every die roll you make is reduced by 1, in all dice actions (raids too)."""
    g = fresh(odin, 4)
    g.give(0, wood=5)
    g.force(3)
    g.space("HU1a")
    assert kinds(g, "pay") == [{"type": "pay", "weapon": 0, "wood": 2}]
    g = fresh(odin, 4)
    g.ships(0, ("longship", 0))
    g.force(7)
    g.space("SA1")
    assert "runestone" in loot(g) and "silverware" not in loot(g)  # 7 - 1 = 6


def test_card_11_trident_hunter_spear_worth_two_when_whaling(odin):
    """11 Trident Hunter (each-time half): when whaling, each spear spent lowers the result by 2."""
    g = fresh(odin, 11)
    g.ships(0, ("whaling_boat", 0))
    g.give(0, spear=3, wood=1)
    g.force(6)
    g.space("HU4")  # 6 - 1 printed ore = 5
    pays = kinds(g, "pay")
    assert {"type": "pay", "weapon": 3, "wood": 0} in pays and {"type": "pay", "weapon": 2, "wood": 1} in pays
    g.do("pay", weapon=2, wood=1)
    assert g.goods(0)["whale_meat"] == 1 and g.p(0)["weapons"]["spear"] == 1
    g = fresh(odin, 11)
    g.give(0, bow=3)
    g.force(4)
    g.space("HU1a")
    assert {"type": "pay", "weapon": 2, "wood": 0} not in kinds(g, "pay")  # a bow is still worth 1


def test_card_13_archer_lowers_hunting_rolls_only(odin):
    """13 Archer (each-time half): every Hunting Game roll is reduced by 1."""
    g = fresh(odin, 13)
    g.give(0, wood=9)
    g.force(5)
    g.space("HU1a")
    assert kinds(g, "pay") == [{"type": "pay", "weapon": 0, "wood": 4}]
    g = fresh(odin, 13)
    g.give(0, wood=9)
    g.force(5)
    g.space("HU2b")
    assert kinds(g, "pay") == [{"type": "pay", "weapon": 0, "wood": 5}]  # a snare is not a hunt


def test_card_146_sledger_lowers_hunting_and_snare_rolls(odin):
    """146 Sledger: -1 on every Hunting Game and Laying a Snare roll (not on raids)."""
    for space in ("HU1a", "HU2b"):
        g = fresh(odin, 146)
        g.give(0, wood=9)
        g.force(5)
        g.space(space)
        assert kinds(g, "pay") == [{"type": "pay", "weapon": 0, "wood": 4}]
    g = fresh(odin, 146)
    g.ships(0, ("longship", 0))
    g.force(7)
    g.space("SA1")
    assert "silverware" in loot(g)


def test_card_136_raider_adds_one_to_raid_and_pillage_rolls(odin):
    """136 Raider: +1 on every raid and pillage roll."""
    g = fresh(odin, 136)
    g.ships(0, ("longship", 0))
    g.force(5)
    g.space("SA1")
    assert loot(g) == {"runestone"}
    g.force(6)
    g.do("reroll")
    assert "silverware" in loot(g)  # every roll, not only the first


def test_card_136_raider_may_split_the_result_between_two_goods(odin):
    """136 Raider: the raid or pillage result may be split to take two goods, their sword values
    adding up to at most the result."""
    g = fresh(odin, 136)
    g.ships(0, ("longship", 3))
    g.force(12)
    g.space("SA2")  # 12 + 3 ore + 1 = 16
    g.do("loot", item="runestone")
    left = loot(g)
    assert "jewelry" in left and "treasure_chest" not in left  # 16 - 6 = 10 left
    assert {"type": "fail"} not in g.legal() and {"type": "end_loot"} in g.legal()
    g.do("loot", item="jewelry")
    assert g.goods(0)["runestone"] == 1 and g.goods(0)["jewelry"] == 1
    assert g.prompt["kind"] != "space"


def test_card_89_catapulter_stone_adds_two(odin):
    """89 Catapulter: in a raid or pillage each stone spent adds 2 instead of 1."""
    g = fresh(odin, 89)
    g.ships(0, ("longship", 0))
    g.give(0, stone=1)
    g.force(4)
    g.space("SA1")
    g.do("add", item="stone")
    assert loot(g) == {"runestone"}  # 4 + 2


def test_card_137_melee_fighter_spends_spears_as_long_swords(odin):
    """137 Melee Fighter: in a raid or pillage, spears may be spent as long swords."""
    g = fresh(odin, 137)
    g.ships(0, ("longship", 0))
    g.give(0, spear=1)
    g.force(5)
    g.space("SA1")
    assert {"type": "add", "item": "spear"} in g.legal()
    g.do("add", item="spear")
    g.do("loot", item="runestone")
    assert g.p(0)["weapons"]["spear"] == 0 and "spear" in g.s["weapon_discard"]


def test_card_90_sword_fighter_ore_for_two_on_every_raid_roll(odin):
    """90 Sword Fighter: before a raid, may remove 1 ore from the longship for +2 on every roll."""
    g = fresh(odin, 90)
    g.ships(0, ("longship", 2))
    g.space("SA1")
    assert g.legal() == [{"type": "unload", "ore": 2}, {"type": "skip"}]  # before any roll
    g.force(4)
    g.do("unload", ore=2)
    assert g.p(0)["ships"] == [{"kind": "longship", "ore": 1}]
    assert loot(g) == {"runestone"}  # 4 + 2
    g.force(5)
    g.do("reroll")
    assert "silverware" in loot(g)
    g = fresh(odin, 90)
    g.ships(0, ("longship", 2))
    g.force(4)
    g.space("SA2")  # not before a pillage
    assert not kinds(g, "unload") and g.prompt["sub"]["roll"] == 4


def test_card_132_berserker_ore_for_three_on_every_pillage_roll(odin):
    """132 Berserker: before pillaging, may remove 1 ore from the longship for +3 on every roll
    (the ship's remaining ore still counts)."""
    g = fresh(odin, 132)
    g.ships(0, ("longship", 3))
    g.space("SA2")
    g.force(5)
    g.do("unload", ore=3)
    found = loot(g)
    assert "jewelry" in found and "treasure_chest" not in found  # 5 + 2 ore + 3 = 10
    g = fresh(odin, 132)
    g.ships(0, ("longship", 3))
    g.force(5)
    g.space("SA1")  # not before a raid
    assert not kinds(g, "unload")


# --- loot ----------------------------------------------------------------------------------------

def test_card_138_robber_takes_a_green_good_for_its_blue_value_minus_one(odin):
    """138 Robber: raid/pillage loot may be a green good instead of a blue one, costing the sword
    value of its blue side minus 1 (oil: runestone 6 - 1 = 5)."""
    g = fresh(odin, 138)
    g.ships(0, ("longship", 0))
    g.force(5)
    g.space("SA1")
    assert loot(g) == {"oil"}  # hide would cost 7 - 1 = 6
    g.do("loot", item="oil")
    assert g.goods(0)["oil"] == 1


def test_card_139_loot_hunter_top_special_tile_needs_one_less(odin):
    """139 Loot Hunter: in raids and pillages the highest-valued available special tile(s) need 1
    less; the others keep their value."""
    g = fresh(odin, 139)
    g.ships(0, ("longship", 3))
    g.force(12)
    g.space("SA3")  # 15
    assert "english_crown" in loot(g)
    g = fresh(odin, 139)
    g.ships(0, ("longship", 3))
    g.force(9)
    g.space("SA3")  # 12
    assert "chalice" in loot(g) and "round_shield" not in loot(g)


# --- before the roll -----------------------------------------------------------------------------

def test_card_145_forester_mountain_item_before_hunting(odin):
    """145 Forester: before each Hunting Game action, may take 1 mountain item."""
    g = fresh(odin, 145)
    g.give(0, wood=9)
    first = g.s["strips"][0][0]
    g.space("HU1a")
    assert kinds(g, "take") and not kinds(g, "pay") and "die" not in g.prompt["sub"]
    assert all(a["count"] == 1 for a in kinds(g, "take"))
    g.force(3)
    g.do("take", strip=0, count=1)
    assert kinds(g, "pay")
    assert g.p(0)["wood"] == 9 + (1 if first == "wood" else 0)


# --- once the action is settled ------------------------------------------------------------------

def snare(g, roll: int, wood: int = 9) -> None:
    g.give(0, wood=wood)
    g.force(roll)
    g.space("HU2b")


def test_card_126_trapper_silver_on_snare_success(odin):
    """126 Trapper: each successful Laying a Snare gives 1 more silver."""
    g = fresh(odin, 126)
    snare(g, 2)
    g.do("pay", weapon=0, wood=2)
    assert g.p(0)["silver"] == 1
    g = fresh(odin, 126)
    snare(g, 2)
    g.do("fail")
    assert g.p(0)["silver"] == 0


def test_card_127_angler_stockfish_on_snare_success(odin):
    """127 Angler: each successful Laying a Snare gives 1 more stockfish."""
    g = fresh(odin, 127)
    snare(g, 2)
    g.do("pay", weapon=0, wood=2)
    assert g.goods(0)["stockfish"] == 1 and g.goods(0)["fur"] == 1


def test_card_128_digger_mountain_item_after_snare_success(odin):
    """128 Digger: after each successful Laying a Snare, take 1 mountain item."""
    g = fresh(odin, 128)
    snare(g, 2)
    g.do("pay", weapon=0, wood=2)
    assert kinds(g, "take") and all(a["count"] == 1 for a in kinds(g, "take"))
    before = len(g.s["strips"][0])
    g.do("take", strip=0, count=1)
    assert len(g.s["strips"][0]) == before - 1 or len(g.s["strips"]) < 2


def test_card_129_meat_curer_snare_for_salt_meat(odin):
    """129 Meat Curer: after a successful snare, may discard 1 snare (the one just won too) for
    1 salt meat."""
    g = fresh(odin, 129)
    snare(g, 2)
    g.do("pay", weapon=0, wood=2)
    assert g.p(0)["weapons"]["snare"] == 1
    g.do("option", n=0)
    assert g.goods(0)["salt_meat"] == 1 and g.p(0)["weapons"]["snare"] == 0


def test_card_130_snare_specialist_two_snares_for_a_viking_back(odin):
    """130 Snare Specialist: after success on the 2-viking snare space, may discard 2 snares to take
    one of its vikings back."""
    g = fresh(odin, 130)
    g.give(0, snare=1)
    snare(g, 2)
    assert g.p(0)["thing"] == 4
    g.do("pay", weapon=0, wood=2)
    assert g.p(0)["weapons"]["snare"] == 2
    g.do("recall")
    assert g.p(0)["thing"] == 5 and g.s["occupied"]["HU2b"]["vikings"] == 1
    assert g.p(0)["weapons"]["snare"] == 0


def test_card_131_bait_layer_stockfish_for_game_meat_after_any_snare(odin):
    """131 Bait Layer: after every snare action, success or not, may exchange stockfish for game meat."""
    g = fresh(odin, 131)
    g.give(0, stockfish=1)
    snare(g, 5)
    g.do("fail")
    g.do("option", n=0)
    assert g.goods(0).get("game_meat") == 1 and "stockfish" not in g.goods(0)


def raid(g, roll: int, **holdings) -> None:
    g.ships(0, ("longship", 0))
    g.give(0, **holdings)
    g.force(roll)
    g.space("SA1")


def test_card_104_disheartened_warrior_early_failure_adds_stockfish_or_oil(odin):
    """104 Disheartened Warrior: declaring a raid failed after the first or second roll adds stockfish
    or oil to the normal consolation (stone + long sword)."""
    g = fresh(odin, 104)
    raid(g, 3)
    g.do("fail")
    assert kinds(g, "option") == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    g.do("option", n=1)
    assert g.goods(0)["oil"] == 1 and g.p(0)["stone"] == 1 and g.p(0)["weapons"]["long_sword"] == 1
    g = fresh(odin, 104)
    raid(g, 3)
    g.force(2)
    g.do("reroll")
    g.force(1)
    g.do("reroll")
    g.do("fail")  # after the third roll: only the consolation
    assert not kinds(g, "option") and g.prompt["kind"] != "space"


def test_card_133_lance_bearer_silver_or_peas_on_raid_success(odin):
    """133 Lance Bearer: each successful raid gives 1 silver or 1 peas."""
    g = fresh(odin, 133)
    raid(g, 6)
    g.do("loot", item="runestone")
    g.do("option", n=1)
    assert g.goods(0)["peas"] == 1 and g.p(0)["silver"] == 0


def test_card_134_drunkard_mead_on_failed_raid(odin):
    """134 Drunkard: each failed raid (a declared failure too) gives 1 mead."""
    g = fresh(odin, 134)
    mead = g.goods(0).get("mead", 0)
    raid(g, 8)
    g.do("fail")
    assert g.goods(0)["mead"] == mead + 1


def test_card_135_lone_wolf_single_long_sword_comes_back(odin):
    """135 Lone Wolf: a raid or pillage won with exactly 1 long sword spent gives that sword back."""
    g = fresh(odin, 135)
    raid(g, 5, long_sword=2)
    g.do("add", item="long_sword")
    g.do("loot", item="runestone")
    assert g.p(0)["weapons"]["long_sword"] == 2
    g = fresh(odin, 135)
    raid(g, 5, long_sword=2)
    g.do("add", item="long_sword")
    g.do("add", item="long_sword")
    g.do("loot", item="silverware")
    assert g.p(0)["weapons"]["long_sword"] == 0


def whaling(g, roll: int, boats: int = 1, space: str = "HU4", **holdings) -> None:
    g.ships(0, *[("whaling_boat", 0)] * boats)
    g.give(0, **holdings)
    g.force(roll)
    g.space(space)


def test_card_140_blubber_cook_oil_on_whaling_success(odin):
    """140 Blubber Cook: each successful whaling gives 1 more oil."""
    g = fresh(odin, 140)
    whaling(g, 1)
    assert g.goods(0)["oil"] == 2


def test_card_141_ivory_sculptor_crops_by_boats_without_wood(odin):
    """141 Ivory Sculptor: whaling won without spending wood: 1/2/3 whaling boats used give
    cabbage/beans/peas (only the tier reached)."""
    g = fresh(odin, 141)
    whaling(g, 1)  # 1 - 1 printed ore = 0: success at once
    assert g.goods(0).get("cabbage") == 1
    g = fresh(odin, 141)
    whaling(g, 2, boats=2, space="HU3")
    assert g.goods(0).get("beans") == 1 and "cabbage" not in g.goods(0)
    g = fresh(odin, 141)
    whaling(g, 4, wood=3)
    g.do("pay", weapon=0, wood=3)
    assert "cabbage" not in g.goods(0)


def test_card_142_whale_catcher_single_spear_comes_back(odin):
    """142 Whale Catcher: whaling won with exactly 1 spear spent gives that spear back."""
    g = fresh(odin, 142)
    g.s["weapon_discard"] = []
    whaling(g, 3, spear=1, wood=1)
    g.do("pay", weapon=1, wood=1)
    assert g.p(0)["weapons"]["spear"] == 1 and "spear" not in g.s["weapon_discard"]
    g = fresh(odin, 142)
    whaling(g, 3, spear=2)
    g.do("pay", weapon=2, wood=0)
    assert g.p(0)["weapons"]["spear"] == 0


def hunt(g, roll: int, space: str = "HU1a", **holdings) -> None:
    g.give(0, **holdings)
    g.force(roll)
    g.space(space)


def test_card_143_antlers_seller_silver_on_hunting_success(odin):
    """143 Antlers Seller: each successful Hunting Game gives 1 more silver."""
    g = fresh(odin, 143)
    hunt(g, 2, wood=2)
    g.do("pay", weapon=0, wood=2)
    assert g.p(0)["silver"] == 1


def test_card_144_deerstalker_buys_skin_and_bones_after_a_hunt(odin):
    """144 Deerstalker: after a successful hunt, may buy skin and bones for 2 silver."""
    g = fresh(odin, 144)
    hunt(g, 2, wood=2, silver=3)
    g.do("pay", weapon=0, wood=2)
    assert {"type": "skip"} in g.legal()
    g.do("option", n=0)
    assert g.goods(0)["skin_and_bones"] == 1 and g.p(0)["silver"] == 1


def test_card_163_farmhand_hide_and_silver_on_the_two_viking_hunt(odin):
    """163 Farmhand: success on the 2-viking Hunting Game space gives 1 more hide + 1 silver."""
    g = fresh(odin, 163)
    hunt(g, 2, space="HU2a", wood=2)
    g.do("pay", weapon=0, wood=2)
    assert g.goods(0)["hide"] == 2 and g.p(0)["silver"] == 1
    g = fresh(odin, 163)
    hunt(g, 2, space="HU1a", wood=2)
    g.do("pay", weapon=0, wood=2)
    assert g.goods(0)["hide"] == 1 and g.p(0)["silver"] == 0
