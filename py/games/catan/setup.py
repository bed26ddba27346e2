"""Options and the initial state: beginner set-up or variable set-up (§게임의 준비, §지도구성, §초기배치)."""

from __future__ import annotations

from core.rng import Rng

from . import board, scoring
from .data_files import (
    BEGINNER,
    CARDS_EACH,
    COLORS,
    COMPONENTS,
    DEV_CARDS,
    PIECES,
    PRODUCES,
    RESOURCES,
)

SETUPS = ("beginner", "variable")


def normalize_options(players: int, options: dict) -> dict:
    """Fill defaults and validate; {} is the rulebook's first-game set-up (beginner map)."""
    if players not in (3, 4):
        raise ValueError("Catan is played by 3 or 4 players")
    unknown = set(options) - {"setup", "colors"}
    if unknown:
        raise ValueError(f"unknown Catan option(s): {', '.join(sorted(unknown))}")
    setup = options.get("setup", "beginner")
    if setup not in SETUPS:
        raise ValueError(f"setup must be one of {', '.join(SETUPS)}")
    # With three players red is not used (§게임의 준비).
    offered = [c for c in COLORS if players == 4 or c != "red"]
    colors = options.get("colors") or offered[:players]
    if not isinstance(colors, list) or len(colors) != players or len(set(colors)) != players:
        raise ValueError(f"colors must list {players} different colours")
    for color in colors:
        if color not in offered:
            raise ValueError(f"colour {color!r} is not offered with {players} players")
    return {"setup": setup, "colors": list(colors)}


def _empty_state(players: int, options: dict) -> dict:
    return {
        "n": players,
        "colors": options["colors"],
        "setup": options["setup"],
        "terrain": [],
        "numbers": [],
        "harbors": [],
        "robber": 0,
        "node_owner": [-1] * board.N_NODES,
        "node_level": [0] * board.N_NODES,
        "edge_owner": [-1] * board.N_EDGES,
        "hands": [[0] * len(RESOURCES) for _ in range(players)],
        "dev": [[] for _ in range(players)],
        "dev_new": [[] for _ in range(players)],
        "knights": [0] * players,
        "progress_played": 0,
        "vp_revealed": [0] * players,
        "pieces": [[PIECES["settlement"], PIECES["city"], PIECES["road"]] for _ in range(players)],
        "road_length": [0] * players,
        "bank": [CARDS_EACH] * len(RESOURCES),
        "deck": [card for card, count in DEV_CARDS.items() for _ in range(count)],
        "longest": -1,
        "army": -1,
        "turn": 0,
        "phase": "pre_roll",
        "actor": 0,
        "setup_order": [],
        "setup_i": 0,
        "setup_node": -1,
        "rolled": False,
        "dev_played": False,
        "built": False,
        "dice": None,
        "hist": [0] * 13,
        "discards": [],
        "robber_return": "main",
        "steal_from": [],
        "pick": None,
        "free_roads": 0,
        "trade": None,
        "winner": -1,
        "turns": 0,
    }


def initial_state(players: int, options: dict, rng: Rng) -> dict:
    state = _empty_state(players, options)
    if options["setup"] == "beginner":
        _beginner(state)
    else:
        _variable(state, rng)
    return state


def _beginner(state: dict) -> None:
    """Fixed map and pieces; each colour takes one card per hex of its starred settlement."""
    state["terrain"] = [t for t, _ in BEGINNER["hexes"]]
    state["numbers"] = [num for _, num in BEGINNER["hexes"]]
    state["harbors"] = [[board.side_edge(h["hex"], h["side"]), h["type"]] for h in BEGINNER["harbors"]]
    state["robber"] = state["terrain"].index("desert")
    for seat, color in enumerate(state["colors"]):
        pieces = BEGINNER["pieces"][color]
        for hexes in pieces["settlements"]:
            node = board.node_by_hexes(hexes)
            state["node_owner"][node] = seat
            state["node_level"][node] = 1
            state["pieces"][seat][0] -= 1
        for a, b in pieces["roads"]:
            edge = board.edge_between(board.node_by_hexes(a), board.node_by_hexes(b))
            state["edge_owner"][edge] = seat
            state["pieces"][seat][2] -= 1
        for h in pieces["star"]:
            res = PRODUCES[state["terrain"][h]]
            if res >= 0:
                state["hands"][seat][res] += 1
                state["bank"][res] -= 1
    scoring.update_longest_road(state, list(range(state["n"])))
    # The oldest player starts: seats are entered oldest first (§턴의 구성).
    state["turn"] = state["actor"] = 0
    state["phase"] = "pre_roll"


def _variable(state: dict, rng: Rng) -> None:
    """Random terrain, harbors on alternating frame places, tokens A–R in a spiral; snake set-up."""
    terrain = [t for t, count in COMPONENTS["terrain_counts"].items() for _ in range(count)]
    rng.shuffle(terrain)
    state["terrain"] = terrain
    numbers = [0] * board.N_HEXES
    tokens = iter(COMPONENTS["number_tokens_a_to_r"])
    corner = board.CORNER_HEXES[rng.below(6)]
    for h in board.spiral_from(corner):
        if terrain[h] != "desert":
            numbers[h] = next(tokens)
    state["numbers"] = numbers
    state["robber"] = terrain.index("desert")
    # The nine harbor places alternate with sea hexes; the frame can sit in either of two ways.
    turn = rng.below(2)
    types = [t for t, count in COMPONENTS["harbors"].items() for _ in range(count)]
    rng.shuffle(types)
    places = [board.rotate_edge(board.side_edge(h["hex"], h["side"]), turn) for h in BEGINNER["harbors"]]
    state["harbors"] = [[edge, kind] for edge, kind in zip(places, types)]
    first = _highest_roller(state["n"], rng)
    order = [(first + i) % state["n"] for i in range(state["n"])]
    state["setup_order"] = order + order[::-1]
    state["setup_i"] = 0
    state["phase"] = "setup_settlement"
    state["turn"] = state["actor"] = first


def _highest_roller(players: int, rng: Rng) -> int:
    """Everyone rolls both dice; ties for the highest roll again (§초기배치: 가장 높은 주사위 눈)."""
    rolling = list(range(players))
    while len(rolling) > 1:
        rolls = {seat: rng.die() + rng.die() for seat in rolling}
        top = max(rolls.values())
        rolling = [seat for seat in rolling if rolls[seat] == top]
    return rolling[0]
