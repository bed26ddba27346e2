"""Each-time occupations triggered by viking actions, gains and vikings (rulebook pp.21-22: the top
part of an orange card says when, the bottom part what; once per occurrence).

Each test plays the card through the 2-viking occupation space, shapes a position with the fixture
helpers, takes a legal `space` action and compares what the player holds before and after.
"""

from __future__ import annotations

from collections import Counter

from games.feast_for_odin import turns
from games.feast_for_odin.phases import STEPS


def _play(g, card: int, seat: int = 0) -> None:
    """Play `card` from hand through the 2-viking occupation space (O2b)."""
    g.p(seat)["hand"] = [card]
    g.turn(seat)
    g.space("O2b")
    g.do("play", card=card)


def _with(odin, card: int, players: int = 2, **items: int):
    """A game where seat 0 has played `card`, holds what `items` says, 5 vikings on the Thing
    and the board free again; empty hands, so no fourth-column occupation prompt interferes."""
    g = odin(players)
    for p in g.s["players"]:
        p["hand"] = []
    _play(g, card)
    g.turn(0)
    g.s["occupied"] = {}
    g.p(0)["goods"] = {}  # not the round's harvest
    g.give(0, **dict({"thing": 5, "silver": 0, "wood": 0, "stone": 0, "ore": 0, "mead": 0}, **items))
    return g


def holdings(g, seat: int = 0) -> Counter:
    p = g.p(seat)
    c = Counter({k: p[k] for k in ("silver", "wood", "stone", "ore", "thing")})
    c.update(p["goods"])
    c.update(p["weapons"])
    c.update("ship:" + s["kind"] for s in p["ships"])
    c.update("board:" + b["id"] for b in p["boards"])
    c.update("emigrated:" + k for k in p["emigrated"])
    return c


def change(before: Counter, after: Counter) -> dict:
    return {k: after[k] - before[k] for k in set(before) | set(after) if after[k] != before[k]}


def weapons(g, seat: int = 0) -> int:
    return sum(g.p(seat)["weapons"].values())


def strips(g, *contents: list[str]) -> None:
    """Lay out the mountain strips (ids 0, 1, …)."""
    g.s["strips"] = [list(c) for c in contents]
    g.s["strip_ids"] = list(range(len(contents)))
    g.touch()


def act(g, space: str) -> Counter:
    """Place vikings on `space` (seat 0's turn); what seat 0 held just before."""
    g.turn(0)
    before = holdings(g)
    g.space(space)
    return before


def options(g, kind: str) -> list[dict]:
    return [a for a in g.legal() if a["type"] == kind]


# --- 3, 124, 154, 155, 156, 175: what a viking action gave ---------------------------------------

def test_card_3_furrier_snare_after_a_space_paying_exactly_one_silver(odin):
    """3 Furrier: after using a printed action space that pays exactly 1 silver, take a snare."""
    g = _with(odin, 3)
    before = act(g, "W1")  # beans + 1 silver
    assert change(before, holdings(g)) == {"thing": -1, "beans": 1, "silver": 1, "snare": 1}
    before = act(g, "P2")  # 2 mead + 2 silver: no snare
    assert change(before, holdings(g)) == {"thing": -2, "mead": 2, "silver": 2}


def test_card_124_laborer_may_turn_the_two_silver_of_a_space_into_grain_and_wood(odin):
    """124 Laborer: when a printed space pays exactly 2 silver, may turn them into 1 grain + 2 wood."""
    g = _with(odin, 124)
    before = act(g, "P2")
    assert {"type": "skip"} in g.legal()
    g.do("option", n=0)
    assert change(before, holdings(g)) == {"thing": -2, "mead": 2, "grain": 1, "wood": 2}
    act(g, "W1")  # 1 silver: nothing offered
    assert g.prompt["kind"] != "space"


