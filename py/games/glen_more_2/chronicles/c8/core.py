"""Chronicle 8 — the Penny Mobs (연대기 8 - 더 페니 몹스): pennies, the jail and who controls whom.

Rulebook: each player starts with 7 pennies on their home castle, "-1" side up. 3/4/6 mobster cards
(2/3/4 players) are drawn from the 9 base cards and the cards of the other chronicles in play
(Kenneth McSnitch, Fergus McDarkie and Mike McCastle only with 3+ players). Cards backed S are in
jail at once; those backed B enter jail when the first B tile is laid on the rondel. At the end of
each of their turns a player may either put one of their pennies, "+1" side up, on a jailed mobster,
or take a jailed mobster (with every penny on it): they control it and its effect starts at once.
In the fourth scoring each player loses the VP printed on the mobsters they control and 1 VP per
"-1" penny left on their castle, and gains 1 VP per "+1" penny they hold.

State `state["c8"]`:
- `drawn`: the mobsters of this game; `waiting`: B cards not yet in jail; `jail`: cards in jail;
- `on_card`: "+1" pennies on each jailed card {mobster: n};
- `castle[seat]`: "-1" pennies on the seat's castle; `plus[seat]`: "+1" pennies the seat holds;
- `control`: {mobster: seat}; `flipped`: cards turned face down (Peggy McLeod), effect gone;
- `tokens`: each controlled card's tokens (a count, or a list of coin values) — used by the
  mobster modules; `used`: once-per-game effects spent; `mob`: free room for the mobster modules
  {mobster: {...}}; `scores`: the fourth scoring's part of this chronicle.

Mobster modules (`base.py`, `cross.py`) register their effects here, by mobster: `on(moment, mob)`
(react to a moment while the card is controlled and face up: fn(state, owner, seat, ctx, rng,
events)), `mod(name, mob)` (a modifier: fn(state, owner, seat, ctx, value) -> value),
`turn_actions(mob)` (fn(state, owner, prompt) -> actions the owner may take in their own turn,
each carrying "mob"), `prompt_options(mob)` (fn(state, seat, prompt) -> options of a prompt
carrying "mob"), `act(mob)` (fn(state, seat, prompt, action, rng, events): carry out an action
carrying "mob"), `gained(mob)` (fn(state, owner, rng, events): the card was just taken).
A mobster prompt is {"kind": "chronicle", "chronicle": 8, "mob": <id>, "seat": …, "step": …}.
"""

from __future__ import annotations

from collections.abc import Callable

from ...data_files import CHRONICLES, TILES
from .. import declare, hook, modifier

N = 8
_PARTS = CHRONICLES[N]["components"]
MOBSTERS: dict[str, dict] = {card["id"]: card for card in _PARTS["mobsters"]["cards"]}
IN_PLAY: dict[int, int] = {int(n): k for n, k in _PARTS["cards_in_play"].items() if n.isdigit()}
PENNIES: int = _PARTS["pennies"]["per_player"]
CORE_TYPES = ("c_mob_penny", "c_mob_take", "c_mob_pass")

_ON: dict[str, list[tuple[str, Callable]]] = {}
_MOD: dict[str, list[tuple[str, Callable]]] = {}
_TURN: dict[str, Callable] = {}
_OPTIONS: dict[str, Callable] = {}
_ACT: dict[str, Callable] = {}
_GAINED: dict[str, Callable] = {}
_CORE_HOOK: dict[str, Callable] = {}
_CORE_MOD: dict[str, Callable] = {}


# --- the registry for mobster modules ------------------------------------------------------------------

def c8(state: dict) -> dict:
    return state["c8"]


def owner(state: dict, mob: str) -> int | None:
    """The seat controlling the mobster, if any."""
    return state["c8"]["control"].get(mob)


def active(state: dict, mob: str) -> int | None:
    """The seat controlling the mobster while its card is face up (its effect works), else None."""
    seat = owner(state, mob)
    return None if seat is None or mob in state["c8"]["flipped"] else seat


