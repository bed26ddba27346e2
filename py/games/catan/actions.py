"""Legal actions of Catan, phase by phase, in a canonical stable order.

Every decision is a short list: a big move is split into prompts (choose the card, then the
resource; move the robber, then choose whom to rob; compose a trade offer one card at a time).
"""

from __future__ import annotations

from . import board
from .data_files import (
    COST_CITY,
    COST_DEV,
    COST_ROAD,
    COST_SETTLEMENT,
    PROGRESS_CARDS,
    RESOURCES,
)

_NODE_NEIGHBORS = board.NODE_NEIGHBORS
_NODE_EDGES = board.NODE_EDGES
_RANGE5 = range(len(RESOURCES))


def affordable(hand: list[int], cost: tuple[int, ...]) -> bool:
    for i, amount in _NEEDS[cost]:
        if hand[i] < amount:
            return False
    return True


# (resource index, amount) for the non-zero part of each cost, so `affordable` skips the zeros.
_NEEDS = {cost: tuple((i, a) for i, a in enumerate(cost) if a) for cost in (COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT)}


def settlement_spots(state: dict, seat: int, need_road: bool) -> list[int]:
    """Empty intersections that keep the distance rule (§거리 규칙) and, outside set-up, touch a road."""
    owner = state["node_owner"]
    if need_road:
        edge_owner = state["edge_owner"]
        candidates = sorted({n for e, o in enumerate(edge_owner) if o == seat for n in board.EDGE_NODES[e]})
    else:
        candidates = range(board.N_NODES)
    return [
        n for n in candidates
        if owner[n] < 0 and all(owner[m] < 0 for m in _NODE_NEIGHBORS[n])
    ]


def road_spots(state: dict, seat: int) -> list[int]:
    """Free paths joined to the seat's road, settlement or city; an opponent's building blocks
    continuation through its intersection (§도로, §건설)."""
    edge_owner = state["edge_owner"]
    node_owner = state["node_owner"]
    reach = {n for n, o in enumerate(node_owner) if o == seat}
    for e, o in enumerate(edge_owner):
        if o == seat:
            for n in board.EDGE_NODES[e]:
                if node_owner[n] < 0:
                    reach.add(n)
    return sorted({f for n in reach for f in _NODE_EDGES[n] if edge_owner[f] < 0})


def harbor_ratios(state: dict, seat: int) -> list[int]:
    """Best bank ratio per resource: 4:1 always, 3:1 and 2:1 through owned harbors (§외부 거래)."""
    ratios = [4, 4, 4, 4, 4]
    owner = state["node_owner"]
    for a, b, res in _HARBORS.get(state["harbors"]):
        if owner[a] == seat or owner[b] == seat:
            if res < 0:
                ratios = [min(r, 3) for r in ratios]
            else:
                ratios[res] = 2
    return ratios


def _harbor_rows(harbors: list) -> list[tuple[int, int, int]]:
    """(intersection, intersection, resource or -1 for 3:1) per harbor."""
    return [(*board.EDGE_NODES[edge], -1 if kind == "3:1" else RESOURCES.index(kind)) for edge, kind in harbors]


_HARBORS = board.MapCache(_harbor_rows)


def playable_dev_cards(state: dict, seat: int) -> list[str]:
    """Cards the seat may play now: one per turn, never one bought this turn (§개발카드의 사용)."""
    dev = state["dev"][seat]
    if state["dev_played"] or not dev:
        return []
    new = state["dev_new"][seat]
    return [
        card for card in ("knight",) + PROGRESS_CARDS
        if dev.count(card) > new.count(card)
    ]


def _dev_actions(state: dict, seat: int) -> list[dict]:
    if not state["dev"][seat]:
        return []
    actions = [{"type": "play_dev", "card": card} for card in playable_dev_cards(state, seat)]
    if state["dev"][seat].count("victory_point") > state["vp_revealed"][seat]:
        actions.append({"type": "reveal_vp"})
    return actions


def _main_actions(state: dict, seat: int) -> list[dict]:
    hand = state["hands"][seat]
    pieces = state["pieces"][seat]
    actions = _dev_actions(state, seat)
    if not state["built"] and max(hand) >= 2:
        # Trading comes before building and stops once anything is built (§자원거래).
        bank = state["bank"]
        ratios = harbor_ratios(state, seat)
        for give in _RANGE5:
            if hand[give] >= ratios[give]:
                for get in _RANGE5:
                    if get != give and bank[get] > 0:
                        actions.append({"type": "bank_trade", "give": RESOURCES[give], "get": RESOURCES[get]})
    if not state["built"] and any(hand):
        actions.append({"type": "trade_open"})
        # Or ask the others for offers (§전략 5: they may propose trades to the player to move).
        # Still a 'trade_open', so policies that avoid player-to-player trade skip it too.
        if askable(state):
            actions.append({"type": "trade_open", "ask": True})
    if pieces[2] and affordable(hand, COST_ROAD):
        actions.extend({"type": "build_road", "edge": e} for e in road_spots(state, seat))
    if pieces[0] and affordable(hand, COST_SETTLEMENT):
        actions.extend({"type": "build_settlement", "node": n} for n in settlement_spots(state, seat, True))
    if pieces[1] and affordable(hand, COST_CITY):
        owner = state["node_owner"]
        level = state["node_level"]
        actions.extend(
            {"type": "build_city", "node": n}
            for n in range(board.N_NODES) if owner[n] == seat and level[n] == 1
        )
    if state["deck"] and affordable(hand, COST_DEV):
        actions.append({"type": "buy_dev"})
    actions.append({"type": "end_turn"})
    return actions


