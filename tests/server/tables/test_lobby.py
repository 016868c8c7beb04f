"""The lobby list (gametable.server.tables.lobby): newest first, a page at a time, filtered by
game and by open seats, with a clear 400 for a query it cannot answer.

Row 5 of issue 16: 21,000 tables made one 7.9 MB lobby answer; a page costs what it shows.
"""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.people.access import AccessPolicy
from gametable.server.tables.lobby import MAX_PAGE_SIZE, PAGE_SIZE
from gametable.server.web.app import create_app

from ..helpers.guests import sign_in_as_guest
from ..helpers.tables import create

PERSON, BOT = {"kind": "human"}, {"kind": "bot", "bot": "random"}


@pytest.fixture
def lobby_client(fake_game, db_url):
    """A server that lets one client create as many tables as a test needs."""
    app = create_app(db_url, bot_delay=0.0,
                     access=AccessPolicy(create_rate=None, max_tables_per_client=0))
    with TestClient(app) as client:
        sign_in_as_guest(client)  # invite tables are listed to their creator (issue 29)
        yield client


def lobby(client: TestClient, **params) -> dict:
    response = client.get("/api/tables", params=params)
    assert response.status_code == 200, response.text
    return response.json()


def test_pages_are_newest_first_and_show_every_table_once(lobby_client):
    made = [create(lobby_client)["id"] for _ in range(7)]
    seen = []
    for offset in (0, 3, 6):
        page = lobby(lobby_client, limit=3, offset=offset)
        assert page["total"] == 7 and page["offset"] == offset and page["limit"] == 3
        seen += [t["id"] for t in page["tables"]]
    assert seen == made[::-1]
    past_the_end = lobby(lobby_client, limit=3, offset=7)
    assert past_the_end["tables"] == [] and past_the_end["total"] == 7


def test_a_page_is_50_unless_asked_and_never_more_than_200(fake_game, db_url):
    app = create_app(db_url, bot_delay=0.0,
                     access=AccessPolicy(create_rate=None, max_tables_per_client=0))
    with TestClient(app) as client:
        sign_in_as_guest(client)
        for _ in range(PAGE_SIZE + 1):
            create(client)
        page = lobby(client)
        assert len(page["tables"]) == PAGE_SIZE == page["limit"] and page["total"] == 51
        assert len(lobby(client, limit=MAX_PAGE_SIZE)["tables"]) == 51
        too_big = client.get("/api/tables", params={"limit": MAX_PAGE_SIZE + 1})
        assert too_big.status_code == 400
        assert too_big.json()["error"] == "limit is a whole number from 1 to 200, not 201"


def test_filters_keep_one_game_and_tables_with_a_free_seat(lobby_client):
    free = create(lobby_client, seats=[PERSON, BOT])  # seat 0 is a person's, nobody there
    held = create(lobby_client)  # both seats' people connected below
    bots_only = create(lobby_client, seats=[BOT, BOT], bot_delay=10)  # nobody's seat to take
    other_game = create(lobby_client, game="balloon-cup")
    sockets = [lobby_client.websocket_connect(f"/ws/tables/{held['id']}?token={seat['token']}")
               for seat in held["seats"]]
    for ws in sockets:
        ws.__enter__().receive_json()
    try:
        # presence is sent at most once a second: the second person shows within that
        deadline = time.monotonic() + 5
        while not all(s["online"] for s in lobby_client.get(f"/api/tables/{held['id']}"
                                                            ).json()["seats"]):
            assert time.monotonic() < deadline, "the people at the table never showed online"
            time.sleep(0.05)
        fake_ids = [t["id"] for t in lobby(lobby_client, game="fake")["tables"]]
        assert fake_ids == [bots_only["id"], held["id"], free["id"]]
        assert lobby(lobby_client, game="fake")["total"] == 3
        assert [t["id"] for t in lobby(lobby_client, game="balloon-cup")["tables"]] == [
            other_game["id"]]
        open_page = lobby(lobby_client, open_seats=1)
        assert [t["id"] for t in open_page["tables"]] == [other_game["id"], free["id"]]
        assert open_page["total"] == 2
        both = lobby(lobby_client, game="fake", open_seats="true", limit=1)
        assert [t["id"] for t in both["tables"]] == [free["id"]] and both["total"] == 1
        assert lobby(lobby_client, open_seats=0)["total"] == 4
    finally:
        for ws in sockets:
            ws.__exit__(None, None, None)


