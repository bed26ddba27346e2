"""Glen More II chronicles 1-8 on screen: each chronicle's parts where they belong — the boat race
(c1), the mountain on the rondel over its two spaces with what lies on it (2), the
cellars and the whisky sellers (c3), the England row under the market with the token
holder and the Englishman's moves on the rondel tiles (4), the haggis tables and supply
(c5), the landmark-event cards (c6), the clan-gathering cards and votes
(c7), the Penny Mobs' jail, pennies and mobsters (c8).

Every chronicle action gets its element here, next to the part it acts on; a chronicle this module
does not know is left to the renderer's "Other choices" and its raw data list. A chronicle's
panel shows inside the prompt while its part is the decision (Prompt.chronicles), otherwise with
the rest of the table; a vote or a haggis scoring in progress shows at the top for everyone.
"""

from __future__ import annotations

from games.glen_more_2.chronicles import c2 as engine_c2
from games.glen_more_2.chronicles import c4 as engine_c4
from ui.render.html import attrs, esc

from .. import art
from ..boards import Ctx, RondelExtras, market_fields
from ..chronicle_words import CHOICE_OPS, KNOWN
from ..labels import action_label
from ..panels import Prompt, SeatParts, hint
from ..words import chronicle_name, items_text, res_name, tile_name
from . import c1 as race
from . import c3 as cask
from . import c5 as haggis
from . import c6 as book
from . import c7 as gathering
from . import c8 as mobs

PANELS = (1, 5, 7, 8)  # chronicles with a panel of their own (the others live on the rondel and the lands)


def active(c: Ctx) -> list[int]:
    return [n for n in c.view.get("chronicles", []) if n in KNOWN and f"c{n}" in c.view]


def _order(c: Ctx) -> list[int]:
    n = c.view["n"]
    first = c.viewer if c.viewer is not None and 0 <= c.viewer < n else 0
    return [(first + i) % n for i in range(n)]


# --- prompts -------------------------------------------------------------------------------------------

def prompt(c: Ctx) -> Prompt | None:
    """The decision of the moment when a chronicle asks it; None otherwise."""
    if not c.acting or c.top is None:
        return None
    on = active(c)
    kind = c.top["kind"]
    if kind == "chronicle" and c.top.get("chronicle") in on:
        n, top = c.top["chronicle"], c.top
        if n == 1 and top.get("c1") == "prize":
            p = race.prize_prompt(c)
            if 8 in on:  # Callum McQuirk's or Bully McMuscle's second prize token
                p.body += mobs.prize2_section(c)
            return p
        if n == 2 and top.get("op") in ("toll", "put"):
            return _mountain_prompt(c)
        if n == 3 and top.get("op") == "cellar":
            return cask.cellar_prompt(c)
        if n == 4 and top.get("step") == "englishman":
            return _englishman_prompt(c)
        if n == 5 and top.get("step") == "extra_roll":
            return haggis.roll_prompt(c)
        if n == 7 and top.get("step") == "pick":
            return gathering.pick_prompt(c)
        if n == 7 and top.get("step") == "vote":
            return gathering.vote_prompt(c)
        if n == 8:
            return mobs.prompt(c)
    op = (c.top.get("op") or {}).get("op") if kind == "choice" else None
    if op in CHOICE_OPS:
        if op == "c1_resource" and 1 in on:
            return race.resource_prompt(c)
        if op == "age_whisky" and 3 in on:
            return cask.age_prompt(c)
        if op == "haggis" and 5 in on:
            return haggis.take_prompt(c)
        if (op == "event" or op.startswith("c6_")) and 6 in on:
            return book.prompt(c, op)
    return None


