"""Friends: who follows whom, who blocked whom, and who is online (challenges between them:
:mod:`.challenges`).

The rules (``docs/server.md``, "Friends"):

- **Accounts only**: following, blocking, challenging and inviting are for accounts, as on
  Lichess; a guest is told to log in or register (403, :data:`SIGN_UP`). Only an account can
  be followed, challenged or invited.
- **Follows are one way** (``gt_follows``); two people who follow each other are *friends*.
  The person followed is told (a ``follow`` notice, :mod:`.notices`). One follows at most
  :data:`MOST_FOLLOWED` people.
- **A block** (``gt_blocks``) removes the follows both ways and withdraws the open
  challenges between the two; from then on the blocked person cannot follow the blocker,
  invite or challenge them (told only :data:`NOT_TAKING`, never that they were blocked), the
  blocker is not shown their table chat lines, and quick play never seats the two together
  (:func:`blocked_pairs`, :mod:`gametable.server.queue.matchmaking`). Nobody is ever told
  that they were blocked.
- **Presence**: a person is online while a page of theirs is connected to the server (its
  live channel, ``/ws/me``) on any process: each process writes, for the people whose pages
  it holds, a last-seen time (``gt_presence``) every :data:`SEEN_EVERY` seconds at most, off
  the move path; *online* is a last-seen time within :data:`ONLINE_WINDOW`. What they play is
  read from their seats (their unfinished tables).
- **How often**: per person, :data:`RATES` (429 and when to try again).

Every read runs on a thread, every write through the store's writer; a block is told to the
other processes of a cluster (``blocks <player>`` on :data:`.notices.CHANNEL`), whose caches
of blocks (for the chat) forget it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any

from sqlalchemy import and_, delete, func, insert, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError

from gametable.server.errors import RequestError
from gametable.server.people.access import Rate, TooManyRequests
from gametable.server.people.notices import Notices
from gametable.server.people.players import Player, Players, player_settings_t
from gametable.server.storage.schema import (
    blocks_t,
    challenges_t,
    follows_t,
    notices_t,
    players_t,
    presence_t,
    seat_players_t,
    tables_t,
)

log = logging.getLogger("gametable.server")

#: seconds since a page of theirs was last connected within which a person is online
ONLINE_WINDOW = 70.0
#: seconds between two stored last-seen times of one person (per process)
SEEN_EVERY = 30.0
#: people one may follow, and block; the latest followers one is shown (one may have more)
MOST_FOLLOWED = 400
MOST_BLOCKED = 1000
FOLLOWERS_SHOWN = 1000
#: people whose blocks are kept in memory (for the chat), the least recently used forgotten
CACHE_SIZE = 50_000
#: unfinished tables shown for each person ("what they play")
PLAYING_SHOWN = 3
#: per person: follows, unfollows, blocks and unblocks; challenges, answers and invitations;
#: searches for players by name
RATES: dict[str, Rate] = {"follow": Rate(30, 60), "challenge": Rate(12, 60),
                          "search": Rate(30, 60)}
_WHAT = {"follow": "follows and blocks", "challenge": "challenges and invitations",
         "search": "searches for players"}

SIGN_UP = ("log in or register to follow players, challenge them and invite them: friends "
           "are for accounts")
#: what someone blocked is told when inviting or challenging (never that they were blocked)
NOT_TAKING = "this player is not taking invitations"
NOT_FOLLOWABLE = "this player cannot be followed"
YOU_BLOCKED = "you blocked this player: unblock them first"

_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def valid_id(value: Any) -> bool:
    """Whether ``value`` has the shape of a player's (or a challenge's) id."""
    return isinstance(value, str) and _ID.fullmatch(value) is not None


class PersonLimits:
    """Token buckets per (action, person), as :class:`~.access.RateLimiter` keeps them per
    address, in this module's words; the least recently used are forgotten past
    :data:`CACHE_SIZE`."""

    def __init__(self, rates: dict[str, Rate | None] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rates = dict(RATES if rates is None else rates)
        self.clock = clock
        self._buckets: OrderedDict[tuple[str, str], tuple[float, float]] = OrderedDict()

    def charge(self, action: str, player_id: str) -> None:
        """Spend one of the person's ``action`` tokens, or raise :class:`TooManyRequests`."""
        rate = self.rates.get(action)
        if rate is None:
            return
        now, key = self.clock(), (action, player_id)
        tokens, since = self._buckets.pop(key, (float(rate.count), now))
        tokens = min(float(rate.count), tokens + (now - since) * rate.count / rate.seconds)
        self._buckets[key] = (tokens - 1 if tokens >= 1 else tokens, now)
        while len(self._buckets) > CACHE_SIZE:
            self._buckets.popitem(last=False)
        if tokens < 1:
            wait = (1 - tokens) * rate.seconds / rate.count
            raise TooManyRequests(f"too many {_WHAT[action]}: at most {rate.count} every "
                                  f"{rate.seconds:g} s from one player; try again in "
                                  f"{math.ceil(wait)} s", wait)


