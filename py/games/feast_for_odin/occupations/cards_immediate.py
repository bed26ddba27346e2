"""Immediate occupations (yellow background): what they do when played, once (rulebook p.21).
An "or" between tiers pays only the tier reached (p.21, slash rule).

Every card effect runs as a "steps" prompt of its owner, in which any step may be declined
("skip"), so each "may" of a card is a step the owner can skip; the on-play halves of the mixed
cards (11, 12, 13, 15, 188) are declared here with `play=` only, their each-time halves live in
the other card modules.
"""

from __future__ import annotations

from ..hooks import card, gain, may, one_of


def tiers(metric: str, *table: tuple[int, dict]) -> dict:
    """The gain of the single highest tier the metric reaches (slash rule, p.21)."""
    return {"op": "gain_by", "metric": metric, "tiers": [[at, dict(got)] for at, got in table]}


def per(metric: str, **items: int) -> dict:
    """A gain for every unit of a metric."""
    return {"op": "per", "metric": metric, "gain": dict(items)}


def paid(pay: dict, *steps: dict) -> dict:
    """Steps the owner may buy for `pay`."""
    return {"op": "paid", "pay": dict(pay), "then": [dict(step) for step in steps]}


def computed(step: dict, **fields) -> dict:
    """A step whose fields are computed when it runs (a metric's name or a tier table)."""
    return {"op": "with", "do": dict(step), "fields": dict(fields)}


def longship_for(price: str) -> dict:
    return {"op": "priced", "price": price, "gain": {"ship": "longship"}}


# --- gains scaled by what the owner has (P1) ------------------------------------------------------

# 10 Milker: sheep or cattle -> 1 milk + 1 silver; both kinds -> 2 milk + 2 silver
card(10, play=[tiers("animal_kinds", (1, {"milk": 1, "silver": 1}), (2, {"milk": 2, "silver": 2}))])
# 14 Ship Owner: at least one / two of each ship type -> 1 / 2 whale meat
card(14, play=[tiers("fleets", (1, {"whale_meat": 1}), (2, {"whale_meat": 2}))])
# 15 Cottager (on-play half): 2 mead per stone or long house
card(15, play=[per("houses", mead=2)])
# 16 Captain: ore added to whaling boats and longships 4/5/6/7+ -> 2/3/4/5 silver
card(16, play=[tiers("ship_ore", (4, {"silver": 2}), (5, {"silver": 3}), (6, {"silver": 4}), (7, {"silver": 5}))])
# 18 Fighter: 1 / 2 / 3+ longships with 2+ ore -> silk / jewelry / silver hoard
card(18, play=[tiers("armed_longships", (1, {"silk": 1}), (2, {"jewelry": 1}), (3, {"silver_hoard": 1}))])
# 19 Host: 3 / 4 / 5+ special tiles -> silk / spices / jewelry
card(19, play=[tiers("special_tiles", (3, {"silk": 1}), (4, {"spices": 1}), (5, {"jewelry": 1}))])
# 22 Miner: per longship 1 stone + 1 ore + 1 silver
card(22, play=[per("longships", stone=1, ore=1, silver=1)])
# 23 Custodian: 2 silver per stone or long house (sheds do not count)
card(23, play=[per("houses", silver=2)])
# 24 Whaling Equipper: 1 oil per knarr and 1 wood per whaling boat
card(24, play=[per("knarrs", oil=1), per("whaling_boats", wood=1)])
# 25 Meat Trader: 1 salt meat per knarr
card(25, play=[per("knarrs", salt_meat=1)])
# 26 Meat Inspector: 1 silver per kind of red good in supply (an animal's two faces are one kind)
card(26, play=[per("red_kinds", silver=1)])
# 27 Fisherman: 1 stockfish per whaling boat
card(27, play=[per("whaling_boats", stockfish=1)])
# 29 Meat Preserver: 1 salt meat per game meat + whale meat pair in supply (the pair is kept)
card(29, play=[per("meat_pairs", salt_meat=1)])
# 30 Silk Merchant: 1 / 2 / 3+ silk in supply -> 1 / 3 / 6 silver
card(30, play=[tiers("goods:silk", (1, {"silver": 1}), (2, {"silver": 3}), (3, {"silver": 6}))])
# 31 Storeman: a 4th of a good (not an animal) held exactly 3 times
card(31, play=[{"op": "fourth", "held": 3}])
# 32 Weapons Supplier: 1 / 2 / 3+ longships -> draw 2 / 5 / 10 weapon cards
card(32, play=[{"op": "weapons_by", "count": {"metric": "longships", "tiers": [[1, 2], [2, 5], [3, 10]]}}])
# 33 Sheep Shearer: 3 / 4 / 6+ sheep -> 1 / 2 / 3 wool
card(33, play=[tiers("sheep", (3, {"wool": 1}), (4, {"wool": 2}), (6, {"wool": 3}))])
# 34 Shepherd: 2+ sheep -> 1 milk + 1 wool; 4+ sheep add a second wool
card(34, play=[tiers("sheep", (2, {"milk": 1, "wool": 1}), (4, {"milk": 1, "wool": 2}))])
# 183 Grain Delivery-man: 1+ knarr -> peas, beans, flax; 2+ add grain; 3+ add cabbage; 4 add fruits
_CROPS = {"peas": 1, "beans": 1, "flax": 1}
card(183, play=[tiers("knarrs", (1, _CROPS), (2, dict(_CROPS, grain=1)), (3, dict(_CROPS, grain=1, cabbage=1)),
                      (4, dict(_CROPS, grain=1, cabbage=1, fruits=1)))])
