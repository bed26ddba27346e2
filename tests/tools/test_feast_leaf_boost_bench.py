"""bench/feast_leaf_boost.py and the stored collections it reads (issue 14, twenty-ninth pass): the
boosting learns an interaction within positions, blind to what differs between positions; a
collection packed with `bench/feast_leaf.py pack` reads back line for line (a last line cut short
left out); the stored collections under bench/data/feast_leaf/ still load with today's code, each
leaf's features computable."""

from __future__ import annotations

import importlib
import json
import math
import random
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
DATA = BENCH / "data" / "feast_leaf"


def _bench(name: str = "feast_leaf_boost"):
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    return importlib.import_module(name)


def _positions(count: int, rnd: random.Random):
    """Eight candidates a position: the label gains 4 where x0 > 5 and x1 > 5 (an interaction no
    single term carries), plus a position's own luck shared by its candidates, plus noise."""
    xs, ys, groups = [], [], []
    for _ in range(count):
        luck = rnd.gauss(0, 20)
        rows = []
        for _ in range(8):
            x = [rnd.uniform(0, 10) for _ in range(3)]
            rows.append(len(xs))
            xs.append(x)
            ys.append(luck + (4.0 if x[0] > 5 and x[1] > 5 else 0.0) + rnd.gauss(0, 0.5))
        groups.append(rows)
    return xs, ys, groups


def test_boosting_within_positions_learns_an_interaction_and_ignores_each_position_s_luck() -> None:
    bench = _bench()
    rnd = random.Random(3)
    xs, ys, groups = _positions(120, rnd)
    model = bench.boost(xs, bench._centre(ys, groups), groups, trees=80, depth=2, shrink=0.2, min_rows=20,
                        sample=0.8, rng=random.Random(1))
    both = bench.tree_value_sum(model, [8.0, 8.0, 1.0])
    one = bench.tree_value_sum(model, [8.0, 2.0, 1.0])
    assert both - one == pytest.approx(4.0, abs=0.8)
    assert abs(bench.tree_value_sum(model, [2.0, 2.0, 9.0]) - bench.tree_value_sum(model, [2.0, 2.0, 1.0])) < 0.8
    test_xs, test_ys, test_groups = _positions(60, random.Random(4))
    learned = [bench.tree_value_sum(model, x) for x in test_xs]
    assert bench.pick_gain(learned, test_ys, test_groups) > bench.pick_gain([0.0] * len(test_xs), test_ys, test_groups) + 1.5


def test_a_packed_collection_reads_back_line_for_line_without_a_last_line_cut_short(tmp_path: Path) -> None:
    leaf = _bench("feast_leaf")
    lines = [json.dumps({"seed": s, "round": 5, "turn": 1, "cands": []}) for s in (1, 2)]
    plain = tmp_path / "c.jsonl"
    plain.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert leaf.pack(str(plain), str(tmp_path / "c.jsonl.xz")) == 2
    assert leaf.read_lines(str(tmp_path / "c.jsonl.xz")) == lines == leaf.read_lines(str(plain))
    plain.write_text(lines[0] + "\n" + lines[1][:20], encoding="utf-8")  # a run stopped mid-line
    assert leaf.pack(str(plain), str(tmp_path / "cut.jsonl.xz")) == 1
    assert leaf.read_lines(str(tmp_path / "cut.jsonl.xz")) == lines[:1]
    plain.write_text(lines[1][:20] + "\n" + lines[0], encoding="utf-8")  # broken before the end: not a stop
    with pytest.raises(json.JSONDecodeError):
        leaf.pack(str(plain), str(tmp_path / "bad.jsonl.xz"))


def test_the_stored_collections_load_and_every_leaf_s_features_are_finite() -> None:
    bench = _bench()
    files = sorted(str(p) for p in DATA.glob("*.jsonl.xz"))
    assert files, "bench/data/feast_leaf/ holds the collections of hard's play-ons (README there)"
    positions = bench.load(files, (1, 7))
    assert len(positions) >= 100
    first = positions[0]["cands"][0]
    names = sorted(bench.features(first["state"]))
    assert {"affordable", "free_emigration", "silver", "hope"} <= set(names)
    for pos in positions[::25]:
        assert 5 <= pos["round"] <= 6
        for cand in pos["cands"]:
            feats = bench.features(cand["state"])
            assert sorted(feats) == names and all(math.isfinite(v) for v in feats.values())
            assert len(cand["finals"]) == 2 and all(40 <= f <= 200 for f in cand["finals"])


def test_affordable_emigrations_count_the_next_round_s_price_ships_and_free_spaces() -> None:
    """p.17: an emigration costs the round's number in silver; p.23 (solo): a space used this round
    stays taken the next."""
    bench = _bench()
    state = json.loads(json.dumps(bench.load(sorted(str(p) for p in DATA.glob("*.jsonl.xz")), (5, 6))[0]
                                  ["cands"][0]["state"]))
    player = state["players"][0]
    player["played"] = []  # no card changes the price
    player["ships"] = [{"kind": "longship", "ore": 0}, {"kind": "knarr", "ore": 0}]
    state["occupied"] = {}
    cost = state["round"] + 1
    player["silver"] = 2 * cost - 1
    feats = bench.features(state)
    assert feats["emigration_cost"] == cost and feats["free_emigration"] == 3 and feats["affordable"] == 1
    player["silver"] = 2 * cost
    assert bench.features(state)["affordable"] == 2
    state["occupied"] = {"O2a": {"seat": 0, "vikings": 2, "round": state["round"]},
                         "O3a": {"seat": 0, "vikings": 3, "round": state["round"]},
                         "O4": {"seat": 0, "vikings": 4, "round": state["round"] - 1}}
    feats = bench.features(state)
    assert feats["free_emigration"] == 1 and feats["affordable"] == 1
