"""ui.shell.Shell, the browser-free controller: start, hand-off privacy, autosave/resume, saves,
language, share links and the embed message API."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from core.match import Match
from ui import saves, urls
from ui.render import renderer as renderer_for
from ui.saves import MemoryStorage, SaveStore
from ui.shell import Shell, load_catalog

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
START = "?game=catan&players=3&seed=7&setup=variable&lang=en&names=Ji-woo,<b>Bo</b>,Cy"
INDEX = re.compile(r'data-action-index="(\d+)"')


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000_000.0

    def __call__(self) -> float:
        self.now += 1000
        return self.now


def make_shell(storage: MemoryStorage | None = None, lang: str = "en", embed: bool | str = False) -> Shell:
    clock = Clock()
    key = saves.embed_autosave_key("k") if embed else saves.AUTOSAVE
    store = SaveStore(storage if storage is not None else MemoryStorage(), clock, key)
    return Shell(store, lambda code: load_catalog(code, I18N), lang, embed=embed, clock=clock, base_url="http://x/")


def boot(search: str = START, fragment: str = "", **kw) -> Shell:
    shell = make_shell(**kw)
    shell.boot(urls.parse(search, fragment))
    return shell


def main(shell: Shell) -> str:
    return shell.render()["main"]


def test_start_from_url_hands_off_before_showing_anything_private():
    shell = boot()
    assert shell.screen == "play" and shell.error is None
    assert shell.take_effects() == [("url", "?lang=en#play")]
    assert shell.hooks() == {"game": "catan", "actionCount": "0", "botThinking": "false", "reviewing": "false"}
    html = main(shell)
    first = shell.session.match.current_player()
    assert 'data-testid="handoff-continue"' in html
    assert "hand-panel" not in html and "data-action-index" not in html
    assert shell.session.handoff_to() == first
    shell.act(0)  # a click behind the hand-off screen does nothing
    assert shell.hooks()["actionCount"] == "0"
    shell.command("continue")
    html = main(shell)
    legal = shell.session.match.legal_actions()
    assert sorted({int(i) for i in INDEX.findall(html)}) == list(range(len(legal)))


def test_names_are_escaped_everywhere():
    shell = boot()
    shell.command("continue")
    while shell.session.match.current_player() != 1:
        if shell.session.handoff_to() is not None:
            shell.command("continue")
        else:
            shell.act(0)
    html = main(shell)
    assert "<b>Bo</b>" not in html and "&lt;b&gt;Bo&lt;/b&gt;" in html
    assert "<b>" not in shell.render()["main"].split("log-panel")[1]


def test_every_action_autosaves_and_a_reload_resumes_the_same_screen():
    storage = MemoryStorage()
    shell = boot(storage=storage)
    shell.command("continue")
    for _ in range(5):
        if shell.session.handoff_to() is not None:
            shell.command("continue")
        shell.act(0)
        record = json.loads(storage.get(saves.AUTOSAVE))
        assert record["actions"] == len(shell.session.match.log)
        assert record["save"] == shell.session.match.to_json()
    before = main(shell)
    again = boot("?lang=en", "#play", storage=storage)
    assert again.screen == "play" and again.session.shown == shell.session.shown
    assert main(again) == before
    # Start parameters again would start a new game: the unfinished one is kept as a slot.
    fresh = boot(START.replace("seed=7", "seed=8"), storage=storage)
    slots, _ = fresh.store.slots()
    assert [r["save"] for _, r in slots] == [shell.session.match.to_json()]
    assert "previous game" in slots[0][1]["name"]


def test_undo_and_the_toolbar():
    shell = boot()
    shell.command("continue")
    while shell.session.match.state["phase"] != "main":
        if shell.session.handoff_to() is not None:
            shell.command("continue")
        else:
            shell.act(0)
    match = shell.session.match
    legal = match.legal_actions()
    count = len(match.log)
    shell.command("focus", "road")  # the build buttons emphasise one kind of spot on the board
    assert 'data-focus="road"' in main(shell).split("catan-board")[0]
    shell.command("focus", "road")
    assert 'data-focus="road"' not in main(shell).split("catan-board")[0]
    trade = legal.index({"type": "trade_open"})
    shell.act(trade)
    assert 'data-cmd="undo"' in main(shell) and match.can_undo()
    shell.command("undo")
    assert len(shell.session.match.log) == count
    assert 'data-cmd="undo" disabled' in main(shell)


def test_language_switch_rerenders_in_korean():
    shell = boot()
    shell.take_effects()
    shell.command("lang", None, "ko")
    assert shell.lang == "ko" and ("lang", "ko") in shell.take_effects()
    assert "기기를 넘겨주세요" in main(shell)
    assert shell.store.read_prefs()["lang"] == "ko"
    shell.command("lang", None, "xx")
    assert shell.lang == "ko"


def test_catalog_merges_the_shell_strings_with_each_game_here():
    """One catalog for the page: the shell's strings and those of every game whose code is here."""
    for lang in ("en", "ko", "zh-TW"):
        catalog = load_catalog(lang, I18N)
        assert catalog.has("shell.copy_link") and catalog.has("handoff.title") and catalog.has("catan.res.grain")
        assert catalog.t("shell.copy_link") != "shell.copy_link"
        assert catalog.t("catan.res.grain") != "catan.res.grain"


