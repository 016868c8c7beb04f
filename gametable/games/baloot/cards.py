"""Cards as integer codes 0..31 and the precomputed tables the engine's hot loop reads.

A card's code is ``suit * 8 + rank`` with suits ``S H D C`` (0..3) and ranks in natural order
``7 8 9 T J Q K A`` (0..7), so a hand is a 32-bit mask and a suit is one byte of it. Trick
strength, points and "cards above" are looked up, never computed, while playing.
"""

from __future__ import annotations

from gametable.core.bits import set_bits

SUITS = "SHDC"
RANKS = "789TJQKA"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
NO_TRUMP = 4  #: the "trump" index of a Sun hand

NAMES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
CODES: dict[str, int] = {name: code for code, name in enumerate(NAMES)}
BIT: tuple[int, ...] = tuple(1 << c for c in range(32))
SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))
ALL_CARDS = (1 << 32) - 1

# rank index -> order in a plain suit (A 10 K Q J 9 8 7) and in trump (J 9 A 10 K Q 8 7)
PLAIN_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)
TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
RANK_7, RANK_8, RANK_9, RANK_T, RANK_J, RANK_Q, RANK_K, RANK_A = range(8)


def code(name: str) -> int:
    """``"TS"`` → 24; raises ``KeyError`` for anything else (callers turn it into a message)."""
    return CODES[name.strip().upper()]


def name(card: int) -> str:
    return NAMES[card]


#: Codes of the cards in ``mask``, lowest first.
cards_of = set_bits


def _points(trump: int) -> tuple[int, ...]:
    return tuple(
        (TRUMP_POINTS if c >> 3 == trump else PLAIN_POINTS)[c & 7] for c in range(32)
    )


#: POINTS[trump][card]: card points when ``trump`` is the trump suit (4: Sun)
POINTS: tuple[tuple[int, ...], ...] = tuple(_points(t) for t in range(5))


def _strength(trump: int, led: int, card: int) -> int:
    suit, rank = card >> 3, card & 7
    if suit == trump:
        return 16 + TRUMP_ORDER[rank]
    if suit == led:
        return 8 + PLAIN_ORDER[rank]
    return 0


#: STRENGTH[(trump * 4 + led) * 32 + card]: who wins a trick (higher wins; 0 never does)
STRENGTH: tuple[int, ...] = tuple(
    _strength(t, led, c) for t in range(5) for led in range(4) for c in range(32)
)


def _above(order: tuple[int, ...]) -> tuple[int, ...]:
    table = []
    for c in range(32):
        suit, rank = c >> 3, c & 7
        mask = 0
        for r in range(8):
            if order[r] > order[rank]:
                mask |= 1 << (suit * 8 + r)
        table.append(mask)
    return tuple(table)


#: cards of the same suit that beat ``card`` as trumps / in a plain suit
TRUMP_ABOVE = _above(TRUMP_ORDER)
PLAIN_ABOVE = _above(PLAIN_ORDER)


#: mask → list of card codes, as two half tables filled on first use:
#: ``LO[m & 0xFFFF] + HI[m >> 16]`` (a fresh list each time, so callers may keep or change it)
LO: list[list[int] | None] = [None] * (1 << 16)
HI: list[list[int] | None] = [None] * (1 << 16)


def fill_lo(half: int) -> list[int]:
    """Fill and return ``LO[half]`` (the low 16 cards of a mask)."""
    LO[half] = out = cards_of(half)
    return out


def fill_hi(half: int) -> list[int]:
    """Fill and return ``HI[half]`` (the high 16 cards of a mask)."""
    HI[half] = out = cards_of(half << 16)
    return out
