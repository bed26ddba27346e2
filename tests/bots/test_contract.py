"""The bot contract (docs/architecture.md §8), for every game that has bots and every level.

A bot answers for the player to move with one of the legal actions; it is deterministic for a
seed and a position; it never mutates the match or touches the match's generator; it decides only
from its seat's information (re-dealing the secrets it cannot see never changes its choice); and
it stops searching when its budget is spent.
"""

from __future__ import annotations

import sys

import pytest
from bot_positions import redealt, sample_positions

import bots
from bots import LEVELS, has_bots, make_bot
from core import registry
from core.match import Match

# Player counts and option sets sampled per game (default: every player count, default options).
CONFIGS = {
    "catan": [(3, {"setup": "variable"}), (4, {"setup": "beginner"}), (4, {"setup": "variable"})],
    "aquatica": [(1, {"mode": "basic"}), (2, {"mode": "expert"}), (4, {"mode": "basic"})],
    "feast_for_odin": [(1, {"length": "long", "deck": "A"}), (2, {"length": "short", "deck": "mixed"}),
                       (4, {"length": "long", "deck": "C"})],
    "glen_more_2": [(2, {"die": "off"}), (3, {"die": "on", "c1": "on", "c5": "on", "c7": "on", "c8": "on"}),
                    (4, {"c2": "on", "c3": "on", "c4": "on", "c6": "on"})],
}


def configs(game: str) -> list[tuple[int, dict]]:
    return CONFIGS.get(game) or [(n, {}) for n in registry.get(game).PLAYER_COUNTS]
GAMES_WITH_BOTS = [g for g in registry.GAME_IDS if has_bots(g)]
BIG_BUDGET = 60_000  # large enough that the search's own limits, not the clock, end it
EFFORT = 0.05  # the searches' work limits scaled down (same code paths, quicker tests)


@pytest.fixture(scope="module", params=GAMES_WITH_BOTS)
def positions(request) -> list[Match]:
    game = request.param
    return sample_positions(game, configs(game), range(3), every=37)


def test_catan_has_bots_and_levels_are_three() -> None:
    assert LEVELS == ("easy", "medium", "hard")
    assert "catan" in GAMES_WITH_BOTS


@pytest.mark.parametrize("game, level", [("chess", "easy"), ("catan", "expert"), ("catan", "")])
def test_unknown_game_or_level_is_a_value_error(game: str, level: str) -> None:
    with pytest.raises(ValueError):
        make_bot(game, level, seed=1)


def test_bot_refuses_a_finished_game_and_another_games_match() -> None:
    bot = make_bot("catan", "easy", seed=1)
    other = [g for g in registry.GAME_IDS if g != "catan"][0]
    with pytest.raises(ValueError):
        bot.choose(Match.new(other, registry.get(other).PLAYER_COUNTS[-1], seed=1))


@pytest.mark.parametrize("level", LEVELS)
def test_choice_is_legal_deterministic_and_changes_nothing(positions: list[Match], level: str) -> None:
    for k, match in enumerate(positions):
        before = match.to_json()
        rng_before = match.rng.state
        first = make_bot(match.game_id, level, seed=k, effort=EFFORT).choose(match, budget_ms=BIG_BUDGET)
        assert first in match.legal_actions()
        assert match.to_json() == before and match.rng.state == rng_before
        again = make_bot(match.game_id, level, seed=k, effort=EFFORT).choose(match, budget_ms=BIG_BUDGET)
        assert again == first, f"position {k}: {first} then {again}"


@pytest.mark.parametrize("level", LEVELS)
def test_choice_depends_only_on_what_the_seat_may_see(positions: list[Match], level: str) -> None:
    changed_secrets = 0
    for k, match in enumerate(positions):
        seat = match.current_player()
        bot = make_bot(match.game_id, level, seed=k, effort=EFFORT)
        choice = bot.choose(match, budget_ms=BIG_BUDGET)
        for salt in (1, 2):
            other = redealt(match, seat, seed=1000 * k + salt)
            assert other.view(seat) == match.view(seat)
            changed_secrets += other.state != match.state
            assert bot.choose(other, budget_ms=BIG_BUDGET) == choice, f"position {k} leaks a secret"
    assert changed_secrets, "the sample never re-dealt anything: the test would prove nothing"


def _calls(match: Match, seed: int, budget_ms: float) -> tuple[int, dict]:
    """How many Python function calls hard's decision makes (a measure of work that no clock
    disturbs), and the decision."""
    count = 0
    bot = make_bot(match.game_id, "hard", seed=seed, effort=EFFORT)

    def profile(frame, event, arg) -> None:
        nonlocal count
        if event == "call":
            count += 1

    sys.setprofile(profile)
    try:
        action = bot.choose(match, budget_ms=budget_ms)
    finally:
        sys.setprofile(None)
    return count, action


def test_a_spent_budget_stops_the_search(positions: list[Match]) -> None:
    """With no time at all, hard does far less work than with time to spare, and still answers
    with a legal action (work is counted in function calls: no test times real code)."""
    spent = generous = 0
    for k, match in enumerate(positions[::3]):
        calls, action = _calls(match, k, 0)
        spent += calls
        generous += _calls(match, k, BIG_BUDGET)[0]
        assert action in match.legal_actions()
    assert spent < generous / 2, (spent, generous)


def test_make_bot_is_exported_with_the_contract_names() -> None:
    assert bots.make_bot is make_bot and callable(bots.has_bots)
