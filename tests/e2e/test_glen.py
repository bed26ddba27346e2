"""Glen More II in the page: a two-player game with the die started from the URL — tiles taken from
the rondel, placed on the land through the highlighted cells (with the preview on hover), activated
from the activation list, turns ended, hand-offs between the players, the die's roll shown, then a
reload that resumes where the game was.

A CPython Match with the same settings mirrors every click (the driver in catan_driver.py is game
agnostic), so the test knows each action's index in the page and who must get the device next.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from catan_driver import Driver
from playwright.sync_api import Page, expect

from core.match import Match
from games.glen_more_2.data_files import TILES

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 1280, "height": 800})
NAMES = ["Ailsa", "Brodie"]
SEED = 5
TURNS = 6  # turns of the players (the die plays its own between them)


def choose(m: Match) -> dict:
    """Take the nearest tile that goes on the land, place it, activate everything, end the turn."""
    legal = m.legal_actions()
    top = m.state["prompts"][-1]
    kind = top["kind"]

    def first(*types: str) -> dict | None:
        return next((a for a in legal if a["type"] in types), None)

    if kind == "take":
        lands = [a for a in legal if a["type"] == "take" and TILES[m.state["rondel"][str(a["pos"])]]["type"] != "person"]
        return (lands or [first("take", "discard", "stop_end")])[0]
    if kind == "activate":
        return first("activate") or first("end_turn")
    if kind == "choice":
        return next((a for a in legal if a["type"] not in ("skip", "done")), legal[0])
    return legal[0]


def test_two_players_with_the_die(page: Page, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=glen_more_2&players=2&seed={SEED}&die=on&lang=en&names={','.join(NAMES)}")
    wait_ready(page)
    address = urlsplit(page.url)
    assert address.query == "lang=en" and address.fragment == "play", page.url
    html = page.locator("html")
    expect(html).to_have_attribute("data-game", "glen_more_2")
    mirror = Match.new("glen_more_2", 2, SEED, {"die": "on"})
    d = Driver(page, mirror, NAMES, audit=8)  # axe on the first screens of each kind (tests/e2e/axe.py)
    d.pass_device()
    expect(page.locator(".gm-ring .gm-space")).to_have_count(14)
    expect(page.locator(".gm-piece-die")).to_have_count(1)
    expect(page.locator("[data-testid='provisional']")).to_contain_text("Component values provisional")
    turns, placed, activated = 0, 0, 0
    while turns < TURNS:
        top = mirror.state["prompts"][-1]
        action = choose(mirror)
        d.pass_device()
        if top["kind"] == "take" and action["type"] == "take":
            expect(page.locator(".gm-prompt")).to_contain_text("take a tile")
            expect(page.locator(".gm-take")).to_have_count(sum(1 for a in mirror.legal_actions() if a["type"] == "take"))
        if top["kind"] == "place":
            cells = page.locator(".gm-land [data-action-index]")
            expect(cells).to_have_count(len(mirror.legal_actions()))
            index = mirror.legal_actions().index(action)
            cell = page.locator(f".gm-land [data-action-index='{index}']")
            cell.hover()  # the preview of the tile on that cell
            expect(cell.locator(".gm-ghost")).to_be_visible()
            expect(cell.locator(".gm-ghost")).to_contain_text(page.locator(".gm-show .gm-card-name").inner_text())
            placed += 1
        if action["type"] == "activate":
            row = page.locator(f".gm-acts .gm-act[data-cell='{action['cell']}']")
            expect(row).to_have_count(1)
            activated += 1
        if action["type"] == "end_turn":
            turns += 1
        d.play(action)
    assert placed >= 4 and activated >= 3, (placed, activated)
    assert len(set(d.handoffs)) == 2 and len(d.handoffs) >= 3, d.handoffs
    rolls = [e["roll"] for events in mirror.events for e in events if e["type"] == "die_roll"]
    assert rolls, "the die never played: choose another seed"
    d.pass_device()
    expect(page.locator(".gm-piece-die").first).to_have_attribute("title", f"The die (last roll {rolls[-1]})")

    count = str(len(mirror.log))
    page.reload()
    wait_ready(page)
    expect(html).to_have_attribute("data-action-count", count)
    expect(page.locator("[data-testid='handoff-continue']")).to_have_count(0)
    expect(page.locator(".gm-prompt")).to_be_visible()
    d.play(choose(mirror))
    assert not page_watch.page_errors, page_watch.problems()


def choose_person(m: Match) -> dict:
    """Like `choose`, but take person tiles first: they call the clan gatherings of chronicle 7."""
    legal = m.legal_actions()
    if m.state["prompts"][-1]["kind"] == "take":
        persons = [a for a in legal if a["type"] == "take" and TILES[m.state["rondel"][str(a["pos"])]]["type"] == "person"]
        if persons:
            return persons[0]
    return choose(m)


def test_three_players_vote_in_secret_with_chronicle_7(page: Page, site_url: str, wait_ready, page_watch) -> None:
    """Chronicle 7 in the page: the five clan-gathering cards, the gathering's card chosen on its card,
    every voter handed the device in turn, who has voted shown but never how, then the result."""
    names = ["Ailsa", "Brodie", "Catriona"]
    page.goto(f"{site_url}/?game=glen_more_2&players=3&seed=1&c7=on&lang=en&names={','.join(names)}")
    wait_ready(page)
    mirror = Match.new("glen_more_2", 3, 1, {"c7": "on"})
    d = Driver(page, mirror, names)
    d.pass_device()
    expect(page.locator(".gm-chron-7 .gm-gather")).to_have_count(5)
    votes = 0
    for _ in range(60):
        if mirror.state["c7"]["voted"]:
            break
        top = mirror.state["prompts"][-1]
        action = choose_person(mirror)
        d.pass_device()
        if top.get("step") == "pick":
            expect(page.locator(".gm-prompt .gm-gather [data-action-index]")).to_have_count(len(mirror.legal_actions()))
        if top.get("step") == "vote":
            vote = mirror.state["c7"]["vote"]
            card = page.locator(f".gm-prompt .gm-gather[data-card='{vote['card']}']")
            expect(card).to_have_class(re.compile("is-voting"))
            others = sum(1 for seat, v in enumerate(vote["secret"]) if v is not None and seat != top["seat"])
            expect(card.locator(".gm-voted:not(.is-waiting):not(.is-mine)")).to_have_count(others)
            expect(card.locator(".gm-voted.is-mine")).to_have_count(0)
            expect(page.locator(".gm-vote-btn")).to_have_count(len(mirror.legal_actions()))
            votes += 1
        d.play(action)
    result = mirror.state["c7"]["voted"][0]
    assert votes >= 2 and len(set(d.handoffs)) >= 2, (votes, d.handoffs)
    d.pass_device()
    state = "is-kept" if result["kept"] else "is-rejected"
    expect(page.locator(f".gm-gather[data-card='{result['card']}']").first).to_have_class(re.compile(state))
    assert not page_watch.page_errors, page_watch.problems()


def test_composed_path_default_payment_and_end_turn(page: Page, site_url: str, wait_ready, page_watch) -> None:
    """Issue 16 §1: a Scotsman moved two steps in one click (a path), a trade paid with its default
    payment (the others behind 'Choose another payment'), the turn ended with the button first under
    the prompt, which warned while movement points were left."""
    import html
    import json
    import random

    from ui import urls

    mirror = Match.new("glen_more_2", 2, 251, {})
    rng = random.Random(251)
    while len(mirror.log) < 125:  # the bench's reference position (bench/clicks_feast_glen.py)
        legal = mirror.legal_actions()
        others = [a for a in legal if a["type"] != "end_turn"]
        mirror.apply(rng.choice(others) if others and rng.random() < 0.85 else rng.choice(legal))
    assert mirror.state["prompts"][-1]["kind"] == "activate" and mirror.state["turn"]["moves"] == 2
    page.goto(site_url + "/" + urls.shared_address("en", False, mirror.to_json()))
    wait_ready(page)
    d = Driver(page, mirror, [])  # (a shared position carries no names)
    d.pass_device()
    d.expect_count()
    expect(page.locator("#gm-lapse")).to_be_visible()
    path = page.locator(".gm-path[data-action-seq]").first
    actions = json.loads(html.unescape(path.get_attribute("data-action-seq")))
    assert len(actions) == 2 and actions[0]["to"] == actions[1]["from"]
    path.click()
    for action in actions:
        mirror.apply(action)
    d.expect_count()
    expect(page.locator("#gm-lapse")).to_have_count(0)  # no movement left to lose
    expect(page.locator(".gm-pay-choose")).to_have_count(1)
    default = page.locator(".gm-pay-default")
    chosen = mirror.legal_actions()[int(default.get_attribute("data-action-index"))]
    assert chosen["type"] == "activate" and len(chosen["pay"]) == 3
    d.play(chosen)
    end = page.locator(".gm-turn-end .gm-end-turn")
    expect(end).to_be_visible()
    d.play({"type": "end_turn"})
    assert not page_watch.page_errors, page_watch.problems()
