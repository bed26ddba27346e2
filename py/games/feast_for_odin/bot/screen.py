"""The screen of a play-out's turn: which space it judges whole (issue 14, thirty-third and thirty-fourth passes).

A turn of the round search's play-out in a solo game (`policy.own_playout`) judges one space whole
(the action played on, its tiles settled, the position evaluated): the space best by its one-step
value (the position right after the space is chosen) plus `OFFSETS`, a number per space and round. The
one step alone stops at the action's first decision (a mountain strip, an upgrade, a sale, a roll…),
so such a space looks worth no more than the vikings it costs.

`OFFSETS` makes the play-out choose as hard itself does: fitted by `bench/feast_screen.py fit-choices`
to hard's own choices at 4,923 turns of its solo long games (seeds 21001–21200,
`bench/data/feast_screen/hard-choices-21001.jsonl.xz`), the most likely softmax of one step + offset
(temperature 3 points) with a space's offset and its rounds' deviations kept small. Cross-validated by
seed, hard's choice is the screen's first in 52 % of turns (the one step alone: 24 %) and among its
first three in 75 % (33 %). In games the play-out with it, judging that one space, gained over the
thirty-third pass's (offsets learned from medium's whole values, three spaces a turn, from round 4):
+1.03 a game (se 0.35) over 500 fresh seeds beside it (docs/bots/feast_for_odin.md, thirty-fourth
pass); the same offsets with three spaces a turn measured worse. Medium's judgement makes
poor play-outs in the first rounds, where it values an early upgrade far above the silver and food
hard's opening takes (the thirty-third pass lost 6.7 points a game screening by it there); hard's own
choices do not. Learned in solo and measured there: with opponents the screen is the one step alone.

`GAIN_BOUND` spares a solo play-out's turn most of its one-step trials: a space whose one step cannot gain
enough to pass the best found is not tried (`policy.screened_spaces`, forty-fifth pass).
"""

from __future__ import annotations

