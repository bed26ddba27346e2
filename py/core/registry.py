"""Which games exist, and how to reach each game's rules module.

A game is a package `games.<id>` whose `rules` module implements the module-level interface the
`Match` drives (see docs/architecture.md). Registration is by id so that the core never imports a
game it is not asked for.

In the browser a game's code arrives on first use (its own bundle, see tools/build_manifest.py):
until then `get` raises `NotLoaded`, and what the lobby and the address bar need to know about every
game (player counts, option names, whether it has screens) comes from `info`, read from
core/games.json, which tools/build_manifest.py writes from the rules modules themselves.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

GAME_IDS: tuple[str, ...] = ("catan", "aquatica", "feast_for_odin", "glen_more_2")
INDEX = Path(__file__).with_name("games.json")


class NotLoaded(Exception):
    """A registered game whose code is not here yet (the page fetches it, then tries again).

    Deliberately not a ValueError: callers that turn bad input into a message (a save's settings,
    a URL's options) must not mistake a game still on its way for a bad one."""

    def __init__(self, game_id: str) -> None:
        super().__init__(f"the code of {game_id!r} is not loaded yet")
        self.game_id = game_id


class GameInfo(NamedTuple):
    """What is known of a game without importing it."""

    players: tuple[int, ...]  # PLAYER_COUNTS
    options: tuple[str, ...]  # names of its OPTIONS, as the address bar may give them
    screens: bool  # the page can play it (py/games/<id>/screens/ exists)
    bots: bool  # it has computer opponents (games.<id>.bot exists)


_loaded: dict[str, ModuleType] = {}
_index: dict[str, GameInfo] = {}


def get(game_id: str) -> ModuleType:
    """The rules module of a registered game; ValueError for an unknown id, NotLoaded for a game
    whose package is not on this machine yet."""
    module = _loaded.get(game_id)
    if module is None:
        if game_id not in GAME_IDS:
            raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
        try:
            module = importlib.import_module(f"games.{game_id}.rules")
        except ModuleNotFoundError as exc:
            if exc.name == f"games.{game_id}":
                raise NotLoaded(game_id) from None
            raise
        _loaded[game_id] = module
    return module


def info(game_id: str) -> GameInfo:
    """Player counts, option names and screens of a registered game (ValueError for an unknown id)."""
    if game_id not in GAME_IDS:
        raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
    if not _index:
        with open(INDEX, encoding="utf-8") as handle:
            for key, entry in json.load(handle).items():
                _index[key] = GameInfo(tuple(entry["players"]), tuple(entry["options"]), bool(entry["screens"]),
                                       bool(entry.get("bots")))
    return _index[game_id]


def all_games() -> list[ModuleType]:
    return [get(game_id) for game_id in GAME_IDS]
