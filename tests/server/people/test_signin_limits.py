"""Sign-in limits a stranger cannot turn on the owner (issue row 6): guessing is slowed per
address, per username and address, and per username, but a browser that signed in to the
account before (its ``gt_device`` cookie) is counted on its own, so the owner still gets in."""

from __future__ import annotations

import sqlite3

from fastapi.testclient import TestClient

from gametable.server.people.access import AccessPolicy
from gametable.server.people.players import DEVICE_COOKIE, SESSION_COOKIE, hash_secret
from gametable.server.web.app import create_app

PASSWORD = "correct horse battery"
PROXY = "10.0.0.1"  # every browser comes through a trusted proxy, from the address it names


def make_app(db_url: str, **policy):
    return create_app(db_url, bot_delay=0.0,
                      access=AccessPolicy(trusted_proxies=("10.0.0.0/8",), **policy))


def browser(app) -> TestClient:
    return TestClient(app, client=(PROXY, 50000))


def login(client: TestClient, address: str, password: str, username: str = "Ann"):
    return client.post("/api/login", json={"username": username, "password": password},
                       headers={"X-Forwarded-For": address})


def test_a_strangers_guessing_slows_strangers_but_not_the_owners_browser(fake_game, db_url):
    app = make_app(db_url)
    with browser(app) as owner:
        owner.post("/api/me/guest", json={}, headers={"X-Forwarded-For": "198.51.100.7"})
        made = owner.post("/api/register", json={"username": "Ann", "password": PASSWORD},
                          headers={"X-Forwarded-For": "198.51.100.7"})
        assert made.status_code == 200, made.text
        device = owner.cookies[DEVICE_COOKIE]  # set at the sign-in registering is
        assert "Path=/api/login" in made.headers["set-cookie"]
        owner.post("/api/logout", json={})
        # only the device cookie's hash is stored, with the account
        with sqlite3.connect(db_url.removeprefix("sqlite:///")) as conn:
            stored = [row[0] for row in conn.execute("SELECT id_hash FROM gt_devices")]
        assert stored == [hash_secret(device)]

        # the attack of the issue: ~31 wrong passwords for the username from one address
        stranger = browser(app)
        answers = [login(stranger, "203.0.113.5", f"guess {n:04d}") for n in range(31)]
        assert [a.status_code for a in answers] == [401] * 5 + [429] * 26
        refused = answers[5]  # slowed per username and address, then per address
        assert "for one username from one address" in refused.json()["error"]
        assert int(refused.headers["retry-after"]) >= 1
        assert "from one address" in answers[-1].json()["error"]

        # the owner's browser still gets in, even from the attacker's address (a shared NAT),
        # and every time (6 of 6 were refused before)
        for _ in range(6):
            back = login(owner, "203.0.113.5", PASSWORD)
            assert back.status_code == 200, back.text
            assert back.json()["player"]["username"] == "Ann"
            owner.post("/api/logout", json={})

        # a botnet: each address gets its few guesses until the username's bucket is empty;
        # then a new stranger address is refused at once, the owner's browser still not
        for address in ("203.0.113.6", "203.0.113.7"):
            for n in range(5):
                login(stranger, address, f"other {n:04d}")
        late = login(browser(app), "192.0.2.44", PASSWORD)
        assert late.status_code == 429, late.text
        assert "for one username from browsers it does not know" in late.json()["error"]
        assert login(owner, "192.0.2.44", PASSWORD).status_code == 200
        assert SESSION_COOKIE in owner.cookies


def test_after_a_cool_down_anyone_gets_a_try_and_a_device_is_limited_too(fake_game, db_url):
    app = make_app(db_url)
    clock = [1000.0]
    with browser(app) as client:  # one client: each browser is its cookie jar in turn
        client.post("/api/me/guest", json={})
        client.post("/api/register", json={"username": "Bob", "password": PASSWORD})
        client.cookies.clear()
        client.post("/api/me/guest", json={})
        client.post("/api/register", json={"username": "Ann", "password": PASSWORD})
        anns_device = client.cookies[DEVICE_COOKIE]
        client.post("/api/logout", json={})
        app.state.guard.limiter.clock = lambda: clock[0]

        def as_anns_browser() -> None:
            client.cookies.clear()
            client.cookies.set(DEVICE_COOKIE, anns_device, domain="testserver.local",
                               path="/api/login")

        def as_a_stranger() -> None:
            client.cookies.clear()

        as_a_stranger()
        for address in ("203.0.113.1", "203.0.113.2"):
            for n in range(5):
                assert login(client, address, f"guess {n:04d}").status_code == 401
        assert login(client, "203.0.113.3", PASSWORD).status_code == 429
        # Ann's browser is a stranger to Bob's account: counted as one
        as_anns_browser()
        for_bob = [login(client, "203.0.113.9", f"guess {n:04d}", username="Bob")
                   for n in range(6)]
        assert [a.status_code for a in for_bob] == [401] * 5 + [429]
        assert "for one username from one address" in for_bob[-1].json()["error"]
        # the username's bucket refills one try every 30 s: then anyone gets one
        clock[0] += 30
        as_a_stranger()
        back = login(client, "203.0.113.3", PASSWORD)
        assert back.status_code == 200, back.text
        as_a_stranger()
        assert login(client, "203.0.113.3", PASSWORD).status_code == 429
        # Ann's browser has a bucket of its own: a stolen device cookie guesses slowly too
        as_anns_browser()
        answers = [login(client, "198.51.100.7", f"wrong {n:04d}").status_code
                   for n in range(11)]
        assert answers == [401] * 10 + [429]
        assert "from one browser" in login(client, "198.51.100.7", PASSWORD).json()["error"]
