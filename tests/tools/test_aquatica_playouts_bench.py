"""bench/aquatica_playouts.py: it times this tree and another tree's py/ and prints their ratio."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_times_both_trees_and_prints_the_ratio(capsys):
    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    bench = importlib.import_module("aquatica_playouts")
    assert bench.main(["--seeds", "1", "--playouts", "2", "--against", str(ROOT / "py")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3, lines
    assert all(re.search(r": \d+\.\d{3} ms a playout \(1 positions × 2, 1 player\(s\)\)$", line) for line in lines[:2]), lines
    assert re.fullmatch(r"ratio \d+\.\d\d \(> 1: .+ is faster\)", lines[2]), lines
