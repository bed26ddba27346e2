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

from . import hooks
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


def card_step(prompt: dict) -> bool:
    """Whether the step being carried out was added by an occupation (not a printed step)."""
    at = prompt["at"]
    return at < len(prompt["steps"]) and "card" in prompt["steps"][at]


def _note(prompt: dict, side: str, items: dict) -> None:
    """Write a printed step's payment or gain in the ledger; what a card's own steps pay or give
    is not part of the action's printed effect (Woodcutter, Laborer… read printed amounts)."""
    if card_step(prompt):
        return
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
    # a card's step and the fourth column's occupation are no effect of the space (p.9: "행동 칸에
    # 바이킹을 놓으려면 해당 칸의 효과를 하나 이상 사용해야 합니다"; the card is played "before or
    # just after" the action, p.21): counting the trailing card let every printed step be skipped, the
    # action end with nothing done and no vikings placed, and the player take the turn again
    return any(possible(state, prompt["seat"], later) for later in prompt["steps"][prompt["at"] + 1:]
               if "card" not in later and not later.get("bonus"))


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
            # a card's added step or the fourth column's occupation is not the space's own effect (p.9)
            prompt["used"] = prompt["used"] or ("card" not in step and not step.get("bonus"))
        if op.act(state, prompt, step, action, rng, events):
            next_step(prompt)
    if state["stack"][-1] is prompt:
        run(state, prompt, rng, events)


def fire_before(state: dict, prompt: dict, moment: str) -> bool:
    """Cards acting just before the current step: their steps go first (once per action).
    True if any were added."""
    fired = prompt.setdefault("fired", [])
    if moment in fired:
        return False
    fired.append(moment)
    found = hooks.hook_steps(state, prompt["seat"], moment, hooks.space_context(prompt))
    prompt["steps"][prompt["at"]:prompt["at"]] = found
    return bool(found)


def acted_space(prompt: dict) -> str | None:
    """The printed space whose action the prompt carries out (the imitated one, if any)."""
    return prompt.get("imitating") or prompt.get("space")


def next_step(prompt: dict, keep: tuple = ()) -> None:
    """On to the next step. The strips the action's printed mountain steps took from stay barred
    for its later mountain steps (M3a, M4b: each from another strip), whatever lies between."""
    prompt["at"] += 1
    prompt["sub"] = {key: prompt["sub"][key] for key in (*keep, "strips") if key in prompt["sub"]}


def run(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    """Carry out automatic steps until a decision is needed; mark the prompt done at the end.
    Stops early if a step opened another prompt on top (it resumes once that one is done)."""
    from .spaces import commit

    seat = prompt["seat"]
    if prompt.get("free") and not prompt.get("before_done"):  # a printed space used without vikings
        from .spaces import before_steps

        prompt["before_done"] = True
        before = before_steps(state, seat, acted_space(prompt), printed=False, placed=False)
        prompt["steps"][prompt["at"]:prompt["at"]] = before
    while state["stack"][-1] is prompt:
        if prompt["at"] >= len(prompt["steps"]):
            if (prompt["kind"] == "space" or prompt.get("free")) and not prompt.get("after_done"):
                prompt["after_done"] = True
                prompt["steps"] += hooks.after_space(state, prompt)
                continue
            prompt["done"] = True
            return
        step = prompt["steps"][prompt["at"]]
        op = OPS[step["op"]]
        if op.auto:
            if possible(state, seat, step, prompt["sub"]):
                commit(state, prompt, rng, events)
                prompt["used"] = prompt["used"] or "card" not in step
                op.auto(state, prompt, step, rng, events)
            next_step(prompt)
            continue
        if step["op"] == "dice" and "die" not in prompt["sub"]:
            commit(state, prompt, rng, events)
            prompt["used"] = True
            from . import dice  # loaded on first use: it calls back into this module

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
            if exchange_feasible(state, player, o)]


def _exchange_act(state, prompt, step, action, rng, events) -> bool:
    option = step["options"][action["n"]]
    if "ore" in option["pay"] and acted_space(prompt):
        hooks.react(state, prompt["seat"], "before_ore_craft", hooks.space_context(prompt), rng, events)
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


def _barred(prompt: dict, step: dict) -> list:
    """Strips this action's printed mountain steps already took from; a card's own mountain step
    (Craft Apprentice, Armed Fighter…) is an effect apart and may use any strip."""
    return [] if "card" in step else prompt["sub"].get("strips", [])


