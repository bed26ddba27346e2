"""Occupations that change a rule for their owner (orange "each time" cards, rulebook pp.21-22):
cheaper action spaces (P14), a space's action or reward replaced, a prerequisite relaxed (P15).

Costs are changed where the printed steps are read (`space_steps`): the step machine then offers,
checks and charges the lowered price alike, so a space is usable whenever its lowered price can
be paid. Printed costs are looked up in the action data, never in steps another card already
changed, so discounts add up whatever order the cards were played in.
"""

from __future__ import annotations

import copy

from core.rng import Rng

from ..data_files import SPACES, SPECIALS
from ..hooks import hook, modifier, one_of, play
from ..placement import bonuses
from ..steps import OPS, Op, grant, spend
from ..supply import draw_occupation
from .ops import metric

Steps = list[dict]


# --- helpers -------------------------------------------------------------------------------------

def _group(space: str) -> str | None:
    return SPACES.get(space, {}).get("group")


def _printed_pay(space: str, option: dict) -> dict:
    """The printed payment of the exchange option that gives what `option` gives."""
    for step in SPACES.get(space, {}).get("steps", ()):
        for printed in step.get("options", ()):
            if printed["gain"] == option["gain"]:
                return printed["pay"]
    return option["pay"]


def _less(pay: dict, item: str, amount: int) -> dict:
    """`pay` with `amount` fewer `item` (never below 0; an item that drops to 0 is not paid)."""
    left = pay.get(item, 0) - amount
    out = {k: v for k, v in pay.items() if k != item}
    if left > 0:
        out[item] = left
    return out


def _reprice(steps: Steps, space: str, item: str, amount: int, applies) -> Steps:
    """Lower `item` by `amount` in every exchange option of the space whose printed payment
    passes `applies` (steps are copied, never the shared action data changed)."""
    out = []
    for step in steps:
        if step["op"] == "exchange":
            options = [dict(o, pay=_less(o["pay"], item, amount)) if applies(_printed_pay(space, o)) else o
                       for o in step["options"]]
            step = dict(step, options=options)
        out.append(step)
    return out


# --- P14: cheaper actions ------------------------------------------------------------------------

@modifier(1, "space_steps")  # Peddler: Livestock Market actions cost 1 silver less in total
def _peddler(state: dict, seat: int, ctx: dict, steps: Steps) -> Steps:
    if _group(ctx["space"]) != "livestock":
        return steps
    return _reprice(steps, ctx["space"], "silver", 1, lambda printed: printed.get("silver", 0) > 0)


def _patron_price(sub: dict, tile: str) -> int:
    """A special tile's price in a Special Sale with Patron: the action's printed cost is the sum
    of the tiles bought, so the tile that brings that sum to 2 or more costs 1 less (once)."""
    price = SPECIALS[tile]["price"]
    if not sub.get("discounted") and sub.get("printed", 0) + price >= 2:
        return price - 1
    return price


def _patron_sale_options(state: dict, seat: int, sub: dict, step: dict) -> list[str]:
    if len(sub.get("bought", ())) >= step["count"]:
        return []
    silver = state["players"][seat]["silver"]
    return [t for t in state["specials"] if SPECIALS[t]["price"] is not None and _patron_price(sub, t) <= silver]


def _patron_sale_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    sub = prompt["sub"]
    tile = action["tile"]
    price = _patron_price(sub, tile)
    sub["discounted"] = sub.get("discounted") or price < SPECIALS[tile]["price"]
    sub["printed"] = sub.get("printed", 0) + SPECIALS[tile]["price"]
    spend(state, prompt, {"silver": price})
    grant(state, prompt, {tile: 1}, rng, events)
    sub.setdefault("bought", []).append(tile)
    sub["started"] = True
    return not _patron_sale_options(state, prompt["seat"], sub, step)


OPS["patron_sale"] = Op(
    lambda state, seat, step, sub: bool(_patron_sale_options(state, seat, sub, step)),
    lambda state, prompt, step: [{"type": "buy_special", "tile": t}
                                 for t in _patron_sale_options(state, prompt["seat"], prompt["sub"], step)],
    _patron_sale_act)


