"""Occupations around dice actions (rulebook pp.17-19; card types p.21-22): modifiers of the roll,
of what a result costs or buys, and bonuses once a hunt, snare, whaling, raid or pillage is settled.

Hunt names are those of `DICE`: "hunting" (Hunting Game), "snare" (Laying a Snare), "whaling",
"raid" and "pillage". Dice actions tell the cards (dice.py):
- `before_dice`: steps run before the first roll (ctx: space context + `hunt`);
- `dice_done`: steps run right after the action is settled (ctx: space context + `dice` = {hunt,
  success, spent, roll, rolls, boats, loot?, loots?}), whatever its source: a printed space, an
  imitation or a card's action without vikings.
"""

from __future__ import annotations

from core.rng import Rng

from ..data_files import GOODS, SPECIALS
from ..hooks import MODIFIERS, MOMENTS, gain, hook, may, modifier, one_of
from ..steps import OPS, Op, spend
from ..supply import can_pay, move_vikings, ships_of

MOMENTS.update({"before_dice", "dice_done"})
MODIFIERS.update({"loot_costs", "loot_split"})

BATTLE = ("raid", "pillage")
SHIP_ORDER = ("whaling_boat", "knarr", "longship")


def _done(ctx: dict, *hunts: str, success: bool | None = True) -> dict | None:
    """The settled dice action if it is one of `hunts` (and succeeded / failed as asked)."""
    dice = ctx.get("dice")
    if not dice or dice["hunt"] not in hunts:
        return None
    if success is not None and dice["success"] != success:
        return None
    return dice


def _on_printed(ctx: dict, space: str) -> bool:
    """A viking action on that very printed space (an imitation or a card's action is not)."""
    prompt = ctx["prompt"]
    return prompt["kind"] == "space" and prompt.get("space") == space and not prompt.get("imitating")


# --- ops -----------------------------------------------------------------------------------------

def _unload_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    """A longship with ore on it, one option per ore level (ships of a level are alike)."""
    levels = sorted({s["ore"] for s in ships_of(state["players"][prompt["seat"]], "longship") if s["ore"] > 0},
                    reverse=True)
    return [{"type": "unload", "ore": ore} for ore in levels]


def _unload_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """Take 1 ore off the longship that sails (it goes back to the general supply) for a bonus on
    every roll of this action; a pillage then counts that ship's ore (90 Sword Fighter, 132
    Berserker)."""
    player = state["players"][prompt["seat"]]
    ship = next(s for s in player["ships"] if s["kind"] == "longship" and s["ore"] == action["ore"])
    ship["ore"] -= 1
    player["ships"].sort(key=lambda s: (SHIP_ORDER.index(s["kind"]), -s["ore"]))
    prompt["roll_bonus"] = prompt.get("roll_bonus", 0) + step["plus"]
    if step.get("sails"):
        prompt["sail_ore"] = ship["ore"]
    events.append({"type": "unload_ore", "seat": prompt["seat"], "card": step.get("card"), "bonus": step["plus"]})
    return True


OPS["unload_ore"] = Op(lambda state, seat, step, sub: any(s["ore"] > 0 for s in ships_of(state["players"][seat], "longship")),
                       _unload_options, _unload_act)


def _recall_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    spot = state["occupied"].get(step["space"])
    if not spot or spot["seat"] != prompt["seat"] or spot["vikings"] < 2:
        return []
    return [{"type": "recall"}] if can_pay(state["players"][prompt["seat"]], step["pay"]) else []


def _recall_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """Pay, and one viking leaves the space for the Thing, to be placed again this round (130
    Snare Specialist); a viking sent back by a card (151 Thing Spokesman watches those)."""
    spend(state, prompt, step["pay"])
    state["occupied"][step["space"]]["vikings"] -= 1
    move_vikings(state, prompt["seat"], 1, rng, events, sent_back=True)
    return True


OPS["recall_one"] = Op(lambda state, seat, step, sub: can_pay(state["players"][seat], step["pay"]),
                       _recall_options, _recall_act)


# --- roll modifiers (P13) ------------------------------------------------------------------------

