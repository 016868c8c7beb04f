"""The hint button says why hints are off, and every seat sees the table's choice (issue 29:
no engine help where it counts; the rules are in gametable/server/tables/analysis.py)."""

from __future__ import annotations

import pytest

from .tables import STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_the_hint_button_is_off_with_the_reason_unless_the_creator_allowed_hints(
        page, live_server):
    # two people, the creator said nothing: off, and the disabled button says why
    table = create_table(live_server, "balloon-cup", people=2, seed=4)
    seat = table.state(0)["to_act"][0]
    open_table(page, table, seat=seat)
    button = page.locator("[data-testid=hint]")
    button.wait_for(timeout=STEP_MS)
    assert button.is_disabled()
    why = "Hints are off: the table's creator did not allow them"
    assert button.get_attribute("title") == why
    mark = page.locator("[data-testid=hints-mark]")
    assert mark.inner_text() == why and mark.get_attribute("data-allowed") == "0"
    # the other seat, not to move, is shown the same
    open_table(page, table, seat=1 - seat, mine=False)
    page.locator("[data-testid=hints-mark]").wait_for(timeout=STEP_MS)
    assert page.locator("[data-testid=hints-mark]").inner_text() == why
    assert not page.locator("[data-testid=hint]:enabled").count()

    # the creator allowed them: every seat is told so, and the button works
    allowed = create_table(live_server, "balloon-cup", people=2, seed=4, hints=True)
    open_table(page, allowed, seat=1 - seat, mine=False)
    mark = page.locator("[data-testid=hints-mark]")
    mark.wait_for(timeout=STEP_MS)
    assert mark.inner_text() == "Hints allowed by the table's creator, for every seat"
    assert mark.get_attribute("data-allowed") == "1"
    open_table(page, allowed, seat=seat)
    assert page.locator("[data-testid=hint]").is_enabled()
    page.click("[data-testid=hint]")
    shown = page.wait_for_selector("[data-testid=hint-text]", timeout=60_000)
    assert shown.get_attribute("data-move") in allowed.state(seat)["legal"]
