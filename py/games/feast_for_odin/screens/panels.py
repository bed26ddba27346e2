"""A Feast for Odin panels: the action board, the shared supply and round tracker, a player's
personal area (boards, banquet table, docks, supply, occupations), the others' summaries and the
score sheet.

Panels place the legal actions that belong to them (a space on the action board, placing an item
from the supply, buying or arming a ship, a card's any-time ability) through `Ctx.button`, which
records each action index it hands out; the main module checks that every one was placed.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from games.feast_for_odin import phases
from games.feast_for_odin.data_files import (
    BOARDS,
    COMPONENTS,
    DICE,
    GOODS,
    OCCUPATIONS,
    SHIPS,
    SPACES,
    SPECIALS,
    WEAPONS,
)
from games.feast_for_odin.placement import income
from games.feast_for_odin.setup import choosing_start_card
from ui.render.html import attrs, el, esc, hashed
from ui.render.legal import LegalIndex

from . import art, boards
from .words import (
    IMITATION_COLUMN,
    amount,
    board_name,
    card_name,
    card_text,
    column,
    explore_faces,
    item_name,
    player_name,
    space_steps,
    space_text,
    space_title,
)

Translate = Callable[..., str]

# The printed action board, row by row (ours: group letter, column, sub-row). A space in column 4
# (and the whaling and livestock spaces of column 3) spans two rows, up to the next space below it.
ROWS = (
    ("build_houses", ("H1", "H2", "H3", "H4")),
    ("build_ships", ("S1", "S2", "S3", None)),
    ("hunting", ("HU1a", "HU2a", "HU3", "HU4")),
    ("hunting", ("HU1b", "HU2b", None, None)),
    ("livestock", ("L1a", "L2a", "L3", "L4")),
    ("livestock", ("L1b", "L2b", None, None)),
    ("weekly_market", ("W1", "W2", "W3", "W4")),
    ("products", ("P1", "P2", "P3", None)),
    ("crafting", ("C1a", "C2a", "C3a", "C4")),
    ("crafting", ("C1b", "C2b", "C3b", None)),
    ("mountains", ("M1a", "M2a", "M3a", "M4a")),
    ("mountains", ("M1b", "M2b", "M3b", None)),
    ("mountains", ("M1c", "M2c", "M3c", "M4b")),
    ("trade", ("T1", "T2", "T3", None)),
    ("sailing", ("SA1", "SA2", "SA3", "SA4")),
    ("exploration", ("E1", "E2", "E3", None)),
    ("emig_occ", ("O1a", "O2a", "O3a", "O4")),
    ("emig_occ", ("O1b", "O2b", "O3b", None)),
)
PHASE_OF_STEP = {
    "new_viking": 1, "harvest": 2, "flip": 3, "weapons": 4, "actions": 5, "end_actions": 5, "start_player": 6,
    "before_income": 7, "pay_income": 7, "breeding": 8, "feast_start": 9, "feast": 9, "after_feast": 9,
    "final_or_bonus": 10, "after_bonus": 10, "mountains": 11, "return_vikings": 12, "score_game": 12,
}
TIERS = ("orange", "red", "green", "blue")


class Ctx(LegalIndex):
    """What every panel needs: the view, the legal actions when the viewer decides, and the set of
    action indices already given an element (each must get exactly one)."""

    def __init__(self, view: dict, actions: list[dict], t: Translate, prefs: dict) -> None:
        self.view = view
        self.t = t
        self.names = list(prefs.get("names") or [])
        self.viewer: int | None = prefs.get("seat")
        self.opened: frozenset[str] = frozenset(prefs.get("opened") or ())  # open <details data-open-key>
        self.highlight: tuple[str, ...] = tuple(prefs.get("highlight") or ())
        top = view["stack"][-1] if view.get("stack") else None
        self.top = top
        self.decider = top["seat"] if top else None
        self.acting = (view["phase"] != "over" and top is not None and self.viewer is not None
                       and self.decider == self.viewer)
        super().__init__(actions, self.acting)
        self.next_spaces: dict[str, str] = {}  # space -> data-action-seq [end_turn, space] (play.py)

    def name(self, seat: int | None) -> str:
        return player_name(self.names, seat, self.t)

    def who(self, seat: int) -> str:
        return (f'<span class="who">{art.viking(art.seat_color(seat), "chip")}'
                f'<span class="who-name">{esc(self.name(seat))}</span></span>')


def glyph_label(glyph: str, label: str, cls: str = "ffo-g", quiet: bool = False) -> str:
    """A glyph that says what it is (`quiet`: inside an element that already says it in words)."""
    if quiet:
        return f'<span class="{cls}">{glyph}</span>'
    return f'<span{attrs(class_=cls, role="img", aria_label=label, title=label)}>{glyph}</span>'


def token(item: str, count: int, t: Translate, quiet: bool = False) -> str:
    num = f'<span class="ffo-n">{count}</span>' if count > 1 else ""
    if quiet:
        return f'<span class="ffo-tok">{art.item_glyph(item)}{num}</span>'
    label = amount(item, count, t)
    return f'<span{attrs(class_="ffo-tok", title=label)}>{art.item_glyph(item)}{num}<span class="sr-only">{esc(label)}</span></span>'


def tokens(items: dict, t: Translate, quiet: bool = False) -> str:
    from .words import flat_items

    return "".join(token(item, count, t, quiet) for item, count in flat_items(items))


def _gl(quiet: bool, glyph: str, label: str, cls: str = "ffo-g") -> str:
    return glyph_label(glyph, label, cls, quiet)


ARROW = '<span class="ffo-arrow" aria-hidden="true">→</span>'
SLASH = '<span class="ffo-slash" aria-hidden="true">/</span>'


def step_formula(step: dict, t: Translate, players: int, quiet: bool = True) -> str:
    """A step as glyphs (costs → gains), for the action board tiles."""
    op = step.get("op")
    if op == "gain":
        return tokens(step["gain"], t, quiet)
    if op in ("exchange", "optional"):
        options = step["options"] if op == "exchange" else [step]
        parts = [(tokens(o["pay"], t, quiet) + ARROW if o["pay"] else "") + tokens(o["gain"], t, quiet) for o in options]
        body = SLASH.join(parts)
        return f'<span class="ffo-opt">({body})</span>' if op == "optional" else body
    if op == "if_animal":
        return f'<span class="ffo-opt">{token(step["animal"], 1, t, quiet)}:{tokens(step["gain"], t, quiet)}</span>'
    if op == "per_animal":
        return f'{token(step["good"], 1, t, quiet)}<span class="ffo-per">/</span>{token(step["animal"], 1, t, quiet)}<span class="ffo-max">≤{step["max"]}</span>'
    if op == "wood_per_player":
        return token("wood", players, t, quiet)
    if op == "weapons":
        return _gl(quiet, art.icon("weapons"), t("ffo.op.weapons", count=step["count"])) + f'<span class="ffo-n">{step["count"]}</span>'
    if op == "draw_occupation":
        return _gl(quiet, art.icon("occupation"), t("ffo.op.draw_occupation"))
    if op == "choice":
        return SLASH.join("".join(step_formula(s, t, players, quiet) for s in alt) for alt in step["alternatives"])
    if op == "mountain":
        return _gl(quiet, art.icon("mountain"), t("ffo.op.mountain", count=step["take"])) + f'<span class="ffo-n">{step["take"]}</span>'
    if op == "upgrade":
        name = "upgrade2" if step.get("steps", 1) > 1 else "upgrade"
        return _gl(quiet, art.icon(name), t(f"ffo.op.{name}", count=step["count"])) + f'<span class="ffo-n">×{step["count"]}</span>'
    if op == "trade":
        return token("silver", 1, t, quiet) + ARROW + _gl(quiet, art.icon("trade"), t("ffo.op.trade")) + _gl(quiet,
            art.tile("oil") + art.tile("runestone"), t("ffo.op.trade"), "ffo-g ffo-pair")
    if op == "special_sale":
        return _gl(quiet, art.tile("helmet") + f'<span class="ffo-n">≤{step.get("count", 2)}</span>',
                           t("ffo.op.special_sale", count=step.get("count", 2)))
    if op == "forge":
        return token("ore", 1, t, quiet) + ARROW + _gl(quiet, art.icon("forge") + art.tile("jewelry"), t("ffo.op.forge"))
    if op == "explore":
        letters = " ".join(sorted({BOARDS[b]["letter"] for b in explore_faces(step["space"])}))
        return _gl(quiet, art.icon("explore"), t("ffo.title.explore")) + f'<span class="ffo-letters">{esc(letters)}</span>'
    if op == "emigrate":
        return _gl(quiet, art.icon("emigrate"), t("ffo.op.emigrate"))
    if op == "swap_whaling_for_knarr":
        return f'<span class="ffo-opt">({token("whaling_boat", 1, t, quiet)}{ARROW}{token("knarr", 1, t, quiet)})</span>'
    if op == "play_occupations":
        pay = ""
        if step.get("pay"):
            pay = SLASH.join(tokens(p, t, quiet) for p in step["pay"]) + ARROW
        return pay + _gl(quiet, art.icon("play"), t("ffo.op.play", count=step.get("max", 1))) + (
            f'<span class="ffo-n">≤{step.get("max", 1)}</span>' if step.get("max", 1) > 1 else "")
    if op == "dice":
        rule = DICE[step["hunt"]]
        reward = tokens(rule["reward"], t, quiet) if rule["low"] else _gl(quiet,
            art.tile("chest") + art.tile("helmet"), t("ffo.dice.high_rule"), "ffo-g ffo-pair")
        return _gl(quiet, art.die(rule["die"], None, "ico"), t("ffo.op.dice", hunt=t(f"ffo.hunt.{step['hunt']}"), die=rule["die"])) + ARROW + reward
    if op == "imitate":
        return _gl(quiet, art.icon("imitate"), t("ffo.op.imitate"))
    return f'<span class="ffo-opname">{esc(op)}</span>'


# --- the action board ---------------------------------------------------------------------------

def _spans() -> dict[str, int]:
    """How many rows each space covers (until the next space in its column)."""
    out = {}
    for r, (_, cells) in enumerate(ROWS):
        for c, space in enumerate(cells):
            if space is None:
                continue
            span = 1
            while r + span < len(ROWS) and ROWS[r + span][1][c] is None:
                span += 1
            out[space] = span
    return out


SPANS = _spans()


def _occupant(c: Ctx, space: str) -> tuple[str, str, str]:
    """(meeples, state class, words) of a space."""
    spot = c.view["occupied"].get(space)
    if not spot:
        return "", "", ""
    seat = spot["seat"]
    color = art.seat_color(seat)
    blocked = c.view.get("solo") and spot.get("round", 0) < c.view["round"]
    if c.view.get("solo"):
        color = art.seat_color(0) if spot.get("round", 1) % 2 else art.SOLO_SECOND
    meeples = "".join(art.viking(color, "ffo-meeple") for _ in range(spot["vikings"]))
    meeples = f'<span class="ffo-meeples" aria-hidden="true">{meeples}</span>'
    if blocked:
        words = c.t("ffo.space.blocked", round=spot.get("round", 0))
        return f'<span class="ffo-lock" aria-hidden="true">{art.icon("lock", "ffo-meeple")}</span>{meeples}', " is-blocked", words
    words = c.t("ffo.space.taken", name=c.name(seat), count=spot["vikings"])
    by = ("0" if spot.get("round", 1) % 2 else "s") if c.view.get("solo") else str(seat % len(art.SEAT_COLORS))
    return meeples, f" is-taken ffo-by-{by}", words


@lru_cache(maxsize=512)
def _tile_static(space: str, t: Translate, players: int) -> tuple[str, str, str]:
    """(title, text, inner markup) of a space: the same all game long, so drawn once per language."""
    title = space_title(space, t)
    text = space_text(space, t, players)
    if space in SPACES:
        formula = "".join(f'<span class="ffo-step">{step_formula(s, t, players)}</span>' for s in space_steps(space))
    else:
        formula = f'<span class="ffo-step">{glyph_label(art.icon("imitate"), "", quiet=True)}</span>'
    need = SPACES.get(space, {}).get("requires")
    needs = ""
    if need:
        ships = "".join(art.ship(k, "ffo-need-ico") for k in need["ship"][:1])
        needs = f'<span class="ffo-needs">{ships}{"×2" if need.get("count", 1) > 1 else ""}</span>'
    inner = (f'<span class="ffo-space-head" aria-hidden="true"><span class="ffo-space-title">{esc(title)}</span>{needs}</span>'
             f'<span class="ffo-formula" aria-hidden="true">{formula}</span>')
    return title, text, inner


def _space_tile(c: Ctx, space: str, row: int, col: int, span: int) -> str:
    title, text, inner = _tile_static(space, c.t, c.view["n"])
    meeples, state, words = _occupant(c, space)
    group = SPACES[space]["group"] if space in SPACES else "imitation"
    cls = f"ffo-space ffo-g-{group} ffo-r{row} ffo-c{col}" + (f" ffo-span{span}" if span > 1 else "") + state
    tip = f'<span class="ffo-tip" role="tooltip"><strong>{esc(title)}</strong> {esc(text)}'
    tip += f"<em>{esc(words)}</em></span>" if words else "</span>"
    body = inner + meeples + tip
    index = c.ix({"type": "space", "space": space})
    seq = c.next_spaces.get(space)  # ends the turn and takes this space at the next one (one click)
    legal = index is not None or seq is not None
    if legal:
        cls += " is-legal" + ("" if index is not None else " is-next")
    elif not state and c.acting and c.top and c.top["kind"] == "turn":
        cls += " is-dim"  # not usable now (a class on the space: restyling it never restyles the whole board)
    # one tag in every state (an unusable space is a button that does nothing, its tip still reachable by
    # keyboard): a space that starts or stops being legal changes attributes, its subtree is kept
    return el("button", body, type="button", class_=cls, data_action_index=index,
              data_action_seq=seq if index is None else None, aria_disabled=None if legal else "true",
              data_space=space, data_ref=f"space:{space}")

def action_board(c: Ctx) -> str:
    t = c.t
    heads = ['<div class="ffo-colhead ffo-r0 ffo-c0"></div>']
    for col in range(1, 5):
        meeples = "".join(art.viking("#8a7a66", "ffo-meeple") for _ in range(col))
        heads.append(f'<div class="ffo-colhead ffo-r0 ffo-c{col}"><span class="ffo-meeples">{meeples}</span>'
                     f'<span class="ffo-colnote">{esc(t(f"ffo.col.{col}"))}</span></div>')
    bands = []
    row = 0
    while row < len(ROWS):
        band = ROWS[row][0]
        span = 1
        while row + span < len(ROWS) and ROWS[row + span][0] == band:
            span += 1
        bands.append(f'<div class="ffo-band ffo-b-{band} ffo-r{row + 1} ffo-c0 ffo-span{span}">'
                     f'<span>{esc(t(f"ffo.band.{band}"))}</span></div>')
        row += span
    tiles = []
    for r, (_, cells) in enumerate(ROWS):
        for col, space in enumerate(cells, start=1):
            if space:
                tiles.append(hashed(_space_tile(c, space, r + 1, col, SPANS[space])))
    extra = ""
    if c.view.get("imitation"):
        r = len(ROWS) + 1
        extra = f'<div class="ffo-band ffo-b-imitation ffo-r{r} ffo-c0"><span>{esc(t("ffo.band.imitation"))}</span></div>'
        for space in c.view["imitation"]:
            extra += _space_tile(c, space, r, IMITATION_COLUMN[space], 1)
    # narrow screens show one column group at a time: a radio group the page keeps (CSS `:has()` picks the
    # column; the morph keeps a chosen radio across renders); it is a view, not a move
    tabs = "".join(
        f'<label class="ffo-coltab" data-col="{col}"><input type="radio" name="ffo-cols" value="{col}" '
        f'data-key="ffo-col-{col}"{" checked" if col == 1 else ""}>'
        f'<span class="ffo-meeples" aria-hidden="true">{"".join(art.viking("#5b4630", "ffo-meeple") for _ in range(col))}</span>'
        f'<span>{esc(t(f"ffo.tab.{col}"))}</span></label>'
        for col in range(1, 5)
    )
    tabs = f'<fieldset class="ffo-coltabs" data-key="ffo-coltabs"><legend class="sr-only">{esc(t("ffo.tabs.legend"))}</legend>{tabs}</fieldset>'
    legend = ""
    if c.acting and c.top and c.top["kind"] == "turn":
        legend = f'<p class="ffo-legend small">{esc(t("ffo.board.legal_hint"))}</p>'
    elif c.view.get("solo"):
        legend = f'<p class="ffo-legend small">{esc(t("ffo.board.solo_hint"))}</p>'
    return (f'<section class="panel ffo-actions-panel" aria-label="{esc(t("ffo.actionboard"))}">'
            f'<h2 class="panel-title">{esc(t("ffo.actionboard"))}</h2>{legend}{tabs}'
            f'<div class="ffo-scroll"><div class="ffo-grid">{"".join(heads)}{"".join(bands)}{"".join(tiles)}{extra}</div></div>'
            "</section>")


# --- the shared supply and the round --------------------------------------------------------------

def phase_number(view: dict) -> int | None:
    if view["phase"] == "over":
        return None
    step = view.get("step", 0)
    names = [f.__name__ for f in phases.STEPS]
    if 0 < step <= len(names):
        return PHASE_OF_STEP.get(names[step - 1])
    return None


def round_words(v: dict, t: Translate) -> str:
    """"Round 2 of 7", or the set-up before round 1 (the solo game's start card being chosen, p.23)."""
    return t("ffo.round.of", round=v["round"], rounds=v["rounds"]) if v["round"] else t("ffo.round.setup")


def round_panel(c: Ctx) -> str:
    v, t = c.view, c.t
    number = phase_number(v)
    phase = t(f"ffo.phase.{number}") if number else "—"
    phase_html = f'<span class="ffo-phase">{esc(t("ffo.round.phase", n=number or "—", name=phase))}</span>' if v["round"] else ""
    head = f'<p class="ffo-round-line"><strong>{esc(round_words(v, t))}</strong>{phase_html}</p>'
    facts = []
    if not v.get("solo"):
        facts.append(f'<li>{glyph_label(art.icon("elk"), t("ffo.round.start"))}{esc(t("ffo.round.start"))} {c.who(v["start"])}</li>')
    top = phases.HARVEST[v["length"]][v["round"] - 1] if v["round"] else 0
    got = [g for g in phases.HARVEST_GOODS if GOODS[g]["harvest"] <= top] if top else []
    harvest = "".join(token(g, 1, t) for g in got) or esc(t("ffo.round.no_harvest"))
    facts.append(f'<li><span class="ffo-k">{esc(t("ffo.round.harvest"))}</span> {harvest}</li>')
    later = [(k, letter) for k, letter in sorted(phases.FLIP[v["length"]].items()) if k > v["round"]]
    flips = ", ".join(t("ffo.round.flip_at", round=k, letter=letter) for k, letter in later) or t("ffo.round.no_flips")
    facts.append(f'<li><span class="ffo-k">{esc(t("ffo.round.flips"))}</span> {esc(flips)}</li>')
    decks = [
        glyph_label(art.icon("weapons"), t("ffo.round.weapon_deck", count=v["weapon_deck"])) + f'<span class="ffo-n">{v["weapon_deck"]}</span>',
        glyph_label(art.icon("occupation"), t("ffo.round.occ_deck", count=v["occ_deck"])) + f'<span class="ffo-n">{v["occ_deck"]}</span>',
    ]
    facts.append(f'<li><span class="ffo-k">{esc(t("ffo.round.decks"))}</span> {"".join(decks)}</li>')
    buildings = "".join(
        glyph_label(art.building(b), t("ffo.round.building_left", building=item_name(b, t), count=n)) + f'<span class="ffo-n">{n}</span>'
        for b, n in v["buildings"].items())
    facts.append(f'<li><span class="ffo-k">{esc(t("ffo.round.buildings"))}</span> {buildings}</li>')
    return (f'<section class="panel ffo-round-panel"><h2 class="panel-title">{esc(t("ffo.round.title"))}</h2>{head}'
            f'<ul class="ffo-facts small">{"".join(facts)}</ul>{_exploration(c)}{_strips(c)}{_specials(c)}</section>')


def _exploration(c: Ctx) -> str:
    v, t = c.view, c.t
    flip_round = {letter: k for k, letter in phases.FLIP[v["length"]].items()}
    items = []
    for front, slot in v["explore"].items():
        face = slot["face"]
        info = BOARDS[face]
        bits = [t("ffo.board.vp", count=info["vp"]), t("ffo.explore.space", col=column(info["space"]))]
        if slot["owner"] is not None:
            bits.append(t("ffo.explore.owner", name=c.name(slot["owner"])))
        else:
            if slot["silver"]:
                bits.append(amount("silver", slot["silver"], t))
            when = flip_round.get(info["letter"])
            if info["front"] and when and when >= v["round"]:
                bits.append(t("ffo.explore.flips", round=when, board=board_name(info["reverse"], t)))
        cls = "ffo-xb" + (" is-owned" if slot["owner"] is not None else "")
        items.append(f'<li{attrs(class_=cls, data_ref=f"explore:{front}")}><span class="ffo-letter">{esc(info["letter"])}</span>'
                     f'<strong>{esc(board_name(face, t))}</strong> <span class="small muted">{esc(" · ".join(bits))}</span></li>')
    return f'<h3 class="ffo-sub">{esc(t("ffo.explore.title"))}</h3><ul class="ffo-xbs">{"".join(items)}</ul>'


def strip_row(strip: list[str], t: Translate, take: int = 0) -> str:
    cells = []
    for i, item in enumerate(strip):
        label = amount("silver", COMPONENTS["mountain_silver"], t) if item == "silver" else item_name(item, t)
        glyph = art.coin(COMPONENTS["mountain_silver"]) if item == "silver" else art.item_glyph(item)
        cls = "ffo-strip-cell" + (" is-taken" if i < take else "")
        cells.append(f'<li{attrs(class_=cls, title=label)}>{glyph}<span class="sr-only">{esc(label)}</span></li>')
    return f'<ol class="ffo-strip">{"".join(cells)}</ol>'


def _strips(c: Ctx) -> str:
    t = c.t
    rows = "".join(f'<li><span class="ffo-strip-no">{i + 1}</span>{strip_row(s, t)}</li>' for i, s in enumerate(c.view["strips"]))
    left = t("ffo.strips.deck", count=c.view["strip_deck"])
    return (f'<h3 class="ffo-sub">{esc(t("ffo.strips.title"))}</h3><ol class="ffo-strips">{rows}</ol>'
            f'<p class="small muted">{esc(t("ffo.strips.hint"))} {esc(left)}</p>')


def _specials(c: Ctx) -> str:
    t = c.t
    items = []
    for tile in c.view["specials"]:
        info = SPECIALS[tile]
        price = t("ffo.special.price", count=info["price"]) if info["price"] is not None else t("ffo.special.no_price")
        label = f"{item_name(tile, t)} — {price}, {t('ffo.special.sword', count=info['sword'])}"
        forge = '<span class="ffo-forge" aria-hidden="true">⚒</span>' if info["forge"] else ""
        price_text = info["price"] if info["price"] is not None else "—"
        items.append(f'<li{attrs(title=label)}>{art.tile(tile)}{art.coin(None, "ico ico-s")}<span class="ffo-price">{price_text}</span>'
                     f'{art.icon("sword", "ico ico-s")}<span class="ffo-sword">{info["sword"]}</span>{forge}'
                     f'<span class="sr-only">{esc(label)}</span></li>')
    return (f'<h3 class="ffo-sub">{esc(t("ffo.special.title"))}</h3>'
            f'<ul class="ffo-specials">{"".join(items) or "<li>—</li>"}</ul>'
            f'<p class="small muted">{esc(t("ffo.special.legend"))}</p>')


# --- a player's personal area ---------------------------------------------------------------------

def total_income(player: dict) -> int:
    return sum(income(b) for b in player["boards"])


def estate(c: Ctx, seat: int, mine: bool, compact: bool = False) -> str:
    """Boards, table, docks, supply and occupations of one player. Controls only on the viewer's own
    area when they decide (other players' areas are read-only)."""
    own = mine and c.acting
    parts = [hashed(part) for part in (_boards(c, seat, own, not compact), _table(c, seat, not compact),
                                       _docks(c, seat, own), _supply(c, seat, own), _occupations(c, seat, own))]
    cls = "ffo-estate" + (" is-me" if mine else "")
    head = "" if compact else (
        f'<div class="player-head">{c.who(seat)}{_tags(c, seat, mine)}</div>{_stats(c, seat)}')
    return f'<div class="{cls}" data-seat="{seat}">{head}{"".join(parts)}</div>'


def _tags(c: Ctx, seat: int, mine: bool) -> str:
    t = c.t
    tags = ""
    if mine:
        tags += f'<span class="tag">{esc(t("player.you"))}</span>'
    if c.decider == seat and c.view["phase"] != "over":
        tags += f'<span class="tag tag-award">{esc(t("ffo.tag.deciding"))}</span>'
    if not c.view.get("solo") and c.view["start"] == seat:
        tags += f'<span class="tag">{esc(t("ffo.tag.start"))}</span>'
    if c.view.get("passed") and c.view["passed"][seat] and c.view["phase"] == "actions":
        tags += f'<span class="tag tag-warn">{esc(t("ffo.tag.passed"))}</span>'
    return tags


def stats_items(c: Ctx, seat: int) -> list[tuple[str, str]]:
    t = c.t
    p = c.view["players"][seat]
    out = [
        (art.viking(art.seat_color(seat), "ico"), t("ffo.stat.thing", count=p["thing"])),
        (art.icon("income", "ico"), t("ffo.stat.income", count=total_income(p))),
        (art.icon("vp", "ico"), t("ffo.stat.points", count=p["score"]["total"])),
        (art.ship("longship", "ico"), t("ffo.stat.ships", count=len(p["ships"]))),
        (art.icon("explore", "ico"), t("ffo.stat.boards", count=sum(1 for b in p["boards"] if BOARDS[b["id"]]["kind"] == "exploration"))),
    ]
    if p.get("waiting"):
        out.insert(1, (art.viking(art.SOLO_SECOND, "ico"), t("ffo.stat.waiting", count=p["waiting"])))
    if p["penalties"]:
        out.append((art.icon("penalty", "ico"), t("ffo.stat.penalties", count=p["penalties"])))
    return out


def _stats(c: Ctx, seat: int) -> str:
    items = "".join(f'<span class="stat">{glyph}{esc(text)}</span>' for glyph, text in stats_items(c, seat))
    return f'<div class="stats ffo-stats">{items}</div>'


def board_ref_names(boards_: list[dict]) -> list[str]:
    """Each board's name in references: its id, with -2, -3… for a second, third copy (in the order
    the player got them, which never changes)."""
    seen: dict[str, int] = {}
    out = []
    for board in boards_:
        seen[board["id"]] = seen.get(board["id"], 0) + 1
        out.append(board["id"] if seen[board["id"]] == 1 else f'{board["id"]}-{seen[board["id"]]}')
    return out


def _boards(c: Ctx, seat: int, own: bool, shown: bool) -> str:
    """The player's boards; `shown`: the player the screen is about (short references too)."""
    t = c.t
    p = c.view["players"][seat]
    figures = []
    names = board_ref_names(p["boards"])
    for index, board in enumerate(p["boards"]):
        kind = BOARDS[board["id"]]["kind"]
        name = names[index]
        fig = attrs(class_=f"ffo-fig ffo-fig-{kind}", data_ref=f"board:{seat}:{name}")
        facts = " · ".join(boards.board_facts(board, t))
        buttons = ""
        if own:
            for res in ("wood", "stone"):
                buttons += c.button(f'{art.resource(res)}<span>{esc(t("ffo.btn.slot", res=item_name(res, t)))}</span>',
                                    {"type": "slot", "board": index, "res": res}, "btn btn-small ffo-slot-btn")
        figures.append(
            f'<figure{fig}>{boards.board_svg(board, t, refs=(seat, name, shown))}'
            f'<figcaption><strong>{esc(board_name(board["id"], t))}</strong> <span class="small muted">{esc(facts)}</span>'
            f"{buttons}</figcaption></figure>"
        )
    return f'<div class="ffo-boards">{"".join(figures)}</div>'


def _table(c: Ctx, seat: int, shown: bool) -> str:
    t = c.t
    p = c.view["players"][seat]
    from games.feast_for_odin.banquet import open_spaces

    first, end = open_spaces(p)
    caption = t("ffo.table.need", count=end - first)
    return (f'<figure class="ffo-fig ffo-fig-table"><figcaption><strong>{esc(t("ffo.table.title"))}</strong> '
            f'<span class="small muted">{esc(caption)}</span></figcaption>{boards.table_svg(c.view, seat, t, refs=shown)}</figure>')


def _docks(c: Ctx, seat: int, own: bool) -> str:
    t = c.t
    p = c.view["players"][seat]
    small = [s for s in p["ships"] if s["kind"] == "whaling_boat"]
    large = [s for s in p["ships"] if s["kind"] != "whaling_boat"]
    armed: set[tuple[str, int]] = set()

    def berth(ship: dict | None) -> str:
        if ship is None:
            return f'<li class="ffo-berth is-empty"><span class="sr-only">{esc(t("ffo.dock.free"))}</span></li>'
        kind = ship["kind"]
        printed = SHIPS[kind]["printed_ore"]
        slots = SHIPS[kind]["ore_slots"]
        pips = "".join(
            f'<span class="ffo-pip{" is-on" if i < printed + ship["ore"] else ""}{" is-printed" if i < printed else ""}"></span>'
            for i in range(printed + slots))
        label = t("ffo.dock.ship", ship=item_name(kind, t), ore=ship["ore"] + printed)
        arm = ""
        key = (kind, ship["ore"])
        if own and key not in armed and slots and ship["ore"] < slots:
            armed.add(key)
            arm = c.button(f'{art.resource("ore", "ico ico-s")}+1', {"type": "arm", "ship": kind, "ore": ship["ore"]},
                           "btn btn-small ffo-arm", t("ffo.btn.arm", ship=item_name(kind, t)))
        return (f'<li class="ffo-berth"><span{attrs(class_="ffo-ship", title=label)}>{art.ship(kind, "ico-l")}'
                f'<span class="sr-only">{esc(label)}</span></span><span class="ffo-pips">{pips}</span>{arm}</li>')

    rows = ("".join(berth(s) for s in small) + "".join(berth(None) for _ in range(COMPONENTS["dock"]["small"] - len(small))))
    rows_l = ("".join(berth(s) for s in large) + "".join(berth(None) for _ in range(COMPONENTS["dock"]["large"] - len(large))))
    buys = ""
    if own:
        for kind, ship in SHIPS.items():
            buys += c.button(f'{art.ship(kind)}<span>{esc(t("ffo.btn.buy", ship=item_name(kind, t), count=ship["price"]))}</span>',
                             {"type": "buy", "ship": kind}, "btn btn-small ffo-buy")
    buys = f'<div class="ffo-buys">{buys}</div>' if buys else ""
    return (f'<section class="ffo-block ffo-docks"><h3 class="ffo-sub">{esc(t("ffo.dock.title"))}</h3>'
            f'<div class="ffo-dock-rows"><ul class="ffo-dock ffo-dock-small" aria-label="{esc(t("ffo.dock.small"))}">{rows}</ul>'
            f'<ul class="ffo-dock ffo-dock-large" aria-label="{esc(t("ffo.dock.large"))}">{rows_l}</ul></div>{buys}</section>')


def _chip(c: Ctx, item: str, count: int, own: bool, cls: str = "") -> str:
    t = c.t
    label = amount(item, count, t)
    body = (f'{art.item_glyph(item, "ico ico-l")}<span class="ffo-chip-name">{esc(item_name(item, t))}</span>'
            f'<span class="ffo-chip-n">{count}</span>')
    if own:
        button = c.button(body, {"type": "place", "item": item}, f"ffo-chip is-placeable {cls}",
                          t("ffo.btn.place", item=item_name(item, t)) + f" ({label})")
        if button:
            return f"<li>{button}</li>"
    return f'<li><span{attrs(class_=f"ffo-chip {cls}", title=label)}>{body}</span></li>'


def _supply(c: Ctx, seat: int, own: bool) -> str:
    t = c.t
    p = c.view["players"][seat]
    goods = p["goods"]
    groups = []
    for tier in TIERS:
        items = sorted((g for g in goods if GOODS[g]["color"] == tier and not GOODS[g].get("animal")),
                       key=lambda g: (len(art.SHAPES[g][0]), g))
        chips = [_chip(c, g, goods[g], own, f"tier-{tier}") for g in items]
        if tier == "blue":
            specials = sorted(set(p["specials"]))
            chips += [_chip(c, s, p["specials"].count(s), own, "tier-special") for s in specials]
        groups.append((t(f"ffo.tier.{tier}"), tier, chips))
    animals = [_chip(c, g, goods[g], own, "tier-red") for g in ("sheep", "pregnant_sheep", "cattle", "pregnant_cattle") if goods.get(g)]
    groups.append((t("ffo.supply.animals"), "animals", animals))
    res = []
    for r in ("wood", "stone", "ore"):
        res.append(_chip(c, r, p[r], own, f"res-{r}"))
    res.append(_chip(c, "silver", p["silver"], False, "res-silver"))
    groups.append((t("ffo.supply.resources"), "resources", res))
    weapons = [f'<li><span{attrs(class_="ffo-chip", title=amount(w, p["weapons"].get(w, 0), t))}>{art.weapon(w, "ico ico-l")}'
               f'<span class="ffo-chip-name">{esc(item_name(w, t))}</span><span class="ffo-chip-n">{p["weapons"].get(w, 0)}</span></span></li>'
               for w in WEAPONS]
    groups.append((t("ffo.supply.weapons"), "weapons", weapons))
    coins = ""
    if own:
        for value in (1, 2, 4, 10):
            coins += c.button(f'{art.coin(value)}<span class="sr-only">{esc(t("ffo.coin", value=value))}</span>',
                              {"type": "place", "item": f"silver{value}"}, "btn btn-small ffo-coin-btn",
                              t("ffo.btn.place", item=t("ffo.coin", value=value)))
    if coins:
        coins = f'<div class="ffo-coins"><span class="small muted">{esc(t("ffo.supply.coins"))}</span>{coins}</div>'
    empty = '<li class="muted small">—</li>'
    body = "".join(
        f'<div class="ffo-tier ffo-tier-{key}"><h4>{esc(title)}</h4><ul class="ffo-chips">{"".join(chips) or empty}</ul></div>'
        for title, key, chips in groups)
    hint = f'<p class="small muted">{esc(t("ffo.supply.place_hint"))}</p>' if own and c.of("place") else ""
    return (f'<section class="ffo-block ffo-supply"><h3 class="ffo-sub">{esc(t("ffo.supply.title"))}</h3>{hint}'
            f'<div class="ffo-tiers">{body}</div>{coins}</section>')


def occ_card(card: int, t: Translate, extra: str = "", ref: bool = False) -> str:
    """An occupation card; `ref`: it carries `data-ref="card:<id>"` (once per screen: a hand or the
    cards played, not a prompt's copy)."""
    info = OCCUPATIONS.get(card, {})
    kind = str(info.get("kind", "")).split("+")[0]
    vp = info.get("vp", 0)
    vp_html = f'<span class="ffo-occ-vp" title="{esc(t("ffo.board.vp", count=vp))}">{vp}</span>' if vp else ""
    return (f'<div{attrs(class_=f"ffo-occ ffo-occ-{kind}", data_ref=f"card:{card}" if ref else None)}><div class="ffo-occ-head"><strong>{esc(card_name(card, t))}</strong>'
            f'<span class="ffo-occ-deck">{esc(info.get("deck", ""))}</span>{vp_html}</div>'
            f'<p class="ffo-occ-text">{esc(card_text(card, t))}</p>'
            f'<p class="ffo-occ-kind small muted">{esc(t(f"ffo.occ.kind.{kind}") if kind else "")}</p>{extra}</div>')


def occ_hand(hand: list[int], t: Translate) -> str:
    """Occupation cards in a hand (each with its `data-ref`: a card in a hand is drawn once)."""
    cards = "".join(f"<li>{occ_card(card, t, ref=True)}</li>" for card in hand)
    return f'<ul class="ffo-occs ffo-hand">{cards or "<li class=muted>—</li>"}</ul>'


def _occupations(c: Ctx, seat: int, own: bool) -> str:
    t = c.t
    p = c.view["players"][seat]
    hand = p["hand"]
    if isinstance(hand, list):  # while the start card is chosen: the light cards on offer, not a hand yet
        heading = t("ffo.occ.choosing" if choosing_start_card(c.view) else "ffo.occ.hand", count=len(hand))
        hand_html = f'<h4>{esc(heading)}</h4>{occ_hand(hand, t)}'
    else:
        hand_html = f'<p class="small muted">{esc(t("ffo.occ.hand_hidden", count=hand))}</p>'
    played = []
    for card in p["played"]:
        extra = ""
        if own:
            for i, action in c.of("exchange", "ability"):
                if action.get("card") == card:
                    from .words import action_label

                    extra += c.button(esc(action_label(action, t, c.view)), action, "btn btn-small ffo-card-btn")
        played.append(f"<li>{occ_card(card, t, extra, ref=True)}</li>")
    played_html = (f'<h4>{esc(t("ffo.occ.played", count=len(played)))}</h4>'
                   f'<ul class="ffo-occs">{"".join(played) or "<li class=muted>—</li>"}</ul>')
    cls = "ffo-block ffo-occupations" + (" hand-panel" if isinstance(hand, list) else "")
    return f'<section class="{cls}"><h3 class="ffo-sub">{esc(t("ffo.occ.title"))}</h3>{hand_html}{played_html}</section>'


def others(c: Ctx, seats: list[int]) -> str:
    """Compact summaries of the other players, each opening into their full area (read-only).

    An area is drawn only while it is open (the page reports a toggle of `data-open-key`, the shell
    passes the open keys in prefs["opened"]) or when it holds a board reference a host highlights:
    three closed areas were over a third of a four-player screen's markup, redrawn after every move."""
    t = c.t
    items = []
    for seat in seats:
        p = c.view["players"][seat]
        ships = "".join(art.ship(s["kind"], "ico ico-s") for s in p["ships"])
        stats = "".join(f'<span class="stat">{g}{esc(text)}</span>' for g, text in stats_items(c, seat))
        key = f"others:{seat}"
        area = ""
        if key in c.opened or c.highlight:
            area = estate(c, seat, False, compact=True)
            if key not in c.opened and not any(f'data-ref="{ref}"' in area for ref in c.highlight):
                area = ""
        is_open = " open" if area else ""
        items.append(
            f'<details class="panel ffo-other" data-seat="{seat}" data-open-key="{key}"{is_open}><summary>'
            f'<span class="ffo-other-head">{c.who(seat)}'
            f'{_tags(c, seat, False)}<span class="ffo-other-ships">{ships}</span></span>'
            f'<span class="stats ffo-stats">{stats}</span><span class="ffo-open small">{esc(t("ffo.others.open"))}</span></summary>'
            f"{area}</details>"
        )
    if not items:
        return ""
    return f'<section class="ffo-others" aria-label="{esc(t("ffo.others.title"))}">{"".join(items)}</section>'


# --- the score sheet ------------------------------------------------------------------------------

SHEET = ("ships", "emigration", "exploration", "buildings", "animals", "occupations", "silver", "income", "crown",
         "boards_minus", "buildings_minus", "thing_penalties")


def score_sheet(c: Ctx, order: list[int], winners: list[int]) -> str:
    t = c.t
    players = c.view["players"]
    keys = list(SHEET) + sorted({k for p in players for k in p["score"] if k not in SHEET and k != "total"})
    head = "".join(f'<th scope="col" class="{"is-winner" if s in winners else ""}">{c.who(s)}</th>' for s in order)
    minus = ("boards_minus", "buildings_minus", "thing_penalties")
    width = len(order) + 1

    def part(title: str, cls: str) -> str:
        return f'<tr class="ffo-sheet-part{cls}"><th colspan="{width}" scope="colgroup">{esc(title)}</th></tr>'

    def row(key: str) -> str:
        label = t(f"ffo.score.{key}") if key in SHEET else key.replace("_", " ")
        cells = "".join(f'<td>{players[s]["score"].get(key, 0)}</td>' for s in order)
        return f'<tr class="{"is-minus" if key in minus else ""}"><th scope="row">{esc(label)}</th>{cells}</tr>'

    rows = [part(t("ffo.end.plus"), ""), *(row(k) for k in keys if k not in minus),
            part(t("ffo.end.minus"), " is-minus"), *(row(k) for k in minus)]
    totals = "".join(f'<td class="total">{players[s]["score"]["total"]}</td>' for s in order)
    rows.append(f'<tr class="ffo-total"><th scope="row">{esc(t("ffo.score.total"))}</th>{totals}</tr>')
    return (f'<div class="table-scroll" tabindex="0" role="region" aria-label="{esc(t("ffo.end.sheet"))}">'
            f'<table class="scores ffo-sheet"><caption>{esc(t("ffo.end.sheet"))}</caption>'
            f'<thead><tr><th scope="col">{esc(t("ffo.end.category"))}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')

