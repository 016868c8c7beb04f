"""Crash test: a real server process killed with SIGKILL mid-game restarts where it was."""

from __future__ import annotations

import random
import time

import httpx
import pytest

import gametable
from gametable.core.records import Record, replay

from ..helpers.procs import ServerProcess

pytestmark = pytest.mark.slow
http = httpx.Client(timeout=10)  # one client: a new one per request costs ~0.1 s


def states(base: str, tid: str, tokens: list[str]) -> list[dict]:
    return [http.get(f"{base}/api/tables/{tid}/state", params={"token": t}).json()
            for t in tokens]


def play_random(base: str, tid: str, tokens: list[str], rng: random.Random, moves: int) -> int:
    played = 0
    while played < moves:
        seen = states(base, tid, tokens)
        if seen[0]["over"]:
            break
        seat = rng.choice(seen[0]["to_act"])
        move = rng.choice(seen[seat]["legal"])
        answer = http.post(f"{base}/api/tables/{tid}/move", json={"move": move},
                            headers={"X-Seat-Token": tokens[seat]})
        assert answer.status_code == 200, answer.text
        played += 1
    return played


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path) -> str:
    """The crash test runs on a SQLite file and on the throw-away PostgreSQL cluster."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'crash.db'}"
    return request.getfixturevalue("pg_url")


def test_kill_9_in_the_middle_and_finish_after_restart(db):
    server = ServerProcess(db, bot_delay=0.01)
    base = server.base
    server.start()
    rng = random.Random(7)
    try:
        # a game between two people, and a match of bots that is still running when killed
        table = http.post(f"{base}/api/tables", json={
            "game": "balloon-cup", "seed": 99, "practice": True,
            "seats": [{"kind": "human"}, {"kind": "human"}],
        }).json()
        tid, tokens = table["id"], [s["token"] for s in table["seats"]]
        bots = http.post(f"{base}/api/tables", json={
            "game": "baloot", "seed": 5, "practice": True, "options": {"hands": 2},
            "bot_delay": 0.02,
            "seats": [{"kind": "bot"}] * 4,
        }).json()
        total = len(replay_length(tid, base, tokens, rng))
        before = states(base, tid, tokens)
        deadline = time.monotonic() + 30  # the bots are killed mid-match, not before it
        while (bot_moves_before := http.get(f"{base}/api/tables/{bots['id']}").json()["moves"]
               ) < 3 and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        server.kill()
    assert before[0]["n"] == total > 10 and bot_moves_before > 0

    server.start()  # on the same socket: the clients' address stays the same
    try:
        after = states(base, tid, tokens)
        for old, new in zip(before, after, strict=True):
            assert new["view"] == old["view"] and new["legal"] == old["legal"]
            assert new["n"] == old["n"]
        play_random(base, tid, tokens, rng, 5000)
        final = states(base, tid, tokens)[0]
        assert final["over"]
        record = Record.from_dict(http.get(f"{base}/api/tables/{tid}/record").json())
        assert replay(record).scores == final["scores"]
        # the bots carry on by themselves after the restart and finish their match
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            info = http.get(f"{base}/api/tables/{bots['id']}").json()
            if info["status"] == "over":
                break
            time.sleep(0.1)
        assert info["status"] == "over" and info["moves"] >= bot_moves_before
        record = Record.from_dict(http.get(f"{base}/api/tables/{bots['id']}/record").json())
        assert replay(record).scores == info["scores"]
        assert gametable.new_game("baloot", seed=5, hands=2).num_seats == 4
    finally:
        server.kill()
        server.stop()


def replay_length(tid: str, base: str, tokens: list[str], rng: random.Random) -> list[int]:
    """Play about half a game (Balloon Cup games run roughly 100 moves)."""
    return list(range(play_random(base, tid, tokens, rng, 45)))
