"""The web face of friends, challenges and the notices inbox
(:mod:`gametable.server.people.friends`, :mod:`gametable.server.people.notices`).

``GET    /friends``                     the Friends page
``GET    /api/players?name=TEXT``       accounts whose display name holds TEXT (to follow)
``GET    /api/me/friends``              who one follows and who follows one (each with name,
                                        ``online``, ``playing``), and one's open challenges
``GET    /api/me/following/{id}``       how one stands with a player (follows, blocked)
``PUT    /api/me/following/{id}``       follow them (they are told); ``DELETE``: unfollow
``GET    /api/me/blocks``               the people one blocked
``PUT    /api/me/blocks/{id}``          block them; ``DELETE``: unblock
``POST   /api/challenges``              ``{"player", "game", "options", "clock", "speed",
                                        "rated", "partners", "level"}``: challenge an account
                                        (nothing is made until they accept)
``POST   /api/challenges/{id}``         ``{"accept": true|false}``: accept (an ordinary table
                                        with both people seated, ``url`` its address; the
                                        challenger is told it), decline, or withdraw one's own
``POST   /api/tables/{id}/invite``      ``{"player": id}``: a seated player (or the table's
                                        maker) keeps a free seat for an account and tells them
``DELETE /api/tables/{id}/invite/{pid}`` withdraw it: the seat is free again (only while the
                                        invited player has not played it) and they are told
``GET    /api/me/notices?unread=1``     one's notices, newest first, and how many are unread
``POST   /api/me/notices/read``         ``{"ids": [...]}`` or ``{"all": true}``
``WS     /ws/me``                       one's notices live (see :mod:`~gametable.server.people.
                                        notices`); while open, one is online

Every one needs a signed-in account but the search and the socket (a guest is told to sign
up: 403). A write is a JSON request (``PUT``/``DELETE`` too: :mod:`.access`'s rule for
every write), charged per person (:data:`~gametable.server.people.friends.RATES`); a bad id
or body is a 4xx with a sentence and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

from fastapi import APIRouter, FastAPI, Request, WebSocket, WebSocketDisconnect

from gametable import bots as bot_registry
from gametable.core.errors import GametableError
from gametable.core.registry import game_entry, new_game
from gametable.server.errors import RequestError
from gametable.server.people.access import Guard
from gametable.server.people.challenges import Challenge, Challenges
from gametable.server.people.devices import origin_of
from gametable.server.people.friends import Friends
from gametable.server.people.notices import Notices
from gametable.server.people.players import (
    Player,
    Players,
    SignedIn,
    current_player,
    current_session,
)
from gametable.server.people.sessionbus import CLOSE_SIGNED_OUT
from gametable.server.queue.quickplay import QuickPlay
from gametable.server.tables.chat import ChatService
from gametable.server.tables.clocks import parse_control
from gametable.server.tables.lobby import listed_to
from gametable.server.tables.manager import LiveTable, TableManager, TableOrder
from gametable.server.tables.seats import release_seat, take_seat
from gametable.server.tables.turns import parse_speed
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

log = logging.getLogger("gametable.server")

#: what a challenge may say (``player``: whom)
CHALLENGE_FIELDS = ("player", "game", "options", "clock", "speed", "rated", "partners", "level")
#: characters of a challenge's options, as JSON
MAX_OPTIONS = 1000


def add_friends(app: FastAPI, manager: TableManager, guard: Guard, limits: Limits,
                chat: ChatService, quickplay: QuickPlay) -> Friends:
    """Friends, challenges and notices in ``app``: ``app.state.notices`` and
    ``app.state.friends``, their routes, blocks kept in the chat and in quick play, and their
    start and stop with the app."""
    store, players = manager.store, app.state.players
    notices = Notices(store, cluster=manager.hosting.shared)
    friends = Friends(store, players, notices)
    challenges = Challenges(store, notices, friends)
    app.state.notices, app.state.friends, app.state.challenges = notices, friends, challenges

    async def readers_of(table_id: str, reader: str | None) -> None:
        table = manager.tables.get(table_id)
        seated = [] if table is None else [seat.player for seat in table.seats]
        await friends.load_blocks([*seated, reader])

    chat.hides, chat.prepare = friends.hides, readers_of  # lines of the blocked: not shown
    quickplay.apart = friends.apart  # never seated with someone one blocked, or who blocked one
    friends.on_block.append(quickplay.keep_apart)

    @contextlib.asynccontextmanager
    async def running(_app: Any) -> AsyncIterator[None]:
        friends.start()
        try:
            yield
        finally:
            friends.close()

    app.include_router(APIRouter(lifespan=running))
    app.include_router(friend_routes(friends, challenges, notices, players, manager, guard,
                                     limits))
    return friends


def friend_routes(friends: Friends, challenges: Challenges, notices: Notices, players: Players,
                  manager: TableManager, guard: Guard, limits: Limits) -> APIRouter:
    """The routes of the module docstring, and the Friends page."""
    router = APIRouter()

    async def account(player: Player) -> Player:
        friends.require_account(player)
        return player

    async def body_of(request: Request) -> dict[str, Any]:
        body = await read_json(request, limits)
        if not isinstance(body, dict):
            raise RequestError("send a JSON object")
        return body

    @router.get("/friends")
    async def friends_page() -> Any:
        return await page()

    @router.get("/api/players")
    async def search(request: Request, name: str = "") -> dict[str, Any]:
        player = await current_player(request)
        friends.limits.charge("search", player.id if player else guard.client(request.scope))
        text = name.strip()
        if not 2 <= len(text) <= 40:
            raise RequestError("search for 2 to 40 letters of a player's name")
        return {"players": await friends.search(text)}

    # --- follows and blocks ---------------------------------------------------------------

    @router.get("/api/me/friends")
    async def my_friends(player: SignedIn) -> dict[str, Any]:
        await account(player)
        found = await friends.overview(player.id)
        people = {p["id"]: p for p in (*found["following"], *found["followers"])}
        for person in people.values():  # (a friend is in both lists, one object)
            person["playing"] = [_playing(t, player.id) for t in person.pop("tables")]
        return {**found, "challenges": await challenges.challenges_of(player.id)}

    @router.get("/api/me/following/{player_id}")
    async def standing(player_id: str, player: SignedIn) -> dict[str, Any]:
        await account(player)
        other = await friends.account(player_id, "followed")
        return {"player": other.public(), **await friends.relation(player.id, other.id)}

    @router.put("/api/me/following/{player_id}")
    async def follow(player_id: str, player: SignedIn) -> dict[str, Any]:
        await account(player)
        other = await friends.account(player_id, "followed")
        new = await friends.follow(player, other)
        return {"player": other.public(), "following": True, "new": new}

    @router.delete("/api/me/following/{player_id}")
    async def unfollow(player_id: str, player: SignedIn) -> dict[str, Any]:
        await account(player)
        other = await friends.account(player_id, "followed")
        return {"player": other.public(), "following": False,
                "was": await friends.unfollow(player, other.id)}

    @router.get("/api/me/blocks")
    async def my_blocks(player: SignedIn) -> dict[str, Any]:
        await account(player)
        return {"blocked": await friends.blocks_of(player.id)}

    @router.put("/api/me/blocks/{player_id}")
    async def block(player_id: str, player: SignedIn) -> dict[str, Any]:
        await account(player)
        other = await friends.account(player_id, "blocked")
        return {"player": other.public(), "blocked": True,
                "new": await friends.block(player, other)}

    @router.delete("/api/me/blocks/{player_id}")
    async def unblock(player_id: str, player: SignedIn) -> dict[str, Any]:
        await account(player)
        other = await friends.account(player_id, "blocked")
        return {"player": other.public(), "blocked": False,
                "was": await friends.unblock(player, other.id)}

    # --- challenges -----------------------------------------------------------------------

    @router.post("/api/challenges", status_code=201)
    async def challenge(request: Request, player: SignedIn) -> dict[str, Any]:
        await account(player)
        body = await body_of(request)
        game, asked = challenge_request(body)
        other = await friends.account(body.get("player"), "challenged")
        made = await challenges.challenge(player, other, game, asked,
                                       origin_of(request, guard.client(request.scope)))
        return {"challenge": made.public({player.id: player.name, other.id: other.name})}

    @router.post("/api/challenges/{challenge_id}")
    async def answer(challenge_id: str, request: Request, player: SignedIn) -> dict[str, Any]:
        await account(player)
        body = await body_of(request)
        accept = body.get("accept")
        if not isinstance(accept, bool):
            raise RequestError('send {"accept": true} to accept, {"accept": false} to decline '
                               '(or withdraw your own)')
        if not accept:
            refused = await challenges.refuse(player, challenge_id)
            return {"challenge": refused.public(await _names(players, refused))}
        taken = await challenges.take(player, challenge_id)
        try:
            table_id = await _make_table(taken, player, request)
        except BaseException:
            await challenges.reopen(taken)
            raise
        await challenges.settle(taken, table_id)
        names = await _names(players, taken)
        url = f"/table/{table_id}"
        await notices.tell(taken.challenger, "challenge_answer", {
            "challenge": taken.id, "status": "accepted", "game": taken.game, "table": table_id,
            "url": url, "from": player.id, "name": player.name})
        done = replace(taken, status="accepted", table_id=table_id)
        return {"challenge": done.public(names), "table": table_id, "url": url}

    async def _make_table(found: Challenge, player: Player, request: Request) -> str:
        """The challenge's table, stored: both people seated (their seats bound to their
        accounts, where each asked from kept for the rated-play rules), bots in the others."""
        client = guard.client(request.scope)
        manager.pacing.check("accept the challenge")  # far behind: 503, Retry-After
        guard.charge("create", client)
        owner = guard.creator_key(client)
        for who in (found.challenger, found.challenged):
            guard.check_open_tables(manager.open_count(owner), manager.open_count(player=who))
        challenger = await players.load(found.challenger)
        order = table_order(found, challenger.name if challenger else "?", player.name,
                            owner, origin_of(request, client))
        [outcome] = await manager.create_many([order])
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome[0].id

    # --- invitations ----------------------------------------------------------------------

    async def inviters_table(table_id: str, player: Player, what: str) -> LiveTable:
        """The table, where ``player`` sits at it or made it (who invites to it); else 403."""
        table = await manager.open_table(table_id)
        if player.id not in (table.creator_player, *(s.player for s in table.seats)):
            raise RequestError(f"only the people at a table (or who made it) {what}", 403)
        return table

    @router.post("/api/tables/{table_id}/invite")
    async def invite(table_id: str, request: Request, player: SignedIn) -> dict[str, Any]:
        await account(player)
        body = await body_of(request)
        other = await friends.account(body.get("player"), "invited")
        table = await inviters_table(table_id, player, "invite to it")
        if table.state.over or table.broken is not None:
            raise RequestError("this table's game is over: invite them to a new one", 409)
        if table.settings.get("rated"):
            raise RequestError("a rated table's seats are taken by their invite links (where "
                               "each player plays from counts): send the link instead", 409)
        if table.seat_of_player(other.id) is not None:
            raise RequestError(f"{other.name} has a seat at this table already", 409)
        await friends.refused_invitation(player, other)
        online = table.online()
        free = [i for i, s in enumerate(table.seats)
                if s.kind == "human" and s.player is None and i not in online]
        if not free or not await take_seat(manager.store, table, free[0], other):
            raise RequestError("this table has no free seat to invite anyone to", 409)
        url = f"/table/{table.id}"
        await notices.tell(other.id, "invite", {
            "table": table.id, "game": table.game, "seat": free[0], "url": url,
            "from": player.id, "name": player.name})
        return {"player": other.public(), "table": table.id, "seat": free[0], "url": url}

    @router.delete("/api/tables/{table_id}/invite/{player_id}")
    async def withdraw_invitation(table_id: str, player_id: str, player: SignedIn
                                  ) -> dict[str, Any]:
        await account(player)
        other = await friends.account(player_id, "invited")
        friends.check_other(player, other, "challenge")
        table = await inviters_table(table_id, player, "withdraw its invitations")
        seat = table.seat_of_player(other.id)
        if seat is None:
            raise RequestError(f"{other.name} has no seat at this table", 409)
        refused = await release_seat(manager.store, table, seat, other)
        if refused is not None:
            raise RequestError(refused, 409)
        await notices.tell(other.id, "invite_withdrawn", {
            "table": table.id, "game": table.game, "from": player.id, "name": player.name})
        return {"player": other.public(), "table": table.id, "seat": seat}

    # --- notices --------------------------------------------------------------------------

    @router.get("/api/me/notices")
    async def my_notices(player: SignedIn, unread: int = 0, limit: int = 50
                         ) -> dict[str, Any]:
        if not 1 <= limit <= 100:
            raise RequestError("'limit' is from 1 to 100")
        await friends.load_blocks([player.id])
        found = [n for n in await notices.list_for(player.id, unread_only=bool(unread),
                                                   limit=limit)
                 if not friends.hides(player.id, str(n["data"].get("from")))]
        return {"notices": found, "unread": await notices.unread(player.id)}

    @router.post("/api/me/notices/read")
    async def read(request: Request, player: SignedIn) -> dict[str, Any]:
        body = await body_of(request)
        ids = body.get("ids")
        if body.get("all") is True and ids is None:
            await notices.mark_all_read(player.id)
        elif (isinstance(ids, list) and 0 < len(ids) <= 100
              and all(isinstance(i, int) and not isinstance(i, bool) for i in ids)):
            await notices.mark_read(player.id, ids)
        else:
            raise RequestError('send {"ids": [notice ids, 100 at most]} or {"all": true}')
        return {"unread": await notices.unread(player.id)}

    @router.websocket("/ws/me")
    async def live(websocket: WebSocket) -> None:
        player = await current_player(websocket)
        if player is None:
            await websocket.close(code=CLOSE_SIGNED_OUT, reason="not signed in: open the site")
            return
        session = await current_session(websocket)
        await websocket.accept()
        here = notices.open_page(player.id)
        unwatch = players.watch(session, lambda: here.messages.put_nowait(SESSION_ENDED))
        sender = asyncio.get_running_loop().create_task(forward(websocket, here.messages))
        friends.page_opened(player.id)
        try:
            newest = await asyncio.to_thread(notices.newest_id, player.id)
            here.last_id = max(here.last_id, newest)
            here.send({"type": "hello", "unread": await notices.unread(player.id)})
            client = guard.client(websocket.scope)
            async for text in texts(websocket):
                here.send(ping_reply(text, limits, lambda: guard.charge("message", client)))
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            unwatch()
            notices.close_page(here)
            sender.cancel()

    return router


def challenge_request(body: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A challenge's game and the request its table will be made from, checked now (nothing
    is made until it is accepted): 400 saying what is wrong."""
    unknown = sorted(set(body) - set(CHALLENGE_FIELDS))
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)}; known: "
                           f"{', '.join(CHALLENGE_FIELDS)}")
    entry = game_entry(body.get("game"))  # an unknown game: 404 with the list
    options = body.get("options") or {}
    if not isinstance(options, dict) or len(dumps(options)) > MAX_OPTIONS:
        raise RequestError("'options' is a JSON object of the game's options")
    try:
        seats = new_game(entry.name, seed=0, **options).num_seats
    except (TypeError, ValueError, GametableError) as error:
        raise RequestError(f"bad option for {entry.name}: {error}") from None
    speed = body.get("speed")
    parse_control(entry.name, body.get("clock"), turn_based=parse_speed(speed))
    rated, partners = body.get("rated", False), body.get("partners", False)
    if not isinstance(rated, bool) or not isinstance(partners, bool):
        raise RequestError("'rated' and 'partners' are true or false")
    team_of = entry.descriptor.team_of
    if partners and (team_of is None or seats < 4):
        raise RequestError(f"{entry.title} has no partners to be")
    level = body.get("level")
    if level is not None and level not in bot_registry.LEVELS:
        raise RequestError(f"'level' (the other seats' bots) is one of "
                           f"{', '.join(bot_registry.LEVELS)}, or null for the quick bot")
    return entry.name, {"options": options, "clock": body.get("clock"), "speed": speed,
                        "rated": rated, "partners": partners, "level": level, "seats": seats}


