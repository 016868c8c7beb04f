"""``jit`` and ``vmap`` change nothing: a batch plays as its games do one at a time."""

from __future__ import annotations

import numpy as np
import pytest

from tests.jax.helpers import require_jax

jax = require_jax()

from gametable import jax as gj  # noqa: E402
from gametable.jax import balloon_cup as J  # noqa: E402
from gametable.jax.sampling import uniform_legal  # noqa: E402

GAMES = 4
STEPS = 320  # past the end of these games (a finished game stays as it is)

pytestmark = pytest.mark.slow


def play(state, key):
    """``STEPS`` random moves of one game (``lax.scan``): the states after each."""

    def move(state, key):
        k_pick, k_step = jax.random.split(key)
        action = uniform_legal(state.legal_action_mask, jax.random.uniform(k_pick))
        state = J.step(state, action, k_step)
        return state, state

    return jax.lax.scan(move, state, jax.random.split(key, STEPS))[1]


def test_a_vmapped_batch_plays_like_single_games_and_finished_games_stay_put():
    keys = jax.random.split(jax.random.PRNGKey(3), GAMES)
    move_keys = jax.random.split(jax.random.PRNGKey(4), GAMES)
    batch = jax.jit(jax.vmap(lambda k, m: play(J.init(k), m)))(keys, move_keys)
    one = jax.jit(lambda k, m: play(J.init(k), m))
    for g in range(GAMES):
        single = one(keys[g], move_keys[g])
        for name, x, y in zip(J.State._fields, batch, single, strict=True):
            np.testing.assert_array_equal(np.asarray(x[g]), np.asarray(y), err_msg=f"{g} {name}")
        over = np.asarray(single.terminated)
        assert over[-1], g
        end = int(np.argmax(over))
        rewards = np.asarray(single.rewards)
        assert not rewards[:end].any() and not rewards[end + 1 :].any()
        assert rewards[end].sum() == 0 and set(rewards[end].tolist()) <= {-1.0, 0.0, 1.0}
        # after the end: no legal action, no player, nothing changes
        assert not np.asarray(single.legal_action_mask[end:]).any()
        assert (np.asarray(single.current_player[end:]) == -1).all()
        for name, x in zip(J.State._fields, single, strict=True):
            if name != "rewards":
                assert (np.asarray(x[end:]) == np.asarray(x[end])).all(), (g, name)


def test_make_gives_the_engine_and_its_sizes():
    env = gj.make("balloon-cup")
    state = jax.jit(env.init)(jax.random.PRNGKey(0))
    assert env.num_actions == state.legal_action_mask.shape[0] == 864
    assert jax.jit(env.observe)(state, 0).shape == (env.observation_size,)
    assert env.num_players == 2
