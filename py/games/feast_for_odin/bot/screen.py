"""The screen of a play-out's turn: which spaces it judges whole (issue 14, thirty-third pass).

A turn of the round search's play-out (`policy.PLAYOUT`) judges only its best three spaces whole (the
action played on, its tiles settled, the position evaluated); the three are those best after one
step, the position right after the space is chosen. That step stops at the action's first decision
(a mountain strip, an upgrade, a sale, a roll…), so such a space looked worth no more than the
vikings it costs: in hard's solo games medium's choice was among the one-step best three in 22 %
of turns, and the play-out's turn lost 3.8 points against medium's whole judgement of every space.

`OFFSETS` adds to a space's one-step value what the rest of its action is worth on average in its
round (medium's whole value less the one-step value), learned from 2,569 turns of hard's solo long
games (seeds 20001–20100, `bench/data/feast_screen/`) by `bench/feast_screen.py`, shrunk towards the
space's mean over the rounds. With it medium's choice is among the best three in 83 % of turns
(cross-validated by seed) and a turn loses 0.28 points. In games it is used from round 4
(`FROM_ROUND`): +0.56 a game (se 0.30) over 500 fresh seeds. In every round it lost 6.7 points (not
understood; perhaps a play-out that takes the early upgrades itself leaves the search no reason to
take them now), from round 3 −0.3, from round 5 +0.2 (docs/bots/feast_for_odin.md, thirty-third pass).
Learned in solo and measured there, so it screens solo games only; a round not seen falls back to the
space's mean, a space not seen (an imitated one) to 0.
"""

from __future__ import annotations

