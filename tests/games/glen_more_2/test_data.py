"""Schema test for the Glen More II: Chronicles component data (py/games/glen_more_2/data/*.json).

The printed tile list, clan-board graph and rondel size are not public, so the data is a provisional,
authored set (docs/data-provenance/glen_more_2.md). This test pins the structure and every fact the Korean
rulebook (shared/seeds/glen-more-ii-chronicles.ko.txt) and the research notes confirm, not the authored
values, so a transcription of the printed components passes as long as it keeps the schema. Every failure
names the record.
"""

from __future__ import annotations

import heapq
import json
from collections import Counter, deque
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[3] / "py" / "games" / "glen_more_2" / "data"

RESOURCES = {"wood", "stone", "barley", "sheep", "cattle"}
COST_KEYS = {"coins", *RESOURCES, "whisky", "scotsman"}
TYPES = {"village", "castle", "loch", "material", "animal", "whisky", "trade", "person", "end", "marker"}
OVERBUILD_TYPES = {"village", "castle", "loch", "material", "animal", "whisky", "trade"}
STACKS = {"S", "A", "B", "C", "D", "end", "hume", "rondel"}
BASE_STACK_SIZES = {"S": 5, "A": 14, "B": 17, "C": 17, "D": 17}
EDGES = {"W", "E", "N", "S"}
MARKER_ROLES = {"race_start": 1, "mountain": 2, "whisky_seller": 3}  # role -> chronicle

TILE_KEYS = {
    "id", "name", "stack", "type", "cost", "river", "expansion", "once", "activation", "protected",
    "chronicle", "landmark", "provisional", "basis",
}
TILE_OPTIONAL = {"ko", "confirmed", "replaces", "counts_as", "role", "rondel_spaces"}

# One-time effect kinds -> their extra keys (kind -> {key: type}); chronicle-only kinds -> chronicle.
ONCE_KINDS: dict[str, dict[str, type]] = {
    "scotsman": {}, "landmark": {}, "whisky": {}, "coin": {"n": int}, "vp": {"n": int},
    "any_resource": {}, "clan_marker": {}, "england_token": {}, "haggis": {},
}
ONCE_CHRONICLE = {"england_token": 4, "haggis": 5}
ACT_KINDS: dict[str, dict[str, type]] = {
    "produce": {"res": list}, "produce_any": {}, "trade_different": {"n": int, "vp": int},
    "trade": {"pay": dict, "vp": int}, "trade_any": {"n": int, "vp": int}, "clan_for_resource": {},
    "distill": {}, "move": {"n": int}, "vp": {"n": int}, "age_whisky": {}, "haggis": {"pay": dict}, "event": {},
}
ACT_OPTIONAL = {"distill": {"pay": dict}}  # the haggis activation prints its input: 1 sheep (ch.5)
ACT_CHRONICLE = {"age_whisky": 3, "haggis": 5, "event": 6}

# Landmark card -> stack letter (rulebook chronicle 6 replacement cards; glen-more-2010-tiles.md §5.1).
BASE_LANDMARKS = {
    "loch_lochy": "A", "donan_castle": "A", "castle_stalker": "A",
    "inverness": "B", "loch_shiel": "B", "duart_castle": "B",
    "loch_ness": "C", "armadale_castle": "C",
    "loch_morar": "D", "castle_moil": "D", "castle_of_mey": "D",
}
HAMMER_LANDMARKS = {"loch_lomond": "A", "glenfinnan_church": "B", "glenfinnan_monument": "C", "wades_road": "D"}
TOME_LANDMARKS = {"old_man_of_storr": "A", "wallace_monument": "B", "dunvegan_castle": "C", "fort_george": "D"}
LANDMARK_TIMINGS = {"once", "ongoing", "end"}

CLANS = {
    "brodie", "cameron", "chisholm", "douglas", "grant", "gunn", "macdonald", "macdonell", "macgregor",
    "mackintosh", "maclachlan", "macleod", "macmillan", "macpherson", "maclean", "mckay", "mckenzie",
    "mckinnon", "munro", "oliphant", "ross", "sinclair", "sutherland",
}
ONGOING_CLANS = {"macgregor", "mackintosh", "maclachlan", "sinclair"}


def _load(name: str) -> dict:
    path = DATA / name
    assert path.is_file(), f"missing data file {path}"
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def tiles_doc() -> dict:
    return _load("tiles.json")


@pytest.fixture(scope="module")
def tiles(tiles_doc) -> list[dict]:
    return tiles_doc["tiles"]


@pytest.fixture(scope="module")
def by_id(tiles) -> dict[str, dict]:
    return {t["id"]: t for t in tiles}


@pytest.fixture(scope="module")
def landmarks() -> dict:
    return _load("landmarks.json")


