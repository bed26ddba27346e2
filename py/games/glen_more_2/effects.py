"""What tiles, landmark cards and clans do (rulebook: 일회성 효과, 타일 활성화, 부록 1-2).

Effects are queued as small ops in `state["turn"]["queue"]`; `run_queue` carries out the automatic
ones and stops at the first op that needs a decision, which the turn offers as a prompt. The
activation effects of a tile run the same way when the player activates it.
"""

from __future__ import annotations

from core.rng import Rng

from . import territory as terr
from .data_files import HUME, RESOURCES, TILES

SCORE_STEPS = {  # clans scoring by a count: (at least, VP), the highest reached pays
    "brodie": ((3, 5), (4, 8)),
    "grant": ((5, 5), (6, 8)),
    "macpherson": ((2, 5), (3, 8)),
    "oliphant": ((9, 5), (12, 8)),
    "sutherland": ((4, 5), (6, 8)),
}
SCOTS_SUPPLY = 10


def player(state: dict, seat: int) -> dict:
    return state["players"][seat]


def supply_scotsmen(state: dict, seat: int) -> int:
    """Scotsmen not yet on the board: 10, less the rondel piece and those in the land (or paid
    away: a Scotsman paid as a cost returns to the supply)."""
    p = player(state, seat)
    return SCOTS_SUPPLY - 1 - terr.scotsmen(p["land"]) - p["scots_away"]


def gain_vp(state: dict, seat: int, amount: int, why: str, events: list) -> None:
    """VP during a turn from one source; the chronicles see it (moment `vp_gain`, ctx {"vp", "why"}:
    chronicle 8's Sybil McSponge takes 1 of 6 or more)."""
    from .chronicles import react

    if amount:
        player(state, seat)["vp"] += amount
        events.append({"type": "vp", "seat": seat, "vp": amount, "why": why})
        react(state, seat, "vp_gain", {"vp": amount, "why": why}, None, events)


# --- one-time effects of a tile ----------------------------------------------------------------

def once_ops(tile_id: str, cell: str | None) -> list[dict]:
    ops = []
    for effect in TILES[tile_id].get("once", []):
        kind = effect["kind"]
        if kind == "scotsman":
            ops.append({"op": "scotsman", "cell": cell})
        elif kind == "landmark":
            ops.append({"op": "landmark", "card": TILES[tile_id]["landmark"], "cell": cell})
        elif kind == "whisky":
            ops.append({"op": "whisky", "n": 1})
        elif kind == "coin":
            ops.append({"op": "coins", "n": effect.get("n", 1)})
        elif kind == "vp":
            ops.append({"op": "vp", "n": effect["n"], "why": "tile"})
        elif kind == "any_resource":
            ops.append({"op": "resource", "cell": cell})
        elif kind == "clan_marker":
            ops.append({"op": "clan"})
        else:  # a chronicle's one-time effect
            ops.append({"op": kind, "cell": cell})
    return ops


# --- landmark cards (appendix 1) ------------------------------------------------------------------

def landmark_ops(card: str, cell: str | None) -> list[dict]:
    """A landmark card's immediate part, done before the tile activates."""
    if card == "donan_castle":
        return [{"op": "clan"}]
    if card == "duart_castle":
        return [{"op": "clan"}, {"op": "coins", "n": 1}]
    if card == "loch_lochy":
        return [{"op": "resource", "cell": cell}, {"op": "resource", "cell": cell}]
    if card == "castle_of_mey":
        return [{"op": "activate_all"}]
    if card == "loch_morar":
        return [{"op": "remove", "left": 2, "may_self": True}]
    if card == "loch_shiel":
        return [{"op": "scotsman", "cell": cell}, {"op": "whisky", "n": 1}]
    if card == "castle_stalker":
        return [{"op": "coins", "n": 3}]
    if card == "inverness":
        return [{"op": "put", "cell": cell, "res": "barley"}, {"op": "whisky", "n": 1}]
    return []  # ongoing or end-game cards act elsewhere (Loch Ness, Castle Moil, Armadale)


# --- clans (appendix 2) -----------------------------------------------------------------------------

