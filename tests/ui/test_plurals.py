"""Plurals (issue 16): "1 player", "1 point", "up to 1 item" — a `key.one` variant is used when
count == 1 (English; Korean and Chinese have no plural form), and the counts that read as nouns
pass `count`."""

from __future__ import annotations

from pathlib import Path

from test_shell_flow import boot

import games.feast_for_odin.rules  # noqa: F401  (its catalog joins the shell's once its code is here)
from ui.i18n import load_catalog

ROOT = Path(__file__).resolve().parents[2]


def test_a_solo_game_is_one_player_in_the_lobby_and_the_saves():
    shell = boot("?game=aquatica&players=1&seed=3&lang=en")
    shell.command("save-slot", None, "solo")
    shell.command("home")
    html = shell.render()["main"]
    assert "1 player ·" in html, "the resume card"
    assert "Aquatica, 1 player" in html, "the saved games"
    assert "1 players" not in html


def test_singular_variants_where_english_needs_them():
    en = load_catalog("en", ROOT / "assets" / "i18n")
    assert en.t("shell.players_exact", n=1, count=1) == "1 player"
    assert en.t("shell.players_exact", n=2, count=2) == "2 players"
    assert en.t("ffo.feast.long", count=1) == "Lengthwise (1 space)"
    assert en.t("ffo.op.mountain", count=1).startswith("Take up to 1 item ")
