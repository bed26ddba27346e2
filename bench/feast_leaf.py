"""Learn the correction of A Feast for Odin's round-search leaf from the bot's own solo games.

    python bench/feast_leaf.py collect --seeds 3001-3060 --out leaf.jsonl   # ~2 min a game
    python bench/feast_leaf.py collect --seeds 4101-4160 --out boot.jsonl --bootstrap --continuations 2 --every 2
    python bench/feast_leaf.py collect --seeds 6001-6020 --out r6.jsonl --bootstrap --continuations 2 --every 1 --rounds 6-6
    python bench/feast_leaf.py fit leaf.jsonl [more.jsonl …]
    python bench/feast_leaf.py pack r56.jsonl bench/data/feast_leaf/hard-r5-6-10001.jsonl.xz

`pack` stores a collection compressed (xz, about 0.5 kB a position with its states) where
`bench/data/feast_leaf/README.md` says, so that collections add up across sessions; `fit` and
`bench/feast_leaf_boost.py` read plain and compressed files alike.

`collect` plays hard (solo long, deck A, 300 ms, CPU clock). At every `--every`-th turn of
rounds 1 to the last but one (or of `--rounds`), it plays each of the round search's candidates to the end of the
round's actions (the leaf the search judges), records the leaf's terms (`bot.leaf.terms`) and its
evaluation, then plays the game on from the leaf `--continuations` times (medium, the occupation
and other hidden decks re-dealt each time) and records the final scores. One JSON line a position.
With `--bootstrap` the label is hard's own future instead, one round deep: hard plays on to the
next leaf, judged there as the search judges it (`policy.leaf_value`; exact from the last round on) —
less noise than medium's whole game, at the price of trusting the shipped correction one round on.
From the last round but one (`--rounds 6-6` in the long game) that label is the exact final score.
With `--from-action` the play-ons start right after the candidate instead of at its leaf: the label
is then the decision's worth under the level's own future (hard plays the rest of the round too,
not the search's cheap play-out), which is what a better pick gains in a game (issue 14, thirtieth
pass). Such a line names the level that played on (`level`); the loaders mix neither label kinds nor
levels (medium's final score from the action is the thirty-first pass's next quantity).

`fit` regresses (mean final score − evaluation) on the terms, each centred within its position
(only differences between a decision's candidates matter; luck across games cannot leak in),
by ridge regression on standardised terms. It prints the 5-fold cross-validated gain (grouped by
seed) in the label of the candidate picked over the positions' mean label, with and without the
correction, the same for a pick by one play-on judged on another (a bound on what any judge of the
leaves could gain, free of the pick's own noise), and the coefficients in `leaf.CORRECTION`'s form.
"""

from __future__ import annotations

import argparse
import json
import lzma
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import least_squares  # noqa: E402

from bots import base, make_bot  # noqa: E402
from bots.base import Deadline, copy_state  # noqa: E402
from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402
from games.feast_for_odin import rules  # noqa: E402
from games.feast_for_odin.bot import HARD, MEDIUM, determinize, leaf, policy  # noqa: E402
from games.feast_for_odin.bot import evaluate as ev  # noqa: E402
from games.feast_for_odin.scoring import score  # noqa: E402

TERMS = ("income_term", "cover", "filled", "short_coins", "short_pen", "surplus", "wood", "stone", "ore",
         "weapons", "hand", "played", "hope", "large", "silver", "tiles", "room")


# --- collecting ----------------------------------------------------------------------------------

def hard_choice(state: dict, legal: list[dict], rng: Rng) -> dict:
    """Hard's choice with 300 ms (the clock as `bots.base` sets it), deadlines as the bot sets them."""
    return policy.choose_within(state, 0, legal, rng, HARD, Deadline(300))


def play_to_end(state: dict, rng: Rng, level: str = "medium") -> float:
    """The final score of the solo seat playing on from `state` (hidden decks re-dealt)."""
    st = determinize(state, 0, rng)
    while st["phase"] != "over":
        legal = rules.legal_actions(st)
        if len(legal) == 1:
            action = legal[0]
        elif level == "medium":
            action = policy.choose(st, 0, legal, rng, MEDIUM)
        else:
            action = hard_choice(st, legal, rng)
        rules.apply(st, action, rng)
    return float(score(st, 0)["total"])


