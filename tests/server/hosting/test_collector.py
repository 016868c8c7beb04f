"""The garbage collector paced by the clock (gametable/server/hosting/collector.py): automatic
collection off while the server runs, the young generations collected every tick, the whole
heap now and then, and the collector as it was once the server stops."""

from __future__ import annotations

import asyncio
import gc
import weakref

from gametable.server.hosting.collector import Collector

from ..helpers.loops import run_alone


class Node:
    """An object in a reference cycle: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_collections_follow_the_clock_and_free_cycles_then_the_collector_is_restored():
    collected: list[int] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "stop":
            collected.append(info["generation"])

    async def scenario() -> tuple[bool, bool]:
        collector = Collector(young_every=0.01, full_every=0.1)
        collector.start()
        try:
            automatic = gc.isenabled()
            gc.callbacks.append(seen)
            cycle = Node()
            gone = weakref.ref(cycle)
            del cycle
            await asyncio.sleep(0.3)
            freed = gone() is None
        finally:
            gc.callbacks.remove(seen)
            collector.close()
        return automatic, freed

    was_enabled = gc.isenabled()
    gc.enable()
    try:
        automatic, freed = run_alone(scenario)
        assert not automatic  # no allocation-counted collection while serving
        assert freed  # garbage in a cycle is still collected, by a tick
        assert collected.count(1) >= 10  # the young generations, every tick
        assert 1 <= collected.count(2) <= 4  # the whole heap, every full_every seconds
        assert gc.isenabled() and gc.get_freeze_count() == 0  # as before start
        stopped = len(collected)
        run_alone(lambda: asyncio.sleep(0.05))
        assert len(collected) == stopped  # no tick after close
    finally:
        if not was_enabled:
            gc.disable()
