"""bench/feast_leaf.py's fit: the learned leaf correction of A Feast for Odin's round search
(bot/leaf.py) is fitted within positions, so a constant per position (the game's luck) cannot
leak into it, and it recovers what the labels hold."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _module():
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("feast_leaf", BENCH / "feast_leaf.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _positions(truth: dict[str, float], count: int = 80, noise: float = 0.0) -> list[dict]:
    """Synthetic positions: each candidate's final = evaluation + truth·terms + the position's
    luck (large, shared by its candidates) + noise."""
    fl = _module()
    rnd = random.Random(3)
    out = []
    for p in range(count):
        luck = rnd.uniform(-30, 30)
        cands = []
        for _ in range(6):
            terms = {t: rnd.uniform(0, 10) for t in fl.TERMS}
            evaluation = rnd.uniform(60, 64)
            final = evaluation + sum(v * terms[t] for t, v in truth.items()) + luck + rnd.gauss(0, noise)
            cands.append({"eval": evaluation, "terms": terms, "finals": [final]})
        out.append({"seed": p // 4, "round": 1 + p % 6, "cands": cands})
    return out


def test_the_fit_recovers_the_coefficients_and_ignores_each_positions_luck() -> None:
    fl = _module()
    truth = {"tiles": 0.5, "hope": -1.0, "large": 2.0}
    got = fl.fit(_positions(truth), ridge=0.001)
    for term in fl.TERMS:
        assert got[term] == pytest.approx(truth.get(term, 0.0), abs=0.02), term


def test_the_correction_picks_better_candidates_on_held_out_seeds() -> None:
    fl = _module()
    positions = _positions({"cover": -0.7, "tiles": 0.6}, noise=2.0)
    plain, fitted = fl.cross_validate(positions)
    assert fitted > plain + 1.0
    assert fitted == pytest.approx(fl.pick_gain(positions, {"cover": -0.7, "tiles": 0.6}), abs=0.3)


def test_solve_is_exact_on_a_small_system() -> None:
    fl = _module()
    assert fl.solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])
