"""Phase 9, the feast (rulebook pp.10-11; zh-TW p.10 for the lengthwise rule).

The banquet table is one row of 12 spaces. Numbered spaces still holding vikings are closed;
emigrated ships cover spaces from the left, one each (D3). Each open space takes food or a silver
coin; tiles cover a run of consecutive spaces along their long side ("lengthwise") or short side;
of each kind of tile only one may lie lengthwise (square tiles are the same either way); orange
never next to orange, red never next to red; silver may touch anything. Every space left empty
costs a Thing penalty (−3 at the end).

We fill the row from the left: every arrangement can be built that way, and each decision is small.

Occupations act on a feast through the moments `feast_start` (for the extra feast of a card, see
`start_feast`), `served` (each food tile as it goes on the table: Skinner, Barbarian) and
`feast_served` (the player's feast is over: Festive Hunter, Fish Cook), and the modifiers
`lengthwise` (Pea Flour Baker) and `abstain` (a card that pays for leaving a food off the table
this feast, taken as a pledge before any is served: Sober Man).
"""

from __future__ import annotations

from core.rng import Rng

from . import hooks
from .data_files import COMPONENTS, GOODS
from .supply import give, pay

TABLE = COMPONENTS["banquet_spaces"]


def open_spaces(player: dict) -> tuple[int, int]:
    """(first, end): the open run of the table this feast."""
    first = len(player["emigrated"])
    return first, max(first, TABLE - len(player["table"]))


def open_feast(state: dict, seat: int) -> dict:
    """A player's feast; with no open space it is only a moment to act before the bonus phase."""
    first, end = open_spaces(state["players"][seat])
    return {"kind": "feast", "seat": seat, "pos": first, "end": end, "last": None, "long": [], "served": [],
            "barred": []}


def start_feast(state: dict, seat: int, rng: Rng, events: list) -> None:
    """A feast for one player alone (an occupation's extra feast): the player's `feast_start`
    cards act before the first tile is served."""
    state["stack"].append(open_feast(state, seat))
    hooks.react(state, seat, "feast_start", {}, rng, events)


def food_kind(good: str) -> str:
    """Which tiles count as one kind for the lengthwise rule: an animal's two faces are one tile."""
    return GOODS[good].get("animal", good)


def spans(good: str) -> dict[str, int]:
    width, height = GOODS[good]["size"]
    if width == height:
        return {"long": width}
    return {"long": max(width, height), "short": min(width, height)}


def serve_options(state: dict, prompt: dict) -> list[dict]:
    player = state["players"][prompt["seat"]]
    room = prompt["end"] - prompt["pos"]
    pledges = [{"type": "abstain", "card": pledge["card"]} for pledge in abstentions(state, prompt)]
    if not room:
        return [{"type": "end_feast"}, *pledges]
    out = pledges
    for good in sorted(player["goods"]):
        color = GOODS[good]["color"]
        if color not in ("orange", "red") or color == prompt["last"] or good in prompt["barred"]:
            continue
        for lay, length in spans(good).items():
            if length > room:
                continue
            if lay == "long" and "short" in spans(good) and not _may_lie_long(state, prompt, good):
                continue
            out.append({"type": "serve", "good": good, "lay": lay})
    if player["silver"] > 0:
        out.append({"type": "serve", "good": "silver", "lay": "long"})
    out.append({"type": "leave"})
    out.append({"type": "end_feast"})
    return out


def abstentions(state: dict, prompt: dict) -> list[dict]:
    """Pledges the player's cards offer this feast, each {card, good, gain}: leave `good` off the
    table for the rest of the feast and take `gain` now (usable in this feast). Offered while
    none of that good has been served and the card has not pledged yet."""
    served = {good for good, _lay in prompt["served"]}
    offered = hooks.modify(state, prompt["seat"], "abstain", {}, [])
    taken = prompt.get("abstained", [])
    return [p for p in offered if p["card"] not in taken and p["good"] not in served]


def _may_lie_long(state: dict, prompt: dict, good: str) -> bool:
    """One tile of each kind may lie lengthwise (a card may allow more, Pea Flour Baker)."""
    kind = food_kind(good)
    allowed = hooks.modify(state, prompt["seat"], "lengthwise", {"kind": kind}, 1)
    return prompt["long"].count(kind) < allowed


def serve(state: dict, prompt: dict, action: dict, rng: Rng, events: list) -> bool:
    """Apply one feast decision; True when this player's feast is over."""
    seat = prompt["seat"]
    player = state["players"][seat]
    kind = action["type"]
    if kind == "abstain":
        pledge = next(p for p in abstentions(state, prompt) if p["card"] == action["card"])
        prompt.setdefault("abstained", []).append(pledge["card"])
        prompt["barred"].append(pledge["good"])
        give(state, seat, pledge["gain"], rng, events)
        events.append({"type": "abstain", "seat": seat, "card": pledge["card"], "good": pledge["good"]})
        return False
    if kind == "serve":
        good = action["good"]
        if good == "silver":
            pay(state, seat, {"silver": 1})
            prompt["pos"] += 1
            prompt["last"] = "silver"
        else:
            length = spans(good)[action["lay"]]
            pay(state, seat, {good: 1})
            if action["lay"] == "long" and "short" in spans(good):
                prompt["long"].append(food_kind(good))
            prompt["pos"] += length
            prompt["last"] = GOODS[good]["color"]
        prompt["served"].append([good, action["lay"]])
        if good != "silver":
            hooks.react(state, seat, "served", {"good": good, "lay": action["lay"]}, rng, events)
    elif kind == "leave":
        prompt["pos"] += 1
        prompt["last"] = None
        player["penalties"] += 1
        events.append({"type": "thing_penalty", "seat": seat, "count": 1})
    else:  # end_feast: every space still open is a penalty
        empty = prompt["end"] - prompt["pos"]
        if empty:
            player["penalties"] += empty
            events.append({"type": "thing_penalty", "seat": seat, "count": empty})
        prompt["pos"] = prompt["end"]
    if prompt["pos"] < prompt["end"]:
        return False
    events.append({"type": "feast", "seat": seat, "served": prompt["served"]})
    hooks.react(state, seat, "feast_served", {"served": prompt["served"]}, rng, events)
    return True
