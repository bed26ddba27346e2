"""Chronicle 5 — Address to a Haggis (rulebook 연대기 5 - 해기스 요리왕), one test per clause.

The six tiles' stacks and effects are provisional, so the tests use fixture tiles carrying the
rulebook's two effect kinds (one-time: a token; activation: 1 sheep → a token). Dice are forced:
the die's faces are 1, 1, 1, 2, 2, 3, so the draw 0 rolls a 1, 3 rolls a 2 and 5 rolls a 3.
"""

from __future__ import annotations

import pytest

from core.rng import Rng
from games.glen_more_2 import rules
from games.glen_more_2.chronicles import c5
from games.glen_more_2.data_files import CHRONICLES, TILES

ROLL = {1: 0, 2: 3, 3: 5}  # forced draw → the die's face


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def placed(g, tile: str, cell: str = "1,1") -> int:
    seat = g.seat
    g.do("take", pos=offer(g, tile))
    g.do("place", cell=cell)
    return seat


def give(g, seat: int, *values: int) -> None:
    """Put tokens from the supply (face down ones first) on a player's table."""
    c = g.s["c5"]
    for v in values:
        c["pool"].remove(v) if v in c["pool"] else c["up"].remove(v)
        c["tables"][seat].append(v)
    c["tables"][seat].sort()
    g.touch()


def supply(g, up: list[int], pool: list[int]) -> None:
    """Set the supply (the rest of the 13 tokens goes to nobody's table: tests keep counts apart)."""
    g.s["c5"]["up"] = list(up)
    g.s["c5"]["pool"] = sorted(pool)
    g.touch()


def once_tile(g) -> str:
    return g.tile(type="trade", once=[{"kind": "haggis"}])


def kitchen(g) -> str:
    return g.tile(type="trade", activation=[[{"kind": "haggis", "pay": {"sheep": 1}}]])


def force_rolls(g, *faces: int) -> None:
    g.m.rng.force(*(ROLL[f] for f in faces))


def haggis_scoring(g, after: int = 2) -> None:
    """Start a haggis scoring as the rules do after a scoring (the hook the engine calls)."""
    g.s["scorings"] = [{}] * after
    events: list = []
    c5._after_scoring(g.s, -1, {"stack": "B"}, g.m.rng, events)
    g.touch()


# --- components and set-up ----------------------------------------------------------------------

def test_components_six_tiles_thirteen_tokens_valued_1_to_3_four_tables_of_five():
    """구성물: 6 new tiles (드로버 객점, 예 올드 객점, 크릭 객점, 해기스 조리소, 비스트 피스트 객점,
    셰틀랜드), 13 haggis tokens showing 1-3 on one side, 4 table cards."""
    names = {TILES[t]["ko"] for t in CHRONICLES[5]["tiles"]}
    assert names == {"드로버 객점", "예 올드 객점", "크릭 객점", "해기스 조리소", "비스트 피스트 객점", "셰틀랜드"}
    assert all(TILES[t]["chronicle"] == 5 and TILES[t]["stack"] in "ABCD" for t in CHRONICLES[5]["tiles"])
    assert sum(c5.TOKENS.values()) == 13 and set(c5.TOKENS) == {1, 2, 3}
    assert c5.CAPACITY == 5 and CHRONICLES[5]["components"]["serving_tables"]["count"] == 4
    assert CHRONICLES[5]["players"] == [2, 4]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_a_table_each_tiles_in_their_stacks_two_tokens_face_up(glen, players):
    """달라지는 게임 준비: each player takes a table card; the new tiles go into their stacks; the
    tokens are shuffled face down and 2 are turned face up."""
    g = glen(players, 1, c5="on")
    c = g.s["c5"]
    assert c["tables"] == [[] for _ in range(players)] and len(c["up"]) == 2 and len(c["pool"]) == 11
    every = c["up"] + c["pool"]
    assert {v: every.count(v) for v in (1, 2, 3)} == c5.TOKENS
    on_board = set(g.s["rondel"].values()) | {t for s in g.s["stacks"].values() for t in s}
    assert set(CHRONICLES[5]["tiles"]) <= on_board | set(g.s["discard"])
    plain = glen(players, 1)
    assert "c5" not in plain.s and not any(t.startswith("c5-") for s in plain.s["stacks"].values() for t in s)


# --- taking a token ------------------------------------------------------------------------------

