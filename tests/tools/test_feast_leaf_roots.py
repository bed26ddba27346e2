"""bench/feast_leaf_roots.py (issue 14, thirty-first pass): another judge of a stored decision's
candidates, computed from the decision's own position, is scored against the shipped leaf's pick
by the stored labels; its draws are common to a decision's candidates and fixed by seed and turn;
each judge stops where it says (the round's actions, the next round's actions, the game's end)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
DATA = BENCH / "data" / "feast_leaf"


def _bench():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    return importlib.import_module("feast_leaf_roots")


def _stored(count: int) -> list[dict]:
    bench = _bench()
    files = sorted(str(p) for p in DATA.glob("hard-q-r5-6-*.jsonl.xz"))
    return [p for p in bench.feast_leaf.load(files, (5, 6)) if "root" in p][:count]


def test_the_shipped_values_pick_as_the_shipped_leaf_and_the_labels_pick_the_best() -> None:
    bench = _bench()
    positions = _stored(12)
    _xs, base, labels, groups = bench.feast_leaf_boost.prepare(positions, [])
    same = bench.report(positions, base)
    assert same["all"] == "+0.00, se 0.00 over 12 decisions, 0 picks differ"
    oracle = bench.report(positions, labels)["all"]
    shipped = bench.feast_leaf_boost.gains(base, labels, groups)
    best = [max(labels[i] for i in rows) - labels[max(rows, key=lambda i: (base[i], -i))] for rows in groups]
    assert oracle.startswith(f"{sum(best) / len(best):+.2f},")
    assert sum(best) > 0 and len(shipped) == 12


def test_a_judge_s_draws_are_fixed_and_the_round_search_s_leaf_is_where_its_actions_end() -> None:
    bench = _bench()
    pos = _stored(1)[0]
    action = pos["cands"][0]["action"]
    first = bench.judge_value(pos["root"], action, "search", bench.Rng(5))
    assert first == bench.judge_value(pos["root"], action, "search", bench.Rng(5))
    assert pos["root"]["phase"] == "actions" and pos["root"]["round"] == pos["round"]  # the root is left as it was
    values = bench.rejudged([pos], "search", 2)
    assert len(values) == len(pos["cands"]) and all(v == v for v in values)


def test_the_feast_judge_stops_at_the_next_round_s_actions_and_the_end_judges_score_the_game() -> None:
    bench = _bench()
    pos = _stored(1)[0]
    rng = bench.Rng(3)
    state = bench.policy.simulate(bench.determinize(pos["root"], 0, rng), pos["cands"][0]["action"], rng)
    bench.play(state, rng, bench.policy.PLAYOUT, bench._next_actions(pos["round"]))
    assert (state["round"], state["phase"]) == (pos["round"] + 1, "actions")
    final = bench.judge_value(pos["root"], pos["cands"][0]["action"], "playout-end", bench.Rng(3))
    assert final == int(final) and 20 <= final <= 200
    with pytest.raises(ValueError, match="unknown judge"):
        bench.judge_value(pos["root"], pos["cands"][0]["action"], "oracle", bench.Rng(3))