def _ensure_hook(moment: str) -> None:
    if moment in _DISPATCHED_HOOKS:
        return
    _DISPATCHED_HOOKS.add(moment)

    def run(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
        core = _CORE_HOOK.get(moment)
        if core:
            core(state, seat, ctx, rng, events)
        for mob, fn in _ON.get(moment, ()):
            by = active(state, mob)
            if by is not None:
                fn(state, by, seat, ctx, rng, events)

    hook(N, moment)(run)


def _ensure_mod(name: str) -> None:
    if name in _DISPATCHED_MODS:
        return
    _DISPATCHED_MODS.add(name)

    def run(state: dict, seat: int, ctx: dict, value):
        core = _CORE_MOD.get(name)
        if core:
            value = core(state, seat, ctx, value)
        for mob, fn in _MOD.get(name, ()):
            by = active(state, mob)
            if by is not None:
                value = fn(state, by, seat, ctx, value)
        return value

    modifier(N, name)(run)


_DISPATCHED_HOOKS: set[str] = set()
_DISPATCHED_MODS: set[str] = set()


def on(moment: str, mob: str) -> Callable:
    def register(fn: Callable) -> Callable:
        _ON.setdefault(moment, []).append((mob, fn))
        _ensure_hook(moment)
        return fn
    return register


def mod(name: str, mob: str) -> Callable:
    def register(fn: Callable) -> Callable:
        _MOD.setdefault(name, []).append((mob, fn))
        _ensure_mod(name)
        return fn
    return register


def _table(table: dict) -> Callable:
    def decorator(mob: str) -> Callable:
        def register(fn: Callable) -> Callable:
            table[mob] = fn
            return fn
        return register
    return decorator


turn_actions = _table(_TURN)
prompt_options = _table(_OPTIONS)
act = _table(_ACT)
gained = _table(_GAINED)


def _core_hook(moment: str) -> Callable:
    def register(fn: Callable) -> Callable:
        _CORE_HOOK[moment] = fn
        _ensure_hook(moment)
        return fn
    return register


def _core_mod(name: str) -> Callable:
    def register(fn: Callable) -> Callable:
        _CORE_MOD[name] = fn
        _ensure_mod(name)
        return fn
    return register


def ask(state: dict, seat: int, mob: str, step: str, **data) -> None:
    """Put a mobster's question to `seat` on top of the prompts."""
    state["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": N, "mob": mob, "step": step, **data})


def room(state: dict, mob: str) -> dict:
    """The mobster module's own state for `mob` (kept in `state["c8"]["mob"]`)."""
    return state["c8"]["mob"].setdefault(mob, {})


# --- set-up (달라지는 게임 준비) -----------------------------------------------------------------------

def candidates(n: int, chronicles: list[int]) -> list[str]:
    """The cards shuffled for a game: the base cards (the 3+ player ones only with 3+ players) and
    those of the other chronicles in play."""
    return sorted(m for m, card in MOBSTERS.items()
                  if n >= card.get("min_players", 2) and (card["chronicle"] is None or card["chronicle"] in chronicles))


