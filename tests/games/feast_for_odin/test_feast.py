"""Phase 9, the feast (rulebook pp.10-11, 9단계: 연회; zh-TW p.10 for the lengthwise rule).

The table is one row filled from the left (D2): each decision serves one food tile (lengthwise or
crosswise), one silver coin, leaves one space empty, or ends the feast.
"""

from __future__ import annotations


def feast(odin, open_spaces: int = 6, seat1_goods: dict | None = None, **holdings):
    """A 2-player game at seat 0's feast with `open_spaces` open spaces (no ships emigrated)."""
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
        p["goods"] = {}
        p["silver"] = 0
        p["table"] = [1] * (12 - open_spaces)
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    g.give(0, **holdings)
    if seat1_goods:
        g.give(1, **seat1_goods)
    g.do("pass")
    g.do("pass")
    assert g.prompt["kind"] == "feast" and g.prompt["seat"] == 0
    return g


def serves(g) -> set[tuple[str, str]]:
    return {(a["good"], a["lay"]) for a in g.legal() if a["type"] == "serve"}


def test_rulebook_example_two_vikings_ten_empty_spaces(odin):
    """p.10: round 5 of the long game, 2 vikings still on the table, 10 spaces to fill; every space
    left empty costs one Thing penalty (−3 at the end, p.11)."""
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
        p["goods"] = {}
        p["silver"] = 0
        p["table"] = [1, 1]
    g.s["round"] = 5
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    g.give(0, salt_meat=1, beans=1, silver=1)
    g.do("pass")
    g.do("pass")
    assert (g.prompt["pos"], g.prompt["end"]) == (0, 10)
    g.do("serve", good="salt_meat", lay="long")
    g.do("serve", good="beans", lay="long")
    g.do("serve", good="silver", lay="long")
    assert g.prompt["end"] - g.prompt["pos"] == 3
    g.do("end_feast")
    assert g.p(0)["penalties"] == 3
    assert g.p(0)["goods"] == {} and g.p(0)["silver"] == 0  # what was served goes back to the supply
    assert g.prompt["seat"] == 1
    g.do("end_feast")
    assert g.p(1)["penalties"] == 10


def test_one_tile_of_each_kind_lengthwise_the_others_crosswise(odin):
    """zh-TW p.10 / ko p.10: of each kind only one tile may lie lengthwise; the rest go crosswise
    (salt meat is best served once). Another kind may still lie lengthwise."""
    g = feast(odin, open_spaces=10, salt_meat=2, grain=1, silver=3)
    assert {("salt_meat", "long"), ("salt_meat", "short")} <= serves(g)
    g.do("serve", good="salt_meat", lay="long")
    assert g.prompt["pos"] == 4
    g.do("serve", good="silver", lay="long")
    assert ("salt_meat", "long") not in serves(g) and ("salt_meat", "short") in serves(g)
    assert ("grain", "long") in serves(g)
    g.do("serve", good="salt_meat", lay="short")
    assert g.prompt["pos"] == 6


def test_square_tiles_are_not_affected(odin):
    """p.10: beans are square, the same either way; many may be served."""
    g = feast(odin, open_spaces=10, beans=3, silver=2)
    g.do("serve", good="beans", lay="long")
    g.do("serve", good="silver", lay="long")
    assert ("beans", "long") in serves(g)
    g.do("serve", good="beans", lay="long")
    assert g.prompt["pos"] == 5


def test_a_tile_lengthwise_only_if_the_open_spaces_hold_it(odin):
    """p.10: tiles stay on the open spaces; they never hang over."""
    g = feast(odin, open_spaces=3, salt_meat=1, whale_meat=1)
    assert serves(g) == {("salt_meat", "short"), ("whale_meat", "long")}  # 4 long does not fit; 3x3 does


def test_orange_never_next_to_orange(odin):
    g = feast(odin, peas=1, beans=1, mead=1, silver=1)
    g.do("serve", good="peas", lay="long")
    assert not {good for good, _ in serves(g)} & {"beans", "peas"}
    assert {("mead", "long"), ("silver", "long")} <= serves(g)


