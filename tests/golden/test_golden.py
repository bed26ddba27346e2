"""Golden replays: each recorded game must replay to the same final digest (design §6.3).

A failure means a rule change altered the course of a game. If the change is intended, run
`python tools/golden.py` and review the diff of tests/golden/*.json.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from core.match import Match

GOLDEN = sorted(Path(__file__).parent.glob("*.json"))


def test_there_are_golden_replays():
    assert len(GOLDEN) >= 3


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_replay(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    match = Match.new(case["game"], case["players"], case["seed"], case["options"])
    for action in case["actions"]:
        match.apply(action)
    assert match.is_over()
    assert match.winners() == case["winners"] and match.scores() == case["scores"]
    assert hashlib.sha256(json.dumps(match.state, sort_keys=True).encode()).hexdigest() == case["digest"]
