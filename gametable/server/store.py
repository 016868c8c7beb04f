"""Durable table records: SQLite by default, PostgreSQL with a ``postgresql://`` URL.

Why a writer thread: every move is written before anyone is told about it, so a server
killed at any moment restarts where it was. One thread owns the connection and commits
whatever has queued up in one transaction (group commit), so a thousand busy tables cost a
few commits a second instead of a thousand, and the event loop never waits on the disk.

Why one writer per database: two servers on one file would both accept the same seat's
move and store only one. :class:`Store` takes an exclusive lock (a lock file beside a SQLite
file, an advisory lock on PostgreSQL) and refuses to open a database another server holds.
Processes of a cluster (``--cluster``, PostgreSQL only) hold that lock shared instead, and each
write for a table is fenced by the table's lease (:mod:`.ownership`): it commits only while
the lease is this process's.

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
import json
import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    exists,
    func,
    insert,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import DataError, IntegrityError

from gametable.core.errors import GametableError
from gametable.server.defaults import STORE_TIMEOUT
from gametable.server.live import dumps
from gametable.server.ownership import Fenced, LeaseLost, leases_t

log = logging.getLogger("gametable.server")

metadata = MetaData()

tables_t = Table(
    "gt_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("options", Text, nullable=False),  # JSON
    Column("seed", BigInteger, nullable=True),
    Column("setup", Text, nullable=False),  # JSON: chance outcomes known so far
    Column("seats", Text, nullable=False),  # JSON: kind, bot, level, token hash, name
    Column("settings", Text, nullable=False),  # JSON: bot delay, hints
    Column("status", String(16), nullable=False),  # playing | over | archived
    Column("result", Text, nullable=True),  # JSON scores once over
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
)

moves_t = Table(
    "gt_moves",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("move", Text, nullable=False),
    Column("t", Float, nullable=False),
)

# --- people (see :mod:`gametable.server.players`): new tables only, so old databases open ---

players_t = Table(
    "gt_players",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(200), nullable=False),
    Column("kind", String(16), nullable=False),  # guest | account
    Column("language", String(16), nullable=False),
    Column("username", String(64), nullable=True),  # as typed, shown on the profile
    Column("username_key", String(64), nullable=True, unique=True),  # casefolded: one owner
    Column("password_hash", Text, nullable=True),  # argon2, accounts only
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
)

sessions_t = Table(
    "gt_sessions",
    metadata,
    Column("id_hash", String(64), primary_key=True),  # SHA-256 of the cookie's secret
    Column("player_id", String(32), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("last_seen", Float, nullable=False),
    Column("agent", String(200), nullable=True),  # the browser, so a person knows which
    Column("revoked", Float, nullable=True),
)

seat_players_t = Table(
    "gt_seat_players",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", String(32), nullable=False, index=True),
    Column("game", String(32), nullable=False),
    Column("created", Float, nullable=False),
)

#: where each person took their seat from (gametable/server/devices.py): digests of their
#: address and device, which the rated-play rules compare (gametable/server/rated.py)
seat_origins_t = Table(
    "gt_seat_origins",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", String(32), nullable=False),
    Column("address", String(64), nullable=False),
    Column("device", String(64), nullable=True),
    Column("created", Float, nullable=False),
)

#: the clocks of a table's people (gametable/server/clocks.py), as last changed
clocks_t = Table(
    "gt_clocks",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("state", Text, nullable=False),  # JSON: deadlines, banks, who is held
)

ratings_t = Table(
    "gt_ratings",
    metadata,
    Column("player_id", String(32), primary_key=True),
    Column("key", String(64), primary_key=True),  # the game, and Baloot's rule profile
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", Float, nullable=False),
)

rating_changes_t = Table(
    "gt_rating_changes",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("player_id", String(32), primary_key=True),
    Column("key", String(64), nullable=False),
    Column("before", Float, nullable=False),  # the shown rating before and after the game
    Column("after", Float, nullable=False),
    Column("forfeit", Integer, nullable=False),  # 1: left the game, counted as a loss
    Column("t", Float, nullable=False),
)

#: table chat (gametable.server.chat): one row per line, stored before anyone is shown it
chat_t = Table(
    "gt_chat",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("line", Text, nullable=False),  # JSON: the line as it is shown
    Column("t", Float, nullable=False),
)


def _listed_to(viewer: str | None) -> Any:
    """:func:`.lobby.listed_to` as SQL: quick-play tables (their settings' JSON names their
    pool, ``"queue":``), and invite tables the viewer created or took a seat at."""
    public = tables_t.c.settings.contains('"queue":', autoescape=True)
    if viewer is None:
        return public
    return or_(
        public,
        tables_t.c.settings.contains(f'"creator_player":"{viewer}"', autoescape=True),
        tables_t.c.settings.contains(f'"creator_player": "{viewer}"', autoescape=True),
        exists().where(seat_players_t.c.table_id == tables_t.c.id,
                       seat_players_t.c.player_id == viewer),
    )


def normalise_url(url: str) -> str:
    """Accept the plain ``postgresql://`` form and use the installed psycopg 3 driver."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return url


