"""The twelve phases of a round (rulebook pp.7-11) as a resumable sequence.

`advance` runs phase steps while nobody has a decision to make; a step that needs decisions
(the actions phase, the feast, the final placement) pushes prompts and the sequence resumes from
the next step once they are all answered. `state["step"]` is the index of the next step.
"""

from __future__ import annotations

from core.rng import Rng

from . import hooks
from .banquet import open_feast
from .data_files import BOARDS, COMPONENTS
from .placement import bonuses, income
from .supply import add_good, draw_weapons, give, move_vikings

# Harvest by round: the highest harvest number received (0 = none). Printed under the banquet
# table (reference §3.3; rulebook 2단계).
HARVEST = {"long": (1, 2, 0, 3, 0, 4, 0), "short": (1, 0, 2, 0, 3, 0)}
FLIP = {"long": {3: "A", 4: "B", 5: "C", 6: "D"}, "short": {2: "A", 3: "B", 4: "C", 5: "D"}}
HARVEST_GOODS = ("peas", "flax", "beans", "grain", "cabbage", "fruits")


def harvest_of(state: dict, round_no: int) -> int:
    return HARVEST[state["length"]][round_no - 1]


def order(state: dict) -> list[int]:
    """Seats from the start player, clockwise."""
    return [(state["start"] + i) % state["n"] for i in range(state["n"])]


def push_in_order(state: dict, prompts: list[dict]) -> None:
    """Stack prompts so the first in turn order is answered first."""
    state["stack"].extend(reversed(prompts))


# --- the steps -----------------------------------------------------------------------------------

def new_viking(state: dict, rng: Rng, events: list) -> None:
    """1: the leftmost viking of the banquet table joins the Thing (solo: 2 from round 2)."""
    state["round"] += 1
    events.append({"type": "round", "round": state["round"]})
    for seat, p in enumerate(state["players"]):
        move_vikings(state, seat, p["table"].pop(0), rng, events)


def harvest(state: dict, rng: Rng, events: list) -> None:
    """2: the orange goods whose harvest number is within this round's printed range. Cards acting
    on the harvest see what each player held before it (`before`, goods by seat: Sower)."""
    top = harvest_of(state, state["round"])
    got = [g for g in HARVEST_GOODS if COMPONENTS["goods"][g]["harvest"] <= top] if top else []
    before = [dict(p["goods"]) for p in state["players"]]
    for seat, p in enumerate(state["players"]):
        for good in got:
            add_good(p, good)
        if got:
            events.append({"type": "harvest", "seat": seat, "goods": got})
    hooks.phase(state, "harvest" if top else "no_harvest", {"top": top, "before": before}, rng, events)


def flip(state: dict, rng: Rng, events: list) -> None:
    """3: in the marked rounds the marked board turns over if unclaimed (its silver returns) and
    every other unclaimed board gets 2 silver."""
    letter = FLIP[state["length"]].get(state["round"])
    if not letter:
        return
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


def weapons(state: dict, rng: Rng, events: list) -> None:
    """4: one new weapon card each."""
    for seat in order(state):
        if not hooks.replace(state, seat, "weapon_phase", {}, rng, events):
            draw_weapons(state, seat, 1, rng, events)


def actions(state: dict, rng: Rng, events: list) -> None:
    """5: vikings are placed from the start player on (turns.py takes it from here)."""
    state["phase"] = "actions"
    state["passed"] = [False] * state["n"]
    state["last_placer"] = state["start"]
    state["stack"].append({"kind": "turn", "seat": state["start"]})


def end_actions(state: dict, rng: Rng, events: list) -> None:
    hooks.phase(state, "end_actions", {}, rng, events)


def before_income(state: dict, rng: Rng, events: list) -> None:
    hooks.phase(state, "before_income", {}, rng, events)


def start_player(state: dict, rng: Rng, events: list) -> None:
    """6: the last to place vikings takes the elk (solo: skipped)."""
    if not state["solo"]:
        state["start"] = state["last_placer"]


def pay_income(state: dict, rng: Rng, events: list) -> None:
    """7: the lowest uncovered income value of each board; after the last round it is scored instead (p.23)."""
    if state["round"] == state["rounds"]:
        return
    for seat, p in enumerate(state["players"]):
        paid = sum(income(board) for board in p["boards"])
        p["silver"] += paid
        events.append({"type": "income", "seat": seat, "silver": paid})


