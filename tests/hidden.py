"""What a seat may not know, read off the engine's own state by the rules' Information sections.

Never off ``view()``: the leak test scans every message for these cards, so a ``view()`` that
shows one is caught (taking "hidden" as "in the full state but not in the view" would count a
leaked card as seen, and never find it).

- Balloon Cup: every card but the seat's own hand, the cards ever placed or discarded (every
  move is public and names its card), and the hands shown while stuck. So: the other hand and
  the supply (the bag's cube order is hidden too, but cubes have only colour names to scan for).
- Baloot: every card but the seat's own hand, the ground card (turned face up), the cards played
  this deal, and the cards of scored projects once trick 1 is over. So: the other hands, the
  cards not dealt yet, who holds what.
- The climbing game has no cards: what is hidden is another seat's pending secret choice
  (``pending_alternatives`` gives the same state with that choice set to each other value).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from gametable.games.balloon_cup.cards import CARD_NAMES as BALLOON_CARDS
from gametable.games.balloon_cup.state import STUCK
from gametable.games.baloot import projects as baloot_projects
from gametable.games.baloot.cards import NAMES as BALOOT_CARDS
from gametable.games.baloot.cards import cards_of
from gametable.games.climbing.notation import NUM_ACTIONS, POINT0, TURN0

#: a card name standing alone (not inside a longer word or number)
CARD = {
    "balloon-cup": re.compile(r"(?<![A-Za-z0-9])(?:red|yellow|green|blue|gray)\d+(?![A-Za-z0-9])"),
    "baloot": re.compile(r"(?<![A-Za-z0-9])[789TJQKA][SHDC](?![A-Za-z0-9])"),
}


def card_tokens(data: Any, game: str) -> set[str]:
    """Every card name anywhere in ``data`` (keys and values, any depth)."""
    return set(CARD[game].findall(data if isinstance(data, str) else json.dumps(data)))


def hidden_cards(state: Any, seat: int | None, named: set[str]) -> set[str]:
    """The card names ``seat`` (None: a spectator) may not know. ``named``: the cards the
    moves so far name (Balloon Cup: every move is public)."""
    if state.game == "balloon-cup":
        return set(BALLOON_CARDS) - _balloon_cup_known(state, seat, named)
    if state.game == "baloot":
        return set(BALOOT_CARDS) - baloot_known(state, seat)
    raise ValueError(f"{state.game} has no cards")


def _balloon_cup_known(state: Any, seat: int | None, named: set[str]) -> set[str]:
    known = {BALLOON_CARDS[c] for c in state.hands[seat]} if seat is not None else set()
    known |= named  # placements and discards name their cards
    for event in state.events:
        if event[1] == "show":  # a stuck hand is shown to the table
            known |= {BALLOON_CARDS[c] for c in event[3]}
    if state.phase == STUCK and not state.over:
        known |= {BALLOON_CARDS[c] for c in state.hands[state.cur]}
    return known


def baloot_known(state: Any, seat: int | None) -> set[str]:
    """The cards of this deal ``seat`` may know where they are (None: the whole table)."""
    known = {BALOOT_CARDS[state.ground]}
    if seat is not None:
        known |= {BALOOT_CARDS[c] for c in cards_of(state.hands[seat])}
    known |= {BALOOT_CARDS[code & 31] for code in state.plays}
    if state.trick_no >= 1:
        for _, project in state.scored:
            known |= {BALOOT_CARDS[c] for c in cards_of(baloot_projects.MASK[project])}
    return known


def pending_alternatives(state: Any, seat: int | None, limit: int) -> Iterator[Any]:
    """Clones of a climbing ``state`` with another seat's pending choice set to other values
    of its phase (at most ``limit`` per seat, spread over the range)."""
    for other, action in enumerate(state.pending):
        if action < 0 or other == seat:
            continue
        low, high = (0, POINT0) if action < POINT0 else (
            (POINT0, TURN0) if action < TURN0 else (TURN0, NUM_ACTIONS))
        others = [a for a in range(low, high) if a != action]
        step = max(1, len(others) // limit)
        for alternative in others[::step][:limit]:
            clone = state.clone()
            clone.pending[other] = alternative
            yield clone
