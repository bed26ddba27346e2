"""Aquatica's bots: the policy makes the plainly right choice in small set positions, the search
claims at once and keeps its candidates, and every level finishes solo, basic and expert games."""

from __future__ import annotations

import pytest

from bots import LEVELS, make_bot
from bots.base import Context, Deadline
from bots.match_play import play_game
from core.match import Match
from core.rng import Rng
from games.aquatica import rules
from games.aquatica.bot import search
from games.aquatica.bot.policy import COMMON, SHARP, Values, card_value, hire_ok, policy, priority


def _solo(seed: int = 3) -> dict:
    """A solo game just after the king is chosen: the player to play a card."""
    state = rules.initial_state(1, {"mode": "basic"}, Rng(seed))
    rules.apply(state, rules.legal_actions(state)[0], Rng(seed))
    return state


def _tire(state: dict) -> None:
    """No ready manta: the choice is between the cards alone."""
    for manta in state["players"][0]["mantas"]:
        manta["ready"] = False


def _choose(state: dict, seed: int = 1) -> dict:
    return policy(state, rules.legal_actions(state), Rng(seed))


def test_an_achieved_goal_is_claimed() -> None:
    state = _solo()
    player = state["players"][0]
    player["scored"] = ["L01", "L15", "L29"]  # three scored locations: the 'scored3' goal
    legal = rules.legal_actions(state)
    assert any(a["type"] == "claim" for a in legal)
    for seed in range(5):
        assert _choose(state, seed)["type"] == "claim"
    assert [legal[i]["type"] for i in search.candidates(state, legal, 8, 40.0)] == ["claim"]


def test_a_card_that_scores_a_location_is_played_and_the_best_location_scored() -> None:
    state = _solo()
    player = state["players"][0]
    state["loc_top"], state["loc_bottom"] = [], []  # nothing to buy or conquer
    player["slots"][0] = {"loc": "L17", "depth": 0}  # two cells left: Wave Reader raises 2, then scores
    _tire(state)
    for seed in range(5):
        assert _choose(state, seed) == {"type": "play", "card": "wave_reader"}
    player["slots"][1] = {"loc": "L43", "depth": 0}  # no depths: risen, 3 VP
    player["slots"][2] = {"loc": "L01", "depth": 0}  # risen, 2 VP
    state["phase"], state["card"] = "main", "wave_reader"
    state["queue"] = [{"op": "score", "src": -1, "who": 0}]
    assert _choose(state) == {"type": "score", "slot": 1}


def test_card_value_sees_a_score_within_reach() -> None:
    state = _solo()
    player = state["players"][0]
    state["loc_top"], state["loc_bottom"] = [], []
    far = card_value(state, player, "wave_reader")
    player["slots"][0] = {"loc": "L55", "depth": 5}  # one cell left, 8 VP
    assert card_value(state, player, "wave_reader") > far + 8


def test_matrona_waits_while_a_useful_card_is_in_hand_and_ends_the_game() -> None:
    state = _solo()
    player = state["players"][0]
    player["discard"] = ["patrician", "legionnaire"]
    player["hand"] = ["matrona", "wave_reader"]
    player["slots"][0] = {"loc": "L17", "depth": 0}
    state["loc_top"], state["loc_bottom"] = [], []
    _tire(state)
    assert _choose(state) == {"type": "play", "card": "wave_reader"}
    state["end"], state["turns_left"] = True, 0  # the last turn: Matrona takes the discards back (+2)
    assert _choose(state) == {"type": "play", "card": "matrona"}


def test_no_hire_that_would_end_a_solo_game() -> None:
    state = _solo()
    assert hire_ok(state)
    state["char_deck"] = state["char_deck"][:1]
    assert not hire_ok(state)
    player = state["players"][0]
    player["hand"] = ["matrona", "agent_of_the_blue_water", "sea_horse"]
    player["discard"] = ["patrician", "legionnaire", "wave_reader"]
    state["loc_top"], state["loc_bottom"] = [], []
    for seed in range(5):
        assert _choose(state, seed)["card"] != "agent_of_the_blue_water"


def test_an_ichthyander_goes_onto_a_goal_already_claimed() -> None:
    state = _solo()
    player = state["players"][0]
    player["goals"] = [2]
    player["mantas"].pop()
    state["tracks"][2] = [0]
    state["phase"], state["card"] = "main", "matrona"
    state["queue"] = [{"op": "ichthy", "src": -1, "who": 0}]
    for seed in range(5):
        assert _choose(state, seed) == {"type": "ichthy", "goal": 2}


def _two_players(seed: int = 5) -> dict:
    """A two-player basic game at its first card."""
    return rules.initial_state(2, {"mode": "basic"}, Rng(seed))


def test_the_sharp_values_hire_less_and_prize_deep_locations_and_mantas() -> None:
    # With other players the sea-character deck running dry ends the game (§게임 종료) about three
    # times in four: a hire brings the end nearer for everyone, so SHARP counts it 1, not 3.
    state = _two_players()
    player = state["players"][0]
    assert state["char_row"] and not state["solo"]
    common = card_value(state, player, "agent_of_the_blue_water", values=COMMON)
    assert card_value(state, player, "agent_of_the_blue_water", values=SHARP) == pytest.approx(common - 2.0)
    # L43: 3 VP, no depth; L17: 2 VP, two depths to raise (each a use on the way) — COMMON takes the
    # VP in hand, SHARP the location that yields more before it is scored.
    buy = {loc: {"type": "buy", "loc": loc} for loc in ("L43", "L17", "L02")}
    assert priority(state, buy["L43"], values=COMMON) > priority(state, buy["L17"], values=COMMON)
    assert priority(state, buy["L17"], values=SHARP) > priority(state, buy["L43"], values=SHARP)
    # L02: 1 VP, one depth, a manta when fully risen — with others at the table SHARP counts the
    # manta 8 (solo values 1.5), so it takes L02 over L43's 3 VP; COMMON does not.
    assert priority(state, buy["L43"], values=COMMON) > priority(state, buy["L02"], values=COMMON)
    assert priority(state, buy["L02"], values=SHARP) > priority(state, buy["L43"], values=SHARP)


