"""A static evaluation of a Glen More II position: each player's expected final VP, estimated.

Final VP = VP now + what the holdings will still bring. The terms, and why:
- the category scorings still to come (Scotsmen on the home castle, landmarks, whisky, persons):
  each category pays by the difference to the player with the least, so the current differences
  are projected over the scorings left (later ones discounted: the others catch up);
- coins score 1 each at the end (Armadale doubles the first 8; chronicle 1's X card voids them);
- resources are inputs of trades (2-3 of them make 4-8 VP) early, worth a sale late;
- a tile's worth is what its activations will still make, so it fades as the stacks run out;
- the land-size penalty (-3 VP a tile above the smallest land) is exact at the end, partly
  offset before (the others still grow);
- tempo: the rearmost piece moves, so every rondel space advanced is a share of a future turn given
  away; a piece far ahead waits while the others collect tiles.
A player's evaluation is their estimate minus a blend of the best and the average opponent's
(winning is what counts; the average keeps a four-player bot from ignoring the rest).
"""

from __future__ import annotations

import math
from functools import lru_cache

from .. import scoring, setup
from .. import territory as terr
from ..data_files import LANDMARKS, TILES

DEFAULT = {
    "discount": 0.7,  # weight of each category scoring after the next one
    "tempo": 1.0,  # VP a rondel space is worth (a turn makes ~3-4 VP over ~2.5 spaces)
    "size": 0.6,  # share of the land-size penalty counted at the start (all of it at the end)
    "tiles": 1.0,  # scale of the tiles' future activations
    "res": 0.7,  # a resource's worth above a sale, at the start
    "scots": 0.3,  # VP a Scotsman out in the land is worth (an anchor for placements, a mover)
    "anchor": 0.25,  # VP an empty cell a Scotsman reaches is worth (up to 8), fading with the game left
    "best": 0.6,  # weight of the best opponent in the relative standing (the rest: their mean)
    "boat": 0.0,  # chronicle 1: VP a river tile still to row costs (home first: 15 VP, coins kept)
    "c7": 0.0,  # chronicle 7: weight of the clan-gathering cards' VP (leaders now x chance the card is kept)
    "unvoted": 0.6,  # chronicle 7: chance a card not yet put to the vote is kept (4 of 5 when all vote aye)
    "lead": 0.0,  # chronicle 7: 0 = a card pays whoever leads now; > 0 = the chance to lead at the end,
    # softened by the game left (a logistic of the lead over LEAD_END + `lead` x the share of the game left)
    "c6": 0.0,  # chronicle 6: weight of the turned cards' +1 VP at each scoring left (and the event tables)
    "c2": 0.0,  # chronicle 2: weight of the goods on the mountain for the player standing on it
    "c4": 0.0,  # chronicle 4: VP the England token is worth over a whole game (the Englishman's turns)
}
HARD = dict(DEFAULT, size=1.0, tempo=0.7, boat=1.0,  # size, tempo tuned by self-play against DEFAULT (2 players)
            c7=1.0, c6=1.0, c2=1.0, c4=4.0)  # the chronicle terms measured with 4 players (issue 14)
# 2 players (issue 14, docs/bots/glen_more_2.md): the turned cards counted (c6); the mountain's
# goods not (c2: measured worse); the clan-gathering cards only once kept (or at their vote), each
# as the chance to lead its measure at the end (`lead`): counted as today's leads and for cards not
# yet voted on, hard chased leads it lost again and the castle category with them.
# The Scotsmen out in the land and the empty cells they reach (where tiles can go) at the weights
# a least-squares fit of the final margin gave over 200 games with chronicle 2 (session 39).
# With chronicles a game makes more VP (45-65 against ~35), so a rondel space given away costs more.
HARD2 = dict(HARD, c2=0.0, c4=0.0, unvoted=0.0, lead=3.0, scots=1.15, anchor=0.97)
HARD2_CHRONICLES = dict(HARD2, tempo=1.0)
# 3-4 players without chronicles: the land-size penalty counted at 1.4 times its end value at the
# start, fading to its value at the end (session 41: 4 players, 576 games paired, margin +1.2 VP,
# wins 40.5 -> 45.3 %; 1.8 and 0.6 measured worse). With chronicles, HARD.
HARD_NO_CHRONICLES = dict(HARD, size=1.4)
_C6_TABLE = {card: (cat, tuple(LANDMARKS[card]["event_table"]["diff_vp"]))
             for card, cat in (("inverness", "whisky"), ("old_man_of_storr", "castle"))}
