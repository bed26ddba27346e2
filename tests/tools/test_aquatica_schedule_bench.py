"""bench/aquatica_schedule.py: it records positions with their outcome matrices and judges a tree's
search on them, the same tree against itself differing by nothing."""

from __future__ import annotations

import importlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_records_matrices_and_judges_a_tree_against_another(tmp_path: Path, capsys) -> None:
    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    bench = importlib.import_module("aquatica_schedule")
    positions = tmp_path / "positions.json"
    assert bench.main(["--record", str(positions), "--games", "1", "--first", "3", "--per-game", "2",
                       "--rounds", "6", "--budget", "5"]) == 0
    recorded = json.loads(positions.read_text())
    assert len(recorded) == 2
    for position in recorded:
        width = len(position["priorities"])
        assert 2 <= width <= 10 and position["priorities"] == sorted(position["priorities"], reverse=True)
        assert len(position["matrix"]) == 6 and all(len(row) == width for row in position["matrix"])
    capsys.readouterr()
    assert bench.main(["--judge", str(positions), "--reps", "2", "--against", str(ROOT / "py")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [int(line.split()[0]) for line in lines] == list(bench.PLAYOUTS)
    for line in lines:
        match = re.search(r"difference ([-+]\d+\.\d{4}) \(se \d+\.\d{4}\) over 2 positions$", line)
        assert match, line
        assert float(match.group(1)) == 0.0  # the same search on the same matrices chooses the same
    # the real playouts are back in place for whoever searches next
    from games.aquatica.bot import search
    assert search.playout.__module__ == search.__name__ and search.candidates.__module__ == search.__name__
