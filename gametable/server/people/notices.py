"""The notices inbox: what a person is told while away from a table (an invitation, a
challenge, their turn), stored first and then delivered.

**Kinds** (``data`` of each): ``follow`` (someone followed you: ``from``, ``name``),
``invite`` (to a table: ``table``, ``game``, ``from``, ``name``, ``seat``, ``url``),
``challenge`` (``challenge``, ``game``, ``from``, ``name``, ``options``), ``challenge_answer``
(``challenge``, ``status``: accepted, declined or cancelled, ``from``, ``name``, and the
``table`` and ``url`` once accepted), ``your_turn`` (``table``, ``game``, ``opponents``…),
``game_over`` (a turn-based game ended: ``table``, ``game``, ``opponents``, ``result``,
``resigned``…, :mod:`gametable.server.tables.turns`), ``tournament`` (``tournament``, what
happened). A kind is a short lowercase word; ``data`` is
a JSON object of at most :data:`MAX_DATA` characters.

**Stored first**: a notice is a row of ``gt_notices`` before anyone is told of it; a person
keeps their latest :data:`KEEP`. Reading them: ``GET /api/me/notices`` (the web wing).

**The live channel** is the WebSocket ``/ws/me`` (``gametable.server.web.friendroutes``),
open from every page of a signed-in account. The server sends ``{"type": "hello",
"unread": N}`` when it opens, ``{"type": "notice", "notice": {...}}`` for each new notice,
``{"type": "read", "ids": [...]}`` (or ``"all": true``) when another page of the person
marked notices read, and ``{"type": "pong"}`` to a ``{"type": "ping"}``. A session that ends
closes it with 4401 (:mod:`.sessionbus`), as table sockets are closed.

**On a cluster** the page may be open on any process: the process that stores a notice sends
``NOTIFY gametable_people, 'notice <player> <notice JSON>'`` in the transaction that stores
it (PostgreSQL delivers it on commit, never before), every process ``LISTEN``s on a
connection of its own (:class:`PeopleLink`) and hands it to the pages of that person it
holds. A link that was lost and made again sends each open page what it missed meanwhile.
The same channel carries the friends' notes (``blocks <player>``: :mod:`.friends`). One
process alone delivers to its pages itself.

**Other deliveries** (Web Push): every hook in :attr:`Notices.deliveries` is called with the
person and the stored notice once it is stored; a hook that fails is logged, never raised.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import delete, func, insert, select, text, update

from gametable.server.storage.listen import NoteLink
from gametable.server.storage.schema import notices_t
from gametable.server.storage.store import Store
from gametable.server.wire import dumps

log = logging.getLogger("gametable.server")

#: the LISTEN/NOTIFY channel of notices and of the friends' notes
CHANNEL = "gametable_people"
#: notices a person keeps (older ones leave in the transaction that stores a new one)
KEEP = 200
#: characters of a notice's data, as JSON
MAX_DATA = 4000
#: notices one read answers at most
MOST_LISTED = 100
#: a NOTIFY payload is at most 8,000 bytes: a longer note names the notice for a read instead
NOTE_BYTES = 7000
#: seconds between two reads of notes (and the longest a stop waits for the link)
POLL = 0.25

_KIND = re.compile(r"[a-z][a-z_]{0,31}")

#: a delivery besides the open pages (Web Push): ``(player id, notice) -> None``
Delivery = Callable[[str, dict[str, Any]], Awaitable[None]]


def _notice(row: Any) -> dict[str, Any]:
    return {"id": int(row.id), "kind": row.kind, "data": json.loads(row.data),
            "created": row.created, "read": bool(row.read)}


@dataclass(eq=False)
class Page:
    """One open live channel of a person: what it is to be sent waits here."""

    player: str
    messages: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    #: the newest notice it was sent (or that existed when it opened)
    last_id: int = 0

    def send(self, message: dict[str, Any]) -> None:
        if message.get("type") == "notice":
            self.last_id = max(self.last_id, message["notice"]["id"])
        self.messages.put_nowait(dumps(message))


class PeopleLink(NoteLink):
    """``LISTEN`` on :data:`CHANNEL`; each note handed to ``heard``, ``resync`` called after a
    lost connection was made again (notes sent while it was down are lost)."""

    poll = POLL

    def __init__(self, url: str, heard: Callable[[str], None],
                 resync: Callable[[], None]) -> None:
        super().__init__(url, CHANNEL, "gametable-people", "notices")
        self.heard = heard  # type: ignore[method-assign]
        self.resync = resync

    def connected(self, conn: Any, again: bool) -> None:
        if again:
            self.resync()


class Notices:
    """What a person is told while away from a table: an invitation, a challenge, your turn.
    Stored first (table gt_notices), then delivered: to the person's open pages live (on any
    process of the cluster, through LISTEN/NOTIFY) and through every hook in ``deliveries``."""

    def __init__(self, store: Store, *, cluster: bool = False) -> None:
        self.store = store
        self.cluster = cluster
        #: deliveries besides the open pages, e.g. Web Push (each awaited, failures logged)
        self.deliveries: list[Delivery] = []
        #: other kinds of note on the channel (``"blocks"``: :mod:`.friends`): kind → handler
        #: of the rest of the note, called on the event loop
        self.on_note: dict[str, Callable[[str], None]] = {}
        #: called on the event loop after the link was lost and made again
        self.on_resync: list[Callable[[], None]] = []
        self._pages: dict[str, set[Page]] = {}
        self._link: PeopleLink | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    # --- running ------------------------------------------------------------------------

    def start(self) -> None:
        """In a cluster, the link that hears the other processes' notes."""
        self._loop = loop = asyncio.get_running_loop()
        if self.cluster and self._link is None:
            from gametable.server.hosting.ownership import libpq_url

            self._link = PeopleLink(libpq_url(self.store.engine),
                                    lambda note: loop.call_soon_threadsafe(self._heard, note),
                                    lambda: loop.call_soon_threadsafe(self._resync))
            self._link.start()

    def close(self) -> None:
        if self._link is not None:
            self._link.stop()
            self._link = None
        for task in self._tasks:
            task.cancel()

    # --- the interface ------------------------------------------------------------------

    async def tell(self, player_id: str, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """Store the notice, then deliver it; returns the stored notice
        {"id": int, "kind": str, "data": {...}, "created": float, "read": bool}."""
        if not isinstance(kind, str) or not _KIND.fullmatch(kind):
            raise ValueError(f"a notice's kind is a short lowercase word, not {kind!r}")
        shown = dumps(data)
        if not isinstance(data, dict) or len(shown) > MAX_DATA:
            raise ValueError(f"a notice's data is a JSON object of at most {MAX_DATA} "
                             f"characters")
        now = round(time.time(), 3)

        def op(conn: Any) -> int:
            made = conn.execute(insert(notices_t).values(
                player_id=player_id, kind=kind, data=shown, created=now, read=False))
            notice_id = int(made.inserted_primary_key[0])
            oldest_kept = conn.execute(
                select(notices_t.c.id).where(notices_t.c.player_id == player_id)
                .order_by(notices_t.c.id.desc()).offset(KEEP - 1).limit(1)).scalar()
            if oldest_kept is not None:
                conn.execute(delete(notices_t).where(notices_t.c.player_id == player_id,
                                                     notices_t.c.id < oldest_kept))
            notice = {"id": notice_id, "kind": kind, "data": data, "created": now,
                      "read": False}
            note = f"{player_id} {dumps(notice)}"
            if len(note.encode()) > NOTE_BYTES:
                note = f"{player_id} #{notice_id}"
            self.note(conn, "notice", note)
            return notice_id

        notice = {"id": await self.store.run(op), "kind": kind, "data": data, "created": now,
                  "read": False}
        if not self.cluster:  # (a cluster's pages, this process's too, hear the note)
            self._deliver_here(player_id, notice)
        await self._deliver_elsewhere(player_id, notice)
        return notice

    async def list_for(self, player_id: str, *, unread_only: bool = False, limit: int = 50
                       ) -> list[dict[str, Any]]:
        """The person's notices, newest first (read off the event loop)."""
        limit = max(1, min(int(limit), MOST_LISTED))
        return await asyncio.to_thread(self._read, player_id, unread_only, limit)

    async def mark_read(self, player_id: str, ids: list[int]) -> None:
        """Mark some of the person's notices read (ids of others' notices change nothing);
        their other open pages are told."""
        ids = [i for i in ids if isinstance(i, int) and not isinstance(i, bool)]
        if ids:
            await self._mark(player_id, ids)

    # --- more for the web wing ----------------------------------------------------------

    async def mark_all_read(self, player_id: str) -> None:
        await self._mark(player_id, None)

    async def unread(self, player_id: str) -> int:
        """How many of the person's notices are unread (read off the event loop)."""
        return await asyncio.to_thread(self._count_unread, player_id)

    def open_page(self, player_id: str) -> Page:
        """A live channel of the person opened here: it is sent their new notices."""
        page = Page(player_id)
        self._pages.setdefault(player_id, set()).add(page)
        return page

    def close_page(self, page: Page) -> None:
        pages = self._pages.get(page.player)
        if pages is not None:
            pages.discard(page)
            if not pages:
                del self._pages[page.player]

    def pages_here(self) -> list[str]:
        """The people with a live channel open on this process."""
        return list(self._pages)

    def note(self, conn: Any, kind: str, rest: str) -> None:
        """Tell every process of the cluster ``<kind> <rest>`` when ``conn``'s transaction
        commits (nothing to tell where this process is alone)."""
        if self.cluster:
            conn.execute(text("SELECT pg_notify(:channel, :note)"),
                         {"channel": CHANNEL, "note": f"{kind} {rest}"})

    # --- delivering ---------------------------------------------------------------------

    def _deliver_here(self, player_id: str, notice: dict[str, Any]) -> None:
        for page in self._pages.get(player_id, ()):
            if notice["id"] > page.last_id:
                page.send({"type": "notice", "notice": notice})

    async def _deliver_elsewhere(self, player_id: str, notice: dict[str, Any]) -> None:
        if not self.deliveries:
            return
        outcomes = await asyncio.gather(*(deliver(player_id, notice)
                                          for deliver in list(self.deliveries)),
                                        return_exceptions=True)
        for outcome in outcomes:
            if isinstance(outcome, BaseException):
                log.error("notices: a delivery of notice %s failed: %r", notice["id"], outcome)

    def _heard(self, note: str) -> None:
        """A note on the channel (any process's, this one's included)."""
        try:
            self._handle(note)
        except Exception:  # a note this version cannot read must not stop the others
            log.exception("notices: a note could not be handled: %r", note[:200])

    def _handle(self, note: str) -> None:
        kind, _, rest = note.partition(" ")
        if kind == "notice":
            player_id, _, body = rest.partition(" ")
            if player_id not in self._pages:
                return
            if body.startswith("#"):  # too long for a note: read it
                self._spawn(self._read_and_deliver(player_id, int(body[1:]) - 1))
            else:
                self._deliver_here(player_id, json.loads(body))
        elif kind == "read":
            player_id, _, ids = rest.partition(" ")
            message: dict[str, Any] = {"type": "read"}
            if ids == "*":
                message["all"] = True
            else:
                message["ids"] = [int(i) for i in ids.split(",") if i]
            for page in self._pages.get(player_id, ()):
                page.send(message)
        elif kind in self.on_note:
            self.on_note[kind](rest)
        else:
            log.warning("notices: a note not understood: %r", note[:200])

    def _resync(self) -> None:
        """The link was lost a while: each open page is sent what it missed."""
        for player_id, pages in self._pages.items():
            since = min(page.last_id for page in pages)
            self._spawn(self._read_and_deliver(player_id, since))
        for hook in self.on_resync:
            hook()

    async def _read_and_deliver(self, player_id: str, since: int) -> None:
        for notice in reversed(await asyncio.to_thread(self._read_since, player_id, since)):
            self._deliver_here(player_id, notice)

    def _spawn(self, work: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("notices: a delivery failed: %r", task.exception())

    # --- the store ----------------------------------------------------------------------

    def _read(self, player_id: str, unread_only: bool, limit: int) -> list[dict[str, Any]]:
        query = select(notices_t).where(notices_t.c.player_id == player_id)
        if unread_only:
            query = query.where(notices_t.c.read.is_(False))
        with self.store.engine.connect() as conn:
            rows = conn.execute(query.order_by(notices_t.c.id.desc()).limit(limit)).all()
        return [_notice(row) for row in rows]

    def _read_since(self, player_id: str, since: int) -> list[dict[str, Any]]:
        with self.store.engine.connect() as conn:
            rows = conn.execute(select(notices_t).where(
                notices_t.c.player_id == player_id, notices_t.c.id > since)
                .order_by(notices_t.c.id.desc()).limit(MOST_LISTED)).all()
        return [_notice(row) for row in rows]

    def _count_unread(self, player_id: str) -> int:
        with self.store.engine.connect() as conn:
            return int(conn.execute(select(func.count()).select_from(notices_t).where(
                notices_t.c.player_id == player_id, notices_t.c.read.is_(False))).scalar_one())

    def newest_id(self, player_id: str) -> int:
        """The id of the person's newest notice (0: none); a read, for a thread."""
        with self.store.engine.connect() as conn:
            return int(conn.execute(select(func.max(notices_t.c.id)).where(
                notices_t.c.player_id == player_id)).scalar() or 0)

    async def _mark(self, player_id: str, ids: list[int] | None) -> None:
        where = [notices_t.c.player_id == player_id, notices_t.c.read.is_(False)]
        if ids is not None:
            where.append(notices_t.c.id.in_(ids[:MOST_LISTED]))
        shown = "*" if ids is None else ",".join(map(str, ids[:MOST_LISTED]))

        def op(conn: Any) -> None:
            conn.execute(update(notices_t).where(*where).values(read=True))
            self.note(conn, "read", f"{player_id} {shown}")

        await self.store.run(op)
        if not self.cluster:
            self._heard(f"read {player_id} {shown}")
