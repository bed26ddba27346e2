"""Viking actions: placing on a space and carrying out its printed steps (rulebook pp.9, 14-21).

A space's effect is a list of steps from `data/actions.json`. Automatic steps run at once;
steps with a choice wait for the player. Until the first irreversible step the player may cancel
and nothing has happened; vikings are placed at that moment. Every step is "up to": a player may
skip one, but must use at least one effect of the space (p.9: paying counts as an effect).
"""

from __future__ import annotations

from core.rng import Rng

from . import dice
from .data_files import BOARDS, COMPONENTS, GOODS, SPACES, SPECIALS
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

IMITATION_COLUMN = {"IM1": 1, "IM2": 2, "IM3": 3, "IM4": 4}


def column(space: str) -> int:
    return IMITATION_COLUMN.get(space) or SPACES[space]["col"]


# --- can a space be used? ----------------------------------------------------------------------

def requirement_met(player: dict, space: str) -> bool:
    need = SPACES[space].get("requires")
    if not need:
        return True
    return len(ships_of(player, *need["ship"])) >= need.get("count", 1)


def usable(state: dict, seat: int, space: str) -> bool:
    """Free, enough vikings at the Thing, the ship it needs, and at least one effect possible."""
    player = state["players"][seat]
    if space in state["occupied"] or player["thing"] < column(space):
        return False
    if space in IMITATION_COLUMN:
        return bool(imitation_targets(state, seat, space))
    return requirement_met(player, space) and any(step_possible(state, seat, step, {}) for step in SPACES[space]["steps"])


def imitation_targets(state: dict, seat: int, space: str) -> list[str]:
    """Printed spaces of the same column another player used this round (p.20)."""
    col = IMITATION_COLUMN[space]
    return sorted(
        target for target, spot in state["occupied"].items()
        if target in SPACES and SPACES[target]["col"] == col and spot["seat"] != seat
        and requirement_met(state["players"][seat], target)
        and any(step_possible(state, seat, step, {}) for step in SPACES[target]["steps"])
    )


def step_possible(state: dict, seat: int, step: dict, sub: dict) -> bool:
    player = state["players"][seat]
    op = step["op"]
    if op in ("gain", "wood_per_player", "weapons", "draw_occupation", "dice"):
        return True
    if op == "exchange":
        return any(can_pay(player, o["pay"]) and can_deliver(state, player, o["gain"]) for o in step["options"])
    if op == "optional":
        return can_pay(player, step["pay"])
    if op in ("if_animal", "per_animal"):
        return animals(player, step["animal"]) > 0
    if op == "mountain":
        return any(sid not in sub.get("strips", ()) for sid in state["strip_ids"])
    if op == "upgrade":
        return bool(upgradable(player, sub.get("made", {}), step["steps"]))
    if op == "trade":
        return player["silver"] >= 1
    if op == "special_sale":
        return bool(sale_options(state, player, sub))
    if op == "forge":
        return player["ore"] >= 1
    if op == "explore":
        return bool(explorable(state, step.get("space", ""), player))
    if op == "emigrate":
        return bool(emigration_ships(state, player))
    if op == "swap_whaling_for_knarr":
        return bool(ships_of(player, "whaling_boat")) and berth_free(player, "knarr")
    if op == "play_occupations":
        return bool(player["hand"]) and (not step.get("pay") or any(can_pay(player, c) for c in step["pay"]))
    if op == "choice":
        return any(step_possible(state, seat, alt[0], {}) for alt in step["alternatives"])
    raise ValueError(f"unknown step {op!r}")


def upgradable(player: dict, made: dict, steps: int) -> list[str]:
    """Goods in supply that can go up, not counting those this action already upgraded (a good is
    never upgraded twice by one action, p.16)."""
    return sorted(g for g, n in player["goods"].items() if n > made.get(g, 0) and upgrade_of(g, steps))


def sale_options(state: dict, player: dict, sub: dict) -> list[str]:
    if len(sub.get("bought", ())) >= 2:
        return []
    return [t for t in state["specials"] if SPECIALS[t]["price"] is not None and SPECIALS[t]["price"] <= player["silver"]]


def explorable(state: dict, space: str, player: dict) -> list[str]:
    """Faces showing, unclaimed, that this exploration space reaches (p.19)."""
    return sorted(slot["face"] for slot in state["explore"].values()
                  if slot["owner"] is None and BOARDS[slot["face"]]["space"] == space)


