"""The names seats are shown by: a bot seat created without a name gets a person's name of its
own (distinct per seat, the same at every table of a game), so that a seat, a log line or an
end dialog says who, never "heuristic bot 2". The web front end writes these names in the
reader's script (``web/src/seats.js``)."""

from __future__ import annotations

from gametable.core.registry import descriptor_of

#: a game without names of its own (its descriptor's ``bot_names`` are for bot seats 1, 2, …:
#: seat 0 is usually the person who sits down; a bot in seat 0 gets the last name)
OTHER_NAMES = ("Alex", "Robin", "Sam", "Kim", "Noor", "Sasha")


def bot_names(game: str) -> tuple[str, ...]:
    """The names a game's nameless bots are given."""
    return descriptor_of(game).bot_names or OTHER_NAMES


def bot_name(game: str, seat: int) -> str:
    """The name of a bot sitting at ``seat`` that was given none."""
    names = bot_names(game)
    return names[(seat - 1) % len(names)]


def is_bot_label(name: str, bot: str | None, level: str | None) -> bool:
    """Whether ``name`` is the label older tables gave a nameless bot ("heuristic bot",
    "search bot (hard)"): such a seat is shown by its ``bot_name`` instead."""
    label = f"{bot} bot"
    return name in (label, f"{label} ({level})")
