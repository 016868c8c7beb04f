import pytest

from tests.bots import toy


@pytest.fixture
def tricks(monkeypatch):
    """The toy hidden-card game, registered as ``tricks`` for one test."""
    toy.register(monkeypatch)
    return toy
