"""The failover scenarios of ``bench/server_load.py --cluster N --failover kill,rolling``.

For each process count and table count, a fresh local cluster (``scripts/cluster.sh``):
``--people`` tables of two people, each seat driven over its WebSocket through HAProxy as the
page does (reconnecting after any close, one move in flight at a time, never sent twice),
and ``--tables`` bot-vs-bot tables nobody watches, created through the proxy (so they spread
over the processes as their route keys hash). Once every table moves, one scenario:

- ``kill``: ``kill -9`` of the process owning the most tables. Per table of that process:
  the time to **owned** (its lease live under another node, polled in the database every
  50 ms), to its **first bot move** (the first stored move after the kill, by the move's own
  time) and, for the people's tables, to a **person's move acknowledged** (the first move a
  person is shown stored after the kill).
- ``rolling``: ``scripts/cluster.sh restart-rolling`` (each process drained with SIGTERM and
  started again, one at a time). Per table: its **longest wait** for a move while it ran (the
  widest gap between stored moves, the wait into the restart and out of it included).

Printed as p50/p99/max over the tables, with the count of tables that waited 5 s or more and
the check that nothing was **lost** (every move a person was shown acknowledged is stored
where it was played), **doubled** (every stored move of a person's seat is one they sent
there) or left a **gap** (every table's moves are numbered 0, 1, 2, … in the store).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psycopg
import server_load as load  # (run as bench/server_load.py: bench/ is on the path)
from websockets.asyncio.client import connect

#: seconds a person takes to move once shown their turn
THINK = 0.1
#: the issue's bounds (max over the tables): owned again, moving again, and the longest wait
#: of a rolling restart
OWNED_WITHIN = 3.0
MOVING_WITHIN = 5.0
WAIT_UNDER = 5.0


@dataclass
class Seat:
    table: str
    seat: int
    token: str
    sent: list[tuple[int, Any]] = field(default_factory=list)  # (stored at, move)
    acked: list[tuple[int, Any, float]] = field(default_factory=list)  # … and when (time.time)


@dataclass
class PeopleTable:
    id: str
    seats: list[Seat]
    seen: int = 0
    last_progress: float = 0.0
    #: the longest time without a move shown, from ``watch_from`` on (time.time)
    longest_wait: float = 0.0
    watch_from: float = 0.0
    over: bool = False


def quantiles(values: list[float]) -> str:
    if not values:
        return "none measured"
    return (f"p50 {statistics.median(values):.2f} s, p99 {load.percentile(values, 99):.2f} s, "
            f"max {max(values):.2f} s")


async def person(ws_base: str, table: PeopleTable, seat: Seat, stop: asyncio.Event) -> None:
    """Play ``seat`` until ``stop`` or the game's end, as the page would."""
    uri = f"{ws_base}/ws/tables/{table.id}?token={seat.token}"
    while not stop.is_set() and not table.over:
        try:
            async with connect(uri, open_timeout=10, ping_interval=None) as ws:
                in_flight: tuple[int, Any] | None = None
                while not stop.is_set():
                    message = json.loads(await asyncio.wait_for(ws.recv(), 15))
                    if message.get("type") == "error":
                        in_flight = None  # refused, not stored: look again, then move
                        await ws.send(json.dumps({"type": "state"}))
                        continue
                    if message.get("type") != "state":
                        continue
                    n, now = message["n"], time.time()
                    if n > table.seen:
                        if now > table.watch_from:
                            table.longest_wait = max(
                                table.longest_wait,
                                now - max(table.last_progress, table.watch_from))
                        table.seen, table.last_progress = n, now
                    if in_flight is not None and n > in_flight[0]:
                        seat.acked.append((*in_flight, now))
                        in_flight = None
                    if message["over"]:
                        table.over = True
                        return
                    to_act = message["to_act"]
                    if in_flight is None and to_act and to_act[0] == seat.seat \
                            and message["legal"]:
                        await asyncio.sleep(THINK)
                        in_flight = (n, message["legal"][0])
                        seat.sent.append(in_flight)
                        await ws.send(json.dumps({"type": "move", "move": in_flight[1]}))
        except Exception:  # closed (moved, stopping), refused, reset: again, as the page
            pass
        await asyncio.sleep(0.1)


