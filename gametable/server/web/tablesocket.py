"""What the table socket does with each message: parsed once (:mod:`.protocol`), charged
against the client's limits, refused once its session has ended, then handed to the part of
the server it is for — a move or taking a seat back to the table's round
(:mod:`gametable.server.tables.round`), a hint to the hints, a chat line to the chat — and
answered (or not: a change is answered by the table's next state, sent to everyone)."""

from __future__ import annotations

import time
from typing import Any

from gametable.core.errors import GametableError
from gametable.server.errors import RequestError
from gametable.server.people.access import Guard, TooManyRequests
from gametable.server.people.players import Players
from gametable.server.people.sessionbus import CLOSE_SIGNED_OUT, SIGNED_OUT
from gametable.server.tables.chat import ChatService
from gametable.server.tables.live import Client, LiveTable
from gametable.server.tables.manager import TableManager
from gametable.server.tables.rematch import Rematches
from gametable.server.web.limits import Limits, parse_json
from gametable.server.web.protocol import (
    Chat,
    Hint,
    Inbound,
    Move,
    Mute,
    Ping,
    Ready,
    Rematch,
    ResignGame,
    SeedCommit,
    SeedReveal,
    State,
    TakeSeatBack,
    Time,
    UndoMove,
    UnknownMessage,
    parse_table_message,
)


class TableChannel:
    """The table socket's message handler, one per server (see the module's docstring)."""

    def __init__(self, manager: TableManager, guard: Guard, players: Players,
                 chat: ChatService, rematches: Rematches, limits: Limits) -> None:
        self.manager = manager
        self.guard = guard
        self.players = players
        self.chat = chat
        self.rematches = rematches
        self.limits = limits

    async def handle(self, table: LiveTable, client: Client, text: str,
                     address: str) -> dict[str, Any] | None:
        """One message's answer, or ``None`` when there is none to send."""
        try:
            self.guard.charge("message", address)  # every message, even one that won't parse
            raw = parse_json(text, self.limits)
        except TooManyRequests as error:
            return {"type": "error", "message": str(error), "retry_after": error.retry_after}
        except RequestError as error:
            return {"type": "error", "message": str(error)}
        if not isinstance(raw, dict):
            return {"type": "error", "message": "a message is a JSON object with a 'type'"}
        kind = raw.get("type")
        about = {"move": raw.get("move"), "about": kind}
        try:
            message: Inbound | None = parse_table_message(raw)
        except UnknownMessage:
            message = None
        except RequestError as error:
            return {"type": "error", "message": str(error), **about}
        if (message is None or not message.signed_out_ok) and await self._signed_out(client):
            # signed out (the close may still be on its way): nothing more is done for it
            client.end(CLOSE_SIGNED_OUT, SIGNED_OUT)
            return {"type": "error", "message": SIGNED_OUT, **about}
        if message is None:
            return {"type": "error", "message": f"unknown message type {kind!r}"}
        try:
            if message.charge is not None:
                self.guard.charge(message.charge, address)
            return await self.act(table, client, message)
        except TooManyRequests as error:
            return {"type": "error", "message": str(error), "retry_after": error.retry_after,
                    **about}
        except GametableError as error:
            return {"type": "error", "message": str(error), **about}

    async def _signed_out(self, client: Client) -> bool:
        return client.closed or (client.session is not None
                                 and not await self.players.still_live(client.session))

    async def act(self, table: LiveTable, client: Client,
                  message: Inbound) -> dict[str, Any] | None:
        """Do what a parsed message asks."""
        manager, seat = self.manager, client.seat
        match message:
            case Move(move=move, turn=turn):
                await manager.play(table, seat, move, turn=turn)
            case TakeSeatBack():
                await manager.clocks.take_back(table, seat)
            case UndoMove():  # a person alone against bots takes their last move back
                await manager.undo(table, seat)
            case ResignGame(accept=accept):  # the game ends now, the seat's side lost
                await manager.resign(table, seat, accept=accept)
            case Ready():  # a hand's end read: the bots need not wait out its pause
                manager.bots.ready(table, seat)
            case Time():  # the server's clock, for counting deadlines down
                return {"type": "time", "now": time.time()}
            case Hint(level=level):
                return {"type": "hint", **await manager.hints.hint(table, seat, level)}
            case Ping():
                return {"type": "pong"}
            case SeedCommit(commitment=commitment):  # the dealing phase (.dealing)
                await manager.dealer.commit(table, seat, commitment)
            case SeedReveal(value=value):
                await manager.dealer.reveal(table, seat, value)
            case State():
                client.notify(whole=True)
            case Chat(message=line):
                await self.chat.say(table, seat, line)
            case Mute(seats=seats):
                await self.chat.load(table.id, client.player)
                self.chat.mute(table, client, seats)
            case Rematch(accept=accept):
                await self.rematches.answer(table, seat, accept)
        return None
