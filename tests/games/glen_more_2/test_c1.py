"""Chronicle 1 — the Highland Boat Race (rulebook 연대기 1 - 하이랜드 보트 경주), one test per clause.

The prize tokens' effects are provisional data (`chronicles.json`): tests put tokens of their own
choosing on the castles. River tiles are fixture tiles (`g.tile(river=["W", "E"])`).
"""

from __future__ import annotations

import json

import pytest

from core.checks import play_checked
from core.match import Match
from core.rng import Rng
from games.glen_more_2 import rondel, scoring, turns
from games.glen_more_2.chronicles import c1, modify, react
from games.glen_more_2.data_files import TILES

START = "c1-B01"
SHIPYARDS = ("c1-B02", "c1-C01")
VP2, COIN2, WHISKY, ANY, CLAN = "P01", "P08", "P11", "P13", "P15"  # provisional token effects


def offer(g, tile: str) -> int:
    ahead = min(int(pos) for pos in g.s["rondel"] if int(pos) > g.p(g.seat)["pos"]) - g.p(g.seat)["pos"]
    return g.offer(tile, ahead)


def activating(g, moves: int = 0, started: bool = True) -> int:
    """The deciding player takes and places a plain tile; they then hold `moves` movement points."""
    seat = g.seat
    g.do("take", pos=offer(g, g.tile()))
    g.do("place", cell=g.legal()[0]["cell"])
    g.s["c1"]["started"] = started
    g.s["turn"]["moves"] = moves
    g.touch()
    return seat


def boat(g, seat: int) -> dict:
    return g.s["c1"]["boats"][seat]


def row(g) -> None:
    g.do("c_boat")


# --- set-up -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,neutrals", [(2, 2), (3, 1), (4, 0)])
def test_setup_boats_home_neutral_rivers_and_prize_tokens(glen, players, neutrals):
    """달라지는 게임 준비: each boat on its home castle; with 2 players 2 neutral rivers, with 3 one,
    between the players; as many prize tokens on every castle (players' and neutral) as players,
    shuffled; the rest in the box; the result cards aside."""
    g = glen(players, 1, c1="on", die="off")
    c = g.s["c1"]
    assert c["boats"] == [{"land": str(s), "cell": "1,0", "home": False} for s in range(players)]
    assert sum(1 for land in c["ring"] if land.startswith("n")) == neutrals
    assert [land for land in c["ring"] if not land.startswith("n")] == [str(s) for s in range(players)]
    assert all(len(tokens) == players for tokens in c["prizes"].values())
    assert set(c["prizes"]) == set(c["ring"])
    every = c["box"] + [t for tokens in c["prizes"].values() for t in tokens]
    assert sorted(every) == sorted(c1.TOKENS) and len(c1.TOKENS) == 16
    assert c["results"] == [None] * players and not c["started"]
    if players == 2:
        assert c["ring"] == ["0", "n0", "1", "n1"], "a neutral river between the two players, both ways"


def test_setup_start_tile_lies_in_the_upper_third_of_stack_b(glen):
    """'시작' 타일을 B 타일 더미의 위쪽 약 1/3지점쯤에 넣습니다 (the stack is drawn from its end)."""
    depths = set()
    for seed in range(40):
        g = glen(3, seed, c1="on")
        stack = g.s["stacks"]["B"]
        depth = len(stack) - 1 - stack.index(START)  # 0 = drawn first
        assert depth < round(len(stack) / 3), depth
        depths.add(depth)
    assert len(depths) > 2, "shuffled, not at a fixed place"
    g = glen(2, 3, c1="on")
    assert SHIPYARDS[0] in g.s["stacks"]["B"] and SHIPYARDS[1] in g.s["stacks"]["C"]
    assert START not in glen(2, 3).s["stacks"]["B"], "only with the chronicle"


def test_the_start_tile_is_never_taken_and_the_die_passes_it(glen):
    """The start tile only marks the start: nobody stops on it; the die goes past chronicle tiles."""
    assert TILES[START]["protected"] and TILES[START]["chronicle"] == 1
    g = glen(2, 1, c1="on", die="off")
    pos = g.offer(START, 1)
    assert all(a.get("pos") != pos for a in g.legal())


# --- the start of the race ------------------------------------------------------------------------------

