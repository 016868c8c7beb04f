"""The garbage collector paced by the clock rather than by allocation counts.

Why: CPython starts a young collection when allocations minus deallocations pass a threshold.
A busy server frees about as many objects as it makes (each move's state and message replace
the previous ones), so that count hardly moves while the young generation fills with every
table's latest state and message; the rare collection then walked all of them at once. With
1,000 tables of bots that was 110-230 ms of CPU in one go (the harness of ``bench/server_load
.py``'s pattern, measured with ``gc.callbacks``), every table's update waiting behind it: the
tail of the move-to-update latency.

So automatic collection is off while the server runs. Every ``young_every`` seconds the two
young generations are collected: only what was made since the last tick and still lives (a
few milliseconds at 1,000 tables); what survives goes to the old generation, where objects
that die as usual (their last reference dropped) cost nothing. The old generation is
collected in full every ``full_every`` seconds, so garbage in reference cycles that outlived
a tick waits at most that long. What exists when the server starts (modules, the restored
tables) is frozen out of every collection, as before. Before it is frozen only the young
generations are collected (what start-up has just made and dropped): the old one has
survived collections already, and walking it cost ~0.1 s of CPU per start even in a bare
process, more in a big one (a test process starts hundreds of servers: the server tests took
376 busy core-seconds with a full collection there, 226 without, side by side).
"""

from __future__ import annotations

import asyncio
import gc

#: seconds between two collections of the young generations
YOUNG_EVERY = 0.05
#: seconds between two full collections
FULL_EVERY = 600.0


class Collector:
    """Runs the collections on the event loop's clock (see the module docstring)."""

    def __init__(self, young_every: float = YOUNG_EVERY, full_every: float = FULL_EVERY) -> None:
        self.young_every = young_every
        self.full_every = full_every
        self._timer: asyncio.TimerHandle | None = None
        self._next_full = 0.0
        self._was_enabled = True

    def start(self) -> None:
        """Called on the running loop: freeze what exists, then collect on the clock."""
        loop = asyncio.get_running_loop()
        gc.collect(1)
        gc.freeze()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._next_full = loop.time() + self.full_every
        self._timer = loop.call_later(self.young_every, self._tick)

    def _tick(self) -> None:
        loop = asyncio.get_running_loop()
        now = loop.time()
        if now >= self._next_full:
            gc.collect()
            self._next_full = now + self.full_every
        else:
            gc.collect(1)
        self._timer = loop.call_later(self.young_every, self._tick)

    def close(self) -> None:
        """Stop collecting on the clock; the collector is as it was before ``start``."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        gc.unfreeze()
        if self._was_enabled:
            gc.enable()
