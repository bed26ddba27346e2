"""Glen More II panels: the decision of the moment (taking, paying, placing, activating, moving,
selling, a choice an effect asks for), a player's area and supplies (with what the chronicles add,
`SeatParts`), the other players, the scorings, the info panel and the raw data of a chronicle the
screens do not draw yet.

Each prompt returns (text, body, what the land shows): the land panel makes the cells that a legal
action names into buttons, so placing, paying a Scotsman and choosing a tile all happen on the grid.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from games.glen_more_2 import market as engine_market
from games.glen_more_2 import scoring as engine_scoring
from games.glen_more_2 import territory as terr
from games.glen_more_2.data_files import LANDMARKS, RESOURCES, TILES
from ui.render.html import attrs, esc, hashed

from . import art, boards
from .boards import Ctx, tile_card, tok, toks
from .chronicle_words import KNOWN, mob_name
from .labels import action_label
from .words import (
    activate_variant,
    activation_text,
    alt_text,
    arrow,
    chronicle_name,
    clan_name,
    humanize,
    landmark_name,
    landmark_text,
    res_name,
    tile_name,
    type_name,
    where,
)

Translate = Callable[..., str]
CATEGORIES = engine_scoring.CATEGORIES
BASE_KEYS = frozenset({
    "n", "options", "chronicles", "phase", "round", "rondel", "die", "stack", "discard", "market", "clans", "hume",
    "players", "turn", "prompts", "scorings", "winners", "order", "game", "provisional", "rondel_spaces", "stacks",
    "final",
})
PLAYER_KEYS = frozenset({"pos", "finished", "coins", "whisky", "vp", "land", "landmarks", "persons", "markers",
                         "scots_away"})
CELL_TYPES = ("place", "scot", "cell", "remove")
DRAWN_KEYS = frozenset(f"c{n}" for n in KNOWN)  # chronicle parts with screens of their own


@dataclass
class Prompt:
    """The decision on screen: its words, its controls, and what the acting land shows."""

    text: str
    body: str = ""
    cells: dict[str, dict] = field(default_factory=dict)  # cell → the legal action naming it
    preview: str | None = None  # the tile being placed (ghost on the legal cells)
    marks: dict[str, str] = field(default_factory=dict)
    clan_board: bool = False  # the clan board is part of the prompt
    chronicles: set[int] = field(default_factory=set)  # chronicles whose parts the prompt shows


@dataclass
class SeatParts:
    """What the chronicles add to a player's area: badges by the stats, the landmark cards drawn
    their way (chronicle 6: the side showing), their components (cellars, haggis table…), and what
    lies on the land's tiles (chronicle 8: pennies on the castle, a mobster's Scotsman)."""

    badges: str = ""
    landmarks: str | None = None
    parts: str = ""
    cells: dict[str, str] = field(default_factory=dict)  # cell → what lies on that tile of the land


def controls(*buttons: str) -> str:
    inner = "".join(b for b in buttons if b)
    return f'<div class="controls gm-controls">{inner}</div>' if inner else ""


def hint(text: str) -> str:
    return f'<p class="hint">{esc(text)}</p>'


# --- the prompt ------------------------------------------------------------------------------------

def prompt(c: Ctx) -> Prompt:
    t = c.t
    top = c.top
    if top is None:
        return Prompt(t("gm.prompt.over"))
    if not c.acting:
        return Prompt(t("gm.prompt.waiting", name=c.name(c.decider)))
    kind = top["kind"]
    cells = {a["cell"]: a for _, a in c.of(*CELL_TYPES) if "cell" in a}
    if kind == "take":
        return _take(c)
    if kind == "pay_scot":
        tile = c.view["turn"].get("tile") or ""
        return Prompt(t("gm.prompt.pay_scot", tile=tile_name(tile, t), count=top.get("due", 1)),
                      f'<div class="gm-show">{tile_card(tile, t, "gm-card-big")}</div>' + hint(t("gm.hint.pay_scot")),
                      cells)
    if kind == "place":
        tile = top["tile"]
        rules = [t("gm.hint.place_rule")]
        info = TILES.get(tile, {})
        if info.get("expansion"):
            rules.append(t("gm.hint.place_expansion", type=type_name(info["expansion"], t)))
        elif info.get("river"):
            rules.append(t("gm.hint.place_river"))
        if top.get("free"):
            rules.append(t("gm.hint.place_free"))
        body = (f'<div class="gm-show">{tile_card(tile, t, "gm-card-big")}'
                f'<ul class="gm-rules small">{"".join(f"<li>{esc(r)}</li>" for r in rules)}</ul></div>'
                + hint(t("gm.hint.place_count", count=len(cells))))
        return Prompt(t("gm.prompt.place", tile=tile_name(tile, t)), body, cells, preview=tile)
    if kind == "choice":
        return _choice(c, top["op"], cells)
    if kind == "pay":
        return _pay(c)
    if kind == "chronicle":
        text = t("gm.prompt.chronicle")
        if isinstance(top.get("chronicle"), int) and top.get("op"):
            text = t("gm.prompt.chronicle_op", chronicle=chronicle_name(top["chronicle"], t), what=humanize(top["op"]))
        return Prompt(text, hint(t("gm.hint.chronicle")))
    return _activate(c)


def _take(c: Ctx) -> Prompt:
    t = c.t
    takes = c.of("take")
    if takes:
        text = t("gm.prompt.take")
        body = hint(t("gm.hint.take"))
    elif c.of("discard"):
        text = t("gm.prompt.discard")
        body = hint(t("gm.hint.discard"))
    else:
        text = t("gm.prompt.only_end")
        body = ""
    if c.of("stop_end"):
        body += hint(t("gm.hint.stop_end"))
    return Prompt(text, body + sell_panel(c))


def _pay(c: Ctx) -> Prompt:
    """Which tile gives the next resource of a payment, or the market instead (D1): one button per
    source, with how many of it the tile holds or what the market asks; back (nothing paid yet)."""
    t = c.t
    top = c.top
    due = top.get("units") or []
    plan = top.get("plan") or []
    res = due[len(plan)] if len(plan) < len(due) else ""
    area = c.view["players"][c.decider]["land"]
    buttons = []
    for _, a in c.of("pay_tile"):
        held = area.get(a["cell"], {}).get("res", {}).get(res, 0)
        buttons.append(c.button(f'{art.icon(res, "gm-ico")}<span>{esc(t("gm.pay.tile", tile=where(area, a["cell"], t), count=held))}</span>',
                                a, "btn gm-choice gm-pay-tile", action_label(a, t, c.view), data_cell=a["cell"]))
    for _, a in c.of("pay_market"):
        price = engine_market.buy_price(c.view["market"], res) or 0
        buttons.append(c.button(f'{art.icon("coin", "gm-ico")}<span>{esc(t("gm.pay.market", count=price))}</span>',
                                a, "btn gm-choice gm-pay-market", action_label(a, t, c.view)))
    back = c.button(esc(t("gm.btn.pay_cancel")), {"type": "pay_cancel"}, "btn")
    held = top.get("action") or {}
    body = (hint(t("gm.pay.for", what=action_label(held, t, c.view)))
            + hint(t("gm.pay.left", count=len(due) - len(plan) - 1))
            + f'<div class="gm-choices gm-pay">{"".join(buttons)}</div>' + controls(back))
    return Prompt(t("gm.prompt.pay", res=res_name(res, t)), body)


def pay_switch(c: Ctx) -> str:
    """The switch "choose which tiles pay" (D1), on a prompt whose payments leave a choice: off, the
    payment is made at once (own resources from the fullest tile, the rest bought); on, each paying
    action first asks where each resource comes from."""
    t = c.t
    found = c.of("pay_choose")
    if not found:
        return ""
    _, a = found[0]
    now_on = not a["on"]  # the action turns it off when it is on
    label = t("gm.pay.switch")  # a toggle: one name, its state in aria-pressed
    button = c.button(f'<span aria-hidden="true">{"☑" if now_on else "☐"}</span> {esc(label)}', a,
                      "btn btn-small gm-pay-switch" + (" is-on" if now_on else ""), label,
                      aria_pressed="true" if now_on else "false")
    note = t("gm.pay.hint_on") if now_on else t("gm.pay.hint_off")
    return f'<div class="gm-pay-row">{button}<p class="small muted">{esc(note)}</p></div>'


def _choice(c: Ctx, op: dict, cells: dict[str, dict]) -> Prompt:
    t = c.t
    kind = op.get("op")
    seat = c.decider
    area = c.view["players"][seat]["land"] if seat is not None else {}
    skip = c.button(esc(t("gm.btn.skip")), {"type": "skip"}, "btn")
    done = c.button(esc(t("gm.btn.done")), {"type": "done"}, "btn btn-primary")
    if kind == "resource":
        buttons = "".join(
            c.button(f'{art.icon(a["res"], "gm-ico gm-ico-l")}<span>{esc(res_name(a["res"], t))}</span>', a,
                     "btn gm-choice", action_label(a, t, c.view))
            for _, a in c.of("resource"))
        place = where(area, op["cell"], t) if op.get("cell") in area else "?"
        return Prompt(t("gm.prompt.resource", tile=place), f'<div class="gm-choices">{buttons}</div>' + controls(skip))
    if kind == "put_any":
        return Prompt(t("gm.prompt.put_any", res=res_name(op.get("res", ""), t)), hint(t("gm.hint.cells")) + controls(skip),
                      cells)
    if kind == "scotsman_any":
        return Prompt(t("gm.prompt.scotsman_any"), hint(t("gm.hint.cells")) + controls(skip), cells)
    if kind == "clan":
        return Prompt(t("gm.prompt.clan"), hint(t("gm.hint.clan")) + boards.clan_board(c, True) + controls(skip),
                      clan_board=True)
    if kind == "remove":
        return Prompt(t("gm.prompt.remove", count=op.get("left", 1)), hint(t("gm.hint.remove")) + controls(done, skip),
                      cells)
    if kind == "munro":
        cards = "".join(
            c.card_button(tile_card(a["tile"], t), a, "gm-take gm-munro", action_label(a, t, c.view))
            for _, a in c.of("munro"))
        return Prompt(t("gm.prompt.munro"), f'<div class="gm-choices gm-cards">{cards}</div>' + controls(skip))
    return Prompt(t("gm.prompt.choice_other", what=humanize(kind)), controls(done, skip), cells)


def _activate(c: Ctx) -> Prompt:
    """The activation step: every tile that may activate, with what it gives and one button per
    legal way; Scotsman moves; selling; ending the turn."""
    t = c.t
    v = c.view
    turn = v.get("turn") or {}
    seat = c.decider
    area = v["players"][seat]["land"]
    groups: dict[tuple[str, str], list[dict]] = {}
    for _, a in c.of("activate"):
        group = "extra" if "extra" in a else ("ness" if a.get("ness") else "near")
        groups.setdefault((group, a["cell"]), []).append(a)
    marks = {}
    for cell in turn.get("allowed", []):
        if cell in area:
            marks[cell] = "can"
    for cell in turn.get("activated", []):
        marks[cell] = "done"
    if turn.get("cell") in area and turn["cell"] not in turn.get("activated", []):
        marks[turn["cell"]] = "new"
    rows = []
    listed = [cell for cell in turn.get("allowed", []) if cell in area]
    listed += sorted({cell for (g, cell) in groups if g == "near" and cell not in listed})
    for cell in listed:
        rows.append(_activation_row(c, area, cell, groups.get(("near", cell), []), cell in turn.get("activated", [])))
    sections = []
    if rows:
        sections.append(f'<h3 class="gm-sub">{esc(t("gm.act.title"))}</h3><ul class="gm-acts">{"".join(rows)}</ul>')
    for group, key in (("extra", "gm.act.extra_title"), ("ness", "gm.act.ness_title")):
        extra_rows = [_activation_row(c, area, cell, acts, False) for (g, cell), acts in sorted(groups.items()) if g == group]
        if extra_rows:
            sections.append(f'<h3 class="gm-sub">{esc(t(key))}</h3><ul class="gm-acts">{"".join(extra_rows)}</ul>')
    moves = _moves(c, area, turn.get("moves", 0))
    lapse = turn.get("moves", 0) if c.of("move") else 0
    end = c.button(esc(t("gm.btn.end_turn")), {"type": "end_turn"}, "btn btn-primary gm-end-turn",
                   aria_describedby="gm-lapse" if lapse else None)
    warn = f'<p class="gm-warn small" id="gm-lapse" role="note">{esc(t("gm.moves.lapse", count=lapse))}</p>' if lapse else ""
    if c.of("activate"):
        text = t("gm.prompt.activate")
    elif c.of("move"):
        text = t("gm.prompt.moves", count=turn.get("moves", 0))
    else:
        text = t("gm.prompt.end_turn")
    # ending the turn: one button, always first under the prompt, whatever the list below holds
    body = (f'<div class="gm-turn-end">{controls(end)}{warn}</div>' + hint(t("gm.hint.activate")) + "".join(sections)
            + moves + sell_panel(c))
    return Prompt(text, body, marks=marks)


def _activation_row(c: Ctx, area: dict, cell: str, actions: list[dict], done: bool) -> str:
    t = c.t
    top_id = area[cell]["tiles"][-1]
    tile = TILES.get(top_id, {})
    kind = tile.get("type", "marker")
    what = activation_text(tile, t) or t("gm.act.none")
    buttons = []
    alts = tile.get("activation") or []

    def act_button(a: dict, cls: str = "btn btn-small gm-act-btn") -> str:
        alt = alts[a.get("alt", 0)] if a.get("alt", 0) < len(alts) else []
        gain = t("gm.macgregor") if a.get("macgregor") else alt_text(alt, t)
        variant = activate_variant({k: v for k, v in a.items() if k != "macgregor"}, t)
        pay = toks({r: a["pay"].count(r) for r in RESOURCES if r in a.get("pay", [])}, t, quiet=True) if a.get("pay") else ""
        inner = f'{art.icon("act", "gm-ico gm-ico-s")}{pay}<span>{esc(gain)}</span>'
        if variant:
            inner += f'<span class="gm-variant small">{esc(variant)}</span>'
        return c.button(inner, a, cls, action_label(a, t, c.view))

    # a trade paid with resources of the player's choice: one button pays the sensible default, the
    # full list of payments is one click away ("any 3 resources" would be 35 buttons)
    groups: dict[tuple, list[dict]] = {}
    for a in actions:
        key = tuple(sorted((k, str(v)) for k, v in a.items() if k not in ("pay", "coin_for")))
        groups.setdefault(key, []).append(a)
    for group in groups.values():
        paid = [a for a in group if a.get("pay") and "coin_for" not in a]
        if len(paid) < 3:
            buttons += [act_button(a) for a in group]
            continue
        best = default_payment(c.view, c.decider, paid)
        rest = "".join(act_button(a) for a in group if a is not best)
        buttons.append(act_button(best, "btn btn-small gm-act-btn gm-pay-default"))
        buttons.append(f'<details class="gm-pay-choose" data-menu><summary class="btn btn-small">{esc(t("gm.pay.other", count=len(group) - 1))}'
                       f'</summary><div class="gm-pay-list">{rest}</div></details>')
    if done:
        state = f'<span class="gm-state is-done">✓ {esc(t("gm.act.done"))}</span>'
    elif buttons:
        state = "".join(buttons)
    elif alts:
        state = f'<span class="gm-state muted small">{esc(t("gm.act.cannot"))}</span>'
    else:
        state = f'<span class="gm-state muted small">{esc(t("gm.act.none"))}</span>'
    return (f'<li{attrs(class_=f"gm-act gm-t-{kind}" + (" is-done" if done else ""), data_cell=cell)}>'
            f'<span class="gm-act-tile"><b>{esc(tile_name(top_id, t))}</b> <span class="muted small">'
            f'{esc(type_name(kind, t))}</span><span class="gm-act-what small">{esc(what)}</span></span>'
            f'<span class="gm-act-btns">{state}</span></li>')


def default_payment(view: dict, seat: int | None, options: list[dict]) -> dict:
    """The payment a trade offers first: nothing to buy at the market if possible, then the
    resources cheapest to replace (the market's price of one more), then those the player holds
    most of."""
    land = view["players"][seat]["land"] if seat is not None else {}
    have = terr.resources(land)
    market = view.get("market") or {}

    def value(res: str) -> int:
        try:
            price = engine_market.cost_to_buy(market, res, 1)
        except (KeyError, TypeError, ValueError):
            price = None
        return 99 if price is None else price

    def score(a: dict) -> tuple:
        need = {r: a["pay"].count(r) for r in set(a["pay"])}
        short = sum(max(0, n - have.get(r, 0)) for r, n in need.items())
        return (short, sum(value(r) for r in a["pay"]), -sum(have.get(r, 0) for r in a["pay"]))

    return min(options, key=score)


def scot_paths(area: dict, src: str, points: int) -> dict[str, list[str]]:
    """The cells of the player's land a Scotsman at `src` can reach with `points` movement points,
    each with a shortest path (the cells after `src`, one step each, as `move` actions go)."""
    paths: dict[str, list[str]] = {src: []}
    frontier = [src]
    for _ in range(max(0, points)):
        nxt = []
        for cell in frontier:
            for nb in terr.neighbours8(cell):
                if nb in area and nb not in paths:
                    paths[nb] = [*paths[cell], nb]
                    nxt.append(nb)
        frontier = nxt
    del paths[src]
    return paths


def _moves(c: Ctx, area: dict, points: int) -> str:
    t = c.t
    by_source: dict[str, list[dict]] = {}
    for _, a in c.of("move"):
        by_source.setdefault(a["from"], []).append(a)
    if not by_source:
        return ""
    rows = []
    for src, acts in by_source.items():
        buttons = "".join(
            c.button(f'<span aria-hidden="true">{arrow(src, a["to"])}</span><span>{esc(where(area, a["to"], t))}</span>',
                     a, "btn btn-small gm-move", action_label(a, t, c.view))
            for a in acts)
        for dst, path in scot_paths(area, src, points).items():
            if len(path) < 2:
                continue
            steps = [{"type": "move", "from": a, "to": b} for a, b in zip([src, *path[:-1]], path)]
            words = t("gm.moves.path", where=where(area, dst, t), count=len(path))
            buttons += c.seq_button(f'<span aria-hidden="true">⇢</span><span>{esc(where(area, dst, t))}</span>'
                                    f'<span class="small muted">×{len(path)}</span>', steps, "btn btn-small gm-move gm-path",
                                    words, data_path=len(path))
        men = area[src]["scots"] if src in area else 0
        rows.append(f'<li><span class="gm-move-from">{art.scot(c.decider or 0)}<b>{esc(where(area, src, t))}</b>'
                    f'<span class="muted small">×{men}</span></span><span class="gm-move-btns">{buttons}</span></li>')
    return (f'<h3 class="gm-sub">{art.icon("move", "gm-ico gm-ico-s")} {esc(t("gm.moves.title", count=points))}</h3>'
            f'<ul class="gm-moves">{"".join(rows)}</ul>')


def sell_panel(c: Ctx) -> str:
    """Selling at the market: one button per tile and resource, at the row's current price."""
    t = c.t
    sells = c.of("sell")
    if not sells:
        return ""
    seat = c.decider
    area = c.view["players"][seat]["land"]
    by_res: dict[str, list[dict]] = {}
    for _, a in sells:
        by_res.setdefault(a["res"], []).append(a)
    rows = []
    for res, acts in by_res.items():
        price = engine_market.sell_price(c.view["market"], res)
        buttons = "".join(
            c.button(f'<span>{esc(where(area, a["cell"], t))}</span><span class="muted">×{area[a["cell"]]["res"].get(res, 0)}</span>',
                     a, "btn btn-small gm-sell-btn", action_label(a, t, c.view))
            for a in acts)
        rows.append(f'<li><span class="gm-sell-res">{art.icon(res)}<b>{esc(res_name(res, t))}</b>'
                    f'<span class="small">{esc(t("gm.market.sell", count=price or 0))}</span></span>'
                    f'<span class="gm-sell-btns">{buttons}</span></li>')
    return (f'<details class="gm-sell" open><summary>{art.icon("coin", "gm-ico gm-ico-s")} {esc(t("gm.sell.title"))}</summary>'
            f'<p class="small muted">{esc(t("gm.sell.hint"))}</p><ul class="gm-sells">{"".join(rows)}</ul></details>')


# --- supplies ----------------------------------------------------------------------------------------

def supplies(c: Ctx, seat: int, own: SeatParts | None = None) -> str:
    """Landmark cards with their effects, persons and clans, then the chronicles' parts."""
    t = c.t
    own = own or SeatParts()
    p = c.view["players"][seat]
    cards = []
    for card in p.get("landmarks", []):
        info = LANDMARKS.get(card, {})
        timing = info.get("timing", "once")
        cards.append(f'<li class="gm-lm gm-lm-{esc(timing)}">{art.icon("landmark", "gm-ico")}'
                     f'<span><b>{esc(landmark_name(card, t))}</b> <span class="gm-timing small">{esc(t(f"gm.timing.{timing}") if timing in ("once", "ongoing", "end") else humanize(timing))}</span>'
                     f'<span class="gm-lm-text small">{esc(landmark_text(card, t))}</span></span></li>')
    persons = [f'<li>{art.icon("person", "gm-ico")}<span>{esc(tile_name(x, t))}'
               f'{esc(" " + t("gm.counts_two")) if TILES.get(x, {}).get("counts_as", 1) == 2 else ""}</span></li>'
               for x in p.get("persons", [])]
    marked = [clan_name(f, t) for f, owners in c.view.get("clans", {}).items() if seat in owners]
    parts = []
    if own.landmarks is not None:
        cards = [own.landmarks] if own.landmarks else []
    parts.append(f'<h4>{esc(t("gm.supply.landmarks", count=len(p.get("landmarks", []))))}</h4>'
                 + (f'<ul class="gm-lms">{"".join(cards)}</ul>' if cards else f'<p class="muted small">{esc(t("gm.none"))}</p>'))
    parts.append(f'<h4>{esc(t("gm.supply.persons", count=len(persons)))}</h4>'
                 + (f'<ul class="gm-persons">{"".join(persons)}</ul>' if persons else f'<p class="muted small">{esc(t("gm.none"))}</p>'))
    parts.append(f'<h4>{esc(t("gm.supply.clans", count=len(marked)))}</h4>'
                 f'<p class="small">{esc(t("gm.list_sep").join(marked) or t("gm.none"))}</p>')
    return f'<div class="gm-supplies">{own.parts}{"".join(parts)}{_unknown_player_parts(c, seat)}</div>'


def _unknown_player_parts(c: Ctx, seat: int) -> str:
    p = c.view["players"][seat]
    extra = {k: v for k, v in p.items() if k not in PLAYER_KEYS}
    if not extra:
        return ""
    return f'<h4>{esc(c.t("gm.chronicle.parts"))}</h4>' + _data_list(extra)


def _data_list(data: dict) -> str:
    rows = []
    for key, value in data.items():
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        if len(text) > 300:
            text = text[:297] + "…"
        rows.append(f"<dt>{esc(humanize(key))}</dt><dd>{esc(text)}</dd>")
    return f'<dl class="gm-data small">{"".join(rows)}</dl>'


def area(c: Ctx, seat: int, p: Prompt | None, compact: bool = False, own: SeatParts | None = None) -> str:
    """A player's land with their stats and supplies (`own`: what the chronicles add)."""
    t = c.t
    player = c.view["players"][seat]
    acting = p is not None and c.acting and seat == c.decider
    cells = p.cells if acting else {}
    land = boards.land(c, seat, cells, p.preview if acting else None, p.marks if acting else None, compact,
                       own.cells if own else None, refs=not compact)
    status = []
    if player.get("finished"):
        status.append(t("gm.finished"))
    if seat == c.decider and c.view.get("turn") and c.view["turn"].get("moves"):
        status.append(t("gm.moves.left", count=c.view["turn"]["moves"]))
    size = terr.tile_count(player["land"])
    status.append(t("gm.land.size", count=size))
    badges = own.badges if own else ""
    head = (f'<div class="gm-area-head"><h3 class="gm-area-name">{c.who(seat)}</h3>{boards.seat_tokens(c, seat)}{badges}'
            f'<span class="muted small">{esc(" · ".join(status))}</span></div>')
    return (f'<div{attrs(class_="gm-area" + (" is-acting" if acting else ""), data_seat=seat)}>{head}'
            f'<div class="gm-land-wrap" tabindex="0" role="region" aria-label="{esc(t("gm.land.of", name=c.name(seat)))}">'
            f'{hashed(land)}</div>{hashed(supplies(c, seat, own))}</div>')


# --- scorings ------------------------------------------------------------------------------------------

def _cat_name(name: str, t: Translate) -> str:
    return t(f"gm.cat.{name}") if name in CATEGORIES else humanize(name)


def scoring_table(c: Ctx, result: dict, order: list[int]) -> str:
    """One scoring: each category's values per player, the difference to the least, and the VP."""
    t = c.t
    head = "".join(f"<th scope=\"col\">{c.who(s)}</th>" for s in order)
    rows = []
    for name, values in result.get("values", {}).items():
        vps = result.get("vp", {}).get(name, [0] * len(values))
        least = min(values) if values else 0
        cells = []
        for s in order:
            value, vp = values[s], vps[s]
            cls = "is-least" if value == least else ""
            cells.append(f'<td{attrs(class_=cls or None, title=t("gm.score.diff", count=value - least))}>'
                         f'<span class="gm-val">{value}</span><b class="gm-vp">+{vp}</b></td>')
        rows.append(f'<tr><th scope="row">{esc(_cat_name(name, t))}</th>{"".join(cells)}</tr>')
    event = result.get("c6")  # chronicle 6: +1 VP per card on its event side, apart from the categories
    if isinstance(event, list):
        rows.append(f'<tr><th scope="row">{esc(t("gm.c6.score_row"))}</th>'
                    + "".join(f'<td><b class="gm-vp">+{event[s]}</b></td>' for s in order) + "</tr>")
    sponged = result.get("c8")  # chronicle 8: Sybil McSponge's VP from every source of 6 or more
    if isinstance(sponged, list) and any(sponged):
        rows.append(f'<tr class="gm-c8-row"><th scope="row">{esc(t("gm.c8.score_row"))}</th>'
                    + "".join(f'<td><b class="gm-vp">{sponged[s]:+d}</b></td>' for s in order) + "</tr>")
    totals = "".join(f'<td class="total">{scoring_gain(result, s):+d}</td>' for s in order)
    rows.append(f'<tr class="gm-total-row"><th scope="row">{esc(t("gm.score.total"))}</th>{totals}</tr>')
    return (f'<div class="gm-table-wrap" tabindex="0"><table class="gm-score"><thead><tr><th scope="col">{esc(t("gm.score.category"))}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def scoring_gain(result: dict, seat: int) -> int:
    """What one scoring gave a player: its categories (and chronicle 6's event sides, chronicle 8's
    VP to Sybil McSponge's controller)."""
    gain = sum(row[seat] for row in result.get("vp", {}).values() if seat < len(row))
    for key in ("c6", "c8"):
        extra = result.get(key)
        gain += extra[seat] if isinstance(extra, list) and seat < len(extra) else 0
    return gain


C8_FINAL = ("mobsters", "castle", "plus", "sybil")  # chronicle 8's parts of the final scoring


def c8_final_rows(final: dict) -> list[tuple[str, list[int]]]:
    """Chronicle 8's rows of the final scoring (catalog key part, VP per seat), those present."""
    parts = final.get("c8")
    if not isinstance(parts, dict):
        return []
    return [(key, parts[key]) for key in C8_FINAL if isinstance(parts.get(key), list)]


def final_table(c: Ctx, final: dict, order: list[int]) -> str:
    t = c.t
    sizes = [terr.tile_count(p["land"]) for p in c.view["players"]]
    coins = [p["coins"] for p in c.view["players"]]
    least = min(sizes) if sizes else 0
    head = "".join(f"<th scope=\"col\">{c.who(s)}</th>" for s in order)
    rows = []
    for key in ("territory", "coins", "landmarks"):
        values = final.get(key, [])
        cells = []
        for s in order:
            vp = values[s] if s < len(values) else 0
            if key == "territory":
                note = t("gm.final.tiles", count=sizes[s], diff=sizes[s] - least)
            elif key == "coins":
                note = t("gm.n.coins", count=coins[s])
            else:
                note = ""
            cells.append(f'<td><span class="gm-diff small muted">{esc(note)}</span><b class="gm-vp">{vp:+d}</b></td>')
        rows.append(f'<tr><th scope="row">{esc(t(f"gm.final.{key}"))}</th>{"".join(cells)}</tr>')
    control = (c.view.get("c8") or {}).get("control") or {}
    for key, values in c8_final_rows(final):
        cells = []
        for s in order:
            if key == "mobsters":
                note = t("gm.list_sep").join(mob_name(m, t) for m, seat in sorted(control.items()) if seat == s)
            elif key in ("castle", "plus"):
                note = t(f"gm.c8.n.{key}", count=abs(values[s]))
            else:
                note = ""
            cells.append(f'<td><span class="gm-diff small muted">{esc(note)}</span><b class="gm-vp">{values[s]:+d}</b></td>')
        rows.append(f'<tr class="gm-c8-row"><th scope="row">{esc(t(f"gm.c8.final.{key}"))}</th>{"".join(cells)}</tr>')
    return (f'<div class="gm-table-wrap" tabindex="0"><table class="gm-score"><thead><tr><th scope="col">{esc(t("gm.score.category"))}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def scoring_panel(c: Ctx, order: list[int], fresh: bool) -> str:
    """Every scoring so far (the latest open), and what a scoring would give now."""
    t = c.t
    v = c.view
    parts = []
    scorings = v.get("scorings", [])
    for i, result in enumerate(scorings):
        is_open = i == len(scorings) - 1
        parts.append(f'<details class="gm-scoring"{" open" if is_open else ""}><summary>'
                     f'{esc(t("gm.score.round", n=result.get("round", i + 1)))}</summary>{scoring_table(c, result, order)}</details>')
    if v.get("phase") != "over":
        try:
            values = engine_scoring.category_values(v)
            now = {"values": values, "vp": {n: [engine_scoring.difference_vp(x - min(row)) for x in row]
                                           for n, row in values.items()}}
            parts.append(f'<details class="gm-scoring gm-projection"{" open" if not scorings else ""}><summary>'
                         f'{esc(t("gm.score.now"))}</summary>{scoring_table(c, now, order)}'
                         f'<p class="small muted">{esc(t("gm.score.table"))}</p></details>')
        except (KeyError, TypeError, ValueError, IndexError):
            pass
    cls = "panel gm-scoring-panel" + (" is-fresh" if fresh else "")
    title = t("gm.score.fresh", n=len(scorings)) if fresh else t("gm.score.title")
    return (f'<section{attrs(class_=cls, data_testid="scoring" if fresh else None)}>'
            f'<h2 class="panel-title">{esc(title)}</h2>{"".join(parts)}</section>')


# --- info -------------------------------------------------------------------------------------------------

def info_panel(c: Ctx) -> str:
    t = c.t
    v = c.view
    lines = []
    if v.get("provisional"):
        lines.append(f'<p class="gm-provisional" data-testid="provisional"><b>{esc(t("gm.info.provisional"))}</b> '
                     f'<span class="small">{esc(t("gm.info.provisional_long"))}</span></p>')
    die = v.get("options", {}).get("die", "auto")
    lines.append(f'<p class="small">{esc(t("gm.info.die", mode=t(f"newgame.die.{die}") if die in ("auto", "on", "off") else die))}</p>')
    chronicles = [chronicle_name(n, t) for n in v.get("chronicles", [])]
    lines.append(f'<p class="small">{esc(t("gm.info.chronicles", names=t("gm.list_sep").join(chronicles) or t("gm.none")))}</p>')
    extra = {k: val for k, val in v.items() if k not in BASE_KEYS and k not in DRAWN_KEYS}
    if extra:
        lines.append(f'<details class="gm-chronicle-parts" open><summary>{esc(t("gm.chronicle.parts"))}</summary>'
                     f'{_data_list(extra)}</details>')
    return (f'<section class="panel gm-info" aria-label="{esc(t("gm.info.title"))}"><h2 class="panel-title">'
            f'{esc(t("gm.info.title"))}</h2>{"".join(lines)}</section>')


__all__ = ["Prompt", "SeatParts", "prompt", "pay_switch", "area", "supplies", "scoring_panel", "scoring_table", "final_table", "info_panel",
           "controls", "sell_panel", "tok", "tile_card", "scoring_gain", "c8_final_rows"]
