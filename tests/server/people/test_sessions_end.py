"""Sessions that end everywhere (issue rows 1 and 2): two real ``gametable serve --cluster``
processes on one PostgreSQL. Log out everywhere on one, and within a second the old cookie
signs nobody in on the other, the table and queue sockets opened under it (on either
process) are closed with 4401, a move sent meanwhile is not played, and the seat is not
answered by its token alone any more."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import psycopg
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from gametable.server.people.players import SESSION_COOKIE, Players
from gametable.server.people.sessionbus import CLOSE_SIGNED_OUT
from gametable.server.storage.store import Store, sessions_t

from ..helpers.loops import run_alone
from ..helpers.procs import ServerProcess

PASSWORD = "correct horse battery"
#: the issue's bound
WITHIN = 1.0


@pytest.fixture(scope="module")
def cluster(pg_cluster) -> Iterator[tuple[str, ServerProcess, ServerProcess]]:
    url = pg_cluster.new_database()
    nodes = [ServerProcess(url, bot_delay=0.05, options=["--cluster", "--node", name,
                                                         "--deal-wait", "0"])
             for name in "ab"]
    try:
        with ThreadPoolExecutor(2) as pool:
            for started in [pool.submit(node.start) for node in nodes]:
                started.result()
        yield url, nodes[0], nodes[1]
    finally:
        for node in nodes:
            node.stop()


def signed_in(process: ServerProcess, username: str) -> str:
    """A new account made on ``process``; its session secret."""
    with httpx.Client(base_url=process.base, timeout=30) as http:
        assert http.post("/api/me/guest", json={}).status_code == 201
        made = http.post("/api/register", json={"username": username, "password": PASSWORD})
        assert made.status_code == 200, made.text
        return http.cookies[SESSION_COOKIE]


def cookie(secret: str, **more: str) -> dict[str, str]:
    return {"Cookie": "; ".join(f"{k}={v}" for k, v in {SESSION_COOKIE: secret, **more}.items())}


def watch(ws: ClientConnection) -> tuple[threading.Thread, list[Any]]:
    """Read ``ws`` until it closes; the list gets the close code and the time it came."""
    closed: list[Any] = []

    def read() -> None:
        try:
            while True:
                ws.recv(timeout=30)
        except ConnectionClosed as error:
            closed.extend([error.rcvd.code if error.rcvd else None, time.monotonic()])
        except TimeoutError:
            closed.extend([None, time.monotonic()])

    reader = threading.Thread(target=read)
    reader.start()
    return reader, closed


def test_log_out_everywhere_ends_the_session_and_its_sockets_on_every_process(cluster):
    with contextlib.ExitStack() as sockets:
        log_out_everywhere(cluster, sockets)


def log_out_everywhere(cluster, sockets: contextlib.ExitStack) -> None:
    url, a, b = cluster
    secret = signed_in(a, "ann.cluster")
    # a table on process b; Ann takes the seat that acts first, through its invite link
    with httpx.Client(base_url=b.base, timeout=30) as http:
        table = http.post("/api/tables", json={"game": "balloon-cup", "seats": [
            {"kind": "human"}, {"kind": "human"}], "bot_delay": 10}).json()
        tid, tokens = table["id"], [s["token"] for s in table["seats"]]
        first = http.get(f"/api/tables/{tid}/state", params={"token": tokens[0]}).json()
        mine = first["to_act"][0]
        other = tokens[1 - mine]
        joined = http.get(f"/join/{tid}/{tokens[mine]}", headers=cookie(secret),
                          follow_redirects=False)
        assert joined.status_code == 303, joined.text
        legal = http.get(f"/api/tables/{tid}/state", headers=cookie(secret)).json()["legal"]
        assert legal
    seat_cookie = {f"gt_{tid}": tokens[mine]}

    table_ws = sockets.enter_context(connect(
        f"ws://127.0.0.1:{b.port}/ws/tables/{tid}",
        additional_headers=cookie(secret, **seat_cookie), open_timeout=10))
    assert json.loads(table_ws.recv(timeout=10))["seat"] == mine
    queues = {}
    for name, process in (("a", a), ("b", b)):
        queues[name] = sockets.enter_context(connect(
            f"ws://127.0.0.1:{process.port}/ws/queue", additional_headers=cookie(secret),
            open_timeout=10))
        assert json.loads(queues[name].recv(timeout=10))["type"] == "queue"
    queues["b"].send(json.dumps({"type": "join", "game": "climbing", "choice": 3}))
    deadline = time.monotonic() + 10
    while json.loads(queues["b"].recv(timeout=10)).get("state") != "queued":
        assert time.monotonic() < deadline
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM gt_queue").fetchone()[0] == 1

    watchers = {"table": watch(table_ws), **{f"queue {n}": watch(q) for n, q in queues.items()}}
    out = httpx.post(f"{a.base}/api/logout/everywhere", json={}, headers=cookie(secret))
    ended_at = time.monotonic()
    assert out.status_code == 200 and out.json()["ended"] == 1
    # a move sent at once on the table socket (on b), before its close could come
    with contextlib.suppress(ConnectionClosed):
        table_ws.send(json.dumps({"type": "move", "move": legal[0]}))

    # the old cookie is refused by b within a second
    while True:
        seen = httpx.get(f"{b.base}/api/me", headers=cookie(secret)).json()
        if seen["player"] is None:
            break
        assert time.monotonic() - ended_at < WITHIN, "b still signs the ended session in"
        time.sleep(0.02)
    assert time.monotonic() - ended_at < WITHIN
    # every socket of the session closed, 4401, within a second, on both processes
    for name, (reader, closed) in watchers.items():
        reader.join(10)
        assert closed and closed[0] == CLOSE_SIGNED_OUT, (name, closed)
        assert closed[1] - ended_at < WITHIN, (name, closed[1] - ended_at)

    # the move was not played: the seat still has to act, with the same choices
    after = httpx.get(f"{b.base}/api/tables/{tid}/state", params={"token": other}).json()
    assert after["to_act"] == [mine]
    assert httpx.get(f"{b.base}/api/tables/{tid}").json()["moves"] == 0
    # the signed-out person left the queue
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM gt_queue").fetchone()[0] == 0
    # the seat's token alone (the table cookie the browser keeps) no longer plays it
    for process in (a, b):
        refused = httpx.post(f"{process.base}/api/tables/{tid}/move", json={"move": legal[0]},
                             headers={"X-Seat-Token": tokens[mine]})
        assert refused.status_code == 403 and "sign in as them" in refused.json()["error"]
    with connect(f"ws://127.0.0.1:{b.port}/ws/tables/{tid}?token={tokens[mine]}",
                 open_timeout=10) as again:
        with pytest.raises(ConnectionClosed) as closed:
            again.recv(timeout=10)
        assert closed.value.rcvd.code == CLOSE_SIGNED_OUT
    # signed in again (a new session), the person plays their seat from any process
    with httpx.Client(base_url=a.base, timeout=30) as http:
        back = http.post("/api/login", json={"username": "ann.cluster", "password": PASSWORD})
        assert back.status_code == 200, back.text
        fresh = http.cookies[SESSION_COOKIE]
    moved = httpx.post(f"{b.base}/api/tables/{tid}/move", json={"move": legal[0]},
                       headers={**cookie(fresh), "X-Seat-Token": tokens[mine]})
    assert moved.status_code == 200, moved.text


def test_ending_one_session_closes_only_its_sockets(cluster):
    _url, a, b = cluster
    phone = signed_in(a, "bob.cluster")
    with httpx.Client(base_url=b.base, timeout=30) as http:
        laptop_login = http.post("/api/login", json={"username": "bob.cluster",
                                                     "password": PASSWORD})
        assert laptop_login.status_code == 200, laptop_login.text
        laptop = http.cookies[SESSION_COOKIE]
        sessions = http.get("/api/me/sessions").json()["sessions"]
    theirs = next(s["id"] for s in sessions if not s["current"])  # the phone's
    with connect(f"ws://127.0.0.1:{b.port}/ws/queue", additional_headers=cookie(phone),
                 open_timeout=10) as phone_ws, \
            connect(f"ws://127.0.0.1:{a.port}/ws/queue", additional_headers=cookie(laptop),
                    open_timeout=10) as laptop_ws:
        one_of_two(a, b, theirs, laptop, phone_ws, laptop_ws)


def one_of_two(a: ServerProcess, b: ServerProcess, theirs: str, laptop: str,
               phone_ws: ClientConnection, laptop_ws: ClientConnection) -> None:
    for ws in (phone_ws, laptop_ws):
        assert json.loads(ws.recv(timeout=10))["type"] == "queue"
    reader, closed = watch(phone_ws)
    # the laptop ends the phone's session through process a; the phone's socket is on b
    ended = httpx.post(f"{a.base}/api/me/sessions/{theirs}/end", json={},
                       headers=cookie(laptop))
    ended_at = time.monotonic()
    assert ended.json() == {"ended": 1}
    reader.join(10)
    assert closed[0] == CLOSE_SIGNED_OUT and closed[1] - ended_at < WITHIN
    # the laptop's socket and session go on
    laptop_ws.send(json.dumps({"type": "ping"}))
    assert json.loads(laptop_ws.recv(timeout=10)) == {"type": "pong"}
    assert httpx.get(f"{b.base}/api/me", headers=cookie(laptop)).json()["player"] is not None


# --- one process (SQLite): the same rules without a cluster ------------------------------------


def test_a_logged_out_browser_loses_an_accounts_seat_but_a_guests_seat_keeps_its_token(client):
    table = client.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    # seat 0: an account's; seat 1: a guest's (another browser)
    client.post("/api/me/guest", json={})
    client.post("/api/register", json={"username": "ann", "password": PASSWORD})
    client.get(f"/join/{tid}/{tokens[0]}", follow_redirects=False)
    guest = TestClient(client.app)
    guest.post("/api/me/guest", json={})
    guest.get(f"/join/{tid}/{tokens[1]}", follow_redirects=False)
    seats = client.get(f"/api/tables/{tid}").json()["seats"]
    assert seats[0]["player"] and seats[1]["player"]
    with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[0]}") as socket:
        assert socket.receive_json()["seat"] == 0
        assert client.post("/api/logout", json={}).json() == {"ended": 1}
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                socket.receive_json()
        assert closed.value.code == CLOSE_SIGNED_OUT
    # the account's seat: not by its token alone, nor from another person's session
    nobody = TestClient(client.app)
    refused = nobody.get(f"/api/tables/{tid}/state", params={"token": tokens[0]})
    assert refused.status_code == 403 and "sign in as them" in refused.json()["error"]
    assert guest.get(f"/api/tables/{tid}/state", params={"token": tokens[0]}).status_code == 403
    assert guest.get(f"/join/{tid}/{tokens[0]}", follow_redirects=False).status_code == 403
    with nobody.websocket_connect(f"/ws/tables/{tid}?token={tokens[0]}") as socket, \
            pytest.raises(WebSocketDisconnect) as closed:
        socket.receive_json()
    assert closed.value.code == CLOSE_SIGNED_OUT
    # the guest's seat: its token still plays it from anywhere (the guest's other devices)
    assert nobody.get(f"/api/tables/{tid}/state",
                      params={"token": tokens[1]}).json()["seat"] == 1
    # signed in again, the account plays its seat
    client.post("/api/login", json={"username": "ann", "password": PASSWORD})
    assert client.get(f"/api/tables/{tid}/state",
                      params={"token": tokens[0]}).json()["seat"] == 0


def test_notes_and_a_resync_after_a_lost_link_close_what_ended(tmp_path):
    """What each process does with the cluster's notes, and after its link was lost (notes
    missed): sessions read again, the sockets of those ended meanwhile closed."""
    store = Store(f"sqlite:///{tmp_path / 'p.db'}")

    async def scenario() -> None:
        players = Players(store)
        ann, ann_secret = await players.new_guest()
        bob, bob_secret = await players.new_guest()
        closed: list[str] = []
        for who, secret in ((ann, ann_secret), (bob, bob_secret)):
            players.watch(players.session(secret), lambda who=who: closed.append(who.name))
        players.heard("a note nobody sends")  # ignored (and logged)
        players.heard(f"ended {ann.id} *")  # another process ended all of Ann's sessions
        assert closed == [ann.name] and players.session(ann_secret) is None
        # Bob's session ended on another process while this one's link was down
        with store.engine.begin() as conn:
            conn.execute(update(sessions_t).where(sessions_t.c.player_id == bob.id)
                         .values(revoked=1.0))
        assert players.session(bob_secret) is not None  # (cached: no note came)
        players.resync()
        assert closed == [ann.name, bob.name] and players.session(bob_secret) is None

    try:
        run_alone(scenario)
    finally:
        store.close()
