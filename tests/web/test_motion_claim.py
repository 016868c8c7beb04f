"""Cubes paid for a Balloon Cup trophy travel from the player's cubes into the trophy (as other
moves travel, about 300 ms) and fade; under reduced motion nothing moves and they are not shown.
A scripted game through the API (seed 3 reaches a claim after 45 moves), the page open."""

from __future__ import annotations

import re

import pytest

from .conftest import settle, shot
from .helpers import ANY, TWO_FRAMES
from .tables import STEP_MS, balloon_cup_at, claim_must, claims_with_stop, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: the most animations started by script on the paid cubes seen at once, in window.paid
WATCH_PAID = """() => { window.paid = 0;
  const count = () => {
    const flying = document.getAnimations().filter((a) => !(a instanceof CSSAnimation)
      && a.effect && a.effect.target && a.effect.target.closest('.paid-cubes')).length;
    window.paid = Math.max(window.paid, flying);
    requestAnimationFrame(count);
  };
  count(); }"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_cubes_paid_for_a_trophy_travel_unless_motion_is_reduced(browser, live_server, motion):
    # two compulsory claims: the first played here, the second, then alone, taken by the page
    # (a lone one from the start is taken before the page is watched); the cubes watched are
    # the last claim's
    table = balloon_cup_at(live_server, claim_must)
    seat = 0
    claims = [m for m in table.state(seat)["legal"] if re.fullmatch(r"claim \w+", m)]
    claim, colour = claims[0], claims[-1].split()[1]
    trophies = table.state(seat)["view"]["trophies"]
    need = trophies[colour]["need"]
    # (the most cubes seen flying at once: each claim's cubes travel in their turn)
    most = max(trophies[m.split()[1]]["need"] for m in claims)
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion=motion)
    page = context.new_page()
    try:
        open_table(page, table, seat=seat)
        page.evaluate(WATCH_PAID)
        table.play(seat, claim)
        page.wait_for_selector(f"[data-player='{seat}'] .trophy.owned[data-trophy={colour}]",
                               timeout=STEP_MS)
        page.wait_for_timeout(150)
        if motion == "no-preference":
            shot(page, "motion-claim-paid-cubes", still=False)  # on their way
        settle(page)  # the cubes have travelled and faded (about 1 s), or never moved
        page.evaluate(TWO_FRAMES)  # and window.paid has counted the frames since
        paid = page.locator(f"[data-player='{seat}'] [data-testid=paid-cubes] .cube")
        if motion == "reduce":
            assert page.evaluate("() => window.paid") == 0
            assert not paid.first.is_visible()
            assert page.evaluate(ANY) == 0
        else:
            assert paid.count() == need  # no sets of other colours in this claim
            assert page.evaluate("() => window.paid") == most
            assert all(float(o) == 0 for o in paid.evaluate_all(
                "(cubes) => cubes.map((c) => getComputedStyle(c).opacity)"))  # faded
    finally:
        context.close()


@pytest.mark.parametrize("want", [claims_with_stop, claim_must])
def test_the_guide_at_a_claim_says_whether_it_may_be_left(browser, live_server, want):
    """The first-game guide said "Claim it now, or stop and keep the cubes" where the page
    offered no Stop (a claim without 3-for-1 is compulsory): it says the trophies are yours
    when they are, and offers stopping only when Stop is on offer."""
    table = balloon_cup_at(live_server, want)
    seat = 0
    legal = table.state(seat)["legal"]
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_table(page, table, seat=seat)
        guide = page.locator("[data-testid=guide]")
        words = guide.inner_text()
        if "stop" in legal:
            assert guide.get_attribute("data-step") == "claim"
            assert "“Done claiming” to keep your cubes" in words
            assert "Click a trophy’s button" in words, words  # a laptop clicks
        else:
            assert guide.get_attribute("data-step") == "claimMust"
            # (they are yours: the guide's plain words for claims without a choice)
            assert "trophies are yours" in words and "Click each button" in words, words
            assert "stop" not in words.lower() and "Done claiming" not in words
            assert page.locator("[data-testid=claims] [data-move=stop]").count() == 0
    finally:
        context.close()