def test_a_damaged_autosave_is_reported_and_kept_on_the_home_screen():
    storage = MemoryStorage({saves.AUTOSAVE: "{oops"})
    good = make_shell(storage)
    good.store.new_slot(saves.make_record(Match.new("catan", 3, 1, {}), [], "standard", None, "keep me", 1.0))
    shell = boot("?lang=en", "", storage=storage)
    assert shell.screen == "home" and shell.error and "set aside" in shell.error
    assert [storage.get(k) for k in shell.store.quarantined()] == ["{oops"]
    regions = shell.render()
    assert 'data-testid="error"' in regions["messages"] and "keep me" in regions["main"]
    # #play with nothing left to resume goes home with a notice instead of failing.
    shell = boot("?lang=en", "#play", storage=storage)
    assert shell.screen == "home" and shell.notice


def test_bad_urls_and_links_are_reported():
    shell = boot("?game=chess&lang=en")
    assert shell.screen == "home" and "chess" in shell.error
    shell = boot("?game=catan&players=5&lang=en")
    assert shell.screen == "home" and "5" in shell.error
    shell = boot("?lang=en", "#save=@@@")
    assert shell.screen == "home" and shell.error
    shell = boot("?lang=en", urls.share_fragment('{"format":"tabletop-save"}'))
    assert shell.screen == "home" and shell.error


def test_share_link_opens_the_same_position():
    shell = boot()
    shell.command("continue")
    shell.act(0)
    shell.command("share")
    link = shell.take_effects()[-1][1]
    assert link.startswith("http://x/?lang=en#pos=")
    other = boot("?lang=en", "#" + link.split("#", 1)[1])
    assert other.session.match.state == shell.session.match.state
    assert other.session.names() == shell.session.names()
    assert other.session.shown is None, "a shared position starts with a hand-off"


def test_export_import_and_slots_commands():
    shell = boot()
    shell.command("continue")
    shell.act(0)
    shell.command("save-slot", None, "  My  game ")
    assert shell.notice == "Saved: My game"
    shell.command("export")
    kind, filename, text = shell.take_effects()[-1]
    assert kind == "download" and filename == "tabletop-catan-1.json"
    assert saves.parse_record(text)["name"]
    shell.command("home")
    html = main(shell)
    key = re.search(r'data-cmd="load-slot" data-arg="([^"]+)"', html).group(1)
    shell.command("ask-delete", key)
    assert "Delete the save" in main(shell)
    shell.command("cancel-delete")
    shell.import_text("not a save")
    assert shell.screen == "home" and "cannot be opened" in shell.error
    shell.error = None
    shell.import_text(text)
    assert shell.screen == "play" and shell.notice == "Save imported" and shell.hooks()["actionCount"] == "1"
    shell.command("home")
    shell.command("ask-delete", key)
    shell.command("delete-slot", key)
    assert shell.store.slots()[0] == []


