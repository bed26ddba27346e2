"""ui.highlight: the references a rule-reference page asks for, validated before they reach a
selector, and the stylesheet that draws `data-highlight` in every style."""

from __future__ import annotations

from pathlib import Path

import pytest

from ui.highlight import MAX_LENGTH, MAX_REFS, STYLES, parse_refs

ROOT = Path(__file__).resolve().parents[2]


def test_parse_refs_splits_between_refs_not_inside_them():
    assert parse_refs("hex:7,node:23,edge:40") == ["hex:7", "node:23", "edge:40"]
    assert parse_refs(" land:2,3 , cell:home:4,7,robber,space:H3,dice") == [
        "land:2,3", "cell:home:4,7", "robber", "space:H3", "dice"]
    assert parse_refs("land:1:-1,0,goal:2:0,slot:1:3") == ["land:1:-1,0", "goal:2:0", "slot:1:3"]
    assert parse_refs("hex:7,hex:7") == ["hex:7"]
    assert parse_refs("") == [] and parse_refs("  ") == []


@pytest.mark.parametrize("text", [
    "Hex:7", "hex:", "hex::7", "hex:7,", ",hex:7", "hex:7,,node:1", "7:hex", "hex:<b>", "hex:7 node:1",
    'hex:"7"', "hex:7]", "a" * (MAX_LENGTH + 1), "hex:" + "9" * MAX_LENGTH,
])
def test_parse_refs_rejects_malformed(text):
    with pytest.raises(ValueError) as err:
        parse_refs(text)
    assert str(err.value)


def test_parse_refs_caps_the_count():
    assert len(parse_refs(",".join(f"node:{n}" for n in range(MAX_REFS)))) == MAX_REFS
    with pytest.raises(ValueError, match="more than"):
        parse_refs(",".join(f"node:{n}" for n in range(MAX_REFS + 1)))


def test_stylesheet_draws_every_style_on_html_and_svg():
    css = (ROOT / "assets" / "css" / "shell.css").read_text(encoding="utf-8")
    assert STYLES == ("focus", "good", "bad")
    assert "[data-highlight]:not(svg *" in css  # the default (focus) on HTML
    assert "svg [data-highlight]:is(" in css and "svg [data-highlight] > .ref-mark" in css
    for style in STYLES[1:]:
        assert f'[data-highlight="{style}"]:not(svg *' in css
        assert f'svg [data-highlight="{style}"] > .ref-mark' in css
    assert "prefers-reduced-motion" in css
