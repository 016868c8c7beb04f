"""Sawa at the table: the custom table's form offers it (off unless ticked), and a claim made
with its button is told in the hand's summary and the log, in the page's words."""

from __future__ import annotations

import re

import pytest

import gametable
from gametable.bots.factory import make

from .conftest import open_custom_table, shot
from .tables import API, STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser]

#: a deal where seat 0, every seat played by the heuristic bots seeded 0 to 3 (through the
#: API), is offered a sure claim in the first hand's fourth trick (found with the engine)
SEED = 11


def test_the_form_offers_sawa_unticked_and_a_ticked_one_makes_a_sawa_table(page, live_server):
    page.goto(live_server + "/")
    open_custom_table(page, "baloot")
    box = page.locator("#opt-sawa")
    assert box.get_attribute("type") == "checkbox" and not box.is_checked()
    assert page.inner_text("label[for=opt-sawa]") == "Sawa: a sure claim of every trick left"
    box.check()
    page.locator("#opt-sawa").scroll_into_view_if_needed()
    shot(page, "baloot-sawa-form")
    page.select_option("#clock", "none")
    page.click("[data-testid=create]")
    page.click("[data-testid=open-seat-0]")
    page.wait_for_selector("[data-testid=table]")
    table_id = re.search(r"/table/([^/?#]+)", page.url).group(1)
    state = API.get(f"{live_server}/api/tables/{table_id}/state").json()
    assert state["view"]["options"]["profile"]["sawa"] is True


#: the button's word and the summary's line in each language checked (``{who}``: your name)
SAID = {"en": ("Sawa", r"{who} claimed every trick left: Sawa"),
        "ar": ("سوا", r"{who}: سوا، كل الأكلات الباقية لفريقه")}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_a_claim_made_by_its_button_is_told_in_the_summary_and_the_log(browser, live_server,
                                                                       lang):
    table = create_table(live_server, "baloot", people=4, seed=SEED,
                         options={"sawa": True, "hands": 2})
    assert table.state(0)["view"]["hand"] == gametable.new_game(
        "baloot", seed=SEED, sawa=True, hands=2).view(0)["hand"], "the server deals otherwise"
    bots = [make("heuristic", "baloot", seed=seat) for seat in range(4)]
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script("localStorage.setItem('gt-guide-baloot', '{\"off\": true}')")
    page = context.new_page()
    try:
        open_table(page, table, lang, mine=False)
        for _ in range(60):
            seat = next(s for s in range(4) if table.state(s)["legal"])
            state = table.state(seat)
            if seat == 0 and "sawa" in state["legal"]:
                break
            table.play(seat, bots[seat].choose(state["view"], state["legal"]))
        else:
            raise AssertionError("seat 0 was never offered Sawa")
        button = page.locator("[data-testid=controls] button[data-move=sawa]")
        button.wait_for(timeout=STEP_MS)
        word, line = SAID[lang]
        assert button.inner_text() == word
        button.click()
        said = page.locator("[data-testid=hand-summary] [data-testid=sawa-claimed]")
        said.wait_for(timeout=STEP_MS)
        shot(page, f"baloot-sawa-claimed-{lang}")
        # (the seat as the page names it everywhere: the person's guest name, marked as you)
        who = r".+ \(" + ("you" if lang == "en" else "أنت") + r"\)"
        assert re.fullmatch(line.format(who=who), said.inner_text()), said.inner_text()
        # (the log folded on a phone: its text, shown or not)
        assert said.inner_text() in page.locator("[data-testid=game-log]").text_content()
        assert table.state(0)["view"]["hand_no"] == 2  # the next hand was dealt at once
    finally:
        context.close()
