"""An estimate of a player's final score from any position, in points.

It starts from the score sheet as it stands (`scoring.score`: the −1 cells, ships, buildings,
silver, income once…) and adds what the position is worth beyond it:
- income still to be paid (each remaining phase 7);
- tiles in supply that will cover −1 cells, and the cells future actions will cover: with room R
  (the −1 cells not covered) and capacity C (tiles in supply and a rate per round of actions left),
  R·(1 − exp(−C/R)) — it nears R as C grows but never caps, so a tile gained or a board taken
  always counts (a hard min(R, C) made both free early in the game);
- food for the feasts to come: each space the food and harvests cannot fill costs a silver coin
  (1 point) or, without silver, a Thing penalty (3 points);
- resources, weapons, occupations in hand and played, large ships that can still emigrate, and
  vikings still at the Thing (each worth an action to come this round).
"""

from __future__ import annotations

import math

from ..banquet import TABLE
from ..data_files import GOODS, SPECIALS
from ..geometry import GEO, SHAPES
from ..phases import HARVEST, HARVEST_GOODS
from ..placement import income
from ..scoring import score

INCOME_STEP = 8  # phases.STEPS index of pay_income
FEAST_STEP = 11  # phases.STEPS index of feast
ACTIONS_STEP = 4


class Weights:
    """The evaluation's knobs (levels may differ)."""

    def __init__(self, **kw: float) -> None:
        self.viking = 1.6  # a viking still at the Thing
        self.viking_solo = 0.7  # solo: vikings are plenty (23), free spaces are what runs short
        self.cover_rate = 30.0  # −1 cells a round of actions may cover (hard-cap model: 14 → 20; soft: 30)
        self.tile_cell = 0.95  # a cell of a board tile in supply (before the room cap)
        self.keep_tile = 0.6  # a cell of a tile kept rather than placed now (placing early pays)
        self.wood = 0.7
        self.stone = 0.3  # it fills a house slot at the end (counted there): at 0.9 the bot hoarded stone
        self.ore = 1.1
        self.weapon = 0.45
        self.hand = 1.5
        self.played = 1.5
        self.emigrations_per_round = 0.6  # the bot's real pace (1.2 bought knarrs it never emigrated)
        self.emigrate_hope = 0.7
        self.food_silver = 1.0
        self.coin_keep = 1.0  # a silver coin kept rather than laid on a board, per point of its face
        self.silver_bound = 0.0  # >0: emigration hope only as far as silver (and this share of income) pays
        self.food_penalty = 3.0
        self.soft_cover = 1.0  # 1: covering approaches the room as 1 − exp(−capacity/room); 0: min(room, capacity)
        for key, value in kw.items():
            setattr(self, key, value)


DEFAULT = Weights()


def rounds_info(state: dict) -> tuple[int, int, int]:
    """(income phases still to come, feasts still to come, action phases still to come)."""
    r, rounds, step = state["round"], state["rounds"], state["step"]
    over = state["phase"] == "over" or state["phase"] == "final"
    if over:
        return 0, 0, 0
    income_left = (rounds - 1 - r) + (1 if step <= INCOME_STEP and r < rounds else 0)
    feasts_left = (rounds - r) + (1 if step <= FEAST_STEP else 0)
    actions_left = (rounds - r) + (1 if step <= ACTIONS_STEP + 1 and state["phase"] in ("setup", "actions") else 0)
    return max(0, income_left), max(0, feasts_left), max(0, actions_left)


_HARVESTS: dict[tuple, int] = {}


def harvest_food(state: dict, feasts_left: int) -> int:
    """Food spaces the harvests still to come will bring (tiles lying lengthwise)."""
    r, rounds = state["round"], state["rounds"]
    key = (state["length"], r, rounds, state["step"] > 1, feasts_left)
    found = _HARVESTS.get(key)
    if found is not None:
        return found
    first = rounds - feasts_left + 1  # the first round whose feast is still to come
    total = 0
    tops = HARVEST[state["length"]]
    for k in range(max(first, r + 1 if state["step"] > 1 else r), rounds + 1):
        top = tops[k - 1]
        if top:
            for good in HARVEST_GOODS:
                if GOODS[good]["harvest"] <= top:
                    total += max(GOODS[good]["size"])
    _HARVESTS[key] = total
    return total


