"""Chronicle 1 — the Highland Boat Race (rulebook 연대기 1 - 하이랜드 보트 경주).

Every player's boat starts on their home castle. The race starts when a rondel piece first passes
the start tile, which lies in the upper third of stack B. From then on movement points may move a
boat instead of a Scotsman: one river tile per point, clockwise — westwards through a land's river,
then from its leftmost river tile to the rightmost river tile of the land (or neutral river) on its
left. A boat arriving at or passing a castle with prize tokens takes one of them (chosen, used at
once). Back home first, second, third: card + 15 VP + 1 whisky / 10 VP / 3 VP; once all others are
back (or when the game ends) the rest get an X card: no VP for coins in the final scoring. Tiles
holding a boat are never removed. The shipyards' activation (2 movement points) is tile data.

State `state["c1"]` (JSON-native):
- `started`: whether the race has begun; `last`: rondel positions of the pieces when last checked
  (the start is a piece moving from behind the start tile to beyond it);
- `ring`: the order of the lands along the course ("0".."3" players, "n0"/"n1" neutral rivers);
- `boats[seat]`: {"land", "cell", "home"}; `results[seat]`: "first"/"second"/"third"/"x" or None;
- `prizes[land]`: the face-down tokens on that land's castle; `box`: the tokens left out;
  `seen[land]`: seats who looked at that castle's tokens (they know them; the others do not).

Decisions (docs/rules-coverage/glen_more_2_c1.md): C1-1 the land "on the left" of seat s is the
next one in `ring` (seat s+1, neutral rivers in between); C1-2 a neutral river is two river tiles,
its castle on the right (the shape of a home tile; provisional); C1-3 a land's river is ordered
from east to west (all river tiles run west-east); C1-4 a boat with an X card has no race left and
does not move; C1-5 the prize choice lists each distinct token effect once.
"""

from __future__ import annotations

from .. import effects, rondel
from .. import territory as terr
from ..data_files import CHRONICLES, RESOURCES, TILES
from . import declare, hook, modifier, react

CASTLE = "1,0"  # the home castle's cell in every land (and the neutral river's castle)
NEUTRAL_CELLS = ("1,0", "0,0")  # C1-2: castle (east), river (west) — provisional shape
PLACES = ("first", "second", "third")
COMPONENTS = CHRONICLES.get(1, {}).get("components", {})
RESULT_CARDS = {card["id"]: card for card in COMPONENTS.get("race_result_cards", {}).get("cards", [])}
TOKENS = {token["id"]: token for token in COMPONENTS.get("prize_tokens", {}).get("tokens", [])}
NEUTRALS = COMPONENTS.get("neutral_river_tiles", {}).get("used_by_players", {"2": 2, "3": 1, "4": 0})
START_ROLE = "race_start"


def race(state: dict) -> dict:
    return state["c1"]


# --- set-up (달라지는 게임 준비) -----------------------------------------------------------------

