"""Catan screens as HTML strings: the play area for one seat, the end screen and log lines.

Pure functions of the engine's view and legal actions (no browser imports), so they run and are
tested in CPython. Every legal action is reachable through an element carrying
`data-action-index="<index in actions>"`; the shell's one delegated handler applies
`actions[index]`. Elements for actions that are not legal are rendered disabled, without an index.
"""

from __future__ import annotations

from collections.abc import Callable

from games.catan.data_files import (
    COST_CITY,
    COST_DEV,
    COST_ROAD,
    COST_SETTLEMENT,
    LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN,
    RESOURCES,
)
from ui.render.html import attrs, el, esc, fmt, named, revealed_seat

from . import art
from .board import hex_name, render_board
from .compose import discard_composer, offer_composer, plenty_composer

Translate = Callable[..., str]
DEV_ORDER = ("knight", "road_building", "year_of_plenty", "monopoly", "victory_point")
_BOARD_ACTIONS = frozenset({"move_robber", "build_road", "build_settlement", "build_city"})


def player_name(names: list[str], seat: int, t: Translate) -> str:
    """The seat's chosen name, or 'Player 2' when the shell gave none."""
    if 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat])
    return t("player.default", n=seat + 1)


def resource_list(counts: list[int], t: Translate) -> str:
    """'2 Brick, 1 Ore' in the catalog's word order; 'nothing' for an empty list."""
    parts = [
        t("catan.fmt.res_count", count=c, resource=t(f"catan.res.{r}"))
        for r, c in zip(RESOURCES, counts, strict=True)
        if c
    ]
    return t("catan.fmt.sep").join(parts) if parts else t("catan.fmt.nothing")


class _Ctx:
    """What every panel needs, plus the set of action indices already given an element."""

    def __init__(self, view: dict, actions: list[dict], t: Translate, prefs: dict) -> None:
        self.view = view
        self.t = t
        self.names = list(prefs.get("names") or [])
        self.palette = prefs.get("palette") if prefs.get("palette") in art.PALETTES else "standard"
        me = view.get("me")
        self.me: int | None = me["seat"] if me else prefs.get("seat")
        # Only the deciding seat gets controls: another seat's options could reveal its hand.
        self.acting = me is not None and view["actor"] == me["seat"]
        self.actions = actions if self.acting else []
        self._index = {_key(a): i for i, a in enumerate(self.actions)}
        self.used: set[int] = set()
        self.focus = prefs.get("focus") if prefs.get("focus") in ("road", "settlement", "city") else None
        compose = prefs.get("compose")
        self.compose: dict = compose if isinstance(compose, dict) else {}  # a composer's selection (shell session)

    def ix(self, action: dict) -> int | None:
        """Index of a legal action (marked as placed), or None when it is not legal now."""
        i = self._index.get(_key(action))
        if i is not None:
            self.used.add(i)
        return i

    def name(self, seat: int) -> str:
        return player_name(self.names, seat, self.t)

    def chip(self, seat: int) -> str:
        return art.chip_svg(self.view["colors"][seat], self.palette)

    def who(self, seat: int) -> str:
        """Chip and escaped name of a seat, for panels."""
        return (
            f'<span class="who">{self.chip(seat)}<span class="who-name">{esc(self.name(seat))}</span></span>'
        )


def _key(action: dict) -> tuple:
    return tuple(sorted(action.items()))


def _button(
    content: str, index: int | None, cls: str = "btn", label: str | None = None, **extra: object
) -> str:
    """A button that performs action `index`; disabled (and index-free) when the action is not legal."""
    aria_label = named(content, label)  # its visible words stay in its name
    return el(
        "button",
        content,
        type="button",
        class_=cls,
        data_action_index=index,
        disabled=index is None,
        aria_label=aria_label,
        title=label,
        **extra,
    )


def _cost(cost: tuple[int, ...]) -> str:
    icons = "".join(
        art.icon_svg(r, "ico ico-s") for r, c in zip(RESOURCES, cost, strict=True) for _ in range(c)
    )
    return f'<span class="cost">{icons}</span>'


# --- prompt -------------------------------------------------------------------------------------


def _prompt_text(c: _Ctx) -> str:
    v, t = c.view, c.t
    phase = v["phase"]
    if phase == "over":
        return t("catan.prompt.over")
    if not c.acting:
        return t("catan.prompt.waiting", name=c.name(v["actor"]), doing=t(f"catan.phase.{phase}"))
    if phase == "setup_settlement":
        mine = sum(1 for o in v["node_owner"] if o == c.me)
        return t("catan.prompt.setup_settlement_1" if mine == 0 else "catan.prompt.setup_settlement_2")
    if phase == "discard":
        return t("catan.prompt.discard", count=v["discards"][0][1])
    if phase == "road_building":
        return t("catan.prompt.road_building", count=v["free_roads"])
    if phase == "pick_resource":
        pick = v["pick"]
        if pick["card"] == "monopoly":
            return t("catan.prompt.monopoly")
        return t("catan.prompt.year_of_plenty", count=pick["left"])
    if phase == "trade_respond":
        return t("catan.prompt.trade_respond", name=c.name(v["turn"]))
    if phase == "trade_propose":
        return t("catan.prompt.trade_propose", name=c.name(v["turn"]))
    if phase == "trade_decide" and "asked" in v["trade"]:
        return t("catan.prompt.trade_decide_ask")
    if phase == "main" and v["built"]:
        return t("catan.prompt.main_built")
    return t(f"catan.prompt.{phase}")


