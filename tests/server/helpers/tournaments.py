"""Tournaments as the tests make and follow them: a server that takes bot entrants and short
arenas, a tournament made over the API, waiting for its end, and the arena's points worked
out again from its games alone (what its standings must say)."""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI
from sqlalchemy import create_engine, text

from gametable.server.tournaments.rules import Bounds
from gametable.server.tournaments.service import TournamentSettings
from gametable.server.web.app import create_app

from .waiting import wait_until

#: short arenas, quick bots, a director that looks often
TEST_BOUNDS = Bounds(duration=(1.0, 3600.0), bot_wait=(0.2, 600.0))
SETTINGS = TournamentSettings(bot_entrants=True, tick=0.1, bounds=TEST_BOUNDS)


def tournament_app(db_url: str, **options: Any) -> FastAPI:
    """A server whose tournaments may have bot entrants, short arenas and short waits."""
    return create_app(db_url, tournaments=SETTINGS, **{"bot_delay": 0.0, **options})


def make(browser: Any, **fields: Any) -> dict:
    """A tournament made by ``browser`` (its answer, checked)."""
    body = {"name": "A test tournament", "clock": {"move": 30, "bank": 0}, **fields}
    answer = browser.post("/api/tournaments", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def wait_over(reader: Any, tournament_id: str, timeout: float = 60.0) -> dict:
    """Poll the tournament until it is over; the last description."""
    return wait_until(lambda: reader.get(f"/api/tournaments/{tournament_id}").json(),
                      lambda found: found["status"] == "over", timeout,
                      what=f"the end of tournament {tournament_id}", every=0.05)


def game_rows(db_url: str, tournament_id: str) -> list[dict]:
    """The tournament's games as stored: sides, result, whether counted, in the order they
    ended."""
    engine = create_engine(db_url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(text(
                "SELECT game, table_id, sides, result, finished, recorded, created "
                "FROM gt_tournament_games WHERE tournament_id = :t "
                "ORDER BY finished, game"), {"t": tournament_id}).all()
    finally:
        engine.dispose()
    return [{"game": r.game, "table": r.table_id, "sides": json.loads(r.sides),
             "result": None if r.result is None else json.loads(r.result),
             "finished": r.finished, "recorded": bool(r.recorded), "created": r.created}
            for r in rows]


def arena_points(games: list[dict]) -> dict[str, tuple[int, str]]:
    """Each entrant's arena points and result letters from its games alone, by the rules of
    docs/tournaments.md (win 2, draw 1, double on fire after two wins in a row; a missed game
    0 and X, the other side a plain 2 and F; a bot's game nothing)."""
    points: dict[str, int] = {}
    streak: dict[str, int] = {}
    letters: dict[str, str] = {}
    for game in games:
        sides, result = game["sides"], game["result"]
        absent = result["absent"]
        a, b = result["scores"]
        first = 1.0 if a > b else 0.0 if a < b else 0.5
        for index, entrant in enumerate(sides):
            if entrant is None:
                continue
            points.setdefault(entrant, 0)
            streak.setdefault(entrant, 0)
            letters.setdefault(entrant, "")
            if None in sides:  # a bot's game counts nothing (missed: withdrawn, no letter)
                if index in absent:
                    streak[entrant] = 0
                continue
            if absent:
                if index in absent:
                    letters[entrant] += "X"
                    streak[entrant] = 0
                else:
                    points[entrant] += 2
                    letters[entrant] += "F"
                continue
            mine = first if index == 0 else 1.0 - first
            base = {1.0: 2, 0.5: 1, 0.0: 0}[mine]
            points[entrant] += base * 2 if streak[entrant] >= 2 else base
            streak[entrant] = streak[entrant] + 1 if mine == 1.0 else 0
            letters[entrant] += {1.0: "W", 0.5: "D", 0.0: "L"}[mine]
    return {e: (points[e], letters[e]) for e in points}