def emigration_ships(state: dict, player: dict) -> list[dict]:
    """Large ships that could emigrate now (pay the round in silver; the table must have room)."""
    from .banquet import TABLE

    if len(player["emigrated"]) >= TABLE or player["silver"] < emigration_cost(state, player):
        return []
    out = []
    for ship in ships_of(player, "knarr", "longship"):
        option = {"type": "emigrate", "ship": ship["kind"], "ore": ship["ore"]}
        if option not in out:
            out.append(option)
    return out


def emigration_cost(state: dict, player: dict) -> int:
    return state["round"]


# --- resolving -----------------------------------------------------------------------------------

def open_space(state: dict, seat: int, space: str, rng: Rng, events: list) -> dict:
    """Start resolving a space. A fourth-column space lets the player play an occupation from hand
    just before or right after its action (p.21); a third-column space draws one first."""
    if space in IMITATION_COLUMN:
        steps = [{"op": "imitate"}]
    else:
        steps = _with_space(SPACES[space]["steps"], space)
    if column(space) == 4:
        bonus = {"op": "play_occupations", "max": 1, "bonus": True, "optional": True}
        steps = [bonus, *steps, bonus]
    prompt = {"kind": "space", "seat": seat, "space": space, "steps": steps, "at": 0,
              "committed": False, "used": False, "sub": {}}
    if column(space) == 3:
        commit(state, prompt, rng, events)
    return prompt


def _with_space(steps: list[dict], space: str) -> list[dict]:
    return [dict(step, space=space) if step["op"] == "explore" else step for step in steps]


