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
  lease (:mod:`.ownership`); it is claimed and replayed from the store when a request for it
  comes, or by the sweeper when its owner is gone, and dropped (its sockets closed with
  :data:`~.live.CLOSE_MOVED`) when its lease is lost, handed over or released.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
import secrets
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gametable import bots as bot_registry
from gametable.bots.base import RandomBot
from gametable.bots.searchbot import SearchBot
from gametable.core import fairness
from gametable.core.errors import IllegalMove
from gametable.core.protocol import GameState
from gametable.core.registry import game_entry, new_game
from gametable.server import analysis, lobby
from gametable.server.chat import INVITE_CHAT, check_mode
from gametable.server.clocks import ClockKeeper, parse_control
from gametable.server.compute import BOT, HINT, ComputePool, search_move
from gametable.server.dealing import Dealer
from gametable.server.defaults import (
    ARCHIVE_AFTER,
    BOT_DELAY,
    BOT_RETRY,
    MAX_OPEN_TABLES,
    TAKEOVER_GRACE,
)
from gametable.server.live import CLOSE_MOVED, Client, LiveTable, RequestError, SeatInfo
from gametable.server.load import Pacing
from gametable.server.ownership import MOVED_AWAY, STOPPING, Membership
from gametable.server.seats import bot_seed, make_bots, parse_seats
from gametable.server.store import Store, StoredTable, tables_t

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

MAX_MOVE_LENGTH = 200
MAX_BOT_DELAY = 10.0
#: a table id's first characters are its **route key**: a proxy in front of many processes
#: sends a table's requests to the process these hash to (deploy/haproxy.cfg), and draws the
#: key of a table being created itself, so that the table is made on that very process
ROUTE_KEY_LENGTH = 6
_ROUTE_KEY = re.compile(rf"[A-Za-z0-9]{{{ROUTE_KEY_LENGTH}}}")



