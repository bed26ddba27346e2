"""Catalogs: the shell's (assets/i18n/) and each game's (py/games/<id>/i18n/) have the same keys and
placeholders in the three languages, a game's keys all sit under its prefix, the lobby finds every
game's name without the game's code, the renderers use only keys that exist, game terms follow the
rulebooks, and language choice follows ?lang= then the browser."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from markup import KeyRecorder

from core import registry
from core.match import Match
from games.catan.screens import play as catan
from ui.i18n import LANGUAGES, Catalog, choose_language, game_catalogs, load_catalog, placeholders

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
PREFIXES = {"catan": "catan", "feast_for_odin": "ffo", "glen_more_2": "gm", "aquatica": "aq"}
FOLDERS = {"shell": I18N} | {game: ROOT / "py" / "games" / game / "i18n" for game in PREFIXES}


def _read(folder: Path, lang: str) -> dict[str, str]:
    return json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))


CATALOGS = {name: {lang: _read(folder, lang) for lang in LANGUAGES} for name, folder in FOLDERS.items()}


@pytest.mark.parametrize("name", FOLDERS)
def test_same_keys_everywhere(name):
    english = set(CATALOGS[name]["en"])
    for lang, messages in CATALOGS[name].items():
        assert set(messages) == english, (name, lang, sorted(set(messages) ^ english)[:10])


@pytest.mark.parametrize("name", FOLDERS)
def test_same_placeholders_everywhere(name):
    for key, text in CATALOGS[name]["en"].items():
        for lang in LANGUAGES:
            assert placeholders(CATALOGS[name][lang][key]) == placeholders(text), (name, lang, key)


@pytest.mark.parametrize("name", FOLDERS)
def test_messages_are_non_empty_text(name):
    for lang, messages in CATALOGS[name].items():
        for key, text in messages.items():
            assert isinstance(text, str) and text.strip(), (name, lang, key)


def test_every_game_with_screens_has_its_catalogs_under_one_prefix():
    """A game's strings live in its folder, every key under its own prefix (so no two games, and
    no game and the shell, can ever define the same key); the shell's catalogs hold none of them."""
    assert set(PREFIXES) == set(registry.GAME_IDS) and len(set(PREFIXES.values())) == len(PREFIXES)
    for game in registry.GAME_IDS:
        if registry.info(game).screens:
            assert FOLDERS[game] in game_catalogs(ROOT / "py" / "games"), game
        for key in CATALOGS[game]["en"]:
            assert key.startswith(PREFIXES[game] + "."), (game, key)
    for key in CATALOGS["shell"]["en"]:
        assert key.split(".")[0] not in PREFIXES.values(), key


def test_the_lobby_needs_no_game_catalog():
    """What the page shows of a game before its code (and catalog) is here is in the shell's."""
    shell = CATALOGS["shell"]["en"]
    for game in registry.GAME_IDS:
        assert f"game.{game}.name" in shell and f"game.{game}.blurb" in shell, game
        for option in registry.info(game).options:
            assert f"newgame.{option}" in shell, (game, option)


def test_shell_key_groups_exist():
    for prefix in ("app.title", "home.", "newgame.", "play.", "saves.", "handoff.", "errors.", "shell."):
        assert any(k.startswith(prefix) for k in CATALOGS["shell"]["en"]), prefix
    assert CATALOGS["shell"]["en"]["app.title"] == "Tabletop"


@pytest.mark.parametrize(
    ("key", "ko", "zh"),
    [
        ("res.lumber", "나무", "木材"),
        ("res.wool", "양털", "羊毛"),
        ("res.grain", "곡식", "小麥"),
        ("res.brick", "벽돌", "磚塊"),
        ("res.ore", "철", "礦石"),
        ("terrain.forest", "숲", "森林"),
        ("terrain.pasture", "벌판", "牧場"),
        ("terrain.fields", "평야", "農田"),
        ("terrain.hills", "언덕", "丘陵"),
        ("terrain.mountains", "산", "山脈"),
        ("terrain.desert", "사막", "沙漠"),
        ("build.settlement", "마을", "村莊"),
        ("build.city", "도시", "城市"),
        ("build.road", "도로", "道路"),
        ("hand.dev", "개발카드", "發展卡"),
        ("dev.knight", "군인카드", "騎士卡"),
        ("dev.monopoly", "독점", "壟斷"),
        ("dev.road_building", "도로건설", "道路建設"),
        ("dev.year_of_plenty", "풍년", "豐收"),
        ("dev.victory_point", "승점카드", "分數卡"),
        ("award.longest_road", "가장 긴 도로", "最長道路"),
        ("award.largest_army", "가장 큰 군대", "最大騎士團"),
        ("board.robber", "도둑", "強盜"),
        ("trade.domestic", "내부 거래", "國內貿易"),
        ("trade.maritime", "외부 거래", "海上貿易"),
    ],
)
def test_game_terms(key, ko, zh):
    assert CATALOGS["catan"]["ko"][f"catan.{key}"] == ko
    assert CATALOGS["catan"]["zh-TW"][f"catan.{key}"] == zh


