"""The director: runs one tournament, on one process at a time.

It **starts** the tournament at its start time (entries closed, teams formed, the format's
state made: one transaction that locks the tournament's row, so an entry either makes the
start or is refused), then at every **step** (woken by a game's end, an entry's change, or
once a tick):

1. reads the results stored since and not counted yet, and the entries changed;
2. **records** them in the format's state (:mod:`.formats`): results and forfeits (a side
   whose person missed the game: :func:`missed_seats`), leavers withdrawn, an arena's late
   entries taken in;
3. **pairs** (the library decides) and sees whether it is **over**;
4. **persists** the state with the results it counted and the entries it took, in one
   transaction (fenced by its lease on a cluster), so a result is counted exactly once
   however often a director stops;
5. **creates** the tables of the games under way that have none yet, in one ``create_many``,
   each table stored with its game row (a second table for one game is refused).

A result is never lost between a game's end and the director: the game's last move stores
it (:func:`result_op`, a ``manager.on_finish`` hook) in the same transaction. A director
stopped anywhere (``kill -9``) is restarted from the stored state by whoever takes its lease
(:mod:`.lease`), which reads the results stored meanwhile and the games that have no table
yet, and carries on: every decision depends on the stored state and its inputs alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update

from gametable import bots as bot_registry
from gametable.core.registry import descriptor_of
from gametable.server.people.rated import leavers
from gametable.server.people.ratings import BOT_RATINGS, rating_key
from gametable.server.storage.fencing import LeaseLost
from gametable.server.storage.reads import read_player_names
from gametable.server.storage.schema import tournament_entries_t, tournaments_t
from gametable.server.tables.chat import QUEUE_CHAT
from gametable.server.tables.manager import TableOrder
from gametable.server.tournaments import formats, records
from gametable.server.tournaments.lease import Fence, lease_key
from gametable.server.wire import dumps
from gametable.tournaments import DEFAULT_RATING, Entrant, Pairing, Shape, TournamentError

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from gametable.core.protocol import GameState
    from gametable.server.tables.live import LiveTable
    from gametable.server.tournaments.service import Tournaments

log = logging.getLogger("gametable.server")

#: a bot entrant's id starts so (a player id is letters and digits only)
BOT_PREFIX = "bot-"
#: the bot that fills an odd seat where the creator allows it (where the game has one)
FILL_BOT = "heuristic"
#: seconds a director waits after a step that failed before it tries again
RETRY_AFTER = 1.0
#: the least time between two steps: the games that end meanwhile are counted (and their
#: entrants paired) together, and a busy arena's state is written a few times a second at most
MIN_GAP = 0.2


def is_bot(member: str) -> bool:
    return member.startswith(BOT_PREFIX)


def bot_entrants(count: int, side_size: int, bot: str) -> list[Entrant]:
    """``count`` entries of bots (a team of two bots where a side is two), at the bot's
    fixed rating."""
    rating = BOT_RATINGS.get((bot, None), (DEFAULT_RATING, 0.0))[0]
    out = []
    for number in range(1, count + 1):
        entry = f"{BOT_PREFIX}{number:04d}"
        members = (entry,) if side_size == 1 else tuple(
            f"{entry}{chr(ord('a') + i)}" for i in range(side_size))
        out.append(Entrant(entry, members, rating))
    return out


def fill_bot(game: str) -> str:
    return FILL_BOT if FILL_BOT in bot_registry.available(game) else "random"


def bot_name(member: str) -> str:
    """``bot-0017`` → ``Bot 17``; ``bot-0017b`` → ``Bot 17b``."""
    return "Bot " + member[len(BOT_PREFIX):].lstrip("0")


def form_entries(entries: list[records.Entry], ratings: dict[str, float], side_size: int
                 ) -> tuple[list[Entrant], list[str]]:
    """The entries people made, as the format's entrants: each person alone, or teams of
    two: partners who named each other first, then the others by rating, two by two. Those
    left over (an odd one out) are returned apart."""
    def rating(player: str) -> float:
        return ratings.get(player, DEFAULT_RATING)

    if side_size == 1:
        return [Entrant.person(e.player, rating(e.player)) for e in entries], []
    named = {e.player: e.partner for e in entries}
    teams: list[tuple[str, str]] = []
    placed: set[str] = set()
    for e in entries:  # in the order they came: the first of two partners leads the team
        mate = e.partner
        if (e.player not in placed and mate is not None and mate not in placed
                and named.get(mate) == e.player):
            teams.append((e.player, mate))
            placed.update((e.player, mate))
    solos = sorted((e.player for e in entries if e.player not in placed),
                   key=lambda p: -rating(p))  # (stable: the order they came among equals)
    for first, second in zip(solos[0::2], solos[1::2], strict=False):
        teams.append((first, second))
    left = solos[-1:] if len(solos) % 2 else []
    return [Entrant(f"t-{a}", (a, b), (rating(a) + rating(b)) / 2) for a, b in teams], left


def missed_seats(table: LiveTable) -> set[int]:
    """People's seats whose person missed the game: a bot held it at the end or played most
    of it (:func:`gametable.server.people.rated.leavers`), or nobody ever came to it (no
    connection, no move of their own)."""
    clock = table.clock
    if clock is None:
        return set()
    moved: dict[int, int] = {}
    for seat, _move in table.moves:
        moved[seat] = moved.get(seat, 0) + 1
    missed = set(leavers(table))
    for seat, seat_clock in clock.seats.items():
        if not seat_clock.joined and moved.get(seat, 0) - seat_clock.stood_in <= 0:
            missed.add(seat)
    return missed


def result_op(table: LiveTable, after: GameState, cluster: bool,
              told: Callable[[str], None] | None) -> Any:
    """The ``on_finish`` hook's op for a tournament's table (``None`` for any other): the
    sides' scores and the sides that missed the game, stored with the last move."""
    mark = table.settings.get("tournament")
    if not isinstance(mark, dict) or not after.over:
        return None
    shape = Shape.of(descriptor_of(table.game), len(table.seats))
    scores = shape.side_scores(list(after.scores))
    absent = sorted({shape.side_of[seat] for seat in missed_seats(table)})
    tournament_id = str(mark.get("id"))
    return records.op_result(
        tournament_id, table.id, {"scores": list(scores), "absent": absent}, time.time(),
        cluster, None if told is None else lambda: told(tournament_id))


