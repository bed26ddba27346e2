"""A learned correction of the round search's leaf (issue 14, eighth pass; learned in solo).

The round search (policy.round_search) plays each candidate to the end of the round's actions (in a
solo long game on through the feast to the next round's actions: `policy.THROUGH_FEAST`, forty-second
pass; the correction fitted at a round's end is applied there as it stands) and judges the position
there with `evaluate`. Seven passes of hand-made terms left that judgement
ranking a decision's candidates loosely. This correction was learned from the bot's own games
instead, *within* positions so that luck across games cannot leak in:
- at sampled turns of hard (solo long, deck A), each of the search's candidates was played to its
  leaf as the search does, and the game was then played on from that leaf to the final score
  three times (medium, the occupation deck re-dealt each time);
- the label is the mean final score less the evaluation; a ridge fit of it on the evaluation's
  terms below, each centred within its position (fixed effects), gives the coefficients.
  Fitted on 141 positions (1,121 candidates) of seeds 3001–3019 and 3101–3118.
What they say: the covering term, the emigration hope and ore count too much at the end of a
round; tiles in supply, large ships and wood and stone too little; a far feast's shortfall (a Thing
penalty in `evaluate`) is mostly made good by the rounds still to play.

Only differences between a decision's candidates matter, so the correction has no constant.
Learned in solo, it is applied with any number of players: judged by the plain evaluation, the
four-player search given all the time it wanted did no better than no search at all, and with
this correction it is hard's edge over medium (issue 14, nineteenth pass). Refit with
`bench/feast_leaf.py collect` then `fit`; provenance in docs/bots/feast_for_odin.md ("eighth pass").
"""

from __future__ import annotations

from ..placement import income
from ..scoring import score
from . import evaluate as ev

# (term, coefficient): points to add per unit of the term at a leaf
CORRECTION: dict[str, float] = {
    "income_term": -0.1611,
    "cover": -0.6577,
    "filled": -0.6207,
    "short_coins": -1.0066,
    "short_pen": 2.4621,
    "surplus": 0.3292,
    "wood": 0.4576,
    "stone": 0.4349,
    "ore": -0.8796,
    "weapons": -0.4143,
    "hand": -0.4026,
    "played": -0.3935,
    "hope": -0.7373,
    "large": 1.0759,
    "silver": -0.0469,
    "tiles": 0.5777,
    "room": 0.1286,
}


def terms(state: dict, seat: int, w: ev.Weights = ev.DEFAULT) -> dict[str, float]:
    """The evaluation's terms at a position before the game's end (the names CORRECTION uses)."""
    sheet = score(state, seat)
    player = state["players"][seat]
    income_left, feasts_left, actions_left = ev.rounds_info(state)
    uncovered = -(sheet["boards_minus"] + sheet["buildings_minus"])
    tiles = ev.tile_area(player)
    cover, filled, room = ev.covering(player, uncovered, tiles, actions_left, w)
    coins, penalties, surplus = ev.food_balance(state, player, feasts_left) if feasts_left else (0, 0, 0)
    hope = ev.emigration_hope(player, ev.next_actions_round(state), actions_left, income_left, w) if actions_left else 0.0
    return {
        "income_term": float(income_left * sum(income(b) for b in player["boards"])),
        "cover": cover, "filled": float(filled), "room": float(room), "tiles": float(tiles),
        "short_coins": float(coins), "short_pen": float(penalties), "surplus": float(surplus),
        "wood": float(player["wood"]), "stone": float(player["stone"]), "ore": float(player["ore"]),
        "weapons": float(sum(player["weapons"].values())), "hand": float(len(player["hand"])),
        "played": float(len(player["played"])), "hope": hope,
        "large": float(sum(1 for s in player["ships"] if s["kind"] != "whaling_boat")),
        "silver": float(player["silver"]),
    }


def correction(state: dict, seat: int, coefficients: dict[str, float] | None = None) -> float:
    """Points to add to `evaluate` at a round search's leaf; 0 once the game is over (exact)."""
    if state["phase"] in ("over", "final"):
        return 0.0
    found = terms(state, seat)
    return sum(c * found[name] for name, c in (coefficients or CORRECTION).items())