class Database:
    """The cluster's PostgreSQL, read by this client (leases, moves)."""

    def __init__(self, url: str) -> None:
        self.conn = psycopg.connect(url, autocommit=True)

    def owners(self, ids: list[str]) -> dict[str, str | None]:
        rows = self.conn.execute(
            "SELECT table_id, owner FROM gt_table_leases WHERE table_id = ANY(%s) "
            "AND expires_at > clock_timestamp()", (ids,)).fetchall()
        found = dict(rows)
        return {tid: found.get(tid) for tid in ids}

    def playing(self, ids: list[str]) -> set[str]:
        return {r[0] for r in self.conn.execute(
            "SELECT id FROM gt_tables WHERE id = ANY(%s) AND status = 'playing'", (ids,))}

    def first_moves_after(self, ids: list[str], after: float) -> dict[str, float]:
        return dict(self.conn.execute(
            "SELECT table_id, min(t) FROM gt_moves WHERE table_id = ANY(%s) AND t > %s "
            "GROUP BY table_id", (ids, after)).fetchall())

    def moves_between(self, ids: list[str], start: float, end: float
                      ) -> dict[str, list[float]]:
        """Each table's move times in [start, end], with its last move before ``start``."""
        times: dict[str, list[float]] = {tid: [] for tid in ids}
        for tid, before in self.conn.execute(
                "SELECT table_id, max(t) FROM gt_moves WHERE table_id = ANY(%s) AND t < %s "
                "GROUP BY table_id", (ids, start)).fetchall():
            times[tid].append(max(before, start))
        for tid, t in self.conn.execute(
                "SELECT table_id, t FROM gt_moves WHERE table_id = ANY(%s) AND t >= %s AND "
                "t <= %s ORDER BY table_id, t", (ids, start, end)).fetchall():
            times[tid].append(t)
        return times

    def gaps(self) -> int:
        """Tables whose stored moves are not numbered 0, 1, 2, …"""
        return int(self.conn.execute(
            "SELECT count(*) FROM (SELECT table_id FROM gt_moves GROUP BY table_id "
            "HAVING count(*) <> max(idx) + 1) s").fetchone()[0])

    def stored(self, table_id: str) -> list[tuple[int, int, str]]:
        return [tuple(r) for r in self.conn.execute(
            "SELECT idx, seat, move FROM gt_moves WHERE table_id = %s ORDER BY idx",
            (table_id,))]

    def close(self) -> None:
        self.conn.close()


def lost_and_doubled(db: Database, tables: list[PeopleTable]) -> tuple[int, int]:
    """Acknowledged moves not stored where they were played; stored moves of a person's seat
    they did not send there."""
    lost = doubled = 0
    for table in tables:
        stored = db.stored(table.id)
        for seat in table.seats:
            sent = {at: move for at, move in seat.sent}
            for idx, who, move in stored:
                if who == seat.seat and (idx not in sent or sent[idx] != move):
                    doubled += 1
            for at, move, _when in seat.acked:
                if at >= len(stored) or stored[at][1] != seat.seat \
                        or stored[at][2] != move:
                    lost += 1
    return lost, doubled


async def create_tables(args: Any, port: int, people: int, bots: int
                        ) -> tuple[list[PeopleTable], list[str]]:
    """``people`` tables of two people and ``bots`` bot-vs-bot tables, through the proxy."""
    made_people: list[PeopleTable] = []
    made_bots: list[str] = []
    todo = [("people", i) for i in range(people)] + [("bots", i) for i in range(bots)]

    async def worker(w: int) -> None:
        http = load.HttpConnection("127.0.0.1", port)
        try:
            for kind, i in todo[w::args.concurrency]:
                seats = ([{"kind": "human"}] * 2 if kind == "people"
                         else [{"kind": "bot", "bot": "random"}] * 2)
                body = json.dumps({"game": "balloon-cup", "seed": i, "practice": True,
                                   "seats": seats, "bot_delay": args.bot_delay}).encode()
                while True:
                    try:
                        status, headers, answer = await http.request("POST", "/api/tables",
                                                                     body)
                    except (OSError, asyncio.IncompleteReadError):
                        await asyncio.sleep(0.25)
                        continue
                    if status in (408, 502, 503, 504):
                        await asyncio.sleep(load.retry_after(headers.get("retry-after")))
                        continue
                    if status != 201:
                        raise SystemExit(f"creating a table: {status} {answer[:300]!r}")
                    made = json.loads(answer)
                    break
                if kind == "people":
                    made_people.append(PeopleTable(made["id"], [
                        Seat(made["id"], s, seat["token"])
                        for s, seat in enumerate(made["seats"])]))
                else:
                    made_bots.append(made["id"])
        finally:
            http.close()

    await asyncio.gather(*(worker(w) for w in range(args.concurrency)))
    return made_people, made_bots


