"""Tournaments in the database (``gt_tournaments``, ``gt_tournament_entries``,
``gt_tournament_games``, in :mod:`gametable.server.storage.schema`): the rows as read, and the
writes, each a store op (one transaction, group-committed; on a cluster fenced by the
director's lease where the director makes it).

Who writes what: a person's entry and leaving (:func:`op_join`, :func:`op_leave`) lock the
tournament's row first, as its director's start does, so an entry either makes the start or
meets a tournament that has started; a game's table and its game row are one insert
(:func:`game_row`); a game's result is written with the game's last move (:func:`op_result`);
everything else (the state, the results counted, the entries taken in) only by the director.
Changes are announced on :data:`CHANNEL` in their transaction (``NOTIFY``, on a cluster).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, delete, func, insert, select, text, update
from sqlalchemy.engine import Connection

from gametable.server.storage.reads import IN_CHUNK
from gametable.server.storage.schema import (
    ratings_t,
    tournament_entries_t,
    tournament_games_t,
    tournaments_t,
)
from gametable.server.tournaments.formats import Plan
from gametable.server.wire import dumps
from gametable.tournaments import Shape

#: the LISTEN/NOTIFY channel of tournaments: ``v ID VERSION`` (a change to show), ``g ID``
#: (a game ended: its director looks), ``e ID VERSION`` (entries changed), ``n ID`` (a new
#: tournament: directors are looked for)
CHANNEL = "gametable_tournaments"
#: people who may enter one tournament
MAX_ENTRIES = 4096
#: ids a statement reads or writes at once (well under SQLite's variable limit), as the
#: tables' own reads batch them
CHUNK = IN_CHUNK


@dataclass
class Row:
    """A tournament as its row keeps it."""

    id: str
    name: str
    game: str
    format: str
    options: dict[str, Any]
    config: dict[str, Any]
    state: dict[str, Any] | None
    status: str
    creator: str | None
    visibility: str
    invited: list[str]
    rated: bool
    clock: dict[str, float]
    bots: bool
    starts: float
    ends: float | None
    winner: dict[str, Any] | None
    version: int
    created: float

    @property
    def shape(self) -> Shape:
        return Shape.from_json(self.config["shape"])

    def plan(self) -> Plan:
        config = self.config
        return Plan(self.format, self.shape, int(config["seed"]), self.starts,
                    duration=config.get("duration"), rounds=config.get("rounds"),
                    best_of=config.get("best_of"), bots=self.bots,
                    bot_wait=float(config.get("bot_wait", 30.0)))


def _row(r: Any) -> Row:
    return Row(r.id, r.name, r.game, r.format, json.loads(r.options), json.loads(r.config),
               None if r.state is None else json.loads(r.state), r.status, r.creator,
               r.visibility, json.loads(r.invited), bool(r.rated), json.loads(r.clock),
               bool(r.bots), r.starts, r.ends, None if r.winner is None else json.loads(r.winner),
               int(r.version), r.created)


@dataclass(frozen=True)
class Entry:
    """A person's entry: ``status`` ``in``, ``left`` or ``out`` (not taken in: no partner,
    entries closed); ``entrant``: the entry they play in, once taken in."""

    player: str
    partner: str | None
    status: str
    entrant: str | None
    applied: bool
    joined: float
    updated: float


def _entry(r: Any) -> Entry:
    return Entry(r.player_id, r.partner, r.status, r.entrant, bool(r.applied), r.joined,
                 r.updated)


@dataclass(frozen=True)
class GameRow:
    game: str
    table_id: str
    sides: list[str | None]
    result: dict[str, Any] | None
    recorded: bool


def _game(r: Any) -> GameRow:
    return GameRow(r.game, r.table_id, json.loads(r.sides),
                   None if r.result is None else json.loads(r.result), bool(r.recorded))


Op = Callable[[Connection], Any]


def notify(conn: Connection, payload: str) -> None:
    """Announce a change to every process (delivered at the commit; PostgreSQL only)."""
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_notify(:channel, :payload)"),
                     {"channel": CHANNEL, "payload": payload})


# --- reading ----------------------------------------------------------------------------------


def read_row(conn: Connection, tournament_id: str) -> Row | None:
    found = conn.execute(select(tournaments_t).where(tournaments_t.c.id == tournament_id)).first()
    return None if found is None else _row(found)


def read_entries(conn: Connection, tournament_id: str, *, pending: bool = False,
                 status: str | None = None) -> list[Entry]:
    """A tournament's entries, in the order they came (``pending``: those whose latest change
    its director has not taken yet)."""
    query = select(tournament_entries_t).where(
        tournament_entries_t.c.tournament_id == tournament_id)
    if pending:
        query = query.where(tournament_entries_t.c.applied.is_(False))
    if status is not None:
        query = query.where(tournament_entries_t.c.status == status)
    rows = conn.execute(query.order_by(tournament_entries_t.c.joined,
                                       tournament_entries_t.c.player_id)).all()
    return [_entry(r) for r in rows]


def read_games(conn: Connection, tournament_id: str, *, unrecorded: bool = False,
               playing: bool = False) -> list[GameRow]:
    """A tournament's games: ``unrecorded``, those ended and not counted yet (in the order
    they ended); ``playing``, those under way."""
    c = tournament_games_t.c
    query = select(tournament_games_t).where(c.tournament_id == tournament_id)
    if unrecorded:
        query = query.where(c.result.is_not(None), c.recorded.is_(False)).order_by(
            c.finished, c.game)
    if playing:
        query = query.where(c.result.is_(None))
    return [_game(r) for r in conn.execute(query).all()]


def read_ratings(conn: Connection, key: str, players: Iterable[str]) -> dict[str, float]:
    """Players' openskill mu for a rating key (those with none are left out)."""
    ids = sorted(set(players))
    found: dict[str, float] = {}
    for start in range(0, len(ids), CHUNK):
        found.update(conn.execute(select(ratings_t.c.player_id, ratings_t.c.mu).where(
            ratings_t.c.key == key, ratings_t.c.player_id.in_(ids[start:start + CHUNK]))
        ).all())
    return found


