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
