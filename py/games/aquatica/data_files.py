"""Component data, loaded once from data/cards.json (provisional values, provenance inside)."""

from __future__ import annotations

import json
import os

with open(os.path.join(os.path.dirname(__file__), "data", "cards.json"), encoding="utf-8") as _handle:
    CARDS = json.load(_handle)

KINDS: tuple[str, ...] = tuple(CARDS["location_kinds"])
LOCATIONS: dict[str, dict] = {loc["id"]: loc for loc in CARDS["locations"]}
CHARACTERS: dict[str, dict] = {
    card["id"]: card for card in CARDS["starting_characters"] + CARDS["ocean_characters"] + CARDS["kings"]
}
STARTING: tuple[str, ...] = tuple(card["id"] for card in CARDS["starting_characters"])
OCEAN: tuple[str, ...] = tuple(card["id"] for card in CARDS["ocean_characters"])
KINGS: dict[int, str] = {card["number"]: card["id"] for card in CARDS["kings"]}
BOARD = CARDS["board"]
HIRE_COSTS: tuple[int, ...] = tuple(BOARD["hire_costs"])
GOAL_VALUES: dict[str, list[int]] = {**BOARD["goal_values"], **BOARD["goal_token_values"]}
TRAINED: tuple[str, ...] = tuple(m["effect"] for m in CARDS["trained_mantas"])
WILD: dict[str, int] = dict(CARDS["wild_mantas"])

# Resource codes (usable only inside a main action) and what they give.
RESOURCE_CODES: dict[str, tuple[str, int, str | None]] = {
    "coin1": ("coins", 1, None),
    "coin2": ("coins", 2, None),
    "might1": ("might", 1, None),
    "might2": ("might", 2, None),
    **{f"might2_{kind}": ("might", 2, kind) for kind in KINDS},
}
# Effect codes (usable before or after the main action) and the effect they start.
EFFECT_CODES: dict[str, dict] = {
    "raise1": {"op": "raise", "n": 1},
    "raise2": {"op": "raise", "n": 2},
    "rise_full": {"op": "rise_full"},
    "hire_free": {"op": "hire_free"},
    "take_back": {"op": "take_back"},
    "score": {"op": "score"},
}
RATINGS = ((30, "blobfish"), (60, "sea_serpent"), (90, "leviathan"), (10**9, "kraken"))


def conquer_effects(card_id: str) -> bool:
    """Whether a character has a conquer effect (for the 'conquer_cards5' goal)."""
    return any(effect["op"] == "conquer" for effect in CHARACTERS[card_id]["effects"])
