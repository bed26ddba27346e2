"""Pure renderers (view → HTML/SVG strings), one module per game, looked up by game id.

Each module offers `render_game(view, actions, t, prefs)`, `render_end(view, t, prefs)` and
`describe_event(event, viewer, names, t)`.
"""

from __future__ import annotations

from . import catan

RENDERERS = {"catan": catan}
