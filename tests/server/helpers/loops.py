"""Coroutines run to the end on an event loop of their own."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")


def run_alone(scenario: Callable[[], Awaitable[T]], timeout: float | None = None) -> T:
    """``asyncio.run(scenario())`` in a thread of its own: a test process that has run browser
    tests (Playwright's sync API) keeps an event loop running in its main thread, where
    ``asyncio.run`` refuses to start another. ``timeout``: seconds before the test fails
    instead of hanging (none: as long as it takes)."""
    async def main() -> T:
        return await scenario()

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main()).result(timeout=timeout)


def run_scenario(scenario: Callable[[], Awaitable[T]], timeout: float = 60) -> T:
    """:func:`run_alone` for a scenario on one server that should end within a minute."""
    return run_alone(scenario, timeout=timeout)
