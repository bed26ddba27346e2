"""Development cards (§개발카드, §개발카드의 사용, §군인카드, §진보카드, §승점카드)."""

from __future__ import annotations

from collections import Counter

from games.catan import board

from .conftest import BEGINNER_HEX as H


def test_deck_has_25_cards_and_a_bought_card_is_hidden_until_played(empty):
    sc = empty
    assert Counter(sc.s["deck"]) == {"knight": 14, "victory_point": 5, "road_building": 2,
                                     "year_of_plenty": 2, "monopoly": 2}
    sc.hand(0, wool=1, grain=1, ore=1)
    sc.m.rng.force(0)
    sc.act("buy_dev")
    card = sc.s["dev"][0][0]
    assert len(sc.s["deck"]) == 24 and sc.s["dev_new"][0] == [card]
    assert sc.m.view(0)["me"]["dev"] == [card]
    assert "dev" not in sc.m.view(1) and sc.m.view(1)["players"][0]["dev_cards"] == 1


def test_not_the_card_bought_this_turn_and_one_per_turn(empty):
    sc = empty
    sc.dev(0, "knight", new=True)
    assert not sc.legal("play_dev")  # "구입한 바로 그 턴에 사용할 수는 없습니다"
    sc.act("end_turn")
    sc.phase("main", turn=0, rolled=True)
    sc.dev(0, "monopoly")
    assert {a["card"] for a in sc.legal("play_dev")} == {"knight", "monopoly"}
    sc.act("play_dev", card="monopoly")
    sc.act("pick", resource="ore")
    assert not sc.legal("play_dev")  # one per turn


def test_knight_may_be_played_before_the_roll(empty):
    sc = empty
    sc.phase("pre_roll", turn=0, rolled=False)
    sc.dev(0, "knight")
    sc.act("play_dev", card="knight")
    assert sc.s["phase"] == "move_robber" and sc.s["knights"][0] == 1
    sc.act("move_robber", hex=H["M3"])
    assert sc.s["phase"] == "pre_roll" and sc.legal() == [{"type": "roll"}]


def test_road_building_places_two_free_roads(empty):
    sc = empty
    home = board.HEX_NODES[H["M3"]][0]
    sc.settle(0, home)
    sc.dev(0, "road_building")
    sc.act("play_dev", card="road_building")
    assert sc.s["phase"] == "road_building"
    first = sc.legal("build_road")[0]["edge"]
    sc.act("build_road", edge=first)
    sc.act("build_road", edge=sc.legal("build_road")[0]["edge"])
    assert sc.s["edge_owner"].count(0) == 2 and sc.s["phase"] == "main"
    assert sum(sc.s["hands"][0]) == 0


def test_road_building_with_one_road_left_places_one(empty):
    sc = empty
    sc.settle(0, board.HEX_NODES[H["M3"]][0])
    sc.s["pieces"][0][2] = 1
    sc.dev(0, "road_building")
    sc.act("play_dev", card="road_building")
    sc.act("build_road", edge=sc.legal("build_road")[0]["edge"])
    assert sc.s["phase"] == "main" and sc.s["pieces"][0][2] == 0


def test_year_of_plenty_any_two_from_the_bank_usable_at_once(empty):
    sc = empty
    sc.dev(0, "year_of_plenty")
    sc.act("play_dev", card="year_of_plenty")
    sc.act("pick", resource="ore")
    sc.act("pick", resource="ore")
    assert sc.cards(0)["ore"] == 2 and sc.s["phase"] == "main"
    # Only resources the bank still has can be chosen.
    sc.act("end_turn")
    sc.phase("main", turn=0, rolled=True)
    sc.dev(0, "year_of_plenty")
    sc.hand(1, brick=19)
    sc.act("play_dev", card="year_of_plenty")
    assert {a["resource"] for a in sc.legal("pick")} == {"lumber", "wool", "grain", "ore"}


def test_monopoly_takes_every_card_of_one_kind(empty):
    sc = empty
    sc.hand(1, wool=3, ore=1)
    sc.hand(2, wool=2)
    sc.hand(3, grain=4)
    sc.dev(0, "monopoly")
    sc.act("play_dev", card="monopoly")
    sc.act("pick", resource="wool")
    assert sc.cards(0)["wool"] == 5
    assert sc.s["hands"][1] == [0, 0, 0, 0, 1] and sum(sc.s["hands"][2]) == 0 and sc.cards(3)["grain"] == 4


