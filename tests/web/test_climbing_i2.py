"""The climbing table after review I2: the hint's whole sentence opened by a tap on a phone
(B3)."""

from __future__ import annotations

import pytest

from .conftest import shot
from .helpers import guideless_page
from .tables import STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_a_tap_opens_the_whole_hint_on_a_phone(browser, live_server):
    """On a phone the hint's slot shows three lines ending "…" and the sentence was whole only
    in a title, which a touch screen never shows: a tap on the lines opens the whole sentence
    over the page, nothing under it moving; × closes it; from the keyboard, Enter opens it and
    Escape closes it."""
    table = create_table(live_server, "climbing", people=1, seats=3, seed=1,
                         options={"players": 3}, names={1: "Aino", 2: "Eero"})
    context, page, errors = guideless_page(browser, (390, 844), has_touch=True, is_mobile=True)
    try:
        open_table(page, table, "ar")
        button = page.locator("[data-testid=hint]").bounding_box()
        page.touchscreen.tap(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
        words = page.locator("[data-testid=hint-text]")
        words.wait_for(timeout=STEP_MS)
        said = words.get_attribute("title")
        cut = page.evaluate("""() => { const s = document.querySelector('.hint-slot');
                                      return s.scrollHeight > s.clientHeight + 1; }""")
        assert cut, ("this hint is long enough to be cut in the slot", said)
        board = page.locator("[data-testid=pyramid]").bounding_box()
        controls = page.locator("[data-testid=climb-controls]").bounding_box()
        at = words.bounding_box()
        page.touchscreen.tap(at["x"] + at["width"] / 2, at["y"] + at["height"] / 2)
        whole = page.locator("[data-testid=hint-full]")
        whole.wait_for(timeout=STEP_MS)
        assert whole.locator("p").inner_text() == said
        box = whole.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] + box["height"] <= 844
        assert page.evaluate("""() => { const p = document.querySelector('.hint-full p');
                                        return p.scrollHeight <= p.clientHeight + 1; }""")
        assert page.locator("[data-testid=pyramid]").bounding_box() == board
        assert page.locator("[data-testid=climb-controls]").bounding_box() == controls
        shot(page, "climbing-i2-hint-whole-ar-390")
        close = page.locator("[data-testid=hint-close]").bounding_box()
        page.touchscreen.tap(close["x"] + close["width"] / 2, close["y"] + close["height"] / 2)
        whole.wait_for(state="detached", timeout=STEP_MS)
        words.focus()
        page.keyboard.press("Enter")
        whole.wait_for(timeout=STEP_MS)
        page.keyboard.press("Escape")
        whole.wait_for(state="detached", timeout=STEP_MS)
        assert not errors
    finally:
        context.close()
