"""The HTTP and WebSocket face of the server (FastAPI).

Routes
------
``GET  /api/games``                       games, their bots, levels, option hints and facts
``GET  /api/tables``                      the lobby, newest first, a page at a time:
                                          ``?game=&open_seats=1&limit=&offset=``; invite
                                          tables only to their creator and seated players
``POST /api/tables``                      create a table; answers with one invite link per person
                                          (``"rated": true``: accounts only, 403 otherwise;
                                          who is rated and how much:
                                          :mod:`gametable.server.people.rated`)
``GET  /api/tables/{id}``                 one table's public facts
``GET  /api/tables/{id}/state``           the caller's own state (seat token, or spectator)
``POST /api/tables/{id}/move``            ``{"move": ...}`` for the caller's seat
``POST /api/tables/{id}/hint``            the search bot's suggestion for the caller's seat, where
                                          the table allows hints (never rated or quick-play
                                          tables: 403 and why; see
                                          :mod:`gametable.server.tables.analysis`)
``POST /api/tables/{id}/analysis``        ``{"index": N, "seat": S}``: after the game, for anyone,
                                          the search bot's suggestion at a replay position
``POST /api/tables/{id}/seed``            ``{"commitment": ...}`` then ``{"value": ...}``: the
                                          seat's own random value while the table shuffles
                                          (:mod:`gametable.server.tables.dealing`)
``POST /api/tables/{id}/takeback``        the caller takes their seat back from the bot holding it
``POST /api/tables/{id}/undo``            take back the seat's last move (a person alone against
                                          bots: :mod:`gametable.server.tables.undo`)
``POST /api/tables/{id}/resign``          the seat resigns: the game ends, its side lost
                                          (:mod:`gametable.server.tables.resign`)
``GET  /api/tables/{id}/record``          the game record, once the game is over
``GET  /api/tables/{id}/replay?seat=N``   every position of a finished game; ``your_seat``:
                                          the seat the caller played in (or ``null``)
``GET  /api/tables/{id}/history``         the game so far, a frame per position as the caller's
                                          seat saw it (a spectator's otherwise), without the moves
                                          made: what the page builds its log from when it opens
                                          mid-game
``GET  /api/tables/{id}/chat``            the table's chat lines (``docs/server.md``, "Chat"); a
                                          private (invite) table's for its seats only (403)
``POST /api/tables/{id}/chat``            ``{"phrase": ID}`` or ``{"text": ...}`` from one's seat
``POST /api/tables/{id}/rematch``         ``{"accept": true|false}``: offer, accept or decline
``WS   /ws/tables/{id}``                  pushes ``state`` messages; takes ``move``/``hint``/
                                          ``takeback``/``undo``/``resign``/``time`` (the
                                          server's clock)/
                                          ``seed_commit``/``seed_reveal``
                                          (:mod:`gametable.server.tables.dealing`); with
                                          ``?social=1`` also
                                          ``chat``/``chat_history``/``rematch`` messages, and
                                          takes ``chat``/``mute``/``rematch``
``/api/me/friends|following|blocks|notices``, ``/api/challenges``, ``…/invite``, ``/ws/me``: friends
``GET  /sw.js``, ``/manifest.webmanifest`` the installable app's service worker and manifest
                                          (``web/public/``; the worker caches only the static
                                          app shell, never the API or sockets)
``GET /api/me/games`` (.yourgames), ``/api/push/key``, ``POST|DELETE /api/me/push`` (.pushroutes)
``GET  /join/{id}/{token}``               an invite link: sets the seat cookie, opens the table;
                                          records where the seat was taken from
                                          (:mod:`gametable.server.people.devices`); a guest's at
                                          an unfinished rated table: 403

A seat token travels in the ``token`` query parameter, the ``X-Seat-Token`` header or the
table's cookie ``gt_<id>``; a seat an account took answers its token only from a browser
signed in to that account (403 otherwise; its socket closed with 4401). A table socket
opened under a session is closed with 4401 when that session ends, on any process
(:mod:`gametable.server.people.sessionbus`). Errors answer ``{"error": message}`` with a 4xx
status: bad input of any kind a 400, never a 500 (a parameter FastAPI cannot read too, not its
422); every response carries the security headers, errors and probes included
(``docs/security.md``).

Who may do what, from where and how often is decided in :mod:`.access`; what a request may
carry, in :mod:`.limits` (``docs/security.md`` describes both).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, RedirectResponse, Response

from gametable import bots as bot_registry
from gametable.bots import handicap
from gametable.bots.searchbot import SearchBot
from gametable.core.errors import BadOptions, GametableError, IllegalMove, UnknownGame
from gametable.core.registry import REGISTRY
from gametable.server.defaults import (
    ARCHIVE_AFTER,
    BOT_DELAY,
    MAX_OPEN_TABLES,
    QUEUE_FILL_AFTER,
    SESSION_DAYS,
    STORE_TIMEOUT,
    TAKEOVER_GRACE,
)
from gametable.server.errors import RequestError
from gametable.server.hosting.collector import Collector
from gametable.server.hosting.ownership import MOVED_AWAY, Membership, Ownership, default_node_name
from gametable.server.people.access import (
    AccessPolicy,
    Guard,
)
from gametable.server.people.devices import DeviceCookie, origin_of
from gametable.server.people.players import (
    LANGUAGES,
    Player,
    Players,
    current_player,
    current_session,
)
from gametable.server.people.rated import may_play_rated
from gametable.server.people.ratings import Ratings, rating_key
from gametable.server.people.sessionbus import CLOSE_SIGNED_OUT, SIGNED_OUT
from gametable.server.queue.quickplay import QuickPlay
from gametable.server.queue.sharedqueue import SharedQuickPlay
from gametable.server.storage.store import Store
from gametable.server.tables.catalog import game_catalog
from gametable.server.tables.chat import ChatService
from gametable.server.tables.clocks import default_control
from gametable.server.tables.load import Busy
from gametable.server.tables.lobby import Query as LobbyQuery
from gametable.server.tables.manager import (
    CLOSE_MOVED,
    Client,
    LiveTable,
    TableManager,
    hint_function,
    hints_available,
)
from gametable.server.tables.rematch import Rematches
from gametable.server.tables.seats import take_seat
from gametable.server.web.friendroutes import add_friends
from gametable.server.web.health import Health, ProbesFirst, ServerMetrics
from gametable.server.web.health import add_routes as add_health_routes
from gametable.server.web.identity import identity_routes
from gametable.server.web.limits import (
    BodyLimit,
    Limits,
    read_json,
    texts,
)
from gametable.server.web.middleware import AccessMiddleware, security_headers
from gametable.server.web.pages import add_pages, page
from gametable.server.web.profiles import profile_routes
from gametable.server.web.pushroutes import PushSettings, add_turn_based
from gametable.server.web.queueroutes import queue_routes
from gametable.server.web.tableroutes import (
    SEAT_TAKEN,
    request_token,
    seat_by_token,
    table_routes,
)
from gametable.server.web.tablesocket import TableChannel
from gametable.server.web.tournamentroutes import TournamentSettings, tournament_routes

log = logging.getLogger("gametable.server")


#: WebSocket close codes: a message too big (a binary frame: ``limits.CLOSE_UNSUPPORTED_DATA``);
#: a table that moved to another process of the cluster is closed with ``CLOSE_MOVED`` (4307)
CLOSE_TOO_BIG = 1009
#: a socket refused while the server is too busy to open its table ("try again later")
CLOSE_TRY_AGAIN_LATER = 1013
def error_response(error: Exception) -> JSONResponse:
    if isinstance(error, RequestError):
        status = error.status
    elif isinstance(error, UnknownGame):
        status = 404
    elif isinstance(error, IllegalMove):
        status = 409
    else:
        status = 400
    headers = None
    retry_after = getattr(error, "retry_after", None)  # rate limits, a busy server (503)
    if retry_after is not None:
        headers = {"Retry-After": str(retry_after)}
    return JSONResponse({"error": str(error)}, status_code=status, headers=headers)


def validation_message(error: RequestValidationError) -> str:
    """FastAPI's complaint about a parameter as one sentence: which one, and what it must be."""
    parts = []
    for item in error.errors()[:3]:
        where = ".".join(str(p) for p in item.get("loc", ())[1:]) or "the request"
        parts.append(f"{where}: {item.get('msg', 'not valid')}")
    return "; ".join(parts) or "the request is not valid"


