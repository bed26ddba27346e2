"""The greedy packer: where one tile goes best on a player's boards, scored in points.

A placement is worth the −1 cells it covers, the income it raises (paid every remaining round and
scored once more at the end), the bonus cells it encloses (a reward each remaining bonus phase) or
spoils, and a little for fitting snugly (cells that touch covered cells, walls or the lower-left
corner the income rule fills from), so later tiles still find room. Placement tests are bitmask
operations (`placement.anchors`), so trying every anchor of every rotation on every board is cheap.
"""

from __future__ import annotations

from ..geometry import GEO, SHAPES, item_color
from ..placement import accepts, anchor_masks

BONUS_WORTH = 1.2  # a bonus cell's reward, in points, per bonus phase still to come


def _popcount(x: int) -> int:
    return x.bit_count()


def _income(geo, occ: int) -> int:
    total = 0
    for track in geo.tracks:
        total += next((value for index, value, _ in track.cells if not occ >> index & 1), track.top)
    return total


_TRACKS: dict[str, list[tuple[int, int, int, int]]] = {}
INCOME_HOPE = 0.25  # how much of an income step a half-covered region is already worth (tuned: 1 → 0.25)
_BEST: dict = {}  # best_on_board's answers
MEMO_CAP = 100_000


def income_regions(board_id: str) -> list[tuple[int, int, int, int]]:
    """Per income cell: (its bit, the income it adds once covered, the region that must be covered
    with it, that region's size)."""
    found = _TRACKS.get(board_id)
    if found is None:
        geo = GEO[board_id]
        found = []
        for track in geo.tracks:
            cells = track.cells
            for i, (index, value, prereq) in enumerate(cells):
                after = cells[i + 1][1] if i + 1 < len(cells) else track.top
                region = prereq | (1 << index)
                found.append((1 << index, after - value, region, _popcount(region)))
        _TRACKS[board_id] = found
    return found


_HOPE: dict = {}


def income_hope(board_id: str, occ: int) -> float:
    """Income steps not yet taken, each weighted by how much of its region is covered (to the
    power 1.5: the last cells are the ones that pay). Memoised on the board and its mask."""
    key = (board_id, occ)
    found = _HOPE.get(key)
    if found is None:
        if len(_HOPE) > MEMO_CAP:
            _HOPE.clear()
        found = _HOPE[key] = _income_hope(board_id, occ)
    return found


def _income_hope(board_id: str, occ: int) -> float:
    total = 0.0
    for bit, step, region, size in income_regions(board_id):
        if occ & bit:
            continue
        f = _popcount(occ & region) / size
        total += step * f ** 1.5
    return total


def _active_bonuses(geo, occ: int) -> int:
    return sum(1 for index, _reward, need in geo.bonuses if not occ >> index & 1 and not need & ~occ)


def placement_gain(board: dict, mask: int, income_rounds: int, bonus_rounds: int) -> float:
    """Points a piece covering `mask` brings on `board` (see the module docstring)."""
    return _gain(GEO[board["id"]], board, _Base(board), mask, income_rounds, bonus_rounds)


class _Base:
    """What a placement's gain is measured from: the board's income, income hope and active
    bonuses as they stand (the same for every anchor tried on the board)."""

    __slots__ = ("income", "hope", "bonuses")

    def __init__(self, board: dict) -> None:
        geo = GEO[board["id"]]
        occ = board["occ"]
        self.income = _income(geo, occ) if geo.tracks else 0
        self.hope = income_hope(board["id"], occ) if geo.tracks else 0.0
        self.bonuses = _active_bonuses(geo, occ) if geo.bonuses else 0


_BONUS_MASKS: dict[str, tuple[int, int]] = {}


def _bonus_masks(geo) -> tuple[int, int]:
    """(the bonus cells, the cells whose covering can change which bonuses are active: the bonus
    cells and the neighbours each needs covered), per board."""
    found = _BONUS_MASKS.get(geo.id)
    if found is None:
        cells = zone = 0
        for index, _reward, need in geo.bonuses:
            cells |= 1 << index
            zone |= (1 << index) | need
        found = _BONUS_MASKS[geo.id] = (cells, zone)
    return found


