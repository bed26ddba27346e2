"""Aquatica screens as HTML strings: the sea board, players' boards, the main-action flow, the end
screen and log lines.

Pure functions of the engine's view and legal actions (no browser imports), tested in CPython.
Every legal action is reachable through exactly one element carrying `data-action-index`; the
shell's delegated handler applies `actions[index]`. Controls are drawn only when the viewer is the
seat that decides now, so another seat's options (and hand) never show.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from games.aquatica.data_files import CHARACTERS, GOAL_VALUES, HIRE_COSTS, LOCATIONS, RATINGS
from ui.render.html import attrs, el, esc, hashed, named, revealed_seat

from . import art

Translate = Callable[..., str]
SLOTS = 5


def player_name(names: list[str], seat: int, t: Translate) -> str:
    """The seat's chosen name, 'Player 2' when the shell gave none, the Ichthyanders for -1."""
    if seat < 0:
        return t("aq.ichthy")
    if seat < len(names) and str(names[seat]).strip():
        return str(names[seat])
    return t("player.default", n=seat + 1)


def char_name(card: str, t: Translate) -> str:
    return t(f"aq.char.{card}")


def loc_name(loc: str, t: Translate) -> str:
    """A location by kind and card number ('Shark Bay 4'): the printed cards have no names here."""
    return t("aq.loc.name", kind=t(f"aq.kind.{LOCATIONS[loc]['kind']}"), number=int(loc[1:]))


def effect_text(effect: dict, t: Translate) -> str:
    """A printed character effect in words."""
    op = effect["op"]
    params: dict[str, object] = {}
    if "n" in effect:
        params["count"] = effect["n"]
    if op == "might_kind":
        params["kind"] = t(f"aq.kind.{effect['kind']}")
    if op == "draw_wild":
        params["effect"] = t(f"aq.code.{effect['effect']}")
    return t(f"aq.op.{op}", **params)


def goal_text(goal: str, t: Translate) -> str:
    return t(f"aq.goal.{goal}")


class _Ctx:
    """What every panel needs, plus the set of action indices already given an element."""

    def __init__(self, view: dict, actions: list[dict], t: Translate, prefs: dict) -> None:
        self.view = view
        self.t = t
        self.names = list(prefs.get("names") or [])
        me = view.get("me")
        self.me: int | None = me["seat"] if me else prefs.get("seat")
        self.acting = me is not None and view["phase"] != "over" and view["actor"] == me["seat"]
        self.actions = actions if self.acting else []
        self._index = {_key(a): i for i, a in enumerate(self.actions)}
        self.used: set[int] = set()
        self.head = view["queue"][0] if view.get("queue") else None
        compose = prefs.get("compose")
        self.compose: dict = compose if isinstance(compose, dict) else {}  # a composer's selection (shell session)

    def ix(self, action: dict) -> int | None:
        """Index of a legal action (marked as placed), or None when it is not legal now."""
        i = self._index.get(_key(action))
        if i is not None:
            self.used.add(i)
        return i

    def has(self, kind: str) -> bool:
        return any(a["type"] == kind for a in self.actions)

    def name(self, seat: int) -> str:
        return player_name(self.names, seat, self.t)

    def who(self, seat: int) -> str:
        return (
            f'<span class="who">{art.seat_svg(seat)}<span class="who-name">{esc(self.name(seat))}</span></span>'
        )


def _key(action: dict) -> tuple:
    return tuple(sorted(action.items()))


def _button(content: str, index: int | None, cls: str = "btn", label: str | None = None, **extra: object) -> str:
    """A button for action `index`; disabled (and index-free) when the action is not legal."""
    aria_label = named(content, label)  # its visible words stay in its name
    return el(
        "button", content, type="button", class_=cls, data_action_index=index, disabled=index is None,
        aria_label=aria_label, title=label, **extra,
    )


def _maybe_button(content: str, index: int | None, cls: str, label: str) -> str:
    """A button when the action is legal, otherwise nothing (for controls that only sometimes apply)."""
    return _button(content, index, cls, label) if index is not None else ""


def _glyph_label(svg: str, label: str, cls: str = "aq-g") -> str:
    return f'<span{attrs(class_=cls, role="img", aria_label=label, title=label)}>{svg}</span>'


# --- cards ----------------------------------------------------------------------------------------


def _effects(card: str, t: Translate, current: int | None = None, done: int = 0) -> str:
    """A character's effects as glyphs with words; `current` marks the one being resolved."""
    items = []
    for i, effect in enumerate(_grouped(card)):
        effect_, times = effect
        cls = "aq-eff"
        if current is not None:
            cls += " is-current" if i == current else (" is-done" if i < done else "")
        label = effect_text(effect_, t)
        times_html = f'<span class="aq-times">×{times}</span>' if times > 1 else ""
        items.append(
            f'<li class="{cls}">{art.effect_svg(effect_, "ico")}{times_html}'
            f'<span class="aq-eff-text">{esc(label)}</span></li>'
        )
    return f'<ol class="aq-effects">{"".join(items)}</ol>'


def _grouped(card: str) -> list[tuple[dict, int]]:
    """Printed effects with consecutive repeats folded ('conquer ×2')."""
    out: list[tuple[dict, int]] = []
    for effect in CHARACTERS[card]["effects"]:
        if out and out[-1][0] == effect:
            out[-1] = (effect, out[-1][1] + 1)
        else:
            out.append((effect, 1))
    return out


