"""Clocks and takeovers over HTTP and the WebSocket: the create option, what every seat is
shown, taking a seat back (its owner only), and the server's time for counting down."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient

from gametable.server.web.app import create_app

from ..helpers.tables import try_create


def test_a_bad_clock_is_refused_with_a_reason(client):
    for clock, words in ((0, "'clock' is"), ({"move": 0.5}, "'clock.move' must be"),
                         ({"bank": -1}, "'clock.bank' must be"), ({"moves": 3}, "unknown field"),
                         ("sometimes", "'clock' is")):
        response = try_create(client, clock=clock)
        assert response.status_code == 400, clock
        assert words in response.json()["error"]
    assert client.get("/api/tables").json()["total"] == 0


def test_every_seat_and_the_lobby_see_the_clocks(client):
    created = try_create(client, clock={"move": 12, "bank": 34})
    assert created.status_code == 201
    body = created.json()
    assert body["clock"]["move"] == 12 and body["clock"]["bank"] == 34
    table_id, token = body["id"], body["seats"][0]["token"]
    for headers in ({"X-Seat-Token": token}, {}):
        state = client.get(f"/api/tables/{table_id}/state", headers=headers).json()
        seats = state["clock"]["seats"]
        assert seats["0"]["deadline"] > time.time() + 40 and seats["1"]["deadline"] is None
        assert seats["0"]["held"] is False and seats["0"]["turn"] == 1
    untimed = try_create(client, clock="none").json()
    assert untimed["clock"]["move"] is None and untimed["clock"]["seats"]["0"]["deadline"] is None


def test_a_move_for_an_old_turn_is_refused(client):
    body = try_create(client).json()
    table_id, token = body["id"], body["seats"][0]["token"]
    url, headers = f"/api/tables/{table_id}/move", {"X-Seat-Token": token}
    move = client.get(f"/api/tables/{table_id}/state", headers=headers).json()["legal"][0]
    stale = client.post(url, json={"move": move, "turn": 0}, headers=headers)
    assert stale.status_code == 409 and "ran out" in stale.json()["error"]
    bad = client.post(url, json={"move": move, "turn": "one"}, headers=headers)
    assert bad.status_code == 400 and "turn number" in bad.json()["error"]
    ok = client.post(url, json={"move": move, "turn": 1}, headers=headers)
    assert ok.status_code == 200 and ok.json()["n"] == 1


def test_the_socket_tells_the_servers_time(client):
    body = try_create(client).json()
    with client.websocket_connect(f"/ws/tables/{body['id']}") as ws:
        assert ws.receive_json()["type"] == "state"
        ws.send_json({"type": "time"})
        reply = ws.receive_json()
        assert reply["type"] == "time" and abs(reply["now"] - time.time()) < 5


def test_a_seat_left_past_the_grace_period_is_held_until_its_owner_takes_it_back(
        fake_game, db_url):
    app = create_app(db_url, bot_delay=0.0, takeover_grace=0.3)
    with TestClient(app) as client:
        body = try_create(client, clock="none").json()
        table_id = body["id"]
        ann, bo = body["seats"][0]["token"], body["seats"][1]["token"]
        with client.websocket_connect(f"/ws/tables/{table_id}?token={ann}") as ws:
            assert ws.receive_json()["seat"] == 0
        deadline = time.monotonic() + 10
        while True:
            state = client.get(f"/api/tables/{table_id}/state").json()
            if state["clock"]["seats"]["0"]["held"] and state["n"] >= 1:
                break
            assert time.monotonic() < deadline, "the bot never took the seat"
            time.sleep(0.05)
        url = f"/api/tables/{table_id}/takeback"
        assert client.post(url, json={}).status_code == 403  # a spectator
        other = client.post(url, json={}, headers={"X-Seat-Token": bo})
        assert other.status_code == 409 and "not held" in other.json()["error"]
        mine = client.post(url, json={}, headers={"X-Seat-Token": ann})
        assert mine.status_code == 200 and mine.json()["clock"]["seats"]["0"]["held"] is False
        # over the socket too: a seat nobody holds cannot be taken back
        with client.websocket_connect(f"/ws/tables/{table_id}?token={ann}") as ws:
            ws.receive_json()
            ws.send_json({"type": "takeback"})
            error = ws.receive_json()
            assert error["type"] == "error" and "not held" in error["message"]


def test_ready_reaches_the_bots_for_the_clients_own_seat(client, monkeypatch):
    """``{"type": "ready"}`` (the page's "Next hand") goes to the bots' turns for the seat the
    socket holds; a spectator's reaches them as no seat, which the bots wait for never
    (tests/server/tables/test_chapter_pause.py has what it changes)."""
    from gametable.server.tables.bots import BotTurns

    told: list[tuple[str, int | None]] = []
    monkeypatch.setattr(BotTurns, "ready", lambda self, table, seat: told.append((table.id, seat)))
    body = try_create(client).json()
    table_id, token = body["id"], body["seats"][1]["token"]
    for query, seat in ((f"?token={token}", 1), ("", None)):
        with client.websocket_connect(f"/ws/tables/{table_id}{query}") as ws:
            assert ws.receive_json()["type"] == "state"
            ws.send_json({"type": "ready"})
            ws.send_json({"type": "time"})  # (answered once the ready before it is done)
            assert ws.receive_json()["type"] == "time"
        assert told[-1] == (table_id, seat)
    assert len(told) == 2
