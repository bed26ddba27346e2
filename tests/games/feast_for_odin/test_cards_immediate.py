"""Immediate occupations (yellow, rulebook p.21): what each does when played, once; the slash
"or" pays only the tier reached. Each card's effect is cited in its test's docstring (our own
summary of the card, data/occupations.json)."""

from __future__ import annotations

from games.feast_for_odin.geometry import GEO
from games.feast_for_odin.placement import anchors, check_board, put


def _play(g, card: int, seat: int = 0) -> None:
    """Play `card` from hand through the 2-viking occupation space (O2b)."""
    g.p(seat)["hand"] = [card]
    g.turn(seat)
    g.space("O2b")
    g.do("play", card=card)


def _fresh(odin, players: int = 2, silver: int = 0):
    g = odin(players)
    for seat in range(players):
        g.p(seat)["hand"] = []
        g.p(seat)["goods"] = {}  # no harvest, no starting mead: only what a test gives
        g.give(seat, silver=silver)
    return g


def _card_prompt(g, card: int) -> bool:
    return g.prompt["kind"] == "steps" and g.prompt["steps"][g.prompt["at"]].get("card") == card


def _weapons(g, seat: int = 0) -> int:
    return sum(g.p(seat)["weapons"].values())


def _take_special(g, seat: int, tile: str) -> None:
    g.s["specials"].remove(tile)
    g.p(seat)["specials"].append(tile)


def _occupy(g, seat: int, space: str, vikings: int) -> None:
    """Vikings of `seat` already on `space` this round (taken from its Thing)."""
    g.s["occupied"][space] = {"seat": seat, "vikings": vikings, "round": g.s["round"]}
    g.p(seat)["thing"] -= vikings
    g.touch()


# --- P1: gains scaled by what the player owns ----------------------------------------------------

def test_card_10_milker_one_kind_of_animal(odin):
    """10 Milker: owning sheep or cattle gives 1 milk + 1 silver."""
    g = _fresh(odin)
    g.give(0, pregnant_sheep=1)
    _play(g, 10)
    assert g.goods(0).get("milk") == 1 and g.p(0)["silver"] == 1


def test_card_10_milker_both_kinds_pay_only_the_higher_tier(odin):
    """10 Milker: owning both kinds gives 2 milk + 2 silver (not 3 + 3: slash rule, p.21)."""
    g = _fresh(odin)
    g.give(0, sheep=2, cattle=1)
    _play(g, 10)
    assert g.goods(0).get("milk") == 2 and g.p(0)["silver"] == 2


def test_card_14_ship_owner_counts_complete_fleets(odin):
    """14 Ship Owner: at least one / two of each ship type gives 1 / 2 whale meat."""
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("whaling_boat", 0), ("knarr", 0), ("knarr", 0), ("longship", 0))
    _play(g, 14)
    assert g.goods(0).get("whale_meat") == 1  # only one longship: one complete fleet
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("whaling_boat", 0), ("knarr", 0), ("knarr", 0), ("longship", 0),
            ("longship", 0))
    _play(g, 14)
    assert g.goods(0).get("whale_meat") == 2


def test_card_15_cottager_two_mead_per_house_on_play(odin):
    """15 Cottager (on-play half): 2 mead per stone/long house owned (sheds do not count)."""
    g = _fresh(odin)
    g.give(0)
    g.board(0, "stone_house")
    g.board(0, "long_house")
    g.board(0, "shed")
    _play(g, 15)
    assert g.goods(0).get("mead") == 4


def test_card_16_captain_added_ore_tiers(odin):
    """16 Captain: ore added on whaling boats + longships totalling 4/5/6/7+ gives 2/3/4/5
    silver (printed ore and knarrs do not count)."""
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 1), ("knarr", 0), ("longship", 3))
    _play(g, 16)
    assert g.p(0)["silver"] == 2
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 1), ("longship", 3), ("longship", 3))
    _play(g, 16)
    assert g.p(0)["silver"] == 5
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("longship", 3))
    _play(g, 16)
    assert g.p(0)["silver"] == 0  # the boat's printed ore is not added ore


def test_card_17_orient_shipper_three_steps_to_blue(odin):
    """17 Orient Shipper: upgrade one good three steps to the blue good of the same size."""
    g = _fresh(odin)
    g.give(0, grain=2)
    _play(g, 17)
    assert {"type": "upgrade", "good": "grain"} in g.legal()
    g.do("upgrade", good="grain")
    assert g.goods(0) == {"grain": 1, "silk": 1}
    assert not _card_prompt(g, 17)  # one good only