def test_card_154_woodcutter_silver_for_an_action_giving_two_wood(odin):
    """154 Woodcutter: a viking action giving 2+ wood also gives 1 silver."""
    g = _with(odin, 154, players=2)
    before = act(g, "M2a")  # 1 wood per player (2) + 1 ore
    assert change(before, holdings(g)) == {"thing": -2, "wood": 2, "ore": 1, "silver": 1}
    g = _with(odin, 154, players=1)
    before = act(g, "M2a")  # solo: 1 wood only
    assert change(before, holdings(g)) == {"thing": -2, "wood": 1, "ore": 1}


def test_card_155_cooper_may_exchange_one_of_the_wood_for_stockfish(odin):
    """155 Cooper: a viking action giving 2+ wood: may exchange 1 of that wood for stockfish."""
    g = _with(odin, 155)
    before = act(g, "M2a")
    assert {"type": "skip"} in g.legal()
    g.do("option", n=0)
    assert change(before, holdings(g)) == {"thing": -2, "wood": 1, "ore": 1, "stockfish": 1}


def test_card_156_stone_crusher_silver_for_an_action_giving_stone(odin):
    """156 Stone Crusher: a viking action giving 1+ stone also gives 1 silver; paying stone is not it."""
    g = _with(odin, 156)
    strips(g, ["stone", "wood"], ["wood"])
    before = act(g, "M1a")
    g.do("take", strip=0, count=1)
    assert change(before, holdings(g)) == {"thing": -1, "stone": 1, "silver": 1}
    g.give(0, stone=1)
    before = act(g, "C1b")  # pays a stone for silver + rune stone
    assert change(before, holdings(g)) == {"thing": -1, "stone": -1, "silver": 1, "runestone": 1}


def test_card_175_codliver_oil_presser_may_buy_oil_after_stockfish(odin):
    """175 Codliver Oil Presser: after an action giving you stockfish, may buy 1 oil for 1 silver."""
    g = _with(odin, 175, silver=1)
    before = act(g, "HU1b")  # 1 stockfish
    g.do("option", n=0)
    assert change(before, holdings(g)) == {"thing": -1, "stockfish": 1, "silver": -1, "oil": 1}


# --- crafting ---------------------------------------------------------------------------------

def test_card_111_artist_silver_per_kind_of_building_resource_paid(odin):
    """111 Artist: on a crafting space, 1 silver per different building-resource type paid."""
    g = _with(odin, 111, stone=2, wood=2)
    before = act(g, "C3b")  # 2 stone + 2 wood -> 2 chests + 2 rune stones: two kinds
    assert change(before, holdings(g)) == {"thing": -3, "stone": -2, "wood": -2, "chest": 2, "runestone": 2,
                                           "silver": 2}
    g.give(0, flax=1)
    before = act(g, "C1a")  # flax is no building resource
    assert change(before, holdings(g)) == {"thing": -1, "flax": -1, "linen": 1}


def test_card_112_barkeeper_mead_with_each_crafting_action(odin):
    """112 Barkeeper: each crafting action space also gives 1 mead."""
    g = _with(odin, 112, flax=1)
    before = act(g, "C1a")
    assert change(before, holdings(g)) == {"thing": -1, "flax": -1, "linen": 1, "mead": 1}
    before = act(g, "W1")
    assert change(before, holdings(g)) == {"thing": -1, "beans": 1, "silver": 1}


def test_card_113_craft_apprentice_may_take_a_mountain_item_before_crafting(odin):
    """113 Craft Apprentice: before each crafting action space, may take 1 mountain item (a
    building resource off the front of a strip)."""
    g = _with(odin, 113, flax=1)
    strips(g, ["silver", "wood"], ["stone", "ore"])
    before = act(g, "C1a")
    assert options(g, "take") == [{"type": "take", "strip": 1, "count": 1}]
    assert {"type": "cancel"} in g.legal()  # nothing has happened yet
    g.do("take", strip=1, count=1)  # then the space's only exchange is carried out
    assert change(before, holdings(g)) == {"thing": -1, "stone": 1, "flax": -1, "linen": 1}


