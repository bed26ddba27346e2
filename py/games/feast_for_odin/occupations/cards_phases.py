"""Occupations that act at the round's phases (P16: harvest or no harvest, new weapon, end of the
actions, income, feast, bonus, mountain strips) and at the feast's table (rulebook pp.7-11; card
types p.21-22). Phase hooks run for every player in turn order, each in a prompt of its own.

Moments used, and where they fire: `harvest` / `no_harvest` (ctx `top`, `before` = goods by seat
before the harvest), `weapon_phase` (a replacement of the weapon draw), `end_actions`,
`before_income`, `feast_start`, `served` (each food tile put on the table, ctx `good`, `lay`),
`feast_served` (a player's feast is over, ctx `served`), `bonus` (ctx `rewards`, and `scope` for an
occupation's extra bonus phase), `mountain_phase` (ctx `removed`). Modifiers: `lengthwise`,
`abstain` (banquet.py).
"""

from __future__ import annotations

from core.rng import Rng

from .. import hooks
from ..data_files import BOARDS, GOODS, SPACES
from ..geometry import GEO, SHAPES
from ..hooks import MODIFIERS, MOMENTS, gain, hook, may, modifier, one_of
from ..placement import anchors, fits_somewhere, put
from ..steps import OPS, Op, grant, spend
from ..supply import draw_weapons, ships_of
from .ops import tier_gain

MOMENTS.add("served")
MODIFIERS.add("abstain")

HOUSES = ("stone_house", "long_house")


def _tier(state: dict, seat: int, metric: str, tiers: list, exact: bool = False) -> list[dict]:
    """The gain of the single tier reached (p.21 slash rule) as a step, or no step."""
    got = tier_gain(state, seat, {"metric": metric, "tiers": tiers, "exact": exact})
    return [gain(**got)] if got else []


def _vikings_in(state: dict, seat: int, where) -> int:
    """The seat's vikings standing on action spaces that `where(space)` accepts."""
    return sum(spot["vikings"] for space, spot in state["occupied"].items() if spot["seat"] == seat and where(space))


# --- ops -----------------------------------------------------------------------------------------

def _fits_there(board: dict, where: str) -> bool:
    if where == "houses":
        return board["id"] in HOUSES
    return BOARDS[board["id"]]["kind"] in ("home", "exploration")


def _place_boards(state: dict, seat: int, step: dict) -> list[int]:
    return [i for i, board in enumerate(state["players"][seat]["boards"])
            if _fits_there(board, step["where"]) and fits_somewhere(board, step["item"])]


def _rotations(board: dict, item: str) -> list[int]:
    return [rot for rot in range(len(SHAPES[item])) if anchors(board, item, rot)]


def _place_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    """Board, then cell (a rotation may be turned), as the any-time placing does; each piece
    comes straight from the general supply or the banquet table, never from the player's supply."""
    sub = prompt["sub"]
    if sub.get("count", 0) >= step["count"]:
        return []
    if "board" not in sub:
        return [{"type": "to", "board": i} for i in _place_boards(state, prompt["seat"], step)]
    board = state["players"][prompt["seat"]]["boards"][sub["board"]]
    out: list[dict] = [{"type": "put", "row": r, "col": c} for r, c in anchors(board, step["item"], sub["rot"])]
    if len(_rotations(board, step["item"])) > 1:
        out.append({"type": "rotate"})
    out.append({"type": "back"})
    return out


def _place_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    seat = prompt["seat"]
    sub = prompt["sub"]
    item = step["item"]
    kind = action["type"]
    if kind == "to":
        sub["board"] = action["board"]
        sub["rot"] = _rotations(state["players"][seat]["boards"][action["board"]], item)[0]
        return False
    if kind == "back":
        sub.pop("board", None)
        sub.pop("rot", None)
        return False
    board = state["players"][seat]["boards"][sub["board"]]
    if kind == "rotate":
        rots = _rotations(board, item)
        later = [r for r in rots if r > sub["rot"]]
        sub["rot"] = later[0] if later else rots[0]
        return False
    put(board, item, sub["rot"], action["row"], action["col"])
    events.append({"type": "placed", "seat": seat, "item": item, "board": board["id"], "rot": sub["rot"],
                   "row": action["row"], "col": action["col"], "card": step.get("card")})
    hooks.react(state, seat, "placed", {"item": item, "board": board["id"], "kind": GEO[board["id"]].kind},
                      rng, events)
    sub.pop("board")
    sub.pop("rot")
    sub["count"] = sub.get("count", 0) + 1
    sub["started"] = True
    return sub["count"] >= step["count"] or not _place_boards(state, seat, step)


