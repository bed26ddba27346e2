"""Catan artwork as SVG fragments: palettes, terrain fills and patterns, resource icons, pieces, dice.

Colours are SVG presentation attributes, not `style=""`, because the site's Content-Security-Policy
(`style-src 'self'`) blocks inline styles. Every colour also has a second cue (a pattern per
terrain, a shape per player), so the board still reads for colour-blind players.
"""

from __future__ import annotations

from ui.render.html import attrs, fmt

# Piece colours by the engine's colour names; the shape is drawn on pieces and player chips.
PALETTES: dict[str, dict[str, str]] = {
    "standard": {"red": "#d1343a", "blue": "#2962c9", "white": "#f7f4ec", "orange": "#f08a24"},
    # Okabe–Ito: vermillion, blue, white, orange stay apart under the common colour-vision deficiencies.
    "colorblind": {"red": "#d55e00", "blue": "#0072b2", "white": "#ffffff", "orange": "#e6a000"},
}
SHAPES = {"red": "square", "blue": "circle", "white": "triangle", "orange": "diamond"}
OUTLINE = "#1d1b19"

TERRAIN_FILL = {
    "forest": "#3f7f3a",
    "pasture": "#94c865",
    "fields": "#e8bd3c",
    "hills": "#c8663d",
    "mountains": "#8f9ba7",
    "desert": "#e6d29a",
}
TERRAIN_RESOURCE = {
    "forest": "lumber",
    "pasture": "wool",
    "fields": "grain",
    "hills": "brick",
    "mountains": "ore",
    "desert": None,
}
RESOURCE_FILL = {
    "brick": "#c8663d",
    "lumber": "#3f7f3a",
    "wool": "#94c865",
    "grain": "#e8bd3c",
    "ore": "#8f9ba7",
}

# Patterns are drawn over the base colour; ids are prefixed so they cannot clash with the shell's.
_PATTERNS = {
    "forest": (
        26,
        26,
        '<path d="M6 3 L11 12 H1 Z M19 16 L24 25 H14 Z" fill="#2b5e28"/>'
        '<path d="M6 12 V15 M19 25 V26" stroke="#5a3d22" stroke-width="2"/>',
    ),
    "pasture": (
        22,
        22,
        '<path d="M3 8 l2 -4 l2 4 M14 19 l2 -4 l2 4" fill="none" stroke="#6ea646" stroke-width="1.6"/>'
        '<circle cx="16" cy="6" r="1.7" fill="#f4f7ea"/>',
    ),
    "fields": (
        10,
        10,
        '<path d="M-2 12 L12 -2 M3 12 L12 3" stroke="#c4961c" stroke-width="2.2"/>',
    ),
    "hills": (
        20,
        12,
        '<path d="M0 0.5 H20 M0 6.5 H20 M5 0 V6 M15 6 V12" stroke="#9e4a28" stroke-width="1.4" fill="none"/>',
    ),
    "mountains": (
        28,
        20,
        '<path d="M1 18 L8 6 L15 18 M14 10 L21 -2 L28 10" fill="none" stroke="#687380" stroke-width="2"/>'
        '<path d="M6.3 9 L8 6 L9.7 9 Z M19.3 1 L21 -2 L22.7 1 Z" fill="#f4f6f8"/>',
    ),
    "desert": (
        30,
        18,
        '<path d="M2 12 q6 -5 12 0 M17 5 q5 -4 10 0" fill="none" stroke="#c9b06c" stroke-width="1.5"/>'
        '<circle cx="24" cy="14" r="1.2" fill="#c9b06c"/>',
    ),
    "sea": (
        40,
        24,
        '<path d="M2 8 q5 -4 10 0 t10 0 M20 20 q5 -4 10 0 t10 0" fill="none" stroke="#5ba8dc" '
        'stroke-width="1.4" stroke-linecap="round"/>',
    ),
}
SEA_FILL = "#2f86c4"


def pattern_defs() -> str:
    """`<pattern>` elements for every terrain and the sea, each over its base colour."""
    out = []
    for name, (w, h, body) in _PATTERNS.items():
        base = SEA_FILL if name == "sea" else TERRAIN_FILL[name]
        out.append(
            f'<pattern id="ct-pat-{name}" patternUnits="userSpaceOnUse" width="{w}" height="{h}">'
            f'<rect width="{w}" height="{h}" fill="{base}"/>{body}</pattern>'
        )
    return "".join(out)


