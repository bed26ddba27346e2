"""Board references a host page may point at (`highlight=hex:7,edge:40`, the highlight message).

Renderers mark elements with `data-ref="kind:id"` (docs/embed-refs.md lists them per game); the
browser shell sets `data-highlight="STYLE"` on the elements named here after each redraw.
"""

from __future__ import annotations

import re

STYLES = ("focus", "good", "bad")
MAX_REFS = 40
MAX_REF = 60
_REF = re.compile(r"[a-z][a-z0-9_-]*(?::[A-Za-z0-9_,.-]+)*")


def parse_refs(text: str) -> list[str]:
    """References from a comma-separated list. Commas also occur inside a reference
    (`cell:home:4,7`): a part that does not start with a kind joins the previous reference.
    ValueError with a plain reason for anything malformed."""
    refs: list[str] = []
    for part in str(text).split(","):
        part = part.strip()
        if not part:
            continue
        if refs and not re.match(r"[a-z][a-z0-9_-]*:", part) and part[0].isdigit():
            refs[-1] += "," + part
        else:
            refs.append(part)
    return check_refs(refs)


def check_refs(refs: object) -> list[str]:
    """A list of references as a host sent it, checked."""
    if not isinstance(refs, list) or not all(isinstance(r, str) for r in refs):
        raise ValueError("refs must be a list of board references like hex:7")
    if len(refs) > MAX_REFS:
        raise ValueError(f"at most {MAX_REFS} references can be highlighted at once")
    for ref in refs:
        if len(ref) > MAX_REF or not _REF.fullmatch(ref):
            raise ValueError(f"{ref[:MAX_REF]!r} is not a board reference (like hex:7 or cell:home:4,7)")
    return list(refs)


def check_style(style: object) -> str:
    if style in (None, ""):
        return STYLES[0]
    if style not in STYLES:
        raise ValueError(f"style must be one of {', '.join(STYLES)}")
    return str(style)
