"""Goals, the end of the game, scoring and ties, expert mode and the solo game
(§목표, §게임 종료, §점수 계산, §숙련자 모드, §솔로 플레이 모드)."""

from __future__ import annotations

import pytest

from core.errors import IllegalAction
from games.aquatica import goals
from games.aquatica.data_files import GOAL_VALUES, KINGS
from games.aquatica.rules import rating


def test_claim_a_goal_with_an_own_trained_manta_on_the_leftmost_space(sea):
    sc = sea(players=3)
    g = sc.s["goals"].index("hand8")
    sc.hand(0, *["patrician"] * 8)  # 8 cards in hand (§목표)
    claims = [a for a in sc.legal("claim") if a["goal"] == g]
    assert len(claims) == 4  # any of the four trained mantas, ready or tired
    sc.act("claim", goal=g, manta=0)
    assert sc.s["tracks"][g] == [0] and len(sc.s["players"][0]["mantas"]) == 3
    assert not [a for a in sc.legal("claim") if a["goal"] == g]  # once per goal
    sc.hand(1, *["patrician"] * 8)
    sc.s["turn"] = sc.s["actor"] = 1
    sc.touch()
    sc.act("claim", goal=g, manta=2)
    assert sc.s["tracks"][g] == [0, 1]  # the next free space to the right


def test_wild_mantas_cannot_claim_goals(sea):
    sc = sea()
    sc.hand(0, *["patrician"] * 8)
    sc.mantas(0, "coin2", "raise1", wild=True)
    assert not sc.legal("claim")


def test_claiming_is_optional(sea):
    sc = sea()
    sc.hand(0, *(["patrician"] * 7 + ["matrona"]))
    card = "matrona"
    sc.act("play", card=card)
    assert sc.legal("claim") and {"type": "end_turn"} in sc.legal()


@pytest.mark.parametrize("goal, shape, expected", [
    ("slots5", {"slots": 5}, True), ("slots5", {"slots": 4}, False),
    ("scored3", {"scored": 3}, True), ("scored3", {"scored": 2}, False),
    ("wild2", {"wild": 2}, True), ("wild2", {"wild": 1}, False),
    ("hand8", {"hand": 8}, True), ("hand8", {"hand": 7}, False),
    ("discard10", {"discard": 10}, True), ("discard_all_but_one", {"hand": 1}, True),
    ("locations11", {"slots": 5, "scored": 6}, True), ("wild3", {"wild": 3}, True),
])
def test_goal_conditions(sea, goal, shape, expected):
    sc = sea()
    p = sc.s["players"][0]
    for _ in range(shape.get("slots", 0)):
        sc.slot(0, ["coin2"])
    p["scored"] = [sc.location() for _ in range(shape.get("scored", 0))]
    p["mantas"] = [{"effect": "coin2", "ready": True, "wild": True} for _ in range(shape.get("wild", 0))]
    if "hand" in shape:
        p["hand"] = ["patrician"] * shape["hand"]
    p["discard"] = ["patrician"] * shape.get("discard", 0)
    assert goals.achieved(sc.s, 0, goal) is expected


def _end_turn(sc, seat):
    """Play any card and end the turn of `seat`."""
    card = sc.character()
    sc.s["players"][seat]["hand"].append(card)
    sc.touch()
    sc.act("play", card=card)
    sc.act("end_turn")


def test_after_an_end_trigger_everyone_plays_one_more_turn(sea):
    sc = sea(players=3)
    _end_turn(sc, 0)
    sc.s["end"], sc.s["turns_left"] = True, 3  # triggered during seat 1's turn (§게임 종료)
    for seat in (1, 2, 0, 1):
        assert not sc.m.is_over() and sc.s["turn"] == seat
        _end_turn(sc, seat)
    assert sc.m.is_over()


def test_location_deck_running_out_triggers_the_end(sea):
    sc = sea()
    sc.s["loc_deck"] = sc.s["loc_deck"][:3]
    card = sc.character({"op": "scout"})
    sc.hand(0, card)
    sc.act("play", card=card)
    sc.act("scout")
    while sc.legal("scout_drop"):
        sc.act("scout_drop", loc=sc.legal("scout_drop")[0]["loc"])
    assert sc.s["end"] and sc.s["loc_deck"] == []


def test_character_deck_running_out_triggers_the_end(sea):
    sc = sea()
    sc.s["char_deck"] = sc.s["char_deck"][:1]
    card = sc.character({"op": "hire_free"})
    sc.hand(0, card)
    sc.act("play", card=card)
    sc.act("hire", slot=0)
    assert sc.s["end"] and sc.s["char_deck"] == [] and len(sc.s["char_row"]) == 6


def test_all_four_goals_trigger_the_end(sea):
    sc = sea()
    p = sc.s["players"][0]
    hand8 = sc.s["goals"].index("hand8")
    p["goals"] = [g for g in range(4) if g != hand8]
    for g in p["goals"]:
        sc.s["tracks"][g].append(0)
    p["mantas"] = p["mantas"][:1]
    sc.hand(0, *["patrician"] * 8)
    sc.act("claim", goal=hand8, manta=0)
    assert sc.s["end"]


