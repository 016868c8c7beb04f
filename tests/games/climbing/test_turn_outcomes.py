"""``turn_outcomes``: the path the seat choosing a turn would have after each of its six turns,
shown by the board before a turn is confirmed. It must equal the path after really turning a
clone, be given to that seat only and only while it chooses, and hide nothing's worth."""

from __future__ import annotations

import random

import gametable
from gametable.games.climbing.cubes import TURNS


def turn_positions(seed: int, players: int = 3, limit: int = 300):
    """Every position of a seeded random game where someone chooses a turn (cloned)."""
    state = gametable.new_game("climbing", seed=seed, players=players, placement="random")
    rng = random.Random(seed)
    out = []
    for _ in range(limit):
        if state.over:
            break
        if state.view(None)["phase"] == "turn":
            out.append(state.clone())
        seat = rng.choice(state.to_act)
        state.play(seat, rng.choice(state.legal_moves(seat)))
    return out


def test_each_outcome_is_the_path_after_turning_a_clone():
    found = 0
    for seed in range(4):
        for state in turn_positions(seed):
            for seat in state.to_act:
                view = state.view(seat)
                outcomes = view["turn_outcomes"]
                assert sorted(outcomes) == sorted(TURNS)
                cube = view["pointed"][seat]
                for turn, outcome in outcomes.items():
                    after = state.clone()
                    after.turn_cube(cube, TURNS.index(turn))
                    path = after.view(None)["paths"][seat]
                    mine = {k: outcome[k] for k in ("cubes", "top", "points", "segments")}
                    assert mine == {k: path[k] for k in ("cubes", "top", "points", "segments")}
                    cubes, top = after.paths(seat)
                    assert outcome["cubes"] == sorted(cubes) and outcome["top"] == top
                    # and every other placed pawn's path after the turn: cut off or let through
                    others = {o["seat"]: (o["cubes"], o["top"]) for o in outcome["others"]}
                    placed = [p["seat"] for p in view["pawns"] if p["place"] and p["seat"] != seat]
                    assert sorted(others) == placed
                    for other, (their_cubes, their_top) in others.items():
                        reach, reaches_top = after.paths(other)
                        assert their_cubes == sorted(reach) and their_top == reaches_top
                    found += 1
    assert found > 50


def test_only_the_seat_choosing_a_turn_gets_them():
    for state in turn_positions(1)[:20]:
        assert state.view(None)["turn_outcomes"] is None
        for seat in range(state.num_seats):
            got = state.view(seat)["turn_outcomes"]
            assert (got is not None) == (seat in state.to_act), seat
    state = gametable.new_game("climbing", seed=2, players=2, placement="random")
    assert state.view(0)["turn_outcomes"] is None  # pointing: nothing to turn yet


def test_a_seat_that_has_chosen_gets_none():
    for state in turn_positions(3, players=2):
        if len(state.to_act) == 2:
            seat = state.to_act[0]
            state.play(seat, "z+")
            assert state.view(seat)["turn_outcomes"] is None
            assert state.view(state.to_act[0])["turn_outcomes"] is not None
            return
    raise AssertionError("no turn phase with two seats turning at once")
