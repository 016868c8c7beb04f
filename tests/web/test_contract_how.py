"""How a Baloot contract came about is said on the table (a newcomer saw a Hokum become Sun
with only the log to say why): a Sun over a Hokum, a switch to Sun, a Sun claimed by an
earlier seat; and a seat asked whether to claim is told why it is asked again."""

from __future__ import annotations

import pytest

from .conftest import shot
from .tables import STEP_MS, create_table, open_table

pytestmark = pytest.mark.browser


NAMES = {0: "Reem", 1: "Majid", 2: "Lulwa", 3: "Turki"}


def _seat_to_act(table) -> int:
    return table.state(0)["to_act"][0]


def test_a_claimed_sun_is_explained_to_the_seat_asked_and_on_the_contract(browser, live_server):
    table = create_table(live_server, "baloot", people=4, seed=9, options={"hands": 1},
                         names=NAMES)
    first = _seat_to_act(table)
    table.play(first, "pass")
    second = _seat_to_act(table)
    table.play(second, "sun")  # the first seat, earlier in the order, may claim it
    assert _seat_to_act(table) == first
    assert table.state(first)["view"]["bidding"]["stage"] == "claim"
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    try:
        open_table(page, table, seat=first, lang="ar")
        why = page.locator("[data-testid=claim-why]")
        assert why.is_visible()
        text = why.inner_text()
        assert NAMES[second] in text and "صن" in text, text
        box, controls = why.bounding_box(), page.locator("[data-testid=controls]").bounding_box()
        assert box["y"] + box["height"] <= controls["y"] + 1, (box, controls)  # not over them
        shot(page, "baloot-claim-why-390-ar")
        page.locator("[data-testid=controls] button[data-move=sun]").tap()
        how = page.locator("[data-testid=contract-how]")
        how.wait_for(timeout=STEP_MS)
        assert "الصن" in how.inner_text() and NAMES[second] in how.inner_text(), how.inner_text()
        assert not why.is_visible()
        shot(page, "baloot-contract-how-390-ar")
    finally:
        context.close()


@pytest.mark.parametrize("stage", ["takeover", "keep"])
def test_a_sun_over_a_hokum_and_a_switch_are_explained(page, live_server, stage):
    table = create_table(live_server, "baloot", people=4, seed=9, options={"hands": 1},
                         names=NAMES)
    buyer = _seat_to_act(table)
    table.play(buyer, "hokum")
    while table.state(0)["view"]["bidding"]["stage"] == "takeover":
        seat = _seat_to_act(table)
        table.play(seat, "sun" if stage == "takeover" else "pass")
        if stage == "takeover":
            over = seat
            break
    if stage == "keep":
        assert table.state(0)["view"]["bidding"]["stage"] == "keep"
        table.play(buyer, "sun")
        over = buyer
    while table.state(0)["view"]["phase"] == "bidding":  # claims, if any: let the Sun stand
        table.play(_seat_to_act(table), "pass")
    contract = table.state(0)["view"]["contract"]
    assert contract["type"] == "sun" and contract["buyer"] == over
    open_table(page, table, seat=0, mine=False)
    how = page.locator("[data-testid=contract-how]")
    how.wait_for(timeout=STEP_MS)
    text = how.inner_text()
    assert ("switched" if stage == "keep" else "over the Hokum") in text, text
    assert over == 0 or NAMES[over] in text, text


def test_the_seats_bubbles_tell_this_rounds_calls_from_the_last(page, live_server):
    """A first round's "Pass" could not be told from a new one: once the second round begins,
    a seat's call of it is drawn as new; a seat yet to call keeps its first round's, faded and
    named as the first round's (with this round's calls only, seats that had passed showed
    nothing, as if never asked)."""
    table = create_table(live_server, "baloot", people=4, seed=9, options={"hands": 1},
                         names=NAMES)
    for _ in range(4):  # everyone passes the first round
        table.play(_seat_to_act(table), "pass")
    view = table.state(0)["view"]
    assert view["bidding"]["round"] == 2 and len(view["bidding"]["calls"]) == 4
    first = _seat_to_act(table)
    table.play(first, "pass")  # one call of the second round
    open_table(page, table, seat=0, mine=False)
    shown = dict(page.eval_on_selector_all(
        "[data-testid^=call-]", "els => els.map((e) => [e.dataset.testid, !!e.dataset.earlier])"))
    assert shown == {f"call-{s}": s != first for s in range(4)}, shown
