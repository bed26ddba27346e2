"""Learn the screen of A Feast for Odin's play-outs: which spaces a play-out's turn judges whole.

    python bench/feast_screen.py collect-choices --seeds 21001-21100 --out choices.jsonl   # ~8 s a game
    python bench/feast_screen.py fit-choices choices.jsonl [more.jsonl …]
    python bench/feast_screen.py collect --seeds 20001-20060 --out screen.jsonl   # ~10 s a game
    python bench/feast_screen.py fit screen.jsonl [more.jsonl …]
    python bench/feast_screen.py gains --seeds 700-779,800-839 --jobs 2   # ~9 s a seed (four games)

A play-out's turn judges only a few spaces whole (the action played on, its tiles settled, the position
evaluated: `policy.space_value`); which few is decided by a one-step value, the position right after
the space is chosen, plus an offset per space and round. The one step alone stops at the action's
first decision, so a space with decisions inside (a mountain strip, an upgrade, a sale…) looks worth
only the vikings it costs.

The shipped offsets (`screen.OFFSETS`, thirty-fourth pass) make the screen rank first what hard itself
chooses. `collect-choices` plays hard (solo long, deck A, 300 ms, CPU clock) and records at each of its
turns every usable space's one-step value and the space hard chose. `fit-choices` fits the offsets
(`fit_choices`: the most likely softmax of one step + offset, with ridge penalties) and prints, cross-
validated by seed, how often hard's choice is among the screen's best K spaces, by the one step alone
and with the offsets, then the offsets in `screen.OFFSETS`' form.

`collect` and `fit` are the thirty-third pass's measure against medium: at each of hard's turns every
usable space judged by one step and by medium whole; the offsets the mean of whole − one step, shrunk
towards the space's mean over the rounds; printed, cross-validated by seed, what a turn that judges
the screen's best K spaces whole loses against medium's best (points) and how often medium's choice is
among them.

`gains` measures `screen.GAIN_BOUND`, how much a space's one-step value can gain over the position it is
chosen in (a play-out's turn leaves unjudged a space that cannot reach the screen's first even so): for each
seed, medium plays a solo game of each of `GAIN_GAMES` (lengths, occupation decks), and from every fifth of
its turns a round search's play-out is run with nothing left unjudged, each of its turns' usable spaces'
gains recorded; printed, per space, the turns seen and the largest gain, at how many turns the shipped
table changes the screen's first (against trying every space, one roll for all) and the one-step trials it
saves, then the table (largest + `screen.GAIN_MARGIN`, spaces seen at `GAIN_TURNS` turns or more) in
`GAIN_BOUND`'s form.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from feast_leaf import read_lines  # noqa: E402

from bots import base, make_bot  # noqa: E402
from bots.base import freeze  # noqa: E402
from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402
from games.feast_for_odin import rules  # noqa: E402
from games.feast_for_odin.bot import MEDIUM, policy, screen  # noqa: E402
from games.feast_for_odin.bot import evaluate as ev  # noqa: E402
from games.feast_for_odin.bot.screen import lookup  # noqa: E402

SHRINK = 20.0  # turns' worth of the space's all-round mean a round's offset is shrunk towards
WIDTHS = (1, 2, 3, 5, 8)
# Fitting to hard's choices: a softmax over the turn's spaces of (one step + offset) / TEMPERATURE,
# its likelihood (per hundred turns) less RIDGE's penalties on a space's offset and on its rounds'
# deviations from it, climbed STEPS times at RATE.
TEMPERATURE = 3.0
RIDGE = (0.005, 0.05)
STEPS = 300
RATE = 0.5


# --- collecting ----------------------------------------------------------------------------------

def one_steps(state: dict, seat: int, spaces: list[dict], rng: Rng, snap: bytes) -> list[float]:
    """Each space's one-step value: the position right after it is chosen, evaluated."""
    return [ev.evaluate(policy.simulate(state, a, rng, snap), seat, MEDIUM.w) for a in spaces]


