"""A store that fails or stalls on command, and a way to run a server scenario on its own loop."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from gametable.server.storage.store import Store


class FaultyStore(Store):
    """``fail`` makes every write raise; ``hold()`` stalls the writer until ``release()``."""

    def __init__(self, url: str, **kwargs: Any) -> None:
        super().__init__(url, **kwargs)
        self.fail = False
        self._open = threading.Event()
        self._open.set()
        #: set while the writer waits at the gate with a batch in hand
        self.held = threading.Event()

    def hold(self) -> None:
        self._open.clear()

    def release(self) -> None:
        self._open.set()

    def _write(self, conn, batch):
        if not self._open.is_set():
            self.held.set()
            self._open.wait(timeout=30)
            self.held.clear()
        if self.fail:
            raise OSError("disk gone (injected)")
        return super()._write(conn, batch)


def run_scenario(scenario: Callable[[], Awaitable[Any]], timeout: float = 60) -> Any:
    """Run a coroutine on a loop of its own, on a thread of its own (a browser test's
    Playwright may hold a running loop on this worker's thread, where asyncio.run refuses)."""
    with ThreadPoolExecutor(1) as runner:
        return runner.submit(asyncio.run, scenario()).result(timeout=timeout)


async def until(predicate: Callable[[], bool], timeout: float = 10.0, what: str = "it") -> None:
    """Poll ``predicate`` on the loop until it holds, or fail after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout:g} s")
        await asyncio.sleep(0.005)
