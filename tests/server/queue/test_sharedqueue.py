"""The quick-play queue of a cluster (gametable/server/queue/sharedqueue.py), on a real PostgreSQL:
two queues on one database stand for two processes, each with its own database link (its
LISTEN and its try for the leader's lock), people's sockets on one or the other."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gametable.server.queue.matchmaking import AlreadyQueued
from gametable.server.queue.sharedqueue import SharedQuickPlay
from gametable.server.storage.store import Store
from gametable.server.tables.manager import TableManager

from ..helpers.loops import run_scenario
from ..helpers.waiting import until


def seated(listener: Any) -> dict[str, Any] | None:
    """The last ``seated`` message the socket has waiting, if any (others taken off)."""
    found = None
    while not listener.messages.empty():
        message = json.loads(listener.messages.get_nowait())
        if message["type"] == "seated":
            found = message
    return found


async def two_processes(pg_url: str, **options: Any) -> tuple[Store, TableManager,
                                                              list[SharedQuickPlay]]:
    store = Store(pg_url)
    manager = TableManager(store, bot_delay=0.0)
    manager.start()
    queues = [SharedQuickPlay(manager, store.engine, tick=0.05,
                              **options) for _ in range(2)]
    for queue in queues:
        queue.start()
    await until(lambda: sum(q.leader for q in queues) == 1, what="one leader")
    return store, manager, queues


def test_two_people_whose_sockets_are_on_different_processes_are_seated_together(pg_url):
    async def scenario() -> None:
        store, manager, (a, b) = await two_processes(pg_url)
        try:
            ann, bob = a.listen("ann"), b.listen("bob")
            assert (await a.join("ann", "Ann", "balloon-cup"))["state"] == "queued"
            with pytest.raises(AlreadyQueued):
                await b.join("ann", "Ann", "balloon-cup")  # one entry a person, anywhere
            status = await b.status("ann")
            assert status["state"] == "queued" and status["waiting"] == 1
            # every process counts the whole cluster's queue (/metrics); without accounts
            # (no ``kinds`` given) everyone queues casual
            await until(lambda: b.waiting_counts() == {"balloon-cup+casual": 1},
                        what="the other process counting her")
            await b.join("bob", "Bob", "balloon-cup")
            told: dict[str, dict[str, Any]] = {}

            def both() -> bool:
                for name, listener in (("ann", ann), ("bob", bob)):
                    told.setdefault(name, seated(listener) or {})
                    if not told[name]:
                        del told[name]
                return len(told) == 2

            await until(both, what="both told their seats")
            assert told["ann"]["table"] == told["bob"]["table"]
            assert {told["ann"]["seat"], told["bob"]["seat"]} == {0, 1}
            table = manager.get(told["ann"]["table"])
            assert table.seat_for_token(told["ann"]["url"].rsplit("/", 1)[1]) == told["ann"][
                "seat"]
            # told on her socket, the seat is told once: asked again from anywhere, she is
            # idle (the lobby's next socket sent her back to the table at every visit)
            assert (await b.status("ann", polled=True))["state"] == "idle"
            assert (await a.status("ann"))["state"] == "idle"
        finally:
            for queue in (a, b):
                queue.close()
            manager.close()
            store.close()

    run_scenario(scenario)


def test_leaving_through_another_process_and_a_new_leader_when_one_goes(pg_url):
    async def scenario() -> None:
        # the wait before bots fill is long enough that Cat's leave comes before it even on a
        # loaded machine: once her table is forming she may no longer leave (that is the rule)
        store, manager, queues = await two_processes(pg_url, fill_after=2.0)
        try:
            leader = next(q for q in queues if q.leader)
            other = next(q for q in queues if not q.leader)
            await leader.join("cat", "Cat", "baloot")
            assert (await other.leave("cat"))["state"] == "idle"
            assert (await leader.status("cat"))["state"] == "idle"
            leader.close()  # its connection, and so its lock, gone
            await until(lambda: other.leader, what="the other taking the lead")
            dan = other.listen("dan")
            await other.join("dan", "Dan", "baloot")
            # alone: after the wait bots fill the other three seats, formed by the new leader
            await until(lambda: bool(found := seated(dan)) and found["people"] == 1,
                        what="Dan seated with bots")
        finally:
            for queue in queues:
                queue.close()
            manager.close()
            store.close()

    run_scenario(scenario)


def test_a_party_made_on_one_process_is_joined_through_the_other(pg_url):
    async def scenario() -> None:
        store, manager, (a, b) = await two_processes(pg_url, fill_after=0.2)
        try:
            eve, fay = a.listen("eve"), b.listen("fay")
            code = (await a.party_create("eve", "Eve"))["party"]["code"]
            joined = await b.party_join("fay", "Fay", code)
            assert joined["party"]["complete"] and joined["party"]["names"] == ["Eve", "Fay"]
            assert (await a.status("eve"))["party"]["complete"]  # seen from the other one
            queued = await a.join("eve", "Eve", "baloot", party=True)
            assert queued["state"] == "queued" and queued["with"] == ["Fay"]
            assert (await b.status("fay"))["state"] == "queued"  # one ticket for both
            told: dict[str, dict[str, Any]] = {}

            def both() -> bool:
                for name, listener in (("eve", eve), ("fay", fay)):
                    if name not in told and (found := seated(listener)):
                        told[name] = found
                return len(told) == 2

            await until(both, what="the party seated")
            assert told["eve"]["table"] == told["fay"]["table"]
            assert (told["eve"]["seat"] - told["fay"]["seat"]) % 4 == 2  # partners
            with pytest.raises(Exception, match="not valid"):
                await b.party_join("gus", "Gus", "no-such-code")
        finally:
            for queue in (a, b):
                queue.close()
            manager.close()
            store.close()

    run_scenario(scenario)


def test_the_cluster_queue_never_seats_two_of_one_place_and_limits_an_address(pg_url):
    """Rows 5 and 9 across processes: two people of one address, joining through different
    processes, are not paired (each gets bots after the wait), and the per-address limit
    counts the whole cluster's queue; rated entries for accounts only."""
    from gametable.server.people.access import AccessPolicy, Guard, TooManyRequests
    from gametable.server.people.devices import Origin, origin_key
    from gametable.server.queue.matchmaking import QueueError
    from gametable.server.queue.quickplay import Place

    async def kinds(players: list[str]) -> dict[str, str]:
        return {p: "account" for p in players if p != "guest"}

    home = Place(Origin(origin_key("address", "192.0.2.1")), "a:home")
    away = Place(Origin(origin_key("address", "198.51.100.1")), "a:away")

    async def scenario() -> None:
        guard = Guard(AccessPolicy(max_queue_per_address=2))
        store, manager, (a, b) = await two_processes(pg_url, fill_after=0.5, kinds=kinds,
                                                     guard=guard)
        try:
            ann, amy = a.listen("ann"), b.listen("amy")
            await a.join("ann", "Ann", "balloon-cup", place=home)
            await b.join("amy", "Amy", "balloon-cup", place=home)
            with pytest.raises(TooManyRequests):  # a third from home: over the limit
                await a.join("al", "Al", "balloon-cup", place=home)
            with pytest.raises(QueueError) as refused:
                await b.join("guest", "Guest", "balloon-cup", rated=True, place=away)
            assert refused.value.status == 403
            told: dict[str, dict[str, Any]] = {}

            def both() -> bool:
                for name, listener in (("ann", ann), ("amy", amy)):
                    found = seated(listener)
                    if found:
                        told[name] = found
                return len(told) == 2

            await until(both, what="both seated")
            assert told["ann"]["table"] != told["amy"]["table"]
            assert told["ann"]["people"] == told["amy"]["people"] == 1
            table = manager.get(told["ann"]["table"])
            assert table.settings["queue"] == "balloon-cup"  # accounts: the rated pool
        finally:
            for queue in (a, b):
                queue.close()
            manager.close()
            store.close()

    run_scenario(scenario)
