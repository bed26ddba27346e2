"""Each-time occupations (orange background): the top part says when, the bottom part what
(rulebook p.21-22); once per occurrence unless the card says otherwise.

The cards here watch viking actions (`before_space` / `after_space` and the moments inside an
action: `before_trade`, `before_ore_craft`, `mountain`, `exploration`, `emigration`), what their
owner gains or places (`gained`, `placed`) and the vikings on the Thing (`thing`,
`vikings_returned`). A card that says "may" offers its step with a way to decline; a card that
only gives, gives. What a viking action gave or paid is read from its ledger, which holds the
printed steps only: a card's own gains never make another card fire as if the space had given them.
"""

from __future__ import annotations

from core.rng import Rng

from ..data_files import GOODS, SPACES
from ..hooks import MOMENTS, gain, hook, may, modifier, one_of
from ..steps import OPS, Op, grant, spend
from ..supply import can_pay, move_vikings, ships_of
from .ops import BOX

MOMENTS.update({"exploration", "emigration"})  # fired by steps.py inside those actions

BUILDING_RESOURCES = ("wood", "stone", "ore")
HOUSES = ("stone_house", "long_house")
LARGE_SHIPS = ("knarr", "longship")


# --- small readers of an action's context -------------------------------------------------------

def _gained(ctx: dict, item: str) -> int:
    """How many of `item` the action's printed steps gave (buildings and ships: how many kinds)."""
    got = ctx["ledger"]["gained"].get(item, 0)
    return got if isinstance(got, int) else len(got)


def _built(ctx: dict, item: str, kinds: tuple[str, ...]) -> int:
    """Buildings or ships of `kinds` the action's printed steps gave (ledger lists them)."""
    got = ctx["ledger"]["gained"].get(item, [])
    return sum(1 for kind in got if kind in kinds) if isinstance(got, list) else 0


def _paid(ctx: dict, item: str) -> int:
    return ctx["ledger"]["paid"].get(item, 0)


def _mountain_item(only: tuple[str, ...] = BUILDING_RESOURCES) -> dict:
    """May take 1 item off the front of a mountain strip. "A mountain item" on 103, 113 and 121
    is read as a building resource (wood, stone or ore), not a '2 silver' space."""
    return {"op": "mountain", "take": 1, "only": list(only), "optional": True}


def _upgrade(**extra) -> dict:
    """May upgrade one good one step."""
    return dict({"op": "upgrade", "count": 1, "steps": 1, "optional": True}, **extra)


def _printed_upgrades(space: str | None) -> list[tuple[int, int]]:
    """(goods, steps) of each upgrade a printed space offers, its alternatives included."""
    out = []
    pending = list(SPACES.get(space, {}).get("steps", ()))
    while pending:
        step = pending.pop(0)
        if step["op"] == "upgrade":
            out.append((step["count"], step["steps"]))
        for alternative in step.get("alternatives", ()):
            pending += alternative
    return out


# --- 3, 124, 154, 155, 156, 175: what a viking action gave ---------------------------------------

@hook(3, "after_space")  # Furrier: a printed space that gave exactly 1 silver -> a snare
def _furrier(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(snare=1)] if ctx["printed"] and _gained(ctx, "silver") == 1 else []


@hook(124, "after_space")  # Laborer: a printed space that gave exactly 2 silver -> may turn them into grain + 2 wood
def _laborer(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"silver": 2}, {"grain": 1, "wood": 2})] if ctx["printed"] and _gained(ctx, "silver") == 2 else []


@hook(154, "after_space")  # Woodcutter: a viking action giving 2+ wood also gives 1 silver
def _woodcutter(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if ctx["printed"] and _gained(ctx, "wood") >= 2 else []


@hook(155, "after_space")  # Cooper: a viking action giving 2+ wood -> may exchange 1 of it for stockfish
def _cooper(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"wood": 1}, {"stockfish": 1})] if ctx["printed"] and _gained(ctx, "wood") >= 2 else []


