"""Clocks and takeovers: no game ever waits for somebody who has gone.

Every person's seat has a clock while it must act (each seat of a simultaneous phase its own):
a turn gives ``move`` seconds, after which the seat's ``bank`` runs down. When both are spent the
seat's move is made by a stand-in bot (the game's heuristic bot) through the same
stored-before-told path as any move. After two timeouts in a row, or once the seat's last
connection has been gone for the grace period, the stand-in holds the seat, moving at bot speed,
until the person takes it back; everyone is shown who holds it. (The grace period applies
where other people play: at a table of one person and bots nobody waits.) A person gone on
their turn draws nothing from the bank: the stand-in moves once the turn's ``move`` seconds
are up, never later.

At a turn-based table (:mod:`.turns`: hours or days a move) being away is normal: nobody is
taken over for it, and a deadline is a wall-clock time that no restart moves on.

Why one timer heap: a thousand tables' deadlines cost one heap and one event-loop timer for the
earliest, not a task or a polling pass per table.

Why deadlines are stored, not time left: the clocks' state is written with each move that
changes it (and with every takeover and take-back), deadlines as wall-clock times beside the
time of the write. A restarted server resumes every clock with the time it had at that write:
the time the server was down is charged to nobody.

Testable without a network: ``now`` is injected, and with ``arm=False`` the timers fire only
when a test calls :meth:`Timers.fire_due` after moving its fake time on.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from gametable import bots as bot_registry
from gametable.bots.base import Bot, RandomBot
from gametable.core.errors import IllegalMove
from gametable.core.registry import descriptor_of
from gametable.server.defaults import TAKEOVER_GRACE
from gametable.server.errors import RequestError
from gametable.server.storage.store import Store
from gametable.server.tables.live import LiveTable
from gametable.server.tables.round import Hold, TakeBack, Timeout, bot_choice
from gametable.server.tables.seats import bot_seed

if TYPE_CHECKING:
    from gametable.core.protocol import GameState
    from gametable.server.storage.store import Op
    from gametable.server.tables.manager import TableManager

log = logging.getLogger("gametable.server")

#: the shortest and longest times a time control may give (seconds)
MIN_MOVE, MAX_SECONDS = 1.0, 86400.0
#: a turn-based table's ``speed`` setting, and the longest time a move may have there (14 days)
TURN_BASED, MAX_TURN_SECONDS = "turn-based", 14 * 86400.0
#: timeouts in a row after which the stand-in bot holds the seat
TIMEOUTS_TO_HOLD = 2


@dataclass(frozen=True)
class TimeControl:
    """``move`` seconds each turn, then the seat's ``bank`` (seconds for the whole game).
    ``turn_based``: hours or days a move (:mod:`.turns`), where a person away is normal: no
    grace-period takeover, the bank kept for someone gone, deadlines not moved by a restart."""

    move: float
    bank: float
    turn_based: bool = False

    def stored(self) -> dict[str, float]:
        return {"move": self.move, "bank": self.bank}


#: a game whose descriptor names no time control
FALLBACK_CONTROL = TimeControl(30.0, 60.0)
#: a turn-based table that names no time control: a day a move
TURN_BASED_CONTROL = TimeControl(86400.0, 0.0, True)


def default_control(game: str) -> TimeControl:
    """The game's time control unless the table chose another (its descriptor's ``clock``)."""
    clock = descriptor_of(game).clock
    return FALLBACK_CONTROL if clock is None else TimeControl(*clock)


def parse_control(game: str, value: Any, *, required: bool = False,
                  turn_based: bool = False) -> TimeControl | None:
    """The time control a create request's ``clock`` asks for: absent, ``null`` or
    ``"default"`` (the game's), ``"none"`` (no clock; refused where ``required``), or
    ``{"move": seconds, "bank": seconds}`` (a key left out keeps the game's default).
    ``turn_based``: a day a move by default, up to ``MAX_TURN_SECONDS``, never no clock."""
    default = TURN_BASED_CONTROL if turn_based else default_control(game)
    longest = MAX_TURN_SECONDS if turn_based else MAX_SECONDS
    if value is None or value == "default":
        return default
    if value == "none":
        if turn_based:
            raise RequestError("a turn-based table has a clock: 'clock' is \"default\" (a day "
                               "a move) or {\"move\": seconds, \"bank\": seconds}")
        if required:
            raise RequestError("this table must have a clock: 'clock' may not be \"none\" here")
        return None
    if not isinstance(value, dict):
        raise RequestError(
            "'clock' is \"default\", \"none\" or {\"move\": seconds, \"bank\": seconds}"
        )
    unknown = sorted(set(value) - {"move", "bank"})
    if unknown:
        raise RequestError(f"'clock' has unknown field(s) {', '.join(unknown)}; "
                           "known: move (seconds a turn), bank (extra seconds for the game)")
    move, bank = value.get("move", default.move), value.get("bank", default.bank)
    for name, seconds, least in (("move", move, MIN_MOVE), ("bank", bank, 0.0)):
        if (not isinstance(seconds, int | float) or isinstance(seconds, bool)
                or not least <= seconds <= longest):
            raise RequestError(f"'clock.{name}' must be a number of seconds from {least:g} to "
                               f"{longest:.0f}")
    return TimeControl(float(move), float(bank), turn_based)


def control_from_settings(settings: dict[str, Any], game: str) -> TimeControl | None:
    """A table's stored time control (tables from before clocks get their game's default)."""
    if "clock" not in settings:
        return default_control(game)
    stored = settings["clock"]
    if stored is None:
        return None
    return TimeControl(float(stored["move"]), float(stored["bank"]),
                       settings.get("speed") == TURN_BASED)


# --- one table's clocks ---------------------------------------------------------------------


@dataclass
class SeatClock:
    """One person's seat: its bank, its running turn, and whether a bot holds it."""

    bank: float
    #: turns this seat has begun: a move meant for an earlier turn is stale
    turn: int = 0
    #: when its running turn began (``None``: not its turn)
    since: float | None = None
    #: when its running turn runs out (``None``: not running: no clock, or a bot holds it)
    deadline: float | None = None
    timeouts: int = 0
    held: bool = False
    #: whether anyone has connected to this seat (a grace period starts only for those)
    joined: bool = False
    #: whether a bot has ever held the seat (its person left, if only for a while), and the
    #: moves the stand-in bot made for it (timeouts and held turns): the rated-play rules
    #: rate a person who left for most of their game as having left
    #: (:mod:`gametable.server.people.rated`)
    left: bool = False
    stood_in: int = 0

    def stored(self) -> dict[str, Any]:
        return {"bank": self.bank, "turn": self.turn, "since": self.since,
                "deadline": self.deadline, "timeouts": self.timeouts, "held": self.held,
                "joined": self.joined, "left": self.left, "stood_in": self.stood_in}


@dataclass
class TableClock:
    """The clocks of a table's people. Changes make a new one (``copy``): the table keeps
    showing the stored one until the change is stored."""

    control: TimeControl | None
    #: seat → its clock, for people's seats only (bots have no clock)
    seats: dict[int, SeatClock]

    @classmethod
    def new(cls, control: TimeControl | None, people: Iterable[int]) -> TableClock:
        bank = control.bank if control else 0.0
        return cls(control, {seat: SeatClock(bank) for seat in people})

    def copy(self) -> TableClock:
        return TableClock(self.control, {s: replace(c) for s, c in self.seats.items()})

    def running(self) -> dict[int, float]:
        """seat → deadline of every running clock."""
        return {s: c.deadline for s, c in self.seats.items() if c.deadline is not None}

    @property
    def turn_based(self) -> bool:
        return self.control is not None and self.control.turn_based

    # --- changes -----------------------------------------------------------------------

    def _start(self, clock: SeatClock, now: float) -> None:
        clock.turn += 1
        clock.since = now
        clock.deadline = None
        if self.control is not None and not clock.held:
            clock.deadline = now + self.control.move + clock.bank

    def _charge(self, clock: SeatClock, now: float) -> None:
        """Take from the bank what the running turn used beyond its allowance."""
        if clock.deadline is not None and self.control is not None:
            over = min(now, clock.deadline) - clock.since - self.control.move
            clock.bank = max(0.0, clock.bank - max(0.0, over))
        clock.deadline = None

    def after_move(self, to_act: Iterable[int], now: float, mover: int,
                   timed_out: bool = False) -> TableClock:
        """The clocks once ``mover`` has moved at ``now`` and ``to_act`` must act next."""
        new = self.copy()
        moved = new.seats.get(mover)
        if moved is not None:
            new._charge(moved, now)
            moved.since = None
            if timed_out or moved.held:  # the stand-in bot made this move
                moved.stood_in += 1
            if timed_out:
                moved.timeouts += 1
                moved.held = moved.held or moved.timeouts >= TIMEOUTS_TO_HOLD
                moved.left = moved.left or moved.held
            elif not moved.held:
                moved.timeouts = 0
        new._follow(to_act, now)
        return new

    def _follow(self, to_act: Iterable[int], now: float) -> None:
        """Start the clock of every seat that now must act; stop the others'."""
        acting = set(to_act)
        for seat, clock in self.seats.items():
            if seat in acting:
                if clock.since is None:
                    self._start(clock, now)
            elif clock.since is not None:  # no longer asked to act (the phase moved on)
                self._charge(clock, now)
                clock.since = None

    def hold(self, seat: int, now: float) -> TableClock:
        """A bot holds the seat: its clock stops, charged for the time used so far."""
        new = self.copy()
        clock = new.seats[seat]
        new._charge(clock, now)
        clock.held = True
        clock.left = True
        return new

    def take_back(self, seat: int, now: float, to_act: Iterable[int]) -> TableClock:
        """The person is back: no timeouts counted, and if it is their turn, a fresh one."""
        new = self.copy()
        clock = new.seats[seat]
        clock.held = False
        clock.timeouts = 0
        if seat in set(to_act):
            new._start(clock, now)
        return new

    # --- stored and shown --------------------------------------------------------------

    def stored(self, now: float) -> dict[str, Any]:
        return {"at": now, "seats": {str(s): c.stored() for s, c in self.seats.items()}}

    @classmethod
    def restored(cls, control: TimeControl | None, people: Iterable[int],
                 data: dict[str, Any] | None, now: float) -> TableClock:
        """The clocks as last stored, every running one given back the time it had then;
        at a turn-based table its deadline stands (days a move run whether the server does or
        not: moved on by every restart, a turn would never run out)."""
        clock = cls.new(control, people)
        if not data:
            return clock
        shift = 0.0 if clock.turn_based else now - float(data.get("at", now))
        for key, stored in (data.get("seats") or {}).items():
            seat = int(key)
            if seat not in clock.seats:
                continue
            since, deadline = stored.get("since"), stored.get("deadline")
            clock.seats[seat] = SeatClock(
                bank=float(stored.get("bank", 0.0)), turn=int(stored.get("turn", 0)),
                since=None if since is None else since + shift,
                deadline=None if deadline is None else deadline + shift,
                timeouts=int(stored.get("timeouts", 0)), held=bool(stored.get("held")),
                joined=bool(stored.get("joined")),
                left=bool(stored.get("left", stored.get("held"))),
                stood_in=int(stored.get("stood_in", 0)),
            )
        return clock

    def due(self, seat: int, online: frozenset[int]) -> float | None:
        """When the stand-in moves for ``seat``'s running clock: at its deadline, or, while its
        person is gone (where other people wait), once the turn's own ``move`` seconds are up.
        Why: the bank is time to think for someone at the table; spending it for someone who
        left made everyone wait (a turn stood still until the 30 s grace period was up)."""
        seat_clock = self.seats[seat]
        deadline = seat_clock.deadline
        if (deadline is None or self.control is None or seat_clock.since is None
                or not seat_clock.joined or len(self.seats) < 2 or seat in online
                or self.control.turn_based):  # (away is normal there: the whole time is theirs)
            return deadline
        return min(deadline, seat_clock.since + self.control.move)

    def public(self, online: frozenset[int] | None = None) -> dict[str, Any]:
        """What every seat is shown: the time control (``turn_based``: hours or days a move,
        where being away is normal), and per person's seat its bank, the
        deadline of a running clock (server time: ``{"type": "time"}`` on the socket gives the
        server's now), ``due``: when its stand-in will move (before the deadline for a person
        gone, given ``online``, the seats with a connection), its turn number and whether a bot
        holds it. Why ``due``: the seat's countdown ring runs to the move that comes."""
        control = self.control
        return {
            "move": control.move if control else None,
            "bank": control.bank if control else None,
            "turn_based": bool(control and control.turn_based),
            "seats": {
                str(s): {"bank": c.bank, "deadline": c.deadline,
                         "due": c.deadline if online is None else self.due(s, online),
                         "turn": c.turn, "held": c.held, "timeouts": c.timeouts}
                for s, c in self.seats.items()
            },
        }


# --- the timers ------------------------------------------------------------------------------


class Timers:
    """Callbacks due at wall-clock times, in one heap, with one event-loop timer armed for
    the earliest. Setting a key again replaces its callback (the old entry is skipped when
    it comes up). ``arm=False``: nothing fires by itself; :meth:`fire_due` fires what is due."""

    def __init__(self, now: Callable[[], float] = time.time, *, arm: bool = True) -> None:
        self.now = now
        self.arm = arm
        self._heap: list[tuple[float, int, Hashable]] = []
        self._entries: dict[Hashable, tuple[float, int, Callable[[], None]]] = {}
        self._seq = itertools.count()
        self._handle: asyncio.TimerHandle | None = None
        self._armed_for: float | None = None
        self.started = False
        #: seconds each callback ran after its due time, when a list (``bench/clocks.py``)
        self.lateness: list[float] | None = None

    def __len__(self) -> int:
        return len(self._entries)

    def set(self, key: Hashable, when: float, callback: Callable[[], None]) -> None:
        seq = next(self._seq)
        self._entries[key] = (when, seq, callback)
        heapq.heappush(self._heap, (when, seq, key))
        if self._armed_for is None or when < self._armed_for:
            self._arm()

    def cancel(self, key: Hashable) -> None:
        self._entries.pop(key, None)

    def due(self, key: Hashable) -> float | None:
        entry = self._entries.get(key)
        return None if entry is None else entry[0]

    def start(self) -> None:
        self.started = True
        self._arm()

    def fire_due(self) -> int:
        """Run every callback whose time has come; how many ran."""
        fired = 0
        now = self.now()
        heap = self._heap
        while heap and heap[0][0] <= now:
            when, seq, key = heapq.heappop(heap)
            entry = self._entries.get(key)
            if entry is None or entry[1] != seq:
                continue  # cancelled or replaced
            del self._entries[key]
            if self.lateness is not None:
                self.lateness.append(self.now() - when)
            try:
                entry[2]()
            except Exception:
                log.exception("a clock's timer failed")
            fired += 1
        return fired

    def _arm(self) -> None:
        if not (self.arm and self.started):
            return
        head = self._heap[0][0] if self._heap else None  # (a stale head is skipped when due)
        if head == self._armed_for and self._handle is not None:
            return
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._armed_for = head
        if head is not None:
            loop = asyncio.get_running_loop()
            self._handle = loop.call_later(max(0.0, head - self.now()), self._wake)

    def _wake(self) -> None:
        self._handle = None
        self._armed_for = None
        self.fire_due()
        self._arm()

    def close(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._entries.clear()
        self._heap.clear()
        self.started = False


# --- the keeper: clocks, timeouts and takeovers of every table ------------------------------


class NotHeld(RequestError):
    """Taking back a seat nobody else holds."""

    def __init__(self) -> None:
        super().__init__("your seat is not held by a bot: there is nothing to take back", 409)


def stand_in_bot(game: str, seed: int | None, seat: int) -> Bot:
    """The bot that moves for a person: the game's heuristic bot (the random bot where the
    game has none or it does not load)."""
    try:
        if "heuristic" in bot_registry.available(game):
            return bot_registry.make("heuristic", game, seed=bot_seed(seed, seat))
    except Exception as error:
        log.error("no heuristic bot for %s (%s): a random bot stands in", game, error)
    return RandomBot(game, seed=bot_seed(seed, seat))


@dataclass
class ClockKeeper:
    """The clocks of every table of a :class:`~.manager.TableManager`: which seat runs, when a
    timeout fires, who is held, and the stored state of all that."""

    manager: TableManager
    now: Callable[[], float] = time.time
    #: seconds a person's seat may stay without a connection before a bot holds it
    grace: float = TAKEOVER_GRACE
    arm: bool = True
    timers: Timers = field(init=False)
    #: tasks running a timeout or a takeover (tests wait for them: :meth:`settled`)
    tasks: set[asyncio.Task[None]] = field(default_factory=set)
    #: told ``(table_id, seat)`` for every seat a bot still holds when its game ends: its
    #: person left the game (ratings read the held seats themselves, in the transaction that
    #: stores the result: :func:`gametable.server.people.ratings.held_seats`)
    left_game: Callable[[str, int], None] | None = None
    #: (table id, seat) → its stand-in bot, built once per seat and game
    _stand_ins: dict[tuple[str, int], Bot] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.timers = Timers(self.now, arm=self.arm)

    # --- set-up ------------------------------------------------------------------------

    def setup(self, table: LiveTable, stored: dict[str, Any] | None = None) -> None:
        """Give a new or restored table its clocks (none at a table of bots only), and the
        stand-in bot of every held seat."""
        people = [i for i, seat in enumerate(table.seats) if seat.kind == "human"]
        table.on_presence = self._presence
        if not people:
            table.clock = None
            return
        control = control_from_settings(table.settings, table.game)
        if stored is None and not table.moves:
            clock = TableClock.new(control, people)
            clock._follow(table.state.to_act, self.now())
        else:
            try:
                clock = TableClock.restored(control, people, stored, self.now())
            except (TypeError, ValueError, AttributeError) as error:
                log.error("table %s: its stored clocks do not read (%r); they start afresh",
                          table.id, error)
                clock = TableClock.new(control, people)
            clock._follow(() if table.state.over else table.state.to_act, self.now())
        table.clock = clock
        for seat, seat_clock in clock.seats.items():
            if seat_clock.held:
                table.bots[seat] = self._stand_in(table, seat)
        if self.timers.started:  # (before that, ``start`` arms every table's)
            self._time(table)

    def start(self) -> None:
        """On the event loop: arm every table's timers."""
        self.timers.start()
        for table in self.manager.tables.values():
            self._time(table)

    def close(self) -> None:
        self.timers.close()
        for task in list(self.tasks):
            task.cancel()

    def forget(self, table: LiveTable) -> None:
        """The table left this process (:meth:`gametable.server.tables.hosting.Cluster.evict`):
        none of its timers fire here, its stand-in bots go."""
        for seat in range(len(table.seats)):
            for kind in ("move", "grace"):
                self.timers.cancel((table.id, seat, kind))
            self._stand_ins.pop((table.id, seat), None)

    # --- moves -------------------------------------------------------------------------

    def check_person(self, table: LiveTable, seat: int, turn: Any) -> None:
        """Whether a person's move for ``seat`` may be played now (inside the table's lock):
        not while a bot holds the seat, nor one meant for an earlier turn (``turn`` from the
        state message); raises if not."""
        clock = table.clock.seats.get(seat) if table.clock is not None else None
        if clock is None:
            return
        if clock.held:
            raise RequestError("a bot is playing for you: take your seat back first", 409)
        if turn is not None:
            if not isinstance(turn, int) or isinstance(turn, bool):
                raise RequestError("'turn' is the turn number from your state message")
            if turn != clock.turn:
                raise IllegalMove("your time for that turn ran out and a bot moved for you; "
                                  "choose again")

    def after_move(self, table: LiveTable, seat: int, after: GameState, now: float,
                   timed_out: bool = False) -> TableClock | None:
        """The clocks once this move is played (not yet the table's: see ``published``)."""
        if table.clock is None:
            return None
        to_act = () if after.over else after.to_act
        return table.clock.after_move(to_act, now, seat, timed_out)

    def op(self, table: LiveTable, clock: TableClock | None, now: float) -> Op | None:
        """The write of the clocks, when they changed in a way worth keeping."""
        if clock is None or clock == table.clock:
            return None
        return Store.op_clock(table.id, clock.stored(now))

    def published(self, table: LiveTable, clock: TableClock | None) -> None:
        """A stored change of the clocks becomes the table's."""
        if clock is None:
            return
        if table.state.over:
            self._game_over(table, clock)
        before = table.clock
        table.clock = clock
        for seat, seat_clock in clock.seats.items():
            old = before.seats.get(seat) if before is not None else None
            if old is not None and old.joined:
                seat_clock.joined = True  # a connection came while the change was stored
            if seat_clock.held and (old is None or not old.held):
                table.bots[seat] = self._stand_in(table, seat)
            elif not seat_clock.held and old is not None and old.held:
                table.bots.pop(seat, None)
                pending = table.bot_tasks.pop(seat, None)
                if pending is not None:
                    pending.cancel()
        self._time(table)

    def _game_over(self, table: LiveTable, clock: TableClock) -> None:
        """The game ended: nothing runs any more; whoever a bot still holds left it."""
        for seat, seat_clock in clock.seats.items():
            self.timers.cancel((table.id, seat, "grace"))
            self._stand_ins.pop((table.id, seat), None)
            if seat_clock.held and self.left_game is not None:
                try:
                    self.left_game(table.id, seat)
                except Exception:
                    log.exception("table %s: recording that seat %d left failed", table.id, seat)

    def _time(self, table: LiveTable) -> None:
        """Arm a timeout for every running clock, and no other."""
        clock = table.clock
        if clock is None:
            return
        for seat, seat_clock in clock.seats.items():
            key = (table.id, seat, "move")
            deadline = self._due(table, seat, seat_clock)
            if deadline is None or table.state.over or table.broken is not None:
                self.timers.cancel(key)
            elif self.timers.due(key) != deadline:
                turn = seat_clock.turn
                self.timers.set(key, deadline,
                                lambda s=seat, n=turn: self._spawn(self._timeout(table, s, n)))

    def _due(self, table: LiveTable, seat: int, seat_clock: SeatClock) -> float | None:
        """When the stand-in moves for a running clock (:meth:`TableClock.due`)."""
        if table.clock is None or table.clock.seats.get(seat) is not seat_clock:
            return seat_clock.deadline
        return table.clock.due(seat, table.online())

    # --- a timeout -------------------------------------------------------------------------

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _stand_in(self, table: LiveTable, seat: int) -> Bot:
        bot = self._stand_ins.get((table.id, seat))
        if bot is None:
            bot = self._stand_ins[(table.id, seat)] = stand_in_bot(table.game, table.seed, seat)
        return bot

    def timeout_move(self, table: LiveTable, seat: int, turn: int) -> str | None:
        """The stand-in's move for a seat whose time for ``turn`` ran out (inside the table's
        lock: :class:`.round.Timeout`), or ``None`` when the person's move got in first (the
        turn is over or another one: this one is decided already) or it is not time yet."""
        clock = table.clock.seats[seat]
        state = table.state
        if clock.turn != turn or clock.deadline is None or seat not in state.to_act or clock.held:
            return None
        due = self._due(table, seat, clock)
        if due is not None and due > self.now():  # resumed or given more time: not yet
            self._time(table)
            return None
        legal = state.legal_moves(seat)
        if not legal:
            return None
        try:
            return bot_choice(self._stand_in(table, seat), state, seat, legal)
        except Exception:
            log.exception("table %s: the stand-in bot of seat %d failed", table.id, seat)
            return legal[0]

    async def _timeout(self, table: LiveTable, seat: int, turn: int) -> None:
        try:
            await self.manager.round.submit(table, Timeout(seat, turn))
        except RequestError as error:  # not stored: try again shortly
            log.warning("table %s: the timeout move of seat %d was not stored (%s)",
                        table.id, seat, error)
            self.timers.set((table.id, seat, "move"), self.now() + self.manager.bot_retry,
                            lambda: self._spawn(self._timeout(table, seat, turn)))

    # --- takeovers ---------------------------------------------------------------------

    def _presence(self, table: LiveTable, seat: int) -> None:
        """A seat's connections changed: a first one cancels its grace period; the last one
        gone starts it, where other people play (at a table of one person and bots nobody
        waits: the game stays as the person left it; at a turn-based one being away is
        normal: only the clock runs)."""
        clock = table.clock
        if clock is None or seat not in clock.seats or len(clock.seats) < 2:
            return
        key = (table.id, seat, "grace")
        if seat in table.online():
            self.timers.cancel(key)
            clock.seats[seat].joined = True  # stored with the next change
        elif (clock.seats[seat].joined and not clock.seats[seat].held and not table.state.over
              and not clock.turn_based):
            self.timers.set(key, self.now() + self.grace,
                            lambda: self._spawn(self._hold(table, seat)))
        if self.timers.started:
            self._time(table)  # gone on their turn: the stand-in moves when the move time is up

    def hold(self, table: LiveTable, seat: int) -> TableClock | None:
        """The clocks with a bot holding ``seat`` (:class:`.round.Hold`), or ``None`` when
        its person came back or a bot holds it already."""
        clock = table.clock
        if seat in table.online() or clock is None or clock.seats[seat].held:
            return None
        return clock.hold(seat, self.now())

    async def _hold(self, table: LiveTable, seat: int) -> None:
        try:
            await self.manager.round.submit(table, Hold(seat))
        except RequestError as error:
            log.warning("table %s: a bot taking seat %d was not stored (%s)", table.id, seat,
                        error)
            self.timers.set((table.id, seat, "grace"), self.now() + self.manager.bot_retry,
                            lambda: self._spawn(self._hold(table, seat)))

    def take_back_clock(self, table: LiveTable, seat: int) -> TableClock:
        """The clocks with ``seat`` its person's again (:class:`.round.TakeBack`)."""
        clock = table.clock
        if clock is None or seat not in clock.seats or not clock.seats[seat].held:
            raise NotHeld()
        return clock.take_back(seat, self.now(), table.state.to_act)

    async def take_back(self, table: LiveTable, seat: int | None) -> None:
        """The person takes their seat back from the bot that holds it."""
        await self.manager.round.submit(table, TakeBack(seat))

    async def settled(self) -> None:
        """Wait for every timeout and takeover under way (tests)."""
        while self.tasks:
            await asyncio.gather(*list(self.tasks), return_exceptions=True)
