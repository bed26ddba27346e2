"""Any-time actions (rulebook pp.12-13), offered at every decision that belongs to the player:
placing items on boards and buildings, buying ships, arming ships with ore; at the end also filling
sheds and stone houses with wood and stone.

Placing is a short prompt — item → board → rotation → cell — that can be backed out of until the
piece is put down; once down it never comes back.
"""

from __future__ import annotations

from collections.abc import Iterator

from core.rng import Rng

from . import hooks
from .data_files import GOODS, SHIPS, SILVER_COINS
from .geometry import GEO, SHAPES
from .placement import anchors, fits_somewhere, has_anchor, put
from .supply import berth_free, give, pay

COINS = tuple(f"silver{value}" for value in sorted(SILVER_COINS))


def placeable_items(state: dict, seat: int) -> list[str]:
    player = state["players"][seat]
    items = sorted(g for g in player["goods"])
    items += sorted(set(player["specials"]))
    items += [coin for coin in COINS if player["silver"] >= int(coin[6:])]
    if player["ore"]:
        items.append("ore")
    if player["wood"] and "wood" in hooks.modify(state, seat, "house_items", {}, []):
        items.append("wood")  # Master Joiner: wood in houses as if it were silver
    return items


# Any-time abilities that undo arming (39 Modifier takes ore off a ship): like arming, not during
# an action (p.13), where the ore already counted for the roll.
NOT_DURING_ACTION = frozenset({39})


def options(state: dict, seat: int, final: bool = False, during_action: bool = False) -> list[dict]:
    """The any-time actions open to `seat` now; `during_action`: inside a viking action or a card's
    effect, where arming is not allowed (p.13: "행동하기 직전에도 가능하지만 행동 중에는 불가능")."""
    return list(_options(state, seat, final, during_action))


def any_option(state: dict, seat: int, final: bool = False, during_action: bool = False) -> bool:
    """Whether `options` would offer anything (it stops at the first found)."""
    return next(_options(state, seat, final, during_action), None) is not None


def _options(state: dict, seat: int, final: bool, during_action: bool) -> Iterator[dict]:
    player = state["players"][seat]
    boards = player["boards"]
    for item in placeable_items(state, seat):
        for board in boards:  # a plain loop, not any(): the bots ask this very often
            if fits_somewhere(board, item):
                yield {"type": "place", "item": item}
                break
    for kind, ship in SHIPS.items():
        if player["silver"] >= ship["price"] and berth_free(player, kind):
            yield {"type": "buy", "ship": kind}
    if player["ore"] and not during_action:
        seen = []
        for ship in player["ships"]:
            key = (ship["kind"], ship["ore"])
            if ship["ore"] < SHIPS[ship["kind"]]["ore_slots"] and key not in seen:
                seen.append(key)
                yield {"type": "arm", "ship": ship["kind"], "ore": ship["ore"]}
    for a in hooks.anytime_options(state, seat):
        if not (during_action and a["type"] == "ability" and a["card"] in NOT_DURING_ACTION):
            yield a
    if final:
        for index, board in enumerate(boards):
            for res, room in GEO[board["id"]].slots.items():
                if board["slots"][res] < room and player[res]:
                    yield {"type": "slot", "board": index, "res": res}


def act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    """Apply an any-time action (placing opens a prompt on top)."""
    player = state["players"][seat]
    kind = action["type"]
    if kind == "place":
        state["stack"].append({"kind": "place", "seat": seat, "item": action["item"], "board": None, "rot": 0})
    elif kind == "buy":  # through `give`: cards watching acquisitions see the ship (Cutter Operator)
        pay(state, seat, {"silver": SHIPS[action["ship"]]["price"]})
        events.append({"type": "buy_ship", "seat": seat, "ship": action["ship"]})
        give(state, seat, {"ship": action["ship"]}, rng, events)
    elif kind == "arm":
        ship = next(s for s in player["ships"] if s["kind"] == action["ship"] and s["ore"] == action["ore"])
        pay(state, seat, {"ore": 1})
        ship["ore"] += 1
        player["ships"].sort(key=lambda s: (("whaling_boat", "knarr", "longship").index(s["kind"]), -s["ore"]))
        events.append({"type": "arm", "seat": seat, "ship": action["ship"]})
    elif kind in ("exchange", "ability"):
        hooks.anytime_act(state, seat, action, rng, events)
    elif kind == "slot":
        pay(state, seat, {action["res"]: 1})
        player["boards"][action["board"]]["slots"][action["res"]] += 1
        events.append({"type": "slot", "seat": seat, "board": action["board"], "res": action["res"]})


# --- the placement prompt ------------------------------------------------------------------------

def _rotations_with_room(board: dict, item: str) -> list[int]:
    return [rot for rot in range(len(SHAPES[item])) if has_anchor(board, item, rot)]


def place_options(state: dict, prompt: dict) -> list[dict]:
    player = state["players"][prompt["seat"]]
    item = prompt["item"]
    if prompt["board"] is None:
        out = [{"type": "to", "board": i} for i, board in enumerate(player["boards"]) if fits_somewhere(board, item)]
    else:
        board = player["boards"][prompt["board"]]
        out = [{"type": "put", "row": r, "col": c} for r, c in anchors(board, item, prompt["rot"])]
        if len(_rotations_with_room(board, item)) > 1:
            out.append({"type": "rotate"})
    out.append({"type": "back"})
    return out


def place_act(state: dict, prompt: dict, action: dict, rng: Rng, events: list) -> bool:
    """One step of placing; True when the prompt closes (placed, or backed out of)."""
    player = state["players"][prompt["seat"]]
    kind = action["type"]
    if kind == "back":
        if prompt["board"] is None:
            return True
        prompt["board"] = None
        prompt["rot"] = 0
        return False
    if kind == "to":
        prompt["board"] = action["board"]
        prompt["rot"] = _rotations_with_room(player["boards"][action["board"]], prompt["item"])[0]
        return False
    board = player["boards"][prompt["board"]]
    if kind == "rotate":
        rots = _rotations_with_room(board, prompt["item"])
        later = [r for r in rots if r > prompt["rot"]]
        prompt["rot"] = later[0] if later else rots[0]
        return False
    item = prompt["item"]
    if item in GOODS:
        pay(state, prompt["seat"], {item: 1})
    elif item.startswith("silver"):
        pay(state, prompt["seat"], {"silver": int(item[6:])})
    elif item in ("ore", "wood"):
        pay(state, prompt["seat"], {item: 1})
    else:
        player["specials"].remove(item)
    put(board, item, prompt["rot"], action["row"], action["col"])
    events.append({"type": "placed", "seat": prompt["seat"], "item": item, "board": board["id"],
                   "rot": prompt["rot"], "row": action["row"], "col": action["col"]})
    ctx = {"item": item, "board": board["id"], "kind": GEO[board["id"]].kind}
    hooks.react(state, prompt["seat"], "placed", ctx, rng, events)
    return True
