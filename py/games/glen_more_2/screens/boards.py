"""Glen More II boards: the rondel (a square track with the market, the stacks and the die in its
middle), a player's land as a grid of tiles, and the clan board.

`Ctx` hands out each legal action's element exactly once (`button`, `cell`); the main module
checks that every index was placed and lists any other under "Other choices".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from games.glen_more_2 import clans as engine_clans
from games.glen_more_2 import market as engine_market
from games.glen_more_2 import territory as terr
from games.glen_more_2.data_files import CLAN_DATA, CLANS, RESOURCES, ROADS, START_FIELD, TILES
from ui.render.html import attrs, el, esc, fmt, named, player_name
from ui.render.legal import LegalIndex

from . import art
from .clan_layout import VIEWBOX, clan_layout
from .labels import action_label
from .words import (
    activation_text,
    amount,
    clan_name,
    clan_text,
    cost_text,
    items_text,
    once_all,
    res_name,
    tile_name,
    tile_summary,
    type_name,
)

Translate = Callable[..., str]
ITEM_ICON = {"coins": "coin", "whisky": "whisky", "scotsman": "scot", "vp": "vp", "move": "move"}
MAX_RING = 8  # the stylesheet has row/column classes up to this many per side


class Ctx(LegalIndex):
    """What every panel needs: the view, the legal actions when the viewer decides, and the set of
    action indices already given an element (each must get exactly one)."""

    def __init__(self, view: dict, actions: list[dict], t: Translate, prefs: dict) -> None:
        self.view = view
        self.t = t
        self.prefs = prefs
        self.names = list(prefs.get("names") or [])
        self.viewer: int | None = prefs.get("seat")
        prompts = view.get("prompts") or []
        self.top: dict | None = prompts[-1] if prompts else None
        self.decider: int | None = self.top["seat"] if self.top else None
        self.acting = (view.get("phase") != "over" and self.top is not None and self.viewer is not None
                       and self.decider == self.viewer)
        super().__init__(actions, self.acting)

    def name(self, seat: int | None) -> str:
        return player_name(self.names, seat, self.t)

    def card_button(self, card: str, action: dict, cls: str, words: str, details: str = "") -> str:
        """A tile card as the button of a legal action: named by what it shows, after the action's
        words for screen readers (an aria-label would hide the card's visible text, WCAG 2.5.3 label
        in name); the words and the tile's details are its tooltip. Nothing when it is not legal."""
        index = self.ix(action)
        if index is None:
            return ""
        return el("button", f'<span class="sr-only">{esc(words)}. </span>{card}', type="button", class_=cls,
                  data_action_index=index, title=f"{words}. {details}" if details else words)

    def who(self, seat: int) -> str:
        return (f'<span class="who">{art.scot(seat, "chip")}'
                f'<span class="who-name">{esc(self.name(seat))}</span></span>')


# --- small pieces -----------------------------------------------------------------------------------

def tok(item: str, count: int, t: Translate, quiet: bool = False) -> str:
    """An item as its glyph with a count (the words for screen readers unless `quiet`)."""
    glyph = art.icon(item if item in RESOURCES else ITEM_ICON.get(item, "chronicle"), "gm-ico",
                     "#e9e4d8" if item == "scotsman" else None)
    num = f'<b class="gm-n">{count}</b>' if count != 1 else ""
    words = "" if quiet else f'<span class="sr-only">{esc(amount(item, count, t))}</span>'
    hidden = ' aria-hidden="true"' if quiet else ""
    return f'<span class="gm-tok"{hidden}>{glyph}{num}{words}</span>'


def toks(items: dict, t: Translate, quiet: bool = False) -> str:
    return "".join(tok(item, n, t, quiet) for item, n in items.items() if n)


