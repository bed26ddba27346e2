"""The effect queue: what a played card, a depth or a manta makes happen, and what it asks for.

A played character's effects run in printed order (§주요 행동 2). Each waits in `state["queue"]`
as `{"op", "n"?, "kind"?, "src", "who"}` (`src` = the slot whose depth started it, -1 otherwise;
`who` = the seat that must carry it out). Automatic effects resolve at once; the first one that
needs a choice stops the queue and `options()` lists the choices. An effect that cannot be carried
out is skipped — "as fully as possible" (§주요 행동 2, FAQ). A paying effect (buy, conquer, hire) is
compulsory only as far as the card's own resources (the pool) reach: mantas and depths are
secondary actions, which are optional (§게임 방법 "원하는 만큼"), so when the pool alone cannot pay,
the player may add the resources that can help or decline the effect (rules-coverage A1).
"""

from __future__ import annotations

from . import board
from .data_files import CHARACTERS, HIRE_COSTS, LOCATIONS, RESOURCE_CODES

PAYING = frozenset({"buy", "conquer", "hire"})


# --- what the deciding player can afford ----------------------------------------------------------


def resource_uses(state: dict, seat: int) -> list[dict]:
    """Resources for the main action: top depths (one per location per main action) and ready
    resource mantas (§부가 행동 A, FAQ)."""
    player = state["players"][seat]
    uses = []
    for index, slot in enumerate(player["slots"]):
        if slot and index not in state["used"] and board.is_resource(board.top_cell(slot)):
            uses.append({"type": "use_depth", "slot": index})
    for i, manta in enumerate(player["mantas"]):
        if manta["ready"] and manta["effect"] in RESOURCE_CODES:
            uses.append({"type": "use_manta", "manta": i})
    return uses


def _code(state: dict, seat: int, use: dict) -> str:
    player = state["players"][seat]
    if use["type"] == "use_depth":
        return board.top_cell(player["slots"][use["slot"]])
    return player["mantas"][use["manta"]]["effect"]


def _potential(state: dict, seat: int) -> dict:
    """The pool after every remaining resource use."""
    pool = {"coins": state["pool"]["coins"], "might": state["pool"]["might"], "kinds": dict(state["pool"]["kinds"])}
    for use in resource_uses(state, seat):
        add_resource(pool, _code(state, seat, use))
    return pool


def helpful_uses(state: dict, head: dict) -> list[dict]:
    """The resource uses that can help pay for the paying effect at the head (A2): only its own
    currency (coins to buy or hire, might to conquer, a kind's might for a location of that kind),
    and only while some choice is out of the pool's reach but within reach of every resource."""
    if head["op"] not in PAYING or state["card"] is None:
        return []
    seat = head["who"]
    now = _choices(state, head, state["pool"])
    wanted = [c for c in _choices(state, head, _potential(state, seat)) if c not in now]
    if not wanted:
        return []
    kinds = {LOCATIONS[c["loc"]]["kind"] for c in wanted} if head["op"] == "conquer" else set()
    uses = []
    for use in resource_uses(state, seat):
        what, _, kind = RESOURCE_CODES[_code(state, seat, use)]
        if head["op"] == "conquer":
            helps = what == "might" and (kind is None or kind in kinds)
        else:
            helps = what == "coins"
        if helps:
            uses.append(use)
    return uses


def add_resource(pool: dict, code: str) -> None:
    what, amount, kind = RESOURCE_CODES[code]
    if kind:
        pool["kinds"][kind] = pool["kinds"].get(kind, 0) + amount
    else:
        pool[what] += amount


def conquer_cost(state: dict, loc: str) -> int:
    """The printed might; one less for a location in the top row (§정찰, 중요)."""
    return LOCATIONS[loc]["conquer"] - (1 if loc in state["loc_top"] else 0)


def _on_offer(state: dict) -> list[str]:
    return state["loc_top"] + state["loc_bottom"]


def _choices(state: dict, head: dict, pool: dict) -> list[dict]:
    """The decisions an effect offers with a given pool (no resource uses)."""
    op, seat, src = head["op"], head["who"], head["src"]
    player = state["players"][seat]
    slots = player["slots"]
    if op == "buy":
        if None not in slots:
            return []
        return [{"type": "buy", "loc": loc} for loc in _on_offer(state) if LOCATIONS[loc]["buy"] <= pool["coins"]]
    if op == "conquer":
        if None not in slots:
            return []
        return [
            {"type": "conquer", "loc": loc} for loc in _on_offer(state)
            if conquer_cost(state, loc) <= pool["might"] + pool["kinds"].get(LOCATIONS[loc]["kind"], 0)
        ]
    if op in ("hire", "hire_free"):
        free = op == "hire_free"
        return [
            {"type": "hire", "slot": i} for i in range(len(state["char_row"]))
            if free or HIRE_COSTS[i] <= pool["coins"]
        ]
    if op == "raise":
        return [
            {"type": "raise", "slot": i} for i, slot in enumerate(slots)
            if slot and i != src and not board.fully_raised(slot)
        ]
    if op == "rise_full":
        return [
            {"type": "rise_full", "slot": i} for i, slot in enumerate(slots)
            if slot and i != src and not board.fully_raised(slot)
        ]
    if op == "score":
        return [{"type": "score", "slot": i} for i, slot in enumerate(slots) if slot and i != src and board.fully_raised(slot)]
    if op == "take_back":
        return [{"type": "take_back", "card": card} for card in sorted(set(player["discard"]))]
    if op == "scout":
        return [{"type": "scout"}, {"type": "skip"}]
    if op == "scout_drop":
        return [{"type": "scout_drop", "loc": loc} for loc in state["loc_top"]]
    if op == "ichthy":
        taken = [g for g, track in enumerate(state["tracks"]) if -1 in track]
        return [{"type": "ichthy", "goal": g} for g in range(len(state["goals"])) if g not in taken and len(state["tracks"][g]) < 5]
    if op == "pick_king":
        return [{"type": "pick_king", "king": king} for king in sorted(state["draft"])]
    raise ValueError(f"unknown effect {op!r}")


