"""Shell.act_sequence: a composed choice (`data-action-seq`) applies several legal actions in order,
each checked at its moment; an illegal one takes everything back; the game is saved once."""

from __future__ import annotations

import html
import json
import re

from core.match import Match
from ui import urls
from ui.saves import MemoryStorage

from .test_shell_flow import make_shell

START = "?game=glen_more_2&players=2&seed=3&lang=en"
SEQ = re.compile(r'data-action-seq="([^"]*)"')


def _glen_shell():
    shell = make_shell(MemoryStorage())
    shell.boot(urls.parse(START, ""))
    assert shell.screen == "play"
    if shell.session.handoff_to() is not None:
        shell.command("continue")
    assert shell.session.handoff_to() is None
    return shell


def test_a_sequence_applies_each_action_in_order_and_saves_once():
    shell = _glen_shell()
    m = shell.session.match
    first = m.legal_actions()[0]
    probe = Match.from_json(m.to_json())
    probe.apply(first)
    second = probe.legal_actions()[0]
    saves = []
    original = shell.autosave
    shell.autosave = lambda *a, **k: (saves.append(1), original(*a, **k))
    shell.act_sequence([first, second])
    assert shell.error is None
    assert len(m.log) == 2 and m.log[0]["action"] == first and m.log[1]["action"] == second
    assert len(saves) == 1


def test_an_illegal_step_takes_everything_back():
    shell = _glen_shell()
    m = shell.session.match
    before = m.to_json()
    shell.act_sequence([m.legal_actions()[0], {"type": "no such action"}])
    assert shell.error is not None
    assert m.to_json() == before and len(m.log) == 0


def test_malformed_sequences_change_nothing():
    shell = _glen_shell()
    m = shell.session.match
    for bad in (None, [], "x", [1, 2], {"type": "end_turn"}):
        shell.error = None
        shell.act_sequence(bad)
        assert shell.error is not None and len(m.log) == 0


def test_seq_attribute_round_trips_through_html_escaping():
    from ui.render.legal import LegalIndex

    legal = [{"type": "move", "from": "a\"<", "to": "b"}, {"type": "end_turn"}]
    index = LegalIndex(legal, True)
    markup = index.seq_button("go", legal)
    value = SEQ.search(markup).group(1)
    assert json.loads(html.unescape(value)) == legal
    assert "data-action-index" not in markup and not index.used  # each action keeps its own element
    assert index.seq_button("go", [{"type": "not legal"}, legal[0]]) == ""


def test_undo_takes_a_composed_click_back_whole():
    shell = make_shell(MemoryStorage())
    shell.boot(urls.parse("?game=feast_for_odin&players=1&seed=5&lang=en", ""))
    m = shell.session.match
    shell.act(m.legal_actions().index({"type": "space", "space": "C1a"}))
    shell.act(m.legal_actions().index({"type": "place", "item": "linen"}))
    probe = Match.from_json(m.to_json())
    probe.apply({"type": "to", "board": 0})
    put = next(a for a in probe.legal_actions() if a["type"] == "put")
    shell.act_sequence([{"type": "to", "board": 0}, put])
    assert shell.error is None and len(m.log) == 4
    shell.command("undo")
    assert len(m.log) == 2 and m.state["stack"][-1]["kind"] == "place"  # both the board and the cell
    shell.command("undo")
    assert len(m.log) == 1  # then one action at a time, as before