def test_card_114_silk_stitcher_may_buy_silk_after_crafting(odin):
    """114 Silk Stitcher: after each crafting action space, may buy 1 silk for 3 silver."""
    g = _with(odin, 114, flax=1, silver=3)
    before = act(g, "C1a")
    g.do("option", n=0)
    assert change(before, holdings(g)) == {"thing": -1, "flax": -1, "linen": 1, "silver": -3, "silk": 1}


def test_card_103_forest_blacksmith_mountain_item_when_paying_ore(odin):
    """103 Forest Blacksmith: paying ore on the chest crafting space or the forge: take 1 mountain item."""
    g = _with(odin, 103, ore=1, wood=1)
    strips(g, ["wood", "stone"])
    before = act(g, "C2b")
    g.do("option", n=1)  # pay the ore
    g.do("take", strip=0, count=1)
    assert change(before, holdings(g)) == {"thing": -2, "ore": -1, "silver": 1, "chest": 1, "wood": 1}
    g.s["occupied"] = {}  # the space is free again (another round)
    before = act(g, "C2b")  # only wood left to pay: no mountain item
    assert change(before, holdings(g)) == {"thing": -2, "wood": -1, "silver": 1, "chest": 1}


def test_card_108_ironsmith_may_take_a_viking_back_after_paying_ore(odin):
    """108 Ironsmith: after paying ore on the chest crafting space or the forge, may pay 1 silver to
    take one viking back to the Thing for reuse (the space stays taken)."""
    g = _with(odin, 108, ore=1)
    before = act(g, "C2b")  # the ore is the only way to pay
    assert {"type": "skip"} in g.legal()
    g.do("take_back")
    assert change(before, holdings(g)) == {"thing": -1, "ore": -1, "chest": 1}
    assert g.s["occupied"]["C2b"]["vikings"] == 1


# --- overseas trading -------------------------------------------------------------------------

def test_card_36_ships_cook_may_pay_to_upgrade_a_meat_before_trading(odin):
    """36 Ship's Cook: before an overseas trade, may pay 1 silver to upgrade one salt/game/whale meat."""
    g = _with(odin, 36, silver=2, salt_meat=1, hide=1)
    g.ships(0, ("knarr", 0))
    before = act(g, "T1")
    assert options(g, "upgrade") == [{"type": "upgrade", "good": "salt_meat"}]
    g.do("upgrade", good="salt_meat")  # -> linen, which the trade then takes up to silk
    g.do("upgrade", good="linen")
    g.do("upgrade", good="hide")
    assert change(before, holdings(g)) == {"thing": -1, "silver": -2, "salt_meat": -1, "silk": 1, "hide": -1,
                                           "silverware": 1}


def test_card_37_foreign_trader_free_upgrade_before_trading(odin):
    """37 Foreign Trader: before an overseas trade, one free single-step upgrade of one good."""
    g = _with(odin, 37, silver=1, milk=1)
    g.ships(0, ("knarr", 0))
    before = act(g, "T1")
    g.do("upgrade", good="milk")  # -> wool, then the trade makes it a chest
    g.do("upgrade", good="wool")
    assert change(before, holdings(g)) == {"thing": -1, "silver": -1, "milk": -1, "chest": 1}


def test_card_88_clerk_swaps_diagonally_up_left_once_per_knarr(odin):
    """88 Clerk: before an overseas trade, per knarr, may pay 1 silver to swap a good for the one
    diagonally up-left of it in the goods chart."""
    g = _with(odin, 88, silver=3, beans=1, stockfish=1)
    g.ships(0, ("knarr", 0), ("knarr", 0))
    before = act(g, "T1")
    assert options(g, "swap") == [{"type": "swap", "good": "beans"}, {"type": "swap", "good": "stockfish"}]
    g.do("swap", good="stockfish")  # -> oil
    g.do("swap", good="beans")  # -> stockfish; two knarrs, two swaps
    assert not options(g, "swap")
    g.do("upgrade", good="oil")
    assert change(before, holdings(g)) == {"thing": -1, "silver": -3, "beans": -1, "runestone": 1}


