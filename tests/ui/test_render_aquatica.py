"""The Aquatica renderer over random play (1–4 players, basic and expert): every legal action is
reachable through exactly one element, another seat's hand never shows, user text is escaped, the
markup is well formed, and the end screen carries the breakdown and the solo rating."""

from __future__ import annotations

import json
import random
import re
from html import escape as html_escape
from pathlib import Path

import pytest
from markup import KeyRecorder, parse
from sampling import positions as sampled

from core.match import Match
from games.aquatica.data_files import CHARACTERS
from games.aquatica.screens import play as aquatica
from ui.i18n import load_catalog
from ui.render import playable_games, renderer

ROOT = Path(__file__).resolve().parents[2]
EN = load_catalog("en", ROOT / "assets" / "i18n")
CATALOG_EN = load_catalog("en", ROOT / "assets" / "i18n").messages
NAMES = ["Ji-woo", "<b>Min</b>", "Seo & yeon", "\"Alex\""]
ALL_PHASES = {"turn", "main", "effect", "pick_king"}
def _policy(actions: list[dict], rnd: random.Random) -> dict:
    """Random play nudged towards taking locations and ending turns, so games reach their end."""
    if rnd.random() < 0.5:
        quick = [a for a in actions if a["type"] in ("buy", "conquer", "score", "claim", "end_turn", "play")]
        if quick:
            return rnd.choice(quick)
    return rnd.choice(actions)


def positions(count: int):
    """(match, seat) pairs from random games over 1–4 players and both modes, every phase."""
    return sampled(
        lambda game: Match.new("aquatica", players=1 + game % 4, seed=300 + game,
                               options={"mode": "expert" if game % 3 == 1 else "basic"}),
        _policy, count, ALL_PHASES, per_phase=60, rate=0.03, min_games=8,
    )


@pytest.fixture(scope="module")
def sample():
    out = []
    for m, seat in positions(260):
        frozen = json.loads(json.dumps([m.view(seat), m.legal_actions(), m.state]))
        out.append((*frozen, seat))
    return out


def test_sample_covers_players_modes_and_phases(sample):
    assert len(sample) >= 200
    assert ALL_PHASES <= {state["phase"] for _, _, state, _ in sample}
    assert {state["n"] for _, _, state, _ in sample} == {1, 2, 3, 4}
    assert {state["mode"] for _, _, state, _ in sample} == {"basic", "expert"}


def test_every_legal_action_is_reachable_once(sample):
    for view, actions, _, seat in sample:
        html = aquatica.render_game(view, actions, EN, {"names": NAMES, "seat": seat})
        page = parse(html)
        indices = [int(found["data-action-index"]) for _, found in page.actions]
        assert sorted(indices) == list(range(len(actions))), (view["phase"], actions)
        assert 'class="panel fallback"' not in html, actions  # each has its proper place
        for tag, found in page.actions:
            assert tag == "button" and found.get("type") == "button"
            assert found.get("aria-label") or tag == "button", found


def test_declining_a_payment_has_its_own_button():
    """A conquest the card cannot pay for offers the helpful resources and a way to decline
    (mantas and depths are optional, §게임 방법); each is reachable once."""
    m = Match.new("aquatica", 2, 3, {"mode": "basic"})
    s = m.state
    for pile in (s["char_row"], s["char_deck"]):
        if "grabber" in pile:
            pile.remove("grabber")
            break
    player = s["players"][0]
    player["hand"].append("grabber")
    player["mantas"] = [{"effect": "might2", "ready": True, "wild": False} for _ in range(4)]
    m._legal = None
    m.apply({"type": "play", "card": "grabber"})
    actions = m.legal_actions()
    assert {"type": "decline"} in actions and "conquer" not in {a["type"] for a in actions}
    html = aquatica.render_game(m.view(0), actions, EN, {"names": NAMES})
    page = parse(html)
    assert sorted(int(found["data-action-index"]) for _, found in page.actions) == list(range(len(actions)))
    assert 'class="panel fallback"' not in html
    decline = actions.index({"type": "decline"})
    assert f'data-action-index="{decline}"' in html and html_escape(EN.t("aq.btn.decline_conquer")) in html
    assert EN.t("aq.flow.decline_hint") in html
    m.apply({"type": "decline"})
    line = aquatica.describe_event(m.events[-1][0], 0, NAMES, EN.t, m.view(0))
    assert line == "Ji-woo leaves “Conquer a location” undone."


def test_action_elements_are_labelled_buttons(sample):
    view, actions, _, seat = next(s for s in sample if s[2]["phase"] == "turn" and len(s[1]) > 3)
    page = parse(aquatica.render_game(view, actions, EN, {"names": NAMES, "seat": seat}))
    for _, found in page.actions:
        assert "disabled" not in found


def test_no_controls_for_a_seat_that_does_not_decide(sample):
    for view, actions, state, seat in sample[:120]:
        if state["n"] == 1:
            continue
        other = (seat + 1) % state["n"]
        match_view = json.loads(json.dumps(view))
        match_view["me"]["seat"] = other  # a stale view of another seat
        html = aquatica.render_game(match_view, actions, EN, {"names": NAMES})
        assert "data-action-index" not in html