@modifier(2, "space_steps")  # Patron: a printed silver cost of 2 or more is 1 less (not ships)
def _patron(state: dict, seat: int, ctx: dict, steps: Steps) -> Steps:
    """Exchanges priced 2+ silver (salt meat, cattle, sheep + cattle) and the Special Sale, whose
    price is that of the tiles bought together; buying a ship is no action space."""
    steps = [dict(step, op="patron_sale") if step["op"] == "special_sale" else step for step in steps]
    return _reprice(steps, ctx["space"], "silver", 1, lambda printed: printed.get("silver", 0) >= 2)


@modifier(2, "emigration_cost")  # Patron: emigration costs the round, so from round 2 on
def _patron_emigration(state: dict, seat: int, ctx: dict, cost: int) -> int:
    return max(0, cost - 1) if state["round"] >= 2 else cost


@modifier(116, "space_steps")  # Master Bricklayer: houses cost 1 stone less on House Building
def _master_bricklayer(state: dict, seat: int, ctx: dict, steps: Steps) -> Steps:
    """Every House Building option paying stone is a stone or long house (the shed costs wood;
    were another card to price it in stone, the text covers it too)."""
    if _group(ctx["space"]) != "build_houses":
        return steps
    return _reprice(steps, ctx["space"], "stone", 1, lambda printed: True)


@modifier(170, "emigration_cost")  # Refugee Helper: emigration costs 2 silver less (min 0)
def _refugee_helper(state: dict, seat: int, ctx: dict, cost: int) -> int:
    return max(0, cost - 2)


@modifier(106, "vikings")  # Warmonger: plundering needs 1 viking fewer with 3 longships, 2 with 4
def _warmonger(state: dict, seat: int, ctx: dict, vikings: int) -> int:
    if ctx["space"] != "SA4":
        return vikings
    longships = metric(state, seat, "longships")
    return vikings - (2 if longships >= 4 else 1 if longships == 3 else 0)


# --- P15: prerequisites relaxed ------------------------------------------------------------------

FAR_SAILING = frozenset({"SA1", "SA2", "SA3", "SA4", "E3"})  # raid, pillage (2), plunder, far exploration


@modifier(147, "ships_for")  # Steersman: a knarr stands in for the longship these spaces need
def _steersman(state: dict, seat: int, ctx: dict, kinds: list) -> list:
    if ctx["space"] in FAR_SAILING and "longship" in kinds and "knarr" not in kinds:
        return [*kinds, "knarr"]
    return kinds


@modifier(107, "ships_for")  # Adventurer: on Shetland/Faroe any ship type suffices
def _adventurer_ships(state: dict, seat: int, ctx: dict, kinds: list) -> list:
    if ctx["space"] != "E1":
        return kinds
    return [*kinds, *(k for k in ("whaling_boat", "knarr", "longship") if k not in kinds)]


@modifier(107, "explorable")  # Adventurer: ... and any face-up exploration board may be taken there
def _adventurer_boards(state: dict, seat: int, ctx: dict, reach: list) -> list:
    if ctx["space"] != "E1":
        return reach
    return [*reach, *(face for face in ctx["faces"] if face not in reach)]


# --- P15: a space's action replaced ---------------------------------------------------------------

@modifier(105, "space_steps")  # Knarr Builder: on the whaling-boat space, a knarr for 3 wood instead
def _knarr_builder(state: dict, seat: int, ctx: dict, steps: Steps) -> Steps:
    """Still a Ship Building action: the space (and its group) is unchanged."""
    if ctx["space"] != "S1":
        return steps
    out = []
    for step in steps:
        if step["op"] == "exchange":
            step = dict(step, options=[*step["options"], {"pay": {"wood": 3}, "gain": {"ship": "knarr"}}])
        out.append(step)
    return out


FUR = {"op": "exchange", "options": [{"pay": {"game_meat": 1}, "gain": {"fur": 1}},
                                     {"pay": {"silk": 1}, "gain": {"fur": 1}}]}


def _single_upgrade(step: dict) -> bool:
    return step["op"] == "upgrade" and step["count"] == 1 and step["steps"] == 1