def test_card_18_fighter_armed_longships(odin):
    """18 Fighter: longships carrying 2+ ore: 1 / 2 / 3+ such ships give silk / jewelry / silver
    hoard (only the tier reached)."""
    g = _fresh(odin)
    g.ships(0, ("longship", 2), ("longship", 3), ("longship", 1))
    _play(g, 18)
    goods = g.goods(0)
    assert goods.get("jewelry") == 1 and "silk" not in goods and "silver_hoard" not in goods


def test_card_19_host_special_tiles(odin):
    """19 Host: owning 3 / 4 / 5+ special tiles gives silk / spices / jewelry."""
    g = _fresh(odin)
    for tile in ("helmet", "belt", "cloakpin", "crucifix"):
        _take_special(g, 0, tile)
    _play(g, 19)
    goods = g.goods(0)
    assert goods.get("spices") == 1 and "silk" not in goods and "jewelry" not in goods


def test_card_22_miner_per_longship(odin):
    """22 Miner: per longship gain 1 stone + 1 ore + 1 silver."""
    g = _fresh(odin)
    g.ships(0, ("longship", 0), ("longship", 0), ("knarr", 0))
    g.give(0, stone=0, ore=0)
    _play(g, 22)
    assert (g.p(0)["stone"], g.p(0)["ore"], g.p(0)["silver"]) == (2, 2, 2)


def test_card_23_custodian_two_silver_per_house(odin):
    """23 Custodian: 2 silver per stone/long house (sheds do not count)."""
    g = _fresh(odin)
    g.board(0, "stone_house")
    g.board(0, "long_house")
    g.board(0, "shed")
    _play(g, 23)
    assert g.p(0)["silver"] == 4


def test_card_24_whaling_equipper_oil_per_knarr_wood_per_boat(odin):
    """24 Whaling Equipper: 1 oil per knarr and 1 wood per whaling boat."""
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("knarr", 0), ("knarr", 0))
    g.give(0, wood=0)
    _play(g, 24)
    assert g.goods(0).get("oil") == 2 and g.p(0)["wood"] == 1


def test_card_25_meat_trader_salt_meat_per_knarr(odin):
    """25 Meat Trader: 1 salt meat per knarr."""
    g = _fresh(odin)
    g.ships(0, ("knarr", 0), ("knarr", 0), ("longship", 0))
    _play(g, 25)
    assert g.goods(0).get("salt_meat") == 2


def test_card_26_meat_inspector_kinds_of_red_goods(odin):
    """26 Meat Inspector: 1 silver per different red-good type in supply (pregnant and normal
    animal = one type)."""
    g = _fresh(odin)
    g.give(0, mead=2, milk=1, sheep=1, pregnant_sheep=1, cattle=1, peas=3, oil=1)
    _play(g, 26)
    assert g.p(0)["silver"] == 4  # mead, milk, sheep, cattle


def test_card_27_fisherman_stockfish_per_whaling_boat(odin):
    """27 Fisherman: 1 stockfish per whaling boat."""
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("whaling_boat", 1), ("knarr", 0))
    _play(g, 27)
    assert g.goods(0).get("stockfish") == 2


def test_card_29_meat_preserver_salt_meat_per_pair_kept(odin):
    """29 Meat Preserver: 1 salt meat per game-meat + whale-meat pair in supply (the pair is kept)."""
    g = _fresh(odin)
    g.give(0, game_meat=3, whale_meat=2)
    _play(g, 29)
    goods = g.goods(0)
    assert goods.get("salt_meat") == 2 and goods["game_meat"] == 3 and goods["whale_meat"] == 2


def test_card_30_silk_merchant_tiers(odin):
    """30 Silk Merchant: 1 / 2 / 3+ silk in supply gives 1 / 3 / 6 silver."""
    g = _fresh(odin)
    g.give(0, silk=2)
    _play(g, 30)
    assert g.p(0)["silver"] == 3 and g.goods(0)["silk"] == 2
    g = _fresh(odin)
    g.give(0, silk=5)
    _play(g, 30)
    assert g.p(0)["silver"] == 6


def test_card_31_storeman_fourth_of_a_good_held_three_times(odin):
    """31 Storeman: choose a non-animal good of which you hold exactly 3 in supply; gain a 4th."""
    g = _fresh(odin)
    g.give(0, oil=3, sheep=3, peas=2, hide=4)
    _play(g, 31)
    copies = [a for a in g.legal() if a["type"] == "copy"]
    assert copies == [{"type": "copy", "good": "oil"}]
    g.do("copy", good="oil")
    assert g.goods(0)["oil"] == 4 and g.goods(0)["sheep"] == 3


