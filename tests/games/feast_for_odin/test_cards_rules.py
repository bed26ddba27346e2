"""Occupations that change a rule for their owner: cheaper actions (P14), relaxed prerequisites
and replaced actions, rewards or draws (P15)."""

from __future__ import annotations

from games.feast_for_odin.geometry import GEO
from games.feast_for_odin.placement import put


def emigration_cost(state: dict, seat: int) -> int:
    from games.feast_for_odin.steps import emigration_cost as cost  # after the engine is loaded

    return cost(state, seat)


def _play(g, *cards: int, seat: int = 0) -> None:
    """Play up to 2 cards from hand through the 2-viking occupation space (O2b), then give the
    turn back."""
    g.p(seat)["hand"] = list(cards)
    g.turn(seat)
    g.space("O2b")
    for card in cards:
        g.do("play", card=card)
    g.turn(seat)


def _fresh(odin, players: int = 2):
    g = odin(players)
    for p in g.s["players"]:
        p["hand"] = []
    return g


def _spaces(g) -> set[str]:
    return {a["space"] for a in g.legal() if a["type"] == "space"}


# --- P14: cost modifiers ----------------------------------------------------------------------------

def test_card_1_peddler_livestock_market_costs_1_silver_less(odin):
    """1 Peddler: Livestock Market actions cost 1 silver less in total (never below 0) — so a
    1-silver space is open with no silver at all."""
    g = _fresh(odin)
    _play(g, 1)
    g.give(0, silver=0, thing=3)
    assert "L1a" in _spaces(g) and "L1b" not in _spaces(g)
    g.space("L1a")
    assert g.goods(0)["stockfish"] == 2 and g.p(0)["silver"] == 0
    g.turn(0)
    g.give(0, silver=2)
    g.space("L2b")  # cattle + milk for 3 - 1
    assert g.goods(0)["cattle"] == 1 and g.p(0)["silver"] == 0


def test_card_1_peddler_only_on_the_livestock_market(odin):
    g = _fresh(odin)
    _play(g, 1)
    g.give(0, silver=0, flax=0, thing=3)
    g.p(0)["goods"] = {"flax": 1}
    g.turn(0)
    g.space("C1a")
    assert g.goods(0) == {"linen": 1}


def test_card_2_patron_printed_cost_of_2_or_more_is_1_less(odin):
    """2 Patron: an action space with a printed silver cost of 2+ costs 1 less; 1-silver spaces
    are not cheaper."""
    g = _fresh(odin)
    _play(g, 2)
    g.give(0, silver=0, thing=4)
    assert "L1a" not in _spaces(g)
    g.give(0, silver=1)
    assert "L1b" in _spaces(g)
    g.space("L1b")
    assert g.goods(0)["salt_meat"] == 2 and g.p(0)["silver"] == 0


def test_card_2_patron_and_1_peddler_add_up_in_either_order(odin):
    """1 + 2: salt meat (printed 2 silver) costs nothing with both cards, whichever came first."""
    for order in ((1, 2), (2, 1)):
        g = _fresh(odin)
        _play(g, *order)
        g.give(0, silver=0, thing=3)
        assert "L1b" in _spaces(g)
        g.space("L1b")
        assert g.goods(0)["salt_meat"] == 2 and g.p(0)["silver"] == 0


def test_card_2_patron_special_sale_pair_priced_together(odin):
    """2 Patron: the Special Sale's printed cost is the price of the tiles bought; once it reaches
    2 the sale costs 1 less (a single 1-silver tile is not cheaper)."""
    g = _fresh(odin)
    _play(g, 2)
    g.ships(0, ("knarr", 0))
    g.give(0, silver=2, thing=3)
    g.space("T3")
    tiles = {a["tile"] for a in g.legal() if a["type"] == "buy_special"}
    assert "crucifix" in tiles and "gold_brooch" in tiles and "forge_hammer" not in tiles  # 2, 3 (-1); 4 (-1) > 2
    g.do("buy_special", tile="helmet")  # 1 silver: the sum is 1, no discount yet
    assert g.p(0)["silver"] == 1
    g.do("buy_special", tile="belt")  # the sum reaches 3: this one costs 1
    assert g.p(0)["silver"] == 0 and {"helmet", "belt"} <= set(g.p(0)["specials"])


def test_card_2_patron_emigration_from_round_2(odin):
    """2 Patron: emigration costs the round number, so it is 1 cheaper from round 2 on."""
    g = _fresh(odin)
    _play(g, 2)
    assert emigration_cost(g.s, 0) == 1  # round 1: printed 1, no discount
    g.s["round"] = 4
    assert emigration_cost(g.s, 0) == 3


