"""The JAX Balloon Cup plays exactly like the Python engine (the reference).

Both are started from the same deal (the JAX chance turned into the Python engine's ``setup=``)
and fed the same random actions; every legal mask, current player, end and reward must agree,
and so must the observations of both seats in a sample of the games.
"""

from __future__ import annotations

from functools import partial

import numpy as np
import pytest

from tests.jax.helpers import require_jax

jax = require_jax()

import gametable  # noqa: E402
from gametable import jax as gj  # noqa: E402
from gametable.core.errors import BadOptions  # noqa: E402
from gametable.jax import balloon_cup as J  # noqa: E402
from gametable.jax.sampling import uniform_legal  # noqa: E402
from gametable.rl.encoders import make_encoder  # noqa: E402

GAMES = 2_000
OBSERVED = 24  # games whose observations are compared at every step (views are slow)

pytestmark = pytest.mark.slow


ENVS = {False: gj.make("balloon-cup"), True: gj.make("balloon-cup", no_deadlock=True)}
SEATS = np.arange(2)


@partial(jax.jit, static_argnums=(0, 1))
def deal(no_deadlock: bool, games: int, key: jax.Array):
    key, sub = jax.random.split(key)
    return jax.vmap(ENVS[no_deadlock].init)(jax.random.split(sub, games)), key


@partial(jax.jit, static_argnums=(0, 1))
def advance(no_deadlock: bool, observed: int, state, key: jax.Array):
    """One compiled call a step (an op-by-op dispatch a step costs more than the step): what
    is recorded of ``state``, the random action taken there, the next state and key."""
    games = state.current_player.shape[0]
    key, k_pick, k_step = jax.random.split(key, 3)
    action = jax.vmap(uniform_legal)(state.legal_action_mask, jax.random.uniform(k_pick, (games,)))
    sample = jax.tree_util.tree_map(lambda x: x[:observed], state)
    record = {
        "mask": state.legal_action_mask,
        "cur": state.current_player,
        "over": state.terminated,
        "rewards": state.rewards,
        "sent_back": state.bottom_n > 0,
        "obs": jax.vmap(jax.vmap(J.observe, (None, 0)), (0, None))(sample, SEATS),
        "action": action,
    }
    step = jax.vmap(ENVS[no_deadlock].step)
    return record, step(state, action, jax.random.split(k_step, games)), key


def play_batch(games: int, seed: int, observed: int, no_deadlock: bool = False):
    """Random play of ``games`` JAX games to the end: per-step records and the setups."""
    state, key = deal(no_deadlock, games, jax.random.PRNGKey(seed))
    recorder = J.ChanceRecorder(state, no_deadlock=no_deadlock)
    steps = []
    while True:
        record, following, key = jax.device_get(advance(no_deadlock, observed, state, key))
        record["mask"] = np.packbits(record["mask"], axis=1)
        steps.append(record)
        if record["over"].all():
            del record["action"]
            break
        state = following
        recorder.record(state)
    return steps, recorder.setups()


def test_jax_and_python_engines_agree_over_2000_random_games():
    steps, setups = play_batch(GAMES, seed=20, observed=OBSERVED)
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


def test_no_deadlock_agrees_too_cubes_sent_back_and_tiles_removed_included():
    """With ``no_deadlock=True`` an offending cube goes back under the bag (drawn again only
    after the rest) and a tile that cannot be filled is removed: 400 games, the same checks."""
    steps, setups = play_batch(400, seed=21, observed=8, no_deadlock=True)
    encoder = make_encoder("balloon-cup", {"no_deadlock": True}, 2)
    for game, setup in enumerate(setups):
        python = gametable.new_game("balloon-cup", setup=setup, no_deadlock=True)
        for t, record in enumerate(steps):
            if game < 8:
                for seat in (0, 1):
                    np.testing.assert_allclose(
                        record["obs"][game, seat], encoder.encode(python.view(seat), seat),
                        rtol=0, atol=1e-6, err_msg=f"game {game} step {t} seat {seat}",
                    )  # fmt: skip
            if record["over"][game]:
                assert python.over, (game, t)
                assert list(record["rewards"][game]) == [2 * x - 1 for x in python.scores]
                break
            seat = int(record["cur"][game])
            assert python.to_act == (seat,), (game, t)
            mask = np.unpackbits(record["mask"][game])[: J.NUM_ACTIONS].astype(bool)
            assert np.flatnonzero(mask).tolist() == sorted(python.legal_actions(seat)), (game, t)
            python.apply_action(seat, int(record["action"][game]))
        else:
            raise AssertionError(f"game {game} did not end")
    sent_back = np.stack([record["sent_back"] for record in steps]).any(axis=0)
    assert sent_back.sum() >= 10, sent_back.sum()


def test_options_it_cannot_play_are_refused_by_name():
    with pytest.raises(BadOptions, match="first"):
        gj.make("balloon-cup", first=0)
    with pytest.raises(BadOptions, match="unknown Balloon Cup option"):
        gj.make("balloon-cup", no_deadlocks=True)
