"""Step ops that occupations use beyond the printed spaces' (see steps.py for the machine).

- gain_by: the gain of the highest tier reached by a metric (the slash tiers of a card, p.21:
  "1/2/3 whaling boats give beans/grain/cabbage" pays only the tier you are on);
- per: a gain per unit of a metric, up to a maximum;
- breed / bonus / feast: an extra animal-breeding, bonus or feast phase for the card's owner;
- use_space: carry out a printed space's action without placing vikings;
- flip: turn goods over to their other face (not an upgrade);
- pregnant: turn an animal to its pregnant face (not breeding);
- get / paid / priced / with: a gain only while the limited part is left, steps bought for a
  price, a purchase at a price the rules compute (PRICES), another op with fields computed when
  it runs (a discount or a count by a metric or tier table);
- weapons_by / weapons_to / fourth / box_move / ship_deal: the weapon, goods and ship effects of
  single cards (see their docstrings);
- recall / homecoming: vikings back from action spaces to the Thing;
- reclaim: a special tile taken off any player's board, its cells filled with goods.
Metrics are named functions of (state, seat) in METRICS.
"""

from __future__ import annotations

from core.rng import Rng

from .. import hooks, phases
from ..banquet import start_feast
from ..data_files import BOARDS, GOODS, SPACES, SPECIALS, WEAPONS
from ..placement import bonuses
from ..steps import OPS, Op, grant, new_prompt, spend
from ..supply import animals, can_deliver, can_pay, ships_of


def _kind_count(kind: str):
    return lambda state, seat: len(ships_of(state["players"][seat], kind))


METRICS = {
    "sheep": lambda state, seat: animals(state["players"][seat], "sheep"),
    "cattle": lambda state, seat: animals(state["players"][seat], "cattle"),
    "whaling_boats": _kind_count("whaling_boat"),
    "knarrs": _kind_count("knarr"),
    "longships": _kind_count("longship"),
    "large_ships": lambda state, seat: len(ships_of(state["players"][seat], "knarr", "longship")),
    "houses": lambda state, seat: sum(1 for b in state["players"][seat]["boards"]
                                      if b["id"] in ("stone_house", "long_house")),
    "special_tiles": lambda state, seat: len(state["players"][seat]["specials"]) + sum(
        1 for b in state["players"][seat]["boards"] for piece in b["pieces"] if piece["item"] in _SPECIAL_IDS),
    "exploration_boards": lambda state, seat: sum(1 for b in state["players"][seat]["boards"]
                                                  if BOARDS[b["id"]]["kind"] == "exploration"),
    "players": lambda state, seat: state["n"],
    "other_players": lambda state, seat: state["n"] - 1,
    "round": lambda state, seat: state["round"],
    # kinds of farm animal owned, pregnant or not (10 Milker)
    "animal_kinds": lambda state, seat: sum(1 for kind in ("sheep", "cattle") if animals(state["players"][seat], kind)),
    # complete sets of whaling boat + knarr + longship (14 Ship Owner)
    "fleets": lambda state, seat: min(len(ships_of(state["players"][seat], kind))
                                      for kind in ("whaling_boat", "knarr", "longship")),
    # ore added to whaling boats and longships, the boats' printed ore not counted (16 Captain)
    "ship_ore": lambda state, seat: sum(s["ore"] for s in ships_of(state["players"][seat], "whaling_boat", "longship")),
    # longships carrying at least 2 ore (18 Fighter)
    "armed_longships": lambda state, seat: sum(1 for s in ships_of(state["players"][seat], "longship") if s["ore"] >= 2),
    # different red goods in supply, an animal's two faces being one kind (26 Meat Inspector)
    "red_kinds": lambda state, seat: len({GOODS[g].get("animal", g) for g in state["players"][seat]["goods"]
                                          if GOODS[g]["color"] == "red"}),
    # game meat + whale meat pairs in supply (29 Meat Preserver)
    "meat_pairs": lambda state, seat: min(state["players"][seat]["goods"].get("game_meat", 0),
                                          state["players"][seat]["goods"].get("whale_meat", 0)),
}