class NotSaved(RequestError):
    """The store did not take a write: nothing changed, and the caller may try again."""

    def __init__(self, what: str) -> None:
        super().__init__(f"the {what} could not be saved; try again", 503)


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
        (``settings["counted"]``, see :mod:`.quickplay`), as if each had created it."""
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
    #: where each of ``players`` plays from (``{seat: Origin}``, :mod:`.devices`), stored
    #: with the table for the rated-play rules (:mod:`.rated`)
    origins: dict[int, Any] | None = None


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


def hint_function() -> Any:
    """The hint call the server runs (a module-level function: it crosses to the workers)."""
    return bot_registry.hint


def hints_available(game: str) -> bool:
    """Hints come from the search bot: offered where the game has one (and its engine
    loads: the lobby lists a game that cannot load, with the reason)."""
    return analysis.searchable(game)


class TableManager:
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
        self.membership = membership
        #: table id → the claim under way for it (one per table however many requests wait)
        self._opening: dict[str, asyncio.Future[LiveTable]] = {}
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
        #: (table, seat) of every hint being worked out: one at a time per seat (and
        #: (table, "analysis <client>") of every analysis of a finished game)
        self._hinting: set[tuple[str, Any]] = set()
        self._sweeper: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.started = False
        #: told of every move shown, with the seconds since it was taken (``/metrics``)
        self.on_move: Callable[[float], None] | None = None
        #: what else a game's end stores, in the transaction of its last move: each hook
        #: takes the table and the state after that move and gives a store op or ``None``
        #: (the ratings update, see :mod:`.ratings`)
        self.on_finish: list[Callable[[LiveTable, GameState], Any]] = []

    # --- start-up: restore every table by replaying its record --------------------------

    def restore(self) -> int:
        """Load the tables the store holds (not the archived ones); the number of unfinished
        tables restored. A row that cannot be used quarantines its table and is logged.
        In a cluster nothing is loaded here: tables come with their leases (``open_table``)."""
        if self.membership is not None:
            return 0
        rows, archived = self.store.load_open()
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
            deal = row.settings.get("deal")
            if isinstance(deal, dict):  # dealt from the seat values (.dealing)
                state = new_game(row.game, seed=deal["deal_seed"], **row.options)
            elif row.seed is not None:
                state = new_game(row.game, seed=row.seed, **row.options)
            else:
                state = new_game(row.game, setup=row.setup, **row.options)
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
        self.started = True
        self.pacing.start()
        self.compute.warm()
        self.clocks.start()
        for table in self.tables.values():
            self.schedule_bots(table)
        if self.membership is not None:
            self.membership.start(self)
        if self.archive_after > 0:
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep())

    # --- finding tables -------------------------------------------------------------------

    def get(self, table_id: str) -> LiveTable:
        """The live table, opened from the store if finished or archived."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        broken = self._quarantined.get(table_id)
        if broken is not None:
            raise RequestError(f"table {table_id} is broken and cannot be opened: "
                               f"{broken.broken}", 409)
        if table_id in self._stored or table_id in self._archived:
            row = self.store.load_one(table_id)
            if row is not None:
                return self._open(row)
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
        if self.membership is None or table_id in self.tables:
            return self.info(table_id)
        row = await asyncio.to_thread(self.store.load_summary, table_id)
        if row is None:
            raise RequestError(f"there is no table {table_id!r}", status=404)
        return lobby.stored_summary(row)

    async def lobby_page(self, *, game: str | None = None, open_seats: bool = False,
                         limit: int = lobby.PAGE_SIZE, offset: int = 0,
                         viewer: str | None = None) -> dict[str, Any]:
        """``lobby``; in a cluster, read from the database (each process holds only its own
        tables), a table this process holds summarised from memory."""
        if self.membership is None:
            return self.lobby(game=game, open_seats=open_seats, limit=limit, offset=offset,
                              viewer=viewer)
        rows, total = await asyncio.to_thread(self.store.load_lobby, game=game,
                                              open_seats=open_seats, limit=limit, offset=offset,
                                              viewer=viewer)
        shown = [self.tables[row.id].summary() if row.id in self.tables
                 else lobby.stored_summary(row) for row in rows]
        return {"tables": shown, "total": total, "offset": offset, "limit": limit}

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

    def peek_many(self, table_ids: list[str]) -> dict[str, dict[str, Any]]:
        """``peek`` of many tables (those that exist): in a cluster one query for those this
        process does not hold, not one each."""
        if self.membership is None:
            found = {tid: self.peek(tid) for tid in table_ids}
            return {tid: summary for tid, summary in found.items() if summary is not None}
        summaries = {tid: self.tables[tid].summary() for tid in table_ids if tid in self.tables}
        elsewhere = [tid for tid in table_ids if tid not in summaries]
        if elsewhere:
            rows, _total = self.store.load_page(tables_t.c.id.in_(elsewhere),
                                                limit=len(elsewhere), offset=0)
            summaries.update((row.id, lobby.stored_summary(row)) for row in rows)
        return summaries

    def peek(self, table_id: str) -> dict[str, Any] | None:
        """A table's lobby summary without opening it (an archived one stays archived), or
        ``None`` if there is no such table."""
        if self.membership is not None and table_id not in self.tables:
            row = self.store.load_summary(table_id)  # one indexed row: the owner may be another
            return None if row is None else lobby.stored_summary(row)
        if table_id in self.tables or table_id in self._stored or table_id in self._quarantined:
            return self._summary(table_id)
        if table_id in self._archived:
            row = self.store.load_one(table_id)
            return None if row is None else lobby.stored_summary(row)
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
                 "rated", "chat"}
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
        control = parse_control(entry.name, request.get("clock"), required=order.timed)
        table_id = new_table_id(order.route)
        hints = analysis.check_hint_request(request, rated)
        if hints is None:  # not chosen: practice alone against bots has them, people do not
            hints = analysis.default_hints(seats)
        settings = {"bot_delay": float(bot_delay), "hints": hints,
                    "practice": practice, "salt": fairness.new_salt(),
                    "clock": None if control is None else control.stored(),
                    "rated": rated,
                    "chat": check_mode(request.get("chat", INVITE_CHAT)),
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
        if self.membership is not None:  # the table's lease, stored with it: this process's
            op.then = self.membership.ownership.new_lease_op(table.id)
            table.lease_epoch = 1
        self._creating += 1
        return _NewTable(table, tokens, op)

    def _admit(self, new: _NewTable) -> tuple[LiveTable, dict[int, str]]:
        """A created table's row is committed: from here on it is the server's."""
        table = new.table
        if self.membership is not None:
            self.membership.ownership.adopt(table.id, 1)
        self.tables[table.id] = table
        self.open.add(table)
        self._index[table.id] = table.game
        self.schedule_bots(table)
        return table, new.tokens

    # --- moves -------------------------------------------------------------------------------

    async def play(self, table: LiveTable, seat: int | None, move: Any, *,
                   turn: Any = None, by_bot: bool = False) -> None:
        """Play a move for a seat, store it, then tell every client. Illegal, or not stored:
        nothing changes (:class:`IllegalMove`, :class:`NotSaved`). ``turn``: the seat's turn
        number the move was chosen in (see :mod:`.clocks`); a move for an earlier turn is
        refused. ``by_bot``: a bot's move, dropped if the bot no longer sits there."""
        if seat is None:
            raise RequestError("a spectator cannot move; join with a seat's invite link", 403)
        if not isinstance(move, str) or not move or len(move) > MAX_MOVE_LENGTH:
            raise IllegalMove("a move is a non-empty string in the game's notation")
        async with table.lock:
            await self.settle(table)
            if self.clocks.check(table, seat, by_bot=by_bot, turn=turn):
                await self.play_locked(table, seat, move)
        self.schedule_bots(table)

    @staticmethod
    async def settle(table: LiveTable) -> None:
        """Wait (holding the table's lock) until no instant bot's move is being stored."""
        while (committing := table.committing) is not None:
            # an instant bot's move is being stored; once it is, its callback (queued)
            # tells the clients first: a done future's await would not yield to it
            if committing.done():
                await asyncio.sleep(0)
            else:
                await asyncio.wait([committing])

    async def play_locked(self, table: LiveTable, seat: int, move: str, *,
                          timed_out: bool = False) -> None:
        """``play`` for a caller holding the table's lock, the table settled; ``timed_out``:
        a stand-in bot's move for a seat whose time ran out."""
        if table.broken is not None:
            raise RequestError(
                f"this table is broken and takes no more moves: {table.broken}", 409)
        if table.state.over:
            raise IllegalMove("the game is over")
        if table.dealing is not None:
            raise RequestError("the cards are being shuffled: wait for the deal", 409)
        if self.membership is not None and self.tables.get(table.id) is not table:
            raise RequestError("this table moved to another server; try again", 503)
        after = table.state.clone()
        after.play(seat, move)  # raises IllegalMove; the table's state is untouched
        index, now = len(table.moves), self.clocks.now()
        clock = self.clocks.after_move(table, seat, after, now, timed_out)
        try:
            await self.store.run(self._move_op(table, after, index, seat, move, now, clock),
                                 table)
        except Exception as error:
            log.error("table %s: move %d (%r) was not stored: %r", table.id, index, move,
                      error)
            raise NotSaved("move") from None
        self._publish(table, after, seat, move, now, clock)

    def _publish(self, table: LiveTable, after: GameState, seat: int, move: str, now: float,
                 clock: Any) -> None:
        """A stored move becomes the table's: from here on everyone may see it."""
        table.state = after
        if after.over:
            self.open.discard(table.id)
        table.moves.append((seat, move))
        table.version += 1
        table.changed_at = now
        self.clocks.published(table, clock)
        table.changed()
        if self.on_move is not None:
            self.on_move(time.time() - now)

    def _move_op(self, table: LiveTable, after: GameState, index: int, seat: int, move: str,
                 now: float, clock: Any) -> Any:
        """The store write of a move (with the clocks, when they changed, and the result,
        when it ended the game, with what the ``on_finish`` hooks store with it: nothing of
        the end is told before it is all stored)."""
        move_op = Store.op_move(table.id, index, seat, move, now)
        more = [self.clocks.op(table, clock, now)]
        if after.over:
            more.append(Store.op_finish(table.id, after.setup(), list(after.scores)))
            more += [hook(table, after) for hook in self.on_finish]
        more = [op for op in more if op is not None]
        if not more:
            return move_op

        def op(conn: Any) -> None:
            move_op(conn)
            for extra in more:
                extra(conn)

        return op

    # --- bots --------------------------------------------------------------------------------

    def schedule_bots(self, table: LiveTable, *, delay: float | None = None) -> None:
        """A timer per bot to act (a callback, not a task: most bots move at once when due).
        ``delay`` overrides the table's bot delay (a retry after a move was not stored)."""
        if not self.started or table.state.over or table.broken is not None:
            return
        if table.dealing is not None:  # no bot moves before the deal; the phase's timer runs
            if self.tables.get(table.id) is table:
                self.dealer.arm(table)
            return
        if self.tables.get(table.id) is not table:  # archived meanwhile
            return
        loop = None
        for seat in table.state.to_act:
            if seat in table.bots and seat not in table.bot_tasks:
                loop = loop or asyncio.get_running_loop()
                wait = delay
                if wait is None:
                    wait = float(table.settings.get("bot_delay", self.bot_delay))
                    if wait:  # ±25 %: bots that think alike do not all move in the same instant
                        wait *= 0.75 + 0.5 * random.random()
                table.bot_tasks[seat] = loop.call_later(wait, self._due, table, seat)

    def _due(self, table: LiveTable, seat: int, admitted: bool = False) -> None:
        """A bot's delay is up. A bot that does not search moves here and now, on the loop,
        its move stored by the store's next group commit, after which the clients are told
        (as ``play`` does, without a task and its wake-ups per move); a search bot, or a
        table busy with another move, takes the general path of ``_bot_turn``. While the
        loop is behind, the bot first waits for room (:mod:`.load`; ``admitted``: it had)."""
        table.bot_tasks.pop(seat, None)  # (gone already when the table was closed meanwhile)
        state = table.state
        if state.over or seat not in state.to_act or table.broken is not None:
            return
        bot = table.bots.get(seat)
        if bot is None:  # its person took the seat back
            return
        if not admitted and not self.pacing.admit():
            table.bot_tasks[seat] = self.pacing.hold(self._due, table, seat, True)
            return
        if isinstance(bot, SearchBot) or table.lock.locked() or table.committing is not None:
            table.bot_tasks[seat] = asyncio.get_running_loop().create_task(
                self._bot_turn(table, seat)
            )
            return
        legal = state.legal_moves(seat)
        if not legal:
            return
        try:
            # the random bot never reads its view: do not build one for it
            move = bot.choose({} if type(bot) is RandomBot else state.view(seat), legal)
            after = state.clone()
            after.play(seat, move)
        except Exception:
            log.exception("table %s: the bot at seat %d failed to move", table.id, seat)
            return
        index, now = len(table.moves), self.clocks.now()
        clock = self.clocks.after_move(table, seat, after, now)
        table.committing = future = self.store.queue(
            self._move_op(table, after, index, seat, move, now, clock), table
        )

        def committed(_future: asyncio.Future[Any]) -> None:
            if table.committing is future:
                table.committing = None
            if future.cancelled() or future.exception() is not None:
                log.error("table %s: bot move %d was not stored (%r); it tries again in %g s",
                          table.id, index, None if future.cancelled() else future.exception(),
                          self.bot_retry)
                self.schedule_bots(table, delay=self.bot_retry)
                return
            self._publish(table, after, seat, move, now, clock)
            self.schedule_bots(table)

        future.add_done_callback(committed)

    async def _bot_turn(self, table: LiveTable, seat: int) -> None:
        task = asyncio.current_task()
        try:
            bot = table.bots[seat]
            info = table.seats[seat]
            for _attempt in range(5):
                state = table.state
                if state.over or seat not in state.to_act or table.broken is not None:
                    return
                version = table.version
                legal = state.legal_moves(seat)
                if not legal:
                    return
                if isinstance(bot, SearchBot):  # a worker process thinks; the loop stays free
                    try:
                        move = await self.compute.run(
                            BOT, table.id, search_move, table.game, info.bot, info.level,
                            bot_seed(table.seed, seat) + 8 * version, state.view(seat), legal,
                        )
                    except Exception:
                        log.exception("table %s: bot at seat %d failed", table.id, seat)
                        move = random.choice(legal)
                else:
                    move = bot.choose({} if type(bot) is RandomBot else state.view(seat), legal)
                if table.version != version:
                    continue  # someone else moved meanwhile: think again
                if move not in legal:
                    log.error("table %s: bot chose illegal %r", table.id, move)
                    move = random.choice(legal)
                if table.bot_tasks.get(seat) is task:
                    del table.bot_tasks[seat]  # so the bot can be scheduled again at once
                try:
                    await self.play(table, seat, move, by_bot=True)
                except NotSaved:
                    log.warning("table %s: the bot at seat %d tries again in %g s",
                                table.id, seat, self.bot_retry)
                    self.schedule_bots(table, delay=self.bot_retry)
                except IllegalMove:
                    if table.version == version:
                        raise
                    # another move was stored while this one waited its turn (a simultaneous
                    # phase): the next timer of this seat, if it is still to act, moves again
                    self.schedule_bots(table)
                return
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: bot turn at seat %d failed", table.id, seat)
        finally:
            if table.bot_tasks.get(seat) is task:
                del table.bot_tasks[seat]

    # --- hints -------------------------------------------------------------------------------

    async def hint(self, table: LiveTable, seat: int | None, level: str | None) -> dict[str, Any]:
        """Ask the search bot what it would play here (only for the seat asking, from its
        view), where the table's policy allows it (:mod:`.analysis`: never at rated or
        quick-play tables; 403 with the reason). One hint at a time per seat: a second while
        the first runs is refused (429)."""
        if table.state.over:
            raise RequestError("the game is over: its replay offers analysis of every "
                               "position", 409)
        analysis.refuse_hint(table.hints)
        if table.dealing is not None:
            raise RequestError("the cards are being shuffled: there is nothing to hint yet", 409)
        if seat is None:
            raise RequestError("a spectator cannot ask for a hint", 403)
        if table.broken is not None:
            raise RequestError(f"this table is broken: {table.broken}", 409)
        state = table.state
        legal = state.legal_moves(seat)
        if not legal:
            raise RequestError("it is not your turn", 409)
        level = analysis.check_level(level)
        return await self._search(table.id, (table.id, seat), table.game, state.view(seat),
                                  legal, level, "a hint for your seat")

    async def analyse(self, table: LiveTable, body: Any, asker: str) -> dict[str, Any]:
        """After the game, for anyone: the search bot's suggestion for ``body["seat"]`` at
        position ``body["index"]`` of the replay (the moves before it played), and that
        position's ``index`` and ``seat``. Only a finished game: its record is public, so
        nothing is revealed that the replay does not show. One at a time per ``asker``."""
        if not isinstance(body, dict):
            raise RequestError('send {"index": N, "seat": S} (and "level", if you like)')
        if not table.state.over:
            raise RequestError("analysis opens when the game is over", 403)
        if not hints_available(table.game):
            raise RequestError(analysis.REASONS["no_search"], 404)
        level = analysis.check_level(body.get("level"))
        view, legal = analysis.position(table.game, table.options, table.state.setup(),
                                        table.moves, body.get("index"), body.get("seat"),
                                        len(table.seats))
        result = await self._search(table.id, (table.id, f"analysis {asker}"), table.game,
                                    view, legal, level, "your last analysis")
        return {**result, "index": body["index"], "seat": body["seat"]}

    async def _search(self, table_id: str, key: tuple[str, Any], game: str, view: Any,
                      legal: list[Any], level: str, what: str) -> dict[str, Any]:
        """One hint search in the compute pool, at most one at a time per ``key``."""
        if key in self._hinting:
            raise RequestError(f"{what} is still being worked out; wait for it before asking "
                               "for another", 429)
        self._hinting.add(key)
        try:
            result = await self.compute.run(HINT, table_id, hint_function(), game, view,
                                            legal, level)
        finally:
            self._hinting.discard(key)
        return dict(result)

    # --- idle tables -------------------------------------------------------------------------

    async def _sweep(self) -> None:
        """Archive what has been idle long enough, now and then."""
        every = max(1.0, min(60.0, self.archive_after / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await self.archive_idle()
            except Exception:
                log.exception("archiving idle tables failed")

    async def archive_idle(self, now: float | None = None) -> int:
        """Archive every unfinished table nobody has been connected to for ``archive_after``
        seconds, and let finished idle ones leave memory; the number archived."""
        now = time.time() if now is None else now
        archived = 0
        for table in list(self.tables.values()):
            idle = table.idle_since
            if idle is None or now - idle < self.archive_after or table.clients:
                continue
            if table.broken is not None:
                continue  # kept in memory: it is shown, at its table, as broken
            if table.state.over:
                self._forget(table)
            elif await self._archive(table):
                archived += 1
        return archived

    async def _archive(self, table: LiveTable) -> bool:
        async with table.lock:
            if table.clients or table.committing is not None or table.state.over:
                return False
            try:
                await self.store.run(Store.op_status(table.id, "archived"), table)
            except Exception as error:
                log.error("table %s could not be archived: %r", table.id, error)
                return False
            table.close()
            del self.tables[table.id]
            self.open.discard(table.id)
            self._index.pop(table.id, None)
            self._archived.add(table.id)
            log.info("table %s archived: nobody came for %g s", table.id, self.archive_after)
        await self._release(table)
        return True

    def _forget(self, table: LiveTable) -> None:
        """A finished table leaves memory; it stays listed from its row."""
        table.close()
        del self.tables[table.id]
        self.open.discard(table.id)
        if self.membership is not None:  # listed from the database; its lease let go
            self._spawn(self._release(table))
            return
        row = StoredTable(
            id=table.id, game=table.game, options=table.options, seed=table.seed,
            setup=table.setup, seats=[s.stored() for s in table.seats],
            settings=table.settings, status="over", result=list(table.state.scores),
            created=table.created, move_count=len(table.moves),
        )
        self._stored[row.id] = row

    # --- records and replays ----------------------------------------------------------------

    def record(self, table: LiveTable) -> dict[str, Any]:
        """The full record; only once over, because the setup holds every hidden card."""
        if not table.over:
            raise RequestError("the record is published when the game is over", 409)
        state = table.state
        return {
            "game": table.game,
            "options": table.options,
            "setup": state.setup(),
            "moves": [[seat, move] for seat, move in table.moves],
            "result": list(state.scores),
            "meta": {"table": table.id, "seats": [s.name for s in table.seats],
                     "practice": table.practice, "fairness": table.fairness()},
        }

    def replay_frames(self, table: LiveTable, seat: int | None) -> dict[str, Any]:
        """Every position of a finished game as seen from one seat (or a spectator)."""
        record = self.record(table)
        if seat is not None and not 0 <= seat < len(table.seats):
            raise RequestError(f"there is no seat {seat}")
        state = new_game(table.game, setup=record["setup"], **table.options)
        frames = [{"view": state.view(seat), "to_act": list(state.to_act), "move": None}]
        for mover, move in table.moves:
            state.play(mover, move)
            frames.append({"view": state.view(seat), "to_act": list(state.to_act),
                           "move": [mover, move]})
        shown = record["meta"]["fairness"]
        if shown is not None:
            verdict = fairness.check(table.game, table.options, record["setup"], table.moves,
                                     shown, record["result"])
            shown = {**shown, "verified": verdict.verified, "reason": verdict.reason}
        return {"game": table.game, "seat": seat, "seats": table.public_seats(),
                "result": record["result"], "frames": frames, "practice": table.practice,
                "fairness": shown}

    # --- many processes (--cluster) --------------------------------------------------------

    def owns(self, table_id: str) -> bool:
        return table_id in self.tables

    def seats_free(self) -> dict[str, bool]:
        """For every table this process holds, whether a person's seat is free (nobody
        connected to it): what the cluster's lobby lists as open seats."""
        return {tid: table.seat_free() for tid, table in self.tables.items()}

    def room(self) -> int:
        """How many more unfinished tables this process takes now (``--max-open-tables``;
        none while its loop is far behind, see :mod:`.load`)."""
        if self.pacing.lateness > self.pacing.shed_after:
            return 0
        return max(0, self.max_open_tables - len(self.open) - self._creating)

    async def open_table(self, table_id: str) -> LiveTable:
        """The live table for a request: ``get``; in a cluster, a table this process does not
        hold is claimed first (asked of its owner if another live process has it) and replayed
        from the store. Many requests for one table share one claim."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        if self.membership is None or table_id in self._quarantined:
            return self.get(table_id)
        if len(table_id) > 32:
            raise RequestError(f"there is no table {table_id!r}", status=404)
        pending = self._opening.get(table_id)
        if pending is None:
            self.pacing.check("open the table")  # a claim replays it: not while far behind
            pending = asyncio.get_running_loop().create_task(self._claim(table_id))
            self._opening[table_id] = pending
            pending.add_done_callback(lambda _f: self._opening.pop(table_id, None))
        return await asyncio.shield(pending)

    async def _claim(self, table_id: str) -> LiveTable:
        membership = self.membership
        assert membership is not None
        own = membership.ownership
        epoch = await membership.acquire(table_id)  # 404 when there is no such table
        try:
            row = await membership.run(self.store.load_one, table_id)
        except Exception:
            await membership.run(own.release, table_id, epoch)
            raise
        if row is None:
            await membership.run(own.release, table_id, epoch)
            raise RequestError(f"there is no table {table_id!r}", status=404)
        return self._adopt(row, epoch)

    def _adopt(self, row: StoredTable, epoch: int) -> LiveTable:
        """A table whose lease this process just took, replayed from its row."""
        old = self.tables.get(row.id)
        if old is not None:  # a former lease's table: drop it, its writes are refused now
            self.evict(row.id, old.lease_epoch, MOVED_AWAY)
        self._stored.pop(row.id, None)
        if row.broken is not None:
            self._quarantine(row, row.broken)
            return self.get(row.id)
        table = self._rebuild(row)
        if table is None:
            return self.get(row.id)
        table.lease_epoch = epoch
        if row.status == "archived":  # somebody came back to it: it is live again
            self.store.submit(self.store.fenced(Store.op_status(row.id, "playing"), table))
            log.info("table %s: brought back from the archive", row.id)
        self.tables[row.id] = table
        self.open.add(table)
        self.schedule_bots(table)
        return table

    async def take_over(self, claimed: list[tuple[str, int]]) -> None:
        """Tables the sweeper claimed (their owner is gone): replay each, its bots and clocks
        going on; a few at a time, the loop free in between."""
        assert self.membership is not None
        rows = await self.membership.run(self.store.load_many, [tid for tid, _e in claimed])
        for done, (table_id, epoch) in enumerate(claimed):
            row = rows.get(table_id)
            if row is None:
                await self.membership.run(self.membership.ownership.release, table_id, epoch)
                continue
            with contextlib.suppress(RequestError):  # quarantined: logged, listed as broken
                self._adopt(row, epoch)
            if done % 8 == 7:
                await asyncio.sleep(0)

    def evict(self, table_id: str, epoch: int | None, reason: str) -> None:
        """The table leaves this process (its lease lost, handed over or released): nothing
        of it runs here any more, its sockets are closed with :data:`~.live.CLOSE_MOVED`.
        ``epoch``: only the table held under that lease (``None``: whichever)."""
        table = self.tables.get(table_id)
        if table is None or (epoch is not None and table.lease_epoch != epoch):
            return
        del self.tables[table_id]
        self.open.discard(table_id)
        if self.membership is not None and table.lease_epoch is not None:
            self.membership.ownership.forget(table_id, table.lease_epoch)
        table.close()
        self.clocks.forget(table)
        table.move_out(CLOSE_MOVED, reason)
        for hook in self.on_evict:
            hook(table_id)

    async def hand_off(self, table_id: str, to: str | None = None) -> None:
        """Give a table up: no new move is taken, the one being stored finishes, the sockets
        are told to reconnect, and the lease goes ``to`` the process that asked for it (or
        to nobody: any process's sweeper takes it)."""
        table = self.tables.get(table_id)
        if table is None or self.membership is None or table.lease_epoch is None:
            return
        epoch = table.lease_epoch
        async with table.lock:
            await self.settle(table)
            reason = STOPPING if self.membership.draining else MOVED_AWAY
            self.evict(table_id, epoch, reason)
        await self.membership.run(self.membership.ownership.release, table_id, epoch, to=to)

    async def _release(self, table: LiveTable) -> None:
        if self.membership is None or table.lease_epoch is None:
            return
        try:
            await self.membership.run(self.membership.ownership.release, table.id,
                                      table.lease_epoch)
        except Exception as error:  # it runs out by itself
            log.error("table %s: releasing its lease failed: %r", table.id, error)

    async def drain(self) -> None:
        """Stopping (SIGTERM): take nothing new, hand every table over and leave the cluster
        (another process's sweeper takes them at once)."""
        if self.membership is None:
            return
        await self.membership.drain()
        if self._sweeper is not None:
            self._sweeper.cancel()
        for table in list(self.tables.values()):  # the write under way finishes first
            async with table.lock:
                await self.settle(table)
                self.evict(table.id, table.lease_epoch, STOPPING)
        await self.membership.close()  # every lease released in one statement

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
