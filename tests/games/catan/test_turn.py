"""A turn: roll and production, the robber on a 7, trade then build (§턴의 구성, §자원 생산, §주사위 눈이 7)."""

from __future__ import annotations

import pytest

from core.errors import IllegalAction
from games.catan import board

from .conftest import BEGINNER_HEX as H


def test_before_the_roll_only_the_roll_and_development_cards(game):
    sc = game()
    sc.hand(0, brick=5, lumber=5, wool=5, grain=5, ore=5)
    assert {a["type"] for a in sc.legal()} == {"roll"}
    sc.dev(0, "knight")
    assert {a["type"] for a in sc.legal()} == {"roll", "play_dev"}
    with pytest.raises(IllegalAction):
        sc.act("buy_dev")


def test_production_settlement_one_city_two_robber_blocks(empty):
    sc = empty
    s = sc.s
    mountains = H["M3"]  # numbered 3 on the beginner map
    top, right = board.HEX_NODES[mountains][0], board.HEX_NODES[mountains][2]
    sc.settle(1, top)
    sc.settle(2, right, city=True)
    sc.roll(1, 2)
    assert sc.cards(1)["ore"] == 1 and sc.cards(2)["ore"] == 2
    # With the robber on it, the hex produces nothing (§도둑).
    sc.act("end_turn")
    s["robber"] = mountains
    sc.roll(2, 1)
    assert sc.cards(1)["ore"] == 1 and sc.cards(2)["ore"] == 2


def test_rulebook_example_roll_six(empty):
    """§도시 예제: on a 6, black takes 3 ore (settlement + city), white 2 lumber from a city."""
    sc = empty
    s = sc.s
    black, white = 1, 2
    s["numbers"][H["M3"]] = 6
    s["numbers"][H["F3"]] = 6
    s["numbers"][H["Fi6"]] = 11
    s["numbers"][H["H6"]] = 12
    m3 = board.HEX_NODES[H["M3"]]
    sc.settle(black, m3[0])
    sc.settle(black, m3[3], city=True)
    sc.settle(white, board.HEX_NODES[H["F3"]][1], city=True)
    sc.roll(3, 3)
    assert sc.cards(black) == {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 3}
    assert sc.cards(white)["lumber"] == 2 and sum(sc.s["hands"][white]) == 2


def test_bank_shortage_nobody_or_the_only_claimant_takes_the_rest(empty):
    sc = empty
    s = sc.s
    hexes = board.HEX_NODES[H["M3"]]  # mountains 3
    sc.settle(1, hexes[0], city=True)
    sc.settle(2, hexes[3], city=True)
    # Two players are owed 4 ore, the bank has 3: nobody gets any (§자원카드).
    sc.hand(3, ore=16)
    sc.roll(1, 2)
    assert s["hands"][1][4] == 0 and s["hands"][2][4] == 0 and s["bank"][4] == 3
    # Only one claimant: that player takes what is left.
    sc.act("end_turn")
    s["node_owner"][hexes[3]] = -1
    s["node_level"][hexes[3]] = 0
    sc.hand(3, ore=18)
    sc.roll(2, 1)
    assert s["hands"][1][4] == 1 and s["bank"][4] == 0


def test_rulebook_example_seven_with_6_7_11_cards(empty):
    """§주사위 눈이 7 예제: 6, 7 and 11 cards — only the 11-card player discards, 5 cards."""
    sc = empty
    sc.phase("pre_roll", turn=0, rolled=False)
    sc.hand(0, brick=6)
    sc.hand(1, wool=7)
    sc.hand(2, lumber=3, wool=2, ore=6)
    sc.roll(3, 4)
    assert sc.s["discards"] == [[2, 5]] and sc.m.current_player() == 2
    for res in ("lumber", "lumber", "lumber", "wool", "wool"):
        assert sc.has("discard", resource=res)
        sc.act("discard", resource=res)
    assert sc.cards(2) == {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 6}
    assert sum(sc.s["hands"][0]) == 6 and sum(sc.s["hands"][1]) == 7
    # Then the roller moves the robber.
    assert sc.s["phase"] == "move_robber" and sc.m.current_player() == 0


def test_discard_is_half_rounded_down_and_only_own_cards(empty):
    sc = empty
    sc.phase("pre_roll", turn=0, rolled=False)
    sc.hand(1, brick=9)
    sc.roll(6, 1)
    assert sc.s["discards"] == [[1, 4]]
    assert sc.legal() == [{"type": "discard", "resource": "brick"}]