async def scenario(args: Any, cluster: Any, db_url: str, what: str) -> dict[str, Any]:
    port = int(cluster.url.rsplit(":", 1)[1])
    ws_base = cluster.url.replace("http", "ws", 1)
    db = Database(db_url)
    stop = asyncio.Event()
    started = time.perf_counter()
    people, bots = await create_tables(args, port, args.people, args.tables)
    created_in = time.perf_counter() - started
    players = [asyncio.create_task(person(ws_base, t, s, stop))
               for t in people for s in t.seats]
    result: dict[str, Any] = {"scenario": what, "created_in": created_in,
                              "people": len(people), "bots": len(bots)}
    every = [t.id for t in people] + bots
    try:
        await asyncio.sleep(args.bot_delay * 2 + args.settle)  # every table moving
        if what == "kill":
            await kill_one(args, cluster, db, people, bots, result)
        else:
            await rolling(args, cluster, db, people, bots, result)
    finally:
        stop.set()
        for task in players:
            task.cancel()
        await asyncio.gather(*players, return_exceptions=True)
    result["lost"], result["doubled"] = lost_and_doubled(db, people)
    result["gaps"] = db.gaps()
    result["playing_at_end"] = len(db.playing(every))
    db.close()
    return result


async def kill_one(args: Any, cluster: Any, db: Database, people: list[PeopleTable],
                   bots: list[str], result: dict[str, Any]) -> None:
    every = [t.id for t in people] + bots
    owners = db.owners(every)
    counts: dict[str, int] = {}
    for owner in owners.values():
        if owner:
            counts[owner] = counts.get(owner, 0) + 1
    victim = max(counts, key=lambda node: counts[node])
    playing = db.playing(every)
    mine = [tid for tid, owner in owners.items() if owner == victim and tid in playing]
    mine_people = [t for t in people if t.id in mine]
    result.update(victim=victim, on_victim=len(mine), people_on_victim=len(mine_people),
                  per_node=counts)
    pid = int((cluster.folder / f"{victim}.pid").read_text())
    os.kill(pid, signal.SIGKILL)
    killed = time.time()
    owned: dict[str, float] = {}
    moved: dict[str, float] = {}
    deadline = time.monotonic() + args.failover_timeout
    last_moves = 0.0
    while time.monotonic() < deadline:
        now = time.time()
        for tid, owner in (await asyncio.to_thread(
                db.owners, [t for t in mine if t not in owned])).items():
            if owner is not None and owner != victim:
                owned[tid] = now - killed
        if time.monotonic() - last_moves > 0.5:
            last_moves = time.monotonic()
            moved = {tid: t - killed for tid, t in (await asyncio.to_thread(
                db.first_moves_after, mine, killed)).items()}
        acked = all(any(when > killed for s in t.seats for _a, _m, when in s.acked)
                    or t.over for t in mine_people)
        if len(owned) == len(mine) and len(moved) >= len(mine) and acked:
            break
        await asyncio.sleep(0.05)
    moved = {tid: t - killed for tid, t in db.first_moves_after(mine, killed).items()}
    acks = [min(when for s in t.seats for _a, _m, when in s.acked if when > killed) - killed
            for t in mine_people
            if any(when > killed for s in t.seats for _a, _m, when in s.acked)]
    result.update(owned=list(owned.values()), moved=list(moved.values()), acked=acks,
                  never_owned=len(mine) - len(owned), never_moved=len(mine) - len(moved),
                  people_never_acked=len(mine_people) - len(acks))


async def rolling(args: Any, cluster: Any, db: Database, people: list[PeopleTable],
                  bots: list[str], result: dict[str, Any]) -> None:
    every = [t.id for t in people] + bots
    began = time.time()
    for table in people:
        table.watch_from, table.longest_wait = began, 0.0
    # its errors to a file: the processes it starts again keep a pipe open as long as they run
    errors = cluster.folder / "restart-rolling.err"
    with errors.open("wb") as err:
        restart = await asyncio.create_subprocess_exec(
            "bash", str(load.ROOT / "scripts" / "cluster.sh"), "restart-rolling", "--dir",
            str(cluster.folder), stdout=asyncio.subprocess.DEVNULL, stderr=err,
            env={**os.environ, "GAMETABLE_PYTHON": sys.executable})
        await restart.wait()
    if restart.returncode != 0:
        raise SystemExit(f"restart-rolling failed: {errors.read_text()[-3000:]}")
    await asyncio.sleep(1.0)
    ended = time.time()
    over = set(every) - db.playing(every)
    waits = []
    for tid, times in db.moves_between(every, began, ended).items():
        if not times:
            continue
        points = [began, *times] + ([] if tid in over else [ended])
        waits.append(max(b - a for a, b in zip(points, points[1:], strict=False)))
    result.update(restart_s=ended - began, waits=waits,
                  people_waits=[t.longest_wait for t in people],
                  waited_5s=sum(1 for w in waits if w >= WAIT_UNDER))


