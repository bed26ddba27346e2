"""Learn the late rounds' leaf of A Feast for Odin's round search from hard's own whole games.

    python bench/feast_late_leaf.py collect --seeds 30001-30500 --out late.jsonl.gz --jobs 2   # ~5 s a game
    python bench/feast_late_leaf.py fit late.jsonl.gz [more.jsonl.gz …] --rounds 5-6 --ridge 10

`collect` plays hard (solo long, deck A, 300 ms, CPU clock) and stores, for each round but the
last, the position where that round's actions end — the point at which the round search judges its
play-outs (`policy.rollout_round`) — and the game's final score: one gzipped JSON line a game.

`fit` regresses, round by round, the final score less the evaluation on the leaf's terms
(`late_terms`: the shipped correction's terms and a few of ships and silver) across the games, by
ridge regression on standardised terms (a term with no spread keeps the shipped coefficient). The
label is what hard itself made of the rounds left, which the eighth pass's correction
(`leaf.CORRECTION`, fitted within positions on medium's play-ons) does not see: the thirteenth
pass found that correction weakest in rounds 5 and 6. Across games, luck adds noise to the label
but no bias to a term, and a game costs ~5 s instead of the minutes a within-position label
costs, so thousands of leaves are cheap. `fit` prints the 5-fold cross-validated squared error
(folds by seed) of the final score predicted by the evaluation alone, by the shipped judgement and
by the fit, and the coefficients per round (issue 14, twenty-second pass: they predict better, and
judged leaves no better in games; docs/bots/feast_for_odin.md).
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import least_squares  # noqa: E402
from feast_solo import seeds_of  # noqa: E402

from bots import base, make_bot  # noqa: E402
from bots.base import copy_state  # noqa: E402
from core.match import Match  # noqa: E402
from games.feast_for_odin.bot import evaluate as ev  # noqa: E402
from games.feast_for_odin.bot import leaf  # noqa: E402
from games.feast_for_odin.placement import income  # noqa: E402

LATE_TERMS = (*leaf.CORRECTION, "emigrated", "boards", "silver_x_large", "silver2", "affordable", "idle")


def affordable_emigrations(state: dict, player: dict, large: int) -> int:
    """Large ships the silver in hand and the income to come could emigrate, two a round at most,
    each at its round's price (p.17: an emigration costs the round's number in silver)."""
    gain = sum(income(b) for b in player["boards"])
    funds, count = player["silver"], 0
    for k in range(state["round"] + 1, state["rounds"] + 1):
        funds += gain
        for _ in range(2):
            if count < large and funds >= k:
                funds -= k
                count += 1
    return count


def late_terms(state: dict, seat: int) -> dict[str, float]:
    """`leaf.terms` and: ships emigrated, boards in play (home, explored, buildings), silver with
    ships waiting, silver squared, the ships silver could emigrate and those it could not."""
    found = leaf.terms(state, seat)
    player = state["players"][seat]
    large = sum(1 for s in player["ships"] if s["kind"] != "whaling_boat")
    can = affordable_emigrations(state, player, large)
    silver = player["silver"]
    found.update({"emigrated": float(len(player["emigrated"])), "boards": float(len(player["boards"])),
                  "silver_x_large": float(min(silver, 12) * min(large, 3)), "silver2": min(silver, 20) ** 2 / 10,
                  "affordable": float(can), "idle": float(large - can)})
    return found


# --- collecting ----------------------------------------------------------------------------------

def play_one(seed: int) -> dict:
    """One game of hard: the positions where the actions of rounds 1 to the last but one end, and
    the final score."""
    base.use_cpu_clock(True)
    match = Match.new("feast_for_odin", 1, seed, {"length": "long", "deck": "A"})
    bot = make_bot("feast_for_odin", "hard", seed=seed)
    leaves = []
    while not match.is_over():
        legal = match.legal_actions()
        action = legal[0] if len(legal) == 1 else bot.choose(match, budget_ms=300)
        phase, rnd = match.state["phase"], match.state["round"]
        match.apply(action)
        st = match.state
        if phase == "actions" and st["phase"] != "actions" and st["round"] == rnd < st["rounds"]:
            leaves.append(copy_state(st))
    return {"seed": seed, "final": match.scores()[0], "leaves": leaves}


def collect(seeds: list[int], out_path: str, jobs: int) -> None:
    with gzip.open(out_path, "at", encoding="utf-8") as out:
        pool = multiprocessing.Pool(jobs) if jobs > 1 else None
        games = pool.imap(play_one, seeds) if pool else map(play_one, seeds)
        for game in games:
            out.write(json.dumps(game) + "\n")
            out.flush()
            print(f"seed {game['seed']}: {game['final']:.0f} points, {len(game['leaves'])} leaves", flush=True)
        if pool:
            pool.close()
            pool.join()


# --- fitting -------------------------------------------------------------------------------------

def load(paths: list[str]) -> list[dict]:
    """One row a leaf: seed, round, the label (final − evaluation), the shipped correction, the
    late terms. A file cut short (a collection stopped) is read up to its last whole line."""
    rows = []
    for path in paths:
        lines = []
        try:
            with gzip.open(path, "rt", encoding="utf-8") as f:
                lines.extend(f)
        except EOFError:
            pass
        for line in lines:
            try:
                game = json.loads(line)
            except ValueError:
                continue
            for st in game["leaves"]:
                value = ev.evaluate(st, 0)
                rows.append({"seed": game["seed"], "round": st["round"], "label": game["final"] - value,
                             "shipped": leaf.correction(st, 0), "terms": late_terms(st, 0)})
    return rows


def fit(rows: list[dict], names: tuple[str, ...], ridge: float) -> dict[str, float]:
    """Ridge coefficients of the label on the terms (standardised; `ridge` added to the diagonal
    of their Gram matrix); a term with no spread keeps `leaf.CORRECTION`'s coefficient (or 0)."""
    cols = [[r["terms"][t] for r in rows] for t in names]
    means = [statistics.fmean(c) for c in cols]
    sds = [statistics.pstdev(c) for c in cols]
    live = [i for i, s in enumerate(sds) if s > 1e-9]
    zs = [[(cols[i][k] - means[i]) / sds[i] for i in live] for k in range(len(rows))]
    y_mean = statistics.fmean(r["label"] for r in rows)
    ys = [r["label"] - y_mean for r in rows]
    d = len(live)
    beta = least_squares.ridge(zs, ys, ridge, [0.0] * d)
    out = {t: leaf.CORRECTION.get(t, 0.0) for t in names}
    for b, i in zip(beta, live):
        out[names[i]] = round(b / sds[i], 4)
    return out


