"""Chronicle 8 on screen — the Penny Mobs: the jail (face-up mobster cards with their back letter,
VP penalty, effect and the "+1" pennies on them), the cards waiting for the first B tile, each
player's pennies ("-1" on the home castle, "+1" held) and the mobsters they control with their
tokens, and what the mobsters put on the other boards: Peggy McWander's tokens on clan fields (drawn
by the clan board), Peggy McLeod's reserved rondel tile, the mobster Scotsmen standing in other
players' lands, John McClaim's tokens on landmark-event cards, Sybil McSponge's take in the
scorings (the scoring tables' own rows).

Every chronicle 8 action is drawn on the part it acts on: the end-of-turn choice on the jail cards,
a token on a clan field on the clan board, a reservation on the rondel tile, Joe McDuff's coins on
the market row, a Scotsman's or a tile's destination on the land grid of that player, and so on.
Nothing of chronicle 8 is private; chronicle 5's haggis values met here (Fraser McStab's steal)
are shown only to their owner, as the engine's view gives them.
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2.data_files import RESOURCES
from ui.render.html import attrs, esc

from .. import art, boards
from ..boards import Ctx, tile_card
from ..chronicle_words import MOBSTERS, market_row, mob_name, mob_text, prize_text, scot_place
from ..labels import action_label
from ..panels import Prompt, controls, hint
from ..words import clan_name, landmark_name, res_name, tile_name, where
from . import c5 as haggis

Translate = Callable[..., str]
WANDER, JOE, BRUCE, LEOD = "peggy_mcwander", "joe_mcduff", "bruce_mcmail", "peggy_mcleod"
KENNETH, FERGUS, SYBIL, DEREK, MIKE = "kenneth_mcsnitch", "fergus_mcdarkie", "sybil_mcsponge", "derek_anderson", "mike_mccastle"
CALLUM, BULLY, FRASER, UNA = "callum_mcquirk", "bully_mcmuscle", "fraser_mcstab", "una_mchaggis"
ELSPETH, ERIN, JOHN = "elspeth_mctrick", "erin_mcmalt", "john_mcclaim"
SCOTS = (KENNETH, FERGUS, MIKE)  # a Scotsman of the controller standing in another player's land
ONCE = (DEREK, CALLUM, BULLY, FRASER)  # once-per-game effects (`used`)
CASTLE = "1,0"
MAX_CHIPS = 5  # pennies drawn one by one; more are a count


def _c8(c: Ctx) -> dict:
    return c.view["c8"]


# --- small pieces ---------------------------------------------------------------------------------------

def penny(sign: str) -> str:
    """One penny: "+1" side (held, or on a jailed card) or "-1" side (on a home castle)."""
    return f'<span class="gm-penny is-{"plus" if sign == "+" else "minus"}" aria-hidden="true">{sign}1</span>'


def pennies(sign: str, count: int, words: str) -> str:
    """A stack of pennies with its count, the words for screen readers and as a tooltip."""
    chips = "".join(penny(sign) for _ in range(min(count, MAX_CHIPS)))
    return (f'<span class="gm-pennies" title="{esc(words)}">{chips}<b class="gm-n">×{count}</b>'
            f'<span class="sr-only">{esc(words)}</span></span>')


def _coin_token(coins: int, t: Translate) -> str:
    words = t("gm.c8.coin_token", count=coins)
    return f'<span class="gm-mtok" title="{esc(words)}"><b>{coins}</b><span class="sr-only">{esc(words)}</span></span>'


def _name_tag(mob: str, t: Translate) -> str:
    return f'<b class="gm-mob-name">{esc(mob_name(mob, t))}</b>'


def seat_badge(c: Ctx, seat: int) -> str:
    """A player's pennies: "-1" on the castle, "+1" held."""
    t = c.t
    c8 = _c8(c)
    minus, plus = c8["castle"][seat], c8["plus"][seat]
    words = t("gm.c8.pennies_of", minus=minus, plus=plus)
    return (f'<span class="gm-badge gm-penny-badge" title="{esc(words)}">{penny("−")}<b>{minus}</b>'
            f'{penny("+")}<b>{plus}</b><span class="sr-only">{esc(words)}</span></span>')


# --- a mobster card --------------------------------------------------------------------------------------

