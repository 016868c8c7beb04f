"""The access rules at the door: an ASGI middleware that refuses cross-site writes and
sockets, and too many sockets from one client, before any route runs, and adds the security
headers to every answer (the rules themselves: :mod:`gametable.server.people.access`)."""

from __future__ import annotations

import json
from typing import Any

from gametable.server.people.access import CLOSE_TOO_MANY_SOCKETS, SECURITY_HEADERS, Guard
from gametable.server.web.limits import send_error


def security_headers(guard: Guard) -> list[tuple[bytes, bytes]]:
    """What every HTTP response carries (``docs/security.md``): also what the probes
    (:class:`.health.ProbesFirst`) and a 500 add themselves, since they are answered outside
    :class:`AccessMiddleware`."""
    headers = list(SECURITY_HEADERS)
    if guard.public_base and guard.public_base.startswith("https:"):
        headers.append((b"strict-transport-security", b"max-age=31536000"))
    return headers


class AccessMiddleware:
    """ASGI middleware: refuses cross-site writes and sockets, adds the security headers."""

    def __init__(self, app: Any, guard: Guard, *, docs_paths: frozenset[str] = frozenset()) -> None:
        self.app = app
        self.guard = guard
        self.headers = security_headers(guard)
        # FastAPI's API pages (only with --api-docs) load their script from a CDN, inline
        self.docs_paths = docs_paths
        self.docs_headers = [h for h in self.headers if h[0] != b"content-security-policy"]

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "websocket":
            refused = self.guard.origin_refused(scope)
            if refused:
                await _deny_socket(scope, send, refused)
                return
            client = self.guard.client(scope)
            refused = self.guard.socket_opened(client)
            if refused:
                await _close_socket(receive, send, CLOSE_TOO_MANY_SOCKETS, refused)
                return
            try:
                await self.app(scope, receive, send)
            finally:
                self.guard.socket_closed(client)
            return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = self.docs_headers if scope["path"] in self.docs_paths else self.headers

        async def send_with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *headers]}
            await send(message)

        refused = self.guard.write_refused(scope)
        if refused is not None:
            await send_error(send_with_headers, refused)
            return
        await self.app(scope, receive, send_with_headers)


async def _deny_socket(scope: dict[str, Any], send: Any, reason: str) -> None:
    """Refuse a WebSocket handshake with 403 and the reason (or close 4403 before accepting,
    where the server cannot send an HTTP answer)."""
    if "websocket.http.response" in scope.get("extensions", {}):
        body = json.dumps({"error": reason}).encode()
        await send({"type": "websocket.http.response.start", "status": 403,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "websocket.http.response.body", "body": body})
    else:
        await send({"type": "websocket.close", "code": 4403, "reason": reason[:120]})


async def _close_socket(receive: Any, send: Any, code: int, reason: str) -> None:
    """Accept a WebSocket only to close it at once with ``code`` and ``reason``: a browser
    shows a script the code and reason of a close, never the status of a refused handshake."""
    if (await receive())["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.close", "code": code, "reason": reason[:120]})
