"""Table chat: quick phrases everyone reads in their own language, and free text where the
table allows it.

The rules (``docs/server.md``, "Chat"):

- **Who**: the people seated at the table write; spectators read. A line names its seat and
  the seat's name, never anything of the game: a chat message is built from the line alone,
  never from a view.
- **What**: a quick phrase, sent as its id (:data:`PHRASES`) and shown in each reader's
  language; or free text, only at a table whose ``chat`` setting is ``"text"`` (private invite
  tables by default; quick-play tables, among strangers, have phrases only). Text is cleaned
  as names are (no control or bidirectional-override characters, spaces collapsed), at most
  :data:`MAX_TEXT` characters, and shown as text, never as HTML.
- **How often**: a token bucket per seat (``--rate-chat``, default a burst of 5, then one every
  3 s); a refusal says when to try again.
- **Stored first**: a line is written to the store before anyone is sent it, and it is part of
  the table: shown to whoever connects later, in the record and in the replay.
- **Mute**: a reader mutes a seat; lines from muted seats are not sent to that reader (the
  front end keeps the reader's mutes and sends them again when it reconnects).
- **Blocks**: a seated reader is never sent the lines of a seat whose player they blocked
  (:mod:`gametable.server.people.friends`), live, in the history, the record or the replay;
  nor is a spectator signed in to an account that blocked them. ``hides`` says who, from the
  blocks ``prepare`` read when the table's chat was loaded.
- **Private tables**: the chat of an invite table (:func:`is_private`: made with
  ``POST /api/tables``, not by quick play) is read by its seats only: a seat's token, or the
  player who took the seat; spectators' sockets are sent none of it, and its record and
  replay hold it only for its seats. Quick-play tables' phrases stay readable by all.
- **Capped**: a table keeps its last :data:`MAX_LINES` lines; an older line leaves memory and
  the store in the transaction that stores the new one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import delete, func, select

from gametable.server.errors import RequestError
from gametable.server.people.access import AccessPolicy, Rate, RateLimiter, shown_text
from gametable.server.storage.store import Store, chat_t
from gametable.server.tables.live import Client, LiveTable
from gametable.server.wire import dumps

log = logging.getLogger("gametable.server")

#: the quick phrases' ids; the words are the front end's, in every language
PHRASES = ("hello", "good_luck", "good_game", "well_played", "thanks", "sorry", "oops",
           "nice", "wait", "bye")

#: characters of a free-text line
MAX_TEXT = 200

#: the table setting: ``"text"`` (phrases and free text) or ``"phrases"`` (phrases only)
CHAT_MODES = ("text", "phrases")
#: private invite tables (``POST /api/tables``) unless they say otherwise
INVITE_CHAT = "text"
#: quick-play and rematch-of-quick-play tables
QUEUE_CHAT = "phrases"
#: lines a table keeps (in memory and in the store); older ones are dropped
MAX_LINES = 200


def is_private(settings: dict[str, Any]) -> bool:
    """An invite table: made with ``POST /api/tables`` (or a rematch of one), not formed by
    quick play (whose tables carry their pool's key, ``queue``). Its chat is for its seats,
    and the lobby lists it only to its creator and the people seated at it."""
    return not settings.get("queue")


def readable(table: LiveTable, seat: int | None) -> bool:
    """Whether a reader at ``seat`` (``None``: not seated) may read the table's chat."""
    return seat is not None or not is_private(table.settings)


def chat_mode(table: LiveTable) -> str:
    """The table's chat setting; tables made before chat existed were invite tables."""
    mode = table.settings.get("chat", INVITE_CHAT)
    return mode if mode in CHAT_MODES else INVITE_CHAT


def check_mode(value: Any) -> str:
    """A create request's ``chat`` field, checked."""
    if value not in CHAT_MODES:
        raise RequestError(f"'chat' is \"text\" (phrases and free text) or \"phrases\" "
                           f"(quick phrases only), not {value!r}")
    return value


def make_line(table: LiveTable, seat: int | None, message: dict[str, Any], now: float
              ) -> dict[str, Any]:
    """The line a chat request asks for, checked: ``{"seat", "name", "t", "n", "phrase"}`` or
    ``{..., "text"}`` (``n``: the moves played before it, where the replay shows it)."""
    if seat is None:
        raise RequestError("spectators read the chat; only the players write in it", 403)
    phrase, text = message.get("phrase"), message.get("text")
    line: dict[str, Any] = {"seat": seat, "name": table.seats[seat].name, "t": round(now, 3),
                            "n": len(table.moves)}
    if phrase is not None:
        if phrase not in PHRASES:
            raise RequestError(f"unknown phrase {phrase!r}; phrases: {', '.join(PHRASES)}")
        line["phrase"] = phrase
        return line
    if chat_mode(table) != "text":
        raise RequestError("this table has quick phrases only, no free text", 403)
    if not isinstance(text, str):
        raise RequestError('send {"type": "chat", "phrase": ID} or {"type": "chat", '
                           '"text": "..."}')
    cleaned = shown_text(text)
    if not cleaned:
        raise RequestError("an empty line is not sent")
    if len(cleaned) > MAX_TEXT:
        raise RequestError(f"a chat line has at most {MAX_TEXT} characters")
    line["text"] = cleaned
    return line


@dataclass
class TableChat:
    """One table's lines (as stored), read from the store when first needed."""

    lines: list[dict[str, Any]] = field(default_factory=list)
    #: the index the next line is stored under (lines being stored have theirs already)
    next_index: int = 0


class ChatService:
    """Every table's chat: checks a line, stores it, then sends it to the table's readers."""

    def __init__(self, store: Store, *, rate: Rate | None = AccessPolicy.chat_rate,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.limiter = RateLimiter({"chat": rate}, clock=clock)
        self._tables: dict[str, TableChat] = {}
        #: whether a reader (a player id) blocked a writer (one): their lines are not sent to
        #: them; ``None``: nobody is hidden
        self.hides: Callable[[str, str], bool] | None = None
        #: run by ``load``: reads what ``hides`` needs of a table's people and of a reader
        #: (a player id, or ``None``): their blocks
        self.prepare: Callable[[str, str | None], Awaitable[None]] | None = None

    async def load(self, table_id: str, reader: str | None = None) -> None:
        """Read a table's chat from the store, off the event loop, unless it is in memory:
        every reader of a table's chat (``say``, ``history``, ``lines``) comes after this.
        ``reader``: a spectator's account, whose blocks are read too."""
        if table_id not in self._tables:
            chat = await asyncio.to_thread(self._read, table_id)
            self._tables.setdefault(table_id, chat)
        if self.prepare is not None:
            await self.prepare(table_id, reader)

    def _hidden(self, table: LiveTable, reader_seat: int | None, seat: int,
                reader: str | None = None) -> bool:
        """Whether the reader (the player at ``reader_seat``, else the account ``reader``)
        blocked the player of ``seat``."""
        if self.hides is None or not 0 <= seat < len(table.seats):
            return False
        if reader_seat is not None:
            reader = table.seats[reader_seat].player
        writer = table.seats[seat].player
        return reader is not None and writer is not None and self.hides(reader, writer)

    def _read(self, table_id: str) -> TableChat:
        lines = self.store.load_chat(table_id)
        following = len(lines)
        if following >= MAX_LINES:  # older lines were dropped: the next index is not len()
            with self.store.engine.connect() as conn:
                following = 1 + conn.execute(select(func.max(chat_t.c.idx)).where(
                    chat_t.c.table_id == table_id)).scalar_one()
        return TableChat(lines[-MAX_LINES:], following)

    def chat_of(self, table_id: str) -> TableChat:
        chat = self._tables.get(table_id)
        if chat is None:  # (not loaded first: read here, on the caller's thread)
            chat = self._tables[table_id] = self._read(table_id)
        return chat

    def lines(self, table_id: str) -> list[dict[str, Any]]:
        return list(self.chat_of(table_id).lines)

    async def say(self, table: LiveTable, seat: int | None, message: dict[str, Any],
                  now: float | None = None) -> dict[str, Any]:
        """Check, rate-limit, store, then send a line; the line. Nothing is sent or kept when
        it is refused (:class:`RequestError`) or not stored (503)."""
        line = make_line(table, seat, message, time.time() if now is None else now)
        self.limiter.take("chat", f"{table.id}:{seat}")
        await self.load(table.id)  # (the readers' blocks too)
        chat = self.chat_of(table.id)
        index = chat.next_index
        chat.next_index += 1
        try:
            await self.store.run(_op_line(table.id, index, line), table)
        except Exception as error:
            log.error("table %s: chat line %d was not stored: %r", table.id, index, error)
            raise RequestError("the chat line could not be saved; try again", 503) from None
        chat.lines.append(line)
        del chat.lines[:-MAX_LINES]
        text = dumps({"type": "chat", "line": line})
        for client in table.clients:
            if (client.social and line["seat"] not in client.muted
                    and readable(table, client.seat)
                    and not self._hidden(table, client.seat, line["seat"], client.player)):
                client.push(text)
        return line

    def history(self, table: LiveTable, client: Client) -> str:
        """The ``chat_history`` message a reader is sent on connecting (or after a mute):
        every line but those of the seats it muted, and whether free text is allowed (none
        to a spectator of a private table: ``"private": true``)."""
        if not readable(table, client.seat):
            return dumps({"type": "chat_history", "mode": chat_mode(table),
                          "phrases": PHRASES, "lines": [], "private": True})
        lines = [ln for ln in self.chat_of(table.id).lines if ln["seat"] not in client.muted
                 and not self._hidden(table, client.seat, ln["seat"], client.player)]
        return dumps({"type": "chat_history", "mode": chat_mode(table), "phrases": PHRASES,
                      "lines": lines})

    def mute(self, table: LiveTable, client: Client, seats: Any) -> None:
        """A reader's muted seats (the whole list, replacing the last); sends the history
        again without their lines."""
        if not isinstance(seats, list) or not all(
                isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(table.seats)
                for s in seats):
            raise RequestError(f"'seats' lists the seats to mute, numbers from 0 to "
                               f"{len(table.seats) - 1}")
        client.muted = set(seats)
        client.push(self.history(table, client))

    def lines_for(self, table: LiveTable, seat: int | None,
                  reader: str | None = None) -> dict[str, Any]:
        """What a record or replay shows of the chat to a reader at ``seat``: ``{"chat":
        lines}`` (less those of a player the reader blocked, as at the table), or no lines
        and ``"chat_private": true`` where they may not read it."""
        if not readable(table, seat):
            return {"chat": [], "chat_private": True}
        return {"chat": [ln for ln in self.lines(table.id)
                         if not self._hidden(table, seat, ln["seat"], reader)]}

    def forget(self, table_id: str) -> None:
        """Let a table's lines leave memory (it left memory itself)."""
        self._tables.pop(table_id, None)


def _op_line(table_id: str, index: int, line: dict[str, Any]) -> Any:
    """Store a line, and drop the table's lines older than the last :data:`MAX_LINES`."""
    insert_line = Store.op_chat(table_id, index, line["seat"], line, line["t"])

    def op(conn: Any) -> None:
        insert_line(conn)
        if index >= MAX_LINES:
            conn.execute(delete(chat_t).where(chat_t.c.table_id == table_id,
                                              chat_t.c.idx <= index - MAX_LINES))

    return op
