"""Pieces of a view computed once and looked up by what they depend on, shared by views.

Why: most of a view is geometry that changes only when a cube turns (a cube's squares) or when
a reach changes (a path's points and edges). Building it from the engine's tables on every call
cost milliseconds; here each piece is built once and :mod:`.views` puts it into the view as is.
Those lists are therefore shared between views and must never be changed by a consumer (see
the :mod:`.views` docstring); every container here is built once and then only read.

- cube piece, per (cube, configuration id): ``(id, layer, ox, oy, oz, visible, U, N, E, S, W,
  D, notation, squares)``, ``squares`` the view's list of square dicts. With the standard
  cubes there are at most 14 × 24 of them;
- path piece, per (engine reach mask, colour of the squares of the cubes it touches; nothing
  else decides a path): ``(cubes, top, points, segments)``, the view's lists in grid-point
  and ``pyramid.EDGES`` order;
- ``POINT_LISTS``, ``CORNER_LISTS``, ``EDGE_LISTS``: one list per grid point, per square's
  corners and per edge, which every piece holds rather than copies.

The caches are plain dicts cleared when they pass a size limit, so varied cubes (new
configurations every game) or a long-running server cannot grow them without bound.
"""

from __future__ import annotations

from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing.state import CUBE_SHIFT

#: (id, layer, ox, oy, oz, visible, U, N, E, S, W, D, notation, squares list)
CubePiece = tuple
#: (cube ids, reaches the goal, points list, segments list)
PathPiece = tuple[tuple[int, ...], bool, list[list[int]], list[list[list[int]]]]

#: entries per cache before it is cleared (a cube piece ~2.5 KB, a path piece ≤ ~3 KB)
CUBE_CACHE_LIMIT = 512
PATH_CACHE_LIMIT = 4096

#: per cube: configuration id → cube piece
CUBE_PIECES: list[dict[int, CubePiece]] = [{} for _ in range(P.NUM_CUBES)]
#: (reach, colour of the touched cubes' squares) → path piece
PATH_PIECES: dict[tuple[int, int], PathPiece] = {}

#: one ``[x, y, z]`` list per grid point, the only one any view ever holds for that point
POINT_LISTS: tuple[list[int], ...] = tuple(list(p) for p in P.POINTS)
#: per square: its corners list; per edge: its ``[a, b]`` pair (fixed geometry, shared)
CORNER_LISTS: tuple[list[list[int]], ...] = tuple(
    [POINT_LISTS[P.POINT_INDEX[c]] for c in sq.corners] for sq in P.SQUARES
)
EDGE_LISTS: tuple[list[list[int]], ...] = tuple(
    [POINT_LISTS[a], POINT_LISTS[b]] for a, b, _, _ in P.EDGES
)
#: per cube: mask (over ``pyramid.SQUARES``) of its visible squares
_CUBE_SQUARE_MASK = tuple(sum(1 << s for s, _ in P.CUBE_SQUARES[c]) for c in range(P.NUM_CUBES))
#: touched-cube mask → (sorted cube ids, mask of their squares)
_TOUCHED: dict[int, tuple[tuple[int, ...], int]] = {}
#: per cube: configuration id → {port index: grid points joined to it inside the cube}
_NODE_GROUPS: list[dict[int, dict[int, int]]] = [{} for _ in range(P.NUM_CUBES)]


def cube_piece(cube: int, cfg: int) -> CubePiece:
    """The cube piece of ``cube`` in configuration ``cfg`` (built on first use)."""
    cache = CUBE_PIECES[cube]
    piece = cache.get(cfg)
    if piece is None:
        if len(cache) >= CUBE_CACHE_LIMIT:
            cache.clear()
        bits = C.CFG_BITS[cfg]
        squares = [
            {
                "face": C.FACES[P.SQUARES[s].face],
                "quadrant": P.SQUARES[s].quadrant,
                "black": bool(bits >> bit & 1),
                "corners": CORNER_LISTS[s],
            }
            for s, bit in P.CUBE_SQUARES[cube]
        ]
        piece = cache[cfg] = (
            cube,
            P.CUBE_LAYER[cube],
            *P.CUBE_ORIGIN[cube],
            bool(P.CUBE_SQUARES[cube]),
            *(C.format_pattern(p) for p in C.faces_of(bits)),
            C.format_cube(bits),
            squares,
        )
    return piece


def touched(mask: int) -> tuple[tuple[int, ...], int]:
    """Cubes in a cube mask (ascending) and the mask of their visible squares."""
    found = _TOUCHED.get(mask)
    if found is None:
        cubes = tuple(c for c in range(P.NUM_CUBES) if mask >> c & 1)
        found = _TOUCHED[mask] = (cubes, sum(_CUBE_SQUARE_MASK[c] for c in cubes))
    return found


def path_piece(reach: int, colour: int, cfg: list[int]) -> PathPiece:
    """The path piece of an engine reach (ports and cube bits, see ``ClimbingState.reach_of``)
    on a surface coloured ``colour`` with cube configurations ``cfg``."""
    cubes, squares = touched(reach >> CUBE_SHIFT)
    key = (reach, colour & squares)
    piece = PATH_PIECES.get(key)
    if piece is None:
        if len(PATH_PIECES) >= PATH_CACHE_LIMIT:
            PATH_PIECES.clear()
        nodes = reach_nodes(reach, cfg)
        points = [POINT_LISTS[i] for i in range(len(P.POINTS)) if nodes >> i & 1]
        segments = [
            EDGE_LISTS[e]
            for e, (a, _, s1, s2) in enumerate(P.EDGES)
            if nodes >> a & 1 and (colour >> s1 ^ colour >> s2) & 1
        ]
        piece = PATH_PIECES[key] = (cubes, bool(reach & P.GOAL_PORT_BIT), points, segments)
    return piece


def reach_nodes(reach: int, cfg: list[int]) -> int:
    """Every grid point of a reach, as a mask over ``POINTS``, from the engine's port reach.

    Why this is the whole reach: a grid point that is not a port is a corner of one cube only,
    so every boundary edge at it lies inside that cube; past the last port on a path, the path
    stays inside one cube, and the points it reaches there are that cube's group of the port.
    """
    nodes = 0
    port = 0
    ports = reach & P.PORTS_MASK
    while ports:
        if ports & 1:
            for cube in P.PORT_CUBES[port]:
                nodes |= _node_groups(cube, cfg[cube])[port]
        ports >>= 1
        port += 1
    return nodes


def _node_groups(cube: int, cfg: int) -> dict[int, int]:
    """Per port of ``cube``: the grid points joined to it by boundary edges inside the cube."""
    cache = _NODE_GROUPS[cube]
    found = cache.get(cfg)
    if found is None:
        if len(cache) >= CUBE_CACHE_LIMIT:
            cache.clear()
        bits = C.CFG_BITS[cfg]
        colour = sum(1 << s for s, bit in P.CUBE_SQUARES[cube] if bits >> bit & 1)
        adj: dict[int, list[int]] = {}
        for a, b, s1, s2 in P.INTERNAL_EDGES[cube]:
            if (colour >> s1 ^ colour >> s2) & 1:
                adj.setdefault(a, []).append(b)
                adj.setdefault(b, []).append(a)
        found = {}
        for port in P.CUBE_PORTS[cube]:
            start = P.PORTS[port]
            seen = {start}
            stack = [start]
            while stack:
                for nxt in adj.get(stack.pop(), ()):
                    if nxt not in seen:
                        seen.add(nxt)
                        stack.append(nxt)
            found[port] = sum(1 << node for node in seen)
        cache[cfg] = found
    return found