@hook(156, "after_space")  # Stone Crusher: a viking action giving 1+ stone also gives 1 silver
def _stone_crusher(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if ctx["printed"] and _gained(ctx, "stone") >= 1 else []


@hook(175, "after_space")  # Codliver Oil Presser: an action giving stockfish -> may buy 1 oil for 1 silver
def _codliver_oil_presser(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"silver": 1}, {"oil": 1})] if _gained(ctx, "stockfish") >= 1 else []


# --- 111, 112, 113, 114: crafting --------------------------------------------------------------

@hook(111, "after_space")  # Artist: 1 silver per kind of building resource paid on a crafting space
def _artist(state: dict, seat: int, ctx: dict) -> list[dict]:
    if ctx["group"] != "crafting":
        return []
    kinds = sum(1 for res in BUILDING_RESOURCES if _paid(ctx, res))
    return [gain(silver=kinds)] if kinds else []


@hook(112, "after_space")  # Barkeeper: each crafting action also gives 1 mead
def _barkeeper(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(mead=1)] if ctx["group"] == "crafting" else []


@hook(113, "before_space")  # Craft Apprentice: before each crafting action, may take 1 mountain item
def _craft_apprentice(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [_mountain_item()] if ctx["group"] == "crafting" else []


@hook(114, "after_space")  # Silk Stitcher: after each crafting action, may buy 1 silk for 3 silver
def _silk_stitcher(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"silver": 3}, {"silk": 1})] if ctx["group"] == "crafting" else []


# --- 103, 108: paying ore to craft (C2b chest, C3a forge) --------------------------------------

ORE_CRAFTS = ("C2b", "C3a")


