"""Catan's composed choices (issue 16 §1): the discard, Year of Plenty and quick-offer composers
render one `data-action-seq` button whose actions, applied by Shell.act_sequence, give the same
game as the single clicks; their +/− and chips change the page's selection only."""

from __future__ import annotations

import html
import importlib.util
import json
import re
from pathlib import Path

from test_shell_flow import make_shell

from core.match import Match
from games.catan.screens.compose import suggest_keep, suggest_offer, suggest_picks
from ui.saves import dump_record, make_record

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("clicks_bench", ROOT / "bench" / "clicks_catan_aquatica.py")
assert _spec and _spec.loader
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)
INDEX = re.compile(r'data-action-index="(\d+)"')


def _shell(match: Match):
    shell = make_shell()
    seats = [{"name": n, "kind": "human"} for n in ("Ana", "Bo", "Cy")]
    assert shell.open_text(dump_record(make_record(match, seats, "standard", None, "", 0.0)))
    shell.command("continue")
    return shell


def _seq(page: str, testid: str) -> list[dict]:
    found = re.search(r'<button[^>]*data-action-seq="([^"]*)"[^>]*data-testid="' + testid + '"', page)
    assert found, testid
    return json.loads(html.unescape(found.group(1)))


def _arg(page: str, label: str) -> str:
    found = re.search(r'<button[^>]*data-arg="([^"]*)"[^>]*aria-label="' + re.escape(label) + '"', page)
    assert found, label
    return html.unescape(found.group(1))


def _all_reachable(shell) -> None:
    page = shell.render()["main"]
    legal = shell.session.match.legal_actions()
    assert {int(i) for i in INDEX.findall(page)} == set(range(len(legal)))


def test_suggestions_keep_and_take_what_builds_the_most():
    assert suggest_keep([0, 5, 6, 1, 1], 7) == [0, 2, 3, 1, 1]
    assert suggest_picks([0, 2, 3, 1, 1], 2, [19] * 5) == [1, 0, 0, 1, 0]
    assert suggest_picks([0, 0, 0, 0, 0], 2, [0, 0, 0, 0, 5]) == [0, 0, 0, 0, 2]  # only what the bank has
    offer = suggest_offer([1, 2, 3, 2, 1])
    assert offer["give"] == [0, 0, 2, 0, 0] and sum(offer["get"]) == 1


def test_discard_in_one_click_equals_the_single_discards():
    start = bench.catan_position()
    shell = _shell(start)
    _all_reachable(shell)
    page = shell.render()["main"]
    seq = _seq(page, "compose-discard")
    assert sorted(a["resource"] for a in seq) == ["lumber"] * 3 + ["wool"] * 3
    # One fewer lumber, one more ore: the selection changes, no engine action.
    shell.command("compose", _arg(page, "One Lumber fewer"))
    page = shell.render()["main"]
    assert len(shell.session.match.log) == len(start.log)
    shell.command("compose", _arg(page, "One Ore more"))
    seq = _seq(shell.render()["main"], "compose-discard")
    assert sorted(a["resource"] for a in seq) == ["lumber"] * 2 + ["ore"] + ["wool"] * 3
    shell.act_sequence(seq)
    assert shell.error is None
    twin = Match.from_json(start.to_json())
    for action in seq:
        twin.apply(action)
    assert shell.session.match.to_json() == twin.to_json()
    assert shell.session.match.state["phase"] == "move_robber"


def test_year_of_plenty_and_a_quick_offer_in_one_click_each():
    m = bench.catan_position()
    for action in bench.catan_steps(m)[0][1]:
        m.apply(action)
    m.apply(m.legal_actions()[0])  # the robber
    if m.state["phase"] == "steal":
        m.apply(m.legal_actions()[0])
    shell = _shell(m)
    page = shell.render()["main"]
    assert 'data-testid="compose-offer"' in page and 'data-testid="compose-plenty"' not in page
    shell.act(m.legal_actions().index({"type": "play_dev", "card": "year_of_plenty"}))
    page = shell.render()["main"]
    _all_reachable(shell)
    seq = _seq(page, "compose-plenty")
    assert seq == [{"type": "pick", "resource": "brick"}, {"type": "pick", "resource": "grain"}]
    shell.act_sequence(seq)
    assert shell.session.match.state["hands"][0] == [1, 2, 3, 2, 1]
    page = shell.render()["main"]
    _all_reachable(shell)
    shell.command("compose", _arg(page, "Get Ore: 0 (click to change)"))
    seq = _seq(shell.render()["main"], "compose-offer")
    edit = {"type": "trade_edit", "delta": 1}
    assert seq == [{"type": "trade_open"}, {**edit, "side": "give", "resource": "wool"},
                   {**edit, "side": "give", "resource": "wool"}, {**edit, "side": "get", "resource": "ore"},
                   {"type": "trade_send"}]
    before = len(shell.session.match.log)
    shell.act_sequence(seq)
    m = shell.session.match
    assert len(m.log) == before + 5 and m.state["phase"] == "trade_respond"
    assert m.state["trade"]["give"] == [0, 0, 2, 0, 0] and m.state["trade"]["get"] == [0, 0, 0, 0, 1]


def test_no_composed_click_without_legal_actions():
    """A stale tab or a game under review renders no actions: then no composer offers a click."""
    start = bench.catan_position()
    shell = _shell(start)
    shell.stale = True
    page = shell.render()["main"]
    assert "data-action-seq" not in page and "data-action-index" not in page
