"""The prompt names the player who must act now (issue 16): during a discard, a trade answer, a
vote or another player's raise, the prompt card of every game carries `data-acting-seat` = the seat
that decides (hook for tests and assistive tech), whatever seat's turn it is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.match import Match
from core.rng import Rng
from ui.i18n import load_catalog
from ui.render import renderer

ROOT = Path(__file__).resolve().parents[2]
EN = load_catalog("en", ROOT / "assets" / "i18n")
ACTING = re.compile(r'data-acting-seat="(\d+)"')
CASES = [
    ("catan", 4, {"setup": "variable"}),
    ("aquatica", 3, {"mode": "expert"}),
    ("feast_for_odin", 2, {"length": "short"}),
    ("glen_more_2", 3, {"c7": "on", "c8": "on"}),
]


@pytest.mark.parametrize("game, players, options", CASES, ids=[c[0] for c in CASES])
def test_the_prompt_names_the_seat_that_decides_now(game: str, players: int, options: dict) -> None:
    screens = renderer(game)
    names = [f"P{i}" for i in range(players)]
    other_than_turn = 0
    for seed in range(3):
        match = Match.new(game, players, seed, options)
        rng = Rng(seed)
        for _ in range(400):
            if match.is_over():
                break
            seat = match.current_player()
            view = match.view(seat)
            html = screens.render_game(view, match.legal_actions(), EN, {"names": names, "seat": seat})
            found = ACTING.findall(html)
            assert found and int(found[0]) == seat, (game, seed, len(match.log), found, seat)
            turn = view.get("turn")
            other_than_turn += isinstance(turn, int) and turn != seat
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
    if game in ("catan", "aquatica"):
        assert other_than_turn, "the sample never reached a decision outside the turn"
