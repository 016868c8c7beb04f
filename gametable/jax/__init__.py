"""Batch engines in JAX: pure ``init`` / ``step`` / ``observe`` functions to ``jit`` and ``vmap``.

An optional extra (``pip install 'gametable[jax]'``); nothing else in gametable imports it.
The interface is close to pgx's::

    from gametable import jax as gj
    env = gj.make("balloon-cup")          # or gj.make("baloot", hands=1)
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
from typing import Any

try:
    import jax  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the install
    raise ImportError(
        "gametable.jax needs JAX, an optional extra: pip install 'gametable[jax]'"
    ) from error

from gametable.core.errors import BadOptions
from gametable.core.registry import REGISTRY
from gametable.jax.env import Env

#: game name -> module whose ``make(**options)`` gives its :class:`Env` (the descriptors' ``jax``)
MODULES: dict[str, str] = {
    name: entry.descriptor.jax for name, entry in REGISTRY.items() if entry.descriptor.jax
}


def make(game: str, **options: Any) -> Env:
    """The JAX engine of ``game`` with the Python engine's ``options`` (``BadOptions`` for an
    option it does not play)."""
    entry = REGISTRY.get(game)
    if entry is None or entry.descriptor.jax is None:
        raise BadOptions(f"no JAX engine for {game!r}; there are: {', '.join(MODULES)}")
    return importlib.import_module(entry.descriptor.jax).make(**options)


__all__ = ["MODULES", "Env", "make"]
