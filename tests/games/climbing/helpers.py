"""Shared helpers for the climbing tests: fixtures, positions, a slow reference search."""

from __future__ import annotations

import json
from pathlib import Path

import gametable

FIXTURES = Path(__file__).parent / "fixtures"


def load_fixture(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text())


def example_setup() -> dict:
    """The rules' example (players D and E) carried over to the full pyramid.

    D (seat 0) stands at 0S, E (seat 1) at 1S. E's own cube 1 shows a vertical halves face
    (BWBW); the boundary runs up its middle, over the cube's top edge and the strip of its top
    face, up the seam between cubes 9 and 10 and over their top strip to the foot of cube 13,
    whose south face is a horizontal halves face (BBWW). D's path runs from its pawn to the
    seam between cubes 0 and 1 (E's own cube) and back to the table.

    Every cube but 1 and 13 is the default cube in some orientation (cube 0 shows the source's
    D face, BBBW, with its black face up). Cubes 1 and 13 cannot be: on the default cube the
    face above a south face ``BWBW`` is ``BWBB``, whose two near quadrants agree, so no path
    runs up the halves face and over the top strip as the source draws E's cube (and cube 13
    after E's turn); they are cubes of another design, which the rules allow
    (``test_geometry.test_the_source_example_needs_cubes_of_another_design``).
    """
    return load_fixture("rules_example.json")


def slow_paths(view: dict, seat: int) -> tuple[frozenset[int], bool]:
    """Reference search written from the view alone: squares → edges → flood fill.

    Independent of the engine's tables: it rebuilds the surface from the squares' corners.
    """
    edges: dict[frozenset, list[tuple[int, bool]]] = {}
    corner_cubes: dict[tuple, set[int]] = {}
    for cube in view["cubes"]:
        for sq in cube["squares"]:
            corners = [tuple(p) for p in sq["corners"]]
            for k in range(4):
                key = frozenset((corners[k], corners[(k + 1) % 4]))
                edges.setdefault(key, []).append((cube["id"], sq["black"]))
            for p in corners:
                corner_cubes.setdefault(p, set()).add(cube["id"])
    adjacency: dict[tuple, list[tuple]] = {}
    for key, squares in edges.items():
        if len(squares) == 2 and squares[0][1] != squares[1][1]:
            a, b = tuple(key)
            adjacency.setdefault(a, []).append(b)
            adjacency.setdefault(b, []).append(a)
    start = tuple(view["pawns"][seat]["point"])
    seen = {start}
    stack = [start]
    while stack:
        for nxt in adjacency.get(stack.pop(), []):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    cubes = frozenset(c for p in seen for c in corner_cubes.get(p, ()))
    return cubes, tuple(view["goal"]) in seen


def new(setup: dict | None = None, **options) -> gametable.GameState:
    if setup is None:
        return gametable.new_game("climbing", seed=options.pop("seed", 1), **options)
    return gametable.new_game("climbing", setup=setup, **options)


def all_cube_configurations() -> list[int]:
    """Every valid cube in every orientation: the six types on their opposite pairs, each face
    in any in-plane turn (6144 of them)."""
    import itertools

    from gametable.games.climbing import cubes as C

    patterns = {t: [p for p in range(16) if C.face_type(p) == t] for t in C.FACE_TYPES}
    pairs = (("black", "white"), ("3B1W", "1B3W"), ("halves", "checker"))
    axes = ((0, 5), (1, 3), (2, 4))
    found = set()
    for order in itertools.permutations(pairs):
        for flips in range(8):
            types = [""] * 6
            for k, ((f1, f2), pair) in enumerate(zip(axes, order, strict=True)):
                types[f1], types[f2] = pair[::-1] if flips >> k & 1 else pair
            for combo in itertools.product(*(patterns[t] for t in types)):
                found.add(C.pack(combo))
    return sorted(found)
