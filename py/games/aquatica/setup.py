"""Options and the initial state (§게임 보드 준비, §플레이어 준비, §숙련자 모드, §솔로 플레이 모드)."""

from __future__ import annotations

from core.rng import Rng

from .data_files import BOARD, CARDS, KINGS, OCEAN, STARTING, TRAINED, WILD

MODES = ("basic", "expert")
ROW = 6  # character row and bottom location row (§게임 보드 준비 2, 3)


def normalize_options(players: int, options: dict) -> dict:
    """{} = the basic game; `mode: expert` adds goal tokens and the king draft. One player = solo."""
    if players not in (1, 2, 3, 4):
        raise ValueError("Aquatica is played by 1 to 4 players")
    unknown = set(options) - {"mode"}
    if unknown:
        raise ValueError(f"unknown Aquatica option(s): {', '.join(sorted(unknown))}")
    mode = options.get("mode", "basic")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    return {"mode": mode}


def _player(king: str | None) -> dict:
    return {
        "hand": list(STARTING) + ([king] if king else []),
        "discard": [],
        "king": king,
        "slots": [None] * 5,
        "scored": [],
        "mantas": [{"effect": effect, "ready": True, "wild": False} for effect in TRAINED],
        "goals": [],
        "hired_for5": False,
    }


def initial_state(players: int, options: dict, rng: Rng) -> dict:
    solo = players == 1
    # Solo: one copy of each sea character is removed (the ○-marked set, §솔로 플레이 모드 준비 1).
    char_deck = list(OCEAN) * (1 if solo else 2)
    rng.shuffle(char_deck)
    loc_deck = [loc["id"] for loc in CARDS["locations"]]
    rng.shuffle(loc_deck)
    goals = list(BOARD["goals"])
    if options["mode"] == "expert":
        # Four random tokens, each on a random side, cover the printed goals (§숙련자 모드).
        tokens = [list(pair) for pair in BOARD["goal_tokens"]]
        rng.shuffle(tokens)
        goals = [pair[rng.below(2)] for pair in tokens[:4]]
    state = {
        "n": players,
        "mode": options["mode"],
        "solo": solo,
        "char_deck": char_deck,
        "char_row": [char_deck.pop() for _ in range(ROW)],
        "loc_deck": loc_deck,
        "loc_top": [],
        "loc_bottom": [loc_deck.pop() for _ in range(ROW)],
        "loc_discard": [],
        "removed_chars": [],
        "wild_supply": dict(WILD),
        "goals": goals,
        "tracks": [[] for _ in goals],  # seats in order of arrival; -1 = the Ichthyanders
        "players": [],
        "turn": 0,
        "actor": 0,
        "phase": "turn",
        "main_done": False,
        "card": None,
        "queue": [],
        "pool": {"coins": 0, "might": 0, "kinds": {}},
        "used": [],
        "scout_keep": False,
        "draft": [],
        "ichthy_left": 4 if solo else 0,
        "end": False,
        "turns_left": -1,
        "turns": 0,
        "winners": [],
    }
    kings = sorted(KINGS)
    if solo:
        # Draw three kings, keep one (§솔로 플레이 모드 준비 2).
        pool = [KINGS[k] for k in kings]
        rng.shuffle(pool)
        state["players"] = [_player(None)]
        state["draft"] = pool[:3]
        state["phase"] = "pick_king"
        state["queue"] = [{"op": "pick_king", "src": -1, "who": 0}]
    elif options["mode"] == "expert":
        # Players + 1 random kings go to the last player, who keeps one and passes the rest
        # counter-clockwise; the last one goes back to the box (§숙련자 모드, 왕 카드 드래프팅).
        pool = [KINGS[k] for k in kings]
        rng.shuffle(pool)
        state["players"] = [_player(None) for _ in range(players)]
        state["draft"] = pool[: players + 1]
        state["phase"] = "pick_king"
        state["actor"] = players - 1
        state["queue"] = [{"op": "pick_king", "src": -1, "who": players - 1}]
    else:
        # Basic: seat 1 takes king 1, seat 2 king 2… (§플레이어 준비).
        state["players"] = [_player(KINGS[kings[seat]]) for seat in range(players)]
    return state
