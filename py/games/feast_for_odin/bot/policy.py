"""Deciding every prompt of A Feast for Odin: the pieces the three levels share.

- Placing (`place_step`): a tile goes where the greedy packer (placer.py) says; the engine asks
  item → board → rotation → cell, and the same plan is recomputed from the position at each step.
- Any-time placing (`placement_choice`): at the player's own prompts, put down the tile whose best
  placement is worth more than keeping it; at the end, everything that still gains a point.
- The feast: feast.py's cheapest fill.
- Inside an action (`inner_choice`): each option is tried on a copy and the rest of the action is
  played on greedily (a macro-move), then the tiles the turn's end would put down are put down
  (`settle`), and the position is evaluated (evaluate.py): a tile then counts the income, bonus
  and cells its placement brings, not only its small share of the covering capacity. Dice: a
  reroll is worth the mean over the die's faces of the best answer to that roll.
- Choosing an action space (`own_choice`): every usable space is tried the same way (settled
  too), its vikings costing what a viking at the Thing is worth; passing keeps them.
"""

from __future__ import annotations

from bots.base import Deadline, freeze, thaw
from core.rng import Rng

from .. import rules
from ..anytime import COINS
from ..data_files import GOODS, SPACES
from ..geometry import SHAPES
from ..turns import step_choices
from . import evaluate as ev
from . import leaf, screen, start_card
from .feast import NODE_CAP, RUSHED_CAP, feast_action
from .placer import best_on_board, best_placement
from .sampling import determinize

ANYTIME = frozenset({"place", "buy", "arm", "slot", "exchange", "ability"})
INNER_SKIP = ANYTIME | {"cancel"}
EXTRAS = frozenset({"buy", "arm", "exchange", "ability"})  # the any-time actions that compete with a turn's spaces
PLACE_STEPS = frozenset({"to", "put", "rotate", "back"})
DICE_SPACES = frozenset(s for s, d in SPACES.items() if any(step["op"] == "dice" for step in d["steps"]))
# Solo only, where it was measured: a longship built at S3 is judged 2 points better, and a knarr
# bought for silver 2 points worse, than the evaluation says (issue 14, twenty-sixth pass: +1.1 a
# game over 400 fresh seeds; the silver kept pays emigrations, and a longship is one to make).
SOLO_BIAS = {("space", "S3"): 2.0, ("buy", "knarr"): -2.0}


class Params:
    """How hard a level thinks."""

    def __init__(self, *, weights: ev.Weights = ev.DEFAULT, dice_samples: int = 1, exact_dice: bool = True,
                 place_margin: float = 0.3, noise: float = 0.0, complete_cap: int = 14,
                 rollouts: int = 0, width: int = 0, feast_cap: int = NODE_CAP, inner_deep: bool = True,
                 deep_top: int = 0) -> None:
        self.w = weights
        self.dice_samples = dice_samples
        self.exact_dice = exact_dice
        self.place_margin = place_margin
        self.noise = noise
        self.complete_cap = complete_cap
        self.rollouts = rollouts  # candidates played to the end of the round (hard)
        self.width = width  # when set, only this many spaces (best one-step first) are played out
        self.feast_cap = feast_cap  # nodes of the feast filler's search (feast.py)
        # decisions inside an action judged by their settled macro-move (False: by one step, as the
        # macro-moves judge their own inner decisions)
        self.inner_deep = inner_deep
        # when set, such a decision weighs only this many of its options, the best by one step, each
        # settled (0: every option)
        self.deep_top = deep_top


# --- placing -------------------------------------------------------------------------------------

def rounds_for_placing(state: dict) -> tuple[int, int]:
    """(income weight, bonus phases left) for a placement now: income paid each phase 7 still to
    come and scored once more at the end."""
    income_left, _feasts, _actions = ev.rounds_info(state)
    bonus_left = income_left  # a bonus phase follows every income phase but the last round's
    return income_left + 1, bonus_left


def _place_target(state: dict, seat: int, item: str, board: int | None, rot: int,
                  boards: list[int] | None) -> tuple[int, int, int, int] | None:
    """(board, rotation, row, col) the packer picks for `item` (on `board` if one is chosen)."""
    player = state["players"][seat]
    inc, bon = rounds_for_placing(state)
    if board is None:
        best = best_placement(player, item, inc, bon, boards)
        return None if best is None else best[1:]
    found = best_on_board(player["boards"][board], item, inc, bon)
    return None if found is None else (board, found[1], found[2], found[3])


