"""The shell's way to a game's screens, and the pure helpers every screen shares (html.py, legal.py).

A game's screens are the package `games.<id>.screens` (pure renderers, view → HTML/SVG strings):
its `play` module offers `render_game(view, actions, t, prefs)`, `render_end(view, t, prefs)`,
`describe_event(event, viewer, names, t, view)` and optionally `render_private(view, t, prefs)` (another
seat's secrets from its own view, for embeds with view=all); the package itself offers
`seat_chip(seat, color, palette)`. Nothing here names a game: they are imported on first use, by
id, so the shell imports no game at start-up, and the first screen of a game (often the hand-off,
which shows seat chips but no board) does not wait for the board's code.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from core import registry


def renderer(game_id: str) -> ModuleType:
    """The module that draws a game (`games.<id>.screens.play`): ValueError for a game without
    screens, `registry.NotLoaded` for a registered game whose code has not arrived yet."""
    return _screens(game_id, ".play")


def seat_chip(game_id: str, seat: int | None, color: str, palette: str) -> str:
    """A seat's chip as the game draws it (its colour, or its seat's fixed symbol)."""
    return _screens(game_id, "").seat_chip(seat, color, palette)


def _screens(game_id: str, module: str) -> ModuleType:
    if game_id not in registry.GAME_IDS:
        raise ValueError(f"no renderer for {game_id!r}")
    try:
        return importlib.import_module(f"games.{game_id}.screens{module}")
    except ModuleNotFoundError as exc:
        if exc.name == f"games.{game_id}":
            raise registry.NotLoaded(game_id) from None
        if exc.name in (f"games.{game_id}.screens", f"games.{game_id}.screens{module}"):
            raise ValueError(f"no renderer for {game_id!r}") from None
        raise


def playable_games() -> tuple[str, ...]:
    """Registered games that have screens: an engine lands before its screens, and the page
    offers a game only once it can be played there (known without fetching its code)."""
    return tuple(g for g in registry.GAME_IDS if registry.info(g).screens)
