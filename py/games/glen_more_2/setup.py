"""Options and the opening position (rulebook 2. 게임 준비)."""

from __future__ import annotations

from core.options import checked
from core.rng import Rng

from . import chronicles as _chronicles
from . import territory as terr
from .data_files import CHRONICLES, RONDEL_SPACES, TILES
from .market import new_market

# Chronicles are offered once their rules are in (chronicles/c<n>.py declares itself).
IMPLEMENTED: tuple[int, ...] = tuple(sorted(_chronicles.IMPLEMENTED))
CHRONICLE_KEYS = tuple(f"c{n}" for n in IMPLEMENTED)
OPTIONS = {"die": ("auto", "on", "off"), **{key: ("off", "on") for key in CHRONICLE_KEYS}}
STARTING_COINS = (5, 6, 7, 8)
MARKERS = 10


def normalize_options(players: int, options: dict) -> dict:
    out = checked(OPTIONS, {"die": "auto", **{key: "off" for key in CHRONICLE_KEYS}}, options)
    for n in chronicles(out):
        low, high = CHRONICLES[n]["players"]
        if not low <= players <= high:
            raise ValueError(f"chronicle {n} ({CHRONICLES[n]['name']}) is for {low}-{high} players")
    return out


def chronicles(options: dict) -> list[int]:
    return [n for n in IMPLEMENTED if options.get(f"c{n}") == "on"]


def die_in_play(players: int, options: dict) -> bool:
    """The die plays with 2 players (rulebook: optional with 3-4; "auto" follows that advice)."""
    return options["die"] == "on" or (options["die"] == "auto" and players == 2)


def _deck(stack: str, active: list[int]) -> list[str]:
    replaced = {TILES[t]["replaces"] for t in TILES if TILES[t].get("replaces") and TILES[t].get("chronicle") in active}
    return sorted(t for t, tile in TILES.items()
                  if tile.get("stack") == stack and t not in replaced
                  and (not tile.get("chronicle") or tile["chronicle"] in active))


def _rondel_parts(active: list[int]) -> list[str]:
    """Tiles of the chosen chronicles that start on the rondel (stack "rondel"): they take the last
    tile places before the gap, covering `rondel_spaces` spaces each."""
    return sorted(t for t, tile in TILES.items() if tile.get("stack") == "rondel" and tile.get("chronicle") in active)


def end_band(size: int) -> range:
    """Where The End may go in a D stack of `size` other tiles, as a list index (the stack is drawn
    from its end): "D타일 더미의 중간쯤" (roughly the middle, 게임 준비 4) — at least a third of the
    tiles, rounded down, above it and as many below it (D12; with 17 tiles: drawn 6th to 13th of 18)."""
    third = size // 3
    return range(third, size - third + 1)


def _insert_the_end(d: list[str], rng: Rng) -> None:
    band = end_band(len(d))
    end = next(t for t, tile in TILES.items() if tile.get("stack") == "end")
    d.insert(band[rng.below(len(band))], end)


def initial_state(players: int, options: dict, rng: Rng) -> dict:
    opts = normalize_options(players, options)
    active = chronicles(opts)
    stacks = {}
    for stack in ("S", "A", "B", "C", "D"):
        deck = _deck(stack, active)
        rng.shuffle(deck)
        stacks[stack] = deck
    _insert_the_end(stacks["D"], rng)
    seats = list(range(players))
    rng.shuffle(seats)  # one Scotsman each, drawn blind, on consecutive spaces: the rearmost starts
    die = die_in_play(players, opts)
    state = {
        "n": players, "options": opts, "chronicles": active, "phase": "play", "round": 1,
        "rondel": {}, "die": players if die else None,
        "stacks": {k: stacks[k] for k in ("A", "B", "C", "D")}, "stack": "A", "discard": [],
        "market": new_market(players), "clans": {}, "hume": None,
        "players": [None] * players, "turn": None, "prompts": [], "scorings": [], "winners": [],
        "order": seats,
    }
    for place, seat in enumerate(seats):
        state["players"][seat] = {
            "pos": place, "finished": False, "coins": STARTING_COINS[place], "whisky": 0, "vp": 0,
            "land": terr.new_land(), "landmarks": [], "persons": [], "markers": MARKERS, "scots_away": 0,
        }
    first = players + (1 if die else 0)
    for i, tile in enumerate(stacks["S"]):  # the 5 start tiles just ahead of the pieces (and the die)
        state["rondel"][str(first + i)] = tile
    parts = _rondel_parts(active)  # chronicle 2's mountain: on the last tile places (연대기 2)
    last = RONDEL_SPACES - 1 - sum(TILES[t].get("rondel_spaces", 1) for t in parts)
    for pos in range(first + len(stacks["S"]), last):  # A tiles, one gap behind the last
        state["rondel"][str(pos)] = state["stacks"]["A"].pop()
    for tile in parts:
        state["rondel"][str(last)] = tile
        last += TILES[tile].get("rondel_spaces", 1)
    _chronicles.react(state, -1, "setup", {}, rng, [])  # chronicles add their parts
    return state
