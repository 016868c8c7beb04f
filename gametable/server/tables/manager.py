"""Table lifecycle: every table of this server, from creation through moves to the archive.

The server is game-agnostic: it only calls the game protocol of ``docs/protocol.md``
(``new_game``, ``play``, ``view``, ``clone``). The rules it keeps:

- **Nothing is told before it is stored.** A move is played on a copy of the state; the copy
  replaces ``table.state`` (what every message, ``GET /state`` and new socket is built from)
  only once the move's row is committed. A write that fails or times out leaves the table as
  it was: the mover is told "the move could not be saved; try again", a bot tries again later.
- **A bad row quarantines one table**: one that cannot be read or set up is listed as broken
  and refuses to open; one whose stored moves stop replaying is shown as broken and refuses
  moves. Neither stops the server.
- **Limits**: at most ``max_open_tables`` unfinished tables; an unfinished table nobody has
  been connected to for ``archive_after`` seconds is archived (kept in the store, not loaded
  at start, not listed; opening it by its id or an invite link brings it back).
- **Searches off the loop**: search bots and hints run in :class:`~.compute.ComputePool`.
- **Many processes** (``--cluster``): a table is in memory only in the process that holds its
  lease (:mod:`gametable.server.hosting.ownership`); it is claimed and replayed from the store
  when a request for it comes, or claimed in bulk when its owner is gone (or gave it away
  draining) and replayed by a background loader, and dropped (its sockets closed with
  :data:`~.live.CLOSE_MOVED`) when its lease is lost, handed over or released.
"""

from __future__ import annotations

import asyncio
import logging
import re
import secrets
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gametable.core import fairness
from gametable.core.protocol import GameState
from gametable.core.registry import game_entry, new_game
from gametable.server.defaults import (
    ARCHIVE_AFTER,
    BOT_DELAY,
    BOT_RETRY,
    MAX_OPEN_TABLES,
    TAKEOVER_GRACE,
)
from gametable.server.errors import RequestError
from gametable.server.hosting.ownership import Membership
from gametable.server.storage.store import Store, StoredTable
from gametable.server.tables import analysis, lobby
from gametable.server.tables.archive import Archive
from gametable.server.tables.bots import BotTurns
from gametable.server.tables.chat import INVITE_CHAT, check_mode
from gametable.server.tables.clocks import ClockKeeper, parse_control
from gametable.server.tables.compute import ComputePool
from gametable.server.tables.dealing import Dealer
from gametable.server.tables.hints import Hinting, hint_function, hints_available
from gametable.server.tables.hosting import Alone, Cluster
from gametable.server.tables.live import CLOSE_MOVED, Client, LiveTable, SeatInfo
from gametable.server.tables.load import Pacing
from gametable.server.tables.resign import as_resigned
from gametable.server.tables.round import (
    NotSaved,
    PersonMove,
    Round,
    Undo,
    resignation,
)
from gametable.server.tables.seats import make_bots, parse_seats
from gametable.server.tables.turns import TURN_BASED, is_turn_based, parse_speed
from gametable.server.tables.undo import opening_state

#: tables the background loader of a takeover reads from the store at once
LOAD_BATCH = 64

__all__ = [
    "CLOSE_MOVED",
    "Client",
    "LiveTable",
    "NotSaved",
    "OpenTables",
    "RequestError",
    "TableManager",
    "TableOrder",
    "hint_function",
    "hints_available",
]

log = logging.getLogger("gametable.server")

MAX_BOT_DELAY = 10.0
#: a table id's first characters are its **route key**: a proxy in front of many processes
#: sends a table's requests to the process these hash to (deploy/haproxy.cfg), and draws the
#: key of a table being created itself, so that the table is made on that very process
ROUTE_KEY_LENGTH = 6
_ROUTE_KEY = re.compile(rf"[A-Za-z0-9]{{{ROUTE_KEY_LENGTH}}}")



