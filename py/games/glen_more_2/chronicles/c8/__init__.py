"""Chronicle 8 — the Penny Mobs (연대기 8 - 더 페니 몹스): `core` has the pennies, the jail, the
choice at the end of each turn and the scoring; `base` the 9 mobsters of the base game; `cross` the
7 that act on chronicles 1, 2, 3, 5 and 6."""

from __future__ import annotations

import importlib

from . import core

for _part in ("base", "cross"):
    try:
        importlib.import_module(f"{__name__}.{_part}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{_part}":
            raise

core.declare_if_complete()
