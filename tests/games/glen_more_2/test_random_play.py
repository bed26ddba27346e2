"""Rule properties over random games (rulebook 3. 게임 진행, 4. 게임 종료): whoever decides a new turn
owns the rearmost piece; after every turn the only empty space of the lap is the one behind the
rearmost piece (while the stacks last); a game has exactly four scorings, three of them when stacks
A, B and C ran out; it ends when every piece is on or past The End.
"""

from __future__ import annotations

import random

import pytest

from core.match import Match
from games.glen_more_2 import rondel
from games.glen_more_2.data_files import RONDEL_SPACES
from games.glen_more_2.rules import check_invariants


def _check_turn_start(state: dict) -> None:
    pieces = rondel.pieces(state)
    rear = min(pieces.values())
    seat = state["prompts"][-1]["seat"]
    assert state["players"][seat]["pos"] == rear and not state["players"][seat]["finished"]
    if any(state["stacks"].values()):
        taken = rondel.occupied(state)
        empty = [pos for pos in range(rear, rear + RONDEL_SPACES)
                 if str(pos) not in state["rondel"] and pos not in taken]
        assert empty == [rear + RONDEL_SPACES - 1]
    assert all(int(pos) > rear for pos in state["rondel"]), "tiles behind everyone are discarded"


@pytest.mark.parametrize("players,die", [(2, "on"), (2, "off"), (3, "off"), (3, "on"), (4, "off"), (4, "on")])
def test_random_games_follow_the_turn_order_refill_and_scoring_rules(players, die):
    for seed in range(3):
        match = Match.new("glen_more_2", players, seed, {"die": die})
        pick = random.Random(seed)
        emptied_at: list[int] = []
        steps = 0
        while not match.is_over():
            state = match.state
            if state["prompts"] and state["prompts"][-1]["kind"] == "take" and state["turn"]["tile"] is None:
                _check_turn_start(state)
            before = len(state["scorings"])
            match.apply(pick.choice(match.legal_actions()))
            if len(match.state["scorings"]) > before and not match.is_over():
                emptied_at.append(len(match.state["scorings"]))
            steps += 1
            assert steps < 5000
        state = match.state
        check_invariants(state)
        assert len(state["scorings"]) == 4 and emptied_at == [1, 2, 3]
        assert all(p["finished"] for p in state["players"])
        assert not state["stacks"]["A"] and not state["stacks"]["B"] and not state["stacks"]["C"]
        assert state["final"] and state["winners"]
