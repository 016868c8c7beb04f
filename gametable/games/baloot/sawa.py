"""Sawa: is a claim of every remaining trick sure?

A claim is sure when the claimer has a way of playing that wins every remaining trick for
their team against *every* legal play of the three others, the partner included: a partner's
higher card can be forced to win a trick and then lead a card that loses. The check is an
AND-OR search over the remaining tricks (at most 7 cards a hand) that plays the moves through
the engine itself, so following, trumping and Akka are the engine's own rules.

What keeps it small: a test that needs no search (the leader's every card is the best left in
its suit and nobody else holds a trump, so any order of leads wins), tried at the start of
every trick; a table of the trick-start positions already decided; one card of each run of
touching cards in a hand (they take the same tricks); the likeliest winners tried first. A
claim the search cannot settle within ``BUDGET`` positions is not offered: a claim is never
offered wrongly, a rare sure one is left to be played out. Only a state with the option on
ever asks, so normal play is untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gametable.games.baloot.cards import BIT, PLAIN_ABOVE, STRENGTH, TRUMP_ABOVE, cards_of

if TYPE_CHECKING:
    from gametable.games.baloot.state import BalootState

_AKKA_END = 64  #: action codes below this play a card (32..63: a lead announcing Akka)
#: positions one claim may search before it is given up as not shown sure
BUDGET = 2000


def claim_is_sure(state: BalootState, seat: int) -> bool:
    """Whether ``seat``, on lead with at least one trick played, surely takes every trick left."""
    if leads_out(state.hands, seat, state.tmask):
        return True
    probe = state.clone()
    probe.f_sawa = False  # the search asks for moves; it must not ask itself again
    try:
        return _Search(seat).rest_is_won(probe)
    except _OutOfBudget:
        return False


def leads_out(hands: list[int], leader: int, tmask: int) -> bool:
    """Every card of ``leader`` is the best left in its suit and nobody else holds a trump:
    each lead then wins its trick, in any order, whatever anyone plays."""
    others = 0
    for seat in range(4):
        if seat != leader:
            others |= hands[seat]
    if others & tmask:
        return False
    return all(not PLAIN_ABOVE[c] & others for c in cards_of(hands[leader] & ~tmask))


class _OutOfBudget(Exception):
    """The search met more than ``BUDGET`` positions: the claim is not shown sure."""


class _Search:
    """One claim's search: the claimer picks a play (OR), every other seat's plays (AND)."""

    def __init__(self, claimer: int) -> None:
        self.claimer = claimer
        self.team = claimer & 1
        self.known: dict[tuple[int, ...], bool] = {}
        self.left = BUDGET

    def rest_is_won(self, state: BalootState) -> bool:
        """At the start of a trick led by the team: does it win this trick and all after it?"""
        hands = state.hands
        leader = state.cur
        if state.trick_no == 7:
            return _last_trick_winner(state) & 1 == self.team
        if leads_out(hands, leader, state.tmask):
            return True
        key = (hands[0], hands[1], hands[2], hands[3], leader)
        result = self.known.get(key)
        if result is None:
            result = self.known[key] = self.trick_is_won(state)
        return result

    def trick_is_won(self, state: BalootState) -> bool:
        """From the seat to act in the current trick to the end of the hand."""
        seat = state.cur
        claimer_to_play = seat == self.claimer
        for action in _distinct_plays(state, seat, self.claimer):
            self.left -= 1
            if not self.left:
                raise _OutOfBudget
            child = state.clone()
            child.apply_action(seat, action)
            if child.t_n:
                won = self.trick_is_won(child)
            else:
                won = child.trick_winners[-1] & 1 == self.team and self.rest_is_won(child)
            if won == claimer_to_play:  # the claimer found a way, or another seat a refutation
                return won
        return not claimer_to_play


def _distinct_plays(state: BalootState, seat: int, claimer: int) -> list[int]:
    """The legal card plays of ``seat`` that differ in the tricks they can take, the likeliest
    winners first.

    Two cards of one suit in one hand with no card between them still in play (in a hand or in
    this trick) take the same tricks, so only the higher is tried (exact, as in any
    double-dummy solver). Projects and claims are not card plays and are left out."""
    trump = state.trump
    hands = state.hands
    live = hands[0] | hands[1] | hands[2] | hands[3]
    for code in state.plays[len(state.plays) - state.t_n :]:
        live |= BIT[code & 31]
    legal = [a for a in state.legal_actions(seat) if a < _AKKA_END]
    held = set(legal)
    plays = []
    for action in legal:
        card = action & 31
        above = _above(card, trump) & live
        nearest = next((c for c in cards_of(above) if _above(c, trump) & live == above ^ BIT[c]),
                       None)
        if nearest is None or action - card + nearest not in held:
            plays.append(action)
    if state.t_n:
        base = state.t_sbase
        plays.sort(key=lambda a: -STRENGTH[base + (a & 31)])
    else:  # the claimer leads its best cards first, the partner its worst
        plays.sort(key=lambda a: (_above(a & 31, trump) & live).bit_count(),
                   reverse=seat != claimer)
    return plays


def _above(card: int, trump: int) -> int:
    """The cards of ``card``'s suit that beat it."""
    return TRUMP_ABOVE[card] if card >> 3 == trump else PLAIN_ABOVE[card]


def _last_trick_winner(state: BalootState) -> int:
    """The seat that takes the eighth trick, where every seat holds one card (no choice)."""
    leader = state.cur
    lead = state.hands[leader].bit_length() - 1
    base = (state.trump * 4 + (lead >> 3)) * 32
    best_seat, best = leader, -1
    for seat in range(4):
        strength = STRENGTH[base + state.hands[seat].bit_length() - 1]
        if strength > best:
            best_seat, best = seat, strength
    return best_seat
