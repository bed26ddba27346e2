"""Every occupation is implemented, tested and listed in the rules-coverage document."""

from __future__ import annotations

import re
from pathlib import Path

from games.feast_for_odin import occupations  # noqa: F401  (the cards register themselves)
from games.feast_for_odin.data_files import OCCUPATIONS
from games.feast_for_odin.hooks import CARDS

HERE = Path(__file__).resolve().parent
DOC = HERE.parents[2] / "docs" / "rules-coverage" / "feast_for_odin.md"


def _tested() -> dict[int, set[str]]:
    found: dict[int, set[str]] = {}
    for path in HERE.glob("test_*.py"):
        for match in re.finditer(r"def (test_card_(\d+)_\w+)", path.read_text(encoding="utf-8")):
            found.setdefault(int(match.group(2)), set()).add(match.group(1))
    return found


def test_every_card_has_behaviour():
    assert sorted(OCCUPATIONS) == list(range(1, 191))
    missing = [card for card in OCCUPATIONS if card not in CARDS]
    assert not missing, f"cards without an implementation: {missing}"


def test_every_card_has_a_test():
    tested = _tested()
    assert not [card for card in OCCUPATIONS if card not in tested]


def test_the_coverage_document_lists_every_card_with_existing_tests():
    text = DOC.read_text(encoding="utf-8")
    table = text[text.index("## Occupations, card by card"):]
    tested = _tested()
    for card in OCCUPATIONS:
        row = re.search(rf"^\| {card} \| (.+)$", table, re.MULTILINE)
        assert row, f"card {card} has no row"
        named = set(re.findall(r"::(test_card_\d+_\w+)", row.group(1)))
        assert named and named <= tested[card], f"card {card}: the row names tests that do not exist"
