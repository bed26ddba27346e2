"""A Feast for Odin's computer opponents (bots.make_bot("feast_for_odin", level, seed)).

All levels share the pieces in policy.py: the greedy packer for tiles, the feast filler, and the
choice of an action space by trying each one on a copy, playing the action out greedily (a
macro-move) and evaluating the position (evaluate.py: an estimate of the final score).
- easy: that choice with noise on the values, dice by a simple rule.
- medium: the plain greedy choice, dice rerolled by the mean over the die's faces.
- hard: as medium, dice spaces judged over several rolls, and a round search: its best few
  spaces each played to the end of the round (in a solo long game on through the feast to the next
  round's actions) and judged there by the learned leaf (leaf.py); in a
  solo long game the decisions inside an action are searched the same way in every round (in the
  short game in the last round), and in a solo game's last round the after-turn prompt too, each
  choice played to the exact final score there; in a solo game the time a search leaves replays its
  best candidates with the hidden decks re-dealt (second looks); at the last feast, with any number of
  players, every legal action is played to the exact final score.
"""

from __future__ import annotations

from bots.base import Context

from . import policy
from .policy import Params
from .sampling import determinize

EASY = Params(noise=8.0, exact_dice=False, place_margin=1.0)
MEDIUM = Params()
HARD = Params(dice_samples=3, rollouts=8)


def _decide(ctx: Context, params: Params) -> dict:
    state = ctx.sample()
    return policy.choose_within(state, ctx.seat, ctx.legal, ctx.rng, params, ctx.deadline)


def easy(ctx: Context) -> dict:
    return _decide(ctx, EASY)


def medium(ctx: Context) -> dict:
    return _decide(ctx, MEDIUM)


def hard(ctx: Context) -> dict:
    params = HARD
    if ctx.effort < 1:
        params = Params(dice_samples=HARD.dice_samples, rollouts=max(2, round(HARD.rollouts * ctx.effort)))
    return _decide(ctx, params)


STRATEGIES = {"easy": easy, "medium": medium, "hard": hard}

__all__ = ["EASY", "HARD", "MEDIUM", "STRATEGIES", "determinize", "easy", "hard", "medium"]
