"""What every format shares: who enters (:class:`Entrant`), the table they meet at
(:class:`Shape`), a game to start (:class:`Pairing`) and how a game's scores become a result.

Tournaments take tables of exactly two sides: two people (Balloon Cup, the climbing game
for two), or two teams of two (Baloot). The sides are read from the game's descriptor
(``team_of``), never from its name, so a new game of two sides needs nothing here.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gametable.core.descriptor import GameDescriptor

#: the rating of an entrant who has none (openskill's starting mu, as quick play uses)
DEFAULT_RATING = 25.0

#: a side's result: win, draw, loss
WIN, DRAW, LOSS = 1.0, 0.5, 0.0


class TournamentError(ValueError):
    """A request the tournament refuses; the message says why."""


@dataclass(frozen=True)
class Entrant:
    """One entry: a person, or a team of partners (``members`` in the order they take their
    side's seats). ``rating`` is the director's number for pairing and tie-breaks (a team's:
    its members' mean)."""

    id: str
    members: tuple[str, ...]
    rating: float = DEFAULT_RATING

    @classmethod
    def person(cls, player: str, rating: float = DEFAULT_RATING) -> Entrant:
        return cls(player, (player,), rating)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "members": list(self.members), "rating": self.rating}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Entrant:
        return cls(data["id"], tuple(data["members"]), float(data["rating"]))


@dataclass(frozen=True)
class Shape:
    """A table of two sides: ``side_of[seat]`` is 0 or 1. Side 0 is the *first* side (it
    holds seat 0, which moves or deals first), so seat balance is balance of side 0."""

    side_of: tuple[int, ...]

    @classmethod
    def of(cls, descriptor: GameDescriptor, seats: int | None = None) -> Shape:
        """The shape of a game's table with ``seats`` seats (the game's one count if it has
        one); :class:`TournamentError` unless its seats form exactly two equal sides."""
        if seats is None:
            if len(descriptor.seats) != 1:
                raise TournamentError(f"{descriptor.title} needs a seat count "
                                      f"({', '.join(map(str, descriptor.seats))})")
            seats = descriptor.seats[0]
        if seats not in descriptor.seats:
            raise TournamentError(f"{descriptor.title} has no table of {seats}")
        teams = [descriptor.team(seat) for seat in range(seats)]
        order = list(dict.fromkeys(teams))
        if len(order) != 2 or teams.count(order[0]) != teams.count(order[1]):
            raise TournamentError(f"tournaments take tables of two equal sides; "
                                  f"{descriptor.title} at {seats} seats has {len(order)}")
        return cls(tuple(order.index(team) for team in teams))

    @property
    def seats(self) -> int:
        return len(self.side_of)

    @property
    def side_size(self) -> int:
        """People a side: 1, or 2 for partners (each entrant brings this many)."""
        return self.seats // 2

    def seating(self, first: Entrant | None, second: Entrant | None) -> list[str | None]:
        """Who sits where: the person of each seat, ``None`` for a bot seat (a side of
        ``None``). A side's members take its seats in order."""
        sides = (first, second)
        taken = [0, 0]
        out: list[str | None] = []
        for side in self.side_of:
            entrant = sides[side]
            out.append(None if entrant is None else entrant.members[taken[side]])
            taken[side] += 1
        return out

    def side_scores(self, seat_scores: Sequence[float]) -> tuple[float, float]:
        """The two sides' scores from an engine's per-seat ``scores()`` (a side's mean: the
        partners of a team share their score)."""
        if len(seat_scores) != self.seats:
            raise TournamentError(f"expected {self.seats} seat scores")
        totals = [0.0, 0.0]
        for side, score in zip(self.side_of, seat_scores, strict=True):
            totals[side] += float(score)
        return totals[0] / self.side_size, totals[1] / self.side_size

    def to_json(self) -> list[int]:
        return list(self.side_of)

    @classmethod
    def from_json(cls, data: Sequence[int]) -> Shape:
        return cls(tuple(int(side) for side in data))


#: two single seats (Balloon Cup, the climbing game for two): the tests' and benches' table
SOLO = Shape((0, 1))


@dataclass(frozen=True)
class Pairing:
    """A game to start: ``sides[0]`` takes the first side (seat 0). An entrant id, or
    ``None`` for a side of bots."""

    game: str
    sides: tuple[str | None, str | None]

    @property
    def bot(self) -> bool:
        return None in self.sides

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "sides": list(self.sides)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Pairing:
        first, second = data["sides"]
        return cls(data["game"], (first, second))


def outcome(scores: Sequence[float]) -> float:
    """The first side's result from the two sides' scores: the higher score wins."""
    if len(scores) != 2:
        raise TournamentError("a result is two sides' scores")
    first, second = float(scores[0]), float(scores[1])
    return WIN if first > second else LOSS if first < second else DRAW


def check_entrants(shape: Shape, entrants: Iterable[Entrant],
                   known: Iterable[Entrant] = ()) -> list[Entrant]:
    """The entrants, refused unless each brings one person a seat of its side, no id repeats
    and nobody plays in two entries."""
    out = list(entrants)
    ids = {e.id for e in known}
    people = {p for e in known for p in e.members}
    for entrant in out:
        if len(entrant.members) != shape.side_size:
            raise TournamentError(f"{entrant.id!r} brings {len(entrant.members)} people; a "
                                  f"side here is {shape.side_size}")
        if len(set(entrant.members)) != len(entrant.members):
            raise TournamentError(f"{entrant.id!r} names one person twice")
        if entrant.id in ids:
            raise TournamentError(f"{entrant.id!r} entered twice")
        if people & set(entrant.members):
            raise TournamentError(f"{entrant.id!r} has someone already entered")
        ids.add(entrant.id)
        people.update(entrant.members)
    return out


def coin(seed: int, key: str) -> bool:
    """A fair coin that depends on the tournament's seed and ``key`` only (a restart draws
    the same)."""
    return random.Random(f"{seed}:{key}").random() < 0.5