def _hint(c: _Ctx) -> str:
    """Where to click, for phases decided on the board."""
    phase = c.view["phase"]
    if not c.acting:
        return ""
    key = {
        "setup_settlement": "catan.hint.node",
        "setup_road": "catan.hint.edge",
        "road_building": "catan.hint.edge",
        "move_robber": "catan.hint.hex",
    }.get(phase)
    return f'<p class="hint">{esc(c.t(key))}</p>' if key else ""


def _dice(c: _Ctx) -> str:
    dice = c.view["dice"]
    if not dice:
        return ""
    total = dice[0] + dice[1]
    label = c.t("catan.dice.rolled", a=dice[0], b=dice[1], total=total)
    return (
        f"<div{attrs(class_='dice', role='img', aria_label=label, title=label, data_ref='dice')}>"
        f"{art.die_svg(dice[0])}{art.die_svg(dice[1], red=True)}"
        f'<span class="dice-total{" dice-seven" if total == 7 else ""}">{total}</span></div>'
    )


def _res_button(c: _Ctx, action: dict, res: str, label: str, count: int | None) -> str:
    badge = f'<span class="badge">{count}</span>' if count is not None else ""
    body = f'{art.icon_svg(res)}<span class="btn-text">{esc(c.t(f"catan.res.{res}"))}</span>{badge}'
    return _button(body, c.ix(action), f"btn btn-res res-{res}", label)


def _phase_controls(c: _Ctx) -> str:
    """The buttons a prompt phase needs next to its question (roll, discard, steal, pick)."""
    v, t = c.view, c.t
    phase = v["phase"]
    if not c.acting:
        return ""
    if phase == "pre_roll":
        body = (
            f'{art.die_svg(5)}{art.die_svg(2, red=True)}<span class="btn-text">{esc(t("catan.action.roll"))}</span>'
        )
        return (
            f'<div class="controls">{_button(body, c.ix({"type": "roll"}), "btn btn-primary btn-roll")}</div>'
        )
    if phase == "discard":
        hand = v["me"]["hand"]
        need = v["discards"][0][1]
        buttons = "".join(
            _res_button(
                c, {"type": "discard", "resource": r}, r, t("catan.action.discard", resource=t(f"catan.res.{r}")), hand[i]
            )
            for i, r in enumerate(RESOURCES)
        )
        if need < 2 or not c.actions:  # (no actions: a stale tab or a game under review)
            return f'<div class="controls res-row">{buttons}</div>'
        return (
            discard_composer(hand, need, c.compose, t, resource_list)
            + f'<p class="muted small one-by-one">{esc(t("catan.compose.one_by_one"))}</p>'
            + f'<div class="controls res-row res-row-small">{buttons}</div>'
        )
    if phase == "pick_resource":
        monopoly = v["pick"]["card"] == "monopoly"
        composer = ""
        if not monopoly and v["pick"]["left"] >= 2 and c.actions:
            composer = plenty_composer(v["me"]["hand"], v["bank"], v["pick"]["left"], c.compose, t, resource_list)
            composer += f'<p class="muted small one-by-one">{esc(t("catan.compose.one_by_one"))}</p>'
        buttons = "".join(
            _res_button(
                c,
                {"type": "pick", "resource": r},
                r,
                t("catan.action.monopoly" if monopoly else "catan.action.take", resource=t(f"catan.res.{r}")),
                None if monopoly else v["bank"][i],
            )
            for i, r in enumerate(RESOURCES)
        )
        return f'{composer}<div class="controls res-row">{buttons}</div>'
    if phase == "steal":
        buttons = "".join(
            _button(
                f'{c.who(s)}<span class="badge">{v["players"][s]["cards"]}</span>',
                c.ix({"type": "steal", "from": s}),
                "btn btn-steal",
                t("catan.action.steal", name=c.name(s)),
            )
            for s in v["steal_from"]
        )
        return f'<div class="controls">{buttons}</div>'
    return ""


def _prompt_panel(c: _Ctx) -> str:
    """The prompt names the player who must act now (a discard, a trade answer), and whose turn
    it is when that is someone else (issue 16)."""
    v, t = c.view, c.t
    actor = v["actor"] if v["actor"] >= 0 else v["turn"]
    whose = "" if actor == v["turn"] else f' · {esc(t("catan.turn.whose", name=c.name(v["turn"])))}'
    turn = (
        f'<p class="turn-line">{c.who(actor)}<span class="turn-no">'
        f"{esc(t('catan.turn.number', n=v['turns'] + 1))}{whose}</span></p>"
    )
    cls = "panel prompt-panel" + (" is-acting" if c.acting else "")
    return (
        f'<section class="{cls}" aria-live="polite" data-acting-seat="{actor}">{turn}<div class="prompt-row">'
        f'<h2 class="prompt">{esc(_prompt_text(c))}</h2>{_dice(c)}</div>'
        f"{_hint(c)}{_phase_controls(c)}</section>"
    )


# --- trade --------------------------------------------------------------------------------------


