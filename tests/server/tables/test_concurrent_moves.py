"""A person's move that arrives while a bot's move is still being stored.

An instant (random) bot moves straight from a timer callback and its move reaches the
database with the store's next group commit; only then are the clients told. A person's move
that comes in meanwhile must wait for that commit: otherwise it would be stored first (the
record would not replay) or the clients would hear of the two moves out of order.
"""

from __future__ import annotations

import asyncio
import threading

from gametable.server.storage.store import Store
from gametable.server.tables.manager import TableManager

from ..helpers.loops import run_scenario
from ..helpers.waiting import until


def test_a_person_waits_for_the_bots_move_to_be_stored(fake_game, db_url):
    store = Store(db_url)
    release = threading.Event()
    commit = store._commit

    def slow_commit(batch):  # the writer thread holds every commit until released
        release.wait(timeout=10)
        commit(batch)

    store._commit = slow_commit
    release.set()  # creating the table is not what is tested
    told: list[tuple[int, int]] = []  # (moves applied, version) at each message-worthy change

    async def scenario() -> tuple[list[tuple[int, str]], int]:
        manager = TableManager(store, bot_delay=0.0)
        table, tokens = await manager.create({
            "game": fake_game, "seed": 4, "practice": True,
            "seats": [{"kind": "bot", "bot": "random"}, {"kind": "human"}],
        })
        assert list(tokens) == [1]
        original_changed = table.changed

        def changed() -> None:
            told.append((len(table.moves), table.version))
            original_changed()

        table.changed = changed
        release.clear()
        manager.start()  # the bot (seat 0) is due at once
        await until(lambda: table.committing is not None, timeout=30, every=0.001,
                    what="the bot's move waiting for its commit")
        # nothing of the bot's move shows before it is stored: not the moves, not the state
        assert table.moves == [] and table.version == 0 and told == []
        assert table.state.to_act == (0,)
        # the person (who saw the bot's card land on a fast client) sends a card of their own
        # hand before the commit: it must wait for the bot's move, then follow it
        move = f"play {table.state.hands[1][0]}"
        person = asyncio.create_task(manager.play(table, 1, move))
        # the loop runs the task up to its first wait (ready tasks run in order: no clock);
        # had it not waited for the commit, its move would already be in table.moves
        for _ in range(3):
            await asyncio.sleep(0)
        assert not person.done(), "the person's move must wait for the bot's to be stored"
        assert table.moves == [] and told == []
        release.set()
        await asyncio.wait_for(person, timeout=10)
        assert table.moves[:2] == [(0, table.moves[0][1]), (1, move)]
        # let the bot's next turn (seat 0 again) come and go
        await until(lambda: len(table.moves) >= 3 and table.committing is None, timeout=30,
                    every=0.001, what="the bot's next move stored")
        moves = list(table.moves)
        manager.close()
        return moves, table.version

    moves, version = run_scenario(scenario)
    # the clients were told of the bot's move, then of the person's, one version each
    assert told[:2] == [(1, 1), (2, 2)]
    assert version == len(told) == len(moves)
    store.close()
    rows = {row.id: row for row in Store(db_url).load_all()}
    (row,) = rows.values()
    assert [tuple(m) for m in row.moves] == moves  # stored in the order they were applied
