"""Shell.act_sequence and the composer state (Session.compose), as the Catan and Aquatica composers
use them: a sequence saved once, taken back whole, stopped where another person would decide."""

from __future__ import annotations

import json

from test_shell_flow import boot

from core.match import Match


def _ready():
    shell = boot()
    shell.command("continue")
    return shell


def test_a_sequence_applies_each_action_and_saves_once():
    shell = _ready()
    m = shell.session.match
    settle = m.legal_actions()[0]
    twin = Match.new("catan", 3, m.seed, dict(m.options))
    twin.apply(settle)
    road = twin.legal_actions()[0]
    twin.apply(road)
    saves = []
    shell.store.autosave = lambda record, expected=None, _orig=shell.store.autosave: saves.append(1) or _orig(record, expected)
    shell.act_sequence([settle, road])
    assert shell.error is None
    assert shell.session.match.to_json() == twin.to_json()
    assert len(saves) == 1


def test_an_illegal_step_takes_back_the_whole_sequence():
    shell = _ready()
    before = shell.session.match.to_json()
    settle = shell.session.match.legal_actions()[0]
    shell.act_sequence([settle, {"type": "build_road", "edge": 9999}])
    assert shell.error
    assert shell.session.match.to_json() == before
    shell.error = None
    shell.act_sequence("not a list")  # type: ignore[arg-type]
    assert shell.error and shell.session.match.to_json() == before


def test_a_sequence_stops_where_another_person_would_decide():
    shell = _ready()
    m = shell.session.match
    before = m.to_json()
    settle = m.legal_actions()[0]
    twin = Match.from_json(before)
    twin.apply(settle)
    road = twin.legal_actions()[0]
    twin.apply(road)
    shell.act_sequence([settle, road, twin.legal_actions()[0]])  # the third is the next seat's
    assert shell.error and shell.session.match.to_json() == before


def test_compose_is_kept_until_a_move_is_made():
    shell = _ready()
    s = shell.session
    shell.command("compose", json.dumps({"discard": [1, 0, 0, 0, 0], "x": 1}))
    shell.command("compose", json.dumps({"x": None}))
    shell.command("compose", "{broken")
    assert s.composed() == {"discard": [1, 0, 0, 0, 0]}
    shell.act(0)
    assert s.composed() == {}