def test_the_race_starts_when_a_piece_first_passes_the_start_tile(glen):
    """어떤 론델 표시말이 처음으로 '시작' 타일을 지나가면, 보트 경주가 시작되며 그 즉시 모든
    플레이어가 보트를 이동시킬 수 있게 됩니다 — before that, movement points move Scotsmen only."""
    g = glen(2, 1, c1="on", die="off")
    seat = g.seat
    here = g.p(seat)["pos"]                                  # the other piece stands just ahead
    start = here + 3
    g.s["rondel"][str(start)] = START
    g.do("take", pos=g.offer(g.tile(), 2))                  # stops before the start tile
    assert not g.s["c1"]["started"]
    g.do("place", cell=g.legal()[0]["cell"])
    g.s["turn"]["moves"] = 1
    g.touch()
    assert {"type": "c_boat"} not in g.legal()
    g.do("end_turn")
    assert g.seat == 1 - seat
    g.do("take", pos=g.offer(g.tile(), start + 1 - g.p(1 - seat)["pos"]))  # passes it
    assert g.s["c1"]["started"]
    g.do("place", cell=g.legal()[0]["cell"])
    g.s["turn"]["moves"] = 1
    g.touch()
    assert {"type": "c_boat"} in g.legal()


def test_a_piece_beyond_the_start_tile_when_it_comes_out_does_not_start_the_race(glen):
    """Only passing the tile starts the race: a piece already ahead of the space it is put on has
    not passed it."""
    g = glen(2, 1, c1="on", die="off")
    seat = g.seat
    other = 1 - seat
    g.p(other)["pos"] = g.p(seat)["pos"] + 6
    g.s["c1"]["last"] = rondel.pieces(g.s)
    g.offer(START, 3)                                        # behind the other piece
    g.do("take", pos=offer(g, g.tile()))                     # the mover stays behind it
    assert not g.s["c1"]["started"]


def test_the_englishman_is_a_rondel_piece_too(glen):
    """'어떤 론델 표시말' — chronicle 4's Englishman is a rondel marker: his passing starts the race
    (read from `state["c4"]["englishman"]`)."""
    g = glen(2, 1, c1="on", die="off")
    here = g.p(g.seat)["pos"]
    g.s["rondel"][str(here + 4)] = START
    g.s["c4"] = {"englishman": here + 2}
    c1._check_start(g.s, [])
    assert not g.s["c1"]["started"]
    g.s["c4"]["englishman"] = here + 6
    events: list = []
    react(g.s, -1, "englishman_moved", {"from": here + 2, "pos": here + 6}, None, events)  # chronicle 4 moved him
    assert g.s["c1"]["started"] and {"type": "c1_race_start"} in events


# --- moving boats ---------------------------------------------------------------------------------------

def test_movement_points_move_the_boat_one_river_tile_each_westward_then_to_the_left_land(glen):
    """이동 점수를 사용해서 스코츠맨 대신 보트를 이동시킬 수 있습니다. 보트는 강을 따라 시계 방향으로
    이동합니다. 가장 왼쪽 강 타일에 다다른 보트는 그 왼쪽에 있는 플레이어의 땅에 있는 가장 오른쪽 강
    타일로 이동할 수 있습니다 (4 players: no neutral river)."""
    g = glen(4, 1, c1="on", die="off")
    seat = g.seat
    left = str((seat + 1) % 4)
    g.build(seat, g.tile(river=["W", "E"]), "-1,0")
    g.build(int(left), g.tile(river=["W", "E"]), "2,0")        # the left land's rightmost river tile
    activating(g, moves=5)
    row(g)
    assert boat(g, seat) == {"land": str(seat), "cell": "0,0", "home": False}
    assert g.s["turn"]["moves"] == 4, "one movement point per river tile"
    row(g)
    assert boat(g, seat)["cell"] == "-1,0"
    row(g)
    assert boat(g, seat) == {"land": left, "cell": "2,0", "home": False}
    row(g)
    assert boat(g, seat) == {"land": left, "cell": "1,0", "home": False}   # a castle: a prize
    assert g.prompt["kind"] == "chronicle"


def test_scotsmen_and_the_boat_share_the_movement_points(glen):
    """The points may go to the boat instead of Scotsmen, split as one likes; none left, no rowing."""
    g = glen(4, 1, c1="on", die="off")
    seat = g.seat
    activating(g, moves=2)
    assert any(a["type"] == "move" for a in g.legal()) and {"type": "c_boat"} in g.legal()
    row(g)
    g.m.apply(next(a for a in g.legal() if a["type"] == "move"))
    assert g.s["turn"]["moves"] == 0 and {"type": "c_boat"} not in g.legal()
    assert boat(g, seat)["cell"] == "0,0"