def test_card_109_master_count_silver_per_knarr_after_the_two_viking_trade(odin):
    """109 Master Count: after the 2-viking overseas trading space, 1 silver per knarr."""
    g = _with(odin, 109, silver=1)
    g.ships(0, ("knarr", 0), ("knarr", 0))
    before = act(g, "T2")
    assert change(before, holdings(g)) == {"thing": -2, "silver": 1}  # paid 1, then 2 back
    g.give(0, silver=1)
    before = act(g, "T1")
    assert change(before, holdings(g)) == {"thing": -1, "silver": -1}


def test_card_110_birka_settler_may_emigrate_after_the_two_viking_trade(odin):
    """110 Birka Settler: after the 2-viking overseas trading space, may take a normal emigration."""
    g = _with(odin, 110, silver=1 + 1)
    g.ships(0, ("knarr", 0))
    before = act(g, "T2")
    assert options(g, "emigrate") == [{"type": "emigrate", "ship": "knarr", "ore": 0}]
    g.do("emigrate", ship="knarr", ore=0)
    assert change(before, holdings(g)) == {"thing": -2, "silver": -1 - g.s["round"], "ship:knarr": -1,
                                           "emigrated:knarr": 1}


# --- ships and houses ----------------------------------------------------------------------------

def test_card_12_helmsman_weapon_after_an_action_using_a_longship(odin):
    """12 Helmsman (each-time half): after each action in which you use a longship, draw 1 weapon."""
    g = _with(odin, 12)
    g.ships(0, ("longship", 0), ("longship", 0))
    held = weapons(g)
    act(g, "SA4")  # plundering needs 2 longships
    assert weapons(g) == held + 1 and g.goods(0).get("silver_hoard") == 1
    act(g, "W1")
    assert weapons(g) == held + 1


def test_card_15_cottager_hide_for_each_stone_or_long_house_built(odin):
    """15 Cottager (each-time half): each newly built stone/long house gives 1 hide."""
    g = _with(odin, 15, stone=1, wood=2)
    before = act(g, "H2")
    assert change(before, holdings(g)) == {"thing": -2, "stone": -1, "board:stone_house": 1, "hide": 1}
    before = act(g, "H1")  # a shed is no house
    assert change(before, holdings(g)) == {"thing": -1, "wood": -2, "board:shed": 1}


def test_card_115_princess_silverware_with_each_house_building(odin):
    """115 Princess: each house building action space also gives 1 silverware."""
    g = _with(odin, 115, wood=2)
    before = act(g, "H1")
    assert change(before, holdings(g)) == {"thing": -1, "wood": -2, "board:shed": 1, "silverware": 1}


def test_card_117_shipowner_free_upgrade_after_building_a_large_ship(odin):
    """117 Shipowner: after building a knarr or longship with at least 1 wood, one free single upgrade."""
    g = _with(odin, 117, wood=3, peas=1)
    before = act(g, "S2")
    g.do("upgrade", good="peas")
    assert change(before, holdings(g)) == {"thing": -2, "wood": -2, "ship:knarr": 1, "peas": -1, "mead": 1}
    before = act(g, "S1")  # a whaling boat: no upgrade
    assert change(before, holdings(g)) == {"thing": -1, "wood": -1, "ship:whaling_boat": 1}


def test_card_121_carpenter_may_take_a_mountain_item_before_building(odin):
    """121 Carpenter: before each ship or house building space, may take 1 mountain item."""
    g = _with(odin, 121, wood=0)
    strips(g, ["stone"])
    assert {"type": "space", "space": "S1"} not in g.legal()  # no wood, and none to take first
    strips(g, ["wood", "stone"])  # issue 11: the wood taken just before pays for the boat
    assert {"type": "space", "space": "S1"} in g.legal()
    g.give(0, wood=1)
    before = act(g, "S1")
    g.do("take", strip=0, count=1)
    assert change(before, holdings(g)) == {"thing": -1, "ship:whaling_boat": 1}  # took a wood, paid a wood


