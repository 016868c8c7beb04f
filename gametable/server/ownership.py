"""Which process owns which table, when many ``gametable serve --cluster`` share one PostgreSQL.

Each live table is owned by exactly one process at a time through a **lease**: a row of
``gt_table_leases`` naming its owner (a node), an ``epoch`` bumped by every change of owner,
and an expiry by the database's clock. A process renews all its leases with one UPDATE a
second (:data:`RENEW_EVERY`); a lease lives :data:`LEASE_TTL` seconds, so a process killed
with ``kill -9`` loses its tables to the others within about four seconds.

Why a lease row and not a session advisory lock per table: a lock lives as long as a
connection, which a stalled process (a long garbage collection, a paused VM) keeps open while
it serves nobody; a lease ends on the database's clock whatever the process does, and the
epoch tells a write from a former owner that woke up late.

**Fencing**: every write for a table commits only if, in the same transaction, its lease still
names this process and the epoch the write was made under, unexpired by the database's clock
(:meth:`Ownership.fence`, called by the store's writer). The check holds a shared advisory
lock per table until the commit; a claim takes the same lock exclusively, so a claim waits for
a former owner's write that passed its check, and a write that checks after a claim sees it.
Together with the ``(table, index)`` key of moves, two processes never both accept a move for
one table, even across pauses and clock skew between the machines.

**Handoff**: a process asked for a table another live process owns sends ``NOTIFY`` on
:data:`HANDOFF_CHANNEL` (payload: the table id and the asker), and waits for the owner to
hand it over (:data:`HANDOFF_WAIT`). The owner finishes the write under way and gives the
lease to the asker itself (a new epoch), not to nobody: a sweeper or a third process asking
at the same moment cannot take it in between.

**Sweeping**: every process claims, once a second, unfinished tables whose lease ran out (a
dead owner's, a drained one's), a batch at a time and only up to its fair share of the live
nodes' tables, so the tables of a dead process spread over the others, and their bots and
clocks resume with nobody connected.

Testable without a network: everything here takes a SQLAlchemy engine of the test database;
the event loop's side (tasks, evicting tables, closing sockets) is in :mod:`.tables`.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import math
import os
import random
import socket
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    MetaData,
    String,
    Table,
    text,
)
from sqlalchemy.engine import Connection, Engine, make_url

from gametable.core.errors import GametableError
from gametable.server.live import RequestError

log = logging.getLogger("gametable.server")

#: seconds a lease lives unrenewed (by the database's clock)
LEASE_TTL = 3.0
#: seconds between two renewals of all of a process's leases (and its heartbeat)
RENEW_EVERY = 1.0
#: seconds the event loop may go without turning before its leases are left to run out
LOOP_STALL = 30.0
#: seconds between two sweeps for tables nobody owns
SWEEP_EVERY = 1.0
#: the most tables one sweep claims (each is replayed from the store)
SWEEP_BATCH = 200
#: seconds a process waits for another to hand a table over: long enough for the lease of an
#: owner that died without answering to run out
HANDOFF_WAIT = LEASE_TTL + 0.5
#: the LISTEN/NOTIFY channel of handoff requests ("<table id> <asker>")
HANDOFF_CHANNEL = "gametable_handoff"
#: the channel of tables handed over ("<table id> <new owner>"): the asker claims at once
HANDED_CHANNEL = "gametable_handed"
#: the first key of the per-table advisory locks that order fenced writes and claims ("gtl1")
FENCE_LOCK_CLASS = 0x67746C31

metadata = MetaData()

nodes_t = Table(
    "gt_nodes",
    metadata,
    Column("name", String(200), primary_key=True),
    Column("address", String(300), nullable=True),
    Column("heartbeat_at", DateTime(timezone=True), nullable=False),
    Column("draining", Boolean, nullable=False, default=False),
)

leases_t = Table(
    "gt_table_leases",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("owner", String(200), nullable=True, index=True),
    Column("epoch", BigInteger, nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    # whether a person's seat of the table is free (nobody connected to it), as its owner saw
    # at its latest renewal: a cluster's lobby lists open seats by it (NULL: not told)
    Column("seat_free", Boolean, nullable=True),
)


class NodeInUse(GametableError):
    """Another live process serves under this node name."""


class LeaseLost(GametableError):
    """A write for a table this process no longer owns (or owns under a newer epoch)."""


def default_node_name() -> str:
    """``host-pid``: unique among the processes of one machine, readable in ``gt_nodes``."""
    return f"{socket.gethostname()}-{os.getpid()}"


@dataclass(frozen=True)
class LeaseRow:
    """A table's lease as read: its owner (``None``: released), epoch, whether it is live."""

    owner: str | None
    epoch: int
    live: bool


