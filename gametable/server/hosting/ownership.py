"""The event loop's side of table ownership in a cluster: asking for tables, handing them
over, sweeping and picking up, renewing the leases (:class:`Membership`), and the thread that
listens for handoffs (:class:`HandoffListener`). The database's side — leases, epochs,
fencing, why it is safe — is :mod:`.leases`; the tables' side is :mod:`.claims`.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from gametable.server.errors import RequestError
from gametable.server.hosting.leases import (
    ASSIGNED_CHANNEL,
    HANDED_CHANNEL,
    HANDOFF_CHANNEL,
    HANDOFF_WAIT,
    LOOP_STALL,
    NODE_LOCK_CLASS,
    RENEW_EVERY,
    SUSPECT_EVERY,
    SWEEP_BATCH,
    SWEEP_EVERY,
    NodeInUse,
    Ownership,
    default_node_name,
    libpq_url,
)
from gametable.server.storage.fencing import Fenced, LeaseLost
from gametable.server.storage.schema import leases_t

__all__ = [
    "MOVED_AWAY", "NODE_LOCK_CLASS", "STOPPING", "Fenced", "LeaseLost", "Membership",
    "NodeInUse", "Ownership", "default_node_name", "leases_t", "libpq_url",
]

log = logging.getLogger("gametable.server")


class HandoffListener:
    """A thread on a connection of its own that ``LISTEN``s for handoff requests, tables
    handed over and tables given by a draining process: ``asked(table id, asker)``,
    ``handed(table id, new owner)`` and ``assigned(from, to)`` are called on that thread.
    The connection also holds the node's lock (``node``; see the module's docstring)."""

    def __init__(self, url: str, asked: Callable[[str, str], None],
                 handed: Callable[[str, str], None],
                 assigned: Callable[[str, str], None] | None = None,
                 node: str | None = None) -> None:
        self.url = url
        self.node = node
        self.callbacks = {HANDOFF_CHANNEL: asked, HANDED_CHANNEL: handed}
        if assigned is not None:
            self.callbacks[ASSIGNED_CHANNEL] = assigned
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
                    locked = self._lock_node(conn)
                    self._ready.set()
                    while not self._stop.is_set():
                        if not locked:  # a former process of this node's name not gone yet
                            locked = self._lock_node(conn)
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

    def _lock_node(self, conn: Any) -> bool:
        if self.node is None:
            return True
        row = conn.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))",
                           (NODE_LOCK_CLASS, self.node)).fetchone()
        return bool(row and row[0])

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


class TableHost(Protocol):
    """What :class:`Membership` needs of the table manager
    (:class:`gametable.server.tables.manager.TableManager`)."""

    def evict(self, table_id: str, epoch: int | None, reason: str) -> None: ...

    def room(self) -> int: ...

    async def take_over(self, claimed: list[tuple[str, int]]) -> None: ...

    def take_claimed(self, table_id: str) -> int | None: ...

    async def hand_off(self, table_id: str, to: str | None = None) -> None: ...

    def owns(self, table_id: str) -> bool: ...

    def seats_free(self) -> dict[str, bool]: ...

    def people_here(self) -> dict[str, bool]: ...


#: why a table's sockets are closed when it leaves this process, by cause
MOVED_AWAY = "this table moved to another server; reconnect"
LEASE_GONE = "this server lost this table to another; reconnect"
STOPPING = "this server is stopping; reconnect"


class Membership:
    """This process in the cluster, on the event loop: renews its leases (a thread), sweeps
    for tables whose owner is gone and picks up those a draining process gave it (two
    tasks), answers handoff requests (a listening thread), and drops a table whose lease it
    lost. :meth:`acquire` gets one table's lease for a request; :meth:`give_away` gives all
    of them to the others when draining."""

    def __init__(self, ownership: Ownership, *, renew_every: float = RENEW_EVERY,
                 sweep_every: float = SWEEP_EVERY, handoff_wait: float = HANDOFF_WAIT) -> None:
        self.ownership = ownership
        self.renew_every = renew_every
        self.sweep_every = sweep_every
        self.handoff_wait = handoff_wait
        self.draining = False
        #: tables this process took over (swept, or given by a draining process), and
        #: handed to another on request
        self.swept = 0
        self.handed_off = 0
        self.host: TableHost | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._spawned: set[asyncio.Task[None]] = set()
        self._listener: HandoffListener | None = None
        #: table id → set when it is handed to any process (a claim here waiting for it)
        self._handed: dict[str, asyncio.Event] = {}
        #: tables a request of this process is claiming (:meth:`acquire`): no sweep takes them
        self.claiming: set[str] = set()
        #: done when the claiming statement under way (a sweep, a pick-up) is done and what
        #: it claimed is the host's: a request's claim waits for it (one claim per table)
        self._bulk: asyncio.Future[None] | None = None
        #: set when a draining process gave tables to this one
        self._assigned = asyncio.Event()
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
        #: the loop's latest turn (time.monotonic), and the seats free and the tables with
        #: people it saw then
        self._loop_seen = time.monotonic()
        self._seat_free: dict[str, bool] = {}
        self._people_here: dict[str, bool] = {}

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
                                         self._given, self._given_many, node=self.node)
        self._listener.start()
        self._tasks = [loop.create_task(self._looking()), loop.create_task(self._sweeping()),
                       loop.create_task(self._picking_up())]
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
        """On the listener's thread: a table was handed to a process (a claim here waiting
        for it takes it, or asks its new owner)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._arrived, table_id)

    def _given_many(self, giver: str, to: str) -> None:
        """On the listener's thread: a draining process gave tables to a process."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._reassigned, to == self.node)

    def _reassigned(self, mine: bool) -> None:
        if mine:
            self._assigned.set()
        for waiting in self._handed.values():  # the tables waited for may have moved
            waiting.set()

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
        for), and which tables have a person's seat free or anyone there (what it writes)."""
        while True:
            if self.host is not None:
                self._seat_free = self.host.seats_free()
                self._people_here = self.host.people_here()
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
                lost = self.ownership.renew(self._seat_free, self._people_here)
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

    async def _bulk_claim(self, claim: Callable[..., list[tuple[str, int]]],
                          *args: Any) -> list[tuple[str, int]]:
        """Run a claiming statement (``claim(*args, skip)``) with no request's claim of the
        same table beside it: the tables requests are claiming are skipped, a request that
        comes meanwhile waits for it, and what it claimed is the host's before that request
        goes on (see :meth:`acquire`)."""
        while self._bulk is not None:
            await asyncio.shield(self._bulk)
        assert self.host is not None
        self._bulk = done = asyncio.get_running_loop().create_future()
        try:
            claimed = await self.run(claim, *args, sorted(self.claiming))
            if claimed:
                await self.host.take_over(claimed)  # registered before any await in it
            return claimed
        finally:
            self._bulk = None
            done.set_result(None)

    async def _sweeping(self) -> None:
        wait = self.sweep_every
        while not self.draining:
            # jittered: the processes of a cluster do not all sweep in the same instant
            await asyncio.sleep(wait * (0.75 + 0.5 * random.random()))
            if self.draining or self.host is None:
                return
            wait = self.sweep_every
            try:
                room = min(SWEEP_BATCH, self.host.room())
                claimed = await self._bulk_claim(self.ownership.sweep, room) if room else []
                self.swept += len(claimed)
                if claimed:
                    log.info("took over %d tables nobody owned", len(claimed))
                if room and len(claimed) >= room:
                    wait = 0.0  # there may be more: the next batch at once
                elif await self.run(self.ownership.suspects):
                    wait = min(self.sweep_every, SUSPECT_EVERY)
            except Exception:
                log.exception("sweeping for tables nobody owns failed")

    async def _picking_up(self) -> None:
        """Tables a draining process gave this one: taken at once."""
        while not self.draining:
            await self._assigned.wait()
            self._assigned.clear()
            if self.draining or self.host is None:
                return
            try:
                claimed = await self._bulk_claim(self.ownership.pick_up)
                self.swept += len(claimed)
                if claimed:
                    log.info("took over %d tables a stopping process gave", len(claimed))
            except Exception:
                log.exception("taking the tables a stopping process gave failed")

    async def acquire(self, table_id: str) -> int:
        """Own a table for a request that came here: its lease's epoch. A table another
        live process owns is asked for (``NOTIFY``) and waited for, at most ``handoff_wait``
        seconds, asked again of each new owner as the lease moves (a third process may get it
        first); :class:`~gametable.server.tables.live.RequestError` 503 after that, or while
        this one is stopping; 404 when there is no such table. A table this process claimed
        meanwhile in bulk (a sweep) is that claim's, never claimed twice."""
        if self.draining:
            raise RequestError("this server is stopping; try again in a moment", 503)
        assert table_id not in self.claiming, "one claim per table (TableManager._opening)"
        own = self.ownership
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.handoff_wait
        asked: tuple[str, int] | None = None  # the owner and epoch last asked
        handed = self._handed.setdefault(table_id, asyncio.Event())
        self.claiming.add(table_id)
        try:
            while True:
                lease = await self.run(own.lease_of, table_id)
                if (lease is None or lease.owner is None or not lease.live
                        or lease.owner == own.node):
                    while self._bulk is not None:  # a sweep may be taking it this moment
                        await asyncio.shield(self._bulk)
                    if self.host is not None and (mine := self.host.take_claimed(table_id)):
                        return mine
                    epoch = await self.run(own.claim, table_id)
                    if epoch is not None:
                        return epoch
                    if lease is None:  # no lease row, and no table to give one to
                        raise RequestError(f"there is no table {table_id!r}", 404)
                elif asked != (lease.owner, lease.epoch):  # its owner now, asked once
                    await self.run(own.request_handoff, table_id)
                    asked = (lease.owner, lease.epoch)
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
            self.claiming.discard(table_id)

    async def drain(self) -> None:
        """Stop taking tables (and tell the others: none is given to this one from now)."""
        self.draining = True
        self._assigned.set()  # (the pick-up task ends)
        try:
            await asyncio.to_thread(self.ownership.set_draining)
        except Exception as error:
            log.error("marking this node as draining failed: %r", error)

    async def give_away(self) -> None:
        """Draining, once no table of this process runs any more: every lease given to the
        live processes (:meth:`Ownership.hand_over_all`); those of a failed attempt run out
        and are swept."""
        try:
            given = await asyncio.to_thread(self.ownership.hand_over_all)
            if given:
                log.info("gave the tables to %s", ", ".join(
                    f"{node} ({n})" for node, n in sorted(given.items())))
        except Exception as error:
            log.error("giving the tables to the other processes failed (they run out and "
                      "are swept): %r", error)

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
