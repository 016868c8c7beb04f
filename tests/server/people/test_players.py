"""Who a person is: guests made by the page's POST on first visit, sessions in a cookie, seats
that remember their player, and "my games" from any device."""

from __future__ import annotations

import sqlite3

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import inspect

from gametable.server.people.access import AccessPolicy, Rate
from gametable.server.people.players import SESSION_COOKIE, Players, hash_secret, preferred_language
from gametable.server.storage.store import Store
from gametable.server.web.app import create_app

from ..helpers.loops import run_alone
from ..helpers.tables import create

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def make_client(db_url: str, **policy) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0.0, access=AccessPolicy(**policy)))


def guest(client: TestClient, **headers: str) -> dict:
    """What the page's script does on a first visit: ``POST /api/me/guest``."""
    response = client.post("/api/me/guest", json={}, headers=headers)
    assert response.status_code in (200, 201), response.text
    return response.json()["player"]


def test_first_visit_makes_a_guest_kept_by_its_cookie(client):
    first = client.post("/api/me/guest", json={})
    assert first.status_code == 201
    cookie = first.headers["set-cookie"]
    assert cookie.startswith(f"{SESSION_COOKIE}=")
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Secure" not in cookie
    player = first.json()["player"]
    assert player["kind"] == "guest" and player["name"].startswith("Guest ")
    assert player["username"] is None and len(player["id"]) == 12
    # the same browser is the same player; the secret is never in a body
    again = client.get("/api/me")
    assert again.json()["player"] == player and "set-cookie" not in again.headers
    assert client.cookies[SESSION_COOKIE] not in again.text
    # asking again makes no second guest
    assert client.post("/api/me/guest", json={}).json()["player"] == player
    # another browser is another guest
    other = guest(TestClient(client.app))
    assert other["id"] != player["id"]


def test_the_guest_is_stored_before_its_cookie_is_set(fake_game, db_url):
    with make_client(db_url) as client:
        player = guest(client)
        secret = client.cookies[SESSION_COOKIE]
    # a fresh server on the same database knows the browser (only the secret's hash is kept)
    with make_client(db_url) as client:
        client.cookies.set(SESSION_COOKIE, secret, domain="testserver.local")
        assert client.get("/api/me").json()["player"] == player
    with sqlite3.connect(db_url.removeprefix("sqlite:///")) as conn:
        stored = [row[0] for row in conn.execute("SELECT id_hash FROM gt_sessions")]
    assert stored == [hash_secret(secret)] and secret not in stored


def test_the_cookie_is_secure_over_https(fake_game, db_url):
    with make_client(db_url, public_url="https://games.example.org") as client:
        assert "Secure" in client.post("/api/me/guest", json={}).headers["set-cookie"]


def test_an_unknown_or_forged_session_gets_a_new_guest(client):
    client.cookies.set(SESSION_COOKIE, "x" * 43, domain="testserver.local")
    assert client.get("/api/me").json() == {"player": None, "ended": False}
    response = client.post("/api/me/guest", json={})
    assert response.json()["player"]["kind"] == "guest"
    assert client.cookies[SESSION_COOKIE] != "x" * 43


def test_the_language_comes_from_the_browser_then_from_the_player():
    assert preferred_language("fi-FI,fi;q=0.9,en;q=0.8") == "fi"
    assert preferred_language("de-DE, ar;q=0.5") == "ar"
    assert preferred_language("de") == "en" and preferred_language(None) == "en"


def test_a_player_changes_name_and_language(client):
    guest(client, **{"Accept-Language": "es"})
    assert client.get("/api/me").json()["player"]["language"] == "es"
    changed = client.post("/api/me", json={"name": "  Ann\u202e\x07  Lee ", "language": "ar"})
    assert changed.status_code == 200, changed.text
    assert changed.json()["player"]["name"] == "Ann Lee"
    assert client.get("/api/me").json()["player"]["language"] == "ar"
    for body, words in (({"name": "x" * 41}, "at most 40"), ({"name": "\u200b"}, "at least"),
                        ({"language": "de"}, "language is one of"), ({"id": "x"}, "unknown")):
        refused = client.post("/api/me", json=body)
        assert refused.status_code == 400 and words in refused.json()["error"]
    assert client.get("/api/me").json()["player"]["name"] == "Ann Lee"


def test_changing_oneself_needs_a_session(client):
    refused = client.post("/api/me", json={"name": "Ann"})
    assert refused.status_code == 401 and "not signed in" in refused.json()["error"]
    assert client.get("/api/me/tables").status_code == 401


def test_guests_are_rate_limited_per_client(fake_game, db_url):
    with make_client(db_url, guest_rate=Rate(2, 60)) as client:
        for _ in range(2):
            client.cookies.clear()
            assert client.post("/api/me/guest", json={}).status_code == 201
        client.cookies.clear()
        assert client.get("/api/me").json() == {"player": None, "ended": False}  # no charge
        refused = client.post("/api/me/guest", json={})
        assert refused.status_code == 429 and "guest" in refused.json()["error"]
        assert int(refused.headers["retry-after"]) >= 1