@modifier(4, "roll")  # Hunter: every die roll you make is 1 lower, raids and pillages too
def _hunter(state: dict, seat: int, ctx: dict, value: int) -> int:
    return value - 1


@modifier(13, "roll")  # Archer (each-time half): every Hunting Game roll is 1 lower
def _archer(state: dict, seat: int, ctx: dict, value: int) -> int:
    return value - 1 if ctx["hunt"] == "hunting" else value


@modifier(146, "roll")  # Sledger: Hunting Game and Laying a Snare rolls are 1 lower
def _sledger(state: dict, seat: int, ctx: dict, value: int) -> int:
    return value - 1 if ctx["hunt"] in ("hunting", "snare") else value


@modifier(136, "roll")  # Raider: +1 on every raid and pillage roll ...
def _raider_roll(state: dict, seat: int, ctx: dict, value: int) -> int:
    return value + 1 if ctx["hunt"] in BATTLE else value


@modifier(136, "loot_split")  # ... and the result may be split between two goods
def _raider_split(state: dict, seat: int, ctx: dict, value: int) -> int:
    return max(value, 2) if ctx["hunt"] in BATTLE else value


@modifier(11, "weapon_worth")  # Trident Hunter (each-time half): a spear takes 2 off a whaling result
def _trident_hunter(state: dict, seat: int, ctx: dict, value: int) -> int:
    return max(value, 2) if ctx["hunt"] == "whaling" else value


@modifier(89, "boosters")  # Catapulter: in a raid or pillage each stone spent adds 2
def _catapulter(state: dict, seat: int, ctx: dict, value: dict) -> dict:
    return dict(value, stone=2) if ctx["hunt"] in BATTLE else value


@modifier(137, "boosters")  # Melee Fighter: in a raid or pillage spears may be spent as long swords
def _melee_fighter(state: dict, seat: int, ctx: dict, value: dict) -> dict:
    return dict(value, spear=value["long_sword"]) if ctx["hunt"] in BATTLE and "long_sword" in value else value


@hook(90, "before_dice")  # Sword Fighter: before a raid, 1 ore off the longship for +2 on every roll
def _sword_fighter(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "unload_ore", "plus": 2, "optional": True}] if ctx["hunt"] == "raid" else []


@hook(132, "before_dice")  # Berserker: before a pillage, 1 ore off the longship for +3 on every roll
def _berserker(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "unload_ore", "plus": 3, "sails": True, "optional": True}] if ctx["hunt"] == "pillage" else []


# --- loot (P13) ----------------------------------------------------------------------------------

@modifier(138, "loot_costs")  # Robber: a green good instead of a blue one, its blue side's value - 1
def _robber(state: dict, seat: int, ctx: dict, value: dict) -> dict:
    if ctx["hunt"] not in BATTLE:
        return value
    greens = {good: GOODS[info["up"]]["sword"] - 1 for good, info in GOODS.items()
              if info["color"] == "green" and GOODS.get(info.get("up"), {}).get("color") == "blue"}
    return {**greens, **value}


@modifier(139, "loot_costs")  # Loot Hunter: the highest-valued special tile(s) still available cost 1 less
def _loot_hunter(state: dict, seat: int, ctx: dict, value: dict) -> dict:
    if ctx["hunt"] not in BATTLE or not state["specials"]:
        return value
    top = max(SPECIALS[tile]["sword"] for tile in state["specials"])
    return {item: cost - 1 if item in SPECIALS and item in state["specials"] and SPECIALS[item]["sword"] == top
            else cost for item, cost in value.items()}


# --- before a dice action (P12) ------------------------------------------------------------------

@hook(145, "before_dice")  # Forester: before each Hunting Game, may take 1 mountain item
def _forester(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "mountain", "take": 1}] if ctx["hunt"] == "hunting" else []


# --- once a dice action is settled (P10, P11, P13, P17) -----------------------------------------

@hook(104, "dice_done")  # Disheartened Warrior: raid declared failed after roll 1 or 2: + stockfish or oil
def _disheartened_warrior(state: dict, seat: int, ctx: dict) -> list[dict]:
    dice = _done(ctx, "raid", success=False)
    if not dice or dice["rolls"] > 2:
        return []
    return [one_of(({}, {"stockfish": 1}), ({}, {"oil": 1}), optional=False)]