def table_order(found: Challenge, challenger_name: str, challenged_name: str, owner: str,
                origin: Any) -> TableOrder:
    """The accepted challenge's table: its two people in two seats drawn at random (partners
    or opponents where the game has teams), the other seats' bots, its clock and options."""
    asked = found.request
    seats = int(asked.get("seats") or 2)
    team_of = game_entry(found.game).descriptor.team_of
    teams = [team_of(s) if team_of else s for s in range(seats)]
    second = next(s for s in range(1, seats) if (teams[s] == teams[0]) == asked["partners"])
    people = [(found.challenger, challenger_name, found.origin),
              (found.challenged, challenged_name, origin)]
    if secrets.randbelow(2):
        people.reverse()
    placed = {0: people[0], second: people[1]}
    spec = [{"kind": "human", "name": placed[s][1]} if s in placed else
            {"kind": "bot", "bot": "search" if asked.get("level") else "heuristic",
             "level": asked.get("level")} for s in range(seats)]
    request = {"game": found.game, "options": asked["options"], "seats": spec,
               "clock": asked.get("clock"), "rated": asked["rated"]}
    if asked.get("speed") is not None:
        request["speed"] = asked["speed"]
    return TableOrder(
        request, owner=owner, creator_player=found.challenger,
        players={s: who[0] for s, who in placed.items()},
        origins={s: who[2] for s, who in placed.items() if who[2] is not None},
        settings={"challenge": found.id,
                  "counted": {"players": sorted({found.challenger, found.challenged}),
                              "owners": [owner]}})


def _playing(table: dict[str, Any], viewer: str) -> dict[str, Any]:
    """One unfinished table of a friend's, as the viewer is shown it: its game, and where
    the viewer may watch it (tables the lobby lists to them: quick play's, and private ones
    they made or sit at), else no address."""
    shown = listed_to(table["settings"], table["players"], viewer)
    return {"game": table["game"], "table": table["table"] if shown else None,
            "url": f"/table/{table['table']}" if shown else None}


async def _names(players: Players, found: Challenge) -> dict[str, str]:
    names = {}
    for who in (found.challenger, found.challenged):
        person = await players.load(who)
        names[who] = person.name if person else "?"
    return names