def test_card_148_spice_trader_may_buy_spices_after_building_a_knarr(odin):
    """148 Spice Trader: after building a knarr with at least 1 wood, may buy spices for 3 silver."""
    g = _with(odin, 148, wood=2, silver=3)
    before = act(g, "S2")
    g.do("option", n=0)
    assert change(before, holdings(g)) == {"thing": -2, "wood": -2, "ship:knarr": 1, "silver": -3, "spices": 1}


# --- weekly market -------------------------------------------------------------------------

def test_card_118_messenger_mead_and_stone_with_each_weekly_market(odin):
    """118 Messenger: each weekly market action also gives 1 mead + 1 stone."""
    g = _with(odin, 118)
    before = act(g, "W1")
    assert change(before, holdings(g)) == {"thing": -1, "beans": 1, "silver": 1, "mead": 1, "stone": 1}


def test_card_119_milkman_milk_with_each_weekly_market(odin):
    """119 Milkman: each weekly market action also gives 1 milk."""
    g = _with(odin, 119)
    before = act(g, "W2")
    assert change(before, holdings(g)) == {"thing": -2, "flax": 1, "stockfish": 1, "silver": 1, "milk": 1}


def test_card_120_middleman_may_pay_for_an_upgrade_after_the_weekly_market(odin):
    """120 Middleman: after each weekly market action, may pay 1 silver for one single upgrade."""
    g = _with(odin, 120)
    before = act(g, "W1")
    assert {"type": "skip"} in g.legal()
    g.do("upgrade", good="beans")
    assert change(before, holdings(g)) == {"thing": -1, "milk": 1}


# --- mountains ------------------------------------------------------------------------------

def test_card_6_stone_carver_silver_per_stone_taken_from_a_strip(odin):
    """6 Stone Carver: +1 silver for every stone you take from a mountain strip."""
    g = _with(odin, 6)
    strips(g, ["stone", "stone", "wood"], ["wood", "silver"])
    before = act(g, "M1a")
    g.do("take", strip=0, count=2)
    assert change(before, holdings(g)) == {"thing": -1, "stone": 2, "silver": 2}


def test_card_122_mountain_guard_one_kind_taken_gives_one_more(odin):
    """122 Mountain Guard: after a mountain action, 1 kind taken -> 1 more of that kind."""
    g = _with(odin, 122)
    strips(g, ["wood", "wood", "stone"], ["stone"])
    before = act(g, "M1a")
    g.do("take", strip=0, count=2)
    assert change(before, holdings(g)) == {"thing": -1, "wood": 3}


def test_card_122_mountain_guard_two_three_four_kinds_give_mead_hide_chest(odin):
    """122 Mountain Guard: 2 / 3 / 4 kinds taken give mead / hide / chest (only that tier)."""
    g = _with(odin, 122)
    strips(g, ["wood", "stone", "ore"], ["silver"])
    before = act(g, "M3a")  # 3 from one strip and 2 from another
    g.do("take", strip=0, count=3)
    g.do("take", strip=0, count=1)  # the silver strip is now the first one left
    assert change(before, holdings(g)) == {"thing": -3, "wood": 1, "stone": 1, "ore": 1, "silver": 2, "chest": 1}


def test_card_188_mineworker_silver_for_the_last_two_silver_of_a_strip(odin):
    """188 Mineworker (each-time half): taking a '2 silver' from a strip's last position gives +1 silver."""
    g = _with(odin, 188)
    strips(g, ["silver", "silver"], ["wood"])
    before = act(g, "M1a")
    g.do("take", strip=0, count=1)  # not the last position
    assert change(before, holdings(g)) == {"thing": -1, "silver": 2}
    before = act(g, "M1b")
    g.do("take", strip=0, count=1)  # the last one
    assert change(before, holdings(g)) == {"thing": -1, "silver": 3}


# --- upgrades by a space ------------------------------------------------------------------------

