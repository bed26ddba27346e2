"""The automation contract (docs/architecture.md §2): one match of one game, from a seed.

The match owns the state, its seeded PRNG and the log. A game is a rules module (see
`core.registry`) of pure functions over a JSON-native state; the match validates every action
against `legal_actions()` before the game sees it, so an illegal action changes nothing.
"""

from __future__ import annotations

import json
import time
from typing import Any

from . import registry
from .errors import IllegalAction, SaveError
from .jsonsafe import js_safe, wide_int
from .rng import Rng

SAVE_FORMAT = "tabletop-save"
# 2: integers beyond 2^53 (the generator's state, a wide seed, board bitmasks in the snapshot) are
# written as strings, so a save survives a JavaScript JSON.parse; version 1 saves still load.
SCHEMA_VERSION = 2


class Match:
    """A game in progress. Build it with `Match.new` or `Match.from_json`."""

    def __init__(self, game_id: str, players: int, seed: int, options: dict) -> None:
        self.game_id = game_id
        self.players = players
        self.seed = seed
        self.options = options
        self.rules = registry.get(game_id)
        self.rng = Rng(seed)
        self.state: dict = self.rules.initial_state(players, options, self.rng)
        self._log: list[dict] = []
        self.events: list[list[dict]] = []  # what each logged action did, parallel to the log
        self._undo_floor = 0
        self._legal: list[dict] | None = None

    # --- construction ----------------------------------------------------------------------

    @classmethod
    def new(cls, game_id: str, players: int, seed: int | None = None, options: dict | None = None) -> Match:
        """A fresh match; {} options mean the rulebook's default set-up. ValueError on bad config."""
        rules = registry.get(game_id)
        if not isinstance(players, int) or players not in rules.PLAYER_COUNTS:
            counts = ", ".join(str(n) for n in rules.PLAYER_COUNTS)
            raise ValueError(f"{game_id} is played by {counts} players, not {players!r}")
        if seed is None:
            seed = time.time_ns() % (1 << 53)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < (1 << 63):
            raise ValueError("seed must be a whole number from 0 to 2^63 - 1")
        normalized = rules.normalize_options(players, dict(options or {}))
        return cls(game_id, players, seed, normalized)

    @classmethod
    def from_position(cls, game_id: str, players: int, seed: int, options: dict, state: dict,
                      rng_state: int, log: list[dict] | None = None) -> Match:
        """A match standing at `state` with its generator at `rng_state`, built without replaying
        anything: for positions that need not follow from their log (a bot's worker receives the
        position it must decide on; a rules illustration may be edited). The log is kept as
        history only; nothing before this position can be undone."""
        match = cls.__new__(cls)
        match.game_id, match.players, match.seed, match.options = game_id, players, seed, options
        match.rules = registry.get(game_id)
        match.rng = Rng(seed, rng_state)
        match.state = state
        match._log = list(log or [])
        match.events = [[] for _ in match._log]
        match._undo_floor = len(match._log)
        match._legal = None
        return match

    # --- the contract ----------------------------------------------------------------------

    def current_player(self) -> int | None:
        return self.rules.current_player(self.state)

    def legal_actions(self) -> list[dict]:
        if self._legal is None:
            self._legal = self.rules.legal_actions(self.state)
        return self._legal

    def apply(self, action: Any) -> None:
        """Apply one legal action; IllegalAction (state untouched) for anything else."""
        legal = self.legal_actions()
        try:
            canonical = legal[legal.index(action)]
        except ValueError:
            if not isinstance(action, dict) or not isinstance(action.get("type"), str):
                raise IllegalAction(f"an action must be an object with a 'type', got {_shown(action)}") from None
            if self.is_over():
                raise IllegalAction("the game is over") from None
            raise IllegalAction(f"{_shown(action)} is not a legal action now") from None
        self._apply_entry({"seat": self.current_player(), "action": canonical}, None)

    def _apply_entry(self, entry: dict, draws: list[int] | None) -> None:
        """Apply a logged or new action; with `draws`, chance replays the recorded outcomes."""
        seat = entry["seat"]
        self.rng.trace = []
        if draws:
            self.rng.force(*draws)
        try:
            events = self.rules.apply(self.state, entry["action"], self.rng)
            if draws is not None and self.rng.trace != draws:
                raise SaveError("the save's recorded dice and draws do not match its moves")
        finally:
            trace, self.rng.trace = self.rng.trace, None
            self.rng.forced = []
            self._legal = None
        if trace:
            entry["draws"] = trace
        self._log.append(entry)
        self.events.append(events)
        revealed = any(event.get("reveals") for event in events)
        if trace or revealed or entry["action"]["type"] in self.rules.UNDO_BARRIERS or \
                self.rules.current_player(self.state) != seat:
            self._undo_floor = len(self._log)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def scores(self) -> list[float]:
        return self.rules.scores(self.state)

    def winners(self) -> list[int]:
        return self.rules.winners(self.state)

    def view(self, seat: int | None) -> dict:
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.players):
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")
        return self.rules.view(self.state, seat)

    @property
    def log(self) -> list[dict]:
        return self._log

    def can_undo(self) -> bool:
        return len(self._log) > self._undo_floor

    def undo(self) -> bool:
        """Take back the last decision if it was in this turn, by the same player, and revealed
        nothing (no dice, no draw, no card turned up from a deck — an event marked `"reveals"` —,
        no other player's consent). True if something was undone."""
        if not self.can_undo():
            return False
        self._rebuild(self._log[:-1], validate=False)
        return True

    def take_back_last(self) -> None:
        """Remove the last action whatever it revealed (the page could not save it, so it is as if
        it was never made); the position is rebuilt from the log, chance as recorded."""
        if self._log:
            self._rebuild(self._log[:-1], validate=False)

    def at(self, count: int) -> Match:
        """A separate match standing where this one stood after its first `count` actions, chance
        as it happened (reviewing a game, an embed's goto). ValueError for a count out of range."""
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= len(self._log):
            raise ValueError(f"the game has {len(self._log)} actions; there is no step {count!r}")
        match = Match(self.game_id, self.players, self.seed, self.options)
        match._rebuild(self._log[:count], validate=False)
        return match

    def step_to(self, source: Match, count: int) -> None:
        """Move this match (a replay of a prefix of `source`'s log) forward to `source`'s first
        `count` actions, replaying only the missing ones."""
        for entry in source.log[len(self._log):count]:
            self._apply_entry({"seat": entry["seat"], "action": entry["action"]}, entry.get("draws"))

    # --- saves -----------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "schema_version": SCHEMA_VERSION,
                "game": self.game_id,
                "players": self.players,
                "seed": js_safe(self.seed),
                "options": self.options,
                "log": self._log,
                "snapshot": {"state": js_safe(self.state), "rng": str(self.rng.state)},
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: Any) -> Match:
        """Load a save; SaveError with a readable reason for anything that is not a valid one."""
        data = _parse_save(text)
        match = cls._replayed(data)
        snapshot = data["snapshot"]
        if data["schema_version"] >= 2:
            same = isinstance(snapshot, dict) and snapshot.get("state") == js_safe(match.state) \
                and wide_int(snapshot.get("rng")) == match.rng.state
        else:
            same = isinstance(snapshot, dict) and snapshot.get("state") == match.state \
                and snapshot.get("rng") == match.rng.state
        if not same:
            raise SaveError("the save is inconsistent: its position does not follow from its moves")
        return match

    @classmethod
    def from_moves(cls, data: Any) -> Match:
        """A match rebuilt from its settings and moves alone ({game, players, seed, options, log}:
        a compact position link carries no snapshot); SaveError for anything invalid."""
        if not isinstance(data, dict) or data.get("game") not in registry.GAME_IDS:
            raise SaveError("the position is for no game this app has")
        if not isinstance(data.get("log"), list) or not isinstance(data.get("options"), dict):
            raise SaveError("the position is damaged (bad moves or options)")
        return cls._replayed(data)

    @classmethod
    def _replayed(cls, data: dict) -> Match:
        try:
            match = cls.new(data["game"], data.get("players"), wide_int(data.get("seed")), data["options"])
        except (ValueError, TypeError) as exc:
            raise SaveError(f"the save's game settings are invalid: {exc}") from None
        if len(data["log"]) > match.rules.MAX_ACTIONS:
            raise SaveError(f"the save has more moves than any {data['game']} game can ({len(data['log'])})")
        match._rebuild(data["log"], validate=True)
        return match

    def _rebuild(self, entries: list, validate: bool) -> None:
        """Replay a log from the seed (used by load and undo)."""
        self.rng = Rng(self.seed)
        self.state = self.rules.initial_state(self.players, self.options, self.rng)
        self._log, self.events, self._undo_floor, self._legal = [], [], 0, None
        for index, entry in enumerate(entries):
            if validate:
                _check_entry(entry, index)
                if self.is_over() or entry["action"] not in self.legal_actions():
                    raise SaveError(f"move {index + 1} in the save is not legal in its position")
                if entry["seat"] != self.current_player():
                    raise SaveError(f"move {index + 1} in the save was made by the wrong player")
            try:
                self._apply_entry({"seat": entry["seat"], "action": entry["action"]}, entry.get("draws"))
            except SaveError:
                raise
            except (ValueError, TypeError, KeyError, IndexError) as exc:
                # Only a tampered save gets here (e.g. a recorded die of 9): say so, and why.
                if not validate:
                    raise
                raise SaveError(f"move {index + 1} in the save is damaged ({exc})") from None


