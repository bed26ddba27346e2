"""The rondel and the turn order (rulebook 3. 게임 진행: 차례 순서, 플레이어 차례, 주사위, 론델에서 타일
가져오기; 4. 게임 종료 for The End).

Most tests replace the rondel's tiles by plain fixture tiles (free, no effect) so that a turn is
take → place → end; the refill still brings the real stack tiles behind them.
"""

from __future__ import annotations

import pytest

from games.glen_more_2 import rondel as rondel_mod
from games.glen_more_2.data_files import RONDEL_SPACES

# --- helpers ---------------------------------------------------------------------------------------


def tiles(g) -> dict[int, str]:
    return {int(pos): tile for pos, tile in g.s["rondel"].items()}


def plain(g) -> None:
    """Every rondel tile becomes a plain free tile without effects."""
    for pos in list(g.s["rondel"]):
        if g.s["rondel"][pos] != "END":
            g.s["rondel"][pos] = g.tile()
    g.touch()


def play(g, pos: int) -> int:
    """The deciding player takes the tile at `pos`, puts it on the first legal cell and ends the turn."""
    seat = g.seat
    g.do("take", pos=pos)
    if g.prompt["kind"] == "place":
        g.do("place", cell=g.legal()[0]["cell"])
    g.do("end_turn")
    return seat


def back(g) -> int:
    return min(rondel_mod.pieces(g.s).values())


def empty_spaces(g) -> list[int]:
    """Spaces of the lap from the rearmost piece on that hold neither a tile nor a piece."""
    rear = back(g)
    taken = rondel_mod.occupied(g.s)
    return [pos for pos in range(rear, rear + RONDEL_SPACES) if pos not in tiles(g) and pos not in taken]


def seat_at(g, pos: int) -> int:
    return next(seat for seat in range(g.s["n"]) if g.p(seat)["pos"] == pos)


def no_end(g) -> None:
    """Take The End out of stack D (a test puts it on the rondel itself)."""
    g.s["stacks"]["D"].remove("END")


# --- turn order ------------------------------------------------------------------------------------


def test_the_rearmost_piece_moves_any_distance_forward_onto_a_tile(glen):
    """플레이어 차례: advance as far as you like, stop on a space with a tile, take it; the piece stays
    on the emptied space."""
    g = glen(2, 1, die="off")
    plain(g)
    first = seat_at(g, 0)
    assert g.seat == first
    assert sorted(a["pos"] for a in g.legal() if a["type"] == "take") == list(range(2, RONDEL_SPACES - 1))
    tile = tiles(g)[9]
    g.do("take", pos=9)
    assert g.p(first)["pos"] == 9 and 9 not in tiles(g)
    assert g.prompt == {"kind": "place", "seat": first, "tile": tile}


def test_the_rearmost_piece_plays_again_as_long_as_it_stays_last(glen):
    """차례 순서: the owner of the rearmost piece plays; still last after moving → another turn."""
    g = glen(2, 1, die="off")
    plain(g)
    a, b = seat_at(g, 0), seat_at(g, 1)
    assert play(g, 2) == a          # a passes b: b is last now
    assert g.seat == b
    assert play(g, 8) == b          # b jumps far ahead: a is last
    assert g.seat == a
    assert play(g, 3) == a          # a is still last: a again
    assert g.seat == a
    assert play(g, 5) == a
    assert play(g, 9) == a          # now past b (at 8)
    assert g.seat == b


def test_a_tile_one_cannot_pay_for_cannot_be_stopped_on(glen):
    """론델에서 타일 가져오기 3: no stopping on a tile whose cost cannot be paid."""
    g = glen(2, 1, die="off")
    plain(g)
    dear = g.offer(g.tile(cost={"coins": 99}), 3)
    cheap = g.offer(g.tile(cost={"coins": g.p(g.seat)["coins"]}), 4)
    takes = [a["pos"] for a in g.legal() if a["type"] == "take"]
    assert dear not in takes and cheap in takes


def test_protected_tiles_are_passed_over_never_stopped_on(glen):
    """Anatomy of the tiles (R): a protected tile may only be passed over — not taken, not discarded."""
    g = glen(2, 1, die="off")
    plain(g)
    guarded = g.offer(g.tile(protected=True), 2)
    assert guarded not in [a["pos"] for a in g.legal()]
    for pos in list(g.s["rondel"]):
        if int(pos) != guarded:
            g.s["rondel"][pos] = g.tile(cost={"coins": 99})
    g.touch()
    discards = {a["pos"] for a in g.legal() if a["type"] == "discard"}
    assert discards and guarded not in discards