def tile_card(tile_id: str, t: Translate, cls: str = "") -> str:
    """A tile as printed: type colour, name, cost, river, one-time and activation effects in icons
    and words. Built of spans so it may sit inside a button."""
    tile = TILES.get(tile_id, {})
    kind = tile.get("type", "marker")
    top = (f'<span class="gm-card-top"><span class="gm-card-type">{esc(type_name(kind, t))}</span>'
           f'{art.icon("expansion", "gm-ico gm-ico-s") if tile.get("expansion") else ""}'
           f'{art.icon("chronicle", "gm-ico gm-ico-s") if tile.get("chronicle") else ""}'
           f'{art.icon("protected", "gm-ico gm-ico-s") if tile.get("protected") else ""}'
           f'<span class="gm-card-stack">{esc(tile.get("stack", "") if len(str(tile.get("stack", ""))) == 1 else "")}</span></span>')
    cost = tile.get("cost") or {}
    cost_html = (f'<span class="gm-card-cost" title="{esc(t("gm.tile.cost", cost=cost_text(cost, t)))}">'
                 f'{toks(cost, t)}</span>') if cost else ""
    fx = []
    if tile.get("once"):
        fx.append(f'<span class="gm-fx gm-fx-once">{art.icon("once", "gm-ico gm-ico-s")}'
                  f'<span>{esc(once_all(tile, t))}</span></span>')
    if tile.get("activation"):
        fx.append(f'<span class="gm-fx gm-fx-act">{art.icon("act", "gm-ico gm-ico-s")}'
                  f'<span>{esc(activation_text(tile, t))}</span></span>')
    if kind == "end":
        fx.append(f'<span class="gm-fx">{esc(t("gm.end.rule"))}</span>')
    classes = f"gm-card gm-t-{kind}" + (" has-river" if tile.get("river") else "") + (f" {cls}" if cls else "")
    return (f'<span{attrs(class_=classes, title=tile_summary(tile_id, t), data_tile=tile_id)}>'
            f'{art.river(tile.get("river") or [], "gm-river")}{top}'
            f'<span class="gm-card-name">{esc(tile_name(tile_id, t))}</span>{cost_html}{"".join(fx)}</span>')


# --- the rondel ---------------------------------------------------------------------------------------

def ring(spaces: int) -> tuple[int, int, list[tuple[int, int]]]:
    """(columns, rows, [(row, col)] clockwise from the top left) of a square track of `spaces`."""
    cols, rows = 3, 3
    while 2 * (cols + rows) - 4 < spaces and cols < MAX_RING:
        if cols <= rows:
            cols += 1
        else:
            rows += 1
    cells = [(1, c) for c in range(1, cols + 1)] + [(r, cols) for r in range(2, rows + 1)]
    cells += [(rows, c) for c in range(cols - 1, 0, -1)] + [(r, 1) for r in range(rows - 1, 1, -1)]
    return cols, rows, cells[:spaces]


def _pieces_at(view: dict) -> dict[int, list[str]]:
    """Absolute position → pieces there ("0".."3" for seats, "die", chronicle 4's "england")."""
    out: dict[int, list[str]] = {}
    for seat, p in enumerate(view["players"]):
        out.setdefault(p["pos"], []).append(str(seat))
    if view.get("die") is not None:
        out.setdefault(view["die"], []).append("die")
    englishman = (view.get("c4") or {}).get("englishman")
    if englishman is not None:
        out.setdefault(englishman, []).append("england")
    return out


def rearmost(view: dict) -> int:
    moving = [p["pos"] for p in view["players"] if not p["finished"]]
    if view.get("die") is not None:
        moving.append(view["die"])
    if (view.get("c4") or {}).get("englishman") is not None:
        moving.append(view["c4"]["englishman"])
    return min(moving) if moving else min(p["pos"] for p in view["players"])


def _piece(c: Ctx, piece: str, last_roll: int | None) -> str:
    t = c.t
    if piece == "die":
        label = t("gm.rondel.die", count=last_roll) if last_roll else t("gm.rondel.die_new")
        face = f'<b class="gm-die-face">{last_roll}</b>' if last_roll else ""
        return f'<span class="gm-piece gm-piece-die" title="{esc(label)}">{art.icon("die", "gm-ico")}{face}<span class="sr-only">{esc(label)}</span></span>'
    if piece == "england":  # chronicle 4: the token holder may move him when he is last
        holder = c.view["c4"].get("holder")
        label = t("gm.rondel.englishman", name=c.name(holder) if holder is not None else "—")
        return (f'<span class="gm-piece gm-piece-england" title="{esc(label)}">{art.icon("england", "gm-ico gm-meeple")}'
                f'<span class="sr-only">{esc(label)}</span></span>')
    seat = int(piece)
    p = c.view["players"][seat]
    label = c.name(seat) + (f" ({t('gm.finished')})" if p["finished"] else "")
    cls = "gm-piece" + (" is-decider" if seat == c.decider else "") + (" is-finished" if p["finished"] else "")
    return (f'<span{attrs(class_=cls, title=label, data_seat=seat)}>{art.scot(seat, "gm-ico gm-meeple")}'
            f'<b class="gm-piece-no">{seat + 1}</b><span class="sr-only">{esc(label)}</span></span>')