def test_with_two_players_the_course_runs_through_the_neutral_rivers_and_their_castles(glen):
    """2명이나 3명이 게임할 때는 플레이어들 사이 놓인 중립 강 타일들이 보트가 이동하는 경로로
    사용됩니다; 보트가 중립 강의 성에 도착하거나 지나갈 때도 그곳의 경품을 가져갑니다."""
    g = glen(2, 1, c1="on", die="off")
    seat = g.seat
    ring = g.s["c1"]["ring"]
    neutral = ring[(ring.index(str(seat)) + 1) % 4]
    assert neutral.startswith("n")
    g.s["c1"]["prizes"][neutral] = [VP2, COIN2]
    activating(g, moves=3)
    row(g)
    row(g)
    assert boat(g, seat) == {"land": neutral, "cell": "1,0", "home": False}
    assert g.prompt == {"kind": "chronicle", "seat": seat, "chronicle": 1, "c1": "prize", "castle": neutral}
    assert g.legal() == [{"type": "c_prize", "token": VP2}, {"type": "c_prize", "token": COIN2}]
    vp = g.p(seat)["vp"]
    g.do("c_prize", token=VP2)
    assert g.p(seat)["vp"] == vp + 2 and g.s["c1"]["prizes"][neutral] == [COIN2]
    row(g)
    assert boat(g, seat)["land"] == neutral and boat(g, seat)["cell"] == "0,0"


def test_a_castle_passed_gives_one_prize_chosen_and_used_at_once(glen):
    """경주 중에 어떤 성에 도착하거나 성을 지나갈 경우, 그 성에 놓인 경품 토큰들을 살펴보고 1개를
    골라서 가져갑니다 (나머지는 다시 뒷면으로). 해당 경품은 즉시 얻습니다: coins, whisky, a resource
    of one's choice onto one's tiles, a clan marker."""
    g = glen(4, 1, c1="on", die="off")
    seat = g.seat
    left = str((seat + 1) % 4)
    g.s["c1"]["prizes"][left] = [COIN2, WHISKY, ANY, ANY]
    activating(g, moves=3)
    row(g)
    row(g)
    assert g.legal() == [{"type": "c_prize", "token": t} for t in (COIN2, WHISKY, ANY)], "one per kind"
    coins = g.p(seat)["coins"]
    g.do("c_prize", token=COIN2)
    assert g.p(seat)["coins"] == coins + 2 and g.prompt["kind"] == "activate"
    assert seat in g.s["c1"]["seen"][left]
    g.s["c1"]["prizes"][left] = [ANY]
    boat(g, seat)["cell"] = "0,0"
    boat(g, seat)["land"] = str(seat)
    row(g)                                                   # 0,0 → the left land's castle again
    g.do("c_prize", token=ANY)
    assert g.prompt["op"] == {"op": "c1_resource"}
    g.do("resource", res="stone")
    assert g.prompt["op"] == {"op": "put_any", "res": "stone"}
    g.do("cell", cell="0,0")
    assert g.p(seat)["land"]["0,0"]["res"] == {"stone": 1}
    assert g.s["c1"]["taken"][seat] == [COIN2, ANY]


def test_whisky_and_clan_marker_prizes(glen):
    """The prizes' effects (provisional token data): a whisky cask; a clan marker (road cost as usual)."""
    g = glen(4, 1, c1="on", die="off")
    seat = g.seat
    left = str((seat + 1) % 4)
    g.s["c1"]["prizes"][left] = [WHISKY, CLAN]
    g.p(seat)["coins"] = 30
    activating(g, moves=4)
    row(g)
    row(g)
    g.do("c_prize", token=WHISKY)
    assert g.p(seat)["whisky"] == 1
    boat(g, seat).update(land=str(seat), cell="0,0")
    row(g)
    g.do("c_prize", token=CLAN)
    assert g.prompt["op"] == {"op": "clan"}
    field = next(a["field"] for a in g.legal() if a["type"] == "clan")
    g.do("clan", field=field)
    assert seat in g.s["clans"][field]


# --- home again --------------------------------------------------------------------------------------------

