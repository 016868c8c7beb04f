"""The director on one process (SQLite): tournaments of every format run to their end through
ordinary tables, and what it counts is exactly what the games' rows say.

Bot entrants (the server's ``--tournament-bots``) play the fake game (six moves a game) with
no delay, so whole tournaments end in seconds; people are accounts whose games the tests play
(or miss) over the API.
"""

from __future__ import annotations

import itertools
import json

import pytest
from fastapi.testclient import TestClient

from ..helpers.people import person
from ..helpers.tournaments import (
    arena_points,
    game_rows,
    make,
    tournament_app,
    wait_over,
)
from ..helpers.waiting import wait_until


@pytest.fixture
def server(fake_game, db_url):
    with TestClient(tournament_app(db_url)) as client:
        yield client


def test_an_arena_of_bots_runs_to_its_end_and_its_standings_are_its_games(server, db_url):
    maker, _player = person(server)
    made = make(maker, game="fake", format="arena", duration=2, bot_entrants=8)
    over = wait_over(maker, made["id"])
    games = game_rows(db_url, made["id"])
    assert len(games) > 8  # every entrant played again and again
    assert all(g["result"] is not None and g["recorded"] for g in games)
    assert all(g["created"] < over["ends"] for g in games)  # nobody paired from the end on
    assert over["playing"] == []
    expected = arena_points(games)
    shown = {row["entrant"]: (row["points"], row["results"]) for row in over["standings"]}
    assert shown == {e: (float(p), letters) for e, (p, letters) in expected.items()}
    ranked = [row["points"] for row in over["standings"]]
    assert ranked == sorted(ranked, reverse=True)
    assert over["winner"]["entrant"] == over["standings"][0]["entrant"]
    assert over["winner"]["members"] == over["standings"][0]["members"]
    assert over["winner"]["members"][0]["bot"]


def test_a_swiss_never_pairs_two_entrants_twice_across_a_restart_of_its_director(
        fake_game, db_url):
    """The server (and with it the director) stops in the middle of the tournament and
    starts again on the same database: the director goes on from the stored state. The
    first server's bots take half a second a move, so that a game of the second round (six
    moves) is surely under way when it stops (at 0.05 s a move a loaded machine once saw
    the whole round end between seeing it begin and the stop)."""
    with TestClient(tournament_app(db_url, bot_delay=0.5)) as first:
        maker, _player = person(first)
        made = make(maker, game="fake", format="swiss", rounds=5, bot_entrants=8)
        wait_until(lambda: maker.get(f"/api/tournaments/{made['id']}").json(),
                   lambda found: (found["round"] or 0) >= 2 and found["playing"], 30,
                   what="the second round under way", every=0.02)
    stopped_in = game_rows(db_url, made["id"])
    assert any(g["result"] is None for g in stopped_in)  # stopped with games under way
    with TestClient(tournament_app(db_url, bot_delay=0.05)) as second:
        over = wait_over(second, made["id"])
    games = game_rows(db_url, made["id"])
    assert over["round"] == 5 and len(games) == 5 * 4
    met = [frozenset(g["sides"]) for g in games]
    assert len(set(met)) == len(met), "two entrants met twice"
    assert all(g["recorded"] for g in games)
    points = {row["entrant"]: row["points"] for row in over["standings"]}
    wins: dict[str, float] = dict.fromkeys(points, 0.0)
    for game in games:
        a, b = game["result"]["scores"]
        first = 1.0 if a > b else 0.0 if a < b else 0.5
        wins[game["sides"][0]] += first
        wins[game["sides"][1]] += 1.0 - first
    assert points == wins  # every result counted once, none lost in the restart


def test_a_knockout_plays_each_match_until_a_side_has_a_majority_of_its_games(server, db_url):
    maker, _player = person(server)
    made = make(maker, game="baloot", options={"hands": 1}, format="knockout", best_of=3,
                bot_entrants=6, clock={"move": 60, "bank": 0})
    over = wait_over(maker, made["id"], timeout=120)
    bracket = over["bracket"]
    assert bracket["best_of"] == 3 and bracket["size"] == 8
    played = 0
    for matches in bracket["rounds"]:
        for match in matches:
            if match["how"] != "played":
                assert match["how"] == "bye" and match["games"] == []
                continue
            played += len(match["games"])
            assert decided(match["games"], 3) == (
                len(match["games"]), 0 if match["winner"] == match["sides"][0]["entrant"]
                else 1)  # ended at the game that gave one side the match, by the rule
    assert played == len(game_rows(db_url, made["id"]))
    final = bracket["rounds"][-1][0]
    assert over["winner"]["entrant"] == final["winner"] == bracket["champion"]
    assert over["standings"][0]["entrant"] == final["winner"]
    assert len(over["winner"]["members"]) == 2  # a team
    # a bracket's sides name their members as the standings do (MEMBER objects)
    sides = [side for side in final["sides"] if side is not None]
    assert sides and all(set(m) == {"id", "name", "bot"} for side in sides
                         for m in side["members"])


