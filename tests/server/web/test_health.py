"""Probes and metrics (gametable.server.web.health): ``/healthz``, ``/readyz``, ``/metrics``."""

from __future__ import annotations

import asyncio
import threading
from types import SimpleNamespace

from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from gametable.server.tables.compute import BOT, HINT, ComputePool
from gametable.server.tables.load import Pacing
from gametable.server.web import health as health_module
from gametable.server.web.app import create_app
from gametable.server.web.health import ServerMetrics

from ..helpers.loops import run_scenario

PEOPLE = [{"kind": "human"}, {"kind": "human"}]


def samples(client: TestClient) -> dict[tuple[str, tuple], float]:
    """Every sample of ``/metrics`` as ``{(name, labels): value}`` (parsed as Prometheus does)."""
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain; version=")
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


def test_alive_and_ready(client):
    assert client.get("/healthz").json() == {"status": "alive"}
    ready = client.get("/readyz")
    assert ready.status_code == 200 and ready.json() == {"status": "ready"}


class Unreachable:
    """A database engine whose connections fail, or hang until released."""

    def __init__(self, hang: threading.Event | None = None) -> None:
        self.hang = hang

    def connect(self):
        if self.hang is not None:
            self.hang.wait(10)
        raise OSError("no route to the database")


def test_not_ready_while_the_database_does_not_answer_or_the_server_stops(
        fake_game, db_url, monkeypatch):
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        health = client.app.state.health
        monkeypatch.setattr(health, "store", SimpleNamespace(engine=Unreachable()))
        answer = client.get("/readyz")
        assert answer.status_code == 503 and answer.json() == {
            "status": "not ready", "reason": "the database cannot be reached: OSError"}
        release = threading.Event()
        monkeypatch.setattr(health_module, "READY_TIMEOUT", 0.2)
        monkeypatch.setattr(health, "store", SimpleNamespace(engine=Unreachable(release)))
        answer = client.get("/readyz")
        release.set()
        assert answer.status_code == 503
        assert answer.json()["reason"] == "the database did not answer within 0.2 s"
        assert client.get("/healthz").status_code == 200  # alive all the same
        monkeypatch.undo()
        # the hung question ends (with its error) before the next probe, which asks anew:
        # the probes' one thread takes this no-op only once the hung question has finished
        health._thread.submit(lambda: None).result(10)
        assert client.get("/readyz").status_code == 200
        health.draining = True
        answer = client.get("/readyz")
        assert answer.status_code == 503
        assert answer.json()["reason"] == "the server is stopping"


def test_metrics_count_tables_moves_sockets_and_searches(client):
    before = samples(client)
    assert before[("gametable_moves_total", ())] == 0
    assert before[("gametable_websocket_clients", ())] == 0
    assert before[("gametable_compute_waiting", (("kind", "hint"),))] == 0
    assert before[("gametable_compute_running", (("kind", "bot"),))] == 0
    table = client.post("/api/tables", json={"game": "fake", "seats": PEOPLE}).json()
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[0]}") as ws, \
            client.websocket_connect(f"/ws/tables/{tid}?spectate=1") as watcher:
        ws.receive_json()
        watcher.receive_json()
        for turn in range(2):
            legal = client.get(f"/api/tables/{tid}/state",
                               params={"token": tokens[turn]}).json()["legal"]
            client.post(f"/api/tables/{tid}/move", json={"move": legal[0], "token": tokens[turn]})
        now = samples(client)
        assert now[("gametable_websocket_clients", ())] == 2
    assert now[("gametable_tables_open", (("game", "fake"),))] == 1
    assert now[("gametable_moves_total", ())] == 2
    assert now[("gametable_move_latency_seconds_count", ())] == 2
    assert now[("gametable_move_latency_seconds_bucket", (("le", "+Inf"),))] == 2
    assert 0 < now[("gametable_move_latency_seconds_sum", ())] < 10
    assert "token" not in client.get("/metrics").text and tid not in client.get("/metrics").text


def test_metrics_show_searches_waiting_and_running_by_kind():
    """One worker busy with a bot's search, a hint waiting behind it (the fair queue's
    numbers, as a scrape sees them)."""
    release = threading.Event()

    async def scenario() -> dict:
        pool = ComputePool(0)  # one worker thread
        alone = SimpleNamespace(metrics=tuple)  # no leases to show
        metrics = ServerMetrics(SimpleNamespace(tables={}, compute=pool, hosting=alone,
                                                pacing=Pacing()))
        bot = asyncio.ensure_future(pool.run(BOT, "t1", release.wait, 10))
        hint = asyncio.ensure_future(pool.run(HINT, "t2", release.wait, 10))
        await asyncio.sleep(0)
        text = metrics.render().decode()
        release.set()
        await asyncio.gather(bot, hint)
        pool.close()
        return {(s.name, tuple(s.labels.items())): s.value
                for family in text_string_to_metric_families(text) for s in family.samples}

    seen = run_scenario(scenario)
    assert seen[("gametable_compute_running", (("kind", "bot"),))] == 1
    assert seen[("gametable_compute_waiting", (("kind", "hint"),))] == 1
    assert seen[("gametable_compute_waiting", (("kind", "bot"),))] == 0
    assert seen[("gametable_compute_running", (("kind", "hint"),))] == 0
