"""Occupations that act at the round's phases (rulebook pp.7-11: harvest, new weapon, end of the
actions, income, feast, bonus, mountain strips) and on the banquet table (card types pp.21-22)."""

from __future__ import annotations

PLAIN = {"turn": {"type": "pass"}, "after": {"type": "end_turn"}, "feast": {"type": "end_feast"},
         "final": {"type": "finish"}}


def _play(g, card: int, seat: int = 0) -> None:
    """Play `card` from hand through the 2-viking occupation space (O2b)."""
    g.p(seat)["hand"] = [card]
    g.turn(seat)
    g.space("O2b")
    g.do("play", card=card)


def game(odin, card: int, round_no: int = 1):
    """A 2-player game in round `round_no` where seat 0 (the start player) has played `card`, holds
    nothing, and is about to choose a space."""
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
    _play(g, card)
    for p in g.s["players"]:
        p["goods"] = {}
        p["silver"] = p["wood"] = p["stone"] = p["ore"] = 0
    g.s["round"] = round_no
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    return g


def proceed(g, until=None, limit: int = 400) -> None:
    """Answer every decision the plain way (pass, end the turn, end the feast) until `until(g)`
    holds or a card's prompt waits for an answer."""
    for _ in range(limit):
        if (until and until(g)) or g.s["phase"] == "over" or g.prompt["kind"] == "steps":
            return
        g.m.apply(PLAIN[g.prompt["kind"]])
    raise AssertionError("no end in sight")


def next_round(g) -> None:
    """On to the next round's first turn (card prompts on the way must be answered by the test)."""
    target = g.s["round"] + 1
    proceed(g, lambda g: g.s["round"] == target and g.prompt["kind"] == "turn")


def at_feast(g, open_spaces: int = 10, seat: int = 0) -> None:
    """Through the actions phase to `seat`'s feast with `open_spaces` open spaces."""
    g.p(seat)["table"] = [1] * (12 - open_spaces)
    proceed(g, lambda g: g.prompt["kind"] == "feast" and g.prompt["seat"] == seat)


def gained(g, seat: int, items: dict) -> bool:
    """Whether the last decision's events include that gain."""
    return {"type": "gain", "seat": seat, "items": items} in g.m.events[-1]


def serves(g) -> set[tuple[str, str]]:
    return {(a["good"], a["lay"]) for a in g.legal() if a["type"] == "serve"}


def kinds(g, kind: str) -> list[dict]:
    return [a for a in g.legal() if a["type"] == kind]


# --- harvest or no harvest -----------------------------------------------------------------------

def test_card_169_sower_one_more_flax_or_grain_in_a_harvest(odin):
    """169 Sower: in a harvest round, if you had flax, harvest 1 extra flax (or 1 extra grain if
    you also had grain)."""
    g = game(odin, 169)  # round 2 harvests peas, flax, beans and grain
    g.give(0, flax=1)
    next_round(g)
    assert g.goods(0)["flax"] == 3 and g.goods(0)["grain"] == 1
    g = game(odin, 169)
    g.give(0, flax=1, grain=1)
    next_round(g)
    assert kinds(g, "option") == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    g.do("option", n=1)
    assert g.goods(0)["flax"] == 2 and g.goods(0)["grain"] == 3
    g = game(odin, 169)
    next_round(g)
    assert g.goods(0)["flax"] == 1  # no flax before the harvest: nothing more


def test_card_171_flax_baker_flax_for_grain_and_silver_after_a_harvest(odin):
    """171 Flax Baker: after each harvest, may exchange 1 flax for 1 grain + 1 silver."""
    g = game(odin, 171)
    next_round(g)
    assert {"type": "skip"} in g.legal()
    g.do("option", n=0)
    assert "flax" not in g.goods(0) and g.goods(0)["grain"] == 2 and gained(g, 0, {"grain": 1, "silver": 1})


