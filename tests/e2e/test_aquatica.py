"""Aquatica in the page: a two-player hot-seat game by clicks with hand-offs, reload → resume; a
solo game clicked to the end screen and its rating; an expert start through the king draft.

A CPython Match with the same settings mirrors every click (the driver in catan_driver.py is game
agnostic), so the test knows each action's index in the page and who must get the device next.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from catan_driver import Driver
from playwright.sync_api import Page, expect

from core.match import Match
from core.rng import Rng

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 1280, "height": 900})
NAMES = ["Ji-woo", "Bo"]

_BUSY = ("pick_king", "buy", "conquer", "claim", "score", "hire", "raise", "rise_full", "take_back", "scout_drop",
         "ichthy")


def busy_policy(legal: list[dict], rng: Rng) -> dict:
    """Take locations, goals and characters when offered; pay with depths and mantas; otherwise
    play a card or end the turn (a game that moves, with every kind of control clicked)."""
    for kind in _BUSY:
        options = [a for a in legal if a["type"] == kind]
        if options:
            return options[rng.below(len(options))]
    uses = [a for a in legal if a["type"] in ("use_depth", "use_manta")]
    if uses and rng.below(3) == 0:
        return uses[rng.below(len(uses))]
    plays = [a for a in legal if a["type"] == "play"]
    if plays:
        return plays[rng.below(len(plays))]
    if {"type": "end_turn"} in legal:
        return {"type": "end_turn"}
    return legal[rng.below(len(legal))]


def ending_policy(legal: list[dict], rng: Rng) -> dict:
    """Solo: scout and play the Matrona whenever possible, so the Ichthyanders fill the goals soon."""
    for kind in ("pick_king", "ichthy", "scout", "scout_drop", "buy", "conquer", "claim", "score"):
        options = [a for a in legal if a["type"] == kind]
        if options:
            return options[rng.below(len(options))]
    for card in ("matrona", "sea_horse", "lantern_fish"):
        if {"type": "play", "card": card} in legal:
            return {"type": "play", "card": card}
    if {"type": "end_turn"} in legal:
        return {"type": "end_turn"}
    return legal[rng.below(len(legal))]


def test_two_players_hotseat_and_resume(page: Page, site_url: str, wait_ready, page_watch) -> None:
    seed = 17
    page.goto(f"{site_url}/?game=aquatica&players=2&seed={seed}&lang=en&names={','.join(NAMES)}")
    wait_ready(page)
    address = urlsplit(page.url)
    assert address.query == "lang=en" and address.fragment == "play", page.url
    html = page.locator("html")
    expect(html).to_have_attribute("data-game", "aquatica")
    expect(html).to_have_attribute("data-action-count", "0")

    mirror = Match.new("aquatica", 2, seed, {})
    d = Driver(page, mirror, NAMES, audit=8)  # axe on the first screens of each kind (tests/e2e/axe.py)
    rng = Rng(3)
    kinds: set[str] = set()
    saw_flow = False
    while mirror.state["turns"] < 8:
        action = busy_policy(mirror.legal_actions(), rng)
        d.pass_device()
        if mirror.state["phase"] == "main" and not saw_flow:
            expect(page.locator(".aq-played .aq-eff.is-current")).to_have_count(1)
            saw_flow = True
        d.play(action)
        kinds.add(action["type"])
    assert {"play", "end_turn"} <= kinds and len(kinds) >= 4, kinds
    assert saw_flow
    assert len(set(d.handoffs)) == 2 and len(d.handoffs) >= 6
    # The viewer's board and hand are there; the other seat's hand is not.
    d.pass_device()
    expect(page.locator(".aq-hand")).to_have_count(1)
    expect(page.locator(".aq-board")).to_have_count(2)

    count = str(len(mirror.log))
    page.reload()
    wait_ready(page)
    expect(html).to_have_attribute("data-action-count", count)
    expect(html).to_have_attribute("data-game", "aquatica")
    # After the reload the same game goes on, on the same seat's screen (no new hand-off).
    expect(page.locator(".aq-hand")).to_have_count(1)
    d.play(busy_policy(mirror.legal_actions(), rng))
    assert not page_watch.page_errors, page_watch.problems()


def test_solo_game_to_the_rating(page: Page, site_url: str, wait_ready, page_watch) -> None:
    seed = 4
    page.goto(f"{site_url}/?game=aquatica&players=1&seed={seed}&lang=en")
    wait_ready(page)
    mirror = Match.new("aquatica", 1, seed, {})
    d = Driver(page, mirror, [])
    rng = Rng(seed)
    # One person at the table: no hand-off screen; the choice of one of three kings is there at once.
    expect(page.locator("[data-testid='handoff-continue']")).to_have_count(0)
    expect(page.locator(".aq-draft > li")).to_have_count(3)
    while not mirror.is_over():
        d.play(ending_policy(mirror.legal_actions(), rng))
    end = page.locator("[data-testid='game-over']")
    expect(end).to_be_visible()
    view = mirror.view(None)
    expect(page.locator("[data-testid='solo-rating']")).to_contain_text("The Ocean Council names you")
    expect(end).to_contain_text(f"You scored {view['final'][0]['total']} points")
    assert page.locator("[data-action-index]").count() == 0
    assert not page_watch.page_errors, page_watch.problems()


def test_expert_start_through_the_king_draft(page: Page, site_url: str, wait_ready, page_watch) -> None:
    seed = 5
    page.goto(f"{site_url}/?game=aquatica&players=3&seed={seed}&mode=expert&lang=en")
    wait_ready(page)
    mirror = Match.new("aquatica", 3, seed, {"mode": "expert"})
    d = Driver(page, mirror, [])
    picks = []
    for expected_seat in (2, 1, 0):
        assert mirror.current_player() == expected_seat
        d.pass_device()
        expect(page.locator(".aq-draft > li")).to_have_count(len(mirror.state["draft"]))
        king = mirror.legal_actions()[0]
        picks.append(king["king"])
        d.play(king)
    assert d.handoffs == [2, 1, 0]
    assert mirror.state["phase"] == "turn"
    d.pass_device()
    # Seat 1 now holds its king; the expert goals are the tokens, not the printed four.
    expect(page.locator(".aq-hand")).to_contain_text(f"King {picks[-1][4:]}")
    expect(page.locator(".aq-goal")).to_have_count(4)
    assert "8 characters in hand" not in page.locator(".aq-goals").inner_text() or mirror.state["goals"][0] == "hand8"
    assert not page_watch.page_errors, page_watch.problems()


def test_raise_two_and_keep_four_in_one_click(page: Page, site_url: str, wait_ready, page_watch) -> None:
    """Issue 16 §1: keep 4 after a scout in one confirm; raise by 2 in one click."""
    from test_catan_play import _bench

    from ui import saves, urls

    bench = _bench()
    html = page.locator("html")
    for start in (bench.aquatica_position(), bench.aquatica_second_position()):
        record = saves.make_record(start, [{"name": "Ana", "kind": "human"}], "standard", None, "", 0.0)
        page.goto("about:blank")
        page.goto(site_url + "/" + urls.shared_address("en", False, saves.dump_record(record)))
        wait_ready(page)
        mirror = Match.from_json(start.to_json())
        d = Driver(page, mirror, ["Ana"])
        d.shown = 0
        expect(html).to_have_attribute("data-action-count", str(len(mirror.log)))
        if "sea_horse" in mirror.state["players"][0]["hand"]:
            d.play({"type": "play", "card": "sea_horse"})
            d.play({"type": "scout"})
            go = page.locator("[data-testid='compose-scout']")
            expect(go).to_be_enabled()
            go.click()
            expect(html).to_have_attribute("data-action-count", str(len(mirror.log) + 2))
            expect(page.locator(".aq-row-top .aq-locs > li")).to_have_count(4)
        else:
            d.play({"type": "play", "card": "wave_reader"})
            page.locator("[data-testid='raise-2-2']").click()
            expect(html).to_have_attribute("data-action-count", str(len(mirror.log) + 2))
            expect(page.locator(".aq-end-turn")).to_have_count(0)
    assert not page_watch.page_errors, page_watch.problems()
