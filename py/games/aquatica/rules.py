"""Aquatica's side of the engine contract: the module-level interface the core `Match` drives."""

from __future__ import annotations

import json

from core.rng import Rng

from .data_files import CARDS, LOCATIONS, OCEAN, RATINGS, STARTING, TRAINED, WILD
from .setup import initial_state, normalize_options
from .turns import apply, legal_actions, score_breakdown

ID = "aquatica"
PLAYER_COUNTS = (1, 2, 3, 4)
OPTIONS = {"mode": ("basic", "expert")}
UNDO_BARRIERS = frozenset({"end_turn"})
MAX_ACTIONS = 20_000

__all__ = [
    "ID", "PLAYER_COUNTS", "OPTIONS", "UNDO_BARRIERS", "MAX_ACTIONS", "normalize_options", "initial_state",
    "current_player", "legal_actions", "apply", "is_over", "scores", "winners", "view", "check_invariants",
    "reshuffle_hidden",
]


def current_player(state: dict) -> int | None:
    return None if state["phase"] == "over" else state["actor"]


def is_over(state: dict) -> bool:
    return state["phase"] == "over"


def scores(state: dict) -> list[float]:
    return [float(score_breakdown(state, seat)["total"]) for seat in range(state["n"])]


def winners(state: dict) -> list[int]:
    return list(state["winners"])


def rating(points: int) -> str:
    """Solo: what the Ocean Council names you (§솔로 플레이 모드, 게임 종료)."""
    return next(name for limit, name in RATINGS if points <= limit)


def view(state: dict, seat: int | None) -> dict:
    """Public: rows, decks' sizes, every board, goals; hands, discard piles (but their top card),
    scoring piles and kings in draft stay hidden (reference §7)."""
    public = {key: state[key] for key in (
        "n", "mode", "solo", "char_row", "loc_top", "loc_bottom", "wild_supply", "goals", "tracks",
        "turn", "actor", "phase", "main_done", "card", "pool", "used", "ichthy_left", "end", "turns_left",
        "turns", "winners", "removed_chars",
    )}
    out = json.loads(json.dumps(public))
    out["game"] = ID
    out["provisional"] = CARDS["status"] == "provisional"
    out["char_deck"] = len(state["char_deck"])
    out["loc_deck"] = len(state["loc_deck"])
    out["loc_discard"] = len(state["loc_discard"])
    out["queue"] = json.loads(json.dumps(state["queue"][:1]))
    out["players"] = [
        {
            "hand": len(p["hand"]),
            "discard": len(p["discard"]),
            "discard_top": p["discard"][-1] if p["discard"] else None,
            "slots": json.loads(json.dumps(p["slots"])),
            "scored": len(p["scored"]),
            "mantas": json.loads(json.dumps(p["mantas"])),
            "goals": list(p["goals"]),
        }
        for p in state["players"]
    ]
    if state["phase"] == "over":
        out["final"] = [score_breakdown(state, s) for s in range(state["n"])]
        out["kings"] = [p["king"] for p in state["players"]]
        if state["solo"]:
            out["rating"] = rating(out["final"][0]["total"])
    if seat is not None:
        p = state["players"][seat]
        out["me"] = {
            "seat": seat,
            "hand": sorted(p["hand"]),
            "discard": list(p["discard"]),
            "scored": list(p["scored"]),
            "king": p["king"],
            "draft": sorted(state["draft"]) if state["phase"] == "pick_king" and state["actor"] == seat else [],
            "score": score_breakdown(state, seat),
        }
    return out


def check_invariants(state: dict) -> None:
    """Conservation: every location and character is in exactly one place; mantas and slots."""
    locs = list(state["loc_deck"]) + state["loc_top"] + state["loc_bottom"] + state["loc_discard"]
    for p in state["players"]:
        locs += [slot["loc"] for slot in p["slots"] if slot] + p["scored"]
    assert sorted(locs) == sorted(loc["id"] for loc in CARDS["locations"]), "locations not conserved"
    assert len(state["loc_top"]) <= 6 and len(state["loc_bottom"]) <= 6
    chars = list(state["char_deck"]) + state["char_row"] + state["removed_chars"]
    chars += [state["card"]] if state["card"] else []
    for p in state["players"]:
        chars += [c for c in p["hand"] + p["discard"] if c not in STARTING]
    kings = set(c for c in chars if c.startswith("king"))
    ocean = sorted(c for c in chars if c in OCEAN)
    assert ocean == sorted(list(OCEAN) * (1 if state["solo"] else 2)), "sea characters not conserved"
    assert len(kings) == len([c for c in chars if c.startswith("king")]), "a king is in two places"
    wild_out = sum(1 for p in state["players"] for m in p["mantas"] if m["wild"])
    assert wild_out + sum(state["wild_supply"].values()) == sum(WILD.values()), "wild mantas not conserved"
    for seat, p in enumerate(state["players"]):
        trained = sum(1 for m in p["mantas"] if not m["wild"])
        assert trained + len(p["goals"]) == len(TRAINED), "trained mantas not conserved"
        assert sum(track.count(seat) for track in state["tracks"]) == len(p["goals"])
        for slot in p["slots"]:
            assert slot is None or 0 <= slot["depth"] <= len(LOCATIONS[slot["loc"]]["depths"])
    assert all(len(track) <= 5 for track in state["tracks"])
    pool = state["pool"]
    assert pool["coins"] >= 0 and pool["might"] >= 0 and all(v >= 0 for v in pool["kinds"].values())



def reshuffle_hidden(state: dict, seat: int | None, rng: Rng) -> dict:
    """A copy whose secrets unseen by `seat` are re-dealt: the decks' order, and the other
    players' hands, hidden discards and scoring piles, swapped with the decks (sizes kept)."""
    other = json.loads(json.dumps(state))
    others = [s for s in range(state["n"]) if s != seat]
    chars = list(other["char_deck"])
    locs = list(other["loc_deck"])
    for s in others:
        p = other["players"][s]
        chars += [c for c in p["hand"] if c in OCEAN] + [c for c in p["discard"][:-1] if c in OCEAN]
        locs += p["scored"]
    rng.shuffle(chars)
    rng.shuffle(locs)
    for s in others:
        p = other["players"][s]
        p["hand"] = [c if c not in OCEAN else chars.pop() for c in p["hand"]]
        p["discard"] = [c if (c not in OCEAN or i == len(p["discard"]) - 1) else chars.pop()
                        for i, c in enumerate(p["discard"])]
        p["scored"] = [locs.pop() for _ in p["scored"]]
    other["char_deck"] = chars
    other["loc_deck"] = locs
    if state["phase"] == "pick_king" and state["actor"] != seat:
        rng.shuffle(other["draft"])
    return other
