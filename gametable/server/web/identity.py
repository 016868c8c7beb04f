"""The HTTP routes of who a person is (see :mod:`gametable.server.people.players`).

``GET  /api/me``          the signed-in player (``null`` without one); stores nothing
``POST /api/me/guest``    this browser becomes a new guest (the page's own script asks)
``POST /api/me``          ``{"name", "language", "hide_games"}``: change one's display name,
                          language, or whether one's profile lists one's games to others
``GET  /api/me/tables``   one's unfinished games, to rejoin from any device
``POST /api/register``    ``{"username", "password", "name"?}``: the guest becomes an account
                          (same id; the display name kept unless ``name`` is given)
``POST /api/login``       ``{"username", "password"}``: sign this browser in to an account
``POST /api/logout``      end this browser's session
``POST /api/logout/everywhere``   end every session of the signed-in player, and forget every
                                  device's push subscription of theirs
``GET  /api/me/sessions``         one's sessions (when, which browser; never their secrets)
``POST /api/me/sessions/{id}/end``  end one of them

Ending a session closes the table and queue sockets opened under it, on every process
(:mod:`gametable.server.people.sessionbus`). The login username is shown to its owner only
(:meth:`Player.own`). Sign-in limits (:mod:`gametable.server.people.accounts`): a browser the
account knows (its ``gt_device`` cookie, set at each sign-in) is counted on its own; any other
is counted per address, per username and address, and per username.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from gametable.server.errors import RequestError
from gametable.server.people.access import Guard
from gametable.server.people.accounts import Accounts, username_key
from gametable.server.people.players import (
    DEVICE_COOKIE,
    SESSION_COOKIE,
    Player,
    Players,
    Session,
    SignedIn,
    current_player,
    preferred_language,
)
from gametable.server.tables.manager import TableManager
from gametable.server.web.limits import Limits, read_json


def identity_routes(players: Players, manager: TableManager, guard: Guard,
                    limits: Limits) -> APIRouter:
    router = APIRouter()
    accounts = Accounts(players)

    @router.get("/api/me")
    async def me(request: Request) -> JSONResponse:
        """Who the cookie signs in; stores nothing (another site's page may GET this)."""
        player = await current_player(request)
        if player is not None:
            return JSONResponse({"player": player.own()})
        # a session that was ended (logged out elsewhere, lapsed): said once, as the dead
        # cookie goes with this answer
        ended = players.stored_session(request.cookies.get(SESSION_COOKIE)) is not None
        response = JSONResponse({"player": None, "ended": ended})
        if ended:
            players.clear_cookie(response, secure=guard.secure(request.scope))
        return response

    @router.post("/api/me/guest")
    async def new_guest(request: Request) -> JSONResponse:
        """A new guest for this browser (one already signed in keeps who it is): a POST, so
        another site's page cannot make one (:mod:`.access` refuses its Origin)."""
        player = await current_player(request)
        if player is not None:
            return JSONResponse({"player": player.own()})
        guard.charge("guest", guard.client(request.scope))
        player, secret = await players.new_guest(
            language=preferred_language(request.headers.get("accept-language")),
            agent=request.headers.get("user-agent"))
        response = JSONResponse({"player": player.own()}, status_code=201)
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
        device = await players.remember_device(request.cookies.get(DEVICE_COOKIE), player)
        response = JSONResponse({"player": player.own()})
        secure = guard.secure(request.scope)
        players.set_cookie(response, secret, secure=secure)
        players.set_device_cookie(response, device, secure=secure)
        return response

    @router.post("/api/register")
    async def register(request: Request, player: SignedIn) -> JSONResponse:
        guard.charge("register", guard.client(request.scope))
        body = await _body(request, limits)
        name = guard.display_name(body.get("name"), "name")
        account = await accounts.register(player, body.get("username"), body.get("password"),
                                          name=name)
        return await signed_in(request, account, player)

    @router.post("/api/login")
    async def login(request: Request) -> JSONResponse:
        body = await _body(request, limits)
        username = body.get("username")
        key = username_key(username)[:64] if isinstance(username, str) else ""
        device = await asyncio.to_thread(players.known_device,
                                         request.cookies.get(DEVICE_COOKIE), key)
        if device is not None:  # the owner's browser: a stranger's guessing does not count
            guard.charge("login-device", device)
        else:
            client = guard.client(request.scope)
            guard.charge("login", client)
            guard.charge("login-pair", f"{client} {key}")
            guard.charge("login-user", key)
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
        # and no device is told of their turns any more (Web Push, where the server has it)
        push = getattr(request.app.state, "push", None)
        if push is not None:
            await push.unsubscribe(player.id)
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
            for found in await asyncio.to_thread(players.sessions_of, player.id)
        ]}

    @router.post("/api/me/sessions/{session_id}/end")
    async def end_session(session_id: str, player: SignedIn) -> dict[str, Any]:
        for found in await asyncio.to_thread(players.sessions_of, player.id):
            if handle(found) == session_id:
                return {"ended": await players.end_sessions(player.id, found.id_hash)}
        raise RequestError("you have no such session (it may have ended already)", 404)

    @router.post("/api/me")
    async def change_me(request: Request,
                        player: SignedIn) -> dict[str, Any]:
        body = await _body(request, limits)
        unknown = sorted(set(body) - {"name", "language", "hide_games"})
        if unknown:
            raise RequestError(f"unknown field(s) {', '.join(unknown)}; known: hide_games, "
                               f"language, name")
        name = guard.display_name(body.get("name"), "name")
        if "name" in body and name is None:
            raise RequestError("name: a name needs at least one letter or digit")
        hide_games = body.get("hide_games")
        if hide_games is not None and not isinstance(hide_games, bool):
            raise RequestError("hide_games: true or false")
        changed = await players.update(player, name=name, language=body.get("language"),
                                       hide_games=hide_games)
        return {"player": changed.own()}

    @router.get("/api/me/tables")
    async def my_tables(player: SignedIn) -> dict[str, Any]:
        """Unfinished games the player took a seat at, newest first, each with its seat."""
        tables = []
        seats = await asyncio.to_thread(players.seats_of, player.id)
        summaries = await manager.peek_many([table_id for table_id, _seat in seats])
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
