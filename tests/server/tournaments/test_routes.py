"""The tournaments' routes: what a create request may be (every mistake a 4xx saying why,
nothing stored), who may enter, leaving, the list, teams of partners, and the page's socket.
"""

from __future__ import annotations

import dataclasses
import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.people.access import AccessPolicy
from gametable.server.tournaments.service import TournamentSettings
from gametable.server.web.app import create_app

from ..helpers.people import person
from ..helpers.tournaments import make, tournament_app
from ..helpers.waiting import wait_until

GOOD = {"name": "Friday arena", "game": "fake", "format": "arena", "duration": 1800,
        "clock": {"move": 20, "bank": 120}}


@pytest.fixture
def server(fake_game, db_url):
    with TestClient(tournament_app(db_url)) as client:
        yield client


@pytest.fixture
def strict(fake_game, db_url):
    """A server with the route's own bounds (bot entrants allowed, to check their fields);
    no limit on tournaments made from one address, whose many bad requests count as tries."""
    app = create_app(db_url, bot_delay=0.0, tournaments=TournamentSettings(bot_entrants=True),
                     access=dataclasses.replace(AccessPolicy(), create_rate=None))
    with TestClient(app) as client:
        yield client


#: (a change to a good request, the status it gets, words its error holds)
BAD_CREATES = [
    ({"name": "x"}, 400, "'name' has 3 to 80 characters"),
    ({"name": None}, 400, "'name' is the tournament's name"),
    ({"game": "chess"}, 400, "unknown game"),
    ({"game": "climbing", "options": {"players": 3}}, 400, "two equal sides"),
    ({"options": {"rounds": 9}}, 400, "bad option"),
    ({"format": "league"}, 400, "'format' is one of arena, swiss, knockout"),
    ({"format": "knockout", "duration": None}, 400, "knockout is for teams of two"),
    ({"duration": 5}, 400, "'duration' is an arena's length: from 2 min to 12 h"),
    ({"duration": "forever"}, 400, "'duration'"),
    ({"format": "swiss", "duration": None}, 400, "'rounds' is a whole number from 1 to 30"),
    ({"format": "swiss", "duration": None, "rounds": 31}, 400, "from 1 to 30"),
    ({"rounds": 3}, 400, "'rounds' is a Swiss's"),
    ({"clock": None}, 400, "'clock' is required"),
    ({"clock": "none"}, 400, "\"M+S\""),
    ({"clock": {"move": 0.5, "bank": 0}}, 400, "'clock.move' is from 1 to 300 seconds"),
    ({"clock": {"move": 10, "bank": 99999}}, 400, "'clock.bank' is from 0 to 3600"),
    ({"starts": 1000.0}, 400, "the start time is in the past"),
    ({"starts_in": 90 * 86400}, 400, "at most 30 days ahead"),
    ({"starts_in": 10, "starts": time.time() + 10}, 400, "not both"),
    ({"visibility": "secret"}, 400, "'visibility'"),
    ({"invited": ["abc"]}, 400, "'invited' is for a tournament by invitation"),
    ({"visibility": "invite", "invited": ["no such one"]}, 400, "player ids"),
    ({"visibility": "invite", "invited": ["nobody1234"]}, 400, "no account: nobody1234"),
    ({"bots": "yes"}, 400, "'bots' is true or false"),
    ({"bot_wait": 60}, 400, "'bot_wait' is for an arena with bots"),
    ({"rated": 1}, 400, "'rated' is true or false"),
    ({"colour": "red"}, 400, "unknown field(s) colour"),
    ({"bot_entrants": {"count": 10, "bot": "genius"}}, 400, "no bot 'genius'"),
]


def test_a_bad_create_request_is_refused_saying_why_and_nothing_is_made(strict):
    """Every bad request of :data:`BAD_CREATES` by one account on one server (a server and an
    account each, 28 of them, cost the suite 24 s): each refused saying why, none made."""
    maker, _player = person(strict)
    wrong = []
    for change, status, says in BAD_CREATES:
        body = {k: v for k, v in {**GOOD, **change}.items() if v is not None or k in (
            "name", "clock")}
        answer = maker.post("/api/tournaments", json=body)
        if answer.status_code != status or says not in answer.json().get("error", ""):
            wrong.append(f"{change}: {answer.status_code} {answer.text[:200]}")
    assert wrong == [], "\n".join(wrong)
    assert maker.get("/api/tournaments").json() == {"upcoming": [], "running": [],
                                                    "recent": []}