def state_lines(c: Ctx, mob: str) -> list[str]:
    """What a controlled card holds: its tokens, where they lie, once-per-game effects spent."""
    t = c.t
    c8 = _c8(c)
    tokens = c8.get("tokens", {}).get(mob)
    room = (c8.get("mob") or {}).get(mob) or {}
    out = []
    if mob in c8.get("flipped", []):
        return [f'<span class="gm-mob-state is-flipped">{esc(t("gm.c8.flipped"))}</span>']
    if mob in (WANDER, LEOD) and isinstance(tokens, list):
        chips = "".join(_coin_token(v, t) for v in tokens) or f'<span class="muted">{esc(t("gm.none"))}</span>'
        out.append(f'<span class="gm-mob-state">{esc(t("gm.c8.in_hand"))} {chips}</span>')
    if mob == WANDER and room.get("fields"):
        fields = t("gm.list_sep").join(t("gm.c8.on_field", clan=clan_name(f, t), count=v)
                                       for f, v in sorted(room["fields"].items()))
        out.append(f'<span class="gm-mob-state">{esc(t("gm.c8.fields", what=fields))}</span>')
    if mob == LEOD and room.get("res"):
        res = room["res"]
        key = "gm.c8.reserved_gone" if res.get("gone") else "gm.c8.reserved"
        spaces = c.view.get("rondel_spaces") or 14
        text = t(key, tile=tile_name(res.get("tile", ""), t), space=res.get("pos", 0) % spaces + 1, count=res.get("coins", 0))
        if room.get("bound"):
            text += " · " + t("gm.c8.bound")
        out.append(f'<span class="gm-mob-state is-reserved">{esc(text)}</span>')
    if mob in (JOE, JOHN) and isinstance(tokens, int):
        out.append(f'<span class="gm-mob-state">{esc(t("gm.c8.tokens_left", count=tokens))}</span>')
    if mob == BRUCE and isinstance(tokens, int):
        coins = "".join(art.icon("coin", "gm-ico gm-ico-s") for _ in range(tokens))
        out.append(f'<span class="gm-mob-state">{coins}{esc(t("gm.c8.bruce_coins", count=tokens))}</span>')
    if mob in SCOTS:
        seat, cell = room.get("seat"), room.get("cell")
        owner = c8["control"].get(mob)
        man = art.scot(owner if owner is not None else 0, "gm-ico gm-ico-s")
        if tokens:
            text = t("gm.c8.scot_ready")
        elif seat is None:
            text = t("gm.c8.scot_way")
        else:
            area = c.view["players"][seat]["land"]
            text = t("gm.c8.scot_at", name=c.name(seat), tile=where(area, cell, t))
        out.append(f'<span class="gm-mob-state">{man}{esc(text)}</span>')
    if mob == JOHN:
        claims = room.get("cards") or []
        if claims:
            out.append(f'<span class="gm-mob-state">{esc(t("gm.c8.claims", what=t("gm.list_sep").join(landmark_name(x, t) for x in claims)))}</span>')
        if room.get("lost"):
            out.append(f'<span class="gm-mob-state muted">{esc(t("gm.c8.claims_lost", count=room["lost"]))}</span>')
    if mob in ONCE:
        used = mob in c8.get("used", [])
        out.append(f'<span class="gm-mob-state{" muted" if used else ""}">{esc(t("gm.c8.used" if used else "gm.c8.unused"))}</span>')
    return out


def card(c: Ctx, mob: str, place: str, buttons: str = "") -> str:
    """A mobster card: name, back letter, VP penalty, effect; in jail its "+1" pennies, under
    control what it holds."""
    t = c.t
    c8 = _c8(c)
    spec = MOBSTERS.get(mob, {})
    flipped = mob in c8.get("flipped", [])
    back = spec.get("back", "?")
    penalty = spec.get("vp_penalty", 0)
    back_words = t("gm.c8.back", letter=back)
    penalty_words = t("gm.c8.penalty", count=penalty)
    head = (f'<span class="gm-mob-head">{art.icon("mobster", "gm-ico gm-ico-s")}{_name_tag(mob, t)}'
            f'<span class="gm-mob-back" title="{esc(back_words)}">{esc(back)}<span class="sr-only">{esc(back_words)}</span></span>'
            f'<span class="gm-mob-vp" title="{esc(penalty_words)}">−{penalty}{art.icon("vp", "gm-ico gm-ico-s")}'
            f'<span class="sr-only">{esc(penalty_words)}</span></span></span>')
    body = f'<span class="gm-mob-text small">{esc(mob_text(mob, t))}</span>'
    if place == "jail":
        n = c8.get("on_card", {}).get(mob, 0)
        body += (pennies("+", n, t("gm.c8.on_card", count=n)) if n
                 else f'<span class="gm-pennies is-none small muted">{esc(t("gm.c8.no_pennies"))}</span>')
    elif place == "mine":
        body += "".join(state_lines(c, mob))
    cls = f"gm-mob is-{place}" + (" is-flipped" if flipped else "")
    return f'<li{attrs(class_=cls, data_mob=mob)}>{head}{body}{buttons}</li>'