@pytest.fixture(scope="module")
def clans() -> dict:
    return _load("clans.json")


@pytest.fixture(scope="module")
def chronicles() -> dict:
    return _load("chronicles.json")


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _pos_int(v) -> bool:
    return _is_int(v) and v >= 1


def _check_cost(cost, where: str, *, keys=COST_KEYS) -> None:
    assert isinstance(cost, dict), f"{where}: cost must be an object"
    for k, v in cost.items():
        assert k in keys, f"{where}: unknown cost key {k!r} (allowed {sorted(keys)})"
        assert _pos_int(v), f"{where}: cost {k!r} must be an int >= 1 (omit zero keys), got {v!r}"


def _check_effect(effect, kinds, optional, where: str) -> str:
    assert isinstance(effect, dict) and "kind" in effect, f"{where}: effect must be an object with 'kind'"
    kind = effect["kind"]
    assert kind in kinds, f"{where}: unknown effect kind {kind!r} (allowed {sorted(kinds)})"
    required = kinds[kind]
    allowed = {"kind", *required, *optional.get(kind, {})}
    assert {"kind", *required} <= set(effect) <= allowed, (
        f"{where}: kind {kind!r} takes keys {sorted(allowed)}, got {sorted(effect)}"
    )
    for key, typ in {**required, **optional.get(kind, {})}.items():
        if key not in effect:
            continue
        value = effect[key]
        if typ is int:
            assert _pos_int(value), f"{where}: {key!r} must be an int >= 1, got {value!r}"
        else:
            assert isinstance(value, typ), f"{where}: {key!r} must be a {typ.__name__}, got {value!r}"
    return kind


