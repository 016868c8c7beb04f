"""The pyramid's geometry, built once at import: visible squares, grid points, surface edges.

Lengths are half cube edges, so every quadrant is a unit square and every grid point has
integer coordinates (``docs/rules/climbing.md``, Geometry). Everything play needs is a flat table
indexed by small integers:

- ``SQUARES``: the 132 visible unit squares (cube, world face, quadrant, corners);
- ``POINTS``: the grid points on the visible surface (node ids; bit ``i`` of a reach mask);
- ``EDGES``: surface unit edges with their two squares (a boundary when the colours differ);
  edges on the table touch one square and are kept apart in ``TABLE_EDGES``;
- per cube: its visible squares with their configuration bit, its edges, its corner mask;
- ``PLACES``: the 12 pawn places, their pawn points and bottom quadrants.
"""

from __future__ import annotations

from dataclasses import dataclass

from gametable.games.climbing.cubes import FACES, NORMAL, QUADRANT, RIGHT, UP

Point = tuple[int, int, int]

NUM_CUBES = 14


def _origins() -> list[Point]:
    origins = [(2 * i, 2 * j, 0) for j in range(3) for i in range(3)]
    origins += [(2 * i + 1, 2 * j + 1, 2) for j in range(2) for i in range(2)]
    origins.append((2, 2, 4))
    return origins


#: lowest corner of each cube (it spans two units along each axis from there)
CUBE_ORIGIN: tuple[Point, ...] = tuple(_origins())
#: layer of each cube: 1 lowest, 3 the top cube
CUBE_LAYER: tuple[int, ...] = (1,) * 9 + (2,) * 4 + (3,)
LAYERS = {1: tuple(range(9)), 2: (9, 10, 11, 12), 3: (13,)}
GOAL: Point = (3, 3, 6)


@dataclass(frozen=True)
class Square:
    """One visible unit square: quadrant ``quadrant`` of world face ``face`` of cube ``cube``."""

    cube: int
    face: int
    quadrant: int
    corners: tuple[Point, Point, Point, Point]  # in order around the square

    @property
    def bit(self) -> int:
        """Its bit in the cube's configuration."""
        return 4 * self.face + self.quadrant


def _inside_some_cube(doubled: Point) -> bool:
    for ox, oy, oz in CUBE_ORIGIN:
        if all(2 * o < d < 2 * o + 4 for o, d in zip((ox, oy, oz), doubled, strict=True)):
            return True
    return False


def _squares() -> list[Square]:
    squares = []
    for cube, (ox, oy, oz) in enumerate(CUBE_ORIGIN):
        centre = (ox + 1, oy + 1, oz + 1)
        for face in range(6):
            n, r, u = NORMAL[face], RIGHT[face], UP[face]
            fc = tuple(centre[i] + n[i] for i in range(3))
            for quadrant, (a, b) in enumerate(QUADRANT):
                # doubled centre of the unit cell just outside this square
                probe = tuple(2 * fc[i] + a * r[i] + b * u[i] + n[i] for i in range(3))
                if probe[2] < 0 or _inside_some_cube(probe):  # type: ignore[arg-type]
                    continue
                corners = tuple(
                    tuple(fc[i] + s * a * r[i] + t * b * u[i] for i in range(3))
                    for s, t in ((0, 0), (1, 0), (1, 1), (0, 1))
                )
                squares.append(Square(cube, face, quadrant, corners))  # type: ignore[arg-type]
    return squares


SQUARES: tuple[Square, ...] = tuple(_squares())
NUM_SQUARES = len(SQUARES)

POINTS: tuple[Point, ...] = tuple(
    sorted({p for sq in SQUARES for p in sq.corners}, key=lambda p: (p[2], p[1], p[0]))
)
POINT_INDEX: dict[Point, int] = {p: i for i, p in enumerate(POINTS)}
GOAL_NODE = POINT_INDEX[GOAL]
GOAL_BIT = 1 << GOAL_NODE


def _edges() -> tuple[list[tuple[int, int, int, int]], list[tuple[int, int, int]]]:
    touching: dict[tuple[int, int], list[int]] = {}
    for s, sq in enumerate(SQUARES):
        for k in range(4):
            a, b = POINT_INDEX[sq.corners[k]], POINT_INDEX[sq.corners[(k + 1) % 4]]
            touching.setdefault((min(a, b), max(a, b)), []).append(s)
    inner, table = [], []
    for (a, b), squares in sorted(touching.items()):
        if len(squares) == 2:
            inner.append((a, b, squares[0], squares[1]))
        elif len(squares) == 1 and POINTS[a][2] == 0 and POINTS[b][2] == 0:
            table.append((a, b, squares[0]))
        else:  # the pyramid's surface is a 2-manifold with the table as its only rim
            raise AssertionError(f"edge {POINTS[a]}-{POINTS[b]} touches {len(squares)} squares")
    return inner, table


