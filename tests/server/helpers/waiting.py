"""Waiting until something holds: on the event loop (``until``) or by the clock (``wait_until``).
Every deadline is a failure far past any machine's pace, not a guess at how long a step takes."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


async def until(predicate: Callable[[], bool], timeout: float = 10.0, what: str = "it",
                every: float = 0.005) -> None:
    """Poll ``predicate`` on the loop until it holds, or fail after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout:g} s")
        await asyncio.sleep(every)


def wait_until(read: Callable[[], T], done: Callable[[T], Any], timeout: float = 10.0,
               what: str = "it", every: float = 0.02) -> T:
    """Call ``read`` every ``every`` seconds until ``done`` holds of what it read, and return
    that; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not done(value := read()):
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout:g} s")
        time.sleep(every)
    return value


def wait_until_over(client: Any, table_id: str, timeout: float = 60.0) -> dict:
    """Poll the table's public state until its game is over; that state."""
    return wait_until(lambda: client.get(f"/api/tables/{table_id}/state").json(),
                      lambda state: state["over"], timeout, what="the game's end")
