"""A person against computer players in A Feast for Odin, Glen More II and Aquatica: games started
from the address (`seats=h,easy&botdelay=0`), the computers' moves made by the page's bot worker,
the person's moves clicked on the elements the page offers (chosen by an easy bot run here on the
page's own autosave), a reload while a computer is to move, and the end screen where the game is
short enough. No hand-off screen ever shows (one person at the table), and no request leaves the
local server."""

from __future__ import annotations

import pytest
from bot_play import autosave, settled, until
from playwright.sync_api import Page, expect

from bots import make_bot

HTML = "html"
OVER = "[data-testid='game-over']"

CASES = [
    # game, players, query options, play to the end (else this many of the person's moves)
    ("feast_for_odin", 2, "length=short&deck=A", None),
    ("glen_more_2", 2, "die=off", None),
    ("aquatica", 2, "mode=basic", 40),
]


@pytest.mark.parametrize("game, players, options, moves", CASES, ids=[c[0] for c in CASES])
def test_a_person_plays_against_the_computer(page: Page, site_url: str, wait_ready, page_watch,
                                             game: str, players: int, options: str, moves: int | None) -> None:
    seats = ",".join(["h"] + ["easy"] * (players - 1))
    page.goto(f"{site_url}/?game={game}&players={players}&seed=21&{options}&seats={seats}&botdelay=0&lang=en")
    wait_ready(page)
    me = make_bot(game, "easy", seed=3)
    clicks = 0
    reloaded = False
    computer_moves_seen = 0
    while moves is None or clicks < moves:
        until(lambda: settled(page), "the computer to finish its moves")
        assert page.locator("[data-testid='handoff-continue']").count() == 0, "one person: no hand-off screen"
        if page.locator(OVER).count():
            break
        match = autosave(page)
        assert match.current_player() == 0, "only the person's moves are offered"
        computer_moves_seen = sum(1 for entry in match.log if entry["seat"] != 0)
        action = me.choose(match, budget_ms=100)
        count = len(match.log)
        target = page.locator(f"[data-action-index='{match.legal_actions().index(action)}']").first
        # A Glen More II clan field is a circle with its name placed clear of the roads, sometimes
        # beside another field: a person clicks the circle (the box's centre may be another field's).
        halo = target.locator(".gm-halo")
        (halo if halo.count() else target).click()
        expect(page.locator(HTML)).not_to_have_attribute("data-action-count", str(count))
        clicks += 1
        if not reloaded and computer_moves_seen and match.current_player() == 0:
            # Reload right after a move: the computer may be the one to move; it resumes.
            page.reload()
            wait_ready(page)
            reloaded = True
    assert reloaded and computer_moves_seen > 0
    if moves is None:
        expect(page.locator(OVER)).to_be_visible()
        assert autosave(page).is_over()
    assert page_watch.page_errors == [], page_watch.problems()
    assert not page_watch.offsite, page_watch.problems()


def test_the_game_menu_stays_open_while_a_computer_moves_and_closes_on_a_choice(
        page: Page, site_url: str, wait_ready, page_watch) -> None:
    """A computer's move redraws the page; the game menu a person opened stays open through it
    (the morph keeps a `<details>` as the player left it while its markup is unchanged) and closes
    when one of its choices is made."""
    page.goto(f"{site_url}/?game=catan&players=3&seed=5&seats=h,easy,easy&botdelay=0&lang=en")
    wait_ready(page)
    menu = page.locator(".game-menu")
    me = make_bot("catan", "easy", seed=3)
    until(lambda: settled(page), "the page to offer the person's moves")
    menu.locator("summary").click()
    expect(menu).to_have_attribute("open", "")
    for _ in range(6):  # the person's first settlement and road, then the computers place theirs
        until(lambda: settled(page), "the computers to finish their moves")
        match = autosave(page)
        if any(entry["seat"] != 0 for entry in match.log):
            break
        action = me.choose(match, budget_ms=100)
        count = len(match.log)
        # (the open menu may lie over the board: the click is sent to the element itself)
        page.locator(f"[data-action-index='{match.legal_actions().index(action)}']").first.dispatch_event("click")
        expect(page.locator(HTML)).not_to_have_attribute("data-action-count", str(count))
    until(lambda: settled(page), "the computers to finish their moves")
    assert sum(1 for entry in autosave(page).log if entry["seat"] != 0) >= 2, "the computers moved"
    expect(menu).to_have_attribute("open", "")
    menu.locator("[data-cmd='share']").click()
    expect(menu).not_to_have_attribute("open", "")
    assert page_watch.page_errors == [], page_watch.problems()
