"""The solo game (rulebook p.23, 혼자 하는 게임) and the four-player game (p.3 and p.20: three
mountain strips, the two imitation spaces)."""

from __future__ import annotations

import pytest


def fresh(odin, players: int, **options):
    g = odin(players, **options)
    for p in g.s["players"]:
        p["hand"] = []
    g.turn(g.s["start"])
    return g


def done_with_space(g) -> None:
    if g.prompt["kind"] == "after":
        g.do("end_turn")


def finish_round(g) -> None:
    r = g.s["round"]
    while g.s["phase"] != "over" and g.s["round"] == r:
        kind = g.prompt["kind"]
        g.do({"turn": "pass", "after": "end_turn", "feast": "end_feast", "final": "finish"}[kind])


def offered(g, space: str) -> bool:
    return {"type": "space", "space": space} in g.legal()


# --- solo ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("length", "first", "waiting"), [("long", 1, 5), ("short", 2, 6)])
def test_solo_setup(odin, length, first, waiting):
    """p.23: 1 viking on the round-1 space (2 in the short game), 2 on every other round's space,
    5 at the Thing and 5 (short: 6) of the second colour waiting."""
    g = odin(1, length=length)
    p = g.p(0)
    rounds = 7 if length == "long" else 6
    assert p["thing"] == 5 + first and p["waiting"] == waiting and p["table"] == [2] * (rounds - 1)


def test_solo_spaces_stay_blocked_through_the_next_round(odin):
    """p.23, D9: vikings stay on the action board one more round, so their spaces are used; the
    second colour joins after round 1; from round 2 two vikings a round; vikings placed in a round
    come back at the end of the next."""
    g = fresh(odin, 1)
    g.space("W1")
    done_with_space(g)
    g.space("M2a")
    done_with_space(g)
    assert g.p(0)["thing"] == 3
    finish_round(g)
    assert g.s["round"] == 2
    assert g.p(0)["thing"] == 3 + 5 + 2 and g.p(0)["waiting"] == 0
    assert not offered(g, "W1") and not offered(g, "M2a") and offered(g, "W2")
    g.space("HU1b")
    done_with_space(g)
    finish_round(g)
    assert g.p(0)["thing"] == 9 + 3 + 2
    assert offered(g, "W1") and offered(g, "M2a") and not offered(g, "HU1b")
    assert set(g.s["occupied"]) == {"HU1b"}


def test_solo_start_player_never_changes(odin):
    """p.23: phase 6 is skipped in the solo game."""
    g = fresh(odin, 1)
    g.space("W1")
    done_with_space(g)
    finish_round(g)
    assert g.s["start"] == 0 and g.prompt == {"kind": "turn", "seat": 0}


def test_solo_game_ends_and_is_scored(odin):
    g = fresh(odin, 1, length="short")
    while not g.m.is_over():
        finish_round(g)
    assert g.m.winners() == [0]


# --- four players ----------------------------------------------------------------------------------

def test_four_players_show_three_mountain_strips(odin):
    """p.4 산맥: 2 strips face up, 3 with four players."""
    assert len(odin(4).s["strips"]) == 3
    assert len(odin(3).s["strips"]) == 2


@pytest.mark.parametrize("seed", range(1, 9))
def test_imitation_spaces_one_low_one_high_column_only_with_four(odin, seed):
    """p.3/p.20: with four players both extension boards are used, each on a random side: one
    imitation space in column 1 or 2, one in column 3 or 4; not with fewer players."""
    g = odin(4, seed)
    low, high = g.s["imitation"]
    assert low in ("IM1", "IM2") and high in ("IM3", "IM4")
    assert odin(3, seed).s["imitation"] == []


def test_imitation_copies_a_space_of_its_column_another_player_used(odin):
    """p.20: the grey space repeats an action of the same column that another player has used
    this round; like any space it is used once per round."""
    g = fresh(odin, 4)
    g.s["imitation"] = ["IM1", "IM3"]
    g.turn(0)
    assert not offered(g, "IM1")  # nobody has used a first-column space yet
    g.turn(1)
    g.space("W1")
    g.turn(0)
    assert offered(g, "IM1")
    g.space("IM1")
    assert [a for a in g.legal() if a["type"] == "imitate"] == [{"type": "imitate", "space": "W1"}]
    silver = g.p(0)["silver"]
    beans = g.goods(0).get("beans", 0)
    g.do("imitate", space="W1")
    assert g.p(0)["silver"] == silver + 1 and g.goods(0)["beans"] == beans + 1
    assert g.s["occupied"]["IM1"]["seat"] == 0 and g.s["occupied"]["IM1"]["vikings"] == 1
    g.turn(2)
    assert not offered(g, "IM1")


