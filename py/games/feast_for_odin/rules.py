"""A Feast for Odin's side of the engine contract: the module-level interface `core.match` drives."""

from __future__ import annotations

import json

from core.rng import Rng

from . import occupations  # noqa: F401  (every card registers its hooks, once: the engine imports no card)
from .data_files import COMPONENTS, OCCUPATIONS, SPECIALS
from .geometry import GEO
from .phases import advance
from .placement import check_board
from .scoring import score
from .setup import OPTION_COUNTS, OPTIONS, choosing_start_card, decks_in_play, normalize_options
from .setup import initial_state as _initial_state
from .turns import apply, legal_actions

ID = "feast_for_odin"
PLAYER_COUNTS = (1, 2, 3, 4)
UNDO_BARRIERS = frozenset({"end_turn", "pass", "finish"})
MAX_ACTIONS = 60_000

__all__ = [
    "ID", "PLAYER_COUNTS", "OPTIONS", "OPTION_COUNTS", "UNDO_BARRIERS", "MAX_ACTIONS", "normalize_options", "initial_state",
    "current_player", "legal_actions", "apply", "is_over", "scores", "winners", "view", "check_invariants",
    "reshuffle_hidden",
]


def initial_state(players: int, options: dict, rng: Rng) -> dict:
    state = _initial_state(players, options, rng)
    advance(state, rng, [])
    return state


def current_player(state: dict) -> int | None:
    if state["phase"] == "over" or not state["stack"]:
        return None
    return state["stack"][-1]["seat"]


def is_over(state: dict) -> bool:
    return state["phase"] == "over"


def scores(state: dict) -> list[float]:
    return [float(score(state, seat)["total"]) for seat in range(state["n"])]


def winners(state: dict) -> list[int]:
    return list(state["winners"])


def view(state: dict, seat: int | None) -> dict:
    """Everything is open except the decks' order and the occupations in other players' hands."""
    out = json.loads(json.dumps({k: v for k, v in state.items() if k not in ("weapon_deck", "occ_deck", "strip_deck", "occ_removed")}))
    out["game"] = ID
    out["weapon_deck"] = len(state["weapon_deck"])
    out["occ_deck"] = len(state["occ_deck"])
    out["strip_deck"] = len(state["strip_deck"])
    for index, player in enumerate(out["players"]):
        if index != seat:
            player["hand"] = len(player["hand"])
        player["score"] = score(state, index)
    return out


def check_invariants(state: dict) -> None:
    n = state["n"]
    assert (state["round"] == 0 and state["phase"] == "setup") if choosing_start_card(state) else 1 <= state["round"] <= state["rounds"], \
        "a round outside the game"
    assert state["phase"] != "over" or (state["round"] == state["rounds"] and state["winners"]), \
        "the game ended before the last round's feast"
    specials = list(state["specials"])
    buildings = dict(state["buildings"])
    for seat, p in enumerate(state["players"]):
        specials += p["specials"] + [pc["item"] for b in p["boards"] for pc in b["pieces"] if pc["item"] in SPECIALS]
        for board in p["boards"]:
            check_board(board)
            if GEO[board["id"]].kind == "building":
                buildings[board["id"]] += 1
        assert min(p["silver"], p["wood"], p["stone"], p["ore"]) >= 0, f"seat {seat} owes something"
        assert all(v > 0 for v in p["goods"].values()), "empty goods entries"
        assert all(v >= 0 for v in p["weapons"].values())
        assert sum(1 for s in p["ships"] if s["kind"] == "whaling_boat") <= 3
        assert sum(1 for s in p["ships"] if s["kind"] != "whaling_boat") <= 4
        assert len(p["emigrated"]) <= 12
        placed = sum(spot["vikings"] for spot in state["occupied"].values() if spot["seat"] == seat)
        vikings = p["thing"] + placed + sum(p["table"]) + p["waiting"]
        assert vikings == (12 if n > 1 else 23), f"seat {seat} has {vikings} vikings"  # solo: 12 + 11 (p.23)
    assert sorted(specials) == sorted(SPECIALS), "special tiles not conserved"
    assert buildings == COMPONENTS["buildings"], "buildings not conserved"
    weapons = len(state["weapon_deck"]) + len(state["weapon_discard"]) + sum(
        sum(p["weapons"].values()) for p in state["players"])
    assert weapons == sum(COMPONENTS["weapons"].values()) + state["weapons_extra"], "weapons not conserved"
    cards = len(state["occ_deck"]) + len(state["occ_removed"]) + sum(
        len(p["hand"]) + len(p["played"]) for p in state["players"])
    decks = decks_in_play(state["deck"])
    assert cards == sum(1 for c in OCCUPATIONS.values() if c["deck"] in decks), "occupations not conserved"
    owners = [slot["owner"] for slot in state["explore"].values() if slot["owner"] is not None]
    boards = sum(1 for p in state["players"] for b in p["boards"] if GEO[b["id"]].kind == "exploration")
    assert len(owners) == boards, "exploration boards not conserved"


def reshuffle_hidden(state: dict, seat: int | None, rng: Rng) -> dict:
    """A copy whose secrets `seat` cannot see are re-dealt: deck orders, other players' hands."""
    other = json.loads(json.dumps(state))
    others = [s for s in range(state["n"]) if s != seat]
    pool = other["occ_deck"] + other["occ_removed"]
    for s in others:
        pool += other["players"][s]["hand"]
    rng.shuffle(pool)
    for s in others:
        hand = other["players"][s]["hand"]
        other["players"][s]["hand"] = [pool.pop() for _ in hand]
    other["occ_removed"] = [pool.pop() for _ in state["occ_removed"]]
    other["occ_deck"] = pool
    rng.shuffle(other["weapon_deck"])
    rng.shuffle(other["strip_deck"])
    return other
