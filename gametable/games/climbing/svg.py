"""An isometric SVG picture of the pyramid with every player's paths (reads only a view).

Two drawings side by side: from the south-west (showing the U, S and W faces) and from the
north-east (U, N and E), so every visible square appears in one of them. Squares are painted
back to front; each path segment is painted right after the squares it lies on, so nearer
cubes hide it as they should. The web app calls :func:`pyramid_svg` with a seat's view.
"""

from __future__ import annotations

import math
from typing import Any
from xml.sax.saxutils import escape

PLAYER_COLOURS = ("#e6194b", "#1e90ff", "#2ca02c", "#c040c0", "#e0b000", "#00b8c8")
SCALE = 28.0
COS30 = math.cos(math.radians(30))

Point = tuple[float, float, float]


def _turn(p: Point, back: bool) -> Point:
    """The north-east drawing is the south-west one after half a turn about the centre."""
    return (6 - p[0], 6 - p[1], p[2]) if back else p


def _project(p: Point, back: bool, dx: float) -> tuple[float, float]:
    x, y, z = _turn(p, back)
    return dx + (x - y) * COS30 * SCALE, (12 - (x + y) * 0.5 - z) * SCALE


def _closeness(p: Point, back: bool) -> float:
    x, y, z = _turn(p, back)
    return -x - y + z


def _facing(normal: tuple[int, int, int], back: bool) -> bool:
    nx, ny, nz = normal
    if back:
        nx, ny = -nx, -ny
    return -nx - ny + nz > 0


NORMALS = {"U": (0, 0, 1), "N": (0, 1, 0), "E": (1, 0, 0), "S": (0, -1, 0), "W": (-1, 0, 0),
           "D": (0, 0, -1)}


def _centre(points: list[Point]) -> Point:
    n = len(points)
    return tuple(sum(p[i] for p in points) / n for i in range(3))  # type: ignore[return-value]


def _drawing(view: dict[str, Any], back: bool, dx: float) -> list[str]:
    items: list[tuple[float, int, str]] = []
    edge_owner: dict[frozenset, list[float]] = {}
    for cube in view["cubes"]:
        for sq in cube["squares"]:
            if not _facing(NORMALS[sq["face"]], back):
                continue
            corners = [tuple(p) for p in sq["corners"]]
            depth = _closeness(_centre(corners), back)
            pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in (_project(p, back, dx) for p in corners))
            fill = "#1c1c1c" if sq["black"] else "#f4f4f0"
            items.append((depth, 0, f'<polygon points="{pts}" fill="{fill}" stroke="#888" '
                                    f'stroke-width="0.6"/>'))
            for k in range(4):
                key = frozenset((corners[k], corners[(k + 1) % 4]))
                edge_owner.setdefault(key, []).append(depth)
    for path in view["paths"]:
        colour = PLAYER_COLOURS[path["seat"] % len(PLAYER_COLOURS)]
        for a, b in path["segments"]:
            depths = edge_owner.get(frozenset((tuple(a), tuple(b))))
            if not depths:
                continue  # on faces turned away in this drawing
            (x1, y1), (x2, y2) = _project(tuple(a), back, dx), _project(tuple(b), back, dx)
            items.append((max(depths), 1, f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
                                          f'y2="{y2:.1f}" stroke="{colour}" stroke-width="4" '
                                          f'stroke-linecap="round"/>'))
    items.sort(key=lambda item: (item[0], item[1]))
    out = [body for _, _, body in items]
    gx, gy = _project(tuple(view["goal"]), back, dx)
    out.append(f'<circle cx="{gx:.1f}" cy="{gy:.1f}" r="5" fill="#ffd700" stroke="#000"/>')
    for pawn in view["pawns"]:
        if pawn["point"] is None:
            continue
        point = tuple(pawn["point"])
        if not _facing(NORMALS[pawn["face"]], back):
            continue
        px, py = _project(point, back, dx)
        colour = PLAYER_COLOURS[pawn["seat"] % len(PLAYER_COLOURS)]
        out.append(f'<circle cx="{px:.1f}" cy="{py + 10:.1f}" r="9" fill="{colour}" '
                   f'stroke="#000"/><text x="{px:.1f}" y="{py + 14:.1f}" font-size="12" '
                   f'text-anchor="middle" fill="#fff" font-family="sans-serif">'
                   f'{pawn["seat"]}</text>')
    return out


def pyramid_svg(view: dict[str, Any], title: str | None = None) -> str:
    """The SVG document: the pyramid from the south-west and from the north-east."""
    width = 2 * 12 * COS30 * SCALE + 3 * SCALE
    height = 13.5 * SCALE
    left = 6 * COS30 * SCALE + SCALE
    right = left + 12 * COS30 * SCALE + SCALE
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height + 40:.0f}" '
        f'viewBox="0 0 {width:.0f} {height + 40:.0f}">',
        '<rect width="100%" height="100%" fill="#dfe6ee"/>',
    ]
    parts += _drawing(view, False, left)
    parts += _drawing(view, True, right)
    label = title or _caption(view)
    parts.append(f'<text x="{SCALE:.0f}" y="{height + 25:.0f}" font-size="14" '
                 f'font-family="sans-serif">{escape(label)}</text>')
    parts.append(f'<text x="{left:.0f}" y="20" font-size="12" text-anchor="middle" '
                 'font-family="sans-serif">from the south-west</text>')
    parts.append(f'<text x="{right:.0f}" y="20" font-size="12" text-anchor="middle" '
                 'font-family="sans-serif">from the north-east</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _caption(view: dict[str, Any]) -> str:
    bits = [f"round {view['round']}", f"phase {view['phase']}"]
    for path in view["paths"]:
        top = " (top!)" if path["top"] else ""
        bits.append(f"player {path['seat']}: cubes {path['cubes']}{top}")
    if view["winner"] is not None:
        bits.append(f"winner: player {view['winner']}")
    return "; ".join(bits)
