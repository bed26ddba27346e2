"""Board references (issue 15, docs/embed-refs.md): every element a rule can name carries a
`data-ref` derived from the engine's own ids, unique on the screen and the same for the same thing
after play goes on; the ids are the engine's (hexes, intersections, paths, action spaces, cells)."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from pathlib import Path

from markup import parse

from core.match import Match
from ui.highlight import check_ref
from ui.i18n import load_catalog

ROOT = Path(__file__).resolve().parents[2]
EN = load_catalog("en", ROOT / "assets" / "i18n")
NAMES = ["Ji-woo", "Min", "Seo-yeon", "Alex"]


class _Refs(HTMLParser):
    """Every element with data-ref: ref → list of (tag, attributes)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: dict[str, list[tuple[str, dict[str, str | None]]]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        ref = found.get("data-ref")
        if ref is not None:
            self.found.setdefault(ref, []).append((tag, found))

    handle_startendtag = handle_starttag


def refs_of(html: str) -> dict[str, tuple[str, dict[str, str | None]]]:
    """The screen's refs, each checked well formed and unique."""
    parse(html)
    reader = _Refs()
    reader.feed(html)
    reader.close()
    twice = sorted(ref for ref, elements in reader.found.items() if len(elements) > 1)
    assert not twice, f"refs drawn more than once: {twice[:5]}"
    for ref in reader.found:
        assert check_ref(ref) == ref
    return {ref: elements[0] for ref, elements in reader.found.items()}


def of_kind(refs: dict, kind: str) -> set[str]:
    return {ref for ref in refs if ref.split(":")[0] == kind}


def play(m: Match, steps: int, seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.is_over():
            return
        m.apply(rnd.choice(m.legal_actions()))


# --- Catan -----------------------------------------------------------------------------------------

def _catan(m: Match) -> str:
    from games.catan.screens import play as catan

    seat = m.current_player()
    return catan.render_game(m.view(seat), m.legal_actions(), EN, {"names": NAMES, "seat": seat})


def test_catan_hexes_nodes_edges_carry_engine_ids():
    from games.catan import board

    m = Match.new("catan", players=4, seed=7, options={"setup": "variable"})
    refs = refs_of(_catan(m))
    assert of_kind(refs, "hex") == {f"hex:{h}" for h in range(board.N_HEXES)}
    assert len(of_kind(refs, "hex")) == 19
    assert of_kind(refs, "node") == {f"node:{n}" for n in range(board.N_NODES)}
    assert of_kind(refs, "edge") == {f"edge:{e}" for e in range(board.N_EDGES)}
    assert {"robber", "hex:7", "node:23", "edge:40"} <= set(refs)
    assert len(of_kind(refs, "harbor")) == len(m.view(0)["harbors"]) == 9
    spots = [a for a in m.legal_actions() if a["type"] == "build_settlement"]
    assert spots and all(f"node:{a['node']}" in refs for a in spots)
    # each mark sits on its own intersection / hex: the numbering is the engine's
    from games.catan.screens.board import HEX_PX, NODE_PX

    for n in (0, 23, 53):
        _tag, attrs = refs[f"node:{n}"]
        assert (float(attrs["cx"]), float(attrs["cy"])) == tuple(round(v, 1) for v in NODE_PX[n])
    first = refs["hex:7"][1]["points"].split()
    xs = [float(p.split(",")[0]) for p in first]
    assert abs(sum(xs) / len(xs) - HEX_PX[7][0]) < 0.2


def test_catan_refs_are_stable_through_play():
    m = Match.new("catan", players=3, seed=11, options={"setup": "variable"})
    before = refs_of(_catan(m))
    m.apply(m.legal_actions()[5])  # a first settlement: the road spots next to it
    roads = [a["edge"] for a in m.legal_actions() if a["type"] == "build_road"]
    assert roads and {f"edge:{e}" for e in roads} <= set(refs_of(_catan(m)))
    for round_ in range(6):
        play(m, 40, seed=round_)
        legal = m.legal_actions()
        after = refs_of(_catan(m))
        for kind in ("hex", "node", "edge", "harbor"):
            assert of_kind(after, kind) == of_kind(before, kind)
        for ref in of_kind(before, "hex") | of_kind(before, "node") | of_kind(before, "edge"):
            assert after[ref] == before[ref], ref  # the same mark at the same place
        for a in legal:
            if a["type"] == "build_road":
                assert f"edge:{a['edge']}" in after
            if a["type"] in ("build_settlement", "build_city"):
                assert f"node:{a['node']}" in after


def test_catan_end_board_and_dice():
    m = Match.new("catan", players=3, seed=5, options={"setup": "beginner"})
    while m.legal_actions()[0]["type"] != "roll" and not any(a["type"] == "roll" for a in m.legal_actions()):
        m.apply(m.legal_actions()[0])
    m.apply(next(a for a in m.legal_actions() if a["type"] == "roll"))
    html = _catan(m)
    assert "dice" in refs_of(html)
    assert re.search(r'<div[^>]*class="dice"[^>]*data-ref="dice"', html)


# --- A Feast for Odin ------------------------------------------------------------------------------

def _render(m: Match, game: str, seat: int | None = None, **prefs) -> str:
    module = __import__(f"games.{game}.screens.play", fromlist=["render_game"])
    seat = m.current_player() if seat is None else seat
    return module.render_game(m.view(seat), m.legal_actions(), EN, {"names": NAMES, "seat": seat, **prefs})


def test_feast_spaces_cells_table_and_cards():
    from games.feast_for_odin.data_files import BOARDS, SPACES

    m = Match.new("feast_for_odin", players=2, seed=3, options={})
    seat = m.current_player()
    refs = refs_of(_render(m, "feast_for_odin", opened={f"others:{1 - seat}"}))  # the other's area open
    assert of_kind(refs, "space") == {f"space:{s}" for s in SPACES}  # every space of the action board
    assert "space:H3" in refs and refs["space:H3"][1]["data-space"] == "H3"
    grid = BOARDS["home"]["grid"]
    printed = {f"{r},{c}" for r, line in enumerate(grid) for c, ch in enumerate(line) if ch != "#"}
    home = {ref.split(":", 2)[2] for ref in of_kind(refs, "cell") if ref.startswith("cell:home:")}
    assert home == printed and "4,7" in home
    for other in range(2):  # every player's home board, seat-qualified
        assert {f"cell:{other}:home:{rc}" for rc in printed} <= set(refs)
    assert {f"table:{i}" for i in range(12)} <= set(refs)
    assert {f"table:{s}:{i}" for s in range(2) for i in range(12)} <= set(refs)
    hand = m.view(seat)["players"][seat]["hand"]
    assert hand and {f"card:{card}" for card in hand} <= set(refs)
    assert {"board:home", f"board:{seat}:home", f"board:{1 - seat}:home"} <= set(refs)


def test_feast_other_areas_are_drawn_when_open_or_pointed_at():
    """Another player's area is drawn while it is open, or when a host highlights one of its refs
    (then open); closed, only its summary is there (a four-player screen redrawn after every move)."""
    m = Match.new("feast_for_odin", players=3, seed=3, options={})
    seat = m.current_player()
    other, third = [s for s in range(3) if s != seat]
    closed = refs_of(_render(m, "feast_for_odin"))
    assert not {ref for ref in of_kind(closed, "cell") if ref.split(":")[1] in (str(other), str(third))}
    html = _render(m, "feast_for_odin")
    assert f'data-open-key="others:{other}"' in html and f'data-open-key="others:{third}"' in html
    assert f'data-open-key="others:{other}" open' not in html
    opened = _render(m, "feast_for_odin", opened={f"others:{other}"})
    assert f'data-open-key="others:{other}" open' in opened
    assert f"cell:{other}:home:4,7" in refs_of(opened) and f"cell:{third}:home:4,7" not in refs_of(opened)
    pointed = _render(m, "feast_for_odin", highlight=[f"cell:{third}:home:4,7"])
    assert f'data-open-key="others:{third}" open' in pointed and f"cell:{third}:home:4,7" in refs_of(pointed)
    assert f'data-open-key="others:{other}" open' not in pointed
    assert f'data-open-key="others:{other}" open' not in _render(m, "feast_for_odin", highlight=["space:H3"])


def test_feast_refs_stay_through_play():
    m = Match.new("feast_for_odin", players=3, seed=9, options={"length": "short"})
    before = refs_of(_render(m, "feast_for_odin", 0))
    for round_ in range(4):
        play(m, 60, seed=round_)
        after = refs_of(_render(m, "feast_for_odin", 0))
        cells = {ref for ref in of_kind(before, "cell")}
        assert cells <= set(after)
        for ref in cells:
            assert after[ref] == before[ref], ref
        assert of_kind(after, "space") >= of_kind(before, "space")


# --- Glen More II ------------------------------------------------------------------------------------

def test_glen_rondel_land_and_clans():
    from games.glen_more_2 import territory as terr
    from games.glen_more_2.data_files import CLANS

    m = Match.new("glen_more_2", players=3, seed=3, options={})
    play(m, 40, seed=1)
    seat = m.current_player()
    view = m.view(seat)
    refs = refs_of(_render(m, "glen_more_2"))
    spaces = view.get("rondel_spaces") or 14
    assert of_kind(refs, "rondel") == {f"rondel:{s}" for s in range(spaces)}
    assert refs["rondel:5"][1]["data-space"] == "5"
    for other, player in enumerate(view["players"]):
        for cell in player["land"]:
            x, y = terr.xy(cell)
            _tag, attrs = refs[f"land:{other}:{y},{x}"]
            assert attrs["data-cell"] == cell
            if other == seat:  # the player shown: the short form as well
                assert f"land:{y},{x}" in refs
    shown = {ref for ref in of_kind(refs, "land") if ref.count(":") == 1}
    assert len(shown) == len(view["players"][seat]["land"]) + sum(
        1 for a in m.legal_actions() if a.get("cell") and a["cell"] not in view["players"][seat]["land"]
        and a["type"] == "place")
    assert {f"clan:{fid}" for fid in CLANS} <= set(refs)
    assert {"market:wood", "market:stone"} <= set(refs)


def test_glen_refs_stay_through_play():
    m = Match.new("glen_more_2", players=2, seed=5, options={})
    before = refs_of(_render(m, "glen_more_2", 0))
    play(m, 80, seed=2)
    after = refs_of(_render(m, "glen_more_2", 0))
    assert of_kind(after, "rondel") == of_kind(before, "rondel")
    for ref in of_kind(before, "land"):
        assert ref in after  # a tile never moves
    assert len(of_kind(after, "land")) > len(of_kind(before, "land"))


# --- Aquatica --------------------------------------------------------------------------------------

def test_aquatica_market_slots_goals_boards():
    m = Match.new("aquatica", players=3, seed=3, options={})
    play(m, 60, seed=1)
    view = m.view(m.current_player())
    refs = refs_of(_render(m, "aquatica"))
    for g, goal in enumerate(view["goals"]):
        from games.aquatica.data_files import GOAL_VALUES

        assert f"goal:{g}" in refs
        assert {f"goal:{g}:{i}" for i in range(len(GOAL_VALUES[goal]))} <= set(refs)
    assert "goal:2:0" in refs
    assert {f"slot:0:{i}" for i in range(len(view["loc_top"]))} <= set(refs)
    assert {f"slot:1:{i}" for i in range(len(view["loc_bottom"]))} <= set(refs)
    assert {f"slot:2:{i}" for i in range(len(view["char_row"]))} <= set(refs)
    for seat, player in enumerate(view["players"]):
        assert {f"board:{seat}:{i}" for i in range(len(player["slots"]))} <= set(refs)
        assert {f"manta:{seat}:{i}" for i in range(len(player["mantas"]))} <= set(refs)
        for i, slot in enumerate(player["slots"]):
            if slot:
                from games.aquatica.data_files import LOCATIONS

                depths = LOCATIONS[slot["loc"]]["depths"]
                assert {f"depth:{seat}:{i}:{d}" for d in range(len(depths))} <= set(refs)


def test_every_game_marks_refs_on_the_end_screen_too():
    """The end screens reuse the boards: their refs stay unique (seat-qualified)."""
    for game, players in (("feast_for_odin", 2), ("glen_more_2", 2), ("catan", 3), ("aquatica", 2)):
        m = Match.new(game, players=players, seed=1, options={})
        module = __import__(f"games.{game}.screens.play", fromlist=["render_end"])
        refs_of(module.render_end(m.view(0), EN, {"names": NAMES, "seat": 0}))