ONGOING_CLANS = {"macgregor": 3.0, "mackintosh": 1.5, "maclachlan": 2.0, "sinclair": 2.0}


@lru_cache(maxsize=64)
def _stack_total(chronicles: tuple[int, ...]) -> int:
    active = list(chronicles)
    return sum(len(setup._deck(s, active)) for s in "ABCD") + 1


def progress(state: dict) -> float:
    """How far the game is: the share of the A-D tiles drawn (0 at the start, 1 when D is empty)."""
    total = _stack_total(tuple(state["chronicles"]))
    left = sum(len(s) if isinstance(s, list) else s for s in state["stacks"].values())
    return min(1.0, max(0.0, 1.0 - left / total))


def tile_worth(tile_id: str, future: float) -> float:
    """What a tile in the land will still make by its activations (`future`: share of game left)."""
    rate = _RATES.get(tile_id)
    if rate is None:
        rate = _RATES[tile_id] = _rate(tile_id)
    return rate * future


_RATES: dict[str, float] = {}  # tile id -> its activations' worth over a whole game


def _rate(tile_id: str) -> float:
    tile = TILES[tile_id]
    kind = tile["type"]
    acts = tile.get("activation") or []
    if kind in ("material", "animal"):
        produced = max((sum(len(e.get("res", [])) or 1 for e in alt if e["kind"].startswith("produce")) for alt in acts),
                       default=0)
        return 0.8 + 1.6 * produced
    if kind == "trade":
        return 2.5 if acts else 0.0
    if kind == "whisky":
        return 2.0
    if kind in ("village", "castle"):
        moves = max((e.get("n", 1) for alt in acts for e in alt if e["kind"] == "move"), default=0)
        return 0.6 + 0.6 * moves if acts else 0.5
    return 0.0


_NEAR: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}  # cell -> (its 8 neighbours, its 4)


