"""Chronicle 6 — the Dubious Book of Scottish History (rulebook 연대기 6 - 스코틀랜드 역사를 담은
수상쩍은 책).

The landmark cards become landmark-event cards: taking one does its landmark effect as before (the
base effects, and here those of the four new landmarks). The event icon (on the four assembly
halls) lets its player choose one of their cards not yet turned, carry out its event (or not) and
turn it to its event side. Turned cards still count as landmark cards and give 1 VP more at every
scoring. Inverness's and the Old Man of Storr's events change a scoring table for the rest of the
game (the tables are provisional data: `landmarks.json` `event_table`).

State `state["c6"]`: `flipped[seat]` the cards turned to their event side, in order;
`tables[seat]` the cards whose event table that player scores with.

Every event is a choice op named `c6_<what>` (or the tiles' activation kind `event`): the choice
hook does the part that needs no decision at once and queues the decisions after it.

Decisions (docs/rules-coverage/glen_more_2_c6.md): C6-1 the event is offered only when it can be
carried out, turning alone always; C6-2 resources paid by an event may be bought at the market
like any payment (D1, D17); C6-3 Scotsmen returned by an event come from the land, the player
choosing which; C6-4 rewards produced by another player's tile (Donan Castle) go on any of one's
own tiles; C6-5 the flipped cards' VP are recorded apart from the four categories.
"""

from __future__ import annotations

from .. import effects
from .. import territory as terr
from ..data_files import CLANS, LANDMARKS, RESOURCES, TILES
from . import declare, hook, modifier, react

CASTLE = "1,0"
EVENT_VP = 1  # chronicles.json 6: flipped_card_vp (printed +1 on the event side)
TABLE_CATEGORY = {"inverness": "whisky", "old_man_of_storr": "castle"}
WALLACE = tuple(t for t, tile in TILES.items() if tile.get("name") == "William Wallace")


def book(state: dict) -> dict:
    return state["c6"]


