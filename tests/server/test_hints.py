"""Hints through the server: the real search bot, asked for the seat to move, from its view."""

from __future__ import annotations

import json

import pytest

import gametable
from gametable.bots.hints import hint
from gametable.bots.searchbot import SearchBot
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
        "seats": [{"kind": "human"}] * n})
    assert response.status_code == 201, response.text
    return response.json()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_real_search_hint_through_the_api(client, game):
    """The answer is the search bot's for the seat's view: exactly what hint() says for it."""
    seed = first_mover(game, GAMES[game], 0)
    table = humans(client, game, seed)
    tid, token = table["id"], table["seats"][0]["token"]
    assert client.get("/api/games").json()["hints"] and table["hints"]
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
    assert none.status_code == 404 and "not available" in none.json()["error"]
