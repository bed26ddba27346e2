"""The start occupation, where the solo game lets the player choose it (p.23's variant).

`WORTH` is what each light card was worth to hard's final score, measured: every light card of a
deck forced on the same seeds (solo long, hard at 300 ms, CPU clock) and its score less the mean
of that seed's games, averaged over the seeds (`bench/feast_start_cards.py`; the figures and
their standard errors in docs/bots/feast_for_odin.md, "Issue 14, twenty-first pass"). A card
not measured counts 0, the average card. The levels choose by it (`policy.choose`), easy
with its noise.
"""

from __future__ import annotations

# card id → points over the average start card of its deck. Deck A: seeds 9001–9048 (720 games;
# standard errors 0.5–1.1); decks B and C: seeds 9001–9016 (240 games each; 0.9–1.7). With all
# decks mixed each card keeps its own deck's figure.
WORTH: dict[int, float] = {
    # deck A
    8: -0.3, 34: -1.2, 41: -1.2, 47: -0.8, 52: -1.7, 89: -0.6, 113: 0.3, 137: 1.0, 145: 1.2, 153: 0.6, 154: 2.8,
    160: -0.6, 163: -2.3, 170: 3.9, 174: -1.2,
    # deck B
    21: -0.9, 42: 2.1, 53: -2.5, 57: 0.0, 62: 2.6, 100: 0.8, 104: -1.0, 112: 0.4, 115: 2.5, 119: -1.4, 120: -0.1,
    127: -2.2, 129: -0.5, 132: -1.2, 155: 1.5,
    # deck C
    4: -1.4, 11: 0.2, 26: 1.8, 69: -1.5, 91: 0.5, 108: 0.5, 116: 2.3, 118: -1.1, 125: 0.8, 131: -1.5, 136: 2.3,
    138: -2.8, 141: 1.0, 150: -0.8, 151: -0.3,
}

