"""The occupations' hook points: the registry the cards declare themselves in, and the moments and
modifiers the engine fires (rulebook pp.20-22).

Both sides import this module and neither imports the other: a card module (occupations/cards_*)
registers its behaviour here when it is imported (occupations/__init__.py imports them all once,
and rules.py imports that package), and the engine calls `react` at fixed moments (MOMENTS),
`modify` where a card can change a number or a list the rules compute (MODIFIERS) and `replace`
where a card replaces a rule's default (REPLACEMENTS). Each asks the cards the seat has played, in
the order played.

A card may have:
- `play`: steps carried out when it is played (immediate cards, yellow; the step language is the
  one action spaces use, see steps.py, plus the card ops in `occupations/ops.py`);
- `anytime`: (pay, gain) exchanges its owner may make at any decision, as often as affordable
  (blue cards with the yellow arrow);
- `ability`: other any-time abilities, as (options(state, seat) -> [action fields],
  act(state, seat, action, rng, events));
- hooks: functions `(state, seat, ctx) -> list[step] | None` named after the moment they watch
  (orange "each time" and green "as soon as" cards, and replacements); the steps run for the
  card's owner: inside the viking action or card effect being resolved (right after the current
  step), or else as a prompt of their own on top of the stack, which the phase sequence waits for;
- modifiers: functions `(state, seat, ctx, value) -> value` that change what the rules compute
  (a cost, a die result, the number of rolls…).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from core.rng import Rng

from .data_files import SPACES

Hook = Callable[[dict, int, dict], "list[dict] | None"]
Modifier = Callable[[dict, int, dict, Any], Any]


@dataclass
class Card:
    id: int
    play: list[dict] = field(default_factory=list)
    anytime: list[dict] = field(default_factory=list)
    ability: tuple | None = None

CARDS: dict[int, Card] = {}

MOMENTS = {  # card modules may add the moments their own engine hooks fire
    # inside a viking action (ctx: space, col, group, printed, prompt) ...
    "before_space", "after_space", "before_trade", "before_ore_craft", "mountain", "upgraded",
    # ... or anywhere
    "gained", "placed", "vikings_returned", "thing", "check",
    # phases, in order
    "harvest", "no_harvest", "end_actions", "before_income", "feast_start", "feast_served", "after_feast",
    "bonus", "after_bonus", "mountain_phase",
}
MODIFIERS = {
    "vikings", "ships_for", "explorable", "emigration_cost", "space_steps", "roll", "max_rolls",
    "boosters", "weapon_worth", "loot", "lengthwise", "house_items", "score", "vikings_back_choice",
}
REPLACEMENTS = {"draw", "weapon_phase"}
# The cards' hooks and modifiers by moment (or modifier name), then card: the engine asks at almost
# every step, and one lookup per played card is what that costs (issue 14, forty-first pass: asking
# each played card's own table was a tenth of a bot's play-out).
HOOKS_AT: dict[str, dict[int, Hook]] = {moment: {} for moment in MOMENTS | REPLACEMENTS}
MODS_AT: dict[str, dict[int, Modifier]] = {name: {} for name in MODIFIERS}


def card_state_of(state: dict, seat: int, card_id: int) -> dict:
    """A played card's own memory (latches, counters per round), JSON-safe."""
    return state["players"][seat]["card_state"].setdefault(str(card_id), {})


def card(card_id: int, play: list[dict] | None = None, anytime: list[tuple[dict, dict]] | None = None) -> Card:
    """Declare (or extend) a card's data-like parts."""
    entry = CARDS.setdefault(card_id, Card(card_id))
    if play:
        entry.play = [dict(step, card=card_id) for step in play]
    if anytime:
        entry.anytime = [{"pay": dict(p), "gain": dict(g)} for p, g in anytime]
    return entry


def hook(card_id: int, moment: str) -> Callable[[Hook], Hook]:
    assert moment in MOMENTS or moment in REPLACEMENTS, f"unknown moment {moment}"

    def register(fn: Hook) -> Hook:
        card(card_id)
        HOOKS_AT.setdefault(moment, {})[card_id] = fn
        return fn
    return register


def modifier(card_id: int, name: str) -> Callable[[Modifier], Modifier]:
    assert name in MODIFIERS, f"unknown modifier {name}"

    def register(fn: Modifier) -> Modifier:
        card(card_id)
        MODS_AT.setdefault(name, {})[card_id] = fn
        return fn
    return register


def ability(card_id: int, options: Callable, act: Callable) -> None:
    card(card_id).ability = (options, act)


# --- the engine's side: moments, modifiers, replacements ----------------------------------------

def _cards(state: dict, seat: int) -> Iterator[Card]:
    """The seat's played cards that have effects, in the order played."""
    for card_id in state["players"][seat]["played"]:
        card = CARDS.get(card_id)
        if card is not None:
            yield card


def hook_steps(state: dict, seat: int, moment: str, ctx: dict) -> list[dict]:
    """The steps the seat's played cards add at `moment`, in the order played."""
    found: list[dict] = []
    fns = HOOKS_AT.get(moment)
    if fns:  # plain loops, no generator: the bots' play-outs call this and `modify` very often
        for card_id in state["players"][seat]["played"]:
            fn = fns.get(card_id)
            if fn is not None:
                found.extend(dict(step, card=card_id) for step in fn(state, seat, ctx) or ())
    return found


def modify(state: dict, seat: int, name: str, ctx: dict, value):
    """`value` as the seat's played cards change it, in the order played."""
    fns = MODS_AT.get(name)
    if fns:
        for card_id in state["players"][seat]["played"]:
            fn = fns.get(card_id)
            if fn is not None:
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
    from .steps import new_prompt, run

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

def anytime_options(state: dict, seat: int) -> Iterator[dict]:
    """The seat's cards' any-time exchanges and abilities open now, in card order."""
    from .steps import exchange_feasible

    player = state["players"][seat]
    for card in _cards(state, seat):
        for n, option in enumerate(card.anytime):
            if exchange_feasible(state, player, option):
                yield {"type": "exchange", "card": card.id, "n": n}
        if card.ability:
            for action in card.ability[0](state, seat):
                yield dict(action, type="ability", card=card.id)


def anytime_act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    from .supply import give, pay

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


# --- small builders for step lists ------------------------------------------------------------

def gain(**items: int) -> dict:
    return {"op": "gain", "gain": dict(items)}


def may(pay: dict, get: dict) -> dict:
    """An optional exchange: the owner may pay `pay` for `get`, once."""
    return {"op": "optional", "pay": dict(pay), "gain": dict(get)}


def one_of(*options: tuple[dict, dict], optional: bool = True) -> dict:
    """Choose one of several (pay, gain) exchanges (the slash "or" of a card, p.21)."""
    step = {"op": "exchange", "options": [{"pay": dict(p), "gain": dict(g)} for p, g in options]}
    if optional:
        step["optional"] = True
    return step