def create_app(
    db_url: str,
    *,
    bot_delay: float = BOT_DELAY,
    compute_processes: int = 0,
    max_open_tables: int = MAX_OPEN_TABLES,
    archive_after: float = ARCHIVE_AFTER,
    store_timeout: float = STORE_TIMEOUT,
    takeover_grace: float = TAKEOVER_GRACE,
    limits: Limits | None = None,
    access: AccessPolicy | None = None,
    api_docs: bool = False,
    session_days: float = SESSION_DAYS,
    queue_wait: float = QUEUE_FILL_AFTER,
    cluster: bool = False,
    node: str | None = None,
    node_address: str | None = None,
    deal_wait: float = 0.0,
    push: PushSettings | None = None,
    tournaments: TournamentSettings | None = None,
) -> FastAPI:
    """The whole server: ``uvicorn`` runs what this returns. FastAPI's API pages
    (``/api/docs``, ``/api/openapi.json``) exist only with ``api_docs``.

    ``compute_processes``: worker processes for search bots and hints (0: one thread of this
    process, for tests and embedding; ``gametable serve`` runs 2). Raises
    :class:`~gametable.server.storage.store.StoreInUse` when another server holds the database.
    ``session_days``: how long a sign-in lasts unused (see :mod:`gametable.server.people.players`).
    ``queue_wait``: seconds quick play waits before bots fill a table's empty seats.
    ``cluster``: one of many processes on one PostgreSQL database, as node ``node`` (default
    host-pid) reachable at ``node_address`` (see :mod:`gametable.server.hosting.ownership`); raises
    :class:`~gametable.server.storage.store.ClusterNeedsPostgres` on another database and
    :class:`~gametable.server.hosting.ownership.NodeInUse` when a live process has the name.
    ``deal_wait``: seconds each step of a new table's dealing phase waits for the seats'
    own random values (:mod:`gametable.server.tables.dealing`; ``gametable serve`` waits 4; 0,
    for tests and embedding: no phase, the deal is the committed seed's)."""
    limits = limits or Limits()
    guard = Guard(access)
    store = Store(db_url, timeout=store_timeout, shared=cluster)
    membership = None
    if cluster:
        ownership = Ownership(store.engine, node or default_node_name(), address=node_address)
        try:
            ownership.create_tables()
            ownership.register()
        except Exception:
            store.close()
            raise
        store.fencing = ownership
        membership = Membership(ownership)
    manager = TableManager(store, bot_delay=bot_delay, compute_processes=compute_processes,
                           max_open_tables=max_open_tables, archive_after=archive_after,
                           takeover_grace=takeover_grace, membership=membership,
                           deal_wait=deal_wait)
    try:
        restored = manager.restore()
    except Exception:
        store.close()
        raise
    metrics = ServerMetrics(manager)
    manager.on_move = metrics.moved
    health = Health(store, metrics)

    collector = Collector()

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        collector.start()  # collections paced by the clock: gametable/server/hosting/collector.py
        manager.start()
        players.start()  # idle guests forgotten; in a cluster, ended sessions heard
        quickplay.start()
        log.info("gametable server: %s", manager.hosting.started_line(restored))
        yield
        health.draining = True  # /readyz: send nobody new here
        quickplay.close()
        await manager.drain()  # a cluster's: every table handed over, the node gone
        players.close()
        manager.close()
        health.close()
        store.close()
        collector.close()

    async def drain() -> None:
        """SIGTERM in a cluster: not ready, every table handed to the other processes (its
        sockets told to reconnect), then the server stops as usual. It forms no more
        quick-play tables (another process takes the queue over)."""
        health.draining = True
        quickplay.close()
        await manager.drain()

    docs = {"docs_url": "/api/docs", "openapi_url": "/api/openapi.json"} if api_docs else {
        "docs_url": None, "openapi_url": None}
    app = FastAPI(title="gametable", lifespan=lifespan, redoc_url=None, **docs)
    app.state.manager = manager
    app.state.store = store
    app.state.drain = drain
    app.state.guard = guard
    app.state.health = health
    add_health_routes(app, health)
    app.state.players = players = Players(store, session_days=session_days, cluster=cluster)
    app.include_router(identity_routes(players, manager, guard, limits))
    app.state.ratings = ratings = Ratings(store)
    manager.on_finish.append(ratings.finish_op)
    app.include_router(profile_routes(players, ratings, manager))
    app.state.chat = chat = ChatService(store, rate=guard.policy.chat_rate)
    manager.on_evict.append(chat.forget)  # read again from the store if it comes back
    app.state.rematches = rematches = Rematches(manager)
    channel = TableChannel(manager, guard, players, chat, rematches, limits)
    async def rating_of(people: list[str], pool: Any) -> list[float]:
        key = rating_key(pool.game, dict(pool.options))
        found = await ratings.read([(player, key) for player in people])
        return [found[(player, key)].mu for player in people]

    # a cluster's queue is shared by its processes through the database (see .sharedqueue)
    async def kinds_of(people: list[str]) -> dict[str, str]:
        """Who has an account (rated quick play is theirs only: .rated)."""
        return {p.id: p.kind for p in map(players.get, people) if p is not None}

    quickplay = (QuickPlay(manager, fill_after=queue_wait, rating_of=rating_of,
                           kinds=kinds_of, guard=guard)
                 if not manager.hosting.shared else
                 SharedQuickPlay(manager, store.engine, fill_after=queue_wait,
                                 rating_of=rating_of, kinds=kinds_of, guard=guard))
    app.state.quickplay = quickplay
    metrics.watch_queue(quickplay)

    async def who(connection: Any) -> tuple[str, str] | None:
        player = await current_player(connection)
        return None if player is None else (player.id, player.name)

    app.include_router(queue_routes(quickplay, guard, limits, who, lambda: page()))
    add_friends(app, manager, guard, limits, chat, quickplay)  # app.state.notices, .friends
    app.include_router(tournament_routes(app, limits, tournaments))  # .state.tournaments
    # the last added runs first: cross-site requests are refused before a body is read
    app.add_middleware(DeviceCookie, secure=guard.secure)  # the page names its browser
    app.add_middleware(BodyLimit, max_body=limits.max_body, body_timeout=limits.body_timeout)
    app.add_middleware(AccessMiddleware, guard=guard,
                       docs_paths=frozenset(docs.values()) - {None})
    # first of all: cheap however busy (with the headers AccessMiddleware would have added)
    app.add_middleware(ProbesFirst, health=health, headers=security_headers(guard))

    @app.exception_handler(GametableError)
    async def _gametable_error(_request: Request, error: GametableError) -> JSONResponse:
        return error_response(error)

    @app.exception_handler(RequestValidationError)
    async def _bad_parameter(_request: Request, error: RequestValidationError) -> JSONResponse:
        """A parameter FastAPI could not read (``?seat=abc``): 400 saying which, as every
        other bad request (not FastAPI's 422 and its nested detail)."""
        return JSONResponse({"error": validation_message(error)}, status_code=400)

    @app.exception_handler(Exception)
    async def _server_error(_request: Request, _error: Exception) -> JSONResponse:
        """A bug: 500 with a sentence and the security headers (answered outside every
        middleware, so it adds them itself); the traceback goes to the log."""
        return JSONResponse({"error": "the server failed to answer; try again later"},
                            status_code=500, headers={
                                k.decode(): v.decode() for k, v in security_headers(guard)})

    # --- lobby --------------------------------------------------------------------------

    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        return {
            "games": [
                {
                    "name": name,
                    "title": REGISTRY[name].title,
                    **_bots(name),
                    "levels": list(bot_registry.LEVELS),
                    "hints": hints_available(name),
                    "clock": default_control(name).stored(),
                    **game_catalog(name),
                }
                for name in list(REGISTRY)
            ],
            "hints": hint_function() is not None,
        }

    @app.get("/api/tables")
    async def list_tables(request: Request) -> dict[str, Any]:
        query = LobbyQuery.parse(request.query_params)  # a bad value: 400 saying which
        player = await current_player(request)  # invite tables: listed to their own people
        return await manager.lobby_page(game=query.game, open_seats=query.open_seats,
                                        limit=query.limit, offset=query.offset,
                                        viewer=None if player is None else player.id)

    @app.post("/api/tables", status_code=201)
    async def create_table(request: Request) -> JSONResponse:
        client = guard.client(request.scope)
        manager.pacing.check("create the table")  # far behind: 503, Retry-After
        guard.charge("create", client)
        # who created it, kept with the table: counted again after a restart
        owner = guard.creator_key(client)
        player = await current_player(request)
        creator = None if player is None else player.id
        guard.check_open_tables(manager.open_count(owner),
                                0 if creator is None else manager.open_count(player=creator))
        body = await read_json(request, limits)
        if isinstance(body, dict) and body.get("rated") is True:
            refused = may_play_rated(None if player is None else player.kind)
            if refused is not None:  # rated games are between accounts (.rated)
                raise RequestError(refused, 403)
        try:
            _clean_names(body)
            table, tokens = await manager.create(body, owner=owner, creator_player=creator,
                                                 route=guard.route_key(request.scope))
        except (BadOptions, UnknownGame, RequestError) as error:
            return error_response(error)
        base = guard.base_url()
        seats = table.public_seats()
        for seat, token in tokens.items():
            seats[seat]["token"] = token
            seats[seat]["invite"] = f"{base}/join/{table.id}/{token}"
        return JSONResponse(
            {**table.summary(), "seats": seats, "url": f"{base}/table/{table.id}"},
            status_code=201,
        )

    app.include_router(table_routes(manager, guard, limits, chat, rematches, players))

    # --- invite links ---------------------------------------------------------------------

    @app.get("/join/{table_id}/{token}")
    async def join(table_id: str, token: str, request: Request) -> Response:
        table = await manager.open_table(table_id)
        seat = table.seat_for_token(token)
        if seat is None:
            raise RequestError("this invite link is not valid for this table", 403)
        player = await current_player(request)
        seat_by_token(table, token, player, players)  # a seat an account took: 403 but to it
        if table.settings.get("rated") and not table.state.over:
            refused = may_play_rated(None if player is None else player.kind)
            if refused is not None:  # rated games are between accounts (.rated)
                raise RequestError(refused, 403)
        await _took_seat(table, seat, player, request)
        # a language the link names is kept (``/join/…?lang=ar``: the page opens in it)
        lang = request.query_params.get("lang")
        shown = f"?lang={lang}" if lang in LANGUAGES else ""
        response = RedirectResponse(f"/table/{table_id}{shown}", status_code=303)
        # Strict: no other site's page or link sends it (the table page needs it only for its
        # own requests and socket); Secure whenever people reach the server over HTTPS
        response.set_cookie(f"gt_{table_id}", token, httponly=True, samesite="strict",
                            secure=guard.secure(request.scope), max_age=60 * 60 * 24 * 90)
        return response

    # --- the live channel -----------------------------------------------------------------

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str) -> None:
        try:
            table = await manager.open_table(table_id)
        except RequestError as error:  # 4404: no such table; 4409: a broken one
            if isinstance(error, Busy):  # far behind: the page comes again after a while
                await websocket.accept()
                await websocket.close(CLOSE_TRY_AGAIN_LATER, str(error)[:120])
                return
            if error.status == 503:
                # moving between processes, or this one stopping: the page comes again (an
                # accepted socket, so that it is shown the code)
                await websocket.accept()
                await websocket.close(CLOSE_MOVED, str(error)[:120])
                return
            await websocket.close(code=4000 + error.status, reason=str(error)[:120])
            return
        token = request_token(websocket, table_id)
        seat = table.seat_for_token(token)
        if token and seat is None and websocket.query_params.get("spectate") is None:
            await websocket.close(code=4403, reason="this seat token is not valid here")
            return
        player = await current_player(websocket)
        session = (await current_session(websocket)) if player is not None else None
        if websocket.query_params.get("spectate") is not None:
            seat = None
        elif seat is not None:
            if not players.plays_seat(table.seats[seat].player, player):
                await websocket.accept()  # (accepted: a page is shown a close's reason)
                await websocket.close(code=CLOSE_SIGNED_OUT, reason=SEAT_TAKEN[:120])
                return
            await _took_seat(table, seat, player, websocket)
        elif player is not None:  # signed in without the token: one's own seat, if any
            seat = table.seat_of_player(player.id)
        await websocket.accept()
        client = Client(table, seat, patches=websocket.query_params.get("patch") == "1",
                        social=websocket.query_params.get("social") == "1")
        client.session = None if session is None else session.id_hash
        client.player = None if player is None else player.id
        address = guard.client(websocket.scope)
        # its session ended (here or on another process): the socket closes at once (4401)
        unwatch = players.watch(session, lambda: client.end(CLOSE_SIGNED_OUT, SIGNED_OUT))
        table.attach(client)  # sends it the table; the others hear who is online
        if manager.tables.get(table.id) is not table:
            client.end(CLOSE_MOVED, MOVED_AWAY)  # it left this process while the socket opened
        if client.social:
            await chat.load(table.id, client.player)
            client.push(chat.history(table, client))
            offer = rematches.offer_of(table)
            if offer is not None:
                client.push(rematches.message(offer, client.seat))
        sender = asyncio.get_running_loop().create_task(_send_loop(websocket, client))
        try:
            async for text in texts(websocket):  # (a binary frame closes it: .limits)
                if len(text.encode()) > limits.max_ws_message:
                    await websocket.close(CLOSE_TOO_BIG, f"a message has at most "
                                                         f"{limits.max_ws_message:,} bytes")
                    break
                reply = await channel.handle(table, client, text, address)
                if reply is not None:
                    await websocket.send_text(json.dumps(reply))
        except WebSocketDisconnect:
            pass
        finally:
            unwatch()
            table.detach(client)
            sender.cancel()

    add_turn_based(app, manager, players, limits, push)  # your games, your-turn notices, push
    add_pages(app)

    async def _took_seat(table: LiveTable, seat: int, player: Player | None,
                         connection: Request | WebSocket) -> None:
        """A signed-in person used a seat's token: the seat remembers them, and where they
        took it from (see :func:`~gametable.server.tables.seats.take_seat`). Not stored: they
        still play by the token, so only logged."""
        if player is None:
            return
        try:
            await take_seat(store, table, seat, player,
                            origin_of(connection, guard.client(connection.scope)))
        except Exception as error:
            log.error("table %s: seat %d could not record its player: %r", table.id, seat,
                      error)

    def _clean_names(body: Any) -> None:
        """Seat names as others will see them (:meth:`Guard.display_name`), in place."""
        seats = body.get("seats") if isinstance(body, dict) else None
        for index, seat in enumerate(seats if isinstance(seats, list) else []):
            if isinstance(seat, dict) and "name" in seat:
                seat["name"] = guard.display_name(seat["name"], f"seat {index}")

    return app


