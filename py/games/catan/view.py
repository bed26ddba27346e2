"""Per-seat views: what one player may see (§자원카드: hands hidden, card counts public)."""

from __future__ import annotations

import json

from . import scoring
from .actions import harbor_ratios

_PUBLIC_KEYS = (
    "n", "colors", "setup", "terrain", "numbers", "harbors", "robber", "node_owner", "node_level",
    "edge_owner", "knights", "progress_played", "vp_revealed", "pieces", "road_length", "bank", "longest", "army",
    "turn", "phase", "actor", "rolled", "dev_played", "built", "dice", "hist", "discards",
    "steal_from", "pick", "free_roads", "trade", "winner", "turns",
)


def view(state: dict, seat: int | None) -> dict:
    """Public facts for everyone, plus the seat's own hand and development cards.

    A deep copy: a renderer or a bot may keep or change its view without touching the game.
    """
    out = json.loads(json.dumps({key: state[key] for key in _PUBLIC_KEYS}))
    out["game"] = "catan"
    out["deck_count"] = len(state["deck"])
    out["players"] = [
        {
            "cards": sum(state["hands"][s]),
            "dev_cards": len(state["dev"][s]) - state["vp_revealed"][s],
            "vp": scoring.public_vp(state, s),
        }
        for s in range(state["n"])
    ]
    over = state["phase"] == "over"
    if over:
        out["final_vp"] = [scoring.total_vp(state, s) for s in range(state["n"])]
    if seat is not None:
        hidden_vp = state["dev"][seat].count("victory_point") - state["vp_revealed"][seat]
        out["me"] = {
            "seat": seat,
            "hand": list(state["hands"][seat]),
            "dev": sorted(state["dev"][seat]),
            "dev_new": sorted(state["dev_new"][seat]),
            "hidden_vp": hidden_vp,
            "vp": scoring.total_vp(state, seat),
            "ratios": harbor_ratios(state, seat),
        }
    return out
