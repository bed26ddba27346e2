"""Turns: who decides, what they may do, and carrying it out (the engine contract's legal_actions /
apply). The rearmost piece's owner takes a tile (paying its cost), places it, resolves its
one-time effects, activates it and its neighbours, moves Scotsmen, and ends the turn; then the
rondel is refilled, scorings happen when a stack runs out, and the next rearmost piece moves.

Prompts stack up in `state["prompts"]`: the turn's main prompt ("take", then "place", then
"activate") with choices ("choice") on top while an effect needs a decision, and "pay" on top of
any of them while the player names the sources of a payment (payment.py, D1).
"""

from __future__ import annotations

from core.rng import Rng

from . import clans, effects, market, payment, rondel, scoring
from . import territory as terr
from .chronicles import modify, react
from .data_files import RESOURCES, TILES

# --- whose turn --------------------------------------------------------------------------------

def begin_turn(state: dict, rng: Rng, events: list) -> None:
    """Give the turn to the rearmost piece; the die plays its own turns. A chronicle may first
    ask something of the players (its prompts come before the next turn)."""
    while state["phase"] == "play" and not state["prompts"]:
        piece = rondel.rearmost(state)
        if piece is None or all(p["finished"] for p in state["players"]):
            _end_game(state, rng, events)
            return
        if piece == "die":
            rondel.die_turn(state, rng, events)
            _after_turn(state, rng, events)
            continue
        if not piece.isdigit():  # a chronicle's own piece (the Englishman, chronicle 4)
            react(state, -1, "piece_turn", {"piece": piece}, rng, events)
            if not state["prompts"]:
                _after_turn(state, rng, events)
            continue
        seat = int(piece)
        state["turn"] = new_turn(seat)
        state["prompts"] = [{"kind": "take", "seat": seat}]
        react(state, seat, "turn_start", {}, rng, events)  # e.g. a reservation that binds (chronicle 8)
        return


def new_turn(seat: int) -> dict:
    return {"seat": seat, "moves": 0, "activated": [], "allowed": [], "extra": [], "queue": [],
            "cell": None, "tile": None, "ness": False, "finishing": False}


def _after_turn(state: dict, rng: Rng, events: list) -> None:
    for stack in rondel.refill(state, rng, events):
        scoring.scoring(state, events)  # a stack ran out: the round ends (게임 진행, D2)
        state["round"] += 1
        react(state, -1, "scoring", {"stack": stack}, rng, events)
    if all(p["finished"] for p in state["players"]):
        _end_game(state, rng, events)


def _end_game(state: dict, rng: Rng, events: list) -> None:
    """The fourth scoring; chronicles may then ask their questions (the haggis scoring after it,
    chronicle 5) while the game is "ending"; the final scoring closes it (게임 종료)."""
    if state["phase"] == "play":
        state["phase"] = "ending"
        state["prompts"] = []
        state["turn"] = None
        scoring.scoring(state, events)
        react(state, -1, "scoring", {"stack": "D"}, rng, events)
    if state["phase"] != "ending" or state["prompts"]:
        return
    scoring.final(state, events)
    state["phase"] = "over"
    state["winners"] = scoring.winners(state)
    events.append({"type": "game_over", "winners": state["winners"]})


# --- legal actions -----------------------------------------------------------------------------------

def legal_actions(state: dict) -> list[dict]:
    if state["phase"] == "over" or not state["prompts"]:
        return []
    prompt = state["prompts"][-1]
    if prompt["kind"] == payment.PAY:  # which tiles pay, one resource at a time (D1)
        return payment.options(state, prompt["seat"], prompt)
    out = _legal(state, prompt)
    if prompt["kind"] in payment.PAYING_PROMPTS:  # the switch "choose which tiles pay", when it can matter
        out = payment.with_toggle(state, prompt["seat"], prompt, out)
    return out


