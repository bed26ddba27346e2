"""Browser end-to-end fixtures: the site on a local server, Debian's Chromium, an offline guard.

Every test here runs against tools/serve.py on a free loopback port. The browser context routes every
request: anything that is not for that server is aborted and recorded, and the test fails at teardown,
which proves the page works with no network beyond its own origin. Console and page errors are collected
for the test to assert on. A cold Pyodide start takes seconds, so timeouts are raised to 60 s and tests
should be few, each checking several things on one loaded page.

    def test_something(app_page, page_watch):        # app_page: "/" loaded and ready
        ...

    def test_other(page, site_url, wait_ready):       # or navigate yourself
        page.goto(site_url + "/?game=catan")
        wait_ready(page)
"""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Route, WebError, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",  # a container's small /dev/shm must not crash the renderer
]
TIMEOUT_MS = 60_000
READY_OR_ERROR = 'html[data-ready="true"], .py-error'

expect.set_options(timeout=TIMEOUT_MS)


def _load_serve() -> ModuleType:
    """tools/ is not a package on sys.path: load serve.py from its file."""
    spec = importlib.util.spec_from_file_location("tabletop_serve", ROOT / "tools" / "serve.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


serve = _load_serve()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under tests/e2e as `e2e` (select or skip them with -m)."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.e2e)


@dataclass
class PageWatch:
    """What one browser context did: every request, the blocked ones, and errors it reported."""

    origin: str  # "127.0.0.1:PORT", the only host:port requests may go to
    requests: list[str] = field(default_factory=list)
    offsite: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def is_local(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about"):
            return True
        return parts.scheme == "http" and parts.netloc == self.origin

    def paths(self) -> list[str]:
        """Paths of the local requests, in order (e.g. to check what the page loaded)."""
        return [urlsplit(url).path for url in self.requests if self.is_local(url)]

    def problems(self) -> str:
        lines = [f"page error: {e}" for e in self.page_errors]
        lines += [f"console error: {e}" for e in self.console_errors]
        return "\n".join(lines) or "(no page or console errors)"


_WATCHES: dict[int, PageWatch] = {}  # id(BrowserContext) -> its watch, for wait_ready()


def wait_ready(page: Page, timeout_ms: int = TIMEOUT_MS) -> None:
    """Wait for `html[data-ready="true"]`; fail fast on `.py-error` or an uncaught page error."""
    watch = _WATCHES.get(id(page.context))
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        try:
            page.wait_for_selector(READY_OR_ERROR, state="attached", timeout=500)
            break
        except PlaywrightTimeoutError:
            if watch and watch.page_errors:
                pytest.fail(f"the page failed before it was ready:\n{watch.problems()}")
            if time.monotonic() > deadline:
                details = watch.problems() if watch else ""
                pytest.fail(f"page not ready after {timeout_ms / 1000:.0f} s\n{details}")
    errors = page.locator(".py-error")
    if errors.count():
        pytest.fail("Python error in the page:\n" + "\n".join(errors.all_inner_texts()))


@pytest.fixture(name="wait_ready")
def _wait_ready_fixture() -> Any:
    """The wait_ready(page) helper, for tests that navigate themselves."""
    return wait_ready


def pass_handoff(page: Page) -> None:
    """Click the hand-off screen's button and wait until it is gone: a click is acknowledged at
    once and acted on after the next paint (ui/app.py), so the board behind it is drawn only then."""
    button = page.locator("[data-testid='handoff-continue']")
    button.click()
    expect(button).to_have_count(0)


@pytest.fixture(name="pass_handoff")
def _pass_handoff_fixture() -> Any:
    """The pass_handoff(page) helper."""
    return pass_handoff


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """Base URL (no trailing slash) of tools/serve.py serving the repository root on a free port."""
    if not (ROOT / "assets" / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("assets/vendor is missing: run `make setup` (npm ci vendors Pyodide and PyScript)")
    server = serve.make_server(port=0, quiet=True)
    serve.start_in_thread(server)
    yield serve.base_url(server)
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def host_url() -> Iterator[str]:
    """A second server on another port: another origin, as a site embedding the app would be."""
    server = serve.make_server(port=0, quiet=True)
    serve.start_in_thread(server)
    yield serve.base_url(server)
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    """pytest-playwright passes this to new contexts, so page.goto("/") works too."""
    return site_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Debian's Chromium (never `playwright install`), with no background traffic of its own."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make setup` (apt-get install chromium)")
    args = CHROMIUM_ARGS if browser_type_launch_args.get("headless", True) else CHROMIUM_ARGS[1:]
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM), "args": args}


@pytest.fixture
def context(new_context: Any, site_url: str) -> Iterator[BrowserContext]:
    """A fresh context whose requests may only go to the local server (checked at teardown).

    Note: routing disables the HTTP cache, so every page load in a test is a cold start.
    """
    ctx: BrowserContext = new_context()
    ctx.set_default_timeout(TIMEOUT_MS)
    ctx.set_default_navigation_timeout(TIMEOUT_MS)
    watch = PageWatch(origin=urlsplit(site_url).netloc)
    _WATCHES[id(ctx)] = watch

    def guard(route: Route) -> None:
        url = route.request.url
        watch.requests.append(url)
        if watch.is_local(url):
            route.continue_()
        else:
            watch.offsite.append(f"{route.request.method} {url}")
            route.abort("blockedbyclient")

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            watch.console_errors.append(message.text)

    def on_error(error: WebError) -> None:
        watch.page_errors.append(str(error.error))

    ctx.route("**/*", guard)
    ctx.on("console", on_console)
    ctx.on("weberror", on_error)
    yield ctx
    _WATCHES.pop(id(ctx), None)
    assert not watch.offsite, "requests left the local server:\n" + "\n".join(watch.offsite)


@pytest.fixture
def page_watch(context: BrowserContext) -> PageWatch:
    """Requests, blocked requests and errors seen by the test's context."""
    return _WATCHES[id(context)]


@pytest.fixture
def app_page(page: Page, site_url: str) -> Page:
    """The app's start page, loaded and ready (fails fast on a Python error)."""
    page.goto(site_url + "/")
    wait_ready(page)
    return page
