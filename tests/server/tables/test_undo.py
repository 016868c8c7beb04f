"""Taking back a move at a table where a person plays alone against bots (gametable/server/
tables/undo.py): the position goes back to just before the person's last move, the bots'
replies with it, stored before anyone is told and standing through a restart; refused with
why, and nothing changed, wherever anyone else could be wronged by it."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

import gametable
from gametable.server.storage.store import Store
from gametable.server.tables.manager import TableManager
from gametable.server.tables.round import BotMove
from gametable.server.tables.undo import opening_state
from gametable.server.web.app import create_app

from ..helpers.loops import run_scenario
from .test_hints import first_mover, quick_play_table

#: each game's options for a short game, and its seats
GAMES = {"balloon-cup": ({}, 2), "baloot": ({"hands": 1}, 4), "climbing": ({}, 2)}


def alone(client, game: str, *, seed: int | None = None, **more) -> tuple[str, str]:
    """A table of one person (seat 0) against heuristic bots, without a clock (as the lobby
    makes one): its id and the seat's token."""
    options, seats = GAMES[game]
    if seed is None:
        seed = first_mover(game, options, 0)
    response = client.post("/api/tables", json={
        "game": game, "seed": seed, "practice": True, "options": options, "clock": "none",
        **more,
        "seats": [{"kind": "human"}] + [{"kind": "bot", "bot": "heuristic"}] * (seats - 1)})
    assert response.status_code == 201, response.text
    made = response.json()
    return made["id"], made["seats"][0]["token"]


def state(client, tid: str, token: str | None = None) -> dict:
    params = {"token": token} if token else {}
    return client.get(f"/api/tables/{tid}/state", params=params).json()


