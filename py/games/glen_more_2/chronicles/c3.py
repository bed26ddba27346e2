"""Chronicle 3 — Ol' Jamey's Single Cask Reserve (rulebook 연대기 3 - 올제이미의 싱글 캐스크 위스키).

- The base distilleries are replaced by this chronicle's (`replaces` in the tile data, done by
  `setup._deck`); Ben Wyvis (B) and Glen Albyn (C) are added; one whisky seller in each of B, C, D.
- Every player has the first cellar (slots worth 0, 1, 2, 3); the second (4, 5, 6, 8) and third
  (10, 12, 15) may be bought at any time in one's turn (`c_cellar`), one of each, each to the right
  of the last (first - second - third).
- A cask gained goes into the leftmost empty 1-3 slot of the first cellar, else into its 0 slot
  (which holds any number). A cask paid comes from any slot, as the player chooses (`c_cask_paid`).
  Slots 1 and up hold one cask each.
- Aging (activation `age_whisky`): move one cask one slot right into an empty slot (no jumping);
  from a cellar's last slot into the next cellar's first. Slash = one alternative (`alt`), linked
  icons = all of them: the base activation handles both.
- Whisky seller (a rondel marker): passing it, a player may sell 1 cask into one of its open lower
  right slots (how many are open depends on the player count); stopping on it (`c_seller_stop`),
  1-2 casks: one into the upper-left bonus slot and one into an open lower-right slot. Each sale
  scores the VP printed on the cellar slot the cask came from. Casks on a seller stay there; when
  the seller is discarded they go back to the supply. Passing a seller one could sell to makes it a
  waypoint (`rondel.route`): the move stops there first (`c_seller_pass`).
- Casks in the cellars are whisky casks (`players[s]["whisky"]` counts them) for every rule and
  scoring.

State `state["c3"]`: `players[seat]` = {"cellars": ["first", …], "slots": [casks per slot, left
to right over the owned cellars]}; `sellers[tile]` = {"bonus": seat or None, "sales": [seat, …]}.

The base engine and the other chronicles add and pay whisky by changing `players[s]["whisky"]`;
the cellars follow that count (`sync`): new casks are put in at once whenever this chronicle looks
(C3-1), and casks paid are taken out by the player at the next moment they can be asked — before
any aging or sale, and between turns (C3-2).

Decisions (docs/rules-coverage/glen_more_2_c3.md): C3-1/C3-2 above; C3-3 the 0 slot holds any
number of casks, every other slot one; C3-4 the cellars are bought in order (second, then third)
and only at the take and activation steps; C3-5 the lower-right slots open at 2 / 3 / 4 players
are 1 / 2 / 3 (provisional, `chronicles.json`); the bonus slot is one more sale slot, for the
player stopping there only; C3-6 a seller is not a tile: nobody takes it, discards it for the
"nothing to take" rule, or puts it in their land; passed by everyone it leaves the game; a player
may stop on it even without a cask to sell (it is a place on the rondel like any other); C3-7 a
seller one could sell to when passing stops the move there first (like the mountain's toll).
"""

from __future__ import annotations

from ..data_files import CHRONICLES, TILES
from . import declare, hook, modifier

N = 3
ROLE = "whisky_seller"
_PARTS = CHRONICLES.get(N, {}).get("components", {})
CELLARS = {card["id"]: card for card in _PARTS.get("cellars", {}).get("cards", [])}
ORDER = ("first", "second", "third")
_SELLERS = _PARTS.get("whisky_sellers", {})
CAPACITY = {int(n): k for n, k in _SELLERS.get("capacity_by_players", {"2": 1, "3": 2, "4": 3}).items()}


def cellar(state: dict, seat: int) -> dict:
    return state["c3"]["players"][seat]


def values(state: dict, seat: int) -> list[int]:
    """The VP printed on each slot, left to right over the cellars the player owns."""
    return [v for card in cellar(state, seat)["cellars"] for v in CELLARS[card]["values"]]


