"""Reading a table's WebSocket (a test client's) until the message a test waits for comes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def wait_for(ws: Any, predicate: Callable[[dict], Any], limit: int = 50,
             what: str = "the expected message") -> dict:
    """The first of the next ``limit`` messages that ``predicate`` accepts."""
    for _ in range(limit):
        message = ws.receive_json()
        if predicate(message):
            return message
    raise AssertionError(f"{what} never came")


def latest(ws: Any, seat: int | None, n: int = 0) -> dict:
    """The next state message for ``seat`` at move ``n`` or later."""
    return wait_for(ws, lambda m: m["type"] == "state" and m["seat"] == seat and m["n"] >= n)


def receive_until(ws: Any, kind: str, limit: int = 20) -> dict:
    """The next message of type ``kind``."""
    return wait_for(ws, lambda m: m["type"] == kind, limit, what=f"a {kind} message")


def social(client: Any, table_id: str, token: str | None = None):
    """The table's social socket (chat, presence, rematch), for a seat or a spectator."""
    query = f"?social=1&token={token}" if token else "?social=1"
    return client.websocket_connect(f"/ws/tables/{table_id}{query}")
