"""Baloot as a newcomer found it (review E1): every bot seat says its level, every seat shows
its call of the bidding, the replay leaves the hand's summary closed until asked, a hand that
everyone passed is said on the table, and the first-game guide keeps the table still."""

from __future__ import annotations

import pytest

from .tables import create_table, open_table

pytestmark = pytest.mark.browser


def test_every_bot_seat_says_its_level(page, live_server):
    """A bot seated with no level (a learning table's partner, a medium card's bots) showed
    none beside its easy opponents: it plays at medium, and says so."""
    table = create_table(live_server, "baloot", options={"hands": 1})
    open_table(page, table)
    levels = page.locator("ol.seats [data-testid=bot-level]")
    assert levels.count() == 3
    assert [levels.nth(i).inner_text().strip(" ·") for i in range(3)] == ["medium"] * 3


def test_every_seat_shows_its_call_in_the_second_round(page, live_server):
    """In the second round a seat that has not called yet showed nothing, as if it had not been
    asked, while the log said it had passed: its first round's call stays, faded and named as
    the first round's, until it calls again."""
    table = create_table(live_server, "baloot", people=4, options={"hands": 1})
    for _ in range(5):  # everyone passes round 1, and the first seat round 2
        seat = table.state(0)["to_act"][0]
        table.play(seat, "pass")
    state = table.state(0)
    assert state["view"]["bidding"]["round"] == 2
    first = state["view"]["bidding"]["calls"][-1]["seat"]
    viewer = state["to_act"][0]
    open_table(page, table, seat=viewer)
    for seat in range(4):
        if seat == viewer:
            continue  # (its buttons are up: no bubble over them)
        bubble = page.locator(f"[data-testid=call-{seat}]")
        assert bubble.inner_text().endswith("Pass")
        assert (bubble.get_attribute("data-earlier") == "1") == (seat != first)
    background = "(b) => getComputedStyle(b).backgroundColor"
    faded = page.locator("[data-testid^=call-][data-earlier='1']").first
    latest = page.locator(f"[data-testid=call-{first}]")
    assert latest.evaluate(background) != faded.evaluate(background)
    assert faded.locator(".sr").text_content() == "In round 1: "
