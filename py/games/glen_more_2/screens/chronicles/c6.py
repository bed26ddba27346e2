"""Chronicle 6 on screen — the Dubious Book of Scottish History: every landmark card is a
landmark-event card showing one side (the landmark side with its effect and the event still to
come, or the event side: +1 VP at every scoring), the scoring tables some events bring, and the
decisions events ask for (which card to turn, Scotsmen to return, tiles of others to activate,
Duart's exchange, Armadale's stone, Wade's road, the Glenfinnan swap on the rondel).
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2.data_files import LANDMARKS
from ui.render.html import attrs, esc

from .. import art, boards
from ..boards import Ctx, tile_card
from ..chronicle_words import event_text, other_activation
from ..labels import action_label
from ..panels import Prompt, controls, hint
from ..words import landmark_name, landmark_text, where

Translate = Callable[..., str]
TABLE_CATEGORY = {"inverness": "whisky", "old_man_of_storr": "castle"}


def _table(card: str, t: Translate) -> str:
    """The scoring table an event brings (for a difference of 0, 1, 2… to the least)."""
    values = LANDMARKS.get(card, {}).get("event_table", {}).get("diff_vp", [])
    cat = TABLE_CATEGORY.get(card, "")
    return t("gm.c6.table", category=t(f"gm.cat.{cat}") if cat else "", values=" · ".join(str(v) for v in values))


def card_item(c: Ctx, seat: int, card: str, buttons: str = "") -> str:
    """A landmark-event card with the side it shows."""
    t = c.t
    c6 = c.view["c6"]
    turned = card in c6["flipped"][seat]
    side = t("gm.c6.side.event") if turned else t("gm.c6.side.landmark")
    glyph = art.icon("book" if turned else "landmark", "gm-ico")
    if turned:
        texts = f'<span class="gm-lm-text small">{esc(event_text(card, t))}</span>'
        if card in c6["tables"][seat]:
            texts += f'<span class="gm-lec-table small">{esc(_table(card, t))}</span>'
    else:
        texts = (f'<span class="gm-lm-text small">{esc(landmark_text(card, t))}</span>'
                 f'<span class="gm-lec-event small">{art.icon("book", "gm-ico gm-ico-s")}'
                 f'{esc(t("gm.c6.event_to_come", text=event_text(card, t)))}</span>')
    return (f'<li{attrs(class_="gm-lm gm-lec" + (" is-event" if turned else ""), data_card=card)}>{glyph}'
            f'<span><b>{esc(landmark_name(card, t))}</b> <span class="gm-lec-side small">{esc(side)}</span>'
            f'{texts}{buttons}</span></li>')


def landmarks(c: Ctx, seat: int) -> str:
    cards = c.view["players"][seat].get("landmarks", [])
    return "".join(card_item(c, seat, card) for card in cards)


def badge(c: Ctx, seat: int) -> str:
    turned = len(c.view["c6"]["flipped"][seat])
    if not turned:
        return ""
    words = c.t("gm.c6.turned", count=turned)
    return f'<span class="gm-badge" title="{esc(words)}">{art.icon("book", "gm-ico gm-ico-s")}<b>{turned}</b><span class="sr-only">{esc(words)}</span></span>'


# --- prompts -----------------------------------------------------------------------------------------

def event_prompt(c: Ctx) -> Prompt:
    """The event icon: one card not yet turned — its event and then turned, or only turned."""
    t = c.t
    seat = c.decider
    by_card: dict[str, list[dict]] = {}
    for _, a in c.of("event", "flip", "card"):
        by_card.setdefault(a["card"], []).append(a)
    items = []
    for card, acts in by_card.items():
        order = sorted(acts, key=lambda a: a["type"] != "event")
        buttons = "".join(
            c.button(esc(t("gm.c6.btn.event" if a["type"] == "event" else "gm.c6.btn.flip")), a,
                     "btn btn-small" + (" btn-primary" if a["type"] == "event" else ""), action_label(a, t, c.view))
            for a in order)
        items.append(card_item(c, seat, card, f'<span class="gm-lec-btns">{buttons}</span>'))
    op = c.top["op"]["op"]
    text = t("gm.c6.prompt.flip") if op == "c6_flip" else t("gm.c6.prompt.event")
    body = (hint(t("gm.c6.hint.flip" if op == "c6_flip" else "gm.c6.hint.event"))
            + f'<ul class="gm-lms gm-lec-list">{"".join(items)}</ul>'
            + controls(c.button(esc(t("gm.btn.skip")), {"type": "skip"}, "btn")))
    return Prompt(text, body)


def donan_prompt(c: Ctx) -> Prompt:
    """Donan Castle's event: tiles of the other players to activate (two different ones)."""
    t = c.t
    by_seat: dict[int, list[dict]] = {}
    for _, a in c.of("tile"):
        by_seat.setdefault(a["seat"], []).append(a)
    groups = []
    for seat, acts in by_seat.items():
        area = c.view["players"][seat]["land"]
        cards = "".join(c.button(tile_card(area[a["cell"]]["tiles"][-1], t), a, "gm-take gm-munro",
                                 action_label(a, t, c.view)) for a in acts if a["cell"] in area)
        groups.append(f'<div class="gm-donan"><span class="gm-donan-who">{c.who(seat)}</span>'
                      f'<div class="gm-choices gm-cards">{cards}</div></div>')
    body = hint(t("gm.c6.hint.donan")) + "".join(groups) + controls(c.button(esc(t("gm.btn.done")), {"type": "done"}, "btn"))
    return Prompt(t("gm.c6.prompt.donan", count=c.top["op"].get("left", 1)), body)