def options(state: dict) -> list[dict]:
    """Choices for the effect at the head of the queue. A paying effect also offers the resource
    uses that can help; when the pool alone pays for nothing, declining is offered beside them."""
    head = state["queue"][0]
    choices = _choices(state, head, state["pool"])
    uses = helpful_uses(state, head)
    if uses and not choices:
        return uses + [{"type": "decline"}]
    return choices + uses


def possible(state: dict, head: dict) -> bool:
    """Whether the effect can still be carried out (paying effects: with every resource left)."""
    if head["op"] in PAYING and state["card"] is not None:
        return bool(_choices(state, head, _potential(state, head["who"])))
    return bool(_choices(state, head, state["pool"]))


def spend(pool: dict, currency: str) -> None:
    """A payment uses up all of its currency gathered so far: the leftover is lost, not carried to
    a later payment (A7; §자원 "저장했다가 추후에 사용할 수 없습니다")."""
    if currency == "coins":
        pool["coins"] = 0
    else:
        pool["might"] = 0
        pool["kinds"] = {}


# --- automatic effects -----------------------------------------------------------------------------


def run_automatic(state: dict, head: dict) -> list[dict] | None:
    """Resolve an effect that needs no choice; None if it needs one."""
    op, seat = head["op"], head["who"]
    player = state["players"][seat]
    if op in ("coins", "might"):
        state["pool"][op] += head["n"]
        return []
    if op == "might_kind":
        kinds = state["pool"]["kinds"]
        kinds[head["kind"]] = kinds.get(head["kind"], 0) + head["n"]
        return []
    if op == "ready_mantas":
        for manta in player["mantas"]:
            manta["ready"] = True
        return [{"kind": "ready_mantas", "seat": seat}]
    if op == "matrona":
        return _matrona(state, seat)
    if op == "draw_wild":
        if state["wild_supply"].get(head["effect"], 0) > 0:
            state["wild_supply"][head["effect"]] -= 1
            player["mantas"].append({"effect": head["effect"], "ready": True, "wild": True})
            return [{"kind": "wild", "seat": seat, "manta": head["effect"]}]
        return []
    if op == "others_raise":
        # "Every other player" must follow (FAQ): each raises their own locations, in turn order.
        n = state["n"]
        state["queue"][1:1] = [
            {"op": "raise", "n": head["n"], "src": -1, "who": (seat + k) % n} for k in range(1, n)
        ]
        return []
    return None


def _matrona(state: dict, seat: int) -> list[dict]:
    """All discards back to hand, all own mantas ready (§자주 묻는 질문: 조산사). With two players the
    leftmost character of the row leaves the game; solo, an Ichthyander manta goes onto a goal."""
    player = state["players"][seat]
    player["hand"].extend(player["discard"])
    player["discard"] = []
    for manta in player["mantas"]:
        manta["ready"] = True
    events = [{"kind": "matrona", "seat": seat}]
    if state["n"] == 2 and state["char_row"]:
        removed = state["char_row"].pop(0)
        state["removed_chars"].append(removed)
        events.append({"kind": "row_removed", "card": removed, "reveals": refill_row(state)})
    if state["solo"]:
        queue_ichthy(state, seat, 1)  # right after the Matrona effect, which is still at the head
    return events


def queue_ichthy(state: dict, seat: int, at: int) -> None:
    """Solo: each Matrona play or scout puts an Ichthyander manta on a goal you choose (§솔로)."""
    if state["ichthy_left"] > 0:
        state["queue"].insert(at, {"op": "ichthy", "src": -1, "who": seat})


def refill_row(state: dict) -> bool:
    """Refill the character row from the deck; the deck's last card ends the game (§게임 종료 3).
    True if a card was revealed (nothing before it can be taken back)."""
    revealed = False
    while len(state["char_row"]) < 6 and state["char_deck"]:
        state["char_row"].append(state["char_deck"].pop())
        revealed = True
        if not state["char_deck"]:
            trigger_end(state)
    return revealed


def trigger_end(state: dict) -> None:
    """Once triggered, everyone takes one more turn after this one (§게임 종료)."""
    if not state["end"]:
        state["end"] = True
        state["turns_left"] = state["n"]


def effects_of(card: str, seat: int) -> list[dict]:
    return [{**effect, "src": -1, "who": seat} for effect in CHARACTERS[card]["effects"]]
