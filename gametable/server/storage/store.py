"""Durable table records: SQLite by default, PostgreSQL with a ``postgresql://`` URL.

Why a writer thread: every move is written before anyone is told about it, so a server
killed at any moment restarts where it was. One thread owns the connection and commits
whatever has queued up in one transaction (group commit), so a thousand busy tables cost a
few commits a second instead of a thousand, and the event loop never waits on the disk.

Why one writer per database: two servers on one file would both accept the same seat's
move and store only one. :class:`Store` takes an exclusive lock (a lock file beside a SQLite
file, an advisory lock on PostgreSQL) and refuses to open a database another server holds.
Processes of a cluster (``--cluster``, PostgreSQL only) hold that lock shared instead, and each
write for a table is fenced by the table's lease (:mod:`gametable.server.hosting.ownership`): it
commits only while the lease is this process's.

Why a write can time out: a write still queued when its time is up is dropped, never
committed later, so the caller can undo what it was for and nobody is told of it.

Why SQLite's checkpoints run on a thread of their own: by default the commit that fills the
write-ahead log past 1,000 pages copies it into the database file and syncs it, which on a
busy disk took the writer hundreds of milliseconds, every few seconds under load, while every
move waited behind it. A checkpointer thread does it instead (``PRAGMA wal_checkpoint
(PASSIVE)``, which never blocks the writer) about once a second while there are commits; a
committed transaction is in the log either way, so nothing is less durable.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from sqlalchemy import (
    Table,
    delete,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DataError, IntegrityError

from gametable.core.errors import GametableError
from gametable.server.defaults import STORE_TIMEOUT
from gametable.server.storage.database import (
    create_schema,
    database_url,
    default_url,
    make_engine,
    normalise_url,
    shown_url,
    sqlite_path,
)
from gametable.server.storage.fencing import Fenced, LeaseLost
from gametable.server.storage.reads import StoredTable, TableReads, read_seat_origins
from gametable.server.storage.schema import (
    chat_t,
    clocks_t,
    metadata,
    moves_t,
    players_t,
    rating_changes_t,
    ratings_t,
    seat_origins_t,
    seat_players_t,
    sessions_t,
    tables_t,
)
from gametable.server.wire import dumps

#: (the schema, the database's URL and the reads live in .schema, .database and .reads;
#: what callers import from here:)
__all__ = [
    "ClusterNeedsPostgres", "Op", "Store", "StoreInUse", "StoredTable", "chat_t",
    "create_schema", "database_url", "default_url", "moves_t", "normalise_url", "players_t",
    "rating_changes_t", "ratings_t", "read_seat_origins", "seat_players_t", "sessions_t",
    "shown_url", "sqlite_path", "tables_t",
]

log = logging.getLogger("gametable.server")

class StoreInUse(GametableError):
    """Another server process holds this database: two writers would lose moves."""


class ClusterNeedsPostgres(GametableError):
    """``--cluster`` on a database that cannot be shared between processes."""


class StoreTimeout(GametableError):
    """A write was still waiting for the database when its time was up; it was dropped."""


Op = Callable[[Connection], Any]


class InsertOp:
    """Whole rows to insert (every column given), and nothing else: the writer inserts the
    rows of a whole batch into each table with one executemany of a statement compiled once.
    Why: building and compiling a statement per row cost more than the write (a move, or a
    quick-play rush of hundreds of new tables)."""

    __slots__ = ("inserts", "then")

    def __init__(self, *inserts: tuple[Table, list[dict[str, Any]]]) -> None:
        self.inserts = inserts
        #: a write of its own to run after the rows, in the same transaction (a new table's
        #: lease, which takes the database's clock), or ``None``
        self.then: Op | None = None

    def __call__(self, conn: Connection) -> Any:
        for table, rows in self.inserts:
            if rows:
                conn.execute(insert(table), rows)
        return self.then(conn) if self.then is not None else None


#: the least time between two commits' starts, in seconds (see ``Store._run``)
COMMIT_GAP = 0.005
#: seconds between two SQLite checkpoints while there are commits (see the module docstring)
CHECKPOINT_EVERY = 1.0

#: seconds a new server waits for a held PostgreSQL database to be let go before refusing it
CLAIM_GRACE = 1.0

#: the PostgreSQL advisory lock a server holds on its database ("gametbl" in ASCII)
LOCK_KEY = 0x67616D6574626C


#: a write's life: waiting in the queue, taken by the writer, or dropped (timed out) before
QUEUED, TAKEN, DROPPED = 0, 1, 2


class _Slot:
    """Where the writer leaves one op's outcome for the event loop (see ``Store.run``)."""

    __slots__ = ("future", "result", "error", "stage")

    def __init__(self, future: asyncio.Future[Any]) -> None:
        self.future = future
        self.result: Any = None
        self.error: BaseException | None = None
        self.stage = QUEUED

    def set_result(self, result: Any) -> None:
        self.result = result

    def set_exception(self, error: BaseException) -> None:
        self.error = error