# --- writing ----------------------------------------------------------------------------------


def op_create(values: dict[str, Any], cluster: bool) -> Op:
    """A new tournament's row (``values``: its columns); with a schedule key already made by
    another process, nothing (``False``)."""
    def op(conn: Connection) -> bool:
        key = values.get("schedule_key")
        if key is not None and conn.execute(select(tournaments_t.c.id).where(
                tournaments_t.c.schedule_key == key)).first() is not None:
            return False
        conn.execute(insert(tournaments_t).values(**values))
        if cluster:
            notify(conn, f"n {values['id']}")
        return True

    return op


def _locked_status(conn: Connection, tournament_id: str) -> Any:
    """The tournament's row, locked until the transaction ends (an entry against a start)."""
    return conn.execute(select(tournaments_t.c.status, tournaments_t.c.format,
                               tournaments_t.c.ends)
                        .where(tournaments_t.c.id == tournament_id).with_for_update()).first()


def _bump(conn: Connection, tournament_id: str, now: float) -> int:
    return conn.execute(update(tournaments_t).where(tournaments_t.c.id == tournament_id)
                        .values(version=tournaments_t.c.version + 1, updated=now)
                        .returning(tournaments_t.c.version)).scalar_one()


def op_join(tournament_id: str, player: str, partner: str | None, now: float,
            cluster: bool) -> Op:
    """Enter a person (with the partner they ask for, in a game of teams): ``None``, or why
    not as ``(status, message)``. Before the start anyone may enter or change their partner;
    an arena takes entries until its end; nobody enters again once they left."""
    c = tournament_entries_t.c

    def op(conn: Connection) -> tuple[int, str] | int:
        found = _locked_status(conn, tournament_id)
        if found is None:
            return 404, f"there is no tournament {tournament_id!r}"
        if found.status == "over":
            return 409, "this tournament is over"
        if found.status == "running" and (found.format != "arena"
                                          or (found.ends is not None and now >= found.ends)):
            return 409, "entries are closed: this tournament has started"
        mine = conn.execute(select(tournament_entries_t).where(
            c.tournament_id == tournament_id, c.player_id == player)).first()
        if mine is not None and mine.status == "left" and mine.entrant is not None:
            return 409, "you left this tournament: you cannot enter it again"
        if mine is not None and mine.status == "in" and mine.entrant is not None:
            return 409, "you are in this tournament already"
        if mine is None and conn.execute(select(func.count()).select_from(
                tournament_entries_t).where(c.tournament_id == tournament_id,
                                            c.status == "in")).scalar_one() >= MAX_ENTRIES:
            return 409, f"this tournament is full ({MAX_ENTRIES} entries)"
        values = {"partner": partner, "status": "in", "entrant": None, "applied": False,
                  "updated": now}
        if mine is None:
            conn.execute(insert(tournament_entries_t).values(
                tournament_id=tournament_id, player_id=player, joined=now, **values))
        else:
            conn.execute(update(tournament_entries_t).where(
                c.tournament_id == tournament_id, c.player_id == player).values(**values))
        version = _bump(conn, tournament_id, now)
        if cluster:
            notify(conn, f"e {tournament_id} {version}")
        return version

    return op