def _check_tile(t: dict, where: str, *, home: bool = False) -> None:
    assert isinstance(t, dict), f"{where}: not an object"
    missing = TILE_KEYS - set(t)
    extra = set(t) - TILE_KEYS - TILE_OPTIONAL
    assert not missing, f"{where}: missing key(s) {sorted(missing)}"
    assert not extra, f"{where}: unexpected key(s) {sorted(extra)}"
    assert isinstance(t["id"], str) and t["id"], f"{where}: id must be a non-empty string"
    assert isinstance(t["name"], str) and t["name"].strip(), f"{where}: name must be a non-empty string"
    if "ko" in t:
        assert isinstance(t["ko"], str) and t["ko"].strip(), f"{where}: ko must be a non-empty string"
    if home:
        assert t["stack"] == "home", f"{where}: home tiles have stack 'home'"
    else:
        assert t["stack"] in STACKS, f"{where}: unknown stack {t['stack']!r}"
    assert t["type"] in TYPES, f"{where}: unknown type {t['type']!r}"
    _check_cost(t["cost"], where)
    river = t["river"]
    assert isinstance(river, list) and all(e in EDGES for e in river), f"{where}: river must list W/E/N/S edges"
    assert len(set(river)) == len(river) and len(river) in (0, 2), f"{where}: a river crosses exactly 2 edges"
    # No tile without a river may sit left or right of a river tile, so the river only runs west-east.
    if river:
        assert sorted(river) == ["E", "W"], f"{where}: river tiles must run W-E (rulebook placement rules)"
    assert t["expansion"] is None or t["expansion"] in OVERBUILD_TYPES, f"{where}: bad expansion"
    if t["expansion"] is not None:
        assert t["expansion"] == t["type"], f"{where}: an overbuild tile covers a tile of its own type"
    assert isinstance(t["protected"], bool), f"{where}: protected must be true/false"
    ch = t["chronicle"]
    assert ch is None or (_is_int(ch) and 1 <= ch <= 8), f"{where}: chronicle must be null or 1..8"
    assert t["landmark"] is None or isinstance(t["landmark"], str), f"{where}: landmark must be null or an id"
    assert isinstance(t["provisional"], bool), f"{where}: provisional must be true/false"
    basis = t["basis"]
    assert isinstance(basis, str) and basis.strip(), f"{where}: basis must say where the values come from"
    if not t["provisional"]:
        assert basis.startswith("rulebook") and "authored" not in basis and "2010" not in basis, (
            f"{where}: provisional=false needs a rulebook-only basis, got {basis!r}"
        )
    if "authored" in basis or "2010" in basis or "inferred" in basis or "assumed" in basis:
        assert t["provisional"], f"{where}: basis {basis!r} means the tile must be provisional"
    if "confirmed" in t:
        conf = t["confirmed"]
        assert isinstance(conf, list) and conf, f"{where}: confirmed must be a non-empty list of field names"
        assert set(conf) <= set(t) - {"confirmed", "provisional", "basis", "id"}, (
            f"{where}: confirmed names unknown fields {sorted(set(conf) - set(t))}"
        )
        assert t["provisional"], f"{where}: 'confirmed' lists a subset, so the tile must be provisional"

    once = t["once"]
    assert isinstance(once, list), f"{where}: once must be a list"
    for i, e in enumerate(once):
        kind = _check_effect(e, ONCE_KINDS, {}, f"{where} once #{i}")
        if kind in ONCE_CHRONICLE:
            assert ch == ONCE_CHRONICLE[kind], f"{where}: one-time {kind!r} belongs to chronicle {ONCE_CHRONICLE[kind]}"
    act = t["activation"]
    assert isinstance(act, list), f"{where}: activation must be a list of alternatives"
    for i, alt in enumerate(act):
        assert isinstance(alt, list) and alt, f"{where}: activation alternative #{i} must be a non-empty list"
        for j, e in enumerate(alt):
            at = f"{where} activation #{i}.{j}"
            kind = _check_effect(e, ACT_KINDS, ACT_OPTIONAL, at)
            if kind in ACT_CHRONICLE:
                assert ch == ACT_CHRONICLE[kind], f"{at}: {kind!r} belongs to chronicle {ACT_CHRONICLE[kind]}"
            if kind == "produce":
                assert 1 <= len(e["res"]) <= 2 and set(e["res"]) <= RESOURCES, f"{at}: produce 1-2 resources"
            if kind == "trade":
                keys = RESOURCES | ({"whisky"} if ch == 4 else set())
                assert e["pay"], f"{at}: trade needs a payment"
                _check_cost(e["pay"], at, keys=keys)
            if kind == "distill" and "pay" in e:
                _check_cost(e["pay"], at, keys=RESOURCES)
                assert "barley" in e["pay"], f"{at}: distilling always takes barley"
            if kind == "trade_different":
                assert 2 <= e["n"] <= 5, f"{at}: n different resources must be 2..5"
            if kind == "trade_any":
                assert 1 <= e["n"] <= 6, f"{at}: n must be 1..6"
    assert sum(e["kind"] == "landmark" for e in once) == (1 if t["landmark"] else 0), (
        f"{where}: a tile has a 'landmark' one-time effect exactly when it names a landmark card"
    )

    # type-specific rules
    if t["type"] == "person":
        assert not river and t["expansion"] is None and act == [], f"{where}: a Person is never placed"
        if t["id"] != "HUME":
            assert once == [{"kind": "clan_marker"}], f"{where}: a Person's one-time effect is a clan marker"
    if t["type"] == "marker":
        assert t.get("role") in MARKER_ROLES, f"{where}: a marker tile needs a role in {sorted(MARKER_ROLES)}"
        assert ch == MARKER_ROLES[t["role"]], f"{where}: role {t['role']!r} is chronicle {MARKER_ROLES[t['role']]}"
        assert not t["cost"] and not river and not once and not act, f"{where}: marker tiles are never placed"
    else:
        assert "role" not in t, f"{where}: only marker tiles carry a role"
    if "rondel_spaces" in t:
        assert t.get("role") == "mountain" and t["rondel_spaces"] == 2, f"{where}: only the mountain is 2 wide"
    if t["type"] == "village" and t["chronicle"] is None and not home:
        assert {"kind": "scotsman"} in once, f"{where}: villages bring a Scotsman"
        assert act == [[{"kind": "move", "n": 1}]], f"{where}: villages give 1 movement"
    if t["type"] == "castle":
        assert [{"kind": "move", "n": 1}] in act, f"{where}: castles give 1 movement"
    if t["type"] == "loch":
        assert act == [], f"{where}: lochs have no activation"
    if t["type"] == "whisky" and ch is None:
        assert act and all(any(e["kind"] == "distill" for e in alt) for alt in act), f"{where}: distillery"


# --- tiles.json ------------------------------------------------------------------------------------------


def test_tiles_top_level(tiles_doc):
    assert set(tiles_doc) == {"source", "status", "rondel", "home", "tiles"}, sorted(tiles_doc)
    assert tiles_doc["status"] == "provisional", "status stays 'provisional' until every tile is transcribed"
    assert isinstance(tiles_doc["source"], str) and len(tiles_doc["source"]) > 80
    rondel = tiles_doc["rondel"]
    assert set(rondel) == {"spaces", "provisional", "why"}, sorted(rondel)
    assert _is_int(rondel["spaces"]) and rondel["provisional"] is True and rondel["why"].strip()
    # 4 pieces + die + 5 S tiles + Englishman + mountain (2) + the empty space must fit.
    assert rondel["spaces"] >= 4 + 1 + 5 + 1 + 2 + 1, "the rondel cannot hold every allowed set-up"