async def _send_loop(websocket: WebSocket, client: Client) -> None:
    try:
        while not client.closed:
            message = await client.next_message()
            if message is not None:
                await websocket.send_text(message)
        if client.close_code is not None:  # the table left this process: reconnect
            await websocket.close(client.close_code, client.close_reason[:120])
    except (WebSocketDisconnect, RuntimeError, asyncio.CancelledError):
        pass
    except Exception:  # a broken socket: the receive loop will notice and clean up
        log.debug("send failed", exc_info=True)


@functools.cache
def _levels_of(bot: str, game: str) -> list[str]:
    """The levels that change how ``bot`` plays ``game`` at a table (what a form offers): those
    at which a table's bot (``gametable/bots/handicap.py``) is built at a level, the search
    bot's budgets or the heuristic bot's slips; none for the random bot."""
    return [level for level in bot_registry.LEVELS
            if isinstance(handicap.make(bot, game, level=level), SearchBot | handicap.Slipping)]


def _bots(game: str) -> dict[str, Any]:
    """The game's bots; where they fail to load, the random bot and the reason
    (``bots_error``), so the lobby says why instead of quietly offering less."""
    try:
        bots = bot_registry.available(game)
        return {"bots": bots, "bot_levels": {bot: _levels_of(bot, game) for bot in bots}}
    except Exception as error:  # a broken bots module must not take the lobby down
        log.exception("the %s bots cannot be loaded", game)
        return {"bots": ["random"],
                "bots_error": f"the {game} bots cannot be loaded ({error}); "
                              "only the random bot can play"}
