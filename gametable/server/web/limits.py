"""What a request may carry, and how long a client may take to say what it wants.

Every limit here answers with a status and a sentence a person understands, never a 500:

- a body is cut while it is read: a declared ``Content-Length`` over the cap is refused before
  any of it is read, a chunked body as soon as it passes the cap (413, and the connection is
  closed, so the rest is never read);
- JSON is refused (400) when it nests deeper than a cap or holds a number longer than a cap
  (Python's parser would recurse past its stack on 30,000 brackets, and refuses integers of more
  than 4,300 digits, both with a traceback), or ``NaN``/``Infinity``, which are not JSON;
- a WebSocket message must be a text frame of at most a cap (see :mod:`gametable.server.web.app`;
  the queue's socket too, :mod:`gametable.server.queue.quickplay`);
- a connection that has not finished its request headers within a time is closed (slowloris),
  and a body that has not all arrived within a time of its headers is answered 408 and its
  connection closed (the same attack, a byte at a time after the headers).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

import h11
import orjson
from starlette.requests import ClientDisconnect
from starlette.websockets import WebSocket, WebSocketDisconnect
from uvicorn.protocols.http.h11_impl import H11Protocol

from gametable.server.defaults import BODY_TIMEOUT
from gametable.server.errors import RequestError
from gametable.server.people.sessionbus import CLOSE_SIGNED_OUT, SIGNED_OUT

KIB = 1024

#: a WebSocket's binary frame is closed with RFC 6455's "unsupported data", on every socket
#: (a table's, the queue's), with this reason
CLOSE_UNSUPPORTED_DATA = 1003
BINARY_REFUSED = "send JSON messages as text frames, not binary"


@dataclass(frozen=True)
class Limits:
    """The size and time limits of one server (``gametable serve --help`` names each flag)."""

    #: bytes of a request body (``--max-body``)
    max_body: int = 64 * KIB
    #: nesting of JSON arrays and objects (``--max-json-depth``)
    max_json_depth: int = 32
    #: characters of one JSON number, sign and exponent included (``--max-number-length``)
    max_number_length: int = 40
    #: bytes of one WebSocket message (``--max-ws-message``)
    max_ws_message: int = 64 * KIB
    #: seconds a connection may take to send a request's headers (``--header-timeout``)
    header_timeout: float = 10.0
    #: seconds a request's body may take to arrive after its headers (``--body-timeout``)
    body_timeout: float = BODY_TIMEOUT


class BodyTooLarge(RequestError):
    def __init__(self, limit: int) -> None:
        super().__init__(f"the request body is larger than the limit of {limit:,} bytes", 413)


class BodyTooSlow(RequestError):
    def __init__(self, limit: float) -> None:
        super().__init__(f"the request body did not arrive within {limit:g} s of its headers",
                         408)


# --- JSON ----------------------------------------------------------------------------------

_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _nesting(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (brackets inside strings skipped)."""
    depth = deepest = 0
    for match in _STRING_OR_BRACKET.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


@functools.cache
def _unsure_for_orjson(max_number_length: int) -> re.Pattern[str]:
    """What orjson must not be given: a run of number characters longer than the limit (it
    would read it, where the limit refuses it), or of 19 digits (it reads an integer past 64
    bits as a float, where Python's parser keeps it exact)."""
    return re.compile(rf"[-+.0-9eE]{{{max_number_length + 1},}}|[0-9]{{19}}")


