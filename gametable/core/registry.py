"""The game registry: one entry per game, loaded on first use so start-up stays quick."""

from __future__ import annotations

import functools
import importlib
import random
from dataclasses import dataclass
from typing import Any, Protocol

from gametable.core.errors import BadOptions, UnknownGame
from gametable.core.protocol import GameState


class GameModule(Protocol):
    """What a game package exposes to the registry."""

    def new_game(
        self, *, seed: int | None, setup: dict[str, Any] | None, **options: Any
    ) -> GameState: ...

    def from_json(self, data: dict[str, Any]) -> GameState: ...


@dataclass(frozen=True)
class GameEntry:
    """One registered game: its public name, the module that implements it, a title."""

    name: str
    module: str
    title: str

    def load(self) -> GameModule:
        return _load_module(self.module)


@functools.cache
def _load_module(name: str) -> GameModule:
    # every new table asks: a dict lookup, not the import machinery, once it is loaded
    return importlib.import_module(name)  # type: ignore[return-value]


#: Plug a game in here: one entry, pointing at a module with ``new_game`` and ``from_json``.
REGISTRY: dict[str, GameEntry] = {
    entry.name: entry
    for entry in (
        GameEntry("balloon-cup", "gametable.games.balloon_cup", "Balloon Cup"),
        GameEntry("baloot", "gametable.games.baloot", "Baloot"),
        GameEntry("climbing", "gametable.games.climbing", "Climbing game (Kiipeilypeli)"),
    )
}

GAMES: tuple[str, ...] = tuple(REGISTRY)


def game_entry(name: str) -> GameEntry:
    """Look a game up by name, accepting ``balloon_cup`` for ``balloon-cup``."""
    if not isinstance(name, str):
        raise UnknownGame(f"a game name must be a string, not {type(name).__name__}")
    key = name.strip().lower().replace("_", "-")
    try:
        return REGISTRY[key]
    except KeyError:
        raise UnknownGame(
            f"unknown game {name!r}; the games are: {', '.join(GAMES)}"
        ) from None


def new_game(
    game: str,
    *,
    seed: int | None = None,
    setup: dict[str, Any] | None = None,
    **options: Any,
) -> GameState:
    """Start a game. Chance is drawn from ``seed``, or given outright by ``setup``.

    With neither, a fresh random seed is used. Unknown or malformed options raise
    :class:`BadOptions` with a message naming the option.
    """
    module = game_entry(game).load()
    if seed is None and setup is None:
        seed = random.SystemRandom().randrange(2**63)
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise BadOptions(f"seed must be an integer, not {seed!r}")
    if setup is not None and not isinstance(setup, dict):
        raise BadOptions(f"setup must be a dict, not {type(setup).__name__}")
    return module.new_game(seed=seed, setup=setup, **options)


def from_json(data: dict[str, Any]) -> GameState:
    """Rebuild a state saved with ``state.to_json()``; it plays on identically."""
    if not isinstance(data, dict) or "game" not in data:
        raise BadOptions("a saved state must be a dict with a 'game' key")
    return game_entry(data["game"]).load().from_json(data)
