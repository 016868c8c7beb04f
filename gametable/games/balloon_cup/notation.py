"""The fixed integer action space and the move notation, both ways.

Layout (``NUM_ACTIONS`` codes, the same for every state):

- ``0 .. 359`` placement: ``card * 8 + tile * 2 + side`` (side = the seat whose side of the
  tile takes the card), written ``red7@2:0`` (tile numbers 1–4 in notation);
- ``360 .. 522`` stuck exchange: index into :data:`SUBSETS`, the sets of 0–4 positions in the
  hand sorted by card number; written ``discard`` or ``discard red7 gray1``;
- ``523 ..`` trophy claims: index into :data:`CLAIMS`, a trophy colour and how many 3-for-1
  sets of each other colour pay for it; written ``claim blue`` or ``claim red +yellow +yellow``;
- the last code, :data:`STOP`: end claiming, written ``stop``.

Placement and claim codes mean the same move in every state; a discard code names positions in
the sorted hand, so :meth:`BalloonCupState.action_to_move` needs the state for those.
"""

from __future__ import annotations

import re
from itertools import combinations, product

from gametable.core.errors import IllegalMove
from gametable.games.balloon_cup.cards import (
    CARD_ID,
    CARD_NAMES,
    COLOUR_ID,
    COLOURS,
    CUBE_COUNT,
    NUM_CARDS,
    TROPHY_NEED,
    VALUES,
)

HAND_SIZE = 8
MAX_DISCARD = 4

NUM_PLACE = NUM_CARDS * 8  # 360
DISCARD_BASE = NUM_PLACE
#: positions in the sorted hand discarded by each exchange code, smallest sets first
SUBSETS: tuple[tuple[int, ...], ...] = tuple(
    subset for size in range(MAX_DISCARD + 1) for subset in combinations(range(HAND_SIZE), size)
)
CLAIM_BASE = DISCARD_BASE + len(SUBSETS)  # 523

#: most 3-for-1 sets of a colour anyone can hold (13 red cubes → 4 sets)
MAX_SETS: tuple[int, ...] = tuple(count // 3 for count in CUBE_COUNT)


def _claim_table() -> tuple[tuple[int, tuple[int, ...]], ...]:
    claims = []
    for trophy in range(5):
        ranges = [range(MAX_SETS[c] + 1) if c != trophy else range(1) for c in range(5)]
        for sets in sorted(product(*ranges), key=lambda v: (sum(v), v)):
            if sum(sets) <= TROPHY_NEED[trophy]:
                claims.append((trophy, sets))
    return tuple(claims)


#: ``(trophy colour, sets of 3 cubes by colour)`` for each claim code after ``CLAIM_BASE``
CLAIMS: tuple[tuple[int, tuple[int, ...]], ...] = _claim_table()
CLAIM_CODE: dict[tuple[int, tuple[int, ...]], int] = {
    claim: CLAIM_BASE + index for index, claim in enumerate(CLAIMS)
}
STOP = CLAIM_BASE + len(CLAIMS)
NUM_ACTIONS = STOP + 1


def placement_code(card: int, tile: int, side: int) -> int:
    return card * 8 + tile * 2 + side


def _placement_name(code: int) -> str:
    card, slot = divmod(code, 8)
    return f"{CARD_NAMES[card]}@{slot // 2 + 1}:{slot % 2}"


def _claim_name(trophy: int, sets: tuple[int, ...]) -> str:
    paid = "".join(f" +{COLOURS[c]}" * sets[c] for c in range(5))
    return f"claim {COLOURS[trophy]}{paid}"


#: notation of every state-independent code (placements, claims, stop); ``None`` for discards
MOVE_NAMES: tuple[str | None, ...] = (
    *(_placement_name(code) for code in range(NUM_PLACE)),
    *(None for _ in SUBSETS),
    *(_claim_name(trophy, sets) for trophy, sets in CLAIMS),
    "stop",
)

#: ``PLACE_TABLE[card << 8 | free_mask]``: the placement codes of ``card`` onto the tile sides
#: whose bits are set in ``free_mask`` (bit ``tile * 2 + side``); the hot loop's one lookup
PLACE_TABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(card * 8 + slot for slot in range(8) if mask >> slot & 1)
    for card in range(NUM_CARDS)
    for mask in range(256)
)


