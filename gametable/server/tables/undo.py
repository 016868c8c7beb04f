"""Taking back a move where only you can be wronged by it: a person alone against bots.

Why: a newcomer learning a game against bots misplaces a card, sees at once what they meant,
and asks to take it back, as the board-game sites offer in games against the computer. At a
table where nobody else plays, nobody is wronged by it; anywhere else it stays a move.

What a take-back does (:class:`.round.Undo`, one more command of the round's one way in): the
table goes back to just before the seat's last move, with the moves after it (the bots'
replies) gone too, and the seat is to move again. The rules are not asked to undo anything:
the position is the game set up again (:func:`opening_state`, as a restart replays a stored
table) with the moves before that one replayed; so the same cards lie where they lay and the
deck holds what it held. The moves dropped are deleted from the store in one write, and only
then is anyone shown the position (stored before told). The game's record and replay are of
the moves that stand.

Where it is offered (:func:`undo_refusal`): a table with one person's seat, every other a
bot's; casual (not rated, not from quick play's queue, not a tournament's), without a clock
(a clock would have to be wound back too), not over, not broken and dealt. Each state
message says it (``"undo"``: ``null`` where it is not offered, else whether the seat has a
move to take back), so the page offers the button only there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gametable.core.protocol import GameState
from gametable.core.registry import new_game
from gametable.server.errors import RequestError
from gametable.server.tables.analysis import people
from gametable.takeback import last_move_of, taken_back

if TYPE_CHECKING:  # (the live table's messages say what this module offers)
    from gametable.server.tables.live import LiveTable


def opening_state(game: str, options: dict[str, Any], seed: int | None,
                  setup: dict[str, Any], settings: dict[str, Any]) -> GameState:
    """A stored table's game as it was set up, before any move: dealt from the seat values
    (:mod:`.dealing`), else from its seed, else from its stored setup."""
    deal = settings.get("deal")
    if isinstance(deal, dict):
        return new_game(game, seed=deal["deal_seed"], **options)
    if seed is not None:
        return new_game(game, seed=seed, **options)
    return new_game(game, setup=setup, **options)


def offered(table: LiveTable) -> bool:
    """Whether this table offers take-backs at all (see the module's docstring)."""
    settings = table.settings
    # (a table without a time control still keeps its seats' presence in a clock object)
    untimed = table.clock is None or table.clock.control is None
    return (people(table.seats) == 1 and untimed
            and not settings.get("rated") and not settings.get("queue")
            and not isinstance(settings.get("tournament"), dict))


def undo_refusal(table: LiveTable, seat: int | None) -> RequestError | None:
    """Why ``seat`` may not take its last move back now, or ``None``."""
    if seat is None:
        return RequestError("a spectator has no move to take back; join with a seat's "
                            "invite link", 403)
    if table.state.over:
        return RequestError("the game is over: its moves stand", 409)
    if not offered(table):
        return RequestError("moves are taken back only at a casual table where you play "
                            "alone against bots, without a clock", 403)
    # (a broken table, or one still shuffling, is refused by the round as for any change)
    if last_move_of(table.moves, seat) is None:
        return RequestError("you have made no move to take back", 409)
    return None


def rewound(table: LiveTable, seat: int) -> tuple[int, GameState]:
    """``(keep, state)``: how many moves stand once ``seat``'s last move is taken back, and
    the position after them (a new state: the table's is untouched)."""
    opening = opening_state(table.game, table.options, table.seed, table.setup, table.settings)
    undone = taken_back(opening, table.moves, seat)
    assert undone is not None  # (``undo_refusal``)
    return undone


def undo_shown(table: LiveTable, seat: int | None) -> bool | None:
    """A state message's ``"undo"`` for ``seat``: ``None`` where take-backs are not offered
    to it, else whether it has a move to take back now."""
    if seat is None or table.dealing is not None or table.state.over or not offered(table):
        return None
    return table.broken is None and last_move_of(table.moves, seat) is not None