# place_new: `count` pieces of `item` put at once on the owner's boards ("lands": home and
# exploration boards, "houses": stone and long houses), or not at all (9 Ore Boatman, 172 Fish Cook)
OPS["place_new"] = Op(lambda state, seat, step, sub: bool(_place_boards(state, seat, step)),
                      _place_options, _place_act)


def _shed_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    player = state["players"][prompt["seat"]]
    out = []
    for index, board in enumerate(player["boards"]):
        if board["id"] != "shed":
            continue
        for res in ("wood", "stone"):
            if board["slots"][res] < GEO["shed"].slots[res] and player[res] >= 1:
                out.append({"type": "shed", "board": index, "res": res})
    return out


def _shed_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """42 Steward: 1 wood or stone from supply into a free slot of a shed, then the gain."""
    spend(state, prompt, {action["res"]: 1})
    state["players"][prompt["seat"]]["boards"][action["board"]]["slots"][action["res"]] += 1
    events.append({"type": "slot", "seat": prompt["seat"], "board": action["board"], "res": action["res"]})
    grant(state, prompt, step["gain"], rng, events)
    return True


OPS["shed_slot"] = Op(lambda state, seat, step, sub: bool(_shed_options(state, {"seat": seat}, step)),
                      _shed_options, _shed_act)


def _instead_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """One of the gains offered instead of what the next step would give (it is then passed over)."""
    grant(state, prompt, step["gains"][action["n"]], rng, events)
    prompt["instead"] = True
    return True


# instead: one of `gains` in place of the step after it, which runs only if none was chosen
OPS["instead"] = Op(lambda state, seat, step, sub: True,
                    lambda state, prompt, step: [{"type": "option", "n": n} for n in range(len(step["gains"]))],
                    _instead_act)


def _weapon_unless(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """38 Peacemaker: the phase's weapon card, unless a resource was taken instead."""
    if not prompt.get("instead"):
        draw_weapons(state, prompt["seat"], 1, rng, events)


OPS["weapon_unless"] = Op(lambda state, seat, step, sub: True, auto=_weapon_unless)


# --- harvest or no harvest (phase 2) -------------------------------------------------------------

@hook(169, "harvest")  # Sower: had flax -> 1 more flax (or 1 grain instead if grain was held too)
def _sower(state: dict, seat: int, ctx: dict) -> list[dict]:
    before = ctx["before"][seat]
    if not before.get("flax"):
        return []
    if before.get("grain"):
        return [one_of(({}, {"flax": 1}), ({}, {"grain": 1}), optional=False)]
    return [gain(flax=1)]


@hook(171, "harvest")  # Flax Baker: after each harvest, may exchange 1 flax for 1 grain + 1 silver
def _flax_baker(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"flax": 1}, {"grain": 1, "silver": 1})]


@hook(92, "no_harvest")  # Sympathetic Soul: 3/4/5+ special tiles give 1/2/3 silver
def _sympathetic_soul(state: dict, seat: int, ctx: dict) -> list[dict]:
    return _tier(state, seat, "special_tiles", [[3, {"silver": 1}], [4, {"silver": 2}], [5, {"silver": 3}]])


@hook(93, "no_harvest")  # Helper in Time of Need: exactly 1/2/3 whaling boats give beans/grain/cabbage
def _helper_in_need(state: dict, seat: int, ctx: dict) -> list[dict]:
    return _tier(state, seat, "whaling_boats", [[1, {"beans": 1}], [2, {"grain": 1}], [3, {"cabbage": 1}]], exact=True)


