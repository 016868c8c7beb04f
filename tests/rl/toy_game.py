"""A small game of our own for the adapters' generic tests, independent of the real engines.

"Secret high card": each seat is dealt ``HAND`` cards from ``0..DECK-1`` (hidden). Two rounds:
in each, every seat first plays a card simultaneously (hidden until all have played), the
highest card takes a point; then seat ``round % n`` alone says ``keep`` or ``double``
(a sequential decision, so both kinds of phase are exercised). Most points wins; ties draw.
Integer actions: ``0..DECK-1`` play that card, ``DECK`` keep, ``DECK+1`` double.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from gametable.core.errors import IllegalMove
from gametable.core.protocol import GameState
from gametable.rl.adapter import GameAdapter
from gametable.rl.encoders.base import Encoder, Layout

DECK = 8
HAND = 3
ROUNDS = 2
KEEP, DOUBLE = DECK, DECK + 1


class ToyState(GameState):
    game = "toy"

    def __init__(self, seed: int, players: int = 2) -> None:
        rng = random.Random(seed)
        deck = list(range(DECK))
        rng.shuffle(deck)
        self.n = players
        self.hands = [sorted(deck[i * HAND : (i + 1) * HAND]) for i in range(players)]
        self.pending: list[int | None] = [None] * players
        self.rounds: list[list[int]] = []
        self.points = [0] * players
        self.stakes = 1
        self.caller: int | None = None  # seat deciding keep/double

    num_actions = DECK + 2

    @property
    def num_seats(self) -> int:
        return self.n

    @property
    def over(self) -> bool:
        return len(self.rounds) == ROUNDS and self.caller is None

    @property
    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.caller is not None:
            return (self.caller,)
        return tuple(s for s in range(self.n) if self.pending[s] is None)

    @property
    def scores(self) -> list[float]:
        if not self.over:
            raise ValueError("not over")
        best = max(self.points)
        winners = [s for s in range(self.n) if self.points[s] == best]
        if len(winners) > 1:
            return [0.5] * self.n
        return [1.0 if s in winners else 0.0 for s in range(self.n)]

    def legal_actions(self, seat: int) -> list[int]:
        if seat not in self.to_act:
            return []
        if self.caller is not None:
            return [KEEP, DOUBLE]
        return list(self.hands[seat])

    def apply_action(self, seat: int, action: int) -> None:
        if self.caller is not None:
            if action == DOUBLE:
                self.stakes *= 2
            self.caller = None
            return
        self.hands[seat].remove(action)
        self.pending[seat] = action
        if all(p is not None for p in self.pending):
            played = [int(p) for p in self.pending]  # type: ignore[arg-type]
            self.rounds.append(played)
            self.points[played.index(max(played))] += self.stakes
            self.pending = [None] * self.n
            self.caller = (len(self.rounds) - 1) % self.n

    def action_to_move(self, action: int) -> str:
        return {KEEP: "keep", DOUBLE: "double"}.get(action, str(action))

    def move_to_action(self, move: str) -> int:
        names = {"keep": KEEP, "double": DOUBLE}
        if move in names:
            return names[move]
        if move.isdigit() and int(move) < DECK:
            return int(move)
        raise IllegalMove(f"cannot read {move!r}")

    def legal_moves(self, seat: int) -> list[str]:
        return sorted(self.action_to_move(a) for a in self.legal_actions(seat))

    def play(self, seat: int, move: str) -> None:
        self.check_seat(seat)
        action = self.move_to_action(move)
        if action not in self.legal_actions(seat):
            raise IllegalMove(f"{move!r} is not legal now")
        self.apply_action(seat, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "chosen": [p is not None for p in self.pending],
            "my_choice": self.pending[seat] if seat is not None else None,
            "rounds": [list(r) for r in self.rounds],
            "points": list(self.points),
            "stakes": self.stakes,
            "caller": self.caller,
        }

    def clone(self) -> ToyState:
        new = ToyState.__new__(ToyState)
        new.n = self.n
        new.hands = [list(h) for h in self.hands]
        new.pending = list(self.pending)
        new.rounds = [list(r) for r in self.rounds]
        new.points = list(self.points)
        new.stakes = self.stakes
        new.caller = self.caller
        return new

    def to_json(self) -> dict[str, Any]:
        return {"game": "toy", **self.view(None), "hands": self.hands, "pending": self.pending}

    def setup(self) -> dict[str, Any]:
        return {}


class ToyEncoder(Encoder):
    """hand bits · my pending card · who has chosen · rounds played (cards by seat) · points ·
    stakes · am I the caller."""

    game = "toy"

    def build_layout(self) -> Layout:
        n = self.num_seats
        return (
            Layout()
            .add("hand", DECK)
            .add("my_choice", DECK)
            .add("chosen", n)
            .add("rounds", ROUNDS, n, DECK)
            .add("points", n)
            .add("stakes", 1)
            .add("caller", 1)
        )

    def fill(self, out: dict[str, np.ndarray], view: dict[str, Any], seat: int) -> None:
        out["hand"][view["hand"]] = 1
        if view["my_choice"] is not None:
            out["my_choice"][view["my_choice"]] = 1
        out["chosen"][:] = view["chosen"]
        for r, played in enumerate(view["rounds"]):
            for s, card in enumerate(played):
                out["rounds"][r, s, card] = 1
        out["points"][:] = np.array(view["points"]) / (2**ROUNDS)
        out["stakes"][0] = view["stakes"] / (2**ROUNDS)
        out["caller"][0] = view["caller"] == seat

    def potential(self, view: dict[str, Any]) -> list[float]:
        return [p / 4 for p in view["points"]]

    def max_game_length(self) -> int:
        return ROUNDS * (self.num_seats + 1)


def toy_adapter(players: int = 2) -> GameAdapter:
    return GameAdapter(
        "toy",
        {"players": players},
        factory=lambda seed: ToyState(seed, players),
        encoder=ToyEncoder({"players": players}, players),
    )