# 188 Mineworker (on-play half): silver = number of players - 1
card(188, play=[per("other_players", silver=1)])

# --- fixed gains (P2) ----------------------------------------------------------------------------

card(11, play=[gain(spear=1)])  # Trident Hunter (on-play half): a spear
card(12, play=[gain(chest=1)])  # Helmsman (on-play half): a chest
card(13, play=[gain(bow=1)])  # Archer (on-play half): a bow
card(43, play=[gain(fruits=1)])  # Fruit Picker
card(68, play=[{"op": "weapons", "count": 4}])  # Supplier of Weapons: draw 4 weapon cards
card(69, play=[{"op": "weapons_to", "each": 2}])  # Equipment Supplier: weapons until 2 of each kind
# 87 Preacher: the Crucifix (while on the supply board), or 4 items from one mountain strip
card(87, play=[{"op": "choice", "alternatives": [[{"op": "get", "gain": {"crucifix": 1}}],
                                                 [{"op": "mountain", "take": 4}]]}])

# --- purchases and exchanges (P3) ----------------------------------------------------------------

card(61, play=[may({"ship:longship": 1}, {"silver": 8})])  # Wharf Owner: a longship (its ore lost) for 8
# 62 Fine Blacksmith: 1 ore + 1 silver for the Crucifix or the Cloakpin
card(62, play=[one_of(({"ore": 1, "silver": 1}, {"crucifix": 1}), ({"ore": 1, "silver": 1}, {"cloakpin": 1}))])
# 63 Hornturner: either or both: a sheep for salt meat + hide + wool; the Drinking Horn for 3 silver
card(63, play=[may({"any_sheep": 1}, {"salt_meat": 1, "hide": 1, "wool": 1}),
               may({"silver": 3}, {"drinking_horn": 1})])
