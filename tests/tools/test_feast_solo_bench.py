"""bench/feast_solo.py: the seeds played in several processes (`--jobs`) give the same games, in
seed order, as one process does; `--searches` sums up the round searches round by round."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _games(capsys, jobs: int) -> list[str]:
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    bench = importlib.import_module("feast_solo")
    # a budget no decision reaches: the games depend on their seeds only
    bench.main(["--level", "medium", "--length", "short", "--seeds", "5,3", "--budget", "600000",
                "--sheet", "--jobs", str(jobs)])
    out = capsys.readouterr().out
    return [re.sub(r", [0-9.]+ s ", " ", line) for line in out.splitlines() if line.startswith("seed ")]


def test_several_processes_play_the_same_games_in_seed_order(capsys):
    one = _games(capsys, 1)
    two = _games(capsys, 2)
    assert [line.split(":")[0] for line in one] == ["seed 5", "seed 3"]
    assert all(re.fullmatch(r"seed \d: \d+ points, \d+ actions  ([a-z_]+=-?\d+ ?)+", line) for line in one), one
    assert two == one


def test_search_lines_sum_up_the_round_searches_round_by_round():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    bench = importlib.import_module("feast_solo")
    assert bench.search_lines([(2, 1), (1, 8), (1, 6), (2, 4)]) == [
        "round 1: 2 searches, 7.00 candidates judged, 0 under 2",
        "round 2: 2 searches, 2.50 candidates judged, 1 under 2",
    ]
