"""A non-linear judge of A Feast for Odin's late leaves, learned from hard's own play-ons.

    python bench/feast_leaf_boost.py bench/data/feast_leaf/hard-r5-6-*.jsonl.xz [--rounds 5-6] [--trees 150]
    python bench/feast_leaf_boost.py bench/data/feast_leaf/hard-q-r5-6-*.jsonl.xz --action-features
    python bench/feast_leaf_boost.py bench/data/feast_leaf/hard-q-r5-6-*.jsonl.xz --judge boost.json

The positions come from `bench/feast_leaf.py collect --level hard --continuations 2 --states`
(stored under `bench/data/feast_leaf/`): at a turn of hard's solo game, each of the round search's
candidates played to its leaf, that leaf's position, and the final score of hard playing the game
on from it twice (with `collect --from-action`, files `hard-q-…`: hard playing on from right after the
candidate, so the label is the decision's worth under hard's own future). The shipped judge of a
candidate is the round search's: `policy.leaf_value` (the evaluation plus the linear correction of
`leaf.py`) plus the solo bias of its action; what it misses is the label less that value. This
bench learns it as a sum of small regression trees on the leaf's features (`features`: the
correction's terms, the score sheet's columns, ships, silver against the next round's emigrations
and the spaces the solo blocking leaves free; with `--action-features` the candidate's rank, space
group and column too), by gradient boosting *within positions*: only the differences between one
decision's candidates are fitted (each position's mean is taken out of the labels and of the
model's outputs), so luck across games cannot leak in. It prints, cross-validated by seed, the
gain of the candidate each judge picks over the position's mean label (the greedy choice, the
shipped leaf, the boosted one), and the bound of one play-on picking and the other judging.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import feast_leaf  # noqa: E402

from games.feast_for_odin import steps  # noqa: E402
from games.feast_for_odin.bot import leaf, policy  # noqa: E402
from games.feast_for_odin.data_files import ACTIONS  # noqa: E402
from games.feast_for_odin.placement import income  # noqa: E402
from games.feast_for_odin.scoring import score  # noqa: E402

GROUP_OF = {s["id"]: s["group"] for s in ACTIONS["spaces"]}
GROUPS = ("emigration", "mountains", "sailing", "build_ships", "occupations", "exploration", "build_houses")
SHEET = ("ships", "emigration", "exploration", "buildings", "animals", "occupations", "boards_minus",
         "buildings_minus", "silver")


def load(paths: list[str], rounds: tuple[int, int]) -> list[dict]:
    """`feast_leaf.load`'s positions whose every candidate has its state and two play-ons."""
    return [pos for pos in feast_leaf.load(paths, rounds)
            if all("state" in c and len(c["finals"]) >= 2 for c in pos["cands"])]


