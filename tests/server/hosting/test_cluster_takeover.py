"""Failover at load (issue 34): a dead process's tables taken in bulk, handoffs that follow the
lease, one claim per table per process, and a drain that gives its tables to the others.

Against a real PostgreSQL: the bulk claims and the dead-node rule at the level of
:class:`~gametable.server.hosting.ownership.Ownership`; the sweeper racing a request's claim
inside one process (:class:`~gametable.server.tables.manager.TableManager`); and real
``gametable serve --cluster`` processes for a ``kill -9`` with hundreds of tables on the victim
and for two processes asking for one table at once.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import psycopg
import pytest
from sqlalchemy import text

from gametable.server.hosting.ownership import NODE_LOCK_CLASS, Membership, Ownership
from gametable.server.storage.store import Store, StoredTable
from gametable.server.tables.live import Client
from gametable.server.tables.manager import TableManager

from ..helpers.loops import run_alone
from ..helpers.procs import ServerProcess
from ..helpers.tables import create

pytestmark = pytest.mark.slow
http = httpx.Client(timeout=30)

#: the issue's bounds for a kill -9 (max over the tables), with room for a busy machine below
#: what the former sweeper could do (nothing before the leases ran out, 2 to 3 s after the
#: kill, then 200 tables a second a process)
OWNED_WITHIN = 2.5
MOVING_WITHIN = 5.0
#: tables on the process killed
VICTIM_TABLES = 600


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


def leases(store: Store) -> dict[str, tuple[str | None, int]]:
    with store.engine.connect() as conn:
        return {r.table_id: (r.owner, int(r.epoch)) for r in conn.execute(text(
            "SELECT table_id, owner, epoch FROM gt_table_leases"))}


def late_heartbeat(store: Store, name: str, seconds: float) -> None:
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE gt_nodes SET heartbeat_at = clock_timestamp() - "
                          "make_interval(secs => :s) WHERE name = :n"), {"s": seconds, "n": name})


# --- the bulk claims, in the database ---------------------------------------------------------


def test_a_dead_nodes_unexpired_leases_are_taken_a_slow_ones_are_not(store, pg_url):
    """A node that missed a renewal and whose node lock is gone (its connections closed: a
    kill -9) loses its tables at once, unexpired; one that missed a renewal but still holds
    its lock (slow, alive) keeps them until they run out. People's tables come first."""
    Ownership(store.engine, "setup").create_tables()
    for i in range(6):
        store.submit(Store.op_create(stored_table(f"t{i}"))).result()
    node(store, "a")
    node(store, "slow")
    b = node(store, "b")
    with store.engine.begin() as conn:  # t0..t2 a's, t3..t5 slow's, all unexpired
        for i in range(6):
            conn.execute(text("UPDATE gt_table_leases SET owner = :o, epoch = 1, expires_at = "
                              "clock_timestamp() + interval '1 minute' WHERE table_id = :t"),
                         {"o": "a" if i < 3 else "slow", "t": f"t{i}"})
        conn.execute(text("UPDATE gt_tables SET seats = '[{\"kind\": \"human\"}]' "
                          "WHERE id = 't2'"))
    held = psycopg.connect(pg_url, autocommit=True)  # slow's listening connection, alive
    held.execute("SELECT pg_advisory_lock(%s, hashtext('slow'))", (NODE_LOCK_CLASS,))
    try:
        late_heartbeat(store, "a", 2.0)
        late_heartbeat(store, "slow", 2.0)
        assert b.lease_of("t0").live is False and b.lease_of("t3").live is True
        claimed = b.sweep()
        assert [t for t, _e in claimed][0] == "t2"  # a person's table first
        assert sorted(t for t, _e in claimed) == ["t0", "t1", "t2"]
        assert all(epoch == 2 for _t, epoch in claimed)  # a new epoch: a's writes refused
        assert b.claim("t3") is None  # slow is alive: asked for, never taken
    finally:
        held.close()


