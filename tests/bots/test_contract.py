"""The bot contract (docs/architecture.md §8), for every game that has bots and every level.

A bot answers for the player to move with one of the legal actions; it is deterministic for a
seed and a position; it never mutates the match or touches the match's generator; it decides only
from its seat's information (re-dealing the secrets it cannot see never changes its choice); and
it stops searching when its budget is spent.
"""

from __future__ import annotations

import pytest
from bot_positions import redealt, sample_positions

import bots
from bots import LEVELS, has_bots, make_bot
from core import registry
from core.match import Match

CONFIGS = {
    "catan": [(3, {"setup": "variable"}), (4, {"setup": "beginner"}), (4, {"setup": "variable"})],
}
GAMES_WITH_BOTS = [g for g in registry.GAME_IDS if has_bots(g)]
BIG_BUDGET = 60_000  # large enough that the search's own limits, not the clock, end it


@pytest.fixture(scope="module", params=GAMES_WITH_BOTS)
def positions(request) -> list[Match]:
    game = request.param
    return sample_positions(game, CONFIGS[game], range(3), every=37)


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
        first = make_bot(match.game_id, level, seed=k).choose(match, budget_ms=BIG_BUDGET)
        assert first in match.legal_actions()
        assert match.to_json() == before and match.rng.state == rng_before
        again = make_bot(match.game_id, level, seed=k).choose(match, budget_ms=BIG_BUDGET)
        assert again == first, f"position {k}: {first} then {again}"


@pytest.mark.parametrize("level", LEVELS)
def test_choice_depends_only_on_what_the_seat_may_see(positions: list[Match], level: str) -> None:
    changed_secrets = 0
    for k, match in enumerate(positions):
        seat = match.current_player()
        bot = make_bot(match.game_id, level, seed=k)
        choice = bot.choose(match, budget_ms=BIG_BUDGET)
        for salt in (1, 2):
            other = redealt(match, seat, seed=1000 * k + salt)
            assert other.view(seat) == match.view(seat)
            changed_secrets += other.state != match.state
            assert bot.choose(other, budget_ms=BIG_BUDGET) == choice, f"position {k} leaks a secret"
    assert changed_secrets, "the sample never re-dealt anything: the test would prove nothing"


def test_a_spent_budget_stops_the_search(positions: list[Match], monkeypatch: pytest.MonkeyPatch) -> None:
    """With the clock already past the budget, hard does far less work than with time to spare,
    and still answers with a legal action (the clock is faked: no test times real code)."""
    calls = {"n": 0}
    module = __import__(f"games.{positions[0].game_id}.bot.policy", fromlist=["evaluate"])
    real = module.evaluate

    def counting(*args, **kwargs):
        calls["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "evaluate", counting)
    spent = generous = 0
    for k, match in enumerate(positions):
        calls["n"] = 0
        assert make_bot(match.game_id, "hard", seed=k).choose(match, budget_ms=0) in match.legal_actions()
        spent += calls["n"]
        calls["n"] = 0
        make_bot(match.game_id, "hard", seed=k).choose(match, budget_ms=BIG_BUDGET)
        generous += calls["n"]
    assert spent < generous / 2, (spent, generous)


def test_make_bot_is_exported_with_the_contract_names() -> None:
    assert bots.make_bot is make_bot and callable(bots.has_bots)
