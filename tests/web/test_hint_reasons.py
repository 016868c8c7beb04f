"""The hint button says why hints are off, and every seat sees the table's choice (issue 29:
no engine help where it counts; the rules are in gametable/server/tables/analysis.py)."""

from __future__ import annotations

import pytest

from .conftest import shot
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


@pytest.mark.parametrize("lang,short,reason", [
    ("en", "Hints off", "Hints are off: the table's creator did not allow them"),
    ("ar", "التلميحات مفعّلة", "التلميحات مفعّلة: تلعب وحدك ضد الروبوتات"),
])
def test_on_a_phone_the_slot_says_hints_on_or_off_and_a_tap_gives_the_reason(
        new_page, live_server, lang, short, reason):
    """Three short lines beside the button cut the reason to "Hints / are / on:…": a phone's
    slot says whether hints are on in two words, and a tap shows the reason whole (read out
    whole all along)."""
    people = 2 if lang == "en" else 1  # (two people, the creator silent: off; alone: on)
    table = create_table(live_server, "balloon-cup", people=people, seed=4)
    seat = table.state(0)["to_act"][0]
    page = new_page(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    open_table(page, table, lang=lang, seat=seat)
    mark = page.locator("[data-testid=hints-mark]")
    mark.wait_for(timeout=STEP_MS)
    assert mark.locator(".why-short").inner_text() == short
    assert mark.locator(".why-short").is_visible()
    long_box = mark.locator(".why-long").bounding_box()
    assert long_box["width"] <= 1 and long_box["height"] <= 1  # out of sight, still read out
    assert mark.locator(".why-long").text_content() == reason
    mark.tap()
    whole = page.locator("[data-testid=hint-full]")
    whole.wait_for(timeout=STEP_MS)
    assert whole.locator("p").inner_text() == reason
    box = whole.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    shot(page, f"hints-mark-phone-{lang}")
    page.tap("[data-testid=hint-close]")
    whole.wait_for(state="detached", timeout=STEP_MS)