@hook(94, "no_harvest")  # Spice Merchant: may exchange 2 oil for 1 spices
def _spice_merchant(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [may({"oil": 2}, {"spices": 1})]


@hook(95, "no_harvest")  # Wanderer: may take 2 items from a mountain strip
def _wanderer(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "mountain", "take": 2}] if state["strips"] else []


@hook(96, "no_harvest")  # Meat Merchant: game meat -> whale meat, or whale meat -> 2 game meat
def _meat_merchant(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [one_of(({"game_meat": 1}, {"whale_meat": 1}), ({"whale_meat": 1}, {"game_meat": 2}))]


@hook(97, "no_harvest")  # Pea Counter: may double the peas in supply, up to 8 in all
def _pea_counter(state: dict, seat: int, ctx: dict) -> list[dict]:
    peas = state["players"][seat]["goods"].get("peas", 0)
    more = min(peas, 8 - peas)
    return [gain(peas=more)] if more > 0 else []


# --- new weapon (phase 4) ------------------------------------------------------------------------

@hook(38, "weapon_phase")  # Peacemaker: 1 wood, stone or ore instead of the weapon card (or the card)
def _peacemaker(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "instead", "gains": [{"wood": 1}, {"stone": 1}, {"ore": 1}], "optional": True},
            {"op": "weapon_unless"}]


# --- end of the actions phase, before income ------------------------------------------------------

def _column_one() -> list[str]:
    """The printed first-column spaces from top to bottom (the order of the action board)."""
    return [space for space, info in SPACES.items() if info["col"] == 1]


@hook(91, "end_actions")  # Latecomer: 1 silver to use an empty 1st-column space next to one of yours
def _latecomer(state: dict, seat: int, ctx: dict) -> list[dict]:
    if state["players"][seat]["silver"] < 1:
        return []
    column = _column_one()
    occupied = state["occupied"]
    mine = [i for i, space in enumerate(column) if space in occupied and occupied[space]["seat"] == seat
            and occupied[space]["round"] == state["round"]]
    near = sorted({column[j] for i in mine for j in (i - 1, i + 1) if 0 <= j < len(column)
                   and column[j] not in occupied}, key=column.index)
    if not near:
        return []
    return [{"op": "use_space", "spaces": near, "pay": {"silver": 1}, "optional": True}]


@hook(8, "before_income")  # Craft Leader: 5+ of your vikings on Crafting spaces give 1 oil
def _craft_leader(state: dict, seat: int, ctx: dict) -> list[dict]:
    crafting = _vikings_in(state, seat, lambda space: SPACES.get(space, {}).get("group") == "crafting")
    return [gain(oil=1)] if crafting >= 5 else []


@hook(9, "before_income")  # Ore Boatman: 1 ore per longship, placed at once on home/exploration boards
def _ore_boatman(state: dict, seat: int, ctx: dict) -> list[dict]:
    longships = len(ships_of(state["players"][seat], "longship"))
    return [{"op": "place_new", "item": "ore", "count": longships, "where": "lands"}] if longships else []


