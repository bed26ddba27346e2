"""Shared by the renderer tests: positions sampled from random games, spread over every phase."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from core.match import Match

Policy = Callable[[list[dict], random.Random], dict]


def positions(new_match: Callable[[int], Match], policy: Policy, count: int, phases: set[str],
              per_phase: int, rate: float, max_steps: int = 10_000, min_games: int = 1) -> Iterator:
    """(match, deciding seat) pairs: the first `per_phase` positions of each phase, then a random
    `rate` of the rest, from game after game (`new_match(k)`) until `count` positions cover `phases`."""
    seen: dict[str, int] = {}
    produced = 0
    for game in range(40):
        m = new_match(game)
        rnd = random.Random(game)
        steps = 0
        while not m.is_over() and steps < max_steps:
            phase = m.state["phase"]
            if seen.get(phase, 0) < per_phase or rnd.random() < rate:
                seen[phase] = seen.get(phase, 0) + 1
                produced += 1
                yield m, m.current_player()
            m.apply(policy(m.legal_actions(), rnd))
            steps += 1
        if produced >= count and phases <= set(seen) and game + 1 >= min_games:
            return
