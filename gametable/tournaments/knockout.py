"""The knockout (the Saudi Baloot championship's format): a seeded bracket, each match best
of N games, the winner advancing.

Pure bookkeeping, as the other formats: :func:`pair_ready` says which games to start,
:func:`record_result` and :func:`record_forfeit` report them, :meth:`KnockoutState.to_json`
is kept between calls. The rules are in ``docs/tournaments.md``; in short:

- **Bracket**: the entrants seeded 1, 2, … (by rating, or in the order given) into a bracket
  of the next power of two, placed so that seeds 1 and 2 can meet only in the final; the
  places left over are byes, which fall to the top seeds, all in the first round.
- **Matches**: best of N (N odd): a game won is 1 point, a draw ½ each; the match ends as soon
  as a side has more than N/2. Level after N games (draws), the next won game decides; still
  level after N more, the higher seed advances. The higher seed takes the first side in odd
  games, the other in even ones.
- **Forfeits**: a side that misses its game, or has withdrawn, loses the match at once and is
  withdrawn; both: nobody advances, and the next round's opponent walks over. A round never
  waits for anyone who is not there. Only when neither side of the final is there to win it
  is there no champion.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gametable.tournaments.common import (
    Entrant,
    Pairing,
    Shape,
    TournamentError,
    check_entrants,
    outcome,
)
from gametable.tournaments.standings import Standing

#: how a match ended: played; a bye of the first round; an opponent that never came (the
#: feeding match had no winner); a forfeit; level to the end, decided by seed; nobody won
PLAYED, BYE, WALKOVER, FORFEIT, SEED, NOBODY = (
    "played", "bye", "walkover", "forfeit", "seed", "nobody")


@dataclass(frozen=True)
class KnockoutConfig:
    #: games a match (odd): the first side to more than half wins it
    best_of: int = 1

    def __post_init__(self) -> None:
        if self.best_of < 1 or self.best_of % 2 == 0:
            raise TournamentError("a match is best of an odd number of games")

    def to_json(self) -> dict[str, Any]:
        return {"best_of": self.best_of}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> KnockoutConfig:
        return cls(int(data["best_of"]))


@dataclass
class Match:
    """One match of the bracket. ``sides`` are entrant ids (``None``: empty, or not known
    yet: ``known`` says which); ``games`` the points of each game in side order."""

    id: str
    round: int
    sides: list[str | None]
    known: list[bool]
    games: list[tuple[float, float]] = field(default_factory=list)
    #: the game under way, and the side that took its first seat
    playing: str | None = None
    first: int = 0
    #: the side that won (``None``: nobody, or not yet: see ``how``)
    winner: int | None = None
    how: str | None = None

    @property
    def done(self) -> bool:
        return self.how is not None

    @property
    def score(self) -> tuple[float, float]:
        return (sum(g[0] for g in self.games), sum(g[1] for g in self.games))

    @property
    def advances(self) -> str | None:
        return None if self.winner is None else self.sides[self.winner]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "round": self.round, "sides": list(self.sides),
                "known": list(self.known), "games": [list(g) for g in self.games],
                "playing": self.playing, "first": self.first, "winner": self.winner,
                "how": self.how}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Match:
        return cls(data["id"], int(data["round"]), list(data["sides"]), list(data["known"]),
                   [(float(a), float(b)) for a, b in data["games"]], data["playing"],
                   int(data["first"]), data["winner"], data["how"])


@dataclass
class KnockoutState:
    config: KnockoutConfig
    shape: Shape
    #: the entrants by seed (the first is seed 1)
    entrants: dict[str, Entrant]
    rounds: list[list[Match]]
    withdrawn: list[str] = field(default_factory=list)

    @classmethod
    def new(cls, config: KnockoutConfig, shape: Shape, entrants: Iterable[Entrant],
            by_rating: bool = True) -> KnockoutState:
        """A bracket of ``entrants`` seeded by rating (the order given among equals), or in
        the order given."""
        people = check_entrants(shape, entrants)
        if len(people) < 2:
            raise TournamentError("a knockout needs two entrants")
        if by_rating:
            people = sorted(people, key=lambda e: -e.rating)  # stable: entry order
        size = 1
        while size < len(people):
            size *= 2
        seeds = bracket_order(size)
        ids = [e.id for e in people]
        first = []
        for index in range(size // 2):
            a, b = seeds[2 * index], seeds[2 * index + 1]
            sides = [ids[a - 1] if a <= len(ids) else None,
                     ids[b - 1] if b <= len(ids) else None]
            first.append(Match(f"k1m{index + 1}", 1, sides, [True, True]))
        rounds = [first]
        while len(rounds[-1]) > 1:
            number = len(rounds) + 1
            rounds.append([Match(f"k{number}m{i + 1}", number, [None, None], [False, False])
                           for i in range(len(rounds[-1]) // 2)])
        state = cls(config, shape, {e.id: e for e in people}, rounds)
        _settle(state)
        return state

    def to_json(self) -> dict[str, Any]:
        return {"format": "knockout", "config": self.config.to_json(),
                "shape": self.shape.to_json(),
                "entrants": [e.to_json() for e in self.entrants.values()],
                "rounds": [[m.to_json() for m in matches] for matches in self.rounds],
                "withdrawn": list(self.withdrawn)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> KnockoutState:
        entrants = [Entrant.from_json(e) for e in data["entrants"]]
        return cls(KnockoutConfig.from_json(data["config"]), Shape.from_json(data["shape"]),
                   {e.id: e for e in entrants},
                   [[Match.from_json(m) for m in matches] for matches in data["rounds"]],
                   list(data["withdrawn"]))


def bracket_order(size: int) -> list[int]:
    """The seeds of a bracket of ``size`` (a power of two) in the order of its places,
    first-round opponents side by side: 1 meets ``size``, and 1 and 2 meet in the final
    at the earliest."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [x for seed in order for x in (seed, total - seed)]
    return order


