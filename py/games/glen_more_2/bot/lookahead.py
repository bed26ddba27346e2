"""Hard's look past its own turn at a rondel pick (3-4 players): what the others do before it moves
again.

The turn comparison (policy.best_by_turn) ranks the picks by the end of hard's turn; for the few
best, the others' turns are then played (greedily, as a cheap stand-in for medium, each judging by
its own estimate alone: value.own) on a few determinizations of the stacks until hard is to pick
again, and that position is evaluated with the full evaluation. Every candidate meets the same
determinizations with the same random numbers (common random numbers), so their difference is the
pick's, not the draw's. The work is cut by the deadline: only determinizations every candidate
finished are counted.

With any player count, hard's turn comparison and its played-on picks judge a take prompt met inside
the turn (past a waypoint: chronicle 2's mountain, 3's whisky seller) by whole turns too (DEPTH).
"""

from __future__ import annotations

from collections.abc import Callable

from bots.base import copy_state
from core.rng import Rng

from .. import rules
from .policy import best_by_turn, finish_turn, greedy, top_kind
from .value import DEFAULT, evaluate, own

MAX_ACTIONS = 400  # actions simulated after a pick (the others' turns: ~5-10 actions each)
TOP = 4  # picks played on past the turn (the turn comparison's best)
WORLDS = 3  # determinizations each of them is played on (fewer if the budget runs out)
FIRST = 0.3  # share of the budget the turn comparison may take (3-4 players)
NEW_WORLD = 0.45  # a new determinization starts only before this share of the budget
STOP = 0.85  # no simulation starts after this share
DEPTH = 1  # a take prompt met within the turn, past a waypoint (chronicle 2's mountain, 3's whisky
# seller), is judged by whole-turn completions too, not one ply: passing is judged by its best tile


def play_until_back(state: dict, seat: int, rng: Rng) -> None:
    """Play the others' turns greedily (in place) until `seat` is to pick a tile again."""
    for _ in range(MAX_ACTIONS):
        if rules.is_over(state):
            return
        player = rules.current_player(state)
        if player is None:
            return
        if player == seat and top_kind(state) == "take":
            return
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        else:
            action = greedy(state, player, [a for a in legal if a["type"] != "sell"] or legal, rng, w=DEFAULT, judge=own)
        rules.apply(state, action, rng)


def pick(sample: Callable[[], dict], seat: int, legal: list[dict], rng: Rng, expired: Callable[[float], bool],
         w: dict, k: int | None = None, worlds: int | None = None) -> dict:
    """The rondel pick (or any choice) for `seat`: the turn comparison, then for a take prompt with
    3+ players the best `k` picks played on until `seat` picks again, over `worlds`
    determinizations; the pick with the best mean value there wins."""
    k = TOP if k is None else k
    worlds = WORLDS if worlds is None else worlds
    first = sample()
    share = FIRST if first["n"] >= 3 else 0.9  # the time the turn comparison may take
    choice, scored = best_by_turn(first, seat, legal, rng, DEPTH, deadline=lambda: expired(share), w=w)
    if top_kind(first) != "take" or first["n"] < 3 or len(scored) < 2:
        return choice
    top = [i for _, i in scored[:k]]
    totals = {i: 0.0 for i in top}
    done = 0
    for j in range(worlds):
        if expired(NEW_WORLD):
            break
        world = first if j == 0 else sample()
        seed = rng.below(1 << 30)
        values = {}
        for i in top:
            if expired(STOP):
                break
            sim = copy_state(world)
            srng = Rng(seed)
            rules.apply(sim, legal[i], srng)
            finish_turn(sim, seat, srng, DEPTH, w=w, deadline=lambda: expired(STOP))
            play_until_back(sim, seat, srng)
            values[i] = evaluate(sim, seat, w)
        if len(values) < len(top):
            break
        for i in top:
            totals[i] += values[i]
        done += 1
    if not done:
        return choice
    best = max(top, key=lambda i: (totals[i], -top.index(i)))
    return legal[best]