def _char_card(card: str, t: Translate, extra: str = "", cls: str = "") -> str:
    info = CHARACTERS[card]
    tags = ""
    if info.get("once"):
        tags += f'<span class="tag tag-warn">{esc(t("aq.card.once"))}</span>'
    return (
        f'<div class="aq-char{(" " + cls) if cls else ""}"><span class="aq-char-name">{esc(char_name(card, t))}</span>'
        f"{tags}{_effects(card, t)}{extra}</div>"
    )


def _cell(code: str, t: Translate, state: str = "", ref: str | None = None) -> str:
    label = t(f"aq.code.{code}")
    cls = f"aq-cell{(' ' + state) if state else ''}"
    return f'<li{attrs(class_=cls, title=label, data_ref=ref)}>{art.code_svg(code, "ico")}<span class="sr-only">{esc(label)}</span></li>'


def _loc_card(c: _Ctx, loc: str, row: str, controls: str = "", ref: str | None = None) -> str:
    """A location on offer: kind, buy and conquer costs (top row: conquer −1), depths, VP, manta;
    `ref`: its market slot's data-ref."""
    t = c.t
    info = LOCATIONS[loc]
    kind = info["kind"]
    conquer = info["conquer"] - (1 if row == "top" else 0)
    printed = f'<s class="aq-was">{info["conquer"]}</s>' if row == "top" else ""
    buy_label = t("aq.loc.buy_cost", count=info["buy"])
    conquer_label = t("aq.loc.conquer_cost", count=conquer)
    costs = (
        f'<div class="aq-costs">{_glyph_label(art.glyph("coin", info["buy"], "ico"), buy_label, "aq-cost")}'
        f'<span class="aq-cost">{_glyph_label(art.glyph("might", conquer, "ico"), conquer_label, "aq-g")}{printed}</span></div>'
    )
    cells = "".join(_cell(code, t) for code in info["depths"])
    depths = (
        f'<ol class="aq-depths">{cells}</ol>' if cells else f'<p class="aq-nodepth">{esc(t("aq.loc.no_depths"))}</p>'
    )
    return (
        f'<li{attrs(class_=f"aq-loc kind-{kind}", data_ref=ref)}><div class="aq-loc-head">{art.kind_svg(kind)}'
        f'<span class="aq-loc-name">{esc(loc_name(loc, t))}</span></div>{costs}{depths}{_loc_foot(loc, t)}'
        f"{controls}</li>"
    )


def _loc_foot(loc: str, t: Translate) -> str:
    info = LOCATIONS[loc]
    vp_label = t("aq.loc.vp", count=info["vp"])
    out = _glyph_label(art.glyph("vp", info["vp"], "ico"), vp_label)
    if info.get("manta"):
        label = t("aq.loc.manta", effect=t(f"aq.code.{info['manta']}"))
        out += _glyph_label(art.glyph("manta", cls="ico") + art.code_svg(info["manta"], "ico ico-s"), label, "aq-g aq-g-manta")
    return f'<div class="aq-loc-foot">{out}</div>'


# --- prompt and main-action flow ---------------------------------------------------------------


def _prompt_text(c: _Ctx) -> str:
    v, t = c.view, c.t
    phase = v["phase"]
    if phase == "over":
        return t("aq.prompt.over")
    if not c.acting:
        return t("aq.prompt.waiting", name=c.name(v["actor"]))
    if phase == "turn":
        return t("aq.prompt.turn_done" if v["main_done"] else "aq.prompt.turn")
    head = c.head or {}
    op = head.get("op", "")
    if op == "raise" and head.get("who") != v["turn"]:
        return t("aq.prompt.others_raise", name=c.name(v["turn"]), count=head.get("n", 1))
    if op == "raise":
        return t("aq.prompt.raise", count=head.get("n", 1))
    return t(f"aq.prompt.{op}")


def _pool(c: _Ctx) -> str:
    t = c.t
    pool = c.view["pool"]
    chips = [
        _glyph_label(art.glyph("coin", pool["coins"], "ico"), t("aq.pool.coins", count=pool["coins"]), "aq-chip"),
        _glyph_label(art.glyph("might", pool["might"], "ico"), t("aq.pool.might", count=pool["might"]), "aq-chip"),
    ]
    for kind, n in sorted(pool["kinds"].items()):
        if n:
            label = t("aq.pool.kind_might", count=n, kind=t(f"aq.kind.{kind}"))
            chips.append(_glyph_label(art.glyph("might", n, "ico", kind=kind), label, "aq-chip"))
    return f'<div class="aq-pool"><span class="aq-pool-title">{esc(t("aq.pool.title"))}</span>{"".join(chips)}</div>'


def _current_effect(c: _Ctx) -> int | None:
    """Which (grouped) effect of the played card is being resolved, judged from the queue's head."""
    v = c.view
    card, head = v.get("card"), c.head
    if not card or not head or v["phase"] != "main":
        return None
    op = head["op"]
    if op == "raise" and head["who"] != v["turn"]:
        op = "others_raise"
    if op == "scout_drop":
        op = "scout"
    if op == "ichthy":
        op = "matrona" if any(e["op"] == "matrona" for e in CHARACTERS[card]["effects"]) else "scout"
    for i, (effect, _) in enumerate(_grouped(card)):
        if effect["op"] == op:
            return i
    return None


