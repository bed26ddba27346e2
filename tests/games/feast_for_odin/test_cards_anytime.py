"""Any-time occupations (blue, rulebook p.21: any number of times, at any decision of the owner)
and as-soon-as occupations (green, p.22: once, the first time the condition holds)."""

from __future__ import annotations

from games.feast_for_odin.hooks import HOOKS_AT
from games.feast_for_odin.occupations import cards_soon
from games.feast_for_odin.scoring import score


def _play(g, *cards: int, seat: int = 0) -> None:
    """Play up to 2 cards from hand through the 2-viking occupation space (O2b), then give the
    turn back."""
    g.p(seat)["hand"] = list(cards)
    g.turn(seat)
    g.space("O2b")
    for card in cards:
        g.do("play", card=card)
    g.turn(seat)


def _exchanges(g, card: int) -> list[dict]:
    return [a for a in g.legal() if a["type"] == "exchange" and a["card"] == card]


def _abilities(g, card: int) -> list[dict]:
    return [a for a in g.legal() if a["type"] == "ability" and a["card"] == card]


def _fresh(odin, players: int = 2):
    g = odin(players)
    for p in g.s["players"]:
        p["hand"] = []
    return g


# --- P8: repeatable exchanges -----------------------------------------------------------------------

def test_card_44_master_tailor_hide_wool_linen_for_clothing_and_3_silver(odin):
    """44 Master Tailor: any time, repeatable: hide + wool + linen -> clothing + 3 silver."""
    g = _fresh(odin)
    _play(g, 44)
    g.give(0, hide=2, wool=2, linen=1, silver=0)
    g.do("exchange", card=44, n=0)
    assert g.goods(0)["clothing"] == 1 and g.p(0)["silver"] == 3
    assert g.goods(0)["hide"] == 1 and "linen" not in g.goods(0)
    assert not _exchanges(g, 44)  # no linen left


def test_card_45_pirate_wood_and_6_silver_for_a_treasure_chest(odin):
    """45 Pirate: any time, repeatable: 1 wood + 6 silver -> treasure chest."""
    g = _fresh(odin)
    _play(g, 45)
    g.give(0, wood=2, silver=11)
    g.do("exchange", card=45, n=0)
    assert g.goods(0)["treasure_chest"] == 1 and g.p(0)["silver"] == 5 and g.p(0)["wood"] == 1
    assert not _exchanges(g, 45)  # 5 silver is not enough


def test_card_46_ship_architect_builds_longships_with_wool_or_linen(odin):
    """46 Ship Architect: 3 wood + 1 wool (or linen) -> longship, as often as a berth is free;
    no Ship Building action."""
    g = _fresh(odin)
    _play(g, 46)
    g.give(0, wood=9, wool=1, linen=1)
    g.ships(0, ("knarr", 0), ("knarr", 0))
    assert _exchanges(g, 46) == [{"type": "exchange", "card": 46, "n": 0}, {"type": "exchange", "card": 46, "n": 1}]
    g.do("exchange", card=46, n=0)
    g.do("exchange", card=46, n=1)
    assert sorted(s["kind"] for s in g.p(0)["ships"]) == ["knarr", "knarr", "longship", "longship"]
    assert g.p(0)["wood"] == 3 and "wool" not in g.goods(0) and "linen" not in g.goods(0)
    g.give(0, wool=1)
    assert not _exchanges(g, 46)  # all four large berths are taken
    assert g.prompt["kind"] == "turn"  # not a space: no Ship Building action was taken


def test_card_48_farmer_cattle_pregnant_or_not_for_jewelry(odin):
    """48 Farmer: any time, repeatable: discard a cattle (pregnant or not) -> jewelry."""
    g = _fresh(odin)
    _play(g, 48)
    g.give(0, cattle=1, pregnant_cattle=1)
    assert len(_exchanges(g, 48)) == 2
    g.do("exchange", card=48, n=1)  # the owner may give up the pregnant one
    assert g.goods(0)["jewelry"] == 1 and "pregnant_cattle" not in g.goods(0) and g.goods(0)["cattle"] == 1
    g.do("exchange", card=48, n=0)
    assert g.goods(0)["jewelry"] == 2 and not _exchanges(g, 48)


