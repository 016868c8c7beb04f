"""Private (invite) tables (issue 29, "also seen"): their chat is read by their seats only,
chat history is capped, and the lobby lists them only to their own people."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from gametable.server.people.access import AccessPolicy
from gametable.server.storage.store import Store
from gametable.server.tables import chat as chat_module
from gametable.server.tables.manager import TableOrder
from gametable.server.web.app import create_app

from ..helpers.guests import as_player, guest
from ..helpers.sockets import receive_until, social
from ..helpers.tables import create


@pytest.fixture
def server(fake_game, db_url) -> Iterator[TestClient]:
    app = create_app(db_url, bot_delay=0.0, access=AccessPolicy(chat_rate=None))
    with TestClient(app) as client:
        yield client


def private_table(client: TestClient, game: str = "fake") -> dict:
    return create(client, game=game, seats=[{"kind": "human", "name": "Ann"},
                                            {"kind": "human", "name": "Bob"}])


def quick_play_table(client: TestClient) -> tuple[str, list[str]]:
    """A table as quick play forms one: its pool's key in its settings, phrases only."""
    order = TableOrder({"game": "fake", "seats": [{"kind": "human"}, {"kind": "human"}],
                        "chat": "phrases"}, settings={"rated": True, "queue": "fake"})
    ((table, tokens),) = client.portal.call(client.app.state.manager.create_many, [order])
    return table.id, [tokens[0], tokens[1]]


def say(client: TestClient, tid: str, token: str, text: str) -> None:
    said = client.post(f"/api/tables/{tid}/chat", json={"text": text}, params={"token": token})
    assert said.status_code == 200, said.text


# --- a private table's chat ------------------------------------------------------------------


def test_a_private_tables_chat_is_read_by_its_seats_only(server):
    """The attack: a stranger reads an invite table's free text with ``GET .../chat``."""
    ann_id, ann = guest(server)
    table = private_table(server)
    tid, t0, t1 = table["id"], table["seats"][0]["token"], table["seats"][1]["token"]
    say(server, tid, t0, "my address is 12 Elm St")
    as_player(server, None)
    stranger = server.get(f"/api/tables/{tid}/chat")
    assert stranger.status_code == 403 and "players only" in stranger.json()["error"]
    assert "Elm" not in stranger.text
    wrong = server.get(f"/api/tables/{tid}/chat", params={"token": "forged"})
    assert wrong.status_code == 403
    for token in (t0, t1):  # each seat's token
        lines = server.get(f"/api/tables/{tid}/chat", params={"token": token}).json()["lines"]
        assert [ln["text"] for ln in lines] == ["my address is 12 Elm St"]
    # the player who took a seat reads it with their session alone, from any device
    as_player(server, ann)
    assert server.get(f"/join/{tid}/{t1}", follow_redirects=False).status_code == 303
    server.cookies.delete(f"gt_{tid}")
    assert server.get(f"/api/tables/{tid}/chat").status_code == 200
    assert server.app.state.manager.tables[tid].seat_of_player(ann_id) == 1


def test_a_spectators_socket_is_sent_none_of_a_private_tables_chat(server):
    table = private_table(server)
    tid, t0 = table["id"], table["seats"][0]["token"]
    say(server, tid, t0, "before")
    with social(server, tid) as spectator, social(server, tid, t0) as ann:
        history = receive_until(spectator, "chat_history")
        assert history["lines"] == [] and history["private"] is True
        assert [ln["text"] for ln in receive_until(ann, "chat_history")["lines"]] == ["before"]
        ann.send_json({"type": "chat", "text": "after"})
        assert receive_until(ann, "chat")["line"]["text"] == "after"
        spectator.send_json({"type": "ping"})  # the next thing it hears is the pong
        for _ in range(10):
            message = spectator.receive_json()
            assert message["type"] != "chat", message
            if message["type"] == "pong":
                break
        else:
            raise AssertionError("no pong")


def test_a_quick_play_tables_phrases_stay_readable_by_anyone(server):
    tid, tokens = quick_play_table(server)
    said = server.post(f"/api/tables/{tid}/chat", json={"phrase": "good_luck"},
                       params={"token": tokens[0]})
    assert said.status_code == 200, said.text
    as_player(server, None)
    lines = server.get(f"/api/tables/{tid}/chat").json()["lines"]
    assert [ln["phrase"] for ln in lines] == ["good_luck"]


