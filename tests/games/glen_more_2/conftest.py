"""Scenario helpers for Glen More II. Tests pin the rules with fixture tiles (the printed tile list
is not public and the provisional data may change): `g.tile(...)` adds one for the test only."""

from __future__ import annotations

import itertools

import pytest

from core.match import Match
from games.glen_more_2 import data_files

_ids = itertools.count(1)


class Glen:
    def __init__(self, players: int = 2, seed: int = 1, added: list | None = None, **options: str) -> None:
        self.m = Match.new("glen_more_2", players, seed, options)
        self.s = self.m.state
        self._added = added if added is not None else []

    def touch(self) -> None:
        self.m._legal = None

    def p(self, seat: int) -> dict:
        return self.s["players"][seat]

    @property
    def seat(self) -> int:
        return self.m.current_player()

    @property
    def prompt(self) -> dict:
        return self.s["prompts"][-1]

    def legal(self) -> list[dict]:
        return self.m.legal_actions()

    def do(self, type: str, **fields) -> None:
        self.m.apply({"type": type, **fields})

    # --- fixture components ---------------------------------------------------------------------
    def tile(self, type: str = "material", cost: dict | None = None, river: list | None = None,
             once: list | None = None, activation: list | None = None, **extra) -> str:
        tile_id = f"T{next(_ids)}"
        data_files.TILES[tile_id] = {"id": tile_id, "name": tile_id, "stack": "A", "type": type,
                                     "cost": cost or {}, "river": river or [], "expansion": None,
                                     "once": once or [], "activation": activation or [], "protected": False,
                                     "chronicle": None, "landmark": None, **extra}
        self._added.append(tile_id)
        return tile_id

    def offer(self, tile_id: str, ahead: int = 1) -> int:
        """Put a tile on the rondel `ahead` spaces in front of the deciding player's piece."""
        pos = self.p(self.seat)["pos"] + ahead
        self.s["rondel"][str(pos)] = tile_id
        self.touch()
        return pos

    def build(self, seat: int, tile_id: str, cell: str, scots: int = 0, **res: int) -> None:
        land = self.p(seat)["land"]
        if cell in land:
            land[cell]["tiles"].append(tile_id)
        else:
            land[cell] = {"tiles": [tile_id], "res": dict(res), "scots": scots}
        self.touch()


@pytest.fixture
def glen():
    added: list[str] = []

    def make(players: int = 2, seed: int = 1, **options: str) -> Glen:
        return Glen(players, seed, added, **options)

    yield make
    for tile_id in added:
        data_files.TILES.pop(tile_id, None)

