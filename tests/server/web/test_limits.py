"""What a request may carry (gametable.server.web.limits): bodies, JSON, WebSocket frames, headers.

Rows 1 and 9–16 of the attack table of issue 16: a chunked 500 MB body, a 5,000-digit integer,
30,000-deep JSON, a binary WebSocket frame, slowloris connections.
"""

from __future__ import annotations

import contextlib
import json
import socket
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from gametable.server.errors import RequestError
from gametable.server.web.app import create_app
from gametable.server.web.limits import Limits, parse_json

from ..helpers.procs import read_until_closed, serve_module


def two_humans(client: TestClient) -> dict:
    response = client.post("/api/tables", json={
        "game": "fake", "seats": [{"kind": "human"}, {"kind": "human"}]})
    assert response.status_code == 201, response.text
    return response.json()


# --- JSON: depth, number length, non-numbers -------------------------------------------------

HOSTILE_BODIES = [
    ("1" * 5000, "longer than the limit of 40"),
    ('{"game": "fake", "seed": ' + "9" * 5000 + ', "practice": true}', "longer than the limit"),
    ("[" * 30000 + "]" * 30000, "deeper than the limit of 32"),
    ('{"a":' * 10000 + "1" + "}" * 10000, "deeper than the limit"),
    ('{"game": "fake", "options": {"x": NaN}}', "NaN is not a JSON number"),
    ('{"game": "fake", "options": {"x": -Infinity}}', "Infinity is not a JSON number"),
    ("1." + "0" * 5000, "longer than the limit"),
]


@pytest.mark.parametrize(("body", "words"), HOSTILE_BODIES)
def test_hostile_json_is_a_clear_400_not_a_500(client, body, words):
    response = client.post("/api/tables", content=body.encode(),
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 400, response.text
    assert words in response.json()["error"]
    assert client.get("/api/tables").json()["tables"] == []


def test_json_within_the_limits_parses_and_brackets_in_strings_do_not_count():
    limits = Limits(max_json_depth=3, max_number_length=5)
    assert parse_json('{"a": [[1]], "b": "[[[[[[[[{{{{"}', limits) == {
        "a": [[1]], "b": "[[[[[[[[{{{{"}
    assert parse_json('{"s": "\\"[[[[[["}', limits) == {"s": '"[[[[[['}
    assert parse_json("-1234", limits) == -1234 and parse_json("1.5e3", limits) == 1500.0
    with pytest.raises(RequestError, match="deeper"):
        parse_json('{"a": [[[1]]]}', limits)
    with pytest.raises(RequestError, match="longer"):
        parse_json("123456", limits)
    with pytest.raises(RequestError, match="not UTF-8"):
        parse_json(b'"\xff"', limits)


@pytest.mark.parametrize("text", [
    '{"type": "join", "game": "baloot", "choice": "saudi", "party": false}',
    '[1, -0, -0.0, 0.1, 1e-7, 2.5E+3, 1e400, -1e400, 9223372036854775807]',
    '18446744073709551615', '123456789012345678901234567890', '-12345678901234567890',
    '"\\ud800 lone"', '"\\ud83c\\udfb2 \\u00e9\\n"', '{"a": 1, "a": 2}', '[[], {}, null, true]',
    '  "x"  '])
def test_json_reads_as_pythons_parser_reads_it(text):
    """The fast path (orjson) answers exactly as Python's parser does, numbers included."""
    got = parse_json(text, Limits())
    assert got == json.loads(text) and repr(got) == repr(json.loads(text))


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", "-Infinity", "[1,", "", "\ufeff{}",
                                  '"tab\there"', "1" * 41, "0." + "1" * 39])
def test_json_refused_as_before(text):
    with pytest.raises(RequestError):
        parse_json(text, Limits())


# --- WebSocket messages -------------------------------------------------------------------------


