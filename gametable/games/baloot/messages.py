"""Why a move is refused: a readable reason for every kind of illegal Baloot move.

The rules (:mod:`.state`) only know that an action is not legal; the words for a person are
here, read from the state (this module imports the rules, never the other way round).
"""

from __future__ import annotations

from gametable.games.baloot import notation as A
from gametable.games.baloot import projects as P
from gametable.games.baloot.cards import BIT, NAMES, RANK_A, SUIT_MASK, SUITS
from gametable.games.baloot.state import (
    BID,
    CLAIM,
    DOUBLE,
    KEEP,
    OPEN,
    PLAY,
    TAKEOVER,
    BalootRules,
)


def why_illegal(state: BalootRules, seat: int, action: int) -> str:
    move = A.to_move(action)
    legal = ", ".join(state.legal_moves(seat))
    phase = state.phase
    if phase == BID:
        stage = state.b_stage
        if action < A.PASS:
            return "the bidding is not over yet: no cards are played now"
        if action >= A.DOUBLE and action != A.SAWA:
            return "doubling comes after the bidding"
        if action == A.ASHKAL:
            if (seat - state.dealer) & 3 not in (3, 0):
                return "only P3 and P4 (the dealer's left and the dealer) may call Ashkal"
            if state.ground & 7 == RANK_A:
                return "Ashkal may not be called when the ground card is an Ace"
        if stage == KEEP:
            if action == A.SUN:
                return ("with an Ace as ground card only P1 may turn a Hokum into Sun"
                        if state.profile.ace_hokum_to_sun == "p1"
                        else "a Hokum on an Ace ground card may not be turned into Sun")
            return "nobody took your Hokum over: keep it ('hokum') or turn it into Sun ('sun')"
        if stage == CLAIM:
            return "you may take the Sun ('sun') or let it stand ('pass')"
        if action == A.HOKUM or action >= A.HOKUM_SUIT:
            if stage == TAKEOVER:
                return "a Hokum has been called: no other Hokum; take it over with Sun or pass"
            if state.b_round == 1 and action != A.HOKUM:
                return "in round 1 a Hokum is in the ground card's suit: say 'hokum'"
            if state.b_round == 2 and action == A.HOKUM:
                return "in round 2 name the trump suit, e.g. 'hokum:H'"
            if action - A.HOKUM_SUIT == state.ground >> 3:
                return (f"a round-2 Hokum must be in another suit than the ground card's "
                        f"({SUITS[state.ground >> 3]})")
        assert stage in (OPEN, TAKEOVER)
        return f"{move} is not a call you can make now; you can: {legal}"
    if phase == DOUBLE:
        if action < A.PASS:
            return "the doubling is not over yet: no cards are played now"
        return f"{move} is not a doubling call open to you now; you can: {legal}"
    if phase != PLAY:
        return "the game is over"
    if A.PROJECT_BASE <= action < A.PASS:
        p = action - A.PROJECT_BASE
        if state.trick_no:
            return "projects are declared only with your first card of trick 1"
        if state.decl_count[seat] >= 2:
            return "at most two projects per player"
        hand = state.hands[seat]
        if P.MASK[p] & hand != P.MASK[p]:
            return f"you do not hold the cards of {move}"
        return f"{move} shares a card with a project you already declared (a card counts once)"
    if action == A.SAWA:
        return "sawa needs the lead and a sure claim of every remaining trick"
    if action >= A.PASS:
        return "the cards are being played: play a card"
    akka = action >= A.AKKA_BASE
    card = action - A.AKKA_BASE if akka else action
    name = NAMES[card]
    hand = state.hands[seat]
    if not hand & BIT[card]:
        return f"you do not hold {name}"
    if akka:
        if state.t_n:
            return "only the leader of a trick may announce Akka"
        if not state.profile.akka or state.mode != 1:
            return "Akka is announced only in Hokum (and only when the rules use it)"
        if card >> 3 == state.trump:
            return "Akka is for a non-trump card"
        return f"{name} is not the highest card left in its suit"
    if state.t_n == 0:
        return "in a closed hand you may not lead a trump while you hold another suit"
    led = state.t_led
    if hand & SUIT_MASK[led]:
        if card >> 3 != led:
            return f"you must follow suit ({SUITS[led]})"
        return "you must beat the best trump played so far"
    if card >> 3 == state.trump or not hand & state.tmask:
        return "you must overtrump the opponent's trump"
    return "you are void in the led suit and your partner is not winning: you must trump"
