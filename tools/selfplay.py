"""Play whole games through the automation contract and report throughput (design §2).

    python tools/selfplay.py --game catan --players 4 --games 100 --seed 1 [--bot random] [--json]
    python tools/selfplay.py --game catan --players 4 --games 10000 --check   # the long invariant run

`--check` runs every game under the invariant suite (core/checks.py) instead of bare play.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from core.checks import CheckStats, play_checked  # noqa: E402
from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402

BOTS = ("random", "random-no-offers")


def choose(bot: str, legal: list[dict], rng: Rng) -> dict:
    """'random': uniform over legal actions. 'random-no-offers': the same, but never opens a
    player-to-player offer (the comparable policy to other engines' random players)."""
    while True:  # rejection sampling keeps the choice uniform over the allowed actions
        action = legal[rng.below(len(legal))]
        if bot == "random" or action["type"] != "trade_open" or len(legal) == 1:
            return action


def play(game: str, players: int, seed: int, bot: str, options: dict) -> int:
    match = Match.new(game, players, seed, options)
    rng = Rng(seed + 1)
    steps = 0
    while not match.is_over():
        match.apply(choose(bot, match.legal_actions(), rng))
        steps += 1
    return steps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="catan")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", choices=BOTS, default="random")
    parser.add_argument("--options", default="{}", help='game options as JSON, e.g. {"setup":"variable"}')
    parser.add_argument("--check", action="store_true", help="run the invariant suite on every game")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    options = json.loads(args.options)
    errors = actions = 0
    stats = CheckStats()
    start = time.perf_counter()
    for k in range(args.games):
        seed = args.seed + k
        try:
            if args.check:
                play_checked(args.game, args.players, seed, options, deep_every=7, stats=stats)
            else:
                actions += play(args.game, args.players, seed, args.bot, options)
        except Exception:  # noqa: BLE001 — count and report every failing seed
            errors += 1
            print(f"seed {seed} failed:\n{traceback.format_exc()}", file=sys.stderr)
    seconds = time.perf_counter() - start
    actions = stats.actions if args.check else actions
    result = {
        "game": args.game, "players": args.players, "games": args.games, "errors": errors,
        "seconds": round(seconds, 3), "games_per_s": round(args.games / seconds, 2),
        "mean_actions": round(actions / max(1, args.games - errors), 1),
        "us_per_action": round(seconds / max(1, actions) * 1e6, 2),
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>14}: {value}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
