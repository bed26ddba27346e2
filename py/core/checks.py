"""Random-play invariants for every registered game (design §6, level 2).

`play_checked` plays one game with a seeded random policy and asserts, as it goes:
- legal actions are unique, JSON-safe and non-empty until the game is over (empty after);
- a malformed or illegal action is rejected with IllegalAction and changes nothing;
- the state survives a JSON round trip, and a save loads back to the same position;
- no seat's view changes when secrets it cannot see are re-dealt (views leak nothing);
- the game's own conservation invariants hold (cards, pieces, coins);
- the game ends within the game's bound; replaying the log reproduces the final state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .errors import IllegalAction
from .match import Match
from .rng import Rng

_BOGUS = ({"type": "__not_an_action__"}, {"no_type": 1}, "roll", None, [])


@dataclass
class CheckStats:
    games: int = 0
    actions: int = 0


def play_checked(game_id: str, players: int, seed: int, options: dict | None = None,
                 deep_every: int = 1, stats: CheckStats | None = None) -> Match:
    """Play one random game under the invariants; `deep_every` spaces out the costly checks."""
    match = Match.new(game_id, players, seed, options or {})
    rules = match.rules
    policy = Rng(seed ^ 0x5EED)
    steps = 0
    while True:
        legal = match.legal_actions()
        encoded = [json.dumps(a, sort_keys=True) for a in legal]
        assert len(set(encoded)) == len(encoded), f"duplicate legal actions at step {steps}"
        if match.is_over():
            assert not legal and match.current_player() is None, "actions offered after the end"
            break
        assert legal, f"no legal action at step {steps} in a game that is not over"
        assert steps < rules.MAX_ACTIONS, f"game did not end within {rules.MAX_ACTIONS} actions"
        rules.check_invariants(match.state)
        if steps % deep_every == 0:
            _deep_checks(match, policy, legal)
        match.apply(legal[policy.below(len(legal))])
        steps += 1
    rules.check_invariants(match.state)
    replay = Match.from_json(match.to_json())
    assert replay.state == match.state, "replaying the log did not reproduce the final state"
    assert match.winners(), "a finished game has no winner"
    if stats is not None:
        stats.games += 1
        stats.actions += steps
    return match


def _deep_checks(match: Match, policy: Rng, legal: list[dict]) -> None:
    before = json.dumps(match.state, sort_keys=True)
    assert json.loads(before) == match.state, "state is not JSON-native"
    for bogus in _BOGUS + (_mutated(legal[policy.below(len(legal))]),):
        if bogus in legal:
            continue
        try:
            match.apply(bogus)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"illegal action {bogus!r} was accepted")
        assert json.dumps(match.state, sort_keys=True) == before, "a rejected action changed the state"
    seats = [None, *range(match.players)]
    for seat in seats:
        shown = match.rules.view(match.state, seat)
        json.dumps(shown)
        reshuffled = match.rules.reshuffle_hidden(match.state, seat, policy)
        assert match.rules.view(reshuffled, seat) == shown, f"view for seat {seat} leaks hidden information"


def _mutated(action: dict) -> dict:
    """A near-miss of a legal action: one field pushed out of range."""
    out = dict(action)
    for key, value in action.items():
        if isinstance(value, int) and not isinstance(value, bool):
            out[key] = value + 1000
            return out
    out["type"] = action["type"] + "_x"
    return out
