"""Paths: boundaries inside a face, along cube edges, across seams and folds, crossings;
the rules' example on the full pyramid; the engine against a slow reference search."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing.views import node_reach

from .helpers import all_cube_configurations, example_setup, new, slow_paths
from .reference_views import reach_segments


def segments_of(state, seat):
    reach = node_reach(state, P.PLACES[state.place[seat]].node)
    return {frozenset((P.POINTS[a], P.POINTS[b])) for a, b in reach_segments(reach, state)}


def seg(a, b):
    return frozenset((a, b))


def test_the_example_path_of_E():
    state = new(example_setup())
    E = 1
    segs = segments_of(state, E)
    # inside a face: up the middle of cube 1's south face (vertical halves BWBW)
    assert state.view(None)["cubes"][1]["faces"]["S"] == "BWBW"
    assert seg((3, 0, 0), (3, 0, 1)) in segs and seg((3, 0, 1), (3, 0, 2)) in segs
    # over the strip of cube 1's top face to the fold at the foot of cubes 9 and 10
    assert seg((3, 0, 2), (3, 1, 2)) in segs
    # up the seam between cubes 9 and 10 and over their top strip
    assert seg((3, 1, 2), (3, 1, 3)) in segs and seg((3, 1, 3), (3, 1, 4)) in segs
    assert seg((3, 1, 4), (3, 2, 4)) in segs
    cubes, top = state.paths(E)
    assert 13 in cubes and not top
    assert state.paths(0) == (frozenset({0, 1}), False)
    assert "13" in state.legal_moves(E)


def test_the_example_round_E_wins_before_D_turns():
    state = new(example_setup())
    D, E = 0, 1
    before = state.to_json()["cubes"]
    state.play(D, "1")  # D points at E's own cube, lower down
    state.play(E, "13")
    assert state.to_act == (E,)  # the top layer turns first
    assert state.view(D)["layer"] == 3
    state.play(E, "y-")  # counter-clockwise about the axis pointing at the viewer (south)
    assert state.over and state.scores == [0.0, 1.0]
    assert state.paths(E)[1] and not state.paths(D)[1]
    after = state.to_json()["cubes"]
    assert after[1] == before[1]  # D never turned cube 1
    assert [i for i in range(14) if after[i] != before[i]] == [13]
    faces = state.view(None)["cubes"][13]["faces"]
    assert faces["S"] == "BWBW"  # now a vertical halves face
    segs = segments_of(state, E)
    assert seg((3, 2, 4), (3, 2, 5)) in segs  # up cube 13's south face
    assert seg((3, 2, 6), (3, 3, 6)) in segs  # over the top edge to the centre


ALL_CUBES = all_cube_configurations()


def _with_cube(setup: dict, cube: int, test) -> dict:
    """The setup with ``cube`` replaced by the first valid cube (the default design first)
    for which ``test(bits)`` holds."""
    for bits in (*C.orientations(C.DEFAULT_CUBE), *ALL_CUBES):
        if test(bits):
            out = json.loads(json.dumps(setup))
            out["cubes"][cube] = C.format_cube(bits)
            return out
    raise AssertionError("no such cube")


def q(bits, face, quadrant):
    return bits >> (4 * C.FACE_INDEX[face] + quadrant) & 1


def test_a_boundary_inside_a_face_carries_the_path():
    setup = example_setup()
    state = new(setup)
    assert seg((3, 0, 0), (3, 0, 1)) in segments_of(state, 1)
    # the same cube with a south face whose bottom quadrants agree: E's path is gone
    quiet = _with_cube(setup, 1, lambda b: q(b, "S", 2) == q(b, "S", 3))
    state = new(quiet)
    assert segments_of(state, 1) == set()
    assert state.paths(1) == (frozenset({1}), False)


def test_a_boundary_along_a_cube_edge():
    # cube 1: south face top-left black, top face bottom-left white: the edge between them
    setup = _with_cube(example_setup(), 1, lambda b: (
        C.format_pattern(C.faces_of(b)[3]) == "BWBW" and q(b, "U", 2) == 0 and q(b, "U", 3) == 1))
    state = new(setup)
    assert seg((2, 0, 2), (3, 0, 2)) in segments_of(state, 1)
    flipped = _with_cube(example_setup(), 1, lambda b: (
        C.format_pattern(C.faces_of(b)[3]) == "BWBW" and q(b, "U", 2) == 1))
    assert seg((2, 0, 2), (3, 0, 2)) not in segments_of(new(flipped), 1)


def test_a_boundary_across_a_seam_between_cubes():
    setup = example_setup()
    state = new(setup)
    view = state.view(None)
    # 9's bottom-right and 10's bottom-left south quadrants differ: the seam is a boundary
    assert view["cubes"][9]["faces"]["S"][3] != view["cubes"][10]["faces"]["S"][2]
    assert seg((3, 1, 2), (3, 1, 3)) in segments_of(state, 1)
    same = _with_cube(setup, 10, lambda b: q(b, "S", 2) == (C.parse_pattern(
        view["cubes"][9]["faces"]["S"]) >> 3 & 1))
    assert seg((3, 1, 2), (3, 1, 3)) not in segments_of(new(same), 1)


def test_a_boundary_through_a_fold_into_an_upper_cube():
    # the fold where cube 9 stands on cube 0: its south-face foot against 0's top strip.
    # D at 0S with a path up cube 0's south face (vertical halves) reaches the fold and,
    # with cube 9's lower-left south quadrant differing from 0's top strip, runs along it.
    setup = example_setup()
    setup["pawns"] = ["0S", "8E"]
    setup = _with_cube(setup, 0, lambda b: C.format_pattern(C.faces_of(b)[3]) in ("BWBW", "WBWB")
                       and q(b, "U", 2) != q(b, "U", 3))
    bits0 = C.parse_cube(setup["cubes"][0])
    strip = q(bits0, "U", 3)  # 0's top quadrant x in [1,2], y in [0,1]
    setup = _with_cube(setup, 9, lambda b: q(b, "S", 2) != strip)
    state = new(setup)
    segs = segments_of(state, 0)
    assert seg((1, 0, 2), (1, 1, 2)) in segs  # over 0's top strip to the fold
    assert seg((1, 1, 2), (2, 1, 2)) in segs  # along the fold at the foot of cube 9
    assert 9 in state.paths(0)[0]


def test_a_crossing_joins_all_four_boundaries():
    # a checker face: two black and two white quadrants meeting diagonally at its centre
    setup = example_setup()
    setup = _with_cube(setup, 1, lambda b: C.face_type(C.faces_of(b)[3]) == "checker")
    state = new(setup)
    segs = segments_of(state, 1)  # E's pawn at (3,0,0) is the foot of the checker's middle line
    centre = (3, 0, 1)
    for other in ((3, 0, 0), (3, 0, 2), (2, 0, 1), (4, 0, 1)):
        assert seg(centre, other) in segs


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 4), st.integers(0, 150))
def test_paths_agree_with_a_slow_reference_search(seed, players, steps):
    state = new(seed=seed, players=players, placement="random")
    rng = random.Random(seed)
    for _ in range(steps):
        if state.over:
            break
        seat = rng.choice(state.to_act)
        state.play(seat, rng.choice(state.legal_moves(seat)))
    view = state.view(None)
    for seat in range(players):
        assert state.paths(seat) == slow_paths(view, seat)
        path = view["paths"][seat]
        assert (frozenset(path["cubes"]), path["top"]) == state.paths(seat)
