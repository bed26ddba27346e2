"""Players not on turn propose trades to the player to move (§전략 5: "자신의 턴이 아니더라도 현재
턴에 있는 플레이어 ... 에게 거래를 제안할 수 있습니다"), through the one-decider contract: the player to
move asks for offers, each other player with cards proposes one trade or passes, once, in turn
order, and the player to move then accepts one, answers one with an offer of their own, or
declines them all. Trades still only ever involve the player to move (§내부 거래, 중요)."""

from __future__ import annotations

import json

from core.rng import Rng
from games.catan import rules


def _propose(sc, give: dict, get: dict) -> None:
    """The asked player proposes: they give `give` and get `get` (from the player to move)."""
    for res, n in give.items():
        for _ in range(n):
            sc.act("trade_edit", side="get", resource=res, delta=1)
    for res, n in get.items():
        for _ in range(n):
            sc.act("trade_edit", side="give", resource=res, delta=1)
    sc.act("trade_send")


def test_ask_each_player_proposes_or_passes_once_then_the_player_to_move_accepts_one(empty):
    sc = empty
    sc.hand(0, wool=2, ore=1)
    sc.hand(1, brick=2)
    sc.hand(2, grain=1)
    sc.hand(3, lumber=1)
    assert sc.has("trade_open", ask=True)
    sc.act("trade_open", ask=True)
    assert sc.m.events[-1] == [{"kind": "trade_ask", "seat": 0, "asked": [1, 2, 3]}]
    assert sc.m.current_player() == 1 and sc.s["phase"] == "trade_propose"
    assert not sc.m.can_undo()  # another player decides now
    assert not sc.has("trade_send")  # nothing proposed yet; passing is always possible
    assert sc.has("trade_decline")
    _propose(sc, {"brick": 1}, {"wool": 2})
    assert sc.m.events[-1] == [{"kind": "trade_propose", "seat": 1, "to": 0,
                                "give": [0, 0, 2, 0, 0], "get": [1, 0, 0, 0, 0]}]
    assert sc.m.current_player() == 2 and sc.s["trade"]["give"] == [0] * 5  # a fresh proposal
    sc.act("trade_decline")
    assert sc.m.events[-1] == [{"kind": "trade_pass", "seat": 2}]
    assert sc.m.current_player() == 3
    _propose(sc, {"lumber": 1}, {"ore": 1})
    assert sc.m.current_player() == 0 and sc.s["phase"] == "trade_decide"
    assert sc.legal() == [
        {"type": "trade_confirm", "with": 1}, {"type": "trade_revise", "with": 1},
        {"type": "trade_confirm", "with": 3}, {"type": "trade_revise", "with": 3},
        {"type": "trade_cancel"},
    ]
    sc.act("trade_confirm", **{"with": 3})
    assert sc.cards(0) == {"brick": 0, "lumber": 1, "wool": 2, "grain": 0, "ore": 0}
    assert sc.cards(3) == {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 1}
    assert sc.cards(1)["brick"] == 2  # the other proposal is simply not taken
    assert sc.s["phase"] == "main" and sc.s["trade"] is None and sc.m.current_player() == 0


def test_only_players_with_cards_are_asked_and_asking_needs_one(empty):
    sc = empty
    sc.hand(0, wool=1)
    assert not sc.has("trade_open", ask=True)  # nobody else holds a card: no proposal is possible
    sc.hand(2, ore=1)
    sc.act("trade_open", ask=True)
    assert sc.s["trade"]["asked"] == [2] and sc.m.current_player() == 2
    sc.act("trade_decline")
    # Everyone passed: back to the player to move, no trade open, asking again is allowed.
    assert sc.s["phase"] == "main" and sc.s["trade"] is None and sc.m.current_player() == 0
    assert sc.has("trade_open", ask=True)


def test_no_asking_without_cards_or_after_building(empty):
    sc = empty
    sc.hand(1, ore=1)
    assert not sc.has("trade_open", ask=True)  # the player to move has nothing to trade
    sc.hand(0, brick=1, lumber=1, wool=1)
    sc.settle(0, 0)
    assert sc.has("trade_open", ask=True)
    sc.act("build_road", edge=sc.legal("build_road")[0]["edge"])
    assert not sc.legal("trade_open")  # §자원거래: no trade after building


