"""Viking actions: which spaces a player may use, and placing the vikings (rulebook pp.9, 14-21).

Column n costs n vikings; a third-column space first draws an occupation, a fourth-column space
lets its user play one from hand just before or right after its action (p.21). With 4 players
the two imitation spaces copy a space of their column that another player used this round
(p.20). What a space does is carried out by the step machine (steps.py).
"""

from __future__ import annotations

from core.rng import Rng

from . import occupations
from .data_files import SPACES
from .steps import new_prompt, possible
from .supply import draw_occupation, move_vikings, ships_of

IMITATION_COLUMN = {"IM1": 1, "IM2": 2, "IM3": 3, "IM4": 4}


def column(space: str) -> int:
    return IMITATION_COLUMN.get(space) or SPACES[space]["col"]


def requirement_met(state: dict, seat: int, space: str) -> bool:
    """The ships a space needs (p.14: the same ship may serve several actions in a round)."""
    need = SPACES[space].get("requires")
    if not need:
        return True
    kinds = occupations.modify(state, seat, "ships_for", {"space": space}, list(need["ship"]))
    return len(ships_of(state["players"][seat], *kinds)) >= need.get("count", 1)


def vikings_needed(state: dict, seat: int, space: str, imitating: str | None = None) -> int:
    """The column's count, less what a card takes off for the action carried out (Warmonger:
    plundering, also when an imitation space copies it)."""
    return occupations.modify(state, seat, "vikings", {"space": imitating or space}, column(space))


def space_steps(state: dict, seat: int, space: str) -> list[dict]:
    """The printed steps, or what a card makes of them (Knarr Builder, Dorestad Traveller…)."""
    return occupations.modify(state, seat, "space_steps", {"space": space}, list(SPACES[space]["steps"]))


def effect_possible(state: dict, seat: int, space: str) -> bool:
    return requirement_met(state, seat, space) and any(possible(state, seat, step) for step in space_steps(state, seat, space))


def usable(state: dict, seat: int, space: str) -> bool:
    """Free, enough vikings at the Thing, the ship it needs, and at least one effect possible."""
    if space in state["occupied"] or state["players"][seat]["thing"] < vikings_needed(state, seat, space):
        return False
    if space in IMITATION_COLUMN:
        return bool(imitation_targets(state, seat, space))
    return effect_possible(state, seat, space)


def imitation_targets(state: dict, seat: int, space: str) -> list[str]:
    """Printed spaces of the same column another player used this round (p.20)."""
    col = IMITATION_COLUMN[space]
    return sorted(
        target for target, spot in state["occupied"].items()
        if target in SPACES and SPACES[target]["col"] == col and spot["seat"] != seat
        and effect_possible(state, seat, target)
    )


def before_steps(state: dict, seat: int, space: str, printed: bool = True, placed: bool = True) -> list[dict]:
    """Steps the seat's cards carry out just before an action (moment `before_space`). The
    context says which space (for an imitation space its own id and column, for the imitated
    action the printed one), whether it is a viking action on a printed space (`printed`), and
    whether vikings are being placed for it (`placed`, with their number in `vikings`): cards
    about placing vikings (164 Armed Fighter, 166 Weapons Warden) watch the placement, cards about
    an action (113 Craft Apprentice…) watch the action."""
    info = SPACES.get(space, {})
    ctx = {"space": space, "col": column(space), "group": info.get("group"), "printed": printed,
           "placed": placed, "vikings": vikings_needed(state, seat, space) if placed else 0}
    return occupations.hook_steps(state, seat, "before_space", ctx)


def open_space(state: dict, seat: int, space: str, rng: Rng, events: list) -> dict:
    """Start a viking action. Nothing happens until its first irreversible step (or at once for a
    third-column space, which draws an occupation before the action)."""
    if space in IMITATION_COLUMN:
        steps = [{"op": "imitate"}]
    else:
        steps = space_steps(state, seat, space)
    if column(space) == 4:
        bonus = {"op": "play_occupations", "max": 1, "bonus": True, "optional": True}
        steps = [bonus, *steps, bonus]
    prompt = new_prompt("space", seat, before_steps(state, seat, space) + steps, space=space)
    state["stack"].append(prompt)
    if column(space) == 3:
        commit(state, prompt, rng, events)
    return prompt


def commit(state: dict, prompt: dict, rng: Rng, events: list) -> None:
    """Place the vikings: from here on the action cannot be taken back."""
    if prompt["committed"]:
        return
    prompt["committed"] = True
    seat = prompt["seat"]
    space = prompt["space"]
    vikings = vikings_needed(state, seat, space, prompt.get("imitating"))
    state["occupied"][space] = {"seat": seat, "vikings": vikings, "round": state["round"]}
    state["last_placer"] = seat
    events.append({"type": "place_vikings", "seat": seat, "space": space, "vikings": vikings})
    move_vikings(state, seat, -vikings, rng, events)
    if column(space) == 3:
        draw_occupation(state, seat, rng, events)
