"""The sampler helper: every card placed, counts kept, constraints respected, or Impossible."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametable.bots.deal import Impossible, deal


@st.composite
def feasible_problems(draw):
    """A hidden true deal, and constraints that the true deal satisfies (like a real view)."""
    holders = draw(st.integers(2, 5))
    cards = list(range(draw(st.integers(1, 32))))
    truth = {card: draw(st.integers(0, holders - 1)) for card in cards}
    needs = {h: sum(1 for c in cards if truth[c] == h) for h in range(holders)}
    suits = 4
    # a holder is "void" in a suit when the true deal gave it none of that suit
    voids = {
        h: {s for s in range(suits) if not any(truth[c] == h and c % suits == s for c in cards)}
        for h in range(holders)
    }
    # some voids are known (not all: a view proves only some of them)
    known = {h: {s for s in voids[h] if draw(st.booleans())} for h in range(holders)}
    # some cards are known to sit with their holder
    pinned = {c: truth[c] for c in cards if draw(st.integers(0, 4)) == 0}
    seed = draw(st.integers(0, 2**32))
    return cards, needs, known, pinned, seed


@settings(max_examples=150, deadline=None)
@given(feasible_problems())
def test_deal_respects_voids_pins_and_counts(problem):
    cards, needs, known, pinned, seed = problem

    def allowed(card, holder):
        if card in pinned:
            return pinned[card] == holder
        return card % 4 not in known[holder]

    given_ = deal(cards, needs, allowed, random.Random(seed))
    assert sorted(c for hand in given_.values() for c in hand) == sorted(cards)
    for holder, hand in given_.items():
        assert len(hand) == needs[holder]
        for card in hand:
            assert allowed(card, holder), (card, holder)


def test_deal_finds_the_only_assignment_by_repair():
    # holder 0 may take anything, holder 1 only card 0: a greedy deal that gives card 0 to
    # holder 0 first must be repaired
    for seed in range(30):
        out = deal([0, 1, 2], {0: 2, 1: 1}, lambda c, h: h == 0 or c == 0, random.Random(seed))
        assert out[1] == [0]


def test_deal_reports_impossible():
    with pytest.raises(Impossible):
        deal([0, 1], {0: 1, 1: 1}, lambda c, h: h == 0, random.Random(0))
    with pytest.raises(Impossible):
        deal([0, 1], {0: 1}, lambda c, h: True, random.Random(0))


def test_unconstrained_deal_is_roughly_uniform():
    rng = random.Random(3)
    counts = [0, 0]
    for _ in range(2000):
        counts[0 in deal([0, 1, 2, 3], {0: 1, 1: 3}, lambda c, h: True, rng)[0]] += 1
    assert 400 < counts[1] < 600  # card 0 lands in the one-card hand a quarter of the time
