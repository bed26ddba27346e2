"""A player's land: tiles on a square grid that never rotate (rulebook 타일 배치 규칙).

Cells are keyed "x,y" (x grows east, y grows south); a cell holds a stack of tiles (expansion tiles
on top; only the top one counts), the resources on it (at most 3) and the player's Scotsmen. The
double home tile is two cells: the starting village at 0,0 and the home castle at 1,0.
"""

from __future__ import annotations

from .data_files import TILES

OPPOSITE = {"W": "E", "E": "W", "N": "S", "S": "N"}
STEP = {"W": (-1, 0), "E": (1, 0), "N": (0, -1), "S": (0, 1)}
NEAR8 = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
MAX_RESOURCES = 3


def key(x: int, y: int) -> str:
    return f"{x},{y}"


def xy(cell: str) -> tuple[int, int]:
    x, y = cell.split(",")
    return int(x), int(y)


def new_land() -> dict:
    return {
        "0,0": {"tiles": ["home_village"], "res": {}, "scots": 1},
        "1,0": {"tiles": ["home_castle"], "res": {}, "scots": 0},
    }


def top(land: dict, cell: str) -> dict:
    return TILES[land[cell]["tiles"][-1]]


def river(land: dict, cell: str) -> list[str]:
    return top(land, cell).get("river", [])


def neighbours8(cell: str) -> list[str]:
    x, y = xy(cell)
    return [key(x + dx, y + dy) for dx, dy in NEAR8]


def neighbours4(cell: str) -> list[str]:
    x, y = xy(cell)
    return [key(x + dx, y + dy) for dx, dy in STEP.values()]


def toward(cell: str, side: str) -> str:
    x, y = xy(cell)
    dx, dy = STEP[side]
    return key(x + dx, y + dy)


def _anchors(land: dict, castles_count: bool) -> set[str]:
    """Cells whose 8 neighbours (and themselves, for an expansion) may receive a tile: those with
    one of the player's Scotsmen, and castles too with clan Mackintosh."""
    out = {cell for cell, spot in land.items() if spot["scots"] > 0}
    if castles_count:
        out |= {cell for cell in land if top(land, cell)["type"] == "castle"}
    return out


def _river_fits(land: dict, cell: str, edges: list[str]) -> bool:
    """A river tile extends the single river at one of its open ends, and every other river edge
    faces an empty cell; a tile without river never sits where a river edge points (타일 배치 규칙)."""
    pointing_in = [side for side in STEP if toward(cell, side) in land
                   and OPPOSITE[side] in river(land, toward(cell, side))]
    if not edges:
        return not pointing_in
    if len(pointing_in) != 1 or pointing_in[0] not in edges:
        return False
    return all(toward(cell, side) not in land for side in edges if side != pointing_in[0])


def placements(land: dict, tile_id: str, castles_count: bool = False, anywhere: bool = False) -> list[str]:
    """Cells where the tile may go: a new cell edge-adjacent to the land, next to one of the
    player's Scotsmen (diagonals count), fitting the river; or, for an expansion tile, on a top
    tile of its base type with the same river shape, with a Scotsman on or next to it. `anywhere`
    drops the Scotsman rule (chronicle 8's Derek Anderson)."""
    tile = TILES[tile_id]
    anchors = set(land) if anywhere else _anchors(land, castles_count)
    near = set(anchors)
    for cell in anchors:
        near.update(neighbours8(cell))
    base = tile.get("expansion")
    if base:
        return sorted(cell for cell in land if cell in near and top(land, cell)["type"] == base
                      and sorted(river(land, cell)) == sorted(tile.get("river", [])))
    edges = tile.get("river", [])
    out = set()
    for cell in land:
        for side in STEP:
            spot = toward(cell, side)
            if spot not in land and spot in near and spot not in out and _river_fits(land, spot, edges):
                out.add(spot)
    return sorted(out, key=lambda c: (xy(c)[1], xy(c)[0]))


def place(land: dict, tile_id: str, cell: str) -> None:
    if cell in land:
        land[cell]["tiles"].append(tile_id)
    else:
        land[cell] = {"tiles": [tile_id], "res": {}, "scots": 0}


def add_resource(land: dict, cell: str, res: str, amount: int = 1) -> int:
    """Put resources on a tile, up to 3 in all (the rest is lost); returns how many fit."""
    spot = land[cell]
    room = MAX_RESOURCES - sum(spot["res"].values())
    fit = max(0, min(room, amount))
    if fit:
        spot["res"][res] = spot["res"].get(res, 0) + fit
    return fit


def resources(land: dict) -> dict[str, int]:
    total: dict[str, int] = {}
    for spot in land.values():
        for res, n in spot["res"].items():
            total[res] = total.get(res, 0) + n
    return total


def take_resource(land: dict, res: str, cell: str | None = None) -> None:
    """Pay one resource from the land: from `cell` when the player chose it, else from the tile
    holding the most of it (D1)."""
    if cell is None:
        cell = max((c for c in land if land[c]["res"].get(res)), key=lambda c: (land[c]["res"][res], c))
    elif not land.get(cell, {}).get("res", {}).get(res):
        raise ValueError(f"no {res} on {cell}")
    spot = land[cell]
    spot["res"][res] -= 1
    if not spot["res"][res]:
        del spot["res"][res]


def has_room(land: dict) -> bool:
    return any(sum(spot["res"].values()) < MAX_RESOURCES for spot in land.values())


def tile_count(land: dict) -> int:
    """Territory size for the final scoring: each cell once (a stack is one tile); the home tile
    is two tiles."""
    return len(land)


def removable(land: dict, cells: list[str], keep: frozenset = frozenset()) -> bool:
    """Whether removing `cells` leaves a land whose tiles all stay joined by edges (no tile left
    touching the others only at a corner); the home tile and `keep` cells never go."""
    if any(cell in ("0,0", "1,0") or cell in keep or cell not in land for cell in cells):
        return False
    rest = set(land) - set(cells)
    seen = {"0,0"}
    todo = ["0,0"]
    while todo:
        for nb in neighbours4(todo.pop()):
            if nb in rest and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return seen == rest


def remove(land: dict, cell: str) -> None:
    """Remove a cell's whole stack; its resources and Scotsmen go to the home castle
    (부록 1 모랄 호, 부록 2 맥밀란), which still holds at most 3 resources (D7)."""
    spot = land.pop(cell)
    castle = land["1,0"]
    castle["scots"] += spot["scots"]
    for res, n in spot["res"].items():
        add_resource(land, "1,0", res, n)


def scotsmen(land: dict) -> int:
    return sum(spot["scots"] for spot in land.values())