def _stepper(c: _Ctx, side: str, res: str, count: int) -> str:
    t = c.t
    name = t(f"catan.res.{res}")
    minus = _button(
        "−",
        c.ix({"type": "trade_edit", "side": side, "resource": res, "delta": -1}),
        "btn btn-step",
        t("catan.trade.less", resource=name),
    )
    plus = _button(
        "+",
        c.ix({"type": "trade_edit", "side": side, "resource": res, "delta": 1}),
        "btn btn-step",
        t("catan.trade.more", resource=name),
    )
    return (
        f'<td class="step trade-{side}"><span class="stepper">{minus}'
        f'<output class="step-count">{count}</output>{plus}</span></td>'
    )


def _trade_editor(c: _Ctx, mine_side: str) -> str:
    """One row per resource with a give stepper and a get stepper, from the deciding player's side.

    The engine's 'give' is what the player whose turn it is gives; a responder editing a counter
    therefore gives the 'get' side. The other player's limit is only their public card count.
    """
    v, t = c.view, c.t
    trade = v["trade"]
    hand = v["me"]["hand"]
    theirs_side = "get" if mine_side == "give" else "give"
    rows = "".join(
        f'<tr class="res-{r}"><th scope="row">{art.icon_svg(r)}<span class="step-name">{esc(t(f"catan.res.{r}"))}'
        f"<small>{esc(t('catan.trade.have', count=hand[i]))}</small></span></th>"
        f"{_stepper(c, mine_side, r, trade[mine_side][i])}"
        f"{_stepper(c, theirs_side, r, trade[theirs_side][i])}</tr>"
        for i, r in enumerate(RESOURCES)
    )
    note = ""
    if v["turn"] != c.me:
        note = t("catan.trade.they_have", name=c.name(v["turn"]), count=v["players"][v["turn"]]["cards"])
        note = f'<p class="muted small">{esc(note)}</p>'
    return (
        f'<table class="trade-table"><thead><tr><td></td><th scope="col" class="trade-mine">'
        f'{esc(t("catan.trade.you_give"))}</th><th scope="col" class="trade-theirs">{esc(t("catan.trade.you_get"))}</th>'
        f"</tr></thead><tbody>{rows}</tbody></table>{note}"
    )


def _terms(c: _Ctx, give: list[int], get: list[int], giver: int) -> str:
    """Terms as two labelled lines, with give/get from `giver`'s side ('You give' when that is the viewer)."""
    t = c.t
    if giver == c.me:
        first, second = t("catan.trade.you_give"), t("catan.trade.you_get")
    else:
        first, second = t("catan.trade.gives", name=c.name(giver)), t("catan.trade.gets", name=c.name(giver))
    return (
        f'<dl class="terms"><dt>{esc(first)}</dt><dd>{_res_chips(give, t)}</dd>'
        f"<dt>{esc(second)}</dt><dd>{_res_chips(get, t)}</dd></dl>"
    )


def _offer_terms(c: _Ctx, give: list[int], get: list[int]) -> str:
    """Terms of the offer as the viewer reads them: a responder sees what they would give and get."""
    turn, to = c.view["turn"], c.view["trade"]["to"]
    if c.me is not None and c.me != turn and to in (-1, c.me):
        return _terms(c, get, give, c.me)
    return _terms(c, give, get, turn)


def _res_chips(counts: list[int], t: Translate) -> str:
    chips = [
        f'<span class="res-chip res-{r}">{art.icon_svg(r, "ico ico-s")}{n}'
        f'<span class="sr-only"> {esc(t(f"catan.res.{r}"))}</span></span>'
        for r, n in zip(RESOURCES, counts, strict=True)
        if n
    ]
    return "".join(chips) if chips else f'<span class="muted">{esc(t("catan.fmt.nothing"))}</span>'