class Fenced:
    """A store write for one table, made under one lease epoch: the writer commits it only
    while that lease is this process's (see :meth:`Ownership.fence`)."""

    __slots__ = ("op", "table_id", "epoch")

    def __init__(self, op: Callable[[Connection], Any], table_id: str, epoch: int) -> None:
        self.op = op
        self.table_id = table_id
        self.epoch = epoch

    def __call__(self, conn: Connection) -> Any:
        return self.op(conn)


def libpq_url(engine: Engine) -> str:
    """The engine's database as a plain ``postgresql://`` URL for psycopg itself."""
    return make_url(engine.url).set(drivername="postgresql").render_as_string(
        hide_password=False)


class Ownership:
    """This process's node and leases: claim, renew, release, hand off, sweep, fence.

    ``held`` (table id → epoch) is what this process owns as far as it knows; the database
    decides (a write made under an epoch the database no longer shows is refused)."""

    def __init__(self, engine: Engine, node: str, *, address: str | None = None,
                 ttl: float = LEASE_TTL) -> None:
        self.engine = engine
        self.node = node
        self.address = address
        self.ttl = ttl
        self.held: dict[str, int] = {}
        self._lock = threading.Lock()  # ``held`` is read by the writer thread
        #: told ``(table id, epoch)`` by the writer thread when a fenced write was refused
        self.on_lost: Callable[[str, int], None] | None = None

    # --- set-up ------------------------------------------------------------------------------

    def create_tables(self) -> None:
        from gametable.server.store import create_schema  # (store imports this module)

        create_schema(self.engine, metadata)
        with self.engine.begin() as conn:  # a database made before the column was
            conn.execute(text("ALTER TABLE gt_table_leases "
                              "ADD COLUMN IF NOT EXISTS seat_free boolean"))

    def register(self) -> None:
        """Announce this node, or raise :class:`NodeInUse` when a live process has its name.
        Unfinished tables from before ``--cluster`` get a lease row nobody holds, which the
        sweepers take (any other table gets its row when it is first claimed)."""
        with self.engine.begin() as conn:
            row = conn.execute(text(
                "INSERT INTO gt_nodes (name, address, heartbeat_at, draining) "
                "VALUES (:name, :address, clock_timestamp(), false) "
                "ON CONFLICT (name) DO UPDATE SET address = excluded.address, "
                "heartbeat_at = excluded.heartbeat_at, draining = false "
                "WHERE gt_nodes.heartbeat_at < clock_timestamp() - make_interval(secs => :ttl) "
                "RETURNING name"), {"name": self.node, "address": self.address,
                                    "ttl": self.ttl}).first()
            if row is None:
                raise NodeInUse(
                    f"another gametable process is serving as node {self.node!r} (it renewed "
                    f"its heartbeat less than {self.ttl:g} s ago): give this one another "
                    f"--node name")
            conn.execute(text(
                "INSERT INTO gt_table_leases (table_id, owner, epoch, expires_at) "
                "SELECT id, NULL, 0, clock_timestamp() FROM gt_tables "
                "WHERE status = 'playing' ON CONFLICT (table_id) DO NOTHING"))

    def unregister(self) -> None:
        """A clean stop: release every lease and remove the node."""
        with self.engine.begin() as conn:
            conn.execute(text(
                "UPDATE gt_table_leases SET owner = NULL, epoch = epoch + 1, "
                "expires_at = clock_timestamp() WHERE owner = :me"), {"me": self.node})
            conn.execute(text("DELETE FROM gt_nodes WHERE name = :me"), {"me": self.node})
        with self._lock:
            self.held.clear()

    def set_draining(self) -> None:
        """Tell the other processes (and ``gt_nodes`` readers) this one is stopping."""
        with self.engine.begin() as conn:
            conn.execute(text("UPDATE gt_nodes SET draining = true WHERE name = :me"),
                         {"me": self.node})

    # --- one table ---------------------------------------------------------------------------

    def lease_of(self, table_id: str) -> LeaseRow | None:
        """The table's lease, or ``None`` when it has no lease row (no such table, or one
        archived before ``--cluster``)."""
        with self.engine.connect() as conn:
            row = conn.execute(text(
                "SELECT owner, epoch, expires_at > clock_timestamp() AS live "
                "FROM gt_table_leases WHERE table_id = :id"), {"id": table_id}).first()
        return None if row is None else LeaseRow(row.owner, int(row.epoch), bool(row.live))

    def claim(self, table_id: str) -> int | None:
        """Own the table: the new epoch, or ``None`` when another live process owns it (or
        there is no such table).

        A lease nobody holds, one run out, or one of this node's own (handed to it, or held
        by a process restarted under the same ``--node``) is taken, always under a new epoch,
        so that a write made under an earlier one is refused."""
        with self.engine.begin() as conn:
            self._lock_exclusive(conn, table_id)
            row = conn.execute(text(
                "INSERT INTO gt_table_leases (table_id, owner, epoch, expires_at) "
                "SELECT CAST(:id AS varchar), CAST(:me AS varchar), 1, "
                "clock_timestamp() + make_interval(secs => :ttl) "
                "WHERE EXISTS (SELECT 1 FROM gt_tables WHERE id = CAST(:id AS varchar)) "
                "ON CONFLICT (table_id) DO UPDATE SET owner = :me, "
                "epoch = gt_table_leases.epoch + 1, expires_at = excluded.expires_at "
                "WHERE gt_table_leases.owner IS NULL OR gt_table_leases.owner = :me "
                "OR gt_table_leases.expires_at <= clock_timestamp() "
                "RETURNING epoch"), {"id": table_id, "me": self.node, "ttl": self.ttl}).first()
        if row is None:
            return None
        epoch = int(row.epoch)
        with self._lock:
            self.held[table_id] = epoch
        return epoch

    def new_lease_op(self, table_id: str) -> Callable[[Connection], None]:
        """The lease of a table being created, written in the transaction that stores it
        (epoch 1); :meth:`adopt` once committed."""
        params = {"id": table_id, "me": self.node, "ttl": self.ttl}

        def op(conn: Connection) -> None:
            conn.execute(text(
                "INSERT INTO gt_table_leases (table_id, owner, epoch, expires_at) "
                "VALUES (:id, :me, 1, clock_timestamp() + make_interval(secs => :ttl))"),
                params)

        return op

    def adopt(self, table_id: str, epoch: int) -> None:
        with self._lock:
            self.held[table_id] = epoch

    def release(self, table_id: str, epoch: int, *, to: str | None = None) -> bool:
        """Give the table up under a new epoch (a late write of ours is refused): to nobody
        (any process may take it at once), or ``to`` the process that asked for it (a lease
        of the usual length it claims, or that runs out if it has gone meanwhile)."""
        with self._lock:
            if self.held.get(table_id) == epoch:
                del self.held[table_id]
        with self.engine.begin() as conn:
            done = conn.execute(text(
                "UPDATE gt_table_leases SET owner = :to, epoch = epoch + 1, "
                "expires_at = clock_timestamp() + make_interval(secs => :ttl) "
                "WHERE table_id = :id AND owner = :me AND epoch = :epoch"),
                {"id": table_id, "me": self.node, "epoch": epoch, "to": to,
                 "ttl": self.ttl if to is not None else 0.0})
            if to is not None and done.rowcount == 1:  # told at the commit
                conn.execute(text("SELECT pg_notify(:channel, :payload)"),
                             {"channel": HANDED_CHANNEL, "payload": f"{table_id} {to}"})
        return done.rowcount == 1

    def forget(self, table_id: str, epoch: int) -> None:
        """This process no longer counts the table as its own (the lease was lost)."""
        with self._lock:
            if self.held.get(table_id) == epoch:
                del self.held[table_id]

    def request_handoff(self, table_id: str) -> None:
        """Ask the owner of a table to release it to this process (``NOTIFY``)."""
        with self.engine.begin() as conn:
            conn.execute(text("SELECT pg_notify(:channel, :payload)"),
                         {"channel": HANDOFF_CHANNEL, "payload": f"{table_id} {self.node}"})

    # --- all of this process's leases --------------------------------------------------------

    def renew(self, seat_free: dict[str, bool] | None = None) -> list[tuple[str, int]]:
        """Extend every lease this process holds (and its heartbeat), in one transaction;
        the ``(table id, epoch)`` of those it turned out to have lost (run out, taken).
        ``seat_free``: for the tables it holds, whether a person's seat is free (the lobby's
        ``open_seats`` on every process), written with the renewal at no extra cost."""
        seat_free = seat_free or {}
        with self._lock:
            held = dict(self.held)
        with self.engine.begin() as conn:
            conn.execute(text("UPDATE gt_nodes SET heartbeat_at = clock_timestamp() "
                              "WHERE name = :me"), {"me": self.node})
            if not held:
                return []
            kept = {(r.table_id, int(r.epoch)) for r in conn.execute(text(
                "UPDATE gt_table_leases AS l "
                "SET expires_at = clock_timestamp() + make_interval(secs => :ttl), "
                "seat_free = w.free "
                "FROM unnest(CAST(:ids AS text[]), CAST(:epochs AS bigint[]), "
                "CAST(:free AS boolean[])) AS w(id, epoch, free) "
                "WHERE l.table_id = w.id AND l.epoch = w.epoch AND l.owner = :me "
                "AND l.expires_at > clock_timestamp() RETURNING l.table_id, l.epoch"),
                {"ids": list(held), "epochs": list(held.values()),
                 "free": [seat_free.get(tid) for tid in held], "me": self.node,
                 "ttl": self.ttl})}
        lost = []
        with self._lock:  # (one released or handed over meanwhile was not lost)
            for tid, epoch in held.items():
                if (tid, epoch) not in kept and self.held.get(tid) == epoch:
                    del self.held[tid]
                    lost.append((tid, epoch))
        return lost

    def fair_share(self, conn: Connection) -> int:
        """How many more tables this process should own: up to an even share of all the
        owned and unowned unfinished tables among the live nodes that are not draining."""
        row = conn.execute(text(
            "SELECT "
            "(SELECT count(*) FROM gt_nodes WHERE NOT draining AND heartbeat_at > "
            " clock_timestamp() - make_interval(secs => :ttl)) AS nodes, "
            "(SELECT count(*) FROM gt_table_leases l JOIN gt_tables t ON t.id = l.table_id "
            " WHERE t.status = 'playing') AS tables, "
            "(SELECT count(*) FROM gt_table_leases l JOIN gt_tables t ON t.id = l.table_id "
            " WHERE t.status = 'playing' AND l.owner = :me "
            " AND l.expires_at > clock_timestamp()) AS mine"),
            {"ttl": self.ttl, "me": self.node}).first()
        nodes = max(1, int(row.nodes))
        return max(0, math.ceil(int(row.tables) / nodes) - int(row.mine))

    def sweep(self, batch: int = SWEEP_BATCH) -> list[tuple[str, int]]:
        """Claim unfinished tables whose lease ran out (a dead or drained owner's), at most
        ``batch`` and at most this process's fair share; the ``(table id, epoch)`` claimed.

        A table whose former owner is writing at this moment (it holds the table's fence
        lock) is left for the next sweep."""
        with self.engine.begin() as conn:
            wanted = min(batch, self.fair_share(conn))
            if wanted <= 0:
                return []
            rows = conn.execute(text(
                "WITH orphans AS ("
                " SELECT l.table_id FROM gt_table_leases l JOIN gt_tables t ON t.id = l.table_id"
                " WHERE t.status = 'playing' AND l.expires_at <= clock_timestamp()"
                " ORDER BY random() LIMIT :wanted FOR UPDATE OF l SKIP LOCKED),"
                " free AS (SELECT table_id FROM orphans"
                "  WHERE pg_try_advisory_xact_lock(:cls, hashtext(table_id)))"
                " UPDATE gt_table_leases l SET owner = :me, epoch = l.epoch + 1,"
                " expires_at = clock_timestamp() + make_interval(secs => :ttl)"
                " FROM free WHERE l.table_id = free.table_id RETURNING l.table_id, l.epoch"),
                {"wanted": wanted, "cls": FENCE_LOCK_CLASS, "me": self.node,
                 "ttl": self.ttl}).all()
        claimed = [(r.table_id, int(r.epoch)) for r in rows]
        with self._lock:
            self.held.update(claimed)
        return claimed

    # --- fencing (on the store's writer thread) ----------------------------------------------

    @staticmethod
    def _lock_exclusive(conn: Connection, table_id: str) -> None:
        conn.execute(text("SELECT pg_advisory_xact_lock(:cls, hashtext(:id))"),
                     {"cls": FENCE_LOCK_CLASS, "id": table_id})

    def fence(self, conn: Connection, wanted: set[tuple[str, int]]) -> set[tuple[str, int]]:
        """In the writer's open transaction: which of ``wanted`` (table id, epoch) leases are
        this process's now, unexpired by the database's clock. Each table's fence lock is
        held (shared) until the transaction ends, so no claim overtakes the writes."""
        ids = sorted({tid for tid, _epoch in wanted})
        # the locks first, in the locks' order (deadlock-free); the lease rows then read in a
        # statement of their own, which sees every claim committed before the locks were had
        conn.execute(text(
            "SELECT pg_advisory_xact_lock_shared(:cls, k) FROM "
            "(SELECT DISTINCT hashtext(id) AS k FROM unnest(CAST(:ids AS text[])) AS w(id)) s "
            "ORDER BY k"), {"cls": FENCE_LOCK_CLASS, "ids": ids})
        rows = conn.execute(text(
            "SELECT table_id, epoch FROM gt_table_leases WHERE table_id = ANY(CAST(:ids AS "
            "text[])) AND owner = :me AND expires_at > clock_timestamp()"),
            {"ids": ids, "me": self.node})
        return {(r.table_id, int(r.epoch)) for r in rows} & wanted

    def lost(self, table_id: str, epoch: int) -> None:
        """The writer refused a write of this lease: forget it, and tell the event loop."""
        self.forget(table_id, epoch)
        if self.on_lost is not None:
            with contextlib.suppress(Exception):
                self.on_lost(table_id, epoch)


