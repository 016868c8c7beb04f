"""Bots by name: which bots a game has and how one is built (re-exported by ``gametable.bots``).

A module of its own so that the bot modules that build bots (``hints``) depend on it rather
than on the package's ``__init__``, which imports them in turn.
"""

from __future__ import annotations

import importlib

from gametable.bots.base import Bot, RandomBot
from gametable.core.errors import BadOptions
from gametable.core.registry import game_entry

LEVELS = ("easy", "medium", "hard")


def available(game: str) -> list[str]:
    """Names of the bots that can play ``game``."""
    return ["random", *sorted(_game_bots(game))]


def _game_bots(game: str) -> dict[str, type[Bot]]:
    entry = game_entry(game)
    try:
        module = importlib.import_module(entry.module + ".bots")
    except ModuleNotFoundError as error:
        if error.name != entry.module + ".bots":
            raise
        return {}
    return dict(getattr(module, "BOTS", {}))


def make(name: str, game: str, *, seed: int | None = None, level: str | None = None) -> Bot:
    """Build a bot by name for a game; unknown names or levels raise :class:`BadOptions`."""
    entry = game_entry(game)
    if level is not None and level not in LEVELS:
        raise BadOptions(f"unknown bot level {level!r}; levels are: {', '.join(LEVELS)}")
    if name == "random":
        return RandomBot(entry.name, seed=seed, level=level)
    classes = _game_bots(entry.name)
    if name not in classes:
        raise BadOptions(
            f"no bot {name!r} for {entry.name}; available: {', '.join(available(entry.name))}"
        )
    return classes[name](entry.name, seed=seed, level=level)