def pair_key(a: str, b: str) -> str:
    """Two people's key, the same either way round (one open challenge per pair)."""
    return " ".join(sorted((a, b)))


def blocked_pairs(conn: Any, players: list[str], *, among: bool = True
                  ) -> set[frozenset[str]]:
    """The pairs of people one of whom blocked the other: among ``players`` (``among``), or
    between them and anyone. A read on ``conn``, for quick play's pairing."""
    if not players:
        return set()
    ids = list(dict.fromkeys(players))
    if among:
        where = and_(blocks_t.c.blocker.in_(ids), blocks_t.c.blocked.in_(ids))
    else:
        where = or_(blocks_t.c.blocker.in_(ids), blocks_t.c.blocked.in_(ids))
    rows = conn.execute(select(blocks_t.c.blocker, blocks_t.c.blocked).where(where)).all()
    return {frozenset((row.blocker, row.blocked)) for row in rows}


def blocks_between(conn: Any, me: str, other: str) -> tuple[bool, bool]:
    """(whether ``me`` blocked ``other``, whether ``other`` blocked ``me``)."""
    rows = conn.execute(select(blocks_t.c.blocker).where(or_(
        and_(blocks_t.c.blocker == me, blocks_t.c.blocked == other),
        and_(blocks_t.c.blocker == other, blocks_t.c.blocked == me)))).scalars().all()
    return me in rows, other in rows


