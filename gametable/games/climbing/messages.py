"""Why a move is refused: a readable reason for every kind of illegal climbing move.

The rules (:mod:`.state`) only know that an action is not legal; the words for a person are
here, read from the state (this module imports the rules, never the other way round).
"""

from __future__ import annotations

from gametable.core.protocol import Seat
from gametable.games.climbing.notation import ACTION_MOVES, EXPECTED, POINT0, TURN0
from gametable.games.climbing.state import PLACE, PLACE_CUBE, POINT, ClimbingRules


def why_illegal(state: ClimbingRules, seat: Seat, action: int) -> str:
    """A person-readable reason why ``action`` is not legal for ``seat`` now."""
    move = ACTION_MOVES[action]
    if state.phase == PLACE:
        if action >= POINT0:
            return f"{move!r} is not a pawn place; {EXPECTED[state.phase]}"
        taken = [p for p in state.place if p >= 0]
        if action in taken:
            return f"place {move} is taken"
        if state.void >> action & 1:
            return f"place {move} was chosen by two players at once and is void"
        if PLACE_CUBE[action] in state.own:
            return f"place {move}: a pawn already stands at cube {PLACE_CUBE[action]}"
        return (
            f"place {move}: the two bottom quadrants of that face differ in colour "
            "(a pawn must start without a path)"
        )
    if state.phase == POINT:
        if not POINT0 <= action < TURN0:
            return f"{move!r} is not a cube id; {EXPECTED[state.phase]}"
        cube = action - POINT0
        if state.banned >> cube & 1:
            return f"cube {cube} was pointed at last round and is banned (except your own cube)"
        return f"you have no path to cube {cube}"
    return f"{move!r} is not a turn; {EXPECTED[state.phase]}"