class HandoffListener:
    """A thread on a connection of its own that ``LISTEN``s for handoff requests and tables
    handed over: ``asked(table id, asker)`` and ``handed(table id, new owner)`` are called on
    that thread."""

    def __init__(self, url: str, asked: Callable[[str, str], None],
                 handed: Callable[[str, str], None]) -> None:
        self.url = url
        self.callbacks = {HANDOFF_CHANNEL: asked, HANDED_CHANNEL: handed}
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="gametable-handoff",
                                        daemon=True)

    def start(self, timeout: float = 10.0) -> None:
        """Start listening; returns once the ``LISTEN`` is in place (or ``timeout``)."""
        self._thread.start()
        self._ready.wait(timeout)

    def _run(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as conn:
                    for channel in self.callbacks:
                        conn.execute(f"LISTEN {channel}")
                    self._ready.set()
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.5):
                            table_id, _, node = note.payload.partition(" ")
                            try:
                                self.callbacks[note.channel](table_id, node)
                            except Exception:
                                log.exception("a handoff note for %s failed", table_id)
            except Exception as error:
                if self._stop.is_set():
                    return
                log.error("listening for handoff requests failed (%r); again in 1 s", error)
                self._stop.wait(1.0)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


class TableHost(Protocol):
    """What :class:`Membership` needs of the table manager (:class:`.tables.TableManager`)."""

    def evict(self, table_id: str, epoch: int | None, reason: str) -> None: ...

    def room(self) -> int: ...

    async def take_over(self, claimed: list[tuple[str, int]]) -> None: ...

    async def hand_off(self, table_id: str, to: str | None = None) -> None: ...

    def owns(self, table_id: str) -> bool: ...

    def seats_free(self) -> dict[str, bool]: ...


