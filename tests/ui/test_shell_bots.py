"""Computer seats in the shell: the request/answer cycle with the bot worker (its Python side,
ui.bot_worker, run here in-process), seat kinds in the URL, the form and saves, no hand-off for a
person alone, narration, undo, and stale answers."""

from __future__ import annotations

import json
import re

from test_shell_flow import boot, main, make_shell

from core import registry
from core.match import Match
from core.rng import Rng
from ui import saves, urls
from ui.bot_worker import decide
from ui.saves import MemoryStorage

VS_BOTS = "?game=catan&players=4&seed=11&setup=variable&lang=en&seats=h,easy,medium,hard&botdelay=0"
INDEX = re.compile(r'data-action-index="(\d+)"')


def answer(shell) -> bool:
    """Play the computer's move the way the page does: request → worker → bot_move."""
    request = shell.bot_request()
    if request is None:
        return False
    return shell.bot_move(decide(request["request"]))


def test_seats_and_botdelay_from_the_url():
    shell = boot(VS_BOTS)
    assert shell.error is None and shell.bot_delay == 0
    kinds = [(seat["kind"], seat.get("level")) for seat in shell.session.seats]
    assert kinds == [("human", None), ("bot", "easy"), ("bot", "medium"), ("bot", "hard")]
    assert shell.session.shown == 0, "a person alone always sees their own view"


def test_bad_seats_are_reported():
    for search, needle in (("?game=catan&players=3&seats=h,hard", "3 players"),
                           ("?game=catan&seats=h,genius,easy", "genius"),
                           ("?game=catan&seats=h,easy,easy&botdelay=-5", "botdelay")):
        route = urls.parse(search)
        assert any(needle in e for e in route.errors), (search, route.errors)


def test_one_person_against_computers_plays_a_whole_game_without_a_handoff():
    shell = boot(VS_BOTS.replace("seats=h,easy,medium,hard", "seats=h,easy,easy,easy"))
    rng = Rng(5)
    names_seen = set()
    for _ in range(3000):
        m = shell.session.match
        if m.is_over():
            break
        html = main(shell)
        assert 'data-testid="handoff-continue"' not in html
        if shell.session.bot_to_move() is not None:
            assert 'data-testid="bot-thinking"' in html and "data-action-index" not in html
            assert answer(shell)
            assert shell.hooks()["botThinking"] == "false"
        else:
            indices = [int(i) for i in INDEX.findall(html)]
            assert indices, "the person to move is offered their moves"
            # Prefer ending the turn quickly so the computers get most of the game.
            legal = m.legal_actions()
            ends = [i for i in indices if legal[i]["type"] in ("end_turn", "roll", "trade_decline", "trade_cancel")]
            shell.act(ends[0] if ends else indices[rng.below(len(indices))])
        names_seen.update(shell.session.names(shell.t))
    assert shell.session.match.is_over()
    assert 'data-testid="game-over"' in main(shell)
    assert "Computer (easy)" in names_seen
    log = shell.render()["main"]
    assert "Computer (easy)" in log, "the log narrates the computers' moves by name"


def test_a_stale_answer_is_ignored_and_a_request_is_sent_once():
    shell = boot(VS_BOTS)
    while shell.session.bot_to_move() is None:
        shell.act(0)
    request = shell.bot_request()
    assert request is not None and shell.hooks()["botThinking"] == "true"
    assert shell.bot_request() is None, "the same decision is asked for once"
    reply = json.loads(decide(request["request"]))
    reply["token"] = "0:9"
    before = len(shell.session.match.log)
    assert not shell.bot_move(json.dumps(reply))
    assert len(shell.session.match.log) == before
    assert shell.bot_move(decide(request["request"]))
    assert len(shell.session.match.log) == before + 1


def test_an_illegal_or_failed_answer_is_shown_not_applied():
    shell = boot(VS_BOTS)
    while shell.session.bot_to_move() is None:
        shell.act(0)
    request = shell.bot_request()
    bad = json.dumps({"token": request["token"], "action": {"type": "build_city", "node": 999}})
    assert not shell.bot_move(bad)
    assert "could not move" in shell.error
    shell.error = None
    again = shell.bot_request()
    shell.bot_failed("the worker did not start")
    assert again is not None and "did not start" in shell.error and shell.thinking is None


