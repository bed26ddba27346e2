"""assets/js/morph.mjs: a region patched to new HTML ends up exactly as `innerHTML = html` would
leave it (the same nodes, attributes and texts), keeps the nodes (and the focus) that did not change, and moves keyed nodes instead of
rebuilding them. Checked on real screens of every game, before and after moves."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

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
