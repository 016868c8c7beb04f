"""Geometry: the cube model and the pyramid's surface."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P

from .helpers import load_fixture


def test_132_visible_squares_and_cube_4_hidden():
    assert len(P.SQUARES) == 132
    per_cube = Counter(sq.cube for sq in P.SQUARES)
    assert 4 not in per_cube
    assert sorted(per_cube) == [c for c in range(14) if c != 4]
    assert per_cube[13] == 20  # its top face and four sides


def test_every_surface_edge_is_shared_by_two_squares_except_on_the_table():
    touching: Counter = Counter()
    for sq in P.SQUARES:
        for k in range(4):
            touching[frozenset((sq.corners[k], sq.corners[(k + 1) % 4]))] += 1
    for edge, count in touching.items():
        on_table = all(p[2] == 0 for p in edge)
        assert count == (1 if on_table else 2), edge
    assert sum(1 for e, n in touching.items() if n == 1) == 24  # the rim of the 6x6 base
    # Euler characteristic of a disc: V - E + F = 1
    assert len(P.POINTS) - len(touching) + len(P.SQUARES) == 1


def test_squares_are_unit_squares_on_their_faces():
    for sq in P.SQUARES:
        for k in range(4):
            a, b = sq.corners[k], sq.corners[(k + 1) % 4]
            assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) == 1


def test_places_and_goal():
    assert [p.name for p in P.PLACES] == [
        "0S", "0W", "1S", "2E", "2S", "3W", "5E", "6N", "6W", "7N", "8N", "8E"
    ]
    assert P.PLACES[0].point == (1, 0, 0)
    assert P.GOAL in P.POINTS
    assert P.CUBE_LAYER.count(1) == 9 and P.LAYERS[3] == (13,)


@pytest.mark.parametrize("turn", C.TURNS)
def test_four_quarter_turns_are_the_identity(turn):
    t = C.TURN_INDEX[turn]
    for bits in C.orientations(C.DEFAULT_CUBE):
        out = bits
        for _ in range(4):
            out = C.turn_bits(out, t)
        assert out == bits


def test_opposite_turns_undo_each_other():
    for bits in C.orientations(C.DEFAULT_CUBE):
        for axis in "xyz":
            plus, minus = C.TURN_INDEX[axis + "+"], C.TURN_INDEX[axis + "-"]
            assert C.turn_bits(C.turn_bits(bits, plus), minus) == bits


def test_the_six_turns_generate_exactly_24_orientations():
    assert len(C.orientations(C.DEFAULT_CUBE)) == 24
    rng = random.Random(3)
    for _ in range(5):
        assert len(C.orientations(C.random_design(rng))) == 24


def test_turn_direction_follows_the_right_hand_rule():
    # z+ is counter-clockwise seen from above: the east face goes north
    bits = C.DEFAULT_CUBE  # E = BBBB
    turned = C.turn_bits(bits, C.TURN_INDEX["z+"])
    assert C.faces_of(turned)[C.FACE_INDEX["N"]] == 0b1111
    # x+ takes north up: the top becomes N's old pattern's owner
    turned = C.turn_bits(bits, C.TURN_INDEX["x+"])
    assert C.face_type(C.faces_of(turned)[C.FACE_INDEX["U"]]) == C.face_type(
        C.faces_of(bits)[C.FACE_INDEX["N"]]
    )


def test_opposite_faces_stay_opposite():
    for bits in C.orientations(C.DEFAULT_CUBE):
        C.check_cube(bits)  # raises if a pair is broken
        faces = C.faces_of(bits)
        for f in range(6):
            assert C.OPPOSITE_TYPE[C.face_type(faces[f])] == C.face_type(faces[C.OPPOSITE_FACE[f]])


#: the rules' unfolded net of the default cube as the source draws it: "B" black, " " white,
#: each quadrant three characters wide and two rows high
NET = """
             +------+
             |BBB   |
             |BBB   |
             |   BBB|
             |   BBB|
      +------+------+------+------+
      |      |BBB   |BBBBBB|BBB   |
      |      |BBB   |BBBBBB|BBB   |
      |      |      |BBBBBB|BBBBBB|
      |      |      |BBBBBB|BBBBBB|
      +------+------+------+------+
             |   BBB|
             |   BBB|
             |   BBB|
             |   BBB|
             +------+