def clan_ops(state: dict, seat: int, field: str) -> list[dict]:
    p = player(state, seat)
    land = p["land"]
    if field in SCORE_STEPS:
        value = {
            "brodie": sum(1 for c in land if terr.top(land, c)["type"] == "village"),
            "grant": sum(1 for spot in land.values() if spot["scots"]),
            "macpherson": sum(1 for spot in land.values() for t in spot["tiles"] if TILES[t].get("expansion")),
            "oliphant": p["coins"],
            "sutherland": sum(1 for c in land if terr.river(land, c)),
        }[field]
        vp = max((points for least, points in SCORE_STEPS[field] if value >= least), default=0)
        return [{"op": "vp", "n": vp, "why": field}] if vp else []
    return {
        "cameron": [{"op": "extra", "types": ["trade"]}, {"op": "moves", "n": 3}],
        "chisholm": [{"op": "put_any", "res": "barley"}, {"op": "scotsman_any"}],
        "douglas": [{"op": "vp", "n": 3, "why": "douglas"}],
        "gunn": [{"op": "put_any", "res": "sheep"}, {"op": "put_any", "res": "cattle"}],
        "macdonald": [{"op": "put_any", "res": "stone"}, {"op": "put_any", "res": "wood"}],
        "macdonell": [{"op": "extra", "types": ["material"]}, {"op": "extra", "types": ["whisky"]}],
        "maclean": [{"op": "extra", "types": ["animal"]}, {"op": "extra", "types": ["whisky"]}],
        "macleod": [{"op": "coins", "n": 3}],
        "macmillan": [{"op": "remove", "left": 1, "may_self": True, "must": True}],
        "mckay": [{"op": "hume"}],
        "mckenzie": [{"op": "put_any", "res": "barley"}, {"op": "whisky", "n": 1}],
        "mckinnon": [{"op": "scotsman_any"}, {"op": "coins", "n": 2}],
        "munro": [{"op": "munro"}],
        "ross": [{"op": "scotsman_any"}, {"op": "scotsman_any"}],
    }.get(field, [])  # MacGregor, Mackintosh, MacLachlan, Sinclair: ongoing


def has_clan(state: dict, seat: int, field: str) -> bool:
    return seat in state["clans"].get(field, [])


# --- activation ------------------------------------------------------------------------------------

def activation_options(state: dict, seat: int, cell: str, owner: int | None = None) -> list[dict]:
    """Ways to activate the tile at `cell` now (one per alternative and choice of payment). The
    tile lies in the land of `owner` (another player's, for an effect that activates it: chronicle 6,
    Donan Castle's event); `seat` pays and gains."""
    land = player(state, seat if owner is None else owner)["land"]
    tile = terr.top(land, cell)
    out = []
    sinclair = tile["type"] == "trade" and has_clan(state, seat, "sinclair")
    for alt, effects in enumerate(tile.get("activation", [])):
        kinds = {effect["kind"] for effect in effects}
        for choice in _choices(effects):
            if affordable(state, seat, _cost_of(effects, choice)):
                out.append({"type": "activate", "cell": cell, "alt": alt, **choice})
            if sinclair:
                # Sinclair: once per trade activation, one resource of the cost paid with a coin — which
                # may be what makes the trade payable at all
                for res in sorted(_cost_of(effects, choice)):
                    if res in RESOURCES:
                        variant = dict(choice, coin_for=res)
                        if affordable(state, seat, _cost_of(effects, variant)):
                            out.append({"type": "activate", "cell": cell, "alt": alt, **variant})
        if "distill" in kinds and has_clan(state, seat, "macgregor"):
            # MacGregor: 3 VP instead of the cask, without paying the barley
            out.append({"type": "activate", "cell": cell, "alt": alt, "macgregor": True})
    return out


def _choices(effects: list[dict]) -> list[dict]:
    """Choice fields for one alternative: the resource to produce, the resources to pay (whether
    they can be paid is checked by the caller)."""
    choices: list[dict] = [{}]
    for effect in effects:
        kind = effect["kind"]
        if kind == "produce_any":
            choices = [dict(c, res=res) for c in choices for res in RESOURCES]
        elif kind in ("trade_different", "trade_any"):
            choices = [dict(c, pay=list(pay)) for c in choices for pay in _payments(effect)]
        elif kind == "clan_for_resource":
            choices = [dict(c, pay=[res]) for c in choices for res in RESOURCES]
    return choices


