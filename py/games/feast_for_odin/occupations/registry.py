"""How an occupation's printed behaviour is declared (cards-as-data plus a few hook functions).

A card may have:
- `play`: steps carried out when it is played (immediate cards, yellow; the step language is the
  one action spaces use, see spaces.py, plus the card ops in `ops.py`);
- `anytime`: exchanges its owner may make at any decision, as often as affordable (blue cards
  with the yellow arrow);
- hooks: functions `(state, seat, ctx) -> list[step] | None` named after the moment they watch
  (orange "each time" and green "as soon as" cards); the steps run for the card's owner;
- modifiers: functions `(state, seat, ctx, value) -> value` that change a number the rules compute
  (a cost, a die result, the number of rolls…).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

Hook = Callable[[dict, int, dict], "list[dict] | None"]
Modifier = Callable[[dict, int, dict, int], int]


@dataclass
class Card:
    id: int
    play: list[dict] = field(default_factory=list)
    anytime: list[dict] = field(default_factory=list)
    hooks: dict[str, Hook] = field(default_factory=dict)
    mods: dict[str, Modifier] = field(default_factory=dict)


CARDS: dict[int, Card] = {}


def card(card_id: int, play: list[dict] | None = None, anytime: list[dict] | None = None) -> Card:
    """Declare (or extend) a card's data-like parts."""
    entry = CARDS.setdefault(card_id, Card(card_id))
    if play:
        entry.play = [dict(step, card=card_id) for step in play]
    if anytime:
        entry.anytime = list(anytime)
    return entry


def hook(card_id: int, moment: str) -> Callable[[Hook], Hook]:
    def register(fn: Hook) -> Hook:
        card(card_id).hooks[moment] = fn
        return fn
    return register


def modifier(card_id: int, name: str) -> Callable[[Modifier], Modifier]:
    def register(fn: Modifier) -> Modifier:
        card(card_id).mods[name] = fn
        return fn
    return register


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
