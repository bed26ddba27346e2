"""Occupations: playing them, and the moments where played cards act (rulebook pp.20-22).

The engine calls the functions below at fixed moments; each asks the cards its player has played
(in the order played) what they add. Card behaviour is declared in the `cards_*` modules with the
helpers of `registry.py`. Hooks return steps that run for the card's owner: inside the current
viking action (before/after it) or, at phase moments, as a prompt of their own.
"""

from __future__ import annotations

from core.rng import Rng

from ..data_files import SPACES
from . import cards_immediate  # noqa: F401  (registers cards)
from .registry import CARDS


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


# --- playing a card ------------------------------------------------------------------------------

def play(state: dict, seat: int, card_id: int, rng: Rng, events: list) -> None:
    """Lay the card down and carry out what it does on play (its steps open a prompt on top)."""
    from ..steps import new_prompt, run

    player = state["players"][seat]
    player["hand"].remove(card_id)
    player["played"].append(card_id)
    events.append({"type": "play_occupation", "seat": seat, "card": card_id})
    card = CARDS.get(card_id)
    if card and card.play:
        prompt = new_prompt("steps", seat, [dict(step) for step in card.play], card=card_id)
        state["stack"].append(prompt)
        run(state, prompt, rng, events)


# --- moments inside a viking action --------------------------------------------------------------

def space_context(prompt: dict) -> dict:
    space = prompt.get("imitating") or prompt.get("space")
    info = SPACES.get(space, {})
    return {"space": space, "col": info.get("col"), "group": info.get("group"), "printed": prompt["kind"] == "space"}


def before_space(state: dict, seat: int, space: str) -> list[dict]:
    info = SPACES.get(space, {})
    return hook_steps(state, seat, "before_space", {"space": space, "col": info.get("col"), "group": info.get("group")})


def after_space(state: dict, prompt: dict) -> list[dict]:
    ctx = space_context(prompt)
    ctx.update(ledger=prompt["ledger"], dice=prompt.get("dice"), played=prompt.get("played", 0),
               upgrades=prompt.get("upgrades", 0), emigrated=prompt.get("emigrated", False))
    return hook_steps(state, prompt["seat"], "after_space", ctx)


def _run_now(state: dict, prompt: dict, steps: list[dict], rng: Rng, events: list) -> None:
    """Steps a card adds in the middle of an action: inserted right after the current step."""
    if steps:
        at = prompt["at"] + 1
        prompt["steps"][at:at] = steps


def gained(state: dict, prompt: dict, gain: dict, rng: Rng, events: list) -> None:
    _run_now(state, prompt, hook_steps(state, prompt["seat"], "gained", {"gain": gain, **space_context(prompt)}),
             rng, events)


def took_from_mountain(state: dict, prompt: dict, taken: list, emptied: bool, rng: Rng, events: list) -> None:
    ctx = {"taken": taken, "emptied": emptied, **space_context(prompt)}
    _run_now(state, prompt, hook_steps(state, prompt["seat"], "mountain", ctx), rng, events)


def upgraded(state: dict, prompt: dict, good: str, better: str, rng: Rng, events: list) -> None:
    ctx = {"good": good, "better": better, **space_context(prompt)}
    _run_now(state, prompt, hook_steps(state, prompt["seat"], "upgraded", ctx), rng, events)


def before_trade(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    _run_now(state, prompt, hook_steps(state, prompt["seat"], "before_trade", space_context(prompt)), rng, events)


def before_ore_craft(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    _run_now(state, prompt, hook_steps(state, prompt["seat"], "before_ore_craft", space_context(prompt)), rng, events)


def vikings_returned(state: dict, seat: int, count: int, rng: Rng, events: list) -> None:
    """Vikings sent back to the Thing during a round (a failed die roll, a card)."""
    for step in hook_steps(state, seat, "vikings_returned", {"count": count}):
        if step["op"] == "gain":
            from ..supply import give

            give(state, seat, step["gain"], rng, events)
