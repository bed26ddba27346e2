"""Chronicle 8 — the nine mobsters of the base game (페니 몹스터 목록, cards without a chronicle icon).

Each effect works while its card is controlled and face up (the registry in `core` calls it only
then). "Any time in your turn" effects are turn actions carrying "mob"; questions to another seat
(Bruce McMail's purchase, a mobster Scotsman sent on) are chronicle prompts of that seat on top of
the stack. Decisions where the rulebook is silent are named C8-<n> and listed in
docs/rules-coverage/glen_more_2_c8.md.

State (`state["c8"]`): `tokens[mob]` — Peggy McWander's and Peggy McLeod's tokens in hand (their
coin values), Joe McDuff's tokens (a count), the coins on Bruce McMail's card (a count), and 1 for
Kenneth McSnitch's, Fergus McDarkie's and Mike McCastle's token until their Scotsman is put out;
`used` — Derek Anderson once his move is spent; `flipped` — Peggy McLeod when turned face down.
`mob[...]` (`core.room`):
- peggy_mcwander: {"fields": {clan field: coins on the token lying there}};
- peggy_mcleod: {"res": {"pos", "tile", "coins", "gone"} | None — the reserved rondel tile (`gone`:
  it left the rondel without anybody taking it), "bound": the controller's turn must take it,
  "check": the controller's piece moved while bound or past The End (settled after the action)};
- kenneth_mcsnitch / fergus_mcdarkie / mike_mccastle: {"seat", "cell"} — where the Scotsman stands
  (None while it is being sent somewhere: a "to" prompt is open), "guards": the land owner's
  Scotsmen on that tile when last looked at (more of them = an opposing Scotsman came in),
  "jump": Fergus has just been paid and moves on. The Scotsman counts in the controller's
  `players[s]["scots_away"]`, so it leaves their supply.
"""

from __future__ import annotations

from collections import Counter

from ... import effects, market, rondel
from ... import territory as terr
from ...data_files import CLANS, RONDEL_SPACES, TILES
from .. import modify
from .core import MOBSTERS, act, ask, c8, gained, mod, on, prompt_options, room, turn_actions

WANDER = "peggy_mcwander"
JOE = "joe_mcduff"
BRUCE = "bruce_mcmail"
LEOD = "peggy_mcleod"
KENNETH = "kenneth_mcsnitch"
FERGUS = "fergus_mcdarkie"
SYBIL = "sybil_mcsponge"
DEREK = "derek_anderson"
MIKE = "mike_mccastle"
SCOTS = (KENNETH, FERGUS, MIKE)  # one of the controller's Scotsmen in another player's land
BASE = (WANDER, JOE, BRUCE, LEOD, KENNETH, FERGUS, SYBIL, DEREK, MIKE)
CASTLE = "1,0"
SYBIL_AT = 6  # '한 가지 원인에서 승점 6점 이상을 얻은 경우'


def _get(state: dict, mob: str) -> dict:
    """The mobster's room, read only (legal_actions never writes to the state)."""
    return state["c8"]["mob"].get(mob, {})


def _pop_own(state: dict, prompt: dict, mob: str) -> None:
    """An answer to the mobster's own prompt closes it (a turn action leaves the turn's prompt)."""
    if prompt.get("kind") == "chronicle" and prompt.get("mob") == mob:
        state["prompts"].pop()


def _room_left(land: dict, cell: str) -> bool:
    return sum(land[cell]["res"].values()) < terr.MAX_RESOURCES


def _take_res(land: dict, cell: str, res: str) -> None:
    spot = land[cell]["res"]
    spot[res] -= 1
    if not spot[res]:
        del spot[res]


def _init_tokens(state: dict, mob: str) -> None:
    card = MOBSTERS[mob]
    c8(state)["tokens"][mob] = list(card["token_values"]) if "token_values" in card else card["tokens"]


# --- Peggy McWander (페기 맥원더) -------------------------------------------------------------------------

@gained(WANDER)
def _wander_gained(state: dict, owner: int, rng, events: list) -> None:
    """'이 카드를 가져가면 '페기 맥원더' 토큰 2개를 받습니다' (coins 2 and 3: authored)."""
    _init_tokens(state, WANDER)
    room(state, WANDER)["fields"] = {}


def _wander_fields(state: dict) -> dict:
    return _get(state, WANDER).get("fields", {})


@turn_actions(WANDER)
def _wander_actions(state: dict, owner: int, prompt: dict) -> list[dict]:
    """'페기 맥원더 토큰 1~2개를 클랜 판의 비어있는 클랜 필드에 놓을 수 있습니다' — one token per action,
    in one turn or several (C8-2); an empty field holds no marker and no other token. The field first,
    then which token (`pick_token`)."""
    if not c8(state)["tokens"].get(WANDER):
        return []
    fields = _wander_fields(state)
    return [{"type": "c_mob_field", "mob": WANDER, "field": f} for f in sorted(CLANS)
            if not state["clans"].get(f) and f not in fields]