def test_home_tile(tiles_doc):
    home = tiles_doc["home"]
    assert set(home) == {"village", "castle"}, "the home tile is a village (left) and a home castle (right)"
    _check_tile(home["village"], "home village", home=True)
    _check_tile(home["castle"], "home castle", home=True)
    assert home["village"]["type"] == "village" and home["castle"]["type"] == "castle"
    for part in home.values():
        assert sorted(part["river"]) == ["E", "W"], "the river runs through both halves of the home tile"
        assert part["cost"] == {} and part["once"] == [] and part["expansion"] is None
    assert home["castle"]["activation"] == [[{"kind": "move", "n": 1}]], "the Home Castle gives 1 movement"


def test_every_tile_is_well_formed(tiles):
    for t in tiles:
        _check_tile(t, f"tile {t.get('id')!r}")


def test_ids_unique(tiles, tiles_doc):
    ids = [t["id"] for t in tiles] + [p["id"] for p in tiles_doc["home"].values()]
    dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
    assert not dupes, f"duplicate tile ids: {dupes}"


def test_stack_counts(tiles):
    base = Counter(t["stack"] for t in tiles if t["chronicle"] is None and t["stack"] in BASE_STACK_SIZES)
    assert dict(base) == BASE_STACK_SIZES, f"base stack sizes must be {BASE_STACK_SIZES}, found {dict(base)}"
    ends = [t for t in tiles if t["stack"] == "end"]
    assert len(ends) == 1 and ends[0]["type"] == "end" and ends[0]["chronicle"] is None, "exactly one The End"
    assert ends[0]["protected"] is False, "players may stop on The End"
    hume = [t for t in tiles if t["stack"] == "hume"]
    assert len(hume) == 1 and hume[0]["type"] == "person" and hume[0].get("counts_as") == 2, "one David Hume"
    assert hume[0]["once"] == [], "David Hume places no clan marker (he comes from McKay)"
    assert [t["id"] for t in tiles if "counts_as" in t] == [hume[0]["id"]], "only David Hume counts double"
    assert all(t["type"] != "end" for t in tiles if t["stack"] != "end"), "only The End has type end"
    rondel_only = [t for t in tiles if t["stack"] == "rondel"]
    assert [t.get("role") for t in rondel_only] == ["mountain"], "only the mountain goes straight onto the rondel"


def test_base_mix(tiles):
    base = [t for t in tiles if t["chronicle"] is None]
    for stack in "ABCD":
        in_stack = [t for t in base if t["stack"] == stack]
        types = Counter(t["type"] for t in in_stack)
        assert 1 <= types["person"] <= 3, f"stack {stack}: about 2 Persons, found {types['person']}"
        assert types["village"] >= 1 and types["trade"] >= 2, f"stack {stack}: needs villages and trade tiles"
        assert types["material"] + types["animal"] >= 2, f"stack {stack}: needs production tiles"
    s_tiles = [t for t in base if t["stack"] == "S"]
    assert all(t["type"] in {"material", "animal", "village"} and not t["cost"] for t in s_tiles), (
        "start tiles are free, simple tiles"
    )
    distilleries = [t for t in base if t["type"] == "whisky"]
    assert len(distilleries) == 5, "the base game has the 5 distilleries chronicle 3 replaces"
    rivers = sum(1 for t in base if t["river"])
    assert rivers >= 16, f"Sutherland (4-6 river tiles) needs a common river, found {rivers} river tiles"
    overbuilds = [t for t in base if t["expansion"]]
    assert len(overbuilds) >= 4, f"MacPherson (2 / 3+ overbuilds) needs overbuild tiles, found {len(overbuilds)}"


def test_overbuilds_have_a_target(tiles, tiles_doc):
    plain = [t for t in tiles if not t["expansion"] and t["type"] not in {"person", "marker", "end"}]
    plain += list(tiles_doc["home"].values())
    for t in tiles:
        if t["expansion"]:
            targets = [p["id"] for p in plain if p["type"] == t["type"] and sorted(p["river"]) == sorted(t["river"])]
            assert targets, f"tile {t['id']!r}: no {t['type']} tile with the same river to overbuild"


def test_named_rulebook_tiles(tiles):
    named = {t["name"]: t for t in tiles if t["chronicle"] is None}
    halkirk, inshriach, inverness = named["Halkirk"], named["Inshriach"], named["Inverness"]
    assert halkirk["type"] == "village" and halkirk["once"] == [{"kind": "scotsman"}]
    assert halkirk["activation"] == [[{"kind": "move", "n": 1}]]
    assert inshriach["type"] == "material" and inshriach["activation"] == [[{"kind": "produce", "res": ["wood"]}]]
    assert inverness["type"] == "village" and inverness["expansion"] == "village"
    assert inverness["once"] == [{"kind": "landmark"}, {"kind": "scotsman"}]
    assert inverness["activation"] == [[{"kind": "move", "n": 1}]]
    # the rulebook example overbuilds Halkirk with Inverness: same river shape
    assert halkirk["river"] == inverness["river"]
    assert named["Loch Ness"]["cost"] == {"scotsman": 1}


