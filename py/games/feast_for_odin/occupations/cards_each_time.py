"""Each-time occupations (orange background): the top part says when, the bottom part what
(rulebook p.21-22); once per occurrence unless the card says otherwise."""

from __future__ import annotations

from .registry import gain, hook, modifier


@hook(149, "before_trade")  # Priest: right before an overseas trade (printed space), 1 oil
def _priest(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(oil=1)] if ctx["printed"] else []


@modifier(153, "max_rolls")  # Proficient Hunter: up to 4 rolls
def _proficient_hunter(state: dict, seat: int, ctx: dict, value: int) -> int:
    return max(value, 4)
