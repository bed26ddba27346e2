"""A Feast for Odin solo: what each start occupation is worth to a bot (the table behind
`games/feast_for_odin/bot/start_card.py`).

    python bench/feast_start_cards.py --deck A --seeds 9001-9024 --level hard --budget 300 --clock cpu --jobs 2

Every light (start) card of the deck is forced on every seed through the solo variant that lets the
player choose it (p.23), and the bot plays the rest. A seed's games differ only in that card, so a
card's worth is its score less the mean of the seed's games, averaged over the seeds (with its
standard error). Prints each game, then one line per card, best first, then the table as Python.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from feast_solo import play, seeds_of  # noqa: E402

from bots import base  # noqa: E402
from games.feast_for_odin.data_files import OCCUPATIONS  # noqa: E402
from games.feast_for_odin.setup import occupation_cards  # noqa: E402


def light_cards(deck: str) -> list[int]:
    return occupation_cards(deck, start=True)


def play_forced(job: tuple) -> tuple[int, int, float]:
    """(card, seed, final score) of one game with the start card forced."""
    card, seed, level, length, deck, budget, cpu_clock = job
    base.use_cpu_clock(cpu_clock)
    total, _, _ = play(seed, level, length, deck, budget, [], "chosen", ({"type": "start_card", "card": card},))
    return card, seed, total


def worth(results: list[tuple[int, int, float]]) -> dict[int, tuple[float, float]]:
    """card → (mean of its score less its seed's mean, standard error), over the seeds every card
    was played on."""
    by_seed: dict[int, dict[int, float]] = {}
    for card, seed, total in results:
        by_seed.setdefault(seed, {})[card] = total
    cards = sorted({card for card, _, _ in results})
    whole = [games for games in by_seed.values() if len(games) == len(cards)]
    out = {}
    for card in cards:
        diffs = [games[card] - statistics.fmean(games.values()) for games in whole]
        se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
        out[card] = (statistics.fmean(diffs), se)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deck", default="A", choices=("A", "B", "C"))
    parser.add_argument("--level", default="hard")
    parser.add_argument("--length", default="long", choices=("long", "short"))
    parser.add_argument("--seeds", default="9001-9004")
    parser.add_argument("--budget", type=float, default=300)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    jobs = [(card, seed, args.level, args.length, args.deck, args.budget, args.clock == "cpu")
            for seed in seeds_of(args.seeds) for card in light_cards(args.deck)]
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    results = []
    for card, seed, total in pool.imap(play_forced, jobs, chunksize=1) if pool else map(play_forced, jobs):
        results.append((card, seed, total))
        print(f"card {card} seed {seed}: {total:.0f} points", flush=True)
    if pool:
        pool.close()
        pool.join()
    table = worth(results)
    print(f"{args.level} {args.length} deck {args.deck}, {len(results)} games, budget {args.budget:.0f} ms ({args.clock} clock)")
    for card, (mean, se) in sorted(table.items(), key=lambda item: -item[1][0]):
        print(f"card {card:3d} {OCCUPATIONS[card]['name']}: {mean:+.2f} (se {se:.2f})")
    print("{" + ", ".join(f"{card}: {mean:.1f}" for card, (mean, _) in sorted(table.items())) + "}")


if __name__ == "__main__":
    main()
