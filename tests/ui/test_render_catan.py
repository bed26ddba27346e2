"""The Catan renderer over random play: every legal action is reachable, nothing secret leaks,
user text is escaped, and the markup is well formed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from markup import parse
from sampling import positions as sampled

from core.match import Match
from core.rng import Rng
from games.catan import rules
from ui.i18n import Catalog
from ui.render import catan, renderer

ROOT = Path(__file__).resolve().parents[2]
EN = Catalog.load("en", ROOT / "assets" / "i18n")
NAMES = ["Ji-woo", "Min", "Seo-yeon", "Alex"]
ALL_PHASES = {
    "setup_settlement",
    "setup_road",
    "pre_roll",
    "main",
    "discard",
    "move_robber",
    "steal",
    "road_building",
    "pick_resource",
    "trade_compose",
    "trade_respond",
    "trade_counter",
    "trade_decide",
}
def _policy(actions: list[dict], rnd: random.Random) -> dict:
    """Mostly uniform random play, nudged to finish trades and turns so games keep moving."""
    if rnd.random() < 0.25:
        quick = [
            a
            for a in actions
            if a["type"]
            in (
                "trade_send",
                "trade_accept",
                "trade_counter",
                "end_turn",
                "build_road",
                "build_settlement",
                "build_city",
                "buy_dev",
            )
        ]
        if quick:
            return rnd.choice(quick)
    return rnd.choice(actions)


def positions(count: int):
    """(match, seat) pairs from random games, spread over every phase."""
    return sampled(
        lambda game: Match.new("catan", players=3 + game % 2, seed=100 + game,
                               options={"setup": "variable" if game % 3 else "beginner"}),
        _policy, count, ALL_PHASES, per_phase=25, rate=0.02, max_steps=1500,
    )


@pytest.fixture(scope="module")
def sample():
    """Snapshots (view, actions, state) of at least 200 positions, every phase included."""
    out = []
    for m, seat in positions(260):
        # Deep copies: a view shares lists with the live state, which play keeps changing.
        frozen = json.loads(json.dumps([m.view(seat), m.legal_actions(), m.state]))
        out.append((*frozen, seat, len(m.log)))
    return out


def test_sample_covers_every_phase(sample):
    assert len(sample) >= 200
    assert ALL_PHASES <= {view["phase"] for view, *_ in sample}


@pytest.mark.parametrize("palette", ["standard", "colorblind"])
def test_every_legal_action_is_reachable(sample, palette):
    for view, actions, _state, seat, _n in sample:
        html = catan.render_game(view, actions, EN, {"names": NAMES, "palette": palette, "seat": seat})
        page = parse(html)
        indices = []
        for tag, attrs in page.actions:
            index = int(attrs["data-action-index"] or "-1")
            assert 0 <= index < len(actions)
            assert "disabled" not in attrs, "a disabled element must not carry an action"
            if tag != "button":
                # board spots: keyboard-focusable and named for screen readers
                assert (
                    attrs.get("role") == "button" and attrs.get("tabindex") == "0" and attrs.get("aria-label")
                )
            else:
                assert attrs.get("type") == "button"
            indices.append(index)
        assert sorted(set(indices)) == list(range(len(actions))), (view["phase"], actions)
        assert len(indices) == len(set(indices)), "one element per action"
        assert 'class="panel fallback"' not in html, f"unplaced action in {view['phase']}"


def test_other_seats_get_no_controls(sample):
    for _view, actions, state, seat, _n in sample[:80]:
        other = (seat + 1) % state["n"]
        html = catan.render_game(rules.view(state, other), actions, EN, {"names": NAMES})
        assert "data-action-index" not in html


def test_hidden_information_never_changes_the_page(sample):
    """Re-deal everything a seat cannot see: its page must be byte-for-byte the same."""
    for k, (_view, _actions, state, actor, _n) in enumerate(sample):
        for seat in range(state["n"]):
            other = rules.reshuffle_hidden(state, seat, Rng(k * 7 + seat))
            acts = rules.legal_actions(state) if seat == actor else []
            acts_other = rules.legal_actions(other) if seat == actor else []
            prefs = {"names": NAMES, "seat": seat}
            a = catan.render_game(rules.view(state, seat), acts, EN, prefs)
            b = catan.render_game(rules.view(other, seat), acts_other, EN, prefs)
            assert a == b, f"seat {seat} sees hidden information in phase {state['phase']}"


def test_opponent_cards_are_not_named():
    m = Match.new("catan", players=3, seed=1)
    state = m.state
    state["hands"][1] = [0, 0, 0, 0, 6]
    state["dev"][1] = ["monopoly", "victory_point"]
    state["dev"][0] = []
    html = catan.render_game(m.view(0), m.legal_actions(), EN, {"names": NAMES})
    assert EN.t("dev.monopoly") not in html and EN.t("dev.victory_point") not in html
    assert "Cards 6" in html and "Dev. cards 2" in html  # counts are public


def test_user_names_are_escaped():
    evil = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "A & B", "'quote'"]
    m = Match.new("catan", players=4, seed=3)
    rnd = random.Random(1)
    for _ in range(400):
        if m.is_over():
            break
        html = catan.render_game(m.view(m.current_player()), m.legal_actions(), EN, {"names": evil})
        assert "<script" not in html and "<img" not in html
        parse(html)
        m.apply(_policy(m.legal_actions(), rnd))
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&quot;&gt;&lt;img" in html
    end = catan.render_end(m.view(None), EN, {"names": evil})
    assert "<script" not in end and "<img" not in end


def test_describe_event_hides_secrets():
    m = Match.new("catan", players=4, seed=5)
    rnd = random.Random(5)
    while not m.is_over() and len(m.log) < 6000:
        m.apply(_policy(m.legal_actions(), rnd))
    secret_kinds = set()
    for events in m.events:
        for event in events:
            for viewer in (None, 0, 1, 2, 3):
                line = catan.describe_event(event, viewer, NAMES, EN)
                assert line and "{" not in line, (event, line)
                if "private" in event and viewer not in event["private"]:
                    secret_kinds.add(event["kind"])
                    card = event["card"]
                    secret = EN.t(f"dev.{card}") if event["kind"] == "buy_dev" else EN.t(f"res.{card}")
                    assert secret not in line, (event, viewer, line)
    assert {"buy_dev", "steal"} <= secret_kinds


def test_describe_event_shows_secrets_to_their_owner():
    buy = {"kind": "buy_dev", "seat": 2, "card": "monopoly", "private": [2]}
    assert "Monopoly" in catan.describe_event(buy, 2, NAMES, EN)
    assert "Monopoly" not in catan.describe_event(buy, 1, NAMES, EN)
    assert "Monopoly" not in catan.describe_event(buy, None, NAMES, EN)
    steal = {"kind": "steal", "seat": 0, "from": 1, "card": "ore", "private": [0, 1]}
    assert "Ore" in catan.describe_event(steal, 1, NAMES, EN)
    assert "Ore" not in catan.describe_event(steal, 3, NAMES, EN)
    produce = {"kind": "produce", "gains": {"1": [2, 0, 0, 0, 1]}}
    assert catan.describe_event(produce, None, NAMES, EN) == "Min received 2 Brick, 1 Ore"


def test_end_screen():
    m = Match.new("catan", players=3, seed=2)
    rnd = random.Random(2)
    while not m.is_over():
        m.apply(_policy(m.legal_actions(), rnd))
    view = m.view(None)
    html = catan.render_end(view, EN, {"names": NAMES, "palette": "colorblind"})
    page = parse(html)
    assert 'data-testid="game-over"' in html
    assert NAMES[view["winner"]] in html
    assert page.tags.count("rect") >= 11  # one bar per total 2..12
    assert "data-action-index" not in html
    for vp in view["final_vp"]:
        assert f'<td class="total">{vp}</td>' in html


def test_palettes_differ_and_mark_shapes():
    m = Match.new("catan", players=4, seed=3)
    view, actions = m.view(0), m.legal_actions()
    standard = catan.render_game(view, actions, EN, {"names": NAMES, "palette": "standard"})
    blind = catan.render_game(view, actions, EN, {"names": NAMES, "palette": "colorblind"})
    assert "#d55e00" in blind and "#d55e00" not in standard
    assert "stroke-dasharray" in blind  # road markings, not only hue


def test_no_inline_styles():
    """The site's CSP (style-src 'self') would block style attributes."""
    m = Match.new("catan", players=4, seed=3)
    html = catan.render_game(m.view(0), m.legal_actions(), EN, {"names": NAMES})
    assert "style=" not in html


def test_registry():
    assert renderer("catan") is catan
    with pytest.raises(ValueError):
        renderer("../x")
    with pytest.raises(ValueError):
        renderer("chess")
