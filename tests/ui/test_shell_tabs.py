"""Two tabs on one game (issue 16): each autosave carries a revision; a tab that finds a newer
revision than the one it last wrote or read never overwrites it, says "this game moved on in
another tab" (data-testid="stale-tab") and offers to load the latest position."""

from __future__ import annotations

import json

from test_shell_flow import make_shell

from ui import saves, urls
from ui.bot_worker import decide
from ui.saves import MemoryStorage

START = "?game=catan&players=3&seed=7&setup=variable&lang=en&names=A,B,C"


def _tabs():
    storage = MemoryStorage()
    first = make_shell(storage)
    first.boot(urls.parse(START))
    first.command("continue")
    second = make_shell(storage)
    second.boot(urls.parse("?lang=en", "#play"))  # the same game, opened in a second tab
    second.command("continue")
    return storage, first, second


def _saved_actions(storage: MemoryStorage) -> int:
    return json.loads(storage.get(saves.AUTOSAVE))["actions"]


def test_a_stale_tab_never_overwrites_newer_progress():
    storage, first, second = _tabs()
    assert first.session.match.to_json() == second.session.match.to_json()
    first.act(0)
    first.act(0)
    assert _saved_actions(storage) == 2
    # The second tab still shows the position before those moves; a click there must not win.
    second.act(0)
    assert second.stale and len(second.session.match.log) == 0
    assert _saved_actions(storage) == 2, "the stale tab overwrote newer progress"
    html = second.render()["main"]
    assert 'data-testid="stale-tab"' in html and "moved on in another tab" in html
    assert "data-action-index" not in html, "a stale tab offers nothing to click"
    # Loading the latest position brings the second tab up to date; it may play on.
    second.command("resume")
    assert not second.stale and len(second.session.match.log) == 2
    second.command("continue")
    second.act(0)
    assert _saved_actions(storage) == 3
    # ...and now the first tab is the stale one.
    first.act(0)
    assert first.stale and _saved_actions(storage) == 3


def test_the_storage_event_makes_the_other_tab_stale_at_once():
    storage, first, second = _tabs()
    first.act(0)
    second.storage_changed(saves.AUTOSAVE + ":rev")
    assert second.stale and 'data-testid="stale-tab"' in second.render()["main"]
    # A write to an unrelated key changes nothing.
    storage2, a, b = _tabs()
    b.storage_changed("tabletop:prefs")
    assert not b.stale


def test_a_new_game_in_another_tab_makes_this_one_stale_and_keeps_both_games():
    storage, first, second = _tabs()
    first.act(0)
    second.boot(urls.parse("?game=catan&players=4&seed=9&setup=beginner&lang=en"))
    assert not second.stale, "a game started here takes the autosave over"
    first.act(0)
    assert first.stale
    record = json.loads(storage.get(saves.AUTOSAVE))
    assert record["players"] == 4, "the stale tab did not overwrite the new game"
    slots, _ = second.store.slots()
    assert any(r["players"] == 3 and r["actions"] == 1 for _, r in slots), "the replaced game was kept"


def test_a_stale_tab_asks_no_computer_to_move():
    storage = MemoryStorage()
    first = make_shell(storage)
    first.boot(urls.parse("?game=catan&players=3&seed=7&setup=variable&lang=en&seats=easy,h,easy&botdelay=0"))
    while first.session.bot_to_move() is None:
        first.act(0)
    second = make_shell(storage)
    second.boot(urls.parse("?lang=en", "#play"))
    request = first.bot_request()
    assert request is not None
    assert first.bot_move(decide(request["request"]))
    second.storage_changed(saves.AUTOSAVE + ":rev")
    assert second.stale and second.bot_request() is None
