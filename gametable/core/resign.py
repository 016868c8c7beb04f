"""A game ended by a resignation: the position as it stood, over, the resigning side lost.

A resignation is no move of any game's rules: engines, bots and search never see one. It
is the table's (the server's ``Resign`` command, :mod:`gametable.server.tables.round`), and
it is recorded beside the moves (a table's ``resigned`` seat), so a record replays its moves
to the position and then wraps it here. :class:`Resigned` is what every reader of a finished
game asks (``over``, ``scores``, ``to_act``, ``view``), answered the way a game's end
answers it; the views are the position's own, so a resignation shows nobody a card the
game had not shown them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from gametable.core.errors import IllegalMove
from gametable.core.protocol import GameState, Move, Seat, View
from gametable.core.registry import descriptor_of


def resignation_scores(game: str, num_seats: int, seat: int) -> list[float]:
    """The result when ``seat`` resigns: its side (its partners with it, in a game of
    teams) lost, 0; every other seat won, 1."""
    descriptor = descriptor_of(game)
    side = descriptor.team(seat)
    return [0.0 if descriptor.team(s) == side else 1.0 for s in range(num_seats)]


def partners_among(game: str, seat: int, seats: Iterable[int]) -> list[int]:
    """Those of ``seats`` on ``seat``'s side, but ``seat`` (its partners, in a game of teams;
    a resignation loses their game too, so where they are people they are asked first)."""
    descriptor = descriptor_of(game)
    side = descriptor.team(seat)
    return [other for other in seats if other != seat and descriptor.team(other) == side]


class Resigned(GameState):
    """``position`` ended by ``seat``'s resignation (see the module's docstring)."""

    def __init__(self, position: GameState, seat: int) -> None:
        if position.over:
            raise IllegalMove("the game is over: there is nothing to resign")
        if not isinstance(seat, int) or isinstance(seat, bool) or not (
                0 <= seat < position.num_seats):
            raise IllegalMove(f"there is no seat {seat!r} in this game")
        self.position = position
        self.seat = seat
        self.game = position.game
        self._scores = resignation_scores(position.game, position.num_seats, seat)

    @property
    def to_act(self) -> tuple[Seat, ...]:
        return ()

    @property
    def num_seats(self) -> int:
        return self.position.num_seats

    def legal_moves(self, seat: Seat) -> list[Move]:
        return []

    def play(self, seat: Seat, move: Move) -> None:
        raise IllegalMove(f"the game is over: seat {self.seat} resigned")

    @property
    def over(self) -> bool:
        return True

    @property
    def scores(self) -> list[float]:
        return list(self._scores)

    def view(self, seat: Seat | None) -> View:
        return self.position.view(seat)

    def clone(self) -> GameState:
        return self  # nothing in it changes any more

    def to_json(self) -> dict[str, Any]:
        """The position's: the resignation is no state of the game's, and a record keeps it
        beside the moves (``meta["resigned"]``), to wrap the position again with."""
        return self.position.to_json()

    def setup(self) -> dict[str, Any]:
        return self.position.setup()

    @property
    def options(self) -> dict[str, Any]:
        return self.position.options
