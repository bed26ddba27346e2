"""Placing items on boards and buildings (rulebook pp.12-13, 아무 때나 할 수 있는 행동).

- Home and exploration boards take green and blue goods (special tiles are blue), silver and ore;
  green never edge-adjacent to green; an income cell only when every cell to its left, below it
  and in between is covered or covered by this piece (bonus cells count as covered).
- Stone and long houses take orange, red, green and blue goods and silver, never ore; orange not
  next to orange, red not next to red; the long house's pillars are never covered.
- Nothing overlaps, nothing leaves the outline, and nothing placed ever comes back.
"""

from __future__ import annotations

from collections.abc import Iterator

from .geometry import GEO, SHAPE_ID, SHAPES, BoardGeo, item_color

BOARD_COLORS = frozenset({"green", "blue", "silver", "ore"})
HOUSE_COLORS = frozenset({"orange", "red", "green", "blue", "silver", "wood"})  # wood: Master Joiner


def new_board(board_id: str) -> dict:
    """A player's copy of a board or building: masks of covered cells per colour class, and pieces."""
    geo = GEO[board_id]
    return {"id": board_id, "occ": 0, "green": 0, "orange": 0, "red": 0, "pieces": [],
            "slots": {res: 0 for res in geo.slots}}


def accepts(board: dict, item: str) -> bool:
    geo = GEO[board["id"]]
    if not geo.coverable:
        return False
    allowed = BOARD_COLORS if geo.kind != "building" else HOUSE_COLORS
    return item_color(item) in allowed


def _forbidden(geo: BoardGeo, board: dict, color: str) -> int:
    if geo.kind == "building":
        return geo.dilate(board[color]) if color in ("orange", "red") else 0
    return geo.dilate(board["green"]) if color == "green" else 0


def _income_ok(geo: BoardGeo, occ: int, mask: int) -> bool:
    after = occ | mask
    for track in geo.tracks:
        for index, _value, prereq in track.cells:
            if mask >> index & 1 and prereq & ~after:
                return False
    return True


def anchors(board: dict, item: str, rotation: int) -> list[tuple[int, int]]:
    """Every (row, col) where `item`, turned to `rotation`, may be placed now on `board`."""
    return [(row, col) for row, col, _mask in anchor_masks(board, item, rotation)]


def anchor_masks(board: dict, item: str, rotation: int) -> list[tuple[int, int, int]]:
    """`anchors` with the cells each covers, as a mask: (row, col, mask)."""
    return list(_anchor_masks(board, item, rotation))


def has_anchor(board: dict, item: str, rotation: int) -> bool:
    """Whether `anchors` would list anything (stops at the first)."""
    return next(_anchor_masks(board, item, rotation), None) is not None


def _anchor_masks(board: dict, item: str, rotation: int) -> Iterator[tuple[int, int, int]]:
    geo = GEO[board["id"]]
    occ = board["occ"]
    blocked = occ | _forbidden(geo, board, item_color(item))
    for row, col, mask in geo.candidates(SHAPES[item][rotation]):
        if mask & blocked:
            continue
        if mask & geo.income_mask and not _income_ok(geo, occ, mask):
            continue
        yield row, col, mask


_FITS: dict = {}
# Per item: its colour, its shapes' id, and whether the board keeps a mask of that colour.
_ITEM_KEYS = {item: (item_color(item), SHAPE_ID[item], item_color(item) in ("green", "orange", "red"))
              for item in SHAPES}


def fits_somewhere(board: dict, item: str) -> bool:
    """Whether `item` has at least one legal position on `board` (memoised on the board's masks;
    whether the board takes the item at all depends only on the board and the colour, both in the key)."""
    color, shape_id, masked = _ITEM_KEYS[item]
    key = (board["id"], board["occ"], board[color] if masked else 0, color, shape_id)
    found = _FITS.get(key)
    if found is None:
        found = accepts(board, item) and _fits(board, item, color)
        if len(_FITS) > 200_000:
            _FITS.clear()
        _FITS[key] = found
    return found


def _fits(board: dict, item: str, color: str) -> bool:
    geo = GEO[board["id"]]
    occ = board["occ"]
    blocked = occ | _forbidden(geo, board, color)
    return any(
        not mask & blocked and (not mask & geo.income_mask or _income_ok(geo, occ, mask))
        for shape in SHAPES[item]
        for _r, _c, mask in geo.candidates(shape)
    )


def put(board: dict, item: str, rotation: int, row: int, col: int) -> None:
    """Place `item` (legality already checked against `anchors`)."""
    geo = GEO[board["id"]]
    mask = 0
    cells = []
    for dr, dc in SHAPES[item][rotation]:
        index = geo.index(row + dr, col + dc)
        mask |= 1 << index
        cells.append([row + dr, col + dc])
    board["occ"] |= mask
    color = item_color(item)
    if color in ("green", "orange", "red"):
        board[color] |= mask
    board["pieces"].append({"item": item, "cells": cells})


