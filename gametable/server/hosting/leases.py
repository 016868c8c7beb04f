"""Which process owns which table, when many ``gametable serve --cluster`` share one PostgreSQL.

Each live table is owned by exactly one process at a time through a **lease**: a row of
``gt_table_leases`` naming its owner (a node), an ``epoch`` bumped by every change of owner,
and an expiry by the database's clock. A process renews all its leases with one UPDATE a
second (:data:`RENEW_EVERY`); a lease lives :data:`LEASE_TTL` seconds, so a process that stops
renewing loses its tables to the others after at most that; a dead one sooner (below).

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
at the same moment cannot take it in between. The asker follows the lease: when the table
goes to another process first, it asks that one, again at every change of owner.

**One claim per table per process**: a request's claim and the bulk claims (a sweep, a
pick-up) never both take one table: the bulk statements skip the tables requests are
claiming, and a request that comes while one runs waits for it and takes what it claimed.

**A dead process** is seen two ways. Its leases run out (:data:`LEASE_TTL`), whatever
happened to it. Sooner, on a ``kill -9`` or a crash: every process holds a session advisory
lock of its node (:data:`NODE_LOCK_CLASS`) on its listening connection, which PostgreSQL lets
go the moment the process's connections close; a node that has missed a renewal
(:data:`STALE_AFTER`) and whose lock is gone is dead, and its leases are taken at once,
unexpired. That keeps the fencing rule: a claim takes each table's fence lock exclusively and
bumps the epoch, so a write of the former owner either committed before it or is refused.
A process that is only slow (its connections open) keeps its tables until they run out.

**Sweeping**: every process claims unfinished tables whose owner is gone (run out, or dead as
above) in bulk: one ``UPDATE … FROM (SELECT … FOR UPDATE SKIP LOCKED LIMIT n)`` a batch
(:data:`SWEEP_BATCH`), batches back to back while there is more to take, tables with people
or clocks first, and only up to its fair share of the live nodes' tables, so a dead process's
tables spread over all the others. The claimed tables are replayed from the store afterwards
(:meth:`.hosts.Cluster.take_over`: a background loader, or the
first request for one), so claiming thousands takes a fraction of a second. A sweep runs once a
second, or every :data:`SUSPECT_EVERY` seconds while another node has missed a renewal.

**Draining** (SIGTERM): a stopping process gives its leases straight to the live processes
that are not draining (:meth:`Ownership.hand_over_all`, 500 a statement, spread evenly, a new
epoch each) and tells each with a ``NOTIFY`` on :data:`ASSIGNED_CHANNEL`; they pick them up
at once (:meth:`Ownership.pick_up`) instead of sweeping them after they run out.

Testable without a network: everything here takes a SQLAlchemy engine of the test database;
the event loop's side (tasks, evicting tables, closing sockets) is in
:mod:`gametable.server.tables.manager`.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import (
    text,
)
from sqlalchemy.engine import Connection, Engine, make_url

from gametable.core.errors import GametableError
from gametable.server.storage.database import create_schema
from gametable.server.storage.schema import cluster_metadata as metadata

log = logging.getLogger("gametable.server")

#: seconds a lease lives unrenewed (by the database's clock)
LEASE_TTL = 3.0
#: seconds between two renewals of all of a process's leases (and its heartbeat)
RENEW_EVERY = 1.0
#: seconds the event loop may go without turning before its leases are left to run out
LOOP_STALL = 30.0
#: seconds between two sweeps for tables nobody owns
SWEEP_EVERY = 1.0
#: seconds between two sweeps while another node has missed a renewal (it may be dead)
SUSPECT_EVERY = 0.1
#: the most tables one claiming statement takes (a full batch is followed by the next at once)
SWEEP_BATCH = 500
#: a node whose heartbeat is older than this, and whose node lock is gone, is dead
STALE_AFTER = 1.5 * RENEW_EVERY
#: seconds a process waits for another to hand a table over: long enough for the lease of an
#: owner that died without answering to run out
HANDOFF_WAIT = LEASE_TTL + 0.5
#: the LISTEN/NOTIFY channel of handoff requests ("<table id> <asker>")
HANDOFF_CHANNEL = "gametable_handoff"
#: the channel of tables handed over ("<table id> <new owner>"): the asker claims at once
HANDED_CHANNEL = "gametable_handed"
#: the channel of a draining process's tables given to a live one ("<from> <to>")
ASSIGNED_CHANNEL = "gametable_assigned"
#: the first key of the per-table advisory locks that order fenced writes and claims ("gtl1")
FENCE_LOCK_CLASS = 0x67746C31
#: the first key of the session advisory lock each live node holds ("gtn1")
NODE_LOCK_CLASS = 0x67746E31

#: the nodes known dead: a renewal missed and no connection holding the node's lock (an
#: advisory lock's keys show in pg_locks as unsigned oids, in this database only)
DEAD_NODES = (
    "SELECT n.name FROM gt_nodes n WHERE n.heartbeat_at < clock_timestamp() - "
    "make_interval(secs => :stale) AND NOT EXISTS (SELECT 1 FROM pg_locks k WHERE "
    "k.locktype = 'advisory' AND k.granted AND k.objsubid = 2 "
    "AND k.database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
    f"AND k.classid::bigint = {NODE_LOCK_CLASS} "
    "AND k.objid::bigint = (hashtext(n.name)::bigint + 4294967296) % 4294967296)")
#: an unfinished table's priority when taken over: people's or clocks' tables first
_PRIORITY = ("(t.seats LIKE '%\"human\"%' OR EXISTS (SELECT 1 FROM gt_clocks c "
             "WHERE c.table_id = l.table_id))")

class NodeInUse(GametableError):
    """Another live process serves under this node name."""


def default_node_name() -> str:
    """``host-pid``: unique among the processes of one machine, readable in ``gt_nodes``."""
    return f"{socket.gethostname()}-{os.getpid()}"


@dataclass(frozen=True)
class LeaseRow:
    """A table's lease as read: its owner (``None``: released), epoch, whether it is live."""

    owner: str | None
    epoch: int
    live: bool


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
        create_schema(self.engine, metadata)
        with self.engine.begin() as conn:  # a database made before the column was
            conn.execute(text("ALTER TABLE gt_table_leases "
                              "ADD COLUMN IF NOT EXISTS seat_free boolean, "
                              "ADD COLUMN IF NOT EXISTS people_here boolean"))

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
        archived before ``--cluster``). A lease of a dead node is not live."""
        with self.engine.connect() as conn:
            row = conn.execute(text(
                "SELECT owner, epoch, expires_at > clock_timestamp() AND (owner IS NULL OR "
                f"owner NOT IN ({DEAD_NODES})) AS live "
                "FROM gt_table_leases WHERE table_id = :id"),
                {"id": table_id, "stale": STALE_AFTER}).first()
        return None if row is None else LeaseRow(row.owner, int(row.epoch), bool(row.live))

    def claim(self, table_id: str, *, table: bool = True) -> int | None:
        """Own the table: the new epoch, or ``None`` when another live process owns it (or
        there is no such table).

        A lease nobody holds, one run out, one of a dead node, or one of this node's own
        (handed to it, or held by a process restarted under the same ``--node``) is taken,
        always under a new epoch, so that a write made under an earlier one is refused.
        ``table=False``: a lease of something that has no table row (a tournament's director:
        :mod:`gametable.server.tournaments.lease`), taken whether or not such a row exists."""
        exists = ("WHERE EXISTS (SELECT 1 FROM gt_tables WHERE id = CAST(:id AS varchar)) "
                  if table else "")
        with self.engine.begin() as conn:
            self.lock_exclusive(conn, table_id)
            row = conn.execute(text(
                "INSERT INTO gt_table_leases (table_id, owner, epoch, expires_at) "
                "SELECT CAST(:id AS varchar), CAST(:me AS varchar), 1, "
                "clock_timestamp() + make_interval(secs => :ttl) "
                f"{exists}"
                "ON CONFLICT (table_id) DO UPDATE SET owner = :me, "
                "epoch = gt_table_leases.epoch + 1, expires_at = excluded.expires_at "
                "WHERE gt_table_leases.owner IS NULL OR gt_table_leases.owner = :me "
                "OR gt_table_leases.expires_at <= clock_timestamp() "
                f"OR gt_table_leases.owner IN ({DEAD_NODES}) "
                "RETURNING epoch"), {"id": table_id, "me": self.node, "ttl": self.ttl,
                                     "stale": STALE_AFTER}).first()
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

    def renew(self, seat_free: dict[str, bool] | None = None,
              people_here: dict[str, bool] | None = None) -> list[tuple[str, int]]:
        """Extend every lease this process holds (and its heartbeat), in one transaction;
        the ``(table id, epoch)`` of those it turned out to have lost (run out, taken).
        ``seat_free``: for the tables it holds, whether a person's seat is free (the lobby's
        ``open_seats`` on every process); ``people_here``: whether anyone is connected (the
        lobby leaves out abandoned tables); both written with the renewal at no extra cost."""
        seat_free, people_here = seat_free or {}, people_here or {}
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
                "seat_free = w.free, people_here = w.here "
                "FROM unnest(CAST(:ids AS text[]), CAST(:epochs AS bigint[]), "
                "CAST(:free AS boolean[]), CAST(:here AS boolean[])) AS w(id, epoch, free, here) "
                "WHERE l.table_id = w.id AND l.epoch = w.epoch AND l.owner = :me "
                "AND l.expires_at > clock_timestamp() RETURNING l.table_id, l.epoch"),
                {"ids": list(held), "epochs": list(held.values()),
                 "free": [seat_free.get(tid) for tid in held],
                 "here": [people_here.get(tid) for tid in held], "me": self.node,
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
            " clock_timestamp() - make_interval(secs => :ttl) AND name NOT IN ("
            f"{DEAD_NODES})) AS nodes, "
            "(SELECT count(*) FROM gt_table_leases l JOIN gt_tables t ON t.id = l.table_id "
            " WHERE t.status = 'playing') AS tables, "
            "(SELECT count(*) FROM gt_table_leases l JOIN gt_tables t ON t.id = l.table_id "
            " WHERE t.status = 'playing' AND l.owner = :me "
            " AND l.expires_at > clock_timestamp()) AS mine"),
            {"ttl": self.ttl, "me": self.node, "stale": STALE_AFTER}).first()
        nodes = max(1, int(row.nodes))
        return max(0, math.ceil(int(row.tables) / nodes) - int(row.mine))

    def sweep(self, batch: int = SWEEP_BATCH, skip: list[str] | tuple[str, ...] = ()
              ) -> list[tuple[str, int]]:
        """Claim, in one statement, unfinished tables whose owner is gone (its lease ran
        out, or its node is dead: see the module's docstring), at most ``batch`` and at most
        this process's fair share, people's and clocks' tables first; the ``(table id,
        epoch)`` claimed, in that order. ``skip``: tables a request of this process is
        claiming at this moment (one claim per table per process).

        A table whose former owner is writing at this moment (it holds the table's fence
        lock) is left for the next sweep."""
        with self.engine.begin() as conn:
            wanted = min(batch, self.fair_share(conn))
            if wanted <= 0:
                return []
            rows = conn.execute(text(
                "WITH orphans AS ("
                " SELECT l.table_id, " + _PRIORITY + " AS first"
                " FROM gt_table_leases l JOIN gt_tables t ON t.id = l.table_id"
                " WHERE t.status = 'playing' AND (l.expires_at <= clock_timestamp()"
                f"  OR l.owner IN ({DEAD_NODES}))"
                "  AND l.table_id <> ALL(CAST(:skip AS text[]))"
                " ORDER BY 2 DESC, random() LIMIT :wanted FOR UPDATE OF l SKIP LOCKED),"
                " free AS (SELECT table_id, first FROM orphans"
                "  WHERE pg_try_advisory_xact_lock(:cls, hashtext(table_id)))"
                " UPDATE gt_table_leases l SET owner = :me, epoch = l.epoch + 1,"
                " expires_at = clock_timestamp() + make_interval(secs => :ttl)"
                " FROM free WHERE l.table_id = free.table_id"
                " RETURNING l.table_id, l.epoch, free.first"),
                {"wanted": wanted, "cls": FENCE_LOCK_CLASS, "me": self.node,
                 "ttl": self.ttl, "stale": STALE_AFTER, "skip": list(skip)}).all()
        rows.sort(key=lambda r: not r.first)  # (RETURNING keeps no order)
        claimed = [(r.table_id, int(r.epoch)) for r in rows]
        with self._lock:
            self.held.update(claimed)
        return claimed

    def suspects(self) -> bool:
        """Whether another node that is not draining has missed a renewal (it may be dead:
        sweep again soon)."""
        with self.engine.connect() as conn:
            return bool(conn.execute(text(
                "SELECT EXISTS (SELECT 1 FROM gt_nodes WHERE name <> :me AND NOT draining "
                "AND heartbeat_at < clock_timestamp() - make_interval(secs => :late))"),
                {"me": self.node, "late": 1.2 * RENEW_EVERY}).scalar())

    def hand_over_all(self, chunk: int = SWEEP_BATCH) -> dict[str, int]:
        """Draining: give every lease of this node to the live nodes that are not draining,
        spread evenly, each under a new epoch and a lease of the usual length, and tell
        each node (``NOTIFY`` on :data:`ASSIGNED_CHANNEL`, at each commit); node → tables
        given. Each table's fence lock is taken first (exclusively, in the locks' order,
        as :meth:`fence` takes them), so a write of ours under way commits before, and any
        later one is refused. ``chunk`` tables a transaction (a lock each: PostgreSQL's lock
        table is finite). Nothing is given when no other node is live."""
        with self._lock:
            self.held.clear()
        given: dict[str, int] = {}
        while True:
            with self.engine.begin() as conn:
                ids = [r[0] for r in conn.execute(text(
                    "SELECT table_id FROM gt_table_leases WHERE owner = :me "
                    "ORDER BY table_id LIMIT :n"), {"me": self.node, "n": chunk})]
                if not ids:
                    return given
                conn.execute(text(
                    "SELECT pg_advisory_xact_lock(:cls, k) FROM (SELECT DISTINCT hashtext(id)"
                    " AS k FROM unnest(CAST(:ids AS text[])) AS w(id)) s ORDER BY k"),
                    {"cls": FENCE_LOCK_CLASS, "ids": ids})
                rows = conn.execute(text(
                    "WITH targets AS (SELECT name, row_number() OVER (ORDER BY name) - 1 AS i,"
                    "  count(*) OVER () AS n FROM gt_nodes WHERE NOT draining AND name <> :me"
                    "  AND heartbeat_at > clock_timestamp() - make_interval(secs => :ttl)"
                    f"  AND name NOT IN ({DEAD_NODES})),"
                    " mine AS (SELECT id AS table_id, :done + row_number() OVER () - 1 AS j"
                    "  FROM unnest(CAST(:ids AS text[])) AS w(id)),"
                    " given AS (SELECT m.table_id, t.name FROM mine m JOIN targets t"
                    "  ON t.i = m.j % t.n)"
                    " UPDATE gt_table_leases l SET owner = given.name, epoch = l.epoch + 1,"
                    " expires_at = clock_timestamp() + make_interval(secs => :ttl)"
                    " FROM given WHERE l.table_id = given.table_id AND l.owner = :me"
                    " RETURNING given.name"),
                    {"me": self.node, "ttl": self.ttl, "stale": STALE_AFTER, "ids": ids,
                     "done": sum(given.values())}).all()
                if not rows:  # nobody to give them to
                    return given
                for r in rows:
                    given[r.name] = given.get(r.name, 0) + 1
                for name in {r.name for r in rows}:
                    conn.execute(text("SELECT pg_notify(:channel, :payload)"),
                                 {"channel": ASSIGNED_CHANNEL,
                                  "payload": f"{self.node} {name}"})

    def pick_up(self, skip: list[str] | tuple[str, ...] = ()) -> list[tuple[str, int]]:
        """The live leases another process gave this one (:meth:`hand_over_all`) that it
        does not hold yet, people's and clocks' tables first; now held (renewed) here.
        ``skip``: tables a request of this process is claiming at this moment."""
        with self.engine.connect() as conn:
            rows = conn.execute(text(
                "SELECT l.table_id, l.epoch, " + _PRIORITY + " AS first"
                " FROM gt_table_leases l JOIN gt_tables t ON t.id = l.table_id"
                " WHERE l.owner = :me AND l.expires_at > clock_timestamp()"
                " AND t.status = 'playing' AND l.table_id <> ALL(CAST(:skip AS text[]))"
                " ORDER BY 3 DESC"), {"me": self.node, "skip": list(skip)}).all()
        claimed = []
        with self._lock:
            for r in rows:
                if r.table_id not in self.held:
                    self.held[r.table_id] = int(r.epoch)
                    claimed.append((r.table_id, int(r.epoch)))
        return claimed

    # --- fencing (on the store's writer thread) ----------------------------------------------

    @staticmethod
    def lock_exclusive(conn: Connection, table_id: str) -> None:
        """Take a lease's fence lock exclusively in ``conn``'s transaction: a claim waits for
        a former owner's write that passed its fence, and a write that checks after sees the
        claim (the tournaments' director leases take it too)."""
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
