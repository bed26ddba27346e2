"""The fixed geometry of the base-game island, computed once: 19 hexes, 54 intersections, 72 paths.

Hexes are pointy-top, numbered row by row (rows of 3-4-5-4-3), top to bottom, left to right.
Intersections ("연결점") and paths ("길") are numbered top to bottom, then left to right. Everything
the rules need (which hexes touch an intersection, which paths meet there, neighbours) is a flat
tuple indexed by id, so legal-move generation is a few list look-ups.

Coordinates use an integer lattice: X in units of sqrt(3)/2, Y in units of 1/2 of the hex radius.
"""

from __future__ import annotations

import math

# Axial (q, r) of the 19 land hexes, row by row, left to right.
HEX_AXIAL: tuple[tuple[int, int], ...] = tuple(
    (q, r) for r in range(-2, 3) for q in range(max(-2, -2 - r), min(2, 2 - r) + 1)
)
N_HEXES = len(HEX_AXIAL)

# Corner k of a pointy-top hex, clockwise from the top, as (dX, dY) on the lattice.
_CORNERS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
# Side k joins corners k and k+1: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW; the axial step across it.
SIDE_NAMES = ("NE", "E", "SE", "SW", "W", "NW")
_SIDE_STEP = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))


def hex_center(q: int, r: int) -> tuple[int, int]:
    """Lattice centre of the hex at axial (q, r)."""
    return (2 * q + r, 3 * r)


def _build() -> tuple:
    corner_points: list[list[tuple[int, int]]] = []
    for q, r in HEX_AXIAL:
        cx, cy = hex_center(q, r)
        corner_points.append([(cx + dx, cy + dy) for dx, dy in _CORNERS])
    points = sorted({p for corners in corner_points for p in corners}, key=lambda p: (p[1], p[0]))
    node_of = {p: i for i, p in enumerate(points)}
    hex_nodes = tuple(tuple(node_of[p] for p in corners) for corners in corner_points)
    pairs = set()
    for nodes in hex_nodes:
        for k in range(6):
            a, b = nodes[k], nodes[(k + 1) % 6]
            pairs.add((min(a, b), max(a, b)))

    def midpoint(pair: tuple[int, int]) -> tuple[int, int]:
        (ax, ay), (bx, by) = points[pair[0]], points[pair[1]]
        return (ay + by, ax + bx)

    edge_nodes = tuple(sorted(pairs, key=midpoint))
    return tuple(points), hex_nodes, edge_nodes


NODE_XY, HEX_NODES, EDGE_NODES = _build()
N_NODES = len(NODE_XY)
N_EDGES = len(EDGE_NODES)
EDGE_OF: dict[tuple[int, int], int] = {pair: i for i, pair in enumerate(EDGE_NODES)}


def edge_between(a: int, b: int) -> int:
    return EDGE_OF[(min(a, b), max(a, b))]


NODE_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(h for h in range(N_HEXES) if n in HEX_NODES[h]) for n in range(N_NODES)
)
NODE_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(e for e, pair in enumerate(EDGE_NODES) if n in pair) for n in range(N_NODES)
)
NODE_NEIGHBORS: tuple[tuple[int, ...], ...] = tuple(
    tuple(a if b == n else b for a, b in (EDGE_NODES[e] for e in NODE_EDGES[n])) for n in range(N_NODES)
)
_AXIAL_INDEX = {qr: h for h, qr in enumerate(HEX_AXIAL)}
HEX_NEIGHBORS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_AXIAL_INDEX[(q + dq, r + dr)] for dq, dr in _SIDE_STEP if (q + dq, r + dr) in _AXIAL_INDEX)
    for q, r in HEX_AXIAL
)


def side_edge(hex_id: int, side: int) -> int:
    """The path on side `side` (0 NE … 5 NW) of a land hex."""
    nodes = HEX_NODES[hex_id]
    return edge_between(nodes[side], nodes[(side + 1) % 6])


