"""Deal unseen cards to seats at random, respecting what the view proves (for samplers).

A sampler knows a pool of unseen cards, how many each hidden holder (a seat's hand, the
supply, ...) must get, and which holders each card may go to: a seat shown void in a suit may
hold none of it; a card seen going into a hand is there. :func:`deal` draws one assignment
that satisfies all of it. Placing the most constrained cards first and choosing a holder with
probability proportional to its free room gives the uniform deal when nothing constrains it;
an augmenting path repairs the rare dead end, so a deal is found whenever one exists.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TypeVar

Card = TypeVar("Card", bound=Hashable)
Holder = Hashable


class Impossible(ValueError):
    """No assignment satisfies the constraints (the view contradicts itself, or a bug)."""


def deal(
    pool: Sequence[Card],
    needs: Mapping[Holder, int],
    allowed: Callable[[Card, Holder], bool],
    rng: random.Random,
) -> dict[Holder, list[Card]]:
    """Give every card of ``pool`` to one holder, ``needs[h]`` cards to holder ``h``.

    ``allowed(card, holder)`` says whether the holder may have the card. Raises
    :class:`Impossible` when no assignment exists. Each holder's list is in random order.
    """
    holders = list(needs)
    if sum(needs.values()) != len(pool):
        raise Impossible(f"{len(pool)} cards for {sum(needs.values())} places")
    options = {card: [h for h in holders if needs[h] and allowed(card, h)] for card in pool}
    cards = list(pool)
    rng.shuffle(cards)
    cards.sort(key=lambda card: len(options[card]))  # stable: random among equals
    room = dict(needs)
    given: dict[Holder, list[Card]] = {h: [] for h in holders}
    for card in cards:
        open_ = [h for h in options[card] if room[h] > 0]
        if open_:
            total = sum(room[h] for h in open_)
            pick = rng.randrange(total)
            for holder in open_:
                pick -= room[holder]
                if pick < 0:
                    break
            given[holder].append(card)
            room[holder] -= 1
        elif not _augment(card, options, given, room):
            raise Impossible(f"no holder can take {card!r}")
    for cards_of in given.values():
        rng.shuffle(cards_of)
    return given


def _augment(card, options, given, room) -> bool:
    """Make room for ``card`` by moving cards along a chain of holders (breadth first)."""
    start = options[card]
    if not start:
        return False
    parent: dict[Holder, tuple[Holder | None, object]] = {h: (None, card) for h in start}
    queue = list(start)
    while queue:
        holder = queue.pop(0)
        if room[holder] > 0:
            room[holder] -= 1
            # walk back: each holder on the chain takes the card that led here
            while True:
                previous, moved = parent[holder]
                given[holder].append(moved)
                if previous is None:
                    return True
                given[previous].remove(moved)
                holder = previous
        for other in list(given[holder]):
            for target in options[other]:
                if target not in parent:
                    parent[target] = (holder, other)
                    queue.append(target)
    return False