def test_robber_must_move_to_another_numbered_hex(empty):
    sc = empty
    sc.phase("move_robber", turn=0)
    hexes = {a["hex"] for a in sc.legal("move_robber")}
    desert = sc.s["terrain"].index("desert")
    assert sc.s["robber"] == desert
    assert desert not in hexes and len(hexes) == 18
    sc.act("move_robber", hex=H["M3"])
    sc.phase("move_robber", turn=1)
    hexes = {a["hex"] for a in sc.legal("move_robber")}
    assert H["M3"] not in hexes and desert not in hexes  # never back to the desert


def test_robber_steals_one_random_card_from_a_chosen_neighbour(empty):
    sc = empty
    target = H["M3"]
    nodes = board.HEX_NODES[target]
    sc.settle(1, nodes[0])
    sc.settle(2, nodes[3])
    sc.hand(1, wool=2)
    sc.hand(2, ore=1, grain=1)
    sc.phase("move_robber", turn=0)
    sc.act("move_robber", hex=target)
    assert sc.s["phase"] == "steal"
    assert sc.legal() == [{"type": "steal", "from": 1}, {"type": "steal", "from": 2}]
    sc.m.rng.force(1)  # the second of seat 2's cards in resource order: ore
    sc.act("steal", **{"from": 2})
    assert sc.cards(0)["ore"] == 1 and sc.cards(2) == {"brick": 0, "lumber": 0, "wool": 0, "grain": 1, "ore": 0}
    assert sc.s["phase"] == "main"


def test_robber_skips_players_without_cards_and_steals_alone_victim_at_once(empty):
    sc = empty
    nodes = board.HEX_NODES[H["M3"]]
    sc.settle(1, nodes[0])
    sc.settle(2, nodes[2])
    sc.settle(0, nodes[4])  # the mover's own building is never a target
    sc.hand(2, wool=1)
    sc.hand(0, brick=1)
    sc.phase("move_robber", turn=0)
    sc.act("move_robber", hex=H["M3"])
    assert sc.s["phase"] == "main" and sc.cards(0)["wool"] == 1 and sum(sc.s["hands"][2]) == 0


def test_no_trade_after_building(empty):
    sc = empty
    home = board.HEX_NODES[H["M3"]][0]
    sc.settle(0, home)
    sc.hand(0, brick=5, lumber=5)
    assert sc.legal("bank_trade") and sc.legal("trade_open")
    edge = sc.legal("build_road")[0]["edge"]
    sc.act("build_road", edge=edge)
    # "건설 이후나 건설 도중에는 자원 거래가 불가능합니다" (§자원거래)
    assert not sc.legal("bank_trade") and not sc.legal("trade_open")
    assert sc.legal("build_road")


def test_maritime_trade_ratios(empty):
    sc = empty
    sc.hand(0, brick=4, wool=3, ore=2, grain=1)
    offers = {(a["give"], a["get"]) for a in sc.legal("bank_trade")}
    assert ("brick", "ore") in offers and ("wool", "ore") not in offers
    # A settlement on a 3:1 harbor: any 3 of a kind.
    generic = next(e for e, kind in sc.s["harbors"] if kind == "3:1")
    sc.settle(0, board.EDGE_NODES[generic][0])
    offers = {(a["give"], a["get"]) for a in sc.legal("bank_trade")}
    assert ("wool", "ore") in offers and ("ore", "wool") not in offers
    # A 2:1 ore harbor: two ore for any one card.
    ore_port = next(e for e, kind in sc.s["harbors"] if kind == "ore")
    sc.settle(0, board.EDGE_NODES[ore_port][1])
    sc.act("bank_trade", give="ore", get="lumber")
    assert sc.cards(0)["ore"] == 0 and sc.cards(0)["lumber"] == 1
    sc.act("bank_trade", give="wool", get="grain")
    assert sc.cards(0)["wool"] == 0 and sc.cards(0)["grain"] == 2


def test_bank_cannot_give_a_resource_it_has_run_out_of(empty):
    sc = empty
    sc.hand(0, brick=4)
    sc.hand(1, ore=19)
    assert not any(a["get"] == "ore" for a in sc.legal("bank_trade"))


def test_the_turn_passes_to_the_left_and_resets(empty):
    sc = empty
    sc.phase("main", turn=3, rolled=True)
    sc.s["built"] = sc.s["dev_played"] = True
    sc.act("end_turn")
    assert sc.s["turn"] == 0 and sc.s["phase"] == "pre_roll"  # clockwise: seat 3 → seat 0
    assert not (sc.s["built"] or sc.s["dev_played"] or sc.s["rolled"])
