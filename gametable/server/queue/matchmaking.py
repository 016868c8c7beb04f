"""Quick play's queue: who waits for which game, and which tables can be formed now.

Pure bookkeeping, no network and no clock of its own (every call takes ``now``), so the
pairing rules are tested as they are written. :mod:`.quickplay` runs it in the server.

Rules
-----
- **One pool per game, choice and kind** (:func:`pool_for`): a game's descriptor says its
  pools: one, or one per value of an option (a rule profile, a number of players); each of
  them rated (accounts only, see :mod:`gametable.server.people.rated`) or casual (anyone). Only
  tables of one pool are formed from its tickets.
- **Never two from one place**: two tickets whose people share an address or a device
  (:class:`~gametable.server.people.devices.Origin`) are never seated at one table, rated or
  casual (two guests of one script would otherwise be paired within a second); partners of one
  party may share.
- **Never with someone blocked**: two tickets where someone of one blocked someone of the other
  (or was blocked by them) are never seated at one table; the caller passes those pairs
  (``apart``: :mod:`gametable.server.people.friends` knows the blocks).
- **One ticket per person**: joining again while queued is refused (:class:`AlreadyQueued`).
  A ticket holds one person, or, in a game of partners whose descriptor allows parties, two
  friends queueing together as a team (a party), who always sit as partners.
- **Similar strength**: the oldest ticket of a pool (the *anchor*) is seated with the tickets
  nearest its rating that both accept: a ticket accepts a rating within its *window*, which
  starts at ``window.base`` and widens by ``window.widen`` a second of waiting, up to
  ``window.most`` (:class:`Window`).
- **Bots after a wait**: once the anchor has waited ``fill_after`` seconds, a table is formed
  with whoever fits its window and bots in the empty seats: the bot whose fixed rating is
  nearest the people's mean rating (:func:`bot_for_rating`).
- Seats are drawn at random among the people (parties keep a partner pair).

Ratings are numbers on the rating system's scale (:data:`DEFAULT_RATING` for anyone without
one); :mod:`.quickplay` asks a rating source for them.
"""

from __future__ import annotations

import bisect
import random
import secrets
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from typing import Any

from gametable.core.registry import REGISTRY
from gametable.server.errors import RequestError
from gametable.server.people.devices import Origin
from gametable.server.people.ratings import BOT_RATINGS

#: the rating of a person who has none yet (openskill's starting mu)
DEFAULT_RATING = 25.0

class QueueError(RequestError):
    """A queue request refused; the message says why."""


class AlreadyQueued(QueueError):
    def __init__(self) -> None:
        super().__init__("you are already in the queue; leave it first to queue for another "
                         "game", 409)


@dataclass(frozen=True)
class Pool:
    """What one "Play now" button queues for: a game with the options its tables get."""

    game: str
    choice: str  # "": the game's one pool; else the pool's option value, as text
    seats: int
    options: tuple[tuple[str, Any], ...] = ()
    #: whether two friends may queue together as partners
    teams: bool = False
    #: a rated pool (accounts only) or a casual one
    rated: bool = True

    @property
    def key(self) -> str:
        base = f"{self.game}:{self.choice}" if self.choice else self.game
        return base if self.rated else f"{base}+casual"

    def table_options(self) -> dict[str, Any]:
        return dict(self.options)


def pool_for(game: str, choice: Any = None, rated: bool = True) -> Pool:
    """The pool of a "Play now" request, or :class:`QueueError` naming the choices: the game's
    descriptor says its pools (:class:`~gametable.core.descriptor.QuickPlay`)."""
    entry = REGISTRY.get(game)
    quick = None if entry is None else entry.descriptor.quick_play
    if entry is None or quick is None:
        offered = [name for name, e in REGISTRY.items() if e.descriptor.quick_play is not None]
        raise QueueError(f"there is no quick play for {game!r}; games: {', '.join(offered)}")
    facts = entry.descriptor
    if quick.option is None:
        if choice not in (None, ""):
            raise QueueError(f"{facts.title}'s quick play has no choice to make")
        return Pool(game, "", facts.seats[0], rated=rated)
    value = quick.choices[0] if choice in (None, "") else choice
    numbers = all(isinstance(c, int) for c in quick.choices)
    if numbers:  # a count, perhaps sent as text
        try:
            value = int(value)
        except (TypeError, ValueError):
            value = None
    if value not in quick.choices:
        label = quick.label or quick.option
        raise QueueError(
            f"{facts.title}'s quick play is for {min(quick.choices)} to {max(quick.choices)} "
            f"{label}, not {choice!r}" if numbers else
            f"{facts.title}'s quick play is by {label}: {', '.join(map(str, quick.choices))}; "
            f"not {choice!r}")
    seats = value if quick.option == facts.players_option else facts.seats[0]
    return Pool(game, str(value), seats, ((quick.option, value),), teams=quick.parties,
                rated=rated)


