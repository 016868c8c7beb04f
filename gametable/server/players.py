"""Who a person is: a player (a guest or an account) and the sessions that say so.

A browser's first call of ``GET /api/me`` makes it a **guest**: a player row and a session are
stored, and only then is the session's secret sent, in the ``gt_session`` cookie (HttpOnly,
SameSite=Strict, Secure over HTTPS). Only the secret's SHA-256 is kept, so the database alone
signs nobody in. A session is revocable and lapses after ``session_days`` unused.

Why guests are made by ``GET /api/me`` and not by any page: a SameSite=Strict cookie is not
sent on a navigation from another site (an invite link opened from a mail), and a guest made
there would replace the person's own in their browser. The page's own script always sends it.

Other modules ask "who is this" with :func:`current_player` (or the FastAPI dependency
:func:`require_player`); seats remember the player who took them (:mod:`.seats`).
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from fastapi import Depends, Request
from fastapi.responses import Response
from sqlalchemy import insert, select, update
from starlette.requests import HTTPConnection

from gametable.server.defaults import SESSION_DAYS
from gametable.server.live import RequestError
from gametable.server.store import Store, players_t, seat_players_t, sessions_t

#: the cookie that carries a session's secret
SESSION_COOKIE = "gt_session"
#: the languages the front end speaks (a player's language is one of them)
LANGUAGES = ("en", "fi", "es", "ar")
#: seconds between two stored "last seen" times of one session (a write per request is waste)
TOUCH_EVERY = 3600.0
#: players and sessions kept in memory (the least recently used are read again when needed)
CACHE_SIZE = 50_000

Kind = Literal["guest", "account"]


@dataclass(frozen=True)
class Player:
    """A person as the server knows them. ``id`` is public (profiles and seats show it);
    ``username`` only for accounts."""

    id: str
    name: str
    kind: Kind
    language: str
    username: str | None = None

    def public(self) -> dict[str, Any]:
        """What anyone may be shown."""
        return {"id": self.id, "name": self.name, "kind": self.kind, "language": self.language,
                "username": self.username}


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


class Players:
    """The players and sessions of one server, in the store and cached in memory.

    One server owns its database (see :class:`~.store.Store`), so the caches are never stale:
    every change goes through here, is committed, and only then updates the cache."""

    def __init__(self, store: Store, *, session_days: float = SESSION_DAYS) -> None:
        self.store = store
        self.session_seconds = session_days * 86400
        self._players: OrderedDict[str, Player] = OrderedDict()
        self._sessions: OrderedDict[str, Session] = OrderedDict()

    # --- reading ------------------------------------------------------------------------

    def get(self, player_id: str) -> Player | None:
        """The player with this id, or ``None``."""
        player = self._players.get(player_id)
        if player is not None:
            self._players.move_to_end(player_id)
            return player
        with self.store.engine.connect() as conn:
            row = conn.execute(select(players_t).where(players_t.c.id == player_id)).first()
        if row is None:
            return None
        player = Player(row.id, row.name, row.kind, row.language, row.username)
        self._remember(self._players, player.id, player)
        return player

    def session(self, secret: str | None, now: float | None = None) -> Session | None:
        """The live session a cookie's secret opens: ``None`` if unknown, revoked or lapsed."""
        found = self.stored_session(secret)
        now = time.time() if now is None else now
        if found is None or found.revoked is not None or (
                now - found.last_seen > self.session_seconds):
            return None
        return found

    def stored_session(self, secret: str | None) -> Session | None:
        """The session a secret names, live or ended (``session`` says whether it opens)."""
        if not secret or len(secret) > 100:
            return None
        id_hash = hash_secret(secret)
        found = self._sessions.get(id_hash)
        if found is None:
            with self.store.engine.connect() as conn:
                row = conn.execute(select(sessions_t).where(sessions_t.c.id_hash == id_hash)
                                   ).first()
            if row is None:
                return None
            found = Session(row.id_hash, row.player_id, row.created, row.last_seen, row.agent,
                            row.revoked)
        self._remember(self._sessions, id_hash, found)
        return found

    async def player_for(self, secret: str | None) -> Player | None:
        """The player a session cookie signs in, its last use noted (now and then)."""
        found = self.session(secret)
        if found is None:
            return None
        now = time.time()
        if now - found.last_seen > TOUCH_EVERY:
            await self.store.run(_op_update(sessions_t, sessions_t.c.id_hash, found.id_hash,
                                            last_seen=now))
            self._remember(self._sessions, found.id_hash, replace(found, last_seen=now))
        return self.get(found.player_id)

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
                     language: str | None = None) -> Player:
        """The player with a new display name and/or language, stored."""
        if language is not None and language not in LANGUAGES:
            raise RequestError(f"language is one of {', '.join(LANGUAGES)}, not {language!r}")
        changed = replace(player, name=name or player.name, language=language or player.language)
        if changed != player:
            await self.store.run(_op_update(players_t, players_t.c.id, player.id,
                                            name=changed.name, language=changed.language,
                                            updated=time.time()))
            self._remember(self._players, player.id, changed)
        return changed

    # --- accounts (the rules are in :mod:`.accounts`) ----------------------------------

    def account(self, username_key: str) -> tuple[Player, str] | None:
        """The account with this (casefolded) username and its password hash, or ``None``."""
        with self.store.engine.connect() as conn:
            row = conn.execute(select(players_t).where(players_t.c.username_key == username_key)
                               ).first()
        if row is None or row.password_hash is None:
            return None
        return Player(row.id, row.name, row.kind, row.language, row.username), row.password_hash

    async def make_account(self, player: Player, username: str, username_key: str,
                           password_hash: str) -> Player:
        """The player (a guest until now) as an account: same id, so its games stay its own.
        Raises ``IntegrityError`` when the username was taken meanwhile."""
        account = replace(player, kind="account", username=username)
        await self.store.run(_op_update(
            players_t, players_t.c.id, player.id, kind="account", username=username,
            username_key=username_key, password_hash=password_hash, updated=time.time()))
        self._remember(self._players, player.id, account)
        return account

    async def set_password_hash(self, player: Player, password_hash: str) -> None:
        await self.store.run(_op_update(players_t, players_t.c.id, player.id,
                                        password_hash=password_hash, updated=time.time()))

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
        return [Session(r.id_hash, r.player_id, r.created, r.last_seen, r.agent, r.revoked)
                for r in rows]

    async def end_sessions(self, player_id: str, id_hash: str | None = None) -> int:
        """End one of the player's sessions (``id_hash``) or all of them; stored before any
        request is refused for it. The number ended."""
        now = time.time()
        where = [sessions_t.c.player_id == player_id, sessions_t.c.revoked.is_(None)]
        if id_hash is not None:
            where.append(sessions_t.c.id_hash == id_hash)
        ended = await self.store.run(
            lambda conn: conn.execute(update(sessions_t).where(*where).values(revoked=now)
                                      ).rowcount)
        for key, found in list(self._sessions.items()):
            if found.player_id == player_id and (id_hash is None or key == id_hash):
                self._sessions[key] = replace(found, revoked=now)
        return ended or 0

    def set_cookie(self, response: Response, secret: str, *, secure: bool) -> None:
        response.set_cookie(SESSION_COOKIE, secret, httponly=True, samesite="strict",
                            secure=secure, max_age=int(self.session_seconds), path="/")

    def clear_cookie(self, response: Response, *, secure: bool) -> None:
        response.delete_cookie(SESSION_COOKIE, httponly=True, samesite="strict", secure=secure,
                               path="/")

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


async def require_player(request: Request) -> Player:
    """A FastAPI dependency: the signed-in player, or 401 saying how to become one."""
    player = await current_player(request)
    if player is None:
        raise RequestError("you are not signed in: open the site to play as a guest, or log in",
                           401)
    return player


#: a route parameter typed ``player: SignedIn`` gets the signed-in player (401 without one)
SignedIn = Annotated[Player, Depends(require_player)]
