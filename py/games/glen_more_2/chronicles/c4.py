"""Chronicle 4 — Hammer of the Scots (rulebook 연대기 4 - 해머 오브 더 스콧), 3-4 players.

The Englishman is a rondel piece of his own ("england" in `rondel.pieces`), set up on the first A
tile's place with the England token under him; the England market row (`state["c4"]["row"]`, fields
priced 1/2/3, one coin on the leftmost at set-up) pays for his moves. The first player to pass him,
or anyone taking one of this chronicle's four landmark cards, gets the token. When he is the
rearmost piece the token holder either uses him as their own piece (pays the England row's price,
takes a tile, pays its cost, places and resolves it) or moves him onto any tile, discards it and
takes the coins of the England row's rightmost filled field.

State: `state["c4"] = {"englishman": position | None, "row": [coins per field], "holder": seat |
None, "under": whether the token still lies under the Englishman}`.
"""

from __future__ import annotations

from .. import rondel
from ..data_files import TILES
from . import declare, hook, modifier, react

N = 4
PRICES = (1, 2, 3)
CARDS = ("loch_lomond", "glenfinnan_church", "glenfinnan_monument", "wades_road")


def c4(state: dict) -> dict:
    return state["c4"]


# --- set-up (달라지는 게임 준비) -------------------------------------------------------------------------

