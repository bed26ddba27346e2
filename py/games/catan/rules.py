"""Catan's side of the engine contract: the module-level interface the core `Match` drives."""

from __future__ import annotations

import json

from core.rng import Rng

from . import board, scoring
from .actions import legal_actions
from .data_files import CARDS_EACH, DEV_CARDS, PIECES, RESOURCES
from .effects import apply
from .setup import initial_state, normalize_options
from .view import view

ID = "catan"
PLAYER_COUNTS = (3, 4)
OPTIONS = {"setup": ("beginner", "variable")}
# Actions after which undo stops: they commit another player (a trade) or reveal a card.
UNDO_BARRIERS = frozenset({"end_turn", "trade_confirm", "reveal_vp"})
# Game length bound for the invariant suite (random play ends long before this).
MAX_ACTIONS = 60_000

__all__ = [
    "ID", "PLAYER_COUNTS", "OPTIONS", "UNDO_BARRIERS", "MAX_ACTIONS", "normalize_options",
    "initial_state", "current_player", "legal_actions", "apply", "is_over", "scores", "winners",
    "view", "check_invariants", "reshuffle_hidden",
]


def current_player(state: dict) -> int | None:
    return None if state["phase"] == "over" else state["actor"]


def is_over(state: dict) -> bool:
    return state["phase"] == "over"


def scores(state: dict) -> list[float]:
    return [float(scoring.total_vp(state, s)) for s in range(state["n"])]


def winners(state: dict) -> list[int]:
    return [state["winner"]] if state["winner"] >= 0 else []


def check_invariants(state: dict) -> None:
    """Conservation: 19 of each resource, 25 development cards, 5/4/15 pieces per player; road
    lengths recounted independently; a trade is open exactly in the trade phases."""
    for i, res in enumerate(RESOURCES):
        total = state["bank"][i] + sum(hand[i] for hand in state["hands"])
        assert total == CARDS_EACH, f"{res}: {total} cards in play, expected {CARDS_EACH}"
        assert state["bank"][i] >= 0 and all(hand[i] >= 0 for hand in state["hands"]), f"negative {res}"
    phase, trade = state["phase"], state["trade"]
    assert phase.startswith("trade_") == (trade is not None), f"trade {trade!r} in phase {phase}"
    if phase in ("trade_respond", "trade_counter", "trade_propose"):
        # Trades only ever involve the player to move (§내부 거래, 중요); the others answer in turn.
        assert state["actor"] != state["turn"] and trade["answers"][state["actor"]] is None, "trade answer"
        assert ("asked" in trade) == (phase == "trade_propose"), "a proposal round is not an offer"
    dev_total = len(state["deck"]) + sum(len(d) for d in state["dev"])
    dev_total += sum(state["knights"]) + state["progress_played"]
    assert dev_total == sum(DEV_CARDS.values()), f"{dev_total} development cards, expected 25"
    for seat in range(state["n"]):
        settlements = sum(1 for o, lv in zip(state["node_owner"], state["node_level"]) if o == seat and lv == 1)
        cities = sum(1 for o, lv in zip(state["node_owner"], state["node_level"]) if o == seat and lv == 2)
        roads = state["edge_owner"].count(seat)
        left = state["pieces"][seat]
        assert settlements + left[0] + cities == PIECES["settlement"] + cities, "settlement pieces"
        assert cities + left[1] == PIECES["city"], "city pieces"
        assert roads + left[2] == PIECES["road"], "road pieces"
        assert state["road_length"][seat] == road_length_by_search(state, seat), "stale road length"
        assert state["vp_revealed"][seat] <= state["dev"][seat].count("victory_point")


def road_length_by_search(state: dict, seat: int) -> int:
    """The seat's longest road by plain exhaustive search, for the invariant check only.

    Deliberately not `scoring.longest_road` (which prunes its starting points for speed), so a bug
    there cannot hide behind itself: every trail (each road once) from every intersection at an end
    of one of the seat's roads, not continuing through an opponent's building (§가장 긴 도로, 주의).
    """
    edge_owner, node_owner = state["edge_owner"], state["node_owner"]
    best = 0

    def extend(node: int, used: set[int]) -> None:
        nonlocal best
        best = max(best, len(used))
        if used and node_owner[node] not in (-1, seat):
            return
        for edge in board.NODE_EDGES[node]:
            if edge_owner[edge] == seat and edge not in used:
                a, b = board.EDGE_NODES[edge]
                used.add(edge)
                extend(b if a == node else a, used)
                used.remove(edge)

    ends = {node for edge, owner in enumerate(edge_owner) if owner == seat for node in board.EDGE_NODES[edge]}
    for node in ends:
        extend(node, set())
    return best


def reshuffle_hidden(state: dict, seat: int | None, rng: Rng) -> dict:
    """A copy whose secrets unseen by `seat` are re-dealt (hand totals, deck size kept).

    The invariant suite checks that `view(seat)` is the same for both: a view that changed would
    be leaking a secret.
    """
    other = json.loads(json.dumps(state))
    pool = [0] * len(RESOURCES)
    sizes = {}
    for s in range(state["n"]):
        if s != seat:
            sizes[s] = sum(other["hands"][s])
            for i in range(len(RESOURCES)):
                pool[i] += other["hands"][s][i]
    cards = [i for i in range(len(RESOURCES)) for _ in range(pool[i])]
    rng.shuffle(cards)
    for s, size in sizes.items():
        hand = [0] * len(RESOURCES)
        for _ in range(size):
            hand[cards.pop()] += 1
        other["hands"][s] = hand
    # Unplayed development cards of others (revealed victory points stay) and the deck.
    hidden = list(other["deck"])
    for s in range(state["n"]):
        if s != seat:
            keep = ["victory_point"] * other["vp_revealed"][s]
            rest = list(other["dev"][s])
            for card in keep:
                rest.remove(card)
            hidden.extend(rest)
            other["dev"][s] = keep
    rng.shuffle(hidden)
    for s in range(state["n"]):
        if s != seat:
            count = len(state["dev"][s]) - state["vp_revealed"][s]
            other["dev"][s] += [hidden.pop() for _ in range(count)]
            other["dev_new"][s] = []
    other["deck"] = hidden
    return other
