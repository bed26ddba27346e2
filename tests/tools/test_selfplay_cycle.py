"""tools/selfplay.py: cycled options skip the combinations a game refuses at a player count."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import selfplay  # noqa: E402


def test_an_option_offered_at_some_counts_only_is_cycled_there_only():
    variants = [{"start_card": "drawn"}, {"start_card": "chosen"}]
    combos = selfplay.allowed_combos("feast_for_odin", [1, 2], variants)
    assert combos == [(1, {"start_card": "drawn"}), (1, {"start_card": "chosen"}), (2, {"start_card": "drawn"})]


def test_a_long_run_cycle_plays_the_solo_variant_under_the_invariants(capsys):
    code = selfplay.main(["--game", "feast_for_odin", "--players", "1,2", "--cycle", "length=short",
                          "--cycle", "start_card=drawn,chosen", "--games", "3", "--seed", "4", "--check", "--json"])
    assert code == 0 and '"errors": 0' in capsys.readouterr().out