def place_step(state: dict, item: str, board: int | None, rot: int, legal: list[dict], seat: int) -> dict:
    """The next step of putting `item` down where the packer wants it."""
    boards = [a["board"] for a in legal if a["type"] == "to"] if board is None else None
    target = _place_target(state, seat, item, board, rot, boards)
    if target is None:
        return next((a for a in legal if a["type"] == "back"), legal[0])
    b, r, row, col = target
    if board is None:
        choice = {"type": "to", "board": b}
        return choice if choice in legal else next(a for a in legal if a["type"] in ("to", "back"))
    if rot != r:
        if {"type": "rotate"} in legal:
            return {"type": "rotate"}
    put = {"type": "put", "row": row, "col": col}
    if put in legal:
        return put
    puts = [a for a in legal if a["type"] == "put"]
    return puts[0] if puts else next((a for a in legal if a["type"] == "back"), legal[0])


def placement_context(state: dict) -> tuple[str, int | None, int] | None:
    """(item, board, rotation) when the decision on top is a step of placing a piece."""
    top = state["stack"][-1]
    if top["kind"] == "place":
        return top["item"], top["board"], top["rot"]
    if top["kind"] == "steps" and top["at"] < len(top["steps"]):
        step = top["steps"][top["at"]]
        if "item" in step and step.get("op", "").startswith("place"):
            sub = top["sub"]
            return step["item"], sub.get("board"), sub.get("rot", 0)
    return None


def keep_value(state: dict, seat: int, item: str, final: bool, w: ev.Weights) -> float:
    """What an item is worth kept in supply rather than put down."""
    if item in COINS:
        return float(int(item[6:])) * (1.0 if final else w.coin_keep)
    if item == "ore":
        return 0.0 if final else w.ore
    if item == "wood":
        return 0.0 if final else w.wood
    if item in GOODS:
        info = GOODS[item]
        if info.get("animal"):
            return info["vp"] + (0 if final else 2.0)
        if final:
            return 0.0
        if info["color"] in ("orange", "red"):
            return 99.0  # food: kept for the feasts (it goes into houses at the end)
    if final:
        return 0.0
    return len(SHAPES[item][0]) * w.keep_tile


def placement_choice(state: dict, seat: int, legal: list[dict], final: bool, p: Params) -> dict | None:
    """The any-time placing worth doing now, if any (largest gain over keeping the item)."""
    places = [a for a in legal if a["type"] == "place"]
    if not places:
        return None
    player = state["players"][seat]
    inc, bon = rounds_for_placing(state)
    best = None
    for action in places:
        item = action["item"]
        if not final and item in COINS and inc < 3:
            continue
        found = best_placement(player, item, inc, bon)
        if found is None:
            continue
        margin = found[0] - keep_value(state, seat, item, final, p.w)
        size = len(SHAPES[item][0])
        key = (margin + 0.01 * size, size)
        if margin > (0.05 if final else p.place_margin) and (best is None or key > best[0]):
            best = (key, action)
    return None if best is None else best[1]


# --- simulation ----------------------------------------------------------------------------------

def simulate(state: dict, action: dict, rng: Rng, snap: bytes | None = None) -> dict:
    """A copy of the position with `action` applied; `snap`, the position frozen once
    (`bots.base.freeze`) for a decision's many branches, saves a freeze per branch."""
    out = thaw(freeze(state) if snap is None else snap)
    rules.apply(out, action, rng)
    return out


def in_action(state: dict, seat: int) -> bool:
    """Whether the seat is still inside something it started (an action, a card's effect, a piece
    being placed, an extra feast)."""
    if state["phase"] == "over" or not state["stack"]:
        return False
    top = state["stack"][-1]
    return top["seat"] == seat and top["kind"] in ("space", "steps", "place")


def inner_legal(state: dict) -> list[dict]:
    """The legal actions as a decision inside an action weighs them (`inner_options`): where it
    would drop the any-time actions, they are not looked for (`turns.step_choices`)."""
    found = step_choices(state)
    return found if found is not None else rules.legal_actions(state)


def complete(state: dict, seat: int, rng: Rng, p: Params) -> dict:
    """Play the seat's open action on (in place) with the cheap inner policy."""
    for _ in range(p.complete_cap):
        if not in_action(state, seat):
            break
        legal = inner_legal(state)
        action = legal[0] if len(legal) == 1 else inner_choice(state, seat, legal, rng, p, deep=False)
        rules.apply(state, action, rng)
    return state


def settle(state: dict, seat: int, rng: Rng, p: Params, cap: int = 6) -> dict:
    """Put down (in place) what the seat's after-turn prompt would: the tiles whose best placement
    beats keeping them, so a tile-making space counts the income and cells its tiles bring."""
    for _ in range(cap):
        if not state["stack"] or state["phase"] != "actions":
            break
        top = state["stack"][-1]
        if top["kind"] != "after" or top["seat"] != seat:
            break
        choice = placement_choice(state, seat, rules.legal_actions(state), False, p)
        if choice is None:
            break
        rules.apply(state, choice, rng)
        complete(state, seat, rng, p)
    return state