def test_tiles_everyone_passed_are_discarded(glen):
    """참고 (플레이어 차례): tiles between the rearmost piece and the gap have been passed by every piece
    and are discarded at once, so several spaces may be refilled."""
    g = glen(2, 1, die="off")
    plain(g)
    a = seat_at(g, 0)
    play(g, 2)                       # a: 0 → 2
    play(g, 8)                       # b: 1 → 8, over 3..7
    passed = [tiles(g)[pos] for pos in range(3, 8)]
    assert g.seat == a
    play(g, 9)                       # a: 2 → 9, over b: 3..7 are behind everyone now
    assert all(tile in g.s["discard"] for tile in passed)
    assert not any(pos in tiles(g) for pos in range(3, 8))


def test_refill_leaves_exactly_the_space_behind_the_rearmost_piece_empty(glen):
    """플레이어 차례: refill every empty space but the one just behind the rearmost piece."""
    for players, die in ((2, "off"), (3, "off"), (4, "on"), (2, "on")):
        g = glen(players, 7, die=die)
        plain(g)
        assert empty_spaces(g) == [back(g) + RONDEL_SPACES - 1]
        for step in (5, 1, 3, 2, 4, 1):
            ahead = sorted(a["pos"] for a in g.legal() if a["type"] == "take")
            play(g, ahead[min(step, len(ahead)) - 1])
            assert empty_spaces(g) == [back(g) + RONDEL_SPACES - 1]


def test_a_round_ends_with_a_scoring_when_its_stack_runs_out_and_the_gaps_fill_from_the_next(glen):
    """게임 진행: round 1 ends when the last A tile is put on the rondel; the scoring comes before the
    next player acts. D2: the remaining gaps of that refill come from stack B."""
    g = glen(2, 1, die="off")
    plain(g)
    play(g, 4)                                   # a: 0 → 4
    g.s["stacks"]["A"] = g.s["stacks"]["A"][-1:]
    last_a = g.s["stacks"]["A"][0]
    b_top = g.s["stacks"]["B"][-2:]
    g.touch()
    assert g.s["scorings"] == [] and g.s["round"] == 1
    play(g, 8)                                   # b: 1 → 8; 2, 3 passed; 14, 15, 16 to fill
    assert tiles(g)[14] == last_a
    assert [tiles(g)[15], tiles(g)[16]] == b_top[::-1]
    assert len(g.s["scorings"]) == 1 and g.s["round"] == 2
    assert g.s["stack"] == "B"


@pytest.mark.parametrize("stack,scored", [("B", True), ("C", True), ("D", False)])
def test_stacks_b_and_c_end_rounds_d_does_not(glen, stack, scored):
    """게임 진행: scorings after A, B and C run out; stack D ends nothing (The End does)."""
    g = glen(2, 1, die="off")
    plain(g)
    play(g, 4)
    g.s["stack"] = stack
    g.s["stacks"][stack] = g.s["stacks"][stack][-1:]
    g.touch()
    play(g, 5)
    assert len(g.s["scorings"]) == (1 if scored else 0)


def test_when_no_tile_can_be_taken_one_is_discarded_for_a_coin_or_a_movement_point(glen):
    """론델에서 타일 가져오기 4: move onto any tile, discard it, take 1 coin or 1 movement point."""
    g = glen(2, 1, die="off")
    for pos in list(g.s["rondel"]):
        g.s["rondel"][pos] = g.tile(cost={"coins": 99})
    g.touch()
    seat = g.seat
    legal = g.legal()
    assert not any(a["type"] == "take" for a in legal)
    assert {(a["pos"], a["gain"]) for a in legal} == {(pos, gain) for pos in range(2, RONDEL_SPACES - 1)
                                                      for gain in ("coin", "move")}
    coins = g.p(seat)["coins"]
    tile = tiles(g)[5]
    g.do("discard", pos=5, gain="coin")
    assert g.p(seat)["coins"] == coins + 1 and tile in g.s["discard"] and g.p(seat)["pos"] == 5
    assert g.legal() == [{"type": "end_turn"}]
    g.do("end_turn")

    g.s["rondel"] = {pos: g.tile(cost={"coins": 99}) for pos in g.s["rondel"]}
    g.touch()
    g.do("discard", pos=6, gain="move")
    assert g.s["turn"]["moves"] == 1
    assert {"type": "move", "from": "0,0", "to": "1,0"} in g.legal()


# --- the die ---------------------------------------------------------------------------------------