def test_card_92_sympathetic_soul_silver_by_special_tiles_without_harvest(odin):
    """92 Sympathetic Soul: in each round without harvest, 3 / 4 / 5+ special tiles give 1 / 2 / 3
    silver (only the tier reached)."""
    g = game(odin, 92, round_no=2)  # round 3 has no harvest
    for tile in ("helmet", "belt", "cloakpin"):
        g.s["specials"].remove(tile)
        g.p(0)["specials"].append(tile)
    silver = g.p(0)["silver"]
    proceed(g, lambda g: g.s["round"] == 3)
    events = [e for batch in g.m.events for e in batch]
    assert {"type": "gain", "seat": 0, "items": {"silver": 1}} in events
    assert g.p(0)["silver"] >= silver + 1
    g = game(odin, 92, round_no=2)
    for tile in ("helmet", "belt", "cloakpin", "crucifix", "chalice"):
        g.s["specials"].remove(tile)
        g.p(0)["specials"].append(tile)
    proceed(g, lambda g: g.s["round"] == 3)
    assert any({"type": "gain", "seat": 0, "items": {"silver": 3}} in batch for batch in g.m.events)


def test_card_93_helper_in_time_of_need_crop_by_whaling_boats(odin):
    """93 Helper in Time of Need: in a round without harvest, exactly 1 / 2 / 3 whaling boats give
    beans / grain / cabbage."""
    g = game(odin, 93, round_no=2)
    g.ships(0, ("whaling_boat", 0), ("whaling_boat", 0))
    next_round(g)
    assert g.goods(0) == {"grain": 1}
    g = game(odin, 93, round_no=1)  # round 2 has a harvest: nothing from the card
    g.ships(0, ("whaling_boat", 0), ("whaling_boat", 0))
    next_round(g)
    assert g.goods(0)["grain"] == 1 and "cabbage" not in g.goods(0)


def test_card_94_spice_merchant_two_oil_for_spices(odin):
    """94 Spice Merchant: in each round without harvest, may exchange 2 oil for 1 spices."""
    g = game(odin, 94, round_no=2)
    g.give(0, oil=2)
    next_round(g)
    g.do("option", n=0)
    assert g.goods(0) == {"spices": 1}


def test_card_95_wanderer_two_mountain_items(odin):
    """95 Wanderer: in each round without harvest, may take 2 items from a mountain strip."""
    g = game(odin, 95, round_no=2)
    next_round(g)
    assert {a["count"] for a in kinds(g, "take")} == {1, 2}
    strip = list(g.s["strips"][0])
    g.do("take", strip=0, count=2)
    assert g.s["strips"][0] == strip[2:]


def test_card_96_meat_merchant_swaps_meat(odin):
    """96 Meat Merchant: in each round without harvest, may swap game meat for whale meat, or
    whale meat for 2 game meat."""
    g = game(odin, 96, round_no=2)
    g.give(0, whale_meat=1)
    next_round(g)
    assert kinds(g, "option") == [{"type": "option", "n": 1}]
    g.do("option", n=1)
    assert g.goods(0) == {"game_meat": 2}


def test_card_97_pea_counter_doubles_peas_up_to_eight(odin):
    """97 Pea Counter: in each round without harvest, the peas in supply double, up to 8 in all."""
    g = game(odin, 97, round_no=2)
    g.give(0, peas=3)
    next_round(g)
    assert g.goods(0)["peas"] == 6
    g = game(odin, 97, round_no=2)
    g.give(0, peas=6)
    next_round(g)
    assert g.goods(0)["peas"] == 8


# --- new weapon ----------------------------------------------------------------------------------

