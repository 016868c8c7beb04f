#!/usr/bin/env python3
"""Quick play under a rush: thousands of people press "Play now" at once; how long from the
moment a table can be formed to each person being told their seat.

    .venv/bin/python bench/matchmaking.py [--players 2000] [--queue-wait 20] [--server-root DIR]

The issue-18 target: 2,000 players queueing at once across the three games are seated within
1 s of the moment a table can be formed (p99).

Starts ``gametable serve`` on loopback (SQLite in a temporary folder), makes one guest per
player (``POST /api/me/guest``), opens each one's queue WebSocket (``/ws/queue``), then every player
sends ``join`` at once: Balloon Cup, Baloot (Saudi rules), the climbing game for 2 and for 3
players, in the proportions of ``MIX`` (whole tables of each; the rest play Balloon Cup).

Every player is a person of their own address, as a deployment behind a reverse proxy sees
them: the server trusts loopback as its proxy (``--trusted-proxy 127.0.0.1``) and each player's
requests and socket carry their own ``X-Forwarded-For`` (:func:`address`, from 198.18.0.0/15,
the range RFC 2544 keeps for benchmarks). Quick play never seats two people from one address
together (``docs/online.md``, "Ratings"), so players sharing loopback would never be paired. The
per-address queue limit is off (``--max-queue-per-address 0``) and so is the dealing phase
(``--deal-wait 0``: these clients send no seat values, and each new table would wait for them),
so the figures measure what they measured before those rules.

The moment a table can be formed is when the last person it needs joined the queue, or, at a
table whose empty seats bots fill, when the first person's bot-fill wait (``--queue-wait``)
ran out if that is later. Everyone has the starting rating, so a table of people can be formed
the moment its last member has asked. The bench takes those moments on the client's clock when
each ``join`` is *sent* (before the server has even read it), so the figure also counts the
time the message takes to arrive; a person's wait runs from there to their ``seated`` message
arriving (which the server sends only once the table's row is committed). An odd number of
Balloon Cup players (``--players 2001``) leaves one to a bot after the wait.

Prints p50/p95/p99/max over every person, the tables formed, and the server's CPU time from
the first join to the last seat (a figure a busy machine disturbs less than the waits). The
client runs on the same machine and its own work is counted in the waits.
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
from pathlib import Path

import httpx
from server_load import ROOT, listening_socket, percentile, raise_file_limit, start_server
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
    chosen += [("balloon-cup", None)] * (players - len(chosen))
    return chosen


def address(player: int) -> str:
    """Player ``player``'s own address (from 198.18.0.0, one for each of 131,072 players)."""
    if not 0 <= player < 1 << 17:
        raise SystemExit("at most 131,072 players: one address each in 198.18.0.0/15")
    return f"198.{18 + (player >> 16)}.{(player >> 8) & 255}.{player & 255}"


