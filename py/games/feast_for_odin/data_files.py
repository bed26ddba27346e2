"""The game's component data, loaded once from `data/*.json` (see docs/data-provenance/feast_for_odin.md)."""

from __future__ import annotations

import json
from pathlib import Path

_DATA = Path(__file__).resolve().parent / "data"


def _load(name: str) -> dict:
    with open(_DATA / name, encoding="utf-8") as handle:
        return json.load(handle)


COMPONENTS = _load("components.json")
BOARDS = _load("boards.json")["boards"]
ACTIONS = _load("actions.json")
OCCUPATIONS = {card["id"]: card for card in _load("occupations.json")["cards"]}

GOODS: dict = COMPONENTS["goods"]
SPECIALS: dict = COMPONENTS["specials"]
SHIPS: dict = COMPONENTS["ships"]
SPACES: dict = {space["id"]: space for space in ACTIONS["spaces"]}
DICE: dict = ACTIONS["dice"]
WEAPONS = tuple(COMPONENTS["weapons"])
RESOURCES = ("wood", "stone", "ore")
FOOD_COLORS = ("orange", "red")
EXPLORATION = tuple(bid for bid, b in BOARDS.items() if b["kind"] == "exploration" and b["front"])
BUILDINGS = tuple(COMPONENTS["buildings"])
SILVER_COINS = {int(value): size for value, size in COMPONENTS["silver_coins"].items()}