def test_card_32_weapons_supplier_draws_by_longships(odin):
    """32 Weapons Supplier: with 1 / 2 / 3+ longships draw 2 / 5 / 10 weapon cards."""
    g = _fresh(odin)
    g.ships(0, ("longship", 0), ("longship", 0))
    before = _weapons(g)
    _play(g, 32)
    assert _weapons(g) == before + 5
    g = _fresh(odin)
    before = _weapons(g)
    _play(g, 32)
    assert _weapons(g) == before  # no longship, no weapons


def test_card_33_sheep_shearer_tiers(odin):
    """33 Sheep Shearer: 3 / 4 / 6+ sheep give 1 / 2 / 3 wool (pregnant sheep count)."""
    g = _fresh(odin)
    g.give(0, sheep=3, pregnant_sheep=1)
    _play(g, 33)
    assert g.goods(0).get("wool") == 2


def test_card_34_shepherd_milk_and_wool(odin):
    """34 Shepherd: 2+ sheep give 1 milk + 1 wool; 4+ sheep add 1 more wool."""
    g = _fresh(odin)
    g.give(0, sheep=4)
    _play(g, 34)
    assert g.goods(0).get("milk") == 1 and g.goods(0).get("wool") == 2
    g = _fresh(odin)
    g.give(0, sheep=1)
    _play(g, 34)
    assert "milk" not in g.goods(0) and "wool" not in g.goods(0)


def test_card_183_grain_delivery_man_adds_crops_per_knarr(odin):
    """183 Grain Delivery-man: 1+ knarr gives peas + beans + flax; 2+ adds grain; 3+ adds cabbage;
    4 adds fruit."""
    g = _fresh(odin)
    g.give(0)
    g.ships(0, ("knarr", 0), ("knarr", 0), ("knarr", 0))
    _play(g, 183)
    assert g.goods(0) == {"peas": 1, "beans": 1, "flax": 1, "grain": 1, "cabbage": 1}


def test_card_188_mineworker_silver_players_less_one(odin):
    """188 Mineworker (on-play half): silver equal to the number of players minus 1."""
    g = _fresh(odin, players=3)
    _play(g, 188)
    assert g.p(0)["silver"] == 2


# --- P2: fixed gains -----------------------------------------------------------------------------

def test_card_11_trident_hunter_takes_a_spear(odin):
    """11 Trident Hunter (on-play half): take a spear."""
    g = _fresh(odin)
    before = g.p(0)["weapons"]["spear"]
    _play(g, 11)
    assert g.p(0)["weapons"]["spear"] == before + 1


def test_card_12_helmsman_gains_a_chest(odin):
    """12 Helmsman (on-play half): gain 1 chest."""
    g = _fresh(odin)
    _play(g, 12)
    assert g.goods(0).get("chest") == 1


def test_card_13_archer_takes_a_bow(odin):
    """13 Archer (on-play half): take a bow."""
    g = _fresh(odin)
    before = g.p(0)["weapons"]["bow"]
    _play(g, 13)
    assert g.p(0)["weapons"]["bow"] == before + 1


def test_card_43_fruit_picker_one_fruit(odin):
    """43 Fruit Picker: gain 1 fruit."""
    g = _fresh(odin)
    _play(g, 43)
    assert g.goods(0).get("fruits") == 1


def test_card_68_supplier_of_weapons_draws_four(odin):
    """68 Supplier of Weapons: draw 4 weapon cards."""
    g = _fresh(odin)
    before = _weapons(g)
    deck = len(g.s["weapon_deck"])
    _play(g, 68)
    assert _weapons(g) == before + 4 and len(g.s["weapon_deck"]) == deck - 4


def test_card_69_equipment_supplier_two_of_each(odin):
    """69 Equipment Supplier: take weapons until you hold 2 of each weapon type."""
    g = _fresh(odin)
    g.give(0, bow=3, snare=1, spear=0, long_sword=2)
    _play(g, 69)
    assert g.p(0)["weapons"] == {"bow": 3, "snare": 2, "spear": 2, "long_sword": 2}


def test_card_87_preacher_crucifix(odin):
    """87 Preacher: take the Crucifix free (or 4 mountain items)."""
    g = _fresh(odin)
    _play(g, 87)
    g.do("option", n=0)
    assert "crucifix" in g.p(0)["specials"] and "crucifix" not in g.s["specials"]