def side_of_edge(edge: int) -> tuple[int, int]:
    """(land hex, side) of a coastal path: the side that faces the sea."""
    for h in range(N_HEXES):
        nodes = HEX_NODES[h]
        for side in range(6):
            if edge_between(nodes[side], nodes[(side + 1) % 6]) == edge:
                q, r = HEX_AXIAL[h]
                dq, dr = _SIDE_STEP[side]
                if (q + dq, r + dr) not in _AXIAL_INDEX:
                    return h, side
    raise ValueError(f"path {edge} is not on the coast")


def sea_axial(edge: int) -> tuple[int, int]:
    """Axial position of the sea-frame hex beyond a coastal path (where its harbor is drawn)."""
    h, side = side_of_edge(edge)
    q, r = HEX_AXIAL[h]
    dq, dr = _SIDE_STEP[side]
    return (q + dq, r + dr)


def rotate_edge(edge: int, sixths: int) -> int:
    """The path at the place of `edge` after turning the island by 60° × sixths about its centre."""
    angle = math.pi / 3 * sixths
    cos, sin = math.cos(angle), math.sin(angle)
    s3 = math.sqrt(3) / 2
    ends = []
    for n in EDGE_NODES[edge]:
        x, y = NODE_XY[n][0] * s3, NODE_XY[n][1] / 2
        rx, ry = x * cos - y * sin, x * sin + y * cos
        ends.append(_NODE_AT[(round(rx / s3), round(ry * 2))])
    return edge_between(*ends)


_NODE_AT = {p: i for i, p in enumerate(NODE_XY)}


def _ring(radius: int) -> list[int]:
    """Hexes at a distance from the centre, clockwise on screen starting from the west corner."""
    ring = [h for h, (q, r) in enumerate(HEX_AXIAL) if max(abs(q), abs(r), abs(q + r)) == radius]

    def angle(h: int) -> float:
        x, y = hex_center(*HEX_AXIAL[h])
        return math.atan2(y * 0.5, x * math.sqrt(3) / 2)

    return sorted(ring, key=angle)


OUTER_RING = tuple(_ring(2))
INNER_RING = tuple(_ring(1))
CENTER_HEX = _AXIAL_INDEX[(0, 0)]
# The six corner hexes of the island, one per axial direction.
CORNER_HEXES = tuple(_AXIAL_INDEX[(2 * dq, 2 * dr)] for dq, dr in _SIDE_STEP)


def spiral_from(corner: int) -> list[int]:
    """Hexes in token order: from a corner, counter-clockwise round the coast, then inward (§지도구성 6)."""
    outer = list(reversed(OUTER_RING))  # counter-clockwise on screen
    start = outer.index(corner)
    outer = outer[start:] + outer[:start]
    q, r = HEX_AXIAL[corner]
    inner_start = _AXIAL_INDEX[(q // 2, r // 2)]
    inner = list(reversed(INNER_RING))
    start = inner.index(inner_start)
    inner = inner[start:] + inner[:start]
    return outer + inner + [CENTER_HEX]


def node_by_hexes(hexes: list[int]) -> int:
    """The intersection touching exactly these three land hexes (data files name intersections so)."""
    wanted = set(hexes)
    for n, touching in enumerate(NODE_HEXES):
        if set(touching) == wanted:
            return n
    raise ValueError(f"no intersection touches exactly hexes {sorted(wanted)}")


class MapCache:
    """Tables derived from a map's fixed lists (numbers, harbors), computed once per map.

    Keyed by the identity of the state's list, which never changes during a match; the cache keeps
    a reference to the list, so an id cannot be reused while its entry lives.
    """

    def __init__(self, build) -> None:
        self._build = build
        self._entries: dict[int, tuple[list, object]] = {}

    def get(self, source: list):
        entry = self._entries.get(id(source))
        if entry is None or entry[0] is not source:
            if len(self._entries) > 256:
                self._entries.clear()
            entry = self._entries[id(source)] = (source, self._build(source))
        return entry[1]

