"""Glen More II glyphs as small inline SVG: the five resources, coins, whisky casks, Scotsmen,
victory points, movement, landmark cards, clan markers, persons, the die, and the river drawn
through a tile.

Glyphs are decorative (`aria-hidden`); the element around them carries the words. Colours that
carry meaning (tile types, resources, seats) are SVG attributes or classes named for the thing, so
the stylesheet only lays things out. Every drawing is a <symbol> defined once per page (`sprite`)
and shown with <use>.
"""

from __future__ import annotations

import re

from ui.render.html import fmt

# Seat colours: far from the clan board's yellow/orange/red/purple bands and from the tile types.
SEAT_COLORS = ("#1f5fbf", "#c2185b", "#2e8b57", "#262626")
RES_COLORS = {"barley": "#e3b53a", "wood": "#8a5a2b", "stone": "#9aa0a6", "sheep": "#f4f1e8", "cattle": "#6b3f22"}

MEEPLE = ("M12 2.2c-1.9 0-3.3 1.4-3.3 3.2 0 1.1.5 2 1.3 2.6H6.4c-1.5 0-2.6 1.2-2.6 2.6v1.3c0 .8.7 1.4 1.5 1.4"
          "h2.2l-2.4 7.2c-.3.9.4 1.8 1.3 1.8h2.3c.6 0 1.1-.4 1.3-1l1.3-4 1.3 4c.2.6.7 1 1.3 1h2.3c.9 0 1.6-.9"
          " 1.3-1.8l-2.4-7.2h2.2c.8 0 1.5-.6 1.5-1.4v-1.3c0-1.4-1.1-2.6-2.6-2.6H14c.8-.6 1.3-1.5 1.3-2.6 0-1.8"
          "-1.4-3.2-3.3-3.2Z")