def seed_of(state: KnockoutState, entrant: str) -> int:
    return list(state.entrants).index(entrant) + 1


def champion(state: KnockoutState) -> str | None:
    final = state.rounds[-1][0]
    return final.advances if final.done else None


def finished(state: KnockoutState) -> bool:
    return state.rounds[-1][0].done


def _higher(state: KnockoutState, match: Match) -> int:
    """The side of the higher seed."""
    a, b = match.sides
    assert a is not None and b is not None
    return 0 if seed_of(state, a) < seed_of(state, b) else 1


def _settle(state: KnockoutState) -> None:
    """Carry every decided match's winner on, and decide what needs no game: byes, walkovers,
    forfeits of the withdrawn."""
    for number, matches in enumerate(state.rounds):
        for index, match in enumerate(matches):
            if match.done:
                continue
            if number:
                for side in (0, 1):
                    feeder = state.rounds[number - 1][2 * index + side]
                    if feeder.done and not match.known[side]:
                        match.sides[side] = feeder.advances
                        match.known[side] = True
            if not all(match.known):
                continue
            present = [side for side in (0, 1) if match.sides[side] is not None]
            gone = [side for side in present if match.sides[side] in state.withdrawn]
            if len(present) < 2:
                _decide(match, present[0] if present else None,
                        (BYE if number == 0 else WALKOVER) if present else NOBODY)
            elif gone:
                _decide(match, None if len(gone) == 2 else 1 - gone[0], FORFEIT)


def _decide(match: Match, winner: int | None, how: str) -> None:
    match.winner = winner
    match.how = how
    match.playing = None


def pair_ready(state: KnockoutState) -> list[Pairing]:
    """The games to start now: the next game of every match whose two sides are known and
    no game of which is under way."""
    out = []
    for matches in state.rounds:
        for match in matches:
            if match.done or match.playing is not None or not all(match.known):
                continue
            game = f"{match.id}g{len(match.games) + 1}"
            higher = _higher(state, match)
            match.first = higher if len(match.games) % 2 == 0 else 1 - higher
            match.playing = game
            first, second = match.sides[match.first], match.sides[1 - match.first]
            out.append(Pairing(game, (first, second)))
    return out


def _match_of(state: KnockoutState, game: str) -> Match:
    for matches in state.rounds:
        for match in matches:
            if match.playing == game:
                return match
    raise TournamentError(f"no game {game!r} under way")


