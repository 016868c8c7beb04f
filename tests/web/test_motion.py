"""A card played travels from the hand to its tile (about 300 ms), taking no tap on its way; a
person who asks for reduced motion sees nothing move."""

from __future__ import annotations

import pytest

from .helpers import ANY
from .tables import STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: counts, on every frame, the animations started by script (motion.js), not the CSS pulse of
#: "your turn"; the most seen at once is kept in window.flights; the cards seen on their way to
#: the board (marked data-flying, outside the own hand) in window.onTheWay, and those of them
#: that would take a tap (a card passing over the hint caught the tap meant for it) in
#: window.catching
WATCH_FLIGHTS = """() => { window.flights = 0; window.onTheWay = 0; window.catching = 0;
  const count = () => {
    const flying = document.getAnimations()
      .filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition)).length;
    window.flights = Math.max(window.flights, flying);
    for (const el of document.querySelectorAll('[data-flying]')) {
      if (el.closest('[data-testid=hand]')) continue;
      window.onTheWay += 1;
      if (getComputedStyle(el).pointerEvents !== 'none') window.catching += 1;
    }
    requestAnimationFrame(count);
  };
  count(); }"""


def play_a_card(page) -> None:
    page.locator("[data-testid=hand] .card.playable").first.click()
    page.locator(".row.target").first.click()


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_played_card_travels_unless_motion_is_reduced(browser, live_server, motion):
    table = create_table(live_server, "balloon-cup", seed=13)
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion=motion)
    page = context.new_page()
    try:
        open_table(page, table)
        n = page.locator("[data-testid=table]").get_attribute("data-n")
        page.evaluate(WATCH_FLIGHTS)
        play_a_card(page)
        page.wait_for_function(
            "(n) => document.querySelector('[data-testid=table]').dataset.n !== n", arg=n,
            timeout=STEP_MS)
        page.wait_for_timeout(500)
        flights = page.evaluate("() => window.flights")
        if motion == "reduce":
            assert flights == 0
            assert page.evaluate(ANY) == 0
        else:
            assert flights >= 1
            assert page.evaluate("() => window.onTheWay") >= 1
            assert page.evaluate("() => window.catching") == 0
    finally:
        context.close()
