"""Chronicle 7 — Between a Rock and a Hard Place (rulebook 연대기 7 - 진퇴양난), one test per clause.

The clan board's roads are provisional: tests that place clan markers put in their own graph
(`flat`: every field one road of 1 coin from Start). The seven cards the rulebook shows only as a
picture are authored (chronicles.json, provisional); their measures are tested as data says.
"""

from __future__ import annotations

import pytest

from core.rng import Rng
from games.glen_more_2 import clans, rules
from games.glen_more_2.chronicles import c7
from games.glen_more_2.data_files import CHRONICLES, CLANS, START_FIELD


@pytest.fixture
def flat(monkeypatch):
    monkeypatch.setattr(clans, "GRAPH", {START_FIELD: [(f, 1) for f in CLANS], **{f: [(START_FIELD, 1)] for f in CLANS}})


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def person(g) -> str:
    return g.tile(type="person", once=[{"kind": "clan_marker"}])


def take_person(g, field: str | None = None) -> int:
    """The deciding player takes a Person and marks `field` (or declines the marker)."""
    seat = g.seat
    g.p(seat)["coins"] = 20
    g.touch()
    g.do("take", pos=offer(g, person(g)))
    if g.prompt["kind"] == "choice":
        g.do("clan", field=field) if field else g.do("skip")
    return seat


def vote(g, *choices: tuple[int, int]) -> None:
    """Each asked player in turn commits (aye, nay)."""
    for aye, nay in choices:
        g.do("c_vote", aye=aye, nay=nay)


def gathering(g, card: str, *choices: tuple[int, int]) -> int:
    seat = take_person(g)
    g.do("c_gather", card=card)
    vote(g, *choices)
    return seat


def cards(g, *ids: str) -> None:
    g.s["c7"]["cards"] = list(ids) + [c for c in g.s["c7"]["cards"] if c not in ids][: 5 - len(ids)]
    g.touch()


# --- components and set-up ------------------------------------------------------------------------

def test_components_ten_cards_and_28_vote_markers():
    """구성물: 10 clan-gathering cards; 28 vote markers (16 aye, 12 nay)."""
    parts = CHRONICLES[7]["components"]
    assert len(c7.CARDS) == 10 and parts["scoring_cards"]["count"] == 10
    assert parts["vote_markers"]["aye"] == 16 and parts["vote_markers"]["nay"] == 12
    assert CHRONICLES[7]["players"] == [2, 4]


@pytest.mark.parametrize("players,aye,nay,double", [(2, 3, 3, True), (3, 3, 2, False), (4, 4, 3, False)])
def test_vote_markers_by_player_count(glen, players, aye, nay, double):
    """2명: 3 aye + 3 nay each, one vote with 2 markers; 3명: 3 + 2; 4명: 4 + 3."""
    g = glen(players, 1, c7="on")
    assert g.s["c7"]["markers"] == [{"aye": aye, "nay": nay}] * players
    assert g.s["c7"]["double"] == [double] * players
    assert 4 * (aye + nay) <= 28


def test_setup_five_of_the_ten_cards_at_random_face_up(glen):
    """달라지는 게임 준비: shuffle all 10, draw 5 at random and lay them face up by the rondel."""
    drawn = set()
    for seed in range(6):
        g = glen(2, seed, c7="on")
        assert len(g.s["c7"]["cards"]) == 5 and set(g.s["c7"]["cards"]) <= set(c7.CARDS)
        assert g.s["c7"]["voted"] == [] and g.s["c7"]["vote"] is None
        assert rules.view(g.s, None)["c7"]["cards"] == g.s["c7"]["cards"], "face up"
        drawn.add(tuple(sorted(g.s["c7"]["cards"])))
    assert len(drawn) > 1
    assert "c7" not in glen(2, 1).s


# --- the clan gathering ----------------------------------------------------------------------------

def test_taking_a_person_declares_a_gathering_after_its_clan_marker(glen, flat):
    """새로운 규칙: a player who takes a person tile from the rondel places its clan marker, then the
    clan gathering is declared; that player picks one of the cards not yet voted on."""
    g = glen(2, 1, die="off", c7="on")
    seat = g.seat
    g.do("take", pos=offer(g, person(g)))
    assert g.prompt["kind"] == "choice" and g.prompt["op"] == {"op": "clan"}, "the marker first"
    g.do("clan", field="douglas")
    assert g.p(seat)["vp"] == 3, "the clan's effect came first too"
    assert g.prompt == {"kind": "chronicle", "seat": seat, "chronicle": 7, "step": "pick"}
    assert g.legal() == [{"type": "c_gather", "card": card} for card in g.s["c7"]["cards"]]


