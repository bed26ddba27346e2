"""Glen More II chronicles 1-8 in words: the names of their parts (prize tokens, cellars, the
clan-gathering cards, the landmark-event cards' events, the Penny Mobsters), labels of their legal
actions, and their log lines. Korean terms follow the rulebook
(shared/seeds/glen-more-ii-chronicles.ko.txt): 감옥, 페니 ('+1점' / '-1점'), 페니 몹스터 카드, 통제.

Mobster names: Korean as printed, English from the card data, Traditional Chinese transliterations
(catalog keys gm.c8.mob.<id>). `label` and `event_line` return None for what they do not know: the
caller then falls back to a generic text.
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2 import market
from games.glen_more_2.data_files import CHRONICLES, LANDMARKS, TILES
from ui.render.html import player_name

from . import words

Translate = Callable[..., str]

KNOWN = (1, 2, 3, 4, 5, 6, 7, 8)  # chronicles with screens of their own (any other uses the fallback)
# Choice ops (turn prompts of kind "choice") that chronicles 1-7 add.
CHOICE_OPS = frozenset({"c1_resource", "age_whisky", "england_token", "haggis", "event", "c6_return", "c6_home",
                        "c6_donan", "c6_donan_alt", "c6_duart", "c6_armadale", "c6_flip", "c6_wade", "c6_swap"})
_PARTS = {n: CHRONICLES.get(n, {}).get("components", {}) for n in KNOWN}
PRIZES = {token["id"]: token for token in _PARTS[1].get("prize_tokens", {}).get("tokens", [])}
CELLARS = {card["id"]: card for card in _PARTS[3].get("cellars", {}).get("cards", [])}
GATHERINGS = {card["id"]: card for card in _PARTS[7].get("scoring_cards", {}).get("cards", [])}
MOBSTERS = {card["id"]: card for card in _PARTS[8].get("mobsters", {}).get("cards", [])}


def _top(view: dict | None) -> dict:
    prompts = (view or {}).get("prompts") or []
    return prompts[-1] if prompts else {}


def prize_text(token: str, t: Translate) -> str:
    """A prize token's effect ("+2 VP", "a clan marker"…)."""
    effects = PRIZES.get(token, {}).get("effect", [])
    return t("gm.plus").join(words.once_text(e, {}, t) for e in effects) or words.humanize(token)


def cellar_name(card: str, t: Translate) -> str:
    return t(f"gm.c3.cellar.{card}") if card in CELLARS else words.humanize(card)


def gathering_name(card: str, t: Translate) -> str:
    return t(f"gm.c7.card.{card}") if card in GATHERINGS else words.humanize(card)


def gathering_text(card: str, t: Translate) -> str:
    return t(f"gm.c7.card.{card}.text") if card in GATHERINGS else ""


def mob_name(mob: str, t: Translate) -> str:
    """A Penny Mobster's name (chronicle 8)."""
    return t(f"gm.c8.mob.{mob}") if mob in MOBSTERS else words.humanize(mob)


def mob_text(mob: str, t: Translate) -> str:
    """A Penny Mobster card's effect, in short."""
    return t(f"gm.c8.mob.{mob}.text") if mob in MOBSTERS else ""


def mob_list(mobs: list[str], t: Translate) -> str:
    return t("gm.list_sep").join(mob_name(m, t) for m in mobs)


def event_text(card: str, t: Translate) -> str:
    """The event side of a landmark-event card (chronicle 6)."""
    return t(f"gm.lm.{card}.event") if card in LANDMARKS else ""


def land_name(view: dict, land: str, names: list[str], t: Translate) -> str:
    """A land of the boat race: a player's, or a neutral river ("n0", "n1")."""
    if land.startswith("n"):
        return t("gm.c1.neutral", n=int(land[1:]) + 1)
    return t("gm.c1.land_of", name=player_name(names, int(land), t))


def spot_tile(view: dict, land: str, cell: str, t: Translate) -> str:
    """The tile a boat lies on: a player's river tile or a neutral river's castle/water."""
    if land.startswith("n"):
        return t("gm.c1.castle") if cell == "1,0" else t("gm.c1.water")
    area = view["players"][int(land)]["land"]
    return words.tile_name(area[cell]["tiles"][-1], t) if cell in area else t("gm.cell", cell=cell)


