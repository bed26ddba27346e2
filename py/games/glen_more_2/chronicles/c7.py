"""Chronicle 7 — Between a Rock and a Hard Place (연대기 7 - 진퇴양난).

State `state["c7"]`:
- `cards`: the 5 clan-gathering cards laid out at set-up (ids of `chronicles.json`);
- `markers`: each player's unused vote markers {"aye", "nay"}; `double`: whether the player may
  still commit 2 markers in one vote (2 players only);
- `vote`: the gathering in progress {"card", "caller", "secret": one entry per seat, None until the
  player chose} or None; `held`: [seat, position] of the turn whose gathering was declared;
- `voted`: the gatherings held, in order {"card", "aye", "nay", "kept", "by"};
- `scores`: the final scoring of the kept cards.

A gathering is declared when the player who took a person tile from the rondel has placed its clan
marker (and resolved what that brings): the rules' `after_action` moment sees the turn's tile is a
person and nothing is left to resolve. The caller picks a card, then every player commits markers
in a "chronicle" prompt of their own; nobody sees another's choice (the view hides it) until all
have chosen.
"""

from __future__ import annotations

from .. import territory as terr
from ..data_files import CHRONICLES, TILES
from . import declare, hook, modifier

N = 7
_PARTS = CHRONICLES[N]["components"]
CARDS: dict[str, dict] = {card["id"]: card for card in _PARTS["scoring_cards"]["cards"]}
DRAWN: int = _PARTS["scoring_cards"]["drawn"]
MARKERS: dict[int, dict] = {int(n): spec for n, spec in _PARTS["vote_markers"]["per_player"].items()}
HOME_CASTLE = "1,0"


# --- set-up (달라지는 게임 준비) ------------------------------------------------------------------------