def test_landmark_tiles(tiles, landmarks):
    cards = {c["id"]: c for c in landmarks["cards"]}
    for card_id, card in cards.items():
        holders = [t for t in tiles if t["landmark"] == card_id]
        assert len(holders) == 1, f"landmark card {card_id!r} must have exactly one tile, found {len(holders)}"
        assert holders[0]["stack"] == card["stack"], f"tile of {card_id!r} must be in stack {card['stack']}"
        assert holders[0]["chronicle"] == card.get("chronicle"), f"tile of {card_id!r}: chronicle mismatch"
    stray = sorted({t["landmark"] for t in tiles if t["landmark"]} - set(cards))
    assert not stray, f"tiles name unknown landmark cards: {stray}"


def test_chronicle_tiles(tiles, by_id):
    ch = Counter(t["chronicle"] for t in tiles if t["chronicle"])
    assert dict(ch) == {1: 3, 2: 1, 3: 10, 4: 4, 5: 6, 6: 8}, f"chronicle tile counts differ: {dict(ch)}"
    for t in tiles:
        if t["chronicle"] is None:
            assert "replaces" not in t
            continue
        assert t["stack"] in {"A", "B", "C", "D", "rondel"}, f"{t['id']}: chronicle tiles go into A-D"
    # ch.1: start in B, 2 shipyards with 2 movement
    c1 = [t for t in tiles if t["chronicle"] == 1]
    start = [t for t in c1 if t.get("role") == "race_start"]
    assert len(start) == 1 and start[0]["stack"] == "B"
    yards = [t for t in c1 if t["name"] == "Shipyard"]
    assert len(yards) == 2 and all([{"kind": "move", "n": 2}] in t["activation"] for t in yards)
    # ch.2: the mountain
    (mountain,) = [t for t in tiles if t["chronicle"] == 2]
    assert mountain["role"] == "mountain" and mountain["rondel_spaces"] == 2 and not mountain["protected"]
    # ch.3: 5 replacements of the 5 base distilleries, Ben Wyvis (B), Glen Albyn (C), sellers B/C/D
    c3 = [t for t in tiles if t["chronicle"] == 3]
    repl = [t for t in c3 if "replaces" in t]
    assert sorted(t["name"] for t in repl) == sorted(["Pulteney", "Glen Mhor", "Glenlochy", "Edradour", "Millburn"])
    base_dist = {t["id"] for t in tiles if t["chronicle"] is None and t["type"] == "whisky"}
    assert {t["replaces"] for t in repl} == base_dist, "each base distillery is replaced exactly once"
    for t in repl:
        old = by_id[t["replaces"]]
        assert t["type"] == "whisky" and t["stack"] == old["stack"] and t["river"] == old["river"], (
            f"{t['id']}: a replacement keeps the stack, type and river of {old['id']}"
        )
    extra = {t["name"]: t["stack"] for t in c3 if "replaces" not in t and t["type"] == "whisky"}
    assert extra == {"Ben Wyvis": "B", "Glen Albyn": "C"}
    sellers = sorted(t["stack"] for t in c3 if t.get("role") == "whisky_seller")
    assert sellers == ["B", "C", "D"]
    assert any(any(e["kind"] == "age_whisky" for alt in t["activation"] for e in alt) for t in c3)
    # ch.4
    c4 = {t["landmark"]: t for t in tiles if t["chronicle"] == 4}
    assert set(c4) == set(HAMMER_LANDMARKS)
    assert all({"kind": "england_token"} in t["once"] for t in c4.values())
    assert c4["glenfinnan_church"]["activation"] == [[{"kind": "trade", "pay": {"whisky": 1}, "vp": 4}]]
    assert c4["glenfinnan_monument"]["cost"] == {"scotsman": 1}
    assert c4["glenfinnan_monument"]["activation"] == [[{"kind": "vp", "n": 3}]]
    assert {"kind": "scotsman"} in c4["wades_road"]["once"]
    assert c4["loch_lomond"]["activation"] == []
    # ch.5: 6 tiles, haggis effects present
    c5 = [t for t in tiles if t["chronicle"] == 5]
    assert len(c5) == 6 and any(any(e["kind"] == "haggis" for alt in t["activation"] for e in alt) for t in c5)
    assert any({"kind": "haggis"} in t["once"] for t in c5)
    # ch.6: 4 assembly halls A-D with the event, 4 new landmarks
    halls = sorted(t["stack"] for t in tiles if t["chronicle"] == 6 and t["activation"] == [[{"kind": "event"}]])
    assert halls == ["A", "B", "C", "D"]
    assert {t["landmark"] for t in tiles if t["chronicle"] == 6 and t["landmark"]} == set(TOME_LANDMARKS)


