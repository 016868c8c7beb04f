"""The bot call every bot answers to: ``bot.choose(view, legal_moves) -> move``."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

from gametable.core.protocol import Move, View


class Bot(ABC):
    """A player that sees only a seat's view and the legal moves, never the full state."""

    #: registry name, e.g. ``"random"``
    name: str = "bot"

    def __init__(self, game: str, *, seed: int | None = None, level: str | None = None) -> None:
        self.game = game
        self.level = level
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        """One move from ``legal_moves`` for the seat whose ``view`` this is."""

    def slips(self, view: View, legal_moves: Sequence[Move]) -> Sequence[Move]:
        """The moves a beginner's slip may take here (:mod:`gametable.bots.handicap`): any
        legal move, unless a game's bot knows better (a Baloot beginner passes a hand they
        should have bought; they do not buy a weak one at random)."""
        return legal_moves

    def __repr__(self) -> str:
        level = f" {self.level}" if self.level else ""
        return f"<{type(self).__name__} {self.name}{level} for {self.game}>"


class RandomBot(Bot):
    """Uniformly random among the legal moves; the baseline every game is measured against."""

    name = "random"

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        if not legal_moves:
            raise ValueError("the random bot was asked to move with no legal moves")
        return legal_moves[self.rng.randrange(len(legal_moves))]
