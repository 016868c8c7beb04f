"""The pages people open read the database on a thread, never on the event loop, where one
slow query would hold every table of the process (issue 30: reads that never block the loop).

Every statement the server runs while the requests below are served is checked: one run on a
thread with a running event loop, from the server's code, is a read that blocks the loop.
"""

from __future__ import annotations

from tests.server.helpers.people import person, play_out, sit
from tests.server.helpers.tables import create


def test_profiles_accounts_sessions_and_finished_tables_read_off_the_loop(client, on_the_loop):
    ann, ann_player = person(client)
    bob, _bob_player = person(client)
    table = create(client, seats=[{"kind": "human"}, {"kind": "human"}])
    sit(ann, table, 0)
    sit(bob, table, 1)
    play_out([ann, bob], table["id"])
    on_the_loop.clear()  # (what creating and playing did is not this test's)
    client.app.state.players._players.clear()  # read again, as a process that never saw them
    client.app.state.players._sessions.clear()

    assert ann.get(f"/api/players/{ann_player['id']}").status_code == 200
    assert ann.get("/api/me/tables").status_code == 200
    assert ann.get("/api/me/sessions").status_code == 200
    assert ann.get(f"/api/leaderboard/{table['game']}").status_code in (200, 400)
    assert ann.get(f"/api/tables/{table['id']}").status_code == 200
    assert ann.get(f"/api/tables/{table['id']}/chat").status_code == 200
    assert on_the_loop == []
