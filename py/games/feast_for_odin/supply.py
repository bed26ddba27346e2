"""What players own and the shared supplies: gaining, paying, weapons, ships, buildings.

Goods tiles, ships, building resources, silver and weapons are unlimited; buildings, special tiles
and exploration boards are not (rulebook p.22, 게임 구성물이 떨어지면).
"""

from __future__ import annotations

from core.rng import Rng

from . import hooks
from .data_files import COMPONENTS, GOODS, RESOURCES, SHIPS, SPECIALS, WEAPONS
from .placement import new_board

DOCK = COMPONENTS["dock"]


def count(player: dict, item: str) -> int:
    """How many of `item` the player holds in supply: silver, resources, goods, weapons; also
    "any_sheep"/"any_cattle" (pregnant or not) and "ship:<kind>" (ships in the dock)."""
    if item == "silver" or item in RESOURCES:
        return player[item]
    if item in WEAPONS:
        return player["weapons"][item]
    if item.startswith("any_"):
        return animals(player, item[4:])
    if item.startswith("ship:"):
        return len(ships_of(player, item[5:]))
    return player["goods"].get(item, 0)


def can_pay(player: dict, cost: dict) -> bool:
    for item, amount in cost.items():
        if count(player, item) < amount:
            return False
    return True


def pay(state: dict, seat: int, cost: dict) -> None:
    player = state["players"][seat]
    for item, amount in cost.items():
        if item == "silver" or item in RESOURCES:
            player[item] -= amount
        elif item in WEAPONS:
            player["weapons"][item] -= amount
            state["weapon_discard"].extend([item] * amount)
        elif item.startswith("any_"):  # an animal, the not-pregnant ones first
            for _ in range(amount):
                kind = item[4:] if player["goods"].get(item[4:]) else "pregnant_" + item[4:]
                _take_good(player, kind, 1)
        elif item.startswith("ship:"):  # a ship leaves the dock with its ore (the least armed one)
            for _ in range(amount):
                ship = min(ships_of(player, item[5:]), key=lambda s: s["ore"])
                player["ships"].remove(ship)
        else:
            _take_good(player, item, amount)


def _take_good(player: dict, item: str, amount: int) -> None:
    left = player["goods"][item] - amount
    if left:
        player["goods"][item] = left
    else:
        del player["goods"][item]


def add_good(player: dict, good: str, amount: int = 1) -> None:
    player["goods"][good] = player["goods"].get(good, 0) + amount


def animals(player: dict, kind: str) -> int:
    """Sheep or cattle in the stable, pregnant or not."""
    return player["goods"].get(kind, 0) + player["goods"].get("pregnant_" + kind, 0)


def ships_of(player: dict, *kinds: str) -> list[dict]:
    return [ship for ship in player["ships"] if ship["kind"] in kinds]


def berth_free(player: dict, kind: str) -> bool:
    """Docks hold 3 whaling boats and 4 large ships (rulebook p.14)."""
    if SHIPS[kind]["large"]:
        return len(ships_of(player, "knarr", "longship")) < DOCK["large"]
    return len(ships_of(player, "whaling_boat")) < DOCK["small"]


def add_ship(player: dict, kind: str) -> None:
    player["ships"].append({"kind": kind, "ore": 0})
    player["ships"].sort(key=lambda ship: (("whaling_boat", "knarr", "longship").index(ship["kind"]), -ship["ore"]))


def can_deliver(state: dict, player: dict, gain: dict) -> bool:
    """Whether every limited part of a gain is available (a building left, a free berth, a
    special tile still on the supply board)."""
    building = gain.get("building")
    if building and state["buildings"][building] <= 0:
        return False
    if any(item in SPECIALS and item not in state["specials"] for item in gain):
        return False
    if gain.get("special") and gain["special"] not in state["specials"]:
        return False
    ship = gain.get("ship")
    return not (ship and not berth_free(player, ship))