def _secondary_summary(c: _Ctx) -> str:
    """What else the deciding player may do now (the controls themselves sit on the boards)."""
    t = c.t
    counts: dict[str, int] = {}
    for a in c.actions:
        if a["type"] in ("use_depth", "use_manta", "claim"):
            counts[a["type"]] = counts.get(a["type"], 0) + 1
    if "claim" in counts:
        counts["claim"] = len({a["goal"] for a in c.actions if a["type"] == "claim"})
    if not counts:
        return f'<p class="aq-secondary muted small">{esc(t("aq.flow.no_secondary"))}</p>'
    items = "".join(
        f'<li class="tag aq-sec-{kind}">{esc(t(f"aq.flow.{kind}", count=n))}</li>' for kind, n in counts.items()
    )
    return (
        f'<div class="aq-secondary"><span class="small muted">{esc(t("aq.flow.secondary"))}</span>'
        f'<ul class="aq-tags">{items}</ul></div>'
    )


def _flow_controls(c: _Ctx) -> str:
    """Choices that belong to the prompt itself: take back, scout or not, decline a payment the card
    cannot cover, pick a king, end the turn."""
    t = c.t
    v = c.view
    parts = []
    take = [a for a in c.actions if a["type"] == "take_back"]
    if take:
        buttons = "".join(
            _button(
                f'{art.glyph("take_back", cls="ico")}<span>{esc(char_name(a["card"], t))}</span>',
                c.ix(a), "btn aq-choice", t("aq.label.take_back", card=char_name(a["card"], t)),
            )
            for a in take
        )
        parts.append(f'<div class="aq-choices">{buttons}</div>')
    if c.has("scout"):
        parts.append(
            '<div class="aq-choices">'
            + _button(f'{art.glyph("scout", cls="ico")}<span>{esc(t("aq.btn.scout"))}</span>',
                      c.ix({"type": "scout"}), "btn btn-primary")
            + _button(esc(t("aq.btn.skip")), c.ix({"type": "skip"}), "btn")
            + "</div>"
        )
    if c.has("decline") and c.head:
        # A buy, conquest or hire the card alone cannot pay for: mantas and depths are optional.
        op = c.head["op"]
        parts.append(
            '<div class="aq-choices aq-decline-row">'
            + _button(esc(t(f"aq.btn.decline_{op}")), c.ix({"type": "decline"}), "btn aq-decline",
                      t("aq.label.decline", effect=t(f"aq.op.{op}", count=1)))
            + "</div>" + _lapse_warning(c)
        )
    kings = [a for a in c.actions if a["type"] == "pick_king"]
    if kings:
        cards = "".join(
            "<li>" + _char_card(
                a["king"], t,
                _button(esc(t("aq.btn.pick")), c.ix(a), "btn btn-primary btn-small",
                        t("aq.label.pick_king", card=char_name(a["king"], t))),
            ) + "</li>"
            for a in kings
        )
        parts.append(f'<ul class="aq-cards aq-draft">{cards}</ul>')
    if c.has("scout_drop"):
        parts.append(_scout_composer(c))
    if v["phase"] in ("main", "effect") and any(a["type"] in ("use_depth", "use_manta") for a in c.actions):
        if c.head and c.head["op"] in ("buy", "conquer", "hire"):
            hint = "aq.flow.decline_hint" if c.has("decline") else "aq.flow.pay_hint"
            parts.append(f'<p class="hint">{esc(t(hint))}</p>')
    return "".join(parts)


def _lapse_warning(c: _Ctx) -> str:
    """Before skipping a payment: the coins or might gathered for it that no later effect of the
    card can spend are lost when the card's effects end (issue 16 §1: warn before they lapse)."""
    head = c.head
    if head is None:
        return ""
    currency = "might" if head["op"] == "conquer" else "coins"
    pool = c.view["pool"]
    amount = pool["might"] + sum(pool["kinds"].values()) if currency == "might" else pool["coins"]
    users = ("conquer",) if currency == "might" else ("buy", "hire")
    if not amount or any(effect["op"] in users for effect in c.view["queue"][1:]):
        return ""
    return f'<p class="note aq-lapse">{esc(c.t(f"aq.flow.lapse_{currency}", count=amount))}</p>'


def _flow_panel(c: _Ctx) -> str:
    v, t = c.view, c.t
    # The player who must act now (another player raising for the Researcher, a king's pick).
    actor = v["actor"] if v["actor"] is not None and v["actor"] >= 0 else v["turn"]
    whose = "" if actor == v["turn"] else f' · {esc(t("aq.turn_whose", name=c.name(v["turn"])))}'
    turn = (
        f'<p class="turn-line">{c.who(actor)}<span class="turn-no">'
        f"{esc(t('aq.turn_number', n=v['turns'] + 1))}{whose}</span></p>"
    )
    body = ""
    card = v.get("card")
    if card and v["phase"] in ("main", "effect"):
        current = _current_effect(c)
        body += (
            f'<div class="aq-played"><span class="small muted">{esc(t("aq.flow.played"))}</span>'
            f'<strong class="aq-char-name">{esc(char_name(card, t))}</strong>'
            f"{_effects(card, t, current if current is not None else -1, current or 0)}</div>"
        )
    if v["phase"] == "effect" and c.head:
        body += (
            f'<p class="aq-now"><span class="small muted">{esc(t("aq.flow.secondary_effect"))}</span> '
            f'{esc(t("aq.op." + c.head["op"], count=c.head.get("n", 1)))}</p>'
        )
    if v["phase"] in ("main", "effect") or v["pool"]["coins"] or v["pool"]["might"]:
        body += _pool(c)
    if c.acting and v["phase"] != "pick_king":
        body += _secondary_summary(c)
    cls = "panel aq-flow" + (" is-acting" if c.acting else "")
    return (
        f'<section class="{cls}" aria-live="polite" data-acting-seat="{actor}">{turn}'
        f'<h2 class="prompt">{esc(_prompt_text(c))}</h2>'
        f"{_end_row(c)}{body}{_flow_controls(c) if c.acting else ''}</section>"
    )