def extend(c: Ctx, p: Prompt) -> Prompt:
    """The turn's own prompts (take, activate) with what the chronicles offer there: the boat on
    the race course, hints for the rondel's mountain and whisky sellers, the cellars to buy."""
    if not c.acting or c.top is None or c.top["kind"] not in ("take", "activate"):
        return p
    t = c.t
    if c.of("c_boat") and 1 in active(c):
        p.body += (f'<h3 class="gm-sub">{art.icon("boat", "gm-ico gm-ico-s")} {esc(t("gm.c1.title_row"))}</h3>'
                   + hint(t("gm.c1.hint.row")) + race.track(c))
        p.chronicles.add(1)
    if c.of("c_mountain_stop", "c_mountain_pass"):
        p.body += hint(t("gm.c2.hint.take"))
    if c.of("c_seller_stop", "c_seller_pass"):
        p.body += hint(t("gm.c3.hint.take"))
    if c.of("c_cellar"):
        p.body += hint(t("gm.c3.hint.buy"))
    if 8 in active(c):
        p.body += mobs.turn_section(c)
    return p


def _mountain_prompt(c: Ctx) -> Prompt:
    """Chronicle 2: the toll when passing the mountain, or a resource taken from it to put on a tile."""
    t = c.t
    if c.top.get("op") == "toll":
        buttons = "".join(
            c.button(f'{art.icon("coin" if a["pay"] == "coins" else a["pay"], "gm-ico gm-ico-l")}'
                     f'<span>{esc(t("gm.n.coins", count=1) if a["pay"] == "coins" else res_name(a["pay"], t))}</span>',
                     a, "btn gm-choice", action_label(a, t, c.view))
            for _, a in c.of("c_toll"))
        tile = c.view["rondel"].get(str(c.top.get("pos")), "")
        body = hint(t("gm.c2.hint.toll")) + f'<div class="gm-show">{_mountain(c, tile)}</div><div class="gm-choices">{buttons}</div>'
        return Prompt(t("gm.c2.prompt.toll"), body)
    cells = {a["cell"]: a for _, a in c.of("c_mountain_put")}
    res = c.top.get("res", "")
    return Prompt(t("gm.c2.prompt.put", res=res_name(res, t)), hint(t("gm.hint.cells")), cells)


def _englishman_prompt(c: Ctx) -> Prompt:
    t = c.t
    fee = engine_c4.fee(c.view)
    body = hint(t("gm.c4.hint.turn", count=fee) if fee is not None else t("gm.c4.hint.full")) + _england_row_box(c)
    return Prompt(t("gm.c4.prompt.turn"), body)


# --- the rondel ----------------------------------------------------------------------------------------

def _mountain(c: Ctx, tile: str) -> str:
    """The mountain as a card: its name, the peak, and the coins and resources lying on it."""
    t = c.t
    c2 = c.view["c2"]
    goods = []
    if c2.get("coins"):
        goods.append(f'<span class="gm-tok">{art.icon("coin", "gm-ico")}<b class="gm-n">{c2["coins"]}</b></span>')
    for res, n in sorted((c2.get("res") or {}).items()):
        if n:
            goods.append(f'<span class="gm-tok">{art.icon(res, "gm-ico")}<b class="gm-n">{n}</b></span>')
    items = {**({"coins": c2["coins"]} if c2.get("coins") else {}), **(c2.get("res") or {})}
    words = t("gm.c2.goods", what=items_text(items, t))
    pile = "".join(goods) or f'<span class="small muted">{esc(t("gm.nothing"))}</span>'
    return (f'<span{attrs(class_="gm-card gm-t-marker gm-mountain", title=words, data_tile=tile)}>'
            f'<span class="gm-card-name">{esc(tile_name(tile, t))}</span>{art.icon("mountain", "gm-ico gm-mountain-ico")}'
            f'<span class="gm-mountain-goods" aria-hidden="true">{pile}</span><span class="sr-only">{esc(words)}</span></span>')


def _england_row_box(c: Ctx) -> str:
    return f'<div class="gm-market gm-england-only"><ol class="gm-mrows">{_england_row(c)}</ol></div>'