def value_after(state: dict, action: dict, seat: int, rng: Rng, p: Params, deep: bool, deadline=None,
                snap: bytes | None = None) -> float:
    branch = simulate(state, action, rng, snap)
    if deep:
        complete(branch, seat, rng, p)
        if deadline is None or not deadline():  # (settling an inner option costs; it goes first when short)
            settle(branch, seat, rng, p)
    return ev.evaluate(branch, seat, p.w)


def _noise(rng: Rng, p: Params) -> float:
    return (rng.below(2001) - 1000) / 1000.0 * p.noise if p.noise else 0.0


def inner_options(state: dict, seat: int, legal: list[dict]) -> list[dict]:
    """The options a decision inside an action weighs: not the any-time actions, nor a cancel
    while anything else is offered, nor a mountain take of fewer items than the strip gives
    (`most_taken`)."""
    options = [a for a in legal if a["type"] not in INNER_SKIP] or [a for a in legal if a["type"] != "cancel"] or legal
    return most_taken(state, seat, options) if options[0]["type"] == "take" else options


# Mountain Guard counts the kinds an action's takes leave in hand: with it, fewer items may pay.
COUNTS_KINDS_TAKEN = 122


def most_taken(state: dict, seat: int, options: list[dict]) -> list[dict]:
    """A mountain step's takes, only the largest from each strip. The rules let a player take fewer
    (p.15), but an item off a strip is wood, stone, ore or silver, never a loss: weighing the smaller
    takes was about 30 % of a play-out's time (most of it M4a's "take up to 4") for choices the
    evaluation never prefers (issue 14, fortieth pass). Not with Mountain Guard in play, which
    counts the kinds taken."""
    if COUNTS_KINDS_TAKEN in state["players"][seat]["played"]:
        return options
    most: dict[int, int] = {}
    for a in options:
        if a["type"] == "take":
            most[a["strip"]] = max(most.get(a["strip"], 0), a["count"])
    return [a for a in options if a["type"] != "take" or a["count"] == most[a["strip"]]]


def inner_choice(state: dict, seat: int, legal: list[dict], rng: Rng, p: Params, deep: bool, deadline=None) -> dict:
    """A decision inside an action or a card's effect."""
    top = state["stack"][-1]
    ctx = placement_context(state)
    if ctx is not None and any(a["type"] in PLACE_STEPS for a in legal):
        return place_step(state, ctx[0], ctx[1], ctx[2], legal, seat)
    if top["kind"] == "feast":
        return feast_action(state, top, legal, p.feast_cap)
    candidates = inner_options(state, seat, legal)
    if len(candidates) == 1:
        return candidates[0]
    if any(a["type"] == "reroll" for a in candidates):
        return dice_choice(state, seat, candidates, rng, p, deep, deadline)
    best, best_value = candidates[0], float("-inf")
    snap = freeze(state)
    if deep and p.deep_top and len(candidates) > p.deep_top:
        candidates = best_by_one_step(state, seat, candidates, rng, p, snap)
    for action in candidates:
        value = value_after(state, action, seat, rng, p, deep, deadline, snap) + _noise(rng, p)
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best


def best_by_one_step(state: dict, seat: int, candidates: list[dict], rng: Rng, p: Params, snap: bytes) -> list[dict]:
    """The `p.deep_top` options best by one step, in their order among `candidates` (a settled
    option's deep value is almost always best among them: issue 14, fortieth pass)."""
    steps = [value_after(state, a, seat, rng, p, False, snap=snap) for a in candidates]
    kept = sorted(range(len(candidates)), key=lambda i: (-steps[i], i))[:p.deep_top]
    return [candidates[i] for i in sorted(kept)]


def dice_choice(state: dict, seat: int, candidates: list[dict], rng: Rng, p: Params, deep: bool, deadline=None) -> dict:
    """Stop with the best answer to this roll, or reroll when the mean over the die's faces of the
    best answer to the next roll is worth more."""
    others = [a for a in candidates if a["type"] != "reroll"]
    snap = freeze(state)
    values = [value_after(state, a, seat, rng, p, deep, deadline, snap) for a in others]
    best_i = max(range(len(others)), key=lambda i: (values[i], -i)) if others else -1
    stay = values[best_i] if others else float("-inf")
    die = state["stack"][-1]["sub"].get("die", 8)
    if not deep or not p.exact_dice:
        # cheap rule: reroll when the best answer is failing
        if not others or others[best_i]["type"] == "fail":
            return {"type": "reroll"}
        return others[best_i]
    total = 0.0
    for face in range(die):
        forced = Rng(face)
        forced.force(face)
        branch = simulate(state, {"type": "reroll"}, forced, snap)
        if in_action(branch, seat) and branch["stack"][-1].get("sub", {}).get("die"):
            legal = [a for a in inner_legal(branch) if a["type"] not in INNER_SKIP and a["type"] != "reroll"]
            if legal:
                rolled = freeze(branch)
                total += max(value_after(branch, a, seat, rng, p, False, snap=rolled) for a in legal)
                continue
        total += ev.evaluate(complete(branch, seat, rng, p), seat, p.w)
    if total / die > stay + 0.05:
        return {"type": "reroll"}
    return others[best_i] if others else {"type": "reroll"}