def _legal(state: dict, prompt: dict) -> list[dict]:
    kind = prompt["kind"]
    seat = prompt["seat"]
    if kind == "pay_scot":  # a Scotsman from the land, one whose leaving still lets the tile be placed
        due = prompt.get("due", 1)
        return [{"type": "scot", "cell": c} for c in _scot_payers(state, seat, state["turn"]["tile"], due)]
    if kind == "place":
        return [{"type": "place", "cell": c} for c in placement_cells(state, seat, prompt["tile"])]
    if kind == "choice":
        return choice_options(state, seat, prompt["op"])
    if kind == "chronicle":  # a chronicle's own question (a vote, a haggis roll, a prize…)
        return modify(state, seat, "prompt_options", {"prompt": prompt}, [])
    # e.g. moving a boat, buying a cellar — none in a turn played with the Englishman (chronicle 4:
    # only the tile he brought and its activations)
    extra = [] if (state.get("turn") or {}).get("englishman") else modify(state, seat, "turn_actions", {"prompt": prompt}, [])
    if kind == "take":
        return take_options(state, seat) + sell_options(state, seat) + extra
    return activate_options(state, seat) + sell_options(state, seat) + extra


def take_options(state: dict, seat: int) -> list[dict]:
    p = state["players"][seat]
    out, fallback = [], []
    taken = rondel.occupied(state)
    for pos in rondel.tiles_ahead(state, p["pos"]):
        tile = TILES[state["rondel"][str(pos)]]
        if tile["type"] == "end":  # several pieces may share The End (게임 종료)
            if modify(state, seat, "may_take", {"pos": pos}, True):  # not while a reservation binds (chronicle 8)
                out.append({"type": "stop_end", "pos": pos})
            continue
        if pos in taken:
            continue
        if tile.get("protected"):  # nobody may move onto it, not even to discard it (R)
            continue
        fallback += [{"type": "discard", "pos": pos, "gain": "coin"}, {"type": "discard", "pos": pos, "gain": "move"}]
        if not modify(state, seat, "may_take", {"pos": pos}, True):
            continue
        if can_take_tile(state, seat, tile["id"]):
            out.append({"type": "take", "pos": pos})
    return out if any(a["type"] == "take" for a in out) or not fallback else out + fallback


def _cost(state: dict, seat: int, tile_id: str) -> dict:
    return modify(state, seat, "tile_cost", {"tile": tile_id}, dict(TILES[tile_id].get("cost", {})))


def tile_cost(state: dict, seat: int, tile_id: str) -> dict:
    """What taking the tile costs this player now (its printed cost as the chronicles change it)."""
    return _cost(state, seat, tile_id)


def _placements(state: dict, seat: int, tile_id: str, after_cost: bool = False, fee: int = 0) -> list[str]:
    """Cells for the tile. A tile costing a Scotsman is paid before it is placed, so it can be
    taken only if some Scotsman can pay and still leave it a place (부록 1 네스 호). `fee`: coins
    paid besides the cost (chronicle 4's England row), which the placement rules see as cost."""
    cost = _cost(state, seat, tile_id) if after_cost else None
    if cost is not None and fee:
        cost["coins"] = cost.get("coins", 0) + fee
    due = cost.pop("scotsman", 0) if cost is not None else 0
    if due:
        return ["paid"] if _scot_payers(state, seat, tile_id, due, cost) else []
    return placement_cells(state, seat, tile_id, cost)


def placement_cells(state: dict, seat: int, tile_id: str, cost: dict | None = None) -> list[str]:
    """The cells of the player's land the tile may go to now. Chronicles may narrow them (modifier
    `placements`, ctx {"tile", "cost"}: `cost` is the tile's cost still to pay when the question
    is asked before taking it, None once it is paid — chronicle 8's Fergus McDarkie charges a coin
    next to him)."""
    land = state["players"][seat]["land"]
    cells = terr.placements(land, tile_id, effects.has_clan(state, seat, "mackintosh"))
    return modify(state, seat, "placements", {"tile": tile_id, "cost": cost}, cells)


def _scot_payers(state: dict, seat: int, tile_id: str, due: int = 1, cost: dict | None = None) -> list[str]:
    """Cells whose Scotsman may pay (one of `due`) for the tile: one whose leaving, with the others
    still due, leaves the tile somewhere to go. `cost`: the rest of the cost when asked before the
    tile is taken (see `placement_cells`)."""
    land = state["players"][seat]["land"]
    out = []
    for cell, spot in sorted(land.items()):
        if spot["scots"]:
            spot["scots"] -= 1
            if due > 1:
                fits = bool(_scot_payers(state, seat, tile_id, due - 1, cost))
            else:
                fits = TILES[tile_id]["type"] == "person" or bool(placement_cells(state, seat, tile_id, cost))
            spot["scots"] += 1
            if fits:
                out.append(cell)
    return out


