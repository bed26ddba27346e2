"""Aquatica on screen: pure renderers (view → HTML/SVG strings), testable in CPython.

The shell reaches them through `ui.render`: `play` draws the game, its end and its log
(`render_game`, `render_end`, `describe_event`); `seat_chip` is all that the hand-off screen and the
new-game form need, so showing those never loads the board's code.
"""

from __future__ import annotations

from . import art


def seat_chip(seat: int | None, color: str, palette: str) -> str:
    """A seat's chip: the fixed symbol of its place at the table (the game has no colour choice)."""
    return "" if seat is None else art.seat_svg(seat)