def jail(c: Ctx, buttons: dict[str, str] | None = None) -> str:
    t = c.t
    c8 = _c8(c)
    buttons = buttons or {}
    cells = "".join(card(c, m, "jail", buttons.get(m, "")) for m in c8["jail"])
    title = (f'<h3 class="gm-c8-sub">{art.icon("jail", "gm-ico gm-ico-s")} '
             f'{esc(t("gm.c8.jail", count=len(c8["jail"])))}</h3>')
    if not cells:
        return title + f'<p class="small muted">{esc(t("gm.c8.jail_empty"))}</p>'
    return title + f'<ol class="gm-mobs gm-jail">{cells}</ol>'


def waiting(c: Ctx) -> str:
    t = c.t
    cards = _c8(c).get("waiting", [])
    if not cards:
        return ""
    return (f'<h3 class="gm-c8-sub">{esc(t("gm.c8.waiting", count=len(cards)))}</h3>'
            f'<ol class="gm-mobs gm-waiting">{"".join(card(c, m, "waiting") for m in cards)}</ol>')


def controlled(c: Ctx, seat: int) -> str:
    """The cards a player controls, with their tokens (a part of their area)."""
    t = c.t
    mine = [m for m, s in sorted(_c8(c)["control"].items()) if s == seat]
    if not mine:
        return ""
    return (f'<div{attrs(class_="gm-c8-mine", data_seat=seat)}><h4>{art.icon("mobster", "gm-ico gm-ico-s")} '
            f'{esc(t("gm.c8.controlled", count=len(mine)))}</h4>'
            f'<ol class="gm-mobs">{"".join(card(c, m, "mine") for m in mine)}</ol></div>')


def _standings(c: Ctx, order: list[int]) -> str:
    """Each player's pennies and the mobsters they control, in one table."""
    t = c.t
    c8 = _c8(c)
    rows = []
    for s in order:
        mobs = [m for m, seat in sorted(c8["control"].items()) if seat == s]
        names = t("gm.list_sep").join(mob_name(m, t) for m in mobs) or t("gm.none")
        penalty = sum(MOBSTERS.get(m, {}).get("vp_penalty", 0) for m in mobs)
        rows.append(f'<li{attrs(data_seat=s)}>{c.who(s)}{seat_badge(c, s)}<span class="small">{esc(names)}'
                    f'{esc(" (" + t("gm.c8.penalty_total", count=penalty) + ")") if mobs else ""}</span></li>')
    return f'<h3 class="gm-c8-sub">{esc(t("gm.c8.players"))}</h3><ul class="gm-c8-players">{"".join(rows)}</ul>'


def panel_body(c: Ctx, order: list[int]) -> str:
    return (f'<p class="small muted">{esc(c.t("gm.c8.rules"))}</p>' + jail(c) + waiting(c) + _standings(c, order))


# --- on the other boards -------------------------------------------------------------------------------

def cell_tags(c: Ctx, seat: int) -> dict[str, str]:
    """What lies on the seat's tiles: "-1" pennies on the home castle, mobster Scotsmen of others."""
    t = c.t
    c8 = _c8(c)
    out: dict[str, str] = {}
    minus = c8["castle"][seat]
    if minus:
        words = t("gm.c8.castle_pennies", count=minus)
        out[CASTLE] = (f'<span class="gm-cell-pennies" title="{esc(words)}">{penny("−")}<b>{minus}</b>'
                       f'<span class="sr-only">{esc(words)}</span></span>')
    for mob in SCOTS:
        owner = c8["control"].get(mob)
        land_seat, cell = scot_place(c.view, mob)
        if owner is None or land_seat != seat or cell is None:
            continue
        words = t("gm.c8.scot_title", mob=mob_name(mob, t), name=c.name(owner))
        out[cell] = out.get(cell, "") + (
            f'<span{attrs(class_="gm-cell-mob", title=words, data_mob=mob)}>{art.scot(owner, "gm-ico gm-meeple")}'
            f'{art.icon("mobster", "gm-ico gm-mob-hat")}<span class="sr-only">{esc(words)}</span></span>')
    return out


def claim_tags(c: Ctx) -> dict[str, str]:
    """John McClaim's tokens on landmark-event cards (they score for his controller)."""
    t = c.t
    c8 = _c8(c)
    owner = c8["control"].get(JOHN)
    room = (c8.get("mob") or {}).get(JOHN) or {}
    if owner is None:
        return {}
    words = t("gm.c8.claim_tag", mob=mob_name(JOHN, t), name=c.name(owner))
    tag = (f'<span class="gm-claim small">{art.icon("mobster", "gm-ico gm-ico-s")}{art.scot(owner, "gm-ico gm-ico-s")}'
           f'{esc(words)}</span>')
    return {card: tag for card in room.get("cards") or []}


