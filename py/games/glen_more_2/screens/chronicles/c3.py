"""Chronicle 3 on screen — Ol' Jamey's Single Cask Reserve: each player's cellars (first, second,
third) with their printed slot values and the casks maturing in them, the cellars still to buy, and
the whisky sellers on the rondel with their bonus slot and their sale slots (how many are open
depends on the player count).

Decisions about a cask happen on the cellar: the slot holding it is the button (selling it, aging it
one slot right, taking out a cask that was paid). The slots are drawn from the engine's own count
(`c3.synced`), so a cask just gained shows where the rules put it.
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2.chronicles import c3 as engine
from games.glen_more_2.data_files import TILES
from ui.render.html import attrs, esc

from .. import art
from ..boards import Ctx, tile_card
from ..chronicle_words import CELLARS, cellar_name
from ..labels import action_label
from ..panels import Prompt, controls, hint
from ..words import cost_text

Translate = Callable[..., str]
SLOT_TYPES = ("c_sell", "c_cask_paid", "cask_paid", "age")


def _slots(c: Ctx, seat: int) -> tuple[list[int], list[int]]:
    """(casks per slot, VP per slot) over the cellars the player owns."""
    try:
        return engine.synced(c.view, seat), engine.values(c.view, seat)
    except (KeyError, IndexError, TypeError):
        return [], []


def cellars(c: Ctx, seat: int, actions: dict[int, dict] | None = None, compact: bool = False) -> str:
    """The player's cellar cards left to right, then the ones still to buy (with the buy button when
    the player may buy now). `actions`: slot → the legal action that slot performs."""
    t = c.t
    actions = actions or {}
    own = c.view["c3"]["players"][seat]
    casks, values = _slots(c, seat)
    cards = []
    i = 0
    for card in own["cellars"]:
        slots = []
        for value in CELLARS.get(card, {}).get("values", []):
            n = casks[i] if i < len(casks) else 0
            inside = (f'<span class="gm-cask-n">{"".join(art.icon("whisky", "gm-ico gm-cask") for _ in range(min(n, 3)))}'
                      f'{f"<b>×{n}</b>" if n > 3 else ""}</span><b class="gm-slot-vp">{value}</b>')
            words = t("gm.c3.slot", count=value) + (": " + t("gm.n.whisky", count=n) if n else "")
            cls = "gm-cslot" + (" is-full" if n else "") + (" is-zero" if value == 0 else "")
            action = actions.get(i)
            if action is not None:
                arrow = '<span class="gm-cslot-go" aria-hidden="true">→</span>' if action["type"] == "age" else ""
                slots.append(c.button(inside + arrow, action, cls + " is-legal", action_label(action, t, c.view),
                                      data_slot=i))
            else:
                slots.append(f'<span{attrs(class_=cls, title=words, data_slot=i)}>{inside}'
                             f'<span class="sr-only">{esc(words)}</span></span>')
            i += 1
        cards.append(f'<li class="gm-cellar" data-cellar="{esc(card)}"><span class="gm-cellar-name">{esc(cellar_name(card, t))}</span>'
                     f'<span class="gm-cslots">{"".join(slots)}</span></li>')
    buy = {a["card"]: a for _, a in c.of("c_cellar")} if seat == c.decider else {}
    for card in engine.ORDER[len(own["cellars"]):]:
        price = cost_text(CELLARS.get(card, {}).get("price", {}), t)
        values_text = " ".join(str(x) for x in CELLARS.get(card, {}).get("values", []))
        inner = (f'<span class="gm-cellar-name">{esc(cellar_name(card, t))}</span>'
                 f'<span class="gm-cellar-values small">{esc(values_text)}</span><span class="small">{esc(price)}</span>')
        if card in buy:
            cards.append(f'<li class="gm-cellar is-unbought">'
                         f'{c.button(inner, buy[card], "btn btn-small gm-cellar-buy", action_label(buy[card], t, c.view))}</li>')
        elif not compact:
            cards.append(f'<li class="gm-cellar is-unbought" data-cellar="{esc(card)}">{inner}</li>')
    owed = max(0, sum(casks) - c.view["players"][seat]["whisky"]) if casks else 0
    note = f'<p class="small gm-owed">{esc(t("gm.c3.owed", count=owed))}</p>' if owed else ""
    title = f'<h4>{art.icon("whisky", "gm-ico gm-ico-s")} {esc(t("gm.c3.cellars"))}</h4>'
    return f'<div{attrs(class_="gm-cellars" + (" is-compact" if compact else ""), data_seat=seat)}>{title}<ol class="gm-cellar-row">{"".join(cards)}</ol>{note}</div>'


def seller(c: Ctx, tile: str, pos: int) -> str:
    """A whisky seller on the rondel: the bonus slot, then the sale slots (closed ones hatched),
    each cask in its seller's colour; the stop and pass buttons when the player may use them."""
    t = c.t
    info = c.view["c3"]["sellers"].get(tile, {"bonus": None, "sales": []})
    capacity = engine.CAPACITY.get(c.view["n"], 3)
    total = max(capacity, 3)

    def slot(owner: int | None, cls: str, words: str) -> str:
        empty = art.icon("vp", "gm-ico gm-ico-s") if cls == "is-bonus" else ""
        inside = art.icon("cask", "gm-ico gm-cask", art.seat_color(owner)) if owner is not None else empty
        who = f"{words}: {c.name(owner)}" if owner is not None else words
        return f'<span{attrs(class_=f"gm-sslot {cls}" + (" is-full" if owner is not None else ""), title=who)}>{inside}</span>'

    bonus = slot(info.get("bonus"), "is-bonus", t("gm.c3.bonus"))
    sales = info.get("sales", [])
    lower = "".join(slot(sales[k] if k < len(sales) else None, "is-open" if k < capacity else "is-closed",
                         t("gm.c3.sale") if k < capacity else t("gm.c3.closed"))
                    for k in range(total))
    words = t("gm.c3.seller_state", sold=len(sales), count=capacity)
    buttons = []
    for kind, key in (("c_seller_stop", "gm.c3.btn.stop"), ("c_seller_pass", "gm.c3.btn.pass")):
        action = next((a for _, a in c.of(kind) if a.get("pos") == pos), None)
        if action is not None:
            buttons.append(c.button(esc(t(key)), action, "btn btn-small gm-chron-btn", action_label(action, t, c.view)))
    btns = f'<span class="gm-space-btns">{"".join(buttons)}</span>' if buttons else ""
    return (f'<span class="gm-seller" title="{esc(words)}">{bonus}<span class="gm-sslots">{lower}</span>'
            f'<span class="sr-only">{esc(words)}</span></span>{btns}')


