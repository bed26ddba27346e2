"""assets/js/morph.mjs: a region patched to new HTML ends up exactly as `innerHTML = html` would
leave it (the same nodes, attributes and texts), keeps the nodes (and the focus) that did not change, and moves keyed nodes instead of
rebuilding them. Checked on real screens of every game, before and after moves."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from core.match import Match
from core.rng import Rng
from ui.i18n import load_catalog
from ui.render import renderer

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"

CHECK = """async ([pairs]) => {
  const { morph } = await import("/assets/js/morph.mjs");
  const out = [];
  for (const [before, after] of pairs) {
    const live = document.createElement("div");
    live.innerHTML = before;
    document.body.append(live);
    const fresh = document.createElement("div");
    fresh.innerHTML = after;
    const kept = live.querySelector("*");
    morph(live, after);
    out.push([live.isEqualNode(fresh), kept === null || kept.isConnected]);  // (attribute order aside)
    live.remove();
  }
  return out;
}"""


def screens(game: str, players: int, steps: int) -> list[str]:
    t = load_catalog("en", I18N).t
    match = Match.new(game, players, 11, {})
    rng = Rng(5)
    shots = []
    for _ in range(steps):
        seat = match.current_player()
        prefs = {"names": [f"P{i}" for i in range(players)], "palette": "standard", "seat": seat, "focus": None,
                 "events": match.events}
        shots.append(renderer(game).render_game(match.view(seat), match.legal_actions(), t, prefs))
        legal = match.legal_actions()
        usable = [a for a in legal if a["type"] != "trade_open"] or legal
        match.apply(usable[rng.below(len(usable))])
    return shots


@pytest.mark.parametrize("game, players", [("catan", 3), ("feast_for_odin", 2), ("glen_more_2", 3), ("aquatica", 2)])
def test_morph_gives_the_same_tree_as_inner_html(app_page: Page, game: str, players: int) -> None:
    shots = screens(game, players, 12)
    pairs = list(zip(shots, shots[1:])) + [(shots[-1], shots[0]), ("", shots[0]), (shots[0], "")]
    results = app_page.evaluate(CHECK, [pairs])
    assert all(same for same, _ in results), [i for i, (same, _) in enumerate(results) if not same]
    assert sum(kept for _, kept in results[:-3]) >= len(results[:-3]) - 1, "unchanged nodes are kept"


def test_morph_keeps_focus_typed_text_and_moves_keyed_nodes(app_page: Page) -> None:
    result = app_page.evaluate("""async () => {
      const { morph } = await import("/assets/js/morph.mjs");
      const live = document.createElement("div");
      document.body.append(live);
      live.innerHTML = '<button id="b">Go</button><input id="t" value=""><ul><li data-key="a">A</li><li data-key="b">B</li></ul>';
      const button = live.querySelector("#b"), field = live.querySelector("#t"), b = live.querySelector("[data-key=b]");
      button.focus();
      field.value = "typed";
      b.setAttribute("data-highlight", "focus");
      morph(live, '<button id="b" class="x">Go!</button><input id="t" value=""><ul><li data-key="b">B</li><li data-key="c">C</li><li data-key="a">A</li></ul>');
      return {
        focus: document.activeElement === button, text: button.textContent, cls: button.className,
        typed: field.value, moved: live.querySelector("[data-key=b]") === b, order: [...live.querySelectorAll("li")].map(li => li.textContent).join(""),
        mark: b.getAttribute("data-highlight"),
      };
    }""")
    assert result == {"focus": True, "text": "Go!", "cls": "x", "typed": "typed", "moved": True, "order": "BCA",
                      "mark": "focus"}


def test_morph_keeps_a_details_as_the_player_left_it_until_its_markup_changes(app_page: Page) -> None:
    """A `<details>` the player opened (the game menu while a computer moves) or closed stays so
    through redraws whose markup says what it said before; a changed `open` in the markup applies."""
    result = app_page.evaluate("""async () => {
      const { morph } = await import("/assets/js/morph.mjs");
      const live = document.createElement("div");
      document.body.append(live);
      const page = (open, text) => `<details${open ? " open" : ""}><summary>Menu</summary><p>${text}</p></details>`;
      const out = [];
      morph(live, page(false, "a"));
      const details = live.querySelector("details");
      details.open = true;  // the player opens it
      morph(live, page(false, "b"));  // a redraw: the markup still says closed
      out.push([details.open, live.textContent]);
      morph(live, page(true, "c"));  // the renderer now means it open
      details.open = false;  // the player closes it
      morph(live, page(true, "d"));
      out.push([details.open, live.textContent]);
      morph(live, page(false, "e"));  // the renderer means it closed again
      out.push([details.open, live.querySelector("details") === details]);
      live.remove();
      return out;
    }""")
    assert result == [[True, "Menub"], [False, "Menud"], [False, True]]


def test_morph_skips_a_subtree_whose_hash_is_unchanged(app_page: Page) -> None:
    """`data-hash` (ui/render/html.py `hashed`): the same hash means the same markup, so the live
    subtree is left alone (a mark set inside it survives: it was not walked); a new hash patches it."""
    result = app_page.evaluate("""async () => {
      const { morph, stats } = await import("/assets/js/morph.mjs");
      const live = document.createElement("div");
      document.body.append(live);
      const page = (a, b) => `<section data-hash="${a}"><p>A</p></section><section data-hash="${b}"><p>${b}</p></section>`;
      live.innerHTML = page("h1", "h2");
      const [first, second] = live.querySelectorAll("p");
      first.setAttribute("title", "set by the page");
      second.setAttribute("title", "set by the page");
      const skipped = stats.skipped;
      morph(live, page("h1", "h3"));
      const out = {
        skipped: stats.skipped - skipped, kept: first.getAttribute("title"), patched: second.getAttribute("title"),
        text: live.textContent, same: live.querySelectorAll("p")[1] === second,
      };
      live.remove();
      return out;
    }""")
    assert result == {"skipped": 1, "kept": "set by the page", "patched": None, "text": "Ah3", "same": True}


def test_morph_removes_a_vanished_sibling_instead_of_rebuilding_the_rest(app_page: Page) -> None:
    """A paragraph that disappears (or a keyed node moving past it) costs one removal: the unkeyed
    siblings after it are matched a few places ahead and kept, not rebuilt."""
    result = app_page.evaluate("""async () => {
      const { morph, stats } = await import("/assets/js/morph.mjs");
      const live = document.createElement("div");
      document.body.append(live);
      live.innerHTML = '<h2>T</h2><p class="legend">L</p><fieldset data-key="tabs"></fieldset><div class="grid"><b>1</b><b>2</b></div>';
      const grid = live.querySelector(".grid"), tabs = live.querySelector("fieldset");
      const created = stats.created;
      const after = '<h2>T</h2><fieldset data-key="tabs"></fieldset><div class="grid"><b>1</b><b>3</b></div>';
      morph(live, after);
      const fresh = document.createElement("div");
      fresh.innerHTML = after;
      const out = { equal: live.isEqualNode(fresh), grid: live.querySelector(".grid") === grid,
                    tabs: live.querySelector("fieldset") === tabs, created: stats.created - created };
      live.remove();
      return out;
    }""")
    assert result == {"equal": True, "grid": True, "tabs": True, "created": 0}


def test_morph_matches_a_sibling_by_class_when_a_same_tag_one_comes_or_goes(app_page: Page) -> None:
    """A toolbar <div> that appears before (or vanishes from before) the board's <div>: the board is
    kept and patched, not rebuilt into the toolbar and built again after it."""
    result = app_page.evaluate("""async () => {
      const { morph, stats } = await import("/assets/js/morph.mjs");
      const live = document.createElement("div");
      document.body.append(live);
      const board = '<div class="area"><b>1</b><b>2</b><i>3</i></div><section>log</section>';
      const bar = '<div class="toolbar"><button>Undo</button></div>';
      live.innerHTML = board;
      const area = live.querySelector(".area");
      const created = stats.created;
      morph(live, bar + board);  // the toolbar comes back
      const kept1 = live.querySelector(".area") === area;
      const made = stats.created - created;
      morph(live, board);  // and goes again
      const fresh = document.createElement("div");
      fresh.innerHTML = board;
      const out = { kept1, made, kept2: live.querySelector(".area") === area, equal: live.isEqualNode(fresh),
                    created: stats.created - created };
      live.remove();
      return out;
    }""")
    assert result == {"kept1": True, "made": 2, "kept2": True, "equal": True, "created": 2}


def test_morph_removes_the_focused_element_last(app_page: Page) -> None:
    """The subtree holding the focus goes last (one style update, not one in mid-patch): the tree
    is still the one `innerHTML` gives, and the focus has left the removed element."""
    result = app_page.evaluate("""async () => {
      const { morph } = await import("/assets/js/morph.mjs");
      const live = document.createElement("div");
      document.body.append(live);
      live.innerHTML = '<div data-ref="a"><button id="go">Go</button></div><p>x</p><div data-ref="b"></div>';
      live.querySelector("#go").focus();
      const after = '<div data-ref="b"></div><p>y</p><span>new</span>';
      morph(live, after);
      const fresh = document.createElement("div");
      fresh.innerHTML = after;
      const out = { equal: live.isEqualNode(fresh), gone: !document.getElementById("go"),
                    focus: document.activeElement === document.body };
      live.remove();
      return out;
    }""")
    assert result == {"equal": True, "gone": True, "focus": True}


def test_the_public_board_is_laid_out_hidden_under_the_handoff_card(page: Page, site_url: str, wait_ready,
                                                                    pass_handoff) -> None:
    """Hot-seat (issue 16): once the hand-off card is on screen the public board is drawn under it,
    hidden (not visible, not focusable, nothing clickable); *continue* patches it into the player's
    screen, keeping its nodes."""
    page.goto(f"{site_url}/?game=glen_more_2&players=3&seed=3&lang=en")
    wait_ready(page)
    under = page.locator("[data-under='handoff']")
    expect(under).to_have_count(1)
    expect(under).to_be_hidden()
    assert page.locator("[data-under] [data-action-index], [data-under] [data-action-seq]").count() == 0
    page.evaluate("window.__rondel = document.querySelector('[data-under] .gm-board')")
    pass_handoff(page)
    expect(under).to_have_count(0)
    assert page.locator("[data-action-index]").count() > 0
    assert page.evaluate("document.querySelector('.gm-board') === window.__rondel")
