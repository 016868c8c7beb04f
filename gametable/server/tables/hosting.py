"""Hosting: where a process's tables live — one process alone on its database, or one of a
cluster of processes sharing PostgreSQL (``--cluster``) — behind one interface, so the table
manager never asks which.

- :class:`Alone`: every table is this process's. Unfinished tables are restored from the
  store at start; finished and archived ones are opened from it on request; the lobby is read
  from memory.
- :class:`Cluster`: a table is in memory only in the process that holds its lease
  (:mod:`.ownership`, :mod:`.leases`). It is claimed and replayed from the store when a
  request for it comes, or claimed in bulk when its owner is gone (or gave it away draining)
  and replayed by a background loader, and dropped (its sockets closed with
  :data:`~gametable.server.tables.live.CLOSE_MOVED`) when its lease is lost, handed over or
  released. The lobby and other tables' summaries are read from the database. It is what
  :class:`.ownership.Membership` asks of the tables (``owns``, ``room``, ``take_over``,
  ``evict``, ``hand_off``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

from gametable.server.errors import RequestError
from gametable.server.hosting.ownership import MOVED_AWAY, STOPPING, Membership
from gametable.server.storage.store import Store, StoredTable, tables_t
from gametable.server.tables import lobby
from gametable.server.tables.live import CLOSE_MOVED, LiveTable
from gametable.server.tables.round import settle

if TYPE_CHECKING:
    from gametable.server.tables.manager import TableManager

log = logging.getLogger("gametable.server")

#: tables the background loader of a takeover reads from the store at once
LOAD_BATCH = 64

__all__ = ["LOAD_BATCH", "Alone", "Cluster"]


class Alone:
    """One process alone on its database (see the module's docstring)."""

    #: whether other processes hold tables of this database (then the lobby is read from it)
    shared = False

    def __init__(self, manager: TableManager) -> None:
        self.manager = manager

    def restore(self) -> int:
        """Every unfinished table the store holds, replayed: how many."""
        return self.manager.restore_from(*self.manager.store.load_open())

    def start(self) -> None:
        """On the event loop, once the manager has started."""

    def started_line(self, restored: int) -> str:
        """What the log says once the server has started."""
        return f"{restored} tables restored from {self.manager.store.url}"

    async def open_table(self, table_id: str) -> LiveTable:
        """The live table a request is for (opened from the store if finished or archived:
        its row read off the event loop)."""
        manager = self.manager
        if table_id not in manager.tables and (table_id in manager._stored
                                               or table_id in manager._archived):
            row = await asyncio.to_thread(manager.store.load_one, table_id)
            if row is not None and table_id not in manager.tables:  # (nobody opened it since)
                return manager._open(row)
        return manager.get(table_id)  # in memory, or the refusal (409, 404)

    def owns(self, table_id: str) -> bool:
        return table_id in self.manager.tables

    def room(self) -> int:
        """How many more unfinished tables this process takes now (``--max-open-tables``;
        none while its loop is far behind, see :mod:`gametable.server.tables.load`)."""
        manager = self.manager
        if manager.pacing.lateness > manager.pacing.shed_after:
            return 0
        return max(0, manager.max_open_tables - len(manager.open) - manager._creating)

    async def describe(self, table_id: str) -> dict[str, Any]:
        """A table's public facts (a finished or archived one read off the event loop)."""
        if table_id not in self.manager._quarantined:  # (a broken one's facts: its row)
            await self.open_table(table_id)
        return self.manager.info(table_id)

    async def lobby_page(self, **query: Any) -> dict[str, Any]:
        return self.manager.lobby(**query)

    async def peek_many(self, table_ids: list[str]) -> dict[str, dict[str, Any]]:
        """Lobby summaries of tables, without opening them: from memory, and the archived
        ones' rows read off the event loop in one query."""
        manager = self.manager
        found = {tid: manager.summary_here(tid) for tid in table_ids}
        summaries = {tid: summary for tid, summary in found.items() if summary is not None}
        archived = [tid for tid in table_ids if tid not in summaries and tid in manager._archived]
        summaries.update(await self._stored_summaries(archived))
        return summaries

    async def _stored_summaries(self, table_ids: list[str]) -> dict[str, dict[str, Any]]:
        """The lobby summaries of tables read from their rows (moves counted, not read), in
        one query on a thread."""
        if not table_ids:
            return {}
        rows, _total = await asyncio.to_thread(
            self.manager.store.load_page, tables_t.c.id.in_(table_ids), limit=len(table_ids),
            offset=0)
        return {row.id: lobby.stored_summary(row) for row in rows}

    def lease_op(self, table: LiveTable) -> Any:
        """What a new table's row is stored with for its lease (nothing here)."""
        return None

    def admitted(self, table: LiveTable) -> None:
        """A new table's row was committed."""

    def let_go(self, table: LiveTable) -> bool:
        """A finished table left memory: whether it is listed from elsewhere (else the
        manager keeps its row for the lobby)."""
        return False

    async def release(self, table: LiveTable) -> None:
        """An archived table is nobody's."""

    async def drain(self) -> None:
        """Stopping: nothing to hand to anyone."""

    def metrics(self) -> Iterable[Any]:
        return ()


class Cluster(Alone):
    """One process of a cluster (see the module's docstring)."""

    shared = True

    def __init__(self, manager: TableManager, membership: Membership) -> None:
        super().__init__(manager)
        self.membership = membership
        #: table id → the claim or load under way for it (one per table however many
        #: requests wait, the background loader's included)
        self._opening: dict[str, asyncio.Future[LiveTable]] = {}
        #: tables whose lease this process took in bulk (a sweep, a drained process's), not
        #: loaded yet: table id → epoch, people's and clocks' first (see ``take_over``)
        self._claimed: dict[str, int] = {}
        self._loader: asyncio.Task[None] | None = None

    def restore(self) -> int:
        return 0  # tables come with their leases (``open_table``)

    def start(self) -> None:
        self.membership.start(self)

    def started_line(self, restored: int) -> str:
        url = self.manager.store.engine.url.render_as_string(hide_password=True)
        return f"node {self.membership.node} of a cluster on {url}"

    async def describe(self, table_id: str) -> dict[str, Any]:
        """Without claiming the table (read from the database when another process holds
        it)."""
        if table_id in self.manager.tables:
            return self.manager.info(table_id)
        row = await asyncio.to_thread(self.manager.store.load_summary, table_id)
        if row is None:
            raise RequestError(f"there is no table {table_id!r}", status=404)
        return lobby.stored_summary(row)

    async def lobby_page(self, *, game: str | None = None, open_seats: bool = False,
                         limit: int = lobby.PAGE_SIZE, offset: int = 0,
                         viewer: str | None = None) -> dict[str, Any]:
        """Read from the database (each process holds only its own tables), a table this
        process holds summarised from memory."""
        tables = self.manager.tables
        rows, total = await asyncio.to_thread(
            self.manager.store.load_lobby, game=game, open_seats=open_seats, limit=limit,
            offset=offset, viewer=viewer, abandoned_after=lobby.ABANDONED_AFTER)
        shown = [tables[row.id].summary() if row.id in tables
                 else lobby.stored_summary(row) for row in rows]
        return {"tables": shown, "total": total, "offset": offset, "limit": limit}

    async def peek_many(self, table_ids: list[str]) -> dict[str, dict[str, Any]]:
        """One query, off the event loop, for the tables this process does not hold."""
        tables = self.manager.tables
        summaries = {tid: tables[tid].summary() for tid in table_ids if tid in tables}
        summaries.update(await self._stored_summaries(
            [tid for tid in table_ids if tid not in summaries]))
        return summaries

    def lease_op(self, table: LiveTable) -> Any:
        """The table's lease, stored with its row: this process's, epoch 1."""
        table.lease_epoch = 1
        return self.membership.ownership.new_lease_op(table.id)

    def admitted(self, table: LiveTable) -> None:
        self.membership.ownership.adopt(table.id, 1)

    def let_go(self, table: LiveTable) -> bool:
        """Listed from the database; its lease let go."""
        self.manager._spawn(self.release(table))
        return True

    def metrics(self) -> Iterable[Any]:
        membership = self.membership
        yield GaugeMetricFamily("gametable_table_leases", "Table leases this process holds",
                                value=len(membership.ownership.held))
        yield CounterMetricFamily("gametable_tables_taken_over",
                                  "Tables of a dead or drained process that this process took",
                                  value=membership.swept)
        yield CounterMetricFamily("gametable_handoffs",
                                  "Tables this process handed to another on request",
                                  value=membership.handed_off)

    def owns(self, table_id: str) -> bool:
        """Whether this process holds the table's lease: loaded, to be loaded, or loading
        after a claim that succeeded (a handoff asked for meanwhile waits for the load)."""
        return (table_id in self.manager.tables or table_id in self._claimed
                or (table_id in self._opening
                    and table_id in self.membership.ownership.held))

    def take_claimed(self, table_id: str) -> int | None:
        """The epoch of a table this process claimed in bulk and has not loaded, now the
        caller's to load (:meth:`.ownership.Membership.acquire`); ``None`` if none."""
        return self._claimed.pop(table_id, None)

    def seats_free(self) -> dict[str, bool]:
        """For every table this process holds, whether a person's seat is free (nobody
        connected to it): what the cluster's lobby lists as open seats."""
        return {tid: table.seat_free() for tid, table in self.manager.tables.items()}

    def people_here(self) -> dict[str, bool]:
        """For every table this process holds, whether a person is connected to one of its
        seats: the cluster's lobby leaves out an old table with no move and nobody there
        (:func:`.lobby.abandoned`)."""
        return {tid: bool(table.online()) for tid, table in self.manager.tables.items()}

    def room(self) -> int:
        """``Alone.room`` less the tables claimed and not loaded yet."""
        return max(0, super().room() - len(self._claimed))

    async def open_table(self, table_id: str) -> LiveTable:
        """The live table for a request: ``get``; in a cluster, a table this process does not
        hold is claimed first (asked of its owner if another live process has it) and replayed
        from the store. Many requests for one table share one claim."""
        table = self.manager.tables.get(table_id)
        if table is not None:
            return table
        if table_id in self.manager._quarantined:
            return self.manager.get(table_id)
        if len(table_id) > 32:
            raise RequestError(f"there is no table {table_id!r}", status=404)
        pending = self._opening.get(table_id)
        if pending is None:
            epoch = self._claimed.pop(table_id, None)  # claimed in bulk: loaded now
            if epoch is None:
                self.manager.pacing.check("open the table")  # a claim replays it: not while behind
            pending = asyncio.get_running_loop().create_task(self._claim(table_id, epoch))
            self._opening[table_id] = pending
            pending.add_done_callback(lambda _f: self._opening.pop(table_id, None))
        return await asyncio.shield(pending)

    async def _claim(self, table_id: str, epoch: int | None = None) -> LiveTable:
        """Claim the table (``epoch``: already claimed under it) and replay it."""
        membership = self.membership
        own = membership.ownership
        if epoch is None:
            epoch = await membership.acquire(table_id)  # 404 when there is no such table
        try:
            row = await membership.run(self.manager.store.load_one, table_id)
        except Exception:
            await membership.run(own.release, table_id, epoch)
            raise
        if row is None:
            await membership.run(own.release, table_id, epoch)
            raise RequestError(f"there is no table {table_id!r}", status=404)
        return self._adopt(row, epoch)

    def _adopt(self, row: StoredTable, epoch: int) -> LiveTable:
        """A table whose lease this process just took, replayed from its row."""
        old = self.manager.tables.get(row.id)
        if old is not None:  # a former lease's table: drop it, its writes are refused now
            self.evict(row.id, old.lease_epoch, MOVED_AWAY)
        self.manager._stored.pop(row.id, None)
        if row.broken is not None:
            self.manager._quarantine(row, row.broken)
            return self.manager.get(row.id)
        table = self.manager._rebuild(row)
        if table is None:
            return self.manager.get(row.id)
        table.lease_epoch = epoch
        if row.status == "archived":  # somebody came back to it: it is live again
            store = self.manager.store
            store.submit(store.fenced(Store.op_status(row.id, "playing"), table))
            log.info("table %s: brought back from the archive", row.id)
        self.manager.tables[row.id] = table
        self.manager.open.add(table)
        self.manager.schedule_bots(table)
        return table

    async def take_over(self, claimed: list[tuple[str, int]]) -> None:
        """Tables claimed in bulk (their owner is gone, or gave them to this process): noted
        at once (before any ``await``, see ``Membership._bulk_claim``) and replayed from the
        store by a background loader, people's and clocks' tables first, a batch at a time
        with the loop free in between, so the first tables' bots and clocks go on while the
        rest load; a request for one not loaded yet loads it at once (``open_table``)."""
        for table_id, epoch in claimed:
            old = self.manager.tables.get(table_id)
            if old is not None and old.lease_epoch != epoch:  # a former lease's: refused now
                self.evict(table_id, old.lease_epoch, MOVED_AWAY)
            if table_id not in self.manager.tables:  # (a request claiming it: take_claimed)
                self._claimed[table_id] = epoch
        if self._claimed and (self._loader is None or self._loader.done()):
            self._loader = asyncio.get_running_loop().create_task(self._load_claimed())

    async def _load_claimed(self) -> None:
        """The background loader of ``take_over``: each batch's tables are ``_opening``
        while they load, so a request or a handoff waits for that load, not another."""
        while self._claimed:
            # (one a request is claiming takes this claim itself: Membership.acquire)
            batch = [(tid, epoch) for tid, epoch in self._claimed.items()
                     if tid not in self._opening][:LOAD_BATCH]
            if not batch:
                await asyncio.sleep(0.1)
                continue
            loop = asyncio.get_running_loop()
            waiting: dict[str, asyncio.Future[LiveTable]] = {}
            for table_id, _epoch in batch:
                del self._claimed[table_id]
                waiting[table_id] = self._opening[table_id] = loop.create_future()
            try:
                rows = await self._load_batch(batch, waiting)
            finally:  # (stopping: nobody is left waiting for a load that will not come)
                for table_id, future in waiting.items():
                    if self._opening.get(table_id) is future:
                        del self._opening[table_id]
                    if not future.done():
                        future.set_exception(RequestError(
                            "this server is stopping; try again in a moment", 503))
                        future.exception()  # (retrieved: nobody need be waiting)
            if rows is None:
                await asyncio.sleep(1.0)

    async def _load_batch(self, batch: list[tuple[str, int]],
                          waiting: dict[str, asyncio.Future[LiveTable]]
                          ) -> dict[str, StoredTable] | None:
        """One batch of the loader: read, then each table adopted and its future resolved
        (``None``: the read failed, the tables back in the queue)."""
        membership = self.membership
        try:
            rows = await membership.run(self.manager.store.load_many, list(waiting))
        except Exception as error:
            log.error("loading %d tables taken over failed (again): %r", len(batch), error)
            rows = None
        for done, (table_id, epoch) in enumerate(batch):
            future = waiting[table_id]
            self._opening.pop(table_id, None)
            if rows is None:  # back to the queue (a request may still load it)
                self._claimed.setdefault(table_id, epoch)
                future.set_exception(RequestError(
                    "the table could not be loaded; try again", 503))
                future.exception()
                continue
            row = rows.get(table_id)
            if membership.ownership.held.get(table_id) != epoch:  # lost or handed meanwhile
                future.set_exception(RequestError(
                    f"table {table_id} moved to another server; try again", 503))
                future.exception()
                continue
            if row is None:
                future.set_exception(RequestError(f"there is no table {table_id!r}", 404))
                future.exception()
                await membership.run(membership.ownership.release, table_id, epoch)
                continue
            try:
                future.set_result(self._adopt(row, epoch))
            except Exception as error:  # quarantined: logged, listed as broken
                future.set_exception(error)
                future.exception()
            if done % 8 == 7:
                await asyncio.sleep(0)
        return rows

    def evict(self, table_id: str, epoch: int | None, reason: str) -> None:
        """The table leaves this process (its lease lost, handed over or released): nothing
        of it runs here any more, its sockets are closed with
        :data:`~gametable.server.tables.live.CLOSE_MOVED`. ``epoch``: only the table held under
        that lease (``None``: whichever)."""
        if table_id in self._claimed and epoch in (None, self._claimed[table_id]):
            del self._claimed[table_id]  # claimed, never loaded: nothing of it runs here
        table = self.manager.tables.get(table_id)
        if table is None or (epoch is not None and table.lease_epoch != epoch):
            return
        del self.manager.tables[table_id]
        self.manager.open.discard(table_id)
        if table.lease_epoch is not None:
            self.membership.ownership.forget(table_id, table.lease_epoch)
        table.close()
        self.manager.clocks.forget(table)
        table.move_out(CLOSE_MOVED, reason)
        for hook in self.manager.on_evict:
            hook(table_id)

    async def hand_off(self, table_id: str, to: str | None = None) -> None:
        """Give a table up: no new move is taken, the one being stored finishes, the sockets
        are told to reconnect, and the lease goes ``to`` the process that asked for it (or
        to nobody: any process's sweeper takes it). One being loaded is loaded first; one
        claimed and not loaded is given as it is."""
        pending = self._opening.get(table_id)
        if pending is not None:
            with contextlib.suppress(Exception):
                await asyncio.shield(pending)
        if table_id in self._claimed and table_id not in self.manager.tables:
            epoch = self._claimed.pop(table_id)
            await self.membership.run(self.membership.ownership.release, table_id, epoch, to=to)
            return
        table = self.manager.tables.get(table_id)
        if table is None or table.lease_epoch is None:
            return
        epoch = table.lease_epoch
        async with table.lock:
            await settle(table)
            reason = STOPPING if self.membership.draining else MOVED_AWAY
            self.evict(table_id, epoch, reason)
        await self.membership.run(self.membership.ownership.release, table_id, epoch, to=to)

    async def release(self, table: LiveTable) -> None:
        if table.lease_epoch is None:
            return
        try:
            await self.membership.run(self.membership.ownership.release, table.id,
                                      table.lease_epoch)
        except Exception as error:  # it runs out by itself
            log.error("table %s: releasing its lease failed: %r", table.id, error)

    async def drain(self) -> None:
        """Stopping (SIGTERM): take nothing new, stop every table (the write under way
        finishing first), give every lease to the live processes in bulk (they take
        them at once, see ``Membership.give_away``) and leave the cluster."""
        await self.membership.drain()
        if self.manager._sweeper is not None:
            self.manager._sweeper.cancel()
        if self._loader is not None:
            self._loader.cancel()
        self._claimed.clear()
        for table in list(self.manager.tables.values()):  # the write under way finishes first
            async with table.lock:
                await settle(table)
                self.evict(table.id, table.lease_epoch, STOPPING)
        await self.membership.give_away()
        await self.membership.close()  # anything left released in one statement

