"""Durable table records: SQLite by default, PostgreSQL with a ``postgresql://`` URL.

Why a writer thread: every move is written before anyone is told about it, so a server
killed at any moment restarts where it was. One thread owns the connection and commits
whatever has queued up in one transaction (group commit), so a thousand busy tables cost a
few commits a second instead of a thousand, and the event loop never waits on the disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
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
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Connection, Engine

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
    Column("status", String(16), nullable=False),  # playing | over
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


def normalise_url(url: str) -> str:
    """Accept the plain ``postgresql://`` form and use the installed psycopg 3 driver."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return url


def default_url(data_dir: str | Path = "data") -> str:
    path = Path(data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{(path / 'gametable.db').as_posix()}"


def make_engine(url: str) -> Engine:
    url = normalise_url(url)
    if url.startswith("sqlite"):
        if url.startswith("sqlite:///") and url != "sqlite:///:memory:":
            Path(url[len("sqlite:///") :]).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            # WAL + NORMAL: a committed transaction survives the process being killed.
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


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


Op = Callable[[Connection], Any]


class MoveOp:
    """One stored move; the writer inserts a batch of them with a single executemany."""

    __slots__ = ("row",)

    def __init__(self, row: dict[str, Any]) -> None:
        self.row = row

    def __call__(self, conn: Connection) -> None:
        conn.execute(insert(moves_t), [self.row])


#: the least time between two commits' starts, in seconds (see ``Store._run``)
COMMIT_GAP = 0.005


class _Slot:
    """Where the writer leaves one op's outcome for the event loop (see ``Store.run``)."""

    __slots__ = ("future", "result", "error")

    def __init__(self, future: asyncio.Future[Any]) -> None:
        self.future = future
        self.result: Any = None
        self.error: BaseException | None = None

    def set_result(self, result: Any) -> None:
        self.result = result

    def set_exception(self, error: BaseException) -> None:
        self.error = error


def _settle(slots: list[tuple[Op, _Slot]]) -> None:
    """On the event loop: hand a committed batch's outcomes to the coroutines awaiting them."""
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

    def __init__(self, url: str) -> None:
        self.url = normalise_url(url)
        self.engine = make_engine(self.url)
        metadata.create_all(self.engine)
        compiled = insert(moves_t).compile(dialect=self.engine.dialect)
        #: the move insert in the driver's own form, and its parameters' order if positional
        self._move_sql = (str(compiled), compiled.positiontup)
        self._conn: Connection | None = None  # the writer thread's (see ``_connection``)
        self._queue: queue.Queue[Entry | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="gametable-store", daemon=True)
        self._thread.start()
        self.commits = 0
        self.writes = 0
        #: ops ``run`` has gathered on the event loop since its last hand-over to the writer
        self._gathered: list[tuple[Op, _Slot]] | None = None
        self._gathered_loop: asyncio.AbstractEventLoop | None = None

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

    def _commit(self, batch: list[tuple[Op, Any]]) -> None:
        results: list[Any] = []
        try:
            conn = self._connection()
            with conn.begin():
                rows = [op.row for op, _sink in batch if isinstance(op, MoveOp)]
                if rows:  # the common case: many tables' moves in one executemany
                    sql, names = self._move_sql
                    conn.exec_driver_sql(
                        sql, [tuple(row[n] for n in names) for row in rows] if names else rows
                    )
                for op, _sink in batch:
                    results.append(None if isinstance(op, MoveOp) else op(conn))
        except Exception as error:  # one bad op must not lose the others: retry one by one
            self._drop_connection()  # and on a fresh connection, in case it was the fault
            if len(batch) > 1:
                for single in batch:
                    self._commit([single])
                return
            batch[0][1].set_exception(error)
            return
        self.commits += 1
        self.writes += len(batch)
        for (_op, sink), result in zip(batch, results, strict=True):
            sink.set_result(result)

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

    def submit(self, op: Op) -> Future[Any]:
        """Queue a write from any thread; the future is done once it is committed."""
        future: Future[Any] = Future()
        self._queue.put(([(op, future)], None))
        return future

    def queue(self, op: Op) -> asyncio.Future[Any]:
        """Queue a write from the event loop; the future is done once it is committed.

        Why: a callback on the loop (an instant bot's move) can then write without a task
        of its own to await ``run``."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        if self._gathered is None:
            self._gathered = []
            self._gathered_loop = loop
            loop.call_soon(self._hand_over)
        self._gathered.append((op, _Slot(future)))
        return future

    async def run(self, op: Op) -> Any:
        """Queue a write and wait, without blocking the event loop, until it is committed.

        Why gathered: the ops of one pass of the event loop (a thousand tables' moves) go to the
        writer as one item, and come back as one wake-up of the loop, not one each: a
        thread-safe future per move cost more than the move itself."""
        return await self.queue(op)

    def _hand_over(self) -> None:
        slots, loop = self._gathered, self._gathered_loop
        self._gathered = self._gathered_loop = None
        if not slots or loop is None:
            return

        def done() -> None:
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
                loop.call_soon_threadsafe(_settle, slots)

        self._queue.put((slots, done))

    def close(self) -> None:
        self._hand_over()
        self._queue.put(None)
        self._thread.join(timeout=10)
        self.engine.dispose()

    # --- the operations --------------------------------------------------------------------

    @staticmethod
    def op_create(row: StoredTable) -> Op:
        now = time.time()
        values = {
            "id": row.id,
            "game": row.game,
            "options": json.dumps(row.options),
            "seed": row.seed,
            "setup": json.dumps(row.setup),
            "seats": json.dumps(row.seats),
            "settings": json.dumps(row.settings),
            "status": row.status,
            "result": None,
            "created": row.created,
            "updated": now,
        }
        return lambda conn: conn.execute(insert(tables_t).values(**values))

    @staticmethod
    def op_move(table_id: str, idx: int, seat: int, move: str, t: float) -> Op:
        return MoveOp({"table_id": table_id, "idx": idx, "seat": seat, "move": move, "t": t})

    @staticmethod
    def op_finish(table_id: str, setup: dict[str, Any], result: list[float]) -> Op:
        values = {
            "status": "over",
            "setup": json.dumps(setup),
            "result": json.dumps(result),
            "updated": time.time(),
        }
        return lambda conn: conn.execute(
            update(tables_t).where(tables_t.c.id == table_id).values(**values)
        )

    @staticmethod
    def op_seats(table_id: str, seats: list[dict[str, Any]]) -> Op:
        values = {"seats": json.dumps(seats), "updated": time.time()}
        return lambda conn: conn.execute(
            update(tables_t).where(tables_t.c.id == table_id).values(**values)
        )

    # --- reading back ----------------------------------------------------------------------

    def load_all(self) -> list[StoredTable]:
        """Every table with its moves, oldest first (used once, at start-up)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t).order_by(tables_t.c.created)).all()
            moves: dict[str, list[tuple[int, str]]] = {}
            for m in conn.execute(
                select(moves_t.c.table_id, moves_t.c.seat, moves_t.c.move).order_by(
                    moves_t.c.table_id, moves_t.c.idx
                )
            ):
                moves.setdefault(m.table_id, []).append((m.seat, m.move))
        return [
            StoredTable(
                id=r.id,
                game=r.game,
                options=json.loads(r.options),
                seed=r.seed,
                setup=json.loads(r.setup),
                seats=json.loads(r.seats),
                settings=json.loads(r.settings),
                status=r.status,
                result=json.loads(r.result) if r.result else None,
                created=r.created,
                moves=moves.get(r.id, []),
            )
            for r in rows
        ]