def reservation(c: Ctx) -> tuple[int | None, str]:
    """Peggy McLeod's reserved rondel tile: (its position, the token drawn under it)."""
    t = c.t
    c8 = _c8(c)
    owner = c8["control"].get(LEOD)
    res = ((c8.get("mob") or {}).get(LEOD) or {}).get("res")
    if owner is None or not res or res.get("gone"):
        return None, ""
    words = t("gm.c8.reserve_tag", name=c.name(owner), mob=mob_name(LEOD, t), count=res.get("coins", 0))
    return res["pos"], (f'<span class="gm-reserved" title="{esc(words)}">{art.icon("mobster", "gm-ico gm-ico-s")}'
                        f'{art.scot(owner, "gm-ico gm-ico-s")}{_coin_token(res.get("coins", 0), t)}'
                        f'<span class="gm-reserved-words small">{esc(words)}</span></span>')


def rondel_parts(c: Ctx) -> tuple[dict[int, str], set[int], dict[str, str]]:
    """(under rondel tiles, positions holding a legal action, market rows' buttons)."""
    t = c.t
    under: dict[int, str] = {}
    legal: set[int] = set()
    pos, tag = reservation(c)
    if pos is not None:
        under[pos] = tag
    for _, a in c.of("c_mob_reserve"):
        button = c.button(f'{art.icon("mobster", "gm-ico gm-ico-s")}<span>{esc(t("gm.c8.btn.reserve"))}</span>', a,
                          "btn btn-small gm-chron-btn", action_label(a, t, c.view))
        under[a["pos"]] = under.get(a["pos"], "") + f'<span class="gm-space-btns">{button}</span>'
        legal.add(a["pos"])
    rows: dict[str, str] = {}
    for _, a in c.of("c_mob_coins"):
        coins = max(market_row(c.view, a["row"]) or [0])
        button = c.button(f'{art.icon("mobster", "gm-ico gm-ico-s")}<span>{esc(t("gm.c8.btn.coins", count=coins))}</span>',
                          a, "btn btn-small gm-chron-btn gm-joe-btn", action_label(a, t, c.view))
        rows[a["row"]] = rows.get(a["row"], "") + button
    return under, legal, rows


# --- the turn's own prompts: the mobsters' "any time in your turn" actions -------------------------------

def land_pick(c: Ctx, seat: int, acts: dict[str, dict]) -> str:
    """A player's land with the cells a mobster action names as buttons."""
    grid = boards.land(c, seat, acts, compact=True, tags=cell_tags(c, seat))
    return (f'<div{attrs(class_="gm-c8-land", data_seat=seat)}><span class="gm-c8-land-who">{c.who(seat)}</span>'
            f'<div class="gm-land-wrap">{grid}</div></div>')


def _row(title: str, body: str, cls: str = "") -> str:
    return f'<div class="gm-c8-act{(" " + cls) if cls else ""}"><p class="gm-c8-act-title">{title}</p>{body}</div>'


def _head(mob: str, key: str, t: Translate, **params: object) -> str:
    return f'{art.icon("mobster", "gm-ico gm-ico-s")} {esc(t(key, mob=mob_name(mob, t), **params))}'


