"""Issue 15, from a second origin: the example rules page (docs/embed-example.html) served by a
second server embeds the app as a rules site would. The frames are sized by their resize messages,
never scroll or focus the host, fit 600 px, show a read-only highlighted position, a `try` position
with its reset, and a sequence stepped by goto messages; every message gets a reply (errors as JSON
with a code); embeds are independent and never touch the site's own autosave; and in the full app
a game can be reviewed move by move."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, FrameLocator, Page, expect

from core.match import Match
from ui import saves, urls

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 60_000
EXAMPLE = ROOT / "docs" / "embed-example.html"


@pytest.fixture
def two_origins(browser: Browser, site_url: str, host_url: str) -> Iterator[tuple[BrowserContext, list[str]]]:
    """A context whose requests may go to the app's server and the host's, nowhere else."""
    ctx = browser.new_context(viewport={"width": 800, "height": 900}, service_workers="block")
    ctx.set_default_timeout(TIMEOUT_MS)
    allowed = {urlsplit(site_url).netloc, urlsplit(host_url).netloc}
    offsite: list[str] = []
    errors: list[str] = []

    def guard(route: Any) -> None:
        parts = urlsplit(route.request.url)
        if parts.scheme in ("data", "blob", "about") or parts.netloc in allowed:
            route.continue_()
        else:
            offsite.append(route.request.url)
            route.abort("blockedbyclient")

    ctx.route("**/*", guard)
    ctx.on("weberror", lambda error: errors.append(str(error.error)))
    yield ctx, errors
    ctx.close()
    assert not offsite, offsite


def _frame_ready(page: Page, frame_id: str) -> FrameLocator:
    page.locator(f"#{frame_id}").scroll_into_view_if_needed()
    frame = page.frame_locator(f"#{frame_id}")
    expect(frame.locator("html[data-ready='true']")).to_be_attached()
    return frame


def _fragment(name: str) -> str:
    """The #pos= code of one of the example page's frames."""
    src = re.search(rf'id="{name}"[^>]*?data-src="([^"]+)"', EXAMPLE.read_text(encoding="utf-8"), re.S).group(1)
    return src.split(urls.POSITION_HASH, 1)[1]


def test_the_example_rules_page(two_origins, site_url: str, host_url: str) -> None:
    ctx, errors = two_origins
    page = ctx.new_page()
    page.add_init_script("window.msgs = []; addEventListener('message', e => window.msgs.push(e.data));")
    page.goto(f"{host_url}/docs/embed-example.html?app={site_url}/")
    robber = _frame_ready(page, "robber")
    page.evaluate("scrollTo(0, 0)")
    page.wait_for_timeout(500)
    assert page.evaluate("scrollY") == 0, "the embed scrolled its host"
    assert page.evaluate("document.activeElement === document.body"), "the embed took focus on load"

    # Read-only with a highlight: the position's robber hex is the one marked.
    position = Match.from_moves(json.loads(urls.decode_position(_fragment("robber"))))
    assert {a["type"] for a in position.legal_actions()} == {"move_robber"}
    assert position.state["robber"] == 8, "docs/embed-example.html highlights hex:8"
    expect(robber.locator("[data-action-index]")).to_have_count(0)
    expect(robber.locator("[data-ref='hex:8'][data-highlight]")).to_have_count(1)
    expect(robber.locator("[data-testid='handoff-continue']")).to_have_count(0)

    for frame_id in ("robber", "try", "steps"):
        frame = _frame_ready(page, frame_id)
        sizes = frame.locator("html").evaluate("h => [h.scrollWidth, h.clientWidth]")
        assert sizes[0] <= sizes[1] <= 600, f"{frame_id}: horizontal scrolling in a 600 px frame {sizes}"
        height = frame.locator("html").evaluate("h => Math.ceil(h.getBoundingClientRect().height)")
        page.wait_for_function(
            "([id, h]) => Math.abs(document.getElementById(id).getBoundingClientRect().height - h) <= 3",
            arg=[frame_id, height])
    resizes = [m for m in page.evaluate("window.msgs") if m.get("type") == "resize"]
    assert len(resizes) >= 3 and all(m["height"] > 100 for m in resizes)

    # try: the reader moves, then resets.
    trial = _frame_ready(page, "try")
    start = trial.locator("html").get_attribute("data-action-count")
    trial.locator("[data-action-index]").first.click()
    expect(trial.locator("html")).not_to_have_attribute("data-action-count", start)
    trial.locator("[data-testid='reset']").click()
    expect(trial.locator("html")).to_have_attribute("data-action-count", start)

    # Step through with the host's buttons (goto messages).
    steps = _frame_ready(page, "steps")
    expect(steps.locator("html")).to_have_attribute("data-action-count", "0")
    for _ in range(3):
        page.click("#steps-next")
    expect(steps.locator("html")).to_have_attribute("data-action-count", "3")
    expect(page.locator("#steps-at")).to_have_text("Step 3 of 12")
    page.click("#steps-back")
    expect(steps.locator("html")).to_have_attribute("data-action-count", "2")
    expect(steps.locator("[data-action-index]")).to_have_count(0)
    assert errors == []


