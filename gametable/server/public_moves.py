"""The latest move as every seat may be told it, for the game log.

Why: clients learn what happened from their views, and a view shows the position, not how it
came about. That is enough almost everywhere, but not for a move whose trace the same move
clears: Baloot's last card of a hand ends the trick and the hand at once, and the next deal
replaces both in the view, so the log could never show that trick. So each message also
carries ``last_move``: the table's latest move in its public form, or ``None`` when the move
is not public.

What is public is each game's rule (its rules' Information sections), kept here, beside the
server that sends it, rather than in the engines (whose code the bots' strength figures are
tied to). A game not listed here has no public moves: nothing is sent for it.
- Balloon Cup: every move is public (cards are placed face up, exchanges shown, claims open).
- Baloot: every call and card is public; a project's kind is public at its declaration, its
  cards only once it scores, so a declaration is told by its kind alone (``sira``).
- The climbing game: every choice is secret until its phase resolves; the view then shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_BALOOT_PROJECTS = ("sira", "fifty", "hundred", "400")


def _baloot(move: str) -> str:
    kind, colon, _cards = move.partition(":")
    return kind if colon and kind in _BALOOT_PROJECTS else move


#: game → the public form of one of its moves (``None``: not public)
PUBLIC_FORM: dict[str, Callable[[str], str | None]] = {
    "balloon-cup": lambda move: move,
    "baloot": _baloot,
    "climbing": lambda move: None,
}


def last_move(game: str, moves: list[tuple[int, str]]) -> dict[str, Any] | None:
    """``{"n": index, "seat": who, "move": public form}`` of the latest move, or ``None``
    (no move yet, or one nobody else may be told)."""
    if not moves:
        return None
    seat, move = moves[-1]
    public = PUBLIC_FORM.get(game, lambda _move: None)(move)
    if public is None:
        return None
    return {"n": len(moves) - 1, "seat": seat, "move": public}
