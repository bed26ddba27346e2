"""Aquatica's composed choices (issue 16 §1): raise by N in one click, keep 4 after a scout in one
confirm; End turn right under the prompt. Every single action keeps its data-action-index."""

from __future__ import annotations

import html
import json
import re

from test_compose_catan import bench
from test_shell_flow import make_shell

from core.match import Match
from games.aquatica.screens.play import suggest_drops
from ui.saves import dump_record, make_record

INDEX = re.compile(r'data-action-index="(\d+)"')


def _shell(match: Match):
    shell = make_shell()
    assert shell.open_text(dump_record(make_record(match, [{"name": "Ana", "kind": "human"}], "standard", None, "", 0.0)))
    return shell


def _seq(page: str, testid: str) -> list[dict]:
    found = re.search(r'<button[^>]*data-action-seq="([^"]*)"[^>]*data-testid="' + testid + '"', page)
    assert found, testid
    return json.loads(html.unescape(found.group(1)))


def _reachable(shell) -> str:
    page = shell.render()["main"]
    legal = shell.session.match.legal_actions()
    assert {int(i) for i in INDEX.findall(page)} == set(range(len(legal)))
    return page


def _click(shell, action: dict) -> None:
    shell.act(shell.session.match.legal_actions().index(action))


def test_raise_two_in_one_click_equals_two_single_raises():
    start = bench.aquatica_second_position()
    shell = _shell(start)
    _click(shell, {"type": "play", "card": "wave_reader"})
    page = _reachable(shell)
    assert 'data-testid="raise-2-3"' not in page  # the Wave Reader raises 2
    seq = _seq(page, "raise-2-2")
    assert seq == [{"type": "raise", "slot": 2}] * 2
    shell.act_sequence(seq)
    twin = Match.from_json(start.to_json())
    for action in [{"type": "play", "card": "wave_reader"}, *seq]:
        twin.apply(action)
    assert shell.session.match.to_json() == twin.to_json()
    page = _reachable(shell)
    assert "raise-2-2" not in page


def test_keep_four_in_one_confirm_and_chips_change_only_the_selection():
    start = bench.aquatica_position()
    shell = _shell(start)
    _click(shell, {"type": "play", "card": "sea_horse"})
    _click(shell, {"type": "scout"})
    page = _reachable(shell)
    top = shell.session.match.state["loc_top"]
    assert suggest_drops(top, 2) == ["L48", "L05"]
    assert _seq(page, "compose-scout") == [{"type": "scout_drop", "loc": "L48"}, {"type": "scout_drop", "loc": "L05"}]
    # Keep Shark Bay 5 (L05) instead: the confirm waits for a second choice; no engine action yet.
    log = len(shell.session.match.log)
    arg = re.search(r'data-arg="([^"]*)"[^>]*aria-label="Keep [^"]*5 instead"', page)
    assert arg
    shell.command("compose", html.unescape(arg.group(1)))
    page = _reachable(shell)
    assert len(shell.session.match.log) == log and 'data-testid="compose-scout"' in page
    assert not re.search(r'data-action-seq="[^"]*"[^>]*data-testid="compose-scout"', page)
    arg = re.search(r'data-arg="([^"]*)"[^>]*aria-label="Discard [^"]*11"', page)
    assert arg
    shell.command("compose", html.unescape(arg.group(1)))
    page = _reachable(shell)
    seq = _seq(page, "compose-scout")
    assert seq == [{"type": "scout_drop", "loc": "L48"}, {"type": "scout_drop", "loc": "L11"}]
    # With two chosen, choosing a third swaps out the earliest choice.
    arg = re.search(r'data-arg="([^"]*)"[^>]*aria-label="Discard [^"]*47"', page)
    assert arg and json.loads(html.unescape(arg.group(1))) == {"scout_drop": ["L11", "L47"]}
    shell.act_sequence(seq)
    assert shell.error is None and len(shell.session.match.state["loc_top"]) == 4
    assert set(shell.session.match.state["loc_top"]) == set(top) - {"L11", "L48"}


def test_end_turn_sits_right_under_the_prompt():
    start = bench.aquatica_second_position()
    shell = _shell(start)
    _click(shell, {"type": "play", "card": "wave_reader"})
    shell.act_sequence([{"type": "raise", "slot": 2}] * 2)
    _click(shell, {"type": "score", "slot": 0})
    page = _reachable(shell)
    flow = page[page.index('class="panel aq-flow'):]
    assert re.search(r'</h2><div class="aq-choices aq-end-row"><button[^>]*aq-end-turn', flow)


def test_skipping_a_payment_warns_of_the_might_it_loses():
    shell = _shell(bench.aquatica_position())
    for action in [{"type": "play", "card": "sea_horse"}, {"type": "scout"}]:
        _click(shell, action)
    shell.act_sequence([{"type": "scout_drop", "loc": "L11"}, {"type": "scout_drop", "loc": "L48"}])
    _click(shell, {"type": "ichthy", "goal": 0})
    page = _reachable(shell)
    assert "Don&#x27;t conquer" in page or "Don't conquer" in page
    assert "Skipping it loses the 1 might gathered for it." in page
