"""Glen More II's side of the engine contract: the module-level interface `core.match` drives."""

from __future__ import annotations

import json

from core.rng import Rng

from . import territory as terr
from .chronicles import modify, react
from .data_files import HUME, PROVISIONAL, RONDEL_SPACES, TILES
from .setup import OPTIONS, normalize_options
from .setup import initial_state as _initial_state
from .turns import apply as _apply
from .turns import begin_turn, legal_actions

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


def apply(state: dict, action: dict, rng: Rng) -> list[dict]:
    """One action (turns.apply), then the chronicles' `after_action` moment while the game is on
    (e.g. a clan gathering once a person's clan marker is placed, chronicle 7)."""
    events = _apply(state, action, rng)
    if state["phase"] == "play":
        react(state, -1, "after_action", {}, rng, events)
    return events


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
    """Everything is open but the order of the tile stacks (their sizes show) and what the
    chronicles hide (modifier `view`: haggis token values, votes not yet revealed…)."""
    out = json.loads(json.dumps({k: v for k, v in state.items() if k != "stacks"}))
    out["game"] = ID
    out["provisional"] = PROVISIONAL
    out["rondel_spaces"] = RONDEL_SPACES
    out["stacks"] = {k: len(v) for k, v in state["stacks"].items()}
    return modify(state, seat, "view", {}, out)


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
    react(state, -1, "invariants", {}, None, [])  # each chronicle checks its own components


def reshuffle_hidden(state: dict, seat: int | None, rng: Rng) -> dict:
    """A copy with what `seat` cannot see re-dealt: the stacks' order, and the chronicles' secrets
    (modifier `reshuffle_hidden`, ctx {"rng"})."""
    other = json.loads(json.dumps(state))
    for stack in other["stacks"].values():
        rng.shuffle(stack)
    return modify(state, seat, "reshuffle_hidden", {"rng": rng}, other)
