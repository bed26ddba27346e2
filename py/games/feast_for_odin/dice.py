"""Dice actions (rulebook pp.17-19): hunting, laying snares and whaling (low is good: pay the
result in wood and the matching weapon), raiding and pillaging (high is good: take a blue good or
special tile whose sword value is at most the result).

Up to 3 rolls, each replacing the last; stop any time. Raids count stone and long swords spent
after stopping (+1 each); pillages add the ore on the longship carrying the most; whaling takes
off the ore on the boats used (a boat's printed ore included). A whaling (or any low-is-good)
result of 0 or less is an immediate success: no more rolls, nothing to pay, no failure.

Occupations act on dice actions through:
- the moment `before_dice` (ctx: the space context and `hunt`): steps that run before the first
  roll. They may set `prompt["roll_bonus"]` (added to every roll of the action: Sword Fighter,
  Berserker) and `prompt["sail_ore"]` (the ore of the longship that pillages, once a card took ore
  off it);
- the moment `dice_done` (ctx: the space context and `dice`): once the action is settled, success
  or failure, from any source (a printed space, an imitation, a card's action without vikings);
  the steps run right after the dice step;
- the modifiers `roll` (a delta on every roll), `max_rolls`, `weapon_worth`, `boosters` (what a
  raid or pillage may spend and what each adds), `loot_costs` (the sword value each possible loot
  costs), `loot` (the final list) and `loot_split` (how many goods one result may buy, Raider).
"""

from __future__ import annotations

from core.rng import Rng

from . import hooks
from .data_files import ACTIONS, DICE, GOODS, SHIPS, SPECIALS
from .supply import move_vikings, ships_of

ROLLS = ACTIONS["rolls"]


def ore_bonus(player: dict, hunt: str, boats: int) -> int:
    if hunt == "whaling":
        ores = sorted((s["ore"] + SHIPS["whaling_boat"]["printed_ore"] for s in ships_of(player, "whaling_boat")),
                      reverse=True)
        return sum(ores[:boats])
    if hunt == "pillage":
        return max((s["ore"] for s in ships_of(player, "longship")), default=0)
    return 0


def value(state: dict, prompt: dict) -> int:
    """The current result: the roll with its modifiers (low-is-good results floor at 0)."""
    sub = prompt["sub"]
    if DICE[sub["hunt"]]["low"]:
        return max(0, sub["roll"] - sub["ore"] + sub["delta"])
    return sub["roll"] + sub["ore"] + sub["delta"] + sub["added"]


def _before(state: dict, prompt: dict, step: dict) -> bool:
    """Cards acting just before the first roll: their steps go in front of the dice step, once
    per dice action (the step is marked; a card's effect may hold two, Hornblower). True if any
    were added."""
    if step.get("asked"):
        return False
    at = prompt["at"]
    prompt["steps"][at] = dict(step, asked=True)  # a copy: printed steps are shared data
    ctx = dict(hooks.space_context(prompt), hunt=step["hunt"])
    found = hooks.hook_steps(state, prompt["seat"], "before_dice", ctx)
    prompt["steps"][at:at] = found
    return bool(found)