def test_card_123_oil_seller_may_exchange_oil_after_one_single_upgrade(odin):
    """123 Oil Seller: after a printed space giving exactly one single upgrade, may exchange 1 oil
    for 1 silverware."""
    g = _with(odin, 123, peas=1, oil=1)
    strips(g, ["wood"])
    before = act(g, "M1b")  # 1 mountain item + 1 upgrade
    g.do("take", strip=0, count=1)
    g.do("upgrade", good="peas")
    g.do("option", n=0)
    assert change(before, holdings(g)) == {"thing": -1, "wood": 1, "peas": -1, "mead": 1, "oil": -1,
                                           "silverware": 1}
    g.give(0, peas=1, beans=1)
    before = act(g, "M1c")  # two upgrades: nothing offered
    g.do("upgrade", good="peas")
    g.do("upgrade", good="beans")
    assert change(before, holdings(g)) == {"thing": -1, "peas": -1, "beans": -1, "mead": 1, "milk": 1}


def test_card_152_merchant_one_of_three_upgraded_goods_one_step_more(odin):
    """152 Merchant: during a 3- or 4-good upgrade action, one of those goods may go one step more."""
    g = _with(odin, 152, peas=1, beans=1, flax=1, grain=1)
    before = act(g, "M2c")  # 3 goods one step
    for good in ("peas", "beans", "flax"):
        g.do("upgrade", good=good)
    assert sorted(a["good"] for a in options(g, "upgrade")) == ["mead", "milk", "stockfish"]  # not the grain
    g.do("upgrade", good="milk")
    assert change(before, holdings(g)) == {"thing": -2, "peas": -1, "beans": -1, "flax": -1, "mead": 1,
                                           "wool": 1, "stockfish": 1}


# --- exploration and emigration ----------------------------------------------------------------

def test_card_125_scribe_rune_stone_with_exploration_and_emigration(odin):
    """125 Scribe: each exploration or emigration action also gives 1 rune stone."""
    g = _with(odin, 125, silver=5)
    g.ships(0, ("whaling_boat", 0), ("knarr", 0))
    before = act(g, "E1")
    g.do("explore", board=options(g, "explore")[0]["board"])
    assert change(before, holdings(g))["runestone"] == 1
    before = act(g, "O2a")
    g.do("emigrate", ship="knarr", ore=0)
    assert change(before, holdings(g)) == {"thing": -2, "silver": -g.s["round"], "ship:knarr": -1,
                                           "emigrated:knarr": 1, "runestone": 1}


# --- placing vikings, playing occupations -------------------------------------------------------

def test_card_164_armed_fighter_stone_or_ore_before_placing_four_vikings(odin):
    """164 Armed Fighter: right before placing 4 vikings in column 4, may take 1 stone or ore from a strip."""
    g = _with(odin, 164)
    strips(g, ["wood", "stone"], ["stone", "ore"], ["ore"])
    before = act(g, "W4")
    assert options(g, "take") == [{"type": "take", "strip": 1, "count": 1}, {"type": "take", "strip": 2, "count": 1}]
    g.do("take", strip=2, count=1)
    assert change(before, holdings(g)) == {"thing": -4, "ore": 1, "spices": 1, "silver": 1}
    g.give(0, flax=1)
    act(g, "C1a")  # one viking: no offer
    assert not options(g, "take")


def test_card_166_weapons_warden_weapon_before_each_later_column_two_placement(odin):
    """166 Weapons Warden: before each placement of 2 vikings in column 2, draw 1 weapon, except for
    the first such placement each round."""
    g = _with(odin, 166)
    held = weapons(g)
    act(g, "P2")
    assert weapons(g) == held
    act(g, "W2")
    assert weapons(g) == held + 1


def test_card_176_etiquette_teacher_peas_after_an_action_playing_an_occupation(odin):
    """176 Etiquette Teacher: after an action in which you play at least one occupation, 1 peas."""
    g = _with(odin, 176, stone=1)
    g.p(0)["hand"] = [43]
    before = act(g, "O1b")
    g.do("play", card=43, pay="stone")
    assert change(before, holdings(g)) == {"thing": -1, "stone": -1, "fruits": 1, "silver": 1, "peas": 1}
    before = act(g, "W1")
    assert change(before, holdings(g)) == {"thing": -1, "beans": 1, "silver": 1}