def test_catalog_lookup_and_fallback():
    ko = Catalog(
        "ko", {"a": "가 {name}"}, {"a": "A {name}", "b": "B", "c": "{count} cards", "c.one": "1 card"}
    )
    assert ko.t("a", name="<x>") == "가 <x>"  # plain text; escaping is the renderer's job
    assert ko.t("b") == "B"
    assert ko.t("missing.key") == "missing.key"
    assert ko.t("c", count=1) == "1 card" and ko.t("c", count=2) == "2 cards"
    assert ko.t("a") == "가 {name}"  # unfilled placeholders stay visible instead of raising
    loaded = load_catalog("zh-TW", I18N)
    assert loaded.t("catan.res.grain") == "小麥" and loaded.lang == "zh-TW"
    assert Catalog.load("fr", I18N).lang == "en"


def test_a_games_catalog_joins_once_its_code_is_here(tmp_path):
    """In the page a game's folder (with its i18n/) arrives with its bundle: until then the catalog
    is the shell's alone; loaded again afterwards, it has the game's strings, English behind them."""
    games = tmp_path / "games"
    games.mkdir()
    before = load_catalog("ko", I18N, games)
    assert before.t("home.new_game") == CATALOGS["shell"]["ko"]["home.new_game"]
    assert not before.has("catan.res.grain")
    (games / "catan" / "i18n").mkdir(parents=True)
    (games / "catan" / "i18n" / "en.json").write_text('{"catan.res.grain": "Grain", "catan.only_en": "E"}')
    (games / "catan" / "i18n" / "ko.json").write_text('{"catan.res.grain": "곡식"}')
    after = load_catalog("ko", I18N, games)
    assert after.t("catan.res.grain") == "곡식" and after.t("catan.only_en") == "E"
    assert after.t("home.new_game") == CATALOGS["shell"]["ko"]["home.new_game"]


@pytest.mark.parametrize(
    ("url", "nav", "want"),
    [
        ("ko", ["en-US"], "ko"),
        ("zh-TW", ["ko-KR"], "zh-TW"),
        ("zh-tw", [], "zh-TW"),
        ("EN", ["ko"], "en"),
        ("fr", ["ko-KR", "en"], "ko"),
        (None, ["ko-KR"], "ko"),
        (None, ["zh-Hant-TW"], "zh-TW"),
        (None, ["zh-HK"], "zh-TW"),
        (None, ["zh_TW"], "zh-TW"),
        (None, ["zh-CN", "ko"], "ko"),
        (None, ["de-DE", "fr"], "en"),
        (None, [], "en"),
        ("", ["en-GB"], "en"),
    ],
)
def test_choose_language(url, nav, want):
    assert choose_language(url, nav) == want


def test_renderer_uses_only_catalog_keys():
    """Record every key the Catan screens ask for over random games; all must be in English (the
    catalog the page has once Catan is here: the shell's and Catan's)."""
    keys = KeyRecorder(load_catalog("en", I18N).messages)
    t = keys.t

    seen: dict[str, int] = {}
    for seed in range(4):
        m = Match.new(
            "catan",
            players=3 + seed % 2,
            seed=seed,
            options={"setup": "variable" if seed % 2 else "beginner"},
        )
        rnd = random.Random(seed)
        while not m.is_over() and len(m.log) < 3000:
            seat = m.current_player()
            phase = m.state["phase"]
            seen[phase] = seen.get(phase, 0) + 1
            if seen[phase] < 40 or rnd.random() < 0.03:
                catan.render_game(m.view(seat), m.legal_actions(), t, {"names": [], "focus": "road"})
                catan.render_game(m.view((seat + 1) % m.players), [], t, {"names": []})
            for action in m.legal_actions():
                catan.action_label(action, t)
            m.apply(rnd.choice(m.legal_actions()))
        for events in m.events:
            for event in events:
                catan.describe_event(event, 0, [], t, view=m.view(None))
        catan.render_end(m.view(None), t, {"names": []})
    keys.check()