# 64 Ship Builder: 2 silver and a whaling boat for a longship (not a Ship Building action)
card(64, play=[may({"silver": 2, "ship:whaling_boat": 1}, {"ship": "longship"})])
card(65, play=[may({"snare": 2, "spear": 2}, {"treasure_chest": 1})])  # Dragonslayer (p.21 example)
card(67, play=[may({"silver": 4}, {"silverware": 2, "game_meat": 1, "mead": 1})])  # Private Chef
# 72 Earl: a stone house for the round number in silver (not House Building)
card(72, play=[{"op": "priced", "price": "round", "gain": {"building": "stone_house"}}])
# 73 Metalsmith: one of: a silverware, the Crucifix for 2 silver, the Chalice for 5 silver
card(73, play=[one_of(({}, {"silverware": 1}), ({"silver": 2}, {"crucifix": 1}), ({"silver": 5}, {"chalice": 1}))])
card(74, play=[may({"silver": 2, "grain": 1}, {"cattle": 1})])  # Cowherd
card(75, play=[may({"silver": 1}, {"skin_and_bones": 1})])  # Bone Collector
card(80, play=[may({"silver": 2}, {"sheep": 1})])  # Shepherd Boy
card(81, play=[longship_for("quartermaster")])  # Quarter-master: 8 less the weapons held
card(82, play=[longship_for("longship_by_knarrs")])  # Longship Builder: 6/3/1 with 1/2/3+ knarrs
# 86 Hide Buyer: 2 / 4 / 6 silver for 1 / 2 / 3 hides (one of them)
card(86, play=[one_of(({"silver": 2}, {"hide": 1}), ({"silver": 4}, {"hide": 2}), ({"silver": 6}, {"hide": 3}))])
# 184 Sponsor: with 3+ ore, a longship for 4 wood or 3 silver, 3 of that ore loaded on it
card(184, play=[{"op": "ship_deal", "ship": "longship", "ore": 3, "options": [{"wood": 4}, {"silver": 3}]}])

# --- goods transformations (P4) ------------------------------------------------------------------

card(17, play=[{"op": "upgrade", "count": 1, "steps": 3}])  # Orient Shipper: one good up to its blue
# 66 Field Farmer: 1 silver to move an orange good 1 or 2 steps diagonally up-right in the goods boxes
card(66, play=[{"op": "box_move", "pay": {"silver": 1}, "colors": ["orange"], "moves": [[1, 1], [2, 2]]}])
# 78 Traveling Merchant: 1/2/3/4 knarrs -> flip up to 2/4/6/7 goods (not an upgrade)
card(78, play=[computed({"op": "flip"}, count={"metric": "knarrs", "tiers": [[1, 2], [2, 4], [3, 6], [4, 7]]})])
card(79, play=[{"op": "pregnant", "animal": "cattle"}])  # Breeder: one cattle pregnant (not breeding)
card(83, play=[{"op": "upgrade", "count": 4, "steps": 1, "same": True}])  # Wholesaler: up to 4 of one kind

# --- extra phases (P5) ---------------------------------------------------------------------------

card(5, play=[{"op": "feast"}])  # Chief: an extra feast for the owner alone
card(20, play=[{"op": "bonus", "scope": "houses"}])  # Builder: extra bonus phase, stone/long houses only
card(21, play=[{"op": "bonus", "scope": "home"}])  # Collector: extra bonus phase, home board only
card(35, play=[{"op": "breed"}])  # Cattle Breeder: an extra breeding phase for you alone

# --- actions and vikings (P6) --------------------------------------------------------------------

card(60, play=[{"op": "recall"}])  # Inspector: 1 viking back, or 2 from one space for the round in silver
card(76, play=[{"op": "homecoming", "col": 4}])  # Homecomer: 1 back from each fourth-column space
card(77, play=[{"op": "use_space", "occupied_col": 2}])  # Follower: an occupied 2nd-column space, no vikings
# 84 Harbor Guard: emigrate for the round less 1 per large ship owned
card(84, play=[computed({"op": "emigrate"}, discount="large_ships")])
# 85 Hornblower: 1 silver for a Hunting Game and/or 2 silver for Laying a Snare, without vikings
card(85, play=[paid({"silver": 1}, {"op": "dice", "hunt": "hunting"}),
               paid({"silver": 2}, {"op": "dice", "hunt": "snare"})])

# --- special tiles off the boards (P7) -----------------------------------------------------------

card(70, play=[{"op": "reclaim", "tile": "cloakpin", "fill": ["silverware", "runestone"]}])  # Courier
card(71, play=[{"op": "reclaim", "tile": "drinking_horn", "fill": ["chest", "runestone"]}])  # Innkeeper
