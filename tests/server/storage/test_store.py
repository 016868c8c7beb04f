"""The table store on both databases it supports: SQLite files and a real PostgreSQL server.

Every test takes ``db``, once a SQLite file and once a fresh database on the throw-away
PostgreSQL cluster of ``pg.py``, so the two backends are held to the same behaviour.
"""

from __future__ import annotations

import threading
import time

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import inspect

from gametable.core.records import Record, replay
from gametable.server.storage.store import Store, StoredTable
from gametable.server.web.app import create_app

from ..helpers.tables import two_humans
from ..helpers.waiting import wait_until_over

# A seat name as long as the lobby allows, in a right-to-left script, with characters that
# PostgreSQL's TEXT refuses raw (NUL) and that need quoting in JSON.
ARABIC_NAME = ("لاعب \"البلوت\" \\ \x00 " + "ع" * 40)[:40]


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tables.db'}"
    return request.getfixturevalue("pg_url")


def stored(table_id: str, created: float, **changes) -> StoredTable:
    row = StoredTable(
        id=table_id,
        game="balloon-cup",
        options={"variant": "no-deadlock", "nested": {"a": [1, 2.5, None]}},
        seed=2**62 - 1,  # the largest seed the lobby accepts
        setup={"deck": ["r1", "b13"], "draws": []},
        seats=[
            {"kind": "human", "name": ARABIC_NAME, "bot": None, "level": None, "token": "ab" * 32},
            {"kind": "bot", "name": "search bot (hard)", "bot": "search", "level": "hard",
             "token": None},
        ],
        settings={"bot_delay": 0.25, "hints": True},
        status="playing",
        result=None,
        created=created,
    )
    for name, value in changes.items():
        setattr(row, name, value)
    return row


def test_round_trip_create_moves_finish_reload(db):
    store = Store(db)
    t0 = time.time()
    first, second = stored("aaaa1111", t0 + 0.123456789), stored("bbbb2222", t0, seed=None)
    store.submit(Store.op_create(first)).result(timeout=10)
    store.submit(Store.op_create(second)).result(timeout=10)
    # a burst of moves from both tables, committed in whatever batches the writer forms
    futures = [store.submit(Store.op_move(tid, i, i % 2, f"play {tid[0]}{i} → ½", t0 + i))
               for i in range(40) for tid in ("aaaa1111", "bbbb2222")]
    for future in futures:
        future.result(timeout=10)
    store.submit(Store.op_finish("bbbb2222", {"deck": ["r1"], "draws": [3]}, [0.5, 0.5])
                 ).result(timeout=10)
    new_seats = [dict(s, name="Zoë") for s in first.seats]
    store.submit(Store.op_seats("aaaa1111", new_seats)).result(timeout=10)
    assert store.writes == 84 and 1 <= store.commits <= 84
    store.close()

    reopened = Store(db)  # the schema exists already: creating it again is a no-op
    try:
        rows = reopened.load_all()
    finally:
        reopened.close()
    assert [r.id for r in rows] == ["bbbb2222", "aaaa1111"]  # oldest first
    over, playing = rows
    assert over.status == "over" and over.result == [0.5, 0.5] and over.seed is None
    assert over.setup == {"deck": ["r1"], "draws": [3]}
    assert over.moves == [(i % 2, f"play b{i} → ½") for i in range(40)]
    assert playing.status == "playing" and playing.result is None
    assert playing.seed == 2**62 - 1 and playing.created == t0 + 0.123456789  # exact doubles
    assert playing.options == first.options and playing.settings == first.settings
    assert playing.setup == first.setup and playing.seats == new_seats
    assert playing.moves == [(i % 2, f"play a{i} → ½") for i in range(40)]
    assert stored("x", 0).seats[0]["name"] == ARABIC_NAME and "\x00" in ARABIC_NAME


def test_a_failing_write_in_a_batch_loses_none_of_the_others(db):
    """One bad op aborts the batch's transaction (on PostgreSQL the whole transaction is dead
    after an error); the writer then retries the ops one by one, so only the bad one fails."""
    store = Store(db)
    try:
        store.submit(Store.op_create(stored("cccc3333", time.time()))).result(timeout=10)
        store.submit(Store.op_move("cccc3333", 0, 0, "play r1", 1.0)).result(timeout=10)
        gate, holding = threading.Event(), threading.Event()
        # hold the writer so the next queue up behind it, in one batch
        held = store.submit(lambda conn: (holding.set(), gate.wait(10)))
        assert holding.wait(10)
        good = [store.submit(Store.op_move("cccc3333", i, 1, f"m{i}", 2.0)) for i in (1, 2)]
        duplicate = store.submit(Store.op_move("cccc3333", 0, 1, "again", 3.0))
        late = store.submit(Store.op_seats("cccc3333", []))
        gate.set()
        held.result(timeout=10)
        for future in [*good, late]:
            future.result(timeout=10)
        with pytest.raises(Exception, match="(?i)unique|duplicate"):
            duplicate.result(timeout=10)
        [row] = store.load_all()
        assert row.moves == [(0, "play r1"), (1, "m1"), (1, "m2")] and row.seats == []
    finally:
        store.close()


