"""The arena: many bot-against-bot games in parallel, with win rates, intervals and ratings.

>>> from gametable.arena import run_arena
>>> result = run_arena("balloon-cup", ["heuristic", "random"], games=20, jobs=2, seed=1)
>>> result.table["heuristic"].win_rate  # doctest: +SKIP

Seats rotate between games (see :mod:`gametable.arena.schedule`), every game's seeds derive
from the arena seed, and results are gathered in game order, so the same seed gives the same
figures with any number of jobs and on any backend.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gametable.arena.play import GameOutcome, parse_spec
from gametable.arena.runner import BACKENDS, run_tasks
from gametable.arena.schedule import MAX_MOVES, schedule
from gametable.arena.stats import BotStats, summarise, wilson
from gametable.core.errors import BadOptions


@dataclass
class ArenaResult:
    """Every game's outcome in order, and the figures per entrant."""

    game: str
    labels: list[str]
    outcomes: list[GameOutcome]
    table: dict[str, BotStats]

    @property
    def unfinished(self) -> int:
        """Games stopped at the move cap (counted as draws)."""
        return sum(o.unfinished for o in self.outcomes)

    def fingerprint(self) -> list[tuple[int, tuple[str, ...], tuple[float, ...], int]]:
        """What must not change between backends and job counts (tests compare it)."""
        return [(o.index, o.labels, tuple(o.scores), o.moves) for o in self.outcomes]


def entrant_labels(specs: list[str]) -> list[str]:
    """Unique labels: ``random,random`` → ``random``, ``random#2``."""
    seen: dict[str, int] = {}
    labels = []
    for spec in specs:
        seen[spec] = seen.get(spec, 0) + 1
        labels.append(spec if seen[spec] == 1 else f"{spec}#{seen[spec]}")
    return labels


def run_arena(
    game: str,
    specs: list[str],
    *,
    games: int,
    jobs: int = 1,
    seed: int = 0,
    backend: str = "local",
    options: dict[str, Any] | None = None,
    keep_records: bool = True,
    progress: Callable[[GameOutcome], None] | None = None,
    max_moves: int = MAX_MOVES,
) -> ArenaResult:
    """Play ``games`` games of ``game`` between the bots ``specs`` (e.g. ``search:hard``).

    A game not over after ``max_moves`` moves is stopped and counted a draw for every seat
    (``ArenaResult.unfinished`` counts them), so no game can hold a worker for ever.
    """
    from gametable import bots as registry
    from gametable.core.registry import game_entry, new_game

    game = game_entry(game).name
    options = dict(options or {})
    if len(specs) < 2:
        raise BadOptions("an arena needs at least two bots, e.g. --bots heuristic,random")
    if games < 1:
        raise BadOptions(f"--games must be at least 1, not {games}")
    if max_moves < 1:
        raise BadOptions(f"--max-moves must be at least 1, not {max_moves}")
    for spec in specs:  # fail early, in this process, on unknown bots or levels
        name, level = parse_spec(spec)
        registry.make(name, game, seed=0, level=level)
    probe = new_game(game, seed=0, **options)
    labels = entrant_labels(specs)
    tasks = schedule(
        game, options, specs, labels, probe.num_seats, games, seed, keep_records=keep_records,
        max_moves=max_moves,
    )
    outcomes = run_tasks(tasks, jobs=jobs, backend=backend, progress=progress)
    return ArenaResult(game, labels, outcomes, summarise(labels, outcomes))


__all__ = ["BACKENDS", "ArenaResult", "BotStats", "run_arena", "wilson"]
