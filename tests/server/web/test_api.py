"""The HTTP and WebSocket API on a fake game: lobby, seats, tokens, errors."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from gametable.server.web.app import create_app

from ..helpers.guests import sign_in_as_guest
from ..helpers.sockets import latest, wait_for
from ..helpers.tables import create, two_humans
from ..helpers.waiting import wait_until_over


def test_games_list_names_every_game(client):
    games = client.get("/api/games").json()["games"]
    names = [g["name"] for g in games]
    assert names[:3] == ["balloon-cup", "baloot", "climbing"]
    for game in games:
        assert "random" in game["bots"]
        assert game["levels"] == ["easy", "medium", "hard"]
        assert game["bot_levels"]["random"] == []
    # the levels that change each bot's play: the search bot's budgets, the heuristic's slips
    baloot = next(g for g in games if g["name"] == "baloot")
    assert baloot["bot_levels"] == {"random": [], "heuristic": ["easy"],
                                    "search": ["easy", "medium", "hard"]}


def test_create_table_gives_one_invite_per_person(client):
    sign_in_as_guest(client)  # its invite tables are listed to their creator only (issue 29)
    table = two_humans(client)
    assert table["game"] == "fake" and table["status"] == "playing"
    seats = table["seats"]
    assert [s["kind"] for s in seats] == ["human", "human"]
    assert seats[0]["name"] == "Ann"
    assert seats[0]["token"] != seats[1]["token"]
    assert seats[0]["invite"].endswith(f"/join/{table['id']}/{seats[0]['token']}")
    lobby = client.get("/api/tables").json()["tables"]
    assert [t["id"] for t in lobby] == [table["id"]]
    assert "token" not in lobby[0]["seats"][0]  # the lobby never shows a token


def test_tokens_bind_a_client_to_its_own_seat(client):
    table = two_humans(client)
    tid, t0, t1 = table["id"], table["seats"][0]["token"], table["seats"][1]["token"]
    s0 = client.get(f"/api/tables/{tid}/state", params={"token": t0}).json()
    s1 = client.get(f"/api/tables/{tid}/state", headers={"X-Seat-Token": t1}).json()
    spectator = client.get(f"/api/tables/{tid}/state").json()
    assert s0["seat"] == 0 and s1["seat"] == 1 and spectator["seat"] is None
    assert len(s0["view"]["hand"]) == 3 and set(s0["view"]["hand"]).isdisjoint(s1["view"]["hand"])
    assert spectator["view"]["hand"] is None and spectator["legal"] == []
    assert s0["legal"] and s1["legal"] == []  # seat 0 moves first
    # a wrong token is refused, not treated as a spectator
    bad = client.get(f"/api/tables/{tid}/state", params={"token": "nope"})
    assert bad.status_code == 403 and "not valid" in bad.json()["error"]
    # seat 1 cannot move for seat 0, even naming seat 0's card
    card = s0["legal"][0]
    refused = client.post(f"/api/tables/{tid}/move", json={"move": card, "token": t1})
    assert refused.status_code == 409
    assert "not to move" in refused.json()["error"]
    # a spectator cannot move at all
    refused = client.post(f"/api/tables/{tid}/move", json={"move": card})
    assert refused.status_code == 403


def test_invite_link_sets_the_seat_cookie(client):
    table = two_humans(client)
    tid, token = table["id"], table["seats"][1]["token"]
    response = client.get(f"/join/{tid}/{token}", follow_redirects=False)
    assert response.status_code == 303 and response.headers["location"] == f"/table/{tid}"
    assert client.cookies.get(f"gt_{tid}") == token
    assert client.get(f"/api/tables/{tid}/state").json()["seat"] == 1
    assert client.get(f"/join/{tid}/forged", follow_redirects=False).status_code == 403
    # a language the link names goes along; anything else does not
    named = client.get(f"/join/{tid}/{token}?lang=ar", follow_redirects=False)
    assert named.headers["location"] == f"/table/{tid}?lang=ar"
    odd = client.get(f"/join/{tid}/{token}", params={"lang": "x\r\nSet-Cookie: a=b"},
                     follow_redirects=False)
    assert odd.headers["location"] == f"/table/{tid}"


def test_illegal_move_is_refused_and_changes_nothing(client):
    table = two_humans(client)
    tid, t0 = table["id"], table["seats"][0]["token"]
    before = client.get(f"/api/tables/{tid}/state", params={"token": t0}).json()
    for move in ["play c99", "", "garbage", 42, None, "x" * 1000]:
        response = client.post(f"/api/tables/{tid}/move", json={"move": move, "token": t0})
        assert response.status_code == 409, move
        assert response.json()["error"]
    after = client.get(f"/api/tables/{tid}/state", params={"token": t0}).json()
    assert after["view"] == before["view"] and after["n"] == 0
    ok = client.post(f"/api/tables/{tid}/move", json={"move": before["legal"][0], "token": t0})
    assert ok.status_code == 200 and ok.json()["n"] == 1


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        (b"{not json", 400, "not valid JSON"),
        (b"[1, 2]", 400, "JSON object"),
        (b'{"game": "chess"}', 404, "unknown game"),
        (b'{"game": "fake", "options": {"rounds": 9}}', 400, "rounds must be"),
        (b'{"game": "fake", "options": {"colour": "red"}}', 400, "colour"),
        (b'{"game": "fake", "options": [1]}', 400, "options"),
        (b'{"game": "fake", "seats": [{"kind": "human"}]}', 400, "2 seats"),
        (b'{"game": "fake", "seats": [{"kind": "bot", "bot": "deep"}, {}]}', 400, "no bot"),
        (b'{"game": "fake", "seats": [{"kind": "bot", "level": "x"}, {}]}', 400, "level"),
        (b'{"game": "fake", "seats": [{"kind": "alien"}, {}]}', 400, "kind"),
        (b'{"game": "fake", "bogus": 1}', 400, "unknown field"),
        (b'{"game": "fake", "seed": "abc"}', 400, "seed"),
        (b'{}', 400, "game"),
    ],
)
def test_bad_lobby_requests_get_a_clear_4xx(client, body, status, words):
    response = client.post("/api/tables", content=body,
                           headers={"Content-Type": "application/json"})
    assert response.status_code == status, response.text
    assert words.lower() in response.json()["error"].lower()
    assert client.get("/api/tables").json()["tables"] == []


def test_bad_move_json_and_unknown_table(client):
    table = two_humans(client)
    tid = table["id"]
    response = client.post(f"/api/tables/{tid}/move", content=b"{oops",
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and "not valid JSON" in response.json()["error"]
    response = client.post(f"/api/tables/{tid}/move", json={"token": "x"})
    assert response.status_code == 400 and "move" in response.json()["error"]
    assert client.get("/api/tables/nosuch").status_code == 404
    assert client.get("/api/tables/nosuch/state").json()["error"].startswith("there is no table")


def test_websocket_pushes_each_seat_only_its_own_view(client):
    table = two_humans(client)
    tid, t0, t1 = table["id"], table["seats"][0]["token"], table["seats"][1]["token"]
    with (
        client.websocket_connect(f"/ws/tables/{tid}?token={t0}") as ws0,
        client.websocket_connect(f"/ws/tables/{tid}?token={t1}") as ws1,
        client.websocket_connect(f"/ws/tables/{tid}") as spectator,
    ):
        first0 = latest(ws0, seat=0)
        hand0 = first0["view"]["hand"]
        ws0.send_json({"type": "move", "move": first0["legal"][0]})
        m1 = latest(ws1, seat=1, n=1)
        assert m1["view"]["hand"] and set(m1["view"]["hand"]).isdisjoint(hand0)
        assert m1["legal"] and m1["to_act"] == [1]
        ms = latest(spectator, seat=None, n=1)
        assert ms["view"]["hand"] is None
        # seat 0 tries to move out of turn: a clear error, nothing changes
        ws0.send_json({"type": "move", "move": first0["legal"][1]})
        error = wait_for(ws0, lambda m: m["type"] == "error")
        assert "not to move" in error["message"]
        ws0.send_text("{bad json")
        error = wait_for(ws0, lambda m: m["type"] == "error")
        assert "not valid JSON" in error["message"]
        ws1.send_json({"type": "dance"})
        assert "unknown message type" in wait_for(ws1, lambda m: m["type"] == "error")["message"]
    state = client.get(f"/api/tables/{tid}/state").json()
    assert state["n"] == 1


def test_wrong_token_websocket_is_closed(client):
    from starlette.websockets import WebSocketDisconnect

    table = two_humans(client)
    with pytest.raises(WebSocketDisconnect) as info, client.websocket_connect(
        f"/ws/tables/{table['id']}?token=forged"
    ) as ws:
        ws.receive_json()
    assert info.value.code == 4403


def test_bots_play_a_whole_game_and_the_record_replays(client):
    from gametable.core.records import Record, replay

    table = create(client, seed=3, seats=[{"kind": "bot"}, {"kind": "bot", "level": "easy"}])
    tid = table["id"]
    assert client.get(f"/api/tables/{tid}/record").status_code == 409  # hidden until over
    state = wait_until_over(client, tid)
    assert state["over"] and sorted(state["scores"]) in ([0.0, 1.0], [0.5, 0.5])
    record = client.get(f"/api/tables/{tid}/record").json()
    assert len(record["moves"]) == 6
    assert replay(Record.from_dict(record)).scores == state["scores"]
    frames = client.get(f"/api/tables/{tid}/replay", params={"seat": 1}).json()["frames"]
    assert len(frames) == 7 and frames[0]["move"] is None and frames[-1]["to_act"] == []
    assert client.get(f"/api/tables/{tid}").json()["status"] == "over"


def test_person_against_bot(client):
    table = create(client, seed=8, seats=[{"kind": "human"}, {"kind": "bot"}])
    tid, token = table["id"], table["seats"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        for _turn in range(3):
            message = wait_for(ws, lambda m: m["type"] == "state" and m["legal"])
            ws.send_json({"type": "move", "move": message["legal"][-1]})
        final = wait_for(ws, lambda m: m["type"] == "state" and m["over"])
    assert final["n"] == 6 and len(final["scores"]) == 2


def test_tables_survive_a_restart(fake_game, db_url):
    app = create_app(db_url, bot_delay=0.0)
    with TestClient(app) as first:
        table = two_humans(first, seed=11)
        tid, t0 = table["id"], table["seats"][0]["token"]
        move = first.get(f"/api/tables/{tid}/state", params={"token": t0}).json()["legal"][0]
        first.post(f"/api/tables/{tid}/move", json={"move": move, "token": t0})
        view = first.get(f"/api/tables/{tid}/state", params={"token": t0}).json()["view"]
    with TestClient(create_app(db_url, bot_delay=0.0)) as second:
        again = second.get(f"/api/tables/{tid}/state", params={"token": t0}).json()
        assert again["view"] == view and again["n"] == 1 and again["to_act"] == [1]


def test_database_urls():
    from gametable.server.storage.store import normalise_url

    assert normalise_url("postgresql://u:p@h/db") == "postgresql+psycopg://u:p@h/db"
    assert normalise_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalise_url("sqlite:///data/x.db") == "sqlite:///data/x.db"
