"""Play one arena game: the worker's whole job (no shared state, so any process can run it)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from gametable.arena.schedule import GameTask


@dataclass
class GameOutcome:
    """The result of one arena game, small enough to send back from a worker."""

    index: int
    labels: tuple[str, ...]
    scores: list[float]
    moves: int
    #: per seat: decisions taken, seconds spent choosing, the slowest decision
    decisions: list[int]
    seconds: list[float]
    slowest: list[float]
    record: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    #: stopped at the task's ``max_moves`` before the game ended: every seat scores 0.5
    unfinished: bool = False


def parse_spec(spec: str) -> tuple[str, str | None]:
    """``search:hard`` → ``("search", "hard")``."""
    name, _, level = spec.partition(":")
    return name.strip(), (level.strip() or None)


def play_game(task: GameTask) -> GameOutcome:
    """Play ``task`` to the end, every bot seeing only its seat's view and legal moves."""
    from gametable import bots as registry
    from gametable.core.records import Recorder
    from gametable.core.registry import new_game

    state = new_game(task.game, seed=task.seed, **task.options)
    players = []
    for seat, spec in enumerate(task.seats):
        name, level = parse_spec(spec)
        players.append(registry.make(name, task.game, seed=task.bot_seeds[seat], level=level))
    recorder = Recorder(state, meta={"bots": list(task.seats), "seed": task.seed})
    n = state.num_seats
    decisions, seconds, slowest = [0] * n, [0.0] * n, [0.0] * n
    clock = time.perf_counter
    unfinished = False
    while not state.over:
        if len(recorder.moves) >= task.max_moves:
            unfinished = True
            break
        for seat in state.to_act:
            view = state.view(seat)
            legal = state.legal_moves(seat)
            started = clock()
            move = players[seat].choose(view, legal)
            spent = clock() - started
            decisions[seat] += 1
            seconds[seat] += spent
            slowest[seat] = max(slowest[seat], spent)
            recorder.play(seat, move)
            if state.over:
                break
    record = recorder.record().to_dict() if task.keep_record else None
    return GameOutcome(
        index=task.index,
        labels=task.labels,
        scores=[0.5] * n if unfinished else list(state.scores),
        moves=len(recorder.moves),
        decisions=decisions,
        seconds=seconds,
        slowest=slowest,
        record=record,
        unfinished=unfinished,
    )
