"""The engine's and the bot's shortcuts agree with the plain rules they stand for.

The bot's search asks the same questions hundreds of thousands of times a game, so a few answers
take shortcuts: "is there any any-time action?" stops at the first one found, "does this rotation
fit?" at the first anchor, the misplaced-tile count skips its pairwise loop when no piece touches
another of its colour, and the packer measures every anchor from the board's income, hope and
bonuses computed once; the cards' hooks are looked up by moment, not card by card. Each must give
exactly the plain answer, on positions of real games.
"""

from __future__ import annotations

import pytest

from core.match import Match
from core.rng import Rng
from games.feast_for_odin import anytime, placement
from games.feast_for_odin.bot import placer
from games.feast_for_odin.geometry import GEO, SHAPES
from games.feast_for_odin.placement import misplaced_pairs, new_board, put


def positions(seed: int, players: int, limit: int = 400):
    """Every position of a random game (legal actions picked by a seeded generator)."""
    match = Match.new("feast_for_odin", players, seed, {"length": "short"})
    pick = Rng(seed * 7 + 1)
    for _ in range(limit):
        if match.is_over():
            return
        yield match.state
        legal = match.legal_actions()
        match.apply(legal[pick.below(len(legal))])


@pytest.mark.parametrize("seed,players", [(3, 1), (4, 2), (5, 4)])
def test_any_option_is_whether_options_offers_anything(seed, players):
    checked = 0
    for state in positions(seed, players):
        for seat in range(state["n"]):
            for final in (False, True):
                for during in (False, True):
                    assert anytime.any_option(state, seat, final, during) == bool(
                        anytime.options(state, seat, final, during))
                    checked += 1
    assert checked > 500


@pytest.mark.parametrize("seed,players", [(6, 1), (7, 3)])
def test_has_anchor_and_anchor_masks_agree_with_anchors(seed, players):
    items = ["peas", "oil", "silverware", "whale_meat", "silver1", "ore", "glass_beads", "cattle"]
    seen_both = set()
    for state in positions(seed, players, limit=250):
        for player in state["players"]:
            for board in player["boards"]:
                for item in items:
                    if item not in SHAPES or not placement.accepts(board, item):
                        continue
                    for rot in range(len(SHAPES[item])):
                        plain = placement.anchors(board, item, rot)
                        assert placement.has_anchor(board, item, rot) == bool(plain)
                        masks = placement.anchor_masks(board, item, rot)
                        assert [(r, c) for r, c, _m in masks] == plain
                        geo = GEO[board["id"]]
                        for r, c, m in masks:
                            assert m == sum(1 << geo.index(r + dr, c + dc) for dr, dc in SHAPES[item][rot])
                        seen_both.add(bool(plain))
    full = new_board("home")
    full["occ"] = GEO["home"].coverable
    for item in items:
        if placement.accepts(full, item):
            for rot in range(len(SHAPES[item])):
                assert placement.anchors(full, item, rot) == []
                assert not placement.has_anchor(full, item, rot)
                seen_both.add(False)
    assert seen_both == {True, False}


def test_overlapping_green_pieces_are_still_counted_pair_by_pair():
    """A position put together by hand (never by the engine): a green piece lying inside another
    touches it, so the pair counts, as the plain pairwise rule says (p.23 감점)."""
    board = new_board("home")
    put(board, "oil", 0, 0, 0)  # (0,0)-(0,1)
    put(board, "oil", 0, 0, 0)  # the same cells again
    put(board, "oil", 0, 3, 3)  # far away
    assert misplaced_pairs(board) == 1


def test_green_pieces_apart_make_no_pair():
    board = new_board("home")
    put(board, "oil", 0, 0, 0)  # (0,0)-(0,1)
    put(board, "oil", 0, 2, 0)  # (2,0)-(2,1)
    put(board, "oil", 0, 1, 2)  # (1,2)-(1,3): corner to corner with both
    assert misplaced_pairs(board) == 0