@dataclass
class RondelExtras:
    """What the chronicles add to the rondel: under a tile (by its absolute position) their parts and
    buttons, a legal action the tile card itself performs, and rows under the market."""

    face: dict[int, str] = field(default_factory=dict)  # position → drawn instead of the tile card
    under: dict[int, str] = field(default_factory=dict)
    card: dict[int, tuple[dict, str]] = field(default_factory=dict)  # position → (action, label)
    legal: set[int] = field(default_factory=set)  # positions whose space holds a legal action
    market: str = ""
    rows: dict[str, str] = field(default_factory=dict)  # market row (resource) → what is added to it


def _span(cells: list[tuple[int, int]], space: int, width: int) -> tuple[str, list[int]]:
    """Grid classes of a tile covering `width` spaces from `space` (the mountain: 2), and the spaces
    it covers. Consecutive ring cells share a row or a column, so the item spans that way."""
    covered = [(space + k) % len(cells) for k in range(width)]
    rows = [cells[s][0] for s in covered]
    cols = [cells[s][1] for s in covered]
    if width == 1 or (len(set(rows)) > 1 and len(set(cols)) > 1):  # a corner: no straight span
        return f"gm-r-{rows[0]} gm-c-{cols[0]}", covered[:1]
    way = "c" if len(set(rows)) == 1 else "r"
    return f"gm-r-{min(rows)} gm-c-{min(cols)} gm-span-{way}{width}", covered


def rondel(c: Ctx, last_roll: int | None, extras: RondelExtras | None = None) -> str:
    """The track, its spaces in playing order from the rearmost piece (the list order on a phone;
    the ring's row/column classes place them around the square on wider screens). A tile covering
    several spaces (chronicle 2's mountain) is one item over them."""
    v, t = c.view, c.t
    extras = extras or RondelExtras()
    spaces = v.get("rondel_spaces") or 14
    cols, rows, cells = ring(spaces)
    back = rearmost(v)
    pieces = _pieces_at(v)
    by_space: dict[int, list[int]] = {}
    for pos in list(pieces) + [int(p) for p in v["rondel"]]:
        by_space.setdefault(pos % spaces, [])
        if pos not in by_space[pos % spaces]:
            by_space[pos % spaces].append(pos)
    wide = {int(pos) % spaces: TILES.get(tile, {}).get("rondel_spaces", 1) for pos, tile in v["rondel"].items()}
    far = {(s + k) % spaces: s for s, width in wide.items() for k in range(1, width)}
    takes = {a["pos"]: a for _, a in c.of("take")}
    discards: dict[int, list[dict]] = {}
    for _, a in c.of("discard"):
        discards.setdefault(a["pos"], []).append(a)
    stops = {a["pos"]: a for _, a in c.of("stop_end")}
    gap = (back - 1) % spaces
    items = []
    for step in range(spaces):
        space = (back + step) % spaces
        if space in far and far[space] in wide:
            continue  # drawn with the tile that covers it
        place, covered = _span(cells, space, wide.get(space, 1))
        positions = sorted(p for s in covered for p in by_space.get(s, []))
        here = [piece for pos in positions for piece in pieces.get(pos, [])]
        tile_pos = next((pos for pos in positions if str(pos) in v["rondel"]), None)
        body = ""
        cls = f"gm-space {place}"
        if tile_pos is not None:
            tile = v["rondel"][str(tile_pos)]
            card = extras.face.get(tile_pos) or tile_card(tile, t)
            label = tile_summary(tile, t)
            own = extras.card.get(tile_pos)
            if tile_pos in takes:
                words = action_label(takes[tile_pos], t, v)
                body = c.card_button(card, takes[tile_pos], "gm-take", words, label)
                cls += " is-legal"
            elif own is not None:
                body = c.card_button(card, own[0], "gm-take", own[1], label)
                cls += " is-legal"
            else:
                body = card
                if (c.acting and c.of("take") and tile_pos not in stops and tile_pos not in discards
                        and tile_pos not in extras.legal):
                    cls += " is-dim"
            if tile_pos in extras.under:
                body += extras.under[tile_pos]
            if tile_pos in extras.legal:
                cls += " is-legal"
            extra = []
            for a in discards.get(tile_pos, []):
                extra.append(c.button(esc(t(f"gm.btn.discard_{a['gain']}")), a, "btn btn-small gm-discard",
                                      action_label(a, t, v)))
            if tile_pos in stops:
                extra.append(c.button(esc(t("gm.btn.stop_end")), stops[tile_pos], "btn btn-small btn-primary gm-stop",
                                      t("gm.action.stop_end")))
            if extra:
                body += f'<span class="gm-space-btns">{"".join(extra)}</span>'
                cls += " is-legal"
        else:
            cls += " is-empty"
            if space == gap:
                body = f'<span class="gm-gap">{esc(t("gm.rondel.gap"))}</span>'
        if space == gap and tile_pos is None:
            cls += " is-gap"
        numbers = "".join(f'<span{attrs(class_="gm-space-no", data_space=s if s != space else None, data_ref=f"rondel:{s}" if s != space else None)}>{s + 1}</span>'
                          for s in covered)
        head = (f'<span class="gm-space-head">{numbers}'
                f'<span class="gm-pieces">{"".join(_piece(c, p, last_roll) for p in here)}</span></span>')
        items.append(f'<li{attrs(class_=cls, data_space=space, data_ref=f"rondel:{space}")}>{head}{body}</li>')
    center = f'<li class="gm-ring-center">{_center(c, last_roll, extras.market, extras.rows)}</li>'
    return (f'<section class="panel gm-rondel-panel" aria-label="{esc(t("gm.rondel.title"))}">'
            f'<h2 class="panel-title">{esc(t("gm.rondel.title"))} '
            f'<span class="muted small">{esc(t("gm.rondel.hint", count=spaces))}</span></h2>'
            f'<ol class="gm-ring gm-cols-{cols} gm-rows-{rows}">{"".join(items)}{center}</ol></section>')


