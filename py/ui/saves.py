"""Save slots over a key-value storage (the browser's localStorage, or a dict in tests).

Pure: the shell passes an object with get/set/remove/keys, so quarantine and slot rules are tested
in CPython. Every stored save is a *slot record*: `Match.to_json()` text, unchanged, plus the
metadata the engine does not keep (seat names, colours and kinds, palette, which seat's view is on
screen). Exported files and #save= links are slot records too; a bare `Match.to_json()` text is
accepted on import (it gets default seats).

A stored save that cannot be opened is never deleted: its text moves to a `tabletop:quarantine:`
key, the user is told, and every other key is left alone.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from bots import LEVELS
from core.errors import SaveError
from core.match import SAVE_FORMAT, Match, parse_json_text

PREFIX = "tabletop:"
AUTOSAVE = PREFIX + "autosave"
EMBED_PREFIX = PREFIX + "embed:"  # an embed with persist=KEY keeps its game under EMBED_PREFIX + KEY


def embed_autosave_key(persist: str) -> str:
    """Where an embed that asked to persist keeps its game: never the site's own autosave."""
    return EMBED_PREFIX + persist
SLOT_PREFIX = PREFIX + "slot:"
QUARANTINE_PREFIX = PREFIX + "quarantine:"
PREFS = PREFIX + "prefs"
SLOT_FORMAT = "tabletop-slot"
POSITION_FORMAT = "tabletop-position"  # what urls.decode_position gives: a save without its snapshot
SLOT_VERSION = 1
KINDS = ("human", "bot")  # a "bot" seat also names its level (bots.LEVELS)
PALETTES = ("standard", "colorblind")
MAX_SLOT_NAME = 60


class Storage(Protocol):
    """The part of localStorage the store uses. `set` may raise StorageFull."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class StaleTab(Exception):
    """Another tab saved this game (or another one) since this tab last did: it must not overwrite."""


class StorageFull(Exception):
    """The storage refused a write (quota exceeded or storage blocked)."""


class MemoryStorage:
    """A dict behind the Storage interface: tests, and the fallback when localStorage is blocked."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items = dict(items or {})

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


@dataclass
class Problem:
    """A stored save that could not be opened and was set aside (or could not even be moved)."""

    key: str
    reason: str
    moved_to: str | None


# --- records ------------------------------------------------------------------------------------


def default_seats(players: int, colors: list[str] | None = None) -> list[dict]:
    colors = list(colors or [])
    return [
        {"name": "", "color": colors[i] if i < len(colors) else "", "kind": "human"}
        for i in range(players)
    ]


def clean_seats(seats: Any, players: int, colors: list[str] | None) -> list[dict]:
    """Seats from untrusted JSON: names are short plain strings, colours follow the match."""
    from .urls import clean_name

    out = default_seats(players, colors)
    if isinstance(seats, list):
        for seat, given in zip(out, seats):
            if isinstance(given, dict):
                seat["name"] = clean_name(given.get("name") or "") if isinstance(given.get("name", ""), str) else ""
                if given.get("kind") == "bot" and given.get("level") in LEVELS:
                    seat["kind"], seat["level"] = "bot", given["level"]
    return out


def make_record(match: Match, seats: list[dict], palette: str, shown: int | None, name: str,
                saved_at: float) -> dict:
    return {
        "format": SLOT_FORMAT,
        "slot_version": SLOT_VERSION,
        "name": name[:MAX_SLOT_NAME],
        "game": match.game_id,
        "players": match.players,
        "seats": seats,
        "palette": palette if palette in PALETTES else "standard",
        "shown": shown,
        "saved_at": saved_at,
        "actions": len(match.log),
        "over": match.is_over(),
        "save": match.to_json(),
    }