#: the URL forms ``--db`` takes; a value without ``://`` is a SQLite file's path
DATABASE_SCHEMES = ("sqlite", "postgresql", "postgres", "postgresql+psycopg")


def database_url(text: str) -> str:
    """A ``--db`` value as a database URL: a plain path is a SQLite file there; a URL must be
    ``sqlite:///…`` or ``postgresql://…``. ``ValueError`` with the forms taken otherwise."""
    text = text.strip()
    if not text:
        raise ValueError("the database is empty: give a file path, sqlite:///path.db or "
                         "postgresql://user:password@host/database")
    if "://" not in text:
        return f"sqlite:///{Path(text).as_posix()}"
    scheme = text.split("://", 1)[0].lower()
    if scheme not in DATABASE_SCHEMES:
        raise ValueError(f"unknown database kind {scheme!r}: give a file path, "
                         "sqlite:///path.db or postgresql://user:password@host/database")
    return text


def shown_url(url: str) -> str:
    """``url`` with its password hidden, for messages and logs."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # noqa: BLE001 - a URL too broken to parse is shown up to its host
        return url.split("@", 1)[-1] if "@" in url else url


def default_url(data_dir: str | Path = "data") -> str:
    path = Path(data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{(path / 'gametable.db').as_posix()}"


def sqlite_path(url: str) -> Path | None:
    """The file of a ``sqlite:///`` URL; ``None`` for an in-memory database or another kind."""
    url = normalise_url(url)
    if not url.startswith("sqlite:///") or url == "sqlite:///:memory:":
        return None
    return Path(url[len("sqlite:///") :])


#: the PostgreSQL advisory lock held while creating tables ("gtschem" in ASCII)
SCHEMA_LOCK_KEY = 0x67747363686D

def create_schema(engine: Engine, schema: MetaData) -> None:
    """Create the tables of ``schema`` that do not exist yet. On PostgreSQL under a lock:
    the processes of a cluster starting together on a new database would otherwise race to
    create the same tables (and all but one fail on a duplicate type name)."""
    if engine.dialect.name != "postgresql":
        schema.create_all(engine)
        return
    with engine.begin() as conn:
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
        schema.create_all(conn)


#: milliseconds PostgreSQL lets a session of this server sit in an open transaction
IDLE_IN_TRANSACTION_MS = 5000


def make_engine(url: str, *, busy_timeout: float = 5.0, checkpoints: bool = True) -> Engine:
    """``busy_timeout``: how long a SQLite write waits for another connection's lock.
    ``checkpoints``: whether a SQLite commit copies a full log into the database itself
    (``False``: the caller runs checkpoints, as :class:`Store`'s checkpointer does)."""
    url = normalise_url(url)
    if url.startswith("sqlite"):
        path = sqlite_path(url)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": busy_timeout}
        )

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            # WAL + NORMAL: a committed transaction survives the process being killed.
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            if not checkpoints:
                cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.close()

        return engine
    # A transaction of this server lasts milliseconds. One left open longer is a process
    # stopped in the middle of it (paused, a machine frozen): PostgreSQL ends its session,
    # so its locks (a table's fence lock, its lease row) do not keep the other processes of a
    # cluster from taking its tables over (see .ownership).
    return create_engine(url, pool_pre_ping=True, connect_args={
        "options": f"-c idle_in_transaction_session_timeout={IDLE_IN_TRANSACTION_MS}"})


@dataclass
class StoredTable:
    """One table as read back from the database."""

    id: str
    game: str
    options: dict[str, Any]
    seed: int | None
    setup: dict[str, Any]
    seats: list[dict[str, Any]]
    settings: dict[str, Any]
    status: str
    result: list[float] | None
    created: float
    moves: list[tuple[int, str]] = field(default_factory=list)
    #: how many moves are stored (``moves`` is left empty where only the count was read)
    move_count: int = 0
    #: why the row could not be read, if it could not (the table is then quarantined)
    broken: str | None = None
    #: the clocks' stored state (unfinished tables only), or ``None``
    clock: dict[str, Any] | None = None


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