def test_base_tiles_unprotected_and_named_once(tiles):
    # the die skips chronicle tiles by their icon; no base tile carries the protected icon in this set
    assert all(not t["protected"] for t in tiles if t["chronicle"] is None), "no base tile is protected"
    names = Counter(t["name"] for t in tiles if t["chronicle"] is None)
    assert names["Halkirk"] == names["Inshriach"] == names["Inverness"] == 1


# --- landmarks.json --------------------------------------------------------------------------------------


def test_landmark_cards(landmarks):
    assert set(landmarks) == {"source", "status", "cards"}
    assert landmarks["status"] == "provisional"
    allowed = {"id", "name", "ko", "stack", "timing", "text", "event", "chronicle", "england", "event_table",
               "event_trade", "note"}
    cards = landmarks["cards"]
    ids = [c["id"] for c in cards]
    assert len(ids) == len(set(ids)), f"duplicate landmark ids: {[i for i, n in Counter(ids).items() if n > 1]}"
    expected = {**BASE_LANDMARKS, **HAMMER_LANDMARKS, **TOME_LANDMARKS}
    assert {c["id"]: c["stack"] for c in cards} == expected, "landmark ids / stack letters differ"
    for c in cards:
        where = f"landmark {c['id']!r}"
        assert {"id", "name", "ko", "stack", "timing", "text", "event"} <= set(c) <= allowed, where
        assert c["timing"] in LANDMARK_TIMINGS, f"{where}: bad timing"
        for key in ("name", "ko", "text", "event"):
            assert isinstance(c[key], str) and c[key].strip(), f"{where}: {key} must be text"
        if c["id"] in HAMMER_LANDMARKS:
            assert c.get("chronicle") == 4 and c.get("england") is True, f"{where}: chronicle 4 England card"
        elif c["id"] in TOME_LANDMARKS:
            assert c.get("chronicle") == 6 and "england" not in c, where
        else:
            assert "chronicle" not in c and "england" not in c, f"{where}: base card"
        for key in ("event_table", "event_trade"):
            if key in c:
                assert c[key].get("provisional") is True, f"{where}: {key} is printed only as an image"
        if "event_table" in c:
            table = c["event_table"]["diff_vp"]
            assert len(table) == 6 and table[0] == 0 and table == sorted(table), f"{where}: difference table"
    timings = {c["id"]: c["timing"] for c in cards}
    assert timings["loch_ness"] == timings["castle_moil"] == "ongoing"
    assert timings["armadale_castle"] == "end"
    assert "event_table" in {k for c in cards if c["id"] == "inverness" for k in c}
    assert "event_table" in {k for c in cards if c["id"] == "old_man_of_storr" for k in c}
    assert "event_trade" in {k for c in cards if c["id"] == "duart_castle" for k in c}


# --- clans.json ------------------------------------------------------------------------------------------


def test_clan_fields(clans):
    assert set(clans) == {"source", "status", "start", "start_pos", "graph_provisional", "fields", "roads"}
    assert clans["status"] == "provisional" and clans["graph_provisional"] is True
    assert clans["start"] == "start"
    fields = clans["fields"]
    ids = [f["id"] for f in fields]
    assert len(ids) == len(set(ids)) == 23, f"23 unique clans expected, found {len(set(ids))}"
    assert set(ids) == CLANS, f"clan ids differ: missing {sorted(CLANS - set(ids))}, extra {sorted(set(ids) - CLANS)}"
    allowed = {"id", "name", "ko", "band", "color", "purple", "timing", "effect", "pos", "provisional",
               "per_player", "note"}
    colours = {}
    for f in fields:
        where = f"clan {f['id']!r}"
        assert {"id", "name", "ko", "band", "color", "purple", "effect", "provisional"} <= set(f) <= allowed, where
        assert f["band"] in (1, 2, 3, 4), f"{where}: band must be 1..4"
        assert isinstance(f["purple"], bool) and f["purple"] == (f["color"] == "purple"), f"{where}: purple flag"
        assert f["provisional"] is True, f"{where}: band/colour/position are authored"
        colours.setdefault(f["band"], set()).add(f["color"])
        assert f.get("timing", "once") == ("ongoing" if f["id"] in ONGOING_CLANS else "once"), where
        assert isinstance(f["ko"], str) and f["ko"], where
        if "pos" in f:
            assert len(f["pos"]) == 2 and all(0 <= v <= 100 for v in f["pos"]), f"{where}: pos in 0..100"
    assert all(len(c) == 1 for c in colours.values()), f"the colour of a field shows its band: {colours}"
    assert len({next(iter(c)) for c in colours.values()}) == len(colours), "bands need distinct colours"
    assert any(f["purple"] for f in fields), "chronicle 6 (General Wade) needs purple fields"
    assert [f["id"] for f in fields if f.get("per_player")] == ["douglas"], "only Douglas is taken per player"
    assert {f["id"]: f["ko"] for f in fields}["gunn"] == "건"


