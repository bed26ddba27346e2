"""Issue 15: embed modes (play / view / try), view=, persist, goto, highlight, the message API's
replies and error codes, compact position links, and reviewing a game move by move."""

from __future__ import annotations

import json
import re

import pytest
from test_shell_flow import INDEX, boot, main

from core.match import Match
from ui import saves, urls
from ui.action_names import action_names
from ui.highlight import parse_refs

GAME = "?game=catan&players=3&seed=7&setup=variable&lang=en"


def played(n: int, game: str = "catan", players: int = 3, seed: int = 7, options: dict | None = None) -> Match:
    match = Match.new(game, players, seed, options if options is not None else {"setup": "variable"})
    for _ in range(n):
        legal = match.legal_actions()
        match.apply(next((a for a in legal if a["type"] != "trade_open"), legal[0]))
    return match


def shared(match: Match) -> str:
    return urls.share_fragment(match.to_json())


# --- URL parameters ------------------------------------------------------------------------------

def test_embed_parameters_are_read_and_checked():
    route = urls.parse("?embed=view&view=public&persist=rules-1&highlight=hex:7,cell:home:4,7,edge:40&goto=12")
    assert route.embed_mode == "view" and route.embed and route.view == "public" and not route.errors
    assert route.persist == "rules-1" and route.goto == 12
    assert route.highlight == ["hex:7", "cell:home:4,7", "edge:40"]
    assert urls.parse("?embed=1").embed_mode == "play" and urls.parse("?embed=play").embed_mode == "play"
    assert urls.parse("?embed=try&view=2").view == 2 and not urls.parse("?embed=0").embed
    for bad in ("?embed=maybe", "?embed=1&view=seat", "?embed=1&persist=a/b", "?embed=1&goto=-1",
                "?embed=1&highlight=<b>", "?embed=1&view=9"):
        assert urls.parse(bad).errors, bad


def test_refs_are_validated():
    assert parse_refs("land:2,3, rondel:5") == ["land:2,3", "rondel:5"]
    for bad in ("hex:7\"]", "x" * 70, ",".join(f"node:{i}" for i in range(41)), "Hex:7"):
        with pytest.raises(ValueError):
            parse_refs(bad)


def test_a_compact_position_link_opens_the_same_game():
    match = played(60)
    record = saves.make_record(match, saves.default_seats(3), "standard", None, "", 0)
    fragment = urls.position_fragment(saves.dump_record(record))
    assert fragment.startswith(urls.POSITION_HASH)
    assert len(fragment) < len(urls.share_fragment(saves.dump_record(record))) / 3
    shell = boot("?lang=en", fragment)
    assert shell.screen == "play" and shell.error is None
    assert shell.session.match.to_json() == match.to_json()
    broken = boot("?lang=en", urls.POSITION_HASH + "AAAA")
    assert broken.screen != "play" and "damaged" in broken.error
    tampered = json.loads(urls.decode_position(fragment[len(urls.POSITION_HASH):]))
    tampered["log"][5]["action"] = {"type": "roll"}
    text = urls.POSITION_HASH + urls.encode_save(json.dumps(tampered))  # (not deflated: damaged)
    assert boot("?lang=en", text).screen != "play"


# --- modes -----------------------------------------------------------------------------------------

def test_view_is_read_only_without_hand_offs():
    match = played(20)
    shell = boot("?embed=view&lang=en", shared(match), embed="view")
    html = main(shell)
    assert shell.screen == "play" and "handoff-continue" not in html
    assert "data-action-index" not in html, "nothing clickable in a read-only embed"
    before = shell.session.match.to_json()
    shell.act(0)
    reply = shell.on_message({"type": "apply", "action": match.legal_actions()[0]})
    assert reply["type"] == "error" and reply["code"] == "read-only"
    assert shell.session.match.to_json() == before and shell.bot_request() is None


