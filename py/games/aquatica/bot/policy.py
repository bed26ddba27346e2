"""A fast, card-aware Aquatica policy: the easy bot, and the playout policy of the searching bots.

Each legal action gets a value plus a little noise, and the highest wins. It reads only the acting
player's own things and the public rows. What it knows about the game's economy:

- A game is a few *cycles*: the hand is played out, then Matrona brings every card back. Turns cost
  nothing in themselves; what ends the game is, solo, the fourth Ichthyander manta (one per Matrona
  and per scout), or the sea-character deck running dry (solo it holds 3 cards, so the third hire
  ends the game), or the location deck, or all four goals. So a card is played when it achieves
  something now (a purchase it can pay for with the resources at hand, a score, a raise that can be
  used), Matrona only when nothing useful is left, scouting rarely, and no hire that would empty the
  deck solo. On the last turn Matrona returns the whole discard pile to hand (1 VP per card).
- Locations are valued for their VP, their manta and their depth cells, less the work to raise them;
  raising goes where it completes a rise (a manta, then a score); scoring takes the best VP;
  resource depths are used whenever offered (using one also raises its location), mantas only when
  they pay for something better.
- Goals are claimed at once; an Ichthyander manta goes first onto a goal already claimed (free),
  otherwise onto the goal the player is furthest from.
"""

from __future__ import annotations

from core.rng import Rng

from .. import board
from ..data_files import CHARACTERS, EFFECT_CODES, HIRE_COSTS, LOCATIONS, RESOURCE_CODES

NOISE = 0.6  # the largest random addition to a value: playouts stay varied, choices stay sensible

# What a depth cell is worth to its owner (used or covered on the way to a full rise).
_CELL = {"empty": -0.6, "coin1": 0.3, "coin2": 0.5, "might1": 0.3, "might2": 0.5, "raise1": 0.8, "raise2": 1.2,
         "rise_full": 1.5, "score": 2.0, "take_back": 1.2, "hire_free": 0.3}


def _loc_value(loc: dict, cell_penalty: float, manta: float) -> float:
    cells = loc["depths"]
    value = loc["vp"] + sum(_CELL.get(code, 0.5) for code in cells) - cell_penalty * len(cells)
    return value + (manta if loc.get("manta") else 0.0)


class Values:
    """The worths a policy judges by: each location's (its VP, its cells, `manta` for its manta,
    less `cell_penalty` a cell to raise), what a hire effect adds to a card's value, and, with
    other players, scouting: `scout` when more than four locations are on offer (skipping is
    worth 2, so above 2 means always scout) and `scout_card` added to a card that scouts."""

    __slots__ = ("loc", "hire", "scout", "scout_card")

    def __init__(self, cell_penalty: float, hire: float, manta: float = 1.5, scout: float = 1.0,
                 scout_card: float = 0.0) -> None:
        self.loc = {loc_id: _loc_value(loc, cell_penalty, manta) for loc_id, loc in LOCATIONS.items()}
        self.hire = hire
        self.scout = scout
        self.scout_card = scout_card


# Everyone's values: the easy bot, the playouts of medium, and the other seats in hard's playouts.
COMMON = Values(cell_penalty=0.7, hire=3.0)
# Hard's own seat with other players (docs/bots/aquatica.md, sessions 28–30). There a hire
# brings the end nearer for everyone (the sea-character deck running dry ends ~3 in 4 games), a
# deeper location is worth its cells, a location with a manta is worth far more than solo (8, not
# 1.5), and scouting, which costs nothing without the solo Ichthyanders, is taken whenever offered
# (all measured by policy-only games, not derived): the policy with these values wins 78 % of
# two-player, 62 % of three-player and 50 % of four-player policy-only games against COMMON
# (bench/aquatica_values.py).
SHARP = Values(cell_penalty=0.1, hire=1.0, manta=8.0, scout=2.5, scout_card=1.0)

# A card's standing worth in hand (hire and take-back choices).
WORTH = {
    "matrona": 0.0, "pearl_diver": 5.0, "healer": 4.0, "wave_reader": 4.0, "researcher": 3.5, "grabber": 3.5,
    "meg": 3.0, "treasure_guardian_turtle": 3.0, "legionnaire": 3.0, "patrician": 2.5, "lantern_fish": 2.5,
    "mantas_leader": 2.5, "diplomat_crab": 2.0, "sea_horse": 2.0, "agent_of_the_blue_water": 1.0,
    # Kings, from the policy's own mean solo score with each (300 games): the solo pick.
    "king6": 5.2, "king8": 4.6, "king1": 4.3, "king2": 4.3, "king3": 4.1, "king5": 4.0, "king4": 3.7, "king7": 3.5,
}
_MANTA_KEEP = {"coin1": 0, "might1": 1, "raise1": 2}  # which trained manta to give up for a goal first