def _payments(effect: dict) -> list[tuple]:
    from itertools import combinations, combinations_with_replacement

    if effect["kind"] == "trade_different":
        return list(combinations(RESOURCES, effect["n"]))
    return list(combinations_with_replacement(RESOURCES, effect["n"]))


def _cost_of(effects: list[dict], choice: dict) -> dict:
    cost: dict[str, int] = {}
    if choice.get("macgregor"):
        effects = [e for e in effects if e["kind"] != "distill"]
    for effect in effects:
        kind = effect["kind"]
        if kind == "trade":
            for item, n in effect["pay"].items():
                cost[item] = cost.get(item, 0) + n
        elif kind in ("trade_different", "trade_any", "clan_for_resource"):
            for res in choice.get("pay", []):
                cost[res] = cost.get(res, 0) + 1
        elif kind == "distill":  # 1 barley, unless the tile prints its own input
            for item, n in effect.get("pay", {"barley": 1}).items():
                cost[item] = cost.get(item, 0) + n
        elif "pay" in effect:  # a chronicle's activation with a printed input (the haggis: 1 sheep)
            for item, n in effect["pay"].items():
                cost[item] = cost.get(item, 0) + n
    swap = choice.get("coin_for")
    if swap and cost.get(swap):
        cost[swap] -= 1
        if not cost[swap]:
            del cost[swap]
        cost["coins"] = cost.get("coins", 0) + 1
    return cost


def affordable(state: dict, seat: int, cost: dict) -> bool:
    """Whether the player can pay: coins, whisky and Scotsmen from what they own; resources from
    their tiles, the shortfall bought at the market (only ever to pay at once)."""
    from . import market

    p = player(state, seat)
    have = terr.resources(p["land"])
    coins = p["coins"] - cost.get("coins", 0)
    if coins < 0 or p["whisky"] < cost.get("whisky", 0) or terr.scotsmen(p["land"]) < cost.get("scotsman", 0):
        return False
    for res in RESOURCES:
        short = cost.get(res, 0) - have.get(res, 0)
        if short > 0:
            price = market.cost_to_buy(state["market"], res, short)
            if price is None or price > coins:
                return False
            coins -= price
    return True


def units(cost: dict) -> list[str]:
    """The resource units of a cost, one entry each, in `RESOURCES` order: what a payment plan names
    a source for (coins, whisky and Scotsmen are paid as they are)."""
    return [res for res in RESOURCES for _ in range(cost.get(res, 0))]


def payment_choice(state: dict, seat: int, cost: dict) -> bool:
    """Whether paying `cost` leaves the player a choice the default does not make for them (D1):
    one resource held on several tiles and not all of it paid, or a resource they hold that the
    market could sell them instead, with the coins for it. The default (`pay` without a plan) needs
    no question; this says when the alternative "choose which tiles pay" is worth offering."""
    from . import market

    p = player(state, seat)
    land = p["land"]
    have = terr.resources(land)
    coins = p["coins"] - cost.get("coins", 0)
    for res in RESOURCES:  # what the default payment spends at the market
        short = cost.get(res, 0) - have.get(res, 0)
        if short > 0:
            coins -= market.cost_to_buy(state["market"], res, short) or 0
    for res in RESOURCES:
        need, held = cost.get(res, 0), have.get(res, 0)
        if not need or not held:
            continue
        if need < held and sum(1 for spot in land.values() if spot["res"].get(res)) > 1:
            return True
        short = max(0, need - held)
        more = market.cost_to_buy(state["market"], res, short + 1)
        if more is not None and more - (market.cost_to_buy(state["market"], res, short) or 0) <= coins:
            return True
    return False