"""


def read_net_face(row: int, column: int) -> str:
    """The pattern of the net's face in block ``row`` (0-2) and ``column`` (0-3), read top-left,
    top-right, bottom-left, bottom-right from the drawing."""
    lines = NET.strip("\n").split("\n")
    top, left = 1 + 5 * row, 7 + 7 * column
    cells = [lines[top + 2 * qy][left + 3 * qx: left + 3 * qx + 3]
             for qy in (0, 1) for qx in (0, 1)]
    assert all(cell in ("BBB", "   ") for cell in cells), cells
    return "".join("B" if cell == "BBB" else "W" for cell in cells)


def test_the_default_cube_is_the_net_folded_with_its_1b3w_face_south():
    # the middle row runs W S E N round the cube (the viewer faces S, E is to the right); the
    # face above S is U (north at the top), the one below is D (seen from below, south at the
    # top): exactly the rules' notation, so every face reads straight off the drawing
    faces = C.faces_of(C.DEFAULT_CUBE)
    net = {"U": (0, 1), "W": (1, 0), "S": (1, 1), "E": (1, 2), "N": (1, 3), "D": (2, 1)}
    for face, (row, column) in net.items():
        assert C.format_pattern(faces[C.FACE_INDEX[face]]) == read_net_face(row, column), face
    assert C.format_pattern(faces[C.FACE_INDEX["N"]]) == "BWBB"  # top-right white


def test_the_source_example_needs_cubes_of_another_design():
    # E's own cube in the source: a south face BWBW under a top face whose near quadrants
    # differ (the path runs up the face and over the top strip). The default cube shows BWBW
    # on the south in one orientation only, and its top face there has two black near quadrants
    south_halves = [b for b in C.orientations(C.DEFAULT_CUBE)
                    if C.format_pattern(C.faces_of(b)[C.FACE_INDEX["S"]]) == "BWBW"]
    assert [C.format_pattern(C.faces_of(b)[C.FACE_INDEX["U"]]) for b in south_halves] == ["BWBB"]
    example = load_fixture("rules_example.json")["cubes"]
    default = C.orientations(C.DEFAULT_CUBE)
    others = [c for c in range(14) if C.parse_cube(example[c]) not in default]
    assert others == [1, 13]


def test_the_default_cube_of_the_rules():
    assert C.format_cube(C.DEFAULT_CUBE) == "U=BWWB N=BWBB E=BBBB S=BWWW W=WWWW D=WBWB"
    types = [C.face_type(p) for p in C.faces_of(C.DEFAULT_CUBE)]
    assert types == ["checker", "3B1W", "black", "1B3W", "white", "halves"]
    assert len(C.black_up(C.DEFAULT_CUBE)) == 4


def test_face_types():
    assert C.face_type(C.parse_pattern("BBWW")) == "halves"
    assert C.face_type(C.parse_pattern("BWBW")) == "halves"
    assert C.face_type(C.parse_pattern("BWWB")) == "checker"
    assert C.face_type(C.parse_pattern("WBBB")) == "3B1W"
    assert C.face_type(C.parse_pattern("WWBW")) == "1B3W"


def test_bad_cubes_are_refused():
    with pytest.raises(ValueError, match="one face of each type"):
        C.parse_cube("U=BBBB N=BBBB E=BBBB S=BBBB W=BBBB D=BBBB")
    with pytest.raises(ValueError, match="opposite"):
        C.parse_cube("U=BBBB N=WWWW E=BWWW S=WBBB W=BBWW D=BWWB")
    with pytest.raises(ValueError):
        C.parse_cube("U=BBBB N=WBBB")


def test_varied_cube_sets_are_seeded_and_valid():
    a = [C.random_design(random.Random(7)) for _ in range(3)]
    b = [C.random_design(random.Random(7)) for _ in range(3)]
    assert a == b
    rng = random.Random(1)
    designs = {C.random_design(rng) for _ in range(50)}
    assert len(designs) > 10  # really varied
    for bits in designs:
        C.check_cube(bits)
