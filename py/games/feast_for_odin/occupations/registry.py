"""How an occupation's printed behaviour is declared (cards as data plus a few hook functions).

A card may have:
- `play`: steps carried out when it is played (immediate cards, yellow; the step language is the
  one action spaces use, see steps.py, plus the card ops in `ops.py`);
- `anytime`: (pay, gain) exchanges its owner may make at any decision, as often as affordable
  (blue cards with the yellow arrow);
- `ability`: other any-time abilities, as (options(state, seat) -> [action fields],
  act(state, seat, action, rng, events));
- hooks: functions `(state, seat, ctx) -> list[step] | None` named after the moment they watch
  (orange "each time" and green "as soon as" cards, and replacements); the steps run for the
  card's owner;
- modifiers: functions `(state, seat, ctx, value) -> value` that change what the rules compute
  (a cost, a die result, the number of rolls…).
Moments and modifier names are listed in `occupations/__init__.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Hook = Callable[[dict, int, dict], "list[dict] | None"]
Modifier = Callable[[dict, int, dict, Any], Any]


@dataclass
class Card:
    id: int
    play: list[dict] = field(default_factory=list)
    anytime: list[dict] = field(default_factory=list)
    ability: tuple | None = None
    hooks: dict[str, Hook] = field(default_factory=dict)
    mods: dict[str, Modifier] = field(default_factory=dict)


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
        card(card_id).hooks[moment] = fn
        return fn
    return register


def modifier(card_id: int, name: str) -> Callable[[Modifier], Modifier]:
    assert name in MODIFIERS, f"unknown modifier {name}"

    def register(fn: Modifier) -> Modifier:
        card(card_id).mods[name] = fn
        return fn
    return register


def ability(card_id: int, options: Callable, act: Callable) -> None:
    card(card_id).ability = (options, act)


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