def test_card_87_preacher_four_items_from_one_strip(odin):
    """87 Preacher: or take 4 items from one mountain strip."""
    g = _fresh(odin)
    _play(g, 87)
    g.do("option", n=1)
    strip = list(g.s["strips"][0])
    assert {"type": "take", "strip": 0, "count": 4} in g.legal()
    assert not any(a.get("count", 0) > 4 for a in g.legal())
    sid = g.s["strip_ids"][0]
    g.do("take", strip=0, count=4)
    left = dict(zip(g.s["strip_ids"], g.s["strips"])).get(sid, [])
    assert left == strip[4:]
    assert not _card_prompt(g, 87)  # one strip only


def test_card_87_preacher_without_crucifix_offers_only_the_mountain(odin):
    """87 Preacher: the Crucifix can only be taken while it is on the supply board."""
    g = _fresh(odin)
    _take_special(g, 1, "crucifix")
    _play(g, 87)
    assert [a for a in g.legal() if a["type"] == "option"] == [{"type": "option", "n": 1}]


# --- P3: purchases and exchanges -----------------------------------------------------------------

def test_card_61_wharf_owner_sells_a_longship(odin):
    """61 Wharf Owner: may sell one longship for 8 silver (its ore is lost)."""
    g = _fresh(odin)
    g.ships(0, ("longship", 2), ("longship", 0))
    _play(g, 61)
    assert {"type": "skip"} in g.legal()
    g.do("option", n=0)
    assert g.p(0)["silver"] == 8 and g.p(0)["ships"] == [{"kind": "longship", "ore": 2}]


def test_card_62_fine_blacksmith_crucifix_or_cloakpin(odin):
    """62 Fine Blacksmith: may pay 1 ore + 1 silver for the Crucifix or the Cloakpin."""
    g = _fresh(odin, silver=1)
    g.give(0, ore=1)
    _play(g, 62)
    assert {"type": "option", "n": 0} in g.legal() and {"type": "option", "n": 1} in g.legal()
    g.do("option", n=1)
    assert g.p(0)["specials"] == ["cloakpin"] and g.p(0)["ore"] == 0 and g.p(0)["silver"] == 0


def test_card_63_hornturner_sheep_and_drinking_horn(odin):
    """63 Hornturner: either or both: discard a sheep for salt meat + hide + wool; buy the
    Drinking Horn for 3 silver."""
    g = _fresh(odin, silver=3)
    g.give(0, pregnant_sheep=1)
    _play(g, 63)
    g.do("option", n=0)
    assert g.goods(0) == {"salt_meat": 1, "hide": 1, "wool": 1}
    g.do("option", n=0)
    assert g.p(0)["specials"] == ["drinking_horn"] and g.p(0)["silver"] == 0


def test_card_64_ship_builder_whaling_boat_for_longship(odin):
    """64 Ship Builder: may pay 2 silver to swap a whaling boat for a longship."""
    g = _fresh(odin, silver=2)
    g.ships(0, ("whaling_boat", 1))
    _play(g, 64)
    g.do("option", n=0)
    assert g.p(0)["ships"] == [{"kind": "longship", "ore": 0}] and g.p(0)["silver"] == 0


def test_card_65_dragonslayer_once(odin):
    """65 Dragonslayer: may exchange 2 snares + 2 spears for 1 treasure chest (once)."""
    g = _fresh(odin)
    g.give(0, snare=4, spear=4)
    _play(g, 65)
    g.do("option", n=0)
    assert g.goods(0)["treasure_chest"] == 1 and g.p(0)["weapons"]["snare"] == 2
    assert not _card_prompt(g, 65)


def test_card_67_private_chef_bundle(odin):
    """67 Private Chef: may pay 4 silver for 2 silverware + 1 game meat + 1 mead."""
    g = _fresh(odin, silver=4)
    g.give(0)
    _play(g, 67)
    g.do("option", n=0)
    assert g.goods(0) == {"silverware": 2, "game_meat": 1, "mead": 1} and g.p(0)["silver"] == 0


def test_card_72_earl_stone_house_for_the_round(odin):
    """72 Earl: may buy a stone house for silver equal to the round number."""
    g = _fresh(odin, silver=3)
    g.s["round"] = 3
    left = g.s["buildings"]["stone_house"]
    _play(g, 72)
    g.do("option", n=0)
    assert g.p(0)["silver"] == 0 and [b["id"] for b in g.p(0)["boards"]] == ["home", "stone_house"]
    assert g.s["buildings"]["stone_house"] == left - 1


