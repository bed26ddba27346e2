"""Glen More II: Chronicles screens as HTML strings: the decision of the moment, the rondel with the
market, the stacks and the die, every player's land and supplies, the clan board, the scorings, the
chronicles' parts (chronicles/), the info panel (component values provisional), the end
screen with the final scoring, and log lines.

Pure functions of the engine's view and legal actions (no browser imports), tested in CPython.
Every legal action is reachable through exactly one element carrying `data-action-index`; an
action no panel places (a chronicle the screens do not draw yet) still gets a labelled button
under "Other choices". Controls are drawn only when the viewer is the seat that decides now.
Nothing in the base game is private; the chronicles' secrets (haggis token values, votes) are
left out of the view by the engine, so a screen shows only what its viewer may see.
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2 import territory as terr
from ui.render.html import attrs, el, esc, hashed, player_name, revealed_seat

from . import art, boards, chronicles, panels
from .boards import Ctx
from .labels import action_label
from .labels import describe_event as _describe_event

Translate = Callable[..., str]
ROLL_LOOKBACK = 60  # actions searched back for the die's last roll


def _last_roll(view: dict, prefs: dict) -> int | None:
    """The die's last roll: from the view if the engine keeps it, else from the recent events the
    shell passes in prefs["events"] (one list per applied action)."""
    for key in ("last_roll", "die_roll"):
        if isinstance(view.get(key), int):
            return view[key]
    history = prefs.get("events") or []
    for events in reversed(history[-ROLL_LOOKBACK:]):
        for event in reversed(events):
            if event.get("type") == "die_roll":
                return event.get("roll")
    return None


def _fresh_scoring(prefs: dict) -> bool:
    """Whether the action just applied ended a round (its scoring is shown first)."""
    history = prefs.get("events") or []
    return bool(history) and any(e.get("type") == "scoring" for e in history[-1])


def _order(view: dict, first: int) -> list[int]:
    n = view["n"]
    return [(first + i) % n for i in range(n)]


def _head(c: Ctx) -> str:
    t = c.t
    v = c.view
    who = c.who(c.decider) if c.decider is not None else ""
    round_no = min(v.get("round", 1), 4)
    return (f'<p class="turn-line">{who}<span class="turn-no">{esc(t("gm.round", n=round_no))} · '
            f'{esc(t("gm.stack.now", stack=boards.current_stack(v)))}</span></p>')


def _prompt_panel(c: Ctx, p: panels.Prompt) -> str:
    cls = "panel gm-prompt" + (" is-acting" if c.acting else "")
    kind = c.top["kind"] if c.top else "over"
    return (f'<section{attrs(class_=cls, aria_live="polite", data_prompt=kind, data_acting_seat=c.decider)}>{_head(c)}'
            f'<h2 class="prompt">{esc(p.text)}</h2>{p.body}</section>')


def _fallback(c: Ctx) -> str:
    """Legal actions no panel placed (a chronicle's actions): labelled buttons, so every one stays
    reachable."""
    missing = [i for i in range(len(c.actions)) if i not in c.used]
    if not missing:
        return ""
    buttons = "".join(
        el("button", esc(action_label(c.actions[i], c.t, c.view)), type="button", class_="btn gm-other", data_action_index=i)
        for i in missing)
    title = c.t("gm.chronicle.choices") if c.top and c.top["kind"] == "chronicle" else c.t("gm.other_choices")
    return (f'<section class="panel fallback gm-fallback"><h3 class="panel-title">{esc(title)}</h3>'
            f'<div class="controls">{buttons}</div></section>')


def render_game(view: dict, actions: list[dict], t: Translate, prefs: dict) -> str:
    """The play area for the seat whose view this is; controls only when that seat decides now."""
    c = Ctx(view, actions, t, prefs)
    me = c.viewer if c.viewer is not None else (c.decider if c.decider is not None else 0)
    me = me if 0 <= me < view["n"] else 0
    fresh = _fresh_scoring(prefs)
    p = chronicles.prompt(c) or chronicles.extend(c, panels.prompt(c))
    p.body += panels.pay_switch(c)  # "choose which tiles pay", wherever a payment can be chosen
    prompt_html = _prompt_panel(c, p)
    # the big panels carry a hash of their markup: the page's morph skips those that did not change
    mine = hashed(f'<section class="panel gm-me" aria-label="{esc(t("gm.me.title"))}">'
                  f'<h2 class="panel-title">{esc(t("gm.me.title"))}</h2>'
                  f'{panels.area(c, me, p, own=chronicles.seat_parts(c, me, p))}</section>')
    rondel = hashed(boards.rondel(c, _last_roll(view, prefs), chronicles.rondel_extras(c)))
    clan = "" if p.clan_board else hashed(
        f'<section class="panel gm-clan-panel"><h2 class="panel-title">{esc(t("gm.clan.title"))}</h2>'
        f'{boards.clan_board(c, False)}</section>')
    order = _order(view, me)
    others = "".join(
        hashed(f'<section class="panel gm-other-player" data-seat="{s}">'
               f'{panels.area(c, s, None, compact=True, own=chronicles.seat_parts(c, s, None, compact=True))}</section>')
        for s in order[1:])
    live, parts = chronicles.panels(c, p)
    scores = hashed(panels.scoring_panel(c, order, fresh))
    info = hashed(panels.info_panel(c))
    fallback = _fallback(c)
    kind = c.top["kind"] if c.top else "over"
    if kind == "choice" and c.top:
        kind = f'choice-{c.top["op"].get("op", "other")}'
    root = attrs(class_="glen", data_phase=view.get("phase"), data_acting="true" if c.acting else "false",
                 data_prompt=kind)
    top = (scores if fresh else "") + prompt_html + fallback + live
    body = (f'<div class="gm-top">{top}</div>'
            f'<div class="gm-board">{rondel}</div><div class="gm-mine">{mine}</div>'
            f'<div class="gm-rest">{parts}{clan}<div class="gm-others">{others}</div>{"" if fresh else scores}{info}</div>')
    return f"<div{root}>{body}{hashed(art.sprite(body))}</div>"


def render_private(view: dict, t: Translate, prefs: dict) -> str:
    """Another seat's secrets for embeds with view=all, from that seat's own view (prefs["seat"]).
    Nothing in the base game is private, so this is "" unless a chronicle hides something from the
    other players (chronicles.private: haggis tokens, a vote). Its glyphs' symbols come from the
    acting player's screen drawn before it (it draws every seat's chip and vote markers)."""
    seat = prefs.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < view["n"]:
        return ""
    c = Ctx(view, [], t, prefs)
    body = chronicles.private(c, seat)
    if not body:
        return ""
    title = f'{art.scot(seat, "chip")} {esc(t("gm.private.title", name=c.name(seat)))}'
    return revealed_seat(seat, title, body, "gm-revealed")


# --- end screen ---------------------------------------------------------------------------------------

def render_end(view: dict, t: Translate, prefs: dict) -> str:
    """Winners, the standings with every source of VP, the four scorings and the final scoring,
    and everyone's land."""
    c = Ctx(view, [], t, prefs)
    winners = list(view.get("winners") or [])
    vp = [p["vp"] for p in view["players"]]
    order = sorted(range(view["n"]), key=lambda s: (s not in winners, -vp[s], s))
    if len(winners) > 1:
        title = t("gm.end.tie", names=t("gm.list_sep").join(c.name(w) for w in winners), count=vp[winners[0]])
    elif winners:
        title = t("gm.end.winner", name=c.name(winners[0]), count=vp[winners[0]])
    else:
        title = t("gm.end.over")
    final = view.get("final") or {}
    scorings = view.get("scorings", [])
    head = "".join(f'<th scope="col" class="is-winner">★ {c.who(s)}</th>' if s in winners else f'<th scope="col">{c.who(s)}</th>'
                   for s in order)
    rows = []
    per_round = [[panels.scoring_gain(result, s) for s in range(view["n"])] for result in scorings]
    for i, gains in enumerate(per_round):
        rows.append(f'<tr><th scope="row">{esc(t("gm.score.round", n=scorings[i].get("round", i + 1)))}</th>'
                    + "".join(f"<td>{gains[s]:+d}</td>" for s in order) + "</tr>")
    gathering = [sum(row["vp"][s] for row in final.get("c7") or []) for s in range(view["n"])]  # chronicle 7
    mobs = panels.c8_final_rows(final)  # chronicle 8: mobsters, pennies, Sybil McSponge
    final_sum = [sum(final.get(k, [0] * view["n"])[s] for k in ("territory", "coins", "landmarks")) + gathering[s]
                 + sum(values[s] for _, values in mobs) for s in range(view["n"])]
    for key in ("territory", "coins", "landmarks"):
        values = final.get(key, [0] * view["n"])
        rows.append(f'<tr><th scope="row">{esc(t(f"gm.final.{key}"))}</th>'
                    + "".join(f"<td>{values[s]:+d}</td>" for s in order) + "</tr>")
    if final.get("c7"):
        rows.append(f'<tr><th scope="row">{esc(t("gm.c7.end_row"))}</th>'
                    + "".join(f"<td>{gathering[s]:+d}</td>" for s in order) + "</tr>")
    for key, values in mobs:
        rows.append(f'<tr class="gm-c8-row"><th scope="row">{esc(t(f"gm.c8.final.{key}"))}</th>'
                    + "".join(f"<td>{values[s]:+d}</td>" for s in order) + "</tr>")
    during = [vp[s] - sum(g[s] for g in per_round) - final_sum[s] for s in range(view["n"])]
    rows.append(f'<tr><th scope="row">{esc(t("gm.end.during"))}</th>' + "".join(f"<td>{during[s]:+d}</td>" for s in order) + "</tr>")
    left = [sum(terr.resources(p["land"]).values()) for p in view["players"]]
    rows.append(f'<tr><th scope="row">{esc(t("gm.end.resources"))}</th>' + "".join(f"<td>{left[s]}</td>" for s in order) + "</tr>")
    rows.append(f'<tr class="gm-total-row"><th scope="row">{esc(t("gm.score.total"))}</th>'
                + "".join(f'<td class="total">{vp[s]}</td>' for s in order) + "</tr>")
    standings = (f'<div class="gm-table-wrap" tabindex="0"><table class="gm-score gm-standings"><thead><tr><th scope="col">{esc(t("gm.score.category"))}</th>'
                 f'{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>')
    details = "".join(
        f'<details class="gm-scoring"><summary>{esc(t("gm.score.round", n=r.get("round", i + 1)))}</summary>'
        f'{panels.scoring_table(c, r, order)}</details>' for i, r in enumerate(scorings))
    if final:
        details += (f'<details class="gm-scoring" open><summary>{esc(t("gm.final.title"))}</summary>'
                    f'{panels.final_table(c, final, order)}</details>')
    areas = "".join(
        f'<details class="panel gm-end-area"{" open" if i == 0 else ""}><summary>{c.who(s)}'
        f'<span class="gm-end-vp">{esc(t("gm.n.vp", count=vp[s]))}</span></summary>'
        f'{panels.area(c, s, None, compact=True, own=chronicles.seat_parts(c, s, None, compact=True))}</details>'
        for i, s in enumerate(order))
    note = f'<p class="small muted">{esc(t("gm.end.ties"))}</p>' if len(set(vp)) < len(vp) else ""
    body = (f'<h2 class="end-title">{esc(title)}</h2>{note}{standings}<div class="gm-end-scorings">{details}</div>'
            f'<div class="gm-end-chronicles">{chronicles.end_panels(c)}</div>'
            f'<div class="gm-end-areas">{areas}</div>{panels.info_panel(c)}')
    return f'<section class="gm-end glen-end" data-testid="game-over">{body}{art.sprite(body)}</section>'


# --- log ---------------------------------------------------------------------------------------------------

def describe_event(event: dict, viewer: int | None, names: list[str], t: Translate, view: dict | None = None) -> str:
    return _describe_event(event, viewer, names, t, view)


__all__ = ["render_game", "render_end", "render_private", "describe_event", "action_label", "player_name"]
