"""The HTTP routes of one table: its state, moves, hints, dealing values, record, replay, chat
and rematch (the routes are listed in :mod:`gametable.server.web.app`). Who speaks for which
seat is decided here once for them all: a seat's token, or the seat a signed-in account took.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter, Request, WebSocket
from fastapi.responses import Response

from gametable.server.errors import RequestError
from gametable.server.people.access import Guard
from gametable.server.people.players import Player, Players, current_player
from gametable.server.tables.chat import ChatService, chat_mode
from gametable.server.tables.chat import readable as chat_readable
from gametable.server.tables.hints import hints_available
from gametable.server.tables.live import LiveTable
from gametable.server.tables.manager import TableManager
from gametable.server.tables.rematch import Rematches
from gametable.server.web.limits import Limits, read_json
from gametable.server.web.protocol import accept_of

#: a seat's token used by a browser not signed in to the account that took the seat (its
#: socket is closed with ``CLOSE_SIGNED_OUT``, 4401, as one whose session ended)
SEAT_TAKEN = ("this seat is played by the person who took it: sign in as them to play it")


def request_token(request: Request | WebSocket, table_id: str) -> str | None:
    return (
        request.query_params.get("token")
        or request.headers.get("x-seat-token")
        or request.cookies.get(f"gt_{table_id}")
    )


def seat_by_token(table: LiveTable, token: str | None, player: Player | None,
                  players: Players) -> int | None:
    """The seat a token holds; a seat an account took answers only a browser signed in to
    that account (:meth:`.Players.plays_seat`: a signed-out browser keeps the token's cookie,
    not the seat)."""
    if not token:
        return None
    seat = table.seat_for_token(token)
    if seat is None:
        raise RequestError("this seat token is not valid for this table", 403)
    if not players.plays_seat(table.seats[seat].player, player):
        raise RequestError(SEAT_TAKEN, 403)
    return seat


def table_routes(manager: TableManager, guard: Guard, limits: Limits, chat: ChatService,
                 rematches: Rematches, players: Players) -> APIRouter:
    router = APIRouter()

    async def who_reads(request: Request, table: LiveTable) -> tuple[int | None, str | None]:
        """Who reads: the seat a reading request holds (its token's, or its signed-in
        player's), or ``None``, never refused (a stranger reads what anyone may); and the id
        of the player it is signed in as, if any (whose blocks hide chat lines)."""
        player = await current_player(request)
        account = None if player is None else player.id
        seat = table.seat_for_token(request_token(request, table.id))
        if seat is not None and not players.plays_seat(table.seats[seat].player, player):
            seat = None  # a seat an account took reads as its own only for that account
        if seat is None and account is not None:
            seat = table.seat_of_player(account)
        return seat, account

    async def seat_of(request: Request, table: LiveTable, token: str | None) -> int | None:
        """The seat a request speaks for: its token's, or else the seat its signed-in player
        took at this table (rejoining from another device); ``None``: a spectator."""
        player = await current_player(request)
        if token:
            return seat_by_token(table, token, player, players)
        return None if player is None else table.seat_of_player(player.id)

    @router.get("/api/tables/{table_id}")
    async def table_info(table_id: str) -> dict[str, Any]:
        return await manager.describe(table_id)

    @router.get("/api/tables/{table_id}/state")
    async def table_state(table_id: str, request: Request) -> Response:
        table = await manager.open_table(table_id)
        seat = await seat_of(request, table, request_token(request, table_id))
        return Response(table.message(seat), media_type="application/json")

    @router.post("/api/tables/{table_id}/move")
    async def table_move(table_id: str, request: Request) -> Response:
        table = await manager.open_table(table_id)
        body = await read_json(request, limits)
        if not isinstance(body, dict) or "move" not in body:
            raise RequestError('send {"move": "<move in the game\'s notation>"}')
        seat = await seat_of(request, table, body.get("token") or request_token(request, table_id))
        guard.charge("move", guard.client(request.scope))
        await manager.play(table, seat, body["move"], turn=body.get("turn"))
        return Response(table.message(seat), media_type="application/json")

    async def seat_command(table_id: str, request: Request,
                           act: Callable[[LiveTable, int | None, dict[str, Any]],
                                         Awaitable[None]]) -> Response:
        """A seat's command by HTTP: the seat from the body's token, the request's, or the
        signed-in player's; charged as a move; ``act(table, seat, body)``; answers the
        seat's message after it."""
        table = await manager.open_table(table_id)
        body = await read_json(request, limits)
        body = body if isinstance(body, dict) else {}
        token = body.get("token")
        seat = await seat_of(request, table, token or request_token(request, table_id))
        guard.charge("move", guard.client(request.scope))
        await act(table, seat, body)
        return Response(table.message(seat), media_type="application/json")

    @router.post("/api/tables/{table_id}/takeback")
    async def table_takeback(table_id: str, request: Request) -> Response:
        """The seat a bot holds is its person's again."""
        return await seat_command(table_id, request,
                                  lambda table, seat, _body: manager.clocks.take_back(table, seat))

    @router.post("/api/tables/{table_id}/undo")
    async def table_undo(table_id: str, request: Request) -> Response:
        """Take back the seat's last move, where the table offers it (a person alone
        against bots, casual, no clock)."""
        return await seat_command(table_id, request,
                                  lambda table, seat, _body: manager.undo(table, seat))

    @router.post("/api/tables/{table_id}/resign")
    async def table_resign(table_id: str, request: Request) -> Response:
        """The seat resigns: the game ends now and its side lost (refused for a spectator or
        a game over); with a partner who is a person, an offer to them or a yes to theirs,
        ``{"accept": false}`` withdrawing or declining it."""

        async def act(table: LiveTable, seat: int | None, body: dict[str, Any]) -> None:
            await manager.resign(table, seat, accept=accept_of(body))

        return await seat_command(table_id, request, act)

    @router.post("/api/tables/{table_id}/hint")
    async def table_hint(table_id: str, request: Request) -> dict[str, Any]:
        table = await manager.open_table(table_id)
        body = await read_json(request, limits)
        seat = await seat_of(request, table, request_token(request, table_id))
        level = body.get("level") if isinstance(body, dict) else None
        guard.charge("hint", guard.client(request.scope))
        return await manager.hints.hint(table, seat, level)

    @router.post("/api/tables/{table_id}/analysis")
    async def table_analysis(table_id: str, request: Request) -> dict[str, Any]:
        table = await manager.open_table(table_id)
        body = await read_json(request, limits)
        client = guard.client(request.scope)
        guard.charge("hint", client)  # the same search, the same rate as hints
        return await manager.hints.analyse(table, body, client)

    @router.post("/api/tables/{table_id}/seed")
    async def table_seed(table_id: str, request: Request) -> Response:
        table = await manager.open_table(table_id)
        body = await read_json(request, limits)
        if not isinstance(body, dict) or ("commitment" in body) == ("value" in body):
            raise RequestError('send {"commitment": SHA-256 hex of your value} while the table '
                               'shuffles, then {"value": your 64 hex digits}')
        seat = await seat_of(request, table, body.get("token") or request_token(request, table_id))
        guard.charge("move", guard.client(request.scope))
        if "commitment" in body:
            await manager.dealer.commit(table, seat, body["commitment"])
        else:
            await manager.dealer.reveal(table, seat, body["value"])
        return Response(table.message(seat), media_type="application/json")

    @router.get("/api/tables/{table_id}/record")
    async def table_record(table_id: str, request: Request) -> dict[str, Any]:
        table = await manager.open_table(table_id)
        record = manager.record(table)
        # a private table's chat: for its seats only; a blocked player's lines: not for the
        # reader who blocked them (see .chat)
        reader, account = await who_reads(request, table)
        await chat.load(table.id, account)
        record["meta"].update(chat.lines_for(table, reader, account))
        return record

    @router.get("/api/tables/{table_id}/replay")
    async def table_replay(table_id: str, request: Request,
                           seat: int | None = None) -> dict[str, Any]:
        table = await manager.open_table(table_id)
        reader, account = await who_reads(request, table)
        guard.charge("history", guard.client(request.scope))  # a game replayed, as for /history
        await chat.load(table.id, account)
        return {**manager.replay_frames(table, seat),
                "your_seat": reader,  # the page opens from the seat its reader played in
                **chat.lines_for(table, reader, account),
                "analysis": hints_available(table.game)}  # POST .../analysis answers

    @router.get("/api/tables/{table_id}/history")
    async def table_history(table_id: str, request: Request) -> dict[str, Any]:
        """The game so far as the reader's seat saw it (a page opened mid-game builds its log
        from it); a stranger gets the spectator's frames."""
        table = await manager.open_table(table_id)
        reader, _ = await who_reads(request, table)
        guard.charge("history", guard.client(request.scope))
        return manager.history_frames(table, reader)

    @router.get("/api/tables/{table_id}/chat")
    async def table_chat(table_id: str, request: Request) -> dict[str, Any]:
        table = await manager.open_table(table_id)
        reader, account = await who_reads(request, table)
        if not chat_readable(table, reader):
            raise RequestError("this private table's chat is read by its players only", 403)
        await chat.load(table.id, account)
        return {"lines": chat.lines_for(table, reader, account)["chat"],
                "mode": chat_mode(table)}

    @router.post("/api/tables/{table_id}/chat")
    async def table_say(table_id: str, request: Request) -> dict[str, Any]:
        table = await manager.open_table(table_id)
        body = await read_json(request, limits)
        if not isinstance(body, dict):
            raise RequestError('send {"phrase": ID} or {"text": "..."}')
        seat = seat_by_token(table, body.get("token") or request_token(request, table_id),
                     await current_player(request), players)
        return {"line": await chat.say(table, seat, body)}

    @router.post("/api/tables/{table_id}/rematch")
    async def table_rematch(table_id: str, request: Request) -> Response:
        table = await manager.open_table(table_id)
        body = await read_json(request, limits)
        accept = accept_of(body if isinstance(body, dict) else {})
        seat = seat_by_token(table, request_token(request, table_id), await current_player(request),
                     players)
        guard.charge("create", guard.client(request.scope))
        offer = await rematches.answer(table, seat, accept)
        return Response(rematches.message(offer, seat), media_type="application/json")

    return router
