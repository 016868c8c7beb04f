"""Baloot as a newcomer found it (review E1): every bot seat says its level, every seat shows
its call of the bidding, the replay leaves the hand's summary closed until asked, a hand that
everyone passed is said on the table, and the first-game guide keeps the table still."""

from __future__ import annotations

import pytest

from .tables import STEP_MS, create_table, open_table

pytestmark = pytest.mark.browser


def test_every_bot_seat_says_its_level(page, live_server):
    """A bot seated with no level (a learning table's partner, a medium card's bots) showed
    none beside its easy opponents: it plays at medium, and says so."""
    table = create_table(live_server, "baloot", options={"hands": 1})
    open_table(page, table)
    levels = page.locator("ol.seats [data-testid=bot-level]")
    assert levels.count() == 3
    assert [levels.nth(i).inner_text().strip(" ·") for i in range(3)] == ["medium"] * 3
