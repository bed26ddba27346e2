"""Random-play invariant suite over every registered game, player count and option (design §6.2).

The quick run here plays a few checked games each; `make test-long` plays thousands.
"""

from __future__ import annotations

import pytest

from core import registry
from core.checks import CheckStats, play_checked


def _variants(game) -> list[dict]:
    """One options dict per value of each game option ({} for a game without options)."""
    variants = [{key: value} for key, values in game.OPTIONS.items() for value in values]
    return variants or [{}]


def _allowed(game, players: int, options: dict) -> bool:
    """Some options are for some player counts only (a Glen More II chronicle for 3-4 players)."""
    try:
        game.normalize_options(players, options)
    except ValueError:
        return False
    return True


CASES = [
    (game.ID, players, options)
    for game in registry.all_games()
    for players in game.PLAYER_COUNTS
    for options in _variants(game)
    if _allowed(game, players, options)
]


@pytest.mark.parametrize("game_id, players, options", CASES, ids=lambda v: str(v))
def test_random_games_keep_every_invariant(game_id, players, options):
    stats = CheckStats()
    for seed in range(2):
        match = play_checked(game_id, players, seed, options, deep_every=23, stats=stats)
        assert match.is_over()
    assert stats.games == 2 and stats.actions > 2 * players * 5
