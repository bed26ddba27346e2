"""A Feast for Odin's personal boards as SVG: the home board, exploration boards and buildings
(grids with −1 cells, income values, bonus cells, the pieces placed), the placement preview, and
the banquet table.

The printed grid of each board is drawn once and cached; pieces and highlights go on top. What a
placement would do (income, −1 cells covered, bonuses) is computed by the engine's own
`placement` functions on a copy of the board — the screen never decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from games.feast_for_odin import banquet, placement
from games.feast_for_odin.data_files import BOARDS, COMPONENTS, GOODS, SPECIALS
from games.feast_for_odin.geometry import GEO, SHAPES
from ui.render.html import attrs, esc, fmt

from . import art
from .words import board_name, flat_items, item_name, items_text

Translate = Callable[..., str]
TABLE = COMPONENTS["banquet_spaces"]

_CELL_FILL = {".": "#f4e8c8", "-": "#e9d3a2", "I": "#fff6cf", "B": "#f7ecd0"}
_BACKGROUND = {"home": "#b8895a", "exploration": "#bcd8e6", "building": "#9c7a55"}


def _embed(glyph: str, x: float, y: float, size: float) -> str:
    """Place a 24×24 glyph (an <svg> string) at (x, y) inside a larger drawing."""
    return glyph.replace("<svg ", f'<svg x="{fmt(x)}" y="{fmt(y)}" width="{fmt(size)}" height="{fmt(size)}" ', 1)


def _top_label(geo_id: str, track: dict) -> tuple[int, int] | None:
    """Where a track's value past its end is printed: one step further along the diagonal, when that
    spot is not a coverable cell (it is off the grid, or a printed land square)."""
    grid = BOARDS[geo_id]["grid"]
    if not track["cells"]:
        return None
    r, c, _ = track["cells"][-1]
    r, c = r - 1, c + 1
    if 0 <= r < len(grid) and 0 <= c < len(grid[0]) and grid[r][c] not in "#X":
        return None
    return r, c


U = 10  # a cell in board units; the stylesheet sizes each drawing


@cache
def _frame(board_id: str, cell: float = U) -> tuple[str, float, float, float, float]:
    """(<use> of the printed board's symbol, x0, y0, width, height). The printed board is drawn once
    per page (a symbol), however many players own one."""
    data = BOARDS[board_id]
    grid = data["grid"]
    rows, cols = len(grid), (len(grid[0]) if grid else 0)
    tops = [p for p in (_top_label(board_id, tr) for tr in data["tracks"]) if p]
    min_r = min([0] + [r for r, _ in tops])
    max_c = max([cols - 1] + [c for _, c in tops])
    pad = cell * 0.25
    x0, y0 = pad, pad - min_r * cell
    width = (max_c + 1) * cell + 2 * pad
    height = y0 + rows * cell + pad
    values = {(r, c): v for tr in data["tracks"] for r, c, v in tr["cells"]}
    rewards = {tuple(b["cell"]): b["reward"] for b in data["bonuses"]}
    kind = data["kind"]
    out = [f'<rect class="ffo-bg" x="0" y="0" width="{fmt(width)}" height="{fmt(height)}" rx="{fmt(cell * 0.3)}" '
           f'fill="{_BACKGROUND.get(kind, "#b8895a")}"/>']
    for r, line in enumerate(grid):
        for c, ch in enumerate(line):
            if ch == "#":
                continue
            x, y = x0 + c * cell, y0 + r * cell
            if ch == "X":
                out.append(f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(cell)}" height="{fmt(cell)}" fill="#8fa9a4" '
                           f'stroke="#5f7a74" stroke-width="0.6"/><path d="M{fmt(x)} {fmt(y + cell)}l{fmt(cell)} {fmt(-cell)}" '
                           f'stroke="#5f7a74" stroke-width="0.6"/>')
                if (r, c) in values:
                    out.append(_value_text(x, y, cell, values[(r, c)], "#fff"))
                continue
            out.append(f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(cell)}" height="{fmt(cell)}" '
                       f'fill="{_CELL_FILL[ch]}" stroke="#b99c6b" stroke-width="0.6"/>')
            if ch == "-":
                out.append(f'<text x="{fmt(x + cell / 2)}" y="{fmt(y + cell * 0.64)}" text-anchor="middle" '
                           f'font-size="{fmt(cell * 0.36)}" fill="#9a6a35">-1</text>')
            elif ch == "I":
                out.append(_value_text(x, y, cell, values.get((r, c), ""), "#7a5a10"))
            elif ch == "B":
                out.append(f'<rect x="{fmt(x + 1.5)}" y="{fmt(y + 1.5)}" width="{fmt(cell - 3)}" height="{fmt(cell - 3)}" '
                           f'fill="none" stroke="#c9a227" stroke-width="1.6" rx="2"/>')
                pairs = flat_items(rewards.get((r, c), {}))
                size = cell * (0.72 if len(pairs) == 1 else 0.46)
                for i, (item, _n) in enumerate(pairs[:2]):
                    gx = x + (cell - size) / 2 if len(pairs) == 1 else x + 2 + i * (cell - 4 - size)
                    gy = y + (cell - size) / 2 if len(pairs) == 1 else y + 2 + i * (cell - 4 - size)
                    out.append(_embed(art.item_glyph(item, "ffo-in"), gx, gy, size))
    for track, top in zip(data["tracks"], (_top_label(board_id, tr) for tr in data["tracks"])):
        if top:
            r, c = top
            x, y = x0 + c * cell, y0 + r * cell
            out.append(f'<circle cx="{fmt(x + cell / 2)}" cy="{fmt(y + cell / 2)}" r="{fmt(cell * 0.42)}" fill="#fff6cf" '
                       f'stroke="#b08a1e" stroke-width="1"/>')
            out.append(_value_text(x, y, cell, track["top"], "#7a5a10"))
    name = art.register(f"frame-{board_id}", "".join(out), None)
    return f'<use href="#ffo-s-{name}"/>', x0, y0, width, height


def _value_text(x: float, y: float, cell: float, value: object, color: str) -> str:
    return (f'<text x="{fmt(x + cell / 2)}" y="{fmt(y + cell * 0.7)}" text-anchor="middle" font-size="{fmt(cell * 0.56)}" '
            f'font-weight="800" fill="{color}">{esc(value)}</text>')


def _piece(piece: dict, x0: float, y0: float, cell: float, t: Translate) -> str:
    """A placed tile: its cells filled, one outline around the whole piece, its name as a tooltip."""
    item = piece["item"]
    fill, stroke = art.item_fill(item)
    cells = {(r, c) for r, c in piece["cells"]}
    rects = "".join(f"M{fmt(x0 + c * cell)} {fmt(y0 + r * cell)}h{fmt(cell)}v{fmt(cell)}h{fmt(-cell)}Z" for r, c in cells)
    edges = []
    for r, c in cells:
        x, y = x0 + c * cell, y0 + r * cell
        if (r - 1, c) not in cells:
            edges.append(f"M{fmt(x)} {fmt(y)}h{fmt(cell)}")
        if (r + 1, c) not in cells:
            edges.append(f"M{fmt(x)} {fmt(y + cell)}h{fmt(cell)}")
        if (r, c - 1) not in cells:
            edges.append(f"M{fmt(x)} {fmt(y)}v{fmt(cell)}")
        if (r, c + 1) not in cells:
            edges.append(f"M{fmt(x + cell)} {fmt(y)}v{fmt(cell)}")
    mark = ""
    top_r, top_c = min(cells)
    if item.startswith("silver") and item[6:].isdigit():
        mark = (f'<text x="{fmt(x0 + top_c * cell + cell / 2)}" y="{fmt(y0 + top_r * cell + cell * 0.68)}" text-anchor="middle" '
                f'font-size="{fmt(cell * 0.5)}" font-weight="800" fill="#3c4046">{esc(item[6:])}</text>')
    elif item in SPECIALS:
        cx = x0 + (sum(c for _, c in cells) / len(cells) + 0.5) * cell
        cy = y0 + (sum(r for r, _ in cells) / len(cells) + 0.5) * cell
        mark = f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(cell * 0.18)}" fill="#fff" opacity=".85"/>'
    elif GOODS.get(item, {}).get("animal"):
        mark = _embed(art.tile(item, "ffo-in"), x0 + top_c * cell + 1, y0 + top_r * cell + 1, cell - 2)
    elif item in GOODS and len(cells) > 1:
        mark = _label(item_name(item, t), cells, x0, y0, cell)
    return (f'<g class="ffo-piece"><title>{esc(item_name(item, t))}</title>'
            f'<path d="{rects}" fill="{fill}"/>{mark}'
            f'<path d="{"".join(edges)}" stroke="{stroke}" stroke-width="1.6" fill="none" stroke-linecap="square"/></g>')


def _label(name: str, cells: set[tuple[int, int]], x0: float, y0: float, cell: float) -> str:
    """A goods tile's name across its middle, when it fits (tiles are rectangles)."""
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    width = (max(cols) - min(cols) + 1) * cell
    height = (max(rows) - min(rows) + 1) * cell
    vertical = height > width
    room = (height if vertical else width) - 2
    size = min(cell * 0.34, 3.6)
    need = sum(1.0 if ord(ch) > 0x2E80 else 0.64 for ch in name) * size
    if need > room:
        return ""
    cx = x0 + min(cols) * cell + width / 2
    cy = y0 + min(rows) * cell + height / 2
    turn = f' transform="rotate(-90 {fmt(cx)} {fmt(cy)})"' if vertical else ""
    return (f'<text class="ffo-piece-name" x="{fmt(cx)}" y="{fmt(cy + size * 0.36)}" text-anchor="middle" '
            f'font-size="{fmt(size)}"{turn}>{esc(name)}</text>')


def _highlights(board: dict, x0: float, y0: float, cell: float) -> str:
    """The income value paid now (ringed), and bonus cells whose every neighbour is covered (gold)."""
    geo = GEO[board["id"]]
    occ = board["occ"]
    out = []
    for track, data in zip(geo.tracks, BOARDS[board["id"]]["tracks"]):
        for index, _value, _ in track.cells:
            if not occ >> index & 1:
                r, c = geo.cell(index)
                out.append(f'<rect class="ffo-income-now" x="{fmt(x0 + c * cell + 1.5)}" y="{fmt(y0 + r * cell + 1.5)}" '
                           f'width="{fmt(cell - 3)}" height="{fmt(cell - 3)}" rx="3"/>')
                break
        else:
            top = _top_label(board["id"], data)
            if top:
                r, c = top
                out.append(f'<circle class="ffo-income-now" cx="{fmt(x0 + c * cell + cell / 2)}" '
                           f'cy="{fmt(y0 + r * cell + cell / 2)}" r="{fmt(cell * 0.46)}"/>')
    for index, _reward, need in geo.bonuses:  # as placement.bonuses decides, for the cell positions
        if not occ >> index & 1 and not need & ~occ:
            r, c = geo.cell(index)
            out.append(f'<rect class="ffo-bonus-on" x="{fmt(x0 + c * cell + 0.8)}" y="{fmt(y0 + r * cell + 0.8)}" '
                       f'width="{fmt(cell - 1.6)}" height="{fmt(cell - 1.6)}" rx="3"/>')
    return "".join(out)


def _slots(board: dict, x: float, y: float, cell: float, t: Translate) -> tuple[str, float, float]:
    """Wood and stone slots of a shed or a stone house, one row per resource: a filled slot shows the
    resource, an empty one its outline and −1. Returns (markup, width, height)."""
    geo = GEO[board["id"]]
    out = []
    width = 0.0
    for row, (res, room) in enumerate(geo.slots.items()):
        sy = y + row * (cell + 2)
        for i in range(room):
            sx = x + i * (cell + 2)
            filled = i < board["slots"].get(res, 0)
            dash = "" if filled else ' stroke-dasharray="1.5 1"'
            out.append(f'<rect x="{fmt(sx)}" y="{fmt(sy)}" width="{fmt(cell)}" height="{fmt(cell)}" rx="1.5" '
                       f'fill="{"#f4e8c8" if filled else "#e9d3a2"}" stroke="#6b4a22" stroke-width="0.6"{dash}/>')
            if filled:
                out.append(_embed(art.resource(res, "ffo-in"), sx + 0.5, sy + 0.5, cell - 1))
            else:
                out.append(f'<g opacity=".35">{_embed(art.resource(res, "ffo-in"), sx + 1, sy + 0.5, cell * 0.62)}</g>')
                out.append(f'<text x="{fmt(sx + cell * 0.7)}" y="{fmt(sy + cell * 0.9)}" text-anchor="middle" '
                           f'font-size="{fmt(cell * 0.36)}" font-weight="700" fill="#9a6a35">-1</text>')
            width = max(width, sx + cell - x)
    return "".join(out), width, len(geo.slots) * (cell + 2)


@cache
def _cell_refs(board_id: str, seat: int, name: str, short: bool) -> str:
    """An invisible mark on every printed cell (coverable, −1, bonus or land square), on top of the
    pieces: `data-ref="cell:<seat>:<name>:<row>,<col>"`; on the board of the player shown (`short`)
    each sits in a group `cell:<name>:<row>,<col>` as well (docs/embed-refs.md)."""
    grid = BOARDS[board_id]["grid"]
    _use, x0, y0, _w, _h = _frame(board_id)
    out = ['<g class="ffo-refs" aria-hidden="true">']
    for r, line in enumerate(grid):
        for c, ch in enumerate(line):
            if ch == "#":
                continue
            mark = (f'<rect class="ref-mark" data-ref="cell:{seat}:{name}:{r},{c}" x="{fmt(x0 + c * U + 0.5)}" '
                    f'y="{fmt(y0 + r * U + 0.5)}" width="{fmt(U - 1)}" height="{fmt(U - 1)}"/>')
            out.append(f'<g data-ref="cell:{name}:{r},{c}">{mark}</g>' if short else mark)
    out.append("</g>")
    return "".join(out)


def board_svg(board: dict, t: Translate, overlay: str = "", label: str | None = None,
              cls: str = "ffo-board-svg", extra_height: float = 0,
              refs: tuple[int, str, bool] | None = None) -> str:
    """One personal board or building: the printed grid, pieces, income and bonus highlights.
    `refs` = (seat, name, short): mark its cells for rule-reference pages (`_cell_refs`)."""
    cell = U
    board_id = board["id"]
    geo = GEO[board_id]
    label = label or board_name(board_id, t)
    if geo.rows:
        frame, x0, y0, width, height = _frame(board_id)
    else:
        frame, x0, y0, width, height = "", cell * 0.25, cell * 0.25, cell * 0.5, cell * 0.25
    slots = ""
    if geo.slots:
        slots_y = height
        slots, slots_w, slots_h = _slots(board, x0, slots_y, cell, t)
        height = slots_y + slots_h + cell * 0.15
        width = max(width, slots_w + 2 * x0)
        if not geo.rows:
            frame = (f'<rect class="ffo-bg" x="0" y="0" width="{fmt(width)}" height="{fmt(height)}" rx="{fmt(cell * 0.3)}" '
                     f'fill="{_BACKGROUND["building"]}"/>')
    pieces = "".join(_piece(p, x0, y0, cell, t) for p in board["pieces"])
    if refs is not None and geo.rows:
        overlay += _cell_refs(board_id, *refs)
    total_h = height + extra_height
    return (
        # a picture, unless it holds the placement's cells (an img's children are hidden from assistive tech)
        f'<svg{attrs(class_=cls, viewBox=f"0 0 {fmt(width)} {fmt(total_h)}", role="group" if "ffo-anchor" in overlay else "img", aria_label=label, data_board=board_id, data_ref=f"board:{refs[1]}" if refs and refs[2] else None)}>'
        f"{frame}{_highlights(board, x0, y0, cell) if geo.rows else ''}{pieces}{slots}{overlay}</svg>"
    )


def board_facts(board: dict, t: Translate) -> list[str]:
    """Income, VP, −1 cells left (and earned bonuses) of a board, as short texts."""
    kind = BOARDS[board["id"]]["kind"]
    out = []
    if kind in ("home", "exploration"):
        out.append(t("ffo.board.income", count=placement.income(board)))
    vp = BOARDS[board["id"]]["vp"]
    if vp:
        out.append(t("ffo.board.vp", count=vp))
    minus = placement.uncovered_minus(board)
    out.append(t("ffo.board.minus", count=minus))
    got = placement.bonuses(board)
    if got:
        out.append(t("ffo.board.bonus", items=t("ffo.list_sep").join(items_text(r, t) for r in got)))
    return out


# --- placement preview -----------------------------------------------------------------------------

def _preview(board: dict, item: str, rot: int, row: int, col: int) -> dict:
    """What putting the piece here would leave: the engine's put() on a copy, then its own counts."""
    copy = dict(board)
    copy["pieces"] = list(board["pieces"])
    placement.put(copy, item, rot, row, col)
    return {"income": placement.income(copy), "minus": placement.uncovered_minus(copy),
            "bonuses": placement.bonuses(copy)}


def placement_svg(board: dict, item: str, rot: int, puts: list[tuple[int, int, int | str]], t: Translate) -> str:
    """The board with every legal anchor as a focusable cell (green footprint and the resulting income
    on hover/focus) and every other cell showing the footprint in red on hover.

    `puts` are (row, col, action) of the legal `put` actions: the action's index, or the value of a
    `data-action-seq` (a composed choice: the board, then this cell). Each anchor's hit cell is the
    piece's first cell, so the pointer is always on the piece it previews."""
    geo = GEO[board["id"]]
    cell = U
    _frame_svg, x0, y0, width, height = _frame(board["id"])
    shape = SHAPES[item][rot]
    dr, dc = shape[0]
    fill, _ = art.item_fill(item)
    now_income = placement.income(board)
    now_minus = placement.uncovered_minus(board)
    now_bonus = len(placement.bonuses(board))
    status_y = height + cell * 0.75
    legal = {}
    parts = [f'<defs><path id="ffo-ghost-shape" d="{art.shape_path(item, rot, cell)}"/>'
             f'<clipPath id="ffo-grid-clip"><rect x="{fmt(x0)}" y="{fmt(y0)}" width="{fmt(geo.cols * cell)}" '
             f'height="{fmt(geo.rows * cell)}"/></clipPath></defs>']
    default = t("ffo.place.hover_hint")
    parts.append(f'<text class="ffo-status ffo-status-default" x="{fmt(x0)}" y="{fmt(status_y)}" '
                 f'font-size="{fmt(cell * 0.4)}">{esc(default)}</text>')
    for row, col, index in puts:
        info = _preview(board, item, rot, row, col)
        hit_r, hit_c = row + dr, col + dc
        legal[(hit_r, hit_c)] = True
        covered = now_minus - info["minus"]
        text = t("ffo.place.preview", before=now_income, after=info["income"], minus=covered)
        lost = now_bonus - len(info["bonuses"])
        if lost > 0:
            text += " " + t("ffo.place.bonus_lost", count=lost)
        elif lost < 0:
            text += " " + t("ffo.place.bonus_won", count=-lost)
        # What it shows when focused (the income on the tile's ghost, then the status line) comes in that
        # order in its name: a speech user saying what they see reaches it (WCAG 2.5.3, label in name).
        label = t("ffo.place.at", row=hit_r + 1, col=hit_c + 1) + f", {info['income']} · " + text
        hx, hy = x0 + hit_c * cell, y0 + hit_r * cell
        gx, gy = x0 + col * cell, y0 + row * cell
        act = attrs(class_="ffo-anchor", role="button", tabindex="0", aria_label=label,
                    data_action_index=index if isinstance(index, int) else None,
                    data_action_seq=index if isinstance(index, str) else None,
                    data_r=hit_r, data_c=hit_c, data_confirm="tap")
        parts.append(
            f'<g{act}>'
            f"<title>{esc(label)}</title>"
            f'<rect class="ffo-hit" x="{fmt(hx)}" y="{fmt(hy)}" width="{fmt(cell)}" height="{fmt(cell)}"/>'
            f'<circle class="ffo-dot" cx="{fmt(hx + cell / 2)}" cy="{fmt(hy + cell / 2)}" r="{fmt(cell * 0.17)}"/>'
            f'<g class="ffo-ghost"><use href="#ffo-ghost-shape" transform="translate({fmt(gx)} {fmt(gy)})" fill="{fill}"/>'
            f'<use class="ffo-ghost-edge" href="#ffo-ghost-shape" transform="translate({fmt(gx)} {fmt(gy)})"/>'
            f'<text class="ffo-ghost-income" x="{fmt(hx + cell / 2)}" y="{fmt(hy + cell * 0.7)}" text-anchor="middle" '
            f'font-size="{fmt(cell * 0.5)}">{esc(info["income"])}</text></g> '
            f'<text class="ffo-status" x="{fmt(x0)}" y="{fmt(status_y)}" font-size="{fmt(cell * 0.4)}">{esc(text)}</text>'
            "</g>"
        )
    bad_text = t("ffo.place.not_here")
    bad = []
    for r in range(geo.rows):
        for c in range(geo.cols):
            if (r, c) in legal or not geo.coverable >> geo.index(r, c) & 1:
                continue
            gx, gy = x0 + (c - dc) * cell, y0 + (r - dr) * cell
            hx, hy = x0 + c * cell, y0 + r * cell
            bad.append(
                f'<g class="ffo-bad"><rect class="ffo-hit" x="{fmt(hx)}" y="{fmt(hy)}" width="{fmt(cell)}" height="{fmt(cell)}"/>'
                f'<g clip-path="url(#ffo-grid-clip)"><use class="ffo-ghost-bad" href="#ffo-ghost-shape" '
                f'transform="translate({fmt(gx)} {fmt(gy)})"/></g>'
                f'<text class="ffo-status ffo-status-bad" x="{fmt(x0)}" y="{fmt(status_y)}" font-size="{fmt(cell * 0.4)}">'
                f"{esc(bad_text)}</text></g>"
            )
    overlay = "".join(bad) + "".join(parts)
    label = t("ffo.place.board_label", item=item_name(item, t), board=board_name(board["id"], t))
    return board_svg(board, t, overlay, label, cls="ffo-board-svg ffo-place-svg", extra_height=cell * 1.1)


# --- the banquet table -----------------------------------------------------------------------------

def table_svg(view: dict, seat: int, t: Translate, feast: dict | None = None, cell: float = 34,
              refs: bool | None = None) -> str:
    """The banquet table's 12 spaces: emigrated ships from the left, vikings waiting on the numbered
    spaces, the food served in this feast; under it the round numbers with harvest and flips.
    `refs` (None: none) marks each space `table:<seat>:<i>`, and also `table:<i>` when True (the
    player shown)."""
    from games.feast_for_odin.phases import FLIP, HARVEST

    player = view["players"][seat]
    rounds = view["rounds"]
    length = view["length"]
    pad = 6
    width = TABLE * cell + 2 * pad
    top = pad + 4
    height = top + cell + cell * 1.55 + pad
    out = [f'<rect x="0" y="0" width="{fmt(width)}" height="{fmt(height)}" rx="8" fill="#8a5a2b"/>',
           f'<rect x="{fmt(pad - 2)}" y="{fmt(top - 2)}" width="{fmt(TABLE * cell + 4)}" height="{fmt(cell + 4)}" rx="4" fill="#c99b62"/>']
    first = len(player["emigrated"])
    waiting_from = TABLE - len(player["table"])
    numbered_from = TABLE - rounds
    for i in range(TABLE):
        x = pad + i * cell
        out.append(f'<rect x="{fmt(x + 1)}" y="{fmt(top + 1)}" width="{fmt(cell - 2)}" height="{fmt(cell - 2)}" rx="3" '
                   f'fill="#f1dfb9" stroke="#a77b45" stroke-width="0.8"/>')
        if i < first:
            out.append(f'<rect x="{fmt(x + 2)}" y="{fmt(top + 2)}" width="{fmt(cell - 4)}" height="{fmt(cell - 4)}" rx="3" '
                       f'fill="#6b4a22"/>')
            out.append(_embed(art.ship(player["emigrated"][i], "ffo-in"), x + 4, top + 4, cell - 8))
    served_until = first
    if feast:
        for good, lay in feast["served"]:
            span = 1 if good == "silver" else banquet.spans(good)[lay]
            x = pad + served_until * cell
            if good == "silver":
                out.append(_embed(art.coin(1, "ffo-in"), x + 4, top + 4, cell - 8))
            else:
                fill, stroke = art.item_fill(good)
                # lengthwise tiles lie flat along the table; crosswise ones stand across it
                thick = cell * 0.62 if lay == "long" and "short" in banquet.spans(good) else cell - 6
                y = top + (cell - thick) / 2
                out.append(f'<rect x="{fmt(x + 3)}" y="{fmt(y)}" width="{fmt(span * cell - 6)}" height="{fmt(thick)}" rx="3" '
                           f'fill="{fill}" stroke="{stroke}" stroke-width="1.2"><title>{esc(item_name(good, t))}</title></rect>')
                size = min(thick, cell) - 4
                out.append(_embed(art.tile(good, "ffo-in"), x + 3 + (span * cell - 6 - size) / 2, y + (thick - size) / 2, size))
            served_until += span
        for i in range(served_until, feast["pos"]):
            x = pad + i * cell
            out.append(_embed(art.icon("penalty", "ffo-in"), x + 5, top + 5, cell - 10))
        for i in range(feast["pos"], feast["end"]):
            x = pad + i * cell
            cls = "ffo-table-next" if i == feast["pos"] else "ffo-table-open"
            out.append(f'<rect class="{cls}" x="{fmt(x + 2.5)}" y="{fmt(top + 2.5)}" width="{fmt(cell - 5)}" '
                       f'height="{fmt(cell - 5)}" rx="3"/>')
    color = art.seat_color(seat)
    for i in range(waiting_from, TABLE):
        vikings = player["table"][i - waiting_from]
        x = pad + i * cell
        for k in range(vikings):
            vcolor = color
            if view.get("solo"):
                round_no = i - numbered_from + 1
                vcolor = art.seat_color(0) if round_no % 2 else art.SOLO_SECOND
            size = cell * (0.7 if vikings == 1 else 0.5)
            vx = x + (cell - size) / 2 + (k - (vikings - 1) / 2) * size * 0.55
            out.append(art.viking_body(vx, top + (cell - size) / 2, size, vcolor))
    # round numbers, harvest and flips under the numbered spaces (as printed)
    for k in range(1, rounds + 1):
        i = numbered_from + k - 1
        x = pad + i * cell + cell / 2
        current = k == view["round"]
        y1 = top + cell + cell * 0.45
        if current:
            out.append(f'<rect x="{fmt(x - cell / 2 + 2)}" y="{fmt(top + cell + 2)}" width="{fmt(cell - 4)}" '
                       f'height="{fmt(cell * 1.45)}" rx="4" fill="#f5d36b"/>')
        out.append(f'<text x="{fmt(x)}" y="{fmt(y1)}" text-anchor="middle" font-size="{fmt(cell * 0.36)}" '
                   f'font-weight="800" fill="{"#3a2a10" if current else "#f6e7c8"}">{k}</text>')
        top_h = HARVEST[length][k - 1]
        harvest = f"1–{top_h}" if top_h > 1 else ("1" if top_h == 1 else "—")
        out.append(f'<text x="{fmt(x)}" y="{fmt(y1 + cell * 0.45)}" text-anchor="middle" font-size="{fmt(cell * 0.3)}" '
                   f'fill="{"#7a3d00" if current else "#ffd9a0"}">{esc(harvest)}</text>')
        letter = FLIP[length].get(k)
        if letter:
            out.append(f'<text x="{fmt(x)}" y="{fmt(y1 + cell * 0.85)}" text-anchor="middle" font-size="{fmt(cell * 0.3)}" '
                       f'font-weight="700" fill="{"#173f72" if current else "#cfe3ff"}">{esc(letter)}</text>')
    label = t("ffo.table.label", count=max(0, waiting_from - first))
    legend_x = pad + 2
    legend_y = top + cell + cell * 0.5
    if numbered_from > 1:
        out.append(f'<text x="{fmt(legend_x)}" y="{fmt(legend_y)}" font-size="{fmt(cell * 0.28)}" fill="#f6e7c8">'
                   f'{esc(t("ffo.table.round_row"))}</text>')
        out.append(f'<text x="{fmt(legend_x)}" y="{fmt(legend_y + cell * 0.45)}" font-size="{fmt(cell * 0.28)}" '
                   f'fill="#ffd9a0">{esc(t("ffo.table.harvest_row"))}</text>')
        out.append(f'<text x="{fmt(legend_x)}" y="{fmt(legend_y + cell * 0.85)}" font-size="{fmt(cell * 0.28)}" '
                   f'fill="#cfe3ff">{esc(t("ffo.table.flip_row"))}</text>')
    if refs is not None:
        for i in range(TABLE):
            mark = (f'<rect class="ref-mark" data-ref="table:{seat}:{i}" x="{fmt(pad + i * cell + 1)}" y="{fmt(top + 1)}" '
                    f'width="{fmt(cell - 2)}" height="{fmt(cell - 2)}" rx="3"/>')
            out.append(f'<g data-ref="table:{i}">{mark}</g>' if refs else mark)
    return (f'<svg{attrs(class_="ffo-table-svg", viewBox=f"0 0 {fmt(width)} {fmt(height)}", role="img", aria_label=label, data_board="table")}>'
            f'{"".join(out)}</svg>')

