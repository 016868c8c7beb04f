"""Game records: ``{"game", "options", "setup", "moves": [[seat, move], ...]}``.

A record from the web server also carries ``meta["fairness"]``: ``{"commitment", "seed",
"salt"}`` and, where the seats added their own random values, ``"seats"`` (each seat's
``source``, ``commitment`` and ``value``), ``"deal_seed"`` and ``"counter"``; which
:func:`gametable.core.fairness.check` verifies with the whole game (``gametable replay
--verify``).

A record holds every chance outcome (``setup``) and every decision (``moves``), so it replays
without a random generator. :class:`Recorder` keeps one while a game is played;
:func:`replay` checks every move of one and returns the final state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import GameState, Move, Seat
from gametable.core.registry import game_entry, new_game


@dataclass
class Record:
    """One game from its chance outcomes to its last move."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, Any] = field(default_factory=dict)
    moves: list[tuple[Seat, Move]] = field(default_factory=list)
    result: list[float] | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.game,
            "options": self.options,
            "setup": self.setup,
            "moves": [[seat, move] for seat, move in self.moves],
        }
        if self.result is not None:
            data["result"] = self.result
        if self.meta:
            data["meta"] = self.meta
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise BadOptions("a game record must be a JSON object")
        missing = [key for key in ("game", "setup", "moves") if key not in data]
        if missing:
            raise BadOptions(f"the game record lacks {', '.join(missing)}")
        game_entry(data["game"])  # raises UnknownGame with the list of games
        moves = data["moves"]
        if not isinstance(moves, list) or not all(
            isinstance(m, list | tuple) and len(m) == 2 and isinstance(m[1], str) for m in moves
        ):
            raise BadOptions("'moves' must be a list of [seat, move] pairs")
        return cls(
            game=data["game"],
            options=dict(data.get("options") or {}),
            setup=dict(data["setup"]),
            moves=[(int(seat), move) for seat, move in moves],
            result=data.get("result"),
            meta=dict(data.get("meta") or {}),
        )

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=1) + "\n")

    @classmethod
    def load(cls, path: str | Path) -> Record:
        try:
            data = json.loads(Path(path).read_text())
        except json.JSONDecodeError as error:
            raise BadOptions(f"{path} is not valid JSON: {error}") from None
        return cls.from_dict(data)


class Recorder:
    """Plays moves on a state and writes them down, so the game can be saved at any point."""

    def __init__(self, state: GameState, meta: dict[str, Any] | None = None) -> None:
        self.state = state
        self.moves: list[tuple[Seat, Move]] = []
        self.meta = dict(meta or {})

    def play(self, seat: Seat, move: Move) -> None:
        self.state.play(seat, move)
        self.moves.append((seat, move))

    def record(self) -> Record:
        """The record so far; ``setup`` includes every chance outcome drawn until now."""
        state = self.state
        return Record(
            game=state.game,
            options=dict(state.options),
            setup=state.setup(),
            moves=list(self.moves),
            result=list(state.scores) if state.over else None,
            meta=dict(self.meta),
        )


def replay(record: Record) -> GameState:
    """Play a record through, checking every move; the first bad one raises :class:`IllegalMove`."""
    state = new_game(record.game, setup=record.setup, **record.options)
    for index, (seat, move) in enumerate(record.moves):
        try:
            state.play(seat, move)
        except IllegalMove as error:
            raise IllegalMove(f"move {index + 1} ({seat}: {move!r}) is illegal: {error}") from None
    if record.result is not None and state.over and list(state.scores) != list(record.result):
        raise BadOptions(f"the record says {record.result} but the replay gives {state.scores}")
    return state
