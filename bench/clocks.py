#!/usr/bin/env python3
"""Clocks at scale: how late does a timeout fire with 1,000 tables' clocks running?

    .venv/bin/python bench/clocks.py [--tables 1000] [--seconds 20] [--game baloot]

The issue-18 target: with 1,000 tables running clocks, a timeout fires within 100 ms of its
due time (p99).

Runs the server's :class:`TableManager` in this process on its real event loop, timers and
store (SQLite in a temporary folder), no network. Every table seats people only, and nobody
ever moves: each table's clock gives a turn between 1 and 4 seconds (drawn per table, no
bank), so timeouts fall due all the time, spread over those seconds; each one has the game's
heuristic bot move for the seat through the store, and the next seat's clock starts. Prints,
for the timeouts due after every table was created, p50/p99/max of

- *fired*: from the due time to the timeout's callback running;
- *moved*: from the due time to the stand-in's move being stored and shown to the table.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gametable.core.registry import game_entry  # noqa: E402
from gametable.server.hosting.collector import Collector  # noqa: E402
from gametable.server.storage.store import Store  # noqa: E402
from gametable.server.tables.manager import TableManager  # noqa: E402


def percentiles(values: list[float]) -> str:
    if not values:
        return "no samples"
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"p50 {statistics.median(ordered) * 1000:7.1f} ms   p99 {p99 * 1000:7.1f} ms   "
            f"max {ordered[-1] * 1000:7.1f} ms   ({len(ordered)} timeouts)")


async def run(args: argparse.Namespace, db_url: str) -> None:
    store = Store(db_url)
    manager = TableManager(store, bot_delay=0.6)
    collector = Collector()
    collector.start()  # as the server does when it starts serving
    manager.start()
    keeper = manager.clocks
    fired: list[tuple[float, float]] = []  # (due, lateness)
    moved: list[tuple[float, float]] = []
    original = keeper._timeout

    async def measured(table, seat, turn):  # the keeper's timeout, timed
        due = table.clock.seats[seat].deadline
        fired.append((due, time.time() - due))
        before = len(table.moves)
        await original(table, seat, turn)
        if len(table.moves) > before:
            moved.append((due, time.time() - due))

    keeper._timeout = measured
    rng = random.Random(1)
    entry = game_entry(args.game)
    seats = [{"kind": "human"}] * args.seats
    started = time.time()
    for first in range(0, args.tables, 100):  # a hundred creations at a time
        await asyncio.gather(*(
            manager.create({"game": entry.name, "seats": seats, "options": args.options,
                            "clock": {"move": round(rng.uniform(1.0, 4.0), 3), "bank": 0}})
            for _ in range(first, min(args.tables, first + 100))
        ))
    ready = time.time()
    print(f"{args.tables} {entry.name} tables created in {ready - started:.1f} s; "
          f"measuring for {args.seconds:g} s", flush=True)
    await asyncio.sleep(args.seconds)
    manager.close()
    store.close()
    collector.close()
    counted = ready + 0.5  # timeouts due while tables were still being created are left out
    moves = sum(len(t.moves) for t in manager.tables.values())
    print(f"moves made by timeouts: {moves} ({moves / (time.time() - ready):.0f}/s)")
    print("fired: " + percentiles([late for due, late in fired if due >= counted]))
    print("moved: " + percentiles([late for due, late in moved if due >= counted]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", default="baloot")
    parser.add_argument("--seats", type=int, default=None,
                        help="people per table (default: the game's seats)")
    args = parser.parse_args()
    args.options = {"players": args.seats} if args.game == "climbing" and args.seats else {}
    if args.seats is None:
        args.seats = {"baloot": 4}.get(game_entry(args.game).name, 2)
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(run(args, f"sqlite:///{folder}/bench.db"))


if __name__ == "__main__":
    main()
