"""Seeded PRNG stored in the match (never the global `random`).

SplitMix64 over plain Python ints: identical on CPython and Pyodide, with a state that is one
integer, so saves stay small and replays are exact. Tests may queue forced outcomes; a forced draw
still advances the generator, so a replay from the seed with the same forced values reproduces the
state exactly.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state", "forced", "trace")

    def __init__(self, seed: int, state: int | None = None) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK if state is None else state
        self.forced: list[int] = []
        self.trace: list[int] | None = None

    def _next(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n); every chance outcome goes through here."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        value = (self._next() * n) >> 64
        if self.forced:
            value = self.forced.pop(0)
            if not 0 <= value < n:
                raise ValueError(f"forced outcome {value} is outside [0, {n})")
        if self.trace is not None:
            self.trace.append(value)
        return value

    def die(self) -> int:
        return self.below(6) + 1

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def force(self, *values: int) -> None:
        """Queue outcomes for the next draws (tests and scripted rulebook examples)."""
        self.forced.extend(values)
