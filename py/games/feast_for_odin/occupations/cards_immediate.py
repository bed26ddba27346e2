"""Immediate occupations (yellow): what they do when played, once (rulebook p.21)."""

from __future__ import annotations

from .registry import card, gain

card(43, play=[gain(fruits=1)])  # Fruit Picker
