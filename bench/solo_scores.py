"""Solo scores of a bot (not a test): the yardsticks the rulebooks give for playing alone.

    python bench/solo_scores.py --game aquatica --level hard --seeds 100 --first 1000
    python bench/solo_scores.py --game feast_for_odin --level hard --seeds 50 --options '{"length":"long"}'

Plays `--seeds` solo games (seeds `--first`, `--first`+1, …) with the bot deciding every choice at
`--budget` ms, and prints the median, quartiles, extremes, decision-time percentiles and, for
Aquatica, how many games reached each of the rulebook's four ratings.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from bots import base  # noqa: E402
from bots.match_play import play_game  # noqa: E402
from core import registry  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="aquatica")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first", type=int, default=1000)
    parser.add_argument("--budget", type=float, default=300)
    parser.add_argument("--options", default="{}")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help='"wall" (default) or "cpu": budgets and times in each process\'s CPU time, as on a quiet machine')
    args = parser.parse_args(argv)
    base.use_cpu_clock(args.clock == "cpu")
    options = json.loads(args.options)
    scores: list[float] = []
    times: list[float] = []
    start = time.perf_counter()
    for seed in range(args.first, args.first + args.seeds):
        result = play_game(args.game, 1, seed, options, [args.level], args.budget)
        scores.append(result.scores[0])
        times.extend(result.times.get(args.level, []))
        print(f"seed {seed}: {result.scores[0]:g}", flush=True)
    scores.sort()
    times.sort()
    q = statistics.quantiles(scores, n=4) if len(scores) > 1 else [scores[0]] * 3
    print(f"{args.game} solo {options}, {args.level} at {args.budget:g} ms ({args.clock} clock), {len(scores)} seeds from {args.first}, "
          f"{time.perf_counter() - start:.0f} s")
    print(f"score: median {statistics.median(scores):g}, quartiles {q[0]:g} / {q[2]:g}, min {scores[0]:g}, max {scores[-1]:g}, "
          f"mean {statistics.fmean(scores):.1f}")
    if times:
        print(f"decision ms: p50 {times[len(times) // 2] * 1000:.0f}, p95 {times[int(len(times) * 0.95)] * 1000:.0f}, "
              f"max {times[-1] * 1000:.0f} ({len(times)} decisions)")
    if args.game == "aquatica":
        rating = registry.get("aquatica").rating
        counts: dict[str, int] = {}
        for s in scores:
            counts[rating(int(s))] = counts.get(rating(int(s)), 0) + 1
        print("ratings: " + ", ".join(f"{name} {counts.get(name, 0)}" for name in
                                       ("blobfish", "sea_serpent", "leviathan", "kraken")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
