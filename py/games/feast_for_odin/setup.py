"""Options and the opening position (rulebook pp.3-5 게임 준비; solo p.23)."""

from __future__ import annotations

from core.options import checked
from core.rng import Rng

from .data_files import COMPONENTS, EXPLORATION, OCCUPATIONS, WEAPONS
from .placement import new_board

OPTIONS = {"length": ("long", "short"), "deck": ("A", "B", "C", "mixed"), "start_card": ("drawn", "chosen")}
DEFAULTS = {"length": "long", "deck": "A", "start_card": "drawn"}  # A only is the rulebook's advice for new players (p.4)
# Options offered only at some player counts. The solo game's start occupation may be chosen
# rather than drawn (p.23: "원하신다면, 게임이 시작될 때 옅은 갈색 직업 카드 1장을 무작위적으로
# 뽑기보다는 원하는 것으로 선택하실 수도 있습니다").
OPTION_COUNTS = {"start_card": (1,)}
ROUNDS = {"long": 7, "short": 6}


def normalize_options(players: int, options: dict) -> dict:
    """The options with defaults filled in; ValueError for an unknown one, or one set away from its
    default at a player count that does not offer it."""
    out = checked(OPTIONS, DEFAULTS, options)
    for name, counts in OPTION_COUNTS.items():
        if players not in counts and out[name] != DEFAULTS[name]:
            raise ValueError(f"option {name}={out[name]} is not offered with {players} players")
    return out


def decks_in_play(deck: str) -> tuple[str, ...]:
    """The occupation decks an option value puts in the game ("mixed": all three, p.4)."""
    return ("A", "B", "C") if deck == "mixed" else (deck,)


def occupation_cards(deck: str, start: bool) -> list[int]:
    """The light (start, `start=True`) or dark occupation cards of the decks in play, by id."""
    decks = decks_in_play(deck)
    return sorted(c["id"] for c in OCCUPATIONS.values() if c["deck"] in decks and c["start"] == start)


def choosing_start_card(state: dict) -> bool:
    """The solo variant's start card is being chosen, before round 1 (a state or a view)."""
    return bool(state["stack"]) and state["stack"][-1]["kind"] == "start_card"


def _table_slots(length: str, solo: bool) -> list[int]:
    """Vikings waiting on the banquet table's numbered spaces, round 1 first (p.5; solo p.23:
    1 viking on round 1 (2 in the short game) and 2 on every later round's space)."""
    rounds = ROUNDS[length]
    if not solo:
        return [1] * rounds
    return [1 if length == "long" else 2] + [2] * (rounds - 1)


def _player(length: str, solo: bool, occupation: int) -> dict:
    return {
        "thing": 5 if solo or length == "long" else 6,
        "waiting": (5 if length == "long" else 6) if solo else 0,
        "table": _table_slots(length, solo),
        "emigrated": [],
        "silver": 0, "wood": 0, "stone": 0, "ore": 0,
        "goods": {"mead": 1},
        "weapons": {kind: (0 if kind == "long_sword" else 1) for kind in WEAPONS},
        "specials": [],
        "ships": [],
        "boards": [new_board("home")],
        "hand": [occupation],
        "played": [],
        "penalties": 0,
        "card_state": {},
    }


def initial_state(players: int, options: dict, rng: Rng) -> dict:
    opts = normalize_options(players, options)
    length, solo = opts["length"], players == 1
    light = occupation_cards(opts["deck"], start=True)
    dark = occupation_cards(opts["deck"], start=False)
    rng.shuffle(light)
    rng.shuffle(dark)
    weapons = [kind for kind, amount in COMPONENTS["weapons"].items() for _ in range(amount)]
    for kind in ("bow", "snare", "spear"):
        for _ in range(players):
            weapons.remove(kind)
    rng.shuffle(weapons)
    strips = list(range(len(COMPONENTS["mountains"])))
    rng.shuffle(strips)
    shown = 3 if players == 4 else 2
    imitation = []
    if players == 4:  # the two extension boards, each on a random side (p.3, p.20)
        imitation = ["IM1" if rng.below(2) == 0 else "IM2", "IM3" if rng.below(2) == 0 else "IM4"]
    start = rng.below(players)
    chosen = solo and opts["start_card"] == "chosen"
    state = {
        "n": players, "solo": solo, "length": length, "deck": opts["deck"], "rounds": ROUNDS[length],
        "round": 0, "step": 0, "phase": "setup", "start": start, "last_placer": start,
        "occupied": {}, "imitation": imitation,
        "strips": [list(COMPONENTS["mountains"][i]) for i in strips[:shown]],
        "strip_ids": strips[:shown], "strip_deck": strips[shown:],
        "explore": {board: {"face": board, "owner": None, "silver": 0} for board in EXPLORATION},
        "specials": sorted(COMPONENTS["specials"]),
        "buildings": dict(COMPONENTS["buildings"]),
        "weapon_deck": weapons, "weapon_discard": [], "weapons_extra": 0,
        "occ_deck": dark, "occ_removed": [] if chosen else light[players:],
        "players": [_player(length, solo, light[seat]) for seat in range(players)],
        "passed": [False] * players,
        "stack": [], "winners": [],
    }
    if chosen:  # every light card in hand until one is kept (the rest leave the game)
        state["players"][0]["hand"] = sorted(light)
        state["stack"].append({"kind": "start_card", "seat": 0})
    return state
