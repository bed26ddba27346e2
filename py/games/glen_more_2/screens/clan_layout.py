"""Where the clan board's words and numbers go: every field's name and every road's toll placed so that
no name overlaps a road, a toll, a field, the start, a cost badge or another name (issue 16 §4).

The renderer has no font metrics, so a name's box is estimated from its letters (Latin capitals and
lower case at most ~0.76 em in the bold face, CJK and Hangul 1 em) with a small margin. A few spots
around each field are tried (below, above, left, right, the diagonals) and each road's toll may slide
along its road; a short coordinate descent picks the spots with the fewest collisions. The result
depends only on the names (the language), so it is cached.
"""

from __future__ import annotations

from functools import lru_cache

from games.glen_more_2.data_files import CLAN_DATA, CLANS, ROADS, START_FIELD

FONT = 2.4  # .gm-fname font-size in user units
ASCENT, DESCENT = 0.93 * FONT, 0.24 * FONT  # the text box around the baseline, as measured in Chromium
PAD = 0.25
FIELD_R = 3.6  # the field's circle (3.1) and its marked outline, kept clear
TOLL_R = 2.3
BADGE = (3.3, -2.6, 2.1)  # the cost badge of a field one may mark now: dx, dy, r
WTOKEN = (-5.2, -5.6, -0.8, -1.2)  # chronicle 8's token beside a field: x1, y1, x2, y2 offsets
START_BOX = (5.0, 3.2)  # half width, half height
VIEWBOX = (-8.0, -8.0, 116.0, 118.0)  # the SVG's viewBox: x, y, width, height
BOUNDS = (VIEWBOX[0], VIEWBOX[1], VIEWBOX[0] + VIEWBOX[2], VIEWBOX[1] + VIEWBOX[3])
# (dx, baseline dy, anchor) around a field, best first: below, above, beside, then the diagonals and
# farther rows (a name beside its field may sit a little above or below the roads leaving it)
SPOTS = (
    (0.0, 6.0, "middle"), (0.0, -6.3, "middle"), (3.9, 2.0, "start"), (-3.9, 1.2, "end"),
    (1.2, 6.4, "start"), (-1.2, 6.4, "end"), (1.0, -6.3, "start"), (-1.0, -6.3, "end"),
    (0.0, 7.6, "middle"), (4.4, 3.4, "start"), (-4.4, 3.4, "end"), (3.9, -5.4, "start"), (-5.6, 0.4, "end"),
    (-3.9, -2.4, "end"), (-3.9, 4.4, "end"), (5.6, -1.0, "start"), (3.9, 4.6, "start"),
    (1.2, 9.0, "start"), (-1.2, 9.0, "end"), (0.0, 9.0, "middle"), (0.0, -8.6, "middle"),
    (1.0, -8.6, "start"), (-1.0, -8.6, "end"), (-2.5, 7.0, "end"), (2.5, 7.0, "start"),
    (1.2, 10.4, "start"), (-1.2, 10.4, "end"), (3.0, 8.0, "start"), (-3.0, 8.0, "end"), (-1.2, 7.8, "end"),
    (1.2, 7.8, "start"), (-3.9, -4.0, "end"), (3.9, -4.0, "start"),
    (-1.5, 9.0, "start"), (1.5, 9.0, "end"), (-1.5, 10.4, "start"), (1.5, 10.4, "end"),
    (-1.5, -8.6, "start"), (1.5, -8.6, "end"), (0.0, 10.4, "middle"), (-1.5, 10.4, "middle"),
    (1.5, 10.4, "middle"), (0.0, 11.8, "middle"), (1.2, 9.6, "end"), (1.2, 10.4, "end"),
)
SLIDES = (0.5, 0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.27, 0.73)

Box = tuple[float, float, float, float]


def text_width(name: str) -> float:
    return sum(FONT * (1.0 if ord(ch) >= 0x2E80 else 0.76) for ch in name)


def label_box(x: float, y: float, anchor: str, name: str) -> Box:
    w = text_width(name)
    x1 = x - w / 2 if anchor == "middle" else (x if anchor == "start" else x - w)
    return (x1 - PAD, y - ASCENT - PAD, x1 + w + PAD, y + DESCENT + PAD)