def _near(cell: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    out = _NEAR.get(cell)
    if out is None:
        out = _NEAR[cell] = (tuple(terr.neighbours8(cell)), tuple(terr.neighbours4(cell)))
    return out


def _anchor_reach(land: dict) -> int:
    """Empty cells beside the land that a Scotsman can reach (where tiles may still go)."""
    near: set[str] = set()
    for cell, spot in land.items():
        if spot["scots"] > 0:
            near.update(_near(cell)[0])
    if not near:
        return 0
    edge: set[str] = set()  # the cells beside the land (a side in common)
    for cell in land:
        edge.update(_near(cell)[1])
    return len(near.intersection(edge).difference(land))


def estimates(state: dict, w: dict = DEFAULT, only: int | None = None) -> list[float]:
    """Every player's estimated final VP (for a finished game: the VP); `w`: the weights; with
    `only`, that seat's alone (the others' left at 0)."""
    players = state["players"]
    if state["phase"] == "over":
        return [float(p["vp"]) for p in players]
    prog = progress(state)
    future = 1.0 - prog
    left = 4 - len(state["scorings"])
    weight = (1.0 + w["discount"] * (left - 1)) if left > 0 else 0.0
    values = scoring.category_values(state) if left > 0 else {}
    sizes = [terr.tile_count(p["land"]) for p in players]
    least = min(sizes)
    chron = state["chronicles"]
    res_value = 1.0 + w["res"] * future
    mountain = _mountain_holder(state) if 2 in chron and w.get("c2") else None
    scot_vp, reach_vp = w["scots"], w["anchor"] * future
    out = []
    for seat, p in enumerate(players):
        if only is not None and seat != only:
            out.append(0.0)
            continue
        land = p["land"]
        v = float(p["vp"])
        tables = state["c6"]["tables"][seat] if 6 in chron and w.get("c6") else ()
        for name, row in values.items():
            diff = row[seat] - min(row)
            vp = scoring.difference_vp(diff)
            for card in tables:  # chronicle 6: Inverness's / the Old Man of Storr's event tables
                if _C6_TABLE[card][0] == name:
                    vp = _C6_TABLE[card][1][min(diff, len(_C6_TABLE[card][1]) - 1)]
            v += weight * vp
        coin = 1.0
        if 1 in chron:
            result = state["c1"]["results"][seat]
            if result == "x":
                coin = 0.1
            elif result is None and state["c1"]["started"]:
                coin = 0.7
        v += coin * p["coins"] + (min(p["coins"], 8) if "armadale_castle" in p["landmarks"] else 0)
        nres = 0
        for cell, spot in land.items():
            nres += sum(spot["res"].values())
            v += w["tiles"] * tile_worth(spot["tiles"][-1], future)
            if spot["scots"] and cell != "1,0":
                v += scot_vp * spot["scots"]
        v += res_value * nres
        v += reach_vp * min(_anchor_reach(land), 8)
        v -= 3.0 * (w["size"] + (1 - w["size"]) * prog) * (sizes[seat] - least)
        v += sum(w * future for c, w in ONGOING_CLANS.items() if seat in state["clans"].get(c, ()))
        if not p["finished"]:
            v -= w["tempo"] * p["pos"]
        else:
            v -= w["tempo"] * (p["pos"] + 6)
        v += _pending(state, seat, future)
        if 1 in chron and w.get("boat") and state["c1"]["results"][seat] is None:
            v -= w["boat"] * _boat_left(state, seat)
        if 3 in chron:
            v += _cellar_worth(state, seat)
        if 5 in chron:
            v += 0.5 * sum(state["c5"]["tables"][seat])
        if 6 in chron and w.get("c6"):  # a turned card: +1 VP at every scoring still to come
            v += w["c6"] * len(state["c6"]["flipped"][seat]) * left
        if seat == mountain:
            v += w["c2"] * _mountain_worth(state, res_value)
        if 4 in chron and w.get("c4") and state["c4"]["holder"] == seat and state["c4"]["englishman"] is not None:
            v += w["c4"] * future
        out.append(v)
    if 7 in chron and w.get("c7") and only is None:
        for seat, vp in enumerate(gathering_vp(state, w)):
            out[seat] += w["c7"] * vp
    if 8 in chron:
        from ..chronicles.c8 import core as c8core

        for row in c8core.final_parts(state).values():  # mobsters' penalties, pennies: scored at the end
            for seat in range(len(out)):
                out[seat] += row[seat]
    return out


def _pending(state: dict, seat: int, future: float) -> float:
    """A tile taken this turn but not yet placed (between taking and placing) keeps its worth."""
    turn = state.get("turn")
    if not turn or turn.get("seat") != seat or not turn.get("tile"):
        return 0.0
    if not any(pr["kind"] in ("place", "pay_scot") and pr["seat"] == seat for pr in state["prompts"]):
        return 0.0
    tile = TILES[turn["tile"]]
    if tile["type"] == "person":
        return 0.0
    once = 0.0
    for effect in tile.get("once", []):
        once += {"scotsman": 0.8, "landmark": 2.5, "whisky": 2.0, "coin": 1.0, "vp": 0.0}.get(effect["kind"], 1.0)
        if effect["kind"] in ("coin", "vp"):
            once += effect.get("n", 1) - (1 if effect["kind"] == "coin" else 0)
    return tile_worth(turn["tile"], future) + once + 1.5  # + its first activation with the neighbours


def _mountain_holder(state: dict) -> int | None:
    """Chronicle 2: the seat standing on the mountain, when something lies on it."""
    goods = state["c2"]
    if not goods["coins"] and not goods["res"]:
        return None
    from ..chronicles import c2

    return c2.holder(state)


def _mountain_worth(state: dict, res_value: float) -> float:
    """Chronicle 2: the player on the mountain takes its coins and resources when leaving it."""
    goods = state["c2"]
    return goods["coins"] + res_value * sum(goods["res"].values())


AYE = 0.7  # chronicle 7: chance a player whose vote is unseen votes aye (4 aye to 3 nay markers each)
UNVOTED = DEFAULT["unvoted"]
LEAD_END = 0.7  # chronicle 7, weight `lead`: the spread of the final lead when the game ends


def kept_chance(state: dict, card: str, unvoted: float = UNVOTED) -> float:
    """Chronicle 7: the chance the card is used in the final scoring — 1 or 0 once voted; in the
    vote under way, the markers committed (as the sample has them) and AYE for the others';
    `unvoted` for a card not yet put to the vote."""
    c7 = state["c7"]
    for v in c7["voted"]:
        if v["card"] == card:
            return 1.0 if v["kept"] else 0.0
    vote = c7["vote"]
    if vote is None or vote["card"] != card:
        return unvoted
    from ..chronicles import c7 as c7mod

    margin, chances = 0, [1.0]  # ayes - nays committed; the distribution of the unseen ayes
    for s, secret in enumerate(vote["secret"]):
        if isinstance(secret, dict):
            margin += secret["aye"] - secret["nay"]
            continue
        ways = {o["aye"] - o["nay"] for o in c7mod.vote_options(state, s)}
        q = AYE if 1 in ways and -1 in ways else (1.0 if 1 in ways else 0.0)
        if not ways:  # no marker left: no vote (counted as an aye and a nay, which cancel)
            margin -= 1
            q = 1.0
        nxt = [0.0] * (len(chances) + 1)
        for k, pk in enumerate(chances):
            nxt[k + 1] += pk * q
            nxt[k] += pk * (1 - q)
        chances = nxt
    unseen = len(chances) - 1
    return sum(pk for k, pk in enumerate(chances) if margin + k - (unseen - k) >= 0)


def gathering_vp(state: dict, w: dict = DEFAULT) -> list[float]:
    """Chronicle 7: each seat's expected VP from the clan-gathering cards — what each card would pay
    now (the leaders on its measure; with `w["lead"]`, each seat's chance to lead at the end:
    `lead_shares`) times the chance it is kept (`w["unvoted"]` for a card not yet voted on)."""
    from ..chronicles import c7 as c7mod

    n = state["n"]
    out = [0.0] * n
    if state["c7"]["scores"] is not None:
        return out  # already scored (in the VP)
    cards = [(card, kept_chance(state, card, w["unvoted"])) for card in state["c7"]["cards"]]
    cards = [(c7mod.CARDS[card], p) for card, p in cards if p > 0.0]
    if not cards:
        return out
    soft = w["lead"]
    spread = LEAD_END + soft * (1.0 - progress(state)) if soft else 0.0
    stats = [_measures(state, s) for s in range(n)]
    if any(spec["measure"] == "clan_markers" for spec, _ in cards):
        for owners in state["clans"].values():
            for s in owners:
                stats[s]["clan_markers"] += 1
    for spec, p in cards:
        name = spec["measure"]
        if name == "square":  # the costly one: only when a card asks for it, cached by the land's cells
            values = [_square(state["players"][s]["land"]) for s in range(n)]
        else:
            values = [row[name] if name in row else c7mod.measure(state, s, name) for s, row in enumerate(stats)]
        best = max(values)
        if best <= 0:
            continue
        if soft:
            for seat, q in enumerate(lead_shares(values, spread)):
                out[seat] += p * spec["vp"] * q
            continue
        top = [s for s in range(n) if values[s] == best]
        vp = c7mod.share(spec["vp"], len(top))
        for seat in top:
            out[seat] += p * vp
    return out


def lead_shares(values: list[int], spread: float) -> list[float]:
    """Each seat's chance to lead a measure at the end (summing to 1): a logistic of its lead over
    the best other seat, `spread` wide (wider with more of the game left); equal values share."""
    raw = []
    for seat, v in enumerate(values):
        rival = max(x for s, x in enumerate(values) if s != seat)
        raw.append(1.0 / (1.0 + math.exp(-(v - rival) / spread)))
    total = sum(raw)
    return [r / total for r in raw]


def _measures(state: dict, seat: int) -> dict[str, int]:
    """Chronicle 7's measures of a seat (c7.measure), all in one pass over its land."""
    p = state["players"][seat]
    land = p["land"]
    res: dict[str, int] = {}
    rivers = villages = overbuilds = out = 0
    for cell, spot in land.items():
        for kind, k in spot["res"].items():
            res[kind] = res.get(kind, 0) + k
        tiles = spot["tiles"]
        tile = TILES[tiles[-1]]
        if tile.get("river"):
            rivers += 1
        if tile["type"] == "village":
            villages += 1
        for t in tiles:
            if TILES[t].get("expansion"):
                overbuilds += 1
        if cell != "1,0":
            out += spot["scots"]
    sets = min(p["whisky"], len(p["landmarks"]), land["1,0"]["scots"])
    if sets:
        sets = min(sets, sum(TILES[t].get("counts_as", 1) for t in p["persons"]))
    return {
        "sets": sets,
        "wood_stone": res.get("wood", 0) + res.get("stone", 0), "coins": p["coins"],
        "river_tiles": rivers, "villages": villages, "overbuild_tiles": overbuilds,
        "clan_markers": 0,  # counted by gathering_vp, for every seat at once
        "sheep_cattle": res.get("sheep", 0) + res.get("cattle", 0), "scotsmen_outside_home_castle": out,
    }


_SQUARES: dict[frozenset, int] = {}


def _square(land: dict) -> int:
    """Chronicle 7's largest square of a land (c7.largest_square), cached by its cells."""
    key = frozenset(land)
    side = _SQUARES.get(key)
    if side is None:
        from ..chronicles import c7 as c7mod

        if len(_SQUARES) > 4096:
            _SQUARES.clear()
        side = _SQUARES[key] = c7mod.largest_square(land)
    return side


def _boat_left(state: dict, seat: int) -> int:
    """Chronicle 1: the river tiles the seat's boat has still to row to be home (c1.next_spot's
    course, each land's river listed once)."""
    from ..chronicles import c1

    ring = state["c1"]["ring"]
    rivers: dict[str, list[str]] = {}
    boat = state["c1"]["boats"][seat]
    land, cell = boat["land"], boat["cell"]
    home = str(seat)
    for n in range(1, 80):
        cells = rivers.get(land)
        if cells is None:
            cells = rivers[land] = c1.river_cells(state, land)
        i = cells.index(cell) + 1 if cell in cells else len(cells)
        if i < len(cells):
            cell = cells[i]
        else:
            land = ring[(ring.index(land) + 1) % len(ring)]
            cells = rivers.get(land)
            if cells is None:
                cells = rivers[land] = c1.river_cells(state, land)
            cell = cells[0]
        if land == home and cell == c1.CASTLE:
            return n
    return 80


def _cellar_worth(state: dict, seat: int) -> float:
    """Chronicle 3: casks in the cellars will sell for the VP printed on their slots."""
    try:
        from ..chronicles import c3

        slots = c3.cellar(state, seat)["slots"]
        vals = c3.values(state, seat)
        return 0.5 * sum(n * vals[i] for i, n in enumerate(slots) if i < len(vals))
    except (KeyError, IndexError):
        return 0.0


def relative(est: list[float], seat: int, best: float = 0.6) -> float:
    """The seat's estimate against the opponents' (`best` x the best one + the rest x their mean)."""
    others = [v for s, v in enumerate(est) if s != seat]
    if not others:
        return est[seat]
    return est[seat] - (best * max(others) + (1 - best) * sum(others) / len(others))


def own(state: dict, seat: int, w: dict = DEFAULT) -> float:
    """The seat's own estimated final VP, the others' not computed (a cheap one-ply judgement for
    the simulated opponents of the look-ahead: their choices rarely change the others' estimates)."""
    return estimates(state, w, seat)[seat]


def evaluate(state: dict, seat: int, w: dict = DEFAULT) -> float:
    """The seat's standing: for a finished game the winning margin plus a win bonus."""
    est = estimates(state, w)
    value = relative(est, seat, w.get("best", 0.6))
    if state["phase"] == "over":
        value += 20.0 if seat in state["winners"] else 0.0
    return value
