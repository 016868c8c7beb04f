"""Why a move is refused: a readable reason for every kind of illegal Balloon Cup move.

The rules (:mod:`.state`) only know that an action is not legal; the words for a person are
here, read from the state (this module imports the rules, never the other way round).
"""

from __future__ import annotations

from gametable.core.protocol import Move, Seat
from gametable.games.balloon_cup import notation as A
from gametable.games.balloon_cup.cards import CARD_COLOUR, CARD_NAMES, COLOURS, TROPHY_NEED
from gametable.games.balloon_cup.state import CLAIM, STUCK, BalloonCupRules

#: the claim codes without 3-for-1 sets
_PLAIN_CLAIM = frozenset(A.CLAIM_CODE[(t, (0, 0, 0, 0, 0))] for t in range(5))


def why_illegal(state: BalloonCupRules, seat: Seat, action: int, move: Move) -> str:
    """A person-readable reason why the readable ``action`` is not legal now."""
    phase = state.phase
    if action < A.NUM_PLACE:
        if phase == STUCK:
            return "you have no legal placement: choose cards to exchange, e.g. 'discard red7'"
        if phase == CLAIM:
            return "trophies are being claimed: claim one or 'stop'"
        card, slot = divmod(action, 8)
        tile, side = divmod(slot, 2)
        colour = CARD_COLOUR[card]
        if card not in state.hands[seat]:
            return f"{CARD_NAMES[card]} is not in your hand"
        if not state.present[tile]:
            return f"tile {tile + 1} has been removed from the game"
        wanted = state.tcubes[tile * 5 + colour]
        if not wanted:
            name = COLOURS[colour]
            return f"tile {tile + 1} holds no {name} cube, so it takes no {name} card"
        return (
            f"side {side} of tile {tile + 1} already has its {wanted} "
            f"{COLOURS[colour]} card{'s' if wanted > 1 else ''}"
        )
    if action < A.CLAIM_BASE:
        if phase != STUCK:
            return "you may exchange cards only when no placement is legal"
        return f"{move!r} is not an exchange of this hand"
    if phase != CLAIM:
        return "no trophies are being claimed now"
    if action == A.STOP:
        plain = [
            COLOURS[A.CLAIMS[a - A.CLAIM_BASE][0]] for a in state.legal if a in _PLAIN_CLAIM
        ]
        return f"a claim without 3-for-1 is compulsory: claim {' or '.join(plain)} first"
    trophy, sets = A.CLAIMS[action - A.CLAIM_BASE]
    if state.owner[trophy] >= 0:
        return f"the {COLOURS[trophy]} trophy already belongs to seat {state.owner[trophy]}"
    own = state.pcubes[seat * 5 + trophy]
    need = TROPHY_NEED[trophy]
    if own >= need and any(sets):
        return (
            f"you hold {own} {COLOURS[trophy]} cubes: claim {COLOURS[trophy]} without 3-for-1"
        )
    for colour in range(5):
        if sets[colour] and state.owner[colour] < 0:
            return (
                f"3-for-1 takes only colours whose trophy is claimed; {COLOURS[colour]} is not"
            )
        if sets[colour] * 3 > state.pcubes[seat * 5 + colour]:
            return f"you do not hold {sets[colour] * 3} {COLOURS[colour]} cubes"
    return (
        f"the {COLOURS[trophy]} trophy needs {need}: {own} {COLOURS[trophy]} cube(s) and "
        f"{sum(sets)} set(s) make {own + sum(sets)} (own cubes are used first, sets only "
        "for what is missing)"
    )
