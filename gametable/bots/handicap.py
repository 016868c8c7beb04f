"""Levels for the bots that have none of their own: an easy heuristic bot that slips.

The search bot's levels are its thinking budgets. A game's heuristic bot plays one way, its
best, and loses three games in four to the search bot at its hard level: no gentle opponent
for someone learning a game. Asked for the ``easy`` level, a table seats the heuristic bot
with slips: at :data:`SLIPS` of its decisions that offer a choice it plays a legal move at
random instead, as a beginner now and then does (among the moves its bot's ``slips`` allows:
a Baloot beginner's slip in the calls is a pass, not a Sun bought at random, which made the
easy bots buy and fail hand after hand). ``medium`` and ``hard`` leave it as it is
(the search bot is the harder opponent). ``bench/levels.py`` measures the result.

Tables build their bots here; :func:`gametable.bots.make` (the arena's and the strength
ledger's) builds a bot as it is, so that the ledger's measured pairings stay what they were.
"""

from __future__ import annotations

from collections.abc import Sequence

from gametable.bots.base import Bot
from gametable.bots.factory import make as make_as_it_is
from gametable.bots.searchbot import SearchBot
from gametable.core.protocol import Move, View

#: level -> the share of decisions with a choice that a heuristic bot at that level slips on
SLIPS: dict[str, float] = {"easy": 0.3}
#: mixed into the seed of the slips' generator, so that its draws are not the inner bot's
SLIP_SALT = 0x511B5


class Slipping(Bot):
    """``inner``'s moves, but for a random legal move at a ``rate`` of its choices."""

    def __init__(self, inner: Bot, rate: float, *, seed: int | None = None) -> None:
        super().__init__(inner.game, seed=None if seed is None else seed ^ SLIP_SALT,
                         level=inner.level)
        self.inner = inner
        self.rate = rate
        self.name = inner.name

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        # the slip is drawn from this bot's own generator, so the inner bot's draws (its tie
        # breaks) are the ones it would make without slips
        if len(legal_moves) > 1 and self.rng.random() < self.rate:
            pool = self.inner.slips(view, legal_moves) or legal_moves
            return pool[self.rng.randrange(len(pool))]
        return self.inner.choose(view, legal_moves)


def make(name: str, game: str, *, seed: int | None = None, level: str | None = None) -> Bot:
    """The bot ``name`` for ``game`` at ``level`` as a table seats it: a bot with levels of its
    own (the search bot) at that level, a heuristic bot at ``easy`` with slips; unknown names
    and levels raise :class:`~gametable.core.errors.BadOptions` as :func:`gametable.bots.make`
    does."""
    bot = make_as_it_is(name, game, seed=seed, level=level)
    rate = SLIPS.get(level or "")
    if rate is None or name == "random" or isinstance(bot, SearchBot):
        return bot
    return Slipping(bot, rate, seed=seed)