def test_a_token_is_one_of_the_two_face_up_or_a_random_face_down_one(glen):
    """새로운 규칙: one of the 2 face-up tokens may be chosen, or a face-down one at random."""
    g = glen(2, 1, die="off", c5="on")
    supply(g, [1, 3], [2, 2, 3])
    seat = placed(g, once_tile(g))
    assert g.prompt["kind"] == "choice" and g.prompt["op"]["op"] == "haggis"
    assert g.legal() == [{"type": "haggis", "from": "up", "value": 1}, {"type": "haggis", "from": "up", "value": 3},
                         {"type": "haggis", "from": "down"}]
    g.m.rng.force(0)  # the refill turns up the first of what is left face down
    g.do("haggis", **{"from": "up", "value": 3})
    assert g.s["c5"]["tables"][seat] == [3]
    g2 = glen(2, 1, die="off", c5="on")
    supply(g2, [1, 1], [2, 3, 3])
    seat = placed(g2, once_tile(g2))
    g2.m.rng.force(0)  # the face-down draw: the first of 2, 3, 3 (2 are still face up: no refill)
    g2.do("haggis", **{"from": "down"})
    assert g2.s["c5"]["tables"][seat] == [2] and g2.s["c5"]["up"] == [1, 1]
    taken = [e for e in g2.m.events[-1] if e["type"] == "haggis_take"]
    assert taken == [{"type": "haggis_take", "seat": seat, "face_down": True}], "the value stays secret"


def test_the_supply_shows_two_face_up_tokens_again_after_each_take(glen):
    """새로운 규칙: after a token is taken, tokens are turned face up so that 2 are face up."""
    g = glen(2, 1, die="off", c5="on")
    supply(g, [1, 2], [3, 3])
    placed(g, once_tile(g))
    g.m.rng.force(1)
    g.do("haggis", **{"from": "up", "value": 1})
    assert sorted(g.s["c5"]["up"]) == [2, 3] and g.s["c5"]["pool"] == [3]


def test_no_token_left_means_no_token(glen):
    """새로운 규칙: very rarely none is left in the supply when one should be taken: none is taken."""
    g = glen(2, 1, die="off", c5="on")
    supply(g, [], [])
    seat = placed(g, once_tile(g))
    assert g.prompt["kind"] == "activate" and g.s["c5"]["tables"][seat] == []


def test_a_taken_token_lies_face_down_on_the_table_its_owner_sees_it_the_others_do_not(glen):
    """새로운 규칙: the token goes face down on one's table; its owner may look at it any time."""
    g = glen(3, 1, die="off", c5="on")
    give(g, 1, 3, 2)
    for seat in (0, 2, None):
        assert rules.view(g.s, seat)["c5"]["tables"][1] == [None, None]
    assert rules.view(g.s, 1)["c5"]["tables"][1] == [2, 3]
    assert all(v is None for v in rules.view(g.s, 1)["c5"]["pool"])
    assert rules.view(g.s, 1)["c5"]["up"] == g.s["c5"]["up"]


def test_reshuffling_the_hidden_tokens_keeps_every_view(glen):
    """What a seat cannot see (the face-down supply, the others' tables) may be re-dealt without
    changing what it sees; the counts stay."""
    g = glen(3, 1, die="off", c5="on")
    give(g, 0, 1, 1)
    give(g, 2, 3, 3, 3)
    for seat in (0, 1, 2, None):
        other = rules.reshuffle_hidden(g.s, seat, Rng(seat or 7))
        assert rules.view(other, seat) == rules.view(g.s, seat)
        rules.check_invariants(other)
    other = rules.reshuffle_hidden(g.s, 0, Rng(3))
    assert other["c5"]["tables"][0] == [1, 1] and len(other["c5"]["tables"][2]) == 3


def test_a_full_table_gives_one_token_back_face_down_for_the_new_one(glen):
    """새로운 규칙: at most 5 tokens on a table; a player with a full table who gains one may return
    one of theirs to the supply face down and take the new one."""
    g = glen(2, 1, die="off", c5="on")
    seat = g.seat
    give(g, seat, 1, 1, 2, 3, 3)
    supply(g, [2, 2], [1])
    placed(g, once_tile(g))
    legal = g.legal()
    assert {"type": "skip"} in legal
    assert {"type": "haggis", "from": "up", "value": 2, "give": 1} in legal
    assert {a.get("give") for a in legal if a["type"] == "haggis"} == {1, 2, 3}
    assert all(a["type"] == "skip" or "give" in a for a in legal), "no sixth token"
    g.m.rng.force(0)
    g.do("haggis", **{"from": "up", "value": 2, "give": 3})
    assert g.s["c5"]["tables"][seat] == [1, 1, 2, 2, 3] and g.s["c5"]["up"] == [2, 1] and g.s["c5"]["pool"] == [3]


