"""Domestic trade (§내부 거래) and hidden information (§자원카드: hands hidden, counts public)."""

from __future__ import annotations

import pytest

from core.errors import IllegalAction


def _offer(sc, give: dict, get: dict, to: int = -1) -> None:
    sc.act("trade_open")
    for res, n in give.items():
        for _ in range(n):
            sc.act("trade_edit", side="give", resource=res, delta=1)
    for res, n in get.items():
        for _ in range(n):
            sc.act("trade_edit", side="get", resource=res, delta=1)
    if to != -1:
        sc.act("trade_target", to=to)
    sc.act("trade_send")


def test_rulebook_example_counter_offer_accepted(empty):
    """§내부 거래 예제: 해교 offers 1 ore for 1 brick; 나라 counters 3 ore for 2 brick; 경림 counters
    1 brick for 1 ore + 1 lumber, which 해교 accepts."""
    sc = empty
    haegyo, nara, gyeongrim = 0, 1, 2
    sc.hand(haegyo, ore=3, lumber=1)
    sc.hand(nara, brick=2)
    sc.hand(gyeongrim, brick=1)
    _offer(sc, {"ore": 1}, {"brick": 1})
    assert sc.m.current_player() == nara
    sc.act("trade_counter")
    sc.act("trade_edit", side="give", resource="ore", delta=1)
    sc.act("trade_edit", side="give", resource="ore", delta=1)
    sc.act("trade_edit", side="get", resource="brick", delta=1)
    sc.act("trade_send")
    assert sc.m.current_player() == gyeongrim
    sc.act("trade_counter")
    sc.act("trade_edit", side="give", resource="lumber", delta=1)
    sc.act("trade_send")
    assert sc.m.current_player() == 3
    sc.act("trade_decline")
    assert sc.m.current_player() == haegyo and sc.s["phase"] == "trade_decide"
    assert sc.legal() == [{"type": "trade_confirm", "with": nara}, {"type": "trade_revise", "with": nara},
                          {"type": "trade_confirm", "with": gyeongrim}, {"type": "trade_revise", "with": gyeongrim},
                          {"type": "trade_cancel"}]
    sc.act("trade_confirm", **{"with": gyeongrim})
    assert sc.cards(haegyo) == {"brick": 1, "lumber": 0, "wool": 0, "grain": 0, "ore": 2}
    assert sc.cards(gyeongrim) == {"brick": 0, "lumber": 1, "wool": 0, "grain": 0, "ore": 1}
    assert sc.cards(nara)["brick"] == 2  # the others trade nothing
    assert sc.s["phase"] == "main"


def test_offer_to_one_player_and_accept(empty):
    sc = empty
    sc.hand(0, wool=2)
    sc.hand(3, grain=1)
    _offer(sc, {"wool": 2}, {"grain": 1}, to=3)
    assert sc.m.current_player() == 3
    sc.act("trade_accept")
    sc.act("trade_confirm", **{"with": 3})
    assert sc.cards(0)["grain"] == 1 and sc.cards(3)["wool"] == 2


def test_only_the_player_to_move_trades_and_only_with_cards_in_hand(empty):
    sc = empty
    sc.hand(0, wool=1)
    sc.hand(1, grain=0)
    _offer(sc, {"wool": 1}, {"grain": 1}, to=1)
    # Seat 1 lacks grain: it may not accept, only counter or decline.
    assert {a["type"] for a in sc.legal()} == {"trade_counter", "trade_decline"}
    sc.act("trade_decline")
    assert sc.s["phase"] == "main" and sc.s["trade"] is None
    # Responders are only ever the other players in a trade with the player to move; nobody else
    # can open an offer (§내부 거래, 중요).
    sc.act("end_turn")
    assert sc.m.current_player() == 1


def test_offer_steppers_never_exceed_the_hand(empty):
    sc = empty
    sc.hand(0, wool=1)
    sc.act("trade_open")
    sc.act("trade_edit", side="give", resource="wool", delta=1)
    assert not sc.has("trade_edit", side="give", resource="wool", delta=1)
    assert not sc.has("trade_edit", side="get", resource="wool", delta=1)  # never both sides
    with pytest.raises(IllegalAction):
        sc.act("trade_send")  # nothing asked for yet
    sc.act("trade_cancel")
    assert sc.s["phase"] == "main"


def test_views_hide_other_hands_and_development_cards(empty):
    sc = empty
    sc.hand(1, ore=3, wool=1)
    sc.dev(1, "monopoly")
    public = sc.m.view(None)
    assert "me" not in public and "hands" not in public and "deck" not in public
    assert public["players"][1] == {"cards": 4, "dev_cards": 1, "vp": 0}
    mine = sc.m.view(1)["me"]
    assert mine["hand"] == [0, 0, 1, 0, 3] and mine["dev"] == ["monopoly"]
    assert sc.m.view(0)["me"]["hand"] == [0, 0, 0, 0, 0]
    import json

    text = json.dumps(sc.m.view(0))
    assert "monopoly" not in text


def test_illegal_and_malformed_actions_change_nothing(empty):
    sc = empty
    import json

    before = json.dumps(sc.s, sort_keys=True)
    for bad in ({"type": "build_city", "node": 3}, {"type": "roll"}, {"kind": "x"}, "end_turn", None,
                {"type": "end_turn", "extra": 1}):
        with pytest.raises(IllegalAction):
            sc.m.apply(bad)
    assert json.dumps(sc.s, sort_keys=True) == before


def test_a_view_is_a_copy(empty):
    sc = empty
    sc.hand(0, ore=2)
    view = sc.m.view(0)
    view["edge_owner"][0] = 3
    view["me"]["hand"][4] = 99
    view["bank"][0] = 0
    assert sc.s["edge_owner"][0] == -1 and sc.s["hands"][0][4] == 2 and sc.s["bank"][0] == 19