def test_clan_road_graph(clans):
    band = {f["id"]: f["band"] for f in clans["fields"]}
    band["start"] = 0
    adj: dict[str, list[tuple[str, int]]] = {n: [] for n in band}
    seen = set()
    for r in clans["roads"]:
        assert set(r) == {"a", "b", "cost", "provisional"}, f"road {r}: keys"
        assert r["a"] in band and r["b"] in band and r["a"] != r["b"], f"road {r}: unknown or looping end"
        assert _pos_int(r["cost"]) and r["provisional"] is True, f"road {r}: cost >= 1 and provisional"
        key = frozenset((r["a"], r["b"]))
        assert key not in seen, f"duplicate road {sorted(key)}"
        seen.add(key)
        assert abs(band[r["a"]] - band[r["b"]]) <= 1, f"road {r}: joins bands more than 1 apart"
        adj[r["a"]].append((r["b"], r["cost"]))
        adj[r["b"]].append((r["a"], r["cost"]))
    # connected, band = number of roads from Start
    hops = {"start": 0}
    queue = deque(["start"])
    while queue:
        node = queue.popleft()
        for nxt, _ in adj[node]:
            if nxt not in hops:
                hops[nxt] = hops[node] + 1
                queue.append(nxt)
    assert set(hops) == set(band), f"clan board not connected: unreachable {sorted(set(band) - set(hops))}"
    wrong = {n: (band[n], hops[n]) for n in band if band[n] != hops[n]}
    assert not wrong, f"band must equal the distance from Start (band, distance): {wrong}"
    # costs grow with distance: road costs by outer band never decrease, cheapest paths strictly grow
    outer = {}
    for r in clans["roads"]:
        outer.setdefault(max(band[r["a"]], band[r["b"]]), []).append(r["cost"])
    for b in (2, 3, 4):
        assert max(outer[b - 1]) <= min(outer[b]), f"roads into band {b} must not be cheaper than band {b - 1}"
    dist = {"start": 0}
    heap = [(0, "start")]
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist[node]:
            continue
        for nxt, c in adj[node]:
            if d + c < dist.get(nxt, 1 << 30):
                dist[nxt] = d + c
                heapq.heappush(heap, (d + c, nxt))
    for b in (2, 3, 4):
        lower = max(dist[n] for n in band if band[n] == b - 1)
        upper = min(dist[n] for n in band if band[n] == b)
        assert upper > lower, f"every band-{b} field must cost more from Start than every band-{b - 1} field"


# --- chronicles.json -------------------------------------------------------------------------------------


