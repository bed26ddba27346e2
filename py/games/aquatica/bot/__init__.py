"""Aquatica's computer opponents (bots.make_bot("aquatica", level, seed)); docs/bots/aquatica.md.

- easy: the playout policy on its own (policy.py): card-aware values — what a card would achieve
  now with the resources at hand, Matrona only to bring useful cards back, no hire that would end a
  solo game, goals claimed at once — plus a little noise.
- medium: flat Monte Carlo (bots.montecarlo) with that policy as playouts, 60 playouts a decision.
- hard: flat Monte Carlo with common random numbers and sequential halving (search.py): every
  candidate is played out in the same sampled worlds, so their comparison is paired, and the
  playouts go to the candidates that are close. A game is short (~90 actions solo, ~3 ms a
  playout), so playing to the end is affordable and measures a move by the final score (solo) or
  the winning margin. With other players it plays its own seat by sharper values
  (`policy.SHARP`: fewer hires, deeper locations, locations with mantas, scouting whenever
  offered) and the others as they play (`policy.COMMON`).
"""

from __future__ import annotations

from bots import montecarlo
from bots.base import Context, copy_state
from core.rng import Rng

from .. import rules
from ..data_files import LOCATIONS, OCEAN
from . import search
from .policy import COMMON, SHARP, policy

_outcome = montecarlo.margin_outcome(rules.scores, rules.winners)


def _outcome_for(state: dict, seat: int) -> float:
    return _outcome(state, seat)


def easy(ctx: Context) -> dict:
    return policy(ctx.sample(), ctx.legal, ctx.rng)


def medium(ctx: Context) -> dict:
    return montecarlo.search(ctx, policy=policy, outcome=_outcome_for, max_playouts=60)


def hard(ctx: Context) -> dict:
    # With other players hard plays its own moves by the sharper values and models the others by
    # the common ones (as medium and easy play). Solo it keeps the common values, which it was
    # tuned with: there the sharper ones showed no gain (docs/bots/aquatica.md, sessions 28–30).
    return search.search(ctx, _outcome_for, max_playouts=800, own=COMMON if ctx.view["solo"] else SHARP)


STRATEGIES = {"easy": easy, "medium": medium, "hard": hard}


def determinize(state: dict, seat: int, rng: Rng) -> dict:
    """A sample consistent with what `seat` sees: the decks' order, the other players' sea
    characters in hand and under their discard piles' tops, their scored locations, and the kings
    still in the draft, re-dealt from pools put in a canonical order first (so the sample depends
    only on the seat's information and the bot's generator)."""
    out = copy_state(state)
    others = [s for s in range(out["n"]) if s != seat]
    chars = list(out["char_deck"])
    locs = list(out["loc_deck"])
    for s in others:
        p = out["players"][s]
        chars += [c for c in p["hand"] if c in OCEAN] + [c for c in p["discard"][:-1] if c in OCEAN]
        locs += p["scored"]
    chars.sort()
    locs.sort(key=lambda loc: (LOCATIONS[loc]["vp"], loc))
    rng.shuffle(chars)
    rng.shuffle(locs)
    for s in others:
        p = out["players"][s]
        p["hand"] = sorted(c if c not in OCEAN else chars.pop() for c in p["hand"])
        last = len(p["discard"]) - 1
        p["discard"] = [c if (c not in OCEAN or i == last) else chars.pop() for i, c in enumerate(p["discard"])]
        p["scored"] = [locs.pop() for _ in p["scored"]]
    out["char_deck"] = chars
    out["loc_deck"] = locs
    if out["phase"] == "pick_king" and out["actor"] != seat:
        out["draft"] = sorted(out["draft"])
        rng.shuffle(out["draft"])
    return out
