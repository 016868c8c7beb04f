"""Idle tables archived, finished ones let go from memory, and the records and replays of
finished games.

A part of :class:`.manager.TableManager` (a mixin): it reads the manager's ``tables``,
``store``, ``open``, ``hosting``, ``archive_after`` and the lobby's indexes.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from gametable.core import fairness
from gametable.core.registry import new_game
from gametable.server.errors import RequestError
from gametable.server.storage.store import Store, StoredTable
from gametable.server.tables.live import LiveTable
from gametable.server.tables.public_moves import public_move

log = logging.getLogger("gametable.server")


class Archive:
    """Archiving, forgetting, records and replays (see the module's docstring)."""

    tables: dict[str, LiveTable]
    store: Any
    open: Any
    hosting: Any
    archive_after: float
    _index: dict[str, str]
    _archived: set[str]
    _stored: dict[str, StoredTable]

    async def _sweep(self) -> None:
        """Archive what has been idle long enough, now and then."""
        every = max(1.0, min(60.0, self.archive_after / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await self.archive_idle()
            except Exception:
                log.exception("archiving idle tables failed")

    async def archive_idle(self, now: float | None = None) -> int:
        """Archive every unfinished table nobody has been connected to for ``archive_after``
        seconds, and let finished idle ones leave memory; the number archived."""
        now = time.time() if now is None else now
        archived = 0
        for table in list(self.tables.values()):
            idle = table.idle_since
            if idle is None or now - idle < self.archive_after or table.clients:
                continue
            if table.broken is not None:
                continue  # kept in memory: it is shown, at its table, as broken
            if table.state.over:
                self._forget(table)
            elif await self._archive(table):
                archived += 1
        return archived

    async def _archive(self, table: LiveTable) -> bool:
        async with table.lock:
            if table.clients or table.committing is not None or table.state.over:
                return False
            try:
                await self.store.run(Store.op_status(table.id, "archived"), table)
            except Exception as error:
                log.error("table %s could not be archived: %r", table.id, error)
                return False
            table.close()
            del self.tables[table.id]
            self.open.discard(table.id)
            self._index.pop(table.id, None)
            self._archived.add(table.id)
            log.info("table %s archived: nobody came for %g s", table.id, self.archive_after)
        await self.hosting.release(table)
        return True

    def _forget(self, table: LiveTable) -> None:
        """A finished table leaves memory; it stays listed from its row."""
        table.close()
        del self.tables[table.id]
        self.open.discard(table.id)
        if self.hosting.let_go(table):
            return
        row = StoredTable(
            id=table.id, game=table.game, options=table.options, seed=table.seed,
            setup=table.setup, seats=[s.stored() for s in table.seats],
            settings=table.settings, status="over", result=list(table.state.scores),
            created=table.created, move_count=len(table.moves),
        )
        self._stored[row.id] = row

    # --- records and replays ----------------------------------------------------------------

    def record(self, table: LiveTable) -> dict[str, Any]:
        """The full record; only once over, because the setup holds every hidden card."""
        if not table.over:
            raise RequestError("the record is published when the game is over", 409)
        state = table.state
        return {
            "game": table.game,
            "options": table.options,
            "setup": state.setup(),
            "moves": [[seat, move] for seat, move in table.moves],
            "result": list(state.scores),
            "meta": {"table": table.id, "seats": [s.name for s in table.seats],
                     "practice": table.practice, "fairness": table.fairness(),
                     **({} if table.resigned is None else {"resigned": table.resigned})},
        }

    def replay_frames(self, table: LiveTable, seat: int | None) -> dict[str, Any]:
        """Every position of a finished game as seen from one seat (or a spectator)."""
        record = self.record(table)
        frames = self._frames(table, record["setup"], seat)
        shown = record["meta"]["fairness"]
        if shown is not None:
            verdict = fairness.check(table.game, table.options, record["setup"], table.moves,
                                     shown, record["result"], table.resigned)
            shown = {**shown, "verified": verdict.verified, "reason": verdict.reason}
        return {"game": table.game, "seat": seat, "seats": table.public_seats(),
                "result": record["result"], "resigned": table.resigned, "frames": frames,
                "practice": table.practice, "fairness": shown}

    def history_frames(self, table: LiveTable, seat: int | None) -> dict[str, Any]:
        """The positions of a game so far, over or not, each as ``seat`` saw it then (a
        spectator: as anyone did): a page opened mid-game tells its log from the first move,
        where it knew only the latest view. Nothing in it was not in a message ``seat`` was
        sent: the hidden part of the setup stays here."""
        frames = self._frames(table, table.state.setup(), seat)
        for frame in frames:
            # the move as made: a secret choice (the climbing game's) until its phase ends
            del frame["move"]
        return {"game": table.game, "seat": seat, "n": len(table.moves), "frames": frames}

    def _frames(self, table: LiveTable, setup: dict[str, Any],
                seat: int | None) -> list[dict[str, Any]]:
        """The game replayed from ``setup``, a frame per position as ``seat`` sees it."""
        if seat is not None and not 0 <= seat < len(table.seats):
            raise RequestError(f"there is no seat {seat}")
        state = new_game(table.game, setup=setup, **table.options)
        # ``last_move``: the move as the live table's message told it (its public form, or
        # None), so a log built from the frames is the one built live
        frames = [{"view": state.view(seat), "to_act": list(state.to_act), "move": None,
                   "last_move": None}]
        for k, (mover, move) in enumerate(table.moves):
            state.play(mover, move)
            frames.append({"view": state.view(seat), "to_act": list(state.to_act),
                           "move": [mover, move],
                           "last_move": public_move(table.game, k, mover, move)})
        return frames

