"""The vendored runtime starts in the page, under the CSP, with no request leaving the local server;
start-up fetches no game's code, and a game opened later fetches its own bundle."""

import gzip
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from core.match import Match

ROOT = Path(__file__).resolve().parents[2]
SNAPSHOT = ROOT / "assets" / "vendor" / "pyodide" / "snapshot.bin.gz"
GAME_BUNDLE = re.compile(r"/assets/app-\w+\.zip")


def _game_bundles(page: Page) -> list[str]:
    """The game bundles the page itself fetched (the service worker precaches them all)."""
    names = page.evaluate("performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)")
    return [name for name in names if GAME_BUNDLE.fullmatch(name)]


def test_python_runs_offline(app_page: Page, page_watch) -> None:
    expect(app_page.locator("html")).to_have_attribute("data-python", re.compile(r"^3\.14\."))
    expect(app_page.locator(".game-card.game-catan")).to_contain_text("Catan")
    expect(app_page.locator(".game-card.game-aquatica")).to_contain_text("Aquatica")

    paths = page_watch.paths()
    for needed in (
        "/assets/vendor/pyscript/core.js",
        "/assets/vendor/pyodide/pyodide.asm.wasm",
        "/assets/app.zip",
    ):
        assert needed in paths, f"{needed} was not loaded from the local server: {paths}"
    assert page_watch.offsite == []
    assert _game_bundles(app_page) == [], "the lobby fetched a game's code"
    # Every PyScript chunk the start-up imports is preloaded (index.html's generated block), so none
    # is a round trip after the runtime is up.
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    preloaded = set(re.findall(r'<link rel="modulepreload" href="\.(/assets/vendor/pyscript/[^"]+)"', page))
    chunks = {p for p in paths if p.startswith("/assets/vendor/pyscript/") and p.endswith(".js")} - {
        "/assets/vendor/pyscript/core.js"}
    assert chunks and chunks <= preloaded, f"not preloaded: {sorted(chunks - preloaded)} (tools/build_manifest.py PYSCRIPT_CHUNKS)"
    # CSP violations, failed loads and uncaught errors all surface here.
    assert page_watch.page_errors == []
    assert page_watch.console_errors == []


def test_the_runtime_starts_from_its_snapshot(app_page: Page, page_watch) -> None:
    """assets/js/runtime.mjs restores tools/snapshot.mjs's snapshot (docs/architecture.md §Start-up)."""
    expect(app_page.locator("html")).to_have_attribute("data-runtime", "snapshot")
    assert "/assets/vendor/pyodide/snapshot.bin.gz" in page_watch.paths()
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()


@pytest.mark.parametrize("answer, runtime", [("unpacked", "snapshot"), ("missing", "fresh"), ("damaged", "fresh"),
                                             ("foreign", "fresh")])