def _entry(slots: list[int]) -> int:
    """'첫째 저장고 카드에서 1~3이 표시된 칸 중에서 가장 왼쪽 빈칸 … 다 찼다면 0짜리 칸'."""
    return next((i for i in (1, 2, 3) if not slots[i]), 0)


def synced(state: dict, seat: int) -> list[int]:
    """The slots with every cask gained since last looked put in (without changing the state)."""
    slots = list(cellar(state, seat)["slots"])
    for _ in range(state["players"][seat]["whisky"] - sum(slots)):
        slots[_entry(slots)] += 1
    return slots


def sync(state: dict, seat: int) -> int:
    """Put new casks into the cellar (C3-1); returns how many casks were paid and are still to be
    taken out (C3-2)."""
    c = cellar(state, seat)
    c["slots"] = synced(state, seat)
    return sum(c["slots"]) - state["players"][seat]["whisky"]


def owed(state: dict, seat: int) -> int:
    return sum(synced(state, seat)) - state["players"][seat]["whisky"]


def filled(state: dict, seat: int) -> list[int]:
    return [i for i, n in enumerate(synced(state, seat)) if n]


def movable(state: dict, seat: int) -> list[int]:
    """Casks that may age: the slot on their right exists and is empty."""
    slots = synced(state, seat)
    return [i for i, n in enumerate(slots) if n and i + 1 < len(slots) and not slots[i + 1]]


def _take_out(state: dict, seat: int, slot: int) -> None:
    sync(state, seat)
    cellar(state, seat)["slots"][slot] -= 1


# --- set-up and cellars ---------------------------------------------------------------------------------