@hook(103, "before_ore_craft")  # Forest Blacksmith: paying ore on C2b / the forge -> take 1 mountain item
def _forest_blacksmith(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [_mountain_item()] if ctx["space"] in ORE_CRAFTS else []


@hook(108, "before_ore_craft")  # Ironsmith: after paying that ore, may pay 1 silver to take a viking back
def _ironsmith(state: dict, seat: int, ctx: dict) -> list[dict]:
    if not ctx["printed"] or ctx["space"] not in ORE_CRAFTS:
        return []
    return [{"op": "take_back", "space": ctx["prompt"]["space"], "pay": {"silver": 1}, "optional": True}]


def _take_back_possible(state: dict, seat: int, step: dict, sub: dict) -> bool:
    """One viking of this action's space may come back; one always stays on it (the space stays
    taken this round), as with the vikings a failed dice action sends back."""
    spot = state["occupied"].get(step["space"])
    return bool(spot) and spot["seat"] == seat and spot["vikings"] >= 2 and can_pay(state["players"][seat], step["pay"])


def _take_back_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    spend(state, prompt, step["pay"])
    state["occupied"][step["space"]]["vikings"] -= 1
    events.append({"type": "viking_back", "seat": prompt["seat"], "space": step["space"], "card": step.get("card")})
    move_vikings(state, prompt["seat"], 1, rng, events, sent_back=True)
    return True


OPS["take_back"] = Op(
    _take_back_possible,
    lambda state, prompt, step: [{"type": "take_back"}] if _take_back_possible(state, prompt["seat"], step, {}) else [],
    _take_back_act)


# --- 36, 37, 88, 109, 110: overseas trading --------------------------------------------------

@hook(36, "before_trade")  # Ship's Cook: may pay 1 silver to upgrade one salt/game/whale meat
def _ships_cook(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [_upgrade(goods=["salt_meat", "game_meat", "whale_meat"], pay={"silver": 1})]


@hook(37, "before_trade")  # Foreign Trader: one free single upgrade before the trade
def _foreign_trader(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [_upgrade()]


@hook(88, "before_trade")  # Clerk: per knarr, may pay 1 silver to swap a good for the one up-left of it
def _clerk(state: dict, seat: int, ctx: dict) -> list[dict]:
    knarrs = len(ships_of(state["players"][seat], "knarr"))
    return [{"op": "diagonal_swap", "count": knarrs, "pay": {"silver": 1}, "optional": True}] if knarrs else []


@hook(109, "after_space")  # Master Count: after the 2-viking trading space, 1 silver per knarr
def _master_count(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "per", "metric": "knarrs", "gain": {"silver": 1}}] if ctx["space"] == "T2" else []


@hook(110, "after_space")  # Birka Settler: after the 2-viking trading space, may emigrate as usual
def _birka_settler(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "emigrate", "optional": True}] if ctx["space"] == "T2" else []


# The goods chart (ops.BOX): one column per shape (orange, red, green, blue from bottom to top),
# the columns ordered by size as the blue goods' sword values run. Animals are no goods to swap.
CHART = BOX


def _up_left() -> dict[str, str]:
    """Each good and the good diagonally up-left of it in CHART (next colour, next smaller shape)."""
    out = {}
    for col in range(1, len(CHART)):
        for row in range(3):
            good, target = CHART[col][row], CHART[col - 1][row + 1]
            if good and target and not GOODS[good].get("animal") and not GOODS[target].get("animal"):
                out[good] = target
    return out


UP_LEFT = _up_left()


def _swap_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    player = state["players"][prompt["seat"]]
    if prompt["sub"].get("count", 0) >= step["count"] or not can_pay(player, step["pay"]):
        return []
    return [{"type": "swap", "good": g} for g in sorted(player["goods"]) if g in UP_LEFT]


def _swap_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """88 Clerk: pay, and the good becomes the one diagonally up-left of it (not an upgrade)."""
    spend(state, prompt, dict(step["pay"], **{action["good"]: 1}))
    grant(state, prompt, {UP_LEFT[action["good"]]: 1}, rng, events)
    sub = prompt["sub"]
    sub["count"] = sub.get("count", 0) + 1
    sub["started"] = True
    return not _swap_options(state, prompt, step)


OPS["diagonal_swap"] = Op(
    lambda state, seat, step, sub: can_pay(state["players"][seat], step["pay"])
    and any(g in UP_LEFT for g in state["players"][seat]["goods"]),
    _swap_options, _swap_act)


# --- 12, 15, 115, 117, 121, 148: ships and houses -----------------------------------------------

@hook(12, "after_space")  # Helmsman (each-time half): after an action using a longship, draw 1 weapon
def _helmsman(state: dict, seat: int, ctx: dict) -> list[dict]:
    """A longship is used by an action that needs one (raid, pillage, plunder, far exploration),
    if the player has one to use, and by emigrating one."""
    need = SPACES.get(ctx["space"], {}).get("requires", {}).get("ship")
    used = need == ["longship"] and ships_of(state["players"][seat], "longship")
    return [{"op": "weapons", "count": 1}] if used or ctx.get("emigrated") == "longship" else []


@hook(15, "after_space")  # Cottager (each-time half): each stone/long house built gives 1 hide
def _cottager(state: dict, seat: int, ctx: dict) -> list[dict]:
    houses = _built(ctx, "building", HOUSES)
    return [gain(hide=houses)] if houses else []


@hook(115, "after_space")  # Princess: each house building action also gives 1 silverware
def _princess(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silverware=1)] if ctx["group"] == "build_houses" else []


@hook(117, "after_space")  # Shipowner: a knarr or longship built with wood -> one free single upgrade
def _shipowner(state: dict, seat: int, ctx: dict) -> list[dict]:
    ships = _built(ctx, "ship", LARGE_SHIPS) if _paid(ctx, "wood") else 0
    return [_upgrade() for _ in range(ships)]