def bot_for_rating(rating: float) -> tuple[str, str | None]:
    """The bot (name, level) whose fixed rating
    (:data:`~gametable.server.people.ratings.BOT_RATINGS`) is nearest people rated ``rating``;
    the random bot is no opponent for anyone who plays to win."""
    candidates = [(abs(mu - rating), -mu, bot, level)
                  for (bot, level), (mu, _sigma) in BOT_RATINGS.items() if bot != "random"]
    _distance, _mu, bot, level = min(candidates)
    return bot, level


@dataclass(frozen=True)
class Window:
    """How far apart in rating two people may be seated, growing while they wait."""

    base: float = 3.0
    widen: float = 0.5  # rating points a second of waiting
    most: float = 25.0

    def at(self, waited: float) -> float:
        return min(self.most, self.base + self.widen * max(0.0, waited))


@dataclass(frozen=True)
class Member:
    """A person in the queue (``player`` is the identity's id; one ticket per person), with
    where they play from (``origin``; ``None``: unknown, compared with nobody) and the key
    their address's open tables are counted by (``owner``,
    :meth:`gametable.server.people.access.Guard.creator_key`)."""

    player: str
    name: str
    rating: float = DEFAULT_RATING
    origin: Origin | None = None
    owner: str | None = None


@dataclass(eq=False)
class Ticket:
    """One queue entry: a person, or a party of two who sit as partners."""

    id: int
    pool: Pool
    members: tuple[Member, ...]
    since: float

    @property
    def size(self) -> int:
        return len(self.members)

    @property
    def rating(self) -> float:
        return sum(m.rating for m in self.members) / len(self.members)

    def places(self) -> Counter[str]:
        """The addresses and browsers its people play from, as keys (a party's may repeat)."""
        return Counter(key for member in self.members if member.origin is not None
                       for key in member.origin.places())

    def shares_place(self, other: Ticket) -> bool:
        """Whether someone of this ticket plays from the address or device of someone of
        ``other``'s (who may then not sit at one table)."""
        return any(a.origin is not None and b.origin is not None and a.origin.shares(b.origin)
                   for a in self.members for b in other.members)


def kept_apart(one: Ticket, other: Ticket, apart: Collection[frozenset[str]]) -> bool:
    """Whether someone of ``one`` and someone of ``other`` are a pair of ``apart``."""
    return any(frozenset((a.player, b.player)) in apart
               for a in one.members for b in other.members)


@dataclass(frozen=True)
class BotSeat:
    bot: str
    level: str | None


@dataclass
class Match:
    """A table the queue formed: who sits where (a :class:`Member` or a :class:`BotSeat`)."""

    pool: Pool
    seats: list[Member | BotSeat]
    tickets: list[Ticket]
    #: when the table could first be formed (its last member joined, or the wait ran out)
    formable: float

    @property
    def people(self) -> list[Member]:
        return [s for s in self.seats if isinstance(s, Member)]


@dataclass
class _PoolQueue:
    """One pool's tickets, by rating (for the nearest) and by age (for the anchor)."""

    by_rating: list[tuple[float, int]] = field(default_factory=list)
    tickets: dict[int, Ticket] = field(default_factory=dict)  # insertion order: oldest first
    people: int = 0
    #: people waiting per address and per browser (:meth:`Ticket.places`)
    places: Counter[str] = field(default_factory=Counter)

    def add(self, ticket: Ticket) -> None:
        bisect.insort(self.by_rating, (ticket.rating, ticket.id))
        self.tickets[ticket.id] = ticket
        self.people += ticket.size
        self.places.update(ticket.places())

    def remove(self, ticket: Ticket) -> None:
        key = (ticket.rating, ticket.id)
        index = bisect.bisect_left(self.by_rating, key)
        if index < len(self.by_rating) and self.by_rating[index] == key:
            del self.by_rating[index]
        if self.tickets.pop(ticket.id, None) is not None:
            self.people -= ticket.size
            for place, n in ticket.places().items():
                self.places[place] -= n
                if self.places[place] <= 0:
                    del self.places[place]


