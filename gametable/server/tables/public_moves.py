"""The latest move as every seat may be told it, for the game log.

Why: clients learn what happened from their views, and a view shows the position, not how it
came about. That is enough almost everywhere, but not for a move whose trace the same move
clears (a trick's last card that also ends the hand, the next deal replacing both in the
view): the log could never show it. So each message also carries ``last_move``: the table's
latest move in its public form, or ``None`` when the move is not public.

What is public is each game's rule (its rules' Information sections), said by its descriptor's
``public_move`` (:mod:`gametable.core.descriptor`), not by the engine (whose code the bots'
strength figures are tied to). A game that says nothing has no public moves: nothing is sent.
"""

from __future__ import annotations

from typing import Any

from gametable.core.registry import descriptor_of


def last_move(game: str, moves: list[tuple[int, str]]) -> dict[str, Any] | None:
    """``{"n": index, "seat": who, "move": public form}`` of the latest move, or ``None``
    (no move yet, or one nobody else may be told)."""
    if not moves:
        return None
    seat, move = moves[-1]
    return public_move(game, len(moves) - 1, seat, move)


def public_move(game: str, n: int, seat: int, move: str) -> dict[str, Any] | None:
    """Move ``n`` (``seat``'s ``move``) as :func:`last_move` tells it once it is the latest
    (the replay's frames carry each one so)."""
    public = descriptor_of(game).public_move(move)
    if public is None:
        return None
    return {"n": n, "seat": seat, "move": public}