def residual(rows: list[dict], predict) -> float:
    """Mean squared error of the label predicted up to a constant (only differences matter)."""
    errors = [r["label"] - predict(r) for r in rows]
    mean = statistics.fmean(errors)
    return statistics.fmean((e - mean) ** 2 for e in errors)


def cross_validate(rows: list[dict], names: tuple[str, ...], ridge: float, folds: int = 5) -> float:
    seeds = sorted({r["seed"] for r in rows})
    random.Random(1).shuffle(seeds)
    errors = []
    for k in range(folds):
        held = set(seeds[k::folds])
        coef = fit([r for r in rows if r["seed"] not in held], names, ridge)
        test = [r for r in rows if r["seed"] in held]
        errors.append(residual(test, lambda r, coef=coef: sum(c * r["terms"][t] for t, c in coef.items())) * len(test))
    return sum(errors) / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--seeds", default="30001-30010")
    c.add_argument("--out", required=True)
    c.add_argument("--jobs", type=int, default=1)
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--rounds", default="5-6")
    f.add_argument("--ridge", type=float, default=10.0)
    args = parser.parse_args()
    if args.command == "collect":
        collect(seeds_of(args.seeds), args.out, args.jobs)
        return
    rows = load(args.files)
    lo, hi = (int(x) for x in args.rounds.split("-"))
    print(f"{len({r['seed'] for r in rows})} games, {len(rows)} leaves")
    table = {}
    for rnd in range(lo, hi + 1):
        part = [r for r in rows if r["round"] == rnd]
        if len(part) < 20:
            continue
        plain = residual(part, lambda r: 0.0)
        shipped = residual(part, lambda r: r["shipped"])
        fitted = cross_validate(part, LATE_TERMS, args.ridge)
        print(f"round {rnd}: {len(part)} leaves; squared error of the final score predicted by the evaluation "
              f"{plain:.1f}, with the shipped correction {shipped:.1f}, fitted (cross-validated) {fitted:.1f}")
        table[rnd] = fit(part, LATE_TERMS, args.ridge)
    print(json.dumps(table, indent=1))


if __name__ == "__main__":
    main()