def test_undo_never_takes_back_a_computers_move():
    shell = boot(VS_BOTS)
    # The person's own move of this turn can be undone...
    while shell.session.bot_to_move() is not None or shell.session.match.current_player() is None:
        answer(shell)
    s = shell.session
    # ...but once computers have moved, undo stops at their moves.
    for _ in range(400):
        if s.bot_to_move() is not None:
            answer(shell)
            assert not s.can_undo()
            before = len(s.match.log)
            shell.command("undo")
            assert len(s.match.log) == before
        else:
            legal = s.match.legal_actions()
            end = next((i for i, a in enumerate(legal) if a["type"] in ("end_turn", "roll")), 0)
            shell.act(end)
        if s.match.is_over():
            break


def test_saves_keep_seat_kinds_and_a_reload_resumes_the_computers():
    storage = MemoryStorage()
    shell = make_shell(storage)
    shell.boot(urls.parse(VS_BOTS))
    while shell.session.bot_to_move() is None:
        shell.act(0)
    assert shell.bot_request() is not None  # the page reloads while this is out
    record = json.loads(storage.get(saves.AUTOSAVE))
    assert [seat.get("level") for seat in record["seats"]] == [None, "easy", "medium", "hard"]
    again = make_shell(storage)
    again.boot(urls.parse("?lang=en", "#play"))
    assert again.screen == "play" and again.session.bot_to_move() is not None
    assert answer(again), "the reloaded page asks the computer again"


def test_seat_kinds_in_a_record_are_checked():
    seats = saves.clean_seats([{"kind": "bot", "level": "godlike"}, {"kind": "bot", "level": "hard"},
                               {"kind": "robot"}], 3, None)
    assert [(s["kind"], s.get("level")) for s in seats] == [("human", None), ("bot", "hard"), ("human", None)]


def test_the_form_offers_computer_seats_and_play_against_the_computer_is_one_click():
    shell = boot("?lang=en")
    html = shell.render()["main"]
    assert 'data-cmd="computer" data-arg="catan"' in html or 'data-arg="catan" data-cmd="computer"' in html
    shell.command("computer", "catan")
    s = shell.session
    assert shell.screen == "play" and s.match.players == 4
    assert [seat["kind"] for seat in s.seats] == ["human", "bot", "bot", "bot"]
    assert s.handoff_to() is None
    shell.command("new", "catan")
    assert 'name="kind1"' in main(shell) and "Computer (hard)" in main(shell)
    shell.form_changed({"players": "3", "kind0": "h", "kind1": "hard", "kind2": "h", "color0": "blue",
                        "color1": "white", "color2": "orange"})
    shell.start_form({"players": "3", "kind0": "h", "kind1": "hard", "kind2": "h", "color0": "blue",
                      "color1": "white", "color2": "orange"})
    kinds = [(seat["kind"], seat.get("level")) for seat in shell.session.seats]
    assert kinds == [("human", None), ("bot", "hard"), ("human", None)]
    # Two people: the hand-off between them stays.
    assert shell.session.handoff_to() == shell.session.match.current_player()


def test_games_without_bots_refuse_computer_seats(monkeypatch):
    # Every game has bots by now: a game without them is one whose entry in games.json says so.
    monkeypatch.setitem(registry._index, "aquatica", registry.info("aquatica")._replace(bots=False))
    shell = boot("?game=aquatica&players=2&seats=h,hard&lang=en")
    assert shell.session is None or all(seat["kind"] == "human" for seat in shell.session.seats)
    assert "no computer players" in (shell.error or "")


def test_the_worker_decides_on_a_position_without_replaying_its_log():
    match = Match.new("catan", 3, seed=4, options={"setup": "variable"})
    for _ in range(40):
        match.apply(match.legal_actions()[0])
    from ui.bot_worker import request_text

    text = request_text(match, "medium", 1, 200, "t")
    data = json.loads(text)
    data["log"] = data["log"][:3]  # the position, not the history, is what counts
    reply = json.loads(decide(json.dumps(data)))
    assert reply["token"] == "t" and reply["action"] in match.legal_actions()