def test_a_draining_node_gives_its_tables_to_the_live_ones_evenly(store):
    """The leases go, a chunk a statement, to the live nodes that are not draining, a new
    epoch each, and each taker picks its own up at once (nothing left to run out and be
    swept)."""
    Ownership(store.engine, "setup").create_tables()
    for i in range(10):
        store.submit(Store.op_create(stored_table(f"t{i}"))).result()
    a, b, c, d = (node(store, n) for n in "abcd")
    assert len(a.sweep(10)) == 3  # a's fair share of 10 among 4 live nodes
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE gt_table_leases SET owner = 'a', epoch = 5, expires_at = "
                          "clock_timestamp() + interval '1 minute'"))
    d.set_draining()
    a.set_draining()
    given = a.hand_over_all(chunk=3)  # four transactions, the spread kept across them
    assert given == {"b": 5, "c": 5}, given  # d drains too: nothing for it
    now = leases(store)
    assert all(owner in ("b", "c") and epoch == 6 for owner, epoch in now.values()), now
    assert a.held == {}
    picked = b.pick_up()
    assert sorted(picked) == sorted((t, 6) for t, (o, _e) in now.items() if o == "b")
    assert b.pick_up() == []  # held now: never twice


# --- one claim per table per process ---------------------------------------------------------


def test_a_sweep_and_a_request_for_the_same_table_make_one_claim(fake_game, store):
    """The sweeper claims a table nobody owns while a request for it comes to the same
    process: the request is served the sweep's claim (one epoch more, not two), nothing is
    evicted, and the table's moves are saved (no ``LeaseLost``)."""
    a = node(store, "a")
    store.fencing = a
    membership = Membership(a, sweep_every=0.05)
    manager = TableManager(store, bot_delay=0, membership=membership)
    swept = threading.Event()
    go_on = threading.Event()
    sweep = a.sweep

    def slow_sweep(*args: Any, **kwargs: Any) -> list[tuple[str, int]]:
        """The sweep's claim commits, then its answer comes late (a busy machine)."""
        claimed = sweep(*args, **kwargs)
        if claimed:
            swept.set()
            go_on.wait(10)
        return claimed

    async def scenario() -> None:
        table, _tokens = await manager.create({"game": "fake", "seats": [
            {"kind": "human"}, {"kind": "human"}]})
        table_id = table.id
        # as if its owner had gone: out of this process, its lease nobody's
        manager.hosting.evict(table_id, table.lease_epoch, "gone")
        with store.engine.begin() as conn:
            conn.execute(text("UPDATE gt_table_leases SET owner = NULL, expires_at = "
                              "clock_timestamp() WHERE table_id = :id"), {"id": table_id})
        evicted: list[str] = []
        manager.on_evict.append(evicted.append)
        a.sweep = slow_sweep  # type: ignore[method-assign]
        manager.start()
        await asyncio.to_thread(swept.wait, 10)
        assert swept.is_set()
        request = asyncio.create_task(manager.open_table(table_id))

        async def second_claim_or(done: Any, seconds: float) -> None:
            """Until a second claim shows, ``done()``, or ``seconds``."""
            deadline = time.monotonic() + seconds
            while time.monotonic() < deadline and not done() and not evicted:
                if (await asyncio.to_thread(leases, store))[table_id][1] > 2:
                    return
                await asyncio.sleep(0.02)

        await second_claim_or(request.done, 1.0)  # a claim of its own would be made by now
        go_on.set()
        opened = await asyncio.wait_for(request, 10)
        await second_claim_or(lambda: False, 1.0)  # the sweep's copy adopted, were it made
        assert manager.tables.get(table_id) is opened and evicted == []
        assert leases(store)[table_id] == ("a", 2)  # one claim: created 1, swept 2
        client = Client(opened, 0)
        opened.attach(client)
        seat = opened.state.to_act[0]
        await manager.play(opened, seat, opened.state.legal_moves(seat)[0])  # saved
        assert opened.version == 1 and manager.tables.get(table_id) is opened
        await membership.close()
        manager.close()

    run_alone(scenario)


# --- real processes ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def processes(pg_cluster) -> Iterator[tuple[str, dict[str, ServerProcess]]]:
    """Three processes of one cluster on a fresh database."""
    url = pg_cluster.new_database()
    nodes = {name: ServerProcess(url, bot_delay=0.05, options=[
        "--cluster", "--node", name, "--compute-processes", "0",
        # one client (this test) makes hundreds of tables
        "--rate-create", "off", "--max-tables-per-client", "0"]) for name in "abc"}
    try:
        nodes["a"].start()  # (the schema first)
        with ThreadPoolExecutor(2) as pool:
            for started in [pool.submit(nodes[name].start) for name in "bc"]:
                started.result()
        yield url, nodes
    finally:
        for process in nodes.values():
            process.kill()
            process.stop()