@hook(42, "before_income")  # Steward: may put 1 wood or stone into a shed, then 1 silver
def _steward(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [{"op": "shed_slot", "gain": {"silver": 1}, "optional": True}]


# --- the feast (phase 9) -------------------------------------------------------------------------

@hook(165, "feast_start")  # Village Leader: a clothing in supply gives 2 silver
def _village_leader(state: dict, seat: int, ctx: dict) -> list[dict]:
    return _tier(state, seat, "goods:clothing", [[1, {"silver": 2}]])


@hook(167, "feast_start")  # Taster: 1 / 2+ spices in supply give 1 / 2 silver
def _taster(state: dict, seat: int, ctx: dict) -> list[dict]:
    return _tier(state, seat, "goods:spices", [[1, {"silver": 1}], [2, {"silver": 2}]])


@modifier(160, "abstain")  # Sober Man: a feast without mead gives 1 silver, usable in that feast
def _sober_man(state: dict, seat: int, ctx: dict, value: list) -> list:
    return [*value, {"card": 160, "good": "mead", "gain": {"silver": 1}}]


@modifier(186, "lengthwise")  # Pea Flour Baker: up to 2 peas may lie lengthwise
def _pea_flour_baker(state: dict, seat: int, ctx: dict, value: int) -> int:
    return max(value, 2) if ctx["kind"] == "peas" else value


@hook(157, "served")  # Skinner: each sheep or cattle put on the table gives skin and bones
def _skinner(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(skin_and_bones=1)] if GOODS[ctx["good"]].get("animal") else []


@hook(158, "served")  # Barbarian: each game or whale meat put on the table: 3 weapon cards + 1 silver
def _barbarian(state: dict, seat: int, ctx: dict) -> list[dict]:
    if ctx["good"] not in ("game_meat", "whale_meat"):
        return []
    return [{"op": "weapons", "count": 3}, gain(silver=1)]


@hook(7, "feast_served")  # Miller: after each feast, exactly 1 / 2 grain in supply give 1 / 2 silver
def _miller(state: dict, seat: int, ctx: dict) -> list[dict]:
    return _tier(state, seat, "goods:grain", [[1, {"silver": 1}], [2, {"silver": 2}]], exact=True)


@hook(159, "feast_served")  # Festive Hunter: a game meat on the table: a Hunting Game without vikings
def _festive_hunter(state: dict, seat: int, ctx: dict) -> list[dict]:
    if not any(good == "game_meat" for good, _lay in ctx["served"]):
        return []
    return [{"op": "use_space", "spaces": ["HU1a"], "optional": True}]


@hook(172, "feast_served")  # Fish Cook: the stockfish served may move from the table into houses
def _fish_cook(state: dict, seat: int, ctx: dict) -> list[dict]:
    fish = sum(1 for good, _lay in ctx["served"] if good == "stockfish")
    if not fish:
        return []
    return [{"op": "place_new", "item": "stockfish", "count": fish, "where": "houses", "optional": True}]


# --- bonus (phase 10) ----------------------------------------------------------------------------

def _column_count(state: dict, seat: int, col: int) -> int:
    from ..spaces import column

    return _vikings_in(state, seat, lambda space: column(space) == col)


@hook(161, "bonus")  # Whaling Assistant: 7+ of your vikings in the third column give 1 cabbage
def _whaling_assistant(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(cabbage=1)] if "scope" not in ctx and _column_count(state, seat, 3) >= 7 else []


@hook(162, "bonus")  # Flax Farmer: 7+ of your vikings in the second column give 1 flax
def _flax_farmer(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [gain(flax=1)] if "scope" not in ctx and _column_count(state, seat, 2) >= 7 else []


@modifier(161, "vikings_back_choice")  # vikings kept on a failed third-column space still count
def _whaling_assistant_keeps(state: dict, seat: int, ctx: dict, value: bool) -> bool:
    return value or ctx["col"] == 3


@modifier(162, "vikings_back_choice")  # vikings kept on a failed second-column space still count
def _flax_farmer_keeps(state: dict, seat: int, ctx: dict, value: bool) -> bool:
    return value or ctx["col"] == 2


@hook(41, "bonus")  # Slowpoke: after each bonus phase, may exchange 1 silver or 1 mead for 1 oil
def _slowpoke(state: dict, seat: int, ctx: dict) -> list[dict]:
    return [one_of(({"silver": 1}, {"oil": 1}), ({"mead": 1}, {"oil": 1}))]


# --- mountain strips (phase 11) ------------------------------------------------------------------

@hook(173, "mountain_phase")  # Punchcutter: each ore removed gives 1 silver, each '2 silver' 2 silver
def _punchcutter(state: dict, seat: int, ctx: dict) -> list[dict]:
    silver = sum(1 for item in ctx["removed"] if item == "ore") + 2 * sum(1 for item in ctx["removed"] if item == "silver")
    return [gain(silver=silver)] if silver else []