class Friends:
    """Follows, blocks and presence of one server (see the module docstring)."""

    def __init__(self, store: Any, players: Players, notices: Notices, *,
                 rates: dict[str, Rate | None] | None = None) -> None:
        self.store = store
        self.players = players
        self.notices = notices
        self.limits = PersonLimits(rates)
        #: told ``(blocker, blocked)`` after a block is stored (quick play keeps them apart)
        self.on_block: list[Callable[[str, str], None]] = []
        #: each person's blocks as read (for the chat): player → the people they blocked
        self._blocked: OrderedDict[str, frozenset[str]] = OrderedDict()
        #: when this process last stored each person's last-seen time (monotonic)
        self._written: dict[str, float] = {}
        self._presence: asyncio.Task[None] | None = None
        notices.on_note["blocks"] = lambda player: self._blocked.pop(player.strip(), None)
        notices.on_resync.append(self._blocked.clear)

    # --- running ------------------------------------------------------------------------

    def start(self) -> None:
        """The notices' link, and the last-seen times of the people whose pages are here."""
        self.notices.start()
        self._presence = asyncio.get_running_loop().create_task(self._presence_loop())

    def close(self) -> None:
        if self._presence is not None:
            self._presence.cancel()
        self.notices.close()

    # --- who may ----------------------------------------------------------------------

    @staticmethod
    def require_account(player: Player) -> None:
        if player.kind != "account":
            raise RequestError(SIGN_UP, 403)

    async def account(self, player_id: Any, what: str = "followed") -> Player:
        """The account with this id (404 for no such player, 400 for a guest's)."""
        if not valid_id(player_id):
            raise RequestError("a player is named by their id (the end of their profile's "
                               "address)")
        found = await self.players.load(player_id)
        if found is None:
            raise RequestError(f"there is no player {player_id!r}", 404)
        if found.kind != "account":
            raise RequestError(f"only players with an account can be {what}; this one is a "
                               f"guest")
        return found

    # --- follows ------------------------------------------------------------------------

    async def follow(self, me: Player, target: Player) -> bool:
        """``me`` follows ``target`` (stored, then they are told); ``False`` if already."""
        self.check_other(me, target, "follow")
        now = time.time()

        def op(conn: Any) -> str:
            mine, theirs = blocks_between(conn, me.id, target.id)
            if mine or theirs:
                return "you blocked" if mine else "blocked"
            if conn.execute(select(follows_t.c.created).where(
                    follows_t.c.follower == me.id, follows_t.c.followed == target.id)).first():
                return "already"
            count = conn.execute(select(func.count()).select_from(follows_t).where(
                follows_t.c.follower == me.id)).scalar_one()
            if count >= MOST_FOLLOWED:
                return "full"
            conn.execute(insert(follows_t).values(follower=me.id, followed=target.id,
                                                  created=now))
            return "new"

        outcome = await self.write(op, "already")
        if outcome == "you blocked":
            raise RequestError(YOU_BLOCKED, 409)
        if outcome == "blocked":
            raise RequestError(NOT_FOLLOWABLE, 403)
        if outcome == "full":
            raise RequestError(f"you follow {MOST_FOLLOWED} people already, the most one may "
                               f"follow: unfollow someone first", 409)
        if outcome == "new":
            await self.notices.tell(target.id, "follow", {"from": me.id, "name": me.name})
        return outcome == "new"

    async def unfollow(self, me: Player, target_id: str) -> bool:
        """``me`` no longer follows ``target_id``; ``False`` if they did not."""
        self.limits.charge("follow", me.id)

        def op(conn: Any) -> int:
            return conn.execute(delete(follows_t).where(
                follows_t.c.follower == me.id, follows_t.c.followed == target_id)).rowcount

        return bool(await self.store.run(op))

    # --- blocks -------------------------------------------------------------------------

    async def block(self, me: Player, target: Player) -> bool:
        """``me`` blocks ``target``: the follows both ways and the open challenges between
        them go in the same transaction; ``False`` if already blocked."""
        if target.id == me.id:
            raise RequestError("you cannot block yourself")
        self.require_account(me)
        self.limits.charge("follow", me.id)
        now, pair = time.time(), pair_key(me.id, target.id)

        def op(conn: Any) -> str:
            if conn.execute(select(blocks_t.c.created).where(
                    blocks_t.c.blocker == me.id, blocks_t.c.blocked == target.id)).first():
                return "already"
            count = conn.execute(select(func.count()).select_from(blocks_t).where(
                blocks_t.c.blocker == me.id)).scalar_one()
            if count >= MOST_BLOCKED:
                return "full"
            conn.execute(delete(follows_t).where(or_(
                and_(follows_t.c.follower == me.id, follows_t.c.followed == target.id),
                and_(follows_t.c.follower == target.id, follows_t.c.followed == me.id))))
            conn.execute(update(challenges_t).where(challenges_t.c.open_pair == pair).values(
                status="cancelled", open_pair=None, answered=now))
            conn.execute(insert(blocks_t).values(blocker=me.id, blocked=target.id,
                                                 created=now))
            # what they sent before is no longer news (and is not listed: the web wing)
            conn.execute(update(notices_t).where(
                notices_t.c.player_id == me.id, notices_t.c.read.is_(False),
                notices_t.c.data.contains(f'"from":"{target.id}"', autoescape=True)
            ).values(read=True))
            self.notices.note(conn, "blocks", me.id)
            return "new"

        outcome = await self.write(op, "already")
        if outcome == "full":
            raise RequestError(f"you blocked {MOST_BLOCKED} people already, the most one may "
                               f"block", 409)
        self._blocked.pop(me.id, None)
        if outcome == "new":
            for hook in self.on_block:
                hook(me.id, target.id)
        return outcome == "new"

    async def unblock(self, me: Player, target_id: str) -> bool:
        self.limits.charge("follow", me.id)

        def op(conn: Any) -> int:
            gone = conn.execute(delete(blocks_t).where(
                blocks_t.c.blocker == me.id, blocks_t.c.blocked == target_id)).rowcount
            self.notices.note(conn, "blocks", me.id)
            return gone

        gone = await self.store.run(op)
        self._blocked.pop(me.id, None)
        return bool(gone)

    async def blocks_of(self, player_id: str) -> list[dict[str, Any]]:
        """The people ``player_id`` blocked, newest first: ``{"id", "name"}``."""
        def read() -> list[dict[str, Any]]:
            with self.store.engine.connect() as conn:
                rows = conn.execute(
                    select(players_t.c.id, players_t.c.name)
                    .join(blocks_t, blocks_t.c.blocked == players_t.c.id)
                    .where(blocks_t.c.blocker == player_id)
                    .order_by(blocks_t.c.created.desc())).all()
            return [{"id": row.id, "name": row.name} for row in rows]

        return await asyncio.to_thread(read)

    async def relation(self, me: str, other: str) -> dict[str, bool]:
        """How ``me`` and ``other`` stand: who follows whom, whether ``me`` blocked them."""
        def read() -> dict[str, bool]:
            with self.store.engine.connect() as conn:
                follows = {(row.follower, row.followed) for row in conn.execute(
                    select(follows_t.c.follower, follows_t.c.followed).where(or_(
                        and_(follows_t.c.follower == me, follows_t.c.followed == other),
                        and_(follows_t.c.follower == other, follows_t.c.followed == me))))}
                blocked, _theirs = blocks_between(conn, me, other)
            return {"following": (me, other) in follows, "follows_you": (other, me) in follows,
                    "blocked": blocked}

        return await asyncio.to_thread(read)

    # --- blocks as the chat and quick play see them -----------------------------------------

    async def load_blocks(self, players: Iterable[str | None]) -> None:
        """Read the blocks of those of ``players`` not in memory (one read, on a thread)."""
        wanted = [p for p in dict.fromkeys(players) if p is not None and p not in self._blocked]
        if not wanted:
            return

        def read() -> dict[str, set[str]]:
            found: dict[str, set[str]] = {p: set() for p in wanted}
            with self.store.engine.connect() as conn:
                for row in conn.execute(select(blocks_t.c.blocker, blocks_t.c.blocked)
                                        .where(blocks_t.c.blocker.in_(wanted))):
                    found[row.blocker].add(row.blocked)
            return found

        for player, blocked in (await asyncio.to_thread(read)).items():
            self._blocked[player] = frozenset(blocked)
            self._blocked.move_to_end(player)
        while len(self._blocked) > CACHE_SIZE:
            self._blocked.popitem(last=False)

    def hides(self, reader: str, writer: str) -> bool:
        """Whether ``reader`` blocked ``writer`` (as last read by :meth:`load_blocks`)."""
        return writer in self._blocked.get(reader, ())

    async def apart(self, players: list[str]) -> set[frozenset[str]]:
        """The pairs of ``players`` with anyone one of whom blocked the other (quick play)."""
        def read() -> set[frozenset[str]]:
            with self.store.engine.connect() as conn:
                return blocked_pairs(conn, players, among=False)

        return await asyncio.to_thread(read)

    # --- presence -----------------------------------------------------------------------

    def page_opened(self, player_id: str) -> None:
        """A live channel of the person opened here: online now (stored at once unless this
        process stored it in the last :data:`SEEN_EVERY` seconds)."""
        if time.monotonic() - self._written.get(player_id, -math.inf) >= SEEN_EVERY:
            asyncio.ensure_future(self._seen([player_id])).add_done_callback(_logged)

    async def _presence_loop(self) -> None:
        while True:
            await asyncio.sleep(SEEN_EVERY / 2)
            here = set(self.notices.pages_here())
            for player in list(self._written):
                if player not in here:
                    del self._written[player]
            due = [p for p in here
                   if time.monotonic() - self._written.get(p, -math.inf) >= SEEN_EVERY]
            try:
                await self._seen(due)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("friends: storing who is online failed")

    async def _seen(self, players: list[str]) -> None:
        """Store that the pages of ``players`` are connected now (one statement)."""
        if not players:
            return
        now, moment = time.time(), time.monotonic()
        for player in players:
            self._written[player] = moment
        rows = [{"player_id": p, "last_seen": now} for p in players]

        def op(conn: Any) -> None:
            dialect = postgresql if conn.dialect.name == "postgresql" else sqlite
            for start in range(0, len(rows), 1000):  # (a statement's parameters are bounded)
                statement = dialect.insert(presence_t).values(rows[start:start + 1000])
                conn.execute(statement.on_conflict_do_update(
                    index_elements=[presence_t.c.player_id],
                    set_={"last_seen": statement.excluded.last_seen}))

        await self.store.run(op)

    # --- who follows whom, with who is online and what they play ---------------------------

    async def overview(self, me: str) -> dict[str, list[dict[str, Any]]]:
        """The people ``me`` follows and who follow ``me``: each ``{"id", "name", "online",
        "last_seen", "following", "follows_you", "tables"}``, ``tables`` the unfinished
        tables of those online (``{"table", "game", "settings", "players"}``) unless they
        hide their games."""
        return await asyncio.to_thread(self._overview, me)

    def _overview(self, me: str) -> dict[str, list[dict[str, Any]]]:
        now = time.time()
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(follows_t.c.follower, follows_t.c.followed, players_t.c.name,
                       players_t.c.id, player_settings_t.c.hide_games)
                .join(players_t, or_(
                    and_(follows_t.c.follower == me, players_t.c.id == follows_t.c.followed),
                    and_(follows_t.c.followed == me, players_t.c.id == follows_t.c.follower)))
                .outerjoin(player_settings_t, player_settings_t.c.player_id == players_t.c.id)
                .where(or_(follows_t.c.follower == me, follows_t.c.followed == me))
                .order_by(follows_t.c.created.desc())
                .limit(MOST_FOLLOWED + FOLLOWERS_SHOWN)).all()
            people: dict[str, dict[str, Any]] = {}
            for row in rows:
                person = people.setdefault(row.id, {
                    "id": row.id, "name": row.name, "online": False, "last_seen": None,
                    "following": False, "follows_you": False, "tables": [],
                    "hides": bool(row.hide_games)})
                person["following" if row.follower == me else "follows_you"] = True
            seen = dict(conn.execute(select(presence_t.c.player_id, presence_t.c.last_seen)
                                     .where(presence_t.c.player_id.in_(list(people)))).all()
                        ) if people else {}
            for person in people.values():
                person["last_seen"] = seen.get(person["id"])
                person["online"] = (person["last_seen"] is not None
                                    and now - person["last_seen"] <= ONLINE_WINDOW)
            shown = [p["id"] for p in people.values() if p["online"] and not p["hides"]]
            for found in _unfinished_tables(conn, shown):
                person = people[found.pop("player")]
                if len(person["tables"]) < PLAYING_SHOWN:
                    person["tables"].append(found)
        for person in people.values():
            del person["hides"]
        listed = list(people.values())
        return {"following": [p for p in listed if p["following"]],
                "followers": [p for p in listed if p["follows_you"]]}

    async def search(self, text: str, *, limit: int = 20) -> list[dict[str, Any]]:
        """Accounts whose display name holds ``text`` (never their login username), those
        whose name starts with it first."""
        needle = text.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")

        def read() -> list[dict[str, Any]]:
            name = func.lower(players_t.c.name)
            with self.store.engine.connect() as conn:
                rows = conn.execute(
                    select(players_t.c.id, players_t.c.name)
                    .where(players_t.c.kind == "account",
                           name.like(f"%{needle}%", escape="\\"))
                    .order_by(name.like(f"{needle}%", escape="\\").desc(), name)
                    .limit(limit)).all()
            return [{"id": row.id, "name": row.name} for row in rows]

        return await asyncio.to_thread(read)

    async def refused_invitation(self, me: Player, target: Player) -> None:
        """Whether ``me`` may invite ``target`` to a table (403/409 if not), charged as a
        challenge."""
        self.check_other(me, target, "challenge")

        def read() -> tuple[bool, bool]:
            with self.store.engine.connect() as conn:
                return blocks_between(conn, me.id, target.id)

        mine, theirs = await asyncio.to_thread(read)
        if mine:
            raise RequestError(YOU_BLOCKED, 409)
        if theirs:
            raise RequestError(NOT_TAKING, 403)

    # --- helpers ------------------------------------------------------------------------

    def check_other(self, me: Player, target: Player, action: str) -> None:
        """An account acting on another account, within its rate."""
        self.require_account(me)
        if target.id == me.id:
            raise RequestError("you cannot follow yourself" if action == "follow" else
                               "you cannot challenge or invite yourself")
        self.limits.charge(action, me.id)

    async def write(self, op: Callable[[Any], str], raced: str) -> str:
        """Run a write; ``raced`` is its outcome when another process stored the same row at
        the same moment (a duplicate key)."""
        try:
            return await self.store.run(op)
        except IntegrityError:
            return raced


def _unfinished_tables(conn: Any, players: list[str]) -> list[dict[str, Any]]:
    """The unfinished tables the players sit at, newest first: ``{"player", "table", "game",
    "settings", "players"}`` (``players``: who sits there, for the lobby's listing rule)."""
    if not players:
        return []
    rows = conn.execute(
        select(seat_players_t.c.player_id, tables_t.c.id, tables_t.c.game,
               tables_t.c.settings, tables_t.c.seats)
        .join(tables_t, tables_t.c.id == seat_players_t.c.table_id)
        .where(seat_players_t.c.player_id.in_(players), tables_t.c.status == "playing")
        .order_by(tables_t.c.created.desc()).limit(PLAYING_SHOWN * len(players) * 2)).all()
    found = []
    for row in rows:
        try:
            settings, seats = json.loads(row.settings), json.loads(row.seats)
        except ValueError:
            continue
        found.append({"player": row.player_id, "table": row.id, "game": row.game,
                      "settings": settings,
                      "players": [s.get("player") for s in seats if isinstance(s, dict)]})
    return found


def _logged(task: asyncio.Future[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("friends: storing who is online failed: %r", task.exception())