def test_only_accounts_make_tournaments_and_a_server_without_the_option_takes_no_bots(
        fake_game, db_url):
    with TestClient(tournament_app(db_url)) as client:
        guest, _player = person(client, account=False)
        answer = guest.post("/api/tournaments", json=GOOD)
        assert answer.status_code == 403 and "accounts" in answer.json()["error"]
        client.cookies.clear()
        assert client.post("/api/tournaments", json=GOOD).status_code == 401
    with TestClient(create_app(db_url, bot_delay=0.0)) as plain:
        maker, _player = person(plain)
        answer = maker.post("/api/tournaments", json={**GOOD, "bot_entrants": 8})
        assert answer.status_code == 403 and "--tournament-bots" in answer.json()["error"]
        assert maker.post("/api/tournaments", json=GOOD).status_code == 201


def test_a_tournament_by_invitation_refuses_everyone_else_and_is_listed_to_its_own(server):
    maker, _maker = person(server)
    bob, bob_player = person(server)
    carol, _carol = person(server)
    made = make(maker, **{**GOOD, "visibility": "invite", "invited": [bob_player["id"]],
                          "starts_in": 3600})
    answer = carol.post(f"/api/tournaments/{made['id']}/join", json={})
    assert answer.status_code == 403 and "invitation" in answer.json()["error"]
    assert carol.get("/api/tournaments").json()["upcoming"] == []
    assert not carol.get(f"/api/tournaments/{made['id']}").json()["you"]["may_enter"]
    joined = bob.post(f"/api/tournaments/{made['id']}/join", json={})
    assert joined.status_code == 200 and joined.json()["you"]["entered"]
    assert [t["id"] for t in bob.get("/api/tournaments").json()["upcoming"]] == [made["id"]]
    assert [t["id"] for t in maker.get("/api/tournaments").json()["upcoming"]] == [made["id"]]
    assert [e["id"] for e in joined.json()["entered"]] == [bob_player["id"]]


def test_entering_and_leaving_before_and_after_the_start(server):
    maker, _maker = person(server)
    ann, ann_player = person(server)
    guest, _guest = person(server, account=False)
    later = make(maker, **{**GOOD, "starts_in": 3600})
    path = f"/api/tournaments/{later['id']}"
    assert guest.post(f"{path}/join", json={}).status_code == 403
    assert ann.post(f"{path}/join", json={"partner": "someone"}).status_code == 400  # alone
    assert ann.post(f"{path}/join", json={}).json()["entries"] == 1
    assert ann.post(f"{path}/join", json={}).json()["entries"] == 1  # (once, however asked)
    left = ann.post(f"{path}/leave", json={})
    assert left.status_code == 200 and left.json()["entries"] == 0
    assert ann.post(f"{path}/leave", json={}).status_code == 409
    assert ann.post(f"{path}/join", json={}).status_code == 200  # back before the start
    assert ann.post("/api/tournaments/nope/join", json={}).status_code == 404
    swiss = make(maker, **{**GOOD, "format": "swiss", "duration": None, "rounds": 2,
                           "bot_entrants": 3})
    wait_until(lambda: maker.get(f"/api/tournaments/{swiss['id']}").json(),
               lambda d: d["status"] == "running", 10, what="the Swiss's start")
    closed = ann.post(f"/api/tournaments/{swiss['id']}/join", json={})
    assert closed.status_code == 409 and "entries are closed" in closed.json()["error"]


