"""The twelve phases of a round (rulebook pp.7-11) outside the players' decisions.

`start_round` runs phases 1-4 and opens the actions phase; `end_actions` runs 6-8 and opens the
feast; `end_feast` runs 10-12 (or, after the last round, opens the final placement step).
"""

from __future__ import annotations

from core.rng import Rng

from .data_files import BOARDS, COMPONENTS
from .placement import bonuses, income
from .supply import add_good, draw_weapons, give

# Harvest by round: the highest harvest number received (0 = none). Printed under the banquet
# table (reference §3.3; rulebook 2단계).
HARVEST = {"long": (1, 2, 0, 3, 0, 4, 0), "short": (1, 0, 2, 0, 3, 0)}
FLIP = {"long": {3: "A", 4: "B", 5: "C", 6: "D"}, "short": {2: "A", 3: "B", 4: "C", 5: "D"}}
HARVEST_GOODS = ("peas", "flax", "beans", "grain", "cabbage", "fruits")


def harvest_of(state: dict, round_no: int) -> int:
    return HARVEST[state["length"]][round_no - 1]


def start_round(state: dict, rng: Rng, events: list) -> None:
    state["round"] += 1
    r = state["round"]
    events.append({"type": "round", "round": r})
    for seat, p in enumerate(state["players"]):
        # 1: a new viking (solo: the round's space holds 2 from round 2 on)
        p["thing"] += p["table"].pop(0)
        # 2: harvest
        top = harvest_of(state, r)
        got = [g for g in HARVEST_GOODS if COMPONENTS["goods"][g]["harvest"] <= top] if top else []
        for good in got:
            add_good(p, good)
        if got:
            events.append({"type": "harvest", "seat": seat, "goods": got})
    # 3: turn exploration boards and put 2 silver on every other unclaimed one
    letter = FLIP[state["length"]].get(r)
    if letter:
        flipped = None
        for front, slot in state["explore"].items():
            if BOARDS[front]["letter"] == letter and slot["owner"] is None:
                slot["face"] = BOARDS[front]["reverse"]
                slot["silver"] = 0
                flipped = front
        for front, slot in state["explore"].items():
            if slot["owner"] is None and front != flipped:
                slot["silver"] += 2
        events.append({"type": "flip", "letter": letter, "flipped": flipped})
    # 4: a new weapon each
    for seat in range(state["n"]):
        draw_weapons(state, seat, 1, rng, events)
    # 5: actions, from the start player
    state["phase"] = "actions"
    state["passed"] = [False] * state["n"]
    state["last_placer"] = state["start"]
    state["stack"] = [{"kind": "turn", "seat": state["start"]}]


def end_actions(state: dict, rng: Rng, events: list) -> None:
    """Phases 6-8, then the feast opens with the start player."""
    if not state["solo"]:  # 6: the last to place vikings takes the start player's elk (solo: skipped)
        state["start"] = state["last_placer"]
    last = state["round"] == state["rounds"]
    for seat, p in enumerate(state["players"]):
        paid = sum(income(board) for board in p["boards"])
        if not last:  # 7: income (after the last round it is scored instead, p.23)
            p["silver"] += paid
            events.append({"type": "income", "seat": seat, "silver": paid})
        breed(p, events, seat)  # 8
    state["phase"] = "feast"
    open_feasts(state, rng, events)


def breed(player: dict, events: list, seat: int) -> None:
    """Phase 8 (p.10): every pregnant animal gives birth (and is no longer pregnant); a kind with no
    pregnant animal and at least two animals gets one pregnant."""
    goods = player["goods"]
    for kind in ("sheep", "cattle"):
        pregnant = goods.pop("pregnant_" + kind, 0)
        if pregnant:
            goods[kind] = goods.get(kind, 0) + 2 * pregnant
            events.append({"type": "birth", "seat": seat, "animal": kind, "count": pregnant})
        elif goods.get(kind, 0) >= 2:
            goods[kind] -= 1
            goods["pregnant_" + kind] = 1
            events.append({"type": "pregnant", "seat": seat, "animal": kind})


def open_feasts(state: dict, rng: Rng, events: list) -> None:
    """Phase 9 is played one player after another, from the start player."""
    from .banquet import open_feast  # the feast module needs this module's round helpers

    order = [(state["start"] + i) % state["n"] for i in range(state["n"])]
    state["stack"] = []
    for seat in reversed(order):
        prompt = open_feast(state, seat)
        if prompt:
            state["stack"].append(prompt)
    if not state["stack"]:
        end_feast(state, rng, events)


def end_feast(state: dict, rng: Rng, events: list) -> None:
    if state["round"] == state["rounds"]:
        # the game ends after the last feast; everyone may still place what they hold (p.23)
        state["phase"] = "final"
        order = [(state["start"] + i) % state["n"] for i in range(state["n"])]
        state["stack"] = [{"kind": "final", "seat": seat} for seat in reversed(order)]
        return
    # 10: bonuses, all at once
    rewards = [[reward for board in p["boards"] for reward in bonuses(board)] for p in state["players"]]
    for seat, got in enumerate(rewards):
        for reward in got:
            give(state, seat, reward, rng, events)
    # 11: mountain strips lose their leftmost item; empty strips go; a new one is shown
    keep = [(sid, strip[1:]) for sid, strip in zip(state["strip_ids"], state["strips"]) if len(strip) > 1]
    state["strip_ids"] = [sid for sid, _ in keep]
    state["strips"] = [strip for _, strip in keep]
    if state["strip_deck"]:  # none is left for round 7 of a 4-player long game (p.11)
        sid = state["strip_deck"].pop(0)
        state["strip_ids"].append(sid)
        state["strips"].append(list(COMPONENTS["mountains"][sid]))
        events.append({"type": "strip", "strip": sid, "reveals": True})
    # 12: vikings come home (solo: those placed the round before; the yellow ones wait for round 2)
    r = state["round"]
    for space, spot in list(state["occupied"].items()):
        if not state["solo"] or spot["round"] < r:
            state["players"][spot["seat"]]["thing"] += spot["vikings"]
            del state["occupied"][space]
    if state["solo"] and r == 1:
        p = state["players"][0]
        p["thing"] += p["waiting"]
        p["waiting"] = 0
    start_round(state, rng, events)
