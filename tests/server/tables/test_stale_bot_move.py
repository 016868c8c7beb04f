"""A bot's move that went stale while it waited for another move to be stored.

A bot that thinks on the general path (``BotTurns._bot_turn``, gametable/server/tables/bots.py)
chooses its move, then waits while another move is being committed. In a simultaneous phase (the
climbing game's pointing) that move can make the bot's choice illegal; the bot must then simply
think again at its next turn, not fail with an error in the log (the 1,000-table climbing load
logged hundreds).
"""

from __future__ import annotations

import asyncio
import logging

from gametable.server.storage.store import Store
from gametable.server.tables.manager import TableManager
from gametable.server.tables.round import Change

from ..helpers.loops import run_scenario
from ..helpers.waiting import until


def test_a_move_made_stale_while_waiting_is_dropped_quietly(fake_game, db_url, caplog):
    store = Store(db_url)

    async def scenario() -> list:
        manager = TableManager(store, bot_delay=0.0)  # not started: no timers of its own
        table, _tokens = await manager.create({
            "game": fake_game, "seats": [{"kind": "bot", "bot": "random"}, {"kind": "human"}]})
        storing = asyncio.get_running_loop().create_future()
        table.committing = storing  # another move of this table is being stored
        thinking = asyncio.create_task(manager.bots._bot_turn(table, 0))
        await until(lambda: table.lock.locked(), what="the bot waiting for the store")
        # the move being stored was this very seat's (a simultaneous choice already made):
        # once it is shown, the bot's own choice is stale
        after = table.state.clone()
        chosen = after.legal_moves(0)[-1]
        after.play(0, chosen)
        manager.round.publish(table, Change(0, chosen, after,
                                            manager.clocks.after_move(table, 0, after, 0.0), 0.0))
        table.committing = None
        storing.set_result(None)
        await asyncio.wait_for(thinking, 10)
        manager.close()
        return list(table.moves)

    with caplog.at_level(logging.ERROR, logger="gametable.server"):
        moves = run_scenario(scenario)
    store.close()
    assert moves == [(0, moves[0][1])]  # only the stored one
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