def features(state: dict, seat: int = 0) -> dict[str, float]:
    """What the boosted judge sees of a leaf (before the game's end)."""
    out = dict(leaf.terms(state, seat))
    sheet = score(state, seat)
    for key in SHEET:
        out["sheet_" + key] = float(sheet[key])
    player = state["players"][seat]
    ships = [s["kind"] for s in player["ships"]]
    out["longships"] = float(ships.count("longship"))
    out["knarrs"] = float(ships.count("knarr"))
    out["boats"] = float(ships.count("whaling_boat"))
    out["emigrated"] = float(len(player["emigrated"]))
    out["income_raw"] = float(sum(income(b) for b in player["boards"]))
    out["goods"] = float(sum(player["goods"].values()))
    out["rounds_left"] = float(state["rounds"] - state["round"])
    nxt = state["round"] + 1
    blocked = {sid for sid, o in state["occupied"].items() if o.get("round") == state["round"]}
    for group in GROUPS:
        out["free_" + group] = float(sum(1 for sid, g in GROUP_OF.items() if g == group and sid not in blocked))
    out["free_spaces"] = float(sum(1 for sid in GROUP_OF if sid not in blocked))
    cost = max(1, steps.emigration_cost({**state, "round": nxt}, seat))
    large = out["longships"] + out["knarrs"]
    out["emigration_cost"] = float(cost)
    out["affordable"] = float(min(large, out["free_emigration"], player["silver"] // cost))
    out["silver_per_ship"] = player["silver"] / (large + 1.0)
    return out


COL_OF = {s["id"]: s["col"] for s in ACTIONS["spaces"]}
ALL_GROUPS = tuple(sorted({s["group"] for s in ACTIONS["spaces"]}))


def candidate_features(action: dict, rank: int) -> dict[str, float]:
    """What the judge may see of the decision itself (with `--action-features`): the candidate's rank
    in the round search's order (0: the greedy choice), its space's group and column, or its kind
    when it is no space (a pass, an any-time action)."""
    space = action.get("space") if action.get("type") == "space" else None
    out = {"rank": float(rank), "column": float(COL_OF.get(space, 0)), "not_space": float(space is None)}
    for group in ALL_GROUPS:
        out["act_" + group] = float(GROUP_OF.get(space) == group)
    return out


# --- the boosted trees ---------------------------------------------------------------------------

def _centre(values: list[float], groups: list[list[int]]) -> list[float]:
    out = values[:]
    for rows in groups:
        m = sum(values[i] for i in rows) / len(rows)
        for i in rows:
            out[i] = values[i] - m
    return out


def _thresholds(column: list[float], bins: int) -> list[float]:
    values = sorted(set(column))
    if len(values) <= bins:
        return [(a + b) / 2 for a, b in zip(values, values[1:])]
    step = len(values) / bins
    return sorted({values[int(k * step)] for k in range(1, bins)})


def _best_split(xs: list[list[float]], r: list[float], rows: list[int], cuts: list[list[float]],
                min_rows: int) -> tuple[float, int, float] | None:
    """(gain, feature, threshold) of the best least-squares split of `rows`, or None."""
    total = sum(r[i] for i in rows)
    n = len(rows)
    best = None
    for f, thresholds in enumerate(cuts):
        for t in thresholds:
            left = [i for i in rows if xs[i][f] <= t]
            nl = len(left)
            if nl < min_rows or n - nl < min_rows:
                continue
            sl = sum(r[i] for i in left)
            gain = sl * sl / nl + (total - sl) ** 2 / (n - nl) - total * total / n
            if best is None or gain > best[0]:
                best = (gain, f, t)
    return best


def _grow(xs, r, rows, cuts, depth, min_rows, shrink):
    """A regression tree as nested lists: [feature, threshold, left, right, split gain] or a leaf value."""
    split = _best_split(xs, r, rows, cuts, min_rows) if depth > 0 else None
    if split is None or split[0] <= 1e-9:
        return shrink * sum(r[i] for i in rows) / len(rows)
    gain, f, t = split
    left = [i for i in rows if xs[i][f] <= t]
    right = [i for i in rows if xs[i][f] > t]
    return [f, t, _grow(xs, r, left, cuts, depth - 1, min_rows, shrink),
            _grow(xs, r, right, cuts, depth - 1, min_rows, shrink), gain]


def tree_value(tree, x: list[float]) -> float:
    while isinstance(tree, list):
        tree = tree[2] if x[tree[0]] <= tree[1] else tree[3]
    return tree


def importance(model: list, names: list[str]) -> dict[str, float]:
    """Each feature's share of the squared error the model's splits removed."""
    total: dict[str, float] = {}

    def walk(node) -> None:
        if isinstance(node, list):
            total[names[node[0]]] = total.get(names[node[0]], 0.0) + node[4]
            walk(node[2])
            walk(node[3])

    for tree in model:
        walk(tree)
    whole = sum(total.values()) or 1.0
    return {k: v / whole for k, v in sorted(total.items(), key=lambda kv: -kv[1])}


def tree_value_sum(model: list, x: list[float]) -> float:
    """The boosted correction of one leaf's features."""
    return sum(tree_value(t, x) for t in model)


def boost(xs: list[list[float]], ys: list[float], groups: list[list[int]], trees: int, depth: int,
          shrink: float, min_rows: int, sample: float, rng: random.Random) -> list:
    """Trees fitted to the within-position residuals of `ys` (already centred per position)."""
    cuts = [_thresholds(col, 12) for col in zip(*xs)]
    fitted = [0.0] * len(ys)
    model = []
    positions = list(range(len(groups)))
    for _ in range(trees):
        chosen = rng.sample(positions, max(1, int(sample * len(positions))))
        rows = [i for g in chosen for i in groups[g]]
        r = [y - f for y, f in zip(ys, fitted)]
        tree = _grow(xs, r, rows, cuts, depth, min_rows, shrink)
        model.append(tree)
        fitted = _centre([f + tree_value(tree, x) for f, x in zip(fitted, xs)], groups)
    return model


# --- measuring -----------------------------------------------------------------------------------

def row_features(cand: dict, rank: int, with_action: bool) -> dict[str, float]:
    """A candidate's row: its leaf's features, and with `with_action` its own (`candidate_features`)."""
    feats = features(cand["state"])
    if with_action:
        feats.update(candidate_features(cand["action"], rank))
    return feats


def prepare(positions: list[dict], names: list[str], with_action: bool = False):
    """Rows of features, the shipped leaf's values (as the round search judges a candidate: the
    corrected evaluation plus the solo bias of its action) and the labels, grouped by position."""
    xs, base, labels, groups = [], [], [], []
    for pos in positions:
        rows = []
        for rank, c in enumerate(pos["cands"]):
            feats = row_features(c, rank, with_action)
            rows.append(len(xs))
            xs.append([feats[k] for k in names])
            base.append(c["eval"] + sum(k * c["terms"][t] for t, k in leaf.CORRECTION.items())
                        + policy.bias({"solo": True}, c["action"]))
            labels.append(statistics.fmean(c["finals"]))
        groups.append(rows)
    return xs, base, labels, groups


def pick(rows: list[int], values: list[float]) -> int:
    """The row of a position that `values` picks (the first of equals, as the search keeps its first)."""
    return max(rows, key=lambda i: (values[i], -i))


def gains(values: list[float], labels: list[float], groups: list[list[int]]) -> list[float]:
    """Per position: the label of the candidate `values` picks less the position's mean label."""
    return [labels[pick(rows, values)] - statistics.fmean(labels[i] for i in rows) for rows in groups]


def pick_gain(values: list[float], labels: list[float], groups: list[list[int]]) -> float:
    return statistics.fmean(gains(values, labels, groups))


def fit_all(xs, base, labels, groups, args, seed: int = 0) -> list:
    """The boosted correction fitted on every position given (`seed` draws each tree's positions)."""
    return boost(xs, _centre([y - b for y, b in zip(labels, base)], groups), groups, args.trees, args.depth,
                 args.shrink, args.min_rows, args.sample, random.Random(seed))


def cross_validate(positions: list[dict], xs, base, labels, groups, args) -> None:
    """Print each judge's pick gain on held-out seeds, by round and in all."""
    seeds = [pos["seed"] for pos in positions]
    order = sorted(set(seeds))
    random.Random(1).shuffle(order)
    fold_of = {s: k % args.folds for k, s in enumerate(order)}
    boosted = base[:]
    for k in range(args.folds):
        train = [g for g, s in enumerate(seeds) if fold_of[s] != k]
        test = [g for g, s in enumerate(seeds) if fold_of[s] == k]
        if not train or not test:
            continue
        rows = [i for g in train for i in groups[g]]
        index = {i: j for j, i in enumerate(rows)}
        model = fit_all([xs[i] for i in rows], [base[i] for i in rows], [labels[i] for i in rows],
                        [[index[i] for i in groups[g]] for g in train], args, seed=k)
        for g in test:
            for i in groups[g]:
                boosted[i] = base[i] + tree_value_sum(model, xs[i])
    print(f"{len(positions)} positions, {len(xs)} candidates, {len(set(seeds))} seeds; "
          f"trees {args.trees}, depth {args.depth}, shrink {args.shrink}, min rows {args.min_rows}")
    first = [0.0] * len(xs)
    for rows in groups:
        first[rows[0]] = 1.0  # the search's first candidate: the greedy choice
    for name, gs in by_round(positions):
        sub = [groups[g] for g in gs]
        greedy, shipped, learned = gains(first, labels, sub), gains(base, labels, sub), gains(boosted, labels, sub)
        print(f"{name:8s} {len(gs):4d} positions: greedy choice {statistics.fmean(greedy):+.2f}, "
              f"shipped leaf {statistics.fmean(shipped):+.2f} (over greedy {paired(greedy, shipped)}), "
              f"boosted {statistics.fmean(learned):+.2f} (over shipped {paired(shipped, learned)}), "
              f"split bound {feast_leaf.split_bound([positions[g] for g in gs]):+.2f}")


def by_round(positions: list[dict]) -> list[tuple[str, list[int]]]:
    """The positions' indices round by round, then all of them, each with its name."""
    rounds: dict[int, list[int]] = {}
    for g, pos in enumerate(positions):
        rounds.setdefault(pos["round"], []).append(g)
    return [(f"round {r}", gs) for r, gs in sorted(rounds.items())] + [("all", list(range(len(positions))))]


def paired(before: list[float], after: list[float]) -> str:
    """The mean difference after − before and its standard error, as text."""
    diffs = [b - a for a, b in zip(before, after)]
    se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return f"{statistics.fmean(diffs):+.2f}, se {se:.2f}"


def judge_saved(positions: list[dict], model: dict) -> dict[str, str]:
    """A saved model's picks (`--save`, fitted on other positions) against the shipped leaf's, by round
    and in all: the mean difference in label and its standard error."""
    names = model["names"]
    xs, base, labels, groups = prepare(positions, names, "rank" in names)
    judged = [b + tree_value_sum(model["trees"], x) for b, x in zip(base, xs)]
    out = {}
    for name, gs in by_round(positions):
        sub = [groups[g] for g in gs]
        out[name] = paired(gains(base, labels, sub), gains(judged, labels, sub))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--rounds", default="5-6")
    parser.add_argument("--trees", type=int, default=150)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--shrink", type=float, default=0.1)
    parser.add_argument("--min-rows", type=int, default=40)
    parser.add_argument("--sample", type=float, default=0.7, help="share of the positions each tree sees")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--action-features", action="store_true",
                        help="let the judge see the candidate too: its rank in the search's order, its space's group and column")
    parser.add_argument("--save", help="write the model fitted on all positions here (JSON: names, trees)")
    parser.add_argument("--judge", help="instead of fitting: a saved model's picks on these positions against the shipped leaf's")
    args = parser.parse_args()
    lo, hi = (int(x) for x in args.rounds.split("-"))
    positions = load(args.files, (lo, hi))
    if not positions:
        sys.exit("no positions with states and two play-ons in these files")
    if args.judge:
        for name, text in judge_saved(positions, json.loads(Path(args.judge).read_text(encoding="utf-8"))).items():
            print(f"{name}: {args.judge}'s pick over the shipped leaf's {text}")
        return
    names = sorted(row_features(positions[0]["cands"][0], 0, args.action_features))
    xs, base, labels, groups = prepare(positions, names, args.action_features)
    cross_validate(positions, xs, base, labels, groups, args)
    model = fit_all(xs, base, labels, groups, args)
    if args.save:
        Path(args.save).write_text(json.dumps({"names": names, "trees": model}), encoding="utf-8")
    print("fitted on all, the features' shares of the splits' gain: "
          + ", ".join(f"{k} {v:.2f}" for k, v in list(importance(model, names).items())[:10]))


if __name__ == "__main__":
    main()
