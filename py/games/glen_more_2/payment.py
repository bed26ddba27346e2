"""Choosing which tiles pay (rulebook 론델에서 타일 가져오기 2: "비용을 내기 위해 자신의 개인 공급처에 있는
동전이나 자기 타일 위에 올려진 자원을 내도 되고, 시장에서 필요한 자원을 구매해서 내도 됩니다"; D1).

A cost is paid at once by default (own resources from the fullest tile, the shortfall bought at the
market: `effects.pay`), so the usual payment needs no extra click. When the player's prompt offers
an action whose payment leaves a real choice (`effects.payment_choice`), it also offers the switch
`pay_choose` ("choose which tiles pay", kept on the prompt as `choose_pay`). With the switch on, such
an action first opens a `pay` prompt that asks for one resource unit at a time where it comes from
— one of the player's tiles holding it (`pay_tile`) or the market (`pay_market`) — or goes back
(`pay_cancel`, nothing has changed). Only sources that still let the action be carried out are
offered (the action is tried on a copy); a unit with a single possible source is not asked. Once
every unit has its source, the action is carried out with that plan (`state["pay_plan"]`, read by
`effects.pay` and gone after it).

Which actions pay: taking a tile and activating one (base), and what the chronicles name through
the modifier `payment` (ctx {"prompt", "action"} → the cost the action pays with `effects.pay`:
chronicle 3's cellars, chronicle 4's Englishman, chronicle 6's events).
"""

from __future__ import annotations

import json

from core.rng import Rng

from . import effects
from .chronicles import modify
from .data_files import RESOURCES

PAY = "pay"
TOGGLE = "pay_choose"
PAYING_PROMPTS = ("take", "activate", "choice", "chronicle")


def cost_of(state: dict, seat: int, prompt: dict, action: dict) -> dict:
    """What the action pays through `effects.pay`: its resources and coins ({} when nothing)."""
    from . import turns

    kind, atype = prompt["kind"], action["type"]
    if kind == "take" and atype == "take":
        cost = turns.tile_cost(state, seat, state["rondel"][str(action["pos"])])
    elif kind == "activate" and atype == "activate":
        cost = effects.cost_of_activation(state, seat, action["cell"], action)
    elif atype.startswith("c_") or kind in ("choice", "chronicle"):
        cost = modify(state, seat, "payment", {"prompt": prompt, "action": action}, {})
    else:
        return {}
    return {k: n for k, n in cost.items() if (k in RESOURCES or k == "coins") and n}


def _choice(state: dict, seat: int, prompt: dict, action: dict) -> list[str]:
    """The action's resource units when paying them leaves a choice, else []."""
    cost = cost_of(state, seat, prompt, action)
    due = effects.units(cost)
    return due if due and effects.payment_choice(state, seat, cost) else []


def with_toggle(state: dict, seat: int, prompt: dict, actions: list[dict]) -> list[dict]:
    """The prompt's actions, and the switch when it can matter (or is on, to turn it off)."""
    if prompt.get("choose_pay"):
        return actions + [{"type": TOGGLE, "on": False}]
    if any(_choice(state, seat, prompt, a) for a in actions):
        return actions + [{"type": TOGGLE, "on": True}]
    return actions


def intercept(state: dict, seat: int, prompt: dict, action: dict, rng: Rng, events: list) -> bool:
    """With the switch on, an action whose payment leaves a choice opens the `pay` prompt first."""
    if not prompt.get("choose_pay") or "pay_plan" in state:
        return False
    due = _choice(state, seat, prompt, action)
    if not due:
        return False
    state["prompts"].append({"kind": PAY, "seat": seat, "action": action, "units": due, "plan": []})
    _advance(state, seat, rng, events)
    return True


def options(state: dict, seat: int, prompt: dict) -> list[dict]:
    out = [{"type": "pay_market"} if src == "market" else {"type": "pay_tile", "cell": src}
           for src in sources(state, seat, prompt)]
    return out + [{"type": "pay_cancel"}]


def sources(state: dict, seat: int, prompt: dict) -> list[str]:
    """Where the next unit may come from: a tile still holding it once the units already planned are
    taken, or the market — each only if the action can then still be carried out."""
    plan, due = prompt["plan"], prompt["units"]
    res = due[len(plan)]
    land = state["players"][seat]["land"]
    taken = sum(1 for r, src in zip(due, plan) if r == res and src == "market")
    planned = {cell: sum(1 for r, src in zip(due, plan) if r == res and src == cell) for cell in land}
    found = [cell for cell in sorted(land) if land[cell]["res"].get(res, 0) > planned[cell]]
    from . import market

    if market.cost_to_buy(state["market"], res, taken + 1) is not None:
        found.append("market")
    return [src for src in found if _fits(state, seat, prompt, plan + [src])]


def _fits(state: dict, seat: int, prompt: dict, plan: list[str]) -> bool:
    """Whether the held action can be carried out with this (partial) plan, the rest paid by default:
    tried on a copy; it must pay and leave a decision to make (or end the game)."""
    from . import turns

    trial = json.loads(json.dumps(state))
    trial["prompts"].pop()
    trial["pay_plan"] = {"seat": seat, "units": prompt["units"], "sources": plan}
    try:
        turns.apply(trial, prompt["action"], Rng(0))
    except ValueError:
        return False
    return "pay_plan" not in trial and (trial["phase"] != "play" or bool(turns.legal_actions(trial)))


def step(state: dict, seat: int, prompt: dict, action: dict, rng: Rng, events: list) -> None:
    """An answer to the `pay` prompt."""
    if action["type"] == "pay_cancel":
        state["prompts"].pop()
        return
    prompt["plan"].append("market" if action["type"] == "pay_market" else action["cell"])
    _advance(state, seat, rng, events)


def _advance(state: dict, seat: int, rng: Rng, events: list) -> None:
    """Fill in the units with one possible source; once every unit has one, carry the action out."""
    from . import turns

    prompt = state["prompts"][-1]
    while len(prompt["plan"]) < len(prompt["units"]):
        found = sources(state, seat, prompt)
        if len(found) != 1:
            return
        prompt["plan"].append(found[0])
    state["prompts"].pop()
    state["pay_plan"] = {"seat": seat, "units": prompt["units"], "sources": prompt["plan"]}
    events += turns.apply(state, prompt["action"], rng)
    state.pop("pay_plan", None)
