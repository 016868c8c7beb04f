"""The HTTP routes of who a person is (see :mod:`.players`).

``GET  /api/me``          the signed-in player; a browser without one becomes a new guest
``POST /api/me``          ``{"name": ..., "language": ...}``: change one's display name or language
``GET  /api/me/tables``   one's unfinished games, to rejoin from any device
``POST /api/register``    ``{"username", "password"}``: the guest becomes an account (same id)
``POST /api/login``       ``{"username", "password"}``: sign this browser in to an account
``POST /api/logout``      end this browser's session (it is a new guest at its next visit)
``POST /api/logout/everywhere``   end every session of the signed-in player
``GET  /api/me/sessions``         one's sessions (when, which browser; never their secrets)
``POST /api/me/sessions/{id}/end``  end one of them
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from gametable.server.access import Guard
from gametable.server.accounts import Accounts, username_key
from gametable.server.limits import Limits, read_json
from gametable.server.live import RequestError
from gametable.server.players import (
    SESSION_COOKIE,
    Player,
    Players,
    Session,
    SignedIn,
    current_player,
    preferred_language,
)
from gametable.server.tables import TableManager


def identity_routes(players: Players, manager: TableManager, guard: Guard,
                    limits: Limits) -> APIRouter:
    router = APIRouter()
    accounts = Accounts(players)

    @router.get("/api/me")
    async def me(request: Request) -> JSONResponse:
        player = await current_player(request)
        if player is not None:
            return JSONResponse({"player": player.public()})
        # a session that was ended (logged out elsewhere, lapsed): say so, once
        ended = players.stored_session(request.cookies.get(SESSION_COOKIE)) is not None
        guard.charge("guest", guard.client(request.scope))
        player, secret = await players.new_guest(
            language=preferred_language(request.headers.get("accept-language")),
            agent=request.headers.get("user-agent"))
        response = JSONResponse({"player": player.public(), "ended": ended})
        players.set_cookie(response, secret, secure=guard.secure(request.scope))
        return response

    async def signed_in(request: Request, player: Player, previous: Player | None
                        ) -> JSONResponse:
        """A fresh session for ``player`` (a new secret after every sign-in: one planted
        before it opens nothing), the browser's previous one ended."""
        old = players.session(request.cookies.get(SESSION_COOKIE))
        secret = await players.open_session(player, request.headers.get("user-agent"))
        if old is not None and previous is not None:
            await players.end_sessions(previous.id, old.id_hash)
        response = JSONResponse({"player": player.public()})
        players.set_cookie(response, secret, secure=guard.secure(request.scope))
        return response

    @router.post("/api/register")
    async def register(request: Request, player: SignedIn) -> JSONResponse:
        guard.charge("register", guard.client(request.scope))
        body = await _body(request, limits)
        account = await accounts.register(player, body.get("username"), body.get("password"))
        return await signed_in(request, account, player)

    @router.post("/api/login")
    async def login(request: Request) -> JSONResponse:
        body = await _body(request, limits)
        username = body.get("username")
        guard.charge("login", guard.client(request.scope))
        if isinstance(username, str):
            guard.charge("login-user", username_key(username)[:64])
        account = await accounts.login(username, body.get("password"))
        return await signed_in(request, account, await current_player(request))

    @router.post("/api/logout")
    async def logout(request: Request) -> JSONResponse:
        found = players.session(request.cookies.get(SESSION_COOKIE))
        if found is not None:
            await players.end_sessions(found.player_id, found.id_hash)
        response = JSONResponse({"ended": 0 if found is None else 1})
        players.clear_cookie(response, secure=guard.secure(request.scope))
        return response

    @router.post("/api/logout/everywhere")
    async def logout_everywhere(request: Request, player: SignedIn) -> JSONResponse:
        ended = await players.end_sessions(player.id)
        response = JSONResponse({"ended": ended})
        players.clear_cookie(response, secure=guard.secure(request.scope))
        return response

    @router.get("/api/me/sessions")
    async def my_sessions(request: Request, player: SignedIn) -> dict[str, Any]:
        current = players.session(request.cookies.get(SESSION_COOKIE))
        return {"sessions": [
            {"id": handle(found), "created": found.created, "last_seen": found.last_seen,
             "browser": found.agent, "current": current is not None
             and found.id_hash == current.id_hash}
            for found in players.sessions_of(player.id)
        ]}

    @router.post("/api/me/sessions/{session_id}/end")
    async def end_session(session_id: str, player: SignedIn) -> dict[str, Any]:
        for found in players.sessions_of(player.id):
            if handle(found) == session_id:
                return {"ended": await players.end_sessions(player.id, found.id_hash)}
        raise RequestError("you have no such session (it may have ended already)", 404)

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
        seats = players.seats_of(player.id)
        summaries = manager.peek_many([table_id for table_id, _seat in seats])
        for table_id, seat in seats:
            summary = summaries.get(table_id)
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


def handle(found: Session) -> str:
    """How a session is named in lists: a prefix of its secret's hash, which signs nobody in."""
    return found.id_hash[:16]
