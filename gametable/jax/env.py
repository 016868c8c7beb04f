"""What :func:`gametable.jax.make` returns: one game's pure functions and sizes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


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