def feast_need(state: dict, player: dict, feasts_left: int) -> int:
    """Open banquet spaces over the feasts still to come (the table's vikings leave one round at a
    time; emigrated ships cover spaces)."""
    rounds = state["rounds"]
    first = rounds - feasts_left + 1
    table = len(player["table"])
    emigrated = len(player["emigrated"])
    need = 0
    for k in range(first, rounds + 1):
        # table vikings still there at round k's feast: those of rounds after k
        left = max(0, table - max(0, k - state["round"]))
        if state["step"] == 0 and k == state["round"]:
            left = table
        need += max(0, TABLE - emigrated - left)
    return need


def slot_room(player: dict) -> int:
    return sum(GEO[b["id"]].slots[res] - b["slots"][res] for b in player["boards"] for res in b["slots"])


# Per good, read once from the data: the cells of a green or blue tile (0 for the rest) ...
_CELLS = {good: info["size"][0] * info["size"][1] if info["color"] in ("green", "blue") else 0
          for good, info in GOODS.items()}
# ... and the food spaces of an orange or red food tile (animals are not food here).
_FOOD = {good: (info["color"], max(info["size"])) for good, info in GOODS.items()
         if not info.get("animal") and info["color"] in ("orange", "red")}


def tile_area(player: dict) -> int:
    cells = 0
    for good, n in player["goods"].items():
        cells += _CELLS[good] * n
    for tile in player["specials"]:
        cells += len(SHAPES[tile][0]) if tile in SHAPES else 0
    return cells


def food_supply(player: dict) -> tuple[int, int, int]:
    """(orange spaces, red spaces, red tiles) of food in supply, animals left out."""
    orange = red = red_tiles = 0
    for good, n in player["goods"].items():
        food = _FOOD.get(good)
        if food is None:
            continue
        if food[0] == "orange":
            orange += food[1] * n
        else:
            red += food[1] * n
            red_tiles += n
    return orange, red, red_tiles


def evaluate(state: dict, seat: int, w: Weights = DEFAULT) -> float:
    sheet = score(state, seat)
    total = float(sheet["total"])
    player = state["players"][seat]
    income_left, feasts_left, actions_left = rounds_info(state)
    if state["phase"] == "over":
        return total
    final = state["phase"] == "final"
    # income still to be paid
    if income_left:
        total += income_left * sum(income(b) for b in player["boards"])
    # covering: tiles in supply and future actions against the −1 cells there are
    uncovered = -(sheet["boards_minus"] + sheet["buildings_minus"])
    tiles = tile_area(player)
    if not final:
        cover, filled, _room = covering(player, uncovered, tiles, actions_left, w)
        total += cover + filled
    # food for the feasts to come
    if feasts_left:
        coins, penalties, surplus = food_balance(state, player, feasts_left)
        total -= coins * w.food_silver + penalties * w.food_penalty
        total += 0.15 * surplus
    if not final:
        total += max(0, player["wood"] + player["stone"] - slot_room(player)) * 0.1
        total += player["wood"] * w.wood + player["stone"] * w.stone + player["ore"] * w.ore
        total += sum(player["weapons"].values()) * w.weapon
        total += len(player["hand"]) * w.hand * (1 if actions_left else 0)
        total += len(player["played"]) * w.played * min(1.0, actions_left / 3)
        if actions_left:
            # a large ship on the dock can still emigrate: most of what emigrating adds (less the
            # round's silver and the vikings it takes), as many as there are chances left
            total += emigration_hope(player, next_actions_round(state), actions_left, income_left, w)
            total += sum(s["ore"] for s in player["ships"]) * 0.5
        if state["phase"] == "actions":
            total += player["thing"] * (w.viking_solo if state["solo"] else w.viking)
    else:
        total += player["ore"] * 0.9  # placed at the end on −1 cells
        total += 0.9 * min(uncovered, tiles)
    return total