def metric(state: dict, seat: int, name: str) -> int:
    """A named metric, or "goods:<id>" (that good in supply)."""
    if name.startswith("goods:"):
        return state["players"][seat]["goods"].get(name[6:], 0)
    return METRICS[name](state, seat)


def tier_gain(state: dict, seat: int, step: dict, default=None):
    """What the highest tier reached pays (only that one, the slash rule of p.21); `default`
    ({} unless given) when none is reached."""
    value = metric(state, seat, step["metric"])
    reached = [gain for threshold, gain in step["tiers"] if value >= threshold]
    if step.get("exact"):
        reached = [gain for threshold, gain in step["tiers"] if value == threshold]
    if reached:
        return reached[-1]
    return {} if default is None else default


def resolve(state: dict, seat: int, spec):
    """A number a card computes when it acts: a constant, a metric's name, or a tier table
    {"metric": name, "tiers": [[threshold, value], ...]} (0 below the first tier)."""
    if isinstance(spec, str):
        return metric(state, seat, spec)
    if isinstance(spec, dict):
        return tier_gain(state, seat, spec, 0)
    return spec


def _auto(fn):
    return Op(lambda state, seat, step, sub: True, auto=fn)


def _gain_by(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    gain = tier_gain(state, prompt["seat"], step)
    if gain:
        grant(state, prompt, gain, rng, events)


def _per(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    units = min(metric(state, prompt["seat"], step["metric"]), step.get("max", 99))
    gain = {item: amount * units for item, amount in step["gain"].items()}
    if units:
        grant(state, prompt, gain, rng, events)


def _breed(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    phases.breed(state["players"][prompt["seat"]], events, prompt["seat"])


def _bonus(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """An extra bonus phase for some of the owner's boards: "houses" (20 Builder) or "home"
    (21 Collector). Cards that watch what bonuses yield see it as a bonus phase; `scope` in the
    context tells them it covers those boards only."""
    seat = prompt["seat"]
    got = []
    for board in state["players"][seat]["boards"]:
        if (step["scope"] == "houses" and board["id"] in ("stone_house", "long_house")) or \
                (step["scope"] == "home" and board["id"] == "home"):
            got += [(board["id"], reward) for reward in bonuses(board)]
    for _board, reward in got:
        grant(state, prompt, reward, rng, events)
    hooks.react(state, seat, "bonus", {"rewards": got, "scope": step["scope"]}, rng, events)


def _feast(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """An extra feast for the owner alone (5 Chief): its own prompt on top, the card's steps
    resume once it is over."""
    start_feast(state, prompt["seat"], rng, events)


OPS["gain_by"] = _auto(_gain_by)
OPS["per"] = _auto(_per)
OPS["breed"] = _auto(_breed)
OPS["bonus"] = _auto(_bonus)
OPS["feast"] = _auto(_feast)


# --- use a space without vikings -----------------------------------------------------------------

def _use_space_list(state: dict, step: dict) -> list[str]:
    """The spaces a card lets its owner use: listed, or every printed space of a column that
    vikings occupy this round (77 Follower: "occupied_col": 2)."""
    if "occupied_col" in step:
        return sorted(s for s in state["occupied"] if s in SPACES and SPACES[s]["col"] == step["occupied_col"])
    return list(step["spaces"])


def _use_space_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    from ..spaces import effect_possible

    if step.get("pay") and not can_pay(state["players"][prompt["seat"]], step["pay"]):
        return []
    return [{"type": "use_space", "space": s} for s in _use_space_list(state, step)
            if effect_possible(state, prompt["seat"], s)]


def _use_space_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """The space's steps run in a prompt of their own (no vikings, no column bonus; a failed dice
    action there gives back no vikings, none having been placed)."""
    from ..spaces import space_steps

    if step.get("pay"):
        spend(state, prompt, step["pay"])
    opened = new_prompt("steps", prompt["seat"], space_steps(state, prompt["seat"], action["space"]),
                        space=action["space"], free=True)
    opened["used"] = False
    state["stack"].append(opened)
    events.append({"type": "use_space", "seat": prompt["seat"], "space": action["space"]})
    return True


OPS["use_space"] = Op(lambda state, seat, step, sub: bool(_use_space_options(state, {"seat": seat}, step)),
                      _use_space_options, _use_space_act)


# --- goods faces ---------------------------------------------------------------------------------

FLIP = {}
for _good, _info in GOODS.items():
    if _info["color"] in ("orange", "green") and _info.get("up") and not GOODS[_info["up"]].get("animal"):
        FLIP[_good] = _info["up"]
        FLIP[_info["up"]] = _good


def _flip_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    if prompt["sub"].get("count", 0) >= step["count"]:
        return []
    return [{"type": "flip", "good": g} for g in sorted(state["players"][prompt["seat"]]["goods"]) if g in FLIP]


def _flip_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    spend(state, prompt, {action["good"]: 1})
    grant(state, prompt, {FLIP[action["good"]]: 1}, rng, events)
    prompt["sub"]["count"] = prompt["sub"].get("count", 0) + 1
    prompt["sub"]["started"] = True
    return prompt["sub"]["count"] >= step["count"]


OPS["flip"] = Op(lambda state, seat, step, sub: any(g in FLIP for g in state["players"][seat]["goods"]),
                 _flip_options, _flip_act)


def _pregnant_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    goods = state["players"][prompt["seat"]]["goods"]
    return [{"type": "pregnant", "animal": step["animal"]}] if goods.get(step["animal"]) else []


def _pregnant_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    goods = state["players"][prompt["seat"]]["goods"]
    goods[step["animal"]] -= 1
    if not goods[step["animal"]]:
        del goods[step["animal"]]
    goods["pregnant_" + step["animal"]] = goods.get("pregnant_" + step["animal"], 0) + 1
    return True


OPS["pregnant"] = Op(lambda state, seat, step, sub: bool(state["players"][seat]["goods"].get(step["animal"])),
                     _pregnant_options, _pregnant_act)

_SPECIAL_IDS = frozenset(SPECIALS)


# --- gains, prices and computed fields -----------------------------------------------------------

def _deliverable(state: dict, seat: int, gain: dict) -> bool:
    return can_deliver(state, state["players"][seat], gain)


# get: a gain of a limited part (a special tile, a building) while one is left (87 Preacher)
OPS["get"] = Op(lambda state, seat, step, sub: _deliverable(state, seat, step["gain"]),
                auto=lambda state, prompt, step, rng, events: grant(state, prompt, step["gain"], rng, events))


def _paid_possible(state: dict, seat: int, step: dict, sub: dict) -> bool:
    from ..steps import possible

    return can_pay(state["players"][seat], step["pay"]) and possible(state, seat, step["then"][0])


def _paid_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """Pay, then carry out the bought steps next (85 Hornblower: 1 silver for a hunt)."""
    spend(state, prompt, step["pay"])
    at = prompt["at"] + 1
    prompt["steps"][at:at] = [dict(s, card=step.get("card")) for s in step["then"]]
    return True


OPS["paid"] = Op(_paid_possible,
                 lambda state, prompt, step: [{"type": "option", "n": 0}]
                 if _paid_possible(state, prompt["seat"], step, prompt["sub"]) else [],
                 _paid_act)


def _quartermaster(state: dict, seat: int) -> int:
    """81 Quarter-master: 8 less 1 per long sword and 1/2 per bow or spear held; the final price
    rounds down."""
    weapons = state["players"][seat]["weapons"]
    halves = weapons["bow"] + weapons["spear"]
    return max(0, 8 - weapons["long_sword"] - (halves + 1) // 2)


def _longship_by_knarrs(state: dict, seat: int) -> int | None:
    """82 Longship Builder: 6/3/1 silver with 1/2/3+ knarrs; no offer without a knarr."""
    price = tier_gain(state, seat, {"metric": "knarrs", "tiers": [[1, 6], [2, 3], [3, 1]]}, -1)
    return None if price < 0 else price


PRICES = {
    "round": lambda state, seat: state["round"],  # 72 Earl
    "quartermaster": _quartermaster,
    "longship_by_knarrs": _longship_by_knarrs,
}


def _price(state: dict, seat: int, step: dict) -> int | None:
    price = PRICES[step["price"]](state, seat)
    if price is None or state["players"][seat]["silver"] < price or not _deliverable(state, seat, step["gain"]):
        return None
    return price


def _priced_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    spend(state, prompt, {"silver": _price(state, prompt["seat"], step)})
    grant(state, prompt, step["gain"], rng, events)
    return True


OPS["priced"] = Op(lambda state, seat, step, sub: _price(state, seat, step) is not None,
                   lambda state, prompt, step: [{"type": "option", "n": 0}]
                   if _price(state, prompt["seat"], step) is not None else [],
                   _priced_act)


def _with(state: dict, seat: int, step: dict) -> dict:
    """The wrapped step, its computed fields filled in now (84 Harbor Guard's discount is the
    large ships owned before emigrating)."""
    inner = dict(step["do"], card=step.get("card"))
    for field, spec in step["fields"].items():
        inner[field] = resolve(state, seat, spec)
    return inner


def _with_op(step: dict) -> Op:
    op = OPS[step["do"]["op"]]
    assert op.options, "'with' wraps ops that wait for a decision"
    return op


OPS["with"] = Op(
    lambda state, seat, step, sub: _with_op(step).possible(state, seat, _with(state, seat, step), sub),
    lambda state, prompt, step: _with_op(step).options(state, prompt, _with(state, prompt["seat"], step)),
    lambda state, prompt, step, action, rng, events: _with_op(step).act(
        state, prompt, _with(state, prompt["seat"], step), action, rng, events))


# --- weapons -------------------------------------------------------------------------------------

def _weapons_by(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """Weapon cards drawn from the deck, as many as the tier reached (32 Weapons Supplier)."""
    from ..supply import draw_weapons

    count = resolve(state, prompt["seat"], step["count"])
    if count:
        draw_weapons(state, prompt["seat"], count, rng, events)


def _weapons_to(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """Named weapons until the owner holds `each` of every kind (69 Equipment Supplier); each is
    searched out like a consolation weapon (discard pile, then deck)."""
    weapons = state["players"][prompt["seat"]]["weapons"]
    gain = {kind: step["each"] - weapons[kind] for kind in WEAPONS if weapons[kind] < step["each"]}
    if gain:
        grant(state, prompt, gain, rng, events)


OPS["weapons_by"] = _auto(_weapons_by)
OPS["weapons_to"] = _auto(_weapons_to)


# --- goods ---------------------------------------------------------------------------------------

def _fourth_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    """31 Storeman: a good other than an animal held exactly `held` times in supply."""
    goods = state["players"][prompt["seat"]]["goods"]
    return [{"type": "copy", "good": g} for g in sorted(goods)
            if goods[g] == step["held"] and not GOODS[g].get("animal")]


def _fourth_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    grant(state, prompt, {action["good"]: 1}, rng, events)
    return True


OPS["fourth"] = Op(lambda state, seat, step, sub: bool(_fourth_options(state, {"seat": seat}, step)),
                   _fourth_options, _fourth_act)

# The goods boxes (rulebook 첫 번째 게임을 시작하기 전에: one row per colour, one column per shape);
# a column without an orange good is empty there. Cards move goods diagonally in this grid.
BOX_ROWS = ("orange", "red", "green", "blue")
BOX = (
    ("peas", "mead", "oil", "runestone"),
    ("flax", "stockfish", "hide", "silverware"),
    ("beans", "milk", "wool", "chest"),
    ("grain", "salt_meat", "linen", "silk"),
    ("cabbage", "game_meat", "skin_and_bones", "spices"),
    (None, "sheep", "fur", "jewelry"),
    ("fruits", "whale_meat", "robe", "treasure_chest"),
    (None, "cattle", "clothing", "silver_hoard"),
)
_BOX_AT = {good: (col, row) for col, column in enumerate(BOX) for row, good in enumerate(column) if good}
_BOX_AT["pregnant_sheep"] = _BOX_AT["sheep"]
_BOX_AT["pregnant_cattle"] = _BOX_AT["cattle"]


def box_move(good: str, right: int, up: int) -> str | None:
    """The good `right` columns to the right and `up` rows up (towards blue) of `good` in the
    goods boxes, or None off the grid or on an empty cell (88 Clerk would use right=-1, up=1)."""
    col, row = _BOX_AT[good]
    col, row = col + right, row + up
    if 0 <= col < len(BOX) and 0 <= row < len(BOX_ROWS):
        return BOX[col][row]
    return None


def _box_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    player = state["players"][prompt["seat"]]
    if not can_pay(player, step.get("pay", {})):
        return []
    out = []
    for good in sorted(player["goods"]):
        if GOODS[good]["color"] not in step["colors"]:
            continue
        for right, up in step["moves"]:
            target = box_move(good, right, up)
            if target and {"type": "box_move", "good": good, "to": target} not in out:
                out.append({"type": "box_move", "good": good, "to": target})
    return out


def _box_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """66 Field Farmer: pay, and the good becomes the one diagonally up-right of it."""
    spend(state, prompt, dict(step.get("pay", {})))
    spend(state, prompt, {action["good"]: 1})
    grant(state, prompt, {action["to"]: 1}, rng, events)
    return True


OPS["box_move"] = Op(lambda state, seat, step, sub: bool(_box_options(state, {"seat": seat}, step)),
                     _box_options, _box_act)


# --- ships ---------------------------------------------------------------------------------------

def _ship_deal_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    from ..supply import berth_free

    player = state["players"][prompt["seat"]]
    if not berth_free(player, step["ship"]):
        return []
    return [{"type": "option", "n": n} for n, cost in enumerate(step["options"])
            if can_pay(player, dict(cost, ore=cost.get("ore", 0) + step["ore"]))]


def _ship_deal_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """184 Sponsor: a ship bought for one of the prices, then `ore` of the owner's ore loaded on
    it (not a Ship Building action)."""
    player = state["players"][prompt["seat"]]
    spend(state, prompt, step["options"][action["n"]])
    grant(state, prompt, {"ship": step["ship"]}, rng, events)
    spend(state, prompt, {"ore": step["ore"]})
    ship = next(s for s in player["ships"] if s["kind"] == step["ship"] and s["ore"] == 0)
    ship["ore"] = step["ore"]
    player["ships"].sort(key=lambda s: (("whaling_boat", "knarr", "longship").index(s["kind"]), -s["ore"]))
    return True


OPS["ship_deal"] = Op(lambda state, seat, step, sub: bool(_ship_deal_options(state, {"seat": seat}, step)),
                      _ship_deal_options, _ship_deal_act)


# --- vikings back to the Thing -------------------------------------------------------------------

def _keep(state: dict, space: str) -> int:
    """Vikings that must stay on a space: one on a space whose action is still being resolved
    (its failure may send vikings back, and it marks the space), none otherwise — a space left
    empty stays used for the round (each space once per round, p.9)."""
    return 1 if any(p["kind"] == "space" and p.get("space") == space for p in state["stack"]) else 0


def own_spots(state: dict, seat: int) -> list[tuple[str, dict]]:
    """The seat's action spaces with vikings placed this round (solo: the active colour only)."""
    return sorted((space, spot) for space, spot in state["occupied"].items()
                  if spot["seat"] == seat and spot["round"] == state["round"])


def _send_back(state: dict, seat: int, count: int, rng: Rng, events: list) -> None:
    from ..supply import move_vikings

    if count:
        events.append({"type": "vikings_back", "seat": seat, "count": count})
        move_vikings(state, seat, count, rng, events, sent_back=True)


def _recall_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    """60 Inspector: 1 viking from a space, or for the round in silver 2 from the same space."""
    seat = prompt["seat"]
    out = []
    for space, spot in own_spots(state, seat):
        room = spot["vikings"] - _keep(state, space)
        if room >= 1:
            out.append({"type": "recall", "space": space, "count": 1})
        if room >= 2 and state["players"][seat]["silver"] >= state["round"]:
            out.append({"type": "recall", "space": space, "count": 2})
    return out


def _recall_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    if action["count"] == 2:
        spend(state, prompt, {"silver": state["round"]})
    state["occupied"][action["space"]]["vikings"] -= action["count"]
    _send_back(state, prompt["seat"], action["count"], rng, events)
    return True


OPS["recall"] = Op(lambda state, seat, step, sub: bool(_recall_options(state, {"seat": seat}, step)),
                   _recall_options, _recall_act)


def _homecoming(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """76 Homecomer: one viking back from every space of the column holding the owner's vikings
    (the 4-player imitation space of that column included); one return of them all."""
    from ..spaces import column

    count = 0
    for space, spot in own_spots(state, prompt["seat"]):
        if column(space) == step["col"] and spot["vikings"] - _keep(state, space) >= 1:
            spot["vikings"] -= 1
            count += 1
    _send_back(state, prompt["seat"], count, rng, events)


OPS["homecoming"] = _auto(_homecoming)


# --- special tiles off the boards ----------------------------------------------------------------

def _find_tile(state: dict, tile: str) -> tuple[dict, dict] | None:
    for player in state["players"]:
        for board in player["boards"]:
            for piece in board["pieces"]:
                if piece["item"] == tile:
                    return board, piece
    return None


def _tiling(cells: list[tuple[int, int]], items: list[str]) -> list[dict] | None:
    """Pieces of `items` covering exactly `cells` (tiles turn, never flip), or None."""
    from ..geometry import SHAPES

    if not items:
        return [] if not cells else None
    free = set(cells)
    for shape in SHAPES[items[0]]:
        for r, c in sorted(free):
            placed = [(r + dr - shape[0][0], c + dc - shape[0][1]) for dr, dc in shape]
            if all(cell in free for cell in placed):
                rest = _tiling(sorted(free - set(placed)), items[1:])
                if rest is not None:
                    return [{"item": items[0], "cells": [list(cell) for cell in placed]}, *rest]
    return None


def _reclaim_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    return [{"type": "reclaim", "tile": step["tile"]}] if _find_tile(state, step["tile"]) else []


def _reclaim_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """70 Courier / 71 Innkeeper: the tile leaves whichever board holds it for its new owner's
    supply; the goods named fill exactly the cells it covered on that board (same cover, so
    income, bonuses and colour rules are unchanged there)."""
    board, piece = _find_tile(state, step["tile"])
    pieces = _tiling([tuple(cell) for cell in piece["cells"]], list(step["fill"]))
    assert pieces is not None, f"{step['fill']} cannot fill the {step['tile']}"
    board["pieces"].remove(piece)
    board["pieces"] += pieces
    state["players"][prompt["seat"]]["specials"].append(step["tile"])
    events.append({"type": "reclaim", "seat": prompt["seat"], "tile": step["tile"], "board": board["id"],
                   "fill": list(step["fill"])})
    return True


OPS["reclaim"] = Op(lambda state, seat, step, sub: _find_tile(state, step["tile"]) is not None,
                    _reclaim_options, _reclaim_act)
