"""Saves in the page: named slot, export to a file and import it back, language switch, and a
damaged stored save that is reported and quarantined while every other save stays as it was."""

from __future__ import annotations

import json
import re

import pytest
from catan_driver import Driver, quick_policy
from playwright.sync_api import Page, expect

from core.match import Match
from core.rng import Rng

pytestmark = pytest.mark.browser_context_args(service_workers="block", viewport={"width": 1280, "height": 900})
GARBAGE = '{"format": "tabletop-slot", "save": "not a game'


def _storage(page: Page) -> dict[str, str]:
    return page.evaluate("Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")


def _open_menu(page: Page) -> None:
    if page.locator(".game-menu[open]").count() == 0:
        page.locator(".game-menu summary").click()


def test_slots_export_import_language_and_quarantine(page: Page, site_url: str, wait_ready, page_watch, tmp_path) -> None:
    page.goto(f"{site_url}/?game=catan&players=4&seed=3&lang=en&names=Ann,Ben,Cy,Dee")
    wait_ready(page)
    html = page.locator("html")
    mirror = Match.new("catan", 4, 3, {})
    d = Driver(page, mirror, ["Ann", "Ben", "Cy", "Dee"])
    rng = Rng(9)
    for _ in range(7):
        d.play(quick_policy(mirror.legal_actions(), rng))
    d.pass_device()
    count = str(len(mirror.log))

    # Language: the header's select re-renders everything in Korean and keeps it in the address.
    page.locator("select[data-cmd='lang']").select_option("ko")
    expect(html).to_have_attribute("lang", "ko")
    expect(page.locator(".catan-side")).to_contain_text(re.compile("마을|도로"))
    expect(page.locator(".log-panel")).to_contain_text("도로")
    assert "lang=ko" in page.url and page.url.endswith("#play")
    expect(html).to_have_attribute("data-action-count", count)

    # A named slot, from the game menu.
    _open_menu(page)
    page.locator("#slot-name").fill("Weekend <i>game</i>")
    page.locator("[data-cmd='save-slot']").click()
    expect(page.locator(".msg-notice")).to_contain_text("Weekend <i>game</i>")

    # Export: a download whose content is the slot record around Match.to_json().
    _open_menu(page)
    with page.expect_download() as info:
        page.locator("[data-cmd='export']").click()
    exported = tmp_path / info.value.suggested_filename
    info.value.save_as(exported)
    record = json.loads(exported.read_text(encoding="utf-8"))
    assert record["format"] == "tabletop-slot" and [s["name"] for s in record["seats"]] == ["Ann", "Ben", "Cy", "Dee"]
    assert len(Match.from_json(record["save"]).log) == len(mirror.log)

    # Home lists the slot; importing the file opens the game at the same move.
    page.locator("#app-header [data-cmd='home']").last.click()
    expect(html).to_have_attribute("data-game", "")
    expect(page.locator(".resume-card")).to_be_visible()
    expect(page.locator(".slot-name")).to_have_text(["Weekend <i>game</i>"])
    page.locator("input[type='file'][data-cmd='import']").set_input_files(str(exported))
    expect(html).to_have_attribute("data-game", "catan")
    expect(html).to_have_attribute("data-action-count", count)
    expect(page.locator("[data-testid='handoff-continue']")).to_be_visible()

    # Damage the autosave and add a broken slot, then open the site again.
    good_slots = {k: v for k, v in _storage(page).items() if k.startswith("tabletop:slot:")}
    assert len(good_slots) == 1
    page.evaluate(
        """garbage => { localStorage.setItem('tabletop:autosave', garbage);
                        localStorage.setItem('tabletop:slot:1-0', 'not json at all'); }""",
        GARBAGE,
    )
    page.goto(f"{site_url}/?lang=en")
    wait_ready(page)
    error = page.get_by_test_id("error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("set aside")
    stored = _storage(page)
    assert "tabletop:autosave" not in stored and "tabletop:slot:1-0" not in stored
    quarantined = sorted(v for k, v in stored.items() if k.startswith("tabletop:quarantine:"))
    assert quarantined == sorted([GARBAGE, "not json at all"]), "damaged saves must be kept, unchanged"
    for key, value in good_slots.items():
        assert stored[key] == value, "a good save was touched"
    expect(page.locator(".slot-name").first).to_have_text("Weekend <i>game</i>")
    expect(page.locator(".quarantine summary")).to_contain_text("2")

    # The good slot still loads.
    page.locator("[data-cmd='load-slot']").click()
    expect(html).to_have_attribute("data-action-count", count)
    assert page_watch.page_errors == [] and page_watch.console_errors == [], page_watch.problems()
