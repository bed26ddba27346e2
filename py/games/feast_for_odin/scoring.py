"""Final scoring (rulebook p.23, 게임 종료와 최종 점수 계산), category by category as on the score sheet."""

from __future__ import annotations

from . import hooks
from .data_files import BOARDS, COMPONENTS, GOODS, OCCUPATIONS, SHIPS, SPECIALS
from .placement import income, misplaced_pairs, uncovered_minus

CROWN = "english_crown"


def owns_crown(player: dict) -> bool:
    return CROWN in player["specials"] or any(
        piece["item"] == CROWN for board in player["boards"] for piece in board["pieces"])


def score(state: dict, seat: int) -> dict:
    """Points per category; `total` sums them. Valid at any time (the view shows it as it stands)."""
    p = state["players"][seat]
    kinds = {b["id"]: BOARDS[b["id"]]["kind"] for b in p["boards"]}
    sheet = {
        "ships": sum(SHIPS[s["kind"]]["vp"] for s in p["ships"]),
        "emigration": sum(SHIPS[kind]["emigrated_vp"] for kind in p["emigrated"]),
        "exploration": sum(BOARDS[b["id"]]["vp"] for b in p["boards"] if kinds[b["id"]] == "exploration"),
        "buildings": sum(BOARDS[b["id"]]["vp"] for b in p["boards"] if kinds[b["id"]] == "building"),
        "animals": sum(GOODS[g].get("vp", 0) * n for g, n in p["goods"].items() if GOODS[g].get("animal")),
        "occupations": sum(OCCUPATIONS[card]["vp"] for card in p["played"]),
        "silver": p["silver"],
        "income": sum(income(b) for b in p["boards"]),
        "crown": SPECIALS[CROWN]["vp"] if owns_crown(p) else 0,
        "boards_minus": -sum(uncovered_minus(b) for b in p["boards"] if kinds[b["id"]] != "building"),
        "buildings_minus": -sum(uncovered_minus(b) for b in p["boards"] if kinds[b["id"]] == "building"),
        "thing_penalties": -COMPONENTS["thing_penalty_vp"] * (p["penalties"] + sum(misplaced_pairs(b) for b in p["boards"])),
    }
    sheet = hooks.modify(state, seat, "score", {}, sheet)
    sheet["total"] = sum(sheet.values())
    return sheet
