"""Quick play pairs fairly and counts everything (issue 29, rows 5 and 9): never two people
of one address or browser at one table, rated play for accounts only, quick-play tables
counted toward the caps on open tables, and a per-address limit on people waiting."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.people.access import AccessPolicy
from gametable.server.people.devices import BROWSER_COOKIE, Origin, origin_key
from gametable.server.people.players import SESSION_COOKIE
from gametable.server.people.rated import ACCOUNTS_ONLY
from gametable.server.queue.matchmaking import MatchQueue, Member, pool_for
from gametable.server.web.app import create_app

from ..helpers.people import ADDRESSES, guest, sign_in, wait_seated

PASSWORD = "a long password"


def place(address: str, device: str | None = None) -> Origin:
    return Origin(origin_key("address", address),
                  None if device is None else origin_key("device", device))


# --- the pairing rule itself -----------------------------------------------------------------


def test_the_queue_never_seats_two_of_one_address_or_device_together():
    queue = MatchQueue(fill_after=20.0)
    pool = pool_for("balloon-cup", rated=False)
    queue.join(pool, [Member("a", "A", origin=place("192.0.2.1", "dev-1"))], 0.0)
    queue.join(pool, [Member("b", "B", origin=place("192.0.2.1", "dev-2"))], 0.0)  # address
    assert queue.match(1.0) == []
    queue.join(pool, [Member("c", "C", origin=place("198.51.100.7", "dev-1"))], 1.0)  # A's
    [table] = queue.match(1.5)  # browser: C is seated with B, not with A
    assert {m.player for m in table.people} == {"b", "c"}
    queue.join(pool, [Member("d", "D", origin=place("192.0.2.1", "dev-3"))], 2.0)
    assert queue.match(2.5) == []
    # after the wait, each is seated with bots rather than with the other
    formed = queue.match(60.0)
    assert sorted(len(m.people) for m in formed) == [1, 1]


def test_the_queue_knows_who_waits_with_someone_of_their_place():
    queue = MatchQueue(fill_after=20.0)
    pool = pool_for("balloon-cup", rated=False)
    a = queue.join(pool, [Member("a", "A", origin=place("192.0.2.1", "dev-1"))], 0.0)
    assert not queue.others_of_its_place(a)
    b = queue.join(pool, [Member("b", "B", origin=place("198.51.100.2", "dev-1"))], 0.0)
    assert queue.others_of_its_place(a) and queue.others_of_its_place(b)  # one browser
    c = queue.join(pool_for("climbing", rated=False),
                   [Member("c", "C", origin=place("192.0.2.1"))], 0.0)
    assert not queue.others_of_its_place(c)  # another game's pool
    queue.leave("b")
    assert not queue.others_of_its_place(a)
    # a party of one home is not "others" to itself
    home = place("203.0.113.9")
    party = queue.join(pool_for("baloot"), [Member("d", "D", origin=home),
                                           Member("e", "E", origin=home)], 0.0)
    assert not queue.others_of_its_place(party)


def test_partners_of_one_party_may_share_an_address_but_not_with_their_opponents():
    queue = MatchQueue(fill_after=20.0)
    pool = pool_for("baloot")
    home = place("192.0.2.1")
    queue.join(pool, [Member("a", "A", origin=home), Member("b", "B", origin=home)], 0.0)
    queue.join(pool, [Member("c", "C", origin=place("192.0.2.1"))], 0.0)
    queue.join(pool, [Member("d", "D", origin=place("198.51.100.1"))], 0.0)
    queue.join(pool, [Member("e", "E", origin=place("198.51.100.2"))], 0.0)
    [table] = queue.match(1.0)
    assert {m.player for m in table.people} == {"a", "b", "d", "e"}


def test_rated_and_casual_are_pools_of_their_own():
    assert pool_for("baloot", "seed").key == "baloot:seed"
    assert pool_for("baloot", "seed", rated=False).key == "baloot:seed+casual"
    queue = MatchQueue()
    queue.join(pool_for("balloon-cup"), [Member("a", "A")], 0.0)
    queue.join(pool_for("balloon-cup", rated=False), [Member("b", "B")], 0.0)
    assert queue.match(1.0) == []


# --- through the server -----------------------------------------------------------------------


@pytest.fixture
def server(fake_game, db_url):
    app = create_app(db_url, bot_delay=0.0, queue_wait=0.5)
    with TestClient(app) as client:
        yield client


def account(client: TestClient, address: str, username: str) -> str:
    """A new account's session secret, signed in from ``address``."""
    guest(client, address)
    answer = client.post("/api/register", json={"username": username, "password": PASSWORD})
    assert answer.status_code == 200, answer.text
    secret = client.cookies[SESSION_COOKIE]  # a new session after registering
    ADDRESSES[secret] = address
    return secret


def test_two_guests_from_one_address_are_never_seated_against_each_other(server):
    """Row 5: two guests from one address joined quick play and sat at one rated table
    within a second. Now each waits for someone else, and bots after the wait."""
    one, two = guest(server, "192.0.2.50"), guest(server, "192.0.2.50")
    started = time.monotonic()
    for secret in (one, two):
        sign_in(server, secret)
        assert server.post("/api/queue", json={"game": "balloon-cup"}).json()["state"] == "queued"
    seat_one, seat_two = wait_seated(server, one), wait_seated(server, two)
    assert time.monotonic() - started >= 0.5  # not paired at once: only after the wait
    assert seat_one["table"] != seat_two["table"]
    assert seat_one["people"] == seat_two["people"] == 1  # each with a bot
    tables = server.app.state.manager.tables
    assert not tables[seat_one["table"]].settings["rated"]


