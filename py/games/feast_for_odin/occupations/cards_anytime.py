"""Any-time occupations (blue background): exchanges and abilities usable at any decision of
their owner, as often as affordable (rulebook p.21).

Plain exchanges (the yellow arrow) are data: `card(id, anytime=[(pay, gain), ...])`, one entry per
way of paying ("a or b" on a card is two entries, p.21 slash rule). Blue cards without the arrow
change a rule for their owner only (p.21: Modifier) and are `ability` pairs or modifiers.
"""

from __future__ import annotations

from core.rng import Rng

from ..data_files import GOODS, WEAPONS
from ..hooks import ability, card, hook, hook_steps, may, modifier, play, react, run_steps
from ..supply import give, pay

SHIP_ORDER = ("whaling_boat", "knarr", "longship")


# --- P8: repeatable exchanges --------------------------------------------------------------------

card(44, anytime=[({"hide": 1, "wool": 1, "linen": 1}, {"clothing": 1, "silver": 3})])  # Master Tailor
card(45, anytime=[({"wood": 1, "silver": 6}, {"treasure_chest": 1})])  # Pirate
# Ship Architect: 3 wood + wool or linen -> a longship; the gain needs a free berth (can_deliver) and
# is no Ship Building action (no space is used, so no space hook fires).
card(46, anytime=[({"wood": 3, "wool": 1}, {"ship": "longship"}),
                  ({"wood": 3, "linen": 1}, {"ship": "longship"})])
card(47, anytime=[({"salt_meat": 1}, {"hide": 1})])  # Tanner (p.21 example)
# Farmer: a cattle, pregnant or not (the owner picks which face goes) -> jewelry
card(48, anytime=[({"cattle": 1}, {"jewelry": 1}), ({"pregnant_cattle": 1}, {"jewelry": 1})])
card(50, anytime=[({"runestone": 1}, {"hide": 1})])  # Rune Engraver
card(51, anytime=[({"runestone": 1}, {"silver": 1, "milk": 1}),  # Master Mason: milk or cabbage
                  ({"runestone": 1}, {"silver": 1, "cabbage": 1})])
card(54, anytime=[({"silverware": 1}, {"silk": 1}), ({"silverware": 1}, {"chest": 1})])  # Tradesman (p.21)
card(55, anytime=[({"chest": 1, "silver": 3}, {"treasure_chest": 1})])  # Treasurer
card(57, anytime=[({"beans": 2}, {"peas": 1, "mead": 1, "stockfish": 1})])  # Bean Farmer
card(58, anytime=[({"flax": 2}, {"oil": 3})])  # Linseed Oil Presser
card(59, anytime=[({"flax": 2, "silver": 1}, {"linen": 2})])  # Linen Weaver


def _weapon_pairs() -> list[tuple[dict, dict]]:
    """Arms Dealer (56): any 2 weapon cards -> 1 ore; one entry per pair of kinds (10 in all)."""
    out = []
    for i, first in enumerate(WEAPONS):
        for second in WEAPONS[i:]:
            pay = {first: 2} if first == second else {first: 1, second: 1}
            out.append((pay, {"ore": 1}))
    return out


card(56, anytime=_weapon_pairs())

# Chronicler (187), any-time half: 3 flax -> treasure chest, as often as affordable
card(187, anytime=[({"flax": 3}, {"treasure_chest": 1})])


@hook(187, "after_space")  # Chronicler, each-time half: once per viking action, 2 flax for the Belt
def _chronicler_belt(state: dict, seat: int, ctx: dict) -> list[dict]:
    """Offered once at the end of each viking action (the flax that action gave may pay), while
    the Belt is still on the supply board; a space's action a card grants without vikings is no
    viking action."""
    if ctx["prompt"]["kind"] != "space" or "belt" not in state["specials"]:
        return []
    return [may({"flax": 2}, {"belt": 1})]


