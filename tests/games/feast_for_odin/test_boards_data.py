"""Transcription test for py/games/feast_for_odin/data/boards.json (home board, exploration boards, buildings).

The expected values come from shared/reference/feast-for-odin-data.md sections 3-5 (printed components) and the
rulebook facts quoted below. Coordinates in the JSON are 0-based [row, col]; the reference is 1-based.
See docs/data-provenance/feast_for_odin.md.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

DATA_PATH = Path(__file__).resolve().parents[3] / "py/games/feast_for_odin/data/boards.json"

GRID_CHARS = set("#.-IBX")
COVERABLE = set(".-IB")
GOODS = {
    "peas", "mead", "oil", "runestone", "flax", "stockfish", "hide", "silverware", "beans", "milk", "wool",
    "chest", "grain", "salt_meat", "linen", "silk", "cabbage", "game_meat", "skin_and_bones", "spices",
    "fruits", "whale_meat", "robe", "treasure_chest", "sheep", "fur", "jewelry", "cattle", "clothing",
    "silver_hoard",
}  # fmt: skip
RESOURCES = {"wood", "stone", "ore", "silver"}
SPECIAL_TILES = {
    "glass_beads", "helmet", "cloakpin", "belt", "crucifix", "drinking_horn", "amber_figure", "horseshoe",
    "gold_brooch", "forge_hammer", "fibula", "throwing_axe", "chalice", "round_shield", "english_crown",
}  # fmt: skip
BUILDINGS = {"shed", "stone_house", "long_house"}

EXPECTED = {
    # name: (kind, vp, minus, rows, cols)
    "home": ("home", 0, 86, 12, 13),
    "shetland": ("exploration", 6, 24, 9, 9),
    "faroe_islands": ("exploration", 4, 16, 9, 9),
    "iceland": ("exploration", 16, 24, 8, 8),
    "greenland": ("exploration", 12, 20, 8, 8),
    "bear_island": ("exploration", 12, 22, 9, 8),
    "baffin_island": ("exploration", 12, 24, 9, 9),
    "labrador": ("exploration", 36, 40, 9, 9),
    "newfoundland": ("exploration", 38, 40, 9, 9),
    "shed": ("building", 8, 6, 0, 0),
    "stone_house": ("building", 10, 9, 4, 5),
    "long_house": ("building", 17, 15, 3, 11),
}
# face: (letter, front, reverse, action space)
EXPLORATION = {
    "shetland": ("A", True, "bear_island", "E1"),
    "faroe_islands": ("B", True, "baffin_island", "E1"),
    "iceland": ("C", True, "labrador", "E2"),
    "greenland": ("D", True, "newfoundland", "E2"),
    "bear_island": ("A", False, "shetland", "E2"),
    "baffin_island": ("B", False, "faroe_islands", "E3"),
    "labrador": ("C", False, "iceland", "E3"),
    "newfoundland": ("D", False, "greenland", "E3"),
}
# Income tracks as (values low to high, top), one tuple per track.
TRACKS = {
    "home": [((0, 1, 2, 2, 3, 4, 5, 6, 7, 9, 12, 15), 18)],
    "shetland": [((0, 1, 2), 3)],
    "faroe_islands": [((0, 1, 1, 1, 2, 2, 2, 3), 4)],
    "iceland": [((1, 2, 3, 4, 5, 6, 7), 8)],
    "greenland": [((0, 1, 2), 3), ((0, 1, 2, 3, 4), 5)],
    "bear_island": [((1, 3, 4), 5)],
    "baffin_island": [((0, 1, 2, 2, 4), 6)],
    "labrador": [],
    "newfoundland": [],
    "shed": [],
    "stone_house": [],
    "long_house": [],
}
# Bonus cells (1-based, as in the reference) and their rewards.
BONUSES = {
    "home": {(6, 1): {"ore": 1}, (8, 3): {"wood": 1}, (8, 7): {"runestone": 1}, (10, 2): {"mead": 1},
             (11, 6): {"stone": 1}},
    "shetland": {(2, 6): {"silverware": 1}, (3, 2): {"game_meat": 1}, (4, 8): {"oil": 1}, (6, 8): {"cabbage": 1},
                 (8, 3): {"beans": 1}},
    "faroe_islands": {(1, 7): {"sheep": 1}, (3, 3): {"oil": 1}, (3, 9): {"milk": 1}, (6, 6): {"flax": 1},
                      (7, 1): {"peas": 1}, (8, 7): {"hide": 1}},
    "iceland": {(3, 3): {"stockfish": 1}, (5, 1): {"oil": 1}, (7, 6): {"ore": 1, "stone": 1}},
    "greenland": {(3, 2): {"whale_meat": 1}, (6, 8): {"stockfish": 1}},
    "bear_island": {(4, 5): {"game_meat": 1}, (5, 8): {"stockfish": 1}, (7, 7): {"runestone": 1, "ore": 1}},
    "baffin_island": {(1, 5): {"ore": 1}, (3, 8): {"whale_meat": 1}, (6, 8): {"oil": 1},
                      (9, 7): {"skin_and_bones": 1}},
    "labrador": {(4, 4): {"game_meat": 1}, (7, 5): {"chest": 1}, (8, 2): {"linen": 1}, (9, 7): {"stockfish": 1}},
    "newfoundland": {(3, 3): {"skin_and_bones": 1}, (6, 2): {"special": "cloakpin"},
                     (7, 7): {"building": "stone_house"}},
    "shed": {},
    "stone_house": {(2, 3): {"hide": 1}},
    "long_house": {(1, 11): {"peas": 1}, (2, 2): {"oil": 1}, (3, 6): {"beans": 1}},
}  # fmt: skip
# Uncoverable X cells (1-based).
X_CELLS = {
    "faroe_islands": {(3, 7), (5, 8), (6, 4)},
    "greenland": {(2, 4), (6, 6)},
    "bear_island": {(5, 3), (2, 5)},
    "baffin_island": {(4, 3), (4, 6)},
    "labrador": {(7, 7)},
    "long_house": {(2, 4), (2, 8)},
}

# Coverable cells ('.', '-', 'I', 'B') per grid row, top row first: a fingerprint of each outline.
ROW_CELLS = {
    "home": [13, 13, 13, 12, 12, 12, 12, 12, 12, 12, 12, 8],
    "shetland": [3, 7, 9, 9, 5, 8, 8, 6, 5],
    "faroe_islands": [4, 5, 7, 8, 5, 7, 7, 7, 3],
    "iceland": [6, 7, 7, 8, 8, 8, 7, 3],
    "greenland": [8, 7, 8, 7, 8, 6, 5, 3],
    "bear_island": [4, 6, 8, 8, 6, 7, 6, 4, 2],
    "baffin_island": [5, 9, 8, 4, 6, 9, 5, 7, 8],
    "labrador": [2, 3, 3, 5, 7, 9, 7, 9, 7],
    "newfoundland": [3, 2, 5, 6, 8, 9, 8, 9, 3],
    "shed": [],
    "stone_house": [2, 4, 4, 3],
    "long_house": [11, 9, 10],
}


@pytest.fixture(scope="module")
def data():
    return json.loads(DATA_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def boards(data):
    return data["boards"]


def cells_of(grid, chars):
    return {(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch in chars}


def neighbours(grid, r, c):
    """The 8 surrounding positions that lie inside the grid and are not '#'."""
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0):
                continue
            rr, cc = r + dr, c + dc
            if 0 <= rr < len(grid) and 0 <= cc < len(grid[rr]) and grid[rr][cc] != "#":
                out.append((rr, cc))
    return out


def test_header(data):
    assert data["status"] == "verified"
    assert "feast_for_odin.md" in data["source"]
    assert set(data) == {"source", "status", "boards"}


def test_all_boards_present(boards):
    assert set(boards) == set(EXPECTED)


def test_kind_vp_and_shape(boards):
    for name, (kind, vp, _minus, rows, cols) in EXPECTED.items():
        board = boards[name]
        assert board["kind"] == kind, name
        assert board["vp"] == vp, name
        grid = board["grid"]
        assert len(grid) == rows, name
        assert all(isinstance(row, str) and len(row) == cols for row in grid), name


def test_grid_characters(boards):
    for name, board in boards.items():
        for row in board["grid"]:
            assert set(row) <= GRID_CHARS, (name, row)


def test_minus_counts(boards):
    for name, board in boards.items():
        printed = EXPECTED[name][2]
        assert board["minus"] == printed, name
        in_grid = sum(row.count("-") for row in board["grid"])
        slots = sum(board.get("slots", {}).values())
        assert in_grid + slots == printed, name
    assert boards["shed"]["grid"] == [] and boards["shed"]["slots"] == {"wood": 3, "stone": 3}
    assert sum(row.count("-") for row in boards["stone_house"]["grid"]) == 7
    assert boards["stone_house"]["slots"] == {"wood": 1, "stone": 1}
    assert boards["long_house"]["slots"] == {}


def test_exploration_faces(boards):
    for name, (letter, front, reverse, space) in EXPLORATION.items():
        board = boards[name]
        got = (board["letter"], board["front"], board["reverse"], board["space"])
        assert got == (letter, front, reverse, space), name
    for name, (_letter, front, reverse, _space) in EXPLORATION.items():
        other = boards[reverse]
        assert other["reverse"] == name, name
        assert other["letter"] == boards[name]["letter"], name
        assert other["front"] is not front, name
    for name, board in boards.items():
        if board["kind"] != "exploration":
            assert not {"letter", "front", "reverse", "space"} & set(board), name


def test_income_cells_match_tracks(boards):
    for name, board in boards.items():
        grid = board["grid"]
        track_cells = [(r, c) for track in board["tracks"] for r, c, _v in track["cells"]]
        dupes = [cell for cell, n in Counter(track_cells).items() if n > 1]
        assert not dupes, (name, dupes)
        assert set(track_cells) == cells_of(grid, "I"), name


def test_track_values(boards):
    for name, board in boards.items():
        got = [(tuple(v for _r, _c, v in t["cells"]), t["top"]) for t in board["tracks"]]
        assert got == TRACKS[name], name
        for values, top in got:
            # Values never drop along the track (some boards repeat a value: 2,2 on the home board) and the
            # top value, earned once the whole track is covered, is above every cell.
            assert all(a <= b for a, b in zip(values, values[1:])), name
            assert all(v < top for v in values), name


def test_tracks_are_diagonal_chains(boards):
    # Each income track runs diagonally: every next cell is one row up and one column right.
    for name, board in boards.items():
        for track in board["tracks"]:
            cells = [(r, c) for r, c, _v in track["cells"]]
            for (r1, c1), (r2, c2) in zip(cells, cells[1:]):
                assert (r2, c2) == (r1 - 1, c1 + 1), (name, cells)


def test_bonus_cells_match_grid(boards):
    for name, board in boards.items():
        cells = [tuple(b["cell"]) for b in board["bonuses"]]
        assert len(cells) == len(set(cells)), name
        assert set(cells) == cells_of(board["grid"], "B"), name


def test_bonus_rewards(boards):
    for name, board in boards.items():
        got = {(b["cell"][0] + 1, b["cell"][1] + 1): b["reward"] for b in board["bonuses"]}
        assert got == BONUSES[name], name


def test_reward_ids(boards):
    for name, board in boards.items():
        for bonus in board["bonuses"]:
            reward = bonus["reward"]
            assert reward, name
            for key, value in reward.items():
                if key == "special":
                    assert value in SPECIAL_TILES, (name, reward)
                elif key == "building":
                    assert value in BUILDINGS, (name, reward)
                else:
                    assert key in GOODS | RESOURCES, (name, reward)
                    assert isinstance(value, int) and value >= 1, (name, reward)


def test_x_cells(boards):
    for name, board in boards.items():
        got = {(r + 1, c + 1) for r, c in cells_of(board["grid"], "X")}
        assert got == X_CELLS.get(name, set()), name


def test_row_outlines(boards):
    for name, board in boards.items():
        got = [sum(ch in COVERABLE for ch in row) for row in board["grid"]]
        assert got == ROW_CELLS[name], name


def test_cells_where_n_differs(boards):
    # Reference section 4.9: these cells follow the scans, not N's masks (1-based in the comments).
    b = boards
    assert b["faroe_islands"]["grid"][5][4] == "."  # (6,5) plain cell
    assert b["greenland"]["grid"][3][0] == "." and b["greenland"]["grid"][4][0] == "."  # (4,1), (5,1)
    assert b["stone_house"]["grid"][0][1:3] == ".-"  # row 1: plain cell, then -1
    assert b["long_house"]["grid"][2][10] == "#"  # (3,11) legend box
    assert b["bear_island"]["grid"][1][4] == "X"  # (2,5) uncoverable, carries the top income 5
    assert b["baffin_island"]["grid"][3][5] == "X"  # (4,6) uncoverable, carries the top income 6


def test_home_board(boards):
    grid = boards["home"]["grid"]
    assert len(cells_of(grid, COVERABLE)) == 143
    assert sum(row.count("-") for row in grid) == 86
    assert grid[11] == "I......-#####"
    # rows 1-3 have 13 cells, rows 4-11 have 12, row 12 has 8
    assert [sum(ch != "#" for ch in row) for row in grid] == [13] * 3 + [12] * 8 + [8]
    values = [v for _r, _c, v in boards["home"]["tracks"][0]["cells"]]
    assert values == [0, 1, 2, 2, 3, 4, 5, 6, 7, 9, 12, 15]
    assert boards["home"]["tracks"][0]["top"] == 18
    assert len(boards["home"]["tracks"]) == 1


def test_long_house_counts(boards):
    grid = boards["long_house"]["grid"]
    assert len(cells_of(grid, COVERABLE)) == 30


def test_rulebook_neighbour_facts(boards):
    # Home board: the ore bonus at 1-based (6,1) is on the edge, so covering its 5 neighbours suffices.
    home = boards["home"]["grid"]
    assert home[5][0] == "B"
    assert boards["home"]["bonuses"][0] == {"cell": [5, 0], "reward": {"ore": 1}}
    assert len(neighbours(home, 5, 0)) == 5
    # Bear Island: the runestone + ore bonus at 1-based (7,7) can be earned by surrounding its 6 cells.
    bear = boards["bear_island"]["grid"]
    assert bear[6][6] == "B"
    assert {"cell": [6, 6], "reward": {"runestone": 1, "ore": 1}} in boards["bear_island"]["bonuses"]
    assert len(neighbours(bear, 6, 6)) == 6
