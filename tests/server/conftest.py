"""Shared fixtures: a fake game registered only for these tests, a server per test, the
PostgreSQL cluster, and a watch on database statements run on an event loop's thread."""

from __future__ import annotations

import asyncio
import sys
import traceback
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event
from sqlalchemy.engine import Engine

from gametable.core import registry
from gametable.server.web.app import create_app
from tests.components import missing

from .helpers import fakegame, pg


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(sys.modules, "gametable_test_fakegame", fakegame)
    monkeypatch.setitem(registry.REGISTRY, "fake", registry.GameEntry.of(fakegame.DESCRIPTOR))
    return "fake"


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'tables.db'}"


@pytest.fixture
def client(fake_game: str, db_url: str) -> Iterator[TestClient]:
    app = create_app(db_url, bot_delay=0.0)
    with TestClient(app) as test_client:
        yield test_client


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[pg.Cluster]:
    """One throw-away PostgreSQL cluster per test process (see pg.py).

    Missing server binaries skip the PostgreSQL tests locally (listed at the end of the run)
    but fail them under CI=true, where scripts/test-setup.sh must have installed them.
    """
    try:
        cluster = pg.start_cluster()
    except FileNotFoundError:
        missing(pg.MISSING)
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def pg_url(pg_cluster: pg.Cluster) -> str:
    """A fresh empty database on the test cluster, as a ``postgresql://`` URL."""
    return pg_cluster.new_database()


@pytest.fixture
def on_the_loop() -> Iterator[list[str]]:
    """The server functions that ran a database statement on an event loop's thread (each as
    its innermost server frames): a test of reads kept off the loop asserts it stays empty."""
    found: list[str] = []

    def check(conn, cursor, statement, parameters, context, executemany) -> None:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return  # a thread of its own: fine
        frames = [f for f in traceback.extract_stack() if "/gametable/server/" in f.filename]
        if frames:
            found.append(" <- ".join(f"{f.filename.rsplit('/gametable/server/', 1)[1]}:{f.name}"
                                     for f in frames[::-1][:4]))

    event.listen(Engine, "before_cursor_execute", check)
    try:
        yield found
    finally:
        event.remove(Engine, "before_cursor_execute", check)