def test_a_gathering_also_when_the_marker_is_declined(glen, flat):
    """새로운 규칙: the gathering comes with the person tile, whether or not a marker is placed."""
    g = glen(2, 1, die="off", c7="on")
    seat = take_person(g)
    assert g.prompt["step"] == "pick" and g.seat == seat


def test_no_gathering_for_other_tiles_or_a_person_from_the_discard_pile(glen, flat):
    """Only a person tile taken *from the rondel* declares one (Munro's pick from the discard pile does
    not)."""
    g = glen(2, 1, die="off", c7="on")
    seat = g.seat
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell="0,1")
    assert g.prompt["kind"] == "activate"
    g.do("end_turn")
    g = glen(2, 1, die="off", c7="on")
    seat = g.seat
    folk = person(g)
    g.s["discard"].append(folk)
    g.p(seat)["coins"] = 5
    g.do("take", pos=offer(g, g.tile(once=[{"kind": "clan_marker"}])))
    g.do("place", cell="0,1")
    g.do("clan", field="munro")
    g.do("munro", tile=folk)
    g.do("clan", field="douglas")
    assert folk in g.p(seat)["persons"] and g.prompt["kind"] == "activate"


def test_every_player_votes_in_secret_the_caller_first(glen, flat):
    """새로운 규칙: each player takes an aye or a nay marker in hand; all are revealed together. In
    hot-seat each answers their own prompt and nobody sees another's choice until all have chosen."""
    g = glen(3, 1, die="off", c7="on")
    caller = take_person(g)
    card = g.s["c7"]["cards"][0]
    g.do("c_gather", card=card)
    order = [(caller + i) % 3 for i in range(3)]
    assert g.seat == order[0]
    assert g.legal() == [{"type": "c_vote", "aye": 1, "nay": 0}, {"type": "c_vote", "aye": 0, "nay": 1}]
    g.do("c_vote", aye=0, nay=1)
    assert g.seat == order[1]
    for seat in (order[1], order[2], None):
        shown = rules.view(g.s, seat)["c7"]
        assert shown["vote"]["secret"][order[0]] == "hidden" and shown["markers"][order[0]] == {"aye": 3, "nay": 2}
    assert rules.view(g.s, order[0])["c7"]["vote"]["secret"][order[0]] == {"aye": 0, "nay": 1}
    g.do("c_vote", aye=1, nay=0)
    assert g.s["c7"]["voted"] == []
    g.do("c_vote", aye=1, nay=0)
    assert g.s["c7"]["voted"] == [{"card": card, "aye": 2, "nay": 1, "kept": True,
                                   "by": [{"aye": 0, "nay": 1} if s == order[0] else {"aye": 1, "nay": 0}
                                          for s in range(3)]}]
    assert g.s["c7"]["vote"] is None and g.seat == caller and g.prompt["kind"] == "activate"


def test_reshuffling_hidden_votes_keeps_every_view(glen, flat):
    """A committed but unrevealed vote may be re-dealt for any seat but its owner's."""
    g = glen(4, 1, die="off", c7="on")
    take_person(g)
    g.do("c_gather", card=g.s["c7"]["cards"][0])
    g.do("c_vote", aye=1, nay=0)
    g.do("c_vote", aye=0, nay=1)
    for seat in (0, 1, 2, 3, None):
        other = rules.reshuffle_hidden(g.s, seat, Rng(11))
        assert rules.view(other, seat) == rules.view(g.s, seat)


@pytest.mark.parametrize("choices,kept", [(((1, 0), (0, 1)), True), (((1, 0), (1, 0)), True),
                                           (((0, 1), (0, 1)), False), (((0, 1), (2, 0)), True),
                                           (((1, 0), (0, 2)), False)])
def test_ayes_at_least_nays_keep_the_card_for_the_final_scoring(glen, flat, choices, kept):
    """새로운 규칙: as many ayes as nays or more → the card is used in the final scoring."""
    g = glen(2, 1, die="off", c7="on")
    card = g.s["c7"]["cards"][2]
    gathering(g, card, *choices)
    assert g.s["c7"]["voted"][0]["kept"] is kept and c7.kept(g.s) == ([card] if kept else [])


