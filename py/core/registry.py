"""Which games exist, and how to reach each game's rules module.

A game is a package `games.<id>` whose `rules` module implements the module-level interface the
`Match` drives (see docs/architecture.md). Registration is by id so that the core never imports a
game it is not asked for.
"""

from __future__ import annotations

import importlib
from types import ModuleType

GAME_IDS: tuple[str, ...] = ("catan", "aquatica", "feast_for_odin", "glen_more_2")

_loaded: dict[str, ModuleType] = {}


def get(game_id: str) -> ModuleType:
    """The rules module of a registered game; ValueError for an unknown id."""
    module = _loaded.get(game_id)
    if module is None:
        if game_id not in GAME_IDS:
            raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
        module = importlib.import_module(f"games.{game_id}.rules")
        _loaded[game_id] = module
    return module


def all_games() -> list[ModuleType]:
    return [get(game_id) for game_id in GAME_IDS]
