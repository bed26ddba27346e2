"""bench/feast_leaf_boost.py and the stored collections it reads (issue 14, twenty-ninth and thirtieth
passes): the boosting learns an interaction within positions, blind to what differs between
positions; a collection packed with `bench/feast_leaf.py pack` reads back line for line (a last line
cut short left out); the stored collections under bench/data/feast_leaf/ still load with today's
code, each leaf's features computable, each stored decision's position offering its candidates;
labels from the leaf and from the action are never mixed; the shipped judge counts the solo bias;
a saved judge is scored by its picks."""

from __future__ import annotations

import importlib
import json
import math
import random
import statistics
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


@pytest.mark.parametrize("pattern, kind", [("hard-r5-6-*.jsonl.xz", "leaf"), ("hard-q-r5-6-*.jsonl.xz", "action")])
def test_the_stored_collections_load_and_every_leaf_s_features_are_finite(pattern: str, kind: str) -> None:
    bench = _bench()
    files = sorted(str(p) for p in DATA.glob(pattern))
    assert files, "bench/data/feast_leaf/ holds the collections of hard's play-ons (README there)"
    positions = bench.load(files, (1, 7))
    assert len(positions) >= 100
    first = positions[0]["cands"][0]
    names = sorted(bench.features(first["state"]))
    assert {"affordable", "free_emigration", "silver", "hope"} <= set(names)
    for pos in positions[::25]:
        assert 5 <= pos["round"] <= 6 and pos.get("from", "leaf") == kind
        for cand in pos["cands"]:
            feats = bench.features(cand["state"])
            assert sorted(feats) == names and all(math.isfinite(v) for v in feats.values())
            assert len(cand["finals"]) == 2 and all(40 <= f <= 200 for f in cand["finals"])


def test_a_stored_decision_s_own_position_offers_every_candidate_stored_with_it() -> None:
    """Labels from the action (`collect --from-action`) store the decision's position (`root`)."""
    bench = _bench()
    from games.feast_for_odin import rules

    positions = [p for p in bench.load(sorted(str(p) for p in DATA.glob("hard-q-r5-6-*.jsonl.xz")), (5, 6))
                 if "root" in p]
    assert len(positions) >= 20
    for pos in positions[::10]:
        root = pos["root"]
        assert (root["round"], root["phase"], root["stack"][-1]["kind"]) == (pos["round"], "actions", "turn")
        legal = rules.legal_actions(root)
        assert all(c["action"] in legal for c in pos["cands"])