def test_two_players_commit_two_markers_in_one_vote_only(glen, flat):
    """2명: in one of the votes a player may secretly choose 2 markers (once in the game)."""
    g = glen(2, 1, die="off", c7="on")
    caller = take_person(g)
    g.do("c_gather", card=g.s["c7"]["cards"][0])
    assert {(a["aye"], a["nay"]) for a in g.legal()} == {(1, 0), (0, 1), (2, 0), (1, 1), (0, 2)}
    g.do("c_vote", aye=2, nay=0)
    g.do("c_vote", aye=0, nay=1)
    assert g.s["c7"]["markers"][caller] == {"aye": 1, "nay": 3} and g.s["c7"]["double"][caller] is False
    g.do("end_turn")
    while g.seat != caller:
        g.do("take", pos=offer(g, g.tile()))
        g.do("place", cell=g.legal()[0]["cell"])
        g.do("end_turn")
    take_person(g)
    g.do("c_gather", card=g.s["c7"]["cards"][1])
    assert {(a["aye"], a["nay"]) for a in g.legal()} == {(1, 0), (0, 1)}
    three = glen(3, 1, die="off", c7="on")
    take_person(three)
    three.do("c_gather", card=three.s["c7"]["cards"][0])
    assert all(a["aye"] + a["nay"] == 1 for a in three.legal())


def test_markers_are_spent_and_a_forced_vote_is_not_asked(glen, flat):
    """The markers stay on the card; a player left with one kind only commits it without a question
    (D18), and a vote with nothing to pick is not asked either."""
    g = glen(3, 1, die="off", c7="on")
    caller = g.seat
    g.s["c7"]["markers"] = [{"aye": 0, "nay": 1} for _ in range(3)]
    g.touch()
    gathering(g, g.s["c7"]["cards"][0])
    assert g.s["c7"]["voted"][0]["nay"] == 3 and g.s["c7"]["markers"] == [{"aye": 0, "nay": 0}] * 3
    assert g.seat == caller and g.prompt["kind"] == "activate"


def test_after_all_five_votes_no_more_gatherings(glen, flat):
    """새로운 규칙: once all 5 cards were voted on, taking a person tile declares no gathering."""
    g = glen(2, 1, die="off", c7="on")
    for card in g.s["c7"]["cards"][:4]:
        g.s["c7"]["voted"].append({"card": card, "aye": 0, "nay": 0, "kept": True, "by": [{"aye": 0, "nay": 0}] * 2})
    last = g.s["c7"]["cards"][4]
    seat = take_person(g)
    assert g.prompt["step"] == "vote", "the last card needs no pick"
    assert g.s["c7"]["vote"]["card"] == last and g.s["c7"]["vote"]["caller"] == seat
    vote(g, (1, 0), (1, 0))
    g.do("end_turn")
    while g.seat != seat:
        g.do("take", pos=offer(g, g.tile()))
        g.do("place", cell=g.legal()[0]["cell"])
        g.do("end_turn")
    take_person(g)
    assert g.prompt["kind"] == "activate" and len(g.s["c7"]["voted"]) == 5


# --- final scoring -------------------------------------------------------------------------------------

def test_only_the_best_player_scores_a_kept_card_and_rejected_ones_score_nothing(glen):
    """승점 계산: a card gives its VP only to the player who did best on it; only kept cards count."""
    g = glen(3, 1, c7="on")
    g.s["c7"]["cards"] = ["coins", "rivers", "villages", "sets", "square"]
    g.s["c7"]["voted"] = [{"card": "coins", "kept": True}, {"card": "rivers", "kept": False}]
    for seat, coins in enumerate((4, 9, 2)):
        g.p(seat)["coins"] = coins
    vp = [p["vp"] for p in g.s["players"]]
    c7._final(g.s, -1, {"result": {}}, None, [])
    assert [p["vp"] - v for p, v in zip(g.s["players"], vp)] == [0, 8, 0]
    assert g.s["c7"]["scores"] == [{"card": "coins", "values": [4, 9, 2], "vp": [0, 8, 0]}]


@pytest.mark.parametrize("vp,ties,each", [(10, 1, 10), (10, 2, 5), (10, 3, 3), (10, 4, 3), (8, 3, 3), (8, 4, 2)])
def test_ties_share_the_points_rounded(vp, ties, each):
    """승점 계산: tied players share the VP equally, rounded (half up)."""
    assert c7.share(vp, ties) == each


def test_nobody_scores_a_card_nobody_achieved(glen):
    """D-c7-4: with the best value 0 (e.g. no 2×2 square anywhere) nobody is best."""
    g = glen(2, 1, c7="on")
    assert c7.card_vp(g.s, "square") == ([0, 0], [0, 0])