def test_card_49_plower_cattle_for_five_crops(odin):
    """49 Plower: any time, repeatable: discard a cattle -> peas, flax, beans, grain, cabbage."""
    g = _fresh(odin)
    _play(g, 49)
    g.give(0, pregnant_cattle=1, peas=0, flax=0, beans=0, grain=0, cabbage=0)
    assert _abilities(g, 49) == [{"type": "ability", "card": 49, "pay": "pregnant_cattle"}]
    g.do("ability", card=49, pay="pregnant_cattle")
    goods = g.goods(0)
    assert all(goods.get(crop) == 1 for crop in ("peas", "flax", "beans", "grain", "cabbage"))
    assert "pregnant_cattle" not in goods and not _abilities(g, 49)


def test_card_49_plower_counts_as_a_harvest_for_other_cards(odin, monkeypatch):
    """49 Plower: '... counts as a Harvest for other cards': the owner's harvest hooks run."""
    g = _fresh(odin)
    _play(g, 43, 49)
    seen = []
    monkeypatch.setitem(HOOKS_AT["harvest"], 43, lambda state, seat, ctx: seen.append(ctx) or [])
    g.give(0, cattle=1)
    g.do("ability", card=49, pay="cattle")
    assert seen and seen[0]["card"] == 49
    assert seen[0]["before"][0].get("flax", 0) == g.goods(0)["flax"] - 1  # goods held before the crops


def test_card_50_rune_engraver_rune_stone_for_hide(odin):
    """50 Rune Engraver: any time, repeatable: rune stone from supply -> hide."""
    g = _fresh(odin)
    _play(g, 50)
    g.give(0, runestone=2)
    g.do("exchange", card=50, n=0)
    g.do("exchange", card=50, n=0)
    assert g.goods(0)["hide"] == 2 and "runestone" not in g.goods(0) and not _exchanges(g, 50)


def test_card_51_master_mason_rune_stone_for_silver_and_milk_or_cabbage(odin):
    """51 Master Mason: rune stone -> 1 silver + (milk or cabbage)."""
    g = _fresh(odin)
    _play(g, 51)
    g.give(0, runestone=2, silver=0)
    assert len(_exchanges(g, 51)) == 2
    g.do("exchange", card=51, n=0)
    g.do("exchange", card=51, n=1)
    assert g.goods(0)["milk"] == 1 and g.goods(0)["cabbage"] == 1 and g.p(0)["silver"] == 2


def test_card_52_tutor_pays_1_silver_to_play_an_occupation_any_time(odin):
    """52 Tutor: any time, repeatable: pay 1 silver to play an occupation from hand."""
    g = _fresh(odin)
    _play(g, 52)
    g.p(0)["hand"] = [43, 10]
    g.give(0, silver=1)
    assert _abilities(g, 52) == [{"type": "ability", "card": 52, "play": 10},
                                 {"type": "ability", "card": 52, "play": 43}]
    g.do("ability", card=52, play=43)
    assert 43 in g.p(0)["played"] and g.p(0)["hand"] == [10]
    assert g.goods(0)["fruits"] == 1 and g.p(0)["silver"] == 0  # its on-play effect ran
    assert not _abilities(g, 52)  # no silver left


def test_card_53_farm_shop_owner_orange_to_red_for_1_silver_as_an_upgrade(odin, monkeypatch):
    """53 Farm Shop Owner: pay 1 silver to turn an orange supply good into its red reverse
    (counts as an upgrade)."""
    g = _fresh(odin)
    _play(g, 43, 53)
    upgrades = []
    monkeypatch.setitem(HOOKS_AT["upgraded"], 43, lambda state, seat, ctx: upgrades.append(ctx["better"]) or [])
    g.p(0)["goods"] = {"peas": 1}
    g.give(0, silver=1)
    assert _abilities(g, 53) == [{"type": "ability", "card": 53, "good": "peas"}]
    g.do("ability", card=53, good="peas")
    assert g.goods(0) == {"mead": 1} and g.p(0)["silver"] == 0 and upgrades == ["mead"]


