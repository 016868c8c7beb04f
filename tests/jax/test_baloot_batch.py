"""``jit`` and ``vmap`` change nothing for Baloot: a batch plays as its games do one at a time;
options the JAX engine does not play are refused, naming them."""

from __future__ import annotations

import numpy as np
import pytest

from tests.jax.helpers import require_jax

jax = require_jax()

from gametable import jax as gj  # noqa: E402
from gametable.core.errors import BadOptions  # noqa: E402
from gametable.jax import baloot as J  # noqa: E402
from gametable.jax.sampling import uniform_legal  # noqa: E402

GAMES = 3
STEPS = 110  # past the end of these single hands (a finished game stays as it is)

pytestmark = pytest.mark.slow
ENV = gj.make("baloot", hands=1)


def play(state, key):
    """``STEPS`` random moves of one game (``lax.scan``): the states after each."""

    def move(state, key):
        k_pick, k_step = jax.random.split(key)
        action = uniform_legal(state.legal_action_mask, jax.random.uniform(k_pick))
        state = ENV.step(state, action, k_step)
        return state, state

    return jax.lax.scan(move, state, jax.random.split(key, STEPS))[1]


def test_a_vmapped_batch_plays_like_single_games_and_finished_games_stay_put():
    keys = jax.random.split(jax.random.PRNGKey(3), GAMES)
    move_keys = jax.random.split(jax.random.PRNGKey(4), GAMES)
    batch = jax.jit(jax.vmap(lambda k, m: play(ENV.init(k), m)))(keys, move_keys)
    one = jax.jit(lambda k, m: play(ENV.init(k), m))
    for g in range(GAMES):
        single = one(keys[g], move_keys[g])
        for name, x, y in zip(J.State._fields, batch, single, strict=True):
            np.testing.assert_array_equal(np.asarray(x[g]), np.asarray(y), err_msg=f"{g} {name}")
        over = np.asarray(single.terminated)
        assert over[-1], g
        end = int(np.argmax(over))
        rewards = np.asarray(single.rewards)
        assert not rewards[:end].any() and not rewards[end + 1 :].any()
        # partners share the result: +1 / -1 by team, or 0 for everyone on a draw
        r = rewards[end].tolist()
        assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1] and r[0] in (-1.0, 0.0, 1.0)
        assert not np.asarray(single.legal_action_mask[end:]).any()
        assert (np.asarray(single.current_player[end:]) == -1).all()
        for name, x in zip(J.State._fields, single, strict=True):
            if name != "rewards":
                assert (np.asarray(x[end:]) == np.asarray(x[end])).all(), (g, name)


def test_make_gives_the_engine_and_its_sizes():
    state = jax.jit(ENV.init)(jax.random.PRNGKey(0))
    assert ENV.num_actions == state.legal_action_mask.shape[0] == 169
    assert jax.jit(ENV.observe)(state, 0).shape == (ENV.observation_size,) == (494,)
    assert ENV.num_players == 4
    assert int(state.hands_limit) == 1


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"profile": "seed"}, ["saudi profile only", "akka=False", "sun_claims='anyone'"]),
        ({"sawa": True}, ["sawa=True"]),
        ({"hands": 0}, ["hands must be a whole number"]),
        ({"profile": "nonsense"}, ["unknown Baloot profile"]),
    ],
)
def test_options_it_cannot_play_are_refused_by_name(options, words):
    with pytest.raises(BadOptions) as error:
        gj.make("baloot", **options)
    for word in words:
        assert word in str(error.value)
