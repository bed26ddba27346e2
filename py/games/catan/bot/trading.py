"""Domestic trade for the Catan bots: answering offers, making one offer a turn, closing deals.

Trades are judged by what they do to the bot's own hand (`value.hand_value`: cards that complete a
build are worth more) and refused to a player close to winning. Everything here reads only the
bot's own hand and public facts, so it is safe on the real position's view.
"""

from __future__ import annotations

from bots.base import Context

from ..data_files import RESOURCES
from ..scoring import public_vp
from .value import hand_value, production, tables

_N = len(RESOURCES)
OFFER_GAIN = 6.0  # what a proposed trade must add to the bot's hand
ACCEPT_GAIN = {"easy": 0.0, "medium": 3.0, "hard": 3.0}
DECLINE_WORDS = ("trade_decline", "trade_cancel", "trade_pass")


def _gain(state: dict, seat: int, delta: list[int]) -> float:
    hand = state["hands"][seat]
    after = [hand[r] + delta[r] for r in range(_N)]
    if min(after) < 0:
        return float("-inf")
    prod = production(state, seat, tables(state)[0])
    return hand_value(state, seat, after, prod) - hand_value(state, seat, hand, prod)


def plan_offer(state: dict, seat: int) -> tuple[list[int], list[int]] | None:
    """The best one-card-for-one (or two-for-one) offer, as (give, get), if it is worth making."""
    hand = state["hands"][seat]
    best, best_gain = None, OFFER_GAIN
    for give_count in (1, 2):
        for g in range(_N):
            if hand[g] < give_count:
                continue
            for r in range(_N):
                if r == g:
                    continue
                delta = [0] * _N
                delta[g] -= give_count
                delta[r] += 1
                gain = _gain(state, seat, delta) - (give_count - 1) * 4.0
                if gain > best_gain:
                    give = [0] * _N
                    give[g] = give_count
                    get = [0] * _N
                    get[r] = 1
                    best, best_gain = (give, get), gain
        if best is not None:
            break
    return best


def _offered_this_turn(ctx: Context) -> bool:
    return any(seat == ctx.seat and action["type"] == "trade_open" for seat, action in ctx.turn_history())


def _edit_towards(ctx: Context, trade: dict, give: list[int], get: list[int]) -> dict:
    """The next edit of the offer being composed towards (give, get) — the trade's own sides:
    what the player to move gives and gets — then send it (or give up if it cannot be sent)."""
    for side, want in (("give", give), ("get", get)):
        for r in range(_N):
            if trade[side][r] != want[r]:
                delta = 1 if trade[side][r] < want[r] else -1
                action = {"type": "trade_edit", "side": side, "resource": RESOURCES[r], "delta": delta}
                if action in ctx.legal:
                    return action
    if trade.get("to", -1) != -1 and {"type": "trade_target", "to": -1} in ctx.legal:
        return {"type": "trade_target", "to": -1}
    send = {"type": "trade_send"}
    if send in ctx.legal:
        return send
    return {"type": "trade_cancel"} if {"type": "trade_cancel"} in ctx.legal else {"type": "trade_decline"}


def _compose(ctx: Context, state: dict) -> dict:
    """The bot's own offer, as the player to move."""
    plan = plan_offer(state, ctx.seat)
    if plan is None:
        return {"type": "trade_cancel"}
    return _edit_towards(ctx, state["trade"], plan[0], plan[1])


def _propose(ctx: Context, state: dict) -> dict:
    """The bot's terms to the player to move, asked for (a proposal) or in answer to their offer (a
    counter-offer): its best trade, unless that player is close to winning. The trade's sides are
    the other player's: they give what the bot gets."""
    plan = plan_offer(state, ctx.seat)
    turn = state["turn"]
    if plan is None or (ctx.level != "easy" and public_vp(state, turn) >= 8):
        return {"type": "trade_decline"}
    return _edit_towards(ctx, state["trade"], plan[1], plan[0])


def _respond(ctx: Context, state: dict) -> dict:
    trade = state["trade"]
    seat = ctx.seat
    offerer = state["turn"]
    accept = {"type": "trade_accept"}
    if accept not in ctx.legal:
        return {"type": "trade_decline"}
    # The responder receives what the offerer gives and pays what the offerer gets.
    delta = [trade["give"][r] - trade["get"][r] for r in range(_N)]
    gain = _gain(state, seat, delta)
    them, me = public_vp(state, offerer), public_vp(state, seat)
    if ctx.level != "easy" and (them >= 8 or them >= me + 3):
        return {"type": "trade_decline"}
    if gain > ACCEPT_GAIN[ctx.level]:
        return accept
    # Not this trade, but perhaps the bot's own best one with the same player: counter-offer it.
    plan = plan_offer(state, seat) if ctx.level != "easy" else None
    if plan is not None and (plan[1], plan[0]) != (trade["give"], trade["get"]) \
            and {"type": "trade_counter"} in ctx.legal:
        return {"type": "trade_counter"}
    return {"type": "trade_decline"}


def _close(ctx: Context, state: dict) -> dict:
    trade = state["trade"]
    best, best_gain = {"type": "trade_cancel"}, 0.0
    for action in ctx.legal:
        if action["type"] != "trade_confirm":
            continue
        answer = trade["answers"][action["with"]]
        terms = answer if isinstance(answer, dict) else trade
        delta = [terms["get"][r] - terms["give"][r] for r in range(_N)]
        gain = _gain(state, ctx.seat, delta)
        if gain > best_gain:
            best, best_gain = action, gain
    return best


def decide(ctx: Context) -> dict | None:
    """The bot's trade move when a trade is under way or worth opening; None otherwise."""
    phase = ctx.view["phase"]
    if phase == "main":
        if ctx.level == "easy" or {"type": "trade_open"} not in ctx.legal or _offered_this_turn(ctx):
            return None
        state = ctx.sample()
        return {"type": "trade_open"} if plan_offer(state, ctx.seat) is not None else None
    if not phase.startswith("trade_"):
        return None
    state = ctx.sample()
    if phase == "trade_compose":
        return _compose(ctx, state)
    if phase == "trade_respond":
        return _respond(ctx, state)
    if phase in ("trade_propose", "trade_counter"):
        # Both are the bot's own terms to the player to move (a proposal, or a counter-offer).
        return _propose(ctx, state) if ctx.level != "easy" else {"type": "trade_decline"}
    if phase == "trade_decide":
        return _close(ctx, state)
    for word in DECLINE_WORDS:
        for action in ctx.legal:
            if action["type"] == word:
                return action
    return ctx.legal[-1]