def test_victory_point_cards_can_be_revealed_even_just_bought(empty):
    sc = empty
    sc.dev(0, "victory_point", "victory_point", new=True)
    assert sc.has("reveal_vp")
    sc.act("reveal_vp")
    sc.act("reveal_vp")
    assert not sc.has("reveal_vp")
    assert sc.m.view(1)["players"][0]["vp"] == 2 and sc.m.view(1)["players"][0]["dev_cards"] == 0


def test_hidden_victory_points_count_only_for_their_owner(empty):
    sc = empty
    sc.dev(0, "victory_point")
    assert sc.m.view(0)["me"]["vp"] == 1
    assert sc.m.view(1)["players"][0]["vp"] == 0


def test_progress_cards_may_also_be_played_before_the_roll(empty):
    """The seed allows any development card before the production roll (§턴의 구성: "자원생산굴림
    이전에도 사용할 수 있습니다"), not only knights."""
    sc = empty
    sc.phase("pre_roll", turn=0, rolled=False)
    sc.hand(2, grain=2)
    sc.dev(0, "monopoly")
    sc.act("play_dev", card="monopoly")
    sc.act("pick", resource="grain")
    assert sc.cards(0)["grain"] == 2 and sc.legal() == [{"type": "roll"}]


def test_no_purchase_from_an_empty_deck(empty):
    sc = empty
    sc.hand(0, wool=1, grain=1, ore=1)
    sc.s["progress_played"] += len(sc.s["deck"])  # keep the 25-card count true for the invariants
    sc.s["deck"] = []
    sc.touch()
    assert not sc.legal("buy_dev")


# Ruling D10 (docs/rules-coverage/catan.md): a progress card whose effect cannot happen is still
# offered. The seed limits playing only to one card per turn and never the card bought this turn
# (§개발카드의 사용: "개발카드는 플레이어 자신의 턴이라면 언제든지 사용가능합니다"), and Road Building
# expects a shortfall (§진보카드: "도로 말이 없으면 있는 만큼만 놓을 수 있습니다").


def test_road_building_is_offered_with_no_road_to_place_and_is_spent(empty):
    sc = empty  # seat 0 has nothing on the board: no path joins its network
    sc.dev(0, "road_building")
    assert sc.has("play_dev", card="road_building")
    sc.act("play_dev", card="road_building")
    assert sc.s["phase"] == "main" and sc.s["dev"][0] == [] and sc.s["dev_played"]
    assert sc.s["progress_played"] == 1 and sc.s["edge_owner"].count(0) == 0
    assert sc.m.events[-1] == [{"kind": "play_dev", "seat": 0, "card": "road_building", "nothing": True}]


def test_road_building_with_no_road_piece_left_is_spent(empty):
    sc = empty
    sc.settle(0, board.HEX_NODES[H["M3"]][0])
    sc.s["pieces"][0][2] = 0
    sc.dev(0, "road_building")
    sc.act("play_dev", card="road_building")
    assert sc.s["phase"] == "main" and sc.s["free_roads"] == 0
    assert sc.m.events[-1][0]["nothing"] is True


def test_year_of_plenty_is_offered_with_an_empty_bank_and_is_spent(empty):
    sc = empty
    sc.hand(1, brick=19, lumber=19, wool=19, grain=19)
    sc.hand(2, ore=19)
    sc.dev(0, "year_of_plenty")
    assert sc.has("play_dev", card="year_of_plenty")
    sc.act("play_dev", card="year_of_plenty")
    assert sc.s["phase"] == "main" and sc.s["dev"][0] == [] and sc.s["pick"] is None
    assert sc.m.events[-1][0]["nothing"] is True
    assert sc.cards(0) == dict.fromkeys(sc.cards(0), 0)


def test_year_of_plenty_with_one_card_in_the_bank_takes_that_one(empty):
    sc = empty
    sc.hand(1, brick=19, lumber=19, wool=19, grain=19)
    sc.hand(2, ore=18)
    sc.dev(0, "year_of_plenty")
    sc.act("play_dev", card="year_of_plenty")
    assert sc.legal() == [{"type": "pick", "resource": "ore"}]
    sc.act("pick", resource="ore")
    assert sc.cards(0)["ore"] == 1 and sc.s["phase"] == "main" and sc.s["pick"] is None