def test_a_finished_table_has_no_open_seat(lobby_client):
    table = create(lobby_client)
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    while not (state := lobby_client.get(f"/api/tables/{tid}/state").json())["over"]:
        token = tokens[state["to_act"][0]]
        mine = lobby_client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
        lobby_client.post(f"/api/tables/{tid}/move", json={"move": mine["legal"][0],
                                                           "token": token})
    assert lobby(lobby_client, open_seats=1)["total"] == 0
    (listed,) = lobby(lobby_client)["tables"]
    assert listed["id"] == tid and listed["status"] == "over"


@pytest.mark.parametrize(("params", "error"), [
    ({"limit": "0"}, "limit is a whole number from 1 to 200, not 0"),
    ({"limit": "-1"}, "limit is a whole number from 1 to 200, not '-1'"),
    ({"limit": "ten"}, "limit is a whole number from 1 to 200, not 'ten'"),
    ({"limit": "1.5"}, "limit is a whole number from 1 to 200, not '1.5'"),
    ({"limit": "9" * 5000}, "limit is a whole number from 1 to 200"),
    ({"offset": "-3"}, "offset is a whole number of 0 or more, not '-3'"),
    ({"offset": "x"}, "offset is a whole number of 0 or more, not 'x'"),
    ({"open_seats": "maybe"}, "open_seats is 1 or 0, not 'maybe'"),
    ({"game": "chess"}, "there is no game 'chess'; games: balloon-cup, baloot, climbing"),
    ({"page": "2"}, "the lobby takes no parameter page; it takes game, open_seats, limit "
                    "and offset"),
])
def test_a_lobby_query_it_cannot_answer_is_a_clear_400(lobby_client, params, error):
    create(lobby_client)
    response = lobby_client.get("/api/tables", params=params)
    assert response.status_code == 400
    assert response.json()["error"].startswith(error)


def test_an_abandoned_table_is_not_listed(lobby_client, monkeypatch):
    """Issue 31: a table with people's seats, no move and nobody there, once old enough, is
    left out of the lobby; one a person sits at, or with a move made, stays listed."""
    from gametable.server.tables import lobby as lobby_module

    gone = create(lobby_client)["id"]
    here = create(lobby_client)
    played = create(lobby_client)
    tokens = [s["token"] for s in played["seats"]]
    state = lobby_client.get(f"/api/tables/{played['id']}/state").json()
    token = tokens[state["to_act"][0]]
    mine = lobby_client.get(f"/api/tables/{played['id']}/state", params={"token": token}).json()
    moved = lobby_client.post(f"/api/tables/{played['id']}/move",
                              json={"move": mine["legal"][0], "token": token})
    assert moved.status_code == 200, moved.text
    listed = {t["id"] for t in lobby(lobby_client)["tables"]}
    assert {gone, here["id"], played["id"]} <= listed  # new tables wait for their people
    monkeypatch.setattr(lobby_module, "ABANDONED_AFTER", 0.0)
    here_token = here["seats"][0]["token"]
    with lobby_client.websocket_connect(f"/ws/tables/{here['id']}?token={here_token}") as ws:
        assert ws.receive_json()["type"] == "state"
        page = lobby(lobby_client)
        listed = {t["id"] for t in page["tables"]}
        assert here["id"] in listed and gone not in listed
        assert played["id"] in listed  # a move was made: not abandoned
        assert page["total"] == len(page["tables"])