def test_card_54_tradesman_silverware_for_silk_or_chest(odin):
    """54 Tradesman (p.21 slash example): silverware -> silk or chest, 1:1."""
    g = _fresh(odin)
    _play(g, 54)
    g.give(0, silverware=2)
    g.do("exchange", card=54, n=0)
    g.do("exchange", card=54, n=1)
    assert g.goods(0)["silk"] == 1 and g.goods(0)["chest"] == 1 and "silverware" not in g.goods(0)


def test_card_55_treasurer_chest_and_3_silver_for_treasure_chest(odin):
    """55 Treasurer: chest + 3 silver -> treasure chest."""
    g = _fresh(odin)
    _play(g, 55)
    g.give(0, chest=1, silver=2)
    assert not _exchanges(g, 55)
    g.give(0, silver=3)
    g.do("exchange", card=55, n=0)
    assert g.goods(0)["treasure_chest"] == 1 and "chest" not in g.goods(0) and g.p(0)["silver"] == 0


def test_card_56_arms_dealer_any_two_weapons_for_an_ore(odin):
    """56 Arms Dealer: discard any 2 weapon cards -> 1 ore; the cards go to the discard pile."""
    g = _fresh(odin)
    _play(g, 56)
    g.give(0, bow=1, snare=0, spear=1, long_sword=0, ore=0)
    g.s["weapon_discard"] = []
    (only,) = _exchanges(g, 56)
    g.do("exchange", card=56, n=only["n"])
    assert g.p(0)["ore"] == 1 and sorted(g.s["weapon_discard"]) == ["bow", "spear"]
    assert not _exchanges(g, 56)


def test_card_57_bean_farmer_two_beans_for_peas_mead_stockfish(odin):
    """57 Bean Farmer: 2 beans -> peas + mead + stockfish."""
    g = _fresh(odin)
    _play(g, 57)
    g.p(0)["goods"] = {"beans": 3}
    g.do("exchange", card=57, n=0)
    assert g.goods(0) == {"beans": 1, "peas": 1, "mead": 1, "stockfish": 1}
    assert not _exchanges(g, 57)


def test_card_58_linseed_oil_presser_two_flax_for_three_oil(odin):
    """58 Linseed Oil Presser: 2 flax -> 3 oil, repeatable."""
    g = _fresh(odin)
    _play(g, 58)
    g.give(0, flax=4)
    g.do("exchange", card=58, n=0)
    g.do("exchange", card=58, n=0)
    assert g.goods(0)["oil"] == 6 and "flax" not in g.goods(0)


def test_card_59_linen_weaver_two_flax_and_silver_for_two_linen(odin):
    """59 Linen Weaver: 2 flax + 1 silver -> 2 linen."""
    g = _fresh(odin)
    _play(g, 59)
    g.give(0, flax=2, silver=0)
    assert not _exchanges(g, 59)
    g.give(0, silver=1)
    g.do("exchange", card=59, n=0)
    assert g.goods(0)["linen"] == 2 and "flax" not in g.goods(0) and g.p(0)["silver"] == 0


# --- P9: rule-changing abilities ------------------------------------------------------------------------

def test_card_39_modifier_takes_added_ore_back_from_ships(odin):
    """39 Modifier (p.21 example): ore on whaling boats/longships may come back into the supply;
    a whaling boat's printed ore stays; a knarr holds none."""
    g = _fresh(odin)
    _play(g, 39)
    g.ships(0, ("whaling_boat", 1), ("whaling_boat", 0), ("knarr", 0), ("longship", 2))
    g.give(0, ore=0)
    assert _abilities(g, 39) == [{"type": "ability", "card": 39, "ship": "whaling_boat", "ore": 1},
                                 {"type": "ability", "card": 39, "ship": "longship", "ore": 2}]
    g.do("ability", card=39, ship="longship", ore=2)
    g.do("ability", card=39, ship="whaling_boat", ore=1)
    assert g.p(0)["ore"] == 2
    assert [s["ore"] for s in g.p(0)["ships"]] == [0, 0, 0, 1]
    assert _abilities(g, 39) == [{"type": "ability", "card": 39, "ship": "longship", "ore": 1}]


