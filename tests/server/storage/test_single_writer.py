"""One writer per database, and a database another connection holds locked.

Two servers on one SQLite file both accepted the same seat's move and stored only one: a
second server (or ``Store``) now refuses to open a database another holds, on SQLite and on
PostgreSQL. A move whose write meets SQLite's write lock held elsewhere is refused and undone,
never shown, and a server killed after it restarts with exactly the moves it acknowledged.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading

import httpx
import pytest

from gametable.server.storage.store import Store, StoreInUse

from ..helpers.procs import ROOT, ServerProcess

http = httpx.Client(timeout=30)


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tables.db'}"
    return request.getfixturevalue("pg_url")


def test_a_second_store_on_the_same_database_is_refused(db):
    first = Store(db)
    try:
        with pytest.raises(StoreInUse, match="another gametable server"):
            Store(db)
    finally:
        first.close()
    Store(db).close()  # once the first has let go, the database opens again


@pytest.mark.slow
def test_a_second_server_process_on_the_same_file_refuses_to_start(tmp_path):
    db = f"sqlite:///{tmp_path / 'one.db'}"
    server = ServerProcess(db)
    server.start()
    try:
        second = subprocess.run(
            [sys.executable, "-m", "gametable.cli", "serve", "--port", "0",
             "--db", db, "--log-level", "warning"],
            cwd=ROOT, capture_output=True, text=True, timeout=120,
        )
        assert second.returncode == 1
        assert "another gametable server" in second.stderr
        assert f"process {server.process.pid}" in second.stderr
        assert "Traceback" not in second.stderr
    finally:
        server.kill()
        server.stop()


@pytest.mark.slow
def test_a_move_meeting_a_held_sqlite_write_lock_is_refused_and_shown_to_nobody(tmp_path):
    path = tmp_path / "locked.db"
    server = ServerProcess(f"sqlite:///{path}", options=["--store-timeout", "2"])
    base = server.base
    server.start()
    try:
        table = http.post(f"{base}/api/tables", json={
            "game": "balloon-cup", "seats": [{"kind": "human"}, {"kind": "human"}]}).json()
        tid, token = table["id"], table["seats"][0]["token"]
        state = http.get(f"{base}/api/tables/{tid}/state", params={"token": token}).json()
        seat = state["to_act"][0]
        token = table["seats"][seat]["token"]
        state = http.get(f"{base}/api/tables/{tid}/state", params={"token": token}).json()
        holder = sqlite3.connect(path, timeout=0)
        holder.execute("BEGIN IMMEDIATE")  # another connection holds the write lock
        answers: list[httpx.Response] = []
        mover = threading.Thread(target=lambda: answers.append(http.post(
            f"{base}/api/tables/{tid}/move", json={"move": state["legal"][0]},
            params={"token": token})))
        mover.start()
        while mover.is_alive():  # meanwhile nobody sees the move
            seen = http.get(f"{base}/api/tables/{tid}/state").json()
            assert seen["n"] == 0 and seen["to_act"] == state["to_act"]
            mover.join(timeout=0.1)
        holder.rollback()
        holder.close()
        (answer,) = answers
        assert answer.status_code == 503
        assert answer.json()["error"] == "the move could not be saved; try again"
        after = http.get(f"{base}/api/tables/{tid}/state", params={"token": token}).json()
        assert after["n"] == 0 and after["legal"] == state["legal"]
        again = http.post(f"{base}/api/tables/{tid}/move", json={"move": state["legal"][0]},
                          params={"token": token})
        assert again.status_code == 200 and again.json()["n"] == 1
    finally:
        server.kill()
    server.start()
    try:
        restored = http.get(f"{base}/api/tables/{tid}/state", params={"token": token}).json()
        assert restored["n"] == 1 and restored["broken"] is False
    finally:
        server.kill()
        server.stop()
