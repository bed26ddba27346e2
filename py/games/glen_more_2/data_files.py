"""Component data, loaded once from `data/*.json` (provisional where the printed values are not
public: see docs/data-provenance/glen_more_2.md)."""

from __future__ import annotations

import json
from pathlib import Path

_DATA = Path(__file__).resolve().parent / "data"


def _load(name: str) -> dict:
    with open(_DATA / name, encoding="utf-8") as handle:
        return json.load(handle)


TILE_DATA = _load("tiles.json")
LANDMARK_DATA = _load("landmarks.json")
CLAN_DATA = _load("clans.json")
CHRONICLE_DATA = _load("chronicles.json")

RONDEL_SPACES: int = TILE_DATA["rondel"]["spaces"]
TILES: dict = {tile["id"]: tile for tile in TILE_DATA["tiles"]}
HOME: dict = TILE_DATA["home"]
TILES["home_village"] = dict(HOME["village"], id="home_village")
TILES["home_castle"] = dict(HOME["castle"], id="home_castle")
HUME: str = next(t for t, tile in TILES.items() if tile.get("stack") == "hume")  # David Hume (clan McKay)
LANDMARKS: dict = {card["id"]: card for card in LANDMARK_DATA["cards"]}
CLANS: dict = {field["id"]: field for field in CLAN_DATA["fields"]}
ROADS: list = CLAN_DATA["roads"]
START_FIELD: str = CLAN_DATA["start"]
CHRONICLES: dict = {c["id"]: c for c in CHRONICLE_DATA["chronicles"]} if "chronicles" in CHRONICLE_DATA else {}
RESOURCES = ("barley", "wood", "stone", "sheep", "cattle")
PROVISIONAL = any(d.get("status") == "provisional" for d in (TILE_DATA, CLAN_DATA, CHRONICLE_DATA))
