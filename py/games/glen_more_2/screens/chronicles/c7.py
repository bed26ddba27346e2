"""Chronicle 7 on screen — Between a Rock and a Hard Place: the five clan-gathering cards (open,
put to the vote, kept for the final scoring or rejected), the vote in progress, every player's vote
markers left, and the cards' final scoring.

Votes are secret until everyone has chosen: the engine's view gives the viewer their own choice,
"hidden" for another player who has chosen and None for one who has not; this module shows only
*that* someone has voted. Once revealed, the markers lie on the card for all to see.
"""

from __future__ import annotations

from collections.abc import Callable

from games.glen_more_2.chronicles import c7 as engine
from ui.render.html import attrs, esc

from .. import art
from ..boards import Ctx
from ..chronicle_words import GATHERINGS, gathering_name, gathering_text, vote_text
from ..labels import action_label
from ..panels import Prompt, hint

Translate = Callable[..., str]


def markers(aye: int, nay: int, t: Translate, cls: str = "gm-ico") -> str:
    """Vote markers as glyphs (words for screen readers)."""
    glyphs = "".join(art.icon("aye", cls) for _ in range(aye)) + "".join(art.icon("nay", cls) for _ in range(nay))
    return f'<span class="gm-votes">{glyphs}<span class="sr-only">{esc(vote_text(aye, nay, t))}</span></span>'


def _standing(c: Ctx, card: str) -> str:
    """Who leads this card now (or scored it at the end)."""
    t = c.t
    try:
        values, vps = engine.card_vp(c.view, card)
    except (KeyError, ValueError, TypeError, IndexError):
        return ""
    best = [s for s, vp in enumerate(vps) if vp]
    if not best:
        return f'<span class="gm-gather-lead small muted">{esc(t("gm.c7.nobody"))}</span>'
    who = "".join(c.who(s) for s in best)
    return (f'<span class="gm-gather-lead small">{esc(t("gm.c7.leads", value=values[best[0]]))}{who}'
            f'<b class="gm-vp">+{vps[best[0]]}</b></span>')


def _vote_state(c: Ctx, vote: dict) -> str:
    """Who has voted in the gathering in progress (never how, but the viewer's own choice)."""
    t = c.t
    rows = []
    for seat, secret in enumerate(vote["secret"]):
        if isinstance(secret, dict):
            state = (f'<span class="gm-voted is-mine">{esc(t("gm.c7.your_vote"))} '
                     f'{markers(secret.get("aye", 0), secret.get("nay", 0), t, "gm-ico gm-ico-s")}</span>')
        elif secret is not None:
            state = f'<span class="gm-voted">{art.icon("vote", "gm-ico gm-ico-s")}{esc(t("gm.c7.voted"))}</span>'
        else:
            state = f'<span class="gm-voted is-waiting muted">{esc(t("gm.c7.thinking"))}</span>'
        rows.append(f'<li{attrs(data_seat=seat)}>{c.who(seat)}{state}</li>')
    return f'<ul class="gm-vote-state">{"".join(rows)}</ul>'


def card(c: Ctx, card_id: str, buttons: str = "") -> str:
    t = c.t
    c7 = c.view["c7"]
    spec = GATHERINGS.get(card_id, {})
    result = next((r for r in c7["voted"] if r["card"] == card_id), None)
    vote = c7["vote"] if c7.get("vote") and c7["vote"]["card"] == card_id else None
    if result is not None:
        state = "kept" if result["kept"] else "rejected"
        by = "".join(f'<li>{c.who(s)}{markers(v["aye"], v["nay"], t, "gm-ico gm-ico-s")}</li>'
                     for s, v in enumerate(result["by"]))
        body = (f'<span class="gm-gather-state">{esc(t(f"gm.c7.{state}", aye=result["aye"], nay=result["nay"]))}</span>'
                f'<ul class="gm-vote-by small">{by}</ul>')
    elif vote is not None:
        state = "voting"
        body = (f'<span class="gm-gather-state">{esc(t("gm.c7.voting", name=c.name(vote["caller"])))}</span>'
                + _vote_state(c, vote))
    else:
        state = "open"
        body = f'<span class="gm-gather-state muted">{esc(t("gm.c7.open"))}</span>'
    if state in ("open", "kept", "voting") and c.view.get("phase") != "over":
        body += _standing(c, card_id)
    return (f'<li{attrs(class_=f"gm-gather is-{state}", data_card=card_id)}>'
            f'<span class="gm-gather-head"><b>{esc(gathering_name(card_id, t))}</b>'
            f'<span class="gm-gather-vp">{art.icon("vp", "gm-ico gm-ico-s")}{spec.get("vp", 0)}</span></span>'
            f'<span class="gm-gather-text small">{esc(gathering_text(card_id, t))}</span>{body}{buttons}</li>')


