"""The one protocol every game answers to (see ``docs/protocol.md``).

:class:`GameState` is the interface the server, bots, terminal, RL adapters and records rely on.
Engines subclass it for the shared helpers but are free inside: integer codes, bitmasks,
mutable state. Nothing outside a game's own package may look past these methods.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

Seat = int
Move = str
View = dict[str, Any]


class GameState(ABC):
    """A position of one game, with every chance outcome already fixed."""

    #: registry name of the game, e.g. ``"balloon-cup"``
    game: str = ""

    @property
    @abstractmethod
    def to_act(self) -> tuple[Seat, ...]:
        """Seats that must move now; several in a simultaneous phase; ``()`` once over."""

    @property
    @abstractmethod
    def num_seats(self) -> int:
        """How many seats the game has."""

    @abstractmethod
    def legal_moves(self, seat: Seat) -> list[Move]:
        """Moves ``seat`` may make now, in notation, sorted, no duplicates (``[]`` if none)."""

    @abstractmethod
    def play(self, seat: Seat, move: Move) -> None:
        """Apply ``move`` for ``seat``; raise :class:`IllegalMove` and change nothing if refused."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """True once the game has ended."""

    @property
    @abstractmethod
    def scores(self) -> list[float]:
        """One figure a seat once over: 1 win, 0 loss, 0.5 draw. Raises if not over."""

    @abstractmethod
    def view(self, seat: Seat | None) -> View:
        """Everything ``seat`` may know (``None``: a spectator), JSON-safe, nothing more."""

    @abstractmethod
    def clone(self) -> GameState:
        """An independent copy, cheap enough for search."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The full state, hidden parts included; :func:`gametable.from_json` inverts it.

        The dict must hold ``"game"`` so :func:`gametable.from_json` can find the engine.
        """

    @abstractmethod
    def setup(self) -> dict[str, Any]:
        """The chance outcomes drawn so far, in the form ``new_game(setup=...)`` takes.

        A game created from a seed answers with the deck, bag or cubes the seed produced
        (plus any later shuffles), so its record replays without a random generator.
        """

    # --- shared helpers -------------------------------------------------------------------

    @property
    def options(self) -> dict[str, Any]:
        """The options the game was created with (stored in records)."""
        return {}

    def check_seat(self, seat: Seat) -> None:
        """Raise :class:`IllegalMove` unless ``seat`` is one that must move now."""
        from gametable.core.errors import IllegalMove

        if self.over:
            raise IllegalMove("the game is over")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_seats:
            raise IllegalMove(f"there is no seat {seat!r} in this game")
        if seat not in self.to_act:
            raise IllegalMove(f"seat {seat} is not to move (to move: {list(self.to_act)})")

    def __repr__(self) -> str:
        status = "over" if self.over else f"to_act={list(self.to_act)}"
        return f"<{type(self).__name__} {self.game} {status}>"