_INCOME: dict[tuple[str, int], int] = {}  # income's memo: it reads only the board and its covered cells


def income(board: dict) -> int:
    """Silver this board pays in phase 7: per income track, its lowest uncovered value (the value
    printed past the end once the whole track is covered)."""
    key = (board["id"], board["occ"])
    found = _INCOME.get(key)
    if found is None:
        found = 0
        occ = board["occ"]
        for track in GEO[board["id"]].tracks:
            found += next((value for index, value, _ in track.cells if not occ >> index & 1), track.top)
        if len(_INCOME) > 200_000:
            _INCOME.clear()
        _INCOME[key] = found
    return found


def bonuses(board: dict) -> list[dict]:
    """Rewards of the bonus cells left uncovered whose every neighbour is covered (edges, other
    bonus cells and uncoverable cells count as covered; rulebook 10단계)."""
    geo = GEO[board["id"]]
    occ = board["occ"]
    return [reward for index, reward, need in geo.bonuses if not occ >> index & 1 and not need & ~occ]


def uncovered_minus(board: dict) -> int:
    """−1 cells left uncovered, with empty wood/stone slots of sheds and stone houses."""
    geo = GEO[board["id"]]
    open_cells = (geo.minus_mask & ~board["occ"]).bit_count()
    return open_cells + sum(geo.slots[res] - board["slots"][res] for res in geo.slots)


def misplaced_pairs(board: dict) -> int:
    """Pairs of edge-adjacent pieces that break a colour rule (rulebook p.23 감점: one Thing penalty
    per such pair). The engine never allows one; scoring counts them for imported positions."""
    geo = GEO[board["id"]]
    colors = ("green",) if geo.kind != "building" else ("orange", "red")
    if _no_touching(geo, board, colors):
        return 0
    stride = geo.stride
    masks = []
    for piece in board["pieces"]:
        color = item_color(piece["item"])
        if color in colors:
            mask = 0
            for r, c in piece["cells"]:
                mask |= 1 << (r * stride + c)
            masks.append((color, mask))
    pairs = 0
    for i, (color_a, mask_a) in enumerate(masks):
        near = geo.dilate(mask_a)
        pairs += sum(1 for color_b, mask_b in masks[i + 1:] if color_b == color_a and near & mask_b)
    return pairs


_INNER: dict[str, tuple[str, int, int]] = {}


def _inner(item: str) -> tuple[str, int, int]:
    """(colour, cells, edge-adjacent pairs of cells) of one piece of `item` (the same in any rotation)."""
    found = _INNER.get(item)
    if found is None:
        cells = set(SHAPES[item][0])
        pairs = sum(1 for r, c in cells for other in ((r + 1, c), (r, c + 1)) if other in cells)
        found = _INNER[item] = (item_color(item), len(cells), pairs)
    return found


def _no_touching(geo: BoardGeo, board: dict, colors: tuple[str, ...]) -> bool:
    """True when no piece of these colours overlaps or touches another of its colour, read off the
    board's colour masks (the union of those pieces, kept by `put`) without walking any cells:
    the cells and the edge-adjacent pairs of cells in each mask are then exactly those inside
    its pieces. False means "count them one by one" (never so in a legal position)."""
    cells = pairs = 0
    for piece in board["pieces"]:
        color, n, inner = _INNER.get(piece["item"]) or _inner(piece["item"])
        if color in colors:
            cells += n
            pairs += inner
    stride = geo.stride
    for color in colors:
        mask = board[color]
        cells -= mask.bit_count()
        pairs -= (mask & (mask >> 1)).bit_count() + (mask & (mask >> stride)).bit_count()
    return cells == 0 and pairs == 0


def check_board(board: dict) -> None:
    """Invariant: the masks agree with the pieces, nothing overlaps or leaves the outline."""
    geo = GEO[board["id"]]
    occ = 0
    colors = {"green": 0, "orange": 0, "red": 0}
    for piece in board["pieces"]:
        mask = 0
        for r, c in piece["cells"]:
            mask |= 1 << geo.index(r, c)
        assert not mask & occ, f"pieces overlap on {board['id']}"
        occ |= mask
        color = item_color(piece["item"])
        if color in colors:
            colors[color] |= mask
    assert occ == board["occ"] and occ & geo.coverable == occ, f"bad cover mask on {board['id']}"
    assert all(board[c] == colors[c] for c in colors), f"bad colour masks on {board['id']}"
    assert misplaced_pairs(board) == 0, f"a colour rule is broken on {board['id']}"
    for res, filled in board["slots"].items():
        assert 0 <= filled <= geo.slots[res]
