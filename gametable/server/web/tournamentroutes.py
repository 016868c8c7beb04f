"""Tournaments' web face, over the tournament service (:mod:`gametable.server.tournaments`).

Routes
------
``GET  /tournaments[/{id}]``            the pages (drawn by the front end: web/src/tournaments.jsx)
``GET  /api/tournaments?game=``         the list: ``{"upcoming": [...], "running": [...],
                                        "recent": [...]}`` (50 of each at most; by invitation
                                        only to their maker, the invited and the entrants)
``POST /api/tournaments``               make one (accounts only): 201 and the tournament
``GET  /api/tournaments/{id}``          one tournament (anyone with its id)
``POST /api/tournaments/{id}/join``     ``{"partner": player id}`` (teams; optional): enter
``POST /api/tournaments/{id}/leave``    leave (withdrawn from the next pairing once started)
``WS   /ws/tournaments/{id}``           sends the tournament (``{"type": "tournament", ...}``,
                                        as ``GET``) at once and at every change (at most
                                        twice a second); takes ``{"type": "ping"}``
                                        (answered ``{"type": "pong"}``)

Every refusal answers ``{"error": message}``: 400 a bad field (saying which and what is
allowed), 401 not signed in, 403 a guest making or entering one (accounts only), one not
invited, bot entrants on a server without ``--tournament-bots``; 404 no such tournament or
partner; 409 entries closed, the tournament over, entered already, left already; 429 too many
requests (``Retry-After``), or ten tournaments made and not over.

A create request (``POST /api/tournaments``)::

    {"name": "Friday arena",            3-80 characters
     "game": "balloon-cup",             any game of two sides (the climbing game:
     "options": {...},                  "options": {"players": 2}), the game's options
     "format": "arena",                 "arena" | "swiss" | "knockout" (teams of two only)
     "duration": 1800 | "30m",          arena: its length, 2 min to 12 h
     "rounds": 5,                       swiss: 1 to 30 (fewer if the entries allow fewer)
     "best_of": 3,                      knockout: games a match, odd, 1 to 9 (default 1)
     "starts": 1767225600,              seconds since 1970 (UTC), not past, at most 30 days on;
     "starts_in": 600,                  or seconds from now (neither: now)
     "clock": {"move": 2, "bank": 180} | "3+2",   required: a turn's seconds (1-300) and a
                                        game's bank (0-3600 s); "M+S": M minutes, S seconds
     "rated": false,                    rated games between the people (accounts)
     "visibility": "open" | "invite",   "invite": only those in "invited" (player ids) enter
     "invited": ["playerid", ...],      at most 500
     "bots": false,                     arena, swiss: a bot may fill an odd seat
     "bot_wait": 30}                    arena with bots: seconds alone before a bot plays

A tournament (``GET /api/tournaments/{id}``, ``POST`` answers, the socket)::

    {"id", "name", "game", "title", "format", "status": "scheduled" | "running" | "over",
     "version",                         one more at every change
     "starts", "ends",                  an arena's end; for the others, when it ended
     "created", "creator": MEMBER | null (the server's schedule),
     "visibility", "rated", "bots", "clock": {"move", "bank"}, "options", "team_size": 1 | 2,
     "duration", "rounds", "best_of", "bot_wait",    the format's (null where not its)
     "round",                           swiss: the round under way or last played
     "entries",                         people entered (and bot entrants)
     "entered": [MEMBER + {"partner"}], people entered and not yet in the standings (before
                                        the start; an arena's late entries waiting)
     "standings": [{"rank", "entrant", "members": [MEMBER], "points", "withdrawn",
                    "tiebreaks": {...},  arena: performance; swiss: buchholz_cut1,
                                         sonneborn_berger, direct_encounter, rating;
                                         knockout: seed
                    "results", "on_fire", "playing",   arena only: W/D/L/F(forfeit won)/X
                                                      (missed) a game, the streak, in a game
                    "seed"}],           knockout only
     "playing": [{"game", "table",      the games under way: open /table/TABLE to watch
                  "sides": [entrant | null, entrant | null],  null: bots
                  "seats": [MEMBER]}],  who sits in each seat
     "bracket": null | {"size", "best_of", "champion", "rounds": [[{"id", "sides":
                 [{"entrant", "seed", "members", "withdrawn"} | null, ...], "known",
                 "score", "games", "playing", "table", "winner", "how"}]]},   knockout only
     "winner": null | {"entrant", "members": [MEMBER]},   once over
     "ended": null | why it ended without being played (too few entries),
     "open",                            whether entries are taken now
     "you": null | {"entered", "status": "in" | "left" | "out" | null, "entrant", "partner",
                    "withdrawn", "game": null | {"game", "table", "seat"}, "invited",
                    "may_enter"}}       the signed-in viewer's own part

    MEMBER = {"id": player id | null, "name", "bot": bool}

A list item (``GET /api/tournaments``): ``{"id", "name", "game", "title", "format", "status",
"starts", "ends", "rated", "visibility", "bots", "clock", "entries", "team_size", "creator",
"winner"}``. A person's game of a tournament is an ordinary table bound to their account: they
open ``/table/TABLE`` signed in (``you.game``), and are told of it on the socket (and in their
notices where the server has them).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import JSONResponse

from gametable.core.errors import GametableError
from gametable.core.registry import game_entry
from gametable.server.errors import RequestError
from gametable.server.people.access import Guard, Rate, RateLimiter, TooManyRequests
from gametable.server.people.players import Player, current_player, current_session
from gametable.server.tournaments.rules import parse_spec
from gametable.server.tournaments.service import Tournaments, TournamentSettings
from gametable.server.web.limits import (
    SESSION_ENDED,
    Limits,
    forward,
    ping_reply,
    read_json,
    texts,
)
from gametable.server.web.pages import page
from gametable.server.wire import dumps

#: tournaments made per client, and entries and leaves (``None``: off where the server's
#: create or queue rate is off)
MAKE_RATE = Rate(10, 3600)
ENTRY_RATE = Rate(30, 60)
ACCOUNTS_ONLY = "log in or register to make or enter tournaments: they are for accounts"
_ID = re.compile(r"[A-Za-z0-9]{1,32}")


def tournament_routes(app: FastAPI, limits: Limits,
                      settings: TournamentSettings | None = None) -> APIRouter:
    """The routes and the socket; the service (``app.state.tournaments``) runs with the app
    (this router's lifespan, inside the app's)."""
    manager, store, guard = app.state.manager, app.state.store, app.state.guard
    membership = getattr(manager.hosting, "membership", None)
    service = Tournaments(store, manager, settings=settings,
                          ownership=None if membership is None else membership.ownership)
    app.state.tournaments = service
    policy = guard.policy
    limiter = RateLimiter({"create": MAKE_RATE if policy.create_rate else None,
                           "queue": ENTRY_RATE if policy.queue_rate else None})

    @contextlib.asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        service.notices = getattr(app.state, "notices", None)
        service.start()
        yield
        await service.close()

    router = APIRouter(lifespan=lifespan)

    def charge(action: str, request: Request) -> None:
        try:
            limiter.take(action, guard.client(request.scope))
        except TooManyRequests as error:
            what = "tournaments made" if action == "create" else "tournament entries"
            rate = limiter.rates[action]
            raise TooManyRequests(f"too many {what}: at most {rate.count} every "
                                  f"{rate.seconds:g} s from one address; try again in "
                                  f"{error.retry_after} s", error.retry_after) from None

    async def account(request: Request) -> Player:
        player = await current_player(request)
        if player is None:
            raise RequestError("you are not signed in: log in or register first", 401)
        if player.kind != "account":
            raise RequestError(ACCOUNTS_ONLY, 403)
        return player

    def known(tournament_id: str) -> str:
        if not _ID.fullmatch(tournament_id):
            raise RequestError(f"there is no tournament {tournament_id!r}", 404)
        return tournament_id

    @router.get("/tournaments")
    @router.get("/tournaments/{tournament_id}")
    async def tournaments_page(tournament_id: str | None = None) -> Any:
        return await page()

    @router.get("/api/tournaments")
    async def list_tournaments(request: Request) -> dict[str, Any]:
        unknown = sorted(set(request.query_params) - {"game"})
        if unknown:
            raise RequestError(f"unknown parameter(s) {', '.join(unknown)}; known: game")
        game = request.query_params.get("game")
        if game is not None:
            try:
                game = game_entry(game).name
            except GametableError as error:
                raise RequestError(str(error)) from None
        viewer = await current_player(request)
        return await service.listing(game, None if viewer is None else viewer.id)

    @router.post("/api/tournaments", status_code=201)
    async def create_tournament(request: Request) -> JSONResponse:
        player = await account(request)
        charge("create", request)
        body = await read_json(request, limits)
        spec = parse_spec(body, time.time(), service.settings.bounds,
                          bot_entrants=service.settings.bot_entrants)
        tournament_id = await service.create(spec, player.id)
        assert tournament_id is not None
        return JSONResponse(await service.describe(tournament_id, player.id), status_code=201)

    @router.get("/api/tournaments/{tournament_id}")
    async def get_tournament(tournament_id: str, request: Request) -> dict[str, Any]:
        viewer = await current_player(request)
        return await service.describe(known(tournament_id), None if viewer is None
                                      else viewer.id)

    @router.post("/api/tournaments/{tournament_id}/join")
    async def join_tournament(tournament_id: str, request: Request) -> dict[str, Any]:
        player = await account(request)
        charge("queue", request)
        body = await read_json(request, limits)
        if not isinstance(body, dict) or set(body) - {"partner"}:
            raise RequestError('send {} or {"partner": your partner\'s player id}')
        await service.join(known(tournament_id), player.id, body.get("partner"))
        return await service.describe(tournament_id, player.id)

    @router.post("/api/tournaments/{tournament_id}/leave")
    async def leave_tournament(tournament_id: str, request: Request) -> dict[str, Any]:
        player = await account(request)
        charge("queue", request)
        await service.leave(known(tournament_id), player.id)
        return await service.describe(tournament_id, player.id)

    @router.websocket("/ws/tournaments/{tournament_id}")
    async def tournament_socket(websocket: WebSocket, tournament_id: str) -> None:
        try:
            description = await service.description(known(tournament_id))
        except RequestError as error:
            await websocket.close(code=4000 + error.status, reason=str(error)[:120])
            return
        player = await current_player(websocket)
        viewer = None if player is None else player.id
        session = (await current_session(websocket)) if player is not None else None
        await websocket.accept()
        watcher = service.watch(tournament_id, viewer)
        watcher.messages.put_nowait(service.message(description, viewer))
        sender = asyncio.get_running_loop().create_task(forward(websocket, watcher.messages))
        unwatch = app.state.players.watch(
            session, lambda: watcher.messages.put_nowait(SESSION_ENDED))
        try:
            await _receive(websocket, guard, limits)
        finally:
            unwatch()
            service.unwatch(watcher)
            sender.cancel()

    return router


async def _receive(websocket: WebSocket, guard: Guard, limits: Limits) -> None:
    """Read the page's messages until it goes: a ping is answered, anything else refused."""
    client = guard.client(websocket.scope)
    with contextlib.suppress(WebSocketDisconnect, RuntimeError):
        async for text in texts(websocket):
            reply = ping_reply(text, limits, lambda: guard.charge("message", client))
            await websocket.send_text(dumps(reply))