def test_card_38_peacemaker_resource_instead_of_the_weapon(odin):
    """38 Peacemaker: in each New Weapon phase, may take 1 wood, stone or ore instead of the
    weapon card."""
    g = game(odin, 38)
    weapons = sum(g.p(0)["weapons"].values())
    next_round(g)
    assert kinds(g, "option") == [{"type": "option", "n": n} for n in range(3)] and {"type": "skip"} in g.legal()
    g.do("option", n=1)
    assert g.p(0)["stone"] == 1 and sum(g.p(0)["weapons"].values()) == weapons
    g = game(odin, 38)
    next_round(g)
    g.do("skip")  # the weapon card after all
    assert sum(g.p(0)["weapons"].values()) == weapons + 1 and g.p(0)["stone"] == 0


# --- end of the actions phase, before income ------------------------------------------------------

def test_card_91_latecomer_uses_an_empty_space_next_to_one_of_his(odin):
    """91 Latecomer: at the end of the actions phase, pay 1 silver to use an empty first-column space
    directly above or below one holding your viking, without vikings."""
    g = game(odin, 91)
    g.s["occupied"]["HU1a"] = {"seat": 0, "vikings": 1, "round": 1}
    g.give(0, silver=1)
    proceed(g)
    # S1 (above) needs wood to build a boat; HU1b (below) gives a stockfish
    assert kinds(g, "use_space") == [{"type": "use_space", "space": "HU1b"}]
    g.do("use_space", space="HU1b")
    assert g.goods(0) == {"stockfish": 1} and g.p(0)["silver"] == 0
    assert "HU1b" not in g.s["occupied"]


def test_card_8_craft_leader_oil_for_five_vikings_on_crafting(odin):
    """8 Craft Leader: just before income, 5+ of your vikings on Crafting spaces give 1 oil."""
    g = game(odin, 8)
    g.s["occupied"].update({"C2a": {"seat": 0, "vikings": 2, "round": 1},
                            "C3a": {"seat": 0, "vikings": 3, "round": 1}})
    at_feast(g)
    assert g.goods(0) == {"oil": 1}
    g = game(odin, 8)
    g.s["occupied"].update({"C1a": {"seat": 0, "vikings": 1, "round": 1},
                            "C3a": {"seat": 0, "vikings": 3, "round": 1}})
    at_feast(g)
    assert "oil" not in g.goods(0)


def test_card_9_ore_boatman_ore_per_longship_placed_at_once(odin):
    """9 Ore Boatman: just before income, 1 ore per longship, placed at once on your home or
    exploration boards."""
    g = game(odin, 9)
    g.ships(0, ("longship", 0), ("longship", 0))
    proceed(g)
    for _ in range(2):
        assert kinds(g, "to") == [{"type": "to", "board": 0}]
        g.do("to", board=0)
        put = kinds(g, "put")[0]
        g.do("put", row=put["row"], col=put["col"])
    assert g.prompt["kind"] == "feast"
    assert [pc["item"] for pc in g.p(0)["boards"][0]["pieces"]] == ["ore", "ore"] and g.p(0)["ore"] == 0


def test_card_42_steward_wood_into_a_shed_for_silver(odin):
    """42 Steward: before income, may put 1 wood or stone into one of your sheds, then 1 silver."""
    g = game(odin, 42)
    g.board(0, "shed")
    g.give(0, wood=1)
    proceed(g)
    assert kinds(g, "shed") == [{"type": "shed", "board": 1, "res": "wood"}]
    g.do("shed", board=1, res="wood")
    assert g.p(0)["boards"][1]["slots"]["wood"] == 1 and g.p(0)["wood"] == 0
    assert gained(g, 0, {"silver": 1})


# --- the feast -----------------------------------------------------------------------------------

def test_card_165_village_leader_silver_for_clothing_at_the_feast(odin):
    """165 Village Leader: at the start of each feast, a clothing in supply gives 2 silver."""
    g = game(odin, 165)
    g.give(0, clothing=1)
    silver = g.p(0)["silver"]
    at_feast(g)
    assert {"type": "gain", "seat": 0, "items": {"silver": 2}} in g.m.events[-1]
    assert g.p(0)["silver"] >= silver + 2 and g.goods(0)["clothing"] == 1