class OpenTables:
    """The unfinished tables in memory, counted in all, per creating client and per creating
    player, as tables come, finish and leave. Why kept rather than counted: every create asks
    (the caps), and walking every table each time made a rush of creates quadratic."""

    def __init__(self) -> None:
        #: table id → (the client keys, the players) it counts for, for those counted
        self._counted: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
        self._by_owner: Counter[str] = Counter()
        self._by_player: Counter[str] = Counter()

    def __len__(self) -> int:
        return len(self._counted)

    def add(self, table: LiveTable) -> None:
        """Count a table now in memory, if it is unfinished (counting twice is harmless).
        A quick-play table counts for every person seated and every address they came from
        (``settings["counted"]``, see :mod:`gametable.server.queue.quickplay`), as if each had
        created it."""
        if table.state.over or table.id in self._counted:
            return
        counted = table.settings.get("counted") or {}
        owners = {table.owner, *counted.get("owners", ())} - {None}
        players = {table.creator_player, *counted.get("players", ())} - {None}
        self._counted[table.id] = (frozenset(owners), frozenset(players))
        for owner in owners:
            self._by_owner[owner] += 1
        for player in players:
            self._by_player[player] += 1

    def discard(self, table_id: str) -> None:
        """A table finished or left memory (uncounting one not counted is harmless)."""
        keys = self._counted.pop(table_id, None)
        if keys is None:
            return
        for counter, group in zip((self._by_owner, self._by_player), keys, strict=True):
            for key in group:
                counter[key] -= 1
                if counter[key] <= 0:
                    del counter[key]

    def of_owner(self, owner: str) -> int:
        return self._by_owner.get(owner, 0)

    def of_player(self, player: str) -> int:
        return self._by_player.get(player, 0)


@dataclass
class TableOrder:
    """One table the server's own code asks for, as :meth:`TableManager.create` takes it
    (:meth:`TableManager.create_many` makes many in one commit)."""

    request: dict[str, Any]
    owner: str | None = None
    players: dict[int, str] | None = None
    timed: bool = False
    drawn_seed: int | None = None
    settings: dict[str, Any] | None = None
    creator_player: str | None = None
    #: the new id's route key (``ROUTE_KEY_LENGTH`` letters and digits), or ``None``
    route: str | None = None
    #: where each of ``players`` plays from (``{seat: Origin}``,
    #: :mod:`gametable.server.people.devices`), stored with the table for the rated-play rules
    #: (:mod:`gametable.server.people.rated`)
    origins: dict[int, Any] | None = None
    #: ``table id -> (table, rows)`` inserted with the table's row (a tournament's game:
    #: a duplicate refuses the table), or ``None``
    also: Callable[[str], tuple[Any, list[dict[str, Any]]]] | None = None


def new_table_id(route: str | None = None) -> str:
    """A fresh table id: eight random letters and digits, after ``route`` when it is a route
    key (:data:`ROUTE_KEY_LENGTH` letters and digits, as a proxy draws it). Without one the
    id's own first characters are its route key. The random part keeps ids unguessable
    whoever chose the key."""
    drawn = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
    if route is None or not _ROUTE_KEY.fullmatch(route):
        return drawn
    return route + drawn


@dataclass
class _NewTable:
    """A table set up and waiting for its row to be committed: nobody knows of it yet."""

    table: LiveTable
    tokens: dict[int, str]
    op: Any = field(repr=False)