def current_stack(v: dict) -> str:
    """The stack tiles come from now: the engine moves on only when it draws from the next one."""
    stacks = v.get("stacks", {})
    letters = list(stacks)
    current = v.get("stack") or (letters[0] if letters else "")
    later = letters[letters.index(current):] if current in letters else letters
    return next((k for k in later if stacks.get(k)), current)


def _center(c: Ctx, last_roll: int | None, market_extra: str = "", added: dict[str, str] | None = None) -> str:
    v, t = c.view, c.t
    stacks = v.get("stacks", {})
    current = current_stack(v)
    rows = "".join(
        f'<li{attrs(class_="gm-stack" + (" is-current" if k == current else ""), title=t("gm.stack.size", stack=k, count=n))}>'
        f'<span class="gm-stack-letter">{esc(k)}</span><b>{n}</b></li>'
        for k, n in stacks.items())
    round_no = min(v.get("round", 1), 4)
    head = (f'<div class="gm-center-head"><span class="gm-round">{esc(t("gm.round", n=round_no))}</span>'
            f'<ol class="gm-stacks" aria-label="{esc(t("gm.stacks"))}">{rows}</ol></div>')
    if v.get("die") is not None:
        die = t("gm.die.at", space=v["die"] % (v.get("rondel_spaces") or 14) + 1)
        if last_roll:
            die += " · " + t("gm.die.rolled", count=last_roll)
    elif v.get("options", {}).get("die") == "off" or (v.get("options", {}).get("die") == "auto" and v.get("n", 2) > 2):
        die = t("gm.die.none")
    else:
        die = t("gm.die.gone")
    end = _end_status(v, t)
    facts = (f'<p class="gm-center-facts small">{art.icon("die", "gm-ico gm-ico-s")}<span>{esc(die)}</span>'
             f'{art.icon("end", "gm-ico gm-ico-s")}<span>{esc(end)}</span>'
             f'<span class="muted">{esc(t("gm.discard_pile", count=len(v.get("discard", []))))}</span></p>')
    return head + market(c, market_extra, added) + facts