def record_result(state: KnockoutState, game: str, scores: Sequence[float]) -> None:
    """A game's end: ``scores`` are the two sides' in the game's seat order
    (:meth:`.Shape.side_scores`). Ends the match once a side has more than half."""
    match = _match_of(state, game)
    result = outcome(scores)
    if match.first == 1:
        result = 1.0 - result
    match.games.append((result, 1.0 - result))
    match.playing = None
    a, b = match.score
    n = state.config.best_of
    # within N games the points are at most N, so one side alone can pass N/2; after them
    # (level through draws), the first game won decides
    if (max(a, b) > n / 2 if len(match.games) <= n else a != b):
        _decide(match, 0 if a > b else 1, PLAYED)
    elif len(match.games) >= 2 * n:
        _decide(match, _higher(state, match), SEED)
    _settle(state)


def record_forfeit(state: KnockoutState, game: str, absent: Iterable[int]) -> None:
    """A game missed by the sides ``absent`` (in the game's seat order, 0 and/or 1): they
    lose the match and are withdrawn."""
    match = _match_of(state, game)
    missing = set(absent)
    if not missing or not missing <= {0, 1}:
        raise TournamentError("a forfeit names the absent sides, 0 and/or 1")
    sides = {match.first if seat == 0 else 1 - match.first for seat in missing}
    for side in sorted(sides):
        entrant = match.sides[side]
        if entrant is not None and entrant not in state.withdrawn:
            state.withdrawn.append(entrant)
    _decide(match, None if len(sides) == 2 else 1 - next(iter(sides)), FORFEIT)
    _settle(state)


def withdraw(state: KnockoutState, entrant: str) -> list[str]:
    """``entrant`` leaves: it forfeits its match now (or when its opponent is known). The
    game it was playing, if any, is returned: it no longer counts, the director ends it."""
    if entrant not in state.entrants:
        raise TournamentError(f"no entrant {entrant!r}")
    if entrant in state.withdrawn:
        return []
    state.withdrawn.append(entrant)
    stopped = []
    for matches in state.rounds:
        for match in matches:
            if not match.done and entrant in match.sides and match.playing is not None:
                stopped.append(match.playing)
                match.playing = None
    _settle(state)
    return stopped


def standings(state: KnockoutState) -> list[Standing]:
    """Places: the champion 1, the final's loser 2, the semi-finals' losers 3, the
    quarter-finals' 5, …; while it runs, those still in are listed 1. Points are matches
    won; by seed within a place."""
    total = len(state.rounds)
    place: dict[str, int] = {}
    won: dict[str, int] = dict.fromkeys(state.entrants, 0)
    for matches in state.rounds:
        for match in matches:
            if not match.done:
                continue
            for side, entrant in enumerate(match.sides):
                if entrant is None:
                    continue
                if side == match.winner:
                    won[entrant] += 1
                else:
                    place[entrant] = 2 ** (total - match.round) + 1
    winner = champion(state)
    if winner is not None:
        place[winner] = 1
    rows = sorted(state.entrants, key=lambda e: (place.get(e, 1), seed_of(state, e)))
    return [Standing(place.get(e, 1), e, float(won[e]), {"seed": seed_of(state, e)},
                     e in state.withdrawn) for e in rows]


def bracket(state: KnockoutState) -> dict[str, Any]:
    """The bracket as a page draws it: rounds of matches, each with its sides (entrant and
    seed; ``None`` for an empty or unknown place), score, games, winner and how it ended."""
    def side(match: Match, index: int) -> dict[str, Any] | None:
        entrant = match.sides[index]
        if entrant is None:
            return None
        return {"entrant": entrant, "seed": seed_of(state, entrant),
                "members": list(state.entrants[entrant].members),
                "withdrawn": entrant in state.withdrawn}

    return {
        "size": 2 * len(state.rounds[0]),
        "best_of": state.config.best_of,
        "rounds": [[{"id": m.id, "sides": [side(m, 0), side(m, 1)], "known": list(m.known),
                     "score": list(m.score), "games": [list(g) for g in m.games],
                     "playing": m.playing, "winner": m.advances, "how": m.how}
                    for m in matches] for matches in state.rounds],
        "champion": champion(state),
    }

