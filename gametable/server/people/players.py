"""Who a person is: a player (a guest or an account) and the sessions that say so.

A browser becomes a **guest** when the page's own script asks ``POST /api/me/guest`` (a
same-origin POST: the Origin rules of :mod:`gametable.server.people.access` refuse one from another
site's page): a player row and a session are stored, and only then is the session's secret sent,
in the ``gt_session`` cookie (HttpOnly, SameSite=Strict, Secure over HTTPS). Only the secret's
SHA-256 is kept, so the database alone signs nobody in. A session is revocable and lapses after
``session_days`` unused.

Why not on ``GET /api/me``: a GET changes nothing. A page on another site holding forty
``<img src=…/api/me>`` made forty guests, and used up the guest rate limit of the visitor's
own address. ``GET /api/me`` only says who the cookie signs in (or ``null``).

Guests nobody uses are forgotten: a guest with no seat and no rating whose sessions went
unused for ``guest_days``, or that was never used after the hour it was made and is a day
old, is deleted with its sessions by a sweep every hour (:meth:`Players.forget_idle_guests`).

A player's **display name** is what others see (profiles, seats, leaderboards, chat); an
account's login **username** is shown to its owner only (:meth:`Player.own`). A player may
hide the games their profile lists (``hide_games``).

A session ends (log out, log out everywhere, one ended from the list) on every process of a
cluster within milliseconds, and the table and queue sockets opened under it close
(:mod:`.sessionbus`).

Other modules ask "who is this" with :func:`current_player` (or the FastAPI dependency
:func:`require_player`); seats remember the player who took them
(:mod:`gametable.server.tables.seats`).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from fastapi import Depends, Request
from fastapi.responses import Response
from sqlalchemy import (
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    and_,
    delete,
    exists,
    func,
    insert,
    or_,
    select,
    text,
    update,
)
from starlette.requests import HTTPConnection

from gametable.server.defaults import SESSION_DAYS
from gametable.server.errors import RequestError
from gametable.server.people.sessionbus import (
    CHANNEL,
    SessionLink,
    SessionSockets,
    changed_note,
    ended_note,
)
from gametable.server.storage.store import (
    Store,
    create_schema,
    players_t,
    rating_changes_t,
    ratings_t,
    seat_players_t,
    sessions_t,
)

log = logging.getLogger("gametable.server")

#: the cookie that carries a session's secret
SESSION_COOKIE = "gt_session"
#: the cookie of a browser that signed in to an account before (see :mod:`.accounts`)
DEVICE_COOKIE = "gt_device"
#: days a browser stays known to the accounts it signed in to
DEVICE_DAYS = 365
#: the languages the front end speaks (a player's language is one of them)
LANGUAGES = ("en", "fi", "es", "ar")
#: seconds between two stored "last seen" times of one session (a write per request is waste)
TOUCH_EVERY = 3600.0
#: players and sessions kept in memory (the least recently used are read again when needed)
CACHE_SIZE = 50_000
#: days a guest with no games is kept after its sessions were last used
GUEST_DAYS = 30.0
#: a guest never used after its first hour (a script's, a bounced visit) is forgotten sooner
UNUSED_GUEST_DAYS = 1.0
#: seconds between two sweeps of idle guests; guests forgotten in one sweep at most
SWEEP_EVERY = 3600.0
SWEEP_BATCH = 1000

Kind = Literal["guest", "account"]

# --- new tables only, so old databases open --------------------------------------------------

people_metadata = MetaData()

#: a player's settings (a row only once one was changed)
player_settings_t = Table(
    "gt_player_settings",
    people_metadata,
    Column("player_id", String(32), primary_key=True),
    Column("hide_games", Integer, nullable=False),  # 1: the profile lists no games to others
    Column("updated", Float, nullable=False),
)

#: browsers that signed in to an account: their ``gt_device`` cookie's SHA-256, per account
devices_t = Table(
    "gt_devices",
    people_metadata,
    Column("id_hash", String(64), primary_key=True),
    Column("player_id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("last_used", Float, nullable=False),
)


@dataclass(frozen=True)
class Player:
    """A person as the server knows them. ``id`` is public (profiles and seats show it),
    ``name`` is the display name; ``username`` (accounts only) is shown to its owner only."""

    id: str
    name: str
    kind: Kind
    language: str
    username: str | None = None
    hide_games: bool = False

    def public(self) -> dict[str, Any]:
        """What anyone may be shown: never the login username (it is half a sign-in)."""
        return {"id": self.id, "name": self.name, "kind": self.kind, "language": self.language}

    def own(self) -> dict[str, Any]:
        """What the player is shown of themselves."""
        return {**self.public(), "username": self.username, "hide_games": self.hide_games}


@dataclass(frozen=True)
class Session:
    """One sign-in of one browser; ``id_hash`` is the SHA-256 of the cookie's secret."""

    id_hash: str
    player_id: str
    created: float
    last_seen: float
    agent: str | None = None
    revoked: float | None = None


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def new_id() -> str:
    """A public player id: 12 letters and digits, unguessable (ids are listed, not secret,
    but a guessable one would let a script walk every profile)."""
    return secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")