SYMBOLS: dict[str, str] = {
    "barley": ('<path d="M12 22V7" stroke="#8a6d1c" stroke-width="1.6" fill="none"/>'
               '<g fill="#e3b53a" stroke="#8a6d1c" stroke-width=".8">'
               '<ellipse cx="9.4" cy="8" rx="2" ry="3.1" transform="rotate(-25 9.4 8)"/>'
               '<ellipse cx="14.6" cy="8" rx="2" ry="3.1" transform="rotate(25 14.6 8)"/>'
               '<ellipse cx="9.4" cy="13.2" rx="2" ry="3.1" transform="rotate(-25 9.4 13.2)"/>'
               '<ellipse cx="14.6" cy="13.2" rx="2" ry="3.1" transform="rotate(25 14.6 13.2)"/>'
               '<ellipse cx="12" cy="4.2" rx="1.8" ry="2.8"/></g>'),
    "wood": ('<rect x="2.5" y="8" width="17" height="8" rx="1.5" fill="#8a5a2b" stroke="#4d3015" stroke-width="1"/>'
             '<ellipse cx="19.5" cy="12" rx="2.6" ry="4" fill="#d8a86a" stroke="#4d3015" stroke-width="1"/>'
             '<ellipse cx="19.5" cy="12" rx="1.1" ry="1.8" fill="none" stroke="#8a5a2b" stroke-width=".8"/>'),
    "stone": ('<path d="M5 18.5 3 12l4-6.5 7.5-1.5 6 5 .5 7-6 3.5Z" fill="#9aa0a6" stroke="#4a4f55" stroke-width="1.1"/>'
              '<path d="M7 6.5 10 12l-5 6.5M10 12l6 1 4.5-4" fill="none" stroke="#6a7077" stroke-width=".8"/>'),
    "sheep": ('<g fill="#f4f1e8" stroke="#5b564c" stroke-width="1"><circle cx="8" cy="10" r="3.4"/>'
              '<circle cx="12.5" cy="8.6" r="3.6"/><circle cx="16.5" cy="11" r="3.2"/><circle cx="10.5" cy="13.4" r="3.4"/>'
              '<circle cx="15" cy="14.2" r="3"/></g><ellipse cx="4.6" cy="11.6" rx="2.2" ry="1.7" fill="#3b3732"/>'
              '<path d="M9 17v4M15 17v4" stroke="#3b3732" stroke-width="1.6"/>'),
    "cattle": ('<path d="M5 7c-1.8-.3-3-1.6-3.2-3.3M19 7c1.8-.3 3-1.6 3.2-3.3" stroke="#e9e0cf" stroke-width="1.6" fill="none"/>'
               '<path d="M6 6.5h12c1 0 1.8.9 1.6 1.9l-1.5 8.8c-.4 2.5-2.6 4.3-5.1 4.3h-2c-2.5 0-4.7-1.8-5.1-4.3L4.4 8.4'
               'C4.2 7.4 5 6.5 6 6.5Z" fill="#6b3f22" stroke="#2e1a0d" stroke-width="1"/>'
               '<ellipse cx="12" cy="17.6" rx="3.8" ry="2.6" fill="#d9a48a"/><circle cx="9" cy="11" r="1" fill="#fff"/>'
               '<circle cx="15" cy="11" r="1" fill="#fff"/>'),
    "coin": ('<circle cx="12" cy="12" r="9" fill="#e8c14a" stroke="#8a6a12" stroke-width="1.4"/>'
             '<circle cx="12" cy="12" r="6" fill="none" stroke="#b08a1c" stroke-width="1"/>'),
    "whisky": ('<path d="M6 3.5h12c.9 2.4 1.4 5.2 1.4 8.5s-.5 6.1-1.4 8.5H6c-.9-2.4-1.4-5.2-1.4-8.5S5.1 5.9 6 3.5Z" '
               'fill="#a8642a" stroke="#4d2a0e" stroke-width="1.1"/>'
               '<path d="M5 7.5h14M5 16.5h14" stroke="#3b3b3b" stroke-width="1.6"/>'
               '<path d="M9 3.6c-.5 2.7-.7 5.5-.7 8.4s.2 5.7.7 8.4M15 3.6c.5 2.7.7 5.5.7 8.4s-.2 5.7-.7 8.4" '
               'stroke="#7a4519" stroke-width=".8" fill="none"/>'),
    "scot": f'<path d="{MEEPLE}" fill="currentColor" stroke="#1d1a16" stroke-width="1"/>',
    "vp": ('<path d="M12 2.5 14.6 8l6 .7-4.5 4.1 1.2 6L12 15.9l-5.3 2.9 1.2-6L3.4 8.7l6-.7Z" fill="#c0392b" '
           'stroke="#6e1d14" stroke-width="1"/>'),
    "move": ('<path d="M4 12h13" stroke="#2a241d" stroke-width="2.4" stroke-linecap="round"/>'
             '<path d="M13 6.5 19.5 12 13 17.5" fill="none" stroke="#2a241d" stroke-width="2.4" stroke-linecap="round" '
             'stroke-linejoin="round"/>'),
    "landmark": ('<rect x="5" y="2.5" width="14" height="19" rx="2" fill="#f6ecd2" stroke="#6b5d48" stroke-width="1.2"/>'
                 '<path d="M8 16.5v-6l2-1.5v-2h1.2v1.2l.8-.7.8.7V7h1.2v2l2 1.5v6Z" fill="#6b5d48"/>'),
    "clan": ('<circle cx="12" cy="12" r="8.5" fill="currentColor" stroke="#1d1a16" stroke-width="1.3"/>'
             '<path d="M8 12h8M12 8v8" stroke="#fff" stroke-width="1.4" opacity=".8"/>'),
    "person": ('<circle cx="12" cy="7.5" r="4" fill="#8a5fb0" stroke="#3d2356" stroke-width="1"/>'
               '<path d="M4.5 21c0-4.4 3.4-8 7.5-8s7.5 3.6 7.5 8Z" fill="#8a5fb0" stroke="#3d2356" stroke-width="1"/>'),
    "once": ('<path d="M13.5 2 5 13.5h6L9.5 22 19 9.5h-6.2Z" fill="#f2c230" stroke="#7a5a00" stroke-width="1"/>'),
    "act": ('<circle cx="12" cy="12" r="9" fill="#2f7a3b" stroke="#184a20" stroke-width="1"/>'
            '<path d="M9.5 7.5v9l7-4.5Z" fill="#fff"/>'),
    "river": ('<path d="M2 9c3-2.5 5-2.5 8 0s5 2.5 8 0 3-1.6 4-1.6M2 15c3-2.5 5-2.5 8 0s5 2.5 8 0 3-1.6 4-1.6" '
              'fill="none" stroke="#2f86c4" stroke-width="2.2" stroke-linecap="round"/>'),
    "die": ('<rect x="3" y="3" width="18" height="18" rx="4" fill="#fff" stroke="#2a241d" stroke-width="1.4"/>'
            '<circle cx="8" cy="8" r="1.7" fill="#2a241d"/><circle cx="16" cy="16" r="1.7" fill="#2a241d"/>'
            '<circle cx="12" cy="12" r="1.7" fill="#2a241d"/>'),
    "expansion": ('<path d="M4 15.5 12 20l8-4.5M4 11.5 12 16l8-4.5L12 7Z" fill="#f2d27a" stroke="#7a5a00" stroke-width="1.1" '
                  'stroke-linejoin="round"/><path d="M12 2v4M10 4h4" stroke="#7a5a00" stroke-width="1.4"/>'),
    "end": ('<circle cx="12" cy="12" r="9" fill="#2a241d"/><path d="M7 12h10M12 7l5 5-5 5" fill="none" stroke="#f6ecd2" '
            'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>'),
    "chronicle": ('<path d="M5 3.5h11l3 3v14H5Z" fill="#efe2c2" stroke="#6b5d48" stroke-width="1.1"/>'
                  '<path d="M8 9h8M8 12.5h8M8 16h5" stroke="#6b5d48" stroke-width="1.1"/>'),
    "protected": ('<path d="M12 2.5 19.5 5v6.5c0 4.7-3.2 8.4-7.5 10-4.3-1.6-7.5-5.3-7.5-10V5Z" fill="#6d8fb3" '
                  'stroke="#2c4a6b" stroke-width="1.1"/>'),
    # chronicles: the race's boats and castles, the mountain, the England token, vote markers, the book
    "boat": ('<path d="M12 2.5v12" stroke="#3b2a18" stroke-width="1.2"/><path d="M12.6 3.2 19 13.2h-6.4Z" fill="#fbf6e9" '
             'stroke="#3b2a18" stroke-width=".9"/><path d="M11.4 5.5 6.2 13.2h5.2Z" fill="#fbf6e9" stroke="#3b2a18" '
             'stroke-width=".9"/><path d="M2.5 15.2h19l-3.2 5H5.7Z" fill="currentColor" stroke="#1d1a16" '
             'stroke-width="1.1" stroke-linejoin="round"/>'),
    "cask": ('<path d="M6 3.5h12c.9 2.4 1.4 5.2 1.4 8.5s-.5 6.1-1.4 8.5H6c-.9-2.4-1.4-5.2-1.4-8.5S5.1 5.9 6 3.5Z" '
             'fill="#a8642a" stroke="#4d2a0e" stroke-width="1.1"/>'
             '<path d="M4.9 7.5h14.2M4.9 16.5h14.2" stroke="currentColor" stroke-width="2.6"/>'),
    "castle": ('<path d="M4 21V8h3v2.5h2.5V8h5v2.5H17V8h3v13Z" fill="#8d8f99" stroke="#383a42" stroke-width="1.1" '
               'stroke-linejoin="round"/><path d="M10 21v-4.5a2 2 0 0 1 4 0V21" fill="#383a42"/>'),
    "prize": ('<circle cx="12" cy="12" r="9" fill="#6a4c93" stroke="#2f1f4a" stroke-width="1.2"/>'
              '<path d="m12 6.2 1.7 3.6 3.9.5-2.9 2.7.8 3.9L12 15l-3.5 1.9.8-3.9-2.9-2.7 3.9-.5Z" fill="#f3e8ff"/>'),
    "mountain": ('<path d="M1.5 20.5 9 6.5l3.6 6.1L15.5 8l7 12.5Z" fill="#7d8792" stroke="#3b434c" stroke-width="1.1" '
                 'stroke-linejoin="round"/><path d="M9 6.5 6.6 11l1.6-.8 1.2 1.2 1.4-1.5Z" fill="#fff"/>'
                 '<path d="m15.5 8-1.6 2.7 1.1-.3.9.9.9-.6Z" fill="#fff"/>'),
    "england": ('<path d="M12 2.5 19.5 5v6.5c0 4.7-3.2 8.4-7.5 10-4.3-1.6-7.5-5.3-7.5-10V5Z" fill="#fff" '
                'stroke="#6b1a1a" stroke-width="1.1"/><path d="M10.5 3.4h3V21h-3Z" fill="#c8102e"/>'
                '<path d="M4.5 9.3h15v3h-15Z" fill="#c8102e"/>'),
    "aye": ('<circle cx="12" cy="12" r="9" fill="#2f7a3b" stroke="#173d1d" stroke-width="1.2"/>'
            '<path d="m7.5 12.3 3 3 6-6.3" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" '
            'stroke-linejoin="round"/>'),
    "nay": ('<circle cx="12" cy="12" r="9" fill="#b3261e" stroke="#5c120e" stroke-width="1.2"/>'
            '<path d="m8.3 8.3 7.4 7.4m0-7.4-7.4 7.4" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>'),
    "vote": ('<circle cx="12" cy="12" r="9" fill="#d8cfbf" stroke="#6e6357" stroke-width="1.2"/>'
             '<path d="M9.4 9.6a2.7 2.7 0 1 1 3.9 2.4c-.9.5-1.3 1-1.3 1.9v.4" fill="none" stroke="#4a4036" '
             'stroke-width="1.9" stroke-linecap="round"/><circle cx="12" cy="17.2" r="1.2" fill="#4a4036"/>'),
    "book": ('<path d="M12 5.5C9.5 3.8 6 3.6 2.5 4.5v14.6c3.5-.9 7-.7 9.5 1 2.5-1.7 6-1.9 9.5-1V4.5c-3.5-.9-7-.7-9.5 1Z" '
             'fill="#efe2c2" stroke="#6b4a2b" stroke-width="1.1" stroke-linejoin="round"/>'
             '<path d="M12 5.5v14.6" stroke="#6b4a2b" stroke-width="1.1"/><path d="M5 8.5c1.6-.3 3.3-.2 4.6.4M5 11.5'
             'c1.6-.3 3.3-.2 4.6.4M14.4 8.9c1.3-.6 3-.7 4.6-.4" stroke="#a8825a" stroke-width=".9" fill="none"/>'),
    "haggis": ('<path d="M4 13.5c0-4 3.6-7 8-7s8 3 8 7-3.6 6.5-8 6.5-8-2.5-8-6.5Z" fill="#9b5a36" stroke="#4a2412" '
               'stroke-width="1.1"/><path d="M8.5 6.9 7 4M15.5 6.9 17 4" stroke="#4a2412" stroke-width="1.3" '
               'stroke-linecap="round"/><path d="M8 12.5c1.2.8 2.5.8 3.5 0s2.4-.8 3.6 0" fill="none" stroke="#d9a074" '
               'stroke-width="1"/>'),
    # chronicle 8: a mobster's bowler hat, the jail's bars, a penny
    "mobster": ('<path d="M6.5 15.5c0-6 2.3-9.5 5.5-9.5s5.5 3.5 5.5 9.5Z" fill="#2a241d" stroke="#0f0c09" stroke-width="1"/>'
                '<path d="M7 13.2h10" stroke="#b3261e" stroke-width="1.8"/>'
                '<path d="M2.5 16.8c0-1.1 4.3-2 9.5-2s9.5.9 9.5 2-4.3 2.3-9.5 2.3-9.5-1.2-9.5-2.3Z" fill="#3a322a" '
                'stroke="#0f0c09" stroke-width="1"/>'),
    "jail": ('<rect x="3" y="3" width="18" height="18" rx="1.5" fill="#efe6d4" stroke="#3b3b3b" stroke-width="1.4"/>'
             '<path d="M7.5 3v18M12 3v18M16.5 3v18" stroke="#3b3b3b" stroke-width="1.8"/>'
             '<path d="M3 12h18" stroke="#3b3b3b" stroke-width="1.2"/>'),
    "penny": ('<circle cx="12" cy="12" r="9" fill="#c47a3c" stroke="#6e3c14" stroke-width="1.4"/>'
              '<circle cx="12" cy="12" r="6.2" fill="none" stroke="#e3a66d" stroke-width="1"/>'),
}
_USE = re.compile(r'href="#gm-s-([a-z_]+)"')


