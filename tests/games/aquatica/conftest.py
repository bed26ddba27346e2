"""Scenario helpers for Aquatica with fixture cards, so the tests pin the rules, not the
provisional card values (which will be replaced by printed ones)."""

from __future__ import annotations

import itertools

import pytest

from core.match import Match
from games.aquatica import data_files

_ids = itertools.count(1)


class Sea:
    """A match plus terse helpers to shape its state (tests only)."""

    def __init__(self, match: Match, added: list) -> None:
        self.m = match
        self.s = match.state
        self._added = added

    def touch(self) -> None:
        self.m._legal = None

    # --- fixture cards ----------------------------------------------------------------------
    def location(self, depths=(), kind="shark_bay", buy=3, conquer=3, vp=2, manta=None) -> str:
        loc = f"T{next(_ids)}"
        data_files.LOCATIONS[loc] = {"id": loc, "kind": kind, "buy": buy, "conquer": conquer,
                                     "depths": list(depths), "vp": vp, "manta": manta}
        self._added.append((data_files.LOCATIONS, loc))
        return loc

    def character(self, *effects: dict, once: bool = False) -> str:
        card = f"t_char{next(_ids)}"
        data_files.CHARACTERS[card] = {"id": card, "effects": list(effects), "once": once}
        self._added.append((data_files.CHARACTERS, card))
        return card

    # --- shaping the position ----------------------------------------------------------------
    def slot(self, seat: int, depths=(), depth: int = 0, **kw) -> int:
        """Put a fixture location into the seat's first free slot; returns the slot index."""
        loc = self.location(depths, **kw)
        slots = self.s["players"][seat]["slots"]
        index = slots.index(None)
        slots[index] = {"loc": loc, "depth": depth}
        self.touch()
        return index

    def offer(self, row: str = "bottom", **kw) -> str:
        loc = self.location(**kw)
        self.s["loc_top" if row == "top" else "loc_bottom"].append(loc)
        self.touch()
        return loc

    def hand(self, seat: int, *cards: str) -> None:
        self.s["players"][seat]["hand"] = list(cards)
        self.touch()

    def mantas(self, seat: int, *effects: str, ready: bool = True, wild: bool = False) -> None:
        self.s["players"][seat]["mantas"] = [{"effect": e, "ready": ready, "wild": wild} for e in effects]
        self.touch()

    # --- acting ------------------------------------------------------------------------------
    def act(self, kind: str, **fields) -> None:
        self.m.apply({"type": kind, **fields})

    def legal(self, kind: str | None = None) -> list[dict]:
        return [a for a in self.m.legal_actions() if kind is None or a["type"] == kind]

    def kinds(self) -> set[str]:
        return {a["type"] for a in self.m.legal_actions()}

    def depth(self, seat: int, index: int) -> int:
        return self.s["players"][seat]["slots"][index]["depth"]


@pytest.fixture
def sea():
    """factory: sea(players=2, mode="basic", seed=1) -> Sea (fixture cards removed afterwards)"""
    added: list = []

    def make(players: int = 2, mode: str = "basic", seed: int = 1) -> Sea:
        return Sea(Match.new("aquatica", players, seed, {"mode": mode}), added)

    yield make
    for table, key in added:
        table.pop(key, None)