@hook(126, "dice_done")  # Trapper: each successful Laying a Snare, +1 silver
def _trapper(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if _done(ctx, "snare") else []


@hook(127, "dice_done")  # Angler: each successful Laying a Snare, +1 stockfish
def _angler(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(stockfish=1)] if _done(ctx, "snare") else []


@hook(128, "dice_done")  # Digger: after each successful Laying a Snare, take 1 mountain item
def _digger(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "mountain", "take": 1}] if _done(ctx, "snare") else []


@hook(129, "dice_done")  # Meat Curer: after a successful snare, may discard 1 snare for 1 salt meat
def _meat_curer(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"snare": 1}, {"salt_meat": 1})] if _done(ctx, "snare") else []


@hook(130, "dice_done")  # Snare Specialist: success on the 2-viking snare space: 2 snares -> 1 viking back
def _snare_specialist(state: dict, seat: int, ctx: dict) -> list[dict]:
    if not _done(ctx, "snare") or not _on_printed(ctx, "HU2b"):
        return []
    return [{"op": "recall_one", "space": "HU2b", "pay": {"snare": 2}, "optional": True}]


@hook(131, "dice_done")  # Bait Layer: after every snare action, may exchange stockfish for game meat
def _bait_layer(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"stockfish": 1}, {"game_meat": 1})] if _done(ctx, "snare", success=None) else []


@hook(133, "dice_done")  # Lance Bearer: each successful raid, 1 silver or 1 peas
def _lance_bearer(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [one_of(({}, {"silver": 1}), ({}, {"peas": 1}), optional=False)] if _done(ctx, "raid") else []


@hook(134, "dice_done")  # Drunkard: each failed raid (declared failed too), 1 mead
def _drunkard(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(mead=1)] if _done(ctx, "raid", success=False) else []


@hook(135, "dice_done")  # Lone Wolf: raid/pillage won with exactly 1 long sword spent: it comes back
def _lone_wolf(state: dict, seat: int, ctx: dict) -> list[dict]:
    dice = _done(ctx, *BATTLE)
    if not dice or dice["spent"].get("long_sword", 0) != 1 or dice["spent"].get("spear", 0):
        return []
    return [gain(long_sword=1)]


@hook(140, "dice_done")  # Blubber Cook: each successful whaling, +1 oil
def _blubber_cook(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(oil=1)] if _done(ctx, "whaling") else []


IVORY = {1: {"cabbage": 1}, 2: {"beans": 1}, 3: {"peas": 1}}


@hook(141, "dice_done")  # Ivory Sculptor: whaling won without wood: 1/2/3 boats -> cabbage/beans/peas
def _ivory_sculptor(state: dict, seat: int, ctx: dict) -> list[dict]:
    dice = _done(ctx, "whaling")
    if not dice or dice["spent"].get("wood", 0) or dice["boats"] not in IVORY:
        return []
    return [gain(**IVORY[dice["boats"]])]


@hook(142, "dice_done")  # Whale Catcher: whaling won with exactly 1 spear spent: the spear comes back
def _whale_catcher(state: dict, seat: int, ctx: dict) -> list[dict]:
    dice = _done(ctx, "whaling")
    return [gain(spear=1)] if dice and dice["spent"].get("spear", 0) == 1 else []


@hook(143, "dice_done")  # Antlers Seller: each successful Hunting Game, +1 silver
def _antlers_seller(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if _done(ctx, "hunting") else []


@hook(144, "dice_done")  # Deerstalker: after a successful hunt, may buy skin and bones for 2 silver
def _deerstalker(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"silver": 2}, {"skin_and_bones": 1})] if _done(ctx, "hunting") else []


@hook(163, "dice_done")  # Farmhand: success on the 2-viking Hunting Game space, +1 hide + 1 silver
def _farmhand(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(hide=1, silver=1)] if _done(ctx, "hunting") and _on_printed(ctx, "HU2a") else []
