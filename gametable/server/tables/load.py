"""A busy process stays responsive: its bots wait their turn, and new work is refused with 503.

One process serves everything on one event loop, in order: a callback ready now waits behind
every callback ready before it. When the tables' bots offer more moves than the process can
make (thousands of bot tables, a core shared with other work), each loop turn grows with the
bots due in it, and *everything* waits that long: people's moves, new sockets, the proxy's
health checks (which then fail, and the proxy takes a busy but healthy process out of
rotation, piling its load on the others). So:

- **Bots are paced** (:class:`Pacing`): a bot whose delay is up moves at once while the loop
  keeps up; when it falls behind, a budget of bot moves per tick (:data:`TICK`) shrinks, and
  the bots beyond it wait in a queue, first come first served, until a later tick has room.
  The budget grows again while the loop keeps up (additive increase, multiplicative decrease,
  as TCP paces its packets). People's moves, clocks and requests are never held: a saturated
  process makes its bots slower, not its people.
- **How far behind** is measured in CPU time, not wall time: on a machine whose cores are
  shared with other processes, a loop that is not scheduled for a while is late without
  having more work, and holding its bots would only lose throughput. Each tick, the loop's
  lateness is weighed by the share of the tick the loop thread spent running.
- **New work is refused** while the loop is far behind even so (:data:`SHED_AFTER`): creating
  a table and claiming one from another process (its replay) are answered 503 with a
  ``Retry-After``, which clients and the bench honour, rather than queued behind everything.
- **Readiness is not load**: ``/readyz`` stays 200 on a busy process (see
  :mod:`gametable.server.web.health`), so the proxy keeps sending it its tables; it sheds what
  it cannot take itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from gametable.server.errors import RequestError

#: seconds between two looks at the loop; the bots' budget is per tick
TICK = 0.05
#: CPU seconds a tick may run late before the bots' budget shrinks
BEHIND = 0.02
#: CPU seconds of lateness (smoothed) above which new tables and claims are refused
SHED_AFTER = 0.5
#: seconds a refused client is told to wait (``Retry-After``)
RETRY_AFTER = 1
#: the bots' budget: bot moves a tick, at least and at most
MIN_BUDGET = 1.0
MAX_BUDGET = 10_000.0


class Busy(RequestError):
    """503 with ``Retry-After``: this process is too far behind to take new work now."""

    def __init__(self, what: str) -> None:
        super().__init__(f"the server is busy; {what} again in a moment", 503)
        self.retry_after = RETRY_AFTER


class HeldTurn:
    """A bot's move waiting for room; ``cancel`` (the table left, its seat was taken back)
    drops it, as cancelling its timer would."""

    __slots__ = ("call", "args", "cancelled")

    def __init__(self, call: Callable[..., None], args: tuple[Any, ...]) -> None:
        self.call = call
        self.args = args
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def run(self) -> None:
        """Released: the call, unless cancelled since (between release and this callback)."""
        if not self.cancelled:
            self.call(*self.args)


class Pacing:
    """The loop's lateness, the bots' budget and their queue, for one process."""

    def __init__(self, *, tick: float = TICK, behind: float = BEHIND,
                 shed_after: float = SHED_AFTER) -> None:
        self.tick = tick
        self.behind = behind
        self.shed_after = shed_after
        #: CPU seconds the latest tick ran late, and a smoothed value (what shedding reads)
        self.late = 0.0
        self.lateness = 0.0
        self.budget = MAX_BUDGET
        self.spent = 0
        self.waiting: deque[HeldTurn] = deque()
        #: bot moves made to wait, and requests refused, since the start
        self.held_total = 0
        self.refused_total = 0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._watch())

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()

    # --- bots ----------------------------------------------------------------------------------

    def admit(self) -> bool:
        """May a bot move now? Yes while this tick's budget lasts and no bot waits before it."""
        if self.waiting or self.spent >= self.budget:
            return False
        self.spent += 1
        return True

    def hold(self, call: Callable[..., None], *args: Any) -> HeldTurn:
        """``call(*args)`` once there is room (a later tick), after the bots held before it."""
        held = HeldTurn(call, args)
        self.waiting.append(held)
        self.held_total += 1
        return held

    # --- new work ------------------------------------------------------------------------------

    def check(self, what: str) -> None:
        """Raise :class:`Busy` while the loop is too far behind to take ``what``."""
        if self.lateness > self.shed_after:
            self.refused_total += 1
            raise Busy(what)

    # --- the tick ------------------------------------------------------------------------------

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            began, cpu = loop.time(), time.thread_time()
            await asyncio.sleep(self.tick)
            elapsed = loop.time() - began
            ran = time.thread_time() - cpu  # this loop's thread: its CPU during the tick
            late = max(0.0, elapsed - self.tick)
            # the lateness in CPU time: the wall-clock lateness, in the share of the tick the
            # loop ran (a loop that waited for a core is not behind on its work)
            self.late = late * min(1.0, ran / elapsed) if elapsed > 0 else 0.0
            self.lateness = max(self.late, 0.8 * self.lateness + 0.2 * self.late)
            self._adjust()
            self.spent = 0
            self._release()

    def _adjust(self) -> None:
        if self.late > self.behind:  # behind: fewer bot moves a tick than were just made
            self.budget = max(MIN_BUDGET, min(self.budget, self.spent) * 0.7)
        elif self.waiting:  # keeping up with bots waiting: a few more a tick
            self.budget = min(MAX_BUDGET, self.budget + max(1.0, 0.05 * self.budget))
        else:
            self.budget = min(MAX_BUDGET, self.budget * 2)

    def _release(self) -> None:
        """The held bots this tick has room for, oldest first, each in a callback of its own."""
        loop = asyncio.get_running_loop()
        while self.waiting and self.spent < self.budget:
            held = self.waiting.popleft()
            if held.cancelled:
                continue
            self.spent += 1
            with contextlib.suppress(RuntimeError):  # the loop is closing
                loop.call_soon(held.run)
