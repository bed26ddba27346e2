"""Chronicle 2 — Highlander: There Can Be Only One (rulebook 연대기 2 - 하이랜더 유아독존).

The mountain (tile `c2-R01`, role "mountain", 2 rondel spaces) is put on the last two tile places
of the rondel at set-up (`setup._rondel_parts`). It is never removed nor taken: once every piece
has passed it, it stays on its spaces, which lie one lap further on (`rondel_keep`).

- Passing it, a player must leave 1 resource from their land (sheep, cattle, wood, stone, barley)
  or 1 coin on it, as they choose; with neither they pass for free. The mountain is a *waypoint*
  (`rondel.route`): a move that goes past it first stops there (`c_mountain_pass`), the toll is
  paid (`c_toll` when there is a choice), then the move goes on from the mountain's far space.
- When no piece stands on it, a player may stop on it in their turn (`c_mountain_stop`): they take
  no tile and leave nothing; when they leave it they take every coin and resource on it (coins to
  their supply, each resource onto a tile of theirs: `c_mountain_put`).
- A player who went past The End onto it stays there and takes everything when the game ends.
- The die passing it puts 1 coin from the bank on it.

State `state["c2"]`: `coins` and `res` (what lies on the mountain), `pending` (resources taken
from it still to be put on a tile: [{"seat", "res"}]).

Decisions (docs/rules-coverage/glen_more_2_c2.md): C2-1 the holder takes the goods at the start of
the turn in which they leave (a piece in turn must move on), so they may pay for the tile they
move to; C2-2 a resource paid as toll comes from the tile holding most of it (base D1); C2-3 the
discard rule ("nothing can be taken") is judged for the stretch before the mountain, then for the
stretch after it; C2-4 at the end of the game the resources go onto the holder's tiles without a
question (as many as fit); C2-5 the piece on the mountain stands on its first space.
"""

from __future__ import annotations

from ..data_files import RESOURCES, TILES
from . import declare, hook, modifier, react

N = 2
ROLE = "mountain"


def mountain(state: dict) -> int | None:
    """The mountain's rondel position (its first space)."""
    return next((int(pos) for pos, tile in state["rondel"].items() if TILES[tile].get("role") == ROLE), None)


def far_space(state: dict, pos: int) -> int:
    from .. import rondel

    return pos + rondel.spaces(state["rondel"][str(pos)]) - 1


def holder(state: dict) -> int | None:
    """The player whose piece stands on the mountain (C2-5: on its first space)."""
    pos = mountain(state)
    return next((seat for seat, p in enumerate(state["players"]) if pos is not None and p["pos"] == pos), None)


def tolls(state: dict, seat: int) -> list[str]:
    """What the player can leave on the mountain: a coin, or a resource kind they hold on their land."""
    from .. import territory as terr

    p = state["players"][seat]
    have = terr.resources(p["land"])
    return (["coins"] if p["coins"] > 0 else []) + [res for res in RESOURCES if have.get(res)]


def room(state: dict, seat: int) -> list[str]:
    from .. import territory as terr

    land = state["players"][seat]["land"]
    return [cell for cell in sorted(land) if sum(land[cell]["res"].values()) < terr.MAX_RESOURCES]


# --- set-up and the mountain on the rondel -----------------------------------------------------------