def turn_section(c: Ctx) -> str:
    """The controlled mobsters' actions in one's own turn, each on the part it acts on."""
    t = c.t
    v = c.view
    parts = []
    fields = {a["field"]: a for _, a in c.of("c_mob_field")}
    if fields:
        board = boards.clan_board(c, False, fields)
        parts.append(f'<details class="gm-c8-act gm-c8-pick" data-menu><summary>{_head(WANDER, "gm.c8.pick.wander", t)}</summary>'
                     f'{board}</details>')
    if c.of("c_mob_coins"):
        parts.append(_row(_head(JOE, "gm.c8.hint.joe", t), ""))
    if c.of("c_mob_reserve"):
        parts.append(_row(_head(LEOD, "gm.c8.hint.leod", t), ""))
    by_mob: dict[str, list[dict]] = {}
    for _, a in c.of("c_mob_scot"):
        by_mob.setdefault(a.get("mob", ""), []).append(a)
    area = v["players"][c.decider]["land"]
    for mob, acts in by_mob.items():
        buttons = "".join(
            c.button(f'{art.scot(c.decider, "gm-ico gm-ico-s")}<span>{esc(t("gm.c8.from_supply") if a["from"] == "supply" else where(area, a["from"], t))}</span>',
                     a, "btn btn-small gm-chron-btn", action_label(a, t, v))
            for a in acts)
        parts.append(_row(_head(mob, "gm.c8.pick.scot", t), f'<div class="gm-choices">{buttons}</div>'))
    moves = {a["to"]: a for _, a in c.of("c_mob_move")}
    if moves:
        land_seat, _ = scot_place(v, KENNETH)
        if land_seat is not None:
            parts.append(_row(_head(KENNETH, "gm.c8.pick.kenneth", t, name=c.name(land_seat)),
                              land_pick(c, land_seat, moves)))
    tiles: dict[int, dict[str, dict]] = {}
    for _, a in c.of("c_mob_tile"):
        tiles.setdefault(a["seat"], {})[a["cell"]] = a
    if tiles:
        grids = "".join(land_pick(c, s, acts) for s, acts in sorted(tiles.items()))
        parts.append(f'<details class="gm-c8-act gm-c8-pick" data-menu><summary>{_head(DEREK, "gm.c8.pick.derek", t)}</summary>'
                     f'<div class="gm-c8-lands">{grids}</div></details>')
    claims = c.of("c_mob_claim")
    if claims:
        items = []
        for _, a in claims:
            holder = next((s for s, p in enumerate(v["players"]) if a["card"] in p.get("landmarks", [])), None)
            button = c.button(esc(t("gm.c8.btn.claim")), a, "btn btn-small gm-chron-btn", action_label(a, t, v))
            items.append(f'<li{attrs(data_claim=a["card"])}>{art.icon("landmark", "gm-ico gm-ico-s")}<b>{esc(landmark_name(a["card"], t))}</b>'
                         f'{c.who(holder) if holder is not None else ""}{button}</li>')
        parts.append(_row(_head(JOHN, "gm.c8.pick.john", t), f'<ul class="gm-c8-claims">{"".join(items)}</ul>'))
    bully = c.of("c_mob_bully")
    if bully:
        buttons = "".join(
            c.button(f'{art.icon("boat", "gm-ico gm-ico-s", art.seat_color(c.decider))}<span>{esc(t("gm.c8.btn.bully", count=a["steps"]))}</span>',
                     a, "btn btn-small gm-chron-btn", action_label(a, t, v))
            for _, a in bully)
        parts.append(_row(_head(BULLY, "gm.c8.pick.bully", t), f'<div class="gm-choices">{buttons}</div>'))
    if not parts:
        return ""
    return (f'<section class="gm-c8-turn"><h3 class="gm-sub">{art.icon("mobster", "gm-ico gm-ico-s")} '
            f'{esc(t("gm.c8.turn_title"))}</h3>{"".join(parts)}</section>')


def prize2_section(c: Ctx) -> str:
    """Chronicle 1's prize question: each token also with a second one at random (Callum, Bully)."""
    t = c.t
    acts = c.of("c_mob_prize2")
    if not acts:
        return ""
    mob = acts[0][1].get("mob", "")
    buttons = "".join(
        c.button(f'{art.icon("prize", "gm-ico gm-ico-l")}<span>{esc(prize_text(a["token"], t))}</span>'
                 f'<span class="small">{esc(t("gm.c8.and_second"))}</span>', a, "btn gm-choice gm-prize-btn",
                 action_label(a, t, c.view))
        for _, a in acts)
    return _row(_head(mob, "gm.c8.pick.prize2", t), f'<div class="gm-choices">{buttons}</div>', "gm-c8-prize2")


# --- chronicle 8's own questions -------------------------------------------------------------------------

def prompt(c: Ctx) -> Prompt:
    """The end-of-turn choice, or a mobster's question ({"kind": "chronicle", "chronicle": 8, ...})."""
    top = c.top or {}
    mob = top.get("mob")
    step = top.get("step")
    if not mob:
        p = _end_prompt(c)
    elif step == "token":
        p = _token_prompt(c, mob)
    elif mob == BRUCE and step == "buy":
        p = _goods_prompt(c, mob)
    elif mob == KENNETH and step == "steal":
        p = _goods_prompt(c, mob)
    elif step == "gain":
        p = _gain_prompt(c, mob)
    elif step == "to":
        p = _to_prompt(c, mob)
    elif mob == CALLUM:
        p = _callum_prompt(c)
    elif mob == FRASER:
        p = _fraser_prompt(c, step)
    elif mob == UNA:
        p = _una_prompt(c)
    elif mob == ELSPETH:
        p = _elspeth_prompt(c)
    else:
        p = Prompt(c.t("gm.c8.prompt.other", mob=mob_name(mob, c.t)))
    p.body += _rest(c, list(p.cells.values()))  # anything else the question offers: a labelled button here
    p.chronicles.add(8)
    return p


def _rest(c: Ctx, later: list[dict]) -> str:
    """Buttons for the question's actions not drawn yet (`later`: those the land grid draws)."""
    missing = [a for i, a in enumerate(c.actions) if i not in c.used and a not in later]
    buttons = "".join(c.button(esc(action_label(a, c.t, c.view)), a, "btn gm-choice") for a in missing)
    return f'<div class="gm-choices">{buttons}</div>' if buttons else ""