def _lap_end(g, seat: int) -> None:
    """Put the boat one river tile before its home castle (its own land's rightmost river tile is
    the castle)."""
    ring = g.s["c1"]["ring"]
    before = ring[(ring.index(str(seat)) - 1) % len(ring)]
    boat(g, seat).update(land=before, cell=c1.river_cells(g.s, before)[-1])


def test_first_second_third_home_and_the_last_gets_an_x(glen):
    """한 바퀴를 돌아 가장 먼저 자기 고향 성에 되돌아온 보트: '1등' 카드, 승점 15점, 위스키 1개; 그
    다음: '2등', 승점 10점; 그 다음: '3등', 승점 3점; 다른 모든 보트가 되돌아왔는데도 귀환하지 못한
    보트의 소유주는 'X' 카드. 자기 고향 성에 되돌아올 때에도 경품을 가져갑니다."""
    g = glen(4, 1, c1="on", die="off")
    seat = g.seat
    others = [s for s in range(4) if s != seat]
    c = g.s["c1"]
    c["results"][others[0]] = "first"
    c["results"][others[1]] = "second"
    for s in others[:2]:
        boat(g, s)["home"] = True
    c["prizes"][str(seat)] = [VP2]
    _lap_end(g, seat)
    activating(g, moves=2)
    vp, whisky = g.p(seat)["vp"], g.p(seat)["whisky"]
    row(g)
    assert boat(g, seat) == {"land": str(seat), "cell": "1,0", "home": True}
    assert c["results"][seat] == "third" and g.p(seat)["vp"] == vp + 3 and g.p(seat)["whisky"] == whisky
    assert c["results"][others[2]] == "x", "every other boat is home: the last gets an X"
    g.do("c_prize", token=VP2)                              # one's own castle gives a prize too
    assert g.p(seat)["vp"] == vp + 5
    assert {"type": "c_boat"} not in g.legal(), "일단 자기 고향 성으로 되돌아온 보트는 더 이상 이동할 수 없습니다"


@pytest.mark.parametrize("place,vp,whisky", [(0, 15, 1), (1, 10, 0)])
def test_first_and_second_place_rewards(glen, place, vp, whisky):
    """'1등': 승점 15점과 위스키 술통 1개; '2등': 승점 10점 (3 players: the third boat then gets X)."""
    g = glen(3, 2, c1="on", die="off")
    seat = g.seat
    others = [s for s in range(3) if s != seat]
    if place:
        g.s["c1"]["results"][others[0]] = "first"
        boat(g, others[0])["home"] = True
    g.s["c1"]["prizes"][str(seat)] = []
    _lap_end(g, seat)
    activating(g, moves=1)
    before = (g.p(seat)["vp"], g.p(seat)["whisky"])
    row(g)
    assert g.s["c1"]["results"][seat] == ("first", "second")[place]
    assert (g.p(seat)["vp"] - before[0], g.p(seat)["whisky"] - before[1]) == (vp, whisky)
    assert (g.s["c1"]["results"][others[1]] == "x") == bool(place)


def test_a_boat_with_an_x_card_has_no_race_left(glen):
    """C1-4: once every other boat is home the race is over for the last one: no more rowing."""
    g = glen(2, 1, c1="on", die="off")
    seat = g.seat
    g.s["c1"]["results"][1 - seat] = "first"
    g.s["c1"]["results"][seat] = "x"
    activating(g, moves=2)
    assert {"type": "c_boat"} not in g.legal()


def test_an_x_card_scores_no_coins_in_the_final_scoring(glen):
    """'X' 카드를 받은 플레이어는 최종 승점 계산에서 자기 동전을 승점으로 환산할 수 없습니다; 게임이
    끝날 때까지 귀환하지 못한 보트의 소유주들도 'X' 카드를 받습니다."""
    g = glen(3, 1, c1="on", die="off")
    g.s["c1"]["results"] = ["first", "x", None]
    for p in g.s["players"]:
        p["coins"] = 7
    result = scoring.final(g.s, [])
    assert result["coins"] == [7, 0, 0]
    assert g.s["c1"]["results"] == ["first", "x", "x"]