class Store:
    """Table records in a SQL database, written by one background thread in batches."""

    def __init__(self, url: str, *, timeout: float = STORE_TIMEOUT, shared: bool = False) -> None:
        """``timeout``: seconds a write may wait for the database before it is dropped.
        ``shared``: one of a cluster's processes (PostgreSQL only; see :mod:`.ownership`)."""
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
    def op_finish(table_id: str, setup: dict[str, Any], result: list[float]) -> Op:
        values = {
            "status": "over",
            "setup": dumps(setup),
            "result": dumps(result),
            "updated": time.time(),
        }
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
        """A table's deal is fixed (:mod:`.dealing`): its settings, with the seat values and
        the deal's seed, and the opening setup, stored before anyone is shown the deal."""
        values = {"settings": dumps(settings), "setup": dumps(setup), "updated": time.time()}
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
    def op_seat_origin(table_id: str, seat: int, player_id: str, origin: Any) -> Op:
        """Where the player at ``seat`` took it from (an :class:`~.devices.Origin`), unless a
        place is recorded for the seat already (the first is kept)."""
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
        """Replace a table's clocks (:mod:`gametable.server.clocks`)."""
        values = {"table_id": table_id, "state": dumps(state)}

        def op(conn: Connection) -> None:
            conn.execute(delete(clocks_t).where(clocks_t.c.table_id == table_id))
            conn.execute(insert(clocks_t).values(**values))

        return op
    def op_chat(table_id: str, idx: int, seat: int, line: dict[str, Any], t: float) -> Op:
        values = {"table_id": table_id, "idx": idx, "seat": seat, "line": dumps(line),
                  "t": t}
        return lambda conn: conn.execute(insert(chat_t).values(**values))

    # --- reading back ----------------------------------------------------------------------

    def load_all(self) -> list[StoredTable]:
        """Every table with all its moves, oldest first (tools and tests; the server reads
        with :meth:`load_open`)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t).order_by(tables_t.c.created)).all()
            moves = self._moves(conn, None)
        return [_decode(r, moves.get(r.id, [])) for r in rows]

    def load_open(self) -> tuple[list[StoredTable], list[str]]:
        """What a server loads at start: every table not archived, oldest first (the moves
        of unfinished ones; of finished ones only their count, read when one is opened), and
        the ids of the archived ones. A row that cannot be read comes back ``broken``."""
        status = tables_t.c.status
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(tables_t).where(status != "archived").order_by(tables_t.c.created)
            ).all()
            archived = list(conn.scalars(select(tables_t.c.id).where(status == "archived")))
            moves = self._moves(conn, status == "playing")
            clocks = self._clocks(conn, status == "playing")
            counts = dict(
                conn.execute(
                    select(moves_t.c.table_id, func.count())
                    .join(tables_t, tables_t.c.id == moves_t.c.table_id)
                    .where(status == "over")
                    .group_by(moves_t.c.table_id)
                ).all()
            )
        loaded = []
        for r in rows:
            row = _decode(r, moves.get(r.id, []))
            row.clock = clocks.get(r.id)
            if r.status == "over":
                row.move_count = counts.get(r.id, 0)
            loaded.append(row)
        return loaded, archived

    def load_one(self, table_id: str) -> StoredTable | None:
        """One table with its moves, or ``None``."""
        return self.load_many([table_id]).get(table_id)

    def load_many(self, table_ids: list[str]) -> dict[str, StoredTable]:
        """Some tables with their moves and clocks, by id (those that exist)."""
        if not table_ids:
            return {}
        where = tables_t.c.id.in_(table_ids)
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t).where(where)).all()
            moves = self._moves(conn, where)
            clocks = self._clocks(conn, where)
        loaded = {}
        for r in rows:
            row = loaded[r.id] = _decode(r, moves.get(r.id, []))
            row.clock = clocks.get(r.id)
        return loaded

    def load_summary(self, table_id: str) -> StoredTable | None:
        """One table's row with the count of its moves, not the moves, or ``None``."""
        rows, _total = self.load_page(tables_t.c.id == table_id, limit=1, offset=0)
        return rows[0] if rows else None

    def load_lobby(self, *, game: str | None, open_seats: bool, limit: int, offset: int,
                   viewer: str | None = None) -> tuple[list[StoredTable], int]:
        """A page of the lobby from the database, newest first, and how many match (what a
        cluster's processes list: each holds only its own tables). ``open_seats``: unfinished
        tables with a person's seat, less those whose owner said at its latest lease renewal
        (a second ago at most) that every person's seat is taken. Private invite tables
        (no quick-play ``queue`` in their settings) only where ``viewer`` created them or sits
        at them (:func:`.lobby.listed_to`)."""
        where = [tables_t.c.status != "archived", _listed_to(viewer)]
        if game is not None:
            where.append(tables_t.c.game == game)
        if open_seats:
            # the seats' JSON as written now (compact) and by earlier versions (spaced)
            where += [tables_t.c.status == "playing",
                      or_(tables_t.c.seats.like('%"kind":"human"%'),
                          tables_t.c.seats.like('%"kind": "human"%'))]
            if self.fencing is not None:  # a cluster: its owner says who is connected
                where.append(~exists().where(
                    leases_t.c.table_id == tables_t.c.id, leases_t.c.seat_free.is_(False),
                    leases_t.c.expires_at > func.clock_timestamp()))
        return self.load_page(*where, limit=limit, offset=offset)

    def load_page(self, *where: Any, limit: int, offset: int
                  ) -> tuple[list[StoredTable], int]:
        """Rows matching ``where``, newest first, each with its count of moves (not the
        moves themselves), and how many match in all."""
        count = (select(func.count()).select_from(moves_t)
                 .where(moves_t.c.table_id == tables_t.c.id).scalar_subquery())
        with self.engine.connect() as conn:
            total = conn.execute(select(func.count()).select_from(tables_t).where(*where)
                                 ).scalar_one()
            rows = conn.execute(
                select(tables_t, count.label("move_count")).where(*where)
                .order_by(tables_t.c.created.desc(), tables_t.c.id.desc())
                .limit(limit).offset(offset)
            ).all()
        loaded = []
        for r in rows:
            row = _decode(r, [])
            row.move_count = r.move_count
            loaded.append(row)
        return loaded, total

    def load_chat(self, table_id: str) -> list[dict[str, Any]]:
        """One table's chat lines, in order (a line that does not read is left out)."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(chat_t.c.line).where(chat_t.c.table_id == table_id)
                .order_by(chat_t.c.idx)
            ).all()
        lines = []
        for (raw,) in rows:
            try:
                line = json.loads(raw)
            except ValueError:
                log.error("table %s: a chat line is not valid JSON; left out", table_id)
                continue
            if isinstance(line, dict):
                lines.append(line)
        return lines

    @staticmethod
    def _moves(conn: Connection, where: Any) -> dict[str, list[tuple[int, str]]]:
        query = select(moves_t.c.table_id, moves_t.c.seat, moves_t.c.move)
        if where is not None:
            query = query.join(tables_t, tables_t.c.id == moves_t.c.table_id).where(where)
        moves: dict[str, list[tuple[int, str]]] = {}
        for m in conn.execute(query.order_by(moves_t.c.table_id, moves_t.c.idx)):
            moves.setdefault(m.table_id, []).append((m.seat, m.move))
        return moves


    @staticmethod
    def _clocks(conn: Connection, where: Any) -> dict[str, dict[str, Any]]:
        """table id → its clocks' state; one that does not read is left out (the clocks
        then start afresh) and logged."""
        query = select(clocks_t.c.table_id, clocks_t.c.state).join(
            tables_t, tables_t.c.id == clocks_t.c.table_id).where(where)
        found = {}
        for table_id, raw in conn.execute(query):
            try:
                state = json.loads(raw)
            except ValueError as error:
                log.error("table %s: its stored clocks are not valid JSON (%s)", table_id, error)
                continue
            if isinstance(state, dict):
                found[table_id] = state
        return found


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


def read_seat_origins(conn: Connection, table_id: str
                      ) -> dict[int, tuple[str, str, str | None]]:
    """``{seat: (player id, address digest, device digest)}`` of a table, in a transaction."""
    rows = conn.execute(select(seat_origins_t).where(seat_origins_t.c.table_id == table_id))
    return {r.seat: (r.player_id, r.address, r.device) for r in rows}


def _decode(r: Any, moves: list[tuple[int, str]]) -> StoredTable:
    """A row as a :class:`StoredTable`; one whose JSON does not read comes back ``broken``
    (with what could be read), so one bad row quarantines one table, never the server."""
    row = StoredTable(
        id=r.id, game=r.game, options={}, seed=r.seed, setup={}, seats=[], settings={},
        status=r.status, result=None, created=r.created, moves=moves, move_count=len(moves),
    )
    for name in ("options", "setup", "seats", "settings", "result"):
        raw = getattr(r, name)
        if raw is None:
            continue
        try:
            value = json.loads(raw)
        except (TypeError, ValueError) as error:
            broken = f"its stored {name} is not valid JSON ({error})"
        else:
            expected = list if name in ("seats", "result") else dict
            if isinstance(value, expected):
                setattr(row, name, value)
                continue
            broken = f"its stored {name} is not a JSON {expected.__name__}"
        # the rest is still read: the lobby needs the settings to know whom to list it to
        log.error("table %s: %s", r.id, broken)
        row.broken = row.broken or broken
    return row
