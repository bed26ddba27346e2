"""Catan's computer opponents: evaluation (`value`), decisions per level (`policy`), trading.

`bots.make_bot("catan", level, seed)` wraps these; see bots/__init__.py for the contract.
"""

from __future__ import annotations

from bots.base import copy_state
from core.rng import Rng

from ..data_files import RESOURCES
from .policy import easy, hard, medium

STRATEGIES = {"easy": easy, "medium": medium, "hard": hard}


def determinize(state: dict, seat: int, rng: Rng) -> dict:
    """A sample of the position consistent with what `seat` sees: the opponents' hands and their
    unplayed development cards, and the deck's order, re-dealt from the pooled unseen cards.

    The pools are built in a canonical order before shuffling, so the sample depends only on the
    seat's information and the bot's generator (never on where the unseen cards really are).
    """
    out = copy_state(state)
    others = [s for s in range(out["n"]) if s != seat]
    pool = [0] * len(RESOURCES)
    for s in others:
        for r, count in enumerate(out["hands"][s]):
            pool[r] += count
    cards = [r for r in range(len(RESOURCES)) for _ in range(pool[r])]
    rng.shuffle(cards)
    for s in others:
        hand = [0] * len(RESOURCES)
        for _ in range(sum(out["hands"][s])):
            hand[cards.pop()] += 1
        out["hands"][s] = hand
    hidden = list(out["deck"])
    counts = {}
    for s in others:
        revealed = out["vp_revealed"][s]
        rest = list(out["dev"][s])
        for _ in range(revealed):
            rest.remove("victory_point")
        hidden.extend(rest)
        counts[s] = len(rest)
    hidden.sort()
    rng.shuffle(hidden)
    for s in others:
        out["dev"][s] = ["victory_point"] * out["vp_revealed"][s] + [hidden.pop() for _ in range(counts[s])]
        out["dev_new"][s] = []
    out["deck"] = hidden
    return out