def seller_positions(c: Ctx) -> dict[int, str]:
    """Rondel position → whisky seller tile."""
    return {int(pos): tile for pos, tile in c.view["rondel"].items() if TILES.get(tile, {}).get("role") == engine.ROLE}


# --- prompts ---------------------------------------------------------------------------------------

def _slot_actions(c: Ctx) -> dict[int, dict]:
    return {a["slot"]: a for _, a in c.of(*SLOT_TYPES)}


def cellar_prompt(c: Ctx) -> Prompt:
    """Casks paid to take out, or a sale at a whisky seller (bonus slot / sale slot)."""
    t = c.t
    top = c.top
    step = (top.get("steps") or ["paid"])[0]
    seat = c.decider
    body = ""
    if step == "paid":
        text = t("gm.c3.prompt.paid")
        body += hint(t("gm.c3.hint.paid"))
    else:
        text = t(f"gm.c3.prompt.{step}")
        body += hint(t(f"gm.c3.hint.{step}"))
        tile = c.view["rondel"].get(str(top.get("pos")))
        if tile:
            body += f'<div class="gm-show gm-seller-show">{tile_card(tile, t)}{seller(c, tile, -1)}</div>'
    body += cellars(c, seat, _slot_actions(c))
    no = next((a for _, a in c.of("c_no_sale")), None)
    if no is not None:
        body += controls(c.button(esc(t("gm.c3.action.no_sale")), no, "btn"))
    return Prompt(text, body, chronicles={3})


def age_prompt(c: Ctx) -> Prompt:
    t = c.t
    paid = bool(c.of("cask_paid"))
    text = t("gm.c3.prompt.paid") if paid else t("gm.c3.prompt.age")
    body = hint(t("gm.c3.hint.paid" if paid else "gm.c3.hint.age")) + cellars(c, c.decider, _slot_actions(c))
    body += controls(c.button(esc(t("gm.btn.skip")), {"type": "skip"}, "btn"))
    return Prompt(text, body, chronicles={3})


__all__ = ["cellars", "seller", "seller_positions", "cellar_prompt", "age_prompt"]
