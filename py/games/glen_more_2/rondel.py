"""The rondel (rulebook 게임 진행, 론델에서 타일 가져오기, 주사위).

Positions are absolute: a piece's position only grows, and a space of the rondel is position
modulo its size. Tiles sit at absolute positions. The rearmost piece — the least position among
pieces still playing — moves next; the space just behind it stays empty. Tiles behind the rearmost
piece have been passed by everyone and are discarded; the others fill up from the current stack.

Chronicle parts on the rondel ("marker" tiles nobody takes: the mountain of chronicle 2, the
whisky sellers of chronicle 3, the race start of chronicle 1) are never taken or discarded by a
player. A tile may cover several spaces (`rondel_spaces`, the mountain: 2); the spaces it covers
beyond its own position are never refilled. A tile a chronicle keeps (`rondel_keep`) is not
discarded once everyone has passed it: it stays where it is on the board, i.e. one lap further.
A marker may be a *waypoint* for a player (`waypoint`): passing it asks something of them (the
mountain's toll, a sale to a whisky seller), so a move stops there first — the chronicle offers
passing it (`c_pass`), settles the question, and the move goes on from there (`route`).
"""

from __future__ import annotations

from core.rng import Rng

from .data_files import RONDEL_SPACES, TILES

STACKS = ("A", "B", "C", "D")
DIE_FACES = (1, 1, 1, 2, 2, 3)


ENGLAND = "england"  # chronicle 4's Englishman, a rondel piece of its own


def englishman(state: dict) -> int | None:
    """The Englishman's absolute position while he is on the rondel (chronicle 4), else None."""
    pos = (state.get("c4") or {}).get("englishman") if 4 in state.get("chronicles", ()) else None
    return pos if isinstance(pos, int) and not isinstance(pos, bool) else None


def pieces(state: dict) -> dict[str, int]:
    """Every piece still moving: "0".."3" for players, "die" for the die, "england" for the
    Englishman (chronicle 4)."""
    out = {str(seat): p["pos"] for seat, p in enumerate(state["players"]) if not p["finished"]}
    if state["die"] is not None:
        out["die"] = state["die"]
    if englishman(state) is not None:
        out[ENGLAND] = englishman(state)
    return out


def rearmost(state: dict) -> str | None:
    moving = pieces(state)
    return min(moving, key=lambda piece: moving[piece]) if moving else None


def occupied(state: dict) -> set[int]:
    """Absolute positions holding a piece (players who finished stay where they stopped)."""
    out = {p["pos"] for p in state["players"]}
    if state["die"] is not None:
        out.add(state["die"])
    if englishman(state) is not None:
        out.add(englishman(state))
    return out


def spaces(tile_id: str) -> int:
    """Rondel spaces a tile covers (the mountain of chronicle 2: 2)."""
    return TILES[tile_id].get("rondel_spaces", 1)


def is_marker(tile_id: str) -> bool:
    """A chronicle's part on the rondel that nobody takes (and no player discards)."""
    return TILES[tile_id]["type"] == "marker"


def covered(state: dict) -> set[int]:
    """Spaces covered by the far part of a tile that spans several spaces (no tile goes there)."""
    return {int(pos) + k for pos, tile in state["rondel"].items() for k in range(1, spaces(tile))}


def all_ahead(state: dict, start: int) -> list[int]:
    """Positions of every rondel tile ahead of `start` (markers too), nearest first, within a lap."""
    return sorted(int(pos) for pos in state["rondel"] if start < int(pos) < start + RONDEL_SPACES)


def mover_at(state: dict, start: int) -> int | None:
    """The player whose piece (still playing) stands at `start`: the player in turn first."""
    turn = state.get("turn")
    if turn and state["players"][turn["seat"]]["pos"] == start and not state["players"][turn["seat"]]["finished"]:
        return turn["seat"]
    return next((seat for seat, p in enumerate(state["players"]) if p["pos"] == start and not p["finished"]), None)


def route(state: dict, seat: int) -> dict:
    """Where the player's piece can go in this leg of its move: `tiles` (tiles to take or discard),
    `markers` (chronicle markers reached, the waypoint included) and `waypoint` (the first marker
    whose passing asks the player something; the tiles beyond it come after it has been passed)."""
    from .chronicles import modify

    tiles: list[int] = []
    markers: list[int] = []
    for pos in all_ahead(state, state["players"][seat]["pos"]):
        tile = state["rondel"][str(pos)]
        if not is_marker(tile):
            tiles.append(pos)
            continue
        markers.append(pos)
        if modify(state, seat, "waypoint", {"pos": pos, "tile": tile}, False):
            return {"tiles": tiles, "markers": markers, "waypoint": pos}
    return {"tiles": tiles, "markers": markers, "waypoint": None}


def tiles_ahead(state: dict, start: int) -> list[int]:
    """Positions of tiles a piece at `start` may stop on to take (or discard), nearest first: not the
    chronicle markers, and for a player's piece only up to its next waypoint."""
    seat = mover_at(state, start)
    if seat is not None:
        return route(state, seat)["tiles"]
    return [pos for pos in all_ahead(state, start) if not is_marker(state["rondel"][str(pos)])]


