"""The climbing game's integer actions and their move notation (``docs/notation.md``).

Codes: ``0..11`` pawn places (``pyramid.PLACES`` order: ``0S``, ``0W``, ...), ``12..25`` point
at cube ``0..13``, ``26..31`` the turns ``x+ x- y+ y- z+ z-``.
"""

from __future__ import annotations

from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P

NUM_PLACES = len(P.PLACES)
POINT0 = NUM_PLACES
TURN0 = POINT0 + P.NUM_CUBES
NUM_ACTIONS = TURN0 + len(C.TURNS)
ACTION_MOVES: tuple[str, ...] = (
    tuple(p.name for p in P.PLACES) + tuple(str(c) for c in range(P.NUM_CUBES)) + C.TURNS
)
MOVE_ACTIONS: dict[str, int] = {m: a for a, m in enumerate(ACTION_MOVES)}
TURN_ACTIONS = list(range(TURN0, NUM_ACTIONS))

#: what a move must look like in each phase (indexed by ``state.PLACE .. state.OVER``)
EXPECTED = (
    "now each player chooses a pawn place such as 0S or 8E",
    "now each player points at a cube id 0-13",
    "now the cube is turned: x+ x- y+ y- z+ z-",
    "the game is over",
)


def parse(move: str) -> int | None:
    """The action a move names (``0s`` for ``0S``, ``X+`` for ``x+``), ``None`` if none."""
    text = move.strip()
    action = MOVE_ACTIONS.get(text)
    if action is None:
        action = MOVE_ACTIONS.get(text.upper(), MOVE_ACTIONS.get(text.lower()))
    return action