# space → round → points added to the one-step value
OFFSETS: dict[str, dict[int, float]] = {
    "C1a": {1: -4.05, 2: -4.23, 3: -4.36, 4: -3.84, 5: -4.2, 6: -4.0, 7: -4.09},
    "C1b": {1: -5.17, 2: -5.24, 3: -5.52, 4: -5.31, 5: -5.44, 6: -5.41, 7: -4.64},
    "C2b": {1: -3.13, 2: -3.25, 3: -3.54, 4: -3.37, 5: -3.45, 6: -3.32, 7: -2.16},
    "C3a": {1: 5.77, 2: 5.34, 3: 4.61, 4: 5.9, 5: 7.02, 6: 7.55, 7: 4.8},
    "C3b": {1: 7.55, 2: 7.55, 3: 7.47, 4: 6.98, 5: 6.82, 6: 7.53, 7: 9.74},
    "C4": {1: -4.12, 2: -4.21, 3: -4.29, 4: -4.1, 5: -4.14, 6: -4.27, 7: -4.16},
    "E1": {1: -3.66, 2: -3.79, 3: -4.05, 4: -3.66, 5: -3.66, 6: -3.66, 7: -3.66},
    "E2": {1: 5.93, 2: 5.6, 3: 7.84, 4: 11.32, 5: 5.31, 6: 3.36, 7: 2.8},
    "E3": {1: 2.44, 2: 2.44, 3: 2.44, 4: 2.12, 5: 1.96, 6: 3.55, 7: 2.44},
    "H1": {1: -1.58, 2: -2.12, 3: -2.65, 4: -2.54, 5: -0.71, 6: -2.08, 7: 0.47},
    "H2": {1: -5.0, 2: -4.91, 3: -5.41, 4: -4.77, 5: -5.16, 6: -5.2, 7: -5.05},
    "H3": {1: -3.08, 2: -3.12, 3: -3.2, 4: -3.47, 5: -3.02, 6: -3.43, 7: -2.53},
    "H4": {1: 10.9, 2: 10.95, 3: 11.16, 4: 10.66, 5: 11.28, 6: 9.77, 7: 12.72},
    "HU1a": {1: -1.12, 2: -1.06, 3: -1.51, 4: -1.08, 5: -1.63, 6: -0.72, 7: -0.83},
    "HU1b": {1: -8.68, 2: -7.83, 3: -8.04, 4: -7.82, 5: -7.87, 6: -8.04, 7: -8.19},
    "HU2a": {1: -3.95, 2: -4.08, 3: -3.95, 4: -3.96, 5: -4.12, 6: -4.11, 7: -3.91},
    "HU2b": {1: 1.07, 2: 0.49, 3: 0.07, 4: 0.68, 5: 1.72, 6: 2.81, 7: 0.8},
    "HU3": {1: 6.13, 2: 6.11, 3: 6.19, 4: 6.02, 5: 6.58, 6: 6.19, 7: 6.45},
    "HU4": {1: 0.93, 2: 0.93, 3: 0.93, 4: 0.88, 5: 0.85, 6: 0.84, 7: 1.35},
    "L1a": {1: -7.85, 2: -7.17, 3: -6.87, 4: -7.16, 5: -7.08, 6: -7.43, 7: -7.42},
    "L1b": {1: -6.69, 2: -6.63, 3: -6.83, 4: -6.79, 5: -6.83, 6: -6.94, 7: -6.91},
    "L2a": {1: -5.8, 2: -5.86, 3: -5.96, 4: -5.9, 5: -5.92, 6: -5.92, 7: -5.96},
    "L2b": {1: -4.82, 2: -4.84, 3: -4.95, 4: -4.88, 5: -4.91, 6: -4.94, 7: -4.98},
    "L3": {1: -5.11, 2: -5.19, 3: -5.24, 4: -5.19, 5: -5.22, 6: -5.21, 7: -5.23},
    "L4": {1: -4.07, 2: -4.08, 3: -4.14, 4: -4.13, 5: -4.18, 6: -4.21, 7: -4.22},
    "M1a": {1: 1.22, 2: 2.15, 3: 1.26, 4: 0.83, 5: 0.77, 6: 1.9, 7: 0.58},
    "M1b": {1: -0.41, 2: -1.12, 3: 0.32, 4: -0.93, 5: -0.04, 6: -0.7, 7: 0.05},
    "M1c": {1: -5.27, 2: -5.38, 3: -5.74, 4: -4.84, 5: -5.18, 6: -5.47, 7: -5.51},
    "M2a": {1: -6.87, 2: -6.96, 3: -7.05, 4: -6.97, 5: -6.99, 6: -6.99, 7: -7.03},
    "M2b": {1: 2.36, 2: 4.8, 3: 0.82, 4: 1.62, 5: 2.12, 6: 2.48, 7: 2.58},
    "M2c": {1: -6.17, 2: -6.27, 3: -6.36, 4: -6.28, 5: -6.3, 6: -6.16, 7: -6.33},
    "M3a": {1: 6.17, 2: 5.21, 3: 4.64, 4: 6.13, 5: 6.95, 6: 6.99, 7: 7.76},
    "M3b": {1: -5.01, 2: -5.09, 3: -5.14, 4: -5.09, 5: -5.12, 6: -5.11, 7: -5.13},
    "M3c": {1: -3.64, 2: -3.76, 3: -3.84, 4: -3.76, 5: -3.8, 6: -3.28, 7: -3.81},
    "M4a": {1: 11.92, 2: 12.17, 3: 11.88, 4: 11.99, 5: 11.63, 6: 11.97, 7: 13.09},
    "M4b": {1: 5.65, 2: 4.48, 3: 7.71, 4: 5.4, 5: 6.06, 6: 5.24, 7: 5.63},
    "O1a": {1: -2.24, 2: -1.51, 3: -1.99, 4: -2.06, 5: -2.25, 6: -2.23, 7: -3.43},
    "O1b": {1: 0.12, 2: 1.19, 3: 0.76, 4: 0.07, 5: -0.2, 6: -0.59, 7: -0.45},
    "O2a": {1: 11.86, 2: 12.92, 3: 16.57, 4: 11.33, 5: 10.82, 6: 10.24, 7: 10.51},
    "O2b": {1: -3.9, 2: -4.06, 3: -4.27, 4: -3.85, 5: -3.88, 6: -3.88, 7: -3.84},
    "O3a": {1: 10.04, 2: 10.02, 3: 9.58, 4: 10.78, 5: 11.0, 6: 9.69, 7: 10.26},
    "O3b": {1: 2.82, 2: 3.0, 3: 2.54, 4: 3.46, 5: 2.75, 6: 2.31, 7: 3.18},
    "O4": {1: 2.61, 2: 2.61, 3: 3.26, 4: 2.74, 5: 2.61, 6: 2.43, 7: 2.37},
    "P1": {1: -0.45, 2: -0.45, 3: -0.45, 4: -0.48, 5: -0.46, 6: -0.49, 7: -0.46},
    "P2": {1: -4.5, 2: -0.69, 3: 3.86, 4: -0.31, 5: -1.14, 6: -1.03, 7: -1.08},
    "P3": {1: -0.02, 2: -0.02, 3: -0.02, 4: -0.02, 5: -0.02, 6: -0.02, 7: -0.02},
    "S1": {1: -5.01, 2: -5.27, 3: -4.2, 4: -5.35, 5: -5.44, 6: -5.31, 7: -4.97},
    "S2": {1: -2.16, 2: -1.87, 3: -2.65, 4: -1.95, 5: -2.38, 6: -2.21, 7: -2.13},
    "S3": {1: 10.32, 2: 10.18, 3: 9.13, 4: 11.29, 5: 10.63, 6: 11.06, 7: 10.71},
    "SA1": {1: 1.94, 2: 1.87, 3: 1.6, 4: 2.03, 5: 2.61, 6: 2.67, 7: 1.1},
    "SA2": {1: 5.84, 2: 5.63, 3: 5.54, 4: 5.92, 5: 6.77, 6: 7.27, 7: 4.53},
    "SA3": {1: 4.57, 2: 4.56, 3: 4.42, 4: 4.09, 5: 5.91, 6: 5.5, 7: 3.44},
    "SA4": {1: 7.19, 2: 7.19, 3: 7.15, 4: 7.89, 5: 7.73, 6: 8.11, 7: 5.88},
    "T1": {1: -4.41, 2: -4.44, 3: -4.46, 4: -4.55, 5: -4.57, 6: -4.58, 7: -4.41},
    "T2": {1: -2.79, 2: -2.8, 3: -2.81, 4: -2.9, 5: -2.9, 6: -2.86, 7: -2.88},
    "T3": {1: 8.35, 2: 8.29, 3: 7.64, 4: 6.41, 5: 8.93, 6: 9.7, 7: 10.02},
    "W1": {1: -8.41, 2: -8.54, 3: -8.64, 4: -8.55, 5: -8.59, 6: -8.51, 7: -8.53},
    "W2": {1: -5.78, 2: -5.66, 3: -6.04, 4: -5.76, 5: -5.92, 6: -5.92, 7: -5.61},
    "W3": {1: 10.77, 2: 5.46, 3: 4.94, 4: 5.04, 5: 3.77, 6: 5.03, 7: 3.77},
    "W4": {1: 0.46, 2: 0.34, 3: -0.15, 4: 0.04, 5: 0.13, 6: 0.01, 7: 2.51},
}


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
    if not state["solo"] or space is None:
        return 0.0
    return lookup(OFFSETS, space, state["round"])


