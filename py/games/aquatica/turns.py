"""A turn: one main action (play a character, carry out its effects) and any number of secondary
actions before or after it (use a ready manta; use the top depth of a location), goals, end of turn
(§게임 방법, §부가 행동, §목표, §게임 종료)."""

from __future__ import annotations

from core.rng import Rng

from . import board, effects
from .data_files import CHARACTERS, EFFECT_CODES, GOAL_VALUES, HIRE_COSTS, LOCATIONS, RESOURCE_CODES
from .goals import achieved

PROMPT_PHASES = ("main", "effect", "pick_king")


# --- legal actions ---------------------------------------------------------------------------------


def legal_actions(state: dict) -> list[dict]:
    phase = state["phase"]
    if phase == "over":
        return []
    if phase in PROMPT_PHASES:
        return effects.options(state)
    seat = state["turn"]
    player = state["players"][seat]
    actions = []
    if not state["main_done"]:
        actions += [{"type": "play", "card": card} for card in sorted(set(player["hand"]))]
    actions += _secondary(state, seat)
    taken = {g for g in player["goals"]}
    trained = [i for i, manta in enumerate(player["mantas"]) if not manta["wild"]]
    for g, goal in enumerate(state["goals"]):
        if g not in taken and len(state["tracks"][g]) < 5 and trained and achieved(state, seat, goal):
            actions += [{"type": "claim", "goal": g, "manta": i} for i in trained]
    if state["main_done"]:
        actions.append({"type": "end_turn"})
    return actions


def _secondary(state: dict, seat: int) -> list[dict]:
    """Effects of ready mantas and top depths; never one whose effect would be wholly wasted."""
    player = state["players"][seat]
    actions = []
    for i, manta in enumerate(player["mantas"]):
        code = manta["effect"]
        if manta["ready"] and code in EFFECT_CODES and _useful(state, seat, code, -1):
            actions.append({"type": "use_manta", "manta": i})
    for index, slot in enumerate(player["slots"]):
        code = board.top_cell(slot) if slot else None
        if board.is_effect(code) and _useful(state, seat, code, index):
            actions.append({"type": "use_depth", "slot": index})
    return actions


def _useful(state: dict, seat: int, code: str, src: int) -> bool:
    """Whether the effect would do something. Covering the source cell first changes nothing here:
    every effect that targets a location already excludes the source location."""
    return effects.possible(state, {**EFFECT_CODES[code], "src": src, "who": seat})


# --- applying --------------------------------------------------------------------------------------


def apply(state: dict, action: dict, rng: Rng) -> list[dict]:
    kind = action["type"]
    seat = state["actor"]
    if state["phase"] in PROMPT_PHASES and kind not in ("use_depth", "use_manta"):
        events = _answer(state, seat, action)
    else:
        events = _act(state, seat, action)
    events += settle(state)
    return events


def _act(state: dict, seat: int, action: dict) -> list[dict]:
    kind = action["type"]
    player = state["players"][seat]
    if kind == "play":
        card = action["card"]
        player["hand"].remove(card)
        state["card"] = card
        state["phase"] = "main"
        state["queue"] = effects.effects_of(card, seat)
        return [{"kind": "play", "seat": seat, "card": card}]
    if kind == "use_manta":
        manta = player["mantas"][action["manta"]]
        manta["ready"] = False
        return _use(state, seat, manta["effect"], -1, [{"kind": "use_manta", "seat": seat, "manta": manta["effect"]}])
    if kind == "use_depth":
        index = action["slot"]
        code, risen = board.use_top(state, seat, index)
        if state["card"] is not None and code in RESOURCE_CODES:
            state["used"].append(index)
        return _use(state, seat, code, index, [{"kind": "use_depth", "seat": seat, "slot": index, "code": code}] + risen)
    if kind == "claim":
        return _claim(state, seat, action)
    if kind == "end_turn":
        return _end_turn(state, seat)
    raise ValueError(kind)


def _use(state: dict, seat: int, code: str, src: int, events: list[dict]) -> list[dict]:
    if code in RESOURCE_CODES:
        effects.add_resource(state["pool"], code)
        return events
    state["queue"].insert(0, {**EFFECT_CODES[code], "src": src, "who": seat})
    if state["phase"] == "turn":
        state["phase"] = "effect"
    return events


