"""The fast view builder against the reference one, and the sharing contract of its geometry.

``reference_views.reference_view`` is the builder as first written (everything rebuilt per
call); ``state.view`` must give the same JSON, byte for byte, over positions of every option.
The geometry lists are shared between views (``views`` docstring): the tests below pin which
parts are shared and which are fresh, and run every consumer in the repository over views to
check that none changes them.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from rich.console import Console

import gametable
from gametable.bots import make
from gametable.core.errors import BadOptions
from gametable.games.climbing import views as climbing_views
from gametable.games.climbing.sampler import sample_state
from gametable.games.climbing.svg import pyramid_svg
from gametable.games.climbing.terminal import render
from gametable.rl.encoders import make_encoder

from .helpers import example_setup
from .reference_views import reference_view

OPTION_SETS = [
    {"players": 2},
    {"players": 3, "cubes": "varied"},
    {"players": 4, "placement": "random"},
    {"players": 6, "cubes": "varied", "placement": "random", "max_rounds": 15},
    {"players": 5, "max_rounds": 3},
]


def positions(seed: int, options: dict, limit: int = 400, every: int = 1) -> list:
    """Every ``every``-th decision point of one seeded random game (cloned), and its end."""
    state = gametable.new_game("climbing", seed=seed, **options)
    rng = random.Random(seed)
    out = []
    step = 0
    while not state.over and step < limit:
        if step % every == 0:
            out.append(state.clone())
        seat = rng.choice(state.to_act)
        state.play(seat, rng.choice(state.legal_moves(seat)))
        step += 1
    out.append(state)
    return out


def assert_same(state) -> None:
    for seat in [None, *range(state.num_seats)]:
        got, want = state.view(seat), reference_view(state, seat)
        assert json.dumps(got) == json.dumps(want), f"seat {seat}"
        assert got == want


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: json.dumps(o))
def test_view_equals_the_reference_over_whole_games(options):
    for seed in (1, 2):
        for state in positions(seed, options, every=5):
            assert_same(state)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 100_000), st.sampled_from(OPTION_SETS), st.integers(0, 300))
def test_view_equals_the_reference_at_random_positions(seed, options, steps):
    try:
        state = positions(seed, options, limit=steps, every=10**9)[-1]
    except BadOptions:  # the rules refuse a deal whose cube designs can't seat every player
        assume(False)
    assert_same(state)


def test_view_equals_the_reference_on_the_rules_example():
    state = gametable.new_game("climbing", setup=example_setup())
    assert_same(state)


def test_views_stay_right_when_the_caches_are_cleared_all_the_time(monkeypatch):
    monkeypatch.setattr(climbing_views, "CUBE_CACHE_LIMIT", 2)
    monkeypatch.setattr(climbing_views, "PATH_CACHE_LIMIT", 2)
    # from empty caches: a cache is cleared when it misses, so one that tests before this one
    # (in this process) filled and that never misses here would keep more than the limit
    for cache in climbing_views.CUBE_PIECES:
        cache.clear()
    climbing_views.PATH_PIECES.clear()
    for state in positions(7, {"players": 3, "cubes": "varied"}, every=5):
        assert_same(state)
    assert len(climbing_views.PATH_PIECES) <= 2
    assert all(len(cache) <= 2 for cache in climbing_views.CUBE_PIECES)


def test_a_turn_shows_in_the_next_view():
    state = gametable.new_game("climbing", seed=3, players=2, placement="random")
    before = state.view(0)
    state.turn_cube(13, 0)  # x+ on the top cube: its south face goes up
    after = state.view(0)
    assert after["cubes"][13]["faces"] != before["cubes"][13]["faces"]
    assert_same(state)


def test_the_per_state_parts_are_fresh_on_every_call():
    state = positions(5, {"players": 3}, limit=40)[-1]
    want = json.dumps(reference_view(state, 1))
    view = state.view(1)
    view["to_act"].append(9)
    view["options"]["players"] = 99
    view["cubes"][0]["faces"]["U"] = "????"
    view["cubes"][0]["origin"][0] = 99
    view["cubes"][1]["squares"] = []
    view["cubes"].pop()
    view["pawns"][0]["point"] = None
    view["paths"][0]["cubes"].append(99)
    view["paths"][1]["points"] = []
    view["places"][0]["free"] = "x"
    view["banned"].append(99)
    assert json.dumps(state.view(1)) == want


def test_geometry_lists_are_shared_read_only_parts():
    """Documents the contract: the same lists, not copies, in two views of one position."""
    state = positions(5, {"players": 3}, limit=40)[-1]
    a, b = state.view(0), state.view(None)
    assert a["cubes"][9]["squares"] is b["cubes"][9]["squares"]
    assert a["paths"][0]["points"] is b["paths"][0]["points"]
    assert a["paths"][0]["segments"] is b["paths"][0]["segments"]
    assert a["cubes"][9] is not b["cubes"][9] and a["paths"][0] is not b["paths"][0]


def test_no_consumer_in_the_repository_changes_a_view():
    """Bots, samplers, the RL encoder, the terminal and SVG pictures, the server's JSON: each
    reads views only, so sharing the geometry lists is safe."""
    heuristic = make("heuristic", "climbing", seed=1)
    search = make("search", "climbing", seed=1, level="easy")
    console = Console(width=100, file=open("/dev/null", "w"))  # noqa: SIM115
    states = positions(11, {"players": 3}, every=12)
    encoder = make_encoder("climbing", states[0].options, states[0].num_seats)
    for index, state in enumerate(states):
        for seat in [None, *range(state.num_seats)]:
            view = state.view(seat)
            before = json.dumps(view)
            console.print(render(view, seat))
            pyramid_svg(view)
            json.dumps({"view": view}, separators=(",", ":"))
            if seat is not None:
                encoder.encode(view, seat)
                sample_state(view)
                legal = state.legal_moves(seat)
                if legal:
                    heuristic.choose(view, legal)
                    if index % 4 == 0:
                        search.choose(view, legal)
            encoder.potential(state.view(None))
            assert json.dumps(view) == before
        assert_same(state)