def guest_name() -> str:
    return f"Guest {secrets.randbelow(9000) + 1000}"


def preferred_language(accept_language: str | None) -> str:
    """The first language of an ``Accept-Language`` header the front end speaks, else ``en``."""
    for part in (accept_language or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"


def _player(row: Any) -> Player:
    return Player(row.id, row.name, row.kind, row.language, row.username,
                  bool(row.hide_games))


def _session(row: Any) -> Session:
    return Session(row.id_hash, row.player_id, row.created, row.last_seen, row.agent,
                   row.revoked)


_PLAYER_COLUMNS = (players_t, player_settings_t.c.hide_games)
_PLAYER_FROM = players_t.outerjoin(player_settings_t,
                                   player_settings_t.c.player_id == players_t.c.id)


class Players:
    """The players and sessions of one server, in the store and cached in memory.

    Every change goes through here, is committed, and only then updates the cache. In a
    cluster (``cluster=True``) the other processes change it too: each change is told to them
    all (:mod:`.sessionbus`), and a socket's session is read from the database before it acts."""

    def __init__(self, store: Store, *, session_days: float = SESSION_DAYS,
                 guest_days: float = GUEST_DAYS, cluster: bool = False) -> None:
        self.store = store
        self.session_seconds = session_days * 86400
        self.guest_seconds = guest_days * 86400
        self.cluster = cluster
        self._players: OrderedDict[str, Player] = OrderedDict()
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        #: the sockets open under each session, closed when it ends
        self.sockets = SessionSockets()
        self._link: SessionLink | None = None
        self._sweeper: asyncio.Task[None] | None = None
        create_schema(store.engine, people_metadata)

    # --- running ------------------------------------------------------------------------

    def start(self) -> None:
        """The hourly sweep of idle guests, and in a cluster the link that hears the others."""
        loop = asyncio.get_running_loop()
        self._sweeper = loop.create_task(self._sweep_loop())
        if self.cluster:
            from gametable.server.hosting.ownership import libpq_url

            self._link = SessionLink(
                libpq_url(self.store.engine),
                lambda note: loop.call_soon_threadsafe(self.heard, note),
                lambda: loop.call_soon_threadsafe(self.resync))
            self._link.start()

    def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._link is not None:
            self._link.stop()

    async def _sweep_loop(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_EVERY)
            try:
                forgotten = await self.forget_idle_guests()
                if forgotten:
                    log.info("players: %d idle guests with no games forgotten", forgotten)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("players: forgetting idle guests failed")

    def heard(self, note: str) -> None:
        """A note of :mod:`.sessionbus` (from any process, this one included)."""
        words = note.split()
        if len(words) == 3 and words[0] == "ended":
            self._mark_ended(words[1], None if words[2] == "*" else words[2], time.time())
        elif len(words) == 2 and words[0] == "changed":
            self._players.pop(words[1], None)
        else:
            log.warning("sessions: a note not understood: %r", note[:200])

    def resync(self) -> None:
        """The link was lost a while: notes may be missing. Sessions are read again, and the
        sockets of any that ended meanwhile are closed."""
        self._sessions.clear()
        self._players.clear()
        for id_hash in self.sockets.sessions():
            found = self._read_session(id_hash)
            if found is None or found.revoked is not None:
                self.sockets.end(found.player_id if found else "", id_hash)

    # --- reading ------------------------------------------------------------------------

    def get(self, player_id: str) -> Player | None:
        """The player with this id, or ``None`` (read on the caller's thread when it is not
        in memory: on the event loop, ``await load`` instead)."""
        player = self._players.get(player_id)
        if player is not None:
            self._players.move_to_end(player_id)
            return player
        return self._kept(self._read_player(player_id))

    async def load(self, player_id: str) -> Player | None:
        """``get``, reading the database on a thread when the player is not in memory."""
        if player_id in self._players:
            return self.get(player_id)
        return self._kept(await asyncio.to_thread(self._read_player, player_id))

    def _read_player(self, player_id: str) -> Player | None:
        with self.store.engine.connect() as conn:
            row = conn.execute(select(*_PLAYER_COLUMNS).select_from(_PLAYER_FROM)
                               .where(players_t.c.id == player_id)).first()
        return None if row is None else _player(row)

    def _kept(self, player: Player | None) -> Player | None:
        if player is not None:
            self._remember(self._players, player.id, player)
        return player

    def session(self, secret: str | None, now: float | None = None) -> Session | None:
        """The live session a cookie's secret opens: ``None`` if unknown, revoked or lapsed."""
        found = self.stored_session(secret)
        return found if self._live(found, now) else None

    def _live(self, found: Session | None, now: float | None = None) -> bool:
        now = time.time() if now is None else now
        return found is not None and found.revoked is None and (
            now - found.last_seen <= self.session_seconds)

    def stored_session(self, secret: str | None) -> Session | None:
        """The session a secret names, live or ended (``session`` says whether it opens)."""
        if not secret or len(secret) > 100:
            return None
        id_hash = hash_secret(secret)
        found = self._sessions.get(id_hash)
        if found is None:
            found = self._read_session(id_hash)
            if found is None:
                return None
        self._remember(self._sessions, id_hash, found)
        return found

    def _read_session(self, id_hash: str) -> Session | None:
        with self.store.engine.connect() as conn:
            row = conn.execute(select(sessions_t).where(sessions_t.c.id_hash == id_hash)).first()
        return None if row is None else _session(row)

    async def still_live(self, id_hash: str) -> bool:
        """Whether a socket's session still signs in, asked before the socket acts. In a
        cluster it is read from the database, off the event loop (a worker thread): the note
        of its end may still be on its way. One process alone ends its sessions itself, so
        its cache is never stale."""
        if self.cluster:
            found = await asyncio.to_thread(self._read_session, id_hash)
            if found is not None and found.revoked is not None:
                self._mark_ended(found.player_id, id_hash, found.revoked)
        else:
            found = self._sessions.get(id_hash)
            if found is None:
                found = await asyncio.to_thread(self._read_session, id_hash)
        return self._live(found)

    async def live_session(self, secret: str | None) -> Session | None:
        """``session``, for the event loop: a session not in memory is read on a thread."""
        if secret and len(secret) <= 100:
            id_hash = hash_secret(secret)
            if id_hash not in self._sessions:
                read = await asyncio.to_thread(self._read_session, id_hash)
                if read is not None and id_hash not in self._sessions:
                    self._remember(self._sessions, id_hash, read)
        return self.session(secret)

    async def player_for(self, secret: str | None) -> Player | None:
        """The player a session cookie signs in, its last use noted (now and then); what is
        not in memory is read on a thread."""
        found = await self.live_session(secret)
        if found is None:
            return None
        now = time.time()
        if now - found.last_seen > TOUCH_EVERY:
            await self.store.run(_op_update(sessions_t, sessions_t.c.id_hash, found.id_hash,
                                            last_seen=now))
            self._remember(self._sessions, found.id_hash, replace(found, last_seen=now))
        return await self.load(found.player_id)

    def plays_seat(self, owner: str | None, player: Player | None) -> bool:
        """Whether a browser signed in as ``player`` (``None``: not signed in) may play, with
        its token, a seat that remembers ``owner``. A seat an **account** took answers only
        that account (a browser signed out of it keeps the token's cookie, not the seat); a
        guest's seat still answers its token anywhere: a guest is no more than one browser's
        cookie, and its other devices have no way to sign in as it."""
        if owner is None or (player is not None and player.id == owner):
            return True
        found = self.get(owner)
        return found is None or found.kind != "account"

    def seats_of(self, player_id: str, limit: int = 200) -> list[tuple[str, int]]:
        """``(table id, seat)`` of every seat the player took, newest first."""
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(seat_players_t.c.table_id, seat_players_t.c.seat)
                .where(seat_players_t.c.player_id == player_id)
                .order_by(seat_players_t.c.created.desc()).limit(limit)
            ).all()
        return [(row.table_id, row.seat) for row in rows]

    # --- changing -----------------------------------------------------------------------

    async def new_guest(self, *, name: str | None = None, language: str = "en",
                        agent: str | None = None) -> tuple[Player, str]:
        """A new guest player and its first session, stored in one transaction; the player
        and the session's secret (for the cookie: only its hash is stored)."""
        now = time.time()
        player = Player(new_id(), name or guest_name(), "guest",
                        language if language in LANGUAGES else "en")
        secret, found, session_op = self._new_session(player, agent, now)

        def op(conn: Any) -> None:
            conn.execute(insert(players_t).values(
                id=player.id, name=player.name, kind=player.kind, language=player.language,
                username=None, username_key=None, password_hash=None, created=now,
                updated=now))
            session_op(conn)

        await self.store.run(op)
        self._remember(self._players, player.id, player)
        self._remember(self._sessions, found.id_hash, found)
        return player, secret

    async def open_session(self, player: Player, agent: str | None = None) -> str:
        """A new session for ``player``, stored; its secret (for the cookie, never stored)."""
        secret, found, op = self._new_session(player, agent, time.time())
        await self.store.run(op)
        self._remember(self._sessions, found.id_hash, found)
        return secret

    @staticmethod
    def _new_session(player: Player, agent: str | None, now: float) -> tuple[str, Session, Any]:
        secret = secrets.token_urlsafe(32)
        found = Session(hash_secret(secret), player.id, now, now, (agent or "")[:200] or None)
        values = {"id_hash": found.id_hash, "player_id": found.player_id, "created": now,
                  "last_seen": now, "agent": found.agent, "revoked": None}
        return secret, found, lambda conn: conn.execute(insert(sessions_t).values(**values))

    async def update(self, player: Player, *, name: str | None = None,
                     language: str | None = None, hide_games: bool | None = None) -> Player:
        """The player with a new display name, language and/or ``hide_games``, stored."""
        if language is not None and language not in LANGUAGES:
            raise RequestError(f"language is one of {', '.join(LANGUAGES)}, not {language!r}")
        changed = replace(player, name=name or player.name, language=language or player.language,
                          hide_games=player.hide_games if hide_games is None else hide_games)
        if changed == player:
            return changed
        now = time.time()
        note = changed_note(player.id)

        def op(conn: Any) -> None:
            conn.execute(update(players_t).where(players_t.c.id == player.id).values(
                name=changed.name, language=changed.language, updated=now))
            if changed.hide_games != player.hide_games:
                conn.execute(delete(player_settings_t).where(
                    player_settings_t.c.player_id == player.id))
                conn.execute(insert(player_settings_t).values(
                    player_id=player.id, hide_games=int(changed.hide_games), updated=now))
            self._notify(conn, note)

        await self.store.run(op)
        self._remember(self._players, player.id, changed)
        return changed

    # --- accounts (the rules are in :mod:`.accounts`) ----------------------------------

    def account(self, username_key: str) -> tuple[Player, str] | None:
        """The account with this (casefolded) username and its password hash, or ``None``."""
        with self.store.engine.connect() as conn:
            row = conn.execute(select(*_PLAYER_COLUMNS, players_t.c.password_hash)
                               .select_from(_PLAYER_FROM)
                               .where(players_t.c.username_key == username_key)).first()
        if row is None or row.password_hash is None:
            return None
        return _player(row), row.password_hash

    async def make_account(self, player: Player, username: str, username_key: str,
                           password_hash: str, name: str | None = None) -> Player:
        """The player (a guest until now) as an account: same id, so its games stay its own;
        its display name kept unless ``name`` is given. Raises ``IntegrityError`` when the
        username was taken meanwhile."""
        account = replace(player, kind="account", username=username, name=name or player.name)
        change = _op_update(
            players_t, players_t.c.id, player.id, kind="account", username=username,
            username_key=username_key, password_hash=password_hash, name=account.name,
            updated=time.time())

        def op(conn: Any) -> None:
            change(conn)
            self._notify(conn, changed_note(player.id))  # other processes read it again

        await self.store.run(op)
        self._remember(self._players, player.id, account)
        return account

    async def set_password_hash(self, player: Player, password_hash: str) -> None:
        await self.store.run(_op_update(players_t, players_t.c.id, player.id,
                                        password_hash=password_hash, updated=time.time()))

    # --- known browsers (sign-in limits: see :mod:`.accounts`) --------------------------

    def known_device(self, secret: str | None, username_key: str) -> str | None:
        """The hash of a ``gt_device`` cookie that signed in to the account with this
        (casefolded) username before, within ``DEVICE_DAYS``; else ``None``. One query
        whether or not the username exists."""
        if not secret or len(secret) > 100:
            return None
        id_hash = hash_secret(secret)
        with self.store.engine.connect() as conn:
            row = conn.execute(
                select(devices_t.c.last_used)
                .join(players_t, players_t.c.id == devices_t.c.player_id)
                .where(devices_t.c.id_hash == id_hash,
                       players_t.c.username_key == username_key)).first()
        if row is None or time.time() - row.last_used > DEVICE_DAYS * 86400:
            return None
        return id_hash

    async def remember_device(self, secret: str | None, player: Player) -> str:
        """This browser (its ``gt_device`` cookie, or a new one) is known to ``player`` from
        now on; the cookie's secret."""
        secret = secret if secret and len(secret) <= 100 else secrets.token_urlsafe(32)
        id_hash, now = hash_secret(secret), time.time()

        def op(conn: Any) -> None:
            conn.execute(delete(devices_t).where(devices_t.c.id_hash == id_hash,
                                                 devices_t.c.player_id == player.id))
            conn.execute(insert(devices_t).values(id_hash=id_hash, player_id=player.id,
                                                  created=now, last_used=now))

        await self.store.run(op)
        return secret

    def set_device_cookie(self, response: Response, secret: str, *, secure: bool) -> None:
        """Sent with sign-in requests only (its path), never read by a script."""
        response.set_cookie(DEVICE_COOKIE, secret, httponly=True, samesite="strict",
                            secure=secure, max_age=DEVICE_DAYS * 86400, path="/api/login")

    # --- sessions -----------------------------------------------------------------------

    def sessions_of(self, player_id: str) -> list[Session]:
        """The player's live sessions, most recently used first."""
        cutoff = time.time() - self.session_seconds
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(sessions_t).where(sessions_t.c.player_id == player_id,
                                         sessions_t.c.revoked.is_(None),
                                         sessions_t.c.last_seen >= cutoff)
                .order_by(sessions_t.c.last_seen.desc())
            ).all()
        return [_session(r) for r in rows]

    async def end_sessions(self, player_id: str, id_hash: str | None = None) -> int:
        """End one of the player's sessions (``id_hash``) or all of them; stored (and told to
        the cluster, in the same transaction) before any request is refused for it, and the
        sockets opened under them closed. The number ended."""
        now = time.time()
        where = [sessions_t.c.player_id == player_id, sessions_t.c.revoked.is_(None)]
        if id_hash is not None:
            where.append(sessions_t.c.id_hash == id_hash)
        note = ended_note(player_id, id_hash)

        def op(conn: Any) -> int:
            ended = conn.execute(update(sessions_t).where(*where).values(revoked=now)).rowcount
            self._notify(conn, note)
            return ended

        ended = await self.store.run(op)
        self._mark_ended(player_id, id_hash, now)
        return ended or 0

    def watch(self, session: Session | None, on_end: Callable[[], None]) -> Callable[[], None]:
        """Call ``on_end`` when ``session`` ends (on whichever process); returns what stops
        watching. Nothing to watch without a session."""
        if session is None:
            return lambda: None
        return self.sockets.watch(session.id_hash, session.player_id, on_end)

    def _mark_ended(self, player_id: str, id_hash: str | None, when: float) -> None:
        for key, found in list(self._sessions.items()):
            if found.player_id == player_id and found.revoked is None and (
                    id_hash is None or key == id_hash):
                self._sessions[key] = replace(found, revoked=when)
        self.sockets.end(player_id, id_hash)

    def _notify(self, conn: Any, note: str) -> None:
        """Tell the cluster's processes, on commit of ``conn``'s transaction."""
        if self.cluster:
            conn.execute(text("SELECT pg_notify(:channel, :note)"),
                         {"channel": CHANNEL, "note": note})

    def set_cookie(self, response: Response, secret: str, *, secure: bool) -> None:
        response.set_cookie(SESSION_COOKIE, secret, httponly=True, samesite="strict",
                            secure=secure, max_age=int(self.session_seconds), path="/")

    def clear_cookie(self, response: Response, *, secure: bool) -> None:
        response.delete_cookie(SESSION_COOKIE, httponly=True, samesite="strict", secure=secure,
                               path="/")

    # --- forgetting ---------------------------------------------------------------------

    async def forget_idle_guests(self, now: float | None = None) -> int:
        """Delete guests with no seat and no rating whose sessions all went unused for
        ``guest_days``, or that were never used after their first hour and are a day old
        (with their sessions and settings); how many. A batch at most per call."""
        now = time.time() if now is None else now
        used_since = (select(sessions_t.c.player_id)
                      .where(sessions_t.c.last_seen >= now - self.guest_seconds))
        # a session's use is stored at most once an hour (TOUCH_EVERY): a later one is a use
        used_later = (select(sessions_t.c.player_id)
                      .where(sessions_t.c.last_seen > sessions_t.c.created))
        idle = (
            select(players_t.c.id).where(
                players_t.c.kind == "guest",
                ~exists().where(seat_players_t.c.player_id == players_t.c.id),
                ~exists().where(ratings_t.c.player_id == players_t.c.id),
                ~exists().where(rating_changes_t.c.player_id == players_t.c.id),
                or_(
                    and_(players_t.c.created < now - self.guest_seconds,
                         players_t.c.id.not_in(used_since)),
                    and_(players_t.c.created < now - UNUSED_GUEST_DAYS * 86400,
                         players_t.c.id.not_in(used_later)),
                ))
            .limit(SWEEP_BATCH))

        def op(conn: Any) -> list[str]:
            ids = [row[0] for row in conn.execute(idle)]
            if ids:
                conn.execute(delete(sessions_t).where(sessions_t.c.player_id.in_(ids)))
                conn.execute(delete(player_settings_t).where(
                    player_settings_t.c.player_id.in_(ids)))
                conn.execute(delete(players_t).where(players_t.c.id.in_(ids)))
            return ids

        forgotten = await self.store.run(op)
        for player_id in forgotten:
            self._players.pop(player_id, None)
            self._mark_ended(player_id, None, now)
        return len(forgotten)

    def count(self) -> int:
        """Players stored (guests and accounts)."""
        with self.store.engine.connect() as conn:
            return conn.execute(select(func.count()).select_from(players_t)).scalar_one()

    @staticmethod
    def _remember(cache: OrderedDict[str, Any], key: str, value: Any) -> None:
        cache[key] = value
        cache.move_to_end(key)
        while len(cache) > CACHE_SIZE:
            cache.popitem(last=False)


def _op_update(table: Any, key: Any, value: str, **values: Any) -> Any:
    return lambda conn: conn.execute(update(table).where(key == value).values(**values))


# --- asking "who is this" ---------------------------------------------------------------------


async def current_player(connection: HTTPConnection) -> Player | None:
    """The player a request or WebSocket is signed in as (its session cookie), or ``None``."""
    players: Players = connection.app.state.players
    return await players.player_for(connection.cookies.get(SESSION_COOKIE))


async def current_session(connection: HTTPConnection) -> Session | None:
    """The live session a request or WebSocket carries, or ``None`` (read off the event loop
    when not in memory)."""
    players: Players = connection.app.state.players
    return await players.live_session(connection.cookies.get(SESSION_COOKIE))


async def require_player(request: Request) -> Player:
    """A FastAPI dependency: the signed-in player, or 401 saying how to become one."""
    player = await current_player(request)
    if player is None:
        raise RequestError("you are not signed in: open the site to play as a guest, or log in",
                           401)
    return player


#: a route parameter typed ``player: SignedIn`` gets the signed-in player (401 without one)
SignedIn = Annotated[Player, Depends(require_player)]
