"""A cluster's lobby is read from the database: every process lists every table, filtered and
paged as one server does, and listing or describing a table does not take it from its owner."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from fastapi.testclient import TestClient

from gametable.server.people.players import SESSION_COOKIE
from gametable.server.web.app import create_app

from ..helpers.guests import as_player, sign_in_as_guest
from ..helpers.tables import create
from ..helpers.waiting import wait_until


@pytest.fixture
def two(fake_game, pg_url) -> Iterator[tuple[TestClient, TestClient]]:
    with TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="a")) as a, \
            TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="b")) as b:
        # one person on both processes: invite tables are listed to their creator (issue 29)
        sign_in_as_guest(a)
        as_player(b, a.cookies[SESSION_COOKIE])
        yield a, b


def owner(url: str, table_id: str) -> str | None:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT owner FROM gt_table_leases WHERE table_id = %s",
                           (table_id,)).fetchone()
    return None if row is None else row[0]


def test_every_process_lists_every_table_newest_first_without_taking_it(two, pg_url):
    a, b = two
    made = []
    for index in range(5):
        seats = ([{"kind": "human"}, {"kind": "bot"}] if index % 2 else
                 [{"kind": "bot"}, {"kind": "bot"}])
        game = "fake" if index < 4 else "balloon-cup"
        answer = a.post("/api/tables", json={"game": game, "seats": seats, "bot_delay": 10})
        assert answer.status_code == 201, answer.text
        made.append(answer.json()["id"])
    page = b.get("/api/tables", params={"limit": 2, "offset": 1}).json()
    assert page["total"] == 5 and [t["id"] for t in page["tables"]] == made[::-1][1:3]
    fakes = b.get("/api/tables", params={"game": "fake"}).json()
    assert fakes["total"] == 4 and {t["game"] for t in fakes["tables"]} == {"fake"}
    open_seats = b.get("/api/tables", params={"open_seats": 1}).json()
    assert {t["id"] for t in open_seats["tables"]} == {made[1], made[3]}
    info = b.get(f"/api/tables/{made[0]}").json()
    assert info["id"] == made[0] and info["status"] == "playing"
    assert b.get("/api/tables/nosuchtable").status_code == 404
    assert b.get("/api/tables/nosuchtable/state").status_code == 404  # nothing to claim
    assert b.get("/api/tables", params={"limit": 0}).status_code == 400
    assert all(owner(pg_url, tid) == "a" for tid in made)  # listing took nothing
    # a's own listing shows the tables it holds from memory, the same ones
    assert [t["id"] for t in a.get("/api/tables").json()["tables"]] == made[::-1]
    as_player(b, None)  # a stranger: none of them, they are invite tables
    assert b.get("/api/tables").json() == {"tables": [], "total": 0, "offset": 0, "limit": 50}
    summaries = b.portal.call(b.app.state.manager.peek_many, [made[0], "nosuchtable", made[4]])
    assert set(summaries) == {made[0], made[4]} and summaries[made[4]]["game"] == "balloon-cup"


def test_open_seats_on_every_process_follow_who_is_connected_at_the_owner(two):
    """Who is connected is known to a table's owner; it tells the others with its lease
    renewal (once a second), so every process's lobby lists a taken seat as taken."""
    a, b = two
    made = create(a, bot_delay=10, seats=[{"kind": "human"}, {"kind": "bot"}])
    other = create(a, bot_delay=10, seats=[{"kind": "human"}, {"kind": "bot"}])

    def listed() -> set[str]:
        return {t["id"] for t in b.get("/api/tables", params={"open_seats": 1}).json()["tables"]}

    def wait_for(wanted: set[str]) -> None:
        wait_until(listed, lambda now: now == wanted, 5, what=f"listing {wanted}", every=0.1)

    wait_for({made["id"], other["id"]})
    token = made["seats"][0]["token"]
    with a.websocket_connect(f"/ws/tables/{made['id']}?token={token}") as ws:
        ws.receive_json()
        wait_for({other["id"]})
    wait_for({made["id"], other["id"]})  # gone again: free again


def test_an_abandoned_table_is_not_listed_on_any_process(two, monkeypatch):
    """Issue 31's rule on a cluster: an old table with a person's seat, no move and nobody
    there is left out of every process's lobby; its owner says with its lease renewal whether
    anyone is connected, and a table nobody holds has nobody connected."""
    from gametable.server.tables import lobby as lobby_module

    a, b = two
    gone = create(a, bot_delay=10, seats=[{"kind": "human"}, {"kind": "bot"}])
    here = create(a, bot_delay=10, seats=[{"kind": "human"}, {"kind": "bot"}])
    bots = create(a, bot_delay=10, seats=[{"kind": "bot"}, {"kind": "bot"}])

    def listed(client: TestClient) -> set[str]:
        return {t["id"] for t in client.get("/api/tables").json()["tables"]}

    assert {gone["id"], here["id"], bots["id"]} <= listed(b)  # new tables wait for people
    monkeypatch.setattr(lobby_module, "ABANDONED_AFTER", 0.0)
    token = here["seats"][0]["token"]
    with a.websocket_connect(f"/ws/tables/{here['id']}?token={token}") as ws:
        ws.receive_json()
        wait_until(lambda: listed(b), lambda now: gone["id"] not in now and here["id"] in now,
                   5, what="the abandoned table left out, the one with a person kept",
                   every=0.1)
        assert bots["id"] in listed(b)  # no person's seat: never abandoned
        assert listed(a) == listed(b)  # the owner's own lobby says the same
