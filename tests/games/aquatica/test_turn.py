"""Main action, secondary actions, resources, effects and the FAQ (§게임 방법, §효과, §자주 묻는 질문)."""

from __future__ import annotations

import pytest

from core.errors import IllegalAction
from games.aquatica.data_files import HIRE_COSTS, STARTING

COINS = {"op": "coins", "n": 2}


def test_setup_rows_hands_and_kings(sea):
    s = sea(players=3).s
    assert len(s["char_row"]) == 6 and len(s["loc_bottom"]) == 6 and s["loc_top"] == []
    assert len(s["char_deck"]) == 18 - 6 and len(s["loc_deck"]) == 56 - 6
    for seat, player in enumerate(s["players"]):
        # Six starting characters plus king number seat + 1 in the basic game (§플레이어 준비).
        assert sorted(player["hand"]) == sorted(list(STARTING) + [f"king{seat + 1}"])
        assert len(player["mantas"]) == 4 and all(m["ready"] and not m["wild"] for m in player["mantas"])
    assert s["turn"] == 0 and s["phase"] == "turn"


def test_a_main_action_is_required_before_ending_the_turn(sea):
    sc = sea()
    assert "end_turn" not in sc.kinds() and "play" in sc.kinds()
    with pytest.raises(IllegalAction):
        sc.act("end_turn")


def test_played_card_goes_to_the_discard_and_unspent_coins_are_lost(sea):
    sc = sea()
    card = sc.character(COINS)
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.s["players"][0]["discard"] == [card] and sc.s["main_done"]
    assert sc.s["pool"] == {"coins": 0, "might": 0, "kinds": {}}  # resources cannot be stored (§자원)
    assert sc.kinds() >= {"end_turn"} and "play" not in sc.kinds()


def test_resources_only_with_a_main_action(sea):
    """FAQ: no hiring, buying or conquering with depth or manta resources alone."""
    sc = sea()
    sc.slot(0, ["coin2"])
    sc.mantas(0, "coin1", "might1")
    assert not sc.legal("use_depth") and not sc.legal("use_manta")


def test_buy_with_resources_from_a_depth_and_a_manta(sea):
    sc = sea()
    index = sc.slot(0, ["coin2", "coin2"])
    sc.mantas(0, "coin1")
    target = sc.offer(buy=4)
    buyer = sc.character({"op": "coins", "n": 1}, {"op": "buy"})
    sc.hand(0, buyer)
    sc.act("play", card=buyer)
    assert {"type": "buy", "loc": target} not in sc.legal()  # 1 coin: not yet
    sc.act("use_depth", slot=index)
    # FAQ: two resource depths of the same location in one main action — no.
    assert {"type": "use_depth", "slot": index} not in sc.legal()
    sc.act("use_manta", manta=0)
    sc.act("buy", loc=target)
    player = sc.s["players"][0]
    assert [slot["loc"] for slot in player["slots"] if slot][-1] == target
    assert player["mantas"][0]["ready"] is False and sc.depth(0, index) == 1