# --- the player's own prompts --------------------------------------------------------------------

def bias(state: dict, action: dict) -> float:
    """`SOLO_BIAS`'s points for `action` in a solo game, else 0."""
    if not state["solo"]:
        return 0.0
    kind = action.get("type")
    return SOLO_BIAS.get((kind, action.get("space") if kind == "space" else action.get("ship")), 0.0)


def space_value(state: dict, action: dict, seat: int, rng: Rng, p: Params, deadline=None,
                snap: bytes | None = None) -> float:
    samples = p.dice_samples if action.get("space") in DICE_SPACES else 1
    total = 0.0
    done = 0
    for _ in range(samples):
        if done and deadline is not None and deadline():
            break
        done += 1
        branch = simulate(state, action, rng, snap)
        complete(branch, seat, rng, p)
        settle(branch, seat, rng, p)
        total += ev.evaluate(branch, seat, p.w)
    return total / done + bias(state, action)


def screened_spaces(state: dict, seat: int, spaces: list[dict], rng: Rng, p: Params, snap: bytes,
                    base: float) -> list[dict]:
    """The spaces most promising first: by their one-step value (no play-out) plus, in a solo game, the
    offset that ranks hard's own choices first (screen.py), so a deadline cuts the least likely; with
    `p.width` only the `width` first. A play-out's solo turn (`p.width`) does not step into a space that
    cannot reach them: its one-step value can gain at most `screen.gain_bound` over `base` (the position's
    value before it), and the spaces are tried in the order of that bound, so once `width` values are
    found the rest are left (issue 14, forty-fifth pass)."""
    def one_step(i: int) -> tuple[float, int]:
        return ev.evaluate(simulate(state, spaces[i], rng, snap), seat, p.w) + screen.offset(state, spaces[i]), -i

    if not (p.width and state["solo"]):
        prior = [one_step(i) for i in range(len(spaces))]
    else:
        reach = sorted(((base + screen.offset(state, a) + screen.gain_bound(a), -i) for i, a in enumerate(spaces)),
                       reverse=True)
        prior = []
        for bound, minus_i in reach:
            if len(prior) >= p.width and bound < sorted(prior, reverse=True)[p.width - 1][0]:
                break  # (this space and every one after it stay below the `width` values found)
            prior.append(one_step(-minus_i))
    ordered = [spaces[-i] for _v, i in sorted(prior, reverse=True)]
    return ordered[:p.width] if p.width else ordered


def own_choice(state: dict, seat: int, legal: list[dict], rng: Rng, p: Params, deadline=None,
               scored: list | None = None) -> dict:
    """A decision at the player's turn, after it, at the feast or at the end. `scored` receives
    (value, action) of every space tried."""
    top = state["stack"][-1]
    kind = top["kind"]
    if kind == "feast":
        return feast_action(state, top, legal, p.feast_cap)
    if kind == "final":
        choice = placement_choice(state, seat, legal, True, p)
        if choice:
            return choice
        slots = [a for a in legal if a["type"] == "slot"]
        if slots:
            return slots[0]
        return next((a for a in legal if a["type"] == "finish"), legal[0])
    choice = placement_choice(state, seat, legal, False, p)
    if choice:
        return choice
    base = ev.evaluate(state, seat, p.w)
    stay = next((a for a in legal if a["type"] in ("pass", "end_turn")), None)
    best, best_value = stay, base
    spaces = [a for a in legal if a["type"] == "space"]
    extras = [a for a in legal if a["type"] in EXTRAS]
    snap = freeze(state)
    for action in extras:
        value = value_after(state, action, seat, rng, p, True, snap=snap) - 0.2 + bias(state, action)
        if value > best_value + 1e-9:
            best, best_value = action, value
    if (deadline is not None or p.width) and len(spaces) > 1:
        spaces = screened_spaces(state, seat, spaces, rng, p, snap, base)
    for i, action in enumerate(spaces):
        if deadline is not None and i and deadline():
            break
        value = space_value(state, action, seat, rng, p, deadline, snap) + _noise(rng, p)
        if scored is not None:
            scored.append((value, action))
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best if best is not None else legal[0]


