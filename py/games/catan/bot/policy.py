"""How the Catan bots decide, level by level (the generic wrapper is `bots.Bot`).

- easy: plays sensible-looking moves at once (builds what it can, favouring cities and
  settlements on good numbers, robs the leader) with a little randomness and no domestic offers.
- medium: one-ply greedy on `value.evaluate`, as strong fast Catan bots do; a move that opens a
  follow-up of the same player (a knight's robber, Road Building's roads) is judged with its
  follow-up played greedily. Trades with players.
- hard: looks ahead through the rest of its own turn: each candidate is followed by the greedy
  continuation (trade at the bank, then build, then end) and judged where the turn ends, over
  sampled hidden cards; it also weighs the knight before the roll against the roll itself.
"""

from __future__ import annotations

from bots.base import Context, copy_state
from core.rng import Rng

from .. import board
from ..actions import legal_actions
from ..data_files import RESOURCES
from ..effects import apply
from . import trading
from .value import PIPS, evaluate, tables

# Phases in which the same player goes on deciding what their last action started.
FOLLOW_UP = frozenset({"move_robber", "steal", "pick_resource", "road_building"})
CHANCE = frozenset({"buy_dev", "move_robber", "steal", "roll"})
NOT_BY_SEARCH = frozenset({"trade_open", "reveal_vp"})


def _child(state: dict, action: dict, rng: Rng) -> dict:
    child = copy_state(state)
    apply(child, action, rng)
    return child


def settle(state: dict, seat: int, rng: Rng) -> dict:
    """Play the seat's follow-up prompts greedily (in place) until it is back to a free choice."""
    for _ in range(6):
        if state["phase"] not in FOLLOW_UP or state["actor"] != seat:
            break
        action = best_greedy(state, seat, legal_actions(state), rng)
        apply(state, action, rng)
    return state


def value_after(state: dict, action: dict, seat: int, rng: Rng, samples: int = 1) -> float:
    """The value for `seat` after `action` and its follow-up, averaged over chance outcomes."""
    runs = samples if action["type"] in CHANCE else 1
    total = 0.0
    for _ in range(runs):
        child = _child(state, action, rng)
        settle(child, seat, rng)
        total += evaluate(child, seat)
    return total / runs


def ranked(state: dict, seat: int, actions: list[dict], rng: Rng, samples: int = 1) -> list[tuple[float, int]]:
    """(value, index) of each action, best first; ties keep the canonical order."""
    scored = [(value_after(state, a, seat, rng, samples), -i) for i, a in enumerate(actions)]
    scored.sort(reverse=True)
    return [(v, -neg) for v, neg in scored]


def best_greedy(state: dict, seat: int, actions: list[dict], rng: Rng, samples: int = 1) -> dict:
    if len(actions) == 1:
        return actions[0]
    return actions[ranked(state, seat, actions, rng, samples)[0][1]]


def searchable(actions: list[dict]) -> list[dict]:
    return [a for a in actions if a["type"] not in NOT_BY_SEARCH]


# --- medium ------------------------------------------------------------------------------------


def medium(ctx: Context) -> dict:
    special = trading.decide(ctx)
    if special is not None:
        return special
    state = ctx.sample()
    seat = ctx.seat
    actions = searchable(ctx.legal)
    if state["phase"] == "pre_roll":
        return _pre_roll(state, seat, ctx.legal, ctx.rng, margin=8.0)
    return best_greedy(state, seat, actions, ctx.rng, samples=3)


def _pre_roll(state: dict, seat: int, legal: list[dict], rng: Rng, margin: float) -> dict:
    """Play a card before the roll only when it is clearly worth it now (a knight to free a
    producing hex or to take Largest Army); otherwise roll."""
    roll = {"type": "roll"}
    cards = [a for a in legal if a["type"] == "play_dev"]
    if not cards:
        return roll
    now = evaluate(state, seat)
    best, best_value = roll, now + margin
    for action in cards:
        value = value_after(state, action, seat, rng, samples=2)
        if value > best_value:
            best, best_value = action, value
    return best


# --- hard --------------------------------------------------------------------------------------