def _answer(state: dict, seat: int, action: dict) -> list[dict]:
    """Carry out the choice made for the effect at the head of the queue."""
    head = state["queue"][0]
    kind = action["type"]
    player = state["players"][seat]
    pool = state["pool"]
    events: list[dict] = []
    done = True
    if kind == "buy":
        effects.spend(pool, "coins")  # the price, and the leftover is lost (A7)
        events = _take_location(state, seat, action["loc"], "buy")
    elif kind == "conquer":
        effects.spend(pool, "might")  # generic and kind might alike: the Grabber's second conquest starts afresh
        events = _take_location(state, seat, action["loc"], "conquer")
    elif kind == "decline":
        # Only offered when the pool alone cannot pay: adding mantas or depths is optional (A1).
        events = [{"kind": "decline", "seat": seat, "op": head["op"]}]
    elif kind == "hire":
        events = _hire(state, seat, action["slot"], head["op"] == "hire_free")
    elif kind == "raise":
        events = board.raise_by(state, seat, action["slot"], 1)
        events.insert(0, {"kind": "raise", "seat": seat, "slot": action["slot"]})
        head["n"] -= 1
        done = head["n"] == 0
    elif kind == "rise_full":
        slot = player["slots"][action["slot"]]
        events = [{"kind": "rise_full", "seat": seat, "slot": action["slot"]}]
        events += board.raise_by(state, seat, action["slot"], len(board.cells(slot)))
    elif kind == "score":
        slot = player["slots"][action["slot"]]
        player["slots"][action["slot"]] = None
        player["scored"].append(slot["loc"])
        events = [{"kind": "score", "seat": seat, "loc": slot["loc"], "private": [seat]}]
    elif kind == "take_back":
        player["discard"].remove(action["card"])
        player["hand"].append(action["card"])
        events = [{"kind": "take_back", "seat": seat, "card": action["card"]}]
    elif kind == "scout":
        return _scout(state, seat)
    elif kind == "skip":
        events = [{"kind": "skip", "seat": seat}]
    elif kind == "scout_drop":
        state["loc_top"].remove(action["loc"])
        state["loc_discard"].append(action["loc"])
        done = len(state["loc_top"]) <= 4
        if done:
            state["queue"].pop(0)
            return [{"kind": "scout_drop", "loc": action["loc"]}] + _deal_bottom(state)
        return [{"kind": "scout_drop", "loc": action["loc"]}]
    elif kind == "ichthy":
        state["tracks"][action["goal"]].append(-1)
        state["ichthy_left"] -= 1
        if state["ichthy_left"] == 0:
            effects.trigger_end(state)
        events = [{"kind": "ichthy", "goal": action["goal"]}]
    elif kind == "pick_king":
        return _pick_king(state, seat, action["king"])
    if done or not effects.possible(state, head):
        state["queue"].pop(0)
    return events


def _take_location(state: dict, seat: int, loc: str, how: str) -> list[dict]:
    row = state["loc_top"] if loc in state["loc_top"] else state["loc_bottom"]
    row.remove(loc)  # the gap stays until a scout (§정찰)
    return [{"kind": how, "seat": seat, "loc": loc}] + board.place(state, seat, loc)


def _hire(state: dict, seat: int, index: int, free: bool) -> list[dict]:
    """Pay the price under the slot, take the card to hand, shift the row left, refill (§효과 1)."""
    cost = 0 if free else HIRE_COSTS[index]
    if not free:
        effects.spend(state["pool"], "coins")
    card = state["char_row"].pop(index)
    player = state["players"][seat]
    player["hand"].append(card)
    if cost == 5:
        player["hired_for5"] = True
    revealed = effects.refill_row(state)
    return [{"kind": "hire", "seat": seat, "card": card, "cost": cost, "reveals": revealed}]


def _scout(state: dict, seat: int) -> list[dict]:
    """Top row to the discard pile, bottom row up (keep at most 4 of your choice), deal 6 (§정찰)."""
    state["queue"].pop(0)
    state["loc_discard"].extend(state["loc_top"])
    state["loc_top"] = state["loc_bottom"]
    state["loc_bottom"] = []
    events = [{"kind": "scout", "seat": seat}]
    if state["solo"]:
        effects.queue_ichthy(state, seat, 0)
    if len(state["loc_top"]) > 4:
        state["queue"].insert(0, {"op": "scout_drop", "src": -1, "who": seat})
        return events
    return events + _deal_bottom(state)


def _deal_bottom(state: dict) -> list[dict]:
    dealt = 0
    while len(state["loc_bottom"]) < 6 and state["loc_deck"]:
        state["loc_bottom"].append(state["loc_deck"].pop())
        dealt += 1
    if not state["loc_deck"]:
        effects.trigger_end(state)  # §게임 종료 2: the location deck has run out
    return [{"kind": "deal", "count": dealt, "reveals": dealt > 0}]


