"""Bots for every game behind one call (``docs/protocol.md``).

>>> import gametable
>>> game = gametable.GAMES[0]
>>> bot = gametable.bots.make("random", game, seed=1)
>>> state = gametable.new_game(game, seed=7)
>>> seat = state.to_act[0]
>>> move = bot.choose(state.view(seat), state.legal_moves(seat))

``random`` serves every game. ``heuristic`` and ``search`` are per game: each game package
may have a ``bots`` module with ``BOTS = {"heuristic": cls, "search": cls}``; a class is built
as ``cls(game, seed=..., level=...)``. Search bots (:mod:`gametable.bots.searchbot`) run
information-set MCTS over samples of the view; :func:`hint` asks one for a move and a win chance:

>>> gametable.bots.hint(game, state.view(seat), state.legal_moves(seat))  # doctest: +SKIP
{'move': ..., 'win_chance': 0.52, ...}
"""

from __future__ import annotations

from gametable.bots.base import Bot, RandomBot
from gametable.bots.factory import LEVELS, available, make


def hint(game: str, view, legal_moves, level: str = "medium") -> dict:
    """The search bot's move for the view's seat and its chance of winning (see ``hints``)."""
    from gametable.bots.hints import hint as _hint

    return _hint(game, view, legal_moves, level=level)


__all__ = ["LEVELS", "Bot", "RandomBot", "available", "hint", "make"]
