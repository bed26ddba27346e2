"""Board references for rule-reference sites: parse the `refs` a page asks to highlight.

Every board element a rule can talk about carries `data-ref` (the formats per game are in
docs/embed-refs.md); the shell marks the ones asked for with `data-highlight` = one of `STYLES`,
and `assets/css/shell.css` draws them. This module only validates what comes in.
"""

from __future__ import annotations

import re

STYLES = ("focus", "good", "bad")
MAX_REFS = 40
MAX_LENGTH = 60
_PART = r"[A-Za-z0-9_.-]+(?:,[A-Za-z0-9_.-]+)*"
_REF = re.compile(rf"[a-z][a-z0-9_-]*(?::{_PART})*")


def check_ref(ref: str) -> str:
    """`ref` itself when it is a well-formed reference; ValueError with a plain reason otherwise."""
    if not ref:
        raise ValueError("empty reference")
    if len(ref) > MAX_LENGTH:
        raise ValueError(f"reference longer than {MAX_LENGTH} characters: {ref[:MAX_LENGTH]}…")
    if not _REF.fullmatch(ref):
        raise ValueError(f"malformed reference: {ref!r} (expected kind:part:part, e.g. hex:7)")
    return ref


def parse_refs(text: str) -> list[str]:
    """`"hex:7,node:23"` → ["hex:7", "node:23"]. A ref may itself hold commas (`land:2,3`), so the
    list is split only at commas followed by a new ref (a lowercase word, then `:`, a comma or the
    end); spaces around refs are ignored, duplicates dropped, order kept. ValueError for a malformed
    ref or more than MAX_REFS."""
    text = text.strip()
    if not text:
        return []
    refs: list[str] = []
    for piece in _split(text):
        ref = check_ref(piece.strip())
        if ref not in refs:
            refs.append(ref)
        if len(refs) > MAX_REFS:
            raise ValueError(f"more than {MAX_REFS} references")
    return refs


def _split(text: str) -> list[str]:
    """Split at the commas followed by a new reference's `kind:` (letters first, then a colon)."""
    parts = re.split(r",(?=\s*[a-z][a-z0-9_-]*:)|,(?=\s*[a-z][a-z0-9_-]*\s*(?:,|$))", text)
    if len(parts) > 4 * MAX_REFS:
        raise ValueError(f"more than {MAX_REFS} references")
    return parts


def check_refs(refs: object) -> list[str]:
    """A list of references as a host page sent it (the highlight message), checked."""
    if not isinstance(refs, list) or not all(isinstance(r, str) for r in refs):
        raise ValueError("refs must be a list of board references like hex:7")
    if len(refs) > MAX_REFS:
        raise ValueError(f"more than {MAX_REFS} references")
    return list(dict.fromkeys(check_ref(ref.strip()) for ref in refs))


def check_style(style: object) -> str:
    """The highlight style a message asks for: one of STYLES (focus when none is given)."""
    if style in (None, ""):
        return STYLES[0]
    if style not in STYLES:
        raise ValueError(f"style must be one of {', '.join(STYLES)}")
    return str(style)