def _send(page: Page, frame_id: str, message: Any, origin: str) -> dict:
    """Post a message to a frame and return its reply (matched by id)."""
    ident = f"m{page.evaluate('window.msgs.length')}-{frame_id}"
    page.evaluate("([id, m, o]) => document.getElementById(id).contentWindow.postMessage(m, o)",
                  [frame_id, {**message, "id": ident} if isinstance(message, dict) else message, origin])
    if not isinstance(message, dict):
        page.wait_for_function("() => window.msgs.some(m => m.type === 'error' && !('id' in m))")
        return [m for m in page.evaluate("window.msgs") if m.get("type") == "error" and "id" not in m][-1]
    page.wait_for_function("id => window.msgs.some(m => m.id === id)", arg=ident)
    return next(m for m in page.evaluate("window.msgs") if m.get("id") == ident)


def test_messages_persist_and_independent_embeds(two_origins, site_url: str, host_url: str) -> None:
    ctx, errors = two_origins
    page = ctx.new_page()
    # (Served by the second server, not fulfilled by a route: Chromium blocks a page it considers
    # public from framing a loopback address.)
    page.goto(f"{host_url}/tests/e2e/pages/embed-host.html?app={site_url}/")
    a, b = _frame_ready(page, "a"), _frame_ready(page, "b")

    state = _send(page, "a", {"type": "get"}, site_url)
    assert state["type"] == "state" and state["mode"] == "try" and state["game"] == "catan"
    assert len(state["descriptions"]) == len(state["legalActions"]) and all(state["descriptions"])
    korean = _send(page, "b", {"type": "get"}, site_url)
    assert any(re.search("[가-힣]", d) for d in korean["descriptions"]), "descriptions in the page's language"

    for bad, code in (({"type": "apply", "action": {"type": "fly"}}, "illegal-action"), ({"type": "dance"}, "unknown-type"),
                      ({"type": "load", "save": "{"}, "bad-save"), ({"type": "goto", "actionCount": 99}, "bad-goto"),
                      ({"type": "highlight", "refs": ['hex:1"]']}, "bad-ref")):
        reply = _send(page, "a", bad, site_url)
        assert reply["type"] == "error" and reply["code"] == code, reply
        assert "{'" not in reply["message"]
    assert _send(page, "a", "hello", site_url)["code"] == "bad-message"

    # A save as an object whose integers are wider than a JS number (schema 2 stores them as text).
    feast = Match.new("feast_for_odin", 2, (1 << 60) + 5, {"length": "short"})
    for _ in range(12):
        feast.apply(feast.legal_actions()[0])
    loaded = _send(page, "a", {"type": "load", "save": json.loads(feast.to_json()), "goto": 10}, site_url)
    assert loaded["type"] == "state" and loaded["game"] == "feast_for_odin" and loaded["actionCount"] == 10
    assert loaded["totalActions"] == 12
    expect(a.locator("html")).to_have_attribute("data-action-count", "10")
    moved = _send(page, "a", {"type": "goto", "actionCount": 12}, site_url)
    assert moved["actionCount"] == 12
    lit = _send(page, "a", {"type": "highlight", "refs": ["space:HU1a"], "style": "good"}, site_url)
    assert lit["highlight"] == ["space:HU1a"]
    expect(a.locator("[data-ref='space:HU1a'][data-highlight='good']")).not_to_have_count(0)
    _send(page, "a", {"type": "clear"}, site_url)
    expect(a.locator("[data-highlight]")).to_have_count(0)

    # A move in each frame; only the persisted one (persist=rules-a) survives the host's reload,
    # and neither touched the site's own autosave.
    a.locator("[data-action-index]").first.click()
    expect(a.locator("html")).to_have_attribute("data-action-count", "13")
    b.locator("[data-action-index]").first.click()
    expect(b.locator("html")).not_to_have_attribute("data-action-count", "0")
    page.reload()
    a, b = _frame_ready(page, "a"), _frame_ready(page, "b")
    expect(a.locator("html")).to_have_attribute("data-action-count", "13")
    expect(b.locator("html")).to_have_attribute("data-action-count", "0")
    keys = a.locator("html").evaluate("() => Object.keys(localStorage)")
    assert "tabletop:autosave" not in keys and "tabletop:embed:rules-a" in keys, keys
    assert not any(k.startswith("tabletop:slot:") for k in keys)
    assert errors == []


