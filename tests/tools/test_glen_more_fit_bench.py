"""bench/glen_more_fit.py: Glen More II's 2-player weights fitted to the bots' own final margins
(issue 14, session 39): the terms are the evaluation's own (fixed part + weights x terms = the
estimate), the fit recovers weights a margin was made from, and a collected game records them."""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path

import pytest

from bots import base, make_bot
from core.match import Match
from games.glen_more_2.bot.value import HARD2_CHRONICLES, estimates

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _bench():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    return importlib.import_module("glen_more_fit")


def test_the_terms_add_up_to_the_evaluation() -> None:
    bench = _bench()
    match = Match.new("glen_more_2", 2, 5, {"c2": "on"})
    bots = [make_bot("glen_more_2", "easy", seed=s) for s in range(2)]
    for _ in range(80):
        legal = match.legal_actions()
        match.apply(legal[0] if len(legal) == 1 else bots[match.current_player()].choose(match, budget_ms=50))
    fixed, terms = bench.terms(match.state, HARD2_CHRONICLES)
    whole = estimates(match.state, HARD2_CHRONICLES)
    for seat in range(2):
        assert terms[seat]["scots"] != 0.0 or terms[seat]["anchor"] != 0.0
        rebuilt = fixed[seat] + sum(HARD2_CHRONICLES[k] * terms[seat][k] for k in bench.WEIGHTS)
        assert rebuilt == pytest.approx(whole[seat])


def test_the_fit_recovers_the_weights_a_margin_was_made_from(tmp_path: Path) -> None:
    """Synthetic positions whose final margins are made from known weights on the free terms (the
    other weights at the shipped ones, plus noise): the fit finds them, and predicts better."""
    bench = _bench()
    truth = {"scots": 1.1, "anchor": 1.0}
    shipped = dict.fromkeys(bench.WEIGHTS, 0.5)
    rnd = random.Random(3)
    path = tmp_path / "games.jsonl"
    with open(path, "w") as fh:
        for seed in range(400):  # one position a game
            t0, t1 = ({k: rnd.uniform(-3, 3) for k in bench.WEIGHTS} for _ in range(2))
            margin = 2.0 + sum((truth.get(k) or shipped[k]) * (t0[k] - t1[k]) for k in bench.WEIGHTS)
            row = {"fixed": [2.0, 0.0], "terms": [t0, t1]}
            game = {"seed": seed, "weights": shipped, "final": [margin + rnd.gauss(0, 0.1), 0.0], "rows": [row]}
            fh.write(json.dumps(game) + "\n")
    data = [(x, y) for _, x, y in bench.samples([str(path)], list(truth))]
    fitted = bench.ridge([x for x, _ in data], [y for _, y in data], 0.001 * len(data) / 100, [shipped[k] for k in truth])
    assert fitted == pytest.approx(list(truth.values()), abs=0.02)
    assert bench.mse(fitted, data) < bench.mse([shipped[k] for k in truth], data) / 10


def test_a_collected_game_records_every_rondel_pick_and_the_final_vp() -> None:
    bench = _bench()
    try:
        game = bench.play((5, {"c2": "on"}, ["hard", "medium"]))
    finally:
        base.use_cpu_clock(False)  # play() sets the CPU clock, as the pool's workers need
    assert game["weights"]["scots"] == HARD2_CHRONICLES["scots"]
    assert len(game["rows"]) > 20 and all(len(r["terms"]) == 2 for r in game["rows"])
    assert max(game["final"]) > 20
