"""Which database: URLs as people write them, and the engine each kind gets."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from sqlalchemy import (
    MetaData,
    create_engine,
    event,
    text,
)
from sqlalchemy.engine import Engine, make_url

log = logging.getLogger("gametable.server")


def normalise_url(url: str) -> str:
    """Accept the plain ``postgresql://`` form and use the installed psycopg 3 driver."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return url


#: the URL forms ``--db`` takes; a value without ``://`` is a SQLite file's path
DATABASE_SCHEMES = ("sqlite", "postgresql", "postgres", "postgresql+psycopg")


def database_url(text: str) -> str:
    """A ``--db`` value as a database URL: a plain path is a SQLite file there; a URL must be
    ``sqlite:///…`` or ``postgresql://…``. ``ValueError`` with the forms taken otherwise."""
    text = text.strip()
    if not text:
        raise ValueError("the database is empty: give a file path, sqlite:///path.db or "
                         "postgresql://user:password@host/database")
    if "://" not in text:
        return f"sqlite:///{Path(text).as_posix()}"
    scheme = text.split("://", 1)[0].lower()
    if scheme not in DATABASE_SCHEMES:
        raise ValueError(f"unknown database kind {scheme!r}: give a file path, "
                         "sqlite:///path.db or postgresql://user:password@host/database")
    return text


def shown_url(url: str) -> str:
    """``url`` with its password hidden, for messages and logs."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # noqa: BLE001 - a URL too broken to parse is shown up to its host
        return url.split("@", 1)[-1] if "@" in url else url


def default_url(data_dir: str | Path = "data") -> str:
    path = Path(data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{(path / 'gametable.db').as_posix()}"


def sqlite_path(url: str) -> Path | None:
    """The file of a ``sqlite:///`` URL; ``None`` for an in-memory database or another kind."""
    url = normalise_url(url)
    if not url.startswith("sqlite:///") or url == "sqlite:///:memory:":
        return None
    return Path(url[len("sqlite:///") :])


#: the PostgreSQL advisory lock held while creating tables ("gtschem" in ASCII)
SCHEMA_LOCK_KEY = 0x67747363686D

def create_schema(engine: Engine, schema: MetaData) -> None:
    """Create the tables of ``schema`` that do not exist yet. On PostgreSQL under a lock:
    the processes of a cluster starting together on a new database would otherwise race to
    create the same tables (and all but one fail on a duplicate type name)."""
    if engine.dialect.name != "postgresql":
        schema.create_all(engine)
        return
    with engine.begin() as conn:
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
        schema.create_all(conn)


#: milliseconds PostgreSQL lets a session of this server sit in an open transaction
IDLE_IN_TRANSACTION_MS = 5000


def make_engine(url: str, *, busy_timeout: float = 5.0, checkpoints: bool = True) -> Engine:
    """``busy_timeout``: how long a SQLite write waits for another connection's lock.
    ``checkpoints``: whether a SQLite commit copies a full log into the database itself
    (``False``: the caller runs checkpoints, as :class:`Store`'s checkpointer does)."""
    url = normalise_url(url)
    if url.startswith("sqlite"):
        path = sqlite_path(url)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": busy_timeout}
        )

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            # WAL + NORMAL: a committed transaction survives the process being killed.
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            if not checkpoints:
                cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.close()

        return engine
    # A transaction of this server lasts milliseconds. One left open longer is a process
    # stopped in the middle of it (paused, a machine frozen): PostgreSQL ends its session,
    # so its locks (a table's fence lock, its lease row) do not keep the other processes of a
    # cluster from taking its tables over (see .ownership).
    return create_engine(url, pool_pre_ping=True, connect_args={
        "options": f"-c idle_in_transaction_session_timeout={IDLE_IN_TRANSACTION_MS}"})
