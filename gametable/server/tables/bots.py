"""The bots' turns at a table: a timer per bot when it is to act, then its move through the
round (:mod:`.round`) — at once on the round's fast path for a bot that does not search,
as a task for one that does (its search in a worker process, the loop free meanwhile).

The manager holds one (``TableManager.bots``) and hands it what it reads.
"""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

from gametable.bots.searchbot import SearchBot
from gametable.core.errors import IllegalMove
from gametable.core.registry import descriptor_of
from gametable.server.defaults import BOT_DELAY
from gametable.server.tables.compute import BOT, search_move
from gametable.server.tables.live import LiveTable
from gametable.server.tables.round import BotMove, NotSaved, bot_choice
from gametable.server.tables.seats import bot_seed

log = logging.getLogger("gametable.server")


def chapter_pause(table: LiveTable) -> float:
    """The seconds the bots wait beyond their delay because the last move opened a new
    chapter of the game (its descriptor's ``chapter``: a Baloot hand) or a new beat in it
    (``beat``: a trick won, a Balloon Cup tile decided) at a table where a person plays: the
    page shows how the last hand ended (its last trick, then its summary) while the bots would
    otherwise bid and lead the next one past the person, and a finished trick (a decided tile)
    was covered by the next move in half a second. Notes the table's place as it goes; 0
    where the game has neither chapters nor beats, or only bots play."""
    if all(info.kind != "human" for info in table.seats):
        return 0.0
    descriptor = descriptor_of(table.game)
    if descriptor.chapter is None and descriptor.beat is None:
        return 0.0
    state = table.state
    now = (descriptor.chapter(state) if descriptor.chapter else 0,
           descriptor.beat(state) if descriptor.beat else 0)
    before, table.chapter = table.chapter, now
    if before is None or now == before:
        return 0.0
    return descriptor.chapter_pause if now[0] != before[0] else descriptor.beat_pause