def cpu_seconds(pid: int) -> float | None:
    """A process's CPU time so far (user and system; Linux), or ``None`` where unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run(base: str, port: int, players: int, server_pid: int, queue_wait: float
              ) -> dict:
    games = assignments(players)

    async def guests(count: int) -> list[str]:
        """A new browser's guest session per player (setting up, not measured), each from the
        player's own address: each of 20 connections asks ``POST /api/me/guest`` with an empty
        cookie jar, again and again (a refused connection on a loaded machine is tried again;
        an older server, ``--server-root``, that makes guests on ``GET /api/me`` is asked
        that)."""
        secrets: list[str] = [""] * count
        players = iter(range(count))

        async def guest(client: httpx.AsyncClient, player: int) -> httpx.Response:
            headers = {"X-Forwarded-For": address(player)}
            response = await client.post("/api/me/guest", json={}, headers=headers)
            if response.status_code in (404, 405):  # before guests were made by a POST
                client.cookies.clear()
                response = await client.get("/api/me", headers=headers)
            return response

        async def worker() -> None:
            async with httpx.AsyncClient(base_url=base, timeout=120) as client:
                for player in players:
                    for _attempt in range(5):
                        client.cookies.clear()
                        try:
                            response = await guest(client, player)
                            response.raise_for_status()
                            break
                        except httpx.TransportError:
                            await asyncio.sleep(1)
                    else:
                        raise SystemExit("the server did not make the guests")
                    secrets[player] = response.cookies["gt_session"]

        await asyncio.gather(*(worker() for _ in range(20)))
        return secrets

    started = time.perf_counter()
    secrets = await guests(len(games))
    guests_in = time.perf_counter() - started
    sockets = []
    started = time.perf_counter()
    for i in range(0, len(secrets), 100):
        sockets += await asyncio.gather(*(
            # no keep-alive pings from the client: a browser never sends any
            connect(f"ws://127.0.0.1:{port}/ws/queue", max_size=None, ping_interval=None,
                    additional_headers={"Cookie": f"gt_session={secrets[p]}",
                                        "X-Forwarded-For": address(p)})
            for p in range(i, min(i + 100, len(secrets)))))
    for ws in sockets:
        json.loads(await ws.recv())  # the idle status
    connected_in = time.perf_counter() - started
    sent: list[float] = [0.0] * len(sockets)
    seated: list[tuple[str, float]] = [("", 0.0)] * len(sockets)
    filled: set[str] = set()  # tables where bots took empty seats

    async def play(i: int) -> None:
        ws = sockets[i]
        game, choice = games[i]
        sent[i] = time.perf_counter()
        await ws.send(json.dumps({"type": "join", "game": game, "choice": choice}))
        while True:
            message = json.loads(await ws.recv())
            if message["type"] == "seated":
                seated[i] = (message["table"], time.perf_counter())
                if message["people"] < message["seats"]:
                    filled.add(message["table"])
                return
            if message["type"] == "error":
                raise SystemExit(f"player {i}: {message['message']}")

    cpu_before = cpu_seconds(server_pid)
    started = time.perf_counter()
    await asyncio.wait_for(asyncio.gather(*(play(i) for i in range(len(sockets)))),
                           120 + queue_wait)
    all_in = time.perf_counter() - started
    cpu_after = cpu_seconds(server_pid)
    server_cpu = None if cpu_before is None or cpu_after is None else cpu_after - cpu_before
    for ws in sockets:
        await ws.close()
    last_join: dict[str, float] = {}
    first_join: dict[str, float] = {}
    for i, (table, _t) in enumerate(seated):
        last_join[table] = max(last_join.get(table, 0.0), sent[i])
        first_join[table] = min(first_join.get(table, float("inf")), sent[i])
    formable = {table: max(last, first_join[table] + queue_wait) if table in filled else last
                for table, last in last_join.items()}
    waits = [t - formable[table] for table, t in seated]
    return {"waits": waits, "tables": len(last_join), "filled": len(filled),
            "guests_in": guests_in,
            "connected_in": connected_in, "all_in": all_in, "players": len(sockets),
            "server_cpu": server_cpu}


def fair_play_options(root: Path) -> list[str]:
    """The per-address queue limit and the dealing phase turned off, for a server (of
    ``root``) that has them: an older checkout, compared with ``--server-root``, has neither."""
    known = subprocess.run([sys.executable, "-m", "gametable.cli", "serve", "--help"], cwd=root,
                           capture_output=True, text=True, check=True).stdout
    wanted = [("--max-queue-per-address", "0"), ("--deal-wait", "0")]
    return [part for flag, value in wanted if flag in known for part in (flag, value)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--server-root", default="",
                        help="run the server of this checkout (compare before and after)")
    parser.add_argument("--queue-wait", type=float, default=20.0,
                        help="seconds before bots fill a table's empty seats (the server's "
                             "--queue-wait; default: 20, the server's default)")
    args = parser.parse_args()
    raise_file_limit()
    load = os.getloadavg()[0]
    listener = listening_socket()
    port = listener.getsockname()[1]
    with tempfile.TemporaryDirectory() as folder:
        root = Path(args.server_root).resolve() if args.server_root else ROOT
        server = start_server(listener, f"sqlite:///{folder}/queue.db", 0.6, root=root, extra=[
            "--rate-guest", "off", "--rate-queue", "off", "--max-open-tables", "100000",
            "--rate-ws-message", "off", "--queue-wait", str(args.queue_wait),
            "--header-timeout", "120",  # a loaded machine reads 2,000 requests slowly
            "--trusted-proxy", "127.0.0.1", *fair_play_options(root)])
        listener.close()
        try:
            result = asyncio.run(run(f"http://127.0.0.1:{port}", port, args.players,
                                     server.pid, args.queue_wait))
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()
    waits = [w * 1000 for w in result["waits"]]
    mix = ", ".join(f"{g}{':' + c if c else ''} {s:.0%}" for g, c, _n, s in MIX)
    print(f"matchmaking: {result['players']} players queueing at once ({mix}), "
          f"{result['tables']} tables formed ({result['filled']} with bots after "
          f"{args.queue_wait:g} s); load average before: {load:.2f}, "
          f"{os.cpu_count()} CPUs")
    print(f"  guests made in {result['guests_in']:.1f} s, sockets open in "
          f"{result['connected_in']:.1f} s, everyone seated {result['all_in']:.2f} s after "
          f"the first join")
    if result["server_cpu"] is not None:
        print(f"  server CPU from the first join to the last seat: {result['server_cpu']:.2f} s "
              f"({1000 * result['server_cpu'] / result['players']:.2f} ms a player)")
    print(f"  table formable → seat received, ms: p50 {statistics.median(waits):.0f}  "
          f"p95 {percentile(waits, 95):.0f}  p99 {percentile(waits, 99):.0f}  "
          f"max {max(waits):.0f}  (target p99 < 1000)")
    print(f"  command: {' '.join([os.path.relpath(sys.executable), *sys.argv])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
