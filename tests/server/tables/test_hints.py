"""Hints through the server: the real search bot, asked for the seat to move, from its view."""

from __future__ import annotations

import json
import time

import pytest

import gametable
from gametable.bots.hints import hint
from gametable.bots.searchbot import SearchBot
from gametable.server.tables import analysis
from gametable.server.tables.manager import TableOrder
from tests.hidden import card_tokens, hidden_cards

GAMES = {"balloon-cup": {}, "baloot": {"hands": 1}, "climbing": {}}


def first_mover(game: str, options: dict, seat: int) -> int:
    """A seed whose game starts with ``seat`` to move."""
    return next(seed for seed in range(100)
                if gametable.new_game(game, seed=seed, **options).to_act[0] == seat)


def humans(client, game: str, seed: int) -> dict:
    n = gametable.new_game(game, seed=seed, **GAMES[game]).num_seats
    response = client.post("/api/tables", json={
        "game": game, "seed": seed, "practice": True, "options": GAMES[game],
        "seats": [{"kind": "human"}] * n, "hints": True})
    assert response.status_code == 201, response.text
    return response.json()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_real_search_hint_through_the_api(client, game):
    """The answer is the search bot's for the seat's view: exactly what hint() says for it."""
    seed = first_mover(game, GAMES[game], 0)
    table = humans(client, game, seed)
    tid, token = table["id"], table["seats"][0]["token"]
    assert client.get("/api/games").json()["hints"] and table["hints"]["allowed"]
    answer = client.post(f"/api/tables/{tid}/hint", json={"level": "easy"},
                         params={"token": token})
    assert answer.status_code == 200, answer.text
    answer = answer.json()
    state = gametable.new_game(game, seed=seed, **GAMES[game])
    legal = state.legal_moves(0)
    assert answer["move"] in legal and 0.0 <= answer["win_chance"] <= 1.0
    assert answer["level"] == "easy" and answer["iterations"] > 0
    assert {m["move"] for m in answer["moves"]} <= set(legal)
    direct = hint(game, state.view(0), legal, level="easy")
    for key in ("move", "win_chance", "iterations", "moves"):
        assert answer[key] == direct[key], key
    again = client.post(f"/api/tables/{tid}/hint", json={"level": "easy"},
                        params={"token": token}).json()
    assert (again["move"], again["win_chance"]) == (answer["move"], answer["win_chance"])


@pytest.mark.parametrize("game", ["balloon-cup", "baloot"])
def test_a_hint_for_seat_0_is_searched_from_seat_0s_view(client, game, monkeypatch):
    """A spy on what the search bot is handed: seat 0's view, equal to ``state.view(0)``,
    with none of the other seats' cards in it."""
    seen = []
    analyse = SearchBot.analyse

    def spy(bot, view, legal_moves):
        seen.append((json.loads(json.dumps(view)), list(legal_moves)))
        return analyse(bot, view, legal_moves)

    monkeypatch.setattr(SearchBot, "analyse", spy)
    seed = first_mover(game, GAMES[game], 0)
    table = humans(client, game, seed)
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    state = gametable.new_game(game, seed=seed, **GAMES[game])
    # a few moves first, so the view has a history and the other hands have changed
    named: set[str] = set()  # the cards those moves name (public, as every move here)
    for _ in range(4):
        seat = state.to_act[0]
        move = state.legal_moves(seat)[0]
        response = client.post(f"/api/tables/{tid}/move", json={"move": move},
                               params={"token": tokens[seat]})
        assert response.status_code == 200, response.text
        state.play(seat, move)
        named |= card_tokens(move, game)
    seat = state.to_act[0]
    answer = client.post(f"/api/tables/{tid}/hint", json={}, params={"token": tokens[seat]})
    assert answer.status_code == 200, answer.text
    ((view, legal),) = seen
    assert view == json.loads(json.dumps(state.view(seat)))
    assert legal == state.legal_moves(seat)
    assert not card_tokens(view, game) & hidden_cards(state, seat, named)
    assert view["seat"] == seat


