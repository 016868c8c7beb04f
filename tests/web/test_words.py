"""Words (issue 31, points 7 and 9): counts by ICU plural messages (the Arabic dual "لاعبان",
"1 player"), option values in words ("Saudi rules", not "saudi"), a guest's name in the page's
language, and Arabic glosses in the English page only as a setting, isolated from the text."""

from __future__ import annotations

import pytest

from .conftest import open_custom_table, play_bots
from .tables import STEP_MS, create_table, open_table

pytestmark = pytest.mark.browser


def options_of(page, selector: str) -> list[str]:
    return page.eval_on_selector_all(f"{selector} option", "els => els.map((e) => e.textContent)")


def test_counts_and_option_values_in_words(page, live_server):
    page.goto(live_server + "/?lang=ar")
    page.wait_for_selector("[data-testid=queue-choice-climbing]", timeout=STEP_MS)
    players = options_of(page, "[data-testid=queue-choice-climbing]")
    assert players[:3] == ["لاعبان", "3 لاعبين", "4 لاعبين"], players  # the dual for two
    page.goto(live_server + "/?lang=en")
    page.wait_for_selector("[data-testid=queue-choice-climbing]", timeout=STEP_MS)
    assert options_of(page, "[data-testid=queue-choice-climbing]")[0] == "2 players"
    open_custom_table(page, "baloot")
    profiles = options_of(page, "#opt-profile")
    assert profiles == ["Saudi rules", "Original rules"], profiles


def test_a_guest_is_named_in_the_page_language(page, live_server):
    page.goto(live_server + "/")
    page.select_option("[data-testid=lang]", "ar")  # chosen: kept on the table's page
    page.wait_for_selector("[data-testid=play-balloon-cup]", timeout=STEP_MS)
    play_bots(page, "balloon-cup")
    page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    page.wait_for_function(
        "() => /^ضيف \\d{4}$/"
        ".test(document.querySelector('[data-testid=table-me]')?.textContent || '')",
        timeout=STEP_MS)
    assert "Guest" not in page.inner_text("[data-testid=table]")


def test_arabic_glosses_in_the_english_page_only_as_a_setting(page, live_server):
    table = create_table(live_server, "baloot", options={"hands": 1})
    open_table(page, table)
    controls = page.locator("[data-testid=controls]")
    arabic = ("() => /[\\u0600-\\u06ff]/"
              ".test(document.querySelector('[data-testid=controls]').textContent)")
    if controls.count():
        assert not page.evaluate(arabic)
    page.check("[data-testid=glosses]")
    if controls.count():
        page.wait_for_function(arabic, timeout=STEP_MS)
        # each gloss isolated (FSI … PDI): it never reorders the English around it
        assert "\u2068" in controls.inner_text()
    page.reload()
    page.wait_for_selector("[data-testid=glosses]", timeout=STEP_MS)
    assert page.is_checked("[data-testid=glosses]")  # remembered


def test_the_arabic_terms_switch_says_what_it_is_where_there_is_room(page, live_server):
    """The switch's "ع" alone was a riddle: a laptop's page names it beside the box, a phone's
    keeps it compact (its name still read aloud)."""
    table = create_table(live_server, "baloot", options={"hands": 1})
    page.set_viewport_size({"width": 1280, "height": 800})
    open_table(page, table)
    switch = page.locator("label.glosses-switch")
    words = switch.locator(".pref-words")
    assert words.is_visible() and words.inner_text() == "Arabic terms"
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function(
        "() => !document.querySelector('label.glosses-switch .pref-words').offsetWidth",
        timeout=STEP_MS)
    assert switch.locator("[lang=ar]").is_visible()
    assert switch.locator(".sr").text_content() == "Arabic terms alongside"


@pytest.mark.parametrize("lang,hokum", [("en", "Hokum"), ("ar", "حكم")])
def test_the_first_rounds_hokum_names_its_suit(browser, live_server, lang, hokum):
    """Hokum in the first round is in the ground card's suit: its button says which ("Hokum
    ♦"), as the second round's buttons always did."""
    table = create_table(live_server, "baloot", people=4, seed=3)
    state = table.state(0)
    first = state["to_act"][0]
    suit = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[state["view"]["ground"][1]]
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        open_table(page, table, lang, seat=first)
        label = page.inner_text("[data-testid=controls] [data-move=hokum]")
        assert label.startswith(hokum) and label.endswith(f" {suit}"), label
        # and once called, the game log says it with its suit as the seat's bubble does
        page.locator("[data-testid=controls] [data-move=hokum]").click()
        page.wait_for_function(
            "(suit) => [...document.querySelectorAll('.game-log li')]"
            ".some((li) => li.textContent.includes(suit))", arg=f"{hokum} {suit}",
            timeout=STEP_MS)
    finally:
        context.close()
