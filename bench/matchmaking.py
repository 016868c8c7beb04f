#!/usr/bin/env python3
"""Quick play under a rush: thousands of people press "Play now" at once; how long from the
moment a table can be formed to each person being told their seat.

    .venv/bin/python bench/matchmaking.py [--players 2000]

The issue-18 target: 2,000 players queueing at once across the three games are seated within
1 s of the moment a table can be formed (p99).

Starts ``gametable serve`` on loopback (SQLite in a temporary folder), makes one guest per
player (``GET /api/me``), opens each one's queue WebSocket (``/ws/queue``), then every player
sends ``join`` at once: Balloon Cup, Baloot (Saudi rules), the climbing game for 2 and for 3
players, in the proportions of ``--mix``. Everyone has the starting rating, so a table can be
formed the moment its last member has asked: a person's wait is the time from the last join
of their table being *sent* (the client's clock, before the server has even read it) to their
``seated`` message arriving. Prints p50/p99/max over every person, and the tables formed.
The client runs on the same machine and its own work is counted in the figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

import httpx
from server_load import listening_socket, percentile, raise_file_limit, start_server
from websockets.asyncio.client import connect

#: (game, choice, seats at a table, share of the players)
MIX = (("balloon-cup", None, 2, 0.35), ("baloot", "saudi", 4, 0.35),
       ("climbing", "2", 2, 0.15), ("climbing", "3", 3, 0.15))


def assignments(players: int) -> list[tuple[str, str | None]]:
    """Each player's game and choice, whole tables of each (the remainder to Balloon Cup)."""
    chosen: list[tuple[str, str | None]] = []
    for game, choice, seats, share in MIX[1:]:
        count = int(players * share) // seats * seats
        chosen += [(game, choice)] * count
    rest = players - len(chosen)
    chosen += [("balloon-cup", None)] * (rest // 2 * 2)
    return chosen


async def run(base: str, port: int, players: int) -> dict:
    games = assignments(players)
    gate = asyncio.Semaphore(20)

    async def guest() -> str:
        """A new browser's guest session (setting up, not measured: a refused connection on
        a loaded machine is tried again)."""
        for _attempt in range(5):
            try:
                async with gate, httpx.AsyncClient(base_url=base, timeout=120) as client:
                    response = await client.get("/api/me")
                    response.raise_for_status()
                    return response.cookies["gt_session"]
            except httpx.TransportError:
                await asyncio.sleep(1)
        raise SystemExit("the server did not make the guests")

    started = time.perf_counter()
    secrets = await asyncio.gather(*(guest() for _ in games))
    guests_in = time.perf_counter() - started
    sockets = []
    started = time.perf_counter()
    for i in range(0, len(secrets), 100):
        sockets += await asyncio.gather(*(
            connect(f"ws://127.0.0.1:{port}/ws/queue", max_size=None,
                    additional_headers={"Cookie": f"gt_session={s}"})
            for s in secrets[i:i + 100]))
    for ws in sockets:
        json.loads(await ws.recv())  # the idle status
    connected_in = time.perf_counter() - started
    sent: list[float] = [0.0] * len(sockets)
    seated: list[tuple[str, float]] = [("", 0.0)] * len(sockets)

    async def play(i: int) -> None:
        ws = sockets[i]
        game, choice = games[i]
        sent[i] = time.perf_counter()
        await ws.send(json.dumps({"type": "join", "game": game, "choice": choice}))
        while True:
            message = json.loads(await ws.recv())
            if message["type"] == "seated":
                seated[i] = (message["table"], time.perf_counter())
                return
            if message["type"] == "error":
                raise SystemExit(f"player {i}: {message['message']}")

    started = time.perf_counter()
    await asyncio.wait_for(asyncio.gather(*(play(i) for i in range(len(sockets)))), 120)
    all_in = time.perf_counter() - started
    for ws in sockets:
        await ws.close()
    last_join: dict[str, float] = {}
    for i, (table, _t) in enumerate(seated):
        last_join[table] = max(last_join.get(table, 0.0), sent[i])
    waits = [t - last_join[table] for table, t in seated]
    return {"waits": waits, "tables": len(last_join), "guests_in": guests_in,
            "connected_in": connected_in, "all_in": all_in, "players": len(sockets)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    args = parser.parse_args()
    raise_file_limit()
    load = os.getloadavg()[0]
    listener = listening_socket()
    port = listener.getsockname()[1]
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(listener, f"sqlite:///{folder}/queue.db", 0.6, extra=[
            "--rate-guest", "off", "--rate-queue", "off", "--max-open-tables", "100000",
            "--rate-ws-message", "off",
            "--header-timeout", "120"])  # a loaded machine reads 2,000 requests slowly
        listener.close()
        try:
            result = asyncio.run(run(f"http://127.0.0.1:{port}", port, args.players))
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()
    waits = [w * 1000 for w in result["waits"]]
    mix = ", ".join(f"{g}{':' + c if c else ''} {s:.0%}" for g, c, _n, s in MIX)
    print(f"matchmaking: {result['players']} players queueing at once ({mix}), "
          f"{result['tables']} tables formed; load average before: {load:.2f}, "
          f"{os.cpu_count()} CPUs")
    print(f"  guests made in {result['guests_in']:.1f} s, sockets open in "
          f"{result['connected_in']:.1f} s, everyone seated {result['all_in']:.2f} s after "
          f"the first join")
    print(f"  table formable → seat received, ms: p50 {statistics.median(waits):.0f}  "
          f"p99 {percentile(waits, 99):.0f}  max {max(waits):.0f}  (target p99 < 1000)")
    print(f"  command: {' '.join([os.path.relpath(sys.executable), *sys.argv])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
