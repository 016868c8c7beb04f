"""Bad input on every endpoint is a 4xx, never a 500 (issue 29, row 11), and every response
carries the security headers, probes and errors included (row 12).

The walk reads the routes from the application itself (``app.routes``), so a route added later
is walked too; each gets malformed input of every kind: huge, negative and non-numeric query
numbers, bodies that are not JSON or not objects, fields of the wrong type, unknown ids.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import unquote, urlencode

import pytest
from fastapi.routing import APIRoute, APIWebSocketRoute
from fastapi.testclient import TestClient
from starlette.routing import Mount
from starlette.websockets import WebSocketDisconnect

from gametable.server.people.access import SECURITY_HEADERS, AccessPolicy
from gametable.server.web.app import create_app

from ..helpers.guests import sign_in_as_guest

HUGE = str(2**63)
#: query values that are not what any parameter takes
BAD_NUMBERS = [HUGE, str(2**70), "-1", "-9223372036854775809", "abc", "1e309", "NaN", "1.5",
               "", "0x10", "٣", "9" * 400]
#: request bodies: not JSON, JSON that is not an object, objects of the wrong shape
BAD_BODIES: list[tuple[str, bytes]] = [
    ("not json", b"{not json"),
    ("empty", b""),
    ("a list", b"[1, 2]"),
    ("a string", b'"move"'),
    ("a number", b"12345678901234567890"),
    ("null", b"null"),
    ("true", b"true"),
]
#: every field any route reads, given values of the wrong type or range
WRONG_FIELDS: dict[str, list[Any]] = {
    "move": [1, None, [], {"a": 1}, "x" * 300],
    "turn": ["a", 2**70, -1, [], 1.5],
    "token": [1, [], {}],
    "level": [5, [], "godlike"],
    "index": [2**70, -1, "3", [], None, 1.5],
    "seat": [2**70, -1, "0", [], 1.5],
    "phrase": [{}, 1, "nope"],
    "text": [[], 5, {"a": 1}],
    "accept": ["yes", 1, None],
    "seats": ["x", 5, [1, 2], [{"kind": 5}], [{"kind": "bot", "bot": []}]],
    "game": [1, [], "nope", None],
    "options": [[], "x", {"hands": "x"}, {"hands": 2**70}, {"nope": 1}],
    "seed": [2**80, -1, "1", 1.5],
    "practice": ["x", 1],
    "rated": ["x", 1],
    "hints": ["x", 1],
    "chat": [1, "nope"],
    "clock": [5, [], {"x": 1}, "nope", {"move": 2**70}],
    "bot_delay": ["x", -1, 2**70, []],
    "name": [5, [], "x" * 500],
    "language": [[], 5, "zz"],
    "username": [1, [], "x" * 500],
    "password": [1, [], None],
    "choice": [[], 5, {"a": 1}],
    "party": ["x", 1],
    "code": [1, [], "nope"],
    "seats_muted": [[2**70]],
}


def routes(items: list[Any]) -> Iterator[Any]:
    """Every route of the application, those of included routers too."""
    for route in items:
        inner = getattr(route, "original_router", None) or getattr(route, "router", None)
        if inner is not None and not isinstance(route, Mount | APIRoute | APIWebSocketRoute):
            yield from routes(inner.routes)
        else:
            yield route


def no_limits() -> AccessPolicy:
    """Every rate off, every cap off: the walk reaches each route's own checks, not a 429."""
    off = {f.name: None for f in dataclasses.fields(AccessPolicy) if f.name.endswith("_rate")}
    return AccessPolicy(**off, max_tables_per_client=0, max_sockets_per_client=0)


@pytest.fixture
def server(fake_game, db_url) -> Iterator[TestClient]:
    app = create_app(db_url, bot_delay=0.0, access=no_limits())
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


def tables_to_walk(client: TestClient) -> dict[str, str]:
    """A table being played, a finished one, and ids that name none."""
    playing = client.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    over = client.post("/api/tables", json={"game": "balloon-cup", "bot_delay": 0, "seats": [
        {"kind": "bot", "bot": "random"}] * 2}).json()
    deadline = time.monotonic() + 60
    while client.get(f"/api/tables/{over['id']}").json()["status"] != "over":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)
    return {"playing": playing["id"], "over": over["id"], "unknown": "nope",
            "long": "x" * 5000, "odd": "%00%ff", "token": playing["seats"][0]["token"]}