@hook(N, "setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'각 플레이어는 첫째 저장고 카드를 1장씩 가져갑니다' (the distilleries: `setup._deck`)."""
    state["c3"] = {
        "players": [{"cellars": ["first"], "slots": [0] * len(CELLARS["first"]["values"])} for _ in range(state["n"])],
        "sellers": {},
    }


def next_cellar(state: dict, seat: int) -> str | None:
    """The cellar the player may buy next: second, then third (C3-4)."""
    owned = cellar(state, seat)["cellars"]
    return ORDER[len(owned)] if len(owned) < len(ORDER) else None


def cellar_price(card: str) -> dict:
    return dict(CELLARS[card].get("price", {}))


@modifier(N, "turn_actions")
def _turn_actions(state: dict, seat: int, ctx: dict, value: list) -> list:
    from .. import effects, rondel

    out = list(value)
    card = next_cellar(state, seat)
    if card and effects.affordable(state, seat, cellar_price(card)):
        out.append({"type": "c_cellar", "card": card})
    if ctx["prompt"]["kind"] == "take":
        leg = rondel.route(state, seat)
        taken = rondel.occupied(state)
        for pos in leg["markers"]:
            if _is_seller(state, pos) and pos not in taken:
                out.append({"type": "c_seller_stop", "pos": pos})
        way = leg["waypoint"]
        if way is not None and _is_seller(state, way) and rondel.stops_beyond(state, seat, way):
            out.append({"type": "c_seller_pass", "pos": way})
    return out


@modifier(N, "payment")
def _payment(state: dict, seat: int, ctx: dict, value: dict) -> dict:
    """A cellar's price is paid like any cost: the player may choose which tiles pay (base D1)."""
    action = ctx["action"]
    return cellar_price(action["card"]) if action["type"] == "c_cellar" else value


def buy_cellar(state: dict, seat: int, card: str, events: list) -> None:
    """'새로 구입한 저장고는 기존 저장고의 오른쪽에 놓아야 합니다'."""
    from .. import effects

    effects.pay(state, seat, cellar_price(card), events)
    c = cellar(state, seat)
    sync(state, seat)
    c["cellars"].append(card)
    c["slots"] += [0] * len(CELLARS[card]["values"])
    events.append({"type": "c3_cellar", "seat": seat, "card": card})


# --- whisky sellers ---------------------------------------------------------------------------------------

def _is_seller(state: dict, pos: int) -> bool:
    tile = state["rondel"].get(str(pos))
    return tile is not None and TILES[tile].get("role") == ROLE


def seller(state: dict, tile: str) -> dict:
    return state["c3"]["sellers"].setdefault(tile, {"bonus": None, "sales": []})


def sale_open(state: dict, tile: str) -> bool:
    """A lower-right slot is still open (C3-5: how many are open depends on the player count)."""
    sold = state["c3"]["sellers"].get(tile, {}).get("sales", [])
    return len(sold) < CAPACITY.get(state["n"], 3)


def bonus_open(state: dict, tile: str) -> bool:
    return state["c3"]["sellers"].get(tile, {}).get("bonus") is None


def _pass_bonus(state: dict, seat: int, tile: str) -> bool:
    """Whether passing this seller also opens its bonus slot to the player (a mobster of chronicle 8)."""
    from . import modify

    return bool(modify(state, seat, "seller_pass_bonus", {"tile": tile}, False))


@modifier(N, "waypoint")
def _waypoint(state: dict, seat: int, ctx: dict, value: bool) -> bool:
    """A seller the player could sell a cask to when passing stops their move first."""
    tile = ctx["tile"]
    if value or TILES[tile].get("role") != ROLE or state["players"][seat]["whisky"] <= 0:
        return value
    return sale_open(state, tile) or (bonus_open(state, tile) and _pass_bonus(state, seat, tile))


def sell(state: dict, seat: int, tile: str, slot: int, where: str, events: list) -> None:
    """Put the cask from `slot` on the seller and score the VP printed on that cellar slot."""
    from .. import effects

    vp = values(state, seat)[slot]
    _take_out(state, seat, slot)
    state["players"][seat]["whisky"] -= 1
    info = seller(state, tile)
    if where == "bonus":
        info["bonus"] = seat
    else:
        info["sales"].append(seat)
    events.append({"type": "c3_sale", "seat": seat, "tile": tile, "slot": slot, "vp": vp, "where": where})
    effects.gain_vp(state, seat, vp, "c3_seller", events)


# --- the questions: casks paid, sales -------------------------------------------------------------------

def _step_options(state: dict, seat: int, flow: dict, step: str) -> list[dict]:
    if step == "paid":
        return [{"type": "c_cask_paid", "slot": i} for i in filled(state, seat)] if owed(state, seat) > 0 else []
    tile = state["rondel"].get(str(flow["pos"])) if "pos" in flow else None
    if tile is None or not state["players"][seat]["whisky"]:
        return []
    is_open = bonus_open(state, tile) if step == "bonus" else sale_open(state, tile)
    if not is_open:
        return []
    return [{"type": "c_sell", "slot": i} for i in filled(state, seat)] + [{"type": "c_no_sale"}]


def run_flow(state: dict, seat: int, flow: dict, rng, events: list) -> None:
    """Ask the flow's questions in order, skipping those without a choice; then carry out its
    `then` (the move past a seller)."""
    from .. import rondel

    while flow["steps"]:
        step = flow["steps"][0]
        options = _step_options(state, seat, flow, step)
        real = [a for a in options if a["type"] != "c_no_sale"]
        if not real:
            flow["steps"].pop(0)
            continue
        if step == "paid" and len(real) == 1:  # only one slot to pay from: no question
            _take_out(state, seat, real[0]["slot"])
            events.append({"type": "c3_paid", "seat": seat, "slot": real[0]["slot"]})
            continue
        state["prompts"].append(flow)
        return
    if flow.get("then") == "pass":
        rondel.move_piece(state, seat, flow["pos"], rng, events, passing=True)


def new_flow(seat: int, steps: list[str], **extra) -> dict:
    return {"kind": "chronicle", "seat": seat, "chronicle": N, "op": "cellar", "steps": steps, **extra}


@hook(N, "action")
def _action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    from .. import rondel

    prompt, action = ctx["prompt"], ctx["action"]
    atype = action["type"]
    if prompt["kind"] == "chronicle":
        if prompt.get("chronicle") != N:
            return
        flow = state["prompts"].pop()
        step = flow["steps"][0]
        if atype == "c_cask_paid":
            _take_out(state, seat, action["slot"])
            events.append({"type": "c3_paid", "seat": seat, "slot": action["slot"]})
        else:
            flow["steps"].pop(0)
            if atype == "c_sell":
                tile = state["rondel"][str(flow["pos"])]
                sell(state, seat, tile, action["slot"], "bonus" if step == "bonus" else "sale", events)
        run_flow(state, seat, flow, rng, events)
        return
    if atype == "c_cellar":
        buy_cellar(state, seat, action["card"], events)
    elif atype == "c_seller_stop":
        # '자기 론델 표시말을 이 타일 위에 놓았다면, 위스키 술통 1개나 2개를 이곳에 판매할 수 있습니다'
        rondel.move_piece(state, seat, action["pos"], rng, events)
        events.append({"type": "c3_stop", "seat": seat, "pos": action["pos"]})
        state["prompts"] = [{"kind": "activate", "seat": seat}]  # no tile taken: the rest of the turn
        steps = ["paid", "bonus", "sale"]
        run_flow(state, seat, new_flow(seat, steps, pos=action["pos"]), rng, events)
    elif atype == "c_seller_pass":
        # '자기 론델 표시말로 이 타일을 지나가면, 위스키 술통 1개를 이곳에 판매할 수 있습니다'
        tile = state["rondel"][str(action["pos"])]
        steps = ["paid", "sale"] + (["bonus"] if _pass_bonus(state, seat, tile) else [])
        run_flow(state, seat, new_flow(seat, steps, pos=action["pos"], then="pass"), rng, events)


@modifier(N, "prompt_options")
def _prompt_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    prompt = ctx["prompt"]
    if prompt.get("chronicle") != N:
        return value
    return _step_options(state, seat, prompt, prompt["steps"][0])


# --- aging (activation) -----------------------------------------------------------------------------------

@modifier(N, "choice_options")
def _choice_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    """'아무 저장고의 위스키 술통 1개를 오른쪽으로 한 칸 옮길 수 있습니다' — a cask paid earlier is
    taken out first (C3-2)."""
    op = ctx["op"]
    if op["op"] != "age_whisky":
        return value
    if owed(state, seat) > 0:
        return [{"type": "cask_paid", "slot": i} for i in filled(state, seat)]
    return [{"type": "age", "slot": i} for i in movable(state, seat)] + [{"type": "skip"}]


@hook(N, "choice")
def _choice(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    op, action = ctx["op"], ctx["action"]
    if op["op"] != "age_whisky":
        return
    if action["type"] == "cask_paid":
        _take_out(state, seat, action["slot"])
        events.append({"type": "c3_paid", "seat": seat, "slot": action["slot"]})
        state["turn"]["queue"].insert(1, dict(op))  # the aging itself is still to come
    elif action["type"] == "age":
        sync(state, seat)
        slots = cellar(state, seat)["slots"]
        slot = action["slot"]
        slots[slot] -= 1
        slots[slot + 1] += 1
        events.append({"type": "c3_age", "seat": seat, "from": slot, "to": slot + 1})


# --- between turns --------------------------------------------------------------------------------------

@hook(N, "refilled")
def _refilled(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """Casks on a seller that left the rondel go back to the supply; casks paid are taken out of the
    cellars (the player chooses which; at the end of the game the cheapest, which changes nothing)."""
    on_rondel = set(state["rondel"].values())
    for tile in sorted(state["c3"]["sellers"]):
        if tile not in on_rondel:
            del state["c3"]["sellers"][tile]
            events.append({"type": "c3_seller_gone", "tile": tile})
    over = all(p["finished"] for p in state["players"])
    for s in range(state["n"]):
        if sync(state, s) <= 0:
            continue
        if over:
            while sync(state, s) > 0:
                _take_out(state, s, filled(state, s)[0])
        else:
            run_flow(state, s, new_flow(s, ["paid"]), rng, events)


@hook(N, "end_turn")
def _end_turn(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    for s in range(state["n"]):
        if owed(state, s) <= 0:
            sync(state, s)


declare(N)