def turn_values(state: dict, seat: int, rng: Rng) -> tuple[list[str], list[float], list[float]]:
    """(spaces, one-step values, medium's whole values) of a turn's usable spaces."""
    spaces = [a for a in rules.legal_actions(state) if a["type"] == "space"]
    snap = freeze(state)
    one = one_steps(state, seat, spaces, rng, snap)
    whole = [policy.space_value(state, a, seat, rng, MEDIUM, None, snap) - policy.bias(state, a) for a in spaces]
    return [a["space"] for a in spaces], one, whole


def collect_turns(seeds: list[int], out_path: str, line_of: Callable[..., dict | None]) -> None:
    """Play a solo long game of hard (deck A, 300 ms, CPU clock) for each seed; at each of its turns with
    two usable spaces or more, append `line_of(seed, index, position, seat, legal, hard's choice)` (a
    dict, or None to skip the turn; the position before the choice is applied) as a JSON line."""
    base.use_cpu_clock(True)
    with open(out_path, "a", encoding="utf-8") as out:
        for seed in seeds:
            match = Match.new("feast_for_odin", 1, seed, {"length": "long", "deck": "A"})
            bot = make_bot("feast_for_odin", "hard", seed=seed)
            lines: list[dict] = []
            while not match.is_over():
                legal = match.legal_actions()
                st = match.state
                top = st["stack"][-1] if st["stack"] else None
                action = legal[0] if len(legal) == 1 else bot.choose(match, budget_ms=300)
                if top and top["kind"] == "turn" and st["phase"] == "actions" \
                        and sum(a["type"] == "space" for a in legal) > 1:
                    line = line_of(seed, len(lines), st, top["seat"], legal, action)
                    if line is not None:
                        lines.append(line)
                match.apply(action)
            out.write("".join(json.dumps(line) + "\n" for line in lines))
            out.flush()
            print(f"seed {seed}: {match.scores()[0]:.0f} points, {len(lines)} turns", flush=True)


def collect(seeds: list[int], out_path: str) -> None:
    """At each of hard's turns, every usable space judged by one step and by medium whole (one JSON line
    a turn: seed, round, rounds, spaces, one, whole)."""
    def line_of(seed: int, k: int, st: dict, seat: int, _legal: list[dict], _action: dict) -> dict:
        spaces, one, whole = turn_values(st, seat, Rng(seed * 1000 + k))
        return {"seed": seed, "round": st["round"], "rounds": st["rounds"], "spaces": spaces,
                "one": [round(v, 3) for v in one], "whole": [round(v, 3) for v in whole]}

    collect_turns(seeds, out_path, line_of)


def collect_choices(seeds: list[int], out_path: str) -> None:
    """Hard's own choice at each of its turns where it chose a space, and every usable space's one-step
    value (one JSON line a turn: seed, round, rounds, spaces, one, chosen)."""
    def line_of(seed: int, k: int, st: dict, seat: int, legal: list[dict], action: dict) -> dict | None:
        if action["type"] != "space":
            return None
        spaces = [a for a in legal if a["type"] == "space"]
        one = one_steps(st, seat, spaces, Rng(seed * 1000 + k), freeze(st))
        return {"seed": seed, "round": st["round"], "rounds": st["rounds"], "spaces": [a["space"] for a in spaces],
                "one": [round(v, 3) for v in one], "chosen": action["space"]}

    collect_turns(seeds, out_path, line_of)


GAIN_GAMES = (("long", "A"), ("long", "B"), ("short", "C"), ("long", "mixed"))
GAIN_TURNS = 200  # a space seen at fewer turns gets no bound (it is always tried)