def test_card_72_earl_needs_the_silver(odin):
    """72 Earl: the price is the round number; with less silver there is nothing to buy."""
    g = _fresh(odin, silver=2)
    g.s["round"] = 3
    _play(g, 72)
    assert not _card_prompt(g, 72)


def test_card_73_metalsmith_one_of_three(odin):
    """73 Metalsmith: choose one: free silverware, or Crucifix for 2 silver, or Chalice for 5."""
    g = _fresh(odin, silver=5)
    _play(g, 73)
    assert [a["n"] for a in g.legal() if a["type"] == "option"] == [0, 1, 2]
    g.do("option", n=2)
    assert g.p(0)["specials"] == ["chalice"] and "silverware" not in g.goods(0)
    assert not _card_prompt(g, 73)


def test_card_74_cowherd_cattle_for_silver_and_grain(odin):
    """74 Cowherd: may pay 2 silver + 1 grain for a cattle."""
    g = _fresh(odin, silver=2)
    g.give(0, grain=1)
    _play(g, 74)
    g.do("option", n=0)
    assert g.goods(0) == {"cattle": 1} and g.p(0)["silver"] == 0


def test_card_75_bone_collector_skin_and_bones(odin):
    """75 Bone Collector: may buy skin-and-bones for 1 silver."""
    g = _fresh(odin, silver=1)
    _play(g, 75)
    g.do("option", n=0)
    assert g.goods(0).get("skin_and_bones") == 1 and g.p(0)["silver"] == 0


def test_card_80_shepherd_boy_sheep_for_two(odin):
    """80 Shepherd Boy: may buy a sheep for 2 silver."""
    g = _fresh(odin, silver=2)
    _play(g, 80)
    g.do("option", n=0)
    assert g.goods(0).get("sheep") == 1 and g.p(0)["silver"] == 0


def test_card_81_quartermaster_weapon_discount(odin):
    """81 Quarter-master: a longship for 8 silver minus 1 per long sword and 1/2 per bow or spear
    held (the price rounded down): 1 sword, 1 bow, 2 spears -> 8 - 1 - 1.5 = 5.5 -> 5."""
    g = _fresh(odin, silver=4)
    g.give(0, long_sword=1, bow=1, spear=2, snare=3)
    _play(g, 81)
    assert not _card_prompt(g, 81)  # 4 silver is not enough
    g = _fresh(odin, silver=5)
    g.give(0, long_sword=1, bow=1, spear=2, snare=3)
    _play(g, 81)
    g.do("option", n=0)
    assert g.p(0)["silver"] == 0 and g.p(0)["ships"] == [{"kind": "longship", "ore": 0}]
    assert g.p(0)["weapons"] == {"bow": 1, "snare": 3, "spear": 2, "long_sword": 1}  # only held


def test_card_82_longship_builder_price_by_knarrs(odin):
    """82 Longship Builder: with 1 / 2 / 3+ knarrs may buy a longship for 6 / 3 / 1 silver."""
    g = _fresh(odin, silver=3)
    g.ships(0, ("knarr", 0), ("knarr", 0))
    _play(g, 82)
    g.do("option", n=0)
    assert g.p(0)["silver"] == 0 and len(g.p(0)["ships"]) == 3
    g = _fresh(odin, silver=8)
    _play(g, 82)
    assert not _card_prompt(g, 82)  # no knarr, no offer


def test_card_86_hide_buyer_one_tier(odin):
    """86 Hide Buyer: may pay 2 / 4 / 6 silver for 1 / 2 / 3 hides (one of them)."""
    g = _fresh(odin, silver=5)
    _play(g, 86)
    assert [a["n"] for a in g.legal() if a["type"] == "option"] == [0, 1]
    g.do("option", n=1)
    assert g.goods(0)["hide"] == 2 and g.p(0)["silver"] == 1 and not _card_prompt(g, 86)


def test_card_184_sponsor_longship_loaded_with_three_ore(odin):
    """184 Sponsor: with 3+ ore in supply, may buy a longship for 4 wood or 3 silver and load 3
    ore onto it."""
    g = _fresh(odin, silver=3)
    g.give(0, ore=4, wood=4)
    _play(g, 184)
    assert [a["n"] for a in g.legal() if a["type"] == "option"] == [0, 1]
    g.do("option", n=1)
    assert g.p(0)["ships"] == [{"kind": "longship", "ore": 3}]
    assert (g.p(0)["ore"], g.p(0)["silver"], g.p(0)["wood"]) == (1, 0, 4)


