"""Who sits where in each arena game, and the seeds it is played with.

Bots are assigned to *sides*: a seat in most games, a team in Baloot (seats 0+2 and 1+3).
With as many bots as sides, the bots rotate round the sides from game to game, and every
rotation of a cycle plays the same deal (duplicate play), so luck of the deal cancels out.
With more bots than sides, the cycle runs through every ordered choice of bots for the sides.
With fewer, bots take several sides in turn. Every seed comes from the arena seed by a hash,
never from process state, so any worker plays any game identically.
"""

from __future__ import annotations

import hashlib
import itertools
from dataclasses import dataclass, field
from typing import Any

from gametable.core.registry import descriptor_of

#: an arena game still going after this many moves is stopped and counted a draw: every
#: engine ends by its rules well before (a Baloot match is some 500 moves, a climbing game at
#: its round limit a few thousand), so only a bot or engine that loops ever meets it
MAX_MOVES = 100_000


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from any parts, the same in every process and Python run."""
    digest = hashlib.sha256(":".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def sides_of(game: str, num_seats: int) -> list[int]:
    """The side each seat plays for: partners (the game's descriptor's ``team_of``) share one."""
    return [descriptor_of(game).team(seat) for seat in range(num_seats)]


def cycle(num_bots: int, num_sides: int) -> list[tuple[int, ...]]:
    """One full cycle of bot indices per side (see the module docstring)."""
    if num_bots == num_sides or num_bots < num_sides:
        return [
            tuple((side + shift) % num_bots for side in range(num_sides))
            for shift in range(num_bots)
        ]
    return list(itertools.permutations(range(num_bots), num_sides))


@dataclass(frozen=True)
class GameTask:
    """Everything a worker needs to play one arena game (picklable)."""

    game: str
    options: dict[str, Any]
    index: int
    seed: int
    #: bot spec per seat, e.g. ``("search:hard", "random")``
    seats: tuple[str, ...]
    #: label per seat (unique per bot entry of the arena)
    labels: tuple[str, ...]
    bot_seeds: tuple[int, ...]
    keep_record: bool = True
    max_moves: int = MAX_MOVES
    meta: dict[str, Any] = field(default_factory=dict)


def schedule(
    game: str,
    options: dict[str, Any],
    specs: list[str],
    labels: list[str],
    num_seats: int,
    games: int,
    seed: int,
    *,
    keep_records: bool = True,
    max_moves: int = MAX_MOVES,
) -> list[GameTask]:
    """The arena's games, in order: seating, deal seed and bot seeds of each."""
    sides = sides_of(game, num_seats)
    rounds = cycle(len(specs), max(sides) + 1)
    tasks = []
    for index in range(games):
        deal, turn = divmod(index, len(rounds))
        chosen = rounds[turn]
        bots = [chosen[sides[seat]] for seat in range(num_seats)]
        tasks.append(
            GameTask(
                game=game,
                options=dict(options),
                index=index,
                seed=derive_seed("deal", seed, deal),
                seats=tuple(specs[b] for b in bots),
                labels=tuple(labels[b] for b in bots),
                bot_seeds=tuple(derive_seed("bot", seed, index, seat) for seat in range(num_seats)),
                keep_record=keep_records,
                max_moves=max_moves,
            )
        )
    return tasks
