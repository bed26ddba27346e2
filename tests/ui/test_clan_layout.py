"""Glen More II's clan board (issue 16 §4): no field name overlaps a road, a toll, a field, a cost badge, the
start or another name, in every language's names, by the estimated text boxes the layout works with."""

from __future__ import annotations

import pytest

from games.glen_more_2.data_files import CLAN_DATA, CLANS, ROADS
from games.glen_more_2.screens import clan_layout as layout


@pytest.mark.parametrize("key", ["name", "ko"])
def test_clan_names_clear_of_roads_numbers_and_each_other(key: str) -> None:
    names = tuple((fid, str(spec.get(key) or spec["name"])) for fid, spec in CLANS.items())
    labels, tolls = layout.clan_layout(names)
    assert set(labels) == set(CLANS)
    pos = {fid: tuple(spec["pos"]) for fid, spec in CLANS.items()}
    pos[CLAN_DATA["start"]] = tuple(CLAN_DATA.get("start_pos", [50.0, 50.0]))
    boxes = {fid: layout.label_box(*labels[fid], name) for fid, name in names}
    x0, y0, width, height = layout.VIEWBOX
    problems = []
    for fid, box in boxes.items():
        if box[0] < x0 or box[1] < y0 or box[2] > x0 + width or box[3] > y0 + height:
            problems.append(f"{fid}: outside the board")
        for road in ROADS:
            (ax, ay), (bx, by) = pos[road["a"]], pos[road["b"]]
            if layout._segment_meets(box, ax, ay, bx, by):
                problems.append(f"{fid}: road {road['a']}-{road['b']}")
        for (a, b), (cx, cy) in tolls.items():
            if layout._circle_meets(box, cx, cy, layout.TOLL_R):
                problems.append(f"{fid}: toll of {a}-{b}")
        for other, (ox, oy) in pos.items():
            if other in CLANS and layout._circle_meets(box, ox, oy, layout.FIELD_R):
                problems.append(f"{fid}: field {other}")
            if other in CLANS and layout._circle_meets(box, ox + layout.BADGE[0], oy + layout.BADGE[1], layout.BADGE[2]):
                problems.append(f"{fid}: cost badge of {other}")
            if other != fid and other in boxes and layout._boxes_meet(box, boxes[other]):
                problems.append(f"{fid}: name of {other}")
    assert problems == []
    # tolls stay clear of the fields (on roads long enough for that; a short road keeps its toll midway)
    for (a, b), (cx, cy) in tolls.items():
        (ax, ay), (bx, by) = pos[a], pos[b]
        if (ax - bx) ** 2 + (ay - by) ** 2 < (2 * (layout.FIELD_R + layout.TOLL_R)) ** 2:
            assert (cx, cy) == pytest.approx(((ax + bx) / 2, (ay + by) / 2))
            continue
        for fid in CLANS:
            assert (cx - pos[fid][0]) ** 2 + (cy - pos[fid][1]) ** 2 >= (layout.FIELD_R + layout.TOLL_R) ** 2, (a, b, fid)