def give(state: dict, seat: int, gain: dict, rng: Rng, events: list) -> None:
    """Hand `gain` to a player: goods, silver, resources, named weapons, a building, a ship, a
    special tile. Limited parts that are gone are simply not given."""
    player = state["players"][seat]
    for item, amount in gain.items():
        if item == "building":
            if state["buildings"][amount] > 0:
                state["buildings"][amount] -= 1
                player["boards"].append(new_board(amount))
        elif item == "ship":
            if berth_free(player, amount):
                add_ship(player, amount)
        elif item == "special":
            if amount in state["specials"]:
                state["specials"].remove(amount)
                player["specials"].append(amount)
        elif item == "silver" or item in RESOURCES:
            player[item] += amount
        elif item in WEAPONS:
            for _ in range(amount):
                take_weapon(state, seat, item, rng)
        elif item in GOODS:
            add_good(player, item, amount)
        elif item in SPECIALS:
            take_special(state, seat, item)
        else:
            raise ValueError(f"unknown item {item!r}")
    events.append({"type": "gain", "seat": seat, "items": gain})
    hooks.react(state, seat, "gained", {"gain": gain}, rng, events)


def take_special(state: dict, seat: int, tile: str) -> None:
    state["specials"].remove(tile)
    state["players"][seat]["specials"].append(tile)


def take_weapon(state: dict, seat: int, kind: str, rng: Rng) -> None:
    """A named weapon (consolation, snare reward): from the discard pile first, else searched out
    of the deck, which is then shuffled (rulebook p.19 ****); if neither has one, a Thing penalty
    tile stands in for it (p.22), which we count as an extra card."""
    player = state["players"][seat]
    if kind in state["weapon_discard"]:
        state["weapon_discard"].remove(kind)
    elif kind in state["weapon_deck"]:
        state["weapon_deck"].remove(kind)
        rng.shuffle(state["weapon_deck"])
    else:
        state["weapons_extra"] += 1
    player["weapons"][kind] += 1


def move_vikings(state: dict, seat: int, delta: int, rng: Rng, events: list, sent_back: bool = False) -> None:
    """Vikings join (+) or leave (−) the Thing; cards watch the count, and vikings sent back by a
    failed roll or a card."""
    player = state["players"][seat]
    before = player["thing"]
    player["thing"] += delta
    if sent_back and delta > 0:
        hooks.react(state, seat, "vikings_returned", {"count": delta}, rng, events)
    hooks.react(state, seat, "thing", {"before": before, "after": player["thing"]}, rng, events)


def draw_weapons(state: dict, seat: int, amount: int, rng: Rng, events: list) -> None:
    """Draw from the deck; an empty deck is rebuilt from the shuffled discard pile (p.22)."""
    drawn = []
    for _ in range(amount):
        if not state["weapon_deck"]:
            if not state["weapon_discard"]:
                break
            state["weapon_deck"], state["weapon_discard"] = state["weapon_discard"], []
            rng.shuffle(state["weapon_deck"])
        drawn.append(state["weapon_deck"].pop())
    for kind in drawn:
        state["players"][seat]["weapons"][kind] += 1
    events.append({"type": "weapons", "seat": seat, "drawn": drawn, "reveals": True})


def draw_occupation(state: dict, seat: int, rng: Rng, events: list, replaceable: bool = True) -> None:
    """Draw a dark-backed occupation into the hand (a card may offer something instead)."""
    if replaceable and hooks.replace(state, seat, "draw", {}, rng, events):
        return
    if state["occ_deck"]:
        card = state["occ_deck"].pop()
        state["players"][seat]["hand"].append(card)
        events.append({"type": "draw_occupation", "seat": seat, "reveals": True})


def upgrade_of(good: str, steps: int) -> str | None:
    """The good `steps` grades up (orange→red→green→blue, same shape); a good nearer to blue than
    that stops at blue (a green good may take a two-step upgrade, rulebook p.16)."""
    up = GOODS[good].get("up")
    if up is None:
        return None
    for _ in range(steps - 1):
        up = GOODS[up].get("up") or up
    return up
