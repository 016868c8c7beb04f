"""Friends over HTTP and the /ws/me socket (gametable/server/web/friendroutes.py): follow and
unfollow, a notice reaching the other person's live channel, a challenge accepted into a table
both sit at, invitations, a block stopping chat, invitations, challenges and quick-play
pairing, bad input answered 4xx with nothing changed, reads off the event loop, the live
channel closed when its session ends; and on a PostgreSQL cluster a notice stored on one
process reaching a page on another."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from starlette.websockets import WebSocketDisconnect
from websockets.sync.client import connect

from gametable.server.people.friends import NOT_TAKING, SIGN_UP
from gametable.server.people.players import SESSION_COOKIE
from gametable.server.people.sessionbus import CLOSE_SIGNED_OUT
from gametable.server.storage.schema import (
    blocks_t,
    challenges_t,
    follows_t,
    notices_t,
    presence_t,
    seat_players_t,
    tables_t,
)
from gametable.server.web.app import create_app

from ..helpers.people import Browser, person, play_out, sit
from ..helpers.procs import ServerProcess
from ..helpers.sockets import wait_for
from ..helpers.tables import create
from ..helpers.waiting import wait_until


@pytest.fixture
def client(fake_game, db_url) -> Iterator[TestClient]:
    app = create_app(db_url, bot_delay=0.0, queue_wait=0.5)
    with TestClient(app) as test_client:
        yield test_client


def put(browser: Browser, path: str, **body) -> httpx.Response:
    """A PUT as the page sends it (every write is JSON)."""
    return browser._call("request", "PUT", path, json=body)


def delete(browser: Browser, path: str) -> httpx.Response:
    return browser._call("request", "DELETE", path, json={})


@contextlib.contextmanager
def live(browser: Browser) -> Iterator:
    """The browser's /ws/me, its first message (``hello``) read."""
    client = browser.client
    saved, client.cookies = client.cookies, browser.cookies
    try:
        with client.websocket_connect("/ws/me") as ws:
            hello = ws.receive_json()
            assert hello["type"] == "hello", hello
            yield ws
    finally:
        client.cookies = saved


def next_notice(ws, kind: str) -> dict:
    return wait_for(ws, lambda m: m["type"] == "notice" and m["notice"]["kind"] == kind,
                    what=f"a {kind} notice")["notice"]


def counts(client: TestClient) -> dict[str, int]:
    """How many rows each table of friends (and of tables) holds."""
    with client.app.state.store.engine.connect() as conn:
        return {table.name: conn.execute(select(func.count()).select_from(table)).scalar_one()
                for table in (follows_t, blocks_t, challenges_t, notices_t, tables_t)}


def test_following_tells_the_person_live_and_lists_both_ways(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    with live(bob) as bobs:
        answer = put(ann, f"/api/me/following/{bob_p['id']}")
        assert answer.status_code == 200 and answer.json()["new"] is True
        told = next_notice(bobs, "follow")
        assert told["data"] == {"from": ann_p["id"], "name": ann_p["name"]}
        # bob's page is connected: he is online to those who follow him
        seen = wait_until(lambda: ann.get("/api/me/friends").json()["following"][0],
                          lambda p: p["online"], what="bob online to ann")
        assert seen["id"] == bob_p["id"] and seen["name"] == bob_p["name"]
        assert seen["follows_you"] is False and seen["playing"] == []
    assert put(ann, f"/api/me/following/{bob_p['id']}").json()["new"] is False
    listed = bob.get("/api/me/friends").json()
    assert [p["id"] for p in listed["followers"]] == [ann_p["id"]] and listed["following"] == []
    assert bob.get(f"/api/me/following/{ann_p['id']}").json()["follows_you"] is True
    notices = bob.get("/api/me/notices").json()
    assert notices["unread"] == 1 and notices["notices"][0]["id"] == told["id"]
    assert bob.post("/api/me/notices/read", json={"ids": [told["id"]]}).json()["unread"] == 0
    # unfollowing
    assert delete(ann, f"/api/me/following/{bob_p['id']}").json()["was"] is True
    assert ann.get("/api/me/friends").json()["following"] == []
    with client.app.state.store.engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(presence_t)).scalar_one() == 1