def sell_options(state: dict, seat: int) -> list[dict]:
    """Selling at the market, any time in one's own turn (also just before an activation)."""
    land = state["players"][seat]["land"]
    out = []
    for cell in sorted(land):
        for res in sorted(land[cell]["res"]):
            if market.sell_price(state["market"], res) is not None:
                out.append({"type": "sell", "cell": cell, "res": res})
    return out


def activate_options(state: dict, seat: int) -> list[dict]:
    turn = state["turn"]
    land = state["players"][seat]["land"]
    out = []
    for cell in turn["allowed"]:
        if cell in land and cell not in turn["activated"]:
            out += effects.activation_options(state, seat, cell)
    for i, types in enumerate(turn["extra"]):
        for cell in sorted(land):
            if cell not in turn["activated"] and terr.top(land, cell)["type"] in types:
                out += [dict(a, extra=i) for a in effects.activation_options(state, seat, cell)]
    if "loch_ness" in state["players"][seat]["landmarks"] and not turn["ness"]:
        for cell in sorted(land):  # Loch Ness: one more tile anywhere, each of your turns
            if cell not in turn["activated"]:
                out += [dict(a, ness=True) for a in effects.activation_options(state, seat, cell)]
    if turn["moves"] > 0:
        for cell, spot in sorted(land.items()):
            if spot["scots"]:
                out += [{"type": "move", "from": cell, "to": nb} for nb in terr.neighbours8(cell) if nb in land]
    out.append({"type": "end_turn"})
    return out


def choice_options(state: dict, seat: int, op: dict) -> list[dict]:
    p = state["players"][seat]
    land = p["land"]
    kind = op["op"]
    if kind == "resource":
        return [{"type": "resource", "res": res} for res in RESOURCES]
    if kind == "put_any":
        return [{"type": "cell", "cell": c} for c in sorted(land) if sum(land[c]["res"].values()) < terr.MAX_RESOURCES]
    if kind == "scotsman_any":
        return [{"type": "cell", "cell": c} for c in sorted(land)]
    if kind == "clan":
        return [{"type": "clan", "field": f} for f, _ in clans.open_fields(state, seat)] + [{"type": "skip"}]
    if kind == "remove":
        keep = frozenset(modify(state, seat, "keep_tiles", {}, []))
        out = [{"type": "remove", "cell": c} for c in sorted(land)
               if terr.removable(land, [c], keep) and (op.get("may_self") or c != state["turn"]["cell"])]
        return out + ([] if op.get("must") and out else [{"type": "done"}])
    if kind == "munro":
        out = []
        for tile in sorted(set(state["discard"])):
            info = TILES[tile]
            if info["type"] == "person" or placement_cells(state, seat, tile):
                out.append({"type": "munro", "tile": tile})
        return out + [{"type": "skip"}]
    return modify(state, seat, "choice_options", {"op": op}, [{"type": "skip"}])


def _needs_choice(state: dict, seat: int, op: dict) -> bool:
    """Ops whose only possible outcome is nothing are skipped without asking."""
    options = choice_options(state, seat, op)
    return any(a["type"] not in ("skip", "done") for a in options)


# --- applying ----------------------------------------------------------------------------------------