class TableManager(Archive):
    """Every table of this server process, live in memory and durable in the store."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float = BOT_DELAY,
        compute_processes: int = 0,
        max_open_tables: int = MAX_OPEN_TABLES,
        archive_after: float = ARCHIVE_AFTER,
        bot_retry: float = BOT_RETRY,
        takeover_grace: float = TAKEOVER_GRACE,
        membership: Membership | None = None,
        deal_wait: float = 0.0,
    ) -> None:
        """``membership``: this process's part in a cluster (``--cluster``), or ``None``
        where it is the database's only server. ``deal_wait``: seconds each step of a new
        table's dealing phase waits for its seats' values (:mod:`.dealing`; 0: no phase)."""
        self.store = store
        #: the dealing phases: every person's seat adds its own value to the deal
        self.dealer = Dealer(self, deal_wait)
        #: told the id of every table that leaves memory for another process (chat, offers)
        self.on_evict: list[Callable[[str], None]] = []
        self.bot_delay = bot_delay
        self.max_open_tables = max_open_tables
        self.archive_after = archive_after
        self.bot_retry = bot_retry
        self.compute = ComputePool(compute_processes)
        #: the loop's lateness: bots held while it is behind, new work refused far behind
        self.pacing = Pacing()
        #: every table's clocks, timeouts and takeovers (:mod:`.clocks`)
        self.clocks = ClockKeeper(self, grace=takeover_grace)
        self.tables: dict[str, LiveTable] = {}
        #: the unfinished ones among them, counted for the caps
        self.open = OpenTables()
        #: tables set up whose rows are being stored: the total cap counts them too
        self._creating = 0
        #: finished tables not in memory: their rows, moves unread (see ``get``)
        self._stored: dict[str, StoredTable] = {}
        #: tables that could not be read or set up again: listed as broken, never opened
        self._quarantined: dict[str, StoredTable] = {}
        self._archived: set[str] = set()
        #: every listed table's game, oldest first (the lobby's order, reversed)
        self._index: dict[str, str] = {}
        #: hints and analysis, searched in the compute pool (:mod:`.hints`)
        self.hints = Hinting(self.compute)
        self._sweeper: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.started = False
        #: the bots' turns at every table (:mod:`.bots`)
        self.bots = BotTurns(self.tables, compute=self.compute, pacing=self.pacing,
                             dealer=self.dealer, bot_delay=bot_delay, bot_retry=bot_retry)
        #: the one way every change of a table goes (moves, timeouts, takeovers)
        self.round = Round(store, self.clocks, holds=self._holds,
                           finished=lambda table: self.open.discard(table.id),
                           after=self.bots.schedule_bots)
        self.bots.round = self.round
        #: where the tables live: this process alone, or one of a cluster
        #: (:mod:`gametable.server.tables.hosting`)
        self.hosting: Alone = Alone(self) if membership is None else Cluster(self, membership)
        #: what else a game's end stores with its last move (:attr:`.round.Round.on_finish`)
        self.on_finish = self.round.on_finish
        #: told of each new table once its row is committed (a turn-based table's first
        #: turn: :mod:`.turns`); a hook never raises into the creation
        self.on_admitted: list[Callable[[LiveTable], None]] = []

    # --- hosting: one process or a cluster (:mod:`gametable.server.tables.hosting`)
    # -----------------------------

    async def open_table(self, table_id: str) -> LiveTable:
        """The live table a request is for; in a cluster, claimed (asked of its owner) and
        replayed first when another process holds it."""
        return await self.hosting.open_table(table_id)

    async def drain(self) -> None:
        """Stopping (SIGTERM): in a cluster, every table handed to the live processes."""
        await self.hosting.drain()

    @property
    def clocks(self) -> ClockKeeper:
        """Every table's clocks, timeouts and takeovers (:mod:`.clocks`), which the round
        consults."""
        return self._clocks

    @clocks.setter
    def clocks(self, keeper: ClockKeeper) -> None:
        self._clocks = keeper
        if hasattr(self, "round"):
            self.round.clocks = keeper

    @property
    def on_move(self) -> Callable[[float], None] | None:
        """Told of every move shown, with the seconds since it was decided (``/metrics``)."""
        return self.round.on_move

    @on_move.setter
    def on_move(self, hook: Callable[[float], None] | None) -> None:
        self.round.on_move = hook

    # --- start-up: restore every table by replaying its record --------------------------

    def restore(self) -> int:
        """Load the tables the store holds (not the archived ones); the number of unfinished
        tables restored. A row that cannot be used quarantines its table and is logged.
        In a cluster nothing is loaded here: tables come with their leases
        (:mod:`gametable.server.tables.hosting`)."""
        return self.hosting.restore()

    def restore_from(self, rows: list[StoredTable], archived: list[str]) -> int:
        """``restore`` from what the store read."""
        self._archived = set(archived)
        restored = 0
        for row in rows:
            self._index[row.id] = row.game
            if row.broken is not None:
                self._quarantine(row, row.broken)
            elif row.status == "over":
                self._stored[row.id] = row
            elif (table := self._rebuild(row)) is not None:
                self.tables[row.id] = table
                self.open.add(table)
                restored += 1
        return restored

    def _quarantine(self, row: StoredTable, reason: str) -> None:
        row.broken = reason
        self._quarantined[row.id] = row
        log.error("table %s is broken and set aside: %s", row.id, reason)

    def _rebuild(self, row: StoredTable) -> LiveTable | None:
        """The live table of a stored one, its moves replayed; ``None`` (and quarantined)
        when it cannot be set up at all. A move that does not replay marks it broken."""
        try:
            state = opening_state(row.game, row.options, row.seed, row.setup, row.settings)
            seats = [SeatInfo.from_stored(s) for s in row.seats]
        except Exception as error:  # unknown game, an option now refused, a bad seat row
            self._quarantine(row, f"it cannot be set up again: {error}")
            return None
        table = self._live(row.id, row.game, row.options, row.seed, row.setup, seats,
                           row.settings, row.created, state)
        for seat, move in row.moves:
            try:
                state.play(seat, move)
            except Exception as error:
                table.broken = f"move {len(table.moves) + 1} did not replay: {error}"
                log.error("table %s is broken: %s", row.id, table.broken)
                break
            table.moves.append((seat, move))
        if table.broken is None:
            table.state = as_resigned(state, row.settings)
        if Dealer.pending(row.settings):  # stopped while shuffling: nothing was dealt
            self.dealer.begin(table)
        else:
            self.clocks.setup(table, row.clock)
        return table

    def _live(self, table_id: str, game: str, options: dict[str, Any], seed: int | None,
              setup: dict[str, Any], seats: list[SeatInfo], settings: dict[str, Any],
              created: float, state: GameState) -> LiveTable:
        return LiveTable(
            id=table_id, game=game, options=options, seed=seed, setup=setup, seats=seats,
            settings=settings, created=created, state=state,
            bots=make_bots(table_id, game, seed, seats),
            hints=analysis.hint_policy(settings, seats, searchable=hints_available(game)),
            owner=settings.get("creator"),
            creator_player=settings.get("creator_player"),
        )

    def start(self) -> None:
        """Called on the event loop once it runs: let the bots of restored tables move,
        start the search workers, and archive idle tables from now on."""
        self.started = self.bots.started = True
        self.pacing.start()
        self.compute.warm()
        self.clocks.start()
        for table in self.tables.values():
            self.schedule_bots(table)
        self.hosting.start()
        if self.archive_after > 0:
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep())

    # --- finding tables -------------------------------------------------------------------

    def get(self, table_id: str) -> LiveTable:
        """The live table in this process's memory; 409 for a broken one, 404 for any other
        (a finished or archived table is read from the store and opened by
        :meth:`open_table`, off the event loop)."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        broken = self._quarantined.get(table_id)
        if broken is not None:
            raise RequestError(f"table {table_id} is broken and cannot be opened: "
                               f"{broken.broken}", 409)
        raise RequestError(f"there is no table {table_id!r}", status=404)

    def _open(self, row: StoredTable) -> LiveTable:
        self._stored.pop(row.id, None)
        if row.broken is not None:
            self._quarantine(row, row.broken)
            self._index.setdefault(row.id, row.game)
            return self.get(row.id)
        table = self._rebuild(row)
        if table is None:
            self._index.setdefault(row.id, row.game)
            return self.get(row.id)
        if row.id in self._archived:  # somebody came back to it: it is live again
            self._archived.discard(row.id)
            self._index[row.id] = row.game
            self.store.submit(Store.op_status(row.id, "playing"))
            log.info("table %s: brought back from the archive", row.id)
        self.tables[row.id] = table
        self.open.add(table)
        self.schedule_bots(table)
        return table

    def info(self, table_id: str) -> dict[str, Any]:
        """One table's public facts, broken ones included."""
        broken = self._quarantined.get(table_id)
        if broken is not None:
            return lobby.stored_summary(broken)
        return self.get(table_id).summary()

    async def describe(self, table_id: str) -> dict[str, Any]:
        """``info``, without claiming the table in a cluster (read from the database when
        another process holds it)."""
        return await self.hosting.describe(table_id)

    async def lobby_page(self, *, game: str | None = None, open_seats: bool = False,
                         limit: int = lobby.PAGE_SIZE, offset: int = 0,
                         viewer: str | None = None) -> dict[str, Any]:
        """``lobby``; in a cluster, read from the database (each process holds only its own
        tables), a table this process holds summarised from memory."""
        return await self.hosting.lobby_page(game=game, open_seats=open_seats, limit=limit,
                                             offset=offset, viewer=viewer)

    def lobby(self, *, game: str | None = None, open_seats: bool = False,
              limit: int = lobby.PAGE_SIZE, offset: int = 0,
              viewer: str | None = None) -> dict[str, Any]:
        """A page of the lobby, newest first: ``{"tables", "total", "offset", "limit"}``;
        ``game`` keeps one game's tables, ``open_seats`` those with a person's seat free.
        Private invite tables are listed only to their creator and their seated players
        (``viewer``: the asking player's id, :func:`.lobby.listed_to`)."""
        entries = ((tid, lambda tid=tid: self._summary(tid)) for tid in reversed(self._index))
        return lobby.page(entries, game=game, open_seats=open_seats, limit=limit,
                          offset=offset, game_of=self._index.__getitem__,
                          shown_to=lambda tid: self._listed_to(tid, viewer))

    def _listed_to(self, table_id: str, viewer: str | None) -> bool:
        table = self.tables.get(table_id)
        if table is not None:
            people = [i for i, s in enumerate(table.seats) if s.kind == "human"]
            if lobby.abandoned(len(table.moves), table.state.over, len(people),
                               len(table.online() & set(people)), time.time() - table.created):
                return False
            return lobby.listed_to(table.settings, (s.player for s in table.seats), viewer)
        row = self._stored.get(table_id) or self._quarantined.get(table_id)
        if row is None:
            return False
        return lobby.listed_to(row.settings, (s.get("player") for s in row.seats), viewer)

    async def peek_many(self, table_ids: list[str]) -> dict[str, dict[str, Any]]:
        """The lobby summaries of those of ``table_ids`` that exist, without opening them (an
        archived one stays archived); what is not in memory is read off the event loop."""
        return await self.hosting.peek_many(table_ids)

    def summary_here(self, table_id: str) -> dict[str, Any] | None:
        """The summary of a table in this process's memory (live, finished or broken), or
        ``None``."""
        if table_id in self.tables or table_id in self._stored or table_id in self._quarantined:
            return self._summary(table_id)
        return None

    def _summary(self, table_id: str) -> dict[str, Any]:
        table = self.tables.get(table_id)
        if table is not None:
            return table.summary()
        row = self._stored.get(table_id) or self._quarantined[table_id]
        return lobby.stored_summary(row)

    def open_count(self, owner: str | None = None, *, player: str | None = None) -> int:
        """Unfinished tables in memory: in all, or created by one client (``owner``, its
        key) or by one player (``player``, their id), which the per-client caps count."""
        if owner is not None:
            return self.open.of_owner(owner)
        if player is not None:
            return self.open.of_player(player)
        return len(self.open)

    # --- creating a table --------------------------------------------------------------------

    async def create(self, request: Any, owner: str | None = None, *,
                     players: dict[int, str] | None = None, timed: bool = False,
                     drawn_seed: int | None = None, settings: dict[str, Any] | None = None,
                     creator_player: str | None = None, route: str | None = None
                     ) -> tuple[LiveTable, dict[int, str]]:
        """Validate a lobby request, start the game, store it; returns the seat tokens.
        ``owner``: an opaque key of who asks (a client address), and ``creator_player``: the
        signed-in player who asks, if any; both kept for the per-client caps.
        The server's own tables (quick play, rematches) may also say who sits where
        (``players``: ``{seat: player id}``), require a clock (``timed``: ``"clock": "none"``
        is refused), pass a seed the server drew itself (``drawn_seed``) and settings of their
        own (``settings``); never from a request, which could name anyone or choose its deal.
        ``route``: the new id's route key (:func:`new_table_id`), or ``None`` for a random
        one."""
        new = self._prepare(TableOrder(request, owner, players, timed, drawn_seed, settings,
                                       creator_player, route))
        try:
            await self.store.run(new.op)
        except Exception as error:
            log.error("table %s was not stored: %r", new.table.id, error)
            raise NotSaved("table") from None
        finally:
            self._creating -= 1
        return self._admit(new)

    async def create_many(self, orders: list[TableOrder]
                          ) -> list[tuple[LiveTable, dict[int, str]] | Exception]:
        """Several tables stored in one group commit (quick play forms them in batches):
        each order's outcome in order, its table and seat tokens, or the error that refused
        it (:class:`RequestError`, :class:`NotSaved`). Nothing of a table is known to anyone
        before its row is committed."""
        prepared: list[_NewTable | Exception] = []
        for order in orders:
            try:
                prepared.append(self._prepare(order))
            except Exception as error:
                prepared.append(error)
        waiting = [self.store.queue(new.op) for new in prepared if isinstance(new, _NewTable)]
        try:
            stored = iter(await asyncio.gather(*waiting, return_exceptions=True))
        finally:
            self._creating -= len(waiting)
        outcomes: list[tuple[LiveTable, dict[int, str]] | Exception] = []
        for new in prepared:
            if not isinstance(new, _NewTable):
                outcomes.append(new)
                continue
            failed = next(stored)
            if isinstance(failed, BaseException):
                log.error("table %s was not stored: %r", new.table.id, failed)
                outcomes.append(NotSaved("table"))
            else:
                outcomes.append(self._admit(new))
        return outcomes

    def _prepare(self, order: TableOrder) -> _NewTable:
        """A table set up from an order, and the op that stores it (counted as being created
        until the caller has stored it or given up)."""
        request, owner, players = order.request, order.owner, order.players
        if not isinstance(request, dict):
            raise RequestError("the request must be a JSON object")
        known = {"game", "options", "seats", "seed", "practice", "bot_delay", "hints", "clock",
                 "rated", "chat", "speed"}
        unknown = sorted(set(request) - known)
        if unknown:
            raise RequestError(
                f"unknown field(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
            )
        if "game" not in request:
            raise RequestError("say which game: the field 'game' is missing")
        if len(self.open) + self._creating >= self.max_open_tables:
            raise RequestError(
                f"this server has as many unfinished tables as it takes "
                f"({self.max_open_tables}); try again when some have finished", 503)
        entry = game_entry(request["game"])  # UnknownGame → 404 with the list
        options = request.get("options") or {}
        if not isinstance(options, dict):
            raise RequestError("'options' must be a JSON object of name: value")
        practice = request.get("practice", False)
        if not isinstance(practice, bool):
            raise RequestError("'practice' is true or false")
        seed = request.get("seed")
        if seed is not None and not practice:
            raise RequestError(
                "a seed may be chosen only at a practice table (\"practice\": true), which "
                "every seat is shown; at other tables the server draws the deal so that nobody "
                "knows it"
            )
        rated = request.get("rated", False)
        if not isinstance(rated, bool):
            raise RequestError("'rated' is true or false")
        if rated and practice:
            raise RequestError("a practice table is never rated: its deal may have been chosen")
        chosen = seed is not None  # a practice table's chosen deal: no seat values
        if seed is None:
            seed = order.drawn_seed  # the server's own draw (a rematch), never a client's
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)
                                 or not 0 <= seed < fairness.SEED_LIMIT):
            raise RequestError("'seed' must be an integer from 0 to 2**62")
        bot_delay = request.get("bot_delay", self.bot_delay)
        if not isinstance(bot_delay, int | float) or not 0 <= bot_delay <= MAX_BOT_DELAY:
            raise RequestError(f"'bot_delay' must be a number of seconds from 0 to {MAX_BOT_DELAY}")
        try:
            if seed is None:
                seed, state = fairness.deal_unseen(entry.name, options)
            else:
                state = new_game(entry.name, seed=seed, **options)
        except TypeError as error:
            raise RequestError(f"bad option for {entry.name}: {error}") from None
        seats, tokens = parse_seats(entry.name, state.num_seats, request.get("seats"))
        for seat, player_id in (players or {}).items():
            if not 0 <= seat < len(seats) or seats[seat].kind != "human":
                raise RequestError(f"seat {seat} is not a person's seat")
            seats[seat].player = player_id
        turn_based = parse_speed(request.get("speed"))  # hours or days a move (.turns)
        control = parse_control(entry.name, request.get("clock"), required=order.timed,
                                turn_based=turn_based)
        table_id = new_table_id(order.route)
        hints = analysis.check_hint_request(request, rated)
        if hints is None:  # not chosen: practice alone against bots has them, people do not
            hints = analysis.default_hints(seats)
        settings = {"bot_delay": float(bot_delay), "hints": hints,
                    "practice": practice, "salt": fairness.new_salt(),
                    "clock": None if control is None else control.stored(),
                    "rated": rated,
                    "chat": check_mode(request.get("chat", INVITE_CHAT)),
                    **({"speed": TURN_BASED} if turn_based else {}),
                    **(order.settings or {})}
        # stored: the per-client caps count them after a restart too
        if owner is not None:
            settings["creator"] = owner
        if order.creator_player is not None:
            settings["creator_player"] = order.creator_player
        dealing = self.dealer.wanted(seats, chosen)
        if dealing:  # the deal waits for the seats' values; this state is nobody's deal
            settings["dealing"] = True
        table = self._live(table_id, entry.name, options, seed,
                           {} if dealing else state.setup(), seats, settings, time.time(), state)
        if dealing:
            self.dealer.begin(table)
        else:
            self.clocks.setup(table)
        row = StoredTable(
            id=table.id, game=table.game, options=table.options, seed=table.seed,
            setup=table.setup, seats=[s.stored() for s in table.seats],
            settings=table.settings, status="playing", result=None, created=table.created,
        )
        op = Store.op_create(row, players, order.origins)
        table.placed.update(order.origins or ())
        op.then = self.hosting.lease_op(table)
        if order.also is not None:  # (more rows, in the table's own insert)
            op.inserts = (*op.inserts, order.also(table.id))
        self._creating += 1
        return _NewTable(table, tokens, op)

    def _admit(self, new: _NewTable) -> tuple[LiveTable, dict[int, str]]:
        """A created table's row is committed: from here on it is the server's."""
        table = new.table
        self.hosting.admitted(table)
        self.tables[table.id] = table
        self.open.add(table)
        self._index[table.id] = table.game
        self.schedule_bots(table)
        for hook in self.on_admitted:
            hook(table)
        return table, new.tokens

    # --- moves: every change goes through the round (:mod:`.round`) -------------------------

    async def play(self, table: LiveTable, seat: int | None, move: Any, *,
                   turn: Any = None) -> None:
        """A person's move for their seat: stored, then told to every client. Illegal, or not
        stored: nothing changes (:class:`IllegalMove`, :class:`NotSaved`). ``turn``: the
        seat's turn number the move was chosen in (see :mod:`.clocks`)."""
        await self.round.submit(table, PersonMove(seat, move, turn))

    async def undo(self, table: LiveTable, seat: int | None) -> None:
        """A person takes back their last move (and the bots' replies) where the table
        offers it (:mod:`.undo`): stored, then told; refused with why, nothing changed."""
        await self.round.submit(table, Undo(seat))

    async def resign(self, table: LiveTable, seat: int | None, *, accept: bool = True) -> None:
        """A person resigns, their side the loser (:mod:`.resign`): stored, then told; with a
        partner who is a person, an offer first (``accept`` false withdraws or declines)."""
        await self.round.submit(table, resignation(table, seat, accept))

    def schedule_bots(self, table: LiveTable, *, delay: float | None = None) -> None:
        """Set the timers of the table's bots to act (:meth:`.bots.BotTurns.schedule_bots`)."""
        self.bots.schedule_bots(table, delay=delay)

    def _holds(self, table: LiveTable) -> bool:
        return self.tables.get(table.id) is table

    async def _archive(self, table: LiveTable) -> bool:
        """Archive an idle table (:mod:`.archive`), but never a turn-based one: nobody there
        is expected back for days, and its clock must fire when a move's time runs out."""
        return not is_turn_based(table.settings) and await super()._archive(table)

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def close(self) -> None:
        self.pacing.close()
        if self._sweeper is not None:
            self._sweeper.cancel()
        for table in self.tables.values():
            table.close()
        self.clocks.close()
        self.compute.close()
        self.dealer.close()