def test_what_a_friend_plays_with_a_watch_link_where_the_lobby_lists_it(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    put(ann, f"/api/me/following/{bob_p['id']}")
    put(bob, f"/api/me/following/{ann_p['id']}")
    alone = create(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    sit(bob, alone, 0)
    together = create(client, seats=[{"kind": "human"}, {"kind": "human"}])
    sit(ann, together, 0)
    sit(bob, together, 1)
    with live(ann), live(bob):
        friend = wait_until(lambda: ann.get("/api/me/friends").json()["following"][0],
                            lambda p: p["online"], what="bob online")
        # a private invite table: its game is said, and its address only to the people the
        # lobby lists it to (ann sits at one of the two)
        assert sorted(friend["playing"], key=lambda g: g["table"] or "") == sorted([
            {"game": "fake", "table": None, "url": None},
            {"game": "fake", "table": together["id"], "url": f"/table/{together['id']}"}],
            key=lambda g: g["table"] or "")
        assert ann.post("/api/me", json={"hide_games": True}).status_code == 200
        hidden = bob.get("/api/me/friends").json()["following"][0]
        assert hidden["online"] is True and hidden["playing"] == []  # she hides her games


def test_a_challenge_accepted_seats_both_at_a_new_table_and_sends_both_there(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    with live(ann) as anns, live(bob) as bobs:
        made = ann.post("/api/challenges", json={
            "player": bob_p["id"], "game": "fake", "clock": {"move": 60, "bank": 0},
            "rated": True})
        assert made.status_code == 201, made.text
        challenge = made.json()["challenge"]
        assert challenge["status"] == "open" and challenge["to"]["id"] == bob_p["id"]
        told = next_notice(bobs, "challenge")
        assert told["data"]["challenge"] == challenge["id"]
        assert counts(client)["gt_tables"] == 0  # nothing is made before it is accepted
        incoming = bob.get("/api/me/friends").json()["challenges"]["incoming"]
        assert [c["id"] for c in incoming] == [challenge["id"]]

        accepted = bob.post(f"/api/challenges/{challenge['id']}", json={"accept": True})
        assert accepted.status_code == 200, accepted.text
        table_id, url = accepted.json()["table"], accepted.json()["url"]
        assert url == f"/table/{table_id}"
        answer = next_notice(anns, "challenge_answer")
        assert answer["data"]["status"] == "accepted" and answer["data"]["url"] == url
    # both sit there by their accounts alone (no token), each in their own seat
    seats = {who["id"]: browser.get(f"/api/tables/{table_id}/state").json()["seat"]
             for browser, who in ((ann, ann_p), (bob, bob_p))}
    assert sorted(seats.values()) == [0, 1]
    table = client.app.state.manager.tables[table_id]
    assert {table.seats[s].player for s in seats.values()} == {ann_p["id"], bob_p["id"]}
    assert table.settings["rated"] is True and table.settings["challenge"] == challenge["id"]
    assert table.settings["clock"]["move"] == 60
    assert table.placed == {0, 1}  # where each asked from: the rated-play rules compare them
    # a second accept is too late; the pair may challenge again
    again = bob.post(f"/api/challenges/{challenge['id']}", json={"accept": True})
    assert again.status_code == 409 and "accepted already" in again.json()["error"]
    assert bob.post("/api/challenges", json={"player": ann_p["id"], "game": "fake"}
                    ).status_code == 201


def test_partners_in_a_game_of_teams_and_bots_in_the_other_seats(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    made = ann.post("/api/challenges", json={
        "player": bob_p["id"], "game": "baloot", "options": {"profile": "seed"},
        "partners": True, "clock": "none"}).json()["challenge"]
    table_id = bob.post(f"/api/challenges/{made['id']}", json={"accept": True}).json()["table"]
    table = client.app.state.manager.tables[table_id]
    people = {i for i, s in enumerate(table.seats) if s.kind == "human"}
    assert people in ({0, 2}, {1, 3}) and {table.seats[i].player for i in people} == {
        ann_p["id"], bob_p["id"]}
    assert all(s.bot == "heuristic" for s in table.seats if s.kind == "bot")
    assert table.options == {"profile": "seed"} and table.settings["clock"] is None


def test_declining_and_withdrawing_tell_the_other(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    first = ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake"}).json()
    # one open challenge between two people, either way round
    twice = bob.post("/api/challenges", json={"player": ann_p["id"], "game": "fake"})
    assert twice.status_code == 409
    with live(ann) as anns:
        declined = bob.post(f"/api/challenges/{first['challenge']['id']}",
                            json={"accept": False})
        assert declined.json()["challenge"]["status"] == "declined"
        assert next_notice(anns, "challenge_answer")["data"]["status"] == "declined"
    second = ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake"}).json()
    with live(bob) as bobs:
        withdrawn = ann.post(f"/api/challenges/{second['challenge']['id']}",
                             json={"accept": False}).json()
        assert withdrawn["challenge"]["status"] == "cancelled"
        assert next_notice(bobs, "challenge_answer")["data"]["status"] == "cancelled"
    late = bob.post(f"/api/challenges/{second['challenge']['id']}", json={"accept": True})
    assert late.status_code == 409 and "withdrawn" in late.json()["error"]
    assert counts(client)["gt_tables"] == 0


def test_inviting_a_friend_keeps_them_a_free_seat(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    cat, cat_p = person(client)
    table = create(ann, seats=[{"kind": "human"}, {"kind": "human"}])
    sit(ann, table, 0)
    refused = cat.post(f"/api/tables/{table['id']}/invite", json={"player": bob_p["id"]})
    assert refused.status_code == 403  # cat is not at the table
    with live(bob) as bobs:
        invited = ann.post(f"/api/tables/{table['id']}/invite", json={"player": bob_p["id"]})
        assert invited.status_code == 200, invited.text
        assert invited.json()["seat"] == 1
        told = next_notice(bobs, "invite")
        assert told["data"]["table"] == table["id"] and told["data"]["url"] == (
            f"/table/{table['id']}")
    # bob plays that seat by his account alone
    assert bob.get(f"/api/tables/{table['id']}/state").json()["seat"] == 1
    again = ann.post(f"/api/tables/{table['id']}/invite", json={"player": bob_p["id"]})
    assert again.status_code == 409 and "has a seat" in again.json()["error"]
    full = ann.post(f"/api/tables/{table['id']}/invite", json={"player": cat_p["id"]})
    assert full.status_code == 409 and "no free seat" in full.json()["error"]


def test_an_invitation_is_withdrawn_until_the_invited_player_has_played(client):
    ann, _ann_p = person(client)
    bob, bob_p = person(client)
    cat, cat_p = person(client)
    table = create(ann, seats=[{"kind": "human"}, {"kind": "human"}])
    sit(ann, table, 0)
    path = f"/api/tables/{table['id']}/invite"
    assert ann.post(path, json={"player": bob_p["id"]}).status_code == 200
    assert delete(cat, f"{path}/{bob_p['id']}").status_code == 403  # cat is not at the table
    assert delete(ann, f"{path}/{cat_p['id']}").status_code == 409  # cat has no seat there
    with live(bob) as bobs:
        withdrawn = delete(ann, f"{path}/{bob_p['id']}")
        assert withdrawn.status_code == 200, withdrawn.text
        assert withdrawn.json()["seat"] == 1
        told = next_notice(bobs, "invite_withdrawn")
        assert told["data"]["table"] == table["id"] and told["data"]["game"] == "fake"
    # the seat is free again, under its own name: bob only watches; cat may be invited
    assert bob.get(f"/api/tables/{table['id']}/state").json()["seat"] is None
    assert client.get(f"/api/tables/{table['id']}").json()["seats"][1]["name"] == "Player 2"
    with client.app.state.store.engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(seat_players_t).where(
            seat_players_t.c.player_id == bob_p["id"])).scalar_one() == 0
    assert ann.post(path, json={"player": cat_p["id"]}).json()["seat"] == 1
    # once the invited player has made a move, the seat is theirs
    for mover in (ann, cat):
        state = mover.get(f"/api/tables/{table['id']}/state").json()
        moved = mover.post(f"/api/tables/{table['id']}/move", json={"move": state["legal"][0]})
        assert moved.status_code == 200, moved.text
    kept = delete(ann, f"{path}/{cat_p['id']}")
    assert kept.status_code == 409 and "has played" in kept.json()["error"]
    assert cat.get(f"/api/tables/{table['id']}/state").json()["seat"] == 1


def test_a_block_stops_follows_invitations_and_challenges_without_saying_so(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    put(bob, f"/api/me/following/{ann_p['id']}")
    assert put(ann, f"/api/me/blocks/{bob_p['id']}").json()["new"] is True
    assert ann.get("/api/me/blocks").json()["blocked"] == [
        {"id": bob_p["id"], "name": bob_p["name"]}]
    assert ann.get("/api/me/friends").json()["followers"] == []  # his follow is gone
    before = counts(client)
    table = create(bob, seats=[{"kind": "human"}, {"kind": "human"}])
    sit(bob, table, 0)
    for answer in (put(bob, f"/api/me/following/{ann_p['id']}"),
                   bob.post("/api/challenges", json={"player": ann_p["id"], "game": "fake"}),
                   bob.post(f"/api/tables/{table['id']}/invite", json={"player": ann_p["id"]})):
        assert answer.status_code == 403
        assert "block" not in answer.json()["error"]
    assert answer.json()["error"] == NOT_TAKING
    assert {k: v for k, v in counts(client).items() if k != "gt_tables"} == {
        k: v for k, v in before.items() if k != "gt_tables"}
    assert ann.get(f"/api/tables/{table['id']}/state").json()["seat"] is None
    # unblocked: all of it works again
    assert delete(ann, f"/api/me/blocks/{bob_p['id']}").json()["was"] is True
    assert put(bob, f"/api/me/following/{ann_p['id']}").status_code == 200


def test_the_chat_lines_of_someone_blocked_are_not_shown(client):
    ann, _ann_p = person(client)
    bob, bob_p = person(client)
    cat, _cat_p = person(client)
    table = create(client, seats=[{"kind": "human"}, {"kind": "human"}])
    sit(ann, table, 0)
    sit(bob, table, 1)
    put(ann, f"/api/me/blocks/{bob_p['id']}")
    path = f"/api/tables/{table['id']}/chat"
    saved, client.cookies = client.cookies, ann.cookies
    try:
        with client.websocket_connect(f"/ws/tables/{table['id']}?social=1") as anns:
            history = wait_for(anns, lambda m: m["type"] == "chat_history")
            assert history["lines"] == []
            assert bob.post(path, json={"text": "can you see me"}).status_code == 200
            assert ann.post(path, json={"text": "hello"}).status_code == 200
            line = wait_for(anns, lambda m: m["type"] == "chat")["line"]
            assert line["text"] == "hello"  # bob's line, sent first, never came
        with client.websocket_connect(f"/ws/tables/{table['id']}?social=1") as anns:
            history = wait_for(anns, lambda m: m["type"] == "chat_history")
            assert [ln["text"] for ln in history["lines"]] == ["hello"]
    finally:
        client.cookies = saved
    # nor in the chat she reads, or the record and the replay of the game once it is over
    assert [ln["text"] for ln in ann.get(path).json()["lines"]] == ["hello"]
    play_out([ann, bob], table["id"])
    record, replay = (f"/api/tables/{table['id']}/{what}" for what in ("record", "replay"))
    assert [ln["text"] for ln in ann.get(record).json()["meta"]["chat"]] == ["hello"]
    assert [ln["text"] for ln in ann.get(replay).json()["chat"]] == ["hello"]
    # nor when she watches another table of Bob's, signed in, as a spectator (a quick-play
    # table: its pool's key makes its chat readable by spectators)
    other = create(client, seats=[{"kind": "human"}, {"kind": "human"}])
    client.app.state.manager.tables[other["id"]].settings["queue"] = "fake"
    sit(bob, other, 0)
    sit(cat, other, 1)
    watched = f"/api/tables/{other['id']}/chat"
    assert bob.post(watched, json={"text": "bob here"}).status_code == 200
    assert cat.post(watched, json={"text": "cat here"}).status_code == 200
    assert [ln["text"] for ln in ann.get(watched).json()["lines"]] == ["cat here"]
    saved, client.cookies = client.cookies, ann.cookies
    try:
        with client.websocket_connect(f"/ws/tables/{other['id']}?social=1&spectate=1") as anns:
            history = wait_for(anns, lambda m: m["type"] == "chat_history")
            assert [ln["text"] for ln in history["lines"]] == ["cat here"]
    finally:
        client.cookies = saved
    # bob still reads both lines: he blocked nobody
    both = ["can you see me", "hello"]
    assert [ln["text"] for ln in bob.get(path).json()["lines"]] == both
    assert [ln["text"] for ln in bob.get(record).json()["meta"]["chat"]] == both
    assert [ln["text"] for ln in bob.get(replay).json()["chat"]] == both


def test_quick_play_never_seats_two_people_one_of_whom_blocked_the_other(client):
    people = [person(client) for _ in range(4)]
    (ann, ann_p), (bob, bob_p), (cat, cat_p), (dan, dan_p) = people
    put(ann, f"/api/me/blocks/{bob_p['id']}")
    for browser, _who in people[:2]:
        assert browser.post("/api/queue", json={"game": "balloon-cup"}).status_code == 200
    seated = {}
    for browser, who in people[:2]:
        status = wait_until(lambda b=browser: b.get("/api/queue").json(),
                            lambda s: s["state"] == "seated", what="seated")
        seated[who["id"]] = status["seated"]
    assert seated[ann_p["id"]]["table"] != seated[bob_p["id"]]["table"]
    assert all(s["people"] == 1 for s in seated.values())  # each with bots, after the wait
    # people who blocked nobody are seated together as ever
    client.app.state.quickplay.queue.fill_after = 30.0
    for browser, _who in people[2:]:
        assert browser.post("/api/queue", json={"game": "balloon-cup"}).status_code == 200
    pair = [wait_until(lambda b=browser: b.get("/api/queue").json(),
                       lambda s: s["state"] == "seated", what="seated")["seated"]
            for browser, _who in people[2:]]
    assert pair[0]["table"] == pair[1]["table"] and pair[0]["people"] == 2
    assert {cat_p["id"], dan_p["id"]} == {
        s.player for s in client.app.state.manager.tables[pair[0]["table"]].seats}


def test_a_block_made_while_both_wait_keeps_them_apart(client):
    (ann, ann_p), (bob, bob_p) = person(client), person(client)
    quickplay = client.app.state.quickplay
    quickplay.queue.fill_after = 3.0
    # a table of three: the two of them wait together for a third
    assert ann.post("/api/queue", json={"game": "climbing", "choice": 3}).status_code == 200
    assert bob.post("/api/queue", json={"game": "climbing", "choice": 3}).status_code == 200
    assert put(ann, f"/api/me/blocks/{bob_p['id']}").status_code == 200
    assert frozenset((ann_p["id"], bob_p["id"])) in quickplay._apart
    found = [wait_until(lambda b=b: b.get("/api/queue").json(),
                        lambda s: s["state"] == "seated", what="seated")["seated"]
             for b in (ann, bob)]
    assert found[0]["table"] != found[1]["table"]


def test_guests_are_told_to_sign_up(client):
    guest, guest_p = person(client, account=False)
    ann, ann_p = person(client)
    for answer in (guest.get("/api/me/friends"), put(guest, f"/api/me/following/{ann_p['id']}"),
                   guest.post("/api/challenges", json={"player": ann_p["id"], "game": "fake"}),
                   put(guest, f"/api/me/blocks/{ann_p['id']}")):
        assert answer.status_code == 403 and answer.json()["error"] == SIGN_UP
    # a guest can be neither followed nor challenged
    followed = put(ann, f"/api/me/following/{guest_p['id']}")
    assert followed.status_code == 400 and "guest" in followed.json()["error"]
    # nobody signed in: 401
    assert client.get("/api/me/friends").status_code == 401


def test_bad_input_answers_4xx_and_changes_nothing(client):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    challenge = ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake"}
                         ).json()["challenge"]
    before = counts(client)
    bad = [
        (put(ann, "/api/me/following/" + "x" * 60), 400),
        (put(ann, "/api/me/following/nobody000000"), 404),
        (put(ann, f"/api/me/following/{ann_p['id']}"), 400),
        (ann._call("request", "PUT", f"/api/me/following/{bob_p['id']}"), 415),  # not JSON
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "chess"}), 404),
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake",
                                           "seed": 1}), 400),
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake",
                                           "options": {"nonsense": 1}}), 400),
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake",
                                           "options": ["x"]}), 400),
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake",
                                           "clock": "forever"}), 400),
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake",
                                           "rated": "yes"}), 400),
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake",
                                           "partners": True}), 400),
        (ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake",
                                           "level": "godlike"}), 400),
        (ann.post("/api/challenges", json={"player": ["x"], "game": "fake"}), 400),
        (ann.post("/api/challenges", json=[1, 2]), 400),
        (bob.post(f"/api/challenges/{challenge['id']}", json={"accept": "yes"}), 400),
        (bob.post("/api/challenges/" + "c" * 40, json={"accept": True}), 404),
        (ann.post(f"/api/challenges/{challenge['id']}", json={"accept": True}), 403),
        (ann.post("/api/tables/nosuchtable/invite", json={"player": bob_p["id"]}), 404),
        (ann.post("/api/me/notices/read", json={"ids": "all"}), 400),
        (ann.post("/api/me/notices/read", json={"ids": list(range(101))}), 400),
        (ann.post("/api/me/notices/read", json={"ids": [True]}), 400),
        (ann.get("/api/me/notices?limit=0"), 400),
        (ann.get("/api/me/notices?limit=abc"), 400),
        (ann.get("/api/players?name=a"), 400),
    ]
    for answer, status in bad:
        assert answer.status_code == status, (answer.request.url, answer.text)
        assert isinstance(answer.json()["error"], str) and answer.json()["error"]
    assert counts(client) == before