def test_view_picks_whose_view_is_drawn():
    match = played(20)
    seat = match.current_player()
    hand = sum(match.state["hands"][seat])
    follow = main(boot("?embed=view&lang=en", shared(match), embed="view"))
    public = boot("?embed=view&view=public&lang=en", shared(match), embed="view")
    assert public.view_choice == "public"
    assert public._viewer(public.session.match) is None
    assert boot("?embed=view&view=1&lang=en", shared(match), embed="view")._viewer(match) == 1
    assert 'data-acting-seat' in follow and hand >= 0


def test_try_allows_moves_and_resets_to_the_given_position():
    match = played(20)
    shell = boot("?embed=try&lang=en", shared(match), embed="try")
    html = main(shell)
    assert 'data-testid="reset"' in html and "handoff-continue" not in html
    assert INDEX.search(html), "the reader may move"
    index = int(INDEX.search(html).group(1))
    shell.act(index)
    assert len(shell.session.match.log) == 21
    shell.command("reset")
    assert shell.session.match.to_json() == match.to_json()


def test_goto_shows_the_position_after_n_actions():
    match = played(30)
    shell = boot("?embed=view&goto=10&lang=en", shared(match), embed="view")
    assert len(shell.session.match.log) == 10 and shell.hooks()["actionCount"] == "10"
    assert shell.session.match.to_json() == match.at(10).to_json()
    reply = shell.on_message({"type": "goto", "actionCount": 25})
    assert reply["actionCount"] == 25 and reply["totalActions"] == 30
    assert shell.on_message({"type": "goto", "actionCount": 31})["code"] == "bad-goto"
    assert shell.on_message({"type": "goto", "actionCount": "3"})["code"] == "bad-goto"
    assert shell.on_message({"type": "goto", "actionCount": 0})["actionCount"] == 0
    loaded = shell.on_message({"type": "load", "save": match.to_json(), "goto": 5})
    assert loaded["actionCount"] == 5 and loaded["totalActions"] == 30


def test_every_message_is_answered_with_json_and_a_code():
    shell = boot(GAME + "&embed=1", embed=True)
    for message in ("hello", None, 5, [], {"type": "state"}, {"type": "__init__"}, {"type": "apply", "action": {"type": "fly"}},
                    {"type": "highlight", "refs": "hex:1"}, {"type": "highlight", "refs": ["hex:1"], "style": "red"},
                    {"type": "load", "save": "{"}, {"type": "goto"}):
        reply = shell.on_message(message)
        assert reply["type"] == "error" and re.fullmatch(r"[a-z-]+", reply["code"]), message
        assert "{'" not in reply["message"] and "None" not in reply["message"], reply
    reply = shell.on_message({"type": "apply", "action": {"type": "fly"}, "id": 7})
    assert reply["id"] == 7 and '{"type": "fly"}' in reply["message"]
    assert shell.on_message({"type": "get", "id": "q1"})["id"] == "q1"


def test_get_describes_each_legal_action_in_the_page_language():
    shell = boot(GAME + "&embed=1", embed=True)
    state = shell.on_message({"type": "get"})
    assert len(state["descriptions"]) == len(state["legalActions"]) > 0
    assert all(state["descriptions"]), "every legal action has a description"
    korean = boot(GAME.replace("lang=en", "lang=ko") + "&embed=1", embed=True, lang="ko")
    words = korean.on_message({"type": "get"})["descriptions"]
    assert any(re.search("[가-힣]", w) for w in words), words


@pytest.mark.parametrize("game, players, options", [
    ("feast_for_odin", 2, {}), ("glen_more_2", 3, {}), ("aquatica", 2, {}), ("catan", 4, {}),
])
def test_every_legal_action_has_a_description(game, players, options):
    match = played(15, game, players, 3, options)
    shell = boot("?lang=en&embed=1", shared(match), embed=True)
    state = shell.on_message({"type": "get"})
    assert state["descriptions"] and all(state["descriptions"]), (game, state["descriptions"])


def test_action_names_read_labels_titles_and_text():
    html = ('<div><button data-action-index="0">Build <b>road</b></button>'
            '<g data-action-index="1" aria-label="Settle here"><circle/></g>'
            '<span data-action-index="2" title="Take wood"></span><p>x</p></div>')
    assert action_names(html, 4) == ["Build road", "Settle here", "Take wood", ""]