def test_websocket_takes_text_frames_only_and_answers_bad_json(client):
    table = two_humans(client)
    tid, token = table["id"], table["seats"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        assert ws.receive_json()["type"] == "state"
        ws.send_text("{not json")
        assert "not valid JSON" in ws.receive_json()["message"]
        ws.send_text("[" * 30000 + "]" * 30000)
        assert "deeper than the limit" in ws.receive_json()["message"]
        ws.send_text('{"type": "move", "move": ' + "7" * 5000 + "}")
        assert "longer than the limit" in ws.receive_json()["message"]
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}  # the socket is still there
        ws.send_bytes(b'{"type": "ping"}')
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 1003 and "text frames" in closed.value.reason


def test_websocket_message_over_the_cap_closes_with_1009(fake_game, db_url):
    app = create_app(db_url, bot_delay=0.0, limits=Limits(max_ws_message=1000))
    with TestClient(app) as client:
        table = two_humans(client)
        tid, token = table["id"], table["seats"][0]["token"]
        with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
            ws.receive_json()
            ws.send_text(json.dumps({"type": "ping", "pad": "x" * 2000}))
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == 1009 and "1,000 bytes" in closed.value.reason


def test_a_body_over_the_cap_is_413(fake_game, db_url):
    with TestClient(create_app(db_url, limits=Limits(max_body=1000))) as client:
        response = client.post("/api/tables", content=b'{"game": "fake", "x": "' + b"y" * 2000
                               + b'"}', headers={"Content-Type": "application/json"})
        assert response.status_code == 413
        assert "larger than the limit of 1,000 bytes" in response.json()["error"]
        # a chunked body (no declared length) is cut as it is read
        chunks = (b"x" * 300 for _ in range(10))
        response = client.post("/api/tables", content=chunks,
                               headers={"Content-Type": "application/json"})
        assert response.status_code == 413 and "1,000 bytes" in response.json()["error"]
        assert client.get("/api/tables").json()["tables"] == []


# --- a real server: bodies cut while read, slow headers ---------------------------------------


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serve_module(tmp_path_factory, "limits", ["--header-timeout", "1"])


def _resident_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def test_chunked_body_is_cut_while_being_read_on_a_real_server(server):
    """Row 1: a chunked 500 MB POST gets 413 after the cap, the connection closes, and the
    server never reads (so never buffers) the rest: its memory does not grow."""
    before = _resident_bytes(server.process.pid)
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                     b"application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
        chunk = b"%x\r\n" % 65536 + b"x" * 65536 + b"\r\n"
        sent = 0
        try:
            for _ in range(8000):  # 500 MB, if the server read it all
                sock.sendall(chunk)
                sent += 65536
        except OSError:  # the server closed the connection: it stopped reading
            pass
        answer = read_until_closed(sock)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b"connection: close" in answer.lower()
    # what was sent before the reset sat in socket buffers, not in the server
    assert sent < 64 * 1024 * 1024
    assert _resident_bytes(server.process.pid) - before < 16 * 1024 * 1024


def test_declared_oversized_body_is_refused_before_it_is_sent(server):
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                     b"application/json\r\nContent-Length: 500000000\r\n\r\n")
        answer = read_until_closed(sock)
    assert answer.startswith(b"HTTP/1.1 413") and b"65,536 bytes" in answer


def test_slowloris_connections_are_closed_after_the_header_timeout(server):
    """Row 9–16 (slowloris): connections that never finish their headers are closed, those
    that send nothing too, while an honest request is answered meanwhile."""
    started = time.monotonic()
    slow = []
    for _ in range(30):
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        slow.append(sock)
    silent = [socket.create_connection(("127.0.0.1", server.port), timeout=10) for _ in range(5)]
    for _ in range(3):  # trickle a header line now and then, as slowloris does
        time.sleep(0.25)
        for sock in slow:
            with contextlib.suppress(OSError):
                sock.sendall(b"X-a: b\r\n")
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as honest:
        honest.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        assert read_until_closed(honest).startswith(b"HTTP/1.1 200")
    for sock in slow + silent:
        answer = read_until_closed(sock)  # returns when the server closes (timeout 10 s otherwise)
        assert answer.startswith(b"HTTP/1.1 408"), answer[:100]
        sock.close()
    assert time.monotonic() - started < 8
