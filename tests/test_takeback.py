"""A seat's last move taken back (gametable/takeback.py), on a real game with hidden cards."""

from __future__ import annotations

import gametable
from gametable.takeback import last_move_of, taken_back


def test_a_take_back_is_the_seats_last_move_and_every_move_since():
    """The position after a take-back is the opening with the moves before the seat's last
    one replayed, the opening untouched, and the same moves played again give the same game."""
    opening = gametable.new_game("baloot", seed=4, hands=1)
    before = opening.to_json()
    assert taken_back(opening, [], 0) is None  # no move of the seat's: nothing to take back
    state, played = opening.clone(), []
    while len(played) < 12:
        seat = state.to_act[0]
        move = state.legal_moves(seat)[-1]
        played.append((seat, move))
        state.play(seat, move)
    last = last_move_of(played, 0)
    assert last == max(i for i, (seat, _) in enumerate(played) if seat == 0)
    keep, back = taken_back(opening, played, 0)
    assert keep == last and opening.to_json() == before
    fresh = gametable.new_game("baloot", seed=4, hands=1)
    for seat, move in played[:keep]:
        fresh.play(seat, move)
    assert back.to_json() == fresh.to_json()
    for seat, move in played[keep:]:
        back.play(seat, move)
    assert back.to_json() == state.to_json()
