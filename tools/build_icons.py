"""Draw the app icon once as shapes and write it as SVG and as 192/512 px PNGs (stdlib only).

    python tools/build_icons.py      # writes assets/icons/icon.svg, icon-192.png, icon-512.png

The icon is a sand-coloured hexagon (a board tile) with three pips on a terracotta square that fills
the whole image, so it also works as a maskable icon (everything important sits in the middle 60%).
PNG pixels are 4×4-supersampled for smooth edges.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
BACKGROUND = (0x7A, 0x2E, 0x1B)
TILE = (0xF4, 0xE3, 0xB5)
EDGE = (0x3B, 0x17, 0x0E)
PIP = (0x7A, 0x2E, 0x1B)

# Shapes in a 0..1 square.
HEX_R = 0.30
EDGE_W = 0.025
PIPS = ((0.40, 0.40), (0.50, 0.50), (0.60, 0.60))
PIP_R = 0.045


def _hex(radius: float) -> list[tuple[float, float]]:
    return [(0.5 + radius * math.sin(math.pi / 3 * k), 0.5 - radius * math.cos(math.pi / 3 * k)) for k in range(6)]


def _inside(poly: list[tuple[float, float]], x: float, y: float) -> bool:
    inside = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _color(x: float, y: float, outer: list, inner: list) -> tuple[int, int, int]:
    if any((x - px) ** 2 + (y - py) ** 2 <= PIP_R**2 for px, py in PIPS):
        return PIP
    if _inside(inner, x, y):
        return TILE
    if _inside(outer, x, y):
        return EDGE
    return BACKGROUND


def png(size: int, samples: int = 4) -> bytes:
    outer, inner = _hex(HEX_R + EDGE_W), _hex(HEX_R)
    rows = []
    step = 1 / (size * samples)
    for j in range(size):
        row = bytearray([0])  # filter type: none
        for i in range(size):
            r = g = b = 0
            for sj in range(samples):
                for si in range(samples):
                    c = _color((i * samples + si + 0.5) * step, (j * samples + sj + 0.5) * step, outer, inner)
                    r, g, b = r + c[0], g + c[1], b + c[2]
            n = samples * samples
            row += bytes((round(r / n), round(g / n), round(b / n)))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")


def svg() -> str:
    def hexagon(radius: float, color: tuple[int, int, int]) -> str:
        points = " ".join(f"{x * 512:.1f},{y * 512:.1f}" for x, y in _hex(radius))
        return f'<polygon points="{points}" fill="#{bytes(color).hex()}"/>'

    pips = "".join(
        f'<circle cx="{x * 512:.1f}" cy="{y * 512:.1f}" r="{PIP_R * 512:.1f}" fill="#{bytes(PIP).hex()}"/>' for x, y in PIPS
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">'
        f'<rect width="512" height="512" rx="96" fill="#{bytes(BACKGROUND).hex()}"/>'
        f"{hexagon(HEX_R + EDGE_W, EDGE)}{hexagon(HEX_R, TILE)}{pips}</svg>\n"
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.svg").write_text(svg(), encoding="utf-8")
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(png(size))
    print(f"wrote {OUT.relative_to(ROOT)}/icon.svg, icon-192.png, icon-512.png")


if __name__ == "__main__":
    main()
