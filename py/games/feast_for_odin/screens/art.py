"""A Feast for Odin glyphs as small inline SVG strings: goods in their tier colour and real shape,
special tiles, silver, wood, stone, ore, weapons, ships, buildings, vikings, dice.

Glyphs are decorative (`aria-hidden`); the element around them carries the words. Colours that
carry meaning (the four goods tiers, the seats' vikings) live here as SVG attributes, so the
stylesheet only lays things out.
"""

from __future__ import annotations

import re
from functools import cache

from games.feast_for_odin.data_files import GOODS, SPECIALS
from games.feast_for_odin.geometry import SHAPES, item_color
from ui.render.html import esc, fmt

# The goods tiers as printed: orange farm products, red animal products, green craft products,
# blue luxury goods (special tiles are a lighter blue, and count as blue).
TIER = {"orange": "#ee8a1d", "red": "#c8322b", "green": "#4c9a35", "blue": "#2f6cb4"}
TIER_DARK = {"orange": "#9c5208", "red": "#7d1a15", "green": "#2b5e1b", "blue": "#173f72"}
SPECIAL = "#8db5dc"
SPECIAL_DARK = "#2c5d8f"
SILVER = "#d3d7dc"
SILVER_DARK = "#6f767e"
ORE = "#3e434a"
WOOD = "#a0662f"
STONE = "#a7aaac"
# Viking colours: far from the four goods tiers so a meeple never reads as a good. Solo play
# uses two colours (odd rounds, even rounds), as the rulebook's two sets of vikings.
SEAT_COLORS = ("#7045b8", "#128a8a", "#3b3b3b", "#d2457e")
SOLO_SECOND = "#c39300"


# Every drawing is a <symbol> defined once per page (see `sprite`) and shown with <use>: a board
# with sixty glyphs then costs sixty short tags, not sixty copies of the drawing.
SYMBOLS: dict[str, str] = {}
_USE = re.compile(r'href="#ffo-s-([A-Za-z0-9_.-]+)"')


def register(name: str, body: str, box: str | None = "0 0 24 24") -> str:
    """Define a symbol (once); returns its name. `box=None` defines a plain group in user units."""
    if name not in SYMBOLS:
        if box is None:
            SYMBOLS[name] = f'<g id="ffo-s-{name}">{body}</g>'
        else:
            SYMBOLS[name] = f'<symbol id="ffo-s-{name}" viewBox="{box}">{body}</symbol>'
    return name


def use(name: str, cls: str, over: str = "", color: str | None = None) -> str:
    """A glyph: an inline <svg> showing a registered symbol (plus `over`, e.g. a number on it)."""
    extra = f' color="{color}"' if color else ""
    return f'<svg class="{cls}" viewBox="0 0 24 24" aria-hidden="true"{extra}><use href="#ffo-s-{name}"/>{over}</svg>'


def _svg(body: str, cls: str, name: str) -> str:
    return use(register(name, body), cls)


def sprite(html: str) -> str:
    """The <defs> of every symbol `html` uses (forward references to them are fine in SVG)."""
    names = dict.fromkeys(_USE.findall(html))
    defs = "".join(SYMBOLS[n] for n in names if n in SYMBOLS)
    if not defs:
        return ""
    return f'<svg class="ffo-sprite" aria-hidden="true" focusable="false"><defs>{defs}</defs></svg>'


def seat_color(seat: int) -> str:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


VIKING_PATH = (
    "M12 2.5c-2.3 0-4 1.6-4 3.8 0 1.3.6 2.4 1.6 3.1L5 12.3c-.8.5-1.3 1.4-1.2 2.3l.5 4.4c.1.9 1 1.6 1.9 1.5"
    "l2.1-.2.4 2.2h6.6l.4-2.2 2.1.2c.9.1 1.8-.6 1.9-1.5l.5-4.4c.1-.9-.4-1.8-1.2-2.3l-4.6-2.9c1-.7 1.6-1.8"
    " 1.6-3.1 0-2.2-1.7-3.8-4-3.8Z"
)
HORNS = "M7.6 5.2C5.6 4.8 4.4 3.4 4.2 1.6M16.4 5.2c2-.4 3.2-1.8 3.4-3.6"


