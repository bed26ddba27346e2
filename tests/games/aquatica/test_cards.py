"""Every character, king and manta of the (provisional) data does what its effects say.

One test per card, generated from the data, so a replaced data file is tested the same way: each
card is played in a rich position (affordable locations on offer, free slots, raisable and fully
raised locations, discards to take back) and every effect must leave its mark in the events.
"""

from __future__ import annotations

import pytest

from games.aquatica.data_files import CARDS, CHARACTERS, EFFECT_CODES, RESOURCE_CODES

# The event each effect op produces when it can be carried out.
EVENT_OF = {
    "buy": "buy", "conquer": "conquer", "hire": "hire", "hire_free": "hire", "raise": "raise",
    "rise_full": "rise_full", "take_back": "take_back", "score": "score", "scout": "scout",
    "matrona": "matrona", "ready_mantas": "ready_mantas", "draw_wild": "wild",
}
ALL_CARDS = [c["id"] for c in CARDS["starting_characters"] + CARDS["ocean_characters"] + CARDS["kings"]]


def _rich(sc, card: str) -> None:
    s = sc.s
    p = s["players"][0]
    p["hand"] = [card]
    p["discard"] = ["patrician", "legionnaire"]
    sc.slot(0, ["coin2", "might2", "coin2"])
    sc.slot(0, ["raise1", "coin2", "might2"])
    sc.slot(0, [], vp=3)  # fully raised: can be scored
    sc.slot(1, ["coin2", "coin2"])  # something for the other player to raise
    s["loc_bottom"] = [sc.offer(buy=1, conquer=1) for _ in range(3)]
    sc.mantas(0, "might2", "coin2")  # resources for any paying effect
    sc.touch()


def _resolve(sc, seat_events: list) -> None:
    """Choose the first non-resource option until the main action is over (resources if needed,
    never declining)."""
    for _ in range(200):
        if sc.s["main_done"] or sc.s["phase"] == "turn":
            return
        legal = sc.m.legal_actions()
        preferred = [a for a in legal if a["type"] not in ("use_depth", "use_manta", "skip", "decline")] or legal
        before = len(sc.m.events)
        sc.m.apply(preferred[0])
        seat_events.extend(e for events in sc.m.events[before:] for e in events)
    raise AssertionError("the main action did not finish")


@pytest.mark.parametrize("card", ALL_CARDS)
def test_card_does_each_of_its_effects(sea, card):
    sc = sea(players=2)
    _rich(sc, card)
    events: list = []
    before = len(sc.m.events)
    sc.m.apply({"type": "play", "card": card})
    events.extend(e for evs in sc.m.events[before:] for e in evs)
    _resolve(sc, events)
    kinds = [e["kind"] for e in events]
    for effect in CHARACTERS[card]["effects"]:
        op = effect["op"]
        if op in EVENT_OF:
            assert EVENT_OF[op] in kinds, f"{card}: effect {op} left no trace ({kinds})"
        elif op == "others_raise":
            assert any(e["kind"] == "raise" and e["seat"] == 1 for e in events), f"{card}: others did not raise"
    assert sc.s["main_done"]


@pytest.mark.parametrize("code", sorted(EFFECT_CODES))
def test_every_effect_depth_can_be_used_before_the_main_action(sea, code):
    sc = sea(players=2)
    _rich(sc, "patrician")
    index = sc.slot(0, [code, "coin2"])
    assert {"type": "use_depth", "slot": index} in sc.m.legal_actions(), code
    sc.m.apply({"type": "use_depth", "slot": index})
    events: list = []
    _resolve(sc, events)
    assert sc.s["phase"] == "turn" and not sc.s["main_done"] and sc.depth(0, index) == 1


@pytest.mark.parametrize("code", sorted({m["effect"] for m in CARDS["trained_mantas"]} | set(CARDS["wild_mantas"])))
def test_every_manta_works_in_its_own_time(sea, code):
    """Resource mantas only inside a main action; effect mantas only outside it (§부가 행동)."""
    sc = sea(players=2)
    _rich(sc, "patrician")
    sc.mantas(0, code)
    outside = {"type": "use_manta", "manta": 0} in sc.m.legal_actions()
    assert outside == (code in EFFECT_CODES)
    if code in RESOURCE_CODES:
        what, amount, kind = RESOURCE_CODES[code]
        if what == "coins":
            card, target = sc.character({"op": "buy"}), sc.offer(buy=amount)
        else:
            card, target = sc.character({"op": "conquer"}), sc.offer(conquer=amount, kind=kind or "shark_bay")
        sc.s["loc_bottom"] = [target]
        sc.hand(0, card)
        sc.m.apply({"type": "play", "card": card})
        take = {"type": "buy" if what == "coins" else "conquer", "loc": target}
        assert {"type": "use_manta", "manta": 0} in sc.m.legal_actions() and take not in sc.m.legal_actions()
        sc.m.apply({"type": "use_manta", "manta": 0})
        assert take in sc.m.legal_actions()  # the manta's resource pays for it
