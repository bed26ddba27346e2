"""A game whose code has not arrived yet (the browser fetches each game's bundle on first use):
whatever needs it raises `registry.NotLoaded` before changing anything, so ui.app can fetch the
game and run the same work again; the lobby and the address bar need no game's code."""

from __future__ import annotations

import importlib
import re

import pytest
from test_shell_flow import START, boot, main, make_shell

from core import registry
from core.errors import SaveError
from core.match import Match
from ui import saves, urls
from ui.render import playable_games
from ui.saves import MemoryStorage


class Hidden(set):
    """Games whose packages are hidden, as before their bundles are unpacked in the browser."""

    def add(self, game: str) -> None:
        super().add(game)
        registry._loaded.pop(game, None)

    def update(self, games) -> None:
        for game in games:
            self.add(game)


@pytest.fixture
def absent(monkeypatch):
    hidden = Hidden()
    real = importlib.import_module

    def import_module(name: str, package: str | None = None):
        for game in hidden:
            if name == f"games.{game}" or name.startswith(f"games.{game}."):
                raise ModuleNotFoundError(f"No module named 'games.{game}'", name=f"games.{game}")
        return real(name, package)

    monkeypatch.setattr(registry, "_loaded", {})
    monkeypatch.setattr(registry.importlib, "import_module", import_module)
    return hidden


def test_not_loaded_is_not_a_bad_value(absent):
    absent.add("catan")
    with pytest.raises(registry.NotLoaded) as info:
        registry.get("catan")
    assert info.value.game_id == "catan" and not isinstance(info.value, ValueError)
    with pytest.raises(ValueError):
        registry.get("chess")
    with pytest.raises(ValueError):
        registry.info("chess")
    assert registry.get("aquatica").ID == "aquatica"


def test_the_lobby_and_the_address_need_no_game_code(absent):
    absent.update(registry.GAME_IDS)
    shell = make_shell()
    shell.boot(urls.parse("", ""))
    html = main(shell)
    assert set(playable_games()) == set(registry.GAME_IDS)
    for game in registry.GAME_IDS:
        assert f"game-card game-{game}" in html
    route = urls.parse("?game=aquatica&players=2&mode=expert&lang=en")
    assert route.start.options == {"mode": "expert"} and not route.errors


def test_starting_from_the_address_waits_for_the_game_then_succeeds(absent):
    absent.add("catan")
    shell = make_shell()
    route = urls.parse(START)
    with pytest.raises(registry.NotLoaded):
        shell.boot(route)
    assert shell.screen == "home" and shell.session is None and shell.error is None
    assert shell.take_effects() == [] and shell.store.storage.keys() == []
    absent.clear()  # the bundle has arrived: ui.app runs the same work again
    shell.boot(route)
    assert shell.screen == "play" and shell.hooks()["game"] == "catan" and shell.error is None


def test_a_stored_game_is_never_quarantined_while_its_code_is_on_its_way(absent):
    storage = MemoryStorage()
    played = boot(storage=storage)
    played.command("continue")
    played.act(0)
    played.command("save-slot", None, "slot")
    slot = next(key for key in storage.keys() if key.startswith(saves.SLOT_PREFIX))
    before = dict(storage.items)
    absent.add("catan")
    shell = make_shell(storage=storage)
    with pytest.raises(registry.NotLoaded):
        shell.boot(urls.parse("?lang=en", "#play"))
    with pytest.raises(registry.NotLoaded):
        shell.command("load-slot", slot)
    with pytest.raises(registry.NotLoaded):
        Match.from_json(played.session.match.to_json())
    assert storage.items == before and shell.store.quarantined() == [] and shell.error is None
    absent.clear()
    shell.boot(urls.parse("?lang=en", "#play"))
    assert shell.hooks() == {"game": "catan", "actionCount": "1", "botThinking": "false", "reviewing": "false"}


def test_opening_a_game_from_the_lobby_and_from_a_file(absent):
    record = saves.dump_record(saves.make_record(Match.new("aquatica", 2, 3, {}), [{}, {}], "standard", None, "", 0))
    absent.add("aquatica")
    shell = boot("", "")
    with pytest.raises(registry.NotLoaded):
        shell.command("new", "aquatica")
    assert shell.screen == "home" and shell.form is None
    with pytest.raises(registry.NotLoaded):
        shell.import_text(record)
    with pytest.raises(registry.NotLoaded):
        shell.on_message({"type": "load", "save": record})
    assert shell.screen == "home" and shell.session is None and shell.error is None
    absent.clear()
    shell.command("new", "aquatica")
    assert shell.screen == "new" and shell.form.game == "aquatica"
    with pytest.raises(SaveError):
        Match.from_json("{}")


@pytest.mark.parametrize("query", [
    "?game=catan&names=Ji-woo,%3Cb%3EBo%3C%2Fb%3E&lang=zh-TW",
    "?a=1&b=%E2%9C%93+x&c&&d=%2B%26&a=2",
    "?x=%zz&y=%E2%9C&=v&k=&z=%F0%9F%8E%B2%41",
])
def test_the_address_is_read_as_urllib_would(query):
    """ui/urls.py reads queries itself (urllib.parse costs ~50 ms of Pyodide start-up), with the
    same result as the standard library."""
    from urllib.parse import parse_qsl, unquote_plus

    for part in re.split("[&=]", query[1:]):
        assert urls._unquote(part) == unquote_plus(part), part
    expected = dict(reversed(parse_qsl(query[1:], keep_blank_values=True)))  # the first one wins
    route = urls.parse(query)
    assert route.lang == (expected.get("lang") or None)
    if "names" in expected:
        assert route.start.names == [urls.clean_name(n) for n in expected["names"].split(",")]
    assert urls.in_game_address("zh-TW", True) == "?lang=zh-TW&embed=1#play"