def test_a_seat_remembers_who_took_it_and_they_rejoin_from_another_device(client):
    me = guest(client)
    table = create(client)
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    client.get(f"/join/{tid}/{tokens[0]}", follow_redirects=False)
    seats = client.get(f"/api/tables/{tid}").json()["seats"]
    assert seats[0]["player"] == me["id"] and seats[0]["name"] == me["name"]
    assert seats[1]["player"] is None and "token" not in seats[0]
    # one seat per player and table: the second invite link still seats this browser by its
    # token, but does not become its seat
    client.get(f"/join/{tid}/{tokens[1]}", follow_redirects=False)
    assert client.get(f"/api/tables/{tid}").json()["seats"][1]["player"] is None
    # another device: the same session, no seat cookie, no token
    device = TestClient(client.app)
    device.cookies.set(SESSION_COOKIE, client.cookies[SESSION_COOKIE], domain="testserver.local")
    mine = device.get("/api/me/tables").json()["tables"]
    assert [(t["id"], t["seat"], t["url"]) for t in mine] == [(tid, 0, f"/table/{tid}")]
    state = device.get(f"/api/tables/{tid}/state").json()
    assert state["seat"] == 0 and state["legal"]
    moved = device.post(f"/api/tables/{tid}/move", json={"move": state["legal"][0]})
    assert moved.status_code == 200, moved.text
    with device.websocket_connect(f"/ws/tables/{tid}") as socket:
        assert socket.receive_json()["seat"] == 0
    # somebody else without a token is a spectator, as before
    assert TestClient(client.app).get(f"/api/tables/{tid}/state").json()["seat"] is None


def test_a_token_taken_over_the_socket_records_the_player(client):
    me = guest(client)
    table = create(client)
    tid, token = table["id"], table["seats"][1]["token"]
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as socket:
        assert socket.receive_json()["seat"] == 1
    assert client.get(f"/api/tables/{tid}").json()["seats"][1]["player"] == me["id"]


def test_tokens_work_as_before_without_any_session(client):
    table = create(client)
    tid, token = table["id"], table["seats"][0]["token"]
    assert client.get(f"/api/tables/{tid}/state", params={"token": token}).json()["seat"] == 0
    assert client.get(f"/api/tables/{tid}").json()["seats"][0]["player"] is None
    assert SESSION_COOKIE not in client.cookies


def test_finished_games_leave_my_tables(client):
    guest(client)
    table = create(client)
    tid, token = table["id"], table["seats"][0]["token"]
    client.get(f"/join/{tid}/{token}", follow_redirects=False)
    other = table["seats"][1]["token"]
    assert [t["id"] for t in client.get("/api/me/tables").json()["tables"]] == [tid]
    while not (state := client.get(f"/api/tables/{tid}/state", params={"token": token}
                                   ).json())["over"]:
        seat_token = token if state["to_act"] == [0] else other
        legal = client.get(f"/api/tables/{tid}/state", params={"token": seat_token}
                           ).json()["legal"]
        client.post(f"/api/tables/{tid}/move", json={"move": legal[0], "token": seat_token})
    assert client.get("/api/me/tables").json()["tables"] == []


def test_the_seat_and_its_player_survive_a_restart(fake_game, db_url):
    with make_client(db_url) as client:
        me = guest(client)
        table = create(client)
        client.get(f"/join/{table['id']}/{table['seats'][0]['token']}", follow_redirects=False)
        secret = client.cookies[SESSION_COOKIE]
    with make_client(db_url) as client:
        client.cookies.set(SESSION_COOKIE, secret, domain="testserver.local")
        assert client.get(f"/api/tables/{table['id']}").json()["seats"][0]["player"] == me["id"]
        assert client.get(f"/api/tables/{table['id']}/state").json()["seat"] == 0


def test_an_old_database_opens_and_gains_the_new_tables(fake_game, tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as conn:  # the schema before players existed
        conn.executescript("""
            CREATE TABLE gt_tables (id VARCHAR(32) PRIMARY KEY, game VARCHAR(32) NOT NULL,
              options TEXT NOT NULL, seed BIGINT, setup TEXT NOT NULL, seats TEXT NOT NULL,
              settings TEXT NOT NULL, status VARCHAR(16) NOT NULL, result TEXT,
              created FLOAT NOT NULL, updated FLOAT NOT NULL);
            CREATE TABLE gt_moves (table_id VARCHAR(32), idx INTEGER, seat INTEGER NOT NULL,
              move TEXT NOT NULL, t FLOAT NOT NULL, PRIMARY KEY (table_id, idx));
            INSERT INTO gt_tables VALUES ('old1', 'fake', '{}', 3, '{}',
              '[{"kind": "human", "name": "Ann", "bot": null, "level": null,
                 "token_hash": null}, {"kind": "bot", "name": "r", "bot": "random",
                 "level": null, "token_hash": null}]',
              '{"bot_delay": 0}', 'playing', NULL, 1.0, 1.0);
        """)
    with make_client(f"sqlite:///{path}") as client:
        seats = client.get("/api/tables/old1").json()["seats"]
        assert seats[0]["name"] == "Ann" and seats[0]["player"] is None
        assert client.post("/api/me/guest", json={}).status_code == 201
    store = Store(f"sqlite:///{path}")
    try:
        names = set(inspect(store.engine).get_table_names())
        assert {"gt_players", "gt_sessions", "gt_seat_players"} <= names
    finally:
        store.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_players_and_sessions_on_both_databases(backend, request, tmp_path):
    url = (f"sqlite:///{tmp_path / 'p.db'}" if backend == "sqlite"
           else request.getfixturevalue("pg_url"))
    store = Store(url)

    async def scenario() -> None:
        players = Players(store)
        player, secret = await players.new_guest(name="لاعب", language="ar", agent="x" * 500)
        renamed = await players.update(player, name="Ann")
        fresh = Players(store)  # nothing cached: read back from the database
        assert fresh.get(player.id) == renamed
        assert (await fresh.player_for(secret)) == renamed
        assert fresh.session(secret).agent == "x" * 200
        assert fresh.session("not-a-session") is None

    try:
        run_alone(scenario)
    finally:
        store.close()
