"""Options and the opening position (rulebook pp.3-5 게임 준비; solo p.23)."""

from __future__ import annotations

from core.options import checked
from core.rng import Rng

from .data_files import COMPONENTS, EXPLORATION, OCCUPATIONS, WEAPONS
from .placement import new_board

OPTIONS = {"length": ("long", "short"), "deck": ("A", "B", "C", "mixed")}
DEFAULTS = {"length": "long", "deck": "A"}  # A only is the rulebook's advice for new players (p.4)
ROUNDS = {"long": 7, "short": 6}


def normalize_options(players: int, options: dict) -> dict:
    return checked(OPTIONS, DEFAULTS, options)


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
    decks = ("A", "B", "C") if opts["deck"] == "mixed" else (opts["deck"],)
    light = sorted(c["id"] for c in OCCUPATIONS.values() if c["deck"] in decks and c["start"])
    dark = sorted(c["id"] for c in OCCUPATIONS.values() if c["deck"] in decks and not c["start"])
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
        "occ_deck": dark, "occ_removed": light[players:],
        "players": [_player(length, solo, light[seat]) for seat in range(players)],
        "passed": [False] * players,
        "stack": [], "winners": [],
    }
    return state
