"""Replays open from your seat (issue 31, point 5): the replay answer says which seat the
caller played in (its seat token), so the page shows that seat's hand face up; a stranger
gets ``None`` and the spectator's view."""

from __future__ import annotations

from fastapi.testclient import TestClient

from gametable.server.people.access import AccessPolicy
from gametable.server.web.app import create_app

PERSON = {"kind": "human"}


def test_the_replay_names_the_seat_its_reader_played_in(fake_game, db_url):
    app = create_app(db_url, bot_delay=0.0,
                     access=AccessPolicy(create_rate=None, max_tables_per_client=0))
    with TestClient(app) as client:
        made = client.post("/api/tables", json={"game": fake_game, "seats": [PERSON, PERSON]})
        assert made.status_code == 201, made.text
        tid, tokens = made.json()["id"], [s["token"] for s in made.json()["seats"]]
        while not (state := client.get(f"/api/tables/{tid}/state").json())["over"]:
            token = tokens[state["to_act"][0]]
            mine = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
            client.post(f"/api/tables/{tid}/move", json={"move": mine["legal"][0], "token": token})
        for seat, token in enumerate(tokens):
            answer = client.get(f"/api/tables/{tid}/replay", headers={"X-Seat-Token": token})
            assert answer.status_code == 200 and answer.json()["your_seat"] == seat
        assert client.get(f"/api/tables/{tid}/replay").json()["your_seat"] is None
