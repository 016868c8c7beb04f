"""Baloot as a newcomer played it (phone 390×844 Arabic, laptop 1280×800 English): what the
table says must be true at the moment it is said."""

from __future__ import annotations

import pytest

from .conftest import shot
from .tables import STEP_MS, create_table, open_table, play_first

pytestmark = pytest.mark.browser

#: every change to the board after the second tap, in order: is the raised card's line up,
#: is the card still in the hand
WATCH_RAISED = """(card) => {
  window.__seen = [];
  const look = () => window.__seen.push({
    why: !!document.querySelector('[data-testid=hand-why]'),
    inHand: !!document.querySelector(`[data-testid=hand] [data-card='${card}']`),
  });
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true,
    attributes: true, characterData: true });
}"""


def test_the_raised_cards_line_goes_when_the_card_is_played(new_page, live_server):
    """"You raised K♠: touch it again to play it" stayed 0.6-0.8 s after the second touch had
    played the card. It goes with that touch, before the card leaves the hand."""
    # seed 49: seat 0 deals; into trick 2, up to a turn of seat 0's with two cards or more
    table = create_table(live_server, "baloot", people=4, seed=49, options={"hands": 2})
    while True:
        state = table.state(0)
        view = state["view"]
        seat = view["to_act"][0]
        cards = [m for m in state["legal"] if len(m) == 2]
        if seat == 0 and view["tricks"] and len(cards) > 1 and len(state["legal"]) == len(cards):
            break
        play_first(table, seat)
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_table(page, table, "ar")
    card = page.locator(f"[data-testid=hand] [data-card='{cards[0]}']")
    card.tap()
    page.locator("[data-testid=hand-why]").wait_for(timeout=STEP_MS)
    assert "المس" in page.locator("[data-testid=hand-why]").inner_text()
    page.evaluate(WATCH_RAISED, cards[0])
    card.tap()
    page.wait_for_function("() => window.__seen.some((s) => !s.inHand)", timeout=STEP_MS)
    seen = page.evaluate("window.__seen")
    # the line is gone before the card leaves the hand, and not back with the card played
    gone = next(i for i, s in enumerate(seen) if not s["why"])
    left = next(i for i, s in enumerate(seen) if not s["inHand"])
    assert gone < left, seen
    assert not any(s["why"] for s in seen[gone:]), seen
    shot(page, "baloot-played-no-raised-line-390-ar")