def _end_status(v: dict, t: Translate) -> str:
    spaces = v.get("rondel_spaces") or 14
    for pos, tile in v["rondel"].items():
        if TILES.get(tile, {}).get("type") == "end":
            return t("gm.end.on_rondel", space=int(pos) % spaces + 1)
    if v.get("stack") != "D" or v.get("stacks", {}).get("D"):
        return t("gm.end.in_d")
    return t("gm.end.passed")


def market(c: Ctx, extra: str = "", added: dict[str, str] | None = None) -> str:
    """Five rows of fields priced 1, 2, 3: coins lie where someone bought; the next buy goes to the
    leftmost empty field, a sale takes the coins of the rightmost filled one. `extra`: rows a
    chronicle adds (chronicle 4's England row); `added`: what a chronicle puts on a row (chronicle
    8's Joe McDuff taking its coins)."""
    v, t = c.view, c.t
    added = added or {}
    rows = []
    for res in RESOURCES:
        row = v["market"].get(res, [0, 0, 0])
        fields = market_fields(row, engine_market.PRICES, t)
        buy = engine_market.buy_price(v["market"], res)
        sell = engine_market.sell_price(v["market"], res)
        buy_text = t("gm.market.buy", count=buy) if buy is not None else t("gm.market.no_buy")
        sell_text = t("gm.market.sell", count=sell) if sell is not None else t("gm.market.no_sell")
        rows.append(f'<li class="gm-mrow" data-ref="market:{res}"><span class="gm-mres" title="{esc(res_name(res, t))}">{art.icon(res)}'
                    f'<span class="gm-mname">{esc(res_name(res, t))}</span></span>'
                    f'<span class="gm-mfields">{fields}</span>'
                    f'<span class="gm-mprice small"><span>{esc(buy_text)}</span><span>{esc(sell_text)}</span></span>'
                    f'{added.get(res, "")}</li>')
    return (f'<div class="gm-market"><h3 class="gm-sub">{esc(t("gm.market.title"))}</h3>'
            f'<ol class="gm-mrows">{"".join(rows)}{extra}</ol></div>')


def market_fields(row: list[int], prices: tuple[int, ...], t: Translate) -> str:
    """A market row's fields: each price, a coin where coins lie."""
    return "".join(
        f'<span{attrs(class_="gm-field-m" + (" is-full" if coins else ""), title=t("gm.market.field", count=price))}>'
        f'{art.icon("coin", "gm-ico gm-ico-s") if coins else ""}<b>{price}</b></span>'
        for price, coins in zip(prices, row))


# --- a player's land ------------------------------------------------------------------------------------

def _cell_inside(spot: dict, seat: int, t: Translate, compact: bool) -> str:
    tiles = spot["tiles"]
    top_id = tiles[-1]
    tile = TILES.get(top_id, {})
    res = "".join(art.icon(r, "gm-ico gm-res") for r, n in sorted(spot["res"].items()) for _ in range(n))
    res_words = items_text(spot["res"], t) if spot["res"] else ""
    scots = spot["scots"]
    if scots > 3:
        men = f'{art.scot(seat, "gm-ico gm-meeple")}<b class="gm-n">×{scots}</b>'
    else:
        men = "".join(art.scot(seat, "gm-ico gm-meeple") for _ in range(scots))
    below = ""
    if len(tiles) > 1:
        under = t("gm.list_sep").join(tile_name(x, t) for x in tiles[:-1])
        below = (f'<span class="gm-stacked" title="{esc(t("gm.land.covers", tiles=under))}">'
                 f'{art.icon("expansion", "gm-ico gm-ico-s")}<b>{len(tiles) - 1}</b></span>')
    act = art.icon("act", "gm-ico gm-ico-s gm-has-act") if tile.get("activation") and not compact else ""
    words = [tile_name(top_id, t)]
    if scots:
        words.append(t("gm.n.scotsman", count=scots))
    if res_words:
        words.append(res_words)
    return (f'{art.river(tile.get("river") or [], "gm-river")}'
            f'<span class="gm-cell-name">{esc(tile_name(top_id, t))}</span>{below}{act}'
            f'<span class="gm-cell-scots">{men}</span><span class="gm-cell-res">{res}</span>'
            f'<span class="sr-only">{esc(t("gm.list_sep").join(words[1:]))}</span>')


