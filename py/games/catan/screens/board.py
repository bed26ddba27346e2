"""The Catan island as one inline SVG: sea frame with harbors, terrain, tokens, pieces, robber and
the clickable spots for every legal placement (each carries its action's `data-action-index`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from games.catan import board
from ui.render.html import attrs, esc, fmt, hashed

from . import art

R = 60.0  # hex radius in SVG units
_SX = math.sqrt(3) / 2 * R  # one lattice X unit
_SY = R / 2  # one lattice Y unit
_CORNERS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
VIEWBOX = "-336 -296 672 592"

Translate = Callable[..., str]


def _xy(lattice: tuple[int, int]) -> tuple[float, float]:
    return lattice[0] * _SX, lattice[1] * _SY


NODE_PX = tuple(_xy(p) for p in board.NODE_XY)
HEX_PX = tuple(_xy(board.hex_center(q, r)) for q, r in board.HEX_AXIAL)
_SEA = tuple((q, r) for r in range(-3, 4) for q in range(-3, 4) if max(abs(q), abs(r), abs(q + r)) == 3)


def _points(cx: float, cy: float, scale: float = 1.0) -> str:
    return " ".join(f"{fmt(cx + dx * _SX * scale)},{fmt(cy + dy * _SY * scale)}" for dx, dy in _CORNERS)


def _hex_points(h: int) -> str:
    """Land hex outline through the exact intersection coordinates, so neighbours share edges."""
    return " ".join(f"{fmt(NODE_PX[n][0])},{fmt(NODE_PX[n][1])}" for n in board.HEX_NODES[h])


def hex_name(view: dict, h: int, t: Translate) -> str:
    """'Forest 9' / 'Desert': how a hex is named in labels and the log."""
    name = t(f"catan.terrain.{view['terrain'][h]}")
    number = view["numbers"][h]
    return f"{name} {number}" if number else name


def _near(view: dict, hexes: list[int] | tuple[int, ...], t: Translate) -> str:
    return t("catan.fmt.sep").join(hex_name(view, h, t) for h in hexes)


def _sea() -> str:
    tiles = "".join(f'<polygon points="{_points(*_xy(board.hex_center(q, r)))}"/>' for q, r in _SEA)
    return f'<g class="sea" fill="url(#ct-pat-sea)" stroke="#3f93cf" stroke-width="1.5">{tiles}</g>'


def _land(view: dict, t: Translate) -> str:
    sand = "".join(f'<polygon points="{_points(x, y, 1.09)}"/>' for x, y in HEX_PX)
    out = [
        '<g class="beach" fill="#ecd9a0" stroke="#ecd9a0" stroke-width="6" stroke-linejoin="round">'
        f"{sand}</g>"
    ]
    out.append('<g class="land" stroke="#f3e6bd" stroke-width="2.5" stroke-linejoin="round">')
    for h, terrain in enumerate(view["terrain"]):
        out.append(
            f'<polygon points="{_hex_points(h)}" fill="url(#ct-pat-{terrain})">'
            f"<title>{esc(hex_name(view, h, t))}</title></polygon>"
        )
    out.append("</g>")
    for h, terrain in enumerate(view["terrain"]):
        res = art.TERRAIN_RESOURCE[terrain]
        if res:
            x, y = HEX_PX[h]
            out.append(
                f'<g class="hex-icon" transform="translate({fmt(x - 11)} {fmt(y - 49)}) scale(0.92)">'
                f"{art.icon_body(res)}</g>"
            )
    return "".join(out)


def _tokens(view: dict) -> str:
    out = ['<g class="tokens">']
    for h, number in enumerate(view["numbers"]):
        if not number:
            continue
        x, y = HEX_PX[h]
        hot = number in (6, 8)
        ink = "#c4211c" if hot else "#2b2520"
        n = art.pips(number)
        dots = "".join(
            f'<circle cx="{fmt(x + (i - (n - 1) / 2) * 5)}" cy="{fmt(y + 13)}" r="1.9"/>' for i in range(n)
        )
        out.append(
            f'<g class="token{" token-hot" if hot else ""}">'
            f'<circle cx="{fmt(x + 1)}" cy="{fmt(y + 2)}" r="22" fill="#000" opacity="0.25"/>'
            f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="22" fill="#f8eed3" stroke="#8a6d3b" stroke-width="1.5"/>'
            f'<text x="{fmt(x)}" y="{fmt(y + 5)}" text-anchor="middle" font-size="{22 if hot else 20}" '
            f'font-weight="700" fill="{ink}">{number}</text><g fill="{ink}">{dots}</g></g>'
        )
    out.append("</g>")
    return "".join(out)


def _harbors(view: dict, t: Translate) -> str:
    out = ['<g class="harbors">']
    for i, (edge, kind) in enumerate(view["harbors"]):
        sx, sy = _xy(board.hex_center(*board.sea_axial(edge)))
        a, b = board.EDGE_NODES[edge]
        mx = (NODE_PX[a][0] + NODE_PX[b][0]) / 2
        my = (NODE_PX[a][1] + NODE_PX[b][1]) / 2
        tx, ty = sx + (mx - sx) * 0.12, sy + (my - sy) * 0.12
        generic = kind == "3:1"
        label = t("catan.harbor.generic") if generic else t("catan.harbor.special", resource=t(f"catan.res.{kind}"))
        piers = ""
        for n in (a, b):
            nx, ny = NODE_PX[n]
            # The plank stops short of the intersection so it never hides a building.
            px, py = nx + (tx - nx) * 0.22, ny + (ty - ny) * 0.22
            piers += (
                f'<line x1="{fmt(px)}" y1="{fmt(py)}" x2="{fmt(tx)}" y2="{fmt(ty)}" stroke="#5f4325" '
                f'stroke-width="7" stroke-linecap="round"/>'
                f'<line x1="{fmt(px)}" y1="{fmt(py)}" x2="{fmt(tx)}" '
                f'y2="{fmt(ty)}" stroke="#c09462" stroke-width="3.5" stroke-linecap="round"/>'
            )
        rim = "#6b4f2e" if generic else art.RESOURCE_FILL[kind]
        out.append(
            f'<g class="harbor" data-harbor="{esc(kind)}" data-ref="harbor:{i}"><title>{esc(label)}</title>{piers}'
            f'<circle cx="{fmt(tx)}" cy="{fmt(ty)}" r="22" fill="#fbf5e4" stroke="{rim}" stroke-width="3"/>'
            f'<g transform="translate({fmt(tx - 8)} {fmt(ty - 19)}) scale(0.68)">'
            f"{art.icon_body('any' if generic else kind)}</g>"
            f'<text x="{fmt(tx)}" y="{fmt(ty + 13)}" text-anchor="middle" font-size="11.5" font-weight="700" '
            f'fill="#3d2d19">{"3:1" if generic else "2:1"}</text>'
            f'<circle class="ref-mark" cx="{fmt(tx)}" cy="{fmt(ty)}" r="25"/></g>'
        )
    out.append("</g>")
    return "".join(out)


def _road_ends(edge: int, inset: float) -> tuple[float, float, float, float]:
    a, b = board.EDGE_NODES[edge]
    (x1, y1), (x2, y2) = NODE_PX[a], NODE_PX[b]
    k = inset / R
    return x1 + (x2 - x1) * k, y1 + (y2 - y1) * k, x2 - (x2 - x1) * k, y2 - (y2 - y1) * k


def _band(x1: float, y1: float, x2: float, y2: float, half: float) -> str:
    """Corners of a rectangle around a segment: a hit area with a real box (a stroked line's box is
    zero-wide when the line is vertical, which makes it untappable in some browsers and tools)."""
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    nx, ny = -(y2 - y1) / length * half, (x2 - x1) / length * half
    corners = ((x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny))
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in corners)


def _pieces(view: dict, palette: str) -> str:
    marked = palette == "colorblind"
    colors = view["colors"]
    out = ['<g class="pieces">']
    for e, owner in enumerate(view["edge_owner"]):
        if owner >= 0:
            out.append(art.road(colors[owner], palette, *_road_ends(e, 11), marked))
    for n, owner in enumerate(view["node_owner"]):
        if owner >= 0:
            x, y = NODE_PX[n]
            out.append(art.building(colors[owner], palette, view["node_level"][n], x, y, marked))
    out.append("</g>")
    return "".join(out)


def _refs_layer() -> str:
    """One invisible mark per hex, intersection and path, each with its `data-ref` (engine ids), on
    top of everything (pointer-events: none): what a rule-reference page highlights. The same on
    every render, so it is built once."""
    out = ['<g class="refs" aria-hidden="true">']
    for h in range(board.N_HEXES):
        x, y = HEX_PX[h]
        out.append(f'<polygon class="ref-mark" data-ref="hex:{h}" points="{_points(x, y, 0.9)}"/>')
    for e in range(board.N_EDGES):
        x1, y1, x2, y2 = _road_ends(e, 12)
        out.append(
            f'<line class="ref-mark" data-ref="edge:{e}" x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}"/>'
        )
    for n in range(board.N_NODES):
        x, y = NODE_PX[n]
        out.append(f'<circle class="ref-mark" data-ref="node:{n}" cx="{fmt(x)}" cy="{fmt(y)}" r="17"/>')
    out.append("</g>")
    return "".join(out)


def _robber(view: dict, t: Translate) -> str:
    h = view["robber"]
    x, y = HEX_PX[h]
    if view["numbers"][h]:
        x -= 34
    return (
        f'<g class="robber" data-ref="robber" transform="translate({fmt(x)} {fmt(y)})">'
        f'<title>{esc(t("catan.board.robber"))}</title>{art.ROBBER}'
        '<circle class="ref-mark" cx="0" cy="2" r="21"/></g>'
    )


def _spot(index: int, label: str, kind: str, body: str) -> str:
    spot = attrs(
        class_=f"spot spot-{kind} highlight",
        role="button",
        tabindex="0",
        aria_label=label,
        data_action_index=index,
    )
    return f"<g{spot}><title>{esc(label)}</title>{body}</g>"


def _spots(view: dict, actions: list[dict], t: Translate) -> str:
    """Clickable, keyboard-focusable marks for every board action, in the order of `actions`."""
    hexes, edges, nodes = [], [], []
    for i, action in enumerate(actions):
        kind = action["type"]
        if kind == "move_robber":
            h = action["hex"]
            x, y = HEX_PX[h]
            label = t("catan.board.robber_to", hex=hex_name(view, h, t))
            hexes.append(
                _spot(
                    i,
                    label,
                    "hex",
                    (
                        f'<polygon class="spot-hit" points="{_hex_points(h)}" fill="#fff" fill-opacity="0"/>'
                        f'<polygon class="spot-mark" points="{_points(x, y, 0.86)}" fill="none"/>'
                    ),
                )
            )
        elif kind == "build_road":
            e = action["edge"]
            a, b = board.EDGE_NODES[e]
            near = sorted(set(board.NODE_HEXES[a]) & set(board.NODE_HEXES[b]))
            label = t("catan.board.road_at", where=_near(view, near, t))
            x1, y1, x2, y2 = _road_ends(e, 13)
            line = f'x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}"'
            edges.append(
                _spot(
                    i,
                    label,
                    "edge",
                    (
                        f'<polygon class="spot-hit" points="{_band(x1, y1, x2, y2, 13)}" fill="#fff" fill-opacity="0"/>'
                        f'<line class="spot-mark" {line} stroke-linecap="round"/>'
                    ),
                )
            )
        elif kind in ("build_settlement", "build_city"):
            n = action["node"]
            x, y = NODE_PX[n]
            where = _near(view, board.NODE_HEXES[n], t)
            city = kind == "build_city"
            label = t("catan.board.city_at" if city else "catan.board.settlement_at", where=where)
            r = 20 if city else 9
            nodes.append(
                _spot(
                    i,
                    label,
                    "city" if city else "node",
                    (
                        f'<circle class="spot-hit" cx="{fmt(x)}" cy="{fmt(y)}" r="{max(r + 6, 22)}" '
                        'fill="#fff" fill-opacity="0"/>'
                        f'<circle class="spot-mark" cx="{fmt(x)}" cy="{fmt(y)}" r="{r}"/>'
                    ),
                )
            )
    return (
        f'<g class="spots">{"".join(hexes)}{"".join(edges)}{"".join(nodes)}</g>'
        if hexes or edges or nodes
        else ""
    )


def render_board(view: dict, actions: list[dict], t: Translate, palette: str) -> str:
    """The whole island; `actions` are the viewer's legal actions (pass [] for a look-only board).

    Two stacked SVGs: the island, which never changes in a game, and above it the pieces, the robber
    and the clickable spots on a layer of their own (CSS `.board-live`), so a click re-rasterises
    that light layer, not the terrain patterns and the sea (issue 16, instant clicks)."""
    island = _island(tuple(view["terrain"]), tuple(view["numbers"]), tuple(tuple(h) for h in view["harbors"]), t)
    live = attrs(
        class_="board board-live",
        viewBox=VIEWBOX,
        role="group",
        aria_label=t("catan.board.label"),
        xmlns="http://www.w3.org/2000/svg",
    )
    return (f'<div class="board-stack">{island}'
            f"<svg{live}>{_pieces(view, palette)}{_robber(view, t)}{_spots(view, actions, t)}{REFS_LAYER}</svg></div>")


@lru_cache(maxsize=8)
def _island(terrain: tuple, numbers: tuple, harbors: tuple, t: Translate) -> str:
    """What never changes in a game (patterns, sea, land, number tokens, harbours), drawn once per
    language and hashed: assets/js/morph.mjs then skips it on every click instead of comparing its
    few hundred nodes."""
    view = {"terrain": list(terrain), "numbers": list(numbers), "harbors": [list(h) for h in harbors]}
    layers = f"<defs>{art.pattern_defs()}</defs>{_sea()}{_land(view, t)}{_tokens(view)}{_harbors(view, t)}"
    svg = attrs(class_="board board-island", viewBox=VIEWBOX, aria_hidden="true", xmlns="http://www.w3.org/2000/svg")
    return hashed(f"<svg{svg}>{layers}</svg>")


REFS_LAYER = hashed(_refs_layer())
