"""What a page is shown of tournaments: the list and one tournament (its standings, the games
in play with their tables to watch, the bracket, the winner), read from the database, so any
process of a cluster answers alike. The shapes are documented in
:mod:`gametable.server.web.tournamentroutes`. Blocking reads: callers run them on a thread.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import exists, func, or_, select
from sqlalchemy.engine import Connection, Engine

from gametable.core.registry import REGISTRY
from gametable.server.storage.reads import read_player_names
from gametable.server.storage.schema import tournament_entries_t, tournaments_t
from gametable.server.tournaments import formats, records
from gametable.server.tournaments.director import bot_name, is_bot
from gametable.tournaments import Shape

#: tournaments a list gives of each kind (upcoming, running, recent)
LIST_SIZE = 50
#: the name shown for the server's own tournaments' creator
SERVER = "gametable"


@dataclass
class Description:
    """One tournament as shown to anyone (``data``), and what says which part is the
    viewer's (who is in which entry, who sits where)."""

    data: dict[str, Any]
    status: str
    visibility: str
    creator: str | None
    invited: frozenset[str]
    #: player → their entry's status (``in``, ``left``, ``out``) and entrant
    entries: dict[str, tuple[str, str | None, str | None]] = field(default_factory=dict)
    #: player → (game, table, seat) of the game they play now
    seats: dict[str, tuple[str, str, int]] = field(default_factory=dict)
    withdrawn: frozenset[str] = frozenset()
    #: whether entries are taken now
    open: bool = False

    def personal(self, viewer: str | None) -> dict[str, Any] | None:
        """The viewer's own part: their entry, their game now, whether they may enter."""
        if viewer is None:
            return None
        status, entrant, partner = self.entries.get(viewer, (None, None, None))
        seat = self.seats.get(viewer)
        invited = (self.visibility == "open" or viewer == self.creator
                   or viewer in self.invited)
        return {"entered": status == "in", "status": status, "entrant": entrant,
                "partner": partner, "withdrawn": entrant in self.withdrawn,
                "game": None if seat is None else {"game": seat[0], "table": seat[1],
                                                   "seat": seat[2]},
                "invited": invited,
                "may_enter": invited and self.open and status not in ("in", "left")}


def read_description(engine: Engine, tournament_id: str, now: float) -> Description | None:
    with engine.connect() as conn:
        row = records.read_row(conn, tournament_id)
        if row is None:
            return None
        entries = records.read_entries(conn, tournament_id)
        playing = records.read_games(conn, tournament_id, playing=True)
        state = None if row.state is None else formats.from_json(row.state)
        people = {e.player for e in entries} | set(row.winner.get("members", []) if row.winner
                                                  else [])
        if row.creator is not None:
            people.add(row.creator)
        if state is not None:
            people |= {m for e in state.entrants.values() for m in e.members if not is_bot(m)}
        names = read_player_names(conn, people)
    return describe(row, entries, playing, state, names, now)


def member(player: str, names: dict[str, str]) -> dict[str, Any]:
    if is_bot(player):
        return {"id": None, "name": bot_name(player), "bot": True}
    return {"id": player, "name": names.get(player, "?"), "bot": False}


def describe(row: records.Row, entries: list[records.Entry], playing: list[records.GameRow],
             state: formats.State | None, names: dict[str, str], now: float) -> Description:
    shape = row.shape
    entrants = {} if state is None else state.entrants

    def members(entrant: str | None) -> list[dict[str, Any]]:
        if entrant is None or entrant not in entrants:
            return []
        return [member(m, names) for m in entrants[entrant].members]

    standings = []
    if state is not None:
        for line in formats.standings(state):
            standings.append({**line.to_json(), "members": members(line.entrant),
                              **formats.row_extras(state, line.entrant)})
    seats: dict[str, tuple[str, str, int]] = {}
    games = []
    tables = {g.game: g.table_id for g in playing}
    for game in playing:
        sides = [None if s is None else entrants.get(s) for s in game.sides]
        seating = shape.seating(sides[0], sides[1])
        for index, person in enumerate(seating):
            if person is not None and not is_bot(person):
                seats[person] = (game.game, game.table_id, index)
        games.append({"game": game.game, "table": game.table_id, "sides": game.sides,
                      "seats": [member(p, names) if p is not None
                                else {"id": None, "name": "Bot", "bot": True}
                                for p in seating]})
    bracket = None if state is None else formats.bracket(state)
    if bracket is not None:
        for matches in bracket["rounds"]:
            for match in matches:
                match["table"] = tables.get(match["playing"]) if match["playing"] else None
                for side in match["sides"]:
                    if side is not None:  # ids as MEMBER objects, as everywhere else
                        side["members"] = [member(m, names) for m in side["members"]]
    winner = None
    if row.winner and row.winner.get("entrant"):
        winner = {"entrant": row.winner["entrant"],
                  "members": [member(m, names) for m in row.winner.get("members", [])]}
    config = row.config
    ends = row.ends
    open_ = row.status == "scheduled" or (row.status == "running" and row.format == "arena"
                                          and ends is not None and now < ends)
    people_in = [e for e in entries if e.status == "in"]
    data = {
        "id": row.id, "name": row.name, "game": row.game, "title": _title(row.game),
        "format": row.format, "status": row.status, "version": row.version,
        "starts": row.starts, "ends": ends, "created": row.created,
        "creator": None if row.creator is None else member(row.creator, names),
        "visibility": row.visibility, "rated": row.rated, "bots": row.bots,
        "clock": row.clock, "options": row.options, "team_size": shape.side_size,
        "duration": config.get("duration"), "rounds": config.get("rounds"),
        "best_of": config.get("best_of"),
        "bot_wait": config.get("bot_wait") if row.bots and row.format == "arena" else None,
        "round": None if state is None else formats.round_number(state),
        "entries": len(people_in) + int(config.get("bot_entrants", 0)),
        "entered": [{**member(e.player, names), "partner": e.partner} for e in people_in
                    if e.entrant is None] if row.status != "over" else [],
        "standings": standings,
        "playing": games,
        "bracket": bracket,
        "winner": winner,
        "ended": (row.winner or {}).get("reason"),
        "open": open_,
    }
    return Description(
        data, row.status, row.visibility, row.creator, frozenset(row.invited),
        {e.player: (e.status, e.entrant, e.partner) for e in entries}, seats,
        frozenset() if state is None else frozenset(formats.withdrawn(state)), open_)


