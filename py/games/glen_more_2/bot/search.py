"""Hard's search: medium's whole-turn comparison, then a look past the turn for the best few.

The rondel decides who moves next (the rearmost piece), so a rondel pick's worth depends on what
happens before this player moves again: how many turns the others get (a long jump gives them
several) and which tiles they take. For the best few candidates by the turn comparison, the turn
is finished greedily and the game is played on with a greedy policy for everyone until this
player's next turn starts (or the game ends), on several determinizations (the stacks' order);
the mean evaluation there decides, the turn comparison breaking ties.
"""

from __future__ import annotations

from bots.base import Context, copy_state

from .. import rules
from .policy import best_by_turn, candidates, finish_turn, greedy, top_kind
from .value import DEFAULT, evaluate

WIDTH = 4  # candidates looked at past the turn
MAX_WORLDS = 24  # determinizations per candidate (times the effort)
HORIZON = 60  # actions played past the turn at most


def play_until_next_turn(world: dict, seat: int, rng, w: dict = DEFAULT) -> None:
    """Play `world` on (in place) until `seat` is asked to take a tile again, or the game ends.
    The others play one ply greedily, without market sales (cheaper: sales rarely decide)."""
    for _ in range(HORIZON):
        if rules.is_over(world):
            return
        mover = rules.current_player(world)
        if mover == seat and top_kind(world) == "take":
            return
        legal = rules.legal_actions(world)
        if len(legal) > 1:
            legal = [a for a in legal if a["type"] != "sell"] or legal
        action = legal[0] if len(legal) == 1 else greedy(world, mover, legal, rng, w=w)
        rules.apply(world, action, rng)


def next_turn_value(world: dict, seat: int, rng, w: dict = DEFAULT) -> float:
    """The position's value for `seat` about to take a tile: the best take judged one ply (the
    tile taken keeps its worth until placed), so a spot that leaves good tiles ahead counts."""
    if rules.is_over(world) or rules.current_player(world) != seat or top_kind(world) != "take":
        return evaluate(world, seat, w)
    best = -1e18
    for action in candidates(world, rules.legal_actions(world)):
        trial = copy_state(world)
        rules.apply(trial, action, rng)
        best = max(best, evaluate(trial, seat, w))
    return best


def lookahead(ctx: Context, w: dict = DEFAULT) -> dict:
    seat, rng = ctx.seat, ctx.rng
    base = ctx.sample()
    best, scored = best_by_turn(base, seat, ctx.legal, rng, deadline=lambda: ctx.deadline.expired(0.4), w=w)
    if top_kind(base) != "take" or len(scored) < 2 or ctx.deadline.expired(0.4):
        return best
    top = scored[:WIDTH]
    totals = [0.0] * len(top)
    counts = [0] * len(top)
    worlds = max(1, int(MAX_WORLDS * ctx.effort))
    for _ in range(worlds):
        for k, (_, index) in enumerate(top):
            if ctx.deadline.expired(0.85) and (min(counts) > 0 or ctx.deadline.expired(1.0)):
                break
            world = ctx.sample()
            rules.apply(world, ctx.legal[index], rng)
            finish_turn(world, seat, rng, w=w)
            play_until_next_turn(world, seat, rng, w)
            totals[k] += next_turn_value(world, seat, rng, w)
            counts[k] += 1
        else:
            continue
        break
    ranked = [(totals[k] / counts[k] + 0.25 * top[k][0], -k) if counts[k] else (-1e18, -k) for k in range(len(top))]
    k = -max(ranked)[1]
    return ctx.legal[top[k][1]]