def test_writes_are_charged_per_person(fake_game, db_url):
    from gametable.server.people.access import Rate

    app = create_app(db_url, bot_delay=0.0)
    with TestClient(app) as client:
        app.state.friends.limits.rates["follow"] = Rate(3, 60)
        ann, _ann_p = person(client)
        others = [person(client)[1] for _ in range(4)]
        answers = [put(ann, f"/api/me/following/{p['id']}") for p in others]
        assert [a.status_code for a in answers] == [200, 200, 200, 429]
        assert "too many follows" in answers[-1].json()["error"]
        assert answers[-1].headers["retry-after"] == "20"
        assert len(app.state.friends.limits._buckets) == 1


def test_an_ended_session_closes_the_live_channel(client):
    ann, _ann_p = person(client)
    with live(ann) as ws:
        assert ann.post("/api/logout/everywhere", json={}).status_code == 200
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json()
        assert closed.value.code == CLOSE_SIGNED_OUT
    with pytest.raises(WebSocketDisconnect) as refused, client.websocket_connect("/ws/me") as ws:
        ws.receive_json()
    assert refused.value.code == CLOSE_SIGNED_OUT  # nobody signed in


def test_the_pages_of_friends_read_the_database_off_the_event_loop(client, on_the_loop):
    ann, ann_p = person(client)
    bob, bob_p = person(client)
    put(ann, f"/api/me/following/{bob_p['id']}")
    put(bob, f"/api/me/following/{ann_p['id']}")
    ann.post("/api/challenges", json={"player": bob_p["id"], "game": "fake"})
    client.app.state.players._players.clear()  # read again, as a process that never saw them
    on_the_loop.clear()  # (what making the people did is not this test's)
    for path in ("/api/me/friends", "/api/me/blocks", "/api/me/notices",
                 f"/api/me/following/{ann_p['id']}", "/api/players?name=gu"):
        assert bob.get(path).status_code == 200, path
    with live(bob):
        pass
    assert on_the_loop == []


