"""The cube model: face patterns, the six face types, quarter turns and the 24 orientations.

A cube's *configuration* is what the pyramid shows of it: the pattern on each of its six world
faces, packed into one 24-bit integer (bit ``4*f + q`` is quadrant ``q`` of world face ``f``,
1 for black). Faces are numbered in the notation order ``U N E S W D``; quadrants in the order
top-left, top-right, bottom-left, bottom-right as seen from outside (``docs/rules/climbing.md``).

Every configuration met is *interned* to a small integer id with its quarter-turn table, so a
turn during play is one list lookup (``TURN_TABLE[cfg][turn]``).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable

FACES = "UNESWD"
FACE_INDEX = {name: index for index, name in enumerate(FACES)}
#: the opposite of each face, by index
OPPOSITE_FACE = (5, 3, 4, 1, 2, 0)

Vec = tuple[int, int, int]

#: outward normal, right and up vectors of each face as a viewer outside it sees them
NORMAL: tuple[Vec, ...] = ((0, 0, 1), (0, 1, 0), (1, 0, 0), (0, -1, 0), (-1, 0, 0), (0, 0, -1))
RIGHT: tuple[Vec, ...] = ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (1, 0, 0), (0, -1, 0), (1, 0, 0))
UP: tuple[Vec, ...] = ((0, 1, 0), (0, 0, 1), (0, 0, 1), (0, 0, 1), (0, 0, 1), (0, -1, 0))
#: (a, b) of each quadrant: its centre is a/2 along RIGHT and b/2 along UP from the face centre
QUADRANT = ((-1, 1), (1, 1), (-1, -1), (1, -1))

#: turn moves in notation order (also their integer codes 0..5)
TURNS = ("x+", "x-", "y+", "y-", "z+", "z-")
TURN_INDEX = {name: index for index, name in enumerate(TURNS)}


def _rotation(turn: str) -> tuple[Vec, Vec, Vec]:
    """The matrix (rows) of a quarter turn; ``+`` is counter-clockwise seen from the + end."""
    axis, sign = turn[0], 1 if turn[1] == "+" else -1
    if axis == "x":
        return ((1, 0, 0), (0, 0, -sign), (0, sign, 0))
    if axis == "y":
        return ((0, 0, sign), (0, 1, 0), (-sign, 0, 0))
    return ((0, -sign, 0), (sign, 0, 0), (0, 0, 1))


def _apply(matrix: tuple[Vec, Vec, Vec], v: Vec) -> Vec:
    return tuple(sum(row[i] * v[i] for i in range(3)) for row in matrix)  # type: ignore[return-value]


def _dot(u: Vec, v: Vec) -> int:
    return u[0] * v[0] + u[1] * v[1] + u[2] * v[2]


def _bit_permutation(matrix: tuple[Vec, Vec, Vec]) -> tuple[int, ...]:
    """Where each of the 24 quadrant bits goes under a rotation of the cube."""
    target = []
    for f in range(6):
        for a, b in QUADRANT:
            # doubled position of the quadrant centre relative to the cube centre
            p = tuple(2 * NORMAL[f][i] + a * RIGHT[f][i] + b * UP[f][i] for i in range(3))
            rp = _apply(matrix, p)  # type: ignore[arg-type]
            nf = NORMAL.index(_apply(matrix, NORMAL[f]))
            q = QUADRANT.index((_dot(rp, RIGHT[nf]), _dot(rp, UP[nf])))
            target.append(4 * nf + q)
    return tuple(target)


#: bit permutation of each turn, in TURNS order
TURN_PERMUTATION: tuple[tuple[int, ...], ...] = tuple(_bit_permutation(_rotation(t)) for t in TURNS)


def turn_bits(bits: int, turn: int) -> int:
    """The configuration after one quarter turn (slow; play uses the interned table)."""
    perm = TURN_PERMUTATION[turn]
    out = 0
    for i in range(24):
        if bits >> i & 1:
            out |= 1 << perm[i]
    return out


# --- patterns and face types ---------------------------------------------------------------

def parse_pattern(text: str) -> int:
    """``"BWWB"`` → 4-bit pattern (bit q set for a black quadrant q)."""
    if len(text) != 4 or any(ch not in "BW" for ch in text):
        raise ValueError(f"a face pattern is four letters B or W, not {text!r}")
    return sum(1 << q for q, ch in enumerate(text) if ch == "B")


def format_pattern(pattern: int) -> str:
    return "".join("B" if pattern >> q & 1 else "W" for q in range(4))


def rotate_pattern(pattern: int) -> int:
    """The pattern turned a quarter counter-clockwise in its own plane."""
    tl, tr, bl, br = (pattern >> q & 1 for q in range(4))
    return tr | br << 1 | tl << 2 | bl << 3


#: face types and their opposites (rules: all black ↔ all white, 3B1W ↔ 1B3W, halves ↔ checker)
FACE_TYPES = ("black", "3B1W", "1B3W", "white", "halves", "checker")
OPPOSITE_TYPE = {"black": "white", "white": "black", "3B1W": "1B3W", "1B3W": "3B1W",
                 "halves": "checker", "checker": "halves"}


def face_type(pattern: int) -> str:
    """Which of the six face types a 4-bit pattern is."""
    blacks = bin(pattern).count("1")
    if blacks in (0, 4):
        return "white" if blacks == 0 else "black"
    if blacks == 3:
        return "3B1W"
    if blacks == 1:
        return "1B3W"
    # two black: diagonal (TL+BR or TR+BL) is a checker, side by side is halves
    return "checker" if pattern in (0b1001, 0b0110) else "halves"


def faces_of(bits: int) -> tuple[int, ...]:
    """The six 4-bit patterns of a configuration, in ``U N E S W D`` order."""
    return tuple(bits >> (4 * f) & 15 for f in range(6))


def pack(faces: Iterable[int]) -> int:
    return sum(p << (4 * f) for f, p in enumerate(faces))


def check_cube(bits: int) -> None:
    """Raise ``ValueError`` unless the six faces are the six types on the right opposite pairs."""
    types = [face_type(p) for p in faces_of(bits)]
    if sorted(types) != sorted(FACE_TYPES):
        raise ValueError(
            "a cube has exactly one face of each type (all black, 3B1W, 1B3W, all white, "
            f"halves, checker); this one has {', '.join(types)}"
        )
    for f in range(3):
        if OPPOSITE_TYPE[types[f]] != types[OPPOSITE_FACE[f]]:
            raise ValueError(
                f"{FACES[f]} ({types[f]}) and {FACES[OPPOSITE_FACE[f]]} "
                f"({types[OPPOSITE_FACE[f]]}) are opposite faces but not an opposite pair"
            )


@functools.lru_cache(maxsize=4096)  # a box holds few cubes; every new game formats them all
def format_cube(bits: int) -> str:
    """``U=.... N=.... E=.... S=.... W=.... D=....``"""
    return " ".join(f"{FACES[f]}={format_pattern(p)}" for f, p in enumerate(faces_of(bits)))


def parse_cube(text: str) -> int:
    """Inverse of :func:`format_cube`; faces may come in any order; the cube is checked."""
    if not isinstance(text, str):
        raise ValueError(f"a cube is written 'U=.... N=.... ... D=....', not {text!r}")
    faces: dict[int, int] = {}
    for part in text.split():
        name, eq, pattern = part.partition("=")
        if not eq or name not in FACE_INDEX or FACE_INDEX[name] in faces:
            raise ValueError(f"bad or repeated face {part!r} in cube {text!r}")
        faces[FACE_INDEX[name]] = parse_pattern(pattern)
    if len(faces) != 6:
        raise ValueError(f"a cube lists all six faces U N E S W D: {text!r}")
    bits = pack(faces[f] for f in range(6))
    check_cube(bits)
    return bits


#: the rules' default cube: the source's unfolded net folded with its 1B3W face towards the
#: viewer (south); the north face (3 black + 1 white) reads top-left black, top-right white
DEFAULT_CUBE = parse_cube("U=BWWB N=BWBB E=BBBB S=BWWW W=WWWW D=WBWB")


@functools.lru_cache(maxsize=4096)
def orientations(bits: int) -> tuple[int, ...]:
    """All configurations one cube can show: the orbit of the six turns (24 of them)."""
    seen = {bits}
    frontier = [bits]
    while frontier:
        nxt = []
        for b in frontier:
            for t in range(6):
                c = turn_bits(b, t)
                if c not in seen:
                    seen.add(c)
                    nxt.append(c)
        frontier = nxt
    return tuple(sorted(seen))


# --- interning ------------------------------------------------------------------------------

#: configuration id → 24-bit configuration
CFG_BITS: list[int] = []
#: configuration id → the six ids after each turn
TURN_TABLE: list[list[int]] = []
_CFG_ID: dict[int, int] = {}


def intern(bits: int) -> int:
    """The id of a configuration; interns its whole orbit with the turn table on first sight."""
    found = _CFG_ID.get(bits)
    if found is not None:
        return found
    orbit = orientations(bits)
    for b in orbit:
        _CFG_ID[b] = len(CFG_BITS)
        CFG_BITS.append(b)
        TURN_TABLE.append([])
    for b in orbit:
        TURN_TABLE[_CFG_ID[b]].extend(_CFG_ID[turn_bits(b, t)] for t in range(6))
    return _CFG_ID[bits]


# --- cube sets ------------------------------------------------------------------------------

_CANONICAL = {"black": 0b1111, "3B1W": 0b0111, "1B3W": 0b0001, "white": 0,
              "halves": 0b0011, "checker": 0b1001}
_PAIRS = (("black", "white"), ("3B1W", "1B3W"), ("halves", "checker"))
#: world axes as pairs of opposite faces: (U, D), (N, S), (E, W)
_AXES = ((0, 5), (1, 3), (2, 4))


def random_design(rng: random.Random) -> int:
    """A ``varied`` cube: the six types on their opposite pairs, axes and in-plane turns random."""
    pairs = list(_PAIRS)
    rng.shuffle(pairs)
    faces = [0] * 6
    for (f1, f2), pair in zip(_AXES, pairs, strict=True):
        first, second = pair if rng.random() < 0.5 else pair[::-1]
        for face, kind in ((f1, first), (f2, second)):
            pattern = _CANONICAL[kind]
            for _ in range(rng.randrange(4)):
                pattern = rotate_pattern(pattern)
            faces[face] = pattern
    bits = pack(faces)
    check_cube(bits)
    return bits


@functools.lru_cache(maxsize=4096)
def black_up(bits: int) -> tuple[int, ...]:
    """The four configurations of a cube with its all-black face up (setup step 1)."""
    return tuple(b for b in orientations(bits) if b & 15 == 15)