def test_partners_who_name_each_other_play_together_and_the_others_are_paired(server):
    """Four people enter a Baloot knockout: Ann and Bob name each other; Carol and Dan come
    alone, and are made a team."""
    maker, _maker = person(server)
    people = {name: person(server) for name in ("ann", "bob", "carol", "dan")}
    made = make(maker, name="Baloot cup", game="baloot", format="knockout", best_of=1,
                clock={"move": 30, "bank": 0}, starts_in=4)
    path = f"/api/tournaments/{made['id']}/join"
    ids = {name: player["id"] for name, (_browser, player) in people.items()}
    assert people["ann"][0].post(path, json={"partner": ids["bob"]}).status_code == 200
    assert people["carol"][0].post(path, json={}).status_code == 200
    assert people["dan"][0].post(path, json={"partner": ids["ann"]}).status_code == 200
    assert people["bob"][0].post(path, json={"partner": ids["ann"]}).status_code == 200
    assert people["bob"][0].post(path, json={"partner": ids["bob"]}).status_code == 400
    started = wait_until(lambda: maker.get(f"/api/tournaments/{made['id']}").json(),
                         lambda d: d["status"] == "running" and d["playing"], 10,
                         what="the start and its first game's table")
    teams = sorted(sorted(m["id"] for m in row["members"]) for row in started["standings"])
    assert teams == sorted([sorted([ids["ann"], ids["bob"]]), sorted([ids["carol"],
                                                                      ids["dan"]])])
    game = started["playing"][0]
    assert {s["id"] for s in game["seats"]} == set(ids.values())
    you = people["ann"][0].get(f"/api/tournaments/{made['id']}").json()["you"]
    assert you["game"]["table"] == game["table"]
    seat = people["ann"][0].get(f"/api/tables/{game['table']}/state").json()["seat"]
    assert seat == you["game"]["seat"]  # her account's seat, no token needed
    told = wait_until(lambda: people["ann"][0].get("/api/me/notices").json()["notices"],
                      lambda found: any(n["kind"] == "tournament" for n in found), 10,
                      what="Ann told of her game")
    notice = next(n for n in told if n["kind"] == "tournament")
    assert notice["data"] == {"tournament": made["id"], "name": "Baloot cup", "what": "game",
                              "game": game["game"], "table": game["table"], "seat": seat}


def test_the_page_is_sent_each_change_on_its_socket(server):
    maker, _maker = person(server)
    ann, _ann = person(server)
    made = make(maker, **{**GOOD, "starts_in": 3600})
    with server.websocket_connect(f"/ws/tournaments/{made['id']}") as socket:
        first = socket.receive_json()
        assert first["type"] == "tournament" and first["entries"] == 0
        assert ann.post(f"/api/tournaments/{made['id']}/join", json={}).status_code == 200
        changed = socket.receive_json()
        assert changed["entries"] == 1 and changed["version"] > first["version"]
        socket.send_json({"type": "ping"})
        assert socket.receive_json() == {"type": "pong"}
        socket.send_json({"type": "move"})
        assert socket.receive_json()["type"] == "error"


def test_the_list_has_what_is_to_come_under_way_and_over(server):
    maker, _maker = person(server)
    later = make(maker, **{**GOOD, "starts_in": 3600})
    over = make(maker, **{**GOOD, "duration": 1, "bot_entrants": 2})
    wait_until(lambda: maker.get(f"/api/tournaments/{over['id']}").json(),
               lambda d: d["status"] == "over", 30, what="the short arena's end")
    listed = maker.get("/api/tournaments?game=fake").json()
    assert [t["id"] for t in listed["upcoming"]] == [later["id"]]
    assert [t["id"] for t in listed["recent"]] == [over["id"]]
    assert listed["recent"][0]["winner"] is not None and listed["recent"][0]["entries"] == 2
    assert maker.get("/api/tournaments?game=baloot").json()["upcoming"] == []
    assert maker.get("/api/tournaments?game=chess").status_code == 400
    assert maker.get("/api/tournaments?page=2").status_code == 400



def test_tournaments_are_read_and_written_off_the_event_loop(server, on_the_loop):
    maker, _maker = person(server)
    ann, _ann = person(server)
    on_the_loop.clear()  # (what making the people did is not this test's)
    later = make(maker, **{**GOOD, "starts_in": 3600})
    assert ann.post(f"/api/tournaments/{later['id']}/join", json={}).status_code == 200
    assert ann.post(f"/api/tournaments/{later['id']}/leave", json={}).status_code == 200
    made = make(maker, **{**GOOD, "duration": 2, "bot_entrants": 4})
    assert ann.get("/api/tournaments").status_code == 200
    wait_until(lambda: maker.get(f"/api/tournaments/{made['id']}").json(),
               lambda d: d["status"] == "over", 30, what="the arena's end")
    assert on_the_loop == []
