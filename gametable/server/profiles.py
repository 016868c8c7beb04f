"""The public face of players: profiles and leaderboards (what anyone may see of anyone).

``GET /api/players/{id}``          name, kind, language, games played, ratings, recent games
``GET /api/leaderboard/{game}``    the best rated players of a game (``?profile=`` for Baloot)

Only public facts: never a session, a seat token, a password hash or anything from a view.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from gametable.core.registry import game_entry
from gametable.server.live import RequestError
from gametable.server.players import Players
from gametable.server.ratings import Ratings, games_played, rating_key
from gametable.server.tables import TableManager

#: finished games a profile lists
RECENT_GAMES = 20


def profile_routes(players: Players, ratings: Ratings, manager: TableManager) -> APIRouter:
    router = APIRouter()

    @router.get("/api/players/{player_id}")
    async def profile(player_id: str) -> dict[str, Any]:
        player = players.get(player_id) if len(player_id) <= 32 else None
        if player is None:
            raise RequestError(f"there is no player {player_id!r}", 404)
        recent = []
        seats = players.seats_of(player.id)
        summaries = manager.peek_many([table_id for table_id, _seat in seats])
        for table_id, seat in seats:
            summary = summaries.get(table_id)
            if summary is None or summary["status"] != "over":
                continue
            recent.append(_recent(summary, seat))
            if len(recent) == RECENT_GAMES:
                break
        changes = ratings.changes_of(player.id, [game["id"] for game in recent])
        for game in recent:
            game["rating"] = changes.get(game["id"])
        return {
            "player": player.public(),
            "games_played": games_played(players.store, player.id),
            "ratings": {key: found.public()
                        for key, found in ratings.ratings_of(player.id).items()},
            "recent": recent,
        }

    @router.get("/api/leaderboard/{game}")
    async def leaderboard(game: str, profile: str | None = None, limit: int = 50,
                          offset: int = 0) -> dict[str, Any]:
        entry = game_entry(game)  # an unknown game: 404 with the list
        if profile is not None and entry.name != "baloot":
            raise RequestError("only Baloot is rated per rule profile")
        key = rating_key(entry.name, {"profile": profile} if profile else None)
        return {"game": entry.name, "title": entry.title, "key": key,
                "players": ratings.leaderboard(key, limit=limit, offset=offset)}

    return router


def _recent(summary: dict[str, Any], seat: int) -> dict[str, Any]:
    """One finished game as a profile lists it: who sat where, the result, the replay."""
    return {"id": summary["id"], "game": summary["game"], "title": summary["title"],
            "created": summary["created"], "seat": seat, "scores": summary["scores"],
            "seats": [{"name": s["name"], "kind": s["kind"], "player": s["player"]}
                      for s in summary["seats"]],
            "rated": summary["rated"], "replay": f"/replay/{summary['id']}"}
