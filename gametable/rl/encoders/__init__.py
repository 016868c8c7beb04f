"""Observation encoders, one module per game: ``gametable/rl/encoders/<game>.py``.

Each module exports ``ENCODER``, a subclass of :class:`~gametable.rl.encoders.base.Encoder`
whose docstring documents the vector field by field. Encoders read only ``state.view(seat)``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from gametable.core.errors import BadOptions
from gametable.core.registry import game_entry
from gametable.rl.encoders.base import Encoder, Layout

#: game name -> module holding its ``ENCODER``
MODULES: dict[str, str] = {
    "balloon-cup": "gametable.rl.encoders.balloon_cup",
    "baloot": "gametable.rl.encoders.baloot",
    "climbing": "gametable.rl.encoders.climbing",
}

_EXTRA: dict[str, Callable[[dict[str, Any], int], Encoder]] = {}


def register_encoder(game: str, factory: Callable[[dict[str, Any], int], Encoder]) -> None:
    """Plug in an encoder for a game outside the registry (tests, experiments)."""
    _EXTRA[game] = factory


def make_encoder(game: str, options: dict[str, Any], num_seats: int) -> Encoder:
    """The encoder for ``game`` with these options and seat count."""
    if game in _EXTRA:
        return _EXTRA[game](options, num_seats)
    name = game_entry(game).name
    if name not in MODULES:
        raise BadOptions(f"no observation encoder for {name}")
    module = importlib.import_module(MODULES[name])
    return module.ENCODER(options, num_seats)


__all__ = ["MODULES", "Encoder", "Layout", "make_encoder", "register_encoder"]