def test_new_game_form_flow():
    shell = boot("?lang=en", "")
    shell.command("new", "catan")
    assert shell.screen == "new" and 'data-form="new"' in main(shell)
    shell.form_changed({"players": "4"})
    assert main(shell).count('name="name') == 4
    shell.start_form({"players": "4", "name0": "A", "name1": "a", "setup": "variable"})
    assert shell.screen == "new" and "different name" in shell.error
    shell.error = None
    shell.start_form({"players": "4", "name0": "A", "name1": "B", "setup": "variable", "palette": "colorblind"})
    assert shell.screen == "play" and shell.session.palette == "colorblind"
    assert shell.session.match.options["setup"] == "variable" and len(shell.session.seats) == 4
    assert shell.store.read_prefs()["names"][:2] == ["A", "B"]


def test_embed_messages():
    shell = boot(START + "&embed=1", embed=True)
    regions = shell.render()
    assert regions["header"] == "" and regions["footer"] == ""
    state = shell.on_message({"type": "get"})
    match = Match.new("catan", 3, 7, {"setup": "variable"})
    assert state["legalActions"] == match.legal_actions() and "me" not in state["view"]
    reply = shell.on_message({"type": "apply", "action": match.legal_actions()[2]})
    assert reply["type"] == "state" and reply["actionCount"] == 1
    assert shell.store.storage.get(saves.embed_autosave_key("k")) and not shell.store.storage.get(saves.AUTOSAVE)
    for bad in ({"type": "apply"}, {"type": "apply", "action": {"type": "fly"}}, {"type": "apply", "action": [1]},
                {"type": "load", "save": 5}, {"type": "load", "save": "{"}, {"type": "dance"},
                "text", {"type": "state"}, None, {"type": 3}):
        reply = shell.on_message(bad)
        assert reply["type"] == "error" and reply["code"] and "{'" not in reply["message"], bad
    other = Match.new("catan", 3, 9, {})
    other.apply(other.legal_actions()[0])
    loaded = shell.on_message({"type": "load", "save": json.loads(other.to_json())})
    assert loaded["actionCount"] == 1 and loaded["view"]["dice"]
    assert shell.hooks()["actionCount"] == "1"


def test_embed_without_a_game_waits():
    shell = boot("?embed=1", "", embed=True)
    assert shell.screen == "wait" and "No game" in main(shell)
    assert shell.on_message({"type": "apply", "action": {"type": "roll"}})["type"] == "error"


def test_game_over_shows_the_end_screen_without_hand_off():
    match = Match.new("catan", 3, 19, {"setup": "variable"})
    from core.rng import Rng

    rng = Rng(1)
    while not match.is_over():
        legal = match.legal_actions()
        no_offers = [a for a in legal if a["type"] != "trade_open"] or legal
        match.apply(no_offers[rng.below(len(no_offers))])
    shell = boot("?lang=en", urls.share_fragment(match.to_json()))
    html = main(shell)
    assert 'data-testid="game-over"' in html and "handoff-continue" not in html
    assert "data-action-index" not in html and 'data-cmd="again"' in html
    shell.command("again")
    assert shell.screen == "new" and shell.form.players == 3


def test_only_games_with_screens_are_offered():
    """An engine can land before its screens; the page offers only games it can show."""
    from core import registry
    from ui.render import playable_games

    assert "catan" in playable_games()
    for game in registry.GAME_IDS:
        if game not in playable_games():
            shell = boot(f"?game={game}&players=2&lang=en")
            assert shell.error and shell.screen != "play"
            assert f"game-{game}" not in make_shell().render()["main"]


def test_views_sent_to_an_embedding_page_keep_big_integers_exact():
    """A Feast for Odin board's cover mask is wider than a JS number: it travels as a string."""
    from ui.shell import js_safe

    big = (1 << 100) + 7
    assert js_safe({"occ": big, "n": 3, "ok": True, "list": [big, 1.5]}) == \
        {"occ": str(big), "n": 3, "ok": True, "list": [str(big), 1.5]}


