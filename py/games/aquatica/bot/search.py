"""Flat Monte Carlo for Aquatica with common random numbers and sequential halving.

Why not plain `bots.montecarlo`: at 300 ms a decision affords ~100 playouts, and a solo game's
luck (the order of the decks) moves a final score by far more than one choice does. So every
candidate is played out in the *same* sampled worlds with the same playout seed (a round), which
makes their comparison paired; sequential halving splits the playouts the budget affords evenly
between phases, each dropping the worse half, so the playouts go to the candidates that are close
(docs/bots/aquatica.md, session 31). Candidates are first ordered and pruned by the policy's own
values (a goal that can be claimed is claimed at once, unless it would end the game).
"""

from __future__ import annotations

from bots.base import Context, copy_state
from core.rng import Rng

from .policy import COMMON, Values, _Memo, policy, priority


def playout(rules, state: dict, seat: int, rng: Rng, outcome, own: Values = COMMON) -> float:
    """Play `state` (in place) to the end with the policy, `seat` by its `own` values and the
    others by the common ones; the outcome for `seat`."""
    is_over, legal_actions, apply = rules.is_over, rules.legal_actions, rules.apply
    while not is_over(state):
        legal = legal_actions(state)
        if len(legal) == 1:
            apply(state, legal[0], rng)
        else:
            apply(state, policy(state, legal, rng, own if state["actor"] == seat else COMMON), rng)
    return outcome(state, seat)


def candidates(state: dict, legal: list[dict], width: int, margin: float, own: Values = COMMON) -> list[int]:
    """Indices of the actions worth searching, best (by the policy's values) first."""
    memo = _Memo()
    values = [priority(state, action, memo, own) for action in legal]
    claims = [i for i, a in enumerate(legal) if a["type"] == "claim"]
    player = state["players"][state["actor"]]
    if claims and len(player["goals"]) + 1 < len(state["goals"]):
        return [max(claims, key=lambda i: values[i])]
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    best = values[order[0]]
    return [i for i in order if values[i] >= best - margin][:width]


MIN_ROUNDS = 8


def _affordable(ctx: Context, width: int, cap: int) -> int:
    """How many candidates the budget lets play MIN_ROUNDS rounds each, judged by the time the
    first two playouts took (at least 2). Comparing eight moves on one or two playouts each picks
    noise — a slow machine, a 4-player game or a small budget keeps the policy's best few."""
    return max(2, min(width, _playouts_left(ctx, 2, cap) // MIN_ROUNDS))


def _playouts_left(ctx: Context, played: int, cap: int) -> int:
    """How many more playouts this search may run: the work cap's rest, or fewer if the time left
    (to 90 % of the budget, at the pace so far) affords fewer."""
    per_playout = max(ctx.deadline.elapsed() / max(played, 1), 1e-6)
    by_time = int((ctx.deadline.budget * 0.9 - ctx.deadline.elapsed()) / per_playout)
    return max(0, min(cap - played, by_time))


def _phases(n: int) -> int:
    """Halvings needed to go from `n` candidates to 2, plus the last phase between those two."""
    phases = 1
    while n > 2:
        n = (n + 1) // 2
        phases += 1
    return phases


def _phase_end(ctx: Context, rounds: int, played: int, cap: int, alive: int) -> int:
    """The round after which the phase starting now halves its `alive` candidates: an even share
    of the playouts left between this phase and those after it."""
    return rounds + max(1, _playouts_left(ctx, played, cap) // (_phases(alive) * alive))


def search(ctx: Context, outcome, max_playouts: int, width: int = 8, margin: float = 40.0,
           own: Values = COMMON) -> dict:
    """The candidate with the best total over paired rounds; `own`: the values the searching
    seat plays its own moves by (the other seats play by the common ones).

    Sequential halving: the playouts the budget affords (at the pace of the first round) are split
    evenly between the phases; each phase plays rounds over the live candidates and then drops the
    worse half, the last one compares the final two."""
    rules, seat, legal = ctx.rules, ctx.seat, ctx.legal
    alive = candidates(ctx.sample(), legal, width, margin, own)
    if len(alive) == 1:
        return legal[alive[0]]
    cap = max(len(alive), int(max_playouts * ctx.effort))
    totals = {k: 0.0 for k in alive}
    played = rounds = phase_end = 0
    while True:
        if rounds and (ctx.deadline.expired(0.9) or played + len(alive) > cap):
            break
        world = ctx.sample()
        seed = ctx.rng.below(1 << 30)
        results = {}
        for k in list(alive):
            if k not in alive:
                break  # narrowed after the first two playouts (alive stays a prefix)
            if rounds and ctx.deadline.expired(1.0):
                results = {}  # an unfinished round would not be paired: drop it
                break
            state = copy_state(world)
            rng = Rng(seed)
            rules.apply(state, legal[k], rng)
            results[k] = playout(rules, state, seat, rng, outcome, own)
            if not rounds and len(results) == 2:
                alive = alive[:_affordable(ctx, len(alive), cap)]
        if not results:
            break
        for k, value in results.items():
            totals[k] += value
        played += len(results)
        rounds += 1
        if rounds == 1:
            phase_end = _phase_end(ctx, rounds, played, cap, len(alive))
        elif rounds >= phase_end and len(alive) > 2:
            alive.sort(key=lambda k: -totals[k])
            alive = alive[: max(2, (len(alive) + 1) // 2)]
            phase_end = _phase_end(ctx, rounds, played, cap, len(alive))
    best = max(alive, key=lambda k: (totals[k], -k))
    return legal[best]
