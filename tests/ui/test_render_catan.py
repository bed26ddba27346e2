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
from games.catan.screens import play as catan
from ui.i18n import load_catalog
from ui.render import renderer

ROOT = Path(__file__).resolve().parents[2]
EN = load_catalog("en", ROOT / "assets" / "i18n")
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
    "trade_propose",
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
    assert EN.t("catan.dev.monopoly") not in html and EN.t("catan.dev.victory_point") not in html
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
                    secret = EN.t(f"catan.dev.{card}") if event["kind"] == "buy_dev" else EN.t(f"catan.res.{card}")
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


# --- proposals to the player to move (§전략 5) -----------------------------------------------------


def _ask_position(hands: dict[int, list[int]]) -> Match:
    """Seat 0 to move after the roll (4 players, beginner map) with the given hands."""
    m = Match.new("catan", players=4, seed=3)
    s = m.state
    for seat, hand in hands.items():
        for i in range(5):
            s["bank"][i] += s["hands"][seat][i] - hand[i]
        s["hands"][seat] = list(hand)
    s["phase"], s["rolled"], s["turn"], s["actor"] = "main", True, 0, 0
    m._legal = None
    return m


def _index_of(actions: list[dict], action: dict) -> str:
    return f'data-action-index="{actions.index(action)}"'


def test_ask_for_offers_button_and_the_proposal_editor():
    m = _ask_position({0: [0, 0, 2, 0, 0], 1: [1, 0, 0, 0, 0], 2: [0, 0, 0, 0, 0], 3: [0, 1, 0, 0, 1]})
    ask = {"type": "trade_open", "ask": True}
    actions = m.legal_actions()
    html = catan.render_game(m.view(0), actions, EN, {"names": NAMES})
    assert _index_of(actions, ask) in html and "Ask the players for offers" in html
    m.apply(ask)
    assert m.current_player() == 1 and m.state["trade"]["asked"] == [1, 3]  # seat 2 has no card
    actions = m.legal_actions()
    html = catan.render_game(m.view(1), actions, EN, {"names": NAMES})
    parse(html)
    assert "Ji-woo asks for offers: propose a trade or pass" in html
    assert "Offers for Ji-woo" in html and "Ji-woo has 2 cards" in html
    assert ">Propose</button>" in html and _index_of(actions, {"type": "trade_decline"}) in html
    assert 'class="panel fallback"' not in html
    # The player to move and the others see who is deciding, with no controls.
    for seat in (0, 2, 3):
        other = catan.render_game(m.view(seat), m.legal_actions(), EN, {"names": NAMES})
        assert "data-action-index" not in other and "Min" in other


def test_the_player_to_move_sees_each_proposal_with_accept_and_counter():
    m = _ask_position({0: [0, 0, 2, 0, 0], 1: [1, 0, 0, 0, 0], 2: [0, 0, 0, 0, 0], 3: [0, 1, 0, 0, 1]})
    m.apply({"type": "trade_open", "ask": True})
    for action in ({"type": "trade_edit", "side": "get", "resource": "brick", "delta": 1},
                   {"type": "trade_edit", "side": "give", "resource": "wool", "delta": 1},
                   {"type": "trade_send"}, {"type": "trade_decline"}):
        m.apply(action)
    assert m.current_player() == 0 and m.state["phase"] == "trade_decide"
    actions = m.legal_actions()
    assert actions == [{"type": "trade_confirm", "with": 1}, {"type": "trade_revise", "with": 1},
                       {"type": "trade_cancel"}]
    html = catan.render_game(m.view(0), actions, EN, {"names": NAMES})
    indices = sorted(int(attrs["data-action-index"]) for _, attrs in parse(html).actions)
    assert indices == [0, 1, 2]
    assert "Accept an offer, answer one with your own, or decline them all" in html
    assert "Accept Min&#x27;s offer" in html and "Answer Min with an offer of your own" in html
    assert "proposes" in html and "passes" in html and "Decline all" in html
    lines = [catan.describe_event(e, None, NAMES, EN) for batch in m.events for e in batch]
    assert lines == [
        "Ji-woo asked the others for trade offers",
        "Min proposed to Ji-woo: 1 Brick for 1 Wool",
        "Alex made no offer",
    ]


def test_hot_seat_hands_off_to_each_asked_player_and_back():
    """The shell's hand-off screen comes up whenever the decider changes: to each asked player in
    turn, and back to the player to move for the decision."""
    from test_shell_flow import boot, main

    shell = boot()
    shell.command("continue")
    while shell.session.match.state["phase"] != "main":
        if shell.session.handoff_to() is not None:
            shell.command("continue")
        else:
            shell.act(0)
    match = shell.session.match
    s = match.state
    turn = match.current_player()
    first, second = (turn + 1) % 3, (turn + 2) % 3
    for seat, hand in ((turn, [0, 0, 1, 0, 0]), (first, [1, 0, 0, 0, 0]), (second, [0, 0, 0, 0, 1])):
        s["bank"] = [b + h - k for b, h, k in zip(s["bank"], s["hands"][seat], hand)]
        s["hands"][seat] = hand
    match._legal = None

    def click(action: dict) -> None:
        index = match.legal_actions().index(action)
        assert f'data-action-index="{index}"' in main(shell)
        shell.act(index)

    def hand_off_to(seat: int) -> None:
        html = main(shell)
        assert 'data-testid="handoff-continue"' in html and "data-action-index" not in html
        assert shell.session.handoff_to() == seat
        shell.command("continue")

    click({"type": "trade_open", "ask": True})
    hand_off_to(first)
    assert ">Propose</button>" in main(shell)
    click({"type": "trade_edit", "side": "get", "resource": "brick", "delta": 1})
    click({"type": "trade_edit", "side": "give", "resource": "wool", "delta": 1})
    click({"type": "trade_send"})
    hand_off_to(second)
    click({"type": "trade_decline"})
    hand_off_to(turn)
    assert "Decline all" in main(shell)
    click({"type": "trade_confirm", "with": first})
    assert s["hands"][turn] == [1, 0, 0, 0, 0] and s["hands"][first] == [0, 0, 1, 0, 0]
    assert s["phase"] == "main" and shell.session.handoff_to() is None


def test_progress_cards_that_do_nothing_say_so_in_the_log():
    road = {"kind": "play_dev", "seat": 1, "card": "road_building", "nothing": True}
    plenty = {"kind": "play_dev", "seat": 1, "card": "year_of_plenty", "nothing": True}
    assert catan.describe_event(road, None, NAMES, EN) == "Min played Road Building, but no road could be placed"
    assert catan.describe_event(plenty, None, NAMES, EN) == "Min played Year of Plenty, but the bank had no cards"


def test_new_trade_actions_have_labels():
    assert catan.action_label({"type": "trade_open", "ask": True}, EN, NAMES) == "Ask for offers"
    assert catan.action_label({"type": "trade_revise", "with": 1}, EN, NAMES) == "Counter Min's offer"
