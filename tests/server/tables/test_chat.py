"""Table chat: phrases and text, who may write, limits, cleaning, mute, stored first, replay."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from gametable.server.errors import RequestError
from gametable.server.people.access import AccessPolicy, Rate
from gametable.server.storage.store import Store
from gametable.server.tables.chat import MAX_TEXT, PHRASES, ChatService
from gametable.server.tables.manager import TableManager
from gametable.server.web.app import create_app

from ..helpers.loops import run_scenario
from ..helpers.sockets import receive_until, social
from ..helpers.tables import create


def two_people(client: TestClient, **body):
    table = create(client, seats=[{"kind": "human", "name": "Ann"},
                                  {"kind": "human", "name": "Bob"}], **body)
    return table["id"], table["seats"][0]["token"], table["seats"][1]["token"]


def test_phrases_and_text_reach_every_reader(client) -> None:
    tid, t0, t1 = two_people(client)
    with social(client, tid, t0) as ann, social(client, tid, t1) as bob, \
            social(client, tid) as spectator:
        history = receive_until(ann, "chat_history")
        assert history["lines"] == [] and history["mode"] == "text"
        assert set(history["phrases"]) == set(PHRASES)
        receive_until(bob, "chat_history")
        # a private table's chat is for its seats (issue 29): its spectator is sent none
        assert receive_until(spectator, "chat_history")["private"] is True
        ann.send_json({"type": "chat", "phrase": "good_game"})
        for ws in (ann, bob):
            line = receive_until(ws, "chat")["line"]
            assert line["seat"] == 0 and line["name"] == "Ann" and line["phrase"] == "good_game"
            assert set(line) == {"seat", "name", "t", "n", "phrase"}  # nothing of the game
        bob.send_json({"type": "chat", "text": "  <b>hi</b>\u202e  there  "})
        line = receive_until(ann, "chat")["line"]
        assert line["text"] == "<b>hi</b> there"  # bidi override gone; shown as text later
    lines = client.get(f"/api/tables/{tid}/chat", params={"token": t1}).json()["lines"]
    assert [ln.get("phrase") or ln.get("text") for ln in lines] == ["good_game", "<b>hi</b> there"]


def test_spectators_read_only(client) -> None:
    tid, _t0, _t1 = two_people(client)
    with social(client, tid) as spectator:
        receive_until(spectator, "chat_history")
        spectator.send_json({"type": "chat", "phrase": "hello"})
        error = receive_until(spectator, "error")
        assert "spectators read" in error["message"] and error["about"] == "chat"
    response = client.post(f"/api/tables/{tid}/chat", json={"phrase": "hello"})
    assert response.status_code == 403


def test_bad_lines_are_refused_and_change_nothing(client) -> None:
    tid, t0, _t1 = two_people(client)
    for body, words in (({"phrase": "insult"}, "unknown phrase"),
                        ({"text": "x" * (MAX_TEXT + 1)}, "at most"),
                        ({"text": "\u200b\u202e  "}, "empty"),
                        ({"text": 5}, "send"),
                        ({}, "send")):
        response = client.post(f"/api/tables/{tid}/chat", json={**body, "token": t0})
        assert response.status_code == 400 and words in response.json()["error"], body
    assert client.get(f"/api/tables/{tid}/chat", params={"token": t0}).json()["lines"] == []


def test_queue_tables_have_phrases_only(client) -> None:
    tid, t0, _t1 = two_people(client, chat="phrases")
    refused = client.post(f"/api/tables/{tid}/chat", json={"text": "hi", "token": t0})
    assert refused.status_code == 403 and "phrases only" in refused.json()["error"]
    ok = client.post(f"/api/tables/{tid}/chat", json={"phrase": "hello", "token": t0})
    assert ok.status_code == 200
    bad = client.post("/api/tables", json={"game": "fake", "chat": "loud"})
    assert bad.status_code == 400 and "'chat'" in bad.json()["error"]


def test_mute_hides_a_seat_from_one_reader(client) -> None:
    tid, t0, t1 = two_people(client)
    with social(client, tid, t0) as ann, social(client, tid, t1) as bob:
        receive_until(ann, "chat_history")
        receive_until(bob, "chat_history")
        bob.send_json({"type": "chat", "phrase": "oops"})
        receive_until(ann, "chat")
        receive_until(bob, "chat")
        ann.send_json({"type": "mute", "seats": [1]})
        history = receive_until(ann, "chat_history")
        assert history["lines"] == []  # Bob's line is gone for Ann
        bob.send_json({"type": "chat", "phrase": "sorry"})
        assert receive_until(bob, "chat")["line"]["phrase"] == "sorry"
        ann.send_json({"type": "chat", "phrase": "thanks"})
        # Ann's next chat message is her own line: Bob's "sorry" never came
        assert receive_until(ann, "chat")["line"]["phrase"] == "thanks"
        ann.send_json({"type": "mute", "seats": [9]})
        assert "seats to mute" in receive_until(ann, "error")["message"]
        ann.send_json({"type": "mute", "seats": []})
        assert len(receive_until(ann, "chat_history")["lines"]) == 3


def test_rate_limit_per_seat(fake_game, db_url) -> None:
    app = create_app(db_url, bot_delay=0.0, access=AccessPolicy(chat_rate=Rate(3, 60)))
    with TestClient(app) as client:
        tid, t0, t1 = two_people(client)
        for _ in range(3):
            assert client.post(f"/api/tables/{tid}/chat",
                               json={"phrase": "hello", "token": t0}).status_code == 200
        refused = client.post(f"/api/tables/{tid}/chat", json={"phrase": "hello", "token": t0})
        assert refused.status_code == 429 and "one seat" in refused.json()["error"]
        assert refused.headers["retry-after"] == "20"
        # another seat has its own bucket
        assert client.post(f"/api/tables/{tid}/chat",
                           json={"phrase": "hello", "token": t1}).status_code == 200


def test_lines_are_kept_with_the_table_and_in_the_replay(fake_game, db_url) -> None:
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        tid, t0, t1 = two_people(client)
        client.post(f"/api/tables/{tid}/chat", json={"phrase": "hello", "token": t0})
        for _ in range(3):
            for token in (t0, t1):
                state = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
                if state["legal"]:
                    client.post(f"/api/tables/{tid}/move",
                                json={"move": state["legal"][0], "token": token})
        client.post(f"/api/tables/{tid}/chat", json={"phrase": "good_game", "token": t1})
    # a restarted server has them
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        state = client.get(f"/api/tables/{tid}/state").json()
        assert state["over"]
        record = client.get(f"/api/tables/{tid}/record", params={"token": t0}).json()
        assert [(ln["seat"], ln["phrase"], ln["n"]) for ln in record["meta"]["chat"]] == [
            (0, "hello", 0), (1, "good_game", 6)]
        replay = client.get(f"/api/tables/{tid}/replay", params={"token": t0}).json()
        assert replay["chat"] == record["meta"]["chat"]


class FailingStore:
    """A store whose writes fail: a chat line must then be neither kept nor sent."""

    def __init__(self) -> None:
        self.lines: list = []

    def load_chat(self, _table_id: str) -> list:
        return []

    async def run(self, _op) -> None:
        raise OSError("disk full")


def test_a_line_not_stored_is_not_shown(fake_game, db_url) -> None:
    store = Store(db_url)
    try:
        manager = TableManager(store)

        async def scenario() -> None:
            table, _tokens = await manager.create(
                {"game": "fake", "seats": [{"kind": "human"}, {"kind": "human"}]})
            service = ChatService(FailingStore())  # type: ignore[arg-type]
            sent: list[str] = []

            class Reader:
                social, muted = True, set()

                def push(self, text: str) -> None:
                    sent.append(text)

            table.clients.add(Reader())  # type: ignore[arg-type]
            with pytest.raises(RequestError, match="could not be saved") as info:
                await service.say(table, 0, {"phrase": "hello"})
            assert info.value.status == 503
            assert sent == [] and service.lines(table.id) == []

        run_scenario(scenario)
    finally:
        store.close()


def test_chat_messages_carry_no_view(client) -> None:
    """Whatever is said, a chat message holds the line's fields and nothing of any view."""
    tid, t0, t1 = two_people(client)
    hands = [client.get(f"/api/tables/{tid}/state", params={"token": t}).json()["view"]["hand"]
             for t in (t0, t1)]
    with social(client, tid, t1) as reader:  # a seat: a private table's chat is its seats'
        receive_until(reader, "chat_history")
        client.post(f"/api/tables/{tid}/chat", json={"phrase": "hello", "token": t0})
        client.post(f"/api/tables/{tid}/chat", json={"text": "my move", "token": t1})
        messages = [receive_until(reader, "chat"), receive_until(reader, "chat")]
    text = json.dumps(messages)
    for card in hands[0] + hands[1]:
        assert card not in text
    assert all(set(m) == {"type", "line"} for m in messages)
