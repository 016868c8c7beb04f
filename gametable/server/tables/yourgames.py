""""Your games": a person's unfinished tables, those where it is their turn first.

Read from the database (:func:`read_games`, on a thread: never on the event loop), so any
process of a cluster answers for every table: the seats the person took (``gt_seat_players``),
each table's row, its clocks as last stored (``gt_clocks``: a running clock is a seat to act,
its deadline the time left) and its moves' count and last time. A table this process holds
is then read from memory (:func:`shown`), which is exact to the instant: its clocks as they
run, and the first turn of a table nobody has moved at yet. A table elsewhere with no move yet
has no stored clock: whose turn it is comes from its opening position, the time left only
once somebody has moved.
"""

from __future__ import annotations

import json
import logging
import math
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import Engine

from gametable.core.registry import REGISTRY, new_game
from gametable.server.storage.schema import clocks_t, moves_t, seat_players_t, tables_t
from gametable.server.tables.live import LiveTable
from gametable.server.tables.names import bot_name, is_bot_label
from gametable.server.tables.turns import is_turn_based

log = logging.getLogger("gametable.server")

#: the most tables one answer lists (the newest seats first)
MAX_GAMES = 200


def read_games(engine: Engine, player_id: str, limit: int = MAX_GAMES) -> list[dict[str, Any]]:
    """The unfinished tables ``player_id`` took a seat at, each as a plain dict: its row's
    facts, ``mine`` (the seats the player took), ``to_act`` (``None``: not known) and the
    stored ``clocks`` (seat → deadline and held). Runs on the caller's thread."""
    with engine.connect() as conn:
        rows = conn.execute(
            select(seat_players_t.c.table_id, seat_players_t.c.seat, tables_t.c.game,
                   tables_t.c.options, tables_t.c.setup, tables_t.c.seats, tables_t.c.settings,
                   tables_t.c.status, tables_t.c.created)
            .join(tables_t, tables_t.c.id == seat_players_t.c.table_id)
            .where(seat_players_t.c.player_id == player_id,
                   tables_t.c.status.in_(("playing", "archived")))
            .order_by(seat_players_t.c.created.desc()).limit(limit)
        ).all()
        ids = sorted({r.table_id for r in rows})
        stored_clocks = dict(conn.execute(
            select(clocks_t.c.table_id, clocks_t.c.state).where(clocks_t.c.table_id.in_(ids))
        ).all()) if ids else {}
        played = {r.table_id: (r.n, r.last) for r in conn.execute(
            select(moves_t.c.table_id, func.count().label("n"), func.max(moves_t.c.t).label("last"))
            .where(moves_t.c.table_id.in_(ids)).group_by(moves_t.c.table_id)
        )} if ids else {}
    games: dict[str, dict[str, Any]] = {}
    for r in rows:
        if r.table_id in games:
            games[r.table_id]["mine"].append(r.seat)
            continue
        try:
            game = _game_of(r, stored_clocks.get(r.table_id), played.get(r.table_id))
        except (TypeError, ValueError, KeyError, AttributeError) as error:
            log.error("table %s: left out of your games: %r", r.table_id, error)
            continue
        game["mine"] = [r.seat]
        games[r.table_id] = game
    return list(games.values())


def _game_of(r: Any, stored_clock: str | None, played: tuple[int, float] | None
             ) -> dict[str, Any]:
    """One table's facts from its rows (see :func:`read_games`)."""
    settings = json.loads(r.settings)
    seats = json.loads(r.seats)
    moves, last = played or (0, None)
    clocks: dict[int, dict[str, Any]] = {}
    to_act: list[int] | None = None
    if stored_clock is not None:
        state = json.loads(stored_clock)
        to_act = []
        for key, seat in (state.get("seats") or {}).items():
            clocks[int(key)] = {"deadline": seat.get("deadline"), "held": bool(seat.get("held"))}
            if seat.get("since") is not None:
                to_act.append(int(key))
    elif moves == 0:
        to_act = _opening_to_act(r, settings)
    return {
        "id": r.table_id, "game": r.game, "status": r.status, "created": r.created,
        "seats": [_seat_name(r.game, i, s) for i, s in enumerate(seats)],
        "kinds": [s.get("kind") for s in seats], "players": [s.get("player") for s in seats],
        "turn_based": is_turn_based(settings), "clock": settings.get("clock"),
        "moves": moves, "last_move": last, "to_act": to_act, "clocks": clocks,
    }


