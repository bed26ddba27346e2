"""Random-play invariant suite over every registered game and player count (design §6.2).

The quick run here plays a few checked games each; `make test-long` plays 10,000.
"""

from __future__ import annotations

import pytest

from core import registry
from core.checks import CheckStats, play_checked

CASES = [
    (game.ID, players, setup)
    for game in registry.all_games()
    for players in game.PLAYER_COUNTS
    for setup in game.OPTIONS.get("setup", (None,))
]


@pytest.mark.parametrize("game_id, players, setup", CASES)
def test_random_games_keep_every_invariant(game_id, players, setup):
    stats = CheckStats()
    options = {"setup": setup} if setup else {}
    for seed in range(2):
        match = play_checked(game_id, players, seed, options, deep_every=23, stats=stats)
        assert match.is_over()
    assert stats.games == 2 and stats.actions > 100