def test_a_full_table_may_keep_its_tokens(glen):
    """새로운 규칙: with a full table the exchange is optional ("가져올 수 있습니다")."""
    g = glen(2, 1, die="off", c5="on")
    seat = g.seat
    give(g, seat, 1, 1, 2, 3, 3)
    placed(g, once_tile(g))
    g.do("skip")
    assert g.s["c5"]["tables"][seat] == [1, 1, 2, 3, 3] and g.prompt["kind"] == "activate"


def test_one_time_effect_a_token_at_once(glen):
    """새로운 일회성 효과: at once 1 haggis token (no decline when the table has room)."""
    g = glen(2, 1, die="off", c5="on")
    supply(g, [2, 3], [1])
    seat = placed(g, g.tile(type="trade", once=[{"kind": "haggis"}, {"kind": "haggis"}]))
    assert {"type": "skip"} not in g.legal()
    g.m.rng.force(0)
    g.do("haggis", **{"from": "up", "value": 3})
    assert g.prompt["kind"] == "choice", "the second one-time token"
    g.do("haggis", **{"from": "up", "value": 2})
    assert g.s["c5"]["tables"][seat] == [2, 3]


def test_activation_one_sheep_to_the_supply_for_a_token(glen):
    """새로운 활성화 효과: return 1 sheep to the supply and take 1 haggis token."""
    g = glen(2, 1, die="off", c5="on")
    seat = g.seat
    supply(g, [1, 3], [2])
    g.build(seat, g.tile(), "0,1", sheep=2)
    placed(g, kitchen(g), "1,1")
    g.do("activate", cell="1,1", alt=0)
    assert g.prompt["op"]["op"] == "haggis" and {"type": "skip"} not in g.legal()  # the sheep is paid: the token
    g.m.rng.force(0)
    g.do("haggis", **{"from": "up", "value": 3})
    assert g.p(seat)["land"]["0,1"]["res"] == {"sheep": 1} and g.s["c5"]["tables"][seat] == [3]


def test_the_activation_costs_a_sheep_and_is_not_offered_without_one(glen):
    """새로운 활성화 효과: 1 sheep to the supply → 1 haggis token; the sheep is the activation's cost
    (one bought at the market counts as paying at once), so without it the tile cannot activate."""
    g = glen(4, 1, die="off", c5="on")  # 4 players: the market is empty, buying costs coins
    seat = g.seat
    g.p(seat)["coins"] = 0
    placed(g, kitchen(g), "1,1")
    assert not [a for a in g.legal() if a["type"] == "activate" and a["cell"] == "1,1"]
    g2 = glen(2, 1, die="off", c5="on")
    seat = g2.seat
    g2.build(seat, g2.tile(), "0,1", sheep=1)
    placed(g2, kitchen(g2), "1,1")
    g2.do("activate", cell="1,1", alt=0)
    assert "sheep" not in g2.p(seat)["land"]["0,1"]["res"]  # paid with the activation
    assert {"type": "haggis", "from": "down"} in g2.legal()


# --- haggis scoring ------------------------------------------------------------------------------

def test_haggis_scoring_after_the_second_and_third_scorings_not_the_first(glen):
    """해기스 승점 계산: three times — after the 2nd, the 3rd and the 4th scoring."""
    assert c5.AFTER_SCORINGS == (2, 3, 4)
    g = glen(2, 1, die="off", c5="on")
    for after, expected in ((1, []), (2, [2]), (3, [2, 3])):
        g.s["scorings"] = [{}] * after
        if after > 1:
            force_rolls(g, 1, 1, 1, 1)
        c5._after_scoring(g.s, -1, {}, g.m.rng, [])
        assert g.s["c5"]["done"] == expected
    assert not g.m.rng.forced


