"""The occupation framework: playing a card from a space, on-play steps, any-time exchanges,
each-time hooks, modifiers and as-soon-as latches (rulebook pp.20-22)."""

from __future__ import annotations


def _play(g, card: int, seat: int = 0) -> None:
    """Play `card` from hand through the 2-viking occupation space (O2b)."""
    g.p(seat)["hand"] = [card]
    g.turn(seat)
    g.space("O2b")
    g.do("play", card=card)


def test_card_43_fruit_picker_gives_fruits_on_play(odin):
    g = odin(2)
    _play(g, 43)
    assert g.goods(0).get("fruits") == 1 and 43 in g.p(0)["played"]


def test_card_65_dragonslayer_may_exchange_once(odin):
    g = odin(2)
    g.give(0, snare=4, spear=4)
    _play(g, 65)
    assert {"type": "option", "n": 0} in g.legal() and {"type": "skip"} in g.legal()
    g.do("option", n=0)
    assert g.goods(0)["treasure_chest"] == 1
    assert g.p(0)["weapons"]["snare"] == 2 and g.p(0)["weapons"]["spear"] == 2


def test_card_47_tanner_exchanges_any_time_repeatedly(odin):
    g = odin(2)
    g.give(0, salt_meat=2)
    _play(g, 47)
    g.turn(0)
    exchange = {"type": "exchange", "card": 47, "n": 0}
    g.m.apply(exchange)
    g.m.apply(exchange)
    assert g.goods(0).get("hide") == 2 and "salt_meat" not in g.goods(0)
    assert exchange not in g.legal()


def test_card_149_priest_gives_oil_before_overseas_trade(odin):
    g = odin(2)
    _play(g, 149)
    g.turn(0)
    g.ships(0, ("knarr", 0))
    g.give(0, silver=3, oil=0, thing=3)
    g.space("T1")
    # the oil arrives before the trade, so it can be upgraded by it (p.21 성직자)
    assert {"type": "upgrade", "good": "oil"} in g.legal()
    g.do("upgrade", good="oil")
    assert g.goods(0).get("runestone") == 1


def test_card_153_proficient_hunter_rolls_four_times(odin):
    g = odin(2)
    _play(g, 153)
    g.turn(0)
    g.give(0, thing=3, wood=0, bow=0)
    g.force(8)
    g.space("HU1a")
    for roll in (8, 8, 8):
        assert {"type": "reroll"} in g.legal()
        g.force(roll)
        g.do("reroll")
    assert {"type": "reroll"} not in g.legal()


def test_card_181_sail_patcher_fires_once_when_three_large_ships(odin):
    g = odin(2)
    g.ships(0, ("knarr", 0), ("knarr", 0))
    _play(g, 181)
    assert "wool" not in g.goods(0)
    g.turn(0)
    g.give(0, silver=8)
    g.do("buy", ship="longship")
    assert g.goods(0)["wool"] == 3  # income 0 is at most 4
    g.give(0, silver=8)
    g.do("buy", ship="longship")
    assert g.goods(0)["wool"] == 3