#: why a table's sockets are closed when it leaves this process, by cause
MOVED_AWAY = "this table moved to another server; reconnect"
LEASE_GONE = "this server lost this table to another; reconnect"
STOPPING = "this server is stopping; reconnect"


class Membership:
    """This process in the cluster, on the event loop: renews its leases and sweeps for
    tables nobody owns (two tasks), answers handoff requests (a listening thread), and drops
    a table whose lease it lost. :meth:`acquire` gets one table's lease for a request."""

    def __init__(self, ownership: Ownership, *, renew_every: float = RENEW_EVERY,
                 sweep_every: float = SWEEP_EVERY, handoff_wait: float = HANDOFF_WAIT) -> None:
        self.ownership = ownership
        self.renew_every = renew_every
        self.sweep_every = sweep_every
        self.handoff_wait = handoff_wait
        self.draining = False
        #: tables this process took over by sweeping, and handed to another on request
        self.swept = 0
        self.handed_off = 0
        self.host: TableHost | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._spawned: set[asyncio.Task[None]] = set()
        self._listener: HandoffListener | None = None
        #: table id → set when it is handed to this process (a claim waiting for it)
        self._handed: dict[str, asyncio.Event] = {}
        # Why threads of their own: a rush of claims (thousands of sockets reconnecting at
        # once) must not hold up the renewal, or every lease would run out behind them; nor
        # take every thread of the loop's default pool (the lobby, /readyz).
        self._work = ThreadPoolExecutor(4, thread_name_prefix="gametable-claims")
        # The renewal runs on a thread of its own, timed by that thread, not by the loop: a
        # loop held up for seconds (a core shared with other work, a long collection of
        # garbage) would otherwise let every lease run out although the process is alive and
        # about to serve again, and drop all its tables at once. It renews only while the
        # loop has turned in the last LOOP_STALL seconds: a hung loop loses its tables.
        self._beat = threading.Thread(target=self._renew_thread, name="gametable-leases",
                                      daemon=True)
        self._stop_beat = threading.Event()
        #: the loop's latest turn (time.monotonic), and the seats free it saw then
        self._loop_seen = time.monotonic()
        self._seat_free: dict[str, bool] = {}

    async def run(self, call: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """``call`` on one of the threads for claims, handoffs and loads."""
        return await asyncio.get_running_loop().run_in_executor(
            self._work, functools.partial(call, *args, **kwargs))

    @property
    def node(self) -> str:
        return self.ownership.node

    def start(self, host: TableHost) -> None:
        """On the event loop: start renewing, sweeping and listening."""
        self.host = host
        self._loop = loop = asyncio.get_running_loop()
        self.ownership.on_lost = lambda tid, epoch: loop.call_soon_threadsafe(
            host.evict, tid, epoch, LEASE_GONE)
        self._listener = HandoffListener(libpq_url(self.ownership.engine), self._asked,
                                         self._given)
        self._listener.start()
        self._tasks = [loop.create_task(self._looking()), loop.create_task(self._sweeping())]
        self._beat.start()

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._spawned.add(task)
        task.add_done_callback(self._spawned.discard)

    def _asked(self, table_id: str, asker: str) -> None:
        """On the listener's thread: another process asks for a table."""
        if asker == self.node or self._loop is None:
            return
        self._loop.call_soon_threadsafe(self._hand_off, table_id, asker)

    def _given(self, table_id: str, to: str) -> None:
        """On the listener's thread: a table was handed to a process."""
        if to == self.node and self._loop is not None:
            self._loop.call_soon_threadsafe(self._arrived, table_id)

    def _arrived(self, table_id: str) -> None:
        waiting = self._handed.get(table_id)
        if waiting is not None:
            waiting.set()

    def _hand_off(self, table_id: str, asker: str) -> None:
        if self.host is not None and self.host.owns(table_id):
            log.info("table %s: handed over to %s on request", table_id, asker)
            self.handed_off += 1
            self._spawn(self.host.hand_off(table_id, asker))

    async def _looking(self) -> None:
        """On the loop, every renewal period: the loop turns (what the renewal thread waits
        for), and which tables have a person's seat free (what it writes)."""
        while True:
            if self.host is not None:
                self._seat_free = self.host.seats_free()
            self._loop_seen = time.monotonic()
            await asyncio.sleep(self.renew_every)

    def _renew_thread(self) -> None:
        while not self._stop_beat.wait(self.renew_every):
            stalled = time.monotonic() - self._loop_seen
            if stalled > LOOP_STALL:
                log.error("the event loop has not turned for %.0f s: the table leases are not "
                          "renewed (other processes take the tables)", stalled)
                continue
            try:
                lost = self.ownership.renew(self._seat_free)
            except Exception as error:
                log.error("renewing the table leases failed: %r", error)
                continue
            if lost and self._loop is not None:
                with contextlib.suppress(RuntimeError):  # the loop is closing
                    self._loop.call_soon_threadsafe(self._drop, lost)

    def _drop(self, lost: list[tuple[str, int]]) -> None:
        for table_id, epoch in lost:
            log.warning("table %s: its lease ran out or was taken; dropped here", table_id)
            if self.host is not None:
                self.host.evict(table_id, epoch, LEASE_GONE)

    async def _sweeping(self) -> None:
        while not self.draining:
            # jittered: the processes of a cluster do not all sweep in the same instant
            await asyncio.sleep(self.sweep_every * (0.75 + 0.5 * random.random()))
            if self.draining or self.host is None:
                return
            try:
                room = min(SWEEP_BATCH, self.host.room())
                claimed = await self.run(self.ownership.sweep, room) if room else []
                self.swept += len(claimed)
                if claimed:
                    log.info("took over %d tables nobody owned", len(claimed))
                    await self.host.take_over(claimed)
            except Exception:
                log.exception("sweeping for tables nobody owns failed")

    async def acquire(self, table_id: str) -> int:
        """Own a table for a request that came here: its lease's new epoch. A table another
        live process owns is asked for (``NOTIFY``) and waited for, at most ``handoff_wait``
        seconds; :class:`~.live.RequestError` 503 after that, or while this one is stopping;
        404 when there is no such table."""
        if self.draining:
            raise RequestError("this server is stopping; try again in a moment", 503)
        own = self.ownership
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.handoff_wait
        asked = False
        handed = self._handed.setdefault(table_id, asyncio.Event())
        try:
            while True:
                lease = await self.run(own.lease_of, table_id)
                if (lease is None or lease.owner is None or not lease.live
                        or lease.owner == own.node):
                    epoch = await self.run(own.claim, table_id)
                    if epoch is not None:
                        return epoch
                    if lease is None:  # no lease row, and no table to give one to
                        raise RequestError(f"there is no table {table_id!r}", 404)
                elif not asked:
                    await self.run(own.request_handoff, table_id)
                    asked = True
                left = deadline - loop.time()
                if left <= 0:
                    raise RequestError(f"table {table_id} is moving between servers; try "
                                       "again in a moment", 503)
                # woken by the owner's note that it handed the table here; or, for an owner
                # that died without answering, a look at the lease now and then
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(handed.wait(), min(left, 0.25))
                handed.clear()
        finally:
            self._handed.pop(table_id, None)

    async def drain(self) -> None:
        """Stop taking tables, hand every one over (its sockets told to reconnect), and leave
        the cluster. Another process's sweeper takes them at once."""
        self.draining = True
        try:
            await asyncio.to_thread(self.ownership.set_draining)
        except Exception as error:
            log.error("marking this node as draining failed: %r", error)

    async def close(self) -> None:
        """Stop the tasks and the listener, release every lease and leave ``gt_nodes``."""
        self.draining = True
        for task in [*self._tasks, *self._spawned]:
            task.cancel()
        if self._listener is not None:
            await asyncio.to_thread(self._listener.stop)
        self._stop_beat.set()
        if self._beat.is_alive():  # no renewal after the leases are released
            await asyncio.to_thread(self._beat.join, 10)
        try:
            await asyncio.to_thread(self.ownership.unregister)
        except Exception as error:
            log.error("leaving the cluster failed (the leases run out by themselves): %r",
                      error)
        self._work.shutdown(wait=False)