def choose(state: dict, seat: int, legal: list[dict], rng: Rng, p: Params, deadline=None) -> dict:
    """The decision for `seat`; with no time at all (the deadline already passed), only the cheap
    one-step judgements. The greedy judgement of the spaces runs first and whole when time allows
    (it is what stands when the round search judges fewer than two candidates); the round search
    (`p.rollouts`) has the time left."""
    rushed = deadline is not None and deadline()
    top = state["stack"][-1]
    if top["kind"] == "start_card":  # the measured table, ties to the first card offered
        return max(legal, key=lambda a: start_card.WORTH.get(a["card"], 0.0) + _noise(rng, p))
    if top["kind"] in ("space", "steps", "place"):
        choice = inner_choice(state, seat, legal, rng, p, deep=not rushed and p.inner_deep, deadline=deadline)
        if p.rollouts and not rushed and inner_searched(state):
            choice = inner_search(state, seat, legal, rng, deadline, choice)
        return choice
    if rushed and top["kind"] == "feast":
        return feast_action(state, top, legal, RUSHED_CAP)
    if rushed and top["kind"] in ("turn", "after"):
        choice = placement_choice(state, seat, legal, False, p)
        if choice:
            return choice
        spaces = [a for a in legal if a["type"] == "space"]
        if not spaces:
            return next((a for a in legal if a["type"] in ("pass", "end_turn")), legal[0])
        snap = freeze(state)
        return max(spaces, key=lambda a: (ev.evaluate(simulate(state, a, rng, snap), seat, p.w), -spaces.index(a)))
    if p.rollouts and last_feast(state):
        return last_feast_search(state, seat, legal, rng, deadline, feast_action(state, top, legal, p.feast_cap))
    scored: list = []
    search = p.rollouts and top["kind"] == "turn" and state["phase"] == "actions"
    best = own_choice(state, seat, legal, rng, p, deadline, scored)
    if search:
        best = round_search(state, seat, rng, p, deadline, best, scored)
    elif p.rollouts and top["kind"] == "after" and last_round_solo(state):
        best = judge_by_playouts(state, seat, rng, deadline, best, [a for a in legal if a["type"] in AFTER_CHOICES])[0]
    return best


def choose_within(state: dict, seat: int, legal: list[dict], rng: Rng, p: Params, deadline: Deadline) -> dict:
    """`choose` against a decision's deadline: everything stops at 92 % of the budget (85 % left
    a slower machine's first decisions of a round too few play-outs: issue 14, fourteenth pass).
    The greedy judgement of the spaces is not cut at 40 % of the budget any more: where the round
    search could not finish two play-outs in what was left (most decisions of a four-player game
    on a slower machine), hard stood on a greedy judgement cut short, below medium's whole one
    (fifteenth pass)."""
    return choose(state, seat, legal, rng, p, lambda: deadline.expired(0.92))


# The play-outs' feasts (the last round's, played to the end) use the rough fill: a play-out costs
# ~40 % less, so more of the last round's candidates are judged (issue 14, tenth pass). With
# opponents their decisions inside an action are judged by one step: about half a play-out's time
# went to settling every option; the search then judges up to twice as many candidates, which
# four-player games need (issue 14, twentieth pass). Its turns judge whole the three spaces best
# after one step (`own_choice`'s screen). In a solo game (`PLAYOUT_SOLO`) a turn judges only the one
# space best by the screen learned from hard's own choices (screen.py, thirty-fourth pass); in the
# long game (`PLAYOUT_SOLO_LONG`) its decisions inside an action are settled as hard's own are: the
# search then judges about 6–7 of its 8 candidates, not all 8, and gains +1.04 a game; in the short
# game the same lost 1.62 (thirty-eighth pass). Only the 4 options best by one step are settled
# (`Params.deep_top`): the best settled option is among them in 92 % of such decisions, a play-out
# costs about a quarter less, and the search judges 6.4–8 of its 8 candidates on average in every
# round (fortieth pass).
def playout_params(width: int, inner_deep: bool = False, deep_top: int = 0) -> Params:
    """The play-outs' cheaper greedy, judging `width` spaces a turn whole."""
    return Params(width=width, exact_dice=False, feast_cap=RUSHED_CAP, inner_deep=inner_deep, deep_top=deep_top)


PLAYOUT = playout_params(3)
PLAYOUT_SOLO = playout_params(1)
PLAYOUT_SOLO_LONG = playout_params(1, inner_deep=True, deep_top=4)
FINISH_LAST = True  # in the last round, play-outs go on to the final score
# In a solo long game a play-out before the last round goes on through the round's feast, bonuses and
# the next round's harvest to the next round's actions, and is judged there: the feast is then filled,
# not estimated (issue 14, forty-second pass).
THROUGH_FEAST = True
ROLLOUT_CAP = 400  # decisions in one rest-of-round play-out (a safety net: a round takes ~60)
LEARNED_LEAF = True  # the leaf's judgement corrected as learned from the bot's games (leaf.py), any player count
# When a list, every round search appends (round, candidates judged to the end): how much of its
# search the deadline allows, round by round (`bench/feast_solo.py --searches`).
SEARCHES: list[tuple[int, int]] | None = None