def die_game(glen, seed: int = 1):
    """2 players with the die: pieces 0, 1; die 2; the first two turns take 3 and 4, so the die is
    rearmost at the end of the second turn."""
    g = glen(2, seed, die="on")
    plain(g)
    play(g, 3)
    g.do("take", pos=4)
    g.do("place", cell=g.legal()[0]["cell"])
    return g


def test_the_die_counts_tiles_not_pieces_and_discards_the_tile_it_stops_on(glen):
    """주사위: when rearmost, it rolls and advances that many tiles (spaces with pieces do not count),
    discards the tile there and stays on the empty space."""
    for face, target in ((0, 5), (3, 6), (5, 7)):  # faces 1, 2, 3 (DIE_FACES 1,1,1,2,2,3)
        g = die_game(glen)
        doomed = tiles(g)[target]
        g.m.rng.force(face)
        g.do("end_turn")
        assert g.s["die"] == target
        assert doomed in g.s["discard"] and tiles(g).get(target) != doomed
        assert g.seat == seat_at(g, 3), "then the rearmost player plays"


def test_the_die_faces_are_1_1_1_2_2_3():
    """구성물: the die has faces 1-1-1-2-2-3."""
    assert rondel_mod.DIE_FACES == (1, 1, 1, 2, 2, 3)


def test_the_die_goes_on_past_chronicle_and_protected_tiles(glen):
    """주사위: landing on a tile with a chronicle or protection icon, it goes on to the next tile
    without one (marked tiles still count toward the roll)."""
    g = die_game(glen)
    g.s["rondel"]["5"] = g.tile(chronicle=1)
    g.s["rondel"]["6"] = g.tile(protected=True)
    kept, doomed = [tiles(g)[5], tiles(g)[6]], tiles(g)[7]
    g.touch()
    g.m.rng.force(0)  # 1: tile 5 is marked, so is 6 → 7
    g.do("end_turn")
    assert g.s["die"] == 7 and doomed in g.s["discard"]
    assert [tiles(g)[5], tiles(g)[6]] == kept

    g = die_game(glen)
    g.s["rondel"]["5"] = g.tile(chronicle=1)
    g.touch()
    g.m.rng.force(3)  # 2: tile 5 counts as the first → 6
    g.do("end_turn")
    assert g.s["die"] == 6


def test_the_die_never_removes_the_end_and_leaves_when_it_reaches_it(glen):
    """주사위 / 게임 종료: the die does not remove The End and is taken out when it reaches it."""
    for face in (3, 5):  # 2 or 3: The End at 6 is reached
        g = die_game(glen)
        no_end(g)
        g.s["rondel"]["6"] = "END"
        before = tiles(g)[5]
        g.touch()
        g.m.rng.force(face)
        g.do("end_turn")
        assert g.s["die"] is None
        assert tiles(g)[6] == "END" and tiles(g)[5] == before
        assert "die" not in rondel_mod.pieces(g.s)


# --- The End ---------------------------------------------------------------------------------------


def test_stopping_on_the_end_finishes_and_several_pieces_may_share_it(glen):
    """게임 종료: moving onto The End ends one's game at once; several pieces may stand on it; when
    every piece is on or past it the fourth scoring and the final scoring follow."""
    g = glen(2, 1, die="off")
    plain(g)
    no_end(g)
    g.s["rondel"]["4"] = "END"
    g.touch()
    a = g.seat
    assert {"type": "stop_end", "pos": 4} in g.legal()
    g.do("stop_end", pos=4)
    assert g.p(a)["finished"] and g.p(a)["pos"] == 4
    b = g.seat
    assert b != a
    play(g, 2)                      # b stays last: b again, a never plays again
    assert g.seat == b
    g.do("stop_end", pos=4)
    assert g.p(b)["pos"] == 4 and tiles(g)[4] == "END"
    assert g.m.is_over()
    assert len(g.s["scorings"]) == 1 and "final" in g.s


def test_passing_the_end_one_takes_a_last_tile_and_is_done(glen):
    """게임 종료: passing The End, one takes and uses the tile as usual, then one's game is over."""
    g = glen(2, 1, die="off")
    plain(g)
    no_end(g)
    g.s["rondel"]["4"] = "END"
    g.touch()
    a = g.seat
    g.do("take", pos=6)
    assert not g.p(a)["finished"], "the turn goes on: place, activate"
    g.do("place", cell=g.legal()[0]["cell"])
    g.do("end_turn")
    assert g.p(a)["finished"]
    assert g.seat != a
    g.do("take", pos=7)
    g.do("place", cell=g.legal()[0]["cell"])
    g.do("end_turn")
    assert g.m.is_over(), "every piece is past The End: the game is over"
