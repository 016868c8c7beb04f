"""Baloot at the seats, as a reviewer (phone 390×844 Arabic, laptop 1280×800 English) asked:
a keep-Hokum step with one choice is taken for you and said; each seat's calls stay while the
calls are made, yours on your own seat too, and the buyer's seat carries the contract through
the hand, over nothing else on the board."""

from __future__ import annotations

import json

import pytest

from .conftest import settle, shot
from .helpers import page_words
from .layout_checks import OVERLAPS
from .tables import STEP_MS, baloot_choice_in_trick_two, create_table, open_table, play_first
from .test_last_trick import frames_sent

pytestmark = pytest.mark.browser


def test_a_keep_with_one_choice_is_taken_for_you(new_page, live_server):
    """Your Hokum stood with an Ace as the ground card: it may not switch to Sun, and a single
    "Keep Hokum" button asked a tap for nothing. The page keeps it for you (the move still
    goes from it to the server) and says why; no button comes up for it."""
    # seed 1: the ground card is A♦, the dealer seat 1 (seat 0 bids third)
    table = create_table(live_server, "baloot", people=4, seed=1, options={"hands": 1})
    assert table.state(0)["view"]["ground"] == "AD"
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    sent = frames_sent(page)
    open_table(page, table, "ar", mine=False)
    while (view := table.state(0)["view"])["bidding"]["stage"] != "keep":
        seat = view["to_act"][0]
        table.play(seat, "hokum" if seat == 0 else "pass")
    # (asked nothing: the page answers for seat 0)
    page.locator("[data-testid=kept-for-you]").wait_for(timeout=STEP_MS)
    note = page.locator("[data-testid=kept-for-you]").inner_text()
    assert note == "أبقينا الحكم عنك: ورقة الأرض إكّة، فما يجوز التحويل إلى صن", note
    state = table.state(0)
    assert state["view"]["phase"] != "bidding" and state["view"]["contract"]["buyer"] == 0
    assert sum('"hokum"' in frame for frame in sent) == 1, sent
    assert page.locator("[data-testid=controls] [data-move=hokum]").count() == 0
    shot(page, "baloot-kept-for-you-390-ar")


#: a screen reader's card names and the lobby's line, in the page's language
WORDS = """
console.log(JSON.stringify({ cards: ["9C", "TD", "8H", "7S", "AS"].map(m.cardSpoken),
  pitch: m.t("baloot_pitch") }));
"""


def test_card_names_are_all_words_and_the_pitch_names_the_kinds_of_game():
    """Arabic: "9 شريا" beside "عشرة ديمن" mixed digits and words (now all words, as the
    Saudi names of the high cards are); the lobby's "واختر اللعب" says which: Hokum or Sun."""
    entry = ('export { cardSpoken } from "./src/describe/baloot.js"; '
             'export { t } from "./src/i18n.js"; import "./src/games/strings.js";')
    said = json.loads(page_words(entry, WORDS, "ar"))
    assert said["cards"] == ["تسعة شريا", "عشرة ديمن", "ثمانية هاص", "سبعة سبيت", "إكّة سبيت"]
    assert "واختر نوع اللعب (حكم أو صن)" in said["pitch"], said["pitch"]
    english = json.loads(page_words(entry, WORDS, "en"))
    assert "(Hokum or Sun)" in english["pitch"] and english["cards"][0] == "9 of clubs"


#: every box on the board that a seat's mark may not cover: cards, names, marks, calls
UNDER_BADGE = (".baloot-board .pcard, .baloot-board .seat-name, .baloot-board .seat-mark,"
               " .baloot-board .calls, .baloot-board .contract, .baloot-board .b-controls button")


@pytest.mark.parametrize("size,lang,words", [
    ((390, 844), "ar", "صن"), ((1280, 800), "en", "Sun"),
])
def test_the_buyers_seat_carries_the_contract_through_the_hand(new_page, live_server, size,
                                                                lang, words):
    """After the calls the contract was only in the log and the contract's box: the buyer's
    seat carries it ("Sun", "Hokum ♠ · Double") through the hand, as Jawaker shows it,
    covering nothing."""
    table = create_table(live_server, "baloot", people=4, seed=3, options={"hands": 1})
    while (state := table.state(0))["view"]["phase"] != "playing":
        play_first(table, state["to_act"][0])
    # two cards of trick 1 on the table
    for _ in range(2):
        play_first(table, table.state(0)["to_act"][0])
    view = table.state(0)["view"]
    buyer = view["contract"]["buyer"]
    page = new_page(viewport={"width": size[0], "height": size[1]})
    open_table(page, table, lang, mine=False)
    badge = page.locator(f"[data-testid=contract-badge-{buyer}]")
    assert words in badge.inner_text(), badge.inner_text()
    assert page.locator("[data-testid^=contract-badge-]").count() == 1
    assert badge.evaluate(OVERLAPS, UNDER_BADGE) == []
    box = badge.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= size[0], box
    shot(page, f"baloot-contract-badge-{size[0]}-{lang}")


def test_a_raised_card_covers_nothing_and_the_tools_sit_by_the_score(new_page, live_server):
    """On a phone a raised card covered the "Dealer" mark in your name's bar; and "Last trick"
    and the score sheet floated in the middle of the board above the score box, stray: they
    are a toolbar joined to the foot of the contract's box."""
    table, cards = baloot_choice_in_trick_two(live_server)
    assert table.state(0)["view"]["dealer"] == 0
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_table(page, table, "ar")
    card = page.locator(f"[data-testid=hand] [data-card='{cards[0]}']")
    card.tap()
    page.wait_for_selector(f"[data-testid=hand] [data-card='{cards[0]}'].raised", timeout=STEP_MS)
    settle(page)  # (the card's rise is a transition)
    raised = card.bounding_box()
    for mark in page.locator(".b-seat.south .name > *").all():
        box = mark.bounding_box()
        assert box["y"] + box["height"] <= raised["y"] + 0.5, (mark.inner_text(), box, raised)
    assert page.locator(".b-seat.south .dealer").is_visible()
    # the tools: under the contract's box, joined to it, over none of it
    contract = page.locator("[data-testid=contract]").bounding_box()
    tools = page.locator(".contract-wrap > .contract-tools")
    assert tools.locator("[data-testid=last-trick]").count() == 1
    box = tools.bounding_box()
    foot = contract["y"] + contract["height"]
    assert foot - 0.5 <= box["y"] <= foot + 2, (contract, box)
    shot(page, "baloot-raised-and-tools-390-ar")
