"""Options and setups: the one place Balloon Cup checks what ``new_game`` is given.

``check_options`` reads the options (``no_deadlock``, ``first``); ``parse_setup`` reads an
explicit chance setup (deck, bag, first, shuffles) into integer codes. Both raise
:class:`~gametable.core.errors.BadOptions` naming what is wrong; :mod:`.codec` uses them again
when it loads a saved state.
"""

from __future__ import annotations

from typing import Any

from gametable.core.errors import BadOptions
from gametable.games.balloon_cup.cards import (
    ALL_CUBES,
    COLOURS,
    CUBE_COUNT,
    NUM_CARDS,
    card_id,
    colour_id,
)

SETUP_KEYS = ("deck", "bag", "first", "shuffles")
OPTION_NAMES = ("no_deadlock", "first")



def check_options(options: dict[str, Any]) -> tuple[bool, int | None]:
    """``no_deadlock`` (bool, default False) and ``first`` (0, 1 or None = from the seed)."""
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise BadOptions(
            f"unknown Balloon Cup option(s) {', '.join(unknown)}; options are: "
            "no_deadlock=true|false, first=0|1"
        )
    no_deadlock = options.get("no_deadlock", False)
    if not isinstance(no_deadlock, bool):
        raise BadOptions(f"no_deadlock must be true or false, not {no_deadlock!r}")
    first = options.get("first")
    if first is not None and (isinstance(first, bool) or first not in (0, 1)):
        raise BadOptions(f"first must be seat 0 or 1, not {first!r}")
    return no_deadlock, first


def card_list(value: Any, what: str) -> list[int]:
    if not isinstance(value, list | tuple):
        raise BadOptions(f"{what} must be a list of cards")
    cards = [card_id(name) for name in value]
    if len(set(cards)) != len(cards):
        raise BadOptions(f"{what} names a card twice")
    return cards


def cube_list(value: Any, what: str) -> list[int]:
    if not isinstance(value, list | tuple):
        raise BadOptions(f"{what} must be a list of colour words")
    return [colour_id(name) for name in value]


def parse_setup(setup: dict[str, Any]) -> tuple[list[int], list[int], int | None, list[list[int]]]:
    """Check a ``setup`` dict → (deck, bag, first or None, shuffles) as integer codes."""
    unknown = sorted(set(setup) - set(SETUP_KEYS))
    if unknown:
        raise BadOptions(
            f"unknown setup key(s) {', '.join(unknown)}; keys are: {', '.join(SETUP_KEYS)}"
        )
    for key in ("deck", "bag"):
        if key not in setup:
            raise BadOptions(f"a Balloon Cup setup needs {key!r}")
    deck = card_list(setup["deck"], "setup 'deck'")
    if len(deck) != NUM_CARDS:
        raise BadOptions(f"setup 'deck' must hold all {NUM_CARDS} cards, not {len(deck)}")
    bag = cube_list(setup["bag"], "setup 'bag'")
    if sorted(bag) != list(ALL_CUBES):
        counts = ", ".join(f"{n} {c}" for c, n in zip(COLOURS, CUBE_COUNT, strict=True))
        raise BadOptions(f"setup 'bag' must hold the 45 cubes: {counts}")
    first = setup.get("first")
    if first is not None and (isinstance(first, bool) or first not in (0, 1)):
        raise BadOptions(f"setup 'first' must be seat 0 or 1, not {first!r}")
    raw = setup.get("shuffles", [])
    if not isinstance(raw, list | tuple):
        raise BadOptions("setup 'shuffles' must be a list of card lists")
    shuffles = [card_list(order, f"setup shuffle {i + 1}") for i, order in enumerate(raw)]
    return deck, bag, first, shuffles
