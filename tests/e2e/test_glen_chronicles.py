"""Glen More II in the page with two chronicles: three players, Address to a Haggis (chronicle 5) and
Between a Rock and a Hard Place (chronicle 7), started from the URL. Turns are played through the
page until a clan gathering has been voted (each player handed the device for their own secret vote)
and haggis tokens have been taken, then the page is reloaded mid-game and resumes exactly there.

A CPython Match with the same settings mirrors every click (tests/e2e/catan_driver.py), so the test
knows each action's index in the page and who must get the device next.
"""

from __future__ import annotations

import pytest
from catan_driver import Driver
from playwright.sync_api import Page, expect

from core.match import Match
from games.glen_more_2.data_files import TILES

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 1280, "height": 800})
NAMES = ["Ailsa", "Brodie", "Catriona"]
SEED = 11  # a person tile comes early: a clan gathering within the first turns, and a haggis
OPTIONS = {"c5": "on", "c7": "on"}
TURNS = 8


def choose(m: Match) -> dict:
    """Take a person tile when one can be taken (a gathering follows), else the nearest land tile;
    activate everything; vote aye."""
    legal = m.legal_actions()
    kind = m.state["prompts"][-1]["kind"]

    def first(*types: str) -> dict | None:
        return next((a for a in legal if a["type"] in types), None)

    if kind == "take":
        takes = [a for a in legal if a["type"] == "take"]
        persons = [a for a in takes if TILES[m.state["rondel"][str(a["pos"])]]["type"] == "person"]
        return (persons or takes or [first("discard", "stop_end")])[0]
    if kind == "activate":
        return first("activate") or first("end_turn")
    if kind == "choice":
        return next((a for a in legal if a["type"] not in ("skip", "done")), legal[0])
    if kind == "chronicle":
        return next((a for a in legal if a["type"] == "c_vote" and (a["aye"], a["nay"]) == (1, 0)), legal[0])
    return legal[0]


def test_three_players_with_two_chronicles_reload_and_resume(page: Page, site_url: str, wait_ready, page_watch) -> None:
    query = "&".join(f"{k}={v}" for k, v in OPTIONS.items())
    page.goto(f"{site_url}/?game=glen_more_2&players=3&seed={SEED}&{query}&lang=en&names={','.join(NAMES)}")
    wait_ready(page)
    html = page.locator("html")
    expect(html).to_have_attribute("data-game", "glen_more_2")
    mirror = Match.new("glen_more_2", 3, SEED, OPTIONS)
    d = Driver(page, mirror, NAMES, audit=6)
    d.pass_device()
    expect(page.locator("body")).to_contain_text("Address to a Haggis")
    expect(page.locator("body")).to_contain_text("Between a Rock and a Hard Place")

    turns, voters = 0, []
    while turns < TURNS and not mirror.is_over():
        action = choose(mirror)
        if action["type"] == "c_vote":
            voters.append(mirror.current_player())
        if action["type"] == "end_turn":
            turns += 1
        d.play(action)
    c5, c7 = mirror.state["c5"], mirror.state["c7"]
    assert sorted(voters[:3]) == [0, 1, 2], voters  # every player voted on their own hand-off
    assert c7["voted"] and c7["voted"][0]["aye"] >= 3, c7["voted"]
    assert any(c5["tables"]), "nobody took a haggis token: choose another seed"
    assert len(set(d.handoffs)) == 3, d.handoffs

    count = str(len(mirror.log))
    page.reload()
    wait_ready(page)
    expect(html).to_have_attribute("data-action-count", count)
    d.shown = None  # a reloaded hot-seat game hands the device to whoever decides now
    d.pass_device()
    expect(page.locator("body")).to_contain_text("Between a Rock and a Hard Place")
    for _ in range(3):  # the game goes on from where it was
        d.play(choose(mirror))
    assert not page_watch.page_errors, page_watch.problems()