def own_playout(state: dict) -> Params:
    """The policy of the searching seat's own turns in a play-out (the comment above `playout_params`)."""
    if state["n"] > 1:
        return PLAYOUT
    return PLAYOUT_SOLO_LONG if state["length"] == "long" else PLAYOUT_SOLO


def no_time() -> bool:
    """A deadline already passed: `choose` then takes its cheap one-step judgements."""
    return True


def rollout_round(state: dict, seat: int, rng: Rng, deadline, through: bool | None = None,
                  to_end: bool = False) -> float | None:
    """Play the rest of the round's actions on (in place) and evaluate the position when the
    actions phase ends: the vikings left are then really used, so a space is judged by what the
    round made of it (buy a ship, then emigrate it…), not by a flat price per viking. Every seat
    plays by the cheaper greedy (`PLAYOUT`), except that with three or more players the other
    seats take the one-step choice `choose` makes with no time left, so a play-out with three
    others costs little more than a solo one (with the greedy for every seat, most of hard's
    four-player searches finished no play-out on a slower machine; with two players the greedy
    opponent measured better: issue 14, fifteenth pass); in a solo game the seat plays one space a
    turn judged whole, the one hard's own choices rank first (screen.py), and in the long game decides
    inside an action as hard does (each option settled: `own_playout`). The judgement is corrected as
    learned from the bot's own games (leaf.py). In the last round the play-out goes on to the final
    score (feast, final placing), which is then exact; in an earlier round of a solo long game, through
    the feast to the next round's actions (`THROUGH_FEAST`; `through` overrides that choice: the leaf
    collection of `bench/feast_leaf.py` stops at the round's end, where the correction was fitted);
    `to_end` plays any round on to the final score (`second_looks` in the last round but one). None
    when the deadline cut it short."""
    r0 = state["round"]
    to_end = to_end or (FINISH_LAST and r0 >= state["rounds"])
    if through is None:  # (no matter in the last round: `playout_over` asks `to_end` first)
        through = THROUGH_FEAST and state["n"] == 1 and state["length"] == "long"
    others = no_time if state["n"] >= 3 else None
    mine = own_playout(state)
    for _ in range(ROLLOUT_CAP):
        if playout_over(state, r0, to_end, through):
            break
        if deadline is not None and deadline():
            return None
        legal = inner_legal(state)
        who = state["stack"][-1]["seat"]
        action = legal[0] if len(legal) == 1 else choose(state, who, legal, rng, mine,
                                                         None if who == seat else others)
        rules.apply(state, action, rng)
    return leaf_value(state, seat)


def playout_over(state: dict, r0: int, to_end: bool, through: bool) -> bool:
    """Whether a play-out begun in round `r0`'s actions has reached its leaf: the game's end (`to_end`),
    the next round's actions (`through`), else the end of `r0`'s actions."""
    if state["phase"] == "over" or not state["stack"]:
        return True
    if to_end:
        return False
    if through:
        return state["round"] != r0 and state["phase"] == "actions"
    return state["round"] != r0 or state["phase"] != "actions"


def leaf_value(state: dict, seat: int) -> float:
    """A play-out's end as the round search judges it: the evaluation, corrected as learned
    (leaf.py, with any number of players: why is said there); the exact score once the game is over."""
    value = ev.evaluate(state, seat, PLAYOUT.w)
    if LEARNED_LEAF:
        value += leaf.correction(state, seat)
    return value


def last_round_solo(state: dict) -> bool:
    """The last round's actions of a solo game, where a play-out reaches the exact final score."""
    return FINISH_LAST and state["n"] == 1 and state["phase"] == "actions" and state["round"] >= state["rounds"]


def last_feast(state: dict) -> bool:
    """A prompt of the game's last feast (phase 9 of the last round, not a feast an action holds), after
    which nothing is left to chance or to other players: the final placing, then the score (rulebook
    9단계 연회; 게임 종료와 최종 점수 계산)."""
    return (FINISH_LAST and state["round"] >= state["rounds"] and state["phase"] == "feast"
            and state["stack"][-1]["kind"] == "feast")


# The last feast's search plays each candidate on with these plain choices: the exact feast filler (as
# hard's own feast has it) and the packer's final placing.
FINISHER = Params()


