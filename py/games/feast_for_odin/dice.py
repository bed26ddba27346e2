"""Dice actions (rulebook pp.17-19): hunting, laying snares and whaling (low is good: pay the
result in wood and the matching weapon), raiding and pillaging (high is good: take a blue good or
special tile whose sword value is at most the result).

Up to 3 rolls, each replacing the last; stop any time. Raids count stone and long swords spent
after stopping (+1 each); pillages add the ore on the longship carrying the most; whaling takes
off the ore on the boats used (a boat's printed ore included). A whaling (or any low-is-good)
result of 0 or less is an immediate success: no more rolls, nothing to pay, no failure.
"""

from __future__ import annotations

from core.rng import Rng

from .data_files import ACTIONS, DICE, GOODS, SHIPS, SPECIALS
from .supply import give, pay, ships_of

ROLLS = ACTIONS["rolls"]


def _ore_bonus(player: dict, hunt: str, boats: int) -> int:
    if hunt == "whaling":
        ores = sorted((s["ore"] + SHIPS["whaling_boat"]["printed_ore"] for s in ships_of(player, "whaling_boat")),
                      reverse=True)
        return sum(ores[:boats])
    if hunt == "pillage":
        return max(s["ore"] for s in ships_of(player, "longship"))
    return 0


def value(state: dict, prompt: dict) -> int:
    """The current result: the roll with its modifiers (low-is-good results floor at 0)."""
    sub = prompt["sub"]
    rule = DICE[sub["hunt"]]
    if rule["low"]:
        return max(0, sub["roll"] - sub["ore"])
    return sub["roll"] + sub["ore"] + sub["added"]


def start(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> bool:
    player = state["players"][prompt["seat"]]
    hunt = step["hunt"]
    prompt["sub"] = {"hunt": hunt, "die": DICE[hunt]["die"], "rolls": 0, "roll": 0, "added": 0,
                     "ore": _ore_bonus(player, hunt, step.get("boats", 1))}
    return _roll(state, prompt, rng, events)


def _roll(state: dict, prompt: dict, rng: Rng, events: list) -> bool:
    """Roll; True if that settles the action (a low-is-good result of 0 succeeds at once)."""
    sub = prompt["sub"]
    sub["roll"] = rng.below(sub["die"]) + 1
    sub["rolls"] += 1
    events.append({"type": "roll", "seat": prompt["seat"], "die": sub["die"], "roll": sub["roll"],
                   "value": value(state, prompt)})
    if DICE[sub["hunt"]]["low"] and value(state, prompt) <= 0:
        _succeed(state, prompt, rng, events)
        return True
    return False


def options(state: dict, prompt: dict) -> list[dict]:
    seat = prompt["seat"]
    player = state["players"][seat]
    sub = prompt["sub"]
    rule = DICE[sub["hunt"]]
    result = value(state, prompt)
    out: list[dict] = []
    if sub["rolls"] < ROLLS and not sub["added"]:
        out.append({"type": "reroll"})
    if rule["low"]:
        weapon = rule["weapon"]
        for k in range(min(result, player["weapons"][weapon]), -1, -1):
            if result - k <= player["wood"]:
                out.append({"type": "pay", "weapon": k, "wood": result - k})
    else:
        if player["stone"]:
            out.append({"type": "add", "item": "stone"})
        if player["weapons"]["long_sword"]:
            out.append({"type": "add", "item": "long_sword"})
        # a result of 5 or less takes nothing: every blue tile's sword value is at least 6 (p.18)
        out += [{"type": "loot", "item": item} for item in loot(state, result)]
    out.append({"type": "fail"})
    return out


def loot(state: dict, result: int) -> list[str]:
    """Blue goods (unlimited) and special tiles still on the supply board, sword value ≤ result."""
    blue = [g for g, info in GOODS.items() if info["color"] == "blue" and info["sword"] <= result]
    specials = [t for t in state["specials"] if SPECIALS[t]["sword"] <= result]
    return sorted(blue) + sorted(specials)


def act(state: dict, prompt: dict, action: dict, rng: Rng, events: list) -> bool:
    """One decision; True when the dice action is over."""
    seat = prompt["seat"]
    sub = prompt["sub"]
    rule = DICE[sub["hunt"]]
    kind = action["type"]
    if kind == "reroll":
        return _roll(state, prompt, rng, events)
    if kind == "add":
        pay(state, seat, {action["item"]: 1})
        sub["added"] += 1
        return False
    if kind == "pay":
        pay(state, seat, {rule["weapon"]: action["weapon"], "wood": action["wood"]})
        _succeed(state, prompt, rng, events)
        return True
    if kind == "loot":
        give(state, seat, {action["item"]: 1}, rng, events)
        events.append({"type": "dice_success", "seat": seat, "hunt": sub["hunt"], "loot": action["item"]})
        return True
    # fail: the consolation, and the vikings the space gives back for later this round
    give(state, seat, rule["consolation"], rng, events)
    back = rule["return"]
    if back:
        spot = state["occupied"][prompt["space"]]
        back = min(back, spot["vikings"] - 1)
        spot["vikings"] -= back
        state["players"][seat]["thing"] += back
    events.append({"type": "dice_failure", "seat": seat, "hunt": sub["hunt"], "vikings_back": back})
    return True


def _succeed(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    sub = prompt["sub"]
    give(state, prompt["seat"], DICE[sub["hunt"]]["reward"], rng, events)
    events.append({"type": "dice_success", "seat": prompt["seat"], "hunt": sub["hunt"]})
