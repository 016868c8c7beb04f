"""The search bot every game shares: a game supplies its sampler, the search does the rest.

A game's ``bots.py`` subclasses :class:`SearchBot` and implements :meth:`SearchBot.sample`
(rebuild a full state from the view, hidden parts drawn at random but consistent with the view)
and, where random play to the end is too slow or too noisy, :meth:`SearchBot.rollout`.
"""

from __future__ import annotations

import random
import time
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import replace

from gametable.bots.base import Bot
from gametable.bots.search import Budget, SearchResult, random_rollout, search
from gametable.core.protocol import GameState, Move, Seat, View

#: iteration budgets by level; ``seconds`` caps every move (hard: at most 1 s)
DEFAULT_BUDGETS: dict[str, Budget] = {
    "easy": Budget(iterations=60, seconds=0.2, determinizations=12),
    "medium": Budget(iterations=300, seconds=0.5, determinizations=30),
    "hard": Budget(iterations=1200, seconds=0.9, determinizations=60),
}


class SearchBot(Bot):
    """ISMCTS over determinizations of the view (see :mod:`gametable.bots.search`)."""

    name = "search"
    budgets: dict[str, Budget] = DEFAULT_BUDGETS
    default_level = "medium"

    def __init__(self, game: str, *, seed: int | None = None, level: str | None = None) -> None:
        super().__init__(game, seed=seed, level=level or self.default_level)
        #: set to override the level's budget (tests, benchmarks)
        self.budget: Budget = self.budgets[self.level]
        self.last: SearchResult | None = None

    def seat_of(self, view: View) -> Seat:
        """The seat whose view this is (views name their seat)."""
        return int(view["seat"])

    @abstractmethod
    def sample(self, view: View, rng: random.Random) -> GameState:
        """A full state consistent with everything ``view`` reveals; its hidden parts random."""

    def rollout(self, state: GameState, rng: random.Random) -> Sequence[float]:
        """Finish a simulation from ``state``; a reward in ``[0, 1]`` per seat."""
        return random_rollout(state, rng)

    #: weight of :meth:`prior` in the root's choices (0: no prior)
    prior_weight = 0.0

    def candidates(self, view: View, legal_moves: Sequence[Move]) -> Sequence[Move]:
        """The moves worth searching at the root (a game may prune with its heuristic),
        best first: the order is also the default :meth:`prior`."""
        return legal_moves

    def prior(self, view: View, candidates: Sequence[Move]) -> dict[Move, float]:
        """A score in ``[0, 1]`` per root move (progressive bias); by default the candidates'
        order, 1 for the first down to 0 for the last."""
        n = len(candidates)
        return {move: 1.0 - i / max(1, n - 1) for i, move in enumerate(candidates)}

    def analyse(self, view: View, legal_moves: Sequence[Move]) -> SearchResult:
        """Search the view and return the best move with its statistics (hints use this)."""
        started = time.perf_counter()
        return self._search(view, legal_moves, self.candidates(view, legal_moves), started)

    def _search(
        self,
        view: View,
        legal_moves: Sequence[Move],
        candidates: Sequence[Move],
        started: float,
    ) -> SearchResult:
        # the time cap covers the whole decision, pruning included
        spent = time.perf_counter() - started
        budget = replace(self.budget, seconds=max(0.02, self.budget.seconds - spent))
        moves = list(candidates) or list(legal_moves)
        result = search(
            self.seat_of(view),
            moves,
            lambda rng: self.sample(view, rng),
            budget,
            self.rng,
            rollout=self.rollout,
            prior=self.prior(view, moves) if self.prior_weight else None,
            prior_weight=self.prior_weight,
        )
        self.last = result
        return result

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        if not legal_moves:
            raise ValueError("the search bot was asked to move with no legal moves")
        if len(legal_moves) == 1:
            return legal_moves[0]
        started = time.perf_counter()
        candidates = list(self.candidates(view, legal_moves))
        if len(candidates) == 1:
            return candidates[0]
        return self._search(view, legal_moves, candidates, started).move