@hook(121, "before_space")  # Carpenter: before each ship or house building action, may take 1 mountain item
def _carpenter(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [_mountain_item()] if ctx["group"] in ("build_ships", "build_houses") else []


@hook(148, "after_space")  # Spice Trader: a knarr built with wood -> may buy spices for 3 silver
def _spice_trader(state: dict, seat: int, ctx: dict) -> list[dict]:
    knarrs = _built(ctx, "ship", ("knarr",)) if _paid(ctx, "wood") else 0
    return [may({"silver": 3}, {"spices": 1}) for _ in range(knarrs)]


# --- 118, 119, 120: weekly market -------------------------------------------------------------

@hook(118, "after_space")  # Messenger: each weekly market action also gives 1 mead + 1 stone
def _messenger(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(mead=1, stone=1)] if ctx["group"] == "weekly_market" else []


@hook(119, "after_space")  # Milkman: each weekly market action also gives 1 milk
def _milkman(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(milk=1)] if ctx["group"] == "weekly_market" else []


@hook(120, "after_space")  # Middleman: after each weekly market action, may pay 1 silver for a single upgrade
def _middleman(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [_upgrade(pay={"silver": 1})] if ctx["group"] == "weekly_market" else []


# --- 6, 122, 188: mountains ------------------------------------------------------------------

@hook(6, "mountain")  # Stone Carver: +1 silver per stone taken from a mountain strip
def _stone_carver(state: dict, seat: int, ctx: dict) -> list[dict]:
    stones = ctx["taken"].count("stone")
    return [gain(silver=stones)] if stones else []


@hook(188, "mountain")  # Mineworker (each-time half): the '2 silver' of a strip's last position, +1 silver
def _mineworker(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if ctx["emptied"] and ctx["taken"][-1] == "silver" else []


MOUNTAIN_GUARD = {2: {"mead": 1}, 3: {"hide": 1}, 4: {"chest": 1}}


@hook(122, "after_space")  # Mountain Guard: 1 kind taken -> one more of it; 2/3/4 kinds -> mead/hide/chest
def _mountain_guard(state: dict, seat: int, ctx: dict) -> list[dict]:
    """Counts what the action's printed steps took off the strips; one more '2 silver' item is
    2 silver."""
    kinds = sorted(set(ctx["prompt"].get("taken", ())))
    if len(kinds) == 1:
        return [gain(**{kinds[0]: 2 if kinds[0] == "silver" else 1})]
    return [gain(**MOUNTAIN_GUARD[len(kinds)])] if kinds else []


# --- 123, 152: upgrades by a space ---------------------------------------------------------------

@hook(123, "after_space")  # Oil Seller: a printed space's one single upgrade -> may exchange oil for silverware
def _oil_seller(state: dict, seat: int, ctx: dict) -> list[dict]:
    single = _printed_upgrades(ctx["space"]) == [(1, 1)]
    return [may({"oil": 1}, {"silverware": 1})] if ctx["printed"] and single and ctx["upgrades"] == 1 else []


@hook(152, "after_space")  # Merchant: in a 3- or 4-good upgrade action, one of them may go one step more
def _merchant(state: dict, seat: int, ctx: dict) -> list[dict]:
    if not any(count in (3, 4) and steps == 1 for count, steps in _printed_upgrades(ctx["space"])):
        return []
    made = sorted(set(ctx["prompt"].get("made", ())))
    return [_upgrade(goods=made)] if made else []


# --- 125: exploration and emigration --------------------------------------------------------

@hook(125, "exploration")  # Scribe: each exploration also gives 1 rune stone
def _scribe_explores(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(runestone=1)]


@hook(125, "emigration")  # Scribe: each emigration also gives 1 rune stone
def _scribe_emigrates(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(runestone=1)]


# --- 164, 166, 176: placing vikings, playing occupations -----------------------------------------

@hook(164, "before_space")  # Armed Fighter: right before placing 4 vikings in column 4, may take a stone or ore
def _armed_fighter(state: dict, seat: int, ctx: dict) -> list[dict]:
    placing = ctx.get("placed") and ctx["col"] == 4 and ctx.get("vikings") == 4
    return [_mountain_item(("stone", "ore"))] if placing else []


@hook(166, "before_space")  # Weapons Warden: before each later 2-viking placement in column 2, a weapon
def _weapons_warden(state: dict, seat: int, ctx: dict) -> list[dict]:
    """The round's earlier placements are the column-2 spaces the seat's vikings took this round
    (they stay taken until the vikings come home)."""
    if not (ctx.get("placed") and ctx["col"] == 2 and ctx.get("vikings") == 2):
        return []
    from ..spaces import column

    earlier = sum(1 for space, spot in state["occupied"].items()
                  if spot["seat"] == seat and spot["round"] == state["round"] and column(space) == 2)
    return [{"op": "weapons", "count": 1}] if earlier else []


@hook(176, "after_space")  # Etiquette Teacher: after an action in which you played an occupation, 1 peas
def _etiquette_teacher(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(peas=1)] if ctx["played"] else []


# --- 151, 168: vikings on the Thing ---------------------------------------------------------

@hook(151, "vikings_returned")  # Thing Spokesman: 1 or 2 vikings sent back to the Thing -> 1 silver
def _thing_spokesman(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if ctx["count"] in (1, 2) else []


@hook(168, "thing")  # Earl of Lade: each time your vikings on the Thing become exactly 3, 1 silver
def _earl_of_lade(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if ctx["after"] == 3 != ctx["before"] else []


@modifier(168, "vikings_back_choice")  # how many vikings come back decides whether the Thing reaches 3
def _earl_of_lade_counts(state: dict, seat: int, ctx: dict, value: bool) -> bool:
    return True


# --- 28, 174, 190: gains --------------------------------------------------------------------

@hook(28, "gained")  # Locksmith: each chest or treasure chest gained -> may buy 1 oil for 1 silver
def _locksmith(state: dict, seat: int, ctx: dict) -> list[dict]:
    chests = ctx["gain"].get("chest", 0) + ctx["gain"].get("treasure_chest", 0)
    return [may({"silver": 1}, {"oil": 1}) for _ in range(chests)]


@hook(174, "gained")  # Bosporus Traveler: each cattle gained -> may buy spices for 4 or silk for 3 silver
def _bosporus_traveler(state: dict, seat: int, ctx: dict) -> list[dict]:
    cattle = ctx["gain"].get("cattle", 0) + ctx["gain"].get("pregnant_cattle", 0)
    return [one_of(({"silver": 4}, {"spices": 1}), ({"silver": 3}, {"silk": 1})) for _ in range(cattle)]


@hook(190, "gained")  # Bosporus Merchant: every spices gained also gives 1 oil
def _bosporus_merchant(state: dict, seat: int, ctx: dict) -> list[dict]:
    spices = ctx["gain"].get("spices", 0)
    return [gain(oil=spices)] if spices else []


# --- 98, 100, 101: placing goods ----------------------------------------------------------------

@hook(98, "placed")  # Nobleman: right after placing grain in a stone/long house, may buy silk for 2 silver
def _nobleman(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"silver": 2}, {"silk": 1})] if ctx["item"] == "grain" and ctx["board"] in HOUSES else []


@hook(100, "placed")  # Undertaker: each rune stone placed on an exploration board gives 1 silver
def _undertaker(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(silver=1)] if ctx["item"] == "runestone" and ctx["kind"] == "exploration" else []


@hook(101, "placed")  # Judge: each rune stone placed in a stone/long house gives 1 mead + 1 silver
def _judge(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(mead=1, silver=1)] if ctx["item"] == "runestone" and ctx["board"] in HOUSES else []


# --- 149, 153 ---------------------------------------------------------------------------------

@hook(149, "before_trade")  # Priest: right before an overseas trade (printed space), 1 oil
def _priest(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(oil=1)] if ctx["printed"] else []


@modifier(153, "max_rolls")  # Proficient Hunter: up to 4 rolls
def _proficient_hunter(state: dict, seat: int, ctx: dict, value: int) -> int:
    return max(value, 4)

