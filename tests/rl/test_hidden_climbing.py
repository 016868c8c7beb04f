"""Climbing observations never encode another seat's pending choice.

Everything in the climbing game is public except the choices of a simultaneous phase until
it resolves. Two states that differ only in such a choice must give every other seat the
same view and the same observation; the chooser's own observation does show it.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import gametable
from gametable.rl.adapter import GameAdapter


@pytest.mark.parametrize("players", [2, 3])
def test_pending_choices_stay_hidden(players):
    adapter = GameAdapter("climbing", {"players": players})
    rng = random.Random(players)
    checked = 0
    for seed in range(3):
        state = gametable.new_game("climbing", seed=seed, players=players)
        while not state.over and checked < 60:
            chooser = state.to_act[0]
            others = [s for s in state.to_act if s != chooser]
            actions = state.legal_actions(chooser)
            if others and len(actions) > 1:
                x, y = rng.sample(actions, 2)
                a, b = state.clone(), state.clone()
                a.apply_action(chooser, x)
                b.apply_action(chooser, y)
                for seat in range(players):
                    if seat == chooser:
                        assert not np.array_equal(
                            adapter.observation(a, seat), adapter.observation(b, seat)
                        )
                    elif seat in a.to_act:  # still choosing: nothing resolved yet
                        assert a.view(seat) == b.view(seat)
                        assert np.array_equal(
                            adapter.observation(a, seat), adapter.observation(b, seat)
                        )
                        checked += 1
            state.apply_action(chooser, rng.choice(actions))
    assert checked >= 30


def test_observation_is_seat_relative():
    adapter = GameAdapter("climbing", {"players": 2})
    state = gametable.new_game("climbing", seed=4, players=2, placement="random")
    fields = [adapter.encoder.layout.slices(adapter.observation(state, s)) for s in (0, 1)]
    assert fields[0]["pawn"].sum() == 2  # both pawns placed at random
    # row 0 is always the observer's own pawn
    assert np.array_equal(fields[0]["pawn"][0], fields[1]["pawn"][1])
    assert np.array_equal(fields[0]["pawn"][1], fields[1]["pawn"][0])
    assert np.array_equal(fields[0]["squares"], fields[1]["squares"])