def apply(state: dict, action: dict, rng: Rng) -> list[dict]:
    events: list[dict] = []
    prompt = state["prompts"][-1]
    seat = prompt["seat"]
    kind = prompt["kind"]
    atype = action["type"]
    if atype == payment.TOGGLE:  # "choose which tiles pay" on or off for this prompt's payments
        if action["on"]:
            prompt["choose_pay"] = True
        else:
            prompt.pop("choose_pay", None)
        return events
    if kind == payment.PAY:
        payment.step(state, seat, prompt, action, rng, events)
        return events
    if payment.intercept(state, seat, prompt, action, rng, events):  # the sources are asked first
        return events
    if kind == "chronicle" or atype.startswith("c_"):  # chronicle actions are named c_<something>
        react(state, seat, "action", {"prompt": prompt, "action": action}, rng, events)
    elif atype == "sell":
        _sell(state, seat, action, events)
    elif kind == "take":
        _take(state, seat, action, rng, events)
    elif kind == "pay_scot":
        state["players"][seat]["land"][action["cell"]]["scots"] -= 1
        state["prompts"].pop()
        _pay_scotsmen(state, seat, prompt.get("due", 1) - 1, rng, events)
    elif kind == "place":
        state["prompts"].pop()
        _place(state, seat, prompt["tile"], action["cell"], rng, events, prompt.get("free", False))
    elif kind == "choice":
        state["prompts"].pop()
        _choose(state, seat, prompt["op"], action, rng, events)
        run_queue(state, seat, rng, events)
    elif atype == "end_turn":
        _end_turn(state, seat, rng, events)
    elif atype == "move":
        land = state["players"][seat]["land"]
        land[action["from"]]["scots"] -= 1
        land[action["to"]]["scots"] += 1
        state["turn"]["moves"] -= 1
        react(state, seat, "moved", {"from": action["from"], "to": action["to"]}, rng, events)
    else:
        _activate(state, seat, action, rng, events)
    turn = state.get("turn")
    if turn and turn.get("closed") and state["prompts"] and state["prompts"][-1]["kind"] == "activate":
        _end_turn(state, turn["seat"], rng, events)  # the questions at the turn's end are answered
    if not state["prompts"]:  # a chronicle's questions between turns (or after the last) are answered
        if state["phase"] == "play":
            begin_turn(state, rng, events)
        elif state["phase"] == "ending":
            _end_game(state, rng, events)
    return events


def _sell(state: dict, seat: int, action: dict, events: list) -> None:
    spot = state["players"][seat]["land"][action["cell"]]
    spot["res"][action["res"]] -= 1
    if not spot["res"][action["res"]]:
        del spot["res"][action["res"]]
    coins = market.sell(state["market"], action["res"])
    state["players"][seat]["coins"] += coins
    events.append({"type": "market_sell", "seat": seat, "res": action["res"], "coins": coins})