def _england_row(c: Ctx, added: str = "") -> str:
    """Chronicle 4's England row under the market: its fields with coins, the next fee, the holder
    (`added`: chronicle 8's Joe McDuff taking its coins)."""
    t = c.t
    c4 = c.view["c4"]
    fee = engine_c4.fee(c.view)
    holder = c4.get("holder")
    who = (t("gm.c4.holder", name=c.name(holder)) if holder is not None
           else t("gm.c4.under") if c4.get("under") else t("gm.c4.nobody"))
    fee_text = t("gm.c4.fee", count=fee) if fee is not None else t("gm.c4.row_full")
    chip = art.scot(holder, "gm-ico gm-ico-s") if holder is not None else ""
    return (f'<li class="gm-mrow gm-england-row"><span class="gm-mres" title="{esc(t("gm.c4.row"))}">'
            f'{art.icon("england", "gm-ico")}<span class="gm-mname">{esc(t("gm.c4.row_short"))}</span></span>'
            f'<span class="gm-mfields">{market_fields(c4["row"], engine_c4.PRICES, t)}</span>'
            f'<span class="gm-mprice small"><span>{esc(fee_text)}</span><span class="gm-holder">{chip}{esc(who)}</span></span>'
            f'{added}</li>')


def rondel_extras(c: Ctx) -> RondelExtras:
    out = RondelExtras()
    on = active(c)
    v = c.view
    if 8 in on:  # first: a reservation lies on the tile, its button under it
        under, legal, rows = mobs.rondel_parts(c)
        out.under.update(under)
        out.legal |= legal
        out.rows = rows
    if 2 in on:
        pos = engine_c2.mountain(v)
        if pos is not None:
            buttons = []
            for kind, key in (("c_mountain_stop", "gm.c2.btn.stop"), ("c_mountain_pass", "gm.c2.btn.pass")):
                action = next((a for _, a in c.of(kind) if a.get("pos") == pos), None)
                if action is not None:
                    buttons.append(c.button(esc(c.t(key)), action, "btn btn-small gm-chron-btn",
                                            action_label(action, c.t, v)))
                    out.legal.add(pos)
            out.face[pos] = _mountain(c, v["rondel"][str(pos)])
            if buttons:
                out.under[pos] = f'<span class="gm-space-btns">{"".join(buttons)}</span>'

    if 3 in on:
        for pos, tile in cask.seller_positions(c).items():
            out.under[pos] = out.under.get(pos, "") + cask.seller(c, tile, pos)
            if any(a.get("pos") == pos for _, a in c.of("c_seller_stop", "c_seller_pass")):
                out.legal.add(pos)
    if 4 in on:
        out.market = _england_row(c, out.rows.get("england", ""))
        takes = {a["pos"]: a for _, a in c.of("c_england_take")}
        for pos, a in takes.items():
            out.card[pos] = (a, action_label(a, c.t, v))
        for _, a in c.of("c_england_discard"):
            button = c.button(f'{art.icon("england", "gm-ico gm-ico-s")}<span>{esc(c.t("gm.c4.btn.discard"))}</span>', a,
                              "btn btn-small gm-chron-btn", action_label(a, c.t, v))
            out.under[a["pos"]] = out.under.get(a["pos"], "") + f'<span class="gm-space-btns">{button}</span>'
            out.legal.add(a["pos"])
    if 6 in on:
        for pos, button in book.swap_buttons(c).items():
            out.under[pos] = out.under.get(pos, "") + f'<span class="gm-space-btns">{button}</span>'
            out.legal.add(pos)
    return out


# --- panels and a player's parts ---------------------------------------------------------------------------

def _frame(c: Ctx, n: int, body: str) -> str:
    name = chronicle_name(n, c.t)
    return (f'<section{attrs(class_=f"panel gm-chron gm-chron-{n}", data_chronicle=n, data_ref=f"chronicle:{n}", aria_label=name)}>'
            f'<h2 class="panel-title">{art.icon("chronicle", "gm-ico")} {esc(name)}</h2>{body}</section>')