def test_hints_only_for_the_seat_to_move(client, fake_game):
    balloon = humans(client, "balloon-cup", first_mover("balloon-cup", {}, 0))
    tid, t0, t1 = balloon["id"], balloon["seats"][0]["token"], balloon["seats"][1]["token"]
    not_yours = client.post(f"/api/tables/{tid}/hint", json={}, params={"token": t1})
    assert not_yours.status_code == 409 and "not your turn" in not_yours.json()["error"]
    spectator = client.post(f"/api/tables/{tid}/hint", json={})
    assert spectator.status_code == 403 and "spectator" in spectator.json()["error"]
    bad_level = client.post(f"/api/tables/{tid}/hint", json={"level": "godlike"},
                            params={"token": t0})
    assert bad_level.status_code == 400 and "level" in bad_level.json()["error"]
    # the fake game has no search bot: no hints, said so
    fake = client.post("/api/tables", json={
        "game": fake_game, "seats": [{"kind": "human"}, {"kind": "human"}]}).json()
    none = client.post(f"/api/tables/{fake['id']}/hint", json={},
                       params={"token": fake["seats"][0]["token"]})
    assert none.status_code == 403 and "no search bot" in none.json()["error"]
    assert fake["hints"] == {"allowed": False, "code": "no_search",
                             "reason": "this game has no search bot to give hints"}


# --- issue 29, row 4: no engine help where it counts ----------------------------------------


def quick_play_table(client, *, people: int = 2) -> tuple[str, list[str]]:
    """A Balloon Cup table exactly as quick play forms one (``QuickPlay._order``): the pool's
    key in its settings, phrases-only chat, a clock, rated with two people; its seat tokens."""
    spec = [{"kind": "human", "name": f"P{i}"} for i in range(people)]
    spec += [{"kind": "bot", "bot": "random"}] * (2 - people)
    order = TableOrder({"game": "balloon-cup", "options": {}, "seats": spec,
                        "chat": "phrases"},
                       settings={"rated": people >= 2, "queue": "balloon-cup"}, timed=True)
    ((table, tokens),) = client.portal.call(client.app.state.manager.create_many, [order])
    return table.id, [tokens[i] for i in sorted(tokens)]