def donan_alt_prompt(c: Ctx) -> Prompt:
    """How to activate the other player's tile chosen (its cost paid, its reward taken)."""
    t = c.t
    op = c.top["op"]
    area = c.view["players"][op["seat"]]["land"]
    tile = area[op["cell"]]["tiles"][-1] if op["cell"] in area else ""
    buttons = "".join(
        c.button(f'{art.icon("act", "gm-ico gm-ico-s")}<span>{esc(other_activation(a, t, c.view, op))}</span>', a,
                 "btn btn-small gm-act-btn")
        for _, a in c.of("activate"))
    body = (f'<div class="gm-show">{tile_card(tile, t, "gm-card-big")}<span class="gm-act-btns">{buttons}</span></div>'
            + controls(c.button(esc(t("gm.btn.skip")), {"type": "skip"}, "btn")))
    return Prompt(t("gm.c6.prompt.donan_alt", tile=where(area, op["cell"], t), name=c.name(op["seat"])), body)


def simple_prompt(c: Ctx, op: str) -> Prompt:
    """Duart's exchange, Armadale's stone, a Scotsman back to the supply or home, Wade's road,
    the Glenfinnan swap (its buttons on the rondel)."""
    t = c.t
    skip = c.button(esc(t("gm.btn.skip")), {"type": "skip"}, "btn")
    done = c.button(esc(t("gm.btn.done")), {"type": "done"}, "btn btn-primary")
    if op in ("c6_return", "c6_home"):
        cells = {a["cell"]: a for _, a in c.of("cell")}
        return Prompt(t(f"gm.c6.prompt.{op[3:]}"), hint(t("gm.hint.cells")) + controls(done, skip), cells)
    if op == "c6_wade":
        return Prompt(t("gm.c6.prompt.wade"), hint(t("gm.c6.hint.wade")) + boards.clan_board(c, True) + controls(skip),
                      clan_board=True)
    if op == "c6_swap":
        return Prompt(t("gm.c6.prompt.swap"), hint(t("gm.c6.hint.swap")) + controls(skip))
    kinds = {"c6_duart": "trade", "c6_armadale": "stone"}
    buttons = "".join(
        c.button(f'{art.icon("stone", "gm-ico") if op == "c6_armadale" else art.icon("vp", "gm-ico")}'
                 f'<span>{esc(action_label(a, t, c.view))}</span>', a, "btn gm-choice")
        for _, a in c.of(kinds.get(op, "")))
    return Prompt(t(f"gm.c6.prompt.{op[3:]}"), f'<div class="gm-choices">{buttons}</div>' + controls(skip))


def prompt(c: Ctx, op: str) -> Prompt:
    if op in ("event", "c6_flip"):
        return event_prompt(c)
    if op == "c6_donan":
        return donan_prompt(c)
    if op == "c6_donan_alt":
        return donan_alt_prompt(c)
    return simple_prompt(c, op)


def swap_buttons(c: Ctx) -> dict[int, str]:
    """Glenfinnan Monument's event: each rondel tile the Englishman may change places with."""
    t = c.t
    out = {}
    for _, a in c.of("swap"):
        out[a["pos"]] = c.button(esc(t("gm.c6.btn.swap")), a, "btn btn-small btn-primary gm-chron-btn",
                                 action_label(a, t, c.view))
    return out


__all__ = ["card_item", "landmarks", "badge", "prompt", "swap_buttons"]
