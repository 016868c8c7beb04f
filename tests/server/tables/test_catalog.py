"""The lobby's game list: option fields, and an engine that cannot load shown, not hidden."""

from __future__ import annotations

from gametable import bots
from gametable.core import registry


def test_every_game_loads_and_offers_its_option_fields(client):
    games = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    for name in registry.GAMES:
        assert games[name]["available"] is True and "error" not in games[name]
        assert "bots_error" not in games[name] and "heuristic" in games[name]["bots"]
        assert games[name]["options"] == registry.REGISTRY[name].descriptor.option_schema()


def test_an_engine_that_cannot_load_is_listed_with_the_reason(client, monkeypatch):
    monkeypatch.setitem(registry.REGISTRY, "baloot",
                        registry.GameEntry("baloot", "gametable_no_such_engine", "Baloot"))
    games = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    baloot = games["baloot"]
    assert baloot["available"] is False
    assert "baloot engine cannot be loaded" in baloot["error"]
    assert "gametable_no_such_engine" in baloot["error"]
    assert games["climbing"]["available"] is True  # the others are untouched


def test_bots_that_cannot_load_are_said_not_hidden(client, monkeypatch):
    real = bots.available

    def broken(game: str) -> list[str]:
        if game == "climbing":
            raise ImportError("No module named 'gametable.games.climbing.sampler'")
        return real(game)

    monkeypatch.setattr(bots, "available", broken)
    games = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    assert games["climbing"]["bots"] == ["random"]
    assert "climbing bots cannot be loaded" in games["climbing"]["bots_error"]
    assert "sampler" in games["climbing"]["bots_error"]
    assert "bots_error" not in games["baloot"]


def test_a_table_made_with_the_sawa_field_plays_under_it(client):
    # the form's checkbox sends a JSON true; the engine's profile then offers the claim
    made = client.post("/api/tables",
                       json={"game": "baloot", "options": {"sawa": True, "hands": 1}})
    assert made.status_code == 201, made.text
    token = made.json()["seats"][0]["token"]
    view = client.get(f"/api/tables/{made.json()['id']}/state",
                      params={"token": token}).json()["view"]
    assert view["options"]["profile"]["sawa"] is True
    bad = client.post("/api/tables", json={"game": "baloot", "options": {"sawa": "yes"}})
    assert bad.status_code == 400 and "sawa" in bad.json()["error"]