@pytest.mark.parametrize("seed", [8, 9])
def test_the_packers_best_anchor_is_worth_its_plain_placement_gain(seed):
    """`best_on_board` measures every anchor from the board's state computed once; its answer's
    gain is the one `placement_gain` computes from scratch for the same cells."""
    compared = 0
    for state in positions(seed, 1, limit=300):
        for board in state["players"][0]["boards"]:
            for item in ("oil", "silverware", "silver2", "ore"):
                placer._BEST.clear()
                found = placer.best_on_board(board, item, 4, 3)
                if found is None:
                    continue
                gain, rot, row, col = found
                mask = next(m for r, c, m in placement.anchor_masks(board, item, rot) if (r, c) == (row, col))
                assert gain == pytest.approx(placer.placement_gain(board, mask, 4, 3), abs=1e-9)
                compared += 1
    assert compared > 50


def _pairs_one_by_one(board: dict) -> int:
    """The plain rule: every two pieces of a restricted colour with cells edge to edge."""
    geo = GEO[board["id"]]
    colors = ("green",) if geo.kind != "building" else ("orange", "red")
    pieces = [(placement.item_color(p["item"]), {tuple(c) for c in p["cells"]}) for p in board["pieces"]]
    pieces = [(color, cells) for color, cells in pieces if color in colors]
    pairs = 0
    for i, (color_a, a) in enumerate(pieces):
        for color_b, b in pieces[i + 1:]:
            if color_a == color_b and any((r + dr, c + dc) in b for r, c in a
                                          for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))):
                pairs += 1
    return pairs


@pytest.mark.parametrize("board_id", ["home", "long_house", "stone_house"])
def test_misplaced_pairs_equal_the_pairwise_count_on_boards_put_together_by_hand(board_id):
    """Pieces dropped anywhere the outline allows (touching, overlapping, apart): the count read off
    the colour masks when nothing touches must agree with counting pair by pair."""
    rng = Rng(11)
    items = ["oil", "hide", "wool", "linen", "peas", "mead", "beans", "milk", "silverware", "chest"]
    geo = GEO[board_id]
    counts = set()
    for _ in range(300):
        board = new_board(board_id)
        for _k in range(1 + rng.below(5)):
            item = items[rng.below(len(items))]
            rot = rng.below(len(SHAPES[item]))
            spots = geo.candidates(SHAPES[item][rot])
            if spots:
                r, c, _m = spots[rng.below(len(spots))]
                put(board, item, rot, r, c)
        expected = _pairs_one_by_one(board)
        assert misplaced_pairs(board) == expected
        counts.add(expected)
    assert 0 in counts and max(counts) >= 2


def test_the_cards_hooks_are_asked_in_the_order_played_through_the_index(monkeypatch):
    """hooks.HOOKS_AT / MODS_AT (issue 14, forty-first pass) hold every card's hooks and modifiers by
    moment, each of a declared card, and the engine asks the seat's played cards in the order they
    were played, skipping cards without one."""
    from games.feast_for_odin import hooks

    assert set(hooks.HOOKS_AT) >= hooks.MOMENTS | hooks.REPLACEMENTS and set(hooks.MODS_AT) >= hooks.MODIFIERS
    assert all(card in hooks.CARDS for table in (hooks.HOOKS_AT, hooks.MODS_AT) for fns in table.values() for card in fns)
    assert 177 in hooks.HOOKS_AT["bonus"] and sum(len(fns) for fns in hooks.MODS_AT.values()) > 10
    monkeypatch.setitem(hooks.HOOKS_AT["harvest"], 9001, lambda state, seat, ctx: [{"op": "a"}])
    monkeypatch.setitem(hooks.HOOKS_AT["harvest"], 9002, lambda state, seat, ctx: [{"op": "b"}, {"op": "c"}])
    monkeypatch.setitem(hooks.MODS_AT["roll"], 9001, lambda state, seat, ctx, value: value * 2)
    monkeypatch.setitem(hooks.MODS_AT["roll"], 9002, lambda state, seat, ctx, value: value + 1)
    state = {"players": [{"played": [9002, 5, 9001]}]}
    assert hooks.hook_steps(state, 0, "harvest", {}) == [
        {"op": "b", "card": 9002}, {"op": "c", "card": 9002}, {"op": "a", "card": 9001}]
    assert hooks.modify(state, 0, "roll", {}, 3) == 8  # (3 + 1) * 2: 9002 was played first
    assert hooks.hook_steps(state, 0, "no_harvest", {}) == [] and hooks.modify(state, 0, "loot", {}, 7) == 7
