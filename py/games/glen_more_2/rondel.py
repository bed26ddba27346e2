"""The rondel (rulebook 게임 진행, 론델에서 타일 가져오기, 주사위).

Positions are absolute: a piece's position only grows, and a space of the rondel is position
modulo its size. Tiles sit at absolute positions. The rearmost piece — the least position among
pieces still playing — moves next; the space just behind it stays empty. Tiles behind the rearmost
piece have been passed by everyone and are discarded; the others fill up from the current stack.
"""

from __future__ import annotations

from core.rng import Rng

from .data_files import RONDEL_SPACES, TILES

STACKS = ("A", "B", "C", "D")
DIE_FACES = (1, 1, 1, 2, 2, 3)


def pieces(state: dict) -> dict[str, int]:
    """Every piece still moving: "0".."3" for players, "die" for the die."""
    out = {str(seat): p["pos"] for seat, p in enumerate(state["players"]) if not p["finished"]}
    if state["die"] is not None:
        out["die"] = state["die"]
    return out


def rearmost(state: dict) -> str | None:
    moving = pieces(state)
    return min(moving, key=lambda piece: moving[piece]) if moving else None


def occupied(state: dict) -> set[int]:
    """Absolute positions holding a piece (players who finished stay where they stopped)."""
    out = {p["pos"] for p in state["players"]}
    if state["die"] is not None:
        out.add(state["die"])
    return out


def tiles_ahead(state: dict, start: int) -> list[int]:
    """Positions of tiles ahead of `start`, nearest first (within one lap)."""
    return sorted(int(pos) for pos in state["rondel"] if start < int(pos) < start + RONDEL_SPACES)


def end_position(state: dict) -> int | None:
    return next((int(pos) for pos, tile in state["rondel"].items() if TILES[tile]["type"] == "end"), None)


def refill(state: dict, rng: Rng, events: list) -> list[str]:
    """Discard what everyone passed, then fill every empty space but the one behind the rearmost
    piece; returns the stacks that ran out during the fill (each ends a round: scoring)."""
    back = min([p["pos"] for p in state["players"] if not p["finished"]]
               + ([state["die"]] if state["die"] is not None else []), default=None)
    if back is None:
        return []
    for pos in [pos for pos in state["rondel"] if int(pos) < back]:
        tile = state["rondel"].pop(pos)
        if TILES[tile]["type"] != "end":
            state["discard"].append(tile)
            events.append({"type": "passed_over", "tile": tile})
    taken = occupied(state)
    emptied = []
    for pos in range(back + 1, back + RONDEL_SPACES - 1):
        if str(pos) in state["rondel"] or pos in taken:
            continue
        stack = state["stack"]
        while stack is not None and not state["stacks"][stack]:
            stack = _next_stack(stack)
        if stack is None:
            break
        state["stack"] = stack
        tile = state["stacks"][stack].pop()
        state["rondel"][str(pos)] = tile
        events.append({"type": "refill", "tile": tile, "pos": pos, "reveals": True})
        if not state["stacks"][stack] and stack != "D":
            emptied.append(stack)
    return emptied


def _next_stack(stack: str) -> str | None:
    index = STACKS.index(stack)
    return STACKS[index + 1] if index + 1 < len(STACKS) else None


def die_turn(state: dict, rng: Rng, events: list) -> None:
    """The die, when rearmost: advance as many tiles as rolled (spaces with pieces do not count),
    on past tiles carrying a chronicle or protection icon; discard the tile it stops on and stay
    there. It never removes The End, and leaves the game when it reaches it."""
    from .chronicles import react

    roll = DIE_FACES[rng.below(len(DIE_FACES))]
    events.append({"type": "die_roll", "roll": roll})
    start = state["die"]
    ahead = [pos for pos in tiles_ahead(state, state["die"]) if pos not in occupied(state)]
    count = 0
    for pos in ahead:
        tile = TILES[state["rondel"][str(pos)]]
        if tile["type"] == "end":
            state["die"] = None
            events.append({"type": "die_leaves", "pos": pos})
            return
        count += 1
        if count < roll or tile.get("chronicle") or tile.get("protected"):
            continue
        state["die"] = pos
        react(state, -1, "die_moved", {"from": start, "pos": pos}, rng, events)
        discarded = state["rondel"].pop(str(pos))
        state["discard"].append(discarded)
        events.append({"type": "die_discards", "tile": discarded, "pos": pos})
        return
    state["die"] = None  # nothing left to reach: the die has run out of road
