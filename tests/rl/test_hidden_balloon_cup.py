"""Balloon Cup observations never encode hidden information.

Two states that differ only in what a seat may not see (the other hand, the supply order,
the bag order) must give that seat the same view and the same observation, at every point
of random games; and the observation must change when something the seat sees changes.
"""

from __future__ import annotations

import random

import numpy as np

import gametable
from gametable.core.errors import BadOptions
from gametable.rl.adapter import GameAdapter


def hidden_twin(state, seat: int, rng: random.Random):
    """The same position with the other hand, the supply and the bag reshuffled."""
    data = state.to_json()
    other = 1 - seat
    pool = data["hands"][other] + data["supply"]
    rng.shuffle(pool)
    size = len(data["hands"][other])
    data["hands"][other], data["supply"] = pool[:size], pool[size:]
    rng.shuffle(data["bag"])
    return gametable.from_json(data)


def test_observation_ignores_hidden_parts():
    adapter = GameAdapter("balloon-cup")
    rng = random.Random(7)
    compared = differed = 0
    for seed in range(6):
        state = gametable.new_game("balloon-cup", seed=seed)
        while not state.over:
            for seat in (0, 1):
                if state.view(seat)["hands"][1 - seat] is not None:
                    continue  # the other hand is being shown: not hidden now
                try:
                    twin = hidden_twin(state, seat, rng)
                except BadOptions:
                    continue  # the other seat, to move, would have no legal placement
                assert twin.view(seat) == state.view(seat)
                assert np.array_equal(
                    adapter.observation(twin, seat), adapter.observation(state, seat)
                )
                compared += 1
                if twin.to_json()["hands"][1 - seat] != state.to_json()["hands"][1 - seat]:
                    differed += 1
            seat = state.to_act[0]
            actions = state.legal_actions(seat)
            state.apply_action(seat, actions[rng.randrange(len(actions))])
    assert compared > 100 and differed > compared // 2


def test_observation_shows_own_hand_and_shown_hand():
    adapter = GameAdapter("balloon-cup")
    enc = adapter.encoder
    state = gametable.new_game("balloon-cup", seed=3)
    for seat in (0, 1):
        fields = enc.layout.slices(adapter.observation(state, seat))
        view = state.view(seat)
        assert fields["hand"].sum() == len(view["hand"]) == 8
        assert fields["opp_shown"].sum() == 0
    # play until somebody is stuck: then the shown hand appears for the other seat
    rng = random.Random(0)
    for seed in range(200):
        state = gametable.new_game("balloon-cup", seed=seed)
        while not state.over and state.view(None)["phase"] != "stuck":
            seat = state.to_act[0]
            actions = state.legal_actions(seat)
            state.apply_action(seat, actions[rng.randrange(len(actions))])
        if not state.over:
            stuck = state.to_act[0]
            fields = enc.layout.slices(adapter.observation(state, 1 - stuck))
            assert fields["opp_shown"].sum() == len(state.view(None)["hands"][stuck])
            return
    raise AssertionError("no stuck position in 200 random games")