def _shown(value: Any) -> str:
    """A value as JSON text for a message (the embed API's errors quote actions as JSON)."""
    try:
        text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= 200 else text[:197] + "..."


def parse_json_text(text: Any) -> Any:
    """JSON from a save's text; SaveError (empty, or damaged/truncated) instead of a parser error."""
    if not isinstance(text, str) or not text.strip():
        raise SaveError("the save is empty")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError("the save is damaged or truncated (it is not valid JSON)") from None


def _parse_save(text: Any) -> dict:
    data = parse_json_text(text)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("this file is not a Tabletop save")
    version = data.get("schema_version")
    if not isinstance(version, int):
        raise SaveError("the save has no schema version")
    if version > SCHEMA_VERSION:
        raise SaveError(f"the save comes from a newer version of Tabletop (format {version}); update the app")
    if version < 1:
        raise SaveError(f"unknown save format version {version}")
    if data.get("game") not in registry.GAME_IDS:
        raise SaveError(f"the save is for a game this app does not have: {data.get('game')!r}")
    missing = [k for k in ("players", "seed", "options", "log", "snapshot") if k not in data]
    if missing:
        raise SaveError(f"the save is incomplete (missing {', '.join(missing)})")
    if not isinstance(data["log"], list) or not isinstance(data["options"], dict):
        raise SaveError("the save is damaged (bad log or options)")
    return data


def _check_entry(entry: Any, index: int) -> None:
    ok = (
        isinstance(entry, dict)
        and isinstance(entry.get("action"), dict)
        and isinstance(entry.get("seat"), int)
        and (entry.get("draws") is None or (
            isinstance(entry["draws"], list) and all(isinstance(d, int) and not isinstance(d, bool) for d in entry["draws"])
        ))
    )
    if not ok:
        raise SaveError(f"move {index + 1} in the save is damaged")