def test_an_effect_that_can_be_done_must_be_done(sea):
    """§주요 행동 2 / FAQ (외교관 게): if the buy is affordable it cannot be skipped."""
    sc = sea()
    sc.offer(buy=2)
    card = sc.character(COINS, {"op": "buy"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert "buy" in sc.kinds() and sc.kinds() <= {"buy", "use_manta", "use_depth"}  # no way to skip it
    assert "decline" not in sc.kinds()


def test_an_effect_that_cannot_be_done_is_skipped(sea):
    sc = sea()
    sc.s["loc_bottom"] = [sc.offer(buy=9)]
    card = sc.character({"op": "buy"}, {"op": "raise", "n": 1})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.s["main_done"]  # nothing affordable, nothing to raise: both skipped


def test_conquer_top_row_costs_one_less_might_and_kind_might(sea):
    sc = sea()
    top = sc.offer(row="top", conquer=4, kind="ocean_volcanoes")
    bottom = sc.offer(conquer=4, kind="shark_bay")
    card = sc.character({"op": "might", "n": 1}, {"op": "might_kind", "n": 2, "kind": "ocean_volcanoes"},
                        {"op": "conquer"})
    sc.hand(0, card)
    sc.act("play", card=card)
    # 1 might + 2 volcano might = 3 ≥ 4 − 1 for the volcano in the top row; not the shark bay.
    assert sc.legal("conquer") == [{"type": "conquer", "loc": top}]
    assert bottom in sc.s["loc_bottom"]
    sc.act("conquer", loc=top)
    assert sc.s["main_done"] and top not in sc.s["loc_top"]


def test_grabber_uses_the_first_conquest_to_pay_for_the_second(sea):
    """FAQ (강탈자): an effect of the first conquered location may pay for the second."""
    sc = sea()
    first = sc.offer(conquer=3, depths=["might2"])
    second = sc.offer(conquer=2)
    grabber = sc.character({"op": "might", "n": 3}, {"op": "conquer"}, {"op": "conquer"})
    sc.mantas(0)
    sc.hand(0, grabber)
    sc.act("play", card=grabber)
    sc.act("conquer", loc=first)
    index = [slot["loc"] if slot else None for slot in sc.s["players"][0]["slots"]].index(first)
    # The depth is offered (it may pay), but not forced: declining is the other choice.
    assert sc.legal() == [{"type": "use_depth", "slot": index}, {"type": "decline"}]
    sc.act("use_depth", slot=index)
    sc.act("conquer", loc=second)
    assert second in [slot["loc"] for slot in sc.s["players"][0]["slots"] if slot]


def test_leftover_might_does_not_carry_into_the_grabbers_second_conquest(sea):
    """Ruling (rules-coverage A7): each conquest is paid on its own and its leftover is lost —
    resources cannot be kept for later (§자원: 저장했다가 추후에 사용할 수 없습니다)."""
    sc = sea()
    sc.s["loc_bottom"] = []
    first = sc.offer(conquer=3)
    second = sc.offer(conquer=1)
    sc.mantas(0, "might2", "might2", "coin1")
    grabber = sc.character({"op": "conquer"}, {"op": "conquer"})
    sc.hand(0, grabber)
    sc.act("play", card=grabber)
    sc.act("use_manta", manta=0)
    sc.act("use_manta", manta=1)  # 4 might for a 3-might conquest
    sc.act("conquer", loc=first)
    # The 1 might left over is gone and the coin manta cannot conquer: the second is skipped.
    assert sc.s["main_done"] and second in sc.s["loc_bottom"]
    assert {"kind": "skipped", "seat": 0, "op": "conquer"} in sc.m.events[-1]


def test_a_buy_that_needs_a_manta_can_be_declined(sea):
    """§게임 방법: secondary actions are optional ("원하는 만큼"); only the card's own effects are
    compulsory (§주요 행동 2). A buy the card alone cannot pay for may be left undone."""
    sc = sea()
    sc.s["loc_bottom"] = []
    target = sc.offer(buy=2)
    sc.mantas(0, "coin1")
    card = sc.character({"op": "coins", "n": 1}, {"op": "buy"}, {"op": "raise", "n": 1})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.legal() == [{"type": "use_manta", "manta": 0}, {"type": "decline"}]
    sc.act("decline")
    player = sc.s["players"][0]
    assert player["mantas"][0]["ready"] and target in sc.s["loc_bottom"]  # the manta stays ready
    assert sc.s["main_done"] and player["discard"] == [card]
    assert sc.m.events[-1][0] == {"kind": "decline", "seat": 0, "op": "buy"}


def test_a_conquest_that_needs_a_depth_can_be_declined(sea):
    """§효과 3 '가오리로 보충할 수 있다' — may, not must: the location's cell is not covered."""
    sc = sea()
    sc.s["loc_bottom"] = []
    target = sc.offer(conquer=2)
    index = sc.slot(0, ["might2", "coin2"])
    sc.mantas(0)
    card = sc.character({"op": "conquer"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.legal() == [{"type": "use_depth", "slot": index}, {"type": "decline"}]
    sc.act("decline")
    assert sc.depth(0, index) == 0 and target in sc.s["loc_bottom"] and sc.s["main_done"]


def test_declining_is_only_for_what_the_card_cannot_pay(sea):
    """Once the pool pays for a location the effect can be done, so it must be (§주요 행동 2)."""
    sc = sea()
    sc.s["loc_bottom"] = []
    cheap, dear = sc.offer(buy=2), sc.offer(buy=3)
    sc.mantas(0, "coin1")
    card = sc.character(COINS, {"op": "buy"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert "decline" not in sc.kinds()
    assert sc.legal() == [{"type": "buy", "loc": cheap}, {"type": "use_manta", "manta": 0}]
    sc.act("use_manta", manta=0)
    assert sc.legal() == [{"type": "buy", "loc": cheap}, {"type": "buy", "loc": dear}]


def test_only_resources_that_can_help_the_payment_are_offered(sea):
    """A2: a coin cell during a conquest would cover the cell for nothing; so would might during a
    buy, might for a kind not on offer, or anything once every location is within reach."""
    sc = sea()
    sc.s["loc_bottom"] = []
    target = sc.offer(conquer=3, kind="shark_bay")
    coin_slot = sc.slot(0, ["coin2"])
    volcano_slot = sc.slot(0, ["might2_ocean_volcanoes"])
    shark_slot = sc.slot(0, ["might2_shark_bay"])
    sc.mantas(0, "coin1", "might1")
    card = sc.character({"op": "conquer"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.legal() == [
        {"type": "use_depth", "slot": shark_slot}, {"type": "use_manta", "manta": 1}, {"type": "decline"},
    ]
    assert {"type": "use_depth", "slot": coin_slot} not in sc.legal()
    assert {"type": "use_depth", "slot": volcano_slot} not in sc.legal()
    sc.act("use_depth", slot=shark_slot)
    sc.act("use_manta", manta=1)
    assert sc.legal() == [{"type": "conquer", "loc": target}]  # within reach: nothing else helps


def test_might_does_not_help_a_buy(sea):
    sc = sea()
    sc.s["loc_bottom"] = []
    sc.offer(buy=2, conquer=9)
    might_slot = sc.slot(0, ["might2"])
    coin_slot = sc.slot(0, ["coin2"])
    sc.mantas(0, "might1")
    card = sc.character({"op": "buy"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.legal() == [{"type": "use_depth", "slot": coin_slot}, {"type": "decline"}]
    assert {"type": "use_depth", "slot": might_slot} not in sc.legal()


def test_five_slots_at_most(sea):
    sc = sea()
    for _ in range(5):
        sc.slot(0, ["coin2"])
    sc.offer(buy=0)
    card = sc.character(COINS, {"op": "buy"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.s["main_done"]  # no free slot: the buy is skipped


def test_hire_pays_the_slot_price_shifts_left_and_refills(sea):
    sc = sea()
    row = list(sc.s["char_row"])
    deck_top = sc.s["char_deck"][-1]
    card = sc.character({"op": "coins", "n": 3}, {"op": "hire"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert {a["slot"] for a in sc.legal("hire")} == {i for i in range(6) if HIRE_COSTS[i] <= 3}
    sc.act("hire", slot=2)
    assert sc.s["char_row"] == row[:2] + row[3:] + [deck_top]
    assert row[2] in sc.s["players"][0]["hand"]


def test_depth_effect_before_the_main_action_covers_the_cell(sea):
    """§효과 예시 3: using A's raise covers A's cell; the raise may not lift A itself."""
    sc = sea()
    a = sc.slot(0, ["raise2", "coin2"])
    b = sc.slot(0, ["empty", "coin2", "might2"])
    sc.act("use_depth", slot=a)
    assert sc.depth(0, a) == 1
    assert sc.legal() == [{"type": "raise", "slot": b}]
    sc.act("raise", slot=b)
    sc.act("raise", slot=b)
    assert sc.depth(0, b) == 2 and sc.s["phase"] == "turn" and not sc.s["main_done"]


def test_researcher_three_steps_split_over_two_locations(sea):
    """§효과 예시 2: 3 steps: A one, B two; covered cells give nothing, and an empty cell passed."""
    sc = sea()
    a = sc.slot(0, ["coin2", "might2"])
    b = sc.slot(0, ["empty", "empty", "coin2"])
    researcher = sc.character({"op": "raise", "n": 3})
    sc.hand(0, researcher)
    sc.act("play", card=researcher)
    sc.act("raise", slot=a)
    sc.act("raise", slot=b)
    sc.act("raise", slot=b)
    assert (sc.depth(0, a), sc.depth(0, b)) == (1, 2) and sc.s["pool"]["coins"] == 0
    assert sc.s["main_done"]


def test_manta_raise_over_an_empty_cell(sea):
    """§효과 예시 1: a ready raise manta lifts one location one step; it is then tired."""
    sc = sea()
    index = sc.slot(0, ["empty", "coin2"])
    sc.mantas(0, "raise1")
    assert not sc.legal("use_depth")  # an empty cell blocks (§부가 행동 2)
    sc.act("use_manta", manta=0)
    sc.act("raise", slot=index)
    assert sc.depth(0, index) == 1 and not sc.s["players"][0]["mantas"][0]["ready"]


def test_no_raise_without_a_raise_effect(sea):
    """FAQ: you may not raise a location by hand to skip a cell."""
    sc = sea()
    sc.slot(0, ["coin2", "raise1"])
    sc.mantas(0)
    assert "raise" not in sc.kinds()


def test_fully_raised_location_gives_its_wild_manta_ready(sea):
    """§효과 4 / FAQ: the wild manta comes ready and can be used at once."""
    sc = sea()
    index = sc.slot(0, ["raise1"], manta="raise1")
    other = sc.slot(0, ["coin2", "coin2"])
    supply = sc.s["wild_supply"]["raise1"]
    sc.mantas(0)
    sc.act("use_depth", slot=index)
    assert sc.s["players"][0]["mantas"] == [{"effect": "raise1", "ready": True, "wild": True}]
    assert sc.s["wild_supply"]["raise1"] == supply - 1
    sc.act("raise", slot=other)  # the depth's own raise (not on itself)
    sc.act("use_manta", manta=0)  # and the new manta at once
    sc.act("raise", slot=other)
    assert sc.depth(0, other) == 2


def test_score_a_fully_raised_location_not_the_one_showing_the_icon(sea):
    sc = sea()
    done = sc.slot(0, [], vp=5)
    scorer = sc.slot(0, ["score", "coin2"])
    sc.act("use_depth", slot=scorer)
    assert sc.legal() == [{"type": "score", "slot": done}]
    sc.act("score", slot=done)
    assert sc.s["players"][0]["scored"] and sc.s["players"][0]["slots"][done] is None


def test_matrona_returns_all_discards_readies_mantas_and_is_never_discarded(sea):
    sc = sea(players=3)
    player = sc.s["players"][0]
    sc.hand(0, "matrona")
    player["discard"] = ["patrician", "legionnaire"]
    sc.mantas(0, "coin1", "raise1", ready=False)
    sc.act("play", card="matrona")
    assert sorted(player["hand"]) == ["legionnaire", "matrona", "patrician"] and player["discard"] == []
    assert all(m["ready"] for m in player["mantas"])


def test_two_players_matrona_removes_the_leftmost_character(sea):
    sc = sea(players=2)
    row = list(sc.s["char_row"])
    sc.hand(0, "matrona")
    sc.act("play", card="matrona")
    assert sc.s["char_row"][:5] == row[1:] and sc.s["removed_chars"] == [row[0]]


def test_take_back_from_the_discard_pile(sea):
    sc = sea()
    index = sc.slot(0, ["take_back"])
    sc.s["players"][0]["discard"] = ["legionnaire"]
    sc.act("use_depth", slot=index)
    sc.act("take_back", card="legionnaire")
    assert "legionnaire" in sc.s["players"][0]["hand"]


def test_others_must_follow_an_instruction_on_my_card(sea):
    """FAQ: '모든 이'/'다른 이' on an opponent's card must be carried out."""
    sc = sea(players=2)
    theirs = sc.slot(1, ["coin2", "coin2"])
    card = sc.character({"op": "others_raise", "n": 1})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.m.current_player() == 1 and sc.legal() == [{"type": "raise", "slot": theirs}]
    sc.act("raise", slot=theirs)
    assert sc.depth(1, theirs) == 1 and sc.m.current_player() == 0 and sc.s["main_done"]


def test_scout_is_optional_and_refreshes_the_rows(sea):
    sc = sea()
    bottom = list(sc.s["loc_bottom"])
    card = sc.character({"op": "scout"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.kinds() == {"scout", "skip"}
    sc.act("scout")
    # Six cards in the bottom row: keep four of them (§정찰 2).
    assert sc.kinds() == {"scout_drop"}
    sc.act("scout_drop", loc=bottom[0])
    sc.act("scout_drop", loc=bottom[1])
    assert sc.s["loc_top"] == bottom[2:] and len(sc.s["loc_bottom"]) == 6
    assert sc.s["loc_discard"][-2:] == bottom[:2]


def test_no_undo_after_a_card_is_turned_up(sea):
    """Undo must never let a player peek at a deck: hiring refills the row from the deck."""
    sc = sea()
    card = sc.character({"op": "hire_free"})
    sc.hand(0, card)
    sc.act("play", card=card)
    assert sc.m.can_undo()  # playing the card alone revealed nothing…
    sc.act("hire", slot=0)
    assert not sc.m.can_undo()  # …but the row's new card came from the deck


def test_a_raise_can_be_undone(sea):
    sc = sea()
    index = sc.slot(0, ["raise1", "coin2", "coin2"])
    sc.slot(0, ["coin2", "coin2"])
    sc.act("use_depth", slot=index)
    assert sc.m.can_undo()