# --- a cluster ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cluster(pg_cluster) -> Iterator[tuple[ServerProcess, ServerProcess]]:
    url = pg_cluster.new_database()
    nodes = [ServerProcess(url, bot_delay=0.05, options=["--cluster", "--node", f"friends-{n}"])
             for n in "ab"]
    try:
        with ThreadPoolExecutor(2) as pool:
            for started in [pool.submit(node.start) for node in nodes]:
                started.result()
        yield nodes[0], nodes[1]
    finally:
        for node in nodes:
            node.stop()


def account(process: ServerProcess, username: str) -> tuple[httpx.Client, dict]:
    http = httpx.Client(base_url=process.base, timeout=30)
    assert http.post("/api/me/guest", json={}).status_code == 201
    made = http.post("/api/register", json={"username": username,
                                            "password": "a long password"})
    assert made.status_code == 200, made.text
    return http, made.json()["player"]


def test_a_notice_stored_on_one_process_reaches_a_page_on_another(cluster):
    a, b = cluster
    ann_http, ann_p = account(a, "ann.friends")
    bob_http, bob_p = account(a, "bob.friends")
    cookie = {"Cookie": f"{SESSION_COOKIE}={ann_http.cookies[SESSION_COOKIE]}"}
    with contextlib.closing(ann_http), contextlib.closing(bob_http), connect(
            f"ws://127.0.0.1:{b.port}/ws/me", additional_headers=cookie,
            open_timeout=10) as anns:
        assert json.loads(anns.recv(timeout=10))["type"] == "hello"
        followed = bob_http.put(f"/api/me/following/{ann_p['id']}", json={})
        assert followed.status_code == 200, followed.text
        told = json.loads(anns.recv(timeout=10))
        assert told["type"] == "notice" and told["notice"]["kind"] == "follow"
        assert told["notice"]["data"]["from"] == bob_p["id"]
        # ann's page on b makes her online to bob on a; he finds her by name there
        ann_seen = wait_until(lambda: bob_http.get("/api/me/friends").json()["following"],
                              lambda found: found and found[0]["online"], what="ann online")
        assert ann_seen[0]["id"] == ann_p["id"]
        found = bob_http.get("/api/players", params={"name": ann_p["name"]}).json()["players"]
        assert ann_p["id"] in [p["id"] for p in found]
        # a challenge made on a, accepted on b: the challenger's page on b is sent the table
        ann_on_b = httpx.Client(base_url=b.base, timeout=30, cookies=ann_http.cookies)
        with ann_on_b:
            made = ann_on_b.post("/api/challenges", json={"player": bob_p["id"],
                                                          "game": "balloon-cup"})
            assert made.status_code == 201, made.text
            accepted = bob_http.post(f"/api/challenges/{made.json()['challenge']['id']}",
                                     json={"accept": True})
            assert accepted.status_code == 200, accepted.text
            answer = json.loads(anns.recv(timeout=10))
            assert answer["notice"]["data"]["url"] == accepted.json()["url"]
            table = accepted.json()["table"]
            # both sit there, whichever process they ask
            assert {ann_on_b.get(f"/api/tables/{table}/state").json()["seat"],
                    bob_http.get(f"/api/tables/{table}/state").json()["seat"]} == {0, 1}
