"""The bot wrapper and the search context a game's strategy decides from.

The wrapper enforces the contract every bot shares, so a strategy cannot break it by accident:
- it decides for `match.current_player()` from that seat's information only: the strategy never
  gets the match's state, only samples of it whose secrets are re-dealt (`Context.sample`), the
  seat's view and the public history (actions, never the recorded draws);
- its randomness is its own generator, seeded from the bot's seed and the seat's view, so the
  same bot on the same position (as that seat sees it) always answers the same, and the match's
  generator is never read or advanced;
- it never mutates the match, and returns one of `match.legal_actions()`.
"""

from __future__ import annotations

import json
import marshal
import time
import zlib
from collections.abc import Callable
from types import ModuleType
from typing import Any

from core.rng import Rng

# A strategy checks `ctx.deadline` between units of work, small enough that it answers within the
# contract's hard limit of budget + 20 %.
Strategy = Callable[["Context"], dict]


def copy_state(state: Any) -> Any:
    """A deep copy of JSON-native data (marshal is C code: ~5x faster than a JSON round trip)."""
    return thaw(freeze(state))


def freeze(state: Any) -> bytes:
    """JSON-native data frozen once, for the many copies (`thaw`) a decision's branches take of it."""
    return marshal.dumps(state)


def thaw(frozen: bytes) -> Any:
    """A fresh deep copy of what `freeze` froze."""
    return marshal.loads(frozen)


# The clock a decision's budget is measured on: the wall clock (the page, the tests). Benchmarks
# on a shared machine may switch to this thread's CPU time (`use_cpu_clock`), so a bot gets the
# work a quiet machine would give it in the same budget, whatever else is running beside it.
_clock: Callable[[], float] = time.perf_counter


def use_cpu_clock(on: bool = True) -> None:
    """Measure budgets in this thread's CPU time (benchmarks only), or on the wall clock again."""
    global _clock
    _clock = time.thread_time if on else time.perf_counter


def now() -> float:
    """The budget clock's reading, in seconds (for reporting decision times on the same clock)."""
    return _clock()


class Deadline:
    """The budget of one decision, on the wall clock (or the CPU clock in benchmarks)."""

    __slots__ = ("start", "budget", "clock")

    def __init__(self, budget_ms: float) -> None:
        self.clock = _clock
        self.start = self.clock()
        self.budget = max(0.0, budget_ms) / 1000.0

    def elapsed(self) -> float:
        return self.clock() - self.start

    def expired(self, fraction: float = 1.0) -> bool:
        """True once `fraction` of the budget is spent."""
        return self.clock() - self.start >= self.budget * fraction


class Context:
    """Everything a strategy may use to decide for `seat`."""

    def __init__(self, rules: ModuleType, state: dict, seat: int, legal: list[dict], view: dict,
                 history: list[tuple[int, dict]], rng: Rng, deadline: Deadline, level: str,
                 determinize: Callable[[dict, int, Rng], dict], effort: float = 1.0) -> None:
        self.rules = rules
        self.seat = seat
        self.legal = legal
        self.view = view
        self.history = history
        self.rng = rng
        self.deadline = deadline
        self.level = level
        self.effort = effort  # scales a strategy's own work limits (playouts, iterations)
        self._state = state
        self._determinize = determinize

    def sample(self) -> dict:
        """A private copy of the position with everything this seat cannot see re-dealt at random
        (opponents' hands, face-down decks): a determinization to search on."""
        return self._determinize(self._state, self.seat, self.rng)

    def turn_history(self) -> list[tuple[int, dict]]:
        """The public actions since the last `end_turn` (the current turn so far)."""
        out: list[tuple[int, dict]] = []
        for seat, action in reversed(self.history):
            if action.get("type") == "end_turn":
                break
            out.append((seat, action))
        out.reverse()
        return out


class Bot:
    """A computer player of one game and level; see `bots.make_bot`."""

    def __init__(self, game_id: str, level: str, seed: int, strategy: Strategy, rules: ModuleType,
                 determinize: Callable[[dict, int, Rng], dict], effort: float = 1.0) -> None:
        self.game_id = game_id
        self.effort = effort
        self.level = level
        self.seed = seed
        self._strategy = strategy
        self._rules = rules
        self._determinize = determinize

    def __repr__(self) -> str:
        return f"Bot({self.game_id!r}, {self.level!r}, seed={self.seed})"

    def choose(self, match: Any, budget_ms: float = 1000) -> dict:
        """The action this bot takes for `match.current_player()`; one of `match.legal_actions()`."""
        if match.game_id != self.game_id:
            raise ValueError(f"this bot plays {self.game_id}, not {match.game_id}")
        seat = match.current_player()
        if seat is None:
            raise ValueError("the game is over: there is nothing to decide")
        legal = match.legal_actions()
        if len(legal) == 1:
            return legal[0]
        deadline = Deadline(budget_ms)
        view = match.view(seat)
        digest = zlib.crc32(json.dumps(view, sort_keys=True, separators=(",", ":")).encode())
        rng = Rng((self.seed * 0x100000001B3 + digest * 31 + len(match.log)) % (1 << 63))
        history = [(entry["seat"], entry["action"]) for entry in match.log]
        ctx = Context(self._rules, copy_state(match.state), seat, [dict(a) for a in legal], view,
                      history, rng, deadline, self.level, self._determinize, self.effort)
        action = self._strategy(ctx)
        if action not in legal:
            raise AssertionError(f"{self!r} chose an action that is not legal: {action!r}")
        return legal[legal.index(action)]
