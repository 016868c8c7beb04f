"""The header on a phone (main.jsx NavMore): two short rows in every language, the other pages
behind one Menu button that opens them as a list of 44-px links and closes on Escape or a tap
elsewhere; on a desktop the same links stand in the row and the button is not shown.
Screenshots as out/screenshots/header-*.png."""

from __future__ import annotations

import pytest

from .conftest import SHOTS
from .layout_checks import OVERFLOW
from .tables import STEP_MS, create_table, open_table

pytestmark = pytest.mark.browser

LINKS = ["leaderboard-link", "tournaments-link", "your-games-link"]
#: px: two rows of the header at 360 px (a row of links and the Menu button; who you are and
#: the language); three rows were 108 px
TWO_ROWS = 90


#: px: one row at a table (the Menu, the bell and the language; who you are is on your seat)
ONE_ROW = 52

#: the centre of the first plain words under the header's open list: no link, button or field
PLAIN_SPOT = """() => {
  const list = document.getElementById('nav-more').getBoundingClientRect();
  for (let y = list.bottom + 20; y < innerHeight; y += 10) {
    const el = document.elementFromPoint(innerWidth / 2, y);
    if (el && el.closest('main') && !el.closest('a, button, input, select, label, summary'))
      return [innerWidth / 2, y];
  }
  throw new Error('no plain spot under the menu');
}"""


def header_height(page) -> float:
    return page.evaluate("document.querySelector('header.top').getBoundingClientRect().height")


@pytest.mark.parametrize("lang", ["en", "fi", "es", "ar"])
def test_the_header_on_a_phone_is_two_rows_and_a_menu(browser, live_server, lang):
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{live_server}/?lang={lang}")
        page.wait_for_selector("[data-testid=your-games-link]", state="attached",
                               timeout=STEP_MS)
        assert header_height(page) <= TWO_ROWS, header_height(page)
        assert page.evaluate(OVERFLOW) <= 0, "the page scrolls sideways"
        for link in LINKS:
            assert not page.is_visible(f"[data-testid={link}]"), link
        menu = page.locator("[data-testid=nav-menu]")
        assert menu.get_attribute("aria-expanded") == "false"
        menu.tap()
        assert menu.get_attribute("aria-expanded") == "true"
        for link in LINKS:
            box = page.locator(f"[data-testid={link}]").bounding_box()
            assert box is not None, link
            assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
            assert box["y"] + box["height"] <= 740, box
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"header-360-{lang}-menu.png"))
        page.keyboard.press("Escape")
        page.wait_for_selector("[data-testid=leaderboard-link]", state="hidden", timeout=STEP_MS)
        menu.tap()
        page.wait_for_selector("[data-testid=leaderboard-link]", timeout=STEP_MS)
        # a tap elsewhere (on words below the open list, nothing one may act on) closes it
        x, y = page.evaluate(PLAIN_SPOT)
        page.touchscreen.tap(x, y)
        page.wait_for_selector("[data-testid=leaderboard-link]", state="hidden", timeout=STEP_MS)
        menu.tap()
        page.tap("[data-testid=leaderboard-link]")  # and a link takes you there
        page.wait_for_url("**/leaderboard", timeout=STEP_MS)
    finally:
        context.close()