def viking(color: str, cls: str = "ico") -> str:
    """A viking meeple with a horned helmet, in a seat's colour."""
    body = (
        f'<path d="{VIKING_PATH}" fill="currentColor" stroke="#1d1a16" stroke-width="1.1"/>'
        f'<path d="{HORNS}" fill="none" stroke="#f1e6cf" stroke-width="1.6" stroke-linecap="round"/>'
    )
    return use(register("viking", body), cls, color=color)


def seat_svg(seat: int, cls: str = "chip") -> str:
    """A seat's viking as a self-contained drawing (for screens without this game's symbols: the
    hand-off and the new-game form)."""
    return (f'<svg class="{cls}" viewBox="0 0 24 24" aria-hidden="true">'
            f'<path d="{VIKING_PATH}" fill="{seat_color(seat)}" stroke="#1d1a16" stroke-width="1.1"/>'
            f'<path d="{HORNS}" fill="none" stroke="#f1e6cf" stroke-width="1.6" stroke-linecap="round"/></svg>')


def viking_body(x: float, y: float, size: float, color: str) -> str:
    """A meeple as SVG content (inside a larger drawing), its box at (x, y)."""
    viking(color)  # registers the symbol
    return (f'<use href="#ffo-s-viking" x="{fmt(x)}" y="{fmt(y)}" width="{fmt(size)}" height="{fmt(size)}" '
            f'color="{color}"/>')


@cache
def shape_path(item: str, rotation: int, cell: float, x: float = 0, y: float = 0) -> str:
    """The outline cells of a tile as one path (used for glyphs and placement ghosts)."""
    parts = []
    for r, c in SHAPES[item][rotation]:
        parts.append(f"M{fmt(x + c * cell)} {fmt(y + r * cell)}h{fmt(cell)}v{fmt(cell)}h{fmt(-cell)}Z")
    return "".join(parts)


def item_fill(item: str) -> tuple[str, str]:
    """(fill, stroke) of a placeable item."""
    if item in SPECIALS:
        return SPECIAL, SPECIAL_DARK
    if item in GOODS:
        color = GOODS[item]["color"]
        return TIER[color], TIER_DARK[color]
    color = item_color(item)
    if color == "ore":
        return ORE, "#16181b"
    if color == "wood":
        return WOOD, "#5e3a16"
    return SILVER, SILVER_DARK


@cache
def tile(item: str, cls: str = "ico", rotation: int = 0) -> str:
    """A goods or special tile drawn in its real shape and colour (rectangles, crosses, crowns)."""
    cells = SHAPES[item][rotation]
    rows = 1 + max(r for r, _ in cells)
    cols = 1 + max(c for _, c in cells)
    cell = 22 / max(rows, cols)
    x0 = (24 - cols * cell) / 2
    y0 = (24 - rows * cell) / 2
    fill, stroke = item_fill(item)
    body = f'<path d="{shape_path(item, rotation, cell, x0, y0)}" fill="{fill}" stroke="{stroke}" stroke-width="0.8"/>'
    info = GOODS.get(item, {})
    if info.get("animal"):
        body += _animal_mark(info["animal"], info.get("pregnant", False))
    elif item in SPECIALS:
        body += '<path d="M12 8.6l1 2.2 2.4.3-1.8 1.6.5 2.4-2.1-1.2-2.1 1.2.5-2.4-1.8-1.6 2.4-.3Z" fill="#fff" opacity=".9"/>'
    return _svg(body, cls, f"tile-{item}-{rotation}")


