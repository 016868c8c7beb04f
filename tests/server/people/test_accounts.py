"""Accounts over the API: register, log in, wrong password, rate limits, sessions ended."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from gametable.server.errors import RequestError
from gametable.server.people.access import AccessPolicy, Rate
from gametable.server.people.accounts import (
    HASHER,
    WRONG,
    Accounts,
    check_password,
    check_username,
    username_key,
)
from gametable.server.people.players import SESSION_COOKIE, Players
from gametable.server.storage.store import Store
from gametable.server.web.app import create_app

from ..helpers.loops import run_alone

PASSWORD = "correct horse battery"


def make_client(db_url: str, **policy) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0.0, access=AccessPolicy(**policy)))


def browser(client: TestClient) -> TestClient:
    """Another browser on the same server (cookies of its own)."""
    return TestClient(client.app)


def guest(client: TestClient, **headers: str) -> dict:
    """A new guest, as the page's script makes one (``POST /api/me/guest``)."""
    return client.post("/api/me/guest", json={}, headers=headers).json()["player"]


def register(client: TestClient, username: str = "Ann", password: str = PASSWORD) -> dict:
    guest(client)
    response = client.post("/api/register", json={"username": username, "password": password})
    assert response.status_code == 200, response.text
    return response.json()["player"]


def login(client: TestClient, username: str = "Ann", password: str = PASSWORD):
    return client.post("/api/login", json={"username": username, "password": password})


def test_usernames_and_passwords_are_checked():
    assert check_username("ann.lee-2") == "ann.lee-2"
    for bad in ("an", "-ann", "a" * 33, "ann lee", "ännä", 7, None):
        with pytest.raises(RequestError, match="username is 3 to 32"):
            check_username(bad)
    assert check_password(PASSWORD, "ann") == PASSWORD
    for bad, words in (("short", "at least 8"), ("x" * 257, "at most 256"),
                       ("AnnAnnAnn", "not be the username"), (None, "is a string")):
        with pytest.raises(RequestError, match=words):
            check_password(bad, "annannann")
    assert username_key("Ann") == username_key("aNN")


def test_passwords_are_stored_as_argon2id_and_never_in_clear(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'p.db'}")

    async def scenario() -> None:
        players = Players(store)
        accounts = Accounts(players)
        guest, _secret = await players.new_guest()
        account = await accounts.register(guest, "Ann", PASSWORD)
        assert account.id == guest.id and account.kind == "account"
        found, stored = players.account("ann")
        assert found == account and stored.startswith("$argon2id$") and PASSWORD not in stored
        assert not HASHER.check_needs_rehash(stored)
        assert await accounts.login("ANN", PASSWORD) == account
        for username, password in (("Ann", "wrong password"), ("Bob", PASSWORD)):
            with pytest.raises(RequestError, match=WRONG):
                await accounts.login(username, password)

    try:
        run_alone(scenario)
    finally:
        store.close()


def test_a_guest_registers_and_keeps_its_games(client):
    guest_player = guest(client)
    table = client.post("/api/tables", json={"game": "fake", "seats": [{"kind": "human"},
                                                                       {"kind": "human"}]}).json()
    client.get(f"/join/{table['id']}/{table['seats'][0]['token']}", follow_redirects=False)
    before = client.cookies[SESSION_COOKIE]
    account = register(client, "Ann")
    assert account["id"] == guest_player["id"] and account["kind"] == "account"
    assert account["username"] == "Ann" and account["name"] == guest_player["name"]
    # a new session after registering; the old secret opens nothing
    assert client.cookies[SESSION_COOKIE] != before
    stale = browser(client)
    stale.cookies.set(SESSION_COOKIE, before, domain="testserver.local")
    assert stale.get("/api/me").json() == {"player": None, "ended": True}
    assert [t["id"] for t in client.get("/api/me/tables").json()["tables"]] == [table["id"]]
    # the same games from another browser once logged in
    other = browser(client)
    guest(other)
    assert login(other).json()["player"]["id"] == guest_player["id"]
    assert [t["id"] for t in other.get("/api/me/tables").json()["tables"]] == [table["id"]]
    assert other.get(f"/api/tables/{table['id']}/state").json()["seat"] == 0