@modifier(102, "space_steps")  # Fur Merchant: a printed single upgrade may be game meat/silk -> fur
def _fur_merchant(state: dict, seat: int, ctx: dict, steps: Steps) -> Steps:
    """Only a space whose one upgrade is a single good one step (M1b, M2b); the exchange replaces
    that upgrade, the rest of the space stays."""
    if sum(1 for step in steps if step["op"] == "upgrade") != 1:
        return steps
    return [{"op": "choice", "alternatives": [[step], [copy.deepcopy(FUR)]]} if _single_upgrade(step) else step
            for step in steps]


@modifier(185, "space_steps")  # Dorestad Traveller: instead of a raid, upgrade up to 2 goods
def _dorestad_traveller(state: dict, seat: int, ctx: dict, steps: Steps) -> Steps:
    """The raid still needs its longship (the space's requirement); choosing the upgrades, no die
    is rolled, so nothing of the raid happens."""
    upgrade = {"op": "upgrade", "count": 2, "steps": 1}
    return [{"op": "choice", "alternatives": [[step], [upgrade]]}
            if step["op"] == "dice" and step["hunt"] == "raid" else step for step in steps]


# --- P15: a reward replaced -----------------------------------------------------------------------

@hook(150, "gained")  # Meat Buyer: an action giving exactly 2 stockfish or 2 salt meat
def _meat_buyer(state: dict, seat: int, ctx: dict) -> list[dict]:
    """One of the two may become game meat. Only gains of an action (a viking action or a space's
    action a card grants) qualify, not a phase's or an exchange's."""
    top = state["stack"][-1] if state["stack"] else None
    if not top or top["kind"] not in ("space", "steps") or top["seat"] != seat or not top.get("space"):
        return []
    pairs = [({good: 1}, {"game_meat": 1}) for good in ("stockfish", "salt_meat") if ctx["gain"].get(good) == 2]
    return [one_of(*pairs)] if pairs else []


@hook(177, "bonus")  # Maid: a stone/long house yielding exactly 1 bonus good -> silverware instead
def _maid(state: dict, seat: int, ctx: dict) -> list[dict]:
    """Each house on its own: the bonus phase already gave its good, which may now be handed back
    for a silverware. ctx lists the (board id, reward) pairs given, so a bonus phase covering
    other boards only (21 Collector: the home board) offers nothing; two houses of one kind are
    told apart by reading each house's bonuses again, unchanged since."""
    given = {board_id for board_id, _reward in ctx["rewards"]}
    out = []
    for board in state["players"][seat]["boards"]:
        if board["id"] not in ("stone_house", "long_house") or board["id"] not in given:
            continue
        rewards = bonuses(board)
        if len(rewards) == 1 and sum(rewards[0].values()) == 1:
            out.append(one_of((rewards[0], {"silverware": 1})))
    return out


# --- P15: an occupation draw replaced (Preceptor, 99) -----------------------------------------------

def _preceptor_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    return [{"type": "play", "card": c} for c in sorted(state["players"][prompt["seat"]]["hand"])]


def _preceptor_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    prompt["replaced"] = True
    play(state, prompt["seat"], action["card"], rng, events)
    return True


def _draw_unless_replaced(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    if not prompt.get("replaced"):
        draw_occupation(state, prompt["seat"], rng, events, replaceable=False)


OPS["play_instead_of_draw"] = Op(lambda state, seat, step, sub: bool(state["players"][seat]["hand"]),
                                 _preceptor_options, _preceptor_act)
OPS["draw_unless_replaced"] = Op(lambda state, seat, step, sub: True, auto=_draw_unless_replaced)


@hook(99, "draw")  # Preceptor: instead of drawing an occupation, play one from hand
def _preceptor(state: dict, seat: int, ctx: dict) -> list[dict]:
    """Each draw is decided on its own; skipping the offer draws as usual. With an empty hand
    there is nothing to offer and the draw is not replaced."""
    if not state["players"][seat]["hand"]:
        return []
    return [{"op": "play_instead_of_draw", "optional": True}, {"op": "draw_unless_replaced"}]