def _worth(card: str) -> float:
    return WORTH.get(card, 3.0)


# Mantas Leader readies the take-back manta that can return it: an endless loop (see _looping).
_NO_BACK = frozenset({"matrona", "mantas_leader"})


def _looping(state: dict) -> bool:
    """A game far longer than any normal one: some take-back loop is running, so stop taking
    back and let Matrona end the cycles (playouts must end)."""
    return state["turns"] > 90 * state["n"]


def hire_ok(state: dict) -> bool:
    """Whether a hire leaves the game running (solo, the last card of the deck ends it)."""
    return state["end"] or not state["solo"] or len(state["char_deck"]) >= 2


def last_turn(state: dict) -> bool:
    return state["end"] and state["turns_left"] == 0


def _resources(state: dict, player: dict) -> tuple[int, int, dict]:
    """Coins, might and kind might the player could still add to a main action."""
    coins = might = 0
    kinds: dict = {}
    used = state["used"] if state["card"] else ()
    for index, slot in enumerate(player["slots"]):
        if slot and index not in used:
            code = board.top_cell(slot)
            if code in RESOURCE_CODES:
                what, amount, kind = RESOURCE_CODES[code]
                if kind:
                    kinds[kind] = kinds.get(kind, 0) + amount
                elif what == "coins":
                    coins += amount
                else:
                    might += amount
    for manta in player["mantas"]:
        if manta["ready"] and manta["effect"] in RESOURCE_CODES:
            what, amount, _ = RESOURCE_CODES[manta["effect"]]
            if what == "coins":
                coins += amount
            else:
                might += amount
    return coins, might, kinds


def _best_buy(state: dict, coins: int, values: Values) -> float:
    best = 0.0
    for loc in state["loc_top"] + state["loc_bottom"]:
        if LOCATIONS[loc]["buy"] <= coins and values.loc[loc] > best:
            best = values.loc[loc]
    return best


def _best_conquer(state: dict, might: int, kinds: dict, values: Values) -> float:
    best = 0.0
    top = state["loc_top"]
    for loc in top + state["loc_bottom"]:
        data = LOCATIONS[loc]
        cost = data["conquer"] - (1 if loc in top else 0)
        if cost <= might + kinds.get(data["kind"], 0) and values.loc[loc] > best:
            best = values.loc[loc]
    return best


def _reachable(state: dict) -> int:
    """Locations on offer a single good card could pay for (else scouting is worth an Ichthyander)."""
    return sum(1 for loc in state["loc_top"] + state["loc_bottom"]
               if LOCATIONS[loc]["buy"] <= 4 or LOCATIONS[loc]["conquer"] <= 5)


FILL = 4.0


def _goal_open(state: dict, player: dict, goal: str) -> float:
    """1 if `goal` is on the board, unclaimed by the player and its track has room."""
    for g, name in enumerate(state["goals"]):
        if name == goal:
            return 1.0 if g not in player["goals"] and len(state["tracks"][g]) < 5 else 0.0
    return 0.0


def hand_context(state: dict, player: dict) -> tuple:
    """What the values of every card in one position share, computed once per decision: the
    resources at hand, free slots, the VP of the risen locations, the rising ones (cells left,
    −VP), the bonus for filling the fifth slot."""
    slots = board.occupied(player)
    left = sorted((len(board.cells(s)) - s["depth"], -LOCATIONS[s["loc"]]["vp"]) for s in slots)
    risen = sorted((-x[1] for x in left if x[0] == 0), reverse=True)
    rising = [x for x in left if x[0] > 0]
    return _resources(state, player), 5 - len(slots), risen, rising, _goal_open(state, player, "slots5") * FILL


