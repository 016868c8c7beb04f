"""A throw-away PostgreSQL cluster for the tests: initdb in a temp dir, gone after.

It listens on a Unix socket in its own directory and on no TCP port at all, so parallel test
processes never race for a port (the old "find a free port, then start" could lose it to
another process in between).

Why not a long-lived server: the project installs and starts every real component itself
(`scripts/test-setup.sh` installs Debian's ``postgresql`` package; this module starts it), so a
fresh CI machine runs the PostgreSQL tests with nothing done by hand and nothing left behind.
initdb refuses to run as root, so as root the cluster runs as the ``postgres`` system user
(created by the Debian package) in a directory handed over to it.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import psycopg

MISSING = "the PostgreSQL server (/usr/lib/postgresql/*/bin/initdb, Debian's postgresql) is missing"


def find_bindir() -> Path | None:
    """The newest installed PostgreSQL server's bin folder, or None."""
    found = glob.glob("/usr/lib/postgresql/*/bin/initdb")
    if not found:
        return None

    def version(path: str) -> tuple[int, ...]:
        name = Path(path).parent.parent.name
        return tuple(int(p) for p in name.split(".") if p.isdigit())

    return Path(max(found, key=version)).parent


class Cluster:
    """One running PostgreSQL cluster on a Unix socket in ``root``, with trust auth."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        root = os.getuid() == 0  # the postgres user must reach the folder: /tmp, not $TMPDIR
        self.root = Path(tempfile.mkdtemp(prefix="gametable-pg-", dir="/tmp" if root else None))
        self.data = self.root / "data"
        self.user = "postgres"
        self._names = itertools.count()
        self._as: list[str] = []
        if os.getuid() == 0:
            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                raise RuntimeError(
                    "running as root but there is no 'postgres' system user to run initdb as; "
                    "the Debian postgresql package creates it (scripts/test-setup.sh)"
                ) from None
            os.chown(self.root, owner.pw_uid, owner.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self._as, *args], capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise RuntimeError(f"{Path(args[0]).name} failed: {done.stdout}{done.stderr}")

    def start(self) -> None:
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", self.user,
                  "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync")
        # Speed over durability of the *database server*: the tests kill the app, never it.
        options = (f"-k {self.root} -c listen_addresses='' "
                   "-c fsync=off -c synchronous_commit=off -c full_page_writes=off")
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l",
                  str(self.root / "log"), "-o", options, "-w", "-t", "30", "start")

    def admin(self) -> psycopg.Connection:
        return psycopg.connect(host=str(self.root), user=self.user, dbname="postgres",
                               autocommit=True)

    def url(self, dbname: str) -> str:
        return f"postgresql://{self.user}@/{dbname}?host={self.root}"

    def new_database(self) -> str:
        """A fresh empty database; returns its ``postgresql://`` URL."""
        name = f"gametable_test_{next(self._names)}"
        with self.admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate",
                          "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def start_cluster() -> Cluster:
    """Start a cluster or raise RuntimeError; the caller decides whether to skip or fail."""
    bindir = find_bindir()
    if bindir is None:
        raise FileNotFoundError(MISSING)
    cluster = Cluster(bindir)
    try:
        cluster.start()
        deadline = time.monotonic() + 10
        while True:  # pg_ctl -w waited already; this only covers a slow first connection
            try:
                cluster.admin().close()
                break
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
    except Exception as error:
        log = cluster.root / "log"
        tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
        cluster.stop()
        raise RuntimeError(f"the PostgreSQL test cluster did not start: {error}\n{tail}") from None
    return cluster