@hook(N, "setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """5 of the 10 cards drawn at random, face up; vote markers by player count."""
    deck = sorted(CARDS)
    rng.shuffle(deck)
    spec = MARKERS[state["n"]]
    state["c7"] = {
        "cards": deck[:DRAWN],
        "markers": [{"aye": spec["aye"], "nay": spec["nay"]} for _ in range(state["n"])],
        "double": [bool(spec.get("double_vote_once")) for _ in range(state["n"])],
        "vote": None, "held": None, "voted": [], "scores": None,
    }


def unvoted(state: dict) -> list[str]:
    done = {v["card"] for v in state["c7"]["voted"]}
    return [card for card in state["c7"]["cards"] if card not in done]


def kept(state: dict) -> list[str]:
    return [v["card"] for v in state["c7"]["voted"] if v["kept"]]


# --- the clan gathering (새로운 규칙) --------------------------------------------------------------------

@hook(N, "after_action")
def _after_action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """A person tile taken from the rondel: once its clan marker is placed and everything it
    brought is resolved (the turn is back at its activate prompt), the gathering is declared."""
    c7 = state["c7"]
    turn = state.get("turn")
    if c7["vote"] is not None or not turn or not turn.get("tile") or turn["queue"]:
        return
    if TILES[turn["tile"]]["type"] != "person":
        return
    top = state["prompts"][-1] if state["prompts"] else None
    if not top or top["kind"] != "activate" or top["seat"] != turn["seat"]:
        return
    held = [turn["seat"], state["players"][turn["seat"]]["pos"]]
    if c7["held"] == held:
        return
    c7["held"] = held
    if not unvoted(state):  # all 5 voted: no more gatherings
        return
    events.append({"type": "clan_gathering", "seat": turn["seat"]})
    cards = unvoted(state)
    if len(cards) == 1:  # the last card: nothing to pick (D18)
        _gather(state, turn["seat"], cards[0], events)
    else:
        state["prompts"].append({"kind": "chronicle", "seat": turn["seat"], "chronicle": N, "step": "pick"})


def vote_options(state: dict, seat: int) -> list[dict]:
    """One marker, aye or nay; with 2 players, once in the game, two (any two)."""
    c7 = state["c7"]
    have = c7["markers"][seat]
    out = []
    pairs = [(1, 0), (0, 1)] + ([(2, 0), (1, 1), (0, 2)] if c7["double"][seat] else [])
    for aye, nay in pairs:
        if have["aye"] >= aye and have["nay"] >= nay:
            out.append({"type": "c_vote", "aye": aye, "nay": nay})
    return out


@modifier(N, "prompt_options")
def _prompt_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    prompt = ctx["prompt"]
    if prompt.get("chronicle") != N:
        return value
    if prompt["step"] == "pick":
        return value + [{"type": "c_gather", "card": card} for card in unvoted(state)]
    return value + vote_options(state, seat)


@hook(N, "action")
def _action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    prompt, action = ctx["prompt"], ctx["action"]
    if prompt.get("chronicle") != N:
        return
    c7 = state["c7"]
    state["prompts"].pop()
    if action["type"] == "c_gather":
        _gather(state, seat, action["card"], events)
        return
    c7["vote"]["secret"][seat] = {"aye": action["aye"], "nay": action["nay"]}
    events.append({"type": "voted", "seat": seat})
    _advance(state, events)


def _gather(state: dict, caller: int, card: str, events: list) -> None:
    """The card is put to the vote: every player, the caller first, chooses markers in secret."""
    state["c7"]["vote"] = {"card": card, "caller": caller, "secret": [None] * state["n"]}
    events.append({"type": "gathering_card", "seat": caller, "card": card})
    order = [(caller + i) % state["n"] for i in range(state["n"])]
    for s in reversed(order):
        state["prompts"].append({"kind": "chronicle", "seat": s, "chronicle": N, "step": "vote"})
    _advance(state, events)


def _advance(state: dict, events: list) -> None:
    """Nobody is asked without a choice (D18): a player with one way to vote (or none) commits at
    once; when every player has chosen, the markers are revealed together."""
    c7 = state["c7"]
    while state["prompts"] and state["prompts"][-1].get("chronicle") == N \
            and state["prompts"][-1]["step"] == "vote":
        s = state["prompts"][-1]["seat"]
        options = vote_options(state, s)
        if len(options) > 1:
            return
        state["prompts"].pop()
        c7["vote"]["secret"][s] = {"aye": options[0]["aye"], "nay": options[0]["nay"]} if options \
            else {"aye": 0, "nay": 0}
    if c7["vote"] is not None and all(v is not None for v in c7["vote"]["secret"]):
        _reveal(state, events)


def _reveal(state: dict, events: list) -> None:
    """Ayes ≥ nays: the card is used in the final scoring. The markers stay on the card."""
    c7 = state["c7"]
    vote = c7["vote"]
    by = vote["secret"]
    for s, v in enumerate(by):
        c7["markers"][s]["aye"] -= v["aye"]
        c7["markers"][s]["nay"] -= v["nay"]
        if v["aye"] + v["nay"] > 1:
            c7["double"][s] = False
    aye = sum(v["aye"] for v in by)
    nay = sum(v["nay"] for v in by)
    result = {"card": vote["card"], "aye": aye, "nay": nay, "kept": aye >= nay, "by": by}
    c7["voted"].append(result)
    c7["vote"] = None
    events.append({"type": "gathering_vote", **result, "reveals": True})


# --- final scoring (승점 계산) ---------------------------------------------------------------------------

def largest_square(land: dict) -> int:
    """The side of the largest k×k block of cells with tiles (2×2 and up; 0 without one)."""
    cells = {terr.xy(c) for c in land}
    best = 0
    for x, y in cells:
        k = best + 1
        while all((x + dx, y + dy) in cells for dx in range(k) for dy in range(k)):
            best = k
            k += 1
    return best if best >= 2 else 0


def measure(state: dict, seat: int, name: str) -> int:
    p = state["players"][seat]
    land = p["land"]
    res = terr.resources(land)
    if name == "sets":  # 1 whisky + 1 landmark + 1 person + 1 home-castle Scotsman per set
        persons = sum(TILES[t].get("counts_as", 1) for t in p["persons"])
        return min(p["whisky"], len(p["landmarks"]), persons, land[HOME_CASTLE]["scots"])
    if name == "square":
        return largest_square(land)
    if name == "wood_stone":
        return res.get("wood", 0) + res.get("stone", 0)
    if name == "coins":
        return p["coins"]
    if name == "river_tiles":
        return sum(1 for c in land if terr.river(land, c))
    if name == "villages":
        return sum(1 for c in land if terr.top(land, c)["type"] == "village")
    if name == "overbuild_tiles":
        return sum(1 for spot in land.values() for t in spot["tiles"] if TILES[t].get("expansion"))
    if name == "clan_markers":
        return sum(owners.count(seat) for owners in state["clans"].values())
    if name == "sheep_cattle":
        return res.get("sheep", 0) + res.get("cattle", 0)
    if name == "scotsmen_outside_home_castle":
        return sum(spot["scots"] for c, spot in land.items() if c != HOME_CASTLE)
    raise ValueError(f"unknown clan-gathering measure {name!r}")


def share(vp: int, ties: int) -> int:
    """The VP split between tied players, rounded half up (10 among 3 → 3, 10 among 4 → 3)."""
    return (2 * vp + ties) // (2 * ties)


def card_vp(state: dict, card: str) -> tuple[list[int], list[int]]:
    """(values, VP) per seat: only the best scores; nobody when the best has nothing (D-c7-4)."""
    spec = CARDS[card]
    values = [measure(state, s, spec["measure"]) for s in range(state["n"])]
    best = max(values)
    top = [s for s in range(state["n"]) if values[s] == best] if best > 0 else []
    return values, [share(spec["vp"], len(top)) if s in top else 0 for s in range(state["n"])]


@hook(N, "final")
def _final(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    rows = []
    for card in kept(state):
        values, vps = card_vp(state, card)
        for s, vp in enumerate(vps):
            state["players"][s]["vp"] += vp
        rows.append({"card": card, "values": values, "vp": vps})
    state["c7"]["scores"] = rows
    ctx["result"]["c7"] = rows


# --- hidden information ------------------------------------------------------------------------------

@modifier(N, "view")
def _view(state: dict, seat, ctx: dict, out: dict) -> dict:
    """Others' markers in hand stay hidden until everyone has chosen (only 'chosen' shows)."""
    vote = out["c7"]["vote"]
    if vote is not None:
        vote["secret"] = [v if s == seat or v is None else "hidden" for s, v in enumerate(vote["secret"])]
    return out


@modifier(N, "reshuffle_hidden")
def _reshuffle(state: dict, seat, ctx: dict, other: dict) -> dict:
    """Any other legal choice could be in the hands of those who have chosen."""
    vote = other["c7"]["vote"]
    if vote is not None:
        for s, v in enumerate(vote["secret"]):
            if s != seat and v is not None:
                options = vote_options(other, s)
                pick = options[ctx["rng"].below(len(options))] if options else {"aye": 0, "nay": 0}
                vote["secret"][s] = {"aye": pick["aye"], "nay": pick["nay"]}
    return other


@hook(N, "invariants")
def _invariants(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    c7 = state["c7"]
    spec = MARKERS[state["n"]]
    assert len(c7["cards"]) == DRAWN and len(set(c7["cards"])) == DRAWN
    assert len(c7["voted"]) <= DRAWN and len({v["card"] for v in c7["voted"]}) == len(c7["voted"])
    for s in range(state["n"]):
        used = [v["by"][s] for v in c7["voted"]]
        assert c7["markers"][s]["aye"] == spec["aye"] - sum(u["aye"] for u in used) >= 0, "aye markers"
        assert c7["markers"][s]["nay"] == spec["nay"] - sum(u["nay"] for u in used) >= 0, "nay markers"
        assert sum(1 for u in used if u["aye"] + u["nay"] > 1) <= (1 if spec.get("double_vote_once") else 0)


declare(N)
