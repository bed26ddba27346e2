"""Occupations: the 190 cards' behaviour, declared in the `cards_*` modules with the helpers of
`hooks.py` (where the engine asks the played cards at its moments and modifiers), and the step ops
only cards use (`ops.py`).

Importing this package registers every card once; rules.py does, so the engine itself never
imports a card module (and no card module is imported by the modules it uses).
"""

from __future__ import annotations

from . import (  # noqa: F401  (each module registers its cards and ops)
    cards_anytime,
    cards_dice,
    cards_each_time,
    cards_immediate,
    cards_phases,
    cards_rules,
    cards_soon,
    ops,
)