def land(c: Ctx, seat: int, cell_actions: dict[str, dict] | None = None, preview: str | None = None,
         marks: dict[str, str] | None = None, compact: bool = False, tags: dict[str, str] | None = None,
         refs: bool | None = None) -> str:
    """The land as rows of cells (x grows east, y south; tiles never rotate). `cell_actions` are the
    legal actions that name a cell (placing, paying or choosing a tile): those cells are buttons;
    empty ones show `preview` (the tile being placed) on hover and focus. `marks` tag cells
    ("can" activate, "done", "new"); `tags` are what the chronicles put on a tile (chronicle 8's
    pennies on the castle, a mobster's Scotsman). `refs` (None: none) gives each tile and legal empty
    cell `data-ref="land:<seat>:<row>,<col>"` (row = y, col = x), and when True (the player shown)
    an overlay `land:<row>,<col>` inside it too (docs/embed-refs.md)."""
    t = c.t
    player = c.view["players"][seat]
    area = player["land"]
    cell_actions = cell_actions or {}
    marks = marks or {}
    tags = tags or {}
    cells = set(area) | set(cell_actions)
    xs = [terr.xy(cell)[0] for cell in cells]
    ys = [terr.xy(cell)[1] for cell in cells]
    rows = []
    ghost = ""
    if preview:
        ptile = TILES.get(preview, {})
        ghost = (f'<span class="gm-ghost gm-t-{ptile.get("type", "marker")}">'
                 f'{art.river(ptile.get("river") or [], "gm-river")}'
                 f'<span class="gm-cell-name">{esc(tile_name(preview, t))}</span></span>')
    for y in range(min(ys), max(ys) + 1):
        row = []
        for x in range(min(xs), max(xs) + 1):
            cell = terr.key(x, y)
            action = cell_actions.get(cell)
            mark = marks.get(cell, "")
            ref = f"land:{seat}:{y},{x}" if refs is not None else None
            short = f'<span class="ref-mark" data-ref="land:{y},{x}"></span>' if refs else ""
            if cell in area:
                kind = terr.top(area, cell).get("type", "marker")
                inside = _cell_inside(area[cell], seat, t, compact) + tags.get(cell, "") + short
                cls = f"gm-cell gm-t-{kind}" + (f" is-{mark}" if mark else "")
                if mark:
                    inside += f'<span class="sr-only">{esc(t(f"gm.mark.{mark}"))}</span>'
                if action is not None:
                    label = action_label(action, t, c.view)
                    if preview:
                        inside += ghost
                        label += ". " + tile_summary(preview, t)
                    row.append(c.button(inside, action, cls + " is-legal", label, data_cell=cell, data_r=y, data_c=x,
                                        data_ref=ref))
                else:
                    row.append(f'<div{attrs(class_=cls, data_cell=cell, data_ref=ref, title=tile_summary(terr.top(area, cell)["id"], t))}>'
                               f'{inside}</div>')
            elif action is not None:
                label = action_label(action, t, c.view)
                if preview:
                    label += ". " + tile_summary(preview, t)
                row.append(c.button(f'<span class="gm-plus" aria-hidden="true">+</span>{ghost}{short}', action,
                                    "gm-cell gm-slot is-legal", label, data_cell=cell, data_r=y, data_c=x, data_ref=ref))
            else:
                row.append('<div class="gm-cell gm-void"></div>')
        rows.append(f'<div class="gm-land-row">{"".join(row)}</div>')
    cls = "gm-land" + (" is-compact" if compact else "") + (" is-choosing" if cell_actions else "")
    return (f'<div{attrs(class_=cls, data_grid="land" if cell_actions else None, data_seat=seat, aria_label=t("gm.land.of", name=c.name(seat)))}>'
            f'{"".join(rows)}</div>')


# --- the clan board -----------------------------------------------------------------------------------------

MARKER_SPOTS = (((0, 0),), ((-1.2, 0), (1.2, 0)), ((-1.2, 0.8), (1.2, 0.8), (0, -1.2)),
                ((-1.2, -1.2), (1.2, -1.2), (-1.2, 1.2), (1.2, 1.2)))  # markers inside a field (Douglas: up to 4)
BAND_FILL = {"yellow": "#f1cf48", "orange": "#ee9a3a", "red": "#d9544a", "purple": "#8f62b8"}


