"""Issue 16 §4 "Layout and words": Aquatica, A Feast for Odin and Glen More II on real screen sizes."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

AQUATICA = "/?game=aquatica&players=2&seed=5&mode=basic&lang=en"

# Every effect chip (and everything inside it) against its card; words that do not fit their line.
_CHIPS_OUTSIDE = """() => {
  const out = [];
  for (const card of document.querySelectorAll('.aquatica .aq-char')) {
    const c = card.getBoundingClientRect();
    for (const chip of card.querySelectorAll('.aq-eff')) {
      for (const el of [chip, ...chip.querySelectorAll('*')]) {
        const b = el.getBoundingClientRect();
        if (b.left < c.left - 0.5 || b.right > c.right + 0.5 || b.top < c.top - 0.5 || b.bottom > c.bottom + 0.5) {
          out.push(`${card.querySelector('.aq-char-name').textContent}: ${chip.textContent} (${el.tagName})`);
          break;
        }
      }
      const text = chip.querySelector('.aq-eff-text');
      if (text && text.scrollWidth > text.clientWidth + 1) out.push(`${chip.textContent} (text wider than its box)`);
    }
  }
  return out;
}"""


def _open(page: Page, url: str, wait_ready) -> None:
    page.goto(url)
    wait_ready(page)
    handoff = page.locator("[data-testid='handoff-continue']")
    if handoff.count():
        handoff.click()


def _bottom(page: Page, selector: str) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box, selector
    return box["y"] + box["height"]


@pytest.mark.browser_context_args(viewport={"width": 1280, "height": 800})
def test_aquatica_sea_and_own_slots_fit_one_desktop_screen(page: Page, site_url: str, wait_ready) -> None:
    _open(page, site_url + AQUATICA, wait_ready)
    chips = page.locator(".aq-sea .aq-eff")
    assert chips.count() >= 6
    assert _bottom(page, ".aq-sea") <= 800, "the whole sea is on the first screen"
    assert _bottom(page, ".aq-board.is-me .aq-slots") <= 800, "the player's own slots are on the first screen"
    assert page.evaluate(_CHIPS_OUTSIDE) == []
    # the worst case: a full top row too (the first rows after a refill hold six locations each)
    page.evaluate("""() => {
      const top = document.querySelector('.aq-row-top');
      top.querySelector('p').replaceWith(document.querySelector('.aq-row-bottom .aq-locs').cloneNode(true));
    }""")
    assert page.locator(".aq-row-top .aq-loc").count() == 6
    assert _bottom(page, ".aq-sea") <= 800, "two full rows of locations still fit"


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844})
def test_aquatica_effect_chips_stay_inside_their_cards_on_a_phone(page: Page, site_url: str, wait_ready) -> None:
    _open(page, site_url + AQUATICA, wait_ready)
    assert page.locator(".aquatica .aq-eff").count() >= 12
    assert page.evaluate(_CHIPS_OUTSIDE) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scrolling"


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844})
def test_feast_action_board_shows_one_column_group_at_a_time_on_a_phone(page: Page, site_url: str, wait_ready) -> None:
    _open(page, site_url + "/?game=feast_for_odin&players=2&seed=5&lang=en", wait_ready)
    panel = page.locator(".ffo-actions-panel")
    spaces = panel.locator("[data-ref^='space:']")
    assert spaces.count() == 61
    tabs = panel.locator(".ffo-coltab input[type=radio]")
    assert tabs.count() == 4
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no hidden columns off the side"
    edge = panel.bounding_box()
    seen: set[str] = set()
    for i in range(4):
        tabs.nth(i).check()
        for j in range(spaces.count()):
            space = spaces.nth(j)
            box = space.bounding_box()
            if box and box["width"] > 0 and box["x"] >= edge["x"] and box["x"] + box["width"] <= edge["x"] + edge["width"]:
                seen.add(space.get_attribute("data-ref"))
                assert space.evaluate(f"e => e.classList.contains('ffo-c{i + 1}')"), "only the chosen column"
    assert len(seen) == 61, "every space can be shown with the column tabs"
    # the tabs are a keyboard radio group and a view only: no move was made, the choice outlives a render
    tabs.nth(0).focus()
    page.keyboard.press("ArrowRight")
    assert tabs.nth(1).is_checked()
    assert page.locator("[data-cmd='undo']").is_disabled()
    page.locator("[data-ref^='space:'].is-legal.ffo-c2").first.click()
    assert tabs.nth(1).is_checked()


# Clan-board names against roads (segments), tolls, fields, cost badges, the start and each other, by the
# browser's own text boxes (getBBox, in the SVG's units).
_CLAN_OVERLAPS = """() => {
  const svg = document.querySelector('.gm-clan-svg');
  const box = e => { const b = e.getBBox(); return {x1: b.x, y1: b.y, x2: b.x + b.width, y2: b.y + b.height}; };
  const meet = (a, b) => Math.min(a.x2, b.x2) > Math.max(a.x1, b.x1) && Math.min(a.y2, b.y2) > Math.max(a.y1, b.y1);
  const crosses = (line, r) => {
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map(k => +line.getAttribute(k));
    let t0 = 0, t1 = 1; const dx = x2 - x1, dy = y2 - y1;
    for (const [p, q] of [[-dx, x1 - r.x1], [dx, r.x2 - x1], [-dy, y1 - r.y1], [dy, r.y2 - y1]]) {
      if (p === 0) { if (q < 0) return false; continue; }
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t); else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
    return true;
  };
  const names = [...svg.querySelectorAll('.gm-fname')].map(e => [e.textContent, box(e)]);
  const others = [...svg.querySelectorAll('.gm-toll, .gm-start, .gm-cost, .gm-fieldc, .gm-wtoken')]
    .map(e => [`${e.getAttribute('class')} ${e.textContent}`.trim(), box(e)]);
  const out = [];
  names.forEach(([name, b], i) => {
    for (const [what, o] of others) if (meet(b, o)) out.push(`${name} x ${what}`);
    names.forEach(([other, o], j) => { if (j > i && meet(b, o)) out.push(`${name} x ${other}`); });
    for (const road of svg.querySelectorAll('.gm-road')) if (crosses(road, b)) out.push(`${name} x a road`);
  });
  return [names.length, out];
}"""


@pytest.mark.parametrize("query", ["", "&c8=on", "&c5=on&c7=on"])
@pytest.mark.browser_context_args(viewport={"width": 1280, "height": 800})
def test_glen_clan_board_names_overlap_no_road_or_number(page: Page, site_url: str, wait_ready, query: str) -> None:
    _open(page, f"{site_url}/?game=glen_more_2&players=2&seed=5{query}&lang=en", wait_ready)
    count, overlaps = page.evaluate(_CLAN_OVERLAPS)
    assert count == 23
    assert overlaps == []
