"""Issue 16 §3: a click is acknowledged in the frame after it (the element shows `data-pressed`),
and its move is applied and drawn in a task of its own (ui/app.py, App._soon). A click made on a
position that has changed before its turn came (a second move clicked on the old board) is dropped,
never applied to the new position; a command clicked meanwhile (no move) still runs."""

from __future__ import annotations

from playwright.sync_api import Page, expect

HANDOFF = "[data-testid='handoff-continue']"

# Two clicks in one task, as a double click on a slow device lands before the first is drawn.
CLICK = "const click = (e) => e.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));"
TWO_CLICKS = "() => {" + CLICK + """
  const offered = [...document.querySelectorAll("main [data-action-index]")];
  const [first, second] = [offered[0], offered[offered.length - 1]];
  const before = document.documentElement.dataset.actionCount;
  click(first);
  const acknowledged = first.hasAttribute("data-pressed");
  const applied = document.documentElement.dataset.actionCount !== before;
  click(second);
  return [offered.length, acknowledged, applied];
}"""


def test_a_click_is_acknowledged_at_once_and_a_stale_second_click_is_dropped(
        page: Page, site_url: str, wait_ready, page_watch) -> None:
    page.goto(f"{site_url}/?game=catan&players=3&seed=4&lang=en")
    wait_ready(page)
    page.locator(HANDOFF).click()
    html = page.locator("html")
    page.locator("main [data-action-index]").first.click()  # the dice: then many moves are offered
    expect(html).to_have_attribute("data-action-count", "1")

    offered, acknowledged, applied = page.evaluate(TWO_CLICKS)
    assert offered > 1
    assert acknowledged, "the clicked element shows pressed before its move is done"
    assert not applied, "the move is done after the acknowledgement is painted, not inside the click"
    expect(html).to_have_attribute("data-action-count", "2")
    page.wait_for_timeout(300)  # had the second click been applied, the count would be 3 by now
    expect(html).to_have_attribute("data-action-count", "2")
    assert page.locator("[data-pressed]").count() == 0, "no element stays pressed"
    assert page_watch.page_errors == [], page_watch.problems()


def test_a_command_clicked_while_a_move_waits_still_runs(page: Page, site_url: str, wait_ready) -> None:
    """A move then Home, both clicked before the move is drawn: Home (a command, not a move on the
    board) is done after the move, which is kept."""
    page.goto(f"{site_url}/?game=catan&players=3&seed=4&lang=en")
    wait_ready(page)
    page.locator(HANDOFF).click()
    html = page.locator("html")
    page.locator("main [data-action-index]").first.click()  # the dice
    expect(html).to_have_attribute("data-action-count", "1")
    page.evaluate("() => {" + CLICK + """
      click(document.querySelector("main [data-action-index]:not(.btn-end)"));
      click(document.querySelector("[data-cmd='home']"));
    }""")
    expect(html).to_have_attribute("data-screen", "home")
    page.locator("[data-cmd='resume']").first.click()
    expect(html).to_have_attribute("data-action-count", "2")
