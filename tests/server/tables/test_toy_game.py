"""A game's facts live in the game: a toy game registered by its descriptor alone (nothing in
``gametable/`` names it) gets a lobby entry, tables played through the server's create and
move path, quick play, its clock, bot names, public moves in the log, and ratings."""

from __future__ import annotations

import dataclasses
import sys

import pytest
from fastapi.testclient import TestClient

from gametable.core import registry
from gametable.core.descriptor import QuickPlay
from gametable.server.tables.clocks import TimeControl
from gametable.server.web.app import create_app

from ..helpers import fakegame
from ..helpers.people import guest, person, play_out, sign_in, sit, wait_seated
from ..helpers.tables import create

#: the toy game: the server tests' fake card game, with facts of its own
TOY = dataclasses.replace(
    fakegame.DESCRIPTOR,
    title="Toy cards",
    clock=(7.0, 11.0),
    bot_names=("Ada", "Bea"),
    public_move=lambda move: move.upper(),  # every card is laid face up
    quick_play=QuickPlay("rounds", (2, 1), label="rounds"),
)


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(sys.modules, TOY.module, fakegame)
    monkeypatch.setitem(registry.REGISTRY, TOY.name, registry.GameEntry.of(TOY))
    return TOY.name


@pytest.fixture
def server(toy: str, db_url: str):
    with TestClient(create_app(db_url, bot_delay=0.0, queue_wait=0.5)) as client:
        yield client


def test_the_lobby_lists_it_with_its_facts(server: TestClient) -> None:
    games = {g["name"]: g for g in server.get("/api/games").json()["games"]}
    toy = games[TOY.name]
    assert toy["title"] == "Toy cards" and toy["available"] is True
    assert toy["options"] == [{"name": "rounds", "type": "int", "default": 3, "min": 1,
                               "max": 4}]
    assert toy["seats"] == [2] and toy["teams"] is None
    assert toy["clock"] == {"move": 7.0, "bank": 11.0}
    assert toy["bot_names"] == ["Ada", "Bea"] and "random" in toy["bots"]
    assert toy["quick_play"] == {"option": "rounds", "choices": [2, 1], "parties": False}


def test_a_table_is_played_through_the_server_with_a_named_bot_a_clock_and_a_log(
        server: TestClient) -> None:
    created = server.post("/api/tables", json={
        "game": TOY.name, "options": {"rounds": 2},
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]})
    assert created.status_code == 201, created.text
    table = created.json()
    assert table["seats"][1]["name"] == "Ada"  # the descriptor's first bot name
    token = table["seats"][0]["token"]
    live = server.app.state.manager.tables[table["id"]]
    assert live.clock is not None and live.clock.control == TimeControl(7.0, 11.0)
    message = server.get(f"/api/tables/{table['id']}/state", params={"token": token}).json()
    logged = []
    while not message["over"]:
        if message["to_act"] == [0]:
            move = message["legal"][0]
            message = server.post(f"/api/tables/{table['id']}/move",
                                  json={"move": move, "token": token}).json()
            logged.append(message["last_move"])
        else:
            message = server.get(f"/api/tables/{table['id']}/state",
                                 params={"token": token}).json()
    record = server.get(f"/api/tables/{table['id']}/record").json()
    assert len(record["moves"]) == 4
    # every move is told in its public form, as the descriptor says
    assert logged and all(entry["move"].startswith("PLAY C") for entry in logged)
    assert message["last_move"]["move"] == record["moves"][-1][1].upper()


def test_quick_play_forms_its_pools(server: TestClient) -> None:
    ann, bob = guest(server), guest(server)
    for secret in (ann, bob):
        sign_in(server, secret)
        queued = server.post("/api/queue", json={"game": TOY.name, "choice": "1"}).json()
        assert queued["state"] == "queued", queued
    seat_a, seat_b = wait_seated(server, ann), wait_seated(server, bob)
    assert seat_a["table"] == seat_b["table"]
    live = server.app.state.manager.tables[seat_a["table"]]
    assert live.options == {"rounds": 1} and live.settings["queue"] == f"{TOY.name}:1+casual"
    refused = server.post("/api/queue", json={"game": TOY.name, "choice": "7"})
    assert refused.status_code == 400 and "1 to 2 rounds" in refused.json()["error"]


def test_a_rated_game_rates_its_players(server: TestClient) -> None:
    (ann, ann_player), (bob, bob_player) = person(server), person(server)
    table = create(ann, rated=True)
    sit(ann, table, 0)
    sit(bob, table, 1)
    over = play_out([ann, bob], table["id"])
    assert over["over"]
    for player in (ann_player, bob_player):
        ratings = server.get(f"/api/players/{player['id']}").json()["ratings"]
        assert set(ratings) == {TOY.name} and ratings[TOY.name]["games"] == 1
    board = server.get(f"/api/leaderboard/{TOY.name}").json()
    assert board["key"] == TOY.name and board["title"] == "Toy cards"
    refused = server.get(f"/api/leaderboard/{TOY.name}", params={"profile": "x"})
    assert refused.status_code == 400 and "not rated per rule profile" in refused.json()["error"]
