"""Any-time occupations (blue background): exchanges and abilities usable at any decision of
their owner, as often as affordable (rulebook p.21)."""

from __future__ import annotations

from .registry import card

card(47, anytime=[({"salt_meat": 1}, {"hide": 1})])  # Tanner (p.21 example)
