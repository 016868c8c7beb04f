"""Cubes paid for a Balloon Cup trophy travel from the player's cubes into the trophy (as other
moves travel, about 300 ms) and fade; under reduced motion nothing moves and they are not shown.
A scripted game through the API (seed 3 reaches a claim after 45 moves), the page open."""

from __future__ import annotations

import pytest

from .conftest import settle, shot
from .helpers import ANY
from .tables import STEP_MS, create_table, open_table

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

#: resolves after two more frames of the page
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"


def up_to_a_claim(table) -> tuple[int, str]:
    """Play the first legal move until a seat may claim a trophy: (seat, its claim)."""
    for _ in range(200):
        state = table.state(0)
        seat = state["to_act"][0]
        legal = table.state(seat)["legal"]
        claims = [m for m in legal if m.startswith("claim")]
        if claims:
            return seat, claims[0]
        table.play(seat, legal[0])
    raise AssertionError("no claim came within 200 moves")


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_cubes_paid_for_a_trophy_travel_unless_motion_is_reduced(browser, live_server, motion):
    table = create_table(live_server, "balloon-cup", people=2, seed=3)
    seat, claim = up_to_a_claim(table)
    colour = claim.split()[1]
    need = table.state(seat)["view"]["trophies"][colour]["need"]
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
            assert page.evaluate("() => window.paid") == need
            assert all(float(o) == 0 for o in paid.evaluate_all(
                "(cubes) => cubes.map((c) => getComputedStyle(c).opacity)"))  # faded
    finally:
        context.close()


def test_the_guide_at_a_claim_says_whether_it_may_be_left(browser, live_server):
    """The first-game guide said "Claim it now, or stop and keep the cubes" where the page
    offered no Stop (a claim without 3-for-1 is compulsory): it says the trophy is yours when
    it is, and offers stopping only when Stop is on offer."""
    table = create_table(live_server, "balloon-cup", people=2, seed=3)
    seat, _ = up_to_a_claim(table)
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
        else:
            assert guide.get_attribute("data-step") == "claimMust"
            # (it is yours: the guide's plain words for a claim without a choice)
            assert "trophy is yours" in words or "trophies are yours" in words, words
            assert "stop" not in words.lower() and "Done claiming" not in words
            assert page.locator("[data-testid=claims] [data-move=stop]").count() == 0
    finally:
        context.close()