# --- vikings on the Thing ---------------------------------------------------------------------

def test_card_151_thing_spokesman_silver_when_vikings_are_sent_back(odin):
    """151 Thing Spokesman: whenever 1 or 2 of your vikings are sent back to the Thing, 1 silver."""
    g = _with(odin, 151)
    g.force(8)
    before = act(g, "HU2b")  # a failed snare sends 1 viking back
    g.do("fail")
    assert change(before, holdings(g)) == {"thing": -1, "wood": 1, "snare": 1, "silver": 1}


def test_card_168_earl_of_lade_silver_when_the_thing_holds_exactly_three(odin):
    """168 Earl of Lade: each time your vikings on the Thing become exactly 3, 1 silver."""
    g = _with(odin, 168, thing=4)
    before = act(g, "W1")  # 4 -> 3
    assert change(before, holdings(g)) == {"thing": -1, "beans": 1, "silver": 2}
    before = act(g, "W2")  # 3 -> 1
    assert change(before, holdings(g)) == {"thing": -2, "flax": 1, "stockfish": 1, "silver": 1}


def test_card_168_earl_of_lade_in_a_phase_does_not_stop_the_round(odin):
    """168 Earl of Lade also acts when a phase moves vikings (the new viking of round 2): its gain
    is carried out and the round goes on to the actions phase."""
    g = _with(odin, 168, thing=2)
    g.s["stack"] = []
    g.s["step"] = STEPS.index(next(s for s in STEPS if s.__name__ == "new_viking"))
    turns.advance(g.s, g.m.rng, [])
    assert g.p(0)["thing"] == 3 and g.p(0)["silver"] == 1
    assert g.prompt["kind"] == "turn"


# --- gains and placements --------------------------------------------------------------------

def test_card_28_locksmith_may_buy_oil_for_each_chest_gained(odin):
    """28 Locksmith: whenever you gain a chest or treasure chest, may buy 1 oil for 1 silver."""
    g = _with(odin, 28, wood=1)
    before = act(g, "C2b")  # wood -> silver + chest
    assert {"type": "skip"} in g.legal()
    g.do("option", n=0)  # the chest's silver buys the oil
    assert change(before, holdings(g)) == {"thing": -1 - 1, "wood": -1, "chest": 1, "oil": 1}


def test_card_174_bosporus_traveler_may_buy_spices_or_silk_per_cattle(odin):
    """174 Bosporus Traveler: whenever you gain a cattle, may buy spices for 4 or silk for 3 silver."""
    g = _with(odin, 174, silver=7)
    before = act(g, "L2b")  # 3 silver -> cattle + milk
    assert {"type": "option", "n": 0} in g.legal() and {"type": "skip"} in g.legal()
    g.do("option", n=1)
    assert change(before, holdings(g)) == {"thing": -2, "silver": -6, "cattle": 1, "milk": 1, "silk": 1}


def test_card_190_bosporus_merchant_oil_with_every_spices(odin):
    """190 Bosporus Merchant: every spices you gain also gives 1 oil."""
    g = _with(odin, 190)
    before = act(g, "W4")
    assert change(before, holdings(g)) == {"thing": -4, "spices": 1, "silver": 1, "oil": 1}


def _place(g, item: str, board: int) -> None:
    g.turn(0)
    g.do("place", item=item)
    g.do("to", board=board)
    put = options(g, "put")[0]
    g.do("put", row=put["row"], col=put["col"])


def test_card_98_nobleman_may_buy_silk_after_grain_in_a_house(odin):
    """98 Nobleman: right after placing grain in a stone/long house, may buy 1 silk for 2 silver."""
    g = _with(odin, 98, grain=1, silver=2)
    g.board(0, "stone_house")
    _place(g, "grain", 1)
    g.do("option", n=0)
    assert g.goods(0) == {"silk": 1} and g.p(0)["silver"] == 0


