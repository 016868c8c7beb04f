""""Your games" (``GET /api/me/games``, gametable/server/tables/yourgames.py): a person's
unfinished tables, those where it is their turn first, with the opponents, the time left and
the last move; read from the database off the event loop, so every process of a cluster
answers it for every table."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.people.players import SESSION_COOKIE
from gametable.server.tables.round import Hold
from gametable.server.web.app import create_app

from ..helpers.people import Browser, person, play_out, sit
from ..helpers.tables import create

DAY = 86400
PAIR = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}]


def games(browser) -> dict:
    answer = browser.get("/api/me/games")
    assert answer.status_code == 200, answer.text
    return answer.json()


def move(browser, table_id: str) -> None:
    legal = browser.get(f"/api/tables/{table_id}/state").json()["legal"]
    answer = browser.post(f"/api/tables/{table_id}/move", json={"move": legal[0]})
    assert answer.status_code == 200, answer.text


def turn_based(creator, ann, bo, days: int = 3, seats=PAIR) -> str:
    table = create(creator, speed="turn-based", clock={"move": days * DAY}, seats=seats)
    sit(ann, table, 0)
    sit(bo, table, 1)
    return table["id"]


def test_your_turn_first_then_the_others_and_nothing_finished_or_not_yours(client):
    ann, _ann = person(client)
    bo, _bo = person(client)
    cy, _cy = person(client)
    waiting_for_bo = turn_based(ann, ann, bo, days=1)
    move(ann, waiting_for_bo)  # Bo's turn now
    soon = turn_based(ann, ann, bo, days=1)  # Ann's turn, a day to go
    later = turn_based(ann, ann, bo, days=7)  # Ann's turn, a week to go
    finished = create(ann, seats=PAIR)
    sit(ann, finished, 0)
    sit(bo, finished, 1)
    play_out([ann, bo], finished["id"])
    turn_based(bo, bo, cy)  # not Ann's

    mine = games(ann)
    assert [g["id"] for g in mine["games"]] == [soon, later, waiting_for_bo]
    assert mine["your_turn"] == 2
    first = mine["games"][0]
    assert first["your_turn"] and first["turn_based"] and first["seat"] == 0
    assert first["opponents"] == ["Bo"] and first["waiting_for"] == []
    assert first["url"] == f"/table/{soon}" and first["game"] == "fake"
    assert DAY - 60 < first["time_left"] <= DAY and first["moves"] == 0
    assert first["last_move"] is None and first["clock"] == {"move": DAY, "bank": 0.0}
    assert 7 * DAY - 60 < mine["games"][1]["time_left"] <= 7 * DAY
    theirs = mine["games"][2]
    assert not theirs["your_turn"] and theirs["waiting_for"] == ["Bo"]
    assert theirs["moves"] == 1 and time.time() - 60 < theirs["last_move"] <= time.time()
    assert DAY - 60 < theirs["time_left"] <= DAY  # Bo's time, which Ann waits out

    bos = games(bo)
    assert bos["your_turn"] == 2  # Bo's turn at the table Ann moved at, and at his own
    assert bos["games"][0]["id"] == waiting_for_bo  # the sooner deadline first
    move(bo, waiting_for_bo)
    assert games(ann)["your_turn"] == 3 and games(bo)["your_turn"] == 1


def test_guests_have_their_games_too_and_strangers_are_asked_to_sign_in(client):
    ann, _ann = person(client, account=False)
    bo, _bo = person(client, account=False)
    table_id = turn_based(ann, ann, bo)
    assert [g["id"] for g in games(ann)["games"]] == [table_id]
    assert games(ann)["your_turn"] == 1 and games(bo)["your_turn"] == 0
    stranger = Browser(client)
    answer = stranger.get("/api/me/games")
    assert answer.status_code == 401 and "not signed in" in answer.json()["error"]
    assert games(person(client)[0]) == {"games": [], "your_turn": 0,
                                        "now": pytest.approx(time.time(), abs=60)}


def test_a_seat_a_bot_holds_is_shown_as_held_not_as_your_turn(client):
    """A bot holds Ann's seat (as after her grace period ran out at a live table): her game
    says so, and it is not her turn while it plays for her."""
    ann, _ann = person(client)
    bo, _bo = person(client)
    table = create(ann, seats=PAIR, bot_delay=10)  # its stand-in thinks a while
    sit(ann, table, 0)
    sit(bo, table, 1)
    assert games(ann)["games"][0]["your_turn"]
    manager = client.app.state.manager
    client.portal.call(manager.round.submit, manager.tables[table["id"]], Hold(0))
    found = games(ann)["games"][0]
    assert found["held"] and not found["your_turn"] and found["waiting_for"] == []
    assert not games(bo)["games"][0]["your_turn"]



def test_your_games_are_read_off_the_event_loop(client, on_the_loop):
    ann, _ann = person(client)
    bo, _bo = person(client)
    turn_based(ann, ann, bo)
    on_the_loop.clear()
    client.app.state.players._players.clear()
    assert games(ann)["your_turn"] == 1
    assert on_the_loop == []


def test_a_restart_keeps_your_games_and_their_deadlines(fake_game, db_url):
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        ann, _ann = person(client)
        bo, _bo = person(client)
        table_id = turn_based(ann, ann, bo)
        move(ann, table_id)
        before = games(bo)["games"][0]
        secret = bo.cookies[SESSION_COOKIE]
    with TestClient(create_app(db_url, bot_delay=0.0)) as again:
        bo = Browser(again)
        bo.cookies.set(SESSION_COOKIE, secret, domain="testserver.local")
        after = games(bo)["games"][0]
    assert after["id"] == table_id and after["your_turn"]
    assert after["deadline"] == before["deadline"]  # a turn-based deadline stands


def test_every_process_of_a_cluster_answers_for_every_table(fake_game, pg_url):
    with TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="a")) as a, \
            TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="b")) as b:
        ann_a, _ann = person(a)
        bo_a, _bo = person(a)
        table_id = turn_based(ann_a, ann_a, bo_a)
        ann_b, bo_b = Browser(b), Browser(b)  # the same people, through process b
        ann_b.cookies, bo_b.cookies = ann_a.cookies, bo_a.cookies
        # nobody has moved: no clock is stored yet; b knows whose turn from the opening
        first = games(ann_b)["games"][0]
        assert first["id"] == table_id and first["your_turn"] and first["turn_known"]
        assert table_id not in b.app.state.manager.tables  # read, not taken from a
        move(ann_a, table_id)
        theirs, his = games(ann_b)["games"][0], games(bo_b)["games"][0]
        assert not theirs["your_turn"] and theirs["waiting_for"] == ["Bo"]
        assert his["your_turn"] and DAY * 3 - 60 < his["time_left"] <= 3 * DAY
        assert his["deadline"] == games(bo_a)["games"][0]["deadline"]  # a's memory, b's rows
        assert table_id not in b.app.state.manager.tables
