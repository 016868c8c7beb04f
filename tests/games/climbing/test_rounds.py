"""Rounds: placement, pointing, clashes, bans, the own cube, layers, the win check, the draw."""

from __future__ import annotations

import json

import pytest

import gametable
from gametable import BadOptions, IllegalMove
from gametable.games.climbing.terminal import clash_sentence

from .helpers import example_setup, new


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def test_a_clash_skips_both_players_and_bans_the_cube():
    state = new(example_setup())
    before = state.to_json()["cubes"]
    state.play(0, "1")
    state.play(1, "1")  # both at cube 1: a clash
    assert state.view(None)["last_round"] == {
        "round": 1, "pointed": [1, 1], "skipped": [0, 1], "turns": []}
    assert state.to_json()["cubes"] == before  # nobody turned anything
    assert state.to_act == (0, 1) and state.view(None)["round"] == 2
    assert state.view(None)["banned"] == [1]
    for viewer in (None, 0, 1):
        assert state.view(viewer)["last_clash"] == {"phase": "round", "seats": [0, 1],
                                                    "places": ["1"], "round": 1}
    assert clash_sentence(state.view(0)) == (
        "Clash: player 0 and player 1 pointed at cube 1 together and did nothing else last round.")
    # the clash stays the latest one, but is no news once a round without one is played
    state.play(0, "0")
    state.play(1, "1")
    assert clash_sentence(state.view(None)) is None
    assert state.view(None)["last_clash"]["places"] == ["1"]
    assert state.view(None)["last_clash"]["round"] == 1  # round 1's, not round 2's


def test_clashes_on_two_cubes_in_one_round_are_one_record():
    setup = example_setup()
    setup["pawns"] = ["0S", "1S", "2E", "8E"]
    state = new(setup, players=4)
    for seat, cube in ((0, "1"), (1, "13"), (2, "1"), (3, "13")):
        state.play(seat, cube)
    assert state.view(None)["last_clash"] == {
        "phase": "round", "seats": [0, 1, 2, 3], "places": ["1", "13"], "round": 1}
    assert clash_sentence(state.view(None)) == (
        "Clash: player 0, player 1, player 2 and player 3 pointed at cube 1 and cube 13 "
        "together and did nothing else last round.")


def test_bans_and_the_own_cube_while_banned():
    state = new(example_setup())
    state.play(0, "1")
    state.play(1, "1")
    # cube 1 is banned; it is E's (seat 1) own cube, so E may still point at it; D may not
    assert "1" in state.legal_moves(1)
    assert "1" not in state.legal_moves(0)
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="banned"):
        state.play(0, "1")
    assert snapshot(state) == before
    with pytest.raises(IllegalMove, match="no path"):
        state.play(0, "12")
    state.play(1, "1")
    state.play(0, "0")
    assert set(state.to_act) == {0, 1}  # both turn in the bottom layer, at the same time
    state.play(0, "z+")
    state.play(1, "x+")
    last = state.view(None)["last_round"]
    assert last["turns"] == [[0, 0, "z+"], [1, 1, "x+"]] and last["pointed"] == [0, 1]
    assert state.view(None)["banned"] == [0, 1]  # bans last one round only
    # a banned own cube is still allowed, everyone else's ban holds
    assert "0" in state.legal_moves(0) and "0" not in state.legal_moves(1)


def test_layers_turn_from_the_top_and_choices_stay_secret():
    setup = example_setup()
    setup["pawns"] = ["0S", "1S", "8E"]
    state = new(setup, players=3)
    state.play(1, "13")
    # nobody but seat 1 sees the pending choice
    for seat in (None, 0, 2):
        view = state.view(seat)
        assert view["my_choice"] is None and view["pointed"] is None
        assert "13" not in json.dumps(view["last_round"])
        assert view["submitted"] == [1]
    assert state.view(1)["my_choice"] == "13"
    state.play(0, "0")
    state.play(2, "8")
    assert state.to_act == (1,) and state.view(0)["layer"] == 3
    assert state.view(0)["pointed"] == [0, 13, 8]
    state.play(1, "z+")
    if not state.over:
        assert set(state.to_act) == {0, 2} and state.view(0)["layer"] == 1
        assert state.view(0)["turns"] == [[1, 13, "z+"]]  # the top turn is seen below


