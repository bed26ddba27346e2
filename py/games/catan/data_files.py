"""Component data, loaded once from data/*.json (data, not code; provenance inside each file)."""

from __future__ import annotations

import json
from pathlib import Path

_DATA = Path(__file__).parent / "data"


def _load(name: str) -> dict:
    with open(_DATA / name, encoding="utf-8") as handle:
        return json.load(handle)


COMPONENTS = _load("components.json")
BEGINNER = _load("beginner.json")

RESOURCES: tuple[str, ...] = tuple(COMPONENTS["resources"])
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
PRODUCES: dict[str, int] = {
    t: (RES_INDEX[r] if r else -1) for t, r in COMPONENTS["terrain_produces"].items()
}
COLORS: tuple[str, ...] = tuple(COMPONENTS["colors"])


def _cost(name: str) -> tuple[int, ...]:
    return tuple(COMPONENTS["costs"][name].get(r, 0) for r in RESOURCES)


COST_ROAD = _cost("road")
COST_SETTLEMENT = _cost("settlement")
COST_CITY = _cost("city")
COST_DEV = _cost("development")
PIECES = COMPONENTS["pieces"]
WIN_VP: int = COMPONENTS["victory_points_to_win"]
LONGEST_ROAD_MIN: int = COMPONENTS["longest_road_min"]
LARGEST_ARMY_MIN: int = COMPONENTS["largest_army_min"]
DISCARD_ABOVE: int = COMPONENTS["discard_above"]
CARDS_EACH: int = COMPONENTS["resource_cards_each"]
DEV_CARDS: dict[str, int] = COMPONENTS["development_cards"]
PROGRESS_CARDS = ("road_building", "year_of_plenty", "monopoly")
