"""Bots for every game behind one call (``docs/protocol.md``).

>>> import gametable
>>> bot = gametable.bots.make("random", "baloot", seed=1)
>>> state = gametable.new_game("baloot", seed=7)
>>> seat = state.to_act[0]
>>> move = bot.choose(state.view(seat), state.legal_moves(seat))

``random`` serves every game. ``heuristic`` and ``search`` are per game: each game package
may have a ``bots`` module with ``BOTS = {"heuristic": cls, "search": cls}``; a class is built
as ``cls(game, seed=..., level=...)``. Search bots (:mod:`gametable.bots.searchbot`) run
information-set MCTS over samples of the view; :func:`hint` asks one for a move and a win chance:

>>> gametable.bots.hint("baloot", state.view(seat), state.legal_moves(seat))  # doctest: +SKIP
{'move': 'pass', 'win_chance': 0.52, ...}
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


def hint(game: str, view, legal_moves, level: str = "medium") -> dict:
    """The search bot's move for the view's seat and its chance of winning (see ``hints``)."""
    from gametable.bots.hints import hint as _hint

    return _hint(game, view, legal_moves, level=level)


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


__all__ = ["LEVELS", "Bot", "RandomBot", "available", "hint", "make"]
