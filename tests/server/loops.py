"""Coroutines run to the end on an event loop of their own."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")


def run_alone(scenario: Callable[[], Awaitable[T]]) -> T:
    """``asyncio.run(scenario())`` in a thread of its own: a test process that has run browser
    tests (Playwright's sync API) keeps an event loop running in its main thread, where
    ``asyncio.run`` refuses to start another."""
    async def main() -> T:
        return await scenario()

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main()).result()