def test_scoring_hand_goals_scored_pile(sea):
    sc = sea(players=2)
    p = sc.s["players"][0]
    p["hand"] = ["matrona", "patrician", "king1"]
    p["discard"] = ["legionnaire"] * 4  # discards do not count
    p["scored"] = [sc.location(vp=4), sc.location(vp=3)]
    p["slots"][0] = {"loc": sc.location(vp=9), "depth": 0}  # locations still on the board do not count
    sc.s["tracks"][0] = [1, 0]
    p["goals"] = [0]
    first_goal = sc.s["goals"][0]
    total = 3 + GOAL_VALUES[first_goal][1] + 7
    assert sc.m.scores()[0] == total


def test_ties_go_to_more_mantas_then_the_lower_king(sea):
    from games.aquatica.turns import winners

    sc = sea(players=2)
    for p in sc.s["players"]:
        p["hand"], p["scored"] = ["patrician"], []
    assert winners(sc.s) == [0]  # same points and mantas: king 1 beats king 2
    sc.s["players"][1]["mantas"].append({"effect": "coin2", "ready": False, "wild": True})
    assert winners(sc.s) == [1]  # one more manta


def test_mantas_on_goal_tracks_do_not_count_for_the_tie(sea):
    """Ruling A6: '가오리를 더 많이 갖고 있는 이' counts the mantas a player still holds beside their
    board; a manta placed on a goal track has left them (§게임 종료 1: "자신의 가오리를 모두 올려놨을")."""
    from games.aquatica.turns import winners

    sc = sea(players=2)
    g = 0
    value = GOAL_VALUES[sc.s["goals"][g]][0]
    zero, one = sc.s["players"]
    zero["hand"], zero["scored"] = ["patrician"], []
    zero["mantas"].pop(0)
    zero["goals"], sc.s["tracks"][g] = [g], [0]
    one["hand"], one["scored"] = ["patrician"] * (1 + value), []
    assert sc.m.scores()[0] == sc.m.scores()[1]
    # 3 mantas beside seat 0 (plus 1 on the track) against 4 beside seat 1: seat 1 wins, although
    # seat 0 has the lower king.
    assert winners(sc.s) == [1]


def test_expert_goal_tokens_and_king_draft(sea):
    sc = sea(players=3, mode="expert", seed=4)
    s = sc.s
    printed = ["hand8", "slots5", "scored3", "wild2"]
    assert len(s["goals"]) == 4 and not set(s["goals"]) & set(printed)
    # Players + 1 kings to the last player, who picks first; then counter-clockwise (§숙련자 모드).
    assert s["phase"] == "pick_king" and sc.m.current_player() == 2 and len(s["draft"]) == 4
    assert "draft" not in sc.m.view(0)["me"] or sc.m.view(0)["me"]["draft"] == []
    for seat in (2, 1, 0):
        assert sc.m.current_player() == seat
        offered = sc.legal("pick_king")
        assert len(offered) == len(s["draft"])
        sc.act("pick_king", king=offered[0]["king"])
        assert s["players"][seat]["king"] in s["players"][seat]["hand"]
    assert s["draft"] == [] and s["phase"] == "turn" and sc.m.current_player() == 0


def test_solo_ichthyanders_and_rating(sea):
    sc = sea(players=1, seed=2)
    s = sc.s
    assert len(s["char_deck"]) + len(s["char_row"]) == 9  # one set of sea characters removed
    sc.act("pick_king", king=sc.legal("pick_king")[0]["king"])  # one of three kings
    assert s["ichthy_left"] == 4
    # Playing the Matrona puts an Ichthyander manta on a goal track of your choice.
    sc.act("play", card="matrona")
    assert sc.kinds() == {"ichthy"}
    sc.act("ichthy", goal=1)
    assert s["tracks"][1] == [-1] and {"type": "ichthy", "goal": 1} not in sc.legal()
    assert (rating(30), rating(31), rating(60), rating(61), rating(90), rating(91)) == (
        "blobfish", "sea_serpent", "sea_serpent", "leviathan", "leviathan", "kraken")


def test_solo_game_ends_one_turn_after_the_last_ichthyander(sea):
    sc = sea(players=1, seed=2)
    sc.act("pick_king", king=sc.legal("pick_king")[0]["king"])
    sc.s["ichthy_left"] = 1
    sc.act("play", card="matrona")
    sc.act("ichthy", goal=0)
    assert sc.s["end"]
    sc.act("end_turn")
    assert not sc.m.is_over()
    sc.act("play", card="matrona")
    sc.act("end_turn")
    assert sc.m.is_over() and "rating" in sc.m.view(0)


def test_basic_kings_by_seat():
    assert sorted(KINGS) == list(range(1, 9))


def test_bad_options():
    from core.match import Match

    with pytest.raises(ValueError):
        Match.new("aquatica", 5, 1)
    with pytest.raises(ValueError):
        Match.new("aquatica", 2, 1, {"mode": "turbo"})
    m = Match.new("aquatica", 2, 1)
    with pytest.raises(IllegalAction):
        m.apply({"type": "claim", "goal": 0, "manta": 0})