def test_another_seats_hand_is_never_rendered():
    m = Match.new("aquatica", 3, 5, {"mode": "basic"})
    rnd = random.Random(2)
    for _ in range(150):
        m.apply(_policy(m.legal_actions(), rnd))
    if m.is_over():
        pytest.skip("game ended early")
    actor = m.current_player()
    for seat in range(3):
        if seat == actor:
            continue
        html = aquatica.render_game(m.view(seat), [], EN, {"names": NAMES})
        theirs = [c for c in m.state["players"][actor]["hand"] if c.startswith("king")]
        mine = m.state["players"][seat]["hand"]
        for king in theirs:
            if king not in mine:
                assert aquatica.char_name(king, EN.t) not in _hand_section(html)
        assert "data-action-index" not in html
        assert html.count('class="panel hand-panel aq-hand"') == 1  # one hand: the viewer's own


def _hand_section(html: str) -> str:
    start = html.index('class="panel hand-panel aq-hand"')
    return html[start:html.index("</section>", start)]


def test_hand_shows_only_the_viewers_cards():
    m = Match.new("aquatica", 2, 9, {"mode": "basic"})
    # Seat 0 holds King 1, seat 1 King 2 (basic mode); each hand panel names only its own king.
    zero = _hand_section(aquatica.render_game(m.view(0), m.legal_actions(), EN, {"names": NAMES}))
    one = _hand_section(aquatica.render_game(m.view(1), [], EN, {"names": NAMES}))
    assert "King 1" in zero and "King 2" not in zero
    assert "King 2" in one and "King 1" not in one


def test_names_with_markup_are_escaped(sample):
    view, actions, _, seat = next(s for s in sample if s[2]["n"] == 4)
    html = aquatica.render_game(view, actions, EN, {"names": NAMES, "seat": seat})
    assert "<b>Min</b>" not in html and "&lt;b&gt;Min&lt;/b&gt;" in html
    assert "Seo &amp; yeon" in html
    line = aquatica.describe_event({"kind": "play", "seat": 1, "card": "matrona"}, 0, NAMES, EN.t)
    assert line == "<b>Min</b> plays Matrona."  # plain text: the log panel escapes it


def _finish(players: int, seed: int, mode: str) -> Match:
    m = Match.new("aquatica", players, seed, {"mode": mode})
    rnd = random.Random(seed)
    while not m.is_over():
        m.apply(_policy(m.legal_actions(), rnd))
    return m


def test_end_screen_breakdown():
    m = _finish(3, 21, "expert")
    view = m.view(None)
    html = aquatica.render_end(view, EN, {"names": NAMES})
    parse(html)
    assert 'data-testid="game-over"' in html and "data-action-index" not in html
    for key in ("hand", "goals", "scored", "total"):
        assert EN.t(f"aq.end.col.{key}") in html
    winner = view["winners"][0]
    # Escaped as the renderer escapes it (a name such as "<b>Min</b>" must not become markup).
    assert html_escape(EN.t("aq.end.winner", name=aquatica.player_name(NAMES, winner, EN.t),
                            points=view["final"][winner]["total"]), quote=True) in html


def test_solo_end_screen_shows_the_rating():
    m = _finish(1, 4, "basic")
    view = m.view(None)
    html = aquatica.render_end(view, EN, {"names": []})
    parse(html)
    assert 'data-testid="solo-rating"' in html
    assert EN.t(f"aq.rating.{view['rating']}") in html
    assert EN.t("aq.end.solo_title", points=view["final"][0]["total"]) in html


def test_log_lines_for_every_event_and_private_cards():
    for players, mode in ((1, "basic"), (2, "expert"), (4, "basic")):
        m = _finish(players, 40 + players, mode)
        view = m.view(None)
        for events in m.events:
            for event in events:
                line = aquatica.describe_event(event, None, NAMES, EN.t, view)
                assert line and "aq." not in line and "{" not in line, (event, line)
                if event.get("kind") in ("score", "pick_king"):
                    hidden = aquatica.describe_event(event, None, NAMES, EN.t, view)
                    seen = aquatica.describe_event(event, event["seat"], NAMES, EN.t, view)
                    assert hidden != seen


def test_renderer_uses_only_catalog_keys(sample):
    keys = KeyRecorder(CATALOG_EN)
    t = keys.t

    for view, actions, _, seat in sample[::3]:
        aquatica.render_game(view, actions, t, {"names": []})
        for action in actions:
            aquatica.action_label(action, t)
    m = _finish(1, 8, "expert")
    aquatica.render_end(m.view(None), t, {"names": []})
    for events in m.events:
        for event in events:
            aquatica.describe_event(event, 0, [], t, m.view(None))
    for card in CHARACTERS:
        t(f"aq.char.{card}")
    keys.check()


def test_korean_terms_follow_the_rulebook():
    ko = json.loads((ROOT / "py" / "games" / "aquatica" / "i18n" / "ko.json").read_text(encoding="utf-8"))
    assert ko["aq.char.matrona"] == "조산사"
    assert ko["aq.char.grabber"] == "강탈자" and ko["aq.char.researcher"] == "연구자"
    assert ko["aq.kind.shark_bay"] == "상어들의 만" and ko["aq.kind.ocean_volcanoes"] == "해저 화산"
    assert ko["aq.rating.kraken"] == "크라켄" and ko["aq.ichthy"] == "잇치얀더스"
    assert "최고 상승 상태" in ko["aq.board.risen"] and "점수화" in ko["aq.btn.score"]
    for key in ("aq.board.mantas", "aq.op.scout", "aq.op.hire", "aq.pool.coins", "aq.pool.might"):
        assert re.search("가오리|정찰|고용|동전|무력", ko[key]), key


def test_aquatica_is_offered_once_its_renderer_exists():
    assert "aquatica" in playable_games()
    assert renderer("aquatica") is aquatica
