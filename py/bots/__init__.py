"""Computer opponents over the engine contract (docs/architecture.md §8).

    from bots import make_bot, LEVELS
    bot = make_bot("catan", "hard", seed=1)
    action = bot.choose(match, budget_ms=1000)

What is generic lives here (the `Bot` wrapper, the search context, search algorithms); what is
specific to a game (evaluation, move ordering, macro-moves, playout policies) lives in that game's
folder as `games.<id>.bot`, which exposes `STRATEGIES: dict[level, Strategy]` and may expose
`determinize(state, seat, rng)` (else the rules module's `reshuffle_hidden` is used).
"""

from __future__ import annotations

import importlib

from core import registry

from .base import Bot, Context, Strategy

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")

__all__ = ["LEVELS", "Bot", "Context", "Strategy", "has_bots", "make_bot"]


def _heuristics(game_id: str):
    """The game's bot module, or None when the game has no computer opponents yet."""
    try:
        return importlib.import_module(f"games.{game_id}.bot")
    except ModuleNotFoundError as exc:
        if exc.name in (f"games.{game_id}.bot", f"games.{game_id}"):
            return None
        raise


def has_bots(game_id: str) -> bool:
    """True when the game offers computer opponents (known from core/games.json, so the lobby can
    ask before the game's code is loaded)."""
    return game_id in registry.GAME_IDS and registry.info(game_id).bots


def make_bot(game_id: str, level: str, seed: int = 0, effort: float = 1.0) -> Bot:
    """A bot of `level` for `game_id`; ValueError for an unknown game or level. `effort` scales the
    search's own work limits (not its time budget): tests use a small one to stay quick."""
    if game_id not in registry.GAME_IDS:
        raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(registry.GAME_IDS)}")
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("a bot's seed must be a whole number")
    module = _heuristics(game_id)
    if module is None:
        raise ValueError(f"{game_id} has no computer opponents yet")
    rules = registry.get(game_id)
    determinize = getattr(module, "determinize", None) or rules.reshuffle_hidden
    return Bot(game_id, level, seed, module.STRATEGIES[level], rules, determinize, effort)