def _body(c: Ctx, n: int) -> str:
    if n == 1:
        return race.panel_body(c)
    if n == 5:
        return haggis.panel_body(c, _order(c))
    if n == 8:
        return mobs.panel_body(c, _order(c))
    return gathering.panel_body(c, _order(c))


def live(c: Ctx) -> set[int]:
    """Chronicles whose panel belongs at the top now: a vote or a haggis scoring in progress."""
    out = set()
    on = active(c)
    if 7 in on and c.view["c7"].get("vote"):
        out.add(7)
    if 5 in on and c.view["c5"].get("scoring") is not None:
        out.add(5)
    return out


def panels(c: Ctx, p: Prompt) -> tuple[str, str]:
    """(panels for the top, panels for the rest of the table), leaving out those the prompt shows."""
    top, rest = [], []
    focus = live(c)
    for n in active(c):
        if n not in PANELS or n in p.chronicles:
            continue
        (top if n in focus else rest).append(_frame(c, n, _body(c, n)))
    return "".join(top), "".join(rest)


def seat_parts(c: Ctx, seat: int, p: Prompt | None, compact: bool = False) -> SeatParts:
    on = active(c)
    v = c.view
    out = SeatParts()
    badges = []
    if 1 in on:
        badges.append(race.seat_badge(c, seat))
    if 4 in on and v["c4"].get("holder") == seat:
        words = c.t("gm.c4.token")
        badges.append(f'<span class="gm-badge" title="{esc(words)}">{art.icon("england", "gm-ico gm-ico-s")}'
                      f'<span class="small">{esc(words)}</span></span>')
    if 6 in on:
        badges.append(book.badge(c, seat))
        claims = mobs.claim_tags(c) if 8 in on else {}  # John McClaim's tokens on the cards
        out.landmarks = "".join(book.card_item(c, seat, card, claims.get(card, ""))
                                for card in v["players"][seat].get("landmarks", []))
    if 7 in on:
        badges.append(gathering.markers_left(c, seat))
    if 8 in on:
        badges.append(mobs.seat_badge(c, seat))
        out.cells = mobs.cell_tags(c, seat)
    out.badges = f'<span class="gm-badges">{"".join(badges)}</span>' if any(badges) else ""
    parts = []
    in_prompt = p is not None and seat == c.decider and c.acting
    if 3 in on and not (in_prompt and 3 in p.chronicles):
        parts.append(cask.cellars(c, seat, compact=compact))
    if 5 in on and not (in_prompt and 5 in p.chronicles):
        parts.append(haggis.table(c, seat))
    if 8 in on:
        parts.append(mobs.controlled(c, seat))
    parts = [part for part in parts if part]
    out.parts = f'<div class="gm-chron-parts">{"".join(parts)}</div>' if parts else ""
    return out


def end_panels(c: Ctx) -> str:
    """The end screen: the race's cards, the haggis scorings, the clan-gathering cards' scoring, the
    jail and the pennies."""
    return "".join(_frame(c, n, _body(c, n)) for n in active(c) if n in PANELS)


__all__ = ["active", "prompt", "extend", "rondel_extras", "panels", "live", "seat_parts", "end_panels"]


def private(c: Ctx, seat: int) -> str:
    """What the chronicles keep for `seat`'s eyes only, in `seat`'s own view, revealed (embeds with
    view=all): its face-down haggis tokens (5) and its vote before the markers are revealed (7);
    "" when it holds nothing secret. (Chronicle 1's prize tokens are face down for everyone.)"""
    t = c.t
    on = active(c)
    parts = []
    if 5 in on and any(v is not None for v in c.view["c5"]["tables"][seat]):
        parts.append(haggis.table(c, seat, revealed=True))
    vote = c.view["c7"].get("vote") if 7 in on else None
    secret = vote["secret"][seat] if vote else None
    if isinstance(secret, dict):
        parts.append(f'<p class="gm-private-vote"><b>{esc(t("gm.private.vote"))}</b> '
                     f'{gathering.markers(secret.get("aye", 0), secret.get("nay", 0), t)}</p>')
    return "".join(parts)