def card_value(state: dict, player: dict, card: str, context: tuple | None = None,
               values: Values = COMMON) -> float:
    """What playing `card` now would roughly bring (a rough walk through its effects);
    `context` is `hand_context(state, player)` when the caller has it."""
    (res_c, res_m, res_k), free, risen, rising, fill_bonus = context or hand_context(state, player)
    risen, rising = list(risen), list(rising)
    coins = might = 0
    kinds: dict = {}
    value = points = 0.0  # points: what it adds to the final score at once (the last turn)
    for effect in CHARACTERS[card]["effects"]:
        op = effect["op"]
        if op == "coins":
            coins += effect["n"]
        elif op == "might":
            might += effect["n"]
        elif op == "might_kind":
            kinds[effect["kind"]] = kinds.get(effect["kind"], 0) + effect["n"]
        elif op == "buy":
            if free:
                got = _best_buy(state, coins + res_c, values)
                if got:
                    value += got + (fill_bonus if free == 1 else 0.0)
                    free -= 1
                    res_c = 0
            coins = 0
        elif op == "conquer":
            if free:
                merged = dict(res_k)
                for k, v in kinds.items():
                    merged[k] = merged.get(k, 0) + v
                got = _best_conquer(state, might + res_m, merged, values)
                if got:
                    value += got + (fill_bonus if free == 1 else 0.0)
                    free -= 1
                    res_m = 0
            might = 0
            kinds = {}
        elif op in ("hire", "hire_free"):
            if state["char_row"]:
                value += values.hire if hire_ok(state) else -6.0
                points += 1.0
        elif op == "raise":
            steps = effect["n"]
            while steps and rising:
                need, neg_vp = rising[0]
                if need <= steps:
                    steps -= need
                    value += need * 0.6 + 2.0
                    risen.append(-neg_vp)
                    rising.pop(0)
                else:
                    rising[0] = (need - steps, neg_vp)
                    value += steps * 0.6
                    steps = 0
        elif op == "rise_full":
            if rising:
                best = max(range(len(rising)), key=lambda i: -rising[i][1])
                value += 2.0 + 0.4 * rising[best][0]
                risen.append(-rising.pop(best)[1])
        elif op == "score":
            if risen:
                risen.sort()
                points += risen[-1]
                value += risen.pop() + 2.0
        elif op == "take_back":
            if any(c not in _NO_BACK for c in player["discard"]):
                value += 2.5
                points += 1.0
        elif op == "ready_mantas":
            value += 0.7 * sum(1 for m in player["mantas"] if not m["ready"])
        elif op == "scout":
            if free and _reachable(state) < 2:
                value += 4.0  # nothing worth taking is on offer: fresh locations
            elif not state["solo"]:
                value += values.scout_card
        elif op == "draw_wild":
            value += 3.0
    return points if last_turn(state) else value


def _play_values(state: dict, values: Values) -> dict[str, float]:
    player = state["players"][state["actor"]]
    plays = {}
    context = hand_context(state, player)
    for card in set(player["hand"]):
        if card != "matrona":
            plays[card] = card_value(state, player, card, context, values)
    others = max(plays.values(), default=0.0)
    if last_turn(state):
        # Matrona keeps the hand and returns the discard pile; any other card leaves the hand.
        plays = {card: v - 1.0 for card, v in plays.items()}
        plays["matrona"] = float(len(player["discard"]))
    elif _looping(state):
        # Solo, Matronas end the game; otherwise hires and scouts run the decks dry.
        if "matrona" in player["hand"]:
            plays["matrona"] = 50.0 if state["solo"] else -50.0
        for card in plays:
            if card != "matrona" and any(e["op"] in ("hire", "hire_free", "scout") for e in CHARACTERS[card]["effects"]):
                plays[card] += 20.0
    elif "matrona" in player["hand"]:
        # Matrona spends an Ichthyander (solo) to bring the discard pile back: never for nothing.
        back = len(player["discard"])
        plays["matrona"] = -5.0 if others >= 1.5 or not back else (0.2 if back == 1 else 1.5)
    return plays


def _progress(state: dict, player: dict, goal: str) -> float:
    """How near the player is to a goal, 0..1 (for where the Ichthyanders go)."""
    slots = board.occupied(player)
    wild = sum(1 for m in player["mantas"] if m["wild"])
    if goal == "hand8":
        return (len(player["hand"]) + len(player["discard"])) / 8
    if goal == "slots5":
        return len(slots) / 5
    if goal == "scored3":
        return len(player["scored"]) / 3
    if goal == "wild2":
        return wild / 2
    if goal == "wild3":
        return wild / 3
    if goal == "locations11":
        return (len(slots) + len(player["scored"])) / 11
    if goal == "fully_risen5":
        return sum(1 for s in slots if board.fully_raised(s)) / 5
    return 0.3


class _Memo:
    """Per-decision facts shared by the candidates' values."""

    __slots__ = ("plays", "pay_gain")

    def __init__(self) -> None:
        self.plays: dict[str, float] | None = None
        self.pay_gain: float | None = None


