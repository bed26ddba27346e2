"""Chronicles 1-8: each module adds its rules through the hooks below (rulebook 연대기 1-8).

`modify(state, seat, name, ctx, value)` lets the active chronicles change a value the base rules
compute; `react(state, seat, moment, ctx, rng, events)` lets them act at a moment of the turn.
A chronicle acts only when chosen for the game (`state["chronicles"]`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

MODS: dict[int, dict[str, Callable]] = {}
HOOKS: dict[int, dict[str, Callable]] = {}
IMPLEMENTED: set[int] = set()  # chronicles whose module declares itself complete (offered in games)


def declare(chronicle: int) -> None:
    """Called by a chronicle module once all its rules are in: the game then offers it."""
    IMPLEMENTED.add(chronicle)


def modifier(chronicle: int, name: str) -> Callable:
    def register(fn: Callable) -> Callable:
        MODS.setdefault(chronicle, {})[name] = fn
        return fn
    return register


def hook(chronicle: int, moment: str) -> Callable:
    def register(fn: Callable) -> Callable:
        HOOKS.setdefault(chronicle, {})[moment] = fn
        return fn
    return register


def modify(state: dict, seat: int, name: str, ctx: dict, value: Any) -> Any:
    for n in state.get("chronicles", ()):
        fn = MODS.get(n, {}).get(name)
        if fn:
            value = fn(state, seat, ctx, value)
    return value


def react(state: dict, seat: int, moment: str, ctx: dict, rng, events: list) -> None:
    for n in state.get("chronicles", ()):
        fn = HOOKS.get(n, {}).get(moment)
        if fn:
            fn(state, seat, ctx, rng, events)


def _load_modules() -> None:
    """Import every chronicle module present (c1.py … c8.py); each registers its hooks."""
    import importlib

    for n in range(1, 9):
        try:
            importlib.import_module(f"{__name__}.c{n}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.c{n}":
                raise


_load_modules()
