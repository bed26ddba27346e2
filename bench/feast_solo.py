"""A Feast for Odin solo: a bot's final scores and decision times over seeds.

    python bench/feast_solo.py --level hard --length long --seeds 1-50 --budget 300 --clock cpu --jobs 2

`--start chosen` plays the solo variant in which the start occupation is chosen, not drawn (p.23).

Prints one line per game (seed, score, actions, seconds) in seed order and then the median,
quartiles, min and max of the scores and the decision-time percentiles; `--searches` adds, round
by round, how many of its candidates hard's round search judged to the end within the deadline.
`--jobs N` plays the seeds in N processes: a game depends only on its seed (and, through the
deadline, on the clock), so the figures are those of one process; with `--clock cpu` each process
times its own CPU, as on a quiet machine, whatever else shares the cores.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from bots import base, make_bot  # noqa: E402
from core.match import Match  # noqa: E402
from games.feast_for_odin.bot import policy  # noqa: E402


def seeds_of(text: str) -> list[int]:
    out: list[int] = []
    for part in text.split(","):
        if "-" in part:
            a, b = part.split("-")
            out += range(int(a), int(b) + 1)
        elif part:
            out.append(int(part))
    return out


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def play(seed: int, level: str, length: str, deck: str, budget: float, times: list[float],
         start: str = "drawn", opening: tuple[dict, ...] = ()) -> tuple[float, int, dict]:
    """One game: `opening`'s actions first (a start card forced, say), then the bot's."""
    match = Match.new("feast_for_odin", 1, seed, {"length": length, "deck": deck, "start_card": start})
    for action in opening:
        match.apply(action)
    bot = make_bot("feast_for_odin", level, seed=seed)
    steps = 0
    while not match.is_over():
        legal = match.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        else:
            start = base.now()
            action = bot.choose(match, budget_ms=budget)
            times.append(base.now() - start)
        match.apply(action)
        steps += 1
    from games.feast_for_odin.scoring import score

    return match.scores()[0], steps, score(match.state, 0)


def play_one(job: tuple) -> tuple[int, float, int, dict, list[float], float, list[tuple[int, int]]]:
    """(seed, score, actions, score sheet, decision seconds, game seconds, round searches as
    (round, candidates judged)) of one game: the unit a worker process plays."""
    seed, level, length, deck, budget, cpu_clock, start = job
    base.use_cpu_clock(cpu_clock)
    times: list[float] = []
    searches: list[tuple[int, int]] = []
    policy.SEARCHES = searches
    began = time.perf_counter()
    try:
        total, steps, sheet = play(seed, level, length, deck, budget, times, start)
    finally:
        policy.SEARCHES = None
    return seed, total, steps, sheet, times, time.perf_counter() - began, searches


def search_lines(searches: list[tuple[int, int]]) -> list[str]:
    """Per round: the round searches, the candidates they judged on average, and how many judged
    fewer than two (the greedy choice then stands)."""
    lines = []
    for r in sorted({r for r, _ in searches}):
        judged = [n for k, n in searches if k == r]
        lines.append(f"round {r}: {len(judged)} searches, {statistics.fmean(judged):.2f} candidates judged, "
                     f"{sum(n < 2 for n in judged)} under 2")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--length", default="long", choices=("long", "short"))
    parser.add_argument("--deck", default="A")
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--budget", type=float, default=300)
    parser.add_argument("--sheet", action="store_true", help="print each game's score sheet")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help='"wall" (default) or "cpu": budgets and times in each process\'s CPU time, as on a quiet machine')
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the seeds (default 1)")
    parser.add_argument("--searches", action="store_true", help="print, per round, the candidates hard's round search judged")
    parser.add_argument("--start", default="drawn", choices=("drawn", "chosen"),
                        help='the start occupation: "drawn" (default) or "chosen" by the bot (p.23\'s solo variant)')
    args = parser.parse_args(argv)
    jobs = [(seed, args.level, args.length, args.deck, args.budget, args.clock == "cpu", args.start)
            for seed in seeds_of(args.seeds)]
    scores: list[float] = []
    times: list[float] = []
    searches: list[tuple[int, int]] = []
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    results = pool.imap(play_one, jobs, chunksize=1) if pool else map(play_one, jobs)
    for seed, total, steps, sheet, game_times, seconds, game_searches in results:
        scores.append(total)
        times += game_times
        searches += game_searches
        line = f"seed {seed}: {total:.0f} points, {steps} actions, {seconds:.1f} s"
        if args.sheet:
            line += "  " + " ".join(f"{k}={v}" for k, v in sheet.items() if v and k != "total")
        print(line, flush=True)
    if pool:
        pool.close()
        pool.join()
    print(f"{args.level} {args.length} deck {args.deck}, start card {args.start}, {len(scores)} games, budget {args.budget:.0f} ms "
          f"({args.clock} clock, {max(1, args.jobs)} process{'es' if args.jobs > 1 else ''})")
    print(f"score: median {statistics.median(scores):.1f}, quartiles {quantile(scores, 0.25):.0f}/"
          f"{quantile(scores, 0.75):.0f}, min {min(scores):.0f}, max {max(scores):.0f}, mean {statistics.fmean(scores):.1f}")
    print(f"decision ms: p50 {quantile(times, 0.5) * 1000:.1f}, p95 {quantile(times, 0.95) * 1000:.1f}, "
          f"max {max(times, default=0) * 1000:.1f} ({len(times)} decisions)")
    if args.searches:
        for line in search_lines(searches):
            print(line)


if __name__ == "__main__":
    main()