def test_haggis_scoring_through_the_rondel_when_stack_b_runs_out(glen):
    """해기스 승점 계산 after the second scoring, before the next player acts (the engine's scoring
    moment: stack B runs out in a refill)."""
    g = glen(2, 1, die="off", c5="on")
    a = g.seat
    give(g, a, 2)
    g.s["scorings"] = [{"round": 1, "values": {}, "vp": {}}]
    g.s["stack"] = "B"
    g.s["stacks"]["A"] = []
    g.s["stacks"]["B"] = g.s["stacks"]["B"][-1:]
    placed(g, g.tile(), "1,1")
    force_rolls(g, 2, 1, 1, 1)
    g.do("end_turn")
    assert len(g.s["scorings"]) == 2 and g.s["c5"]["done"] == [2]
    assert g.s["c5"]["results"][0]["vp"][a] == 1 * 2 and g.s["c5"]["rolls"] == []


def test_four_rolls_each_turns_up_one_matching_token_per_roll(glen):
    """▶ 4 rolls; for each roll every player must turn up one token of their table showing it."""
    g = glen(2, 1, die="off", c5="on")
    give(g, 0, 1, 1, 1, 2)
    give(g, 1, 3)
    force_rolls(g, 1, 2, 1, 2)
    haggis_scoring(g)
    assert g.s["c5"]["results"][0]["shown"] == [[1, 2, 1], []]
    assert g.p(0)["vp"] == 3 * 4 and g.p(1)["vp"] == 0


def test_at_most_three_tokens_turned_up_per_player(glen):
    """▶ 3 per player; a player with 3 turned up ignores the remaining rolls."""
    g = glen(2, 1, die="off", c5="on")
    give(g, 0, 1, 1, 1, 1, 1)
    force_rolls(g, 1, 1, 1, 1)
    haggis_scoring(g)
    assert g.s["c5"]["results"][0]["shown"][0] == [1, 1, 1] and g.p(0)["vp"] == 9
    assert g.s["c5"]["tables"][0] == [1, 1]


def test_rulebook_example_two_tokens_summing_4_score_8(glen):
    """예: tokens 1, 1, 3; rolls 1, 3, 2, 2 → a 1 and the 3 turned up; no extra roll: 2 × 4 = 8."""
    g = glen(2, 1, die="off", c5="on")
    give(g, 0, 1, 1, 3)
    g.p(0)["whisky"] = 1
    force_rolls(g, 1, 3, 2, 2)
    haggis_scoring(g)
    assert g.prompt == {"kind": "chronicle", "seat": 0, "chronicle": 5, "step": "extra_roll"}
    assert g.legal() == [{"type": "c_haggis_roll"}, {"type": "c_haggis_stop"}]
    g.do("c_haggis_stop")
    assert g.p(0)["vp"] == 8 and c5.haggis_vp([1, 3]) == 8
    assert g.p(0)["whisky"] == 1


def test_extra_rolls_for_a_whisky_each_for_that_player_only_until_three(glen):
    """▶ with fewer than 3 turned up after the 4 rolls, a player may pay 1 whisky cask for one more
    roll, for themselves only, again and again until 3 are turned up."""
    g = glen(2, 1, die="off", c5="on")
    give(g, 0, 2, 3, 3)
    give(g, 1, 2)
    g.p(0)["whisky"] = 5
    force_rolls(g, 1, 1, 1, 1)
    haggis_scoring(g)
    assert g.seat == 0 and g.s["c5"]["shown"] == [[], []]
    force_rolls(g, 2)
    g.do("c_haggis_roll")
    assert g.s["c5"]["shown"] == [[2], []], "the extra roll is not the other player's"
    force_rolls(g, 1)
    g.do("c_haggis_roll")                     # nothing to turn up: may go on
    force_rolls(g, 3)
    g.do("c_haggis_roll")
    force_rolls(g, 3)
    g.do("c_haggis_roll")                     # the third: no more asking
    assert g.p(0)["whisky"] == 1 and g.s["c5"]["results"][0]["shown"] == [[2, 3, 3], []]
    assert g.p(0)["vp"] == 3 * 8 and g.p(1)["vp"] == 0


def test_no_extra_roll_without_whisky(glen):
    """▶ the extra roll costs a whisky cask: without one, nobody asks."""
    g = glen(2, 1, die="off", c5="on")
    give(g, 0, 3)
    force_rolls(g, 1, 1, 1, 1)
    haggis_scoring(g)
    assert g.s["c5"]["done"] == [2] and g.prompt["kind"] == "take"