def _opening_to_act(r: Any, settings: dict[str, Any]) -> list[int] | None:
    """Who acts first at a table nobody has moved at (none while its cards are shuffled)."""
    if settings.get("dealing") and "deal" not in settings:
        return []
    if r.game not in REGISTRY:
        return None
    try:
        opening = new_game(r.game, setup=json.loads(r.setup), **json.loads(r.options))
    except Exception:  # an option now refused: the table is shown without a turn
        return None
    return list(opening.to_act)


def _seat_name(game: str, seat: int, stored: dict[str, Any]) -> str:
    """A seat's name as the table shows it (a nameless bot gets its game's name for it)."""
    name = stored.get("name") or ""
    if stored.get("kind") == "bot" and (not name or is_bot_label(name, stored.get("bot"),
                                                                  stored.get("level"))):
        return bot_name(game, seat)
    return name


def shown(games: list[dict[str, Any]], live: Callable[[str], LiveTable | None],
          now: float | None = None) -> dict[str, Any]:
    """The answer of ``GET /api/me/games``: ``{"games": [...], "your_turn": N, "now"}``, the
    games where it is the person's turn first (the soonest deadline first), then the others
    by their last move, newest first. ``live(table id)``: the table if this process holds it
    (read from memory then)."""
    now = time.time() if now is None else now
    listed = [_entry(game, live(game["id"]), now) for game in games]
    listed.sort(key=lambda g: (not g["your_turn"],
                               g["deadline"] if g["your_turn"] and g["deadline"] else math.inf,
                               -(g["last_move"] or g["created"])))
    return {"games": listed, "your_turn": sum(g["your_turn"] for g in listed), "now": now}


def _entry(game: dict[str, Any], table: LiveTable | None, now: float) -> dict[str, Any]:
    to_act, clocks = game["to_act"], game["clocks"]
    if table is not None:  # held here: exact to the instant
        to_act = [] if table.dealing is not None or table.state.over else list(table.state.to_act)
        clocks = {} if table.clock is None else {
            seat: {"deadline": c.deadline, "held": c.held} for seat, c in table.clock.seats.items()}
    mine = game["mine"]
    held = any(clocks.get(seat, {}).get("held") for seat in mine)
    acting = [seat for seat in (to_act or []) if not clocks.get(seat, {}).get("held")]
    your_turn = any(seat in acting and game["kinds"][seat] == "human" for seat in mine)
    watched = [seat for seat in acting if (seat in mine) == your_turn]
    deadlines = [clocks[seat]["deadline"] for seat in watched
                 if clocks.get(seat, {}).get("deadline") is not None]
    deadline = min(deadlines) if deadlines else None
    me = game["players"][mine[0]]
    return {
        "id": game["id"], "game": game["game"],
        "title": REGISTRY[game["game"]].title if game["game"] in REGISTRY else game["game"],
        "url": f"/table/{game['id']}", "seat": mine[0], "status": game["status"],
        "turn_based": game["turn_based"], "clock": game["clock"],
        "your_turn": your_turn, "held": held, "turn_known": to_act is not None,
        "opponents": [name for seat, name in enumerate(game["seats"])
                      if seat not in mine and (me is None or game["players"][seat] != me)],
        "waiting_for": [] if your_turn else [game["seats"][seat] for seat in acting
                                             if seat not in mine],
        "deadline": deadline,
        "time_left": None if deadline is None else max(0.0, deadline - now),
        "moves": len(table.moves) if table is not None else game["moves"],
        "last_move": game["last_move"], "created": game["created"],
    }
