"""Final scoring (rulebook p.23, 게임 종료와 최종 점수 계산), category by category as on the score sheet."""

from __future__ import annotations

from . import hooks
from .data_files import BOARDS, COMPONENTS, GOODS, OCCUPATIONS, SHIPS, SPECIALS
from .placement import income, misplaced_pairs, uncovered_minus

CROWN = "english_crown"
ANIMAL_VP = {good: info.get("vp", 0) for good, info in GOODS.items() if info.get("animal")}


def owns_crown(player: dict) -> bool:
    return CROWN in player["specials"] or any(
        piece["item"] == CROWN for board in player["boards"] for piece in board["pieces"])


def score(state: dict, seat: int) -> dict:
    """Points per category; `total` sums them. Valid at any time (the view shows it as it stands)."""
    p = state["players"][seat]
    exploration = buildings = paid = boards_minus = buildings_minus = pairs = 0
    for board in p["boards"]:  # one pass over the boards (the bots score positions very often)
        info = BOARDS[board["id"]]
        if info["kind"] == "building":
            buildings += info["vp"]
            buildings_minus -= uncovered_minus(board)
        else:
            if info["kind"] == "exploration":
                exploration += info["vp"]
            boards_minus -= uncovered_minus(board)
        paid += income(board)
        pairs += misplaced_pairs(board)
    sheet = {
        "ships": sum(SHIPS[s["kind"]]["vp"] for s in p["ships"]),
        "emigration": sum(SHIPS[kind]["emigrated_vp"] for kind in p["emigrated"]),
        "exploration": exploration,
        "buildings": buildings,
        "animals": sum(ANIMAL_VP.get(g, 0) * n for g, n in p["goods"].items()),
        "occupations": sum(OCCUPATIONS[card]["vp"] for card in p["played"]),
        "silver": p["silver"],
        "income": paid,
        "crown": SPECIALS[CROWN]["vp"] if owns_crown(p) else 0,
        "boards_minus": boards_minus,
        "buildings_minus": buildings_minus,
        "thing_penalties": -COMPONENTS["thing_penalty_vp"] * (p["penalties"] + pairs),
    }
    sheet = hooks.modify(state, seat, "score", {}, sheet)
    sheet["total"] = sum(sheet.values())
    return sheet
