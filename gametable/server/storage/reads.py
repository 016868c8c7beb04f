"""Reading tables back: every read of the tables' rows, moves, clocks and chat, for the
store (:class:`.store.Store` inherits it). Reads run on the caller's thread: the server runs
them off the event loop (``membership.run``, ``asyncio.to_thread``), never on it.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    and_,
    exists,
    func,
    or_,
    select,
)
from sqlalchemy.engine import Connection, Engine

from gametable.server.storage.schema import (
    _listed_to,
    chat_t,
    clocks_t,
    leases_t,
    moves_t,
    players_t,
    seat_origins_t,
    tables_t,
)

log = logging.getLogger("gametable.server")


@dataclass
class StoredTable:
    """One table as read back from the database."""

    id: str
    game: str
    options: dict[str, Any]
    seed: int | None
    setup: dict[str, Any]
    seats: list[dict[str, Any]]
    settings: dict[str, Any]
    status: str
    result: list[float] | None
    created: float
    moves: list[tuple[int, str]] = field(default_factory=list)
    #: how many moves are stored (``moves`` is left empty where only the count was read)
    move_count: int = 0
    #: why the row could not be read, if it could not (the table is then quarantined)
    broken: str | None = None
    #: the clocks' stored state (unfinished tables only), or ``None``
    clock: dict[str, Any] | None = None


class TableReads:
    """The reads of :class:`.store.Store` (see the module's docstring)."""

    engine: Engine
    #: the cluster's fencing (:class:`gametable.server.hosting.ownership.Ownership`), or ``None``
    fencing: Any

    def load_all(self) -> list[StoredTable]:
        """Every table with all its moves, oldest first (tools and tests; the server reads
        with :meth:`load_open`)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t).order_by(tables_t.c.created)).all()
            moves = self._moves(conn, None)
        return [_decode(r, moves.get(r.id, [])) for r in rows]

    def load_open(self) -> tuple[list[StoredTable], list[str]]:
        """What a server loads at start: every table not archived, oldest first (the moves
        of unfinished ones; of finished ones only their count, read when one is opened), and
        the ids of the archived ones. A row that cannot be read comes back ``broken``."""
        status = tables_t.c.status
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(tables_t).where(status != "archived").order_by(tables_t.c.created)
            ).all()
            archived = list(conn.scalars(select(tables_t.c.id).where(status == "archived")))
            moves = self._moves(conn, status == "playing")
            clocks = self._clocks(conn, status == "playing")
            counts = dict(
                conn.execute(
                    select(moves_t.c.table_id, func.count())
                    .join(tables_t, tables_t.c.id == moves_t.c.table_id)
                    .where(status == "over")
                    .group_by(moves_t.c.table_id)
                ).all()
            )
        loaded = []
        for r in rows:
            row = _decode(r, moves.get(r.id, []))
            row.clock = clocks.get(r.id)
            if r.status == "over":
                row.move_count = counts.get(r.id, 0)
            loaded.append(row)
        return loaded, archived

    def load_one(self, table_id: str) -> StoredTable | None:
        """One table with its moves, or ``None``."""
        return self.load_many([table_id]).get(table_id)

    def load_many(self, table_ids: list[str]) -> dict[str, StoredTable]:
        """Some tables with their moves and clocks, by id (those that exist)."""
        if not table_ids:
            return {}
        where = tables_t.c.id.in_(table_ids)
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t).where(where)).all()
            moves = self._moves(conn, where)
            clocks = self._clocks(conn, where)
        loaded = {}
        for r in rows:
            row = loaded[r.id] = _decode(r, moves.get(r.id, []))
            row.clock = clocks.get(r.id)
        return loaded

    def load_summary(self, table_id: str) -> StoredTable | None:
        """One table's row with the count of its moves, not the moves, or ``None``."""
        rows, _total = self.load_page(tables_t.c.id == table_id, limit=1, offset=0)
        return rows[0] if rows else None

    def load_lobby(self, *, game: str | None, open_seats: bool, limit: int, offset: int,
                   viewer: str | None = None, abandoned_after: float | None = None
                   ) -> tuple[list[StoredTable], int]:
        """A page of the lobby from the database, newest first, and how many match (what a
        cluster's processes list: each holds only its own tables). ``open_seats``: unfinished
        tables with a person's seat, less those whose owner said at its latest lease renewal
        (a second ago at most) that every person's seat is taken. Private invite tables
        (no quick-play ``queue`` in their settings) only where ``viewer`` created them or sits
        at them (:func:`gametable.server.tables.lobby.listed_to`). ``abandoned_after``
        (seconds; a cluster's): an unfinished table with a person's seat, no move, made that
        long ago and nobody there (no live owner saying a person is connected) is left out, as
        :func:`gametable.server.tables.lobby.abandoned` leaves it out of one process's."""
        where = [tables_t.c.status != "archived", _listed_to(viewer)]
        if game is not None:
            where.append(tables_t.c.game == game)
        # the seats' JSON as written now (compact) and by earlier versions (spaced)
        has_person = or_(tables_t.c.seats.like('%"kind":"human"%'),
                         tables_t.c.seats.like('%"kind": "human"%'))
        if abandoned_after is not None and self.fencing is not None:
            where.append(~and_(
                tables_t.c.status == "playing", has_person,
                tables_t.c.created <= time.time() - abandoned_after,
                ~exists().where(moves_t.c.table_id == tables_t.c.id),
                ~exists().where(leases_t.c.table_id == tables_t.c.id,
                                leases_t.c.people_here.is_not(False),
                                leases_t.c.expires_at > func.clock_timestamp())))
        if open_seats:
            where += [tables_t.c.status == "playing", has_person]
            if self.fencing is not None:  # a cluster: its owner says who is connected
                where.append(~exists().where(
                    leases_t.c.table_id == tables_t.c.id, leases_t.c.seat_free.is_(False),
                    leases_t.c.expires_at > func.clock_timestamp()))
        return self.load_page(*where, limit=limit, offset=offset)

    def load_page(self, *where: Any, limit: int, offset: int
                  ) -> tuple[list[StoredTable], int]:
        """Rows matching ``where``, newest first, each with its count of moves (not the
        moves themselves), and how many match in all."""
        count = (select(func.count()).select_from(moves_t)
                 .where(moves_t.c.table_id == tables_t.c.id).scalar_subquery())
        with self.engine.connect() as conn:
            total = conn.execute(select(func.count()).select_from(tables_t).where(*where)
                                 ).scalar_one()
            rows = conn.execute(
                select(tables_t, count.label("move_count")).where(*where)
                .order_by(tables_t.c.created.desc(), tables_t.c.id.desc())
                .limit(limit).offset(offset)
            ).all()
        loaded = []
        for r in rows:
            row = _decode(r, [])
            row.move_count = r.move_count
            loaded.append(row)
        return loaded, total

    def load_chat(self, table_id: str) -> list[dict[str, Any]]:
        """One table's chat lines, in order (a line that does not read is left out)."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(chat_t.c.line).where(chat_t.c.table_id == table_id)
                .order_by(chat_t.c.idx)
            ).all()
        lines = []
        for (raw,) in rows:
            try:
                line = json.loads(raw)
            except ValueError:
                log.error("table %s: a chat line is not valid JSON; left out", table_id)
                continue
            if isinstance(line, dict):
                lines.append(line)
        return lines

    @staticmethod
    def _moves(conn: Connection, where: Any) -> dict[str, list[tuple[int, str]]]:
        query = select(moves_t.c.table_id, moves_t.c.seat, moves_t.c.move)
        if where is not None:
            query = query.join(tables_t, tables_t.c.id == moves_t.c.table_id).where(where)
        moves: dict[str, list[tuple[int, str]]] = {}
        for m in conn.execute(query.order_by(moves_t.c.table_id, moves_t.c.idx)):
            moves.setdefault(m.table_id, []).append((m.seat, m.move))
        return moves


    @staticmethod
    def _clocks(conn: Connection, where: Any) -> dict[str, dict[str, Any]]:
        """table id → its clocks' state; one that does not read is left out (the clocks
        then start afresh) and logged."""
        query = select(clocks_t.c.table_id, clocks_t.c.state).join(
            tables_t, tables_t.c.id == clocks_t.c.table_id).where(where)
        found = {}
        for table_id, raw in conn.execute(query):
            try:
                state = json.loads(raw)
            except ValueError as error:
                log.error("table %s: its stored clocks are not valid JSON (%s)", table_id, error)
                continue
            if isinstance(state, dict):
                found[table_id] = state
        return found


#: ids in one ``IN`` list at most (a tournament reads a thousand entrants' names at once;
#: well under SQLite's variable limit)
IN_CHUNK = 500


def read_player_names(conn: Connection, players: Any) -> dict[str, str]:
    """Display names of players (those not found are left out)."""
    return _player_column(conn, players_t.c.name, players)


def read_player_kinds(conn: Connection, players: Any) -> dict[str, str]:
    """``guest`` or ``account`` of players (those not found are left out)."""
    return _player_column(conn, players_t.c.kind, players)


def _player_column(conn: Connection, column: Any, players: Any) -> dict[str, Any]:
    ids = sorted(set(players))
    found: dict[str, Any] = {}
    for start in range(0, len(ids), IN_CHUNK):
        found.update(conn.execute(select(players_t.c.id, column).where(
            players_t.c.id.in_(ids[start:start + IN_CHUNK]))).all())
    return found


def read_seat_origins(conn: Connection, table_id: str
                      ) -> dict[int, tuple[str, str, str | None]]:
    """``{seat: (player id, address digest, device digest)}`` of a table, in a transaction."""
    rows = conn.execute(select(seat_origins_t).where(seat_origins_t.c.table_id == table_id))
    return {r.seat: (r.player_id, r.address, r.device) for r in rows}


def _decode(r: Any, moves: list[tuple[int, str]]) -> StoredTable:
    """A row as a :class:`StoredTable`; one whose JSON does not read comes back ``broken``
    (with what could be read), so one bad row quarantines one table, never the server."""
    row = StoredTable(
        id=r.id, game=r.game, options={}, seed=r.seed, setup={}, seats=[], settings={},
        status=r.status, result=None, created=r.created, moves=moves, move_count=len(moves),
    )
    for name in ("options", "setup", "seats", "settings", "result"):
        raw = getattr(r, name)
        if raw is None:
            continue
        try:
            value = json.loads(raw)
        except (TypeError, ValueError) as error:
            broken = f"its stored {name} is not valid JSON ({error})"
        else:
            expected = list if name in ("seats", "result") else dict
            if isinstance(value, expected):
                setattr(row, name, value)
                continue
            broken = f"its stored {name} is not a JSON {expected.__name__}"
        # the rest is still read: the lobby needs the settings to know whom to list it to
        log.error("table %s: %s", r.id, broken)
        row.broken = row.broken or broken
    return row