def my_turn_again(client, tid: str, token: str, moves: int) -> dict:
    """The seat's message once at least ``moves`` moves stand and it is to move again (the
    bots reply on the server's loop)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        message = state(client, tid, token)
        if message["n"] >= moves and message["legal"]:
            return message
        time.sleep(0.01)
    raise AssertionError(f"the bots never gave the turn back: {message}")


def before_last_move(table, moves: list) -> tuple[int, dict, list]:
    """``(n, view, legal moves)`` of seat 0 just before its last move in ``moves``, from the
    game set up again and the moves before that one replayed."""
    keep = max(i for i, (seat, _move) in enumerate(moves) if seat == 0)
    position = opening_state(table.game, table.options, table.seed, table.setup,
                             table.settings)
    for seat, move in moves[:keep]:
        position.play(seat, move)
    return keep, position.view(0), position.legal_moves(0)


def seat_command(client, tid: str, what: str, token: str | None, body=None):
    """``POST /api/tables/{tid}/{what}`` for the seat of ``token`` (none: a spectator)."""
    params = {"token": token} if token else {}
    return client.post(f"/api/tables/{tid}/{what}", json={} if body is None else body,
                       params=params)


def undo(client, tid: str, token: str | None, body=None):
    return seat_command(client, tid, "undo", token, body)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_last_move_and_the_bots_replies_are_taken_back_and_stand_a_restart(game, db_url):
    app = create_app(db_url, bot_delay=0.0)
    with TestClient(app) as client:
        tid, token = alone(client, game)
        first = state(client, tid, token)
        assert first["undo"] is False  # offered here, nothing to take back yet
        # two of the person's moves, each answered by the bots where they move next
        move = first["legal"][0]
        client.post(f"/api/tables/{tid}/move", json={"move": move}, params={"token": token})
        second = my_turn_again(client, tid, token, first["n"] + 1)
        assert second["undo"] is True
        client.post(f"/api/tables/{tid}/move", json={"move": second["legal"][-1]},
                    params={"token": token})
        third = my_turn_again(client, tid, token, second["n"] + 1)
        stored = list(app.state.manager.get(tid).moves)

        answer = undo(client, tid, token)
        assert answer.status_code == 200, answer.text
        back = answer.json()
        # exactly the position the person's last move was made from: the moves before it
        # replayed (in the climbing game the bots' choices of the same phase came first)
        table = app.state.manager.get(tid)
        assert (back["n"], back["view"], back["legal"]) == before_last_move(table, stored)
        if game != "climbing":  # turn by turn: the very message the move was chosen from
            assert (back["n"], back["view"], back["legal"]) == (
                second["n"], second["view"], second["legal"])
        assert back["undo"] is True and third["n"] > back["n"]
        # and the first one too: back to the opening, nothing left to take back (in the
        # climbing game a bot may have chosen again meanwhile: kept, it came before)
        stored = list(table.moves)
        again = undo(client, tid, token).json()
        assert (again["n"], again["view"], again["legal"]) == before_last_move(table, stored)
        if game != "climbing":
            assert (again["n"], again["view"], again["legal"]) == (
                first["n"], first["view"], first["legal"])
        assert again["undo"] is False
        refused = undo(client, tid, token)
        assert refused.status_code == 409 and "no move to take back" in refused.json()["error"]
        # the moves before the first of the person's stand (a bot that moved first)
        assert table.moves == stored[:again["n"]]
        # play on with another move: the game goes on from there
        other = first["legal"][-1]
        played = client.post(f"/api/tables/{tid}/move", json={"move": other},
                             params={"token": token})
        assert played.status_code == 200, played.text
        my_turn_again(client, tid, token, first["n"] + 1)
        kept = list(app.state.manager.get(tid).moves)
    # a restart replays what was stored: the moves taken back are gone from the store
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        table = client.app.state.manager.get(tid)
        assert table.broken is None and table.moves[:len(kept)] == kept
        replayed = opening_state(game, GAMES[game][0], table.seed, table.setup, table.settings)
        for seat, move in table.moves:
            replayed.play(seat, move)
        assert replayed.to_json() == table.state.to_json()


def test_taking_back_is_refused_where_anyone_else_could_be_wronged(client):
    # two people at one table
    both = client.post("/api/tables", json={
        "game": "balloon-cup", "seed": first_mover("balloon-cup", {}, 0), "practice": True,
        "seats": [{"kind": "human"}, {"kind": "human"}]}).json()
    token = both["seats"][0]["token"]
    tid = both["id"]
    assert state(client, tid, token)["undo"] is None
    move = state(client, tid, token)["legal"][0]
    client.post(f"/api/tables/{tid}/move", json={"move": move}, params={"token": token})
    refused = undo(client, tid, token)
    assert refused.status_code == 403 and "alone against bots" in refused.json()["error"]
    assert state(client, tid, token)["n"] == 1  # nothing changed
    # a spectator
    solo, solo_token = alone(client, "balloon-cup")
    spectator = undo(client, solo, None)
    assert spectator.status_code == 403 and "spectator" in spectator.json()["error"]
    # a table from quick play's queue (a person and a bot that filled the other seat)
    queued, tokens = quick_play_table(client, people=1)
    assert state(client, queued, tokens[0])["undo"] is None
    assert undo(client, queued, tokens[0]).status_code == 403
    # a table with a clock
    timed, timed_token = alone(client, "balloon-cup", clock={"move": 30, "bank": 60})
    assert state(client, timed, timed_token)["undo"] is None
    assert undo(client, timed, timed_token).status_code == 403
    # a body that is not JSON
    bad = client.post(f"/api/tables/{solo}/undo", content=b"{nope",
                      params={"token": solo_token}, headers={"Content-Type": "application/json"})
    assert bad.status_code == 400


def test_a_game_that_is_over_keeps_its_moves(client, fake_game):
    made = client.post("/api/tables", json={
        "game": fake_game, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]})
    tid, token = made.json()["id"], made.json()["seats"][0]["token"]
    table = client.app.state.manager.get(tid)
    deadline = time.monotonic() + 20
    while not table.state.over and time.monotonic() < deadline:
        message = state(client, tid, token)
        if message["legal"]:
            client.post(f"/api/tables/{tid}/move", json={"move": message["legal"][0]},
                        params={"token": token})
        else:
            time.sleep(0.01)
    assert table.state.over
    assert state(client, tid, token)["undo"] is None
    refused = undo(client, tid, token)
    assert refused.status_code == 409 and "over" in refused.json()["error"]


def test_the_socket_takes_a_move_back_too(client):
    tid, token = alone(client, "balloon-cup")
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as socket:
        first = socket.receive_json()
        socket.send_json({"type": "move", "move": first["legal"][0]})
        my_turn_again(client, tid, token, 2)
        socket.send_json({"type": "undo"})
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            message = socket.receive_json()
            if message.get("type") == "error":
                raise AssertionError(message)
            if message.get("type") == "state" and message["n"] == 0:
                break
    assert state(client, tid, token)["view"] == first["view"]


def test_a_bots_move_chosen_before_a_take_back_is_dropped(db_url):
    """A bot's move is for the position it was chosen in: one that reaches the round after a
    take-back (it waited for the table while the take-back was stored) changes nothing."""
    store = Store(db_url)

    async def scenario() -> tuple:
        manager = TableManager(store, bot_delay=0.0)  # not started: no bot moves by itself
        table, tokens = await manager.create({
            "game": "climbing", "seed": 3, "practice": True, "clock": "none",
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]})
        # everyone chooses a start at once: the person's choice, the bot's still to come
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        chosen = BotMove(1, table.state.legal_moves(1)[0], undos=table.undos)
        await manager.undo(table, 0)
        stale = manager.round.decide(table, chosen)
        fresh = manager.round.decide(table, BotMove(1, chosen.move, undos=table.undos))
        manager.close()
        return table.undos, table.moves, chosen.move, stale, fresh

    undos, moves, move, stale, fresh = run_scenario(scenario)
    store.close()
    assert (undos, moves, stale) == (1, [], None)
    assert fresh is not None and (fresh.seat, fresh.move) == (1, move)


def test_the_opening_is_the_games_own_setup():
    """What a take-back replays from is what a restart replays from: the same deal."""
    for game, (options, seats) in GAMES.items():
        made = gametable.new_game(game, seed=11, **options)
        assert opening_state(game, options, 11, {}, {}).to_json() == made.to_json()
        dealt = opening_state(game, options, None, made.setup(), {})
        assert [dealt.view(s) for s in range(seats)] == [made.view(s) for s in range(seats)]
        sealed = opening_state(game, options, 5, {}, {"deal": {"deal_seed": 11}})
        assert sealed.to_json() == made.to_json()  # dealt from the seat values