def test_two_players_reaching_the_top_at_once_do_not_end_the_game():
    # D stands inside E's reach: they are joined, so both reach the top at once
    setup = example_setup()
    setup["pawns"] = ["2E", "1S"]
    state = new(setup)
    assert state.paths(0) == state.paths(1)
    state.play(0, "2")
    state.play(1, "13")
    state.play(1, "y-")
    assert state.paths(0)[1] and state.paths(1)[1]
    assert not state.over and state.to_act == (0,)  # play goes on: D turns its cube


def test_a_draw_at_max_rounds():
    state = new(seed=3, max_rounds=3, placement="random")
    for _ in range(3):
        assert not state.over
        for seat in state.to_act:  # every player turns their own cube
            state.play(seat, str(state.view(seat)["pawns"][seat]["cube"]))
        while state.to_act and state.phase == 2:
            for seat in state.to_act:
                state.play(seat, "z+")
    assert state.over and state.scores == [0.5, 0.5]
    assert state.view(None)["winner"] is None and state.view(None)["round"] == 3


def test_placement_with_a_clash_voids_the_place():
    state = new(seed=11)
    assert state.view(None)["phase"] == "place" and state.to_act == (0, 1)
    free = state.legal_moves(0)
    for name in free:
        cube = int(name[:-1])
        face = state.view(None)["cubes"][cube]["faces"][name[-1]]
        assert face[2] == face[3]  # both bottom quadrants one colour
    state.play(0, free[0])
    assert state.view(1)["my_choice"] is None
    state.play(1, free[0])
    assert state.to_act == (0, 1)
    assert free[0] not in state.legal_moves(0)
    assert state.view(None)["places"][0]["void"] or free[0] in state.to_json()["void"]
    with pytest.raises(IllegalMove, match="void"):
        state.play(0, free[0])
    first, second = _apart(free)
    state.play(0, first)
    state.play(1, second)
    assert state.view(None)["phase"] == "point"
    assert [p["place"] for p in state.view(None)["pawns"]] == [first, second]
    assert all(not state.paths(p)[1] for p in range(2))
    assert sorted(state.setup()) == ["cubes", "lot"]  # choices are moves; only the lot is chance


def _apart(free: list[str]) -> tuple[str, str]:
    """Two free places other than the first, on different cubes."""
    rest = free[1:]
    return next((a, b) for a in rest for b in rest if a[:-1] != b[:-1])


def test_ineligible_place_and_bad_moves_are_refused_with_reasons():
    state = new(seed=11)
    names = {p["place"] for p in state.view(None)["places"]}
    bad = sorted(names - set(state.legal_moves(0)))
    before = snapshot(state)
    if bad:
        with pytest.raises(IllegalMove, match="bottom quadrants"):
            state.play(0, bad[0])
    for move in ("13", "x+", "9Q", "", "banana"):
        with pytest.raises(IllegalMove):
            state.play(0, move)
    with pytest.raises(IllegalMove):
        state.play(5, "0S")
    assert snapshot(state) == before


def test_random_placement_draws_eligible_places():
    state = new(seed=4, placement="random", players=4)
    assert state.view(None)["phase"] == "point"
    pawns = state.setup()["pawns"]
    assert len(set(pawns)) == 4
    again = gametable.new_game("climbing", setup=state.setup(), **state.options)
    assert again.to_json() == state.to_json()


def test_options_are_checked():
    for options in ({"players": 1}, {"players": 7}, {"max_rounds": 0}, {"cubes": "odd"},
                    {"placement": "x"}, {"colour": 1}):
        with pytest.raises(BadOptions):
            new(seed=1, **options)
    with pytest.raises(BadOptions, match="14 cubes"):
        new({"cubes": []})
    with pytest.raises(BadOptions, match="cube 0"):
        new({"cubes": ["U=BBBB"] * 14})
    setup = example_setup()
    setup["pawns"] = ["0S", "0S"]
    with pytest.raises(BadOptions, match="share"):
        new(setup)
    setup["pawns"] = ["4N", "0S"]
    with pytest.raises(BadOptions, match="not a pawn place"):
        new(setup)


def test_six_players_and_varied_cubes_play_to_the_end():
    import random

    for seed in range(3):
        state = new(seed=seed, players=6, cubes="varied", max_rounds=40)
        rng = random.Random(seed)
        while not state.over:
            seat = rng.choice(state.to_act)
            state.play(seat, rng.choice(state.legal_moves(seat)))
        assert sorted(state.scores) in ([0.5] * 6, [0.0] * 5 + [1.0])
