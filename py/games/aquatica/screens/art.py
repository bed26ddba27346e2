"""Aquatica glyphs as small inline SVG strings: resources, effects, location kinds, seat symbols.

Every glyph is drawn on a 24×24 box and is decorative (`aria-hidden`); the element around it
carries the words (aria-label, title or visible text). Colours that carry meaning live here as
SVG attributes, so the stylesheet only lays things out.
"""

from __future__ import annotations

from ui.render.html import esc

# Seat symbols (the starting cards' emblems): a colour and a shape each, so colour is never the
# only cue. The Ichthyanders (solo opponent, track value -1) get a dark hexagon.
SEAT_COLORS = ("#e4572e", "#14998d", "#e0a020", "#7e5bc2")
SEAT_SHAPES = ("circle", "triangle", "diamond", "square")
ICHTHY_COLOR = "#35424f"
KIND_COLORS = {
    "shark_bay": "#3f8fc9",
    "sunken_ships": "#8a6a4a",
    "ocean_volcanoes": "#d0542c",
    "decayed_civilizations": "#6f9a4a",
}

_SHAPES = {
    "circle": '<circle cx="12" cy="12" r="8.5"/>',
    "triangle": '<path d="M12 3.5 21 19.5H3Z"/>',
    "diamond": '<path d="M12 2.5 21.5 12 12 21.5 2.5 12Z"/>',
    "square": '<rect x="4" y="4" width="16" height="16" rx="2"/>',
    "hexagon": '<path d="M7 3.5h10l5 8.5-5 8.5H7l-5-8.5Z"/>',
}


def _svg(body: str, cls: str) -> str:
    return f'<svg class="{esc(cls)}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{body}</svg>'


def seat_svg(seat: int, cls: str = "chip") -> str:
    """The seat's symbol; seat -1 is the Ichthyanders."""
    if seat < 0:
        shape, color = "hexagon", ICHTHY_COLOR
    else:
        shape, color = SEAT_SHAPES[seat % 4], SEAT_COLORS[seat % 4]
    return _svg(f'<g fill="{color}" stroke="#1d2b36" stroke-width="1.4">{_SHAPES[shape]}</g>', cls)


def kind_svg(kind: str, cls: str = "ico ico-s") -> str:
    """A location kind: a fin, an anchor, a volcano, a column, on the kind's colour."""
    color = KIND_COLORS.get(kind, "#888")
    marks = {
        "shark_bay": '<path d="M6 17c3-1 5-5 6-11 2 4 4 8 6 11Z" fill="#fff"/>',
        "sunken_ships": '<path d="M12 5v12M8 9h8M6 14c1 3 4 4 6 4s5-1 6-4" fill="none" stroke="#fff" stroke-width="2"'
        ' stroke-linecap="round"/><circle cx="12" cy="5" r="1.6" fill="#fff"/>',
        "ocean_volcanoes": '<path d="M5 18 10 8h4l5 10Z" fill="#fff"/><path d="M11 6l1-3 1 3" fill="none" '
        'stroke="#fff" stroke-width="1.6"/>',
        "decayed_civilizations": '<path d="M7 7h10M8 7v10M12 7v10M16 7v10M6 18h12M7 5l5-2 5 2" fill="none" '
        'stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>',
    }
    return _svg(f'<circle cx="12" cy="12" r="11" fill="{color}"/>{marks.get(kind, "")}', cls)


def _number(n: object, color: str = "#1d2b36") -> str:
    return (
        f'<text x="12" y="16.2" text-anchor="middle" font-size="12" font-weight="800" fill="{color}">'
        f"{esc(n)}</text>"
    )


_ARROW = '<path d="M12 3 19 11h-4.5v9h-5v-9H5Z" fill="#1f7a5a"/>'


