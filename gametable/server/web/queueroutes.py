"""The queue's web face: ``/api/queue``, ``/api/party``, the party link and ``/ws/queue``,
over the quick-play service (:mod:`gametable.server.queue.quickplay`), each socket message a
typed value (:mod:`.protocol`)."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter, Request, Response, WebSocket, WebSocketDisconnect
from starlette.requests import HTTPConnection

from gametable.core.errors import GametableError
from gametable.server.errors import RequestError
from gametable.server.people.access import Guard, TooManyRequests
from gametable.server.people.devices import origin_of
from gametable.server.people.players import Players, current_session
from gametable.server.people.sessionbus import CLOSE_SIGNED_OUT, SIGNED_OUT
from gametable.server.queue.quickplay import (
    Listener,
    Place,
    QuickPlay,
)
from gametable.server.web.limits import (
    Limits,
    parse_json,
    texts,
)
from gametable.server.web.protocol import (
    Join,
    Leave,
    PartyCreate,
    PartyJoin,
    PartyLeave,
    Ping,
    QueueStatus,
    UnknownMessage,
    parse_queue_message,
    read_join,
)
from gametable.server.wire import dumps

log = logging.getLogger("gametable.server")


# --- the routes -------------------------------------------------------------------------------

#: who a request or socket is: ``(player id, display name)``, or ``None`` when not signed in
Who = Callable[[HTTPConnection], Awaitable[tuple[str, str] | None]]


def queue_routes(quickplay: QuickPlay, guard: Guard, limits: Limits, who: Who,
                 page: Callable[[], Awaitable[Response]]) -> APIRouter:
    """``GET/POST /api/queue``, ``POST /api/queue/leave``, ``POST /api/party``,
    ``POST /api/party/join``, ``POST /api/party/leave``, ``WS /ws/queue`` and the party link's
    page ``/party/{code}``. Every one needs a signed-in person (a guest will do)."""
    router = APIRouter()

    async def person(connection: HTTPConnection) -> tuple[str, str]:
        found = await who(connection)
        if found is None:
            raise RequestError("you are not signed in: open the site to play as a guest, or "
                               "log in", 401)
        return found

    async def body_of(request: Request) -> dict[str, Any]:
        raw = await request.body()
        body = parse_json(raw, limits) if raw.strip() else {}
        if not isinstance(body, dict):
            raise RequestError("the request must be a JSON object")
        return body

    def place(connection: HTTPConnection) -> Place:
        return place_of(guard, connection)

    def charge(connection: HTTPConnection) -> None:
        guard.charge("queue", guard.client(connection.scope))

    @router.get("/api/queue")
    async def queue_status(request: Request) -> dict[str, Any]:
        player, _name = await person(request)
        return await settled(quickplay.status(player, polled=True))

    @router.post("/api/queue")
    async def queue_join(request: Request) -> dict[str, Any]:
        player, name = await person(request)
        charge(request)
        join = read_join(await body_of(request))
        return await quickplay.join(player, name, join.game, join.choice, join.party,
                                    rated=join.rated, place=place(request))

    @router.post("/api/queue/leave")
    async def queue_leave(request: Request) -> dict[str, Any]:
        player, _name = await person(request)
        charge(request)
        return await settled(quickplay.leave(player))

    @router.post("/api/party")
    async def party_create(request: Request) -> dict[str, Any]:
        player, name = await person(request)
        charge(request)
        return await settled(quickplay.party_create(player, name, place(request)))

    @router.post("/api/party/join")
    async def party_join(request: Request) -> dict[str, Any]:
        player, name = await person(request)
        charge(request)
        body = await body_of(request)
        return await settled(quickplay.party_join(player, name, body.get("code"),
                                                  place(request)))

    @router.post("/api/party/leave")
    async def party_leave(request: Request) -> dict[str, Any]:
        player, _name = await person(request)
        charge(request)
        return await settled(quickplay.party_leave(player))

    @router.get("/party/{code}")
    async def party_page(code: str) -> Response:
        return await page()

    @router.websocket("/ws/queue")
    async def queue_socket(websocket: WebSocket) -> None:
        found = await who(websocket)
        if found is None:
            await websocket.close(code=4401, reason="not signed in: open the site first")
            return
        player, name = found
        players: Players = websocket.app.state.players
        session = await current_session(websocket)
        await websocket.accept()
        listener = quickplay.listen(player)
        # a seat quick play found is told once: sent here, it is not sent at the next visit
        # (the lobby would send the person back to a table they left)
        listener.messages.put_nowait(dumps(await settled(quickplay.status(player,
                                                                          polled=True))))
        loop = asyncio.get_running_loop()
        sender = loop.create_task(_forward(websocket, listener))
        signed_out: list[asyncio.Task[None]] = []

        def sign_out() -> None:
            """The session ended (on any process): out of the queue, the socket closed."""
            if not signed_out:
                signed_out.append(loop.create_task(_signed_out(quickplay, websocket, player)))

        unwatch = players.watch(session, sign_out)
        try:
            async for text in texts(websocket):  # (a binary frame closes it: .limits)
                if signed_out or (session is not None
                                  and not await players.still_live(session.id_hash)):
                    sign_out()  # (the close may still be on its way: nothing more is done)
                    break
                reply = await _handle(quickplay, guard, limits, websocket, listener, name,
                                      text)
                if reply is not None:
                    await websocket.send_text(dumps(reply))
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            unwatch()
            sender.cancel()
            quickplay.unlisten(listener)
            if signed_out:
                await asyncio.gather(*signed_out, return_exceptions=True)

    return router


async def _signed_out(quickplay: QuickPlay, websocket: WebSocket, player: str) -> None:
    """A queue socket whose session ended: the person leaves the queue, the socket closes
    with 4401."""
    try:
        await settled(quickplay.leave(player))
    except Exception:
        log.exception("quick play: a signed-out person could not leave the queue")
    with contextlib.suppress(RuntimeError, WebSocketDisconnect):
        await websocket.close(CLOSE_SIGNED_OUT, SIGNED_OUT)


async def settled(answer: Any) -> Any:
    """An answer of the queue: a cluster's (:mod:`.sharedqueue`) reads the database and gives
    a coroutine, one process's gives it at once."""
    return await answer if inspect.isawaitable(answer) else answer


