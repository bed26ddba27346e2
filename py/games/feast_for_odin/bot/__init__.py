"""A Feast for Odin's computer opponents (bots.make_bot("feast_for_odin", level, seed)).

All levels share the pieces in policy.py: the greedy packer for tiles, the feast filler, and the
choice of an action space by trying each one on a copy, playing the action out greedily (a
macro-move) and evaluating the position (evaluate.py: an estimate of the final score).
- easy: that choice with noise on the values, dice by a simple rule.
- medium: the plain greedy choice, dice rerolled by the mean over the die's faces.
- hard: as medium, dice spaces judged over several rolls, and a round search: its best few
  spaces each played to the end of the round (in a solo long game on through the feast to the next
  round's actions) and judged there by the learned leaf (leaf.py); in a
  solo game's last round the decisions inside an action and after a turn are searched too, each
  choice played to the exact final score.
"""

from __future__ import annotations

from bots.base import Context, copy_state
from core.rng import Rng

from . import policy
from .policy import Params

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