def op_leave(tournament_id: str, player: str, now: float, cluster: bool) -> Op:
    """A person leaves: before the start their entry goes; after it, they are withdrawn by
    the director (from the next pairing). ``None``, or why not as ``(status, message)``."""
    c = tournament_entries_t.c

    def op(conn: Connection) -> tuple[int, str] | int:
        found = _locked_status(conn, tournament_id)
        if found is None:
            return 404, f"there is no tournament {tournament_id!r}"
        if found.status == "over":
            return 409, "this tournament is over"
        mine = conn.execute(select(tournament_entries_t).where(
            c.tournament_id == tournament_id, c.player_id == player)).first()
        if mine is None or mine.status != "in":
            return 409, "you are not in this tournament"
        where = and_(c.tournament_id == tournament_id, c.player_id == player)
        if found.status == "scheduled":
            conn.execute(delete(tournament_entries_t).where(where))
        else:
            conn.execute(update(tournament_entries_t).where(where).values(
                status="left", applied=False, updated=now))
        version = _bump(conn, tournament_id, now)
        if cluster:
            notify(conn, f"e {tournament_id} {version}")
        return version

    return op


def game_row(tournament_id: str, game: str, sides: Iterable[str | None],
             now: float) -> Callable[[str], tuple[Any, list[dict[str, Any]]]]:
    """The game row stored with its table's row (``TableOrder.also``): its key refuses a
    second table for one game, whichever process's director makes it."""
    def rows(table_id: str) -> tuple[Any, list[dict[str, Any]]]:
        return tournament_games_t, [{
            "tournament_id": tournament_id, "game": game, "table_id": table_id,
            "sides": dumps(list(sides)), "created": now, "result": None, "finished": None,
            "recorded": False}]

    return rows


def op_result(tournament_id: str, table_id: str, result: dict[str, Any], now: float,
              cluster: bool, told: Callable[[], None] | None = None) -> Op:
    """A tournament game's end, in the transaction of its last move: the sides' scores and
    who missed it. ``told``: called (on the writer's thread) where no ``NOTIFY`` tells."""
    text_ = dumps(result)

    def op(conn: Connection) -> None:
        conn.execute(update(tournament_games_t).where(
            tournament_games_t.c.table_id == table_id,
            tournament_games_t.c.result.is_(None)).values(result=text_, finished=now))
        if cluster:
            notify(conn, f"g {tournament_id}")
        elif told is not None:
            told()

    return op


@dataclass(frozen=True)
class Taken:
    """An entry change the director took: what the entry now is."""

    player: str
    updated: float
    status: str
    entrant: str | None


def op_save(tournament_id: str, state: dict[str, Any] | None, status: str,
            winner: dict[str, Any] | None, ends: float | None, recorded: list[str],
            taken: list[Taken], now: float, cluster: bool) -> Op:
    """The director's decision, in one transaction: the state, the results it counted and
    the entry changes it took; the new version."""
    state_text = None if state is None else dumps(state)
    winner_text = None if winner is None else dumps(winner)

    def op(conn: Connection) -> int:
        values: dict[str, Any] = {"state": state_text, "status": status, "updated": now,
                                  "version": tournaments_t.c.version + 1}
        if winner_text is not None:
            values["winner"] = winner_text
        if ends is not None:
            values["ends"] = ends
        version = conn.execute(update(tournaments_t).where(tournaments_t.c.id == tournament_id)
                               .values(**values).returning(tournaments_t.c.version)).scalar_one()
        games = tournament_games_t.c
        for start in range(0, len(recorded), CHUNK):
            conn.execute(update(tournament_games_t).where(
                games.tournament_id == tournament_id,
                games.game.in_(recorded[start:start + CHUNK])).values(recorded=True))
        entries = tournament_entries_t.c
        for change in taken:  # (a change made since it was read stays to be taken)
            conn.execute(update(tournament_entries_t).where(
                entries.tournament_id == tournament_id, entries.player_id == change.player,
                entries.updated == change.updated).values(
                applied=True, status=change.status, entrant=change.entrant))
        if cluster:
            notify(conn, f"v {tournament_id} {version}")
        return version

    return op
