"""bench/feast_late_leaf.py: a leaf correction learned across hard's own games, round by round (issue
14, twenty-second pass); the fit recovers what the labels hold, keeps the shipped coefficient of a
term with no spread, a collection cut short is read up to its last whole game, and the ships silver
could emigrate are counted at each round's price."""

from __future__ import annotations

import gzip
import importlib
import json
import random
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _bench():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    return importlib.import_module("feast_late_leaf")


def _rows(truth: dict[str, float], count: int = 300) -> list[dict]:
    bench = _bench()
    rnd = random.Random(7)
    rows = []
    for k in range(count):
        terms = {t: rnd.uniform(0, 10) for t in bench.LATE_TERMS}
        terms["short_pen"] = 0.0  # never short at these leaves: no spread
        label = 40.0 + sum(v * terms[t] for t, v in truth.items()) + rnd.gauss(0, 0.5)
        rows.append({"seed": k, "round": 6, "label": label, "shipped": 0.0, "terms": terms})
    return rows


def test_the_fit_recovers_the_coefficients_and_keeps_a_term_with_no_spread() -> None:
    bench = _bench()
    truth = {"emigrated": 2.0, "hope": -1.5, "hand": -1.0}
    got = bench.fit(_rows(truth), bench.LATE_TERMS, ridge=0.01)
    for term in bench.LATE_TERMS:
        if term == "short_pen":
            assert got[term] == bench.leaf.CORRECTION["short_pen"]
        else:
            assert got[term] == pytest.approx(truth.get(term, 0.0), abs=0.05), term
    held_out = bench.cross_validate(_rows(truth), bench.LATE_TERMS, ridge=0.01)
    assert held_out < 0.5  # the noise's variance (0.25) and a little: the fit generalises across games
    assert bench.residual(_rows(truth), lambda r: 0.0) > 50 * held_out


def test_load_reads_a_collection_cut_short_and_labels_each_leaf_by_the_final_score(tmp_path: Path) -> None:
    bench = _bench()
    from core.match import Match

    match = Match.new("feast_for_odin", 1, 5, {"length": "long", "deck": "A"})
    state = match.state
    while not (state["round"] == 2 and state["phase"] == "actions"):
        match.apply(match.legal_actions()[0])
        state = match.state
    path = tmp_path / "late.jsonl.gz"
    whole = json.dumps({"seed": 5, "final": 90.0, "leaves": [state]}) + "\n"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write(whole)
    data = path.read_bytes()
    path.write_bytes(data + gzip.compress((whole * 3).encode())[:40])  # a second member cut short
    rows = bench.load([str(path)])
    assert len(rows) == 1
    row = rows[0]
    assert row["seed"] == 5 and row["round"] == 2
    assert row["label"] == pytest.approx(90.0 - bench.ev.evaluate(state, 0))
    assert set(row["terms"]) == set(bench.LATE_TERMS)


def test_affordable_emigrations_pay_each_round_s_price_from_silver_and_income(monkeypatch: pytest.MonkeyPatch) -> None:
    """From the next round on the income comes in, then up to two ships leave at that round's
    price (p.17: an emigration costs the round's number in silver)."""
    bench = _bench()
    state = {"round": 5, "rounds": 7}
    player = {"silver": 10, "boards": []}  # no income
    assert bench.affordable_emigrations(state, player, 3) == 1  # round 6: 10 → 4; round 7: 4 < 7
    player["silver"] = 12
    assert bench.affordable_emigrations(state, player, 3) == 2  # 6 + 6 in round 6
    assert bench.affordable_emigrations(state, player, 1) == 1  # no more ships than there are
    player["silver"] = 25
    assert bench.affordable_emigrations(state, player, 4) == 3  # 6 + 6, then 7 of the 13 left
    monkeypatch.setattr(bench, "income", lambda board: 2)
    player.update({"silver": 3, "boards": [{}]})  # a board paying 2 a round
    assert bench.affordable_emigrations(state, player, 2) == 1  # round 6: 5 < 6; round 7: 7 → 0
