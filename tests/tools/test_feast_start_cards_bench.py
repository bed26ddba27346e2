"""bench/feast_start_cards.py: a start card's worth is its score less its seed's mean, averaged
over the seeds every card was played on; a forced card is the card the game starts with."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _bench():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    return importlib.import_module("feast_start_cards")


def test_worth_is_centred_within_each_seed_and_skips_unfinished_seeds():
    bench = _bench()
    results = [(1, 10, 90.0), (2, 10, 80.0), (1, 11, 70.0), (2, 11, 66.0), (1, 12, 50.0)]
    table = bench.worth(results)
    assert table[1][0] == pytest.approx(3.5) and table[2][0] == pytest.approx(-3.5)
    assert table[1][1] == pytest.approx(1.5)


def test_a_forced_card_is_the_one_the_game_starts_with(monkeypatch):
    bench = _bench()
    seen = []
    real = bench.play

    def spy(seed, level, length, deck, budget, times, start, opening):
        seen.append((start, opening))
        return real(seed, level, length, deck, 0, times, start, opening)

    monkeypatch.setattr(bench, "play", spy)
    card = bench.light_cards("B")[2]
    assert bench.play_forced((card, 3, "easy", "short", "B", 0, False))[:2] == (card, 3)
    assert seen == [("chosen", ({"type": "start_card", "card": card},))]
    assert len(bench.light_cards("A")) == 15 and len(bench.light_cards("mixed")) == 45
