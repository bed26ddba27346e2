"""ui/render/html.py escapes and unescapes without the `html` module (start-up cost in Pyodide),
exactly as `html.escape(quote=True)` / `html.unescape` would."""

from __future__ import annotations

import html
import random

from ui.render.html import _unescape, esc, visible_text

PIECES = ["&", "amp;", "&amp;", "&lt;", "&gt;", "&quot;", "&#x27;", "&#39;", "&nbsp;", "&#8212;", "&amp",
          "&copy", "a", " ", ";", "#", "x27", "<", ">", "'", '"', "é", "한"]


def test_esc_and_unescape_match_the_html_module():
    rng = random.Random(16)
    for _ in range(20_000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 8)))
        assert esc(text) == html.escape(text, quote=True)
        assert _unescape(text) == html.unescape(text), text
        assert _unescape(esc(text)) == text


def test_visible_text_reads_entities_back():
    assert visible_text('<b title="x">Tom &amp; Jerry&#x27;s</b> &lt;3 &nbsp;&mdash;') == "Tom & Jerry's <3 —"
