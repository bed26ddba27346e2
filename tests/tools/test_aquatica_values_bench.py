"""bench/aquatica_values.py: SHARP against COMMON in policy-only games, a seat each in turn."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _bench():
    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    return importlib.import_module("aquatica_values")


def test_prints_the_sharp_seats_win_rate_and_margin(capsys):
    assert _bench().main(["--players", "2", "--games", "4", "--first", "9"]) == 0
    line = capsys.readouterr().out.strip()
    assert re.fullmatch(r"2 players, 4 games from seed 9: SHARP wins \d+\.\d% \(parity 50%\), "
                        r"margin over the others' mean [+-]\d+\.\d\d \(se \d+\.\d\d\)", line), line


def test_a_game_is_played_to_its_end_and_shared_out():
    won, margin = _bench().play(3, 12)
    assert won in (0.0, 1 / 3, 0.5, 1.0)
    assert -200 < margin < 200