def test_register_refuses_a_taken_name_and_a_second_account(client):
    register(client, "Ann")
    again = client.post("/api/register", json={"username": "bob1", "password": PASSWORD})
    assert again.status_code == 409 and "already have an account" in again.json()["error"]
    other = browser(client)
    guest(other)
    taken = other.post("/api/register", json={"username": "ANN", "password": PASSWORD})
    assert taken.status_code == 409 and "taken" in taken.json()["error"]
    weak = other.post("/api/register", json={"username": "bob1", "password": "short"})
    assert weak.status_code == 400 and "at least 8" in weak.json()["error"]
    assert browser(client).post("/api/register", json={"username": "x"}).status_code == 401


def test_wrong_password_and_unknown_user_get_the_same_answer(client):
    register(client, "Ann")
    other = browser(client)
    wrong, unknown = login(other, password="not the password"), login(other, username="Nobody")
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.json() == unknown.json() == {"error": WRONG}
    assert login(other, password=None).json() == {"error": WRONG}
    assert SESSION_COOKIE not in other.cookies
    assert login(other, username="ANN").status_code == 200


def test_logins_are_rate_limited_per_client_and_per_username(fake_game, db_url):
    with make_client(db_url, login_rate=Rate(3, 60), login_user_rate=Rate(2, 60)) as client:
        register(client, "Ann")
        attacker = browser(client)
        for _ in range(2):
            assert login(attacker, password="guess1234").status_code == 401
        limited = login(attacker)  # even the right password: the username's bucket is empty
        assert limited.status_code == 429 and "for one username" in limited.json()["error"]
        assert int(limited.headers["retry-after"]) >= 1
        refused = login(attacker, username="bob1")  # the address's bucket is empty too now
        assert refused.status_code == 429 and "from one address" in refused.json()["error"]


def test_logout_ends_this_browser_only(client):
    account = register(client, "Ann")
    phone = browser(client)
    guest(phone)
    login(phone)
    out = client.post("/api/logout", json={})
    assert out.status_code == 200 and 'gt_session=""' in out.headers["set-cookie"]
    assert phone.get("/api/me").json()["player"]["id"] == account["id"]
    assert client.get("/api/me").json()["player"] is None


def test_logout_everywhere_ends_every_session(client):
    account = register(client, "Ann")
    phone = browser(client)
    guest(phone)
    login(phone)
    secret = phone.cookies[SESSION_COOKIE]
    assert len(client.get("/api/me/sessions").json()["sessions"]) == 2
    assert client.post("/api/logout/everywhere", json={}).json()["ended"] == 2
    # the phone sees itself logged out, told once that its session ended (the dead cookie
    # goes); nothing is stored for it
    assert phone.get("/api/me").json() == {"player": None, "ended": True}
    assert SESSION_COOKIE not in phone.cookies
    assert phone.get("/api/me").json() == {"player": None, "ended": False}
    phone.cookies.set(SESSION_COOKIE, secret, domain="testserver.local")
    assert phone.get(f"/api/players/{account['id']}").status_code == 200
    assert phone.post("/api/me", json={"name": "X"}).status_code == 401
    assert login(phone).status_code == 200


def test_sessions_are_listed_without_secrets_and_end_one_by_one(client):
    register(client, "Ann")
    phone = browser(client)
    guest(phone, **{"User-Agent": "Phone browser"})
    phone.post("/api/login", json={"username": "Ann", "password": PASSWORD},
               headers={"User-Agent": "Phone browser"})
    listed = client.get("/api/me/sessions")
    sessions = listed.json()["sessions"]
    assert sorted(s["current"] for s in sessions) == [False, True]
    for secret in (client.cookies[SESSION_COOKIE], phone.cookies[SESSION_COOKIE]):
        assert secret not in listed.text
    theirs = next(s for s in sessions if not s["current"])
    assert theirs["browser"] == "Phone browser"
    assert client.post(f"/api/me/sessions/{theirs['id']}/end", json={}).json() == {"ended": 1}
    assert phone.get("/api/me").json()["ended"] is True
    gone = client.post(f"/api/me/sessions/{theirs['id']}/end", json={})
    assert gone.status_code == 404
    # nobody ends another player's session
    stranger = browser(client)
    guest(stranger)
    mine = client.get("/api/me/sessions").json()["sessions"][0]["id"]
    assert stranger.post(f"/api/me/sessions/{mine}/end", json={}).status_code == 404
