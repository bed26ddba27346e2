"""Step ops that occupations use beyond the printed spaces' (see steps.py for the machine).

- gain_by: the gain of the highest tier reached by a metric (the slash tiers of a card, p.21:
  "1/2/3 whaling boats give beans/grain/cabbage" pays only the tier you are on);
- per: a gain per unit of a metric, up to a maximum;
- breed / bonus / feast: an extra animal-breeding, bonus or feast phase for the card's owner;
- use_space: carry out a printed space's action without placing vikings;
- flip: turn goods over to their other face (not an upgrade);
- pregnant: turn an animal to its pregnant face (not breeding).
Metrics are named functions of (state, seat) in METRICS.
"""

from __future__ import annotations

from core.rng import Rng

from .. import phases
from ..banquet import open_feast
from ..data_files import BOARDS, GOODS, SPECIALS
from ..placement import bonuses
from ..steps import OPS, Op, grant, new_prompt
from ..supply import animals, give, ships_of


def _kind_count(kind: str):
    return lambda state, seat: len(ships_of(state["players"][seat], kind))


METRICS = {
    "sheep": lambda state, seat: animals(state["players"][seat], "sheep"),
    "cattle": lambda state, seat: animals(state["players"][seat], "cattle"),
    "whaling_boats": _kind_count("whaling_boat"),
    "knarrs": _kind_count("knarr"),
    "longships": _kind_count("longship"),
    "large_ships": lambda state, seat: len(ships_of(state["players"][seat], "knarr", "longship")),
    "houses": lambda state, seat: sum(1 for b in state["players"][seat]["boards"]
                                      if b["id"] in ("stone_house", "long_house")),
    "special_tiles": lambda state, seat: len(state["players"][seat]["specials"]) + sum(
        1 for b in state["players"][seat]["boards"] for piece in b["pieces"] if piece["item"] in _SPECIAL_IDS),
    "exploration_boards": lambda state, seat: sum(1 for b in state["players"][seat]["boards"]
                                                  if BOARDS[b["id"]]["kind"] == "exploration"),
    "players": lambda state, seat: state["n"],
    "round": lambda state, seat: state["round"],
}


def metric(state: dict, seat: int, name: str) -> int:
    """A named metric, or "goods:<id>" (that good in supply)."""
    if name.startswith("goods:"):
        return state["players"][seat]["goods"].get(name[6:], 0)
    return METRICS[name](state, seat)


def tier_gain(state: dict, seat: int, step: dict) -> dict:
    value = metric(state, seat, step["metric"])
    reached = [gain for threshold, gain in step["tiers"] if value >= threshold]
    if step.get("exact"):
        reached = [gain for threshold, gain in step["tiers"] if value == threshold]
    return reached[-1] if reached else {}


def _auto(fn):
    return Op(lambda state, seat, step, sub: True, auto=fn)


def _gain_by(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    gain = tier_gain(state, prompt["seat"], step)
    if gain:
        grant(state, prompt, gain, rng, events)


def _per(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    units = min(metric(state, prompt["seat"], step["metric"]), step.get("max", 99))
    gain = {item: amount * units for item, amount in step["gain"].items()}
    if units:
        grant(state, prompt, gain, rng, events)


def _breed(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    phases.breed(state["players"][prompt["seat"]], events, prompt["seat"])


def _bonus(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    """An extra bonus phase for some of the owner's boards: "houses" or "home"."""
    seat = prompt["seat"]
    for board in state["players"][seat]["boards"]:
        if (step["scope"] == "houses" and board["id"] in ("stone_house", "long_house")) or \
                (step["scope"] == "home" and board["id"] == "home"):
            for reward in bonuses(board):
                give(state, seat, reward, rng, events)


def _feast(state: dict, prompt: dict, step: dict, rng: Rng, events: list) -> None:
    state["stack"].append(open_feast(state, prompt["seat"]))


OPS["gain_by"] = _auto(_gain_by)
OPS["per"] = _auto(_per)
OPS["breed"] = _auto(_breed)
OPS["bonus"] = _auto(_bonus)
OPS["feast"] = _auto(_feast)


# --- use a space without vikings -----------------------------------------------------------------

def _use_space_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    from ..spaces import effect_possible

    return [{"type": "use_space", "space": s} for s in step["spaces"] if effect_possible(state, prompt["seat"], s)]


def _use_space_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    """The space's steps run in a prompt of their own (no vikings, no column bonus)."""
    from ..spaces import space_steps

    if step.get("pay"):
        from ..steps import spend

        spend(state, prompt, step["pay"])
    opened = new_prompt("steps", prompt["seat"], space_steps(state, prompt["seat"], action["space"]),
                        space=action["space"], free=True)
    opened["used"] = False
    state["stack"].append(opened)
    events.append({"type": "use_space", "seat": prompt["seat"], "space": action["space"]})
    return True


OPS["use_space"] = Op(lambda state, seat, step, sub: bool(_use_space_options(state, {"seat": seat}, step)),
                      _use_space_options, _use_space_act)


# --- goods faces ---------------------------------------------------------------------------------

FLIP = {}
for _good, _info in GOODS.items():
    if _info["color"] in ("orange", "green") and _info.get("up") and not GOODS[_info["up"]].get("animal"):
        FLIP[_good] = _info["up"]
        FLIP[_info["up"]] = _good


def _flip_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    if prompt["sub"].get("count", 0) >= step["count"]:
        return []
    return [{"type": "flip", "good": g} for g in sorted(state["players"][prompt["seat"]]["goods"]) if g in FLIP]


def _flip_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    from ..steps import spend

    spend(state, prompt, {action["good"]: 1})
    grant(state, prompt, {FLIP[action["good"]]: 1}, rng, events)
    prompt["sub"]["count"] = prompt["sub"].get("count", 0) + 1
    prompt["sub"]["started"] = True
    return prompt["sub"]["count"] >= step["count"]


OPS["flip"] = Op(lambda state, seat, step, sub: any(g in FLIP for g in state["players"][seat]["goods"]),
                 _flip_options, _flip_act)


def _pregnant_options(state: dict, prompt: dict, step: dict) -> list[dict]:
    goods = state["players"][prompt["seat"]]["goods"]
    return [{"type": "pregnant", "animal": step["animal"]}] if goods.get(step["animal"]) else []


def _pregnant_act(state: dict, prompt: dict, step: dict, action: dict, rng: Rng, events: list) -> bool:
    goods = state["players"][prompt["seat"]]["goods"]
    goods[step["animal"]] -= 1
    if not goods[step["animal"]]:
        del goods[step["animal"]]
    goods["pregnant_" + step["animal"]] = goods.get("pregnant_" + step["animal"], 0) + 1
    return True


OPS["pregnant"] = Op(lambda state, seat, step, sub: bool(state["players"][seat]["goods"].get(step["animal"])),
                     _pregnant_options, _pregnant_act)

_SPECIAL_IDS = frozenset(SPECIALS)