class MatchQueue:
    """Every waiting ticket, and the tables they can form (:meth:`match`)."""

    def __init__(self, *, fill_after: float = 20.0, window: Window | None = None,
                 bot_for: Callable[[float], tuple[str, str | None]] = bot_for_rating,
                 rng: random.Random | None = None) -> None:
        self.fill_after = fill_after
        self.window = window or Window()
        self.bot_for = bot_for
        self.rng = rng or random.Random()
        self._pools: dict[str, tuple[Pool, _PoolQueue]] = {}
        self._by_player: dict[str, Ticket] = {}
        #: people waiting per address key (``Member.owner``): the queue's per-address limit
        self._by_owner: Counter[str] = Counter()
        self._next_id = 0
        #: pools a ticket joined since the last match: worth a look before the next tick
        self.dirty: set[str] = set()

    def __len__(self) -> int:
        return len(self._by_player)

    def ticket_of(self, player: str) -> Ticket | None:
        return self._by_player.get(player)

    def waiting_from(self, owner: str) -> int:
        """People waiting whose address key is ``owner``."""
        return self._by_owner.get(owner, 0)

    def others_of_its_place(self, ticket: Ticket) -> bool:
        """Whether someone else waits in ``ticket``'s pool from the address or browser of one
        of its people: they are never seated together, and may be told why."""
        entry = self._pools.get(ticket.pool.key)
        if entry is None:
            return False
        places = entry[1].places
        return any(places[key] > own for key, own in ticket.places().items())

    def waiting(self, pool: Pool) -> int:
        entry = self._pools.get(pool.key)
        return 0 if entry is None else entry[1].people

    def counts(self) -> dict[str, int]:
        """People waiting, by pool key (pools nobody waits in left out)."""
        return {key: queue.people for key, (_pool, queue) in self._pools.items() if queue.people}

    def join(self, pool: Pool, members: Iterable[Member], now: float) -> Ticket:
        """Queue one person, or a party of two for a game with teams."""
        members = tuple(members)
        if not members:
            raise QueueError("nobody to queue")
        if len(members) > 1:
            if not pool.teams or len(members) != 2:
                raise QueueError("only a game of partners takes a party, of two partners")
            if members[0].player == members[1].player:
                raise QueueError("a party is two different people")
        if any(m.player in self._by_player for m in members):
            raise AlreadyQueued()
        self._next_id += 1
        ticket = Ticket(self._next_id, pool, members, now)
        _pool, queue = self._pools.setdefault(pool.key, (pool, _PoolQueue()))
        queue.add(ticket)
        for member in members:
            self._by_player[member.player] = ticket
            if member.owner is not None:
                self._by_owner[member.owner] += 1
        self.dirty.add(pool.key)
        return ticket

    def leave(self, player: str) -> Ticket | None:
        """Take a person's ticket (their party's too) out of the queue; ``None`` if none."""
        ticket = self._by_player.get(player)
        if ticket is not None:
            self._drop(ticket)
        return ticket

    def _drop(self, ticket: Ticket) -> None:
        self._pools[ticket.pool.key][1].remove(ticket)
        for member in ticket.members:
            if (self._by_player.pop(member.player, None) is not None
                    and member.owner is not None):
                self._by_owner[member.owner] -= 1
                if self._by_owner[member.owner] <= 0:
                    del self._by_owner[member.owner]

    def match(self, now: float, pools: Iterable[str] | None = None,
              apart: Collection[frozenset[str]] = frozenset()) -> list[Match]:
        """Form every table that can be formed now (of the named pools, or all), taking
        their tickets out of the queue. ``apart``: pairs of people (player ids) never to be
        seated together (one blocked the other)."""
        keys = list(self._pools) if pools is None else [k for k in pools if k in self._pools]
        self.dirty.difference_update(keys)
        formed: list[Match] = []
        for key in keys:
            pool, queue = self._pools[key]
            formed.extend(self._match_pool(pool, queue, now, apart))
        return formed

    def _match_pool(self, pool: Pool, queue: _PoolQueue, now: float,
                    apart: Collection[frozenset[str]] = frozenset()) -> list[Match]:
        formed = []
        for anchor in list(queue.tickets.values()):  # oldest first
            if anchor.id not in queue.tickets:
                continue  # seated meanwhile
            group = self._gather(pool, queue, anchor, now, apart)
            size = sum(t.size for t in group)
            waited = now - anchor.since
            if size < pool.seats and waited < self.fill_after:
                continue
            for ticket in group:
                self._drop(ticket)
            formable = max(t.since for t in group)
            if size < pool.seats:
                formable = max(formable, anchor.since + self.fill_after)
            formed.append(Match(pool, self._seat(pool, group), group, formable))
        return formed

    def _gather(self, pool: Pool, queue: _PoolQueue, anchor: Ticket, now: float,
                apart: Collection[frozenset[str]] = frozenset()) -> list[Ticket]:
        """The anchor and the tickets nearest its rating that fit its table and accept it."""
        group, size = [anchor], anchor.size
        if size >= pool.seats:
            return group
        reach = self.window.at(now - anchor.since)
        ratings = queue.by_rating
        centre = anchor.rating
        at = bisect.bisect_left(ratings, (centre, anchor.id))
        low, high = at - 1, at + 1
        while size < pool.seats and (low >= 0 or high < len(ratings)):
            below = centre - ratings[low][0] if low >= 0 else float("inf")
            above = ratings[high][0] - centre if high < len(ratings) else float("inf")
            if below <= above:
                distance, (_r, tid) = below, ratings[low]
                low -= 1
            else:
                distance, (_r, tid) = above, ratings[high]
                high += 1
            if distance > reach:
                break  # everyone further is further still
            ticket = queue.tickets[tid]
            if distance > self.window.at(now - ticket.since):
                continue  # it does not accept a table this far from its own rating yet
            if any(ticket.shares_place(t) for t in group):
                continue  # one address or device: never at one table
            if apart and any(kept_apart(ticket, t, apart) for t in group):
                continue  # one blocked the other: never at one table
            if size + ticket.size <= pool.seats:
                group.append(ticket)
                size += ticket.size
        return group

    def _seat(self, pool: Pool, group: list[Ticket]) -> list[Member | BotSeat]:
        """Who sits where: parties as partners (seats s and s+2), the others at random, bots
        of the people's strength in the seats left."""
        seats: list[Member | BotSeat | None] = [None] * pool.seats
        people = [m for t in group for m in t.members]
        pairs = [t.members for t in group if t.size == 2]
        if pairs:
            starts = [0, 1]
            self.rng.shuffle(starts)
            for start, pair in zip(starts, pairs, strict=False):
                seats[start], seats[start + 2] = pair
        singles = [t.members[0] for t in group if t.size == 1]
        free = [i for i, s in enumerate(seats) if s is None]
        self.rng.shuffle(free)
        for index, member in zip(free, singles, strict=False):
            seats[index] = member
        if len(people) == pool.seats:
            return seats  # type: ignore[return-value]  # (every seat taken)
        bot = BotSeat(*self.bot_for(sum(m.rating for m in people) / len(people)))
        return [bot if s is None else s for s in seats]


