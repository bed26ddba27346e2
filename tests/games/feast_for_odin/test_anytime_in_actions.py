"""Any-time actions in the middle of an action (issue 11, ruling D4).

p.12 (아무 때나 할 수 있는 행동): "말 그대로 게임 중 아무 때나 할 수 있는 다양한 행동이 있습니다(대개는
행동 단계에서 하게 됩니다)" — there are actions you may literally take at any time in the game
(usually in the actions phase); the Chinese book (隨時行動): "遊戲中有許多你可以按照字面隨時執行的
行動(通常即使在主要行動也能執行)" — usually even during a main action. Only arming is excepted,
p.13 (무장하기): "아무 때나(행동하기 직전에도 가능하지만 행동 중에는 불가능)" / "你隨時(包含行動前,
但是不能在一個行動期間)" — any time, right before an action too, but not during one.

Engine: placing, buying ships, card exchanges and abilities are offered inside a viking action or a
card's effect once the vikings are down; arming (and 39 Modifier, arming undone) is not. Before
the vikings are down nothing is offered but the action's own choices and `cancel`, which must find
the position unchanged; the player may cancel, act at the turn and choose the space again.
"""

from __future__ import annotations

import copy


def fresh(odin, players: int = 2, **options):
    g = odin(players, **options)
    for p in g.s["players"]:
        p["hand"] = []
    g.turn(0)
    return g


def test_a_card_exchange_mid_action_gives_a_good_to_upgrade(odin):
    """M3c, up to 4 upgrades: after the first, 51 Master Mason turns a rune stone into silver and
    milk, and the milk takes an upgrade of the same action."""
    g = fresh(odin)
    g.p(0)["played"] = [51]
    g.p(0)["goods"] = {"peas": 1, "beans": 1, "runestone": 1}
    g.give(0, silver=0)
    g.space("M3c")
    g.do("upgrade", good="peas")
    assert {"type": "exchange", "card": 51, "n": 0} in g.legal()
    g.do("exchange", card=51, n=0)
    assert g.prompt["kind"] == "space"  # still the same action
    g.do("upgrade", good="beans")
    g.do("upgrade", good="milk")
    assert g.goods(0) == {"mead": 1, "milk": 1, "wool": 1}
    assert g.p(0)["silver"] == 1 and g.prompt["kind"] != "space"


def test_a_ship_bought_mid_roll_leaves_the_roll_and_may_be_taken_back(odin):
    """A whaling boat bought between two rolls of a pillage: the roll stands and the action goes
    on. The match may undo it (it drew no chance; undo replays the log, so it restores the real
    history by construction)."""
    g = fresh(odin)
    g.ships(0, ("longship", 0))
    g.give(0, silver=3)
    g.force(4)
    g.space("SA2")
    assert {"type": "buy", "ship": "whaling_boat"} in g.legal()
    g.do("buy", ship="whaling_boat")
    assert [s["kind"] for s in g.p(0)["ships"]] == ["whaling_boat", "longship"] and g.p(0)["silver"] == 0
    assert g.prompt["kind"] == "space" and g.prompt["sub"]["roll"] == 4
    assert {"reroll", "fail"} <= g.types()
    assert g.m.can_undo()


def test_arming_and_unarming_never_mid_action(odin):
    """p.13: ore goes onto ships right before an action, not during one; 39 Modifier (ore back off
    a ship) is arming undone, so not either (the ore already counted for the roll)."""
    g = fresh(odin)
    g.p(0)["played"] = [39]
    g.ships(0, ("longship", 2))
    g.give(0, ore=2)
    assert {"arm", "ability"} <= g.types()
    g.force(5)
    g.space("SA2")
    assert g.prompt["sub"]["ore"] == 2
    assert not {"arm", "ability"} & g.types()


def test_nothing_any_time_before_the_vikings_are_down_and_cancel_changes_nothing(odin):
    """H4's first decision (which building and ship) comes before the vikings go down: only its
    choices and cancel; cancelling leaves the position exactly as it was."""
    g = fresh(odin)
    g.give(0, stone=2, wood=2, silver=9, runestone=1)
    before = copy.deepcopy(g.s)
    g.space("H4")
    assert g.prompt["kind"] == "space" and not g.prompt["committed"]
    assert g.choices() == g.legal() and {"type": "cancel"} in g.legal()
    g.do("cancel")
    assert g.s == before
    g.do("buy", ship="whaling_boat")  # at the turn, then the same space again
    g.space("H4")
    g.do("option", n=0)
    assert [s["kind"] for s in g.p(0)["ships"]] == ["whaling_boat", "longship"]


def test_once_the_vikings_are_down_cancel_is_gone_and_any_time_actions_open(odin):
    g = fresh(odin)
    g.give(0, ore=1, silver=4)
    g.space("C3a")  # the third column drew its card: the vikings are down
    assert g.prompt["committed"] and {"type": "cancel"} not in g.legal()
    assert {"type": "buy", "ship": "whaling_boat"} in g.legal()


def test_an_any_time_action_that_would_leave_the_action_without_effect_is_not_offered(odin):
    """p.9: at least one effect of the space must be used. In the forge (C3a) with a single ore,
    placing that ore on a board would leave nothing to forge: not offered until the forge is done
    (with two ores it is)."""
    g = fresh(odin)
    g.give(0, ore=1, silver=0)
    g.space("C3a")
    legal = g.legal()
    assert {"type": "forge", "tile": "jewelry"} in legal
    assert {"type": "place", "item": "ore"} not in legal
    g = fresh(odin)
    g.give(0, ore=2, silver=0)
    g.space("C3a")
    assert {"type": "place", "item": "ore"} in g.legal()