def next_spot(view: dict, seat: int) -> tuple[str, str] | None:
    """Where the seat's boat goes with one movement point (the engine's course on the view)."""
    from games.glen_more_2.chronicles import c1

    try:
        return c1.next_spot(view, view["c1"]["boats"][seat])
    except (KeyError, IndexError, ValueError, TypeError):
        return None


def slot_vp(view: dict, seat: int, slot: int) -> int:
    from games.glen_more_2.chronicles import c3

    values = c3.values(view, seat)
    return values[slot] if 0 <= slot < len(values) else 0


def _rondel_tile(view: dict, pos: int, t: Translate) -> str:
    tile = (view.get("rondel") or {}).get(str(pos))
    return words.tile_name(tile, t) if tile else "?"


def _space(view: dict, pos: int) -> int:
    return pos % ((view or {}).get("rondel_spaces") or 14) + 1


def vote_text(aye: int, nay: int, t: Translate) -> str:
    parts = ([t("gm.c7.n.aye", count=aye)] if aye else []) + ([t("gm.c7.n.nay", count=nay)] if nay else [])
    return t("gm.plus").join(parts) or t("gm.c7.abstain")


# The chronicle whose action type this is (types shared with the base game are told apart by the
# choice op that asks for them).
OWNER = {"c_boat": 1, "c_prize": 1, "c_mountain_stop": 2, "c_mountain_pass": 2, "c_toll": 2, "c_mountain_put": 2,
         "c_cellar": 3, "c_seller_stop": 3, "c_seller_pass": 3, "c_cask_paid": 3, "cask_paid": 3, "c_sell": 3,
         "c_no_sale": 3, "age": 3, "c_england_take": 4, "c_england_discard": 4, "haggis": 5, "c_haggis_roll": 5,
         "c_haggis_stop": 5, "event": 6, "flip": 6, "c_gather": 7, "c_vote": 7}
C8_TYPES = frozenset({"c_mob_penny", "c_mob_take", "c_mob_pass", "c_mob_field", "c_mob_token", "c_mob_coins", "c_mob_buy",
                      "c_mob_skip", "c_mob_reserve", "c_mob_scot", "c_mob_to", "c_mob_move", "c_mob_steal", "c_mob_tile",
                      "c_mob_give", "c_mob_keep", "c_mob_prize2", "c_mob_bully", "c_mob_hand", "c_mob_reroll",
                      "c_mob_swap", "c_mob_claim"})
OWNER.update(dict.fromkeys(C8_TYPES, 8))
OP_OWNER = {"c1_resource": 1, "age_whisky": 3, "england_token": 4, "haggis": 5, "event": 6}


