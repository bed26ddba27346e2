"""A player's locations: depth tracks, raising, resources and effects they offer (§기본 개념, §효과 4)."""

from __future__ import annotations

from .data_files import EFFECT_CODES, LOCATIONS, RESOURCE_CODES


def occupied(player: dict) -> list[dict]:
    """The player's slots that hold a location."""
    return [slot for slot in player["slots"] if slot]


def cells(slot: dict) -> list[str]:
    return LOCATIONS[slot["loc"]]["depths"]


def top_cell(slot: dict) -> str | None:
    """The visible cell at the top of a location in a slot; None once fully raised."""
    track = cells(slot)
    return track[slot["depth"]] if slot["depth"] < len(track) else None


def fully_raised(slot: dict) -> bool:
    return slot["depth"] >= len(cells(slot))


def raise_by(state: dict, seat: int, index: int, steps: int) -> list[dict]:
    """Cover `steps` cells without using them; a fully raised location brings its wild manta."""
    slot = state["players"][seat]["slots"][index]
    was = fully_raised(slot)
    slot["depth"] = min(len(cells(slot)), slot["depth"] + steps)
    return _manta_if_risen(state, seat, slot) if not was else []


def use_top(state: dict, seat: int, index: int) -> tuple[str, list[dict]]:
    """Use the top cell (it is covered); returns its code and the events of a full raise."""
    slot = state["players"][seat]["slots"][index]
    code = top_cell(slot)
    slot["depth"] += 1
    return code, _manta_if_risen(state, seat, slot)


def place(state: dict, seat: int, loc: str) -> list[dict]:
    """A bought or conquered location goes into a free slot with its top cell showing; one with
    no depth track enters fully raised (§효과 2–3)."""
    slots = state["players"][seat]["slots"]
    index = slots.index(None)
    slots[index] = {"loc": loc, "depth": 0}
    return _manta_if_risen(state, seat, slots[index])


def _manta_if_risen(state: dict, seat: int, slot: dict) -> list[dict]:
    """Fully raised: take the wild manta shown at the bottom, ready to use at once (§효과 4, FAQ)."""
    if not fully_raised(slot):
        return []
    kind = LOCATIONS[slot["loc"]].get("manta")
    if not kind or state["wild_supply"].get(kind, 0) <= 0:
        return [{"kind": "risen", "seat": seat, "loc": slot["loc"]}]
    state["wild_supply"][kind] -= 1
    state["players"][seat]["mantas"].append({"effect": kind, "ready": True, "wild": True})
    return [{"kind": "risen", "seat": seat, "loc": slot["loc"], "manta": kind}]


def is_resource(code: str | None) -> bool:
    return code in RESOURCE_CODES


def is_effect(code: str | None) -> bool:
    return code in EFFECT_CODES