def test_proposal_limits_use_the_public_card_count_of_the_player_to_move(empty):
    """The proposer may ask for any cards up to the player to move's public card count, never
    limited by (so never revealing) that hand; what they give is limited by their own hand."""
    sc = empty
    sc.hand(0, wool=2)
    sc.hand(1, brick=1)
    sc.act("trade_open", ask=True)
    ask_ore = {"type": "trade_edit", "side": "give", "resource": "ore", "delta": 1}
    assert ask_ore in sc.legal()  # seat 0 holds no ore, but seat 1 cannot know that
    sc.act("trade_edit", side="give", resource="ore", delta=1)
    sc.act("trade_edit", side="give", resource="grain", delta=1)
    assert not [a for a in sc.legal("trade_edit") if a["side"] == "give" and a["delta"] == 1]  # 2 cards
    sc.act("trade_edit", side="get", resource="brick", delta=1)
    assert not sc.has("trade_edit", side="get", resource="brick", delta=1)  # only one brick
    assert not sc.has("trade_edit", side="get", resource="lumber", delta=1)
    # The same choices whatever the hidden hand of the player to move holds.
    for k in range(5):
        other = rules.reshuffle_hidden(sc.s, 1, Rng(k))
        other["hands"][0] = [0, 0, 0, 0, 2] if k % 2 else [1, 1, 0, 0, 0]
        assert rules.legal_actions(other) == rules.legal_actions(sc.s)
    sc.act("trade_send")
    # Seat 0 cannot pay ore and grain: no confirming, but answering with an offer of its own is open.
    assert sc.s["phase"] == "trade_decide"
    assert sc.legal() == [{"type": "trade_revise", "with": 1}, {"type": "trade_cancel"}]


def test_answering_a_proposal_with_an_offer_of_ones_own(empty):
    """'Counter' a proposal: the offer composer opens on its terms, sent to the proposer alone, with
    what the player to move gives trimmed to their hand; the proposer then answers as usual."""
    sc = empty
    sc.hand(0, wool=2, ore=1)
    sc.hand(1, brick=2)
    sc.act("trade_open", ask=True)
    _propose(sc, {"brick": 1}, {"ore": 1, "grain": 1})
    sc.act("trade_revise", **{"with": 1})
    assert sc.s["phase"] == "trade_compose" and sc.m.current_player() == 0
    assert sc.s["trade"] == {"give": [0, 0, 0, 0, 1], "get": [1, 0, 0, 0, 0], "to": 1, "answers": []}
    sc.act("trade_edit", side="get", resource="brick", delta=1)
    sc.act("trade_send")
    assert sc.m.current_player() == 1 and sc.s["phase"] == "trade_respond"
    sc.act("trade_accept")
    sc.act("trade_confirm", **{"with": 1})
    assert sc.cards(0) == {"brick": 2, "lumber": 0, "wool": 2, "grain": 0, "ore": 0}
    assert sc.cards(1) == {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 1}


def test_declining_every_proposal(empty):
    sc = empty
    sc.hand(0, wool=1)
    sc.hand(1, brick=1)
    sc.hand(2, ore=1)
    sc.act("trade_open", ask=True)
    _propose(sc, {"brick": 1}, {"wool": 1})
    _propose(sc, {"ore": 1}, {"wool": 1})
    assert sc.s["phase"] == "trade_decide"
    before = json.dumps(sc.s["hands"])
    sc.act("trade_cancel")
    assert sc.m.events[-1] == [{"kind": "trade_cancel", "seat": 0}]
    assert json.dumps(sc.s["hands"]) == before and sc.s["phase"] == "main" and sc.s["trade"] is None


def test_a_counter_offer_can_be_answered_the_same_way(empty):
    """The ordinary offer flow gains the same answer: a counter-offer can be met with a new offer."""
    sc = empty
    sc.hand(0, ore=3)
    sc.hand(1, brick=2)
    sc.act("trade_open")
    sc.act("trade_edit", side="give", resource="ore", delta=1)
    sc.act("trade_edit", side="get", resource="brick", delta=1)
    sc.act("trade_target", to=1)
    sc.act("trade_send")
    sc.act("trade_counter")
    sc.act("trade_edit", side="give", resource="ore", delta=1)
    sc.act("trade_send")
    assert sc.legal() == [{"type": "trade_confirm", "with": 1}, {"type": "trade_revise", "with": 1},
                          {"type": "trade_cancel"}]
    sc.act("trade_revise", **{"with": 1})
    assert sc.s["trade"]["give"] == [0, 0, 0, 0, 2] and sc.s["trade"]["to"] == 1


def test_views_during_a_proposal_show_the_public_terms_only(empty):
    sc = empty
    sc.hand(0, wool=2)
    sc.hand(1, brick=1, ore=3)
    sc.act("trade_open", ask=True)
    sc.act("trade_edit", side="get", resource="brick", delta=1)
    for seat in (None, 0, 2):
        view = sc.m.view(seat)
        assert view["trade"]["get"] == [1, 0, 0, 0, 0] and view["trade"]["asked"] == [1]
        assert view["players"][1]["cards"] == 4
        assert "hand" not in json.dumps({k: v for k, v in view.items() if k != "me"})
    rules.check_invariants(sc.s)
