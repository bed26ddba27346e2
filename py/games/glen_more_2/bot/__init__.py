"""Glen More II's computer opponents (bots.make_bot("glen_more_2", level, seed)).

- easy: one ply on the evaluation (value.py) at every prompt, blurred by noise: it takes what
  looks good at once, places and activates sensibly, but misjudges tiles by what they set off.
- medium: every choice judged by the end of the turn it starts (policy.best_by_turn: the rest of
  the turn finished greedily, then evaluated), on one determinization.
- hard: medium's turn comparison with the evaluation's weights tuned by self-play (value.HARD:
  the land-size penalty counted in full from the start, a rondel space worth 0.7 VP): it keeps
  its land small and jumps further for the tile it wants; with chronicle 1 it also counts every
  river tile its boat has still to row (1 VP each), so it races home; with chronicles 2, 4, 6, 7
  it values the clan-gathering cards it leads, turned landmark cards, the mountain's goods and the
  England token (value.gathering_vp and the weights c7, c6, c2, c4). With 2 players it counts
  the turned cards, not the mountain, the clan-gathering cards only once kept (or at their vote)
  and as its chance to lead their measures at the end, the Scotsmen out in the land and the cells
  they reach at about 1 VP each (as a fit of the final margin weighed them), and with any
  chronicle a rondel space at 1 VP, as medium; with 3-4 players and no chronicle it counts the
  land-size penalty at 1.4 times its end value (hard_weights). A move past a waypoint (chronicle 2's
  mountain, 3's whisky seller) it judges by the best whole turn beyond it (lookahead.DEPTH). With
  3-4 players its best few rondel picks are also played on past its turn (lookahead.py: the
  others' turns greedily, on a few determinizations, until it picks again), and the one whose
  position there evaluates best wins.
"""

from __future__ import annotations

from bots.base import Context, copy_state
from core.rng import Rng

from .. import setup
from ..data_files import TILES
from . import lookahead
from .policy import best_by_turn, greedy
from .value import HARD, HARD2, HARD2_CHRONICLES, HARD_NO_CHRONICLES

END = next(t for t, tile in TILES.items() if tile.get("type") == "end")


def easy(ctx: Context) -> dict:
    return greedy(ctx.sample(), ctx.seat, ctx.legal, ctx.rng, noise=4.0)


def medium(ctx: Context) -> dict:
    return best_by_turn(ctx.sample(), ctx.seat, ctx.legal, ctx.rng,
                        deadline=lambda: ctx.deadline.expired(0.9))[0]


def hard(ctx: Context) -> dict:
    worlds = max(1, round(lookahead.WORLDS * min(1.0, ctx.effort)))
    w = hard_weights(ctx.view)
    return lookahead.pick(ctx.sample, ctx.seat, ctx.legal, ctx.rng, ctx.deadline.expired, w, worlds=worlds)


def hard_weights(view: dict) -> dict:
    """Hard's evaluation weights: with 3-4 players HARD_NO_CHRONICLES without chronicles, HARD
    with any; with 2, HARD2 without chronicles, HARD2_CHRONICLES with any."""
    if view["n"] >= 3:
        return HARD if view["chronicles"] else HARD_NO_CHRONICLES
    return HARD2_CHRONICLES if view["chronicles"] else HARD2


STRATEGIES = {"easy": easy, "medium": medium, "hard": hard}


def determinize(state: dict, seat: int, rng: Rng) -> dict:
    """A sample consistent with what `seat` sees: the stacks re-dealt (The End kept in the middle
    band of D, as set up), the chronicles' face-down parts re-dealt; every pool is put in a sorted
    order before it is shuffled, so the sample depends only on the seat's information and `rng`."""
    out = copy_state(state)
    for name in sorted(out["stacks"]):
        stack = out["stacks"][name]
        rest = sorted(t for t in stack if t != END)
        rng.shuffle(rest)
        if END in stack:
            band = setup.end_band(len(setup._deck("D", list(out["chronicles"]))))
            high = min(band[-1], len(rest))
            low = min(band[0], high)
            rest.insert(low + rng.below(high - low + 1), END)
        out["stacks"][name] = rest
    chron = out["chronicles"]
    if 1 in chron:
        c1 = out["c1"]
        unseen = [land for land in sorted(c1["prizes"]) if seat not in c1["seen"][land]]
        pool = sorted(list(c1["box"]) + [t for land in unseen for t in c1["prizes"][land]])
        rng.shuffle(pool)
        for land in unseen:
            k = len(c1["prizes"][land])
            c1["prizes"][land], pool = pool[:k], pool[k:]
        c1["box"] = pool
    if 5 in chron:
        c5 = out["c5"]
        hidden = [s for s in range(out["n"]) if s != seat]
        tokens = sorted(list(c5["pool"]) + [v for s in hidden for v in c5["tables"][s]])
        rng.shuffle(tokens)
        for s in hidden:
            size = len(c5["tables"][s])
            c5["tables"][s], tokens = sorted(tokens[:size]), tokens[size:]
        c5["pool"] = sorted(tokens)
    if 7 in chron:
        from ..chronicles import c7

        out = c7._reshuffle(out, seat, {"rng": rng}, out)
    return out
