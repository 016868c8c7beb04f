"""Quick play in the server: the queue of :mod:`.matchmaking` run on the event loop, the tables
it forms created through :meth:`TableManager.create` (stored before anyone is told), and each
person sent their seat over the queue's WebSocket (or on their next ``GET /api/queue``). The
routes and the socket are the web wing's (:mod:`gametable.server.web.queueroutes`).

- A join is matched at once (all joins of one pass of the event loop together), and every
  ``tick`` seconds the whole queue is looked at again: windows widen, bots fill seats.
- Formed tables are set up and stored in small batches (:data:`FORM_BATCH` tables, one group
  commit each, :data:`FORM_PIPELINE` batches in flight), their people told as soon as their
  batch is committed: in a rush of thousands the first tables are seated while later ones are
  still being formed, and the event loop serves everyone else between two batches.
- **Rated or casual**: an account queues rated unless it asks for casual (``"rated": false``);
  a guest queues casual, and asking for rated is refused (403,
  :data:`gametable.server.people.rated.ACCOUNTS_ONLY`).
- **Limits** (with a :class:`~gametable.server.people.access.Guard`): a person or address with
  ``max_tables_per_client`` unfinished tables may not queue (quick-play tables count for
  every person seated and every address they came from, as if each had created it), and at
  most ``max_queue_per_address`` people from one address wait at once (429).
- A formed table has the pool's options, quick phrases only in its chat, ``rated`` when it is
  a rated pool's and two or more people sit at it, where each person came from (for
  :mod:`gametable.server.people.rated`), and the people's names; each person is sent the table's
  address with their own seat token (``/join/ID/TOKEN``). A table that cannot be stored puts its
  people back in the queue, keeping their place.
- A person whose last queue socket closed, and who has not asked ``GET /api/queue`` since, is
  taken out of the queue after ``idle`` seconds: nobody is seated who has gone.
- Two people one of whom blocked the other are never seated together: a joining person's
  blocks (either way) are read as they join (``apart``), a block made while both wait is
  added (:meth:`QuickPlay.keep_apart`), and the pairing skips those pairs.
- A queue socket whose session ends (log out, on any process:
  :mod:`gametable.server.people.sessionbus`) is closed with 4401 and its person taken out of the
  queue at once; a message it sent meanwhile is not acted on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from gametable.server.defaults import QUEUE_FILL_AFTER, QUEUE_IDLE, QUEUE_TICK
from gametable.server.errors import RequestError
from gametable.server.people.access import Guard, TooManyRequests
from gametable.server.people.devices import Origin
from gametable.server.people.rated import ACCOUNTS_ONLY
from gametable.server.queue.matchmaking import (
    DEFAULT_RATING,
    AlreadyQueued,
    BotSeat,
    Match,
    MatchQueue,
    Member,
    Parties,
    Pool,
    QueueError,
    Window,
    party_people,
    pool_for,
)
from gametable.server.tables.chat import QUEUE_CHAT
from gametable.server.tables.manager import LiveTable, TableManager, TableOrder
from gametable.server.wire import dumps

log = logging.getLogger("gametable.server")

#: people's ratings (openskill's mu) for what a pool plays, asked together and awaited (a
#: read off the event loop): ``(player ids, pool) -> their ratings, in order``
RatingSource = Callable[[list[str], Pool], Awaitable[list[float]]]

#: tables set up and stored together, in one commit
FORM_BATCH = 16
#: batches being stored at once: the next one is set up while the last is committed
FORM_PIPELINE = 2


#: what kind of player each of some ids is (``"guest"`` or ``"account"``; an id not found is
#: left out): ``player ids -> {id: kind}``
KindSource = Callable[[list[str]], Awaitable[dict[str, str]]]


#: the pairs of people never to be seated together (one blocked the other,
#: :mod:`gametable.server.people.friends`) among some people and anyone, read off the event
#: loop: ``player ids -> {frozenset({a, b}), ...}``
ApartSource = Callable[[list[str]], Awaitable[set[frozenset[str]]]]


async def nobody_apart(_players: list[str]) -> set[frozenset[str]]:
    """Where nobody says who blocked whom: nobody is kept apart."""
    return set()


async def default_rating(players: list[str], _pool: Pool) -> list[float]:
    """Everyone's rating where no ratings are kept."""
    return [DEFAULT_RATING] * len(players)