def _walk_provisional(obj, where: str) -> None:
    """Every object that has a 'provisional' key must hold a bool there."""
    if isinstance(obj, dict):
        if "provisional" in obj:
            assert isinstance(obj["provisional"], bool), f"{where}: provisional must be true/false"
        for k, v in obj.items():
            _walk_provisional(v, f"{where}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            _walk_provisional(v, f"{where}[{i}]")


def test_chronicles(chronicles, tiles):
    assert set(chronicles) == {"source", "status", "chronicles"} and chronicles["status"] == "provisional"
    chs = chronicles["chronicles"]
    assert [c["id"] for c in chs] == list(range(1, 9)), "chronicles 1..8 in order"
    for c in chs:
        where = f"chronicle {c['id']}"
        assert set(c) == {"id", "name", "ko", "players", "difficulty", "tiles", "components"}, where
        assert c["players"] == ([3, 4] if c["id"] == 4 else [2, 4]), f"{where}: player count"
        assert c["tiles"] == [t["id"] for t in tiles if t["chronicle"] == c["id"]], f"{where}: tile list"
        assert isinstance(c["components"], dict) and c["components"], f"{where}: components missing"
        for name, comp in c["components"].items():
            assert isinstance(comp, dict) and "provisional" in comp, f"{where}.{name}: needs a provisional flag"
        _walk_provisional(c, where)
    comp = {c["id"]: c["components"] for c in chs}

    boat = comp[1]
    assert boat["boats"]["count"] == 4 and boat["tiles"] == {"race_start": 1, "shipyard": 2, "provisional": False}
    results = Counter({r["id"]: r["count"] for r in boat["race_result_cards"]["cards"]})
    assert results == Counter({"first": 1, "second": 1, "third": 1, "x": 4}), "7 race result cards"
    vps = {r["id"]: r["vp"] for r in boat["race_result_cards"]["cards"]}
    assert vps == {"first": 15, "second": 10, "third": 3, "x": 0}
    assert boat["neutral_river_tiles"]["count"] == 2
    assert boat["neutral_river_tiles"]["used_by_players"] == {"2": 2, "3": 1, "4": 0}
    prizes = boat["prize_tokens"]
    assert prizes["count"] == len(prizes["tokens"]) == 16 and prizes["provisional"] is True
    for p in prizes["tokens"]:
        assert p["provisional"] is True and p["effect"], f"prize {p['id']}: authored effect"
        for e in p["effect"]:
            _check_effect(e, ONCE_KINDS, {}, f"prize {p['id']}")

    assert comp[2]["mountain"]["rondel_spaces"] == 2

    cellars = {c["id"]: c for c in comp[3]["cellars"]["cards"]}
    assert [cellars[k]["values"] for k in ("first", "second", "third")] == [[0, 1, 2, 3], [4, 5, 6, 8], [10, 12, 15]]
    assert all(c["count"] == 4 for c in cellars.values())
    assert cellars["first"]["price"] == {} and cellars["first"]["provisional"] is False
    for k in ("second", "third"):
        _check_cost(cellars[k]["price"], f"cellar {k}")
        assert cellars[k]["price"] and cellars[k]["provisional"] is True, f"cellar {k}: authored price"
    sellers = comp[3]["whisky_sellers"]
    assert sellers["count"] == 3 and sellers["stacks"] == ["B", "C", "D"] and sellers["provisional"] is True
    caps = sellers["capacity_by_players"]
    assert set(caps) == {"2", "3", "4"} and all(1 <= v <= sellers["sale_spaces"] for v in caps.values())
    assert [caps[k] for k in ("2", "3", "4")] == sorted(caps.values())

    assert comp[4]["england_market_row"]["fields"] == [1, 2, 3]
    assert comp[4]["landmark_cards"]["ids"] == list(HAMMER_LANDMARKS)

    haggis = comp[5]["haggis_tokens"]
    assert haggis["count"] == 13 == sum(haggis["values"].values()) and haggis["provisional"] is True
    assert set(haggis["values"]) == {"1", "2", "3"} and all(v >= 1 for v in haggis["values"].values())
    assert comp[5]["serving_tables"]["capacity"] == 5

    assert comp[6]["landmark_event_cards"] == {"base": 11, "hammer": 4, "new": 4, "provisional": False}

    cards = comp[7]["scoring_cards"]
    assert cards["count"] == len(cards["cards"]) == 10 and cards["drawn"] == 5
    assert len({c["id"] for c in cards["cards"]}) == 10
    printed = {c["id"]: c for c in cards["cards"] if c["basis"].startswith("rulebook")}
    assert {"sets", "square", "wood_stone"} <= set(printed), "the rulebook describes sets, square, wood+stone"
    assert printed["square"]["vp"] == printed["wood_stone"]["vp"] == 10
    for c in cards["cards"]:
        assert _pos_int(c["vp"]), f"scoring card {c['id']}: vp"
        if "authored" in c["basis"]:
            assert c["provisional"] is True, f"scoring card {c['id']}: authored -> provisional"
    votes = comp[7]["vote_markers"]
    assert votes["aye"] == 16 and votes["nay"] == 12
    assert {k: (v["aye"], v["nay"]) for k, v in votes["per_player"].items()} == {
        "2": (3, 3), "3": (3, 2), "4": (4, 3)}

    mobs = comp[8]["mobsters"]["cards"]
    assert len(mobs) == 16 and len({m["id"] for m in mobs}) == 16
    base = [m for m in mobs if m["chronicle"] is None]
    cross = [m for m in mobs if m["chronicle"] is not None]
    assert len(base) == 9 and len(cross) == 7
    assert Counter(m["back"] for m in base) == Counter({"S": 6, "B": 3})
    assert sorted(m["chronicle"] for m in cross) == [1, 1, 2, 3, 5, 5, 6]
    assert {m["id"] for m in mobs if m["min_players"] == 3} == {"kenneth_mcsnitch", "fergus_mcdarkie", "mike_mccastle"}
    assert sum(m["tokens"] for m in mobs) == comp[8]["tokens"]["count"] == 14
    for m in mobs:
        assert m["back"] in {"S", "B"} and _pos_int(m["vp_penalty"]) and m["provisional"] is True, m["id"]
        assert m["chronicle"] in {None, 1, 2, 3, 5, 6}, m["id"]
    assert comp[8]["cards_in_play"] == {"2": 3, "3": 4, "4": 6, "provisional": False}
    assert comp[8]["pennies"]["count"] == 28 and comp[8]["pennies"]["per_player"] == 7
