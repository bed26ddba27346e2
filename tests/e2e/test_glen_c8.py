"""Glen More II with the Penny Mobs (chronicle 8) in the page: two players, started from the URL. At
the end of the first turn a "+1" penny goes on a jailed mobster card (clicked on that card), at the
end of the next turn the other player takes that card with its penny; the card then shows among the
taker's mobsters and their penny count has grown.

A CPython Match with the same settings mirrors every click (tests/e2e/catan_driver.py).
"""

from __future__ import annotations

import pytest
from catan_driver import Driver
from playwright.sync_api import Page, expect

from core.match import Match

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 390, "height": 844})
NAMES = ["Ailsa", "Brodie"]
SEED = 4


def choose(m: Match) -> dict:
    """Take the nearest tile, place it, activate what can be, end the turn; skip any other question."""
    legal = m.legal_actions()
    kind = m.state["prompts"][-1]["kind"]
    first = next((a for a in legal if a["type"] in ("take", "place", "scot", "activate", "resource", "cell")), None)
    if kind in ("take", "place", "pay_scot", "activate", "choice") and first is not None:
        return first
    return next((a for a in legal if a["type"] in ("end_turn", "skip", "c_mob_skip", "c_mob_pass", "discard")), legal[0])


def test_a_penny_on_a_jailed_mobster_then_the_other_player_takes_it(page: Page, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=glen_more_2&players=2&seed={SEED}&c8=on&lang=en&names={','.join(NAMES)}")
    wait_ready(page)
    mirror = Match.new("glen_more_2", 2, SEED, {"c8": "on"})
    d = Driver(page, mirror, NAMES, audit=6)  # axe at 390x844 too
    d.pass_device()
    expect(page.locator("body")).to_contain_text("The Penny Mobs")

    def to_the_end_of_a_turn() -> None:
        for _ in range(60):
            top = mirror.state["prompts"][-1]
            if top.get("chronicle") == 8 and top.get("step") == "end":
                return
            d.play(choose(mirror))
        pytest.fail("no end-of-turn choice")

    to_the_end_of_a_turn()
    d.pass_device()
    mob = mirror.state["c8"]["jail"][0]
    card = page.locator(f'.gm-prompt li.gm-mob[data-mob="{mob}"]')
    expect(card).to_be_visible()
    expect(card.locator("button")).to_have_count(2)
    giver = mirror.current_player()
    d.play({"type": "c_mob_penny", "mobster": mob})
    assert mirror.state["c8"]["on_card"][mob] == 1

    to_the_end_of_a_turn()
    taker = mirror.current_player()
    assert taker != giver
    d.pass_device()
    card = page.locator(f'.gm-prompt li.gm-mob[data-mob="{mob}"]')
    expect(card.locator(".gm-pennies")).to_contain_text("×1")
    d.play({"type": "c_mob_take", "mobster": mob})
    assert mirror.state["c8"]["control"][mob] == taker and mirror.state["c8"]["plus"][taker] == 1
    if mirror.current_player() == taker:  # e.g. a question the mobster asks at once
        d.play(choose(mirror))
    d.pass_device()
    mine = page.locator(f'.gm-c8-mine[data-seat="{taker}"] li.gm-mob[data-mob="{mob}"]')
    expect(mine).to_have_count(1)
    badge = page.locator(f'.gm-area[data-seat="{taker}"] .gm-penny-badge')
    expect(badge.first).to_contain_text("1")
    assert not page_watch.page_errors, page_watch.problems()
