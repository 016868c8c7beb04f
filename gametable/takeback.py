"""Taking back a seat's last move: the position before it, replayed from the game's opening.

Why: a person alone against bots (the terminal, or a casual table of the web server) may take
a misplaced move back. The rules are never asked to undo anything: the game before its first
move is cloned and every move before the seat's last one played on it again, so the cards lie
where they lay and the deck holds what it held. The terminal and the server's round both use
this; it sits beside them, outside ``core``, as nothing an arena plays needs it.
"""

from __future__ import annotations

from gametable.core.protocol import GameState, Move, Seat


def last_move_of(moves: list[tuple[Seat, Move]], seat: Seat) -> int | None:
    """The index of ``seat``'s latest move in ``moves``, or ``None``."""
    for index in range(len(moves) - 1, -1, -1):
        if moves[index][0] == seat:
            return index
    return None


def taken_back(opening: GameState, moves: list[tuple[Seat, Move]],
               seat: Seat) -> tuple[int, GameState] | None:
    """``(keep, state)`` once ``seat``'s last move and every move after it are taken back: how
    many of ``moves`` stand, and the position after them, replayed on a clone of ``opening``
    (the game before its first move; ``opening`` itself is untouched). ``None``: the seat has
    made no move."""
    keep = last_move_of(moves, seat)
    if keep is None:
        return None
    state = opening.clone()
    for mover, move in moves[:keep]:
        state.play(mover, move)
    return keep, state