def next_leaf(state: dict, rng: Rng) -> dict:
    """Hard plays on from a leaf (hidden decks re-dealt) to the next leaf: the end of the next
    round's actions, or the game's end from a leaf of the last round but one (as the search's
    play-outs go on to the end in the last round). The input is left as it was."""
    st = determinize(state, 0, rng)
    target = st["round"] + 1
    reached = False
    while st["phase"] != "over":
        if st["round"] == target and st["phase"] == "actions":
            reached = True
        elif reached and target < st["rounds"]:
            break
        legal = rules.legal_actions(st)
        rules.apply(st, legal[0] if len(legal) == 1 else hard_choice(st, legal, rng), rng)
    return st


def label(leaf_state: dict, rng: Rng, level: str, bootstrap: bool) -> float:
    """A leaf's label: hard's next leaf as the search judges it (`bootstrap`), else the final
    score of `level` playing the game out."""
    if bootstrap:
        return policy.leaf_value(next_leaf(leaf_state, rng), 0)
    return play_to_end(leaf_state, rng, level)


def leaf_of(state: dict, action: dict, rng: Rng) -> dict:
    """The position at the end of the round's actions after `action`, played on as the search does
    (`policy.rollout_round` plays in place; rounds before the last stop at the actions' end: the leaves
    `leaf.py`'s correction was fitted on, though since the forty-second pass a solo long search judges
    its leaves at the next round's actions)."""
    out = policy.simulate(state, action, rng)
    policy.rollout_round(out, 0, rng, None, through=False)
    return out


def label_start(state: dict, action: dict, leaf_state: dict, rng: Rng, from_action: bool) -> dict:
    """Where a candidate's label is played on from: its leaf, or with `from_action` the position right
    after the candidate itself, so the label is the decision's worth under the level's own future
    (the rest of the round played by hard, not by the search's cheap play-out)."""
    return policy.simulate(state, action, rng) if from_action else leaf_state


def candidates(state: dict, legal: list[dict], rng: Rng, width: int = 8) -> list[dict]:
    """The round search's candidates: the greedy choice, then the best-judged spaces."""
    scored: list = []
    first = policy.own_choice(state, 0, legal, rng, HARD, None, scored)
    return policy.search_candidates(first, scored, width)


def collect(seeds: list[int], out_path: str, continuations: int, every: int, level: str,
            states: bool = False, bootstrap: bool = False, rounds: tuple[int, int] = (1, 99),
            from_action: bool = False) -> None:
    base.use_cpu_clock(True)
    with open(out_path, "a", encoding="utf-8") as out:
        for seed in seeds:
            match = Match.new("feast_for_odin", 1, seed, {"length": "long", "deck": "A"})
            bot = make_bot("feast_for_odin", "hard", seed=seed)
            turn = found = 0
            while not match.is_over():
                legal = match.legal_actions()
                st = match.state
                top = st["stack"][-1] if st["stack"] else None
                if len(legal) > 1 and top and top["kind"] == "turn" and st["phase"] == "actions" \
                        and rounds[0] <= st["round"] <= min(rounds[1], st["rounds"] - 1):
                    turn += 1
                    if turn % every == 0:
                        rng = Rng(seed * 1000 + turn)
                        state = copy_state(st)
                        rows = []
                        for cand in candidates(state, legal, rng):
                            end = leaf_of(state, cand, rng)
                            start = label_start(state, cand, end, rng, from_action)
                            finals = [label(start, Rng(seed * 7919 + turn * 31 + j), level, bootstrap)
                                      for j in range(continuations)]
                            row = {"action": cand, "eval": ev.evaluate(end, 0), "terms": leaf.terms(end, 0),
                                   "finals": finals}
                            if states:
                                row["state"] = end  # for terms not yet thought of (~8 kB a leaf, uncompressed)
                            rows.append(row)
                        if len(rows) >= 2:
                            line = {"seed": seed, "round": st["round"], "turn": turn, "cands": rows}
                            if from_action:
                                line["from"] = "action"
                                line["level"] = level  # who played on: labels of two levels are not mixed
                                if states:  # the decision's own position: a search variant's picks can be judged offline
                                    line["root"] = st
                            out.write(json.dumps(line) + "\n")
                            out.flush()
                            found += 1
                match.apply(legal[0] if len(legal) == 1 else bot.choose(match, budget_ms=300))
            print(f"seed {seed}: {match.scores()[0]:.0f} points, {found} positions", flush=True)


