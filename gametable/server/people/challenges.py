"""Challenges: a game and its options sent by one account to another; nothing is made until
it is accepted (``docs/server.md``, "Friends").

- **Who**: an account challenges another account (:mod:`.friends`' rules: not oneself, not
  someone either of the two blocked, within the person's rate).
- **One at a time between two people**, either way round (``gt_challenges.open_pair``, unique
  while a challenge is open or being accepted, so two processes cannot both store one).
- **Expiry**: an open challenge expires after :data:`CHALLENGE_LIFETIME` (a turn-based
  game's after :data:`TURN_BASED_LIFETIME`); an accept that never finished (its process died)
  lets go of the pair after :data:`ACCEPT_GIVE_UP`.
- **Accepting is decided in the database**: ``open`` → ``accepting`` (one UPDATE that only
  one accept, decline or withdrawal wins, on any process), then ``accepted`` with its table
  once the table is stored (:meth:`Challenges.settle`), or ``open`` again if it could not be
  made (:meth:`Challenges.reopen`). The web wing makes the table
  (``gametable.server.web.friendroutes``).
- **Told**: the person challenged gets a ``challenge`` notice, the challenger a
  ``challenge_answer`` (accepted with the table, declined), the challenged one when it is
  withdrawn (:mod:`.notices`).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import insert, or_, select, update

from gametable.server.errors import RequestError
from gametable.server.people.devices import Origin
from gametable.server.people.friends import (
    NOT_TAKING,
    YOU_BLOCKED,
    Friends,
    blocks_between,
    pair_key,
    valid_id,
)
from gametable.server.people.notices import Notices
from gametable.server.people.players import Player
from gametable.server.storage.reads import read_player_names
from gametable.server.storage.schema import challenges_t
from gametable.server.wire import dumps

#: seconds an open challenge waits for its answer (a turn-based game's: days)
CHALLENGE_LIFETIME = 30 * 60.0
TURN_BASED_LIFETIME = 7 * 86400.0
#: seconds after which an accept that never finished (its process died) counts for nothing
ACCEPT_GIVE_UP = 60.0


@dataclass(frozen=True)
class Challenge:
    """A challenge as stored: ``request`` holds the table's ``options``, ``clock``, ``speed``,
    ``rated``, ``partners`` and the remaining seats' bot ``level``."""

    id: str
    challenger: str
    challenged: str
    game: str
    request: dict[str, Any]
    status: str
    table_id: str | None
    created: float
    origin: Origin | None = None

    @property
    def expires(self) -> float:
        turn_based = self.request.get("speed") not in (None, "live")
        return self.created + (TURN_BASED_LIFETIME if turn_based else CHALLENGE_LIFETIME)

    def public(self, names: dict[str, str]) -> dict[str, Any]:
        """What its two people are shown of it."""
        return {"id": self.id, "game": self.game, "status": self.status,
                "from": {"id": self.challenger, "name": names.get(self.challenger, "?")},
                "to": {"id": self.challenged, "name": names.get(self.challenged, "?")},
                **{key: self.request.get(key) for key in
                   ("options", "clock", "speed", "rated", "partners")},
                "created": self.created, "expires": self.expires, "table": self.table_id,
                "url": None if self.table_id is None else f"/table/{self.table_id}"}


def _challenge(row: Any) -> Challenge:
    origin = None if row.address is None else Origin(row.address, row.device)
    return Challenge(row.id, row.challenger, row.challenged, row.game,
                     json.loads(row.request), row.status, row.table_id, row.created, origin)


