"""Aquatica's bots: the policy makes the plainly right choice in small set positions, the search
claims at once and keeps its candidates, and every level finishes solo, basic and expert games."""

from __future__ import annotations

import pytest

from bots import LEVELS
from bots.match_play import play_game
from core.rng import Rng
from games.aquatica import rules
from games.aquatica.bot import search
from games.aquatica.bot.policy import card_value, hire_ok, policy


def _solo(seed: int = 3) -> dict:
    """A solo game just after the king is chosen: the player to play a card."""
    state = rules.initial_state(1, {"mode": "basic"}, Rng(seed))
    rules.apply(state, rules.legal_actions(state)[0], Rng(seed))
    return state


def _tire(state: dict) -> None:
    """No ready manta: the choice is between the cards alone."""
    for manta in state["players"][0]["mantas"]:
        manta["ready"] = False


def _choose(state: dict, seed: int = 1) -> dict:
    return policy(state, rules.legal_actions(state), Rng(seed))


def test_an_achieved_goal_is_claimed() -> None:
    state = _solo()
    player = state["players"][0]
    player["scored"] = ["L01", "L15", "L29"]  # three scored locations: the 'scored3' goal
    legal = rules.legal_actions(state)
    assert any(a["type"] == "claim" for a in legal)
    for seed in range(5):
        assert _choose(state, seed)["type"] == "claim"
    assert [legal[i]["type"] for i in search.candidates(state, legal, 8, 40.0)] == ["claim"]


def test_a_card_that_scores_a_location_is_played_and_the_best_location_scored() -> None:
    state = _solo()
    player = state["players"][0]
    state["loc_top"], state["loc_bottom"] = [], []  # nothing to buy or conquer
    player["slots"][0] = {"loc": "L17", "depth": 0}  # two cells left: Wave Reader raises 2, then scores
    _tire(state)
    for seed in range(5):
        assert _choose(state, seed) == {"type": "play", "card": "wave_reader"}
    player["slots"][1] = {"loc": "L43", "depth": 0}  # no depths: risen, 3 VP
    player["slots"][2] = {"loc": "L01", "depth": 0}  # risen, 2 VP
    state["phase"], state["card"] = "main", "wave_reader"
    state["queue"] = [{"op": "score", "src": -1, "who": 0}]
    assert _choose(state) == {"type": "score", "slot": 1}


def test_card_value_sees_a_score_within_reach() -> None:
    state = _solo()
    player = state["players"][0]
    state["loc_top"], state["loc_bottom"] = [], []
    far = card_value(state, player, "wave_reader")
    player["slots"][0] = {"loc": "L55", "depth": 5}  # one cell left, 8 VP
    assert card_value(state, player, "wave_reader") > far + 8


def test_matrona_waits_while_a_useful_card_is_in_hand_and_ends_the_game() -> None:
    state = _solo()
    player = state["players"][0]
    player["discard"] = ["patrician", "legionnaire"]
    player["hand"] = ["matrona", "wave_reader"]
    player["slots"][0] = {"loc": "L17", "depth": 0}
    state["loc_top"], state["loc_bottom"] = [], []
    _tire(state)
    assert _choose(state) == {"type": "play", "card": "wave_reader"}
    state["end"], state["turns_left"] = True, 0  # the last turn: Matrona takes the discards back (+2)
    assert _choose(state) == {"type": "play", "card": "matrona"}


def test_no_hire_that_would_end_a_solo_game() -> None:
    state = _solo()
    assert hire_ok(state)
    state["char_deck"] = state["char_deck"][:1]
    assert not hire_ok(state)
    player = state["players"][0]
    player["hand"] = ["matrona", "agent_of_the_blue_water", "sea_horse"]
    player["discard"] = ["patrician", "legionnaire", "wave_reader"]
    state["loc_top"], state["loc_bottom"] = [], []
    for seed in range(5):
        assert _choose(state, seed)["card"] != "agent_of_the_blue_water"


def test_an_ichthyander_goes_onto_a_goal_already_claimed() -> None:
    state = _solo()
    player = state["players"][0]
    player["goals"] = [2]
    player["mantas"].pop()
    state["tracks"][2] = [0]
    state["phase"], state["card"] = "main", "matrona"
    state["queue"] = [{"op": "ichthy", "src": -1, "who": 0}]
    for seed in range(5):
        assert _choose(state, seed) == {"type": "ichthy", "goal": 2}


@pytest.mark.parametrize("players,options", [(1, {"mode": "basic"}), (2, {"mode": "basic"}), (4, {"mode": "expert"})])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_game(players: int, options: dict, level: str) -> None:
    result = play_game("aquatica", players, 11, options, [level] * players, budget_ms=5)
    assert result.finished
    assert len(result.scores) == players
