"""Composed choices (issue 16 §1): several single-card decisions chosen on the page, then made in
one click. The selection lives in the shell's session (prefs["compose"], changed by `data-cmd=
"compose"` controls, no engine action); the confirm button carries the whole list of legal actions
in `data-action-seq`. Every single action stays on its own `data-action-index` element too.

Suggestions pre-fill each composer: keep (or take) the cards of the most valuable builds first —
city, settlement, development card, road.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from games.catan.data_files import COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, RESOURCES
from ui.render.html import el, esc, named

from . import art

Translate = Callable[..., str]
BUILDS = (COST_CITY, COST_SETTLEMENT, COST_DEV, COST_ROAD)
_N = len(RESOURCES)


def _json(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


def suggest_keep(hand: list[int], keep: int) -> list[int]:
    """Which `keep` cards of `hand` to keep: the cards each build needs, most valuable build first
    (a build only if all the cards it needs from this hand still fit), then the most plentiful."""
    kept = [0] * _N
    left = list(hand)
    for cost in BUILDS:
        take = [min(c, h) for c, h in zip(cost, left, strict=True)]
        if sum(take) and sum(kept) + sum(take) <= keep:
            kept = [k + x for k, x in zip(kept, take, strict=True)]
            left = [h - x for h, x in zip(left, take, strict=True)]
    while sum(kept) < keep:
        i = max(range(_N), key=lambda r: (left[r], -r))
        kept[i] += 1
        left[i] -= 1
    return kept


def suggest_picks(hand: list[int], count: int, bank: list[int]) -> list[int]:
    """`count` resources to take from the bank: what completes the most valuable build first, then
    what the hand lacks most."""
    picks = [0] * _N
    left = list(hand)
    remaining = count
    for cost in BUILDS:
        missing = [max(0, c - h) for c, h in zip(cost, left, strict=True)]
        if sum(missing) > remaining or any(m > bank[i] - picks[i] for i, m in enumerate(missing)):
            continue
        picks = [p + m for p, m in zip(picks, missing, strict=True)]
        left = [h + m - c for h, m, c in zip(left, missing, cost, strict=True)]
        remaining -= sum(missing)
    while remaining > 0:
        options = [i for i in range(_N) if bank[i] > picks[i]]
        if not options:
            break
        i = min(options, key=lambda r: (hand[r] + picks[r], r))
        picks[i] += 1
        remaining -= 1
    return picks


def suggest_offer(hand: list[int]) -> dict[str, list[int]]:
    """A 2-for-1 offer (1-for-1 with no pair in hand): the most plentiful card for the one the next
    build lacks."""
    want = suggest_picks(hand, 1, [19] * _N)
    get = want.index(1) if 1 in want else min(range(_N), key=lambda r: (hand[r], r))
    give = max((i for i in range(_N) if i != get), key=lambda r: (hand[r], -r))
    give_list, get_list = [0] * _N, [0] * _N
    give_list[give] = min(2, hand[give])
    get_list[get] = 1
    return {"give": give_list, "get": get_list}


def _one(i: int) -> list[int]:
    return [1 if j == i else 0 for j in range(_N)]


def _fits(value: object, limits: list[int], total: int | None = None) -> bool:
    return (isinstance(value, list) and len(value) == _N
            and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= m for x, m in zip(value, limits, strict=True))
            and (total is None or sum(value) <= total))


def _cmd(key: str, value: object, content: str, label: str, enabled: bool, cls: str = "btn btn-step",
         pressed: bool | None = None) -> str:
    return el("button", content, type="button", class_=cls, data_cmd="compose",
              data_arg=_json({key: value}) if enabled else None, disabled=not enabled, aria_label=named(content, label), title=label,
              aria_pressed=None if pressed is None else ("true" if pressed else "false"))


def _steppers(key: str, state: list[int], limits: list[int], total: int, t: Translate) -> str:
    """One row per resource that can be chosen: − count +."""
    rows = []
    for i, r in enumerate(RESOURCES):
        if not limits[i]:
            continue
        name = t(f"catan.res.{r}")
        less = state[:i] + [state[i] - 1] + state[i + 1:]
        more = state[:i] + [state[i] + 1] + state[i + 1:]
        rows.append(
            f'<li class="compose-row res-{r}">{art.icon_svg(r, "ico ico-s")}<span class="compose-name">{esc(name)}</span>'
            + _cmd(key, less, "−", t("catan.compose.less", resource=name), state[i] > 0)
            + f'<output class="step-count">{state[i]}</output>'
            + _cmd(key, more, "+", t("catan.compose.more", resource=name), state[i] < limits[i] and sum(state) < total)
            + "</li>"
        )
    return f'<ul class="compose-rows">{"".join(rows)}</ul>'


def _frame(key: str, state: object, title: str, body: str, go: str) -> str:
    return (
        f'<div class="composer" data-compose-key="{key}" data-compose-state="{esc(_json(state))}">'
        f'<p class="composer-title">{esc(title)}</p>{body}<div class="composer-go">{go}</div></div>'
    )


def _go(label: str, seq: list[dict], ready: bool, testid: str) -> str:
    return el("button", esc(label), type="button", class_="btn btn-primary btn-compose",
              data_action_seq=_json(seq) if ready else None, disabled=not ready, data_testid=testid)


def discard_composer(hand: list[int], need: int, compose: dict, t: Translate, res_list: Callable) -> str:
    """Choose the `need` cards to discard (pre-filled: keep what builds the most), one click."""
    state = compose.get("discard")
    if not _fits(state, hand, need):
        state = [h - k for h, k in zip(hand, suggest_keep(hand, sum(hand) - need), strict=True)]
    assert isinstance(state, list)
    seq = [{"type": "discard", "resource": r} for r, n in zip(RESOURCES, state, strict=True) for _ in range(n)]
    chosen = f'<p class="muted small">{esc(t("catan.compose.chosen", n=sum(state), count=need))}</p>'
    go = _go(t("catan.compose.discard_go", cards=res_list(state, t)), seq, sum(state) == need, "compose-discard")
    return _frame("discard", state, t("catan.compose.discard_title"), _steppers("discard", state, hand, need, t) + chosen, go)


def plenty_composer(hand: list[int], bank: list[int], left: int, compose: dict, t: Translate, res_list: Callable) -> str:
    """Year of Plenty: both resources in one click (pre-filled with what the next build lacks)."""
    state = compose.get("plenty")
    if not _fits(state, bank, left):
        state = suggest_picks(hand, left, bank)
    assert isinstance(state, list)
    seq = [{"type": "pick", "resource": r} for r, n in zip(RESOURCES, state, strict=True) for _ in range(n)]
    go = _go(t("catan.compose.plenty_go", cards=res_list(state, t)), seq, sum(state) == left, "compose-plenty")
    return _frame("plenty", state, t("catan.compose.plenty_title"), _steppers("plenty", state, bank, left, t), go)


def offer_composer(hand: list[int], compose: dict, t: Translate, res_list: Callable) -> str:
    """A trade offer to everyone in one click: a give chip cycles how many of that resource to give
    (0, 1, 2, up to the hand), a get chip picks the one card asked for; the full trade editor (any
    terms, one player) stays one click away."""
    state = compose.get("offer")
    if not (isinstance(state, dict) and _fits(state.get("give"), hand) and _fits(state.get("get"), [1] * _N)
            and sum(state["get"]) == 1):
        state = suggest_offer(hand)
    give, get = list(state["give"]), list(state["get"])
    rows = []
    for side in ("give", "get"):
        chips = []
        for i, r in enumerate(RESOURCES):
            if side == "give":
                top = min(2, hand[i])
                if not top:
                    continue
                count = give[i]
                value = {"give": give[:i] + [(count + 1) % (top + 1)] + give[i + 1:],
                         "get": get if not get[i] else _one(min((j for j in range(_N) if j != i), key=lambda j: (hand[j], j)))}
            else:
                count = get[i]
                value = {"give": give[:i] + [0] + give[i + 1:], "get": _one(i)}
            name = t(f"catan.res.{r}")
            label = t(f"catan.compose.{side}_chip", resource=name, n=count)
            chips.append(_cmd("offer", value, f'{art.icon_svg(r, "ico ico-s")}<span class="chip-n">{count}</span>',
                              label, True, "btn btn-chip" + (" is-on" if count else ""),
                              pressed=bool(count)))
        rows.append(f'<div class="compose-chips"><span class="label">{esc(t(f"catan.compose.{side}"))}</span>'
                    f'{"".join(chips)}</div>')
    seq: list[dict] = [{"type": "trade_open"}]
    for side, counts in (("give", give), ("get", get)):
        seq += [{"type": "trade_edit", "side": side, "resource": r, "delta": 1}
                for r, n in zip(RESOURCES, counts, strict=True) for _ in range(n)]
    seq.append({"type": "trade_send"})
    ready = any(give) and any(get)
    label = t("catan.compose.offer_go", give=res_list(give, t), get=res_list(get, t))
    return _frame("offer", {"give": give, "get": get}, t("catan.compose.offer_title"), "".join(rows),
                  _go(label, seq, ready, "compose-offer"))
