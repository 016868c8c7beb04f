"""Thinking off the event loop: search bots' moves and hints in a pool of worker processes.

Why processes: a search runs for up to a second of pure Python; in a thread it holds the GIL
and every table's replies wait behind it. In a process (niced, so the server's own process
wins the CPU) it costs the event loop nothing but the hand-over.

Why a scheduler of our own in front of the pool: the executor's queue is first come, first
served, so sixteen clients asking for hints would hold every worker and a bot's move would
wait behind all of them. :class:`FairQueue` decides what runs next instead, and the pool is
only ever given as many jobs as it has workers:

- a bot's move goes before any hint, and hints never hold the last worker (bots always have
  one);
- within each kind, jobs take turns by key (a table), so one busy table gets its share and
  no more however many jobs it queues.

``processes=0`` runs the same scheduler over one thread in this process (tests, embedding).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from gametable import bots as bot_registry

BOT, HINT = "bot", "hint"
#: the niceness of worker processes: the server's own process (every table's replies) first
WORKER_NICENESS = 5


class FairQueue:
    """Waiting jobs by kind and key: bots before hints, keys in turn within a kind."""

    def __init__(self) -> None:
        self._kinds: dict[str, OrderedDict[Hashable, deque[Any]]] = {
            BOT: OrderedDict(),
            HINT: OrderedDict(),
        }

    def push(self, kind: str, key: Hashable, job: Any) -> None:
        self._kinds[kind].setdefault(key, deque()).append(job)

    def pop(self, *, hints: bool = True) -> tuple[str, Any] | None:
        """The next job as ``(kind, job)``: a bot's if any waits, else a hint's (if
        ``hints``); the key served goes to the back of its kind's line."""
        for kind in (BOT, HINT) if hints else (BOT,):
            keys = self._kinds[kind]
            if keys:
                key, jobs = next(iter(keys.items()))
                job = jobs.popleft()
                if jobs:
                    keys.move_to_end(key)
                else:
                    del keys[key]
                return kind, job
        return None

    def __len__(self) -> int:
        return sum(len(jobs) for keys in self._kinds.values() for jobs in keys.values())

    def waiting(self, kind: str) -> int:
        return sum(len(jobs) for jobs in self._kinds[kind].values())


def _start_worker(server: int) -> None:
    os.nice(WORKER_NICENESS)
    threading.Thread(target=_follow, args=(server,), name="gt-follow", daemon=True).start()
    from gametable.bots import hints  # noqa: F401 - import the search once, not per job


def _follow(server: int) -> None:
    """End this worker when its server is gone (killed with SIGKILL, it cannot say so)."""
    while os.getppid() == server:
        time.sleep(1.0)
    os._exit(0)


def search_move(game: str, bot: str, level: str | None, seed: int, view: Any,
                legal: list[Any]) -> Any:
    """A bot's move, in a worker: the bot is built there from its name and seed (a bot
    object does not cross processes)."""
    return bot_registry.make(bot, game, seed=seed, level=level).choose(view, legal)


def _warm() -> None:
    """Nothing: makes a worker start (and import the search) before the first job needs it."""


class ComputePool:
    """Runs bots' and hints' searches in ``processes`` worker processes, fairly."""

    def __init__(self, processes: int = 2) -> None:
        self.processes = processes
        self.slots = max(1, processes)
        #: hints may hold all workers but one: a bot's move never waits for a hint to end
        self.hint_slots = max(1, self.slots - 1)
        self._executor: Executor | None = None
        self._queue = FairQueue()
        self._busy = {BOT: 0, HINT: 0}

    def _pool(self) -> Executor:
        if self._executor is None:
            if self.processes > 0:
                self._executor = ProcessPoolExecutor(
                    self.processes,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_start_worker,
                    initargs=(os.getpid(),),
                )
            else:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="gt-compute")
        return self._executor

    def warm(self) -> None:
        """Start the workers now, so the first search does not wait for them."""
        if self.processes > 0:
            for _ in range(self.processes):
                self._pool().submit(_warm)

    async def run(self, kind: str, key: Hashable, function: Callable[..., Any], *args: Any
                  ) -> Any:
        """Queue ``function(*args)`` as a job of ``kind`` for ``key``; its result once run."""
        future = asyncio.get_running_loop().create_future()
        self._queue.push(kind, key, (future, function, args))
        self._dispatch()
        return await future

    @property
    def waiting(self) -> int:
        return len(self._queue)

    def load(self) -> dict[str, tuple[int, int]]:
        """``{kind: (waiting, running)}`` for bots and hints (what ``/metrics`` shows)."""
        return {kind: (self._queue.waiting(kind), self._busy[kind]) for kind in (BOT, HINT)}

    def _dispatch(self) -> None:
        while self._busy[BOT] + self._busy[HINT] < self.slots:
            picked = self._queue.pop(hints=self._busy[HINT] < self.hint_slots)
            if picked is None:
                return
            kind, (future, function, args) = picked
            if future.done():  # its caller gave up (a client that went away)
                continue
            self._busy[kind] += 1
            running = asyncio.wrap_future(self._pool().submit(function, *args))
            running.add_done_callback(lambda done, k=kind, f=future: self._finished(k, f, done))

    def _finished(self, kind: str, future: asyncio.Future[Any], done: asyncio.Future[Any]
                  ) -> None:
        self._busy[kind] -= 1
        if not future.done():
            if done.cancelled():
                future.cancel()
            elif done.exception() is not None:
                future.set_exception(done.exception())
            else:
                future.set_result(done.result())
        self._dispatch()

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