def commit(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    """Place the vikings: from here on the action cannot be taken back. A third-column space
    first draws an occupation (p.21)."""
    if prompt["committed"]:
        return
    prompt["committed"] = True
    seat = prompt["seat"]
    col = column(prompt["space"])
    state["players"][seat]["thing"] -= col
    state["occupied"][prompt["space"]] = {"seat": seat, "vikings": col, "round": state["round"]}
    state["last_placer"] = seat
    events.append({"type": "place_vikings", "seat": seat, "space": prompt["space"], "vikings": col})
    if col == 3:
        draw_occupation(state, seat, events)


def options(state: dict, prompt: dict) -> list[dict]:
    """The legal decisions of a space prompt."""
    seat = prompt["seat"]
    player = state["players"][seat]
    step = prompt["steps"][prompt["at"]]
    sub = prompt["sub"]
    op = step["op"]
    out: list[dict] = []
    if op == "exchange":
        out = [{"type": "option", "n": i} for i, o in enumerate(step["options"])
               if can_pay(player, o["pay"]) and can_deliver(state, player, o["gain"])]
    elif op == "optional":
        out = [{"type": "option", "n": 0}]
    elif op == "choice":
        out = [{"type": "option", "n": i} for i, alt in enumerate(step["alternatives"])
               if step_possible(state, seat, alt[0], {})]
    elif op == "imitate":
        out = [{"type": "imitate", "space": t} for t in imitation_targets(state, seat, prompt["space"])]
    elif op == "mountain":
        for i, strip in enumerate(state["strips"]):
            if state["strip_ids"][i] not in sub.get("strips", ()):
                out += [{"type": "take", "strip": i, "count": k} for k in range(1, min(step["take"], len(strip)) + 1)]
    elif op == "upgrade":
        out = [{"type": "upgrade", "good": g} for g in upgradable(player, sub.get("made", {}), step["steps"])]
    elif op == "trade":
        out = [{"type": "upgrade", "good": g} for g in trade_goods(player, sub)]
    elif op == "special_sale":
        out = [{"type": "buy_special", "tile": t} for t in sale_options(state, player, sub)]
    elif op == "forge":
        out = [{"type": "forge", "tile": t} for t in state["specials"] if SPECIALS[t]["forge"]]
        out.append({"type": "forge", "tile": "jewelry"})
    elif op == "explore":
        out = [{"type": "explore", "board": b} for b in explorable(state, step["space"], player)]
    elif op == "emigrate":
        out = emigration_ships(state, player)
    elif op == "swap_whaling_for_knarr":
        seen = []
        for ship in ships_of(player, "whaling_boat"):
            if ship["ore"] not in seen:
                seen.append(ship["ore"])
                out.append({"type": "swap", "ore": ship["ore"]})
    elif op == "play_occupations":
        pays = step.get("pay") or [None]
        for card in sorted(player["hand"]):
            for cost in pays:
                if cost is None:
                    out.append({"type": "play", "card": card})
                elif can_pay(player, cost):
                    out.append({"type": "play", "card": card, "pay": next(iter(cost))})
    elif op == "dice":
        return dice.options(state, prompt)
    if _may_stop(state, prompt):
        out.append({"type": "done" if sub.get("started") else "skip"})
    if not prompt["committed"]:
        out.append({"type": "cancel"})
    return out


def _may_stop(state: dict, prompt: dict) -> bool:
    """A step may be ended (or skipped) once the space has been used, or if a later step can still be."""
    step = prompt["steps"][prompt["at"]]
    if step.get("optional"):
        return True
    if step["op"] in ("exchange", "choice", "imitate", "dice", "forge", "explore"):
        return prompt["used"] and step["op"] not in ("dice",)
    if prompt["used"] or prompt["sub"].get("started"):
        return True
    return any(step_possible(state, prompt["seat"], later, {}) for later in prompt["steps"][prompt["at"] + 1:])


def act(state: dict, prompt: dict, action: dict, rng: Rng, events: list) -> None:
    """Apply one decision inside a space, then run on to the next decision (or the end)."""
    seat = prompt["seat"]
    player = state["players"][seat]
    step = prompt["steps"][prompt["at"]]
    sub = prompt["sub"]
    kind = action["type"]
    op = step["op"]
    if kind in ("skip", "done"):
        _next_step(prompt)
    elif op == "imitate":
        prompt["imitating"] = action["space"]
        target = _with_space(SPACES[action["space"]]["steps"], action["space"])
        prompt["steps"] = prompt["steps"][:prompt["at"]] + target + prompt["steps"][prompt["at"] + 1:]
        events.append({"type": "imitate", "seat": seat, "space": action["space"]})
    elif op == "choice":
        chosen = step["alternatives"][action["n"]]
        prompt["steps"] = prompt["steps"][:prompt["at"]] + chosen + prompt["steps"][prompt["at"] + 1:]
    else:
        commit(state, prompt, rng, events)
        prompt["used"] = True
        _ACTS[op](state, seat, player, step, sub, action, rng, events, prompt)
    run(state, prompt, rng, events)


def _act_exchange(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    option = step["options"][action["n"]]
    pay(state, seat, option["pay"])
    give(state, seat, option["gain"], rng, events)
    _next_step(prompt)


def _act_optional(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    pay(state, seat, step["pay"])
    give(state, seat, step["gain"], rng, events)
    _next_step(prompt)


def _act_mountain(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    """Items come off a strip from its arrow end; a '2 silver' space is one item worth 2 silver;
    the strip leaves the game once empty (p.15)."""
    index = action["strip"]
    strip = state["strips"][index]
    taken, strip[:] = strip[:action["count"]], strip[action["count"]:]
    gain: dict = {}
    for item in taken:
        gain[item] = gain.get(item, 0) + (MOUNTAIN_SILVER if item == "silver" else 1)
    give(state, seat, gain, rng, events)
    sub.setdefault("strips", []).append(state["strip_ids"][index])
    if not strip:
        del state["strips"][index]
        del state["strip_ids"][index]
    _next_step(prompt, keep=("strips",))


def _act_upgrade(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    good = action["good"]
    better = upgrade_of(good, step["steps"])
    pay(state, seat, {good: 1})
    give(state, seat, {better: 1}, rng, events)
    made = sub.setdefault("made", {})
    made[better] = made.get(better, 0) + 1
    sub["started"] = True
    sub["count"] = sub.get("count", 0) + 1
    if sub["count"] >= step["count"] or not upgradable(player, made, step["steps"]):
        _next_step(prompt)


def _act_trade(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    good = action["good"]
    pay(state, seat, {good: 1})
    give(state, seat, {GOODS[good]["up"]: 1}, rng, events)
    sub.setdefault("done", []).append(good)
    if not trade_goods(player, sub):
        _next_step(prompt)


def _act_sale(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    tile = action["tile"]
    pay(state, seat, {"silver": SPECIALS[tile]["price"]})
    give(state, seat, {tile: 1}, rng, events)
    sub.setdefault("bought", []).append(tile)
    sub["started"] = True
    if not sale_options(state, player, sub):
        _next_step(prompt)


def _act_forge(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    pay(state, seat, {"ore": 1})
    give(state, seat, {action["tile"]: 1}, rng, events)
    _next_step(prompt)


def _act_explore(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    """Take the board (and any silver on it) and lay it beside the home board (p.19)."""
    slot = next(s for s in state["explore"].values() if s["face"] == action["board"])
    slot["owner"] = seat
    explored = sum(1 for b in player["boards"] if BOARDS[b["id"]]["kind"] == "exploration")
    player["boards"].insert(1 + explored, new_board(action["board"]))
    silver, slot["silver"] = slot["silver"], 0
    player["silver"] += silver
    events.append({"type": "explore", "seat": seat, "board": action["board"], "silver": silver})
    _next_step(prompt)


def _act_emigrate(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    """Pay the round in silver; the ship turns over onto the leftmost free table space; ore on it
    goes back to the supply (p.17)."""
    pay(state, seat, {"silver": emigration_cost(state, player)})
    ship = next(s for s in player["ships"] if s["kind"] == action["ship"] and s["ore"] == action["ore"])
    player["ships"].remove(ship)
    player["emigrated"].append(ship["kind"])
    events.append({"type": "emigrate", "seat": seat, "ship": ship["kind"]})
    _next_step(prompt)


def _act_swap(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    ship = next(s for s in ships_of(player, "whaling_boat") if s["ore"] == action["ore"])
    player["ships"].remove(ship)  # its ore goes back to the supply (p.15 *)
    give(state, seat, {"ship": "knarr"}, rng, events)
    _next_step(prompt)


def _act_play(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    if action.get("pay"):
        pay(state, seat, {action["pay"]: 1})
    player["hand"].remove(action["card"])
    player["played"].append(action["card"])
    events.append({"type": "play_occupation", "seat": seat, "card": action["card"]})
    sub["started"] = True
    sub["count"] = sub.get("count", 0) + 1
    if step.get("bonus"):
        prompt["bonus_played"] = True
    if sub["count"] >= step["max"] or not player["hand"]:
        _next_step(prompt)


def _act_dice(state, seat, player, step, sub, action, rng, events, prompt) -> None:
    if dice.act(state, prompt, action, rng, events):
        _next_step(prompt)


_ACTS = {
    "exchange": _act_exchange, "optional": _act_optional, "mountain": _act_mountain, "upgrade": _act_upgrade,
    "trade": _act_trade, "special_sale": _act_sale, "forge": _act_forge, "explore": _act_explore,
    "emigrate": _act_emigrate, "swap_whaling_for_knarr": _act_swap, "play_occupations": _act_play,
    "dice": _act_dice,
}
AUTO = frozenset({"gain", "if_animal", "per_animal", "wood_per_player", "weapons", "draw_occupation"})


def _next_step(prompt: dict, keep: tuple = ()) -> None:
    prompt["at"] += 1
    prompt["sub"] = {key: prompt["sub"][key] for key in keep if key in prompt["sub"]}


def _auto(state: dict, seat: int, step: dict, rng: Rng, events: list) -> None:
    player = state["players"][seat]
    op = step["op"]
    if op in ("gain", "if_animal"):
        give(state, seat, step["gain"], rng, events)
    elif op == "per_animal":
        give(state, seat, {step["good"]: min(step["max"], animals(player, step["animal"]))}, rng, events)
    elif op == "wood_per_player":
        give(state, seat, {"wood": state["n"]}, rng, events)
    elif op == "weapons":
        draw_weapons(state, seat, step["count"], rng, events)
    else:
        draw_occupation(state, seat, events)


def run(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    """Carry out automatic steps until a decision is needed; mark the prompt done at the end."""
    seat = prompt["seat"]
    player = state["players"][seat]
    while prompt["at"] < len(prompt["steps"]):
        step = prompt["steps"][prompt["at"]]
        op = step["op"]
        sub = prompt["sub"]
        if op in AUTO:
            if op in ("if_animal", "per_animal") and not animals(player, step["animal"]):
                _next_step(prompt)
                continue
            commit(state, prompt, rng, events)
            prompt["used"] = True
            _auto(state, seat, step, rng, events)
            _next_step(prompt)
            continue
        if op == "imitate":
            return
        if step.get("bonus") and (prompt.get("bonus_played") or not player["hand"]):
            _next_step(prompt)
            continue
        if op == "dice":
            if "die" not in sub:
                commit(state, prompt, rng, events)
                prompt["used"] = True
                if dice.start(state, prompt, step, rng, events):
                    _next_step(prompt)
                    continue
            return
        if op == "trade":
            if not sub.get("paid"):
                if player["silver"] < 1:
                    _next_step(prompt)
                    continue
                commit(state, prompt, rng, events)
                prompt["used"] = True
                pay(state, seat, {"silver": 1})
                sub["paid"] = sub["started"] = True
            if not trade_goods(player, sub):
                _next_step(prompt)
                continue
            return
        if not step_possible(state, seat, step, sub):
            _next_step(prompt)
            continue
        if op == "exchange" and not _may_stop(state, prompt):
            feasible = [c for c in options(state, prompt) if c["type"] == "option"]
            if len(feasible) == 1:
                act(state, prompt, feasible[0], rng, events)
                return
        return
    prompt["done"] = True


def trade_goods(player: dict, sub: dict) -> list[str]:
    """Green goods in supply, one of each kind per overseas trade (p.17)."""
    return sorted(g for g in player["goods"] if GOODS[g]["color"] == "green" and g not in sub.get("done", ()))


