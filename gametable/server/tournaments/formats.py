"""The three formats behind one face: what a director asks of a tournament's state, whatever
its format. The rules are the library's (:mod:`gametable.tournaments`, ``docs/tournaments.md``);
this only says which of its functions answers each question, so the director has no format
of its own to know.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from gametable.tournaments import (
    ArenaConfig,
    ArenaState,
    Entrant,
    KnockoutConfig,
    KnockoutState,
    Pairing,
    Shape,
    Standing,
    SwissConfig,
    SwissState,
    TournamentError,
    arena,
    knockout,
    load,
    swiss,
)

FORMATS = ("arena", "swiss", "knockout")

State = ArenaState | SwissState | KnockoutState


@dataclass(frozen=True)
class Plan:
    """A tournament's fixed facts, as its row keeps them: enough to start its state."""

    format: str
    shape: Shape
    seed: int
    starts: float
    #: the arena's length (seconds), the Swiss's rounds, the knockout's games a match
    duration: float | None = None
    rounds: int | None = None
    best_of: int | None = None
    #: whether a bot may fill an odd seat, and after how long an arena's lone entrant gets one
    bots: bool = False
    bot_wait: float = 30.0

    @property
    def ends(self) -> float | None:
        """An arena's end (``None`` for the other formats, which end by their rounds)."""
        return None if self.duration is None else self.starts + self.duration


def new_state(plan: Plan, entrants: list[Entrant]) -> State:
    """The state of a tournament starting with ``entrants``; :class:`TournamentError` when
    it cannot start with them (a Swiss or knockout needs two). A Swiss of more rounds than
    its entrants allow plays as many as they do."""
    if plan.format == "arena":
        assert plan.duration is not None
        config = ArenaConfig(plan.starts, plan.starts + plan.duration, plan.seed, plan.bots,
                             plan.bot_wait)
        return ArenaState.new(config, plan.shape, entrants)
    if plan.format == "swiss":
        n = len(entrants)
        most = n if n % 2 else n - 1
        if n < 2:
            raise TournamentError(f"a Swiss needs two entries; it had {n}")
        rounds = min(plan.rounds or 1, most)
        return SwissState.new(SwissConfig(rounds, plan.seed, plan.bots), plan.shape, entrants)
    if plan.format == "knockout":
        if len(entrants) < 2:
            raise TournamentError(f"a knockout needs two entries; it had {len(entrants)}")
        return KnockoutState.new(KnockoutConfig(plan.best_of or 1), plan.shape, entrants)
    raise TournamentError(f"no tournament format {plan.format!r}")


def from_json(data: dict[str, Any]) -> State:
    return load(data)


def open_games(state: State) -> list[Pairing]:
    """The games under way: started, no result yet (each needs its table)."""
    if isinstance(state, ArenaState):
        return [Pairing(g.game, g.sides) for g in state.games.values() if g.result is None]
    if isinstance(state, SwissState):
        boards = state.rounds[-1] if state.rounds else []
        return [Pairing(b.game, (b.first, b.second)) for b in boards
                if b.points is None and b.kind in (swiss.GAME, swiss.BOT)]
    return [Pairing(m.playing, (m.sides[m.first], m.sides[1 - m.first]))
            for matches in state.rounds for m in matches if m.playing is not None]


def pair(state: State, now: float) -> list[Pairing]:
    """The games to start now: whoever is free in an arena (within its time), the next
    round of a Swiss once the last is complete, each knockout match's next game."""
    if isinstance(state, ArenaState):
        return arena.pair_free(state, state.entrants, now)
    if isinstance(state, SwissState):
        if swiss.finished(state) or not swiss.round_complete(state):
            return []
        return swiss.pair_round(state)
    return knockout.pair_ready(state)


def over(state: State, now: float) -> bool:
    """Whether it has ended: an arena once its time is up and its last game has ended, a
    Swiss after its rounds, a knockout at its final."""
    if isinstance(state, ArenaState):
        return arena.over(state, now)
    if isinstance(state, SwissState):
        return swiss.finished(state)
    return knockout.finished(state)


def record(state: State, game: str, scores: list[float], absent: Iterable[int]) -> bool:
    """A game's end (``absent``: the sides that missed it, a forfeit); ``False`` when the
    game no longer counts (a knockout match decided meanwhile by a withdrawal)."""
    module: Any = _module(state)
    missing = sorted(set(absent))
    try:
        if missing:
            module.record_forfeit(state, game, missing)
        else:
            module.record_result(state, game, scores)
    except TournamentError:
        return False
    return True


def withdraw(state: State, entrant: str) -> None:
    """Pair ``entrant`` no more (its game under way still counts, except in a knockout)."""
    if entrant in state.entrants:
        _module(state).withdraw(state, entrant)


def join_late(state: State, entrant: Entrant, now: float) -> bool:
    """Enter an arena under way (the other formats close their entries at the start)."""
    if not isinstance(state, ArenaState):
        return False
    try:
        arena.join(state, entrant, now)
    except TournamentError:
        return False
    return True


def withdrawn(state: State) -> set[str]:
    if isinstance(state, ArenaState):
        return {e for e, r in state.records.items() if r.withdrawn}
    return set(state.withdrawn)


def standings(state: State) -> list[Standing]:
    return _module(state).standings(state)


def winner(state: State) -> str | None:
    """The winning entry once it is over: the champion, or the first of the standings who
    scored (``None``: nobody played, or a final nobody came to)."""
    if isinstance(state, KnockoutState):
        return knockout.champion(state)
    table = standings(state)
    if not table or table[0].points <= 0:
        return None
    return table[0].entrant


def waiting(state: State) -> dict[str, float]:
    """The arena's entrants left waiting by its pairing, and since when (a change of it is a
    change of the state: it decides when a bot is due)."""
    if not isinstance(state, ArenaState):
        return {}
    return {e: r.waiting for e, r in state.records.items() if r.waiting is not None}


def round_number(state: State) -> int | None:
    """The Swiss's round under way or last played (``None`` for the other formats)."""
    return len(state.rounds) if isinstance(state, SwissState) else None


def rounds_planned(state: State) -> int | None:
    return state.config.rounds if isinstance(state, SwissState) else None


def row_extras(state: State, entrant: str) -> dict[str, Any]:
    """What a standings row shows beyond the library's: an arena's results so far and its
    streak, a Swiss's byes, a knockout's seed."""
    if isinstance(state, ArenaState):
        record_ = state.records[entrant]
        return {"results": record_.results, "on_fire": record_.on_fire,
                "playing": record_.playing is not None}
    if isinstance(state, KnockoutState):
        return {"seed": knockout.seed_of(state, entrant)}
    return {}


def bracket(state: State) -> dict[str, Any] | None:
    return knockout.bracket(state) if isinstance(state, KnockoutState) else None


def _module(state: State) -> Any:
    if isinstance(state, ArenaState):
        return arena
    if isinstance(state, SwissState):
        return swiss
    return knockout