def test_imitation_never_copies_your_own_space(odin):
    g = fresh(odin, 4)
    g.s["imitation"] = ["IM2", "IM4"]
    g.turn(0)
    g.space("M2a")
    g.turn(0)
    assert not offered(g, "IM2")
    g.turn(3)
    assert offered(g, "IM2")


def test_imitation_needs_what_the_copied_space_needs(odin):
    g = fresh(odin, 4)
    g.s["imitation"] = ["IM1", "IM3"]
    g.ships(1, ("longship", 0))
    g.turn(1)
    g.force(2)
    g.space("SA1")
    g.do("fail")
    g.turn(0)
    assert not offered(g, "IM1")  # seat 0 has no longship
    g.ships(0, ("longship", 0))
    assert offered(g, "IM1")


def test_third_column_imitation_draws_an_occupation(odin):
    """D8: an imitation space carries its column's occupation bonus."""
    g = fresh(odin, 4)
    g.s["imitation"] = ["IM1", "IM3"]
    g.turn(1)
    g.give(1, silver=1)
    g.space("L3")
    g.turn(0)
    g.space("IM3")
    assert len(g.p(0)["hand"]) == 1
    g.do("imitate", space="L3")
    assert g.s["occupied"]["IM3"]["vikings"] == 3


def test_fourth_column_imitation_may_play_an_occupation(odin):
    g = fresh(odin, 4)
    g.s["imitation"] = ["IM1", "IM4"]
    g.turn(1)
    g.space("C4")
    g.turn(0)
    g.p(0)["hand"] = [7]
    g.touch()
    g.space("IM4")
    assert {"type": "play", "card": 7} in g.legal()
    g.do("play", card=7)
    g.do("imitate", space="C4")
    assert g.p(0)["played"] == [7] and g.s["occupied"]["IM4"]["vikings"] == 4


# --- solo: the start occupation chosen (p.23's variant) ---------------------------------------------

def _light(deck: str) -> list[int]:
    """Counted from the data, independently of the set-up's own helper."""
    from games.feast_for_odin.data_files import OCCUPATIONS

    return sorted(c["id"] for c in OCCUPATIONS.values() if c["start"] and (deck == "mixed" or c["deck"] == deck))


@pytest.mark.parametrize("deck", ["A", "mixed"])
def test_solo_start_card_chosen_offers_every_light_card_before_round_1(odin, deck):
    """p.23: "원하신다면, 게임이 시작될 때 옅은 갈색 직업 카드 1장을 무작위적으로 뽑기보다는
    원하는 것으로 선택하실 수도 있습니다" — every light card of the decks in play is offered,
    before round 1; the kept one is the hand, the others leave the game (p.4)."""
    g = odin(1, deck=deck, start_card="chosen")
    light = _light(deck)
    assert g.prompt == {"kind": "start_card", "seat": 0} and g.s["round"] == 0
    assert g.legal() == [{"type": "start_card", "card": card} for card in light]
    g.m.rules.check_invariants(g.s)
    keep = light[-1]
    g.do("start_card", card=keep)
    assert g.p(0)["hand"] == [keep]
    assert sorted(g.s["occ_removed"]) == [card for card in light if card != keep]
    assert g.s["round"] == 1 and g.prompt == {"kind": "turn", "seat": 0}
    g.m.rules.check_invariants(g.s)


def test_solo_start_card_chosen_changes_nothing_but_the_card(odin):
    """Keeping the card the draw would have dealt gives the drawn game's position (the same
    strips, decks and weapons: the variant draws nothing else)."""
    drawn = odin(1, seed=7)
    chosen = odin(1, seed=7, start_card="chosen")
    chosen.do("start_card", card=drawn.p(0)["hand"][0])
    a, b = dict(drawn.s), dict(chosen.s)
    assert sorted(a.pop("occ_removed")) == sorted(b.pop("occ_removed"))
    assert a == b


def test_start_card_choice_is_solo_only_and_checked(odin):
    """The variant is the solo game's (p.23); a card not on offer is refused, the position kept."""
    with pytest.raises(ValueError, match="start_card=chosen is not offered with 2 players"):
        odin(2, start_card="chosen")
    g = odin(1, start_card="chosen")
    dark = g.s["occ_deck"][0]
    before = g.m.to_json()
    with pytest.raises(ValueError):
        g.m.apply({"type": "start_card", "card": dark})
    assert g.m.to_json() == before
