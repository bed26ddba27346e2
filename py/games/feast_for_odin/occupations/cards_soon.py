"""As-soon-as occupations (green background, decks B and C): once, the first time their condition
holds, whether already true when played or later (rulebook p.22).

The engine fires the `check` moment for every player after each decision; a card acts when its
condition holds and latches in its own memory (`card_state_of`) so it never acts again. Seafarer
(189), filed with them by the reference, scores through the `score` modifier.
"""

from __future__ import annotations

from core.rng import Rng

from ..hooks import ability, card, card_state_of, gain, hook, modifier
from ..steps import OPS, Op
from ..supply import give, pay
from .ops import metric


def _round_income(state: dict, seat: int) -> int:
    from ..placement import income

    return sum(income(board) for board in state["players"][seat]["boards"])


def _latch(state: dict, seat: int, card_id: int) -> bool:
    """True the first time only (the card's effect is then due)."""
    memory = card_state_of(state, seat, card_id)
    if memory.get("done"):
        return False
    memory["done"] = True
    return True


def _by_income(state: dict, seat: int, tiers: tuple[tuple[int, int], ...]) -> int:
    """The amount of the first tier whose income ceiling the round income does not exceed (the
    slash rule: only the tier reached pays); 0 above the last ceiling."""
    paid = _round_income(state, seat)
    return next((amount for ceiling, amount in tiers if paid <= ceiling), 0)


@hook(181, "check")  # Sail Patcher: 3 large ships -> 3/2/1 wool by income at most 4/9/30
def _sail_patcher(state: dict, seat: int, ctx: dict) -> list[dict]:
    if metric(state, seat, "large_ships") < 3 or not _latch(state, seat, 181):
        return []
    wool = _by_income(state, seat, ((4, 3), (9, 2), (30, 1)))
    return [gain(wool=wool)] if wool else []


@hook(180, "check")  # Beach Raider: 3 longships -> 4/3/2 silverware by income at most 5/11/30
def _beach_raider(state: dict, seat: int, ctx: dict) -> list[dict]:
    if metric(state, seat, "longships") < 3 or not _latch(state, seat, 180):
        return []
    silverware = _by_income(state, seat, ((5, 4), (11, 3), (30, 2)))
    return [gain(silverware=silverware)] if silverware else []


@hook(178, "check")  # Boat Builder: 4 large ships -> up to 2 whaling boats for free
def _boat_builder(state: dict, seat: int, ctx: dict) -> list[dict]:
    """Each boat needs a free small berth; a boat that does not fit is simply not given."""
    if metric(state, seat, "large_ships") < 4 or not _latch(state, seat, 178):
        return []
    return [gain(ship="whaling_boat"), gain(ship="whaling_boat")]


# --- Cutter Operator (179): the next knarr acquired after the card is played ---------------------

def _remember_knarrs(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """On play: the knarrs already owned do not count (p.22: a *new* knarr is needed)."""
    card_state_of(state, prompt["seat"], step["card"])["knarrs"] = metric(state, prompt["seat"], "knarrs")


OPS["remember_knarrs"] = Op(lambda state, seat, step, sub: True, auto=_remember_knarrs)
card(179, play=[{"op": "remember_knarrs"}])


def _cutter_operator(state: dict, seat: int, ctx: dict) -> list[dict]:
    """Acts as soon as more knarrs are owned than the count remembered (which follows the fleet
    down when a knarr leaves): 1 stockfish + 1 silver per knarr owned then, once."""
    memory = card_state_of(state, seat, 179)
    if memory.get("done"):
        return []
    knarrs = metric(state, seat, "knarrs")
    if knarrs <= memory.get("knarrs", knarrs):
        memory["knarrs"] = knarrs
        return []
    memory["done"] = True
    return [gain(stockfish=knarrs, silver=knarrs)]


hook(179, "gained")(_cutter_operator)  # at once, inside the action that brought the knarr
hook(179, "check")(_cutter_operator)  # any other way a knarr arrives


# --- Herb Gardener (182): usable once, whenever the owner likes, once 2 houses are owned ----------

HERBS = (({"wood": 2}, {"spices": 1}), ({"wood": 5}, {"spices": 2}))


def _herb_options(state: dict, seat: int) -> list[dict]:
    """p.22 *: the exception among green cards: it need not be used at once."""
    if card_state_of(state, seat, 182).get("done") or metric(state, seat, "houses") < 2:
        return []
    wood = state["players"][seat]["wood"]
    return [{"n": n} for n, (pay, _) in enumerate(HERBS) if wood >= pay["wood"]]


def _herb_act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:

    cost, get = HERBS[action["n"]]
    card_state_of(state, seat, 182)["done"] = True
    pay(state, seat, cost)
    give(state, seat, get, rng, events)
    events.append({"type": "card_exchange", "seat": seat, "card": 182})


ability(182, _herb_options, _herb_act)


# --- Seafarer (189): at the final scoring -----------------------------------------------------------

SEAFARER = {2: 4, 3: 9, 4: 16}


@modifier(189, "score")  # Seafarer: exactly 2/3/4 exploration boards -> 4/9/16 silver
def _seafarer(state: dict, seat: int, ctx: dict, sheet: dict) -> dict:
    extra = SEAFARER.get(metric(state, seat, "exploration_boards"), 0)
    return dict(sheet, silver=sheet["silver"] + extra) if extra else sheet
