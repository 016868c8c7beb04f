"""One table's round: every change to a table goes one way, whoever makes it.

A person's move, a bot's move, a timeout's stand-in move, a bot taking a gone person's seat,
the person taking it back, a person taking back their last move (:mod:`.undo`), a person
resigning and a partner's offer to resign (:mod:`.resign`) are all
:data:`Command` values handed to :meth:`Round.submit` (the idea of lila's per-game mailbox).
There the table's lock is taken and any instant bot move being stored is waited for
(``settle``) — written once, here — then the command is **decided** (:meth:`Round.decide`:
the rules and the clock model say what it makes of the table, or refuse it, touching
nothing), its writes **stored**, and only then **published**: the change becomes the table's
and every client is told. Nothing is told before it is stored.

The instant bots' fast path (:meth:`Round.submit_now`) is the same pipeline without the lock
and its task: when the table is idle, a bot that does not search is decided at once and its
write queued for the store's next group commit, the table published from the commit's
callback. It exists because most bot moves are of that kind, and a task per move would cost
more than the move.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gametable.bots.base import RandomBot
from gametable.core.errors import GametableError, IllegalMove
from gametable.core.protocol import GameState
from gametable.server.errors import RequestError
from gametable.server.storage.store import Store
from gametable.server.tables.live import LiveTable
from gametable.server.tables.resign import (
    offered,
    partners_who_are_people,
    resign_refusal,
    resigned_position,
    settings_with,
)
from gametable.server.tables.undo import rewound, undo_refusal

log = logging.getLogger("gametable.server")

MAX_MOVE_LENGTH = 200


class NotSaved(RequestError):
    """A change was not stored (the store failed or timed out): nothing of it happened."""

    def __init__(self, what: str, message: str | None = None) -> None:
        super().__init__(message or f"the {what} could not be saved; try again", 503)


# --- the commands ----------------------------------------------------------------------------


@dataclass(frozen=True)
class PersonMove:
    """A person's move for their seat; ``turn``: the seat's turn number the move was chosen
    in (from the state message, see :mod:`.clocks`), a move for an earlier turn refused."""

    seat: int | None
    move: Any
    turn: Any = None


@dataclass(frozen=True)
class BotMove:
    """A bot's move; dropped quietly if the bot no longer sits there, or if a move was taken
    back since it was chosen (``undos``: the table's count of take-backs then)."""

    seat: int
    move: str
    undos: int = 0


@dataclass(frozen=True)
class Timeout:
    """The seat's time for its ``turn`` ran out: its stand-in bot moves, unless the person's
    move got in first."""

    seat: int
    turn: int


@dataclass(frozen=True)
class Hold:
    """A person's grace period ran out with nobody back: a bot holds their seat."""

    seat: int


@dataclass(frozen=True)
class TakeBack:
    """The person takes their seat back from the bot that holds it."""

    seat: int | None


@dataclass(frozen=True)
class Undo:
    """The person takes back their last move, and the moves made since (:mod:`.undo`)."""

    seat: int | None


@dataclass(frozen=True)
class Resign:
    """The person resigns: the game ends now, their side lost (:mod:`.resign`); where a
    partner is a person too, only with their yes (``agreed``)."""

    seat: int | None
    agreed: bool = False


@dataclass(frozen=True)
class OfferResign:
    """A person's word on resigning where their partner is a person too (:mod:`.resign`):
    ``accept`` true offers (or, the partner's offer standing, agrees: the side resigns),
    false withdraws or declines the side's offer."""

    seat: int
    accept: bool = True


Command = PersonMove | BotMove | Timeout | Hold | TakeBack | Undo | Resign | OfferResign


def resignation(table: LiveTable, seat: int | None, accept: bool = True) -> Resign | OfferResign:
    """The command a person's word on resigning makes: an offer (or its withdrawal) where a
    partner is a person too, else the resignation itself (``accept`` false: refused, there
    is no offer to withdraw)."""
    if seat is not None and partners_who_are_people(table, seat):
        return OfferResign(seat, accept)
    if not accept:  # (a side without a partner who is a person has no offers)
        raise RequestError("there is no offer to resign to withdraw", 409)
    return Resign(seat)


@dataclass
class Change:
    """What a command makes of a table, not the table's yet: the state after a move (``None``
    for a change of the clocks alone) and the clocks after it."""

    seat: int
    move: str | None
    after: GameState | None
    clock: Any  # the table's clocks after it (:class:`.clocks.TableClock`), or ``None``
    now: float
    what: str = "move"
    #: what the person is told when it is not stored (``None``: "the <what> could not ...")
    refused: str | None = None
    #: a take-back (:mod:`.undo`): how many of the table's moves stand, ``after`` the
    #: position after them (``None``: not a take-back)
    keep: int | None = None
    #: a resignation (:mod:`.resign`): ``after`` is the position ended by ``seat``'s
    #: resignation, and no move is made
    resigned: bool = False
    #: a move a bot made for a person's seat (their time ran out, or a bot holds the seat):
    #: not the person's own doing (a turn-based game's end is told to them too: :mod:`.turns`)
    stood_in: bool = False
    #: the table's settings after a change of them alone (an offer to resign made or
    #: withdrawn), or ``None``
    settings: dict[str, Any] | None = None


# --- the pipeline ----------------------------------------------------------------------------


class Round:
    """The command pipeline of every table of one process (see the module's docstring)."""

    def __init__(self, store: Store, clocks: Any, *,
                 holds: Callable[[LiveTable], bool],
                 finished: Callable[[LiveTable], None],
                 after: Callable[[LiveTable], None]) -> None:
        """``holds(table)``: whether this table object is still the process's (a table that
        moved to another process, or was archived, takes no change); ``finished(table)``: a
        game ended (the open-table count drops); ``after(table)``: a change was made or
        refused, the bots' timers to be set again. ``clocks``: the
        :class:`.clocks.ClockKeeper` the round consults (the clock model and its timers)."""
        self.store = store
        self.clocks = clocks
        self.holds = holds
        self.finished = finished
        self.after = after
        #: told of every move shown, with the seconds since it was decided (``/metrics``)
        self.on_move: Callable[[float], None] | None = None
        #: what else a game's end stores, in the transaction of its last move: each hook
        #: takes the table and the state after that move and gives a store op or ``None``
        #: (the ratings update, see :mod:`gametable.server.people.ratings`)
        self.on_finish: list[Callable[[LiveTable, GameState], Any]] = []
        #: told of every change once it is stored and shown (the table and the change): what
        #: follows a stored move beyond the table, such as a your-turn notice (:mod:`.turns`)
        self.on_publish: list[Callable[[LiveTable, Change], None]] = []

    # --- the one way in ------------------------------------------------------------------

    async def submit(self, table: LiveTable, command: Command) -> None:
        """Decide, store and publish ``command`` at ``table``. Refused: raises
        (:class:`IllegalMove`, :class:`RequestError`, :class:`NotSaved`) and nothing changed;
        a command that came too late (a bot's, a timeout's) is dropped quietly."""
        check(command)
        try:
            async with table.lock:
                await settle(table)
                change = self.decide(table, command)
                if change is not None:
                    await self._store(table, change)
                    self.publish(table, change)
        except GeneratorExit:
            # the coroutine is closed with its loop (a process shutting down, a pending bot
            # turn collected): there is no loop left to set the bots' timers on
            raise
        except BaseException:
            self.after(table)
            raise
        self.after(table)

    def submit_now(self, table: LiveTable, command: BotMove,
                   retry: Callable[[LiveTable], None]) -> bool:
        """The fast path of an instant bot's move: decided now, stored by the next group
        commit, published from its callback (``retry(table)`` if it was not stored).
        ``False``: the table is busy, ``submit`` it instead."""
        if table.lock.locked() or table.committing is not None:
            return False
        try:
            change = self.decide(table, command)
        except (IllegalMove, RequestError):
            log.exception("table %s: the bot at seat %d failed to move", table.id, command.seat)
            return True
        if change is None:
            return True
        table.committing = future = self.store.queue(self._write(table, change), table)

        def committed(_future: asyncio.Future[Any]) -> None:
            if table.committing is future:
                table.committing = None
            if future.cancelled() or future.exception() is not None:
                log.error("table %s: bot move %d was not stored (%r)", table.id,
                          len(table.moves), None if future.cancelled() else future.exception())
                retry(table)
                return
            self.publish(table, change)
            self.after(table)

        future.add_done_callback(committed)
        return True

    # --- decide: what a command makes of the table (nothing is changed) ---------------------

    def decide(self, table: LiveTable, command: Command) -> Change | None:
        """The change ``command`` makes, or ``None`` when it has nothing to do any more;
        raises when it is refused."""
        clocks = self.clocks
        if isinstance(command, PersonMove):
            seat = command.seat
            assert seat is not None  # (``check``)
            clocks.check_person(table, seat, command.turn)
            refusal = self._refusal(table)
            if refusal is not None:
                raise refusal
            return self._move(table, seat, command.move)
        if isinstance(command, BotMove):
            if command.seat not in table.bots or not self._alive(table):
                return None
            if command.seat not in table.state.to_act or command.undos != table.undos:
                return None
            change = self._move(table, command.seat, command.move)
            change.stood_in = table.seats[command.seat].kind == "human"  # a held seat
            return change
        if isinstance(command, Timeout):
            if not self._alive(table) or table.clock is None:
                return None
            move = clocks.timeout_move(table, command.seat, command.turn)
            if move is None:
                return None
            log.info("table %s: seat %d ran out of time; a bot played %r", table.id,
                     command.seat, move)
            change = self._move(table, command.seat, move, timed_out=True)
            change.stood_in = True
            return change
        if isinstance(command, Hold):
            if not self._alive(table) or table.clock is None:
                return None
            clock = clocks.hold(table, command.seat)
            if clock is None:
                return None
            log.info("table %s: seat %d left; a bot holds it", table.id, command.seat)
            return Change(command.seat, None, None, clock, clocks.now(), "seat")
        if isinstance(command, TakeBack):
            seat = command.seat
            assert seat is not None  # (``check``)
            if table.state.over:
                raise RequestError("the game is over", 409)
            clock = clocks.take_back_clock(table, seat)
            log.info("table %s: seat %d was taken back", table.id, seat)
            return Change(seat, None, None, clock, clocks.now(), "seat",
                          "taking your seat back could not be saved; try again")
        if isinstance(command, Undo):
            refusal = undo_refusal(table, command.seat) or self._refusal(table)
            if refusal is not None:
                raise refusal
            assert command.seat is not None  # (``undo_refusal``)
            clocks.check_person(table, command.seat, None)  # not while a bot holds the seat
            keep, after = rewound(table, command.seat)
            log.info("table %s: seat %d took back move %d (%d moves dropped)", table.id,
                     command.seat, keep + 1, len(table.moves) - keep)
            return Change(command.seat, None, after, None, clocks.now(), "take-back",
                          "taking your move back could not be saved; try again", keep=keep)
        if isinstance(command, Resign):
            refusal = resign_refusal(table, command.seat) or self._refusal(table)
            if refusal is not None:
                raise refusal
            seat = command.seat
            assert seat is not None  # (``resign_refusal``)
            if partners_who_are_people(table, seat) and not command.agreed:
                raise RequestError("your partner has not agreed to resign", 409)
            clocks.check_person(table, seat, None)  # not while a bot holds the seat
            after = resigned_position(table, seat)
            now = clocks.now()
            log.info("table %s: seat %d resigned after %d moves", table.id, seat,
                     len(table.moves))
            return Change(seat, None, after, clocks.after_move(table, seat, after, now), now,
                          "resignation", "your resignation could not be saved; try again",
                          resigned=True)
        if isinstance(command, OfferResign):
            refusal = resign_refusal(table, command.seat) or self._refusal(table)
            if refusal is not None:
                raise refusal
            clocks.check_person(table, command.seat, None)  # not while a bot holds the seat
            agreed, settings = offered(table, command.seat, command.accept)
            if agreed is not None:  # the partner's offer taken up: the side resigns
                return self.decide(table, Resign(agreed, agreed=True))
            if settings is None:
                return None
            log.info("table %s: seat %d %s an offer to resign", table.id, command.seat,
                     "made" if command.accept else "withdrew")
            return Change(command.seat, None, None, None, clocks.now(), "offer",
                          "your offer to resign could not be saved; try again",
                          settings=settings)
        raise TypeError(f"not a command: {command!r}")

    def _refusal(self, table: LiveTable) -> GametableError | None:
        """Why the table takes no change now (a person is told it; a bot's or a timeout's
        change is dropped), or ``None``."""
        if table.broken is not None:
            return RequestError(
                f"this table is broken and takes no more moves: {table.broken}", 409)
        if table.state.over:
            return IllegalMove("the game is over")
        if table.dealing is not None:
            return RequestError("the cards are being shuffled: wait for the deal", 409)
        if not self.holds(table):
            return RequestError("this table moved to another server; try again", 503)
        return None

    def _alive(self, table: LiveTable) -> bool:
        return self._refusal(table) is None

    def _move(self, table: LiveTable, seat: int, move: str, *,
              timed_out: bool = False) -> Change:
        after = table.state.clone()
        after.play(seat, move)  # raises IllegalMove; the table's state is untouched
        now = self.clocks.now()
        return Change(seat, move, after, self.clocks.after_move(table, seat, after, now,
                                                                 timed_out), now)

    # --- store, then publish -------------------------------------------------------------

    async def _store(self, table: LiveTable, change: Change) -> None:
        try:
            await self.store.run(self._write(table, change), table)
        except Exception as error:
            log.error("table %s: %s %d (%r) was not stored: %r", table.id, change.what,
                      len(table.moves), change.move, error)
            raise NotSaved(change.what, change.refused) from None

    def _write(self, table: LiveTable, change: Change) -> Any:
        """The store write of a change: a move's row (with the clocks, when they changed, and
        the result, when it ended the game, with what the ``on_finish`` hooks store with it:
        nothing of the end is told before it is all stored), or the clocks alone."""
        after = change.after
        if change.keep is not None:  # a take-back: the moves after it go
            return Store.op_drop_moves(table.id, change.keep)
        if change.settings is not None:  # an offer to resign: the settings alone
            return Store.op_settings(table.id, change.settings)
        if change.resigned and after is not None:  # the end, with no move
            more = [Store.op_finish(table.id, after.setup(), list(after.scores),
                                    resigned_settings(table, change.seat)),
                    self.clocks.op(table, change.clock, change.now)]
            more += [hook(table, after) for hook in self.on_finish]
            return _together([op for op in more if op is not None])
        if after is None or change.move is None:  # a seat held or taken back: the clocks
            return Store.op_clock(table.id, change.clock.stored(change.now))
        clock_op = self.clocks.op(table, change.clock, change.now)
        move_op = Store.op_move(table.id, len(table.moves), change.seat, change.move,
                                change.now)
        more = [clock_op]
        if after.over:
            more.append(Store.op_finish(table.id, after.setup(), list(after.scores)))
            more += [hook(table, after) for hook in self.on_finish]
        more = [op for op in more if op is not None]
        return _together([move_op, *more]) if more else move_op

    def publish(self, table: LiveTable, change: Change) -> None:
        """A stored change becomes the table's: from here on everyone may see it."""
        after = change.after
        if change.keep is not None and after is not None:
            rewind(table, change.keep, after, change.now)
        elif change.resigned and after is not None:
            table.settings = resigned_settings(table, change.seat)
            table.state = after
            self.finished(table)
            table.version += 1
            table.changed_at = change.now
        elif change.settings is not None:
            table.settings = change.settings
        elif after is not None and change.move is not None:
            table.state = after
            if after.over:
                self.finished(table)
            table.moves.append((change.seat, change.move))
            table.version += 1
            table.changed_at = change.now
        self.clocks.published(table, change.clock)
        table.changed()
        if after is not None and change.move is not None and self.on_move is not None:
            self.on_move(time.time() - change.now)
        for hook in self.on_publish:
            hook(table, change)


def resigned_settings(table: LiveTable, seat: int) -> dict[str, Any]:
    """The table's settings once ``seat`` resigned (what a replay wraps its position by);
    the side's offer, taken up, is gone."""
    return {**settings_with(table, {}), "resigned": seat}


def _together(ops: list[Any]) -> Any:
    """One store op running ``ops`` in order (in the one transaction of a write)."""

    def op(conn: Any) -> None:
        for each in ops:
            each(conn)

    return op


def rewind(table: LiveTable, keep: int, after: GameState, now: float) -> None:
    """A stored take-back becomes the table's: its first ``keep`` moves stand, ``after`` is
    the position; the bots' turns under way (for a position now gone) are called off, and
    no chapter's pause is owed for going back."""
    table.state = after
    del table.moves[keep:]
    table.undos += 1
    table.version += 1
    table.changed_at = now
    for task in table.bot_tasks.values():
        task.cancel()
    table.bot_tasks.clear()
    table.chapter = None
    table.readers = None


def check(command: Command) -> None:
    """What is wrong with a command before any table is looked at (a person's input)."""
    if isinstance(command, PersonMove | TakeBack) and command.seat is None:
        if isinstance(command, TakeBack):
            raise RequestError("only the seat's player can take it back: open the table "
                               "with your invite link", 403)
        raise RequestError("a spectator cannot move; join with a seat's invite link", 403)
    if isinstance(command, PersonMove):
        move = command.move
        if not isinstance(move, str) or not move or len(move) > MAX_MOVE_LENGTH:
            raise IllegalMove("a move is a non-empty string in the game's notation")


async def settle(table: LiveTable) -> None:
    """Wait (holding the table's lock) until no instant bot's move is being stored."""
    while (committing := table.committing) is not None:
        # an instant bot's move is being stored; once it is, its callback (queued)
        # tells the clients first: a done future's await would not yield to it
        if committing.done():
            await asyncio.sleep(0)
        else:
            await asyncio.wait([committing])


def bot_choice(bot: Any, state: GameState, seat: int, legal: list[str]) -> str:
    """A bot's choice from its view (the random bot never reads one: none is built)."""
    return bot.choose({} if type(bot) is RandomBot else state.view(seat), legal)
