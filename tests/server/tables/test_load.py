"""A busy process stays responsive (gametable.server.tables.load): bots wait their turn in order,
new tables are refused with 503 and Retry-After, the probes still answer."""

from __future__ import annotations

import asyncio
import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.tables.load import MIN_BUDGET, Busy, Pacing
from gametable.server.web.app import create_app

from ..helpers.loops import run_alone

PEOPLE = [{"kind": "human"}, {"kind": "human"}]


def spin(seconds: float) -> None:
    """Keep the loop's thread busy (CPU, not a sleep: lateness is counted in CPU time)."""
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


def test_bots_wait_in_order_while_the_loop_is_behind_and_go_when_it_catches_up():
    async def scenario() -> None:
        pacing = Pacing(tick=0.01, behind=0.005, shed_after=0.05)
        pacing.start()
        await asyncio.sleep(0.03)
        assert pacing.admit()  # keeping up: a bot moves at once
        spin(0.1)  # a loop turn of 100 ms of work
        for _ in range(3):  # the overdue tick runs
            await asyncio.sleep(0)
        assert pacing.late > 0.05 and pacing.budget == MIN_BUDGET
        with pytest.raises(Busy) as refused:
            pacing.check("create the table")
        assert refused.value.status == 503 and refused.value.retry_after == 1
        moved: list[int] = []
        held = [pacing.hold(moved.append, n) for n in range(5)]
        held[2].cancel()  # its table left meanwhile
        assert not pacing.admit()  # held bots go first
        for _ in range(200):
            if len(moved) == 4:
                break
            await asyncio.sleep(0.01)
        assert moved == [0, 1, 3, 4]  # first come, first served; the cancelled one dropped
        assert pacing.held_total == 5 and not pacing.waiting
        for _ in range(100):  # caught up: the budget grows back, nothing refused
            if pacing.budget > 100 and pacing.lateness < 0.05:
                break
            await asyncio.sleep(0.01)
        pacing.check("create the table")
        assert pacing.admit()
        pacing.close()

    run_alone(scenario)


def test_a_held_bot_cancelled_after_its_release_does_not_move():
    """Released bots run in callbacks of their own: a table closed between the release and the
    callback (its bot tasks cancelled) must not see its bot move."""
    async def scenario() -> None:
        pacing = Pacing(tick=0.01)
        moved: list[int] = []
        held = [pacing.hold(moved.append, n) for n in range(3)]
        pacing._release()  # scheduled: one callback each, not run yet
        assert not pacing.waiting
        held[1].cancel()
        await asyncio.sleep(0)
        assert moved == [0, 2]

    run_alone(scenario)


def test_a_busy_server_refuses_new_tables_with_retry_after_and_stays_ready(fake_game, db_url):
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        pacing = client.app.state.manager.pacing
        made = client.post("/api/tables", json={"game": "fake", "seats": PEOPLE})
        assert made.status_code == 201
        pacing.close()  # no tick to bring it back while this test looks
        pacing.lateness = 2 * pacing.shed_after
        refused = client.post("/api/tables", json={"game": "fake", "seats": PEOPLE})
        assert refused.status_code == 503 and refused.headers["retry-after"] == "1"
        assert "busy" in refused.json()["error"]
        # the tables it has go on being served, and the proxy still sees it ready
        table = made.json()
        state = client.get(f"/api/tables/{table['id']}/state",
                           params={"token": table["seats"][0]["token"]})
        assert state.status_code == 200
        assert client.get("/readyz").status_code == 200
        assert client.get("/healthz").json() == {"status": "alive"}
        metrics = client.get("/metrics").text
        assert "gametable_requests_shed_total 1.0" in metrics
        assert client.app.state.manager.hosting.room() == 0  # its sweeper takes nothing either


def test_a_busy_process_of_a_cluster_claims_no_table_its_owner_keeps_it(fake_game, pg_url):
    """Claiming a table held elsewhere replays it: a process far behind refuses (a request
    503 with Retry-After, a socket closed 1013), and the owner keeps the table."""
    with TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="a")) as a, \
            TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="b")) as b:
        table = a.post("/api/tables", json={"game": "fake", "seats": PEOPLE}).json()
        pacing = b.app.state.manager.pacing
        pacing.close()
        pacing.lateness = 2 * pacing.shed_after
        refused = b.get(f"/api/tables/{table['id']}/state")
        assert refused.status_code == 503 and refused.headers["retry-after"] == "1"
        with b.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            closed = ws.receive()
        assert closed["type"] == "websocket.close" and closed["code"] == 1013
        hosts = [client.app.state.manager.hosting for client in (a, b)]
        assert hosts[0].owns(table["id"]) and not hosts[1].owns(table["id"])
        assert a.get(f"/api/tables/{table['id']}/state").status_code == 200
