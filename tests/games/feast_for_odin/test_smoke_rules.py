"""First scenario tests: a production space, a dice example from the rulebook, the turn order."""

from __future__ import annotations


def test_weekly_market_gives_beans_and_silver(odin):
    g = odin(2)
    g.turn(0)
    g.give(0, silver=0, beans=0)
    g.space("W1")
    assert g.goods(0)["beans"] == 1 and g.p(0)["silver"] == 1
    assert g.s["occupied"]["W1"]["seat"] == 0


def test_failed_hunt_rulebook_example(odin):
    """p.19 실패한 사냥 예시: the 2-viking hunting space, rolls 3, 7, 4, then failure declared:
    1 wood and 1 bow as consolation, no viking back."""
    g = odin(2)
    g.turn(0)
    g.give(0, wood=2, bow=2, thing=5)
    g.force(3)
    g.space("HU2a")
    assert g.prompt["sub"]["roll"] == 3
    g.force(7)
    g.do("reroll")
    g.force(4)
    g.do("reroll")
    assert {"type": "reroll"} not in g.legal()  # three rolls at most
    assert {"type": "pay", "weapon": 2, "wood": 2} in g.legal()
    g.do("fail")
    assert g.p(0)["wood"] == 3 and g.p(0)["weapons"]["bow"] == 3
    assert g.p(0)["thing"] == 3 and g.s["occupied"]["HU2a"]["vikings"] == 2
