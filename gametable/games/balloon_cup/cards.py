"""Components of Balloon Cup as integer tables: colours, the 45 cards, cubes and trophies.

Everything inside the engine is an integer: colour ``0..4`` (red, yellow, green, blue, gray),
card ``0..44`` (by colour, then value), tile ``0..3`` (shown as 1–4), seat ``0..1``. The names
here are the fixed notation of ``docs/notation.md`` (``red7``, ``gray13``; a cube: its colour).
"""

from __future__ import annotations

from gametable.core.errors import BadOptions

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "gray")
RED, YELLOW, GREEN, BLUE, GRAY = range(5)
COLOUR_ID: dict[str, int] = {name: index for index, name in enumerate(COLOURS)}

#: card values by colour (the rules' component table)
VALUES: tuple[tuple[int, ...], ...] = (
    tuple(range(1, 14)),
    (1, 2, 3, 5, 6, 7, 8, 9, 11, 12, 13),
    (1, 2, 4, 6, 7, 8, 10, 12, 13),
    (1, 3, 5, 7, 9, 11, 13),
    (1, 4, 7, 10, 13),
)
#: cubes a trophy needs, by colour
TROPHY_NEED: tuple[int, ...] = (7, 6, 5, 4, 3)
#: cubes of each colour in the game (equal to the cards of that colour)
CUBE_COUNT: tuple[int, ...] = tuple(len(values) for values in VALUES)

CARD_COLOUR: tuple[int, ...] = tuple(c for c, values in enumerate(VALUES) for _ in values)
CARD_VALUE: tuple[int, ...] = tuple(v for values in VALUES for v in values)
CARD_NAMES: tuple[str, ...] = tuple(
    f"{COLOURS[c]}{v}" for c, v in zip(CARD_COLOUR, CARD_VALUE, strict=True)
)
CARD_ID: dict[str, int] = {name: index for index, name in enumerate(CARD_NAMES)}
NUM_CARDS = len(CARD_NAMES)  # 45

#: the 45 cubes of the bag, by colour (an unshuffled bag)
ALL_CUBES: tuple[int, ...] = tuple(c for c, count in enumerate(CUBE_COUNT) for _ in range(count))
NUM_CUBES = len(ALL_CUBES)  # 45

NUM_TILES = 4
PLAINS, MOUNTAIN = 0, 1
SIDE_NAMES = ("plains", "mountain")
#: side up at the start: tile 1 plains, 2 mountain, 3 plains, 4 mountain
START_UP: tuple[int, ...] = (PLAINS, MOUNTAIN, PLAINS, MOUNTAIN)

assert NUM_CARDS == NUM_CUBES == 45


def card_id(name: object) -> int:
    """``"red7"`` → its card number; :class:`BadOptions` for anything else (setups, saves)."""
    if not isinstance(name, str) or name not in CARD_ID:
        raise BadOptions(
            f"{name!r} is not a Balloon Cup card (cards are written like red7, gray13)"
        )
    return CARD_ID[name]


def colour_id(name: object) -> int:
    """``"blue"`` → 3; :class:`BadOptions` for anything else."""
    if not isinstance(name, str) or name not in COLOUR_ID:
        raise BadOptions(f"{name!r} is not a colour; colours are: {', '.join(COLOURS)}")
    return COLOUR_ID[name]


def card_names(cards: list[int] | tuple[int, ...]) -> list[str]:
    return [CARD_NAMES[card] for card in cards]


def cube_names(cubes: list[int] | tuple[int, ...]) -> list[str]:
    return [COLOURS[cube] for cube in cubes]


def colour_counts(counts: list[int] | tuple[int, ...]) -> dict[str, int]:
    """Five counts by colour → ``{"red": 2, ...}`` (all five keys, JSON-friendly)."""
    return {COLOURS[c]: counts[c] for c in range(5)}