def askable(state: dict) -> list[int]:
    """The players asked for offers, in turn order from the left of the player to move: those
    holding a card (a proposal gives at least one, and card counts are public)."""
    turn, n, hands = state["turn"], state["n"], state["hands"]
    return [(turn + k) % n for k in range(1, n) if any(hands[(turn + k) % n])]


def _trade_edit_actions(state: dict, offerer_limit: list[int] | int, responder_limit: list[int] | int) -> list[dict]:
    """Steppers for an offer: 'give' is what the player to move gives, 'get' what they receive.

    A limit is a per-resource hand (the deciding player's own cards) or a total (another player's
    public card count), so legal actions never reveal a hidden hand.
    """
    trade = state["trade"]
    give, get = trade["give"], trade["get"]
    actions = []
    for side, mine, other, limit in (("give", give, get, offerer_limit), ("get", get, give, responder_limit)):
        for i in _RANGE5:
            room = limit[i] if isinstance(limit, list) else limit - sum(mine) + mine[i]
            if other[i] == 0 and mine[i] < room:
                actions.append({"type": "trade_edit", "side": side, "resource": RESOURCES[i], "delta": 1})
            if mine[i] > 0:
                actions.append({"type": "trade_edit", "side": side, "resource": RESOURCES[i], "delta": -1})
    return actions


def _trade_actions(state: dict) -> list[dict]:
    trade = state["trade"]
    phase = state["phase"]
    hands = state["hands"]
    offerer = state["turn"]
    if phase == "trade_compose":
        actions = _trade_edit_actions(state, hands[offerer], 19)
        for target in [-1] + [s for s in range(state["n"]) if s != offerer]:
            if target != trade["to"]:
                actions.append({"type": "trade_target", "to": target})
        if any(trade["give"]) and any(trade["get"]):
            actions.append({"type": "trade_send"})
        actions.append({"type": "trade_cancel"})
        return actions
    responder = state["actor"]
    if phase == "trade_respond":
        actions = []
        if all(hands[responder][i] >= trade["get"][i] for i in _RANGE5):
            actions.append({"type": "trade_accept"})
        actions.append({"type": "trade_counter"})
        actions.append({"type": "trade_decline"})
        return actions
    if phase == "trade_propose":
        # A proposal to the player to move: what they give is bounded by their public card count.
        actions = _trade_edit_actions(state, sum(hands[offerer]), hands[responder])
        if any(trade["give"]) and any(trade["get"]):
            actions.append({"type": "trade_send"})
        actions.append({"type": "trade_decline"})
        return actions
    if phase == "trade_counter":
        actions = _trade_edit_actions(state, sum(hands[offerer]), hands[responder])
        payable = all(hands[responder][i] >= trade["get"][i] for i in _RANGE5)
        if any(trade["give"]) and any(trade["get"]) and payable:
            actions.append({"type": "trade_send"})
        actions.append({"type": "trade_decline"})
        return actions
    # trade_decide: the player to move closes the deal with one willing player, answers a
    # counter-offer or proposal with an offer of their own to that player, or calls it all off.
    actions = []
    for seat, answer in enumerate(trade["answers"]):
        if isinstance(answer, dict):
            terms = answer
        elif answer == "accept":
            terms = trade
        else:
            continue
        if all(hands[offerer][i] >= terms["give"][i] for i in _RANGE5):
            actions.append({"type": "trade_confirm", "with": seat})
        if terms is answer:
            actions.append({"type": "trade_revise", "with": seat})
    actions.append({"type": "trade_cancel"})
    return actions


def legal_actions(state: dict) -> list[dict]:
    phase = state["phase"]
    seat = state["actor"]
    if phase == "main":
        return _main_actions(state, seat)
    if phase == "pre_roll":
        return [{"type": "roll"}] + _dev_actions(state, seat)
    if phase == "setup_settlement":
        return [{"type": "build_settlement", "node": n} for n in settlement_spots(state, seat, False)]
    if phase == "setup_road":
        home = state["setup_node"]
        return [{"type": "build_road", "edge": e} for e in _NODE_EDGES[home] if state["edge_owner"][e] < 0]
    if phase == "discard":
        hand = state["hands"][seat]
        return [{"type": "discard", "resource": RESOURCES[i]} for i in _RANGE5 if hand[i]]
    if phase == "move_robber":
        robber = state["robber"]
        return [
            {"type": "move_robber", "hex": h}
            for h in range(board.N_HEXES) if h != robber and state["numbers"][h]
        ]
    if phase == "steal":
        return [{"type": "steal", "from": victim} for victim in state["steal_from"]]
    if phase == "road_building":
        return [{"type": "build_road", "edge": e} for e in road_spots(state, seat)]
    if phase == "pick_resource":
        pick = state["pick"]
        bank = state["bank"]
        if pick["card"] == "monopoly":
            return [{"type": "pick", "resource": r} for r in RESOURCES]
        return [{"type": "pick", "resource": RESOURCES[i]} for i in _RANGE5 if bank[i]]
    if phase.startswith("trade_"):
        return _trade_actions(state)
    return []