class BotTurns:
    """Scheduling and playing the bots' moves of every table of a process (see the module's
    docstring)."""

    def __init__(self, tables: dict[str, LiveTable], *, compute: Any, pacing: Any,
                 dealer: Any, bot_delay: float, bot_retry: float) -> None:
        """``tables``: the process's live tables (the manager's own dict: a table not in it
        any more takes no bot move); ``dealer``: the dealing phases, whose timer runs
        instead while a table is being dealt."""
        self.tables = tables
        self.compute = compute
        self.pacing = pacing
        self.dealer = dealer
        self.bot_delay = bot_delay
        self.bot_retry = bot_retry
        #: the round the moves go through (set once the manager has made it)
        self.round: Any = None
        #: no timer is set before the event loop runs (``TableManager.start``)
        self.started = False

    def schedule_bots(self, table: LiveTable, *, delay: float | None = None) -> None:
        """A timer per bot to act (a callback, not a task: most bots move at once when due).
        ``delay`` overrides the table's bot delay (a retry after a move was not stored)."""
        if not self.started or table.state.over or table.broken is not None:
            return
        if table.dealing is not None:  # no bot moves before the deal; the phase's timer runs
            if self.tables.get(table.id) is table:
                self.dealer.arm(table)
            return
        if self.tables.get(table.id) is not table:  # archived meanwhile
            return
        loop = None
        pause = chapter_pause(table)
        for seat in table.state.to_act:
            if seat in table.bots and seat not in table.bot_tasks:
                loop = loop or asyncio.get_running_loop()
                wait = delay
                if wait is None:
                    wait = float(table.settings.get("bot_delay", self.bot_delay))
                    if wait:  # ±25 %: bots that think alike do not all move in the same instant
                        # (a chapter's pause in full at the usual pace or slower, shorter
                        # at a faster one)
                        wait = (wait * (0.75 + 0.5 * random.random())
                                + pause * min(1.0, wait / BOT_DELAY))
                table.bot_tasks[seat] = loop.call_later(wait, self._due, table, seat)
        if loop is not None and pause >= descriptor_of(table.game).chapter_pause > 0:
            # (a new chapter: its people may say they have read how the last one ended)
            table.readers = {seat for seat, info in enumerate(table.seats)
                             if info.kind == "human" and seat not in table.bots}

    def ready(self, table: LiveTable, seat: int | None) -> None:
        """The person at ``seat`` has read how the last chapter ended (the page's "Next
        hand"): once every person at the table has, the bots waiting out the chapter's pause
        move after their usual delay. A seat the bots do not wait for changes nothing; no
        client can make the bots move sooner than their delay, nor for another person."""
        readers = table.readers
        if readers is None or seat not in readers:
            return
        readers.discard(seat)
        if readers:
            return
        table.readers = None
        waiting = [s for s, timer in table.bot_tasks.items()
                   if isinstance(timer, asyncio.TimerHandle)]
        for s in waiting:
            table.bot_tasks.pop(s).cancel()
        if waiting:
            self.schedule_bots(table)

    def _due(self, table: LiveTable, seat: int, admitted: bool = False) -> None:
        """A bot's delay is up. A bot that does not search moves here and now, on the loop,
        its move stored by the store's next group commit, after which the clients are told
        (as ``play`` does, without a task and its wake-ups per move); a search bot, or a
        table busy with another move, takes the general path of ``_bot_turn``. While the
        loop is behind, the bot first waits for room (:mod:`.load`; ``admitted``: it had)."""
        table.bot_tasks.pop(seat, None)  # (gone already when the table was closed meanwhile)
        table.readers = None  # (any pause is over)
        state = table.state
        if state.over or seat not in state.to_act or table.broken is not None:
            return
        bot = table.bots.get(seat)
        if bot is None:  # its person took the seat back
            return
        if not admitted and not self.pacing.admit():
            table.bot_tasks[seat] = self.pacing.hold(self._due, table, seat, True)
            return
        if isinstance(bot, SearchBot) or table.lock.locked() or table.committing is not None:
            # (the general path: a task that waits for the table, or for a search)
            table.bot_tasks[seat] = asyncio.get_running_loop().create_task(
                self._bot_turn(table, seat)
            )
            return
        legal = state.legal_moves(seat)
        if not legal:
            return
        try:
            move = bot_choice(bot, state, seat, legal)
        except Exception:
            log.exception("table %s: the bot at seat %d failed to move", table.id, seat)
            return
        if not self.round.submit_now(table, BotMove(seat, move, table.undos), self._retry_bots):
            table.bot_tasks[seat] = asyncio.get_running_loop().create_task(
                self._bot_turn(table, seat))

    def _retry_bots(self, table: LiveTable) -> None:
        log.info("table %s: the bots try again in %g s", table.id, self.bot_retry)
        self.schedule_bots(table, delay=self.bot_retry)

    async def _bot_turn(self, table: LiveTable, seat: int) -> None:
        task = asyncio.current_task()
        try:
            bot = table.bots[seat]
            info = table.seats[seat]
            for _attempt in range(5):
                state = table.state
                if state.over or seat not in state.to_act or table.broken is not None:
                    return
                version, undos = table.version, table.undos
                legal = state.legal_moves(seat)
                if not legal:
                    return
                if isinstance(bot, SearchBot):  # a worker process thinks; the loop stays free
                    try:
                        move = await self.compute.run(
                            BOT, table.id, search_move, table.game, info.bot, info.level,
                            bot_seed(table.seed, seat) + 8 * version, state.view(seat), legal,
                        )
                    except Exception:
                        log.exception("table %s: bot at seat %d failed", table.id, seat)
                        move = random.choice(legal)
                else:
                    move = bot_choice(bot, state, seat, legal)
                if table.version != version:
                    continue  # someone else moved meanwhile: think again
                if move not in legal:
                    log.error("table %s: bot chose illegal %r", table.id, move)
                    move = random.choice(legal)
                if table.bot_tasks.get(seat) is task:
                    del table.bot_tasks[seat]  # so the bot can be scheduled again at once
                try:
                    await self.round.submit(table, BotMove(seat, move, undos))
                except NotSaved:
                    log.warning("table %s: the bot at seat %d tries again in %g s",
                                table.id, seat, self.bot_retry)
                    self.schedule_bots(table, delay=self.bot_retry)
                except IllegalMove:
                    if table.version == version:
                        raise
                    # another move was stored while this one waited its turn (a simultaneous
                    # phase): the next timer of this seat, if it is still to act, moves again
                    self.schedule_bots(table)
                return
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: bot turn at seat %d failed", table.id, seat)
        finally:
            if table.bot_tasks.get(seat) is task:
                del table.bot_tasks[seat]

