"""Decisions for Glen More II from the evaluation (value.py): greedy choices and whole turns.

A turn is a chain of prompts of one player (take a tile, pay, place it, activate, choose, sell,
end the turn), so a choice is judged by the position at the end of the turn it starts: each
candidate is applied to a copy and the rest of the turn is finished greedily (one-ply on the
evaluation at every later prompt), then evaluated. Inside those turn completions a placement is
judged one-ply plus the activations it sets off (the neighbours that will produce), which the
position right after placing does not yet show.
"""

from __future__ import annotations

from collections.abc import Callable

from bots.base import copy_state
from core.rng import Rng

from .. import rules
from .. import territory as terr
from ..payment import PAY, TOGGLE
from .value import DEFAULT, evaluate

WIDE = 10  # candidates completed to the end of the turn at most (the rest judged one ply)
BEYOND = 4  # the same for a take prompt met inside a turn completion (past a waypoint, `depth` > 0)
MAX_STEPS = 40  # actions in one turn completion (a turn has ~5-10)
TURN_ENDS = ("end_turn", "stop_end")


def playable(legal: list[dict]) -> list[dict]:
    """The actions worth considering: never the switch "choose which tiles pay" (the default
    payment is one action), never going back from a payment."""
    out = [a for a in legal if a["type"] not in (TOGGLE, "pay_cancel")]
    return out or legal


def top_kind(state: dict) -> str:
    return state["prompts"][-1]["kind"] if state["prompts"] else ""


def _neighbour_bonus(state: dict, seat: int, cell: str) -> float:
    """The activations a placement sets off: productive neighbours with room count most."""
    land = state["players"][seat]["land"]
    bonus = 0.0
    for nb in terr.neighbours8(cell):
        spot = land.get(nb)
        if spot is None:
            continue
        tile = terr.top(land, nb)
        if not tile.get("activation"):
            continue
        if tile["type"] in ("material", "animal"):
            bonus += 1.2 if sum(spot["res"].values()) < terr.MAX_RESOURCES else 0.2
        else:
            bonus += 0.4
    return bonus


def greedy(state: dict, seat: int, legal: list[dict], rng: Rng, noise: float = 0.0, w: dict = DEFAULT,
           judge: Callable[[dict, int, dict], float] = evaluate) -> dict:
    """The action whose resulting position evaluates best (one ply); `noise` blurs the values;
    `judge(state, seat, w)` the evaluation (value.own: the seat's estimate alone, cheaper)."""
    kind = top_kind(state)
    if kind == PAY:  # only reached if the switch was on: the first source that fits
        return playable(legal)[0]
    best, best_value = None, -1e18
    for action in playable(legal):
        world = copy_state(state)
        rules.apply(world, action, rng)
        value = judge(world, seat, w)
        if kind == "place" and action["type"] == "place":
            value += _neighbour_bonus(state, seat, action["cell"])
        if noise:
            value += noise * rng.below(1000) / 1000
        if value > best_value:
            best, best_value = action, value
    return best if best is not None else legal[0]


def finish_turn(state: dict, seat: int, rng: Rng, depth: int = 0, noise: float = 0.0, w: dict = DEFAULT,
                deadline=None) -> None:
    """Play the rest of `seat`'s turn on `state` (in place), greedily; `depth` > 0 judges a take
    prompt met on the way (after a waypoint) by whole-turn completions too (its `BEYOND` best one
    ply, as far as `deadline` allows)."""
    for _ in range(MAX_STEPS):
        if rules.is_over(state) or rules.current_player(state) != seat:
            return
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        elif depth > 0 and top_kind(state) == "take":
            action = best_by_turn(state, seat, legal, rng, depth - 1, noise, deadline, w, BEYOND)[0]
        else:  # sales left to the decisions themselves: they multiply the work and rarely decide
            action = greedy(state, seat, [a for a in legal if a["type"] != "sell"] or legal, rng, noise, w)
        rules.apply(state, action, rng)
        if action["type"] in TURN_ENDS:
            turn = state.get("turn")
            if not (turn and turn.get("closed") and rules.current_player(state) == seat):
                return


def candidates(state: dict, legal: list[dict]) -> list[dict]:
    """The actions a whole-turn comparison looks at: selling before taking a tile only matters
    later in the turn (it can be done then), so at the take prompt sales are left out."""
    out = playable(legal)
    if top_kind(state) == "take":
        kept = [a for a in out if a["type"] != "sell"]
        out = kept or out
    return out


def prefilter(state: dict, seat: int, options: list[dict], rng: Rng, w: dict = DEFAULT,
              wide: int = WIDE) -> list[dict]:
    """The `wide` options that look best one ply ahead, in their original order."""
    ranked = []
    for i, action in enumerate(options):
        world = copy_state(state)
        rules.apply(world, action, rng)
        ranked.append((-evaluate(world, seat, w), i))
    keep = sorted(i for _, i in sorted(ranked)[:wide])
    return [options[i] for i in keep]


def turn_value(state: dict, seat: int, action: dict, rng: Rng, depth: int = 0, noise: float = 0.0,
               w: dict = DEFAULT, deadline=None) -> float:
    world = copy_state(state)
    rules.apply(world, action, rng)
    finish_turn(world, seat, rng, depth, noise, w, deadline)
    value = evaluate(world, seat, w)
    return value + (noise * rng.below(1000) / 1000 if noise else 0.0)


def best_by_turn(state: dict, seat: int, legal: list[dict], rng: Rng, depth: int = 0,
                 noise: float = 0.0, deadline=None, w: dict = DEFAULT,
                 wide: int = WIDE) -> tuple[dict, list[tuple[float, int]]]:
    """The candidate whose completed turn evaluates best; also every (value, index) judged, best
    first (a deadline may cut the list: the candidates not reached are left out)."""
    if top_kind(state) == PAY:
        return playable(legal)[0], []
    options = candidates(state, legal)
    if len(options) > wide:  # many ways to pay or produce: complete the turn for the best few only
        options = prefilter(state, seat, options, rng, w, wide)
    scored: list[tuple[float, int]] = []
    for i, action in enumerate(options):
        if deadline is not None and scored and deadline():
            break
        scored.append((turn_value(state, seat, action, rng, depth, noise, w, deadline), i))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return options[scored[0][1]], [(v, legal.index(options[i])) for v, i in scored]
