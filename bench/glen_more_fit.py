"""Fit Glen More II's 2-player evaluation weights to the final margin of the bots' own games.

    python bench/glen_more_fit.py collect --games 200 --seed 140000 --options '{"c2":"on"}' --out c2.jsonl
    python bench/glen_more_fit.py fit c2.jsonl [more.jsonl …] [--free scots,anchor] [--lam 1]

`collect` plays hard against medium (2 players, seats alternating, 300 ms on the CPU clock) and, at
every rondel pick, records each seat's evaluation terms under hard's weights (`bot.hard_weights`)
and the game's final VP. A term is what one weight multiplies: the evaluation is linear in the
weights fitted here, so a term is the estimate with the weight at 1 less the estimate with it at 0
(`value.estimates` itself, nothing computed twice). One JSON line a game.

`fit` regresses the final margin less what the evaluation's fixed part already counts (VP now,
the next scoring, coins…) on the difference of the seats' terms, by least squares shrunk towards
the shipped weights (`--lam`), on 4 games of 5 (every 5th seed held out), and prints the mean
squared error of the held-out positions with the shipped and the fitted weights, and the weights.
Session 39 (docs/bots/glen_more_2.md): over 200 games with chronicle 2 the Scotsmen out in the land
(`scots`, then 0.3) and the cells they reach (`anchor`, 0.25) fitted near 1.1 and 1.0, and hard
with those two weights won 204 of 300 games on seeds never used (52.5-60 % a set of 100 before).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from least_squares import ridge  # noqa: E402

from bots import base, make_bot  # noqa: E402
from core.match import Match  # noqa: E402
from games.glen_more_2.bot import hard_weights  # noqa: E402
from games.glen_more_2.bot.policy import top_kind  # noqa: E402
from games.glen_more_2.bot.value import estimates  # noqa: E402

WEIGHTS = ("discount", "res", "tiles", "scots", "anchor", "size", "tempo")  # the evaluation is linear in each


def terms(state: dict, w: dict) -> tuple[list[float], list[dict[str, float]]]:
    """Each seat's fixed part (every weight of WEIGHTS at 0) and its term per weight."""
    zero = dict(w, **dict.fromkeys(WEIGHTS, 0.0))
    fixed = estimates(state, zero)
    out: list[dict[str, float]] = [{} for _ in fixed]
    for name in WEIGHTS:
        one = estimates(state, dict(zero, **{name: 1.0}))
        for seat, (a, b) in enumerate(zip(one, fixed)):
            out[seat][name] = a - b
    return fixed, out


def play(job: tuple[int, dict, list[str]]) -> dict:
    """One game, hard against medium; the terms at every rondel pick with more than one choice."""
    seed, options, seats = job
    base.use_cpu_clock(True)
    match = Match.new("glen_more_2", 2, seed, options)
    bots = [make_bot("glen_more_2", level, seed=7 * 1009 + seed * 17 + i) for i, level in enumerate(seats)]
    w = hard_weights(match.state)
    rows = []
    while not match.is_over():
        legal = match.legal_actions()
        seat = match.current_player()
        if len(legal) > 1 and top_kind(match.state) == "take":
            fixed, t = terms(match.state, w)
            rows.append({"fixed": fixed, "terms": t})
        match.apply(legal[0] if len(legal) == 1 else bots[seat].choose(match, budget_ms=300))
    return {"seed": seed, "options": options, "seats": seats, "final": [float(x) for x in match.scores()],
            "weights": {k: w[k] for k in WEIGHTS}, "rows": rows}


def collect(args: argparse.Namespace) -> None:
    options = json.loads(args.options)
    jobs = [(args.seed + k, options, ["hard", "medium"] if k % 2 == 0 else ["medium", "hard"]) for k in range(args.games)]
    with multiprocessing.Pool(args.jobs) as pool, open(args.out, "w") as fh:
        for game in pool.imap_unordered(play, jobs):
            fh.write(json.dumps(game) + "\n")
            fh.flush()


def samples(files: list[str], free: list[str]) -> list[tuple[int, list[float], float]]:
    """(seed, x, y) a position: x the seats' term differences for the free weights, y the final
    margin less the fixed part's and the other weights' share of it (seat 0 against seat 1)."""
    out = []
    for name in files:
        with open(name) as fh:
            games = [json.loads(line) for line in fh]
        for game in games:
            w, final = game["weights"], game["final"]
            for row in game["rows"]:
                t0, t1 = row["terms"]
                x = [t0[k] - t1[k] for k in free]
                known = row["fixed"][0] - row["fixed"][1] + sum(w[k] * (t0[k] - t1[k]) for k in WEIGHTS if k not in free)
                out.append((game["seed"], x, final[0] - final[1] - known))
    return out


def mse(w: list[float], data: list[tuple[list[float], float]]) -> float:
    """The mean squared error of the margins predicted with the weights `w`."""
    return sum((y - sum(a * b for a, b in zip(w, x))) ** 2 for x, y in data) / max(1, len(data))


def fit(args: argparse.Namespace) -> None:
    free = args.free.split(",")
    with open(args.files[0]) as fh:
        prior = [json.loads(fh.readline())["weights"][k] for k in free]  # the weights the games were played with
    data = samples(args.files, free)
    train = [(x, y) for seed, x, y in data if seed % 5]
    held = [(x, y) for seed, x, y in data if seed % 5 == 0]
    w = ridge([x for x, _ in train], [y for _, y in train], args.lam * len(train) / 100.0, prior)  # `lam` per 100 positions
    print(f"positions: {len(train)} fitted, {len(held)} held out")
    print(f"held-out mean squared error: shipped {mse(prior, held):.2f}, fitted {mse(w, held):.2f}")
    for name, p, v in zip(free, prior, w):
        print(f"  {name:9s} shipped {p:6.2f}  fitted {v:6.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=200)
    c.add_argument("--seed", type=int, default=140000)
    c.add_argument("--options", default="{}")
    c.add_argument("--jobs", type=int, default=2)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--free", default="discount,res,tiles,scots,anchor,size")
    f.add_argument("--lam", type=float, default=1.0)
    args = ap.parse_args()
    if args.cmd == "collect":
        collect(args)
    else:
        fit(args)


if __name__ == "__main__":
    main()
