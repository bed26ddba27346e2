"""Who decides what, and dispatching decisions (the engine contract's legal_actions / apply).

The state holds a stack of prompts; the top one is the decision being made. Bottom-level prompts
are a player's turn in the actions phase ("turn", then "after" once the space is resolved), a
feast ("feast") and the final placement ("final"); a viking action being resolved ("space"), an
occupation's effect ("steps") and a piece being placed ("place") sit on top of them. A solo game
with its start occupation chosen (p.23) opens with "start_card", before round 1.
"""

from __future__ import annotations

from core.rng import Rng

from . import anytime, banquet, hooks, lookahead, phases, spaces, steps
from .data_files import SPACES

ANYTIME_AT = frozenset({"turn", "after", "feast", "final"})
ANYTIME_ACTIONS = frozenset({"place", "buy", "arm", "slot", "exchange", "ability"})


def legal_actions(state: dict) -> list[dict]:
    if state["phase"] == "over" or not state["stack"]:
        return []
    prompt = state["stack"][-1]
    kind = prompt["kind"]
    seat = prompt["seat"]
    if kind == "place":
        return anytime.place_options(state, prompt)
    if kind == "start_card":
        return [{"type": "start_card", "card": card} for card in state["players"][seat]["hand"]]
    if kind in ("space", "steps"):
        out = steps.options(state, prompt)
        if anytime_during_action(state):
            out += anytime.options(state, seat, during_action=True)
        return lookahead.keep_usable(state, out)
    out: list[dict] = []
    if kind == "turn":
        memo: dict = {}
        out = [{"type": "space", "space": space} for space in (*SPACES, *state["imitation"])
               if spaces.usable(state, seat, space, memo)]
        out.append({"type": "pass"})
    elif kind == "after":
        out = [{"type": "end_turn"}]
    elif kind == "feast":
        out = banquet.serve_options(state, prompt)
    elif kind == "final":
        out = [{"type": "finish"}]
    return out + anytime.options(state, seat, final=kind == "final")


def step_choices(state: dict) -> list[dict] | None:
    """`legal_actions` inside an action or a card's effect without the any-time actions, for a bot
    that weighs only the step's own choices there (listing them was about a tenth of a bot's
    play-out); None where that is not simply the same list less the any-time actions: outside an
    action, or when no choice of the step's own but a cancel is left."""
    if state["phase"] == "over" or not state["stack"] or state["stack"][-1]["kind"] not in ("space", "steps"):
        return None
    out = lookahead.keep_usable(state, steps.options(state, state["stack"][-1]), whole=False)
    return out if any(a["type"] != "cancel" for a in out) else None


def anytime_during_action(state: dict) -> bool:
    """Any-time actions in the middle of a viking action or a card's effect (p.12: "말 그대로 게임
    중 아무 때나", the Chinese book adding "通常即使在主要行動也能執行", usually even during a main
    action), arming excepted (p.13: "행동 중에는 불가능"). Only once the vikings are down: before
    that `cancel` is open and must find the position unchanged (the player may cancel, act at the
    turn, and choose the space again — the same outcome)."""
    return all(p["committed"] for p in state["stack"] if p["kind"] == "space")


def apply(state: dict, action: dict, rng: Rng) -> list[dict]:
    events: list[dict] = []
    _decide(state, action, rng, events)
    settle(state, rng, events)
    for seat in range(state["n"]):  # "as soon as" cards watch every change (p.22)
        hooks.react(state, seat, "check", {}, rng, events)
    settle(state, rng, events)
    advance(state, rng, events)
    return events


def advance(state: dict, rng: Rng, events: list) -> None:
    """Run the round on. A card acting in a phase (an "each time" gain when vikings come home,
    a bonus…) may leave its finished effect on the stack: close it and go on."""
    phases.advance(state, rng, events)
    while state["stack"] and state["stack"][-1]["kind"] in ("space", "steps") and state["stack"][-1].get("done"):
        settle(state, rng, events)
        phases.advance(state, rng, events)


def _decide(state: dict, action: dict, rng: Rng, events: list) -> None:
    prompt = state["stack"][-1]
    seat = prompt["seat"]
    kind = prompt["kind"]
    atype = action["type"]
    if kind == "place":
        if anytime.place_act(state, prompt, action, rng, events):
            state["stack"].remove(prompt)
    elif kind == "start_card":
        _keep_start_card(state, seat, action["card"], events)
        state["stack"].pop()
    elif atype in ANYTIME_ACTIONS and kind in (*ANYTIME_AT, "space", "steps"):  # no step option shares these names
        anytime.act(state, seat, action, rng, events)
    elif kind in ("space", "steps"):
        if atype == "cancel":  # nothing happened: back to choosing a space
            state["stack"].pop()
            state["stack"][-1] = {"kind": "turn", "seat": seat}
        else:
            steps.act(state, prompt, action, rng, events)
    elif kind == "turn":
        if atype == "pass":
            state["passed"][seat] = True
            events.append({"type": "pass", "seat": seat})
            state["stack"].pop()
            _next_turn(state, seat, events)
        else:
            state["stack"][-1] = {"kind": "after", "seat": seat, "pending": True}
            opened = spaces.open_space(state, seat, action["space"], rng, events)
            if state["stack"][-1] is opened:
                steps.run(state, opened, rng, events)
    elif kind == "after":
        state["stack"].pop()
        _next_turn(state, seat, events)
    elif kind == "feast":
        if banquet.serve(state, prompt, action, rng, events):
            state["stack"].remove(prompt)
    else:  # final placement: this player is done
        state["stack"].pop()


def _keep_start_card(state: dict, seat: int, card: int, events: list) -> None:
    """Keep the chosen light card; the others leave the game, as the undrawn ones do (p.4, p.23)."""
    player = state["players"][seat]
    state["occ_removed"] += [other for other in player["hand"] if other != card]
    player["hand"] = [card]
    events.append({"type": "start_card", "seat": seat})  # no card: events carry nothing private


def settle(state: dict, rng: Rng, events: list) -> None:
    """Close finished prompts and resume the ones beneath them."""
    while state["stack"]:
        top = state["stack"][-1]
        if top["kind"] in ("space", "steps"):
            if not top.get("done"):
                steps.run(state, top, rng, events)
                if state["stack"][-1] is not top or not top.get("done"):
                    if state["stack"][-1] is top:
                        return
                    continue
            state["stack"].pop()
            continue
        if top["kind"] == "after" and top.get("pending"):
            del top["pending"]
            if not anytime.any_option(state, top["seat"]):  # nothing to do any time: the turn passes on
                state["stack"].pop()
                _next_turn(state, top["seat"], events)
            continue
        return


def _next_turn(state: dict, seat: int, events: list) -> None:
    """Clockwise to the next player still placing; one without vikings must pass (p.9)."""
    n = state["n"]
    for step in range(1, n + 1):
        other = (seat + step) % n
        if state["passed"][other]:
            continue
        if state["players"][other]["thing"] == 0:
            state["passed"][other] = True
            events.append({"type": "pass", "seat": other})
            continue
        state["stack"].append({"kind": "turn", "seat": other})
        return