def label(action: dict, t: Translate, view: dict | None) -> str | None:
    """A chronicle action in words; None when it is not one of chronicles 1-7 in play."""
    kind = str(action.get("type", ""))
    view = view or {}
    top = _top(view)
    seat = top.get("seat")
    op = (top.get("op") or {}).get("op") if top.get("kind") == "choice" else None
    owner = OWNER.get(kind) or OP_OWNER.get(op or "") or (6 if (op or "").startswith("c6_") else None)
    if owner is None or owner not in view.get("chronicles", ()):
        return None
    if kind == "c_boat":
        spot = next_spot(view, seat) if seat is not None else None
        return t("gm.c1.action.boat", where=spot_tile(view, *spot, t) if spot else "?")
    if kind == "c_prize":
        return t("gm.c1.action.prize", what=prize_text(action.get("token", ""), t))
    if kind == "c_mountain_stop":
        return t("gm.c2.action.stop", space=_space(view, action.get("pos", 0)))
    if kind == "c_mountain_pass":
        return t("gm.c2.action.pass", space=_space(view, action.get("pos", 0)))
    if kind == "c_toll":
        pay = action.get("pay")
        what = t("gm.n.coins", count=1) if pay == "coins" else words.amount(pay, 1, t)
        return t("gm.c2.action.toll", what=what)
    if kind == "c_mountain_put":
        pending = (view.get("c2") or {}).get("pending") or [{}]
        land = words.land_of(view, seat)
        return t("gm.c2.action.put", res=words.res_name(pending[0].get("res", ""), t),
                 tile=words.where(land, action.get("cell", "0,0"), t))
    if kind == "c_cellar":
        card = action.get("card", "")
        return t("gm.c3.action.cellar", cellar=cellar_name(card, t),
                 cost=words.cost_text(CELLARS.get(card, {}).get("price", {}), t))
    if kind == "c_seller_stop":
        return t("gm.c3.action.stop", space=_space(view, action.get("pos", 0)))
    if kind == "c_seller_pass":
        return t("gm.c3.action.pass", space=_space(view, action.get("pos", 0)))
    if kind in ("c_cask_paid", "cask_paid"):
        return t("gm.c3.action.paid", count=slot_vp(view, seat, action.get("slot", 0)))
    if kind == "c_sell":
        return t("gm.c3.action.sell", count=slot_vp(view, seat, action.get("slot", 0)))
    if kind == "c_no_sale":
        return t("gm.c3.action.no_sale")
    if kind == "age":
        slot = action.get("slot", 0)
        return t("gm.c3.action.age", src=slot_vp(view, seat, slot), dst=slot_vp(view, seat, slot + 1))
    if kind == "c_england_take":
        return t("gm.c4.action.take", tile=_rondel_tile(view, action.get("pos", 0), t), count=action.get("fee", 0))
    if kind == "c_england_discard":
        row = (view.get("c4") or {}).get("row") or []
        coins = next((n for n in reversed(row) if n), 0)
        return t("gm.c4.action.discard", tile=_rondel_tile(view, action.get("pos", 0), t), count=coins)
    if kind == "haggis":
        take = (t("gm.c5.action.up", value=action.get("value")) if action.get("from") == "up"
                else t("gm.c5.action.down"))
        return t("gm.c5.action.give", value=action["give"], take=take) if "give" in action else take
    if kind == "c_haggis_roll":
        return t("gm.c5.action.roll")
    if kind == "c_haggis_stop":
        return t("gm.c5.action.stop")
    if kind in ("event", "flip") or (kind == "card" and op == "c6_flip"):
        card = words.landmark_name(action.get("card", ""), t)
        return t(f"gm.c6.action.{kind}", card=card)
    if kind == "tile" and op == "c6_donan":
        owner = action.get("seat", 0)
        area = words.land_of(view, owner)
        return t("gm.c6.action.donan", tile=words.where(area, action.get("cell", "0,0"), t),
                 name=player_name([], owner, t))
    if kind == "activate" and op == "c6_donan_alt":
        return other_activation(action, t, view, top["op"])
    if kind == "trade" and op == "c6_duart":
        trade = LANDMARKS.get("duart_castle", {}).get("event_trade", {})
        text = t("gm.c6.action.duart", pay=words.items_text(trade.get("pay", {}), t), count=trade.get("vp", 0))
        return text + (f" ({words.activate_variant(action, t)})" if action.get("coin_for") else "")
    if kind == "stone" and op == "c6_armadale":
        return t("gm.c6.action.armadale", n=action.get("n", 1), count=3 * action.get("n", 1))
    if kind == "swap" and op == "c6_swap":
        pos = action.get("pos", 0)
        return t("gm.c6.action.swap", tile=_rondel_tile(view, pos, t), space=_space(view, pos))
    if kind == "cell" and op in ("c6_return", "c6_home"):
        land = words.land_of(view, seat)
        return t(f"gm.c6.action.{op[3:]}", tile=words.where(land, action.get("cell", "0,0"), t))
    if kind == "c_gather":
        return t("gm.c7.action.gather", card=gathering_name(action.get("card", ""), t))
    if kind == "c_vote":
        return t("gm.c7.action.vote", what=vote_text(action.get("aye", 0), action.get("nay", 0), t))
    if kind in C8_TYPES:
        return c8_label(action, t, view, top)
    return None


def _name(seat: object, t: Translate) -> str:
    return player_name([], seat if isinstance(seat, int) else None, t)


def _stuff(item: str, t: Translate) -> str:
    """One coin or one resource."""
    return t("gm.n.coins", count=1) if item == "coins" else words.amount(item, 1, t)


def market_row_name(row: str, t: Translate) -> str:
    return t("gm.c4.row_short") if row == "england" else words.res_name(row, t)


def market_row(view: dict, row: str) -> list[int]:
    if row == "england":
        return list((view.get("c4") or {}).get("row") or [])
    return list((view.get("market") or {}).get(row) or [])


