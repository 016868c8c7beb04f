"""Every game's table at two phone sizes and a laptop, in English and Arabic: nothing wider than
the screen, no text cut off, the own hand or controls on screen without scrolling, and fingers'
targets of at least 44 px on phones. A screenshot of each layout goes to out/screenshots/."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from .conftest import SHOTS, open_custom_table, settle
from .helpers import to_the_first_card
from .layout_checks import BOXES, CLIPPED, OVERFLOW, outside_viewport, too_small
from .tables import STEP_MS, VIEWPORTS, create_table, finished_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: what a player must see without scrolling: their hand, or the buttons of their move
OWN = {
    "balloon-cup": "[data-testid=hand] .card",
    "baloot": "[data-testid=hand] .pcard, [data-testid=controls] button",
    "climbing": ".climb-side [data-move]",
}
#: a time control shown running on every seat whose turn it is, too long to run out in a test
RUNNING = {"move": 3600, "bank": 0}
#: what a finger taps on a phone
TARGETS = {
    "balloon-cup": "[data-testid=hand] .card.playable, .row.target, [data-testid=claims] button",
    "baloot": "[data-testid=hand] .pcard, [data-testid=controls] button",
    "climbing": ".climb-side [data-move]",
}




@pytest.fixture(scope="module")
def tables(live_server):
    # a clock that runs but never runs out while the pages are checked: a running clock
    # beside each seat must fit on a phone too
    made = {game: create_table(live_server, game, clock=RUNNING) for game in OWN}
    to_the_first_card(made["baloot"])
    return made


@pytest.fixture(scope="module")
def shots():
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


def layout_context(browser, size: str):
    width, height = VIEWPORTS[size]
    phone = width < 500
    return browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone,
                               has_touch=phone, device_scale_factor=1)


@pytest.fixture(scope="module")
def sized_page(session_browser):
    """``sized_page(size)``: the one page of that size, into which each test loads what it
    checks. A new context and page for each of the module's 31 tests (a renderer process
    started, the scripts fetched and compiled again) cost a third of their time."""
    opened = {}

    def page_for(size: str):
        if size not in opened:
            opened[size] = layout_context(session_browser, size).new_page()
        return opened[size]

    yield page_for
    for page in opened.values():
        page.context.close()


@contextmanager
def script_errors(page) -> Iterator[list[str]]:
    """The script errors of the page while the block runs."""
    errors: list[str] = []

    def record(error) -> None:
        errors.append(str(error))

    page.on("pageerror", record)
    try:
        yield errors
    finally:
        page.remove_listener("pageerror", record)


#: every size in English and Arabic (right to left), and Finnish (long words) on the smallest
LAYOUTS = [(size, lang) for size in VIEWPORTS for lang in ("en", "ar")] + [("360x740", "fi")]


@pytest.mark.parametrize(("size", "lang"), LAYOUTS)
@pytest.mark.parametrize("game", list(OWN))
def test_table_layout(sized_page, tables, shots, game, size, lang):
    width, height = VIEWPORTS[size]
    page = sized_page(size)
    with script_errors(page) as errors:
        open_table(page, tables[game], lang)
        page.wait_for_selector(OWN[game], timeout=STEP_MS)  # the board's lazy chunk is in
        if game == "balloon-cup":  # a card picked shows its target places, as in play
            page.locator("[data-testid=hand] .card.playable").first.click()
            settle(page)
        page.screenshot(path=str(shots / f"layout-{game}-{size}-{lang}.png"))
        page.screenshot(path=str(shots / f"layout-{game}-{size}-{lang}-full.png"), full_page=True)
        assert page.evaluate(OVERFLOW) <= 0, "the page scrolls sideways"
        assert page.evaluate(CLIPPED) == []
        if width < 500:
            assert too_small(page.evaluate(BOXES, TARGETS[game])) == []
        assert errors == []
        own = page.evaluate(BOXES, OWN[game])
        assert own, f"no {OWN[game]} on the page"
        assert outside_viewport(own, width, height) == []


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_lobby_layout(sized_page, live_server, shots, size, lang):
    page = sized_page(size)
    page.context.clear_cookies()  # a newcomer's lobby: no tables of their own listed
    with script_errors(page) as errors:
        page.goto(f"{live_server}/?lang={lang}")
        page.wait_for_selector("[data-testid=play-baloot]")
        open_custom_table(page, "baloot")
        page.wait_for_selector("[data-testid=team-1]")
        page.screenshot(path=str(shots / f"layout-lobby-{size}-{lang}.png"), full_page=True)
        assert page.evaluate(OVERFLOW) <= 0, "the lobby scrolls sideways"
        assert page.evaluate(CLIPPED) == []
    assert errors == []


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_lobby_with_large_text(sized_page, live_server, shots, lang):
    """Text at twice its size on the narrowest phone (a browser setting many people use): the
    lobby's form reflows (a label above its field, a long option shown by its start) instead
    of widening the page past the screen."""
    page = sized_page("360x740")
    with script_errors(page) as errors:
        page.goto(f"{live_server}/?lang={lang}")
        page.wait_for_selector("[data-testid=play-baloot]")
        page.evaluate("document.documentElement.style.fontSize = '200%'")
        open_custom_table(page, "baloot")
        page.wait_for_selector("[data-testid=team-1]")
        page.screenshot(path=str(shots / f"layout-lobby-large-text-{lang}.png"), full_page=True)
        assert page.evaluate(OVERFLOW) <= 0, "the lobby scrolls sideways"
    assert errors == []


@pytest.fixture(scope="module")
def finished(live_server):
    return finished_table(live_server, "baloot", seed=12)


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", ["360x740", "1280x800"])
def test_replay_layout(sized_page, live_server, shots, finished, size, lang):
    """The replay viewer: its steps in words, nothing wider than the screen or cut off."""
    page = sized_page(size)
    with script_errors(page) as errors:
        page.goto(f"{live_server}/replay/{finished.id}?lang={lang}")
        page.wait_for_selector("[data-testid=replay] [data-testid=step-text]")
        page.click("[data-testid=last]")
        page.click("[data-testid=prev]")
        settle(page)  # the step's cards have landed
        step = page.inner_text("[data-testid=step-text]")  # who did what, in words
        names = ("هدى", "فيصل", "نورة", "سالم") if lang == "ar" else ("Huda", "Faisal", "Noura",
                                                                      "Salem")
        assert step.startswith(names), step  # the bots' own names, in the reader's script
        page.screenshot(path=str(shots / f"layout-replay-baloot-{size}-{lang}.png"), full_page=True)
        assert page.evaluate(OVERFLOW) <= 0, "the replay scrolls sideways"
        assert page.evaluate(CLIPPED) == []
    assert errors == []


@pytest.fixture(scope="module")
def finished_cup(live_server):
    return finished_table(live_server, "balloon-cup", seed=14)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_balloon_cups_counts_and_last_score_fit_a_phone(sized_page, finished_cup, shots, lang):
    """At a game's end on a phone: the trophies (won ones dimmed, their owners at their
    panels), the supply and the discard pile on one line without scrolling (the owners' names
    pushed the discard count off it), and the latest tile's result whole, who takes what first
    (it was cut before saying who took the cubes)."""
    page = sized_page("360x740")
    page.goto(finished_cup.url(None, lang))
    page.locator("[data-testid=game-over] button").click()
    page.wait_for_selector(".bc-board .last-score")
    fit = page.evaluate("""() => ['.bc-counts', '.last-score'].map((sel) => {
      const el = document.querySelector('.bc-board ' + sel);
      return [sel, el.scrollWidth, el.clientWidth, el.innerText];
    })""")
    for sel, wide, room, words in fit:
        assert wide <= room + 1, (sel, wide, room, words)
    assert page.locator(".bc-board .trophy-row .owner").first.is_hidden()
    page.screenshot(path=str(shots / f"layout-balloon-cup-end-360-{lang}.png"))
