"""Catalogs: the three languages have the same keys and placeholders, the renderer uses only keys
that exist, game terms follow the rulebooks, and language choice follows ?lang= then the browser."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from markup import KeyRecorder

from core.match import Match
from games.catan.screens import play as catan
from ui.i18n import LANGUAGES, Catalog, choose_language, placeholders

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
CATALOGS = {lang: json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGUAGES}


def test_same_keys_everywhere():
    english = set(CATALOGS["en"])
    for lang, messages in CATALOGS.items():
        assert set(messages) == english, (lang, sorted(set(messages) ^ english)[:10])


def test_same_placeholders_everywhere():
    for key, text in CATALOGS["en"].items():
        for lang in LANGUAGES:
            assert placeholders(CATALOGS[lang][key]) == placeholders(text), (lang, key)


def test_messages_are_non_empty_text():
    for lang, messages in CATALOGS.items():
        for key, text in messages.items():
            assert isinstance(text, str) and text.strip(), (lang, key)


def test_shell_key_groups_exist():
    for prefix in ("app.title", "home.", "newgame.", "play.", "saves.", "handoff.", "errors."):
        assert any(k.startswith(prefix) for k in CATALOGS["en"]), prefix
    assert CATALOGS["en"]["app.title"] == "Tabletop"


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
    assert CATALOGS["ko"][key] == ko
    assert CATALOGS["zh-TW"][key] == zh


def test_catalog_lookup_and_fallback():
    ko = Catalog(
        "ko", {"a": "가 {name}"}, {"a": "A {name}", "b": "B", "c": "{count} cards", "c.one": "1 card"}
    )
    assert ko.t("a", name="<x>") == "가 <x>"  # plain text; escaping is the renderer's job
    assert ko.t("b") == "B"
    assert ko.t("missing.key") == "missing.key"
    assert ko.t("c", count=1) == "1 card" and ko.t("c", count=2) == "2 cards"
    assert ko.t("a") == "가 {name}"  # unfilled placeholders stay visible instead of raising
    loaded = Catalog.load("zh-TW", I18N)
    assert loaded.t("res.grain") == "小麥" and loaded.lang == "zh-TW"
    assert Catalog.load("fr", I18N).lang == "en"


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
    """Record every key the Catan screens ask for over random games; all must be in English."""
    keys = KeyRecorder(CATALOGS["en"])
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