def _wander_put(state: dict, seat: int, coins: int, events: list, field: str) -> None:
    c8(state)["tokens"][WANDER].remove(coins)
    room(state, WANDER).setdefault("fields", {})[field] = coins
    events.append({"type": "c8_field", "seat": seat, "field": field, "coins": coins})


def token_options(state: dict, mob: str) -> list[dict]:
    return [{"type": "c_mob_token", "coins": v} for v in sorted(set(c8(state)["tokens"][mob]))]


def _register_token_placing(mob: str, choose: str, where: str, put) -> None:
    """The two Peggys put coin tokens somewhere: the turn action `choose` names the place (`where`),
    then the token is picked — asked (step "token") unless all left show the same coins (C8-2)."""

    def run(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
        if action["type"] == choose:
            values = sorted(set(c8(state)["tokens"][mob]))
            if len(values) > 1:
                ask(state, seat, mob, "token", **{where: action[where]})
            else:
                put(state, seat, values[0], events, action[where])
            return
        _pop_own(state, prompt, mob)
        put(state, seat, action["coins"], events, prompt[where])

    act(mob)(run)
    prompt_options(mob)(lambda state, seat, prompt: token_options(state, mob))


_register_token_placing(WANDER, "c_mob_field", "field", _wander_put)


@mod("clan_extra", WANDER)
def _wander_extra(state: dict, owner: int, seat: int, ctx: dict, value: int) -> int:
    """'그곳 토큰에 표시된 만큼의 동전을 먼저 … 내야 합니다. 그러지 않으면 그곳에는 클랜 마커를 놓지 못합니다'
    (the field's price grows, so it is offered only when affordable); the controller pays only the road."""
    coins = _wander_fields(state).get(ctx["field"])
    return value + coins if coins and seat != owner else value


@on("clan_marked", WANDER)
def _wander_marked(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """The token's coins go to the controller; '클랜 마커가 놓인 클랜 필드에서는 페기 맥원더 토큰이
    버려집니다'. A marker placed for free by another chronicle's effect pays no token (C8-3)."""
    coins = room(state, WANDER).setdefault("fields", {}).pop(ctx["field"], None)
    if coins is None:
        return
    paid = seat != owner and ctx["coins"] >= coins
    if paid:
        state["players"][owner]["coins"] += coins
    events.append({"type": "c8_field_paid", "seat": seat, "to": owner, "field": ctx["field"],
                   "coins": coins if paid else 0})


# --- Joe McDuff (조 맥더프) -------------------------------------------------------------------------------

@gained(JOE)
def _joe_gained(state: dict, owner: int, rng, events: list) -> None:
    _init_tokens(state, JOE)


def market_rows(state: dict) -> dict[str, list[int]]:
    """The market's rows, and chronicle 4's England row ('잉글랜드 가로줄도 여기에 해당 됩니다')."""
    rows = {res: state["market"][res] for res in sorted(state["market"])}
    if 4 in state.get("chronicles", ()) and state.get("c4"):
        rows["england"] = state["c4"]["row"]
    return rows


@turn_actions(JOE)
def _joe_actions(state: dict, owner: int, prompt: dict) -> list[dict]:
    if not c8(state)["tokens"].get(JOE):
        return []
    return [{"type": "c_mob_coins", "mob": JOE, "row": name} for name, row in market_rows(state).items() if any(row)]


@act(JOE)
def _joe_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    """'조 맥더프 토큰을 내고, 시장 가로줄 한 곳에서 '동전이 가장 많이 쌓인 칸'의 모든 동전을 가져올 수
    있습니다' — several tokens in a turn are several actions. The fullest field is the rightmost filled
    one (fields fill from the left; C8-18)."""
    row = market_rows(state)[action["row"]]
    i = max(range(len(row)), key=lambda k: (row[k], k))
    coins, row[i] = row[i], 0
    c8(state)["tokens"][JOE] -= 1
    state["players"][seat]["coins"] += coins
    events.append({"type": "c8_market_coins", "seat": seat, "row": action["row"], "coins": coins})


# --- Bruce McMail (브루스 맥메일) --------------------------------------------------------------------------

@gained(BRUCE)
def _bruce_gained(state: dict, owner: int, rng, events: list) -> None:
    """'중앙 공급처에서 동전 3개를 가져와 이 카드 위에 놓습니다' (kept as the card's token count)."""
    c8(state)["tokens"][BRUCE] = MOBSTERS[BRUCE]["coins_on_card"]


@on("activated", BRUCE)
def _bruce_activated(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'다른 플레이어가 가축 타일이나 자재 타일을 활성화하여 자원을 생산할 경우' — the controller is asked
    once per such activation (C8-4), if a produced resource lies on the tile and they can use it."""
    if seat == owner or not c8(state)["tokens"].get(BRUCE):
        return
    land = state["players"][seat]["land"]
    cell = ctx["cell"]
    if cell not in land or terr.top(land, cell)["type"] not in ("animal", "material"):
        return
    made = sorted({op["res"] for op in ctx["ops"] if op["op"] == "put" and op.get("cell") == cell})
    if _bruce_options(state, owner, seat, cell, made):
        ask(state, owner, BRUCE, "buy", producer=seat, cell=cell, res=made)


def _bruce_options(state: dict, owner: int, producer: int, cell: str, made: list[str]) -> list[dict]:
    """'이렇게 받은 자원은 자기 땅 타일 아무데나 놓거나 시장에 판매합니다.'"""
    there = state["players"][producer]["land"].get(cell, {}).get("res", {})
    land = state["players"][owner]["land"]
    cells = [c for c in sorted(land) if _room_left(land, c)]
    out = []
    for res in made:
        if not there.get(res):
            continue
        out += [{"type": "c_mob_buy", "res": res, "cell": c} for c in cells]
        if market.sell_price(state["market"], res) is not None:
            out.append({"type": "c_mob_buy", "res": res, "sell": True})
    return out


@prompt_options(BRUCE)
def _bruce_prompt(state: dict, seat: int, prompt: dict) -> list[dict]:
    return _bruce_options(state, seat, prompt["producer"], prompt["cell"], prompt["res"]) + [{"type": "c_mob_skip"}]


@act(BRUCE)
def _bruce_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    """'이 카드 위의 동전 1개를 그 플레이어에게 내고 해당 자원 중 1개를 받아올 수 있습니다.'"""
    _pop_own(state, prompt, BRUCE)
    if action["type"] == "c_mob_skip":
        return
    producer, res = prompt["producer"], action["res"]
    _take_res(state["players"][producer]["land"], prompt["cell"], res)
    c8(state)["tokens"][BRUCE] -= 1
    state["players"][producer]["coins"] += 1
    if action.get("sell"):
        coins = market.sell(state["market"], res)
        state["players"][seat]["coins"] += coins
        events.append({"type": "market_sell", "seat": seat, "res": res, "coins": coins})
    else:
        terr.add_resource(state["players"][seat]["land"], action["cell"], res)
    events.append({"type": "c8_bought", "seat": seat, "from": producer, "res": res})


# --- Peggy McLeod (페기 맥레오드) -------------------------------------------------------------------------

@gained(LEOD)
def _leod_gained(state: dict, owner: int, rng, events: list) -> None:
    _init_tokens(state, LEOD)
    room(state, LEOD).update({"res": None, "bound": False, "check": False})


def _reserved(state: dict) -> dict | None:
    return _get(state, LEOD).get("res")


def can_take(state: dict, seat: int, pos: int) -> bool:
    """Whether the player could take the rondel tile at `pos` now by the rules of taking: ahead of
    their piece within a lap, free, not protected, its cost affordable and a place for it."""
    from ... import turns

    p = state["players"][seat]
    tile_id = state["rondel"].get(str(pos))
    if p["finished"] or tile_id is None or not p["pos"] < pos < p["pos"] + RONDEL_SPACES:
        return False
    tile = TILES[tile_id]
    if tile["type"] in ("end", "marker") or tile.get("protected") or pos in rondel.occupied(state):
        return False
    return turns.can_take_tile(state, seat, tile_id)


@turn_actions(LEOD)
def _leod_actions(state: dict, owner: int, prompt: dict) -> list[dict]:
    """'페기 맥레오드 토큰 1개를 론델 위에서 자기 론델 표시말보다 앞쪽에 있는 아무 타일 1개에 놓을 수
    있습니다' — one reservation at a time (C8-5), a tile the controller could take now (C8-6); not
    once their piece is past The End ('남아 있는 페기 맥레오드 토큰을 사용할 수 없습니다'). The tile
    first, then which token (`pick_token`)."""
    turn = state.get("turn") or {}
    if not c8(state)["tokens"].get(LEOD) or _reserved(state) is not None or turn.get("finishing") \
            or state["players"][owner]["finished"]:
        return []
    here = state["players"][owner]["pos"]
    return [{"type": "c_mob_reserve", "mob": LEOD, "pos": pos} for pos in rondel.all_ahead(state, here)
            if can_take(state, owner, pos)]


def _leod_put(state: dict, seat: int, coins: int, events: list, pos: int) -> None:
    c8(state)["tokens"][LEOD].remove(coins)
    room(state, LEOD)["res"] = {"pos": pos, "tile": state["rondel"][str(pos)], "coins": coins, "gone": False}
    events.append({"type": "c8_reserve", "seat": seat, "pos": pos, "coins": coins})


_register_token_placing(LEOD, "c_mob_reserve", "pos", _leod_put)


def _leod_live(state: dict) -> dict | None:
    """The reservation while its tile is still on the rondel."""
    res = _reserved(state)
    return res if res is not None and not res["gone"] else None


@mod("tile_cost", LEOD)
def _leod_cost(state: dict, owner: int, seat: int, ctx: dict, value: dict) -> dict:
    """'이 플레이어가 선점한 타일을 다른 플레이어가 가져가려면, 그곳 토큰에 표시된 만큼의 동전을 먼저 토큰을
    놓은 플레이어에게 줘야 합니다' — part of the tile's cost (so it must be affordable); the controller
    pays nothing more."""
    res = _leod_live(state)
    if res is None or seat == owner or ctx["tile"] != res["tile"]:
        return value
    value = dict(value)
    value["coins"] = value.get("coins", 0) + res["coins"]
    return value


@on("taken", LEOD)
def _leod_taken(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """The coins paid with the reserved tile go to the controller; the token is spent (C8-7)."""
    res = _leod_live(state)
    if res is None or ctx["tile"] != res["tile"]:
        return
    if seat != owner:
        state["players"][owner]["coins"] += res["coins"]
        events.append({"type": "c8_reserve_paid", "seat": seat, "to": owner, "coins": res["coins"]})
    r = room(state, LEOD)
    r.update({"res": None, "bound": False, "check": False})


@mod("die_skip", LEOD)
def _leod_die(state: dict, owner: int, seat: int, ctx: dict, value: bool) -> bool:
    """The die passes over a reserved tile (C8-8: it is somebody's, like a tile with a piece)."""
    res = _leod_live(state)
    return value or (res is not None and ctx["pos"] == res["pos"])


@on("turn_start", LEOD)
def _leod_turn_start(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'다른 누구도 선점한 타일을 가져가지 않았다면, … 다음 자기 차례에 반드시 그 타일을 가져가야 합니다';
    '만약, 다음 자기 차례에 그 타일을 정상적으로 얻지 못한다(…), 페기 맥레오드 카드를 뒷면으로 뒤집고 남아있는
    페기 맥레오드 토큰을 모두 버려야 합니다.'"""
    res = _reserved(state)
    if seat != owner or res is None:
        return
    if not res["gone"] and can_take(state, seat, res["pos"]):
        room(state, LEOD)["bound"] = True
    else:
        _leod_flip(state, owner, events)


@mod("may_take", LEOD)
def _leod_may_take(state: dict, owner: int, seat: int, ctx: dict, value: bool) -> bool:
    """'(다른 타일을 선택할 수 없습니다)' — nor stop on The End."""
    res = _reserved(state)
    if seat == owner and res is not None and _get(state, LEOD).get("bound") and ctx["pos"] != res["pos"]:
        return False
    return value


@on("moved_piece", LEOD)
def _leod_moved(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """The controller's piece stops somewhere while the tile binds them, or passes The End with a
    reservation left: unless that move takes the reserved tile (moment `taken` right after), they
    could not take it — settled after the action (C8-21)."""
    res = _reserved(state)
    if seat != owner or res is None or ctx.get("passing"):
        return
    end = rondel.end_position(state)
    r = room(state, LEOD)
    if r.get("bound") or (end is not None and ctx["pos"] >= end):
        r["check"] = True


@on("after_action", LEOD)
def _leod_after(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    r = room(state, LEOD)
    res = r.get("res")
    if res is not None and not res["gone"] and state["rondel"].get(str(res["pos"])) != res["tile"]:
        res["gone"] = True  # discarded by the Englishman or passed over: nobody took it
    if r.get("check"):
        r["check"] = False
        if r.get("res") is not None:
            _leod_flip(state, owner, events)


@on("refilled", LEOD)
def _leod_refilled(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    res = _reserved(state)
    if res is not None and not res["gone"] and state["rondel"].get(str(res["pos"])) != res["tile"]:
        res["gone"] = True


def _leod_flip(state: dict, owner: int, events: list) -> None:
    """The card is turned face down, its tokens (the reserving one too) leave the game; its effect
    ends, its VP penalty stays ('이 카드에 표시된 만큼 승점 토큰을 버려야 합니다')."""
    c = c8(state)
    c["flipped"].append(LEOD)
    c["tokens"][LEOD] = []
    room(state, LEOD).update({"res": None, "bound": False, "check": False})
    events.append({"type": "c8_flipped", "seat": owner, "mobster": LEOD})


# --- Kenneth McSnitch, Fergus McDarkie, Mike McCastle: a Scotsman in another player's land -------------

def _scot_sources(state: dict, seat: int) -> list[str]:
    """'자기 개인 공급처나 자기 땅 타일 위에 있는 스코츠맨 1명'."""
    land = state["players"][seat]["land"]
    return (["supply"] if effects.supply_scotsmen(state, seat) > 0 else []) + \
        [cell for cell, spot in sorted(land.items()) if spot["scots"]]


def destinations(state: dict, mob: str, owner: int, exclude: int | None) -> list[dict]:
    """Where the Scotsman may go: any tile of another player's land (Mike: their home castle);
    `exclude` — the player he leaves when he moves on ('또 다른 플레이어', C8-10)."""
    seats = [s for s in range(state["n"]) if s not in (owner, exclude)] or \
        [s for s in range(state["n"]) if s != owner]
    out = []
    for s in seats:
        cells = [CASTLE] if mob == MIKE else sorted(state["players"][s]["land"], key=lambda c: terr.xy(c)[::-1])
        out += [{"type": "c_mob_to", "seat": s, "cell": cell} for cell in cells]
    return out


def _scots_gained(state: dict, owner: int, mob: str) -> None:
    """'카드를 받은 즉시 또는 나중에 언제든 자기 차례에' — asked at once, skippable (C8-22)."""
    _init_tokens(state, mob)
    room(state, mob).update({"seat": None, "cell": None, "guards": 0, "jump": False})
    if _scot_sources(state, owner):
        ask(state, owner, mob, "gain")


def _scot_actions(state: dict, owner: int, mob: str) -> list[dict]:
    if not c8(state)["tokens"].get(mob):
        return []
    return [{"type": "c_mob_scot", "mob": mob, "from": src} for src in _scot_sources(state, owner)]


def _scot_prompt(state: dict, seat: int, prompt: dict, mob: str) -> list[dict]:
    step = prompt["step"]
    if step == "gain":
        return [{"type": "c_mob_scot", "from": src} for src in _scot_sources(state, seat)] + [{"type": "c_mob_skip"}]
    if step == "to":
        return destinations(state, mob, seat, prompt.get("exclude"))
    return _steal_options(state, seat) + [{"type": "c_mob_skip"}]  # Kenneth's "steal"


def send(state: dict, mob: str, owner: int, exclude: int | None, events: list) -> None:
    """The Scotsman goes to a tile the controller chooses (no question when there is one place)."""
    room(state, mob).update({"seat": None, "cell": None, "jump": False})
    where = destinations(state, mob, owner, exclude)
    if len(where) == 1:
        _put(state, mob, where[0]["seat"], where[0]["cell"], events)
    else:
        ask(state, owner, mob, "to", exclude=exclude)


def _put(state: dict, mob: str, seat: int, cell: str, events: list) -> None:
    r = room(state, mob)
    r.update({"seat": seat, "cell": cell, "guards": state["players"][seat]["land"][cell]["scots"], "jump": False})
    events.append({"type": "c8_scotsman", "mobster": mob, "seat": seat, "cell": cell})


def _scot_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list, mob: str) -> bool:
    """The actions the three share; False if the action is another (Kenneth's own)."""
    atype = action["type"]
    if atype == "c_mob_skip" and prompt.get("step") == "gain":
        _pop_own(state, prompt, mob)
        return True
    if atype == "c_mob_scot":
        _pop_own(state, prompt, mob)
        p = state["players"][seat]
        if action["from"] != "supply":
            p["land"][action["from"]]["scots"] -= 1
        p["scots_away"] += 1
        c8(state)["tokens"][mob] = 0
        send(state, mob, seat, None, events)
        return True
    if atype == "c_mob_to":
        _pop_own(state, prompt, mob)
        _put(state, mob, action["seat"], action["cell"], events)
        return True
    return False


def _scot_after(state: dict, owner: int, mob: str, events: list) -> None:
    """'만약 상대 스코츠맨이 … 있는 타일로 들어오면, 즉시 … 또 다른 플레이어의 땅에 놓아야 합니다': more of
    the land owner's Scotsmen on his tile than when last looked (C8-11). His tile gone from that land
    (removed, or moved by Derek Anderson): he is placed again (C8-12). Fergus paid: he moves on."""
    r = room(state, mob)
    seat, cell = r.get("seat"), r.get("cell")
    if seat is None:
        return
    land = state["players"][seat]["land"]
    if r.get("jump"):
        send(state, mob, owner, seat, events)
    elif cell not in land:
        send(state, mob, owner, None, events)
    elif land[cell]["scots"] > r["guards"]:
        events.append({"type": "c8_chased", "mobster": mob, "seat": seat, "cell": cell})
        send(state, mob, owner, seat, events)
    else:
        r["guards"] = land[cell]["scots"]


def _scots_invariants(state: dict) -> None:
    c = c8(state)
    away = [0] * state["n"]
    for mob in SCOTS:
        owner = c["control"].get(mob)
        if owner is None:
            continue
        r = _get(state, mob)
        if c["tokens"].get(mob):
            assert r.get("seat") is None, f"{mob} out with its token in hand"
            continue
        away[owner] += 1
        if r.get("seat") is None:  # on its way: the controller is choosing where
            assert any(p.get("mob") == mob and p.get("step") == "to" for p in state["prompts"]) or \
                state["phase"] != "play", f"{mob} nowhere"
            continue
        assert r["seat"] != owner, f"{mob} in the controller's own land"
        if state["phase"] == "play":
            assert r["cell"] in state["players"][r["seat"]]["land"], f"{mob} off the land"
        assert mob != MIKE or r["cell"] == CASTLE
    assert [p["scots_away"] for p in state["players"]] == away, "Scotsmen away from the land miscounted"


def _register_scotsman(mob: str) -> None:
    """What the three share; Kenneth adds his moves and thefts below (his entries replace these)."""
    gained(mob)(lambda state, owner, rng, events: _scots_gained(state, owner, mob))
    on("after_action", mob)(lambda state, owner, seat, ctx, rng, events: _scot_after(state, owner, mob, events))
    turn_actions(mob)(lambda state, owner, prompt: _scot_actions(state, owner, mob))
    prompt_options(mob)(lambda state, seat, prompt: _scot_prompt(state, seat, prompt, mob))
    act(mob)(lambda state, seat, prompt, action, rng, events: _scot_act(state, seat, prompt, action, rng, events, mob))


for _mob in SCOTS:
    _register_scotsman(_mob)


@on("invariants", KENNETH)
@on("invariants", FERGUS)
@on("invariants", MIKE)
def _scots_checked(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    _scots_invariants(state)


# Kenneth McSnitch (케네스 맥스니치): moves with the controller's movement points and steals.

@turn_actions(KENNETH)
def _kenneth_actions(state: dict, owner: int, prompt: dict) -> list[dict]:
    """'자기 이동 점수를 사용해서 케네스 맥스니치를 이웃 타일로 이동시킬 수 있습니다. 단, 상대 스코츠맨이
    지키고 있는 타일로는 이동시킬 수 없습니다' — to the 8 neighbours, as a Scotsman moves; guarded by the
    land owner's Scotsmen (C8-20)."""
    out = _scot_actions(state, owner, KENNETH)
    r = _get(state, KENNETH)
    turn = state.get("turn") or {}
    if r.get("seat") is not None and turn.get("moves", 0) > 0:
        land = state["players"][r["seat"]]["land"]
        out += [{"type": "c_mob_move", "mob": KENNETH, "to": nb} for nb in terr.neighbours8(r["cell"])
                if nb in land and not land[nb]["scots"]]
    return out


def _steal_options(state: dict, owner: int) -> list[dict]:
    """'자원이 있는 타일 위로 케네스 맥스니치를 이동시키면, 그 자원 중 1개를 빼앗을(가져올) 수 있습니다. 이렇게
    빼앗은 자원을 자기 땅의 타일 위에 놓습니다' — only with room on one's own tiles (C8-9)."""
    r = _get(state, KENNETH)
    if r.get("seat") is None:
        return []
    there = state["players"][r["seat"]]["land"][r["cell"]]["res"]
    land = state["players"][owner]["land"]
    cells = [c for c in sorted(land) if _room_left(land, c)]
    return [{"type": "c_mob_steal", "res": res, "cell": c} for res in sorted(there) for c in cells]


@act(KENNETH)
def _kenneth_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    if _scot_act(state, seat, prompt, action, rng, events, KENNETH):
        return
    r = room(state, KENNETH)
    atype = action["type"]
    if atype == "c_mob_move":
        state["turn"]["moves"] -= 1
        r["cell"] = action["to"]
        r["guards"] = 0
        events.append({"type": "c8_scotsman_moved", "mobster": KENNETH, "seat": r["seat"], "cell": r["cell"]})
        if _steal_options(state, seat):
            ask(state, seat, KENNETH, "steal")
        return
    _pop_own(state, prompt, KENNETH)
    if atype == "c_mob_steal":
        victim = r["seat"]
        _take_res(state["players"][victim]["land"], r["cell"], action["res"])
        terr.add_resource(state["players"][seat]["land"], action["cell"], action["res"])
        events.append({"type": "c8_stolen", "seat": seat, "from": victim, "res": action["res"]})
        # '케네스 맥스니치로 자원을 빼앗았다면 그 즉시 케네스 맥스니치를 또 다른 플레이어 땅의 아무 타일 위에 놓습니다'
        send(state, KENNETH, seat, victim, events)


# Fergus McDarkie (퍼거스 맥다키): a coin for every tile laid next to him.

@mod("placements", FERGUS)
def _fergus_placements(state: dict, owner: int, seat: int, ctx: dict, cells: list[str]) -> list[str]:
    """'어떤 타일을 퍼거스 맥다키의 주변 팔방향 중 한 곳에 배치하려면, 그 플레이어는 먼저 … 동전 1개를 내야
    합니다(이는 론델에서 타일을 얻을 때 내는 추가 비용으로 간주합니다). 만약 동전을 낼 수 없다면, … 타일을
    배치할 수 없습니다.' Asked before the tile is taken, the coin comes on top of what it still costs.
    Any tile the land's owner lays there (a Munro tile too), not his own cell, not Derek Anderson's
    move (C8-19)."""
    r = _get(state, FERGUS)
    if r.get("seat") != seat or r.get("cell") is None:
        return cells
    near = set(terr.neighbours8(r["cell"]))
    if not near.intersection(cells):
        return cells
    cost = ctx.get("cost")
    if cost is None:
        ok = state["players"][seat]["coins"] >= 1
    else:
        ok = effects.affordable(state, seat, dict(cost, coins=cost.get("coins", 0) + 1))
    return cells if ok else [c for c in cells if c not in near]


@on("placed", FERGUS)
def _fergus_placed(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """The coin goes to the controller, who then puts Fergus in yet another player's land ('이 방법으로
    동전을 받은 다음 퍼거스 맥다키를 또 다른 플레이어의 땅의 아무 타일 위에 놓습니다') — asked once the
    action is over (moment `after_action`)."""
    r = room(state, FERGUS)
    if r.get("seat") != seat or r.get("cell") is None or ctx["cell"] not in terr.neighbours8(r["cell"]):
        return
    p = state["players"][seat]
    if p["coins"] < 1:  # cannot happen: such a cell is not offered
        return
    p["coins"] -= 1
    state["players"][owner]["coins"] += 1
    r["jump"] = True
    events.append({"type": "c8_fee", "seat": seat, "to": owner, "coins": 1})


# Mike McCastle (마이크 맥캐슬): scored in the controller's home castle.

@mod("category", MIKE)
def _mike_category(state: dict, owner: int, seat: int, ctx: dict, value: int) -> int:
    """'마이크 맥캐슬이 있는 고향 성 타일의 스코츠맨 1명은 스코츠맨 승점 계산에서 제외됩니다. 하지만 마이크
    맥캐슬은 … 통제하는 플레이어의 고향 성에 있는 것으로 간주합니다' — Castle Moil doubles him for
    whoever holds it, as it doubles their own Scotsmen (C8-13)."""
    r = _get(state, MIKE)
    if ctx["name"] != "castle" or r.get("seat") is None:
        return value
    weight = 2 if "castle_moil" in state["players"][seat]["landmarks"] else 1
    if seat == r["seat"] and state["players"][seat]["land"][CASTLE]["scots"] > 0:
        value -= weight
    if seat == owner:
        value += weight
    return value


# --- Sybil McSponge (시빌 맥스폰지) -------------------------------------------------------------------------

def _sybil_give(state: dict, owner: int, seat: int, why: str, events: list) -> None:
    state["players"][seat]["vp"] -= 1
    state["players"][owner]["vp"] += 1
    events.append({"type": "c8_sponged", "seat": seat, "to": owner, "why": why})


@on("vp_gain", SYBIL)
def _sybil_vp(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'언제든 어떤 플레이어가 자기 차례에 한 가지 원인에서 승점 6점 이상을 얻은 경우, … 승점 1점을 …
    줘야 합니다. 이 효과는 각 차례에 한 번씩만 쓸 수 있습니다.' A gain outside any turn belongs to a
    scoring (chronicle 5's haggis scoring): there every gain counts (C8-14)."""
    if seat == owner or ctx["vp"] < SYBIL_AT:
        return
    turn = state.get("turn")
    if turn is not None and ctx["why"] != "haggis":
        if turn.get("englishman") or turn["seat"] != seat or turn.get("c8_sybil"):
            return  # not their own turn (chronicle 4's Englishman: C8-14), or already paid this turn
        turn["c8_sybil"] = True
    _sybil_give(state, owner, seat, ctx["why"], events)


def _per_seat(row, n: int) -> bool:
    return isinstance(row, list) and len(row) == n and all(isinstance(v, int) and not isinstance(v, bool) for v in row)


def _sybil_rows(state: dict, owner: int, rows: list[list[int]], why: str, events: list) -> list[int]:
    """'이 효과는 승점 계산을 실시할 때마다 여러 번 적용될 수 있으며, … 각각의 플레이어에게도 여러 번 적용될
    수 있습니다' — 1 VP for every source of 6 or more of every other player."""
    delta = [0] * state["n"]
    for row in rows:
        for seat, vp in enumerate(row):
            if seat != owner and vp >= SYBIL_AT:
                delta[seat] -= 1
                delta[owner] += 1
    for seat, d in enumerate(delta):
        state["players"][seat]["vp"] += d
    if any(delta):
        events.append({"type": "c8_sponged_scoring", "to": owner, "vp": delta, "why": why})
    return delta


@on("scoring", SYBIL)
def _sybil_scoring(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """Each category of the scoring is a source, and each row another chronicle added to it (e.g.
    chronicle 6's event cards); recorded as the scoring's `c8` row."""
    record = state["scorings"][-1]
    n = state["n"]
    rows = list(record["vp"].values()) + [v for k, v in record.items() if k not in ("values", "vp", "round", "c8")
                                          and _per_seat(v, n)]
    record["c8"] = _sybil_rows(state, owner, rows, "scoring", events)


@on("final", SYBIL)
def _sybil_final(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """The final scoring's parts: territory, coins, landmark cards, each kept clan-gathering card
    (chronicle 7), the "+1" pennies…; recorded as `result["c8"]["sybil"]`."""
    result = ctx["result"]
    n = state["n"]
    rows = []
    for value in result.values():
        if _per_seat(value, n):
            rows.append(value)
        elif isinstance(value, dict):
            rows += [v for v in value.values() if _per_seat(v, n)]
        elif isinstance(value, list):
            rows += [item["vp"] for item in value if isinstance(item, dict) and _per_seat(item.get("vp"), n)]
    delta = _sybil_rows(state, owner, rows, "final", events)
    if isinstance(result.get("c8"), dict):
        result["c8"]["sybil"] = delta


# --- Derek Anderson (데렉 앤더슨) ---------------------------------------------------------------------------

def _derek_movable(state: dict, seat: int) -> list[str]:
    """'이 방식으로는 거래 타일을 빼앗을 수 없습니다' (a stack holding one neither, C8-15); not the home
    tile, nor a tile another chronicle keeps, nor one whose leaving would split the land."""
    land = state["players"][seat]["land"]
    keep = frozenset(modify(state, seat, "keep_tiles", {}, []))
    return [cell for cell in sorted(land, key=lambda c: terr.xy(c)[::-1])
            if not any(TILES[t]["type"] == "trade" for t in land[cell]["tiles"]) and terr.removable(land, [cell], keep)]


def derek_targets(state: dict, seat: int, cell: str) -> list[dict]:
    """'다른 아무 플레이어의 땅에 배치' — another land than its own (C8-16), by every placement rule but
    the Scotsman's (a new cell joined by an edge, the river fitting)."""
    base = state["players"][seat]["land"][cell]["tiles"][0]
    return [{"type": "c_mob_to", "seat": d, "cell": spot} for d in range(state["n"]) if d != seat
            for spot in terr.placements(state["players"][d]["land"], base, anywhere=True)]


@turn_actions(DEREK)
def _derek_actions(state: dict, owner: int, prompt: dict) -> list[dict]:
    """'게임 중 단 한 번. 자기 차례에, 아무 플레이어의 타일 1개를 빼앗아 다른 아무 플레이어의 땅에 배치할 수
    있습니다' — first the tile, then (a prompt) where it goes; a tile only if it fits somewhere."""
    if DEREK in c8(state)["used"]:
        return []
    fits: dict[tuple, bool] = {}  # (land, river shape) → a cell fits; tiles differ only by their river here

    def fit(dest: int, base: str) -> bool:
        key = (dest, tuple(sorted(TILES[base].get("river") or [])))
        if key not in fits:
            fits[key] = bool(terr.placements(state["players"][dest]["land"], base, anywhere=True))
        return fits[key]

    out = []
    for s in range(state["n"]):
        land = state["players"][s]["land"]
        for cell in _derek_movable(state, s):
            base = land[cell]["tiles"][0]
            if any(fit(d, base) for d in range(state["n"]) if d != s):
                out.append({"type": "c_mob_tile", "mob": DEREK, "seat": s, "cell": cell})
    return out


@prompt_options(DEREK)
def _derek_prompt(state: dict, seat: int, prompt: dict) -> list[dict]:
    return derek_targets(state, prompt["from_seat"], prompt["from_cell"])


@act(DEREK)
def _derek_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    if action["type"] == "c_mob_tile":
        c8(state)["used"].append(DEREK)
        ask(state, seat, DEREK, "to", from_seat=action["seat"], from_cell=action["cell"])
        return
    _pop_own(state, prompt, DEREK)
    derek_move(state, seat, prompt["from_seat"], prompt["from_cell"], action["seat"], action["cell"], events)


def derek_move(state: dict, seat: int, src: int, cell: str, dest: int, to: str, events: list) -> None:
    """The whole stack moves ('증축 타일을 빼앗았다면, 그 아래에 놓인 타일들도 함께 빼앗습니다') with its
    resources; Scotsmen on it go to their owner's home castle (C8-17). It activates nothing ('스스로
    활성화되지도 않고 이웃 타일들을 활성화하지도 않습니다')."""
    land = state["players"][src]["land"]
    spot = land.pop(cell)
    land[CASTLE]["scots"] += spot["scots"]
    state["players"][dest]["land"][to] = {"tiles": spot["tiles"], "res": spot["res"], "scots": 0}
    events.append({"type": "c8_tile_moved", "seat": seat, "from": [src, cell], "to": [dest, to], "tiles": list(spot["tiles"])})


# --- checks -----------------------------------------------------------------------------------------------

@on("invariants", WANDER)
def _wander_invariants(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    fields = _wander_fields(state)
    out = Counter(c8(state)["tokens"].get(WANDER) or []) + Counter(fields.values())
    assert not out - Counter(MOBSTERS[WANDER]["token_values"]), "Peggy McWander's tokens"
    assert not any(state["clans"].get(f) for f in fields), "a token on a marked field"


@on("invariants", LEOD)
def _leod_invariants(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    r = _get(state, LEOD)
    res = r.get("res")
    held = list(c8(state)["tokens"].get(LEOD) or [])
    assert len(held) + (res is not None) <= len(MOBSTERS[LEOD]["token_values"])
    if res is not None and not res["gone"] and state["phase"] == "play":
        assert state["rondel"].get(str(res["pos"])) == res["tile"], "the reserved tile left the rondel"
    assert not r.get("bound") or res is not None


@on("invariants", JOE)
def _joe_invariants(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    assert 0 <= c8(state)["tokens"][JOE] <= MOBSTERS[JOE]["tokens"]


@on("invariants", BRUCE)
def _bruce_invariants(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    assert 0 <= c8(state)["tokens"][BRUCE] <= MOBSTERS[BRUCE]["coins_on_card"]


@on("invariants", DEREK)
def _derek_invariants(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    asking = any(p.get("mob") == DEREK for p in state["prompts"])
    assert not asking or DEREK in c8(state)["used"]
