"""Flat pictures of the pyramid from a view: which square shows where, seen from one side.

Shared by the terminal picture and anything else that draws the pyramid from a ``view``
(it reads only the view, never the state).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gametable.games.climbing.cubes import FACE_INDEX, NORMAL, RIGHT, UP

Point = tuple[int, int, int]


def _dot(u: tuple[int, ...], v: tuple[int, ...]) -> int:
    return sum(a * b for a, b in zip(u, v, strict=True))


@dataclass
class Cell:
    """One unit square as seen from a side: its colour, cube, and its four 3-D corners."""

    black: bool
    cube: int
    first: bool  # the top-left quadrant of its cube face (where the id is written)
    corners: tuple[Point, ...]


@dataclass
class FlatView:
    """The squares seen looking at the pyramid against one face direction."""

    face: str
    width: int
    height: int
    cells: dict[tuple[int, int], Cell]  # (column, row from the top) -> cell
    corner_points: dict[tuple[int, int], list[Point]]  # grid corner -> 3-D points shown there
    edges: dict[tuple[tuple[int, int], tuple[int, int]], list[tuple[Point, Point]]]


def flat_view(view: dict[str, Any], face: str) -> FlatView:
    """Project every square facing ``face`` (``U``, ``N``, ``E``, ``S``, ``W``), front-most wins."""
    f = FACE_INDEX[face]
    n, r, u = NORMAL[f], RIGHT[f], UP[f]
    chosen: dict[tuple[int, int], tuple[int, Cell]] = {}
    for cube in view["cubes"]:
        for sq in cube["squares"]:
            if sq["face"] != face:
                continue
            corners = tuple(tuple(p) for p in sq["corners"])
            xs = [_dot(p, r) for p in corners]
            ys = [_dot(p, u) for p in corners]
            depth = _dot(corners[0], n)
            key = (min(xs), min(ys))
            if key not in chosen or depth > chosen[key][0]:
                chosen[key] = (depth, Cell(sq["black"], cube["id"], sq["quadrant"] == 0, corners))
    if not chosen:
        return FlatView(face, 0, 0, {}, {}, {})
    x0 = min(k[0] for k in chosen)
    x1 = max(k[0] for k in chosen) + 1
    y1 = max(k[1] for k in chosen) + 1
    y0 = min(k[1] for k in chosen)
    cells: dict[tuple[int, int], Cell] = {}
    points: dict[tuple[int, int], list[Point]] = {}
    edges: dict[tuple[tuple[int, int], tuple[int, int]], list[tuple[Point, Point]]] = {}
    for (x, y), (_, cell) in chosen.items():
        col, row = x - x0, y1 - 1 - y
        cells[(col, row)] = cell
        flat = []
        for p in cell.corners:
            grid = (_dot(p, r) - x0, y1 - _dot(p, u))
            flat.append(grid)
            points.setdefault(grid, []).append(p)
        for k in range(4):
            a, b = flat[k], flat[(k + 1) % 4]
            key = (min(a, b), max(a, b))
            edges.setdefault(key, []).append((cell.corners[k], cell.corners[(k + 1) % 4]))
    return FlatView(face, x1 - x0, y1 - y0, cells, points, edges)
