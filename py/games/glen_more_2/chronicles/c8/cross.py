"""Chronicle 8 — the seven Penny Mobsters of the other chronicles (페니 몹스터 목록, the cards with two
chronicle icons): they are drawn only when their chronicle is in play (`core.candidates`).

- Callum McQuirk (1, B): rides his controller's boat; whenever it overtakes another boat or is
  overtaken, the controller may give that boat's owner one of their "-1" pennies. Once per game, a
  second prize token at random.
- Bully McMuscle (1, B): his controller's boat passes tiles holding other boats without spending
  movement points. Once per game, a second prize token at random.
- Fraser McStab (5, B): once per game, before the dice of a haggis scoring, take a haggis token
  from another player, who chooses which (the table limit of 5 applies).
- Una McHaggis (5, B): in every haggis scoring, re-roll one of the four dice once.
- Elspeth McTrick (2, S): passing the mountain, or just before leaving it, swap one coin or resource
  lying on it for a resource of the supply.
- Erin McMalt (3, B): passing a whisky seller, its upper-left bonus space is open too.
- John McClaim (6, S): 3 tokens, put in one's turn on landmark-event cards not turned; those cards
  count for him in the scorings; a token leaves the game when its card is turned to its event side.

The hook points live in the chronicles' modules: `c1.row` (moment `c1_boat`, `steps`),
`c1.prize_ops`, `c2.pay_toll` / `c2._refilled` (moment `c2_mountain`), `c3._pass_bonus` (modifier
`seller_pass_bonus`), `c5.start_scoring` / `c5.roll_dice` (moments `haggis_start`, `haggis_rolled`)
and `c6.flip` (moment `c6_flipped`).

Decisions (docs/rules-coverage/glen_more_2_c8_cross.md): C8X-1 overtaking is leaving a tile other
racing boats stand on; C8X-2 Callum's penny goes onto the other player's castle, asked at once;
C8X-3 the second prize comes from the same castle, drawn from the tokens left there; C8X-4 Bully's
boat may go, for one point, to any tile beyond a run of tiles holding other boats (not past its own
home castle); C8X-5 Fraser is asked before each haggis scoring's dice until used, a full table
gives a token back first; C8X-6 Una re-rolls after seeing the four dice, before any token is turned
up; C8X-7 Elspeth's swap changes what lies on the mountain (her controller gains nothing at once),
the mountain stops her controller's move when something lies on it; C8X-8 Erin's bonus sale comes
after the lower-right one; C8X-9 John's tokens go on other players' cards, one per card, and move
only the landmark-card count of the scorings.
"""

from __future__ import annotations

from ...data_files import RESOURCES, TILES
from .. import c1, c2, c5
from .core import MOBSTERS, act, active, ask, c8, gained, mod, on, prompt_options, turn_actions

CALLUM, BULLY, FRASER, UNA = "callum_mcquirk", "bully_mcmuscle", "fraser_mcstab", "una_mchaggis"
ELSPETH, ERIN, JOHN = "elspeth_mctrick", "erin_mcmalt", "john_mcclaim"
RIDERS = (BULLY, CALLUM)  # the two boat riders, in the order their second prize is spent


def _used(state: dict, mob: str) -> bool:
    return mob in state["c8"]["used"]


def _pop(state: dict) -> dict:
    return state["prompts"].pop()


# --- the boat race (chronicle 1): Callum McQuirk, Bully McMuscle -------------------------------------------

def racing(state: dict, seat: int) -> bool:
    """A boat still in the race: not home, no result card (an X boat's race is over, C1-4)."""
    c1s = state["c1"]
    return not c1s["boats"][seat]["home"] and c1s["results"][seat] is None


def boats_at(state: dict, land: str, cell: str, but: int) -> list[int]:
    """The seats whose boats stand on that river tile, `but` one."""
    return [s for s, b in enumerate(state["c1"]["boats"]) if s != but and b["land"] == land and b["cell"] == cell]