#: seconds a party link stays valid before its partner has joined
PARTY_LIFETIME = 15 * 60.0


@dataclass
class Party:
    """Two friends who queue together as partners: one made the code, the other joined it."""

    code: str
    leader: Member
    created: float
    partner: Member | None = None

    @property
    def members(self) -> tuple[Member, ...]:
        return (self.leader,) if self.partner is None else (self.leader, self.partner)


def party_people(formed: Party | None, pool: Pool) -> list[tuple[str, str]]:
    """``(player, name)`` of everyone a party's join puts in ``pool``'s queue: both friends,
    once the partner has opened the link, and only for a game of teams."""
    if formed is None or formed.partner is None:
        raise QueueError("your party is not complete: your partner has to open the "
                         "party link first")
    if not pool.teams:
        raise QueueError("a party queues only for a game of partners")
    return [(m.player, m.name) for m in formed.members]


class Parties:
    """Party codes: one party per person; a code the partner has not used expires."""

    def __init__(self, *, lifetime: float = PARTY_LIFETIME) -> None:
        self.lifetime = lifetime
        self._by_code: dict[str, Party] = {}
        self._by_player: dict[str, Party] = {}

    def of(self, player: str) -> Party | None:
        return self._by_player.get(player)

    def create(self, leader: Member, now: float) -> Party:
        """A new party led by ``leader`` (who leaves any party they were in)."""
        self.leave(leader.player)
        self._expire(now)
        party = Party(secrets.token_urlsafe(8), leader, now)
        self._by_code[party.code] = party
        self._by_player[leader.player] = party
        return party

    def join(self, code: str, member: Member, now: float) -> Party:
        self._expire(now)
        party = self._by_code.get(code)
        if party is None:
            raise QueueError("this party link is not valid any more; ask your friend for a "
                             "new one")
        if party.leader.player == member.player:
            raise QueueError("this is your own party link: send it to your partner")
        if party.partner is not None and party.partner.player != member.player:
            raise QueueError("this party already has two players")
        if self._by_player.get(member.player) not in (None, party):
            self.leave(member.player)
        party.partner = member
        self._by_player[member.player] = party
        return party

    def leave(self, player: str) -> Party | None:
        """Break up the party ``player`` is in (both members are out of it)."""
        party = self._by_player.get(player)
        if party is None:
            return None
        self._by_code.pop(party.code, None)
        for member in party.members:
            self._by_player.pop(member.player, None)
        return party

    def _expire(self, now: float) -> None:
        old = [p for p in self._by_code.values()
               if p.partner is None and now - p.created > self.lifetime]
        for party in old:
            self.leave(party.leader.player)
