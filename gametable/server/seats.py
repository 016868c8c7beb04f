"""Who sits at a table: the lobby's seat requests checked, people's tokens drawn, bots built."""

from __future__ import annotations

import logging
import secrets
from typing import Any

from gametable import bots as bot_registry
from gametable.bots.base import Bot, RandomBot
from gametable.core.errors import BadOptions, GametableError
from gametable.server.live import RequestError, SeatInfo, hash_token
from gametable.server.names import bot_name

log = logging.getLogger("gametable.server")

MAX_NAME_LENGTH = 40


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
            seats.append(SeatInfo("human", name or f"Player {index + 1}", None, None,
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
                made[index] = bot_registry.make(
                    seat.bot, game, seed=bot_seed(seed, index), level=seat.level
                )
            except (BadOptions, GametableError) as error:
                log.error("table %s seat %d: %s; a random bot sits in", table_id, index, error)
                made[index] = RandomBot(game, seed=bot_seed(seed, index))
    return made