def continue_turn(state: dict, seat: int, rng: Rng, steps: int = 6) -> float:
    """Finish the seat's turn greedily (bank trades and builds, no domestic offers) and value the
    position just before the turn passes."""
    for _ in range(steps):
        if state["phase"] != "main" or state["actor"] != seat:
            break
        actions = searchable(legal_actions(state))
        action = best_greedy(state, seat, actions, rng, samples=2)
        if action["type"] == "end_turn":
            break
        apply(state, action, rng)
        settle(state, seat, rng)
    return evaluate(state, seat)


def hard(ctx: Context) -> dict:
    special = trading.decide(ctx)
    if special is not None:
        return special
    seat, rng = ctx.seat, ctx.rng
    state = ctx.sample()
    phase = state["phase"]
    actions = searchable(ctx.legal)
    if phase == "pre_roll":
        return _pre_roll(state, seat, ctx.legal, rng, margin=4.0)
    if phase != "main":
        if phase.startswith("setup"):
            return setup_choice(state, seat, actions, rng)
        return best_greedy(state, seat, actions, rng, samples=4)
    order = ranked(state, seat, actions, rng, samples=2)
    if len(order) == 1:
        return actions[order[0][1]]
    samples = [state, ctx.sample()]
    best_index, best_value = order[0][1], float("-inf")
    for _, index in order:
        if ctx.deadline.expired(0.75):
            break
        action = actions[index]
        total = 0.0
        for world in samples:
            child = _child(world, action, rng)
            settle(child, seat, rng)
            total += continue_turn(child, seat, rng) if action["type"] != "end_turn" else evaluate(child, seat)
        value = total / len(samples)
        if value > best_value:
            best_index, best_value = index, value
    return actions[best_index]


def setup_choice(state: dict, seat: int, actions: list[dict], rng: Rng) -> dict:
    """Initial placement: the 14 free spots with the most pips, each valued as the greedy level
    values any move (its production, diversity, harbour and the spots it brings within reach)."""
    if state["phase"] != "setup_settlement":
        return best_greedy(state, seat, actions, rng)
    yields, _ = tables(state)
    raw = [sum(p for _, _, p in yields[a["node"]]) for a in actions]
    order = sorted(range(len(actions)), key=lambda i: -raw[i])[:14]
    best, best_value = actions[order[0]], float("-inf")
    for i in order:
        value = value_after(state, actions[i], seat, rng)
        if value > best_value:
            best, best_value = actions[i], value
    return best


# --- easy --------------------------------------------------------------------------------------


def _node_pips(state: dict, node: int) -> int:
    numbers = state["numbers"]
    return sum(PIPS[numbers[h]] for h in board.NODE_HEXES[node])


def easy(ctx: Context) -> dict:
    """Quick and plausible: the first thing a casual player would do, with some randomness."""
    special = trading.decide(ctx)
    if special is not None:
        return special
    state = ctx.sample()
    rng, seat, legal = ctx.rng, ctx.seat, ctx.legal
    phase = state["phase"]
    by_type: dict[str, list[dict]] = {}
    for action in legal:
        by_type.setdefault(action["type"], []).append(action)

    def pick_node(options: list[dict]) -> dict:
        scored = sorted(options, key=lambda a: -(_node_pips(state, a["node"]) + rng.below(4)))
        return scored[0]

    if phase == "setup_settlement":
        return pick_node(legal)
    if phase == "pre_roll":
        return {"type": "roll"}
    if phase == "discard":
        hand = state["hands"][seat]
        return max(legal, key=lambda a: hand[RESOURCES.index(a["resource"])])
    if phase == "move_robber":
        owner = state["node_owner"]

        def harm(a: dict) -> int:
            nodes = board.HEX_NODES[a["hex"]]
            if any(owner[n] == seat for n in nodes):
                return -10
            return sum(1 for n in nodes if owner[n] >= 0) * PIPS[state["numbers"][a["hex"]]] + rng.below(3)

        return max(legal, key=harm)
    if phase == "main":
        for kind in ("build_city", "build_settlement"):
            if kind in by_type:
                return pick_node(by_type[kind])
        if "buy_dev" in by_type and rng.below(2):
            return by_type["buy_dev"][0]
        if "play_dev" in by_type and rng.below(3) == 0:
            return by_type["play_dev"][rng.below(len(by_type["play_dev"]))]
        if "build_road" in by_type and rng.below(3) == 0:
            roads = by_type["build_road"]
            return roads[rng.below(len(roads))]
        return {"type": "end_turn"}
    options = searchable(legal) or legal
    return options[rng.below(len(options))]