def paths(path: str, ids: dict[str, str]) -> list[str]:
    """The route's path with every parameter given each kind of value."""
    names = re.findall(r"{(\w+)(?::\w+)?}", path)
    if not names:
        return [path]
    values = {
        "table_id": [ids["playing"], ids["over"], ids["unknown"], ids["long"], ids["odd"]],
        "token": ["nope", ids["token"], "x" * 3000],
        "game": ["balloon-cup", "nope", "x" * 3000],
        "player_id": ["nope", "x" * 40, "%00"],
        "code": ["nope", "x" * 3000],
    }
    out = []
    for i in range(max(len(values.get(n, ["nope"])) for n in names)):
        filled = path
        for name in names:
            choices = values.get(name, ["nope", "x" * 3000, HUGE, "-1"])
            filled = re.sub(r"{" + name + r"(?::\w+)?}", choices[i % len(choices)], filled)
        out.append(filled)
    return out


def query_params(route: Any) -> set[str]:
    """The route's declared query parameters, and the numbers every list takes."""
    names = {"limit", "offset", "seat", "game", "open_seats", "profile", "token", "spectate"}
    dependant = getattr(route, "dependant", None)
    if dependant is not None:
        names |= {p.name for p in dependant.query_params}
    return names


def test_every_route_answers_malformed_input_without_a_5xx(server):
    sign_in_as_guest(server)
    ids = tables_to_walk(server)
    asked: list[tuple[str, str, dict[str, Any]]] = []

    def check(method: str, url: str, **kwargs: Any) -> None:
        asked.append((method, url, kwargs))

    all_routes = list(routes(server.app.routes))
    http = [r for r in all_routes if isinstance(r, APIRoute)]
    assert len(http) >= 25 and any(r.path == "/api/leaderboard/{game}" for r in http)
    for route in http:
        for method in sorted(route.methods - {"HEAD"}):
            for url in paths(route.path, ids):
                for name in query_params(route):
                    for value in BAD_NUMBERS:
                        check(method, url, params={name: value})
                if method == "GET":
                    continue
                for _label, body in BAD_BODIES:
                    check(method, url, content=body,
                          headers={"content-type": "application/json"})
                for name, values in WRONG_FIELDS.items():
                    for value in values:
                        check(method, url, json={name: value, "game": "fake"}
                              if name != "game" else {name: value})
    assert len(asked) > 2000
    failures = server.portal.call(walk, server, asked)
    assert not failures, "\n".join(failures[:30])


async def walk(server: TestClient, asked: list[tuple[str, str, dict[str, Any]]]) -> list[str]:
    """Every request of the walk, on the application's own event loop with the test client's
    cookies and headers, handed to the application as ASGI calls (:func:`asgi_call`): the
    requests ``server.request`` makes, without its hop between threads for each (24,000
    requests took 46 s that way) nor an HTTP client's parsing and cookie handling of each
    (half the walk's CPU went to httpx parsing its own 5,000-character URLs)."""
    failures: list[str] = []
    cookies = "; ".join(f"{name}={value}" for name, value in server.cookies.items())
    headers = [(k.lower().encode(), v.encode()) for k, v in server.headers.items()
               if k.lower() != "cookie"] + [(b"cookie", cookies.encode())]
    for method, url, kwargs in asked:
        body, extra = b"", []
        if "json" in kwargs:
            body = json.dumps(kwargs["json"], separators=(",", ":")).encode()
            extra = [(b"content-type", b"application/json")]
        elif "content" in kwargs:
            body = kwargs["content"]
            extra = [(k.encode(), v.encode()) for k, v in kwargs["headers"].items()]
        query = urlencode(kwargs.get("params", {}))
        status, answer, text = await asgi_call(server.app, method, url, query, body,
                                               headers + extra)
        if status >= 500 and status != 503:
            sent = kwargs.get("content", kwargs.get("params", kwargs.get("json")))
            failures.append(f"{method} {url} {sent!r} -> {status} {text[:200]!r}")
        if status >= 400:
            assert answer["content-security-policy"], url
    return failures


async def asgi_call(app: Any, method: str, path: str, query: str, body: bytes,
                    headers: list[tuple[bytes, bytes]]) -> tuple[int, dict[str, str], bytes]:
    """One HTTP request handed to the ASGI application as a server would hand it (the scope
    httpx's ASGI transport builds): its status, headers and body. An exception the application
    lets out is a 500, as a server would answer it."""
    headers = [*headers, (b"host", b"testserver"), (b"content-length", str(len(body)).encode())]
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": method, "headers": headers, "scheme": "http", "path": unquote(path),
             "raw_path": path.encode(), "query_string": query.encode(),
             "server": ("testserver", 80), "client": ("127.0.0.1", 123), "root_path": ""}
    answer: dict[str, Any] = {"status": 500, "headers": {}, "body": b""}
    done = asyncio.Event()
    asked = False

    async def receive() -> dict[str, Any]:
        nonlocal asked
        if asked:  # the body was read: the client is gone once the answer is whole
            await done.wait()
            return {"type": "http.disconnect"}
        asked = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            answer["status"] = message["status"]
            answer["headers"] = {k.decode().lower(): v.decode() for k, v in message["headers"]}
        elif message["type"] == "http.response.body":
            answer["body"] += message.get("body", b"")
            if not message.get("more_body", False):
                done.set()

    try:
        await app(scope, receive, send)
    except Exception:  # noqa: BLE001 - what a server answers for an escaped exception
        answer["status"] = 500
    done.set()
    return answer["status"], answer["headers"], answer["body"]