# space → round → points the action's rest adds to the one-step value, on average
OFFSETS: dict[str, dict[int, float]] = {
    "C1a": {1: 2.69, 2: 0.97, 3: 1.09, 4: 1.32, 5: 1.47, 6: 1.1, 7: 0.65},
    "C1b": {2: 0.49, 3: 0.56, 4: 0.67, 5: 0.76, 6: 0.75, 7: 0.78},
    "C2b": {2: 1.02, 3: 0.96, 4: 1.18, 5: 1.51, 6: 1.63, 7: 1.85},
    "C3a": {2: 2.18, 3: 2.47, 4: 3.49, 5: 4.54, 6: 3.72, 7: 3.34},
    "C3b": {3: 3.76, 4: 3.86, 5: 4.41, 6: 4.43, 7: 4.43},
    "C4": {1: 10.82, 2: 3.81, 3: 3.71, 4: 2.49, 5: 2.62, 6: 2.23, 7: 2.22},
    "E1": {2: 1.16, 3: 2.0},
    "E2": {2: 7.41, 3: 1.6, 4: 10.2, 5: 3.27, 6: 1.7, 7: -1.42},
    "E3": {4: -0.36, 5: -0.75, 6: 5.39, 7: 2.16},
    "H1": {2: 0.01, 3: 0.0, 4: 0.0, 5: 0.01, 6: 0.01, 7: 0.12},
    "H2": {2: 0.0, 3: 0.0, 4: 0.0, 5: 0.0, 6: 0.02, 7: 0.02},
    "H3": {3: 0.16, 4: 0.37, 5: 0.4, 6: 0.34, 7: 0.24},
    "H4": {2: 11.69, 3: 11.98, 4: 11.82, 5: 10.27, 6: 8.96, 7: 7.95},
    "HU1a": {1: 9.88, 2: 1.67, 3: 1.7, 4: 1.43, 5: 1.43, 6: 1.58, 7: 1.85},
    "HU1b": {1: 0.0, 2: 0.0, 3: 0.0, 4: 0.0, 5: 0.01, 6: 0.01, 7: 0.09},
    "HU2a": {1: 10.8, 2: 1.68, 3: 1.66, 4: 1.51, 5: 1.55, 6: 1.63, 7: 1.97},
    "HU2b": {1: 2.01, 2: 2.02, 3: 2.04, 4: 2.47, 5: 3.14, 6: 3.15, 7: 3.09},
    "HU3": {2: 4.78, 3: 4.72, 4: 4.35, 5: 4.67, 6: 4.87, 7: 5.03},
    "HU4": {3: 2.03, 4: 2.09, 5: 2.1, 6: 1.79, 7: 2.32},
    "L1a": {1: 0.0, 3: 0.0, 4: 0.0, 5: 0.01, 6: 0.02, 7: 0.09},
    "L1b": {2: 0.0, 3: 0.0, 4: 0.0, 5: 0.01, 6: 0.01, 7: 0.09},
    "L2a": {1: 0.0, 2: 0.0, 3: 0.0, 4: 0.0, 5: 0.01, 6: 0.01, 7: 0.1},
    "L2b": {2: 0.02, 3: 0.0, 4: 0.01, 5: 0.01, 6: 0.01, 7: 0.1},
    "L3": {1: 3.78, 2: 2.03, 3: 1.96, 4: 1.91, 5: 1.83, 6: 2.11, 7: 2.29},
    "L4": {2: -0.23, 3: -4.84, 4: -0.54, 5: 0.4, 6: -0.35, 7: -0.33},
    "M1a": {1: 0.94, 2: 1.58, 3: 2.38, 4: 1.85, 5: 1.5, 6: 1.53, 7: 1.56},
    "M1b": {1: 22.85, 2: 1.5, 3: 1.71, 4: 1.08, 5: 1.49, 6: 1.37, 7: 1.58},
    "M1c": {1: 39.06, 2: 0.94, 3: 0.83, 4: 0.62, 5: 0.9, 6: 0.85, 7: 0.97},
    "M2a": {1: 2.71, 2: 0.02, 3: 0.02, 4: 0.02, 5: 0.02, 6: 0.03, 7: 0.11},
    "M2b": {1: 23.12, 2: 3.1, 3: 2.89, 4: 2.38, 5: 2.57, 6: 2.52, 7: 2.78},
    "M2c": {1: 53.78, 2: 0.39, 3: 0.3, 4: 0.44, 5: 0.8, 6: 0.69, 7: 0.64},
    "M3a": {1: 4.05, 2: 4.84, 3: 5.31, 4: 5.37, 5: 5.21, 6: 5.13, 7: 5.29},
    "M3b": {1: 56.91, 2: 2.41, 3: 2.91, 4: 2.29, 5: 2.29, 6: 2.34, 7: 2.59},
    "M3c": {1: 55.26, 2: 2.0, 3: 2.14, 4: 2.38, 5: 2.84, 6: 2.62, 7: 2.49},
    "M4a": {1: 15.4, 2: 6.62, 3: 8.12, 4: 7.93, 5: 8.78, 6: 9.11, 7: 8.1},
    "M4b": {1: 0.97, 2: 1.33, 3: 4.1, 4: 2.07, 5: 2.36, 6: 2.17, 7: 1.07},
    "O1a": {1: -1.25, 2: 0.01, 3: 0.01, 4: 0.13, 5: 0.19, 6: 0.3, 7: 0.47},
    "O1b": {2: 1.46, 3: 1.62, 4: 1.36, 5: 1.49, 6: 0.92, 7: 0.6},
    "O2a": {2: 3.27, 3: 5.84, 4: 4.71, 5: 4.99, 6: 3.41, 7: 4.14},
    "O2b": {1: 1.13, 2: 0.75, 3: 0.68, 4: 0.53, 5: 0.82, 6: 0.14, 7: -0.3},
    "O3a": {2: 6.28, 3: 7.33, 4: 6.0, 5: 6.63, 6: 5.82, 7: 5.68},
    "O3b": {1: 5.03, 2: 3.75, 3: 3.95, 4: 3.56, 5: 3.87, 6: 2.67, 7: 2.28},
    "O4": {3: 6.04, 4: 4.3, 5: 5.0, 6: 3.58, 7: 2.94},
    "P1": {6: 0.0, 7: 0.0},
    "P2": {1: -1.84, 3: -0.1, 4: -0.02, 5: -0.01, 6: -0.0, 7: 0.06},
    "P3": {5: 3.42, 6: 3.4},
    "S1": {2: 0.0, 3: 0.0, 4: 0.0, 5: 0.0, 6: 0.01, 7: 0.08},
    "S2": {2: 0.04, 3: 0.05, 4: 0.06, 5: 0.11, 6: 0.1, 7: 0.18},
    "S3": {2: 0.22, 3: 0.26, 4: 0.35, 5: 0.67, 6: 0.53, 7: 0.77},
    "SA1": {2: 1.48, 3: 1.21, 4: 1.72, 5: 2.5, 6: 2.11, 7: 2.22},
    "SA2": {2: 2.68, 3: 2.23, 4: 3.44, 5: 4.64, 6: 3.93, 7: 3.69},
    "SA3": {2: 3.93, 3: 2.3, 4: 3.76, 5: 4.79, 6: 4.03, 7: 3.94},
    "SA4": {3: 3.46, 4: 3.95, 5: 5.45, 6: 2.97, 7: 3.2},
    "T1": {2: 0.07, 3: 0.02, 4: -0.01, 5: 0.04, 6: 0.14, 7: 0.29},
    "T2": {2: 0.09, 3: 0.02, 4: -0.01, 5: 0.03, 6: 0.15, 7: 0.29},
    "T3": {2: 4.04, 3: 1.68, 4: 3.48, 5: 4.88, 6: 5.43, 7: 5.87},
    "W1": {1: -1.26, 2: -0.01, 3: -0.06, 4: -0.01, 5: -0.0, 6: 0.0, 7: 0.08},
    "W2": {1: -1.83, 2: -0.01, 3: -0.02, 4: -0.01, 5: -0.0, 6: 0.0, 7: 0.09},
    "W3": {1: 5.94, 3: 0.69, 4: 0.89, 5: 0.98, 6: 1.17, 7: 1.63},
    "W4": {1: 15.95, 2: 2.97, 3: 2.72, 4: 2.8, 5: 3.69, 6: 3.38, 7: 3.13},
}
FROM_ROUND = 4  # the first round screened with the offsets


def lookup(table: dict[str, dict[int, float]], space: str, rnd: int) -> float:
    """A space's offset in a round of `table`: its mean over the rounds seen for a round not seen, 0 for
    a space not seen (`bench/feast_screen.py` scores its fitted tables with this too)."""
    by_round = table.get(space)
    if not by_round:
        return 0.0
    found = by_round.get(rnd)
    return found if found is not None else sum(by_round.values()) / len(by_round)


def offset(state: dict, action: dict) -> float:
    """Points to add to `action`'s one-step value when screening a solo game's spaces (0 else)."""
    space = action.get("space")
    if not state["solo"] or space is None or state["round"] < FROM_ROUND:
        return 0.0
    return lookup(OFFSETS, space, state["round"])
