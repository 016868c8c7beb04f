"""The optional integer-action path beside the notation (an extension of the protocol).

Search and training call an engine millions of times; parsing and sorting move strings would
dominate. A game that offers this path gives every move a fixed integer code in
``range(num_actions)`` and lets callers skip notation and checks:

- ``state.legal_actions(seat) -> list[int]``: the codes of ``legal_moves(seat)``, any order;
- ``state.apply_action(seat, action)``: play a code known to be legal (no check);
- ``state.action_to_move(action) -> str`` and ``state.move_to_action(move) -> int``;
- ``state.num_actions``: size of the action space (the same for every state of a game with
  the same options).

``legal_moves`` and ``play`` stay the checked public face; the two paths always agree (tested).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from gametable.core.protocol import Move, Seat


@runtime_checkable
class FastPath(Protocol):
    """A state that also speaks integer actions."""

    num_actions: int

    def legal_actions(self, seat: Seat) -> list[int]: ...

    def apply_action(self, seat: Seat, action: int) -> None: ...

    def action_to_move(self, action: int) -> Move: ...

    def move_to_action(self, move: Move) -> int: ...


def has_fast_path(state: object) -> bool:
    """True when ``state`` offers integer actions."""
    return isinstance(state, FastPath)