def test_the_runtime_starts_whatever_the_host_serves_as_its_snapshot(page: Page, site_url: str, page_watch,
                                                                      wait_ready, answer: str, runtime: str) -> None:
    """A host that serves .gz files with Content-Encoding: gzip (the browser unpacks the file on the
    way): the runtime still starts from it. A host without the snapshot, a damaged file, or one from
    another Pyodide build: the runtime starts the usual way. Either way the app works as ever."""
    packed = SNAPSHOT.read_bytes()
    if answer == "unpacked":
        body, status = gzip.decompress(packed), 200
    elif answer == "missing":
        body, status = b"not here", 404
    elif answer == "damaged":
        body, status = packed[: len(packed) // 2], 200  # a download cut short: gzip fails
    else:
        memory = bytearray(gzip.decompress(packed))
        memory[16:48] = bytes(32)  # another build id: Pyodide refuses to restore it
        body, status = gzip.compress(bytes(memory), compresslevel=1), 200
    page.route("**/assets/vendor/pyodide/snapshot.bin.gz",
               lambda route: route.fulfill(status=status, body=body, content_type="application/octet-stream"))
    page.goto(f"{site_url}/?game=catan&players=3&seed=4&lang=en")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("data-runtime", runtime)
    expect(page.locator("html")).to_have_attribute("data-python", re.compile(r"^3\.14\."))
    expect(page.locator("[data-testid='handoff-continue']")).to_be_visible()
    if answer == "missing":  # the browser's own report of the 404 (the preload's, the fetch's)
        page_watch.console_errors[:] = [e for e in page_watch.console_errors if "404" not in e]
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()


def test_offsite_guard_blocks_and_records(page: Page, page_watch) -> None:
    """The guard itself works: a request to another host is aborted and recorded (.invalid never resolves)."""
    with pytest.raises(Exception, match="ERR_BLOCKED_BY_CLIENT"):
        page.goto("http://offsite.invalid/")
    assert page_watch.offsite == ["GET http://offsite.invalid/"]
    page_watch.offsite.clear()  # expected here; any other offsite request fails the test at teardown


def test_a_game_opened_from_the_lobby_fetches_its_code(app_page: Page, page_watch) -> None:
    app_page.locator(".game-card.game-glen_more_2 [data-cmd='new']").click()
    expect(app_page.locator("form[data-form='new']")).to_be_visible()
    expect(app_page.locator("html")).not_to_have_attribute("data-loading", re.compile(".*"))
    assert _game_bundles(app_page) == ["/assets/app-glen_more_2.zip"]
    app_page.locator("form[data-form='new'] button[type='submit']").click()
    expect(app_page.locator("[data-testid='handoff-continue']")).to_be_visible()
    expect(app_page.locator("html")).to_have_attribute("data-game", "glen_more_2")
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()


def test_a_game_whose_code_cannot_be_fetched_is_reported(page: Page, site_url: str, wait_ready) -> None:
    # No connection (the request fails): said plainly, as what it is (issue 16).
    page.route("**/assets/app-catan.zip", lambda route: route.abort("failed"))
    page.goto(f"{site_url}/?game=catan&players=3&seed=1&lang=en")
    wait_ready(page)
    expect(page.locator("[data-testid='error']")).to_contain_text("Catan is not on this device yet")
    expect(page.locator(".game-card.game-catan")).to_be_visible()  # the lobby, to try again
    expect(page.locator("html")).not_to_have_attribute("data-loading", re.compile(".*"))
    # The server answers, but not with the game: the engine failed to load.
    page.unroute("**/assets/app-catan.zip")
    page.route("**/assets/app-catan.zip", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(f"{site_url}/?game=catan&players=3&seed=2&lang=en")
    wait_ready(page)
    expect(page.locator("[data-testid='error']")).to_contain_text("The game engine failed to load")


EMBED_HOST = """<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<script>window.msgs = []; addEventListener("message", (e) => window.msgs.push(e.data));</script></head>
<body><iframe id="game" title="game" width="900" height="700" src="/?game=catan&players=3&seed=5&embed=1&lang=en"></iframe></body></html>"""


def test_an_embedding_page_loads_a_game_whose_code_is_not_there_yet(page: Page, site_url: str, page_watch) -> None:
    """The reply to {type: load} comes once the other game's code has arrived (ui.app runs the
    message again), and it is the only reply: no second state message."""
    page.route(f"{site_url}/embed-host.html", lambda route: route.fulfill(body=EMBED_HOST, content_type="text/html"))
    page.goto(f"{site_url}/embed-host.html")
    replies = "window.msgs.filter(m => m.type !== 'resize')"  # (the frame also reports its height)
    page.wait_for_function(f"{replies}.length >= 1", timeout=60_000)
    aquatica = Match.new("aquatica", 2, 9, {})
    aquatica.apply(aquatica.legal_actions()[0])
    page.evaluate("m => document.getElementById('game').contentWindow.postMessage(m, '*')",
                  {"type": "load", "save": aquatica.to_json()})
    page.wait_for_function(f"{replies}.length >= 2", timeout=30_000)
    reply = page.evaluate(f"{replies}[1]")
    assert reply["type"] == "state" and reply["game"] == "aquatica" and reply["actionCount"] == 1
    expect(page.frame_locator("#game").locator("html")).to_have_attribute("data-game", "aquatica")
    page.wait_for_timeout(300)
    assert page.evaluate(f"{replies}.length") == 2
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()
