"""Hints: the search bot's move for a seat and its estimated chance of winning.

The web app and the terminal ask :func:`hint` with exactly what a bot would see (the seat's
view and its legal moves), so a hint can never reveal anything the player may not know.

A hint is bound by the level's iterations alone, never by the clock: a bot's move must come
in time, but a hint a person asks twice must not change because the machine was busier the
second time. (A hard hint takes about a second on a quiet machine.)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from gametable.bots.factory import make
from gametable.bots.searchbot import SearchBot
from gametable.core.errors import BadOptions
from gametable.core.protocol import Move, View

#: the visits the chosen move needs before its mean reward is shown as a chance to win: a
#: Balloon Cup exchange when stuck spreads the search over some 160 exchanges, two visits
#: each, and "100 %" from two lucky games said nothing
MIN_VISITS = 20


def hint(
    game: str, view: View, legal_moves: Sequence[Move], level: str = "medium"
) -> dict[str, Any]:
    """``{"move", "win_chance", "chance_known", "level", "iterations", "seconds", "moves",
    "expected", "why"}`` for the view's seat.

    ``win_chance`` is the search's mean reward for its move (1 win, 0.5 draw; in a game of
    partners the team's); ``chance_known``: whether that figure means something to a person,
    i.e. the search chose among two moves or more and its move had :data:`MIN_VISITS` visits
    (one legal move, a move the game's own rule picks before the search, such as Balloon Cup's
    claims, or a choice spread too thin, gave swinging figures: 30 %, 100 %, 63 % on three
    turns in a row); ``moves`` ranks the moves it looked at:
    ``[{"move", "visits", "win_chance"}, ...]``; ``expected``: in a phase where seats choose
    at once and in secret, each other seat's choice as the search expects it
    (``{"1": move}``; a game's search bot says so with an ``expected(view)`` method), else
    ``{}``; ``why``: what the move is for, as the game's search bot says it from the view
    (a ``purpose(view, move)`` method: the climbing game's cubes opened and cut), else None.
    The search is seeded and has no time cap, so the same view gives the same hint.
    """
    if not legal_moves:
        raise BadOptions("no legal moves: this seat is not to act")
    bot = make("search", game, seed=0, level=level)
    if not isinstance(bot, SearchBot):  # pragma: no cover - every search bot is a SearchBot
        raise BadOptions(f"the search bot for {game} cannot give hints")
    bot.budget = replace(bot.budget, seconds=math.inf)
    result = bot.analyse(view, list(legal_moves))
    visits = {move: n for move, n, _value in result.stats}
    expected = getattr(bot, "expected", None)
    others = expected(view) if expected else {}
    purpose = getattr(bot, "purpose", None)
    return {
        "move": result.move,
        "win_chance": _finite(result.value),
        "chance_known": len(visits) > 1 and visits.get(result.move, 0) >= MIN_VISITS,
        "level": bot.level,
        "iterations": result.iterations,
        "seconds": round(result.seconds, 4),
        "moves": [
            {"move": move, "visits": visits, "win_chance": _finite(value)}
            for move, visits, value in result.stats
        ],
        "expected": {str(seat): move for seat, move in others.items()},
        "why": purpose(view, result.move) if purpose else None,
    }


def _finite(value: float) -> float:
    return 0.5 if math.isnan(value) else round(min(1.0, max(0.0, value)), 4)