def test_schema_types(db):
    """The columns a PostgreSQL server would narrow silently are wide enough."""
    store = Store(db)
    try:
        columns = {c["name"]: c for c in inspect(store.engine).get_columns("gt_tables")}
        moves = {c["name"]: c for c in inspect(store.engine).get_columns("gt_moves")}
    finally:
        store.close()
    for name in ("created", "updated"):
        assert columns[name]["type"].python_type is float
    assert columns["seed"]["type"].python_type is int
    if db.startswith("postgresql"):  # double precision, not real; bigint for seeds
        assert str(columns["created"]["type"]).startswith("DOUBLE")
        assert str(moves["t"]["type"]).startswith("DOUBLE")
        assert str(columns["seed"]["type"]) == "BIGINT"


def test_server_restart_on_the_same_database(fake_game, db):
    """A table half played and a finished bot game are where they were after a restart."""
    with TestClient(create_app(db, bot_delay=0.0)) as first:
        table = two_humans(first, seed=11)
        tid, tokens = table["id"], [s["token"] for s in table["seats"]]
        for turn in range(3):
            state = first.get(f"/api/tables/{tid}/state", params={"token": tokens[turn % 2]})
            answer = first.post(f"/api/tables/{tid}/move",
                                json={"move": state.json()["legal"][0], "token": tokens[turn % 2]})
            assert answer.status_code == 200, answer.text
        before = [first.get(f"/api/tables/{tid}/state", params={"token": t}).json()
                  for t in tokens]
        bots = first.post("/api/tables", json={
            "game": "fake", "seed": 4, "practice": True,
            "seats": [{"kind": "bot"}, {"kind": "bot"}]}).json()
        bots_final = wait_until_over(first, bots["id"])
        lobby = first.get("/api/tables").json()["tables"]

    with TestClient(create_app(db, bot_delay=0.0)) as second:
        after = [second.get(f"/api/tables/{tid}/state", params={"token": t}).json()
                 for t in tokens]
        assert untimed(after) == untimed(before)
        assert after[0]["n"] == 3 and after[0]["to_act"] == [1]
        assert offline(second.get("/api/tables").json()["tables"]) == offline(lobby)
        assert untimed(second.get(f"/api/tables/{bots['id']}/state").json()) == untimed(bots_final)
        # finish the restored game; its record replays to the same scores
        while not (state := second.get(f"/api/tables/{tid}/state").json())["over"]:
            seat = state["to_act"][0]
            mine = second.get(f"/api/tables/{tid}/state", params={"token": tokens[seat]}).json()
            second.post(f"/api/tables/{tid}/move",
                        json={"move": mine["legal"][0], "token": tokens[seat]})
        record = Record.from_dict(second.get(f"/api/tables/{tid}/record").json())
        assert len(record.moves) == 6 and replay(record).scores == state["scores"]
    with TestClient(create_app(db, bot_delay=0.0)) as third:
        assert third.get(f"/api/tables/{tid}").json()["status"] == "over"
        assert third.get(f"/api/tables/{tid}/state").json()["scores"] == state["scores"]


def untimed(message):
    """A state message without ``t`` and ``v``, the time and the stamp of the last change this
    process saw (both start afresh in a new process), and with only whether each clock runs,
    not its deadline (a restart gives a running clock the time it had: its deadline moves)."""
    if isinstance(message, list):
        return [untimed(m) for m in message]
    return {k: v for k, v in without_deadlines(message).items() if k not in ("t", "v")}


def without_deadlines(message):
    clock = message.get("clock")
    if not clock:
        return message
    # (``due``, when the stand-in would move, moves with the deadline)
    seats = {s: {**c, "deadline": c["deadline"] is not None,
                 "due": c.get("due") is not None} for s, c in clock["seats"].items()}
    return {**message, "clock": {**clock, "seats": seats}}


def offline(lobby):
    """The lobby without seats' ``online`` flags (a finished table restored lazily shows its
    bots offline; before the restart they were online) nor clocks' deadlines."""
    return [dict(without_deadlines(t),
                 seats=[{k: v for k, v in s.items() if k != "online"} for s in t["seats"]])
            for t in lobby]
