"""Trying a viking action on a copy: can it still use one of its effects?

`spaces.effect_possible` reads the position as it is when the space is chosen, but things happen
between placing the vikings and the action (rulebook p.21): the third column draws an occupation
first ("해당 행동을 수행하기 전에"), the fourth may play one just before ("수행하기 전이나 수행한
직후에"), and cards act "before" an action (121 Carpenter's mountain item, 164 Armed Fighter's stone
or ore…). So when one of those could matter, the action is opened on a copy of the state and the
decisions before its first effect are searched (within a budget) for a way to reach one (p.9: at
least one effect of the space must be used). The same search narrows those decisions in the real
action, and the any-time actions offered while the action has used no effect yet, so a space
offered can always be used.

Any-time actions are left out of the search: what they allow is also allowed before choosing the
space, where `spaces.effect_possible` sees it. The "as soon as" check after each decision is
included (a card played may fire one: 178 Boat Builder's whaling boats).
"""

from __future__ import annotations

import marshal

from core.rng import Rng

from . import hooks

BUDGET = 48  # decisions tried per question; past it the answer is "no" (the plain check decided)
ANYTIME = frozenset({"place", "buy", "arm", "slot", "exchange", "ability"})
# Modifiers through which a card played just before an action can make it possible.
OPENING_MODS = frozenset({"emigration_cost", "explorable", "ships_for", "space_steps"})


def _copy(state: dict) -> dict:
    """A deep copy of JSON-native data (marshal: about twice as fast as a JSON round trip)."""
    return marshal.loads(marshal.dumps(state))


def _check(state: dict, seat: int, rng: Rng) -> None:
    """The "as soon as" cards watch every change (turns.apply does the same after each decision)."""
    hooks.react(state, seat, "check", {}, rng, [])


def may_open(card_id: int) -> bool:
    """Whether playing this card could make an action possible: it does something on play, fires
    an "as soon as" effect, or changes what an action needs. Any other card played just before an
    action leaves it as it was."""
    card = hooks.CARDS.get(card_id)
    return bool(card and (card.play or card_id in hooks.HOOKS_AT.get("check", ())
                          or any(card_id in hooks.MODS_AT.get(name, ()) for name in OPENING_MODS)))


def _settle(state: dict, rng: Rng, floor: int = 0) -> None:
    """Close finished prompts above `floor` and resume the ones beneath (turns.settle, without
    closing the action under test, whose `used` flag is the answer)."""
    from .steps import run

    stack = state["stack"]
    while len(stack) > floor:
        top = stack[-1]
        if top["kind"] not in ("space", "steps"):
            return
        if not top.get("done"):
            run(state, top, rng, [])
            if stack[-1] is top and not top.get("done"):
                return
            continue
        if top.get("probe"):
            return
        stack.pop()


def _choices(state: dict, prompt: dict) -> list[dict]:
    """The decision's own options, a card played for the fourth column only if it may open the action
    (any other is the same as playing none)."""
    from .steps import options

    out = []
    for action in options(state, prompt):
        if action["type"] == "cancel" or action["type"] in ANYTIME:
            continue
        if action["type"] == "play" and prompt.get("probe") and not may_open(action["card"]):
            continue
        out.append(action)
    return out


def _decide(state: dict, action: dict, last: bool = False) -> dict:
    """A copy with `action` taken at its top prompt (`last`: the state itself, no longer needed)."""
    from .steps import act

    branch = state if last else _copy(state)
    top = branch["stack"][-1]
    rng = Rng(0)
    act(branch, top, action, rng, [])
    _check(branch, top["seat"], rng)
    return branch


def _reaches_effect(state: dict, budget: list[int]) -> bool:
    """Whether the marked action (`probe`) can still use an effect from this position."""
    _settle(state, Rng(0))
    probe = next((p for p in state["stack"] if p.get("probe")), None)
    if probe is None or probe["used"]:
        return probe is not None
    if probe.get("done"):
        return False
    top = state["stack"][-1]
    if top is probe:
        if probe["at"] >= len(probe["steps"]):
            return False
        step = probe["steps"][probe["at"]]
        if "card" not in step and not step.get("bonus"):
            return True  # a printed step waits with something to choose (run skips empty ones)
    if top["kind"] not in ("space", "steps"):
        return False
    choices = _choices(state, top)
    for i, action in enumerate(choices):
        if budget[0] <= 0:
            return False
        budget[0] -= 1
        if _reaches_effect(_decide(state, action, last=i == len(choices) - 1), budget):
            return True
    return False


def space_reachable(state: dict, seat: int, space: str) -> bool:
    """Open `space` for `seat` on a copy and search for a way to one of its effects."""
    from .spaces import open_space
    from .steps import run

    trial = _copy(state)
    rng = Rng(0)
    trial["stack"][-1] = {"kind": "after", "seat": seat}
    prompt = open_space(trial, seat, space, rng, [])
    prompt["probe"] = True
    if trial["stack"][-1] is prompt:
        run(trial, prompt, rng, [])
    _check(trial, seat, rng)
    return _reaches_effect(trial, [BUDGET])