def test_highlight_messages_and_address():
    shell = boot(GAME + "&embed=view&highlight=hex:7,edge:40", embed="view")
    assert shell.highlight == ["hex:7", "edge:40"]
    reply = shell.on_message({"type": "highlight", "refs": ["node:23"], "style": "bad"})
    assert reply["highlight"] == ["node:23"] and shell.highlight_style == "bad"
    assert shell.on_message({"type": "highlight", "refs": ['x"]']})["code"] == "bad-ref"
    assert shell.on_message({"type": "clear"})["highlight"] == []


def test_an_embed_never_touches_the_sites_autosave_or_address():
    storage = saves.MemoryStorage()
    site = boot(GAME, storage=storage)
    site_game = storage.get(saves.AUTOSAVE)
    embed = boot(GAME.replace("seed=7", "seed=8") + "&embed=1", embed=True, storage=storage)
    assert storage.get(saves.AUTOSAVE) == site_game and embed.take_effects() == []
    assert site.session is not None and storage.get(saves.embed_autosave_key("k"))


# --- review (full app) -----------------------------------------------------------------------------

def test_review_steps_through_the_game_without_changing_it():
    match = played(40)
    shell = boot("?lang=en", shared(match))
    shell.command("continue")
    saved = shell.store.storage.get(saves.AUTOSAVE)
    assert 'data-testid="review"' in main(shell)
    shell.command("review")
    assert shell.hooks()["reviewing"] == "true" and shell.hooks()["actionCount"] == "40"
    html = main(shell)
    assert 'data-testid="review-bar"' in html and "data-action-index" not in html
    shell.command("review-back")
    shell.command("review-back")
    assert shell.hooks()["actionCount"] == "38"
    assert shell._on_screen().to_json() == match.at(38).to_json()
    assert 'aria-current="step"' in main(shell)
    shell.command("review-forward")
    assert shell._on_screen().to_json() == match.at(39).to_json()
    shell.command("review-first")
    assert shell.hooks()["actionCount"] == "0"
    shell.command("review-back")
    assert shell.hooks()["actionCount"] == "0"
    shell.command("review-step", None, "12")
    assert shell._on_screen().to_json() == match.at(12).to_json()
    shell.command("review-last")
    assert shell.hooks()["actionCount"] == "40"
    assert shell.bot_request() is None and shell.store.storage.get(saves.AUTOSAVE) == saved
    before = shell.session.match.to_json()
    shell.act(0)
    assert shell.session.match.to_json() == before, "no move while reviewing"
    shell.command("review-close")
    assert shell.hooks()["reviewing"] == "false" and INDEX.search(main(shell))


def test_review_replays_chance_as_it_happened():
    match = played(80)
    shell = boot("?lang=en", shared(match))
    shell.command("continue")
    shell.command("review")
    for step in (79, 50, 51, 80):
        shell.command("review-step", None, str(step))
        assert shell._on_screen().state == match.at(step).state
        assert shell._on_screen().log == match.log[:step]


def test_persist_keeps_the_embeds_game_under_its_own_key():
    storage = saves.MemoryStorage()
    first = boot(GAME + "&embed=try&persist=k", embed="try", storage=storage)
    first.act(int(INDEX.search(main(first)).group(1)))
    again = boot(GAME + "&embed=try&persist=k", embed="try", storage=storage)
    assert len(again.session.match.log) == 1, "a reload resumes the reader's moves"
    assert storage.get(saves.AUTOSAVE) is None and list(storage.items) == [saves.embed_autosave_key("k"),
                                                                           saves.embed_autosave_key("k") + ":rev"]


def test_leaving_a_review_for_home_and_back_resumes_the_game_not_the_review():
    match = played(10)
    shell = boot("?lang=en", shared(match))
    shell.command("continue")
    shell.command("review")
    shell.command("review-first")
    shell.command("home")
    shell.command("resume")
    assert shell.review is None and shell.hooks()["actionCount"] == "10"