@dataclass
class Step:
    """What one step read: results stored and not counted, entry changes not taken, and the
    ratings of those entering late."""

    results: list[records.GameRow] = field(default_factory=list)
    entries: list[records.Entry] = field(default_factory=list)
    ratings: dict[str, float] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    #: every game's table, when they are read again (a table not made: made elsewhere?)
    tables: dict[str, str] | None = None


class Director:
    """One tournament's director on this process (see the module's docstring)."""

    def __init__(self, host: Tournaments, tournament_id: str, epoch: int | None) -> None:
        """``epoch``: its lease's on a cluster (``None``: the database's only process)."""
        self.host = host
        self.id = tournament_id
        self.epoch = epoch
        self.fence = None if epoch is None else Fence(lease_key(tournament_id), epoch)
        self.row: records.Row | None = None
        self.state: formats.State | None = None
        #: game → its table, for the games that have one
        self.tabled: dict[str, str] = {}
        self.names: dict[str, str] = {}
        self.woken = asyncio.Event()
        #: a game ended on this process: its result is read after the store's next commit
        self.barrier = False
        self._reread_tables = False
        self.done = False
        #: (seconds, tables made) of every step that paired games: pairing, the state
        #: stored and the tables made (the bench's figure)
        self.steps: list[tuple[float, int]] = []
        self.task: asyncio.Task[None] | None = None

    # --- running ---------------------------------------------------------------------------

    def wake(self, barrier: bool = False) -> None:
        self.barrier = self.barrier or barrier
        self.woken.set()

    def holds(self) -> bool:
        leases = self.host.leases
        return self.epoch is None or leases is None or leases.holds(self.id, self.epoch)

    async def run(self) -> None:
        """Load, then step until the tournament is over, the lease is lost or it is stopped.
        A step that fails (not stored, the database away) changed nothing stored: the state
        is read again and the step made again. One that cannot even load stops the director;
        the next look for directors (:mod:`.service`) starts it again."""
        try:
            await self.load()
            while not self.done:
                await self._sleep()
                if not self.holds():
                    log.warning("tournament %s: its director's lease was lost here", self.id)
                    return
                try:
                    await self.step()
                except LeaseLost:
                    log.warning("tournament %s: another process directs it now", self.id)
                    return
                except asyncio.CancelledError:
                    raise
                except Exception as error:
                    log.warning("tournament %s: a step failed (%r); reloaded, again in %g s",
                                self.id, error, RETRY_AFTER)
                    await asyncio.sleep(RETRY_AFTER)
                    await self.load()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("tournament %s: its director stopped", self.id)
        finally:
            self.host.director_done(self)

    async def _sleep(self) -> None:
        await asyncio.sleep(min(MIN_GAP, self.host.settings.tick))
        timeout = self.host.settings.tick
        if self.state is None and self.row is not None:
            timeout = max(0.0, min(timeout, self.row.starts - time.time()))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.woken.wait(), timeout)
        self.woken.clear()

    async def load(self) -> None:
        """The tournament as stored: its row, the tables its games have, the names."""
        def read() -> tuple[records.Row | None, dict[str, str], dict[str, str]]:
            with self.host.store.engine.connect() as conn:
                row = records.read_row(conn, self.id)
                if row is None:
                    return None, {}, {}
                games = records.read_games(conn, self.id)
                people = [e.player for e in records.read_entries(conn, self.id)]
                return row, {g.game: g.table_id for g in games}, read_player_names(conn, people)

        row, tabled, names = await asyncio.to_thread(read)
        self.row = row
        if row is None or row.status == "over":
            self.done = True
            return
        self.state = None if row.state is None else formats.from_json(row.state)
        self.tabled = tabled
        self.names = names

    # --- one step ----------------------------------------------------------------------------

    async def step(self) -> None:
        """Read, record, pair, persist, create tables (see the module's docstring)."""
        row = self.row
        assert row is not None
        if self.state is None:
            if time.time() < row.starts:
                return
            await self._start()
            if self.done or self.state is None:
                return
        read = await self._read()
        now = time.time()
        began = time.perf_counter()
        state = self.state
        waiting = formats.waiting(state)
        recorded = [g.game for g in read.results]
        for game in read.results:
            result = game.result or {}
            formats.record(state, game.game, result.get("scores", [0.0, 0.0]),
                           result.get("absent", ()))
        taken = self._take_entries(read, now)
        pairings = formats.pair(state, now)
        over = formats.over(state, now)
        if recorded or taken or pairings or over or formats.waiting(state) != waiting:
            await self._save(recorded, taken, over, now)
        made = await self._create_tables()
        if pairings:
            self.steps.append((time.perf_counter() - began, made))
        if over:
            self.done = True
            log.info("tournament %s is over", self.id)

    async def _read(self) -> Step:
        if self.barrier:  # a game ended here: its result is committed with any later write
            self.barrier = False
            await self.host.store.run(lambda _conn: None)
        reread, self._reread_tables = self._reread_tables, False
        row = self.row
        assert row is not None
        key = rating_key(row.game, row.options)

        def read() -> Step:
            with self.host.store.engine.connect() as conn:
                step = Step(records.read_games(conn, self.id, unrecorded=True),
                            records.read_entries(conn, self.id, pending=True))
                late = [e.player for e in step.entries if e.status == "in"]
                if late:
                    step.ratings = records.read_ratings(conn, key, late)
                    step.names = read_player_names(conn, late)
                if reread:
                    step.tables = {g.game: g.table_id for g in records.read_games(conn, self.id)}
                return step

        step = await asyncio.to_thread(read)
        self.names.update(step.names)
        if step.tables is not None:
            self.tabled = step.tables
        return step

    def _take_entries(self, read: Step, now: float) -> list[records.Taken]:
        """Entry changes into the state: leavers withdrawn; an arena's late entries taken in
        (teams of two as at the start; an odd one waits for a partner); other formats'
        entries closed."""
        state, row = self.state, self.row
        assert state is not None and row is not None
        taken: list[records.Taken] = []
        late: list[records.Entry] = []
        for entry in read.entries:
            if entry.status == "left":
                if entry.entrant is not None:
                    formats.withdraw(state, entry.entrant)
                taken.append(records.Taken(entry.player, entry.updated, "left", entry.entrant))
            elif entry.status == "in" and entry.entrant is None:
                late.append(entry)
            else:
                taken.append(records.Taken(entry.player, entry.updated, entry.status,
                                           entry.entrant))
        if not late:
            return taken
        entrants, left = form_entries(late, read.ratings, row.shape.side_size)
        by_player = {e.player: e for e in late}
        for entrant in entrants:
            joined = formats.join_late(state, entrant, now)
            for member in entrant.members:
                entry = by_player[member]
                taken.append(records.Taken(member, entry.updated, "in" if joined else "out",
                                           entrant.id if joined else None))
        if not isinstance(state, formats.ArenaState):  # entries closed: nobody waits
            taken += [records.Taken(p, by_player[p].updated, "out", None) for p in left]
        return taken

    async def _save(self, recorded: list[str], taken: list[records.Taken], over: bool,
                    now: float) -> None:
        state = self.state
        assert state is not None
        winner = None
        if over:
            champion = formats.winner(state)
            members = [] if champion is None else list(state.entrants[champion].members)
            winner = {"entrant": champion, "members": members, "reason": None}
        op = records.op_save(self.id, state.to_json(), "over" if over else "running", winner,
                             now if over else None, recorded, taken, now, self.host.cluster)
        version = await self.host.store.run(op, self.fence)
        self.host.changed(self.id, version)

    async def _create_tables(self) -> int:
        """Tables for the games under way that have none (all in one ``create_many``)."""
        state, row = self.state, self.row
        assert state is not None and row is not None
        missing = [p for p in formats.open_games(state) if p.game not in self.tabled]
        if not missing:
            return 0
        now = time.time()
        outcomes = await self.host.manager.create_many([self._order(p, now) for p in missing])
        made = 0
        for pairing, outcome in zip(missing, outcomes, strict=True):
            if isinstance(outcome, Exception):
                log.warning("tournament %s: game %s's table was not made (%s); again at the "
                            "next step", self.id, pairing.game, outcome)
                self._reread_tables = True  # (made by another director meanwhile?)
                continue
            table, _tokens = outcome
            self.tabled[pairing.game] = table.id
            made += 1
            self.host.game_ready(row, pairing, table)
        return made

    def _order(self, pairing: Pairing, now: float) -> TableOrder:
        """The table of one game: its entrants' people in their sides' seats (bound to their
        accounts: they open it signed in), bot entrants and bots where the pairing has none."""
        state, row = self.state, self.row
        assert state is not None and row is not None
        sides = [None if side is None else state.entrants[side] for side in pairing.sides]
        seating = row.shape.seating(sides[0], sides[1])
        seats: list[dict[str, Any]] = []
        players: dict[int, str] = {}
        for index, member in enumerate(seating):
            if member is None:
                seats.append({"kind": "bot", "bot": fill_bot(row.game)})
            elif is_bot(member):
                seats.append({"kind": "bot", "bot": row.config.get("entrant_bot", "random"),
                              "name": bot_name(member)})
            else:
                seats.append({"kind": "human", "name": self.names.get(member, "Player")})
                players[index] = member
        rated = row.rated and len(set(players.values())) >= 2
        request = {"game": row.game, "options": row.options, "seats": seats,
                   "clock": row.clock, "chat": QUEUE_CHAT, "rated": rated}
        mark = {"id": self.id, "game": pairing.game, "name": row.name}
        return TableOrder(request, players=players or None, timed=True,
                          settings={"tournament": mark},
                          also=records.game_row(self.id, pairing.game, pairing.sides, now))

    # --- the start ---------------------------------------------------------------------------

    async def _start(self) -> None:
        """Close the entries and start: one transaction (see the module's docstring)."""
        row = self.row
        assert row is not None
        version = await self.host.store.run(self._start_op(time.time()), self.fence)
        if version is not None:
            self.host.changed(self.id, version)
        await self.load()

    def _start_op(self, now: float) -> Callable[[Connection], int | None]:
        row = self.row
        assert row is not None
        plan = row.plan()
        key = rating_key(row.game, row.options)
        config = row.config
        cluster = self.host.cluster

        def op(conn: Connection) -> int | None:
            status = conn.execute(select(tournaments_t.c.status).where(
                tournaments_t.c.id == row.id).with_for_update()).scalar()
            if status != "scheduled":
                return None
            entries = records.read_entries(conn, row.id, status="in")
            ratings = records.read_ratings(conn, key, [e.player for e in entries])
            entrants, left = form_entries(entries, ratings, plan.shape.side_size)
            entrants += bot_entrants(int(config.get("bot_entrants", 0)),
                                     plan.shape.side_size, config.get("entrant_bot", "random"))
            values: dict[str, Any] = {"updated": now, "version": tournaments_t.c.version + 1}
            try:
                state = formats.new_state(plan, entrants)
                values.update(state=dumps(state.to_json()), status="running")
            except TournamentError as error:
                log.info("tournament %s cannot start: %s", row.id, error)
                values.update(status="over", ends=now,
                              winner=dumps({"entrant": None, "members": [],
                                            "reason": str(error)}))
            version = conn.execute(update(tournaments_t).where(tournaments_t.c.id == row.id)
                                   .values(**values).returning(tournaments_t.c.version)
                                   ).scalar_one()
            member_of = {m: e.id for e in entrants for m in e.members}
            c = tournament_entries_t.c
            for entry in entries:
                if entry.player in left and plan.format == "arena":
                    continue  # waits for a partner entering late
                entrant = member_of.get(entry.player) if values["status"] == "running" else None
                conn.execute(update(tournament_entries_t).where(
                    c.tournament_id == row.id, c.player_id == entry.player).values(
                    applied=True, entrant=entrant, status="in" if entrant else "out"))
            if left:
                log.info("tournament %s: %d without a partner", row.id, len(left))
            if cluster:
                records.notify(conn, f"v {row.id} {version}")
            return int(version)

        return op
