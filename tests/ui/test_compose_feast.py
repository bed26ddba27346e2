"""A Feast for Odin's composed choices (issue 16 §1): a cell placed before the board is chosen, the
next space taken from 'after' (ending the turn), pass from 'after', the auto-filled feast. Each
composed element carries legal actions in order, and applying it gives the state the fine-grained
clicks give."""

from __future__ import annotations

import html
import json
import re

from core.match import Match
from games.feast_for_odin.screens import play

from .markup import SEQ, parse, render_keys


def render(m: Match) -> str:
    return render_keys(play, m)


def seqs(markup: str) -> list[list[dict]]:
    return [json.loads(html.unescape(v)) for v in SEQ.findall(markup)]


def apply_all(m: Match, actions: list[dict]) -> Match:
    copy = Match.from_json(m.to_json())
    for action in actions:
        assert action in copy.legal_actions(), (action, copy.legal_actions()[:8])
        copy.apply(action)
    return copy


def solo(*actions: dict) -> Match:
    m = Match.new("feast_for_odin", 1, 5, {})
    for action in actions:
        m.apply(action)
    return m


def test_a_cell_is_placed_before_any_board_is_chosen():
    m = solo({"type": "space", "space": "C1a"}, {"type": "place", "item": "linen"})
    markup = render(m)
    parse(markup)
    cells = [s for s in seqs(markup) if s[-1]["type"] == "put"]
    assert cells and all(s[0] == {"type": "to", "board": 0} and len(s) == 2 for s in cells)
    # the same cells, and the same state, as choosing the board and then the cell
    fine = apply_all(m, [{"type": "to", "board": 0}])
    assert sorted((s[1]["row"], s[1]["col"]) for s in cells) == sorted(
        (a["row"], a["col"]) for a in fine.legal_actions() if a["type"] == "put")
    composed = apply_all(m, cells[0])
    stepwise = apply_all(fine, [cells[0][1]])
    assert composed.state == stepwise.state and composed.state["stack"][-1]["kind"] == "after"
    # every legal action of the prompt still has its own element
    indices = {int(a["data-action-index"]) for _, a in parse(markup).actions}
    assert indices == set(range(len(m.legal_actions())))


def test_r_turns_the_piece_on_the_board_shown():
    m = solo({"type": "space", "space": "C1a"}, {"type": "place", "item": "linen"})
    markup = render(m)
    turn = re.search(r'<button[^>]*data-action-seq="([^"]*)"[^>]*data-key="r"', markup)
    assert turn, "R is offered before a board is chosen"
    actions = json.loads(html.unescape(turn.group(1)))
    assert actions == [{"type": "to", "board": 0}, {"type": "rotate"}]
    after = apply_all(m, actions)
    assert after.state["stack"][-1]["rot"] != apply_all(m, actions[:1]).state["stack"][-1]["rot"]


def test_the_next_space_ends_the_turn_in_one_click():
    m = solo({"type": "space", "space": "C1a"})
    assert m.state["stack"][-1]["kind"] == "after"
    markup = render(m)
    parse(markup)
    composed = [s for s in seqs(markup) if s[0] == {"type": "end_turn"}]
    spaces = {s[1]["space"] for s in composed if s[1]["type"] == "space"}
    after_end = apply_all(m, [{"type": "end_turn"}])
    offered = {a["space"] for a in after_end.legal_actions() if a["type"] == "space"}
    assert spaces and spaces <= offered and len(spaces) >= len(offered) - 3
    assert [{"type": "end_turn"}, {"type": "pass"}] in composed
    for s in composed:
        apply_all(m, s)  # every composed space is legal at its moment
    assert apply_all(m, [{"type": "end_turn"}, {"type": "space", "space": "W1"}]).state == \
        apply_all(after_end, [{"type": "space", "space": "W1"}]).state
    assert 'class="btn btn-primary ffo-end-turn"' in markup  # ending the turn stays one explicit button


def test_no_next_space_when_another_player_moves_next():
    m = Match.new("feast_for_odin", 2, 5, {})
    m.apply({"type": "space", "space": "C1a"})
    assert not [s for s in seqs(render(m)) if s[0] == {"type": "end_turn"}]


def test_auto_feast_fills_the_table_and_ends_it():
    m = solo({"type": "space", "space": "C1a"}, {"type": "end_turn"}, {"type": "pass"})
    top = m.state["stack"][-1]
    assert top["kind"] == "feast"
    markup = render(m)
    parse(markup)
    assert 'data-testid="auto-feast"' in markup
    (actions,) = [s for s in seqs(markup) if s[0]["type"] in ("serve", "leave", "end_feast")]
    assert actions == play.feast_suggestion(m.view(0), top)
    done = apply_all(m, actions)
    assert not done.state["stack"] or done.state["stack"][-1]["kind"] != "feast" or done.state["stack"][-1]["seat"] != 0
    served = sum(1 for a in actions if a["type"] == "serve")
    assert served >= 3  # orange and red food first, not an empty table
