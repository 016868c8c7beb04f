"""The public face of players: profiles and leaderboards (what anyone may see of anyone).

``GET /api/players/{id}``          display name, kind, language, games played, ratings, recent
                                   games (none to others when the player hides them)
``GET /api/leaderboard/{game}``    the best rated players of a game (``?profile=``: the value
                                   of the option its ratings are kept apart by, if any)

Only public facts: never a session, a seat token, a password hash, a login username or
anything from a view.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request

from gametable.core.registry import game_entry
from gametable.server.errors import RequestError
from gametable.server.people.players import Players, current_player
from gametable.server.people.ratings import Ratings, games_played, rating_key
from gametable.server.tables.lobby import whole_number
from gametable.server.tables.manager import TableManager

#: finished games a profile lists
RECENT_GAMES = 20


def profile_routes(players: Players, ratings: Ratings, manager: TableManager) -> APIRouter:
    router = APIRouter()

    @router.get("/api/players/{player_id}")
    async def profile(player_id: str, request: Request) -> dict[str, Any]:
        player = (await players.load(player_id) if len(player_id) <= 32
                  else None)
        if player is None:
            raise RequestError(f"there is no player {player_id!r}", 404)
        viewer = await current_player(request)
        # games hidden by their player are listed to that player only
        hidden = player.hide_games and (viewer is None or viewer.id != player.id)
        recent: list[dict[str, Any]] = []
        seats = [] if hidden else await asyncio.to_thread(players.seats_of, player.id)
        summaries = await manager.peek_many([table_id for table_id, _seat in seats])
        for table_id, seat in seats:
            summary = summaries.get(table_id)
            if summary is None or summary["status"] != "over":
                continue
            recent.append(_recent(summary, seat))
            if len(recent) == RECENT_GAMES:
                break
        changes = await asyncio.to_thread(ratings.changes_of, player.id,
                                        [game["id"] for game in recent])
        for game in recent:
            game["rating"] = changes.get(game["id"])
        played = await asyncio.to_thread(games_played, players.store, player.id)
        rated = await asyncio.to_thread(ratings.ratings_of, player.id)
        return {
            "player": player.public(),
            "games_played": played,
            "ratings": {key: found.public()
                        for key, found in rated.items()},
            "recent": recent,
            "games_hidden": player.hide_games,
        }

    @router.get("/api/leaderboard/{game}")
    async def leaderboard(game: str, request: Request, profile: str | None = None
                          ) -> dict[str, Any]:
        # checked here, not by FastAPI: offset=2**63 overflowed the database's integer (500)
        limit = whole_number(request.query_params, "limit", 50, 1, 200)
        offset = whole_number(request.query_params, "offset", 0, 0, None)
        entry = game_entry(game)  # an unknown game: 404 with the list
        option = entry.descriptor.rating_option
        if profile is not None and option is None:
            raise RequestError(f"{entry.title} is not rated per rule profile")
        key = rating_key(entry.name, {option: profile} if profile and option else None)
        return {"game": entry.name, "title": entry.title, "key": key,
                "players": await asyncio.to_thread(ratings.leaderboard, key, limit=limit,
                                                   offset=offset)}

    return router


def _recent(summary: dict[str, Any], seat: int) -> dict[str, Any]:
    """One finished game as a profile lists it: who sat where, the result, the replay."""
    return {"id": summary["id"], "game": summary["game"], "title": summary["title"],
            "created": summary["created"], "seat": seat, "scores": summary["scores"],
            "resigned": summary.get("resigned"),
            "seats": [{"name": s["name"], "kind": s["kind"], "player": s["player"]}
                      for s in summary["seats"]],
            "rated": summary["rated"], "replay": f"/replay/{summary['id']}"}