def decided(games: list[list[float]], best_of: int) -> tuple[int, int] | None:
    """Where a match of these games is decided and by which side (docs/tournaments.md: more
    than half of ``best_of``; level after them, the next game won)."""
    a = b = 0.0
    for played, (x, y) in enumerate(games, start=1):
        a, b = a + x, b + y
        if (max(a, b) > best_of / 2 if played <= best_of else a != b):
            return played, 0 if a > b else 1
    return None


def test_a_person_who_misses_a_game_is_withdrawn_and_never_paired_again(server, db_url):
    """Ann enters and never comes to her table: the clock's stand-in plays for her, the game
    is a forfeit (whoever the bot beat), and she is not paired again."""
    maker, _player = person(server)
    ann, ann_player = person(server)
    made = make(maker, game="fake", format="arena", duration=6, bot_entrants=3,
                clock={"move": 1, "bank": 0}, starts_in=1)
    assert ann.post(f"/api/tournaments/{made['id']}/join", json={}).status_code == 200
    over = wait_over(maker, made["id"])
    mine = [g for g in game_rows(db_url, made["id"]) if ann_player["id"] in g["sides"]]
    assert len(mine) == 1 and mine[0]["result"]["absent"] == [mine[0]["sides"].index(
        ann_player["id"])]
    row = next(r for r in over["standings"] if r["entrant"] == ann_player["id"])
    assert row["withdrawn"] and row["points"] == 0 and row["results"] == "X"
    other = next(s for s in mine[0]["sides"] if s != ann_player["id"])
    other_row = next(r for r in over["standings"] if r["entrant"] == other)
    assert other_row["results"][0] == "F"  # a plain win for the side that came
    assert over["winner"]["entrant"] != ann_player["id"]
    you = ann.get(f"/api/tournaments/{made['id']}").json()["you"]
    assert you["withdrawn"] and you["entrant"] == ann_player["id"]


def test_a_game_against_a_bot_never_scores_for_a_person(server, db_url):
    """Alone in an arena with bots allowed, Bob plays a bot after the wait and wins or loses
    it: his standing does not move either way."""
    maker, _player = person(server)
    bob, bob_player = person(server)
    made = make(maker, game="fake", format="arena", duration=30, bots=True, bot_wait=0.2,
                starts_in=1)
    assert bob.post(f"/api/tournaments/{made['id']}/join", json={}).status_code == 200
    found = wait_until(lambda: bob.get(f"/api/tournaments/{made['id']}").json(),
                       lambda d: d["you"] and d["you"]["game"], 30,
                       what="Bob's game against a bot", every=0.05)
    table = found["you"]["game"]["table"]
    assert found["playing"][0]["sides"].count(None) == 1
    for turn in itertools.count():  # Bob plays his game to its end, signed in
        state = bob.get(f"/api/tables/{table}/state").json()
        if state["over"]:
            break
        assert turn < 50
        if state["to_act"] and state["to_act"][0] == state["seat"]:
            move = max(state["legal"], key=lambda m: int(m.split("c")[-1]))
            assert bob.post(f"/api/tables/{table}/move", json={"move": move}).status_code == 200
    after = wait_until(lambda: bob.get(f"/api/tournaments/{made['id']}").json(),
                       lambda d: d["you"]["game"] is None or d["you"]["game"]["table"] != table,
                       30, what="Bob's bot game counted", every=0.05)
    row = next(r for r in after["standings"] if r["entrant"] == bob_player["id"])
    assert row["points"] == 0 and row["results"] == "" and not row["withdrawn"]
    game = next(g for g in game_rows(db_url, made["id"]) if g["table"] == table)
    assert game["result"]["absent"] == [] and game["recorded"]
    assert json.dumps(game["sides"]).count("null") == 1