def test_turned_up_tokens_go_back_face_down_the_others_stay(glen):
    """해기스 승점 계산이 끝나면: the turned-up tokens go to the supply face down; face-down ones
    stay on the table."""
    g = glen(2, 1, die="off", c5="on")
    give(g, 0, 1, 2, 3)
    pool = len(g.s["c5"]["pool"])
    force_rolls(g, 1, 1, 1, 1)
    haggis_scoring(g)
    assert g.s["c5"]["tables"][0] == [2, 3] and g.s["c5"]["shown"] == [[], []]
    assert len(g.s["c5"]["pool"]) == pool + 1 and len(g.s["c5"]["up"]) == 2


def test_the_last_haggis_scoring_follows_the_fourth_scoring_before_the_game_is_over(glen):
    """해기스 승점 계산 after the fourth scoring: the game waits for the extra rolls before the
    final scoring, and the winners count the haggis points."""
    g = glen(2, 1, die="off", c5="on")
    g.s["scorings"] = [{}] * 3
    g.s["c5"]["done"] = [2, 3]
    g.s["stacks"]["D"].remove("END")
    g.s["rondel"][str(min(int(p) for p in g.s["rondel"]) + 1)] = "END"
    end = next(int(p) for p, t in g.s["rondel"].items() if t == "END")
    g.touch()
    a = g.seat
    b = 1 - a
    give(g, b, 3, 3)
    g.p(b)["whisky"] = 1
    g.do("stop_end", pos=end)
    force_rolls(g, 1, 1, 1, 1)
    g.do("stop_end", pos=end)
    assert len(g.s["scorings"]) == 4 and not g.m.is_over() and g.s["phase"] == "ending"
    assert "final" not in g.s  # the final scoring waits for the haggis scoring
    assert g.seat == b and g.legal() == [{"type": "c_haggis_roll"}, {"type": "c_haggis_stop"}]
    vp = g.p(b)["vp"]
    force_rolls(g, 3)
    g.do("c_haggis_roll")
    assert g.m.is_over() and g.s["c5"]["done"] == [2, 3, 4]
    final = sum(g.s["final"][key][b] for key in ("territory", "coins", "landmarks"))
    assert g.p(b)["vp"] == vp + 3 + final  # the haggis points, then the final scoring
    assert g.s["winners"] == rules.winners(g.s) and g.m.winners()


def test_the_last_haggis_scoring_without_questions_ends_the_game_at_once(glen):
    """해기스 승점 계산 after the fourth scoring with nobody to ask: the game ends at once."""
    g = glen(2, 1, die="off", c5="on")
    g.s["scorings"] = [{}] * 3
    g.s["c5"]["done"] = [2, 3]
    g.s["stacks"]["D"].remove("END")
    g.s["rondel"][str(min(int(p) for p in g.s["rondel"]) + 1)] = "END"
    end = next(int(p) for p, t in g.s["rondel"].items() if t == "END")
    g.touch()
    give(g, g.seat, 2)
    g.do("stop_end", pos=end)
    force_rolls(g, 2, 1, 1, 1)
    g.do("stop_end", pos=end)
    assert g.m.is_over() and g.s["c5"]["done"] == [2, 3, 4]
    assert g.s["c5"]["results"][0]["vp"].count(2) == 1
    assert [e["type"] for e in g.m.events[-1]].count("game_over") == 1


def test_two_scorings_at_once_are_scored_one_after_the_other(glen):
    """Should two scorings fall together, the second haggis scoring waits for the first (its tokens
    are back in the supply first)."""
    g = glen(2, 1, die="off", c5="on")
    give(g, 0, 3, 3, 3, 3)
    g.p(0)["whisky"] = 1
    force_rolls(g, 3, 1, 1, 1)
    haggis_scoring(g, 2)
    g.s["scorings"].append({})                    # a third scoring before the questions are answered
    c5._after_scoring(g.s, -1, {}, g.m.rng, [])
    assert g.s["c5"]["queued"] == [3] and g.s["c5"]["shown"][0] == [3]
    force_rolls(g, 3, 3, 3, 1)
    g.do("c_haggis_stop")
    assert [r["shown"][0] for r in g.s["c5"]["results"]] == [[3], [3, 3, 3]]
    assert g.p(0)["vp"] == 3 + 27 and g.s["c5"]["done"] == [2, 3]


def test_random_games_with_chronicle_5(glen):
    """Random play with every invariant (tokens conserved, hidden values never in a view)."""
    from core.checks import play_checked

    for players in (2, 3, 4):
        for seed in range(3):
            match = play_checked("glen_more_2", players, seed, {"c5": "on"}, deep_every=5)
            assert match.state["c5"]["done"] == [2, 3, 4]