def _trade_panel(c: _Ctx) -> str:
    v, t = c.view, c.t
    phase = v["phase"]
    trade = v["trade"]
    if not phase.startswith("trade_") or not trade:
        return ""
    offerer = v["turn"]
    body = []
    if phase == "trade_compose" and c.acting:
        body.append(_trade_editor(c, "give"))
        targets = []
        for seat in [-1] + [s for s in range(v["n"]) if s != offerer]:
            label = t("catan.trade.to_all") if seat < 0 else c.name(seat)
            chosen = trade["to"] == seat
            content = esc(label) if seat < 0 else c.who(seat)
            index = None if chosen else c.ix({"type": "trade_target", "to": seat})
            cls = "btn btn-target" + (" is-chosen" if chosen else "")
            if chosen:
                targets.append(
                    el("button", content, type="button", class_=cls, aria_pressed="true", disabled=True)
                )
            else:
                targets.append(_button(content, index, cls, t("catan.trade.to", name=label), aria_pressed="false"))
        body.append(
            f'<div class="trade-target" role="group" aria-label="{esc(t("catan.trade.target"))}">'
            f'<span class="label">{esc(t("catan.trade.target"))}</span>{"".join(targets)}</div>'
        )
        body.append(
            '<div class="trade-buttons">'
            + _button(esc(t("catan.trade.send")), c.ix({"type": "trade_send"}), "btn btn-primary")
            + _button(esc(t("catan.trade.cancel")), c.ix({"type": "trade_cancel"}), "btn")
            + "</div>"
        )
    elif phase == "trade_counter" and c.acting:
        offer = trade.get("offer")
        if offer:
            body.append(
                f'<p class="muted">{esc(t("catan.trade.original"))}</p>{_offer_terms(c, offer[0], offer[1])}'
            )
        body.append(_trade_editor(c, "get"))
        body.append(
            '<div class="trade-buttons">'
            + _button(esc(t("catan.trade.send_counter")), c.ix({"type": "trade_send"}), "btn btn-primary")
            + _button(esc(t("catan.trade.decline")), c.ix({"type": "trade_decline"}), "btn")
            + "</div>"
        )
    elif phase == "trade_propose" and c.acting:
        # The proposer's own side is the engine's 'get' (what the player to move receives).
        body.append(_trade_editor(c, "get"))
        body.append(
            '<div class="trade-buttons">'
            + _button(esc(t("catan.trade.propose")), c.ix({"type": "trade_send"}), "btn btn-primary")
            + _button(esc(t("catan.trade.pass")), c.ix({"type": "trade_decline"}), "btn")
            + "</div>"
        )
    elif phase == "trade_respond" and c.acting:
        body.append(_offer_terms(c, trade["give"], trade["get"]))
        accept = c.ix({"type": "trade_accept"})
        if accept is None:
            body.append(f'<p class="note">{esc(t("catan.trade.cannot_pay"))}</p>')
        body.append(
            '<div class="trade-buttons">'
            + _button(esc(t("catan.trade.accept")), accept, "btn btn-primary")
            + _button(esc(t("catan.trade.counter")), c.ix({"type": "trade_counter"}), "btn")
            + _button(esc(t("catan.trade.decline")), c.ix({"type": "trade_decline"}), "btn")
            + "</div>"
        )
    else:
        # trade_decide, or someone else's decision: the offer and every answer so far.
        asking = "asked" in trade
        if not asking:
            body.append(_offer_terms(c, trade["give"], trade["get"]))
        body.append(_answers(c))
        if c.acting:
            body.append(
                '<div class="trade-buttons">'
                + _button(esc(t("catan.trade.decline_all" if asking else "catan.trade.cancel")), c.ix({"type": "trade_cancel"}), "btn")
                + "</div>"
            )
    to = trade["to"]
    if "asked" in trade:
        heading = t("catan.trade.title_ask", name=c.name(offerer))
    else:
        heading = t("catan.trade.title_all") if to < 0 else t("catan.trade.title_to", name=c.name(to))
    return (
        f'<section class="panel trade-panel" role="dialog" aria-label="{esc(heading)}">'
        f'<h3 class="panel-title">{esc(heading)}</h3>{"".join(body)}</section>'
    )


def _answers(c: _Ctx) -> str:
    v, t = c.view, c.t
    trade = v["trade"]
    answers = trade.get("answers") or []
    asked = trade.get("asked")
    rows = []
    for seat, answer in enumerate(answers):
        if seat == v["turn"] or (trade["to"] >= 0 and seat != trade["to"]):
            continue
        if asked is not None and seat not in asked:
            continue
        extra = ""
        if answer is None:
            status = t("catan.trade.waiting")
        elif answer == "decline":
            status = t("catan.trade.passed" if asked is not None else "catan.trade.declined")
        elif answer == "accept":
            status = t("catan.trade.accepted")
            extra = _button(
                esc(t("catan.trade.confirm", name=c.name(seat))),
                c.ix({"type": "trade_confirm", "with": seat}),
                "btn btn-primary",
            )
        else:
            status = t("catan.trade.proposed" if asked is not None else "catan.trade.countered")
            # The terms are the offerer's: what the player to move gives and gets.
            confirm = "catan.trade.confirm_proposal" if asked is not None else "catan.trade.confirm_counter"
            index = c.ix({"type": "trade_confirm", "with": seat})
            short = f'<p class="note">{esc(t("catan.trade.cannot_pay"))}</p>' if c.acting and index is None else ""
            extra = (
                _terms(c, answer["give"], answer["get"], v["turn"])
                + short
                + _button(esc(t(confirm, name=c.name(seat))), index, "btn btn-primary")
                + _button(
                    esc(t("catan.trade.revise")),
                    c.ix({"type": "trade_revise", "with": seat}),
                    "btn",
                    t("catan.trade.revise_to", name=c.name(seat)),
                )
            )
        rows.append(
            f'<li class="answer">{c.who(seat)}<span class="answer-status">{esc(status)}</span>{extra}</li>'
        )
    return f'<ul class="answers">{"".join(rows)}</ul>'


# --- hand, actions, players ---------------------------------------------------------------------


def _hand_panel(c: _Ctx) -> str:
    me = c.view.get("me")
    if not me:
        return ""
    title = c.t("catan.hand.title", count=sum(me["hand"]))
    return (
        f'<section class="panel hand-panel"><h3 class="panel-title">{esc(title)}</h3>'
        f"{_hand_cards(c, me, True)}</section>"
    )


