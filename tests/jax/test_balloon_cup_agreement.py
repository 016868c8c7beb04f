"""The JAX Balloon Cup plays exactly like the Python engine (the reference), and ``jit`` and
``vmap`` change nothing.

Both engines are started from the same deal (the JAX chance turned into the Python engine's
``setup=``) and fed the same random actions; every legal mask, current player, end and reward
must agree, and so must the observations of both seats in a sample of the games. The first
games of the batch are played again one at a time and must go through the same states.
(``no_deadlock=True`` is in test_balloon_cup_no_deadlock.py.)
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.jax.helpers import assert_batch_plays_like_single_games, require_jax

jax = require_jax()

import gametable  # noqa: E402
from gametable import jax as gj  # noqa: E402
from gametable.core.errors import BadOptions  # noqa: E402
from gametable.jax import balloon_cup as J  # noqa: E402
from gametable.rl.encoders import make_encoder  # noqa: E402
from tests.jax.balloon_cup_play import ENVS, play_batch  # noqa: E402

GAMES = 2_000
OBSERVED = 24  # games whose observations are compared at every step (views are slow)
SAMPLED = 4  # games played again one at a time

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def played() -> dict:
    """The batch, played once for the tests of this file."""
    return play_batch(GAMES, seed=20, observed=OBSERVED, sampled=SAMPLED)


def test_jax_and_python_engines_agree_over_2000_random_games(played):
    steps, setups = played["steps"], played["setups"]
    encoder = make_encoder("balloon-cup", {}, 2)
    ends = {"three trophies": 0, "no tiles": 0, "deadlock": 0}
    reshuffled = claimed = stuck = 0
    for game, setup in enumerate(setups):
        python = gametable.new_game("balloon-cup", setup=setup)
        reshuffled += bool(setup["shuffles"])
        for t, record in enumerate(steps):
            mask = np.unpackbits(record["mask"][game])[: J.NUM_ACTIONS].astype(bool)
            if game < OBSERVED:
                for seat in (0, 1):
                    expected = encoder.encode(python.view(seat), seat)
                    np.testing.assert_allclose(
                        record["obs"][game, seat], expected, rtol=0, atol=1e-6,
                        err_msg=f"game {game} step {t} seat {seat}",
                    )  # fmt: skip
            if record["over"][game]:
                assert python.over, (game, t)
                scores = python.scores
                assert list(record["rewards"][game]) == [2 * x - 1 for x in scores], (game, t)
                ends[python.result[1]] += 1
                # the step that ended the game is the only one with rewards
                assert all(not steps[u]["rewards"][game].any() for u in range(t)), game
                break
            assert not python.over, (game, t)
            seat = int(record["cur"][game])
            assert python.to_act == (seat,), (game, t)
            legal = sorted(python.legal_actions(seat))
            assert np.flatnonzero(mask).tolist() == legal, (game, t, python.phase)
            stuck += python.phase == 1
            claimed += python.phase == 2
            python.apply_action(seat, int(record["action"][game]))
        else:
            raise AssertionError(f"game {game} did not end")
    # the sample reaches the rare paths: stuck turns, claims, reshuffles, deadlocks (random
    # play almost never runs the bag dry, so "no tiles" is left to the Python engine's tests)
    assert stuck and claimed and reshuffled
    assert ends["three trophies"] and ends["deadlock"], ends


def test_a_vmapped_batch_plays_like_single_games_and_finished_games_stay_put(played):
    for single, end in assert_batch_plays_like_single_games(
        ENVS[False], played["init_keys"], played["uniforms"], played["step_keys"], played["states"]
    ):
        rewards = single.rewards[end]
        assert rewards.sum() == 0 and set(rewards.tolist()) <= {-1.0, 0.0, 1.0}


def test_make_gives_the_engine_and_its_sizes(played):
    env = gj.make("balloon-cup")
    key = jax.random.PRNGKey(0)
    mask = jax.eval_shape(lambda k: env.init(k).legal_action_mask, key)
    assert env.num_actions == mask.shape[0] == 864
    observation = jax.eval_shape(lambda k: env.observe(env.init(k), 0), key)
    assert observation.shape == (env.observation_size,)
    assert played["steps"][0]["obs"].shape[2] == env.observation_size
    assert env.num_players == 2


def test_options_it_cannot_play_are_refused_by_name():
    with pytest.raises(BadOptions, match="first"):
        gj.make("balloon-cup", first=0)
    with pytest.raises(BadOptions, match="unknown Balloon Cup option"):
        gj.make("balloon-cup", no_deadlocks=True)