def gains(seeds: list[int]) -> tuple[dict[str, list[float]], list[int]]:
    """(space → the one-step gains seen at solo play-outs' turns, [turns, turns where the shipped
    `GAIN_BOUND` changes the screen's first, one-step trials without it, with it]): the docstring above."""
    seen: dict[str, list[float]] = defaultdict(list)
    check = [0, 0, 0, 0]
    shipped, simulate = policy.screened_spaces, policy.simulate
    table = dict(screen.GAIN_BOUND)
    trials: list[int] = []

    def one_roll(state: dict, action: dict, _rng: Rng, snap: bytes | None = None) -> dict:
        trials.append(1)
        return simulate(state, action, Rng(7), snap)  # (the same roll whatever order the spaces are tried in)

    def first_by(bounds: dict, state: dict, seat: int, spaces: list[dict], p: policy.Params, snap: bytes,
                 base_value: float) -> tuple[dict, int]:
        screen.GAIN_BOUND.clear()
        screen.GAIN_BOUND.update(bounds)
        trials.clear()
        first = shipped(state, seat, spaces, Rng(7), p, snap, base_value)[0]
        return first, len(trials)

    def recording(state: dict, seat: int, spaces: list[dict], rng: Rng, p: policy.Params, snap: bytes,
                  base_value: float) -> list[dict]:
        if p.width and state["solo"]:
            for a in spaces:
                one = ev.evaluate(simulate(state, a, Rng(7), snap), seat, p.w)
                seen[a["space"]].append(round(one - base_value, 3))
            policy.simulate = one_roll
            full, tried_full = first_by({}, state, seat, spaces, p, snap, base_value)
            pruned, tried_pruned = first_by(table, state, seat, spaces, p, snap, base_value)
            policy.simulate = simulate
            screen.GAIN_BOUND.clear()
            check[0] += 1
            check[1] += pruned != full
            check[2] += tried_full
            check[3] += tried_pruned
        return shipped(state, seat, spaces, rng, p, snap, base_value)

    screen.GAIN_BOUND.clear()
    policy.screened_spaces = recording
    try:
        for seed in seeds:
            for length, deck in GAIN_GAMES:
                match = Match.new("feast_for_odin", 1, seed, {"length": length, "deck": deck})
                bot = make_bot("feast_for_odin", "medium", seed=seed)
                turns = 0
                while not match.is_over():
                    legal = match.legal_actions()
                    top = match.state["stack"][-1] if match.state["stack"] else None
                    if top and top["kind"] == "turn" and match.state["phase"] == "actions" and len(legal) > 1:
                        turns += 1
                        if turns % 5 == 0:
                            policy.rollout_round(base.copy_state(match.state), 0, Rng(seed * 100 + turns), None)
                    match.apply(legal[0] if len(legal) == 1 else bot.choose(match, budget_ms=1e9))
    finally:
        policy.screened_spaces, policy.simulate = shipped, simulate
        screen.GAIN_BOUND.clear()
        screen.GAIN_BOUND.update(table)
    return seen, check


def gains_in(seeds: list[int], jobs: int) -> tuple[dict[str, list[float]], list[int]]:
    """`gains` over `seeds`, a seed at a time in `jobs` processes."""
    import multiprocessing

    merged: dict[str, list[float]] = defaultdict(list)
    checks = [0, 0, 0, 0]
    with multiprocessing.Pool(jobs) as pool:
        for seed, (seen, check) in zip(seeds, pool.imap(gains, [[s] for s in seeds])):
            for space, values in seen.items():
                merged[space] += values
            checks = [a + b for a, b in zip(checks, check)]
            print(f"seed {seed}: {sum(len(v) for v in merged.values())} gains so far", flush=True)
    return merged, checks


def print_gains(seen: dict[str, list[float]], check: list[int]) -> None:
    for space in sorted(seen):
        print(f"  {space:5s} {len(seen[space]):6d} turns, largest gain {max(seen[space]):6.2f}")
    turns, differ, full, pruned = check
    print(f"the shipped GAIN_BOUND changes the screen's first at {differ} of {turns} turns; one-step trials "
          f"{pruned} of {full} ({pruned / max(full, 1):.0%})")
    print(json.dumps({s: round(max(v) + screen.GAIN_MARGIN, 2) for s, v in sorted(seen.items()) if len(v) >= GAIN_TURNS}))


# --- fitting -------------------------------------------------------------------------------------

def screened(turn: dict, offsets: dict | None, width: int) -> list[int]:
    """Indices of the turn's `width` spaces best by the screen: the one-step value, plus `offsets` when given."""
    screen = [one + (lookup(offsets, s, turn["round"]) if offsets else 0.0) for s, one in zip(turn["spaces"], turn["one"])]
    return sorted(range(len(screen)), key=lambda i: (-screen[i], i))[:width]