def _hand_cards(c: _Ctx, me: dict, controls: bool) -> str:
    """A seat's resource cards by type and development cards (`controls`: with their play buttons)."""
    t = c.t
    hand = me["hand"]
    cards = "".join(
        f'<li class="rcard res-{r}{" is-empty" if not n else ""}">{art.icon_svg(r, "ico ico-l")}'
        f'<span class="rcard-name">{esc(t(f"catan.res.{r}"))}</span><span class="rcard-count">{n}</span></li>'
        for r, n in zip(RESOURCES, hand, strict=True)
    )
    dev = []
    for card in DEV_ORDER:
        count = me["dev"].count(card)
        if not count:
            continue
        new = me["dev_new"].count(card)
        tags = f'<span class="tag tag-new">{esc(t("catan.dev.new", count=new))}</span>' if new else ""
        if not controls:
            button = ""
        elif card == "victory_point":
            button = _button(esc(t("catan.action.reveal_vp")), c.ix({"type": "reveal_vp"}), "btn btn-small")
        else:
            button = _button(
                esc(t("catan.action.play")),
                c.ix({"type": "play_dev", "card": card}),
                "btn btn-small",
                t("catan.action.play_dev", card=t(f"catan.dev.{card}")),
            )
        dev.append(
            f'<li class="dcard dev-{card}">{art.icon_svg("dev", "ico ico-l")}<span class="dcard-text">'
            f'<strong>{esc(t(f"catan.dev.{card}"))}</strong> <span class="dcard-count">×{count}</span>{tags}'
            f"<small>{esc(t(f'catan.dev.{card}.desc'))}</small></span>{button}</li>"
        )
    dev_html = f'<h4>{esc(t("catan.hand.dev"))}</h4><ul class="dcards">{"".join(dev)}</ul>' if dev else ""
    return f'<ul class="rcards">{cards}</ul>{dev_html}'


def _actions_panel(c: _Ctx) -> str:
    """Build, buy, trade and end-turn controls of the main phase."""
    v, t = c.view, c.t
    if not c.acting or v["phase"] != "main":
        return ""
    builds = []
    for kind, action_type, cost in (
        ("road", "build_road", COST_ROAD),
        ("settlement", "build_settlement", COST_SETTLEMENT),
        ("city", "build_city", COST_CITY),
    ):
        spots = [i for i, a in enumerate(c.actions) if a["type"] == action_type]
        body = f'<span class="btn-text">{esc(t(f"catan.build.{kind}"))}</span>{_cost(cost)}'
        if spots:
            body += f'<span class="badge">{len(spots)}</span>'
        builds.append(
            el(
                "button",
                body,
                type="button",
                class_="btn btn-build",
                data_focus=kind,
                disabled=not spots,
                aria_pressed="true" if c.focus == kind else "false",
                title=t("catan.build.hint", what=t(f"catan.build.{kind}")),
            )
        )
    buy = _button(
        f'<span class="btn-text">{esc(t("catan.action.buy_dev"))}</span>{_cost(COST_DEV)}',
        c.ix({"type": "buy_dev"}),
        "btn btn-build",
    )
    sections = [
        f'<div class="action-group"><h4>{esc(t("catan.build.title"))}</h4>'
        f'<div class="build-row">{"".join(builds)}{buy}</div></div>'
    ]
    if not v["built"]:
        quick = ""
        if c.ix({"type": "trade_open"}) is not None:
            quick = offer_composer(v["me"]["hand"], c.compose, t, resource_list)
        sections.append(
            f'<div class="action-group"><h4>{esc(t("catan.trade.domestic"))}</h4>{quick}<div class="build-row">'
            + _button(esc(t("catan.action.trade_open")), c.ix({"type": "trade_open"}), "btn")
            + _button(
                esc(t("catan.action.trade_ask")),
                c.ix({"type": "trade_open", "ask": True}),
                "btn",
                t("catan.action.trade_ask_hint"),
            )
            + "</div></div>"
        )
        sections.append(_bank_grid(c))
    # End turn first: always in the same place, whatever trading and building show below it.
    end = (
        '<div class="action-group end-row">'
        + _button(esc(t("catan.action.end_turn")), c.ix({"type": "end_turn"}), "btn btn-primary btn-end")
        + "</div>"
    )
    return f'<section class="panel actions-panel">{end}{"".join(sections)}</section>'


