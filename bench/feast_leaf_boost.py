"""A non-linear judge of A Feast for Odin's late leaves, learned from hard's own play-ons.

    python bench/feast_leaf_boost.py bench/data/feast_leaf/*.jsonl.xz [--rounds 5-6] [--trees 150]

The positions come from `bench/feast_leaf.py collect --level hard --continuations 2 --states`
(stored under `bench/data/feast_leaf/`): at a turn of hard's solo game, each of the round search's
candidates played to its leaf, that leaf's position, and the final score of hard playing the game
on from it twice. The shipped judge of a leaf is `policy.leaf_value` (the evaluation plus the
linear correction of `leaf.py`); what it misses is the label less that value. This bench learns it
as a sum of small regression trees on the leaf's features (`features`: the correction's terms, the
score sheet's columns, ships, silver against the next round's emigrations and the spaces the solo
blocking leaves free), by gradient boosting *within positions*: only the differences between one
decision's candidates are fitted (each position's mean is taken out of the labels and of the
model's outputs), so luck across games cannot leak in. It prints, cross-validated by seed, the
gain of the candidate each judge picks over the position's mean label (the shipped leaf, the
boosted one), and the bound of one play-on picking and the other judging.
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

from feast_leaf import read_lines  # noqa: E402

from games.feast_for_odin import steps  # noqa: E402
from games.feast_for_odin.bot import leaf  # noqa: E402
from games.feast_for_odin.data_files import ACTIONS  # noqa: E402
from games.feast_for_odin.placement import income  # noqa: E402
from games.feast_for_odin.scoring import score  # noqa: E402

GROUP_OF = {s["id"]: s["group"] for s in ACTIONS["spaces"]}
GROUPS = ("emigration", "mountains", "sailing", "build_ships", "occupations", "exploration", "build_houses")
SHEET = ("ships", "emigration", "exploration", "buildings", "animals", "occupations", "boards_minus",
         "buildings_minus", "silver")


def load(paths: list[str], rounds: tuple[int, int]) -> list[dict]:
    """Positions of these rounds with at least two candidates, each with a state and two play-ons."""
    out = []
    for path in paths:
        for line in read_lines(path):
            pos = json.loads(line)
            cands = pos["cands"]
            if rounds[0] <= pos["round"] <= rounds[1] and len(cands) >= 2 \
                    and all("state" in c and len(c["finals"]) >= 2 for c in cands):
                out.append(pos)
    return out


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

def prepare(positions: list[dict], names: list[str]):
    """Rows of features, the shipped leaf's values, labels and play-ons, grouped by position."""
    xs, base, labels, finals, groups = [], [], [], [], []
    for pos in positions:
        rows = []
        for c in pos["cands"]:
            feats = features(c["state"])
            rows.append(len(xs))
            xs.append([feats[k] for k in names])
            base.append(c["eval"] + sum(k * c["terms"][t] for t, k in leaf.CORRECTION.items()))
            labels.append(statistics.fmean(c["finals"]))
            finals.append(c["finals"])
        groups.append(rows)
    return xs, base, labels, finals, groups


def pick_gain(values: list[float], labels: list[float], groups: list[list[int]]) -> float:
    gains = []
    for rows in groups:
        pick = max(rows, key=lambda i: (values[i], -i))
        gains.append(labels[pick] - statistics.fmean(labels[i] for i in rows))
    return statistics.fmean(gains)


def split_bound(finals: list[list[float]], groups: list[list[int]]) -> float:
    gains = []
    for rows in groups:
        for a, b in ((0, 1), (1, 0)):
            pick = max(rows, key=lambda i: (finals[i][a], -i))
            gains.append(finals[pick][b] - statistics.fmean(finals[i][b] for i in rows))
    return statistics.fmean(gains)


def cross_validate(positions: list[dict], args) -> None:
    names = sorted(features(positions[0]["cands"][0]["state"]))
    xs, base, labels, finals, groups = prepare(positions, names)
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
        sub_groups = [[index[i] for i in groups[g]] for g in train]
        resid = _centre([labels[i] - base[i] for i in rows], sub_groups)
        model = boost([xs[i] for i in rows], resid, sub_groups, args.trees, args.depth, args.shrink,
                      args.min_rows, args.sample, random.Random(k))
        for g in test:
            for i in groups[g]:
                boosted[i] = base[i] + tree_value_sum(model, xs[i])
    by_round: dict[int, list[int]] = {}
    for g, pos in enumerate(positions):
        by_round.setdefault(pos["round"], []).append(g)
    print(f"{len(positions)} positions, {len(xs)} candidates, {len(set(seeds))} seeds; "
          f"trees {args.trees}, depth {args.depth}, shrink {args.shrink}, min rows {args.min_rows}")
    for name, gs in [(f"round {r}", gs) for r, gs in sorted(by_round.items())] + [("all", list(range(len(groups))))]:
        sub = [groups[g] for g in gs]
        gains = [pick_gain(v, labels, [groups[g]]) for v in (base, boosted) for g in gs]
        n = len(gs)
        diffs = [b - a for a, b in zip(gains[:n], gains[n:])]
        se = statistics.stdev(diffs) / n ** 0.5 if n > 1 else 0.0
        print(f"{name:8s} {n:4d} positions: shipped leaf {pick_gain(base, labels, sub):+.2f}, "
              f"boosted {pick_gain(boosted, labels, sub):+.2f} (difference {statistics.fmean(diffs):+.2f}, se {se:.2f}), "
              f"split bound {split_bound(finals, sub):+.2f}")
    model = boost(xs, _centre([y - b for y, b in zip(labels, base)], groups), groups, args.trees, args.depth,
                  args.shrink, args.min_rows, args.sample, random.Random(0))
    if args.save:
        Path(args.save).write_text(json.dumps({"names": names, "trees": model}), encoding="utf-8")
    shares = importance(model, names)
    print("fitted on all, the features' shares of the splits' gain: "
          + ", ".join(f"{k} {v:.2f}" for k, v in list(shares.items())[:10]))


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
    parser.add_argument("--save", help="write the model fitted on all positions here (JSON: names, trees)")
    args = parser.parse_args()
    lo, hi = (int(x) for x in args.rounds.split("-"))
    positions = load(args.files, (lo, hi))
    if not positions:
        sys.exit("no positions with states and two play-ons in these files")
    cross_validate(positions, args)


if __name__ == "__main__":
    main()