def pay(state: dict, seat: int, cost: dict, events: list) -> None:
    """Pay a cost (affordable). Each resource unit comes from a tile of the player's or from the
    market: as the player chose (`state["pay_plan"]`, set for this one payment by the "choose which
    tiles pay" prompt: {"seat", "units", "sources"}, a source per unit — a cell or "market"), and
    for the units the plan does not name by default, own resources first, from the fullest tile,
    the shortfall bought at the market (D1). A plan that does not fit raises ValueError (the prompt
    offers only plans that fit)."""
    from . import market

    p = player(state, seat)
    plan = state.pop("pay_plan", None)
    due = units(cost)
    sources = list(plan["sources"]) if plan and plan["seat"] == seat and plan["units"] == due else []
    p["coins"] -= cost.get("coins", 0)
    p["whisky"] -= cost.get("whisky", 0)
    land = p["land"]
    for i, res in enumerate(due):
        source = sources[i] if i < len(sources) else None
        if source is None:
            source = "market" if not any(spot["res"].get(res) for spot in land.values()) else ""
        if source == "market":
            if market.buy_price(state["market"], res) is None:
                raise ValueError(f"the market has no {res} to sell")
            p["coins"] -= market.buy(state["market"], res)
            events.append({"type": "market_buy", "seat": seat, "res": res})
        elif source:
            terr.take_resource(land, res, source)
        else:
            terr.take_resource(land, res)
    if p["coins"] < 0 or p["whisky"] < 0:
        raise ValueError("a payment the player cannot afford")


def activation_ops(state: dict, seat: int, cell: str, action: dict, owner: int | None = None) -> list[dict]:
    """The ops of one activation (its cost is paid first by the caller); `owner` as above."""
    tile = terr.top(player(state, seat if owner is None else owner)["land"], cell)
    ops: list[dict] = []
    for effect in tile["activation"][action["alt"]]:
        kind = effect["kind"]
        if kind == "produce":
            ops += [{"op": "put", "cell": cell, "res": res} for res in effect["res"]]
        elif kind == "produce_any":
            ops.append({"op": "put", "cell": cell, "res": action["res"]})
        elif kind in ("trade", "trade_any"):
            ops.append({"op": "vp", "n": effect["vp"], "why": "trade"})
        elif kind == "trade_different":
            ops.append({"op": "vp", "n": effect["vp"], "why": "trade"})
        elif kind == "clan_for_resource":
            ops.append({"op": "clan"})
        elif kind == "distill":
            ops.append({"op": "vp", "n": 3, "why": "macgregor"} if action.get("macgregor") else {"op": "distill"})
        elif kind == "move":
            ops.append({"op": "moves", "n": effect["n"]})
        elif kind == "vp":
            ops.append({"op": "vp", "n": effect["n"], "why": "tile"})
        else:  # a chronicle's activation effect (its printed input, if any, is paid with the activation)
            ops.append({"op": kind, "cell": cell, "activation": True})
    return ops


def cost_of_activation(state: dict, seat: int, cell: str, action: dict, owner: int | None = None) -> dict:
    tile = terr.top(player(state, seat if owner is None else owner)["land"], cell)
    return _cost_of(tile["activation"][action["alt"]], action)


def run_ops_auto(state: dict, seat: int, op: dict, rng: Rng, events: list) -> bool:
    """Carry out an op that needs no decision; False if it needs one (the turn asks)."""
    p = player(state, seat)
    kind = op["op"]
    if kind == "coins":
        p["coins"] += op["n"]
    elif kind == "vp":
        gain_vp(state, seat, op["n"], op.get("why", ""), events)
    elif kind == "whisky":
        p["whisky"] += op["n"]
        events.append({"type": "whisky", "seat": seat, "n": op["n"]})
    elif kind == "put":
        if op["cell"] in p["land"]:
            terr.add_resource(p["land"], op["cell"], op["res"])
    elif kind == "scotsman":
        if op["cell"] in p["land"] and supply_scotsmen(state, seat) > 0:
            p["land"][op["cell"]]["scots"] += 1
    elif kind == "moves":
        state["turn"]["moves"] += op["n"]
    elif kind == "extra":
        state["turn"]["extra"].append(op["types"])
    elif kind == "activate_all":
        state["turn"]["allowed"] = sorted(p["land"])
    elif kind == "distill":
        p["whisky"] += 1
        events.append({"type": "whisky", "seat": seat, "n": 1})
    elif kind == "hume":
        if state["hume"] is None:
            state["hume"] = seat
            p["persons"].append(HUME)
    else:
        return False
    return True