def to_move(client, tid: str, tokens: list[str]) -> str:
    """The token of a person whose turn it is (waiting while a bot moves first)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for token in tokens:
            if client.get(f"/api/tables/{tid}/state", params={"token": token}).json()["legal"]:
                return token
        time.sleep(0.02)
    raise AssertionError("no person to move")


def test_a_rated_quick_play_table_gives_no_hint_over_http_or_the_socket(client):
    """The attack of row 4: a hard hint asked at a rated quick-play table. Refused with the
    reason, and every seat is shown that hints are off and why."""
    tid, tokens = quick_play_table(client)
    token = to_move(client, tid, tokens)
    answer = client.post(f"/api/tables/{tid}/hint", json={"level": "hard"},
                         params={"token": token})
    assert answer.status_code == 403, answer.text
    assert "rated game" in answer.json()["error"]
    assert "move" not in answer.json() and "win_chance" not in answer.json()
    for seat_token in tokens:
        state = client.get(f"/api/tables/{tid}/state", params={"token": seat_token}).json()
        assert state["hints"] == {"allowed": False, "code": "rated",
                                  "reason": analysis.REASONS["rated"]}
    assert client.get(f"/api/tables/{tid}").json()["hints"]["code"] == "rated"
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        assert ws.receive_json()["type"] == "state"
        ws.send_json({"type": "hint", "level": "hard"})
        error = ws.receive_json()
        assert error["type"] == "error" and error["about"] == "hint"
        assert "rated game" in error["message"]


def test_an_unrated_quick_play_table_gives_no_hint_either(client):
    tid, tokens = quick_play_table(client, people=1)
    token = to_move(client, tid, tokens)
    answer = client.post(f"/api/tables/{tid}/hint", json={}, params={"token": token})
    assert answer.status_code == 403 and "quick-play" in answer.json()["error"]


def test_a_rated_private_table_gives_no_hint_and_cannot_be_made_with_them(client):
    client.post("/api/me/guest", json={})  # rated tables are made by accounts (.rated)
    client.post("/api/register", json={"username": "hinter", "password": "a long password"})
    seats = [{"kind": "human"}] * 2
    refused = client.post("/api/tables", json={"game": "balloon-cup", "rated": True,
                                               "hints": True, "seats": seats})
    assert refused.status_code == 400 and "rated table has no hints" in refused.json()["error"]
    made = client.post("/api/tables", json={"game": "balloon-cup", "rated": True,
                                            "seats": seats}).json()
    tid, tokens = made["id"], [s["token"] for s in made["seats"]]
    answer = client.post(f"/api/tables/{tid}/hint", json={},
                         params={"token": to_move(client, tid, tokens)})
    assert answer.status_code == 403 and "rated game" in answer.json()["error"]
    bad = client.post("/api/tables", json={"game": "balloon-cup", "hints": "yes"})
    assert bad.status_code == 400 and "'hints' is true or false" in bad.json()["error"]


def test_people_at_a_private_table_get_hints_only_if_its_creator_chose_them(client):
    seats = [{"kind": "human"}] * 2
    default = client.post("/api/tables", json={"game": "balloon-cup", "seats": seats}).json()
    assert default["hints"]["code"] == "creator_off"
    tid, tokens = default["id"], [s["token"] for s in default["seats"]]
    answer = client.post(f"/api/tables/{tid}/hint", json={},
                         params={"token": to_move(client, tid, tokens)})
    assert answer.status_code == 403 and "creator did not allow" in answer.json()["error"]
    chosen = client.post("/api/tables", json={"game": "balloon-cup", "seats": seats,
                                              "hints": True}).json()
    tid, tokens = chosen["id"], [s["token"] for s in chosen["seats"]]
    for token in tokens:  # every seat is shown the creator's choice
        state = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
        assert state["hints"]["allowed"] is True and state["hints"]["code"] == "creator_on"
    answer = client.post(f"/api/tables/{tid}/hint", json={},
                         params={"token": to_move(client, tid, tokens)})
    assert answer.status_code == 200, answer.text


def test_one_person_against_bots_has_hints_unless_the_creator_turned_them_off(client):
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    practice = client.post("/api/tables", json={"game": "balloon-cup", "seats": seats}).json()
    assert practice["hints"] == {"allowed": True, "code": "practice",
                                 "reason": analysis.REASONS["practice"]}
    off = client.post("/api/tables", json={"game": "balloon-cup", "seats": seats,
                                           "hints": False}).json()
    assert off["hints"]["allowed"] is False and off["hints"]["code"] == "creator_off"


def finished_bot_game(client) -> dict:
    """A Balloon Cup game of two random bots, played to its end (the bots move at once)."""
    made = client.post("/api/tables", json={
        "game": "balloon-cup", "bot_delay": 0,
        "seats": [{"kind": "bot", "bot": "random"}] * 2}).json()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        info = client.get(f"/api/tables/{made['id']}").json()
        if info["status"] == "over":
            return client.get(f"/api/tables/{made['id']}/record").json()
        time.sleep(0.05)
    raise AssertionError("the bots did not finish in time")


def test_analysis_of_a_finished_game_is_open_to_anyone(client):
    """After the game anyone (no seat, no token) asks the search bot about any position of
    the replay, and is answered what hint() says for that seat's view there."""
    record = finished_bot_game(client)
    tid, moves = record["meta"]["table"], record["moves"]
    index = len(moves) // 2
    state = gametable.new_game("balloon-cup", setup=record["setup"], **record["options"])
    for seat, move in moves[:index]:
        state.play(seat, move)
    seat = state.to_act[0]
    answer = client.post(f"/api/tables/{tid}/analysis",
                         json={"index": index, "seat": seat, "level": "easy"})
    assert answer.status_code == 200, answer.text
    direct = hint("balloon-cup", state.view(seat), state.legal_moves(seat), level="easy")
    assert answer.json()["move"] == direct["move"]
    assert answer.json()["win_chance"] == direct["win_chance"]
    assert (answer.json()["index"], answer.json()["seat"]) == (index, seat)
    for body, status, words in [
        ({"index": len(moves) + 1, "seat": seat}, 400, "'index'"),
        ({"index": -1, "seat": seat}, 400, "'index'"),
        ({"index": "3", "seat": seat}, 400, "'index'"),
        ({"index": index, "seat": 7}, 400, "'seat'"),
        ({"index": index, "seat": 1 - seat}, 409, "no move to choose"),
        ({"index": index, "seat": seat, "level": "godlike"}, 400, "unknown level"),
        ([1, 2], 400, "index"),
    ]:
        bad = client.post(f"/api/tables/{tid}/analysis", json=body)
        assert bad.status_code == status and words in bad.json()["error"], (body, bad.text)


def test_analysis_during_the_game_is_refused(client):
    tid, _tokens = quick_play_table(client)
    answer = client.post(f"/api/tables/{tid}/analysis", json={"index": 0, "seat": 0})
    assert answer.status_code == 403 and "when the game is over" in answer.json()["error"]