def dump_record(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def parse_record(text: Any) -> dict:
    """A slot record from stored or imported text, without replaying the game (cheap).

    Accepts a slot record or a bare Match save. SaveError says why anything else is refused.
    """
    data = parse_json_text(text)
    if isinstance(data, dict) and data.get("format") == POSITION_FORMAT:
        data = _position_record(data)
        text = data["save"]
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        data = {"format": SLOT_FORMAT, "slot_version": SLOT_VERSION, "save": text, **_peek(data)}
    if not isinstance(data, dict) or data.get("format") != SLOT_FORMAT:
        raise SaveError("this is not a Tabletop save")
    version = data.get("slot_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("the save has no valid slot version")
    if version > SLOT_VERSION:
        raise SaveError("the save comes from a newer version of Tabletop; update the app")
    if not isinstance(data.get("save"), str):
        raise SaveError("the save holds no game")
    inner = _peek_text(data["save"])
    players = inner["players"]
    colors = inner["colors"]
    shown = data.get("shown")
    saved_at = data.get("saved_at")
    return {
        "format": SLOT_FORMAT,
        "slot_version": SLOT_VERSION,
        "name": data["name"][:MAX_SLOT_NAME] if isinstance(data.get("name"), str) else "",
        "game": inner["game"],
        "players": players,
        "seats": clean_seats(data.get("seats"), players, colors),
        "palette": data["palette"] if data.get("palette") in PALETTES else "standard",
        "shown": shown if isinstance(shown, int) and not isinstance(shown, bool) and 0 <= shown < players else None,
        "saved_at": saved_at if isinstance(saved_at, (int, float)) and not isinstance(saved_at, bool) else 0,
        "actions": inner["actions"],
        "over": bool(data.get("over")),
        "save": data["save"],
    }


def _position_record(data: dict) -> dict:
    """A compact position (a #pos= link: settings, moves, seats) as a slot record, its game
    replayed from the moves (SaveError if they are not legal)."""
    match = Match.from_moves(data)
    return {"format": SLOT_FORMAT, "slot_version": SLOT_VERSION, "seats": data.get("seats"),
            "palette": data.get("palette"), "over": match.is_over(), "save": match.to_json()}


def _peek_text(text: str) -> dict:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError("the save's game is damaged (it is not valid JSON)") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("the save holds no Tabletop game")
    return _peek(data)


def _peek(data: dict) -> dict:
    """Game, player count, colours and length of a Match save, for listing it without replaying."""
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 8:
        raise SaveError("the save's player count is invalid")
    options = data.get("options")
    colors = options.get("colors") if isinstance(options, dict) else None
    log = data.get("log")
    return {
        "game": str(data.get("game")),
        "players": players,
        "colors": [str(c) for c in colors] if isinstance(colors, list) else [],
        "actions": len(log) if isinstance(log, list) else 0,
    }


def open_record(record: dict) -> Match:
    """Replay the record's game (SaveError if it is not a valid, compatible save)."""
    return Match.from_json(record["save"])


# --- the store ----------------------------------------------------------------------------------


class SaveStore:
    """Autosave, named slots and quarantine over one Storage; `clock()` gives ms since the epoch."""

    def __init__(self, storage: Storage, clock: Callable[[], float], autosave_key: str = AUTOSAVE) -> None:
        self.storage = storage
        self.clock = clock
        self.autosave_key = autosave_key

    def write(self, key: str, record: dict) -> None:
        """StorageFull when the browser refuses (the caller reports it; the game goes on)."""
        self.storage.set(key, dump_record(record))

    @property
    def revision_key(self) -> str:
        return self.autosave_key + ":rev"

    def revision(self) -> int:
        """How many times the autosave was written (by any tab): each tab remembers the revision it
        last wrote or read, and a higher one means another tab moved on (the `storage` event tells
        the others at once)."""
        try:
            return int(self.storage.get(self.revision_key) or 0)
        except ValueError:
            return 0

    def autosave(self, record: dict, expected: int | None = None) -> int:
        """Write the autosave and return its new revision. With `expected`, StaleTab (nothing
        written) when another tab has saved since this one was at that revision."""
        current = self.revision()
        if expected is not None and current != expected:
            raise StaleTab(f"the autosave is at revision {current}, this tab at {expected}")
        self.write(self.autosave_key, record)
        self.storage.set(self.revision_key, str(current + 1))
        return current + 1

    def clear_autosave(self) -> None:
        self.storage.remove(self.autosave_key)

    def new_slot(self, record: dict) -> str:
        """Store a named copy under a fresh key and return the key."""
        stamp = int(self.clock())
        n = 0
        while self.storage.get(f"{SLOT_PREFIX}{stamp}-{n}") is not None:
            n += 1
        key = f"{SLOT_PREFIX}{stamp}-{n}"
        self.write(key, record)
        return key

    def delete(self, key: str) -> None:
        if key.startswith((SLOT_PREFIX, QUARANTINE_PREFIX)) or key == self.autosave_key:
            self.storage.remove(key)

    def peek(self, key: str) -> tuple[dict | None, Problem | None]:
        """The record under `key` without replaying it; a malformed one is quarantined."""
        text = self.storage.get(key)
        if text is None:
            return None, None
        try:
            return parse_record(text), None
        except SaveError as exc:
            return None, self.quarantine(key, text, str(exc))

    def open(self, key: str) -> tuple[Match | None, dict | None, Problem | None]:
        """Replay the save under `key`: (match, record, None), or (None, None, problem) after
        quarantining it, or (None, None, None) when there is nothing stored."""
        record, problem = self.peek(key)
        if record is None:
            return None, None, problem
        try:
            match = open_record(record)
        except SaveError as exc:
            text = self.storage.get(key) or ""
            return None, None, self.quarantine(key, text, str(exc))
        return match, record, None

    def slots(self) -> tuple[list[tuple[str, dict]], list[Problem]]:
        """Named slots, newest first; malformed ones are quarantined and reported."""
        found, problems = [], []
        for key in sorted(k for k in self.storage.keys() if k.startswith(SLOT_PREFIX)):
            record, problem = self.peek(key)
            if record is not None:
                found.append((key, record))
            elif problem is not None:
                problems.append(problem)
        found.sort(key=lambda item: (-item[1]["saved_at"], item[0]))
        return found, problems

    def quarantined(self) -> list[str]:
        return sorted(k for k in self.storage.keys() if k.startswith(QUARANTINE_PREFIX))

    def quarantine(self, key: str, text: str, reason: str) -> Problem:
        """Move the text aside, unchanged; if even that write fails, leave it where it is."""
        target = f"{QUARANTINE_PREFIX}{int(self.clock())}:{key.removeprefix(PREFIX)}"
        try:
            self.storage.set(target, text)
        except StorageFull:
            return Problem(key, reason, None)
        self.storage.remove(key)
        return Problem(key, reason, target)

    def read_prefs(self) -> dict:
        try:
            data = json.loads(self.storage.get(PREFS) or "{}")
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def write_prefs(self, prefs: dict) -> None:
        try:
            self.storage.set(PREFS, json.dumps(prefs))
        except StorageFull:
            pass  # preferences are a convenience; the game itself is unaffected