async def no_accounts(_players: list[str]) -> dict[str, str]:
    """Where nobody says who has an account: everyone is a guest (casual play only)."""
    return {}


@dataclass(frozen=True)
class Place:
    """Where a person asking to queue plays from: their
    :class:`~gametable.server.people.devices.Origin` (never seated with someone of the same one)
    and the key their address's tables are counted by."""

    origin: Origin | None = None
    owner: str | None = None


def _member(player: str, name: str, place: Place | None) -> Member:
    return Member(player, name, origin=place.origin if place else None,
                  owner=place.owner if place else None)


@dataclass(eq=False)
class Listener:
    """One open queue socket: messages for it wait here until its sender takes them."""

    player: str
    messages: asyncio.Queue[str] = field(default_factory=asyncio.Queue)


class QuickPlay:
    """The queue, the parties, and who is told what."""

    def __init__(self, manager: TableManager, *, fill_after: float = QUEUE_FILL_AFTER,
                 window: Window | None = None, tick: float = QUEUE_TICK,
                 idle: float = QUEUE_IDLE, rating_of: RatingSource = default_rating,
                 clock: Callable[[], float] = time.monotonic,
                 kinds: KindSource = no_accounts, guard: Guard | None = None,
                 apart: ApartSource = nobody_apart) -> None:
        """``kinds``: who has an account (rated play is theirs only); ``guard``: the limits
        on who may queue (none without one); ``apart``: who blocked whom."""
        self.manager = manager
        self.kinds = kinds
        self.guard = guard
        self.apart = apart
        #: the pairs of waiting people never to be seated together
        self._apart: set[frozenset[str]] = set()
        self.queue = MatchQueue(fill_after=fill_after, window=window)
        self.parties = Parties()
        self.tick = tick
        self.idle = idle
        self.rating_of = rating_of
        self.clock = clock
        self._listeners: dict[str, set[Listener]] = {}
        self._last_seen: dict[str, float] = {}
        #: a person's latest seat from the queue, until they ask for their status
        self._seated: dict[str, dict[str, Any]] = {}
        self._soon: asyncio.Handle | None = None
        #: people who joined on a queue socket since the queue was last looked at: told their
        #: status after that look, unless a table took them (see ``join``)
        self._answer_after_match: list[str] = []
        self._ticker: asyncio.Task[None] | None = None
        #: tables formed and not yet being set up, oldest first
        self._pending: deque[Match] = deque()
        #: the task that sets them up, batch after batch, while there are any
        self._former: asyncio.Task[None] | None = None
        self._forming: set[asyncio.Task[None]] = set()

    # --- running ------------------------------------------------------------------------

    def start(self) -> None:
        self._ticker = asyncio.get_running_loop().create_task(self._tick_loop())

    def close(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        if self._former is not None:
            self._former.cancel()
        for task in self._forming:
            task.cancel()

    async def _tick_loop(self) -> None:
        while True:
            await asyncio.sleep(self.tick)
            try:
                self._drop_gone()
                if self._apart:  # (pairs of people no longer waiting are read again on joining)
                    self._apart = {pair for pair in self._apart
                                   if all(self.queue.ticket_of(p) for p in pair)}
                self._match(None)
            except Exception:
                log.exception("quick play: matching failed")

    def _match_soon(self) -> None:
        if self._soon is None:
            self._soon = asyncio.get_running_loop().call_soon(self._match_dirty)

    def _match_dirty(self) -> None:
        self._soon = None
        try:
            self._match(list(self.queue.dirty))
        finally:
            self._answer_joins()

    def _answer_joins(self) -> None:
        """The status of each person who joined on a queue socket and is still waiting; those
        a table took are answered by their seat (or, if it cannot be stored, an error)."""
        joined, self._answer_after_match = self._answer_after_match, []
        for player in joined:
            if self.queue.ticket_of(player) is not None and player in self._listeners:
                self._send(player, self.status(player))

    def _match(self, pools: list[str] | None) -> None:
        formed = self.queue.match(self.clock(), pools, self._apart)
        if not formed:
            return
        self._pending.extend(formed)
        if self._former is None:
            self._former = asyncio.get_running_loop().create_task(self._form_pending())

    async def _form_pending(self) -> None:
        """Set up and store the formed tables, :data:`FORM_BATCH` at a time, until none is
        left; a batch is set up while the one before it is being committed."""
        in_flight: set[asyncio.Task[None]] = set()
        try:
            while self._pending or in_flight:
                if self._pending and len(in_flight) < FORM_PIPELINE:
                    count = min(FORM_BATCH, len(self._pending))
                    batch = [self._pending.popleft() for _ in range(count)]
                    task = asyncio.get_running_loop().create_task(self._form(batch))
                    in_flight.add(task)
                    self._forming.add(task)
                    task.add_done_callback(self._forming.discard)
                    # the batch goes to the writer as one commit; others' work runs meanwhile
                    await asyncio.sleep(0)
                else:
                    _done, in_flight = await asyncio.wait(
                        in_flight, return_when=asyncio.FIRST_COMPLETED)
        finally:
            self._former = None

    async def _form(self, batch: list[Match]) -> None:
        """Create and store a batch of tables, then tell each person their seat."""
        orders = [self._order(match) for match in batch]
        try:
            outcomes = await self.manager.create_many(orders)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log.exception("quick play: a batch of tables could not be made")
            outcomes = [error] * len(batch)
        for match, outcome in zip(batch, outcomes, strict=True):
            if isinstance(outcome, Exception):
                self._unform(match, outcome)
            else:
                self._seat(match, *outcome)

    @staticmethod
    def _order(match: Match) -> TableOrder:
        spec: list[dict[str, Any]] = []
        for seat in match.seats:
            if isinstance(seat, BotSeat):
                spec.append({"kind": "bot", "bot": seat.bot, "level": seat.level})
            else:
                spec.append({"kind": "human", "name": seat.name})
        request = {"game": match.pool.game, "options": match.pool.table_options(),
                   "seats": spec, "chat": QUEUE_CHAT}
        people = match.people
        # one person and the bots that filled the other seats: nobody waits for them, so no
        # clock hurries them (a clock is for people waiting on each other)
        alone = len(people) < 2
        if alone:
            request["clock"] = "none"
        # counted toward every seated person's and every address's cap of open tables
        counted = {"players": sorted({m.player for m in people}),
                   "owners": sorted({m.owner for m in people if m.owner is not None})}
        return TableOrder(
            request, settings={"rated": match.pool.rated and not alone,
                               "queue": match.pool.key, "counted": counted},
            timed=not alone,
            players={i: s.player for i, s in enumerate(match.seats) if isinstance(s, Member)},
            origins={i: s.origin for i, s in enumerate(match.seats)
                     if isinstance(s, Member) and s.origin is not None})

    def _unform(self, match: Match, error: Exception) -> None:
        """A table that could not be made: its people back in the queue, keeping their
        place, and told why."""
        log.error("quick play: a %s table could not be made: %s", match.pool.key, error)
        for ticket in match.tickets:
            with contextlib.suppress(QueueError):
                self.queue.join(ticket.pool, ticket.members, ticket.since)
        for member in match.people:
            self._send(member.player, {"type": "error", "message": str(error)})
        self._broadcast_status(match.people)  # (waiting again: a join may not have been answered)

    def _seat(self, match: Match, table: LiveTable, tokens: dict[int, str]) -> None:
        """The table is stored: each person is sent their own seat's address."""
        people = len(match.people)
        for index, seat in enumerate(match.seats):
            if isinstance(seat, Member):
                seated = {"type": "seated", "table": table.id, "game": table.game,
                          "seat": index, "url": f"/join/{table.id}/{tokens[index]}",
                          "people": people, "seats": len(match.seats)}
                if self._listeners.get(seat.player):  # told once, on their socket
                    self._send(seat.player, seated)
                else:  # kept until they ask (a poll, or their next socket)
                    self._seated[seat.player] = seated

    def _drop_gone(self) -> None:
        now = self.clock()
        for player, seen in list(self._last_seen.items()):
            if self._listeners.get(player) or now - seen < self.idle:
                continue
            del self._last_seen[player]
            if self.queue.leave(player) is not None:
                log.info("quick play: %s left the queue (gone for %g s)", player, self.idle)

    # --- what people ask for ------------------------------------------------------------

    async def join(self, player: str, name: str, game: Any, choice: Any = None,
                   party: bool = False, *, origin: Listener | None = None,
                   rated: Any = None, place: Place | None = None
                   ) -> dict[str, Any] | None:
        """Queue a person (with their party, in a game of partners); their status.

        ``origin``: the queue socket that asked. Then nothing is returned: once the queue has
        been looked at (right after this pass of the event loop), each person joined is sent
        their status on their sockets if they still wait, and nothing if a table took them:
        their seat, sent once the table is stored, answers them. Why: in a rush nearly
        everyone is seated at once, and the status frame their seat made stale at once was a
        third of the messages the server (and each browser) handled per person.

        ``rated``: ``True``, ``False`` or ``None`` (rated for accounts, casual for guests);
        ``place``: where the person asks from (see :class:`Place`)."""
        if not isinstance(game, str):
            raise RequestError("say which game: 'game' is missing")
        pool_for(game, choice)  # (a bad choice is refused before anything is read)
        party_of = self.parties.of(player) if party else None
        people = [(player, name)]
        if party:
            people = party_people(party_of, pool_for(game, choice))
        if any(self.queue.ticket_of(who) is not None for who, _name in people):
            raise AlreadyQueued()  # (before the ratings are read; checked again on joining)
        pool = pool_for(game, choice, await self._rated(people, rated))
        members = members_of(player, people, party_of, place)
        self._check_limits(members)
        ratings = await self.rating_of([who for who, _name in people], pool)
        # read last: nothing waits between this and the join (a tick keeps only the pairs of
        # people waiting)
        blocked = await self.apart([who for who, _name in people])
        self._apart |= blocked
        members = [Member(m.player, m.name, rating, m.origin, m.owner)
                   for m, rating in zip(members, ratings, strict=True)]
        self._seated.pop(player, None)
        self.queue.join(pool, members, self.clock())
        for member in members:
            self._seen(member.player)
        self._match_soon()
        if origin is not None:
            self._answer_after_match.extend(member.player for member in members)
            return None
        self._broadcast_status(members)
        return self.status(player)

    async def _rated(self, people: list[tuple[str, str]], rated: Any) -> bool:
        """Whether these people queue rated: what they asked for, if they may (accounts
        only: :mod:`gametable.server.people.rated`); without asking, rated if they all have
        accounts."""
        if rated is not None and not isinstance(rated, bool):
            raise RequestError("'rated' is true or false")
        kinds = await self.kinds([who for who, _name in people])
        accounts = all(kinds.get(who) == "account" for who, _name in people)
        if rated and not accounts:
            raise QueueError(ACCOUNTS_ONLY, 403)
        return accounts if rated is None else rated

    def _check_limits(self, members: list[Member], waiting: dict[str, int] | None = None
                      ) -> None:
        """Refuse (429) a person with their cap of open tables, from an address with its
        cap, or from an address whose ``max_queue_per_address`` people wait already.
        ``waiting``: people waiting by address key (default: this process's queue)."""
        guard = self.guard
        if guard is None:
            return
        manager = self.manager
        for member in members:
            guard.check_open_tables(
                0 if member.owner is None else manager.open_count(member.owner),
                manager.open_count(player=member.player))
        cap = guard.policy.max_queue_per_address
        owners = [m.owner for m in members if m.owner is not None]
        for owner in set(owners):
            now = (waiting.get(owner, 0) if waiting is not None
                   else self.queue.waiting_from(owner))
            if cap and now + owners.count(owner) > cap:
                raise TooManyRequests(
                    f"{cap} people from your address are waiting in the queue already, the "
                    f"most one address may have waiting; try again when one is seated", 10)

    def waiting_counts(self) -> dict[str, int]:
        """People waiting, by pool key (``/metrics``)."""
        return self.queue.counts()

    def keep_apart(self, one: str, other: str) -> None:
        """``one`` blocked ``other`` (or the other way round): never seat them together."""
        if self.queue.ticket_of(one) is not None and self.queue.ticket_of(other) is not None:
            self._apart.add(frozenset((one, other)))

    def leave(self, player: str) -> dict[str, Any]:
        ticket = self.queue.leave(player)
        if ticket is not None:
            self._broadcast_status(ticket.members)
        return self.status(player)

    def party_create(self, player: str, name: str, place: Place | None = None
                     ) -> dict[str, Any]:
        if self.queue.ticket_of(player) is not None:
            raise QueueError("leave the queue before making a party")
        self.parties.create(_member(player, name, place), self.clock())
        return self.status(player)

    def party_join(self, player: str, name: str, code: Any, place: Place | None = None
                   ) -> dict[str, Any]:
        if not isinstance(code, str):
            raise RequestError("'code' is the party code from the link")
        if self.queue.ticket_of(player) is not None:
            raise QueueError("leave the queue before joining a party")
        party = self.parties.join(code, _member(player, name, place), self.clock())
        self._broadcast_status(party.members)
        return self.status(player)

    def party_leave(self, player: str) -> dict[str, Any]:
        party = self.parties.leave(player)
        if party is not None:
            if self.queue.ticket_of(player) is not None and len(party.members) == 2:
                self.queue.leave(player)
            self._broadcast_status(party.members)
        return self.status(player)

    def status(self, player: str, *, polled: bool = False) -> dict[str, Any]:
        """Where a person stands: ``idle``, ``queued`` (game, choice, waited; ``apart`` when
        someone else of their address or browser waits for the game too, whom they will not
        be seated with) or ``seated`` (their table's address, given until they ask again or
        queue again)."""
        self._seen(player)
        data: dict[str, Any] = {"type": "queue", "state": "idle",
                                "fill_after": self.queue.fill_after}
        ticket = self.queue.ticket_of(player)
        if ticket is not None:
            data.update(state="queued", game=ticket.pool.game, choice=ticket.pool.choice,
                        waited=round(self.clock() - ticket.since, 1),
                        waiting=self.queue.waiting(ticket.pool),
                        with_=[m.name for m in ticket.members if m.player != player],
                        apart=self.queue.others_of_its_place(ticket))
        elif player in self._seated:
            data.update(state="seated", seated=self._seated[player])
            if polled:
                del self._seated[player]
        party = self.parties.of(player)
        if party is not None:
            data["party"] = {"code": party.code, "leader": party.leader.player == player,
                             "names": [m.name for m in party.members],
                             "complete": party.partner is not None}
        data["with"] = data.pop("with_", [])
        return data

    # --- sockets ------------------------------------------------------------------------

    def listen(self, player: str) -> Listener:
        listener = Listener(player)
        self._listeners.setdefault(player, set()).add(listener)
        self._seen(player)
        return listener

    def unlisten(self, listener: Listener) -> None:
        listeners = self._listeners.get(listener.player)
        if listeners is not None:
            listeners.discard(listener)
            if not listeners:
                del self._listeners[listener.player]
        self._seen(listener.player)

    def _seen(self, player: str) -> None:
        self._last_seen[player] = self.clock()

    def _send(self, player: str, data: dict[str, Any]) -> None:
        if listeners := self._listeners.get(player):
            text = dumps(data)
            for listener in listeners:
                listener.messages.put_nowait(text)

    def _broadcast_status(self, members: Any) -> None:
        for member in members:
            if member.player in self._listeners:  # (a status only for someone with a socket)
                self._send(member.player, self.status(member.player))


def members_of(player: str, people: list[tuple[str, str]], party: Any, place: Place | None
             ) -> list[Member]:
    """The queue's members for ``people``: the asker where they ask from, a partner where
    they joined the party from."""
    known = {m.player: m for m in party.members} if party is not None else {}
    members = []
    for who, shown in people:
        partner = known.get(who)
        if who == player or partner is None:
            members.append(_member(who, shown, place if who == player else None))
        else:
            members.append(Member(who, shown, origin=partner.origin, owner=partner.owner))
    return members