# --- the fourth column's card, once for every space ---------------------------------------------

def bonus_leaves(state: dict, seat: int) -> list[dict]:
    """The positions a card from hand can lead to when played (each of its choices followed, within
    the budget), for the cards that may open an action. A fourth-column space with nothing acting
    before it is possible after its card if its action is possible in one of them."""
    leaves: list[dict] = []
    budget = [BUDGET]
    floor = len(state["stack"])
    for card in sorted(set(state["players"][seat]["hand"])):
        if not may_open(card):
            continue
        base = _copy(state)
        rng = Rng(0)
        hooks.play(base, seat, card, rng, [])
        _check(base, seat, rng)
        leaves += _leaves(base, floor, budget)
    return leaves


def _leaves(state: dict, floor: int, budget: list[int]) -> list[dict]:
    _settle(state, Rng(0), floor)
    if len(state["stack"]) <= floor or state["stack"][-1]["kind"] not in ("space", "steps"):
        return [state]
    out: list[dict] = []
    choices = _choices(state, state["stack"][-1])
    for i, action in enumerate(choices):
        if budget[0] <= 0:
            break
        budget[0] -= 1
        out += _leaves(_decide(state, action, last=i == len(choices) - 1), floor, budget)
    return out


# --- narrowing the decisions of an action that has used no effect yet ---------------------------

def unused_action(state: dict) -> tuple[dict | None, bool]:
    """The viking action of the decider that has not used an effect yet, if the decision on top
    belongs to it (its own prompt, or a card's prompt opened above it), and whether that decision
    comes before its first effect (a card's or the fourth column's step, or a card's prompt)."""
    stack = state["stack"]
    top = stack[-1]
    for prompt in reversed(stack):
        if prompt["kind"] == "space":
            if prompt["used"] or prompt.get("done") or prompt["seat"] != top["seat"]:
                return None, False
            if prompt is top:
                step = prompt["steps"][prompt["at"]] if prompt["at"] < len(prompt["steps"]) else {}
                return prompt, "card" in step or bool(step.get("bonus"))
            return prompt, True
        if prompt["kind"] != "steps":
            return None, False
    return None, False


def keep_usable(state: dict, actions: list[dict], whole: bool = True) -> list[dict]:
    """Of the decisions offered while a viking action has not used an effect, those that leave one
    within reach: every any-time action, and the choices that come before the action's first effect
    (a printed step's own choices are that effect). All of them if none does, so that a decision is
    always offered (with `whole` False, the ones kept even then)."""
    waiting, before_effect = unused_action(state)
    if waiting is None:
        return actions
    index = state["stack"].index(waiting)
    kept = [a for a in actions if a["type"] == "cancel" or not (before_effect or a["type"] in ANYTIME)
            or _keeps(state, index, a, before_effect)]
    return kept if not whole or any(a["type"] != "cancel" for a in kept) else actions


def _keeps(state: dict, index: int, action: dict, before_effect: bool) -> bool:
    from .anytime import act as anytime_act
    from .steps import act

    if action["type"] == "place" and not before_effect:
        return _placing_keeps(state, state["stack"][index], action["item"])
    branch = _copy(state)
    branch["stack"][index]["probe"] = True
    top = branch["stack"][-1]
    rng = Rng(0)
    if action["type"] == "place":  # the piece leaves the supply (where it goes cannot matter)
        _take_out(branch, top["seat"], action["item"])
    elif action["type"] in ANYTIME:
        anytime_act(branch, top["seat"], action, rng, [])
    else:
        act(branch, top, action, rng, [])
    _check(branch, top["seat"], rng)
    return _reaches_effect(branch, [BUDGET])


def _take_out(state: dict, seat: int, item: str) -> None:
    """A piece placed on a board leaves the player's supply."""
    from .anytime import COINS
    from .supply import pay

    player = state["players"][seat]
    if item in COINS:
        pay(state, seat, {"silver": int(item[6:])})
    elif item in player["specials"]:
        player["specials"].remove(item)
    else:  # a good, ore or wood
        pay(state, seat, {item: 1})


def _placing_keeps(state: dict, prompt: dict, item: str) -> bool:
    """Placing a piece while the action waits at a printed step: tried on a copy of the player
    alone, against the printed steps still to come."""
    from .steps import possible

    seat = prompt["seat"]
    light = dict(state, players=list(state["players"]))
    light["players"][seat] = _copy(state["players"][seat])
    _take_out(light, seat, item)
    at = prompt["at"]
    return any(possible(light, seat, step, prompt["sub"] if i == at else {})
               for i, step in enumerate(prompt["steps"][at:], at) if "card" not in step and not step.get("bonus"))