@pytest.mark.parametrize("search", [
    START,
    "?game=feast_for_odin&players=2&seed=3&lang=en",
    "?game=glen_more_2&players=3&seed=3&c5=on&c7=on&lang=en",
    "?game=aquatica&players=2&seed=3&lang=en",
])
def test_the_public_board_goes_under_the_handoff_card_only_once_the_card_is_shown(search):
    """Issue 16 (instant clicks): the click that hands over draws the card alone; after its frame the
    page asks for the public board under it (`prepare_under`): the engine's view for nobody, laid
    out for the seat taking the device, with nothing clickable and none of a hand; *continue* then
    patches that seat's parts in. A later move or another language needs a new request."""
    shell = boot(search)
    seat = shell.session.handoff_to()
    assert seat is not None
    card = main(shell)
    assert "data-under" not in card
    assert shell.prepare_under() and not shell.prepare_under()  # once per hand-off
    html = main(shell)
    head, marker, under = html.partition(' data-under="handoff"')
    assert marker and 'data-testid="handoff-continue"' in head
    assert "data-action-index" not in html and "data-action-seq" not in html
    m, s = shell.session.match, shell.session
    prefs = {"names": s.names(shell.t), "palette": s.palette, "seat": seat, "focus": s.focus, "events": m.events,
             "compose": s.composed()}
    public = renderer_for(m.game_id).render_game(m.view(None), [], shell.t, prefs)
    assert public[public.find(">"):] in html  # the public render, marked as under the card
    private = renderer_for(m.game_id).render_game(m.view(seat), m.legal_actions(), shell.t, prefs)
    assert private != public  # (so the check above can tell them apart)
    shell.command("lang", value="ko")
    assert "data-under" not in main(shell)  # a new screen: asked for again
    assert shell.prepare_under() and 'data-under="handoff"' in main(shell)
    shell.command("continue")
    after = main(shell)
    assert "data-under" not in after and "handoff-continue" not in after and "data-action-index" in after
    assert not shell.prepare_under()  # no card: nothing to draw under


def test_another_players_area_is_drawn_while_the_page_has_it_open():
    """The page reports a toggle of `<details data-open-key>` (app.py `_on_toggle`); the shell keeps
    the open keys for the renderer, ignores malformed ones, and draws a closed area without contents."""
    shell = boot("?game=feast_for_odin&players=3&seed=4&lang=en&seats=h,easy,easy")
    seat = shell.session.match.current_player()
    other = next(s for s in range(3) if s != seat)
    key = f"others:{other}"
    assert f'data-open-key="{key}">' in main(shell) and f"cell:{other}:home:4,7" not in main(shell)
    shell.command("details", key, "open")
    assert shell.opened_keys() == {key}
    html = main(shell)
    assert f'data-open-key="{key}" open>' in html and f"cell:{other}:home:4,7" in html
    for bad in ("", "others", "<b>:1", "others:123", "x" * 40 + ":1"):
        shell.command("details", bad, "open")
    assert shell.opened_keys() == {key}
    shell.command("details", key, "")
    assert shell.opened_keys() == set() and f"cell:{other}:home:4,7" not in main(shell)


def test_log_lines_are_kept_per_game_and_language():
    """Log lines are written once (Shell._log_lines keeps them): a new game's board (Catan's robber
    named by the hex's terrain and number) and another language still get their own words."""
    shell = boot("?game=catan&players=3&seed=7&setup=variable&lang=en&names=A,B,C")
    other = boot("?game=catan&players=3&seed=8&setup=variable&lang=en&names=A,B,C")
    other._described = shell._described  # one shell's memory, another game's board
    m, m2 = shell.session.match, other.session.match
    renderer = renderer_for("catan")

    def direct(s, match, event):
        return renderer.describe_event(event, 0, s.session.names(s.t), s.t, match.view(None))

    event = next({"kind": "move_robber", "seat": 0, "hex": h} for h in range(19)
                 if direct(shell, m, {"kind": "move_robber", "seat": 0, "hex": h})
                 != direct(other, m2, {"kind": "move_robber", "seat": 0, "hex": h}))
    m.events.append([event])
    m2.events.append([dict(event)])
    first = shell._log_lines(m, 0)[-1][0]
    assert first == direct(shell, m, event)
    assert other._log_lines(m2, 0)[-1][0] == direct(other, m2, event) != first
    shell.set_lang("ko")
    assert shell._log_lines(m, 0)[-1][0] == direct(shell, m, event) != first
