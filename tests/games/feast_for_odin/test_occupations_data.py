"""Data checks for the 190 A Feast for Odin occupation cards (py/games/feast_for_odin/data/occupations.json).

Counts come from the rows of shared/reference/feast-for-odin-occupations.md (they agree with its count tables)
and from the rulebook: 45 starting (light back) + 145 regular (dark back) cards; as-soon-as cards only in B and C.
"""

import json
import re
from collections import Counter
from pathlib import Path

DATA = Path(__file__).resolve().parents[3] / "py/games/feast_for_odin/data/occupations.json"

KINDS = {"immediate", "anytime", "each_time", "as_soon_as", "immediate+each_time", "each_time+anytime"}
CARD_KEYS = {"id", "name", "deck", "start", "kind", "vp", "text", "pattern"}


def _load():
    return json.loads(DATA.read_text(encoding="utf-8"))


def _cards():
    return _load()["cards"]


def _by_id():
    return {c["id"]: c for c in _cards()}


def test_top_level_fields():
    data = _load()
    assert set(data) == {"source", "status", "cards"}
    assert data["status"] == "verified"
    assert isinstance(data["source"], str) and len(data["source"]) > 100
    for key in ("(M)", "(S)", "(L)", "(F)", "(R)", "paraphrase"):
        assert key in data["source"], key


def test_ids_unique_complete_and_ordered():
    ids = [c["id"] for c in _cards()]
    assert ids == list(range(1, 191))
    assert len(set(ids)) == 190


def test_card_fields_well_formed():
    for c in _cards():
        assert set(c) - {"ko", "i18n"} == CARD_KEYS, c["id"]
        assert isinstance(c["name"], str) and c["name"] and "(" not in c["name"], c["id"]
        assert c["deck"] in {"A", "B", "C"}, c["id"]
        assert isinstance(c["start"], bool), c["id"]
        assert c["kind"] in KINDS, c["id"]
        assert isinstance(c["vp"], int) and not isinstance(c["vp"], bool), c["id"]
        assert isinstance(c["text"], str) and len(c["text"]) > 10, c["id"]
        assert c["pattern"] in {f"P{n}" for n in range(1, 20)}, c["id"]


def test_names_unique():
    names = [c["name"] for c in _cards()]
    assert len(set(names)) == 190


def test_deck_starting_regular_counts():
    counts = Counter((c["deck"], c["start"]) for c in _cards())
    assert counts == {
        ("A", True): 15, ("A", False): 57,
        ("B", True): 15, ("B", False): 44,
        ("C", True): 15, ("C", False): 44,
    }
    # Rulebook component list: 45 light-back (starting) and 145 dark-back (regular) cards.
    assert sum(c["start"] for c in _cards()) == 45
    assert sum(not c["start"] for c in _cards()) == 145


def test_kind_counts():
    assert Counter(c["kind"] for c in _cards()) == {
        "immediate": 53,
        "anytime": 18,
        "each_time": 107,
        "as_soon_as": 6,  # 5 printed + card 189 (inferred)
        "immediate+each_time": 5,
        "each_time+anytime": 1,
    }


def test_kind_counts_per_deck():
    counts = Counter((c["kind"], c["deck"]) for c in _cards())
    expected = {
        "immediate": (24, 11, 18),
        "anytime": (8, 6, 4),
        "each_time": (39, 37, 31),
        "as_soon_as": (0, 3, 3),
        "immediate+each_time": (1, 1, 3),
        "each_time+anytime": (0, 1, 0),
    }
    for kind, per_deck in expected.items():
        assert tuple(counts[(kind, d)] for d in "ABC") == per_deck, kind


def test_as_soon_as_only_in_decks_b_and_c():
    soon = [c for c in _cards() if c["kind"] == "as_soon_as"]
    assert sorted(c["id"] for c in soon) == [178, 179, 180, 181, 182, 189]
    assert all(c["deck"] in {"B", "C"} for c in soon)


def test_negative_vp_cards():
    negative = {c["id"]: c["vp"] for c in _cards() if c["vp"] < 0}
    assert negative == {45: -1, 71: -1, 100: -1, 106: -1, 180: -2}


def test_vp_distribution():
    assert Counter(c["vp"] for c in _cards()) == {-2: 1, -1: 4, 0: 45, 1: 65, 2: 50, 3: 24, 7: 1}


