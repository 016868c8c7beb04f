"""The notices inbox (gametable/server/people/notices.py): stored first, then delivered to the
person's open pages and to every delivery hook; read newest first, marked read; kept to the
latest few; and, on PostgreSQL, a notice stored by one process reaches a page open on another
(LISTEN/NOTIFY), as does a "read" from another page."""

from __future__ import annotations

import json
import logging

import pytest
from sqlalchemy import func, select

from gametable.server.people import notices as notices_module
from gametable.server.people.notices import Notices
from gametable.server.storage.schema import notices_t
from gametable.server.storage.store import Store

from ..helpers.loops import run_scenario
from ..helpers.waiting import until


def stored(store: Store, player: str) -> list[tuple[int, str, bool]]:
    with store.engine.connect() as conn:
        rows = conn.execute(select(notices_t.c.id, notices_t.c.kind, notices_t.c.read)
                            .where(notices_t.c.player_id == player)
                            .order_by(notices_t.c.id)).all()
    return [tuple(row) for row in rows]


def received(page) -> list[dict]:
    found = []
    while not page.messages.empty():
        found.append(json.loads(page.messages.get_nowait()))
    return found


def test_a_notice_is_stored_then_sent_to_the_persons_pages_and_hooks(db_url):
    async def scenario() -> None:
        store = Store(db_url)
        notices = Notices(store)
        notices.start()
        seen_by_hook: list[tuple[str, dict, list]] = []

        async def hook(player: str, notice: dict) -> None:
            # a delivery runs once the notice is stored: it is in the database already
            seen_by_hook.append((player, notice, stored(store, player)))

        notices.deliveries.append(hook)
        try:
            ann_page, ann_other_page, bob_page = (notices.open_page("ann"),
                                                  notices.open_page("ann"),
                                                  notices.open_page("bob"))
            told = await notices.tell("ann", "invite", {"table": "t1", "game": "baloot",
                                                        "from": "bob", "name": "Bob"})
            assert told["kind"] == "invite" and told["read"] is False
            assert told["data"] == {"table": "t1", "game": "baloot", "from": "bob",
                                    "name": "Bob"}
            assert stored(store, "ann") == [(told["id"], "invite", False)]
            for page in (ann_page, ann_other_page):
                assert received(page) == [{"type": "notice", "notice": told}]
            assert received(bob_page) == []  # another person's page hears nothing
            assert seen_by_hook == [("ann", told, [(told["id"], "invite", False)])]

            # a closed page is sent nothing more
            notices.close_page(ann_other_page)
            second = await notices.tell("ann", "follow", {"from": "cat", "name": "Cat"})
            assert received(ann_page) == [{"type": "notice", "notice": second}]
            assert received(ann_other_page) == []
        finally:
            notices.close()
            store.close()

    run_scenario(scenario)


def test_reading_newest_first_unread_only_and_marking_read(db_url):
    async def scenario() -> None:
        store = Store(db_url)
        notices = Notices(store)
        notices.start()
        try:
            made = [await notices.tell("ann", "your_turn", {"table": f"t{i}", "game": "fake"})
                    for i in range(5)]
            await notices.tell("bob", "follow", {"from": "ann", "name": "Ann"})
            listed = await notices.list_for("ann")
            assert [n["id"] for n in listed] == [n["id"] for n in reversed(made)]
            assert [n["id"] for n in await notices.list_for("ann", limit=2)] == [
                made[4]["id"], made[3]["id"]]
            assert await notices.unread("ann") == 5

            page = notices.open_page("ann")
            bobs = (await notices.list_for("bob"))[0]["id"]
            # another person's notice is not marked by ann's ids, nor anything that is not an id
            await notices.mark_read("ann", [made[0]["id"], made[1]["id"], bobs, "x", True])
            assert await notices.unread("ann") == 3 and await notices.unread("bob") == 1
            unread = await notices.list_for("ann", unread_only=True)
            assert {n["id"] for n in unread} == {n["id"] for n in made[2:]}
            # the person's other pages are told, so their counts agree
            assert received(page) == [{"type": "read", "ids": [made[0]["id"], made[1]["id"],
                                                               bobs]}]
            await notices.mark_all_read("ann")
            assert await notices.unread("ann") == 0 and await notices.unread("bob") == 1
            assert received(page) == [{"type": "read", "all": True}]
        finally:
            notices.close()
            store.close()

    run_scenario(scenario)


