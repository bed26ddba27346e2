"""Viking actions: which spaces a player may use, and placing the vikings (rulebook pp.9, 14-21).

Column n costs n vikings; a third-column space first draws an occupation, a fourth-column space
lets its user play one from hand just before or right after its action (p.21). With 4 players
the two imitation spaces copy a space of their column that another player used this round
(p.20). What a space does is carried out by the step machine (steps.py).
"""

from __future__ import annotations

import json

from core.rng import Rng

from . import hooks, lookahead
from .data_files import GOODS, RESOURCES, SPACES
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
    kinds = hooks.modify(state, seat, "ships_for", {"space": space}, list(need["ship"]))
    return len(ships_of(state["players"][seat], *kinds)) >= need.get("count", 1)


def vikings_needed(state: dict, seat: int, space: str, imitating: str | None = None) -> int:
    """The column's count, less what a card takes off for the action carried out (Warmonger:
    plundering, also when an imitation space copies it)."""
    return hooks.modify(state, seat, "vikings", {"space": imitating or space}, column(space))


def space_steps(state: dict, seat: int, space: str) -> list[dict]:
    """The printed steps, or what a card makes of them (Knarr Builder, Dorestad Traveller…)."""
    return hooks.modify(state, seat, "space_steps", {"space": space}, list(SPACES[space]["steps"]))


def effect_possible(state: dict, seat: int, space: str) -> bool:
    return requirement_met(state, seat, space) and any(possible(state, seat, step) for step in space_steps(state, seat, space))


def usable(state: dict, seat: int, space: str, memo: dict | None = None) -> bool:
    """Free, enough vikings at the Thing, the ship it needs, and at least one effect possible —
    now, or once what comes before the action has happened (p.21: the third column's draw, the
    fourth column's card; cards acting before it). `memo` carries what one look at the position
    shares between spaces (which cards of the seat act before actions, the positions after each
    card from hand)."""
    if space in state["occupied"] or state["players"][seat]["thing"] < vikings_needed(state, seat, space):
        return False
    if _possible_now(state, seat, space):
        return True
    memo = {} if memo is None else memo
    if "acts" not in memo:
        memo["acts"] = _acting_moments(state, seat)
    col = column(space)
    targets = _imitable(state, seat, space) if space in IMITATION_COLUMN else [space]
    steps = _steps_before(state, seat, space, targets, memo["acts"])
    hand = state["players"][seat]["hand"]
    replaced = col == 3 and "draw" in memo["acts"] and hand  # 99 Preceptor may play a card instead
    if steps or replaced:
        opener = col == 4 and any(lookahead.may_open(card) for card in hand)
        if not (replaced or opener) and not _possible_at_best(state, seat, space, steps):
            return False
        return lookahead.space_reachable(state, seat, space)  # the full action, tried on a copy
    if col == 3:
        return _possible_with_a_drawn_card(state, seat, space, targets)
    if col == 4 and hand:
        if "leaves" not in memo:
            memo["leaves"] = lookahead.bonus_leaves(state, seat)
        return any(_possible_now(leaf, seat, space) for leaf in memo["leaves"])
    return False


def _steps_before(state: dict, seat: int, space: str, targets: list[str], acts: set[str]) -> list[dict]:
    """What the seat's cards do between choosing the space and its action: as the vikings leave
    the Thing (168 Earl of Lade: exactly 3 left), and just before the action (or, for an imitation
    space, before the action it may copy)."""
    out: list[dict] = []
    if "thing" in acts:
        thing = state["players"][seat]["thing"]
        ctx = {"before": thing, "after": thing - vikings_needed(state, seat, space)}
        out += hooks.hook_steps(state, seat, "thing", ctx)
    if "before_space" in acts:
        out += before_steps(state, seat, space)
        out += [step for t in targets if t != space for step in before_steps(state, seat, t, placed=False)]
    return out


def _acting_moments(state: dict, seat: int) -> set[str]:
    """The moments before an action at which the seat's played cards act."""
    played = state["players"][seat]["played"]
    return {moment for moment in ("before_space", "draw", "thing")
            if any(c in hooks.HOOKS_AT.get(moment, ()) for c in played)}


def _possible_now(state: dict, seat: int, space: str) -> bool:
    if space in IMITATION_COLUMN:
        return bool(imitation_targets(state, seat, space))
    return effect_possible(state, seat, space)


def _possible_at_best(state: dict, seat: int, space: str, steps: list[dict]) -> bool:
    """Whether the action could be possible with everything the cards' steps before it might give
    (their gains, every mountain item they could take, every weapon they could draw) and the third
    column's card: when not even then, no need to try it (more of anything never closes an action).
    True when a step is of another kind (then the action is tried)."""
    from .steps import MOUNTAIN_SILVER, takeable

    player = json.loads(json.dumps(state["players"][seat]))
    light = dict(state, players=list(state["players"]))
    light["players"][seat] = player
    gain: dict = {}
    for step in steps:
        if step["op"] == "mountain":
            for strip in state["strips"]:
                for item in strip[:takeable(strip, step)]:
                    gain[item] = gain.get(item, 0) + (MOUNTAIN_SILVER if item == "silver" else 1)
        elif step["op"] == "weapons":
            for kind in player["weapons"]:
                player["weapons"][kind] += step["count"]
        elif step["op"] == "gain" and all(item == "silver" or item in RESOURCES or item in GOODS for item in step["gain"]):
            for item, amount in step["gain"].items():
                gain[item] = gain.get(item, 0) + amount
        else:
            return True
    for item, amount in gain.items():
        if item in GOODS:
            player["goods"][item] = player["goods"].get(item, 0) + amount
        else:
            player[item] += amount
    if column(space) == 3 and state["occ_deck"]:
        player["hand"].append(state["occ_deck"][-1])
    return _possible_now(light, seat, space)


def _possible_with_a_drawn_card(state: dict, seat: int, space: str, targets: list[str]) -> bool:
    """A third-column space that plays occupations (O3b, p.21 *: "뽑은 직업 카드를 바로 내려놓을 수
    있는 유일한 행동 칸") is possible with the card its column draws first, if one is left to draw.
    Which card it is does not matter (the deck stays secret): the hand is tried with the next one."""
    if not state["occ_deck"] or not any(step["op"] == "play_occupations"
                                        for target in targets for step in space_steps(state, seat, target)):
        return False
    player = state["players"][seat]
    light = dict(state, players=list(state["players"]))
    light["players"][seat] = dict(player, hand=[*player["hand"], state["occ_deck"][-1]])
    return _possible_now(light, seat, space)


def _imitable(state: dict, seat: int, space: str) -> list[str]:
    """Printed spaces of the imitation space's column another player used this round."""
    col = IMITATION_COLUMN[space]
    return sorted(target for target, spot in state["occupied"].items()
                  if target in SPACES and SPACES[target]["col"] == col and spot["seat"] != seat)


def imitation_targets(state: dict, seat: int, space: str) -> list[str]:
    """Printed spaces of the same column another player used this round (p.20) whose action is
    possible now."""
    return [target for target in _imitable(state, seat, space) if effect_possible(state, seat, target)]


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
    return hooks.hook_steps(state, seat, "before_space", ctx)


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