def _title(game: str) -> str:
    entry = REGISTRY.get(game)
    return entry.title if entry is not None else game


def visible_to(viewer: str | None) -> Any:
    """The tournaments a viewer is shown in lists: open ones, and by invitation those they
    made, were invited to or entered."""
    public = tournaments_t.c.visibility == "open"
    if viewer is None:
        return public
    return or_(public, tournaments_t.c.creator == viewer,
               tournaments_t.c.invited.contains(f'"{viewer}"', autoescape=True),
               exists().where(tournament_entries_t.c.tournament_id == tournaments_t.c.id,
                              tournament_entries_t.c.player_id == viewer))


def read_listing(engine: Engine, game: str | None, viewer: str | None,
                 limit: int = LIST_SIZE) -> dict[str, list[dict[str, Any]]]:
    """``{"upcoming", "running", "recent"}``: the next to start, those under way, the last
    over; of one game or all."""
    t = tournaments_t.c
    columns = [t.id, t.name, t.game, t.format, t.status, t.starts, t.ends, t.rated,
               t.visibility, t.clock, t.creator, t.winner, t.config, t.bots]
    where = [visible_to(viewer)]
    if game is not None:
        where.append(t.game == game)
    with engine.connect() as conn:
        sections = {
            "upcoming": conn.execute(select(*columns).where(*where, t.status == "scheduled")
                                     .order_by(t.starts).limit(limit)).all(),
            "running": conn.execute(select(*columns).where(*where, t.status == "running")
                                    .order_by(t.starts).limit(limit)).all(),
            "recent": conn.execute(select(*columns).where(*where, t.status == "over")
                                   .order_by(t.ends.desc()).limit(limit)).all(),
        }
        ids = [r.id for rows in sections.values() for r in rows]
        counts = _entry_counts(conn, ids)
        winners = {r.id: json.loads(r.winner) for rows in sections.values()
                   for r in rows if r.winner}
        people = {r.creator for rows in sections.values() for r in rows if r.creator}
        people |= {m for w in winners.values() for m in w.get("members", [])
                   if not is_bot(m)}
        names = read_player_names(conn, people)
    out: dict[str, list[dict[str, Any]]] = {}
    for section, rows in sections.items():
        out[section] = [_item(r, counts.get(r.id, 0), winners.get(r.id), names) for r in rows]
    return out


def _entry_counts(conn: Connection, ids: list[str]) -> dict[str, int]:
    c = tournament_entries_t.c
    counts: dict[str, int] = {}
    for start in range(0, len(ids), records.CHUNK):
        counts.update(conn.execute(select(c.tournament_id, func.count()).where(
            c.tournament_id.in_(ids[start:start + records.CHUNK]), c.status == "in")
            .group_by(c.tournament_id)).all())
    return counts


def _item(r: Any, entered: int, winner: dict[str, Any] | None,
          names: dict[str, str]) -> dict[str, Any]:
    config = json.loads(r.config)
    return {
        "id": r.id, "name": r.name, "game": r.game, "title": _title(r.game),
        "format": r.format, "status": r.status, "starts": r.starts, "ends": r.ends,
        "rated": bool(r.rated), "visibility": r.visibility, "bots": bool(r.bots),
        "clock": json.loads(r.clock),
        "entries": entered + int(config.get("bot_entrants", 0)),
        "team_size": Shape.from_json(config["shape"]).side_size,
        "creator": None if r.creator is None else member(r.creator, names),
        "winner": None if not winner or not winner.get("entrant") else {
            "entrant": winner["entrant"],
            "members": [member(m, names) for m in winner.get("members", [])]},
    }