def icon(name: str, cls: str = "gm-ico", color: str | None = None) -> str:
    """A glyph: an inline <svg> showing a symbol (`color` fills a Scotsman or a clan marker)."""
    extra = f' color="{color}"' if color else ""
    return f'<svg class="{cls}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"{extra}><use href="#gm-s-{name}"/></svg>'


def sprite(html: str) -> str:
    """The <defs> of every symbol `html` uses."""
    names = dict.fromkeys(_USE.findall(html))
    defs = "".join(f'<symbol id="gm-s-{n}" viewBox="0 0 24 24">{SYMBOLS[n]}</symbol>' for n in names if n in SYMBOLS)
    if not defs:
        return ""
    return f'<svg class="gm-sprite" aria-hidden="true" focusable="false"><defs>{defs}</defs></svg>'


def seat_color(seat: int) -> str:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def scot(seat: int, cls: str = "gm-ico") -> str:
    """A Scotsman in the seat's colour."""
    return icon("scot", cls, seat_color(seat))


def seat_svg(seat: int, cls: str = "chip") -> str:
    """A seat's Scotsman as a self-contained drawing (hand-off and new-game screens have no sprite)."""
    return (f'<svg class="{cls}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
            f'<path d="{MEEPLE}" fill="{seat_color(seat)}" stroke="#1d1a16" stroke-width="1.1"/></svg>')


_EDGE = {"N": (50, 0), "S": (50, 100), "W": (0, 50), "E": (100, 50)}


def river(edges: list[str], cls: str = "gm-river") -> str:
    """The river through a tile: from each river edge to the middle (tiles never rotate)."""
    if not edges:
        return ""
    paths = "".join(f'<path d="M{fmt(x)} {fmt(y)} L50 50"/>' for x, y in (_EDGE[e] for e in edges if e in _EDGE))
    return (f'<svg class="{cls}" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">'
            f'<g fill="none" stroke="#2f86c4" stroke-width="16" stroke-linecap="round">{paths}</g>'
            f'<g fill="none" stroke="#8fc3ea" stroke-width="5" stroke-linecap="round">{paths}</g></svg>')
