"""Occupations: playing them, and the moments where played cards act (rulebook pp.20-22).

The engine calls `react` at fixed moments (listed in MOMENTS) and `modify` where a card can change
a number or a list the rules compute (listed in MODIFIERS). Each asks the cards its player has
played, in the order played. Card behaviour is declared in the `cards_*` modules with the helpers
of `registry.py`.

Steps a card adds run for its owner: inside the viking action or card effect being resolved (right
after the current step), or else as a prompt of their own on top of the stack, which the phase
sequence waits for.
"""

from __future__ import annotations

from core.rng import Rng

from ..data_files import SPACES
from . import (  # noqa: F401  (each module registers its cards and ops)
    cards_anytime,
    cards_dice,
    cards_each_time,
    cards_immediate,
    cards_phases,
    cards_rules,
    cards_soon,
    ops,
)
from .registry import CARDS, MODIFIERS, MOMENTS, REPLACEMENTS, card_state_of  # noqa: F401  (hook points)


def _cards(state: dict, seat: int) -> list:
    return [CARDS[c] for c in state["players"][seat]["played"] if c in CARDS]


def hook_steps(state: dict, seat: int, moment: str, ctx: dict) -> list[dict]:
    out: list[dict] = []
    for card in _cards(state, seat):
        fn = card.hooks.get(moment)
        if fn:
            for step in fn(state, seat, ctx) or ():
                out.append(dict(step, card=card.id))
    return out


def modify(state: dict, seat: int, name: str, ctx: dict, value):
    for card in _cards(state, seat):
        fn = card.mods.get(name)
        if fn:
            value = fn(state, seat, ctx, value)
    return value


def react(state: dict, seat: int, moment: str, ctx: dict, rng: Rng, events: list) -> None:
    """Let the seat's cards act at `moment`: their steps join the effect being resolved if it is
    the seat's own, else open a prompt of their own."""
    found = hook_steps(state, seat, moment, ctx)
    if found:
        run_steps(state, seat, found, rng, events)


def replace(state: dict, seat: int, what: str, ctx: dict, rng: Rng, events: list) -> bool:
    """A card that replaces a rule's default (an occupation draw, the weapon draw) offers its
    choice instead; True if one did."""
    found = hook_steps(state, seat, what, ctx)
    if found:
        run_steps(state, seat, found, rng, events, own_prompt=True)
    return bool(found)


def run_steps(state: dict, seat: int, found: list[dict], rng: Rng, events: list, own_prompt: bool = False) -> None:
    from ..steps import new_prompt, run

    top = state["stack"][-1] if state["stack"] else None
    if not own_prompt and top and top["kind"] in ("space", "steps") and top["seat"] == seat:
        at = top["at"] + 1
        top["steps"][at:at] = found
        return
    prompt = new_prompt("steps", seat, found, space=None)
    state["stack"].append(prompt)
    run(state, prompt, rng, events)


def phase(state: dict, moment: str, ctx: dict, rng: Rng, events: list) -> None:
    """A phase moment for every player, in turn order (the first in order decides first)."""
    order = [(state["start"] + i) % state["n"] for i in range(state["n"])]
    for seat in reversed(order):
        found = hook_steps(state, seat, moment, ctx)
        if found:
            run_steps(state, seat, found, rng, events, own_prompt=True)


# --- playing a card ------------------------------------------------------------------------------

def play(state: dict, seat: int, card_id: int, rng: Rng, events: list) -> None:
    """Lay the card down and carry out what it does on play (its steps open a prompt on top)."""
    player = state["players"][seat]
    player["hand"].remove(card_id)
    player["played"].append(card_id)
    events.append({"type": "play_occupation", "seat": seat, "card": card_id})
    card = CARDS.get(card_id)
    if card and card.play:
        run_steps(state, seat, [dict(step) for step in card.play], rng, events, own_prompt=True)


# --- any-time abilities --------------------------------------------------------------------------

def anytime_options(state: dict, seat: int) -> list[dict]:
    from ..steps import exchange_feasible

    out = []
    player = state["players"][seat]
    for card in _cards(state, seat):
        for n, option in enumerate(card.anytime):
            if exchange_feasible(state, player, option):
                out.append({"type": "exchange", "card": card.id, "n": n})
        if card.ability:
            out += [dict(action, type="ability", card=card.id) for action in card.ability[0](state, seat)]
    return out


def anytime_act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    from ..supply import give, pay

    card = CARDS[action["card"]]
    if action["type"] == "exchange":
        option = card.anytime[action["n"]]
        pay(state, seat, option["pay"])
        give(state, seat, option["gain"], rng, events)
        events.append({"type": "card_exchange", "seat": seat, "card": card.id})
    else:
        card.ability[1](state, seat, action, rng, events)


# --- contexts ------------------------------------------------------------------------------------

def space_context(prompt: dict) -> dict:
    space = prompt.get("imitating") or prompt.get("space")
    info = SPACES.get(space, {})
    return {"space": space, "col": info.get("col"), "group": info.get("group"),
            "printed": prompt["kind"] == "space", "prompt": prompt}


def after_space(state: dict, prompt: dict) -> list[dict]:
    ctx = space_context(prompt)
    ctx.update(ledger=prompt["ledger"], dice=prompt.get("dice"), played=prompt.get("played", 0),
               upgrades=prompt.get("upgrades", 0), emigrated=prompt.get("emigrated"))
    return hook_steps(state, prompt["seat"], "after_space", ctx)
