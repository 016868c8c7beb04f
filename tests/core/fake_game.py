"""A tiny two-seat game (take 1 or 2 from a pile; taking the last wins) to test the core alone."""

from __future__ import annotations

import random
import sys
from typing import Any

from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import GameState
from gametable.core.registry import REGISTRY, GameEntry


class PileState(GameState):
    game = "pile"

    def __init__(self, pile: int, secret: int, first: int = 0) -> None:
        self.pile = pile
        self.secret = secret  # hidden from everyone: views must not show it
        self.turn = first
        self.winner: int | None = None

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    @property
    def num_seats(self) -> int:
        return 2

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def scores(self) -> list[float]:
        if self.winner is None:
            raise ValueError("not over")
        return [1.0 if seat == self.winner else 0.0 for seat in range(2)]

    def legal_moves(self, seat: int) -> list[str]:
        if seat not in self.to_act:
            return []
        return [f"take{n}" for n in (1, 2) if n <= self.pile]

    def play(self, seat: int, move: str) -> None:
        self.check_seat(seat)
        if move not in self.legal_moves(seat):
            raise IllegalMove(f"{move!r} is not a legal move here")
        self.pile -= int(move[4:])
        if self.pile == 0:
            self.winner = seat
        self.turn = 1 - seat

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"pile": self.pile, "to_act": list(self.to_act)}

    def clone(self) -> PileState:
        copy = PileState(self.pile, self.secret, self.turn)
        copy.winner = self.winner
        return copy

    def to_json(self) -> dict[str, Any]:
        return {"game": "pile", "pile": self.pile, "secret": self.secret, "turn": self.turn,
                "winner": self.winner}

    def setup(self) -> dict[str, Any]:
        return {"pile": self._start, "secret": self.secret}


def new_game(*, seed: int | None, setup: dict[str, Any] | None, **options: Any) -> PileState:
    if options:
        raise BadOptions(f"pile has no options {sorted(options)}")
    if setup is None:
        rng = random.Random(seed)
        setup = {"pile": rng.randrange(5, 12), "secret": rng.randrange(1000)}
    state = PileState(setup["pile"], setup["secret"])
    state._start = setup["pile"]
    return state


def from_json(data: dict[str, Any]) -> PileState:
    state = PileState(data["pile"], data["secret"], data["turn"])
    state.winner = data["winner"]
    state._start = data["pile"]
    return state


def render(view: dict[str, Any], seat: int | None) -> str:
    """The pile's terminal picture (``gametable.terminal`` asks the game's ``terminal``)."""
    return f"pile {view['pile']}, seat {view['to_act']} to take"


def register(monkeypatch) -> None:
    """Make ``pile`` a registered game (with this module as its terminal module too) for the
    duration of one test."""
    monkeypatch.setitem(REGISTRY, "pile", GameEntry("pile", __name__, "Pile"))
    monkeypatch.setitem(sys.modules, __name__, sys.modules[__name__])
    monkeypatch.setitem(sys.modules, __name__ + ".terminal", sys.modules[__name__])
