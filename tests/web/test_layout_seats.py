"""Seat labels with clocks in every game (Baloot's four seats, Balloon Cup's two, the climbing
game's two and three), on a phone and a laptop, in English and Arabic: each seat's name, its
marks (bot level, partner, position, dealer) and its clock (with the time bank) stand apart: no
two of their boxes meet, the words of one do not run into the next's in the seat's text (as
"P3bank 1:00" did), and each lies inside its seat and on the screen. Names of up to the longest
a seat may have are cut with an ellipsis where the seat is narrow, never pushing the clock out.
A screenshot of each goes to out/screenshots/seats-*.png."""

from __future__ import annotations

import pytest

from .conftest import SHOTS
from .layout_checks import CLIPPED, OVERFLOW, SEAT_LABELS
from .tables import STEP_MS, VIEWPORTS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: names of the longest a seat may have (40 characters, gametable/server/tables/seats.py), in the
#: Latin and the Arabic script
LONG = "Bartholomew Featherstonehaugh-Cholmondel"
LONG_AR = "عبد الرحمن بن عبد العزيز بن محمد الخالدي"
#: a clock that runs on the seat to act and shows its bank on the others, and does not run out
#: while the pages are checked
BANKED = {"move": 3600, "bank": 600}

#: each table: the game, how many seats, how many of them people (each with a clock), the
#: options, the seats' names
SETUPS = {
    "baloot": ("baloot", 4, 3, {"hands": 2}, {0: LONG, 1: LONG_AR, 2: "Noura", 3: LONG}),
    "balloon-cup": ("balloon-cup", 2, 2, None, {0: LONG, 1: LONG_AR}),
    "climbing-2": ("climbing", 2, 2, None, {0: LONG, 1: LONG_AR}),
    "climbing-3": ("climbing", 3, 2, {"max_rounds": 4, "players": 3}, {0: LONG, 1: LONG_AR}),
}
SIZES = ["390x844", "1280x800"]
#: every seat's label: the strip over the board, the seats round the Baloot board
SEATS = ".seats .seat, .b-seat"


@pytest.fixture(scope="module")
def tables(live_server):
    made = {}
    for key, (game, seats, people, options, names) in SETUPS.items():
        made[key] = (create_table(live_server, game, people=people, seats=seats, options=options,
                                  names=names, clock=BANKED, level="easy"), people)
    return made


@pytest.fixture(scope="module")
def sized_page(session_browser):
    """One page of each size for the module: a context each costs more than the check."""
    opened = {}

    def page_for(size: str):
        if size not in opened:
            width, height = VIEWPORTS[size]
            phone = width < 500
            context = session_browser.new_context(viewport={"width": width, "height": height},
                                                  is_mobile=phone, has_touch=phone)
            opened[size] = context.new_page()
        return opened[size]

    yield page_for
    for page in opened.values():
        page.context.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("setup", list(SETUPS))
def test_seat_labels_stand_apart(sized_page, tables, setup, size, lang):
    table, people = tables[setup]
    page = sized_page(size)
    open_table(page, table, lang, mine=False)
    # every person's seat has a clock: one running (the seat to act), the others their bank
    page.wait_for_selector("[data-testid^=clock-][role=timer]", timeout=STEP_MS)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"seats-{setup}-{size}-{lang}.png"), full_page=True)
    assert page.evaluate(SEAT_LABELS, SEATS) == []
    clocks = page.evaluate(
        "(s) => [...document.querySelectorAll(s)].filter((c) => c.getClientRects().length)"
        ".map((c) => c.innerText)", "[data-testid^=clock-]")
    # Baloot's people show their clocks on the board (its strip of seats has none), the other
    # games on the strip
    assert len(clocks) == people, clocks
    assert all(("10:00" in c) for c in clocks), clocks  # the bank, whole
    assert page.evaluate(CLIPPED) == []
    assert page.evaluate(OVERFLOW) <= 0, "the page scrolls sideways"
    if setup == "baloot" and size == "390x844":
        # the side seats are narrow on a phone: their long names are cut, with an ellipsis
        cut = page.evaluate(
            "(s) => [...document.querySelectorAll(s)].map((n) => n.scrollWidth > n.clientWidth)",
            ".b-seat.west .seat-name, .b-seat.east .seat-name")
        assert cut == [True, True]
