"""The end of a Baloot hand as a reviewer wanted to check it: the summary shows how abnat became
points (the engine's reckoning, so that "Points this hand" adds up from the lines above it),
card points and abnat once where they are the same, the hand's last trick from the summary
(on a phone it covers the table), and a passed-out deal's line held long enough to read."""

from __future__ import annotations

import pytest

from .conftest import shot
from .tables import STEP_MS, create_table, open_table, play_first

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def to_the_summary(page, table, lang: str = "en") -> dict:
    """Play hand 1 through the API (the page open as seat 0) and wait for its summary; the
    scored hand as the engine reckoned it (``last_hand``)."""
    open_table(page, table, lang, mine=False)
    while table.state(0)["view"].get("hand_no", 1) == 1:
        play_first(table, table.state(0)["to_act"][0])
    page.locator("[data-testid=hand-summary]").wait_for(timeout=STEP_MS)
    # (a touch keeps it up while it is read: its time would run out under a slow test)
    page.locator("[data-testid=hand-summary] h2").click()
    page.wait_for_selector("[data-testid=hand-summary][data-kept='1']", timeout=STEP_MS)
    return table.state(0)["view"]["last_hand"]


@pytest.mark.parametrize("size,lang", [((1280, 800), "en"), ((390, 844), "ar")])
def test_the_summary_shows_how_abnat_became_points(new_page, live_server, size, lang):
    """"Card points 52 / Abnat 52 / Points this hand 10" could not be checked: the summary
    says each team's part from its cards as the engine reckoned it ("24 → 4", "26 − 4 = 22"),
    and the rule, and the hand's points are that part plus projects and Baloot."""
    table = create_table(live_server, "baloot", people=4, seed=3, options={"hands": 2})
    page = new_page(viewport={"width": size[0], "height": size[1]})
    row = to_the_summary(page, table, lang)
    summary = page.locator("[data-testid=hand-summary]")
    reckoning = row["reckoning"]
    arrow = {"en": "→", "ar": "←"}[lang]
    for side, team in (("us", 0), ("them", 1)):
        part = reckoning["teams"][team]
        assert part["cards"] + part["projects"] + part["baloot"] == row["points"][team]
        said = summary.locator(f"[data-testid=reckon-cards-{side}]").inner_text()
        shown = summary.locator(f"[data-testid=hand-points-{side}]").inner_text()
        assert shown == str(row["points"][team])
        if part["how"] == "converted":
            assert said == f"{row['card_points'][team]} {arrow} {part['cards']}", said
        elif part["how"] == "rest":
            other = reckoning["teams"][1 - team]["cards"]
            assert said == f"{reckoning['value']} − {other} = {part['cards']}", said
    words = summary.inner_text()
    assert {"en": "Abnat → points", "ar": "الأبناط ← النقاط"}[lang] in words
    if any(p["how"] == "converted" for p in reckoning["teams"]):
        assert page.locator("[data-testid=reckoning-rule]").is_visible()
    # the same number twice is one line: no projects and no Baloot, the abnat are card points
    if row["abnat"] == row["card_points"]:
        assert {"en": "Abnat (card points)", "ar": "الأبناط (نقاط الأوراق)"}[lang] in words
        rows = summary.locator("th[scope=row]").all_inner_texts()
        assert {"en": "Abnat", "ar": "الأبناط"}[lang] not in rows, rows
        # (card points once above, as the abnat; once below, converted)
        assert rows.count({"en": "Card points", "ar": "نقاط الأوراق"}[lang]) == 1, rows
    shot(page, f"baloot-summary-reckoning-{size[0]}-{lang}")


def test_the_last_trick_can_be_seen_from_the_summary(new_page, live_server):
    """On a phone the summary covers the table, so the last trick could not be checked while
    the numbers were up: its "Last trick" shows the four cards in it, each by its seat's
    name, the winner's starred; pressed again it hides them."""
    table = create_table(live_server, "baloot", people=4, seed=3, options={"hands": 2})
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    to_the_summary(page, table, "ar")
    summary = page.locator("[data-testid=hand-summary]")
    toggle = summary.locator("[data-testid=summary-last-trick]")
    assert toggle.get_attribute("aria-pressed") == "false"
    assert summary.locator("[data-testid=summary-trick]").count() == 0
    toggle.tap()
    trick = summary.locator("[data-testid=summary-trick]")
    trick.wait_for(timeout=STEP_MS)
    assert trick.locator(".pcard").count() == 4
    assert trick.locator(".pcard.winner").count() == 1
    assert toggle.get_attribute("aria-pressed") == "true"
    # the whole summary in the window, its buttons in reach
    box = summary.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    shot(page, "baloot-summary-last-trick-390-ar")
    toggle.tap()
    trick.wait_for(state="detached", timeout=STEP_MS)


def test_a_passed_out_deal_is_held_as_long_as_it_says(new_page, live_server):
    """A passed-out deal's summary stayed 2.0 s where others stay 5–7 s: it stays its reading
    time (PASSED_MS, 4.5 s) before the new deal, measured by the page's own clock."""
    # seed 2: everyone passes both rounds of hand 1 when seat 0 does
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1}, bot_delay=0.3)
    page = new_page(viewport={"width": 390, "height": 844})
    open_table(page, table, "ar")
    page.evaluate("""() => { window.__summary = {};
      new MutationObserver(() => {
        const there = !!document.querySelector('[data-testid=hand-summary]');
        if (there && !window.__summary.from) window.__summary.from = performance.now();
        if (!there && window.__summary.from && !window.__summary.to) {
          window.__summary.to = performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true }); }""")
    while table.state(0)["view"]["hand_no"] == 1:
        page.wait_for_function(
            "() => document.querySelector('[data-testid=table]').dataset.mine === '1'"
            " || document.querySelector('[data-testid=hand-summary]')", timeout=STEP_MS)
        if table.state(0)["legal"]:
            table.play(0, "pass")
        if page.locator("[data-testid=hand-summary]").count():
            break
    page.wait_for_function("() => window.__summary.to", timeout=STEP_MS)
    held = page.evaluate("() => window.__summary.to - window.__summary.from")
    assert held >= 4000, held