def owners(url: str, ids: list[str]) -> dict[str, str | None]:
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT table_id, owner FROM gt_table_leases WHERE table_id = "
                            "ANY(%s) AND expires_at > clock_timestamp()", (ids,)).fetchall()
    found = dict(rows)
    return {tid: found.get(tid) for tid in ids}


def ask_at_once(table_id: str, token: str, askers: dict[str, ServerProcess]
                ) -> dict[str, tuple[int, float]]:
    """The table's state asked of several processes at the same instant: each answer's
    status and how long it took."""
    answers: dict[str, tuple[int, float]] = {}
    start = threading.Barrier(len(askers))

    def ask(name: str) -> None:
        start.wait()
        began = time.monotonic()
        answer = http.get(f"{askers[name].base}/api/tables/{table_id}/state",
                          params={"token": token})
        answers[name] = (answer.status_code, time.monotonic() - began)

    threads = [threading.Thread(target=ask, args=(name,)) for name in askers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    return answers


def test_two_processes_asking_for_one_table_at_once_are_both_served_at_once(processes):
    """The owner hands the table to one asker; the other follows the lease to the new owner
    and asks again, and is served without waiting for the handoff's timeout (3.5 s), five
    times out of five."""
    url, nodes = processes
    a, b, c = nodes["a"], nodes["b"], nodes["c"]
    for _ in range(5):
        made = create(http, base=a.base, game="balloon-cup", seats=[{"kind": "human"}] * 2)
        table_id, token = made["id"], made["seats"][0]["token"]
        assert owners(url, [table_id])[table_id] == "a"
        answers = ask_at_once(table_id, token, {"b": b, "c": c})
        assert all(status == 200 for status, _s in answers.values()), answers
        assert max(took for _s, took in answers.values()) < 2.5, answers
        assert owners(url, [table_id])[table_id] in ("b", "c")


def test_kill_9_with_hundreds_of_tables_every_one_owned_and_moving_within_the_bound(processes):
    """kill -9 of a process holding 600 bot tables: the two others own every one within
    2.5 s (the dead process seen by its node lock, its tables claimed in bulk and shared
    between them) and every one has moved again within 5 s."""
    url, nodes = processes
    a = nodes["a"]
    body = {"game": "balloon-cup", "practice": True, "bot_delay": 1.5,
            "seats": [{"kind": "bot", "bot": "random"}] * 2}
    with ThreadPoolExecutor(8) as pool:
        ids = [made["id"] for made in pool.map(lambda _i: create(http, base=a.base, **body),
                                               range(VICTIM_TABLES))]
    assert set(owners(url, ids).values()) == {"a"}
    a.kill()
    killed = time.time()
    owned: dict[str, float] = {}
    moved: dict[str, float] = {}
    with psycopg.connect(url, autocommit=True) as conn:
        playing = {r[0] for r in conn.execute(
            "SELECT id FROM gt_tables WHERE id = ANY(%s) AND status = 'playing'", (ids,))}
        while time.time() - killed < 15 and (len(owned) < len(playing)
                                             or len(moved) < len(playing)):
            now = time.time() - killed
            for tid, owner in owners(url, [t for t in playing if t not in owned]).items():
                if owner in ("b", "c"):
                    owned[tid] = now
            moved = dict(conn.execute(
                "SELECT table_id, min(t) - %s FROM gt_moves WHERE table_id = ANY(%s) AND "
                "t > %s GROUP BY table_id", (killed, list(playing), killed)).fetchall())
            time.sleep(0.05)
        shares = owners(url, list(playing))
    assert len(owned) == len(playing), f"{len(playing) - len(owned)} tables never owned again"
    assert len(moved) == len(playing), f"{len(playing) - len(moved)} tables never moved again"
    assert max(owned.values()) < OWNED_WITHIN, sorted(owned.values())[-5:]
    assert max(moved.values()) < MOVING_WITHIN, sorted(moved.values())[-5:]
    spread = [list(shares.values()).count(n) for n in "bc"]
    assert min(spread) >= len(playing) // 4, spread  # spread over both survivors
