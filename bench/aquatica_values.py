"""Aquatica: the policy's two sets of values against each other, in policy-only games (not a test).

    python bench/aquatica_values.py --players 4 --games 4000 --first 200000
    python bench/aquatica_values.py --players 2 --games 4000 --first 200000

One seat (seed mod players, so every seat in turn) plays the policy with `policy.SHARP`, the values
hard plays its own seat by in a multi-player game; the others play `policy.COMMON`, the values of
easy, of medium's playouts and of the other seats in hard's playouts. A game costs a few
milliseconds, so thousands of games tell apart changes of a few tenths of a point, which arena
games of the searching bots (a minute each) cannot. It prints the SHARP seat's win rate (parity
1 / players) and its mean margin over the other seats' mean score, with its standard error.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402
from games.aquatica import rules  # noqa: E402
from games.aquatica.bot.policy import SHARP  # noqa: E402
from games.aquatica.bot.search import playout  # noqa: E402


def play(players: int, seed: int) -> tuple[float, float]:
    """One game, played as hard's playouts play (`search.playout`): the SHARP seat's share of the
    win and its margin over the others' mean score."""
    state = Match.new("aquatica", players, seed, {}).state
    sharp = seed % players
    playout(rules, state, sharp, Rng(seed * 7 + 1), lambda _state, _seat: 0.0, SHARP)
    scores = rules.scores(state)
    winners = rules.winners(state)
    won = 1 / len(winners) if sharp in winners else 0.0
    return won, scores[sharp] - statistics.fmean(s for i, s in enumerate(scores) if i != sharp)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--first", type=int, default=200000, help="the first game's seed")
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 4 or args.games < 2:
        parser.error("2 to 4 players and at least 2 games")
    results = [play(args.players, seed) for seed in range(args.first, args.first + args.games)]
    wins = [r[0] for r in results]
    margins = [r[1] for r in results]
    se = statistics.stdev(margins) / len(margins) ** 0.5
    print(f"{args.players} players, {args.games} games from seed {args.first}: SHARP wins {statistics.fmean(wins):.1%} "
          f"(parity {1 / args.players:.0%}), margin over the others' mean {statistics.fmean(margins):+.2f} (se {se:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
