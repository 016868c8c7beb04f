"""Rematch: the offer, answers, bots, the new table and its rotation."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

import gametable
from gametable.server.tables.manager import NotSaved, TableManager
from gametable.server.tables.rematch import Rematches, rotation
from gametable.server.web.app import create_app

from ..helpers.faulty import FaultyStore
from ..helpers.loops import run_scenario
from ..helpers.sockets import receive_until, social
from ..helpers.tables import create, finish


@pytest.mark.parametrize("game", ["balloon-cup", "baloot"])
def test_the_next_person_plays_first(game: str) -> None:
    seats = 2 if game == "balloon-cup" else 4
    for old_seed, new_seed in ((1, 2), (3, 40), (7, 7), (11, 99), (5, 6)):
        old = gametable.new_game(game, seed=old_seed)
        shift = rotation(game, {}, old.setup(), new_seed, seats)
        new_first = gametable.new_game(game, seed=new_seed).to_act[0]
        after_old_first = (old.to_act[0] + 1) % seats
        assert (after_old_first + shift) % seats == new_first
        # everyone moves by the same number of seats: the order round the table is kept
        # (Baloot partners, seats s and s+2, stay partners)


def test_simultaneous_games_move_everyone_one_seat() -> None:
    old = gametable.new_game("climbing", seed=1, players=3)
    assert rotation("climbing", {"players": 3}, old.setup(), 5, 3) == 1


def test_rematch_when_both_accept(client) -> None:
    table = create(client, seats=[{"kind": "human", "name": "Ann"},
                                  {"kind": "human", "name": "Bob"}], chat="phrases")
    tid = table["id"]
    tokens = {s["seat"]: s["token"] for s in table["seats"]}
    early = client.post(f"/api/tables/{tid}/rematch", json={}, headers={"X-Seat-Token": tokens[0]})
    assert early.status_code == 409 and "over" in early.json()["error"]
    finish(client, tid, tokens)
    with social(client, tid, tokens[0]) as ann, social(client, tid, tokens[1]) as bob:
        receive_until(ann, "chat_history")
        receive_until(bob, "chat_history")
        ann.send_json({"type": "rematch"})
        offer = receive_until(bob, "rematch")
        assert offer["people"] == [0, 1] and offer["accepted"] == [0] and offer["table"] is None
        assert "url" not in offer
        assert receive_until(ann, "rematch")["accepted"] == [0]
        bob.send_json({"type": "rematch", "accept": True})
        done_ann, done_bob = receive_until(ann, "rematch"), receive_until(bob, "rematch")
    new_id = done_ann["table"]
    assert new_id and new_id != tid and done_bob["table"] == new_id
    # seats are swapped (the fake game's seat 0 always starts) and each gets their own link
    assert done_ann["seat"] == 1 and done_bob["seat"] == 0
    assert done_ann["url"] != done_bob["url"]
    # each is sent only their own seat's link
    assert done_bob["url"].rsplit("/", 1)[1] not in json.dumps(done_ann)
    new = client.get(f"/api/tables/{new_id}").json()
    assert [s["name"] for s in new["seats"]] == ["Bob", "Ann"]
    response = client.get(done_bob["url"], follow_redirects=False)
    assert response.status_code == 303
    assert client.get(f"/api/tables/{new_id}/state").json()["seat"] == 0
    # the table's settings carry over: phrases only
    assert client.get(f"/api/tables/{new_id}/chat").json()["mode"] == "phrases"


def test_a_decline_ends_the_offer_and_bots_accept_at_once(client) -> None:
    table = create(client, seats=[{"kind": "human", "name": "Ann"},
                                  {"kind": "human", "name": "Bob"}])
    tid = table["id"]
    tokens = {s["seat"]: s["token"] for s in table["seats"]}
    finish(client, tid, tokens)
    headers = [{"X-Seat-Token": tokens[i]} for i in (0, 1)]
    refused = client.post(f"/api/tables/{tid}/rematch", json={"accept": False}, headers=headers[1])
    assert refused.status_code == 409
    client.post(f"/api/tables/{tid}/rematch", json={}, headers=headers[0])
    declined = client.post(f"/api/tables/{tid}/rematch", json={"accept": False},
                           headers=headers[1]).json()
    assert declined["declined"] == 1 and declined["accepted"] == [] and declined["table"] is None
    spectator = client.post(f"/api/tables/{tid}/rematch", json={})
    assert spectator.status_code == 403

    with_bot = create(client, seats=[{"kind": "human", "name": "Ann"},
                                     {"kind": "bot", "bot": "random"}])
    bid, token = with_bot["id"], with_bot["seats"][0]["token"]
    finish_with_bot(client, bid, token)
    answer = client.post(f"/api/tables/{bid}/rematch", json={},
                         headers={"X-Seat-Token": token}).json()
    assert answer["table"] and answer["accepted"] == [0, 1] and answer["seat"] == 1
    new = client.get(f"/api/tables/{answer['table']}").json()
    assert [s["kind"] for s in new["seats"]] == ["bot", "human"]


def finish_with_bot(client: TestClient, tid: str, token: str) -> None:
    for _ in range(50):
        state = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
        if state["over"]:
            return
        if state["legal"]:
            client.post(f"/api/tables/{tid}/move", json={"move": state["legal"][0],
                                                         "token": token})
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("body", [{"clock": {"move": 5, "bank": 7}},
                                  {"clock": "none"},
                                  {"speed": "turn-based", "clock": {"move": 7200, "bank": 0}}])
def test_a_rematch_keeps_the_clock_and_the_speed(client, body) -> None:
    table = create(client, seats=[{"kind": "human", "name": "Ann"},
                                  {"kind": "human", "name": "Bob"}], **body)
    tid = table["id"]
    tokens = {s["seat"]: s["token"] for s in table["seats"]}
    before = client.get(f"/api/tables/{tid}").json()
    finish(client, tid, tokens)
    for seat in (0, 1):
        answer = client.post(f"/api/tables/{tid}/rematch", json={"accept": True},
                             headers={"X-Seat-Token": tokens[seat]})
        assert answer.status_code == 200, answer.text
    new_id = answer.json()["table"]
    after = client.get(f"/api/tables/{new_id}").json()
    def control(info: dict) -> tuple:
        clock = info.get("clock")
        if clock is None or clock.get("move") is None:  # no clock
            return None, info.get("speed")
        return (clock["move"], clock["bank"]), info.get("speed")

    assert control(after) == control(before)
    assert before["speed"] == body.get("speed", "live")
    asked = body["clock"]
    assert control(before)[0] == (None if asked == "none" else (asked["move"], asked["bank"]))


TWO = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]


def test_an_offer_is_stored_before_it_is_told_and_stands_a_restart(fake_game, db_url) -> None:
    """The offer lives with its table and in its settings: a restart (or another process)
    reads it back, and the answers go on from there; once the new table is made, a restart
    sends each person its address (their new token is never stored)."""
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        table = create(client, seats=TWO)
        tid = table["id"]
        tokens = {s["seat"]: s["token"] for s in table["seats"]}
        finish(client, tid, tokens)
        offered = client.post(f"/api/tables/{tid}/rematch", json={},
                              headers={"X-Seat-Token": tokens[0]}).json()
        assert offered["accepted"] == [0] and offered["table"] is None
        stored = client.app.state.manager.store.load_one(tid).settings["rematch"]
        assert stored["by"] == 0 and stored["accepted"] == [0] and stored["table"] is None
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        with social(client, tid, tokens[1]) as bob:
            shown = receive_until(bob, "rematch")  # told again on connecting, as stored
            assert shown["by"] == 0 and shown["accepted"] == [0]
        done = client.post(f"/api/tables/{tid}/rematch", json={"accept": True},
                           headers={"X-Seat-Token": tokens[1]}).json()
        new_id = done["table"]
        assert new_id and done["url"].startswith(f"/join/{new_id}/")
        stored = client.app.state.manager.store.load_one(tid).settings["rematch"]
        assert stored["table"] == new_id and stored["accepted"] == [0, 1]
        assert done["url"].rsplit("/", 1)[1] not in json.dumps(stored)  # no token kept
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        again = client.post(f"/api/tables/{tid}/rematch", json={},
                            headers={"X-Seat-Token": tokens[0]}).json()
        assert again["table"] == new_id and again["url"] == f"/table/{new_id}"
        # one new table, whatever was said after it was made
        assert client.app.state.manager.store.load_one(tid).settings["rematch"]["table"] == new_id


def test_an_answer_that_was_not_stored_is_told_to_nobody(fake_game, db_url) -> None:
    store = FaultyStore(db_url)

    async def scenario() -> None:
        manager = TableManager(store, bot_delay=0.0)
        rematches = Rematches(manager)
        table, _tokens = await manager.create({"game": fake_game, "seats": TWO})
        while not table.over:
            seat = table.state.to_act[0]
            await manager.play(table, seat, table.state.legal_moves(seat)[0])
        store.fail = True
        with pytest.raises(NotSaved, match="the rematch could not be saved"):
            await rematches.answer(table, 0)
        assert rematches.offer_of(table) is None and "rematch" not in table.settings
        store.fail = False
        offer = await rematches.answer(table, 0)
        assert offer.accepted == {0} and table.settings["rematch"]["accepted"] == [0]
        store.fail = True
        with pytest.raises(NotSaved):
            await rematches.answer(table, 1, accept=False)
        assert rematches.offer_of(table) is offer and offer.declined is None
        store.fail = False
        manager.close()

    run_scenario(scenario)
    store.close()