_POS: dict = {}


def _position_cost(geo, mask: int) -> float:
    """The piece's cells' distances from the lower-left corner, summed (memoised per board and mask)."""
    key = (geo.id, mask)
    found = _POS.get(key)
    if found is None:
        rows, stride = geo.rows, geo.stride
        found = 0.0
        m = mask
        while m:
            low = m & -m
            index = low.bit_length() - 1
            r, c = divmod(index, stride)
            found += (rows - 1 - r) + c
            m ^= low
        if len(_POS) > MEMO_CAP:
            _POS.clear()
        _POS[key] = found
    return found


def _gain(geo, board: dict, base: _Base, mask: int, income_rounds: int, bonus_rounds: int) -> float:
    occ = board["occ"]
    after = occ | mask
    gain = float(_popcount(mask & geo.minus_mask))
    if geo.tracks:
        if mask & geo.income_mask:  # the income moves only when an income cell is covered
            gain += (_income(geo, after) - base.income) * income_rounds
        gain += (income_hope(board["id"], after) - base.hope) * INCOME_HOPE * income_rounds
    if geo.bonuses:
        cells, zone = _bonus_masks(geo)
        if mask & zone:  # which bonuses are active moves only near them
            gain += (_active_bonuses(geo, after) - base.bonuses) * BONUS_WORTH * bonus_rounds
        gain -= 0.6 * _popcount(mask & cells)  # a bonus cell covered is lost for good
    # snugness: the piece's outline against covered cells and walls (holes left open are hard to fill)
    border = geo.dilate(mask) & ~mask
    open_border = _popcount(border & ~after)
    gain -= 0.12 * open_border
    if geo.kind != "building":
        # the income rule fills a board from the lower left: prefer cells low and to the left
        gain -= 0.004 * _position_cost(geo, mask)
    return gain


def best_on_board(board: dict, item: str, income_rounds: int, bonus_rounds: int,
                  rotations: list[int] | None = None) -> tuple[float, int, int, int] | None:
    """(gain, rotation, row, col) of the best anchor of `item` on `board`, or None. Memoised on
    what the answer depends on (the board's masks, the item, the rounds): the bot asks the same
    question many times per decision (every branch, every step of a placement)."""
    if not accepts(board, item):
        return None
    color = item_color(item)
    key = (board["id"], board["occ"], board.get(color, 0), item, income_rounds, bonus_rounds,
           None if rotations is None else tuple(rotations))
    if key in _BEST:
        return _BEST[key]
    if len(_BEST) > MEMO_CAP:
        _BEST.clear()
    found = _BEST[key] = _best_on_board(board, item, income_rounds, bonus_rounds, rotations)
    return found


def _best_on_board(board: dict, item: str, income_rounds: int, bonus_rounds: int,
                   rotations: list[int] | None) -> tuple[float, int, int, int] | None:
    geo = GEO[board["id"]]
    base = _Base(board)
    best = None
    shapes = SHAPES[item]
    for rot in (range(len(shapes)) if rotations is None else rotations):
        for row, col, mask in anchor_masks(board, item, rot):
            gain = _gain(geo, board, base, mask, income_rounds, bonus_rounds)
            if best is None or gain > best[0] + 1e-9:
                best = (gain, rot, row, col)
    return best


def best_placement(player: dict, item: str, income_rounds: int, bonus_rounds: int,
                   boards: list[int] | None = None) -> tuple[float, int, int, int, int] | None:
    """(gain, board index, rotation, row, col) of the best place for `item`, or None."""
    best = None
    for index, board in enumerate(player["boards"]):
        if boards is not None and index not in boards:
            continue
        found = best_on_board(board, item, income_rounds, bonus_rounds)
        if found and (best is None or found[0] > best[0] + 1e-9):
            best = (found[0], index, found[1], found[2], found[3])
    return best


def area(item: str) -> int:
    return len(SHAPES[item][0])


def color(item: str) -> str:
    return item_color(item)
