"""Fault injection: a real server killed with SIGKILL at random points, over and over, in all
three games. After every restart each table holds exactly the moves its players were told of
(plus, at most, the one whose answer the kill cut off), numbered with no gap and no duplicate,
and what the server shows is what it stored."""

from __future__ import annotations

import random
import sqlite3
import threading
import time

import httpx
import pytest

from ..helpers.procs import ServerProcess

pytestmark = pytest.mark.slow

GAMES = [("balloon-cup", {}, 2), ("baloot", {"hands": 1}, 4), ("climbing", {}, 2)]
CYCLES = 4
TIME_LIMIT = 60.0  # seconds for all cycles (a busy machine restarts slowly); two always run


def stored(path, table_id: str) -> list[tuple[int, int, str]]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return conn.execute("SELECT idx, seat, move FROM gt_moves WHERE table_id = ? "
                            "ORDER BY idx", (table_id,)).fetchall()


class Table:
    def __init__(self, http: httpx.Client, base: str, game: str, options: dict, seats: int):
        answer = http.post(f"{base}/api/tables", json={
            "game": game, "options": options, "seats": [{"kind": "human"}] * seats})
        assert answer.status_code == 201, answer.text
        body = answer.json()
        self.game, self.id = game, body["id"]
        self.tokens = [s["token"] for s in body["seats"]]
        self.told: list[tuple[int, str]] = []  # moves answered 200, in order
        self.sent: tuple[int, str] | None = None  # the move whose answer a kill cut off


def play(http: httpx.Client, base: str, table: Table, rng: random.Random) -> bool:
    """One random move; ``False`` once the game is over."""
    public = http.get(f"{base}/api/tables/{table.id}/state").json()
    if public["over"]:
        return False
    seat = rng.choice(public["to_act"])
    mine = http.get(f"{base}/api/tables/{table.id}/state",
                    params={"token": table.tokens[seat]}).json()
    move = rng.choice(mine["legal"])
    table.sent = (seat, move)
    answer = http.post(f"{base}/api/tables/{table.id}/move", json={"move": move},
                       params={"token": table.tokens[seat]})
    assert answer.status_code == 200, answer.text
    table.told.append((seat, move))
    table.sent = None
    return True


def test_told_equals_stored_over_many_kills(tmp_path):
    rng = random.Random(16)
    path = tmp_path / "kills.db"
    server = ServerProcess(f"sqlite:///{path}", bot_delay=0.01)
    base = server.base
    http = httpx.Client(timeout=30)
    server.start()
    tables = [Table(http, base, *spec) for spec in GAMES]
    bots = http.post(f"{base}/api/tables", json={
        "game": "baloot", "options": {"hands": 1}, "bot_delay": 0.01,
        "seats": [{"kind": "bot"}] * 4}).json()["id"]
    started, cycles = time.monotonic(), 0
    try:
        while cycles < CYCLES and (cycles < 2 or time.monotonic() - started < TIME_LIMIT):
            killer = threading.Timer(rng.uniform(0.3, 2.0), server.kill)  # SIGKILL
            killer.start()
            try:
                while True:
                    for i, table in enumerate(tables):
                        if not play(http, base, table, rng):
                            tables[i] = Table(http, base, table.game, *GAMES[i][1:])
            except httpx.TransportError:
                pass  # killed: mid-request, or between two
            killer.join()
            cycles += 1
            server.start()
            for table in tables:
                rows = stored(path, table.id)
                assert [idx for idx, _seat, _move in rows] == list(range(len(rows)))  # no gaps
                moves = [(seat, move) for _idx, seat, move in rows]
                told = len(table.told)
                assert moves[:told] == table.told, f"{table.game}: a move told was lost"
                extra = moves[told:]
                assert extra in ([], [table.sent]), f"{table.game}: a move nobody sent"
                table.told, table.sent = moves, None  # the cut-off move, if stored, is shown
                state = http.get(f"{base}/api/tables/{table.id}/state").json()
                assert state["n"] == len(moves) and state["broken"] is False
            # the bots play on meanwhile: what is shown is never ahead of what is stored
            info = http.get(f"{base}/api/tables/{bots}").json()
            rows = stored(path, bots)
            assert [idx for idx, _seat, _move in rows] == list(range(len(rows)))
            assert info["moves"] <= len(rows) and info["broken"] is False
    finally:
        server.kill()
        server.stop()
        http.close()
    assert cycles >= 2 and any(table.told for table in tables)