def _animal_mark(animal: str, pregnant: bool) -> str:
    if animal == "sheep":
        mark = ('<path d="M8 13.2c-1.2 0-1.6-1.6-.5-2.1-.3-1.2 1-2 1.9-1.3.6-1 2.1-1 2.6 0 .9-.6 2.2.1 1.9 1.2'
                ' 1.2.4 1 2.2-.3 2.2Z" fill="#fff"/><circle cx="14.6" cy="11.6" r="1.3" fill="#fff"/>')
    else:
        mark = ('<path d="M8.5 10.5h6.5v3.2H8.5Z" fill="#fff"/><path d="M15 10.6l2-1.2M15 13.4l1.4.9" '
                'stroke="#fff" stroke-width="1.2" stroke-linecap="round"/>')
    if pregnant:
        mark += '<path d="M18.6 16.8s-2.2-1.3-2.2-2.6c0-1.1 1.5-1.4 2.2-.4.7-1 2.2-.7 2.2.4 0 1.3-2.2 2.6-2.2 2.6Z" fill="#ffd1dc" stroke="#7d1a15" stroke-width=".5"/>'
    return mark


def coin(value: object = None, cls: str = "ico") -> str:
    label = "" if value is None else (
        f'<text x="12" y="15.6" text-anchor="middle" font-size="{9 if len(str(value)) > 1 else 10.5}" '
        f'font-weight="800" fill="#3c4046">{esc(value)}</text>'
    )
    body = f'<circle cx="12" cy="12" r="9.5" fill="{SILVER}" stroke="{SILVER_DARK}" stroke-width="1.4"/>' + label
    return _svg(body, cls, f"coin-{value if value is not None else 'x'}")


_RESOURCES = {
    "wood": ('<rect x="3" y="8" width="18" height="9" rx="4.5" fill="#a0662f" stroke="#5e3a16" stroke-width="1.2"/>'
             '<ellipse cx="18.2" cy="12.5" rx="2.6" ry="4.2" fill="#d9a86c" stroke="#5e3a16" stroke-width="1"/>'
             '<ellipse cx="18.2" cy="12.5" rx="1" ry="1.8" fill="none" stroke="#8a5a2b" stroke-width=".8"/>'),
    "stone": ('<path d="M4 16.5 6.5 8.5 12 5.5l6.5 2.5 2 8-5 3.5H8Z" fill="#a7aaac" stroke="#55585b" '
              'stroke-width="1.2" stroke-linejoin="round"/><path d="M9 10l3 1.5 3.5-1" fill="none" '
              'stroke="#6f7376" stroke-width=".9"/>'),
    "ore": ('<path d="M12 3.5 20 8v8l-8 4.5L4 16V8Z" fill="#3e434a" stroke="#16181b" stroke-width="1.1" '
            'stroke-linejoin="round"/><path d="M4 8l8 4.5L20 8M12 12.5v8" fill="none" stroke="#7c838c" stroke-width=".9"/>'),
}

_WEAPONS = {
    "bow": ('<path d="M7 3c8 3 8 15 0 18" fill="none" stroke="#7a4a1c" stroke-width="2.2" stroke-linecap="round"/>'
            '<path d="M7 3v18M4 12h15" stroke="#444" stroke-width="1.1"/><path d="M19 12l-3-2v4Z" fill="#444"/>'),
    "snare": ('<circle cx="12" cy="11" r="6" fill="none" stroke="#7a5a2c" stroke-width="2"/>'
              '<path d="M12 17v4M9 21h6" stroke="#7a5a2c" stroke-width="2" stroke-linecap="round"/>'),
    "spear": ('<path d="M4 20 17 7" stroke="#7a4a1c" stroke-width="2.2" stroke-linecap="round"/>'
              '<path d="M15 5.5 21 3l-2.5 6Z" fill="#8a9099" stroke="#444" stroke-width=".8"/>'),
    "long_sword": ('<path d="M12 2.5l2 3v11h-4v-11Z" fill="#c9cdd2" stroke="#555" stroke-width=".9"/>'
                   '<path d="M7 16.5h10" stroke="#7a4a1c" stroke-width="2.4" stroke-linecap="round"/>'
                   '<path d="M12 17v4.5" stroke="#5e3a16" stroke-width="2.2" stroke-linecap="round"/>'),
}


