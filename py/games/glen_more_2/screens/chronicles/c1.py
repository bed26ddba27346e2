"""Chronicle 1 on screen — the Highland Boat Race: the course as one loop of river tiles through
every land (and the neutral rivers) in the order the boats row, every boat on its tile, the castles
with their face-down prize tokens, the race's state and its result cards.

The acting player's boat moves from the course: the river tile it would reach is the button
(`c_boat`). Prize tokens lie face down (the view gives only their number); the player whose boat
reached a castle sees that castle's tokens through the choices offered (`c_prize`).
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2.chronicles import c1 as engine
from games.glen_more_2.data_files import TILES
from ui.render.html import attrs, esc

from .. import art
from ..boards import Ctx
from ..chronicle_words import land_name, next_spot, prize_text, spot_tile
from ..labels import action_label
from ..panels import Prompt, controls, hint
from ..words import res_name

Translate = Callable[..., str]
CASTLE = engine.CASTLE
PLACES = ("first", "second", "third")


def _course(v: dict) -> list[tuple[str, list[str]]]:
    """(land, its river cells in rowing order) around the loop."""
    out = []
    for land in v["c1"]["ring"]:
        try:
            out.append((land, engine.river_cells(v, land)))
        except (KeyError, ValueError, IndexError):
            out.append((land, []))
    return out


def _prize_backs(count: int, t: Translate) -> str:
    if not count:
        return ""
    words = t("gm.c1.prizes", count=count)
    backs = "".join(art.icon("prize", "gm-ico gm-prize") for _ in range(min(count, 4)))
    return f'<span class="gm-prizes" title="{esc(words)}">{backs}<span class="sr-only">{esc(words)}</span></span>'


def _boat(c: Ctx, seat: int) -> str:
    boat = c.view["c1"]["boats"][seat]
    result = c.view["c1"]["results"][seat]
    words = c.name(seat) + (f" ({c.t(f'gm.c1.place.{result}')})" if result else "")
    return (f'<span{attrs(class_="gm-boat" + (" is-home" if boat.get("home") else ""), title=words, data_seat=seat)}>'
            f'{art.icon("boat", "gm-ico gm-boat-ico", art.seat_color(seat))}<span class="sr-only">{esc(words)}</span></span>')


def track(c: Ctx) -> str:
    """The course: one block per land, its river tiles as squares in rowing order."""
    v, t = c.view, c.t
    c1 = v["c1"]
    here: dict[tuple[str, str], list[int]] = {}
    for seat, boat in enumerate(c1["boats"]):
        here.setdefault((boat["land"], boat["cell"]), []).append(seat)
    row = next((a for _, a in c.of("c_boat")), None)
    target = next_spot(v, c.decider) if row is not None and c.decider is not None else None
    lands = []
    placed = False
    for land, cells in _course(v):
        squares = []
        for cell in cells:
            is_castle = cell == CASTLE
            if land.startswith("n"):
                kind = "castle" if is_castle else "loch"
            else:
                area = v["players"][int(land)]["land"]
                kind = TILES.get(area[cell]["tiles"][-1], {}).get("type", "marker") if cell in area else "loch"
            name = spot_tile(v, land, cell, t)
            inner = (f'<span class="gm-course-name">{esc(name)}</span>'
                     + (art.icon("castle", "gm-ico gm-course-castle") if is_castle else "")
                     + (_prize_backs(c1["prizes"].get(land, 0), t) if is_castle else "")
                     + f'<span class="gm-course-boats">{"".join(_boat(c, s) for s in here.get((land, cell), []))}</span>')
            cls = f"gm-course-tile gm-t-{kind}" + (" is-castle" if is_castle else "")
            if target == (land, cell) and row is not None:
                label = c.t("gm.c1.action.boat", where=name)
                ghost = art.icon("boat", "gm-ico gm-course-go", art.seat_color(c.decider))
                placed = True
                squares.append(c.button(inner + ghost, row,
                                        cls + " is-legal", label, data_land=land, data_cell=cell))
            else:
                squares.append(f'<span{attrs(class_=cls, data_land=land, data_cell=cell)}>{inner}</span>')
        owner = None if land.startswith("n") else int(land)
        head = (c.who(owner) if owner is not None else
                f'<span class="who">{art.icon("river", "gm-ico")}<span class="who-name">{esc(land_name(v, land, c.names, t))}</span></span>')
        lands.append(f'<li{attrs(class_="gm-course-land" + (" is-neutral" if owner is None else ""), data_land=land)}>'
                     f'<span class="gm-course-head">{head}</span>'
                     f'<span class="gm-course-river">{"".join(squares)}</span></li>')
    loop = '<li class="gm-course-loop" aria-hidden="true">↺</li>'
    if row is not None and not placed:  # the next tile is not on the course as drawn: the move stays reachable
        loop = f'<li class="gm-course-loop">{c.button(esc(t("gm.c1.title_row")), row, "btn btn-small", action_label(row, t, v))}</li>'
    return (f'<ol class="gm-course" aria-label="{esc(t("gm.c1.course"))}">{"".join(lands)}{loop}</ol>')


def status(c: Ctx) -> str:
    v, t = c.view, c.t
    c1 = v["c1"]
    if not c1["started"]:
        text = t("gm.c1.not_started")
    elif all(r is not None for r in c1["results"]):
        text = t("gm.c1.over")
    else:
        text = t("gm.c1.started")
    cards = []
    for place in (*PLACES, "x"):
        who = [s for s, r in enumerate(c1["results"]) if r == place]
        if place != "x" or who:
            owners = "".join(c.who(s) for s in who) or f'<span class="muted small">{esc(t("gm.c1.open"))}</span>'
            cards.append(f'<li class="gm-race-card gm-race-{place}"><b>{esc(t(f"gm.c1.place.{place}"))}</b>'
                         f'<span class="small">{esc(t(f"gm.c1.reward.{place}"))}</span>{owners}</li>')
    left = t("gm.c1.box", count=c1.get("box", 0)) if isinstance(c1.get("box"), int) else ""
    return (f'<p class="gm-race-state">{art.icon("boat", "gm-ico")} <b>{esc(text)}</b> '
            f'<span class="muted small">{esc(t("gm.c1.rules"))} {esc(left)}</span></p>'
            f'<ol class="gm-race-cards">{"".join(cards)}</ol>')


def panel_body(c: Ctx) -> str:
    return status(c) + track(c)


def seat_badge(c: Ctx, seat: int) -> str:
    """The race card a player holds, or where their boat is."""
    c1 = c.view["c1"]
    result = c1["results"][seat]
    if result:
        return (f'<span class="gm-badge gm-race-{result}">{art.icon("boat", "gm-ico gm-ico-s", art.seat_color(seat))}'
                f'{esc(c.t(f"gm.c1.place.{result}"))}</span>')
    boat = c1["boats"][seat]
    where = spot_tile(c.view, boat["land"], boat["cell"], c.t)
    words = c.t("gm.c1.boat_at", where=where, land=land_name(c.view, boat["land"], c.names, c.t))
    return (f'<span class="gm-badge" title="{esc(words)}">{art.icon("boat", "gm-ico gm-ico-s", art.seat_color(seat))}'
            f'<span class="small">{esc(words)}</span></span>')


def prize_prompt(c: Ctx) -> Prompt:
    """The boat reached a castle: one token to take (each distinct effect once)."""
    t = c.t
    castle = c.top.get("castle", "0")
    buttons = "".join(
        c.button(f'{art.icon("prize", "gm-ico gm-ico-l")}<span>{esc(prize_text(a["token"], t))}</span>', a,
                 "btn gm-choice gm-prize-btn", t("gm.c1.action.prize", what=prize_text(a["token"], t)))
        for _, a in c.of("c_prize"))
    text = t("gm.c1.prompt.prize", land=land_name(c.view, castle, c.names, t))
    body = hint(t("gm.c1.hint.prize")) + f'<div class="gm-choices">{buttons}</div>' + track(c)
    return Prompt(text, body, chronicles={1})


def resource_prompt(c: Ctx) -> Prompt:
    """A prize token's resource of one's choice (it then goes on a tile: put_any)."""
    t = c.t
    buttons = "".join(
        c.button(f'{art.icon(a["res"], "gm-ico gm-ico-l")}<span>{esc(res_name(a["res"], t))}</span>', a,
                 "btn gm-choice", t("gm.action.resource", res=res_name(a["res"], t)))
        for _, a in c.of("resource"))
    skip = c.button(esc(t("gm.btn.skip")), {"type": "skip"}, "btn")
    return Prompt(t("gm.c1.prompt.resource"), f'<div class="gm-choices">{buttons}</div>' + controls(skip))


__all__ = ["track", "status", "panel_body", "seat_badge", "prize_prompt", "resource_prompt"]