# Resource icons drawn in a 24 × 24 box.
_ICONS = {
    "brick": (
        '<g fill="#b5482b" stroke="#5b1f10" stroke-width="1.2">'
        '<rect x="1.5" y="13" width="10" height="6" rx="1"/>'
        '<rect x="12.5" y="13" width="10" height="6" rx="1"/>'
        '<rect x="7" y="6" width="10" height="6" rx="1"/></g>'
    ),
    "lumber": (
        '<path d="M12 1.5 L19.5 12 H15.5 L21 19 H3 L8.5 12 H4.5 Z" fill="#2f6e2c" stroke="#173d16" '
        'stroke-width="1.2" stroke-linejoin="round"/>'
        '<rect x="10.3" y="19" width="3.4" height="4" fill="#6b4426"/>'
    ),
    "wool": (
        '<g fill="#fbfbf6" stroke="#55524a" stroke-width="1.1"><circle cx="8" cy="12" r="4.6"/>'
        '<circle cx="12.5" cy="9.5" r="4.6"/><circle cx="15" cy="13.5" r="4.3"/>'
        '<circle cx="10" cy="15" r="4"/></g>'
        '<ellipse cx="19.6" cy="10.5" rx="2.6" ry="2.1" fill="#3b3833"/>'
        '<path d="M9 18.5 V22 M14 18.5 V22" stroke="#3b3833" stroke-width="1.6"/>'
    ),
    "grain": (
        '<path d="M12 23 V5" stroke="#8a6410" stroke-width="1.5"/>'
        '<g fill="#e3a90e" stroke="#8a6410" stroke-width="0.8">'
        '<ellipse cx="12" cy="3.6" rx="1.7" ry="2.6"/>'
        '<ellipse cx="9.3" cy="8" rx="1.7" ry="2.8" transform="rotate(-30 9.3 8)"/>'
        '<ellipse cx="14.7" cy="8" rx="1.7" ry="2.8" transform="rotate(30 14.7 8)"/>'
        '<ellipse cx="9.3" cy="12.5" rx="1.7" ry="2.8" transform="rotate(-30 9.3 12.5)"/>'
        '<ellipse cx="14.7" cy="12.5" rx="1.7" ry="2.8" transform="rotate(30 14.7 12.5)"/>'
        '<ellipse cx="9.3" cy="17" rx="1.7" ry="2.8" transform="rotate(-30 9.3 17)"/>'
        '<ellipse cx="14.7" cy="17" rx="1.7" ry="2.8" transform="rotate(30 14.7 17)"/></g>'
    ),
    "ore": (
        '<path d="M2 20 L6 9 L12 4.5 L19 8 L22.5 20 Z" fill="#7d8894" stroke="#3a4149" stroke-width="1.2" '
        'stroke-linejoin="round"/><path d="M6 9 L11 12 L12 4.5 M11 12 L15 20 M11 12 L19 8" fill="none" '
        'stroke="#c5ccd3" stroke-width="1"/>'
    ),
    # The generic 3:1 harbor (the rulebook's "?").
    "any": (
        '<circle cx="12" cy="12" r="9.5" fill="#fffdf6" stroke="#6b4f2e" stroke-width="1.4"/>'
        '<text x="12" y="16.5" text-anchor="middle" font-size="13" font-weight="700" fill="#6b4f2e">?</text>'
    ),
    "dev": (
        '<rect x="4" y="2" width="16" height="20" rx="2.5" fill="#5b3f8c" stroke="#2c1d47" '
        'stroke-width="1.2"/>'
        '<path d="M12 6 L16 8 V12.5 C16 15.5 14 17.2 12 18 C10 17.2 8 15.5 8 12.5 V8 Z" fill="#f3d36b"/>'
    ),
}


def icon_body(name: str) -> str:
    """The icon's shapes for a 24 × 24 box (to embed in a larger SVG with a transform)."""
    return _ICONS[name]


def icon_svg(name: str, cls: str = "ico") -> str:
    """A standalone inline icon for HTML; decorative (the text next to it says what it is)."""
    svg = attrs(class_=cls, viewBox="0 0 24 24", aria_hidden="true", focusable="false")
    return f"<svg{svg}>{_ICONS[name]}</svg>"


def shape_path(shape: str, cx: float, cy: float, size: float) -> str:
    """A filled marker shape (the non-colour cue for a player) centred on (cx, cy)."""
    s = size / 2
    x, y = fmt(cx), fmt(cy)
    if shape == "circle":
        return f'<circle cx="{x}" cy="{y}" r="{fmt(s)}"/>'
    if shape == "square":
        side = fmt(s * 1.7)
        return f'<rect x="{fmt(cx - s * 0.85)}" y="{fmt(cy - s * 0.85)}" width="{side}" height="{side}"/>'
    if shape == "triangle":
        low = fmt(cy + s * 0.8)
        return f'<path d="M{x} {fmt(cy - s)} L{fmt(cx + s)} {low} L{fmt(cx - s)} {low} Z"/>'
    return f'<path d="M{x} {fmt(cy - s)} L{fmt(cx + s)} {y} L{x} {fmt(cy + s)} L{fmt(cx - s)} {y} Z"/>'