def test_card_170_refugee_helper_emigration_2_silver_less(odin):
    """170 Refugee Helper: emigration costs 2 silver less (min 0)."""
    g = _fresh(odin)
    _play(g, 170)
    g.s["round"] = 5
    g.ships(0, ("knarr", 0))
    g.give(0, silver=3, thing=3)
    g.space("O2a")
    g.do("emigrate", ship="knarr", ore=0)
    assert g.p(0)["silver"] == 0 and g.p(0)["emigrated"] == ["knarr"]
    g.s["round"] = 1
    assert emigration_cost(g.s, 0) == 0


def test_card_170_refugee_helper_and_2_patron_together(odin):
    g = _fresh(odin)
    _play(g, 170, 2)
    g.s["round"] = 3
    assert emigration_cost(g.s, 0) == 0


def test_card_116_master_bricklayer_houses_cost_1_stone_less(odin):
    """116 Master Bricklayer: on House Building spaces stone/long houses cost 1 stone less; the
    shed (wood) is unchanged."""
    g = _fresh(odin)
    _play(g, 116)
    g.give(0, stone=0, wood=1, thing=4)
    assert "H2" in _spaces(g) and "H1" not in _spaces(g)
    g.space("H2")
    assert g.p(0)["boards"][-1]["id"] == "stone_house" and g.p(0)["stone"] == 0
    g.turn(0)
    g.give(0, stone=1, thing=3)
    g.space("H3")
    assert g.p(0)["boards"][-1]["id"] == "long_house" and g.p(0)["stone"] == 0


def test_card_106_warmonger_plundering_needs_fewer_vikings(odin):
    """106 Warmonger: plundering (SA4) needs 1 viking fewer with 3 longships, 2 with 4."""
    g = _fresh(odin)
    _play(g, 106)
    g.ships(0, ("longship", 0), ("longship", 0))
    g.give(0, thing=3)
    assert "SA4" not in _spaces(g)
    g.ships(0, *[("longship", 0)] * 3)
    assert "SA4" in _spaces(g)
    g.ships(0, *[("longship", 0)] * 4)
    g.give(0, thing=2)
    g.space("SA4")
    assert g.s["occupied"]["SA4"]["vikings"] == 2 and g.p(0)["thing"] == 0
    assert g.goods(0)["silver_hoard"] == 1


# --- P15: prerequisites and replacements --------------------------------------------------------------

def test_card_147_steersman_knarr_stands_in_for_a_longship(odin):
    """147 Steersman: a knarr meets the longship requirement of raid, pillage, plunder and far
    exploration."""
    g = _fresh(odin)
    g.ships(0, ("knarr", 0), ("knarr", 0))
    g.give(0, thing=5)
    assert not {"SA1", "SA2", "SA4", "E3"} & _spaces(g)
    _play(g, 147)
    g.give(0, thing=5)
    assert {"SA1", "SA2", "SA4"} <= _spaces(g)
    from games.feast_for_odin.spaces import requirement_met

    assert requirement_met(g.s, 0, "E3")  # far exploration (no E3 board shows yet in round 1)
    g.ships(0, ("knarr", 0))
    assert "SA4" not in _spaces(g)  # plundering still needs two ships


def test_card_107_adventurer_any_face_up_board_from_shetland_faroe(odin):
    """107 Adventurer: on the Shetland/Faroe space any face-up exploration board may be taken."""
    g = _fresh(odin)
    _play(g, 107)
    g.ships(0, ("whaling_boat", 0))
    g.give(0, thing=1)
    g.space("E1")
    boards = {a["board"] for a in g.legal() if a["type"] == "explore"}
    assert boards == {slot["face"] for slot in g.s["explore"].values() if slot["owner"] is None}
    assert "greenland" in boards
    g.do("explore", board="greenland")
    assert g.p(0)["boards"][1]["id"] == "greenland"


def test_card_105_knarr_builder_knarr_for_3_wood_on_the_whaling_boat_space(odin):
    """105 Knarr Builder: on the first-column whaling-boat space, a knarr for 3 wood instead."""
    g = _fresh(odin)
    _play(g, 105)
    g.give(0, wood=3, thing=1)
    g.space("S1")
    assert {"type": "option", "n": 1} in g.legal()
    g.do("option", n=1)
    assert [s["kind"] for s in g.p(0)["ships"]] == ["knarr"] and g.p(0)["wood"] == 0


def test_card_185_dorestad_traveller_upgrades_instead_of_raiding(odin):
    """185 Dorestad Traveller: whenever you would raid, you may instead upgrade up to two goods
    one step."""
    g = _fresh(odin)
    _play(g, 185)
    g.ships(0, ("longship", 0))
    g.p(0)["goods"] = {"peas": 1, "flax": 1}
    g.give(0, thing=1)
    g.space("SA1")
    assert [a for a in g.legal() if a["type"] == "option"] == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    g.do("option", n=1)
    g.do("upgrade", good="peas")
    g.do("upgrade", good="flax")
    assert g.goods(0) == {"mead": 1, "stockfish": 1}


