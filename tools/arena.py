"""Bots against bots: win rates with 95 % confidence intervals, scores and decision times.

    python tools/arena.py --game catan --players 4 --seats hard,medium,medium,medium --games 200 --seed 1
    python tools/arena.py --game catan --players 4 --seats medium,easy,easy,easy --games 200 --jobs 2

Seats rotate game by game (game k shifts the list by k), so every level sits in every seat equally
often. A level's win rate is per seat it occupies: wins / (games x seats of that level); a tie
counts as a fraction of a win for each winner. Parity is 1 / players.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from bots import base  # noqa: E402
from bots.match_play import GameResult, play_game  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (sound near 0 and 1, unlike p ± z·se)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run_one(job: tuple) -> GameResult:
    game, players, seed, options, seats, budget, bot_seed, cpu_clock = job
    base.use_cpu_clock(cpu_clock)
    return play_game(game, players, seed, options, seats, budget, bot_seed)


def summarize(results: list[GameResult], players: int) -> dict:
    levels = sorted({level for r in results for level in r.seats}, key=lambda lv: results[0].seats.index(lv)
                    if lv in results[0].seats else 99)
    out = {"games": len(results), "unfinished": sum(not r.finished for r in results),
           "parity": round(1 / players, 3), "levels": {}}
    for level in levels:
        wins = 0.0
        seats_played = 0
        scores: list[float] = []
        times: list[float] = []
        for r in results:
            mine = [i for i, lv in enumerate(r.seats) if lv == level]
            seats_played += len(mine)
            for w in r.winners:
                if w in mine:
                    wins += 1 / len(r.winners)
            scores.extend(r.scores[i] for i in mine)
            times.extend(r.times.get(level, []))
        low, high = wilson(wins, seats_played)
        out["levels"][level] = {
            "seats": seats_played, "wins": round(wins, 2), "win_rate": round(wins / max(1, seats_played), 3),
            "ci95": [round(low, 3), round(high, 3)], "mean_score": round(statistics.fmean(scores), 2) if scores else 0,
            "decisions": len(times),
            "ms_p50": round(percentile(times, 0.5) * 1000, 1), "ms_p95": round(percentile(times, 0.95) * 1000, 1),
            "ms_max": round(max(times, default=0) * 1000, 1),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="catan")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seats", required=True, help="one level per seat: hard,medium,medium,medium (or random)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=300, help="ms per decision (default 300)")
    parser.add_argument("--options", default="{}", help='game options as JSON, e.g. {"setup":"variable"}')
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help='"wall" (default) or "cpu": budgets and times in each process\'s CPU time, as on a quiet machine')
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    seats = args.seats.split(",")
    if len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} seats for {args.players} players")
    options = json.loads(args.options)
    jobs = []
    for k in range(args.games):
        shift = k % args.players
        rotated = seats[-shift:] + seats[:-shift] if shift else list(seats)
        jobs.append((args.game, args.players, args.seed + k, options, rotated, args.budget, args.seed, args.clock == "cpu"))
    start = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(run_one, jobs, chunksize=1)
    else:
        results = [run_one(job) for job in jobs]
    summary = summarize(results, args.players)
    summary["seconds"] = round(time.perf_counter() - start, 1)
    summary.update(game=args.game, players=args.players, seats=seats, seed=args.seed, budget_ms=args.budget,
                   options=options, clock=args.clock)
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{args.game}, {args.players} players, seats {','.join(seats)} (rotated), {len(results)} games from seed "
          f"{args.seed}, {args.budget:g} ms per decision ({args.clock} clock), {summary['seconds']} s; parity {summary['parity']:.0%}")
    if summary["unfinished"]:
        print(f"  {summary['unfinished']} games hit the action limit (no winner)")
    for level, row in summary["levels"].items():
        print(f"  {level:>7}: win rate {row['win_rate']:.1%} (95% CI {row['ci95'][0]:.1%}-{row['ci95'][1]:.1%}) over "
              f"{row['seats']} seats, mean score {row['mean_score']}, decision ms p50 {row['ms_p50']} "
              f"p95 {row['ms_p95']} max {row['ms_max']} ({row['decisions']} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
