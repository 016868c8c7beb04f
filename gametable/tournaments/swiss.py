"""The Swiss system: a number of rounds fixed at the start; each round pairs entrants of equal
(or nearest) score who have not met.

Pure bookkeeping: the director calls :func:`pair_round` when a round is complete, starts its
games, and reports each (:func:`record_result`, :func:`record_forfeit`); it keeps
:meth:`SwissState.to_json` between calls. Every decision depends on the state and the
config's seed alone. The rules are in ``docs/tournaments.md``; in short:

- **Order**: by score, then rating (then the order of entry).
- **Pairing** (:func:`plan`): score groups from the top; in a group (with whoever floated
  down from the one above) the top half meets the bottom half, 1st against 1st, moved as
  little as needed to avoid a repeat or a clash of seats; who cannot be paired floats down.
  Should the groups leave entrants over, the pairs are completed by a maximum matching over
  everyone (:mod:`.matching`), which also proves when no round without a repeat exists
  (the tournament then ends early, :attr:`SwissState.ended`). Two entrants never meet twice.
- **Bye**: with an odd number, the lowest-ranked entrant that has not had one sits out for
  1 point; at most one an entrant. With ``bots`` on, it plays that bye against a bot; the bye
  scores 1 whatever the bot game's result.
- **Seats**: the first side goes to whoever has had it less, then to whoever had the second
  last, then alternately down the boards from a seeded draw.
- **Withdrawals**: a missed game is lost and withdraws its entrant (:func:`record_forfeit`);
  a withdrawn entrant is not paired again, loses its remaining rounds (0 points each, not a
  bye) and still counts in its opponents' tie-breaks.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from gametable.tournaments.common import (
    Entrant,
    Pairing,
    Shape,
    TournamentError,
    check_entrants,
    coin,
    outcome,
)
from gametable.tournaments.matching import maximum_matching
from gametable.tournaments.standings import Line, Standing, swiss_ranking

#: a bye's points (a win's)
BYE = 1.0
#: the kinds of board: a game of two entrants, a bye, a bye played against a bot, a round
#: lost as withdrawn
GAME, BYE_KIND, BOT, ABSENT = "game", "bye", "bot", "absent"
#: search steps a score group's exact pairing may take before the greedy one is used
BUDGET = 4000


@dataclass(frozen=True)
class SwissConfig:
    rounds: int
    seed: int = 0
    #: whether the odd one out plays its bye against a bot
    bots: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"rounds": self.rounds, "seed": self.seed, "bots": self.bots}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SwissConfig:
        return cls(int(data["rounds"]), int(data["seed"]), bool(data["bots"]))


@dataclass
class Board:
    """One line of a round: ``first`` takes the first side. ``points`` are the two sides'
    (``None`` until the game ends; the second is 0 where there is no second entrant)."""

    game: str
    first: str
    second: str | None
    kind: str = GAME
    points: tuple[float, float] | None = None
    absent: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "first": self.first, "second": self.second,
                "kind": self.kind, "points": None if self.points is None else list(self.points),
                "absent": list(self.absent)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Board:
        points = data["points"]
        return cls(data["game"], data["first"], data["second"], data["kind"],
                   None if points is None else (float(points[0]), float(points[1])),
                   tuple(data["absent"]))


@dataclass
class SwissState:
    config: SwissConfig
    shape: Shape
    entrants: dict[str, Entrant]
    #: entrant → the round (1-based) from which it is no longer paired
    withdrawn: dict[str, int] = field(default_factory=dict)
    rounds: list[list[Board]] = field(default_factory=list)
    #: why the tournament ended before its last round (``None``: it did not)
    ended: str | None = None

    @classmethod
    def new(cls, config: SwissConfig, shape: Shape, entrants: Iterable[Entrant]) -> SwissState:
        """A Swiss of ``config.rounds`` rounds: at least one, and fewer than the entrants (a
        round robin's worth at most: an odd field may play as many rounds as entrants)."""
        people = check_entrants(shape, entrants)
        n = len(people)
        most = n if n % 2 else n - 1
        if n < 2 or not 1 <= config.rounds <= most:
            raise TournamentError(f"{n} entrants may play 1 to {max(most, 0)} Swiss rounds, "
                                  f"not {config.rounds}")
        return cls(config, shape, {e.id: e for e in people})

    def to_json(self) -> dict[str, Any]:
        return {"format": "swiss", "config": self.config.to_json(),
                "shape": self.shape.to_json(),
                "entrants": [e.to_json() for e in self.entrants.values()],
                "withdrawn": dict(self.withdrawn),
                "rounds": [[b.to_json() for b in boards] for boards in self.rounds],
                "ended": self.ended}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SwissState:
        entrants = [Entrant.from_json(e) for e in data["entrants"]]
        return cls(SwissConfig.from_json(data["config"]), Shape.from_json(data["shape"]),
                   {e.id: e for e in entrants},
                   {k: int(v) for k, v in data["withdrawn"].items()},
                   [[Board.from_json(b) for b in boards] for boards in data["rounds"]],
                   data["ended"])


# --- reading the state -------------------------------------------------------------------

def round_complete(state: SwissState) -> bool:
    return all(b.points is not None for boards in state.rounds[-1:] for b in boards)


def finished(state: SwissState) -> bool:
    return state.ended is not None or (len(state.rounds) >= state.config.rounds
                                       and round_complete(state))


def lines(state: SwissState) -> list[Line]:
    """Every finished board as one line per entrant (what the tie-breaks read)."""
    out = []
    for boards in state.rounds:
        for b in boards:
            if b.points is None:
                continue
            out.append(Line(b.first, b.second if b.kind == GAME else None, b.points[0]))
            if b.kind == GAME and b.second is not None:
                out.append(Line(b.second, b.first, b.points[1]))
    return out


def scores(state: SwissState) -> dict[str, float]:
    out = dict.fromkeys(state.entrants, 0.0)
    for line in lines(state):
        out[line.entrant] += line.points
    return out


def standings(state: SwissState) -> list[Standing]:
    """Score, Buchholz cut 1, Sonneborn–Berger, direct encounter, rating."""
    return swiss_ranking(lines(state), {e: x.rating for e, x in state.entrants.items()},
                         state.withdrawn)


def _met(state: SwissState) -> set[tuple[str, str]]:
    return {_key(b.first, b.second) for boards in state.rounds for b in boards
            if b.kind == GAME and b.second is not None}


def _key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


def _seat_history(state: SwissState) -> tuple[dict[str, int], dict[str, int]]:
    """First seats minus second seats, and the last seat (+1 first, −1 second), over the
    games played."""
    balance = dict.fromkeys(state.entrants, 0)
    last = dict.fromkeys(state.entrants, 0)
    for boards in state.rounds:
        for b in boards:
            if b.kind == GAME and b.second is not None and not b.absent:
                balance[b.first] += 1
                balance[b.second] -= 1
                last[b.first], last[b.second] = 1, -1
    return balance, last


# --- changing it -------------------------------------------------------------------------

def withdraw(state: SwissState, entrant: str) -> None:
    """Pair ``entrant`` no more (from the next round); a game it is playing is still
    reported (played, or missed: :func:`record_forfeit`)."""
    if entrant not in state.entrants:
        raise TournamentError(f"no entrant {entrant!r}")
    state.withdrawn.setdefault(entrant, len(state.rounds) + 1)


def _board(state: SwissState, game: str) -> Board:
    for b in state.rounds[-1] if state.rounds else ():
        if b.game == game:
            if b.points is not None:
                raise TournamentError(f"game {game!r} has its result")
            return b
    raise TournamentError(f"no game {game!r} in this round")


def record_result(state: SwissState, game: str, scores: Sequence[float]) -> None:
    """A game's end: ``scores`` are the two sides' (:meth:`.Shape.side_scores`). A bye
    played against a bot scores the bye whatever its result."""
    b = _board(state, game)
    first = outcome(scores)
    b.points = (BYE, 0.0) if b.kind == BOT else (first, 1.0 - first)


def record_forfeit(state: SwissState, game: str, absent: Iterable[int]) -> None:
    """A game missed by the sides ``absent``: each loses it (0) and is withdrawn; a side that
    came wins it (1)."""
    b = _board(state, game)
    missing = tuple(sorted(set(absent)))
    sides = (b.first, b.second if b.kind == GAME else None)
    if not missing or any(side not in (0, 1) or sides[side] is None for side in missing):
        raise TournamentError("a forfeit names the absent sides of entrants")
    b.absent = missing
    b.points = (0.0 if 0 in missing else 1.0, 0.0 if 1 in missing or b.kind != GAME else 1.0)
    for side in missing:
        withdraw(state, sides[side])  # type: ignore[arg-type]


def pair_round(state: SwissState) -> list[Pairing]:
    """The next round: its boards join the state, and the games to start are returned (a bye
    is a board with no game; a bye against a bot is a game with a side of bots). The round
    before must be complete. No round without a repeat: the tournament ends instead
    (:attr:`SwissState.ended`) and nothing is returned."""
    if finished(state):
        raise TournamentError("the tournament is over")
    if not round_complete(state):
        raise TournamentError("the round is still being played")
    number = len(state.rounds) + 1
    planned = plan(state)
    if planned is None:
        state.ended = f"round {number} cannot be paired without a repeat"
        return []
    pairs, bye = planned
    balance, last = _seat_history(state)
    draw = coin(state.config.seed, f"round{number}")
    boards: list[Board] = []
    for index, (high, low) in enumerate(pairs, start=1):
        if balance[high] != balance[low]:
            high_first = balance[high] < balance[low]
        elif last[high] != last[low]:
            high_first = last[high] < last[low]
        else:
            high_first = (index % 2 == 1) == draw
        first, second = (high, low) if high_first else (low, high)
        boards.append(Board(f"r{number}b{index}", first, second))
    if bye is not None:
        kind = BOT if state.config.bots else BYE_KIND
        boards.append(Board(f"r{number}b{len(pairs) + 1}", bye, None, kind,
                            (BYE, 0.0) if kind == BYE_KIND else None))
    for entrant in state.entrants:
        if entrant in state.withdrawn:
            boards.append(Board(f"r{number}x{len(boards) + 1}", entrant, None, ABSENT,
                                (0.0, 0.0)))
    state.rounds.append(boards)
    return [Pairing(b.game, (b.first, b.second)) for b in boards if b.kind in (GAME, BOT)]


# --- the pairing -------------------------------------------------------------------------

def plan(state: SwissState) -> tuple[list[tuple[str, str]], str | None] | None:
    """The next round's pairs (the higher-ranked first, top board first) and its bye, or
    ``None`` where no round without a repeat (and a bye to someone who had none) exists."""
    score = scores(state)
    rank = {e: i for i, e in enumerate(state.entrants)}
    order = sorted((e for e in state.entrants if e not in state.withdrawn),
                   key=lambda e: (-score[e], -state.entrants[e].rating, rank[e]))
    met = _met(state)
    balance, last = _seat_history(state)
    want = {e: _wants(balance[e], last[e]) for e in order}
    if len(order) % 2 == 0:
        pairs = pair_players(order, score, met, want)
        return None if pairs is None else (pairs, None)
    had = {b.first for boards in state.rounds for b in boards if b.kind in (BYE_KIND, BOT)}
    for bye in reversed(order):
        if bye in had:
            continue
        pairs = pair_players([e for e in order if e != bye], score, met, want)
        if pairs is not None:
            return pairs, bye
    return None


def _wants(balance: int, last: int) -> int:
    """The seat an entrant is due: +1 the first, −1 the second, 0 either."""
    if balance:
        return -1 if balance > 0 else 1
    return -last


def pair_players(order: Sequence[str], score: dict[str, float], met: set[tuple[str, str]],
                 want: dict[str, int] | None = None) -> list[tuple[str, str]] | None:
    """Pair everyone of ``order`` (ranked, an even number) with nobody of ``met``: by score
    groups, then completed by a maximum matching; ``None`` when it cannot be done."""
    want = want or {}

    def allowed(a: str, b: str) -> bool:
        return _key(a, b) not in met

    def clash(a: str, b: str) -> bool:
        return want.get(a, 0) != 0 and want.get(a, 0) == want.get(b, 0)

    pairs: list[tuple[str, str]] = []
    carried: list[str] = []
    start = 0
    while start < len(order):
        end = start
        while end < len(order) and score[order[end]] == score[order[start]]:
            end += 1
        got, carried = pair_group(carried + list(order[start:end]), allowed, clash)
        pairs += got
        start = end
    if carried:
        return _complete(order, pairs, allowed)
    return pairs


def pair_group(group: Sequence[str], allowed: Callable[[str, str], bool],
               clash: Callable[[str, str], bool]) -> tuple[list[tuple[str, str]], list[str]]:
    """One score group (ranked): its pairs and who floats down. Everyone is paired if a
    search of :data:`BUDGET` steps finds how (one floats from an odd group: the lowest it
    can be); else as many as a greedy pass pairs."""
    floats = len(group) % 2
    for allowance in (floats, floats + 2):
        found = _search(group, allowance, allowed, clash, BUDGET)
        if found is not None:
            return found
    return _greedy(group, allowed, clash)


_FLOAT = -1


def _options(group: Sequence[str], free: list[bool], i: int,
             allowed: Callable[[str, str], bool],
             clash: Callable[[str, str], bool]) -> Iterator[int]:
    """Partners for ``group[i]`` (everyone above it is placed), best first: nearest the one
    half a group below it (Dutch: 1st of the top half against 1st of the bottom half), a
    clash of due seats costing two places; then floating."""
    m = len(group)
    target = i + m // 2 if i < m // 2 else i + 1
    me = group[i]
    heap: list[tuple[int, int]] = []
    reach = max(m - target, target - i)
    for d in range(reach + 1):
        for j in (target + d, target - d) if d else (target,):
            if i < j < m and free[j] and allowed(me, group[j]):
                heapq.heappush(heap, (d + (2 if clash(me, group[j]) else 0), j))
        while heap and heap[0][0] <= d:
            j = heapq.heappop(heap)[1]
            if free[j]:
                yield j
    while heap:
        j = heapq.heappop(heap)[1]
        if free[j]:
            yield j
    yield _FLOAT


def _search(group: Sequence[str], floats: int, allowed: Callable[[str, str], bool],
            clash: Callable[[str, str], bool], budget: int
            ) -> tuple[list[tuple[str, str]], list[str]] | None:
    """Depth-first: the top free entrant takes its best partner still possible, with at most
    ``floats`` left over; ``None`` when none is found in ``budget`` steps."""
    m = len(group)
    free = [True] * m
    frames: list[tuple[int, Iterator[int], list[int]]] = []
    floated = 0
    steps = 0
    pos = 0
    while True:
        while pos < m and not free[pos]:
            pos += 1
        if pos == m:
            pairs = [(group[i], group[c[0]]) for i, _o, c in frames if c[0] != _FLOAT]
            left = [group[i] for i, _o, c in frames if c[0] == _FLOAT]
            return pairs, left
        free[pos] = False
        frames.append((pos, _options(group, free, pos, allowed, clash), [_FLOAT - 1]))
        while True:  # choose (or choose again) at the top frame
            if not frames:
                return None
            i, options, choice = frames[-1]
            if choice[0] == _FLOAT:
                floated -= 1
            elif choice[0] >= 0:
                free[choice[0]] = True
            steps += 1
            if steps > budget:
                return None
            j = next(options, None)
            if j == _FLOAT and floated >= floats:
                j = None
            if j is None:
                frames.pop()
                free[i] = True
                continue
            choice[0] = j
            if j == _FLOAT:
                floated += 1
            else:
                free[j] = False
            pos = i + 1
            break


def _greedy(group: Sequence[str], allowed: Callable[[str, str], bool],
            clash: Callable[[str, str], bool]) -> tuple[list[tuple[str, str]], list[str]]:
    m = len(group)
    free = [True] * m
    pairs, left = [], []
    for i in range(m):
        if not free[i]:
            continue
        free[i] = False
        j = next(_options(group, free, i, allowed, clash))
        if j == _FLOAT:
            left.append(group[i])
        else:
            free[j] = False
            pairs.append((group[i], group[j]))
    return pairs, left


def _complete(order: Sequence[str], pairs: list[tuple[str, str]],
              allowed: Callable[[str, str], bool]) -> list[tuple[str, str]] | None:
    """The groups' pairs grown into a pairing of everyone (fewest changes, nearest ranks
    first), or ``None`` when no such pairing exists."""
    index = {e: i for i, e in enumerate(order)}
    n = len(order)
    match = [-1] * n
    for a, b in pairs:
        match[index[a]], match[index[b]] = index[b], index[a]
    maximum_matching(_Neighbours(order, allowed), match)
    if -1 in match:
        return None
    return [(order[i], order[j]) for i, j in enumerate(match) if i < j]


class _Neighbours:
    """Who each entrant may meet, nearest in rank first, listed only when the matching asks
    (its search from a few entrants left over looks at few others)."""

    def __init__(self, order: Sequence[str], allowed: Callable[[str, str], bool]) -> None:
        self.order = order
        self.allowed = allowed
        self.known: dict[int, list[int]] = {}

    def __len__(self) -> int:
        return len(self.order)

    def __getitem__(self, i: int) -> list[int]:
        found = self.known.get(i)
        if found is None:
            n, me = len(self.order), self.order[i]
            near = (j for d in range(1, n) for j in (i - d, i + d) if 0 <= j < n)
            found = self.known[i] = [j for j in near if self.allowed(me, self.order[j])]
        return found
