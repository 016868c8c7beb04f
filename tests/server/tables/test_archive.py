"""Idle tables (gametable.server.tables.manager): an unfinished table nobody has been connected
to for ``archive_after`` seconds is archived: kept in the store, not listed, not loaded at start.
Opening it by its id or an invite link brings it back, with its moves.

Row 5 of issue 16: tables made in a loop never expired, and every restart replayed them all.
The clock is the ``now`` handed to ``archive_idle``: no test waits for it.
"""

from __future__ import annotations

import sqlite3
import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.people.players import SESSION_COOKIE
from gametable.server.storage.store import sqlite_path
from gametable.server.web.app import create_app

from ..helpers.guests import as_player, sign_in_as_guest
from ..helpers.tables import create
from ..helpers.waiting import wait_until

ARCHIVE_AFTER = 600.0


def start(db_url: str) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0.0, archive_after=ARCHIVE_AFTER))


def move(client: TestClient, table: dict, seat: int) -> str:
    tid, token = table["id"], table["seats"][seat]["token"]
    legal = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()["legal"]
    answer = client.post(f"/api/tables/{tid}/move", json={"move": legal[0], "token": token})
    assert answer.status_code == 200, answer.text
    return legal[0]


def archive_idle(client: TestClient, now: float) -> int:
    """The sweep, as the server runs it now and then, with the clock at ``now``."""
    return client.portal.call(client.app.state.manager.archive_idle, now)


def listed(client: TestClient) -> list[str]:
    return [t["id"] for t in client.get("/api/tables", params={"limit": 200}).json()["tables"]]


def status(db_url: str, table_id: str) -> str:
    with sqlite3.connect(sqlite_path(db_url)) as conn:
        return conn.execute("SELECT status FROM gt_tables WHERE id = ?", (table_id,)).fetchone()[0]


def until_status(db_url: str, table_id: str, wanted: str) -> None:
    """Bringing a table back is stored by the writer thread soon after: wait for it."""
    wait_until(lambda: status(db_url, table_id), lambda now: now == wanted,
               what=f"table {table_id} becoming {wanted}")


@pytest.fixture
def archived(fake_game, db_url):
    """A table with one move, archived (the server then stopped), and one still live."""
    with start(db_url) as client:
        sign_in_as_guest(client)  # invite tables are listed to their creator (issue 29)
        session = client.cookies[SESSION_COOKIE]
        idle = create(client)
        played = move(client, idle, 0)
        watched = create(client)
        token = watched["seats"][0]["token"]
        with client.websocket_connect(f"/ws/tables/{watched['id']}?token={token}") as ws:
            ws.receive_json()
            now = time.time()
            assert archive_idle(client, now + ARCHIVE_AFTER - 60) == 0  # not idle long enough
            assert listed(client) == [watched["id"], idle["id"]]
            assert client.app.state.manager.open_count() == 2
            assert archive_idle(client, now + ARCHIVE_AFTER + 1) == 1
            assert client.app.state.manager.open_count() == 1  # (the caps count loaded ones)
            # someone is connected to the other one: it stays, however long ago it began
            assert listed(client) == [watched["id"]]
            assert client.get("/api/tables").json()["total"] == 1
    assert status(db_url, idle["id"]) == "archived"
    assert status(db_url, watched["id"]) == "playing"
    return {"table": idle, "move": played, "other": watched, "session": session}


def test_an_idle_table_is_archived_unlisted_and_not_loaded_at_start(archived, db_url):
    with start(db_url) as client:
        as_player(client, archived["session"])  # their creator, as before the restart
        manager = client.app.state.manager
        assert archived["table"]["id"] not in manager.tables  # not replayed at start
        assert archived["other"]["id"] in manager.tables
        assert listed(client) == [archived["other"]["id"]]
        assert manager.open_count() == 1


@pytest.mark.parametrize("way", ["id", "invite"])
def test_opening_an_archived_table_brings_it_back_with_its_moves(archived, db_url, way):
    table, tid = archived["table"], archived["table"]["id"]
    with start(db_url) as client:
        as_player(client, archived["session"])  # their creator, as before the restart
        if way == "id":
            info = client.get(f"/api/tables/{tid}")
            assert info.status_code == 200 and info.json()["moves"] == 1
        else:
            invite = client.get(f"/join/{tid}/{table['seats'][1]['token']}",
                                follow_redirects=False)
            assert invite.status_code == 303 and invite.headers["location"] == f"/table/{tid}"
        assert tid in client.app.state.manager.tables
        assert client.app.state.manager.open_count() == 2  # counted again
        assert listed(client) == [tid, archived["other"]["id"]]
        until_status(db_url, tid, "playing")
        state = client.get(f"/api/tables/{tid}/state",
                           params={"token": table["seats"][1]["token"]}).json()
        assert state["n"] == 1 and state["to_act"] == [1] and state["legal"]
        move(client, table, 1)  # the game goes on where it was
    with start(db_url) as client:  # and it is loaded at start again
        assert client.app.state.manager.tables[tid].moves == [(0, archived["move"]),
                                                              (1, state["legal"][0])]


def test_a_finished_idle_table_leaves_memory_but_stays_listed(fake_game, db_url):
    with start(db_url) as client:
        sign_in_as_guest(client)  # an invite table is listed to its creator (issue 29)
        table = create(client)
        for turn in range(6):
            move(client, table, turn % 2)
        assert client.get(f"/api/tables/{table['id']}").json()["status"] == "over"
        assert archive_idle(client, time.time() + ARCHIVE_AFTER + 1) == 0  # none archived
        assert table["id"] not in client.app.state.manager.tables
        assert listed(client) == [table["id"]]
        record = client.get(f"/api/tables/{table['id']}/record")
        assert record.status_code == 200 and len(record.json()["moves"]) == 6
    assert status(db_url, table["id"]) == "over"
