"""Scenario helpers for A Feast for Odin: a match plus terse ways to shape its position.

Tests drive the game only through the contract (`Match.apply` of legal actions); the helpers
below only set up positions (resources, boards, whose turn) and force dice, as a rulebook example
would describe them.
"""

from __future__ import annotations

import pytest

from core.match import Match
from games.feast_for_odin.placement import new_board

ANYTIME = frozenset({"place", "buy", "arm", "slot", "exchange", "ability"})


class Odin:
    def __init__(self, players: int = 2, seed: int = 1, **options: str) -> None:
        self.m = Match.new("feast_for_odin", players, seed, options)
        self.s = self.m.state

    # --- reading ------------------------------------------------------------------------------
    def p(self, seat: int = 0) -> dict:
        return self.s["players"][seat]

    @property
    def prompt(self) -> dict:
        return self.s["stack"][-1]

    def legal(self) -> list[dict]:
        return self.m.legal_actions()

    def choices(self) -> list[dict]:
        """The legal actions of the decision itself, without the any-time actions offered beside
        them (also in the middle of an action since issue 11)."""
        return [a for a in self.legal() if a["type"] not in ANYTIME]

    def types(self) -> set[str]:
        return {a["type"] for a in self.legal()}

    def goods(self, seat: int = 0) -> dict:
        return dict(self.p(seat)["goods"])

    # --- shaping ------------------------------------------------------------------------------
    def touch(self) -> None:
        self.m._legal = None

    def give(self, seat: int = 0, **items: int) -> None:
        """Set silver/wood/stone/ore, weapons or goods counts (0 removes a good)."""
        p = self.p(seat)
        for item, amount in items.items():
            if item in ("silver", "wood", "stone", "ore", "thing"):
                p[item] = amount
            elif item in p["weapons"]:
                p["weapons"][item] = amount
            elif amount:
                p["goods"][item] = amount
            else:
                p["goods"].pop(item, None)
        self.touch()

    def ships(self, seat: int = 0, *ships: tuple[str, int]) -> None:
        self.p(seat)["ships"] = [{"kind": kind, "ore": ore} for kind, ore in ships]
        self.touch()

    def board(self, seat: int, board_id: str) -> dict:
        board = new_board(board_id)
        self.p(seat)["boards"].append(board)
        self.touch()
        return board

    def turn(self, seat: int = 0) -> None:
        """Make it `seat`'s turn in the actions phase."""
        self.s["stack"] = [{"kind": "turn", "seat": seat}]
        self.touch()

    def force(self, *rolls: int) -> None:
        """Queue die results (1-based, as printed on the die)."""
        self.m.rng.force(*(r - 1 for r in rolls))

    # --- acting -------------------------------------------------------------------------------
    def do(self, type: str, **fields) -> None:
        self.m.apply({"type": type, **fields})

    def space(self, space: str) -> None:
        self.do("space", space=space)


@pytest.fixture
def odin():
    return Odin
