"""Quick play through the server: the queue over HTTP and its WebSocket, tables it forms,
bots after the wait, parties, leaving, access rules."""

from __future__ import annotations

import asyncio
import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.people.access import AccessPolicy, Rate
from gametable.server.web.app import create_app

from ..helpers.loops import run_scenario
from ..helpers.people import guest, sign_in, wait_seated
from ..helpers.sockets import receive_until


@pytest.fixture
def server(fake_game, db_url):
    app = create_app(db_url, bot_delay=0.0, queue_wait=0.5)
    with TestClient(app) as client:
        yield client


def test_two_people_are_seated_at_one_table(server) -> None:
    ann, bob = guest(server), guest(server)
    sign_in(server, ann)
    queued = server.post("/api/queue", json={"game": "balloon-cup"}).json()
    assert queued["state"] == "queued" and queued["game"] == "balloon-cup"
    sign_in(server, bob)
    server.post("/api/queue", json={"game": "balloon-cup"})
    seat_a, seat_b = wait_seated(server, ann), wait_seated(server, bob)
    assert seat_a["table"] == seat_b["table"] and {seat_a["seat"], seat_b["seat"]} == {0, 1}
    table = server.app.state.manager.tables[seat_a["table"]]
    # guests play casual (changed: rated games are between accounts now)
    assert table.settings["rated"] is False and table.settings["chat"] == "phrases"
    assert table.settings["queue"] == "balloon-cup+casual"
    assert all(s.kind == "human" and s.player for s in table.seats)
    # the seat is given once; then the status is idle again
    sign_in(server, ann)
    assert server.get("/api/queue").json()["state"] == "idle"
    # the link seats this browser (the cookie) and the session alone does too
    assert server.get(seat_a["url"], follow_redirects=False).status_code == 303
    state = server.get(f"/api/tables/{seat_a['table']}/state").json()
    assert state["seat"] == seat_a["seat"]


def test_the_queue_socket_tells_each_person_their_seat(server) -> None:
    ann, bob = guest(server), guest(server)
    sign_in(server, ann)
    with server.websocket_connect("/ws/queue") as ws_a:
        assert ws_a.receive_json()["state"] == "idle"
        sign_in(server, bob)
        with server.websocket_connect("/ws/queue") as ws_b:
            ws_b.receive_json()
            ws_a.send_json({"type": "join", "game": "climbing", "choice": "2"})
            assert ws_a.receive_json()["state"] == "queued"
            ws_b.send_json({"type": "join", "game": "climbing", "choice": 2})
            seated_a = receive_until(ws_a, "seated")
            seated_b = receive_until(ws_b, "seated")
    assert seated_a["table"] == seated_b["table"] and seated_a["seat"] != seated_b["seat"]
    assert seated_a["url"] != seated_b["url"] and seated_a["game"] == "climbing"
    # a seat told on the socket is told once: back in the lobby, a new socket is idle (it
    # sent the person back to the table at every visit)
    sign_in(server, ann)
    with server.websocket_connect("/ws/queue") as ws_a:
        assert ws_a.receive_json()["state"] == "idle"
    assert server.get("/api/queue").json()["state"] == "idle"


def test_bots_fill_the_seats_after_the_wait(server) -> None:
    ann = guest(server)
    started = time.monotonic()
    server.post("/api/queue", json={"game": "baloot", "choice": "seed"})
    seated = wait_seated(server, ann)
    assert time.monotonic() - started >= 0.5
    table = server.app.state.manager.tables[seated["table"]]
    assert table.options == {"profile": "seed"}
    assert [s.kind for s in table.seats].count("bot") == 3
    assert {(s.bot, s.level) for s in table.seats if s.kind == "bot"} == {("search", "easy")}
    assert table.settings["rated"] is False  # one person and bots: not rated
    assert table.clock.control is None and table.settings.get("clock") is None  # nobody waits


def test_two_people_play_on_a_clock(server) -> None:
    ann, bob = guest(server), guest(server)
    for person in (ann, bob):
        sign_in(server, person)
        server.post("/api/queue", json={"game": "balloon-cup"})
    table = server.app.state.manager.tables[wait_seated(server, ann)["table"]]
    assert table.clock.control is not None and table.settings.get("clock") is not None