def test_card_40_master_joiner_places_wood_in_houses_as_if_silver(odin):
    """40 Master Joiner: wood may go on empty spaces of stone/long houses as if it were silver
    (never on the home or an exploration board)."""
    g = _fresh(odin)
    g.board(0, "stone_house")
    g.give(0, wood=1)
    g.turn(0)
    assert {"type": "place", "item": "wood"} not in g.legal()
    _play(g, 40)
    g.give(0, wood=1)
    g.do("place", item="wood")
    house = next(i for i, b in enumerate(g.p(0)["boards"]) if b["id"] == "stone_house")
    assert [a for a in g.legal() if a["type"] == "to"] == [{"type": "to", "board": house}]
    g.do("to", board=house)
    put = next(a for a in g.legal() if a["type"] == "put")
    g.do("put", row=put["row"], col=put["col"])
    assert g.p(0)["wood"] == 0
    assert g.p(0)["boards"][house]["pieces"] == [{"item": "wood", "cells": [[put["row"], put["col"]]]}]


# --- 187 Chronicler: both halves ------------------------------------------------------------------------

def test_card_187_chronicler_three_flax_for_a_treasure_chest_any_time(odin):
    """187 Chronicler, any-time half: 3 flax -> treasure chest, repeatable."""
    g = _fresh(odin)
    _play(g, 187)
    g.give(0, flax=6)
    g.do("exchange", card=187, n=0)
    g.do("exchange", card=187, n=0)
    assert g.goods(0)["treasure_chest"] == 2 and "flax" not in g.goods(0)


def test_card_187_chronicler_belt_for_two_flax_once_per_viking_action(odin):
    """187 Chronicler, each-time half: once per viking action, 2 flax for the Belt if unowned."""
    g = _fresh(odin)
    _play(g, 187)
    g.give(0, flax=1, thing=4)
    g.space("W2")  # gives 1 flax, which may pay
    assert g.choices() == [{"type": "option", "n": 0}, {"type": "skip"}]
    g.do("option", n=0)
    assert "belt" in g.p(0)["specials"] and "belt" not in g.s["specials"] and "flax" not in g.goods(0)
    g.turn(0)
    g.give(0, flax=4)
    g.space("W1")
    assert g.prompt["kind"] != "space"  # the Belt is gone: nothing more to offer


def test_card_187_chronicler_belt_offer_can_be_declined(odin):
    g = _fresh(odin)
    _play(g, 187)
    g.give(0, flax=3, thing=4)
    g.space("W1")
    g.do("skip")
    assert "belt" in g.s["specials"] and g.goods(0)["flax"] == 3


# --- as soon as (P18) --------------------------------------------------------------------------------

def test_card_178_boat_builder_free_whaling_boats_at_four_large_ships(odin):
    """178 Boat Builder: as soon as you own 4 large ships, up to 2 free whaling boats (space
    permitting); once."""
    g = _fresh(odin)
    g.ships(0, ("whaling_boat", 0), ("whaling_boat", 0), ("knarr", 0), ("knarr", 0), ("longship", 0))
    _play(g, 178)
    assert len(g.p(0)["ships"]) == 5
    g.give(0, silver=5)
    g.do("buy", ship="knarr")
    kinds = [s["kind"] for s in g.p(0)["ships"]]
    assert kinds.count("whaling_boat") == 3  # only one berth was free
    g.p(0)["ships"] = [s for s in g.p(0)["ships"] if s["kind"] != "whaling_boat"]
    g.give(0, ore=1)
    g.do("arm", ship="longship", ore=0)  # any decision lets green cards look again
    assert not any(s["kind"] == "whaling_boat" for s in g.p(0)["ships"])  # never again


