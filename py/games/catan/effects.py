"""What each legal action does to the state. Called only with an action from `legal_actions`.

Each handler mutates the state in place and returns events (plain dicts) that the log narrates.
An event may carry `"private": [seats]`: only those seats see its secret fields (`card`, `cards`).
"""

from __future__ import annotations

from core.rng import Rng

from . import board, scoring
from .actions import askable, harbor_ratios, road_spots
from .data_files import (
    COST_CITY,
    COST_DEV,
    COST_ROAD,
    COST_SETTLEMENT,
    DISCARD_ABOVE,
    PRODUCES,
    RES_INDEX,
    RESOURCES,
    WIN_VP,
)

_HEX_NODES = board.HEX_NODES


def _pay(state: dict, seat: int, cost: tuple[int, ...]) -> None:
    hand = state["hands"][seat]
    bank = state["bank"]
    for i, amount in enumerate(cost):
        hand[i] -= amount
        bank[i] += amount


def _gain(state: dict, seat: int, res: int, amount: int = 1) -> None:
    state["hands"][seat][res] += amount
    state["bank"][res] -= amount


# --- set-up -------------------------------------------------------------------------------------


def _setup_settlement(state: dict, seat: int, node: int) -> list[dict]:
    _place_settlement(state, seat, node)
    events = [{"kind": "build_settlement", "seat": seat, "node": node}]
    if state["setup_i"] >= state["n"]:
        # Second round: one card per land hex next to the second settlement (§초기배치 단계).
        gained = [0] * len(RESOURCES)
        for h in board.NODE_HEXES[node]:
            res = PRODUCES[state["terrain"][h]]
            if res >= 0 and state["bank"][res] > 0:
                _gain(state, seat, res)
                gained[res] += 1
        events.append({"kind": "produce", "gains": {str(seat): gained}})
    state["setup_node"] = node
    state["phase"] = "setup_road"
    return events


def _setup_road(state: dict, seat: int, edge: int) -> list[dict]:
    _place_road(state, seat, edge)
    state["setup_i"] += 1
    order = state["setup_order"]
    if state["setup_i"] < len(order):
        state["turn"] = state["actor"] = order[state["setup_i"]]
        state["phase"] = "setup_settlement"
    else:
        # The last player to place starts the game (§초기배치 단계).
        state["turn"] = state["actor"] = order[-1]
        state["phase"] = "pre_roll"
    return [{"kind": "build_road", "seat": seat, "edge": edge}]


# --- building -----------------------------------------------------------------------------------


def _place_settlement(state: dict, seat: int, node: int) -> None:
    state["node_owner"][node] = seat
    state["node_level"][node] = 1
    state["pieces"][seat][0] -= 1
    # A new settlement may break an opponent's road through this intersection (§가장 긴 도로, 주의).
    broken = sorted({state["edge_owner"][e] for e in board.NODE_EDGES[node]} - {-1, seat})
    if broken:
        scoring.update_longest_road(state, broken)


def _place_road(state: dict, seat: int, edge: int) -> None:
    state["edge_owner"][edge] = seat
    state["pieces"][seat][2] -= 1
    scoring.update_longest_road(state, [seat])


def _build_road(state: dict, seat: int, action: dict) -> list[dict]:
    if state["phase"] == "setup_road":
        return _setup_road(state, seat, action["edge"])
    if state["phase"] == "road_building":
        _place_road(state, seat, action["edge"])
        state["free_roads"] -= 1
        if state["free_roads"] == 0 or not state["pieces"][seat][2] or not road_spots(state, seat):
            state["free_roads"] = 0
            state["phase"] = "main" if state["rolled"] else "pre_roll"
        return [{"kind": "build_road", "seat": seat, "edge": action["edge"], "free": True}]
    _pay(state, seat, COST_ROAD)
    state["built"] = True
    _place_road(state, seat, action["edge"])
    return [{"kind": "build_road", "seat": seat, "edge": action["edge"]}]


