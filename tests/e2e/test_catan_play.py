"""Catan in the page, hot-seat: start from the URL, set-up, hand-offs, roll, build, a domestic trade,
reload → resume; and a whole game finished by clicks to the end screen.

A CPython Match with the same settings mirrors every click (see catan_driver.py), so the test knows
which index each action has in the page and who must receive the device next.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from catan_driver import Driver, play_out, quick_policy
from playwright.sync_api import Page, expect

from core.match import Match
from core.rng import Rng
from games.catan.data_files import RESOURCES
from ui import saves, urls

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 1280, "height": 900})
NAMES = ["Ji-woo", "Bo", "Cy"]
SEED = 11


def _trade(d: Driver) -> None:
    """The player to move offers one card they hold for one card the next player holds."""
    state = d.mirror.state
    offerer = d.mirror.current_player()
    other = (offerer + 1) % 3
    give = next(r for i, r in enumerate(RESOURCES) if state["hands"][offerer][i])
    get = next((r for i, r in enumerate(RESOURCES) if state["hands"][other][i] and r != give), None)
    get = get or next(r for r in RESOURCES if r != give)
    d.play({"type": "trade_open"})
    expect(d.page.locator(".trade-panel")).to_be_visible()
    d.play({"type": "trade_edit", "side": "give", "resource": give, "delta": 1})
    d.play({"type": "trade_edit", "side": "get", "resource": get, "delta": 1})
    d.play({"type": "trade_target", "to": other})
    d.play({"type": "trade_send"})
    # The responder gets the device: the hand-off names them and shows nothing of the offerer's hand.
    assert d.mirror.current_player() == other
    accept = d.find("trade_accept")
    d.play(accept or {"type": "trade_decline"})
    assert d.handoffs[-1] == other
    closing = d.find("trade_confirm", **{"with": other}) or {"type": "trade_cancel"}
    d.play(closing)
    assert d.handoffs[-1] == offerer
    if accept:
        assert d.mirror.events[-1][0]["kind"] == "trade_done"


def test_hotseat_game_from_url(page: Page, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=catan&players=3&seed={SEED}&setup=variable&lang=en&names={','.join(NAMES)}")
    wait_ready(page)
    # The start parameters are gone from the address, so a reload resumes instead of restarting.
    address = urlsplit(page.url)
    assert address.query == "lang=en" and address.fragment == "play", page.url
    html = page.locator("html")
    expect(html).to_have_attribute("data-game", "catan")
    expect(html).to_have_attribute("data-action-count", "0")

    mirror = Match.new("catan", 3, SEED, {"setup": "variable"})
    d = Driver(page, mirror, NAMES, audit=8)  # axe on the first screens of each kind (tests/e2e/axe.py)
    rng = Rng(5)

    # Set-up: six placements in snake order, each a settlement then its road, clicked on the board
    # (the first two with the keyboard: board spots take Enter and Space like buttons).
    for step in range(12):
        legal = mirror.legal_actions()
        assert legal[0]["type"] in ("build_settlement", "build_road")
        d.pass_device()
        expect(page.locator("[data-action-index]")).to_have_count(len(legal))
        d.play(legal[rng.below(len(legal))], key={0: "Enter", 1: " "}.get(step))
    order = mirror.state["setup_order"]
    assert d.handoffs == [order[0], order[1], order[2], order[4], order[5]], "one hand-off per change of player"
    expect(page.locator(".log-panel")).to_contain_text("built a settlement")

    traded = built = False
    for _ in range(400):
        if traded and built:
            break
        phase = mirror.state["phase"]
        if phase == "main" and not traded and d.find("trade_open"):
            _trade(d)
            traded = True
            continue
        build = next((a for a in mirror.legal_actions() if a["type"].startswith("build_")), None)
        if phase == "main" and build and traded:
            d.play(build)
            built = True
            continue
        d.play(quick_policy(mirror.legal_actions(), rng) if phase != "main" else {"type": "end_turn"})
    assert traded and built, "the scripted turns never reached a trade and a build"
    assert any(e["kind"] == "roll" for events in mirror.events for e in events)

    # Undo takes back the build (same player, nothing revealed), and the page agrees with the engine.
    expect(page.locator("[data-cmd='undo']")).to_be_enabled()
    page.locator("[data-cmd='undo']").click()
    assert mirror.undo()
    d.expect_count()
    d.play(build)

    # Reload: the same game, the same screen, the same board.
    count = page.locator("html").get_attribute("data-action-count")
    board = page.locator(".catan-board").inner_html()
    page.reload()
    wait_ready(page)
    expect(html).to_have_attribute("data-action-count", count)
    expect(html).to_have_attribute("data-game", "catan")
    assert page.locator(".catan-board").inner_html() == board

    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()


def test_whole_game_ends_on_the_score_screen(page: Page, site_url: str, wait_ready, page_watch) -> None:
    """A shared #save= link opens a game 40 moves before its end; clicking them shows the end screen."""
    full = play_out("catan", 3, 19, {"setup": "variable"})
    moves = [entry["action"] for entry in full.log]
    mirror = Match.new("catan", 3, 19, {"setup": "variable"})
    for action in moves[:-40]:
        mirror.apply(action)
    names = ["Ann", "Ben", "<b>Chloé</b>"]  # markup in a name must show as text
    seats = [{"name": n, "color": c, "kind": "human"} for n, c in zip(names, mirror.options["colors"])]
    record = saves.make_record(mirror, seats, "colorblind", None, "shared", 0)
    page.goto(f"{site_url}/?lang=en{urls.share_fragment(saves.dump_record(record))}")
    wait_ready(page)
    assert urlsplit(page.url).fragment == "play"
    d = Driver(page, Match.from_json(mirror.to_json()), names)
    d.expect_count()
    for action in moves[-40:]:
        d.play(action)  # (click → render time is a figure of bench/run.py, not an assertion here)
    over = page.locator("[data-testid='game-over']")
    expect(over).to_be_visible()
    winner = full.winners()[0]
    expect(over.locator(".end-title")).to_contain_text(names[winner])
    scores = over.locator("table.scores")
    for seat, score in enumerate(full.scores()):
        row = scores.locator("tbody tr", has_text=re.compile(re.escape(names[seat])))
        expect(row.locator(".total")).to_have_text(str(int(score)))
    assert page.locator("b", has_text="Chloé").count() == 0, "a player name was inserted as markup"
    expect(page.locator("[data-action-index]")).to_have_count(0)
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()


