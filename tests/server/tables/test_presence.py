"""Who is online (gametable.server.tables.live): sent to a table's clients at most once a
second, and never for a spectator coming or going.

Row 16 of issue 16: connect/disconnect churn re-sent the table to every spectator (31 MB in
15 s). The clock is the event loop's, faked: no test waits for a second to pass.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

from gametable.server.storage.store import Store
from gametable.server.tables.live import PRESENCE_INTERVAL, Client
from gametable.server.tables.manager import TableManager

from ..helpers.loops import run_scenario

PEOPLE = [{"kind": "human"}, {"kind": "human"}]


class FakeClock:
    """The loop's ``time()``: it moves only when a test moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def notified(client: Client) -> bool:
    """Whether the client was woken to send since last asked (and forget it)."""
    woken = client._event.is_set()
    client._event.clear()
    return woken


def presence_scenario(db_url: str, body) -> None:
    """Run ``body(table, advance)`` on a loop whose clock is fake, at a table of two people
    with one spectator connected (``advance(seconds)`` moves the clock and runs what is due)."""
    store = Store(db_url)

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        clock = FakeClock()
        loop.time = clock  # call_later and the table's interval both read it

        async def advance(seconds: float) -> None:
            clock.now += seconds
            for _ in range(3):  # timers now due are run on the next turns of the loop
                await asyncio.sleep(0)

        manager = TableManager(store, bot_delay=0.0)
        table, _tokens = await manager.create({"game": "fake", "seats": PEOPLE})
        try:
            await body(table, advance)
        finally:
            manager.close()

    try:
        run_scenario(scenario)
    finally:
        store.close()


def test_a_spectator_coming_or_going_sends_nothing_to_anyone_else(fake_game, db_url):
    async def body(table, advance):
        player = Client(table, 0)
        table.attach(player)
        watcher = Client(table, None)
        table.attach(watcher)
        assert notified(watcher)  # its own first message
        notified(player)
        stamp = table.stamp
        for _ in range(30):  # a crowd of spectators comes and goes
            other = Client(table, None)
            table.attach(other)
            assert notified(other)
            table.detach(other)
            await advance(0.1)
        await advance(PRESENCE_INTERVAL * 2)
        assert table.stamp == stamp
        assert not notified(player) and not notified(watcher)
        assert table._presence_timer is None

    presence_scenario(db_url, body)


def test_presence_is_sent_at_most_once_a_second_however_fast_people_come_and_go(
        fake_game, db_url):
    async def body(table, advance):
        watcher = Client(table, None)
        table.attach(watcher)
        notified(watcher)
        first = Client(table, 0)
        table.attach(first)  # nothing sent for a second before: shown at once
        assert notified(watcher) and table.public_seats()[0]["online"]
        stamp = table.stamp
        # seat 1 connects and drops 20 times in half a second, and stays the last time
        for _ in range(20):
            flaky = Client(table, 1)
            table.attach(flaky)
            await advance(0.0125)
            table.detach(flaky)
            await advance(0.0125)
        last = Client(table, 1)
        table.attach(last)
        await advance(PRESENCE_INTERVAL - 0.5 - 0.01)  # just under a second since the last
        assert table.stamp == stamp and not notified(watcher)
        assert not table.public_seats()[1]["online"]
        await advance(0.02)  # the second is up: one update, showing how things are now
        assert table.stamp == stamp + 1 and notified(watcher)
        assert [s["online"] for s in table.public_seats()] == [True, True]
        await advance(PRESENCE_INTERVAL * 3)
        assert table.stamp == stamp + 1 and not notified(watcher)  # nothing more to tell

    presence_scenario(db_url, body)


def test_churn_that_ends_where_it_began_sends_nothing(fake_game, db_url):
    async def body(table, advance):
        watcher = Client(table, None)
        table.attach(watcher)
        seat0 = Client(table, 0)
        table.attach(seat0)
        notified(watcher)
        stamp = table.stamp
        for _ in range(10):  # a flaky connection: gone and back within the second
            table.detach(seat0)
            seat0 = Client(table, 0)
            table.attach(seat0)
            await advance(0.05)
        await advance(PRESENCE_INTERVAL)
        assert table.stamp == stamp and not notified(watcher)
        assert table.public_seats()[0]["online"]

    presence_scenario(db_url, body)


def test_messages_show_each_change_of_the_seats_and_reuse_them_in_between(fake_game, db_url):
    """The seats and the fairness part are kept from one message to the next (the patch then
    compares them at once) but follow every change: who is online, a seat's name or player,
    the game's end revealing the seed."""
    async def body(table, advance):
        def seats():
            return json.loads(table.message(None))["seats"]

        first = table._message(None)
        assert table._message(None)["seats"] is first["seats"]
        assert table._message(None)["fairness"] is first["fairness"]
        table.attach(Client(table, 0))
        await advance(PRESENCE_INTERVAL)
        assert [s["online"] for s in seats()] == [True, False]
        table.seats[1] = replace(table.seats[1], name="Maha", player="p-1")
        table.changed()
        assert seats()[1]["name"] == "Maha" and seats()[1]["player"] == "p-1"
        added = table.public_seats()
        added[0]["token"] = "secret"  # what POST /api/tables adds to its own copy
        table.changed()
        assert "token" not in table.message(None)
        assert "seed" not in json.loads(table.message(None))["fairness"]
        state = table.state
        while not state.over:  # played out here: the end shows the seed and salt
            state.play(state.to_act[0], state.legal_moves(state.to_act[0])[0])
        table.changed()
        assert json.loads(table.message(None))["fairness"]["seed"] == table.seed

    presence_scenario(db_url, body)
