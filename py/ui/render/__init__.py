"""Pure renderers (view → HTML/SVG strings), one module per game, looked up by game id.

Each module offers `render_game(view, actions, t, prefs)`, `render_end(view, t, prefs)` and
`describe_event(event, viewer, names, t)`. Modules are imported on first use: the first screen of
a game is often the hand-off screen, which needs no board, so start-up does not wait for one.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from core import registry


def renderer(game_id: str) -> ModuleType:
    """The renderer module of a game (ValueError for a game without one)."""
    if not game_id.isidentifier():
        raise ValueError(f"no renderer for {game_id!r}")
    try:
        return importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError:
        raise ValueError(f"no renderer for {game_id!r}") from None


def playable_games() -> tuple[str, ...]:
    """Registered games that have screens: an engine lands before its screens, and the page
    offers a game only once it can be played there (known without fetching its code)."""
    return tuple(g for g in registry.GAME_IDS if registry.info(g).screens)