def test_a_person_keeps_their_latest_notices_only(db_url, monkeypatch):
    monkeypatch.setattr(notices_module, "KEEP", 3)

    async def scenario() -> None:
        store = Store(db_url)
        notices = Notices(store)
        notices.start()
        try:
            made = [await notices.tell("ann", "follow", {"from": f"p{i}", "name": f"P{i}"})
                    for i in range(5)]
            await notices.tell("bob", "follow", {"from": "ann", "name": "Ann"})
            assert [row[0] for row in stored(store, "ann")] == [n["id"] for n in made[2:]]
            assert len(stored(store, "bob")) == 1  # (one person's cap, not everyone's)
        finally:
            notices.close()
            store.close()

    run_scenario(scenario)


def test_a_failing_delivery_is_logged_and_neither_stops_the_others_nor_the_caller(
        db_url, caplog):
    async def scenario() -> None:
        store = Store(db_url)
        notices = Notices(store)
        notices.start()
        delivered: list[int] = []

        async def broken(_player: str, _notice: dict) -> None:
            raise ConnectionError("the push service is down")

        async def working(_player: str, notice: dict) -> None:
            delivered.append(notice["id"])

        notices.deliveries.extend([broken, working])
        try:
            told = await notices.tell("ann", "your_turn", {"table": "t", "game": "fake"})
            assert delivered == [told["id"]]
            assert stored(store, "ann") == [(told["id"], "your_turn", False)]
        finally:
            notices.close()
            store.close()

    with caplog.at_level(logging.ERROR, logger="gametable.server"):
        run_scenario(scenario)
    assert "the push service is down" in caplog.text


def test_a_bad_kind_or_data_is_refused_and_nothing_is_stored(db_url):
    async def scenario() -> None:
        store = Store(db_url)
        notices = Notices(store)
        try:
            for kind, data in (("Your Turn", {}), ("", {}), ("x" * 40, {}),
                               ("follow", ["not", "an", "object"]),
                               ("follow", {"name": "x" * 5000})):
                with pytest.raises(ValueError):
                    await notices.tell("ann", kind, data)
            with store.engine.connect() as conn:
                assert conn.execute(select(func.count()).select_from(notices_t)).scalar() == 0
        finally:
            store.close()

    run_scenario(scenario)


def test_a_notice_stored_on_one_process_reaches_a_page_on_another(pg_url):
    """Two processes of a cluster: each its own store and link on one PostgreSQL."""
    async def scenario() -> None:
        stores = [Store(pg_url, shared=True) for _ in range(2)]
        here, there = (Notices(store, cluster=True) for store in stores)
        for notices in (here, there):
            notices.start()
        try:
            page = there.open_page("ann")
            local = here.open_page("ann")
            told = await here.tell("ann", "challenge", {"challenge": "c1", "game": "baloot",
                                                        "from": "bob", "name": "Bob"})
            await until(lambda: not page.messages.empty(), what="the other process's page told")
            assert received(page) == [{"type": "notice", "notice": told}]
            # the process that stored it hears its own note: its pages are told once
            await until(lambda: not local.messages.empty(), what="this process's page told")
            assert received(local) == [{"type": "notice", "notice": told}]

            # a notice too long for a note is read by the process that hears of it
            big = await here.tell("ann", "tournament", {"tournament": "t", "text": "é" * 3900})
            await until(lambda: not page.messages.empty(), what="the long notice")
            assert received(page) == [{"type": "notice", "notice": big}]

            # marked read on one process: the pages on the other are told
            await here.mark_read("ann", [told["id"]])
            await until(lambda: not page.messages.empty(), what="the read told")
            assert received(page) == [{"type": "read", "ids": [told["id"]]}]
            assert await there.unread("ann") == 1
        finally:
            for notices in (here, there):
                notices.close()
            for store in stores:
                store.close()

    run_scenario(scenario)