def test_two_of_one_address_are_told_why_they_wait(fake_game, db_url):
    """Two browsers of one household (or a person trying quick play against themselves) are
    not paired; the queue's status says so, so that they make a table and send its link."""
    with TestClient(create_app(db_url, bot_delay=0.0, queue_wait=60.0)) as client:
        one, two = guest(client, "192.0.2.55"), guest(client, "192.0.2.55")
        sign_in(client, one)
        first = client.post("/api/queue", json={"game": "balloon-cup"}).json()
        assert first["state"] == "queued" and first["apart"] is False  # nobody else yet
        sign_in(client, two)
        second = client.post("/api/queue", json={"game": "balloon-cup"}).json()
        assert second["state"] == "queued" and second["apart"] is True
        sign_in(client, one)
        assert client.get("/api/queue").json()["apart"] is True  # asked again: told too
        left = client.post("/api/queue/leave", json={})
        assert left.status_code == 200 and left.json()["state"] == "idle", left.text
        sign_in(client, two)
        assert client.get("/api/queue").json()["apart"] is False  # alone again


def test_the_page_names_the_browser_and_two_guests_of_one_browser_are_not_paired(server):
    first = server.get("/")
    assert first.status_code == 200 and BROWSER_COOKIE in first.cookies
    assert BROWSER_COOKIE not in server.get("/api/games").cookies  # the API sets none
    browser = first.cookies[BROWSER_COOKIE]
    again = server.get("/", cookies={BROWSER_COOKIE: browser})
    assert BROWSER_COOKIE not in again.cookies  # kept, not replaced
    one = guest(server, "192.0.2.60")
    server.cookies.set(BROWSER_COOKIE, browser, domain="testserver.local")
    server.post("/api/queue", json={"game": "climbing"})
    two = guest(server, "198.51.100.60")  # another address, the same browser
    server.cookies.set(BROWSER_COOKIE, browser, domain="testserver.local")
    server.post("/api/queue", json={"game": "climbing"})
    assert wait_seated(server, one)["table"] != wait_seated(server, two)["table"]


def test_rated_quick_play_is_for_accounts_and_guests_play_casual(server):
    lone = guest(server, "192.0.2.70")
    sign_in(server, lone)
    refused = server.post("/api/queue", json={"game": "balloon-cup", "rated": True})
    assert refused.status_code == 403 and refused.json()["error"] == ACCOUNTS_ONLY
    assert server.post("/api/queue", json={"game": "balloon-cup", "rated": "yes"}
                       ).status_code == 400
    ann = account(server, "192.0.2.71", "fairann")
    bob = account(server, "198.51.100.71", "fairbob")
    for secret in (ann, bob):
        sign_in(server, secret)
        queued = server.post("/api/queue", json={"game": "balloon-cup"}).json()
        assert queued["state"] == "queued"
    seat_a, seat_b = wait_seated(server, ann), wait_seated(server, bob)
    assert seat_a["table"] == seat_b["table"]
    table = server.app.state.manager.tables[seat_a["table"]]
    assert table.settings["rated"] is True and table.settings["queue"] == "balloon-cup"
    origins = server.app.state.store.seat_origins(table.id)
    assert {player for player, _a, _d in origins.values()} == {
        s.player for s in table.seats}  # where each came from: kept for the ratings


def test_an_account_may_choose_casual(server):
    ann = account(server, "192.0.2.80", "casualann")
    sign_in(server, ann)
    queued = server.post("/api/queue", json={"game": "balloon-cup", "rated": False}).json()
    assert queued["state"] == "queued"
    seated = wait_seated(server, ann)
    table = server.app.state.manager.tables[seated["table"]]
    assert table.settings["queue"] == "balloon-cup+casual"


def test_a_loop_of_guests_from_one_address_is_stopped_by_the_caps(fake_game, db_url):
    """Row 9: 29 guests from one address looping quick play made 33 unfinished tables in
    75 s, none counted toward --max-tables-per-client. Now every quick-play table counts
    for the address of each person seated, and the queue has a per-address limit."""
    policy = AccessPolicy(max_tables_per_client=3, max_queue_per_address=2,
                          guest_rate=None, queue_rate=None)
    with TestClient(create_app(db_url, bot_delay=10.0, queue_wait=0.2, access=policy)) as client:
        secrets = [guest(client, "192.0.2.90") for _ in range(5)]
        answers = []
        for secret in secrets[:3]:
            sign_in(client, secret)
            answers.append(client.post("/api/queue", json={"game": "balloon-cup"}))
        assert [a.status_code for a in answers] == [200, 200, 429]
        assert "from your address are waiting" in answers[2].json()["error"]
        made = {wait_seated(client, s)["table"] for s in secrets[:2]}  # each with a bot
        sign_in(client, secrets[2])  # the loop goes on while those games are unfinished
        assert client.post("/api/queue", json={"game": "balloon-cup"}).status_code == 200
        made.add(wait_seated(client, secrets[2])["table"])
        manager = client.app.state.manager
        assert len(made) == 3
        assert manager.open_count(client.app.state.guard.creator_key("192.0.2.90")) == 3
        sign_in(client, secrets[3])
        refused = client.post("/api/queue", json={"game": "balloon-cup"})
        assert refused.status_code == 429 and "unfinished tables" in refused.json()["error"]
        # creating a table by hand is refused too: the quick-play tables count
        assert client.post("/api/tables", json={"game": "fake"}).status_code == 429
        # another address is not held up by this one
        sign_in(client, guest(client, "198.51.100.90"))
        assert client.post("/api/queue", json={"game": "balloon-cup"}).status_code == 200
