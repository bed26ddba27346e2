"""The page's Content-Security-Policy loads nothing from any other origin and allows no eval."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _policy() -> dict[str, list[str]]:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    match = re.search(r'http-equiv="Content-Security-Policy"\s+content="([^"]+)"', html)
    assert match, "index.html has no CSP meta tag"
    directives = [part.split() for part in match.group(1).split(";") if part.strip()]
    return {d[0]: d[1:] for d in directives}


def test_only_our_own_origin():
    policy = _policy()
    assert policy["default-src"] == ["'self'"]
    for name, sources in policy.items():
        for source in sources:
            assert source in ("'self'", "'none'", "'wasm-unsafe-eval'"), f"{name} allows {source}"


def test_no_eval_and_no_inline_code():
    policy = _policy()
    assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert "'unsafe-inline'" not in policy.get("style-src", [])
    assert policy["object-src"] == ["'none'"]


def test_no_inline_scripts_or_styles_in_the_page():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    for tag in re.findall(r"<script\b[^>]*>", html):
        # Module scripts come from files; the one inline script is Python, which the browser never runs.
        assert 'src="' in tag or 'type="py"' in tag, tag
    assert "<style" not in html and "style=" not in html
