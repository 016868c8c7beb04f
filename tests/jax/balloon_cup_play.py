"""Random play of a batch of JAX Balloon Cup games, recorded for the agreement tests.

One compiled call a step (an op-by-op dispatch a step costs more than the step itself): the
random action, what is recorded of the state (mask, player, end, rewards, observations of the
first games), the next state. The first few games' whole states, uniforms and keys are kept as
well, so that they can be played again one at a time.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import jax
import numpy as np

from gametable import jax as gj
from gametable.jax import balloon_cup as J
from gametable.jax.sampling import uniform_legal
from tests.jax.helpers import QUICK_COMPILE

ENVS = {False: gj.make("balloon-cup"), True: gj.make("balloon-cup", no_deadlock=True)}
SEATS = np.arange(2)


# the deal runs once: compiled without the backend's optimisation (about half the compile)
@partial(jax.jit, static_argnums=(0, 1), compiler_options=QUICK_COMPILE)
def deal(no_deadlock: bool, games: int, key: jax.Array):
    """The batch's first states, the key for the play and each game's ``init`` key."""
    key, sub = jax.random.split(key)
    keys = jax.random.split(sub, games)
    return jax.vmap(ENVS[no_deadlock].init)(keys), key, keys


@partial(jax.jit, static_argnums=(0, 1, 2))
def advance(no_deadlock: bool, observed: int, sampled: int, state, key: jax.Array):
    """What is recorded of ``state``, the random action taken there, the next state and key."""
    games = state.current_player.shape[0]
    key, k_pick, k_step = jax.random.split(key, 3)
    u = jax.random.uniform(k_pick, (games,))
    action = jax.vmap(uniform_legal)(state.legal_action_mask, u)
    step_keys = jax.random.split(k_step, games)
    record = {
        "mask": state.legal_action_mask,
        "cur": state.current_player,
        "over": state.terminated,
        "rewards": state.rewards,
        "sent_back": state.bottom_n > 0,
        "obs": jax.vmap(jax.vmap(J.observe, (None, 0)), (0, None))(
            jax.tree_util.tree_map(lambda x: x[:observed], state), SEATS
        ),
        "action": action,
        "sample": jax.tree_util.tree_map(lambda x: x[:sampled], state),
        "u": u[:sampled],
        "step_keys": step_keys[:sampled],
    }
    return record, jax.vmap(ENVS[no_deadlock].step)(state, action, step_keys), key


def play_batch(
    games: int, seed: int, observed: int, no_deadlock: bool = False, sampled: int = 0
) -> dict[str, Any]:
    """Random play of ``games`` JAX games to the end: ``steps`` (per-step records: ``mask``
    packed, ``cur``, ``over``, ``rewards``, ``sent_back``, ``obs`` of the first ``observed``
    games, ``action`` but at the last), ``setups`` (one Python ``setup=`` a game), and for the
    first ``sampled`` games their ``init_keys``, ``states`` (``[steps, sampled, ...]``), and
    the ``uniforms`` and ``step_keys`` of each move."""
    state, key, init_keys = deal(no_deadlock, games, jax.random.PRNGKey(seed))
    recorder = J.ChanceRecorder(state, no_deadlock=no_deadlock)
    steps = []
    while True:
        record, following, key = advance(no_deadlock, observed, sampled, state, key)
        record = jax.device_get(record)
        record["mask"] = np.packbits(record["mask"], axis=1)
        steps.append(record)
        if record["over"].all():
            break
        state = following
        recorder.record(state)
    sample = [record.pop("sample") for record in steps]
    del steps[-1]["action"]
    return {
        "steps": steps,
        "setups": recorder.setups(),
        "init_keys": np.asarray(init_keys[:sampled]),
        "states": jax.tree_util.tree_map(lambda *xs: np.stack(xs), *sample),
        "uniforms": np.stack([record.pop("u") for record in steps])[:-1],
        "step_keys": np.stack([record.pop("step_keys") for record in steps])[:-1],
    }