def test_full_game_in_korean_from_the_url(page: Page, site_url: str, wait_ready, page_watch) -> None:
    """Done means: a 3-player hot-seat game started from the URL, every decision clicked (set-up,
    rolls, discards, robber, builds, cards, bank trades), hand-offs between players, in Korean, to
    the end screen."""
    seed, names = 33, ["지우", "민", "알렉스"]
    page.goto(f"{site_url}/?game=catan&players=3&seed={seed}&setup=variable&lang=ko&names={','.join(names)}")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    mirror = Match.new("catan", 3, seed, {"setup": "variable"})
    d = Driver(page, mirror, names, audit=6)  # in Korean too
    policy = Rng(seed)
    while not mirror.is_over():
        d.play(quick_policy(mirror.legal_actions(), policy))
    assert len(mirror.log) > 300 and len(set(d.handoffs)) == 3
    over = page.locator("[data-testid='game-over']")
    expect(over).to_be_visible()
    winner = mirror.winners()[0]
    expect(over.locator(".end-title")).to_contain_text(f"{names[winner]}님이")
    expect(over).to_contain_text("최종 점수")
    # Reloading the finished game shows the same end screen.
    page.reload()
    wait_ready(page)
    expect(page.locator("[data-testid='game-over']")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-action-count", str(len(mirror.log)))
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()


def _bench():
    """bench/clicks_catan_aquatica.py: its reference positions (built in CPython)."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "clicks_catan_aquatica.py"
    spec = importlib.util.spec_from_file_location("clicks_bench", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_composed_discard_plenty_and_offer(page: Page, site_url: str, wait_ready, page_watch) -> None:
    """Issue 16 §1: a discard of 6 from 13 cards, Year of Plenty and a 2-for-1 offer, each composed on
    the page and made in one click (data-action-seq)."""
    bench = _bench()
    start = bench.catan_position()
    record = saves.make_record(start, [{"name": n, "kind": "human"} for n in NAMES], "standard", None, "", 0.0)
    page.goto(site_url + "/" + urls.shared_address("en", False, saves.dump_record(record)))
    wait_ready(page)
    html = page.locator("html")
    count = len(start.log)
    expect(html).to_have_attribute("data-action-count", str(count))
    page.locator("[data-testid='handoff-continue']").click()
    composer = page.locator("[data-compose-key='discard']")
    expect(composer).to_have_attribute("data-compose-state", "[0,3,3,0,0]")
    page.get_by_role("button", name="One Lumber fewer").click()
    expect(composer).to_have_attribute("data-compose-state", "[0,2,3,0,0]")
    expect(page.locator("[data-testid='compose-discard']")).to_be_disabled()
    page.get_by_role("button", name="One Ore more").click()
    expect(html).to_have_attribute("data-action-count", str(count))  # choosing changes nothing yet
    page.locator("[data-testid='compose-discard']").click()
    count += 6
    expect(html).to_have_attribute("data-action-count", str(count))
    expect(page.locator(".catan")).to_have_attribute("data-phase", "move_robber")
    mirror = Match.from_json(start.to_json())
    for r in ("lumber", "lumber", "wool", "wool", "wool", "ore"):
        mirror.apply({"type": "discard", "resource": r})
    d = Driver(page, mirror, NAMES)
    d.shown = 0
    d.play(mirror.legal_actions()[0])  # the robber
    if mirror.state["phase"] == "steal":
        d.play(mirror.legal_actions()[0])
    d.play({"type": "play_dev", "card": "year_of_plenty"})
    page.locator("[data-testid='compose-plenty']").click()
    expect(html).to_have_attribute("data-action-count", str(len(mirror.log) + 2))
    chip = page.get_by_role("button", name="Get Ore: 0 (click to change)")
    if chip.count():  # ask for ore, unless the suggestion already does
        chip.click()
    offer = page.locator("[data-testid='compose-offer']")
    expect(offer).to_contain_text(re.compile(r"Offer 2 \w+ for 1 Ore"))
    offer.click()
    expect(html).to_have_attribute("data-action-count", str(len(mirror.log) + 2 + 5))
    expect(page.locator("[data-testid='handoff-continue']")).to_be_visible()  # the others answer
    assert not page_watch.page_errors, page_watch.problems()
