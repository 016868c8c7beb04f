"""Taking back a move at a table where you play alone against bots (web/src/table.jsx
UndoButton, gametable/server/tables/undo.py), the way a person does it: a move played through
the page, the bots' reply seen, Undo in the head's first row tapped, and the page shows the
position the move was made from again, your cards back in your hand, the log without the
lines of the moves taken back; nothing to take back, the button is off. Balloon Cup on a
phone in English, Baloot on the smaller phone in Arabic, the climbing game on a laptop (by
Ctrl+Z; its board drawn anew after a take-back)."""

from __future__ import annotations

import time

import pytest

from .conftest import shot
from .helpers import balloon_step, page_words, to_the_first_card
from .layout_checks import BOXES, outside_viewport
from .tables import STEP_MS, create_table, my_turn, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: the number of lines the game log holds, from its heading's count
LOG_COUNT = "() => +(document.querySelector('.table-side .count')?.textContent" \
            ".replace(/\\D/g, '') || 0)"


def words(lang: str, key: str) -> str:
    return page_words('export { t } from "./src/i18n.js";',
                      f'console.log(m.t("{key}"));', lang).strip()


def answered(page, table, n: int) -> dict:
    """Seat 0's state once the bots have answered its move made at ``n`` (a move of theirs
    stands after it) and it is to move again, as its page shows."""
    deadline = time.monotonic() + STEP_MS / 1000
    while True:
        state = table.state(0)
        if state["n"] > n + 1 and state["legal"]:
            break
        assert time.monotonic() < deadline, f"no answer to the move: {state['n']}"
        time.sleep(0.05)
    page.wait_for_selector(f"[data-testid=table][data-n='{state['n']}'][data-mine='1']",
                           timeout=STEP_MS)
    return state


@pytest.mark.parametrize("game,size,lang", [
    ("balloon-cup", (390, 844), "en"),
    ("baloot", (360, 740), "ar"),
    ("climbing", (1280, 800), "en"),
], ids=["balloon-cup-390x844-en", "baloot-360x740-ar", "climbing-1280x800-en"])
def test_undo_takes_your_move_and_the_bots_reply_back(new_page, live_server, game, size, lang):
    table = create_table(live_server, game, options={"hands": 1} if game == "baloot" else None)
    if game == "baloot":
        to_the_first_card(table)  # (the bidding through the API: the cards are what is undone)
    phone = size[0] < 600
    page = new_page(viewport={"width": size[0], "height": size[1]}, has_touch=phone,
                    is_mobile=phone)
    open_table(page, table, lang)
    undo = page.locator("[data-testid=undo]")
    before = my_turn(page, table)
    # named in the page's language (on a phone the sign alone shows; the word is its name)
    assert page.get_by_role("button", name=words(lang, "undo"), exact=True).count() == 1
    # the move through the page, as a person makes it: a Balloon Cup card and its place; a
    # Baloot card raised by a tap and played by the second (the phone's way)
    if game == "balloon-cup":
        balloon_step(page)
    elif game == "climbing":  # a start place, from the buttons beside the board
        page.locator(".climb-controls [data-move]").first.click()
    else:
        card = next(m for m in before["legal"] if len(m) == 2)
        page.locator(f"[data-testid=hand] [data-card='{card}']").tap()
        page.wait_for_selector(f"[data-testid=hand] [data-card='{card}'].raised",
                               timeout=STEP_MS)
        page.locator(f"[data-testid=hand] [data-card='{card}']").tap()
    after = answered(page, table, before["n"])
    undo.wait_for(state="visible")
    page.wait_for_function("(b) => !b.disabled", arg=undo.element_handle(), timeout=STEP_MS)
    lines = page.evaluate(LOG_COUNT)
    shot(page, f"undo-{game}-{size[0]}-{lang}-before")

    # in reach where it is: inside the screen, in the head's first row, over nothing
    box = page.evaluate(BOXES, "[data-testid=undo]")
    assert outside_viewport(box, *size) == []
    turn = page.locator(".table-head > .turn").bounding_box()
    mine = undo.bounding_box()
    assert abs((mine["y"] + mine["height"] / 2) - (turn["y"] + turn["height"] / 2)) < 4
    assert page.evaluate("(b) => { const r = b.getBoundingClientRect();"
                         " return document.elementFromPoint(r.x + r.width / 2,"
                         " r.y + r.height / 2)?.closest('[data-testid=undo]') === b; }",
                         undo.element_handle())

    if phone:
        undo.click()
    else:  # on a laptop the keys do it too, as they say in the button's title
        assert "Ctrl+Z" in undo.get_attribute("title")
        # (not while you write: there Ctrl+Z is the box's own; the page's handler, had it
        # taken the keys, would have kept the box from them)
        assert not page.evaluate(
            "() => { const e = new KeyboardEvent('keydown', {key: 'z', ctrlKey: true,"
            " bubbles: true, cancelable: true});"
            " document.querySelector('[data-testid=chat-input]').dispatchEvent(e);"
            " return e.defaultPrevented; }")
        page.keyboard.press("Control+z")
    page.wait_for_function(
        "(n) => { const t = document.querySelector('[data-testid=table]');"
        " return +t.dataset.n < n && t.dataset.mine === '1'; }", arg=after["n"],
        timeout=STEP_MS)
    back = table.state(0)
    if game == "climbing":
        # everyone chooses at once: a bot's choice made before yours stands (hidden), so the
        # position is the one you chose in, your choices the same, the board drawn anew (not
        # the cubes turned back played as a round's turns)
        assert back["n"] >= before["n"] and back["legal"] == before["legal"]
        assert back["view"]["phase"] == before["view"]["phase"] == "place"
        page.wait_for_selector(".climb-controls [data-move]", timeout=STEP_MS)
        assert page.locator("[data-testid=turned]").count() == 0
    else:
        assert (back["n"], back["view"], back["legal"]) == (
            before["n"], before["view"], before["legal"])
        # the card played is in the hand again, on the page
        hand = ("[data-testid=hand] [data-card]" if game == "baloot"
                else "[data-testid=hand] .card")
        assert page.locator(hand).count() == len(before["view"]["hand"])
    # said to a screen reader, in the page's language
    page.wait_for_function("(w) => document.querySelector('[data-testid=undone]')"
                           "?.textContent === w", arg=words(lang, "undone"), timeout=STEP_MS)
    # the log lost the lines of the moves taken back
    page.wait_for_function(f"() => ({LOG_COUNT})() < {lines}", timeout=STEP_MS)
    # that was your only move: nothing more to take back (in Baloot your bids stand, and may
    # be taken back in turn)
    assert undo.is_disabled() == (game != "baloot")
    assert page.locator("[data-testid=error]").count() == 0
    if game == "baloot":  # a second take-back (a bid) is said too: the words change
        undo.click()
        page.wait_for_function("(w) => document.querySelector('[data-testid=undone]')"
                               "?.textContent === w", arg=words(lang, "undone") + "\u00a0",
                               timeout=STEP_MS)
    shot(page, f"undo-{game}-{size[0]}-{lang}-after")
