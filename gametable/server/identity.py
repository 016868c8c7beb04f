"""The HTTP routes of who a person is (see :mod:`.players`).

``GET  /api/me``          the signed-in player; a browser without one becomes a new guest
``POST /api/me``          ``{"name": ..., "language": ...}``: change one's display name or language
``GET  /api/me/tables``   one's unfinished games, to rejoin from any device
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from gametable.server.access import Guard
from gametable.server.limits import Limits, read_json
from gametable.server.live import RequestError
from gametable.server.players import Players, SignedIn, current_player, preferred_language
from gametable.server.tables import TableManager


def identity_routes(players: Players, manager: TableManager, guard: Guard,
                    limits: Limits) -> APIRouter:
    router = APIRouter()

    @router.get("/api/me")
    async def me(request: Request) -> JSONResponse:
        player = await current_player(request)
        if player is not None:
            return JSONResponse({"player": player.public()})
        guard.charge("guest", guard.client(request.scope))
        player, secret = await players.new_guest(
            language=preferred_language(request.headers.get("accept-language")),
            agent=request.headers.get("user-agent"))
        response = JSONResponse({"player": player.public()})
        players.set_cookie(response, secret, secure=guard.secure(request.scope))
        return response

    @router.post("/api/me")
    async def change_me(request: Request,
                        player: SignedIn) -> dict[str, Any]:
        body = await _body(request, limits)
        unknown = sorted(set(body) - {"name", "language"})
        if unknown:
            raise RequestError(f"unknown field(s) {', '.join(unknown)}; known: language, name")
        name = guard.display_name(body.get("name"), "name")
        if "name" in body and name is None:
            raise RequestError("name: a name needs at least one letter or digit")
        changed = await players.update(player, name=name, language=body.get("language"))
        return {"player": changed.public()}

    @router.get("/api/me/tables")
    async def my_tables(player: SignedIn) -> dict[str, Any]:
        """Unfinished games the player took a seat at, newest first, each with its seat."""
        tables = []
        for table_id, seat in players.seats_of(player.id):
            summary = manager.peek(table_id)
            if summary is None or summary["status"] == "over" or summary["broken"]:
                continue
            tables.append({**summary, "seat": seat, "url": f"/table/{table_id}"})
        return {"tables": tables}

    return router


async def _body(request: Request, limits: Limits) -> dict[str, Any]:
    body = await read_json(request, limits)
    if not isinstance(body, dict):
        raise RequestError("send a JSON object")
    return body