def test_review_a_game_move_by_move(page: Page, wait_ready: Callable[[Page], None], site_url: str, page_watch) -> None:
    match = Match.new("catan", 3, 5, {"setup": "variable"})
    for _ in range(40):
        legal = match.legal_actions()
        match.apply(next((x for x in legal if x["type"] != "trade_open"), legal[0]))
    record = saves.make_record(match, saves.default_seats(3), "standard", None, "", 0)
    page.goto(f"{site_url}/?lang=en" + urls.position_fragment(saves.dump_record(record)))
    wait_ready(page)
    page.locator("[data-testid='handoff-continue']").click()
    html = page.locator("html")
    page.locator("[data-testid='review']").click()
    expect(html).to_have_attribute("data-reviewing", "true")
    expect(html).to_have_attribute("data-action-count", "40")
    page.locator("[data-testid='review-back']").click()
    page.locator("[data-testid='review-back']").click()
    expect(html).to_have_attribute("data-action-count", "38")
    expect(page.locator(".log li[aria-current='step']")).not_to_have_count(0)
    expect(page.locator("main [data-action-index]")).to_have_count(0)
    page.keyboard.press("ArrowLeft")
    expect(html).to_have_attribute("data-action-count", "37")
    page.keyboard.press("Home")
    expect(html).to_have_attribute("data-action-count", "0")
    page.keyboard.press("ArrowRight")
    expect(html).to_have_attribute("data-action-count", "1")
    saved = page.evaluate("localStorage.getItem('tabletop:autosave')")
    page.reload()
    wait_ready(page)
    expect(html).to_have_attribute("data-reviewing", "false")
    expect(html).to_have_attribute("data-action-count", "40")
    assert page.evaluate("localStorage.getItem('tabletop:autosave')") == saved, "reviewing never changes the save"
    assert page_watch.page_errors == [], page_watch.problems()


def test_view_all_reveals_every_hand_read_only(page: Page, wait_ready: Callable[[Page], None], site_url: str, page_watch) -> None:
    page.goto(f"{site_url}/?embed=view&view=all&lang=en{urls.POSITION_HASH}{_fragment('robber')}")
    wait_ready(page)
    panels = page.locator("[data-testid='revealed-seat']")
    expect(panels).to_have_count(2)  # the two players not to act; the acting one's screen is above
    expect(page.locator("[data-action-index]")).to_have_count(0)
    expect(page.locator("[data-testid='handoff-continue']")).to_have_count(0)
    assert page_watch.page_errors == [], page_watch.problems()


@pytest.mark.browser_context_args(viewport={"width": 600, "height": 600})
@pytest.mark.parametrize("game", ["catan", "feast_for_odin", "glen_more_2", "aquatica"])
def test_every_game_fits_a_600_px_frame(page: Page, wait_ready: Callable[[Page], None], site_url: str, game: str) -> None:
    players = 3 if game == "catan" else 2
    page.goto(f"{site_url}/?game={game}&players={players}&seed=2&embed=try&lang=en")
    wait_ready(page)
    widths = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1] == 600, f"{game}: horizontal scrolling {widths}"
    assert page.evaluate("scrollY") == 0


def test_review_and_embed_screens_pass_the_accessibility_audit(page: Page, wait_ready: Callable[[Page], None], site_url: str) -> None:
    from axe import assert_no_violations

    fragment = urls.POSITION_HASH + _fragment("robber")
    page.goto(f"{site_url}/?lang=en{fragment}")
    wait_ready(page)
    page.locator("[data-testid='handoff-continue']").click()
    page.locator("[data-testid='review']").click()
    page.locator("[data-testid='review-back']").click()
    assert_no_violations(page, "reviewing a game")
    for query in ("embed=view&view=all&highlight=hex:8,node:3", "embed=try"):
        page.goto(f"{site_url}/?lang=en&{query}{fragment}")
        wait_ready(page)
        assert_no_violations(page, query)