def resource(item: str, cls: str = "ico") -> str:
    """Wood, stone, ore or silver."""
    if item == "silver":
        return coin(None, cls)
    return _svg(_RESOURCES[item], cls, item)


def weapon(kind: str, cls: str = "ico") -> str:
    card = '<rect x="2.5" y="1.5" width="19" height="21" rx="3" fill="#f6e2dc" stroke="#a2372c" stroke-width="1.2"/>'
    return _svg(card + _WEAPONS[kind], cls, kind)


_SHIPS = {
    "whaling_boat": '<path d="M3 14h18l-3 5H6Z" fill="#8a5a2b" stroke="#3f2910" stroke-width="1"/>'
                    '<path d="M12 14V6" stroke="#3f2910" stroke-width="1.4"/><path d="M12 6l5 5h-5Z" fill="#efe6d2" stroke="#3f2910" stroke-width=".8"/>',
    "knarr": '<path d="M2 14h20l-3.5 5.5h-13Z" fill="#8a5a2b" stroke="#3f2910" stroke-width="1"/>'
             '<path d="M12 14V3" stroke="#3f2910" stroke-width="1.4"/><rect x="7" y="4" width="10" height="8" fill="#e9dcc0" stroke="#3f2910" stroke-width=".8"/>',
    "longship": '<path d="M1.5 14h21c0 2-2 5-5 5.5h-11c-3-.5-5-3.5-5-5.5Z" fill="#7a4a1c" stroke="#3f2910" stroke-width="1"/>'
                '<path d="M22.5 14c0-3 .5-5 -1-6.5" fill="none" stroke="#3f2910" stroke-width="1.4"/>'
                '<path d="M12 14V3" stroke="#3f2910" stroke-width="1.4"/><rect x="6.5" y="4" width="11" height="7.5" fill="#c8322b" stroke="#3f2910" stroke-width=".8"/>'
                '<circle cx="6" cy="15.8" r="1.4" fill="#d9b45a"/><circle cx="10" cy="15.8" r="1.4" fill="#d9b45a"/><circle cx="14" cy="15.8" r="1.4" fill="#d9b45a"/>',
}


def ship(kind: str, cls: str = "ico") -> str:
    return _svg(_SHIPS[kind], cls, kind)


_BUILDINGS = {
    "shed": '<path d="M3 11 12 4l9 7v9H3Z" fill="#b98a52" stroke="#5e3a16" stroke-width="1.1" stroke-linejoin="round"/>'
            '<path d="M6 20v-6M9 20v-6M12 20v-6M15 20v-6M18 20v-6" stroke="#7a4a1c" stroke-width=".8"/>',
    "stone_house": '<path d="M3 11 12 4l9 7v9H3Z" fill="#b3b3ad" stroke="#55585b" stroke-width="1.1" stroke-linejoin="round"/>'
                   '<rect x="10" y="14" width="4" height="6" fill="#6b4a2a"/>',
    "long_house": '<path d="M1.5 12 6 6h12l4.5 6v8h-21Z" fill="#a8824f" stroke="#5e3a16" stroke-width="1.1" stroke-linejoin="round"/>'
                  '<path d="M1.5 12h21" stroke="#5e3a16" stroke-width="1"/><rect x="10.5" y="14.5" width="3" height="5.5" fill="#5e3a16"/>',
}


def building(kind: str, cls: str = "ico") -> str:
    return _svg(_BUILDINGS.get(kind, _BUILDINGS["shed"]), cls, kind if kind in _BUILDINGS else "shed")