def start(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> bool:
    """Begin the action with its first roll; True if that settles it. False without rolling when
    cards first have something to do (the dice step comes round again after their steps)."""
    if _before(state, prompt, step):
        return False
    seat = prompt["seat"]
    hunt = step["hunt"]
    player = state["players"][seat]
    ctx = {"hunt": hunt, "space": prompt.get("imitating") or prompt.get("space")}
    boats = step.get("boats", 1)
    ore = ore_bonus(player, hunt, boats)
    if hunt == "pillage" and "sail_ore" in prompt:
        ore = prompt["sail_ore"]
    prompt["sub"] = {
        "hunt": hunt, "die": DICE[hunt]["die"], "rolls": 0, "roll": 0, "added": 0, "spent": {},
        "boats": boats, "ore": ore,
        "delta": hooks.modify(state, seat, "roll", ctx, 0) + prompt.get("roll_bonus", 0),
        "max": hooks.modify(state, seat, "max_rolls", ctx, ROLLS),
    }
    return _roll(state, prompt, rng, events)


def _roll(state: dict, prompt: dict, rng: Rng, events: list) -> bool:
    """Roll; True if that settles the action (a low-is-good result of 0 succeeds at once)."""
    sub = prompt["sub"]
    sub["roll"] = rng.below(sub["die"]) + 1
    sub["rolls"] += 1
    events.append({"type": "roll", "seat": prompt["seat"], "die": sub["die"], "roll": sub["roll"],
                   "value": value(state, prompt)})
    if DICE[sub["hunt"]]["low"] and value(state, prompt) <= 0:
        _succeed(state, prompt, {}, rng, events)
        return True
    return False


def boosters(state: dict, prompt: dict) -> dict[str, int]:
    """What a raid or pillage may spend after the last roll, and how much each adds."""
    ctx = {"hunt": prompt["sub"]["hunt"]}
    return hooks.modify(state, prompt["seat"], "boosters", ctx, {"stone": 1, "long_sword": 1})


def payments(state: dict, prompt: dict) -> list[dict]:
    """Ways to pay a low-is-good result: weapons of the matching kind and wood, weapons first."""
    seat = prompt["seat"]
    player = state["players"][seat]
    sub = prompt["sub"]
    rule = DICE[sub["hunt"]]
    result = value(state, prompt)
    worth = hooks.modify(state, seat, "weapon_worth", {"hunt": sub["hunt"]}, 1)
    have = player["weapons"][rule["weapon"]]
    out = []
    for k in range(min(have, -(-result // worth)), -1, -1):
        wood = max(0, result - k * worth)
        if wood <= player["wood"]:
            out.append({"type": "pay", "weapon": k, "wood": wood})
    return out


def options(state: dict, prompt: dict) -> list[dict]:
    player = state["players"][prompt["seat"]]
    sub = prompt["sub"]
    if sub.get("looted"):  # a split result (Raider): a second good, or stop here
        return [{"type": "loot", "item": item} for item in loot(state, prompt)] + [{"type": "end_loot"}]
    out: list[dict] = []
    if sub["rolls"] < sub["max"] and not sub["added"]:
        out.append({"type": "reroll"})
    if DICE[sub["hunt"]]["low"]:
        out += payments(state, prompt)
    else:
        for item in boosters(state, prompt):
            held = player[item] if item in ("stone", "wood", "ore") else player["weapons"].get(item, 0)
            if held:
                out.append({"type": "add", "item": item})
        # a result of 5 or less takes nothing: every blue tile's sword value is at least 6 (p.18)
        out += [{"type": "loot", "item": item} for item in loot(state, prompt)]
    return out + fail_options(state, prompt)


def vikings_back_most(state: dict, prompt: dict) -> int:
    """How many vikings a failure may send back to the Thing (snare 1, whaling 2, pillage 1; one
    always stays, the space stays taken). Only a viking action has vikings to give back; a card's
    action without vikings has none."""
    back = DICE[prompt["sub"]["hunt"]]["return"]
    if not back or prompt["kind"] != "space" or prompt.get("space") not in state["occupied"]:
        return 0
    return max(0, min(back, state["occupied"][prompt["space"]]["vikings"] - 1))


def fail_options(state: dict, prompt: dict) -> list[dict]:
    """Declaring failure. The vikings "may" come back (p.18: "되돌려 놓을 수 있으며"); how many is
    asked only when one of the player's cards counts vikings where keeping them could pay (the
    modifier `vikings_back_choice`: 161 Whaling Assistant, 162 Flax Farmer, 168 Earl of Lade);
    otherwise all come back, which can only help (a player may always pass)."""
    most = vikings_back_most(state, prompt)
    if most:
        from .spaces import column

        ctx = {"space": prompt["space"], "col": column(prompt["space"]), "hunt": prompt["sub"]["hunt"], "most": most}
        if hooks.modify(state, prompt["seat"], "vikings_back_choice", ctx, False):
            return [{"type": "fail", "back": k} for k in range(most, -1, -1)]
    return [{"type": "fail"}]


def loot_costs(state: dict, prompt: dict) -> dict[str, int]:
    """The sword value each possible loot costs: blue goods (unlimited) and the special tiles still
    on the supply board at their printed value; cards add loot or change a cost (Robber's green
    goods, Loot Hunter's top tiles)."""
    costs = {good: info["sword"] for good, info in GOODS.items() if info["color"] == "blue"}
    costs.update({tile: SPECIALS[tile]["sword"] for tile in state["specials"]})
    return hooks.modify(state, prompt["seat"], "loot_costs", {"hunt": prompt["sub"]["hunt"]}, costs)


def loot(state: dict, prompt: dict) -> list[str]:
    """What the result (less what a split result already took) can buy: goods, then special tiles."""
    result = value(state, prompt) - prompt["sub"].get("looted_worth", 0)
    costs = loot_costs(state, prompt)
    affordable = [item for item, cost in costs.items() if cost <= result
                  and (item not in SPECIALS or item in state["specials"])]
    ordered = sorted(i for i in affordable if i not in SPECIALS) + sorted(i for i in affordable if i in SPECIALS)
    return hooks.modify(state, prompt["seat"], "loot", {"result": result}, ordered)


def _loot_split(state: dict, prompt: dict) -> int:
    return hooks.modify(state, prompt["seat"], "loot_split", {"hunt": prompt["sub"]["hunt"]}, 1)


def act(state: dict, prompt: dict, action: dict, rng: Rng, events: list) -> bool:
    """One decision; True when the dice action is over."""
    from .steps import grant, spend

    seat = prompt["seat"]
    sub = prompt["sub"]
    rule = DICE[sub["hunt"]]
    kind = action["type"]
    if kind == "reroll":
        return _roll(state, prompt, rng, events)
    if kind == "add":
        spend(state, prompt, {action["item"]: 1})
        sub["spent"][action["item"]] = sub["spent"].get(action["item"], 0) + 1
        sub["added"] += boosters(state, prompt)[action["item"]]
        return False
    if kind == "pay":
        spent = {rule["weapon"]: action["weapon"], "wood": action["wood"]}
        spend(state, prompt, spent)
        _succeed(state, prompt, spent, rng, events)
        return True
    if kind == "loot":
        cost = loot_costs(state, prompt)[action["item"]]
        grant(state, prompt, {action["item"]: 1}, rng, events)
        sub.setdefault("looted", []).append(action["item"])
        sub["looted_worth"] = sub.get("looted_worth", 0) + cost
        if len(sub["looted"]) < _loot_split(state, prompt) and loot(state, prompt):
            return False
        _finish(state, prompt, True, dict(sub["spent"]), rng, events)
        return True
    if kind == "end_loot":
        _finish(state, prompt, True, dict(sub["spent"]), rng, events)
        return True
    # failure: the consolation, and the vikings the space gives back for later this round (only a
    # viking action has vikings to give back; a card's action without vikings has none)
    grant(state, prompt, rule["consolation"], rng, events)
    back = action.get("back", vikings_back_most(state, prompt))
    if back:
        state["occupied"][prompt["space"]]["vikings"] -= back
        move_vikings(state, seat, back, rng, events, sent_back=True)
    _finish(state, prompt, False, dict(sub["spent"]), rng, events, vikings_back=back)
    return True


def _succeed(state: dict, prompt: dict, spent: dict, rng: Rng, events: list) -> None:
    from .steps import grant

    grant(state, prompt, DICE[prompt["sub"]["hunt"]]["reward"], rng, events)
    _finish(state, prompt, True, spent, rng, events)


def _finish(state: dict, prompt: dict, success: bool, spent: dict, rng: Rng, events: list,
            vikings_back: int = 0) -> None:
    """Record how the action went (`prompt["dice"]`, read by cards after the action) and let the
    owner's cards react to it at once."""
    seat = prompt["seat"]
    sub = prompt["sub"]
    hunt = sub["hunt"]
    boats = min(sub["boats"], len(ships_of(state["players"][seat], "whaling_boat"))) if hunt == "whaling" else 0
    info = {"hunt": hunt, "success": success, "spent": spent, "roll": sub["roll"], "rolls": sub["rolls"],
            "boats": boats}
    if sub.get("looted"):
        info["loot"] = sub["looted"][0]
        info["loots"] = list(sub["looted"])
    prompt["dice"] = info
    if success:
        event = {"type": "dice_success", "seat": seat, "hunt": hunt}
        if sub.get("looted"):
            event["loot"] = sub["looted"][0] if len(sub["looted"]) == 1 else list(sub["looted"])
    else:
        event = {"type": "dice_failure", "seat": seat, "hunt": hunt, "vikings_back": vikings_back}
    events.append(event)
    ctx = dict(hooks.space_context(prompt), dice=info)
    hooks.react(state, seat, "dice_done", ctx, rng, events)