def _bank_grid(c: _Ctx) -> str:
    """Maritime trade as a give × get grid; each row shows the seat's best ratio for that resource."""
    t = c.t
    ratios = c.view["me"]["ratios"]
    head = "".join(
        f'<th scope="col">{art.icon_svg(r, "ico ico-s")}<span class="sr-only">{esc(t(f"catan.res.{r}"))}'
        "</span></th>"
        for r in RESOURCES
    )
    rows = []
    for i, give in enumerate(RESOURCES):
        cells = []
        for get in RESOURCES:
            if get == give:
                cells.append('<td class="same"></td>')
                continue
            label = t("catan.action.bank_trade", count=ratios[i], give=t(f"catan.res.{give}"), get=t(f"catan.res.{get}"))
            index = c.ix({"type": "bank_trade", "give": give, "get": get})
            cells.append(f"<td>{_button(art.icon_svg(get, 'ico ico-s'), index, 'btn btn-cell', label)}</td>")
        rows.append(
            f'<tr><th scope="row">{art.icon_svg(give, "ico ico-s")}<span class="ratio">{ratios[i]}:1</span>'
            f'<span class="sr-only">{esc(t(f"catan.res.{give}"))}</span></th>{"".join(cells)}</tr>'
        )
    return (
        f'<div class="action-group"><h4>{esc(t("catan.trade.maritime"))}</h4>'
        f'<table class="bank-grid"><caption class="sr-only">{esc(t("catan.trade.grid_caption"))}</caption>'
        f'<thead><tr><th scope="col"><span class="grid-corner">{esc(t("catan.trade.give_get"))}</span></th>'
        f"{head}</tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _players_panel(c: _Ctx) -> str:
    v, t = c.view, c.t
    rows = []
    discarding = {seat: count for seat, count in v["discards"]} if v["phase"] == "discard" else {}
    for seat, info in enumerate(v["players"]):
        vp = info["vp"]
        vp_text = t("catan.stat.vp", count=vp)
        if seat == c.me and v.get("me") and v["me"]["hidden_vp"]:
            vp_text = t("catan.stat.vp_hidden", count=v["me"]["vp"], hidden=v["me"]["hidden_vp"])
        stats = [
            f'<span class="stat stat-vp">{esc(vp_text)}</span>',
            f'<span class="stat">{esc(t("catan.stat.cards", count=info["cards"]))}</span>',
            f'<span class="stat">{esc(t("catan.stat.dev", count=info["dev_cards"]))}</span>',
            f'<span class="stat">{esc(t("catan.stat.knights", count=v["knights"][seat]))}</span>',
            f'<span class="stat">{esc(t("catan.stat.road", count=v["road_length"][seat]))}</span>',
        ]
        badges = []
        if v["longest"] == seat:
            badges.append(f'<span class="tag tag-award">{esc(t("catan.award.longest_road"))}</span>')
        if v["army"] == seat:
            badges.append(f'<span class="tag tag-award">{esc(t("catan.award.largest_army"))}</span>')
        if seat in discarding:
            badges.append(
                f'<span class="tag tag-warn">{esc(t("catan.stat.must_discard", count=discarding[seat]))}</span>'
            )
        classes = ["player"]
        you = ""
        if seat == c.me:
            classes.append("is-me")
            you = f'<span class="tag">{esc(t("player.you"))}</span>'
        if seat == v["turn"]:
            classes.append("is-turn")
        if seat == v["actor"]:
            classes.append("is-actor")
        rows.append(
            f'<li class="{" ".join(classes)}">'
            f'<div class="player-head">{c.who(seat)}{you}{"".join(badges)}</div>'
            f'<div class="stats">{"".join(stats)}</div></li>'
        )
    awards = t(
        "catan.award.rules",
        road=LONGEST_ROAD_MIN,
        army=LARGEST_ARMY_MIN,
    )
    return (
        f'<section class="panel players-panel"><h3 class="panel-title">{esc(t("catan.players.title"))}</h3>'
        f'<ul class="players">{"".join(rows)}</ul><p class="muted small">{esc(awards)}</p></section>'
    )


def _bank_panel(c: _Ctx) -> str:
    v, t = c.view, c.t
    res = "".join(
        f'<span class="res-chip res-{r}" title="{esc(t(f"catan.res.{r}"))}">{art.icon_svg(r, "ico ico-s")}{n}'
        f'<span class="sr-only"> {esc(t(f"catan.res.{r}"))}</span></span>'
        for r, n in zip(RESOURCES, v["bank"], strict=True)
    )
    deck = (
        f'<span class="res-chip">{art.icon_svg("dev", "ico ico-s")}{v["deck_count"]}'
        f'<span class="sr-only"> {esc(t("catan.bank.deck"))}</span></span>'
    )
    return (
        f'<section class="panel bank-panel"><h3 class="panel-title">{esc(t("catan.bank.title"))}</h3>'
        f'<div class="bank-row">{res}{deck}</div></section>'
    )


def _fallback(c: _Ctx) -> str:
    """Any legal action the panels did not place (a safety net; tests expect it to stay empty)."""
    missing = [i for i in range(len(c.actions)) if i not in c.used]
    if not missing:
        return ""
    buttons = "".join(_button(esc(action_label(c.actions[i], c.t, c.names)), i, "btn") for i in missing)
    return f'<section class="panel fallback">{buttons}</section>'


def action_label(action: dict, t: Translate, names: list[str] | None = None) -> str:
    """A short plain-text name for an action (fallback buttons, bot announcements)."""
    kind = action["type"]
    names = names or []
    params: dict[str, object] = {k: v for k, v in action.items() if k != "type"}
    for key in ("resource", "give", "get"):
        if key in params:
            params[key] = t(f"catan.res.{params[key]}")
    if "card" in params:
        params["card"] = t(f"catan.dev.{params['card']}")
    for key in ("from", "with", "to"):
        if key in params:
            seat = int(action[key])
            params[key] = t("catan.trade.to_all") if seat < 0 else player_name(names, seat, t)
    for key in ("node", "edge", "hex"):
        if key in params:
            params[key] = int(action[key]) + 1
    if kind == "trade_edit":
        params["delta"] = "+1" if action["delta"] > 0 else "−1"
        params["side"] = t(f"catan.label.side.{action['side']}")
    if kind == "trade_open" and params.pop("ask", False):
        kind = "trade_ask"
    return t(f"catan.label.{kind}", **params)


def render_game(view: dict, actions: list[dict], t: Translate, prefs: dict) -> str:
    """The play area for the seat whose view this is; controls only when that seat decides now.

    prefs: names (list), palette ('standard' | 'colorblind'), seat (viewing seat), focus (optional
    'road' | 'settlement' | 'city': which kind of board spot the build buttons emphasise).
    """
    c = _Ctx(view, actions, t, prefs)
    for i, action in enumerate(c.actions):
        if action["type"] in _BOARD_ACTIONS:
            c.used.add(i)
    board_svg = render_board(view, c.actions, t, c.palette)
    side = (
        _prompt_panel(c)
        + _trade_panel(c)
        + _hand_panel(c)
        + _actions_panel(c)
        + _players_panel(c)
        + _bank_panel(c)
    )
    side += _fallback(c)
    root = attrs(
        class_=f"catan palette-{c.palette}",
        data_phase=view["phase"],
        data_focus=c.focus,
        data_acting="true" if c.acting else "false",
    )
    return f'<div{root}><div class="catan-board">{board_svg}</div><div class="catan-side">{side}</div></div>'


def render_private(view: dict, t: Translate, prefs: dict) -> str:
    """Another seat's hand for embeds with view=all: `view` is that seat's own view (prefs["seat"]),
    its resource cards and development cards (victory points not revealed and cards bought this
    turn included) drawn as in its own hand panel, without controls."""
    me = view.get("me")
    if not me:
        return ""
    c = _Ctx(view, [], t, prefs)
    title = t("catan.private.title", name=c.name(me["seat"]), count=sum(me["hand"]))
    return revealed_seat(me["seat"], f"{c.chip(me['seat'])} {esc(title)}", _hand_cards(c, me, False), "hand-panel")


# --- end screen ---------------------------------------------------------------------------------


def _breakdown(view: dict, seat: int) -> dict[str, int]:
    owner, level = view["node_owner"], view["node_level"]
    settlements = sum(1 for o, lv in zip(owner, level, strict=True) if o == seat and lv == 1)
    cities = sum(1 for o, lv in zip(owner, level, strict=True) if o == seat and lv == 2)
    road = 2 if view["longest"] == seat else 0
    army = 2 if view["army"] == seat else 0
    total = view.get("final_vp", [p["vp"] for p in view["players"]])[seat]
    return {
        "settlements": settlements,
        "cities": cities,
        "longest_road": road,
        "largest_army": army,
        "vp_cards": total - settlements - 2 * cities - road - army,
        "total": total,
    }


def _histogram(hist: list[int], t: Translate) -> str:
    """Bars for 2..12 with the expected count (rolls × ways/36) as a dashed mark on each bar."""
    rolls = sum(hist[2:13])
    expected = {n: rolls * (6 - abs(7 - n)) / 36 for n in range(2, 13)}
    top = max([*hist[2:13], *expected.values(), 1])
    width, height, base = 330, 170, 140
    bar = 24
    out = []
    for k, n in enumerate(range(2, 13)):
        x = 10 + k * 29
        h = (base - 20) * hist[n] / top
        e = base - (base - 20) * expected[n] / top
        label_y = min(base - h, e) - 5
        fill = "#4a4541" if n == 7 else ("#c4211c" if n in (6, 8) else "#d19a3a")
        label = t("catan.end.hist_bar", number=n, count=hist[n])
        out.append(
            f'<g class="bar"><title>{esc(label)}</title>'
            f'<rect x="{x}" y="{fmt(base - h)}" width="{bar}" height="{fmt(h)}" rx="3" fill="{fill}"/>'
            f'<line x1="{x - 2}" x2="{x + bar + 2}" y1="{fmt(e)}" y2="{fmt(e)}" stroke="#1d1b19" '
            f'stroke-dasharray="3 2" stroke-width="1.5"/>'
            f'<text x="{x + bar / 2}" y="{fmt(label_y)}" text-anchor="middle" font-size="11">{hist[n]}</text>'
            f'<text x="{x + bar / 2}" y="{base + 16}" text-anchor="middle" font-size="12" '
            f'font-weight="700">{n}</text>'
            "</g>"
        )
    caption = t("catan.end.hist_caption", count=rolls)
    return (
        f'<figure class="hist"><figcaption>{esc(caption)}</figcaption>'
        f"<svg{attrs(viewBox=f'0 0 {width} {height}', role='img', aria_label=caption, class_='hist-chart')}>"
        f'<line x1="6" x2="{width - 4}" y1="{base}" y2="{base}" stroke="#8a7f73"/>{"".join(out)}</svg>'
        f'<p class="muted small">{esc(t("catan.end.hist_expected"))}</p></figure>'
    )


def render_end(view: dict, t: Translate, prefs: dict) -> str:
    """Winner, final scores with their breakdown, dice histogram and the final board."""
    c = _Ctx(view, [], t, prefs)
    winner = view.get("winner", -1)
    final = view.get("final_vp") or [p["vp"] for p in view["players"]]
    order = sorted(range(view["n"]), key=lambda s: (-final[s], s))
    head = "".join(
        f'<th scope="col">{esc(t(f"catan.end.col.{k}"))}</th>'
        for k in (
            "player",
            "total",
            "settlements",
            "cities",
            "longest_road",
            "largest_army",
            "vp_cards",
            "knights",
        )
    )
    rows = []
    for seat in order:
        b = _breakdown(view, seat)
        cls = ' class="is-winner"' if seat == winner else ""
        cells = [
            b["settlements"],
            b["cities"],
            b["longest_road"],
            b["largest_army"],
            b["vp_cards"],
            view["knights"][seat],
        ]
        rows.append(
            f'<tr{cls}><th scope="row">{c.who(seat)}</th><td class="total">{b["total"]}</td>'
            + "".join(f"<td>{n}</td>" for n in cells)
            + "</tr>"
        )
    title = t("catan.end.winner", name=c.name(winner), vp=final[winner]) if winner >= 0 else t("catan.end.no_winner")
    return (
        f'<section class="catan-end palette-{c.palette}" data-testid="game-over">'
        f'<h2 class="end-title">{esc(title)}</h2>'
        f'<div class="end-grid"><div class="end-stats">'
        f'<div class="table-scroll" tabindex="0" role="region" aria-label="{esc(t("catan.end.scores"))}">'
        f'<table class="scores"><caption>{esc(t("catan.end.scores"))}</caption>'
        f"<thead><tr>{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table></div>"
        f'<p class="muted small">{esc(t("catan.end.turns", count=view["turns"] + 1))}</p>'
        f"{_histogram(view['hist'], t)}</div>"
        f'<div class="end-board">{render_board(view, [], t, c.palette)}</div></div></section>'
    )


# --- log ----------------------------------------------------------------------------------------


def describe_event(
    event: dict, viewer: int | None, names: list[str], t: Translate, view: dict | None = None
) -> str:
    """One log line in the catalog's language. `card`/`cards` stay hidden unless the viewer is in
    `event["private"]`; `view` (optional) lets the robber's hex be named by terrain and number."""
    kind = event.get("kind", "")
    seat = event.get("seat", -1)
    name = player_name(names, seat, t) if isinstance(seat, int) and seat >= 0 else ""
    secret_ok = "private" not in event or (viewer is not None and viewer in event["private"])

    def res(name: str) -> str:
        return t(f"catan.res.{name}")

    if kind == "build_road":
        return t("catan.log.build_road_free" if event.get("free") else "catan.log.build_road", name=name)
    if kind in (
        "build_settlement",
        "build_city",
        "reveal_vp",
        "trade_accept",
        "trade_decline",
        "trade_pass",
        "trade_ask",
        "trade_cancel",
        "end_turn",
    ):
        return t(f"catan.log.{kind}", name=name)
    if kind == "buy_dev":
        if secret_ok and "card" in event:
            return t("catan.log.buy_dev_seen", name=name, card=t(f"catan.dev.{event['card']}"))
        return t("catan.log.buy_dev", name=name)
    if kind == "roll":
        a, b = event["dice"]
        return t("catan.log.roll", name=name, a=a, b=b, total=a + b)
    if kind == "produce":
        gains = event.get("gains") or {}
        if not gains:
            return t("catan.log.produce_none")
        parts = [
            t("catan.log.produce_one", name=player_name(names, int(s), t), cards=resource_list(g, t))
            for s, g in sorted(gains.items(), key=lambda kv: int(kv[0]))
        ]
        return t("catan.fmt.list_sep").join(parts)
    if kind == "discard":
        return t("catan.log.discard", name=name, resource=res(event["resource"]))
    if kind == "move_robber":
        h = event["hex"]
        where = hex_name(view, h, t) if view else t("catan.log.hex", n=h + 1)
        return t("catan.log.move_robber", name=name, hex=where)
    if kind == "steal":
        victim = player_name(names, event["from"], t)
        if secret_ok and "card" in event:
            return t("catan.log.steal_seen", name=name, victim=victim, resource=res(event["card"]))
        return t("catan.log.steal", name=name, victim=victim)
    if kind == "play_dev":
        card = event["card"]
        if event.get("nothing"):
            key = "catan.log.play_dev_no_road" if card == "road_building" else "catan.log.play_dev_empty_bank"
            return t(key, name=name, card=t(f"catan.dev.{card}"))
        return t("catan.log.play_dev", name=name, card=t(f"catan.dev.{card}"))
    if kind == "monopoly":
        return t("catan.log.monopoly", name=name, resource=res(event["resource"]), count=event["count"])
    if kind == "year_of_plenty":
        return t("catan.log.year_of_plenty", name=name, resource=res(event["resource"]))
    if kind == "bank_trade":
        return t(
            "catan.log.bank_trade", name=name, count=event["ratio"], give=res(event["give"]), get=res(event["get"])
        )
    if kind in ("trade_offer", "trade_counter", "trade_propose"):
        give, get = resource_list(event["give"], t), resource_list(event["get"], t)
        if kind == "trade_counter":
            # Terms are the offerer's; the one countering gives the 'get' side.
            return t("catan.log.trade_counter", name=name, give=get, get=give)
        if kind == "trade_propose":
            other = player_name(names, event["to"], t)
            return t("catan.log.trade_propose", name=name, other=other, give=get, get=give)
        to = event.get("to", -1)
        if to is None or to < 0:
            return t("catan.log.trade_offer_all", name=name, give=give, get=get)
        return t("catan.log.trade_offer", name=name, other=player_name(names, to, t), give=give, get=get)
    if kind == "trade_done":
        return t(
            "catan.log.trade_done",
            name=name,
            other=player_name(names, event["with"], t),
            give=resource_list(event["give"], t),
            get=resource_list(event["get"], t),
        )
    if kind == "win":
        return t("catan.log.win", name=name, vp=event["vp"])
    return t("catan.log.unknown", kind=kind)


__all__ = ["render_game", "render_end", "render_private", "describe_event", "action_label", "player_name", "resource_list"]
