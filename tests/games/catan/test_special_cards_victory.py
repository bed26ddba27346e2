"""Longest Road, Largest Army, winning (§가장 긴 도로, §가장 큰 군대, §게임의 종료)."""

from __future__ import annotations

from games.catan import board, scoring


def _three_arms(lengths: tuple[int, ...]) -> tuple[int, list[list[int]]]:
    """An inland intersection with three node-disjoint simple paths of the given lengths."""
    for centre in range(board.N_NODES):
        if len(board.NODE_NEIGHBORS[centre]) != 3:
            continue
        arms = _arms(centre, list(board.NODE_NEIGHBORS[centre]), list(lengths), {centre})
        if arms:
            return centre, arms
    raise AssertionError("no such intersection")


def _arms(centre, firsts, lengths, used):
    if not lengths:
        return []
    first = firsts[0]
    for path in _paths_from([centre, first], lengths[0], used | {first}):
        rest = _arms(centre, firsts[1:], lengths[1:], used | set(path))
        if rest is not None:
            return [path] + rest
    return None


def _paths_from(path, length, used):
    if len(path) == length + 1:
        yield path
        return
    for nxt in board.NODE_NEIGHBORS[path[-1]]:
        if nxt not in used:
            yield from _paths_from(path + [nxt], length, used | {nxt})


def test_longest_road_needs_five_and_counts_no_branches(empty):
    sc = empty
    centre, (a, b, c) = _three_arms((2, 2, 1))
    sc.road_path(0, a)
    sc.road_path(0, b)
    sc.road_path(0, c)
    # A fork: 2 + 2 through the centre; the 1-long branch does not add (§가장 긴 도로 예제).
    assert scoring.longest_road(sc.s, 0) == 4
    scoring.update_longest_road(sc.s, [0])
    assert sc.s["longest"] == -1
    tail = [a[-1], [n for n in board.NODE_NEIGHBORS[a[-1]] if n not in a + b + c][0]]
    sc.s["hands"][0] = [1, 1, 0, 0, 0]
    sc.s["bank"][0] -= 1
    sc.s["bank"][1] -= 1
    sc.touch()
    sc.act("build_road", edge=board.edge_between(*tail))
    assert sc.s["road_length"][0] == 5 and sc.s["longest"] == 0


def test_a_loop_counts_in_full():
    from core.match import Match

    m = Match.new("catan", 4, 1, {})
    s = m.state
    s["edge_owner"] = [-1] * board.N_EDGES
    ring = board.HEX_NODES[4]
    for k in range(6):
        s["edge_owner"][board.edge_between(ring[k], ring[(k + 1) % 6])] = 1
    s["node_owner"] = [-1] * board.N_NODES
    assert scoring.longest_road(s, 1) == 6


def test_rulebook_example_break_moves_longest_road(empty):
    """§가장 긴 도로 예제/주의: white's 7-road road wins the card; black's settlement at C cuts it
    (3 + 4), and black's own 6-road road now takes the card."""
    sc = empty
    white, black = 2, 1
    centre, (left, right, spur) = _three_arms((3, 4, 6))
    sc.road_path(white, left)
    sc.road_path(white, right)
    sc.road_path(black, spur)
    scoring.update_longest_road(sc.s, [0, 1, 2, 3])
    assert sc.s["road_length"][white] == 7 and sc.s["road_length"][black] == 6
    assert sc.s["longest"] == white
    sc.phase("main", turn=black, rolled=True)
    sc.hand(black, brick=1, lumber=1, wool=1, grain=1)
    sc.act("build_settlement", node=centre)
    assert sc.s["road_length"][white] == 4
    assert sc.s["longest"] == black


def test_tie_keeps_the_holder_and_a_broken_tie_sets_the_card_aside(empty):
    """Seats not recounted keep their stored length, which lets us pose each case directly."""
    s = empty.s
    centre, (left, right, _) = _three_arms((3, 4, 1))
    empty.road_path(0, left)
    empty.road_path(0, right)
    s["road_length"][1] = 5
    scoring.update_longest_road(s, [0])
    assert s["road_length"][0] == 7 and s["longest"] == 0
    # A challenger who only ties does not take the card (§가장 긴 도로, 예외).
    s["road_length"][1] = 7
    scoring.update_longest_road(s, [])
    assert s["longest"] == 0
    # Seat 0's road is cut to 3 + 4 while seats 1 and 3 tie at 5: the card is set aside.
    s["road_length"][1] = s["road_length"][3] = 5
    s["node_owner"][centre], s["node_level"][centre] = 1, 1
    scoring.update_longest_road(s, [0])
    assert s["road_length"][0] == 4 and s["longest"] == -1
    # Set aside, it goes to the next player who alone has the longest road of 5+.
    s["road_length"][3] = 6
    scoring.update_longest_road(s, [])
    assert s["longest"] == 3


def test_nobody_holds_longest_road_below_five(empty):
    s = empty.s
    s["road_length"] = [4, 3, 0, 0]
    scoring.update_longest_road(s, [])
    assert s["longest"] == -1


def test_largest_army_first_to_three_then_must_exceed(empty):
    sc = empty
    s = sc.s
    s["knights"] = [2, 0, 0, 0]
    scoring.update_largest_army(s, 0)
    assert s["army"] == -1
    s["knights"][0] = 3
    scoring.update_largest_army(s, 0)
    assert s["army"] == 0
    s["knights"][1] = 3
    scoring.update_largest_army(s, 1)
    assert s["army"] == 0  # a tie does not take it
    s["knights"][1] = 4
    scoring.update_largest_army(s, 1)
    assert s["army"] == 1


def test_playing_the_third_knight_takes_largest_army(empty):
    sc = empty
    sc.s["knights"][0] = 2
    sc.dev(0, "knight")
    sc.act("play_dev", card="knight")
    assert sc.s["army"] == 0
    assert sc.m.view(None)["players"][0]["vp"] == 2


def _nine_points(sc, seat):
    """§게임의 종료 예제: 2 settlements, Longest Road, 2 cities, a victory point card = 9."""
    s = sc.s
    for k, node in enumerate((0, 7, 17, 30)):
        sc.settle(seat, node, city=k >= 2)
    s["longest"] = seat
    sc.dev(seat, "victory_point")


def test_rulebook_example_win_by_buying_a_victory_point_card(empty):
    sc = empty
    _nine_points(sc, 0)
    assert scoring.total_vp(sc.s, 0) == 9 and not sc.m.is_over()
    sc.hand(0, wool=1, grain=1, ore=1)
    sc.s["deck"] = ["victory_point"] + [c for c in sc.s["deck"] if c != "victory_point"][:3]
    sc.m.rng.force(0)
    sc.act("buy_dev")
    assert sc.m.is_over() and sc.m.winners() == [0]
    assert sc.s["vp_revealed"][0] == 2  # both cards are shown
    assert sc.m.legal_actions() == [] and sc.m.current_player() is None
    assert sc.m.view(None)["final_vp"][0] == 10


def test_ten_points_only_win_on_your_own_turn(empty):
    sc = empty
    _nine_points(sc, 1)
    sc.s["army"] = 1  # 11 points, but it is seat 0's turn
    sc.hand(0, brick=4)
    sc.act("bank_trade", give="brick", get="ore")
    assert not sc.m.is_over()
    sc.act("end_turn")  # now seat 1 is the player to move: the game ends at once
    assert sc.m.is_over() and sc.m.winners() == [1]