# --- fitting -------------------------------------------------------------------------------------

def centred_rows(positions: list[dict], terms: tuple[str, ...]) -> tuple[list[list[float]], list[float]]:
    """Each candidate's terms and label (mean final − evaluation), centred within its position."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for pos in positions:
        rows = [[c["terms"][t] for t in terms] for c in pos["cands"]]
        labels = [statistics.fmean(c["finals"]) - c["eval"] for c in pos["cands"]]
        means = [statistics.fmean(col) for col in zip(*rows)]
        label_mean = statistics.fmean(labels)
        for row, label in zip(rows, labels):
            xs.append([v - m for v, m in zip(row, means)])
            ys.append(label - label_mean)
    return xs, ys


def fit(positions: list[dict], terms: tuple[str, ...] = TERMS, ridge: float = 1.0,
        fixed: tuple[str, ...] = ()) -> dict[str, float]:
    """Coefficients per term (ridge on standardised terms; `ridge` per 100 rows). Terms in `fixed`
    keep the shipped coefficient (a rare term: a handful of rows would fit it wildly)."""
    kept = {t: leaf.CORRECTION[t] for t in fixed}
    terms = tuple(t for t in terms if t not in kept)
    xs, ys = centred_rows(positions, terms)
    d = len(terms)
    sds = [statistics.pstdev(col) or 1.0 for col in zip(*xs)] if xs else [1.0] * d
    zs = [[v / s for v, s in zip(row, sds)] for row in xs]
    beta = least_squares.ridge(zs, ys, ridge * len(ys) / 100, [0.0] * d)
    return {**{t: round(b / s, 4) for t, b, s in zip(terms, beta, sds)}, **kept}


def pick_gain(positions: list[dict], coefficients: dict[str, float] | None = None) -> float:
    """Mean over positions of the picked candidate's label less the position's mean label."""
    gains = []
    for pos in positions:
        labels = [statistics.fmean(c["finals"]) for c in pos["cands"]]
        values = [c["eval"] + sum(k * c["terms"][t] for t, k in (coefficients or {}).items()) for c in pos["cands"]]
        pick = max(range(len(values)), key=lambda i: (values[i], -i))
        gains.append(labels[pick] - statistics.fmean(labels))
    return statistics.fmean(gains) if gains else 0.0


def split_bound(positions: list[dict]) -> float | None:
    """Pick gain of the best candidate by one play-on's label, judged by another's: what a perfect
    judge of the leaves could gain, without the upward bias of picking and judging on the same
    noisy labels. None without two play-ons per candidate."""
    gains = []
    for pos in positions:
        if any(len(c["finals"]) < 2 for c in pos["cands"]):
            return None
        for pick_by, judge_by in ((0, 1), (1, 0)):
            pick = max(range(len(pos["cands"])), key=lambda i: (pos["cands"][i]["finals"][pick_by], -i))
            judged = [c["finals"][judge_by] for c in pos["cands"]]
            gains.append(judged[pick] - statistics.fmean(judged))
    return statistics.fmean(gains) if gains else None


def cross_validate(positions: list[dict], folds: int = 5, ridge: float = 1.0,
                   fixed: tuple[str, ...] = ()) -> tuple[float, float]:
    """(pick gain of the evaluation, of the corrected evaluation) on held-out seeds."""
    seeds = sorted({p["seed"] for p in positions})
    random.Random(1).shuffle(seeds)
    plain, fitted = [], []
    for k in range(folds):
        held = set(seeds[k::folds])
        train = [p for p in positions if p["seed"] not in held]
        test = [p for p in positions if p["seed"] in held]
        if not train or not test:
            continue
        plain.append(pick_gain(test))
        fitted.append(pick_gain(test, fit(train, ridge=ridge, fixed=fixed)))
    return statistics.fmean(plain), statistics.fmean(fitted)


def read_lines(path: str) -> list[str]:
    """The JSON lines of a collection file, plain or xz-compressed (`pack`)."""
    if path.endswith(".xz"):
        with lzma.open(path, "rt", encoding="utf-8") as f:
            return f.read().splitlines()
    return Path(path).read_text(encoding="utf-8").splitlines()


def pack(source: str, target: str) -> int:
    """Compress a collection's whole lines into `target` (xz); the number of positions. A last line
    cut short by a stopped run is left out; a broken line before it is an error."""
    lines = [line for line in Path(source).read_text(encoding="utf-8").splitlines() if line.strip()]
    for k, line in enumerate(lines):
        try:
            json.loads(line)
        except json.JSONDecodeError:
            if k < len(lines) - 1:
                raise
            lines.pop()
    with lzma.open(target, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME) as f:
        f.write("".join(line + "\n" for line in lines))
    return len(lines)


def load(paths: list[str], rounds: tuple[int, int]) -> list[dict]:
    """The positions of `rounds` with two candidates or more. Labels from the leaf and from the action
    (`collect --from-action`) measure different things and are not mixed, nor labels from the action
    played on by two levels (`level`; lines stored before it said so were played on by hard)."""
    out = []
    kinds = set()
    for path in paths:
        for line in read_lines(path):
            pos = json.loads(line)
            kinds.add((pos.get("from", "leaf"), pos.get("level", "hard")))
            if rounds[0] <= pos["round"] <= rounds[1] and len(pos["cands"]) >= 2:
                out.append(pos)
    if len({kind for kind, _level in kinds}) > 1:
        raise ValueError("labels played on from the leaf and from the action are not mixed: load one kind of file")
    if len(kinds) > 1:
        raise ValueError("labels played on by different levels are not mixed: load one level's files")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--seeds", default="3001-3010")
    c.add_argument("--out", required=True)
    c.add_argument("--continuations", type=int, default=3)
    c.add_argument("--every", type=int, default=4)
    c.add_argument("--level", choices=("medium", "hard"), default="medium", help="who plays on from a leaf")
    c.add_argument("--states", action="store_true", help="store every leaf's position too")
    c.add_argument("--bootstrap", action="store_true",
                   help="label a leaf by hard playing one round on, judged at the next leaf (less noise, hard's own future)")
    c.add_argument("--rounds", default="1-99", help="only turns of these rounds (never the last: its leaves are exact)")
    c.add_argument("--from-action", action="store_true",
                   help="play on from the position right after the candidate (the value of the decision under "
                        "the level's own future) instead of from its leaf")
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--ridge", type=float, default=1.0)
    f.add_argument("--rounds", default="1-6")
    f.add_argument("--fixed", default="", help="terms kept at the shipped coefficient, comma-separated "
                   "(e.g. short_coins,short_pen: no spread in bootstrapped positions)")
    p = sub.add_parser("pack")
    p.add_argument("source")
    p.add_argument("target")
    args = parser.parse_args()
    if args.command == "pack":
        print(f"{pack(args.source, args.target)} positions stored in {args.target}")
        return
    lo, hi = (int(x) for x in args.rounds.split("-"))
    if args.command == "collect":
        from feast_solo import seeds_of

        collect(seeds_of(args.seeds), args.out, args.continuations, args.every, args.level, args.states,
                args.bootstrap, (lo, hi), args.from_action)
        return
    positions = load(args.files, (lo, hi))
    print(f"{len(positions)} positions, {sum(len(p['cands']) for p in positions)} candidates")
    fixed = tuple(t for t in args.fixed.split(",") if t)
    plain, fitted = cross_validate(positions, ridge=args.ridge, fixed=fixed)
    print(f"cross-validated pick gain over the mean candidate: evaluation {plain:.2f}, corrected {fitted:.2f}, "
          f"shipped {pick_gain(positions, leaf.CORRECTION):.2f}")
    bound = split_bound(positions)
    if bound is not None:
        print(f"one play-on picking, another judging (a bound): {bound:.2f}")
    print(json.dumps(fit(positions, ridge=args.ridge, fixed=fixed), indent=1))


if __name__ == "__main__":
    main()