@on("c1_boat", CALLUM)
def _overtaking(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'이 플레이어의 보트가 다른 플레이어의 보트를 앞지를 때나 다른 플레이어의 보트가 이 플레이어의
    보트를 앞지를 때, 이 플레이어는 자신이 가지고 있는 '-1점' 페니 1개를 그 플레이어에게 줄 수 있습니다.'
    C8X-1: boats on one tile are level; a boat moving on from a tile (or through it, Bully McMuscle)
    overtakes the racing boats left there."""
    land, cell = ctx["from"]
    passed = [s for s in boats_at(state, land, cell, seat) if racing(state, s)]
    if seat == owner:
        others = passed
    elif owner in passed:
        others = [seat]
    else:
        return
    events.append({"type": "c8_overtake", "seat": seat, "passed": passed})
    for other in reversed(others):  # C8X-2: asked at once, one question per player
        if c8(state)["castle"][owner] > 0:
            ask(state, owner, CALLUM, "give", to=other)


@prompt_options(CALLUM)
def _callum_options(state: dict, seat: int, prompt: dict) -> list[dict]:
    give = [{"type": "c_mob_give", "mob": CALLUM}] if c8(state)["castle"][seat] > 0 else []
    return give + [{"type": "c_mob_keep", "mob": CALLUM}]


def _give_penny(state: dict, seat: int, to: int, events: list) -> None:
    c = c8(state)
    c["castle"][seat] -= 1
    c["castle"][to] += 1
    events.append({"type": "c8_penny_given", "seat": seat, "to": to, "mobster": CALLUM})
    if not c["castle"][seat]:  # no penny left: the other questions go
        state["prompts"][:] = [p for p in state["prompts"] if not (p.get("mob") == CALLUM and p.get("step") == "give")]


def prize2_mob(state: dict, seat: int) -> str | None:
    """The rider whose second prize the player would spend now (holding both: Bully's first)."""
    return next((m for m in RIDERS if active(state, m) == seat and not _used(state, m)), None)


def _second_prize_options(mob: str):
    def options(state: dict, owner: int, seat: int, ctx: dict, value: list) -> list:
        """'게임 중 단 한 번, 자기 보트가 성에 도착하거나 성을 지나서 경품 토큰을 얻을 때, (경품 토큰 1개를
        선택한 뒤에) 무작위로 두 번째 경품 토큰도 가져갈 수 있습니다' — each choice of the prize prompt
        also with the second token (C8X-3: when a token is left on that castle)."""
        prompt = ctx["prompt"]
        if (prompt.get("chronicle") != 1 or prompt.get("c1") != "prize" or seat != owner
                or prize2_mob(state, seat) != mob or len(state["c1"]["prizes"][prompt["castle"]]) < 2):
            return value
        return value + [{"type": "c_mob_prize2", "mob": mob, "token": a["token"]} for a in value if a["type"] == "c_prize"]
    return options


for _rider in RIDERS:
    mod("prompt_options", _rider)(_second_prize_options(_rider))


def second_prize(state: dict, seat: int, mob: str, prompt: dict, token: str, rng, events: list) -> None:
    """The chosen token, then one drawn at random from those left on the castle (C8X-3); both
    tokens' decisions come in order."""
    _pop(state)
    c8(state)["used"].append(mob)
    castle = prompt["castle"]
    ops = c1.prize_ops(state, seat, castle, token, events)
    left = sorted(state["c1"]["prizes"][castle])
    drawn = left[rng.below(len(left))]
    events.append({"type": "c8_second_prize", "seat": seat, "mobster": mob, "castle": castle, "reveals": True})
    ops += c1.prize_ops(state, seat, castle, drawn, events)
    c1.queue_prize_ops(state, seat, ops, rng, events)


@act(CALLUM)
def _callum_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    if action["type"] == "c_mob_prize2":
        second_prize(state, seat, CALLUM, prompt, action["token"], rng, events)
        return
    _pop(state)
    if action["type"] == "c_mob_give":
        _give_penny(state, seat, prompt["to"], events)


def bully_steps(state: dict, seat: int) -> list[int]:
    """How far one movement point takes the boat past tiles holding other boats: beyond each tile of
    a run of such tiles, but not past its own home castle (its race ends there) — C8X-4."""
    spot = dict(state["c1"]["boats"][seat])
    out: list[int] = []
    for steps in range(2, 2 + len(state["c1"]["ring"]) * 8):
        land, cell = c1.next_spot(state, spot)
        if (land == str(seat) and cell == c1.CASTLE) or not boats_at(state, land, cell, seat):
            break
        spot = {"land": land, "cell": cell}
        out.append(steps)
    return out


@turn_actions(BULLY)
def _bully_rows(state: dict, owner: int, prompt: dict) -> list[dict]:
    """'이 플레이어의 보트는 이동할 때, 다른 보트가 있는 타일은 이동 점수를 소모하지 않고 지나갈 수
    있습니다.' — besides chronicle 1's one-tile row (`c_boat`)."""
    turn = state["turn"]
    if prompt["kind"] != "activate" or turn["moves"] <= 0 or not c1.may_row(state, owner):
        return []
    return [{"type": "c_mob_bully", "mob": BULLY, "steps": k} for k in bully_steps(state, owner)]


@act(BULLY)
def _bully_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    if action["type"] == "c_mob_prize2":
        second_prize(state, seat, BULLY, prompt, action["token"], rng, events)
        return
    events.append({"type": "c8_bully", "seat": seat, "steps": action["steps"]})
    c1.row(state, seat, rng, events, steps=action["steps"])


# --- the haggis scoring (chronicle 5): Fraser McStab, Una McHaggis -----------------------------------------

def steal_options(state: dict, owner: int) -> list[dict]:
    """Another player with a token on their table; a full table first gives one of its own back
    to the supply, face down (C8X-5: '한 식탁에 최대 5개까지만 … 제한이 적용됩니다')."""
    tables = state["c5"]["tables"]
    victims = [s for s in range(state["n"]) if s != owner and tables[s]]
    if len(tables[owner]) < c5.CAPACITY:
        return [{"type": "c_mob_steal", "mob": FRASER, "victim": v} for v in victims]
    return [{"type": "c_mob_steal", "mob": FRASER, "victim": v, "give": g} for v in victims for g in sorted(set(tables[owner]))]


@on("haggis_start", FRASER)
def _before_dice(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'게임 중 단 한 번, 해기스 승점 계산을 할 때 주사위를 굴리기 전에, 다른 플레이어 한 명을 골라서
    해기스 토큰 1개를 빼앗을 수 있습니다' — asked before each haggis scoring until used."""
    if not _used(state, FRASER) and steal_options(state, owner):
        ask(state, owner, FRASER, "steal")


@prompt_options(FRASER)
def _fraser_options(state: dict, seat: int, prompt: dict) -> list[dict]:
    if prompt["step"] == "steal":
        return steal_options(state, seat) + [{"type": "c_mob_keep", "mob": FRASER}]
    table = state["c5"]["tables"][seat]  # "hand": the victim chooses which token goes
    return [{"type": "c_mob_hand", "mob": FRASER, "value": v} for v in sorted(set(table))]


def _hand_over(state: dict, victim: int, thief: int, value: int, events: list) -> None:
    """'해기스를 빼앗기는 플레이어가 어떤 해기스 토큰을 줄 것인지 선택합니다. 빼앗은 해기스 토큰은 자기
    식탁에 뒷면이 보이게 놓습니다.'"""
    tables = state["c5"]["tables"]
    tables[victim].remove(value)
    tables[thief].append(value)
    tables[thief].sort()
    events.append({"type": "c8_haggis_stolen", "seat": thief, "victim": victim})


@act(FRASER)
def _fraser_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    _pop(state)
    c5s = state["c5"]
    if action["type"] == "c_mob_steal":
        c8(state)["used"].append(FRASER)
        if "give" in action:
            c5s["tables"][seat].remove(action["give"])
            c5s["pool"].append(action["give"])
            c5s["pool"].sort()
            events.append({"type": "haggis_return", "seat": seat})
        victim = action["victim"]
        values = sorted(set(c5s["tables"][victim]))
        if len(values) > 1:
            ask(state, victim, FRASER, "hand", thief=seat)
            return
        _hand_over(state, victim, seat, values[0], events)
    elif action["type"] == "c_mob_hand":
        _hand_over(state, seat, prompt["thief"], action["value"], events)
    c5.roll_dice(state, rng, events)


@on("haggis_rolled", UNA)
def _rolled(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'해기스 승점 계산을 할 때마다 한 번씩, 주사위 굴림 네 번 중에서 한 번을 다시 굴릴 수 있습니다.'
    C8X-6: the four dice are shown, then the question, then the tokens are turned up."""
    for value in state["c5"]["rolls"]:
        events.append({"type": "haggis_roll", "roll": value, "reveals": True})
    ask(state, owner, UNA, "reroll")


@prompt_options(UNA)
def _una_options(state: dict, seat: int, prompt: dict) -> list[dict]:
    rolls = state["c5"]["rolls"]
    return [{"type": "c_mob_reroll", "mob": UNA, "roll": i} for i in range(len(rolls))] + [{"type": "c_mob_keep", "mob": UNA}]


@act(UNA)
def _una_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    _pop(state)
    rolls = state["c5"]["rolls"]
    if action["type"] == "c_mob_reroll":
        i = action["roll"]
        before, rolls[i] = rolls[i], c5.roll(rng)
        events.append({"type": "c8_reroll", "seat": seat, "index": i, "from": before, "roll": rolls[i], "reveals": True})
    c5.turn_up(state, rng, events, announced=True)


# --- the mountain (chronicle 2): Elspeth McTrick -----------------------------------------------------------

def swaps(state: dict) -> list[dict]:
    """Each coin or resource kind on the mountain, for each other resource of the supply."""
    c2s = state["c2"]
    gives = (["coins"] if c2s["coins"] else []) + [r for r in RESOURCES if c2s["res"].get(r)]
    return [{"type": "c_mob_swap", "mob": ELSPETH, "give": give, "get": get}
            for give in gives for get in RESOURCES if get != give]


@mod("waypoint", ELSPETH)
def _mountain_stops(state: dict, owner: int, seat: int, ctx: dict, value: bool) -> bool:
    """C8X-7: with something on the mountain, passing it stops the controller's move there first
    (like the toll), so the swap can be asked."""
    if value or seat != owner or TILES[ctx["tile"]].get("role") != c2.ROLE:
        return value
    return bool(swaps(state))


@on("c2_mountain", ELSPETH)
def _at_mountain(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'산 타일을 지나갈 때나 산 타일을 떠나기 직전에 산 타일에 놓인 동전 또는 자원 하나를 중앙
    공급처의 자원(나무, 돌, 소, 양, 보리) 중 하나와 교환할 수 있습니다.'"""
    if seat == owner and ctx.get("ask") and swaps(state):
        ask(state, owner, ELSPETH, "swap", at=ctx["at"])


@prompt_options(ELSPETH)
def _elspeth_options(state: dict, seat: int, prompt: dict) -> list[dict]:
    return swaps(state) + [{"type": "c_mob_keep", "mob": ELSPETH}]


@act(ELSPETH)
def _elspeth_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    _pop(state)
    c2s = state["c2"]
    if action["type"] == "c_mob_swap":
        give, get = action["give"], action["get"]
        if give == "coins":
            c2s["coins"] -= 1
        else:
            c2s["res"][give] -= 1
            if not c2s["res"][give]:
                del c2s["res"][give]
        c2s["res"][get] = c2s["res"].get(get, 0) + 1
        events.append({"type": "c8_swap", "seat": seat, "give": give, "get": get})
    if prompt["at"] == "leave":  # the holder now takes what lies there (chronicle 2, C2-1)
        c2.collect(state, seat, rng, events, ask=True)
        c2.next_put(state, events)


# --- whisky sellers (chronicle 3): Erin McMalt --------------------------------------------------------------

@mod("seller_pass_bonus", ERIN)
def _bonus_when_passing(state: dict, owner: int, seat: int, ctx: dict, value: bool) -> bool:
    """''위스키 판매처' 타일을 지나갈 때도 왼쪽 위 보너스 칸에 위스키 술통을 판매할 수 있습니다. 따라서
    위스키 술통 2개를 판매하는 것도 가능합니다.' (C8X-8: after the lower-right sale)"""
    return value or seat == owner


# --- landmark-event cards (chronicle 6): John McClaim -------------------------------------------------------

def claims(state: dict) -> dict:
    """John McClaim's tokens: `cards` (claimed), `lost` (left the game); read without writing."""
    return state["c8"]["mob"].get(JOHN, {"cards": [], "lost": 0})


def card_holder(state: dict, card: str) -> int | None:
    return next((s for s, p in enumerate(state["players"]) if card in p["landmarks"]), None)


def claimable(state: dict, owner: int) -> list[str]:
    """Cards another player holds, not turned to their event side, without a token (C8X-9)."""
    flipped = state["c6"]["flipped"] if "c6" in state else [[] for _ in state["players"]]
    taken = claims(state)["cards"]
    return sorted(c for s, p in enumerate(state["players"]) if s != owner
                  for c in p["landmarks"] if c not in flipped[s] and c not in taken)


@gained(JOHN)
def _john_gained(state: dict, owner: int, rng, events: list) -> None:
    """'이 카드를 가져가면 '존 맥클레임' 토큰 3개를 받습니다.'"""
    c8(state)["tokens"][JOHN] = MOBSTERS[JOHN]["tokens"]
    state["c8"]["mob"][JOHN] = {"cards": [], "lost": 0}


@turn_actions(JOHN)
def _claim_actions(state: dict, owner: int, prompt: dict) -> list[dict]:
    """'나중에 언제든 자기 차례에, 사건 면으로 뒤집히지 않은 랜드마크 사건 카드들에 존 맥클레임 토큰들을
    원하는 만큼 놓을 수 있습니다' — one at a time, as many turns' actions as tokens."""
    if not c8(state)["tokens"].get(JOHN):
        return []
    return [{"type": "c_mob_claim", "mob": JOHN, "card": c} for c in claimable(state, owner)]


@act(JOHN)
def _john_act(state: dict, seat: int, prompt: dict, action: dict, rng, events: list) -> None:
    c8(state)["tokens"][JOHN] -= 1
    state["c8"]["mob"].setdefault(JOHN, {"cards": [], "lost": 0})["cards"].append(action["card"])
    events.append({"type": "c8_claim", "seat": seat, "card": action["card"], "holder": card_holder(state, action["card"])})


@on("c6_flipped", JOHN)
def _flipped(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    """'존 맥클레임 토큰이 놓인 랜드마크 사건 카드가 사건 면으로 뒤집히면, 그 위에 있던 존 맥클레임
    토큰은 게임에서 제거됩니다.'"""
    room = claims(state)
    if ctx["card"] in room["cards"]:
        room["cards"].remove(ctx["card"])
        room["lost"] += 1
        events.append({"type": "c8_claim_lost", "card": ctx["card"]})


@mod("category", JOHN)
def _landmarks_count(state: dict, owner: int, seat: int, ctx: dict, value: int) -> int:
    """'존 맥클레임 토큰이 놓인 랜드마크 사건 카드는 승점 계산을 실시할 때 존 맥클레임 카드를 통제하는
    플레이어가 보유한 카드로 계산합니다 (본래 소유주의 카드로 계산하지 않습니다).'"""
    if ctx["name"] != "landmarks":
        return value
    holders = [card_holder(state, c) for c in claims(state)["cards"]]
    if seat == owner:
        return value + sum(1 for h in holders if h is not None and h != owner)
    return value - holders.count(seat)


@on("invariants", JOHN)
def _john_invariants(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    if JOHN not in state["c8"]["mob"]:
        return
    room = claims(state)
    tokens = c8(state)["tokens"].get(JOHN, 0)
    assert tokens >= 0 and tokens + len(room["cards"]) + room["lost"] == MOBSTERS[JOHN]["tokens"], "John McClaim's tokens"
    assert len(set(room["cards"])) == len(room["cards"]), "two tokens on one card"
    flipped = state["c6"]["flipped"] if "c6" in state else []
    for card in room["cards"]:
        holder = card_holder(state, card)
        assert holder is not None and card not in flipped[holder], "a token on a card turned or held by nobody"


@on("invariants", FRASER)
def _fraser_invariants(state: dict, owner: int, seat: int, ctx: dict, rng, events: list) -> None:
    waiting = [p for p in state["prompts"] if p.get("mob") == FRASER]
    assert not waiting or state["c5"]["scoring"] is not None, "a theft outside a haggis scoring"
