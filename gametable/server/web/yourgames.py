"""The route of "your games" (what is read and how: :mod:`gametable.server.tables.yourgames`).

``GET /api/me/games``  the signed-in person's (an account's or a guest's) unfinished tables,
                       those where it is their turn first: ``{"games": [{"id", "game",
                       "title", "url", "seat", "turn_based", "clock", "your_turn", "held",
                       "opponents", "waiting_for", "deadline", "time_left", "moves",
                       "last_move", …}], "your_turn": N, "now"}``
``GET /games``         the page that lists them (drawn by the front end)

Read from the database on a thread, so any process of a cluster answers it for every table.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from fastapi.responses import Response

from gametable.server.people.players import SignedIn
from gametable.server.tables.manager import TableManager
from gametable.server.tables.yourgames import read_games, shown
from gametable.server.web.pages import page


def your_games_routes(manager: TableManager) -> APIRouter:
    router = APIRouter()

    @router.get("/api/me/games")
    async def your_games(player: SignedIn) -> dict[str, Any]:
        games = await asyncio.to_thread(read_games, manager.store.engine, player.id)
        return shown(games, manager.tables.get)

    @router.get("/games")
    async def your_games_page() -> Response:
        return await page()

    return router