def _pay_gain(state: dict, values: Values) -> float:
    """During a payment: how much better a location (or card) the unused resources could buy."""
    head = state["queue"][0]
    player = state["players"][state["actor"]]
    pool = state["pool"]
    res_c, res_m, res_k = _resources(state, player)
    if head["op"] == "buy":
        return _best_buy(state, pool["coins"] + res_c, values) - _best_buy(state, pool["coins"], values)
    if head["op"] == "conquer":
        merged = dict(res_k)
        for k, v in pool["kinds"].items():
            merged[k] = merged.get(k, 0) + v
        return (_best_conquer(state, pool["might"] + res_m, merged, values)
                - _best_conquer(state, pool["might"], pool["kinds"], values))
    if head["op"] == "hire":
        def best(coins: int) -> float:
            return max((_worth(c) for i, c in enumerate(state["char_row"]) if HIRE_COSTS[i] <= coins), default=0.0)
        return best(pool["coins"] + res_c) - best(pool["coins"])
    return 0.0


def priority(state: dict, action: dict, memo: _Memo | None = None, values: Values = COMMON) -> float:
    memo = memo or _Memo()
    kind = action["type"]
    player = state["players"][state["actor"]]
    if kind == "play":
        if memo.plays is None:
            memo.plays = _play_values(state, values)
        return 10.0 + memo.plays.get(action["card"], 0.0)
    if kind == "claim":
        manta = player["mantas"][action["manta"]]
        return 100.0 - (0.0 if not manta["ready"] else 1.0 + _MANTA_KEEP.get(manta["effect"], 1))
    if kind == "end_turn":
        return 0.0
    if kind in ("use_depth", "use_manta"):
        if state["phase"] in ("main", "effect") and state["queue"] and state["queue"][0]["op"] in ("buy", "conquer", "hire"):
            if kind == "use_depth":
                return 50.0  # covering a resource cell raises its location too
            if memo.pay_gain is None:
                memo.pay_gain = _pay_gain(state, values)
            return 45.0 if memo.pay_gain > 1.0 else -1.0
        if kind == "use_depth":
            code = board.top_cell(player["slots"][action["slot"]])
        else:
            code = player["mantas"][action["manta"]]["effect"]
        op = EFFECT_CODES[code]["op"] if code in EFFECT_CODES else ""
        if op == "hire_free":
            return 15.0 if hire_ok(state) else -10.0
        if op == "score":
            return 30.0
        if op == "take_back":
            if _looping(state) or not any(c not in _NO_BACK for c in player["discard"]):
                return -1.0
            return 16.0 if not last_turn(state) else 3.0
        return 20.0 + (1.0 if kind == "use_depth" else 0.0)
    if kind in ("buy", "conquer"):
        return 40.0 + values.loc[action["loc"]]
    if kind == "decline":
        if memo.pay_gain is None:
            memo.pay_gain = _pay_gain(state, values)
        return 44.0 if memo.pay_gain <= 1.0 else 1.0
    if kind == "hire":
        return 30.0 + _worth(state["char_row"][action["slot"]])
    if kind in ("raise", "rise_full"):
        slot = player["slots"][action["slot"]]
        left = len(board.cells(slot)) - slot["depth"]
        vp = LOCATIONS[slot["loc"]]["vp"]
        value = 30.0 + (6.0 / left if kind == "raise" else 0.5 * left) + 0.3 * vp
        top = board.top_cell(slot)
        if kind == "raise" and top in EFFECT_CODES and left > 1:
            value -= 1.0  # covering an effect cell wastes it
        if kind == "raise" and left == 1 and LOCATIONS[slot["loc"]].get("manta"):
            value += 1.0
        return value
    if kind == "score":
        return 60.0 + LOCATIONS[player["slots"][action["slot"]]["loc"]]["vp"]
    if kind == "take_back":
        return 30.0 + (_worth(action["card"]) if action["card"] not in _NO_BACK else -3.0)
    if kind == "scout":
        if _looping(state):
            return 10.0 if not state["solo"] else 0.5
        if not state["solo"]:
            return 3.0 if len(state["loc_top"]) + len(state["loc_bottom"]) <= 4 else values.scout
        return 3.0 if None in player["slots"] and _reachable(state) < 2 else 0.5
    if kind == "skip":
        return 2.0
    if kind == "scout_drop":
        return 10.0 - values.loc[action["loc"]]
    if kind == "ichthy":
        goal = action["goal"]
        if goal in player["goals"]:
            return 50.0
        return 20.0 - 10.0 * _progress(state, player, state["goals"][goal])
    if kind == "pick_king":
        return 5.0 + _worth(action["king"])
    return 3.0


def policy(state: dict, legal: list[dict], rng: Rng, values: Values = COMMON) -> dict:
    memo = _Memo()
    best, best_value = legal[0], float("-inf")
    for action in legal:
        value = priority(state, action, memo, values) + rng.below(1000) * (NOISE / 1000)
        if value > best_value:
            best, best_value = action, value
    return best
