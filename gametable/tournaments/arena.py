"""The arena: a fixed time, and whoever is free is paired at once (Lichess's arena).

Pure bookkeeping, no clock of its own: every pairing is given ``now``, so a director that
persists :meth:`ArenaState.to_json` after each call can stop and resume where it was.
The rules are in ``docs/tournaments.md``; in short:

- **Pairing** (:func:`pair_free`): the free entrants, sorted by rating, are paired with their
  neighbours, except that two entrants who were each other's last opponent are not paired
  again at once when someone else is free. With an odd number free, one waits: one who did
  not wait already, chosen so the pairs stay nearest in rating. Nobody is paired before the
  start or from the end on; games under way then finish and count.
- **Points** (:func:`record_result`): win 2, draw 1, loss 0; after two wins in a row an
  entrant is *on fire*: its results count double (win 4, draw 2) until a game it does not
  win, which ends the streak.
- **Missed games and withdrawals**: an entrant that misses its game loses it and is withdrawn
  (:func:`record_forfeit`); the side that came scores a plain win (2) and keeps its streak as
  it was. A withdrawn entrant is never paired again.
- **Bots** (``bots``): an entrant left waiting alone ``bot_wait`` seconds plays a bot; that
  game never enters the standings (no points, streak unchanged, not in its performance).
- **Ranking** (:func:`standings`): points, then performance, then rating.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gametable.tournaments.common import (
    DRAW,
    LOSS,
    WIN,
    Entrant,
    Pairing,
    Shape,
    TournamentError,
    check_entrants,
    coin,
    outcome,
)
from gametable.tournaments.standings import Standing

#: the performance of one game: the opponent's rating, plus or minus this for a win or a
#: loss (Lichess adds 500 to ratings near 1,500; this is a third of the starting 25 too)
SPREAD = 25.0 / 3


@dataclass(frozen=True)
class ArenaConfig:
    """When the arena runs (``start`` ≤ pairing < ``end``, on the director's clock) and
    whether a bot may play an entrant left waiting ``bot_wait`` seconds."""

    start: float
    end: float
    seed: int = 0
    bots: bool = False
    bot_wait: float = 30.0

    def __post_init__(self) -> None:
        if not self.end > self.start:
            raise TournamentError("an arena ends after it starts")

    def to_json(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "seed": self.seed, "bots": self.bots,
                "bot_wait": self.bot_wait}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ArenaConfig:
        return cls(float(data["start"]), float(data["end"]), int(data["seed"]),
                   bool(data["bots"]), float(data["bot_wait"]))


@dataclass
class Record:
    """One entrant's arena so far."""

    points: int = 0
    #: wins in a row (two or more: on fire)
    streak: int = 0
    #: first seats minus second seats, for the next game's seats
    firsts: int = 0
    #: the games that count: (opponent's rating, result) for performance; forfeits left out
    rated: list[tuple[float, float]] = field(default_factory=list)
    #: one letter a counted game, for a page: W/D/L, F a forfeit win, X a game missed
    results: str = ""
    withdrawn: bool = False
    #: the game under way (one at a time)
    playing: str | None = None
    #: the last game's opponent (``None``: none, or a bot)
    last: str | None = None
    #: since when it has been left waiting by the pairing, if it was
    waiting: float | None = None

    @property
    def on_fire(self) -> bool:
        return self.streak >= 2

    def to_json(self) -> dict[str, Any]:
        return {"points": self.points, "streak": self.streak, "firsts": self.firsts,
                "rated": [list(r) for r in self.rated], "results": self.results,
                "withdrawn": self.withdrawn, "playing": self.playing, "last": self.last,
                "waiting": self.waiting}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Record:
        return cls(int(data["points"]), int(data["streak"]), int(data["firsts"]),
                   [(float(r), float(s)) for r, s in data["rated"]], data["results"],
                   bool(data["withdrawn"]), data["playing"], data["last"], data["waiting"])


@dataclass
class ArenaGame:
    """A game the arena paired; ``result`` is the first side's (``None`` while it plays)."""

    game: str
    sides: tuple[str | None, str | None]
    started: float
    result: float | None = None
    #: the sides that missed it (a forfeit)
    absent: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "sides": list(self.sides), "started": self.started,
                "result": self.result, "absent": list(self.absent)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ArenaGame:
        first, second = data["sides"]
        return cls(data["game"], (first, second), float(data["started"]), data["result"],
                   tuple(data["absent"]))


@dataclass
class ArenaState:
    """Everything an arena remembers (:meth:`to_json` for the director to keep)."""

    config: ArenaConfig
    shape: Shape
    entrants: dict[str, Entrant]
    records: dict[str, Record]
    games: dict[str, ArenaGame] = field(default_factory=dict)

    @classmethod
    def new(cls, config: ArenaConfig, shape: Shape,
            entrants: Iterable[Entrant] = ()) -> ArenaState:
        state = cls(config, shape, {}, {})
        for entrant in check_entrants(shape, entrants):
            state.entrants[entrant.id] = entrant
            state.records[entrant.id] = Record()
        return state

    def to_json(self) -> dict[str, Any]:
        return {"format": "arena", "config": self.config.to_json(),
                "shape": self.shape.to_json(),
                "entrants": [e.to_json() for e in self.entrants.values()],
                "records": {k: r.to_json() for k, r in self.records.items()},
                "games": [g.to_json() for g in self.games.values()]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ArenaState:
        entrants = [Entrant.from_json(e) for e in data["entrants"]]
        games = [ArenaGame.from_json(g) for g in data["games"]]
        return cls(ArenaConfig.from_json(data["config"]), Shape.from_json(data["shape"]),
                   {e.id: e for e in entrants},
                   {k: Record.from_json(r) for k, r in data["records"].items()},
                   {g.game: g for g in games})


def join(state: ArenaState, entrant: Entrant, now: float) -> None:
    """Enter the arena late (until its end); the entrant starts with no points."""
    if now >= state.config.end:
        raise TournamentError("the arena is over")
    check_entrants(state.shape, [entrant], state.entrants.values())
    state.entrants[entrant.id] = entrant
    state.records[entrant.id] = Record()


def withdraw(state: ArenaState, entrant: str) -> None:
    """Never pair ``entrant`` again; a game it is playing still finishes and counts."""
    _record(state, entrant).withdrawn = True


def open_games(state: ArenaState) -> list[str]:
    return [g.game for g in state.games.values() if g.result is None]


def over(state: ArenaState, now: float) -> bool:
    """Whether the arena is over: its time is up and every game it paired has ended."""
    return now >= state.config.end and not open_games(state)


def pair_free(state: ArenaState, free: Iterable[str], now: float) -> list[Pairing]:
    """Pair the entrants of ``free`` (whom the director sees ready) that may play now: not
    withdrawn, not already in a game. Nothing before the start or from the end on."""
    if not state.config.start <= now < state.config.end:
        return []
    records = state.records
    pool = sorted({e for e in free if e in records and not records[e].withdrawn
                   and records[e].playing is None},
                  key=lambda e: (state.entrants[e].rating, e))
    for entrant, record in records.items():  # a wait ends when the entrant is not free
        if record.waiting is not None and entrant not in pool:
            record.waiting = None
    alone = None
    if len(pool) % 2:
        alone = pool.pop(_sitter(state, pool, now))
    pairs = _neighbours(state, pool)
    pairings = [_start(state, a, b, now) for a, b in pairs]
    if alone is not None:
        record = records[alone]
        if record.waiting is None:
            record.waiting = now
        if state.config.bots and now - record.waiting >= state.config.bot_wait:
            pairings.append(_start(state, alone, None, now))
    return pairings


def _sitter(state: ArenaState, pool: Sequence[str], now: float) -> int:
    """Who of an odd pool waits: not one whose waiting leaves two to rematch (if anyone
    else can); among those, who has waited least (most often: who was not left waiting
    before); among those, the one whose absence leaves neighbours nearest in rating."""
    n = len(pool)
    candidates = list(range(n))
    if n == 3:  # the only pool where one sitting out can leave a rematch and only a rematch
        fresh = [k for k in candidates
                 if not _rematch(state, *(pool[i] for i in range(3) if i != k))]
        candidates = fresh or candidates
    ratings = [state.entrants[e].rating for e in pool]
    since = [state.records[e].waiting for e in pool]
    newest = max(now if since[k] is None else since[k] for k in candidates)
    gap = [ratings[i + 1] - ratings[i] for i in range(n - 1)]
    # pairs (0,1), (2,3)… before an index; pairs from an index on, by its parity
    before = [0.0] * (n + 1)
    for i in range(2, n + 1, 2):
        before[i] = before[i - 2] + gap[i - 2]
    after = [0.0] * (n + 2)
    for i in range(n - 2, -1, -1):
        after[i] = after[i + 2] + gap[i]
    best, best_cost = -1, math.inf
    for k in candidates:
        if (now if since[k] is None else since[k]) != newest:
            continue
        if k % 2 == 0:
            cost = before[k] + after[k + 1]
        else:
            cost = before[k - 1] + (ratings[k + 1] - ratings[k - 1]) + after[k + 2]
        if cost < best_cost:
            best, best_cost = k, cost
    return best


def _neighbours(state: ArenaState, pool: Sequence[str]) -> list[tuple[str, str]]:
    """Neighbours in rating order, two who were each other's last opponent kept apart when
    anyone else is there: the second of them waits for the next one along. (Such pairs are
    a matching: each entrant has one last opponent.)"""
    pairs: list[tuple[str, str]] = []
    first: str | None = None
    held: str | None = None
    for entrant in pool:
        if first is None:
            first = entrant
        elif held is None and _rematch(state, first, entrant):
            held = entrant
        else:  # first's one rematch partner is held, so this is not it
            pairs.append((first, entrant))
            first, held = held, None
    if first is not None and held is not None:
        if pairs:  # the last two would rematch: swap with the pair before them
            a, b = pairs.pop()
            pairs += [(a, first), (b, held)]
        else:  # nobody else is free: they play again
            pairs.append((first, held))
    return pairs


def _rematch(state: ArenaState, a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` were each other's last opponent (an immediate rematch)."""
    return state.records[a].last == b and state.records[b].last == a


def _start(state: ArenaState, a: str, b: str | None, now: float) -> Pairing:
    """Open a game of ``a`` and ``b`` (``None``: a bot), the first seat to whoever has had it
    less (a seeded coin between equals)."""
    game = f"a{len(state.games) + 1}"
    records = state.records
    if b is None:
        first_a = records[a].firsts <= 0
    elif records[a].firsts != records[b].firsts:
        first_a = records[a].firsts < records[b].firsts
    else:
        first_a = coin(state.config.seed, game)
    sides = (a, b) if first_a else (b, a)
    for index, entrant in enumerate(sides):
        if entrant is not None:
            record = records[entrant]
            record.playing = game
            record.waiting = None
            record.firsts += 1 if index == 0 else -1
    state.games[game] = ArenaGame(game, sides, now)
    return Pairing(game, sides)


def _record(state: ArenaState, entrant: str) -> Record:
    try:
        return state.records[entrant]
    except KeyError:
        raise TournamentError(f"no entrant {entrant!r}") from None


def _open(state: ArenaState, game: str) -> ArenaGame:
    entry = state.games.get(game)
    if entry is None:
        raise TournamentError(f"no game {game!r}")
    if entry.result is not None:
        raise TournamentError(f"game {game!r} has its result")
    return entry


def points_for(result: float, on_fire: bool) -> int:
    """A counted game's points: win 2, draw 1, loss 0; double on fire."""
    base = {WIN: 2, DRAW: 1, LOSS: 0}[result]
    return base * 2 if on_fire else base


def record_result(state: ArenaState, game: str, scores: Sequence[float]) -> None:
    """A game's end: ``scores`` are the two sides' (:meth:`.Shape.side_scores`)."""
    entry = _open(state, game)
    first = outcome(scores)
    entry.result = first
    a, b = entry.sides
    for entrant, result, opponent in ((a, first, b), (b, 1.0 - first, a)):
        if entrant is None:
            continue
        record = state.records[entrant]
        record.playing = None
        record.last = opponent
        if opponent is None:  # a bot: the game does not enter the standings
            continue
        record.points += points_for(result, record.on_fire)
        record.streak = record.streak + 1 if result == WIN else 0
        record.rated.append((state.entrants[opponent].rating, result))
        record.results += {WIN: "W", DRAW: "D", LOSS: "L"}[result]


def record_forfeit(state: ArenaState, game: str, absent: Iterable[int]) -> None:
    """A game missed by the sides ``absent`` (0, 1 or both): each loses it and is withdrawn;
    a side that came wins 2 points, its streak as it was. A bot's game missed withdraws the
    person and scores nothing."""
    entry = _open(state, game)
    missing = tuple(sorted(set(absent)))
    if not missing or not set(missing) <= {0, 1}:
        raise TournamentError("a forfeit names the absent sides, 0 and/or 1")
    if any(entry.sides[side] is None for side in missing):
        raise TournamentError("a bot never misses its game")
    entry.absent = missing
    entry.result = (DRAW if len(missing) == 2 else LOSS if missing == (0,) else WIN)
    bot_game = None in entry.sides
    for side, entrant in enumerate(entry.sides):
        if entrant is None:
            continue
        record = state.records[entrant]
        record.playing = None
        record.last = entry.sides[1 - side]
        if side in missing:
            record.withdrawn = True
            record.streak = 0
            if not bot_game:
                record.results += "X"
        elif not bot_game:
            record.points += 2
            record.results += "F"


def performance(state: ArenaState, entrant: str) -> float | None:
    """The mean of the counted games' opponent rating ± :data:`SPREAD` for a win or a loss
    (``None`` without a counted game)."""
    rated = state.records[entrant].rated
    if not rated:
        return None
    return sum(r + SPREAD * (2 * s - 1) for r, s in rated) / len(rated)


def standings(state: ArenaState) -> list[Standing]:
    """The ranking: points, then performance (none: last), then rating. Withdrawn entrants
    keep their place by what they scored."""
    rows = []
    for entrant, record in state.records.items():
        perf = performance(state, entrant)
        rows.append((-record.points, -(perf if perf is not None else -math.inf),
                     -state.entrants[entrant].rating, entrant, perf))
    rows.sort()
    return [Standing(rank, entrant, float(state.records[entrant].points),
                     {"performance": perf}, state.records[entrant].withdrawn)
            for rank, (_p, _q, _r, entrant, perf) in enumerate(rows, start=1)]