def takeable(strip: list, step: dict) -> int:
    """How many items the step may take from this strip: up to `take`, and when the step names
    what it may take (`only`, e.g. 164 Armed Fighter: stone or ore), only those from the front."""
    most = min(step["take"], len(strip))
    only = step.get("only")
    if only:
        most = next((k for k in range(most) if strip[k] not in only), most)
    return most


def _mountain_options(state, prompt, step) -> list[dict]:
    out = []
    barred = _barred(prompt, step)
    for i, strip in enumerate(state["strips"]):
        if state["strip_ids"][i] not in barred:
            out += [{"type": "take", "strip": i, "count": k} for k in range(1, takeable(strip, step) + 1)]
    return out


def take_from_strip(state: dict, prompt: dict, index: int, amount: int, rng: Rng, events: list) -> None:
    """Items come off a strip from its arrow end; a '2 silver' space is one item worth 2 silver;
    the strip leaves the game once empty (p.15). What the action's printed steps take is kept on
    the prompt (122 Mountain Guard counts its kinds)."""
    strip = state["strips"][index]
    taken, strip[:] = strip[:amount], strip[amount:]
    gain: dict = {}
    for item in taken:
        gain[item] = gain.get(item, 0) + (MOUNTAIN_SILVER if item == "silver" else 1)
    if not card_step(prompt):
        prompt.setdefault("taken", []).extend(taken)
    grant(state, prompt, gain, rng, events)
    ctx = dict(hooks.space_context(prompt), taken=taken, emptied=not strip)
    hooks.react(state, prompt["seat"], "mountain", ctx, rng, events)
    if not strip:
        del state["strips"][index]
        del state["strip_ids"][index]


def _mountain_act(state, prompt, step, action, rng, events) -> bool:
    if "card" not in step:
        prompt["sub"].setdefault("strips", []).append(state["strip_ids"][action["strip"]])
    take_from_strip(state, prompt, action["strip"], action["count"], rng, events)
    next_step(prompt)  # keeps the barred strips
    return False


def _mountain_possible(state, seat, step, sub) -> bool:
    barred = [] if "card" in step else sub.get("strips", ())
    return any(sid not in barred and takeable(strip, step)
               for sid, strip in zip(state["strip_ids"], state["strips"]))


OPS["mountain"] = Op(_mountain_possible, _mountain_options, _mountain_act)


def upgradable(player: dict, made: dict, steps: int) -> list[str]:
    """Goods in supply that can go up, not counting those this action already upgraded (a good is
    never upgraded twice by one action, p.16)."""
    return sorted(g for g, n in player["goods"].items() if n > made.get(g, 0) and upgrade_of(g, steps))


def _upgrade_choices(player: dict, step: dict, sub: dict) -> list[str]:
    """Goods this upgrade step may take: `goods` narrows the kinds (36 Ship's Cook: meat only),
    `pay` is the price of each upgrade (120 Middleman: 1 silver)."""
    if step.get("pay") and not can_pay(player, step["pay"]):
        return []
    goods = upgradable(player, sub.get("made", {}), step["steps"])
    if "goods" in step:
        goods = [g for g in goods if g in step["goods"]]
    if step.get("same") and sub.get("kind"):
        goods = [g for g in goods if g == sub["kind"]]
    return goods


def _upgrade_options(state, prompt, step) -> list[dict]:
    player = state["players"][prompt["seat"]]
    return [{"type": "upgrade", "good": g} for g in _upgrade_choices(player, step, prompt["sub"])]


def _upgrade_act(state, prompt, step, action, rng, events) -> bool:
    """One good up. The action's printed upgrades are counted and their results kept on the
    prompt (123 Oil Seller, 152 Merchant read them); a card's upgrade is not one of them."""
    good = action["good"]
    better = upgrade_of(good, step["steps"])
    if step.get("pay"):
        spend(state, prompt, step["pay"])
    spend(state, prompt, {good: 1})
    grant(state, prompt, {better: 1}, rng, events)
    sub = prompt["sub"]
    made = sub.setdefault("made", {})
    made[better] = made.get(better, 0) + 1
    sub["started"] = True
    sub["kind"] = good
    sub["count"] = sub.get("count", 0) + 1
    if "card" not in step:
        prompt["upgrades"] = prompt.get("upgrades", 0) + 1
        prompt.setdefault("made", []).append(better)
    ctx = dict(hooks.space_context(prompt), good=good, better=better)
    hooks.react(state, prompt["seat"], "upgraded", ctx, rng, events)
    return sub["count"] >= step["count"] or not _upgrade_options(state, prompt, step)


