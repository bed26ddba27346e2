"""The step machine: what an action space or an occupation does, carried out one step at a time.

A prompt of kind "space" (a viking action) or "steps" (an occupation's effect, an extra action
granted by a card) holds a list of steps and the index of the current one. Automatic steps run at
once; steps with a choice wait for the player's decision. Every step is "up to": the player may
skip one, except that a viking action must use at least one effect of its space (p.9: paying
counts as an effect). Until the first irreversible step of a viking action the player may cancel
and nothing has happened (spaces.py places the vikings at that moment).

Ops are looked up in `OPS`; occupations add their own (occupations/ops.py). Everything the player
pays and gains through a viking action's printed steps is written in the prompt's ledger, which
"each time" occupations read after the action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.rng import Rng

from . import dice
from .data_files import BOARDS, COMPONENTS, GOODS, SPECIALS
from .placement import new_board
from .supply import (
    animals,
    berth_free,
    can_deliver,
    can_pay,
    draw_occupation,
    draw_weapons,
    give,
    pay,
    ships_of,
    upgrade_of,
)

MOUNTAIN_SILVER = COMPONENTS["mountain_silver"]


@dataclass
class Op:
    """A kind of step. `auto` ops run without a decision; the others offer `options`."""
    possible: Callable[[dict, int, dict, dict], bool]
    options: Callable[[dict, dict, dict], list] | None = None
    act: Callable[..., bool] | None = None  # (state, prompt, step, action, rng, events) -> step finished
    auto: Callable[..., None] | None = None  # (state, prompt, step, rng, events)
    mandatory: bool = False  # once reached it must be chosen, unless the action already did something
    commits: bool = True  # choosing it places the vikings (a viking action can no longer be cancelled)


OPS: dict[str, Op] = {}


# --- the ledger ----------------------------------------------------------------------------------

def spend(state: dict, prompt: dict, cost: dict) -> None:
    pay(state, prompt["seat"], cost)
    _note(prompt, "paid", cost)


def grant(state: dict, prompt: dict, gain: dict, rng: Rng, events: list) -> None:
    give(state, prompt["seat"], gain, rng, events)
    _note(prompt, "gained", gain)


def _note(prompt: dict, side: str, items: dict) -> None:
    ledger = prompt["ledger"][side]
    for item, amount in items.items():
        if isinstance(amount, int):
            ledger[item] = ledger.get(item, 0) + amount
        else:
            ledger.setdefault(item, []).append(amount)


def new_prompt(kind: str, seat: int, steps: list[dict], **extra) -> dict:
    prompt = {"kind": kind, "seat": seat, "steps": steps, "at": 0, "committed": kind != "space",
              "used": kind != "space", "sub": {}, "ledger": {"paid": {}, "gained": {}}}
    prompt.update(extra)
    return prompt


# --- the machine ---------------------------------------------------------------------------------

def possible(state: dict, seat: int, step: dict, sub: dict | None = None) -> bool:
    return OPS[step["op"]].possible(state, seat, step, sub or {})


def options(state: dict, prompt: dict) -> list[dict]:
    step = prompt["steps"][prompt["at"]]
    op = OPS[step["op"]]
    out = list(op.options(state, prompt, step)) if op.options else []
    if may_stop(state, prompt):
        out.append({"type": "done" if prompt["sub"].get("started") else "skip"})
    if not prompt["committed"]:
        out.append({"type": "cancel"})
    return out


def may_stop(state: dict, prompt: dict) -> bool:
    """A step may be ended (or skipped) once the action has done something, or if a later step
    still can; a mandatory choice (which exchange, which board, the dice) cannot be skipped."""
    step = prompt["steps"][prompt["at"]]
    if step["op"] == "dice":
        return False
    if step.get("optional"):
        return True
    if OPS[step["op"]].mandatory:
        return prompt["used"]
    if prompt["used"] or prompt["sub"].get("started"):
        return True
    return any(possible(state, prompt["seat"], later) for later in prompt["steps"][prompt["at"] + 1:])


def act(state: dict, prompt: dict, action: dict, rng: Rng, events: list) -> None:
    """Apply one decision, then run on to the next decision (or the end)."""
    from .spaces import commit

    step = prompt["steps"][prompt["at"]]
    if action["type"] in ("skip", "done"):
        next_step(prompt)
    else:
        op = OPS[step["op"]]
        if op.commits:
            commit(state, prompt, rng, events)
            prompt["used"] = True
        if op.act(state, prompt, step, action, rng, events):
            next_step(prompt)
    if state["stack"][-1] is prompt:
        run(state, prompt, rng, events)


def fire_before(state: dict, prompt: dict, moment: str) -> bool:
    """Cards acting just before the current step: their steps go first (once per action).
    True if any were added."""
    from . import occupations

    fired = prompt.setdefault("fired", [])
    if moment in fired:
        return False
    fired.append(moment)
    found = occupations.hook_steps(state, prompt["seat"], moment, occupations.space_context(prompt))
    prompt["steps"][prompt["at"]:prompt["at"]] = found
    return bool(found)


def next_step(prompt: dict, keep: tuple = ()) -> None:
    prompt["at"] += 1
    prompt["sub"] = {key: prompt["sub"][key] for key in keep if key in prompt["sub"]}


def run(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    """Carry out automatic steps until a decision is needed; mark the prompt done at the end.
    Stops early if a step opened another prompt on top (it resumes once that one is done)."""
    from . import occupations
    from .spaces import commit

    seat = prompt["seat"]
    while state["stack"][-1] is prompt:
        if prompt["at"] >= len(prompt["steps"]):
            if prompt["kind"] == "space" and not prompt.get("after_done"):
                prompt["after_done"] = True
                prompt["steps"] += occupations.after_space(state, prompt)
                continue
            prompt["done"] = True
            return
        step = prompt["steps"][prompt["at"]]
        op = OPS[step["op"]]
        if op.auto:
            if possible(state, seat, step, prompt["sub"]):
                commit(state, prompt, rng, events)
                prompt["used"] = True
                op.auto(state, prompt, step, rng, events)
            next_step(prompt)
            continue
        if step["op"] == "dice" and "die" not in prompt["sub"]:
            commit(state, prompt, rng, events)
            prompt["used"] = True
            if dice.start(state, prompt, step, rng, events):
                next_step(prompt)
            continue
        if step["op"] == "trade" and not prompt["sub"].get("paid"):
            if state["players"][seat]["silver"] < 1:
                next_step(prompt)
                continue
            commit(state, prompt, rng, events)
            prompt["used"] = True
            if fire_before(state, prompt, "before_trade"):
                continue
            spend(state, prompt, {"silver": 1})
            prompt["sub"]["paid"] = prompt["sub"]["started"] = True
            continue
        if step.get("bonus") and (prompt.get("bonus_played") or not state["players"][seat]["hand"]):
            next_step(prompt)
            continue
        real = op.options(state, prompt, step)
        if not real:
            next_step(prompt)
            continue
        if step["op"] == "exchange" and len(real) == 1 and not may_stop(state, prompt):
            act(state, prompt, real[0], rng, events)
            return
        return


# --- the printed ops -----------------------------------------------------------------------------

def _always(state, seat, step, sub) -> bool:
    return True


def _auto_gain(state, prompt, step, rng, events) -> None:
    grant(state, prompt, step["gain"], rng, events)


def exchange_feasible(state: dict, player: dict, option: dict) -> bool:
    return can_pay(player, option["pay"]) and can_deliver(state, player, option["gain"])


def priced(state: dict, prompt: dict, option: dict) -> dict:
    """A printed exchange's option with the cost occupations change (Peddler, Patron, Master
    Bricklayer…); card effects pay what they say."""
    if prompt["kind"] != "space":
        return option
    from . import occupations

    ctx = occupations.space_context(prompt)
    return {"pay": occupations.modify(state, prompt["seat"], "cost", ctx, dict(option["pay"])), "gain": option["gain"]}


OPS["gain"] = Op(_always, auto=_auto_gain)
OPS["if_animal"] = Op(lambda s, seat, st, sub: animals(s["players"][seat], st["animal"]) > 0, auto=_auto_gain)
OPS["per_animal"] = Op(
    lambda s, seat, st, sub: animals(s["players"][seat], st["animal"]) > 0,
    auto=lambda s, p, st, rng, ev: grant(
        s, p, {st["good"]: min(st["max"], animals(s["players"][p["seat"]], st["animal"]))}, rng, ev))
OPS["wood_per_player"] = Op(_always, auto=lambda s, p, st, rng, ev: grant(s, p, {"wood": s["n"]}, rng, ev))
OPS["weapons"] = Op(_always, auto=lambda s, p, st, rng, ev: draw_weapons(s, p["seat"], st["count"], rng, ev))
OPS["draw_occupation"] = Op(_always, auto=lambda s, p, st, rng, ev: draw_occupation(s, p["seat"], rng, ev))


def _exchange_options(state, prompt, step) -> list[dict]:
    player = state["players"][prompt["seat"]]
    return [{"type": "option", "n": i} for i, o in enumerate(step["options"])
            if exchange_feasible(state, player, priced(state, prompt, o))]


def _exchange_act(state, prompt, step, action, rng, events) -> bool:
    option = priced(state, prompt, step["options"][action["n"]])
    if "ore" in option["pay"] and prompt.get("space"):
        from . import occupations

        occupations.react(state, prompt["seat"], "before_ore_craft", occupations.space_context(prompt), rng, events)
    spend(state, prompt, option["pay"])
    grant(state, prompt, option["gain"], rng, events)
    return True


OPS["exchange"] = Op(
    lambda s, seat, st, sub: any(exchange_feasible(s, s["players"][seat], o) for o in st["options"]),
    _exchange_options, _exchange_act, mandatory=True)
OPS["optional"] = Op(
    lambda s, seat, st, sub: exchange_feasible(s, s["players"][seat], {"pay": st["pay"], "gain": st["gain"]}),
    lambda s, p, st: [{"type": "option", "n": 0}] if exchange_feasible(
        s, s["players"][p["seat"]], {"pay": st["pay"], "gain": st["gain"]}) else [],
    lambda s, p, st, a, rng, ev: _exchange_act(s, p, {"options": [st]}, {"n": 0}, rng, ev))


def _choice_options(state, prompt, step) -> list[dict]:
    return [{"type": "option", "n": i} for i, alt in enumerate(step["alternatives"])
            if possible(state, prompt["seat"], alt[0])]


def _choice_act(state, prompt, step, action, rng, events) -> bool:
    at = prompt["at"]
    prompt["steps"] = prompt["steps"][:at] + step["alternatives"][action["n"]] + prompt["steps"][at + 1:]
    return False


OPS["choice"] = Op(lambda s, seat, st, sub: any(possible(s, seat, alt[0]) for alt in st["alternatives"]),
                   _choice_options, _choice_act, mandatory=True, commits=False)


def _mountain_options(state, prompt, step) -> list[dict]:
    out = []
    for i, strip in enumerate(state["strips"]):
        if state["strip_ids"][i] not in prompt["sub"].get("strips", ()):
            out += [{"type": "take", "strip": i, "count": k} for k in range(1, min(step["take"], len(strip)) + 1)]
    return out


def take_from_strip(state: dict, prompt: dict, index: int, amount: int, rng: Rng, events: list) -> None:
    """Items come off a strip from its arrow end; a '2 silver' space is one item worth 2 silver;
    the strip leaves the game once empty (p.15)."""
    from . import occupations

    strip = state["strips"][index]
    taken, strip[:] = strip[:amount], strip[amount:]
    gain: dict = {}
    for item in taken:
        gain[item] = gain.get(item, 0) + (MOUNTAIN_SILVER if item == "silver" else 1)
    grant(state, prompt, gain, rng, events)
    ctx = dict(occupations.space_context(prompt), taken=taken, emptied=not strip)
    occupations.react(state, prompt["seat"], "mountain", ctx, rng, events)
    if not strip:
        del state["strips"][index]
        del state["strip_ids"][index]


def _mountain_act(state, prompt, step, action, rng, events) -> bool:
    prompt["sub"].setdefault("strips", []).append(state["strip_ids"][action["strip"]])
    take_from_strip(state, prompt, action["strip"], action["count"], rng, events)
    strips = prompt["sub"]["strips"]
    next_step(prompt)
    prompt["sub"]["strips"] = strips
    return False


OPS["mountain"] = Op(lambda s, seat, st, sub: any(sid not in sub.get("strips", ()) for sid in s["strip_ids"]),
                     _mountain_options, _mountain_act)


def upgradable(player: dict, made: dict, steps: int) -> list[str]:
    """Goods in supply that can go up, not counting those this action already upgraded (a good is
    never upgraded twice by one action, p.16)."""
    return sorted(g for g, n in player["goods"].items() if n > made.get(g, 0) and upgrade_of(g, steps))


def _upgrade_options(state, prompt, step) -> list[dict]:
    player = state["players"][prompt["seat"]]
    goods = upgradable(player, prompt["sub"].get("made", {}), step["steps"])
    if step.get("same") and prompt["sub"].get("kind"):
        goods = [g for g in goods if g == prompt["sub"]["kind"]]
    return [{"type": "upgrade", "good": g} for g in goods]


def _upgrade_act(state, prompt, step, action, rng, events) -> bool:
    from . import occupations

    good = action["good"]
    better = upgrade_of(good, step["steps"])
    spend(state, prompt, {good: 1})
    grant(state, prompt, {better: 1}, rng, events)
    sub = prompt["sub"]
    made = sub.setdefault("made", {})
    made[better] = made.get(better, 0) + 1
    sub["started"] = True
    sub["kind"] = good
    sub["count"] = sub.get("count", 0) + 1
    prompt.setdefault("upgrades", 0)
    prompt["upgrades"] += 1
    ctx = dict(occupations.space_context(prompt), good=good, better=better)
    occupations.react(state, prompt["seat"], "upgraded", ctx, rng, events)
    return sub["count"] >= step["count"] or not _upgrade_options(state, prompt, step)


OPS["upgrade"] = Op(lambda s, seat, st, sub: bool(upgradable(s["players"][seat], sub.get("made", {}), st["steps"])),
                    _upgrade_options, _upgrade_act)


def trade_goods(player: dict, sub: dict) -> list[str]:
    """Green goods in supply, one of each kind per overseas trade (p.17)."""
    return sorted(g for g in player["goods"] if GOODS[g]["color"] == "green" and g not in sub.get("done", ()))


def _trade_act(state, prompt, step, action, rng, events) -> bool:
    good = action["good"]
    spend(state, prompt, {good: 1})
    grant(state, prompt, {GOODS[good]["up"]: 1}, rng, events)
    prompt["sub"].setdefault("done", []).append(good)
    return not trade_goods(state["players"][prompt["seat"]], prompt["sub"])


OPS["trade"] = Op(lambda s, seat, st, sub: s["players"][seat]["silver"] >= 1 or sub.get("paid", False),
                  lambda s, p, st: [{"type": "upgrade", "good": g} for g in trade_goods(s["players"][p["seat"]], p["sub"])],
                  _trade_act)


def sale_options(state: dict, player: dict, sub: dict, limit: int = 2) -> list[str]:
    if len(sub.get("bought", ())) >= limit:
        return []
    return [t for t in state["specials"] if SPECIALS[t]["price"] is not None and SPECIALS[t]["price"] <= player["silver"]]


def _sale_act(state, prompt, step, action, rng, events) -> bool:
    tile = action["tile"]
    spend(state, prompt, {"silver": SPECIALS[tile]["price"]})
    grant(state, prompt, {tile: 1}, rng, events)
    prompt["sub"].setdefault("bought", []).append(tile)
    prompt["sub"]["started"] = True
    return not sale_options(state, state["players"][prompt["seat"]], prompt["sub"], step["count"])


OPS["special_sale"] = Op(
    lambda s, seat, st, sub: bool(sale_options(s, s["players"][seat], sub, st["count"])),
    lambda s, p, st: [{"type": "buy_special", "tile": t}
                      for t in sale_options(s, s["players"][p["seat"]], p["sub"], st["count"])],
    _sale_act)


def _forge_options(state, prompt, step) -> list[dict]:
    if state["players"][prompt["seat"]]["ore"] < 1:
        return []
    tiles = [t for t in state["specials"] if SPECIALS[t]["forge"]]
    return [{"type": "forge", "tile": t} for t in [*tiles, "jewelry"]]


def _forge_act(state, prompt, step, action, rng, events) -> bool:
    from . import occupations

    occupations.react(state, prompt["seat"], "before_ore_craft", occupations.space_context(prompt), rng, events)
    spend(state, prompt, {"ore": 1})
    grant(state, prompt, {action["tile"]: 1}, rng, events)
    return True


OPS["forge"] = Op(lambda s, seat, st, sub: s["players"][seat]["ore"] >= 1, _forge_options, _forge_act, mandatory=True)


def explorable(state: dict, space: str, seat: int) -> list[str]:
    """Faces showing, unclaimed, that this exploration space reaches (p.19)."""
    from . import occupations

    faces = [slot["face"] for slot in state["explore"].values() if slot["owner"] is None]
    reach = [face for face in faces if BOARDS[face]["space"] == space]
    return sorted(occupations.modify(state, seat, "explorable", {"space": space, "faces": faces}, reach))


def _explore_act(state, prompt, step, action, rng, events) -> bool:
    """Take the board (and any silver on it) and lay it beside the home board (p.19)."""
    player = state["players"][prompt["seat"]]
    slot = next(s for s in state["explore"].values() if s["face"] == action["board"])
    slot["owner"] = prompt["seat"]
    explored = sum(1 for b in player["boards"] if BOARDS[b["id"]]["kind"] == "exploration")
    player["boards"].insert(1 + explored, new_board(action["board"]))
    silver, slot["silver"] = slot["silver"], 0
    player["silver"] += silver
    events.append({"type": "explore", "seat": prompt["seat"], "board": action["board"], "silver": silver})
    return True


OPS["explore"] = Op(lambda s, seat, st, sub: bool(explorable(s, st["space"], seat)),
                    lambda s, p, st: [{"type": "explore", "board": b} for b in explorable(s, st["space"], p["seat"])],
                    _explore_act, mandatory=True)


def emigration_cost(state: dict, seat: int, discount: int = 0) -> int:
    """The round number in silver (p.17), less any discount a card gives (never below 0)."""
    from . import occupations

    cost = occupations.modify(state, seat, "emigration_cost", {}, state["round"])
    return max(0, cost - discount)


def emigration_options(state: dict, seat: int, discount: int = 0) -> list[dict]:
    """Large ships that could emigrate now (the table must have room)."""
    from .banquet import TABLE

    player = state["players"][seat]
    if len(player["emigrated"]) >= TABLE or player["silver"] < emigration_cost(state, seat, discount):
        return []
    out = []
    for ship in ships_of(player, "knarr", "longship"):
        option = {"type": "emigrate", "ship": ship["kind"], "ore": ship["ore"]}
        if option not in out:
            out.append(option)
    return out


def _emigrate_act(state, prompt, step, action, rng, events) -> bool:
    """Pay the round in silver; the ship turns over onto the leftmost free table space; ore on it
    goes back to the supply (p.17)."""
    player = state["players"][prompt["seat"]]
    spend(state, prompt, {"silver": emigration_cost(state, prompt["seat"], step.get("discount", 0))})
    ship = next(s for s in player["ships"] if s["kind"] == action["ship"] and s["ore"] == action["ore"])
    player["ships"].remove(ship)
    player["emigrated"].append(ship["kind"])
    prompt["emigrated"] = True
    events.append({"type": "emigrate", "seat": prompt["seat"], "ship": ship["kind"]})
    return True


OPS["emigrate"] = Op(lambda s, seat, st, sub: bool(emigration_options(s, seat, st.get("discount", 0))),
                     lambda s, p, st: emigration_options(s, p["seat"], st.get("discount", 0)), _emigrate_act)


def _swap_options(state, prompt, step) -> list[dict]:
    player = state["players"][prompt["seat"]]
    if not berth_free(player, "knarr"):
        return []
    out = []
    for ship in ships_of(player, "whaling_boat"):
        if {"type": "swap", "ore": ship["ore"]} not in out:
            out.append({"type": "swap", "ore": ship["ore"]})
    return out


def _swap_act(state, prompt, step, action, rng, events) -> bool:
    player = state["players"][prompt["seat"]]
    ship = next(s for s in ships_of(player, "whaling_boat") if s["ore"] == action["ore"])
    player["ships"].remove(ship)  # its ore goes back to the supply (p.15 *)
    grant(state, prompt, {"ship": "knarr"}, rng, events)
    return True


OPS["swap_whaling_for_knarr"] = Op(
    lambda s, seat, st, sub: bool(ships_of(s["players"][seat], "whaling_boat")) and berth_free(s["players"][seat], "knarr"),
    _swap_options, _swap_act)


def _play_options(state, prompt, step) -> list[dict]:
    player = state["players"][prompt["seat"]]
    out = []
    for card in sorted(player["hand"]):
        for cost in step.get("pay") or [None]:
            if cost is None:
                out.append({"type": "play", "card": card})
            elif can_pay(player, cost):
                out.append({"type": "play", "card": card, "pay": next(iter(cost))})
    return out


def _play_act(state, prompt, step, action, rng, events) -> bool:
    from . import occupations

    if action.get("pay"):
        spend(state, prompt, {action["pay"]: 1})
    sub = prompt["sub"]
    sub["started"] = True
    sub["count"] = sub.get("count", 0) + 1
    prompt["played"] = prompt.get("played", 0) + 1
    if step.get("bonus"):
        prompt["bonus_played"] = True
    occupations.play(state, prompt["seat"], action["card"], rng, events)
    return sub["count"] >= step["max"] or not state["players"][prompt["seat"]]["hand"]


OPS["play_occupations"] = Op(
    lambda s, seat, st, sub: bool(s["players"][seat]["hand"]) and (
        not st.get("pay") or any(can_pay(s["players"][seat], c) for c in st["pay"])),
    _play_options, _play_act)


def _dice_act(state, prompt, step, action, rng, events) -> bool:
    return dice.act(state, prompt, action, rng, events)


OPS["dice"] = Op(_always, lambda s, p, st: dice.options(s, p), _dice_act, mandatory=True)


def imitation_targets(state: dict, seat: int, space: str) -> list[str]:
    from .spaces import imitation_targets as targets

    return targets(state, seat, space)


def _imitate_act(state, prompt, step, action, rng, events) -> bool:
    at = prompt["at"]
    from .spaces import space_steps

    target = space_steps(state, prompt["seat"], action["space"])
    prompt["imitating"] = action["space"]
    prompt["steps"] = prompt["steps"][:at] + target + prompt["steps"][at + 1:]
    events.append({"type": "imitate", "seat": prompt["seat"], "space": action["space"]})
    return False


OPS["imitate"] = Op(_always, lambda s, p, st: [{"type": "imitate", "space": t}
                                               for t in imitation_targets(s, p["seat"], p["space"])],
                    _imitate_act, mandatory=True, commits=False)