def test_a_tile_with_a_boat_is_never_removed(glen):
    """참고: 보트가 놓인 타일은 그 어떤 효과로도 절대 제거되지 않습니다 (MacMillan, Loch Morar…) —
    whoever's boat it is."""
    g = glen(2, 1, c1="on", die="off")
    seat = g.seat
    g.build(seat, g.tile(river=["W", "E"]), "-1,0")
    g.build(seat, g.tile(), "0,1")
    boat(g, 1 - seat).update(land=str(seat), cell="-1,0")
    assert set(modify(g.s, seat, "keep_tiles", {}, [])) == {"-1,0", "1,0"}  # and its own boat at home
    activating(g)
    g.s["turn"]["queue"] = [{"op": "remove", "left": 1, "may_self": True}]
    turns.run_queue(g.s, seat, Rng(1), [])
    g.touch()
    cells = {a.get("cell") for a in g.legal()}
    assert "-1,0" not in cells and "0,1" in cells


def test_the_shipyards_give_two_movement_points_that_may_move_the_boat(glen):
    """새로운 타일 활성화 효과: 이동 점수 2점을 얻습니다. 이 이동 점수도 보트를 옮기는 데 쓸 수 있습니다."""
    for tile in SHIPYARDS:
        assert TILES[tile]["activation"] == [[{"kind": "move", "n": 2}]] and TILES[tile]["chronicle"] == 1
    g = glen(4, 1, c1="on", die="off")
    seat = g.seat
    g.s["c1"]["started"] = True
    g.do("take", pos=offer(g, SHIPYARDS[0]))
    g.do("place", cell=g.legal()[0]["cell"])
    cell = g.s["turn"]["cell"]
    g.do("activate", cell=cell, alt=0)
    assert g.s["turn"]["moves"] == 2
    row(g)
    row(g)
    assert boat(g, seat)["land"] != str(seat) or boat(g, seat)["cell"] != "1,0"
    assert g.s["turn"]["moves"] == 0


def test_new_river_tiles_lengthen_the_course(glen):
    """The course follows the rivers as they are when the boat moves: a river tile added west of a
    boat is on its way."""
    g = glen(4, 1, c1="on", die="off")
    seat = g.seat
    activating(g, moves=2)
    row(g)
    assert boat(g, seat)["cell"] == "0,0"
    g.build(seat, g.tile(river=["W", "E"]), "-1,0")
    row(g)
    assert boat(g, seat) == {"land": str(seat), "cell": "-1,0", "home": False}


# --- hidden tokens ----------------------------------------------------------------------------------------

def test_prize_tokens_lie_face_down(glen):
    """경품 토큰 ... 나머지는 다시 뒷면으로 둡니다: views show how many tokens lie on each castle; a
    re-deal changes only those a seat never looked at."""
    g = glen(2, 1, c1="on", die="off")
    g.s["c1"]["seen"]["n0"] = [0]
    out = modify(g.s, 0, "view", {}, json.loads(json.dumps(g.s)))
    assert out["c1"]["prizes"] == {land: 2 for land in g.s["c1"]["ring"]} and out["c1"]["box"] == 8
    seen = list(g.s["c1"]["prizes"]["n0"])
    for seed in range(5):
        other = modify(g.s, 0, "reshuffle_hidden", {"rng": Rng(seed)}, json.loads(json.dumps(g.s)))
        assert other["c1"]["prizes"]["n0"] == seen
        react(other, -1, "invariants", {}, None, [])
        assert modify(other, 0, "view", {}, json.loads(json.dumps(other))) == out


# --- whole games -------------------------------------------------------------------------------------------

def _play_rowing(players: int, seed: int) -> Match:
    """A random game whose players row whenever they can; the invariants checked as it goes."""
    match = Match.new("glen_more_2", players, seed, {"c1": "on"})
    pick = Rng(seed)
    while not match.is_over():
        legal = match.legal_actions()
        rowing = [a for a in legal if a["type"] in ("c_boat", "c_prize")] or [a for a in legal if a["type"] == "activate"]
        match.apply(rowing[pick.below(len(rowing))] if rowing else legal[pick.below(len(legal))])
        react(match.state, -1, "invariants", {}, None, [])
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_with_the_race(players):
    """Random games with chronicle 1 end under every invariant (the engine's and the race's)."""
    for seed in range(3):
        play_checked("glen_more_2", players, seed, {"c1": "on"}, deep_every=9)


def test_rowing_players_finish_the_race():
    """In random games whose players row whenever they can, the race starts and boats come home,
    with a card each and X cards for the last."""
    results = []
    for players in (2, 3, 4):
        for seed in range(6):
            state = _play_rowing(players, seed).state
            assert state["c1"]["started"]
            results += state["c1"]["results"]
    assert "first" in results and "x" in results
