"""Chronicle 5 — Address to a Haggis (연대기 5 - 해기스 요리왕).

State `state["c5"]`:
- `pool`: the face-down tokens of the supply (values, kept sorted: a multiset nobody sees);
- `up`: the face-up tokens of the supply (2 while any are left);
- `tables`: each player's table card, face-down tokens (sorted values; only the owner may look);
- `shown`: each player's tokens turned up during a haggis scoring (public);
- `rolls`: the rolls of the haggis scoring in progress; `scoring`: which scoring it follows
  (2, 3 or 4) or None; `queued`: haggis scorings waiting for the one in progress; `done`;
  `results`: what each haggis scoring gave.

Taking a token is a "choice" op named after the tiles' effect kind `haggis`: the one-time effect
gives a token at once; the activation effect (the same kind on an activation) costs 1 sheep first.
Haggis scorings ask the players who may pay whisky for extra rolls with "chronicle" prompts; the
one after the fourth scoring comes while the game is "ending", before the final scoring. A haggis
scoring runs `start_scoring` → `roll_dice` → `turn_up`; chronicle 8's mobsters may ask their
questions between these steps (moments `haggis_start`, `haggis_rolled`) and then carry on.
"""

from __future__ import annotations

from ..data_files import CHRONICLES
from ..rondel import DIE_FACES
from . import declare, hook, modifier, react

N = 5
_PARTS = CHRONICLES[N]["components"]
TOKENS: dict[int, int] = {int(v): n for v, n in _PARTS["haggis_tokens"]["values"].items()}
FACE_UP: int = _PARTS["haggis_tokens"]["face_up"]
CAPACITY: int = _PARTS["serving_tables"]["capacity"]
AFTER_SCORINGS: tuple[int, ...] = tuple(_PARTS["haggis_scoring"]["after_scorings"])
ROLLS: int = _PARTS["haggis_scoring"]["rolls"]
MAX_SHOWN: int = _PARTS["haggis_scoring"]["max_revealed"]
EXTRA_ROLL_COST: dict = dict(_PARTS["haggis_scoring"]["extra_roll_cost"])
ACTIVATION_COST = {"sheep": 1}  # the activation icon: 1 sheep to the supply → 1 haggis token


# --- set-up (달라지는 게임 준비) ------------------------------------------------------------------------

