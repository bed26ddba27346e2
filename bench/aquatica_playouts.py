"""Aquatica: the cost of one playout of the bots' policy (not a test).

    python bench/aquatica_playouts.py                         # this tree
    python bench/aquatica_playouts.py --against /tmp/old/py   # and another tree's py/, with the ratio

Hard's search (`games/aquatica/bot/search.py`) spends its whole budget on playouts to the game's
end, so their cost decides how many rounds a decision compares. From each of `--seeds` solo
positions (the policy's first 15 moves played from the seed) it times `--playouts` playouts in
CPU time and prints the mean milliseconds per playout; with `--against` it times that tree in a
child process the same way and prints the ratio (> 1: this tree is faster).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(seeds: int = 20, playouts: int = 40, players: int = 1) -> float:
    """Mean CPU milliseconds of a playout from the positions described in the module docstring."""
    from bots.base import copy_state
    from core.match import Match
    from core.rng import Rng
    from games.aquatica import rules
    from games.aquatica.bot import _outcome_for, policy
    from games.aquatica.bot.search import playout

    total, count = 0.0, 0
    for seed in range(5, 5 + seeds):
        state = Match.new("aquatica", players, seed, {}).state
        rng = Rng(1)
        for _ in range(15):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            rules.apply(state, legal[0] if len(legal) == 1 else policy(state, legal, rng), rng)
        start = time.process_time()
        for i in range(playouts):
            playout(rules, copy_state(state), 0, Rng(i), _outcome_for)
        total += time.process_time() - start
        count += playouts
    return total / count * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--playouts", type=int, default=40)
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--py", default=str(ROOT / "py"), help="the py/ directory to time (default: this tree's)")
    parser.add_argument("--against", help="another tree's py/ directory, timed in a child process")
    args = parser.parse_args(argv)
    sys.path.insert(0, args.py)
    ms = measure(args.seeds, args.playouts, args.players)
    print(f"{args.py}: {ms:.3f} ms a playout ({args.seeds} positions × {args.playouts}, {args.players} player(s))")
    if args.against:
        out = subprocess.run([sys.executable, __file__, "--py", args.against, "--seeds", str(args.seeds),
                              "--playouts", str(args.playouts), "--players", str(args.players)],
                             capture_output=True, text=True, check=True).stdout
        print(out.strip())
        other = float(out.split(": ")[1].split(" ms")[0])
        print(f"ratio {other / ms:.2f} (> 1: {args.py} is faster)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