def test_a_party_sits_together(server) -> None:
    ann, amy = guest(server), guest(server)
    sign_in(server, ann)
    party = server.post("/api/party", json={}).json()["party"]
    assert party["leader"] and not party["complete"]
    refused = server.post("/api/queue", json={"game": "baloot", "party": True})
    assert refused.status_code == 400 and "not complete" in refused.json()["error"]
    sign_in(server, amy)
    assert server.post("/api/party/join", json={"code": "nope"}).status_code == 400
    joined = server.post("/api/party/join", json={"code": party["code"]}).json()
    assert joined["party"]["complete"] and len(joined["party"]["names"]) == 2
    sign_in(server, ann)
    assert server.post("/api/queue", json={"game": "balloon-cup", "party": True}
                       ).status_code == 400
    queued = server.post("/api/queue", json={"game": "baloot", "party": True}).json()
    assert queued["state"] == "queued" and len(queued["with"]) == 1
    sign_in(server, amy)
    assert server.get("/api/queue").json()["state"] == "queued"  # queued by her partner
    seat_a, seat_m = wait_seated(server, ann), wait_seated(server, amy)
    assert seat_a["table"] == seat_m["table"] and abs(seat_a["seat"] - seat_m["seat"]) == 2


def test_leave_and_one_entry_per_person(server) -> None:
    guest(server)
    server.post("/api/queue", json={"game": "climbing", "choice": "5"})
    again = server.post("/api/queue", json={"game": "balloon-cup"})
    assert again.status_code == 409 and "already in the queue" in again.json()["error"]
    left = server.post("/api/queue/leave", json={}).json()
    assert left["state"] == "idle"
    assert server.post("/api/queue", json={"game": "balloon-cup"}).json()["state"] == "queued"
    server.post("/api/queue/leave", json={})


def test_bad_requests_say_why(server) -> None:
    server.cookies.clear()
    assert server.get("/api/queue").status_code == 401
    assert server.post("/api/queue", json={"game": "baloot"}).status_code == 401
    guest(server)
    for body, words in (({"game": "chess"}, "no quick play"),
                        ({"game": "baloot", "choice": "x"}, "rule profile"),
                        ({"game": "climbing", "choice": "9"}, "2 to 6"),
                        ({}, "which game"),
                        ({"game": "baloot", "party": "yes"}, "true or false")):
        response = server.post("/api/queue", json=body)
        assert response.status_code == 400 and words in response.json()["error"], body
    assert server.get("/api/queue").json()["state"] == "idle"


def test_queue_requests_are_rate_limited(fake_game, db_url) -> None:
    app = create_app(db_url, access=AccessPolicy(queue_rate=Rate(2, 60)))
    with TestClient(app) as client:
        guest(client)
        client.post("/api/queue", json={"game": "balloon-cup"})
        client.post("/api/queue/leave", json={})
        refused = client.post("/api/queue", json={"game": "balloon-cup"})
        assert refused.status_code == 429 and "quick-play" in refused.json()["error"]


def test_the_socket_needs_a_session(server) -> None:
    server.cookies.clear()
    with pytest.raises(Exception) as info, server.websocket_connect("/ws/queue") as ws:
        ws.receive_json()
    assert getattr(info.value, "code", None) == 4401


def test_someone_gone_leaves_the_queue() -> None:
    from gametable.server.queue.quickplay import QuickPlay

    class Clock:
        now = 0.0

        def __call__(self) -> float:
            return self.now

    async def scenario() -> None:
        clock = Clock()
        quickplay = QuickPlay(manager=None, idle=30.0, clock=clock)  # type: ignore[arg-type]
        await quickplay.join("ann", "Ann", "baloot")
        listener = quickplay.listen("ann")
        clock.now = 100.0
        quickplay._drop_gone()
        assert quickplay.status("ann")["state"] == "queued"  # her socket is open
        quickplay.unlisten(listener)
        clock.now = 129.0
        quickplay._drop_gone()
        assert quickplay.queue.ticket_of("ann") is not None
        clock.now = 131.0
        quickplay._drop_gone()
        assert quickplay.queue.ticket_of("ann") is None

    run_scenario(scenario)