@_core_hook("setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    deck = candidates(state["n"], state["chronicles"])
    rng.shuffle(deck)
    drawn = sorted(deck[:IN_PLAY[state["n"]]])
    state["c8"] = {
        "drawn": drawn,
        "jail": [m for m in drawn if MOBSTERS[m]["back"] == "S"],
        "waiting": [m for m in drawn if MOBSTERS[m]["back"] == "B"],
        "on_card": {m: 0 for m in drawn},
        "castle": [PENNIES] * state["n"], "plus": [0] * state["n"],
        "control": {}, "flipped": [], "tokens": {}, "used": [], "mob": {}, "scores": None,
    }


@_core_hook("refilled")
def _refilled(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'뒷면에 B라고 표시된 카드들은 처음으로 B 타일이 론델에 놓일 때 감옥 안에 놓입니다.'"""
    c = c8(state)
    if c["waiting"] and any(TILES[t].get("stack") == "B" for t in state["rondel"].values()):
        c["jail"] += c["waiting"]
        events.append({"type": "c8_jailed", "mobsters": list(c["waiting"])})
        c["waiting"] = []


# --- the end of a turn (새로운 규칙) --------------------------------------------------------------------

def end_options(state: dict, seat: int) -> list[dict]:
    c = c8(state)
    out = []
    if c["castle"][seat] > 0:
        out += [{"type": "c_mob_penny", "mobster": m} for m in c["jail"]]
    out += [{"type": "c_mob_take", "mobster": m} for m in c["jail"]]
    return out + [{"type": "c_mob_pass"}] if out else []


@_core_hook("closing")
def _closing(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'플레이어는 자신의 차례가 끝날 때마다, 다음 선택지 중 하나를 수행할 수 있습니다.' Not in a turn
    played with chronicle 4's Englishman (it is not the holder's own turn)."""
    turn = state.get("turn") or {}
    if turn.get("englishman") or not c8(state)["jail"]:
        return
    state["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": N, "step": "end"})


def take_mobster(state: dict, seat: int, mob: str, rng, events: list) -> None:
    """The card and every "+1" penny on it go to the player, who controls it from now on."""
    c = c8(state)
    c["jail"].remove(mob)
    pennies = c["on_card"].pop(mob, 0)
    c["plus"][seat] += pennies
    c["control"][mob] = seat
    events.append({"type": "c8_take", "seat": seat, "mobster": mob, "pennies": pennies})
    if mob in _GAINED:
        _GAINED[mob](state, seat, rng, events)


@_core_mod("prompt_options")
def _prompt_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    prompt = ctx["prompt"]
    if prompt.get("chronicle") != N:
        return value
    mob = prompt.get("mob")
    if mob:
        return value + _OPTIONS[mob](state, seat, prompt)
    return value + end_options(state, seat)


@_core_mod("turn_actions")
def _turn_actions(state: dict, seat: int, ctx: dict, value: list) -> list:
    """The mobsters' "any time in your turn" actions, for the cards the player controls."""
    prompt = ctx["prompt"]
    turn = state.get("turn") or {}
    if turn.get("closed") or prompt["seat"] != seat:
        return value
    for mob in sorted(c8(state)["control"]):
        if mob in _TURN and active(state, mob) == seat:
            value = value + _TURN[mob](state, seat, prompt)
    return value


@_core_hook("action")
def _action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    prompt, action = ctx["prompt"], ctx["action"]
    atype = action["type"]
    if atype in CORE_TYPES and prompt.get("chronicle") == N and not prompt.get("mob"):
        state["prompts"].pop()
        c = c8(state)
        mob = action.get("mobster")
        if atype == "c_mob_penny":
            c["castle"][seat] -= 1
            c["on_card"][mob] = c["on_card"].get(mob, 0) + 1
            events.append({"type": "c8_penny", "seat": seat, "mobster": mob})
        elif atype == "c_mob_take":
            take_mobster(state, seat, mob, rng, events)
        return
    mob = action.get("mob") or (prompt.get("mob") if prompt.get("chronicle") == N else None)
    if mob:  # a mobster's own action: from its prompt, or one of its turn actions
        _ACT[mob](state, seat, prompt, action, rng, events)


# --- scoring (승점 계산) ---------------------------------------------------------------------------------

def final_parts(state: dict) -> dict[str, list[int]]:
    """Per seat: the controlled mobsters' printed penalty, the "-1" pennies on the castle, the "+1"
    pennies held."""
    c = c8(state)
    n = state["n"]
    mobsters = [0] * n
    for mob, seat in c["control"].items():
        mobsters[seat] -= MOBSTERS[mob]["vp_penalty"]
    return {"mobsters": mobsters, "castle": [-k for k in c["castle"]], "plus": list(c["plus"])}


@_core_hook("final")
def _final(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """'게임이 끝날 때, 마지막 네 번째 승점 계산에 아래 기준이 추가됩니다' — scored with the final
    scoring, right after the fourth, and shown with it (C8-1)."""
    parts = final_parts(state)
    for s in range(state["n"]):
        state["players"][s]["vp"] += sum(row[s] for row in parts.values())
    c8(state)["scores"] = parts
    ctx["result"]["c8"] = parts


@_core_hook("invariants")
def _invariants(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    c = c8(state)
    n = state["n"]
    places = c["jail"] + c["waiting"] + sorted(c["control"])
    assert sorted(places) == sorted(c["drawn"]), "a mobster lost or doubled"
    assert len(c["drawn"]) == IN_PLAY[n]
    on_cards = sum(c["on_card"].get(m, 0) for m in c["jail"])
    assert all(c["on_card"].get(m, 0) == 0 for m in c["waiting"]), "a penny on a card not in jail"
    assert all(k >= 0 for k in c["castle"] + c["plus"]), "negative pennies"
    assert sum(c["castle"]) + sum(c["plus"]) + on_cards == PENNIES * n, "pennies lost or doubled"
    assert all(MOBSTERS[m].get("min_players", 2) <= n for m in c["drawn"])
    assert set(c["flipped"]) <= set(c["control"])


def implemented() -> set[str]:
    """Mobsters some module gave an effect to."""
    tables = [_TURN, _OPTIONS, _ACT, _GAINED]
    out = {m for table in tables for m in table}
    out |= {m for entries in list(_ON.values()) + list(_MOD.values()) for m, _ in entries}
    return out


def declare_if_complete() -> None:
    """Chronicle 8 is offered once every mobster card has its effect."""
    if implemented() >= set(MOBSTERS):
        declare(N)
