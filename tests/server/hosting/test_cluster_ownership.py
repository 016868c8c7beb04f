"""Table leases and fencing against a real PostgreSQL, without a network (see ownership.py).

A write for a table commits only while its lease names this process and the epoch the write
was made under, unexpired by the database's clock: an expired or stolen lease makes the write
``NotSaved``, nothing of it is stored or shown, and the table leaves the process.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import func, select, text

from gametable.server.hosting.ownership import Membership, NodeInUse, Ownership
from gametable.server.storage.fencing import LeaseLost
from gametable.server.storage.store import (
    ClusterNeedsPostgres,
    Store,
    StoredTable,
    StoreInUse,
    moves_t,
)
from gametable.server.tables.live import CLOSE_MOVED, Client
from gametable.server.tables.manager import NotSaved, TableManager

from ..helpers.loops import run_alone


def stored_table(table_id: str, status: str = "playing") -> StoredTable:
    return StoredTable(id=table_id, game="fake", options={}, seed=1, setup={}, seats=[],
                       settings={}, status=status, result=None, created=time.time())


@pytest.fixture
def store(pg_url: str) -> Iterator[Store]:
    store = Store(pg_url, shared=True)
    try:
        yield store
    finally:
        store.close()


def node(store: Store, name: str) -> Ownership:
    ownership = Ownership(store.engine, name)
    ownership.create_tables()
    ownership.register()
    return ownership


def expire(store: Store, table_id: str) -> None:
    """The lease runs out (as when its owner stopped renewing it)."""
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE gt_table_leases SET expires_at = clock_timestamp() - "
                          "interval '1 second' WHERE table_id = :id"), {"id": table_id})


def moves_of(store: Store, table_id: str) -> int:
    with store.engine.connect() as conn:
        return conn.execute(select(func.count()).select_from(moves_t)
                            .where(moves_t.c.table_id == table_id)).scalar_one()


class Leased:
    """What a fenced write names: a table id and the epoch of its lease."""

    def __init__(self, table_id: str, epoch: int) -> None:
        self.id, self.lease_epoch = table_id, epoch


def test_cluster_needs_postgres_and_does_not_mix_with_a_single_server(tmp_path, pg_url):
    with pytest.raises(ClusterNeedsPostgres, match="PostgreSQL"):
        Store(f"sqlite:///{tmp_path / 'x.db'}", shared=True)
    single = Store(pg_url)
    try:
        with pytest.raises(StoreInUse, match="without --cluster"):
            Store(pg_url, shared=True)
    finally:
        single.close()
    first, second = Store(pg_url, shared=True), Store(pg_url, shared=True)
    try:
        with pytest.raises(StoreInUse, match="--cluster"):
            Store(pg_url)
    finally:
        first.close()
        second.close()


def test_a_live_node_name_is_refused(store):
    node(store, "a")
    with pytest.raises(NodeInUse, match="another --node name"):
        node(store, "a")


def test_one_owner_at_a_time_and_every_change_of_owner_a_new_epoch(store):
    a, b = node(store, "a"), node(store, "b")
    store.submit(Store.op_create(stored_table("t1"))).result()
    assert a.claim("t1") == 1
    assert b.claim("t1") is None  # a holds it, unexpired
    assert a.renew() == []
    expire(store, "t1")
    assert b.claim("t1") == 2
    assert a.renew() == [("t1", 1)]  # a learns it lost the table
    assert "t1" not in a.held and b.held == {"t1": 2}
    assert b.release("t1", 2, to="a")  # a handoff: straight to the asker
    assert b.claim("t1") is None
    assert a.claim("t1") == 4
    assert a.release("t1", 4)  # to nobody: anyone may take it at once
    assert b.claim("t1") == 6


def test_a_write_under_an_expired_or_stolen_lease_is_refused_and_not_stored(store):
    a, b = node(store, "a"), node(store, "b")
    store.fencing = a
    told: list[tuple[str, int]] = []
    a.on_lost = lambda tid, epoch: told.append((tid, epoch))
    store.submit(Store.op_create(stored_table("t1"))).result()
    epoch = a.claim("t1")
    store.submit(store.fenced(Store.op_move("t1", 0, 0, "play c1", 1.0),
                              Leased("t1", epoch))).result()
    assert moves_of(store, "t1") == 1

    expire(store, "t1")  # nobody took it, but it ran out: refused all the same
    with pytest.raises(LeaseLost):
        store.submit(store.fenced(Store.op_move("t1", 1, 1, "play c2", 2.0),
                                  Leased("t1", epoch))).result()
    assert moves_of(store, "t1") == 1 and told == [("t1", epoch)]

    epoch = a.claim("t1")
    expire(store, "t1")
    assert b.claim("t1") == epoch + 1  # stolen
    with pytest.raises(LeaseLost):
        store.submit(store.fenced(Store.op_move("t1", 1, 1, "play c3", 3.0),
                                  Leased("t1", epoch))).result()
    assert moves_of(store, "t1") == 1


def test_a_claim_waits_for_a_write_that_passed_its_check(store):
    a, b = node(store, "a"), node(store, "b")
    store.submit(Store.op_create(stored_table("t1"))).result()
    epoch = a.claim("t1")
    with store.engine.connect() as conn, conn.begin():
        assert a.fence(conn, {("t1", epoch)}) == {("t1", epoch)}
        expire(store, "t1")  # on another connection: the lease runs out mid-transaction
        claimed: list[int | None] = []
        claimer = threading.Thread(target=lambda: claimed.append(b.claim("t1")))
        claimer.start()
        claimer.join(0.5)
        assert claimer.is_alive() and not claimed  # held until a's write commits
        Store.op_move("t1", 0, 0, "play c1", 1.0)(conn)
    claimer.join(10)
    assert claimed == [epoch + 1]
    assert moves_of(store, "t1") == 1  # what b replays holds a's committed write


def test_the_sweepers_share_the_tables_nobody_owns(store):
    Ownership(store.engine, "setup").create_tables()
    for i in range(10):
        store.submit(Store.op_create(stored_table(f"t{i}"))).result()
    store.submit(Store.op_create(stored_table("done", status="over"))).result()
    # tables from before --cluster: registering gives them lease rows nobody holds
    a, b = node(store, "a"), node(store, "b")
    first = a.sweep()
    second = b.sweep()
    assert len(first) == 5 and len(second) == 5
    assert {t for t, _e in first} | {t for t, _e in second} == {f"t{i}" for i in range(10)}
    assert a.sweep() == [] and b.sweep() == []  # nothing left; "done" is never swept


def test_a_move_at_a_table_whose_lease_was_taken_is_not_saved_nor_shown(fake_game, store):
    a, b = node(store, "a"), node(store, "b")
    store.fencing = a
    membership = Membership(a)
    manager = TableManager(store, bot_delay=0, membership=membership)

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        a.on_lost = lambda tid, epoch: loop.call_soon_threadsafe(manager.hosting.evict, tid, epoch,
                                                                 "lost")
        table, tokens = await manager.create({"game": "fake", "seats": [
            {"kind": "human"}, {"kind": "human"}]})
        client = Client(table, 0)
        table.attach(client)
        seat = table.state.to_act[0]
        await manager.play(table, seat, table.state.legal_moves(seat)[0])
        assert table.version == 1
        version, moves = table.version, list(table.moves)
        expire(store, table.id)
        assert b.claim(table.id) == 2
        seat = table.state.to_act[0]
        with pytest.raises(NotSaved):
            await manager.play(table, seat, table.state.legal_moves(seat)[0])
        assert table.version == version and table.moves == moves  # nothing shown
        assert moves_of(store, table.id) == 1  # nothing stored
        for _ in range(100):  # the eviction comes through the loop
            if table.id not in manager.tables:
                break
            await asyncio.sleep(0.01)
        assert table.id not in manager.tables
        assert client.closed and client.close_code == CLOSE_MOVED
        manager.close()

    run_alone(scenario)