def die(sides: int, value: object = None, cls: str = "ico-die") -> str:
    """The orange d8 or the blue d12 with a number on it."""
    if sides == 12:
        shape = '<path d="M12 1.5 22 8.8 18.2 20.5H5.8L2 8.8Z" fill="#2f6cb4" stroke="#173f72" stroke-width="1.2" stroke-linejoin="round"/>'
    else:
        shape = '<path d="M12 1.5 22 12 12 22.5 2 12Z" fill="#ee8a1d" stroke="#9c5208" stroke-width="1.2" stroke-linejoin="round"/>'
    text = "" if value is None else (
        f'<text x="12" y="{15.8 if sides == 12 else 16}" text-anchor="middle" font-size="{9 if len(str(value)) > 1 else 11}" '
        f'font-weight="800" fill="#fff">{esc(value)}</text>'
    )
    return use(register(f"d{sides}", shape), cls, text)


_ICONS = {
    "occupation": '<rect x="4" y="2" width="16" height="20" rx="2.5" fill="#c9a06a" stroke="#6b4a22" stroke-width="1.2"/>'
                  '<path d="M8 8h8M8 12h8M8 16h5" stroke="#6b4a22" stroke-width="1.3" stroke-linecap="round"/>',
    "penalty": '<path d="M7 3h10l5 9-5 9H7l-5-9Z" fill="#b8372c" stroke="#6d1710" stroke-width="1.1"/>'
               '<text x="12" y="15.5" text-anchor="middle" font-size="9" font-weight="800" fill="#fff">-3</text>',
    "elk": '<path d="M6 21l1.5-7h9l1.5 7M7.5 14c-1-3 0-5 4.5-5s5.5 2 4.5 5" fill="#7a5230" stroke="#3f2910" stroke-width="1"/>'
           '<path d="M9 9C6 8 4 5 4.5 2M9 7.5 6.5 6M15 9c3-1 5-4 4.5-7M15 7.5l2.5-1.5" fill="none" stroke="#3f2910" stroke-width="1.3" stroke-linecap="round"/>',
    "mountain": '<path d="M1.5 20 9 6l4 7 2.5-4 7 11Z" fill="#8d8f86" stroke="#4b4d47" stroke-width="1" stroke-linejoin="round"/>'
                '<path d="M9 6l-2 4 2-1 1.6 1.4Z" fill="#fff"/>',
    "upgrade": '<path d="M12 3 20 12h-4.5v8h-7v-8H4Z" fill="#d8b13c" stroke="#7a5d10" stroke-width="1.1" stroke-linejoin="round"/>',
    "upgrade2": '<path d="M12 2 19 8h-4v3h4l-7 6-7-6h4V8H5Z" fill="#d8b13c" stroke="#7a5d10" stroke-width="1" '
                'stroke-linejoin="round" transform="rotate(180 12 10)"/><path d="M8.5 21h7" stroke="#7a5d10" stroke-width="1.6"/>',
    "table": '<rect x="2" y="8" width="20" height="5" rx="1.5" fill="#a0662f" stroke="#5e3a16" stroke-width="1"/>'
             '<path d="M5 13v7M19 13v7" stroke="#5e3a16" stroke-width="2"/>',
    "arrow": '<path d="M3 12h14M12 6l6 6-6 6" fill="none" stroke="#5b5146" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
    "lock": '<rect x="5" y="10" width="14" height="11" rx="2" fill="#8c8172" stroke="#4a4237" stroke-width="1"/>'
            '<path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="#4a4237" stroke-width="2"/>',
    "income": '<circle cx="12" cy="12" r="9.5" fill="#fff4c9" stroke="#b08a1e" stroke-width="1.4"/>'
              '<path d="M12 6v12M9 9.5c0-1.2 1.3-2 3-2s3 .8 3 2-1.3 1.7-3 2.2-3 1-3 2.3 1.3 2 3 2 3-.8 3-2" fill="none" stroke="#8a6a10" stroke-width="1.5"/>',
    "explore": '<path d="M3 18c3-6 6-2 9-8s6-4 9-7" fill="none" stroke="#2f6cb4" stroke-width="2"/>'
               '<path d="M2 21h20" stroke="#2f6cb4" stroke-width="1.6"/><circle cx="17" cy="6" r="2.5" fill="#ee8a1d"/>',
    "emigrate": '<path d="M2 16h20l-3 4H5Z" fill="#d9b45a" stroke="#7a5d10" stroke-width="1"/>'
                '<path d="M12 3v10M8 7l4-4 4 4" fill="none" stroke="#7a5d10" stroke-width="1.8" stroke-linecap="round"/>',
    "play": '<rect x="4" y="3" width="12" height="17" rx="2" fill="#c9a06a" stroke="#6b4a22" stroke-width="1.1"/>'
            '<path d="M15 9l6 3.5-6 3.5Z" fill="#6b4a22"/>',
    "weapons": '<rect x="3" y="4" width="12" height="16" rx="2" fill="#f6e2dc" stroke="#a2372c"/>'
               '<rect x="9" y="3" width="12" height="16" rx="2" fill="#f6e2dc" stroke="#a2372c"/>'
               '<path d="M15 5.5v9M12.5 12h5" stroke="#555" stroke-width="1.4"/>',
    "imitate": '<rect x="3" y="5" width="11" height="11" rx="2" fill="#bdb6ab" stroke="#5b5146"/>'
               '<rect x="10" y="9" width="11" height="11" rx="2" fill="#e6e0d5" stroke="#5b5146"/>',
    "forge": '<path d="M4 14h14l2-3H8Z" fill="#3e434a"/><path d="M6 14l2 6h8l2-6" fill="#55585b"/>'
             '<path d="M14 3l-3 7M17 4l-6 6" stroke="#7a4a1c" stroke-width="2" stroke-linecap="round"/>',
    "trade": '<path d="M4 9h13l-3-3M20 15H7l3 3" fill="none" stroke="#2f6cb4" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
    "vp": '<path d="M12 2 21 6v6c0 5-4 8.5-9 10-5-1.5-9-5-9-10V6Z" fill="#6b4a22" stroke="#3f2910"/>',
    "minus": '<rect x="3" y="3" width="18" height="18" rx="2" fill="#e4cf9f" stroke="#8a5a2b"/>'
             '<text x="12" y="16" text-anchor="middle" font-size="10" font-weight="800" fill="#8a5a2b">-1</text>',
}
_ICONS["sword"] = ('<path d="M12 2l2 3v11h-4V5Z" fill="#c9cdd2" stroke="#555" stroke-width="1"/>'
                   '<path d="M7 16h10" stroke="#7a4a1c" stroke-width="2.4" stroke-linecap="round"/>'
                   '<path d="M12 17v5" stroke="#5e3a16" stroke-width="2.2" stroke-linecap="round"/>')
_ICONS["dot"] = '<circle cx="12" cy="12" r="4" fill="#777"/>'


def icon(name: str, cls: str = "ico") -> str:
    """Other symbols: occupation card, Thing penalty, elk, mountain, upgrade, table, arrow, lock."""
    if name not in _ICONS:
        name = "dot"
    return _svg(_ICONS[name], cls, name)


def item_glyph(item: str, cls: str = "ico") -> str:
    """Any item the game hands out or asks for, by its id."""
    from games.feast_for_odin.data_files import SHIPS, WEAPONS

    if item in GOODS or item in SPECIALS:
        return tile(item, cls)
    if item in ("wood", "stone", "ore", "silver"):
        return resource(item, cls)
    if item.startswith("silver") and item[6:].isdigit():
        return coin(item[6:], cls)
    if item in WEAPONS:
        return weapon(item, cls)
    if item in SHIPS:
        return ship(item, cls)
    if item in ("shed", "stone_house", "long_house"):
        return building(item, cls)
    return icon(item, cls)
