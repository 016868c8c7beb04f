"""Projects (mashari'): the table of every declarable project, their ranking and values.

A project has a code ``0..88``: first the 84 sequences (per suit every run of 3 to 8 cards in
the natural order A K Q J 10 9 8 7), then the five four-of-a-kinds (10, J, Q, K, A; four 9s,
8s or 7s count nothing). Notation: a sequence by its kind and its top and bottom card,
``sira:QH-TH``, ``fifty:AH-JH``, ``hundred:AH-9H`` (5 or more cards); four of a kind as
``hundred:4K``, and four Aces as ``400:4A`` in Sun or ``hundred:4A`` in Hokum.
"""

from __future__ import annotations

from gametable.games.baloot.cards import CODES, NAMES, RANKS, SUITS

# project classes, high to low: 400 > sequence 100 > four-of-a-kind 100 > 50 > sira
SIRA, FIFTY, FOUR_100, SEQ_100, FOUR_400 = 1, 2, 3, 4, 5
KIND_NAMES = {SIRA: "sira", FIFTY: "fifty", FOUR_100: "hundred", SEQ_100: "hundred",
              FOUR_400: "400"}
RAW_VALUE = {SIRA: 20, FIFTY: 50, FOUR_100: 100, SEQ_100: 100, FOUR_400: 200}
SUN_POINTS = {SIRA: 4, FIFTY: 10, FOUR_100: 20, SEQ_100: 20, FOUR_400: 40}
HOKUM_POINTS = {SIRA: 2, FIFTY: 5, FOUR_100: 10, SEQ_100: 10}
BALOOT_RAW, BALOOT_POINTS = 20, 2

#: (suit, low rank, high rank) for sequences; (None, rank, rank) for four of a kind
SHAPES: list[tuple[int | None, int, int]] = [
    (s, lo, hi) for s in range(4) for hi in range(2, 8) for lo in range(hi - 1)
] + [(None, r, r) for r in range(3, 8)]
NUM_PROJECTS = len(SHAPES)
FIRST_FOUR = 84


def _mask(shape: tuple[int | None, int, int]) -> int:
    suit, lo, hi = shape
    if suit is None:
        return sum(1 << (s * 8 + lo) for s in range(4))
    return sum(1 << (suit * 8 + r) for r in range(lo, hi + 1))


MASK: tuple[int, ...] = tuple(_mask(shape) for shape in SHAPES)
TOP: tuple[int, ...] = tuple(shape[2] for shape in SHAPES)


def kind(p: int, sun: bool) -> int:
    """The project class of code ``p`` in a Sun or Hokum hand."""
    suit, lo, hi = SHAPES[p]
    if suit is None:
        return FOUR_400 if (sun and lo == 7) else FOUR_100
    length = hi - lo + 1
    return SIRA if length == 3 else FIFTY if length == 4 else SEQ_100


KIND_SUN = tuple(kind(p, True) for p in range(NUM_PROJECTS))
KIND_HOKUM = tuple(kind(p, False) for p in range(NUM_PROJECTS))


def rank_key(p: int, sun: bool) -> int:
    """Higher is better: class first, then the top card."""
    return (KIND_SUN if sun else KIND_HOKUM)[p] * 8 + TOP[p]


def raw_value(p: int, sun: bool) -> int:
    return RAW_VALUE[(KIND_SUN if sun else KIND_HOKUM)[p]]


def match_points(p: int, sun: bool) -> int:
    k = (KIND_SUN if sun else KIND_HOKUM)[p]
    return SUN_POINTS[k] if sun else HOKUM_POINTS[k]


def kind_name(p: int, sun: bool) -> str:
    return KIND_NAMES[(KIND_SUN if sun else KIND_HOKUM)[p]]


def notation(p: int, sun: bool) -> str:
    """``sira:QH-TH``, ``hundred:4K``, ``400:4A``."""
    suit, lo, hi = SHAPES[p]
    if suit is None:
        return f"{kind_name(p, sun)}:4{RANKS[lo]}"
    return f"{kind_name(p, sun)}:{NAMES[suit * 8 + hi]}-{NAMES[suit * 8 + lo]}"


def parse(text: str) -> int:
    """A project code from its notation (either kind word for four Aces); ``ValueError`` if bad."""
    word, sep, body = text.strip().lower().partition(":")
    if not sep:
        raise ValueError(f"a project is written kind:cards, e.g. sira:QH-TH, not {text!r}")
    body = body.upper()
    if body.startswith("4") and len(body) == 2 and body[1] in RANKS:
        shape: tuple[int | None, int, int] = (None, RANKS.index(body[1]), RANKS.index(body[1]))
    else:
        top, dash, bottom = body.partition("-")
        if not dash or top not in CODES or bottom not in CODES or top[1] != bottom[1]:
            raise ValueError(f"{text!r}: a sequence is written top-bottom in one suit, e.g. QH-TH")
        shape = (SUITS.index(top[1]), RANKS.index(bottom[0]), RANKS.index(top[0]))
    if shape not in SHAPES:
        raise ValueError(f"{text!r} is not a project (sequences need 3+ cards; four 9s, 8s, 7s "
                         "count nothing)")
    p = SHAPES.index(shape)
    if word not in (kind_name(p, True), kind_name(p, False)):
        raise ValueError(f"{text!r}: those cards make a {kind_name(p, False)}, not a {word}")
    return p


def _seq_table() -> list[list[tuple[int, ...]]]:
    table = []
    for s in range(4):
        row = []
        for byte in range(256):
            hand = byte << (8 * s)
            row.append(tuple(p for p in range(FIRST_FOUR) if MASK[p] & hand == MASK[p]))
        table.append(row)
    return table


_SEQ = _seq_table()
_FOURS = tuple((FIRST_FOUR + i, MASK[FIRST_FOUR + i]) for i in range(5))


def candidates(hand: int) -> tuple[int, ...]:
    """Every project whose cards are all in ``hand``."""
    out = (_SEQ[0][hand & 255] + _SEQ[1][(hand >> 8) & 255] + _SEQ[2][(hand >> 16) & 255]
           + _SEQ[3][hand >> 24])
    for p, m in _FOURS:
        if hand & m == m:
            out += (p,)
    return out


def best(declared: list[tuple[int, int]], sun: bool, dealer: int) -> tuple[int, int] | None:
    """The winning (seat, project) among ``declared``; a full tie goes nearer the dealer's right."""
    top = None
    top_key = (-1, 0)
    for seat, p in declared:
        key = (rank_key(p, sun), -((seat - dealer - 1) % 4))
        if key > top_key:
            top, top_key = (seat, p), key
    return top