def _end_row(c: _Ctx) -> str:
    """End turn, right under the prompt: always in the same place whatever else the turn offers
    (nothing lapses at the end of a turn: unspent coins and might are lost when the card's effects
    are done, before ending is possible)."""
    if not c.acting or not c.has("end_turn"):
        return ""
    return (
        '<div class="aq-choices aq-end-row">'
        + _button(esc(c.t("aq.btn.end_turn")), c.ix({"type": "end_turn"}), "btn btn-primary aq-end-turn")
        + "</div>"
    )


# --- sea board ------------------------------------------------------------------------------------


def _goals(c: _Ctx) -> str:
    v, t = c.view, c.t
    items = []
    trained = []
    if c.acting:
        trained = sorted({a["manta"] for a in c.actions if a["type"] == "claim"})
    for g, goal in enumerate(v["goals"]):
        values = GOAL_VALUES[goal]
        track = v["tracks"][g]
        spaces = []
        for i, value in enumerate(values):
            owner = track[i] if i < len(track) else None
            mark = art.seat_svg(owner, "chip") if owner is not None else ""
            who = f" — {c.name(owner)}" if owner is not None else ""
            label = t("aq.goal.space", points=value) + who
            cls = "aq-space" + (" is-taken" if owner is not None else "")
            spaces.append(f'<li{attrs(class_=cls, title=label, data_ref=f"goal:{g}:{i}")}><span class="aq-space-v">{value}</span>{mark}'
                          f'<span class="sr-only">{esc(label)}</span></li>')
        controls = []
        for m in trained:
            index = c.ix({"type": "claim", "goal": g, "manta": m})
            if index is None:
                continue
            effect = v["players"][c.me]["mantas"][m]["effect"] if c.me is not None else ""
            label = t("aq.label.claim", goal=goal_text(goal, t), effect=t(f"aq.code.{effect}"))
            controls.append(_button(
                f'{art.glyph("manta", cls="ico ico-s")}{art.code_svg(effect, "ico ico-s")}', index,
                "btn btn-small aq-claim", label,
            ))
        ichthy = c.ix({"type": "ichthy", "goal": g})
        if ichthy is not None:
            controls.append(_button(
                f'{art.seat_svg(-1, "chip")}<span>{esc(t("aq.btn.ichthy"))}</span>', ichthy, "btn btn-small aq-ichthy",
                t("aq.label.ichthy", goal=goal_text(goal, t)),
            ))
        claim = ""
        if controls:
            claim = f'<div class="aq-claims"><span class="small">{esc(t("aq.goal.claim"))}</span>{"".join(controls)}</div>'
        items.append(
            f'<li class="aq-goal" data-ref="goal:{g}"><p class="aq-goal-name">{esc(goal_text(goal, t))}</p>'
            f'<ol class="aq-track">{"".join(spaces)}</ol>{claim}</li>'
        )
    return (
        f'<div class="aq-goals-wrap"><h3 class="aq-sub">{esc(t("aq.sea.goals"))}</h3>'
        f'<ul class="aq-goals">{"".join(items)}</ul></div>'
    )


def _loc_row(c: _Ctx, row: str) -> str:
    v, t = c.view, c.t
    locs = v["loc_top"] if row == "top" else v["loc_bottom"]
    cards = []
    market_row = 0 if row == "top" else 1
    for col, loc in enumerate(locs):
        buttons = ""
        name = loc_name(loc, t)
        info = LOCATIONS[loc]
        buy = c.ix({"type": "buy", "loc": loc})
        buttons += _maybe_button(
            f'{art.glyph("buy", cls="ico ico-s")}<span>{esc(t("aq.btn.buy"))}</span>', buy, "btn btn-small aq-buy",
            t("aq.label.buy", loc=name, count=info["buy"]),
        )
        conquer = c.ix({"type": "conquer", "loc": loc})
        cost = info["conquer"] - (1 if row == "top" else 0)
        buttons += _maybe_button(
            f'{art.glyph("conquer", cls="ico ico-s")}<span>{esc(t("aq.btn.conquer"))}</span>', conquer,
            "btn btn-small aq-conquer", t("aq.label.conquer", loc=name, count=cost),
        )
        drop = c.ix({"type": "scout_drop", "loc": loc})
        buttons += _maybe_button(esc(t("aq.btn.drop")), drop, "btn btn-small aq-drop", t("aq.label.scout_drop", loc=name))
        controls = f'<div class="aq-card-controls">{buttons}</div>' if buttons else ""
        cards.append(_loc_card(c, loc, row, controls, f"slot:{market_row}:{col}"))
    title = t("aq.sea.top_row" if row == "top" else "aq.sea.bottom_row")
    body = f'<ul class="aq-locs">{"".join(cards)}</ul>' if cards else f'<p class="muted small">{esc(t("aq.sea.empty_row"))}</p>'
    return f'<div class="aq-row aq-row-{row}"><h3 class="aq-sub">{esc(title)}</h3>{body}</div>'


