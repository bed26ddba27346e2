"""Flat Monte Carlo search over determinizations, for games whose playouts are cheap.

Each candidate move at the root is tried in many sampled worlds (`Context.sample`: the secrets the
seat cannot see re-dealt, future chance drawn from the bot's own generator), each followed by a
playout with the game's playout policy, to the end of the game or to a depth where the game's
evaluation takes over. Playouts go to the candidates by UCB1, so clearly bad moves stop costing time
early; the move with the best mean wins. On shallow, high-branching euro games this beats a tree
(bots-research.md: Kingdomino), and it is anytime: it returns its best move so far at the deadline.

The game supplies:
- `policy(state, legal, rng) -> action` for playouts (fast; a little randomness keeps them varied);
- `outcome(state, seat) -> float` of a finished game (a score margin, or the solo score);
- optionally `evaluate(state, seat) -> float`, an estimate on the same scale, where a playout stops
  at `depth` actions;
- optionally `prior(state, actions, seat) -> list[int]`: indices of the candidates worth searching
  (move ordering / pruning), best first.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from core.rng import Rng

from .base import Context

Policy = Callable[[dict, list, Rng], dict]


def playout(rules, state: dict, seat: int, policy: Policy, rng: Rng, outcome: Callable[[dict, int], float],
            evaluate: Callable[[dict, int], float] | None, depth: int | None) -> float:
    """Play `state` on (in place) with `policy`; the result for `seat`. A playout longer than the
    game's own bound (a policy caught in a loop) stops there and is scored as it stands."""
    steps = 0
    limit = getattr(rules, "MAX_ACTIONS", 100_000)
    while not rules.is_over(state):
        if depth is not None and steps >= depth and evaluate is not None:
            return evaluate(state, seat)
        if steps >= limit:
            return evaluate(state, seat) if evaluate is not None else outcome(state, seat)
        legal = rules.legal_actions(state)
        action = legal[0] if len(legal) == 1 else policy(state, legal, rng)
        rules.apply(state, action, rng)
        steps += 1
    return outcome(state, seat)


def search(ctx: Context, *, policy: Policy, outcome: Callable[[dict, int], float],
           evaluate: Callable[[dict, int], float] | None = None, depth: int | None = None,
           max_playouts: int = 200, prior: Callable[[dict, list, int], list[int]] | None = None,
           width: int | None = None, time_share: float = 0.9) -> dict:
    """The candidate with the best mean playout result (see the module docstring)."""
    rules, seat, rng = ctx.rules, ctx.seat, ctx.rng
    actions = ctx.legal
    order = list(range(len(actions)))
    if prior is not None:
        order = prior(ctx.sample(), actions, seat)
    if width is not None:
        order = order[:width]
    if len(order) == 1:
        return actions[order[0]]
    max_playouts = max(len(order), int(max_playouts * ctx.effort))
    totals = [0.0] * len(order)
    counts = [0] * len(order)
    low, high = math.inf, -math.inf
    played = 0
    while played < max_playouts:
        if played and ctx.deadline.expired(time_share):
            break  # (candidates never tried keep no mean and are not chosen)
        if played < len(order):
            k = played  # one playout each first, in prior order
        else:
            spread = max(high - low, 1e-9)
            log_n = math.log(played)
            k = max(range(len(order)), key=lambda i: totals[i] / counts[i]
                    + 0.7 * spread * math.sqrt(log_n / counts[i]))
        world = ctx.sample()
        rules.apply(world, actions[order[k]], rng)
        value = playout(rules, world, seat, policy, rng, outcome, evaluate, depth)
        totals[k] += value
        counts[k] += 1
        low, high = min(low, value), max(high, value)
        played += 1
    best = max(range(len(order)), key=lambda i: (totals[i] / counts[i] if counts[i] else -math.inf, -i))
    return actions[order[best]]


def margin_outcome(scores: Callable[[dict], list[float]], winners: Callable[[dict], list[int]]):
    """An outcome for multi-player games: the win (counted large) plus the score margin over the
    best opponent, so a bot prefers winning, then winning by more / losing by less."""
    def outcome(state: dict, seat: int) -> float:
        points = scores(state)
        if len(points) == 1:
            return points[0]
        best_other = max(p for s, p in enumerate(points) if s != seat)
        won = seat in winners(state)
        return (20.0 if won else 0.0) + points[seat] - best_other
    return outcome