@hook(1, "setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """Boats on the home castles, the start tile into the upper third of stack B, neutral rivers
    between the players (2 with 2 players, 1 with 3), as many prize tokens on every castle as
    there are players (shuffled), the rest in the box."""
    n = state["n"]
    _bury_start_tile(state, rng)
    neutrals = int(NEUTRALS.get(str(n), 0))
    ring = []
    for s in range(n):
        ring.append(str(s))
        if neutrals == 2 or (neutrals == 1 and s == n - 1):
            ring.append(f"n{len([k for k in ring if k.startswith('n')])}")
    tokens = sorted(TOKENS)
    rng.shuffle(tokens)
    prizes = {}
    for land in ring:  # every land has a castle: the players' home castles, the neutral rivers' castles
        prizes[land], tokens = tokens[:n], tokens[n:]
    state["c1"] = {
        "started": False, "last": rondel.pieces(state), "ring": ring,
        "neutral": {land: list(NEUTRAL_CELLS) for land in ring if land.startswith("n")},
        "boats": [{"land": str(s), "cell": CASTLE, "home": False} for s in range(n)],
        "results": [None] * n, "prizes": prizes, "box": tokens,
        "seen": {land: [] for land in ring}, "taken": [[] for _ in range(n)],
    }


def _bury_start_tile(state: dict, rng) -> None:
    """'시작' 타일을 B 타일 더미의 위쪽 약 1/3지점쯤에 넣습니다: among the first third drawn
    (the stack is drawn from the end of the list)."""
    stack = state["stacks"]["B"]
    start = [t for t in stack if TILES[t].get("role") == START_ROLE]
    for tile in start:
        stack.remove(tile)
    third = max(1, round((len(stack) + 1) / 3))
    for tile in start:
        stack.insert(len(stack) - rng.below(third), tile)


# --- the start of the race (새로운 규칙) ----------------------------------------------------------

def _start_position(state: dict) -> int | None:
    return next((int(pos) for pos, tile in state["rondel"].items() if TILES[tile].get("role") == START_ROLE), None)


def _check_start(state: dict, events: list) -> None:
    """'어떤 론델 표시말이 처음으로 시작 타일을 지나가면' the race starts at once: a piece that was
    behind the start tile when last seen is now beyond it."""
    c1 = race(state)
    now = rondel.pieces(state)
    englishman = (state.get("c4") or {}).get("englishman")  # chronicle 4's piece, a rondel marker too
    if isinstance(englishman, int) and not isinstance(englishman, bool):
        now.setdefault("englishman", englishman)
    start = _start_position(state)
    if not c1["started"] and start is not None:
        if any(c1["last"].get(piece, now[piece]) < start < now[piece] for piece in now):
            c1["started"] = True
            events.append({"type": "c1_race_start"})
    c1["last"] = now


@hook(1, "moved_piece")
def _moved_piece(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    _check_start(state, events)


@hook(1, "die_moved")
def _die_moved(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    _check_start(state, events)


@hook(1, "englishman_moved")
def _englishman_moved(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    _check_start(state, events)  # chronicle 4's Englishman is a rondel piece too


# --- the course ------------------------------------------------------------------------------------

def river_cells(state: dict, land_key: str) -> list[str]:
    """A land's river tiles in the boats' direction: east to west (C1-3)."""
    if land_key.startswith("n"):
        return list(race(state)["neutral"][land_key])
    land = state["players"][int(land_key)]["land"]
    cells = [c for c in land if terr.river(land, c)]
    return sorted(cells, key=lambda c: (-terr.xy(c)[0], terr.xy(c)[1]))


def next_spot(state: dict, boat: dict) -> tuple[str, str]:
    """One river tile on: the next tile west in this land, or from its leftmost river tile to the
    rightmost river tile of the land on its left (C1-1)."""
    cells = river_cells(state, boat["land"])
    if boat["cell"] in cells:
        i = cells.index(boat["cell"])
        if i + 1 < len(cells):
            return boat["land"], cells[i + 1]
    ring = race(state)["ring"]
    land = ring[(ring.index(boat["land"]) + 1) % len(ring)]
    return land, river_cells(state, land)[0]


def may_row(state: dict, seat: int) -> bool:
    c1 = race(state)
    return c1["started"] and not c1["boats"][seat]["home"] and c1["results"][seat] is None


@modifier(1, "turn_actions")
def _turn_actions(state: dict, seat: int, ctx: dict, value: list) -> list:
    """이동 점수를 사용해서 스코츠맨 대신 보트를 이동시킬 수 있습니다."""
    turn = state.get("turn")
    if ctx["prompt"]["kind"] == "activate" and turn and turn["moves"] > 0 and may_row(state, seat):
        value = value + [{"type": "c_boat"}]
    return value


def row(state: dict, seat: int, rng, events: list, steps: int = 1) -> None:
    """Spend one movement point: the boat moves one river tile; a castle with prizes gives one;
    its own home castle ends its race. (`steps` > 1: chronicle 8's Bully McMuscle passes tiles
    holding other boats for free — every castle passed gives a prize too.)"""
    c1 = race(state)
    boat = c1["boats"][seat]
    state["turn"]["moves"] -= 1
    castles = []
    for _ in range(steps):
        start = [boat["land"], boat["cell"]]
        boat["land"], boat["cell"] = next_spot(state, boat)
        events.append({"type": "c1_boat", "seat": seat, "land": boat["land"], "cell": boat["cell"]})
        # chronicle 8: a boat leaving a tile passes the boats on it (Callum McQuirk's overtaking)
        react(state, seat, "c1_boat", {"from": start, "to": [boat["land"], boat["cell"]]}, rng, events)
        if boat["cell"] != CASTLE:
            continue
        if boat["land"] == str(seat):
            _home(state, seat, events)
        if c1["prizes"].get(boat["land"]):
            if seat not in c1["seen"][boat["land"]]:
                c1["seen"][boat["land"]].append(seat)
            castles.append(boat["land"])
        if boat["home"]:
            break
    for castle in reversed(castles):  # the first castle reached is asked first
        state["prompts"].append({"kind": "chronicle", "seat": seat, "chronicle": 1, "c1": "prize", "castle": castle})


def _home(state: dict, seat: int, events: list) -> None:
    """'1등' card + 15 VP + 1 whisky, '2등' + 10 VP, '3등' + 3 VP; when every other boat is home,
    the last one gets an X card."""
    c1 = race(state)
    c1["boats"][seat]["home"] = True
    place = PLACES[sum(1 for r in c1["results"] if r in PLACES)] if None in c1["results"] else "x"
    card = RESULT_CARDS.get(place, {})
    c1["results"][seat] = place
    events.append({"type": "c1_home", "seat": seat, "place": place})
    effects.gain_vp(state, seat, card.get("vp", 0), "c1_race", events)
    if card.get("whisky"):
        state["players"][seat]["whisky"] += card["whisky"]
        events.append({"type": "whisky", "seat": seat, "n": card["whisky"]})
    left = [s for s, r in enumerate(c1["results"]) if r is None]
    if len(left) == 1:  # 다른 모든 보트가 고향 성으로 되돌아왔는데도 아직 귀환하지 못한 보트: X
        c1["results"][left[0]] = "x"
        events.append({"type": "c1_home", "seat": left[0], "place": "x"})


# --- prizes ------------------------------------------------------------------------------------------

def _prize_choices(state: dict, castle: str) -> list[str]:
    """One token per distinct effect (C1-5), the lowest id."""
    out, effects_seen = [], []
    for token in sorted(race(state)["prizes"][castle]):
        effect = TOKENS[token]["effect"]
        if effect not in effects_seen:
            effects_seen.append(effect)
            out.append(token)
    return out


@modifier(1, "prompt_options")
def _prompt_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    prompt = ctx["prompt"]
    if prompt.get("chronicle") == 1 and prompt.get("c1") == "prize":
        value = value + [{"type": "c_prize", "token": t} for t in _prize_choices(state, prompt["castle"])]
    return value


@hook(1, "action")
def _action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    prompt, action = ctx["prompt"], ctx["action"]
    if action["type"] == "c_boat":
        row(state, seat, rng, events)
    elif action["type"] == "c_prize" and prompt.get("chronicle") == 1:
        state["prompts"].pop()
        take_prize(state, seat, prompt["castle"], action["token"], rng, events)


def take_prize(state: dict, seat: int, castle: str, token: str, rng, events: list) -> None:
    """'해당 경품은 즉시 얻습니다': the token's effect at once; decisions it needs are queued."""
    queue_prize_ops(state, seat, prize_ops(state, seat, castle, token, events), rng, events)


def queue_prize_ops(state: dict, seat: int, ops: list[dict], rng, events: list) -> None:
    """The prizes' decisions, queued first in the turn (chronicle 8: two prizes' at once)."""
    from .. import turns  # (turns imports the chronicles)

    if ops and state.get("turn"):
        state["turn"]["queue"][0:0] = ops
        turns.run_queue(state, seat, rng, events)


def prize_ops(state: dict, seat: int, castle: str, token: str, events: list) -> list[dict]:
    """Take the token: its automatic effects now; returns the ops of those needing a decision."""
    race(state)["prizes"][castle].remove(token)
    race(state)["taken"][seat].append(token)
    events.append({"type": "c1_prize", "seat": seat, "castle": castle, "token": token})
    p = state["players"][seat]
    ops = []
    for effect in TOKENS[token]["effect"]:
        kind = effect["kind"]
        if kind == "vp":
            effects.gain_vp(state, seat, effect["n"], "c1_prize", events)
        elif kind == "coin":
            p["coins"] += effect.get("n", 1)
        elif kind == "whisky":
            p["whisky"] += effect.get("n", 1)
            events.append({"type": "whisky", "seat": seat, "n": effect.get("n", 1)})
        elif kind == "any_resource":
            ops.append({"op": "c1_resource"})
        elif kind == "clan_marker":
            ops.append({"op": "clan"})
        else:
            ops.append({"op": kind, "cell": None})
    return ops


@modifier(1, "choice_options")
def _choice_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    """A prize's resource of one's choice, then the tile it goes on (put_any)."""
    if ctx["op"]["op"] == "c1_resource":
        if terr.has_room(state["players"][seat]["land"]):
            return [{"type": "resource", "res": res} for res in RESOURCES] + [{"type": "skip"}]
        return [{"type": "skip"}]
    return value


@hook(1, "choice")
def _choice(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    if ctx["op"]["op"] == "c1_resource":
        state["turn"]["queue"][1:1] = [{"op": "put_any", "res": ctx["action"]["res"]}]


# --- boats keep their tiles; X cards lose the coins' VP ---------------------------------------------

@modifier(1, "keep_tiles")
def _keep_tiles(state: dict, seat: int, ctx: dict, value: list) -> list:
    """'보트가 놓인 타일은 그 어떤 효과로도 절대 제거되지 않습니다.'"""
    mine = [b["cell"] for b in race(state)["boats"] if b["land"] == str(seat)]
    return list(value) + [c for c in mine if c not in value]


def result(state: dict, seat: int) -> str:
    """The seat's race card; at the game's end a boat not home holds an X card."""
    r = race(state)["results"][seat]
    return r if r is not None or state["phase"] != "over" else "x"


@modifier(1, "coin_vp")
def _coin_vp(state: dict, seat: int, ctx: dict, value: int) -> int:
    """'X' 카드를 받은 플레이어는 최종 승점 계산에서 자기 동전을 승점으로 환산할 수 없습니다;
    a boat not home when the game ends gets an X card too."""
    return value if race(state)["results"][seat] in PLACES else 0


@hook(1, "final")
def _final(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """게임이 끝날 때까지 귀환하지 못한 보트의 소유주들도 'X' 카드를 받습니다."""
    c1 = race(state)
    for s, r in enumerate(c1["results"]):
        if r is None:
            c1["results"][s] = "x"
            events.append({"type": "c1_home", "seat": s, "place": "x"})


# --- hidden prize tokens -------------------------------------------------------------------------------

@modifier(1, "view")
def _view(state: dict, seat, ctx: dict, value: dict) -> dict:
    """The tokens lie face down: a view shows how many lie on each castle and in the box. The
    player choosing a prize sees its castle's tokens through the choices offered."""
    if "c1" in value:
        c1 = value["c1"]
        c1["prizes"] = {land: len(tokens) for land, tokens in c1["prizes"].items()}
        c1["box"] = len(c1["box"])
    return value


@modifier(1, "reshuffle_hidden")
def _reshuffle(state: dict, seat, ctx: dict, other: dict) -> dict:
    """Re-deal the face-down tokens `seat` has not seen: the box and every castle it never looked
    at (their counts kept)."""
    c1 = race(other)
    unseen = [land for land in c1["prizes"] if seat not in c1["seen"][land]]
    pool = list(c1["box"]) + [t for land in unseen for t in c1["prizes"][land]]
    ctx["rng"].shuffle(pool)
    for land in unseen:
        k = len(c1["prizes"][land])
        c1["prizes"][land], pool = pool[:k], pool[k:]
    c1["box"] = pool
    return other


@hook(1, "invariants")
def _invariants(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    c1 = race(state)
    every = list(c1["box"]) + [t for ts in c1["prizes"].values() for t in ts] + [t for ts in c1["taken"] for t in ts]
    assert sorted(every) == sorted(TOKENS), "prize tokens lost or doubled"
    for s, boat in enumerate(c1["boats"]):
        assert boat["cell"] in river_cells(state, boat["land"]), "a boat off the river"
        assert not boat["home"] or c1["results"][s] in PLACES, "a boat home without its card"


declare(1)
