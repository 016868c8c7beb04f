"""GET changes nothing (issue row 8): ``GET /api/me`` stores no guest, the page makes its guest
with a same-origin POST, and guests nobody uses are forgotten unless they have games."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient
from sqlalchemy import insert, select, update

from gametable.server.people.access import AccessPolicy, Rate
from gametable.server.people.players import SESSION_COOKIE, UNUSED_GUEST_DAYS
from gametable.server.storage.store import players_t, ratings_t, sessions_t
from gametable.server.web.app import create_app

DAY = 86400.0


def make_client(db_url: str, **policy) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0.0, access=AccessPolicy(**policy)))


def stored_players(client: TestClient) -> int:
    return client.app.state.players.count()


def test_get_me_stores_nothing_however_often_and_uses_no_guest_allowance(fake_game, db_url):
    """The attack: another site's page holds forty ``<img src=…/api/me>``. Before, each made
    a guest and the visitor's own first visit was refused (429)."""
    with make_client(db_url, guest_rate=Rate(30, 60)) as client:
        for _ in range(40):
            client.cookies.clear()
            answer = client.get("/api/me", headers={"Origin": "https://evil.example",
                                                    "Sec-Fetch-Site": "cross-site"})
            assert answer.status_code == 200
            assert answer.json() == {"player": None, "ended": False}
            assert "set-cookie" not in answer.headers
        assert stored_players(client) == 0
        # the visitor's own first visit: the page's script makes its guest
        client.cookies.clear()
        made = client.post("/api/me/guest", json={})
        assert made.status_code == 201, made.text
        assert stored_players(client) == 1 and SESSION_COOKIE in client.cookies


def test_a_guest_is_never_made_for_another_sites_page(fake_game, db_url):
    with make_client(db_url) as client:
        refused = client.post("/api/me/guest", json={},
                              headers={"Origin": "https://evil.example"})
        assert refused.status_code == 403 and "not allowed" in refused.json()["error"]
        # a form post (no JSON content type) is refused as well: no preflight-free way in
        form = client.post("/api/me/guest", content="x",
                           headers={"Content-Type": "text/plain"})
        assert form.status_code == 415
        assert stored_players(client) == 0 and SESSION_COOKIE not in client.cookies
        # this site's own page may
        own = client.post("/api/me/guest", json={}, headers={"Origin": "http://testserver"})
        assert own.status_code == 201, own.text


def test_idle_guests_without_games_are_forgotten_and_the_others_kept(fake_game, db_url):
    with make_client(db_url) as client:
        app = client.app
        players, store = app.state.players, app.state.store

        def new_guest() -> tuple[str, str]:
            client.cookies.clear()
            player = client.post("/api/me/guest", json={}).json()["player"]["id"]
            return player, client.cookies[SESSION_COOKIE]

        idle, _ = new_guest()  # made, never used again
        seated, seated_secret = new_guest()  # took a seat at a table
        table = client.post("/api/tables", json={"game": "fake", "seats": [
            {"kind": "human"}, {"kind": "human"}]}).json()
        client.get(f"/join/{table['id']}/{table['seats'][0]['token']}", follow_redirects=False)
        rated, _ = new_guest()
        new_guest()  # registers: accounts are never forgotten
        account = client.post("/api/register", json={"username": "Ann",
                                                     "password": "correct horse battery"})
        assert account.status_code == 200
        account_id = account.json()["player"]["id"]
        returning, returning_secret = new_guest()  # came back now and then
        with store.engine.begin() as conn:
            conn.execute(insert(ratings_t).values(player_id=rated, key="fake", mu=25.0,
                                                  sigma=8.0, games=1, updated=time.time()))

        now = time.time()

        def sweep(days: float) -> int:
            """The hourly sweep, as it runs ``days`` from now (on the server's own loop)."""
            return client.portal.call(lambda: players.forget_idle_guests(now=now + days * DAY))

        # the returning guest used its session after its first hour (a stored touch)
        with store.engine.begin() as conn:
            conn.execute(update(sessions_t).where(sessions_t.c.player_id == returning)
                         .values(last_seen=now + 2 * 3600))
        # a day and a half on: only the guest never used after its first hour is gone
        assert sweep(UNUSED_GUEST_DAYS + 0.5) == 1
        with store.engine.connect() as conn:
            kept = {row[0] for row in conn.execute(select(players_t.c.id))}
            sessions = {row[0] for row in conn.execute(select(sessions_t.c.player_id))}
        assert idle not in kept and idle not in sessions
        assert {seated, rated, account_id, returning} <= kept
        assert sweep(20) == 0
        # a month after its last use it goes too; games and ratings keep a guest for good
        assert sweep(31) == 1
        with store.engine.connect() as conn:
            kept = {row[0] for row in conn.execute(select(players_t.c.id))}
        assert returning not in kept and {seated, rated, account_id} <= kept
        # a forgotten guest's cookie signs nobody in
        client.cookies.clear()
        client.cookies.set(SESSION_COOKIE, returning_secret, domain="testserver.local")
        assert client.get("/api/me").json()["player"] is None
        client.cookies.set(SESSION_COOKIE, seated_secret, domain="testserver.local")
        assert client.get("/api/me").json()["player"]["id"] == seated
