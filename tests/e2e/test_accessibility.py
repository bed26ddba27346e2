"""Accessibility audit (issue 16): axe-core (WCAG 2.0/2.1 A and AA, plus the best practices about
headings and landmarks, see axe.py) finds nothing on the screens a player sees: the home page with
its saves, the new-game form, a hand-off, each game's first screen and its end screen, embedded and
not, in English and Korean, on a desktop (1280×800) and a phone (390×844). And the keyboard: after
an action chosen with Enter the focus is on a control, never on <body>.

One page load covers several screens (a cold start takes seconds): the language is switched with
the header's menu and the window resized in place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from axe import assert_no_violations
from catan_driver import play_out
from playwright.sync_api import Page, expect

from core.match import Match
from core.rng import Rng
from ui import saves, urls
from ui.newgame import offered_colors

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 1280, "height": 800})
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
HANDOFF = "[data-testid='handoff-continue']"
OVER = "[data-testid='game-over']"


@dataclass(frozen=True)
class Game:
    id: str
    players: int
    options: dict
    keyboard: str  # an action of the first screen after which the same player decides again


GAMES = [
    Game("catan", 3, {}, ".btn-roll"),
    Game("feast_for_odin", 2, {"length": "short"}, ".ffo-space.is-legal"),
    Game("glen_more_2", 2, {}, ".gm-take"),
    Game("aquatica", 2, {}, "[data-action-index]"),
]


def _query(game: Game) -> str:
    options = "".join(f"&{key}={value}" for key, value in game.options.items())
    return f"game={game.id}&players={game.players}&seed=1{options}"


def _language(page: Page, lang: str) -> None:
    page.select_option("select[data-cmd='lang']", lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)


def _both_sizes(page: Page, where: str) -> None:
    """Audit at the desktop size, then the phone's, and back."""
    page.set_viewport_size(DESKTOP)
    assert_no_violations(page, f"{where} at 1280×800")
    page.set_viewport_size(PHONE)
    assert_no_violations(page, f"{where} at 390×844")
    page.set_viewport_size(DESKTOP)


def _finished(game: Game) -> Match:
    if game.id == "catan":
        return play_out("catan", 3, 19, {"setup": "variable"})
    match, rng = Match.new(game.id, game.players, 1, game.options), Rng(5)
    while not match.is_over():
        legal = match.legal_actions()
        match.apply(legal[rng.below(len(legal))])
    return match


def _record(match: Match, name: str) -> str:
    colors = match.options.get("colors") or offered_colors(match.game_id, match.players)
    seats = [{"name": f"Player {n + 1}", "color": c, "kind": "human"} for n, c in enumerate(colors[:match.players])]
    return saves.dump_record(saves.make_record(match, seats, "default", None, name, 0))


def _focused(page: Page) -> str:
    return page.evaluate("""(() => {
        const a = document.activeElement;
        if (!a || a === document.body) return 'BODY';
        return a.outerHTML.slice(0, 160);
    })()""")


def test_shell_screens(page: Page, site_url: str, wait_ready, page_watch) -> None:
    """Home (with a saved game listed and a game to resume), Korean, the new-game form, a hand-off,
    the home page again; and an embedded game."""
    page.goto(f"{site_url}/?lang=en")
    wait_ready(page)
    mid = Match.new("aquatica", 2, 3, {})
    for _ in range(6):
        mid.apply(mid.legal_actions()[0])
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [saves.SLOT_PREFIX + "1-0", _record(mid, "Before lunch")])
    page.reload()
    wait_ready(page)
    expect(page.locator("#saves")).to_contain_text("Before lunch")
    _both_sizes(page, "the home page")
    _language(page, "ko")
    _both_sizes(page, "the home page in Korean")
    _language(page, "en")
    page.locator(".game-card.game-catan [data-cmd='new']").click()
    expect(page.locator("form[data-form='new']")).to_be_visible()
    expect(page.locator("html")).not_to_have_attribute("data-loading", re.compile(".*"))
    _both_sizes(page, "the new-game form")
    page.locator("form[data-form='new'] button[type='submit']").click()
    expect(page.locator(HANDOFF)).to_be_visible()
    _both_sizes(page, "a hand-off")
    page.locator("[data-cmd='home']").first.click()
    expect(page.locator(".resume-card")).to_be_visible()
    _both_sizes(page, "the home page with a game to resume")

    page.goto(f"{site_url}/?{_query(GAMES[0])}&lang=en&embed=1")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("data-game", "catan")
    _both_sizes(page, "an embedded game")
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_game_screens(game: Game, page: Page, site_url: str, wait_ready, page_watch) -> None:
    """The hand-off and the first screen in English and Korean, the screen after an action chosen
    with the keyboard (where the focus must be), and the end screen of a finished game."""
    page.goto(f"{site_url}/?{_query(game)}&lang=en")
    wait_ready(page)
    expect(page.locator(HANDOFF)).to_be_visible()
    _both_sizes(page, f"{game.id}: the hand-off")
    page.locator(HANDOFF).click()
    expect(page.locator("[data-action-index]").first).to_be_visible()
    _both_sizes(page, f"{game.id}: the first screen")
    _language(page, "ko")
    _both_sizes(page, f"{game.id}: the first screen in Korean")
    _language(page, "en")

    # The keyboard: focus an action, press Enter; the focus lands on a control of the new position.
    html = page.locator("html")
    count = html.get_attribute("data-action-count")
    page.locator(game.keyboard).first.focus()
    page.keyboard.press("Enter")
    expect(html).not_to_have_attribute("data-action-count", count or "")
    expect(page.locator(HANDOFF)).to_have_count(0)
    focused = _focused(page)
    assert focused != "BODY", f"{game.id}: after an action the focus fell to <body>"
    assert page.evaluate("document.activeElement.matches('[data-action-index], [data-cmd], button')"), focused
    _both_sizes(page, f"{game.id}: the screen after a keyboard action")

    over = _finished(game)
    page.goto("about:blank")  # a new document: the app reads #save= when it starts
    page.goto(f"{site_url}/?lang=en{urls.share_fragment(_record(over, 'shared'))}")
    wait_ready(page)
    expect(page.locator(OVER)).to_be_visible()
    _both_sizes(page, f"{game.id}: the end screen")
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()
