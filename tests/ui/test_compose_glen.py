"""Glen More II's composed choices (issue 16 §1): a Scotsman's path (several one-step moves in one
click), a trade's default payment with the full list one click away, the end-turn button first
under the prompt with a warning when movement points would lapse."""

from __future__ import annotations

import html
import json
import random
import re
from collections.abc import Callable

from core.match import Match
from games.glen_more_2 import territory as terr
from games.glen_more_2.screens import panels, play

from .markup import SEQ, parse, render_keys


def render(m: Match) -> str:
    return render_keys(play, m)


def find(test: Callable[[Match, str], bool]) -> tuple[Match, str]:
    """The first activation position of a seeded random 2-player game where `test` holds."""
    for seed in range(1, 40):
        m = Match.new("glen_more_2", 2, seed, {})
        rng = random.Random(seed)
        for _ in range(300):
            if m.is_over():
                break
            if m.state["prompts"][-1]["kind"] == "activate":
                markup = render(m)
                if test(m, markup):
                    return m, markup
            legal = m.legal_actions()
            others = [a for a in legal if a["type"] != "end_turn"]
            m.apply(rng.choice(others) if others and rng.random() < 0.8 else rng.choice(legal))
    raise AssertionError("no such position in the sample")


def seqs(markup: str) -> list[list[dict]]:
    return [json.loads(html.unescape(v)) for v in SEQ.findall(markup)]


def apply_all(m: Match, actions: list[dict]) -> Match:
    copy = Match.from_json(m.to_json())
    for action in actions:
        assert action in copy.legal_actions(), action
        copy.apply(action)
    return copy


def test_a_path_is_one_click_for_several_steps():
    m, markup = find(lambda m, markup: any(len(s) >= 2 for s in seqs(markup)))
    parse(markup)
    seat = m.current_player()
    points = m.state["turn"]["moves"]
    paths = [s for s in seqs(markup) if s[0]["type"] == "move"]
    assert paths and all(2 <= len(s) <= points for s in paths)
    for path in paths:
        assert all(a["to"] == b["from"] for a, b in zip(path, path[1:]))
        done = apply_all(m, path)  # each step legal at its moment; the same as clicking each step
        land = done.state["players"][seat]["land"]
        before = m.state["players"][seat]["land"]
        assert land[path[-1]["to"]]["scots"] == before[path[-1]["to"]]["scots"] + 1
        assert land[path[0]["from"]]["scots"] == before[path[0]["from"]]["scots"] - 1
        assert done.state["turn"]["moves"] == points - len(path)
    # every destination within reach is offered, by its shortest path
    land = m.state["players"][seat]["land"]
    src = paths[0][0]["from"]
    reach = panels.scot_paths(land, src, points)
    offered = {s[-1]["to"] for s in paths if s[0]["from"] == src}
    assert offered == {cell for cell, path in reach.items() if len(path) >= 2}


def test_a_trade_pays_the_default_in_one_click_and_lists_the_others():
    m, markup = find(lambda m, markup: "gm-pay-default" in markup)
    page = parse(markup)
    seat = m.current_player()
    legal = m.legal_actions()
    indices = [int(a["data-action-index"]) for _, a in page.actions]
    assert sorted(indices) == list(range(len(legal)))  # every payment still has its element
    default = re.search(r'<button[^>]*class="btn btn-small gm-act-btn gm-pay-default"[^>]*data-action-index="(\d+)"', markup)
    assert default and '<details class="gm-pay-choose" data-menu>' in markup
    chosen = legal[int(default.group(1))]
    same = [a for a in legal if a["type"] == "activate" and a["cell"] == chosen["cell"] and a.get("pay")
            and "coin_for" not in a and a.get("alt") == chosen.get("alt")]
    have = terr.resources(m.state["players"][seat]["land"])

    def short(a: dict) -> int:
        return sum(max(0, a["pay"].count(r) - have.get(r, 0)) for r in set(a["pay"]))

    assert short(chosen) == min(short(a) for a in same)  # nothing bought at the market if it can be avoided


def test_end_turn_comes_first_and_warns_of_lapsing_moves():
    m, markup = find(lambda m, markup: m.state["turn"]["moves"] > 0 and 'data-action-index' in markup
                     and any(a["type"] == "move" for a in m.legal_actions()))
    end = markup.index("gm-end-turn")
    assert 'id="gm-lapse"' in markup and end < markup.index("gm.hint.activate")
    assert "gm.moves.lapse" in markup
