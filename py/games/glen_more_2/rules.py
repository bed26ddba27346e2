"""Glen More II's side of the engine contract: the module-level interface `core.match` drives."""

from __future__ import annotations

import json

from core.rng import Rng

from . import territory as terr
from .data_files import HUME, PROVISIONAL, RONDEL_SPACES, TILES
from .setup import OPTIONS, normalize_options
from .setup import initial_state as _initial_state
from .turns import apply, begin_turn, legal_actions

ID = "glen_more_2"
PLAYER_COUNTS = (2, 3, 4)
UNDO_BARRIERS = frozenset({"end_turn", "stop_end"})
MAX_ACTIONS = 20_000

__all__ = [
    "ID", "PLAYER_COUNTS", "OPTIONS", "UNDO_BARRIERS", "MAX_ACTIONS", "normalize_options", "initial_state",
    "current_player", "legal_actions", "apply", "is_over", "scores", "winners", "view", "check_invariants",
    "reshuffle_hidden",
]


def initial_state(players: int, options: dict, rng: Rng) -> dict:
    state = _initial_state(players, options, rng)
    begin_turn(state, rng, [])
    return state


def current_player(state: dict) -> int | None:
    if state["phase"] == "over" or not state["prompts"]:
        return None
    return state["prompts"][-1]["seat"]


def is_over(state: dict) -> bool:
    return state["phase"] == "over"


def scores(state: dict) -> list[float]:
    return [float(p["vp"]) for p in state["players"]]


def winners(state: dict) -> list[int]:
    return list(state["winners"])


def view(state: dict, seat: int | None) -> dict:
    """Everything is open but the order of the tile stacks (their sizes show)."""
    out = json.loads(json.dumps({k: v for k, v in state.items() if k != "stacks"}))
    out["game"] = ID
    out["provisional"] = PROVISIONAL
    out["rondel_spaces"] = RONDEL_SPACES
    out["stacks"] = {k: len(v) for k, v in state["stacks"].items()}
    return out


def check_invariants(state: dict) -> None:
    tiles = [t for stack in state["stacks"].values() for t in stack] + list(state["rondel"].values()) + state["discard"]
    for p in state["players"]:
        tiles += [t for spot in p["land"].values() for t in spot["tiles"] if not t.startswith("home_")]
        tiles += [t for t in p["persons"] if t != HUME]
        assert p["coins"] >= 0 and p["whisky"] >= 0 and p["markers"] >= 0, "negative holdings"
        for spot in p["land"].values():
            assert sum(spot["res"].values()) <= terr.MAX_RESOURCES and all(n > 0 for n in spot["res"].values())
            assert spot["scots"] >= 0
        assert terr.removable(p["land"], []), "a land split apart"
        assert 10 - 1 - terr.scotsmen(p["land"]) - p["scots_away"] >= 0, "more Scotsmen than a player has"
    assert len(tiles) == len(set(tiles)), "a tile is in two places"
    for row in state["market"].values():
        assert all(coins in (0, price) for coins, price in zip(row, (1, 2, 3)))
    assert all(TILES[t] for t in tiles)


def reshuffle_hidden(state: dict, seat: int | None, rng: Rng) -> dict:
    other = json.loads(json.dumps(state))
    for stack in other["stacks"].values():
        rng.shuffle(stack)
    return other