def _char_row(c: _Ctx) -> str:
    v, t = c.view, c.t
    cards = []
    free = bool(c.head and c.head["op"] == "hire_free")
    for i, card in enumerate(v["char_row"]):
        cost = 0 if free else HIRE_COSTS[i]
        index = c.ix({"type": "hire", "slot": i})
        button = _maybe_button(
            f'{art.glyph("hire", cls="ico ico-s")}<span>{esc(t("aq.btn.hire"))}</span>', index, "btn btn-small aq-hire",
            t("aq.label.hire", card=char_name(card, t), count=cost) if cost else t("aq.label.hire_free", card=char_name(card, t)),
        )
        price = _glyph_label(art.glyph("coin", HIRE_COSTS[i], "ico ico-s"), t("aq.sea.hire_cost", count=HIRE_COSTS[i]),
                             "aq-price")
        cards.append(f'<li class="aq-char-slot" data-ref="slot:2:{i}">{_char_card(card, t)}<div class="aq-hire-row">{price}{button}</div></li>')
    decks = (
        f'<p class="aq-decks small muted">{esc(t("aq.deck.chars", count=v["char_deck"]))} · '
        f'{esc(t("aq.deck.locations", count=v["loc_deck"]))} · {esc(t("aq.deck.loc_discard", count=v["loc_discard"]))}</p>'
    )
    return (
        f'<div class="aq-row aq-row-chars"><h3 class="aq-sub">{esc(t("aq.sea.chars"))}</h3>'
        f'<ul class="aq-cards aq-char-row">{"".join(cards)}</ul>{decks}</div>'
    )


def _sea_panel(c: _Ctx) -> str:
    return (
        f'<section class="panel aq-sea"><h2 class="panel-title">{esc(c.t("aq.sea.title"))}</h2>'
        f"{hashed(_goals(c))}{hashed(_loc_row(c, 'top'))}{hashed(_loc_row(c, 'bottom'))}{hashed(_char_row(c))}</section>"
    )


# --- players' boards --------------------------------------------------------------------------------


def _slot(c: _Ctx, seat: int, index: int, slot: dict | None, mine: bool) -> str:
    t = c.t
    if slot is None:
        return f'<li class="aq-slot is-empty" data-ref="board:{seat}:{index}"><span class="aq-slot-no">{index + 1}</span><span class="small muted">{esc(t("aq.board.slot_empty"))}</span></li>'
    loc = slot["loc"]
    info = LOCATIONS[loc]
    depth = slot["depth"]
    name = loc_name(loc, t)
    cells = []
    for i, code in enumerate(info["depths"]):
        label = t(f"aq.code.{code}")
        ref = f"depth:{seat}:{index}:{i}"
        if i < depth:
            cells.append(_cell(code, t, "is-covered", ref))
        elif i == depth:
            use = c.ix({"type": "use_depth", "slot": index}) if mine else None
            if use is not None:
                cells.append(
                    f'<li class="aq-cell is-top" data-ref="{ref}">'
                    + _button(art.code_svg(code, "ico"), use, "aq-cell-btn", t("aq.label.use_depth", loc=name, effect=label))
                    + "</li>"
                )
            else:
                cells.append(_cell(code, t, "is-top", ref))
        else:
            cells.append(_cell(code, t, "", ref))
    risen = depth >= len(info["depths"])
    state = f'<span class="tag aq-risen">{esc(t("aq.board.risen"))}</span>' if risen else ""
    buttons = ""
    if mine:
        for kind, glyph in (("raise", "raise1"), ("rise_full", "rise_full"), ("score", "score")):
            index_ = c.ix({"type": kind, "slot": index})
            buttons += _maybe_button(
                f'{art.code_svg(glyph, "ico ico-s")}<span>{esc(t(f"aq.btn.{kind}"))}</span>', index_,
                f"btn btn-small aq-{kind}", t(f"aq.label.{kind}", loc=name),
            )
            if kind == "raise" and index_ is not None:
                buttons += _raise_more(c, index, len(info["depths"]) - depth, name)
    controls = f'<div class="aq-card-controls">{buttons}</div>' if buttons else ""
    depths = f'<ol class="aq-depths">{"".join(cells)}</ol>' if cells else ""
    cls = f"aq-slot aq-loc kind-{info['kind']}" + (" is-risen" if risen else "")
    return (
        f'<li{attrs(class_=cls, data_ref=f"board:{seat}:{index}")}>'
        f'<div class="aq-loc-head">{art.kind_svg(info["kind"])}<span class="aq-loc-name">{esc(name)}</span></div>'
        f"{state}{depths}{_loc_foot(loc, t)}{controls}</li>"
    )


def _raise_more(c: _Ctx, index: int, room: int, name: str) -> str:
    """Raise by 2, 3, … in one click (issue 16 §1): the raises left to make, up to the cells left."""
    steps = c.head.get("n", 1) if c.head and c.head["op"] == "raise" else 1
    seq = {"type": "raise", "slot": index}
    return "".join(
        el("button", f'<span>+{k}</span>', type="button", class_="btn btn-small aq-raise-n",
           data_action_seq=json.dumps([seq] * k, separators=(",", ":")), aria_label=named(f"+{k}", c.t("aq.label.raise_n", loc=name, count=k)),
           title=c.t("aq.label.raise_n", loc=name, count=k), data_testid=f"raise-{index}-{k}")
        for k in range(2, min(steps, room) + 1)
    )


def suggest_drops(top: list[str], count: int) -> list[str]:
    """The `count` locations to let go when scouting: the fewest points, then the dearest to take
    (the cheaper of buying and conquering from the top row)."""
    def worth(loc: str) -> tuple:
        info = LOCATIONS[loc]
        return (info["vp"], -min(info["buy"], info["conquer"] - 1), loc)
    return sorted(sorted(top, key=worth)[:count], key=top.index)


