"""Baloot observations never encode another seat's cards.

For a dealt hand, a second deck is built that gives the observer exactly the same eight cards
and the same ground card but swaps cards between the other hands (the buyer's extra cards
among them). Playing the same public moves in both, the observer's view and observation must
stay identical for as long as the same moves are legal in both.
"""

from __future__ import annotations

import random

import numpy as np

import gametable
from gametable.rl.adapter import GameAdapter

GROUND = 20  # deck position of the ground card (3 + 2 cards to each of four seats first)


def bid_until_dealt(state, rng):
    """Random calls until the full deal; the (seat, action) list, or None if cancelled."""
    calls = []
    while state.view(None)["phase"] == "bidding":
        seat = state.to_act[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply_action(seat, action)
        calls.append((seat, action))
    if state.over or state.view(None)["hand_no"] != 1:
        return None
    return calls


def twin_decks(seed, observer, rng):
    """(setup, other setup, bidding calls): same cards for ``observer``, others swapped."""
    first = gametable.new_game("baloot", seed=seed, hands=1)
    setup = first.setup()
    deck = list(setup["decks"][0])
    calls = bid_until_dealt(first, random.Random(seed))
    if calls is None:
        return None
    mine = set(first.view(observer)["hand"])
    others = [i for i, card in enumerate(deck) if card not in mine and i != GROUND]
    deck2 = list(deck)
    for _ in range(2):
        i, j = rng.sample(others, 2)
        deck2[i], deck2[j] = deck2[j], deck2[i]
    dealer = setup["dealer"]
    return {"decks": [deck], "dealer": dealer}, {"decks": [deck2], "dealer": dealer}, calls


def test_other_hands_never_reach_the_observation():
    adapter = GameAdapter("baloot", {"hands": 1})
    rng = random.Random(11)
    compared = games = differed = 0
    for seed in range(30):
        observer = rng.randrange(4)
        twins = twin_decks(seed, observer, rng)
        if twins is None:
            continue
        setup_a, setup_b, calls = twins
        a = gametable.new_game("baloot", setup=setup_a, hands=1)
        b = gametable.new_game("baloot", setup=setup_b, hands=1)
        step = 0
        while not a.over:
            assert a.view(observer) == b.view(observer)
            obs_a, obs_b = adapter.observation(a, observer), adapter.observation(b, observer)
            assert np.array_equal(obs_a, obs_b)
            compared += 1
            seat = a.to_act[0]
            assert b.to_act == a.to_act
            if step < len(calls):
                action = calls[step][1]
            else:
                both = sorted(set(a.legal_actions(seat)) & set(b.legal_actions(seat)))
                if not both:
                    break  # the hidden cards now force the games apart in public
                action = rng.choice(both)
            step += 1
            a.apply_action(seat, action)
            b.apply_action(seat, action)
            if step == len(calls) and a.to_json()["hands"] != b.to_json()["hands"]:
                differed += 1
        games += 1
    assert games >= 15 and differed >= games // 2 and compared >= 15 * games