def discard_name(cards: list[int] | tuple[int, ...]) -> str:
    """``discard red7 gray1`` with the cards in card-number order; ``discard`` for none."""
    return " ".join(["discard", *(CARD_NAMES[card] for card in sorted(cards))])


# --- parsing ------------------------------------------------------------------------------

_PLACE_RE = re.compile(r"^([a-z]+)\s*(\d+)\s*[@>]\s*(\d+)\s*[:/.]\s*(\d+)$")
_CARD_RE = re.compile(r"^([a-z]+)\s*(\d+)$")
_SET_RE = re.compile(r"^\+(\d*)\s*([a-z]+)$")


def _colour(word: str, text: str) -> int:
    if word not in COLOUR_ID:
        raise IllegalMove(f"{text!r}: {word!r} is not a colour ({', '.join(COLOURS)})")
    return COLOUR_ID[word]


def parse_card(word: str, text: str) -> int:
    """``red7`` → card number, or :class:`IllegalMove` saying what is wrong with it."""
    match = _CARD_RE.match(word)
    if not match:
        raise IllegalMove(f"{text!r}: {word!r} is not a card (cards are written like red7)")
    colour = _colour(match.group(1), text)
    value = int(match.group(2))
    name = f"{COLOURS[colour]}{value}"
    if name not in CARD_ID:
        raise IllegalMove(
            f"{text!r}: there is no {name} card; {COLOURS[colour]} cards are "
            + " ".join(str(v) for v in VALUES[colour])
        )
    return CARD_ID[name]


def parse_placement(text: str) -> int:
    """``red7@2:0`` → placement code."""
    match = _PLACE_RE.match(text)
    if not match:
        raise IllegalMove(
            f"cannot read {text!r}: a placement is card@tile:side, e.g. red7@2:0 "
            "(tile 1-4, side = the seat whose side of the tile takes the card)"
        )
    colour, value, tile, side = match.groups()
    card = parse_card(f"{colour}{value}", text)
    if not 1 <= int(tile) <= 4:
        raise IllegalMove(f"{text!r}: there is no tile {tile}; tiles are numbered 1-4")
    if int(side) not in (0, 1):
        raise IllegalMove(f"{text!r}: side {side} is not a seat; sides are 0 and 1")
    return placement_code(card, int(tile) - 1, int(side))


def parse_claim(text: str) -> tuple[int, tuple[int, ...]]:
    """``claim red +yellow +2green`` → ``(trophy, sets)``; checks only the notation."""
    words = text.split()
    if len(words) < 2:
        raise IllegalMove(f"cannot read {text!r}: a claim is 'claim COLOUR [+COLOUR ...]'")
    trophy = _colour(words[1], text)
    sets = [0] * 5
    rest = " ".join(words[2:]).replace("+ ", "+").split()
    for word in rest:
        match = _SET_RE.match(word)
        if not match:
            raise IllegalMove(
                f"cannot read {text!r}: pay 3-for-1 sets as +COLOUR (one set of 3 cubes), "
                f"not {word!r}"
            )
        colour = _colour(match.group(2), text)
        if colour == trophy:
            raise IllegalMove(
                f"{text!r}: a 3-for-1 set cannot be of the trophy's own colour {COLOURS[trophy]}"
            )
        sets[colour] += int(match.group(1) or 1)
    return trophy, tuple(sets)


def parse_discard(text: str) -> list[int]:
    """``discard red7 gray1`` → card numbers (checks only the notation and duplicates)."""
    words = text.split()[1:]
    cards = [parse_card(word, text) for word in words]
    if len(set(cards)) != len(cards):
        raise IllegalMove(f"{text!r}: a card is named twice")
    if len(cards) > MAX_DISCARD:
        raise IllegalMove(f"{text!r}: at most {MAX_DISCARD} cards may be exchanged")
    return cards


def normalise(move: object) -> str:
    if not isinstance(move, str):
        raise IllegalMove(f"a move is a string, not {type(move).__name__}")
    text = " ".join(move.strip().lower().split())
    if not text:
        raise IllegalMove("an empty move; type a move such as red7@2:0, or ? for the list")
    return text
