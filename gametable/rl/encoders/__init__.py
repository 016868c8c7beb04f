"""Observation encoders, one module per game: ``gametable/rl/encoders/<game>.py``, named by
the game's descriptor (``encoder``).

Each module exports ``ENCODER``, a subclass of :class:`~gametable.rl.encoders.base.Encoder`
whose docstring documents the vector field by field. Encoders read only ``state.view(seat)``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from gametable.core.errors import BadOptions
from gametable.core.registry import REGISTRY, game_entry
from gametable.rl.encoders.base import Encoder, Layout

#: game name -> module holding its ``ENCODER`` (the packaged games' descriptors)
MODULES: dict[str, str] = {
    name: entry.descriptor.encoder
    for name, entry in REGISTRY.items()
    if entry.descriptor.encoder is not None
}

_EXTRA: dict[str, Callable[[dict[str, Any], int], Encoder]] = {}


def register_encoder(game: str, factory: Callable[[dict[str, Any], int], Encoder]) -> None:
    """Plug in an encoder for a game outside the registry (tests, experiments)."""
    _EXTRA[game] = factory


def make_encoder(game: str, options: dict[str, Any], num_seats: int) -> Encoder:
    """The encoder for ``game`` with these options and seat count."""
    if game in _EXTRA:
        return _EXTRA[game](options, num_seats)
    entry = game_entry(game)
    if entry.descriptor.encoder is None:
        raise BadOptions(f"no observation encoder for {entry.name}")
    module = importlib.import_module(entry.descriptor.encoder)
    return module.ENCODER(options, num_seats)


__all__ = ["MODULES", "Encoder", "Layout", "make_encoder", "register_encoder"]