def test_sets_example_five_whisky_four_landmarks_two_persons_three_scotsmen_is_two_sets(glen):
    """예: 5 whisky casks, 4 landmark cards, 2 person tiles, 3 Scotsmen on the home castle → 2 sets."""
    g = glen(2, 1, c7="on")
    p = g.p(0)
    p["whisky"] = 5
    p["landmarks"] = ["a", "b", "c", "d"]
    p["persons"] = [person(g), person(g)]
    p["land"]["1,0"]["scots"] = 3
    assert c7.measure(g.s, 0, "sets") == 2
    p["land"]["0,0"]["scots"] = 5  # only the home castle's Scotsmen
    assert c7.measure(g.s, 0, "sets") == 2


def test_largest_square_of_tiles_scores_10(glen):
    """정사각형: the player with the largest square of tiles (2×2, 3×3, …) in their land — part of
    the land is enough — scores 10."""
    g = glen(2, 1, c7="on")
    assert c7.CARDS["square"]["vp"] == 10
    for cell in ("0,1", "1,1", "2,0", "2,1", "0,2", "1,2", "2,2", "5,5"):
        g.build(0, g.tile(), cell)
    for cell in ("0,1", "1,1", "2,1"):
        g.build(1, g.tile(), cell)
    assert c7.largest_square(g.p(0)["land"]) == 3 and c7.largest_square(g.p(1)["land"]) == 2
    assert c7.card_vp(g.s, "square") == ([3, 2], [10, 0])


def test_most_wood_and_stone_scores_10(glen):
    """나무와 돌: the most wood + stone in one's land scores 10."""
    g = glen(2, 1, c7="on")
    assert c7.CARDS["wood_stone"]["vp"] == 10
    g.build(0, g.tile(), "0,1", wood=2, barley=1)
    g.build(1, g.tile(), "0,1", wood=1, stone=2)
    assert c7.card_vp(g.s, "wood_stone") == ([2, 3], [0, 10])


@pytest.mark.parametrize("card", ["coins", "rivers", "villages", "overbuilds", "clan_markers", "livestock", "scotsmen_out"])
def test_authored_cards_measure_what_their_text_says(glen, card):
    """The 7 cards shown only as pictures (chronicles.json, provisional): most coins / river tiles /
    villages / overbuild tiles / clan markers / sheep + cattle / Scotsmen outside the home castle."""
    g = glen(2, 1, c7="on")
    builds = {
        "coins": lambda: g.p(1).update(coins=g.p(0)["coins"] + 3),
        "rivers": lambda: g.build(1, g.tile(river=["W", "E"]), "2,0"),
        "villages": lambda: g.build(1, g.tile(type="village"), "0,1"),
        "overbuilds": lambda: g.build(1, g.tile(type="village", expansion="village"), "0,0"),
        "clan_markers": lambda: g.s["clans"].update(douglas=[1], macleod=[1]),
        "livestock": lambda: g.build(1, g.tile(), "0,1", sheep=1, cattle=2),
        "scotsmen_out": lambda: g.build(1, g.tile(), "0,1", scots=2),
    }
    before = [c7.measure(g.s, s, c7.CARDS[card]["measure"]) for s in (0, 1)]
    builds[card]()
    values, vps = c7.card_vp(g.s, card)
    assert values[1] > values[0] and values[0] == before[0]
    assert vps == [0, c7.CARDS[card]["vp"]]


def test_the_final_scoring_adds_the_kept_cards(glen):
    """The kept cards are scored with the final scoring (최종 승점 계산) and recorded in it."""
    g = glen(2, 1, die="off", c7="on")
    g.s["c7"]["voted"] = [{"card": "wood_stone", "aye": 1, "nay": 0, "kept": True, "by": []}]
    g.build(1, g.tile(), "0,1", stone=1)
    g.s["stacks"]["D"].remove("END")
    g.s["rondel"][str(min(int(p) for p in g.s["rondel"]) + 1)] = "END"
    end = next(int(p) for p, t in g.s["rondel"].items() if t == "END")
    g.touch()
    g.do("stop_end", pos=end)
    g.do("stop_end", pos=end)
    assert g.m.is_over()
    assert g.s["final"]["c7"] == [{"card": "wood_stone", "values": [0, 1], "vp": [0, 10]}]
    final = g.s["final"]
    for seat in (0, 1):
        base = sum(row[seat] for row in g.s["scorings"][-1]["vp"].values())
        base += final["territory"][seat] + final["coins"][seat] + final["landmarks"][seat]
        assert g.p(seat)["vp"] == base + (10 if seat == 1 else 0)


def test_random_games_with_chronicle_7(glen):
    """Random play with every invariant (markers conserved, unrevealed votes never in a view)."""
    from core.checks import play_checked

    for players in (2, 3, 4):
        for seed in range(3):
            match = play_checked("glen_more_2", players, seed, {"c7": "on"}, deep_every=5)
            assert match.state["c7"]["scores"] is not None