def finish_score(state: dict, seat: int, rng: Rng, deadline) -> float | None:
    """`seat`'s final score once the game is played on (in place) by the plain choices (`FINISHER`) of
    every seat; None when the deadline cut it short."""
    for _ in range(ROLLOUT_CAP):
        if state["phase"] == "over" or not state["stack"]:
            break
        if deadline is not None and deadline():
            return None
        legal = rules.legal_actions(state)
        who = state["stack"][-1]["seat"]
        action = legal[0] if len(legal) == 1 else choose(state, who, legal, rng, FINISHER, None)
        rules.apply(state, action, rng)
    return ev.evaluate(state, seat, FINISHER.w) if state["phase"] == "over" else None


def last_feast_search(state: dict, seat: int, legal: list[dict], rng: Rng, deadline, first: dict) -> dict:
    """A decision of the last feast: every legal action (a serve, a silver coin, a space left, the
    feast ended, or an any-time action: a piece put down, a ship bought…) played to the game's end by
    the plain choices and judged by the exact final score. The filler's choice `first` goes first and
    wins ties, so the search never ends below the filler's own finish: the filler prices a food tile by
    what keeping it is worth in the rounds to come, and at the last feast that is only its place in a
    house at the final placing (issue 14, forty-sixth pass)."""
    rest = [a for a in legal if a != first]
    candidates = [first] + [a for a in rest if a["type"] == "serve"] + [a for a in rest if a["type"] != "serve"]
    found = judged_in_order(state, candidates, rng, deadline,
                            lambda branch, action: finish_score(branch, seat, rng, deadline))
    return best_found(found, first)


def judged_in_order(state: dict, candidates: list[dict], rng: Rng, deadline, judge) -> list[tuple[float, dict]]:
    """(value, action) of each candidate in turn, `judge(branch, action)` valuing a copy of the position with
    the action applied, until the deadline passes or a judgement comes back None (cut short)."""
    found: list[tuple[float, dict]] = []
    snap = freeze(state)
    for action in candidates:
        if deadline is not None and deadline():
            break
        value = judge(simulate(state, action, rng, snap), action)
        if value is None:
            break
        found.append((value, action))
    return found


def best_found(found: list[tuple[float, dict]], default: dict) -> dict:
    """The action of the best value in `found` (ties to the first judged), `default` when none was."""
    best, best_value = default, float("-inf")
    for value, action in found:
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best


# The after-turn prompt's choices the last round's search weighs: end the turn or an any-time action.
AFTER_CHOICES = EXTRAS | {"end_turn"}


def inner_searched(state: dict) -> bool:
    """Whether hard searches a decision inside an action by play-outs (`inner_search`): in every round of
    a solo long game's actions (issue 14, forty-fourth pass), in the last round of a solo short game
    (twenty-fourth pass)."""
    if state["n"] != 1 or state["phase"] != "actions":
        return False
    return state["length"] == "long" or last_round_solo(state)


def inner_search(state: dict, seat: int, legal: list[dict], rng: Rng, deadline, first: dict) -> dict:
    """A decision inside an action (a mountain strip, a card to play, an upgrade…) judged as the
    turn's spaces are: every option played out by `rollout_round` (in the last round to the final
    score), the one-step judgement's best first, so a deadline cuts the least likely, then second
    looks at the best (issue 14, twenty-fourth and forty-fourth passes). A tile's placing, the feast and
    the dice keep their own rules; `first` (the settled greedy choice) stands when fewer than two
    options were judged."""
    ctx = placement_context(state)
    if (ctx is not None and any(a["type"] in PLACE_STEPS for a in legal)) or state["stack"][-1]["kind"] == "feast":
        return first
    options = inner_options(state, seat, legal)
    if len(options) < 2 or any(a["type"] == "reroll" for a in options):
        return first
    snap = freeze(state)
    values = []
    for action in options:
        if deadline is not None and deadline():
            return first  # (no play-out could be judged now either)
        values.append(value_after(state, action, seat, rng, PLAYOUT, False, snap=snap))
    order = sorted(range(len(options)), key=lambda i: (-values[i], i))
    return judge_and_look(state, seat, rng, deadline, first, [options[i] for i in order])[0]


def judge_by_playouts(state: dict, seat: int, rng: Rng, deadline, first: dict,
                      candidates: list[dict], found: list[tuple[float, dict]] | None = None) -> tuple[dict, int]:
    """(the best of `first` and `candidates`, each played to the end of the round's actions by
    `rollout_round` and judged there, how many were judged). Only candidates fully played within
    the deadline compete; `first` stands when fewer than two were. `found`, when a list, receives each
    judged candidate's (value, action)."""
    candidates = [first] + [a for a in candidates if a != first]
    if len(candidates) < 2:
        return first, 0

    def judge(branch: dict, action: dict) -> float | None:
        value = rollout_round(branch, seat, rng, deadline)
        return None if value is None else value + bias(state, action)

    judged = judged_in_order(state, candidates, rng, deadline, judge)
    if found is not None:
        found.extend(judged)
    return (best_found(judged, first) if len(judged) >= 2 else first), len(judged)