def _settle(slots: list[tuple[Op, _Slot]], deadline: asyncio.TimerHandle) -> None:
    """On the event loop: hand a committed batch's outcomes to the coroutines awaiting them."""
    deadline.cancel()
    for _op, slot in slots:
        future = slot.future
        if future.done():  # its waiter was cancelled
            continue
        if slot.error is not None:
            future.set_exception(slot.error)
        else:
            future.set_result(slot.result)


#: what the writer thread's queue carries: ops with their sinks (a ``Future`` or a ``_Slot``),
#: and what to call once they are committed (``None``: nothing)
Entry = tuple[list[tuple[Op, Any]], Callable[[], None] | None]


class Store(TableReads):
    """Table records in a SQL database, written by one background thread in batches."""

    def __init__(self, url: str, *, timeout: float = STORE_TIMEOUT, shared: bool = False) -> None:
        """``timeout``: seconds a write may wait for the database before it is dropped.
        ``shared``: one of a cluster's processes (PostgreSQL only; see
        :mod:`gametable.server.hosting.ownership`)."""
        self.url = normalise_url(url)
        self.timeout = timeout
        self.shared = shared
        if shared and not self.url.startswith("postgresql"):
            raise ClusterNeedsPostgres(
                "--cluster needs a PostgreSQL database (--db postgresql://…): the processes "
                "of a cluster share their tables through it; SQLite serves one process")
        #: the leases of this process (a cluster's), which every ``Fenced`` write is checked
        #: against in its transaction; ``None``: nothing is fenced
        self.fencing: Any = None
        self.engine = make_engine(self.url, busy_timeout=max(0.1, timeout / 2),
                                  checkpoints=False)
        self._lock_file: int | None = None
        self._lock_conn: Connection | None = None
        self._claim()
        try:
            create_schema(self.engine, metadata)
        except Exception:
            self._release()
            raise
        #: guards a slot's stage between the writer taking it and the loop dropping it
        self._stage_lock = threading.Lock()
        #: each table's insert in the driver's own form, and its parameters' order if
        #: positional (see ``InsertOp``; the writer thread fills it)
        self._insert_sql: dict[str, tuple[str, Any]] = {}
        self._conn: Connection | None = None  # the writer thread's (see ``_connection``)
        self._queue: queue.Queue[Entry | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="gametable-store", daemon=True)
        self._thread.start()
        self.commits = 0
        self.writes = 0
        self._stopping = threading.Event()
        self._checkpointer: threading.Thread | None = None
        if self.engine.dialect.name == "sqlite":
            self._checkpointer = threading.Thread(target=self._checkpoints, daemon=True,
                                                  name="gametable-checkpoint")
            self._checkpointer.start()
        #: ops ``run`` has gathered on the event loop since its last hand-over to the writer
        self._gathered: list[tuple[Op, _Slot]] | None = None
        self._gathered_loop: asyncio.AbstractEventLoop | None = None

    # --- one writer per database ----------------------------------------------------------

    def _claim(self) -> None:
        """Hold the database for this process, or raise :class:`StoreInUse`."""
        path = sqlite_path(self.url)
        if path is not None:
            lock_path = path.with_name(path.name + ".lock")
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = os.read(fd, 64).decode(errors="replace").strip() or "unknown"
                os.close(fd)
                raise StoreInUse(
                    f"another gametable server (process {holder}) is using {path}: stop it "
                    f"first, or give this one another database with --db"
                ) from None
            os.ftruncate(fd, 0)
            os.write(fd, str(os.getpid()).encode())
            self._lock_file = fd
        elif self.url.startswith("postgresql"):
            conn = self.engine.connect()
            how = "pg_try_advisory_lock_shared" if self.shared else "pg_try_advisory_lock"
            # a server that has just died (or was killed) holds its lock until PostgreSQL has
            # noticed and ended its session: give that a moment before calling the database taken
            deadline = time.monotonic() + CLAIM_GRACE
            while not (held := conn.execute(text(f"SELECT {how}(:key)"),
                                            {"key": LOCK_KEY}).scalar()):
                if time.monotonic() > deadline:
                    break
                conn.commit()
                time.sleep(0.05)
            if not held:
                conn.close()
                where = self.engine.url.render_as_string(hide_password=True)
                if self.shared:
                    raise StoreInUse(
                        f"a gametable server without --cluster is using the database {where}: "
                        f"stop it, or restart it with --cluster too")
                raise StoreInUse(
                    f"another gametable server is using the database {where}: one server per "
                    f"database, or every server with --cluster (docs/server.md, \"Many "
                    f"processes\")"
                )
            conn.commit()
            self._lock_conn = conn

    def _release(self) -> None:
        if self._lock_file is not None:
            os.close(self._lock_file)  # closing the file releases its lock
            self._lock_file = None
        if self._lock_conn is not None:
            # unlock before closing: a closed session's locks go only when its backend process
            # has exited, after the client has moved on, so a server started right after this
            # one stopped could find the database still held
            with contextlib.suppress(Exception):
                self._lock_conn.execute(text("SELECT pg_advisory_unlock_all()"))
                self._lock_conn.commit()
            with contextlib.suppress(Exception):
                self._lock_conn.close()
            self._lock_conn = None

    # --- the writer thread -----------------------------------------------------------------

    def _run(self) -> None:
        last = 0.0
        while True:
            item = self._queue.get()
            if item is None:
                self._drop_connection()
                return
            # a commit costs ~0.2 ms of Python however few rows it holds: under load, gather
            # for COMMIT_GAP after the last one began, so a busy server commits ~200 times a
            # second, each time everything that came meanwhile (an idle one commits at once)
            wait = last + COMMIT_GAP - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            last = time.monotonic()
            items = [item]
            stop = False
            while True:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    stop = True
                    break
                items.append(nxt)
            self._commit([pair for pairs, _done in items for pair in pairs])
            for _pairs, done in items:
                if done is not None:
                    done()
            if stop:
                self._drop_connection()
                return

    def _checkpoints(self) -> None:
        """Copy the log into the database now and then, off the writer (see the module
        docstring); a checkpoint that fails is logged and tried again later."""
        done = -1
        while not self._stopping.wait(CHECKPOINT_EVERY):
            if self.commits == done:
                continue
            done = self.commits
            try:
                with self.engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
            except Exception as error:
                log.warning("the database checkpoint failed (tried again later): %r", error)

    def _take(self, batch: list[tuple[Op, Any]]) -> list[tuple[Op, Any]]:
        """The ops of a batch still wanted: those dropped after their time was up are not
        written (their callers have undone what they were for)."""
        with self._stage_lock:
            taken = []
            for pair in batch:
                sink = pair[1]
                if isinstance(sink, _Slot):
                    if sink.stage == DROPPED:
                        continue
                    sink.stage = TAKEN
                taken.append(pair)
            return taken

    def drop(self, slot: _Slot) -> bool:
        """Drop a write the writer has not taken yet; ``False`` if it already has (its
        outcome then decides)."""
        with self._stage_lock:
            if slot.stage != QUEUED:
                return False
            slot.stage = DROPPED
            return True

    def _write(self, conn: Connection, batch: list[tuple[Op, Any]]) -> list[Any]:
        """Execute a batch in the open transaction; the ops' results in order."""
        ops = [op.op if isinstance(op, Fenced) else op for op, _sink in batch]
        grouped: dict[Table, list[dict[str, Any]]] = {}
        for op in ops:  # the common case: many tables' moves in one executemany
            if isinstance(op, InsertOp):
                for table, rows in op.inserts:
                    grouped.setdefault(table, []).extend(rows)
        for table, rows in grouped.items():
            if not rows:
                continue
            found = self._insert_sql.get(table.name)
            if found is None:
                compiled = insert(table).compile(dialect=self.engine.dialect)
                found = self._insert_sql[table.name] = (str(compiled), compiled.positiontup)
            sql, names = found
            conn.exec_driver_sql(
                sql, [tuple(row[n] for n in names) for row in rows] if names else rows
            )
        return [(op.then(conn) if op.then is not None else None) if isinstance(op, InsertOp)
                else op(conn) for op in ops]

    def _fence(self, conn: Connection, batch: list[tuple[Op, Any]]
               ) -> tuple[list[tuple[Op, Any]], list[tuple[Op, Any]]]:
        """The ops of a batch whose tables' leases are this process's (in the open
        transaction, held until its commit), and those refused."""
        wanted = {(op.table_id, op.epoch) for op, _sink in batch if isinstance(op, Fenced)}
        if not wanted:
            return batch, []
        held = self.fencing.fence(conn, wanted)
        if len(held) == len(wanted):
            return batch, []
        kept, refused = [], []
        for pair in batch:
            op = pair[0]
            ok = not isinstance(op, Fenced) or (op.table_id, op.epoch) in held
            (kept if ok else refused).append(pair)
        return kept, refused

    def _commit(self, batch: list[tuple[Op, Any]]) -> None:
        batch = self._take(batch)
        if not batch:
            return
        refused: list[tuple[Op, Any]] = []
        try:
            conn = self._connection()
            with conn.begin():
                if self.fencing is not None:
                    batch, refused = self._fence(conn, batch)
                results = self._write(conn, batch)
        except Exception as error:
            self._drop_connection()  # a fresh connection next time, in case it was the fault
            self._refuse(refused)
            # one bad op (a duplicate, a value refused) must not lose the others: retry one by
            # one; a database that is locked or gone fails them all at once
            if len(batch) > 1 and isinstance(error, IntegrityError | DataError):
                for single in batch:
                    self._commit([single])
                return
            for _op, sink in batch:
                sink.set_exception(error)
            return
        self._refuse(refused)
        self.commits += 1
        self.writes += len(batch)
        for (_op, sink), result in zip(batch, results, strict=True):
            sink.set_result(result)

    def _refuse(self, refused: list[tuple[Op, Any]]) -> None:
        """Fail the writes whose table is no longer this process's (never written), and
        tell the leases' keeper, which has the table dropped from memory."""
        for op, sink in refused:
            sink.set_exception(LeaseLost(
                f"table {op.table_id} is no longer this process's (lease epoch {op.epoch})"))
            self.fencing.lost(op.table_id, op.epoch)

    def _connection(self) -> Connection:
        """The writer's own connection, held between commits (a pool check-out and the
        statement compiled anew cost as much as a small commit)."""
        if self._conn is None:
            self._conn = self.engine.connect()
        return self._conn

    def _drop_connection(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.close()

    def fenced(self, op: Op, table: Any) -> Op:
        """``op`` as a write for ``table`` (anything with ``id`` and ``lease_epoch``): fenced
        by the table's lease where this store is a cluster's, as it is otherwise."""
        epoch = getattr(table, "lease_epoch", None)
        if self.fencing is None or table is None or epoch is None:
            return op
        return Fenced(op, table.id, epoch)

    def submit(self, op: Op) -> Future[Any]:
        """Queue a write from any thread; the future is done once it is committed."""
        future: Future[Any] = Future()
        self._queue.put(([(op, future)], None))
        return future

    def queue(self, op: Op, table: Any = None) -> asyncio.Future[Any]:
        """Queue a write from the event loop; the future is done once it is committed, or
        fails (:class:`StoreTimeout` if the writer had not taken it within ``timeout``).

        Why: a callback on the loop (an instant bot's move) can then write without a task
        of its own to await ``run``. ``table``: as for :meth:`run`."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        op = self.fenced(op, table)
        if self._gathered is None:
            self._gathered = []
            self._gathered_loop = loop
            loop.call_soon(self._hand_over)
        self._gathered.append((op, _Slot(future)))
        return future

    def _expire(self, slots: list[tuple[Op, _Slot]]) -> None:
        """A handed-over batch's time is up: what the writer has not taken is dropped."""
        for _op, slot in slots:
            if not slot.future.done() and self.drop(slot):
                slot.future.set_exception(StoreTimeout(
                    f"the database did not take the write within {self.timeout:g} s"))

    async def run(self, op: Op, table: Any = None) -> Any:
        """Queue a write and wait, without blocking the event loop, until it is committed.

        Why gathered: the ops of one pass of the event loop (a thousand tables' moves) go to the
        writer as one item, and come back as one wake-up of the loop, not one each: a
        thread-safe future per move cost more than the move itself.

        ``table``: the table the write is for (it is then fenced: see :meth:`fenced`)."""
        return await self.queue(op, table)

    def _hand_over(self) -> None:
        slots, loop = self._gathered, self._gathered_loop
        self._gathered = self._gathered_loop = None
        if not slots or loop is None:
            return
        # one deadline for the whole batch (queued in this pass of the loop), not a timer a
        # write: cancelled once the batch is committed
        deadline = loop.call_later(self.timeout, self._expire, slots)

        def done() -> None:
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
                loop.call_soon_threadsafe(_settle, slots, deadline)

        self._queue.put((slots, done))

    def close(self) -> None:
        self._hand_over()
        self._queue.put(None)
        self._thread.join(timeout=10)
        self._stopping.set()
        if self._checkpointer is not None:
            self._checkpointer.join(timeout=10)
        self._release()
        self.engine.dispose()

    # --- the operations --------------------------------------------------------------------

    @staticmethod
    def op_create(row: StoredTable, players: dict[int, str] | None = None,
                  origins: dict[int, Any] | None = None) -> InsertOp:
        """A new table's row, and which player sits where (``{seat: player id}``, the index
        "my games" reads) and where from (``{seat: Origin}``), in one insert op."""
        now = time.time()
        values = {
            "id": row.id,
            "game": row.game,
            "options": dumps(row.options),
            "seed": row.seed,
            "setup": dumps(row.setup),
            "seats": dumps(row.seats),
            "settings": dumps(row.settings),
            "status": row.status,
            "result": None,
            "created": row.created,
            "updated": now,
        }
        return InsertOp((tables_t, [values]),
                        (seat_players_t, _seat_player_rows(row.id, row.game, players or {})),
                        (seat_origins_t, _seat_origin_rows(row.id, players or {},
                                                           origins or {})))

    @staticmethod
    def op_move(table_id: str, idx: int, seat: int, move: str, t: float) -> Op:
        return InsertOp(
            (moves_t, [{"table_id": table_id, "idx": idx, "seat": seat, "move": move, "t": t}])
        )

    @staticmethod
    def op_drop_moves(table_id: str, keep: int) -> Op:
        """A take-back (:mod:`gametable.server.tables.undo`): the table's moves from index
        ``keep`` on are deleted."""
        return lambda conn: conn.execute(
            delete(moves_t).where(moves_t.c.table_id == table_id, moves_t.c.idx >= keep))

    @staticmethod
    def op_finish(table_id: str, setup: dict[str, Any], result: list[float],
                  settings: dict[str, Any] | None = None) -> Op:
        """A game's end: its result, and its settings where the end changed them (a seat
        that resigned: :mod:`gametable.server.tables.resign`)."""
        values = {
            "status": "over",
            "setup": dumps(setup),
            "result": dumps(result),
            "updated": time.time(),
        }
        if settings is not None:
            values["settings"] = dumps(settings)
        return lambda conn: conn.execute(
            update(tables_t).where(tables_t.c.id == table_id).values(**values)
        )

    @staticmethod
    def op_status(table_id: str, status: str) -> Op:
        """Archive a table (``"archived"``: not loaded at start) or bring it back."""
        values = {"status": status, "updated": time.time()}
        return lambda conn: conn.execute(
            update(tables_t).where(tables_t.c.id == table_id).values(**values)
        )

    @staticmethod
    def op_deal(table_id: str, settings: dict[str, Any], setup: dict[str, Any]) -> Op:
        """A table's deal is fixed (:mod:`gametable.server.tables.dealing`): its settings, with
        the seat values and the deal's seed, and the opening setup, stored before anyone is
        shown the deal."""
        values = {"settings": dumps(settings), "setup": dumps(setup), "updated": time.time()}
        return lambda conn: conn.execute(
            update(tables_t).where(tables_t.c.id == table_id).values(**values)
        )

    @staticmethod
    def op_settings(table_id: str, settings: dict[str, Any]) -> Op:
        """A table's settings changed in play or after it (an offer to resign or a rematch:
        :mod:`gametable.server.tables.resign`, :mod:`gametable.server.tables.rematch`), stored
        before anyone is shown the change."""
        values = {"settings": dumps(settings), "updated": time.time()}
        return lambda conn: conn.execute(
            update(tables_t).where(tables_t.c.id == table_id).values(**values)
        )

    @staticmethod
    def op_seats(table_id: str, seats: list[dict[str, Any]]) -> Op:
        values = {"seats": dumps(seats), "updated": time.time()}
        return lambda conn: conn.execute(
            update(tables_t).where(tables_t.c.id == table_id).values(**values)
        )

    @staticmethod
    def op_seat_players(table_id: str, game: str, players: dict[int, str]) -> Op:
        """Which player took which seat (``{seat: player id}``): the index "my games" reads."""
        return InsertOp((seat_players_t, _seat_player_rows(table_id, game, players)))

    @staticmethod
    def op_take_seat(table_id: str, game: str, seat: int, player_id: str,
                     seats: list[dict[str, Any]]) -> Op:
        """A player took a seat: the table's seats and the index, in one transaction."""
        seats_op = Store.op_seats(table_id, seats)
        index_op = Store.op_seat_players(table_id, game, {seat: player_id})

        def op(conn: Connection) -> None:
            seats_op(conn)
            index_op(conn)

        return op

    @staticmethod
    def op_release_seat(table_id: str, seat: int, player_id: str,
                        seats: list[dict[str, Any]]) -> Op:
        """A player's seat given back (an invitation withdrawn before they played): the
        table's seats, the index and the place they took it from, in one transaction."""
        seats_op = Store.op_seats(table_id, seats)

        def op(conn: Connection) -> None:
            seats_op(conn)
            for table in (seat_players_t, seat_origins_t):
                conn.execute(delete(table).where(
                    table.c.table_id == table_id, table.c.seat == seat,
                    table.c.player_id == player_id))

        return op

    @staticmethod
    def op_seat_origin(table_id: str, seat: int, player_id: str, origin: Any) -> Op:
        """Where the player at ``seat`` took it from (an
        :class:`~gametable.server.people.devices.Origin`), unless a place is recorded for the
        seat already (the first is kept)."""
        rows = _seat_origin_rows(table_id, {seat: player_id}, {seat: origin})

        def op(conn: Connection) -> None:
            if conn.execute(select(seat_origins_t.c.seat).where(
                    seat_origins_t.c.table_id == table_id,
                    seat_origins_t.c.seat == seat)).first() is None:
                conn.execute(insert(seat_origins_t), rows)

        return op

    def seat_origins(self, table_id: str) -> dict[int, tuple[str, str, str | None]]:
        """``{seat: (player id, address digest, device digest)}`` recorded for a table."""
        with self.engine.connect() as conn:
            return read_seat_origins(conn, table_id)

    @staticmethod
    def op_clock(table_id: str, state: dict[str, Any]) -> Op:
        """Replace a table's clocks (:mod:`gametable.server.tables.clocks`)."""
        values = {"table_id": table_id, "state": dumps(state)}

        def op(conn: Connection) -> None:
            conn.execute(delete(clocks_t).where(clocks_t.c.table_id == table_id))
            conn.execute(insert(clocks_t).values(**values))

        return op
    def op_chat(table_id: str, idx: int, seat: int, line: dict[str, Any], t: float) -> Op:
        values = {"table_id": table_id, "idx": idx, "seat": seat, "line": dumps(line),
                  "t": t}
        return lambda conn: conn.execute(insert(chat_t).values(**values))

def _seat_player_rows(table_id: str, game: str, players: dict[int, str]
                      ) -> list[dict[str, Any]]:
    now = time.time()
    return [{"table_id": table_id, "seat": seat, "player_id": player_id, "game": game,
             "created": now} for seat, player_id in players.items()]


def _seat_origin_rows(table_id: str, players: dict[int, str], origins: dict[int, Any]
                      ) -> list[dict[str, Any]]:
    now = time.time()
    return [{"table_id": table_id, "seat": seat, "player_id": players[seat],
             "address": origin.address, "device": origin.device, "created": now}
            for seat, origin in origins.items() if seat in players]

