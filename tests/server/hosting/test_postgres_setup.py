"""deploy/postgres-setup.sh: the role and database a cluster runs on, made again harmlessly."""

from __future__ import annotations

import os
import subprocess

import psycopg
import pytest

from ..helpers.procs import ROOT

SCRIPT = ROOT / "deploy" / "postgres-setup.sh"


def setup(cluster, *arguments: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PGHOST": str(cluster.root), "PGUSER": cluster.user}
    return subprocess.run(["bash", str(SCRIPT), *arguments], env=env, capture_output=True,
                          text=True, timeout=60)


def test_it_makes_a_role_that_owns_its_database_and_nothing_more(pg_cluster, tmp_path):
    secret = tmp_path / "password"
    secret.write_text("s3cret\n")
    first = setup(pg_cluster, "--role", "gt_setup", "--database", "gt_setup_db",
                  "--password-file", str(secret))
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("GAMETABLE_DB=postgresql://gt_setup:<the password in")
    again = setup(pg_cluster, "--role", "gt_setup", "--database", "gt_setup_db",
                  "--password-file", str(secret))
    assert again.returncode == 0, again.stderr  # a second run changes nothing, fails nothing
    url = pg_cluster.url("gt_setup_db").replace(f"{pg_cluster.user}@", "gt_setup@")
    with psycopg.connect(url, autocommit=True) as conn:
        assert conn.execute("SELECT current_user, current_database()").fetchone() == (
            "gt_setup", "gt_setup_db")
        conn.execute("CREATE TABLE made_by_the_role (x int)")  # the servers create theirs
        powers = conn.execute("SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles "
                              "WHERE rolname = 'gt_setup'").fetchone()
        assert powers == (False, False, False)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("CREATE DATABASE another_one")


def test_a_name_that_is_not_plain_is_refused_before_anything_is_made(pg_cluster):
    done = setup(pg_cluster, "--role", "x; DROP DATABASE postgres")
    assert done.returncode == 2 and "not a plain name" in done.stderr
    with pg_cluster.admin() as conn:
        assert conn.execute("SELECT count(*) FROM pg_roles WHERE rolname LIKE 'x;%'"
                            ).fetchone() == (0,)