def breeding(state: dict, rng: Rng, events: list) -> None:
    """8 (p.10): every pregnant animal gives birth (and is no longer pregnant); a kind with no
    pregnant animal and at least two animals gets one pregnant."""
    for seat, p in enumerate(state["players"]):
        breed(p, events, seat)


def breed(player: dict, events: list, seat: int) -> None:
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


def feast_start(state: dict, rng: Rng, events: list) -> None:
    state["phase"] = "feast"
    hooks.phase(state, "feast_start", {}, rng, events)


def feast(state: dict, rng: Rng, events: list) -> None:
    """9: each player fills the open spaces of the banquet table (banquet.py)."""
    push_in_order(state, [open_feast(state, seat) for seat in order(state)])


def after_feast(state: dict, rng: Rng, events: list) -> None:
    hooks.phase(state, "after_feast", {}, rng, events)


def final_or_bonus(state: dict, rng: Rng, events: list) -> None:
    """After the last feast the game ends: everyone may still place what they hold (p.23);
    otherwise 10: bonuses, all at once."""
    if state["round"] == state["rounds"]:
        state["phase"] = "final"
        push_in_order(state, [{"kind": "final", "seat": seat} for seat in order(state)])
        return
    rewards = [[(board["id"], reward) for board in p["boards"] for reward in bonuses(board)]
               for p in state["players"]]
    for seat, got in enumerate(rewards):
        for _board, reward in got:
            give(state, seat, reward, rng, events)
    for seat, got in enumerate(rewards):
        hooks.react(state, seat, "bonus", {"rewards": got}, rng, events)


def after_bonus(state: dict, rng: Rng, events: list) -> None:
    if state["phase"] != "final":
        hooks.phase(state, "after_bonus", {}, rng, events)


def mountains(state: dict, rng: Rng, events: list) -> None:
    """11: every strip loses its leftmost item; empty strips go; a new strip is shown (none is left
    for round 7 of a 4-player long game, p.11)."""
    if state["phase"] == "final":
        return
    removed = [strip[0] for strip in state["strips"]]
    keep = [(sid, strip[1:]) for sid, strip in zip(state["strip_ids"], state["strips"]) if len(strip) > 1]
    state["strip_ids"] = [sid for sid, _ in keep]
    state["strips"] = [strip for _, strip in keep]
    if state["strip_deck"]:
        sid = state["strip_deck"].pop(0)
        state["strip_ids"].append(sid)
        state["strips"].append(list(COMPONENTS["mountains"][sid]))
        events.append({"type": "strip", "strip": sid, "reveals": True})
    hooks.phase(state, "mountain_phase", {"removed": removed}, rng, events)


def return_vikings(state: dict, rng: Rng, events: list) -> None:
    """12: vikings come home. Solo: only those placed the round before (their spaces stay blocked
    for one more round), and after round 1 the second colour joins from the waiting area (p.23)."""
    if state["phase"] == "final":
        return
    r = state["round"]
    back = [0] * state["n"]
    for space, spot in list(state["occupied"].items()):
        if not state["solo"] or spot["round"] < r:
            back[spot["seat"]] += spot["vikings"]
            del state["occupied"][space]
    if state["solo"] and r == 1:
        back[0] += state["players"][0]["waiting"]
        state["players"][0]["waiting"] = 0
    for seat, count in enumerate(back):
        if count:
            move_vikings(state, seat, count, rng, events)


def score_game(state: dict, rng: Rng, events: list) -> None:
    from .scoring import score

    if state["phase"] != "final":
        state["step"] = 0  # on to the next round
        return
    state["phase"] = "over"
    totals = [score(state, seat)["total"] for seat in range(state["n"])]
    best = max(totals)
    state["winners"] = [seat for seat, total in enumerate(totals) if total == best]
    events.append({"type": "game_over", "scores": totals, "winners": state["winners"]})


STEPS = (new_viking, harvest, flip, weapons, actions, end_actions, start_player, before_income, pay_income,
         breeding, feast_start, feast, after_feast, final_or_bonus, after_bonus, mountains, return_vikings,
         score_game)


def advance(state: dict, rng: Rng, events: list) -> None:
    """Run phase steps until someone must decide or the game is over."""
    while not state["stack"] and state["phase"] != "over":
        step = STEPS[state["step"]]
        state["step"] += 1
        step(state, rng, events)
