"""The climbing table after review I2: the hint's whole sentence opened by a tap on a phone
(B3), pointing at a cube tapped on the board asked about first (B4), and a replay's round
summary listing every turn of the round (B2)."""

from __future__ import annotations

import pytest

from .conftest import shot
from .helpers import guideless_page
from .tables import STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PYRAMID = "document.querySelector('[data-testid=pyramid]')"


def placed(table, seats: int = 3) -> None:
    """Every seat places its pawn through the API, each on a cube of its own (two on one cube
    clash), so that the table is at its first pointing."""
    taken: set[str] = set()
    for seat in range(seats):
        move = next(m for m in table.state(seat)["legal"] if m[:-1] not in taken)
        taken.add(move[:-1])
        table.play(seat, move)


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


@pytest.mark.parametrize("size, lang, touch", [((390, 844), "ar", True),
                                               ((1280, 800), "en", False)])
def test_a_cube_tapped_on_the_board_is_asked_about_before_pointing(browser, live_server, size,
                                                                   lang, touch):
    """A tap on a cube sent the secret choice at once (a mis-tap on a phone's 35-px cube could
    not be taken back; placing the pawn already asked): now it asks "Point at cube n?", sends
    nothing until its button, and Cancel takes the question away."""
    table = create_table(live_server, "climbing", people=3, seats=3, seed=1,
                         names={0: "Aino", 1: "Bo", 2: "Cy"}, options={"players": 3})
    placed(table)
    options = {"has_touch": True, "is_mobile": True} if touch else {}
    context, page, errors = guideless_page(browser, size, **options)
    try:
        open_table(page, table, lang)
        page.wait_for_selector(".climb-side [data-move]", timeout=STEP_MS)
        page.wait_for_function(f"() => {PYRAMID}.settled()", timeout=STEP_MS)
        legal = table.state(0)["legal"]
        cube, where = next((m, w) for m in legal
                           if (w := page.evaluate(f"(m) => {PYRAMID}.screenOf(m)", m)))

        def tap():
            if touch:
                page.touchscreen.tap(where[0], where[1])
            else:
                page.mouse.click(where[0], where[1])

        tap()
        ask = page.locator("[data-testid=point-ask]")
        ask.wait_for(timeout=STEP_MS)
        assert cube in ask.inner_text()
        # seen, not only in the page: its button is what lies at its own centre
        assert page.locator("[data-testid=confirm-point]").evaluate(
            """(b) => { const r = b.getBoundingClientRect();
                        return r.bottom <= innerHeight
                          && b.contains(document.elementFromPoint(r.x + r.width / 2,
                                                                  r.y + r.height / 2)); }""")
        assert table.state(0)["view"]["my_choice"] is None  # nothing sent yet
        page.click("[data-testid=cancel-point]")
        ask.wait_for(state="detached", timeout=STEP_MS)
        assert table.state(0)["view"]["my_choice"] is None
        tap()
        ask.wait_for(timeout=STEP_MS)
        shot(page, f"climbing-i2-point-ask-{lang}-{size[0]}")
        page.click("[data-testid=confirm-point]")
        page.wait_for_selector("[data-testid=my-choice]", timeout=STEP_MS)
        assert table.state(0)["view"]["my_choice"] == cube
        assert not errors
    finally:
        context.close()
