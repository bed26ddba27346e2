"""Judge stored decisions again, offline: another judge's values of each stored candidate, computed
from the decision's own position, scored by the stored labels against the shipped leaf's picks.

    python bench/feast_leaf_roots.py bench/data/feast_leaf/hard-q-r5-6-*.jsonl.xz --judge medium-end
    python bench/feast_leaf_roots.py bench/data/feast_leaf/hard-q-r5-6-*.jsonl.xz --judge search --samples 4

It reads the positions `bench/feast_leaf.py collect --from-action --states` stored with their `root`
(the decision's position; older lines without one are skipped). Each stored candidate is applied to
the root (the hidden decks re-dealt, `determinize`) and judged as `--judge` says, `--samples` times
with common random numbers across a decision's candidates; the judge picks the candidate of highest
mean value. Printed, by round and in all: the label of that pick less the label of the shipped
leaf's pick (the corrected evaluation plus the solo bias, as `feast_leaf_boost.py` scores it), with
its standard error, and how many picks differ. A judge is no deadline's: what it is worth, not
whether 300 ms can pay for it (issue 14, thirty-first pass).

Judges:
- `search`: the round search's own play-out (`policy.rollout_round`: to the end of the round's actions,
  in a solo long game since the forty-second pass on to the next round's actions), judged by the learned
  leaf plus the solo bias (the shipped judge with fresh draws: its own noise);
- `search-feast`: the same play-out on through the round's feast, breeding and income to the next
  round's actions, judged there by the learned leaf plus the solo bias;
- `playout-end`: the play-out's cheap policy (`policy.PLAYOUT`) to the game's end: the final score;
- `medium-end`: medium to the game's end: the final score (about 0.7 s a candidate from round 5).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import feast_leaf  # noqa: E402
import feast_leaf_boost  # noqa: E402

from core.rng import Rng  # noqa: E402
from games.feast_for_odin import rules  # noqa: E402
from games.feast_for_odin.bot import MEDIUM, determinize, policy  # noqa: E402
from games.feast_for_odin.bot.policy import Params  # noqa: E402
from games.feast_for_odin.scoring import score  # noqa: E402

PLAY_CAP = 3000  # decisions of one play-on (a whole game from round 5 takes about 150)


def play(state: dict, rng: Rng, params: Params, stop: Callable[[dict], bool]) -> dict:
    """The solo seat plays on by `params` (no deadline) until the game ends or `stop(state)`; in place."""
    for _ in range(PLAY_CAP):
        if state["phase"] == "over" or stop(state):
            break
        legal = rules.legal_actions(state)
        rules.apply(state, legal[0] if len(legal) == 1 else policy.choose(state, 0, legal, rng, params), rng)
    return state


def _next_actions(round_: int) -> Callable[[dict], bool]:
    """Stop where the actions of a round after `round_` begin."""
    return lambda s: s["round"] > round_ and s["phase"] == "actions"


def judge_value(root: dict, action: dict, judge: str, rng: Rng) -> float:
    """`action` applied to `root` (hidden decks re-dealt from `rng`) and judged by `judge`."""
    state = policy.simulate(determinize(root, 0, rng), action, rng)
    if judge == "search":
        policy.rollout_round(state, 0, rng, None)
    elif judge == "search-feast":
        play(state, rng, policy.PLAYOUT, _next_actions(root["round"]))
    elif judge in ("playout-end", "medium-end"):
        return float(score(play(state, rng, policy.PLAYOUT if judge == "playout-end" else MEDIUM,
                                lambda s: False), 0)["total"])
    else:
        raise ValueError(f"unknown judge {judge!r}")
    return policy.leaf_value(state, 0) + policy.bias(root, action)


JUDGES = ("search", "search-feast", "playout-end", "medium-end")


def rejudged(positions: list[dict], judge: str, samples: int) -> list[float]:
    """Every stored candidate's value by `judge`, the mean of `samples` draws; the draws of sample j
    are the same for a decision's candidates (common random numbers), and fixed by seed and turn."""
    values = []
    for pos in positions:
        for cand in pos["cands"]:
            draws = [judge_value(pos["root"], cand["action"], judge, Rng(pos["seed"] * 100_003 + pos["turn"] * 101 + j))
                     for j in range(samples)]
            values.append(statistics.fmean(draws))
    return values


def report(positions: list[dict], values: list[float]) -> dict[str, str]:
    """By round and in all: the judge's pick against the shipped leaf's (label difference and its
    standard error) and how many of its picks differ."""
    _xs, base, labels, groups = feast_leaf_boost.prepare(positions, [])
    out = {}
    for name, gs in feast_leaf_boost.by_round(positions):
        sub = [groups[g] for g in gs]
        shipped, judged = feast_leaf_boost.gains(base, labels, sub), feast_leaf_boost.gains(values, labels, sub)
        changed = sum(1 for rows in sub if feast_leaf_boost.pick(rows, base) != feast_leaf_boost.pick(rows, values))
        out[name] = f"{feast_leaf_boost.paired(shipped, judged)} over {len(gs)} decisions, {changed} picks differ"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+")
    parser.add_argument("--judge", choices=JUDGES, default="search")
    parser.add_argument("--samples", type=int, default=1)
    parser.add_argument("--rounds", default="5-6")
    parser.add_argument("--limit", type=int, default=0, help="only the first N decisions (0: all)")
    args = parser.parse_args()
    lo, hi = (int(x) for x in args.rounds.split("-"))
    positions = [p for p in feast_leaf.load(args.files, (lo, hi)) if "root" in p]
    if args.limit:
        positions = positions[:args.limit]
    print(f"{len(positions)} decisions with their position; judge {args.judge}, {args.samples} sample(s) a candidate")
    for name, line in report(positions, rejudged(positions, args.judge, args.samples)).items():
        print(f"{name:8s} pick − shipped pick {line}")


if __name__ == "__main__":
    main()