def scot_place(view: dict, mob: str) -> tuple[int | None, str | None]:
    """Where a mobster's Scotsman stands (land seat, cell), or (None, None)."""
    room = ((view.get("c8") or {}).get("mob") or {}).get(mob) or {}
    return room.get("seat"), room.get("cell")


def c8_label(action: dict, t: Translate, view: dict, top: dict) -> str:
    """A chronicle 8 action in words (the mobster comes from the action or from its prompt)."""
    kind = action["type"]
    c8 = view.get("c8") or {}
    seat = top.get("seat")
    mob = action.get("mob") or top.get("mob") or ""
    who = mob_name(mob, t) if mob else ""
    if kind == "c_mob_penny":
        return t("gm.c8.action.penny", mob=mob_name(action.get("mobster", ""), t))
    if kind == "c_mob_take":
        target = action.get("mobster", "")
        return t("gm.c8.action.take", mob=mob_name(target, t), count=(c8.get("on_card") or {}).get(target, 0))
    if kind == "c_mob_pass":
        return t("gm.c8.action.pass")
    if kind == "c_mob_field":
        return t("gm.c8.action.field", mob=who, clan=words.clan_name(action.get("field", ""), t))
    if kind == "c_mob_token":
        return t("gm.c8.action.token", count=action.get("coins", 0))
    if kind == "c_mob_coins":
        row = action.get("row", "")
        return t("gm.c8.action.coins", mob=who, count=max(market_row(view, row) or [0]), row=market_row_name(row, t))
    if kind == "c_mob_buy":
        res = words.res_name(action.get("res", ""), t)
        if action.get("sell"):
            try:
                price = market.sell_price(view["market"], action.get("res", ""))
            except (KeyError, TypeError, ValueError):
                price = None
            return t("gm.c8.action.buy_sell", res=res, count=price or 0)
        return t("gm.c8.action.buy", res=res, tile=words.where(words.land_of(view, seat), action.get("cell", "0,0"), t))
    if kind == "c_mob_skip":
        return t("gm.c8.action.later" if top.get("step") == "gain" else "gm.c8.action.skip")
    if kind == "c_mob_reserve":
        pos = action.get("pos", 0)
        return t("gm.c8.action.reserve", mob=who, tile=_rondel_tile(view, pos, t), space=_space(view, pos))
    if kind == "c_mob_scot":
        src = action.get("from", "supply")
        where = t("gm.c8.from_supply") if src == "supply" else words.where(words.land_of(view, seat), src, t)
        return t("gm.c8.action.scot", mob=who, where=where)
    if kind == "c_mob_to":
        dest = action.get("seat")
        tile = words.where(words.land_of(view, dest), action.get("cell", "0,0"), t)
        key = "gm.c8.action.to_tile" if mob == "derek_anderson" else "gm.c8.action.to"
        return t(key, mob=who, tile=tile, name=_name(dest, t))
    if kind == "c_mob_move":
        land_seat, _ = scot_place(view, mob)
        return t("gm.c8.action.move", mob=who, tile=words.where(words.land_of(view, land_seat), action.get("to", "0,0"), t))
    if kind == "c_mob_steal":
        if "victim" in action:  # Fraser McStab: a haggis token
            text = t("gm.c8.action.haggis", name=_name(action["victim"], t))
            return t("gm.c8.action.give_first", value=action["give"], then=text) if "give" in action else text
        return t("gm.c8.action.steal", res=words.res_name(action.get("res", ""), t),
                 tile=words.where(words.land_of(view, seat), action.get("cell", "0,0"), t))
    if kind == "c_mob_tile":
        owner = action.get("seat")
        return t("gm.c8.action.tile", mob=who, tile=words.where(words.land_of(view, owner), action.get("cell", "0,0"), t),
                 name=_name(owner, t))
    if kind == "c_mob_give":
        return t("gm.c8.action.give", name=_name(top.get("to"), t))
    if kind == "c_mob_keep":
        return t(f"gm.c8.action.keep.{mob}") if mob in ("callum_mcquirk", "fraser_mcstab", "una_mchaggis",
                                                         "elspeth_mctrick") else t("gm.c8.action.skip")
    if kind == "c_mob_prize2":
        return t("gm.c8.action.prize2", what=prize_text(action.get("token", ""), t), mob=who)
    if kind == "c_mob_bully":
        return t("gm.c8.action.bully", mob=who, count=action.get("steps", 2))
    if kind == "c_mob_hand":
        return t("gm.c8.action.hand", value=action.get("value", 0))
    if kind == "c_mob_reroll":
        rolls = (view.get("c5") or {}).get("rolls") or []
        i = action.get("roll", 0)
        return t("gm.c8.action.reroll", n=i + 1, value=rolls[i] if 0 <= i < len(rolls) else "?")
    if kind == "c_mob_swap":
        return t("gm.c8.action.swap", give=_stuff(action.get("give", ""), t), get=words.res_name(action.get("get", ""), t))
    if kind == "c_mob_claim":
        card = action.get("card", "")
        holder = next((s for s, p in enumerate(view.get("players", [])) if card in p.get("landmarks", [])), None)
        return t("gm.c8.action.claim", mob=who, card=words.landmark_name(card, t), name=_name(holder, t))
    return words.generic_label(action, t)


