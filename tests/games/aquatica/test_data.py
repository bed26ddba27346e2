"""Schema test for py/games/aquatica/data/cards.json (the provisional component data).

It checks structure and the constraints taken from the rulebook (shared/seeds/aquatica.ko.txt) and the
research notes (shared/reference/aquatica-data.md, aquatica-cards.md), not the invented values themselves,
so a transcription of the real cards passes as long as it keeps the schema. Every failure names the record.
See docs/data-provenance/aquatica.md.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
DATA_PATH = ROOT / "py" / "games" / "aquatica" / "data" / "cards.json"

KINDS = ["shark_bay", "sunken_ships", "ocean_volcanoes", "decayed_civilizations"]
KIND_MIGHT = {f"might2_{kind}": kind for kind in KINDS}
# Depth cell codes (reference table, §참조표).
DEPTH_CODES = {
    "coin2",
    "might2",
    *KIND_MIGHT,
    "raise1",
    "raise2",
    "rise_full",
    "hire_free",
    "take_back",
    "score",
    "empty",
}
# Manta effects: a depth code (not empty) or the trained-only +1 resources.
MANTA_CODES = (DEPTH_CODES - {"empty"}) | {"coin1", "might1"}
RARE_CODES = {"rise_full", "hire_free", "take_back", "score"}

# Character / king effect ops and the extra keys each one takes.
OPS: dict[str, dict[str, type]] = {
    "coins": {"n": int},
    "might": {"n": int},
    "might_kind": {"n": int, "kind": str},
    "buy": {},
    "conquer": {},
    "hire": {},
    "hire_free": {},
    "raise": {"n": int},
    "rise_full": {},
    "take_back": {},
    "score": {},
    "scout": {},
    "matrona": {},
    "ready_mantas": {},
    "others_raise": {"n": int},
    "draw_wild": {"effect": str},
}

PRINTED_GOALS = ["hand8", "slots5", "scored3", "wild2"]
TOKEN_GOALS = {
    "locations11",
    "scored_vp15",
    "wild3",
    "discard_all_but_one",
    "scored_four_kinds",
    "same_kind4",
    "discard10",
    "conquer_cards5",
    "fully_risen5",
    "hire_for5",
}

TOP_KEYS = {
    "dataset",
    "status",
    "source",
    "location_kinds",
    "locations",
    "starting_characters",
    "ocean_characters",
    "kings",
    "trained_mantas",
    "wild_mantas",
    "board",
    "provisional_notes",
}
LOCATION_KEYS = {"id", "kind", "buy", "conquer", "depths", "vp", "manta", "provisional"}
CHARACTER_KEYS = {"id", "effects", "provisional"}
KING_KEYS = {"id", "number", "once", "effects", "provisional"}


@pytest.fixture(scope="module")
def data() -> dict:
    assert DATA_PATH.is_file(), f"missing data file {DATA_PATH}"
    return json.loads(DATA_PATH.read_text(encoding="utf-8"))


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_keys(record: dict, required: set[str], where: str) -> None:
    assert isinstance(record, dict), f"{where}: not an object: {record!r}"
    missing = required - set(record)
    extra = set(record) - required
    assert not missing, f"{where}: missing key(s) {sorted(missing)}"
    assert not extra, f"{where}: unexpected key(s) {sorted(extra)}"
    assert isinstance(record["provisional"], bool), f"{where}: 'provisional' must be true/false"


def _check_effects(effects, where: str, wild_types: set[str]) -> None:
    assert isinstance(effects, list) and effects, f"{where}: effects must be a non-empty list"
    for i, effect in enumerate(effects):
        at = f"{where} effect #{i}"
        assert isinstance(effect, dict) and "op" in effect, f"{at}: must be an object with 'op': {effect!r}"
        op = effect["op"]
        assert op in OPS, f"{at}: unknown op {op!r} (allowed: {sorted(OPS)})"
        args = OPS[op]
        assert set(effect) == {"op", *args}, f"{at}: op {op!r} takes keys {sorted(args)}, got {effect!r}"
        for key, kind in args.items():
            assert isinstance(effect[key], kind), f"{at}: {key!r} must be {kind.__name__}: {effect!r}"
            if kind is int:
                assert _is_int(effect[key]) and effect[key] >= 1, f"{at}: {key!r} must be an int >= 1"
        if op == "might_kind":
            assert effect["kind"] in KINDS, f"{at}: unknown location kind {effect['kind']!r}"
        if op == "draw_wild":
            assert effect["effect"] in wild_types, f"{at}: no wild manta of type {effect['effect']!r}"
    assert sum(e["op"] == "matrona" for e in effects) <= 1, f"{where}: more than one matrona op"


# --- top level -------------------------------------------------------------------------------------------


def test_top_level_keys_and_status(data):
    assert set(data) == TOP_KEYS, (
        f"top-level keys differ: missing {sorted(TOP_KEYS - set(data))}, extra {sorted(set(data) - TOP_KEYS)}"
    )
    assert data["status"] == "provisional", "status must stay 'provisional' until every record is transcribed"
    assert isinstance(data["dataset"], str) and data["dataset"], "dataset must be a non-empty string"
    assert isinstance(data["source"], str) and len(data["source"]) > 40, "source must describe the provenance"
    notes = data["provisional_notes"]
    assert isinstance(notes, list) and notes and all(isinstance(n, str) and n for n in notes), (
        "provisional_notes must be a non-empty list of strings"
    )
    assert data["location_kinds"] == KINDS, f"location_kinds must be {KINDS}"


def test_ids_are_unique(data):
    ids = [
        r["id"]
        for part in ("locations", "starting_characters", "ocean_characters", "kings")
        for r in data[part]
    ]
    dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
    assert not dupes, f"duplicate ids: {dupes}"
    bad = [
        i for i in ids if not (isinstance(i, str) and i and i.replace("_", "").isalnum() and i == i.strip())
    ]
    assert not bad, f"ids must be non-empty strings of letters, digits and _: {bad}"


# --- locations -------------------------------------------------------------------------------------------


def test_location_records(data):
    wild_types = set(data["wild_mantas"])
    for loc in data["locations"]:
        where = f"location {loc.get('id')!r}"
        _check_keys(loc, LOCATION_KEYS, where)
        assert loc["kind"] in KINDS, f"{where}: unknown kind {loc['kind']!r}"
        for key in ("buy", "conquer", "vp"):
            assert _is_int(loc[key]) and loc[key] >= 0, f"{where}: {key} must be a non-negative int"
        assert 1 <= loc["buy"] <= 12, f"{where}: buy {loc['buy']} outside 1..12"
        assert 1 <= loc["conquer"] <= 12, f"{where}: conquer {loc['conquer']} outside 1..12"
        assert 1 <= loc["vp"] <= 12, f"{where}: vp {loc['vp']} outside 1..12"
        depths = loc["depths"]
        assert isinstance(depths, list), f"{where}: depths must be a list"
        assert len(depths) <= 8, f"{where}: {len(depths)} depths is more than a card can show"
        for i, code in enumerate(depths):
            assert code in DEPTH_CODES, f"{where}: depth #{i} has unknown code {code!r}"
            if code in KIND_MIGHT:
                assert KIND_MIGHT[code] == loc["kind"], (
                    f"{where}: kind-specific might {code!r} printed on a {loc['kind']} card"
                )
        if depths:
            assert depths[-1] != "empty", f"{where}: an empty cell at the bottom of the track is pointless"
        assert loc["manta"] is None or loc["manta"] in wild_types, (
            f"{where}: manta icon {loc['manta']!r} has no wild manta type in wild_mantas"
        )


def test_location_counts(data):
    locs = data["locations"]
    assert len(locs) == 56, f"expected 56 locations, found {len(locs)}"
    per_kind = Counter(loc["kind"] for loc in locs)
    assert per_kind == dict.fromkeys(KINDS, 14), f"expected 14 locations per kind, found {dict(per_kind)}"


def test_location_spreads(data):
    locs = data["locations"]
    lengths = Counter(len(loc["depths"]) for loc in locs)
    assert lengths[0] >= 1, "some locations must have no depth track (they enter fully risen)"
    assert len(lengths) >= 5, f"depth counts must take at least 5 values, found {sorted(lengths)}"
    vps = {loc["vp"] for loc in locs}
    assert len(vps) >= 5, f"VP must take at least 5 values, found {sorted(vps)}"
    assert min(vps) <= 3 and max(vps) >= 5, f"VP needs values <= 3 and >= 5, found {sorted(vps)}"
    with_manta = sum(1 for loc in locs if loc["manta"] is not None)
    assert 0 < with_manta < len(locs), f"manta icons must be on most but not all locations ({with_manta}/56)"
    assert with_manta > len(locs) // 2, f"manta icons must be on most locations ({with_manta}/56)"
    empties = [loc["id"] for loc in locs if "empty" in loc["depths"]]
    assert len(empties) >= 8, (
        f"empty (blocking) cells should appear on a fair share of cards, found {empties}"
    )
    for key in ("buy", "conquer"):
        repeated = [cost for cost, n in Counter(loc[key] for loc in locs).items() if n >= 4]
        assert repeated, f"{key} costs must repeat across cards (a goal compares them)"


def test_zero_depth_locations_are_low_vp(data):
    locs = data["locations"]
    average = sum(loc["vp"] for loc in locs) / len(locs)
    for loc in locs:
        if not loc["depths"]:
            assert loc["vp"] <= average, (
                f"location {loc['id']!r}: no depths but vp {loc['vp']} > average {average:.1f}"
            )


def test_every_depth_code_is_used_with_sensible_frequency(data):
    used = Counter(code for loc in data["locations"] for code in loc["depths"])
    missing = sorted(DEPTH_CODES - set(used))
    assert not missing, f"depth codes never used: {missing}"
    resources = min(used["coin2"], used["might2"])
    for code in RARE_CODES:
        assert used[code] < resources, (
            f"{code!r} ({used[code]}) should be rarer than the resources ({resources})"
        )
        assert used[code] < used["raise1"] + used["raise2"], f"{code!r} should be rarer than raise cells"


def test_consecutive_volcano_might_card_exists(data):
    code = "might2_ocean_volcanoes"
    hits = [
        loc["id"]
        for loc in data["locations"]
        if loc["kind"] == "ocean_volcanoes"
        and any(a == b == code for a, b in zip(loc["depths"], loc["depths"][1:]))
    ]
    assert hits, (
        "no ocean_volcanoes card has two consecutive might2_ocean_volcanoes depths (community ruling)"
    )


def test_costs_rise_with_value(data):
    locs = data["locations"]
    for key in ("buy", "conquer"):
        low = [loc[key] for loc in locs if loc["vp"] <= 3]
        high = [loc[key] for loc in locs if loc["vp"] >= 6]
        assert sum(low) / len(low) < sum(high) / len(high), f"{key} cost must rise with VP"


def test_enough_cheap_locations_for_the_starting_deck(data):
    # Patrician +1 coin with two coin1 trained mantas = 3 coins; Legionnaire +3 might with might1 = 4 might.
    cheap = [loc["id"] for loc in data["locations"] if loc["buy"] <= 3 or loc["conquer"] <= 4]
    assert len(cheap) >= 10, f"only {len(cheap)} locations are affordable with the starting deck: {cheap}"


# --- characters ------------------------------------------------------------------------------------------


def test_starting_characters(data):
    wild_types = set(data["wild_mantas"])
    cards = data["starting_characters"]
    assert len(cards) == 6, f"expected 6 starting characters, found {len(cards)}"
    for card in cards:
        where = f"starting character {card.get('id')!r}"
        _check_keys(card, CHARACTER_KEYS, where)
        _check_effects(card["effects"], where, wild_types)
    by_id = {card["id"]: card for card in cards}
    assert "matrona" in by_id, "the starting set must contain 'matrona'"
    assert by_id["matrona"]["effects"] == [{"op": "matrona"}], "matrona's effects must be exactly [matrona]"
    assert by_id["matrona"]["provisional"] is False, "matrona is confirmed by the rulebook: provisional false"
    others = [
        card["id"]
        for card in cards
        if card["id"] != "matrona" and any(e["op"] == "matrona" for e in card["effects"])
    ]
    assert not others, f"only matrona may carry the matrona op: {others}"
    ops = Counter(e["op"] for card in cards for e in card["effects"])
    for op in ("buy", "conquer", "hire", "score", "scout", "raise"):
        assert ops[op] >= 1, f"the starting deck needs a {op!r} effect"


def test_ocean_characters(data):
    wild_types = set(data["wild_mantas"])
    cards = data["ocean_characters"]
    assert len(cards) == 9, f"expected 9 ocean character kinds (2 copies each = 18), found {len(cards)}"
    for card in cards:
        where = f"ocean character {card.get('id')!r}"
        _check_keys(card, CHARACTER_KEYS, where)
        _check_effects(card["effects"], where, wild_types)
        assert all(e["op"] != "matrona" for e in card["effects"]), f"{where}: matrona op outside matrona"
    by_id = {card["id"]: card for card in cards}
    for name in (
        "grabber",
        "researcher",
        "treasure_guardian_turtle",
        "diplomat_crab",
        "healer",
        "meg",
        "mantas_leader",
    ):
        assert name in by_id, f"known ocean character {name!r} is missing"
    assert [e["op"] for e in by_id["grabber"]["effects"]].count("conquer") == 2, "grabber must conquer twice"
    assert by_id["mantas_leader"]["effects"][0]["op"] == "ready_mantas", (
        "mantas_leader must ready mantas first"
    )
    for name in ("researcher", "treasure_guardian_turtle", "meg"):
        assert any(e["op"] == "others_raise" for e in by_id[name]["effects"]), (
            f"{name!r} must affect other players"
        )
    assert len(by_id["diplomat_crab"]["effects"]) >= 3, "diplomat_crab must have several effects"


def test_kings(data):
    wild_types = set(data["wild_mantas"])
    kings = data["kings"]
    assert len(kings) == 8, f"expected 8 kings, found {len(kings)}"
    for king in kings:
        where = f"king {king.get('id')!r}"
        _check_keys(king, KING_KEYS, where)
        assert _is_int(king["number"]), f"{where}: number must be an int"
        assert isinstance(king["once"], bool), f"{where}: once must be true/false"
        _check_effects(king["effects"], where, wild_types)
        assert all(e["op"] != "matrona" for e in king["effects"]), f"{where}: matrona op outside matrona"
    numbers = sorted(king["number"] for king in kings)
    assert numbers == list(range(1, 9)), f"kings must be numbered 1..8 exactly once, found {numbers}"
    onces = {king["once"] for king in kings}
    assert onces == {True, False}, "some kings must be once-only and some replayable"
    shapes = [json.dumps(king["effects"], sort_keys=True) for king in kings]
    dupes = sorted(king["id"] for king, shape in zip(kings, shapes) if shapes.count(shape) > 1)
    assert not dupes, f"kings must have distinct abilities: {dupes}"


# --- mantas ----------------------------------------------------------------------------------------------


def test_mantas(data):
    trained = data["trained_mantas"]
    assert len(trained) == 4, f"expected 4 trained mantas per player, found {len(trained)}"
    for i, manta in enumerate(trained):
        assert isinstance(manta, dict) and set(manta) == {"effect"}, (
            f"trained manta #{i}: must be {{'effect': code}}"
        )
        assert manta["effect"] in MANTA_CODES, f"trained manta #{i}: unknown effect {manta['effect']!r}"
    wild = data["wild_mantas"]
    assert isinstance(wild, dict) and wild, "wild_mantas must map effect type -> count"
    for effect, count in wild.items():
        assert effect in MANTA_CODES - {"coin1", "might1"}, f"wild manta type {effect!r}: unknown effect"
        assert _is_int(count) and count >= 1, f"wild manta type {effect!r}: count must be an int >= 1"
    assert sum(wild.values()) == 23, f"wild mantas must total 23 (rulebook), found {sum(wild.values())}"
    icons = Counter(loc["manta"] for loc in data["locations"] if loc["manta"] is not None)
    unused = sorted(set(wild) - set(icons))
    assert not unused, f"wild manta types no location icon can give: {unused}"


# --- board -----------------------------------------------------------------------------------------------


def _check_track(values, where: str) -> None:
    assert isinstance(values, list) and len(values) == 5, f"{where}: must list 5 values, got {values!r}"
    assert all(_is_int(v) and v >= 0 for v in values), f"{where}: values must be non-negative ints: {values}"
    assert all(a > b for a, b in zip(values, values[1:])), (
        f"{where}: values must decrease left to right: {values}"
    )


def test_board(data):
    board = data["board"]
    assert set(board) == {"hire_costs", "goals", "goal_values", "goal_tokens", "goal_token_values"}, (
        f"board keys differ: {sorted(board)}"
    )
    costs = board["hire_costs"]
    assert isinstance(costs, list) and len(costs) == 6, f"hire_costs must have 6 slots: {costs!r}"
    assert all(_is_int(c) and c >= 0 for c in costs), f"hire_costs must be non-negative ints: {costs}"
    assert costs[0] == 0, f"the leftmost hire slot is free: {costs}"
    assert 5 in costs, f"a hire slot must cost 5 (goal token hire_for5): {costs}"

    assert board["goals"] == PRINTED_GOALS, f"printed goals must be {PRINTED_GOALS}"
    assert set(board["goal_values"]) == set(PRINTED_GOALS), (
        f"goal_values keys differ: {sorted(board['goal_values'])}"
    )
    for goal in PRINTED_GOALS:
        _check_track(board["goal_values"][goal], f"goal_values[{goal!r}]")

    tokens = board["goal_tokens"]
    assert isinstance(tokens, list) and len(tokens) == 5, (
        f"expected 5 double-sided goal tokens, found {len(tokens)}"
    )
    for i, token in enumerate(tokens):
        assert isinstance(token, list) and len(token) == 2, f"goal token #{i} must have 2 sides: {token!r}"
    sides = Counter(side for token in tokens for side in token)
    assert set(sides) == TOKEN_GOALS and all(n == 1 for n in sides.values()), (
        f"token sides must cover the 10 token goals exactly once: {dict(sides)}"
    )
    values = board["goal_token_values"]
    assert set(values) == TOKEN_GOALS, f"goal_token_values keys differ from the token goals: {sorted(values)}"
    for goal in sorted(TOKEN_GOALS):
        _check_track(values[goal], f"goal_token_values[{goal!r}]")


# --- provisional flags -----------------------------------------------------------------------------------


def test_provisional_flags(data):
    records = data["locations"] + data["starting_characters"] + data["ocean_characters"] + data["kings"]
    unflagged = [r.get("id") for r in records if not isinstance(r.get("provisional"), bool)]
    assert not unflagged, f"records without a provisional flag: {unflagged}"
    confirmed = [r["id"] for r in records if r["provisional"] is False]
    assert confirmed, "at least matrona is confirmed"
    if data["status"] == "provisional":
        assert any(r["provisional"] for r in records), (
            "status is provisional but no record is marked provisional"
        )
