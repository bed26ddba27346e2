"""Play one whole game with a bot (or a random player) in every seat: arena and self-play use it.

A position with a single legal action is applied without asking the bot (as in the page).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.match import Match
from core.rng import Rng

from . import LEVELS, base, make_bot

RANDOM = "random"


@dataclass
class GameResult:
    """What one game produced: per seat, the level that played it, and the decision times."""

    seats: list[str]
    winners: list[int]
    scores: list[float]
    actions: int
    finished: bool
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds per decision


def play_game(game: str, players: int, seed: int, options: dict, seats: list[str], budget_ms: float,
              bot_seed: int = 0, max_actions: int | None = None) -> GameResult:
    """Play a game from `seed` with `seats[i]` (a level or 'random') deciding for seat i."""
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seat levels for {players} players")
    match = Match.new(game, players, seed, options)
    deciders = []
    for i, level in enumerate(seats):
        if level == RANDOM:
            deciders.append(None)
        elif level in LEVELS:
            deciders.append(make_bot(game, level, seed=bot_seed * 1009 + seed * 17 + i))
        else:
            raise ValueError(f"unknown seat kind {level!r}")
    rng = Rng(seed ^ 0x5EED)
    limit = max_actions or match.rules.MAX_ACTIONS
    times: dict[str, list[float]] = {}
    steps = 0
    while not match.is_over() and steps < limit:
        legal = match.legal_actions()
        seat = match.current_player()
        bot = deciders[seat]
        if len(legal) == 1:
            action = legal[0]
        elif bot is None:
            action = legal[rng.below(len(legal))]
        else:
            start = base.now()
            action = bot.choose(match, budget_ms=budget_ms)
            times.setdefault(seats[seat], []).append(base.now() - start)
        match.apply(action)
        steps += 1
    over = match.is_over()
    return GameResult(list(seats), match.winners() if over else [], match.scores(), steps, over, times)