@hook(N, "setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'시장의 아래쪽 빈 가로줄에 잉글랜드 시장 타일을 얹고, 이 가로줄의 가장 왼쪽 빈칸에 동전 1개를
    놓습니다. 잉글랜드인을 첫 번째 A타일이 놓일 자리에 그 타일 대신 놓습니다. 잉글랜드인 아래에는
    잉글랜드 토큰을 놓습니다.' The A tile that would have gone there goes back on top of stack A."""
    first = state["n"] + (1 if state["die"] is not None else 0)
    starts = sum(1 for tile in state["rondel"].values() if TILES[tile].get("stack") == "S")
    pos = first + starts
    tile = state["rondel"].pop(str(pos), None)
    if tile is not None:
        state["stacks"][TILES[tile]["stack"] if TILES[tile].get("stack") in state["stacks"] else "A"].append(tile)
    state["c4"] = {"englishman": pos, "row": [1, 0, 0], "holder": None, "under": True}


# --- the England token (새로운 규칙) --------------------------------------------------------------------

def _give_token(state: dict, seat: int, why: str, events: list) -> None:
    c = c4(state)
    c["under"] = False
    if c["holder"] != seat:
        c["holder"] = seat
        events.append({"type": "c4_token", "seat": seat, "why": why})


@hook(N, "moved_piece")
def _moved_piece(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'잉글랜드인을 처음으로 지나가는 플레이어 … 는 잉글랜드 토큰을 얻습니다.'"""
    c = c4(state)
    pos = rondel.englishman(state)
    if c["under"] and pos is not None and ctx["from"] < pos < ctx["pos"]:
        _give_token(state, seat, "passed", events)


@hook(N, "landmark")
def _landmark(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'이 연대기의 랜드마크 카드를 얻은 플레이어는 잉글랜드 토큰을 얻습니다' (the token passes to them)."""
    if ctx["card"] in CARDS:
        _give_token(state, seat, ctx["card"], events)


@modifier(N, "choice_options")
def _choice_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    """The tiles' "England token" one-time icon is the landmark card's: done by `_landmark`."""
    return [{"type": "skip"}] if ctx["op"]["op"] == "england_token" else value


# --- the England row ------------------------------------------------------------------------------------

def fee(state: dict) -> int | None:
    """The price of the England row's leftmost empty field (None when the row is full)."""
    row = c4(state)["row"]
    return next((PRICES[i] for i, coins in enumerate(row) if not coins), None)


def _pay_fee(state: dict, seat: int, events: list) -> None:
    row = c4(state)["row"]
    i = next(i for i, coins in enumerate(row) if not coins)
    row[i] = PRICES[i]
    state["players"][seat]["coins"] -= PRICES[i]
    events.append({"type": "c4_fee", "seat": seat, "coins": PRICES[i]})


def _take_row(state: dict) -> int:
    """The coins of the England row's rightmost filled field (0 if it is empty)."""
    row = c4(state)["row"]
    filled = [i for i, coins in enumerate(row) if coins]
    if not filled:
        return 0
    coins, row[filled[-1]] = row[filled[-1]], 0
    return coins


# --- the Englishman's turn ------------------------------------------------------------------------------

def stops(state: dict) -> list[int]:
    """Tiles the Englishman may move onto, nearest first: free, not a chronicle marker, not protected,
    not The End nor beyond it (D-C4-3), and never one of this chronicle's four tiles."""
    here = rondel.englishman(state)
    if here is None:
        return []
    end = rondel.end_position(state)
    taken = rondel.occupied(state)
    out = []
    for pos in rondel.all_ahead(state, here):
        tile = TILES[state["rondel"][str(pos)]]
        if end is not None and pos >= end:
            break
        if pos in taken or rondel.is_marker(tile["id"]) or tile.get("protected") or tile.get("chronicle") == N:
            continue
        out.append(pos)
    return out


def _holder(state: dict) -> int | None:
    return c4(state)["holder"]


def take_options(state: dict, seat: int) -> list[dict]:
    price = fee(state)
    if price is None or state["players"][seat]["finished"]:
        return []
    from .. import turns

    return [{"type": "c_england_take", "pos": pos, "fee": price} for pos in stops(state)
            if turns.can_take_tile(state, seat, state["rondel"][str(pos)], price)]


@hook(N, "piece_turn")
def _piece_turn(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'잉글랜드인의 차례가 되면, 잉글랜드 토큰을 가지고 있는 플레이어가 잉글랜드인을 자신의 또 다른 론델
    표시말로 쓸 수 있습니다.' The holder decides; with nobody holding the token, or nowhere to go,
    he discards the nearest tile (D-C4-2) or leaves the rondel."""
    if ctx.get("piece") != rondel.ENGLAND:
        return
    where = stops(state)
    if not where:  # nothing ahead before The End: he leaves the rondel (D-C4-3)
        c4(state)["englishman"] = None
        events.append({"type": "c4_englishman_leaves"})
        return
    holder = _holder(state)
    if holder is None:
        _discard(state, None, where[0], events)
        return
    state["prompts"].append({"kind": "chronicle", "seat": holder, "chronicle": N, "step": "englishman"})


def _move(state: dict, pos: int, events: list) -> str:
    c = c4(state)
    start = c["englishman"]
    c["englishman"] = pos
    tile = state["rondel"].pop(str(pos))
    events.append({"type": "c4_englishman", "from": start, "pos": pos, "tile": tile})
    react(state, -1, "englishman_moved", {"from": start, "pos": pos}, None, events)  # e.g. the race start (c1)
    return tile


def _discard(state: dict, seat: int | None, pos: int, events: list) -> None:
    """'잉글랜드인을 아무 타일 위로나 옮긴 뒤 그 타일을 버릴 수 있습니다. 만약 이렇게 했다면, 시장의
    잉글랜드 가로줄에 있는 칸 중 '동전이 쌓인 가장 오른쪽 칸'에서 모든 동전을 가져갑니다.'"""
    tile = _move(state, pos, events)
    state["discard"].append(tile)
    events.append({"type": "c4_discard", "seat": seat, "tile": tile, "pos": pos})
    if seat is not None:
        coins = _take_row(state)
        state["players"][seat]["coins"] += coins
        events.append({"type": "c4_row_coins", "seat": seat, "coins": coins})


@modifier(N, "prompt_options")
def _prompt_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    prompt = ctx["prompt"]
    if prompt.get("chronicle") != N:
        return value
    return value + take_options(state, seat) + [{"type": "c_england_discard", "pos": pos} for pos in stops(state)]


@modifier(N, "payment")
def _payment(state: dict, seat: int, ctx: dict, value: dict) -> dict:
    """Taking a tile with the Englishman: the England row's price (coins, paid first), then the tile's
    cost, whose resources the player may choose the sources of (base D1)."""
    action = ctx["action"]
    if ctx["prompt"].get("chronicle") != N or action["type"] != "c_england_take":
        return value
    from .. import turns

    cost = turns.tile_cost(state, seat, state["rondel"][str(action["pos"])])
    cost["coins"] = cost.get("coins", 0) + action["fee"]
    return cost


@hook(N, "action")
def _action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    prompt, action = ctx["prompt"], ctx["action"]
    if prompt.get("chronicle") != N:
        return
    from .. import turns

    state["prompts"].pop()
    if action["type"] == "c_england_discard":
        _discard(state, seat, action["pos"], events)
        turns.after_turn(state, rng, events)
        return
    # '잉글랜드인을 움직이려면 (시장에서 자원을 구매할 때처럼) 시장의 잉글랜드 가로줄에 동전 1~3개를 놓아야
    # 합니다. 잉글랜드인으로 타일을 얻을 때도 타일의 비용은 반드시 내야 합니다.'
    _pay_fee(state, seat, events)
    tile = _move(state, action["pos"], events)
    turns.englishman_take(state, seat, tile, rng, events)


# --- checks ---------------------------------------------------------------------------------------------

@hook(N, "invariants")
def _invariants(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    c = c4(state)
    assert len(c["row"]) == 3 and all(coins >= 0 for coins in c["row"]), c["row"]
    pos = rondel.englishman(state)
    assert pos is None or str(pos) not in state["rondel"], "the Englishman stands on a tile"
    assert c["holder"] is None or 0 <= c["holder"] < state["n"]


declare(N)