def other_activation(action: dict, t: Translate, view: dict, op: dict) -> str:
    """Activating another player's tile (Donan Castle's event): said with that tile's effect."""
    area = words.land_of(view, op.get("seat"))
    cell = action.get("cell", "")
    tile = TILES.get(area[cell]["tiles"][-1], {}) if cell in area else {}
    alts = tile.get("activation") or []
    alt = alts[action.get("alt", 0)] if action.get("alt", 0) < len(alts) else []
    what = t("gm.macgregor") if action.get("macgregor") else words.alt_text(alt, t)
    text = t("gm.action.activate", tile=words.where(area, cell, t), what=what)
    variant = words.activate_variant({k: v for k, v in action.items() if k != "macgregor"}, t)
    return f"{text} ({variant})" if variant else text


# --- log lines ----------------------------------------------------------------------------------------

def event_line(event: dict, viewer: int | None, names: list[str], t: Translate, view: dict | None) -> str | None:
    """A chronicle event as a log line; None for events this module does not know."""
    kind = event.get("type", "")
    if not any(n in KNOWN for n in (view or {}).get("chronicles", ())):
        return None
    seat = event.get("seat")
    name = player_name(names, seat, t) if isinstance(seat, int) and seat >= 0 else ""
    view = view or {}
    if kind == "c1_race_start":
        return t("gm.c1.log.start")
    if kind == "c1_boat":
        return t("gm.c1.log.boat", name=name, land=land_name(view, event.get("land", "0"), names, t))
    if kind == "c1_home":
        return t(f"gm.c1.log.{'x' if event.get('place') == 'x' else 'home'}", name=name,
                 place=t(f"gm.c1.place.{event.get('place', 'x')}"))
    if kind == "c1_prize":
        return t("gm.c1.log.prize", name=name, what=prize_text(event.get("token", ""), t))
    if kind == "c2_stop":
        return t("gm.c2.log.stop", name=name)
    if kind == "c2_toll":
        pay = event.get("pay")
        what = t("gm.nothing") if pay is None else (t("gm.n.coins", count=1) if pay == "coins" else words.amount(pay, 1, t))
        return t("gm.c2.log.toll", name=name, what=what)
    if kind == "c2_collect":
        items = {**({"coins": event["coins"]} if event.get("coins") else {}), **(event.get("res") or {})}
        return t("gm.c2.log.collect", name=name, what=words.items_text(items, t))
    if kind in ("c2_put", "c2_lost"):
        return t(f"gm.c2.log.{kind[3:]}", name=name, res=words.res_name(event.get("res", ""), t))
    if kind == "c2_die_coin":
        return t("gm.c2.log.die_coin")
    if kind == "c3_cellar":
        return t("gm.c3.log.cellar", name=name, cellar=cellar_name(event.get("card", ""), t))
    if kind == "c3_stop":
        return t("gm.c3.log.stop", name=name)
    if kind == "c3_sale":
        return t("gm.c3.log.sale", name=name, count=event.get("vp", 0))
    if kind in ("c3_paid", "c3_age"):
        return t(f"gm.c3.log.{kind[3:]}", name=name)
    if kind == "c3_seller_gone":
        return t("gm.c3.log.gone")
    if kind == "c4_token":
        return t("gm.c4.log.token", name=name)
    if kind == "c4_fee":
        return t("gm.c4.log.fee", name=name, count=event.get("coins", 0))
    if kind == "c4_englishman":
        return t("gm.c4.log.moves", tile=words.tile_name(event.get("tile", ""), t))
    if kind == "c4_discard":
        return t("gm.c4.log.discard", tile=words.tile_name(event.get("tile", ""), t))
    if kind == "c4_row_coins":
        return t("gm.c4.log.row_coins", name=name, count=event.get("coins", 0))
    if kind == "c4_englishman_leaves":
        return t("gm.c4.log.leaves")
    if kind == "haggis_face_up":
        return t("gm.c5.log.face_up", value=event.get("value"))
    if kind == "haggis_take":
        if event.get("face_down"):
            return t("gm.c5.log.take_down", name=name)
        return t("gm.c5.log.take_up", name=name, value=event.get("value"))
    if kind == "haggis_return":
        return t("gm.c5.log.return", name=name)
    if kind == "haggis_scoring":
        return t("gm.c5.log.scoring", n=event.get("after", 0))
    if kind == "haggis_roll":
        return t("gm.c5.log.roll_for", name=name, value=event.get("roll")) if name else \
            t("gm.c5.log.roll", value=event.get("roll"))
    if kind == "haggis_turn_up":
        return t("gm.c5.log.turn_up", name=name, value=event.get("value"))
    if kind == "c6_flip":
        return t("gm.c6.log.flip", name=name, card=words.landmark_name(event.get("card", ""), t))
    if kind == "c6_event":
        return t("gm.c6.log.event", name=name, card=words.landmark_name(event.get("card", ""), t))
    if kind == "c6_return_scotsman":
        return t("gm.c6.log.return", name=name)
    if kind == "c6_activate_other":
        return t("gm.c6.log.other", name=name, tile=words.tile_name(event.get("tile", ""), t),
                 owner=player_name(names, event.get("owner", 0), t))
    if kind == "c6_swap":
        return t("gm.c6.log.swap", name=name)
    if kind == "c6_event_vp":
        return t("gm.c6.log.event_vp")
    if kind == "clan_gathering":
        return t("gm.c7.log.gathering", name=name)
    if kind == "gathering_card":
        return t("gm.c7.log.card", name=name, card=gathering_name(event.get("card", ""), t))
    if kind == "voted":
        return t("gm.c7.log.voted", name=name)
    if kind == "gathering_vote":
        key = "gm.c7.log.kept" if event.get("kept") else "gm.c7.log.rejected"
        return t(key, card=gathering_name(event.get("card", ""), t), aye=event.get("aye", 0), nay=event.get("nay", 0))
    if kind.startswith("c8_"):
        return c8_line(event, name, names, t, view)
    return None