def _scout_composer(c: _Ctx) -> str:
    """Keep 4 of the top row in one click: the locations to discard are pre-chosen (the least
    valuable); each chip adds or removes one; the single Discard buttons stay on the cards."""
    t = c.t
    top = list(c.view["loc_top"])
    need = len(top) - 4
    if need < 2:
        return ""
    chosen = c.compose.get("scout_drop")
    if not (isinstance(chosen, list) and all(loc in top for loc in chosen) and len(set(chosen)) == len(chosen)
            and len(chosen) <= need):
        chosen = suggest_drops(top, need)
    chips = []
    for loc in top:
        on = loc in chosen
        # Choosing one more when enough are chosen swaps out the earliest choice.
        after = [x for x in chosen if x != loc] if on else (chosen if len(chosen) < need else chosen[1:]) + [loc]
        label = t("aq.compose.drop_chip" if not on else "aq.compose.keep_chip", loc=loc_name(loc, t))
        chips.append(el(
            "button", esc(loc_name(loc, t)), type="button", class_="btn btn-small aq-chip" + (" is-on" if on else ""),
            data_cmd="compose", data_arg=json.dumps({"scout_drop": after}, separators=(",", ":")), aria_pressed="true" if on else "false", aria_label=named(esc(loc_name(loc, t)), label), title=label,
        ))
    seq = [{"type": "scout_drop", "loc": loc} for loc in chosen]
    ready = len(chosen) == need
    go = el("button", esc(t("aq.compose.drop_go", locs=t("aq.compose.sep").join(loc_name(x, t) for x in chosen) or "—")),
            type="button", class_="btn btn-primary", data_action_seq=json.dumps(seq, separators=(",", ":")) if ready else None,
            disabled=not ready, data_testid="compose-scout")
    state = esc(json.dumps(chosen, separators=(",", ":")))
    return (
        f'<div class="aq-composer" data-compose-key="scout_drop" data-compose-state="{state}">'
        f'<p class="small">{esc(t("aq.compose.drop_title", count=need))}</p>'
        f'<div class="aq-chips">{"".join(chips)}</div><div class="aq-choices">{go}</div>'
        f'<p class="small muted">{esc(t("aq.compose.one_by_one"))}</p></div>'
    )


def _mantas(c: _Ctx, seat: int, mine: bool) -> str:
    t = c.t
    items = []
    for i, manta in enumerate(c.view["players"][seat]["mantas"]):
        effect = t(f"aq.code.{manta['effect']}")
        state = t("aq.manta.ready" if manta["ready"] else "aq.manta.tired")
        origin = t("aq.manta.wild" if manta["wild"] else "aq.manta.trained")
        label = t("aq.manta.label", effect=effect, state=state, origin=origin)
        cls = "aq-manta" + (" is-ready" if manta["ready"] else " is-tired") + (" is-wild" if manta["wild"] else "")
        body = f'{art.glyph("manta", cls="ico")}{art.code_svg(manta["effect"], "ico ico-s")}'
        index = c.ix({"type": "use_manta", "manta": i}) if mine else None
        ref = f"manta:{seat}:{i}"
        if index is not None:
            items.append(f'<li{attrs(class_=cls, data_ref=ref)}>{_button(body, index, "aq-manta-btn", t("aq.label.use_manta", effect=effect))}</li>')
        else:
            items.append(f'<li{attrs(class_=cls, title=label, data_ref=ref)}>{body}<span class="sr-only">{esc(label)}</span></li>')
    if not items:
        return ""
    return f'<ul class="aq-mantas" aria-label="{esc(t("aq.board.mantas"))}">{"".join(items)}</ul>'


def _board(c: _Ctx, seat: int) -> str:
    v, t = c.view, c.t
    p = v["players"][seat]
    mine = seat == c.me
    stats = [
        t("aq.board.hand", count=p["hand"]),
        t("aq.board.discard", count=p["discard"]),
        t("aq.board.scored", count=p["scored"]),
    ]
    stat_html = "".join(f'<span class="stat">{esc(s)}</span>' for s in stats)
    if p["discard_top"]:
        stat_html += f'<span class="stat">{esc(t("aq.board.discard_top", card=char_name(p["discard_top"], t)))}</span>'
    tags = ""
    if mine:
        tags += f'<span class="tag">{esc(t("player.you"))}</span>'
    if seat == v["turn"] and v["phase"] != "over":
        tags += f'<span class="tag tag-award">{esc(t("aq.board.turn"))}</span>'
    slots = "".join(_slot(c, seat, i, slot, mine) for i, slot in enumerate(p["slots"]))
    cls = "panel aq-board" + (" is-me" if mine else "") + (" is-turn" if seat == v["turn"] else "")
    return (
        f'<section class="{cls}"><div class="player-head">{c.who(seat)}{tags}</div>'
        f'<div class="stats">{stat_html}</div>'
        f'<ol class="aq-slots">{slots}</ol>{_mantas(c, seat, mine)}</section>'
    )


def _hand_panel(c: _Ctx) -> str:
    me = c.view.get("me")
    if not me:
        return ""
    return (
        f'<section class="panel hand-panel aq-hand"><h3 class="panel-title">{esc(c.t("aq.hand.title", count=len(me["hand"])))}</h3>'
        f"{_hand_body(c, me)}</section>"
    )