def test_card_178_boat_builder_acts_at_once_if_already_true(odin):
    """p.22: a green card whose condition already holds when played acts at once."""
    g = _fresh(odin)
    g.ships(0, ("knarr", 0), ("knarr", 0), ("longship", 0), ("longship", 0))
    _play(g, 178)
    assert [s["kind"] for s in g.p(0)["ships"]].count("whaling_boat") == 2


def test_card_179_cutter_operator_next_knarr_gives_stockfish_and_silver_per_knarr(odin):
    """179 Cutter Operator (p.22 example): the next knarr acquired after play gives 1 stockfish +
    1 silver per knarr then owned; knarrs owned before do not set it off; once."""
    g = _fresh(odin)
    g.ships(0, ("knarr", 0))
    _play(g, 179)
    assert "stockfish" not in g.goods(0)
    g.give(0, silver=5)
    g.do("buy", ship="knarr")
    assert g.goods(0)["stockfish"] == 2 and g.p(0)["silver"] == 2
    g.give(0, silver=5)
    g.do("buy", ship="knarr")
    assert g.goods(0)["stockfish"] == 2 and g.p(0)["silver"] == 0


def test_card_179_cutter_operator_counts_a_knarr_built_on_a_space(odin):
    g = _fresh(odin)
    _play(g, 179)
    g.give(0, wood=2, silver=0, thing=4)
    g.space("S2")
    assert g.goods(0)["stockfish"] == 1 and g.p(0)["silver"] == 1


def test_card_180_beach_raider_silverware_by_income_at_three_longships(odin):
    """180 Beach Raider: as soon as you own 3 longships: 4/3/2 silverware if the round income is at
    most 5/11/30."""
    g = _fresh(odin)
    g.ships(0, ("longship", 0), ("longship", 0))
    _play(g, 180)
    assert "silverware" not in g.goods(0)
    g.give(0, silver=8)
    g.do("buy", ship="longship")
    assert g.goods(0)["silverware"] == 4  # a bare home board pays 0
    g.give(0, silver=8)
    g.do("buy", ship="longship")
    assert g.goods(0)["silverware"] == 4


def test_card_180_beach_raider_tiers(odin, monkeypatch):
    g = _fresh(odin)
    g.ships(0, *[("longship", 0)] * 3)
    monkeypatch.setattr(cards_soon, "_round_income", lambda state, seat: 12)
    _play(g, 180)
    assert g.goods(0)["silverware"] == 2


def test_card_182_herb_gardener_once_after_two_houses(odin):
    """182 Herb Gardener: once you own 2 stone/long houses, once (at any time): 2 wood -> spices
    or 5 wood -> 2 spices (p.22 *: need not be used at once)."""
    g = _fresh(odin)
    _play(g, 182)
    g.give(0, wood=5)
    g.board(0, "shed")
    g.board(0, "stone_house")
    assert not _abilities(g, 182)  # a shed is no house
    g.board(0, "long_house")
    assert _abilities(g, 182) == [{"type": "ability", "card": 182, "n": 0}, {"type": "ability", "card": 182, "n": 1}]
    g.do("ability", card=182, n=1)
    assert g.goods(0)["spices"] == 2 and g.p(0)["wood"] == 0
    g.give(0, wood=5)
    assert not _abilities(g, 182)


def test_card_189_seafarer_scores_silver_for_exploration_boards(odin):
    """189 Seafarer: at final scoring, exactly 2/3/4 exploration boards give 4/9/16 silver."""
    g = _fresh(odin)
    _play(g, 189)
    g.give(0, silver=0)
    g.board(0, "shetland")
    assert score(g.s, 0)["silver"] == 0
    g.board(0, "iceland")
    assert score(g.s, 0)["silver"] == 4
    g.board(0, "greenland")
    assert score(g.s, 0)["silver"] == 9
    g.board(0, "faroe_islands")
    assert score(g.s, 0)["silver"] == 16
