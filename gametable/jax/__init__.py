"""Batch engines in JAX: pure ``init`` / ``step`` / ``observe`` functions to ``jit`` and ``vmap``.

An optional extra (``pip install 'gametable[jax]'``); nothing else in gametable imports it.
The interface is close to pgx's::

    from gametable import jax as gj
    env = gj.make("balloon-cup")
    state = jax.vmap(env.init)(jax.random.split(key, 4096))
    state = jax.vmap(env.step)(state, actions, jax.random.split(key2, 4096))
    state.legal_action_mask, state.rewards, state.terminated, state.current_player
    obs = jax.vmap(env.observe)(state, state.current_player)

Actions are the Python engines' integer codes and ``observe`` writes the same vectors as the
``gametable.rl`` encoders, so a policy trained here plays in the Python arena unchanged. The
Python engines stay the reference: tests play both from the same deal and compare every mask,
reward and end. Chance comes from keys: ``init(key)`` deals, ``step(state, action, key)``
draws what the move makes drawn.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

try:
    import jax  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the install
    raise ImportError(
        "gametable.jax needs JAX, an optional extra: pip install 'gametable[jax]'"
    ) from error

from gametable.core.errors import BadOptions

#: game name -> module with ``init``, ``step``, ``observe`` and the sizes
MODULES: dict[str, str] = {
    "balloon-cup": "gametable.jax.balloon_cup",
}


@dataclass(frozen=True)
class Env:
    """One game's pure functions and sizes (pgx's ``Env``, without the class hierarchy)."""

    name: str
    num_players: int
    num_actions: int
    observation_size: int
    init: Callable[[Any], Any]
    step: Callable[[Any, Any, Any], Any]
    observe: Callable[[Any, Any], Any]


def make(game: str) -> Env:
    """The JAX engine of ``game`` (``"balloon-cup"``)."""
    if game not in MODULES:
        raise BadOptions(f"no JAX engine for {game!r}; there are: {', '.join(MODULES)}")
    module = importlib.import_module(MODULES[game])
    return Env(
        name=game,
        num_players=module.NUM_PLAYERS,
        num_actions=module.NUM_ACTIONS,
        observation_size=module.OBSERVATION_SIZE,
        init=module.init,
        step=module.step,
        observe=module.observe,
    )


__all__ = ["MODULES", "Env", "make"]
