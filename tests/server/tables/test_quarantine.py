"""A bad row quarantines one table, never the server: listed and shown as broken, logged,
refusing moves; every other table plays on."""

from __future__ import annotations

import logging

from fastapi.testclient import TestClient
from sqlalchemy import insert, update

from gametable.server.people.players import SESSION_COOKIE
from gametable.server.storage.store import Store, moves_t, tables_t
from gametable.server.web.app import create_app

from ..helpers.guests import as_player, sign_in_as_guest

PEOPLE = [{"kind": "human"}, {"kind": "human"}]


def corrupt(db_url: str, table_id: str, **values) -> None:
    store = Store(db_url)
    try:
        with store.engine.begin() as conn:
            conn.execute(update(tables_t).where(tables_t.c.id == table_id).values(**values))
    finally:
        store.close()


def add_move(db_url: str, table_id: str, idx: int, move: str) -> None:
    store = Store(db_url)
    try:
        with store.engine.begin() as conn:
            conn.execute(insert(moves_t).values(table_id=table_id, idx=idx, seat=0, move=move,
                                                t=0.0))
    finally:
        store.close()


def test_corrupt_rows_quarantine_their_tables_only(fake_game, db_url, caplog):
    with TestClient(create_app(db_url, bot_delay=0.0)) as first:
        sign_in_as_guest(first)  # invite tables are listed to their creator (issue 29)
        session = first.cookies[SESSION_COOKIE]
        made = {}
        for name in ("bad_json", "unknown_game", "refused_option", "gap", "good"):
            answer = first.post("/api/tables", json={"game": "fake", "seats": PEOPLE})
            made[name] = answer.json()
        gap = made["gap"]
        token = gap["seats"][0]["token"]
        legal = first.get(f"/api/tables/{gap['id']}/state", params={"token": token}).json()
        first.post(f"/api/tables/{gap['id']}/move", json={"move": legal["legal"][0]},
                   params={"token": token})
    corrupt(db_url, made["bad_json"]["id"], options="{not json")
    corrupt(db_url, made["unknown_game"]["id"], game="no-such-game")
    corrupt(db_url, made["refused_option"]["id"], options='{"rounds": 99}')
    add_move(db_url, gap["id"], 1, "play c99")  # seat 1's move, stored as seat 0's card

    caplog.set_level(logging.ERROR, logger="gametable.server")
    with TestClient(create_app(db_url, bot_delay=0.0)) as second:  # starts all the same
        as_player(second, session)
        lobby = {t["id"]: t for t in second.get("/api/tables").json()["tables"]}
        assert set(lobby) == {t["id"] for t in made.values()}
        reasons = {name: lobby[t["id"]]["broken_reason"] for name, t in made.items()}
        assert "options is not valid JSON" in reasons["bad_json"]
        assert "no-such-game" in reasons["unknown_game"]
        assert "rounds" in reasons["refused_option"]
        assert "move 2 did not replay" in reasons["gap"]
        assert reasons["good"] is None and lobby[made["good"]["id"]]["broken"] is False
        for name in ("bad_json", "unknown_game", "refused_option", "gap"):
            tid = made[name]["id"]
            assert lobby[tid]["broken"] is True
            assert second.get(f"/api/tables/{tid}").json()["broken"] is True
            assert any(tid in record.getMessage() for record in caplog.records)
        # a table that cannot be set up refuses to open, and says why
        tid = made["unknown_game"]["id"]
        state = second.get(f"/api/tables/{tid}/state")
        assert state.status_code == 409 and "broken" in state.json()["error"]
        # the table with a gap is shown as broken and refuses moves (never stored in the gap)
        seat1 = gap["seats"][1]["token"]
        state = second.get(f"/api/tables/{gap['id']}/state", params={"token": seat1}).json()
        assert state["broken"] is True and "did not replay" in state["broken_reason"]
        assert state["n"] == 1
        refused = second.post(f"/api/tables/{gap['id']}/move",
                              json={"move": state["legal"][0]}, params={"token": seat1})
        assert refused.status_code == 409 and "broken" in refused.json()["error"]
        # the good table plays on
        good, token = made["good"]["id"], made["good"]["seats"][0]["token"]
        legal = second.get(f"/api/tables/{good}/state", params={"token": token}).json()["legal"]
        moved = second.post(f"/api/tables/{good}/move", json={"move": legal[0]},
                            params={"token": token})
        assert moved.status_code == 200 and moved.json()["n"] == 1