class Seats:
    """The seats sent to queue sockets, gathered as they come (other messages dropped)."""

    def __init__(self, listeners: list) -> None:
        self.listeners = listeners
        self.told: dict[int, dict] = {}

    def count(self) -> int:
        import json

        for i, listener in enumerate(self.listeners):
            while i not in self.told and not listener.messages.empty():
                message = json.loads(listener.messages.get_nowait())
                if message["type"] == "seated":
                    self.told[i] = message
        return len(self.told)


def test_a_rush_is_seated_batch_by_batch_each_table_stored_first(db_url) -> None:
    """Forty tables at once go to the store in batches of FORM_BATCH: while the writer holds
    the first batch nobody is told a seat; once it is committed its people are, while later
    tables are still on their way; every seat told is a stored table."""
    from gametable.server.queue.quickplay import FORM_BATCH, QuickPlay
    from gametable.server.tables.manager import TableManager

    from ..helpers.faulty import FaultyStore
    from ..helpers.waiting import until

    async def scenario() -> None:
        store = FaultyStore(db_url)
        manager = TableManager(store, bot_delay=0.0)
        manager.start()
        quickplay = QuickPlay(manager)
        try:
            listeners = [quickplay.listen(f"p{i}") for i in range(80)]
            seats = Seats(listeners)
            store.hold()
            for i in range(80):
                await quickplay.join(f"p{i}", f"P{i}", "balloon-cup", origin=listeners[i])
            await until(store.held.is_set, what="the first batch reaching the writer")
            await asyncio.sleep(0.05)
            assert seats.count() == 0
            assert not manager.tables  # nothing of a table is the server's before it is stored
            store.release()
            await until(lambda: seats.count() >= 2 * FORM_BATCH, what="the first batch seated")
            await until(lambda: seats.count() == 80, what="everyone seated")
            assert store.commits >= 40 // FORM_BATCH  # batches, not one commit of everything
            tables = {s["table"] for s in seats.told.values()}
            assert len(tables) == 40
            assert all(store.load_one(t) is not None for t in tables)
            assert manager.open_count() == 40
        finally:
            quickplay.close()
            manager.close()
            store.close()

    run_scenario(scenario)


def test_tables_that_cannot_be_stored_put_their_people_back(db_url) -> None:
    from gametable.server.queue.quickplay import QuickPlay
    from gametable.server.tables.manager import TableManager

    from ..helpers.faulty import FaultyStore
    from ..helpers.waiting import until

    async def scenario() -> None:
        store = FaultyStore(db_url)
        manager = TableManager(store, bot_delay=0.0)
        manager.start()
        quickplay = QuickPlay(manager)
        try:
            listeners = [quickplay.listen(f"p{i}") for i in range(4)]
            store.fail = True
            for i in range(4):
                await quickplay.join(f"p{i}", f"P{i}", "balloon-cup", origin=listeners[i])
            await until(lambda: all(not x.messages.empty() for x in listeners),
                        what="the people told")
            errors = [x.messages.get_nowait() for x in listeners]
            assert all("could not be saved" in e for e in errors)
            assert all(quickplay.queue.ticket_of(f"p{i}") is not None for i in range(4))
            assert not manager.tables and manager.open_count() == 0
            store.fail = False
            quickplay._match(None)  # the next look at the queue seats them
            seats = Seats(listeners)
            await until(lambda: seats.count() == 4, what="everyone seated")
        finally:
            quickplay.close()
            manager.close()
            store.close()

    run_scenario(scenario)


def test_metrics_show_who_waits_in_each_pool(server) -> None:
    ann = guest(server)
    sign_in(server, ann)
    server.post("/api/queue", json={"game": "climbing", "choice": 3})
    metrics = server.get("/metrics").text
    assert 'gametable_queue_waiting{pool="climbing:3+casual"} 1.0' in metrics
    assert server.post("/api/queue/leave", json={}).json()["state"] == "idle"
    assert "gametable_queue_waiting{" not in server.get("/metrics").text