def _end_prompt(c: Ctx) -> Prompt:
    t = c.t
    buttons: dict[str, str] = {}
    pennies_left = _c8(c)["castle"][c.decider]
    for mob in _c8(c)["jail"]:
        put = c.button(f'{penny("+")}<span>{esc(t("gm.c8.btn.penny"))}</span>', {"type": "c_mob_penny", "mobster": mob},
                       "btn btn-small gm-chron-btn", action_label({"type": "c_mob_penny", "mobster": mob}, t, c.view))
        take = c.button(f'{art.icon("mobster", "gm-ico gm-ico-s")}<span>{esc(t("gm.c8.btn.take"))}</span>',
                        {"type": "c_mob_take", "mobster": mob}, "btn btn-small btn-primary gm-chron-btn",
                        action_label({"type": "c_mob_take", "mobster": mob}, t, c.view))
        if put or take:
            buttons[mob] = f'<span class="gm-mob-btns">{put}{take}</span>'
    none = c.button(esc(t("gm.c8.action.pass")), {"type": "c_mob_pass"}, "btn")
    body = hint(t("gm.c8.hint.end"))
    if not pennies_left:
        body += hint(t("gm.c8.hint.no_penny"))
    body += (f'<p class="gm-c8-me small">{esc(t("gm.c8.yours"))} {seat_badge(c, c.decider)}</p>'
             + jail(c, buttons) + controls(none) + waiting(c))
    return Prompt(t("gm.c8.prompt.end"), body)


def _token_prompt(c: Ctx, mob: str) -> Prompt:
    """Peggy McWander's or Peggy McLeod's token: which coins it shows."""
    t = c.t
    top = c.top
    buttons = "".join(c.button(f'{_coin_token(a["coins"], t)}<span>{esc(t("gm.c8.coin_token", count=a["coins"]))}</span>',
                               a, "btn gm-choice", action_label(a, t, c.view))
                      for _, a in c.of("c_mob_token"))
    if mob == WANDER:
        where_hint = hint(t("gm.c8.hint.token_field", clan=clan_name(top.get("field", ""), t)))
        show = ""
    else:
        tile = c.view["rondel"].get(str(top.get("pos")), "")
        where_hint = hint(t("gm.c8.hint.token_tile", tile=tile_name(tile, t)))
        show = f'<div class="gm-show">{tile_card(tile, t, "gm-card-big")}</div>' if tile else ""
    body = where_hint + show + f'<div class="gm-choices">{buttons}</div>'
    return Prompt(t("gm.c8.prompt.token", mob=mob_name(mob, t)), body)


def _goods_prompt(c: Ctx, mob: str) -> Prompt:
    """Bruce McMail's purchase or Kenneth McSnitch's theft: a resource onto one of one's tiles (on
    the land grid when there is one kind; by rows otherwise), or sold (Bruce)."""
    t = c.t
    top = c.top
    kind = "c_mob_buy" if mob == BRUCE else "c_mob_steal"
    acts = [a for _, a in c.of(kind)]
    kinds = sorted({a["res"] for a in acts})
    cells: dict[str, dict] = {}
    rows = []
    area = c.view["players"][c.decider]["land"]
    if len(kinds) == 1:
        cells = {a["cell"]: a for a in acts if "cell" in a}
    for res in kinds:
        buttons = []
        if len(kinds) > 1:
            buttons += [c.button(f'<span>{esc(where(area, a["cell"], t))}</span>', a, "btn btn-small gm-sell-btn",
                                 action_label(a, t, c.view)) for a in acts if a["res"] == res and "cell" in a]
        sell = next((a for a in acts if a["res"] == res and a.get("sell")), None)
        if sell is not None:
            buttons.append(c.button(f'{art.icon("coin", "gm-ico gm-ico-s")}<span>{esc(action_label(sell, t, c.view))}</span>',
                                    sell, "btn btn-small gm-sell-btn"))
        if buttons:
            rows.append(f'<li><span class="gm-sell-res">{art.icon(res)}<b>{esc(res_name(res, t))}</b></span>'
                        f'<span class="gm-sell-btns">{"".join(buttons)}</span></li>')
    skip = c.button(esc(t("gm.c8.action.skip")), {"type": "c_mob_skip"}, "btn")
    if mob == BRUCE:
        producer = top.get("producer", 0)
        land = c.view["players"][producer]["land"]
        cell = top.get("cell", "")
        tile = land[cell]["tiles"][-1] if cell in land else ""
        tokens = _c8(c).get("tokens", {}).get(BRUCE, 0)
        text = t("gm.c8.prompt.buy", mob=mob_name(mob, t), name=c.name(producer))
        body = hint(t("gm.c8.hint.buy", name=c.name(producer), tile=tile_name(tile, t), count=tokens))
    else:
        land_seat, cell = scot_place(c.view, KENNETH)
        land = c.view["players"][land_seat]["land"] if land_seat is not None else {}
        tile = land[cell]["tiles"][-1] if cell in land else ""
        text = t("gm.c8.prompt.steal", mob=mob_name(mob, t))
        body = hint(t("gm.c8.hint.steal", name=c.name(land_seat), tile=tile_name(tile, t)))
    if tile:
        body += f'<div class="gm-show">{tile_card(tile, t, "gm-card-big")}</div>'
    if cells:
        body += hint(t("gm.c8.hint.cells", res=res_name(kinds[0], t)))
    body += (f'<ul class="gm-sells">{"".join(rows)}</ul>' if rows else "") + controls(skip)
    return Prompt(text, body, cells)


