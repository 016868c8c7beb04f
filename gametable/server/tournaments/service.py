"""Tournaments in the server: making them (a person's request, or the schedule file), entering
and leaving, the list and one tournament as shown, the live updates of a tournament's page,
and which tournaments' directors run on this process.

- **Directors** (:mod:`.director`): this process looks every :data:`LOOK_EVERY` seconds (at
  once when a tournament is made) for tournaments about to start or under way whose director
  runs nowhere, and runs it: on a cluster only after claiming its lease (:mod:`.lease`), so
  one process at a time directs a tournament; a director whose process died is taken over by
  the first survivor to look (within about :data:`LOOK_EVERY` seconds of the dead process
  being seen dead, as its tables are).
- **Results** reach the director from the game's last move: :meth:`Tournaments.finish_op`
  is one of the table manager's ``on_finish`` hooks, stored in the move's transaction.
- **Live updates**: every change of a tournament shown to people (its state, its entries) is
  announced on :data:`.records.CHANNEL` (``NOTIFY``, heard by every process of a cluster on a
  connection of its own; on one process, in memory). Each process reads the tournament
  again once, at most every :data:`REFRESH_EVERY` seconds, and sends it to the pages that
  watch it (:class:`Watcher`, the tournament's WebSocket).
- **Bot entrants** (``--tournament-bots``): a tournament made with ``bot_entrants`` is filled
  with bots at its start, for benchmarks and tests; refused by a server without the option.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from gametable.server.errors import RequestError
from gametable.server.hosting.leases import Ownership
from gametable.server.hosting.ownership import libpq_url
from gametable.server.storage.listen import NoteLink
from gametable.server.storage.reads import read_player_kinds
from gametable.server.storage.schema import tournaments_t
from gametable.server.storage.store import Store
from gametable.server.tables.manager import LiveTable, TableManager
from gametable.server.tournaments import records
from gametable.server.tournaments.describe import Description, read_description, read_listing
from gametable.server.tournaments.director import Director, result_op
from gametable.server.tournaments.lease import DirectorLeases
from gametable.server.tournaments.rules import PLAYER_ID, Bounds, Spec
from gametable.server.tournaments.schedule import Recurring, load_schedule
from gametable.server.wire import dumps
from gametable.tournaments import Pairing

log = logging.getLogger("gametable.server")

#: seconds between two looks for tournaments whose director runs nowhere
LOOK_EVERY = 0.5
#: a director starts this many seconds before its tournament does
START_LEAD = 2.0
#: seconds between two makings of the schedule's tournaments
SCHEDULE_EVERY = 60.0
#: a tournament's page is sent its changes at most this often (seconds)
REFRESH_EVERY = 0.5
#: seconds a tournament read for the pages stays good without a note of a change (a note
#: lost with the database link)
DESCRIBED_FOR = 5.0
#: tournaments not over that one account may have made
MAX_MADE = 10


@dataclass(frozen=True)
class TournamentSettings:
    """``gametable serve``'s tournament options: the schedule file (``--tournaments``), bot
    entrants (``--tournament-bots``: benchmarks and tests), how often a director looks
    without being woken (``tick``), and the bounds of a tournament (:class:`.rules.Bounds`)."""

    schedule: str | None = None
    bot_entrants: bool = False
    tick: float = 1.0
    bounds: Bounds = field(default_factory=Bounds)


@dataclass(eq=False)
class Watcher:
    """One open tournament page: what it is sent waits here until its socket takes it."""

    tournament: str
    viewer: str | None
    messages: asyncio.Queue[str] = field(default_factory=asyncio.Queue)


class _Link(NoteLink):
    """The cluster's tournament notes, heard on a connection of this process's own."""

    def __init__(self, url: str, service: Tournaments, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__(url, records.CHANNEL, "gametable-tournaments", "tournament notes")
        self.service, self.loop = service, loop

    def heard(self, payload: str) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is closing
            self.loop.call_soon_threadsafe(self.service.heard, payload)

    def connected(self, conn: Any, again: bool) -> None:
        if again:  # notes may have been missed: everything is read again
            with contextlib.suppress(RuntimeError):
                self.loop.call_soon_threadsafe(self.service.resync)


class Tournaments:
    """Every tournament as this process serves it (see the module's docstring)."""

    def __init__(self, store: Store, manager: TableManager, *,
                 ownership: Ownership | None = None,
                 settings: TournamentSettings | None = None) -> None:
        self.store = store
        self.manager = manager
        self.settings = settings or TournamentSettings()
        #: on a cluster: changes told by ``NOTIFY``, directors held by leases
        self.cluster = ownership is not None
        self.leases = None if ownership is None else DirectorLeases(ownership)
        self.directors: dict[str, Director] = {}
        #: the per-person inbox (``notices.tell``), where the server has one
        self.notices: Any = None
        self.schedule: list[Recurring] = (
            [] if self.settings.schedule is None
            else load_schedule(self.settings.schedule, time.time(), self.settings.bounds))
        self.watchers: dict[str, set[Watcher]] = {}
        self._described: dict[str, tuple[float, Description]] = {}
        #: changes heard of each tournament (a read begun before one is not kept)
        self._changes: dict[str, int] = {}
        self._refreshing: dict[str, asyncio.TimerHandle] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._poke: asyncio.Event | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._spawned: set[asyncio.Task[Any]] = set()
        self._link: _Link | None = None
        manager.on_finish.append(self.finish_op)

    # --- running ---------------------------------------------------------------------------

    def start(self) -> None:
        """On the event loop: look for directors to run, make the schedule's tournaments,
        and on a cluster hear the others' notes."""
        self._loop = loop = asyncio.get_running_loop()
        self._poke = asyncio.Event()
        if self.cluster:
            self._link = _Link(libpq_url(self.store.engine), self, loop)
            self._link.start()
        self._tasks = [loop.create_task(self._looking())]
        if self.schedule:
            self._tasks.append(loop.create_task(self._scheduling()))

    async def close(self) -> None:
        """Stop every director here (its lease released: another process takes it at once)."""
        for task in self._tasks:
            task.cancel()
        directors = list(self.directors.values())
        for director in directors:
            if director.task is not None:
                director.task.cancel()
        for director in directors:
            if director.task is not None:
                with contextlib.suppress(BaseException):
                    await director.task
        if self._spawned:  # (their leases released, their people told)
            await asyncio.gather(*self._spawned, return_exceptions=True)
        for handle in self._refreshing.values():
            handle.cancel()
        if self._link is not None:
            await asyncio.to_thread(self._link.stop)

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._spawned.add(task)
        task.add_done_callback(self._spawned.discard)

    async def _looking(self) -> None:
        assert self._poke is not None
        while True:
            try:
                await self.look()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("tournaments: looking for directors to run failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._poke.wait(), LOOK_EVERY)
            self._poke.clear()

    async def look(self) -> None:
        """Run the director of every tournament due whose director runs nowhere."""
        soon = time.time() + START_LEAD
        running = set(self.directors)
        if self.leases is not None:
            due = await asyncio.to_thread(self.leases.orphans, soon, running)
        else:
            due = [tid for tid in await asyncio.to_thread(self._due, soon) if tid not in running]
        for tournament_id in due:
            epoch = None
            if self.leases is not None:
                epoch = await asyncio.to_thread(self.leases.claim, tournament_id)
                if epoch is None:
                    continue
            if tournament_id in self.directors:
                continue
            director = Director(self, tournament_id, epoch)
            self.directors[tournament_id] = director
            director.task = asyncio.get_running_loop().create_task(director.run())
            log.info("tournament %s: directed here%s", tournament_id,
                     "" if epoch is None else f" (lease epoch {epoch})")

    def _due(self, soon: float) -> list[str]:
        with self.store.engine.connect() as conn:
            return list(conn.scalars(select(tournaments_t.c.id).where(
                tournaments_t.c.status != "over", tournaments_t.c.starts <= soon)
                .order_by(tournaments_t.c.starts)))

    def director_done(self, director: Director) -> None:
        """A director stopped (the tournament over, its lease lost, this process stopping):
        its lease goes to whoever looks next."""
        if self.directors.get(director.id) is director:
            del self.directors[director.id]
        if self.leases is not None and director.epoch is not None and director.holds():
            leases, epoch = self.leases, director.epoch
            try:
                asyncio.get_running_loop()
            except RuntimeError:
                return
            self._spawn(asyncio.to_thread(leases.release, director.id, epoch))

    # --- notes -----------------------------------------------------------------------------

    def heard(self, payload: str) -> None:
        """A note of :data:`.records.CHANNEL` (from any process, this one's included)."""
        kind, _, rest = payload.partition(" ")
        tournament_id = rest.split(" ", 1)[0]
        director = self.directors.get(tournament_id)
        if kind in ("v", "e"):
            self._forget(tournament_id)
            self._refresh_soon(tournament_id)
        if kind in ("g", "e") and director is not None:
            director.wake()
        if kind == "n" and self._poke is not None:
            self._poke.set()

    def changed(self, tournament_id: str, version: int, kind: str = "v") -> None:
        """A change was stored: what this process shows of it is read again (on one process
        nothing else tells: the note is heard here; on a cluster it comes by ``NOTIFY``)."""
        self._forget(tournament_id)
        if not self.cluster:
            self.heard(f"{kind} {tournament_id} {version}")

    def _forget(self, tournament_id: str) -> None:
        self._described.pop(tournament_id, None)
        self._changes[tournament_id] = self._changes.get(tournament_id, 0) + 1

    def resync(self) -> None:
        """The cluster's notes may have been missed: read everything again."""
        for tournament_id in list(self._described):
            self._forget(tournament_id)
        for tournament_id in list(self.watchers):
            self._refresh_soon(tournament_id)
        for director in self.directors.values():
            director.wake()
        if self._poke is not None:
            self._poke.set()

    def _ended_here(self, tournament_id: str) -> None:
        director = self.directors.get(tournament_id)
        if director is not None:
            director.wake(barrier=True)

    def finish_op(self, table: LiveTable, after: Any) -> Any:
        """The ``on_finish`` hook: a tournament game's result, with its last move."""
        loop = self._loop

        def told(tournament_id: str) -> None:  # (on the store's writer thread)
            if loop is not None:
                with contextlib.suppress(RuntimeError):
                    loop.call_soon_threadsafe(self._ended_here, tournament_id)

        return result_op(table, after, self.cluster, None if self.cluster else told)

    def game_ready(self, row: records.Row, pairing: Pairing, table: LiveTable) -> None:
        """A game's table is made: its people are told (where the server has an inbox)."""
        notices = self.notices
        if notices is None:
            return
        for seat, info in enumerate(table.seats):
            if info.player is not None:
                data = {"tournament": row.id, "name": row.name, "what": "game",
                        "game": pairing.game, "table": table.id, "seat": seat}
                self._spawn(self._tell(notices, info.player, data))

    @staticmethod
    async def _tell(notices: Any, player: str, data: dict[str, Any]) -> None:
        try:
            await notices.tell(player, "tournament", data)
        except Exception as error:
            log.warning("tournament %s: telling %s of their game failed: %r",
                        data["tournament"], player, error)

    # --- making, entering, leaving -----------------------------------------------------------

    async def create(self, spec: Spec, creator: str | None, *,
                     schedule_key: str | None = None) -> str | None:
        """Store a new tournament; its id (``None``: the schedule's, made already)."""
        if creator is not None:
            await self._check_maker(creator, spec)
        now = time.time()
        tournament_id = secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")
        config = {"seed": secrets.randbelow(2 ** 31), "shape": spec.shape.to_json(),
                  "duration": spec.duration, "rounds": spec.rounds, "best_of": spec.best_of,
                  "bot_wait": spec.bot_wait, "bot_entrants": spec.bot_entrants,
                  "entrant_bot": spec.entrant_bot}
        values = {
            "id": tournament_id, "name": spec.name, "game": spec.game, "format": spec.format,
            "options": dumps(spec.options), "config": dumps(config), "state": None,
            "status": "scheduled", "creator": creator, "visibility": spec.visibility,
            "invited": dumps(list(spec.invited)), "rated": spec.rated,
            "clock": dumps(spec.clock), "bots": spec.bots, "starts": spec.starts,
            "ends": None if spec.duration is None else spec.starts + spec.duration,
            "winner": None, "version": 1, "schedule_key": schedule_key, "created": now,
            "updated": now}
        try:
            made = await self.store.run(records.op_create(values, self.cluster))
        except IntegrityError:  # another process made the schedule's one just now
            return None
        if not made:
            return None
        if not self.cluster and self._poke is not None:
            self._poke.set()
        return tournament_id

    async def _check_maker(self, creator: str, spec: Spec) -> None:
        """Refuse a maker with :data:`MAX_MADE` tournaments to come or under way, and an
        invitation of anyone who has no account."""
        def read() -> tuple[int, dict[str, str]]:
            with self.store.engine.connect() as conn:
                made = conn.execute(select(func.count()).select_from(tournaments_t).where(
                    tournaments_t.c.creator == creator,
                    tournaments_t.c.status != "over")).scalar_one()
                return made, read_player_kinds(conn, spec.invited)

        made, kinds = await asyncio.to_thread(read)
        if made >= MAX_MADE:
            raise RequestError(f"you have {MAX_MADE} tournaments to come or under way, the "
                               "most one person may make; wait until one is over", 429)
        unknown = [p for p in spec.invited if kinds.get(p) != "account"]
        if unknown:
            raise RequestError(f"'invited' names {len(unknown)} player(s) with no account: "
                               f"{', '.join(unknown[:5])}")

    async def join(self, tournament_id: str, player: str, partner: Any = None) -> None:
        """Enter ``player`` (with the partner they name, in a game of teams); refused with a
        :class:`RequestError` saying why."""
        description = await self.description(tournament_id)
        data = description.data
        if not (description.visibility == "open" or player == description.creator
                or player in description.invited):
            raise RequestError("this tournament is by invitation only", 403)
        if partner is not None:
            if data["team_size"] < 2:
                raise RequestError("'partner' is for games of teams (Baloot)")
            if not isinstance(partner, str) or not PLAYER_ID.fullmatch(partner):
                raise RequestError("'partner' is your partner's player id (their profile "
                                   "shows it)")
            if partner == player:
                raise RequestError("your partner is someone else")
            kinds = await asyncio.to_thread(self._kinds, [partner])
            if kinds.get(partner) != "account":
                raise RequestError("your partner has no account here", 404)
            if description.visibility == "invite" and partner not in description.invited \
                    and partner != description.creator:
                raise RequestError("your partner is not invited to this tournament", 403)
        outcome = await self.store.run(records.op_join(tournament_id, player, partner,
                                                       time.time(), self.cluster))
        self._answer(tournament_id, outcome)

    async def leave(self, tournament_id: str, player: str) -> None:
        """Leave: out of the entries before the start, withdrawn after it."""
        outcome = await self.store.run(records.op_leave(tournament_id, player, time.time(),
                                                        self.cluster))
        self._answer(tournament_id, outcome)

    def _answer(self, tournament_id: str, outcome: Any) -> None:
        if isinstance(outcome, tuple):
            status, message = outcome
            raise RequestError(message, status)
        self.changed(tournament_id, outcome, "e")

    def _kinds(self, players: list[str]) -> dict[str, str]:
        with self.store.engine.connect() as conn:
            return read_player_kinds(conn, players)

    # --- reading -----------------------------------------------------------------------------

    async def listing(self, game: str | None, viewer: str | None) -> dict[str, Any]:
        return await asyncio.to_thread(read_listing, self.store.engine, game, viewer)

    async def description(self, tournament_id: str) -> Description:
        """The tournament as shown (read at most once per change; 404 when there is none)."""
        cached = self._described.get(tournament_id)
        now = time.monotonic()
        if cached is not None and now - cached[0] < DESCRIBED_FOR:
            return cached[1]
        changes = self._changes.get(tournament_id, 0)
        found = await asyncio.to_thread(read_description, self.store.engine, tournament_id,
                                        time.time())
        if found is None:
            raise RequestError(f"there is no tournament {tournament_id!r}", 404)
        if self._changes.get(tournament_id, 0) == changes:
            self._described[tournament_id] = (now, found)
        return found

    async def describe(self, tournament_id: str, viewer: str | None) -> dict[str, Any]:
        """What ``GET /api/tournaments/{id}`` answers (with the viewer's own part)."""
        description = await self.description(tournament_id)
        return {**description.data, "you": description.personal(viewer)}

    # --- the pages that watch ----------------------------------------------------------------

    def watch(self, tournament_id: str, viewer: str | None) -> Watcher:
        watcher = Watcher(tournament_id, viewer)
        self.watchers.setdefault(tournament_id, set()).add(watcher)
        return watcher

    def unwatch(self, watcher: Watcher) -> None:
        found = self.watchers.get(watcher.tournament)
        if found is not None:
            found.discard(watcher)
            if not found:
                del self.watchers[watcher.tournament]

    def _refresh_soon(self, tournament_id: str) -> None:
        """Send the watching pages the tournament as it is now, once however many changes
        come within :data:`REFRESH_EVERY` seconds."""
        if tournament_id not in self.watchers or tournament_id in self._refreshing:
            return
        loop = self._loop or asyncio.get_running_loop()
        self._refreshing[tournament_id] = loop.call_later(
            REFRESH_EVERY, lambda: self._spawn(self._refresh(tournament_id)))

    async def _refresh(self, tournament_id: str) -> None:
        self._refreshing.pop(tournament_id, None)
        watchers = self.watchers.get(tournament_id)
        if not watchers:
            return
        try:
            description = await self.description(tournament_id)
        except Exception as error:
            log.warning("tournament %s: reading it for its pages failed: %r", tournament_id,
                        error)
            return
        for watcher in list(watchers):
            watcher.messages.put_nowait(self.message(description, watcher.viewer))

    @staticmethod
    def message(description: Description, viewer: str | None) -> str:
        return dumps({"type": "tournament", **description.data,
                      "you": description.personal(viewer)})

    # --- the schedule ------------------------------------------------------------------------

    async def _scheduling(self) -> None:
        while True:
            try:
                await self.make_scheduled(time.time())
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("tournaments: making the schedule's tournaments failed")
            await asyncio.sleep(SCHEDULE_EVERY)

    async def make_scheduled(self, now: float) -> int:
        """Make the schedule's tournaments that start within their ``ahead``; how many were
        made (those made already, by this process or another, are skipped)."""
        made = 0
        for recurring in self.schedule:
            for start in recurring.starts(now):
                spec = recurring.spec(start, now, self.settings.bounds)
                if await self.create(spec, None, schedule_key=recurring.schedule_key(start)):
                    made += 1
        return made
