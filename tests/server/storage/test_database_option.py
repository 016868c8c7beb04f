"""``gametable serve --db``: a path, a SQLite URL or a PostgreSQL URL; anything else, or a
database that cannot be opened, is refused in one line that says why (never a traceback)."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from gametable.server.storage.store import Store, database_url, shown_url

from ..helpers.procs import ROOT


def test_a_plain_path_is_a_sqlite_file(tmp_path):
    url = database_url(str(tmp_path / "games.db"))
    assert url == f"sqlite:///{(tmp_path / 'games.db').as_posix()}"
    Store(url).close()
    assert (tmp_path / "games.db").exists()


@pytest.mark.parametrize("url", [
    "sqlite:///data/x.db", "sqlite://", "postgresql://u:p@h/db", "postgres://h/db",
    "postgresql+psycopg://h/db",
])
def test_database_urls_pass_unchanged(url):
    assert database_url(url) == url


@pytest.mark.parametrize("text, words", [
    ("", "the database is empty"),
    ("mysql://root@localhost/db", "unknown database kind 'mysql'"),
    ("http://example.org/db", "unknown database kind 'http'"),
])
def test_other_values_are_refused_with_the_forms_taken(text, words):
    with pytest.raises(ValueError, match=words) as refused:
        database_url(text)
    assert "postgresql://user:password@host/database" in str(refused.value)


def test_a_shown_url_hides_its_password():
    assert shown_url("postgresql://ann:secret@db.example/games") == (
        "postgresql://ann:***@db.example/games")
    assert "secret" not in shown_url("postgresql://ann:secret@[bad")


def _serve(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "gametable.cli", "serve", "--port", "0", *arguments],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )


def test_serve_refuses_an_unknown_database_kind_in_one_line():
    refused = _serve("--db", "mysql://root@localhost/db")
    assert refused.returncode == 2
    assert "argument --db: unknown database kind 'mysql'" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_serve_says_which_database_it_could_not_reach_without_its_password():
    with socket.socket() as closed:  # a port nothing listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    refused = _serve("--db", f"postgresql://ann:secret@127.0.0.1:{port}/games")
    assert refused.returncode == 2, refused.stderr
    assert refused.stderr.startswith(
        f"gametable serve: cannot open the database postgresql://ann:***@127.0.0.1:{port}/games: ")
    assert "refused" in refused.stderr
    assert "secret" not in refused.stderr
    assert "Traceback" not in refused.stderr
