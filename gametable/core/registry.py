"""The game registry: one entry per game, loaded on first use so start-up stays quick.

Every package under ``gametable/games/`` with a ``descriptor.py`` is a game: its
``DESCRIPTOR`` (:class:`~gametable.core.descriptor.GameDescriptor`) names it and says the rest
of its facts. Plugging a game in is adding its package; nothing here lists games.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import logging
import os
import random
import sys
from dataclasses import dataclass, field
from typing import Any, Protocol

import gametable.games
from gametable.core.descriptor import GameDescriptor
from gametable.core.errors import BadOptions, UnknownGame
from gametable.core.protocol import GameState

log = logging.getLogger(__name__)


class GameModule(Protocol):
    """What a game package exposes to the registry."""

    def new_game(
        self, *, seed: int | None, setup: dict[str, Any] | None, **options: Any
    ) -> GameState: ...

    def from_json(self, data: dict[str, Any]) -> GameState: ...


@dataclass(frozen=True)
class GameEntry:
    """One registered game: its public name, the module that implements it, a title, and
    its facts (a game registered without them gets the defaults)."""

    name: str
    module: str
    title: str
    descriptor: GameDescriptor = field(default=None, compare=False, repr=False)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.descriptor is None:
            object.__setattr__(self, "descriptor",
                               GameDescriptor.plain(self.name, self.title, self.module))

    @classmethod
    def of(cls, descriptor: GameDescriptor) -> GameEntry:
        return cls(descriptor.name, descriptor.module, descriptor.title, descriptor)

    def load(self) -> GameModule:
        return _load_module(self.module)


@functools.cache
def _load_module(name: str) -> GameModule:
    # every new table asks: a dict lookup, not the import machinery, once it is loaded
    return importlib.import_module(name)  # type: ignore[return-value]


def _descriptor_module(package: str, folder: str) -> Any:
    """A game's ``descriptor.py``. It imports its package, engine included; should the
    engine not load, the descriptor is still read (from its file), so that the game is listed
    and the lobby shows it unavailable with the reason instead of the registry failing."""
    name = f"{package}.descriptor"
    try:
        return importlib.import_module(name)
    except Exception:
        if package not in sys.modules and name not in sys.modules:
            log.exception("the %s package cannot be loaded; its facts are read alone", package)
            spec = importlib.util.spec_from_file_location(
                name, os.path.join(folder, "descriptor.py"))
            if spec is not None and spec.loader is not None:
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                return module
        raise


def _descriptors() -> list[GameDescriptor]:
    """Every game package's descriptor, by package name."""
    found = []
    for folder in gametable.games.__path__:
        for package in sorted(os.listdir(folder)):
            path = os.path.join(folder, package)
            if os.path.isfile(os.path.join(path, "descriptor.py")):
                found.append(_descriptor_module(f"gametable.games.{package}", path).DESCRIPTOR)
    return found


#: every game, by name: built from the game packages' descriptors
REGISTRY: dict[str, GameEntry] = {d.name: GameEntry.of(d) for d in _descriptors()}

GAMES: tuple[str, ...] = tuple(REGISTRY)


def register(descriptor: GameDescriptor) -> GameEntry:
    """Plug in a game from outside ``gametable/games/`` (tests, experiments): its entry
    in :data:`REGISTRY` (``GAMES`` lists the packaged games only)."""
    entry = REGISTRY[descriptor.name] = GameEntry.of(descriptor)
    return entry


def descriptor_of(game: str) -> GameDescriptor:
    """A game's facts; a name that is no registered game gets the defaults (older tables'
    games, a test's game registered by hand)."""
    entry = REGISTRY.get(game)
    return entry.descriptor if entry is not None else GameDescriptor.plain(game, game, game)


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