def fold_of(turns: list[dict], folds: int) -> dict[int, int]:
    """Seed → cross-validation fold (the seeds in order, dealt round)."""
    return {s: i % folds for i, s in enumerate(sorted({t["seed"] for t in turns}))}


def fit(turns: list[dict], shrink: float = SHRINK) -> dict[str, dict[int, float]]:
    """{space: {round: offset}}: the mean of whole − one step, shrunk towards the space's mean."""
    by_round: dict[str, dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    for t in turns:
        for space, one, whole in zip(t["spaces"], t["one"], t["whole"]):
            by_round[space][t["round"]].append(whole - one)
    out: dict[str, dict[int, float]] = {}
    for space, rounds in by_round.items():
        every = [d for ds in rounds.values() for d in ds]
        mean = statistics.fmean(every)
        out[space] = {r: round((sum(ds) + shrink * mean) / (len(ds) + shrink), 2) for r, ds in sorted(rounds.items())}
    return out


def regret(turns: list[dict], offsets: dict | None, width: int) -> tuple[float, float]:
    """(mean regret in points, share of turns where medium's choice is screened in) of judging whole
    only the `width` spaces best by the screen (the one-step value, plus `offsets` when given)."""
    lost, hits = [], 0
    for t in turns:
        kept = screened(t, offsets, width)
        best = max(t["whole"])
        got = max(t["whole"][i] for i in kept)
        lost.append(best - got)
        hits += got >= best - 1e-9
    return statistics.fmean(lost), hits / len(turns)


def cross_validate(turns: list[dict], rounds: tuple[int, int] = (1, 99),
                   folds: int = 5) -> dict[str, list[tuple[float, float]]]:
    """Per screen, (regret, hit rate) at each of `WIDTHS` over the turns of `rounds`, the offsets
    fitted on every round's turns but those of the turn's own seed."""
    fold = fold_of(turns, folds)
    shown = [t for t in turns if rounds[0] <= t["round"] <= rounds[1]]
    plain = [regret(shown, None, k) for k in WIDTHS]
    sums = [[0.0, 0.0] for _ in WIDTHS]
    for f in range(folds):
        test = [t for t in shown if fold[t["seed"]] == f]
        if not test:
            continue
        offsets = fit([t for t in turns if fold[t["seed"]] != f])
        for j, k in enumerate(WIDTHS):
            r, h = regret(test, offsets, k)
            sums[j][0] += r * len(test)
            sums[j][1] += h * len(test)
    return {"one step": plain, "offset": [(s[0] / len(shown), s[1] / len(shown)) for s in sums]}


def fit_choices(turns: list[dict], steps: int = STEPS) -> dict[str, dict[int, float]]:
    """{space: {round: offset}} that make the one-step value plus the offset rank hard's own choices
    first: the most likely softmax (`TEMPERATURE`) with a space's offset and its rounds' deviations
    kept small (`RIDGE`); every round of the game for every space seen."""
    spaces = sorted({s for t in turns for s in t["spaces"]})
    rounds = max(t["rounds"] for t in turns)
    at = {s: i for i, s in enumerate(spaces)}
    rows = [([at[s] for s in t["spaces"]], [at[s] * rounds + t["round"] - 1 for s in t["spaces"]], t["one"],
             t["spaces"].index(t["chosen"])) for t in turns]
    mean = [0.0] * len(spaces)
    dev = [0.0] * (len(spaces) * rounds)
    scale = 100.0 / len(rows)
    for _ in range(steps):
        g_mean = [0.0] * len(mean)
        g_dev = [0.0] * len(dev)
        for si, ri, one, chosen in rows:
            z = [(v + mean[a] + dev[b]) / TEMPERATURE for v, a, b in zip(one, si, ri)]
            top = max(z)
            e = [math.exp(x - top) for x in z]
            total = sum(e)
            for k, (a, b) in enumerate(zip(si, ri)):
                g = ((1.0 if k == chosen else 0.0) - e[k] / total) / TEMPERATURE
                g_mean[a] += g
                g_dev[b] += g
        mean = [m + RATE * (g * scale - RIDGE[0] * m) for m, g in zip(mean, g_mean)]
        dev = [d + RATE * (g * scale - RIDGE[1] * d) for d, g in zip(dev, g_dev)]
    return {s: {r: round(mean[i] + dev[i * rounds + r - 1], 2) for r in range(1, rounds + 1)}
            for i, s in enumerate(spaces)}


def choice_hits(turns: list[dict], offsets: dict | None, width: int) -> float:
    """Share of turns where hard's choice is among the screen's best `width` spaces."""
    return sum(t["spaces"].index(t["chosen"]) in screened(t, offsets, width) for t in turns) / len(turns)


def cross_validate_choices(turns: list[dict], groups: tuple[tuple[int, int], ...],
                           folds: int = 5, steps: int = STEPS) -> dict[tuple[int, int], list[tuple[float, float]]]:
    """Per group of rounds, the share of hard's choices among the best `WIDTHS` spaces by the one step
    and by the one step plus offsets fitted on the other seeds' turns: [(one step, fitted)] per width."""
    fold = fold_of(turns, folds)
    sums = {g: [[0.0, 0.0] for _ in WIDTHS] for g in groups}
    for f in range(folds):
        offsets = fit_choices([t for t in turns if fold[t["seed"]] != f], steps)
        for g in groups:
            test = [t for t in turns if fold[t["seed"]] == f and g[0] <= t["round"] <= g[1]]
            for j, k in enumerate(WIDTHS):
                sums[g][j][0] += choice_hits(test, None, k) * len(test) if test else 0.0
                sums[g][j][1] += choice_hits(test, offsets, k) * len(test) if test else 0.0
    out = {}
    for g in groups:
        n = sum(g[0] <= t["round"] <= g[1] for t in turns) or 1
        out[g] = [(a / n, b / n) for a, b in sums[g]]
    return out


def load(paths: list[str]) -> list[dict]:
    """The turns of plain or xz-compressed collections."""
    return [json.loads(line) for path in paths for line in read_lines(path)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--seeds", default="20001-20010")
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--rounds", default="1-99", help="report the regret on these rounds' turns only")
    cc = sub.add_parser("collect-choices")
    cc.add_argument("--seeds", default="21001-21010")
    cc.add_argument("--out", required=True)
    fc = sub.add_parser("fit-choices")
    fc.add_argument("files", nargs="+")
    g = sub.add_parser("gains")
    g.add_argument("--seeds", default="700-709")
    g.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    if args.command == "gains":
        from feast_solo import seeds_of

        print_gains(*gains_in(seeds_of(args.seeds), args.jobs))
        return
    if args.command in ("collect", "collect-choices"):
        from feast_solo import seeds_of

        (collect if args.command == "collect" else collect_choices)(seeds_of(args.seeds), args.out)
        return
    if args.command == "fit-choices":
        turns = load(args.files)
        print(f"{len(turns)} turns of {len({t['seed'] for t in turns})} games; hard's choice among the screen's "
              f"best K spaces (one step / one step + offsets fitted on the other seeds):")
        for (lo, hi), row in cross_validate_choices(turns, ((1, 3), (4, 6), (7, 7), (1, 7))).items():
            print(f"  rounds {lo}-{hi}:", " ".join(f"K{k}: {a:.2f} / {b:.2f}" for k, (a, b) in zip(WIDTHS, row)))
        print(json.dumps(fit_choices(turns), sort_keys=True))
        return
    turns = load(args.files)
    lo, hi = (int(x) for x in args.rounds.split("-"))
    shown = sum(lo <= t["round"] <= hi for t in turns)
    print(f"{len(turns)} turns of {len({t['seed'] for t in turns})} games; judging the screen's best K spaces "
          f"whole, regret (points) / medium's choice among them, rounds {lo}-{hi} ({shown} turns):")
    for name, row in cross_validate(turns, (lo, hi)).items():
        print(f"  {name:9s}", " ".join(f"K{k}: {r:.2f} / {h:.2f}" for k, (r, h) in zip(WIDTHS, row)))
    print(json.dumps(fit(turns), sort_keys=True))


if __name__ == "__main__":
    main()
