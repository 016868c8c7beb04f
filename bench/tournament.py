#!/usr/bin/env python3
"""Tournaments in the server: the director's step, whole tournaments on a cluster, and a
``kill -9`` of the director's process.

    .venv/bin/python bench/tournament.py [--entrants 1024] [--teams 256] [--rounds 10]
        [--arena-seconds 180] [--best-of 3] [--hands 2] [--kill-entrants 128]
        [--only pairing,run,kill] [--out bench/results/tournament.md]

Three parts, each on a local cluster of ``scripts/cluster.sh`` (a throw-away PostgreSQL,
HAProxy, ``gametable serve --cluster`` processes started with ``--tournament-bots``: the
machinery of ``bench/server_load.py --cluster``):

- **pairing**: the director's whole step for a round of ``--entrants / 2`` tables (512):
  pairing (the library), the state written (fenced by the director's lease) and the tables
  made (one ``create_many``: rows, seats, leases and game rows in one group commit), timed by
  the director itself, p50/p99/max over ``--rounds`` rounds of a Swiss of bot entrants
  (Balloon Cup). It runs in this process (``create_app(..., cluster=True)``, a node of its own
  on a database of its own on the cluster's PostgreSQL), so the bench can end each round at
  once: every game's result is written as the game's last move writes it (and its table
  set over), where bots would take a minute a round; the step measured is the server's own.
- **run**: an arena of ``--entrants`` bot entrants (Balloon Cup, ``--arena-seconds`` long)
  and a knockout of ``--teams`` bot teams (Baloot, ``"hands": --hands`` a game, best of
  ``--best-of``), made over the API through the proxy and run to the end on 2 processes,
  the bots playing at ``--bot-delay``; each checked against its games' rows (every game
  counted once, the arena's points and the bracket's majorities worked out again).
- **kill**: a Swiss of ``--kill-entrants`` bot entrants (Balloon Cup, 4 rounds) on a fresh
  cluster of 2; ``kill -9`` of the process holding the director's lease in the middle of
  round 2. Timed: until the survivor holds the lease, and until it counts its first result
  (a game of round 2, taken over with its table, ending); then, at the end, games lost (a
  game of the state without its table or result) and results lost or counted twice (the
  standings against the games' rows).

The figures go to ``--out`` with the command and the machine's load.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import psycopg
import server_load as load  # (run as bench/tournament.py: bench/ is on the path)

ROOT = Path(__file__).resolve().parents[1]
SERVE = ["--log-level", "warning", "--compute-processes", "0", "--tournament-bots",
         "--rate-create", "off", "--rate-move", "off", "--rate-ws-message", "off",
         "--max-tables-per-client", "0", "--max-sockets-per-client", "0",
         "--rate-queue", "off", "--max-open-tables", "20000"]


def quantiles(values: list[float]) -> str:
    if not values:
        return "none"
    return (f"p50 {statistics.median(values):.3f} s, p99 {load.percentile(values, 99):.3f} s, "
            f"max {max(values):.3f} s")


def started(folder: Path, processes: int, bot_delay: float) -> tuple[load.LocalCluster, str]:
    cluster = load.LocalCluster(folder, processes, [*SERVE, "--bot-delay", str(bot_delay)])
    cluster.start()
    found = re.search(r'DB_URL="([^"]+)"', (folder / "cluster.state").read_text())
    if not found:
        raise SystemExit("scripts/cluster.sh wrote no DB_URL")
    return cluster, found[1]


def account(base: str) -> httpx.Client:
    """A browser signed in to a new account (tournaments are made by accounts)."""
    client = httpx.Client(base_url=base, timeout=60)
    client.post("/api/me/guest", json={})
    answer = client.post("/api/register", json={"username": f"bench{random.randrange(10**9)}",
                                                "password": "a long bench password"})
    answer.raise_for_status()
    return client


def wait_for(read: Any, done: Any, timeout: float, every: float = 0.5) -> Any:
    deadline = time.monotonic() + timeout
    while not done(value := read()):
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out after {timeout:g} s")
        time.sleep(every)
    return value


def games_of(db: str, tournament_id: str) -> list[dict[str, Any]]:
    with psycopg.connect(db) as conn:
        rows = conn.execute(
            "SELECT game, table_id, sides, result, recorded, finished FROM gt_tournament_games "
            "WHERE tournament_id = %s ORDER BY finished, game", (tournament_id,)).fetchall()
    return [{"game": g, "table": t, "sides": json.loads(s),
             "result": None if r is None else json.loads(r), "recorded": rec, "finished": f}
            for g, t, s, r, rec, f in rows]


def state_of(db: str, tournament_id: str) -> tuple[dict[str, Any], int]:
    with psycopg.connect(db) as conn:
        state, version = conn.execute("SELECT state, version FROM gt_tournaments WHERE id = %s",
                                      (tournament_id,)).fetchone()
    return json.loads(state), int(version)


# --- (a) the director's step ----------------------------------------------------------------


def pairing(args: argparse.Namespace, db_url: str) -> dict[str, Any]:
    """Rounds of a Swiss of ``--entrants`` bot entrants in this process; the director's
    step of each round (its own timing)."""
    from fastapi.testclient import TestClient
    from sqlalchemy import update

    from gametable.server.storage.schema import tables_t, tournament_games_t
    from gametable.server.tournaments import records
    from gametable.server.tournaments.rules import parse_spec
    from gametable.server.tournaments.service import TournamentSettings
    from gametable.server.web.app import create_app
    from gametable.server.wire import dumps

    admin = re.sub(r"/gametable\?", "/postgres?", db_url)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute("CREATE DATABASE bench_pairing")
    url = db_url.replace("/gametable?", "/bench_pairing?")
    app = create_app(url, cluster=True, node="bench-pairing", bot_delay=10.0,
                     max_open_tables=20000, tournaments=TournamentSettings(
                         bot_entrants=True, tick=0.2))
    rng = random.Random(1)
    with TestClient(app) as client:
        service = client.app.state.tournaments
        manager = client.app.state.manager
        spec = parse_spec({"name": "Pairing bench", "game": "balloon-cup", "format": "swiss",
                           "rounds": args.rounds, "clock": {"move": 60, "bank": 0},
                           "bot_entrants": args.entrants}, time.time(), bot_entrants=True)
        tournament_id = client.portal.call(service.create, spec, None)

        def director() -> Any:
            return service.directors.get(tournament_id)

        def end_round() -> int:
            """Every game under way ends now, as its last move would write it."""
            open_games = [g for g in games_of(url, tournament_id) if g["result"] is None]
            now = time.time()
            results = [{"table": g["table"], "result": dumps({"scores": list(rng.choice(
                [(1.0, 0.0)] * 9 + [(0.0, 1.0)] * 9 + [(1.0, 1.0)] * 2)), "absent": []})}
                for g in open_games]

            def op(conn: Any) -> None:
                for found in results:
                    conn.execute(update(tournament_games_t).where(
                        tournament_games_t.c.table_id == found["table"]).values(
                        result=found["result"], finished=now))
                conn.execute(update(tables_t).where(tables_t.c.id.in_(
                    [f["table"] for f in results])).values(status="over"))
                records.notify(conn, f"g {tournament_id}")

            async def finish() -> None:
                await manager.store.run(op)
                for found in results:  # (their bots stop: the games are over)
                    manager.hosting.evict(found["table"], None, "the bench ended its game")

            client.portal.call(finish)
            return len(results)

        for number in range(1, args.rounds + 1):
            wait_for(lambda n=number: director() is not None and len(director().steps) >= n,
                     lambda ok: ok, 300, every=0.05)
            seconds, made = director().steps[number - 1]
            print(f"  round {number}: {made} tables, step {seconds:.3f} s", flush=True)
            if number < args.rounds:
                end_round()
        steps = list(director().steps)
    return {"steps": [s for s, _made in steps], "tables": [m for _s, m in steps]}


# --- (b) whole tournaments ------------------------------------------------------------------


def arena_checked(db: str, tournament_id: str, shown: dict[str, Any]) -> str:
    """The arena's standings against its games' rows (its points worked out again)."""
    games = games_of(db, tournament_id)
    points: dict[str, int] = {}
    streak: dict[str, int] = {}
    for game in games:
        a, b = game["result"]["scores"]
        first = 1.0 if a > b else 0.0 if a < b else 0.5
        for index, entrant in enumerate(game["sides"]):
            if entrant is None or None in game["sides"]:
                continue  # (a bot's game counts nothing)
            mine = first if index == 0 else 1.0 - first
            base = {1.0: 2, 0.5: 1, 0.0: 0}[mine]
            on_fire = streak.get(entrant, 0) >= 2
            points[entrant] = points.get(entrant, 0) + (2 * base if on_fire else base)
            streak[entrant] = streak.get(entrant, 0) + 1 if mine == 1.0 else 0
    standings = {row["entrant"]: row["points"] for row in shown["standings"]}
    wrong = sum(1 for e, p in standings.items() if points.get(e, 0) != p)
    unrecorded = sum(1 for g in games if not g["recorded"] or g["result"] is None)
    return (f"{len(games)} games, {unrecorded} not counted, {wrong} entrants whose points "
            f"differ from their games")


def decided(games: list[list[float]], best_of: int) -> tuple[int, int | None] | None:
    """Where a match of these games is decided by docs/tournaments.md's rule, and by whom
    (``None``: the higher seed, all drawn): more than half of ``best_of``, or, level after
    them, the next game won."""
    a = b = 0.0
    for played, (x, y) in enumerate(games, start=1):
        a, b = a + x, b + y
        if (max(a, b) > best_of / 2 if played <= best_of else a != b):
            return played, 0 if a > b else 1
        if played >= 2 * best_of:
            return played, None
    return None


def knockout_checked(db: str, tournament_id: str, shown: dict[str, Any]) -> str:
    games = games_of(db, tournament_id)
    bracket = shown["bracket"]
    played = wrong = 0
    for matches in bracket["rounds"]:
        for match in matches:
            if match["how"] not in ("played", "seed"):
                continue
            played += len(match["games"])
            side = 0 if match["winner"] == match["sides"][0]["entrant"] else 1
            ended = decided(match["games"], bracket["best_of"])
            if ended is None or ended[0] != len(match["games"]) or (
                    match["how"] == "played" and ended[1] != side):
                wrong += 1
    unrecorded = sum(1 for g in games if not g["recorded"] or g["result"] is None)
    return (f"{len(games)} games ({played} in the bracket), {unrecorded} not counted, "
            f"{wrong} matches not decided by the rule (a majority of best of "
            f"{bracket['best_of']}, or level then the next game won); champion "
            f"{bracket['champion']}")


def run(args: argparse.Namespace, base: str, db: str) -> dict[str, Any]:
    browser = account(base)
    arena = browser.post("/api/tournaments", json={
        "name": "Bench arena", "game": "balloon-cup", "format": "arena",
        "duration": args.arena_seconds, "clock": {"move": 60, "bank": 0},
        "bot_entrants": args.entrants})
    arena.raise_for_status()
    knockout = browser.post("/api/tournaments", json={
        "name": "Bench knockout", "game": "baloot", "options": {"hands": args.hands},
        "format": "knockout", "best_of": args.best_of, "clock": {"move": 60, "bank": 0},
        "bot_entrants": args.teams})
    knockout.raise_for_status()
    began = time.monotonic()
    ids = {"arena": arena.json()["id"], "knockout": knockout.json()["id"]}
    ended: dict[str, float] = {}
    shown: dict[str, Any] = {}
    deadline = began + args.arena_seconds + args.run_timeout
    while len(ended) < 2 and time.monotonic() < deadline:
        for what, tournament_id in ids.items():
            if what in ended:
                continue
            found = browser.get(f"/api/tournaments/{tournament_id}").json()
            if found["status"] == "over":
                ended[what] = time.monotonic() - began
                shown[what] = found
                print(f"  {what} over after {ended[what]:.0f} s", flush=True)
        time.sleep(1.0)
    if len(ended) < 2:
        raise SystemExit(f"not over within the bench's time: {sorted(set(ids) - set(ended))}")
    return {"ended": ended, "arena": arena_checked(db, ids["arena"], shown["arena"]),
            "knockout": knockout_checked(db, ids["knockout"], shown["knockout"]),
            "arena_winner": shown["arena"]["winner"], "ids": ids}


# --- (c) kill -9 of the director's process --------------------------------------------------


def kill(args: argparse.Namespace, cluster: load.LocalCluster, base: str, db: str
         ) -> dict[str, Any]:
    browser = account(base)
    made = browser.post("/api/tournaments", json={
        "name": "Bench kill Swiss", "game": "balloon-cup", "format": "swiss", "rounds": 4,
        "clock": {"move": 60, "bank": 0}, "bot_entrants": args.kill_entrants})
    made.raise_for_status()
    tournament_id = made.json()["id"]
    key = f"tournament:{tournament_id}"
    tables = args.kill_entrants // 2

    def owner() -> str | None:
        with psycopg.connect(db) as conn:
            row = conn.execute("SELECT owner FROM gt_table_leases WHERE table_id = %s AND "
                               "expires_at > clock_timestamp()", (key,)).fetchone()
        return None if row is None else row[0]

    def in_round_two() -> bool:
        """Round 2 paired and its tables made, none of its games over yet."""
        if owner() is None:
            return False
        with psycopg.connect(db) as conn:
            text = conn.execute("SELECT state FROM gt_tournaments WHERE id = %s",
                                (tournament_id,)).fetchone()[0]
        rounds = (json.loads(text) if text else {}).get("rounds") or []
        if len(rounds) != 2 or any(b["points"] is not None and b["kind"] == "game"
                                   for b in rounds[1]):
            return False
        return sum(1 for g in games_of(db, tournament_id) if g["result"] is None) >= tables
    wait_for(in_round_two, lambda ok: ok, 600, every=0.1)
    victim = owner()
    open_before = [g["game"] for g in games_of(db, tournament_id) if g["result"] is None]
    _state, version = state_of(db, tournament_id)
    pid = int((cluster.folder / f"{victim}.pid").read_text())
    os.kill(pid, signal.SIGKILL)
    killed = time.monotonic()
    print(f"  killed {victim} (pid {pid}) with {len(open_before)} games of round 2 under way",
          flush=True)
    taken = written = None
    while time.monotonic() - killed < 60 and (taken is None or written is None):
        now_owner = owner()
        if taken is None and now_owner not in (None, victim):
            taken = time.monotonic() - killed
        if taken is not None and written is None and state_of(db, tournament_id)[1] > version:
            written = time.monotonic() - killed
        time.sleep(0.02)
    over = wait_for(lambda: browser.get(f"/api/tournaments/{tournament_id}").json(),
                    lambda d: d["status"] == "over", 900, every=1.0)
    games = games_of(db, tournament_id)
    state, _version = state_of(db, tournament_id)
    boards = [b for rounds in state["rounds"] for b in rounds if b["kind"] == "game"]
    by_game = {g["game"]: g for g in games}
    lost_games = sum(1 for b in boards if b["game"] not in by_game
                     or by_game[b["game"]]["result"] is None)
    wins: dict[str, float] = {row["entrant"]: 0.0 for row in over["standings"]}
    for game in games:
        a, b = game["result"]["scores"]
        first = 1.0 if a > b else 0.0 if a < b else 0.5
        wins[game["sides"][0]] += first
        wins[game["sides"][1]] += 1.0 - first
    off = sum(1 for row in over["standings"] if row["points"] != wins[row["entrant"]])
    met = [frozenset(g["sides"]) for g in games]
    return {"victim": victim, "under_way": len(open_before), "taken": taken,
            "written": written, "games": len(games), "boards": len(boards),
            "lost_games": lost_games, "results_off": off,
            "unrecorded": sum(1 for g in games if not g["recorded"]),
            "repeats": len(met) - len(set(met)), "rounds": len(state["rounds"])}


# --- the report -----------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=1024)
    parser.add_argument("--teams", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=10, help="Swiss rounds timed (pairing)")
    parser.add_argument("--arena-seconds", type=float, default=180.0)
    parser.add_argument("--best-of", type=int, default=3)
    parser.add_argument("--hands", type=int, default=2, help="Baloot hands a game (run)")
    parser.add_argument("--bot-delay", type=float, default=0.05)
    parser.add_argument("--kill-entrants", type=int, default=128)
    parser.add_argument("--run-timeout", type=float, default=900.0,
                        help="seconds the run may take past the arena's length")
    parser.add_argument("--only", default="pairing,run,kill")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "tournament.md"))
    args = parser.parse_args()
    parts = set(args.only.split(","))
    load.raise_file_limit()
    command = "bench/tournament.py " + " ".join(sys.argv[1:])
    lines = [f"# Tournaments in the server ({time.strftime('%Y-%m-%d', time.gmtime())})", "",
             f"    .venv/bin/python {command.strip()}", "",
             f"{os.cpu_count()} cores; load average at the start "
             f"{', '.join(f'{x:.2f}' for x in os.getloadavg())} (other work beside it).", ""]
    if parts & {"pairing", "run"}:
        with tempfile.TemporaryDirectory(prefix="gametable-bench-tournament-") as folder:
            cluster, db = started(Path(folder), 2, args.bot_delay)
            try:
                if "pairing" in parts:
                    print("pairing:", flush=True)
                    found = pairing(args, db)
                    lines += [f"**Pairing** (a Swiss of {args.entrants} bot entrants, Balloon "
                              f"Cup, {args.rounds} rounds of {args.entrants // 2} tables, "
                              "in-process node on PostgreSQL): the director's whole step "
                              "(pairing, the state written under its lease, "
                              f"{args.entrants // 2} tables made in one create_many) "
                              f"{quantiles(found['steps'])}; tables a step: "
                              f"{sorted(set(found['tables']))}.", ""]
                if "run" in parts:
                    print("run:", flush=True)
                    found = run(args, cluster.url, db)
                    lines += [f"**Run to the end on 2 processes** (bots at --bot-delay "
                              f"{args.bot_delay} s, random bots): an arena of {args.entrants} "
                              f"bot entrants (Balloon Cup, {args.arena_seconds:g} s) over after "
                              f"{found['ended']['arena']:.0f} s: {found['arena']}; a knockout "
                              f"of {args.teams} bot teams (Baloot, {args.hands} hands a game, "
                              f"best of {args.best_of}) over after "
                              f"{found['ended']['knockout']:.0f} s: {found['knockout']}.", ""]
            finally:
                with contextlib.suppress(Exception):
                    cluster.stop()
    if "kill" in parts:
        with tempfile.TemporaryDirectory(prefix="gametable-bench-tournament-") as folder:
            cluster, db = started(Path(folder), 2, args.bot_delay)
            try:
                print("kill:", flush=True)
                found = kill(args, cluster, cluster.url, db)
            finally:
                with contextlib.suppress(Exception):
                    cluster.stop()
        lines += [f"**kill -9 of the director's process** (a Swiss of {args.kill_entrants} "
                  f"bot entrants, Balloon Cup, 4 rounds, killed in round 2 with "
                  f"{found['under_way']} games under way): the survivor held the director's "
                  f"lease {found['taken']:.2f} s after the kill and counted its first result "
                  f"(a game of round 2 ending on its taken-over table) {found['written']:.2f} s "
                  f"after it; at the end {found['games']} games for "
                  f"{found['boards']} boards of {found['rounds']} rounds, "
                  f"{found['lost_games']} games lost, {found['unrecorded']} results not "
                  f"counted, {found['results_off']} entrants whose points differ from their "
                  f"games (a result lost or counted twice), {found['repeats']} pairs met "
                  "twice.", ""]
    text = "\n".join(lines)
    print(text)
    Path(args.out).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
