"""Sampled positions for bot contract tests: games played by easy bots (random play spends most
of its time composing trade offers) from fixed seeds, every player count and option set, keeping
positions where the player to move has a real choice."""

from __future__ import annotations

from bots import make_bot
from core.match import Match
from core.rng import Rng


def sample_positions(game: str, configs: list[tuple[int, dict]], seeds: range, every: int,
                     limit: int = 2000, per_game: int = 8) -> list[Match]:
    """Positions reached by easy-bot play; one kept every `every` actions (copies, by save/load)."""
    out = []
    for players, options in configs:
        for seed in seeds:
            match = Match.new(game, players, seed, options)
            driver = make_bot(game, "easy", seed=seed)
            rng = Rng(seed)
            kept = 0
            for step in range(limit):
                if match.is_over() or kept == per_game:
                    break
                legal = match.legal_actions()
                if step % every == every - 1 and len(legal) > 1:
                    out.append(Match.from_json(match.to_json()))
                    kept += 1
                # A random move now and then reaches prompts easy bots avoid (trades, cards).
                action = legal[rng.below(len(legal))] if rng.below(4) == 0 else driver.choose(match, budget_ms=1000)
                match.apply(action)
    return out


def redealt(match: Match, seat: int, seed: int) -> Match:
    """The same position with everything `seat` cannot see re-dealt (the rules' reshuffle_hidden)."""
    other = Match.from_json(match.to_json())
    other.state = match.rules.reshuffle_hidden(match.state, seat, Rng(seed))
    other._legal = None
    return other