def test_card_184_sponsor_needs_three_ore(odin):
    """184 Sponsor: only with 3 ore in supply."""
    g = _fresh(odin, silver=3)
    g.give(0, ore=2, wood=4)
    _play(g, 184)
    assert not _card_prompt(g, 184)


# --- P4: goods transformations -------------------------------------------------------------------

def test_card_66_field_farmer_diagonal_up_right(odin):
    """66 Field Farmer: may pay 1 silver to move one orange good one or two steps diagonally
    up-right in the goods boxes (cabbage -> sheep or robe; fruits -> cattle, nothing two steps)."""
    g = _fresh(odin, silver=1)
    g.give(0, cabbage=1, fruits=1, mead=1)
    _play(g, 66)
    moves = {(a["good"], a["to"]) for a in g.legal() if a["type"] == "box_move"}
    assert moves == {("cabbage", "sheep"), ("cabbage", "robe"), ("fruits", "cattle")}
    g.do("box_move", good="cabbage", to="sheep")
    assert g.goods(0) == {"sheep": 1, "fruits": 1, "mead": 1} and g.p(0)["silver"] == 0
    assert not _card_prompt(g, 66)


def test_card_66_field_farmer_costs_a_silver(odin):
    """66 Field Farmer: the move costs 1 silver."""
    g = _fresh(odin, silver=0)
    g.give(0, peas=1)
    _play(g, 66)
    assert not _card_prompt(g, 66)


def test_card_78_traveling_merchant_flips_by_knarrs(odin):
    """78 Traveling Merchant: with 2 knarrs flip up to 4 supply goods to their reverse side."""
    g = _fresh(odin)
    g.ships(0, ("knarr", 0), ("knarr", 0))
    g.give(0, peas=5)
    _play(g, 78)
    for _ in range(4):
        g.do("flip", good="peas")
    assert g.goods(0) == {"peas": 1, "mead": 4} and not _card_prompt(g, 78)


def test_card_79_breeder_cattle_pregnant(odin):
    """79 Breeder: turn one cattle pregnant (not a breeding phase)."""
    g = _fresh(odin)
    g.give(0, cattle=2)
    _play(g, 79)
    g.do("pregnant", animal="cattle")
    assert g.goods(0)["cattle"] == 1 and g.goods(0)["pregnant_cattle"] == 1


def test_card_83_wholesaler_four_of_one_kind(odin):
    """83 Wholesaler: upgrade up to 4 goods of one identical type one step each."""
    g = _fresh(odin)
    g.give(0, grain=5, peas=2)
    _play(g, 83)
    g.do("upgrade", good="grain")
    assert [a["good"] for a in g.legal() if a["type"] == "upgrade"] == ["grain"]
    for _ in range(3):
        g.do("upgrade", good="grain")
    assert g.goods(0) == {"grain": 1, "salt_meat": 4, "peas": 2} and not _card_prompt(g, 83)


# --- P5: extra phases ----------------------------------------------------------------------------

def test_card_5_chief_extra_feast_for_the_owner(odin):
    """5 Chief: hold an extra Feast for yourself alone; the regular Feast still happens."""
    g = _fresh(odin)
    _play(g, 5)
    assert g.prompt["kind"] == "feast" and g.prompt["seat"] == 0
    assert [p["kind"] for p in g.s["stack"]].count("feast") == 1
    open_spaces = g.prompt["end"] - g.prompt["pos"]
    g.do("end_feast")
    assert g.p(0)["penalties"] == open_spaces > 0


def test_card_20_builder_bonus_of_houses_only(odin):
    """20 Builder: run an extra Bonus phase for your stone/long houses only."""
    g = _fresh(odin)
    house = g.board(0, "stone_house")
    house["occ"] = GEO["stone_house"].bonuses[0][2]  # the hide cell surrounded
    g.p(0)["boards"][0]["occ"] = GEO["home"].bonuses[0][2]  # the home board's ore cell too
    g.give(0, ore=0)
    _play(g, 20)
    assert g.goods(0).get("hide") == 1 and g.p(0)["ore"] == 0