@hook(N, "setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """달라지는 게임 준비: the mountain is already on the last 2 tile places (setup._rondel_parts)."""
    state["c2"] = {"coins": 0, "res": {}, "pending": []}


@modifier(N, "rondel_keep")
def _keep(state: dict, seat: int, ctx: dict, value: bool) -> bool:
    """'산 타일은 어떤 이유로도 제거되지 않으며': passed by everyone, it is not discarded."""
    return value or TILES[ctx["tile"]].get("role") == ROLE


@modifier(N, "waypoint")
def _waypoint(state: dict, seat: int, ctx: dict, value: bool) -> bool:
    """Passing the mountain costs a toll whenever the player has something to pay it with."""
    return value or (TILES[ctx["tile"]].get("role") == ROLE and bool(tolls(state, seat)))


# --- the player's turn: stop on the mountain or pass it ----------------------------------------------

@modifier(N, "turn_actions")
def _turn_actions(state: dict, seat: int, ctx: dict, value: list) -> list:
    from .. import rondel

    pos = mountain(state)
    if ctx["prompt"]["kind"] != "take" or pos is None:
        return value
    leg = rondel.route(state, seat)
    out = list(value)
    if pos in leg["markers"] and pos not in rondel.occupied(state):
        out.append({"type": "c_mountain_stop", "pos": pos})
    if leg["waypoint"] == pos and rondel.stops_beyond(state, seat, far_space(state, pos)):
        out.append({"type": "c_mountain_pass", "pos": pos})
    return out


@hook(N, "action")
def _action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    from .. import rondel

    prompt, action = ctx["prompt"], ctx["action"]
    atype = action["type"]
    if prompt["kind"] == "chronicle":
        if prompt.get("chronicle") != N:
            return
        state["prompts"].pop()
        if atype == "c_toll":
            pay_toll(state, seat, action["pay"], rng, events)
            rondel.move_piece(state, seat, far_space(state, prompt["pos"]), rng, events, passing=True)
        elif atype == "c_mountain_put":
            item = state["c2"]["pending"].pop(0)
            _put(state, item["seat"], action["cell"], item["res"], events)
            next_put(state, events)
        return
    if atype == "c_mountain_stop":
        rondel.move_piece(state, seat, action["pos"], rng, events)
        events.append({"type": "c2_stop", "seat": seat, "pos": action["pos"]})
        state["prompts"] = [{"kind": "activate", "seat": seat}]  # no tile taken: the rest of the turn
    elif atype == "c_mountain_pass":
        choices = tolls(state, seat)
        if len(choices) > 1:
            state["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": N, "op": "toll",
                                     "pos": action["pos"]})
            return
        pay_toll(state, seat, choices[0] if choices else None, rng, events)
        rondel.move_piece(state, seat, far_space(state, action["pos"]), rng, events, passing=True)


@modifier(N, "prompt_options")
def _prompt_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    prompt = ctx["prompt"]
    if prompt.get("chronicle") != N:
        return value
    if prompt["op"] == "toll":
        return [{"type": "c_toll", "pay": pay} for pay in tolls(state, seat)]
    return [{"type": "c_mountain_put", "cell": cell} for cell in room(state, seat)]


def pay_toll(state: dict, seat: int, pay: str | None, rng, events: list, ask: bool = True) -> None:
    """'반드시 … 자원 1개나 동전 1개를 산 타일에 놓아야 합니다' (nothing if the player has neither).
    Then the moment `c2_mountain` ({"at": "pass", "ask"}): chronicle 8's Elspeth McTrick may swap
    something on the mountain — when `ask`, i.e. the move stopped at the mountain first."""
    from .. import territory as terr

    c2 = state["c2"]
    p = state["players"][seat]
    if pay == "coins":
        p["coins"] -= 1
        c2["coins"] += 1
    elif pay is not None:
        terr.take_resource(p["land"], pay)  # C2-2: from the tile holding most of it
        c2["res"][pay] = c2["res"].get(pay, 0) + 1
    events.append({"type": "c2_toll", "seat": seat, "pay": pay})
    react(state, seat, "c2_mountain", {"at": "pass", "ask": ask}, rng, events)


@hook(N, "moved_piece")
def _moved_piece(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """A piece carried past the whole mountain in one go (it had nothing to pay, so the mountain was
    no waypoint — or another rule moved it): the toll is settled here."""
    pos = mountain(state)
    if pos is None or ctx.get("passing"):
        return
    if ctx["from"] < pos and ctx["pos"] > far_space(state, pos):
        choices = tolls(state, seat)
        pay_toll(state, seat, choices[0] if choices else None, rng, events, ask=False)
    elif ctx["from"] == pos and (state["c2"]["coins"] or state["c2"]["res"]):
        collect(state, seat, rng, events, ask=False)  # left without the turn start seeing it (C2-1)


# --- the die -------------------------------------------------------------------------------------------

def _die(state: dict, ctx: dict, events: list) -> None:
    """'주사위가 산 타일을 지나갈 때는, 중앙 공급처에서 동전 1개를 가져와 산 타일에 놓습니다.'"""
    pos = mountain(state)
    if pos is not None and ctx["from"] < pos and ctx["pos"] > far_space(state, pos):
        state["c2"]["coins"] += 1
        events.append({"type": "c2_die_coin"})


@hook(N, "die_moved")
def _die_moved(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    _die(state, ctx, events)


@hook(N, "die_left")
def _die_left(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    _die(state, ctx, events)


# --- leaving the mountain -----------------------------------------------------------------------------

@hook(N, "refilled")
def _refilled(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """Between turns: the holder about to move takes what lies on the mountain (C2-1); when the game
    ends, a holder who went past The End onto it takes it all (C2-4)."""
    from .. import rondel

    who = holder(state)
    if who is not None and (state["c2"]["coins"] or state["c2"]["res"]):
        if all(p["finished"] for p in state["players"]):
            collect(state, who, rng, events, ask=False)
        elif rondel.rearmost(state) == str(who):
            asked = len(state["prompts"])
            # chronicle 8: Elspeth McTrick may swap something on the mountain just before leaving it;
            # her question answered, chronicle 8 collects (`collect`, `next_put`)
            react(state, who, "c2_mountain", {"at": "leave", "ask": True}, rng, events)
            if len(state["prompts"]) > asked:
                return
            collect(state, who, rng, events, ask=True)
    next_put(state, events)


def collect(state: dict, seat: int, rng, events: list, ask: bool) -> None:
    """'산 타일에 모인 동전과 자원을 모두 가져갑니다 (동전은 개인 공급처에 놓고 자원은 자기 땅의 아무
    타일에나 놓습니다)'."""
    c2 = state["c2"]
    coins, res = c2["coins"], c2["res"]
    c2["coins"], c2["res"] = 0, {}
    state["players"][seat]["coins"] += coins
    events.append({"type": "c2_collect", "seat": seat, "coins": coins, "res": dict(res)})
    for kind in RESOURCES:
        for _ in range(res.get(kind, 0)):
            if ask:
                c2["pending"].append({"seat": seat, "res": kind})
            else:
                cells = room(state, seat)
                if cells:
                    _put(state, seat, cells[0], kind, events)


def next_put(state: dict, events: list) -> None:
    """Put the resources taken from the mountain one by one: asked when there is a choice of tile,
    lost when no tile has room (at most 3 per tile)."""
    pending = state["c2"]["pending"]
    while pending:
        item = pending[0]
        cells = room(state, item["seat"])
        if len(cells) > 1:
            state["prompts"].append({"kind": "chronicle", "seat": item["seat"], "chronicle": N, "op": "put",
                                     "res": item["res"]})
            return
        pending.pop(0)
        if cells:
            _put(state, item["seat"], cells[0], item["res"], events)
        else:
            events.append({"type": "c2_lost", "seat": item["seat"], "res": item["res"]})


def _put(state: dict, seat: int, cell: str, res: str, events: list) -> None:
    from .. import territory as terr

    terr.add_resource(state["players"][seat]["land"], cell, res)
    events.append({"type": "c2_put", "seat": seat, "cell": cell, "res": res})


declare(N)