def test_card_100_undertaker_silver_for_a_rune_stone_on_an_exploration_board(odin):
    """100 Undertaker: each rune stone you place on an exploration board gives 1 silver."""
    g = _with(odin, 100, runestone=2)
    g.board(0, "shetland")
    _place(g, "runestone", 1)
    assert g.p(0)["silver"] == 1
    _place(g, "runestone", 0)  # the home board is no exploration board
    assert g.p(0)["silver"] == 1


def test_card_101_judge_mead_and_silver_for_a_rune_stone_in_a_house(odin):
    """101 Judge: each rune stone you place in a stone/long house gives 1 mead + 1 silver."""
    g = _with(odin, 101, runestone=1)
    g.board(0, "long_house")
    _place(g, "runestone", 1)
    assert g.goods(0) == {"mead": 1} and g.p(0)["silver"] == 1


# --- the engine around these cards -------------------------------------------------------------

def test_card_steps_do_not_count_as_the_action_of_the_space(odin):
    """A viking action must use at least one effect of its space (p.9): a card's step before it
    (113 Craft Apprentice's mountain item) does not let the player skip the crafting itself."""
    g = _with(odin, 113, wood=1, ore=1)
    strips(g, ["wood"])
    act(g, "C2b")
    g.do("take", strip=0, count=1)
    assert g.choices() == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]


def test_imitating_a_space_runs_the_cards_of_that_action_not_of_the_placement(odin):
    """An imitation space (4 players, p.20) carries out the imitated action: cards about that action
    act (113 Craft Apprentice on C1a)."""
    g = _with(odin, 113, players=4, flax=1)
    strips(g, ["wood"])
    g.s["imitation"] = ["IM1", "IM4"]
    g.s["occupied"] = {"C1a": {"seat": 1, "vikings": 1, "round": g.s["round"]}}
    before = act(g, "IM1")
    g.do("imitate", space="C1a")
    g.do("take", strip=0, count=1)
    assert change(before, holdings(g)) == {"thing": -1, "wood": 1, "flax": -1, "linen": 1}


def test_card_gains_are_not_what_the_space_gave(odin):
    """The ledger a card reads holds the space's printed effects only: 118 Messenger's stone after
    a weekly market is no stone the viking action gave, so 156 Stone Crusher stays silent."""
    g = _with(odin, 118)
    g.p(0)["played"].append(156)
    before = act(g, "W1")
    assert change(before, holdings(g)) == {"thing": -1, "beans": 1, "silver": 1, "mead": 1, "stone": 1}


def test_card_12_helmsman_weapon_after_emigrating_a_longship(odin):
    """12 Helmsman: emigrating a longship uses it (decision: emigration counts, a knarr does not)."""
    g = _with(odin, 12, silver=5)
    g.ships(0, ("knarr", 0), ("longship", 0))
    held = weapons(g)
    act(g, "O2a")
    g.do("emigrate", ship="knarr", ore=0)
    assert weapons(g) == held
    g.s["occupied"] = {}
    act(g, "O2a")
    g.do("emigrate", ship="longship", ore=0)
    assert weapons(g) == held + 1 and g.p(0)["emigrated"] == ["knarr", "longship"]


def test_a_space_used_without_vikings_runs_the_action_cards(odin):
    """A card that lets its owner use a printed space without vikings (77 Follower) carries out that
    action: 113 Craft Apprentice acts before it and 112 Barkeeper after it."""
    g = _with(odin, 112, hide=1, linen=1)
    g.p(0)["played"].append(113)
    strips(g, ["ore"])
    g.s["occupied"] = {"C2a": {"seat": 1, "vikings": 2, "round": g.s["round"]}}
    before = holdings(g)
    _play(g, 77)
    g.do("use_space", space="C2a")
    g.do("take", strip=0, count=1)
    assert change(before, holdings(g)) == {"thing": -2, "ore": 1, "hide": -1, "linen": -1, "clothing": 1,
                                           "silver": 2, "mead": 1}