@hook(N, "setup")
def _setup(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """Each player takes a table card; the tokens are shuffled face down and 2 turned face up."""
    c5 = {"pool": sorted(v for v, n in TOKENS.items() for _ in range(n)), "up": [],
          "tables": [[] for _ in range(state["n"])], "shown": [[] for _ in range(state["n"])],
          "rolls": [], "scoring": None, "queued": [], "done": [], "results": []}
    state["c5"] = c5
    _refill(state, rng, events)


def _refill(state: dict, rng, events: list) -> None:
    """Turn face-down tokens up until 2 are face up (as long as any are left)."""
    c5 = state["c5"]
    while len(c5["up"]) < FACE_UP and c5["pool"]:
        value = c5["pool"].pop(rng.below(len(c5["pool"])))
        c5["up"].append(value)
        events.append({"type": "haggis_face_up", "value": value, "reveals": True})


# --- taking a token (새로운 규칙) ----------------------------------------------------------------------

def _is_activation(state: dict, op: dict) -> bool:
    """The tiles' once and activation effects both queue an op `haggis`; the activation's is marked
    (its sheep is paid with the activation, effects._cost_of)."""
    return bool(op.get("activation"))


def take_options(state: dict, seat: int) -> list[dict]:
    """One of the face-up tokens (by value) or a random face-down one; with a full table, one of
    one's own tokens goes back face down first (then it may even be drawn again)."""
    c5 = state["c5"]
    table = c5["tables"][seat]

    def picks(pool_size: int) -> list[dict]:
        out = [{"type": "haggis", "from": "up", "value": v} for v in sorted(set(c5["up"]))]
        return out + ([{"type": "haggis", "from": "down"}] if pool_size else [])

    if len(table) < CAPACITY:
        return picks(len(c5["pool"]))
    return [dict(pick, give=g) for g in sorted(set(table)) for pick in picks(len(c5["pool"]) + 1)]


def take(state: dict, seat: int, action: dict, rng, events: list) -> None:
    c5 = state["c5"]
    table = c5["tables"][seat]
    if "give" in action:  # the full table: one token back to the supply, face down
        table.remove(action["give"])
        c5["pool"].append(action["give"])
        c5["pool"].sort()
        events.append({"type": "haggis_return", "seat": seat})
    if action["from"] == "up":
        c5["up"].remove(action["value"])
        table.append(action["value"])
        events.append({"type": "haggis_take", "seat": seat, "value": action["value"]})
    else:
        table.append(c5["pool"].pop(rng.below(len(c5["pool"]))))
        events.append({"type": "haggis_take", "seat": seat, "face_down": True})
    table.sort()
    _refill(state, rng, events)


@modifier(N, "choice_options")
def _choice_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    op = ctx["op"]
    if op["op"] != "haggis":
        return value

    full = len(state["c5"]["tables"][seat]) >= CAPACITY
    if _is_activation(state, op):  # the sheep is paid: the token (a full table may decline it)
        return take_options(state, seat) + ([{"type": "skip"}] if full else [])
    return take_options(state, seat) + ([{"type": "skip"}] if full else [])  # a full table "may"


@hook(N, "choice")
def _choice(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    op, action = ctx["op"], ctx["action"]
    if op["op"] != "haggis" or action["type"] != "haggis":
        return
    take(state, seat, action, rng, events)


# --- haggis scoring (해기스 승점 계산) ------------------------------------------------------------------

@hook(N, "scoring")
def _after_scoring(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    """After the 2nd, 3rd and 4th scorings (the game's end waits for the last one)."""
    after = len(state["scorings"])
    if after in AFTER_SCORINGS:
        start_scoring(state, after, rng, events)


def roll(rng) -> int:
    return DIE_FACES[rng.below(len(DIE_FACES))]  # the game's die: 1, 1, 1, 2, 2, 3


def _turn_up(state: dict, seat: int, value: int, events: list) -> None:
    """A player must turn up one token of the rolled value, while fewer than 3 are turned up."""
    c5 = state["c5"]
    if len(c5["shown"][seat]) < MAX_SHOWN and value in c5["tables"][seat]:
        c5["tables"][seat].remove(value)
        c5["shown"][seat].append(value)
        events.append({"type": "haggis_turn_up", "seat": seat, "value": value})


def may_roll_again(state: dict, seat: int) -> bool:
    """Fewer than 3 turned up, a whisky to pay, and a face-down token a roll could turn up."""
    c5 = state["c5"]
    p = state["players"][seat]
    return (len(c5["shown"][seat]) < MAX_SHOWN and bool(c5["tables"][seat])
            and p["whisky"] >= EXTRA_ROLL_COST.get("whisky", 0))


def start_scoring(state: dict, after: int, rng, events: list) -> None:
    c5 = state["c5"]
    if c5["scoring"] is not None:  # two scorings at once: one haggis scoring after the other
        c5["queued"].append(after)
        return
    c5["scoring"] = after
    c5["rolls"] = []
    events.append({"type": "haggis_scoring", "after": after})
    asked = len(state["prompts"])
    # chronicle 8: Fraser McStab may steal a token before the dice; his questions answered,
    # chronicle 8 rolls them (`roll_dice`)
    react(state, -1, "haggis_start", {"after": after}, rng, events)
    if len(state["prompts"]) == asked:
        roll_dice(state, rng, events)


def roll_dice(state: dict, rng, events: list) -> None:
    """The four rolls. Chronicle 8's Una McHaggis may re-roll one of them (moment `haggis_rolled`:
    her question answered, chronicle 8 turns the tokens up, `turn_up`)."""
    c5 = state["c5"]
    c5["rolls"] = [roll(rng) for _ in range(ROLLS)]
    asked = len(state["prompts"])
    react(state, -1, "haggis_rolled", {}, rng, events)
    if len(state["prompts"]) == asked:
        turn_up(state, rng, events)


def turn_up(state: dict, rng, events: list, announced: bool = False) -> None:
    """Each roll in turn: every player turns up one token of its value (the rolls' events, unless
    `announced` already); then the extra rolls for whisky."""
    c5 = state["c5"]
    for value in c5["rolls"]:
        if not announced:
            events.append({"type": "haggis_roll", "roll": value, "reveals": True})
        for s in range(state["n"]):
            _turn_up(state, s, value, events)
    asking = [s for s in range(state["n"]) if may_roll_again(state, s)]
    for s in reversed(asking):  # the first seat answers first
        state["prompts"].append({"kind": "chronicle", "seat": s, "chronicle": N, "step": "extra_roll"})
    if not asking:
        _finish(state, rng, events)


@modifier(N, "prompt_options")
def _prompt_options(state: dict, seat: int, ctx: dict, value: list) -> list:
    if ctx["prompt"].get("chronicle") != N:
        return value
    return value + [{"type": "c_haggis_roll"}, {"type": "c_haggis_stop"}]


@hook(N, "action")
def _action(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    prompt, action = ctx["prompt"], ctx["action"]
    if prompt.get("chronicle") != N:
        return
    c5 = state["c5"]
    if action["type"] == "c_haggis_roll":  # a whisky for one more roll, for this player alone
        state["players"][seat]["whisky"] -= EXTRA_ROLL_COST.get("whisky", 0)
        value = roll(rng)
        c5["rolls"].append(value)
        events.append({"type": "haggis_roll", "roll": value, "seat": seat, "reveals": True})
        _turn_up(state, seat, value, events)
        if may_roll_again(state, seat):
            return
    state["prompts"].pop()
    if not any(p.get("chronicle") == N for p in state["prompts"]):
        _finish(state, rng, events)


def haggis_vp(shown: list[int]) -> int:
    """Number of tokens turned up × the sum of their values (예: 1 and 3 → 2 × 4 = 8)."""
    return len(shown) * sum(shown)


def _finish(state: dict, rng, events: list) -> None:
    """Score, then the turned-up tokens go back to the supply face down (the others stay)."""
    from .. import effects

    c5 = state["c5"]
    after = c5["scoring"]
    vps = []
    for s in range(state["n"]):
        vp = haggis_vp(c5["shown"][s])
        vps.append(vp)
        effects.gain_vp(state, s, vp, "haggis", events)
    c5["results"].append({"after": after, "rolls": list(c5["rolls"]), "shown": [list(x) for x in c5["shown"]],
                          "vp": vps})
    for s in range(state["n"]):
        c5["pool"] += c5["shown"][s]
        c5["shown"][s] = []
    c5["pool"].sort()
    c5["done"].append(after)
    c5["scoring"] = None
    c5["rolls"] = []
    _refill(state, rng, events)  # D-c5-3: the supply shows 2 again
    if c5["queued"]:
        start_scoring(state, c5["queued"].pop(0), rng, events)


# --- hidden information ------------------------------------------------------------------------------

@modifier(N, "view")
def _view(state: dict, seat, ctx: dict, out: dict) -> dict:
    """Face-down tokens show as None: the supply's to everyone, a table's to all but its owner."""
    c5 = out["c5"]
    c5["pool"] = [None] * len(c5["pool"])
    c5["tables"] = [table if s == seat else [None] * len(table) for s, table in enumerate(c5["tables"])]
    return out


@modifier(N, "reshuffle_hidden")
def _reshuffle(state: dict, seat, ctx: dict, other: dict) -> dict:
    """Re-deal every token `seat` cannot see (the supply's face-down ones, others' tables)."""
    c5 = other["c5"]
    hidden = [s for s in range(state["n"]) if s != seat]
    tokens = list(c5["pool"]) + [v for s in hidden for v in c5["tables"][s]]
    ctx["rng"].shuffle(tokens)
    for s in hidden:
        size = len(c5["tables"][s])
        c5["tables"][s] = sorted(tokens[:size])
        tokens = tokens[size:]
    c5["pool"] = sorted(tokens)
    return other


@hook(N, "invariants")
def _invariants(state: dict, seat: int, ctx: dict, rng, events: list) -> None:
    c5 = state["c5"]
    every = c5["pool"] + c5["up"] + [v for t in c5["tables"] for v in t] + [v for t in c5["shown"] for v in t]
    assert {v: every.count(v) for v in TOKENS} == TOKENS and len(every) == sum(TOKENS.values()), "haggis tokens"
    assert all(len(t) <= CAPACITY for t in c5["tables"]), "a table holds at most 5 tokens"
    assert all(len(t) <= MAX_SHOWN for t in c5["shown"]), "at most 3 turned up"
    assert len(c5["up"]) <= FACE_UP and (len(c5["up"]) == FACE_UP or not c5["pool"] or c5["scoring"] is not None)
    assert c5["scoring"] is not None or not any(c5["shown"]), "turned-up tokens outside a haggis scoring"


declare(N)