def field_tokens(view: dict) -> tuple[dict[str, int], int | None]:
    """Chronicle 8: Peggy McWander's tokens on clan fields {field: coins}, and who controls her."""
    c8 = view.get("c8") or {}
    fields = ((c8.get("mob") or {}).get("peggy_mcwander") or {}).get("fields") or {}
    return dict(fields), (c8.get("control") or {}).get("peggy_mcwander")


def clan_board(c: Ctx, with_actions: bool, picks: dict[str, dict] | None = None) -> str:
    """Fields (colour = distance from the start), roads with their coin costs, everyone's markers
    (and chronicle 8's tokens); with `with_actions`, the fields the player may mark now are buttons
    showing what they cost; `picks` are other actions naming a field (chronicle 8: a token put there)."""
    v, t = c.view, c.t
    picks = picks or {}
    pos = {fid: spec["pos"] for fid, spec in CLANS.items()}
    pos[START_FIELD] = CLAN_DATA.get("start_pos", [50.0, 50.0])
    legal = {a["field"]: a for _, a in c.of("clan")} if with_actions else {}
    tokens, wander = field_tokens(v)
    costs: dict[str, int] = {}
    if legal and c.decider is not None:
        try:
            costs = dict(engine_clans.open_fields(v, c.decider))
        except (KeyError, TypeError, ValueError):
            costs = {}
    label_at, tolls = clan_layout(tuple((fid, clan_name(fid, t)) for fid in CLANS))  # names clear of roads and numbers
    parts = []
    for road in ROADS:
        if road["a"] not in pos or road["b"] not in pos:
            continue
        (x1, y1), (x2, y2) = pos[road["a"]], pos[road["b"]]
        mx, my = tolls.get((road["a"], road["b"]), ((x1 + x2) / 2, (y1 + y2) / 2))
        parts.append(f'<line class="gm-road" x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}"/>'
                     f'<g class="gm-toll"><circle cx="{fmt(mx)}" cy="{fmt(my)}" r="2.3"/>'
                     f'<text x="{fmt(mx)}" y="{fmt(my + 1.1)}" text-anchor="middle">{road["cost"]}</text></g>')
    sx, sy = pos[START_FIELD]
    parts.append(f'<g class="gm-start"><rect x="{fmt(sx - 5)}" y="{fmt(sy - 3.2)}" width="10" height="6.4" rx="1.5"/>'
                 f'<text x="{fmt(sx)}" y="{fmt(sy + 1.1)}" text-anchor="middle">{esc(t("gm.clan.start"))}</text></g>')
    for fid, spec in CLANS.items():
        x, y = spec["pos"]
        owners = v.get("clans", {}).get(fid, [])
        name = clan_name(fid, t)
        fill = BAND_FILL.get(spec.get("color", ""), "#bbb")
        spots = MARKER_SPOTS[min(len(owners), len(MARKER_SPOTS)) - 1] if owners else ()
        markers = "".join(
            f'<circle class="gm-marker" cx="{fmt(x + dx)}" cy="{fmt(y + dy)}" r="1.25" fill="{art.seat_color(s)}"/>'
            for (dx, dy), s in zip(spots, owners))
        label_x, label_y, anchor = label_at.get(fid, (x, y + 5.7, "middle"))
        body = (f'<circle class="gm-fieldc" cx="{fmt(x)}" cy="{fmt(y)}" r="3.1" fill="{fill}"/>{markers}'
                f'<text class="gm-fname" x="{fmt(label_x)}" y="{fmt(label_y)}" text-anchor="{anchor}">{esc(name)}</text>'
                f'<circle class="ref-mark" cx="{fmt(x)}" cy="{fmt(y)}" r="4.6"/>')
        owned = t("gm.clan.marked_by", names=t("gm.list_sep").join(c.name(s) for s in owners)) if owners else ""
        info = f"{name}: {clan_text(fid, t)}" + (f" {owned}" if owned else "")
        if fid in tokens:  # chronicle 8: a token whose coins anyone else pays before marking here
            words = t("gm.c8.field_token", count=tokens[fid], name=c.name(wander))
            info += f" {words}"
            body += (f'<g class="gm-wtoken"><rect x="{fmt(x - 5.2)}" y="{fmt(y - 5.6)}" width="4.4" height="4.4" rx="1"/>'
                     f'<text x="{fmt(x - 3)}" y="{fmt(y - 2.3)}" text-anchor="middle">{tokens[fid]}</text></g>')
        pick = picks.get(fid)
        pick_index = c.ix(pick) if pick else None
        action = legal.get(fid)
        index = c.ix(action) if action else None
        if pick_index is not None:
            label = f"{action_label(pick, t, v)}. {clan_text(fid, t)}"
            parts.append(f'<g{attrs(class_="gm-field is-legal is-pick", role="button", tabindex="0", aria_label=named(body, label), data_action_index=pick_index, data_field=fid, data_ref=f"clan:{fid}")}>'
                         f'<title>{esc(label)}</title><circle class="gm-halo" cx="{fmt(x)}" cy="{fmt(y)}" r="4.8"/>{body}</g>')
        elif index is not None:
            cost = costs.get(fid)
            label = t("gm.clan.choose", clan=name, count=cost if cost is not None else "?") + " " + clan_text(fid, t)
            badge = (f'<g class="gm-cost"><circle cx="{fmt(x + 3.3)}" cy="{fmt(y - 2.6)}" r="2.1"/>'
                     f'<text x="{fmt(x + 3.3)}" y="{fmt(y - 1.7)}" text-anchor="middle">{cost if cost is not None else "?"}</text></g>')
            parts.append(f'<g{attrs(class_="gm-field is-legal", role="button", tabindex="0", aria_label=named(f"{body} {badge}", label), data_action_index=index, data_field=fid, data_ref=f"clan:{fid}")}>'
                         f'<title>{esc(label)}</title><circle class="gm-halo" cx="{fmt(x)}" cy="{fmt(y)}" r="4.8"/>{body} {badge}</g>')
        else:
            parts.append(f'<g{attrs(class_="gm-field" + (" is-marked" if owners else ""), data_field=fid, data_ref=f"clan:{fid}")}><title>{esc(info)}</title>{body}</g>')
    svg = (f'<svg class="gm-clan-svg" viewBox="{" ".join(fmt(n) for n in VIEWBOX)}" role="group" aria-label="{esc(t("gm.clan.title"))}">'
           f'{"".join(parts)}</svg>')
    items = []
    for fid, spec in CLANS.items():
        owners = v.get("clans", {}).get(fid, [])
        dots = "".join(art.icon("clan", "gm-ico gm-ico-s", art.seat_color(s)) for s in owners)
        if fid in tokens:
            dots += f' <span class="gm-wtoken-chip small">{esc(t("gm.c8.field_token", count=tokens[fid], name=c.name(wander)))}</span>'
        items.append(f'<li class="gm-clan-{esc(spec.get("color", ""))}"><b>{esc(clan_name(fid, t))}</b>{dots} '
                     f'<span class="small">{esc(clan_text(fid, t))}</span></li>')
    legend = (f'<details class="gm-clan-list"><summary>{esc(t("gm.clan.effects"))}</summary>'
              f'<ul>{"".join(items)}</ul></details>')
    return f'<div class="gm-clan">{svg}{legend}</div>'