OPS["upgrade"] = Op(lambda s, seat, st, sub: bool(_upgrade_choices(s["players"][seat], st, sub)),
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
    hooks.react(state, prompt["seat"], "before_ore_craft", hooks.space_context(prompt), rng, events)
    spend(state, prompt, {"ore": 1})
    grant(state, prompt, {action["tile"]: 1}, rng, events)
    return True


OPS["forge"] = Op(lambda s, seat, st, sub: s["players"][seat]["ore"] >= 1, _forge_options, _forge_act, mandatory=True)


def explorable(state: dict, space: str, seat: int) -> list[str]:
    """Faces showing, unclaimed, that this exploration space reaches (p.19)."""
    faces = [slot["face"] for slot in state["explore"].values() if slot["owner"] is None]
    reach = [face for face in faces if BOARDS[face]["space"] == space]
    return sorted(hooks.modify(state, seat, "explorable", {"space": space, "faces": faces}, reach))


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
    _moment(state, prompt, "exploration", rng, events, board=action["board"])
    return True


def _moment(state: dict, prompt: dict, moment: str, rng: Rng, events: list, **extra) -> None:
    """Cards watching an action's own event (125 Scribe: each exploration, each emigration)."""
    hooks.react(state, prompt["seat"], moment, dict(hooks.space_context(prompt), **extra), rng, events)


OPS["explore"] = Op(lambda s, seat, st, sub: bool(explorable(s, st["space"], seat)),
                    lambda s, p, st: [{"type": "explore", "board": b} for b in explorable(s, st["space"], p["seat"])],
                    _explore_act, mandatory=True)


def emigration_cost(state: dict, seat: int, discount: int = 0) -> int:
    """The round number in silver (p.17), less any discount a card gives (never below 0)."""
    cost = hooks.modify(state, seat, "emigration_cost", {}, state["round"])
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
    prompt["emigrated"] = ship["kind"]  # which ship (12 Helmsman: a longship was used)
    events.append({"type": "emigrate", "seat": prompt["seat"], "ship": ship["kind"]})
    _moment(state, prompt, "emigration", rng, events, ship=ship["kind"])
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
    if action.get("pay"):
        spend(state, prompt, {action["pay"]: 1})
    sub = prompt["sub"]
    sub["started"] = True
    sub["count"] = sub.get("count", 0) + 1
    prompt["played"] = prompt.get("played", 0) + 1
    if step.get("bonus"):
        prompt["bonus_played"] = True
    if step.get("gain"):  # O1b: the silver comes with the occupation played
        grant(state, prompt, step["gain"], rng, events)
    hooks.play(state, prompt["seat"], action["card"], rng, events)
    return sub["count"] >= step["max"] or not state["players"][prompt["seat"]]["hand"]


OPS["play_occupations"] = Op(
    lambda s, seat, st, sub: bool(s["players"][seat]["hand"]) and (
        not st.get("pay") or any(can_pay(s["players"][seat], c) for c in st["pay"])),
    _play_options, _play_act)


def _dice_act(state, prompt, step, action, rng, events) -> bool:
    from . import dice

    return dice.act(state, prompt, action, rng, events)


def _dice_options(state, prompt, step) -> list[dict]:
    from . import dice

    return dice.options(state, prompt)


OPS["dice"] = Op(_always, _dice_options, _dice_act, mandatory=True)


def imitation_targets(state: dict, seat: int, space: str) -> list[str]:
    from .spaces import imitation_targets as targets

    return targets(state, seat, space)


def _imitate_act(state, prompt, step, action, rng, events) -> bool:
    """The imitated space's steps replace this one; cards acting before that action come first
    (the vikings were placed on the imitation space, not there)."""
    from .spaces import before_steps, space_steps

    at = prompt["at"]
    target = before_steps(state, prompt["seat"], action["space"], placed=False) + \
        space_steps(state, prompt["seat"], action["space"])
    prompt["imitating"] = action["space"]
    prompt["steps"] = prompt["steps"][:at] + target + prompt["steps"][at + 1:]
    events.append({"type": "imitate", "seat": prompt["seat"], "space": action["space"]})
    return False


OPS["imitate"] = Op(_always, lambda s, p, st: [{"type": "imitate", "space": t}
                                               for t in imitation_targets(s, p["seat"], p["space"])],
                    _imitate_act, mandatory=True, commits=False)
