"""The position a bot decides from: what its seat sees, the hidden rest sampled (the bot contract)."""

from __future__ import annotations

from bots.base import copy_state
from core.rng import Rng


def determinize(state: dict, seat: int, rng: Rng) -> dict:
    """A sample consistent with what `seat` sees: the occupation deck, the cards set aside and the
    other players' hands re-dealt from one pool, and the weapon and mountain-strip decks
    reshuffled, every pool put in sorted order first (so the sample depends only on the seat's
    information and the bot's generator)."""
    out = copy_state(state)
    others = [s for s in range(out["n"]) if s != seat]
    pool = list(out["occ_deck"]) + list(out["occ_removed"])
    for s in others:
        pool += out["players"][s]["hand"]
    pool.sort()
    rng.shuffle(pool)
    for s in others:
        out["players"][s]["hand"] = sorted(pool.pop() for _ in out["players"][s]["hand"])
    out["occ_removed"] = [pool.pop() for _ in out["occ_removed"]]
    out["occ_deck"] = pool
    weapons = sorted(out["weapon_deck"])
    rng.shuffle(weapons)
    out["weapon_deck"] = weapons
    strips = sorted(out["strip_deck"])
    rng.shuffle(strips)
    out["strip_deck"] = strips
    return out
