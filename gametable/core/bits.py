"""Bitmask helpers shared by the engines (hands, cube sets and reach are int bitmasks)."""

from __future__ import annotations


def set_bits(mask: int) -> list[int]:
    """Indices of the 1 bits of ``mask``, lowest first: ``set_bits(0b1010) == [1, 3]``."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