def covering(player: dict, uncovered: int, tiles: int, actions_left: int, w: Weights) -> tuple[float, int, int]:
    """(−1 cells the tiles in supply and the actions to come will cover, shed and stone-house
    slots wood and stone will fill, room: the −1 cells open less those slots)."""
    slots = slot_room(player)  # shed and stone house slots: filled at the end with wood and stone
    filled = min(slots, player["wood"] + player["stone"] + 2 * actions_left)
    capacity = tiles * w.tile_cell + w.cover_rate * actions_left
    room = uncovered - slots
    if w.soft_cover and room > 0:
        # the cells covered approach the room ever more slowly, never a hard cap: a cell of tile
        # or of future action still counts, and a board or house is not free for want of room
        return room * (1.0 - math.exp(-capacity / room)), filled, room
    return min(room, capacity), filled, room


def food_balance(state: dict, player: dict, feasts_left: int) -> tuple[int, int, int]:
    """(banquet spaces short paid with silver, short with no silver left: Thing penalties, food
    spaces to spare) over the feasts still to come."""
    need = feast_need(state, player, feasts_left)
    orange, red, red_tiles = food_supply(player)
    orange += harvest_food(state, feasts_left)
    usable = red + min(orange, red + 2 * red_tiles + 3 * feasts_left + player["silver"])
    short = max(0, need - usable)
    coins = min(short, player["silver"])
    return coins, short - coins, max(0, usable - need)


def next_actions_round(state: dict) -> int:
    """The round of the next actions phase (this one while it runs): what an emigration then costs."""
    return state["round"] + (0 if state["phase"] in ("setup", "actions") else 1)


def emigration_hope(player: dict, r: int, actions_left: int, income_left: int, w: Weights) -> float:
    """What the large ships on the dock may still add by emigrating (13 points each over the
    ship's own, less the round's silver and the vikings), as many as there are chances left and
    as the silver in hand and the income to come can pay: silver and income buy ships' voyages."""
    chances = int(w.emigrations_per_round * actions_left + 0.5)
    large = sum(1 for s in player["ships"] if s["kind"] != "whaling_boat")
    if w.silver_bound <= 0:
        return sum(max(0.0, 13 - r - 1 - 2 * w.viking) * w.emigrate_hope for _ in range(min(large, chances)))
    funds = player["silver"] + w.silver_bound * sum(income(b) for b in player["boards"]) * min(income_left, actions_left)
    total = 0.0
    for k in range(min(large, chances)):
        cost = r + int(k / max(w.emigrations_per_round, 0.1))
        share = 1.0 if funds >= cost else max(0.0, funds / cost)
        total += max(0.0, 13 - cost - 2 * w.viking) * w.emigrate_hope * share
        funds -= cost
        if funds <= 0:
            break
    return total


def special_area(tile: str) -> int:
    return len(SHAPES[tile][0]) if tile in SPECIALS else 0


def explain(state: dict, seat: int, w: Weights = DEFAULT) -> dict:
    """The evaluation's parts (for tuning)."""
    sheet = score(state, seat)
    player = state["players"][seat]
    income_left, feasts_left, actions_left = rounds_info(state)
    uncovered = -(sheet["boards_minus"] + sheet["buildings_minus"])
    return {"score": sheet["total"], "income_left": income_left, "feasts_left": feasts_left,
            "actions_left": actions_left, "uncovered": uncovered, "tiles": tile_area(player),
            "need": feast_need(state, player, feasts_left) if feasts_left else 0,
            "food": food_supply(player), "harvest": harvest_food(state, feasts_left) if feasts_left else 0,
            "eval": evaluate(state, seat, w)}
