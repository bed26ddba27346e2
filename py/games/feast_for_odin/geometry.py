"""Board and tile geometry as bitmasks: each board's grid is flattened row by row with one padding
column (stride = width + 1), so shifting a mask by one never wraps from one row into the next.

Everything here is derived once from `data/boards.json` and cached; placement legality is then a
handful of integer operations per candidate position (see `placement.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data_files import BOARDS, GOODS, SILVER_COINS, SPECIALS

COVERABLE = frozenset(".-IB")


@dataclass
class Track:
    cells: list[tuple[int, int, int]]  # (bit index, printed value, prerequisite mask)
    top: int


@dataclass
class BoardGeo:
    id: str
    kind: str
    rows: int
    cols: int
    stride: int
    coverable: int
    minus: list[int]
    tracks: list[Track]
    income_mask: int
    bonuses: list[tuple[int, dict, int]]  # (bit index, reward, neighbours that must be covered)
    slots: dict
    vp: int
    _candidates: dict = field(default_factory=dict)
    minus_mask: int = 0  # the −1 cells as one mask (derived from `minus`)

    def __post_init__(self) -> None:
        for index in self.minus:
            self.minus_mask |= 1 << index

    def index(self, row: int, col: int) -> int:
        return row * self.stride + col

    def cell(self, index: int) -> tuple[int, int]:
        return divmod(index, self.stride)

    def dilate(self, mask: int) -> int:
        """The cells edge-adjacent to `mask` (the padding column absorbs row ends)."""
        s = self.stride
        return ((mask << 1) | (mask >> 1) | (mask << s) | (mask >> s)) & self.coverable

    def candidates(self, shape: tuple[tuple[int, int], ...]) -> list[tuple[int, int, int]]:
        """Every (row, col, mask) where `shape` (cells relative to its top-left) lies on coverable cells."""
        found = self._candidates.get(shape)
        if found is None:
            found = []
            height = 1 + max(r for r, _ in shape)
            width = 1 + max(c for _, c in shape)
            for row in range(self.rows - height + 1):
                for col in range(self.cols - width + 1):
                    mask = 0
                    for dr, dc in shape:
                        mask |= 1 << self.index(row + dr, col + dc)
                    if mask & self.coverable == mask:
                        found.append((row, col, mask))
            self._candidates[shape] = found
        return found


def _build(board_id: str) -> BoardGeo:
    data = BOARDS[board_id]
    grid = data["grid"]
    rows, cols = len(grid), (len(grid[0]) if grid else 0)
    stride = cols + 1

    def bit(row: int, col: int) -> int:
        return 1 << (row * stride + col)

    coverable = covered_for_rules = 0
    minus = []
    for r, line in enumerate(grid):
        for c, ch in enumerate(line):
            if ch in COVERABLE:
                coverable |= bit(r, c)
            if ch in "BX":  # bonus cells count as covered; uncoverable cells never block a rule
                covered_for_rules |= bit(r, c)
            if ch == "-":
                minus.append(r * stride + c)
    tracks = []
    income_mask = 0
    for track in data["tracks"]:
        cells = []
        for r, c, value in track["cells"]:
            quadrant = 0
            for rr in range(r, rows):
                for cc in range(0, c + 1):
                    quadrant |= bit(rr, cc)
            prereq = quadrant & coverable & ~covered_for_rules & ~bit(r, c)
            cells.append((r * stride + c, value, prereq))
            income_mask |= bit(r, c)
        tracks.append(Track(cells, track["top"]))
    bonuses = []
    for bonus in data["bonuses"]:
        r, c = bonus["cell"]
        need = 0
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if (dr or dc) and 0 <= rr < rows and 0 <= cc < cols:
                    need |= bit(rr, cc)
        bonuses.append((r * stride + c, bonus["reward"], need & coverable & ~covered_for_rules))
    return BoardGeo(board_id, data["kind"], rows, cols, stride, coverable, minus, tracks, income_mask,
                    bonuses, dict(data.get("slots", {})), data["vp"])


GEO: dict[str, BoardGeo] = {board_id: _build(board_id) for board_id in BOARDS}


# --- tiles --------------------------------------------------------------------------------------

def _rect(width: int, height: int) -> tuple[tuple[int, int], ...]:
    return tuple((r, c) for r in range(height) for c in range(width))


def _rotations(cells: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The distinct quarter-turn rotations of a shape, each normalised to its top-left corner
    (tiles are turned, not flipped over: D6 in docs/rules-coverage/feast_for_odin.md)."""
    out: list[tuple[tuple[int, int], ...]] = []
    shape = cells
    for _ in range(4):
        min_r = min(r for r, _ in shape)
        min_c = min(c for _, c in shape)
        norm = tuple(sorted((r - min_r, c - min_c) for r, c in shape))
        if norm not in out:
            out.append(norm)
        shape = tuple((c, -r) for r, c in shape)
    return tuple(out)


def _item_shapes() -> dict[str, tuple]:
    shapes = {}
    for good, info in GOODS.items():
        shapes[good] = _rotations(_rect(*info["size"]))
    for special, info in SPECIALS.items():
        cells = tuple((r, c) for r, line in enumerate(info["shape"]) for c, ch in enumerate(line) if ch == "X")
        shapes[special] = _rotations(cells)
    for value, size in SILVER_COINS.items():
        shapes[f"silver{value}"] = _rotations(_rect(*size))
    shapes["ore"] = _rotations(_rect(1, 1))
    shapes["wood"] = _rotations(_rect(1, 1))
    return shapes


SHAPES = _item_shapes()


def _item_color(item: str) -> str:
    if item in GOODS:
        return GOODS[item]["color"]
    if item in SPECIALS:
        return "blue"
    return item if item in ("ore", "wood") else "silver"


_COLORS = {item: _item_color(item) for item in SHAPES}
# Items with the same rotations share an id (a cheap memo key: hashing the shapes is not).
_SHAPE_IDS: dict[tuple, int] = {}
SHAPE_ID = {item: _SHAPE_IDS.setdefault(shapes, len(_SHAPE_IDS)) for item, shapes in SHAPES.items()}


def item_color(item: str) -> str:
    """goods' own colour; special tiles are blue (rulebook p.12); silver coins and ore are their own."""
    found = _COLORS.get(item)
    return found if found is not None else _item_color(item)


def item_size(item: str) -> int:
    return len(SHAPES[item][0])