# space → the most its one-step value was seen to gain over the position it is chosen in, plus `GAIN_MARGIN`:
# `bench/feast_screen.py gains --seeds 700-779,800-839 --jobs 2` (solo play-outs from medium's games, long
# and short, every occupation deck; 4,600 turns), spaces seen at 200 turns or more. A space not listed (seen
# less often, or an imitation space) is always tried. The food spaces gain most where the feasts to come
# are short of food (up to 33 points). On seeds 840–879 the table changed the screen's first at none of
# 1,538 turns and left 78 % of the one-step trials undone (issue 14, forty-fifth pass).
GAIN_BOUND: dict[str, float] = {
    "C1a": 3.7, "C1b": 6.64, "C2b": 5.82, "C3a": 0.4, "C3b": 5.98, "C4": 10.2, "E1": 1.0, "E2": 1.0, "E3": 0.4,
    "H1": 7.97, "H2": 7.6, "H3": 9.33, "H4": 1.0, "HU1a": 0.3, "HU1b": 24.3, "HU2a": 0.05, "HU2b": 0.05,
    "L1a": 31.75, "L1b": 31.05, "L2a": 1.6, "L2b": 3.6, "L3": 3.4, "L4": 1.2, "M1a": 1.0, "M1b": 1.0,
    "M1c": 1.0, "M2a": 3.5, "M2b": 1.0, "M2c": 1.0, "M3a": 0.4, "M3b": 2.2, "M3c": 0.4, "M4a": 1.0, "M4b": 1.0,
    "O1a": 7.8, "O1b": 1.0, "O2a": 1.0, "O2b": 1.0, "O3a": 0.4, "O3b": 0.4, "O4": 1.0, "P2": 33.75, "S1": 3.75,
    "S2": 9.51, "S3": 11.56, "SA1": 1.0, "SA2": 0.05, "SA3": 0.4, "SA4": 5.84, "T1": 0.44, "T2": -0.26,
    "T3": 0.4, "W1": 9.3, "W2": 29.6, "W3": 32.87, "W4": 5.38
}
GAIN_MARGIN = 1.0


def gain_bound(action: dict) -> float:
    """The most a space's one-step value may gain over the position it is chosen in (`GAIN_BOUND`)."""
    return GAIN_BOUND.get(action.get("space"), float("inf"))