def _hand_body(c: _Ctx, me: dict) -> str:
    """A seat's hand (its king among it), discard pile, scoring pile and points now; a card's play
    button only when playing it is legal."""
    t = c.t
    cards = []
    for card in sorted(set(me["hand"]), key=me["hand"].index):
        count = me["hand"].count(card)
        index = c.ix({"type": "play", "card": card})
        extra = f'<span class="badge">×{count}</span>' if count > 1 else ""
        button = _maybe_button(esc(t("aq.btn.play")), index, "btn btn-primary btn-small aq-play",
                               t("aq.label.play", card=char_name(card, t)))
        cards.append(f"<li>{_char_card(card, t, extra + button)}</li>")
    discard = ", ".join(char_name(card, t) for card in me["discard"]) or t("aq.none")
    scored = me["scored"]
    scored_text = ", ".join(f"{loc_name(loc, t)} ({LOCATIONS[loc]['vp']})" for loc in scored) or t("aq.none")
    score = me["score"]
    score_line = t("aq.hand.score", total=score["total"], hand=score["hand"], goals=score["goals"], scored=score["scored"])
    return (
        f'<ul class="aq-cards aq-hand-cards">{"".join(cards)}</ul>'
        f'<p class="small"><strong>{esc(t("aq.hand.discard"))}</strong> {esc(discard)}</p>'
        f'<p class="small"><strong>{esc(t("aq.hand.scored"))}</strong> {esc(scored_text)}</p>'
        f'<p class="small muted">{esc(score_line)}</p>'
    )


def _info_panel(c: _Ctx) -> str:
    v, t = c.view, c.t
    lines = [t(f"aq.info.mode.{v['mode']}")]
    if v["solo"]:
        lines.append(t("aq.info.solo", count=v["ichthy_left"]))
    if v["end"]:
        lines.append(t("aq.info.end", count=v["turns_left"] + 1))
    wild = ", ".join(f"{t(f'aq.code.{k}')} {n}" for k, n in v["wild_supply"].items())
    lines.append(t("aq.info.wild", list=wild))
    note = f'<p class="note">{esc(t("aq.info.provisional"))}</p>' if v.get("provisional") else ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return (
        f'<section class="panel aq-info"><h3 class="panel-title">{esc(t("aq.info.title"))}</h3>'
        f'<ul class="aq-info-list small">{items}</ul>{note}</section>'
    )


def _fallback(c: _Ctx) -> str:
    """Any legal action the panels did not place (a safety net; tests expect it to stay empty)."""
    missing = [i for i in range(len(c.actions)) if i not in c.used]
    if not missing:
        return ""
    buttons = "".join(_button(esc(action_label(c.actions[i], c.t)), i, "btn") for i in missing)
    return f'<section class="panel fallback">{buttons}</section>'


def action_label(action: dict, t: Translate, names: list[str] | None = None) -> str:
    """A short plain-text name for an action (fallback buttons, bot announcements)."""
    kind = action["type"]
    params: dict[str, object] = {}
    if "card" in action:
        params["card"] = char_name(action["card"], t)
    if "king" in action:
        params["card"] = char_name(action["king"], t)
    if "loc" in action:
        params["loc"] = loc_name(action["loc"], t)
    if "slot" in action:
        params["slot"] = action["slot"] + 1
    if "goal" in action:
        params["goal"] = action["goal"] + 1
    if "manta" in action:
        params["manta"] = action["manta"] + 1
    return t(f"aq.action.{kind}", **params)


def render_game(view: dict, actions: list[dict], t: Translate, prefs: dict) -> str:
    """The play area for the seat whose view this is; controls only when that seat decides now."""
    c = _Ctx(view, actions, t, prefs)
    flow = _flow_panel(c)
    hand = hashed(_hand_panel(c))
    sea = _sea_panel(c)
    order = list(range(view["n"]))
    if c.me is not None and c.me in order:
        order.remove(c.me)
        order.insert(0, c.me)
    # hashed: assets/js/morph.mjs skips a part whose markup did not change instead of walking it
    boards = "".join(hashed(_board(c, seat)) for seat in order)
    info = hashed(_info_panel(c))
    fallback = _fallback(c)
    root = attrs(class_="aquatica", data_phase=view["phase"], data_acting="true" if c.acting else "false")
    return (
        f'<div{root}><div class="aq-main">{flow}{fallback}{sea}</div>'
        f'<div class="aq-side">{hand}<div class="aq-boards">{boards}</div>{info}</div></div>'
    )


def render_private(view: dict, t: Translate, prefs: dict) -> str:
    """Another seat's secrets for embeds with view=all, from that seat's own view (prefs["seat"]):
    its hand of characters (its king among them), its discard pile and scoring pile, drawn as in
    its own hand panel, without controls."""
    me = view.get("me")
    if not me:
        return ""
    c = _Ctx(view, [], t, prefs)
    title = f'{art.seat_svg(me["seat"])} {esc(t("aq.private.title", name=c.name(me["seat"]), count=len(me["hand"])))}'
    return revealed_seat(me["seat"], title, _hand_body(c, me), "aq-revealed")


# --- end screen ----------------------------------------------------------------------------------