def test_card_185_dorestad_traveller_may_still_raid(odin):
    g = _fresh(odin)
    _play(g, 185)
    g.ships(0, ("longship", 0))
    g.give(0, thing=1)
    g.space("SA1")
    g.force(2)
    g.do("option", n=0)
    assert {"type": "reroll"} in g.legal()


def test_card_102_fur_merchant_single_upgrade_may_be_meat_or_silk_to_fur(odin):
    """102 Fur Merchant: when a printed space would give one single upgrade, you may instead
    exchange game meat or silk for fur."""
    g = _fresh(odin)
    _play(g, 102)
    g.p(0)["goods"] = {"game_meat": 1, "peas": 1}
    g.give(0, thing=1)
    g.space("M1c")  # two upgrades: not this card's business
    assert {a["type"] for a in g.legal()} >= {"upgrade"}
    g.turn(0)
    g.give(0, thing=1)
    g.space("M1b")
    g.do("skip")  # no mountain items
    assert [a for a in g.legal() if a["type"] == "option"] == [{"type": "option", "n": 0}, {"type": "option", "n": 1}]
    g.do("option", n=1)  # the only way to pay (game meat) is taken at once
    assert g.goods(0) == {"fur": 1, "peas": 1}


def test_card_150_meat_buyer_one_of_two_stockfish_may_become_game_meat(odin):
    """150 Meat Buyer: when an action gives exactly 2 stockfish or 2 salt meat, one may become
    game meat."""
    g = _fresh(odin)
    _play(g, 150)
    g.p(0)["goods"] = {}
    g.give(0, silver=1, thing=1)
    g.space("L1a")
    assert g.legal() == [{"type": "option", "n": 0}, {"type": "skip"}]
    g.do("option", n=0)
    assert g.goods(0) == {"stockfish": 1, "game_meat": 1}


def test_card_150_meat_buyer_not_for_one_stockfish(odin):
    g = _fresh(odin)
    _play(g, 150)
    g.give(0, thing=1)
    g.space("HU1b")
    assert g.prompt["kind"] != "space"


def _ready_stone_house_bonus(board: dict) -> None:
    """Cover every cell around the stone house's bonus cell with 1-silver coins."""
    geo = GEO["stone_house"]
    (bonus, _reward, need) = geo.bonuses[0]
    for index in range(geo.rows * geo.stride):
        if need >> index & 1:
            put(board, "silver1", 0, *geo.cell(index))


def test_card_177_maid_a_house_yielding_one_bonus_good_may_give_silverware(odin):
    """177 Maid: when a stone/long house yields exactly 1 bonus good, you may take silverware
    instead."""
    g = _fresh(odin)
    _play(g, 177)
    _ready_stone_house_bonus(g.board(0, "stone_house"))
    g.p(0)["goods"] = {}
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    while g.prompt["kind"] in ("turn", "after", "feast"):
        g.do({"turn": "pass", "after": "end_turn", "feast": "end_feast"}[g.prompt["kind"]])
    assert g.prompt["kind"] == "steps" and g.goods(0).get("hide") == 1
    assert g.choices() == [{"type": "option", "n": 0}, {"type": "skip"}]
    g.do("option", n=0)
    assert g.goods(0).get("silverware") == 1 and "hide" not in g.goods(0)


def test_card_99_preceptor_plays_a_card_instead_of_drawing(odin):
    """99 Preceptor: whenever you would draw an occupation, you may instead play one from hand."""
    g = _fresh(odin)
    _play(g, 99)
    g.p(0)["hand"] = [43]
    deck = len(g.s["occ_deck"])
    g.give(0, thing=1)
    g.space("O1a")
    assert g.legal() == [{"type": "play", "card": 43}, {"type": "skip"}]
    g.do("play", card=43)
    assert 43 in g.p(0)["played"] and g.p(0)["hand"] == [] and len(g.s["occ_deck"]) == deck
    assert g.goods(0)["fruits"] == 1


def test_card_99_preceptor_declined_draws_as_usual(odin):
    g = _fresh(odin)
    _play(g, 99)
    g.p(0)["hand"] = [43]
    deck = len(g.s["occ_deck"])
    g.give(0, thing=1)
    g.space("O1a")
    g.do("skip")
    assert len(g.p(0)["hand"]) == 2 and len(g.s["occ_deck"]) == deck - 1


def test_card_177_maid_not_on_a_bonus_phase_for_other_boards(odin):
    """177 Maid: a bonus phase for the home board alone (21 Collector) gives no house bonus to
    replace."""
    from games.feast_for_odin.hooks import HOOKS_AT

    g = _fresh(odin)
    _ready_stone_house_bonus(g.board(0, "stone_house"))
    maid = HOOKS_AT["bonus"][177]
    assert maid(g.s, 0, {"rewards": [("home", {"ore": 1})], "scope": "home"}) == []
    assert len(maid(g.s, 0, {"rewards": [("stone_house", {"hide": 1})]})) == 1