def _take(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    p = state["players"][seat]
    turn = state["turn"]
    pos = action["pos"]
    start = p["pos"]
    end = rondel.end_position(state)
    if action["type"] == "stop_end":  # stopping on The End: this player's game is over (게임 종료)
        p["pos"] = pos
        react(state, seat, "moved_piece", {"from": start, "pos": pos}, rng, events)
        p["finished"] = True
        events.append({"type": "finished", "seat": seat})
        state["prompts"] = []
        _after_turn(state, rng, events)
        begin_turn(state, rng, events)
        return
    tile = state["rondel"].pop(str(pos))
    p["pos"] = pos
    turn["finishing"] = end is not None and pos > end
    react(state, seat, "moved_piece", {"from": start, "pos": pos}, rng, events)
    if action["type"] == "discard":  # nothing could be taken: discard one, 1 coin or 1 move
        state["discard"].append(tile)
        events.append({"type": "discard", "seat": seat, "tile": tile, "gain": action["gain"]})
        if action["gain"] == "coin":
            p["coins"] += 1
        else:
            turn["moves"] += 1
        state["prompts"] = [{"kind": "activate", "seat": seat}]
        return
    turn["tile"] = tile
    cost = _cost(state, seat, tile)
    effects.pay(state, seat, {k: v for k, v in cost.items() if k != "scotsman"}, events)
    events.append({"type": "take", "seat": seat, "tile": tile, "pos": pos})
    react(state, seat, "taken", {"pos": pos, "tile": tile, "cost": cost}, rng, events)
    _pay_scotsmen(state, seat, cost.get("scotsman", 0), rng, events)


def can_take_tile(state: dict, seat: int, tile_id: str, fee: int = 0) -> bool:
    """Whether the player can pay this tile's cost — and `fee` coins besides (chronicle 4: the England
    row's price for the Englishman) — and still place it."""
    cost = _cost(state, seat, tile_id)
    cost["coins"] = cost.get("coins", 0) + fee
    return effects.affordable(state, seat, cost) and (
        TILES[tile_id]["type"] == "person" or bool(_placements(state, seat, tile_id, after_cost=True, fee=fee)))


def englishman_take(state: dict, seat: int, tile_id: str, rng: Rng, events: list) -> None:
    """Chronicle 4: the token holder's turn with the Englishman's tile: pay its cost, place it and
    resolve it (one-time effects, activations) like a turn of their own — without the effects of
    "their turn" (Loch Ness, the chronicles' turn actions) and without moving their own piece."""
    turn = state["turn"] = new_turn(seat)
    turn["englishman"] = True
    turn["ness"] = True  # Loch Ness works only in one's own turn (연대기 4)
    turn["tile"] = tile_id
    cost = _cost(state, seat, tile_id)
    effects.pay(state, seat, {k: v for k, v in cost.items() if k != "scotsman"}, events)
    events.append({"type": "take", "seat": seat, "tile": tile_id, "englishman": True})
    react(state, seat, "taken", {"pos": rondel.englishman(state), "tile": tile_id, "cost": cost}, rng, events)  # chronicle 8
    _pay_scotsmen(state, seat, cost.get("scotsman", 0), rng, events)


def after_turn(state: dict, rng: Rng, events: list) -> None:
    """The end of a piece's turn that was not a player's (chronicle 4: the Englishman discarding)."""
    _after_turn(state, rng, events)


def _pay_scotsmen(state: dict, seat: int, due: int, rng: Rng, events: list) -> None:
    """Scotsmen due for the tile are paid one by one from the land, then the tile is taken."""
    if due <= 0:
        _taken(state, seat, rng, events)
        return
    state["prompts"] = [{"kind": "pay_scot", "seat": seat, "due": due}]
    payers = legal_actions(state)
    if len({a["cell"] for a in payers}) == 1:  # only one tile's Scotsmen can pay: no question
        events += apply(state, payers[0], rng)


def _taken(state: dict, seat: int, rng: Rng, events: list) -> None:
    tile = state["turn"]["tile"]
    if TILES[tile]["type"] == "person":  # kept aside: no placement, no activation (인물)
        state["players"][seat]["persons"].append(tile)
        state["prompts"] = [{"kind": "activate", "seat": seat}]
        state["turn"]["queue"] = effects.once_ops(tile, None)
        run_queue(state, seat, rng, events)
        return
    state["prompts"] = [{"kind": "place", "seat": seat, "tile": tile}]


def _place(state: dict, seat: int, tile: str, cell: str, rng: Rng, events: list, free: bool) -> None:
    """Put the tile down; its one-time effects come first, then the activation (일회성 효과, 타일
    활성화). A tile built for free by Munro gets its one-time effects but activates nothing (D8)."""
    land = state["players"][seat]["land"]
    terr.place(land, tile, cell)
    events.append({"type": "place", "seat": seat, "tile": tile, "cell": cell})
    react(state, seat, "placed", {"tile": tile, "cell": cell}, rng, events)
    turn = state["turn"]
    if not free:
        turn["cell"] = cell
        turn["allowed"] = [cell] + [nb for nb in terr.neighbours8(cell) if nb in land]
        state["prompts"] = [{"kind": "activate", "seat": seat}]
    turn["queue"] = effects.once_ops(tile, cell) + turn["queue"]
    run_queue(state, seat, rng, events)


def run_queue(state: dict, seat: int, rng: Rng, events: list) -> None:
    queue = state["turn"]["queue"]
    while queue:
        op = queue[0]
        if effects.run_ops_auto(state, seat, op, rng, events):
            queue.pop(0)
            continue
        if op["op"] == "landmark":
            queue.pop(0)
            _landmark(state, seat, op, rng, events)
            continue
        if op["op"] in ("scotsman_any",) and effects.supply_scotsmen(state, seat) <= 0:
            queue.pop(0)
            continue
        if op["op"] == "resource" and (op.get("cell") not in state["players"][seat]["land"]):
            queue.pop(0)
            continue
        if not _needs_choice(state, seat, op):
            queue.pop(0)
            continue
        state["prompts"].append({"kind": "choice", "seat": seat, "op": op})
        return


def _landmark(state: dict, seat: int, op: dict, rng: Rng, events: list) -> None:
    card = op["card"]
    p = state["players"][seat]
    if card and card not in p["landmarks"]:
        p["landmarks"].append(card)
        events.append({"type": "landmark", "seat": seat, "card": card})
        state["turn"]["queue"][0:0] = effects.landmark_ops(card, op.get("cell"))
        react(state, seat, "landmark", {"card": card}, rng, events)


def _choose(state: dict, seat: int, op: dict, action: dict, rng: Rng, events: list) -> None:
    p = state["players"][seat]
    land = p["land"]
    queue = state["turn"]["queue"]
    kind = op["op"]
    atype = action["type"]
    done = True
    if atype in ("skip", "done"):
        pass
    elif kind == "resource":
        terr.add_resource(land, op["cell"], action["res"])
    elif kind == "put_any":
        terr.add_resource(land, action["cell"], op["res"])
    elif kind == "scotsman_any":
        land[action["cell"]]["scots"] += 1
    elif kind == "clan":
        field = action["field"]
        cost = dict(clans.open_fields(state, seat))[field]
        p["coins"] -= cost
        p["markers"] -= 1
        state["clans"].setdefault(field, []).append(seat)
        events.append({"type": "clan", "seat": seat, "field": field, "coins": cost})
        react(state, seat, "clan_marked", {"field": field, "coins": cost}, rng, events)
        queue[1:1] = effects.clan_ops(state, seat, field)
    elif kind == "remove":
        terr.remove(land, action["cell"])
        events.append({"type": "remove_tile", "seat": seat, "cell": action["cell"]})
        queue[0]["left"] -= 1  # the queued op, which the next prompt shows (the prompt may be a copy)
        done = queue[0]["left"] <= 0
    elif kind == "munro":
        tile = action["tile"]
        state["discard"].remove(tile)
        if TILES[tile]["type"] == "person":
            p["persons"].append(tile)
            queue[1:1] = effects.once_ops(tile, None)
        else:
            queue.pop(0)
            state["prompts"].append({"kind": "place", "seat": seat, "tile": tile, "free": True})
            return
    else:
        react(state, seat, "choice", {"op": op, "action": action}, rng, events)
    if done:
        queue.pop(0)


def _activate(state: dict, seat: int, action: dict, rng: Rng, events: list) -> None:
    turn = state["turn"]
    cell = action["cell"]
    effects.pay(state, seat, effects.cost_of_activation(state, seat, cell, action), events)
    turn["activated"].append(cell)
    if "extra" in action:
        turn["extra"].pop(action["extra"])
    if action.get("ness"):
        turn["ness"] = True
    events.append({"type": "activate", "seat": seat, "cell": cell, "tile": terr.top(state["players"][seat]["land"], cell)["id"]})
    ops = effects.activation_ops(state, seat, cell, action)
    turn["queue"] = ops + turn["queue"]
    run_queue(state, seat, rng, events)
    react(state, seat, "activated", {"cell": cell, "ops": ops}, rng, events)


def _end_turn(state: dict, seat: int, rng: Rng, events: list) -> None:
    """End the turn. A chronicle may first ask the player something at its end (moment `closing`:
    chronicle 8's pennies and mobsters); the turn then ends once those prompts are answered."""
    turn = state["turn"]
    p = state["players"][seat]
    if not turn.get("closed"):
        turn["closed"] = True
        asked = len(state["prompts"])
        react(state, seat, "closing", {}, rng, events)
        if len(state["prompts"]) > asked:
            return
    if turn["moves"] and effects.has_clan(state, seat, "maclachlan") and not turn.get("englishman"):
        # unused moves become VP at the end of one's own turn (a turn with chronicle 4's Englishman is not)
        effects.gain_vp(state, seat, turn["moves"], "maclachlan", events)
    react(state, seat, "end_turn", {}, rng, events)
    if turn["finishing"]:  # took a tile past The End: this player's game is over (게임 종료)
        p["finished"] = True
        events.append({"type": "finished", "seat": seat})
    state["prompts"] = []
    state["turn"] = None
    _after_turn(state, rng, events)
    begin_turn(state, rng, events)
