"""Quick play across the processes of a cluster (``--cluster``): the queue kept in PostgreSQL.

One process's :class:`~.quickplay.QuickPlay` keeps the queue in its memory; in a cluster the
people joining reach different processes (the proxy sends queue requests round robin), so:

- **Entries live in PostgreSQL**: a row of ``gt_queue`` a person (a party's two share a
  ticket), written by whichever process took the join and deleted by whichever takes the
  leave; a person's seat waits in ``gt_queue_seated`` until they ask for their status.
- **One process forms tables**: the one holding a session advisory lock
  (:data:`LEADER_LOCK`) on a connection of its own. Every ``tick`` (and at once when told of a
  join) it reads the waiting entries into a :class:`~.matchmaking.MatchQueue`, pairs them by
  the usual rules, marks the entries of each table it forms (``forming``: a leave then comes
  too late), creates the tables (it owns them), and in one transaction deletes the entries
  and stores each person's seat. When it dies its lock goes with its connection, another
  process takes the lock within a second and puts back entries left ``forming``.
- **People are told through LISTEN/NOTIFY** on :data:`CHANNEL`: ``seated`` and ``changed``
  with the players' ids; the process that holds a player's ``/ws/queue`` socket reads their
  seat or status and sends it. Processes refresh ``seen`` for the people whose sockets they
  hold, and the leader drops entries nobody has seen for ``idle`` seconds.
- **Blocks**: the leader reads who blocked whom among the waiting people with the queue, in
  the same transaction, and never seats such a pair together
  (:func:`gametable.server.people.friends.blocked_pairs`).

Parties (two friends queueing as partners) are rows of ``gt_parties``, so the friend who opens
the link may reach any process. Time is the wall clock (``time.time``): waits are compared
between processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import Boolean, Column, Float, MetaData, String, Table, Text, text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from gametable.server.hosting.ownership import libpq_url
from gametable.server.people.devices import Origin
from gametable.server.people.friends import blocked_pairs
from gametable.server.queue.matchmaking import (
    PARTY_LIFETIME,
    AlreadyQueued,
    Match,
    MatchQueue,
    Member,
    Parties,
    Party,
    Pool,
    QueueError,
    party_people,
    pool_for,
)
from gametable.server.queue.quickplay import Listener, Place, QuickPlay, members_of
from gametable.server.storage.listen import NoteLink
from gametable.server.tables.manager import LiveTable, TableManager

log = logging.getLogger("gametable.server")

#: the LISTEN/NOTIFY channel: ``seated P1 P2 …`` or ``changed P1 P2 …``
CHANNEL = "gametable_queue"
#: the session advisory lock the table-forming process holds ("gtqu")
LEADER_LOCK = 0x67747175
#: seconds between two tries for the leader's lock (the longest a queue waits for a new one)
LEADER_RETRY = 1.0
#: players named in one NOTIFY (its payload is at most 8,000 bytes)
NOTIFY_PLAYERS = 200

metadata = MetaData()

queue_t = Table(
    "gt_queue",
    metadata,
    Column("player", String(32), primary_key=True),
    Column("ticket", String(32), nullable=False, index=True),
    Column("game", String(32), nullable=False),
    Column("choice", String(32), nullable=False),
    Column("name", String(200), nullable=False),
    Column("rating", Float, nullable=False),
    Column("since", Float, nullable=False),  # wall clock
    Column("seen", Float, nullable=False),
    Column("forming", Boolean, nullable=False, default=False),
    # the pool's kind, and where the person plays from (.devices: digests), so that the
    # leader never seats two of one place together, and the per-address limit
    Column("rated", Boolean, nullable=False, default=True),
    Column("address", String(64), nullable=True),
    Column("device", String(64), nullable=True),
    Column("owner", String(64), nullable=True, index=True),
)

#: columns added to ``gt_queue`` since it was first made: added to an older database's
UPGRADES = ("rated boolean NOT NULL DEFAULT true", "address varchar(64)",
            "device varchar(64)", "owner varchar(64)")

seated_t = Table(
    "gt_queue_seated",
    metadata,
    Column("player", String(32), primary_key=True),
    Column("message", Text, nullable=False),  # JSON: the "seated" message
    Column("at", Float, nullable=False),
)


parties_t = Table(
    "gt_parties",
    metadata,
    Column("code", String(32), primary_key=True),
    Column("leader", String(32), nullable=False, unique=True),
    Column("leader_name", String(200), nullable=False),
    Column("partner", String(32), nullable=True, unique=True),
    Column("partner_name", String(200), nullable=True),
    Column("created", Float, nullable=False),
)


class SharedParties(Parties):
    """:class:`~.matchmaking.Parties` kept in ``gt_parties``: the friend opening the party
    link may reach any process. Its methods read and write the database (call them off the
    event loop)."""

    def __init__(self, engine: Engine, *, lifetime: float = PARTY_LIFETIME) -> None:
        super().__init__(lifetime=lifetime)
        self.engine = engine

    @staticmethod
    def _party(row: Any) -> Party | None:
        if row is None:
            return None
        partner = None if row.partner is None else Member(row.partner, row.partner_name)
        return Party(row.code, Member(row.leader, row.leader_name), row.created, partner)

    @staticmethod
    def _drop(conn: Any, player: str) -> Any:
        return conn.execute(parties_t.delete().where(
            (parties_t.c.leader == player) | (parties_t.c.partner == player)
        ).returning(*parties_t.c)).first()

    def of(self, player: str) -> Party | None:
        with self.engine.connect() as conn:
            return self._party(conn.execute(parties_t.select().where(
                (parties_t.c.leader == player) | (parties_t.c.partner == player))).first())

    def create(self, leader: Member, now: float) -> Party:
        party = Party(secrets.token_urlsafe(8), leader, now)
        with self.engine.begin() as conn:
            self._drop(conn, leader.player)
            conn.execute(parties_t.delete().where(parties_t.c.partner.is_(None) & (
                parties_t.c.created < now - self.lifetime)))
            conn.execute(parties_t.insert().values(code=party.code, leader=leader.player,
                                                   leader_name=leader.name, created=now))
        return party

    def join(self, code: str, member: Member, now: float) -> Party:
        with self.engine.begin() as conn:
            row = conn.execute(parties_t.select().where(parties_t.c.code == code)
                               .with_for_update()).first()
            if row is None or (row.partner is None and now - row.created > self.lifetime):
                raise QueueError("this party link is not valid any more; ask your friend "
                                 "for a new one")
            if row.leader == member.player:
                raise QueueError("this is your own party link: send it to your partner")
            if row.partner is not None and row.partner != member.player:
                raise QueueError("this party already has two players")
            if row.partner is None:
                self._drop(conn, member.player)  # out of any other party first
                conn.execute(parties_t.update().where(parties_t.c.code == code).values(
                    partner=member.player, partner_name=member.name))
            party = self._party(row)
        assert party is not None
        party.partner = member
        return party

    def leave(self, player: str) -> Party | None:
        with self.engine.begin() as conn:
            return self._party(self._drop(conn, player))


class QueueLink(NoteLink):
    """``LISTEN`` on :data:`CHANNEL` (each note handed to ``heard``) and, between notes, the
    leader's lock tried until held (``lead(True)``); a lost connection loses the lock
    (``lead(False)``) and is made again."""

    def __init__(self, url: str, heard: Callable[[str], None],
                 lead: Callable[[bool], None]) -> None:
        super().__init__(url, CHANNEL, "gametable-queue", "quick play: the queue")
        self.heard = heard  # type: ignore[method-assign]
        self.lead = lead
        self._leading = False
        self._tried = 0.0

    def connected(self, conn: Any, again: bool) -> None:
        self._leading, self._tried = False, 0.0

    def between(self, conn: Any) -> None:
        if not self._leading and time.monotonic() - self._tried >= LEADER_RETRY:
            self._tried = time.monotonic()
            row = conn.execute("SELECT pg_try_advisory_lock(%s)", (LEADER_LOCK,)).fetchone()
            if row is not None and row[0]:
                self._leading = True
                self.lead(True)

    def lost(self) -> None:
        if self._leading:
            self._leading = False
            self.lead(False)


class SharedQuickPlay(QuickPlay):
    """:class:`~.quickplay.QuickPlay` for a cluster's process: the queue in PostgreSQL, one
    leader forming tables, people told through NOTIFY. Its answers to the routes are
    coroutines (they read the database)."""

    def __init__(self, manager: TableManager, engine: Engine, **options: Any) -> None:
        """``engine``: the cluster's PostgreSQL; ``options``: as :class:`QuickPlay`'s."""
        options.setdefault("clock", time.time)
        super().__init__(manager, **options)
        self.engine = engine
        self.parties = SharedParties(engine)
        #: the database as a plain URL, for the link's own psycopg connection
        self.url = libpq_url(engine)
        self.leader = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._link: QueueLink | None = None
        self._wake = asyncio.Event()
        self._leading: asyncio.Task[None] | None = None
        self._seeing: asyncio.Task[None] | None = None
        self._counts: dict[str, int] = {}
        with engine.begin() as conn:  # processes starting together make the tables once
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LEADER_LOCK + 1})
            metadata.create_all(conn)
            for column in UPGRADES:
                conn.execute(text(f"ALTER TABLE gt_queue ADD COLUMN IF NOT EXISTS {column}"))

    # --- running ------------------------------------------------------------------------

    def start(self) -> None:
        self._loop = loop = asyncio.get_running_loop()
        self._link = QueueLink(self.url, lambda note: loop.call_soon_threadsafe(
            self._heard, note), lambda on: loop.call_soon_threadsafe(self._lead, on))
        self._link.start()
        self._seeing = loop.create_task(self._see_loop())

    def close(self) -> None:
        for task in (self._leading, self._seeing):
            if task is not None:
                task.cancel()
        super().close()
        if self._link is not None:
            self._link.stop()

    def _lead(self, on: bool) -> None:
        self.leader = on
        if on and self._leading is None:
            log.info("quick play: this process forms the queue's tables")
            self._leading = asyncio.get_running_loop().create_task(self._lead_loop())
        elif not on and self._leading is not None:
            self._leading.cancel()
            self._leading = None

    async def _lead_loop(self) -> None:
        await self._db(self._unmark_all)  # a former leader's tables half formed: queued again
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.tick)
            self._wake.clear()
            try:
                await self._form_round()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("quick play: forming tables failed")

    async def _see_loop(self) -> None:
        """Every ``tick``: the people whose queue sockets are here were seen now, and how
        many wait in each pool is read again (for ``/metrics``)."""
        while True:
            await asyncio.sleep(self.tick)
            try:
                self._counts = await self._db(self._mark_seen, list(self._listeners),
                                              self.clock())
            except Exception as error:
                log.error("quick play: marking people seen failed: %r", error)

    def waiting_counts(self) -> dict[str, int]:
        """People waiting in the whole cluster's queue, by pool key, as of the last tick."""
        return dict(self._counts)

    def _heard(self, note: str) -> None:
        kind, *players = note.split()
        if kind == "changed" and self.leader:
            self._wake.set()
        here = [p for p in players if p in self._listeners]
        if here:
            asyncio.get_running_loop().create_task(self._tell(kind, here))

    async def _tell(self, kind: str, players: list[str]) -> None:
        """Each of ``players`` with a socket here is sent their status (and seat)."""
        try:
            for player in players:
                # a seat sent on a socket is told once (else the lobby's next socket would
                # send the person back to the table)
                status = await self.status(player, polled=kind == "seated")
                if kind == "seated" and status.get("state") == "seated":
                    self._send(player, status["seated"])
                self._send(player, status)
        except Exception as error:
            log.error("quick play: telling people of the queue failed: %r", error)

    async def _db(self, work: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(work, *args)

    def _notify(self, conn: Any, kind: str, players: list[str]) -> None:
        for start in range(0, len(players), NOTIFY_PLAYERS):
            conn.execute(text("SELECT pg_notify(:channel, :payload)"), {
                "channel": CHANNEL,
                "payload": " ".join([kind, *players[start:start + NOTIFY_PLAYERS]])})

    # --- what people ask for ------------------------------------------------------------

    async def join(self, player: str, name: str, game: Any, choice: Any = None,
                   party: bool = False, *, origin: Listener | None = None,
                   rated: Any = None, place: Place | None = None) -> dict[str, Any]:
        if not isinstance(game, str):
            raise QueueError("say which game: 'game' is missing")
        pool_for(game, choice)
        party_of = await self._db(self.parties.of, player) if party else None
        people = [(player, name)]
        if party:
            people = party_people(party_of, pool_for(game, choice))
        pool = pool_for(game, choice, await self._rated(people, rated))
        members = members_of(player, people, party_of, place)
        owners = sorted({m.owner for m in members if m.owner is not None})
        self._check_limits(members, await self._db(self._waiting_from, owners))
        ratings = await self.rating_of([who for who, _name in people], pool)
        now = self.clock()
        rows = [{"player": m.player, "ticket": secrets.token_hex(8), "game": pool.game,
                 "choice": pool.choice, "name": m.name, "rating": rating, "since": now,
                 "seen": now, "forming": False, "rated": pool.rated,
                 "address": m.origin.address if m.origin else None,
                 "device": m.origin.device if m.origin else None, "owner": m.owner}
                for m, rating in zip(members, ratings, strict=True)]
        for row in rows[1:]:
            row["ticket"] = rows[0]["ticket"]
        await self._db(self._insert, rows)
        return await self.status(player)

    def _waiting_from(self, owners: list[str]) -> dict[str, int]:
        """People waiting in the whole cluster's queue per address key among ``owners``."""
        if not owners:
            return {}
        with self.engine.connect() as conn:
            rows = conn.execute(text(
                "SELECT owner, count(*) FROM gt_queue WHERE owner = ANY(:o) GROUP BY owner"),
                {"o": owners}).all()
        return {owner: int(count) for owner, count in rows}

    def _insert(self, rows: list[dict[str, Any]]) -> None:
        players = [row["player"] for row in rows]
        try:
            with self.engine.begin() as conn:
                conn.execute(seated_t.delete().where(seated_t.c.player.in_(players)))
                conn.execute(queue_t.insert(), rows)
                self._notify(conn, "changed", players)
        except IntegrityError:
            raise AlreadyQueued() from None

    async def leave(self, player: str) -> dict[str, Any]:  # type: ignore[override]
        await self._db(self._delete, player)
        return await self.status(player)

    def _delete(self, player: str) -> None:
        with self.engine.begin() as conn:
            ticket = conn.execute(text("SELECT ticket FROM gt_queue WHERE player = :p AND NOT "
                                       "forming"), {"p": player}).scalar()
            if ticket is None:
                return
            gone = [r[0] for r in conn.execute(text(
                "DELETE FROM gt_queue WHERE ticket = :t AND NOT forming RETURNING player"),
                {"t": ticket})]
            self._notify(conn, "changed", gone)

    async def party_create(self, player: str, name: str,  # type: ignore[override]
                           place: Place | None = None) -> dict[str, Any]:
        if await self._db(self._entry, player) is not None:
            raise QueueError("leave the queue before making a party")
        await self._db(self.parties.create, Member(player, name), self.clock())
        return await self.status(player)

    async def party_join(self, player: str, name: str, code: Any,  # type: ignore[override]
                         place: Place | None = None) -> dict[str, Any]:
        if not isinstance(code, str):
            raise QueueError("'code' is the party code from the link")
        if await self._db(self._entry, player) is not None:
            raise QueueError("leave the queue before joining a party")
        party = await self._db(self.parties.join, code, Member(player, name), self.clock())
        self._broadcast_status(party.members)
        return await self.status(player)

    async def party_leave(self, player: str) -> dict[str, Any]:  # type: ignore[override]
        party = await self._db(self.parties.leave, player)
        if party is not None:
            if len(party.members) == 2:
                await self._db(self._delete, player)
            self._broadcast_status(party.members)
        return await self.status(player)

    def _broadcast_status(self, members: Any) -> None:
        """The members' sockets, on whichever process, are sent their status (NOTIFY)."""
        players = [m.player for m in members]

        def announce() -> None:
            with self.engine.begin() as conn:
                self._notify(conn, "changed", players)

        task = asyncio.get_running_loop().create_task(self._db(announce))
        task.add_done_callback(_log_failure)

    def _entry(self, player: str) -> Any:
        with self.engine.connect() as conn:
            return conn.execute(queue_t.select().where(queue_t.c.player == player)).first()

    async def status(self, player: str, *, polled: bool = False  # type: ignore[override]
                     ) -> dict[str, Any]:
        """As :meth:`QuickPlay.status`, read from the database."""
        return await self._db(self._status, player, polled)

    def _status(self, player: str, polled: bool) -> dict[str, Any]:
        now = self.clock()
        data: dict[str, Any] = {"type": "queue", "state": "idle",
                                "fill_after": self.queue.fill_after}
        with self.engine.begin() as conn:
            entry = conn.execute(queue_t.select().where(queue_t.c.player == player)).first()
            if entry is not None:
                conn.execute(queue_t.update().where(queue_t.c.player == player).values(seen=now))
                others = conn.execute(text(
                    "SELECT name FROM gt_queue WHERE ticket = :t AND player <> :p"),
                    {"t": entry.ticket, "p": player}).scalars().all()
                waiting = conn.execute(text(
                    "SELECT count(*) FROM gt_queue WHERE game = :g AND choice = :c "
                    "AND rated = :r"), {"g": entry.game, "c": entry.choice,
                                        "r": entry.rated}).scalar()
                data.update(state="queued", game=entry.game, choice=entry.choice,
                            waited=round(now - entry.since, 1), waiting=int(waiting or 0),
                            **{"with": list(others)})
            else:
                seat = conn.execute(seated_t.select().where(seated_t.c.player == player)
                                    ).first()
                if seat is not None:
                    data.update(state="seated", seated=json.loads(seat.message))
                    if polled:
                        conn.execute(seated_t.delete().where(seated_t.c.player == player))
        party = self.parties.of(player)
        if party is not None:
            data["party"] = {"code": party.code, "leader": party.leader.player == player,
                             "names": [m.name for m in party.members],
                             "complete": party.partner is not None}
        data.setdefault("with", [])
        return data

    # --- the leader -----------------------------------------------------------------------

    def _unmark_all(self) -> None:
        with self.engine.begin() as conn:
            conn.execute(text("UPDATE gt_queue SET forming = false WHERE forming"))
            conn.execute(text("DELETE FROM gt_queue_seated WHERE at < :old"),
                         {"old": self.clock() - 24 * 3600})

    def _mark_seen(self, players: list[str], now: float) -> dict[str, int]:
        """Mark ``players`` seen; the people waiting by pool key."""
        with self.engine.begin() as conn:
            if players:
                conn.execute(text("UPDATE gt_queue SET seen = :now WHERE player = ANY(:p)"),
                             {"now": now, "p": players})
            rows = conn.execute(text("SELECT game, choice, rated, count(*) FROM gt_queue "
                                     "GROUP BY game, choice, rated")).all()
        return {Pool(game, choice, 0, rated=rated).key: int(count)
                for game, choice, rated, count in rows}

    def _claim_round(self) -> list[Match]:
        """Drop the gone; read the queue, pair it, and mark the entries of every table formed
        (those whose entries are all still there and not being formed)."""
        now = self.clock()
        with self.engine.begin() as conn:
            gone = [r[0] for r in conn.execute(text(
                "DELETE FROM gt_queue WHERE NOT forming AND seen < :old RETURNING player"),
                {"old": now - self.idle})]
            if gone:
                log.info("quick play: %d people left the queue (gone for %g s)", len(gone),
                         self.idle)
                self._notify(conn, "changed", gone)
            rows = conn.execute(text(
                "SELECT * FROM gt_queue WHERE NOT forming ORDER BY since, ticket")).all()
            apart = blocked_pairs(conn, [row.player for row in rows])
        queue = MatchQueue(fill_after=self.queue.fill_after, window=self.queue.window,
                           bot_for=self.queue.bot_for, rng=self.queue.rng)
        tickets: dict[str, list[Any]] = {}
        for row in rows:
            tickets.setdefault(row.ticket, []).append(row)
        for members in tickets.values():
            with contextlib.suppress(QueueError):
                queue.join(pool_for(members[0].game, members[0].choice or None,
                                    members[0].rated),
                           [Member(r.player, r.name, r.rating,
                                   None if r.address is None else Origin(r.address, r.device),
                                   r.owner) for r in members],
                           members[0].since)
        formed = queue.match(now, apart=apart)
        claimed = []
        with self.engine.begin() as conn:
            for match in formed:
                people = [m.player for m in match.people]
                got = conn.execute(text(
                    "UPDATE gt_queue SET forming = true WHERE player = ANY(:p) AND NOT forming "
                    "RETURNING player"), {"p": people}).all()
                if len(got) == len(people):
                    claimed.append(match)
                else:  # someone left meanwhile: the others wait for the next round
                    conn.execute(text("UPDATE gt_queue SET forming = false "
                                      "WHERE player = ANY(:p)"), {"p": [r[0] for r in got]})
        return claimed

    async def _form_round(self) -> None:
        matches = await self._db(self._claim_round)
        if matches:
            self._pending.extend(matches)
            await self._form_pending()

    def _unform(self, match: Match, error: Exception) -> None:
        """A table that could not be made: its people's entries are waiting again."""
        log.error("quick play: a %s table could not be made: %s", match.pool.key, error)
        people = [m.player for m in match.people]

        def unmark() -> None:
            with self.engine.begin() as conn:
                conn.execute(text("UPDATE gt_queue SET forming = false WHERE player = ANY(:p)"),
                             {"p": people})

        asyncio.get_running_loop().create_task(self._db(unmark))

    def _seat(self, match: Match, table: LiveTable, tokens: dict[int, str]) -> None:
        """The table is stored: each person's seat stored with their entry gone, and the
        processes holding their sockets told."""
        people = len(match.people)
        rows = []
        for index, seat in enumerate(match.seats):
            if isinstance(seat, Member):
                rows.append({"player": seat.player, "at": self.clock(), "message": json.dumps({
                    "type": "seated", "table": table.id, "game": table.game, "seat": index,
                    "url": f"/join/{table.id}/{tokens[index]}", "people": people,
                    "seats": len(match.seats)})})

        def store() -> None:
            players = [row["player"] for row in rows]
            with self.engine.begin() as conn:
                conn.execute(queue_t.delete().where(queue_t.c.player.in_(players)))
                conn.execute(seated_t.delete().where(seated_t.c.player.in_(players)))
                conn.execute(seated_t.insert(), rows)
                self._notify(conn, "seated", players)

        task = asyncio.get_running_loop().create_task(self._db(store))
        task.add_done_callback(_log_failure)


def _log_failure(task: asyncio.Task[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("quick play: a write of the shared queue failed: %r", task.exception())
