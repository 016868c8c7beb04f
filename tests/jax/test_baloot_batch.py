"""``jit`` and ``vmap`` change nothing for Baloot: a batch plays as its games do one at a time;
options the JAX engine does not play are refused, naming them."""

from __future__ import annotations

import numpy as np
import pytest

from tests.jax.helpers import assert_batch_plays_like_single_games, require_jax

jax = require_jax()

from gametable import jax as gj  # noqa: E402
from gametable.core.errors import BadOptions  # noqa: E402

GAMES = 3
STEPS = 110  # past the end of these single hands (a finished game stays as it is)

pytestmark = pytest.mark.slow
ENV = gj.make("baloot", hands=1)


def test_a_vmapped_batch_plays_like_single_games_and_finished_games_stay_put():
    for single, end in assert_batch_plays_like_single_games(ENV, STEPS, GAMES):
        # partners share the result: +1 / -1 by team, or 0 for everyone on a draw
        r = np.asarray(single.rewards)[end].tolist()
        assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1] and r[0] in (-1.0, 0.0, 1.0)


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