def test_card_167_taster_silver_for_spices_at_the_feast(odin):
    """167 Taster: at the start of each feast, 1 / 2+ spices in supply give 1 / 2 silver."""
    for spices, silver in ((1, 1), (3, 2)):
        g = game(odin, 167)
        g.give(0, spices=spices)
        at_feast(g)
        assert gained(g, 0, {"silver": silver})


def test_card_7_miller_silver_for_one_or_two_grain_after_the_feast(odin):
    """7 Miller: after each feast, exactly 1 / 2 grain in supply give 1 / 2 silver."""
    g = game(odin, 7)
    g.give(0, grain=2)
    at_feast(g)
    silver = g.p(0)["silver"]
    g.do("end_feast")
    assert g.p(0)["silver"] == silver + 2
    g = game(odin, 7)
    g.give(0, grain=3)
    at_feast(g)
    silver = g.p(0)["silver"]
    g.do("end_feast")
    assert g.p(0)["silver"] == silver


def test_card_157_skinner_skin_and_bones_per_animal_served(odin):
    """157 Skinner: each sheep or cattle put on the banquet table gives skin and bones."""
    g = game(odin, 157)
    g.give(0, sheep=1, silver=0)
    at_feast(g)
    g.do("serve", good="sheep", lay="long")
    assert g.goods(0) == {"skin_and_bones": 1}


def test_card_158_barbarian_weapons_and_silver_per_meat_served(odin):
    """158 Barbarian: each game or whale meat put on the table gives 3 weapon cards + 1 silver,
    the silver usable in that feast."""
    g = game(odin, 158)
    g.give(0, game_meat=1)
    at_feast(g)
    g.give(0, silver=0)
    weapons = sum(g.p(0)["weapons"].values())
    g.do("serve", good="game_meat", lay="long")
    assert sum(g.p(0)["weapons"].values()) == weapons + 3 and g.p(0)["silver"] == 1
    assert ("silver", "long") in serves(g)


def test_card_159_festive_hunter_hunts_after_a_feast_with_game_meat(odin):
    """159 Festive Hunter: in a feast where you put at least one game meat on the table, take a
    Hunting Game action without vikings."""
    g = game(odin, 159)
    g.give(0, game_meat=1)
    at_feast(g)
    g.do("serve", good="game_meat", lay="long")
    g.do("end_feast")
    assert kinds(g, "use_space") == [{"type": "use_space", "space": "HU1a"}]
    g.give(0, wood=2, bow=0)
    thing = g.p(0)["thing"]
    g.force(2)
    g.do("use_space", space="HU1a")
    g.do("pay", weapon=0, wood=2)
    assert g.goods(0)["game_meat"] == 1 and g.goods(0)["hide"] == 1 and g.p(0)["thing"] == thing
    g = game(odin, 159)
    g.give(0, salt_meat=1)
    at_feast(g)
    g.do("serve", good="salt_meat", lay="long")
    g.do("end_feast")
    assert g.prompt["kind"] == "feast" and g.prompt["seat"] == 1


def test_card_160_sober_man_silver_for_a_feast_without_mead(odin):
    """160 Sober Man: in a feast where you put no mead on the table, 1 silver, usable in that feast."""
    g = game(odin, 160)
    g.give(0, mead=1)
    at_feast(g)
    g.give(0, silver=0)
    assert {"type": "abstain", "card": 160} in g.legal() and ("mead", "long") in serves(g)
    g.do("abstain", card=160)
    assert g.p(0)["silver"] == 1 and "mead" not in {good for good, _ in serves(g)}
    assert ("silver", "long") in serves(g) and {"type": "abstain", "card": 160} not in g.legal()
    g = game(odin, 160)
    g.give(0, mead=1)
    at_feast(g)
    g.do("serve", good="mead", lay="long")
    assert {"type": "abstain", "card": 160} not in g.legal()