def chip_svg(color: str, palette: str, cls: str = "chip") -> str:
    """A small player marker for panels: the player's colour and shape, so neither cue stands alone."""
    fill = PALETTES[palette][color]
    mark = "#ffffff" if color in ("blue", "red") else OUTLINE
    return (
        f"<svg{attrs(class_=cls, viewBox='0 0 20 20', aria_hidden='true', focusable='false')}>"
        f'<rect x="1" y="1" width="18" height="18" rx="5" fill="{fill}" stroke="{OUTLINE}" '
        'stroke-width="1.5"/>'
        f'<g fill="{mark}">{shape_path(SHAPES[color], 10, 10.5, 9)}</g></svg>'
    )


SETTLEMENT_PATH = "M-10 10 V-2 L0 -12 L10 -2 V10 Z"
CITY_PATH = "M-16 11 V-4 L-8.5 -13 L-1 -4 V-1 H16 V11 Z"


def building(color: str, palette: str, level: int, x: float, y: float, marked: bool) -> str:
    """A settlement (level 1) or city (level 2) in the player's colour with a dark outline for contrast.

    `marked` adds the player's shape inside (the colour-blind palette always does).
    """
    fill = PALETTES[palette][color]
    path = SETTLEMENT_PATH if level == 1 else CITY_PATH
    inner = ""
    if marked:
        mark = "#ffffff" if color in ("blue", "red") else OUTLINE
        cx, cy = (0, 3) if level == 1 else (-8.5, 3)
        inner = f'<g fill="{mark}">{shape_path(SHAPES[color], cx, cy, 8)}</g>'
        if level == 2:
            inner += f'<g fill="{mark}">{shape_path(SHAPES[color], 8, 5.5, 6)}</g>'
    return (
        f'<g class="piece {"city" if level == 2 else "settlement"}" '
        f'transform="translate({fmt(x)} {fmt(y)}) scale(1.2)">'
        f'<path d="{path}" transform="translate(1.5 2)" fill="#000" opacity="0.28"/>'
        f'<path d="{path}" fill="{fill}" stroke="{OUTLINE}" stroke-width="2" stroke-linejoin="round"/>'
        f"{inner}</g>"
    )


# A marking per colour drawn along roads in the colour-blind palette (a dash rhythm, not a hue).
ROAD_MARKS = {"red": None, "blue": "0.1 7", "white": "7 5", "orange": "2 3"}


def road(color: str, palette: str, x1: float, y1: float, x2: float, y2: float, marked: bool) -> str:
    fill = PALETTES[palette][color]
    line = f'x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}"'
    out = (
        f'<g class="piece road"><line {line} stroke="{OUTLINE}" stroke-width="12" stroke-linecap="round"/>'
        f'<line {line} stroke="{fill}" stroke-width="7.5" stroke-linecap="round"/>'
    )
    dash = ROAD_MARKS[color] if marked else None
    if dash:
        mark = "#ffffff" if color in ("blue", "red") else OUTLINE
        out += (
            f'<line {line} stroke="{mark}" stroke-width="2.6" stroke-linecap="round" '
            f'stroke-dasharray="{dash}"/>'
        )
    return out + "</g>"


ROBBER = (
    '<ellipse cx="0" cy="14" rx="10" ry="3.5" fill="#000" opacity="0.3"/>'
    '<path d="M-9 14 Q-10 -1 0 -3 Q10 -1 9 14 Z" fill="#3a3835" stroke="#f3ecd9" stroke-width="1.6"/>'
    '<circle cx="0" cy="-9" r="6.5" fill="#3a3835" stroke="#f3ecd9" stroke-width="1.6"/>'
)

_PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def die_svg(value: int, cls: str = "die", red: bool = False) -> str:
    """One die face (the second die of a roll can be drawn red, as in the box)."""
    face, pip = ("#c9302c", "#fff7e8") if red else ("#fffdf7", "#23201c")
    dots = "".join(f'<circle cx="{12 + dx * 6}" cy="{12 + dy * 6}" r="2.2"/>' for dx, dy in _PIPS[value])
    return (
        f"<svg{attrs(class_=cls, viewBox='0 0 24 24', aria_hidden='true', focusable='false')}>"
        f'<rect x="1" y="1" width="22" height="22" rx="5" fill="{face}" stroke="#3b352d" stroke-width="1.4"/>'
        f'<g fill="{pip}">{dots}</g></svg>'
    )


def pips(number: int) -> int:
    """Dots under a number token: the ways two dice make it (6 and 8 have five)."""
    return 6 - abs(7 - number)
