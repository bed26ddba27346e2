"""Dice actions (rulebook pp.17-19): hunting, laying snares and whaling (low is good: pay the
result in wood and the matching weapon), raiding and pillaging (high is good: take a blue good or
special tile whose sword value is at most the result).

Up to 3 rolls, each replacing the last; stop any time. Raids count stone and long swords spent
after stopping (+1 each); pillages add the ore on the longship carrying the most; whaling takes
off the ore on the boats used (a boat's printed ore included). A whaling (or any low-is-good)
result of 0 or less is an immediate success: no more rolls, nothing to pay, no failure.
Occupations change these numbers through `occupations.modify` (max_rolls, roll, spend values).
"""

from __future__ import annotations

from core.rng import Rng

from . import occupations
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


def start(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> bool:
    seat = prompt["seat"]
    hunt = step["hunt"]
    ctx = {"hunt": hunt, "space": prompt.get("imitating") or prompt.get("space")}
    prompt["sub"] = {
        "hunt": hunt, "die": DICE[hunt]["die"], "rolls": 0, "roll": 0, "added": 0, "spent": {},
        "boats": step.get("boats", 1), "ore": ore_bonus(state["players"][seat], hunt, step.get("boats", 1)),
        "delta": occupations.modify(state, seat, "roll", ctx, 0),
        "max": occupations.modify(state, seat, "max_rolls", ctx, ROLLS),
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
    return occupations.modify(state, prompt["seat"], "boosters", ctx, {"stone": 1, "long_sword": 1})


def payments(state: dict, prompt: dict) -> list[dict]:
    """Ways to pay a low-is-good result: weapons of the matching kind and wood, weapons first."""
    seat = prompt["seat"]
    player = state["players"][seat]
    sub = prompt["sub"]
    rule = DICE[sub["hunt"]]
    result = value(state, prompt)
    worth = occupations.modify(state, seat, "weapon_worth", {"hunt": sub["hunt"]}, 1)
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
    out.append({"type": "fail"})
    return out


def loot(state: dict, prompt: dict) -> list[str]:
    """Blue goods (unlimited) and special tiles still on the supply board, sword value ≤ result."""
    result = value(state, prompt)
    blue = [g for g, info in GOODS.items() if info["color"] == "blue" and info["sword"] <= result]
    specials = [t for t in state["specials"] if SPECIALS[t]["sword"] <= result]
    return occupations.modify(state, prompt["seat"], "loot", {"result": result}, sorted(blue) + sorted(specials))


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
        grant(state, prompt, {action["item"]: 1}, rng, events)
        prompt["dice"] = {"hunt": sub["hunt"], "success": True, "spent": sub["spent"], "roll": sub["roll"],
                          "loot": action["item"]}
        events.append({"type": "dice_success", "seat": seat, "hunt": sub["hunt"], "loot": action["item"]})
        return True
    # failure: the consolation, and the vikings the space gives back for later this round
    grant(state, prompt, rule["consolation"], rng, events)
    back = rule["return"]
    if back and prompt.get("space") in state["occupied"]:
        spot = state["occupied"][prompt["space"]]
        back = min(back, spot["vikings"] - 1)
        spot["vikings"] -= back
        move_vikings(state, seat, back, rng, events, sent_back=True)
    prompt["dice"] = {"hunt": sub["hunt"], "success": False, "spent": sub["spent"], "roll": sub["roll"]}
    events.append({"type": "dice_failure", "seat": seat, "hunt": sub["hunt"], "vikings_back": back})
    return True


def _succeed(state: dict, prompt: dict, spent: dict, rng: Rng, events: list) -> None:
    from .steps import grant

    sub = prompt["sub"]
    grant(state, prompt, DICE[sub["hunt"]]["reward"], rng, events)
    prompt["dice"] = {"hunt": sub["hunt"], "success": True, "spent": spent, "roll": sub["roll"]}
    events.append({"type": "dice_success", "seat": prompt["seat"], "hunt": sub["hunt"]})
