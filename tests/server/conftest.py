"""Shared fixtures: a fake game registered only for these tests, and a server per test."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from gametable.core import registry
from gametable.server import create_app

from . import fakegame


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(sys.modules, "gametable_test_fakegame", fakegame)
    monkeypatch.setitem(
        registry.REGISTRY,
        "fake",
        registry.GameEntry("fake", "gametable_test_fakegame", "Fake card game"),
    )
    return "fake"


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'tables.db'}"


@pytest.fixture
def client(fake_game: str, db_url: str) -> Iterator[TestClient]:
    app = create_app(db_url, bot_delay=0.0)
    with TestClient(app) as test_client:
        yield test_client