def test_card_172_fish_cook_moves_served_stockfish_into_a_house(odin):
    """172 Fish Cook: after each feast, the stockfish served may move from the table into your
    stone or long houses."""
    g = game(odin, 172)
    g.board(0, "stone_house")
    g.give(0, stockfish=1)
    at_feast(g)
    g.do("serve", good="stockfish", lay="long")
    g.do("end_feast")
    assert kinds(g, "to") == [{"type": "to", "board": 1}] and {"type": "skip"} in g.legal()
    g.do("to", board=1)
    put = kinds(g, "put")[0]
    g.do("put", row=put["row"], col=put["col"])
    assert [pc["item"] for pc in g.p(0)["boards"][1]["pieces"]] == ["stockfish"]
    assert "stockfish" not in g.goods(0)


def test_card_186_pea_flour_baker_two_peas_lengthwise(odin):
    """186 Pea Flour Baker: at each feast up to 2 peas may lie lengthwise (normally 1)."""
    g = game(odin, 186)
    g.give(0, peas=3)
    at_feast(g, open_spaces=12)
    g.give(0, silver=2)
    g.do("serve", good="peas", lay="long")
    g.do("serve", good="silver", lay="long")
    assert ("peas", "long") in serves(g)
    g.do("serve", good="peas", lay="long")
    g.do("serve", good="silver", lay="long")
    assert ("peas", "long") not in serves(g) and ("peas", "short") in serves(g)


# --- bonus and mountain strips -------------------------------------------------------------------

def test_card_41_slowpoke_silver_or_mead_for_oil_after_the_bonus_phase(odin):
    """41 Slowpoke: after each bonus phase, may exchange 1 silver or 1 mead for 1 oil."""
    g = game(odin, 41)
    g.give(0, mead=1)
    proceed(g)
    assert g.s["phase"] == "feast" and g.s["stack"][0]["kind"] != "turn"
    assert {"type": "option", "n": 1} in g.legal()
    g.do("option", n=1)
    assert g.goods(0)["oil"] == 1 and "mead" not in g.goods(0)


def column_vikings(g, *spaces: str) -> None:
    from games.feast_for_odin.spaces import column

    for space in spaces:
        g.s["occupied"][space] = {"seat": 0, "vikings": column(space), "round": 1}


def test_card_161_whaling_assistant_cabbage_for_seven_vikings_in_column_three(odin):
    """161 Whaling Assistant: in the bonus phase, 7+ of your vikings in the third column give 1 cabbage."""
    g = game(odin, 161)
    column_vikings(g, "H3", "S3", "HU3")
    next_round(g)
    assert any({"type": "gain", "seat": 0, "items": {"cabbage": 1}} in batch for batch in g.m.events)
    g = game(odin, 161)
    column_vikings(g, "H3", "S3")
    next_round(g)
    assert not any({"type": "gain", "seat": 0, "items": {"cabbage": 1}} in batch for batch in g.m.events)


def test_card_162_flax_farmer_flax_for_seven_vikings_in_column_two(odin):
    """162 Flax Farmer: in the bonus phase, 7+ of your vikings in the second column give 1 flax."""
    g = game(odin, 162)  # 2 vikings already on O2b
    column_vikings(g, "H2", "S2", "HU2a")
    next_round(g)
    assert any({"type": "gain", "seat": 0, "items": {"flax": 1}} in batch for batch in g.m.events)
    g = game(odin, 162)
    column_vikings(g, "H2", "S2")
    next_round(g)
    assert not any({"type": "gain", "seat": 0, "items": {"flax": 1}} in batch for batch in g.m.events)


def test_card_173_punchcutter_silver_for_ore_and_silver_removed(odin):
    """173 Punchcutter: in the mountain strips phase, each ore removed gives 1 silver and each
    '2 silver' item removed gives 2 silver."""
    g = game(odin, 173)
    g.s["strips"] = [["ore", "wood"], ["silver", "stone"]]
    next_round(g)
    assert any({"type": "gain", "seat": 0, "items": {"silver": 3}} in batch for batch in g.m.events)
