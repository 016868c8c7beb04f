"""Nothing is told before it is stored: a store that fails or stalls on command.

A move is played on a copy of the state, and only once its row is committed does the copy
become what ``GET /state``, the lobby and every socket (old or new) are built from. A write
that fails or times out leaves the table as it was, the mover is told so, and a bot tries
again later; the store then holds exactly the moves anyone was told of.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from fastapi.testclient import TestClient

from gametable.server.storage.store import Store
from gametable.server.tables.live import Client
from gametable.server.tables.manager import NotSaved, TableManager
from gametable.server.tables.round import PersonMove
from gametable.server.web import app as app_module
from gametable.server.web.app import create_app

from ..helpers.faulty import FaultyStore
from ..helpers.loops import run_scenario
from ..helpers.waiting import until

PEOPLE = [{"kind": "human"}, {"kind": "human"}]
PRACTICE = {"seed": 3, "practice": True}  # a chosen deal: the same cards in every run


def shown(table, seat):
    """What a seat is shown of the game (without who is online, the stamp and the time)."""
    message = json.loads(table.message(seat))
    return {k: message[k] for k in ("view", "legal", "to_act", "n", "over")}


def stored_moves(db_url: str) -> list[tuple[int, str]]:
    store = Store(db_url)
    try:
        (row,) = store.load_all()
    finally:
        store.close()
    return row.moves


def test_a_stalled_move_is_shown_to_nobody_until_stored(fake_game, db_url):
    store = FaultyStore(db_url)

    async def scenario() -> None:
        manager = TableManager(store, bot_delay=0.0)
        table, _tokens = await manager.create({"game": fake_game, **PRACTICE, "seats": PEOPLE})
        manager.start()
        before = {seat: shown(table, seat) for seat in (0, 1, None)}
        move = table.state.legal_moves(0)[0]
        store.hold()
        mover = asyncio.create_task(manager.play(table, 0, move))
        await until(store.held.is_set, what="the writer taking the move")
        # GET /state (every seat, a spectator), the lobby, and a socket that connects now
        assert {seat: shown(table, seat) for seat in (0, 1, None)} == before
        assert table.summary()["moves"] == 0 and table.summary()["to_act"] == [0]
        late = Client(table, 1)
        table.attach(late)
        first = json.loads(await asyncio.wait_for(late.next_message(), 5))
        assert first["n"] == 0 and first["to_act"] == [0] and not mover.done()
        store.release()
        await asyncio.wait_for(mover, 10)
        assert shown(table, 1)["n"] == 1 and table.moves == [(0, move)]
        told = json.loads(await asyncio.wait_for(late.next_message(), 5))
        assert told["n"] == 1 and told["to_act"] == [1]
        manager.close()

    run_scenario(scenario)
    store.close()
    assert len(stored_moves(db_url)) == 1


def test_a_failed_write_undoes_the_move_and_the_next_takes_its_number(fake_game, db_url):
    store = FaultyStore(db_url)

    async def scenario() -> list[tuple[int, str]]:
        manager = TableManager(store, bot_delay=0.0)
        table, _tokens = await manager.create({"game": fake_game, **PRACTICE, "seats": PEOPLE})
        before = {seat: shown(table, seat) for seat in (0, 1, None)}
        move = table.state.legal_moves(0)[0]
        store.fail = True
        with pytest.raises(NotSaved, match="the move could not be saved; try again"):
            await manager.play(table, 0, move)
        assert {seat: shown(table, seat) for seat in (0, 1, None)} == before
        assert table.moves == [] and table.version == 0
        store.fail = False
        await manager.play(table, 0, move)  # the same move, stored as move 0
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        manager.close()
        return list(table.moves)

    told = run_scenario(scenario)
    store.close()
    assert stored_moves(db_url) == told and len(told) == 2


def test_the_last_move_and_the_result_are_stored_together_or_not_at_all(fake_game, db_url):
    store = FaultyStore(db_url)

    async def scenario() -> None:
        manager = TableManager(store, bot_delay=0.0)
        table, _tokens = await manager.create({
            "game": fake_game, **PRACTICE, "seats": PEOPLE, "options": {"rounds": 1}})
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        store.fail = True
        with pytest.raises(NotSaved):
            await manager.play(table, 1, table.state.legal_moves(1)[0])
        assert not table.over and table.summary()["status"] == "playing"
        store.fail = False
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        assert table.over
        manager.close()

    run_scenario(scenario)
    store.close()
    store = Store(db_url)
    try:
        (row,) = store.load_all()
    finally:
        store.close()
    assert row.status == "over" and len(row.moves) == 2 and row.result is not None


def test_a_write_that_waits_past_its_time_is_dropped_never_stored_later(fake_game, db_url):
    store = FaultyStore(db_url, timeout=0.3)

    async def scenario() -> None:
        manager = TableManager(store, bot_delay=0.0)
        table, _tokens = await manager.create({"game": fake_game, **PRACTICE, "seats": PEOPLE})
        store.hold()
        blocker = store.submit(lambda conn: None)  # the writer is stuck with this one
        await until(store.held.is_set, what="the writer stalling")
        with pytest.raises(NotSaved):
            await manager.play(table, 0, table.state.legal_moves(0)[0])
        assert table.moves == [] and table.state.to_act == (0,)
        store.release()
        await asyncio.wrap_future(blocker)
        await manager.play(table, 0, table.state.legal_moves(0)[-1])
        manager.close()

    run_scenario(scenario)
    store.close()
    assert len(stored_moves(db_url)) == 1  # the dropped write did not land after its time


def test_a_bot_whose_move_was_not_stored_tries_again(fake_game, db_url):
    store = FaultyStore(db_url)

    async def scenario() -> list[tuple[int, str]]:
        manager = TableManager(store, bot_delay=0.0, bot_retry=0.05)
        table, _tokens = await manager.create({
            "game": fake_game, **PRACTICE, "seats": [{"kind": "bot"}, {"kind": "human"}]})
        store.fail = True
        manager.start()
        await until(lambda: table.bot_tasks and table.committing is None and store.fail,
                    what="the bot's first try")
        await asyncio.sleep(0.2)  # several tries fail meanwhile
        assert table.moves == [] and table.state.to_act == (0,)
        store.fail = False
        await until(lambda: len(table.moves) == 1, what="the bot's move after the store healed")
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await until(lambda: len(table.moves) == 3, what="the bot's next move")
        manager.close()
        return list(table.moves)

    told = run_scenario(scenario)
    store.close()
    assert stored_moves(db_url)[:3] == told[:3]


@pytest.fixture
def faulty_app(fake_game, db_url, monkeypatch):
    monkeypatch.setattr(app_module, "Store", FaultyStore)
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        yield client


def test_the_api_answers_503_with_a_message_and_shows_nothing(faulty_app):
    client, store = faulty_app, faulty_app.app.state.store
    store.fail = True
    refused = client.post("/api/tables", json={"game": "fake", "seats": PEOPLE})
    assert refused.status_code == 503
    assert refused.json()["error"] == "the table could not be saved; try again"
    assert client.get("/api/tables").json()["tables"] == []
    store.fail = False
    table = client.post("/api/tables", json={"game": "fake", "seats": PEOPLE}).json()
    tid, token = table["id"], table["seats"][0]["token"]
    state = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
    store.fail = True
    answer = client.post(f"/api/tables/{tid}/move", json={"move": state["legal"][0]},
                         params={"token": token})
    assert answer.status_code == 503
    assert answer.json()["error"] == "the move could not be saved; try again"
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        assert ws.receive_json()["n"] == 0
        ws.send_json({"type": "move", "move": state["legal"][0]})
        error = ws.receive_json()
        assert error["type"] == "error" and "could not be saved" in error["message"]
    again = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
    assert again["n"] == 0 and again["legal"] == state["legal"]
    assert client.get(f"/api/tables/{tid}").json()["moves"] == 0


def test_a_command_closed_with_its_loop_ends_quietly(fake_game, db_url):
    """A command still waiting for its table when its loop goes (a process shutting down, a
    pending bot turn collected) is closed: it sets no bots' timers (there is no loop to set
    them on) and raises nothing but its own end."""
    store = Store(db_url)

    async def scenario():
        manager = TableManager(store, bot_delay=0.0)
        table, _tokens = await manager.create({"game": fake_game, **PRACTICE, "seats": PEOPLE})
        set_timers = []
        # (the bots' timers are set on the running loop, as ``BotTurns.schedule_bots`` does)
        manager.round.after = lambda table: set_timers.append(asyncio.get_running_loop())
        await table.lock.acquire()  # the command waits for the table
        command = manager.round.submit(table, PersonMove(0, table.state.legal_moves(0)[0]))
        waiting = command.send(None)  # (the lock's future it waits on)
        assert waiting is not None
        manager.close()
        return command, set_timers

    command, set_timers = run_scenario(scenario)
    command.close()  # a RuntimeError ("no running event loop") before
    assert set_timers == []
    store.close()