def seat_tokens(c: Ctx, seat: int) -> str:
    """Coins, whisky, VP, Scotsmen in supply and clan markers left, as glyphs with words."""
    t = c.t
    p = c.view["players"][seat]
    supply = 10 - 1 - terr.scotsmen(p["land"]) - p.get("scots_away", 0)
    stats = [
        ("coin", t("gm.n.coins", count=p["coins"]), p["coins"]),
        ("whisky", t("gm.n.whisky", count=p["whisky"]), p["whisky"]),
        ("vp", t("gm.n.vp", count=p["vp"]), p["vp"]),
        ("scot", t("gm.stat.supply", count=supply), supply),
        ("clan", t("gm.stat.markers", count=p["markers"]), p["markers"]),
    ]
    out = []
    for glyph, words, n in stats:
        color = art.seat_color(seat) if glyph in ("scot", "clan") else None
        out.append(f'<span class="gm-stat" title="{esc(words)}">{art.icon(glyph, "gm-ico", color)}<b>{n}</b>'
                   f'<span class="sr-only">{esc(words)}</span></span>')
    return f'<span class="gm-stats">{"".join(out)}</span>'


__all__ = ["Ctx", "RondelExtras", "tile_card", "rondel", "market_fields", "land", "clan_board", "field_tokens", "market", "tok", "toks", "seat_tokens", "ring", "current_stack",
           "rearmost"]