def test_the_leaderboard_takes_only_sensible_numbers(server):
    """Row 11: ``offset=2**63`` overflowed the database's integer (500)."""
    for params in ({"offset": HUGE}, {"offset": "-1"}, {"limit": "abc"}, {"limit": "0"},
                   {"limit": "201"}, {"offset": "1e3"}):
        answer = server.get("/api/leaderboard/balloon-cup", params=params)
        assert answer.status_code == 400, (params, answer.text)
        name = next(iter(params))
        assert f"{name} is a whole number" in answer.json()["error"]
    assert server.get("/api/leaderboard/balloon-cup",
                      params={"offset": "5", "limit": "3"}).status_code == 200


def test_a_bad_query_parameter_is_400_saying_which_not_422(server):
    table = server.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    answer = server.get(f"/api/tables/{table['id']}/replay", params={"seat": "abc"})
    assert answer.status_code == 400 and "seat" in answer.json()["error"]


@pytest.mark.parametrize("path", ["/ws/queue", "/ws/tables/{table}"])
def test_a_binary_frame_closes_every_socket_with_1003(server, path):
    """Row 11: a binary frame on ``/ws/queue`` closed it abnormally (a KeyError traceback);
    both sockets close it with 1003 and the reason, as the table's always did."""
    sign_in_as_guest(server)
    table = server.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    with server.websocket_connect(path.format(table=table["id"])) as ws:
        ws.receive_json()  # the queue's status, or the table's state
        ws.send_bytes(b'{"type": "ping"}')
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == 1003
    assert "text frames" in closed.value.reason


# --- row 12: the security headers on every response --------------------------------------------


def assert_headers(response: Any) -> None:
    for name, value in SECURITY_HEADERS:
        assert response.headers.get(name.decode()) == value.decode(), (
            response.request.url, response.status_code, name)


def test_every_kind_of_response_carries_the_security_headers(server):
    """Probes (answered before any other middleware), errors (400, 404, 405, 413, 415, 500),
    a redirect, static files and the page."""
    @server.app.get("/test-only/boom")
    async def boom() -> None:
        raise ZeroDivisionError("a bug")

    table = server.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    token = table["seats"][0]["token"]
    answers = {
        "healthz": server.get("/healthz"),
        "readyz": server.get("/readyz"),
        "healthz HEAD": server.head("/healthz"),
        "metrics": server.get("/metrics"),
        "400": server.get("/api/tables", params={"limit": "x"}),
        "404": server.get("/api/tables/nope"),
        "404 route": server.get("/no/such/page"),
        "405": server.delete("/api/tables"),
        "413": server.post("/api/tables", content=b"x" * 200_000,
                           headers={"content-type": "application/json"}),
        "415": server.post("/api/tables", content=b"{}", headers={"content-type": "text/plain"}),
        "500": server.get("/test-only/boom"),
        "303": server.get(f"/join/{table['id']}/{token}", follow_redirects=False),
        "page": server.get("/"),
        "static 404": server.get("/static/no-such-file.js"),
    }
    assert answers["healthz"].status_code == 200 and answers["readyz"].status_code == 200
    assert answers["500"].status_code == 500
    assert answers["500"].json() == {"error": "the server failed to answer; try again later"}
    assert answers["303"].status_code == 303
    for kind, response in answers.items():
        assert response.status_code != 200 or kind in ("healthz", "readyz", "healthz HEAD",
                                                       "metrics", "page"), kind
        assert_headers(response)


def test_a_static_file_carries_the_security_headers(server):
    from gametable.server.web.pages import STATIC

    files = sorted(p for p in STATIC.rglob("*.js")) if STATIC.exists() else []
    if not files:
        pytest.skip("the front end is not built")
    response = server.get("/static/" + files[0].relative_to(STATIC).as_posix())
    assert response.status_code == 200
    assert_headers(response)


def test_probes_carry_hsts_behind_https(fake_game, db_url):
    app = create_app(db_url, access=AccessPolicy(public_url="https://games.example.org"))
    with TestClient(app) as client:
        for path in ("/healthz", "/readyz", "/api/games"):
            answer = client.get(path)
            assert answer.headers["strict-transport-security"] == "max-age=31536000", path
