"""Draws the installable app's icons into web/public/icons/ (committed; run again after a
change: ``python scripts/make_icons.py``): the SVG, and PNGs of 192 and 512 pixels (the sizes
a web app manifest needs), one of them "maskable" (the picture inside the safe circle).

Pure Python (zlib for the PNG), so that the icons need nothing installed: the same picture as
the SVG, a balloon over a table's green, drawn by testing each pixel against its shapes.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "web" / "public" / "icons"
GREEN, RED, BROWN, LIGHT = (31, 95, 63), (224, 72, 62), (138, 90, 43), (255, 255, 255)

SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="#1f5f3f"/>
<ellipse cx="32" cy="26" rx="15" ry="17" fill="#e0483e"/>
<ellipse cx="26" cy="20" rx="4" ry="6" fill="#ffffff" opacity="0.35"/>
<path d="M24 41 L29 50 H35 L40 41" fill="none" stroke="#ffffff" stroke-width="2"/>
<rect x="28" y="49" width="8" height="6" rx="1" fill="#8a5a2b"/>
</svg>
"""


def colour(x: float, y: float, inset: float) -> tuple[int, int, int]:
    """The colour at (x, y) of the picture on a 64-unit square (``inset``: margin kept free
    for a maskable icon's safe zone, the picture scaled into the rest)."""
    scale = (64 - 2 * inset) / 64
    u, v = (x - inset) / scale, (y - inset) / scale
    if ((u - 32) / 15) ** 2 + ((v - 26) / 17) ** 2 <= 1:
        if ((u - 26) / 4) ** 2 + ((v - 20) / 6) ** 2 <= 1:
            return tuple(int(r * 0.65 + 255 * 0.35) for r in RED)  # the balloon's shine
        return RED
    if 28 <= u <= 36 and 49 <= v <= 55:
        return BROWN
    for x0, y0, x1, y1 in ((24, 41, 29, 50), (40, 41, 35, 50)):  # the basket's ropes
        t = max(0.0, min(1.0, ((u - x0) * (x1 - x0) + (v - y0) * (y1 - y0))
                         / ((x1 - x0) ** 2 + (y1 - y0) ** 2)))
        if (u - x0 - t * (x1 - x0)) ** 2 + (v - y0 - t * (y1 - y0)) ** 2 <= 1.0:
            return LIGHT
    return GREEN


def png(size: int, inset: float) -> bytes:
    """A PNG of ``size`` pixels, each the mean of 2×2 samples (smooth edges)."""
    rows = bytearray()
    step = 64 / size
    for py in range(size):
        rows.append(0)  # no filter
        for px in range(size):
            samples = [colour((px + dx) * step, (py + dy) * step, inset)
                       for dx in (0.25, 0.75) for dy in (0.25, 0.75)]
            rows.extend(sum(c[i] for c in samples) // 4 for i in range(3))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.svg").write_text(SVG)
    (OUT / "icon-192.png").write_bytes(png(192, 0))
    (OUT / "icon-512.png").write_bytes(png(512, 0))
    (OUT / "icon-maskable-512.png").write_bytes(png(512, 8))  # inside the 80 % safe circle


if __name__ == "__main__":
    main()