def test_rulebook_named_cards():
    cards = _by_id()
    # id: (name, ko, deck, start, vp, kind)
    expected = {
        65: ("Dragonslayer", "용살해자", "A", False, 0, "immediate"),
        47: ("Tanner", "무두장이", "A", True, 2, "anytime"),
        39: ("Modifier", "조정자", "C", False, 2, "anytime"),
        149: ("Priest", "성직자", "A", False, 1, "each_time"),
        153: ("Proficient Hunter", "숙련 사냥꾼", "A", True, 2, "each_time"),
        181: ("Sail Patcher", "돛 수선공", "C", False, 1, "as_soon_as"),
        35: ("Cattle Breeder", "목축업자", "A", False, 0, "immediate"),
        85: ("Hornblower", "뿔나팔수", "C", False, 0, "immediate"),
        182: ("Herb Gardener", "약초 정원사", "C", False, 1, "as_soon_as"),
        54: ("Tradesman", "소매상인", "A", False, 3, "anytime"),
        179: ("Cutter Operator", "범선 항해사", "B", False, 2, "as_soon_as"),
        100: ("Undertaker", "장의사", "B", True, -1, "each_time"),
    }
    for cid, (name, ko, deck, start, vp, kind) in expected.items():
        c = cards[cid]
        assert (c["name"], c.get("ko"), c["deck"], c["start"], c["vp"], c["kind"]) == (
            name, ko, deck, start, vp, kind,
        ), cid


def test_ko_only_on_rulebook_cards():
    with_ko = {c["id"] for c in _cards() if "ko" in c}
    assert with_ko == {35, 39, 47, 54, 65, 85, 100, 149, 153, 179, 181, 182}


def test_name_choices_for_variant_cards():
    cards = _by_id()
    assert cards[32]["name"] == "Weapons Supplier"
    assert cards[66]["name"] == "Field Farmer"
    assert cards[68]["name"] == "Supplier of Weapons"
    assert cards[113]["name"] == "Craft Apprentice"
    assert cards[189]["name"] == "Seafarer" and cards[189]["pattern"] == "P19"


# --- Korean and Traditional Chinese names and texts ------------------------------------------------------

LANGS = ("ko", "zh-TW")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
HAN = re.compile(r"[\u4e00-\u9fff]")
RULEBOOK_KO = {35: "목축업자", 39: "조정자", 47: "무두장이", 54: "소매상인", 65: "용살해자", 85: "뿔나팔수",
               100: "장의사", 149: "성직자", 153: "숙련 사냥꾼", 179: "범선 항해사", 181: "돛 수선공", 182: "약초 정원사"}
# The Chinese rulebook names 8 of them (by their English names in brackets).
RULEBOOK_ZH = {35: "牛飼養員", 39: "修改者", 47: "製革工人", 54: "店主", 65: "屠龍勇士", 100: "承辦人",
               153: "獵人高手", 181: "帆布修補師"}


def test_every_card_has_korean_and_chinese_name_and_text():
    for c in _cards():
        assert set(c["i18n"]) == set(LANGS), c["id"]
        for lang in LANGS:
            local = c["i18n"][lang]
            assert set(local) == {"name", "text"}, (c["id"], lang)
            for field in ("name", "text"):
                value = local[field]
                assert isinstance(value, str) and value.strip() == value and value, (c["id"], lang, field)
                assert not re.search(r"[A-Za-z]", value), (c["id"], lang, field)  # nothing left in English
            script = HANGUL if lang == "ko" else HAN
            assert script.search(local["name"]) and script.search(local["text"]), (c["id"], lang)
        assert not HANGUL.search(c["i18n"]["zh-TW"]["name"] + c["i18n"]["zh-TW"]["text"]), c["id"]


def test_translated_names_are_unique_per_language():
    for lang in LANGS:
        names = [c["i18n"][lang]["name"] for c in _cards()]
        assert len(set(names)) == 190, lang


def test_translations_keep_the_numbers_of_the_english_text():
    for c in _cards():
        numbers = set(re.findall(r"\d+", c["text"]))
        for lang in LANGS:
            assert numbers <= set(re.findall(r"\d+", c["i18n"][lang]["text"])), (c["id"], lang)


def test_rulebook_korean_names_are_kept():
    cards = _by_id()
    for cid, ko in RULEBOOK_KO.items():
        assert cards[cid]["ko"] == ko and cards[cid]["i18n"]["ko"]["name"] == ko, cid


def test_rulebook_chinese_names_are_used():
    cards = _by_id()
    for cid, zh in RULEBOOK_ZH.items():
        assert cards[cid]["i18n"]["zh-TW"]["name"] == zh, cid


def test_translations_use_the_rulebooks_terms():
    texts = {lang: " ".join(c["i18n"][lang]["text"] for c in _cards()) for lang in LANGS}
    for term in ("장거리 교역", "룬 문자 표시돌", "벌꿀 술", "드라카르", "노르", "의회 광장", "연회 탁자", "특별 상여"):
        assert term in texts["ko"], term
    for term in ("海外交易", "符石", "蜂蜜酒", "長船", "甲板船", "公所廣場", "宴會桌", "獎勵"):
        assert term in texts["zh-TW"], term
    # Not the rulebook scans' misreadings, nor the simplified script.
    for wrong in ("별꽃", "문 문자", "수육육", "텅 페널티"):
        assert wrong not in texts["ko"], wrong
    for wrong in ("个", "银", "长", "这"):
        assert wrong not in texts["zh-TW"], wrong


def test_source_says_which_names_are_the_rulebooks():
    source = _load()["source"]
    assert "i18n" in source and "12 cards" in source and "our own translations" in source
