"""Chronicle 5 on screen — Address to a Haggis: each player's table (up to 5 tokens), the supply
(2 face-up tokens and the face-down pile), the haggis scorings with their dice, and the questions of
taking a token and paying whisky for another roll.

A token's value is private while it lies face down on a table: the engine's view gives the viewer
their own values and None for everyone else's, and this module draws a None as the token's back.
Tokens turned up during a haggis scoring are public.
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2.chronicles import c5 as engine
from ui.render.html import attrs, esc

from .. import art
from ..boards import Ctx
from ..labels import action_label
from ..panels import Prompt, controls, hint

Translate = Callable[..., str]


def token(value: int | None, t: Translate, state: str = "up") -> str:
    """One haggis token: its value ("up" public, "mine" face down but seen by its owner, "revealed"
    face down and shown to all by an embed) or its back."""
    if value is None:
        words = t("gm.c5.back")
        return (f'<span class="gm-hg is-back" title="{esc(words)}">{art.icon("haggis", "gm-ico gm-hg-ico")}'
                f'<span class="sr-only">{esc(words)}</span></span>')
    words = t("gm.c5.token_mine" if state == "mine" else "gm.c5.token", value=value)
    return f'<span class="gm-hg is-{state}" title="{esc(words)}"><b>{value}</b><span class="sr-only">{esc(words)}</span></span>'


def table(c: Ctx, seat: int, revealed: bool = False) -> str:
    """A player's table card: tokens turned up in a scoring, then the face-down ones, then room
    (`revealed`: another seat's face-down values shown to all, for embeds with view=all)."""
    t = c.t
    c5 = c.view["c5"]
    shown = c5["shown"][seat]
    down = c5["tables"][seat]
    mine = seat == c.viewer and any(v is not None for v in down) and not revealed
    tokens = [token(v, t, "up") for v in shown] + [token(v, t, "revealed" if revealed else "mine") for v in down]
    tokens += ['<span class="gm-hg is-empty" aria-hidden="true"></span>'] * max(0, engine.CAPACITY - len(tokens))
    note = f'<span class="gm-private small">{esc(t("gm.c5.only_you"))}</span>' if mine else ""
    count = len(shown) + len(down)
    vp = f'<span class="gm-hg-vp small">{esc(t("gm.c5.now", n=len(shown), sum=sum(shown), count=engine.haggis_vp(shown)))}</span>' \
        if shown else ""
    return (f'<div{attrs(class_="gm-haggis-table", data_seat=seat)}><h4>{art.icon("haggis", "gm-ico gm-ico-s")} '
            f'{esc(t("gm.c5.table", count=count, max=engine.CAPACITY))}</h4>'
            f'<div class="gm-hg-row">{"".join(tokens)}</div>{vp}{note}</div>')


def _die(value: int, t: Translate) -> str:
    words = t("gm.c5.rolled", value=value)
    return f'<span class="gm-hg-die" title="{esc(words)}"><b>{value}</b><span class="sr-only">{esc(words)}</span></span>'


def scoring(c: Ctx) -> str:
    """The haggis scoring in progress: its rolls and what each player has turned up."""
    t = c.t
    c5 = c.view["c5"]
    if c5.get("scoring") is None:
        return ""
    rows = []
    for seat in range(c.view["n"]):
        shown = c5["shown"][seat]
        rows.append(f'<li>{c.who(seat)}<span class="gm-hg-row">{"".join(token(v, t) for v in shown) or "—"}</span>'
                    f'<b class="gm-vp">{esc(t("gm.c5.formula", n=len(shown), sum=sum(shown), count=engine.haggis_vp(shown)))}</b></li>')
    return (f'<div class="gm-hg-scoring"><h4>{esc(t("gm.c5.scoring_now", n=c5["scoring"]))}</h4>'
            f'<p class="gm-hg-dice">{"".join(_die(v, t) for v in c5["rolls"])}</p>'
            f'<ul class="gm-hg-results">{"".join(rows)}</ul></div>')


def supply(c: Ctx) -> str:
    t = c.t
    c5 = c.view["c5"]
    up = "".join(token(v, t) for v in c5["up"]) or f'<span class="muted small">{esc(t("gm.none"))}</span>'
    pile = len(c5["pool"])
    after = "".join(
        f'<li class="{"is-done" if n in c5.get("done", []) else ""}">{esc(t("gm.c5.after", n=n))}</li>'
        for n in engine.AFTER_SCORINGS)
    return (f'<div class="gm-hg-supply"><span class="gm-hg-label small">{esc(t("gm.c5.face_up"))}</span>{up}'
            f'<span class="gm-hg-pile" title="{esc(t("gm.c5.pile", count=pile))}">{token(None, t)}<b>×{pile}</b>'
            f'<span class="sr-only">{esc(t("gm.c5.pile", count=pile))}</span></span></div>'
            f'<p class="small muted">{esc(t("gm.c5.rules"))}</p><ol class="gm-hg-when small">{after}</ol>')


def results(c: Ctx, order: list[int]) -> str:
    """Every haggis scoring so far: its rolls and each player's VP."""
    t = c.t
    done = c.view["c5"].get("results", [])
    if not done:
        return ""
    head = "".join(f'<th scope="col">{c.who(s)}</th>' for s in order)
    rows = []
    for r in done:
        cells = "".join(f'<td><span class="gm-hg-row">{"".join(token(v, t) for v in r["shown"][s])}</span>'
                        f'<b class="gm-vp">+{r["vp"][s]}</b></td>' for s in order)
        rows.append(f'<tr><th scope="row">{esc(t("gm.c5.after", n=r["after"]))}'
                    f'<span class="gm-hg-dice">{"".join(_die(v, t) for v in r["rolls"])}</span></th>{cells}</tr>')
    return (f'<details class="gm-scoring"><summary>{esc(t("gm.c5.results"))}</summary><div class="gm-table-wrap" tabindex="0">'
            f'<table class="gm-score"><thead><tr><th scope="col"></th>{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
            f'</table></div></details>')


def panel_body(c: Ctx, order: list[int]) -> str:
    return supply(c) + scoring(c) + results(c, order)


# --- prompts ---------------------------------------------------------------------------------------

def _pick(c: Ctx, action: dict) -> str:
    t = c.t
    face = token(action.get("value"), t) if action.get("from") == "up" else token(None, t)
    words = t("gm.c5.take_up") if action.get("from") == "up" else t("gm.c5.take_down")
    return c.button(f'{face}<span class="small">{esc(words)}</span>', action, "btn gm-choice gm-hg-btn",
                    action_label(action, t, c.view))


def take_prompt(c: Ctx) -> Prompt:
    """Take a token: a face-up one or one at random from the face-down pile; with a full table,
    give one of one's own back first (grouped by the token given)."""
    t = c.t
    picks = [a for _, a in c.of("haggis")]
    groups: dict[int | None, list[dict]] = {}
    for a in picks:
        groups.setdefault(a.get("give"), []).append(a)
    rows = []
    for give, acts in groups.items():
        buttons = "".join(_pick(c, a) for a in acts)
        if give is None:
            rows.append(f'<div class="gm-choices">{buttons}</div>')
        else:
            rows.append(f'<div class="gm-hg-give"><span class="gm-hg-label">{esc(t("gm.c5.give"))}'
                        f'{token(give, t, "mine")}</span><div class="gm-choices">{buttons}</div></div>')
    full = any("give" in a for a in picks)
    body = hint(t("gm.c5.hint.full" if full else "gm.c5.hint.take")) + "".join(rows)
    body += f'<div class="gm-show">{table(c, c.decider)}</div>'
    body += controls(c.button(esc(t("gm.btn.skip")), {"type": "skip"}, "btn"))
    return Prompt(t("gm.c5.prompt.take"), body, chronicles={5})


def roll_prompt(c: Ctx) -> Prompt:
    """A haggis scoring: another roll for a whisky cask, for this player alone."""
    t = c.t
    roll = next((a for _, a in c.of("c_haggis_roll")), None)
    stop = next((a for _, a in c.of("c_haggis_stop")), None)
    buttons = []
    if roll is not None:
        buttons.append(c.button(f'{art.icon("whisky", "gm-ico")}<span>{esc(t("gm.c5.action.roll"))}</span>', roll,
                                "btn btn-primary gm-choice"))
    if stop is not None:
        buttons.append(c.button(esc(t("gm.c5.action.stop")), stop, "btn gm-choice"))
    whisky = c.view["players"][c.decider]["whisky"]
    body = (hint(t("gm.c5.hint.roll", count=whisky)) + scoring(c)
            + f'<div class="gm-show">{table(c, c.decider)}</div>' + controls(*buttons))
    return Prompt(t("gm.c5.prompt.roll", n=c.view["c5"].get("scoring") or 0), body, chronicles={5})


__all__ = ["token", "table", "scoring", "supply", "results", "panel_body", "take_prompt", "roll_prompt"]