def test_the_header_on_a_desktop_shows_the_links_in_the_row(browser, live_server):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        page.goto(f"{live_server}/?lang=en")
        page.wait_for_selector("[data-testid=your-games-link]", timeout=STEP_MS)
        assert not page.is_visible("[data-testid=nav-menu]")
        top = page.locator("[data-testid=how-to-play]").bounding_box()["y"]
        for link in LINKS:
            assert page.locator(f"[data-testid={link}]").bounding_box()["y"] == top, link
        page.locator("header.top").screenshot(path=str(SHOTS / "header-1280-en.png"))
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["en", "fi", "es", "ar"])
def test_at_a_table_on_a_phone_the_header_is_one_row(browser, live_server, lang):
    """At a table the board has the screen: the header is one row, who you are leaves it (your
    name is on your seat) and its links, Profile and Log in, are in the Menu; in the lobby
    they stay in the row and the Menu has no second copy."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    try:
        table = create_table(live_server, "balloon-cup")
        open_table(page, table, lang)
        assert header_height(page) <= ONE_ROW, header_height(page)
        assert page.evaluate(OVERFLOW) <= 0, "the page scrolls sideways"
        assert not page.is_visible("[data-testid=account]")
        assert not page.is_visible("[data-testid=how-to-play]")  # the table has its own link
        assert page.is_visible("[data-testid=rules-link]")
        assert page.is_visible("[data-testid=lang]")
        page.locator("[data-testid=nav-menu]").tap()
        for link in ("menu-profile", "menu-login", *LINKS):
            box = page.locator(f"[data-testid={link}]").bounding_box()
            assert box is not None and box["height"] >= 44, (link, box)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"header-360-{lang}-table-menu.png"))
        page.tap("[data-testid=menu-profile]")
        page.wait_for_url("**/players/*", timeout=STEP_MS)
        page.wait_for_selector("[data-testid=account]", timeout=STEP_MS)  # back in the row
        page.locator("[data-testid=nav-menu]").tap()
        page.wait_for_selector("[data-testid=leaderboard-link]", timeout=STEP_MS)
        assert not page.is_visible("[data-testid=menu-profile]")
    finally:
        context.close()


#: px: the table's own head on a phone, two rows (the words; the buttons, 44 px); three were
#: 90-112 px
TABLE_HEAD_TWO_ROWS = 72

#: each part of the table's head: its box, and whether the move number is shown whole or not
#: at all (a sliver of it beside a long title was the fault)
HEAD_PARTS = """() => {
  const box = (sel) => {
    const el = document.querySelector('.table-head ' + sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return r.width ? {top: r.top, bottom: r.bottom, left: r.left, right: r.right} : null;
  };
  const facts = box('.table-facts'), move = box('.table-move'), badge = box('.badge.practice');
  const inside = (b) => b && b.left >= facts.left - 0.5 && b.right <= facts.right + 0.5
    && b.bottom <= facts.bottom + 0.5;
  const whole = inside(move);
  const gone = !move || move.top >= facts.bottom || move.left >= facts.right
    || move.right <= facts.left;
  return {head: box(''), title: box('h1'), turn: box('[data-testid=turn]'),
          buttons: ['.hint button', '[data-testid=rules-link]', '[data-testid=sound-switch]']
            .map(box), whole, gone, practice: inside(badge)};
}"""


@pytest.mark.parametrize("game,lang,people", [
    ("balloon-cup", "fi", 1), ("climbing", "es", 1), ("baloot", "ar", 1), ("baloot", "en", 1),
    ("climbing", "ar", 2), ("baloot", "fi", 2)])
def test_at_a_table_on_a_phone_the_tables_head_is_two_rows(browser, live_server, game, lang,
                                                           people):
    """The game, the move and whose turn on one row, the hint, the rules and the switches on
    the next, in the longest titles' languages too; a long title hides the move number rather
    than showing a sliver of it, and at a table of people (no hints) the hints' reason is cut
    to what the row leaves."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    try:
        table = create_table(live_server, game, people=people)
        open_table(page, table, lang)
        if people > 1:
            assert page.get_attribute("[data-testid=hints-mark]", "data-allowed") == "0"
        parts = page.evaluate(HEAD_PARTS)
        head, title, turn = parts["head"], parts["title"], parts["turn"]
        assert head["bottom"] - head["top"] <= TABLE_HEAD_TWO_ROWS, parts
        assert turn["top"] < title["bottom"] and title["top"] < turn["bottom"], parts  # one row
        buttons = parts["buttons"]
        assert all(b is not None for b in buttons), parts
        middle = (buttons[0]["top"] + buttons[0]["bottom"]) / 2
        for b in buttons:
            assert b["top"] >= title["bottom"], parts
            assert abs((b["top"] + b["bottom"]) / 2 - middle) <= 1, parts  # one row
            assert b["left"] >= 0 and b["right"] <= 360, parts
        assert parts["whole"] or parts["gone"], parts
        # the tables made here are practice tables (their seed is chosen): the badge that says
        # so goes after the move number (it hid beside a long title while the number showed)
        assert parts["practice"] or parts["gone"], parts
        assert page.evaluate(OVERFLOW) <= 0, "the page scrolls sideways"
        shot = SHOTS / f"table-head-360-{game}-{lang}-{people}.png"
        page.locator(".table-head").screenshot(path=str(shot))
    finally:
        context.close()


def test_your_turn_alone_on_a_phone_where_everyone_chooses_at_once(browser, live_server):
    """Climbing's players choose at once: "Your turn · with Aino and Eero" was cut in the
    head's row on a phone and cut the game's name beside it ("Climbing …"). There it says
    "Your turn" (the seats below mark who chooses too), the whole line in its title and read
    out; the game's name is whole."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    try:
        # two other people, who have not chosen yet
        table = create_table(live_server, "climbing", people=3, seats=3,
                             options={"players": 3}, names={1: "Aino", 2: "Eero"})
        open_table(page, table, "en")
        turn = page.locator("[data-testid=turn]")
        assert turn.inner_text().strip() == "Your turn"
        assert turn.get_attribute("title") == "Your turn · with Aino and Eero"
        assert turn.text_content() == "Your turn · with Aino and Eero"  # (read out whole)
        assert page.evaluate("""() => { const h = document.querySelector('.table-head h1');
          return h.scrollWidth <= h.clientWidth + 1; }"""), "the game's name is cut"
        page.locator(".table-head").screenshot(path=str(SHOTS / "table-head-390-climbing-3.png"))
    finally:
        context.close()
