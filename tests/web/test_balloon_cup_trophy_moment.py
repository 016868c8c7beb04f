"""A trophy won gets a moment of its own over the board (the third review, T1: it came as one
grey line of the news), with words of who won which and how far to the win; it takes no tap,
so the next decision is never held up, and it goes by itself. Screenshots: bc3-trophy-*.png."""

from __future__ import annotations

import pytest

from .conftest import SHOTS
from .tables import STEP_MS, balloon_cup_at, claims_with_stop
from .test_balloon_cup_newcomer import LAPTOP, PHONE, seated

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.motion]

WORDS = {"en": "You win the {colour} trophy: {won} of 3", "ar": "لك: {won} من 3"}


@pytest.mark.parametrize(("lang", "options"), [("en", LAPTOP), ("ar", PHONE)])
def test_a_trophy_won_has_its_moment(new_page, live_server, lang, options):
    table = balloon_cup_at(live_server, claims_with_stop)
    page = seated(new_page, table, lang, **options)
    won = len(table.state(0)["view"]["players"][0]["trophies"]) + 1
    claim = page.locator("[data-testid=claims] button[data-move^=claim]").first
    colour = claim.get_attribute("data-move").split()[1]
    claim.click()
    moment = page.locator("[data-testid=trophy-moment]")
    moment.wait_for(timeout=STEP_MS)
    said = moment.inner_text()
    assert WORDS[lang].format(colour=colour, won=won) in said, said
    assert moment.locator(f"[data-trophy={colour}]").count() == 1
    moment.evaluate("el => Promise.all(el.getAnimations().map((a) => a.finished))")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"bc3-trophy-{lang}.png"))
    # it takes no tap: whatever lies under it is still the page's
    assert moment.evaluate("el => getComputedStyle(el).pointerEvents") == "none"
    moment.wait_for(state="detached", timeout=STEP_MS)