def glyph(name: str, n: object = None, cls: str = "ico", kind: str | None = None) -> str:
    """One glyph. `n` is printed on it (coins, might, raise steps); `kind` colours kind-only might."""
    num = "" if n is None else _number(n)
    if name == "coin":
        body = '<circle cx="12" cy="12" r="10" fill="#f2c230" stroke="#a07a10" stroke-width="1.5"/>' + (
            num or '<circle cx="12" cy="12" r="5" fill="none" stroke="#a07a10" stroke-width="1.5"/>'
        )
    elif name == "might":
        ring = KIND_COLORS.get(kind or "", "#8c1d18")
        width = "3" if kind else "1.5"
        body = (
            f'<path d="M12 2 21 5v6c0 6-4 9-9 11-5-2-9-5-9-11V5Z" fill="#e8685a" stroke="{ring}" '
            f'stroke-width="{width}"/>' + (num.replace("#1d2b36", "#fff") if num else
                                          '<path d="M8 12h8M12 8v8" stroke="#fff" stroke-width="2"/>')
        )
    elif name in ("raise", "raise1", "raise2"):
        steps = n if n is not None else {"raise1": 1, "raise2": 2}.get(name, "")
        body = _ARROW + (
            f'<text x="12" y="17.5" text-anchor="middle" font-size="9" font-weight="800" fill="#fff">{esc(steps)}</text>'
        )
    elif name == "others_raise":
        body = _ARROW + '<circle cx="5" cy="19" r="3" fill="#6b7d8c"/><circle cx="19" cy="19" r="3" fill="#6b7d8c"/>'
    elif name == "rise_full":
        body = (
            '<path d="M4 3h16" stroke="#1f7a5a" stroke-width="2.5"/><path d="M12 5 18 11h-4v3h4l-6 6-6-6h4v-3H6Z" '
            'fill="#1f7a5a" transform="rotate(180 12 12.5)"/>'
        )
    elif name in ("hire", "hire_free"):
        plus = '<path d="M18 3v6M15 6h6" stroke="#1f7a5a" stroke-width="2.2"/>' if name == "hire_free" else ""
        body = (
            '<circle cx="10" cy="7.5" r="4" fill="#3c6e91"/><path d="M2.5 21c0-5 3.4-8 7.5-8s7.5 3 7.5 8Z" '
            f'fill="#3c6e91"/>{plus}'
        )
    elif name == "take_back":
        body = (
            '<path d="M9 4 3 9l6 5" fill="none" stroke="#7e5bc2" stroke-width="2.4" stroke-linejoin="round"/>'
            '<path d="M4 9h9a6 6 0 0 1 0 12H8" fill="none" stroke="#7e5bc2" stroke-width="2.4"/>'
        )
    elif name == "score":
        body = (
            '<path d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8Z" fill="#f2c230" '
            'stroke="#a07a10" stroke-width="1.2"/>'
        )
    elif name == "empty":
        body = '<rect x="4" y="4" width="16" height="16" rx="3" fill="none" stroke="#9aa9b5" stroke-dasharray="3 2"/>'
    elif name == "vp":
        body = (
            '<path d="M12 2 21 7v10l-9 5-9-5V7Z" fill="#2a4d69"/>' + (num.replace("#1d2b36", "#fff") if num else "")
        )
    elif name == "manta":
        body = (
            '<path d="M12 5c3 0 5 2 10 1-2 4-5 7-8 8l-2 7-2-7c-3-1-6-4-8-8 5 1 7-1 10-1Z" fill="#2f86c4" '
            'stroke="#174a6e" stroke-width="1"/>'
        )
    elif name == "buy":
        body = (
            '<path d="M3 5h3l2 10h11l2-7H7" fill="none" stroke="#a07a10" stroke-width="2" stroke-linejoin="round"/>'
            '<circle cx="9" cy="19" r="1.8" fill="#a07a10"/><circle cx="17" cy="19" r="1.8" fill="#a07a10"/>'
        )
    elif name == "conquer":
        body = (
            '<path d="M5 19 17 7l1-4 3-0-0 3-4 1L5 19Z" fill="#8c1d18"/><path d="M4 15l5 5M3 21l3-3" '
            'stroke="#8c1d18" stroke-width="2.2" stroke-linecap="round"/>'
        )
    elif name == "scout":
        body = (
            '<path d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12Z" fill="none" stroke="#174a6e" '
            'stroke-width="2"/><circle cx="12" cy="12" r="3.3" fill="#174a6e"/>'
        )
    elif name == "matrona":
        body = (
            '<path d="M12 21S3 15 3 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 9 2.5C21 15 12 21 12 21Z" fill="#e86a8a"/>'
        )
    elif name == "ready_mantas":
        body = (
            glyph_body_manta()
            + '<path d="M4 20a9 9 0 0 0 16 0" fill="none" stroke="#1f7a5a" stroke-width="2"/>'
        )
    elif name == "draw_wild":
        body = glyph_body_manta() + '<path d="M19 15v6M16 18h6" stroke="#1f7a5a" stroke-width="2.2"/>'
    elif name == "ichthy":
        return seat_svg(-1, cls)
    else:
        body = num or '<circle cx="12" cy="12" r="3" fill="#777"/>'
    return _svg(body, cls)


def glyph_body_manta() -> str:
    return '<path d="M12 4c3 0 5 2 10 1-2 4-5 6-8 7l-2 6-2-6c-3-1-6-3-8-7 5 1 7-1 10-1Z" fill="#2f86c4"/>'


def code_svg(code: str | None, cls: str = "ico") -> str:
    """A depth cell or manta effect code (coin2, might2_shark_bay, raise1, score, empty…)."""
    if not code:
        return glyph("empty", cls=cls)
    if code.startswith("coin"):
        return glyph("coin", code[4:5], cls)
    if code.startswith("might"):
        kind = code[7:] if code.startswith("might2_") else None
        return glyph("might", code[5:6], cls, kind=kind)
    return glyph(code, cls=cls)


def effect_svg(effect: dict, cls: str = "ico") -> str:
    """One printed character effect ({"op", "n"?, "kind"?, "effect"?})."""
    op = effect["op"]
    if op == "coins":
        return glyph("coin", effect["n"], cls)
    if op == "might":
        return glyph("might", effect["n"], cls)
    if op == "might_kind":
        return glyph("might", effect["n"], cls, kind=effect.get("kind"))
    if op == "raise":
        return glyph("raise", effect["n"], cls)
    return glyph(op, cls=cls)