def _boxes_meet(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _circle_meets(box: Box, cx: float, cy: float, r: float) -> bool:
    nx = min(max(cx, box[0]), box[2])
    ny = min(max(cy, box[1]), box[3])
    return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r


def _distance(box: Box, cx: float, cy: float) -> float:
    nx = min(max(cx, box[0]), box[2])
    ny = min(max(cy, box[1]), box[3])
    return ((nx - cx) ** 2 + (ny - cy) ** 2) ** 0.5


def _segment_meets(box: Box, x1: float, y1: float, x2: float, y2: float) -> bool:
    """Liang–Barsky: does the segment cross the box?"""
    t0, t1 = 0.0, 1.0
    dx, dy = x2 - x1, y2 - y1
    for p, q in ((-dx, x1 - box[0]), (dx, box[2] - x1), (-dy, y1 - box[1]), (dy, box[3] - y1)):
        if p == 0:
            if q < 0:
                return False
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return False
    return True


def _positions() -> dict[str, tuple[float, float]]:
    pos = {fid: (float(spec["pos"][0]), float(spec["pos"][1])) for fid, spec in CLANS.items()}
    sx, sy = CLAN_DATA.get("start_pos", [50.0, 50.0])
    pos[START_FIELD] = (float(sx), float(sy))
    return pos


@lru_cache(maxsize=8)
def clan_layout(names: tuple[tuple[str, str], ...]) -> tuple[dict[str, tuple[float, float, str]], dict[tuple[str, str], tuple[float, float]]]:
    """({field: (x, baseline y, text-anchor)}, {(road end a, road end b): toll centre}) for these names."""
    pos = _positions()
    fields = [fid for fid, _ in names if fid in CLANS]
    name_of = dict(names)
    ends = [(r["a"], r["b"]) for r in ROADS if r["a"] in pos and r["b"] in pos]
    roads = [(pos[a], pos[b]) for a, b in ends]
    sx, sy = pos[START_FIELD]
    start_box = (sx - START_BOX[0], sy - START_BOX[1], sx + START_BOX[0], sy + START_BOX[1])

    def toll_at(i: int, slide: float) -> tuple[float, float]:
        (x1, y1), (x2, y2) = roads[i]
        return x1 + (x2 - x1) * slide, y1 + (y2 - y1) * slide

    fixed_cost: dict[tuple[str, int], float] = {}  # what a spot hits that never moves: fields, badges, roads, edges
    boxes: dict[tuple[str, int], Box] = {}
    for fid in fields:
        x, y = pos[fid]
        for k, (dx, dy, anchor) in enumerate(SPOTS):
            box = label_box(x + dx, y + dy, anchor, name_of[fid])
            boxes[fid, k] = box
            cost = 0.02 * k
            if box[0] < BOUNDS[0] or box[1] < BOUNDS[1] or box[2] > BOUNDS[2] or box[3] > BOUNDS[3]:
                cost += 10
            if _boxes_meet(box, start_box):
                cost += 10
            for other in fields:
                ox, oy = pos[other]
                if ox < box[0] - 8 or ox > box[2] + 8 or oy < box[1] - 8 or oy > box[3] + 8:
                    continue
                if _circle_meets(box, ox, oy, FIELD_R):
                    cost += 10
                if _circle_meets(box, ox + BADGE[0], oy + BADGE[1], BADGE[2]):
                    cost += 4
                if _boxes_meet(box, (ox + WTOKEN[0], oy + WTOKEN[1], ox + WTOKEN[2], oy + WTOKEN[3])):
                    cost += 1
            own = _distance(box, x, y)
            if any(_distance(box, *pos[other]) < own for other in fields if other != fid):
                cost += 2  # nearer to another field than to its own: which field is named would be unclear
            cost += 10 * sum(_segment_meets(box, a[0], a[1], b[0], b[1]) for a, b in roads
                             if max(a[0], b[0]) > box[0] and min(a[0], b[0]) < box[2]
                             and max(a[1], b[1]) > box[1] and min(a[1], b[1]) < box[3])
            fixed_cost[fid, k] = cost

    # only the spots that hit nothing fixed take part (or the least bad ones, if a field has none)
    choices: dict[str, list[int]] = {}
    for fid in fields:
        ranked = sorted(range(len(SPOTS)), key=lambda k: fixed_cost[fid, k])
        clean = [k for k in ranked if fixed_cost[fid, k] < 2]
        choices[fid] = clean or ranked[:4]

    def toll_fixed(i: int, slide: float) -> float:
        cx, cy = toll_at(i, slide)
        cost = 0.5 * abs(slide - 0.5)
        for fid in fields:
            ox, oy = pos[fid]
            if (cx - ox) ** 2 + (cy - oy) ** 2 < (FIELD_R + TOLL_R) ** 2:
                cost += 10
            if (cx - ox - BADGE[0]) ** 2 + (cy - oy - BADGE[1]) ** 2 < (BADGE[2] + TOLL_R) ** 2:
                cost += 4
        if _circle_meets(start_box, cx, cy, TOLL_R):
            cost += 10
        return cost

    spot = {fid: choices[fid][0] for fid in fields}
    # a toll slides along a road long enough to hold it clear of both fields; a shorter one stays midway
    movable = [i for i, ((x1, y1), (x2, y2)) in enumerate(roads)
               if (x1 - x2) ** 2 + (y1 - y2) ** 2 >= (2 * (FIELD_R + TOLL_R)) ** 2]
    slide = [0.5] * len(roads)
    centre = [toll_at(i, 0.5) for i in range(len(roads))]

    def label_cost(fid: str, k: int) -> float:
        box = boxes[fid, k]
        cost = fixed_cost[fid, k]
        for other in fields:
            if other != fid and _boxes_meet(box, boxes[other, spot[other]]):
                cost += 10
        for cx, cy in centre:
            if _circle_meets(box, cx, cy, TOLL_R):
                cost += 10
        return cost

    def toll_cost(i: int, s: float) -> float:
        cx, cy = toll_at(i, s)
        cost = toll_fixed(i, s)
        for fid in fields:
            if _circle_meets(boxes[fid, spot[fid]], cx, cy, TOLL_R):
                cost += 10
        for j in range(len(roads)):
            if j != i:
                ox, oy = centre[j]
                if (cx - ox) ** 2 + (cy - oy) ** 2 < (2 * TOLL_R) ** 2:
                    cost += 10
        return cost

    for _ in range(12):
        changed = False
        for fid in fields:
            best = min(choices[fid], key=lambda k: label_cost(fid, k))
            if label_cost(fid, best) < label_cost(fid, spot[fid]):
                spot[fid], changed = best, True
        for i in movable:
            best_s = min(SLIDES, key=lambda s: toll_cost(i, s))
            if toll_cost(i, best_s) < toll_cost(i, slide[i]):
                slide[i], centre[i], changed = best_s, toll_at(i, best_s), True
        if not changed:
            break
    labels = {}
    for fid in fields:
        dx, dy, anchor = SPOTS[spot[fid]]
        labels[fid] = (pos[fid][0] + dx, pos[fid][1] + dy, anchor)
    return labels, dict(zip(ends, centre))


__all__ = ["VIEWBOX", "clan_layout", "label_box", "text_width"]
