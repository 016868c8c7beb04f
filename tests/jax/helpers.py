"""Shared by the JAX engine tests: the extra is optional, except where ``make test`` runs."""

from __future__ import annotations

import os
from types import ModuleType

import pytest


def require_jax() -> ModuleType:
    """``jax``, or skip the module when the extra is not installed.

    Under ``CI=true`` (``make test``, which installs the extra) a missing JAX fails instead, so
    these tests can never silently stop running there.
    """
    if os.environ.get("CI", "").lower() == "true":
        import jax

        return jax
    return pytest.importorskip("jax")


def assert_batch_plays_like_single_games(env, steps: int, games: int) -> list:
    """Play ``games`` games of ``env`` for ``steps`` random moves each (``lax.scan``), once as
    a ``vmap`` batch and once one game at a time; every state of every step must be equal, and
    a finished game must stay as it is (no player, no legal action, nothing changes).

    Returns each game's states (single play), for game-specific checks of its end."""
    import jax
    import numpy as np

    from gametable.jax.sampling import uniform_legal

    def play(key, move_key):
        def move(state, key):
            k_pick, k_step = jax.random.split(key)
            action = uniform_legal(state.legal_action_mask, jax.random.uniform(k_pick))
            state = env.step(state, action, k_step)
            return state, state

        return jax.lax.scan(move, env.init(key), jax.random.split(move_key, steps))[1]

    keys = jax.random.split(jax.random.PRNGKey(3), games)
    move_keys = jax.random.split(jax.random.PRNGKey(4), games)
    batch = jax.jit(jax.vmap(play))(keys, move_keys)
    one = jax.jit(play)
    fields = type(batch)._fields
    out = []
    for g in range(games):
        single = one(keys[g], move_keys[g])
        for name, x, y in zip(fields, batch, single, strict=True):
            np.testing.assert_array_equal(np.asarray(x[g]), np.asarray(y), err_msg=f"{g} {name}")
        over = np.asarray(single.terminated)
        assert over[-1], f"game {g} did not end in {steps} steps"
        end = int(np.argmax(over))
        rewards = np.asarray(single.rewards)
        assert not rewards[:end].any() and not rewards[end + 1 :].any()
        assert not np.asarray(single.legal_action_mask[end:]).any()
        assert (np.asarray(single.current_player[end:]) == -1).all()
        for name, x in zip(fields, single, strict=True):
            if name != "rewards":
                assert (np.asarray(x[end:]) == np.asarray(x[end])).all(), (g, name)
        out.append((single, end))
    return out