def test_card_21_collector_bonus_of_home_board_only(odin):
    """21 Collector: run an extra Bonus phase for your home board only."""
    g = _fresh(odin)
    house = g.board(0, "stone_house")
    house["occ"] = GEO["stone_house"].bonuses[0][2]
    g.p(0)["boards"][0]["occ"] = GEO["home"].bonuses[0][2]
    g.give(0, ore=0)
    _play(g, 21)
    assert g.p(0)["ore"] == 1 and "hide" not in g.goods(0)


def test_card_35_cattle_breeder_extra_breeding(odin):
    """35 Cattle Breeder: run an extra Animal Breeding phase for yourself."""
    g = _fresh(odin)
    g.give(0, cattle=2, pregnant_sheep=1)
    g.give(1, cattle=2)
    _play(g, 35)
    assert g.goods(0)["pregnant_cattle"] == 1 and g.goods(0)["sheep"] == 2
    assert g.goods(1) == {"cattle": 2}  # for the owner alone


# --- P6: actions and vikings ---------------------------------------------------------------------

def test_card_60_inspector_one_viking_back(odin):
    """60 Inspector: move 1 of your Vikings from an action space back to the Thing Square."""
    g = _fresh(odin)
    _occupy(g, 0, "M2a", 2)
    _play(g, 60)
    recalls = [a for a in g.legal() if a["type"] == "recall"]
    # no silver: no second viking; O2b, still being resolved, keeps one of its two
    assert recalls == [{"type": "recall", "space": "M2a", "count": 1}, {"type": "recall", "space": "O2b", "count": 1}]
    thing = g.p(0)["thing"]
    g.do("recall", space="M2a", count=1)
    assert g.p(0)["thing"] == thing + 1 and g.s["occupied"]["M2a"]["vikings"] == 1


def test_card_60_inspector_two_vikings_for_the_round_in_silver(odin):
    """60 Inspector: pay silver = round number to move 2 from one space; the space stays used."""
    g = _fresh(odin, silver=3)
    g.s["round"] = 3
    _occupy(g, 0, "M2a", 2)
    _occupy(g, 1, "W2", 2)
    _play(g, 60)
    assert {"type": "recall", "space": "W2", "count": 1} not in g.legal()  # own vikings only
    thing = g.p(0)["thing"]
    g.do("recall", space="M2a", count=2)
    assert g.p(0)["thing"] == thing + 2 and g.p(0)["silver"] == 0
    assert g.s["occupied"]["M2a"]["vikings"] == 0  # still taken this round
    g.turn(0)
    assert {"type": "space", "space": "M2a"} not in g.legal()


def test_card_76_homecomer_one_back_from_each_fourth_column_space(odin):
    """76 Homecomer: from every fourth-column space holding your Vikings, move 1 back."""
    g = _fresh(odin)
    g.give(0, thing=13)
    _occupy(g, 0, "W4", 4)
    _occupy(g, 0, "C4", 4)
    _occupy(g, 0, "M3a", 3)
    _occupy(g, 1, "L4", 4)
    _play(g, 76)
    occupied = g.s["occupied"]
    assert (occupied["W4"]["vikings"], occupied["C4"]["vikings"]) == (3, 3)
    assert (occupied["M3a"]["vikings"], occupied["L4"]["vikings"]) == (3, 4)
    assert g.p(0)["thing"] == 13 - 11 - 2 + 2


def test_card_77_follower_uses_an_occupied_second_column_space(odin):
    """77 Follower: use one occupied second-column action space without placing Vikings."""
    g = _fresh(odin)
    g.give(0)
    _occupy(g, 1, "W2", 2)
    _play(g, 77)
    assert [a for a in g.legal() if a["type"] == "use_space"] == [{"type": "use_space", "space": "W2"}]
    thing = g.p(0)["thing"]
    g.do("use_space", space="W2")
    assert g.goods(0) == {"flax": 1, "stockfish": 1} and g.p(0)["silver"] == 1
    assert g.p(0)["thing"] == thing and g.s["occupied"]["W2"]["seat"] == 1


def test_card_77_follower_failed_snare_gives_no_vikings_back(odin):
    """77 Follower: no vikings are placed, so a failed snare on the other player's space sends
    none back (theirs stay where they are)."""
    g = _fresh(odin)
    _occupy(g, 1, "HU2b", 2)
    _play(g, 77)
    g.force(8)
    g.do("use_space", space="HU2b")
    things = g.p(0)["thing"], g.p(1)["thing"]
    while {"type": "reroll"} in g.legal():
        g.force(8)
        g.do("reroll")
    g.do("fail")
    assert (g.p(0)["thing"], g.p(1)["thing"]) == things and g.s["occupied"]["HU2b"]["vikings"] == 2