def _gain_prompt(c: Ctx, mob: str) -> Prompt:
    """A mobster's Scotsman sent now (from the supply, or a tile of one's land on the grid) or later."""
    t = c.t
    acts = [a for _, a in c.of("c_mob_scot")]
    cells = {a["from"]: a for a in acts if a["from"] != "supply"}
    supply = next((a for a in acts if a["from"] == "supply"), None)
    buttons = []
    if supply is not None:
        buttons.append(c.button(f'{art.scot(c.decider, "gm-ico gm-ico-l")}<span>{esc(t("gm.c8.btn.supply"))}</span>',
                                supply, "btn gm-choice", action_label(supply, t, c.view)))
    later = c.button(esc(t("gm.c8.action.later")), {"type": "c_mob_skip"}, "btn")
    body = hint(t("gm.c8.hint.gain")) + f'<div class="gm-choices">{"".join(buttons)}</div>'
    if cells:
        body += hint(t("gm.c8.hint.gain_cells"))
    body += controls(later)
    return Prompt(t("gm.c8.prompt.gain", mob=mob_name(mob, t)), body, cells)


def _to_prompt(c: Ctx, mob: str) -> Prompt:
    """Where a mobster's Scotsman goes, or Derek Anderson's tile: on the other players' lands."""
    t = c.t
    by_seat: dict[int, dict[str, dict]] = {}
    for _, a in c.of("c_mob_to"):
        by_seat.setdefault(a["seat"], {})[a["cell"]] = a
    grids = "".join(land_pick(c, s, acts) for s, acts in sorted(by_seat.items()))
    if mob == DEREK:
        top = c.top
        src = top.get("from_seat", 0)
        land = c.view["players"][src]["land"]
        cell = top.get("from_cell", "")
        tile = land[cell]["tiles"][-1] if cell in land else ""
        body = (hint(t("gm.c8.hint.to_tile", name=c.name(src)))
                + (f'<div class="gm-show">{tile_card(tile, t, "gm-card-big")}</div>' if tile else ""))
        text = t("gm.c8.prompt.to_tile", mob=mob_name(mob, t), tile=tile_name(tile, t))
    else:
        body = hint(t("gm.c8.hint.to_mike" if mob == MIKE else "gm.c8.hint.to"))
        text = t("gm.c8.prompt.to", mob=mob_name(mob, t))
    return Prompt(text, body + f'<div class="gm-c8-lands">{grids}</div>')


def _callum_prompt(c: Ctx) -> Prompt:
    t = c.t
    to = c.top.get("to")
    give = next((a for _, a in c.of("c_mob_give")), None)
    keep = next((a for _, a in c.of("c_mob_keep")), None)
    buttons = []
    if give is not None:
        buttons.append(c.button(f'{penny("−")}<span>{esc(action_label(give, t, c.view))}</span>', give,
                                "btn btn-primary gm-choice", t("gm.c8.action.give", name=c.name(to))))
    if keep is not None:
        buttons.append(c.button(esc(action_label(keep, t, c.view)), keep, "btn gm-choice"))
    body = (hint(t("gm.c8.hint.give", name=c.name(to)))
            + f'<p class="gm-c8-me small">{esc(t("gm.c8.yours"))} {seat_badge(c, c.decider)}</p>' + controls(*buttons))
    return Prompt(t("gm.c8.prompt.give", mob=mob_name(CALLUM, t), name=c.name(to)), body)


