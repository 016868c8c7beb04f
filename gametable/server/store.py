"""Durable table records: SQLite by default, PostgreSQL with a ``postgresql://`` URL.

Why a writer thread: every move is written before anyone is told about it, so a server
killed at any moment restarts where it was. One thread owns the connection and commits
whatever has queued up in one transaction (group commit), so a thousand busy tables cost a
few commits a second instead of a thousand, and the event loop never waits on the disk.
"""

from __future__ import annotations

import asyncio
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


class Store:
    """Table records in a SQL database, written by one background thread in batches."""

    def __init__(self, url: str) -> None:
        self.url = normalise_url(url)
        self.engine = make_engine(self.url)
        metadata.create_all(self.engine)
        self._queue: queue.Queue[tuple[Op, Future[Any]] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="gametable-store", daemon=True)
        self._thread.start()
        self.commits = 0
        self.writes = 0

    # --- the writer thread -----------------------------------------------------------------

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            batch = [item]
            while True:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    self._commit(batch)
                    return
                batch.append(nxt)
            self._commit(batch)

    def _commit(self, batch: list[tuple[Op, Future[Any]]]) -> None:
        results: list[Any] = []
        try:
            with self.engine.begin() as conn:
                rows = [op.row for op, _future in batch if isinstance(op, MoveOp)]
                if rows:  # the common case: many tables' moves in one executemany
                    conn.execute(insert(moves_t), rows)
                for op, _future in batch:
                    results.append(None if isinstance(op, MoveOp) else op(conn))
        except Exception as error:  # one bad op must not lose the others: retry one by one
            if len(batch) > 1:
                for single in batch:
                    self._commit([single])
                return
            batch[0][1].set_exception(error)
            return
        self.commits += 1
        self.writes += len(batch)
        for (_op, future), result in zip(batch, results, strict=True):
            future.set_result(result)

    def submit(self, op: Op) -> Future[Any]:
        future: Future[Any] = Future()
        self._queue.put((op, future))
        return future

    async def run(self, op: Op) -> Any:
        """Queue a write and wait, without blocking the event loop, until it is committed."""
        return await asyncio.wrap_future(self.submit(op))

    def close(self) -> None:
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