def _pick_king(state: dict, seat: int, king: str) -> list[dict]:
    """Expert draft (last player first, then counter-clockwise) or the solo choice of three."""
    state["draft"].remove(king)
    player = state["players"][seat]
    player["king"] = king
    player["hand"].append(king)
    events = [{"kind": "pick_king", "seat": seat, "private": [seat], "card": king}]
    if seat == 0 or state["solo"]:
        state["draft"] = []  # the last king goes back to the box
        state["queue"] = []
        state["phase"] = "turn"
        state["actor"] = state["turn"] = 0
    else:
        state["queue"] = [{"op": "pick_king", "src": -1, "who": seat - 1}]
    return events


def _claim(state: dict, seat: int, action: dict) -> list[dict]:
    """Your own trained manta, ready or tired, onto the leftmost free space of the goal (§목표)."""
    player = state["players"][seat]
    player["mantas"].pop(action["manta"])
    state["tracks"][action["goal"]].append(seat)
    player["goals"].append(action["goal"])
    value = GOAL_VALUES[state["goals"][action["goal"]]][len(state["tracks"][action["goal"]]) - 1]
    if len(player["goals"]) == len(state["goals"]):
        effects.trigger_end(state)  # §게임 종료 1: all four goals
    return [{"kind": "claim", "seat": seat, "goal": action["goal"], "value": value}]


def _end_turn(state: dict, seat: int) -> list[dict]:
    events = [{"kind": "end_turn", "seat": seat}]
    state["turns"] += 1
    state["main_done"] = False
    if state["end"]:
        if state["turns_left"] == 0:
            state["phase"] = "over"
            state["actor"] = -1
            state["winners"] = winners(state)
            return events + [{"kind": "game_over", "winners": state["winners"]}]
        state["turns_left"] -= 1
    state["turn"] = state["actor"] = (seat + 1) % state["n"]
    return events


# --- the queue ---------------------------------------------------------------------------------------


def settle(state: dict) -> list[dict]:
    """Resolve automatic effects and impossible ones until a choice is needed or the queue is empty."""
    events: list[dict] = []
    queue = state["queue"]
    while queue:
        head = queue[0]
        done = effects.run_automatic(state, head)
        if done is not None:
            queue.pop(0)
            events += done
            continue
        if effects.options(state):  # a paying effect offers nothing unless it can be paid somehow
            state["actor"] = head["who"]
            return events
        queue.pop(0)
        events.append({"kind": "skipped", "seat": head["who"], "op": head["op"]})
    if state["phase"] == "main":
        events += _finish_main(state)
    if state["phase"] in ("main", "effect"):
        state["phase"] = "turn"
    state["actor"] = state["turn"]
    return events


def _finish_main(state: dict) -> list[dict]:
    """The played card goes to the discard pile (Matrona back to hand; a one-use king leaves the
    game); unspent coins and might are lost (§자원: 저장할 수 없습니다)."""
    seat = state["turn"]
    player = state["players"][seat]
    card = state["card"]
    if any(effect["op"] == "matrona" for effect in CHARACTERS[card]["effects"]):
        player["hand"].append(card)
    elif CHARACTERS[card].get("once"):
        state["removed_chars"].append(card)
    else:
        player["discard"].append(card)
    state["card"] = None
    state["pool"] = {"coins": 0, "might": 0, "kinds": {}}
    state["used"] = []
    state["main_done"] = True
    return [{"kind": "main_done", "seat": seat}]


# --- scoring -----------------------------------------------------------------------------------------


def score_breakdown(state: dict, seat: int) -> dict:
    """1 per character in hand (king included), goal spaces, VP of scored locations (§점수 계산)."""
    player = state["players"][seat]
    goals = 0
    for g, track in enumerate(state["tracks"]):
        if seat in track:
            goals += GOAL_VALUES[state["goals"][g]][track.index(seat)]
    scored = sum(LOCATIONS[loc]["vp"] for loc in player["scored"])
    return {"hand": len(player["hand"]), "goals": goals, "scored": scored, "total": len(player["hand"]) + goals + scored}


def _mantas(state: dict, seat: int) -> int:
    """The mantas the player still holds, trained and wild, ready or tired; those placed on goal
    tracks have left them (A6: "가오리를 더 많이 갖고 있는 이", §게임 종료 1)."""
    return len(state["players"][seat]["mantas"])


def winners(state: dict) -> list[int]:
    """Most points; ties: more mantas held, then the lower king number, then the later starting seat."""
    def key(seat: int) -> tuple:
        king = state["players"][seat]["king"]
        number = CHARACTERS[king]["number"] if king else 99
        return (score_breakdown(state, seat)["total"], _mantas(state, seat), -number, seat)

    best = max(range(state["n"]), key=key)
    return [best]