def _fraser_prompt(c: Ctx, step: str | None) -> Prompt:
    """Fraser McStab: take a token from another player (their table shows only backs), or — asked
    of the victim — which of one's own tokens goes (values only the victim sees)."""
    t = c.t
    if step == "hand":
        thief = c.top.get("thief")
        buttons = "".join(
            c.button(f'{haggis.token(a["value"], t, "mine")}<span class="small">{esc(t("gm.c8.btn.hand"))}</span>', a,
                     "btn gm-choice gm-hg-btn", action_label(a, t, c.view))
            for _, a in c.of("c_mob_hand"))
        body = (hint(t("gm.c8.hint.hand", name=c.name(thief))) + f'<div class="gm-choices">{buttons}</div>'
                + f'<div class="gm-show">{haggis.table(c, c.decider)}</div>')
        return Prompt(t("gm.c8.prompt.hand", mob=mob_name(FRASER, t), name=c.name(thief)), body, chronicles={5})
    groups: dict[int | None, list[dict]] = {}
    for _, a in c.of("c_mob_steal"):
        groups.setdefault(a.get("give"), []).append(a)
    rows = []
    for give, acts in groups.items():
        buttons = "".join(
            c.button(f'{c.who(a["victim"])}{haggis.token(None, t)}'
                     f'<span class="small">×{len(c.view["c5"]["tables"][a["victim"]])}</span>', a,
                     "btn gm-choice gm-hg-btn", action_label(a, t, c.view))
            for a in acts)
        if give is None:
            rows.append(f'<div class="gm-choices">{buttons}</div>')
        else:
            rows.append(f'<div class="gm-hg-give"><span class="gm-hg-label">{esc(t("gm.c5.give"))}'
                        f'{haggis.token(give, t, "mine")}</span><div class="gm-choices">{buttons}</div></div>')
    keep = c.button(esc(t("gm.c8.action.keep.fraser_mcstab")), {"type": "c_mob_keep", "mob": FRASER}, "btn")
    body = (hint(t("gm.c8.hint.haggis")) + "".join(rows) + f'<div class="gm-show">{haggis.table(c, c.decider)}</div>'
            + controls(keep))
    return Prompt(t("gm.c8.prompt.haggis", mob=mob_name(FRASER, t)), body, chronicles={5})


def _una_prompt(c: Ctx) -> Prompt:
    t = c.t
    rolls = c.view["c5"].get("rolls") or []
    dice = []
    for _, a in c.of("c_mob_reroll"):
        i = a["roll"]
        value = rolls[i] if 0 <= i < len(rolls) else "?"
        dice.append(c.button(f'<span class="gm-hg-die"><b>{value}</b></span><span class="small">{esc(t("gm.c8.btn.reroll"))}</span>',
                             a, "btn gm-choice gm-hg-btn", action_label(a, t, c.view)))
    keep = c.button(esc(t("gm.c8.action.keep.una_mchaggis")), {"type": "c_mob_keep", "mob": UNA}, "btn")
    body = hint(t("gm.c8.hint.reroll")) + f'<div class="gm-choices">{"".join(dice)}</div>' + controls(keep)
    return Prompt(t("gm.c8.prompt.reroll", mob=mob_name(UNA, t)), body + haggis.scoring(c), chronicles={5})


def _stuff_icon(item: str) -> str:
    return art.icon("coin" if item == "coins" else item, "gm-ico")


def _elspeth_prompt(c: Ctx) -> Prompt:
    """Elspeth McTrick: one coin or resource on the mountain for a resource of the supply."""
    t = c.t
    by_give: dict[str, list[dict]] = {}
    for _, a in c.of("c_mob_swap"):
        by_give.setdefault(a["give"], []).append(a)
    rows = []
    for give, acts in by_give.items():
        buttons = "".join(c.button(f'{art.icon(a["get"], "gm-ico")}<span class="small">{esc(res_name(a["get"], t))}</span>', a,
                                   "btn btn-small gm-chron-btn", action_label(a, t, c.view))
                          for a in acts if a["get"] in RESOURCES)
        what = t("gm.n.coins", count=1) if give == "coins" else res_name(give, t)
        rows.append(f'<li><span class="gm-sell-res">{_stuff_icon(give)}<b>{esc(what)}</b> →</span>'
                    f'<span class="gm-sell-btns">{buttons}</span></li>')
    c2 = c.view.get("c2") or {}
    goods = {**({"coins": c2["coins"]} if c2.get("coins") else {}), **(c2.get("res") or {})}
    lying = "".join(f'<span class="gm-tok">{_stuff_icon(k)}<b class="gm-n">{n}</b></span>' for k, n in goods.items() if n)
    keep = c.button(esc(t("gm.c8.action.keep.elspeth_mctrick")), {"type": "c_mob_keep", "mob": ELSPETH}, "btn")
    body = (hint(t("gm.c8.hint.swap")) + f'<p class="gm-c8-goods">{art.icon("mountain", "gm-ico")}{lying}</p>'
            + f'<ul class="gm-sells">{"".join(rows)}</ul>' + controls(keep))
    return Prompt(t("gm.c8.prompt.swap", mob=mob_name(ELSPETH, t)), body)


__all__ = ["penny", "pennies", "seat_badge", "card", "jail", "waiting", "controlled", "panel_body", "cell_tags",
           "claim_tags", "reservation", "rondel_parts", "turn_section", "prize2_section", "prompt", "land_pick"]