def parse_json(data: bytes | str, limits: Limits) -> Any:
    """JSON text to Python, or :class:`RequestError` (400) saying what is wrong with it.

    Text orjson gives the same answer for (see ``_unsure_for_orjson``) goes through it: a
    third of the cost of Python's parser with the limit's hooks, on every WebSocket message
    and request body. Whatever orjson refuses (invalid JSON, ``NaN``, a lone surrogate, an
    overflowing exponent) is read again by Python's parser, which accepts or refuses it as it
    always has, in its own words."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RequestError("the request body is not valid JSON: it is not UTF-8") from None
    else:
        text = data
    # counting brackets is cheap; only text that could nest too deep is scanned
    if text.count("[") + text.count("{") > limits.max_json_depth and (
        _nesting(text) > limits.max_json_depth
    ):
        raise RequestError(
            f"the JSON nests deeper than the limit of {limits.max_json_depth} levels"
        )

    if not _unsure_for_orjson(limits.max_number_length).search(text):
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:
            pass

    def number(kind: type) -> Any:
        def parse(token: str) -> Any:
            if len(token) > limits.max_number_length:
                raise RequestError(
                    f"a number in the JSON is longer than the limit of "
                    f"{limits.max_number_length} characters"
                )
            return kind(token)

        return parse

    def constant(token: str) -> Any:
        raise RequestError(f"{token} is not a JSON number")

    try:
        return json.loads(text, parse_int=number(int), parse_float=number(float),
                          parse_constant=constant)
    except json.JSONDecodeError as error:
        raise RequestError(f"the request body is not valid JSON: {error}") from None
    except RecursionError:  # only if the depth limit is set above Python's stack
        raise RequestError("the JSON nests too deep") from None


async def read_json(request: Any, limits: Limits) -> Any:
    """A request's body as JSON within ``limits`` (:class:`BodyLimit` cuts it while it is
    read); an empty body is ``{}``."""
    body = await request.body()
    if not body.strip():
        return {}
    return parse_json(body, limits)


# --- bodies --------------------------------------------------------------------------------


class BodyLimit:
    """ASGI middleware: no request body is read past ``max_body`` bytes, nor waited for
    longer than ``body_timeout`` seconds.

    A declared length over the cap is answered 413 without calling the application; a body of
    undeclared length (chunked) raises :class:`BodyTooLarge` inside whatever reads it, which the
    application answers 413. A body still incomplete ``body_timeout`` seconds after the
    application first asked for it (once the headers are in) raises :class:`BodyTooSlow`,
    answered 408. Either way the response says ``Connection: close``, so the server stops
    reading the rest, and the request changed nothing (its handler never got the body)."""

    def __init__(self, app: Any, max_body: int, body_timeout: float = BODY_TIMEOUT) -> None:
        self.app = app
        self.max_body = max_body
        self.body_timeout = body_timeout

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.max_body
        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await send_error(send, BodyTooLarge(limit))
            return
        read = 0
        cut = False
        complete = False
        deadline: float | None = None
        loop = asyncio.get_running_loop()

        async def limited_receive() -> dict[str, Any]:
            nonlocal read, cut, complete, deadline
            if complete:  # the body is in: what follows (a disconnect) may take its time
                return await receive()
            if deadline is None:
                deadline = loop.time() + self.body_timeout
            try:
                message = await asyncio.wait_for(receive(), max(0.0, deadline - loop.time()))
            except TimeoutError:
                cut = True
                raise BodyTooSlow(self.body_timeout) from None
            if message["type"] == "http.request":
                read += len(message.get("body", b""))
                if read > limit:
                    cut = True
                    raise BodyTooLarge(limit)
                complete = not message.get("more_body", False)
            return message

        async def closing_send(message: dict[str, Any]) -> None:
            if cut and message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []),
                                                  (b"connection", b"close")]}
            await send(message)

        started = False

        async def tracking_send(message: dict[str, Any]) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await closing_send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except (BodyTooLarge, BodyTooSlow) as error:  # read by something that did not answer
            if started:
                raise
            await send_error(send, error)
        except ClientDisconnect:  # gone before its body came: nobody to answer, nothing wrong
            if started:
                raise


def _content_length(scope: dict[str, Any]) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def send_error(send: Any, error: RequestError) -> None:
    body = json.dumps({"error": str(error)}).encode()
    await send({
        "type": "http.response.start",
        "status": error.status,
        "headers": [(b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close")],
    })
    await send({"type": "http.response.body", "body": body})


# --- slow headers ----------------------------------------------------------------------------


def header_timeout_protocol(seconds: float) -> type[H11Protocol]:
    """uvicorn's h11 protocol, closing a connection whose request headers take longer than
    ``seconds`` from its first byte (or from the connection, if it sends nothing at all).

    uvicorn's keep-alive timeout covers an idle connection between requests but not one that
    trickles a request's headers a byte at a time; this timer does."""

    class HeaderTimeoutProtocol(H11Protocol):
        _header_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._arm()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if self.conn.their_state is h11.IDLE:
                self._arm()  # a request begun: its headers are still coming
            else:
                self._disarm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def _arm(self) -> None:
            if self._header_timer is None:
                self._header_timer = self.loop.call_later(seconds, self._headers_too_slow)

        def _disarm(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def _headers_too_slow(self) -> None:
            self._header_timer = None
            if self.conn.their_state is not h11.IDLE or self.transport.is_closing():
                return
            if self.cycle is not None and not self.cycle.response_complete:
                return  # a response is still being written: not an idle slow client
            body = b"the request headers took too long to arrive\n"
            self.transport.write(
                b"HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain\r\n"
                b"connection: close\r\ncontent-length: " + str(len(body)).encode()
                + b"\r\n\r\n" + body
            )
            self.transport.close()

    return HeaderTimeoutProtocol


async def texts(websocket: WebSocket) -> AsyncIterator[str]:
    """A socket's text messages until it goes; a binary frame closes it
    (:data:`CLOSE_UNSUPPORTED_DATA`) and ends them."""
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        text = message.get("text")
        if text is None:
            await websocket.close(CLOSE_UNSUPPORTED_DATA, BINARY_REFUSED)
            return
        yield text


#: put on a live channel's queue (:func:`forward`) when the page's session ended
SESSION_ENDED = "\x00signed out"


async def forward(websocket: WebSocket, messages: asyncio.Queue[str]) -> None:
    """Send a page's live channel (``/ws/me``, ``/ws/tournaments/{id}``) what comes on its
    queue, until it goes; :data:`SESSION_ENDED` closes it (4401)."""
    with contextlib.suppress(WebSocketDisconnect, RuntimeError, asyncio.CancelledError):
        while True:
            text = await messages.get()
            if text == SESSION_ENDED:
                await websocket.close(CLOSE_SIGNED_OUT, SIGNED_OUT)
                return
            await websocket.send_text(text)


def ping_reply(text: str, limits: Limits, charge: Callable[[], None]) -> dict[str, Any]:
    """The answer on a socket a page only keeps open (``/ws/me``, ``/ws/tournaments``): a
    ping is answered ``pong``; anything else, too big, or over the rate ``charge`` counts
    against, an error saying why (with ``retry_after`` when it was the rate)."""
    try:
        charge()
        if len(text.encode()) > limits.max_ws_message:
            raise RequestError(f"a message has at most {limits.max_ws_message:,} bytes")
        body = parse_json(text, limits)
        if not isinstance(body, dict) or body.get("type") != "ping":
            raise RequestError('this socket takes only {"type": "ping"}')
        return {"type": "pong"}
    except RequestError as error:
        reply: dict[str, Any] = {"type": "error", "message": str(error)}
        retry_after = getattr(error, "retry_after", None)
        if retry_after is not None:
            reply["retry_after"] = retry_after
        return reply