def place_of(guard: Guard, connection: HTTPConnection) -> Place:
    """Where a request or socket asking to queue comes from (:class:`Place`)."""
    client = guard.client(connection.scope)
    return Place(origin_of(connection, client), guard.creator_key(client))


async def _handle(quickplay: QuickPlay, guard: Guard, limits: Limits, websocket: WebSocket,
                  listener: Listener, name: str, text: str) -> dict[str, Any] | None:
    """One message on the queue socket (``listener``'s); the reply (status or an error)."""
    player = listener.player
    client = guard.client(websocket.scope)
    try:
        guard.charge("message", client)  # every message, read or not
        if len(text.encode()) > limits.max_ws_message:
            raise RequestError(f"a message has at most {limits.max_ws_message:,} bytes")
        try:
            message = parse_queue_message(parse_json(text, limits))
        except UnknownMessage:
            guard.charge("queue", client)  # (an unknown kind counts as a queue request)
            raise
        if message.charge is not None:
            guard.charge(message.charge, client)
        match message:
            case Ping():
                return {"type": "pong"}
            case QueueStatus():
                return await settled(quickplay.status(player))
            case Join(game=game, choice=choice, party=party, rated=rated):
                return await quickplay.join(player, name, game, choice, party, origin=listener,
                                            rated=rated, place=place_of(guard, websocket))
            case Leave():
                return await settled(quickplay.leave(player))
            case PartyCreate():
                return await settled(quickplay.party_create(player, name,
                                                            place_of(guard, websocket)))
            case PartyJoin(code=code):
                return await settled(quickplay.party_join(player, name, code,
                                                          place_of(guard, websocket)))
            case PartyLeave():
                return await settled(quickplay.party_leave(player))
        raise RequestError(f"not a queue message: {message!r}")
    except TooManyRequests as error:
        return {"type": "error", "message": str(error), "retry_after": error.retry_after}
    except GametableError as error:
        return {"type": "error", "message": str(error)}


async def _forward(websocket: WebSocket, listener: Listener) -> None:
    with contextlib.suppress(WebSocketDisconnect, RuntimeError, asyncio.CancelledError):
        while True:
            await websocket.send_text(await listener.messages.get())
