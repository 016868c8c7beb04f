"""Per-client limits (gametable.server.people.access, gametable.server.web.limits) that hold across
time: the unfinished tables a client created (counted again after a restart), the WebSockets it
holds open, the messages it sends over them, and a request body trickled after its headers.
"""

from __future__ import annotations

import socket
import time

import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.requests import Request
from starlette.websockets import WebSocketDisconnect

from gametable.server.people.access import CLOSE_TOO_MANY_SOCKETS, AccessPolicy, Rate
from gametable.server.web.app import create_app
from gametable.server.web.limits import BodyLimit

from ..helpers.loops import run_scenario
from ..helpers.procs import read_until_closed, serve_module
from ..helpers.tables import finish, tokens_of, try_create


def make_client(db_url: str, peer: str = "203.0.113.7", **policy) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0.0, access=AccessPolicy(**policy)),
                      client=(peer, 50000))


# --- open tables per client, across a restart ---------------------------------------------------


def test_a_clients_open_tables_are_counted_again_after_a_restart(fake_game, db_url):
    with make_client(db_url, max_tables_per_client=2) as client:
        first = try_create(client).json()
        assert try_create(client).status_code == 201
        assert try_create(client).status_code == 429
    with make_client(db_url, max_tables_per_client=2) as client:  # a restart forgets nothing
        refused = try_create(client)
        assert refused.status_code == 429
        assert "2 unfinished tables" in refused.json()["error"]
        finish(client, first["id"], tokens_of(first))
        assert try_create(client).status_code == 201  # a finished table no longer counts
        assert try_create(client).status_code == 429
    with make_client(db_url, peer="198.51.100.4", max_tables_per_client=2) as other:
        assert try_create(other).status_code == 201  # another address has its own count


def test_the_store_keeps_a_key_of_the_creator_not_its_address(fake_game, db_url):
    with make_client(db_url) as client:
        table_id = try_create(client).json()["id"]
        settings = client.app.state.manager.tables[table_id].settings
        info = client.get(f"/api/tables/{table_id}").json()
    assert settings["creator"].startswith("a:") and "203.0.113.7" not in settings["creator"]
    assert "creator" not in str(info)  # never shown


# --- WebSockets per client -----------------------------------------------------------------


def test_websockets_per_client_are_capped_with_a_clear_close(fake_game, db_url):
    with make_client(db_url, max_sockets_per_client=2) as client:
        tid = try_create(client).json()["id"]
        url = f"/ws/tables/{tid}?spectate=1"
        with client.websocket_connect(url) as one, client.websocket_connect(url) as two:
            one.receive_json()
            two.receive_json()
            with client.websocket_connect(url) as three, pytest.raises(
                    WebSocketDisconnect) as closed:
                three.receive_json()
            assert closed.value.code == CLOSE_TOO_MANY_SOCKETS == 4429
            assert closed.value.reason == ("too many connections: at most 2 open at once from "
                                           "one address; close another table's tab first")
            one.send_json({"type": "ping"})
            assert one.receive_json() == {"type": "pong"}  # the others are untouched
        with client.websocket_connect(url) as again:  # closed ones no longer count
            assert again.receive_json()["type"] == "state"


# --- messages over WebSockets ------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["ping", "state", "nonsense"])
def test_websocket_messages_of_every_kind_are_rate_limited(fake_game, db_url, kind):
    with make_client(db_url, ws_message_rate=Rate(3, 60)) as client:
        table = try_create(client).json()
        token = table["seats"][0]["token"]
        with client.websocket_connect(f"/ws/tables/{table['id']}?token={token}") as ws:
            ws.receive_json()
            for _ in range(3):
                ws.send_json({"type": kind})
                assert ws.receive_json()["type"] in ("pong", "state", "error")
            ws.send_json({"type": kind})
            refused = ws.receive_json()
            assert refused["type"] == "error" and refused["retry_after"] == 20
            assert refused["message"] == ("too many WebSocket messages: at most 3 every 60 s "
                                          "from one address; try again in 20 s")
            ws.send_text("{not json")  # counted before it is even read
            assert ws.receive_json()["message"].startswith("too many WebSocket messages")


# --- a body trickled after its headers (a real server) -----------------------------------------


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serve_module(tmp_path_factory, "client-limits",
                            ["--body-timeout", "1", "--header-timeout", "5"])


@pytest.mark.parametrize("pace", [None, 0.2], ids=["stalled", "trickled"])
def test_a_body_slower_than_the_timeout_is_408_and_changes_nothing(server, pace):
    body = b'{"game": "balloon-cup", "seats": [{"kind": "human"}, {"kind": "human"}]}'
    tables_before = httpx.get(f"{server.base}/api/tables").json()["total"]
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
        sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     b"Content-Type: application/json\r\n"
                     b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body[:5])
        began = time.monotonic()
        if pace is not None:  # a byte now and then: each in time, the whole body not
            try:
                for byte in body[5:-1]:
                    time.sleep(pace)
                    sock.sendall(bytes([byte]))
            except OSError:  # closed on us: the answer is waiting
                pass
        answer = read_until_closed(sock)  # returns once the server closes the connection
        took = time.monotonic() - began
    head, _, text = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408"), answer[:200]
    assert b"connection: close" in head.lower()
    assert b"did not arrive within 1 s of its headers" in text
    assert 0.9 < took < 10
    assert httpx.get(f"{server.base}/api/tables").json()["total"] == tables_before  # none made


def test_a_body_in_time_is_served_on_the_same_server(server):
    response = httpx.post(f"{server.base}/api/tables", json={
        "game": "balloon-cup", "seats": [{"kind": "human"}, {"kind": "human"}]})
    assert response.status_code == 201, response.text


def test_a_client_gone_before_its_body_came_is_no_error():
    """A flooder cut off mid-request: nothing is answered, nothing raised (uvicorn would log
    it as an exception in the application)."""

    async def app(scope, receive, send):
        await Request(scope, receive).body()  # starlette raises ClientDisconnect here
        raise AssertionError("the body never came")

    async def receive():
        return {"type": "http.disconnect"}

    sent = []

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "POST", "path": "/api/tables", "headers": []}
    run_scenario(lambda: BodyLimit(app, max_body=1000)(scope, receive, send))
    assert sent == []


def test_a_players_open_tables_are_counted_from_any_address_and_after_a_restart(fake_game,
                                                                                 db_url):
    """A signed-in player's tables count against the cap wherever they come from (a phone
    and a laptop, a new address after a reconnect), kept with each table across a restart."""
    with make_client(db_url, max_tables_per_client=2) as client:
        player = client.post("/api/me/guest", json={}).json()["player"]["id"]  # a guest
        session = dict(client.cookies)
        first = try_create(client).json()
        assert try_create(client).status_code == 201
        stored = client.app.state.manager.tables[first["id"]].settings
        assert stored["creator_player"] == player
    with make_client(db_url, peer="198.51.100.4", max_tables_per_client=2) as laptop:
        laptop.cookies.update(session)  # the same person, another address, a restarted server
        refused = try_create(laptop)
        assert refused.status_code == 429
        assert "one player may have" in refused.json()["error"]
        laptop.cookies.clear()
        assert try_create(laptop).status_code == 201  # signed out, this address has its own count
        laptop.cookies.update(session)
        finish(laptop, first["id"], tokens_of(first))
        assert try_create(laptop).status_code == 201  # a finished table no longer counts
        assert try_create(laptop).status_code == 429
