"""The vendored runtime starts in the page, under the CSP, with no request leaving the local server."""

import re

import pytest
from playwright.sync_api import Page, expect


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
    # CSP violations, failed loads and uncaught errors all surface here.
    assert page_watch.page_errors == []
    assert page_watch.console_errors == []


def test_offsite_guard_blocks_and_records(page: Page, page_watch) -> None:
    """The guard itself works: a request to another host is aborted and recorded (.invalid never resolves)."""
    with pytest.raises(Exception, match="ERR_BLOCKED_BY_CLIENT"):
        page.goto("http://offsite.invalid/")
    assert page_watch.offsite == ["GET http://offsite.invalid/"]
    page_watch.offsite.clear()  # expected here; any other offsite request fails the test at teardown
