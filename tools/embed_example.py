"""Print the positions of docs/embed-example.html (compact #pos= links), reproducibly.

    python3 tools/embed_example.py

Each is a real game played from a fixed seed by a fixed policy, so the example page's positions
can be regenerated whenever a rules change makes an old one illegal (tests/e2e/test_embed.py opens
all three).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from core.match import Match  # noqa: E402
from core.rng import Rng  # noqa: E402
from ui import saves, urls  # noqa: E402


def play(game: str, players: int, seed: int, options: dict, stop) -> Match:
    """Random legal moves (never a trade proposal) until `stop(match)`."""
    match = Match.new(game, players, seed, options)
    rng = Rng(seed + 1)
    while not stop(match):
        legal = match.legal_actions()
        usable = [a for a in legal if a["type"] != "trade_open"] or legal
        match.apply(usable[rng.below(len(usable))])
    return match


def fragment(match: Match) -> str:
    record = saves.make_record(match, saves.default_seats(match.players), "standard", None, "", 0)
    return urls.position_fragment(saves.dump_record(record))


def positions() -> dict[str, str]:
    robber = play("catan", 3, 5, {"setup": "variable"},
                  lambda m: any(a["type"] == "move_robber" for a in m.legal_actions()))
    sea = play("aquatica", 2, 11, {"mode": "basic"}, lambda m: len(m.log) >= 6)
    glen = play("glen_more_2", 2, 4, {}, lambda m: len(m.log) >= 12)
    return {"catan-robber": fragment(robber), "aquatica-try": fragment(sea), "glen-steps": fragment(glen)}


if __name__ == "__main__":
    for name, code in positions().items():
        print(f"{name}\t{code}")