def stops_beyond(state: dict, seat: int, pos: int) -> bool:
    """Whether the player's piece, once past `pos`, has somewhere to stop: The End, a free tile, or a
    free marker that is not protected."""
    taken = occupied(state)
    for ahead in all_ahead(state, state["players"][seat]["pos"]):
        if ahead <= pos:
            continue
        tile = TILES[state["rondel"][str(ahead)]]
        if tile["type"] == "end":
            return True
        if ahead not in taken and not tile.get("protected"):
            return True
    return False


def move_piece(state: dict, seat: int, pos: int, rng: Rng, events: list, passing: bool = False) -> None:
    """A chronicle moves a player's piece in their turn: onto a marker (a stop: past The End it is the
    player's last), or on past a waypoint (`passing`: the move goes on from there)."""
    from .chronicles import react

    p = state["players"][seat]
    start = p["pos"]
    p["pos"] = pos
    turn = state.get("turn")
    if turn is not None and not passing:
        end = end_position(state)
        turn["finishing"] = end is not None and pos > end
    events.append({"type": "piece_moved", "seat": seat, "from": start, "pos": pos, "passing": passing})
    react(state, seat, "moved_piece", {"from": start, "pos": pos, "passing": passing}, rng, events)


def end_position(state: dict) -> int | None:
    return next((int(pos) for pos, tile in state["rondel"].items() if TILES[tile]["type"] == "end"), None)


def refill(state: dict, rng: Rng, events: list) -> list[str]:
    """Discard what everyone passed (a kept tile goes one lap on instead, a marker leaves the game),
    then fill every empty space but the one behind the rearmost piece and those a tile covers;
    returns the stacks that ran out during the fill (each ends a round: scoring). The chronicles
    then look at the new position (`refilled`)."""
    from .chronicles import modify, react

    back = min([p["pos"] for p in state["players"] if not p["finished"]]
               + ([state["die"]] if state["die"] is not None else [])
               + ([englishman(state)] if englishman(state) is not None else []), default=None)
    if back is None:
        react(state, -1, "refilled", {"emptied": []}, rng, events)
        return []
    standing = {p["pos"] for p in state["players"]}
    for pos in sorted((pos for pos in state["rondel"] if int(pos) < back), key=int):
        tile = state["rondel"].pop(pos)
        if modify(state, -1, "rondel_keep", {"tile": tile, "pos": int(pos)}, False):
            # never removed: it stays on its spaces, which now lie one lap on (unless a finished piece stands on it)
            state["rondel"][pos if int(pos) in standing else str(int(pos) + RONDEL_SPACES)] = tile
            continue
        if TILES[tile]["type"] == "end":
            continue
        if not is_marker(tile):
            state["discard"].append(tile)
        events.append({"type": "passed_over", "tile": tile})
    taken = occupied(state) | covered(state)
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
    react(state, -1, "refilled", {"emptied": emptied}, rng, events)
    return emptied


def _next_stack(stack: str) -> str | None:
    index = STACKS.index(stack)
    return STACKS[index + 1] if index + 1 < len(STACKS) else None


def die_turn(state: dict, rng: Rng, events: list) -> None:
    """The die, when rearmost: advance as many spaces as rolled — "론델 표시말이 있는 칸은 제외하고
    계산합니다" (spaces with a piece do not count; a tile covering two spaces, chronicle 2's mountain,
    counts two: D19) —, on past tiles carrying a chronicle or protection icon; discard the tile it
    stops on and stay there. It never removes The End, and leaves the game when it reaches it. The
    chronicles see where it went (`die_moved` when it stops on a tile, `die_left` when it leaves)."""
    from .chronicles import modify, react

    roll = DIE_FACES[rng.below(len(DIE_FACES))]
    events.append({"type": "die_roll", "roll": roll})
    start = state["die"]
    ahead = [pos for pos in all_ahead(state, state["die"]) if pos not in occupied(state)]
    count = 0
    for pos in ahead:
        tile = TILES[state["rondel"][str(pos)]]
        if tile["type"] == "end":
            state["die"] = None
            events.append({"type": "die_leaves", "pos": pos})
            react(state, -1, "die_left", {"from": start, "pos": pos}, rng, events)
            return
        count += spaces(state["rondel"][str(pos)])  # the mountain: 2 (with a piece on it: 0, not in `ahead`)
        if count < roll or tile.get("chronicle") or tile.get("protected") or modify(state, -1, "die_skip", {"pos": pos}, False):
            continue
        state["die"] = pos
        react(state, -1, "die_moved", {"from": start, "pos": pos}, rng, events)
        discarded = state["rondel"].pop(str(pos))
        state["discard"].append(discarded)
        events.append({"type": "die_discards", "tile": discarded, "pos": pos})
        return
    state["die"] = None  # nothing left to reach: the die has run out of road (past everything ahead)
    react(state, -1, "die_left", {"from": start, "pos": start + RONDEL_SPACES}, rng, events)
