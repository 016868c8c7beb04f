"""A page opened mid-game builds its log from the game so far (``GET /api/tables/{id}/history``):
every position as the reader's seat saw it, and nothing it did not see: no move as made (a
climbing player's secret choice stays secret until its phase ends), no other seat's cards."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

import gametable
from gametable.server.people.access import AccessPolicy, Rate
from gametable.server.web.app import create_app

PERSON = {"kind": "human"}


def client_for(db_url: str, **rates) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0.0, access=AccessPolicy(
        create_rate=None, max_tables_per_client=0, **rates)))


def play_some(client: TestClient, tid: str, tokens: list[str], moves: int) -> None:
    for _ in range(moves):
        state = client.get(f"/api/tables/{tid}/state").json()
        seat = state["to_act"][0]
        mine = client.get(f"/api/tables/{tid}/state", params={"token": tokens[seat]}).json()
        move = "hokum" if "hokum" in mine["legal"] else mine["legal"][-1]
        assert client.post(f"/api/tables/{tid}/move",
                           json={"move": move, "token": tokens[seat]}).status_code == 200


def test_the_history_is_what_each_seat_saw_and_no_more(db_url):
    with client_for(db_url) as client:
        made = client.post("/api/tables", json={"game": "baloot", "options": {"hands": 2},
                                                "seats": [PERSON] * 4})
        assert made.status_code == 201, made.text
        tid, tokens = made.json()["id"], [s["token"] for s in made.json()["seats"]]
        play_some(client, tid, tokens, 40)  # the bidding and some tricks
        table = client.app.state.manager.tables[tid]
        for seat in (0, 2, None):
            headers = {} if seat is None else {"X-Seat-Token": tokens[seat]}
            history = client.get(f"/api/tables/{tid}/history", headers=headers).json()
            assert history["seat"] == seat and history["n"] == 40 == len(history["frames"]) - 1
            assert all("move" not in frame for frame in history["frames"])
            # each frame is that seat's view of the position then (the engine's views are
            # what hides the other hands: tests/games/baloot), and the last is the view now
            replayed = gametable.new_game("baloot", setup=table.state.setup(), **table.options)
            assert history["frames"][0]["view"] == replayed.view(seat)
            for (mover, move), frame in zip(table.moves, history["frames"][1:], strict=True):
                replayed.play(mover, move)
                assert frame["view"] == replayed.view(seat)
            now = client.get(f"/api/tables/{tid}/state", headers=headers).json()
            assert history["frames"][-1]["view"] == now["view"]


def test_a_secret_choice_stays_secret_in_the_history(db_url):
    with client_for(db_url) as client:
        made = client.post("/api/tables", json={"game": "climbing", "seats": [PERSON, PERSON]})
        tid, tokens = made.json()["id"], [s["token"] for s in made.json()["seats"]]
        theirs = client.get(f"/api/tables/{tid}/state", params={"token": tokens[1]}).json()
        place = theirs["legal"][0]
        assert client.post(f"/api/tables/{tid}/move",
                           json={"move": place, "token": tokens[1]}).status_code == 200
        history = client.get(f"/api/tables/{tid}/history",
                             headers={"X-Seat-Token": tokens[0]}).json()
        assert history["n"] == 1 and [set(f) for f in history["frames"]] == [
            {"view", "to_act", "last_move"}] * 2
        # the move as the table told it: who chose, not what
        assert place not in json.dumps(history["frames"][1]["last_move"])
        table = client.app.state.manager.tables[tid]
        replayed = gametable.new_game("climbing", setup=table.state.setup(), **table.options)
        replayed.play(1, place)
        assert history["frames"][1]["view"] == replayed.view(0)
        assert replayed.view(0)["my_choice"] is None and 1 in replayed.view(0)["submitted"]
        mine = client.get(f"/api/tables/{tid}/state", params={"token": tokens[0]}).json()
        assert history["frames"][-1]["view"] == mine["view"]


def test_histories_are_rate_limited(db_url):
    with client_for(db_url, history_rate=Rate(2, 60)) as client:
        made = client.post("/api/tables", json={"game": "climbing", "seats": [PERSON, PERSON]})
        tid = made.json()["id"]
        answers = [client.get(f"/api/tables/{tid}/history").status_code for _ in range(3)]
        assert answers == [200, 200, 429]
        assert "game histories" in client.get(f"/api/tables/{tid}/history").json()["error"]