# The mobster behind a chronicle 8 event that does not name it.
IMPLIED = {"c8_field": "peggy_mcwander", "c8_field_paid": "peggy_mcwander", "c8_market_coins": "joe_mcduff",
           "c8_bought": "bruce_mcmail", "c8_reserve": "peggy_mcleod", "c8_reserve_paid": "peggy_mcleod",
           "c8_stolen": "kenneth_mcsnitch", "c8_fee": "fergus_mcdarkie", "c8_sponged": "sybil_mcsponge",
           "c8_sponged_scoring": "sybil_mcsponge", "c8_tile_moved": "derek_anderson", "c8_overtake": "callum_mcquirk",
           "c8_penny_given": "callum_mcquirk", "c8_bully": "bully_mcmuscle", "c8_haggis_stolen": "fraser_mcstab",
           "c8_reroll": "una_mchaggis", "c8_swap": "elspeth_mctrick", "c8_claim": "john_mcclaim",
           "c8_claim_lost": "john_mcclaim"}


def c8_line(event: dict, name: str, names: list[str], t: Translate, view: dict) -> str | None:
    """A chronicle 8 event as a log line (`name`: the event's seat)."""
    kind = event["type"]

    def who(key: str) -> str:
        seat = event.get(key)
        return player_name(names, seat, t) if isinstance(seat, int) else ""

    mob = mob_name(event.get("mobster") or IMPLIED.get(kind, ""), t)

    def say(key: str, **params: object) -> str:
        return t(key, mob=mob, **params)

    if kind == "c8_jailed":
        return say("gm.c8.log.jailed", mobs=mob_list(event.get("mobsters", []), t))
    if kind in ("c8_penny", "c8_flipped", "c8_second_prize"):
        return say(f"gm.c8.log.{kind[3:]}", name=name)
    if kind == "c8_take":
        return say("gm.c8.log.take", name=name, count=event.get("pennies", 0))
    if kind == "c8_field":
        return say("gm.c8.log.field", name=name, count=event.get("coins", 0), clan=words.clan_name(event.get("field", ""), t))
    if kind == "c8_field_paid":
        clan = words.clan_name(event.get("field", ""), t)
        if event.get("coins"):
            return say("gm.c8.log.field_paid", name=name, owner=who("to"), count=event["coins"], clan=clan)
        return say("gm.c8.log.field_gone", clan=clan)
    if kind == "c8_market_coins":
        return say("gm.c8.log.market", name=name, count=event.get("coins", 0), row=market_row_name(event.get("row", ""), t))
    if kind == "c8_bought":
        return say("gm.c8.log.bought", name=name, owner=who("from"), res=words.res_name(event.get("res", ""), t))
    if kind == "c8_reserve":
        return say("gm.c8.log.reserve", name=name, space=_space(view, event.get("pos", 0)), count=event.get("coins", 0))
    if kind == "c8_reserve_paid":
        return say("gm.c8.log.reserve_paid", name=name, owner=who("to"), count=event.get("coins", 0))
    if kind in ("c8_scotsman", "c8_scotsman_moved", "c8_chased"):
        return say(f"gm.c8.log.{kind[3:]}", name=name)
    if kind == "c8_stolen":
        return say("gm.c8.log.stolen", name=name, owner=who("from"), res=words.res_name(event.get("res", ""), t))
    if kind == "c8_fee":
        return say("gm.c8.log.fee", name=name, owner=who("to"), count=event.get("coins", 1))
    if kind == "c8_sponged":
        return say("gm.c8.log.sponged", name=name, owner=who("to"))
    if kind == "c8_sponged_scoring":
        vp = event.get("vp") or []
        to = event.get("to")
        return say("gm.c8.log.sponged_scoring", owner=who("to"),
                 count=vp[to] if isinstance(to, int) and 0 <= to < len(vp) else 0)
    if kind == "c8_tile_moved":
        src, dest = (event.get("from") or [None])[0], (event.get("to") or [None])[0]
        tiles = event.get("tiles") or []
        return say("gm.c8.log.tile_moved", name=name, tile=words.tile_name(tiles[-1], t) if tiles else "?",
                 owner=player_name(names, src, t) if isinstance(src, int) else "?",
                 dest=player_name(names, dest, t) if isinstance(dest, int) else "?")
    if kind == "c8_overtake":
        passed = [player_name(names, s, t) for s in event.get("passed", [])]
        return say("gm.c8.log.overtake", name=name, names=t("gm.list_sep").join(passed) or "—")
    if kind == "c8_penny_given":
        return say("gm.c8.log.penny_given", name=name, owner=who("to"))
    if kind == "c8_bully":
        return say("gm.c8.log.bully", name=name)
    if kind == "c8_haggis_stolen":
        return say("gm.c8.log.haggis_stolen", name=name, owner=who("victim"))
    if kind == "c8_reroll":
        return say("gm.c8.log.reroll", name=name, before=event.get("from", "?"), value=event.get("roll", "?"))
    if kind == "c8_swap":
        return say("gm.c8.log.swap", name=name, give=_stuff(event.get("give", ""), t), get=words.res_name(event.get("get", ""), t))
    if kind == "c8_claim":
        return say("gm.c8.log.claim", name=name, card=words.landmark_name(event.get("card", ""), t), owner=who("holder"))
    if kind == "c8_claim_lost":
        return say("gm.c8.log.claim_lost", card=words.landmark_name(event.get("card", ""), t))
    return None


__all__ = ["KNOWN", "CHOICE_OPS", "PRIZES", "CELLARS", "GATHERINGS", "MOBSTERS", "C8_TYPES", "label", "event_line",
           "prize_text", "mob_name", "mob_text", "mob_list", "market_row", "market_row_name", "scot_place", "c8_label",
           "cellar_name", "gathering_name", "gathering_text", "event_text", "land_name", "spot_tile", "next_spot",
           "slot_vp", "vote_text", "other_activation"]