def test_affordable_emigrations_count_the_next_round_s_price_ships_and_free_spaces() -> None:
    """p.17: an emigration costs the round's number in silver; p.23 (solo): a space used this round
    stays taken the next."""
    bench = _bench()
    state = json.loads(json.dumps(bench.load(sorted(str(p) for p in DATA.glob("hard-r5-6-*.jsonl.xz")), (5, 6))[0]
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


def test_a_candidate_s_own_features_name_its_rank_space_group_and_column() -> None:
    bench = _bench()
    feats = bench.candidate_features({"type": "space", "space": "H1"}, 2)
    assert (feats["rank"], feats["column"], feats["not_space"]) == (2.0, 1.0, 0.0)
    assert [k for k, v in feats.items() if k.startswith("act_") and v] == ["act_build_houses"]
    feats = bench.candidate_features({"type": "pass"}, 0)
    assert (feats["rank"], feats["column"], feats["not_space"]) == (0.0, 0.0, 1.0)
    assert not any(v for k, v in feats.items() if k.startswith("act_"))


def test_the_shipped_judge_of_a_candidate_counts_its_solo_bias_as_the_round_search_does() -> None:
    """policy.judge_by_playouts adds SOLO_BIAS to a candidate's leaf value (twenty-sixth pass)."""
    bench = _bench()
    from games.feast_for_odin.bot import policy

    pos = bench.load(sorted(str(p) for p in DATA.glob("hard-r5-6-*.jsonl.xz")), (5, 6))[0]
    twin = json.loads(json.dumps(pos["cands"][0]))
    cands = [dict(twin, action={"type": "space", "space": "S3"}), dict(twin, action={"type": "space", "space": "H1"})]
    names = sorted(bench.row_features(cands[0], 0, True))
    xs, base, labels, groups = bench.prepare([{"cands": cands}], names, True)
    assert base[0] - base[1] == pytest.approx(policy.SOLO_BIAS[("space", "S3")])
    assert xs[0][names.index("rank")] == 0.0 and xs[1][names.index("rank")] == 1.0
    assert xs[0][names.index("act_build_ships")] == 1.0 and xs[1][names.index("act_build_houses")] == 1.0
    assert labels[0] == labels[1] and groups == [[0, 1]]


def test_labels_from_the_leaf_and_from_the_action_or_of_two_levels_are_not_mixed(tmp_path: Path) -> None:
    leaf = _bench("feast_leaf")
    cands = [{"action": {"type": "pass"}, "eval": 1.0, "terms": {}, "finals": [90.0, 91.0]}] * 2
    by_leaf, by_action = tmp_path / "leaf.jsonl", tmp_path / "q.jsonl"
    by_leaf.write_text(json.dumps({"seed": 1, "round": 5, "turn": 1, "cands": cands}) + "\n", encoding="utf-8")
    by_action.write_text(json.dumps({"seed": 2, "round": 5, "turn": 1, "cands": cands, "from": "action"}) + "\n",
                         encoding="utf-8")
    assert len(leaf.load([str(by_leaf)], (5, 6))) == len(leaf.load([str(by_action)], (5, 6))) == 1
    with pytest.raises(ValueError, match="not mixed"):
        leaf.load([str(by_leaf), str(by_action)], (5, 6))
    by_medium = tmp_path / "m.jsonl"  # medium's play-ons from the action: another quantity than hard's
    by_medium.write_text(json.dumps({"seed": 3, "round": 5, "turn": 1, "cands": cands, "from": "action",
                                     "level": "medium"}) + "\n", encoding="utf-8")
    assert len(leaf.load([str(by_medium)], (5, 6))) == 1
    with pytest.raises(ValueError, match="different levels"):
        leaf.load([str(by_action), str(by_medium)], (5, 6))


def test_a_saved_judge_is_scored_by_its_picks_against_the_shipped_leaf_s() -> None:
    bench = _bench()
    positions = bench.load(sorted(str(p) for p in DATA.glob("hard-q-r5-6-*.jsonl.xz")), (5, 6))[:40]
    names = sorted(bench.row_features(positions[0]["cands"][0], 0, True))
    same = bench.judge_saved(positions, {"names": names, "trees": [0.5]})  # a constant: the same picks
    assert set(same) == {"all", "round 5", "round 6"} and same["all"] == "+0.00, se 0.00"
    greedy = {"names": names, "trees": [[names.index("rank"), 0.5, 1000.0, 0.0, 1.0]]}  # rank 0 always
    _xs, _base, labels, groups = bench.prepare(positions, names, True)
    first = [1.0 if i == rows[0] else 0.0 for rows in groups for i in rows]
    shipped = bench.gains(_base, labels, groups)
    want = statistics.fmean(g - s for g, s in zip(bench.gains(first, labels, groups), shipped))
    assert bench.judge_saved(positions, greedy)["all"].startswith(f"{want:+.2f},")


def test_the_stored_labels_of_medium_load_alone_and_hold_their_positions() -> None:
    """Medium's labels from the action (issue 14, thirty-second pass): one play-on a candidate, the
    level named on every line, the decision's own position stored; the loader keeps them apart
    from hard's."""
    bench = _bench("feast_leaf")  # (feast_leaf_boost's loader wants two play-ons a candidate)
    files = sorted(str(p) for p in DATA.glob("medium-q-r5-6-*.jsonl.xz"))
    assert files
    positions = bench.load(files, (5, 6))
    assert len(positions) >= 40
    for pos in positions:
        assert pos["level"] == "medium" and pos["from"] == "action" and "root" in pos
        assert len(pos["cands"]) >= 2
        assert all(len(c["finals"]) == 1 and 40 <= c["finals"][0] <= 200 for c in pos["cands"])
    with pytest.raises(ValueError, match="different levels"):
        bench.load(files + sorted(str(p) for p in DATA.glob("hard-q-r5-6-*.jsonl.xz")), (5, 6))
