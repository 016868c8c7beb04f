"""The end-of-game dialog over a page taller than the window. Its backdrop covers the whole
page, not only the first screen (a whole-page capture showed the page undimmed below the
fold), and the page does not scroll under it; on a phone turned on its side with its text at
twice the size, a player's dialog is taller than the screen and all of it can still be
reached, by scrolling the dialog. Escape closes it. Screenshots go to
out/screenshots/game-over-*.png."""

from __future__ import annotations

import pytest

from .conftest import settle, shot
from .layout_checks import COVER
from .tables import STEP_MS, VIEWPORTS, Table, create_table, finished_table, play_out

pytestmark = [pytest.mark.browser, pytest.mark.slow]

OVER = "[data-testid=game-over]"
#: the window's scroll position once two frames have been drawn (a scroll asked for has begun)
SCROLLED = """() => new Promise((done) => requestAnimationFrame(
  () => requestAnimationFrame(() => done(window.scrollY))))"""
#: the boxes, in the window, of what the dialog holds: its headline, links and buttons
PARTS = f"{OVER} h2, {OVER} a, {OVER} button"


@pytest.fixture(scope="module")
def finished(live_server):
    return finished_table(live_server, "baloot", seed=23)


@pytest.fixture(scope="module")
def played_out(live_server) -> Table:
    """A one-hand Baloot game that a person in seat 0 played to its end (the first legal move
    each time): their end dialog holds the rematch button too."""
    table = create_table(live_server, "baloot", options={"hands": 1}, seed=23)
    play_out(table)
    return table


def sized(new_page, width: int, height: int):
    phone = width < 900
    return new_page(viewport={"width": width, "height": height}, is_mobile=phone,
                    has_touch=phone)


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", ["390x844", "1280x800"])
def test_the_backdrop_covers_the_whole_page(new_page, finished, size, lang):
    width, height = VIEWPORTS[size]
    page = sized(new_page, width, height)
    page.goto(finished.url(None, lang))
    page.wait_for_selector(OVER, timeout=STEP_MS)
    # a page taller than its window, whatever the table's own height (the table now fits a
    # phone's window on its own, Arabic included): the backdrop must cover all of it
    page.evaluate(f"document.body.style.minHeight = '{2 * height}px'")
    settle(page)
    cover = page.evaluate(COVER, OVER)
    assert cover["pageHeight"] > height, "the page must be taller than its window here"
    assert cover["top"] <= 0.5 and cover["left"] <= 0.5, cover
    assert cover["height"] >= cover["pageHeight"] - 1, cover
    assert cover["width"] >= cover["pageWidth"] - 1, cover
    shot(page, f"game-over-{size}-{lang}")
    page.mouse.move(width / 2, height - 20)
    page.mouse.wheel(0, 600)
    assert page.evaluate(SCROLLED) == 0, "the page scrolled under the dialog"


def test_the_whole_dialog_can_be_reached_on_a_short_screen(new_page, played_out):
    width, height = 740, 360  # the smaller phone of VIEWPORTS, on its side
    page = sized(new_page, width, height)
    page.goto(played_out.url(0))
    page.wait_for_selector(f"{OVER} [data-testid=rematch]", timeout=STEP_MS)
    page.evaluate("document.documentElement.style.fontSize = '200%'")  # large text
    settle(page)
    dialog = page.locator(f"{OVER} [role=dialog]")
    assert dialog.bounding_box()["height"] > height, "the dialog must be taller than the screen"
    headline = page.locator(f"{OVER} h2").bounding_box()
    assert headline["y"] >= 0, "the dialog opens at its start, its headline in view"
    shot(page, f"game-over-{width}x{height}-large-text")
    for index in range(page.locator(PARTS).count()):
        part = page.locator(PARTS).nth(index)
        part.scroll_into_view_if_needed()
        box = part.bounding_box()
        assert box["y"] >= -0.5 and box["y"] + box["height"] <= height + 0.5, (
            part.inner_text(), box)
    assert page.evaluate("window.scrollY") == 0, "the page scrolled, not the dialog"
    page.keyboard.press("Escape")
    page.wait_for_selector(OVER, state="detached", timeout=STEP_MS)
    assert not page.evaluate("document.documentElement.classList.contains('modal-open')")


def test_the_keyboard_stays_in_the_dialog(new_page, played_out):
    """A modal dialog: Tab and Shift+Tab go round its own controls, never to the table under it;
    Escape closes it."""
    page = sized(new_page, 1280, 800)
    page.goto(played_out.url(0))
    page.wait_for_selector(f"{OVER} [data-testid=rematch]", timeout=STEP_MS)
    inside = (f"() => document.querySelector('{OVER} [role=dialog]')"
              ".contains(document.activeElement)")
    controls = page.locator(f"{OVER} a[href], {OVER} button:not([disabled])").count()
    assert controls >= 3
    seen = set()
    for _ in range(controls + 2):  # once round and a little more
        page.keyboard.press("Tab")
        assert page.evaluate(inside), "Tab left the dialog"
        seen.add(page.evaluate("document.activeElement.outerHTML"))
    assert len(seen) == controls, "Tab did not visit every control of the dialog"
    for _ in range(controls + 2):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(inside), "Shift+Tab left the dialog"
    page.keyboard.press("Escape")
    page.wait_for_selector(OVER, state="detached", timeout=STEP_MS)
