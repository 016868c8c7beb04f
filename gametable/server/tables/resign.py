"""Resigning: a person ends the game now, their side the loser.

Why: a game that is lost should not have to be played out, nor left to a clock or a bot;
the sites people compare the table with let them concede. It is one more command of the
round's one way in (:class:`.round.Resign`): the position stays as it stood, wrapped as a
game over (:class:`gametable.core.resign.Resigned`: the resigning side scores 0, every other
seat 1), and what a game's end stores is stored with it in one write (the result, ratings
where the game is rated, a tournament's result), the seat that resigned kept in the table's
settings (``"resigned"``); only then is anyone told. Whatever reads a finished table (a
restart, the record, the replay, the fair-deal check) replays the moves and wraps the
position again from that seat.

Where it is offered (:func:`resign_refusal`): any seat of a person at a game not over, dealt
and not broken. A seat a bot holds is taken back first, as for a move. Each state message
says it (``"resign"``), so the page offers the button only there.

**A side of two people** (Baloot partners) resigns only if both say so: the first one's
resignation is an offer (:func:`offered`), shown to that side's seats only
(``"resign_offer"``: the seat that offered), and the partner's resignation while it stands
ends the game; either may withdraw it (``"accept": false``), and the next move lets it
lapse. An offer is a command of the round like any other (:class:`.round.OfferResign`),
decided under the table's lock and stored in the table's settings (``"resign_offers"``)
before the partner is told: a partner who saw it can still say yes after the table moved to
another process or the server restarted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gametable.core.registry import descriptor_of
from gametable.core.resign import Resigned, partners_among
from gametable.server.errors import RequestError

if TYPE_CHECKING:  # (the live table's messages say what this module offers)
    from gametable.core.protocol import GameState
    from gametable.server.tables.live import LiveTable


def resign_refusal(table: LiveTable, seat: int | None) -> RequestError | None:
    """Why ``seat`` may not resign now, or ``None`` (the table's own refusals, a broken or
    undealt table, are the round's)."""
    if seat is None:
        return RequestError("a spectator has nothing to resign; join with a seat's invite "
                            "link", 403)
    if table.state.over:
        return RequestError("the game is over", 409)
    return None


def partners_who_are_people(table: LiveTable, seat: int) -> list[int]:
    """The other seats of ``seat``'s side held by people."""
    people = (other for other, info in enumerate(table.seats) if info.kind == "human")
    return partners_among(table.game, seat, people)


def resign_shown(table: LiveTable, seat: int | None) -> bool:
    """A state message's ``"resign"`` for ``seat``: whether it may resign now (not while a
    bot holds the seat: the person takes it back first, as for a move)."""
    if table.dealing is not None or table.broken is not None or resign_refusal(table, seat):
        return False
    held = table.clock.seats.get(seat) if table.clock is not None else None
    return held is None or not held.held


def side_of(table: LiveTable, seat: int) -> int:
    return descriptor_of(table.game).team(seat)


#: the table's settings key of the sides' standing offers: ``{"<side>": [seat, moves]}``
OFFERS = "resign_offers"


def stands(table: LiveTable, offer: list[int]) -> bool:
    """Whether a stored offer (``[seat, moves]``) stands: no move since, the game not over."""
    return not table.state.over and offer[1] == len(table.moves)


def standing_offer(table: LiveTable, seat: int) -> int | None:
    """The seat that offered to resign for ``seat``'s side, while the offer stands, or
    ``None``."""
    offer = table.settings.get(OFFERS, {}).get(str(side_of(table, seat)))
    return offer[0] if offer is not None and stands(table, offer) else None


def offer_shown(table: LiveTable, seat: int | None) -> int | None:
    """A state message's ``"resign_offer"`` for ``seat``: the partner's (or its own) standing
    offer to resign, shown to that side only."""
    return None if seat is None else standing_offer(table, seat)


def offered(table: LiveTable, seat: int, accept: bool = True) -> tuple[int | None,
                                                                        dict[str, Any] | None]:
    """What ``seat``'s word on resigning comes to where a partner is a person too (the
    caller holds the table's lock): ``(offering seat, None)`` where the partner's standing
    offer is taken up (the side resigns, that seat named); else ``(None, settings)``, the
    table's settings with the side's offer made (or, ``accept`` false, withdrawn or declined),
    to be stored before anyone is told; ``(None, None)``: nothing changes (the same offer
    again, or no offer to withdraw)."""
    side = str(side_of(table, seat))
    standing = standing_offer(table, seat)
    # (an offer that lapsed is dropped with the next change, not kept for ever)
    kept = {key: offer for key, offer in table.settings.get(OFFERS, {}).items()
            if key != side and stands(table, offer)}
    if not accept:
        return None, None if standing is None else settings_with(table, kept)
    if standing is not None and standing != seat:
        return standing, None
    if standing == seat:
        return None, None
    return None, settings_with(table, {**kept, side: [seat, len(table.moves)]})


def settings_with(table: LiveTable, offers: dict[str, list[int]]) -> dict[str, Any]:
    """The table's settings with ``offers`` as its standing offers (the key gone if none)."""
    settings = {key: value for key, value in table.settings.items() if key != OFFERS}
    if offers:
        settings[OFFERS] = offers
    return settings


def resigned_position(table: LiveTable, seat: int) -> GameState:
    """The table's position ended by ``seat``'s resignation (a new state: the table's is
    untouched)."""
    return Resigned(table.state, seat)


def as_resigned(state: GameState, settings: dict) -> GameState:
    """A finished table's position replayed from its moves, wrapped again where a seat
    resigned it (its settings say which)."""
    seat = settings.get("resigned")
    return state if seat is None or state.over else Resigned(state, seat)
