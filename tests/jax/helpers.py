"""Shared by the JAX engine tests: the extra is optional, except where ``make test`` runs."""

from __future__ import annotations

import os
from functools import partial
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


#: XLA options for a test's functions that run little (a deal, a few single games): the
#: backend's optimisation off, which roughly halves their compile and changes no result
QUICK_COMPILE = {"xla_backend_optimization_level": 0, "xla_llvm_disable_expensive_passes": True}


def assert_batch_plays_like_single_games(env, init_keys, uniforms, step_keys, batch) -> list:
    """Play again, one at a time (``jit`` of a ``lax.scan``, no ``vmap``), games that a
    ``vmap`` batch played: game ``g`` from ``init(init_keys[g])``, each move drawn by
    ``uniform_legal`` from ``uniforms[t, g]`` and stepped with ``step_keys[t, g]``. Every state
    of every step must equal the batch's (``batch``: its states, ``[steps + 1, games, ...]``),
    and a finished game must stay as it is (no player, no legal action, nothing changes).

    Returns each game's states (single play) and the step it ended at, for game-specific checks
    of its end."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    from gametable.jax.sampling import uniform_legal

    @partial(jax.jit, compiler_options=QUICK_COMPILE)
    def play(key, uniforms, keys):
        def move(state, x):
            u, k = x
            return env.step(state, uniform_legal(state.legal_action_mask, u), k), state

        last, states = jax.lax.scan(move, env.init(key), (uniforms, keys))
        return jax.tree_util.tree_map(lambda xs, x: jnp.concatenate([xs, x[None]]), states, last)

    fields = type(batch)._fields
    out = []
    for g in range(len(init_keys)):
        single = jax.device_get(play(init_keys[g], uniforms[:, g], step_keys[:, g]))
        for name, x, y in zip(fields, batch, single, strict=True):
            np.testing.assert_array_equal(x[:, g], y, err_msg=f"{g} {name}")
        over = single.terminated
        assert over[-2], f"game {g} did not end before the batch's last step"
        end = int(np.argmax(over))
        rewards = single.rewards
        assert not rewards[:end].any() and not rewards[end + 1 :].any()
        assert not single.legal_action_mask[end:].any()
        assert (single.current_player[end:] == -1).all()
        for name, x in zip(fields, single, strict=True):
            if name != "rewards":
                assert (x[end:] == x[end]).all(), (g, name)
        out.append((single, end))
    return out