def search_candidates(first: dict, scored: list, width: int) -> list[dict]:
    """The greedy choice, then the spaces best judged by it (`scored`: (value, action)), `width` in all."""
    order = sorted(range(len(scored)), key=lambda k: (-scored[k][0], k))
    return ([first] + [scored[k][1] for k in order if scored[k][1] != first])[:width]


def round_search(state: dict, seat: int, rng: Rng, p: Params, deadline, first: dict, scored: list) -> dict:
    """The few best spaces of the greedy judgement (and the greedy choice itself, a pass or an
    any-time action), each played to the end of the round's actions (`rollout_round`); the best
    result wins. Only candidates fully played within the deadline compete; the greedy choice
    stands when fewer than two were. In a solo game the time left goes to `second_looks`."""
    candidates = search_candidates(first, scored, p.rollouts)
    if last_round_solo(state):  # the any-time actions compete too where the score is exact
        candidates += [a for a in rules.legal_actions(state) if a["type"] in EXTRAS and a not in candidates]
    if len(candidates) < 2:
        return first
    best, judged = judge_and_look(state, seat, rng, deadline, first, candidates[1:])
    if SEARCHES is not None:
        SEARCHES.append((state["round"], judged))
    return best


def judge_and_look(state: dict, seat: int, rng: Rng, deadline, first: dict,
                   candidates: list[dict]) -> tuple[dict, int]:
    """`judge_by_playouts`, then in a solo game `second_looks` at the best judged when two or more were
    (the round search's and `inner_search`'s way)."""
    found: list[tuple[float, dict]] = []
    best, judged = judge_by_playouts(state, seat, rng, deadline, first, candidates, found)
    if SECOND_LOOKS and state["n"] == 1 and judged >= 2:
        best = second_looks(state, seat, rng, deadline, found, best)
    return best, judged


# Solo: once a search (`judge_and_look`) has judged its candidates, the time left replays its best four
# in positions with the hidden decks re-dealt (`determinize`, one position a look), halved to the best
# two after the first look, up to SECOND_LOOKS looks; the best mean value wins. A look the deadline
# cuts is dropped, so with no time left the search's choice stands. Re-dealt decks are what the sample
# the search played in could not know: +0.15 a game over 450 seeds, +0.28 (se 0.17) pooled with the
# thirty-fifth and thirty-seventh passes' 900 (issue 14, forty-third pass). In the last round but one of
# a solo long game the looks play on through the last round to the final score (`looks_to_end`): the
# search has judged its candidates by the learned leaf at the last round's start, and its spare time
# now judges the best of them by the score a played last round makes as well (forty-ninth pass). Such
# a look plays a whole round more, so only the best two by the leaf get them (`END_LOOK_WIDTH`), and the
# leaf's value counts as one look among the final scores: with the best four and the leaf left out, a
# decision had 1.45 looks on average, so it often chose by a single play-out of each (fiftieth pass).
SECOND_LOOKS = 8
LOOK_WIDTH = 4
LOOKS_TO_END = True
END_LOOK_WIDTH = 2


def looks_to_end(state: dict) -> bool:
    """Whether `second_looks` play to the final score: the actions of a solo long game's last round but one."""
    return (LOOKS_TO_END and state["n"] == 1 and state["length"] == "long" and state["phase"] == "actions"
            and state["round"] == state["rounds"] - 1)


def second_looks(state: dict, seat: int, rng: Rng, deadline, found: list[tuple[float, dict]], best: dict) -> dict:
    """The search's choice `best` after second looks at its best candidates (`found`: each judged
    candidate's (value, action), in the order judged)."""
    to_end = looks_to_end(state)
    survivors = sorted(range(len(found)), key=lambda i: (-found[i][0], i))[:END_LOOK_WIDTH if to_end else LOOK_WIDTH]
    values = {i: [found[i][0]] for i in survivors}  # the search's own value counts as a look

    def mean(i: int) -> float:
        return sum(values[i]) / len(values[i])

    looked = 0
    for look in range(SECOND_LOOKS):
        if deadline is None or deadline():
            break
        position = determinize(state, seat, rng)
        snap = freeze(position)
        got = {}
        for i in survivors:
            value = rollout_round(simulate(position, found[i][1], rng, snap), seat, rng, deadline, to_end=to_end)
            if value is None:
                break
            got[i] = value + bias(state, found[i][1])
        if len(got) < len(survivors):
            break
        for i, value in got.items():
            values[i].append(value)
        looked += 1
        if look == 0:
            survivors = sorted(survivors, key=lambda i: (-mean(i), i))[:2]
    if not looked:
        return best
    return found[max(survivors, key=lambda i: (mean(i), -i))][1]