def _build_settlement(state: dict, seat: int, action: dict) -> list[dict]:
    if state["phase"] == "setup_settlement":
        return _setup_settlement(state, seat, action["node"])
    _pay(state, seat, COST_SETTLEMENT)
    state["built"] = True
    _place_settlement(state, seat, action["node"])
    return [{"kind": "build_settlement", "seat": seat, "node": action["node"]}]


def _build_city(state: dict, seat: int, action: dict) -> list[dict]:
    _pay(state, seat, COST_CITY)
    state["built"] = True
    state["node_level"][action["node"]] = 2
    state["pieces"][seat][0] += 1  # the settlement goes back to the supply
    state["pieces"][seat][1] -= 1
    return [{"kind": "build_city", "seat": seat, "node": action["node"]}]


def _buy_dev(state: dict, seat: int, action: dict, rng: Rng) -> list[dict]:
    _pay(state, seat, COST_DEV)
    state["built"] = True
    card = state["deck"].pop(rng.below(len(state["deck"])))
    state["dev"][seat].append(card)
    state["dev_new"][seat].append(card)
    return [{"kind": "buy_dev", "seat": seat, "card": card, "private": [seat]}]


# --- the roll, production, the robber ------------------------------------------------------------


def _roll(state: dict, seat: int, action: dict, rng: Rng) -> list[dict]:
    dice = [rng.die(), rng.die()]
    total = dice[0] + dice[1]
    state["dice"] = dice
    state["hist"][total] += 1
    state["rolled"] = True
    events = [{"kind": "roll", "seat": seat, "dice": dice}]
    if total != 7:
        events.append({"kind": "produce", "gains": produce(state, total)})
        state["phase"] = "main"
        return events
    # A 7: nobody produces; more than 7 cards → discard half, rounded down (§주사위 눈이 7, 예제).
    n = state["n"]
    queue = []
    for k in range(n):
        other = (seat + k) % n
        cards = sum(state["hands"][other])
        if cards > DISCARD_ABOVE:
            queue.append([other, cards // 2])
    state["discards"] = queue
    state["robber_return"] = "main"
    _next_discard(state)
    return events


def _next_discard(state: dict) -> None:
    if state["discards"]:
        state["phase"] = "discard"
        state["actor"] = state["discards"][0][0]
    else:
        state["phase"] = "move_robber"
        state["actor"] = state["turn"]


def _discard(state: dict, seat: int, action: dict) -> list[dict]:
    res = RES_INDEX[action["resource"]]
    state["hands"][seat][res] -= 1
    state["bank"][res] += 1
    state["discards"][0][1] -= 1
    if state["discards"][0][1] == 0:
        state["discards"].pop(0)
        _next_discard(state)
    return [{"kind": "discard", "seat": seat, "resource": action["resource"]}]


def produce(state: dict, total: int) -> dict[str, list[int]]:
    """Hand out production for a roll; bank shortage rule (§자원카드, catan-data.md).

    If the bank cannot pay everyone their share of a resource, nobody gets it, unless only one
    player is owed it: that player takes what is left.
    """
    owner = state["node_owner"]
    level = state["node_level"]
    robber = state["robber"]
    owed: dict[int, dict[int, int]] = {}
    terrain = state["terrain"]
    for h in _PRODUCERS.get(state["numbers"])[total]:
        if h == robber:
            continue
        res = PRODUCES[terrain[h]]
        for node in _HEX_NODES[h]:
            if owner[node] >= 0:
                per_res = owed.setdefault(res, {})
                per_res[owner[node]] = per_res.get(owner[node], 0) + level[node]
    gains: dict[str, list[int]] = {}
    for res, per_seat in owed.items():
        available = state["bank"][res]
        if sum(per_seat.values()) > available:
            if len(per_seat) > 1:
                continue
            per_seat = {seat: available for seat in per_seat}
        for seat, amount in per_seat.items():
            if amount:
                _gain(state, seat, res, amount)
                gains.setdefault(str(seat), [0] * len(RESOURCES))[res] += amount
    return gains


def _producer_table(numbers: list[int]) -> list[list[int]]:
    """Hexes per number token."""
    table: list[list[int]] = [[] for _ in range(13)]
    for h, number in enumerate(numbers):
        if number:
            table[number].append(h)
    return table


_PRODUCERS = board.MapCache(_producer_table)


def _move_robber(state: dict, seat: int, action: dict, rng: Rng) -> list[dict]:
    hex_id = action["hex"]
    state["robber"] = hex_id
    owner = state["node_owner"]
    victims = sorted({
        owner[n] for n in _HEX_NODES[hex_id]
        if owner[n] >= 0 and owner[n] != seat and sum(state["hands"][owner[n]])
    })
    events = [{"kind": "move_robber", "seat": seat, "hex": hex_id}]
    if len(victims) > 1:
        state["steal_from"] = victims
        state["phase"] = "steal"
        return events
    if victims:
        events.append(_steal_from(state, seat, victims[0], rng))
    state["phase"] = state["robber_return"]
    return events


def _steal_from(state: dict, thief: int, victim: int, rng: Rng) -> dict:
    """One random card from the victim's hand (§도둑: 무작위로 한 장)."""
    hand = state["hands"][victim]
    pick = rng.below(sum(hand))
    for res, count in enumerate(hand):
        if pick < count:
            break
        pick -= count
    hand[res] -= 1
    state["hands"][thief][res] += 1
    return {"kind": "steal", "seat": thief, "from": victim, "card": RESOURCES[res], "private": [thief, victim]}


def _steal(state: dict, seat: int, action: dict, rng: Rng) -> list[dict]:
    event = _steal_from(state, seat, action["from"], rng)
    state["steal_from"] = []
    state["phase"] = state["robber_return"]
    return [event]


# --- development cards ---------------------------------------------------------------------------


def _play_dev(state: dict, seat: int, action: dict) -> list[dict]:
    card = action["card"]
    state["dev"][seat].remove(card)
    state["dev_played"] = True
    back = "main" if state["rolled"] else "pre_roll"
    events = [{"kind": "play_dev", "seat": seat, "card": card}]
    if card == "knight":
        state["knights"][seat] += 1
        scoring.update_largest_army(state, seat)
        state["robber_return"] = back
        state["phase"] = "move_robber"
        return events
    state["progress_played"] += 1
    if card == "road_building":
        # Two free roads, or as many as the supply and the board allow (§진보카드). With none, the
        # card is still played and spent (ruling D10 in docs/rules-coverage/catan.md).
        free = min(2, state["pieces"][seat][2])
        if free and road_spots(state, seat):
            state["free_roads"] = free
            state["phase"] = "road_building"
        else:
            events[0]["nothing"] = True
    elif card == "monopoly" or any(state["bank"]):
        state["pick"] = {"card": card, "left": 2 if card == "year_of_plenty" else 1}
        state["phase"] = "pick_resource"
    else:
        events[0]["nothing"] = True  # Year of Plenty with an empty bank (ruling D10)
    return events


def _pick(state: dict, seat: int, action: dict) -> list[dict]:
    res = RES_INDEX[action["resource"]]
    pick = state["pick"]
    back = "main" if state["rolled"] else "pre_roll"
    if pick["card"] == "monopoly":
        taken = 0
        for other in range(state["n"]):
            if other != seat:
                taken += state["hands"][other][res]
                state["hands"][other][res] = 0
        state["hands"][seat][res] += taken
        state["pick"] = None
        state["phase"] = back
        return [{"kind": "monopoly", "seat": seat, "resource": action["resource"], "count": taken}]
    _gain(state, seat, res)
    pick["left"] -= 1
    if pick["left"] == 0 or not any(state["bank"]):
        state["pick"] = None
        state["phase"] = back
    return [{"kind": "year_of_plenty", "seat": seat, "resource": action["resource"]}]


def _reveal_vp(state: dict, seat: int, action: dict) -> list[dict]:
    state["vp_revealed"][seat] += 1
    return [{"kind": "reveal_vp", "seat": seat}]


# --- trade ---------------------------------------------------------------------------------------


def _bank_trade(state: dict, seat: int, action: dict) -> list[dict]:
    give, get = RES_INDEX[action["give"]], RES_INDEX[action["get"]]
    ratio = harbor_ratios(state, seat)[give]
    _gain(state, seat, give, -ratio)
    _gain(state, seat, get)
    return [{"kind": "bank_trade", "seat": seat, "give": action["give"], "get": action["get"], "ratio": ratio}]


def _trade_open(state: dict, seat: int, action: dict) -> list[dict]:
    if action.get("ask"):
        return _trade_ask(state, seat)
    state["trade"] = {"give": [0] * len(RESOURCES), "get": [0] * len(RESOURCES), "to": -1, "answers": []}
    state["phase"] = "trade_compose"
    return []


def _trade_edit(state: dict, seat: int, action: dict) -> list[dict]:
    state["trade"][action["side"]][RES_INDEX[action["resource"]]] += action["delta"]
    return []


def _trade_target(state: dict, seat: int, action: dict) -> list[dict]:
    state["trade"]["to"] = action["to"]
    return []


def _trade_ask(state: dict, seat: int) -> list[dict]:
    """Ask for offers: each other player with cards, in turn order, proposes a trade or passes."""
    asked = askable(state)
    state["trade"] = {
        "give": [0] * len(RESOURCES), "get": [0] * len(RESOURCES), "to": -1,
        "answers": [None] * state["n"], "asked": asked,
    }
    _next_responder(state)
    return [{"kind": "trade_ask", "seat": seat, "asked": asked}]


def _responders(state: dict) -> list[int]:
    trade = state["trade"]
    if "asked" in trade:
        return trade["asked"]
    turn, n = state["turn"], state["n"]
    to = trade["to"]
    return [to] if to >= 0 else [(turn + k) % n for k in range(1, n)]


def _next_responder(state: dict) -> None:
    """Hand the decision to the next player still to answer, else back to the player to move."""
    trade = state["trade"]
    waiting = [s for s in _responders(state) if trade["answers"][s] is None]
    if waiting:
        state["actor"] = waiting[0]
        state["phase"] = "trade_propose" if "asked" in trade else "trade_respond"
        return
    state["actor"] = state["turn"]
    if any(a == "accept" or isinstance(a, dict) for a in trade["answers"]):
        state["phase"] = "trade_decide"
    else:
        state["trade"] = None
        state["phase"] = "main"


def _trade_send(state: dict, seat: int, action: dict) -> list[dict]:
    trade = state["trade"]
    terms = {"give": list(trade["give"]), "get": list(trade["get"])}
    if state["phase"] == "trade_counter":
        trade["answers"][seat] = terms
        trade["give"], trade["get"] = trade.pop("offer")
        _next_responder(state)
        return [{"kind": "trade_counter", "seat": seat, "to": state["turn"], **terms}]
    if state["phase"] == "trade_propose":
        # Terms stay on the side of the player to move (what they give and get), like a counter.
        trade["answers"][seat] = terms
        trade["give"], trade["get"] = [0] * len(RESOURCES), [0] * len(RESOURCES)
        _next_responder(state)
        return [{"kind": "trade_propose", "seat": seat, "to": state["turn"], **terms}]
    trade["answers"] = [None] * state["n"]
    _next_responder(state)
    return [{"kind": "trade_offer", "seat": seat, "to": trade["to"], **terms}]


def _trade_accept(state: dict, seat: int, action: dict) -> list[dict]:
    state["trade"]["answers"][seat] = "accept"
    _next_responder(state)
    return [{"kind": "trade_accept", "seat": seat}]


def _trade_decline(state: dict, seat: int, action: dict) -> list[dict]:
    trade = state["trade"]
    phase = state["phase"]
    if phase == "trade_counter":
        trade["give"], trade["get"] = trade.pop("offer")
    elif phase == "trade_propose":
        trade["give"], trade["get"] = [0] * len(RESOURCES), [0] * len(RESOURCES)
    trade["answers"][seat] = "decline"
    _next_responder(state)
    return [{"kind": "trade_pass" if phase == "trade_propose" else "trade_decline", "seat": seat}]


def _trade_counter(state: dict, seat: int, action: dict) -> list[dict]:
    trade = state["trade"]
    trade["offer"] = [list(trade["give"]), list(trade["get"])]
    # The counter starts from the offer, trimmed to what the responder can actually give.
    hand = state["hands"][seat]
    trade["get"] = [min(want, have) for want, have in zip(trade["get"], hand)]
    state["phase"] = "trade_counter"
    return []


def _trade_confirm(state: dict, seat: int, action: dict) -> list[dict]:
    trade = state["trade"]
    partner = action["with"]
    answer = trade["answers"][partner]
    terms = answer if isinstance(answer, dict) else trade
    mine, theirs = state["hands"][seat], state["hands"][partner]
    for i in range(len(RESOURCES)):
        mine[i] += terms["get"][i] - terms["give"][i]
        theirs[i] += terms["give"][i] - terms["get"][i]
    state["trade"] = None
    state["phase"] = "main"
    return [{"kind": "trade_done", "seat": seat, "with": partner, "give": terms["give"], "get": terms["get"]}]


def _trade_revise(state: dict, seat: int, action: dict) -> list[dict]:
    """Answer a counter-offer or proposal with an offer of one's own: the composer opens on its
    terms, sent to that player alone, with what the player to move gives trimmed to their hand."""
    partner = action["with"]
    terms = state["trade"]["answers"][partner]
    hand = state["hands"][seat]
    state["trade"] = {
        "give": [min(give, have) for give, have in zip(terms["give"], hand)],
        "get": list(terms["get"]), "to": partner, "answers": [],
    }
    state["phase"] = "trade_compose"
    return []


def _trade_cancel(state: dict, seat: int, action: dict) -> list[dict]:
    sent = state["phase"] == "trade_decide"
    state["trade"] = None
    state["phase"] = "main"
    return [{"kind": "trade_cancel", "seat": seat}] if sent else []


def _end_turn(state: dict, seat: int, action: dict) -> list[dict]:
    state["dev_new"][seat] = []
    state["dev_played"] = state["built"] = state["rolled"] = False
    state["dice"] = None
    state["turn"] = state["actor"] = (seat + 1) % state["n"]
    state["turns"] += 1
    state["phase"] = "pre_roll"
    return [{"kind": "end_turn", "seat": seat}]


_PLAIN = {
    "build_road": _build_road,
    "build_settlement": _build_settlement,
    "build_city": _build_city,
    "discard": _discard,
    "play_dev": _play_dev,
    "pick": _pick,
    "reveal_vp": _reveal_vp,
    "bank_trade": _bank_trade,
    "trade_open": _trade_open,
    "trade_revise": _trade_revise,
    "trade_edit": _trade_edit,
    "trade_target": _trade_target,
    "trade_send": _trade_send,
    "trade_accept": _trade_accept,
    "trade_decline": _trade_decline,
    "trade_counter": _trade_counter,
    "trade_confirm": _trade_confirm,
    "trade_cancel": _trade_cancel,
    "end_turn": _end_turn,
}
# Only these can raise the points of the player to move (or hand the turn to a player who has 10).
_CAN_SCORE = frozenset({"build_road", "build_settlement", "build_city", "buy_dev", "play_dev", "end_turn"})
_CHANCE = {"roll": _roll, "buy_dev": _buy_dev, "move_robber": _move_robber, "steal": _steal}


def apply(state: dict, action: dict, rng: Rng) -> list[dict]:
    seat = state["actor"]
    kind = action["type"]
    handler = _PLAIN.get(kind)
    events = handler(state, seat, action) if handler else _CHANCE[kind](state, seat, action, rng)
    if kind in _CAN_SCORE:
        _check_victory(state, events)
    return events


def _check_victory(state: dict, events: list[dict]) -> None:
    """The player to move wins the moment they have 10 points, hidden cards included (§게임의 종료)."""
    if state["phase"].startswith("setup"):
        return
    turn = state["turn"]
    if scoring.total_vp(state, turn) >= WIN_VP:
        state["vp_revealed"][turn] = state["dev"][turn].count("victory_point")
        state["winner"] = turn
        state["phase"] = "over"
        state["actor"] = -1
        events.append({"kind": "win", "seat": turn, "vp": scoring.total_vp(state, turn)})