class Challenges:
    """The challenges of one server, stored in ``gt_challenges`` (see the module docstring)."""

    def __init__(self, store: Any, notices: Notices, friends: Friends) -> None:
        self.store = store
        self.notices = notices
        self.friends = friends

    async def _write(self, op: Any, raced: str) -> Any:
        """A write whose duplicate key (another process at the same moment) is ``raced``."""
        return await self.friends.write(op, raced)

    async def challenge(self, me: Player, target: Player, game: str, request: dict[str, Any],
                        origin: Origin | None) -> Challenge:
        """Store a challenge of ``me`` to ``target`` (the request checked by the caller),
        then tell them. 409 where one is open between them already."""
        self.friends.check_other(me, target, "challenge")
        now, pair = round(time.time(), 3), pair_key(me.id, target.id)
        made = Challenge(secrets.token_urlsafe(9).replace("-", "x").replace("_", "y"), me.id,
                         target.id, game, request, "open", None, now, origin)

        def op(conn: Any) -> str:
            mine, theirs = blocks_between(conn, me.id, target.id)
            if mine or theirs:
                return "you blocked" if mine else "blocked"
            self._expire_pair(conn, pair, now)
            if conn.execute(select(challenges_t.c.id).where(
                    challenges_t.c.open_pair == pair)).first():
                return "open"
            conn.execute(insert(challenges_t).values(
                id=made.id, challenger=me.id, challenged=target.id, open_pair=pair, game=game,
                request=dumps(request), address=origin.address if origin else None,
                device=origin.device if origin else None, status="open", table_id=None,
                created=now, answered=None))
            return "new"

        outcome = await self._write(op, "open")
        if outcome == "you blocked":
            raise RequestError(YOU_BLOCKED, 409)
        if outcome == "blocked":
            raise RequestError(NOT_TAKING, 403)
        if outcome == "open":
            raise RequestError("there is already a challenge between you and this player: "
                               "answer it or wait for their answer", 409)
        await self.notices.tell(target.id, "challenge", {
            "challenge": made.id, "game": game, "from": me.id, "name": me.name,
            "options": request.get("options"), "clock": request.get("clock"),
            "speed": request.get("speed"), "rated": request.get("rated")})
        return made

    @staticmethod
    def _expire_pair(conn: Any, pair: str, now: float) -> None:
        """Let go of the pair's challenge if it ran out, or its accept never finished."""
        for row in conn.execute(select(challenges_t).where(challenges_t.c.open_pair == pair)):
            found = _challenge(row)
            stale = (found.status == "open" and now > found.expires) or (
                found.status == "accepting" and now - (row.answered or 0) > ACCEPT_GIVE_UP)
            if stale:
                conn.execute(update(challenges_t).where(challenges_t.c.id == found.id).values(
                    status="expired", open_pair=None))

    async def take(self, me: Player, challenge_id: Any) -> Challenge:
        """The challenge ``me`` was sent, now being accepted by them (decided in the
        database: nobody else's accept or withdrawal wins meanwhile); the caller makes its
        table, then :meth:`settle` (or :meth:`reopen` if it could not)."""
        self.friends.limits.charge("challenge", me.id)
        now = time.time()

        def op(conn: Any) -> Challenge | str:
            found = self._read_challenge(conn, challenge_id, me.id)
            if isinstance(found, str):
                return found
            if found.challenged != me.id:
                return "not yours"
            if found.status != "open" or now > found.expires:
                return found.status if found.status != "open" else "expired"
            taken = conn.execute(update(challenges_t).where(
                challenges_t.c.id == found.id, challenges_t.c.status == "open").values(
                status="accepting", answered=now)).rowcount
            return found if taken else "accepting"

        return self._taken(await self.store.run(op))

    async def settle(self, found: Challenge, table_id: str) -> None:
        """The challenge's table is stored: it is accepted (and the pair free again)."""
        def op(conn: Any) -> None:
            conn.execute(update(challenges_t).where(challenges_t.c.id == found.id).values(
                status="accepted", table_id=table_id, open_pair=None))

        await self.store.run(op)

    async def reopen(self, found: Challenge) -> None:
        """Its table could not be made: the challenge is open again."""
        def op(conn: Any) -> None:
            conn.execute(update(challenges_t).where(
                challenges_t.c.id == found.id, challenges_t.c.status == "accepting").values(
                status="open", answered=None))

        await self.store.run(op)

    async def refuse(self, me: Player, challenge_id: Any) -> Challenge:
        """``me`` declines a challenge sent to them, or withdraws their own; the other is
        told."""
        self.friends.limits.charge("challenge", me.id)
        now = time.time()

        def op(conn: Any) -> Challenge | str:
            found = self._read_challenge(conn, challenge_id, me.id)
            if isinstance(found, str):
                return found
            status = "declined" if found.challenged == me.id else "cancelled"
            if found.status != "open":
                return found.status
            ended = conn.execute(update(challenges_t).where(
                challenges_t.c.id == found.id, challenges_t.c.status == "open").values(
                status=status, open_pair=None, answered=now)).rowcount
            return replace(found, status=status) if ended else "accepting"

        found = self._taken(await self.store.run(op))
        other = found.challenger if found.challenged == me.id else found.challenged
        await self.notices.tell(other, "challenge_answer", {
            "challenge": found.id, "status": found.status, "game": found.game, "from": me.id,
            "name": me.name})
        return found

    @staticmethod
    def _read_challenge(conn: Any, challenge_id: Any, me: str) -> Challenge | str:
        """The challenge if ``me`` is one of its two people, else ``"missing"``."""
        if not valid_id(challenge_id):
            return "missing"
        row = conn.execute(select(challenges_t).where(challenges_t.c.id == challenge_id)
                           ).first()
        if row is None or me not in (row.challenger, row.challenged):
            return "missing"
        return _challenge(row)

    @staticmethod
    def _taken(found: Challenge | str) -> Challenge:
        if isinstance(found, Challenge):
            return found
        why = {"missing": ("there is no such challenge (it may have been withdrawn)", 404),
               "not yours": ("only the player challenged accepts a challenge", 403),
               "accepting": ("this challenge is being accepted", 409),
               "accepted": ("this challenge was accepted already", 409),
               "declined": ("this challenge was declined", 409),
               "cancelled": ("this challenge was withdrawn", 409),
               "expired": ("this challenge has expired: send a new one", 409)}
        message, status = why.get(found, ("this challenge is closed", 409))
        raise RequestError(message, status)

    async def challenges_of(self, me: str) -> dict[str, list[dict[str, Any]]]:
        """The open challenges ``me`` sent and was sent: ``{"incoming", "outgoing"}``."""
        def read() -> dict[str, list[dict[str, Any]]]:
            now = time.time()
            with self.store.engine.connect() as conn:
                rows = conn.execute(select(challenges_t).where(
                    or_(challenges_t.c.challenger == me, challenges_t.c.challenged == me),
                    challenges_t.c.status == "open")
                    .order_by(challenges_t.c.created.desc()).limit(200)).all()
                found = [c for c in map(_challenge, rows) if now <= c.expires]
                ids = {p for c in found for p in (c.challenger, c.challenged)}
                names = read_player_names(conn, ids)
            return {"incoming": [c.public(names) for c in found if c.challenged == me],
                    "outgoing": [c.public(names) for c in found if c.challenger == me]}

        return await asyncio.to_thread(read)