def failover_bench(args: Any) -> int:
    """Every (processes, tables, scenario) of ``--cluster``, ``--tables`` and ``--failover``
    on a fresh cluster each; the figures as they come, and whether the issue's bounds hold."""
    counts = [int(n) for n in args.cluster.split(",")]
    sizes = [int(n) for n in str(args.tables).split(",")]
    scenarios = [s for s in args.failover.split(",") if s]
    serve_options = [
        "--bot-delay", str(args.bot_delay), "--log-level", "warning",
        "--compute-processes", "0", "--rate-create", "off", "--rate-move", "off",
        "--rate-ws-message", "off", "--max-tables-per-client", "0",
        "--max-sockets-per-client", "0", "--takeover-grace", "120",
        *args.server_args_list]
    met = True
    print(f"server_load --cluster {args.cluster} --tables {args.tables} --failover "
          f"{args.failover}: unwatched random-bot balloon-cup tables (bot delay "
          f"{args.bot_delay} s) and {args.people} tables of two people through HAProxy, "
          f"{os.cpu_count()} cores, this client on the same cores; load average at the "
          f"start: {os.getloadavg()[0]:.2f}", flush=True)
    for tables in sizes:
        for processes in counts:
            for what in scenarios:
                args.tables = tables
                before = os.getloadavg()
                with tempfile.TemporaryDirectory(prefix="gametable-bench-failover-") as folder:
                    cluster = load.LocalCluster(Path(folder), processes, serve_options)
                    try:
                        cluster.start()
                        state = (Path(folder) / "cluster.state").read_text()
                        found = re.search(r'DB_URL="([^"]+)"', state)
                        if not found:
                            raise SystemExit("scripts/cluster.sh wrote no DB_URL")
                        result = load.run_loop(scenario(args, cluster, found[1], what))
                    finally:
                        with contextlib.suppress(Exception):
                            cluster.stop()
                after = os.getloadavg()
                met &= report(processes, tables, result, before, after)
    return 0 if met else 1


def curve(times: list[float]) -> str:
    """How many of the tables had it done by each half second."""
    if not times:
        return "-"
    marks = [0.5 * i for i in range(1, int(2 * max(times)) + 2)]
    return ", ".join(f"{m:g} s {sum(1 for t in times if t <= m)}" for m in marks)


def report(processes: int, tables: int, r: dict[str, Any], before: tuple[float, ...],
           after: tuple[float, ...]) -> bool:
    sound = r["lost"] == 0 and r["doubled"] == 0 and r["gaps"] == 0
    print(f"  {processes} processes, {tables} bot tables + {r['people']} people's tables "
          f"(created in {r['created_in']:.0f} s), {r['scenario']}; load average 1/5 min "
          f"before {before[0]:.2f}/{before[1]:.2f}, after {after[0]:.2f}/{after[1]:.2f}")
    if r["scenario"] == "kill":
        print(f"    kill -9 of {r['victim']} holding {r['on_victim']} tables "
              f"({r['people_on_victim']} people's; tables per node {r['per_node']})")
        print(f"    owned again:       {quantiles(r['owned'])}"
              f" ({r['never_owned']} never); the curve, tables owned by: {curve(r['owned'])}")
        print(f"    first bot move:    {quantiles(r['moved'])} ({r['never_moved']} never)")
        print(f"    person's move ack: {quantiles(r['acked'])}"
              f" ({r['people_never_acked']} never)")
        ok = (not r["never_owned"] and not r["never_moved"] and not r["people_never_acked"]
              and max(r["owned"], default=0) < OWNED_WITHIN
              and max(r["moved"], default=0) < MOVING_WITHIN)
        bound = f"owned < {OWNED_WITHIN:g} s and moving < {MOVING_WITHIN:g} s (max)"
    else:
        print(f"    rolling restart took {r['restart_s']:.0f} s; longest wait a table: "
              f"{quantiles(r['waits'])}; {r['waited_5s']} tables waited >= "
              f"{WAIT_UNDER:g} s; people's tables: {quantiles(r['people_waits'])}")
        ok = r["waited_5s"] == 0 and max(r["people_waits"], default=0) < WAIT_UNDER
        bound = f"no table waits {WAIT_UNDER:g} s"
    print(f"    lost {r['lost']}, doubled {r['doubled']}, tables with gaps {r['gaps']}; "
          f"still playing at the end {r['playing_at_end']}; target {bound}, 0 lost, "
          f"0 doubled: {'met' if ok and sound else 'NOT met'}", flush=True)
    return ok and sound
