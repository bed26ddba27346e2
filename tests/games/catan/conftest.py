"""Scenario helpers: build a Catan position by hand, force the dice, act through the contract."""

from __future__ import annotations

import pytest

from core.match import Match
from games.catan import board, scoring
from games.catan.data_files import RES_INDEX, RESOURCES

# Hex ids of the beginner map (row by row): label → id.
BEGINNER_HEX = {
    "M10": 0, "P2": 1, "F9": 2, "Fi12": 3, "H6": 4, "P4": 5, "H10": 6, "Fi9": 7, "F11": 8, "D": 9,
    "F3": 10, "M8": 11, "F8": 12, "M3": 13, "Fi4": 14, "P5": 15, "H5": 16, "Fi6": 17, "P11": 18,
}


class Scenario:
    """A match plus terse helpers to shape its state (tests only)."""

    def __init__(self, match: Match) -> None:
        self.m = match
        self.s = match.state

    # --- shaping the position ---------------------------------------------------------------
    def touch(self) -> None:
        self.m._legal = None

    def clear_board(self) -> None:
        """Remove every piece and card: an empty island with the robber on the desert."""
        s = self.s
        for seat in range(s["n"]):
            for i in range(len(RESOURCES)):
                s["bank"][i] += s["hands"][seat][i]
            s["hands"][seat] = [0] * len(RESOURCES)
            s["pieces"][seat] = [5, 4, 15]
        s["node_owner"] = [-1] * board.N_NODES
        s["node_level"] = [0] * board.N_NODES
        s["edge_owner"] = [-1] * board.N_EDGES
        s["road_length"] = [0] * s["n"]
        s["longest"] = -1
        self.touch()

    def hand(self, seat: int, **cards: int) -> None:
        """Set a seat's hand exactly (bank keeps the total at 19 each)."""
        hand = self.s["hands"][seat]
        for i, res in enumerate(RESOURCES):
            want = cards.get(res, 0)
            self.s["bank"][i] += hand[i] - want
            hand[i] = want
        self.touch()

    def settle(self, seat: int, node: int, city: bool = False) -> None:
        self.s["node_owner"][node] = seat
        self.s["node_level"][node] = 2 if city else 1
        if city:
            self.s["pieces"][seat][1] -= 1
        else:
            self.s["pieces"][seat][0] -= 1
        self.refresh_roads()

    def road(self, seat: int, *edges: int) -> None:
        for e in edges:
            self.s["edge_owner"][e] = seat
            self.s["pieces"][seat][2] -= 1
        self.refresh_roads()

    def road_path(self, seat: int, nodes: list[int]) -> list[int]:
        """Roads along consecutive intersections; returns the path ids."""
        edges = [board.edge_between(a, b) for a, b in zip(nodes, nodes[1:])]
        self.road(seat, *edges)
        return edges

    def refresh_roads(self) -> None:
        for seat in range(self.s["n"]):
            self.s["road_length"][seat] = scoring.longest_road(self.s, seat)
        self.touch()

    def dev(self, seat: int, *cards: str, new: bool = False) -> None:
        for card in cards:
            self.s["deck"].remove(card)
            self.s["dev"][seat].append(card)
            if new:
                self.s["dev_new"][seat].append(card)
        self.touch()

    def phase(self, phase: str, turn: int | None = None, rolled: bool | None = None) -> None:
        if turn is not None:
            self.s["turn"] = self.s["actor"] = turn
        self.s["phase"] = phase
        if rolled is not None:
            self.s["rolled"] = rolled
        self.touch()

    # --- acting ----------------------------------------------------------------------------
    def force_dice(self, a: int, b: int) -> None:
        self.m.rng.force(a - 1, b - 1)

    def roll(self, a: int, b: int) -> None:
        """Roll a+b for the player to move (from the start of their turn)."""
        if self.s["phase"] == "main" and self.s["rolled"]:
            self.phase("pre_roll", rolled=False)
        self.force_dice(a, b)
        self.act("roll")

    def act(self, kind: str, **fields) -> None:
        self.m.apply({"type": kind, **fields})

    def legal(self, kind: str | None = None) -> list[dict]:
        actions = self.m.legal_actions()
        return [a for a in actions if kind is None or a["type"] == kind]

    def has(self, kind: str, **fields) -> bool:
        return {"type": kind, **fields} in self.m.legal_actions()

    def cards(self, seat: int) -> dict[str, int]:
        return {r: self.s["hands"][seat][RES_INDEX[r]] for r in RESOURCES}


def node_at(*labels: str) -> int:
    """The beginner-map intersection touching exactly these land hexes."""
    return board.node_by_hexes([BEGINNER_HEX[label] for label in labels])


@pytest.fixture
def game():
    """factory: game(players=4, setup="beginner", seed=1) -> Scenario"""

    def make(players: int = 4, setup: str = "beginner", seed: int = 1, colors=None) -> Scenario:
        options = {"setup": setup}
        if colors:
            options["colors"] = colors
        return Scenario(Match.new("catan", players, seed, options))

    return make


@pytest.fixture
def empty(game):
    """A 4-player beginner map with nothing on it, seat 0 to move after rolling."""
    sc = game()
    sc.clear_board()
    sc.phase("main", turn=0, rolled=True)
    return sc