def test_the_sharp_values_scout_whenever_offered_with_other_players() -> None:
    # Scouting costs nothing with other players (the Ichthyander is solo only, §솔로): SHARP scouts
    # whenever a card offers it and counts a card that scouts 1 higher; COMMON skips while more
    # than four locations are on offer (docs/bots/aquatica.md, session 30).
    state = _two_players()
    assert len(state["loc_top"]) + len(state["loc_bottom"]) > 4
    state["phase"], state["card"] = "main", "sea_horse"
    state["queue"] = [{"op": "scout", "src": -1, "who": 0}]
    legal = rules.legal_actions(state)
    assert {a["type"] for a in legal} == {"scout", "skip"}
    for seed in range(5):
        assert policy(state, legal, Rng(seed), SHARP) == {"type": "scout"}
        assert policy(state, legal, Rng(seed), COMMON) == {"type": "skip"}
    scouting = Values(cell_penalty=0.7, hire=3.0, scout=2.5, scout_card=1.0)  # COMMON but for these
    assert policy(state, legal, Rng(1), scouting) == {"type": "scout"}
    state = _two_players()
    player = state["players"][0]
    assert card_value(state, player, "sea_horse", values=scouting) == pytest.approx(
        card_value(state, player, "sea_horse", values=COMMON) + 1.0)
    # Solo a scout spends an Ichthyander: the scouting worths change nothing there.
    solo = _solo()
    assert card_value(solo, solo["players"][0], "sea_horse", values=scouting) == pytest.approx(
        card_value(solo, solo["players"][0], "sea_horse", values=COMMON))


def test_hard_plays_its_own_seat_sharp_whenever_it_has_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    monkeypatch.setattr(search, "search", lambda ctx, outcome, max_playouts, own: seen.append(own) or ctx.legal[0])
    for players in (1, 2, 3, 4):
        match = Match.new("aquatica", players, 7, {"mode": "basic"})
        while len(match.legal_actions()) == 1:
            match.apply(match.legal_actions()[0])
        make_bot("aquatica", "hard", seed=1).choose(match, budget_ms=50)
    # solo keeps the values it was tuned with (SHARP's manta showed no gain there)
    assert seen == [COMMON, SHARP, SHARP, SHARP]


def test_a_playout_plays_the_searching_seat_by_its_own_values_and_the_others_by_the_common(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def spy(state: dict, legal: list, rng: Rng, values=COMMON) -> dict:
        calls.append((state["actor"], values))
        return policy(state, legal, rng, values)

    monkeypatch.setattr(search, "policy", spy)
    search.playout(rules, _two_players(), 1, Rng(2), lambda state, seat: 0.0, SHARP)
    assert {values for actor, values in calls if actor == 1} == {SHARP}
    assert {values for actor, values in calls if actor == 0} == {COMMON}


class _RootOnly:
    """Rules whose only effect is to remember which root action was taken (for the schedule)."""

    @staticmethod
    def apply(state: dict, action: dict, rng: Rng) -> None:
        state["root"] = action["i"]


def test_the_search_halves_its_candidates_in_even_phases_and_finds_the_best(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Eight candidates, the policy's last one truly best; each playout is its worth plus noise.
    worth = [0.0, 1.0, 0.5, 2.0, 1.5, 3.0, 2.5, 4.0]
    plays: list[int] = []

    def fake_playout(rules_, state: dict, seat: int, rng: Rng, outcome, own=COMMON) -> float:
        plays.append(state["root"])
        return worth[state["root"]] + rng.below(1000) / 250.0  # noise up to 4

    legal = [{"i": i} for i in range(8)]
    monkeypatch.setattr(search, "candidates", lambda state, legal_, width, margin, own: list(range(8)))
    monkeypatch.setattr(search, "playout", fake_playout)
    ctx = Context(_RootOnly, {}, 0, legal, {}, [], Rng(5), Deadline(10_000_000), "hard",
                  lambda state, seat, rng: {}, 1.0)
    assert search.search(ctx, None, max_playouts=240) == {"i": 7}
    counts = [plays.count(k) for k in range(8)]
    assert 240 - 8 < len(plays) <= 240  # the work cap is spent, never passed
    # three phases of 80 playouts: 8 candidates × 10 rounds, then 4 × 20, then the last two × 40
    assert sorted(counts) == [10] * 4 + [30] * 2 + [70] * 2 and counts[7] == 70
    assert search._phases(8) == 3 and search._phases(5) == 3 and search._phases(3) == 2 and search._phases(2) == 1


@pytest.mark.parametrize("players,options", [(1, {"mode": "basic"}), (2, {"mode": "basic"}), (4, {"mode": "expert"})])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_game(players: int, options: dict, level: str) -> None:
    result = play_game("aquatica", players, 11, options, [level] * players, budget_ms=5)
    assert result.finished
    assert len(result.scores) == players
