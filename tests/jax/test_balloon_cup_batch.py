"""``jit`` and ``vmap`` change nothing: a batch plays as its games do one at a time."""

from __future__ import annotations

import numpy as np
import pytest

from tests.jax.helpers import assert_batch_plays_like_single_games, require_jax

jax = require_jax()

from gametable import jax as gj  # noqa: E402

GAMES = 4
STEPS = 320  # past the end of these games (a finished game stays as it is)

pytestmark = pytest.mark.slow


def test_a_vmapped_batch_plays_like_single_games_and_finished_games_stay_put():
    env = gj.make("balloon-cup")
    for single, end in assert_batch_plays_like_single_games(env, STEPS, GAMES):
        rewards = np.asarray(single.rewards)[end]
        assert rewards.sum() == 0 and set(rewards.tolist()) <= {-1.0, 0.0, 1.0}


def test_make_gives_the_engine_and_its_sizes():
    env = gj.make("balloon-cup")
    state = jax.jit(env.init)(jax.random.PRNGKey(0))
    assert env.num_actions == state.legal_action_mask.shape[0] == 864
    assert jax.jit(env.observe)(state, 0).shape == (env.observation_size,)
    assert env.num_players == 2