def cards(c: Ctx, buttons: dict[str, str] | None = None) -> str:
    buttons = buttons or {}
    return (f'<ol class="gm-gather-cards">'
            f'{"".join(card(c, k, buttons.get(k, "")) for k in c.view["c7"]["cards"])}</ol>')


def markers_left(c: Ctx, seat: int) -> str:
    """A player's vote markers still in hand (and the 2-player double vote, once)."""
    t = c.t
    c7 = c.view["c7"]
    have = c7["markers"][seat]
    double = (f'<span class="small gm-double">{esc(t("gm.c7.double"))}</span>'
              if c7.get("double") and c7["double"][seat] else "")
    words = t("gm.c7.left", what=vote_text(have["aye"], have["nay"], t))
    return (f'<span class="gm-badge gm-vote-left" title="{esc(words)}">'
            f'{art.icon("aye", "gm-ico gm-ico-s")}<b>{have["aye"]}</b>{art.icon("nay", "gm-ico gm-ico-s")}<b>{have["nay"]}</b>'
            f'<span class="sr-only">{esc(words)}</span>{double}</span>')


def scores(c: Ctx, order: list[int]) -> str:
    """The kept cards' final scoring (at the end of the game)."""
    t = c.t
    rows = c.view["c7"].get("scores") or []
    if not rows:
        return ""
    head = "".join(f'<th scope="col">{c.who(s)}</th>' for s in order)
    body = "".join(
        f'<tr><th scope="row">{esc(gathering_name(r["card"], t))}</th>'
        + "".join(f'<td><span class="gm-val">{r["values"][s]}</span><b class="gm-vp">+{r["vp"][s]}</b></td>' for s in order)
        + "</tr>" for r in rows)
    return (f'<div class="gm-table-wrap" tabindex="0"><table class="gm-score"><thead><tr><th scope="col">'
            f'{esc(t("gm.c7.final"))}</th>{head}</tr></thead><tbody>{body}</tbody></table></div>')


def panel_body(c: Ctx, order: list[int]) -> str:
    t = c.t
    left = "".join(f'<li>{c.who(s)}{markers_left(c, s)}</li>' for s in order)
    return (f'<p class="small muted">{esc(t("gm.c7.rules"))}</p>{cards(c)}'
            f'<h3 class="gm-h4">{esc(t("gm.c7.markers"))}</h3><ul class="gm-vote-left-list">{left}</ul>{scores(c, order)}')


# --- prompts -----------------------------------------------------------------------------------------

def pick_prompt(c: Ctx) -> Prompt:
    t = c.t
    buttons = {a["card"]: c.button(esc(t("gm.c7.btn.gather")), a, "btn btn-small btn-primary gm-chron-btn",
                                   action_label(a, t, c.view))
               for _, a in c.of("c_gather")}
    body = hint(t("gm.c7.hint.pick")) + cards(c, buttons)
    return Prompt(t("gm.c7.prompt.pick"), body, chronicles={7})


def vote_prompt(c: Ctx) -> Prompt:
    t = c.t
    vote = c.view["c7"]["vote"] or {}
    options = "".join(
        c.button(f'{markers(a["aye"], a["nay"], t)}<span>{esc(vote_text(a["aye"], a["nay"], t))}</span>', a,
                 "btn gm-choice gm-vote-btn", action_label(a, t, c.view))
        for _, a in c.of("c_vote"))
    mine = markers_left(c, c.decider)
    body = (hint(t("gm.c7.hint.vote")) + f'<div class="gm-choices">{options}</div>'
            + f'<p class="small">{esc(t("gm.c7.in_hand"))} {mine}</p>' + cards(c))
    return Prompt(t("gm.c7.prompt.vote", card=gathering_name(vote.get("card", ""), t)), body, chronicles={7})


__all__ = ["markers", "card", "cards", "markers_left", "scores", "panel_body", "pick_prompt", "vote_prompt"]