# --- P8 with a side effect: Plower (49) ----------------------------------------------------------

PLOWED = {"peas": 1, "flax": 1, "beans": 1, "grain": 1, "cabbage": 1}
PLOWER_COSTS = ("cattle", "pregnant_cattle")


def _plower_options(state: dict, seat: int) -> list[dict]:
    goods = state["players"][seat]["goods"]
    return [{"pay": kind} for kind in PLOWER_COSTS if goods.get(kind)]


def _plower_act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    """A cattle for five crops; it counts as a harvest for the owner's other cards, so their
    `harvest` hooks run as in the harvest phase: the crops already in supply, harvest level 3
    (the highest crop given being cabbage), `before` = goods by seat before the crops came."""
    pay(state, seat, {action["pay"]: 1})
    before = [dict(p["goods"]) for p in state["players"]]
    give(state, seat, dict(PLOWED), rng, events)
    events.append({"type": "card_exchange", "seat": seat, "card": 49})
    found = hook_steps(state, seat, "harvest", {"top": 3, "before": before, "card": 49})
    if found:
        run_steps(state, seat, found, rng, events, own_prompt=True)


ability(49, _plower_options, _plower_act)


# --- P9: abilities that are not plain exchanges --------------------------------------------------

def _modifier_options(state: dict, seat: int) -> list[dict]:
    """Modifier (39): ore added to a whaling boat or longship may come back (a whaling boat's
    printed ore is not a piece and stays; knarrs carry none)."""
    out: list[dict] = []
    for ship in state["players"][seat]["ships"]:
        option = {"ship": ship["kind"], "ore": ship["ore"]}
        if ship["ore"] > 0 and option not in out:
            out.append(option)
    return out


def _modifier_act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    player = state["players"][seat]
    ship = next(s for s in player["ships"] if s["kind"] == action["ship"] and s["ore"] == action["ore"])
    ship["ore"] -= 1
    player["ore"] += 1
    player["ships"].sort(key=lambda s: (SHIP_ORDER.index(s["kind"]), -s["ore"]))
    events.append({"type": "unarm", "seat": seat, "ship": action["ship"], "card": 39})


ability(39, _modifier_options, _modifier_act)


@modifier(40, "house_items")  # Master Joiner: wood goes into stone/long houses as if it were silver
def _master_joiner(state: dict, seat: int, ctx: dict, value: list) -> list:
    return value if "wood" in value else [*value, "wood"]


def _tutor_options(state: dict, seat: int) -> list[dict]:
    """Tutor (52): 1 silver plays a card from hand, as often as the silver lasts."""
    player = state["players"][seat]
    return [{"play": c} for c in sorted(player["hand"])] if player["silver"] >= 1 else []


def _tutor_act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    pay(state, seat, {"silver": 1})
    play(state, seat, action["play"], rng, events)


ability(52, _tutor_options, _tutor_act)

ORANGE = tuple(g for g, info in GOODS.items() if info["color"] == "orange")


def _farm_shop_options(state: dict, seat: int) -> list[dict]:
    """Farm Shop Owner (53): 1 silver turns an orange good in supply to its red reverse."""
    player = state["players"][seat]
    if player["silver"] < 1:
        return []
    return [{"good": g} for g in ORANGE if player["goods"].get(g)]


def _farm_shop_act(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    """It counts as an upgrade: cards watching upgrades see it (no action space is involved)."""
    good = action["good"]
    better = GOODS[good]["up"]
    pay(state, seat, {"silver": 1, good: 1})
    give(state, seat, {better: 1}, rng, events)
    events.append({"type": "card_upgrade", "seat": seat, "card": 53, "good": good, "better": better})
    ctx = {"space": None, "col": None, "group": None, "printed": False, "prompt": None, "good": good, "better": better}
    react(state, seat, "upgraded", ctx, rng, events)


ability(53, _farm_shop_options, _farm_shop_act)
