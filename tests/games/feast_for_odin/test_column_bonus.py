"""What happens between placing the vikings and the action counts when a space is offered
(issue 11, audit): p.21 바이킹 3명 놓기에 따른 보너스 — the third column draws an occupation
"해당 행동을 수행하기 전에" (before the action); 바이킹 4명 놓기에 따른 보너스 — the fourth column may
play one "해당 행동을 수행하기 전이나 수행한 직후에" (just before or right after); and cards that act
"before" an action (121 Carpenter: a mountain item before building) give what the action may need.
A space whose action becomes possible only through them is offered, and the choices before the
action keep it possible (p.9: at least one effect of the space must be used)."""

from __future__ import annotations

from games.feast_for_odin.data_files import OCCUPATIONS


def fresh(odin, players: int = 2, **options):
    g = odin(players, **options)
    for p in g.s["players"]:
        p["hand"] = []
    g.turn(0)
    return g


def offered(g, space: str) -> bool:
    return {"type": "space", "space": space} in g.legal()


# --- the third column draws first -----------------------------------------------------------------

def test_o3b_is_offered_with_an_empty_hand_the_drawn_card_can_be_played(odin):
    """p.21 *: '이 행동 칸이 뽑은 직업 카드를 바로 내려놓을 수 있는 유일한 행동 칸입니다' — O3b can
    play the card its column just drew, so an empty hand does not close it."""
    g = fresh(odin)
    assert g.p(0)["hand"] == [] and g.p(0)["thing"] >= 3 and g.s["occ_deck"]
    drawn = g.s["occ_deck"][-1]
    assert offered(g, "O3b")
    g.space("O3b")
    assert g.p(0)["hand"] == [drawn]
    assert {"type": "play", "card": drawn} in g.legal()
    g.do("play", card=drawn)
    assert drawn in g.p(0)["played"]


def test_o3b_with_an_empty_hand_and_an_empty_deck_is_refused(odin):
    """With no card to draw (the deck is out) and none in hand there is nothing to play."""
    g = fresh(odin)
    g.s["occ_removed"] += g.s["occ_deck"]
    g.s["occ_deck"] = []
    g.touch()
    assert not offered(g, "O3b")


def test_third_column_imitation_of_o3b_with_an_empty_hand(odin):
    """D8: the imitation space draws like its column, so O3b may be imitated with an empty hand."""
    g = fresh(odin, 4)
    g.s["imitation"] = ["IM1", "IM3"]
    g.turn(1)
    g.p(1)["hand"] = [7]
    g.touch()
    g.space("O3b")
    g.do("play", card=7)
    g.turn(0)
    assert g.p(0)["hand"] == []
    assert offered(g, "IM3")
    g.space("IM3")
    assert {"type": "imitate", "space": "O3b"} in g.legal()
    g.do("imitate", space="O3b")
    card = g.p(0)["hand"][0]
    g.do("play", card=card)
    assert card in g.p(0)["played"]


# --- the fourth column may play a card first ------------------------------------------------------

def _custodian_position(odin):
    """L4 costs 3 silver; 1 silver and a stone house, with Custodian (23: 2 silver per stone or
    long house, on play) in hand, make 3 — but only if the card is played before the action."""
    g = fresh(odin)
    g.board(0, "stone_house")
    g.give(0, silver=1)
    g.p(0)["hand"] = [7, 23]
    g.touch()
    return g


def test_fourth_column_space_opened_by_the_card_played_just_before(odin):
    assert OCCUPATIONS[23]["name"] == "Custodian"
    g = _custodian_position(odin)
    assert offered(g, "L4")
    g.space("L4")
    legal = g.legal()
    # only the card that makes the action possible; no skipping into an action that cannot be used
    assert {"type": "play", "card": 23} in legal
    assert {"type": "play", "card": 7} not in legal and {"type": "skip"} not in legal
    assert {"type": "cancel"} in legal
    g.do("play", card=23)
    assert g.goods(0).get("sheep") == 1 and g.goods(0).get("cattle") == 1
    assert g.p(0)["silver"] == 0 and g.s["occupied"]["L4"]["vikings"] == 4


def test_fourth_column_space_stays_closed_when_no_card_in_hand_opens_it(odin):
    g = _custodian_position(odin)
    g.p(0)["hand"] = [7]
    g.touch()
    assert not offered(g, "L4")


def test_fourth_column_imitation_opened_by_the_card_played_just_before(odin):
    g = fresh(odin, 4)
    g.s["imitation"] = ["IM1", "IM4"]
    g.turn(1)
    g.give(1, silver=3)
    g.space("L4")
    g.turn(0)
    g.board(0, "stone_house")
    g.give(0, silver=1)
    g.p(0)["hand"] = [23]
    g.touch()
    assert offered(g, "IM4")
    g.space("IM4")
    assert {"type": "skip"} not in g.legal()
    g.do("play", card=23)
    g.do("imitate", space="L4")
    assert g.goods(0).get("sheep") == 1 and g.goods(0).get("cattle") == 1


def test_fourth_column_action_cannot_be_skipped_through_to_its_trailing_card(odin):
    """p.9: "행동 칸에 바이킹을 놓으려면 해당 칸의 효과를 하나 이상 사용해야 합니다". The card the fourth
    column may play right after the action (p.21) is no effect of the space, so it does not let the
    space's own last step be skipped: skipping every step used to end the action with nothing done
    and no vikings placed, and the player took the turn again (a free wait, looped by the bots'
    play-outs up to their cap)."""
    from games.feast_for_odin.spaces import column

    stopped = []
    for space in ("M4a", "M4b", "L4"):
        assert column(space) == 4
        g = fresh(odin)
        g.give(0, silver=6, wood=4, stone=4, ore=4, peas=2, flax=2, beans=2, grain=2)
        g.p(0)["hand"] = [7]
        g.touch()
        assert offered(g, space)
        g.space(space)
        while {"type": "skip"} in g.legal():
            g.do("skip")
        if space in g.s["occupied"]:  # L4's only exchange is carried out at once: the vikings are down
            assert g.s["occupied"][space]["vikings"] == 4
            continue
        # stopped inside the action, at a printed step: act, or take the placement back
        assert g.prompt["kind"] == "space" and g.prompt["space"] == space
        assert g.prompt["steps"][g.prompt["at"]]["op"] != "play_occupations"
        assert {"type": "cancel"} in g.legal()
        assert any(a["type"] not in ("cancel", "skip") for a in g.choices())
        stopped.append(space)
    assert stopped == ["M4a", "M4b"]


# --- cards acting just before an action -----------------------------------------------------------

def test_a_card_acting_before_the_action_can_open_the_space(odin):
    """121 Carpenter: 'before each ship or house building action, may take 1 mountain item' — the
    stone it takes pays for H2, so H2 is offered to a player without stone; taking the stone is then
    the only way on (the wood in front of the other strip would leave H2 impossible)."""
    g = fresh(odin)
    g.p(0)["played"] = [121]
    g.give(0, stone=0, wood=0)
    g.s["strips"] = [["stone", "ore"], ["wood", "stone"]]
    g.s["strip_ids"] = [0, 1]
    g.touch()
    assert offered(g, "H2")
    g.space("H2")
    legal = g.legal()
    assert {"type": "take", "strip": 0, "count": 1} in legal
    assert {"type": "take", "strip": 1, "count": 1} not in legal and {"type": "skip"} not in legal
    g.do("take", strip=0, count=1)
    assert any(b["id"] == "stone_house" for b in g.p(0)["boards"]) and g.p(0)["stone"] == 0
