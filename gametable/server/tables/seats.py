"""Who sits at a table: the lobby's seat requests checked, people's tokens drawn, bots built."""

from __future__ import annotations

import logging
import secrets
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from gametable import bots as bot_registry
from gametable.bots import handicap
from gametable.bots.base import Bot, RandomBot
from gametable.core.errors import BadOptions, GametableError
from gametable.server.errors import RequestError
from gametable.server.storage.store import Store
from gametable.server.tables.live import LiveTable, SeatInfo, hash_token
from gametable.server.tables.names import bot_name

if TYPE_CHECKING:
    from gametable.server.people.devices import Origin
    from gametable.server.people.players import Player

log = logging.getLogger("gametable.server")

MAX_NAME_LENGTH = 40


def default_seat_name(index: int) -> str:
    """What a person's seat is called until someone names it."""
    return f"Player {index + 1}"


def parse_seats(game: str, num_seats: int, spec: Any) -> tuple[list[SeatInfo], dict[int, str]]:
    """The seats a create request asks for (default: one person, random bots), and a fresh
    secret token for each person's seat (only its hash is kept)."""
    if spec is None:
        spec = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (num_seats - 1)
    if not isinstance(spec, list) or len(spec) != num_seats:
        raise RequestError(f"'seats' must list {num_seats} seats for this game, one object each")
    seats: list[SeatInfo] = []
    tokens: dict[int, str] = {}
    for index, item in enumerate(spec):
        if not isinstance(item, dict):
            raise RequestError(f"seat {index}: must be an object such as {{\"kind\": \"bot\"}}")
        kind = item.get("kind", "human")
        name = item.get("name")
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME_LENGTH):
            raise RequestError(
                f"seat {index}: a name is a string of at most {MAX_NAME_LENGTH} characters"
            )
        if kind == "human":
            token = secrets.token_urlsafe(18)
            tokens[index] = token
            seats.append(SeatInfo("human", name or default_seat_name(index), None, None,
                                  hash_token(token)))
        elif kind == "bot":
            bot, level = item.get("bot", "random"), item.get("level")
            if bot not in bot_registry.available(game):
                raise RequestError(
                    f"seat {index}: no bot {bot!r} for {game}; available: "
                    f"{', '.join(bot_registry.available(game))}"
                )
            if level is not None and level not in bot_registry.LEVELS:
                raise RequestError(
                    f"seat {index}: unknown level {level!r}; levels: "
                    f"{', '.join(bot_registry.LEVELS)}"
                )
            seats.append(SeatInfo("bot", name or bot_name(game, index), bot, level, None))
        else:
            raise RequestError(f"seat {index}: kind must be 'human' or 'bot', not {kind!r}")
    return seats, tokens


def bot_seed(table_seed: int | None, seat: int) -> int:
    """A bot's seed: its table's and its seat's (the same bots play the same on a replay)."""
    return (table_seed or 0) * 8 + seat


def make_bots(table_id: str, game: str, seed: int | None, seats: list[SeatInfo]
              ) -> dict[int, Bot]:
    """The bot of every bot seat. A stored bot that no longer exists (renamed, removed) is
    replaced by the random bot, and the log says so."""
    made: dict[int, Bot] = {}
    for index, seat in enumerate(seats):
        if seat.kind == "bot" and seat.bot:
            try:
                made[index] = handicap.make(  # the easy level's slips included
                    seat.bot, game, seed=bot_seed(seed, index), level=seat.level
                )
            except (BadOptions, GametableError) as error:
                log.error("table %s seat %d: %s; a random bot sits in", table_id, index, error)
                made[index] = RandomBot(game, seed=bot_seed(seed, index))
    return made


async def take_seat(store: Store, table: LiveTable, seat: int, player: Player,
                    origin: Origin | None = None) -> bool:
    """Record that ``player`` took ``seat`` (they hold its token), so that they rejoin it from
    any device once signed in; stored before anyone is shown it. A seat keeps the first player
    who took it, and a player takes one seat per table (two would rate a game against oneself).
    A seat still called by its default name takes the player's. ``True`` if it was recorded.

    ``origin``: where they took it from (:mod:`gametable.server.people.devices`), stored with it
    for the rated-play rules (:mod:`gametable.server.people.rated`); also stored for a seat the
    server gave them (quick play, a rematch) that has no place recorded yet. A guest's seat at a
    rated table is recorded (they play it) but the game will not be rated: rated games are
    between accounts."""
    async with table.lock:
        info = table.seats[seat]
        if info.kind != "human" or table.state.over:
            return False
        if info.player is not None:
            if info.player == player.id and origin is not None and seat not in table.placed:
                await store.run(Store.op_seat_origin(table.id, seat, player.id, origin), table)
                table.placed.add(seat)
            return False
        if table.seat_of_player(player.id) is not None:
            return False
        name = player.name if info.name == default_seat_name(seat) else info.name
        seats = list(table.seats)
        seats[seat] = replace(info, player=player.id, name=name)
        op = Store.op_take_seat(table.id, table.game, seat, player.id,
                                [s.stored() for s in seats])
        if origin is not None:
            place = Store.op_seat_origin(table.id, seat, player.id, origin)
            both = op

            def op(conn: Any) -> None:
                both(conn)
                place(conn)

        await store.run(op, table)
        if origin is not None:
            table.placed.add(seat)
        table.seats[seat] = seats[seat]
        table.changed()
        return True


async def release_seat(store: Store, table: LiveTable, seat: int, player: Player) -> str | None:
    """Give back the seat ``player`` was given (an invitation withdrawn), stored before anyone
    is shown it; ``None`` when done, else why not. Only a seat they have not played: no move
    made from it and nobody connected to it now (a game they are in is theirs to finish). A
    seat that took their name takes its default name again."""
    async with table.lock:
        info = table.seats[seat]
        if info.player != player.id:
            return f"{player.name} has no seat at this table"
        if table.state.over:
            return "this table's game is over"
        if seat in table.online() or any(mover == seat for mover, _move in table.moves):
            return f"{player.name} has played at this table: the seat is theirs"
        name = default_seat_name(seat) if info.name == player.name else info.name
        seats = list(table.seats)
        seats[seat] = replace(info, player=None, name=name)
        await store.run(Store.op_release_seat(table.id, seat, player.id,
                                              [s.stored() for s in seats]), table)
        table.placed.discard(seat)
        table.seats[seat] = seats[seat]
        table.changed()
        return None