def test_red_never_next_to_red_silver_next_to_anything(odin):
    g = feast(odin, open_spaces=10, mead=1, stockfish=1, peas=1, silver=3)
    g.do("serve", good="mead", lay="long")
    assert "stockfish" not in {good for good, _ in serves(g)}
    g.do("serve", good="silver", lay="long")
    assert ("silver", "long") in serves(g)
    g.do("serve", good="silver", lay="long")
    assert ("stockfish", "long") in serves(g)


def test_an_empty_space_separates_two_tiles_of_a_colour(odin):
    g = feast(odin, peas=2)
    g.do("serve", good="peas", lay="long")
    g.do("leave")
    assert g.p(0)["penalties"] == 1 and g.prompt["pos"] == 3
    assert ("peas", "short") in serves(g)


def test_animals_from_the_stable_may_be_served(odin):
    """p.10: food from the personal supply or the stable (one sheep and one cattle: no breeding)."""
    g = feast(odin, sheep=1, cattle=1)
    assert {("sheep", "long"), ("cattle", "long")} <= serves(g)
    g.do("serve", good="cattle", lay="long")
    assert g.goods(0) == {"sheep": 1}
    assert g.prompt["pos"] == 4


def test_only_food_and_silver_on_the_table(odin):
    """p.10: orange and red tiles and 1-silver coins; no ore, no green or blue goods."""
    g = feast(odin, oil=1, runestone=1, ore=3, silver=0)
    assert serves(g) == set()
    assert {a["type"] for a in g.legal()} >= {"leave", "end_feast"}


def test_ending_the_feast_costs_a_penalty_per_open_space(odin):
    g = feast(odin, open_spaces=7, mead=1)
    g.do("serve", good="mead", lay="long")
    g.do("end_feast")
    assert g.p(0)["penalties"] == 5


def test_a_full_table_ends_the_feast_by_itself(odin):
    g = feast(odin, open_spaces=6, salt_meat=1, beans=1)
    g.do("serve", good="salt_meat", lay="long")
    g.do("serve", good="beans", lay="long")
    assert g.prompt["seat"] == 1 and g.p(0)["penalties"] == 0


def test_emigrated_ships_cover_table_spaces_from_the_left(odin):
    """p.17 이주, D3: each emigrated ship covers one table space, the leftmost free one; the feast
    needs that much less food."""
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
        p["goods"] = {}
        p["silver"] = 0
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    g.p(0)["emigrated"] = ["knarr", "longship"]
    g.give(0, salt_meat=1)
    g.do("pass")
    g.do("pass")
    assert (g.prompt["pos"], g.prompt["end"]) == (2, 6)
    g.do("serve", good="salt_meat", lay="long")
    assert g.p(0)["penalties"] == 0 and g.prompt["seat"] == 1
    g.do("end_feast")
    assert g.p(1)["penalties"] == 6


def test_a_table_covered_by_ships_needs_no_food(odin):
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    g.p(0)["emigrated"] = ["knarr"] * 6
    g.do("pass")
    g.do("pass")
    assert [a for a in g.legal() if a["type"] not in ("place", "buy", "arm")] == [{"type": "end_feast"}]
    g.do("end_feast")
    assert g.p(0)["penalties"] == 0


def test_players_feast_one_after_another_from_the_start_player(odin):
    """D12: in turn order from the start player."""
    g = odin(3)
    for p in g.s["players"]:
        p["hand"] = []
    g.s["start"] = g.s["last_placer"] = 2
    g.turn(2)
    g.do("pass")
    g.do("pass")
    g.do("pass")
    seats = []
    while g.prompt["kind"] == "feast":
        seats.append(g.prompt["seat"])
        g.do("end_feast")
    assert seats == [2, 0, 1]


def test_income_arrives_before_the_feast_and_can_pay_for_it(odin):
    """p.11: the feast follows the income, whose silver may go on the table."""
    g = odin(2)
    for p in g.s["players"]:
        p["hand"] = []
        p["goods"] = {}
        p["silver"] = 0
    g.s["start"] = g.s["last_placer"] = 0
    g.turn(0)
    from games.feast_for_odin.placement import put

    put(g.p(0)["boards"][0], "robe", 0, 9, 0)  # income 2
    g.do("pass")
    g.do("pass")
    assert g.p(0)["silver"] == 2 and ("silver", "long") in serves(g)
