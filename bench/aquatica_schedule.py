"""Aquatica: how well hard's search spends its playouts, judged on recorded outcomes (not a test).

    python bench/aquatica_schedule.py --record /tmp/pos.json --games 40 --first 890000
    python bench/aquatica_schedule.py --record /tmp/pos4.json --players 4 --games 20 --per-game 4
    python bench/aquatica_schedule.py --judge /tmp/pos.json --against /tmp/old/py

Hard (`games/aquatica/bot/search.py`) compares a decision's candidates on paired rounds of
playouts, and its schedule decides which candidates get how many. A schedule can be judged without
playing games: `--record` plays `--games` games with hard (at `--budget` ms of CPU time; solo, or
in seat 0 against medium with `--players`) and takes `--per-game` of its searched decisions; for
each it plays every candidate (up to 10, in the policy's order) out in the same `--rounds` sampled
worlds, and saves the outcomes (the score solo, else the winning margin) as a matrix.
`--judge` then runs a tree's own `search.search` on those matrices in place of real playouts:
half of each matrix's rounds (shuffled, `--reps` times) feed the search, and the other half judges
what it chose, as the mean outcome of its choice less that of the policy's first choice. It prints
that gain per decision for searches of 30, 45, 95 and 190 playouts (a 300 ms decision affords
about 95 solo, 60 with two players and 30 with four on CPython 3.11); with `--against` it judges
another tree's `py/` on the same matrices in a child process and prints the paired difference
with its standard error.
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAYOUTS = (30, 45, 95, 190)
WIDTH = 10


def record(path: str, first: int, games: int, per_game: int, rounds: int, budget: float, players: int = 1) -> None:
    """Positions from hard's games (seat 0; medium in the others' seats), each with a rounds ×
    candidates matrix of outcomes (the score solo, else the winning margin)."""
    from bots import base, make_bot
    from bots.base import copy_state
    from core.match import Match
    from core.rng import Rng
    from games.aquatica import rules
    from games.aquatica.bot import _outcome_for, determinize, search
    from games.aquatica.bot.policy import COMMON, SHARP, _Memo, priority

    base.use_cpu_clock(True)
    own = COMMON if players == 1 else SHARP  # the values hard's own seat plays by
    out = []
    for seed in range(first, first + games):
        match = Match.new("aquatica", players, seed, {})
        bots = [make_bot("aquatica", "hard" if seat == 0 else "medium", seed=seed * 10 + seat) for seat in range(players)]
        searched = []
        while not match.is_over():
            legal = match.legal_actions()
            seat = match.current_player()
            if len(legal) > 1:
                if seat == 0 and len(search.candidates(match.state, legal, 8, 40.0, own)) > 1:
                    searched.append((copy_state(match.state), legal))
                match.apply(bots[seat].choose(match, budget_ms=budget))
            else:
                match.apply(legal[0])
        for index in sorted(random.Random(seed).sample(range(len(searched)), min(per_game, len(searched)))):
            state, legal = searched[index]
            memo = _Memo()
            values = [priority(state, action, memo, own) for action in legal]
            order = sorted(range(len(legal)), key=lambda k: -values[k])[:WIDTH]
            rng = Rng(seed * 7919 + index)
            matrix = []
            for _ in range(rounds):
                world = determinize(state, 0, rng)
                playout_seed = rng.below(1 << 30)
                row = []
                for k in order:
                    copy = copy_state(world)
                    playout_rng = Rng(playout_seed)
                    rules.apply(copy, legal[k], playout_rng)
                    row.append(search.playout(rules, copy, 0, playout_rng, _outcome_for, own))
                matrix.append(row)
            out.append({"seed": seed, "decisions": len(searched), "priorities": [values[k] for k in order],
                        "matrix": matrix})
        print(f"seed {seed}: {match.scores()[0]:g} points, {len(searched)} searched decisions", flush=True)
        Path(path).write_text(json.dumps(out))


class _Clock:
    """A deadline whose time is the playouts played: `per_budget` of them fill the budget."""

    def __init__(self, per_budget: int) -> None:
        self.budget = 1.0
        self.unit = 1.0 / per_budget
        self.played = 0

    def elapsed(self) -> float:
        return self.played * self.unit

    def expired(self, fraction: float = 1.0) -> bool:
        return self.elapsed() >= self.budget * fraction


class _RootOnly:
    """Rules whose only effect is to remember the root action a playout starts from."""

    @staticmethod
    def apply(state: dict, action: dict, rng) -> None:
        state["k"] = action["k"]


def _choice(search, matrix: list[list[float]], priorities: list[float], fed: list[int], per_budget: int,
            rep: int) -> int:
    """The candidate the tree's search picks when round r's playouts return matrix[fed[r]]."""
    from bots.base import Context
    from core.rng import Rng

    clock = _Clock(per_budget)
    worlds = iter(range(-1, 10**9))  # the first sample is the one candidates() looks at

    def playout(rules, state, seat, rng, outcome, own=None) -> float:
        clock.played += 1
        return matrix[fed[state["world"] % len(fed)]][state["k"]]

    def candidates(state, legal, width, margin, own=None) -> list[int]:
        return [k for k in range(len(priorities)) if priorities[k] >= priorities[0] - margin][:width]

    cap = "max_playouts" if "max_playouts" in inspect.signature(search.search).parameters else "max_rounds"
    legal = [{"k": k} for k in range(len(priorities))]
    ctx = Context(_RootOnly, {}, 0, legal, {}, [], Rng(rep), clock, "hard",
                  lambda state, seat, rng: {"world": next(worlds)}, 1.0)
    real = search.playout, search.candidates
    search.playout, search.candidates = playout, candidates
    try:
        return search.search(ctx, None, **{cap: 10**6})["k"]
    finally:
        search.playout, search.candidates = real


def judge(path: str, reps: int) -> dict[int, list[float]]:
    """Per position and search size, the held-out gain of the tree's choice over the policy's."""
    from games.aquatica.bot import search

    positions = json.loads(Path(path).read_text())
    gains: dict[int, list[float]] = {p: [] for p in PLAYOUTS}
    for position in positions:
        matrix, priorities = position["matrix"], position["priorities"]
        for p in PLAYOUTS:
            total = 0.0
            for rep in range(reps):
                rows = list(range(len(matrix)))
                random.Random(rep * 1_000_003 + position["seed"]).shuffle(rows)
                fed, held = rows[: len(rows) // 2], rows[len(rows) // 2:]
                chosen = _choice(search, matrix, priorities, fed, p, rep)
                total += statistics.fmean(matrix[r][chosen] - matrix[r][0] for r in held)
            gains[p].append(total / reps)
    return gains


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--record", help="write positions and their outcome matrices to this file")
    parser.add_argument("--judge", help="judge the schedule on the positions of this file")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--first", type=int, default=810000)
    parser.add_argument("--players", type=int, default=1, help="hard in seat 0, medium in the others")
    parser.add_argument("--per-game", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=128)
    parser.add_argument("--budget", type=float, default=100, help="hard's ms a decision while recording")
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--py", default=str(ROOT / "py"), help="the py/ directory to judge (default: this tree's)")
    parser.add_argument("--against", help="another tree's py/ directory, judged in a child process")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, args.py)
    if args.record:
        record(args.record, args.first, args.games, args.per_game, args.rounds, args.budget, args.players)
    if not args.judge:
        return 0
    gains = judge(args.judge, args.reps)
    if args.json:
        print(json.dumps(gains))
        return 0
    other = None
    if args.against:
        out = subprocess.run([sys.executable, __file__, "--judge", args.judge, "--reps", str(args.reps),
                              "--py", args.against, "--json"], capture_output=True, text=True, check=True).stdout
        other = {int(p): g for p, g in json.loads(out).items()}
    for p in PLAYOUTS:
        line = f"{p} playouts: {args.py} gains {statistics.fmean(gains[p]):+.4f} a decision over the policy"
        if other:
            diff = [a - b for a, b in zip(gains[p], other[p])]
            se = statistics.stdev(diff) / len(diff) ** 0.5 if len(diff) > 1 else 0.0
            line += (f"; {args.against} {statistics.fmean(other[p]):+.4f}; "
                     f"difference {statistics.fmean(diff):+.4f} (se {se:.4f}) over {len(diff)} positions")
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
