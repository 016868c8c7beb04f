"""A tiny hidden-information game for server tests, registered only inside the tests.

Two seats, a deck of cards ``c1``..``c9``; each seat holds three secret cards and they take
turns laying one face up; the higher total wins. Moves are ``play cN``.

``DESCRIPTOR`` is its facts, as a game package's ``descriptor.py`` declares them; the tests
register it with ``registry.GameEntry.of`` (the ``fake_game`` fixture of tests/server/
conftest.py), under the module name ``gametable_test_fakegame``.
"""

from __future__ import annotations

import random
from typing import Any

from gametable.core.descriptor import GameDescriptor, Option, QuickPlay
from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import GameState

CARDS = [f"c{i}" for i in range(1, 10)]

#: what the server tests rely on: no time control, names, public moves of its own (the
#: server's defaults), one option, and quick play with no choice
DESCRIPTOR = GameDescriptor(
    name="fake",
    title="Fake card game",
    module="gametable_test_fakegame",
    seats=(2,),
    options=(Option("rounds", "int", 3, min=1, max=4),),
    quick_play=QuickPlay(),
)


class FakeState(GameState):
    game = "fake"

    def __init__(self, deck: list[str], rounds: int) -> None:
        self.deck = list(deck)
        self.rounds = rounds
        self.hands = [sorted(deck[0:rounds]), sorted(deck[rounds : 2 * rounds])]
        self.played: list[list[str]] = [[], []]
        self.turn = 0

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    @property
    def num_seats(self) -> int:
        return 2

    @property
    def over(self) -> bool:
        return not self.hands[0] and not self.hands[1]

    @property
    def scores(self) -> list[float]:
        if not self.over:
            raise ValueError("not over")
        a, b = (sum(int(c[1:]) for c in p) for p in self.played)
        return [1.0, 0.0] if a > b else [0.0, 1.0] if b > a else [0.5, 0.5]

    def legal_moves(self, seat: int) -> list[str]:
        if seat not in self.to_act:
            return []
        return sorted(f"play {c}" for c in self.hands[seat])

    def play(self, seat: int, move: str) -> None:
        self.check_seat(seat)
        if move not in self.legal_moves(seat):
            raise IllegalMove(f"{move!r} is not a card in your hand")
        card = move.split()[1]
        self.hands[seat].remove(card)
        self.played[seat].append(card)
        self.turn = 1 - seat

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "played": [list(p) for p in self.played],
        }

    def clone(self) -> FakeState:
        other = FakeState.__new__(FakeState)
        other.deck, other.rounds, other.turn = self.deck, self.rounds, self.turn
        other.hands = [list(h) for h in self.hands]
        other.played = [list(p) for p in self.played]
        return other

    def to_json(self) -> dict[str, Any]:
        return {"game": "fake", "deck": self.deck, "rounds": self.rounds, "hands": self.hands,
                "played": self.played, "turn": self.turn}

    def setup(self) -> dict[str, Any]:
        return {"deck": list(self.deck)}

    @property
    def options(self) -> dict[str, Any]:
        return {"rounds": self.rounds}


def new_game(*, seed: int | None, setup: dict[str, Any] | None, rounds: int = 3) -> FakeState:
    if not isinstance(rounds, int) or not 1 <= rounds <= 4:
        raise BadOptions(f"rounds must be an integer from 1 to 4, not {rounds!r}")
    if setup is not None:
        deck = list(setup["deck"])
    else:
        deck = list(CARDS)
        random.Random(seed).shuffle(deck)
    return FakeState(deck, rounds)


def from_json(data: dict[str, Any]) -> FakeState:
    state = FakeState(data["deck"], data["rounds"])
    state.hands, state.played, state.turn = data["hands"], data["played"], data["turn"]
    return state