@hook(6, "setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """The new tiles are in their stacks (tile data, `chronicle: 6`); every landmark card is a
    landmark-event card, face up."""
    state["c6"] = {"flipped": [[] for _ in range(state["n"])], "tables": [[] for _ in range(state["n"])]}


# --- the new landmarks' landmark effects ---------------------------------------------------------------

def tile_cell(land: dict, card: str) -> str | None:
    """Where the tile of a landmark card lies in a land (None once removed)."""
    return next((c for c in sorted(land) if any(TILES[t].get("landmark") == card for t in land[c]["tiles"])), None)


@hook(6, "landmark")
def _landmark(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """올드 맨 오브 스토르: 2 stone onto its tile; 던비건 성: 2 sheep onto its tile; 월래스 기념탑:
    every tile of the land may activate; 조지 요새: any number of Scotsmen to the home castle, free."""
    card = ctx["card"]
    cell = tile_cell(state["players"][seat]["land"], card)
    ops = {
        "old_man_of_storr": [{"op": "put", "cell": cell, "res": "stone"}] * 2,
        "dunvegan_castle": [{"op": "put", "cell": cell, "res": "sheep"}] * 2,
        "wallace_monument": [{"op": "activate_all"}],
        "fort_george": [{"op": "c6_home", "left": None}],
    }.get(card)
    if ops and state.get("turn"):
        state["turn"]["queue"][0:0] = [dict(op) for op in ops]


# --- the event activation (사건 발생) ---------------------------------------------------------------------

def unturned(state: dict, seat: int) -> list[str]:
    flipped = book(state)["flipped"][seat]
    return [c for c in state["players"][seat]["landmarks"] if c not in flipped]


def _land_scots(state: dict, seat: int) -> int:
    return terr.scotsmen(state["players"][seat]["land"])


def doable(state: dict, seat: int, card: str) -> bool:
    """Whether the card's event can be carried out now (C6-1)."""
    p = state["players"][seat]
    land = p["land"]
    if card in ("castle_stalker", "castle_of_mey", "fort_george", "old_man_of_storr"):
        return _land_scots(state, seat) >= 1
    if card == "loch_morar":
        return _land_scots(state, seat) >= 2
    if card == "donan_castle":
        return bool(_donan_tiles(state, seat, []))
    if card == "loch_shiel":
        return p["vp"] >= 1 and tile_cell(land, card) is not None and effects.supply_scotsmen(state, seat) > 0
    if card == "armadale_castle":
        return effects.affordable(state, seat, {"stone": 1})
    if card == "dunvegan_castle":
        return effects.affordable(state, seat, {"cattle": 2})
    if card == "wallace_monument":
        return any(c != card for c in unturned(state, seat)) or _owns_wallace(state, seat)
    if card == "glenfinnan_church":
        return tile_cell(land, card) is not None
    if card == "glenfinnan_monument":
        return _englishman(state) is not None and bool(_swap_positions(state))
    if card == "wades_road":
        return bool(_purple_fields(state, seat))
    if card == "loch_lomond":
        return _england_coins(state) > 0
    return card in LANDMARKS  # Loch Lochy, Inverness, Duart Castle, Loch Ness, Castle Moil


@modifier(6, "choice_options")
def _choice_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    op = ctx["op"]
    kind = op["op"]
    if kind == "event":
        out = []
        for card in unturned(state, seat):
            if doable(state, seat, card):
                out.append({"type": "event", "card": card})
            out.append({"type": "flip", "card": card})
        return out + [{"type": "skip"}]
    fn = OPTIONS.get(kind)
    return fn(state, seat, op) if fn else value


@hook(6, "choice")
def _choice(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    op, action = ctx["op"], ctx["action"]
    kind = op["op"]
    if kind == "event":
        flip(state, seat, action["card"], events)
        if action["type"] == "event":
            ops = carry_out(state, seat, action["card"], rng, events)
            state["turn"]["queue"][1:1] = ops
        return
    fn = CHOSEN.get(kind)
    if fn:
        state["turn"]["queue"][1:1] = fn(state, seat, op, action, rng, events) or []


@modifier(6, "payment")
def _payment(state: dict, seat: int, ctx: dict, value: dict) -> dict:
    """What an event's choice pays with `effects.pay` (the player may choose which tiles pay, base D1):
    Dunvegan Castle's 2 cattle, Armadale Castle's stones, Duart Castle's exchange, a tile activated
    by Donan Castle."""
    prompt, action = ctx["prompt"], ctx["action"]
    if prompt["kind"] != "choice":
        return value
    op = prompt["op"]
    kind, atype = op["op"], action["type"]
    if kind == "event" and atype == "event" and action["card"] == "dunvegan_castle":
        return {"cattle": 2}
    if kind == "c6_armadale" and atype == "stone":
        return {"stone": action["n"]}
    if kind == "c6_duart" and atype == "trade":
        return effects._cost_of(_duart_trade()[0], action)
    if kind == "c6_donan_alt" and atype == "activate":
        return effects.cost_of_activation(state, seat, op["cell"], action, owner=op["seat"])
    return value


def flip(state: dict, seat: int, card: str, events: list) -> None:
    book(state)["flipped"][seat].append(card)
    events.append({"type": "c6_flip", "seat": seat, "card": card})
    react(state, seat, "c6_flipped", {"card": card}, None, events)  # chronicle 8: John McClaim's token leaves


# --- the events --------------------------------------------------------------------------------------------

def carry_out(state: dict, seat: int, card: str, rng, events: list) -> list[dict]:
    """Do the event's automatic part now; return the ops that need decisions (in order)."""
    p = state["players"][seat]
    land = p["land"]
    turn = state["turn"]
    events.append({"type": "c6_event", "seat": seat, "card": card})
    if card == "loch_lochy":  # 소 1마리를 얻고 내 모든 가축 타일을 활성화합니다
        turn["allowed"] += [c for c in sorted(land) if terr.top(land, c)["type"] == "animal" and c not in turn["allowed"]]
        return [{"op": "put_any", "res": "cattle"}]
    if card == "donan_castle":  # 다른 플레이어들의 타일 중 서로 다른 타일 2개를 활성화
        return [{"op": "c6_donan", "left": 2, "done": []}]
    if card == "castle_stalker":  # 스코츠맨 1명을 내고, 버림 더미의 타일 1개를 공짜로 배치
        return [{"op": "c6_return"}, {"op": "munro"}]
    if card in TABLE_CATEGORY:  # 인버네스 (위스키), 올드 맨 오브 스토르 (고향 성 스코츠맨)
        book(state)["tables"][seat].append(card)
        return [{"op": "c6_return"}] if card == "old_man_of_storr" else []
    if card == "loch_shiel":  # 승점 1점을 내고, 스코츠맨 2명을 샤이얼 호 타일에
        effects.gain_vp(state, seat, -1, "c6_loch_shiel", events)
        cell = tile_cell(land, card)
        land[cell]["scots"] += min(2, effects.supply_scotsmen(state, seat))
        return []
    if card == "duart_castle":  # 승점 3점; 맥린 클랜이면 일회성 교환 1번 (싱클레어 가능)
        effects.gain_vp(state, seat, 3, "c6_duart_castle", events)
        return [{"op": "c6_duart"}] if effects.has_clan(state, seat, "maclean") else []
    if card == "loch_ness":  # 사건 면으로 뒤집힌 카드 1장마다 동전 1개 (네스 호 포함)
        p["coins"] += len(book(state)["flipped"][seat])
        return []
    if card == "armadale_castle":  # 돌을 원하는 수량만큼 내고, 1개당 승점 3점
        return [{"op": "c6_armadale"}]
    if card == "loch_morar":  # 스코츠맨 2명을 내고, 승점 9점
        effects.gain_vp(state, seat, 9, "c6_loch_morar", events)
        return [{"op": "c6_return"}, {"op": "c6_return"}]
    if card == "castle_moil":  # 동전 2개; 스코츠맨 1명을 곧바로 고향 성으로
        p["coins"] += 2
        return [{"op": "c6_home", "left": 1}]
    if card in ("castle_of_mey", "fort_george"):  # 스코츠맨 1명을 내고, 타일 2개를 제거
        return [{"op": "c6_return"}, {"op": "remove", "left": 2, "may_self": True, "must": True}]
    if card == "wallace_monument":  # 랜드마크 사건 카드 1장을 뒤집고; 윌리엄 월래스면 승점 4점
        if _owns_wallace(state, seat):
            effects.gain_vp(state, seat, 4, "c6_wallace_monument", events)
        return [{"op": "c6_flip"}]
    if card == "dunvegan_castle":  # 소 2마리를 내고 승점 7점
        effects.pay(state, seat, {"cattle": 2}, events)
        effects.gain_vp(state, seat, 7, "c6_dunvegan_castle", events)
        return []
    if card == "loch_lomond":  # 시장의 잉글랜드 가로줄에 쌓인 모든 동전
        p["coins"] += _take_england_coins(state)
        return []
    if card == "glenfinnan_church":  # 글렌피넌 교회 타일과 그 이웃 타일들을 활성화
        cell = tile_cell(land, card)
        near = [cell] + [nb for nb in terr.neighbours8(cell) if nb in land]
        turn["allowed"] += [c for c in near if c not in turn["allowed"]]
        return []
    if card == "glenfinnan_monument":  # 론델의 아무 타일 1개와 잉글랜드인의 위치를 바꿈
        return [{"op": "c6_swap"}]
    if card == "wades_road":  # 비어있는 보라색 클랜 필드에 공짜로 마커
        return [{"op": "c6_wade"}]
    return []


def _owns_wallace(state: dict, seat: int) -> bool:
    p = state["players"][seat]
    tiles = list(p["persons"]) + [t for spot in p["land"].values() for t in spot["tiles"]]
    return any(t in WALLACE for t in tiles)


# --- the decisions events ask for ----------------------------------------------------------------------------

def _return_options(state: dict, seat: int, op: dict) -> list[dict]:
    """A Scotsman back to the supply: from any tile of the land (C6-3)."""
    land = state["players"][seat]["land"]
    return [{"type": "cell", "cell": c} for c in sorted(land) if land[c]["scots"]]


def _return_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    state["players"][seat]["land"][action["cell"]]["scots"] -= 1
    events.append({"type": "c6_return_scotsman", "seat": seat, "cell": action["cell"]})
    return []


def _home_options(state: dict, seat: int, op: dict) -> list[dict]:
    """Scotsmen straight to the home castle, free (Fort George: any number; Castle Moil: 1)."""
    land = state["players"][seat]["land"]
    return [{"type": "cell", "cell": c} for c in sorted(land) if land[c]["scots"] and c != CASTLE] + [{"type": "done"}]


def _home_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    land = state["players"][seat]["land"]
    land[action["cell"]]["scots"] -= 1
    land[CASTLE]["scots"] += 1
    left = None if op["left"] is None else op["left"] - 1
    return [{"op": "c6_home", "left": left}] if left is None or left > 0 else []


def _donan_tiles(state: dict, seat: int, done: list) -> list[dict]:
    out = []
    for other, p in enumerate(state["players"]):
        if other == seat:
            continue
        for cell in sorted(p["land"]):
            if [other, cell] not in done and effects.activation_options(state, seat, cell, owner=other):
                out.append({"type": "tile", "seat": other, "cell": cell})
    return out


def _donan_options(state: dict, seat: int, op: dict) -> list[dict]:
    return _donan_tiles(state, seat, op["done"]) + [{"type": "done"}]


def _donan_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    target = [action["seat"], action["cell"]]
    out = [{"op": "c6_donan_alt", "seat": action["seat"], "cell": action["cell"]}]
    if op["left"] > 1:
        out.append({"op": "c6_donan", "left": op["left"] - 1, "done": op["done"] + [target]})
    return out


def _donan_alt_options(state: dict, seat: int, op: dict) -> list[dict]:
    return effects.activation_options(state, seat, op["cell"], owner=op["seat"]) + [{"type": "skip"}]


def _donan_alt_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    """The other player's tile works for this player: they pay its cost and take its rewards;
    resources it produces go on any of their own tiles (C6-4)."""
    owner, cell = op["seat"], op["cell"]
    effects.pay(state, seat, effects.cost_of_activation(state, seat, cell, action, owner=owner), events)
    tile = terr.top(state["players"][owner]["land"], cell)["id"]
    events.append({"type": "c6_activate_other", "seat": seat, "owner": owner, "cell": cell, "tile": tile})
    out = []
    for step in effects.activation_ops(state, seat, cell, action, owner=owner):
        if step["op"] == "put":
            out.append({"op": "put_any", "res": step["res"]})
        elif "cell" in step:  # a chronicle's activation effect: not on a tile of this player's
            out.append(dict(step, cell=None, owner=owner, activation=True))
        else:
            out.append(step)
    return out


def _duart_trade() -> tuple[list[dict], int]:
    trade = LANDMARKS["duart_castle"].get("event_trade", {"pay": {}, "vp": 0})
    return [{"kind": "trade", "pay": dict(trade["pay"])}], trade["vp"]


def _duart_options(state: dict, seat: int, op: dict) -> list[dict]:
    """The card's one-time exchange; Sinclair may pay one of its resources with a coin."""
    trade, _ = _duart_trade()
    out = []
    variants = [{}]
    if effects.has_clan(state, seat, "sinclair"):
        variants += [{"coin_for": res} for res in sorted(trade[0]["pay"]) if res in RESOURCES]
    for variant in variants:
        if effects.affordable(state, seat, effects._cost_of(trade, variant)):
            out.append({"type": "trade", **variant})
    return out + [{"type": "skip"}]


def _duart_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    trade, vp = _duart_trade()
    effects.pay(state, seat, effects._cost_of(trade, action), events)
    effects.gain_vp(state, seat, vp, "c6_duart_castle", events)
    return []


def _armadale_options(state: dict, seat: int, op: dict) -> list[dict]:
    out = []
    k = 1
    while effects.affordable(state, seat, {"stone": k}):
        out.append({"type": "stone", "n": k})
        k += 1
    return out + [{"type": "skip"}]


def _armadale_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    effects.pay(state, seat, {"stone": action["n"]}, events)
    effects.gain_vp(state, seat, 3 * action["n"], "c6_armadale_castle", events)
    return []


def _flip_options(state: dict, seat: int, op: dict) -> list[dict]:
    """Wallace Monument's event: another card of one's own turned to its event side."""
    return [{"type": "card", "card": c} for c in unturned(state, seat)]


def _flip_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    flip(state, seat, action["card"], events)
    return []


def _purple_fields(state: dict, seat: int) -> list[str]:
    if state["players"][seat]["markers"] <= 0:
        return []
    return [f for f in sorted(CLANS) if CLANS[f].get("purple") and not state["clans"].get(f)]


def _wade_options(state: dict, seat: int, op: dict) -> list[dict]:
    return [{"type": "clan", "field": f} for f in _purple_fields(state, seat)] + [{"type": "skip"}]


def _wade_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    """A marker on an empty purple field, free; the field's own effect as usual."""
    field = action["field"]
    p = state["players"][seat]
    p["markers"] -= 1
    state["clans"].setdefault(field, []).append(seat)
    events.append({"type": "clan", "seat": seat, "field": field, "coins": 0})
    react(state, seat, "clan_marked", {"field": field, "coins": 0}, rng, events)
    return effects.clan_ops(state, seat, field)


# --- chronicle 4's pieces (Glenfinnan Monument, Loch Lomond) -------------------------------------------------
# Chronicle 4's state as read here: `state["c4"]["englishman"]` the Englishman's absolute rondel
# position (None when he is not on the rondel), `state["c4"]["row"]` the coins on the England market
# row's fields.

def _englishman(state: dict) -> int | None:
    pos = (state.get("c4") or {}).get("englishman")
    return pos if isinstance(pos, int) and not isinstance(pos, bool) else None


def _swap_positions(state: dict) -> list[int]:
    """Rondel tiles the Englishman may change places with: any but The End (C6-11)."""
    return sorted(int(pos) for pos, tile in state["rondel"].items() if TILES[tile]["type"] != "end")


def _swap_options(state: dict, seat: int, op: dict) -> list[dict]:
    if _englishman(state) is None:
        return [{"type": "skip"}]
    return [{"type": "swap", "pos": pos} for pos in _swap_positions(state)] + [{"type": "skip"}]


def _swap_chosen(state: dict, seat: int, op: dict, action: dict, rng, events: list) -> list[dict]:
    """The Englishman and the tile change places."""
    c4 = state["c4"]
    here, there = c4["englishman"], action["pos"]
    state["rondel"][str(here)] = state["rondel"].pop(str(there))
    c4["englishman"] = there
    events.append({"type": "c6_swap", "seat": seat, "englishman": there, "tile_to": here})
    return []


def _england_row(state: dict) -> list:
    row = (state.get("c4") or {}).get("row")
    return row if isinstance(row, list) else []


def _england_coins(state: dict) -> int:
    return sum(_england_row(state))


def _take_england_coins(state: dict) -> int:
    row = _england_row(state)
    coins = sum(row)
    row[:] = [0] * len(row)
    return coins


OPTIONS = {
    "c6_return": _return_options, "c6_home": _home_options, "c6_donan": _donan_options,
    "c6_donan_alt": _donan_alt_options, "c6_duart": _duart_options, "c6_armadale": _armadale_options,
    "c6_flip": _flip_options, "c6_wade": _wade_options, "c6_swap": _swap_options,
}
CHOSEN = {
    "c6_return": _return_chosen, "c6_home": _home_chosen, "c6_donan": _donan_chosen,
    "c6_donan_alt": _donan_alt_chosen, "c6_duart": _duart_chosen, "c6_armadale": _armadale_chosen,
    "c6_flip": _flip_chosen, "c6_wade": _wade_chosen, "c6_swap": _swap_chosen,
}


# --- scoring ('스코틀랜드 역사를 담은 수상쩍은 책' 승점 계산) ---------------------------------------------------

def _event_vp(state: dict, events: list) -> None:
    """Every card on its event side: 1 VP more at each scoring (C6-5: recorded as `c6`)."""
    gains = [EVENT_VP * len(flipped) for flipped in book(state)["flipped"]]
    for seat, vp in enumerate(gains):
        state["players"][seat]["vp"] += vp
    if state["scorings"]:
        state["scorings"][-1]["c6"] = gains
    events.append({"type": "c6_event_vp", "vp": gains})


@hook(6, "scoring")
def _scoring(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """At each of the four scorings, the fourth included (the engine fires `scoring` for it too);
    the final scoring is no fifth (issue 11: the +1 used to be paid again at `final`)."""
    _event_vp(state, events)


@modifier(6, "category_vp")
def _category_vp(state: dict, seat: int, ctx: dict, value: int) -> int:
    """Inverness's event: whisky with the card's table; the Old Man of Storr's: home-castle
    Scotsmen with the card's table (both for the rest of the game)."""
    for card in book(state)["tables"][seat]:
        if TABLE_CATEGORY[card] == ctx["name"]:
            table = LANDMARKS[card]["event_table"]["diff_vp"]
            return table[min(ctx["difference"], len(table) - 1)]
    return value


@hook(6, "invariants")
def _invariants(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    for s, flipped in enumerate(book(state)["flipped"]):
        assert len(set(flipped)) == len(flipped), "a card turned twice"
        assert set(flipped) <= set(state["players"][s]["landmarks"]), "a turned card one does not hold"


declare(6)