#: (node a, node b, square 1, square 2) for every surface edge off the table
EDGES, TABLE_EDGES = _edges()

#: per cube: (square index, configuration bit) of its visible squares
CUBE_SQUARES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((s, sq.bit) for s, sq in enumerate(SQUARES) if sq.cube == c) for c in range(NUM_CUBES)
)
#: per cube: mask of the grid points that are corners of its visible squares
CUBE_NODES: tuple[int, ...] = tuple(
    sum({1 << POINT_INDEX[p] for s, _ in CUBE_SQUARES[c] for p in SQUARES[s].corners})
    for c in range(NUM_CUBES)
)
#: per cube: indices into EDGES of the edges that touch one of its squares
CUBE_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(e for e, (_, _, s1, s2) in enumerate(EDGES) if c in (SQUARES[s1].cube, SQUARES[s2].cube))
    for c in range(NUM_CUBES)
)


@dataclass(frozen=True)
class Place:
    """A pawn place: the bottom midpoint of an outer side face of a bottom-layer cube."""

    cube: int
    face: int
    point: Point

    @property
    def name(self) -> str:
        return f"{self.cube}{FACES[self.face]}"

    @property
    def node(self) -> int:
        return POINT_INDEX[self.point]

    @property
    def bottom_bits(self) -> tuple[int, int]:
        """Configuration bits of the face's two bottom quadrants (bottom-left, bottom-right)."""
        return 4 * self.face + 2, 4 * self.face + 3


def _places() -> list[Place]:
    places = []
    for cube in LAYERS[1]:
        ox, oy, _ = CUBE_ORIGIN[cube]
        for face in range(1, 5):  # N E S W
            n = NORMAL[face]
            mid = (ox + 1 + n[0], oy + 1 + n[1], 0)
            if mid[0] in (0, 6) or mid[1] in (0, 6):  # on the rim of the 6x6 base: outer
                places.append(Place(cube, face, mid))
    return places


PLACES: tuple[Place, ...] = tuple(_places())
PLACE_INDEX: dict[str, int] = {p.name: i for i, p in enumerate(PLACES)}


# --- ports: what the fast reach search works on -------------------------------------------

#: per grid point: the cubes whose visible squares have it as a corner
POINT_CUBES: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({sq.cube for sq in SQUARES if p in sq.corners})) for p in POINTS
)
#: the grid points where a path can pass from one cube to another (shared by two or three
#: cubes), start (pawn points) or end (the goal). A path between two of them inside one cube
#: depends on that cube alone, so the fast search needs no other points (by port index)
PORTS: tuple[int, ...] = tuple(
    i for i, p in enumerate(POINTS)
    if len(POINT_CUBES[i]) > 1 or i == GOAL_NODE or any(pl.point == p for pl in PLACES)
)
NUM_PORTS = len(PORTS)
PORT_OF: dict[int, int] = {node: k for k, node in enumerate(PORTS)}
PORTS_MASK = (1 << NUM_PORTS) - 1
GOAL_PORT_BIT = 1 << PORT_OF[GOAL_NODE]
#: per port: the cubes it is a corner of
PORT_CUBES: tuple[tuple[int, ...], ...] = tuple(POINT_CUBES[node] for node in PORTS)
#: per cube: its port indices
CUBE_PORTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k, node in enumerate(PORTS) if CUBE_NODES[c] >> node & 1) for c in range(NUM_CUBES)
)
#: edges whose two squares belong to one cube, per cube
INTERNAL_EDGES: tuple[tuple[tuple[int, int, int, int], ...], ...] = tuple(
    tuple(e for e in EDGES if SQUARES[e[2]].cube == SQUARES[e[3]].cube == c)
    for c in range(NUM_CUBES)
)
#: per port: (neighbour port bit, square 1, square 2) of its edges between two cubes' squares
#: (both ends of such an edge are corners of both cubes, so always ports)
PORT_SEAMS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(
        (1 << PORT_OF[b if a == node else a], s1, s2)
        for a, b, s1, s2 in EDGES
        if node in (a, b) and SQUARES[s1].cube != SQUARES[s2].cube
    )
    for node in PORTS
)
