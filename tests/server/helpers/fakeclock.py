"""A wall clock that stands still until a test moves it, and the waits that let what a
table's timers set going (timeouts, takeovers, bot moves, and services such as the turn
notices) finish and be stored: the clocks' tests and the turn-based tables' use them."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from .waiting import until

T0 = 1_000_000.0


class FakeTime:
    """A wall clock that stands still until a test moves it (``t``)."""

    def __init__(self, start: float = T0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t


async def settle(manager: Any, table: Any, *others: Any) -> None:
    """Let every timeout, takeover and bot move under way finish and be stored; ``others``:
    services with ``settled()`` and ``tasks`` of their own to wait for too."""
    for _ in range(50):
        await manager.clocks.settled()
        for other in others:
            await other.settled()
        await until(lambda: table.committing is None and not table.lock.locked())
        await asyncio.sleep(0.01)
        if (not manager.clocks.tasks and not table.bot_tasks and table.committing is None
                and not any(other.tasks for other in others)):
            return


async def advance(manager: Any, fake: FakeTime, table: Any, seconds: float,
                  *others: Any) -> None:
    """Move the clock on, fire what is due, and :func:`settle`."""
    fake.t += seconds
    manager.clocks.timers.fire_due()
    await settle(manager, table, *others)


def seat_clock(table: Any, seat: int) -> dict:
    """A seat's clock as every seat is shown it."""
    return json.loads(table.message(None))["clock"]["seats"][str(seat)]
