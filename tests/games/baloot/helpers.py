"""Shared helpers for the Baloot tests: decks in deal order and hand-built positions."""

from __future__ import annotations

import random

import gametable
from gametable.games.baloot import notation as A
from gametable.games.baloot.cards import BIT, CODES, NAMES, POINTS, SUIT_MASK, SUITS
from gametable.games.baloot.state import HOKUM, PLAY, SUN, TO_ACT

ALL = [r + s for s in "SHDC" for r in "789TJQKA"]


def deck_with_ground(ground: str = "KH") -> list[str]:
    """A deck whose card 20 (the ground card) is ``ground``."""
    deck = [c for c in ALL if c != ground]
    deck.insert(20, ground)
    return deck


def make_deck(first: list[list[str]], ground: str, rest: list[list[str]]) -> list[str]:
    """Deal order from per-position cards: ``first[pos]`` 5 cards, ``rest[pos]`` 3 or 2 cards."""
    deck = [c for pos in range(4) for c in first[pos][:3]]
    deck += [c for pos in range(4) for c in first[pos][3:5]]
    deck.append(ground)
    deck += [c for pos in range(4) for c in rest[pos]]
    assert sorted(deck) == sorted(ALL), "the deck must hold the 32 cards once"
    return deck


def game(deck: list[str] | None = None, dealer: int = 3, **options):
    """A game from one deck (dealer 3: P1 = seat 0, P2 = 1, P3 = 2, P4 = 3)."""
    return gametable.new_game(
        "baloot", setup={"decks": [deck or deck_with_ground()], "dealer": dealer}, **options
    )


def run(state, moves: list[tuple[int, str]]) -> None:
    for seat, move in moves:
        state.play(seat, move)


def mask(cards: list[str]) -> int:
    out = 0
    for c in cards:
        out |= BIT[CODES[c]]
    return out


def position(hands: dict[int, list[str]], trick: list[tuple[int, str]], *, trump: str | None,
             leader: int, closed: bool = False, trick_no: int = 1, **options):
    """A play-phase state built by hand: ``hands`` per seat (other cards wherever), then the
    cards of ``trick`` played in order (each checked as legal)."""
    state = game(hands=1, **options)
    state.phase = PLAY
    if trump is None:
        state.mode, state.trump, state.tmask = SUN, 4, 0
    else:
        t = SUITS.index(trump)
        state.mode, state.trump, state.tmask = HOKUM, t, SUIT_MASK[t]
    state.pts = POINTS[state.trump]
    state.buyer = 0
    state.closed = closed
    state.trick_no = trick_no
    state.hands = [mask(hands.get(s, [])) for s in range(4)]
    state.played = (1 << 32) - 1
    for h in state.hands:
        state.played &= ~h
    state.leader = state.cur = leader
    state.to_act = TO_ACT[leader]
    for seat, card in trick:
        state.play(seat, card)
    return state


def deal(fixed: dict[int, list[str]], ground: str = "7D", **options):
    """A game (dealer 3, so P1 = seat 0) where seat 0 buys and holds ``fixed[0]`` + ground;
    the seats' other cards are filled from what is left."""
    left = [c for c in ALL if c != ground and not any(c in h for h in fixed.values())]
    hands = {}
    for seat in range(4):
        want = 7 if seat == 0 else 8
        hand = list(fixed.get(seat, []))
        while len(hand) < want:
            hand.append(left.pop(0))
        hands[seat] = hand
    deck = make_deck([hands[s][:5] for s in range(4)], ground,
                     [hands[0][5:7]] + [hands[s][5:8] for s in (1, 2, 3)])
    return game(deck, **options)


def sun_game(fixed, **options):
    options.setdefault("hands", 1)
    state = deal(fixed, **options)
    state.play(0, "sun")  # nobody passed before P1: the bidding ends, no doubling at 0-0
    assert state.view(None)["phase"] == "playing"
    return state


def finish(state, seed=0):
    rng = random.Random(seed)
    while not state.over:
        seat = state.to_act[0]
        moves = [m for m in state.legal_moves(seat) if ":" not in m]
        state.play(seat, rng.choice(moves))
    return state


def cards(moves: list[str]) -> set[str]:
    return {m for m in moves if m in CODES}


__all__ = ["A", "ALL", "NAMES", "cards", "deal", "deck_with_ground", "finish", "game",
           "make_deck", "mask", "position", "run", "sun_game"]
