"""A newcomer who follows an invite link (web/src/table.jsx, the table socket in
gametable/server/web/app.py): the page makes their guest before its socket opens, so the seat
is theirs from the first visit: the table names it by their guest and lists it among their
games. Opened before the guest was made, the socket left the seat nobody's in about one visit
of two."""

from __future__ import annotations

import pytest

from .helpers import call
from .tables import API, STEP_MS, create_table

pytestmark = [pytest.mark.browser]


@pytest.mark.parametrize("visit", range(3))
def test_a_newcomers_seat_is_their_guests_from_the_first_visit(new_page, live_server, visit):
    table = create_table(live_server, "balloon-cup", people=2)
    page = new_page(viewport={"width": 390, "height": 844})  # a browser never seen before
    page.goto(f"{live_server}/join/{table.id}/{table.tokens[1]}?lang=en")
    page.wait_for_selector("[data-testid=table][data-seat='1']", timeout=STEP_MS)
    me = call(page, "/api/me")["data"]["player"]
    assert me and me["kind"] == "guest"
    page.wait_for_function(  # the seat shows their name once the socket has taken it
        "(name) => document.querySelector('[data-testid=table-me]')?.textContent === name",
        arg=me["name"], timeout=STEP_MS)
    seats = API.get(f"{live_server}/api/tables/{table.id}").json()["seats"]
    assert seats[1]["player"] == me["id"] and seats[0]["player"] is None
    games = call(page, "/api/me/games")["data"]["games"]
    assert table.id in [game["id"] for game in games]
