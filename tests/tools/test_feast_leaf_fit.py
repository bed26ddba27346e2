"""bench/feast_leaf.py's fit: the learned leaf correction of A Feast for Odin's round search
(bot/leaf.py) is fitted within positions, so a constant per position (the game's luck) cannot
leak into it, and it recovers what the labels hold."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _module():
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("feast_leaf", BENCH / "feast_leaf.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _positions(truth: dict[str, float], count: int = 80, noise: float = 0.0) -> list[dict]:
    """Synthetic positions: each candidate's final = evaluation + truth·terms + the position's
    luck (large, shared by its candidates) + noise."""
    fl = _module()
    rnd = random.Random(3)
    out = []
    for p in range(count):
        luck = rnd.uniform(-30, 30)
        cands = []
        for _ in range(6):
            terms = {t: rnd.uniform(0, 10) for t in fl.TERMS}
            evaluation = rnd.uniform(60, 64)
            final = evaluation + sum(v * terms[t] for t, v in truth.items()) + luck + rnd.gauss(0, noise)
            cands.append({"eval": evaluation, "terms": terms, "finals": [final]})
        out.append({"seed": p // 4, "round": 1 + p % 6, "cands": cands})
    return out


def test_the_fit_recovers_the_coefficients_and_ignores_each_positions_luck() -> None:
    fl = _module()
    truth = {"tiles": 0.5, "hope": -1.0, "large": 2.0}
    got = fl.fit(_positions(truth), ridge=0.001)
    for term in fl.TERMS:
        assert got[term] == pytest.approx(truth.get(term, 0.0), abs=0.02), term


def test_a_fixed_term_keeps_the_shipped_coefficient_and_the_rest_is_still_fitted() -> None:
    from games.feast_for_odin.bot import leaf

    fl = _module()
    truth = {"tiles": 0.5, "large": 2.0}
    got = fl.fit(_positions(truth), ridge=0.001, fixed=("short_pen",))
    assert got["short_pen"] == leaf.CORRECTION["short_pen"]
    assert got["tiles"] == pytest.approx(0.5, abs=0.02) and got["large"] == pytest.approx(2.0, abs=0.02)


def test_the_correction_picks_better_candidates_on_held_out_seeds() -> None:
    fl = _module()
    positions = _positions({"cover": -0.7, "tiles": 0.6}, noise=2.0)
    plain, fitted = fl.cross_validate(positions)
    assert fitted > plain + 1.0
    assert fitted == pytest.approx(fl.pick_gain(positions, {"cover": -0.7, "tiles": 0.6}), abs=0.3)


def test_solve_is_exact_on_a_small_system() -> None:
    _module()  # puts bench/ on the path
    import least_squares

    assert least_squares.solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])
    # shrunk: (XᵀX + I) b = Xᵀy + prior, with X = I, y = (1, 3), prior = (3, 1) -> b = (2, 2)
    assert least_squares.ridge([[1.0, 0.0], [0.0, 1.0]], [1.0, 3.0], 1.0, [3.0, 1.0]) == pytest.approx([2.0, 2.0])


def _leaf_in_round(fl, target_round: int) -> dict:
    """A leaf of the round search in `target_round`: medium plays a solo long game there, then the
    first legal space is played to the end of the round's actions as the search does."""
    from bots.base import copy_state
    from core.match import Match
    from core.rng import Rng
    from games.feast_for_odin import rules
    from games.feast_for_odin.bot import MEDIUM, policy

    match = Match.new("feast_for_odin", 1, 17, {"length": "long", "deck": "A"})
    rng = Rng(5)
    st = match.state
    while not (st["round"] == target_round and st["phase"] == "actions" and st["stack"][-1]["kind"] == "turn"):
        legal = rules.legal_actions(st)
        rules.apply(st, legal[0] if len(legal) == 1 else policy.choose(st, 0, legal, rng, MEDIUM), rng)
    legal = [a for a in rules.legal_actions(st) if a["type"] == "space"]
    return fl.leaf_of(copy_state(st), legal[0], rng)


def test_a_bootstrapped_label_is_the_next_leaf_judged_as_the_search_judges_it() -> None:
    import json

    from core.rng import Rng
    from games.feast_for_odin.bot import evaluate as ev
    from games.feast_for_odin.bot import leaf, policy

    fl = _module()
    start = _leaf_in_round(fl, 1)
    before = json.dumps(start, sort_keys=True)
    end = fl.next_leaf(start, Rng(1))
    assert json.dumps(start, sort_keys=True) == before  # the input is left as it was
    assert (end["round"], end["phase"]) == (2, "feast")  # round 2's actions are over, its feast next
    assert policy.leaf_value(end, 0) == pytest.approx(ev.evaluate(end, 0) + leaf.correction(end, 0))


def test_from_the_last_round_but_one_the_bootstrapped_label_is_the_exact_final_score() -> None:
    from core.rng import Rng
    from games.feast_for_odin.bot import policy
    from games.feast_for_odin.scoring import score

    fl = _module()
    start = _leaf_in_round(fl, 6)
    end = fl.next_leaf(start, Rng(2))
    assert end["phase"] == "over"
    assert policy.leaf_value(end, 0) == score(end, 0)["total"]


def test_the_split_bound_judges_a_pick_on_the_other_play_on() -> None:
    """A candidate lucky in one play-on only is picked there and judged by the other: the bound
    is what the pick is worth, not its lucky label."""
    fl = _module()
    position = {"seed": 1, "round": 6, "cands": [
        {"eval": 0.0, "terms": {}, "finals": [10.0, 0.0]},  # lucky once
        {"eval": 0.0, "terms": {}, "finals": [4.0, 4.0]},
        {"eval": 0.0, "terms": {}, "finals": [2.0, 2.0]},
    ]}
    # picked by play-on 0: the first (judged 0 against a mean of 2); by play-on 1: the second (4 against 16/3)
    assert fl.split_bound([position]) == pytest.approx(((0 - 2) + (4 - 16 / 3)) / 2)
    assert fl.split_bound([{"seed": 1, "round": 6, "cands": [{"eval": 0, "terms": {}, "finals": [1.0]}] * 2}]) is None


def test_a_label_from_the_action_starts_right_after_the_candidate_not_at_its_leaf() -> None:
    from bots.base import copy_state
    from core.match import Match
    from core.rng import Rng
    from games.feast_for_odin import rules
    from games.feast_for_odin.bot import MEDIUM, policy

    fl = _module()
    match = Match.new("feast_for_odin", 1, 17, {"length": "long", "deck": "A"})
    rng = Rng(5)
    st = match.state
    while not (st["round"] == 2 and st["phase"] == "actions" and st["stack"][-1]["kind"] == "turn"):
        legal = rules.legal_actions(st)
        rules.apply(st, legal[0] if len(legal) == 1 else policy.choose(st, 0, legal, rng, MEDIUM), rng)
    state = copy_state(st)
    action = next(a for a in rules.legal_actions(st) if a["type"] == "space")
    end = fl.leaf_of(state, action, Rng(1))
    assert end["phase"] != "actions"  # the leaf: the round's actions played out
    assert fl.label_start(state, action, end, Rng(1), False) is end
    start = fl.label_start(state, action, end, Rng(1), True)
    assert (start["round"], start["phase"]) == (2, "actions")  # right after the candidate
    assert start["occupied"][action["space"]]["round"] == 2 and action["space"] not in st["occupied"]
    assert rules.legal_actions(st) == rules.legal_actions(state)  # the position itself left as it was
