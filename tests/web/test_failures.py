"""Failures are shown to the person they affect, never swallowed: the lobby when the API fails,
a broken or practice table, a hint that fails, a move made while the connection is down."""

from __future__ import annotations

import json

import pytest

from .tables import API, STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_lobby_says_when_the_api_fails(page, live_server):
    page.route("**/api/tables", lambda route: route.fulfill(
        status=503, content_type="application/json",
        body=json.dumps({"error": "the store is unavailable"})))
    page.goto(live_server + "/")
    alert = page.locator("[data-testid=lobby-error]")
    alert.wait_for(timeout=STEP_MS)
    assert "the store is unavailable" in alert.inner_text()
    assert "No tables yet" not in page.inner_text("main")


def test_lobby_marks_broken_and_practice_tables(page, live_server):
    table = create_table(live_server, "balloon-cup")

    def listing(route):
        # an invite table is listed only to its own people (issue 29): the page is shown
        # this one as if the visitor sat at it
        tables = route.fetch().json()["tables"]
        item = API.get(f"{live_server}/api/tables/{table.id}").json()
        item.update(broken=True, broken_reason="move 3 did not replay", practice=True)
        route.fulfill(json={"tables": [item, *tables]})

    page.route("**/api/tables", listing)
    page.goto(live_server + "/")
    row = page.locator(f"li[data-table='{table.id}']")
    row.locator("[data-testid=table-broken]").wait_for(timeout=STEP_MS)
    text = row.inner_text()
    assert "broken" in text and "move 3 did not replay" in text and "practice" in text


def test_a_failed_hint_says_why(page, live_server):
    table = create_table(live_server, "balloon-cup", seed=4)
    page.route("**/hint", lambda route: route.fulfill(
        status=500, content_type="application/json",
        body=json.dumps({"error": "the search ran out of time"})))
    open_table(page, table)
    page.click("[data-testid=hint]")
    error = page.locator("[data-testid=hint-error]")
    error.wait_for(timeout=STEP_MS)
    assert error.inner_text() == "No hint: the search ran out of time"
    assert page.locator("[data-testid=hint]").is_visible()


def test_a_move_made_while_reconnecting_is_sent_on_reconnecting(page, live_server):
    """The socket drops; the person plays anyway; the move waits, is said to wait, and is sent
    (it is still legal) once the connection is back."""
    table = create_table(live_server, "balloon-cup", seed=6)
    link = {"up": True, "sockets": []}

    def socket(ws):
        if not link["up"]:
            ws.close()
            return
        link["sockets"].append(ws)
        ws.connect_to_server()

    page.route_web_socket("**/ws/tables/**", socket)
    open_table(page, table)
    n = page.locator("[data-testid=table]").get_attribute("data-n")
    link["up"] = False
    for ws in link["sockets"]:
        ws.close()
    page.wait_for_selector("[data-testid=reconnecting]", timeout=STEP_MS)
    page.locator("[data-testid=hand] .card.playable").first.click()
    page.locator(".row.target").first.click()
    notice = page.locator("[data-testid=notice]")
    assert "your move will be sent when the connection is back" in notice.inner_text()
    link["up"] = True
    page.wait_for_function(
        "(n) => document.querySelector('[data-testid=table]').dataset.n !== n", arg=n,
        timeout=STEP_MS)
    assert "sent after reconnecting" in notice.inner_text()
    assert table.state(0)["n"] > int(n)
