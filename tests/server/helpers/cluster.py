"""A cluster as people reach it: scripts/cluster.sh's PostgreSQL, HAProxy and ``gametable serve
--cluster`` processes (hosting/test_cluster_proxy.py, and the browser's tests/web/
test_cluster_reconnect.py)."""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg

from tests.components import missing

from . import pg
from .procs import ROOT

SCRIPT = ROOT / "scripts" / "cluster.sh"
HAPROXY = os.environ.get("GAMETABLE_HAPROXY", "/usr/sbin/haproxy")
SERVE_OPTIONS = [
    "--bot-delay", "0.05", "--compute-processes", "0", "--log-level", "warning",
    # every request comes through the proxy from one address, this test's
    "--rate-create", "off", "--rate-move", "off", "--rate-ws-message", "off",
    "--max-tables-per-client", "0", "--max-sockets-per-client", "0",
    # a seat stays the person's across the reconnects (no bot takes it over)
    "--takeover-grace", "120",
]


@dataclass
class Cluster:
    folder: Path
    url: str
    db_url: str
    processes: int

    def script(self, *arguments: str, timeout: float = 300) -> subprocess.CompletedProcess:
        return run_script(*arguments, "--dir", str(self.folder), timeout=timeout)

    def pid(self, node: str) -> int:
        return int((self.folder / f"{node}.pid").read_text())

    def owners(self, table_ids: list[str]) -> dict[str, str | None]:
        """Each table's live lease owner (a node name), or None."""
        with psycopg.connect(self.db_url) as conn:
            rows = conn.execute(
                "SELECT table_id, owner FROM gt_table_leases WHERE table_id = ANY(%s) "
                "AND expires_at > clock_timestamp()", (table_ids,)).fetchall()
        found = dict(rows)
        return {tid: found.get(tid) for tid in table_ids}

    def stored_moves(self, table_id: str) -> list[tuple[int, int, str]]:
        with psycopg.connect(self.db_url) as conn:
            return [tuple(row) for row in conn.execute(  # moves in the games' notation
                "SELECT idx, seat, move FROM gt_moves WHERE table_id = %s ORDER BY idx",
                (table_id,))]


def run_script(*arguments: str, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(SCRIPT), *arguments], capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, "GAMETABLE_PYTHON": sys.executable})


@contextlib.contextmanager
def started_cluster(folder: Path) -> Iterator[Cluster]:
    """Two processes behind HAProxy on a PostgreSQL of their own, in ``folder``; stopped at
    the end. Missing HAProxy or PostgreSQL skips (fails under CI=true)."""
    if not os.access(HAPROXY, os.X_OK):
        missing(f"HAProxy ({HAPROXY}, Debian's haproxy) is missing")
    if pg.find_bindir() is None:
        missing(pg.MISSING)
    started = run_script("start", "--processes", "2", "--port", "0", "--dir", str(folder),
                         "--", *SERVE_OPTIONS)
    assert started.returncode == 0, started.stderr[-4000:]
    url = started.stdout.strip().splitlines()[-1]
    state = (folder / "cluster.state").read_text()
    db_url = re.search(r'DB_URL="([^"]+)"', state)
    made = Cluster(folder, url, db_url[1] if db_url else "", 2)
    try:
        assert db_url, state
        yield made
    finally:
        stopped = made.script("stop", timeout=120)
        assert stopped.returncode == 0, stopped.stderr[-2000:]