def render_end(view: dict, t: Translate, prefs: dict) -> str:
    """Winner, each player's points (hand, goals, scored locations), the solo rating."""
    c = _Ctx(view, [], t, prefs)
    final = view.get("final") or [{"hand": 0, "goals": 0, "scored": 0, "total": 0} for _ in range(view["n"])]
    winners = view.get("winners") or []
    order = sorted(range(view["n"]), key=lambda s: (s not in winners, -final[s]["total"], s))
    kings = view.get("kings") or [None] * view["n"]
    head = "".join(
        f'<th scope="col">{esc(t(f"aq.end.col.{k}"))}</th>' for k in ("player", "total", "hand", "goals", "scored", "king")
    )
    rows = []
    for seat in order:
        b = final[seat]
        king = char_name(kings[seat], t) if kings[seat] else "—"
        cls = ' class="is-winner"' if seat in winners else ""
        rows.append(
            f'<tr{cls}><th scope="row">{c.who(seat)}</th><td class="total">{b["total"]}</td>'
            f'<td>{b["hand"]}</td><td>{b["goals"]}</td><td>{b["scored"]}</td><td>{esc(king)}</td></tr>'
        )
    if view["solo"]:
        title = t("aq.end.solo_title", points=final[0]["total"])
    elif winners:
        title = t("aq.end.winner", name=c.name(winners[0]), points=final[winners[0]]["total"])
    else:
        title = t("aq.end.no_winner")
    rating = ""
    if view.get("rating"):
        scale = []
        low = 0
        for limit, key in RATINGS:
            span = t("aq.end.range_from", low=low) if limit >= 10**8 else t("aq.end.range", low=low, high=limit)
            cls = "is-you" if key == view["rating"] else ""
            scale.append(f'<li{attrs(class_=cls or None)}><strong>{esc(t(f"aq.rating.{key}"))}</strong> {esc(span)}</li>')
            low = limit + 1
        rating = (
            f'<div class="panel aq-rating" data-testid="solo-rating"><h3>{esc(t("aq.end.rating", rating=t("aq.rating." + view["rating"])))}</h3>'
            f'<ol class="aq-scale small">{"".join(scale)}</ol></div>'
        )
    boards = "".join(_board(c, seat) for seat in range(view["n"]))
    return (
        f'<section class="aq-end" data-testid="game-over"><h2 class="end-title">{esc(title)}</h2>{rating}'
        f'<div class="table-scroll" tabindex="0" role="region" aria-label="{esc(t("aq.end.scores"))}">'
        f'<table class="scores"><caption>{esc(t("aq.end.scores"))}</caption>'
        f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
        f'<p class="muted small">{esc(t("aq.end.turns", count=view["turns"]))}</p>'
        f'<div class="aq-boards aq-end-boards">{boards}</div></section>'
    )


# --- log --------------------------------------------------------------------------------------------


def describe_event(event: dict, viewer: int | None, names: list[str], t: Translate, view: dict | None = None) -> str:
    """One log line in the catalog's language; private cards only for the seats in `private`."""
    kind = event.get("kind", "")
    seat = event.get("seat", -1)
    name = player_name(names, seat, t) if isinstance(seat, int) and seat >= 0 else ""
    secret_ok = "private" not in event or (viewer is not None and viewer in event["private"])
    if kind in ("play", "take_back"):
        return t(f"aq.log.{kind}", name=name, card=char_name(event["card"], t))
    if kind == "hire":
        return t("aq.log.hire", name=name, card=char_name(event["card"], t), count=event.get("cost", 0))
    if kind in ("use_depth", "use_manta"):
        code = event.get("code") or event.get("manta") or "empty"
        return t(f"aq.log.{kind}", name=name, effect=t(f"aq.code.{code}"))
    if kind in ("buy", "conquer"):
        return t(f"aq.log.{kind}", name=name, loc=loc_name(event["loc"], t))
    if kind in ("raise", "rise_full"):
        return t(f"aq.log.{kind}", name=name, slot=event["slot"] + 1)
    if kind == "risen":
        if event.get("manta"):
            return t("aq.log.risen_manta", name=name, loc=loc_name(event["loc"], t), effect=t(f"aq.code.{event['manta']}"))
        return t("aq.log.risen", name=name, loc=loc_name(event["loc"], t))
    if kind == "score":
        if secret_ok and "loc" in event:
            return t("aq.log.score_seen", name=name, loc=loc_name(event["loc"], t))
        return t("aq.log.score", name=name)
    if kind == "scout_drop":
        return t("aq.log.scout_drop", loc=loc_name(event["loc"], t))
    if kind == "deal":
        return t("aq.log.deal", count=event.get("count", 0))
    if kind == "skipped":
        return t("aq.log.skipped", name=name, effect=t(f"aq.op.{event.get('op', '')}", count=1))
    if kind == "decline":
        return t("aq.log.decline", name=name, effect=t(f"aq.op.{event.get('op', '')}", count=1))
    if kind == "row_removed":
        return t("aq.log.row_removed", card=char_name(event["card"], t))
    if kind == "wild":
        return t("aq.log.wild", name=name, effect=t(f"aq.code.{event['manta']}"))
    if kind == "ichthy":
        goal = view["goals"][event["goal"]] if view else None
        return t("aq.log.ichthy", goal=goal_text(goal, t) if goal else event["goal"] + 1)
    if kind == "pick_king":
        if secret_ok and "card" in event:
            return t("aq.log.pick_king_seen", name=name, card=char_name(event["card"], t))
        return t("aq.log.pick_king", name=name)
    if kind == "claim":
        goal = view["goals"][event["goal"]] if view else None
        return t("aq.log.claim", name=name, goal=goal_text(goal, t) if goal else event["goal"] + 1, count=event["value"])
    if kind == "game_over":
        winners = event.get("winners") or []
        if winners:
            return t("aq.log.game_over", name=player_name(names, winners[0], t))
        return t("aq.log.game_over_none")
    if kind in ("scout", "skip", "matrona", "ready_mantas", "end_turn", "main_done"):
        return t(f"aq.log.{kind}", name=name)
    return t("aq.log.unknown", kind=kind)


__all__ = ["render_game", "render_end", "render_private", "describe_event", "action_label", "player_name"]