def test_card_84_harbor_guard_emigrates_cheaper_per_large_ship(odin):
    """84 Harbor Guard: may emigrate, paying the round cost minus 1 per large ship owned."""
    g = _fresh(odin, silver=3)
    g.s["round"] = 5
    g.ships(0, ("knarr", 0), ("longship", 1))
    _play(g, 84)
    g.do("emigrate", ship="longship", ore=1)
    assert g.p(0)["silver"] == 0 and g.p(0)["emigrated"] == ["longship"]
    assert g.p(0)["ships"] == [{"kind": "knarr", "ore": 0}]


def test_card_84_harbor_guard_needs_the_discounted_price(odin):
    """84 Harbor Guard: round 5 with 2 large ships costs 3 silver; 2 is not enough."""
    g = _fresh(odin, silver=2)
    g.s["round"] = 5
    g.ships(0, ("knarr", 0), ("longship", 1))
    _play(g, 84)
    assert not _card_prompt(g, 84)


def test_card_85_hornblower_hunt_and_snare_without_vikings(odin):
    """85 Hornblower: may pay 1 silver for a Hunting Game and/or 2 silver for a Laying a Snare
    action, no Vikings needed."""
    g = _fresh(odin, silver=3)
    g.give(0, bow=1, wood=0)
    _play(g, 85)
    thing = g.p(0)["thing"]
    g.force(1)
    g.do("option", n=0)
    assert g.p(0)["silver"] == 2
    g.do("pay", weapon=1, wood=0)
    assert g.goods(0).get("hide") == 1 and g.goods(0).get("game_meat") == 1
    g.force(8)
    g.do("option", n=0)
    while {"type": "reroll"} in g.legal():
        g.force(8)
        g.do("reroll")
    g.do("fail")
    assert g.p(0)["silver"] == 0 and g.p(0)["thing"] == thing and g.p(0)["wood"] == 1


def test_card_85_hornblower_may_decline(odin):
    """85 Hornblower: both actions are optional ("may pay")."""
    g = _fresh(odin, silver=3)
    _play(g, 85)
    assert {"type": "skip"} in g.legal()
    g.do("skip")
    assert {"type": "skip"} in g.legal()
    g.do("skip")
    assert g.p(0)["silver"] == 3 and not _card_prompt(g, 85)


# --- P7: special tiles off any player's board ----------------------------------------------------

def _lay(g, seat: int, tile: str, board_index: int = 0) -> dict:
    """Put `tile` on one of the seat's boards at its first legal position."""
    board = g.p(seat)["boards"][board_index]
    row, col = anchors(board, tile, 0)[0]
    g.s["specials"].remove(tile)
    put(board, tile, 0, row, col)
    return board


def test_card_70_courier_takes_the_cloakpin_off_another_board(odin):
    """70 Courier: if the Cloakpin lies on any player's board, take it; its cells are filled with
    silverware + rune stone."""
    g = _fresh(odin)
    board = _lay(g, 1, "cloakpin")
    covered = board["occ"]
    cells = sorted(c for p in board["pieces"] for c in p["cells"])
    _play(g, 70)
    g.do("reclaim", tile="cloakpin")
    assert g.p(0)["specials"] == ["cloakpin"]
    assert sorted(p["item"] for p in board["pieces"]) == ["runestone", "silverware"]
    assert sorted(c for p in board["pieces"] for c in p["cells"]) == cells and board["occ"] == covered
    check_board(board)


def test_card_70_courier_nothing_while_the_cloakpin_is_not_on_a_board(odin):
    """70 Courier: only a Cloakpin lying on a board can be taken."""
    g = _fresh(odin)
    _take_special(g, 1, "cloakpin")  # in supply, not on a board
    _play(g, 70)
    assert not _card_prompt(g, 70) and g.p(1)["specials"] == ["cloakpin"]


def test_card_71_innkeeper_takes_the_drinking_horn(odin):
    """71 Innkeeper: if the Drinking Horn lies on any player's board, take it; its cells are
    filled with chest + rune stone."""
    g = _fresh(odin)
    g.board(0, "long_house")
    board = _lay(g, 0, "drinking_horn", board_index=1)
    _play(g, 71)
    g.do("reclaim", tile="drinking_horn")
    assert g.p(0)["specials"] == ["drinking_horn"]
    assert sorted(p["item"] for p in board["pieces"]) == ["chest", "runestone"]
    check_board(board)
