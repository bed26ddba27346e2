"""Immediate occupations (yellow background): what they do when played, once (rulebook p.21).
An "or" between tiers pays only the tier reached (p.21, slash rule)."""

from __future__ import annotations

from .registry import card, gain, may

card(10, play=[{"op": "gain_by", "metric": "sheep", "tiers": [[1, {"milk": 1, "silver": 1}]]}])  # Milker (sketch)
card(35, play=[{"op": "breed"}])  # Cattle Breeder: an extra breeding phase for you alone
card(43, play=[gain(fruits=1)])  # Fruit Picker
card(65, play=[may({"snare": 2, "spear": 2}, {"treasure_chest": 1})])  # Dragonslayer (p.21 example)