def test_the_record_and_replay_of_a_private_table_hold_its_chat_for_its_seats_only(server):
    table = private_table(server, game="balloon-cup")
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    say(server, tid, tokens[0], "secret plan")
    # both seats leave the game to... play it out: each moves its first legal move
    deadline = time.monotonic() + 60
    while server.get(f"/api/tables/{tid}").json()["status"] != "over":
        assert time.monotonic() < deadline, "the game did not finish"
        for token in tokens:
            state = server.get(f"/api/tables/{tid}/state", params={"token": token}).json()
            if state["legal"]:
                server.post(f"/api/tables/{tid}/move", json={"move": state["legal"][0]},
                            params={"token": token})
    as_player(server, None)
    record = server.get(f"/api/tables/{tid}/record").json()
    replay = server.get(f"/api/tables/{tid}/replay").json()
    assert record["meta"]["chat"] == [] and record["meta"]["chat_private"] is True
    assert replay["chat"] == [] and replay["chat_private"] is True
    assert "secret plan" not in str(record) + str(replay)
    assert record["moves"] and replay["frames"]  # the game itself is public once over
    mine = server.get(f"/api/tables/{tid}/record", params={"token": tokens[1]}).json()
    assert [ln["text"] for ln in mine["meta"]["chat"]] == ["secret plan"]
    mine = server.get(f"/api/tables/{tid}/replay", params={"token": tokens[1]}).json()
    assert [ln["text"] for ln in mine["chat"]] == ["secret plan"]


# --- the cap on chat history -----------------------------------------------------------------


def test_chat_history_keeps_the_last_lines_in_memory_and_in_the_store(server, monkeypatch):
    """The attack: lines without end, each kept for ever. Now the last MAX_LINES are kept;
    older ones leave memory and the store, and lines go on after a reload from the store."""
    monkeypatch.setattr(chat_module, "MAX_LINES", 3)
    table = private_table(server)
    tid, t0 = table["id"], table["seats"][0]["token"]
    for n in range(5):
        say(server, tid, t0, f"line {n}")
    texts = lambda lines: [ln["text"] for ln in lines]  # noqa: E731
    shown = server.get(f"/api/tables/{tid}/chat", params={"token": t0}).json()["lines"]
    assert texts(shown) == ["line 2", "line 3", "line 4"]
    store: Store = server.app.state.store
    assert texts(store.load_chat(tid)) == ["line 2", "line 3", "line 4"]
    service = server.app.state.chat
    service.forget(tid)  # read again from the store, as after a restart
    say(server, tid, t0, "line 5")  # stored under the next index, not over an older one
    assert texts(store.load_chat(tid)) == ["line 3", "line 4", "line 5"]
    assert texts(service.lines(tid)) == ["line 3", "line 4", "line 5"]


# --- the lobby -------------------------------------------------------------------------------


def listed(client: TestClient, secret: str | None) -> set[str]:
    as_player(client, secret)
    return {t["id"] for t in client.get("/api/tables", params={"limit": 200}).json()["tables"]}


def test_invite_tables_are_listed_only_to_their_creator_and_their_seated_players(server):
    """The attack: anyone's lobby listed every invite table and who sat at it."""
    ann_id, ann = guest(server)
    _bob_id, bob = guest(server)
    _eve_id, eve = guest(server)
    as_player(server, ann)
    table = private_table(server)
    tid, t1 = table["id"], table["seats"][1]["token"]
    quick, _tokens = quick_play_table(server)
    assert listed(server, ann) == {tid, quick}  # its creator
    assert listed(server, None) == {quick}  # a stranger
    assert listed(server, eve) == {quick}  # another player
    assert listed(server, bob) == {quick}
    as_player(server, bob)  # Bob opens his invite link: he sits there now
    assert server.get(f"/join/{tid}/{t1}", follow_redirects=False).status_code == 303
    assert listed(server, bob) == {tid, quick}
    assert listed(server, eve) == {quick}
    as_player(server, None)
    page = server.get("/api/tables", params={"open_seats": 1}).json()
    assert tid not in {t["id"] for t in page["tables"]} and page["total"] == 1
    # the same rule read from the database (what a cluster's processes list)
    store: Store = server.app.state.store
    for viewer, expected in ((None, {quick}), (ann_id, {tid, quick})):
        rows, total = store.load_lobby(game=None, open_seats=False, limit=50, offset=0,
                                       viewer=viewer)
        assert {r.id for r in rows} == expected and total == len(expected)
    rows, _total = store.load_lobby(game=None, open_seats=False, limit=50, offset=0,
                                    viewer=_bob_id)
    assert {r.id for r in rows} == {tid, quick}  # seated: the seat index says so


def test_a_finished_invite_table_stays_unlisted_after_it_leaves_memory(server):
    _ann_id, ann = guest(server)
    as_player(server, ann)
    table = private_table(server)
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    while (seat := server.get(f"/api/tables/{tid}").json()["to_act"]):  # three cards each
        state = server.get(f"/api/tables/{tid}/state", params={"token": tokens[seat[0]]}).json()
        server.post(f"/api/tables/{tid}/move", json={"move": state["legal"][0]},
                    params={"token": tokens[seat[0]]})
    manager = server.app.state.manager
    manager._forget(manager.tables[tid])  # finished and idle: it leaves memory, listed from its row
    assert tid in manager._stored
    assert listed(server, None) == set()
    assert listed(server, ann) == {table["id"]}
