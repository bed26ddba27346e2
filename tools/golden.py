"""Write the golden replays in tests/golden/ (seed + actions + final digest).

    python tools/golden.py          # regenerate after an intended rule change, then review the diff

A golden replay fails when a rule change alters any game's course: regenerate only on purpose.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402

FEAST_PREFER = ("place", "put", "to", "serve", "play", "space", "upgrade", "take", "option", "exchange")

CASES = [
    {"name": "catan-3p-beginner", "game": "catan", "players": 3, "seed": 101, "options": {"setup": "beginner"}},
    {"name": "catan-4p-variable", "game": "catan", "players": 4, "seed": 202, "options": {"setup": "variable"}},
    {"name": "catan-4p-variable-trades", "game": "catan", "players": 4, "seed": 303,
     "options": {"setup": "variable"}, "offers": True},
    {"name": "aquatica-1p-solo", "game": "aquatica", "players": 1, "seed": 404, "options": {"mode": "basic"}},
    {"name": "aquatica-2p-basic", "game": "aquatica", "players": 2, "seed": 505, "options": {"mode": "basic"}},
    {"name": "aquatica-4p-expert", "game": "aquatica", "players": 4, "seed": 606, "options": {"mode": "expert"}},
    # Feast for Odin games lean towards placing and serving, so boards, income and feasts fill up
    {"name": "feast-1p-long-A", "game": "feast_for_odin", "players": 1, "seed": 707,
     "options": {"length": "long", "deck": "A"}, "prefer": FEAST_PREFER},
    {"name": "feast-2p-short-B", "game": "feast_for_odin", "players": 2, "seed": 808,
     "options": {"length": "short", "deck": "B"}, "prefer": FEAST_PREFER},
    {"name": "feast-4p-long-mixed", "game": "feast_for_odin", "players": 4, "seed": 909,
     "options": {"length": "long", "deck": "mixed"}, "prefer": FEAST_PREFER},
]


def digest(match: Match) -> str:
    return hashlib.sha256(json.dumps(match.state, sort_keys=True).encode()).hexdigest()


def record(case: dict) -> dict:
    match = Match.new(case["game"], case["players"], case["seed"], case["options"])
    policy = Rng(case["seed"] * 7 + 1)
    while not match.is_over():
        legal = match.legal_actions()
        if not case.get("offers"):
            legal = [a for a in legal if a["type"] != "trade_open"] or legal
        preferred = [a for a in legal if a["type"] in case.get("prefer", ())]
        if preferred and policy.below(10) < 8:
            legal = preferred
        match.apply(legal[policy.below(len(legal))])
    return {
        **{k: case[k] for k in ("name", "game", "players", "seed", "options")},
        "actions": [entry["action"] for entry in match.log],
        "winners": match.winners(),
        "scores": match.scores(),
        "digest": digest(match),
    }


def main() -> None:
    for case in CASES:
        path = ROOT / "tests" / "golden" / f"{case['name']}.json"
        path.write_text(json.dumps(record(case), separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
