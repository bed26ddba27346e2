"""Set-up (rulebook 2. 게임 준비): the pieces, starting coins, the rondel's S and A tiles and its gap,
the market, the stacks with The End, the die option and each player's kit.

Positions are absolute (`rondel.py`): the pieces start on 0..n-1 and the space behind the rearmost
piece is position RONDEL_SPACES - 1 (the same space as -1). The rondel size itself is provisional
(D3), so the tests read it from the data.
"""

from __future__ import annotations

import pytest

from games.glen_more_2.data_files import RONDEL_SPACES, TILES
from games.glen_more_2.rules import check_invariants


def by_pos(g) -> list[int]:
    """Seats from the rearmost piece forward."""
    return sorted(range(g.s["n"]), key=lambda seat: g.p(seat)["pos"])


def test_pieces_on_consecutive_spaces_in_random_order(glen):
    """게임 준비 3: one Scotsman each, drawn blind, on consecutive spaces."""
    orders = set()
    for seed in range(1, 25):
        g = glen(4, seed)
        assert sorted(g.p(seat)["pos"] for seat in range(4)) == [0, 1, 2, 3]
        orders.add(tuple(by_pos(g)))
    assert len(orders) > 3, "the order of the pieces is drawn at random"


def test_the_rearmost_piece_starts_and_coins_are_5_6_7_8_in_rondel_order(glen):
    """게임 준비 3: the owner of the rearmost piece starts; from them on 5, 6, 7, 8 coins."""
    for players in (2, 3, 4):
        for seed in (1, 2, 3):
            g = glen(players, seed, die="off")
            order = by_pos(g)
            assert g.seat == order[0]
            assert g.prompt == {"kind": "take", "seat": order[0]}
            assert [g.p(seat)["coins"] for seat in order] == [5, 6, 7, 8][:players]


def test_start_tiles_ahead_of_the_pieces_then_a_tiles_and_one_gap(glen):
    """게임 준비 5: the 5 S tiles one per space in front of the pieces, the rest A tiles clockwise,
    the space behind the rearmost piece empty: pieces - S S S S S - A ... A - gap."""
    for players in (2, 3, 4):
        g = glen(players, 3, die="off")
        rondel = {int(pos): tile for pos, tile in g.s["rondel"].items()}
        assert [TILES[rondel[pos]]["stack"] for pos in range(players, players + 5)] == ["S"] * 5
        assert all(TILES[rondel[pos]]["stack"] == "A" for pos in range(players + 5, RONDEL_SPACES - 1))
        assert set(rondel) == set(range(players, RONDEL_SPACES - 1))
        assert RONDEL_SPACES - 1 not in rondel, "the space behind the rearmost piece stays empty"
        assert len(g.s["stacks"]["A"]) == 14 - (RONDEL_SPACES - 1 - players - 5)


def test_the_die_stands_just_ahead_of_the_pieces_and_the_start_tiles_ahead_of_it(glen):
    """게임 준비 5: pieces 1-4 - die - 5 S tiles - A tiles - gap."""
    g = glen(3, 2, die="on")
    assert g.s["die"] == 3
    rondel = {int(pos): tile for pos, tile in g.s["rondel"].items()}
    assert 3 not in rondel
    assert [TILES[rondel[pos]]["stack"] for pos in range(4, 9)] == ["S"] * 5
    assert set(rondel) == set(range(4, RONDEL_SPACES - 1))


def test_die_option_auto_is_on_with_two_players_only(glen):
    """주사위 (R: the die is mandatory with 2 players, optional with 3-4): D6 "auto" = on with 2."""
    assert glen(2, 1).s["die"] == 2
    assert glen(3, 1).s["die"] is None
    assert glen(4, 1).s["die"] is None
    assert glen(3, 1, die="on").s["die"] == 3
    assert glen(2, 1, die="off").s["die"] is None


def test_market_is_empty_with_four_players_one_coin_on_each_first_field_with_two_or_three(glen):
    """시장 / 게임 준비 5 (R): 2-3 players put 1 coin on the "1" field of every row; 4 players none."""
    assert all(row == [0, 0, 0] for row in glen(4, 1).s["market"].values())
    for players in (2, 3):
        market = glen(players, 1).s["market"]
        assert sorted(market) == ["barley", "cattle", "sheep", "stone", "wood"]
        assert all(row == [1, 0, 0] for row in market.values())


@pytest.mark.parametrize("options", [{}, {"c3": "on", "c6": "on"}])
def test_the_end_lies_in_the_middle_band_of_stack_d(glen, options):
    """게임 준비 4: "'세상의 끝' 타일을 D타일 더미의 중간쯤에 넣습니다" (The End roughly in the middle of
    stack D). Ruling D12: at least a third of D's other tiles (rounded down) above it and as many
    below it — with 17 D tiles, The End is drawn 6th to 13th of 18, never first or last; every place
    in that band occurs (issue 11: the engine used the whole bottom half, the very last tile included)."""
    places = set()
    for seed in range(1, 301):
        d = glen(2, seed, **options).s["stacks"]["D"]
        n = len(d) - 1
        assert d.count("END") == 1
        drawn = len(d) - d.index("END")  # the stack is drawn from its end: 1 = first drawn
        assert n // 3 + 1 <= drawn <= n - n // 3 + 1, (seed, drawn, n)
        places.add(drawn)
    n = len(d) - 1
    assert places == set(range(n // 3 + 1, n - n // 3 + 2)), "every place of the band occurs"
    if not options:
        assert n == 17 and places == set(range(6, 14))


def test_stacks_hold_every_base_tile_once_and_no_chronicle_tile(glen):
    """게임 준비 4: stacks A-D shuffled apart; S tiles on the rondel; David Hume beside the clan board
    (not in a stack); landmark cards come with their tiles (nobody holds one at the start)."""
    g = glen(4, 5)
    held = list(g.s["rondel"].values()) + [t for stack in g.s["stacks"].values() for t in stack]
    assert len(held) == len(set(held))
    base = {t for t, tile in TILES.items() if tile.get("stack") in ("S", "A", "B", "C", "D") and not tile.get("chronicle")}
    assert set(held) == base | {"END"}
    assert "HUME" not in held and g.s["hume"] is None
    assert all(TILES[t]["stack"] == letter for letter, stack in g.s["stacks"].items() for t in stack if t != "END")
    assert all(not g.p(seat)["landmarks"] for seat in range(4))
    check_invariants(g.s)


def test_each_player_has_a_home_tile_with_one_scotsman_on_the_village(glen):
    """게임 준비 1: home tile (village left, castle right, river through both), 1 Scotsman on the
    starting village, 10 clan markers; 구성물: the home tile counts as 2 tiles."""
    g = glen(3, 1)
    for seat in range(3):
        p = g.p(seat)
        assert p["land"] == {"0,0": {"tiles": ["home_village"], "res": {}, "scots": 1},
                             "1,0": {"tiles": ["home_castle"], "res": {}, "scots": 0}}
        assert TILES["home_village"]["river"] == ["W", "E"] and TILES["home_castle"]["river"] == ["W", "E"]
        assert p["markers"] == 10 and p["whisky"] == 0 and p["vp"] == 0 and p["persons"] == []
