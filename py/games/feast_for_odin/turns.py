"""Who decides what, and dispatching decisions (the engine contract's legal_actions / apply).

The state holds a stack of prompts; the top one is the decision being made. Bottom-level prompts
are a player's turn in the actions phase ("turn", then "after" once the space is resolved), a
feast ("feast") and the final placement ("final"); a space being resolved ("space") and a piece
being placed ("place") sit on top of them.
"""

from __future__ import annotations

from core.rng import Rng

from . import anytime, banquet, phases, spaces
from .data_files import SPACES

ANYTIME_AT = frozenset({"turn", "after", "feast", "final"})


def legal_actions(state: dict) -> list[dict]:
    if state["phase"] == "over" or not state["stack"]:
        return []
    prompt = state["stack"][-1]
    kind = prompt["kind"]
    seat = prompt["seat"]
    if kind == "place":
        return anytime.place_options(state, prompt)
    if kind == "space":
        return spaces.options(state, prompt)
    out: list[dict] = []
    if kind == "turn":
        out = [{"type": "space", "space": space} for space in _all_spaces(state) if spaces.usable(state, seat, space)]
        out.append({"type": "pass"})
    elif kind == "after":
        out = [{"type": "end_turn"}]
    elif kind == "feast":
        out = banquet.serve_options(state, prompt)
    elif kind == "final":
        out = [{"type": "finish"}]
    return out + anytime.options(state, seat, final=kind == "final")


def _all_spaces(state: dict) -> list[str]:
    return list(SPACES) + state["imitation"]


def apply(state: dict, action: dict, rng: Rng) -> list[dict]:
    events: list[dict] = []
    _decide(state, action, rng, events)
    phases.advance(state, rng, events)
    return events


def _decide(state: dict, action: dict, rng: Rng, events: list) -> None:
    prompt = state["stack"][-1]
    seat = prompt["seat"]
    kind = prompt["kind"]
    atype = action["type"]
    if kind == "place":
        if anytime.place_act(state, prompt, action, events):
            state["stack"].pop()
        return
    if kind in ANYTIME_AT and atype in ("place", "buy", "arm", "slot"):
        opened = anytime.act(state, seat, action, rng, events)
        if opened:
            state["stack"].append(opened)
        return
    if kind == "space":
        if atype == "cancel":
            state["stack"].pop()
            return
        spaces.act(state, prompt, action, rng, events)
        if prompt.get("done"):
            _space_done(state, seat, rng, events)
        return
    if kind == "turn":
        if atype == "pass":
            state["passed"][seat] = True
            events.append({"type": "pass", "seat": seat})
            _next_turn(state, seat, rng, events)
            return
        opened = spaces.open_space(state, seat, action["space"], rng, events)
        state["stack"].append(opened)
        spaces.run(state, opened, rng, events)
        if opened.get("done"):
            _space_done(state, seat, rng, events)
        return
    if kind == "after":
        _next_turn(state, seat, rng, events)
        return
    if kind == "feast":
        if banquet.serve(state, prompt, action, rng, events):
            state["stack"].pop()
        return
    state["stack"].pop()  # final placement: this player is done
    return


def _space_done(state: dict, seat: int, rng: Rng, events: list) -> None:
    state["stack"].pop()
    state["stack"][-1] = {"kind": "after", "seat": seat}
    if len(legal_actions(state)) == 1:  # nothing to do any time: the turn simply passes on
        _next_turn(state, seat, rng, events)


def _next_turn(state: dict, seat: int, rng: Rng, events: list) -> None:
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
        state["stack"] = [{"kind": "turn", "seat": other}]
        return
    state["stack"] = []
